import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: API_ERROR_CODES.payloadTooLarge,
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: API_ERROR_CODES.rateLimited,
  431: 'HEADERS_TOO_LARGE',
}

/** Socket errors of a database that is down or unreachable; the pool reconnects on its own. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'])

/**
 * True when the database could not be reached: a socket error, Postgres' connection exceptions
 * (class 08), shutdown (57P01 to 57P03), or a pool that lost its connection. Drizzle wraps the
 * driver's error, so the causes are searched too.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) {
      return true
    }
    if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(cause.message)) return true
  }
  return false
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
  if (isDatabaseUnavailable(error)) {
    return reply(
      503,
      API_ERROR_CODES.serviceUnavailable,
      'The service is briefly unavailable. Nothing you saved is lost. Please try again in a minute.',
    )
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

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (bad percent-encoding, a segment over
 * the length limit) fails before any route or hook. It answers in our body, without echoing the
 * path back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode === 414 ? 414 : 400
  const message =
    statusCode === 414 ? 'The address is too long.' : 'The address is not a valid URL.'
  request.log.info({ code: error.code, statusCode }, message)
  void reply.code(statusCode).send(statusReply(statusCode, message).body)
}

function statusReply(statusCode: number, message: string): ErrorReply {
  return reply(statusCode, CODES_BY_STATUS[statusCode] ?? 'BAD_REQUEST', message)
}

/** What Node's HTTP parser reports before Fastify sees a request, as a status and a message. */
function describeClientError(error: NodeJS.ErrnoException): { statusCode: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { statusCode: 408, message: 'The request took too long to arrive.' }
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, message: 'The request headers are too large.' }
  }
  return { statusCode: 400, message: 'The request is not valid HTTP.' }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (a malformed Content-Length,
 * headers over the size limit, a body that did not arrive within `requestTimeout`) never becomes
 * a request, so the answer is written to the socket here, in our error body, and the connection
 * is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { statusCode, message } = describeClientError(error)
  if (socket.writable) {
    const body = JSON.stringify(statusReply(statusCode, message).body)
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
