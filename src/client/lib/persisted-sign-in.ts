import { PERSISTED_USER_PREFIX } from '@shared/site/members-only-page-script'

/** True when someone was signed in in this browser (Firebase restores them on load). */
export function hasPersistedSignIn(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(PERSISTED_USER_PREFIX))
  } catch {
    return false
  }
}
