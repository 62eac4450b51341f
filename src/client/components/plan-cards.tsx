import { Check, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { productFigures } from '@shared/guides/product-figures'
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

type PlanCardsProps = {
  /** What each card offers to do next: a link on the landing page, the plan's state elsewhere. */
  freeAction: ReactNode
  proAction: ReactNode
}

/** The Free and Pro plans side by side, as product contract §1 lists them. */
export function PlanCards({ freeAction, proAction }: PlanCardsProps) {
  const { proPricePerMonth, moneyBackGuarantee } = productFigures
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard title="Free" price="$0" period="forever" features={freeFeatures}>
        {freeAction}
      </PlanCard>
      <PlanCard
        title="Pro"
        price={proPricePerMonth.display}
        period="per month"
        features={proFeatures}
        isHighlighted
      >
        {proAction}
        <p className="mt-3 text-center text-base text-slate-700">
          {moneyBackGuarantee.display} money-back guarantee. Cancel anytime.
        </p>
      </PlanCard>
    </div>
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
