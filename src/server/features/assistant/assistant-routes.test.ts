import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { MockLanguageModelV3 } from 'ai/test'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
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
  type ChatStreamEvent,
} from '@shared/assistant/assistant-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'
import type { Assistant, ChatTurnContext } from './assistant'
import { chatMessagesTable } from './chats-table'
import { knowledgeBase } from './knowledge/knowledge-base'
import { createModelAssistant } from './model-assistant'
import { createOfflineAssistant } from './offline-assistant'

const replyOf = (response: LightMyRequestResponse) => chatReplySchema.parse(response.json())
const errorOf = (response: LightMyRequestResponse) => apiErrorSchema.parse(response.json()).error

/** Every crisis reply gives the three ways to reach the line, and 911, in its first two paragraphs. */
function expectTheLineFirst(message: string) {
  const opening = message.split('\n\n').slice(0, 2).join('\n\n')
  for (const way of ['dial 988, then press 1', 'text 838255', 'VeteransCrisisLine.net', '911'])
    expect(opening).toContain(way)
}

function chat(app: TestApp, authorization: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: assistantApi.chat.path,
    headers: { authorization },
    payload,
  })
}

/** The streaming call the page makes, answered in full. */
function chatStream(app: TestApp, authorization: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: assistantApi.chatStream.path,
    headers: { authorization },
    payload,
  })
}

/** Sends a question the way the page does, through the streaming call, and returns its reply. */
async function streamedReply(app: TestApp, authorization: string, payload: object) {
  const response = await chatStream(app, authorization, payload)
  expect(response.statusCode).toBe(200)
  const events = response.payload
    .split('\n\n')
    .filter(Boolean)
    .map((block) => chatStreamEventSchema.parse(JSON.parse(block.replace(/^data: /, ''))))
  const done = events.at(-1)
  if (done?.type !== 'done')
    throw new Error(`the stream ended without a reply: ${response.payload}`)
  expect(events[0]).toMatchObject({ type: 'start', crisis: done.reply.crisis })
  return done.reply
}

function deleteChat(app: TestApp, authorization: string, chatId: string) {
  return app.inject({
    method: 'DELETE',
    url: assistantApi.deleteChat.path.replace(':id', chatId),
    headers: { authorization },
  })
}

describe.each(testDatabaseKinds())('the assistant on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    // 50 parallel questions from one member test the allowance; the burst limit has its own test.
    app = await buildTestApp({
      database: await openTestDatabase(kind),
      env: { MEMBER_RATE_LIMIT_MAX: '1000' },
    })
  })
  afterAll(() => app.close())

  test('answers with sources and a next step, spends one prompt, and keeps the chat', async () => {
    const member = await createSignedInUser(app)
    const first = await chat(app, member.authorization, {
      message: 'How do I file a supplemental claim?',
      chatId: null,
    })
    expect(first.statusCode).toBe(200)
    const reply = replyOf(first)
    expect(reply.message).toContain('Next step:')
    expect(reply.sources.length).toBeGreaterThan(0)
    expect(reply).toMatchObject({ crisis: null, promptsRemaining: 19 })

    const second = await chat(app, member.authorization, {
      message: 'Does my GI Bill cover online school?',
      chatId: reply.chatId,
    })
    expect(replyOf(second)).toMatchObject({ chatId: reply.chatId, promptsRemaining: 18 })

    const list = await app.inject({
      method: 'GET',
      url: assistantApi.chats.path,
      headers: { authorization: member.authorization },
    })
    expect(chatListSchema.parse(list.json()).chats).toEqual([
      expect.objectContaining({
        chatId: reply.chatId,
        title: 'How do I file a supplemental claim?',
      }),
    ])
    const history = await app.inject({
      method: 'GET',
      url: chatHistoryPath(reply.chatId),
      headers: { authorization: member.authorization },
    })
    expect(chatHistorySchema.parse(history.json()).messages.map((message) => message.role)).toEqual(
      ['user', 'assistant', 'user', 'assistant'],
    )
  })

  test("another member's chat is a 404, to read or to continue", async () => {
    const owner = await createSignedInUser(app)
    const stranger = await createSignedInUser(app)
    const { chatId } = replyOf(
      await chat(app, owner.authorization, { message: 'What is a C&P exam?', chatId: '' }),
    )
    const continued = await chat(app, stranger.authorization, { message: 'And then?', chatId })
    expect(continued.statusCode).toBe(404)
    expect(errorOf(continued).code).toBe('CHAT_NOT_FOUND')
    const read = await app.inject({
      method: 'GET',
      url: chatHistoryPath(chatId),
      headers: { authorization: stranger.authorization },
    })
    expect(read.statusCode).toBe(404)
    expect(await stranger.promptsUsed()).toBe(0)
  })

  test('the owner deletes a chat: it leaves the list, cannot be read, and its messages are gone', async () => {
    const member = await createSignedInUser(app)
    const { chatId } = replyOf(
      await chat(app, member.authorization, { message: 'What is DIC?', chatId: null }),
    )
    const kept = replyOf(
      await chat(app, member.authorization, { message: 'What is VGLI?', chatId: null }),
    )
    const messagesOf = (id: string) =>
      app.database.db.select().from(chatMessagesTable).where(eq(chatMessagesTable.chatId, id))
    expect(await messagesOf(chatId)).toHaveLength(2)

    const deleted = await deleteChat(app, member.authorization, chatId)
    expect(deleted.statusCode).toBe(204)
    expect(deleted.payload).toBe('')

    expect(await messagesOf(chatId)).toEqual([])
    const read = await app.inject({
      method: 'GET',
      url: chatHistoryPath(chatId),
      headers: { authorization: member.authorization },
    })
    expect(read.statusCode).toBe(404)
    const list = await app.inject({
      method: 'GET',
      url: assistantApi.chats.path,
      headers: { authorization: member.authorization },
    })
    expect(chatListSchema.parse(list.json()).chats.map((summary) => summary.chatId)).toEqual([
      kept.chatId,
    ])
    expect(await messagesOf(kept.chatId)).toHaveLength(2)
  })

  test("deleting another member's chat, a missing one or one already deleted is a 404 that changes nothing", async () => {
    const owner = await createSignedInUser(app)
    const stranger = await createSignedInUser(app)
    const { chatId } = replyOf(
      await chat(app, owner.authorization, { message: 'What is a C&P exam?', chatId: null }),
    )

    const byStranger = await deleteChat(app, stranger.authorization, chatId)
    expect(byStranger.statusCode).toBe(404)
    expect(errorOf(byStranger).code).toBe('CHAT_NOT_FOUND')
    const history = await app.inject({
      method: 'GET',
      url: chatHistoryPath(chatId),
      headers: { authorization: owner.authorization },
    })
    expect(chatHistorySchema.parse(history.json()).messages).toHaveLength(2)

    const missing = await deleteChat(
      app,
      owner.authorization,
      '5f0c6a55-1b9e-4f6c-9d2a-0e8f3b7c4a21',
    )
    expect(missing.statusCode).toBe(404)
    expect((await deleteChat(app, owner.authorization, chatId)).statusCode).toBe(204)
    expect((await deleteChat(app, owner.authorization, chatId)).statusCode).toBe(404)
  })

  test('deleting needs a signed-in member and a chat id', async () => {
    const member = await createSignedInUser(app)
    const { chatId } = replyOf(
      await chat(app, member.authorization, { message: 'What is VR&E?', chatId: null }),
    )
    const anonymous = await app.inject({
      method: 'DELETE',
      url: assistantApi.deleteChat.path.replace(':id', chatId),
    })
    expect(anonymous.statusCode).toBe(401)
    const notAnId = await deleteChat(app, member.authorization, 'not-a-chat')
    expect(notAnId.statusCode).toBe(400)
    expect(errorOf(notAnId).code).toBe('VALIDATION_ERROR')
    const history = await app.inject({
      method: 'GET',
      url: chatHistoryPath(chatId),
      headers: { authorization: member.authorization },
    })
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
    const response = await app.inject({
      method: 'POST',
      url: assistantApi.chat.path,
      payload: { message: 'Hi', chatId: null },
    })
    expect(response.statusCode).toBe(401)
  })

  test('50 parallel questions with 3 prompts left: exactly 3 are answered and the count ends at 20', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 17 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        chat(app, member.authorization, { message: `What is DIC? (${index})`, chatId: null }),
      ),
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
    const response = await chat(app, member.authorization, {
      message: 'What is VR&E?',
      chatId: null,
    })
    expect(response.statusCode).toBe(200)
    expect(replyOf(response).promptsRemaining).toBe(19)
  })

  test('Pro members are never refused', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20, subscriptionStatus: 'active' })
    const response = await chat(app, member.authorization, {
      message: 'What is VGLI?',
      chatId: null,
    })
    expect(response.statusCode).toBe(200)
    expect(replyOf(response).promptsRemaining).toBeNull()
  })

  test('someone in crisis gets the crisis line first, even with no prompts left, at no cost', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 20 })
    const response = await chat(app, member.authorization, {
      message: "I've been thinking about ending it",
      chatId: null,
    })
    expect(response.statusCode).toBe(200)
    const reply = replyOf(response)
    expect(reply.crisis).toBe('self')
    expectTheLineFirst(reply.message)
    expect(await member.promptsUsed()).toBe(20)
  })

  test.each([
    ['the page streams', 'stream'],
    ['the JSON call', 'json'],
  ] as const)(
    'through %s: a wife worried about her husband, with no prompts left, gets the reply for families and spends nothing',
    async (_case, route) => {
      const member = await createSignedInUser(app)
      await member.setUsage({ promptsUsed: 20 })
      const message =
        'my husband keeps saying he doesnt want to be here anymore and hes been giving his tools away'
      const reply =
        route === 'stream'
          ? await streamedReply(app, member.authorization, { message, chatId: null })
          : replyOf(await chat(app, member.authorization, { message, chatId: null }))
      expect(reply.crisis).toBe('other')
      expectTheLineFirst(reply.message)
      expect(reply.message).toContain('firearms and medications')
      expect(reply.sources.map((source) => source.title)).toContain(
        'Coaching Into Care (for family and friends)',
      )
      expect(reply.promptsRemaining).toBe(0)
      expect(await member.promptsUsed()).toBe(20)
      const history = await app.inject({
        method: 'GET',
        url: chatHistoryPath(reply.chatId),
        headers: { authorization: member.authorization },
      })
      expect(chatHistorySchema.parse(history.json()).messages.map((item) => item.crisis)).toEqual([
        null,
        'other',
      ])
    },
  )

  test('a threat to harm someone else leads with 911, then the line', async () => {
    const member = await createSignedInUser(app)
    const reply = await streamedReply(app, member.authorization, {
      message: "I'm going to shoot my ex's new boyfriend, I know where he works",
      chatId: null,
    })
    expect(reply.crisis).toBe('harm-others')
    expect(reply.message).toMatch(/^If anyone is in danger right now, call 911\./)
    expectTheLineFirst(reply.message)
  })

  test('a family afraid of the hospital bill in a crisis is told, after the line, that emergency care is free', async () => {
    const member = await createSignedInUser(app)
    const reply = await streamedReply(app, member.authorization, {
      message:
        'my dad is talking about killing himself and he never signed up for VA, will the ER cost him a fortune',
      chatId: null,
    })
    expect(reply.crisis).toBe('other')
    expectTheLineFirst(reply.message)
    expect(reply.message).toContain(
      'VA pays for up to 30 days in a hospital and 90 days of outpatient care after it',
    )
    expect(reply.message).toContain('even if they are not enrolled in VA health care')
    expect(reply.sources.map((source) => source.url)).toContain(
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title38-section1720J',
    )
  })

  test('a benefits question that reveals intent gets the line first and never the figures it asked for', async () => {
    const member = await createSignedInUser(app)
    const reply = await streamedReply(app, member.authorization, {
      message: 'how much would my wife get from DIC and SGLI if i wasnt around anymore',
      chatId: null,
    })
    expect(reply.crisis).toBe('benefits-intent')
    expectTheLineFirst(reply.message)
    expect(reply.message).not.toMatch(/\$\d/)
    expect(await member.promptsUsed()).toBe(0)
  })

  test('a crisis earlier in the chat keeps the line at the top of the next answers, "it was a joke" included', async () => {
    const member = await createSignedInUser(app)
    const first = await streamedReply(app, member.authorization, {
      message: 'honestly i just want to go to sleep and not wake up',
      chatId: null,
    })
    expect(first.crisis).toBe('self')
    for (const message of ["I'm fine, it was a joke", 'How do I file a supplemental claim?']) {
      const next = await streamedReply(app, member.authorization, { message, chatId: first.chatId })
      expect(next.crisis).toBe('reminder')
      expect(next.message).toMatch(
        /^The Veterans Crisis Line is there whenever you need it: dial 988, then press 1, text 838255/,
      )
      expect(next.sources[0]?.title).toBe('Veterans Crisis Line')
    }
    // Ordinary questions after it are answered, and cost a prompt as usual.
    expect(await member.promptsUsed()).toBe(2)
    const elsewhere = await streamedReply(app, member.authorization, {
      message: 'How do I file a supplemental claim?',
      chatId: null,
    })
    expect(elsewhere.crisis).toBeNull()
  })

  test('a crisis message that names a record gets the crisis reply, without reading the record', async () => {
    const member = await createSignedInUser(app)
    const response = await chat(app, member.authorization, {
      message: 'what can I claim from this, not that it matters, I wont be around by christmas',
      chatId: null,
      fileId: '5f0c6a55-1b9e-4f6c-9d2a-0e8f3b7c4a21',
    })
    expect(response.statusCode).toBe(200)
    expect(replyOf(response).crisis).toBe('self')
  })

  test('the streaming call sends start, the text in pieces, then the reply', async () => {
    const member = await createSignedInUser(app)
    const response = await chatStream(app, member.authorization, {
      message: 'How do I appeal a VA decision?',
      chatId: null,
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
    const response = await chatStream(app, member.authorization, {
      message: 'What is DIC?',
      chatId: null,
    })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response).code).toBe('PROMPTS_EXHAUSTED')
  })
})

test('a crisis message never reaches the assistant: the screen answers it before any provider', async () => {
  const unreachable: Assistant = {
    ...createOfflineAssistant(knowledgeBase),
    reply: () => Promise.reject(new Error('a provider was asked to answer a crisis message')),
  }
  const app = await buildTestApp({ assistant: unreachable })
  const member = await createSignedInUser(app)
  const reply = await streamedReply(app, member.authorization, {
    message: 'how many of my seroquel would it take to not wake up',
    chatId: null,
  })
  expect(reply.crisis).toBe('self')
  expectTheLineFirst(reply.message)
  await app.close()
})

describe('follow-ups in the same chat', () => {
  const histories: ChatTurnContext[][] = []
  const offline = createOfflineAssistant(knowledgeBase)
  const recording: Assistant = {
    ...offline,
    reply: (question, options) => {
      histories.push([...(options?.history ?? [])])
      return offline.reply(question, options)
    },
  }
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({ assistant: recording })
  })
  afterAll(() => app.close())

  test('a follow-up is answered about the subject of the question before it', async () => {
    const member = await createSignedInUser(app)
    const first = await streamedReply(app, member.authorization, {
      message:
        'i wear a knee brace every day for my sc knee and it tears holes in all my work pants. can va pay for clothes',
      chatId: null,
    })
    const followUp = await streamedReply(app, member.authorization, {
      message: "when's the deadline for that",
      chatId: first.chatId,
    })
    expect(followUp.message).toMatch(/^[^\n]*August 1/)
    expect(followUp.sources[0]?.url).toBe(
      'https://www.va.gov/disability/eligibility/special-claims/clothing-allowance/',
    )
    const alone = await streamedReply(app, member.authorization, {
      message: "when's the deadline for that",
      chatId: null,
    })
    expect(alone.message).not.toContain('August 1')
  })

  test('the assistant reads the earlier turns of the chat, but never a turn the crisis screen answered', async () => {
    const member = await createSignedInUser(app)
    histories.length = 0
    const first = await streamedReply(app, member.authorization, {
      message: 'How do I file a supplemental claim?',
      chatId: null,
    })
    await streamedReply(app, member.authorization, {
      message: 'i want to kill myself',
      chatId: first.chatId,
    })
    await streamedReply(app, member.authorization, {
      message: 'which form is it?',
      chatId: first.chatId,
    })
    expect(histories).toHaveLength(2)
    expect(histories[0]).toEqual([])
    expect(histories[1]?.map((turn) => turn.question)).toEqual([
      'How do I file a supplemental claim?',
    ])
    expect(histories[1]?.[0]?.answer).toContain('Next step:')
  })
})

describe('a reply that fails gives the prompt back', () => {
  const offline = createOfflineAssistant(knowledgeBase)
  const failingAtStart: Assistant = {
    ...offline,
    reply: () => Promise.reject(new Error('model unavailable')),
  }
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
    const response = await chat(app, member.authorization, {
      message: 'What is a Supplemental Claim?',
      chatId: null,
    })
    expect(response.statusCode).toBe(500)
    expect(errorOf(response).code).toBe('INTERNAL_ERROR')
    expect(await member.promptsUsed()).toBe(5)
    const list = await app.inject({
      method: 'GET',
      url: assistantApi.chats.path,
      headers: { authorization: member.authorization },
    })
    expect(chatListSchema.parse(list.json()).chats).toEqual([])
    await app.close()
  })
})

/** A model that writes `pieces`, then holds the stream open until its call is aborted. */
function modelThatWaitsForAbort(pieces: string[]) {
  let reportAbort: (signal: AbortSignal) => void = () => undefined
  const aborted = new Promise<AbortSignal>((resolve) => (reportAbort = resolve))
  const model = new MockLanguageModelV3({
    doStream: async ({ abortSignal }) => ({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'text-start', id: 'text-1' })
          for (const delta of pieces)
            controller.enqueue({ type: 'text-delta', id: 'text-1', delta })
          abortSignal?.addEventListener('abort', () => {
            reportAbort(abortSignal)
            controller.error(abortSignal.reason)
          })
        },
      }),
    }),
  })
  return { model, aborted }
}

/**
 * Posts a question to the streaming route over a real connection, reads the events until one of
 * type `leaveAfter` arrives, then drops the connection, as a closed tab does.
 */
function streamAndLeave(port: number, authorization: string, leaveAfter: ChatStreamEvent['type']) {
  return new Promise<ChatStreamEvent[]>((resolve, reject) => {
    const events: ChatStreamEvent[] = []
    const body = JSON.stringify({ message: 'How do I file a supplemental claim?', chatId: null })
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: assistantApi.chatStream.path,
        headers: { authorization, 'content-type': 'application/json' },
      },
      (response) => {
        let buffered = ''
        response.on('data', (chunk: Buffer) => {
          buffered += chunk.toString()
          const blocks = buffered.split('\n\n')
          buffered = blocks.pop() ?? ''
          for (const block of blocks)
            events.push(chatStreamEventSchema.parse(JSON.parse(block.replace(/^data: /, ''))))
          if (events.some((event) => event.type === leaveAfter)) {
            request.destroy()
            resolve(events)
          }
        })
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error)
    })
    request.end(body)
  })
}

describe('what a streamed reply costs when it does not finish', () => {
  const logLines: string[] = []
  const logger = { level: 'info', stream: { write: (line: string) => logLines.push(line) } }
  const leftMidReply = () =>
    logLines
      .map((line) => JSON.parse(line) as { msg?: string; hasSentText?: boolean })
      .find((entry) => entry.msg === 'the member left before the reply ended')

  async function listeningApp(assistant: Assistant) {
    logLines.length = 0
    const app = await buildTestApp({ assistant, logger })
    await app.listen({ host: '127.0.0.1', port: 0 })
    return { app, port: (app.server.address() as AddressInfo).port }
  }

  test('a member who leaves after the first words has spent the prompt, and the model call stops', async () => {
    const { model, aborted } = modelThatWaitsForAbort(['File VA Form ', '20-0995 '])
    const { app, port } = await listeningApp(createModelAssistant(model, knowledgeBase))
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 5 })
    const events = await streamAndLeave(port, member.authorization, 'delta')
    expect(events.map((event) => event.type)).toContain('delta')
    expect((await aborted).aborted).toBe(true)
    await vi.waitFor(() => expect(leftMidReply()).toBeDefined())
    expect(leftMidReply()?.hasSentText).toBe(true)
    expect(await member.promptsUsed()).toBe(6)
    await app.close()
  })

  test('a member who leaves before any words gets the prompt back, and the model call stops', async () => {
    const { model, aborted } = modelThatWaitsForAbort([])
    const { app, port } = await listeningApp(createModelAssistant(model, knowledgeBase))
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 5 })
    const events = await streamAndLeave(port, member.authorization, 'start')
    expect(events.map((event) => event.type)).toEqual(['start'])
    expect((await aborted).aborted).toBe(true)
    await vi.waitFor(() => expect(leftMidReply()).toBeDefined())
    expect(leftMidReply()?.hasSentText).toBe(false)
    expect(await member.promptsUsed()).toBe(5)
    await app.close()
  })

  test('a reply the model fails before its first words gives the prompt back', async () => {
    const offline = createOfflineAssistant(knowledgeBase)
    const failing: Assistant = {
      ...offline,
      reply: async () => ({
        sources: [],
        textStream: (async function* () {
          yield* []
          throw new Error('model unavailable')
        })(),
      }),
    }
    const app = await buildTestApp({ assistant: failing })
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 5 })
    const response = await chatStream(app, member.authorization, {
      message: 'What is DIC?',
      chatId: null,
    })
    expect(response.payload).toContain('"type":"error"')
    expect(await member.promptsUsed()).toBe(5)
    await app.close()
  })

  test('words that reached the member are paid for even when storing the reply fails afterwards', async () => {
    const offline = createOfflineAssistant(knowledgeBase)
    // Postgres refuses NUL in text: a model writing one makes the store fail after the words went out.
    const unstorable: Assistant = {
      ...offline,
      reply: async () => ({
        sources: [],
        textStream: (async function* () {
          yield 'Half an answer '
          yield 'with a \u0000 in it.'
        })(),
      }),
    }
    const app = await buildTestApp({ assistant: unstorable })
    const member = await createSignedInUser(app)
    await member.setUsage({ promptsUsed: 5 })
    const response = await chatStream(app, member.authorization, {
      message: 'What is DIC?',
      chatId: null,
    })
    expect(response.payload).toContain('Half an answer')
    expect(response.payload).toContain('"type":"error"')
    expect(await member.promptsUsed()).toBe(6)
    await app.close()
  })
})

describe('the burst limit per member', () => {
  test('the streaming call past the limit is a 429 that costs nothing, and other members are not held back', async () => {
    const app = await buildTestApp({ env: { MEMBER_RATE_LIMIT_MAX: '2' } })
    const member = await createSignedInUser(app)
    const other = await createSignedInUser(app)
    const stream = (authorization: string) =>
      chatStream(app, authorization, { message: 'What is DIC?', chatId: null })
    const statuses = [await stream(member.authorization), await stream(member.authorization)].map(
      (response) => response.statusCode,
    )
    const refused = await stream(member.authorization)
    expect(statuses).toEqual([200, 200])
    expect(refused.statusCode).toBe(429)
    expect(errorOf(refused).code).toBe('RATE_LIMITED')
    expect(refused.headers['retry-after']).toBeDefined()
    expect(await member.promptsUsed()).toBe(2)
    const byJson = await chat(app, member.authorization, { message: 'What is VGLI?', chatId: null })
    expect(byJson.statusCode).toBe(429)
    expect((await stream(other.authorization)).statusCode).toBe(200)
    await app.close()
  })

  test('a member in crisis is never held back: past the limit, a crisis message still gets the crisis reply', async () => {
    const app = await buildTestApp({ env: { MEMBER_RATE_LIMIT_MAX: '1' } })
    const member = await createSignedInUser(app)
    expect(
      (await chat(app, member.authorization, { message: 'What is DIC?', chatId: null })).statusCode,
    ).toBe(200)
    for (const message of [
      'i want to die',
      'please i just want it all to stop',
      'nobody would miss me if i was gone',
    ]) {
      const reply = await streamedReply(app, member.authorization, { message, chatId: null })
      expect(reply.crisis).toBe('self')
    }
    expect(
      (await chat(app, member.authorization, { message: 'What is VGLI?', chatId: null }))
        .statusCode,
    ).toBe(429)
    await app.close()
  })
})
