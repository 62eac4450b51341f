import { Phone } from 'lucide-react'
import { supportLines } from '@shared/guides/support-lines'

/** The Veterans Crisis Line, one tap away at the top of every page. */
export function CrisisLineBar() {
  const { veteransCrisisLine, veteransCrisisText } = supportLines
  return (
    <aside aria-label="Veterans Crisis Line" className="bg-crisis-700 text-white">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-2 px-2 py-0.5 text-center text-sm sm:gap-x-3 sm:px-4 sm:text-base">
        <span className="hidden sm:inline">In crisis? Free, confidential, 24/7:</span>
        <span className="sm:hidden">In crisis?</span>
        <a
          href={`tel:${veteransCrisisLine.dial}`}
          className="inline-flex min-h-11 items-center gap-1.5 font-bold underline underline-offset-4"
        >
          <Phone aria-hidden="true" className="size-4" />
          Dial {veteransCrisisLine.display}
        </a>
        <span className="hidden sm:inline">or</span>
        <a
          href={`sms:${veteransCrisisText.dial}`}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          Text {veteransCrisisText.display}
        </a>
      </p>
    </aside>
  )
}
