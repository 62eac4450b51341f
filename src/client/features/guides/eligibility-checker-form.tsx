import { ClipboardList } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@client/components/ui/button'
import { Field } from '@client/components/ui/input'
import { ExternalLink } from '@client/components/ui/external-link'
import { dischargeStatuses, serviceBranches } from '@shared/eligibility/service-history'
import { officialLinks } from '@shared/guides/official-links'

/**
 * The Benefits Eligibility Checker on the Other Benefits page. product contract §2: its button shows no
 * action yet, so submitting only keeps the page in place. Nothing chosen here is stored.
 */
export function EligibilityCheckerForm() {
  const [branch, setBranch] = useState('')
  const [dischargeStatus, setDischargeStatus] = useState('')
  const [isServiceConnected, setIsServiceConnected] = useState(false)
  const id = useId()
  const selectClass =
    'min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900'

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
        <Field label="Service branch" htmlFor={`${id}-branch`}>
          <select
            id={`${id}-branch`}
            name="branch"
            value={branch}
            onChange={(event) => setBranch(event.target.value)}
            className={selectClass}
          >
            <option value="">Choose your branch</option>
            {serviceBranches.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Discharge status" htmlFor={`${id}-discharge`}>
          <select
            id={`${id}-discharge`}
            name="dischargeStatus"
            value={dischargeStatus}
            onChange={(event) => setDischargeStatus(event.target.value)}
            className={selectClass}
          >
            <option value="">Choose your status</option>
            {dischargeStatuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex min-h-11 items-center gap-3 md:col-span-2">
          <input
            id={`${id}-service-connected`}
            name="serviceConnected"
            type="checkbox"
            checked={isServiceConnected}
            onChange={(event) => setIsServiceConnected(event.target.checked)}
            className="size-6 shrink-0 accent-brand-700"
          />
          <label htmlFor={`${id}-service-connected`} className="text-slate-900">
            I have a service-connected disability
          </label>
        </div>
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
