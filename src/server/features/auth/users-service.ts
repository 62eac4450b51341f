import { createHmac } from 'node:crypto'
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { isPro, type User } from '@shared/auth/auth-contract'
import { FREE_PROMPTS_PER_MONTH } from '@shared/subscription/plans'
import type { Db } from '@server/db/client'
import { deletedAccountAllowancesTable } from './deleted-account-allowances-table'
import type { VerifiedIdentity } from './id-token-verifier'
import { usersTable } from './users-table'

type UserRow = typeof usersTable.$inferSelect

/** The UTC calendar month a prompt count belongs to, as YYYY-MM. */
export function promptsPeriodOf(date: Date): string {
  return date.toISOString().slice(0, 7)
}

/**
 * What a deleted account's prompt count is kept under: an HMAC of the Firebase uid with a server
 * key, so the table names nobody and cannot be matched against a list of uids (ADR 0016).
 */
export function uidHashOf(firebaseUid: string, key: string): string {
  return createHmac('sha256', key).update(firebaseUid).digest('base64url')
}

/** First name and username as the Google profile gives them: "Dana Reyes", dana.reyes@… */
export function profileNames(identity: VerifiedIdentity) {
  const firstName = identity.name?.split(/\s+/)[0] ?? null
  const username = identity.email?.split('@')[0] ?? identity.name ?? null
  return { firstName, username }
}

export function toUser(row: UserRow): User {
  const user = {
    firstName: row.firstName,
    username: row.username,
    promptsUsed: row.promptsUsed,
    subscriptionStatus: row.subscriptionStatus,
  }
  return {
    ...user,
    promptsRemaining: isPro(user) ? null : Math.max(0, FREE_PROMPTS_PER_MONTH - row.promptsUsed),
  }
}

/** True when signing in again would change nothing in the row: same profile, same month. */
function isUpToDate(row: UserRow, identity: VerifiedIdentity, period: string): boolean {
  const { firstName, username } = profileNames(identity)
  const unchanged = (incoming: string | null | undefined, stored: string | null) =>
    incoming == null || incoming === stored
  return (
    row.promptsPeriod === period &&
    unchanged(identity.email, row.email) &&
    unchanged(firstName, row.firstName) &&
    unchanged(username, row.username)
  )
}

/**
 * Creates the user on first sign-in and refreshes the profile on later ones, in one statement, so
 * two sign-ins at once still make one row. A new UTC month starts the prompt count again; a new
 * row starts from this month's count of an account the same person deleted. Every page load of a
 * member verifies, and almost always nothing changed: a read answers those without a write
 * (bench/README.md, verify).
 */
export async function upsertUserFromIdentity(
  db: Db,
  identity: VerifiedIdentity,
  uidHashKey: string,
  now = new Date(),
): Promise<User> {
  const period = promptsPeriodOf(now)
  const [existing] = await db
    .select()
    .from(usersTable)
    .where(sql`${usersTable.firebaseUid} = ${identity.uid}`)
  if (existing && isUpToDate(existing, identity, period)) return toUser(existing)

  const { firstName, username } = profileNames(identity)
  const [row] = await db
    .insert(usersTable)
    .values({
      firebaseUid: identity.uid,
      email: identity.email,
      firstName,
      username,
      promptsPeriod: period,
      promptsUsed: sql`coalesce((select ${deletedAccountAllowancesTable.promptsUsed} from ${deletedAccountAllowancesTable}
        where ${deletedAccountAllowancesTable.uidHash} = ${uidHashOf(identity.uid, uidHashKey)}
        and ${deletedAccountAllowancesTable.promptsPeriod} = ${period}), 0)`,
    })
    .onConflictDoUpdate({
      target: usersTable.firebaseUid,
      set: {
        email: sql`coalesce(excluded.email, ${usersTable.email})`,
        firstName: sql`coalesce(excluded.first_name, ${usersTable.firstName})`,
        username: sql`coalesce(excluded.username, ${usersTable.username})`,
        promptsUsed: sql`case when ${usersTable.promptsPeriod} = ${period} then ${usersTable.promptsUsed} else 0 end`,
        promptsPeriod: period,
        updatedAt: now,
      },
    })
    .returning()
  if (!row) throw new Error('upsert returned no row')
  return toUser(row)
}

export async function findUserIdByFirebaseUid(db: Db, firebaseUid: string): Promise<string | null> {
  const [row] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(sql`${usersTable.firebaseUid} = ${firebaseUid}`)
  return row?.id ?? null
}

/**
 * Spends one prompt of the caller's allowance, or returns null when none is left. One statement:
 * the row lock makes parallel requests queue, and each re-checks prompts_used < 20, so the
 * allowance can never be exceeded. Pro is never refused; a new UTC month starts again at 1.
 */
export async function spendPrompt(db: Db, userId: string, now = new Date()): Promise<User | null> {
  const [row] = await spendPromptStatement(db, userId, now)
  return row ? toUser(row) : null
}

/** The statement spendPrompt runs; `bench/quota.ts` explains this very query. */
export function spendPromptStatement(db: Db, userId: string, now: Date) {
  const period = promptsPeriodOf(now)
  return db
    .update(usersTable)
    .set({
      promptsUsed: sql`case when ${usersTable.promptsPeriod} = ${period} then ${usersTable.promptsUsed} + 1 else 1 end`,
      promptsPeriod: period,
      updatedAt: now,
    })
    .where(
      sql`${usersTable.id} = ${userId} and (${usersTable.subscriptionStatus} = 'active'
        or ${usersTable.promptsPeriod} <> ${period}
        or ${usersTable.promptsUsed} < ${FREE_PROMPTS_PER_MONTH})`,
    )
    .returning()
}

/** Gives back a prompt whose reply failed, within the month it was spent in. */
export async function refundPrompt(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(usersTable)
    .set({ promptsUsed: sql`${usersTable.promptsUsed} - 1` })
    .where(
      sql`${usersTable.id} = ${userId} and ${usersTable.promptsPeriod} = ${promptsPeriodOf(now)}
        and ${usersTable.promptsUsed} > 0`,
    )
}

/** The user as the verify call shows them, with this month's counts. */
export async function findUser(db: Db, userId: string, now = new Date()): Promise<User | null> {
  const [row] = await db.select().from(usersTable).where(sql`${usersTable.id} = ${userId}`)
  if (!row) return null
  return toUser(row.promptsPeriod === promptsPeriodOf(now) ? row : { ...row, promptsUsed: 0 })
}

/** What billing reads about a member: their email, plan and the payment provider's customer. */
export type BillingProfile = Pick<UserRow, 'id' | 'email' | 'subscriptionStatus' | 'stripeCustomerId'>

export async function findBillingProfile(db: Db, userId: string): Promise<BillingProfile | null> {
  const [row] = await db
    .select({
      id: usersTable.id,
      email: usersTable.email,
      subscriptionStatus: usersTable.subscriptionStatus,
      stripeCustomerId: usersTable.stripeCustomerId,
    })
    .from(usersTable)
    .where(eq(usersTable.id, userId))
  return row ?? null
}

export async function findUserIdByStripeCustomerId(
  db: Db,
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(eq(usersTable.stripeCustomerId, customerId))
  return row?.id ?? null
}

/** Keeps the first customer the payment provider made for a member; a later one never replaces it. */
export async function saveStripeCustomerId(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .update(usersTable)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(usersTable.id, userId), isNull(usersTable.stripeCustomerId)))
}

/**
 * Sets the member's plan ('active' means Pro). `status` may be an SQL expression, so the
 * subscription feature can derive it from its own tables in the same statement, and a member's
 * plan never lags behind the subscription written just before it.
 */
export async function setSubscriptionStatus(
  db: Db,
  userId: string,
  status: SQL<string> | string,
): Promise<void> {
  await db
    .update(usersTable)
    .set({ subscriptionStatus: status, updatedAt: new Date() })
    .where(eq(usersTable.id, userId))
}

/**
 * Deletes the user's row; the database cascades to everything that references it (chats and
 * their messages, file records, subscriptions). This month's prompt count stays behind under a
 * keyed hash of the uid, so signing in again does not bring a fresh allowance; counts of past
 * months go. Deleting a missing user is not an error.
 */
export async function deleteUser(db: Db, userId: string, uidHashKey: string, now = new Date()): Promise<void> {
  const period = promptsPeriodOf(now)
  const kept = deletedAccountAllowancesTable
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(usersTable)
      .where(sql`${usersTable.id} = ${userId}`)
      .returning({ firebaseUid: usersTable.firebaseUid, promptsUsed: usersTable.promptsUsed, promptsPeriod: usersTable.promptsPeriod })
    await tx.delete(kept).where(sql`${kept.promptsPeriod} <> ${period}`)
    if (!row || row.promptsPeriod !== period || row.promptsUsed === 0) return
    await tx
      .insert(kept)
      .values({ uidHash: uidHashOf(row.firebaseUid, uidHashKey), promptsPeriod: period, promptsUsed: row.promptsUsed })
      .onConflictDoUpdate({ target: kept.uidHash, set: { promptsUsed: sql`greatest(${kept.promptsUsed}, excluded.prompts_used)` } })
  })
}
