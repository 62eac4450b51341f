import type { z } from 'zod'
import { apiErrorSchema } from '@shared/api/api-error'
import type { Endpoint } from '@shared/api/endpoint'

/** A failed API call, carrying the server's error code and its user-safe message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
  }
}

type CallOptions<E extends Endpoint> = {
  /** The bearer ID token of the signed-in user, for endpoints that need one. */
  token?: string | null
  signal?: AbortSignal
  /** Values for the `:name` segments of the endpoint's path. */
  params?: Record<string, string>
} & (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: undefined })

/**
 * Calls one endpoint of a contract: sends the body as JSON, parses the reply with the
 * endpoint's response schema, and turns any failure into an ApiError.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<z.output<E['response']>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  // product contract §7 sends the verify call as JSON with no body: every call that may carry a body
  // says it is JSON, and the server reads an empty one as none.
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`

  const response = await fetch(withQuery(endpointUrl(endpoint.path, options.params), options.query as QueryValues), {
    method: endpoint.method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  if (!response.ok) throw await readApiError(response)
  const payload: unknown = response.status === 204 ? undefined : await response.json()
  return endpoint.response.parse(payload) as z.output<E['response']>
}

/** The ApiError a failed response stands for, with the server's code and message when it sent them. */
export async function readApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null)
  const parsed = apiErrorSchema.safeParse(payload)
  return parsed.success
    ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
    : new ApiError(response.status, 'HTTP_ERROR', `${response.status}: ${response.statusText}`)
}

/** The endpoint's path with each `:name` segment replaced by its URL-encoded value. */
export function endpointUrl(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(value)
  })
}

/** A GET's query before it is sent: every value a string, or left out. */
type QueryValues = Record<string, string | undefined> | undefined

/** The URL with the query's defined values as its search string. */
function withQuery(url: string, query: QueryValues): string {
  if (!query) return url
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, value)
  }
  const text = search.toString()
  return text === '' ? url : `${url}?${text}`
}
