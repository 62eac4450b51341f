// The facility finder's search in process: the k-d tree (kdbush + geokdbush) against measuring
// every site and sorting, for the nearest 10 of VA's 1,589 sites, from the same origins.
import { performance } from 'node:perf_hooks'
import type { Facility } from '@shared/facilities/facilities-contract'
import { createEmbeddedFacilityDirectory } from '@server/features/facilities/embedded-facility-directory'
import type { NearbySearch } from '@server/features/facilities/facility-directory'
import { distanceInMiles, type Coordinates } from '@server/features/facilities/geo'
import { findPlace } from '@server/features/facilities/place-search'
import { vaFacilities2023 } from '@data/va-facilities-2023'

const ORIGINS = 5000
const LIMIT = 10
const TYPE_LABELS = { all: 'all', health: 'health care', 'vet-center': 'Vet Centers' } as const

/** Deterministic origins across the lower 48 states (a fixed-seed LCG), so runs compare. */
function origins(count: number): Coordinates[] {
  let seed = 20_230_310
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  return Array.from({ length: count }, () => ({ latitude: 25 + next() * 24, longitude: -124 + next() * 57 }))
}

/** The obvious way: every site's distance, sorted; the distances, as the directory rounds them. */
function scanAll(search: NearbySearch): number[] {
  return vaFacilities2023.rows
    .filter((row) => search.type === 'all' || (row[2] === 'vet-center') === (search.type === 'vet-center'))
    .map((row) => ({ miles: distanceInMiles(search.origin, { latitude: row[9], longitude: row[10] }) }))
    .filter(({ miles }) => search.radiusMiles === null || miles <= search.radiusMiles)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, search.limit)
    .map(({ miles }) => Math.round(miles * 10) / 10)
}

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

export async function benchFacilities() {
  const directory = createEmbeddedFacilityDirectory()
  const points = origins(ORIGINS)
  const kinds: Pick<NearbySearch, 'type' | 'radiusMiles'>[] = [
    { type: 'all', radiusMiles: null },
    { type: 'vet-center', radiusMiles: 100 },
  ]

  const firstSearchStarted = performance.now()
  await directory.findNearest({ origin: points[0] ?? { latitude: 0, longitude: 0 }, type: 'all', radiusMiles: null, limit: LIMIT })
  const firstSearchMs = performance.now() - firstSearchStarted

  const rows: string[] = []
  let mismatches = 0
  for (const kind of kinds) {
    const indexUs: number[] = []
    const scanUs: number[] = []
    // Two rounds; the first warms the JIT and is not counted.
    for (let round = 0; round < 2; round += 1) {
      for (const origin of points) {
        const search = { origin, limit: LIMIT, ...kind }
        let started = performance.now()
        const found: Facility[] = await directory.findNearest(search)
        const indexTime = (performance.now() - started) * 1000
        started = performance.now()
        const scanned = scanAll(search)
        const scanTime = (performance.now() - started) * 1000
        if (round === 0) continue
        indexUs.push(indexTime)
        scanUs.push(scanTime)
        // Sites at the same distance (co-located clinics) may come in either order.
        if (found.map((facility) => facility.distanceMiles).join() !== scanned.join()) mismatches += 1
      }
    }
    const label = `nearest ${LIMIT}, ${TYPE_LABELS[kind.type]}, ${kind.radiusMiles === null ? 'any distance' : `${kind.radiusMiles} miles`}`
    const p50 = percentile(indexUs, 0.5)
    const scanP50 = percentile(scanUs, 0.5)
    rows.push(
      `| ${label} | ${p50.toFixed(1)} µs | ${percentile(indexUs, 0.99).toFixed(1)} µs | ${scanP50.toFixed(1)} µs | ${(scanP50 / p50).toFixed(1)}× |`,
    )
  }

  const zips = vaFacilities2023.rows.map((row) => row[6])
  findPlace(zips[0] ?? '')
  const placeUs: number[] = []
  for (const zip of zips) {
    const started = performance.now()
    findPlace(zip)
    placeUs.push((performance.now() - started) * 1000)
  }

  console.log(`\nFacility search (in process, ${vaFacilities2023.rows.length} sites, ${ORIGINS} origins in the lower 48)\n`)
  console.log('| Search | k-d tree p50 | k-d tree p99 | scan and sort p50 | scan ÷ tree |')
  console.log('|---|---:|---:|---:|---:|')
  for (const row of rows) console.log(row)
  console.log(`\nFirst search (builds the index): ${firstSearchMs.toFixed(1)} ms. ZIP to point, p50: ${percentile(placeUs, 0.5).toFixed(1)} µs.`)
  console.log(`Answers whose distances differ between the tree and the scan: ${mismatches} of ${ORIGINS * kinds.length}.`)
}
