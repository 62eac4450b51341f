import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import fc from 'fast-check'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountApi } from '@shared/account/account-contract'
import { apiErrorSchema } from '@shared/api/api-error'
import type { Endpoint } from '@shared/api/endpoint'
import { STRIPE_WEBHOOK_PATH } from '@shared/subscription/subscription-contract'
import { ANALYSIS_STREAM_PATH, FILE_CONTENT_PATH } from '@shared/uploads/uploads-contract'
import { LOCAL_UPLOAD_PATH } from '@server/features/uploads/object-store'
import { contractEndpoints } from '@server/testing/api-contracts'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'

// Property-based fuzzing of every endpoint the contracts declare, plus the few that are not JSON:
// whatever arrives in the body, the query, the path or the headers, the answer is never a 5xx.

type Target = Pick<Endpoint, 'method' | 'path'>

const otherEndpoints: Target[] = [
  { method: 'GET', path: '/api/ai/chats/:id' },
  { method: 'POST', path: STRIPE_WEBHOOK_PATH },
  { method: 'GET', path: FILE_CONTENT_PATH },
  { method: 'POST', path: ANALYSIS_STREAM_PATH },
  { method: 'PUT', path: LOCAL_UPLOAD_PATH },
]
const targets = [...contractEndpoints, ...otherEndpoints]

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 40)

const contentTypes = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/pdf',
  '*/*',
  ';;;',
)

const bodies = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    '{',
    '{"message":',
    'null',
    '[]',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
  fc
    .record(
      {
        message: fc.string(),
        chatId: fc.oneof(fc.uuid(), fc.string()),
        ratings: fc.array(fc.integer()),
        location: fc.string(),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
)

const pathValues = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constantFrom('..', '%2e%2e', 'null', '0'),
)

const queries = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 10 }),
  fc.string({ maxLength: 30 }),
  { maxKeys: 4 },
)

/** A route's method and path with its parameters unnamed, so `:id` and `:chatId` compare equal. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':param')}`

/**
 * Builds the app while recording every route registered on it, through the channel Fastify
 * announces each new instance on, before any plugin or route is added.
 */
async function buildAppRecordingRoutes() {
  const routes: string[] = []
  const recordRoutes = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push(routeKey(method, route.url))
    })
  }
  subscribe('fastify.initialization', recordRoutes)
  try {
    const app = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } })
    return { app, routes }
  } finally {
    unsubscribe('fastify.initialization', recordRoutes)
  }
}

describe('every endpoint under fuzzing', () => {
  let app: TestApp
  let servedRoutes: string[] = []
  let validAuthorization = ''
  beforeAll(async () => {
    ;({ app, routes: servedRoutes } = await buildAppRecordingRoutes())
    validAuthorization = (await createSignedInUser(app)).authorization
  })
  afterAll(() => app.close())

  test('every API route the app serves is on the fuzzing list, so a new one cannot go unfuzzed', () => {
    const fuzzed = new Set(targets.map((target) => routeKey(target.method, target.path)))
    const apiRoutes = servedRoutes.filter((route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD '))
    expect(apiRoutes.length).toBeGreaterThan(10)
    expect(apiRoutes.filter((route) => !fuzzed.has(route))).toEqual([])
  })

  test('every endpoint on the list is a route the app serves', () => {
    for (const target of targets) {
      expect(
        app.hasRoute({ method: target.method, url: target.path }),
        `${target.method} ${target.path}`,
      ).toBe(true)
    }
  })

  test.each(targets.map((target) => [`${target.method} ${target.path}`, target] as const))(
    '%s never answers with a 5xx',
    async (_name, target) => {
      // Deleting the account ends its member; the other endpoints keep theirs.
      const valid =
        target === accountApi.deleteAccount
          ? (await createSignedInUser(app)).authorization
          : validAuthorization
      const authorizations = fc.oneof(
        fc.constant(valid),
        fc.constant(undefined),
        fc.string({ maxLength: 80 }).map((text) => `Bearer ${text}`),
        fc.constantFrom(
          'Bearer ',
          'Basic dXNlcjpwYXNz',
          `${valid}x`,
          'Bearer a.b.c',
          'Bearer e30.e30.',
        ),
      )
      await fc.assert(
        fc.asyncProperty(
          bodies,
          contentTypes,
          authorizations,
          queries,
          pathValues,
          fc.dictionary(
            fc.constantFrom(
              'accept',
              'accept-encoding',
              'stripe-signature',
              'x-forwarded-for',
              'origin',
              'range',
            ),
            fc.string({ maxLength: 60 }),
          ),
          async (body, contentType, authorization, query, pathValue, extraHeaders) => {
            const headers: Record<string, string> = { ...extraHeaders }
            if (contentType) headers['content-type'] = contentType
            if (authorization) headers.authorization = authorization
            const response = await app.inject({
              method: target.method,
              url: target.path.replace(':id', encodeURIComponent(pathValue)),
              query,
              headers,
              ...(target.method === 'GET' || target.method === 'DELETE' ? {} : { payload: body }),
            })
            if (response.statusCode >= 500) {
              throw new Error(`${response.statusCode} ${response.payload.slice(0, 300)}`)
            }
            if (response.statusCode >= 400) {
              expect(apiErrorSchema.safeParse(JSON.parse(response.payload)).success).toBe(true)
            }
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      )
    },
    120_000,
  )
})
