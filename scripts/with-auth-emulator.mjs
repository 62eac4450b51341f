// Runs a command with the Firebase Auth Emulator beside it, unless a real Firebase project is
// configured: `node scripts/with-auth-emulator.mjs node dist/server/main.js`.
// The emulator listens where the client expects it by default (firebase.json: 127.0.0.1:9099)
// and stops when the command does.
import { spawn } from 'node:child_process'
import { defaultProjectId, startAuthEmulator } from './auth-emulator.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node scripts/with-auth-emulator.mjs <command> [args...]')
  process.exit(2)
}

const projectId = process.env.FIREBASE_PROJECT_ID ?? defaultProjectId()
const usesEmulator = projectId.startsWith('demo-') || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST)
let emulator = null
if (usesEmulator && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  emulator = await startAuthEmulator({ port: 9099, projectId })
  console.log(
    `Firebase Auth Emulator ${emulator.reused ? 'already running' : 'started'} at ${emulator.host} (project ${projectId})`,
  )
}

const child = spawn(command, args, {
  stdio: 'inherit',
  env: emulator ? { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', async (code, signal) => {
  await emulator?.stop()
  process.exit(code ?? (signal ? 1 : 0))
})
