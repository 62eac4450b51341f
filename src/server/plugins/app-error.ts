import { API_ERROR_CODES } from '@shared/api/api-error'

/** An error whose status, code and message are safe to show to the caller as they are. */
export class AppError extends Error {
  readonly statusCode: number
  readonly code: string

  constructor(statusCode: number, code: string, message: string) {
    super(message)
    this.name = 'AppError'
    this.statusCode = statusCode
    this.code = code
  }
}

export function notFoundError(method: string, url: string): AppError {
  const path = url.split('?')[0] ?? url
  return new AppError(404, API_ERROR_CODES.notFound, `Nothing is served at ${method} ${path}.`)
}
