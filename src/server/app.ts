import { constants as zlibConstants } from 'node:zlib'
import compress, { type FastifyCompressOptions } from '@fastify/compress'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { Server } from 'node:http'
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { API_ERROR_CODES } from '@shared/api/api-error'
import type { Database } from './db/client'
import type { Env } from './env'
import { accountRoutes } from './features/account/account-routes'
import type { Assistant } from './features/assistant/assistant'
import { assistantRoutes } from './features/assistant/assistant-routes'
import { authRoutes } from './features/auth/auth-routes'
import { authentication } from './features/auth/authenticate'
import type { IdTokenVerifier } from './features/auth/id-token-verifier'
import { memberRateLimit } from './features/auth/member-rate-limit'
import { calculatorsRoutes } from './features/calculators/calculators-routes'
import { facilitiesRoutes } from './features/facilities/facilities-routes'
import type { FacilityDirectory } from './features/facilities/facility-directory'
import { healthRoutes } from './features/health/health-routes'
import { siteRoutes } from './features/site/site-routes'
import type { PaymentProvider } from './features/subscription/payment-provider'
import { paymentCspSources } from './features/subscription/payment-provider-config'
import { subscriptionRoutes } from './features/subscription/subscription-routes'
import type { ObjectStore } from './features/uploads/object-store'
import { uploadsRoutes } from './features/uploads/uploads-routes'
import { AppError } from './plugins/app-error'
import { clientAssets, clientAssetsCspSources, type ClientAssets } from './plugins/client-assets'
import { database } from './plugins/database'
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler'
import { responseSerializerCompiler } from './plugins/response-serializer'
import { security, type CspSources } from './plugins/security'

export type AppDeps = {
  env: Env
  database: Database
  client: ClientAssets
  idTokenVerifier: IdTokenVerifier
  assistant: Assistant
  paymentProvider: PaymentProvider
  objectStore: ObjectStore
  facilityDirectory: FacilityDirectory
  logger?: FastifyServerOptions['logger']
}

/** JSON bodies larger than this are refused with a 413 before any handler runs. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** Pino at LOG_LEVEL, with Fastify's request logging; `bench/` profiles the same options. */
export function loggingOptions(env: Pick<Env, 'LOG_LEVEL'>): Pick<FastifyServerOptions, 'logger'> {
  return { logger: { level: env.LOG_LEVEL } }
}

/**
 * How long a client may take (a slow body one byte at a time would otherwise hold a connection,
 * and an upload's partial file, without end). Node checks the request and headers timeouts on an
 * interval, so the interval is kept well below them.
 */
export function timeoutOptions(
  env: Pick<Env, 'REQUEST_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'>,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'http'> {
  const headersTimeout = Math.min(env.REQUEST_TIMEOUT_MS, 20_000)
  return {
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(Math.floor(headersTimeout / 4), 5_000)),
    },
  }
}

/** Response compression; `bench/` measures the stack with these same options. */
export const compressOptions: FastifyCompressOptions = {
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
}

/**
 * Per client address on /api (and, through memberRateLimit, per member on the model routes), kept
 * in Redis when there is one, so every instance counts together, or in this process's memory
 * (docs/deployment.md).
 */
export function rateLimitOptions(env: Pick<Env, 'RATE_LIMIT_MAX'>, redis: Redis | null = null): RateLimitPluginOptions {
  return {
    max: env.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis
      ? {
          redis,
          nameSpace: 'vrh-rate-limit-',
          // A Redis outage must not take the API down with it; the monthly allowance still holds.
          skipOnError: true,
        }
      : {}),
    // Pages and assets are cheap and cached; the limit guards the API. Decided on the routed path:
    // the router decodes `/%61pi/…` to `/api/…`, while request.url keeps it raw (PITFALLS.md).
    allowList: (request) => !isApiRoute(request.routeOptions.url),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        API_ERROR_CODES.rateLimited,
        `Too many requests. Please wait ${context.after} and try again.`,
      ),
  }
}

function isApiRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl === '/api' || routeUrl.startsWith('/api/'))
}

/** Builds the whole product: plugins first, then every feature, in the order they run. */
export async function buildApp(deps: AppDeps) {
  const { env } = deps
  const app = Fastify({
    ...loggingOptions(env),
    ...(deps.logger === undefined ? {} : { logger: deps.logger }),
    ...timeoutOptions(env),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Failures before any route runs answer in the same error body as the rest of the API.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler)
  acceptEmptyJsonBodies(app)

  await app.register(errorHandler)
  await app.register(security, {
    isProduction: env.NODE_ENV === 'production',
    isViteDevServer: deps.client.mode === 'vite',
    cspSources: mergeCspSources(
      signInCspSources(env),
      paymentCspSources(deps.paymentProvider),
      clientAssetsCspSources(deps.client),
      { connectSrc: deps.objectStore.uploadOrigins },
    ),
  })
  await app.register(compress, compressOptions)
  await app.register(database, { database: deps.database })
  const redis = env.REDIS_URL ? connectRateLimitStore(env.REDIS_URL, app) : null
  await app.register(rateLimit, rateLimitOptions(env, redis))

  await app.register(authentication, { verifier: deps.idTokenVerifier })
  await app.register(memberRateLimit, { maxPerMinute: env.MEMBER_RATE_LIMIT_MAX })

  await app.register(healthRoutes)
  await app.register(calculatorsRoutes)
  await app.register(facilitiesRoutes, { facilityDirectory: deps.facilityDirectory })
  await app.register(authRoutes, { uidHashKey: env.UID_HASH_KEY })
  await app.register(assistantRoutes, { assistant: deps.assistant })
  await app.register(subscriptionRoutes, { paymentProvider: deps.paymentProvider })
  await app.register(uploadsRoutes, { objectStore: deps.objectStore })
  await app.register(accountRoutes, {
    paymentProvider: deps.paymentProvider,
    objectStore: deps.objectStore,
    uidHashKey: env.UID_HASH_KEY,
  })

  await app.register(siteRoutes, { publicUrl: env.PUBLIC_URL })

  await app.register(clientAssets, { client: deps.client, publicUrl: env.PUBLIC_URL })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

/**
 * The Redis connection of the rate limits, closed with the app. Short timeouts and one retry, as
 * @fastify/rate-limit advises: a slow store must not hold every request up.
 */
function connectRateLimitStore(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unavailable'))
  app.addHook('onClose', async () => {
    await redis.quit()
  })
  return redis
}

/**
 * product contract §7: the verify call sends the JSON content type with no body. Fastify's own JSON
 * parser (kept for every real body) refuses that, so an empty body parses as "no body".
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text === '') {
      done(null, undefined)
      return
    }
    void parseJson(request, text, done)
  })
}

/**
 * What the browser must reach to sign in: Google's gapi loader, the sign-in helper pages (on the
 * auth domain, or the emulator), and the token endpoints (or the emulator).
 */
function signInCspSources(env: Env): CspSources {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
    : null
  const authDomain = `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`
  return {
    scriptSrc: ['https://apis.google.com'],
    connectSrc: emulator
      ? [emulator]
      : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frameSrc: [emulator ?? authDomain],
  }
}

function mergeCspSources(...all: CspSources[]): CspSources {
  const merged: Required<CspSources> = { connectSrc: [], scriptSrc: [], frameSrc: [], imgSrc: [] }
  for (const sources of all) {
    for (const directive of Object.keys(merged) as (keyof CspSources)[]) {
      merged[directive].push(...(sources[directive] ?? []))
    }
  }
  return merged
}
