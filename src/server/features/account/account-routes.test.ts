import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountApi } from '@shared/account/account-contract'
import { apiErrorSchema } from '@shared/api/api-error'
import { assistantApi, chatReplySchema } from '@shared/assistant/assistant-contract'
import { authApi, verifyResultSchema } from '@shared/auth/auth-contract'
import {
  subscriptionApi,
  subscriptionCheckoutSchema,
} from '@shared/subscription/subscription-contract'
import {
  fileRecordSchema,
  uploadsApi,
  uploadUrlResultSchema,
} from '@shared/uploads/uploads-contract'
import { chatMessagesTable, chatsTable } from '@server/features/assistant/chats-table'
import { deletedAccountAllowancesTable } from '@server/features/auth/deleted-account-allowances-table'
import { usersTable } from '@server/features/auth/users-table'
import { PaymentProviderError } from '@server/features/subscription/payment-provider'
import { createStripePaymentProvider } from '@server/features/subscription/stripe-payment-provider'
import {
  subscriptionsTable,
  testModeSubscriptionsTable,
} from '@server/features/subscription/subscription-tables'
import { createTestModePaymentProvider } from '@server/features/subscription/test-mode-payment-provider'
import { filesTable } from '@server/features/uploads/files-table'
import { createLocalObjectStore } from '@server/features/uploads/local-object-store'
import type { ObjectStore } from '@server/features/uploads/object-store'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { startStripeApiStandIn, type StripeApiStandIn } from '@server/testing/stripe-api-stand-in'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'

type Member = Awaited<ReturnType<typeof createSignedInUser>>

const errorOf = (response: LightMyRequestResponse) => apiErrorSchema.parse(response.json()).error

function deleteAccount(app: TestApp, authorization?: string) {
  return app.inject({
    method: 'DELETE',
    url: accountApi.deleteAccount.path,
    headers: authorization ? { authorization } : {},
  })
}

async function call(
  app: TestApp,
  member: Member,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: { authorization: member.authorization }, payload })
}

async function askQuestion(app: TestApp, member: Member) {
  const response = await call(app, member, 'POST', assistantApi.chat.path, {
    message: 'What is DIC?',
    chatId: null,
  })
  expect(response.statusCode).toBe(200)
  return chatReplySchema.parse(response.json()).chatId
}

/** Uploads a text file; with `save`, its record is saved too, as the Tools page does. */
async function uploadRecord(app: TestApp, member: Member, { save = true } = {}) {
  const bytes = Buffer.from('Diagnosis: tinnitus, bilateral.')
  const urlResponse = await call(app, member, 'POST', uploadsApi.uploadUrl.path, {
    fileType: 'text/plain',
    fileSize: bytes.length,
  })
  const { uploadURL, objectPath } = uploadUrlResultSchema.parse(urlResponse.json())
  const target = new URL(uploadURL)
  const put = await app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': 'text/plain' },
    payload: bytes,
  })
  expect(put.statusCode).toBe(200)
  if (save) {
    const saved = await call(app, member, 'PUT', uploadsApi.saveFile.path, {
      filename: 'note.txt',
      objectPath,
      fileType: 'text/plain',
      fileSize: bytes.length,
    })
    fileRecordSchema.parse(saved.json())
  }
  return objectPath
}

async function planOf(app: TestApp, member: Member) {
  const response = await call(app, member, 'POST', authApi.verify.path)
  return verifyResultSchema.parse(response.json()).user
}

describe.each(testDatabaseKinds())('DELETE /api/account on %s', (kind) => {
  let app: TestApp
  let objectsDir: string
  let store: ObjectStore
  /** What reached the provider and the store, in order. */
  const calls: string[] = []
  const failures = { provider: false, store: false }

  beforeAll(async () => {
    const database = await openTestDatabase(kind)
    objectsDir = mkdtempSync(join(tmpdir(), 'vrh-account-objects-'))
    store = createLocalObjectStore({ dataDir: objectsDir })
    const testMode = createTestModePaymentProvider(database.db)
    app = await buildTestApp({
      database,
      paymentProvider: {
        ...testMode,
        async abandonSubscription(subscriptionId) {
          calls.push(`cancel ${subscriptionId}`)
          if (failures.provider) throw new PaymentProviderError('the provider is down')
          await testMode.abandonSubscription(subscriptionId)
        },
      },
      objectStore: {
        ...store,
        async removeAllUnder(prefix) {
          calls.push(`remove ${prefix}`)
          if (failures.store) throw new Error('the bucket is down')
          await store.removeAllUnder(prefix)
        },
      },
    })
  })
  afterAll(async () => {
    await app.close()
    rmSync(objectsDir, { recursive: true, force: true })
  })

  async function rowsOf(member: Member, chatId: string) {
    const db = app.database.db
    return {
      users: await db.select().from(usersTable).where(eq(usersTable.id, member.userId)),
      chats: await db.select().from(chatsTable).where(eq(chatsTable.userId, member.userId)),
      messages: await db
        .select()
        .from(chatMessagesTable)
        .where(eq(chatMessagesTable.chatId, chatId)),
      files: await db.select().from(filesTable).where(eq(filesTable.ownerId, member.userId)),
      subscriptions: await db
        .select()
        .from(subscriptionsTable)
        .where(eq(subscriptionsTable.userId, member.userId)),
    }
  }

  async function becomePro(member: Member) {
    const checkout = subscriptionCheckoutSchema.parse(
      (await call(app, member, 'POST', subscriptionApi.create.path)).json(),
    )
    const paid = await call(app, member, 'POST', subscriptionApi.confirmTestPayment.path, {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '22030',
    })
    expect(paid.statusCode).toBe(200)
    expect((await planOf(app, member)).subscriptionStatus).toBe('active')
    const [subscription] = await app.database.db
      .select()
      .from(testModeSubscriptionsTable)
      .where(eq(testModeSubscriptionsTable.userId, member.userId))
    if (!subscription) throw new Error('no test-mode subscription')
    return subscription.id
  }

  test('deletes the member, their chats, messages, file records and stored objects', async () => {
    const member = await createSignedInUser(app)
    const chatId = await askQuestion(app, member)
    const recorded = await uploadRecord(app, member)
    const neverSaved = await uploadRecord(app, member, { save: false })
    const before = await rowsOf(member, chatId)
    expect([before.users, before.chats, before.files].map((rows) => rows.length)).toEqual([1, 1, 1])
    expect(before.messages.length).toBe(2)

    const response = await deleteAccount(app, member.authorization)
    expect(response.statusCode).toBe(204)
    expect(response.payload).toBe('')

    const after = await rowsOf(member, chatId)
    expect(after).toEqual({ users: [], chats: [], messages: [], files: [], subscriptions: [] })
    expect(await store.stat(recorded)).toBeNull()
    expect(await store.stat(neverSaved)).toBeNull()
  })

  test("another member's account, chats, records and objects are untouched", async () => {
    const [leaving, staying] = [await createSignedInUser(app), await createSignedInUser(app)]
    await askQuestion(app, leaving)
    await uploadRecord(app, leaving)
    const chatId = await askQuestion(app, staying)
    const objectPath = await uploadRecord(app, staying)
    const before = await rowsOf(staying, chatId)

    expect((await deleteAccount(app, leaving.authorization)).statusCode).toBe(204)

    expect(await rowsOf(staying, chatId)).toEqual(before)
    expect(await store.stat(objectPath)).not.toBeNull()
    expect((await planOf(app, staying)).promptsUsed).toBe(1)
  })

  test('a Pro member is cancelled with the provider at once, before anything is deleted', async () => {
    const member = await createSignedInUser(app)
    const subscriptionId = await becomePro(member)
    calls.length = 0

    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)

    expect(calls).toEqual([`cancel ${subscriptionId}`, `remove users/${member.userId}/`])
    const after = await rowsOf(member, '00000000-0000-4000-8000-000000000000')
    expect(after.users).toEqual([])
    expect(after.subscriptions).toEqual([])
  })

  test('when the payment provider fails: a 502 that says so, and nothing is deleted', async () => {
    const member = await createSignedInUser(app)
    await becomePro(member)
    const chatId = await askQuestion(app, member)
    const objectPath = await uploadRecord(app, member)
    const before = await rowsOf(member, chatId)
    calls.length = 0
    failures.provider = true
    try {
      const response = await deleteAccount(app, member.authorization)
      expect(response.statusCode).toBe(502)
      expect(errorOf(response)).toEqual({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message:
          'We could not cancel your Pro subscription with the payment service, so nothing was deleted. Please try again in a few minutes.',
      })
    } finally {
      failures.provider = false
    }
    expect(calls.some((entry) => entry.startsWith('remove'))).toBe(false)
    expect(await rowsOf(member, chatId)).toEqual(before)
    expect(await store.stat(objectPath)).not.toBeNull()
    expect((await planOf(app, member)).subscriptionStatus).toBe('active')

    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    expect((await rowsOf(member, chatId)).users).toEqual([])
  })

  test('when storage fails: a 502 that says so, the account stays, and a retry finishes', async () => {
    const member = await createSignedInUser(app)
    const chatId = await askQuestion(app, member)
    const objectPath = await uploadRecord(app, member)
    failures.store = true
    try {
      const response = await deleteAccount(app, member.authorization)
      expect(response.statusCode).toBe(502)
      expect(errorOf(response)).toEqual({
        code: 'RECORDS_NOT_DELETED',
        message:
          'We could not delete your uploaded records just now, so your account is still here. Please try again in a few minutes.',
      })
    } finally {
      failures.store = false
    }
    const kept = await rowsOf(member, chatId)
    expect([kept.users, kept.chats, kept.files].map((rows) => rows.length)).toEqual([1, 1, 1])

    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    expect((await rowsOf(member, chatId)).users).toEqual([])
    expect(await store.stat(objectPath)).toBeNull()
  })

  test('a Pro member whose storage fails is told their subscription is already cancelled', async () => {
    const member = await createSignedInUser(app)
    await becomePro(member)
    failures.store = true
    try {
      const response = await deleteAccount(app, member.authorization)
      expect(response.statusCode).toBe(502)
      expect(errorOf(response).message).toMatch(
        /^Your Pro subscription is cancelled, but we could not delete/,
      )
    } finally {
      failures.store = false
    }
    expect((await planOf(app, member)).subscriptionStatus).toBe('canceled')
  })

  test('calling again with the same token creates nothing; only verify makes a fresh account, which keeps this month’s prompt count', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 12 })
    await askQuestion(app, member)
    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)

    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    const chats = await call(app, member, 'GET', assistantApi.chats.path)
    expect(chats.statusCode).toBe(401)
    const byToken = await app.database.db
      .select()
      .from(usersTable)
      .where(inArray(usersTable.id, [member.userId]))
    expect(byToken).toEqual([])

    const fresh = await planOf(app, member)
    expect(fresh).toMatchObject({
      promptsUsed: 13,
      promptsRemaining: 7,
      subscriptionStatus: 'inactive',
    })
    const list = await call(app, member, 'GET', assistantApi.chats.path)
    expect(list.json()).toEqual({ chats: [] })
  })

  test('a member who used every prompt, deleted the account and came back has none left this month', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20 })
    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    expect(await planOf(app, member)).toMatchObject({ promptsUsed: 20, promptsRemaining: 0 })
    const refused = await call(app, member, 'POST', assistantApi.chat.path, { message: 'What is DIC?', chatId: null })
    expect(refused.statusCode).toBe(402)
  })

  test('what is kept of a deleted account is a keyed hash of the sign-in id, the month and the count', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 4 })
    const uid = (await app.database.db.select().from(usersTable).where(eq(usersTable.id, member.userId)))[0]?.firebaseUid ?? ''
    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    const kept = await app.database.db.select().from(deletedAccountAllowancesTable)
    const row = kept.find((candidate) => candidate.promptsUsed === 4)
    expect(row).toMatchObject({ promptsPeriod: new Date().toISOString().slice(0, 7) })
    expect(Object.keys(row ?? {}).sort()).toEqual(['promptsPeriod', 'promptsUsed', 'uidHash'])
    expect(JSON.stringify(kept)).not.toContain(uid)
  })

  test('needs a signed-in member: no token or a bad one is a 401 that deletes nothing', async () => {
    const member = await createSignedInUser(app)
    for (const authorization of [undefined, 'Bearer a.b.c', `${member.authorization}x`]) {
      const response = await deleteAccount(app, authorization)
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).code).toBe('UNAUTHORIZED')
    }
    expect(
      await app.database.db.select().from(usersTable).where(eq(usersTable.id, member.userId)),
    ).toHaveLength(1)
  })
})

describe('DELETE /api/account with Stripe', () => {
  let app: TestApp
  let stripeApi: StripeApiStandIn
  beforeAll(async () => {
    stripeApi = await startStripeApiStandIn()
    app = await buildTestApp({
      logger: false,
      paymentProvider: createStripePaymentProvider({
        secretKey: 'sk_test_accounttests',
        webhookSecret: 'whsec_accounttests',
        priceId: 'price_pro_monthly',
        publishableKey: 'pk_test_accounttests',
        apiBaseUrl: stripeApi.url,
      }),
    })
  })
  afterAll(async () => {
    await app.close()
    await stripeApi.close()
  })

  /** A member whose Stripe subscription is paid, as the refresh after the card form sees it. */
  async function stripeProMember() {
    const member = await createSignedInUser(app)
    const { clientSecret } = subscriptionCheckoutSchema.parse(
      (await call(app, member, 'POST', subscriptionApi.create.path)).json(),
    )
    const subscriptionId = /^pi_(sub_\w+?)_secret/.exec(clientSecret)?.[1] ?? ''
    const subscription = stripeApi.subscriptions.get(subscriptionId)
    if (!subscription) throw new Error('the stand-in has no such subscription')
    subscription.status = 'active'
    await call(app, member, 'POST', subscriptionApi.refresh.path)
    expect((await planOf(app, member)).subscriptionStatus).toBe('active')
    return { member, subscription }
  }

  test('cancels the subscription at Stripe at once, not at the period end, then deletes', async () => {
    const { member, subscription } = await stripeProMember()
    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    expect(subscription.status).toBe('canceled')
    expect(
      stripeApi.requests.some(
        (request) =>
          request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscription.id}`,
      ),
    ).toBe(true)
    expect(
      await app.database.db.select().from(usersTable).where(eq(usersTable.id, member.userId)),
    ).toEqual([])
  })

  test('a Stripe failure is a 502 and the member stays Pro with everything kept', async () => {
    const { member, subscription } = await stripeProMember()
    stripeApi.failNextRequest({
      status: 400,
      type: 'invalid_request_error',
      message: 'Stripe says no',
    })
    const response = await deleteAccount(app, member.authorization)
    expect(response.statusCode).toBe(502)
    expect(errorOf(response).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE')
    expect(response.payload).not.toContain('Stripe says no')
    expect(subscription.status).toBe('active')
    expect((await planOf(app, member)).subscriptionStatus).toBe('active')
  })

  test('a subscription Stripe already ended does not block the deletion', async () => {
    const { member, subscription } = await stripeProMember()
    subscription.status = 'canceled'
    stripeApi.failNextRequest({
      status: 400,
      type: 'invalid_request_error',
      message: 'This subscription is already canceled',
    })
    expect((await deleteAccount(app, member.authorization)).statusCode).toBe(204)
    expect(
      await app.database.db.select().from(usersTable).where(eq(usersTable.id, member.userId)),
    ).toEqual([])
  })
})
