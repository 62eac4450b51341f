// The browser tests drive Debian's Chromium, the one machine prerequisite (README, "Run it").
// When it is missing and we run as root (CI), install it with apt-get, saying so first; otherwise
// stop with the command to run.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM_PATH = '/usr/bin/chromium'

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}, which is missing. Install it: sudo apt-get install -y chromium`,
    )
    process.exit(1)
  }
  console.log(
    `The browser tests need Chromium at ${CHROMIUM_PATH}, which is missing. Installing it now as root: apt-get update, then apt-get install -y --no-install-recommends chromium.`,
  )
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  run(['update'])
  run(['install', '-y', '--no-install-recommends', 'chromium'])
  console.log(`Chromium installed at ${CHROMIUM_PATH}.`)
}
