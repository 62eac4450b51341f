import { describe, expect, test } from 'vitest'
import { tokenizeMessage, type MessageToken } from './message-tokens'

const links = (text: string) =>
  tokenizeMessage(text).filter(
    (token): token is Exclude<MessageToken, { kind: 'text' }> => token.kind !== 'text',
  )

describe('web addresses in an answer', () => {
  test('become links, and the text around them is kept exactly', () => {
    const text =
      'Use the tool at https://www.va.gov/discharge-upgrade-instructions/ to find your board.'
    expect(tokenizeMessage(text)).toEqual([
      { kind: 'text', text: 'Use the tool at ' },
      {
        kind: 'web',
        text: 'https://www.va.gov/discharge-upgrade-instructions/',
        href: 'https://www.va.gov/discharge-upgrade-instructions/',
      },
      { kind: 'text', text: ' to find your board.' },
    ])
  })

  test.each([
    ['See https://www.va.gov/decision-reviews/.', 'https://www.va.gov/decision-reviews/'],
    ['Apply at https://www.va.gov/education, then wait.', 'https://www.va.gov/education'],
    [
      'Is it https://www.va.gov/claim-or-appeal-status/?',
      'https://www.va.gov/claim-or-appeal-status/',
    ],
    ['(see https://www.va.gov/health-care/)', 'https://www.va.gov/health-care/'],
    [
      '"https://www.ecfr.gov/current/title-38/section-4.25"',
      'https://www.ecfr.gov/current/title-38/section-4.25',
    ],
    [
      'Read https://en.wikipedia.org/wiki/GI_Bill_(1944); it helps.',
      'https://en.wikipedia.org/wiki/GI_Bill_(1944)',
    ],
    [
      'Search https://www.va.gov/find-locations/?facilityType=health&zip=22030!',
      'https://www.va.gov/find-locations/?facilityType=health&zip=22030',
    ],
  ])('%s ends the link before the punctuation that ends the sentence', (text, address) => {
    expect(links(text)).toEqual([{ kind: 'web', text: address, href: address }])
  })

  test('only http and https addresses become links', () => {
    expect(links('javascript:alert(1) or ftp://example.com or www.va.gov or https://')).toEqual([])
  })

  test('a phone number inside an address stays part of the address', () => {
    expect(links('https://example.gov/call/800-827-1000')).toEqual([
      {
        kind: 'web',
        text: 'https://example.gov/call/800-827-1000',
        href: 'https://example.gov/call/800-827-1000',
      },
    ])
  })
})

describe('phone numbers in an answer', () => {
  test.each([
    ['Call 800-827-1000 to report the death.', '800-827-1000', 'tel:+18008271000'],
    ['The GI Bill line is 1-888-442-4551.', '1-888-442-4551', 'tel:+18884424551'],
    ['Call (800) 827-1000, Monday to Friday.', '(800) 827-1000', 'tel:+18008271000'],
    ['Call 1 (800) 698-2411 for MyVA411.', '1 (800) 698-2411', 'tel:+18006982411'],
    ['Call 800.827.1000 today', '800.827.1000', 'tel:+18008271000'],
    ['or +1 877 222 8387', '+1 877 222 8387', 'tel:+18772228387'],
  ])('%s links %s', (text, number, href) => {
    expect(links(text)).toEqual([{ kind: 'phone', text: number, href }])
  })

  test('the Veterans Crisis Line is a number to call, and 838255 one to text', () => {
    expect(
      links('Call the Veterans Crisis Line: dial 988, then press 1. You can also text 838255.'),
    ).toEqual([
      { kind: 'phone', text: '988', href: 'tel:988' },
      { kind: 'phone', text: '838255', href: 'sms:838255' },
    ])
    expect(links('The Veterans Crisis Line (988 then press 1) is open to everyone.')).toEqual([
      { kind: 'phone', text: '988', href: 'tel:988' },
    ])
    expect(links('Call or text 988 any time.')).toEqual([
      { kind: 'phone', text: '988', href: 'tel:988' },
    ])
  })

  test.each([
    'Your monthly payment is $1,808.45 from December 1, 2025.',
    'In 2026 the rates change again.',
    'See 38 CFR 4.25 for the combined ratings table.',
    '50% and 30% combine to 65, which rounds to 70%.',
    'File VA Form 21-526EZ or VA Form 21P-534EZ.',
    'The decision was made on 10-20-2024 or 2024-10-20.',
    'Your SSN looks like 123-45-6789 and your claim 600-123-45678.',
    'The SAH grant is up to $109,986 and 988 veterans got it.',
    'A claim number 1234-567-8901 or 800-827-10001 is not a phone number.',
    'The number 838255 on its own, or $988.00, is not a link.',
  ])('leaves "%s" as text', (text) => {
    expect(links(text)).toEqual([])
    expect(tokenizeMessage(text)).toEqual([{ kind: 'text', text }])
  })
})

test('an answer with everything keeps every character, in order', () => {
  const text =
    'Call 800-827-1000 or visit https://www.va.gov/.\n\nIn crisis? Dial 988 then press 1, or text 838255. Rates for 2026: $1,808.45.'
  const tokens = tokenizeMessage(text)
  expect(tokens.map((token) => token.text).join('')).toBe(text)
  expect(tokens.filter((token) => token.kind !== 'text').map((token) => token.text)).toEqual([
    '800-827-1000',
    'https://www.va.gov/',
    '988',
    '838255',
  ])
})

test('an empty answer has no tokens', () => {
  expect(tokenizeMessage('')).toEqual([])
})
