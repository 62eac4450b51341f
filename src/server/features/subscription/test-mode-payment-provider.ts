import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { PRO_PRICE_PER_MONTH_USD } from '@shared/subscription/plans'
import type { TestCardPayment } from '@shared/subscription/subscription-contract'
import type { Db } from '@server/db/client'
import {
  PaymentRefusedError,
  type PaymentProvider,
  type PendingSubscription,
  type ProviderSubscription,
} from './payment-provider'
import { testModeSubscriptionsTable } from './subscription-tables'
import { evaluateTestCard } from './test-cards'

type TestModeRow = typeof testModeSubscriptionsTable.$inferSelect

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`
}

/** The paid month that contains `now`, counted from the first payment, as Stripe bills it. */
function periodEndAfter(paidAt: Date, now: Date): Date {
  const end = new Date(paidAt)
  do end.setUTCMonth(end.getUTCMonth() + 1)
  while (end <= now)
  return end
}

function toProviderSubscription(row: TestModeRow, now = new Date()): ProviderSubscription {
  const status = row.canceledAt ? 'canceled' : row.paidAt ? 'active' : 'incomplete'
  return {
    id: row.id,
    status,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: row.paidAt && !row.canceledAt ? periodEndAfter(row.paidAt, now) : null,
    userId: row.userId,
    customerId: null,
  }
}

async function findRow(db: Db, subscriptionId: string): Promise<TestModeRow> {
  const [row] = await db
    .select()
    .from(testModeSubscriptionsTable)
    .where(eq(testModeSubscriptionsTable.id, subscriptionId))
  if (!row) throw new Error(`no test-mode subscription ${subscriptionId}`)
  return row
}

/**
 * The local test mode: the subscription and its first payment live in our database, and cards
 * are Stripe's test numbers. Nothing is charged and nothing leaves the machine.
 */
export function createTestModePaymentProvider(db: Db): PaymentProvider {
  return {
    kind: 'local',
    publishableKey: null,

    async startSubscription(customer): Promise<PendingSubscription> {
      const [row] = await db
        .insert(testModeSubscriptionsTable)
        .values({
          id: randomId('sub_test'),
          userId: customer.userId,
          clientSecret: `${randomId('pi_test')}_secret_${randomBytes(12).toString('base64url')}`,
          amountCents: PRO_PRICE_PER_MONTH_USD * 100,
        })
        .returning()
      if (!row) throw new Error('insert returned no row')
      return { subscription: toProviderSubscription(row), clientSecret: row.clientSecret }
    },

    async resumeSubscription(subscriptionId) {
      const row = await findRow(db, subscriptionId)
      const subscription = toProviderSubscription(row)
      return subscription.status === 'incomplete'
        ? { subscription, clientSecret: row.clientSecret }
        : null
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await findRow(db, subscriptionId))
    },

    async cancelSubscription(subscriptionId) {
      await db
        .update(testModeSubscriptionsTable)
        .set({ canceledAt: new Date() })
        .where(
          and(
            eq(testModeSubscriptionsTable.id, subscriptionId),
            isNull(testModeSubscriptionsTable.canceledAt),
          ),
        )
      return toProviderSubscription(await findRow(db, subscriptionId))
    },

    async abandonSubscription(subscriptionId) {
      await this.cancelSubscription(subscriptionId)
    },

    createBillingPortalUrl: () => Promise.resolve(null),

    readWebhookEvent() {
      throw new Error('the test mode receives no webhooks')
    },

    payWithTestCard: (userId, payment) => payWithTestCard(db, userId, payment),
  }
}

/** The test mode's PaymentProvider.payWithTestCard, with the clock as a parameter. */
async function payWithTestCard(
  db: Db,
  userId: string,
  payment: TestCardPayment & { cardNumber: string },
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(testModeSubscriptionsTable)
    .where(
      and(
        eq(testModeSubscriptionsTable.clientSecret, payment.clientSecret),
        eq(testModeSubscriptionsTable.userId, userId),
      ),
    )
  if (!row || row.canceledAt) return null
  if (row.paidAt) return row.id
  const outcome = evaluateTestCard(payment.cardNumber, payment.expiry, now)
  if (!outcome.isApproved) throw new PaymentRefusedError(outcome.message)
  // Only the first confirmation records the payment: a second one, even at the same moment,
  // finds paid_at set and charges nothing.
  await db
    .update(testModeSubscriptionsTable)
    .set({
      paidAt: sql`coalesce(${testModeSubscriptionsTable.paidAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(testModeSubscriptionsTable.id, row.id))
  return row.id
}
