/** Who a valid ID token says the caller is. */
export type VerifiedIdentity = {
  uid: string
  email: string | null
  /** The display name of the Google account, e.g. "Dana Reyes". */
  name: string | null
}

/** The token is missing its signature, expired, for another project, or not a token at all. */
export class InvalidIdTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'InvalidIdTokenError'
  }
}

/** Checks a sign-in service's ID token. Production: Firebase; embedded: the Firebase Auth Emulator. */
export type IdTokenVerifier = {
  verify: (idToken: string) => Promise<VerifiedIdentity>
}
