import { integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * This month's prompt count of a deleted account, so deleting and signing in again does not
 * restore the free allowance (ADR 0016). Nothing that names the member: an HMAC of the Firebase
 * uid, the month and the count. Rows of past months are removed.
 */
export const deletedAccountAllowancesTable = pgTable('deleted_account_allowances', {
  uidHash: text('uid_hash').primaryKey(),
  /** The UTC month (YYYY-MM) the count belongs to. */
  promptsPeriod: text('prompts_period').notNull(),
  promptsUsed: integer('prompts_used').notNull(),
})
