import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'
import { textWithoutNul } from '@shared/api/text-field'

/** Who takes the payment: Stripe, or the local test mode that runs the same flow offline. */
export const paymentProviderKindSchema = z.enum(['stripe', 'local'])
export type PaymentProviderKind = z.infer<typeof paymentProviderKindSchema>

export const subscriptionCheckoutSchema = z.object({
  /** What the card form confirms: the first invoice's payment (product contract §3). */
  clientSecret: z.string().min(1),
  provider: paymentProviderKindSchema,
  /** Stripe's publishable key; null in the local test mode. */
  publishableKey: z.string().nullable(),
})
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>

export const subscriptionSummarySchema = z.object({
  provider: paymentProviderKindSchema,
  /** The user's plan status, as in the verify call: 'active' is Pro. */
  subscriptionStatus: z.string(),
  /** True when a cancellation waits for the end of the paid period. */
  cancelAtPeriodEnd: z.boolean(),
  /** When the paid period ends, if there is one. */
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  /** Stripe's billing portal can change the card; the test mode has none. */
  canManageBilling: z.boolean(),
})
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>

/** A card number as people type it: digits, with spaces or dashes between groups. */
const cardNumberSchema = textWithoutNul()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number, 12 to 19 digits.'))

export const testCardPaymentSchema = z.object({
  clientSecret: textWithoutNul().min(1).max(200),
  cardNumber: cardNumberSchema,
  /** MM/YY as printed on the card; "1230" and "12 30" are read as 12/30. */
  expiry: textWithoutNul()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/?\s*\d{2}$/, 'Enter the expiry date as MM/YY.')
    .transform((value) => {
      const digits = value.replace(/\D/g, '')
      return `${digits.slice(0, 2)}/${digits.slice(2)}`
    }),
  cvc: textWithoutNul()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
  postalCode: textWithoutNul()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'),
})
export type TestCardPayment = z.input<typeof testCardPaymentSchema>

export const paymentConfirmationSchema = z.object({ status: z.literal('succeeded') })

export const billingPortalSchema = z.object({ url: z.url() })

export const SUBSCRIPTION_ERROR_CODES = {
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  cardDeclined: 'CARD_DECLINED',
  notAvailable: 'NOT_AVAILABLE_IN_THIS_MODE',
  noSubscription: 'NO_SUBSCRIPTION',
} as const

export const subscriptionApi = {
  /** Bearer. The current plan and how it can be managed. */
  summary: { method: 'GET', path: '/api/subscription', response: subscriptionSummarySchema },
  /**
   * Bearer. Starts (or resumes) the Pro subscription and returns what the card form confirms
   * (product contract §7). A Pro user gets a 409.
   */
  create: {
    method: 'POST',
    path: '/api/subscription/create',
    response: subscriptionCheckoutSchema,
  },
  /** Bearer. Reads the subscription's real state from the provider after a confirmation. */
  refresh: {
    method: 'POST',
    path: '/api/subscription/refresh',
    response: subscriptionSummarySchema,
  },
  /** Bearer. Ends Pro: at once in the test mode, at the end of the paid period with Stripe. */
  cancel: { method: 'POST', path: '/api/subscription/cancel', response: subscriptionSummarySchema },
  /** Bearer. Stripe only: a billing-portal session to change the card or cancel. */
  billingPortal: {
    method: 'POST',
    path: '/api/subscription/billing-portal',
    response: billingPortalSchema,
  },
  /** Bearer. Local test mode only: pays the pending invoice with a Stripe test card number. */
  confirmTestPayment: {
    method: 'POST',
    path: '/api/subscription/test-mode/confirm',
    body: testCardPaymentSchema,
    response: paymentConfirmationSchema,
  },
} as const satisfies Record<string, Endpoint>

/** Stripe posts its signed events here; the raw body is verified, so it is not a JSON endpoint. */
export const STRIPE_WEBHOOK_PATH = '/api/subscription/webhook'
