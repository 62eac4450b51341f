import { Writable } from 'node:stream'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import { authApi, verifyResultSchema } from '@shared/auth/auth-contract'
import {
  STRIPE_WEBHOOK_PATH,
  subscriptionApi,
  subscriptionCheckoutSchema,
  subscriptionSummarySchema,
} from '@shared/subscription/subscription-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { startStripeApiStandIn, type StripeApiStandIn } from '@server/testing/stripe-api-stand-in'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'
import { createStripePaymentProvider } from './stripe-payment-provider'

const WEBHOOK_SECRET = 'whsec_webhooktests'
type Member = Awaited<ReturnType<typeof createSignedInUser>>

let eventCount = 0

const errorLines: string[] = []
const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    errorLines.push(chunk.toString())
    done()
  },
})

function subscriptionEvent(type: string, subscriptionId: string, id = `evt_${++eventCount}`) {
  return {
    id,
    object: 'event',
    type,
    data: { object: { id: subscriptionId, object: 'subscription' } },
  }
}

describe.each(testDatabaseKinds())('Stripe mode on %s', (kind) => {
  let app: TestApp
  let stripeApi: StripeApiStandIn
  beforeAll(async () => {
    stripeApi = await startStripeApiStandIn()
    app = await buildTestApp({
      database: await openTestDatabase(kind),
      logger: { level: 'error', stream: errorLog },
      paymentProvider: createStripePaymentProvider({
        secretKey: 'sk_test_webhooktests',
        webhookSecret: WEBHOOK_SECRET,
        priceId: 'price_pro_monthly',
        publishableKey: 'pk_test_webhooktests',
        apiBaseUrl: stripeApi.url,
      }),
    })
  })
  afterAll(async () => {
    await app.close()
    await stripeApi.close()
  })

  function deliver(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event)
    return app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    })
  }

  async function statusOf(member: Member) {
    const response = await app.inject({
      method: 'POST',
      url: authApi.verify.path,
      headers: { authorization: member.authorization },
    })
    return verifyResultSchema.parse(response.json()).user.subscriptionStatus
  }

  /** A member with a Stripe subscription waiting for its first payment. */
  async function checkout() {
    const member = await createSignedInUser(app)
    const response = await app.inject({
      method: 'POST',
      url: subscriptionApi.create.path,
      headers: { authorization: member.authorization },
    })
    expect(response.statusCode).toBe(200)
    const { clientSecret, provider, publishableKey } = subscriptionCheckoutSchema.parse(
      response.json(),
    )
    expect({ provider, publishableKey }).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_webhooktests',
    })
    const subscriptionId = /^pi_(sub_\w+?)_secret/.exec(clientSecret)?.[1] ?? ''
    const subscription = stripeApi.subscriptions.get(subscriptionId)
    if (!subscription) throw new Error('the stand-in has no such subscription')
    return { member, subscription, clientSecret }
  }

  test('a paid invoice makes the user Pro, from the subscription Stripe reports', async () => {
    const { member, subscription } = await checkout()
    expect(await statusOf(member)).toBe('incomplete')
    subscription.status = 'active'
    const response = await deliver({
      id: `evt_${++eventCount}`,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { subscription_details: { subscription: subscription.id } },
        },
      },
    })
    expect(response.statusCode).toBe(200)
    expect(await statusOf(member)).toBe('active')
  })

  test('a forged or unsigned event is a 400 and changes nothing', async () => {
    const { member, subscription } = await checkout()
    subscription.status = 'active'
    const forged = await deliver(
      subscriptionEvent('customer.subscription.updated', subscription.id),
      'whsec_attacker',
    )
    expect(forged.statusCode).toBe(400)
    expect(apiErrorSchema.parse(forged.json()).error.code).toBe('INVALID_SIGNATURE')
    const unsigned = await app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(subscriptionEvent('customer.subscription.updated', subscription.id)),
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await statusOf(member)).toBe('incomplete')
  })

  test('a replayed event changes nothing', async () => {
    const { member, subscription } = await checkout()
    subscription.status = 'active'
    const event = subscriptionEvent('customer.subscription.updated', subscription.id)
    expect((await deliver(event)).statusCode).toBe(200)
    expect(await statusOf(member)).toBe('active')

    subscription.status = 'canceled'
    const replay = await deliver(event)
    expect(replay.statusCode).toBe(200)
    expect(await statusOf(member)).toBe('active')
  })

  test.each([
    ['updated then deleted', ['customer.subscription.updated', 'customer.subscription.deleted']],
    ['deleted then updated', ['customer.subscription.deleted', 'customer.subscription.updated']],
  ])('events out of order end in the real state (%s)', async (_order, types) => {
    const { member, subscription } = await checkout()
    subscription.status = 'canceled'
    for (const type of types)
      expect((await deliver(subscriptionEvent(type, subscription.id))).statusCode).toBe(200)
    expect(await statusOf(member)).toBe('canceled')
  })

  test('a late event about an old subscription does not take Pro from a newer one', async () => {
    const { member, subscription: old } = await checkout()
    old.status = 'incomplete_expired'
    await deliver(subscriptionEvent('customer.subscription.updated', old.id))
    const response = await app.inject({
      method: 'POST',
      url: subscriptionApi.create.path,
      headers: { authorization: member.authorization },
    })
    const newer = stripeApi.subscriptions.get(
      /^pi_(sub_\w+?)_secret/.exec(
        subscriptionCheckoutSchema.parse(response.json()).clientSecret,
      )?.[1] ?? '',
    )
    if (!newer) throw new Error('no second subscription')
    newer.status = 'active'
    await deliver(subscriptionEvent('customer.subscription.updated', newer.id))
    await deliver(subscriptionEvent('customer.subscription.deleted', old.id))
    expect(await statusOf(member)).toBe('active')
  })

  test('past due and canceled subscriptions are not Pro; the user sees why', async () => {
    const { member, subscription } = await checkout()
    subscription.status = 'past_due'
    await deliver(subscriptionEvent('customer.subscription.updated', subscription.id))
    expect(await statusOf(member)).toBe('past_due')
    const retry = await app.inject({
      method: 'POST',
      url: subscriptionApi.create.path,
      headers: { authorization: member.authorization },
    })
    expect(retry.statusCode).toBe(409)
    expect(apiErrorSchema.parse(retry.json()).error.message).toMatch(/Update your card/)
  })

  test('reopening the page resumes the same payment instead of a second subscription', async () => {
    const { member, clientSecret } = await checkout()
    const before = stripeApi.subscriptions.size
    const again = await app.inject({
      method: 'POST',
      url: subscriptionApi.create.path,
      headers: { authorization: member.authorization },
    })
    expect(subscriptionCheckoutSchema.parse(again.json()).clientSecret).toBe(clientSecret)
    expect(stripeApi.subscriptions.size).toBe(before)
  })

  test('refresh after the card form reads the state from Stripe, so Pro shows at once', async () => {
    const { member, subscription } = await checkout()
    subscription.status = 'active'
    const response = await app.inject({
      method: 'POST',
      url: subscriptionApi.refresh.path,
      headers: { authorization: member.authorization },
    })
    expect(subscriptionSummarySchema.parse(response.json())).toMatchObject({
      provider: 'stripe',
      subscriptionStatus: 'active',
      canManageBilling: true,
    })
  })

  test('cancel keeps Pro until the end of the paid period; the portal is offered', async () => {
    const { member, subscription } = await checkout()
    subscription.status = 'active'
    await deliver(subscriptionEvent('customer.subscription.updated', subscription.id))
    const cancelled = await app.inject({
      method: 'POST',
      url: subscriptionApi.cancel.path,
      headers: { authorization: member.authorization },
    })
    expect(subscriptionSummarySchema.parse(cancelled.json())).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    })
    const portal = await app.inject({
      method: 'POST',
      url: subscriptionApi.billingPortal.path,
      headers: { authorization: member.authorization },
    })
    expect(portal.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\/cus_/) as unknown,
    })
  })

  test('a Stripe failure is a 502 with a message the user can act on', async () => {
    const member = await createSignedInUser(app)
    stripeApi.failNextRequest({
      status: 400,
      type: 'invalid_request_error',
      message: 'No such price',
    })
    const response = await app.inject({
      method: 'POST',
      url: subscriptionApi.create.path,
      headers: { authorization: member.authorization },
    })
    expect(response.statusCode).toBe(502)
    expect(apiErrorSchema.parse(response.json()).error).toEqual({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'We could not reach the payment service. Please try again in a few minutes.',
    })
    expect(response.payload).not.toContain('No such price')
    // The detail the answer hides is in the log, for whoever is on call.
    expect(errorLines.join('')).toContain('No such price')
  })

  test('the test-mode card form is not available with Stripe', async () => {
    const { member, clientSecret } = await checkout()
    const response = await app.inject({
      method: 'POST',
      url: subscriptionApi.confirmTestPayment.path,
      headers: { authorization: member.authorization },
      payload: {
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '22030',
      },
    })
    expect(response.statusCode).toBe(404)
    expect(await statusOf(member)).toBe('incomplete')
  })
})
