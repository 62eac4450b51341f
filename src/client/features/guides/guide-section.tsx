import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@client/lib/cn'

type GuideSectionProps = {
  /** Used for the heading id, so it must be unique on the page. */
  id: string
  title: string
  intro?: ReactNode
  children?: ReactNode
  className?: string
}

/** One titled part of a guide page: a region named by its h2. */
export function GuideSection({ id, title, intro, children, className }: GuideSectionProps) {
  const headingId = `${id}-title`
  return (
    <section aria-labelledby={headingId} className={cn('mt-14 scroll-mt-6', className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-3 max-w-3xl space-y-3 text-slate-700">{intro}</div> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  )
}

type GuideCardProps = {
  title: string
  icon?: LucideIcon
  children: ReactNode
  className?: string
}

/** A card inside a guide section, titled by an h3. */
export function GuideCard({ title, icon: Icon, children, className }: GuideCardProps) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
        className,
      )}
    >
      <h3 className="flex items-start gap-3 text-xl font-semibold text-slate-900">
        {Icon ? (
          <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
        {/* Long words such as "apprenticeships" break with a hyphen on the narrowest screens. */}
        <span className="min-w-0 hyphens-auto">{title}</span>
      </h3>
      <div className="mt-3 flex flex-1 flex-col gap-3 text-base text-slate-700">{children}</div>
    </div>
  )
}

/** Who qualifies and what to do next, in the same words on every card. */
export function QualifyAndNextStep({
  qualifies,
  nextStep,
}: {
  qualifies: ReactNode
  nextStep: ReactNode
}) {
  return (
    <dl className="space-y-2">
      <div>
        <dt className="font-semibold text-slate-900">Who qualifies</dt>
        <dd>{qualifies}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Your next step</dt>
        <dd>{nextStep}</dd>
      </div>
    </dl>
  )
}
