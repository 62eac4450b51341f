import { zipCoordinates } from '../../../../data/zip-coordinates'
import { findLocationZip } from '../calculators/housing-locations'
import type { Coordinates } from './geo'

export type Place = Coordinates & { label: string }

let coordinatesByZip: Map<string, Coordinates> | undefined

/** Decodes the ZIP coordinates once, on first use (about 42,000 ZIPs). */
function getCoordinatesByZip(): Map<string, Coordinates> {
  if (coordinatesByZip) return coordinatesByZip
  const decoded = new Map<string, Coordinates>()
  let zip = 0
  let latitude = 0
  let longitude = 0
  for (const entry of zipCoordinates.entries.split(';')) {
    const [step = '', dLatitude = '', dLongitude = ''] = entry.split(',')
    zip += parseInt(step, 36)
    latitude += parseInt(dLatitude, 36)
    longitude += parseInt(dLongitude, 36)
    decoded.set(String(zip).padStart(5, '0'), { latitude: latitude / 1000, longitude: longitude / 1000 })
  }
  if (decoded.size !== zipCoordinates.zipCount) {
    throw new Error(`ZIP coordinates decoded ${decoded.size} ZIPs, expected ${zipCoordinates.zipCount}`)
  }
  coordinatesByZip = decoded
  return decoded
}

/** "SAINT LOUIS" as "Saint Louis". */
function toTitleCase(name: string): string {
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
}

/**
 * Where a search starts: a ZIP code's point, or a city's (the point of the ZIP the GI Bill
 * calculator resolves "City, ST" to). Null for text that names no place we know.
 */
export function findPlace(text: string): Place | null {
  const found = findLocationZip(text)
  if (!found) return null
  const coordinates = getCoordinatesByZip().get(found.zip)
  if (!coordinates) return null
  const label = found.city ? `${toTitleCase(found.city.name)}, ${found.city.state}` : `ZIP code ${found.zip}`
  return { label, ...coordinates }
}
