import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountApi } from '@shared/account/account-contract'
import { deleteAccount, type AccountServices } from './account-service'

export const accountRoutes: FastifyPluginAsyncZod<AccountServices> = async (app, services) => {
  const { deleteAccount: remove } = accountApi
  app.delete(remove.path, { onRequest: app.authenticate }, async (request, reply) => {
    if (!request.identity) throw new Error('authenticate ran without setting an identity')
    await deleteAccount(app.database.db, services, request.identity.uid, request.log)
    return reply.code(204).send()
  })
}
