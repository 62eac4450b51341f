import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { MapPin, Navigation, Phone, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { z } from 'zod'
import {
  directionsUrl,
  facilityKindLabels,
  facilityRadiusSchema,
  facilitySearchQuerySchema,
  facilityTypeSchema,
  type Facility,
  type FacilityRadius,
  type FacilitySearchQuery,
  type FacilitySearchResult,
  type FacilityType,
} from '@shared/facilities/facilities-contract'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { FormField } from '@client/components/ui/form-field'
import { Input, Select } from '@client/components/ui/input'
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

/** The contract's query, with the form's own words for an empty or overlong place. */
const facilitySearchFormSchema = facilitySearchQuerySchema.extend({
  near: z
    .string()
    .trim()
    .min(1, 'Enter a city and state, or a ZIP code.')
    .pipe(facilitySearchQuerySchema.shape.near),
})

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

/** The form's values for a search, or for none yet. */
function formValues(query: FacilitySearchQuery | null): FacilitySearchQuery {
  return { near: query?.near ?? '', type: query?.type ?? 'all', radius: query?.radius ?? 'any' }
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
  // Back and Forward change the address's search: the form follows it, as it did on arrival.
  const form = useForm({
    resolver: zodResolver(facilitySearchFormSchema),
    values: formValues(search),
  })
  const results = useQuery({
    ...facilitiesQueries.search(search ?? formValues(null)),
    enabled: search !== null,
  })

  const handleSubmit = form.handleSubmit(({ near, type, radius }) =>
    setSearchParams({ near, type, radius }, { preventScrollReset: true }),
  )

  const placeError =
    results.error instanceof ApiError && results.error.status === 400 ? results.error.message : null
  const fieldError = form.formState.errors.near?.message ?? placeError ?? undefined

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
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-4 grid gap-4 md:grid-cols-2 md:items-start lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)_minmax(0,0.9fr)_auto]"
      >
        <FormField label="Enter your location" error={fieldError}>
          {(control) => (
            <Input
              {...control}
              {...form.register('near')}
              type="text"
              autoComplete="postal-code"
              placeholder="City, State or ZIP code"
            />
          )}
        </FormField>
        <FormField label="Type of facility">
          {(control) => <Select {...control} {...form.register('type')} options={typeOptions} />}
        </FormField>
        <FormField label="Distance">
          {(control) => (
            <Select {...control} {...form.register('radius')} options={radiusOptions} />
          )}
        </FormField>
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
