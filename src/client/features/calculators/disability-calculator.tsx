import { zodResolver } from '@hookform/resolvers/zod'
import { Calculator } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form'
import {
  dependentsSchema,
  hasAnyDependent,
  MAX_CHILDREN,
  MAX_DEPENDENT_PARENTS,
  MAX_RATINGS,
  type Dependents,
  type DisabilityResult,
  type Limb,
} from '@shared/calculators/calculators-contract'
import { isRateTableSuperseded, nextRateChange } from '@shared/calculators/rate-schedule'
import { formatUsd } from '@shared/money/format-money'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { ExternalLink } from '@client/components/ui/external-link'
import { FormField } from '@client/components/ui/form-field'
import { Checkbox, Input, Select } from '@client/components/ui/input'
import { toast } from '@client/lib/toast'
import { useDisabilityCalculation, type DisabilityRequestInput } from './calculators-queries'
import { DisabilityWhatIf } from './disability-what-if'
import { RatingChips, RatingEntryForm } from './rating-entry'

type RatingEntry = { id: number; rating: number; limb: Limb | null }

const NO_DEPENDENTS: Dependents = {
  spouse: false,
  spouseAidAndAttendance: false,
  childrenUnder18: 0,
  childrenInSchool: 0,
  dependentParents: 0,
}

const limbOptions: { value: Limb | ''; label: string }[] = [
  { value: '', label: 'Not an arm or leg' },
  { value: 'left-arm', label: 'Left arm' },
  { value: 'right-arm', label: 'Right arm' },
  { value: 'left-leg', label: 'Left leg' },
  { value: 'right-leg', label: 'Right leg' },
]

function showCalculationErrorToast() {
  toast({
    title: 'Calculation Error',
    description: 'Failed to calculate disability rating. Please try again.',
    variant: 'destructive',
  })
}

/** The disability rating calculator: combined rating (38 CFR 4.25, 4.26) and monthly pay. */
export function DisabilityCalculator() {
  const [entries, setEntries] = useState<RatingEntry[]>([])
  const [nextId, setNextId] = useState(1)
  // The contract's own dependents schema checks the counts and the Aid and Attendance rule.
  const dependentsForm = useForm({
    resolver: zodResolver(dependentsSchema),
    defaultValues: NO_DEPENDENTS,
  })
  const { errors } = dependentsForm.formState
  const hasSpouse = useWatch({ control: dependentsForm.control, name: 'spouse' })
  const calculation = useDisabilityCalculation()
  const id = useId()

  function changeEntries(next: RatingEntry[]) {
    setEntries(next)
    calculation.reset()
  }

  const handleCalculate = dependentsForm.handleSubmit((dependents) => {
    const hasLimbs = entries.some((entry) => entry.limb !== null)
    const request: DisabilityRequestInput = {
      ratings: entries.map((entry) => entry.rating),
      ...(hasLimbs ? { limbs: entries.map((entry) => entry.limb) } : {}),
      ...(hasAnyDependent(dependents) ? { dependents } : {}),
    }
    calculation.mutate(request, { onError: showCalculationErrorToast })
  })

  const spouseField = dependentsForm.register('spouse', {
    onChange: () => {
      if (!dependentsForm.getValues('spouse')) {
        dependentsForm.setValue('spouseAidAndAttendance', false)
      }
    },
  })

  return (
    <ToolCard
      id="disability-calculator"
      title="Disability Rating Calculator"
      icon={Calculator}
      description={
        <p>
          Add each of your VA disability ratings. We combine them the way VA does and show the
          monthly payment.
        </p>
      }
    >
      <RatingEntryForm
        label="Disability rating (%)"
        placeholder="For example, 30"
        addLabel="Add"
        room={MAX_RATINGS - entries.length}
        explainsInvalid={false}
        onAdd={({ rating }) => {
          changeEntries([...entries, { id: nextId, rating, limb: null }])
          setNextId(nextId + 1)
        }}
      />

      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">No ratings added yet.</p>
      ) : (
        <RatingChips
          label="Your ratings"
          chips={entries.map((entry) => ({
            key: entry.id,
            text: `${entry.rating}%`,
            removeLabel: `Remove ${entry.rating}% rating`,
          }))}
          onRemove={(key) => changeEntries(entries.filter((entry) => entry.id !== key))}
        />
      )}

      <form
        noValidate
        onSubmit={(event) => void handleCalculate(event)}
        onChange={() => calculation.reset()}
        className="flex flex-col"
      >
        <details className="group mt-4 rounded-lg border border-slate-300 bg-slate-50">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
            Optional: arms and legs, and dependents
          </summary>
          <div className="space-y-5 px-4 pt-1 pb-4">
            <fieldset className="space-y-3">
              <legend className="font-semibold text-slate-900">Arm or leg (bilateral factor)</legend>
              <p className="text-base text-slate-700">
                When both arms, or both legs, have a rating of 10% or more, VA adds a bilateral
                factor (38 CFR 4.26). Say which limb each rating is for.
              </p>
              {entries.length === 0 ? (
                <p className="text-base text-slate-700">Add a rating first.</p>
              ) : (
                entries.map((entry, index) => (
                  <FormField
                    key={entry.id}
                    label={`Rating ${index + 1} (${entry.rating}%)`}
                    labelClassName="font-normal"
                  >
                    {(control) => (
                      <Select
                        {...control}
                        value={entry.limb ?? ''}
                        onChange={(event) => {
                          const limb = (event.target.value || null) as Limb | null
                          changeEntries(
                            entries.map((other) =>
                              other.id === entry.id ? { ...other, limb } : other,
                            ),
                          )
                        }}
                        className="max-w-64"
                      >
                        {limbOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                ))
              )}
            </fieldset>

            <fieldset className="space-y-2">
              <legend className="font-semibold text-slate-900">Dependents</legend>
              <p className="text-base text-slate-700">
                VA pays more for dependents when your combined rating is 30% or higher.
              </p>
              <Checkbox id={`${id}-spouse`} label="I have a spouse" {...spouseField} />
              <Checkbox
                id={`${id}-spouse-aa`}
                label="My spouse receives Aid and Attendance"
                disabled={!hasSpouse}
                {...dependentsForm.register('spouseAidAndAttendance')}
              />
              <div className="grid gap-3 sm:grid-cols-3">
                <CountField
                  label="Children under 18"
                  max={MAX_CHILDREN}
                  error={errors.childrenUnder18}
                  field={dependentsForm.register('childrenUnder18', { valueAsNumber: true })}
                />
                <CountField
                  label="Children 18 to 23 in school"
                  max={MAX_CHILDREN}
                  error={errors.childrenInSchool}
                  field={dependentsForm.register('childrenInSchool', { valueAsNumber: true })}
                />
                <CountField
                  label="Dependent parents"
                  max={MAX_DEPENDENT_PARENTS}
                  error={errors.dependentParents}
                  field={dependentsForm.register('dependentParents', { valueAsNumber: true })}
                />
              </div>
            </fieldset>
          </div>
        </details>

        <Button
          type="submit"
          className="mt-5 self-start"
          disabled={entries.length === 0 || calculation.isPending}
        >
          {calculation.isPending ? 'Calculating...' : 'Calculate Combined Rating'}
        </Button>
      </form>

      <div aria-live="polite">
        {calculation.data ? <DisabilityResultView result={calculation.data} /> : null}
      </div>
      {calculation.data ? (
        <DisabilityWhatIf
          key={calculation.submittedAt}
          baseRequest={calculation.variables}
          baseResult={calculation.data}
        />
      ) : null}
    </ToolCard>
  )
}

type CountFieldProps = {
  label: string
  max: number
  error: FieldError | undefined
  field: UseFormRegisterReturn
}

function CountField({ label, max, error, field }: CountFieldProps) {
  return (
    <FormField
      label={label}
      labelClassName="font-normal"
      error={error ? `Enter a whole number from 0 to ${max}.` : undefined}
    >
      {(control) => (
        <Input {...control} {...field} type="number" inputMode="numeric" min={0} max={max} />
      )}
    </FormField>
  )
}

function DisabilityResultView({ result }: { result: DisabilityResult }) {
  const { bilateral, compensation } = result
  return (
    <div className="mt-5 rounded-xl border-2 border-brand-700 bg-brand-50 p-5">
      <h3 className="text-xl font-semibold text-brand-900">Your estimate</h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Combined rating</dt>
          <dd className="text-4xl font-bold text-brand-900">{result.combinedRating}%</dd>
        </div>
        <div>
          <dt className="text-slate-700">Monthly compensation</dt>
          <dd className="text-4xl font-bold text-brand-900">
            {formatUsd(result.monthlyCompensation)}
            <span className="text-lg font-semibold"> per month</span>
          </dd>
        </div>
      </dl>

      <h4 className="mt-5 font-semibold text-slate-900">How we worked it out</h4>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
        {bilateral ? (
          <li>
            Bilateral factor for your {bilateral.pairs.join(' and ')}: {bilateral.ratings.join('%, ')}%
            combine to {bilateral.combinedValue}, plus 10% ({bilateral.factor}) is{' '}
            {bilateral.valueWithFactor}. This counts as one rating of {bilateral.valueWithFactor}%.
            {bilateral.excludedRatings.length > 0
              ? ` Combining ${bilateral.excludedRatings.join('%, ')}% separately gives you a higher rating, so VA does that (38 CFR 4.26(d)).`
              : ''}
          </li>
        ) : null}
        <li>Largest first: {result.orderOfSeverity.map((rating) => `${rating}%`).join(', ')}.</li>
        {result.steps.map((step, index) => (
          <li key={index}>
            {step.valueSoFar} combined with {step.rating}
            {step.isBilateralGroup ? ' (bilateral)' : ''}: {step.valueSoFar} + {step.rating} × (100 −{' '}
            {step.valueSoFar}) ÷ 100 = {step.exactValue}, rounded to {step.combinedValue}.
          </li>
        ))}
        <li>
          {result.combinedValue} rounded to the nearest 10 is {result.combinedRating}%.
        </li>
      </ol>

      <h4 className="mt-5 font-semibold text-slate-900">Monthly payment</h4>
      {compensation.lines.length > 0 ? (
        <ul className="mt-2 space-y-1 text-slate-800">
          {compensation.lines.map((line) => (
            <li key={line.label} className="flex justify-between gap-4">
              <span>{line.label}</span>
              <span className="font-semibold">{formatUsd(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {compensation.notes.map((note) => (
        <p key={note} className="mt-2 text-slate-800">
          {note}
        </p>
      ))}
      <p className="mt-3 text-base text-slate-700">
        Rates effective {formatDate(compensation.effectiveDate)}, from{' '}
        <ExternalLink href={compensation.sourceUrl}>VA’s compensation rate tables</ExternalLink>.
        This is an estimate: VA decides your rating and payment.
      </p>
      {isRateTableSuperseded(compensation.effectiveDate, new Date()) ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
          VA changed its rates on {formatDate(nextRateChange(compensation.effectiveDate))}, and this
          estimate still uses the rates before that date. Check VA’s rate tables for the amount paid now.
        </p>
      ) : null}
    </div>
  )
}

function formatDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
