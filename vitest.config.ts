import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config'

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
          // Sign-in tests verify real tokens from the Firebase Auth Emulator.
          globalSetup: ['src/server/testing/auth-emulator-setup.ts'],
          // Each route test file starts its own PGlite; give the WASM start-up room on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
