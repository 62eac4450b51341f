import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium'
import { freePort } from './scripts/free-port.mjs'

// Workers load this file again; they inherit the runner's environment, so the port and the
// data folder are chosen once.
process.env.E2E_PORT ??= String(await freePort())
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vrh-e2e-'))
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // Journeys sign in through the emulator's popup, some twice, on 2 shared cores; a walk through
  // every page takes twice as long when the machine is busy. The budgets below are wall-clock room
  // for that, not assertions: what each step must show is asserted with its own short timeout.
  timeout: 120_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The built app, exactly as `npm start` runs it (with the Auth Emulator), on its own data.
    command: 'node scripts/with-auth-emulator.mjs node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM first, so the launcher stops the Auth Emulator it started instead of orphaning it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The browser tests click through many pages quickly from one address, and one journey
      // spends a month's allowance in seconds.
      RATE_LIMIT_MAX: '10000',
      MEMBER_RATE_LIMIT_MAX: '1000',
    },
  },
})
