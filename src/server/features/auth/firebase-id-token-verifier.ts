import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { InvalidIdTokenError, type IdTokenVerifier } from './id-token-verifier'

type FirebaseVerifierOptions = {
  projectId: string
  /** host:port of the Firebase Auth Emulator; only then are its unsigned tokens accepted. */
  emulatorHost?: string
}

let appCount = 0

/** Reads the `alg` of a JWT's header without trusting anything else in it. */
function readAlgorithm(idToken: string): string | null {
  const [header] = idToken.split('.')
  try {
    const parsed = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as unknown
    return typeof parsed === 'object' && parsed !== null && 'alg' in parsed && typeof parsed.alg === 'string'
      ? parsed.alg
      : null
  } catch {
    return null
  }
}

/**
 * Verifies Firebase ID tokens with firebase-admin: signature (Google's keys), issuer, audience
 * (the project) and expiry. With an emulator host, firebase-admin accepts the emulator's unsigned
 * tokens instead; env.ts refuses that combination when NODE_ENV=production.
 */
export function createFirebaseIdTokenVerifier(options: FirebaseVerifierOptions): IdTokenVerifier {
  if (options.emulatorHost) {
    // firebase-admin has no option for this: it reads the variable itself on every verification.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost
  }
  appCount += 1
  const auth = getAuth(initializeApp({ projectId: options.projectId }, `id-token-verifier-${appCount}`))

  return {
    async verify(idToken) {
      // The emulator switch above is process-wide, so a verifier for a real project checks the
      // algorithm itself: an unsigned token must never reach firebase-admin's emulator path.
      if (!options.emulatorHost && readAlgorithm(idToken) !== 'RS256') {
        throw new InvalidIdTokenError('The ID token is not signed with RS256.')
      }
      try {
        const decoded = await auth.verifyIdToken(idToken)
        const name: unknown = decoded.name
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          name: typeof name === 'string' && name.trim() ? name.trim() : null,
        }
      } catch (error) {
        throw new InvalidIdTokenError('The ID token could not be verified.', { cause: error })
      }
    },
  }
}
