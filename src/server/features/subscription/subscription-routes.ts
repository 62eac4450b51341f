import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  STRIPE_WEBHOOK_PATH,
  SUBSCRIPTION_ERROR_CODES,
  subscriptionApi,
} from '@shared/subscription/subscription-contract'
import { currentUserId } from '@server/features/auth/authenticate'
import { AppError } from '@server/plugins/app-error'
import {
  InvalidWebhookError,
  PaymentProviderError,
  PaymentRefusedError,
  type PaymentProvider,
} from './payment-provider'
import {
  applyPaymentEvent,
  cancelSubscription,
  createBillingPortalUrl,
  refreshSubscriptions,
  startCheckout,
  summarizeSubscription,
} from './subscription-service'

function notAvailable(what: string) {
  return new AppError(
    404,
    SUBSCRIPTION_ERROR_CODES.notAvailable,
    `${what} is not available in this payment mode.`,
  )
}

/** Provider failures become answers the user can act on; the detail stays in the log. */
function toPaymentAppError(error: unknown): unknown {
  if (error instanceof PaymentRefusedError) {
    return new AppError(402, SUBSCRIPTION_ERROR_CODES.cardDeclined, error.message)
  }
  if (error instanceof PaymentProviderError) {
    return new AppError(
      502,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'We could not reach the payment service. Please try again in a few minutes.',
    )
  }
  return error
}

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  paymentProvider: PaymentProvider
}> = async (app, { paymentProvider: provider }) => {
  const { summary, create, refresh, cancel, billingPortal, confirmTestPayment } = subscriptionApi
  const db = app.database.db
  // What this handler throws goes on to the app's error handler, which writes the error body;
  // the provider's own failure is logged here, since the 502 that replaces it carries no detail.
  app.setErrorHandler(async (error, request) => {
    if (error instanceof PaymentProviderError) {
      request.log.error({ err: error }, 'payment provider failed')
    }
    throw toPaymentAppError(error)
  })

  app.get(
    summary.path,
    { onRequest: app.authenticate, schema: { response: { 200: summary.response } } },
    async (request) => summarizeSubscription(db, provider, await currentUserId(db, request)),
  )

  app.post(
    create.path,
    { onRequest: app.authenticate, schema: { response: { 200: create.response } } },
    async (request) => startCheckout(db, provider, await currentUserId(db, request)),
  )

  app.post(
    refresh.path,
    { onRequest: app.authenticate, schema: { response: { 200: refresh.response } } },
    async (request) => {
      const userId = await currentUserId(db, request)
      await refreshSubscriptions(db, provider, userId)
      return summarizeSubscription(db, provider, userId)
    },
  )

  app.post(
    cancel.path,
    { onRequest: app.authenticate, schema: { response: { 200: cancel.response } } },
    async (request) => {
      const userId = await currentUserId(db, request)
      await cancelSubscription(db, provider, userId)
      return summarizeSubscription(db, provider, userId)
    },
  )

  app.post(
    billingPortal.path,
    { onRequest: app.authenticate, schema: { response: { 200: billingPortal.response } } },
    async (request) => {
      const returnUrl = `${request.protocol}://${request.host}/subscribe`
      return {
        url: await createBillingPortalUrl(
          db,
          provider,
          await currentUserId(db, request),
          returnUrl,
        ),
      }
    },
  )

  app.post(
    confirmTestPayment.path,
    {
      onRequest: app.authenticate,
      schema: { body: confirmTestPayment.body, response: { 200: confirmTestPayment.response } },
    },
    async (request) => {
      if (!provider.payWithTestCard) throw notAvailable('Test-mode payment')
      const userId = await currentUserId(db, request)
      const subscriptionId = await provider.payWithTestCard(userId, request.body)
      if (!subscriptionId) {
        throw new AppError(
          404,
          SUBSCRIPTION_ERROR_CODES.noSubscription,
          'This payment has expired. Please reload the page.',
        )
      }
      // The same path as a Stripe webhook: the event names the subscription, whose state is read back.
      await applyPaymentEvent(db, provider, {
        id: `evt_test_${subscriptionId}_paid`,
        type: 'invoice.paid',
        subscriptionId,
      })
      return { status: 'succeeded' as const }
    },
  )

  await app.register(stripeWebhook, { provider })
}

/** Stripe's events, verified over the exact bytes Stripe signed, so JSON parsing waits. */
async function stripeWebhook(app: FastifyInstance, { provider }: { provider: PaymentProvider }) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body)
  })
  app.post(STRIPE_WEBHOOK_PATH, async (request) => {
    if (provider.kind !== 'stripe') throw notAvailable('The Stripe webhook')
    const signature = request.headers['stripe-signature']
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError(400, 'INVALID_SIGNATURE', 'A signed Stripe event is required.')
    }
    let event
    try {
      event = provider.readWebhookEvent(request.body, signature)
    } catch (error) {
      if (error instanceof InvalidWebhookError) {
        throw new AppError(
          400,
          'INVALID_SIGNATURE',
          'The Stripe signature does not match this event.',
        )
      }
      throw error
    }
    const outcome = await applyPaymentEvent(app.database.db, provider, event)
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event')
    return { received: true }
  })
}
