import type { EnrollmentType, GiBillRequest, GiBillResult } from '@shared/calculators/calculators-contract'
import { bahE5WithDependents2026 } from '../../../../data/bah-e5-with-dependents-2026'
import { resolveLocation } from './housing-locations'

/**
 * 38 U.S.C. 3313(c)(1)(B)(iii): students taking only distance learning get 50% of the national
 * average BAH for an E-5 with dependents. VA's published figure for August 1, 2025 to July 31,
 * 2026 is $1,169.00, the latest VA has published (the 2026-27 figure follows each August).
 */
export const NATIONAL_ONLINE_RATE = {
  dollars: 1169,
  schoolYear: '2025-26',
  source: 'VA Post-9/11 GI Bill rates: online-only housing allowance, Aug 1, 2025 - Jul 31, 2026',
  sourceUrl: 'https://www.va.gov/education/benefit-rates/post-9-11-gi-bill-rates/',
} as const

/**
 * The Post-9/11 benefit levels (38 U.S.C. 3311 and 3313(c), tiers as amended by the Forever GI
 * Bill from August 1, 2020). A Certificate of Eligibility shows one of these; another number is
 * rounded down to the tier below, so the estimate never promises more than VA pays.
 */
export const BENEFIT_LEVEL_TIERS = [100, 90, 80, 70, 60, 50] as const

/** A full-time undergraduate load in standard semester credit hours; schools set their own. */
export const FULL_TIME_CREDIT_HOURS = 12
/** Part-time with no credit hours given is estimated at 3/4 time: 9 of 12 credit hours. */
export const ASSUMED_PART_TIME_CREDIT_HOURS = 9

export function benefitLevelFor(servicePercentage: number): number {
  return BENEFIT_LEVEL_TIERS.find((tier) => servicePercentage >= tier) ?? 0
}

/**
 * 38 U.S.C. 3313(c)(1)(B): the allowance is paid only for a rate of pursuit above 50%, and is
 * then multiplied by the rate of pursuit rounded to the nearest multiple of 10 (half up: 3/4 time,
 * 75%, pays 80%). Online-only study is taken as full-time.
 */
export function rateOfPursuitFor(enrollmentType: EnrollmentType, creditHours?: number) {
  if (enrollmentType !== 'part-time') return { percent: 100, creditHours: null, isAssumed: false }
  const hours = creditHours ?? ASSUMED_PART_TIME_CREDIT_HOURS
  const isAboveHalfTime = hours * 2 > FULL_TIME_CREDIT_HOURS
  // round(hours / 12 x 10) tenths, half up, in integers: floor((20 x hours + 12) / 24).
  const tenths = Math.min(10, Math.floor((20 * hours + FULL_TIME_CREDIT_HOURS) / (2 * FULL_TIME_CREDIT_HOURS)))
  return {
    percent: isAboveHalfTime ? tenths * 10 : 0,
    creditHours: hours,
    isAssumed: creditHours === undefined,
  }
}

/** The Post-9/11 GI Bill monthly housing allowance for one term's study. */
export function calculateHousingAllowance(request: GiBillRequest): GiBillResult {
  const location = resolveLocation(request.location)
  const benefitLevel = benefitLevelFor(request.servicePercentage)
  const pursuit = rateOfPursuitFor(request.enrollmentType, request.creditHours)
  const notes: string[] = []

  const area = location.status === 'found' ? location.area : null
  const useCampusRate = area !== null && request.enrollmentType !== 'online'
  const baseRate = useCampusRate ? area.monthlyDollars : NATIONAL_ONLINE_RATE.dollars

  if (request.enrollmentType === 'online') {
    notes.push('All classes online: VA pays half the national average housing allowance, wherever you live.')
  } else if (location.status === 'empty') {
    notes.push('No school location given, so this uses the national online rate. Enter the campus ZIP code for its rate.')
  } else if (location.status === 'not-found') {
    notes.push('We could not find that location, so this uses the national online rate. Try the campus’s 5-digit ZIP code.')
  } else if (location.status === 'no-bah') {
    notes.push('This ZIP code is in Puerto Rico or a U.S. territory, which has no BAH rate in the DoD table. This uses the national online rate; ask VA for the rate at your school.')
  }
  if (request.servicePercentage !== benefitLevel) {
    notes.push(
      benefitLevel === 0
        ? 'Post-9/11 GI Bill levels start at 50%, so no housing allowance is paid below that.'
        : `Post-9/11 GI Bill levels go in steps of 10% from 50% to 100%, so ${request.servicePercentage}% is worked out at ${benefitLevel}%.`,
    )
  }
  if (pursuit.isAssumed) {
    notes.push(`Part-time is estimated as 3/4 time (${ASSUMED_PART_TIME_CREDIT_HOURS} of ${FULL_TIME_CREDIT_HOURS} credit hours), which VA rounds to 80%. Enter your credit hours for your own figure.`)
  }
  if (pursuit.creditHours !== null && pursuit.percent === 0) {
    notes.push('VA pays no housing allowance at half time or less.')
  }
  if (useCampusRate) {
    notes.push('If you first used the Post-9/11 GI Bill before January 1, 2018, VA may pay you a slightly higher rate.')
  }

  const cents = Math.round((baseRate * 100 * benefitLevel * pursuit.percent) / 10_000)
  return {
    monthlyHousingAllowance: cents / 100,
    details: {
      locationFound: location.status === 'found' || location.status === 'no-bah',
      resolvedZip: location.status === 'found' || location.status === 'no-bah' ? location.zip : null,
      housingAreaCode: area?.code ?? null,
      housingAreaName: area?.name ?? null,
      basis: useCampusRate ? 'campus-bah' : 'national-online-rate',
      baseRate,
      schoolYear: useCampusRate ? bahE5WithDependents2026.schoolYear : NATIONAL_ONLINE_RATE.schoolYear,
      rateSource: useCampusRate
        ? `${bahE5WithDependents2026.source}, effective ${bahE5WithDependents2026.effectiveDate}`
        : NATIONAL_ONLINE_RATE.source,
      enrollmentType: request.enrollmentType,
      creditHours: pursuit.creditHours,
      rateOfPursuit: pursuit.percent,
      servicePercentage: request.servicePercentage,
      benefitLevel,
      notes,
    },
  }
}
