import { accountApi } from '@shared/account/account-contract'
import type { Endpoint } from '@shared/api/endpoint'
import { assistantApi } from '@shared/assistant/assistant-contract'
import { authApi } from '@shared/auth/auth-contract'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import { facilitiesApi } from '@shared/facilities/facilities-contract'
import { healthApi } from '@shared/health/health-contract'
import { subscriptionApi } from '@shared/subscription/subscription-contract'
import { uploadsApi } from '@shared/uploads/uploads-contract'

/** Every endpoint the shared contracts declare, for tests that must cover them all. */
export const contractEndpoints: Endpoint[] = [
  healthApi,
  calculatorsApi,
  facilitiesApi,
  authApi,
  assistantApi,
  subscriptionApi,
  uploadsApi,
  accountApi,
].flatMap((api: Record<string, Endpoint>) => Object.values(api))
