// The local test mode answers Stripe's published test card numbers the way Stripe's test mode
// does, with Stripe's own decline messages, so the flow and its failures look the same offline.
// Source: https://docs.stripe.com/testing (cards and declined payments), read 2026-11.

export type TestCardOutcome = { isApproved: true } | { isApproved: false; message: string }

const DECLINED = 'Your card was declined.'

/** Card numbers that Stripe's test mode approves. */
const APPROVED_TEST_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
])

/** Card numbers that Stripe's test mode declines, with the message it gives. */
const DECLINED_TEST_CARDS: ReadonlyMap<string, string> = new Map([
  ['4000000000000002', DECLINED], // generic decline
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000009987', DECLINED], // lost card
  ['4000000000009979', DECLINED], // stolen card
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
  ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
])

/** The Luhn check that every real card number passes. */
function hasValidCheckDigit(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * What Stripe's test mode would say to this card. `cardNumber` is digits only; `expiry` is MM/YY.
 */
export function evaluateTestCard(
  cardNumber: string,
  expiry: string,
  now = new Date(),
): TestCardOutcome {
  if (!hasValidCheckDigit(cardNumber))
    return { isApproved: false, message: 'Your card number is incorrect.' }
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()))
  const expiresAfter = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1))
  if (expiresAfter <= now)
    return { isApproved: false, message: "Your card's expiration date is in the past." }
  const declineMessage = DECLINED_TEST_CARDS.get(cardNumber)
  if (declineMessage) return { isApproved: false, message: declineMessage }
  if (APPROVED_TEST_CARDS.has(cardNumber)) return { isApproved: true }
  return {
    isApproved: false,
    message: `${DECLINED} This is test mode, which takes only test cards, such as 4242 4242 4242 4242.`,
  }
}
