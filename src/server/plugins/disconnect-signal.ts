import type { FastifyReply } from 'fastify'

/**
 * Aborts once the connection closes before the reply was sent in full: the caller left (a closed
 * tab, a dropped network), so work done for them, such as a model call, can stop.
 */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the caller went away'))
  })
  return controller.signal
}
