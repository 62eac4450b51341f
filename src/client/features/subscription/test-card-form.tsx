import { zodResolver } from '@hookform/resolvers/zod'
import { FlaskConical } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { PRO_PRICE_PER_MONTH_USD } from '@shared/subscription/plans'
import { testCardPaymentSchema } from '@shared/subscription/subscription-contract'
import { Button } from '@client/components/ui/button'
import { FormField } from '@client/components/ui/form-field'
import { Input } from '@client/components/ui/input'
import { ApiError } from '@client/lib/api-client'
import { usePaymentOutcome } from './payment-outcome'
import { useTestCardPayment } from './subscription-queries'

/** The card as the member types it; the payment's client secret comes from the checkout. */
const cardSchema = testCardPaymentSchema.omit({ clientSecret: true })
type FieldName = keyof typeof cardSchema.shape

const fieldSettings: Record<
  FieldName,
  { label: string; autoComplete: string; placeholder: string; maxLength: number }
> = {
  cardNumber: {
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '4242 4242 4242 4242',
    maxLength: 23,
  },
  expiry: {
    label: 'Expiry date (MM/YY)',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 7,
  },
  cvc: { label: 'Security code', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
  postalCode: {
    label: 'ZIP code',
    autoComplete: 'postal-code',
    placeholder: '22030',
    maxLength: 10,
  },
}

type TestCardFormProps = { clientSecret: string }

/**
 * The local test mode's card form: the same steps as Stripe's Payment Element, with Stripe's
 * test card numbers, and clearly marked so nobody mistakes it for a real payment.
 */
export function TestCardForm({ clientSecret }: TestCardFormProps) {
  const form = useForm({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', postalCode: '' },
  })
  const payment = useTestCardPayment()
  const outcome = usePaymentOutcome()
  const id = useId()

  const handleSubmit = form.handleSubmit((card) => {
    payment.mutate(
      { clientSecret, ...card },
      {
        onSuccess: () => void outcome.handlePaid(),
        onError: (error) =>
          outcome.handleFailed(
            error instanceof ApiError
              ? error.message
              : 'The payment could not be completed. Please try again.',
          ),
      },
    )
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          Pay by card
        </h2>
        <p className="inline-flex items-center gap-2 rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 font-semibold text-amber-950">
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          Test mode - no real charges
        </p>
        <p className="text-slate-700">
          This copy of the hub takes no real payments. Use the test card 4242 4242 4242 4242 with
          any future date, any 3 digits and any ZIP code. The card 4000 0000 0000 0002 shows what a
          declined card looks like.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(fieldSettings) as FieldName[]).map((name) => {
          const settings = fieldSettings[name]
          return (
            <FormField
              key={name}
              label={settings.label}
              error={form.formState.errors[name]?.message}
              className={name === 'cardNumber' ? 'sm:col-span-2' : ''}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register(name)}
                  inputMode="numeric"
                  autoComplete={settings.autoComplete}
                  placeholder={settings.placeholder}
                  maxLength={settings.maxLength}
                  disabled={payment.isPending}
                />
              )}
            </FormField>
          )
        })}
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={payment.isPending}>
        {payment.isPending
          ? 'Processing...'
          : `Subscribe to Pro - $${PRO_PRICE_PER_MONTH_USD}/month`}
      </Button>
    </form>
  )
}
