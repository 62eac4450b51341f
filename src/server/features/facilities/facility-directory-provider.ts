import type { Env } from '@server/env'
import { createEmbeddedFacilityDirectory } from './embedded-facility-directory'
import type { FacilityDirectory } from './facility-directory'
import { createVaApiFacilityDirectory } from './va-api-facility-directory'

/** VA's Facilities API when a key is set; otherwise the embedded March 2023 list. */
export function createFacilityDirectory(env: Pick<Env, 'VA_FACILITIES_API_KEY' | 'VA_FACILITIES_API_URL'>): FacilityDirectory {
  return env.VA_FACILITIES_API_KEY
    ? createVaApiFacilityDirectory({ apiKey: env.VA_FACILITIES_API_KEY, baseUrl: env.VA_FACILITIES_API_URL })
    : createEmbeddedFacilityDirectory()
}
