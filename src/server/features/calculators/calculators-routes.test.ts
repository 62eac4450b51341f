import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import {
  calculatorsApi,
  disabilityResultSchema,
  giBillResultSchema,
} from '@shared/calculators/calculators-contract'
import { buildTestApp } from '@server/testing/build-test-app'

let app: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

function postDisability(payload: unknown) {
  return app.inject({ method: 'POST', url: calculatorsApi.disability.path, payload: payload as object })
}
function postGiBill(payload: unknown) {
  return app.inject({ method: 'POST', url: calculatorsApi.giBill.path, payload: payload as object })
}

async function expectValidationError(response: Awaited<ReturnType<typeof postDisability>>) {
  expect(response.statusCode).toBe(400)
  const body = apiErrorSchema.parse(response.json())
  expect(body.error.code).toBe('VALIDATION_ERROR')
  expect(body.error.message).toMatch(/^Invalid/)
  return body
}

describe('POST /api/tools/disability-calculator', () => {
  test('combines 50% and 30% into 70% and pays the 2025-12-01 rate for a veteran alone', async () => {
    const response = await postDisability({ ratings: [50, 30] })
    expect(response.statusCode).toBe(200)
    const result = disabilityResultSchema.parse(response.json())
    expect(result).toMatchObject({ combinedRating: 70, monthlyCompensation: 1808.45, combinedValue: 65 })
    expect(result.steps).toEqual([
      { valueSoFar: 50, rating: 30, isBilateralGroup: false, exactValue: 65, combinedValue: 65 },
    ])
  })

  test('works through the regulation example 60, 40 and 20 to 80%', async () => {
    const result = disabilityResultSchema.parse((await postDisability({ ratings: [60, 40, 20] })).json())
    expect(result.steps.map((step) => step.combinedValue)).toEqual([76, 81])
    expect(result.combinedRating).toBe(80)
    expect(result.monthlyCompensation).toBe(2102.15)
  })

  test.each([
    [[0], 0, 0],
    [[100], 100, 3938.58],
    [[10], 10, 180.42],
    [[20], 20, 356.66],
    [Array.from({ length: 50 }, () => 100), 100, 3938.58],
  ])('accepts the boundary ratings %j', async (ratings, combined, dollars) => {
    const response = await postDisability({ ratings })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ combinedRating: combined, monthlyCompensation: dollars })
  })

  test('applies the bilateral factor to the marked legs (38 CFR 4.26 example)', async () => {
    const response = await postDisability({
      ratings: [60, 20, 10, 10],
      limbs: [null, null, 'left-leg', 'right-leg'],
    })
    const result = disabilityResultSchema.parse(response.json())
    expect(result.orderOfSeverity).toEqual([60, 21, 20])
    expect(result.bilateral).toMatchObject({ combinedValue: 19, factor: 1.9, valueWithFactor: 21 })
    expect(result.combinedRating).toBe(70)
  })

  test('adds dependents from 30%', async () => {
    const response = await postDisability({
      ratings: [70],
      dependents: { spouse: true, childrenUnder18: 3, childrenInSchool: 2 },
    })
    const result = disabilityResultSchema.parse(response.json())
    expect(result.monthlyCompensation).toBe(2718.45)
    expect(result.compensation.dependentsApplied).toBe(true)
    expect(result.compensation.lines).toHaveLength(3)
  })

  test('spouse Aid and Attendance and parents at 100%', async () => {
    const response = await postDisability({
      ratings: [100],
      dependents: { spouse: true, spouseAidAndAttendance: true, dependentParents: 1 },
    })
    expect(response.json()).toMatchObject({ monthlyCompensation: 4535.82 })
  })

  test('adds nothing for dependents at 10%', async () => {
    const response = await postDisability({ ratings: [10], dependents: { spouse: true, childrenUnder18: 2 } })
    expect(response.json()).toMatchObject({ monthlyCompensation: 180.42 })
  })

  test.each([
    ['a rating of 101', { ratings: [101] }],
    ['a rating of -1', { ratings: [-1] }],
    ['a rating of 2.5', { ratings: [2.5] }],
    ['a rating as a string', { ratings: ['50'] }],
    ['ratings as a string', { ratings: '50,30' }],
    ['a null rating', { ratings: [null] }],
    ['an empty list', { ratings: [] }],
    ['no ratings field', {}],
    ['1,000 ratings', { ratings: Array.from({ length: 1000 }, () => 10) }],
    ['51 ratings', { ratings: Array.from({ length: 51 }, () => 10) }],
    ['a huge number', { ratings: [1e308] }],
    ['a number beyond safe integers', { ratings: [2 ** 60] }],
    ['limbs of another length', { ratings: [10, 20], limbs: ['left-arm'] }],
    ['an unknown limb', { ratings: [10], limbs: ['left-wing'] }],
    ['13 limb ratings', { ratings: Array.from({ length: 13 }, () => 10), limbs: Array.from({ length: 13 }, () => 'left-arm') }],
    ['3 dependent parents', { ratings: [50], dependents: { dependentParents: 3 } }],
    ['a negative child count', { ratings: [50], dependents: { childrenUnder18: -1 } }],
    ['Aid and Attendance without a spouse', { ratings: [50], dependents: { spouseAidAndAttendance: true } }],
  ])('rejects %s with a 400 and the JSON error body', async (_name, payload) => {
    await expectValidationError(await postDisability(payload))
  })

  test('names the field that failed', async () => {
    const body = await expectValidationError(await postDisability({ ratings: [50, 101] }))
    expect(body.error.message).toContain('ratings.1')
  })

  test('rejects a body that is not JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: calculatorsApi.disability.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"ratings": [50,',
    })
    expect(response.statusCode).toBe(400)
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true)
  })

  test('needs no sign-in', async () => {
    const response = await postDisability({ ratings: [30] })
    expect(response.statusCode).toBe(200)
  })
})

describe('POST /api/tools/gi-bill-calculator', () => {
  test('defaults to full-time at 100%', async () => {
    const response = await postGiBill({ location: '78701' })
    expect(response.statusCode).toBe(200)
    const result = giBillResultSchema.parse(response.json())
    expect(result.monthlyHousingAllowance).toBe(2241)
    expect(result.details).toMatchObject({ enrollmentType: 'full-time', servicePercentage: 100, benefitLevel: 100 })
  })

  test.each([
    ['78701', 'TX272', 2241],
    ['Austin, TX', 'TX272', 2241],
    ['San Diego, CA', 'CA038', 3975],
    ['New York, NY', 'NY219', 5070],
    ['Washington, DC', 'DC053', 3132],
    ['Anchorage, AK', 'AK404', 2874],
    ['99701', 'AK405', 2436],
    ['Kodiak, AK', 'AK403', 2865],
    ['Honolulu, HI', 'HI408', 3663],
    ['96720', 'HI409', 3594],
    ['Colorado Springs, CO', 'CO046', 2358],
    ['St. Louis, MO', 'MO161', 2436],
  ])('%s is in housing area %s at $%i', async (location, code, dollars) => {
    const result = giBillResultSchema.parse((await postGiBill({ location })).json())
    expect(result.details).toMatchObject({ locationFound: true, housingAreaCode: code, basis: 'campus-bah' })
    expect(result.monthlyHousingAllowance).toBe(dollars)
  })

  test.each(['Atlantis, ZZ', 'Nowhere', '99999', ''])(
    'the unknown or empty location "%s" still answers, on the national online rate',
    async (location) => {
      const response = await postGiBill({ location })
      expect(response.statusCode).toBe(200)
      const result = giBillResultSchema.parse(response.json())
      expect(result.monthlyHousingAllowance).toBe(1169)
      expect(result.details).toMatchObject({
        locationFound: false,
        basis: 'national-online-rate',
        schoolYear: '2025-26',
      })
    },
  )

  test('online-only study at 60%', async () => {
    const result = giBillResultSchema.parse(
      (await postGiBill({ location: 'Honolulu, HI', enrollmentType: 'online', servicePercentage: 60 })).json(),
    )
    expect(result.monthlyHousingAllowance).toBe(701.4)
  })

  test('part-time with credit hours', async () => {
    const result = giBillResultSchema.parse(
      (await postGiBill({ location: '99501', enrollmentType: 'part-time', creditHours: 8 })).json(),
    )
    // $2,874 x 70% rate of pursuit
    expect(result.monthlyHousingAllowance).toBe(2011.8)
    expect(result.details.rateOfPursuit).toBe(70)
  })

  test.each([0, 100])('accepts a service percentage of %i', async (servicePercentage) => {
    const response = await postGiBill({ location: '78701', servicePercentage })
    expect(response.statusCode).toBe(200)
  })

  test.each([
    ['a service percentage of 101', { location: '', servicePercentage: 101 }],
    ['a service percentage of -1', { location: '', servicePercentage: -1 }],
    ['a service percentage of 2.5', { location: '', servicePercentage: 2.5 }],
    ['a service percentage as a string', { location: '', servicePercentage: '100' }],
    ['a huge service percentage', { location: '', servicePercentage: 1e308 }],
    ['an unknown enrollment type', { location: '', enrollmentType: 'half-time' }],
    ['a missing location', { enrollmentType: 'full-time' }],
    ['a location that is a number', { location: 78701 }],
    ['a very long location', { location: 'x'.repeat(201) }],
    ['negative credit hours', { location: '', enrollmentType: 'part-time', creditHours: -3 }],
  ])('rejects %s with a 400 and the JSON error body', async (_name, payload) => {
    await expectValidationError(await postGiBill(payload))
  })
})
