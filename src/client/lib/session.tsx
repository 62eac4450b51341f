import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { User } from '@shared/auth/auth-contract'
import { afterNextPaint, nextPaint } from './after-next-paint'
import { hasPersistedSignIn } from './persisted-sign-in'

import type * as firebaseSession from './firebase-session'
import type { FirebaseUser } from './firebase-session'

type FirebaseSessionModule = typeof firebaseSession

export type ExternalUser = { uid: string; email: string | null; displayName: string | null }

/** product contract §3, "Auth session": who is signed in, as the sign-in service and our server see it. */
export type Session = {
  /** The account at the sign-in service (Google through Firebase); null when signed out. */
  externalUser: ExternalUser | null
  /** The product's own user, as verified by the server; null when signed out or unverified. */
  user: User | null
  isLoading: boolean
  /** A fresh ID token for API calls, or null when signed out. */
  getIdToken: () => Promise<string | null>
  /**
   * Starts the sign-in code as a person reaches for the button, before the press: Google's popup
   * opens only once its helper is ready, and phones block a popup that opens long after the tap.
   */
  prepareSignIn: () => void
  /** Opens Google's sign-in popup; resolves with the verified user, or throws a readable error. */
  signInWithGoogle: () => Promise<User>
  signOut: () => Promise<void>
  /** Asks the server again for the user, e.g. after a chat message changed the prompt count. */
  refreshUser: () => Promise<void>
}

export const SessionContext = createContext<Session | null>(null)

/**
 * A returning member's page draws from the member remembered at the last verify (ADR 0035), which
 * needs only this small module, not Firebase: Firebase confirms them once the page is on screen
 * (ADR 0039). Loaded before React's first render and named in member pages' HTML, so the page
 * does not wait for it.
 */
function loadRememberedSession() {
  return import('./remembered-session').then((module) => module.restoreRememberedSession())
}

/**
 * Starts what a returning member's first render needs; a visitor downloads nothing. main.tsx
 * calls this before React's first render, so the chunks load beside the route's own instead of
 * after AuthProvider's effect, whose imports then get the same modules. Firebase starts here only
 * when no member is remembered: the page then waits for it anyway.
 */
export function preloadPersistedSession(): void {
  // A failed download is not lost: AuthProvider's own imports meet it again.
  if (hasPersistedSignIn()) {
    loadRememberedSession()
      .then(async (remembered) => {
        if (!remembered) (await import('./firebase-session')).startAuth()
      })
      .catch(() => undefined)
  }
}

/**
 * Downloads the sign-in code without starting it, for a page with a sign-in button: importing it
 * starts nothing and asks Google for nothing, so a visitor who only reads the page loses nothing,
 * and a press finds the code ready (prepareSignIn then starts it).
 */
export function preloadSignInCode(): void {
  import('./firebase-session').catch(() => undefined)
}

function toExternalUser(user: FirebaseUser): ExternalUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName }
}

/** Whether Firebase has told us who is signed in, or sign-in and sign-out have said so. */
type SessionState = Pick<Session, 'externalUser' | 'user'> & { isSettled: boolean }

function subscribeToPersistedSignIn(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * A prerendered page cannot know who will open it, so it is rendered as "session unknown" and
 * hydrates that way; right after, the browser's own answer (is a sign-in persisted here?) takes
 * over, and a visitor never waits for Firebase.
 */
function usePersistedSignIn(): boolean {
  return useSyncExternalStore(subscribeToPersistedSignIn, hasPersistedSignIn, () => true)
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const hasPersistedSession = usePersistedSignIn()
  const [state, setState] = useState<SessionState>({ externalUser: null, user: null, isSettled: false })
  const firebase = useRef<Promise<FirebaseSessionModule> | null>(null)
  // One verify call per account, shared by the popup's result and the sign-in listener.
  const verification = useRef<{ uid: string; promise: Promise<User | null> } | null>(null)
  // Set from the press of Sign Out until Firebase has signed out: a verify answered meanwhile
  // must not sign the member back in.
  const isSigningOut = useRef(false)
  // The page shows a remembered member, and Firebase has yet to confirm them.
  const [awaitsConfirmation, setAwaitsConfirmation] = useState(false)

  const verifyOnce = useCallback((module: FirebaseSessionModule, firebaseUser: FirebaseUser) => {
    if (verification.current?.uid !== firebaseUser.uid) {
      verification.current = { uid: firebaseUser.uid, promise: module.verifyUser(firebaseUser) }
    }
    return verification.current.promise
  }, [])

  /**
   * Whether a verify answer for `firebaseUser` still speaks for this browser: not when the member
   * has signed out (or is signing out) or another account has signed in since it was asked.
   */
  const isStillSignedIn = useCallback(
    (module: FirebaseSessionModule, firebaseUser: FirebaseUser) =>
      !isSigningOut.current && module.currentUid() === firebaseUser.uid,
    [],
  )

  const loadFirebase = useCallback(() => {
    firebase.current ??= import('./firebase-session').then((module) => {
      // product contract §4: on every sign-in state change, verify with the server, then stop loading.
      module.watchSignIn((firebaseUser) => {
        if (!firebaseUser) {
          verification.current = null
          setState({ externalUser: null, user: null, isSettled: true })
          return
        }
        void verifyOnce(module, firebaseUser).then((user) => {
          if (!isStillSignedIn(module, firebaseUser)) return
          // A transition, so React renders the whole page that replaces the spinner in short
          // slices instead of one long task; the spinner stays until that page is ready.
          startTransition(() => {
            setState({ externalUser: toExternalUser(firebaseUser), user, isSettled: true })
          })
        })
      })
      return module
    })
    return firebase.current
  }, [verifyOnce, isStillSignedIn])

  useEffect(() => {
    // While the page hydrates, hasPersistedSession is the build's "maybe", and this effect runs
    // before React re-renders with the browser's answer: ask the browser itself, or every visitor
    // would download Firebase (and on a phone Google's sign-in script) right after hydration.
    if (!hasPersistedSession || !hasPersistedSignIn()) return
    let isCurrent = true
    void loadRememberedSession()
      .catch(() => null)
      .then((remembered) => {
        if (!isCurrent) return
        if (!remembered) {
          void loadFirebase()
          return
        }
        // A returning member sees their page now, as last verified; Firebase and the server
        // confirm them once it is on screen (the effect below).
        startTransition(() => {
          setState((current) => (current.isSettled ? current : { ...remembered, isSettled: true }))
          setAwaitsConfirmation(true)
        })
      })
    return () => {
      isCurrent = false
    }
  }, [hasPersistedSession, loadFirebase])

  useEffect(() => {
    // An effect runs once the remembered member's page is committed, often before the browser
    // paints it: waiting for that paint keeps Firebase's download and start out of it.
    if (!awaitsConfirmation) return undefined
    return afterNextPaint(() => void loadFirebase())
  }, [awaitsConfirmation, loadFirebase])

  const signInWithGoogle = useCallback(async () => {
    const module = await loadFirebase()
    const firebaseUser = await module.signInWithGoogle()
    const user = await verifyOnce(module, firebaseUser)
    if (!user) {
      await module.signOutOfFirebase()
      throw new Error('We could not confirm your account with Veteran Resource Hub. Please try again.')
    }
    setState({ externalUser: toExternalUser(firebaseUser), user, isSettled: true })
    return user
  }, [loadFirebase, verifyOnce])

  /**
   * Firebase, loading it (once the page has painted) if someone is signed in here: a remembered
   * member's page asks for a token, or offers Sign Out, before Firebase has loaded. Null for a
   * visitor, who has no account.
   */
  const memberFirebase = useCallback(
    () =>
      firebase.current ??
      (hasPersistedSignIn() ? nextPaint().then(() => loadFirebase()) : null),
    [loadFirebase],
  )

  const signOut = useCallback(async () => {
    isSigningOut.current = true
    try {
      // Firebase must forget the account even if it had not loaded yet, or the next page would
      // restore it.
      const module = await memberFirebase()
      if (module) await module.signOutOfFirebase()
      verification.current = null
      setState({ externalUser: null, user: null, isSettled: true })
      queryClient.clear()
    } finally {
      isSigningOut.current = false
    }
  }, [queryClient, memberFirebase])

  const refreshUser = useCallback(async () => {
    const module = await memberFirebase()
    if (!module) return
    const firebaseUser = await module.currentFirebaseUser()
    if (!firebaseUser) return
    const user = await module.verifyUser(firebaseUser)
    if (!isStillSignedIn(module, firebaseUser)) return
    setState((current) => ({ ...current, user }))
  }, [memberFirebase, isStillSignedIn])

  const getIdToken = useCallback(async () => {
    const module = await memberFirebase()
    return module ? module.currentIdToken() : null
  }, [memberFirebase])

  const prepareSignIn = useCallback(() => {
    loadFirebase().catch(() => undefined)
  }, [loadFirebase])

  const { externalUser, user, isSettled } = state
  const isLoading = hasPersistedSession && !isSettled
  const session = useMemo<Session>(
    () => ({ externalUser, user, isLoading, getIdToken, prepareSignIn, signInWithGoogle, signOut, refreshUser }),
    [externalUser, user, isLoading, getIdToken, prepareSignIn, signInWithGoogle, signOut, refreshUser],
  )
  return <SessionContext value={session}>{children}</SessionContext>
}

export function useAuth(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useAuth must be used within an AuthProvider')
  return session
}

/** The letter in the user menu: first-name initial, else username initial, else U. */
export function userInitial(user: Pick<User, 'firstName' | 'username'>): string {
  const name = user.firstName?.trim() || user.username?.trim()
  return (name?.[0] ?? 'U').toUpperCase()
}

export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username?.trim() || 'Veteran'
}
