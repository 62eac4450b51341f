import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authApi } from '@shared/auth/auth-contract'
import { signInWithGoogleOnEmulator, unsignedIdToken } from '@server/testing/id-tokens'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'
import { usersTable } from './users-table'

function verify(app: TestApp, token?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: authApi.verify.path,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  })
}

describe.each(testDatabaseKinds())('POST /api/auth/verify on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(kind) })
  })
  afterAll(() => app.close())

  test('a valid emulator token creates the user with a full free allowance', async () => {
    const { idToken } = await signInWithGoogleOnEmulator({ name: 'Dana Reyes', email: 'dana.reyes@example.com' })
    const response = await verify(app, idToken)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      user: {
        firstName: 'Dana',
        username: 'dana.reyes',
        promptsUsed: 0,
        promptsRemaining: 20,
        subscriptionStatus: 'inactive',
      },
    })
  })

  test('accepts the JSON content type with an empty body, as the client sends it', async () => {
    const { idToken } = await signInWithGoogleOnEmulator()
    const response = await verify(app, idToken, { 'content-type': 'application/json' })
    expect(response.statusCode).toBe(200)
  })

  test('a second sign-in reuses the same row and keeps the counts', async () => {
    const first = await signInWithGoogleOnEmulator({ name: 'Ray Ortiz' })
    await verify(app, first.idToken)
    await app.database.db.update(usersTable).set({ promptsUsed: 7 }).where(eq(usersTable.firebaseUid, first.uid))

    const again = await verify(app, first.idToken)
    expect(again.json()).toMatchObject({ user: { firstName: 'Ray', promptsUsed: 7, promptsRemaining: 13 } })
    const rows = await app.database.db.select().from(usersTable).where(eq(usersTable.firebaseUid, first.uid))
    expect(rows).toHaveLength(1)
  })

  test('a sign-in that changes nothing writes nothing; a changed profile is written', async () => {
    const { idToken, uid } = await signInWithGoogleOnEmulator({ name: 'Lee Park' })
    await verify(app, idToken)
    const written = new Date('2026-01-02T03:04:05Z')
    const byUid = eq(usersTable.firebaseUid, uid)
    await app.database.db.update(usersTable).set({ updatedAt: written }).where(byUid)

    await verify(app, idToken)
    const [unchanged] = await app.database.db.select().from(usersTable).where(byUid)
    expect(unchanged?.updatedAt).toEqual(written)

    await app.database.db.update(usersTable).set({ firstName: 'Leland' }).where(byUid)
    const renamed = await verify(app, idToken)
    expect(renamed.json()).toMatchObject({ user: { firstName: 'Lee' } })
    const [updated] = await app.database.db.select().from(usersTable).where(byUid)
    expect(updated?.updatedAt).not.toEqual(written)
  })

  test('simultaneous first sign-ins of one account make one row', async () => {
    const { idToken, uid } = await signInWithGoogleOnEmulator()
    const responses = await Promise.all([verify(app, idToken), verify(app, idToken), verify(app, idToken)])
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200])
    const rows = await app.database.db.select().from(usersTable).where(eq(usersTable.firebaseUid, uid))
    expect(rows).toHaveLength(1)
  })

  test('a new UTC month starts the prompt count again', async () => {
    const { idToken, uid } = await signInWithGoogleOnEmulator()
    await verify(app, idToken)
    await app.database.db
      .update(usersTable)
      .set({ promptsUsed: 20, promptsPeriod: '2000-01' })
      .where(eq(usersTable.firebaseUid, uid))
    const response = await verify(app, idToken)
    expect(response.json()).toMatchObject({ user: { promptsUsed: 0, promptsRemaining: 20 } })
  })

  test('a Pro user has no limit', async () => {
    const { idToken, uid } = await signInWithGoogleOnEmulator()
    await verify(app, idToken)
    await app.database.db
      .update(usersTable)
      .set({ subscriptionStatus: 'active', promptsUsed: 40 })
      .where(eq(usersTable.firebaseUid, uid))
    const response = await verify(app, idToken)
    expect(response.json()).toMatchObject({ user: { subscriptionStatus: 'active', promptsRemaining: null } })
  })
})

describe('tokens that are refused with a JSON 401', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  test.each([
    ['no token', undefined, {}],
    ['a malformed token', 'not-a-token', {}],
    ['a token in the wrong scheme', undefined, { authorization: `Basic ${unsignedIdToken()}` }],
    ['a token of another project', unsignedIdToken({ projectId: 'demo-someone-else' }), {}],
    ['an expired token', unsignedIdToken({ expiresIn: -60 }), {}],
    ['an unsigned token for a user the emulator never issued', unsignedIdToken({ uid: 'uid-invented' }), {}],
    ['a token with a garbled payload', `${unsignedIdToken().split('.')[0]}.e30x.`, {}],
  ])('%s', async (_case, token, headers) => {
    const response = await verify(app, token, headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    const rows = await app.database.db.select().from(usersTable)
    expect(rows).toHaveLength(0)
  })
})
