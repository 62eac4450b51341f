import { ClipboardList } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { FormField } from '@client/components/ui/form-field'
import { Checkbox, Select } from '@client/components/ui/input'
import { dischargeStatuses, serviceBranches } from '@shared/eligibility/service-history'
import { officialLinks } from '@shared/guides/official-links'

/**
 * The Benefits Eligibility Checker on the Other Benefits page. product contract §2: its button shows no
 * action yet, so submitting only keeps the page in place. Nothing chosen here is stored.
 */
export function EligibilityCheckerForm() {
  const id = useId()

  return (
    <section
      aria-labelledby="eligibility-checker-title"
      className="mt-10 rounded-xl border-2 border-brand-700 bg-white p-6 md:p-8"
    >
      <h2
        id="eligibility-checker-title"
        className="flex items-center gap-3 text-2xl font-bold tracking-tight"
      >
        <ClipboardList aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        Benefits Eligibility Checker
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Most VA benefits depend on three things: your service, your discharge status and whether you
        have a service-connected disability. Nothing you choose here is saved.
      </p>
      <form
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby="eligibility-checker-title"
        className="mt-5 grid gap-4 md:grid-cols-2"
      >
        <FormField label="Service branch">
          {(control) => (
            <Select
              {...control}
              name="branch"
              defaultValue=""
              placeholder="Choose your branch"
              options={serviceBranches}
            />
          )}
        </FormField>
        <FormField label="Discharge status">
          {(control) => (
            <Select
              {...control}
              name="dischargeStatus"
              defaultValue=""
              placeholder="Choose your status"
              options={dischargeStatuses}
            />
          )}
        </FormField>
        <Checkbox
          id={`${id}-service-connected`}
          name="serviceConnected"
          label="I have a service-connected disability"
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <Button type="submit">Check My Benefits Eligibility</Button>
        </div>
      </form>
      <p className="mt-4 text-base text-slate-700">
        Your discharge status matters for most VA benefits. If yours is other than honorable, you
        may still qualify for some care and benefits, and you can{' '}
        <ExternalLink href={officialLinks.dischargeUpgrade.href}>
          ask for a discharge upgrade
        </ExternalLink>
        .
      </p>
    </section>
  )
}
