import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { simulateReadableStream } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { describe, expect, test } from 'vitest'
import { readEnv } from '@server/env'
import { officialLinks } from '@shared/guides/official-links'
import { createAssistant } from './assistant-provider'
import { knowledgeBase } from './knowledge/knowledge-base'
import { createModelAssistant, historyMessages, SYSTEM_PROMPT } from './model-assistant'

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
}

function modelReplying(pieces: string[], calls: LanguageModelV3CallOptions[] = []) {
  const chunks: LanguageModelV3StreamPart[] = [
    { type: 'text-start', id: 'text-1' },
    ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 'text-1', delta })),
    { type: 'text-end', id: 'text-1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
  ]
  return new MockLanguageModelV3({
    doStream: async (options) => {
      calls.push(options)
      return { stream: simulateReadableStream({ chunks }) }
    },
  })
}

async function readAll(stream: AsyncIterable<string>) {
  let text = ''
  for await (const piece of stream) text += piece
  return text
}

describe('the model assistant', () => {
  test('streams the model’s words, grounded in the retrieved passages, with their sources', async () => {
    const calls: LanguageModelV3CallOptions[] = []
    const assistant = createModelAssistant(
      modelReplying(['File VA Form ', '20-0995 [1].\n', 'Next step: file online.'], calls),
      knowledgeBase,
    )
    const reply = await assistant.reply('How do I file a supplemental claim?')
    expect(await readAll(reply.textStream)).toBe(
      'File VA Form 20-0995 [1].\nNext step: file online.',
    )
    expect(reply.sources.some((source) => source.url.includes('supplemental-claim'))).toBe(true)

    const prompt = JSON.stringify(calls[0]?.prompt)
    expect(prompt).toContain(JSON.stringify(SYSTEM_PROMPT).slice(1, 60))
    expect(prompt).toContain('[1]')
    expect(prompt).toContain('Question: How do I file a supplemental claim?')
  })

  test('VA math asked about named conditions reaches the model with the combined ratings table', async () => {
    const assistant = createModelAssistant(
      modelReplying(['They combine to 65 [1].']),
      knowledgeBase,
    )
    const reply = await assistant.reply('50 for my ptsd and 30 for my back, why am i not 80')
    await readAll(reply.textStream)
    expect(reply.sources[0]?.url).toBe(officialLinks.cfrCombinedRatings.href)
  })

  test('does not ask the model when nothing relevant is retrieved', async () => {
    const calls: LanguageModelV3CallOptions[] = []
    const assistant = createModelAssistant(modelReplying(['anything'], calls), knowledgeBase)
    const reply = await assistant.reply('give me a good recipe for chili')
    expect(await readAll(reply.textStream)).toContain("I don't have a good answer to that.")
    expect(calls).toHaveLength(0)
  })

  test('a model failure reaches the caller, so the prompt can be given back', async () => {
    const failing = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: 'text-start', id: 'text-1' },
            { type: 'text-delta', id: 'text-1', delta: 'Half' },
            { type: 'error', error: new Error('rate limited') },
          ],
        }),
      }),
    })
    const reply = await createModelAssistant(failing, knowledgeBase).reply('What is VGLI?')
    await expect(readAll(reply.textStream)).rejects.toThrow('rate limited')
  })
})

describe('citations and follow-ups on the model path', () => {
  test('each passage is numbered as its source is numbered under the answer', async () => {
    const calls: LanguageModelV3CallOptions[] = []
    const assistant = createModelAssistant(modelReplying(['ok'], calls), knowledgeBase)
    const reply = await assistant.reply(
      'whats the difference between a higher level review and a supplemental claim',
    )
    await readAll(reply.textStream)
    const prompt = JSON.stringify(calls[0]?.prompt)
    expect(reply.sources.length).toBeGreaterThan(1)
    reply.sources.forEach((source, index) => {
      expect(prompt).toContain(`[${index + 1}] `)
      const numbered = new RegExp(
        `\\[${index + 1}\\] [^\\n]*\\(source: [^,]*, ${source.url.replace(/[.?/]/g, '\\$&')}\\)`,
      )
      expect(prompt.replace(/\\n/g, '\n')).toMatch(numbered)
    })
  })

  test('a follow-up reaches the model after the earlier turns, and is retrieved about their subject', async () => {
    const calls: LanguageModelV3CallOptions[] = []
    const assistant = createModelAssistant(
      modelReplying(['VA Form 20-0995 [1].'], calls),
      knowledgeBase,
    )
    const history = [
      {
        question: 'how do i file a supplemental claim',
        answer: 'You file a Supplemental Claim with new evidence.',
      },
    ]
    const reply = await assistant.reply('which form is it?', { history })
    await readAll(reply.textStream)
    const messages = calls[0]?.prompt ?? []
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(JSON.stringify(messages[1])).toContain('how do i file a supplemental claim')
    expect(JSON.stringify(messages[2])).toContain(
      'You file a Supplemental Claim with new evidence.',
    )
    expect(reply.sources.some((source) => source.url.includes('supplemental-claim'))).toBe(true)
  })

  test('earlier turns are kept within the size budget, newest first, and long answers are cut', () => {
    const turns = Array.from({ length: 10 }, (_, index) => ({
      question: `question ${index}`,
      answer: 'x'.repeat(2_000),
    }))
    const messages = historyMessages(turns)
    const textOf = (content: unknown) => (typeof content === 'string' ? content : '')
    const size = messages.reduce((total, message) => total + textOf(message.content).length, 0)
    expect(size).toBeLessThanOrEqual(4_000)
    expect(messages.at(-2)?.content).toBe('question 9')
    expect(textOf(messages.at(-1)?.content).length).toBeGreaterThan(1_000)
    expect(textOf(messages.at(-1)?.content).length).toBeLessThanOrEqual(1_201)
    expect(messages.some((message) => message.content === 'question 0')).toBe(false)
  })
})

describe('choosing the assistant from the environment', () => {
  test('offline by default', async () => {
    const reply = await createAssistant(readEnv({})).reply('What is DIC?')
    expect(await readAll(reply.textStream)).toContain('Next step:')
  })

  test.each([
    [{ AI_PROVIDER: 'openai' }, /needs AI_MODEL/],
    [{ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude' }, /needs AI_API_KEY/],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' }, /needs AI_BASE_URL/],
  ])('%o is refused at start with a clear message', (settings, message) => {
    expect(() => readEnv(settings)).toThrow(message)
  })

  test('an OpenAI-compatible endpoint such as a local Ollama answers without a key', async () => {
    const requests: { url?: string; authorization?: string; body: string }[] = []
    // The network edge: a stand-in for Ollama's chat completions endpoint, streaming two words.
    const endpoint = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        requests.push({ url: request.url, authorization: request.headers.authorization, body })
        const chunk = (delta: object, finishReason: string | null) =>
          `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'llama3.2', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`
        response.writeHead(200, { 'content-type': 'text/event-stream' })
        response.end(
          chunk({ role: 'assistant', content: 'DIC is ' }, null) +
            chunk({ content: 'a monthly payment.' }, 'stop') +
            'data: [DONE]\n\n',
        )
      })
    })
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = endpoint.address() as AddressInfo
      const env = readEnv({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.2',
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      })
      const reply = await createAssistant(env).reply('What is DIC?')
      expect(await readAll(reply.textStream)).toBe('DIC is a monthly payment.')
      expect(requests).toHaveLength(1)
      expect(requests[0]?.url).toBe('/v1/chat/completions')
      expect(requests[0]?.authorization).toBeUndefined()
      expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({ model: 'llama3.2', stream: true })
    } finally {
      await new Promise((resolve) => endpoint.close(resolve))
    }
  })
})
