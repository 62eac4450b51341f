// Firebase Auth and the verify call, loaded only when someone signs in or was signed in before:
// visitors never download them (DESIGN.md budget for the landing page).
import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  signInWithPopup,
  signOut,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth'
import { authApi, type User } from '@shared/auth/auth-contract'
import { ApiError, callApi } from './api-client'
import { hasPersistedSignIn } from './persisted-sign-in'
import { forgetVerifiedUser, rememberVerifiedUser } from './remembered-session'
import { usesAuthEmulator } from './auth-config'

const env = import.meta.env
const projectId = env.VITE_FIREBASE_PROJECT_ID

let auth: Auth | null = null

/**
 * Starts Firebase Auth, once. Importing this module starts nothing: the sign-in pages load its
 * code while the browser is idle, and only a person about to sign in (or a returning member)
 * starts it, with what that needs.
 */
export function startAuth(): Auth {
  if (auth) return auth
  const firebaseApp = initializeApp({
    // The emulator accepts any key; a real project's key is public by design.
    apiKey: env.VITE_FIREBASE_API_KEY ?? 'auth-emulator',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: env.VITE_FIREBASE_APP_ID,
  })
  // Local storage (not IndexedDB) so the entry bundle can tell at once, without loading Firebase,
  // whether anyone was signed in here (hasPersistedSignIn).
  // With a popupRedirectResolver, phones and Safari load Google's gapi script and the auth
  // domain's iframe as the SDK starts, before it restores the saved account: three requests in a
  // row on every returning member's page, so they start without it. Someone about to sign in
  // needs that head start instead: the popup opens only once gapi is ready, and phones block a
  // popup that opens long after the tap. The sign-in button starts Auth as a pointer reaches it
  // or it takes focus (prepareSignIn), not as the page loads: a visitor who only reads the page
  // never downloads Google's script.
  auth = initializeAuth(firebaseApp, {
    persistence: browserLocalPersistence,
    ...(hasPersistedSignIn() ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  })
  if (usesAuthEmulator) {
    connectAuthEmulator(auth, env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', {
      disableWarnings: true,
    })
  }
  return auth
}

export type { FirebaseUser }

export function watchSignIn(onChange: (user: FirebaseUser | null) => void): () => void {
  return onAuthStateChanged(startAuth(), (user) => {
    if (!user) forgetVerifiedUser()
    onChange(user)
  })
}

export async function signInWithGoogle(): Promise<FirebaseUser> {
  const provider = new GoogleAuthProvider()
  provider.addScope('email')
  provider.addScope('profile')
  try {
    const credential = await signInWithPopup(startAuth(), provider, browserPopupRedirectResolver)
    return credential.user
  } catch (error) {
    console.error('Google sign-in failed', error)
    throw error
  }
}

export function signOutOfFirebase(): Promise<void> {
  forgetVerifiedUser()
  return signOut(startAuth())
}

/**
 * The signed-in account once Firebase has restored it: a remembered member's page renders before
 * that, so its first API calls wait here instead of going out without a token.
 */
export async function currentFirebaseUser(): Promise<FirebaseUser | null> {
  const auth = startAuth()
  await auth.authStateReady()
  return auth.currentUser
}

/** Who Firebase says is signed in right now, without waiting for it to restore anyone. */
export function currentUid(): string | null {
  return startAuth().currentUser?.uid ?? null
}

/** A valid ID token; the SDK refreshes it five minutes before it expires. */
export async function currentIdToken(): Promise<string | null> {
  return (await (await currentFirebaseUser())?.getIdToken()) ?? null
}

/** product contract §4: ask our server who this is; null (and a log line) when it says no. */
export async function verifyUser(firebaseUser: FirebaseUser): Promise<User | null> {
  try {
    const token = await firebaseUser.getIdToken()
    const { user } = await callApi(authApi.verify, { token })
    // An answer that arrives after sign-out must not be kept for the next visit.
    if (currentUid() === firebaseUser.uid) rememberVerifiedUser(firebaseUser.uid, user)
    return user
  } catch (error) {
    forgetVerifiedUser()
    if (error instanceof ApiError) console.error('Failed to verify user - response not ok', error)
    else console.error('Failed to verify user', error)
    return null
  }
}
