import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { DeferredToaster } from '@client/components/deferred-toaster'
import { SiteFooter } from '@client/components/site-footer'
import { SiteHeader } from '@client/components/site-header'
import { useConnectionToasts } from '@client/lib/use-connection-toasts'
import { useDocumentHead } from './use-document-head'

/**
 * The frame of every page. It never waits for the session: the pages that need one show their
 * own spinner inside it (route-guards.tsx).
 */
export function RootLayout() {
  const mainRef = useMoveFocusOnNavigation()
  useConnectionToasts()
  useDocumentHead()
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold"
      >
        Skip to main content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        {/* At least a screen tall, so the footer starts below the fold: a page that replaces a
            spinner or a redirect never pushes visible content down (no layout shift). */}
        <main id="main-content" ref={mainRef} tabIndex={-1} className="min-h-screen flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <DeferredToaster />
      <ScrollRestoration />
    </>
  )
}

/**
 * After a client-side navigation, focus the new page's h1 so keyboard and screen-reader users
 * start at the new content, as they would after a full page load.
 */
function useMoveFocusOnNavigation() {
  const { pathname } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const previousPathname = useRef(pathname)
  useEffect(() => {
    if (previousPathname.current === pathname) return
    previousPathname.current = pathname
    const heading = mainRef.current?.querySelector<HTMLElement>('h1')
    ;(heading ?? mainRef.current)?.focus()
  }, [pathname])
  return mainRef
}
