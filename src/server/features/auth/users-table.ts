import { sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const usersTable = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email'),
  firstName: text('first_name'),
  username: text('username'),
  promptsUsed: integer('prompts_used').notNull().default(0),
  /** The UTC month (YYYY-MM) that prompts_used counts; a new month starts the count again. */
  promptsPeriod: text('prompts_period')
    .notNull()
    .default(sql`to_char(now() at time zone 'utc', 'YYYY-MM')`),
  /** 'active' means Pro; anything else is the free plan. */
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  stripeCustomerId: text('stripe_customer_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})
