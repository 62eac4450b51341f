import { MapPin, Search } from 'lucide-react'
import { useId, useState } from 'react'
import { supportLines } from '@shared/guides/support-lines'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { officialLinks } from '@shared/guides/official-links'
import { PhoneLink } from './phone-link'

/**
 * The facility finder of SPEC section 2: one location field and a search button. The search itself is
 * not built yet (SPEC: no action shown), so submitting keeps the page as it is.
 */
export function FacilityFinder() {
  const [location, setLocation] = useState('')
  const inputId = useId()
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
        onSubmit={(event) => event.preventDefault()}
        className="mt-4 flex flex-col gap-3 md:flex-row md:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-slate-900">
            Enter your location
          </label>
          <input
            id={inputId}
            name="location"
            type="text"
            placeholder="City, State or ZIP code"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            className="min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Find Nearby Facilities
        </Button>
      </form>
      <p className="mt-4 text-base text-slate-700">
        You can also search VA’s own directory with{' '}
        <ExternalLink href={officialLinks.findLocations.href}>VA’s facility locator</ExternalLink>,
        or call the VA health benefits line for help:{' '}
        <PhoneLink line={supportLines.vaHealthBenefits} />
      </p>
    </section>
  )
}
