import type { User } from '@shared/auth/auth-contract'
import type { Session } from '@client/lib/session'

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    firstName: 'Dana',
    username: 'dana.r',
    promptsUsed: 0,
    promptsRemaining: 20,
    subscriptionStatus: 'inactive',
    ...overrides,
  }
}

export function signedOutSession(overrides: Partial<Session> = {}): Session {
  return {
    externalUser: null,
    user: null,
    isLoading: false,
    getIdToken: () => Promise.resolve(null),
    prepareSignIn: () => undefined,
    signInWithGoogle: () => Promise.reject(new Error('not signed in')),
    signOut: () => Promise.resolve(),
    refreshUser: () => Promise.resolve(),
    ...overrides,
  }
}

export function signedInSession(user: Partial<User> = {}, overrides: Partial<Session> = {}): Session {
  return signedOutSession({
    externalUser: { uid: 'firebase-uid-1', email: 'dana@example.com', displayName: 'Dana Reyes' },
    user: buildUser(user),
    getIdToken: () => Promise.resolve('id-token'),
    ...overrides,
  })
}
