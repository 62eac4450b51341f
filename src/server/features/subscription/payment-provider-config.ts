import type { Db } from '@server/db/client'
import type { Env } from '@server/env'
import type { CspSources } from '@server/plugins/security'
import type { PaymentProvider } from './payment-provider'
import { createStripePaymentProvider } from './stripe-payment-provider'
import { createTestModePaymentProvider } from './test-mode-payment-provider'

type StripeEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_ID' | 'STRIPE_PUBLISHABLE_KEY'
>

/** Stripe when env.ts found its four settings; otherwise the local test mode. */
export function createPaymentProvider(env: StripeEnv, db: Db): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID, STRIPE_PUBLISHABLE_KEY } = env
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_ID && STRIPE_PUBLISHABLE_KEY) {
    return createStripePaymentProvider({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      priceId: STRIPE_PRICE_ID,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
    })
  }
  return createTestModePaymentProvider(db)
}

/** What Stripe.js and its Payment Element load and call (Stripe's CSP guidance). */
export function paymentCspSources(provider: PaymentProvider): CspSources {
  if (provider.kind !== 'stripe') return {}
  return {
    scriptSrc: ['https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  }
}
