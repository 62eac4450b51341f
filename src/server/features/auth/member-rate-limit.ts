import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { API_ERROR_CODES } from '@shared/api/api-error'
import { AppError } from '@server/plugins/app-error'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A burst limit per signed-in member, beside the monthly allowance, for the calls that reach
     * the model: a preHandler after `authenticate` (record analysis), or called by the chat once
     * it knows the message is not a crisis.
     */
    limitMemberBurst: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/**
 * Counts a member's model calls per minute, keyed on their verified Firebase uid, so one member
 * (Pro has no monthly cap) cannot run up the model bill from many addresses. Kept in the same
 * store as the per-address limit: Redis when configured, so every instance shares the count.
 */
export const memberRateLimit = fp<{ maxPerMinute: number }>(
  async (app: FastifyInstance, { maxPerMinute }) => {
    const countCall = app.createRateLimit({
      max: maxPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `member-${request.identity?.uid ?? ''}`,
    })
    app.decorate('limitMemberBurst', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.identity) throw new Error('limitMemberBurst ran before authenticate')
      const count = await countCall(request)
      if (count.isAllowed || !count.isExceeded) return
      void reply.header('retry-after', count.ttlInSeconds)
      throw new AppError(
        429,
        API_ERROR_CODES.rateLimited,
        `You are sending requests faster than we can answer them. Please wait ${count.ttlInSeconds} seconds and try again.`,
      )
    })
  },
  { dependencies: ['@fastify/rate-limit'] },
)
