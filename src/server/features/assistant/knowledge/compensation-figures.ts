import { vaCompensation2026 } from '@data/va-compensation-2026'
import { formatUsd } from '@shared/money/format-money'

const veteranAlone = vaCompensation2026.basicRates.find(
  (row) => row.rating === 100 && !row.spouse && row.parents === 0 && !row.child,
)
if (!veteranAlone) throw new Error('The rate table has no 100% rate for a veteran alone')

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
  tenPercent: formatUsd(vaCompensation2026.singleRateCents[10] / 100),
  twentyPercent: formatUsd(vaCompensation2026.singleRateCents[20] / 100),
  hundredPercentAlone: formatUsd(veteranAlone.cents / 100),
}

/**
 * What one rating pays a month by the rate table the calculator uses: the veteran alone, and from
 * 30% (where dependents add to the rate, 38 U.S.C. 1115) with a spouse and no children too.
 */
export function monthlyPayFor(rating: number): { alone: string; withSpouse?: string } | null {
  if (rating === 10 || rating === 20)
    return { alone: formatUsd(vaCompensation2026.singleRateCents[rating] / 100) }
  const row = (spouse: boolean) =>
    vaCompensation2026.basicRates.find(
      (rate) =>
        rate.rating === rating && rate.spouse === spouse && rate.parents === 0 && !rate.child,
    )
  const alone = row(false)
  const withSpouse = row(true)
  if (!alone || !withSpouse) return null
  return { alone: formatUsd(alone.cents / 100), withSpouse: formatUsd(withSpouse.cents / 100) }
}
