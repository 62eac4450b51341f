import { vi } from 'vitest'

/** An account as the Firebase SDK reports it, with the ID token it would issue. */
export type StandInUser = {
  uid: string
  email: string
  displayName: string
  getIdToken: () => Promise<string>
}

/**
 * The Firebase SDK, the edge of the session, as a stand-in whose signed-in account a test chooses.
 * Use it through vi.hoisted, so the vi.mock factories and the test share one:
 *   const firebase = await vi.hoisted(async () => (await import('@client/testing/firebase-stand-in')).createFirebaseStandIn())
 *   vi.mock('firebase/app', () => firebase.appModule)
 *   vi.mock('firebase/auth', () => firebase.authModule)
 */
export function createFirebaseStandIn() {
  const listeners = new Set<(user: StandInUser | null) => void>()
  const standIn = {
    signedInUser: null as StandInUser | null,
    initializeAuth: vi.fn(() => ({
      authStateReady: () => Promise.resolve(),
      get currentUser() {
        return standIn.signedInUser
      },
    })),
    appModule: { initializeApp: vi.fn(() => ({})) },
    authModule: {} as Record<string, unknown>,
  }
  standIn.authModule = {
    initializeAuth: standIn.initializeAuth,
    browserLocalPersistence: {},
    browserPopupRedirectResolver: {},
    connectAuthEmulator: vi.fn(),
    GoogleAuthProvider: vi.fn(),
    signInWithPopup: vi.fn(),
    signOut: () => {
      standIn.signedInUser = null
      for (const listener of listeners) listener(null)
      return Promise.resolve()
    },
    onAuthStateChanged: (_auth: unknown, onChange: (user: StandInUser | null) => void) => {
      // Like Firebase: the restored account is reported once, after the listener is added.
      listeners.add(onChange)
      queueMicrotask(() => onChange(standIn.signedInUser))
      return () => listeners.delete(onChange)
    },
  }
  return standIn
}
