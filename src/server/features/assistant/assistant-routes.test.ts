import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { apiErrorSchema } from '@shared/api/api-error'
import {
  assistantApi,
  chatHistoryPath,
  chatHistorySchema,
  chatListSchema,
  chatReplySchema,
  chatStreamEventSchema,
  MAX_MESSAGE_LENGTH,
} from '@shared/assistant/assistant-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'
import type { Assistant } from './assistant'
import { chatMessagesTable } from './chats-table'
import { knowledgeBase } from './knowledge/knowledge-base'
import { createOfflineAssistant } from './offline-assistant'

const replyOf = (response: LightMyRequestResponse) => chatReplySchema.parse(response.json())
const errorOf = (response: LightMyRequestResponse) => apiErrorSchema.parse(response.json()).error

function chat(app: TestApp, authorization: string, payload: object) {
  return app.inject({ method: 'POST', url: assistantApi.chat.path, headers: { authorization }, payload })
}

function deleteChat(app: TestApp, authorization: string, chatId: string) {
  return app.inject({ method: 'DELETE', url: assistantApi.deleteChat.path.replace(':id', chatId), headers: { authorization } })
}

describe.each(testDatabaseKinds())('the assistant on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(kind) })
  })
  afterAll(() => app.close())

  test('answers with sources and a next step, spends one prompt, and keeps the chat', async () => {
    const member = await createSignedInUser(app)
    const first = await chat(app, member.authorization, { message: 'How do I file a supplemental claim?', chatId: null })
    expect(first.statusCode).toBe(200)
    const reply = replyOf(first)
    expect(reply.message).toContain('Next step:')
    expect(reply.sources.length).toBeGreaterThan(0)
    expect(reply).toMatchObject({ isCrisisResponse: false, promptsRemaining: 19 })

    const second = await chat(app, member.authorization, { message: 'Does my GI Bill cover online school?', chatId: reply.chatId })
    expect(replyOf(second)).toMatchObject({ chatId: reply.chatId, promptsRemaining: 18 })

    const list = await app.inject({ method: 'GET', url: assistantApi.chats.path, headers: { authorization: member.authorization } })
    expect(chatListSchema.parse(list.json()).chats).toEqual([
      expect.objectContaining({ chatId: reply.chatId, title: 'How do I file a supplemental claim?' }),
    ])
    const history = await app.inject({ method: 'GET', url: chatHistoryPath(reply.chatId), headers: { authorization: member.authorization } })
    expect(chatHistorySchema.parse(history.json()).messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ])
  })

  test("another member's chat is a 404, to read or to continue", async () => {
    const owner = await createSignedInUser(app)
    const stranger = await createSignedInUser(app)
    const { chatId } = replyOf(await chat(app, owner.authorization, { message: 'What is a C&P exam?', chatId: '' }))
    const continued = await chat(app, stranger.authorization, { message: 'And then?', chatId })
    expect(continued.statusCode).toBe(404)
    expect(errorOf(continued).code).toBe('CHAT_NOT_FOUND')
    const read = await app.inject({ method: 'GET', url: chatHistoryPath(chatId), headers: { authorization: stranger.authorization } })
    expect(read.statusCode).toBe(404)
    expect(await stranger.promptsUsed()).toBe(0)
  })

  test('the owner deletes a chat: it leaves the list, cannot be read, and its messages are gone', async () => {
    const member = await createSignedInUser(app)
    const { chatId } = replyOf(await chat(app, member.authorization, { message: 'What is DIC?', chatId: null }))
    const kept = replyOf(await chat(app, member.authorization, { message: 'What is VGLI?', chatId: null }))
    const messagesOf = (id: string) =>
      app.database.db.select().from(chatMessagesTable).where(eq(chatMessagesTable.chatId, id))
    expect(await messagesOf(chatId)).toHaveLength(2)

    const deleted = await deleteChat(app, member.authorization, chatId)
    expect(deleted.statusCode).toBe(204)
    expect(deleted.payload).toBe('')

    expect(await messagesOf(chatId)).toEqual([])
    const read = await app.inject({ method: 'GET', url: chatHistoryPath(chatId), headers: { authorization: member.authorization } })
    expect(read.statusCode).toBe(404)
    const list = await app.inject({ method: 'GET', url: assistantApi.chats.path, headers: { authorization: member.authorization } })
    expect(chatListSchema.parse(list.json()).chats.map((summary) => summary.chatId)).toEqual([kept.chatId])
    expect(await messagesOf(kept.chatId)).toHaveLength(2)
  })

  test("deleting another member's chat, a missing one or one already deleted is a 404 that changes nothing", async () => {
    const owner = await createSignedInUser(app)
    const stranger = await createSignedInUser(app)
    const { chatId } = replyOf(await chat(app, owner.authorization, { message: 'What is a C&P exam?', chatId: null }))

    const byStranger = await deleteChat(app, stranger.authorization, chatId)
    expect(byStranger.statusCode).toBe(404)
    expect(errorOf(byStranger).code).toBe('CHAT_NOT_FOUND')
    const history = await app.inject({ method: 'GET', url: chatHistoryPath(chatId), headers: { authorization: owner.authorization } })
    expect(chatHistorySchema.parse(history.json()).messages).toHaveLength(2)

    const missing = await deleteChat(app, owner.authorization, '5f0c6a55-1b9e-4f6c-9d2a-0e8f3b7c4a21')
    expect(missing.statusCode).toBe(404)
    expect((await deleteChat(app, owner.authorization, chatId)).statusCode).toBe(204)
    expect((await deleteChat(app, owner.authorization, chatId)).statusCode).toBe(404)
  })

  test('deleting needs a signed-in member and a chat id', async () => {
    const member = await createSignedInUser(app)
    const { chatId } = replyOf(await chat(app, member.authorization, { message: 'What is VR&E?', chatId: null }))
    const anonymous = await app.inject({ method: 'DELETE', url: assistantApi.deleteChat.path.replace(':id', chatId) })
    expect(anonymous.statusCode).toBe(401)
    const notAnId = await deleteChat(app, member.authorization, 'not-a-chat')
    expect(notAnId.statusCode).toBe(400)
    expect(errorOf(notAnId).code).toBe('VALIDATION_ERROR')
    const history = await app.inject({ method: 'GET', url: chatHistoryPath(chatId), headers: { authorization: member.authorization } })
    expect(history.statusCode).toBe(200)
  })

  test.each([
    ['an empty message', { message: '', chatId: null }],
    ['a message of spaces', { message: '   \n  ', chatId: null }],
    ['a message over the limit', { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1), chatId: null }],
    ['a chat id that is not one', { message: 'Hello', chatId: 'abc' }],
    ['no message at all', { chatId: null }],
  ])('%s is a 400 that costs nothing', async (_case, payload) => {
    const member = await createSignedInUser(app)
    const response = await chat(app, member.authorization, payload)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('VALIDATION_ERROR')
    expect(await member.promptsUsed()).toBe(0)
  })

  test('without a token it is a 401', async () => {
    const response = await app.inject({ method: 'POST', url: assistantApi.chat.path, payload: { message: 'Hi', chatId: null } })
    expect(response.statusCode).toBe(401)
  })

  test('50 parallel questions with 3 prompts left: exactly 3 are answered and the count ends at 20', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 17 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => chat(app, member.authorization, { message: `What is DIC? (${index})`, chatId: null })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 402)).toHaveLength(47)
    const refused = responses.find((response) => response.statusCode === 402)
    expect(refused && errorOf(refused)).toEqual({
      code: 'PROMPTS_EXHAUSTED',
      message: "You've used all your free prompts this month. Upgrade to Pro for unlimited access.",
    })
    expect(await member.promptsUsed()).toBe(20)
  })

  test('a new UTC month starts the allowance again', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20, promptsPeriod: '2000-01' })
    const response = await chat(app, member.authorization, { message: 'What is VR&E?', chatId: null })
    expect(response.statusCode).toBe(200)
    expect(replyOf(response).promptsRemaining).toBe(19)
  })

  test('Pro members are never refused', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20, subscriptionStatus: 'active' })
    const response = await chat(app, member.authorization, { message: 'What is VGLI?', chatId: null })
    expect(response.statusCode).toBe(200)
    expect(replyOf(response).promptsRemaining).toBeNull()
  })

  test('someone in crisis gets the crisis line first, even with no prompts left, at no cost', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20 })
    const response = await chat(app, member.authorization, { message: "I've been thinking about ending it", chatId: null })
    expect(response.statusCode).toBe(200)
    const reply = replyOf(response)
    expect(reply.isCrisisResponse).toBe(true)
    expect(reply.message).toMatch(/^Please reach out right now\. Call the Veterans Crisis Line: dial 988, then press 1\./)
    expect(reply.message).toContain('838255')
    expect(await member.promptsUsed()).toBe(20)
  })

  test('the streaming call sends start, the text in pieces, then the reply', async () => {
    const member = await createSignedInUser(app)
    const response = await app.inject({
      method: 'POST',
      url: assistantApi.chatStream.path,
      headers: { authorization: member.authorization },
      payload: { message: 'How do I appeal a VA decision?', chatId: null },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/event-stream/)
    expect(response.headers['content-security-policy']).toBeDefined()
    const events = response.payload
      .split('\n\n')
      .filter(Boolean)
      .map((block) => chatStreamEventSchema.parse(JSON.parse(block.replace(/^data: /, ''))))
    expect(events[0]?.type).toBe('start')
    const deltas = events.filter((event) => event.type === 'delta')
    expect(deltas.length).toBeGreaterThan(10)
    const done = events.at(-1)
    expect(done?.type).toBe('done')
    if (done?.type !== 'done') return
    expect(deltas.map((event) => event.text).join('')).toBe(done.reply.message)
    expect(done.reply.promptsRemaining).toBe(19)
  })

  test('the streaming call refuses an exhausted allowance before it opens', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20 })
    const response = await app.inject({
      method: 'POST',
      url: assistantApi.chatStream.path,
      headers: { authorization: member.authorization },
      payload: { message: 'What is DIC?', chatId: null },
    })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response).code).toBe('PROMPTS_EXHAUSTED')
  })
})

describe('a reply that fails gives the prompt back', () => {
  const offline = createOfflineAssistant(knowledgeBase)
  const failingAtStart: Assistant = { ...offline, reply: () => Promise.reject(new Error('model unavailable')) }
  const failingMidway: Assistant = {
    ...offline,
    reply: async () => ({
      sources: [],
      textStream: (async function* () {
        yield 'Half an '
        throw new Error('connection dropped')
      })(),
    }),
  }

  test.each([
    ['before it starts', failingAtStart],
    ['halfway through', failingMidway],
  ])('%s', async (_case, assistant) => {
    const app = await buildTestApp({ assistant })
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 5 })
    const response = await chat(app, member.authorization, { message: 'What is a Supplemental Claim?', chatId: null })
    expect(response.statusCode).toBe(500)
    expect(errorOf(response).code).toBe('INTERNAL_ERROR')
    expect(await member.promptsUsed()).toBe(5)
    const list = await app.inject({ method: 'GET', url: assistantApi.chats.path, headers: { authorization: member.authorization } })
    expect(chatListSchema.parse(list.json()).chats).toEqual([])
    await app.close()
  })
})
