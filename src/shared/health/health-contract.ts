import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'

export const healthResultSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
})
export type HealthResult = z.infer<typeof healthResultSchema>

export const healthApi = {
  health: { method: 'GET', path: '/api/health', response: healthResultSchema },
} as const satisfies Record<string, Endpoint>
