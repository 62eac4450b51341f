export type Coordinates = { latitude: number; longitude: number }

export const KILOMETRES_PER_MILE = 1.609344

/** The Earth's mean radius, 6,371 km, as the spatial index (geokdbush) also takes it. */
const EARTH_RADIUS_MILES = 6371 / KILOMETRES_PER_MILE

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle ("as the crow flies") distance in miles, by the haversine formula. */
export function distanceInMiles(from: Coordinates, to: Coordinates): number {
  const dLatitude = toRadians(to.latitude - from.latitude)
  const dLongitude = toRadians(to.longitude - from.longitude)
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLongitude / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)))
}
