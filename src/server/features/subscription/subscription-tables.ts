import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { usersTable } from '@server/features/auth/users-table'

/**
 * Each user's subscription as the payment provider last reported it. users.subscription_status
 * mirrors the status of the user's current one, so the prompt allowance reads a single row.
 */
export const subscriptionsTable = pgTable(
  'subscriptions',
  {
    /** The provider's id: Stripe's sub_…, or the local test mode's lsub_…. */
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
  (table) => [index('subscriptions_user_id_idx').on(table.userId)],
)

/** Every provider event applied, by its id, so a repeated delivery changes nothing. */
export const paymentEventsTable = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The local test mode's payment intents: what Stripe keeps for the first invoice of a
 * subscription, kept in our database so the same client flow works offline.
 */
export const localPaymentIntentsTable = pgTable(
  'local_payment_intents',
  {
    id: text('id').primaryKey(),
    /** pi_…_secret_…: what the card form confirms; it identifies and authorizes this intent. */
    clientSecret: text('client_secret').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptionsTable.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** requires_payment_method, then succeeded; a declined card leaves it requiring one. */
    status: text('status').notNull().default('requires_payment_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_payment_intents_user_id_idx').on(table.userId)],
)
