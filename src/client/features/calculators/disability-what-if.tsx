import { FlaskConical } from 'lucide-react'
import { useId, useState } from 'react'
import { MAX_RATINGS, type DisabilityResult } from '@shared/calculators/calculators-contract'
import { formatUsd } from '@shared/money/format-money'
import { cn } from '@client/lib/cn'
import { toast } from '@client/lib/toast'
import { useDisabilityCalculation, type DisabilityRequestInput } from './calculators-queries'
import { RatingChips, RatingEntryForm } from './rating-entry'

type HypotheticalRating = { id: number; rating: number; condition: string }

type DisabilityWhatIfProps = {
  /** The request behind today's result: the ratings VA has given, limbs and dependents. */
  baseRequest: DisabilityRequestInput
  baseResult: DisabilityResult
}

/** The request with the hypothetical ratings added, as ratings that are not an arm or leg. */
function withHypotheticals(base: DisabilityRequestInput, hypotheticals: HypotheticalRating[]): DisabilityRequestInput {
  const extra = hypotheticals.map((hypothetical) => hypothetical.rating)
  return {
    ...base,
    ratings: [...base.ratings, ...extra],
    ...(base.limbs ? { limbs: [...base.limbs, ...extra.map(() => null)] } : {}),
  }
}

function describeHypothetical(hypothetical: HypotheticalRating): string {
  return hypothetical.condition ? `${hypothetical.condition} at ${hypothetical.rating}%` : `${hypothetical.rating}%`
}

/** "+$293.70" or "−$12.00": a change in cents, in dollars with its sign. */
function formatChange(cents: number): string {
  if (cents === 0) return formatUsd(0)
  return `${cents > 0 ? '+' : '−'}${formatUsd(Math.abs(cents) / 100)}`
}

/**
 * "What if my sleep apnea is rated 50%?": hypothetical ratings added to today's, combined by the
 * same server calculation (38 CFR 4.25 and 4.26, the same rate table), shown beside today's
 * figures. Nothing is saved; a new calculation starts afresh.
 */
export function DisabilityWhatIf({ baseRequest, baseResult }: DisabilityWhatIfProps) {
  const [hypotheticals, setHypotheticals] = useState<HypotheticalRating[]>([])
  const [nextId, setNextId] = useState(1)
  const whatIf = useDisabilityCalculation()
  const id = useId()

  function recalculate(next: HypotheticalRating[]) {
    setHypotheticals(next)
    if (next.length === 0) {
      whatIf.reset()
      return
    }
    whatIf.mutate(withHypotheticals(baseRequest, next), {
      onError: () =>
        toast({
          title: 'Calculation Error',
          description: 'Failed to calculate disability rating. Please try again.',
          variant: 'destructive',
        }),
    })
  }

  const comparison = whatIf.data && hypotheticals.length > 0 ? whatIf.data : null

  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 rounded-xl border-2 border-dashed border-slate-400 p-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <FlaskConical aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        What if a condition is rated?
      </h3>
      <p className="mt-1 mb-3 text-slate-700">
        Add a rating you have claimed or might claim, and see how your combined rating and payment
        would change. These are not real ratings, and nothing is saved.
      </p>
      <RatingEntryForm
        label="What-if rating (%)"
        placeholder="For example, 50"
        addLabel="Add what-if rating"
        room={MAX_RATINGS - baseRequest.ratings.length - hypotheticals.length}
        explainsInvalid
        withCondition
        onAdd={({ rating, condition }) => {
          recalculate([...hypotheticals, { id: nextId, rating, condition }])
          setNextId(nextId + 1)
        }}
      />

      {hypotheticals.length > 0 ? (
        <RatingChips
          label="What-if ratings"
          isHypothetical
          chips={hypotheticals.map((hypothetical) => ({
            key: hypothetical.id,
            text: (
              <span>
                <span className="font-normal text-slate-700">What if:</span>{' '}
                {describeHypothetical(hypothetical)}
              </span>
            ),
            removeLabel: `Remove what-if rating ${describeHypothetical(hypothetical)}`,
          }))}
          onRemove={(key) => recalculate(hypotheticals.filter((other) => other.id !== key))}
        />
      ) : null}

      <div aria-live="polite">
        {whatIf.isPending ? <p className="mt-3 text-slate-800">Working it out…</p> : null}
        {comparison ? <WhatIfComparison today={baseResult} whatIf={comparison} /> : null}
      </div>
    </section>
  )
}

function WhatIfComparison({ today, whatIf }: { today: DisabilityResult; whatIf: DisabilityResult }) {
  const monthlyChangeCents = Math.round((whatIf.monthlyCompensation - today.monthlyCompensation) * 100)
  return (
    <div className="mt-4">
      <div className="grid grid-cols-2 gap-3">
        <ScenarioFigures title="Today" result={today} />
        <ScenarioFigures title="With what-if ratings" result={whatIf} isHypothetical />
      </div>
      <p className="mt-3 rounded-md bg-brand-50 p-3 text-slate-900">
        Difference: <strong>{formatChange(monthlyChangeCents)} a month</strong>, or{' '}
        <strong>{formatChange(monthlyChangeCents * 12)} a year</strong>.
      </p>
    </div>
  )
}

type ScenarioFiguresProps = { title: string; result: DisabilityResult; isHypothetical?: boolean }

function ScenarioFigures({ title, result, isHypothetical = false }: ScenarioFiguresProps) {
  const titleId = useId()
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'min-w-0 rounded-lg border-2 p-2 sm:p-3',
        isHypothetical ? 'border-dashed border-brand-700 bg-white' : 'border-slate-300 bg-slate-50',
      )}
    >
      <h4 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h4>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="text-base text-slate-700">Combined rating</dt>
          <dd className="text-2xl font-bold text-slate-900">{result.combinedRating}%</dd>
        </div>
        <div>
          <dt className="text-base text-slate-700">Monthly payment</dt>
          <dd className="text-base font-bold whitespace-nowrap text-slate-900 sm:text-lg">{formatUsd(result.monthlyCompensation)}</dd>
        </div>
      </dl>
    </div>
  )
}
