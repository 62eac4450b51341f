// Firebase's own messages read "Firebase: Error (auth/popup-closed-by-user)."; people get these.
const MESSAGES: Record<string, string> = {
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before sign-in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  // Google's helper loads as a person reaches for the button (ADR 0035); a phone that still
  // blocks the window opened after it finds it ready on the second press.
  'auth/popup-blocked':
    'Your browser blocked the Google sign-in window. Press the button again, or allow pop-ups for this site.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many sign-in attempts. Please wait a few minutes and try again.',
}

/** The message a person sees when sign-in fails; `fallback` when nothing better is known. */
export function signInErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return MESSAGES[error.code] ?? fallback
  }
  return error instanceof Error && error.message ? error.message : fallback
}
