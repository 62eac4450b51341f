import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'
import { textWithoutNul } from '@shared/api/text-field'

// ---------------------------------------------------------------------------------------------
// Disability rating and compensation
// ---------------------------------------------------------------------------------------------

/** More ratings than anyone has; a longer list is a 400, not work for the server. */
export const MAX_RATINGS = 50
/**
 * 38 CFR 4.26(d) is checked by trying every way of leaving limb ratings out of the bilateral
 * factor, so their number is bounded (2^12 arrangements at most).
 */
export const MAX_LIMB_RATINGS = 12
export const MAX_CHILDREN = 20
export const MAX_DEPENDENT_PARENTS = 2

export const ratingSchema = z.number().int().min(0).max(100)

/** The paired extremity a rating is for (38 CFR 4.26: both arms, or both legs). */
export const limbSchema = z.enum(['left-arm', 'right-arm', 'left-leg', 'right-leg'])
export type Limb = z.infer<typeof limbSchema>

export const dependentsSchema = z
  .object({
    spouse: z.boolean().default(false),
    spouseAidAndAttendance: z.boolean().default(false),
    childrenUnder18: z.number().int().min(0).max(MAX_CHILDREN).default(0),
    /** Children 18 to 23 in a school program VA has approved. */
    childrenInSchool: z.number().int().min(0).max(MAX_CHILDREN).default(0),
    dependentParents: z.number().int().min(0).max(MAX_DEPENDENT_PARENTS).default(0),
  })
  .refine((dependents) => dependents.spouse || !dependents.spouseAidAndAttendance, {
    message: 'spouseAidAndAttendance needs spouse to be true',
    path: ['spouseAidAndAttendance'],
  })
export type Dependents = z.infer<typeof dependentsSchema>

/** True when any dependent would change the payment; Aid and Attendance needs a spouse. */
export function hasAnyDependent(dependents: Dependents): boolean {
  return (
    dependents.spouse ||
    dependents.childrenUnder18 > 0 ||
    dependents.childrenInSchool > 0 ||
    dependents.dependentParents > 0
  )
}

export const disabilityRequestSchema = z
  .object({
    ratings: z.array(ratingSchema).min(1).max(MAX_RATINGS),
    /** Optional, one entry per rating: the arm or leg it is for, or null. */
    limbs: z.array(limbSchema.nullable()).max(MAX_RATINGS).optional(),
    dependents: dependentsSchema.optional(),
  })
  .superRefine((request, context) => {
    if (!request.limbs) return
    if (request.limbs.length !== request.ratings.length) {
      context.addIssue({
        code: 'custom',
        path: ['limbs'],
        message: 'limbs must have one entry (or null) for each rating',
      })
    } else if (request.limbs.filter((limb) => limb !== null).length > MAX_LIMB_RATINGS) {
      context.addIssue({
        code: 'custom',
        path: ['limbs'],
        message: `mark at most ${MAX_LIMB_RATINGS} ratings as an arm or leg`,
      })
    }
  })
export type DisabilityRequest = z.infer<typeof disabilityRequestSchema>

/** One line of the 38 CFR 4.25 combination: the value so far combined with the next rating. */
export const combinationStepSchema = z.object({
  valueSoFar: z.number().int(),
  rating: z.number().int(),
  /** True when `rating` is the bilateral group's value (38 CFR 4.26). */
  isBilateralGroup: z.boolean(),
  /** valueSoFar + rating x (100 - valueSoFar) / 100, before rounding. */
  exactValue: z.number(),
  /** Rounded half up to a whole number, as in the Combined Ratings Table. */
  combinedValue: z.number().int(),
})
export type CombinationStep = z.infer<typeof combinationStepSchema>

export const bilateralResultSchema = z.object({
  pairs: z.array(z.enum(['arms', 'legs'])),
  /** The ratings combined under the factor, largest first. */
  ratings: z.array(z.number().int()),
  /** Limb ratings left out of the factor because that gives a higher rating (38 CFR 4.26(d)). */
  excludedRatings: z.array(z.number().int()),
  steps: z.array(combinationStepSchema),
  combinedValue: z.number().int(),
  /** 10% of combinedValue, added (not combined), before rounding. */
  factor: z.number(),
  /** combinedValue + factor, rounded half up; treated as one disability from here on. */
  valueWithFactor: z.number().int(),
})
export type BilateralResult = z.infer<typeof bilateralResultSchema>

export const compensationLineSchema = z.object({ label: z.string(), amount: z.number() })

export const disabilityResultSchema = z.object({
  /** Whole-person method (38 CFR 4.25), rounded to the nearest 10. */
  combinedRating: z.number().int(),
  /** US dollars a month, from the rates effective `compensation.effectiveDate`. */
  monthlyCompensation: z.number(),
  /** The combined value before rounding to the nearest 10. */
  combinedValue: z.number().int(),
  /** Every rating in order of severity, the bilateral group counted as one. */
  orderOfSeverity: z.array(z.number().int()),
  steps: z.array(combinationStepSchema),
  /** Null when no pair of arms or legs qualifies for the bilateral factor. */
  bilateral: bilateralResultSchema.nullable(),
  compensation: z.object({
    effectiveDate: z.string(),
    source: z.string(),
    sourceUrl: z.string(),
    lines: z.array(compensationLineSchema),
    dependentsApplied: z.boolean(),
    notes: z.array(z.string()),
  }),
})
export type DisabilityResult = z.infer<typeof disabilityResultSchema>

// ---------------------------------------------------------------------------------------------
// Post-9/11 GI Bill monthly housing allowance
// ---------------------------------------------------------------------------------------------

export const enrollmentTypes = ['full-time', 'part-time', 'online'] as const
export const enrollmentTypeSchema = z.enum(enrollmentTypes)
export type EnrollmentType = z.infer<typeof enrollmentTypeSchema>

export const giBillRequestSchema = z.object({
  /** A 5-digit ZIP or "City, ST"; may be empty (product contract §5 does not check it). */
  location: textWithoutNul().max(200),
  enrollmentType: enrollmentTypeSchema.default('full-time'),
  servicePercentage: z.number().int().min(0).max(100).default(100),
  /** Part-time only: credit hours a term, against a 12-hour full-time load. */
  creditHours: z.number().int().min(0).max(30).optional(),
})
export type GiBillRequest = z.infer<typeof giBillRequestSchema>

export const giBillResultSchema = z.object({
  /** US dollars a month. */
  monthlyHousingAllowance: z.number(),
  details: z.object({
    locationFound: z.boolean(),
    resolvedZip: z.string().nullable(),
    housingAreaCode: z.string().nullable(),
    housingAreaName: z.string().nullable(),
    /** Which rate the estimate starts from. */
    basis: z.enum(['campus-bah', 'national-online-rate']),
    /** The full-time, 100% monthly rate in US dollars (BAH for E-5 with dependents, or online). */
    baseRate: z.number(),
    /** The school year the base rate belongs to, e.g. "2026-27" (August 1 to July 31). */
    schoolYear: z.string(),
    rateSource: z.string(),
    enrollmentType: enrollmentTypeSchema,
    creditHours: z.number().int().nullable(),
    /** Percent, rounded to the nearest 10; 0 at or below half time. */
    rateOfPursuit: z.number().int(),
    servicePercentage: z.number().int(),
    /** The Post-9/11 tier used (50 to 100 percent, or 0). */
    benefitLevel: z.number().int(),
    /**
     * Why the estimate is not the school's own campus rate (no location, not found, a territory
     * without BAH), for the page to show before the figure; null when it is, or online-only.
     */
    locationWarning: z.string().nullable(),
    notes: z.array(z.string()),
  }),
})
export type GiBillResult = z.infer<typeof giBillResultSchema>

export const calculatorsApi = {
  disability: {
    method: 'POST',
    path: '/api/tools/disability-calculator',
    body: disabilityRequestSchema,
    response: disabilityResultSchema,
  },
  giBill: {
    method: 'POST',
    path: '/api/tools/gi-bill-calculator',
    body: giBillRequestSchema,
    response: giBillResultSchema,
  },
} as const satisfies Record<string, Endpoint>
