import { LoaderCircle } from 'lucide-react'

/** Shown while the sign-in state is still loading (SPEC section 2). */
export function FullScreenSpinner() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-stone-50">
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-brand-700" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
