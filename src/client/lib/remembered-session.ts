import { z } from 'zod'
import { userSchema, type User } from '@shared/auth/auth-contract'
import { PERSISTED_USER_PREFIX } from '@shared/site/members-only-page-script'

/**
 * The member's verified user from their last visit, kept in this browser so a returning member's
 * page shows at once instead of after Firebase has restored the account and our server has
 * verified it again (two or three round trips). The fresh answer replaces it moments later; when
 * the server or Firebase says no, the member is signed out as before. Signing out forgets it.
 */
const REMEMBERED_USER_KEY = 'vrh:verifiedUser'

const rememberedUserSchema = z.object({ uid: z.string(), user: userSchema })

/** The parts of the account Firebase keeps in local storage that the session shows. */
const persistedFirebaseUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullish(),
  displayName: z.string().nullish(),
})

export type RememberedSession = {
  externalUser: { uid: string; email: string | null; displayName: string | null }
  user: User
}

export function rememberVerifiedUser(uid: string, user: User): void {
  try {
    window.localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify({ uid, user }))
  } catch {
    // Storage full or refused: the next visit waits for the server, as it would without this.
  }
}

export function forgetVerifiedUser(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_USER_KEY)
  } catch {
    // Nothing was kept.
  }
}

function readJson(key: string | undefined): unknown {
  if (key === undefined) return null
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

/**
 * The account Firebase will restore and the user our server verified for it last time, when both
 * are kept here and belong to the same account; otherwise null.
 */
export function restoreRememberedSession(): RememberedSession | null {
  let persistedKey: string | undefined
  try {
    persistedKey = Object.keys(window.localStorage).find((key) =>
      key.startsWith(PERSISTED_USER_PREFIX),
    )
  } catch {
    return null
  }
  const firebaseUser = persistedFirebaseUserSchema.safeParse(readJson(persistedKey))
  const remembered = rememberedUserSchema.safeParse(readJson(REMEMBERED_USER_KEY))
  if (!firebaseUser.success || !remembered.success) return null
  if (firebaseUser.data.uid !== remembered.data.uid) return null
  const { uid, email, displayName } = firebaseUser.data
  return {
    externalUser: { uid, email: email ?? null, displayName: displayName ?? null },
    user: remembered.data.user,
  }
}
