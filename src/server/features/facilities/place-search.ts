import { cityCentres } from '@data/city-centres'
import { zipCoordinates } from '@data/zip-coordinates'
import { findLocationZip } from '@server/features/calculators/housing-locations'
import type { Coordinates } from './geo'

export type Place = Coordinates & { label: string }

let coordinatesByZip: Map<string, Coordinates> | undefined
let centresByCity: Map<string, Coordinates> | undefined

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

/** The middle of each city with three ZIPs or more, keyed "ST|CITY". */
function getCentresByCity(): Map<string, Coordinates> {
  if (centresByCity) return centresByCity
  const decoded = new Map<string, Coordinates>()
  for (const [state, encoded] of Object.entries(cityCentres.byState)) {
    for (const entry of encoded.split('|')) {
      const [city = '', latitude = '', longitude = ''] = entry.split(/[=,]/)
      decoded.set(`${state}|${city}`, { latitude: Number(latitude), longitude: Number(longitude) })
    }
  }
  centresByCity = decoded
  return decoded
}

/** "SAINT LOUIS" as "Saint Louis". */
function toTitleCase(name: string): string {
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
}

/**
 * Where a search starts: a ZIP code's point, or a city's middle (for a city with one or two ZIPs,
 * the point of the ZIP the GI Bill calculator resolves "City, ST" to). Null for text that names
 * no place we know.
 */
export function findPlace(text: string): Place | null {
  const found = findLocationZip(text)
  if (!found) return null
  const zipPoint = getCoordinatesByZip().get(found.zip)
  if (!found.city) return zipPoint ? { label: `ZIP code ${found.zip}`, ...zipPoint } : null
  const point = getCentresByCity().get(`${found.city.state}|${found.city.name}`) ?? zipPoint
  return point ? { label: `${toTitleCase(found.city.name)}, ${found.city.state}`, ...point } : null
}
