import { describe, expect, test } from 'vitest'
import { testCardPaymentSchema } from './subscription-contract'

const card = { clientSecret: 'pi_test_secret', cardNumber: '4242 4242 4242 4242', cvc: '123', postalCode: '22030' }

describe('the test card form', () => {
  test.each(['12/30', '12 / 30', '1230', '12 30'])('reads the expiry "%s" as 12/30', (expiry) => {
    expect(testCardPaymentSchema.parse({ ...card, expiry }).expiry).toBe('12/30')
  })

  test.each(['13/30', '1/30', '12/3', '123', '12-30-2030', ''])('refuses the expiry "%s"', (expiry) => {
    expect(testCardPaymentSchema.safeParse({ ...card, expiry }).error?.issues[0]?.message).toBe(
      'Enter the expiry date as MM/YY.',
    )
  })
})
