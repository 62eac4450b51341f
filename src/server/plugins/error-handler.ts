import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { API_ERROR_CODES, type ApiErrorBody } from '@shared/api/api-error'
import { AppError } from './app-error'

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: API_ERROR_CODES.notFound,
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: API_ERROR_CODES.payloadTooLarge,
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: API_ERROR_CODES.rateLimited,
}

type ErrorReply = { statusCode: number; body: ApiErrorBody }

function reply(statusCode: number, code: string, message: string): ErrorReply {
  return { statusCode, body: { error: { code, message } } }
}

/**
 * Maps anything thrown while handling a request to the one error body of the API. Only errors
 * that are known to be safe (our AppError, Fastify's own 4xx) pass their message through.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) return reply(error.statusCode, error.code, error.message)

  const fastifyError = error as Partial<FastifyError> | null
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const where = field ? `${error.validationContext ?? 'request'} field "${field}"` : error.validationContext ?? 'request'
    return reply(400, API_ERROR_CODES.validation, `Invalid ${where}: ${first?.message ?? 'not accepted'}.`)
  }
  if (fastifyError?.validation) {
    return reply(400, API_ERROR_CODES.validation, fastifyError.message ?? 'The request is not valid.')
  }
  const statusCode = fastifyError?.statusCode
  if (statusCode === 413) {
    return reply(413, API_ERROR_CODES.payloadTooLarge, 'The request body is too large.')
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const code = CODES_BY_STATUS[statusCode] ?? 'BAD_REQUEST'
    return reply(statusCode, code, fastifyError?.message ?? 'The request was not accepted.')
  }
  return reply(
    500,
    API_ERROR_CODES.internal,
    'Something went wrong on our side. Please try again in a moment.',
  )
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error, request, response) => {
    const { statusCode, body } = toErrorReply(error)
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed')
    } else {
      request.log.info({ code: body.error.code, statusCode }, body.error.message)
    }
    return response.status(statusCode).send(body)
  })
})
