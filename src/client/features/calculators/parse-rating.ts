/** SPEC section 5: an integer from 0 to 100 inclusive; anything else is not a rating. */
export function parseRating(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,3}$/.test(trimmed)) return null
  const rating = Number(trimmed)
  return rating <= 100 ? rating : null
}
