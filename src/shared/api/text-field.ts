import { z } from 'zod'

/** The message of the 400 for text with a NUL character in it. */
export const NUL_CHARACTER_MESSAGE = 'text must not contain the NUL character (\\u0000)'

/**
 * A string field of a request. Postgres `text` and `jsonb` refuse the NUL character, so text
 * carrying one would fail only when it is stored, as a 500 after any side effects (a streamed
 * answer, a spent prompt). Every text field a request brings in starts here (PITFALLS.md).
 */
export function textWithoutNul() {
  return z.string().refine((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE)
}
