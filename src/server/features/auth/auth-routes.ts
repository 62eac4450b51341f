import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authApi } from '@shared/auth/auth-contract'
import { upsertUserFromIdentity } from './users-service'

export const authRoutes: FastifyPluginAsyncZod<{ uidHashKey: string }> = async (app, { uidHashKey }) => {
  const { verify } = authApi
  app.post(
    verify.path,
    { onRequest: app.authenticate, schema: { response: { 200: verify.response } } },
    async (request) => {
      if (!request.identity) throw new Error('authenticate ran without setting an identity')
      return { user: await upsertUserFromIdentity(app.database.db, request.identity, uidHashKey) }
    },
  )
}
