import { and, eq, inArray, sql } from 'drizzle-orm'
import { isPro } from '@shared/auth/auth-contract'
import {
  SUBSCRIPTION_ERROR_CODES,
  type SubscriptionCheckout,
  type SubscriptionSummary,
} from '@shared/subscription/subscription-contract'
import type { Db } from '@server/db/client'
import {
  findBillingProfile,
  findUserIdByStripeCustomerId,
  saveStripeCustomerId,
  setSubscriptionStatus,
} from '@server/features/auth/users-service'
import { AppError } from '@server/plugins/app-error'
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider'
import {
  OPEN_SUBSCRIPTION_STATUSES,
  paymentEventsTable,
  subscriptionsTable,
} from './subscription-tables'

/** Postgres' unique_violation: here, a second open subscription for one user. */
const UNIQUE_VIOLATION = '23505'

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true
  }
  return false
}

/**
 * Which of a user's subscriptions counts: the best status first (paid, then trialing, then owing,
 * then waiting for a first payment), and among equals the latest news.
 */
const countingOrder = sql`case ${subscriptionsTable.status}
  when 'active' then 0 when 'trialing' then 1 when 'past_due' then 2 when 'unpaid' then 3
  when 'incomplete' then 4 else 5 end, ${subscriptionsTable.updatedAt} desc`

/**
 * Writes the provider's view of one subscription into our mirror, then sets the user's plan from
 * all of their subscriptions: the best one counts, so a late event about an old, canceled
 * subscription never takes Pro away from a newer, active one. The webhook, the test mode's
 * confirmation and every refresh go through here.
 */
export async function applySubscriptionState(
  db: Db,
  provider: PaymentProvider['kind'],
  userId: string,
  state: ProviderSubscription,
): Promise<void> {
  const values = {
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd,
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptionsTable)
      .values({ id: state.id, userId, provider, ...values })
      .onConflictDoUpdate({
        target: subscriptionsTable.id,
        set: { ...values, updatedAt: new Date() },
      })
    await setSubscriptionStatus(
      tx,
      userId,
      sql<string>`coalesce((
        select ${subscriptionsTable.status} from ${subscriptionsTable}
        where ${subscriptionsTable.userId} = ${userId}
        order by ${countingOrder}
        limit 1), 'inactive')`,
    )
  })
}

/** Whose subscription this is: its metadata says, or the customer stored on the user. */
async function ownerOf(db: Db, state: ProviderSubscription): Promise<string | null> {
  if (state.userId) {
    const user = await findBillingProfile(db, state.userId)
    if (user) return user.id
  }
  return state.customerId ? findUserIdByStripeCustomerId(db, state.customerId) : null
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored'

/**
 * Applies one verified provider event, once. The event only says which subscription changed;
 * its state is read from the provider, so events in any order, or repeated, end in the truth.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const [seen] = await db
    .select()
    .from(paymentEventsTable)
    .where(eq(paymentEventsTable.id, event.id))
  if (seen) return 'duplicate'
  let outcome: EventOutcome = 'ignored'
  if (event.subscriptionId) {
    const state = await provider.retrieveSubscription(event.subscriptionId)
    const userId = await ownerOf(db, state)
    if (userId) {
      await applySubscriptionState(db, provider.kind, userId, state)
      outcome = 'applied'
    }
  }
  // Recorded after it is applied: if applying fails, the provider's retry applies it again.
  const recorded = await db
    .insert(paymentEventsTable)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning()
  return recorded.length === 0 ? 'duplicate' : outcome
}

async function findUserRow(db: Db, userId: string) {
  const user = await findBillingProfile(db, userId)
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in again.')
  return user
}

async function openSubscriptions(db: Db, provider: PaymentProvider, userId: string) {
  return db
    .select()
    .from(subscriptionsTable)
    .where(
      and(
        eq(subscriptionsTable.userId, userId),
        eq(subscriptionsTable.provider, provider.kind),
        inArray(subscriptionsTable.status, [...OPEN_SUBSCRIPTION_STATUSES]),
      ),
    )
}

function alreadySubscribed(message: string) {
  return new AppError(409, SUBSCRIPTION_ERROR_CODES.alreadySubscribed, message)
}

/**
 * Starts the Pro subscription, or resumes the one already waiting for its first payment, so a
 * reload or a second tab confirms the same payment and nobody is charged twice.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<SubscriptionCheckout> {
  const checkout = (clientSecret: string) => ({
    clientSecret,
    provider: provider.kind,
    publishableKey: provider.publishableKey,
  })
  // Two passes at most: a request that loses a race to another one resumes the winner's payment.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const user = await findUserRow(db, userId)
    if (isPro(user)) throw alreadySubscribed('You are already subscribed to Pro.')
    for (const open of await openSubscriptions(db, provider, userId)) {
      if (open.status !== 'incomplete') {
        throw alreadySubscribed(
          'Your Pro payment did not go through. Update your card in billing to keep Pro.',
        )
      }
      const pending = await provider.resumeSubscription(open.id)
      if (pending) return checkout(pending.clientSecret)
      await applySubscriptionState(
        db,
        provider.kind,
        userId,
        await provider.retrieveSubscription(open.id),
      )
    }
    const started = await provider.startSubscription({
      userId,
      email: user.email,
      customerId: user.stripeCustomerId,
    })
    if (started.subscription.customerId && !user.stripeCustomerId) {
      await saveStripeCustomerId(db, userId, started.subscription.customerId)
    }
    try {
      await applySubscriptionState(db, provider.kind, userId, started.subscription)
      return checkout(started.clientSecret)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      await provider.abandonSubscription(started.subscription.id)
    }
  }
  throw alreadySubscribed('A Pro payment is already being set up. Please reload the page.')
}

/** Reads the user's open subscriptions again from the provider, e.g. right after a payment. */
export async function refreshSubscriptions(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<void> {
  for (const open of await openSubscriptions(db, provider, userId)) {
    await applySubscriptionState(
      db,
      provider.kind,
      userId,
      await provider.retrieveSubscription(open.id),
    )
  }
}

export async function summarizeSubscription(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<SubscriptionSummary> {
  const user = await findUserRow(db, userId)
  const [latest] = await db
    .select()
    .from(subscriptionsTable)
    .where(eq(subscriptionsTable.userId, userId))
    .orderBy(countingOrder)
    .limit(1)
  return {
    provider: provider.kind,
    subscriptionStatus: user.subscriptionStatus,
    cancelAtPeriodEnd: latest?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: latest?.currentPeriodEnd?.toISOString() ?? null,
    canManageBilling: provider.kind === 'stripe' && user.stripeCustomerId !== null,
  }
}

/** Ends Pro for the user: the provider decides when, and the mirror follows its answer. */
export async function cancelSubscription(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<void> {
  const paid = (await openSubscriptions(db, provider, userId)).filter(
    (open) => open.status !== 'incomplete',
  )
  if (paid.length === 0) {
    throw new AppError(
      404,
      SUBSCRIPTION_ERROR_CODES.noSubscription,
      'You have no Pro subscription to cancel.',
    )
  }
  for (const subscription of paid) {
    await applySubscriptionState(
      db,
      provider.kind,
      userId,
      await provider.cancelSubscription(subscription.id),
    )
  }
}

/**
 * Ends every open subscription of a member at once with the provider, before their account is
 * deleted, so nobody is billed for an account that no longer exists. Throws PaymentProviderError
 * when the provider cannot confirm it; the mirror then still shows what is open, for a retry.
 * Returns how many subscriptions it ended.
 */
export async function endAllSubscriptionsNow(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<number> {
  const open = await db
    .select()
    .from(subscriptionsTable)
    .where(
      and(
        eq(subscriptionsTable.userId, userId),
        inArray(subscriptionsTable.status, [...OPEN_SUBSCRIPTION_STATUSES]),
      ),
    )
  for (const subscription of open) {
    if (subscription.provider !== provider.kind) {
      // Only the provider that took the payment can stop it; deleting now would hide it.
      throw new PaymentProviderError(
        `subscription ${subscription.id} is with ${subscription.provider}, not ${provider.kind}`,
      )
    }
    try {
      await provider.abandonSubscription(subscription.id)
    } catch (error) {
      // Already ended at the provider (e.g. our mirror missed the event): nothing left to stop.
      const state = await provider.retrieveSubscription(subscription.id).catch(() => null)
      if (!state || isOpen(state.status)) throw error
    }
    await applySubscriptionState(
      db,
      provider.kind,
      userId,
      await provider.retrieveSubscription(subscription.id),
    )
  }
  return open.length
}

function isOpen(status: string): boolean {
  return (OPEN_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
}

export async function createBillingPortalUrl(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  returnUrl: string,
): Promise<string> {
  const user = await findUserRow(db, userId)
  const url = user.stripeCustomerId
    ? await provider.createBillingPortalUrl(user.stripeCustomerId, returnUrl)
    : null
  if (!url) {
    throw new AppError(
      404,
      SUBSCRIPTION_ERROR_CODES.notAvailable,
      'Billing management is not available here. You can cancel on this page.',
    )
  }
  return url
}
