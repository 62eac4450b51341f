/**
 * Firebase keeps the signed-in account in local storage under this prefix. Reading it needs no
 * Firebase code, so a visitor who never signed in gets the page at once, without the SDK.
 */
export const PERSISTED_USER_PREFIX = 'firebase:authUser:'

/** True when someone was signed in in this browser (Firebase restores them on load). */
export function hasPersistedSignIn(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(PERSISTED_USER_PREFIX))
  } catch {
    return false
  }
}
