import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useState, type SubmitEvent } from 'react'
import { PRO_PRICE_PER_MONTH_USD } from '@shared/subscription/plans'
import { Button } from '@client/components/ui/button'
import { usePaymentOutcome } from './payment-outcome'
import { useSubscriptionRefresh } from './subscription-queries'

const stripeByKey = new Map<string, Promise<Stripe | null>>()

/** Stripe.js loads once per key, and only on this page: this module is split from the rest. */
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

type StripePaymentFormProps = { clientSecret: string; publishableKey: string }

/** Stripe's Payment Element, confirming the first invoice's payment of the Pro subscription. */
export function StripePaymentForm({ clientSecret, publishableKey }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#0f5f57', fontSizeBase: '18px' },
        },
      }}
    >
      <PaymentForm />
    </Elements>
  )
}

function PaymentForm() {
  const stripe = useStripe()
  const elements = useElements()
  const [isReady, setIsReady] = useState(false)
  const [isProcessing, setIsProcessing] = useState(false)
  const refresh = useSubscriptionRefresh()
  const outcome = usePaymentOutcome()

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements) return
    setIsProcessing(true)
    // product contract §7: a card that needs the bank's check comes back to /dashboard afterwards.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
      redirect: 'if_required',
    })
    if (error) {
      setIsProcessing(false)
      outcome.handleFailed(error.message ?? 'The payment could not be completed. Please try again.')
      return
    }
    await refresh.mutateAsync().catch(() => undefined)
    await outcome.handlePaid()
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="stripe-payment-title"
      className="space-y-5"
    >
      <h2 id="stripe-payment-title" className="text-2xl font-bold text-slate-900">
        Pay by card
      </h2>
      <PaymentElement onReady={() => setIsReady(true)} />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!stripe || !isReady || isProcessing}
      >
        {isProcessing ? 'Processing...' : `Subscribe to Pro - $${PRO_PRICE_PER_MONTH_USD}/month`}
      </Button>
    </form>
  )
}
