import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { chatHistorySchema } from '@shared/assistant/assistant-contract'
import { contractEndpoints } from '@server/testing/api-contracts'
import { buildTestApp } from '@server/testing/build-test-app'
import { responseSerializerCompiler } from './response-serializer'

const responseSchemas: [string, z.ZodType][] = [
  ...contractEndpoints.map((endpoint): [string, z.ZodType] => [endpoint.path, endpoint.response]),
  ['chat history', chatHistorySchema],
]

/** Every kind of schema inside `schema`, found by walking it as the JSON Schema converter does. */
function schemaKinds(schema: z.ZodType): Set<string> {
  const kinds = new Set<string>()
  z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: ({ zodSchema }) => {
      kinds.add(zodSchema._zod.def.type)
    },
  })
  return kinds
}

function serialize(schema: z.ZodType, data: unknown) {
  return responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' })(
    data,
  )
}

describe('the response serializer', () => {
  test.each(responseSchemas)(
    '%s answers with a schema free of transforms, so parsing equals encoding',
    (_path, schema) => {
      const kinds = schemaKinds(schema)
      expect(kinds.has('transform')).toBe(false)
      expect(kinds.has('pipe')).toBe(false)
    },
  )

  test('the walk does find a transform where there is one', () => {
    expect(
      schemaKinds(z.object({ name: z.string().transform((name) => name.length) })).has('transform'),
    ).toBe(true)
  })

  test('writes only the fields the contract declares', () => {
    const schema = z.object({ firstName: z.string() })
    expect(serialize(schema, { firstName: 'Dana', firebaseUid: 'secret-uid' })).toBe(
      '{"firstName":"Dana"}',
    )
  })

  test('an answer that breaks its contract becomes a 500 with no detail in the body', async () => {
    const app = await buildTestApp()
    app.get(
      '/api/test/broken',
      { schema: { response: { 200: z.object({ promptsRemaining: z.number() }) } } },
      // What a bug that escaped the type checker would send.
      async () => ({ promptsRemaining: 'many' }) as unknown as { promptsRemaining: number },
    )
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' })
    await app.close()
    expect(response.statusCode).toBe(500)
    expect(response.payload).not.toContain('promptsRemaining')
  })
})
