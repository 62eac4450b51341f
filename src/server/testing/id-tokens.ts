import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { readDefaultFirebaseProjectId } from '@server/project-paths'

type GoogleProfile = { email?: string; name?: string }

/**
 * Signs in to the test run's Firebase Auth Emulator as a Google user, the way its sign-in popup
 * does, and returns the real ID token it issues.
 */
export async function signInWithGoogleOnEmulator(profile: GoogleProfile = {}) {
  const sub = randomUUID()
  const googleClaims = {
    sub,
    email: profile.email ?? `veteran-${sub.slice(0, 8)}@example.com`,
    email_verified: true,
    name: profile.name ?? 'Dana Reyes',
  }
  const url = `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`
  const response = await postWithRetry(url, {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(googleClaims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  })
  if (!response.ok) throw new Error(`emulator sign-in failed: ${await response.text()}`)
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string }
  return { idToken, uid: localId, email: googleClaims.email }
}

/**
 * The emulator closes idle keep-alive connections; a request that reuses one at that moment fails
 * with "other side closed". Signing in again with the same claims is harmless, so retry that.
 */
async function postWithRetry(url: string, body: object, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    } catch (error) {
      if (attempt >= attempts) throw error
    }
  }
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
