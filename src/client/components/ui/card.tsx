import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@client/lib/cn'

type ToolCardProps = {
  /** Used for the heading id, so it must be unique on the page. */
  id: string
  title: string
  icon?: LucideIcon
  description?: ReactNode
  children?: ReactNode
  className?: string
  /** The heading level: 2 on the Tools page, 3 inside a guide section. */
  headingLevel?: 2 | 3
}

/** One tool on a page: a region named by its heading. */
export function ToolCard({
  id,
  title,
  icon: Icon,
  description,
  children,
  className,
  headingLevel = 2,
}: ToolCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm', className)}
    >
      <Heading
        id={`${id}-title`}
        className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900"
      >
        {Icon ? <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700" /> : null}
        <span className="min-w-0 hyphens-auto">{title}</span>
      </Heading>
      {description ? <div className="mt-2 text-slate-700">{description}</div> : null}
      {children ? <div className="mt-5 flex flex-1 flex-col">{children}</div> : null}
    </section>
  )
}
