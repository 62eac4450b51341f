import { around } from 'geokdbush'
import KDBush from 'kdbush'
import { isVetCenterKind, type Facility, type FacilityType } from '@shared/facilities/facilities-contract'
import { vaFacilities2023, type FacilityRow } from '@data/va-facilities-2023'
import { facilityPhone, roundMiles, type FacilityDirectory, type NearbySearch } from './facility-directory'
import { distanceInMiles, KILOMETRES_PER_MILE } from './geo'

/** Room for the index's and our own distance to differ in the last digits at the radius's edge. */
const RADIUS_SLACK_KM = 0.01

function toFacility(row: FacilityRow, distanceMiles: number): Facility {
  const [id, name, kind, street, city, state, zip, phone, extension, latitude, longitude] = row
  return {
    id,
    name,
    kind,
    address: { street, city, state, zip },
    phone: facilityPhone(phone, extension),
    latitude,
    longitude,
    distanceMiles: roundMiles(distanceMiles),
  }
}

function matchesType(row: FacilityRow, type: FacilityType): boolean {
  if (type === 'all') return true
  return isVetCenterKind(row[2]) === (type === 'vet-center')
}

/**
 * VA's March 2023 site list in a k-d tree (kdbush), searched nearest-first on the sphere by
 * geokdbush: the nearest 10 of 1,589 sites without measuring the distance to every one
 * (`npm run bench -- --only facilities`). Built once, on the first search.
 */
export function createEmbeddedFacilityDirectory(rows: readonly FacilityRow[] = vaFacilities2023.rows): FacilityDirectory {
  let index: KDBush | undefined
  function getIndex(): KDBush {
    if (index) return index
    index = new KDBush(rows.length)
    for (const row of rows) index.add(row[10], row[9])
    index.finish()
    return index
  }

  return {
    source: {
      name: vaFacilities2023.source,
      asOf: vaFacilities2023.asOf,
      locatorUrl: vaFacilities2023.locatorUrl,
    },
    findNearest({ origin, type, radiusMiles, limit }: NearbySearch) {
      const maxKm = radiusMiles === null ? Infinity : radiusMiles * KILOMETRES_PER_MILE + RADIUS_SLACK_KM
      const ids = around(getIndex(), origin.longitude, origin.latitude, limit, maxKm, (id) => {
        const row = rows[id]
        return row !== undefined && matchesType(row, type)
      })
      const facilities: Facility[] = []
      for (const id of ids) {
        const row = rows[id]
        if (!row) continue
        const miles = distanceInMiles(origin, { latitude: row[9], longitude: row[10] })
        if (radiusMiles === null || miles <= radiusMiles) facilities.push(toFacility(row, miles))
      }
      return Promise.resolve(facilities)
    },
  }
}
