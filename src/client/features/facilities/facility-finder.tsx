import { useQuery } from '@tanstack/react-query'
import { MapPin, Navigation, Phone, Search } from 'lucide-react'
import { useId, useState, type ReactNode, type SubmitEvent } from 'react'
import { useSearchParams } from 'react-router'
import {
  directionsUrl,
  facilityKindLabels,
  facilityRadiusSchema,
  facilityTypeSchema,
  type Facility,
  type FacilityRadius,
  type FacilitySearchQuery,
  type FacilitySearchResult,
  type FacilityType,
} from '@shared/facilities/facilities-contract'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { Select } from '@client/components/ui/input'
import { ApiError } from '@client/lib/api-client'
import { facilitiesQueries } from './facilities-queries'

const typeOptions: { value: FacilityType; label: string }[] = [
  { value: 'all', label: 'Health care and Vet Centers' },
  { value: 'health', label: 'VA health care' },
  { value: 'vet-center', label: 'Vet Centers (counseling)' },
]

const radiusOptions: { value: FacilityRadius; label: string }[] = [
  { value: '25', label: 'Within 25 miles' },
  { value: '50', label: 'Within 50 miles' },
  { value: '100', label: 'Within 100 miles' },
  { value: 'any', label: 'Any distance' },
]

const EMPTY_LOCATION_MESSAGE = 'Enter a city and state, or a ZIP code.'

/** The search the page's address asks for (?near=…&type=…&radius=…), so a search can be shared. */
function readSearch(params: URLSearchParams): FacilitySearchQuery | null {
  const near = params.get('near')?.trim() ?? ''
  if (near === '') return null
  return {
    near,
    type: facilityTypeSchema.catch('all').parse(params.get('type') ?? undefined),
    radius: facilityRadiusSchema.catch('any').parse(params.get('radius') ?? undefined),
  }
}

type FacilityFinderProps = {
  /** Other ways to find care, shown under the form. */
  children?: ReactNode
}

/**
 * The product contract's facility finder ("Enter your location", "Find Nearby Facilities"), made to search: VA
 * health care and Vet Centers nearest a ZIP code or a city, as a list (a map would need tiles
 * from the network).
 */
export function FacilityFinder({ children }: FacilityFinderProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = readSearch(searchParams)
  const [location, setLocation] = useState(search?.near ?? '')
  const [type, setType] = useState<FacilityType>(search?.type ?? 'all')
  const [radius, setRadius] = useState<FacilityRadius>(search?.radius ?? 'any')
  const [locationError, setLocationError] = useState<string | null>(null)
  // Back and Forward change the address's search: the form follows it, as it did on arrival.
  const searchKey = search ? `${search.near}|${search.type}|${search.radius}` : ''
  const [formSearchKey, setFormSearchKey] = useState(searchKey)
  if (searchKey !== formSearchKey) {
    setFormSearchKey(searchKey)
    setLocation(search?.near ?? '')
    setType(search?.type ?? 'all')
    setRadius(search?.radius ?? 'any')
    setLocationError(null)
  }
  const id = useId()
  const results = useQuery({
    ...facilitiesQueries.search(search ?? { near: '', type, radius }),
    enabled: search !== null,
  })

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const near = location.trim()
    if (near === '') {
      setLocationError(EMPTY_LOCATION_MESSAGE)
      return
    }
    setLocationError(null)
    setSearchParams({ near, type, radius }, { preventScrollReset: true })
  }

  const placeError =
    results.error instanceof ApiError && results.error.status === 400 ? results.error.message : null
  const fieldError = locationError ?? placeError
  const errorId = `${id}-location-error`

  return (
    <section
      aria-labelledby="facility-finder-title"
      className="mt-14 rounded-xl border border-slate-200 bg-white p-6 md:p-8"
    >
      <h2
        id="facility-finder-title"
        className="flex items-center gap-3 text-2xl font-bold tracking-tight"
      >
        <MapPin aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        Find VA health care near you
      </h2>
      <form
        role="search"
        aria-label="Find nearby VA facilities"
        noValidate
        onSubmit={handleSubmit}
        className="mt-4 grid gap-4 md:grid-cols-2 md:items-start lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)_minmax(0,0.9fr)_auto]"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-location`} className="font-semibold text-slate-900">
            Enter your location
          </label>
          <input
            id={`${id}-location`}
            name="location"
            type="text"
            autoComplete="postal-code"
            placeholder="City, State or ZIP code"
            value={location}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => setLocation(event.target.value)}
            className="min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 aria-invalid:border-crisis-700"
          />
          {fieldError ? (
            <p id={errorId} role="alert" className="font-semibold text-crisis-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="font-semibold text-slate-900">
            Type of facility
          </label>
          <Select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(facilityTypeSchema.parse(event.target.value))}
          >
            {typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-radius`} className="font-semibold text-slate-900">
            Distance
          </label>
          <Select
            id={`${id}-radius`}
            value={radius}
            onChange={(event) => setRadius(facilityRadiusSchema.parse(event.target.value))}
          >
            {radiusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="submit"
          className="md:mt-8 md:justify-self-start lg:justify-self-auto"
          disabled={results.isFetching}
        >
          <Search aria-hidden="true" />
          Find Nearby Facilities
        </Button>
      </form>
      {children ? <div className="mt-4 text-base text-slate-700">{children}</div> : null}

      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {results.isFetching ? 'Searching…' : results.data ? resultCountText(results.data) : ''}
      </div>
      {search === null ? null : results.isPending && results.isFetching ? (
        <p className="mt-6 text-slate-800">Searching…</p>
      ) : results.data ? (
        <FacilityResults result={results.data} />
      ) : results.error && !placeError ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border-2 border-crisis-700 bg-red-50 p-4 text-slate-900"
        >
          {results.error instanceof ApiError && results.error.status < 500
            ? results.error.message
            : 'We could not search for facilities just now. Please try again in a minute.'}
        </p>
      ) : null}
    </section>
  )
}

function radiusText(result: FacilitySearchResult): string {
  return result.radiusMiles === null ? '' : ` within ${result.radiusMiles} miles`
}

function resultCountText(result: FacilitySearchResult): string {
  const count = result.facilities.length
  if (count === 0) return `No VA facilities found${radiusText(result)} of ${result.place.label}.`
  return `${count} ${count === 1 ? 'facility' : 'facilities'}${radiusText(result)} of ${result.place.label}, nearest first.`
}

function formatAsOf(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

function FacilityResults({ result }: { result: FacilitySearchResult }) {
  const { source } = result
  return (
    <div className="mt-6">
      <h3 className="text-xl font-semibold text-slate-900">{resultCountText(result)}</h3>
      {result.facilities.length === 0 ? (
        <p className="mt-2 text-slate-800">
          {result.radiusMiles === null
            ? 'Try another ZIP code or city.'
            : 'Try a larger distance, or “Any distance” to see the nearest sites wherever they are.'}
        </p>
      ) : (
        <ol aria-label="Facilities, nearest first" className="mt-3 space-y-3">
          {result.facilities.map((facility) => (
            <FacilityItem key={facility.id} facility={facility} />
          ))}
        </ol>
      )}
      <p className="mt-4 text-base text-slate-700">
        {source.asOf
          ? `This list is from ${source.name} as of ${formatAsOf(source.asOf)}. Sites open, move and change their hours: check `
          : `This list is from ${source.name}. Check `}
        <ExternalLink href={source.locatorUrl}>VA’s facility locator</ExternalLink> for current
        hours and services. Distances are straight-line miles, not driving distance.
      </p>
    </div>
  )
}

function FacilityItem({ facility }: { facility: Facility }) {
  const { address, phone } = facility
  return (
    <li className="rounded-lg border border-slate-300 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h4 className="text-lg font-semibold text-slate-900">{facility.name}</h4>
        <p className="font-semibold text-brand-900">
          {facility.distanceMiles.toFixed(1)} miles away
        </p>
      </div>
      <p className="text-slate-700">{facilityKindLabels[facility.kind]}</p>
      <address className="mt-1 text-slate-800 not-italic">
        {address.street}
        <br />
        {address.city}, {address.state} {address.zip}
      </address>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {phone ? (
          <a
            href={`tel:${phone.dial}`}
            aria-label={`Call ${facility.name} at ${phone.display}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {phone.display}
          </a>
        ) : null}
        <ExternalLink href={directionsUrl(facility)} className="inline-flex min-h-11 items-center">
          <Navigation aria-hidden="true" className="mr-1.5 size-4 shrink-0" />
          Directions<span className="sr-only"> to {facility.name}</span>
        </ExternalLink>
      </div>
    </li>
  )
}
