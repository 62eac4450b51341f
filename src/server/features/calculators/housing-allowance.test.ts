import { describe, expect, test } from 'vitest'
import { bahE5WithDependents2026 } from '@data/bah-e5-with-dependents-2026'
import {
  benefitLevelFor,
  calculateHousingAllowance,
  NATIONAL_ONLINE_RATE,
  rateOfPursuitFor,
} from './housing-allowance'
import { resolveLocation } from './housing-locations'

const request = (overrides: Partial<Parameters<typeof calculateHousingAllowance>[0]> = {}) => ({
  location: '78701',
  enrollmentType: 'full-time' as const,
  servicePercentage: 100,
  ...overrides,
})

describe('resolving the school location', () => {
  test.each([
    ['78701', '78701', 'TX272'],
    ['Austin, TX', '73301', 'TX272'],
    ['Anchorage, AK', '99501', 'AK404'],
    ['99701', '99701', 'AK405'],
    ['Honolulu, Hawaii', '96801', 'HI408'],
    ['Hilo, HI', '96720', 'HI409'],
    ['St. Louis, MO', '63101', 'MO161'],
    ['Saint Louis MO', '63101', 'MO161'],
    ['10001-1234', '10001', 'NY219'],
    ['1600 Pennsylvania Ave NW, Washington, DC 20500', '20500', 'DC053'],
  ])('%s is ZIP %s in housing area %s', (text, zip, code) => {
    expect(resolveLocation(text)).toMatchObject({ status: 'found', zip, area: { code } })
  })

  test('every housing area of the crosswalk has its 2026 rate', () => {
    expect(resolveLocation('99501')).toMatchObject({ area: { monthlyDollars: 2874, name: 'ANCHORAGE, AK' } })
    expect(Object.keys(bahE5WithDependents2026.rates)).toHaveLength(338)
  })

  test('a territory ZIP is known but has no BAH', () => {
    expect(resolveLocation('00901')).toEqual({ status: 'no-bah', zip: '00901', code: 'XX499' })
  })

  test('unknown and empty locations are reported as such', () => {
    expect(resolveLocation('Atlantis, ZZ').status).toBe('not-found')
    expect(resolveLocation('99999').status).toBe('not-found')
    expect(resolveLocation('   ').status).toBe('empty')
  })
})

describe('the benefit level', () => {
  test.each([
    [100, 100],
    [95, 90],
    [60, 60],
    [50, 50],
    [49, 0],
    [0, 0],
  ])('%i percent service is paid at the %i percent tier', (entered, tier) => {
    expect(benefitLevelFor(entered)).toBe(tier)
  })
})

describe('the rate of pursuit', () => {
  test.each([
    [12, 100],
    [15, 100],
    [9, 80],
    [8, 70],
    [7, 60],
    [6, 0],
    [0, 0],
  ])('%i credit hours part-time is %i percent', (hours, percent) => {
    expect(rateOfPursuitFor('part-time', hours).percent).toBe(percent)
  })

  test('part-time without credit hours is taken as 3/4 time, which rounds to 80%', () => {
    expect(rateOfPursuitFor('part-time')).toEqual({ percent: 80, creditHours: 9, isAssumed: true })
  })

  test('full-time and online are 100%', () => {
    expect(rateOfPursuitFor('full-time', 3).percent).toBe(100)
    expect(rateOfPursuitFor('online').percent).toBe(100)
  })
})

describe('the monthly housing allowance', () => {
  test('full-time at 100% is the campus BAH for an E-5 with dependents', () => {
    const result = calculateHousingAllowance(request())
    expect(result.monthlyHousingAllowance).toBe(2241)
    expect(result.details).toMatchObject({
      locationFound: true,
      resolvedZip: '78701',
      housingAreaCode: 'TX272',
      housingAreaName: 'AUSTIN, TX',
      basis: 'campus-bah',
      baseRate: 2241,
      schoolYear: '2026-27',
      rateOfPursuit: 100,
      benefitLevel: 100,
    })
  })

  test('multiplies by the benefit level and the rounded rate of pursuit', () => {
    const result = calculateHousingAllowance(
      request({ location: 'Honolulu, HI', enrollmentType: 'part-time', servicePercentage: 70, creditHours: 7 }),
    )
    // $3,663 x 70% x 60% = $1,538.46
    expect(result.monthlyHousingAllowance).toBe(1538.46)
  })

  test('pays nothing at half time', () => {
    const result = calculateHousingAllowance(request({ enrollmentType: 'part-time', creditHours: 6 }))
    expect(result.monthlyHousingAllowance).toBe(0)
    expect(result.details.notes.join(' ')).toMatch(/half time or less/)
  })

  test('online-only study pays the national online rate wherever the school is', () => {
    const result = calculateHousingAllowance(request({ enrollmentType: 'online', servicePercentage: 90 }))
    expect(result.monthlyHousingAllowance).toBe(1052.1)
    expect(result.details).toMatchObject({
      basis: 'national-online-rate',
      baseRate: NATIONAL_ONLINE_RATE.dollars,
      schoolYear: '2025-26',
      locationFound: true,
    })
  })

  test('an unknown location answers on the national online rate and warns that it was not found', () => {
    const result = calculateHousingAllowance(request({ location: 'Atlantis, ZZ' }))
    expect(result.monthlyHousingAllowance).toBe(1169)
    expect(result.details).toMatchObject({ locationFound: false, basis: 'national-online-rate', resolvedZip: null })
    expect(result.details.locationWarning).toMatch(/^We could not find that location, so this is the national online rate, not your school’s rate/)
  })

  test.each([
    ['', /^No school location given/],
    ['00601', /Puerto Rico or a U.S. territory/],
  ])('the location "%s" gets its own warning', (location, warning) => {
    expect(calculateHousingAllowance(request({ location })).details.locationWarning).toMatch(warning)
  })

  test('a found campus, or online-only study, has no location warning', () => {
    expect(calculateHousingAllowance(request()).details.locationWarning).toBeNull()
    expect(calculateHousingAllowance(request({ location: 'Atlantis, ZZ', enrollmentType: 'online' })).details.locationWarning).toBeNull()
  })

  test('after its school year the online rate says a newer one may apply', () => {
    const online = request({ enrollmentType: 'online' })
    const during = calculateHousingAllowance(online, new Date('2026-07-31T12:00:00Z'))
    const after = calculateHousingAllowance(online, new Date('2026-08-01T12:00:00Z'))
    const newerRate = /\$1,169\.00 is its rate for the 2025-26 school year, the latest we have/
    expect(during.details.notes.join(' ')).not.toMatch(newerRate)
    expect(after.details.notes.join(' ')).toMatch(newerRate)
    expect(calculateHousingAllowance(request(), new Date('2026-11-23T12:00:00Z')).details.notes.join(' ')).not.toMatch(newerRate)
  })

  test("Abilene's mid-year BAH rise is named beside the January rate the estimate uses", () => {
    const result = calculateHousingAllowance(request({ location: '79601' }))
    expect(result.details).toMatchObject({ housingAreaCode: 'TX270', baseRate: 1554 })
    expect(result.details.notes).toContain(
      'DoD raised the BAH for this housing area to $1,872.00 from May 16, 2026. This estimate uses DoD’s January table ($1,554.00), as VA’s yearly GI Bill rates do; ask VA whether the rise applies to your housing allowance.',
    )
  })

  test('below the 50% tier there is no allowance', () => {
    expect(calculateHousingAllowance(request({ servicePercentage: 40 })).monthlyHousingAllowance).toBe(0)
  })
})
