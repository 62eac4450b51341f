import { Bookmark, Bot, Calculator, FileText, History, ShieldCheck, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { isPro, type User } from '@shared/auth/auth-contract'
import { PRO_PRICE_PER_MONTH_USD } from '@shared/subscription/plans'
import { PromptsCard } from './prompts-card'

const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm'

function CountCard({ title, icon: Icon, count, note }: { title: string; icon: LucideIcon; count: number; note: string }) {
  return (
    <section aria-label={title} className={cardClass}>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-800">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <p className="mt-3 text-3xl font-bold text-brand-900">{count}</p>
      <p className="mt-2 text-base text-slate-700">{note}</p>
    </section>
  )
}

function SubscriptionCard({ user }: { user: User }) {
  const isProUser = isPro(user)
  return (
    <section aria-labelledby="subscription-card-title" className={cardClass}>
      <h2 id="subscription-card-title" className="flex items-center gap-2 text-lg font-semibold text-slate-800">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Subscription
      </h2>
      <p className="mt-3">
        <span
          className={
            isProUser
              ? 'inline-flex rounded-full bg-gold-300 px-3 py-1 font-semibold text-slate-900'
              : 'inline-flex rounded-full bg-slate-200 px-3 py-1 font-semibold text-slate-900'
          }
        >
          {isProUser ? 'Pro' : 'Free'}
        </span>
      </p>
      <p className="mt-3 text-base text-slate-700">
        {isProUser ? (
          'Unlimited AI questions, file analysis and priority support.'
        ) : (
          <Link to="/subscribe" className="font-semibold text-brand-800 underline underline-offset-4">
            Upgrade to Pro: ${PRO_PRICE_PER_MONTH_USD}/month
          </Link>
        )}
      </p>
    </section>
  )
}

const quickLinks = [
  { to: '/ai-assistant', label: 'Ask the AI Assistant', description: 'Questions about claims, GI Bill, health care and more.', icon: Bot },
  { to: '/tools', label: 'Calculators & Tools', description: 'Disability rating, GI Bill housing, resume, eligibility, wellness.', icon: Calculator },
  { to: '/claims', label: 'Claims Guide', description: 'How to file, support and follow a disability claim.', icon: FileText },
]

/** product contract §2, Dashboard: the four cards, the quick links and Recent Activity. */
export function DashboardOverview({ user }: { user: User }) {
  return (
    <div className="mt-8 space-y-10">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <PromptsCard user={user} />
        <SubscriptionCard user={user} />
        <CountCard title="Active Claims" icon={FileText} count={0} note="Claim tracking is coming to the hub." />
        <CountCard title="Saved Resources" icon={Bookmark} count={0} note="Guides you save will show here." />
      </div>

      <section aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className="text-2xl font-bold">
          Quick links
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {quickLinks.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
              >
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-brand-900 underline-offset-4">{label}</span>
                  <span className="block text-base text-slate-700">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recent-activity-title">
        <h2 id="recent-activity-title" className="text-2xl font-bold">
          Recent Activity
        </h2>
        <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <History aria-hidden="true" className="size-10 text-slate-500" />
          <p className="font-semibold">No activity yet</p>
          <p className="max-w-md text-base text-slate-700">
            When you ask the assistant a question or use a calculator, it will show up here.
          </p>
        </div>
      </section>
    </div>
  )
}
