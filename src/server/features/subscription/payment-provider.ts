import type {
  PaymentProviderKind,
  TestCardPayment,
} from '@shared/subscription/subscription-contract'

/** A subscription as the payment provider reports it: the truth the mirror is set from. */
export type ProviderSubscription = {
  id: string
  /** Stripe's subscription status: incomplete, active, past_due, canceled, … */
  status: string
  cancelAtPeriodEnd: boolean
  currentPeriodEnd: Date | null
  /** Our user id, from the subscription's metadata. */
  userId: string | null
  customerId: string | null
}

/** A subscription waiting for its first payment, and the secret the card form confirms. */
export type PendingSubscription = { subscription: ProviderSubscription; clientSecret: string }

export type PaymentCustomer = {
  userId: string
  email: string | null
  /** The customer the provider already knows for this user, if any. */
  customerId: string | null
}

/** One verified provider event, reduced to what decides the user's plan. */
export type PaymentEvent = {
  id: string
  type: string
  /** The subscription the event is about; null for events that do not change a plan. */
  subscriptionId: string | null
}

/** The signature of a webhook delivery did not verify. */
export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError'
}

/** The provider could not be reached or failed; the user can only try again later. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError'
}

/** Something the provider refused for a reason the user can act on, with its message. */
export class PaymentRefusedError extends Error {
  override readonly name = 'PaymentRefusedError'
}

/**
 * Takes payments for the Pro plan: Stripe in production, or the local test mode, which keeps the
 * same flow (a pending first payment, a confirmation, events) in our own database.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind
  /** What the browser needs to show the provider's card form; null in the test mode. */
  readonly publishableKey: string | null
  /** Creates a subscription to Pro that waits for its first payment. */
  startSubscription: (customer: PaymentCustomer) => Promise<PendingSubscription>
  /** The same pending payment again, while it is still waiting; null once it cannot be paid. */
  resumeSubscription: (subscriptionId: string) => Promise<PendingSubscription | null>
  retrieveSubscription: (subscriptionId: string) => Promise<ProviderSubscription>
  /** Ends a paid subscription at the end of its period (Stripe) or at once (test mode). */
  cancelSubscription: (subscriptionId: string) => Promise<ProviderSubscription>
  /**
   * Cancels a subscription at once, with no further charges: a duplicate that was never paid, or
   * any open subscription of an account being deleted.
   */
  abandonSubscription: (subscriptionId: string) => Promise<void>
  /** A billing-portal address to change the card or cancel; null where there is none. */
  createBillingPortalUrl: (customerId: string, returnUrl: string) => Promise<string | null>
  /** Verifies a webhook delivery over its raw bytes; throws InvalidWebhookError. */
  readWebhookEvent: (rawBody: Buffer, signature: string) => PaymentEvent
  /**
   * Only a provider whose card form is our own (the local test mode): pays a pending
   * subscription's first invoice with a test card, as Stripe's card form would. Returns the paid
   * subscription's id, or null when the secret is not one of this member's. A declined card
   * throws PaymentRefusedError with Stripe's message; paying twice charges once.
   */
  payWithTestCard?: (
    userId: string,
    payment: TestCardPayment & { cardNumber: string },
  ) => Promise<string | null>
}
