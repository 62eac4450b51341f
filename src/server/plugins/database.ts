import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '@server/db/client'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
}

/** Makes the open database available to every feature and closes it with the app. */
export const database = fp<{ database: Database }>(async (app: FastifyInstance, options) => {
  app.decorate('database', options.database)
  app.addHook('onClose', async () => {
    await options.database.close()
  })
})
