import { describe, expect, test } from 'vitest'
import { evaluateTestCard } from './test-cards'

const NOW = new Date('2026-11-23T12:00:00Z')

describe('evaluateTestCard', () => {
  test.each(['4242424242424242', '5555555555554444', '378282246310005'])(
    'approves Stripe test card %s',
    (card) => {
      expect(evaluateTestCard(card, '12/30', NOW)).toEqual({ isApproved: true })
    },
  )

  test('declines 4000 0000 0000 0002 with Stripe’s message', () => {
    expect(evaluateTestCard('4000000000000002', '12/30', NOW)).toEqual({
      isApproved: false,
      message: 'Your card was declined.',
    })
  })

  test('checks the number’s check digit before anything else', () => {
    expect(evaluateTestCard('4242424242424241', '12/30', NOW)).toMatchObject({
      message: 'Your card number is incorrect.',
    })
  })

  test('a card is good through the last day of its expiry month', () => {
    expect(evaluateTestCard('4242424242424242', '11/26', NOW)).toEqual({ isApproved: true })
    expect(evaluateTestCard('4242424242424242', '10/26', NOW)).toMatchObject({
      message: "Your card's expiration date is in the past.",
    })
  })

  test('a real card number is declined: the test mode never takes real cards', () => {
    expect(evaluateTestCard('5105105105105100', '12/30', NOW)).toMatchObject({
      isApproved: false,
      message: expect.stringContaining('4242 4242 4242 4242') as unknown,
    })
  })
})
