import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import {
  facilitiesApi,
  facilitySearchResultSchema,
  type FacilitySearchResult,
} from '@shared/facilities/facilities-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { vaFacilities2023 } from '@data/va-facilities-2023'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

async function search(query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: facilitiesApi.search.path, query })
  return response
}

async function searchOk(query: Record<string, string>): Promise<FacilitySearchResult> {
  const response = await search(query)
  expect(response.statusCode, response.body).toBe(200)
  return facilitySearchResultSchema.parse(response.json())
}

// Written out here, apart from the product's geo module: the spherical law of cosines on a
// 3,958.8-mile Earth. It agrees with the haversine to well under a tenth of a mile at these
// distances, so it checks the product's distances and order without sharing its code.
function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180
  const cosine =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.cos((a.longitude - b.longitude) * rad)
  return 3958.8 * Math.acos(Math.min(1, cosine))
}

/** Every site in the data file with its distance from the place, nearest first. */
function allSitesByDistance(place: { latitude: number; longitude: number }) {
  return vaFacilities2023.rows
    .map((row) => ({ id: row[0], kind: row[2], miles: milesBetween(place, { latitude: row[9], longitude: row[10] }) }))
    .sort((a, b) => a.miles - b.miles)
}

describe('GET /api/facilities', () => {
  test('finds the 10 nearest sites to a ZIP code, nearest first, as measured independently', async () => {
    const result = await searchOk({ near: '74103' })
    expect(result.place).toMatchObject({ label: 'ZIP code 74103' })
    expect(result.place.latitude).toBeCloseTo(36.154, 3)
    expect(result.place.longitude).toBeCloseTo(-95.995, 3)
    expect(result.radiusMiles).toBeNull()
    expect(result.type).toBe('all')

    const expected = allSitesByDistance(result.place).slice(0, 10)
    expect(result.facilities.map((facility) => facility.id)).toEqual(expected.map((site) => site.id))
    result.facilities.forEach((facility, index) => {
      expect(Math.abs(facility.distanceMiles - (expected[index]?.miles ?? NaN))).toBeLessThan(0.1)
    })
    const distances = result.facilities.map((facility) => facility.distanceMiles)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  test('answers each site with its name, kind, address, phone and coordinates', async () => {
    const result = await searchOk({ near: '02210', radius: '25' })
    const boston = result.facilities.find((facility) => facility.id === '0101V')
    expect(boston).toEqual({
      id: '0101V',
      name: 'Boston Vet Center',
      kind: 'vet-center',
      address: { street: '7 Drydock Avenue, Suite 2070', city: 'Boston', state: 'MA', zip: '02210' },
      phone: { display: '857-203-6461', dial: '+18572036461' },
      latitude: 42.344595,
      longitude: -71.036135,
      distanceMiles: expect.any(Number) as number,
    })
    expect(result.source).toEqual({
      name: "VA's site list (VAST)",
      asOf: '2023-03-10',
      locatorUrl: 'https://www.va.gov/find-locations/',
    })
  })

  test.each([
    ['Tulsa, OK', 'Tulsa, OK'],
    ['tulsa ok', 'Tulsa, OK'],
    ['St. Louis, Missouri', 'Saint Louis, MO'],
    ['Anchorage, AK', 'Anchorage, AK'],
  ])('finds a city and state written as %j', async (near, label) => {
    const result = await searchOk({ near })
    expect(result.place.label).toBe(label)
    expect(result.facilities).toHaveLength(10)
    const expected = allSitesByDistance(result.place).slice(0, 10)
    expect(result.facilities.map((facility) => facility.id)).toEqual(expected.map((site) => site.id))
  })

  test.each(['Atlantis, ZZ', 'Tulsaa, OK', '99999', 'somewhere'])(
    'answers an unknown place (%j) with a 400 that says what to type',
    async (near) => {
      const response = await search({ near })
      expect(response.statusCode).toBe(400)
      const body = apiErrorSchema.parse(response.json())
      expect(body.error.code).toBe('PLACE_NOT_FOUND')
      expect(body.error.message).toBe(
        `We could not find "${near}". Enter a 5-digit ZIP code, or a city and state such as "Tulsa, OK".`,
      )
    },
  )

  test.each([
    [{}, /"near"/],
    [{ near: '   ' }, /Enter a city and state, or a ZIP code/],
    [{ near: '74103', type: 'cemetery' }, /"type"/],
    [{ near: '74103', radius: '30' }, /"radius"/],
    [{ near: 'x'.repeat(201) }, /"near"/],
  ])('refuses a malformed query %j with a 400 naming the field', async (query, message) => {
    const response = await search(query)
    expect(response.statusCode).toBe(400)
    const body = apiErrorSchema.parse(response.json())
    expect(body.error.code).toBe('VALIDATION_ERROR')
    expect(body.error.message).toMatch(message)
  })

  test('the Vet Center filter returns only Vet Centers, the nearest ones', async () => {
    const result = await searchOk({ near: '74103', type: 'vet-center' })
    expect(result.type).toBe('vet-center')
    expect(result.facilities.length).toBe(10)
    expect(new Set(result.facilities.map((facility) => facility.kind))).toEqual(new Set(['vet-center']))
    const expected = allSitesByDistance(result.place).filter((site) => site.kind === 'vet-center')
    expect(result.facilities.map((facility) => facility.id)).toEqual(expected.slice(0, 10).map((site) => site.id))
  })

  test('the health care filter leaves Vet Centers out', async () => {
    const result = await searchOk({ near: '74103', type: 'health' })
    expect(result.facilities.length).toBe(10)
    expect(result.facilities.some((facility) => facility.kind === 'vet-center')).toBe(false)
    const expected = allSitesByDistance(result.place).filter((site) => site.kind !== 'vet-center')
    expect(result.facilities.map((facility) => facility.id)).toEqual(expected.slice(0, 10).map((site) => site.id))
  })

  test.each([
    ['25', 25],
    ['50', 50],
    ['100', 100],
  ])('a %s-mile radius keeps every site inside it and none beyond', async (radius, miles) => {
    const result = await searchOk({ near: '74103', radius })
    expect(result.radiusMiles).toBe(miles)
    const inside = allSitesByDistance(result.place).filter((site) => site.miles <= miles)
    expect(result.facilities.map((facility) => facility.id)).toEqual(inside.slice(0, 10).map((site) => site.id))
    expect(result.facilities.every((facility) => facility.distanceMiles <= miles)).toBe(true)
  })

  test('at the radius edge, a site at 24.96 miles is in and one at 25.12 miles is out', async () => {
    // Measured once from ZIP 15635 (western Pennsylvania), whose sites fall on both sides of 25.
    const result = await searchOk({ near: '15635', radius: '25' })
    const sites = allSitesByDistance(result.place)
    const lastInside = sites.filter((site) => site.miles <= 25).at(-1)
    const firstOutside = sites.find((site) => site.miles > 25)
    expect(lastInside?.miles).toBeGreaterThan(24.9)
    expect(firstOutside?.miles).toBeLessThan(25.2)
    const ids = result.facilities.map((facility) => facility.id)
    expect(ids).toHaveLength(4)
    expect(ids.at(-1)).toBe(lastInside?.id)
    expect(ids).not.toContain(firstOutside?.id)

    const wider = await searchOk({ near: '15635', radius: '50' })
    expect(wider.facilities.map((facility) => facility.id)).toContain(firstOutside?.id)
  })

  test('a radius with nothing in it is an empty list, not an error', async () => {
    // Utqiagvik (Barrow), Alaska: VA's nearest site is hundreds of miles away.
    const result = await searchOk({ near: '99723', radius: '100' })
    expect(allSitesByDistance(result.place).filter((site) => site.miles <= 100)).toEqual([])
    expect(result.facilities).toEqual([])
    expect((await searchOk({ near: '99723' })).facilities).toHaveLength(10)
  })
})
