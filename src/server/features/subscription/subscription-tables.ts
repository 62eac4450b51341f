import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { usersTable } from '@server/features/auth/users-table'

/** Subscription states in which the user has, or is about to have, a paid plan. */
export const OPEN_SUBSCRIPTION_STATUSES = [
  'incomplete',
  'active',
  'trialing',
  'past_due',
  'unpaid',
] as const

/**
 * Each user's subscriptions as the payment provider last reported them. users.subscription_status
 * mirrors the one that counts, so the prompt allowance reads a single row.
 */
export const subscriptionsTable = pgTable(
  'subscriptions',
  {
    /** The provider's id: Stripe's sub_…, or the local test mode's sub_test_…. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    /** Stripe's subscription status: incomplete, active, past_due, canceled, … */
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    // Never two subscriptions being paid for at once: the database refuses a second open one,
    // whatever two browser tabs or two server instances do at the same moment.
    uniqueIndex('subscriptions_one_open_per_user')
      .on(table.userId)
      .where(
        sql.raw(
          `status in (${OPEN_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`,
        ),
      ),
  ],
)

/** Every provider event applied, by its id, so a repeated delivery changes nothing. */
export const paymentEventsTable = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The local test mode's own record of a subscription and its first payment: what Stripe keeps on
 * its side, kept in our database so the same flow runs offline. The subscriptions table mirrors
 * it exactly as it mirrors Stripe.
 */
export const testModeSubscriptionsTable = pgTable(
  'test_mode_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** pi_test_…_secret_…: what the card form confirms. */
    clientSecret: text('client_secret').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_mode_subscriptions_user_id_idx').on(table.userId)],
)
