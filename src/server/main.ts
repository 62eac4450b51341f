import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { databaseOptionsFromEnv, openDatabase } from './db/client'
import { readEnv } from './env'
import { createAssistant } from './features/assistant/assistant-provider'
import { createFacilityDirectory } from './features/facilities/facility-directory-provider'
import { createFirebaseIdTokenVerifier } from './features/auth/firebase-id-token-verifier'
import { createPaymentProvider } from './features/subscription/payment-provider-config'
import { createObjectStore } from './features/uploads/object-store-provider'
import { projectPaths } from './project-paths'

const env = readEnv()
// `npm run dev` passes --vite: the client is served from source with hot reload.
const isDev = process.argv.includes('--vite')

const database = openDatabase(databaseOptionsFromEnv(env))
await database.migrate()

const app = await buildApp({
  env,
  database,
  assistant: createAssistant(env),
  paymentProvider: createPaymentProvider(env, database.db),
  objectStore: createObjectStore(env),
  facilityDirectory: createFacilityDirectory(env),
  idTokenVerifier: createFirebaseIdTokenVerifier({
    projectId: env.FIREBASE_PROJECT_ID,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
  }),
  client: isDev
    ? {
        mode: 'vite',
        root: projectPaths.clientSource,
        configFile: `${projectPaths.root}/vite.config.ts`,
      }
    : { mode: 'static', dir: projectPaths.builtClient, pagesDir: projectPaths.prerenderedPages },
})

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
})

const address = await app.listen({ host: env.HOST, port: env.PORT })
app.log.info(
  `Veteran Resource Hub is ready at ${address.replace('127.0.0.1', 'localhost')} ` +
    `(database: ${database.kind}, payments: ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'local test mode'})`,
)
