import { describe, expect, test } from 'vitest'
import { isRateTableSuperseded, nextRateChange } from './rate-schedule'

describe('the yearly change of VA rates', () => {
  test('a table effective on December 1 is replaced on the next December 1', () => {
    expect(nextRateChange('2025-12-01')).toBe('2026-12-01')
  })

  test('the table is current up to the day before the change and superseded from that day', () => {
    expect(isRateTableSuperseded('2025-12-01', new Date('2026-11-30T23:59:59Z'))).toBe(false)
    expect(isRateTableSuperseded('2025-12-01', new Date('2026-12-01T00:00:00Z'))).toBe(true)
    expect(isRateTableSuperseded('2025-12-01', new Date('2025-12-01T00:00:00Z'))).toBe(false)
  })
})
