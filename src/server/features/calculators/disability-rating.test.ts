import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Limb } from '@shared/calculators/calculators-contract'
import { combinedRatingsTable } from '@data/combined-ratings-table'
import {
  calculateDisability,
  combineRatings,
  combineStep,
  combineWithBilateralFactor,
  monthlyCompensation,
  roundToNearestTen,
} from './disability-rating'

const combinedRating = (ratings: number[], limbs?: (Limb | null)[]) =>
  combineWithBilateralFactor(ratings, limbs).combinedRating

describe('38 CFR 4.25 Table I', () => {
  test('every one of the 684 published cells equals one combination step', () => {
    let cells = 0
    for (const [valueSoFar = 0, ...row] of combinedRatingsTable.rows) {
      row.forEach((cell, index) => {
        const next = combinedRatingsTable.columns[index] ?? 0
        expect(combineStep(valueSoFar, next).combinedValue, `${valueSoFar} with ${next}`).toBe(cell)
        cells += 1
      })
    }
    expect(cells).toBe(684)
  })

  test('the table reads the same whichever rating comes first', () => {
    for (const [valueSoFar = 0, ...row] of combinedRatingsTable.rows) {
      row.forEach((cell, index) => {
        const next = combinedRatingsTable.columns[index] ?? 0
        if (next >= 19 && next <= 94 && valueSoFar % 10 === 0) {
          expect(combineStep(next, valueSoFar).combinedValue).toBe(cell)
        }
      })
    }
  })
})

describe('the worked examples in 38 CFR 4.25', () => {
  test('60% and 30% leave 28% efficiency: 72% disabled', () => {
    expect(combineRatings([60, 30]).value).toBe(72)
    expect(combinedRating([60, 30])).toBe(70)
  })

  test('50% and 30% combine to 65, converted upward to 70', () => {
    expect(combineRatings([50, 30]).value).toBe(65)
    expect(combinedRating([50, 30])).toBe(70)
  })

  test('40% and 20% combine to 52, converted to 50', () => {
    expect(combineRatings([40, 20]).value).toBe(52)
    expect(combinedRating([40, 20])).toBe(50)
  })

  test('60%, 40% and 20% combine to 76 and then 81, converted to 80', () => {
    const { value, steps } = combineRatings([20, 60, 40])
    expect(steps.map((step) => step.combinedValue)).toEqual([76, 81])
    expect(steps[0]).toMatchObject({ valueSoFar: 60, rating: 40, exactValue: 76 })
    expect(steps[1]).toMatchObject({ valueSoFar: 76, rating: 20, exactValue: 80.8 })
    expect(value).toBe(81)
    expect(combinedRating([20, 60, 40])).toBe(80)
  })

  test('rounds each step to a whole number, not only the end', () => {
    // 50 + 50 = 75; 75 with 10 = 77.5 -> 78; 78 with 10 = 80.2 -> 80. Carrying decimals would
    // give 79.75, and then a different final degree for some lists.
    expect(combineRatings([50, 50, 10, 10]).steps.map((step) => step.combinedValue)).toEqual([75, 78, 80])
  })
})

describe('rounding to the nearest 10', () => {
  test.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [64, 60],
    [65, 70],
    [94, 90],
    [95, 100],
    [100, 100],
  ])('%i becomes %i', (value, expected) => {
    expect(roundToNearestTen(value)).toBe(expected)
  })
})

describe('the bilateral factor of 38 CFR 4.26', () => {
  test("the regulation's example: 60, 20 and bilateral 10s give 60, 21, 20, then 68, 74 and 70", () => {
    const result = combineWithBilateralFactor([60, 20, 10, 10], [null, null, 'left-leg', 'right-leg'])
    expect(result.orderOfSeverity).toEqual([60, 21, 20])
    expect(result.steps.map((step) => step.combinedValue)).toEqual([68, 74])
    expect(result.steps[0]?.isBilateralGroup).toBe(true)
    expect(result.combinedValue).toBe(74)
    expect(result.combinedRating).toBe(70)
    expect(result.bilateral).toMatchObject({
      pairs: ['legs'],
      ratings: [10, 10],
      combinedValue: 19,
      factor: 1.9,
      valueWithFactor: 21,
      excludedRatings: [],
    })
  })

  test('adds the 10 percent rather than combining it', () => {
    // Combining would give 19 with 10 = 27; the regulation adds 1.9 to 19.
    expect(combineWithBilateralFactor([10, 10], ['left-arm', 'right-arm']).bilateral?.valueWithFactor).toBe(21)
  })

  test('needs a compensable rating on each side of a pair (4.26(c))', () => {
    expect(combineWithBilateralFactor([30, 0], ['left-arm', 'right-arm']).bilateral).toBeNull()
    expect(combineWithBilateralFactor([30, 20], ['left-arm', 'left-arm']).bilateral).toBeNull()
  })

  test('an arm and the other leg are not a pair', () => {
    expect(combineWithBilateralFactor([30, 20], ['left-arm', 'right-leg']).bilateral).toBeNull()
  })

  test('with both arms and both legs, all four combine under one factor (4.26(b))', () => {
    const result = combineWithBilateralFactor(
      [20, 20, 10, 10],
      ['left-arm', 'right-arm', 'left-leg', 'right-leg'],
    )
    // 20, 20 -> 36; with 10 -> 42.4 -> 42; with 10 -> 47.8 -> 48; + 4.8 = 52.8 -> 53.
    expect(result.bilateral).toMatchObject({ pairs: ['arms', 'legs'], combinedValue: 48, valueWithFactor: 53 })
    expect(result.combinedRating).toBe(50)
  })

  test('a rating on a limb whose pair does not qualify combines as usual', () => {
    const result = combineWithBilateralFactor([20, 20, 30], ['left-arm', 'right-arm', 'left-leg'])
    expect(result.bilateral?.ratings).toEqual([20, 20])
    expect(result.orderOfSeverity).toEqual([40, 30])
  })

  test('never lowers the rating: 4.26(d) leaves ratings out when that is better for the veteran', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rating: fc.integer({ min: 0, max: 100 }),
            limb: fc.constantFrom<Limb | null>(null, 'left-arm', 'right-arm', 'left-leg', 'right-leg'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (entries) => {
          const ratings = entries.map((entry) => entry.rating)
          const withFactor = combinedRating(ratings, entries.map((entry) => entry.limb))
          expect(withFactor).toBeGreaterThanOrEqual(combinedRating(ratings))
          expect(withFactor).toBeLessThanOrEqual(100)
        },
      ),
    )
  })

  test('4.26(d): a bilateral rating is combined separately when that gives a higher evaluation', () => {
    const limbs: (Limb | null)[] = ['left-leg', 'right-leg', 'left-leg', null]
    // All three legs under the factor: 70, 20, 10 -> 78, + 7.8 = 86; with 60 -> 94.4 -> 94: 90%.
    // Leaving the 10 out: 70, 20 -> 76, + 7.6 = 84; with 60 -> 94 (93.6); with 10 -> 95 (94.6): 100%.
    const result = combineWithBilateralFactor([10, 20, 70, 60], limbs)
    expect(result.bilateral).toMatchObject({ ratings: [70, 20], excludedRatings: [10], valueWithFactor: 84 })
    expect(result.orderOfSeverity).toEqual([84, 60, 10])
    expect(result.combinedValue).toBe(95)
    expect(result.combinedRating).toBe(100)
  })

  test('a pair at 100% counts for no more than 100', () => {
    const result = combineWithBilateralFactor([90, 50], ['left-leg', 'right-leg'])
    expect(result.bilateral?.valueWithFactor).toBe(100)
    expect(result.combinedRating).toBe(100)
  })
})

describe('combined rating invariants', () => {
  const ratingList = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 12 })

  test('the order of the ratings does not matter', () => {
    fc.assert(
      fc.property(ratingList, fc.integer(), (ratings, seed) => {
        const shuffled = [...ratings].sort((a, b) => ((a * 31 + seed) % 7) - ((b * 31 + seed) % 7))
        expect(combineRatings(shuffled).value).toBe(combineRatings(ratings).value)
      }),
    )
  })

  test('adding a rating never lowers the result', () => {
    fc.assert(
      fc.property(ratingList, fc.integer({ min: 0, max: 100 }), (ratings, extra) => {
        expect(combineRatings([...ratings, extra]).value).toBeGreaterThanOrEqual(combineRatings(ratings).value)
        expect(combinedRating([...ratings, extra])).toBeGreaterThanOrEqual(combinedRating(ratings))
      }),
    )
  })

  test('the result is never above 100 and never below the largest rating', () => {
    fc.assert(
      fc.property(ratingList, (ratings) => {
        const { value } = combineRatings(ratings)
        expect(value).toBeLessThanOrEqual(100)
        expect(value).toBeGreaterThanOrEqual(Math.max(...ratings))
        expect(combinedRating(ratings) % 10).toBe(0)
      }),
    )
  })

  test('a single 100% rating is 100 whatever else is listed', () => {
    expect(combinedRating([100, 10, 20])).toBe(100)
  })
})

describe('monthly compensation, rates effective 2025-12-01', () => {
  test('0% pays nothing', () => {
    expect(monthlyCompensation(0).cents).toBe(0)
  })

  test('10% pays $180.42, the published $4.91 more than in 2025', () => {
    expect(monthlyCompensation(10).cents).toBe(18042)
    expect(18042 - 17551).toBe(491)
  })

  test('20% pays $356.66 and adds nothing for dependents', () => {
    const result = monthlyCompensation(20, {
      spouse: true,
      spouseAidAndAttendance: false,
      childrenUnder18: 2,
      childrenInSchool: 0,
      dependentParents: 0,
    })
    expect(result.cents).toBe(35666)
    expect(result.dependentsApplied).toBe(false)
    expect(result.notes[0]).toMatch(/30% or higher/)
  })

  test.each([
    [30, 55247],
    [50, 113290],
    [70, 180845],
    [90, 236230],
    [100, 393858],
  ])('%i percent for a veteran alone pays %i cents', (rating, cents) => {
    expect(monthlyCompensation(rating).cents).toBe(cents)
  })

  test("va.gov's example: 70%, spouse, 3 children under 18 and 2 in school is $2,718.45", () => {
    const result = monthlyCompensation(70, {
      spouse: true,
      spouseAidAndAttendance: false,
      childrenUnder18: 3,
      childrenInSchool: 2,
      dependentParents: 0,
    })
    // $2,074.45 (spouse and 1 child) + 2 x $76 + 2 x $246.
    expect(result.cents).toBe(271845)
    expect(result.lines.map((line) => line.amount)).toEqual([2074.45, 152, 492])
  })

  test('a child in school with no child under 18 is an added amount on the no-child rate', () => {
    const result = monthlyCompensation(100, {
      spouse: false,
      spouseAidAndAttendance: false,
      childrenUnder18: 0,
      childrenInSchool: 1,
      dependentParents: 0,
    })
    expect(result.cents).toBe(393858 + 35245)
  })

  test('100% with spouse receiving Aid and Attendance and two parents', () => {
    const result = monthlyCompensation(100, {
      spouse: true,
      spouseAidAndAttendance: true,
      childrenUnder18: 0,
      childrenInSchool: 0,
      dependentParents: 2,
    })
    expect(result.cents).toBe(451065 + 20141)
  })

  test('the calculator combines and pays in one result', () => {
    const result = calculateDisability({ ratings: [50, 30] })
    expect(result).toMatchObject({ combinedRating: 70, monthlyCompensation: 1808.45, combinedValue: 65 })
    expect(result.compensation.effectiveDate).toBe('2025-12-01')
  })
})
