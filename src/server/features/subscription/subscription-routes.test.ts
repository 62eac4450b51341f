import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import { authApi, verifyResultSchema } from '@shared/auth/auth-contract'
import {
  STRIPE_WEBHOOK_PATH,
  subscriptionApi,
  subscriptionCheckoutSchema,
  subscriptionSummarySchema,
  type TestCardPayment,
} from '@shared/subscription/subscription-contract'
import { assistantApi, chatReplySchema } from '@shared/assistant/assistant-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'

type Member = Awaited<ReturnType<typeof createSignedInUser>>

const SUCCESS_CARD = '4242 4242 4242 4242'
const DECLINE_CARD = '4000 0000 0000 0002'

const errorOf = (response: LightMyRequestResponse) => apiErrorSchema.parse(response.json()).error

describe.each(testDatabaseKinds())('the Pro subscription in test mode on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(kind) })
  })
  afterAll(() => app.close())

  const call = (
    member: Member,
    endpoint: { method: 'GET' | 'POST'; path: string },
    payload?: object,
  ) =>
    app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization: member.authorization },
      payload,
    })

  async function startCheckout(member: Member) {
    const response = await call(member, subscriptionApi.create)
    expect(response.statusCode).toBe(200)
    return subscriptionCheckoutSchema.parse(response.json())
  }

  function pay(member: Member, payment: Partial<TestCardPayment> & { clientSecret: string }) {
    return call(member, subscriptionApi.confirmTestPayment, {
      cardNumber: SUCCESS_CARD,
      expiry: '12/34',
      cvc: '123',
      postalCode: '22030',
      ...payment,
    })
  }

  async function planOf(member: Member) {
    const response = await call(member, authApi.verify)
    return verifyResultSchema.parse(response.json()).user
  }

  test('a free user pays with the success card and is Pro, with no prompt limit', async () => {
    const member = await createSignedInUser(app)
    const checkout = await startCheckout(member)
    expect(checkout).toMatchObject({ provider: 'local', publishableKey: null })
    expect(checkout.clientSecret).toMatch(/^pi_test_.+_secret_.+$/)

    const paid = await pay(member, { clientSecret: checkout.clientSecret })
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ status: 'succeeded' })
    expect(await planOf(member)).toMatchObject({
      subscriptionStatus: 'active',
      promptsRemaining: null,
    })

    await member.setUsage({ promptsUsed: 40 })
    const chat = await call(member, assistantApi.chat, { message: 'What is DIC?', chatId: null })
    expect(chatReplySchema.parse(chat.json()).promptsRemaining).toBeNull()

    const summary = subscriptionSummarySchema.parse(
      (await call(member, subscriptionApi.summary)).json(),
    )
    expect(summary).toMatchObject({
      provider: 'local',
      subscriptionStatus: 'active',
      canManageBilling: false,
    })
    expect(new Date(summary.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now())
  })

  test('the decline card is refused with its message and the user stays free', async () => {
    const member = await createSignedInUser(app)
    const { clientSecret } = await startCheckout(member)
    const declined = await pay(member, { clientSecret, cardNumber: DECLINE_CARD })
    expect(declined.statusCode).toBe(402)
    expect(errorOf(declined)).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' })
    expect((await planOf(member)).subscriptionStatus).not.toBe('active')

    // The same payment can be tried again with another card.
    expect((await pay(member, { clientSecret })).statusCode).toBe(200)
    expect((await planOf(member)).subscriptionStatus).toBe('active')
  })

  test.each([
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
    ['5105 1051 0510 5100', expect.stringContaining('test mode') as unknown as string],
  ])('card %s is refused: %s', async (cardNumber, message) => {
    const member = await createSignedInUser(app)
    const { clientSecret } = await startCheckout(member)
    const response = await pay(member, { clientSecret, cardNumber })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response).message).toEqual(message)
  })

  test('an expiry date in the past is refused', async () => {
    const member = await createSignedInUser(app)
    const { clientSecret } = await startCheckout(member)
    const response = await pay(member, { clientSecret, expiry: '01/20' })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response).message).toBe("Your card's expiration date is in the past.")
  })

  test('opening the page twice resumes the same payment, so nobody pays twice', async () => {
    const member = await createSignedInUser(app)
    const [first, second] = await Promise.all([startCheckout(member), startCheckout(member)])
    expect(second.clientSecret).toBe(first.clientSecret)
    expect((await startCheckout(member)).clientSecret).toBe(first.clientSecret)

    expect((await pay(member, { clientSecret: first.clientSecret })).statusCode).toBe(200)
    expect((await pay(member, { clientSecret: first.clientSecret })).statusCode).toBe(200)
    const again = await call(member, subscriptionApi.create)
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: 'You are already subscribed to Pro.',
    })
  })

  test('cancelling ends Pro, and a new subscription can start later', async () => {
    const member = await createSignedInUser(app)
    expect(errorOf(await call(member, subscriptionApi.cancel)).code).toBe('NO_SUBSCRIPTION')
    const { clientSecret } = await startCheckout(member)
    await pay(member, { clientSecret })

    const cancelled = await call(member, subscriptionApi.cancel)
    expect(cancelled.statusCode).toBe(200)
    expect(subscriptionSummarySchema.parse(cancelled.json()).subscriptionStatus).toBe('canceled')
    const user = await planOf(member)
    expect(user).toMatchObject({ subscriptionStatus: 'canceled', promptsRemaining: 20 })

    const next = await startCheckout(member)
    expect(next.clientSecret).not.toBe(clientSecret)
    // The old, cancelled payment cannot bring Pro back.
    expect((await pay(member, { clientSecret })).statusCode).toBe(404)
    expect((await planOf(member)).subscriptionStatus).not.toBe('active')
  })

  describe('nobody becomes Pro without a confirmed payment', () => {
    test('not with another user’s payment secret, a made-up one, or no sign-in', async () => {
      const owner = await createSignedInUser(app)
      const intruder = await createSignedInUser(app)
      const { clientSecret } = await startCheckout(owner)

      const stolen = await pay(intruder, { clientSecret })
      expect(stolen.statusCode).toBe(404)
      expect((await planOf(intruder)).subscriptionStatus).not.toBe('active')
      expect((await planOf(owner)).subscriptionStatus).not.toBe('active')

      expect((await pay(intruder, { clientSecret: 'pi_test_made_up_secret_x' })).statusCode).toBe(
        404,
      )
      const anonymous = await app.inject({
        method: 'POST',
        url: subscriptionApi.confirmTestPayment.path,
        payload: {
          clientSecret,
          cardNumber: SUCCESS_CARD,
          expiry: '12/34',
          cvc: '123',
          postalCode: '22030',
        },
      })
      expect(anonymous.statusCode).toBe(401)
      expect((await planOf(owner)).subscriptionStatus).not.toBe('active')
    })

    test('not by starting checkout, refreshing, or sending a plan in a body', async () => {
      const member = await createSignedInUser(app)
      await startCheckout(member)
      expect((await call(member, subscriptionApi.refresh)).statusCode).toBe(200)
      await app.inject({
        method: 'POST',
        url: authApi.verify.path,
        headers: { authorization: member.authorization },
        payload: { subscriptionStatus: 'active', user: { subscriptionStatus: 'active' } },
      })
      expect((await planOf(member)).subscriptionStatus).toBe('incomplete')
    })

    test('not through the webhook, which the test mode does not have', async () => {
      const member = await createSignedInUser(app)
      await startCheckout(member)
      const response = await app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
      })
      expect(response.statusCode).toBe(404)
      expect((await planOf(member)).subscriptionStatus).not.toBe('active')
    })

    test('not with a malformed card form', async () => {
      const member = await createSignedInUser(app)
      const { clientSecret } = await startCheckout(member)
      for (const payment of [
        { cardNumber: 'abcd' },
        { expiry: '13/30' },
        { cvc: '1' },
        { postalCode: 'x' },
      ]) {
        const response = await pay(member, { clientSecret, ...payment })
        expect(response.statusCode).toBe(400)
      }
      expect((await planOf(member)).subscriptionStatus).not.toBe('active')
    })
  })

  test('every subscription call needs a signed-in user', async () => {
    for (const endpoint of Object.values(subscriptionApi)) {
      const response = await app.inject({ method: endpoint.method, url: endpoint.path })
      expect(response.statusCode).toBe(401)
    }
  })

  test('the billing portal is not offered in test mode', async () => {
    const member = await createSignedInUser(app)
    const response = await call(member, subscriptionApi.billingPortal)
    expect(response.statusCode).toBe(404)
    expect(errorOf(response).code).toBe('NOT_AVAILABLE_IN_THIS_MODE')
  })
})
