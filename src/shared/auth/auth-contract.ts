import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'

/** The product's own user, as the verify call returns it. */
export const userSchema = z.object({
  firstName: z.string().nullable(),
  username: z.string().nullable(),
  promptsUsed: z.number().int().min(0),
  /** null on Pro, which has no limit. */
  promptsRemaining: z.number().int().min(0).nullable(),
  /** 'active' means Pro; anything else is the free plan. */
  subscriptionStatus: z.string(),
})
export type User = z.infer<typeof userSchema>

export function isPro(user: Pick<User, 'subscriptionStatus'>): boolean {
  return user.subscriptionStatus === 'active'
}

export const verifyResultSchema = z.object({ user: userSchema })
export type VerifyResult = z.infer<typeof verifyResultSchema>

export const authApi = {
  /** Bearer: the sign-in service's ID token. Creates the user on first sign-in. */
  verify: { method: 'POST', path: '/api/auth/verify', response: verifyResultSchema },
} as const satisfies Record<string, Endpoint>
