import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startStripeApiStandIn, type StripeApiStandIn } from '@server/testing/stripe-api-stand-in'
import { InvalidWebhookError, PaymentProviderError } from './payment-provider'
import { createStripePaymentProvider } from './stripe-payment-provider'

const WEBHOOK_SECRET = 'whsec_adaptertests'

describe('the Stripe payment provider', () => {
  let stripeApi: StripeApiStandIn
  let provider: ReturnType<typeof createStripePaymentProvider>
  beforeAll(async () => {
    stripeApi = await startStripeApiStandIn()
    provider = createStripePaymentProvider({
      secretKey: 'sk_test_adaptertests',
      webhookSecret: WEBHOOK_SECRET,
      priceId: 'price_pro_monthly',
      publishableKey: 'pk_test_adaptertests',
      apiBaseUrl: stripeApi.url,
    })
  })
  afterEach(() => {
    stripeApi.requests.length = 0
  })
  afterAll(() => stripeApi.close())

  test('creates the customer, then an incomplete subscription to the Pro price, and returns its payment secret', async () => {
    const pending = await provider.startSubscription({
      userId: 'user-1',
      email: 'dana@example.com',
      customerId: null,
    })

    const [customer, subscription] = stripeApi.requests
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      form: { email: 'dana@example.com', 'metadata[userId]': 'user-1' },
    })
    expect(customer?.headers.authorization).toBe('Bearer sk_test_adaptertests')
    expect(customer?.headers['idempotency-key']).toBe('customer-for-user-user-1')
    expect(customer?.headers['stripe-version']).toBe(Stripe.API_VERSION)
    expect(subscription).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions',
      form: {
        'items[0][price]': 'price_pro_monthly',
        payment_behavior: 'default_incomplete',
        'payment_settings[save_default_payment_method]': 'on_subscription',
        'metadata[userId]': 'user-1',
        'expand[0]': 'latest_invoice.confirmation_secret',
      },
    })
    expect(subscription?.form.customer).toMatch(/^cus_/)
    expect(pending.clientSecret).toBe(`pi_${pending.subscription.id}_secret_standin`)
    expect(pending.subscription).toMatchObject({
      status: 'incomplete',
      userId: 'user-1',
      cancelAtPeriodEnd: false,
    })
    expect(pending.subscription.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now())
  })

  test('reuses the customer Stripe already knows', async () => {
    await provider.startSubscription({ userId: 'user-2', email: null, customerId: 'cus_known' })
    expect(stripeApi.requests.map((request) => request.path)).toEqual(['/v1/subscriptions'])
    expect(stripeApi.requests[0]?.form.customer).toBe('cus_known')
  })

  test('resumes a pending payment only while the subscription is incomplete', async () => {
    const pending = await provider.startSubscription({
      userId: 'user-3',
      email: null,
      customerId: 'cus_3',
    })
    expect(await provider.resumeSubscription(pending.subscription.id)).toEqual(pending)
    const stored = stripeApi.subscriptions.get(pending.subscription.id)
    if (stored) stored.status = 'incomplete_expired'
    expect(await provider.resumeSubscription(pending.subscription.id)).toBeNull()
  })

  test('cancels at the end of the paid period, and abandons an unpaid one at once', async () => {
    const pending = await provider.startSubscription({
      userId: 'user-4',
      email: null,
      customerId: 'cus_4',
    })
    stripeApi.requests.length = 0
    const cancelled = await provider.cancelSubscription(pending.subscription.id)
    expect(stripeApi.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${pending.subscription.id}`,
      form: { cancel_at_period_end: 'true' },
    })
    expect(cancelled.cancelAtPeriodEnd).toBe(true)

    await provider.abandonSubscription(pending.subscription.id)
    expect(stripeApi.requests[1]).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${pending.subscription.id}`,
    })
  })

  test('opens a billing-portal session for the customer', async () => {
    const url = await provider.createBillingPortalUrl('cus_9', 'https://hub.example/subscribe')
    expect(url).toBe('https://billing.stripe.com/p/session/cus_9')
    expect(stripeApi.requests[0]?.form).toEqual({
      customer: 'cus_9',
      return_url: 'https://hub.example/subscribe',
    })
  })

  test.each([
    { status: 400, type: 'invalid_request_error', message: 'No such price: price_pro_monthly' },
    { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided' },
    { status: 402, type: 'card_error', message: 'Your card was declined.', code: 'card_declined' },
  ])('turns a Stripe $status error into a provider error that keeps the cause', async (failure) => {
    stripeApi.failNextRequest(failure)
    const attempt = provider.startSubscription({
      userId: 'user-5',
      email: null,
      customerId: 'cus_5',
    })
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(attempt).rejects.toHaveProperty('cause.message', failure.message)
  })

  test('reads a signed event and names the subscription it is about', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_42' } },
        },
      },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect(provider.readWebhookEvent(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      subscriptionId: 'sub_42',
    })
  })

  test('refuses an event signed with another secret, or changed after signing', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_1' } },
    })
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    })
    expect(() => provider.readWebhookEvent(Buffer.from(payload), forged)).toThrow(
      InvalidWebhookError,
    )
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const tampered = payload.replace('sub_1', 'sub_2')
    expect(() => provider.readWebhookEvent(Buffer.from(tampered), signature)).toThrow(
      InvalidWebhookError,
    )
  })
})
