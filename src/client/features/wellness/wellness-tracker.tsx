import { zodResolver } from '@hookform/resolvers/zod'
import { HeartPulse, Phone } from 'lucide-react'
import { useId } from 'react'
import { useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { z } from 'zod'
import { supportLines } from '@shared/guides/support-lines'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { FieldError, FormField } from '@client/components/ui/form-field'
import { Input } from '@client/components/ui/input'
import { cn } from '@client/lib/cn'
import { toast } from '@client/lib/toast'
import {
  addWellnessEntry,
  clearWellnessEntries,
  deleteWellnessEntry,
  moodLabels,
  useWellnessEntries,
  type WellnessEntry,
} from './wellness-entries'

const MISSING_ANSWERS = 'Please select your mood and enter sleep hours.'
const MISSING_MOOD = 'Choose how your mood is today.'
const MISSING_SLEEP = 'Enter your hours of sleep.'
const SLEEP_OUT_OF_RANGE = 'Enter your hours of sleep as a number from 0 to 24.'
const moods = [1, 2, 3, 4, 5] as const

/** A check-in: a mood from 1 to 5, and sleep from 0 to 24 hours (product contract §5), fractions allowed. */
const wellnessFormSchema = z.object({
  // Optional as the form holds it (no mood chosen yet), required as it is logged.
  mood: z
    .literal(moods)
    .optional()
    .transform((mood, context) => {
      if (mood === undefined) context.addIssue({ code: 'custom', message: MISSING_MOOD })
      return mood ?? z.NEVER
    }),
  sleepHours: z
    .string()
    .trim()
    .min(1, MISSING_SLEEP)
    .transform(Number)
    .pipe(
      z
        .number({ message: SLEEP_OUT_OF_RANGE })
        .min(0, SLEEP_OUT_OF_RANGE)
        .max(24, SLEEP_OUT_OF_RANGE),
    ),
})
type WellnessForm = z.input<typeof wellnessFormSchema>

const EMPTY_CHECK_IN: WellnessForm = { mood: undefined, sleepHours: '' }

export type WellnessTrackerProps = {
  /** For tests: the moment an entry is logged. */
  now?: () => Date
}

/** Daily mood and sleep check-in with a trend chart, kept in this browser only. */
export function WellnessTracker({ now = () => new Date() }: WellnessTrackerProps) {
  const form = useForm({
    resolver: zodResolver(wellnessFormSchema),
    defaultValues: EMPTY_CHECK_IN,
    // The mood is a row of buttons the form cannot focus itself: handleInvalid does it.
    shouldFocusError: false,
  })
  const mood = useWatch({ control: form.control, name: 'mood' })
  const entries = useWellnessEntries()
  const id = useId()
  const { veteransCrisisLine } = supportLines
  const isLowMood = mood !== undefined && mood <= 2
  const moodError = form.formState.errors.mood?.message

  function chooseMood(value: WellnessEntry['mood']) {
    form.setValue('mood', value, { shouldValidate: form.formState.isSubmitted })
  }

  function handleInvalid(errors: FieldErrors<WellnessForm>) {
    // A missing answer is the contract's Missing Information; a sleep figure out of range is not.
    const isMissing = errors.mood !== undefined || errors.sleepHours?.message === MISSING_SLEEP
    toast(
      isMissing
        ? { title: 'Missing Information', description: MISSING_ANSWERS, variant: 'destructive' }
        : { title: 'Check Your Entry', description: SLEEP_OUT_OF_RANGE, variant: 'destructive' },
    )
    if (errors.mood) document.getElementById(`${id}-mood-1`)?.focus()
    else form.setFocus('sleepHours')
  }

  const handleSubmit = form.handleSubmit(({ mood: chosen, sleepHours }) => {
    addWellnessEntry({ loggedAt: now().toISOString(), mood: chosen, sleepHours })
    form.reset(EMPTY_CHECK_IN)
    toast({
      title: 'Entry Logged',
      description: 'Your wellness entry has been saved successfully.',
    })
  }, handleInvalid)

  return (
    <ToolCard
      id="wellness-tracker"
      title="Wellness Tracker"
      icon={HeartPulse}
      description={
        <p>
          A daily check-in on your mood and sleep. Entries stay in this browser only: they are never
          sent to us, and you can delete them at any time.
        </p>
      }
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-4">
        <fieldset aria-describedby={moodError ? `${id}-mood-error` : undefined}>
          <legend className="font-semibold text-slate-900">How is your mood today?</legend>
          <div className="mt-2 grid grid-cols-5 gap-2">
            {moods.map((value) => (
              <button
                key={value}
                id={`${id}-mood-${value}`}
                type="button"
                aria-pressed={mood === value}
                onClick={() => chooseMood(value)}
                className={cn(
                  'flex min-h-11 flex-col items-center justify-center rounded-lg border-2 px-1 py-2 font-semibold',
                  mood === value
                    ? 'border-brand-800 bg-brand-700 text-white'
                    : 'border-slate-500 bg-white text-slate-900 hover:bg-brand-50',
                )}
              >
                <span className="text-xl">{value}</span>
                <span className="text-sm">{moodLabels[value]}</span>
              </button>
            ))}
          </div>
          <FieldError id={`${id}-mood-error`} message={moodError} />
        </fieldset>
        {isLowMood ? (
          <div role="alert" className="rounded-lg border-2 border-crisis-700 bg-crisis-50 p-4">
            <p className="font-semibold text-crisis-700">
              Having a hard day? You do not have to face it alone.
            </p>
            <p className="mt-1 text-slate-800">
              Talk to someone now: the Veterans Crisis Line is free, confidential and open 24/7.
            </p>
            <Button asChild variant="crisis" className="mt-3">
              <a href={`tel:${veteransCrisisLine.dial}`}>
                <Phone aria-hidden="true" />
                Call {veteransCrisisLine.display}
              </a>
            </Button>
          </div>
        ) : null}
        <FormField
          label="Hours of sleep last night"
          error={form.formState.errors.sleepHours?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('sleepHours')}
              type="number"
              inputMode="decimal"
              min={0}
              max={24}
              step={0.5}
              className="max-w-48"
            />
          )}
        </FormField>
        <Button type="submit" className="self-start">
          Log Today&apos;s Entry
        </Button>
      </form>

      <WellnessHistory entries={entries} />

      <p className="mt-5 rounded-lg bg-crisis-50 p-4 text-slate-800">
        <strong className="text-crisis-700">Veterans Crisis Line:</strong> call{' '}
        <a
          href={`tel:${veteransCrisisLine.dial}`}
          className="font-semibold text-crisis-700 underline underline-offset-4"
        >
          {veteransCrisisLine.display}
        </a>
        , 24/7. Free and confidential.
      </p>
    </ToolCard>
  )
}

function formatDay(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
}

function WellnessHistory({ entries }: { entries: WellnessEntry[] }) {
  if (entries.length === 0) {
    return <p className="mt-5 text-slate-700">No entries yet. Your trend appears here.</p>
  }
  const recent = entries.slice(-14)
  return (
    <div className="mt-5">
      <h3 className="text-xl font-semibold text-slate-900">
        {recent.length === 1 ? 'Your last entry' : `Your last ${recent.length} entries`}
      </h3>
      <TrendChart entries={recent} />
      <details className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
          Show entries as a table
        </summary>
        <table className="mt-2 w-full text-left text-slate-800">
          <caption className="sr-only">Wellness entries, oldest first</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Date
              </th>
              <th scope="col" className="py-1">
                Mood
              </th>
              <th scope="col" className="py-1">
                Sleep
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {recent.map((entry) => (
              <tr key={entry.loggedAt} className="border-t border-slate-200">
                <td className="py-1">{formatDay(entry.loggedAt)}</td>
                <td className="py-1">
                  {entry.mood} ({moodLabels[entry.mood]})
                </td>
                <td className="py-1">{entry.sleepHours} h</td>
                <td className="py-1 text-right">
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => deleteWellnessEntry(entry.loggedAt)}
                  >
                    Delete<span className="sr-only"> the entry of {formatDay(entry.loggedAt)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <Button type="button" variant="secondary" className="mt-3" onClick={clearWellnessEntries}>
        Delete all my entries
      </Button>
    </div>
  )
}

/**
 * In viewBox units. The chart is drawn 300 px (phone) to 384 px wide, so its 22-unit labels show
 * at 16 to 20 px.
 */
const CHART = { width: 420, height: 210, left: 34, right: 56, top: 14, bottom: 38, fontSize: 22 }

/** Mood (1-5, left axis) and sleep (0-12+ hours, right axis) as two lines; small hand-made SVG. */
function TrendChart({ entries }: { entries: WellnessEntry[] }) {
  const plotWidth = CHART.width - CHART.left - CHART.right
  const plotHeight = CHART.height - CHART.top - CHART.bottom
  const x = (index: number) =>
    CHART.left + (entries.length === 1 ? plotWidth / 2 : (index * plotWidth) / (entries.length - 1))
  const moodY = (mood: number) => CHART.top + plotHeight - ((mood - 1) / 4) * plotHeight
  const sleepY = (hours: number) => CHART.top + plotHeight - (Math.min(hours, 12) / 12) * plotHeight
  const line = (y: (entry: WellnessEntry) => number) =>
    entries.map((entry, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(entry)}`).join(' ')
  const latest = entries.at(-1)
  const firstDay = entries[0] ? formatDay(entries[0].loggedAt) : ''
  const lastDay = latest ? formatDay(latest.loggedAt) : ''
  const summary = latest
    ? `Trend of ${entries.length} entries. Latest, ${formatDay(latest.loggedAt)}: mood ${latest.mood} (${moodLabels[latest.mood]}), ${latest.sleepHours} hours of sleep.`
    : ''

  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full max-w-sm"
      >
        {[1, 2, 3, 4, 5].map((mood) => (
          <g key={mood}>
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={moodY(mood)}
              y2={moodY(mood)}
              stroke="#e2e8f0"
            />
            <text
              x={CHART.left - 8}
              y={moodY(mood) + 7}
              textAnchor="end"
              fontSize={CHART.fontSize}
              fill="#334155"
            >
              {mood}
            </text>
          </g>
        ))}
        {[0, 6, 12].map((hours) => (
          <text
            key={hours}
            x={CHART.width - CHART.right + 8}
            y={sleepY(hours) + 7}
            fontSize={CHART.fontSize}
            fill="#334155"
          >
            {hours}h
          </text>
        ))}
        <path d={line((entry) => moodY(entry.mood))} fill="none" stroke="#0f5f57" strokeWidth="3" />
        <path
          d={line((entry) => sleepY(entry.sleepHours))}
          fill="none"
          stroke="#b45309"
          strokeWidth="3"
          strokeDasharray="6 4"
        />
        {entries.map((entry, index) => (
          <g key={entry.loggedAt}>
            <circle cx={x(index)} cy={moodY(entry.mood)} r="5" fill="#0f5f57" />
            <rect
              x={x(index) - 4}
              y={sleepY(entry.sleepHours) - 4}
              width="8"
              height="8"
              fill="#b45309"
            />
          </g>
        ))}
        {firstDay !== lastDay ? (
          <text x={CHART.left} y={CHART.height - 6} fontSize={CHART.fontSize} fill="#334155">
            {firstDay}
          </text>
        ) : null}
        <text
          x={entries.length === 1 ? x(0) : CHART.width - CHART.right}
          y={CHART.height - 6}
          fontSize={CHART.fontSize}
          fill="#334155"
          textAnchor={entries.length === 1 ? 'middle' : 'end'}
        >
          {lastDay}
        </text>
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-base text-slate-700">
        <span>
          <span
            aria-hidden="true"
            className="mr-2 inline-block h-1 w-6 bg-brand-700 align-middle"
          />
          Mood, 1 to 5 (left scale)
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-2 inline-block h-1 w-6 border-t-4 border-dashed border-amber-700 align-middle"
          />
          Sleep, hours (right scale)
        </span>
      </figcaption>
    </figure>
  )
}
