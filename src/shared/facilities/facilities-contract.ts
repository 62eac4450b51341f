import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'
import { textWithoutNul } from '@shared/api/text-field'

export const FACILITIES_ERROR_CODES = {
  /** The text names no ZIP code or city we know. */
  placeNotFound: 'PLACE_NOT_FOUND',
  /** VA's Facilities API (production) failed or did not answer in time. */
  facilityServiceUnavailable: 'FACILITY_SERVICE_UNAVAILABLE',
} as const

/** How many facilities one search returns: the nearest ones. */
export const FACILITY_RESULTS_LIMIT = 10

/** What a person can ask for: any VA health care site, or a Vet Center for counselling. */
export const facilityTypes = ['all', 'health', 'vet-center'] as const
export const facilityTypeSchema = z.enum(facilityTypes)
export type FacilityType = z.infer<typeof facilityTypeSchema>

/** Straight-line search radius in miles, or any distance. */
export const facilityRadiusOptions = ['25', '50', '100', 'any'] as const
export const facilityRadiusSchema = z.enum(facilityRadiusOptions)
export type FacilityRadius = z.infer<typeof facilityRadiusSchema>

/** The kinds of site VA lists, each said in plain words by `facilityKindLabels`. */
export const facilityKinds = [
  'medical-center',
  'health-care-center',
  'multi-specialty-clinic',
  'primary-care-clinic',
  'outpatient-services',
  'residential-care',
  'community-living-center',
  'other-health',
  'vet-center',
] as const
export const facilityKindSchema = z.enum(facilityKinds)
export type FacilityKind = z.infer<typeof facilityKindSchema>

export const facilityKindLabels: Record<FacilityKind, string> = {
  'medical-center': 'VA medical center (hospital)',
  'health-care-center': 'VA health care center',
  'multi-specialty-clinic': 'Community clinic with specialty care',
  'primary-care-clinic': 'Community clinic (primary care)',
  'outpatient-services': 'VA outpatient services site',
  'residential-care': 'Residential treatment site',
  'community-living-center': 'Community living center (nursing home care)',
  'other-health': 'VA health care site',
  'vet-center': 'Vet Center (counseling)',
}

/** A Vet Center is the only kind outside "health"; VA's own API splits them the same way. */
export function isVetCenterKind(kind: FacilityKind): boolean {
  return kind === 'vet-center'
}

export const facilitySearchQuerySchema = z.object({
  /** A 5-digit ZIP code or "City, State". */
  near: textWithoutNul()
    .trim()
    .min(1, 'Enter a city and state, or a ZIP code')
    .max(200, 'Enter a city and state, or a ZIP code, in 200 characters or fewer'),
  type: facilityTypeSchema.default('all'),
  radius: facilityRadiusSchema.default('any'),
})
export type FacilitySearchQuery = z.infer<typeof facilitySearchQuerySchema>

export const facilitySchema = z.object({
  /** VA's station number (e.g. "523", "0101V"), with VA's API prefix when it answered. */
  id: z.string(),
  name: z.string(),
  kind: facilityKindSchema,
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** Null when VA lists no main number. */
  phone: z
    .object({
      /** As printed: "857-203-6461", with " x2838" for an extension. */
      display: z.string(),
      /** For a tel: link: "+18572036461", with ",2838" to dial the extension after a pause. */
      dial: z.string(),
    })
    .nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Straight-line (great-circle) distance from the place searched, in miles, to one decimal. */
  distanceMiles: z.number(),
})
export type Facility = z.infer<typeof facilitySchema>

export const facilitySearchResultSchema = z.object({
  /** Where the search measured from. */
  place: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
  type: facilityTypeSchema,
  /** Null for any distance. */
  radiusMiles: z.number().int().nullable(),
  /** Nearest first, at most FACILITY_RESULTS_LIMIT. */
  facilities: z.array(facilitySchema),
  source: z.object({
    /** Whose list this is, for the sentence under the results. */
    name: z.string(),
    /** The date the list is as of ("2023-03-10"), or null when VA's API answered just now. */
    asOf: z.string().nullable(),
    /** VA's own facility locator, for current hours and services. */
    locatorUrl: z.string(),
  }),
})
export type FacilitySearchResult = z.infer<typeof facilitySearchResultSchema>

export const facilitiesApi = {
  search: {
    method: 'GET',
    path: '/api/facilities',
    query: facilitySearchQuerySchema,
    response: facilitySearchResultSchema,
  },
} as const satisfies Record<string, Endpoint>

/** An ordinary maps address that opens turn-by-turn directions to the facility. */
export function directionsUrl(facility: Pick<Facility, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${facility.latitude},${facility.longitude}`
}
