// Vitest global setup: one Firebase Auth Emulator for the whole server test run, on free ports.
import type { TestProject } from 'vitest/node'
import { startAuthEmulator } from '../../../scripts/auth-emulator.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator()
  project.provide('authEmulatorHost', emulator.host)
  return emulator.stop
}
