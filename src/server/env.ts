import { z } from 'zod'
import { readDefaultFirebaseProjectId } from './project-paths'

/** Where `firebase emulators:start --only auth` listens (firebase.json). */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099'

const ENCRYPTION_KEY_BYTES = 32

/**
 * An AES-256 key written as 64 hex digits or as base64 of 32 bytes: OBJECT_ENCRYPTION_KEY, and the
 * key file the local object store generates when it is unset. Null for anything else.
 */
export function parseEncryptionKey(text: string): Buffer | null {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
  return key.length === ENCRYPTION_KEY_BYTES ? key : null
}

/** Development and tests only: production refuses to start with it. */
const DEVELOPMENT_UID_HASH_KEY = 'development-only-uid-hash-key-not-secret'

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  /**
   * The address people reach the site at (https://hub.example.org), for canonical URLs, Open
   * Graph tags and the sitemap; defaults to http://localhost:PORT.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Postgres connection string; without it the data lives in PGlite under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Requests per minute per client address on /api. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Chat and record-analysis calls per minute per signed-in member, beside the monthly allowance. */
  MEMBER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Redis (redis:// or rediss://) for rate limits shared by every instance; without it, each keeps its own in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** A request's headers and body must arrive within this many milliseconds, or it gets a 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** A connection with no traffic either way for this long is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** How long an idle keep-alive connection stays open; above a load balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /** Set behind a load balancer, so rate limits and logs see the client's address. */
  TRUST_PROXY: booleanFromString.default(false),
  /**
   * The HMAC key under which a deleted account's monthly prompt count is kept (ADR 0016). Secret;
   * the same on every instance; required in production.
   */
  UID_HASH_KEY: z.string().min(32, 'must be at least 32 characters').default(DEVELOPMENT_UID_HASH_KEY),
  /** The Firebase project whose ID tokens are accepted. A demo- project exists only in the emulator. */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{6,30}$/, 'must be a Firebase project id')
    .default(readDefaultFirebaseProjectId),
  /** The Firebase Auth Emulator (host:port). Defaults to the local one for a demo- project. */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  /** The domain of the sign-in helper pages; defaults to PROJECT.firebaseapp.com. */
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  /** Who answers the assistant's questions; offline needs no model and no network. */
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** An OpenAI-compatible endpoint, e.g. a local Ollama at http://localhost:11434/v1. */
  AI_BASE_URL: z.url().optional(),
  /** Stripe takes Pro payments when these four are set; without them, the local test mode does. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret').optional(),
  /** The recurring $19/month price of the Pro product. */
  STRIPE_PRICE_ID: z.string().regex(/^price_\w+$/, 'must be a Stripe price id').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key').optional(),
  /** Where uploaded files live: encrypted files under DATA_DIR, or an S3-compatible bucket. */
  OBJECT_STORE: z.enum(['local', 's3']).default('local'),
  /** The local store's AES-256 key; without it one is generated once under DATA_DIR. */
  OBJECT_ENCRYPTION_KEY: z
    .string()
    .transform((text, context) => {
      const key = parseEncryptionKey(text)
      if (!key) context.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' })
      return key ?? z.NEVER
    })
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service (MinIO, R2, …); unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** VA's Facilities API key (developer.va.gov); without it the finder uses the embedded March 2023 list. */
  VA_FACILITIES_API_KEY: z.string().min(1).optional(),
  /** VA's Facilities API v1; its sandbox is https://sandbox-api.va.gov/services/va_facilities/v1. */
  VA_FACILITIES_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.va.gov/services/va_facilities/v1'),
})

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string }

/** The only reader of process.env on the server. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as it does in most shells and .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  const isDemoProject = env.FIREBASE_PROJECT_ID.startsWith('demo-')
  // Emulator tokens are unsigned: production must never accept them, however it is configured.
  if (env.NODE_ENV === 'production' && (env.FIREBASE_AUTH_EMULATOR_HOST || isDemoProject)) {
    throw new Error(
      'Invalid environment configuration:\n  NODE_ENV=production needs a real Firebase project ' +
        '(FIREBASE_PROJECT_ID) and no FIREBASE_AUTH_EMULATOR_HOST.',
    )
  }
  const problem =
    describeAiConfigurationProblem(env) ?? describeStripeConfigurationProblem(env) ?? describeObjectStoreProblem(env) ?? describeUidHashKeyProblem(env) ?? describePublicUrlProblem(env)
  if (problem) throw new Error(`Invalid environment configuration:\n  ${problem}`)
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`,
    FIREBASE_AUTH_EMULATOR_HOST:
      env.FIREBASE_AUTH_EMULATOR_HOST ?? (isDemoProject ? DEFAULT_AUTH_EMULATOR_HOST : undefined),
  }
}

function describeAiConfigurationProblem(env: z.infer<typeof envSchema>): string | null {
  if (env.AI_PROVIDER === 'offline') return null
  if (!env.AI_MODEL) return `AI_PROVIDER=${env.AI_PROVIDER} needs AI_MODEL (the model's name).`
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
    return 'AI_PROVIDER=openai-compatible needs AI_BASE_URL.'
  }
  if (env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY) {
    return `AI_PROVIDER=${env.AI_PROVIDER} needs AI_API_KEY.`
  }
  return null
}

const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID', 'STRIPE_PUBLISHABLE_KEY'] as const

function describeStripeConfigurationProblem(env: z.infer<typeof envSchema>): string | null {
  const missing = STRIPE_SETTINGS.filter((name) => !env[name])
  if (missing.length === 0 || missing.length === STRIPE_SETTINGS.length) {
    // The test mode takes any test card and charges nothing: it must never run in production.
    return missing.length > 0 && env.NODE_ENV === 'production'
      ? `NODE_ENV=production needs Stripe: set ${STRIPE_SETTINGS.join(', ')}.`
      : null
  }
  return `Stripe needs all of ${STRIPE_SETTINGS.join(', ')}; missing ${missing.join(', ')}.`
}

function describeObjectStoreProblem(env: z.infer<typeof envSchema>): string | null {
  if (env.OBJECT_STORE === 's3' && !env.S3_BUCKET) return 'OBJECT_STORE=s3 needs S3_BUCKET.'
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.'
  }
  return null
}

function describePublicUrlProblem(env: z.infer<typeof envSchema>): string | null {
  // Canonical URLs and the sitemap would send search engines to localhost.
  return env.NODE_ENV === 'production' && !env.PUBLIC_URL
    ? 'NODE_ENV=production needs PUBLIC_URL (the address people reach the site at, https://…).'
    : null
}

function describeUidHashKeyProblem(env: z.infer<typeof envSchema>): string | null {
  return env.NODE_ENV === 'production' && env.UID_HASH_KEY === DEVELOPMENT_UID_HASH_KEY
    ? 'NODE_ENV=production needs UID_HASH_KEY (a secret of 32 characters or more).'
    : null
}
