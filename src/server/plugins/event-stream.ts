import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply } from 'fastify'

/**
 * Takes the reply over as a stream of server-sent events and returns the function that sends one.
 * Hijacking skips Fastify's own sending, so the security headers set so far are carried over.
 */
export function startEventStream(reply: FastifyReply): (event: unknown) => void {
  reply.hijack()
  const headers: OutgoingHttpHeaders = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
  )
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
  })
  return (event) => reply.raw.write(`data: ${JSON.stringify(event)}\n\n`)
}
