import { startEventStream } from '@server/plugins/event-stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  assistantApi,
  chatHistorySchema,
  type ChatStreamEvent,
} from '@shared/assistant/assistant-contract'
import { currentUserId } from '@server/features/auth/authenticate'
import { disconnectSignal } from '@server/plugins/disconnect-signal'
import { toErrorReply } from '@server/plugins/error-handler'
import type { Assistant } from './assistant'
import {
  deleteChat,
  deliverChatTurn,
  getChatHistory,
  listChats,
  startChatTurn,
} from './chat-service'

export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: Assistant }> = async (
  app,
  { assistant },
) => {
  const { chat, chatStream, chats, deleteChat: remove } = assistantApi
  const db = app.database.db

  app.post(
    chat.path,
    { onRequest: app.authenticate, schema: { body: chat.body, response: { 200: chat.response } } },
    async (request, reply) => {
      const userId = await currentUserId(db, request)
      const signal = disconnectSignal(reply)
      const turn = await startChatTurn(db, assistant, {
        userId,
        ...request.body,
        signal,
        limitBurst: () => app.limitMemberBurst(request, reply),
      })
      return deliverChatTurn(turn, { signal })
    },
  )

  // Server-sent events. Everything that can be refused (body, sign-in, chat owner, allowance) is
  // refused before the stream opens, as an ordinary JSON error.
  app.post(
    chatStream.path,
    { onRequest: app.authenticate, schema: { body: chatStream.body } },
    async (request, reply) => {
      const userId = await currentUserId(db, request)
      const signal = disconnectSignal(reply)
      const turn = await startChatTurn(db, assistant, {
        userId,
        ...request.body,
        signal,
        limitBurst: () => app.limitMemberBurst(request, reply),
      })
      const send: (event: ChatStreamEvent) => void = startEventStream(reply)

      send({ type: 'start', chatId: turn.chatId, sources: turn.sources, crisis: turn.crisis })
      let hasSentText = false
      try {
        const done = await deliverChatTurn(turn, {
          signal,
          sendPiece: (text) => {
            send({ type: 'delta', text })
            hasSentText = true
          },
        })
        send({ type: 'done', reply: done })
      } catch (error) {
        if (signal.aborted) {
          // deliverChatTurn kept the prompt if any words went out, and gave it back otherwise.
          request.log.info({ hasSentText }, 'the member left before the reply ended')
        } else {
          const { statusCode, body } = toErrorReply(error)
          if (statusCode >= 500) request.log.error({ err: error }, 'chat stream failed')
          send({ type: 'error', error: body.error })
        }
      }
      reply.raw.end()
    },
  )

  app.get(
    chats.path,
    { onRequest: app.authenticate, schema: { response: { 200: chats.response } } },
    async (request) => ({
      chats: await listChats(db, await currentUserId(db, request)),
    }),
  )

  app.get(
    '/api/ai/chats/:chatId',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ chatId: z.uuid() }), response: { 200: chatHistorySchema } },
    },
    async (request) => getChatHistory(db, await currentUserId(db, request), request.params.chatId),
  )

  app.delete(
    remove.path,
    { onRequest: app.authenticate, schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      await deleteChat(db, await currentUserId(db, request), request.params.id)
      return reply.code(204).send()
    },
  )
}
