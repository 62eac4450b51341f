import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@shared/api/api-error'
import type { Endpoint } from '@shared/api/endpoint'
import { assistantApi } from '@shared/assistant/assistant-contract'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import { subscriptionApi } from '@shared/subscription/subscription-contract'
import { uploadsApi } from '@shared/uploads/uploads-contract'
import { contractEndpoints } from '@server/testing/api-contracts'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'

// Postgres refuses the NUL character in text: a request carrying one must be refused where it
// enters, by the contract, as a 400 with our error body; never a 500 after side effects.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** A valid body for every contract endpoint that takes one, with a value in every text field. */
function validBodies(memberId: string): Map<Endpoint, Record<string, Json>> {
  return new Map<Endpoint, Record<string, Json>>([
    [assistantApi.chat, { message: 'What is DIC?', chatId: '', fileId: randomUUID() }],
    [assistantApi.chatStream, { message: 'What is DIC?', chatId: '', fileId: randomUUID() }],
    [calculatorsApi.disability, { ratings: [50, 30], limbs: ['left-arm', 'right-arm'] }],
    [calculatorsApi.giBill, { location: 'Austin, TX', enrollmentType: 'part-time', creditHours: 9 }],
    [uploadsApi.uploadUrl, { fileType: 'text/plain', fileSize: 10 }],
    [
      uploadsApi.saveFile,
      { filename: 'note.txt', objectPath: `users/${memberId}/${randomUUID()}`, fileType: 'text/plain', fileSize: 10 },
    ],
    [
      subscriptionApi.confirmTestPayment,
      { clientSecret: 'pi_local_secret', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: '78701' },
    ],
  ])
}

/** Where each string sits in a body: a list of keys and indexes. */
function stringPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]))
  }
  return []
}

function withValueAt(body: Json, path: (string | number)[], text: string): Json {
  const [head, ...rest] = path
  if (head === undefined) return text
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? withValueAt(item, rest, text) : item))
  if (body !== null && typeof body === 'object') {
    return { ...body, [head]: withValueAt(body[String(head)] ?? null, rest, text) }
  }
  return body
}

/** The names of the text fields a body schema declares, at any depth (arrays' items included). */
function declaredTextFields(schema: z.ZodType): string[] {
  const names: string[] = []
  const visit = (node: unknown, name: string) => {
    if (node === null || typeof node !== 'object') return
    const json = node as { type?: unknown; enum?: unknown; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] }
    if (json.type === 'string' || Array.isArray(json.enum)) names.push(name)
    for (const [key, child] of Object.entries(json.properties ?? {})) visit(child, key)
    visit(json.items, name)
    for (const option of json.anyOf ?? []) visit(option, name)
  }
  visit(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '')
  return [...new Set(names)]
}

const textWithNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([before, after]) => `${before}\u0000${after}`)

describe('NUL characters in requests', () => {
  let app: TestApp
  let member: Awaited<ReturnType<typeof createSignedInUser>>
  let bodies: Map<Endpoint, Record<string, Json>>
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } })
    member = await createSignedInUser(app)
    bodies = validBodies(member.userId)
  })
  afterAll(() => app.close())

  test('every contract endpoint with a body has an example here, with every text field filled', () => {
    for (const endpoint of contractEndpoints.filter((candidate) => candidate.body)) {
      const body = bodies.get(endpoint)
      expect(body, `${endpoint.method} ${endpoint.path}`).toBeDefined()
      if (!body || !endpoint.body) continue
      expect(endpoint.body.safeParse(body).success, `${endpoint.path} example is valid`).toBe(true)
      const filled = new Set(stringPaths(body).map((path) => String(path.findLast((key) => typeof key === 'string'))))
      for (const field of declaredTextFields(endpoint.body)) {
        expect(filled.has(field), `${endpoint.path} fills "${field}"`).toBe(true)
      }
    }
  })

  test('a NUL anywhere in any text field of any body is a 400 with our error body, and costs nothing', async () => {
    for (const [endpoint, body] of bodies) {
      for (const path of stringPaths(body)) {
        await fc.assert(
          fc.asyncProperty(textWithNul, async (text) => {
            const response = await app.inject({
              method: endpoint.method,
              url: endpoint.path,
              headers: { authorization: member.authorization },
              payload: withValueAt(body, path, text) as object,
            })
            expect(response.statusCode, `${endpoint.path} ${path.join('.')}: ${response.payload.slice(0, 200)}`).toBe(400)
            expect(apiErrorSchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR')
          }),
          { numRuns: 15 },
        )
      }
    }
    expect(await member.promptsUsed()).toBe(0)
  }, 120_000)

  test('the contracts themselves refuse a NUL in each text field, with a message that says so', () => {
    for (const [endpoint, body] of bodies) {
      for (const path of stringPaths(body)) {
        const field = String(path.at(-1))
        const result = endpoint.body?.safeParse(withValueAt(body, path, `a\u0000b`))
        expect(result?.success, `${endpoint.path} ${field}`).toBe(false)
      }
    }
    const chat = assistantApi.chat.body.safeParse({ message: 'What is DIC?\u0000' })
    expect(chat.error?.issues[0]?.message).toMatch(/NUL/)
  })
})
