import type { ReactNode } from 'react'

type PageHeaderProps = {
  title: string
  /** Shown in the browser tab; defaults to the title. */
  documentTitle?: string
  children?: ReactNode
}

/**
 * The page's one h1 and its document title. The h1 takes focus after each navigation, so a
 * screen reader announces the new page.
 */
export function PageHeader({ title, documentTitle, children }: PageHeaderProps) {
  return (
    <div className="space-y-3">
      <title>{`${documentTitle ?? title} | Veteran Resource Hub`}</title>
      <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h1>
      {children ? <div className="max-w-3xl text-lg text-slate-700">{children}</div> : null}
    </div>
  )
}
