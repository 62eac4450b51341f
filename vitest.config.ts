import { readdirSync, readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config'

/**
 * The server's test files that sign in through the Firebase Auth Emulator: those calling the two
 * helpers that get a real emulator token. Only their project starts the emulator, so a run of pure
 * functions (or of one calculator test) starts none; a new file that signs in joins by itself.
 */
const signedInTestFiles = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.test.ts'))
  .map((path) => `src/server/${path}`)
  .filter((file) => /\b(signInWithGoogleOnEmulator|createSignedInUser)\(/.test(readFileSync(file, 'utf8')))

// Each route test file starts its own PGlite; give the WASM start-up room on 2 cores.
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 }

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          exclude: signedInTestFiles,
          ...serverTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-signed-in',
          environment: 'node',
          include: signedInTestFiles,
          globalSetup: ['src/server/testing/auth-emulator-setup.ts'],
          ...serverTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/setup-tests.ts'],
        },
      },
    ],
  },
})
