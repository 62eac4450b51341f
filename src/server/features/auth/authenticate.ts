import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '@server/db/client'
import { AppError } from '@server/plugins/app-error'
import { InvalidIdTokenError, type IdTokenVerifier, type VerifiedIdentity } from './id-token-verifier'
import { findUserIdByFirebaseUid } from './users-service'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for every route that needs a signed-in caller; sets request.identity. */
    authenticate: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    identity: VerifiedIdentity | null
  }
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/

function unauthorized(message: string) {
  return new AppError(401, 'UNAUTHORIZED', message)
}

/** The one place that checks bearer ID tokens, shared by every authenticated route. */
export const authentication = fp<{ verifier: IdTokenVerifier }>(
  async (app: FastifyInstance, { verifier }) => {
    app.decorateRequest('identity', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '')
      if (!match?.[1]) {
        throw unauthorized('Please sign in to continue.')
      }
      try {
        request.identity = await verifier.verify(match[1])
      } catch (error) {
        if (!(error instanceof InvalidIdTokenError)) throw error
        request.log.info({ reason: error.cause instanceof Error ? error.cause.message : error.message }, 'rejected ID token')
        throw unauthorized('Your sign-in has expired or is not valid. Please sign in again.')
      }
    })
  },
)

/** The product user behind the verified token of an authenticated route; verify creates it. */
export async function currentUserId(db: Db, request: FastifyRequest): Promise<string> {
  const userId = request.identity ? await findUserIdByFirebaseUid(db, request.identity.uid) : null
  if (!userId) throw unauthorized('Please sign in again.')
  return userId
}
