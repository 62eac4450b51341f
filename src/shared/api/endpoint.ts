import type { z } from 'zod'

/**
 * One API call, described once: the server route validates with these schemas and the client
 * call takes its types from them.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: `/api/${string}`
  body?: z.ZodType
  /** The query string of a GET, as an object of strings before parsing. */
  query?: z.ZodType
  response: z.ZodType
}
