import { officialLinks } from '@shared/guides/official-links'
import { z } from 'zod'
import { FACILITIES_ERROR_CODES, type Facility } from '@shared/facilities/facilities-contract'
import { facilityKindFromClassification } from '@shared/facilities/facility-kinds'
import { AppError } from '@server/plugins/app-error'
import {
  facilityPhone,
  roundMiles,
  type FacilityDirectory,
  type NearbySearch,
} from './facility-directory'
import { distanceInMiles } from './geo'

/** How long one call to VA may take before the search gives up with a 502. */
const VA_API_TIMEOUT_MS = 8000

// The parts of VA's Facilities API v1 answer we read (developer.va.gov, "VA Facilities API"):
// a JSON:API list whose attributes are camelCase. Anything else it sends is ignored.
const vaFacilitySchema = z.object({
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    facilityType: z.string(),
    classification: z.string().nullish(),
    lat: z.number(),
    long: z.number(),
    address: z
      .object({
        physical: z
          .object({
            address1: z.string().nullish(),
            address2: z.string().nullish(),
            address3: z.string().nullish(),
            city: z.string().nullish(),
            state: z.string().nullish(),
            zip: z.string().nullish(),
          })
          .nullish(),
      })
      .nullish(),
    phone: z.object({ main: z.string().nullish() }).nullish(),
  }),
})
const vaFacilitiesPageSchema = z.object({ data: z.array(vaFacilitySchema) })
type VaFacility = z.infer<typeof vaFacilitySchema>

function toFacility(facility: VaFacility, search: NearbySearch): Facility {
  const { attributes } = facility
  const physical = attributes.address?.physical
  const street = [physical?.address1, physical?.address2, physical?.address3]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ')
  // VA prints "857-203-6461 x" or "207-623-8411 x2838".
  const [number = '', extension = ''] = (attributes.phone?.main ?? '').split(/\s*x\s*/i)
  const location = { latitude: attributes.lat, longitude: attributes.long }
  return {
    id: facility.id,
    name: attributes.name,
    kind: facilityKindFromClassification(
      attributes.classification ?? '',
      attributes.facilityType === 'vet_center',
    ),
    address: {
      street,
      city: physical?.city ?? '',
      state: physical?.state ?? '',
      zip: (physical?.zip ?? '').slice(0, 5),
    },
    phone: facilityPhone(number, extension),
    ...location,
    distanceMiles: roundMiles(distanceInMiles(search.origin, location)),
  }
}

type VaApiOptions = {
  apiKey: string
  /** VA's production API, its sandbox, or a stand-in in tests (env VA_FACILITIES_API_URL). */
  baseUrl: string
}

/**
 * VA's Facilities API (Lighthouse): current sites, hours and services. It answers per facility
 * type, so "all" asks for health sites and Vet Centers together and merges them by distance,
 * measured here the same way as the embedded list.
 */
export function createVaApiFacilityDirectory({ apiKey, baseUrl }: VaApiOptions): FacilityDirectory {
  async function fetchType(
    apiType: 'health' | 'vet_center',
    search: NearbySearch,
    signal?: AbortSignal,
  ) {
    const query = new URLSearchParams({
      lat: String(search.origin.latitude),
      long: String(search.origin.longitude),
      type: apiType,
      page: '1',
      per_page: String(search.limit),
    })
    if (search.radiusMiles !== null) query.set('radius', String(search.radiusMiles))
    const timeout = AbortSignal.timeout(VA_API_TIMEOUT_MS)
    let response: Response
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}/facilities?${query.toString()}`, {
        headers: { apikey: apiKey, accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (error) {
      throw vaUnavailable(error)
    }
    if (!response.ok)
      throw vaUnavailable(new Error(`VA Facilities API answered ${response.status}`))
    const parsed = vaFacilitiesPageSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw vaUnavailable(parsed.error)
    return parsed.data.data.map((facility) => toFacility(facility, search))
  }

  return {
    source: {
      name: "VA's Facilities API",
      asOf: null,
      locatorUrl: officialLinks.findLocations.href,
    },
    async findNearest(search, signal) {
      const apiTypes =
        search.type === 'all'
          ? (['health', 'vet_center'] as const)
          : ([search.type === 'health' ? 'health' : 'vet_center'] as const)
      const pages = await Promise.all(apiTypes.map((apiType) => fetchType(apiType, search, signal)))
      const measured = pages
        .flat()
        .map((facility) => ({ facility, miles: distanceInMiles(search.origin, facility) }))
      return measured
        .filter(({ miles }) => search.radiusMiles === null || miles <= search.radiusMiles)
        .sort((a, b) => a.miles - b.miles)
        .slice(0, search.limit)
        .map(({ facility }) => facility)
    },
  }
}

function vaUnavailable(cause: unknown): AppError {
  const error = new AppError(
    502,
    FACILITIES_ERROR_CODES.facilityServiceUnavailable,
    "VA's facility service did not answer. Please try again in a minute, or use VA's facility locator.",
  )
  error.cause = cause
  return error
}
