import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '@server/app'
import type { Database } from '@server/db/client'
import { readEnv } from '@server/env'
import type { Assistant } from '@server/features/assistant/assistant'
import { knowledgeBase } from '@server/features/assistant/knowledge/knowledge-base'
import { createOfflineAssistant } from '@server/features/assistant/offline-assistant'
import { createEmbeddedFacilityDirectory } from '@server/features/facilities/embedded-facility-directory'
import type { FacilityDirectory } from '@server/features/facilities/facility-directory'
import { createFirebaseIdTokenVerifier } from '@server/features/auth/firebase-id-token-verifier'
import type { IdTokenVerifier } from '@server/features/auth/id-token-verifier'
import type { PaymentProvider } from '@server/features/subscription/payment-provider'
import { createTestModePaymentProvider } from '@server/features/subscription/test-mode-payment-provider'
import { createLocalObjectStore } from '@server/features/uploads/local-object-store'
import type { ObjectStore } from '@server/features/uploads/object-store'
import type { ClientAssets } from '@server/plugins/client-assets'
import { openTestDatabase } from './test-databases'

/** NODE_ENV=production needs a real project id, no emulator, and Stripe (env.ts). */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'veteran-hub-prod',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  STRIPE_SECRET_KEY: 'sk_test_productiontests',
  STRIPE_WEBHOOK_SECRET: 'whsec_productiontests',
  STRIPE_PRICE_ID: 'price_productiontests',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_productiontests',
  UID_HASH_KEY: 'production-tests-uid-hash-key-0123456789',
  PUBLIC_URL: 'https://hub.example.org',
}

type TestAppOptions = {
  /** Defaults to a fresh, migrated in-memory PGlite. */
  database?: Database
  env?: Record<string, string>
  client?: ClientAssets
  idTokenVerifier?: IdTokenVerifier
  assistant?: Assistant
  /** Defaults to the local test mode over this app's database. */
  paymentProvider?: PaymentProvider
  /** Defaults to the local store in a temporary folder, removed when the app closes. */
  objectStore?: ObjectStore
  /** Defaults to the embedded March 2023 list. */
  facilityDirectory?: FacilityDirectory
  logger?: FastifyServerOptions['logger']
}

/** The real app with embedded services, for `app.inject()` tests. Close it in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    ...options.env,
  })
  const database = options.database ?? (await openTestDatabase())
  const objectsDir = options.objectStore ? null : mkdtempSync(join(tmpdir(), 'vrh-objects-'))
  const app = await buildApp({
    env,
    database,
    paymentProvider: options.paymentProvider ?? createTestModePaymentProvider(database.db),
    client: options.client ?? { mode: 'none' },
    assistant: options.assistant ?? createOfflineAssistant(knowledgeBase),
    idTokenVerifier:
      options.idTokenVerifier ??
      createFirebaseIdTokenVerifier({
        projectId: env.FIREBASE_PROJECT_ID,
        emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      }),
    objectStore: options.objectStore ?? createLocalObjectStore({ dataDir: objectsDir ?? tmpdir() }),
    facilityDirectory: options.facilityDirectory ?? createEmbeddedFacilityDirectory(),
    logger: options.logger,
  })
  app.addHook('onClose', () => {
    if (objectsDir) rmSync(objectsDir, { recursive: true, force: true })
  })
  return app
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
