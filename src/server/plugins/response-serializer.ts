import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import type { z } from 'zod'

/**
 * Checks every answer against its contract schema before it is written, so a route can never
 * send a field the contract does not declare. It parses where the library's own compiler encodes
 * (`z.safeEncode`): zod compiles its parsers ahead but not its encoders, 11 µs against 2 µs for
 * the disability answer (bench/README.md). Both give the same result because response schemas
 * hold no transforms or codecs, which response-serializer.test.ts checks.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data)
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
