import type { ReactNode } from 'react'

type PageHeaderProps = {
  title: string
  children?: ReactNode
}

/**
 * The page's one h1. It takes focus after each navigation, so a screen reader announces the new
 * page. The document title comes from the page's entry in shared/site/site-pages.ts.
 */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <div className="space-y-3">
      <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h1>
      {children ? <div className="max-w-3xl text-lg text-slate-700">{children}</div> : null}
    </div>
  )
}
