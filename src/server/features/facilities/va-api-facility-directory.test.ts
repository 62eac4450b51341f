import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import { facilitiesApi, facilitySearchResultSchema } from '@shared/facilities/facilities-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { vaFacilities2023, type FacilityRow } from '@data/va-facilities-2023'
import { createEmbeddedFacilityDirectory } from './embedded-facility-directory'
import { createVaApiFacilityDirectory } from './va-api-facility-directory'

// A local stand-in for VA's Facilities API v1 (developer.va.gov): GET /facilities with lat, long,
// radius (miles), type and per_page, the key in the `apikey` header, and a JSON:API answer whose
// attributes are camelCase, with each facility's distance in meta.distances. It serves the
// embedded list, so the production adapter can be held to the embedded directory's answers.

const API_KEY = 'test-va-api-key'

type StandInBehaviour = 'answer' | 'fail' | 'garbage'
let behaviour: StandInBehaviour = 'answer'
const requests: { url: URL; apikey: string | undefined }[] = []

function milesBetween(aLat: number, aLong: number, bLat: number, bLong: number) {
  const rad = Math.PI / 180
  const cosine =
    Math.sin(aLat * rad) * Math.sin(bLat * rad) +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.cos((aLong - bLong) * rad)
  return 3958.8 * Math.acos(Math.min(1, cosine))
}

const CLASSIFICATIONS: Record<string, string> = {
  'medical-center': 'VA Medical Center (VAMC)',
  'health-care-center': 'Health Care Center (HCC)',
  'multi-specialty-clinic': 'Multi-Specialty CBOC',
  'primary-care-clinic': 'Primary Care CBOC',
  'outpatient-services': 'Other Outpatient Services (OOS)',
  'residential-care': 'Residential Care Site (MH RRTP/DRRTP) (Stand-Alone)',
  'community-living-center': 'Extended Care Site (Community Living Center) (Stand-Alone)',
  'other-health': 'Unclassified',
}

function toVaFacility(row: FacilityRow) {
  const [id, name, kind, street, city, state, zip, phone, extension, lat, long] = row
  const isVetCenter = kind === 'vet-center'
  return {
    id: `${isVetCenter ? 'vc' : 'vha'}_${id}`,
    type: 'va_facilities',
    attributes: {
      name,
      facilityType: isVetCenter ? 'vet_center' : 'va_health_facility',
      classification: isVetCenter ? null : CLASSIFICATIONS[kind],
      lat,
      long,
      address: { physical: { address1: street, address2: null, address3: null, city, state, zip: `${zip}-0000` } },
      phone: { main: `${phone} x${extension}`, fax: null },
      website: null,
      operatingStatus: { code: 'NORMAL' },
    },
  }
}

function answer(url: URL) {
  const lat = Number(url.searchParams.get('lat'))
  const long = Number(url.searchParams.get('long'))
  const radius = url.searchParams.has('radius') ? Number(url.searchParams.get('radius')) : Infinity
  const wantsVetCenters = url.searchParams.get('type') === 'vet_center'
  const perPage = Number(url.searchParams.get('per_page') ?? 10)
  const nearest = vaFacilities2023.rows
    .filter((row) => (row[2] === 'vet-center') === wantsVetCenters)
    .map((row) => ({ row, distance: milesBetween(lat, long, row[9], row[10]) }))
    .filter(({ distance }) => distance <= radius)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, perPage)
  return {
    data: nearest.map(({ row }) => toVaFacility(row)),
    links: { self: url.toString(), first: url.toString(), prev: null, next: null, last: url.toString() },
    meta: {
      pagination: { currentPage: 1, perPage, totalPages: 1, totalEntries: nearest.length },
      distances: nearest.map(({ row, distance }) => ({ id: toVaFacility(row).id, distance: Math.round(distance * 100) / 100 })),
    },
  }
}

function handle(request: IncomingMessage): { status: number; body: string } {
  const url = new URL(request.url ?? '/', 'http://stand-in')
  const apikey = request.headers.apikey
  requests.push({ url, apikey: typeof apikey === 'string' ? apikey : undefined })
  if (apikey !== API_KEY) return { status: 401, body: JSON.stringify({ message: 'Invalid authentication credentials' }) }
  if (url.pathname !== '/services/va_facilities/v1/facilities') return { status: 404, body: '{}' }
  if (behaviour === 'fail') return { status: 503, body: '{"errors":[{"title":"Service unavailable"}]}' }
  if (behaviour === 'garbage') return { status: 200, body: '{"data":[{"id":1}]}' }
  return { status: 200, body: JSON.stringify(answer(url)) }
}

let server: Server
let baseUrl = ''
let app: TestApp
beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = handle(request)
    response.writeHead(status, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/va_facilities/v1`
  app = await buildTestApp({ facilityDirectory: createVaApiFacilityDirectory({ apiKey: API_KEY, baseUrl }) })
})
afterAll(async () => {
  await app.close()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  behaviour = 'answer'
  requests.length = 0
})

const embedded = createEmbeddedFacilityDirectory()
const TULSA = { latitude: 36.154, longitude: -95.995 }

describe("VA's Facilities API directory, against a local stand-in", () => {
  test('asks for health sites near the point, with the key, the radius and the page size', async () => {
    const va = createVaApiFacilityDirectory({ apiKey: API_KEY, baseUrl })
    await va.findNearest({ origin: TULSA, type: 'health', radiusMiles: 50, limit: 10 })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.apikey).toBe(API_KEY)
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      lat: '36.154',
      long: '-95.995',
      type: 'health',
      radius: '50',
      page: '1',
      per_page: '10',
    })
  })

  test.each([
    ['all', 50],
    ['all', null],
    ['health', 25],
    ['vet-center', 100],
  ] as const)('answers a %s search within %s miles as the embedded list does', async (type, radiusMiles) => {
    const va = createVaApiFacilityDirectory({ apiKey: API_KEY, baseUrl })
    const search = { origin: TULSA, type, radiusMiles, limit: 10 }
    const fromVa = await va.findNearest(search)
    const fromList = await embedded.findNearest(search)
    expect(fromVa.length).toBeGreaterThan(0)
    expect(fromVa.map(({ id, ...rest }) => ({ id: id.replace(/^(vha|vc)_/, ''), ...rest }))).toEqual(fromList)
  })

  test('"all" asks for health sites and Vet Centers and keeps the nearest of both', async () => {
    const va = createVaApiFacilityDirectory({ apiKey: API_KEY, baseUrl })
    const facilities = await va.findNearest({ origin: TULSA, type: 'all', radiusMiles: null, limit: 10 })
    expect(requests.map((request) => request.url.searchParams.get('type')).sort()).toEqual(['health', 'vet_center'])
    expect(requests.every((request) => !request.url.searchParams.has('radius'))).toBe(true)
    expect(facilities).toHaveLength(10)
    expect(facilities.some((facility) => facility.kind === 'vet-center')).toBe(true)
  })

  test('through the route, a search answers with VA as the source and no "as of" date', async () => {
    const response = await app.inject({ method: 'GET', url: facilitiesApi.search.path, query: { near: '74103' } })
    expect(response.statusCode).toBe(200)
    const result = facilitySearchResultSchema.parse(response.json())
    expect(result.source).toEqual({ name: "VA's Facilities API", asOf: null, locatorUrl: 'https://www.va.gov/find-locations/' })
    expect(result.facilities[0]?.id).toMatch(/^(vha|vc)_/)
  })

  test.each(['fail', 'garbage'] as const)('a %s answer from VA is a 502 that says to try again', async (kind) => {
    behaviour = kind
    const response = await app.inject({ method: 'GET', url: facilitiesApi.search.path, query: { near: '74103' } })
    expect(response.statusCode).toBe(502)
    expect(apiErrorSchema.parse(response.json()).error).toEqual({
      code: 'FACILITY_SERVICE_UNAVAILABLE',
      message: "VA's facility service did not answer. Please try again in a minute, or use VA's facility locator.",
    })
  })

  test('a wrong key is a 502 too, never a 401 passed on to the visitor', async () => {
    const wrongKey = createVaApiFacilityDirectory({ apiKey: 'wrong', baseUrl })
    await expect(wrongKey.findNearest({ origin: TULSA, type: 'all', radiusMiles: null, limit: 10 })).rejects.toMatchObject({
      statusCode: 502,
    })
  })
})
