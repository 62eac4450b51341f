import { Bot } from 'lucide-react'
import { Link } from 'react-router'
import { isPro, type User } from '@shared/auth/auth-contract'
import { FREE_PROMPTS_PER_MONTH } from '@shared/subscription/plans'

/** product contract §9: the bar shows the share left, 100 minus promptsUsed / 20 as a percentage. */
export function remainingShare(promptsUsed: number): number {
  return Math.max(0, Math.min(100, 100 - (promptsUsed / FREE_PROMPTS_PER_MONTH) * 100))
}

export function PromptsCard({ user }: { user: User }) {
  const remaining = user.promptsRemaining ?? 0
  return (
    <section aria-labelledby="prompts-card-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="prompts-card-title" className="flex items-center gap-2 text-lg font-semibold text-slate-800">
        <Bot aria-hidden="true" className="size-5 text-brand-700" />
        AI prompts left
      </h2>
      {isPro(user) ? (
        <p className="mt-3 flex items-center gap-3 text-3xl font-bold text-brand-900">
          <span>
            <span className="sr-only">Unlimited</span>
            <span aria-hidden="true" className="text-4xl">
              ∞
            </span>
          </span>
          <span className="text-base font-medium text-slate-700">Unlimited with Pro</span>
        </p>
      ) : (
        <>
          <p className="mt-3 text-3xl font-bold text-brand-900">
            {remaining}
            <span className="text-base font-medium text-slate-700"> of {FREE_PROMPTS_PER_MONTH} left this month</span>
          </p>
          <div
            role="progressbar"
            aria-label="AI prompts left this month"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(remainingShare(user.promptsUsed))}
            aria-valuetext={`${remaining} of ${FREE_PROMPTS_PER_MONTH} prompts left`}
            className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${remainingShare(user.promptsUsed)}%` }} />
          </div>
          <p className="mt-3 text-base text-slate-700">
            Your count starts again on the 1st of each month.{' '}
            {remaining === 0 ? (
              <Link to="/subscribe" className="font-semibold text-brand-800 underline underline-offset-4">
                Upgrade to Pro for unlimited questions
              </Link>
            ) : null}
          </p>
        </>
      )}
    </section>
  )
}
