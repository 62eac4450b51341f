import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@shared/api/api-error'
import { BODY_LIMIT_BYTES, type App } from '@server/app'
import { buildTestApp } from '@server/testing/build-test-app'
import { parseRawResponse, rawExchange } from '@server/testing/raw-http'

const logLines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString())
    done()
  },
})

let app: App
beforeAll(async () => {
  app = await buildTestApp({ logger: { level: 'info', stream: logStream } })
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ rating: z.number().int().min(0).max(100) }) } },
    async (request) => request.body,
  )
  app.get('/api/test/crash', async () => {
    throw new Error('connection to db-internal.example:5432 refused for user admin')
  })
})
afterAll(() => app.close())

function errorBody(payload: string) {
  return apiErrorSchema.parse(JSON.parse(payload))
}

describe('the API error body', () => {
  test('an unknown API path is a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(errorBody(response.payload).error.code).toBe('NOT_FOUND')
  })

  test('a body that breaks the contract is a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { rating: 140 },
    })
    expect(response.statusCode).toBe(400)
    const { error } = errorBody(response.payload)
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.message).toContain('rating')
  })

  test('a valid body reaches the handler', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { rating: 40 } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ rating: 40 })
  })

  test('malformed JSON is a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"rating": ',
    })
    expect(response.statusCode).toBe(400)
    expect(errorBody(response.payload).error.code).toBe('BAD_REQUEST')
  })

  test('an unsupported content type is a 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'rating=4',
    })
    expect(response.statusCode).toBe(415)
    expect(errorBody(response.payload).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  test('a body over the limit is a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
    })
    expect(response.statusCode).toBe(413)
    expect(errorBody(response.payload).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  test('an unexpected failure is a 500 that reveals nothing, with the detail in the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' })
    expect(response.statusCode).toBe(500)
    const { error } = errorBody(response.payload)
    expect(error.code).toBe('INTERNAL_ERROR')
    expect(response.payload).not.toMatch(/db-internal|admin|stack|at /)
    expect(logLines.join('')).toContain('db-internal.example:5432 refused')
  })
})

describe('rate limits', () => {
  let limitedApp: App
  beforeAll(async () => {
    limitedApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } })
  })
  afterAll(() => limitedApp.close())

  test('the request over the limit is a 429 with the error body and a retry hint', async () => {
    const statuses: number[] = []
    let last = await limitedApp.inject({ method: 'GET', url: '/api/health' })
    statuses.push(last.statusCode)
    for (let index = 0; index < 2; index += 1) {
      last = await limitedApp.inject({ method: 'GET', url: '/api/health' })
      statuses.push(last.statusCode)
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(errorBody(last.payload).error.code).toBe('RATE_LIMITED')
    expect(last.headers['retry-after']).toBeDefined()
  })

  test('an API path with an encoded letter is counted, as the router decodes it', async () => {
    const app = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } })
    const statuses: number[] = []
    for (let index = 0; index < 3; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/%61pi/tools/disability-calculator',
        payload: { ratings: [50] },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([200, 200, 429])
    await app.close()
  })
})

describe('errors before a route is found, on a real connection', () => {
  let port = 0
  let listening: App
  beforeAll(async () => {
    listening = await buildTestApp()
    await listening.listen({ host: '127.0.0.1', port: 0 })
    port = (listening.server.address() as AddressInfo).port
  })
  afterAll(() => listening.close())

  const send = async (request: string) =>
    parseRawResponse(await rawExchange(port, (socket) => {
      socket.end(request)
    }))

  test.each([
    ['a path segment over the length limit is a 414', `GET /api/ai/chats/${'a'.repeat(2000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414, 'URI_TOO_LONG'],
    ['a path that is not valid percent-encoding is a 400', 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400, 'BAD_REQUEST'],
    ['a Content-Length that is not a number is a 400', 'POST /api/tools/disability-calculator HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, 'BAD_REQUEST'],
    ['headers over the size limit are a 431', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
  ])('%s, in our error body', async (_case, request, statusCode, code) => {
    const response = await send(request)
    expect(response.statusCode).toBe(statusCode)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    const { error } = errorBody(response.body)
    expect(error.code).toBe(code)
    expect(error.message.length).toBeLessThan(200)
  })
})
