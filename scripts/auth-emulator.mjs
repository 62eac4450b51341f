// Starts and stops the Firebase Auth Emulator (firebase-tools, offline, UI off) for npm start,
// npm run dev, the route tests and the browser tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.mjs'

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const firebaseCli = join(projectRoot, 'node_modules', '.bin', 'firebase')

/** The one project id of .firebaserc, which the client, the server and the emulator share. */
export function defaultProjectId() {
  return JSON.parse(readFileSync(join(projectRoot, '.firebaserc'), 'utf8')).projects.default
}

async function isEmulatorReady(hostPort) {
  try {
    const response = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(1000) })
    const body = await response.json()
    return body?.authEmulator?.ready === true
  } catch {
    return false
  }
}

/**
 * Starts the emulator on host:port, or reuses one already listening there (a developer's
 * `npm start`). Its hub and logging ports are free ones, so two emulators can run side by side.
 * @param {{ port?: number, projectId?: string }} [options]
 * @returns {Promise<{ host: string, reused: boolean, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator(options = {}) {
  const port = options.port ?? (await freePort())
  const host = `127.0.0.1:${port}`
  if (await isEmulatorReady(host)) return { host, reused: true, stop: async () => {} }

  const workDir = mkdtempSync(join(tmpdir(), 'vrh-auth-emulator-'))
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: await freePort() },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify(config))
  const projectId = options.projectId ?? defaultProjectId()
  const child = spawn(
    firebaseCli,
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', join(workDir, 'firebase.json')],
    // Its own process group, so stopping it also stops the emulator it forks.
    { cwd: workDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))

  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }, 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(workDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + 60_000
  while (!(await isEmulatorReady(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The Firebase Auth Emulator did not start on ${host}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { host, reused: false, stop }
}
