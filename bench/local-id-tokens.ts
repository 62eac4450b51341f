// ID tokens signed and checked here with RS256, the same signature check firebase-admin does in
// production with Google's cached public keys. In emulator mode firebase-admin instead asks the
// emulator about every token, which would measure the emulator; this measures the verify route.
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import { InvalidIdTokenError, type IdTokenVerifier } from '@server/features/auth/id-token-verifier'

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

type Claims = { iss: string; aud: string; sub: string; exp: number; email?: string; name?: string }

export function createLocalIdTokens(projectId: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicKey = createPublicKey(privateKey)
  const issuer = `https://securetoken.google.com/${projectId}`

  function signIdToken(uid: string, profile: { email: string; name: string }): string {
    const now = Math.floor(Date.now() / 1000)
    const claims: Claims = { iss: issuer, aud: projectId, sub: uid, exp: now + 3600, ...profile }
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ ...claims, iat: now })}`
    return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`
  }

  const verifier: IdTokenVerifier = {
    async verify(idToken) {
      const [header = '', payload = '', signature = ''] = idToken.split('.')
      const isSigned = verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        publicKey,
        Buffer.from(signature, 'base64url'),
      )
      if (!isSigned) throw new InvalidIdTokenError('bad signature')
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims
      const isCurrent = claims.exp > Date.now() / 1000
      if (claims.iss !== issuer || claims.aud !== projectId || !isCurrent) {
        throw new InvalidIdTokenError('wrong issuer, audience or expiry')
      }
      return { uid: claims.sub, email: claims.email ?? null, name: claims.name ?? null }
    },
  }
  return { signIdToken, verifier }
}
