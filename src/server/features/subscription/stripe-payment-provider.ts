import Stripe from 'stripe'
import {
  InvalidWebhookError,
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type PendingSubscription,
  type ProviderSubscription,
} from './payment-provider'

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** The recurring $19/month price of the Pro product. */
  priceId: string
  publishableKey: string
  /** Another address for Stripe's API, such as a local stand-in in tests. */
  apiBaseUrl?: string
}

/** Events that can change whether a user is Pro; each is answered by reading the subscription. */
const SUBSCRIPTION_EVENT_PREFIX = 'customer.subscription.'
const INVOICE_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
])

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since the 2025 API versions the billing period belongs to each item; Pro has one.
  const periodEnd = subscription.items.data[0]?.current_period_end
  return {
    id: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    userId: subscription.metadata.userId ?? null,
    customerId: idOf(subscription.customer),
  }
}

/** The first invoice's payment secret, which the Payment Element confirms. */
function pendingPayment(subscription: Stripe.Subscription): PendingSubscription | null {
  const invoice = subscription.latest_invoice
  const clientSecret =
    typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null
  if (subscription.status !== 'incomplete' || !clientSecret) return null
  return { subscription: toProviderSubscription(subscription), clientSecret }
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  if (event.type.startsWith(SUBSCRIPTION_EVENT_PREFIX)) {
    return idOf(event.data.object as Stripe.Subscription)
  }
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = event.data.object as Stripe.Invoice
    return idOf(invoice.parent?.subscription_details?.subscription)
  }
  return null
}

/** Any failure of a Stripe call, as the error the routes answer with a 502. */
async function callStripe<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw new PaymentProviderError(`Stripe failed to ${what}`, { cause: error })
  }
}

/** Stripe, through its Node SDK at the API version the SDK pins. */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const apiBase = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiBase && {
      host: apiBase.hostname,
      port: apiBase.port,
      protocol: apiBase.protocol === 'http:' ? 'http' : 'https',
    }),
  })
  const expandPayment = ['latest_invoice.confirmation_secret']

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async startSubscription(customer) {
      const customerId =
        customer.customerId ??
        (
          await callStripe('create a customer', () =>
            stripe.customers.create(
              { email: customer.email ?? undefined, metadata: { userId: customer.userId } },
              // Two requests at once for a new user make one customer.
              { idempotencyKey: `customer-for-user-${customer.userId}` },
            ),
          )
        ).id
      const subscription = await callStripe('create a subscription', () =>
        stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: settings.priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: customer.userId },
          expand: expandPayment,
        }),
      )
      const pending = pendingPayment(subscription)
      if (!pending)
        throw new Error(
          `Stripe returned subscription ${subscription.id} with no payment to confirm`,
        )
      return pending
    },

    async resumeSubscription(subscriptionId) {
      return pendingPayment(
        await callStripe('read a subscription', () =>
          stripe.subscriptions.retrieve(subscriptionId, { expand: expandPayment }),
        ),
      )
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(
        await callStripe('read a subscription', () =>
          stripe.subscriptions.retrieve(subscriptionId),
        ),
      )
    },

    async cancelSubscription(subscriptionId) {
      // Pro stays until the end of the month already paid for, as users expect of "cancel anytime".
      return toProviderSubscription(
        await callStripe('cancel a subscription', () =>
          stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
      )
    },

    async abandonSubscription(subscriptionId) {
      await callStripe('cancel a subscription', () => stripe.subscriptions.cancel(subscriptionId))
    },

    async createBillingPortalUrl(customerId, returnUrl) {
      const session = await callStripe('open the billing portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      )
      return session.url
    },

    readWebhookEvent(rawBody, signature): PaymentEvent {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
      } catch (error) {
        throw new InvalidWebhookError('the Stripe signature did not verify', { cause: error })
      }
      return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event) }
    },
  }
}
