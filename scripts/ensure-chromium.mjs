// The browser tests drive Debian's Chromium. Install it when it is missing and we may (root).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM_PATH = '/usr/bin/chromium'

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM_PATH} is missing. Install it: sudo apt-get install -y chromium`)
    process.exit(1)
  }
  console.log('Installing Chromium for the browser tests (apt-get install chromium)…')
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  run(['update'])
  run(['install', '-y', '--no-install-recommends', 'chromium'])
}
