// The two servers the API benchmark compares, each run in a child process of its own:
//   tsx bench/servers.ts bare   a bare Fastify route with a same-sized JSON body
//   tsx bench/servers.ts app    the product's API (every plugin, PGlite in memory)
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { buildApp } from '@server/app'
import { openDatabase } from '@server/db/client'
import { readEnv } from '@server/env'
import { knowledgeBase } from '@server/features/assistant/knowledge/knowledge-base'
import { createOfflineAssistant } from '@server/features/assistant/offline-assistant'
import { createFirebaseIdTokenVerifier } from '@server/features/auth/firebase-id-token-verifier'
import { createTestModePaymentProvider } from '@server/features/subscription/test-mode-payment-provider'
import { createLocalObjectStore } from '@server/features/uploads/local-object-store'

const [kind = 'bare', port = '0'] = process.argv.slice(2)

async function startBare() {
  const app = Fastify({ logger: false })
  app.get('/api/health', async () => ({ status: 'ok', database: 'up' }))
  return app
}

async function startApp() {
  const database = openDatabase({ kind: 'pglite' })
  await database.migrate()
  // A limit no benchmark reaches: the bench measures the stack, not the limiter's refusals.
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' })
  const idTokenVerifier = createFirebaseIdTokenVerifier({
    projectId: env.FIREBASE_PROJECT_ID,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
  })
  const assistant = createOfflineAssistant(knowledgeBase)
  const paymentProvider = createTestModePaymentProvider(database.db)
  const objectStore = createLocalObjectStore({ dataDir: mkdtempSync(join(tmpdir(), 'vrh-bench-')) })
  const app = await buildApp({
    env,
    database,
    client: { mode: 'none' },
    idTokenVerifier,
    assistant,
    paymentProvider,
    objectStore,
  })
  // Same body as the bare route, behind every plugin: the cost of the stack itself.
  app.get('/api/bench/static', async () => ({ status: 'ok', database: 'up' }))
  return app
}

const app = kind === 'app' ? await startApp() : await startBare()
const address = await app.listen({ host: '127.0.0.1', port: Number(port) })
process.send?.({ address })
