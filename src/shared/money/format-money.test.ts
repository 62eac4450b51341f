import { expect, test } from 'vitest'
import { formatUsd } from './format-money'

test('formats dollars with a thousands separator and cents', () => {
  expect(formatUsd(1808.45)).toBe('$1,808.45')
  expect(formatUsd(0)).toBe('$0.00')
  expect(formatUsd(3938.58)).toBe('$3,938.58')
})
