import { afterAll, beforeAll, expect, test } from 'vitest'
import { authApi } from '@shared/auth/auth-contract'
import { readEnv } from '@server/env'
import { buildTestApp, PRODUCTION_TEST_ENV, type TestApp } from '@server/testing/build-test-app'
import { signInWithGoogleOnEmulator, unsignedIdToken } from '@server/testing/id-tokens'

// Its own test file, so its process never had the emulator switched on by another test.
// The emulator itself runs (Vitest global setup), so a real emulator token can be offered.
const PRODUCTION_PROJECT = PRODUCTION_TEST_ENV.FIREBASE_PROJECT_ID

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ env: PRODUCTION_TEST_ENV })
})
afterAll(() => app.close())

test('an unsigned token is refused in production, even for the right project', async () => {
  const response = await app.inject({
    method: 'POST',
    url: authApi.verify.path,
    headers: { authorization: `Bearer ${unsignedIdToken({ projectId: PRODUCTION_PROJECT })}` },
  })
  expect(response.statusCode).toBe(401)
  expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
})

test('a forged RS256 token is refused in production', async () => {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'made-up', typ: 'JWT' })).toString(
    'base64url',
  )
  const [, payload] = unsignedIdToken({ projectId: PRODUCTION_PROJECT }).split('.')
  const response = await app.inject({
    method: 'POST',
    url: authApi.verify.path,
    headers: { authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl` },
  })
  expect(response.statusCode).toBe(401)
})

function verifyWith(token: string) {
  return app.inject({
    method: 'POST',
    url: authApi.verify.path,
    headers: { authorization: `Bearer ${token}` },
  })
}

/** An RS256 token with the right shape, signed by a key that is not Google's. */
function forgedToken(claims: Parameters<typeof unsignedIdToken>[0]) {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'made-up', typ: 'JWT' })).toString(
    'base64url',
  )
  const [, payload] = unsignedIdToken(claims).split('.')
  return `${header}.${payload}.c2lnbmF0dXJl`
}

test.each([
  ['expired an hour ago', forgedToken({ projectId: PRODUCTION_PROJECT, expiresIn: -3600 })],
  ['for another Firebase project', forgedToken({ projectId: 'someone-elses-app' })],
  ['unsigned and for another project', unsignedIdToken({ projectId: 'someone-elses-app' })],
  ['unsigned and expired', unsignedIdToken({ projectId: PRODUCTION_PROJECT, expiresIn: -3600 })],
])('a token %s is refused in production', async (_case, token) => {
  const response = await verifyWith(token)
  expect(response.statusCode).toBe(401)
  expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
})

test('a real token from the Auth Emulator is refused in production', async () => {
  const { idToken } = await signInWithGoogleOnEmulator()
  expect((await verifyWith(idToken)).statusCode).toBe(401)
})

test('production refuses to start with the emulator or a demo project', () => {
  expect(() =>
    readEnv({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: PRODUCTION_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    }),
  ).toThrow(/no FIREBASE_AUTH_EMULATOR_HOST/)
  expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/real Firebase project/)
})
