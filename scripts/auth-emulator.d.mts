export function defaultProjectId(): string
export function startAuthEmulator(options?: { port?: number; projectId?: string }): Promise<{
  host: string
  reused: boolean
  stop: () => Promise<void>
}>
