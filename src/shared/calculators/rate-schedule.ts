/**
 * VA's compensation rates change every December 1 with the cost-of-living adjustment, so a table
 * effective on one December 1 is replaced on the next. Dates are ISO days (YYYY-MM-DD).
 */
export function nextRateChange(effectiveDate: string): string {
  const year = Number(effectiveDate.slice(0, 4))
  return `${year + 1}${effectiveDate.slice(4)}`
}

/** True once VA's next table is in force and the figures shown are a year old. */
export function isRateTableSuperseded(effectiveDate: string, today: Date): boolean {
  return today.toISOString().slice(0, 10) >= nextRateChange(effectiveDate)
}
