import { officialLinks } from '@shared/guides/official-links'
import { formatUsd } from '@shared/money/format-money'
import type {
  EnrollmentType,
  GiBillRequest,
  GiBillResult,
} from '@shared/calculators/calculators-contract'
import { bahE5WithDependents2026 } from '@data/bah-e5-with-dependents-2026'
import { resolveLocation } from './housing-locations'

/**
 * 38 U.S.C. 3313(c)(1)(B)(iii): students taking only distance learning get 50% of the national
 * average BAH for an E-5 with dependents. VA's published figure for August 1, 2025 to July 31,
 * 2026 is $1,169.00, the latest VA has published (the 2026-27 figure follows each August).
 */
export const NATIONAL_ONLINE_RATE = {
  dollars: 1169,
  schoolYear: '2025-26',
  /** The last day this rate applies; VA's next figure takes over the day after. */
  lastDay: '2026-07-31',
  source: 'VA Post-9/11 GI Bill rates: online-only housing allowance, Aug 1, 2025 - Jul 31, 2026',
  sourceUrl: officialLinks.post911GiBillRates.href,
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
  const tenths = Math.min(
    10,
    Math.floor((20 * hours + FULL_TIME_CREDIT_HOURS) / (2 * FULL_TIME_CREDIT_HOURS)),
  )
  return {
    percent: isAboveHalfTime ? tenths * 10 : 0,
    creditHours: hours,
    isAssumed: creditHours === undefined,
  }
}

const longDate = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })

/** Why a campus estimate falls back to the national online rate, or null when it does not. */
function locationWarningFor(status: ReturnType<typeof resolveLocation>['status']): string | null {
  switch (status) {
    case 'empty':
      return 'No school location given, so this is the national online rate, not your school’s rate. Enter the campus ZIP code for its rate.'
    case 'not-found':
      return 'We could not find that location, so this is the national online rate, not your school’s rate. Try the campus’s 5-digit ZIP code.'
    case 'no-bah':
      return 'This ZIP code is in Puerto Rico or a U.S. territory, which has no BAH rate in the DoD table, so this is the national online rate. Ask VA for the rate at your school.'
    case 'found':
      return null
  }
}

/** The Post-9/11 GI Bill monthly housing allowance for one term's study, as of `today`. */
export function calculateHousingAllowance(
  request: GiBillRequest,
  today = new Date(),
): GiBillResult {
  const location = resolveLocation(request.location)
  const benefitLevel = benefitLevelFor(request.servicePercentage)
  const pursuit = rateOfPursuitFor(request.enrollmentType, request.creditHours)
  const notes: string[] = []

  const area = location.status === 'found' ? location.area : null
  const useCampusRate = area !== null && request.enrollmentType !== 'online'
  const baseRate = useCampusRate ? area.monthlyDollars : NATIONAL_ONLINE_RATE.dollars
  const isOnline = request.enrollmentType === 'online'
  const locationWarning = isOnline ? null : locationWarningFor(location.status)

  if (isOnline) {
    notes.push(
      'All classes online: VA pays half the national average housing allowance, wherever you live.',
    )
  }
  if (!useCampusRate && today.toISOString().slice(0, 10) > NATIONAL_ONLINE_RATE.lastDay) {
    notes.push(
      `VA sets the online rate each August 1. ${formatUsd(NATIONAL_ONLINE_RATE.dollars)} is its rate for the ${NATIONAL_ONLINE_RATE.schoolYear} school year, the latest we have; the rate for the school year under way may be a little different.`,
    )
  }
  const offCycle = bahE5WithDependents2026.offCycleNotApplied.find(
    (change) => change.mha === area?.code,
  )
  if (useCampusRate && offCycle) {
    notes.push(
      `DoD raised the BAH for this housing area to ${formatUsd(offCycle.e5WithDependents)} from ${longDate(offCycle.effectiveDate)}. This estimate uses DoD’s January table (${formatUsd(baseRate)}), as VA’s yearly GI Bill rates do; ask VA whether the rise applies to your housing allowance.`,
    )
  }
  if (request.servicePercentage !== benefitLevel) {
    notes.push(
      benefitLevel === 0
        ? 'Post-9/11 GI Bill levels start at 50%, so no housing allowance is paid below that.'
        : `Post-9/11 GI Bill levels go in steps of 10% from 50% to 100%, so ${request.servicePercentage}% is worked out at ${benefitLevel}%.`,
    )
  }
  if (pursuit.isAssumed) {
    notes.push(
      `Part-time is estimated as 3/4 time (${ASSUMED_PART_TIME_CREDIT_HOURS} of ${FULL_TIME_CREDIT_HOURS} credit hours), which VA rounds to 80%. Enter your credit hours for your own figure.`,
    )
  }
  if (pursuit.creditHours !== null && pursuit.percent === 0) {
    notes.push('VA pays no housing allowance at half time or less.')
  }
  if (useCampusRate) {
    notes.push(
      'If you first used the Post-9/11 GI Bill before January 1, 2018, VA may pay you a slightly higher rate.',
    )
  }

  const cents = Math.round((baseRate * 100 * benefitLevel * pursuit.percent) / 10_000)
  return {
    monthlyHousingAllowance: cents / 100,
    details: {
      locationFound: location.status === 'found' || location.status === 'no-bah',
      resolvedZip:
        location.status === 'found' || location.status === 'no-bah' ? location.zip : null,
      housingAreaCode: area?.code ?? null,
      housingAreaName: area?.name ?? null,
      basis: useCampusRate ? 'campus-bah' : 'national-online-rate',
      baseRate,
      schoolYear: useCampusRate
        ? bahE5WithDependents2026.schoolYear
        : NATIONAL_ONLINE_RATE.schoolYear,
      rateSource: useCampusRate
        ? `${bahE5WithDependents2026.source}, effective ${bahE5WithDependents2026.effectiveDate}`
        : NATIONAL_ONLINE_RATE.source,
      enrollmentType: request.enrollmentType,
      creditHours: pursuit.creditHours,
      rateOfPursuit: pursuit.percent,
      servicePercentage: request.servicePercentage,
      benefitLevel,
      locationWarning,
      notes,
    },
  }
}
