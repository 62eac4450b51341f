import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { Link } from 'react-router'
import { SUBSCRIPTION_ERROR_CODES } from '@shared/subscription/subscription-contract'
import { PageHeader } from '@client/components/page-header'
import { PlanCards } from '@client/components/plan-cards'
import { Button } from '@client/components/ui/button'
import { ApiError } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'
import { subscriptionQueries } from './subscription-queries'

// Either form shows only once the checkout has answered, which needs the member's token and so
// comes after the page's first paint: its code (Stripe's, or react-hook-form's for the test card)
// loads then, and the page is drawn without it (ADR 0040).
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })),
)
const TestCardForm = lazy(() =>
  import('./test-card-form').then((module) => ({ default: module.TestCardForm })),
)

function PreparingPayment() {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-lg text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700" />
      Preparing your secure payment…
    </div>
  )
}

/** The Subscribe page for a free user: Free versus Pro, then the card form (product contract §2, §4). */
export function SubscriptionCheckout() {
  const { getIdToken, refreshUser } = useAuth()
  const checkout = useQuery(subscriptionQueries.checkout(getIdToken))
  const isAlreadyPro =
    checkout.error instanceof ApiError &&
    checkout.error.code === SUBSCRIPTION_ERROR_CODES.alreadySubscribed

  useEffect(() => {
    if (!checkout.error) return
    console.error('Failed to create subscription', checkout.error)
    // The plan changed elsewhere (another tab, the billing portal): show the page for it.
    if (isAlreadyPro) void refreshUser()
  }, [checkout.error, isAlreadyPro, refreshUser])

  if (checkout.isError) {
    return (
      <>
        <PageHeader title="Subscription Error">
          <p>Unable to initialize subscription. Please try again later.</p>
          {isAlreadyPro ? <p className="mt-2">{checkout.error.message}</p> : null}
        </PageHeader>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void checkout.refetch()}>Try again</Button>
          <Button asChild variant="secondary">
            <Link to="/dashboard">Back to your dashboard</Link>
          </Button>
        </div>
      </>
    )
  }

  return (
    <>
      <PageHeader title="Subscription">
        <p>Go Pro for unlimited AI prompts and AI analysis of your records. Cancel anytime.</p>
      </PageHeader>
      <div className="mt-8">
        {/* The plan cards title themselves at the level below this one. */}
        <h2 className="sr-only">Free and Pro plans</h2>
        <PlanCards
          freeAction={<p className="text-center font-semibold text-slate-700">Your current plan</p>}
          proAction={
            <Button asChild className="w-full">
              <a href="#payment">Pay by card below</a>
            </Button>
          }
        />
      </div>
      <section
        id="payment"
        aria-label="Payment"
        className="mt-10 max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        {checkout.isPending ? (
          <PreparingPayment />
        ) : (
          <Suspense fallback={<PreparingPayment />}>
            {checkout.data.provider === 'local' ? (
              <TestCardForm clientSecret={checkout.data.clientSecret} />
            ) : (
              <StripePaymentForm
                clientSecret={checkout.data.clientSecret}
                publishableKey={checkout.data.publishableKey ?? ''}
              />
            )}
          </Suspense>
        )}
      </section>
    </>
  )
}
