import type { ReactNode } from 'react'
import { cn } from '@client/lib/cn'

type ExternalLinkProps = {
  href: string
  children: ReactNode
  className?: string
}

/** A link to another site. It opens in a new tab and says so, to sighted and screen-reader users. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 hover:decoration-2',
        className,
      )}
    >
      {children}
      {/* The icon is drawn by styles.css; the word joiner keeps it on the line of the link's last word. */}
      <span className="external-link-mark">{'\u2060'}</span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
