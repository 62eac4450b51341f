import { zodResolver } from '@hookform/resolvers/zod'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { MAX_RATINGS, ratingSchema } from '@shared/calculators/calculators-contract'
import { Button } from '@client/components/ui/button'
import { FormField } from '@client/components/ui/form-field'
import { Input } from '@client/components/ui/input'
import { cn } from '@client/lib/cn'

const RATING_HINT = 'Enter a rating from 0 to 100, for example 50.'

/** The field holds text; the contract's `ratingSchema` decides what a rating is. */
const ratingEntrySchema = z.object({
  rating: z.string().trim().regex(/^\d+$/).transform(Number).pipe(ratingSchema),
  condition: z.string().trim().max(60),
})
export type RatingEntryValues = z.output<typeof ratingEntrySchema>

type RatingEntryFormProps = {
  label: string
  placeholder: string
  addLabel: string
  /** How many more ratings the request can take (the contract allows MAX_RATINGS in all). */
  room: number
  /**
   * Product contract §5: the calculator silently ignores a rating that is not 0 to 100, leaving
   * it in the field to correct. The what-if explains it at the field instead.
   */
  explainsInvalid: boolean
  /** Asks for an optional condition name, shown on the chip. */
  withCondition?: boolean
  onAdd: (entry: RatingEntryValues) => void
}

/** A rating field and its Add button: the disability calculator's and the what-if's entry. */
export function RatingEntryForm({
  label,
  placeholder,
  addLabel,
  room,
  explainsInvalid,
  withCondition = false,
  onAdd,
}: RatingEntryFormProps) {
  const form = useForm({
    resolver: zodResolver(ratingEntrySchema),
    defaultValues: { rating: '', condition: '' },
  })
  const ratingError = form.formState.errors.rating?.message

  const handleAdd = form.handleSubmit((entry) => {
    if (room <= 0) {
      if (explainsInvalid) {
        form.setError(
          'rating',
          { message: `You can add up to ${MAX_RATINGS} ratings in all.` },
          { shouldFocus: true },
        )
      } else {
        form.reset()
      }
      return
    }
    form.reset()
    onAdd(entry)
  })

  return (
    <form onSubmit={(event) => void handleAdd(event)} noValidate className="flex flex-col gap-3">
      {withCondition ? (
        <FormField label="Condition (optional)">
          {(control) => (
            <Input
              {...control}
              {...form.register('condition')}
              maxLength={60}
              placeholder="For example, sleep apnea"
            />
          )}
        </FormField>
      ) : null}
      <FormField
        label={label}
        error={ratingError === undefined ? undefined : explainsInvalid ? RATING_HINT : undefined}
      >
        {(control) => (
          <div className="flex flex-wrap gap-3">
            <Input
              {...control}
              {...form.register('rating')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={10}
              placeholder={placeholder}
              className="max-w-48"
            />
            <Button type="submit" variant="secondary">
              {addLabel}
            </Button>
          </div>
        )}
      </FormField>
    </form>
  )
}

type RatingChipsProps = {
  label: string
  chips: { key: number; text: ReactNode; removeLabel: string }[]
  isHypothetical?: boolean
  onRemove: (key: number) => void
}

/** The ratings added so far, each a chip with its own Remove button. */
export function RatingChips({ label, chips, isHypothetical = false, onRemove }: RatingChipsProps) {
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className={cn(
            'inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-brand-700 pl-4 font-semibold text-brand-900',
            isHypothetical ? 'border-dashed bg-white' : 'bg-brand-50',
          )}
        >
          {chip.text}
          <button
            type="button"
            onClick={() => onRemove(chip.key)}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{chip.removeLabel}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
