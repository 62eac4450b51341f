// The Free and Pro plans of product contract §1 and §9. Plain constants with no zod, so the landing
// page can show them without loading the validation library.

/** Free plan: AI prompts per calendar month (UTC). */
export const FREE_PROMPTS_PER_MONTH = 20

/** Pro plan: price in US dollars per month. */
export const PRO_PRICE_PER_MONTH_USD = 19

/** Pro plan: days in which a new subscriber may ask for a full refund. */
export const MONEY_BACK_GUARANTEE_DAYS = 30
