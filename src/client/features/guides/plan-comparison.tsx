import { Check, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { productFigures } from '@shared/guides/guide-figures'
import { Button } from '@client/components/ui/button'
import { cn } from '@client/lib/cn'

type PlanFeature = { label: string; isIncluded: boolean }

const freeFeatures: readonly PlanFeature[] = [
  { label: productFigures.freePromptsPerMonth.display, isIncluded: true },
  { label: 'All guides, calculators and tools', isIncluded: true },
  { label: 'File upload analysis', isIncluded: false },
  { label: 'Priority support', isIncluded: false },
]

const proFeatures: readonly PlanFeature[] = [
  { label: 'Unlimited AI prompts', isIncluded: true },
  { label: 'File upload and AI analysis', isIncluded: true },
  { label: 'Priority support', isIncluded: true },
  { label: 'Monthly expert webinars', isIncluded: true },
]

type PlanComparisonProps = {
  isSignedIn: boolean
}

/** The Free and Pro plans side by side (SPEC section 1). */
export function PlanComparison({ isSignedIn }: PlanComparisonProps) {
  const { proPricePerMonth, moneyBackGuarantee } = productFigures
  return (
    <section aria-labelledby="plans-title" className="mt-16">
      <h2 id="plans-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        Choose your plan
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        The guides on this site are free to read without an account. An account adds the AI
        assistant and your tools.
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <PlanCard title="Free" price="$0" period="forever" features={freeFeatures}>
          <Button asChild variant="secondary" className="w-full">
            <Link to={isSignedIn ? '/dashboard' : '/register'}>
              {isSignedIn ? 'Go to your dashboard' : 'Start for free'}
            </Link>
          </Button>
        </PlanCard>
        <PlanCard
          title="Pro"
          price={proPricePerMonth.display}
          period="per month"
          features={proFeatures}
          isHighlighted
        >
          <Button asChild className="w-full">
            <Link to={isSignedIn ? '/subscribe' : '/register'}>Upgrade to Pro</Link>
          </Button>
          <p className="mt-3 text-center text-base text-slate-700">
            {moneyBackGuarantee.display} money-back guarantee. Cancel anytime.
          </p>
        </PlanCard>
      </div>
    </section>
  )
}

type PlanCardProps = {
  title: string
  price: string
  period: string
  features: readonly PlanFeature[]
  isHighlighted?: boolean
  children: ReactNode
}

function PlanCard({
  title,
  price,
  period,
  features,
  isHighlighted = false,
  children,
}: PlanCardProps) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-xl border bg-white p-6 shadow-sm md:p-8',
        isHighlighted ? 'border-2 border-brand-700' : 'border-slate-200',
      )}
    >
      <h3 className="text-2xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2">
        <span className="text-4xl font-bold text-brand-900">{price}</span>{' '}
        <span className="text-slate-700">{period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature.label} className="flex items-start gap-3">
            {feature.isIncluded ? (
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            ) : (
              <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-500" />
            )}
            <span className={feature.isIncluded ? 'text-slate-900' : 'text-slate-600 line-through'}>
              <span className="sr-only">
                {feature.isIncluded ? 'Included: ' : 'Not included: '}
              </span>
              {feature.label}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </div>
  )
}
