import { zodResolver } from '@hookform/resolvers/zod'
import { GraduationCap } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  enrollmentTypeSchema,
  giBillRequestSchema,
  type EnrollmentType,
  type GiBillResult,
} from '@shared/calculators/calculators-contract'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { FormField } from '@client/components/ui/form-field'
import { Input, Select } from '@client/components/ui/input'
import { toast } from '@client/lib/toast'
import { useGiBillCalculation } from './calculators-queries'
import { formatUsd } from '@shared/money/format-money'

const enrollmentOptions: { value: EnrollmentType; label: string }[] = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'online', label: 'Online only' },
]

/** product contract §5: an integer from 0 to 100; non-numeric input becomes 0. */
export function parseServicePercentage(text: string): number {
  const value = Number.parseInt(text, 10)
  return Number.isNaN(value) ? 0 : Math.min(100, Math.max(0, value))
}

const { shape } = giBillRequestSchema

/** The fields hold text; each is turned into the contract's number and checked by its schema. */
const giBillFormSchema = z.object({
  location: shape.location,
  enrollmentType: enrollmentTypeSchema,
  servicePercentage: z
    .string()
    .transform(parseServicePercentage)
    .pipe(shape.servicePercentage.unwrap()),
  creditHours: z
    .string()
    .trim()
    .optional()
    .transform((text) => (text ? Number(text) : undefined))
    .pipe(shape.creditHours),
})

export type GiBillCalculatorProps = {
  /**
   * product contract §8: on the Tools page a failure shows a toast; on the Education page it is only
   * logged.
   */
  failureFeedback: 'toast' | 'log'
  /** 2 on the Tools page; 3 inside the Education page's section. */
  headingLevel?: 2 | 3
  className?: string
}

/** The Post-9/11 GI Bill monthly housing allowance calculator. */
export function GiBillCalculator({
  failureFeedback,
  headingLevel,
  className,
}: GiBillCalculatorProps) {
  const form = useForm({
    resolver: zodResolver(giBillFormSchema),
    defaultValues: { location: '', enrollmentType: 'full-time', servicePercentage: '100' },
    // The credit hours field leaves the form, value and errors too, unless the study is part-time.
    shouldUnregister: true,
  })
  const enrollmentType = useWatch({ control: form.control, name: 'enrollmentType' })
  const calculation = useGiBillCalculation()

  // The field shows the percentage the estimate uses: "150" is worked out, and shown, as 100.
  function showServicePercentageUsed() {
    const text = form.getValues('servicePercentage')
    form.setValue('servicePercentage', String(parseServicePercentage(text)))
  }

  const handleSubmit = form.handleSubmit(({ creditHours, ...request }) => {
    calculation.mutate(
      { ...request, ...(creditHours === undefined ? {} : { creditHours }) },
      {
        onError: (error) => {
          if (failureFeedback === 'toast') {
            toast({
              title: 'Calculation Error',
              description: 'Failed to calculate GI Bill benefits. Please try again.',
              variant: 'destructive',
            })
          } else {
            console.error('Failed to calculate GI Bill benefits', error)
          }
        },
      },
    )
  })

  return (
    <ToolCard
      id={`gi-bill-calculator-${failureFeedback === 'toast' ? 'tool' : 'guide'}`}
      title="GI Bill Housing Calculator"
      icon={GraduationCap}
      headingLevel={headingLevel}
      className={className}
      description={<p>Estimate your Post-9/11 GI Bill monthly housing allowance for a school.</p>}
    >
      <form
        noValidate
        onSubmit={(event) => {
          showServicePercentageUsed()
          void handleSubmit(event)
        }}
        className="grid gap-4"
      >
        <FormField
          label="School location"
          hint="The campus ZIP code is most exact, or a city and state, like San Diego, CA."
          error={form.formState.errors.location?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('location')}
              type="text"
              placeholder="City, State"
              autoComplete="off"
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Enrollment type">
            {(control) => (
              <Select {...control} {...form.register('enrollmentType')}>
                {enrollmentOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            label="Service percentage (%)"
            hint="Your benefit level, 50% to 100%, on your Certificate of Eligibility."
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('servicePercentage', { onBlur: showServicePercentageUsed })}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
              />
            )}
          </FormField>
        </div>
        {enrollmentType === 'part-time' ? (
          <FormField
            label="Credit hours per term (optional)"
            hint="Full-time is 12 credit hours at most colleges. Left empty, we estimate 3/4 time (9 hours)."
            error={
              form.formState.errors.creditHours
                ? 'Enter whole credit hours from 0 to 30, or leave it empty.'
                : undefined
            }
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('creditHours')}
                type="number"
                inputMode="numeric"
                min={0}
                max={30}
                className="max-w-48"
              />
            )}
          </FormField>
        ) : null}
        <Button type="submit" className="self-start" disabled={calculation.isPending}>
          {calculation.isPending ? 'Calculating...' : 'Calculate Benefits'}
        </Button>
      </form>
      <div aria-live="polite">
        {calculation.data ? <GiBillResultView result={calculation.data} /> : null}
      </div>
    </ToolCard>
  )
}

function GiBillResultView({ result }: { result: GiBillResult }) {
  const { details } = result
  const area = details.housingAreaName
    ? `${details.housingAreaName} (${details.housingAreaCode ?? ''})`
    : 'National online rate'
  return (
    <div className="mt-5 rounded-xl border-2 border-brand-700 bg-brand-50 p-5">
      {details.locationWarning ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-slate-900">
          {details.locationWarning}
        </p>
      ) : null}
      <p className="text-slate-700">Estimated monthly housing allowance</p>
      <p className="text-4xl font-bold text-brand-900">
        {formatUsd(result.monthlyHousingAllowance)}
        <span className="text-lg font-semibold"> per month</span>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-2">
        <Detail term="Location found" value={details.locationFound ? 'Yes' : 'No'} />
        <Detail term="ZIP code used" value={details.resolvedZip ?? 'None'} />
        <Detail term="Housing area" value={area} />
        <Detail
          term={
            details.basis === 'campus-bah' ? 'BAH, E-5 with dependents' : 'National online rate'
          }
          value={`${formatUsd(details.baseRate)} a month`}
        />
        <Detail term="Benefit level" value={`${details.benefitLevel}%`} />
        <Detail term="Rate of pursuit" value={`${details.rateOfPursuit}%`} />
        <Detail term="School year of the rates" value={formatSchoolYear(details.schoolYear)} />
      </dl>
      {details.notes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
          {details.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-base text-slate-700">
        {details.rateSource}. This is an estimate; VA pays only for the days you are in class.
      </p>
    </div>
  )
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-base text-slate-700">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}

/** "2026-27" is August 1, 2026 to July 31, 2027. */
function formatSchoolYear(schoolYear: string) {
  const [start = '', end = ''] = schoolYear.split('-')
  return `Aug 1, ${start} to Jul 31, ${start.slice(0, 2)}${end}`
}
