import { useQuery } from '@tanstack/react-query'
import { BadgeCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { FREE_PROMPTS_PER_MONTH, PRO_PRICE_PER_MONTH_USD } from '@shared/subscription/plans'
import { PageHeader } from '@client/components/page-header'
import { Button } from '@client/components/ui/button'
import { ApiError } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'
import {
  subscriptionQueries,
  useBillingPortal,
  useSubscriptionCancel,
} from './subscription-queries'

let dateFormat: Intl.DateTimeFormat | undefined

/**
 * "March 14, 2026". The formatter is built on first use, once the plan has loaded: creating one
 * loads locale data, 12 to 19 ms on this machine, which at the page's import ran before a
 * member's /subscribe was first drawn.
 */
function formatPeriodEnd(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })
  return dateFormat.format(new Date(isoDate))
}

function showErrorToast(error: Error) {
  toast({
    title: 'Something went wrong',
    description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
    variant: 'destructive',
  })
}

/** The Subscribe page for a Pro user: the plan, when it renews, and how to cancel. */
export function CurrentPlan() {
  const { getIdToken } = useAuth()
  const summary = useQuery(subscriptionQueries.summary(getIdToken))
  const cancel = useSubscriptionCancel()
  const billingPortal = useBillingPortal()
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false)
  const keepProButton = useRef<HTMLButtonElement>(null)
  // The button that opened the question is gone; the safe answer takes the focus.
  useEffect(() => {
    if (isConfirmingCancel) keepProButton.current?.focus()
  }, [isConfirmingCancel])
  const periodEnd = summary.data?.currentPeriodEnd
    ? formatPeriodEnd(summary.data.currentPeriodEnd)
    : null
  const isEnding = summary.data?.cancelAtPeriodEnd ?? false

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setIsConfirmingCancel(false)
        toast({
          title: 'Subscription Canceled',
          description:
            result.subscriptionStatus === 'active' && result.currentPeriodEnd
              ? `You keep Pro until ${formatPeriodEnd(result.currentPeriodEnd)}.`
              : 'You are back on the Free plan.',
        })
      },
      onError: showErrorToast,
    })
  }

  return (
    <>
      <PageHeader title="Subscription">
        <p>Thank you for supporting the hub.</p>
      </PageHeader>
      <section
        aria-labelledby="current-plan-title"
        className="mt-8 max-w-2xl rounded-xl border-2 border-brand-700 bg-white p-6 shadow-sm md:p-8"
      >
        <h2
          id="current-plan-title"
          className="flex items-center gap-2 text-2xl font-bold text-slate-900"
        >
          <BadgeCheck aria-hidden="true" className="size-7 text-brand-700" />
          You are on Pro
        </h2>
        <p className="mt-3 text-slate-700">
          Unlimited AI prompts, file upload and AI analysis, priority support and monthly expert
          webinars.
        </p>
        {summary.isPending ? (
          <p role="status" className="mt-3 text-slate-700">
            Loading your billing details…
          </p>
        ) : summary.isError ? (
          <p className="mt-3 text-slate-700">
            Your billing details could not be loaded. Reload the page to try again.
          </p>
        ) : periodEnd ? (
          <p className="mt-3 font-semibold text-slate-900">
            {isEnding
              ? `Pro ends on ${periodEnd}. You will not be charged again.`
              : `Renews on ${periodEnd} for $${PRO_PRICE_PER_MONTH_USD}.`}
          </p>
        ) : null}
        {summary.data?.provider === 'local' ? (
          <p className="mt-3 text-slate-700">Test mode - no real charges were made.</p>
        ) : null}

        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/ai-assistant">Ask the AI assistant</Link>
          </Button>
          {summary.data?.canManageBilling ? (
            <Button
              variant="secondary"
              disabled={billingPortal.isPending}
              onClick={() => billingPortal.mutate(undefined, { onError: showErrorToast })}
            >
              {billingPortal.isPending ? 'Opening billing…' : 'Change card or billing'}
            </Button>
          ) : null}
          {!isEnding && !isConfirmingCancel ? (
            <Button variant="ghost" onClick={() => setIsConfirmingCancel(true)}>
              Cancel subscription
            </Button>
          ) : null}
        </div>

        {isConfirmingCancel ? (
          <div
            role="group"
            aria-labelledby="cancel-title"
            className="mt-6 rounded-lg border-2 border-slate-300 bg-stone-50 p-4"
          >
            <h3 id="cancel-title" className="text-xl font-bold text-slate-900">
              Cancel Pro?
            </h3>
            <p className="mt-2 text-slate-700">
              You will go back to {FREE_PROMPTS_PER_MONTH} AI prompts a month and lose AI analysis
              of your records. Your chats and files stay saved.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="crisis" disabled={cancel.isPending} onClick={handleCancel}>
                {cancel.isPending ? 'Canceling…' : 'Yes, cancel Pro'}
              </Button>
              <Button
                ref={keepProButton}
                variant="secondary"
                disabled={cancel.isPending}
                onClick={() => setIsConfirmingCancel(false)}
              >
                Keep Pro
              </Button>
            </div>
          </div>
        ) : null}
      </section>
    </>
  )
}
