import { normaliseCityName } from '@shared/calculators/city-names'
import { US_STATE_CODES } from '@shared/us-states'
import { bahE5WithDependents2026 } from '@data/bah-e5-with-dependents-2026'
import { cityZips2026 } from '@data/city-zips-2026'
import { zipToMha2026 } from '@data/zip-to-mha-2026'

export type HousingArea = { code: string; name: string; monthlyDollars: number }

export type ResolvedLocation =
  | { status: 'empty' }
  | { status: 'not-found'; zip: string | null }
  /** A real ZIP whose area has no BAH (Puerto Rico and the territories get OHA instead). */
  | { status: 'no-bah'; zip: string; code: string }
  | { status: 'found'; zip: string; area: HousingArea }

type Lookup = {
  /** Index 0..99999: 0 when the ZIP is not in the crosswalk, else 1 + the index into codes. */
  codeByZip: Uint16Array
  cityZips: Map<string, Map<string, string>>
}

let lookup: Lookup | undefined

/** Decodes the compact data modules once, on first use (about 40,000 ZIPs and 30,000 cities). */
function getLookup(): Lookup {
  if (lookup) return lookup
  const codeByZip = new Uint16Array(100_000)
  const bitmap = Buffer.from(zipToMha2026.zipBitmap, 'base64')
  const zips: number[] = []
  for (let zip = 0; zip < 100_000; zip += 1) {
    if (((bitmap[zip >> 3] ?? 0) & (1 << (zip & 7))) !== 0) zips.push(zip)
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let position = 0
  for (const [, first = '', second = '', count] of zipToMha2026.runs.matchAll(/([a-z])([a-z])(\d*)/g)) {
    const codeIndex = letters.indexOf(first) * 26 + letters.indexOf(second)
    for (let n = 0; n < (count ? Number(count) : 1); n += 1) {
      const zip = zips[position]
      position += 1
      if (zip !== undefined) codeByZip[zip] = codeIndex + 1
    }
  }
  if (position !== zipToMha2026.zipCount) {
    throw new Error(`ZIP crosswalk decoded ${position} ZIPs, expected ${zipToMha2026.zipCount}`)
  }

  const cityZips = new Map<string, Map<string, string>>()
  for (const [state, encoded] of Object.entries(cityZips2026.byState)) {
    const cities = new Map<string, string>()
    let zip = 0
    for (const entry of encoded.split('|')) {
      const separator = entry.lastIndexOf('=')
      zip += parseInt(entry.slice(separator + 1), 36)
      cities.set(entry.slice(0, separator), String(zip).padStart(5, '0'))
    }
    cityZips.set(state, cities)
  }
  lookup = { codeByZip, cityZips }
  return lookup
}

function resolveZip(zip: string): ResolvedLocation {
  const codeIndex = getLookup().codeByZip[Number(zip)] ?? 0
  const code = zipToMha2026.codes[codeIndex - 1]
  if (codeIndex === 0 || code === undefined) return { status: 'not-found', zip }
  const rate = bahE5WithDependents2026.rates[code]
  if (!rate) return { status: 'no-bah', zip, code }
  return { status: 'found', zip, area: { code, name: rate[0], monthlyDollars: rate[1] } }
}

/** A named place a location text resolves to: its ZIP, and the city and state when it named one. */
export type LocationZip = { zip: string; city: { name: string; state: string } | null }

/**
 * The ZIP a location text names: a 5-digit ZIP (ZIP+4 and a ZIP inside an address work too), or
 * "City, ST" / "City, State", which resolves to the city's ZIP (scripts/build-data.ts says which).
 * Null when the text names neither. The facility finder measures from the same ZIP.
 */
export function findLocationZip(text: string): LocationZip | null {
  const trimmed = text.trim()
  const zip = /(?:^|\D)(\d{5})(?:-\d{4})?(?:\D|$)/.exec(trimmed)?.[1]
  if (zip) return { zip, city: null }

  const match = /^(.+?)\s*(?:,\s*|\s+)([A-Za-z][A-Za-z .]*)$/.exec(trimmed)
  if (!match) return null
  const cityPart = match[1] ?? ''
  const statePart = (match[2] ?? '').toUpperCase().replace(/\./g, '').trim()
  const candidates: [string, string][] = []
  // "Salt Lake City, UT", "Honolulu, Hawaii", and "New York New York" (no comma, two-word state).
  if (/^[A-Z]{2}$/.test(statePart)) candidates.push([cityPart, statePart])
  const stateCode = US_STATE_CODES[statePart.replace(/\s+/g, ' ')]
  if (stateCode) candidates.push([cityPart, stateCode])
  const words = trimmed.replace(/,/g, ' ').split(/\s+/)
  for (let split = words.length - 1; split >= 1; split -= 1) {
    const name = words.slice(split).join(' ').toUpperCase().replace(/\./g, '')
    const code = US_STATE_CODES[name] ?? (getLookup().cityZips.has(name) ? name : undefined)
    if (code) candidates.push([words.slice(0, split).join(' '), code])
  }
  for (const [city, state] of candidates) {
    const name = normaliseCityName(city)
    const found = getLookup().cityZips.get(state)?.get(name)
    if (found) return { zip: found, city: { name, state } }
  }
  return null
}

/** Turns the school's location into a military housing area (see findLocationZip). */
export function resolveLocation(text: string): ResolvedLocation {
  if (text.trim() === '') return { status: 'empty' }
  const found = findLocationZip(text)
  return found ? resolveZip(found.zip) : { status: 'not-found', zip: null }
}
