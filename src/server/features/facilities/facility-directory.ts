import type { Facility, FacilitySearchResult, FacilityType } from '@shared/facilities/facilities-contract'
import type { Coordinates } from './geo'

export type NearbySearch = {
  origin: Coordinates
  type: FacilityType
  /** Null for any distance. */
  radiusMiles: number | null
  limit: number
}

/**
 * Where VA facilities come from: the embedded March 2023 list (the default, offline), or VA's
 * Facilities API (`VA_FACILITIES_API_KEY`). Both answer with the same shape, measured the same way.
 */
export type FacilityDirectory = {
  /** The nearest facilities of the type within the radius, nearest first. */
  findNearest(search: NearbySearch, signal?: AbortSignal): Promise<Facility[]>
  source: FacilitySearchResult['source']
}

/**
 * "857-203-6461" with an extension ("2838") or a menu option ("opt 2") as a facility's phone:
 * printed as VA prints it, and dialled in full, the extension after a pause.
 */
export function facilityPhone(number: string, extension = ''): Facility['phone'] {
  const digits = number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  if (digits.length !== 10) return null
  const display = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
  const extensionDigits = extension.replace(/\D/g, '')
  if (extensionDigits === '') return { display, dial: `+1${digits}` }
  const suffix = /opt/i.test(extension) ? `, option ${extensionDigits}` : ` x${extensionDigits}`
  return { display: `${display}${suffix}`, dial: `+1${digits},${extensionDigits}` }
}

/** Distances are shown to a tenth of a mile. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10
}
