import { vaCompensation2026 } from '@data/va-compensation-2026'
import { formatUsd } from '@shared/money/format-money'
import { monthlyCompensation, NO_DEPENDENTS } from '@server/features/calculators/disability-rating'

/** What the calculator pays a month at one rating, with or without a spouse, as the answers write it. */
const monthly = (rating: number, spouse = false) =>
  formatUsd(monthlyCompensation(rating, { ...NO_DEPENDENTS, spouse }).cents / 100)

/** An ISO date as the knowledge base writes it: "2025-12-01" is "December 1, 2025". */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** The monthly amounts the knowledge base quotes, from the rate table the calculator uses. */
export const compensationFigures = {
  effectiveDate: longDate(vaCompensation2026.effectiveDate),
  colaPercent: `${vaCompensation2026.colaPercent}%`,
  tenPercent: monthly(10),
  twentyPercent: monthly(20),
  hundredPercentAlone: monthly(100),
}

/**
 * What one rating pays a month, as the calculator figures it: the veteran alone, and from 30%
 * (where dependents add to the rate, 38 U.S.C. 1115) with a spouse and no children too.
 */
export function monthlyPayFor(rating: number): { alone: string; withSpouse?: string } {
  return rating < 30
    ? { alone: monthly(rating) }
    : { alone: monthly(rating), withSpouse: monthly(rating, true) }
}
