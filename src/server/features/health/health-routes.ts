import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthApi } from '@shared/health/health-contract'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = healthApi
  app.get(
    health.path,
    { schema: { response: { 200: health.response, 503: health.response } } },
    async (_request, reply) => {
      const isUp = await app.database.isReachable()
      return reply
        .status(isUp ? 200 : 503)
        .send({ status: isUp ? 'ok' : 'degraded', database: isUp ? 'up' : 'down' })
    },
  )
}
