import {
  hasAnyDependent,
  type BilateralResult,
  type CombinationStep,
  type Dependents,
  type DisabilityRequest,
  type DisabilityResult,
  type Limb,
} from '@shared/calculators/calculators-contract'
import { formatUsd } from '@shared/money/format-money'
import { vaCompensation2026, type BasicRate } from '@data/va-compensation-2026'

/**
 * 38 CFR 4.25(a): the next disability applies to the efficiency that remains. The Combined
 * Ratings Table rounds each result half up to a whole number; integer arithmetic keeps that exact.
 */
export function combineStep(valueSoFar: number, rating: number): CombinationStep {
  const hundredths = 100 * valueSoFar + rating * (100 - valueSoFar)
  return {
    valueSoFar,
    rating,
    isBilateralGroup: false,
    exactValue: hundredths / 100,
    combinedValue: Math.floor((hundredths + 50) / 100),
  }
}

/** 38 CFR 4.25(a): largest first, each step rounded as in Table I. */
export function combineRatings(ratings: readonly number[]): { value: number; steps: CombinationStep[] } {
  const [first = 0, ...rest] = [...ratings].sort((a, b) => b - a)
  const steps: CombinationStep[] = []
  let value = first
  for (const rating of rest) {
    const step = combineStep(value, rating)
    steps.push(step)
    value = step.combinedValue
  }
  return { value, steps }
}

/**
 * 38 CFR 4.25(a): "converted to the nearest number divisible by 10, and combined values ending in
 * 5 will be adjusted upward".
 */
export function roundToNearestTen(value: number): number {
  return Math.floor((value + 5) / 10) * 10
}

type RatedLimb = { rating: number; limb: Limb | null }
type Pair = 'arms' | 'legs'

const PAIR_OF: Record<Limb, Pair> = {
  'left-arm': 'arms',
  'right-arm': 'arms',
  'left-leg': 'legs',
  'right-leg': 'legs',
}

/**
 * 38 CFR 4.26(c): a pair counts only with a compensable (10% or more) disability on each side.
 * 4.26(b): when both pairs count, all four extremities form one group.
 */
function qualifyingPairs(entries: readonly RatedLimb[]): Pair[] {
  const compensable = (limb: Limb) => entries.some((entry) => entry.limb === limb && entry.rating >= 10)
  const pairs: Pair[] = []
  if (compensable('left-arm') && compensable('right-arm')) pairs.push('arms')
  if (compensable('left-leg') && compensable('right-leg')) pairs.push('legs')
  return pairs
}

type Arrangement = {
  combinedValue: number
  combinedRating: number
  orderOfSeverity: number[]
  steps: CombinationStep[]
  bilateral: BilateralResult | null
}

/** Combines `others` with the bilateral group `kept` (already qualified) as one disability. */
function arrange(kept: readonly RatedLimb[], excluded: readonly RatedLimb[], others: readonly number[]): Arrangement {
  const pairs = qualifyingPairs(kept)
  if (pairs.length === 0) {
    const all = [...others, ...kept.map((entry) => entry.rating), ...excluded.map((entry) => entry.rating)]
    const { value, steps } = combineRatings(all)
    return {
      combinedValue: value,
      combinedRating: roundToNearestTen(value),
      orderOfSeverity: [...all].sort((a, b) => b - a),
      steps,
      bilateral: null,
    }
  }
  const group = combineRatings(kept.map((entry) => entry.rating))
  // 38 CFR 4.26: "10 percent of this value will be added (i.e., not combined)"; the worked example
  // (19 + 1.9 = 20.9, "21") rounds the sum half up. A group can never count for more than 100.
  const valueWithFactor = Math.min(100, Math.floor((group.value * 11 + 5) / 10))
  const rest = [...others, ...excluded.map((entry) => entry.rating)]
  const order = [...rest.map((rating) => ({ rating, isGroup: false })), { rating: valueWithFactor, isGroup: true }]
  // Stable sort: on a tie the group comes after equal single ratings; the result is the same.
  order.sort((a, b) => b.rating - a.rating)
  const steps: CombinationStep[] = []
  const [first, ...next] = order
  let value = first?.rating ?? 0
  for (const item of next) {
    const step = { ...combineStep(value, item.rating), isBilateralGroup: item.isGroup }
    steps.push(step)
    value = step.combinedValue
  }
  return {
    combinedValue: value,
    combinedRating: roundToNearestTen(value),
    orderOfSeverity: order.map((item) => item.rating),
    steps,
    bilateral: {
      pairs,
      ratings: kept.map((entry) => entry.rating).sort((a, b) => b - a),
      excludedRatings: excluded.map((entry) => entry.rating).sort((a, b) => b - a),
      steps: group.steps,
      combinedValue: group.value,
      factor: group.value / 10,
      valueWithFactor,
    },
  }
}

/**
 * The combined rating with the bilateral factor of 38 CFR 4.26 where limbs are marked.
 *
 * 4.26(d) (added in 2023): when leaving one or more bilateral disabilities out of the factor would
 * give a higher combined evaluation, they are combined separately instead. Every subset of the
 * group is tried (the contract bounds the group to 12 ratings); what stays under the factor must
 * itself qualify under 4.26(c). The full group is kept unless another arrangement gives a higher
 * rating once rounded to the nearest 10, since the rounded degree is what VA pays on.
 */
export function combineWithBilateralFactor(
  ratings: readonly number[],
  limbs: readonly (Limb | null)[] | undefined,
): Arrangement {
  const entries: RatedLimb[] = ratings.map((rating, index) => ({ rating, limb: limbs?.[index] ?? null }))
  const pairs = qualifyingPairs(entries)
  const inGroup = (entry: RatedLimb) => entry.limb !== null && pairs.includes(PAIR_OF[entry.limb])
  const group = entries.filter(inGroup)
  const others = entries.filter((entry) => !inGroup(entry)).map((entry) => entry.rating)
  let best = arrange(group, [], others)
  if (group.length === 0) return best

  for (let mask = 1; mask < 1 << group.length; mask += 1) {
    const kept = group.filter((_, index) => (mask & (1 << index)) === 0)
    const excluded = group.filter((_, index) => (mask & (1 << index)) !== 0)
    // What stays under the factor must be whole qualifying pairs: no lone side (4.26(c)).
    const keptPairs = qualifyingPairs(kept)
    const isWhole = kept.every((entry) => entry.limb !== null && keptPairs.includes(PAIR_OF[entry.limb]))
    if (kept.length > 0 && !isWhole) continue
    const candidate = arrange(kept, excluded, others)
    if (candidate.combinedRating > best.combinedRating) best = candidate
  }
  return best
}

// ---------------------------------------------------------------------------------------------
// Compensation
// ---------------------------------------------------------------------------------------------

export const NO_DEPENDENTS: Dependents = {
  spouse: false,
  spouseAidAndAttendance: false,
  childrenUnder18: 0,
  childrenInSchool: 0,
  dependentParents: 0,
}

const dollars = (cents: number) => cents / 100

function describeStatus(spouse: boolean, parents: number, child: boolean): string {
  const parts = [
    spouse ? 'spouse' : null,
    child ? '1 child under 18' : null,
    parents === 1 ? '1 dependent parent' : parents === 2 ? '2 dependent parents' : null,
  ].filter((part) => part !== null)
  return parts.length === 0 ? 'veteran alone' : `veteran with ${parts.join(', ')}`
}

/**
 * Monthly compensation from the VA rate tables effective 2025-12-01.
 *
 * - 0%: no monthly payment. 10% and 20%: one rate; VA adds for dependents only from 30%
 *   (38 U.S.C. 1115).
 * - From 30%: the basic rate for the spouse and parents, "with child" when there is a child
 *   under 18 (that row counts one child), then the added amounts: each further child under 18,
 *   each child 18 to 23 in school, and a spouse receiving Aid and Attendance. A child in school
 *   is always an added amount: VA's tables show the basic "with child" rates for children under
 *   18 only, and the school-child rate separately (va.gov's worked example: 70%, spouse, 3 children
 *   under 18 and 2 in school = the spouse-and-1-child rate + 2 under-18 + 2 school-child amounts).
 */
export function monthlyCompensation(
  combinedRating: number,
  dependents: Dependents = NO_DEPENDENTS,
): DisabilityResult['compensation'] & { cents: number } {
  const base = {
    effectiveDate: vaCompensation2026.effectiveDate,
    source: vaCompensation2026.source,
    sourceUrl: vaCompensation2026.sourceUrl,
  }
  const notes: string[] = []
  if (combinedRating === 0) {
    notes.push('A 0% rating is service-connected but pays no monthly compensation.')
    return { ...base, cents: 0, lines: [], dependentsApplied: false, notes }
  }
  if (combinedRating === 10 || combinedRating === 20) {
    const cents = vaCompensation2026.singleRateCents[combinedRating]
    if (hasAnyDependent(dependents)) {
      notes.push('VA adds money for dependents only when the combined rating is 30% or higher.')
    }
    return {
      ...base,
      cents,
      lines: [{ label: `${combinedRating}% rate`, amount: dollars(cents) }],
      dependentsApplied: false,
      notes,
    }
  }

  const rating = combinedRating as BasicRate['rating']
  const hasChild = dependents.childrenUnder18 > 0
  const basic = vaCompensation2026.basicRates.find(
    (row) =>
      row.rating === rating &&
      row.spouse === dependents.spouse &&
      row.parents === dependents.dependentParents &&
      row.child === hasChild,
  )
  const added = vaCompensation2026.addedAmounts.find((row) => row.rating === rating)
  if (!basic || !added) throw new Error(`No compensation rate for ${combinedRating}%`)

  const lines = [
    {
      label: `${rating}% basic rate, ${describeStatus(dependents.spouse, dependents.dependentParents, hasChild)}`,
      cents: basic.cents,
    },
  ]
  const extraChildren = Math.max(0, dependents.childrenUnder18 - 1)
  if (extraChildren > 0) {
    lines.push({
      label: `${extraChildren} more ${extraChildren === 1 ? 'child' : 'children'} under 18 (${formatUsd(dollars(added.childUnder18))} each)`,
      cents: extraChildren * added.childUnder18,
    })
  }
  if (dependents.childrenInSchool > 0) {
    lines.push({
      label: `${dependents.childrenInSchool} ${dependents.childrenInSchool === 1 ? 'child' : 'children'} 18 to 23 in school (${formatUsd(dollars(added.childInSchool))} each)`,
      cents: dependents.childrenInSchool * added.childInSchool,
    })
  }
  if (dependents.spouse && dependents.spouseAidAndAttendance) {
    lines.push({ label: 'Spouse receiving Aid and Attendance', cents: added.spouseAidAndAttendance })
  }
  const cents = lines.reduce((sum, line) => sum + line.cents, 0)
  return {
    ...base,
    cents,
    lines: lines.map((line) => ({ label: line.label, amount: dollars(line.cents) })),
    dependentsApplied: hasAnyDependent(dependents),
    notes,
  }
}

/** The disability calculator: combined rating (38 CFR 4.25, 4.26) and monthly compensation. */
export function calculateDisability(request: DisabilityRequest): DisabilityResult {
  const arrangement = combineWithBilateralFactor(request.ratings, request.limbs)
  const { cents, ...compensation } = monthlyCompensation(arrangement.combinedRating, request.dependents)
  return {
    combinedRating: arrangement.combinedRating,
    monthlyCompensation: dollars(cents),
    combinedValue: arrangement.combinedValue,
    orderOfSeverity: arrangement.orderOfSeverity,
    steps: arrangement.steps,
    bilateral: arrangement.bilateral,
    compensation,
  }
}
