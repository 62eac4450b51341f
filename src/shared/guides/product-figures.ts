import {
  FREE_PROMPTS_PER_MONTH,
  MONEY_BACK_GUARANTEE_DAYS,
  PRO_PRICE_PER_MONTH_USD,
} from '@shared/subscription/plans'

/**
 * Our own plan terms and the landing page's service figures. They have no public page to cite: the
 * product contract (docs/product-contract.md) sets them, so each names that reference instead of a URL.
 */
export type ProductFigure = {
  label: string
  display: string
  value?: number
  /** Where the figure is decided: a section of the product contract. */
  reference: string
  /** ISO date the figure was last confirmed against `reference`. */
  checkedOn: string
  note?: string
}

export const productFigures = {
  freePromptsPerMonth: {
    label: 'Free plan: AI prompts per month',
    display: `${FREE_PROMPTS_PER_MONTH} AI prompts per month`,
    value: FREE_PROMPTS_PER_MONTH,
    reference:
      'docs/product-contract.md §1 and §9; FREE_PROMPTS_PER_MONTH in shared/subscription/plans.ts',
    checkedOn: '2026-11-23',
  },
  proPricePerMonth: {
    label: 'Pro plan: price per month',
    display: `$${PRO_PRICE_PER_MONTH_USD}`,
    value: PRO_PRICE_PER_MONTH_USD,
    reference: 'docs/product-contract.md §1 and §9',
    checkedOn: '2026-11-23',
  },
  moneyBackGuarantee: {
    label: 'Pro plan: money-back guarantee',
    display: `${MONEY_BACK_GUARANTEE_DAYS}-day`,
    value: MONEY_BACK_GUARANTEE_DAYS,
    reference: 'docs/product-contract.md §1 and §9',
    checkedOn: '2026-11-23',
  },
  veteransServed: {
    label: 'Veterans served',
    display: '25,000+',
    reference: 'docs/product-contract.md §1 (landing page figures)',
    checkedOn: '2026-11-23',
    note: 'Reported by the product, not independently verified.',
  },
  benefitsSecured: {
    label: 'Benefits secured',
    display: '$47M+',
    reference: 'docs/product-contract.md §1 (landing page figures)',
    checkedOn: '2026-11-23',
    note: 'Reported by the product, not independently verified.',
  },
  averageRating: {
    label: 'Average rating',
    display: '4.9/5',
    reference: 'docs/product-contract.md §1 (landing page figures)',
    checkedOn: '2026-11-23',
    note: 'Reported by the product, not independently verified.',
  },
} as const satisfies Record<string, ProductFigure>
