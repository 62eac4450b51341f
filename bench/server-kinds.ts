// Shared with the parent that starts bench/servers.ts (importing servers.ts would start a server).

/** What a server child reports over IPC once it listens. */
export type ServerReport = { address: string; idToken?: string }
