import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@shared/api/api-error'
import { BODY_LIMIT_BYTES, type App } from '@server/app'
import { buildTestApp } from '@server/testing/build-test-app'

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
})
