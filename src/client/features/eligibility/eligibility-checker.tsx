import { officialLinks } from '@shared/guides/official-links'
import { ClipboardCheck } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { ExternalLink } from '@client/components/ui/external-link'
import { FormField } from '@client/components/ui/form-field'
import { Checkbox, Select } from '@client/components/ui/input'
import { cn } from '@client/lib/cn'
import { toast } from '@client/lib/toast'
import {
  dischargeStatuses,
  serviceBranches,
  serviceHistorySchema,
} from '@shared/eligibility/service-history'
import { checkEligibility, type EligibilityReport, type Likelihood } from './eligibility-rules'

const likelihoodLabels: Record<Likelihood, { text: string; className: string }> = {
  likely: { text: 'Likely', className: 'bg-green-100 text-green-900' },
  possible: { text: 'Possible', className: 'bg-amber-100 text-amber-900' },
  unlikely: { text: 'Unlikely', className: 'bg-slate-200 text-slate-900' },
}

/** The benefits eligibility checker. Works in the browser only: nothing is sent or stored. */
export function EligibilityChecker() {
  // The selects start on their prompt (""), which the schema rejects with the product contract's message.
  const form = useForm({
    resolver: zodResolver(serviceHistorySchema),
    defaultValues: { serviceConnected: false },
  })
  const { errors } = form.formState
  const [report, setReport] = useState<EligibilityReport | null>(null)
  const id = useId()

  const handleSubmit = form.handleSubmit(
    (answers) => {
      setReport(checkEligibility(answers))
      toast({
        title: 'Eligibility Check Complete',
        description: 'Your benefits eligibility report has been generated.',
      })
    },
    (invalid) => {
      setReport(null)
      const message = invalid.branch?.message ?? invalid.dischargeStatus?.message
      toast({ title: 'Missing Information', description: message, variant: 'destructive' })
    },
  )

  return (
    <ToolCard
      id="eligibility-checker"
      title="Benefits Eligibility Checker"
      icon={ClipboardCheck}
      description={
        <p>See which VA benefits your service points to. Nothing you choose is saved.</p>
      }
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Service branch" error={errors.branch?.message}>
            {(control) => (
              <Select
                {...control}
                {...form.register('branch')}
                placeholder="Choose your branch"
                options={serviceBranches}
              />
            )}
          </FormField>
          <FormField label="Discharge status" error={errors.dischargeStatus?.message}>
            {(control) => (
              <Select
                {...control}
                {...form.register('dischargeStatus')}
                placeholder="Choose your status"
                options={dischargeStatuses}
              />
            )}
          </FormField>
        </div>
        <Checkbox
          id={`${id}-service-connected`}
          label="I have a service-connected disability"
          {...form.register('serviceConnected')}
        />
        <Button type="submit" className="self-start">
          Check Eligibility
        </Button>
      </form>
      {report ? <EligibilityReportView report={report} /> : null}
    </ToolCard>
  )
}

function EligibilityReportView({ report }: { report: EligibilityReport }) {
  return (
    <section
      aria-labelledby="eligibility-report-title"
      className="mt-5 rounded-xl border-2 border-brand-700 bg-brand-50 p-5"
    >
      <h3 id="eligibility-report-title" className="text-xl font-semibold text-brand-900">
        Your eligibility report
      </h3>
      <p className="mt-2 text-slate-800">{report.summary}</p>
      <ul className="mt-4 space-y-4">
        {report.findings.map((finding) => {
          const label = likelihoodLabels[finding.likelihood]
          return (
            <li key={finding.benefit} className="rounded-lg bg-white p-4">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {finding.benefit}
                <span
                  className={cn(
                    'rounded-full px-3 py-0.5 text-base font-semibold',
                    label.className,
                  )}
                >
                  {label.text}
                </span>
              </p>
              <p className="mt-1 text-slate-800">{finding.rule}</p>
              <p className="mt-1">
                <ExternalLink href={finding.link.href}>{finding.link.label}</ExternalLink>
              </p>
            </li>
          )
        })}
      </ul>
      {report.upgradeBoard ? (
        <p className="mt-4 text-slate-800">
          To ask for a discharge upgrade, apply to the {report.upgradeBoard}.{' '}
          <ExternalLink href={officialLinks.dischargeUpgrade.href}>
            Get step-by-step upgrade instructions
          </ExternalLink>
        </p>
      ) : null}
      <p className="mt-4 text-base text-slate-700">
        This is a guide, not a decision. VA makes the official decision on your eligibility. Free
        help applying is available from{' '}
        <ExternalLink href={officialLinks.accreditedRepresentative.href}>
          VA-accredited representatives
        </ExternalLink>
        .
      </p>
    </section>
  )
}
