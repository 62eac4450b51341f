import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SupportLine } from '@shared/guides/support-lines'
import { cn } from '@client/lib/cn'

type PhoneLinkProps = {
  line: SupportLine
  /** What the link says; defaults to the number as people read it aloud. */
  children?: ReactNode
  className?: string
}

/** A phone number that dials when tapped. */
export function PhoneLink({ line, children, className }: PhoneLinkProps) {
  return (
    <a
      href={`tel:${line.dial}`}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900',
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      {children ?? line.display}
    </a>
  )
}
