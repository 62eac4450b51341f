import { LoaderCircle } from 'lucide-react'

/**
 * Shown in the page area while the sign-in state loads (product contract §2). The header and footer
 * stay in place around it, and it fills the screen, so the page that replaces it moves nothing.
 */
export function SessionSpinner() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-brand-700" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
