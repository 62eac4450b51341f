import { describe, expect, test } from 'vitest'
import { PRODUCTION_TEST_ENV } from '@server/testing/build-test-app'
import { parseEncryptionKey, readEnv } from './env'

describe('readEnv', () => {
  test('runs on embedded defaults with nothing set', () => {
    const env = readEnv({})
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 5000, DATA_DIR: '.data' })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  test('treats an empty variable as not set', () => {
    const env = readEnv({ DATABASE_URL: '', PORT: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PORT).toBe(5000)
  })

  test('accepts a Postgres connection string', () => {
    const url = 'postgres://root@127.0.0.1:5432/test'
    expect(readEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url)
  })

  test('names every invalid variable in one message', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    )
  })

  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_ID: 'price_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  }
  const production = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'veteran-hub-prod' }

  test('takes Stripe with all four settings, and refuses some without the others', () => {
    expect(readEnv(stripe)).toMatchObject(stripe)
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /missing STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_PUBLISHABLE_KEY/,
    )
    expect(() => readEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/publishable key/)
  })

  test('needs its own UID_HASH_KEY in production', () => {
    expect(() => readEnv({ ...PRODUCTION_TEST_ENV, UID_HASH_KEY: '' })).toThrow(/needs UID_HASH_KEY/)
    expect(readEnv(PRODUCTION_TEST_ENV).UID_HASH_KEY).toBe(PRODUCTION_TEST_ENV.UID_HASH_KEY)
  })

  test('names the public address, without a trailing slash, and needs it in production', () => {
    expect(readEnv({ PORT: '5100' }).PUBLIC_URL).toBe('http://localhost:5100')
    expect(readEnv({ PUBLIC_URL: 'https://hub.example.org/' }).PUBLIC_URL).toBe('https://hub.example.org')
    expect(() => readEnv({ PUBLIC_URL: 'ftp://hub.example.org' })).toThrow(/PUBLIC_URL/)
    expect(() => readEnv({ ...PRODUCTION_TEST_ENV, PUBLIC_URL: '' })).toThrow(/needs PUBLIC_URL/)
  })

  test('never runs the payment test mode in production', () => {
    expect(() => readEnv(production)).toThrow(/NODE_ENV=production needs Stripe/)
    expect(readEnv({ ...production, ...stripe, UID_HASH_KEY: PRODUCTION_TEST_ENV.UID_HASH_KEY, PUBLIC_URL: PRODUCTION_TEST_ENV.PUBLIC_URL }).NODE_ENV).toBe('production')
  })

  test('stores files locally unless S3 is chosen, and S3 needs a bucket', () => {
    expect(readEnv({}).OBJECT_STORE).toBe('local')
    expect(() => readEnv({ OBJECT_STORE: 's3' })).toThrow('OBJECT_STORE=s3 needs S3_BUCKET.')
    expect(readEnv({ OBJECT_STORE: 's3', S3_BUCKET: 'records' })).toMatchObject({ S3_BUCKET: 'records', S3_REGION: 'us-east-1' })
    expect(() => readEnv({ S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both, or neither/)
  })

  test('accepts an encryption key of 32 bytes only, and holds its bytes', () => {
    expect(readEnv({ OBJECT_ENCRYPTION_KEY: 'ab'.repeat(32) }).OBJECT_ENCRYPTION_KEY).toEqual(Buffer.alloc(32, 0xab))
    expect(() => readEnv({ OBJECT_ENCRYPTION_KEY: 'short' })).toThrow(/OBJECT_ENCRYPTION_KEY: must be 32 bytes/)
  })

  test('reads encryption keys as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    expect(parseEncryptionKey('0f'.repeat(32))).toEqual(Buffer.alloc(32, 0x0f))
    expect(parseEncryptionKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7))
    expect(parseEncryptionKey('ab'.repeat(31))).toBeNull()
    expect(parseEncryptionKey('too-short')).toBeNull()
  })
})
