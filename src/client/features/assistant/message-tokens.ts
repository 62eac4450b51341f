/** A piece of an assistant answer: plain text, a web address, or a number to call or text. */
export type MessageToken =
  | { kind: 'text'; text: string }
  | { kind: 'web'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string }

type Match = { start: number; end: number; token: MessageToken }

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi

// US numbers written with separators: 800-827-1000, (800) 827-1000, 800.827.1000, 1-800-698-2411,
// +1 800 698 2411. Area code and exchange start with 2-9 (NANP), and nothing that looks like part
// of a longer number, an amount or a code may touch either end, so 2026, $1,808.45, 38 CFR 4.25,
// 10-20-2024 or a percentage never match.
const US_PHONE =
  /(?<![\w$.,+\-/])(?:\+?1[-.\s])?(?:\([2-9]\d{2}\)\s?|[2-9]\d{2}[-.\s])[2-9]\d{2}[-.\s]\d{4}(?![\w%]|[.,\-/]\d)/g

// 988 is a number to call only when the text says so: "call 988", "dial 988", "988, then press 1".
const CRISIS_LINE =
  /(?<=\b(?:call|dial)(?:\s+or\s+text)?\s+)988(?![\w%]|[.,]\d)|(?<![\w$.,])988(?=,?\s+(?:then\s+|and\s+)?press\s+1\b)/gi

// 838255 takes text messages only: "text 838255".
const CRISIS_TEXT = /(?<=\btext\s+(?:to\s+)?)838255(?![\w%]|[.,]\d)/gi

const TRAILING_PUNCTUATION = /[.,;:!?'"\u2019\u201d]$/

/** An address without the punctuation that ends the sentence around it, or an unmatched ")". */
function trimWebAddress(address: string): string {
  let trimmed = address
  for (;;) {
    if (TRAILING_PUNCTUATION.test(trimmed)) trimmed = trimmed.slice(0, -1)
    else if (trimmed.endsWith(')') && count(trimmed, '(') < count(trimmed, ')'))
      trimmed = trimmed.slice(0, -1)
    else return trimmed
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1
}

function phoneHref(text: string): string {
  const digits = text.replace(/\D/g, '')
  return `tel:+1${digits.slice(-10)}`
}

function matchesOf(
  text: string,
  pattern: RegExp,
  toToken: (found: string) => MessageToken | null,
): Match[] {
  return [...text.matchAll(pattern)].flatMap((found) => {
    const token = toToken(found[0])
    return token ? [{ start: found.index, end: found.index + token.text.length, token }] : []
  })
}

/**
 * Splits an assistant answer into text, web addresses and phone numbers, so the page can show
 * them as links without ever treating the answer as HTML.
 */
export function tokenizeMessage(text: string): MessageToken[] {
  const matches = [
    ...matchesOf(text, WEB_ADDRESS, (found) => {
      const address = trimWebAddress(found)
      return /^https?:\/\/[^/]/i.test(address)
        ? { kind: 'web', text: address, href: address }
        : null
    }),
    ...matchesOf(text, US_PHONE, (found) => ({
      kind: 'phone',
      text: found,
      href: phoneHref(found),
    })),
    ...matchesOf(text, CRISIS_LINE, (found) => ({ kind: 'phone', text: found, href: 'tel:988' })),
    ...matchesOf(text, CRISIS_TEXT, (found) => ({
      kind: 'phone',
      text: found,
      href: 'sms:838255',
    })),
  ]
  // Web addresses come first in the list, so a number inside one stays part of the address.
  const kept: Match[] = []
  for (const match of matches) {
    if (!kept.some((other) => match.start < other.end && other.start < match.end)) kept.push(match)
  }
  kept.sort((a, b) => a.start - b.start)

  const tokens: MessageToken[] = []
  let position = 0
  for (const { start, end, token } of kept) {
    if (start > position) tokens.push({ kind: 'text', text: text.slice(position, start) })
    tokens.push(token)
    position = end
  }
  if (position < text.length) tokens.push({ kind: 'text', text: text.slice(position) })
  return tokens
}
