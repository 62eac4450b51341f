import { randomUUID } from 'node:crypto'

export type GoogleProfile = { email?: string; name?: string }

/**
 * Signs in to a Firebase Auth Emulator (host:port) as a Google user, the way its sign-in popup
 * does, and returns the real ID token it issues. Usable outside Vitest, by the load script.
 */
export async function signInToEmulator(emulatorHost: string, profile: GoogleProfile = {}) {
  const sub = randomUUID()
  const googleClaims = {
    sub,
    email: profile.email ?? `veteran-${sub.slice(0, 8)}@example.com`,
    email_verified: true,
    name: profile.name ?? 'Dana Reyes',
  }
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`
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
