// The servers the API benchmark compares, each run in a child process of its own. The child
// reports { address, idToken? } over IPC once it listens.
//   tsx bench/servers.ts bare             bare Fastify: POST routes answering the JSON bodies in
//                                         BENCH_BODIES ({ path: body }), no plugins, no logger
//   tsx bench/servers.ts app              the product's API (every plugin, PGlite in memory,
//                                         LOG_LEVEL as in production); BENCH_VERIFIER=local
//                                         verifies RS256 tokens it signs itself (local-id-tokens.ts);
//                                         BENCH_POSTGRES_URL puts the data there instead
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { buildApp } from '@server/app'
import { openDatabase } from '@server/db/client'
import { readEnv } from '@server/env'
import { knowledgeBase } from '@server/features/assistant/knowledge/knowledge-base'
import { createOfflineAssistant } from '@server/features/assistant/offline-assistant'
import { createEmbeddedFacilityDirectory } from '@server/features/facilities/embedded-facility-directory'
import { createFirebaseIdTokenVerifier } from '@server/features/auth/firebase-id-token-verifier'
import { createTestModePaymentProvider } from '@server/features/subscription/test-mode-payment-provider'
import { createLocalObjectStore } from '@server/features/uploads/local-object-store'
import { createLocalIdTokens } from './local-id-tokens'
import type { ServerReport } from './server-kinds'

/** A limit no benchmark reaches: the bench measures the stack, not the limiter's refusals. */
const UNREACHED_RATE_LIMIT = '100000000'
/** Production logs at info (README); logs go to the child's stdout, which the bench discards. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'

type Started = {
  app: { listen: (options: { host: string; port: number }) => Promise<string> }
  idToken?: string
}

function startBare(): Started {
  const bodies = JSON.parse(process.env.BENCH_BODIES ?? '{}') as Record<string, unknown>
  const app = Fastify({ logger: false })
  for (const [path, body] of Object.entries(bodies)) app.post(path, async () => body)
  return { app }
}

async function startApp(): Promise<Started> {
  const postgresUrl = process.env.BENCH_POSTGRES_URL
  const database = openDatabase(postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite' })
  await database.migrate()
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: logLevel,
    RATE_LIMIT_MAX: UNREACHED_RATE_LIMIT,
  })
  const localTokens =
    process.env.BENCH_VERIFIER === 'local' ? createLocalIdTokens(env.FIREBASE_PROJECT_ID) : null
  const app = await buildApp({
    env,
    database,
    client: { mode: 'none' },
    idTokenVerifier:
      localTokens?.verifier ??
      createFirebaseIdTokenVerifier({
        projectId: env.FIREBASE_PROJECT_ID,
        emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      }),
    assistant: createOfflineAssistant(knowledgeBase),
    paymentProvider: createTestModePaymentProvider(database.db),
    objectStore: createLocalObjectStore({ dataDir: mkdtempSync(join(tmpdir(), 'vrh-bench-')) }),
    facilityDirectory: createEmbeddedFacilityDirectory(),
  })
  const idToken = localTokens?.signIdToken('bench-user', {
    email: 'dana.reyes@example.com',
    name: 'Dana Reyes',
  })
  return { app, idToken }
}

const [kind = 'bare'] = process.argv.slice(2)
const { app, idToken } = kind === 'app' ? await startApp() : startBare()
const address = await app.listen({ host: '127.0.0.1', port: 0 })
const report: ServerReport = { address, ...(idToken ? { idToken } : {}) }
process.send?.(report)
