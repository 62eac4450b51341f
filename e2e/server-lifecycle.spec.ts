import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../scripts/free-port.mjs'

// The built server, as `npm start` runs it, in a process of its own (no browser needed).
test.describe('the server process', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`closes cleanly on ${signal}`, async ({ request }) => {
      test.setTimeout(240_000)
      const dataDir = mkdtempSync(join(tmpdir(), 'vrh-lifecycle-'))
      const port = await freePort()
      const server = spawn('node', ['dist/server/main.js'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
      try {
        await expect
          // A fresh database and the classifiers' training come first: about 7 s at a load
          // average of 6, and over 50 s in a CI run that shared the 2 cores with a Lighthouse run.
          .poll(async () => (await request.get(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status(), {
            timeout: 100_000,
          })
          .toBe(200)
        server.kill(signal)
        expect(await exited).toBe(0)
        expect(output).toContain('shutting down')
      } finally {
        server.kill('SIGKILL')
        rmSync(dataDir, { recursive: true, force: true })
      }
    })
  }
})
