import { describe, expect, test } from 'vitest'
import { guideFigures } from './guide-figures'
import { productFigures } from './product-figures'
import { supportLines } from './support-lines'

const publicSources = [
  ...Object.entries(guideFigures).map(([key, figure]) => ({ key, url: figure.sourceUrl })),
  ...Object.entries(supportLines).map(([key, line]) => ({ key, url: line.sourceUrl })),
]

const datedEntries = [
  ...Object.entries(guideFigures).flatMap(([key, figure]) => [
    { key: `${key}.checkedOn`, date: figure.checkedOn },
    ...('effectiveOn' in figure ? [{ key: `${key}.effectiveOn`, date: figure.effectiveOn }] : []),
  ]),
  ...Object.entries(supportLines).map(([key, line]) => ({
    key: `${key}.checkedOn`,
    date: line.checkedOn,
  })),
  ...Object.entries(productFigures).map(([key, figure]) => ({
    key: `${key}.checkedOn`,
    date: figure.checkedOn,
  })),
]

/** A real calendar date written as YYYY-MM-DD, not in the future. */
function isValidPastIsoDate(text: string | undefined): boolean {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(text) &&
    date.getTime() <= Date.now()
  )
}

describe('guide figures and support lines', () => {
  test.each(publicSources)('$key cites an https source', ({ url }) => {
    expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//i)
  })

  test.each(datedEntries)('$key is a valid date that has already passed', ({ date }) => {
    expect(isValidPastIsoDate(date)).toBe(true)
  })

  test('a figure effective date never comes after the date it was checked', () => {
    for (const figure of Object.values(guideFigures)) {
      if ('effectiveOn' in figure) expect(figure.effectiveOn <= figure.checkedOn).toBe(true)
    }
  })

  test('a fiscal-year figure took effect on 1 October of the year before', () => {
    for (const figure of Object.values(guideFigures)) {
      if ('fiscalYear' in figure) expect(figure.effectiveOn).toBe(`${figure.fiscalYear - 1}-10-01`)
    }
  })

  test('the SAH figure of product contract §9 is kept, labelled with its fiscal year', () => {
    expect(guideFigures.sahGrantFy2023).toMatchObject({
      display: '$109,986',
      value: 109_986,
      fiscalYear: 2023,
    })
  })

  test('phone numbers dial digits only', () => {
    for (const line of Object.values(supportLines)) expect(line.dial).toMatch(/^\+?\d+$/)
  })

  test('product figures name the section of the product contract that sets them', () => {
    for (const figure of Object.values(productFigures)) {
      expect(figure.reference).toMatch(/^docs\/product-contract\.md §[1-9]/)
    }
  })

  test('only our own plan terms and service figures go without a public source', () => {
    // A new figure about a benefit belongs in guideFigures with its URL, not here.
    expect(Object.keys(productFigures).sort()).toEqual(
      [
        'averageRating',
        'benefitsSecured',
        'freePromptsPerMonth',
        'moneyBackGuarantee',
        'proPricePerMonth',
        'veteransServed',
      ].sort(),
    )
  })

  test("the plan figures shown are the product contract's: 20 free prompts a month, Pro at $19, 30 days back", () => {
    expect(productFigures.freePromptsPerMonth).toMatchObject({
      value: 20,
      display: '20 AI prompts per month',
    })
    expect(productFigures.proPricePerMonth).toMatchObject({ value: 19, display: '$19' })
    expect(productFigures.moneyBackGuarantee).toMatchObject({ value: 30, display: '30-day' })
  })
})
