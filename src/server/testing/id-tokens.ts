import { inject } from 'vitest'
import { signInToEmulator, type GoogleProfile } from './emulator-sign-in'
import { readDefaultFirebaseProjectId } from '@server/project-paths'

/**
 * Signs in to the test run's Firebase Auth Emulator as a Google user, the way its sign-in popup
 * does, and returns the real ID token it issues.
 */
export function signInWithGoogleOnEmulator(profile: GoogleProfile = {}) {
  const host = inject('authEmulatorHost')
  if (!host) {
    throw new Error(
      'No Auth Emulator in this run: vitest.config.ts starts it for the test files that call signInWithGoogleOnEmulator( or createSignedInUser( themselves.',
    )
  }
  return signInToEmulator(host, profile)
}

type UnsignedClaims = { projectId?: string; uid?: string; expiresIn?: number }

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * An unsigned JWT in the emulator's format, made by hand for the tokens the server must refuse:
 * another project, expired, or any unsigned token in production.
 */
export function unsignedIdToken(claims: UnsignedClaims = {}): string {
  const projectId = claims.projectId ?? readDefaultFirebaseProjectId()
  const uid = claims.uid ?? 'uid-unsigned'
  const now = Math.floor(Date.now() / 1000)
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + (claims.expiresIn ?? 3600),
    email: 'someone@example.com',
    firebase: { identities: {}, sign_in_provider: 'google.com' },
  }
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`
}
