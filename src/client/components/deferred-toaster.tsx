import { lazy, Suspense } from 'react'
import { useToasts } from '@client/lib/toast'
import { useAuth } from '@client/lib/session'
import { useAfterPaint } from '@client/lib/use-after-paint'

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }))

/**
 * The toasts' region (Radix's toast and its helpers, about 10 KB gzip), loaded once the page has
 * painted (for a member, the page drawn from the session) or as soon as a toast is raised, so
 * its code is not among what a phone downloads and runs before the page's largest paint. A toast
 * raised before it loads waits in the store and shows when it has (ADR 0042).
 */
export function DeferredToaster() {
  const { isLoading } = useAuth()
  const hasToasts = useToasts().length > 0
  const isDue = useAfterPaint(!isLoading) || hasToasts
  return isDue ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
