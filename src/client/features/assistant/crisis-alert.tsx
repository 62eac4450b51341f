import { useId } from 'react'
import type { ChatCrisis, CrisisKind } from '@shared/assistant/assistant-contract'
import { supportLines } from '@shared/guides/support-lines'
import { CrisisLineLinks } from '@client/components/crisis-line-links'

const { veteransCrisisLine, veteransCrisisText } = supportLines

const HEADINGS: Readonly<Record<CrisisKind, string>> = {
  self: 'You can talk to someone right now',
  other: 'Help for them, and for you, right now',
  'harm-others': 'If anyone is in danger, call 911 now',
  'benefits-intent': 'Before anything else: you can talk to someone now',
}

/** The line's call and text links inside a sentence: "call 988, press 1 or text 838255". */
export function CrisisLineInlineLinks() {
  const linkClass = 'font-semibold text-crisis-700 underline underline-offset-4'
  return (
    <>
      <a href={`tel:${veteransCrisisLine.dial}`} className={linkClass}>
        call {veteransCrisisLine.dial}, press 1
      </a>{' '}
      or{' '}
      <a href={`sms:${veteransCrisisText.dial}`} className={linkClass}>
        text {veteransCrisisText.display}
      </a>
    </>
  )
}

/**
 * What a reply that leads with the Veterans Crisis Line shows above its text: an alert card for a
 * crisis reply, or one line with the same links in a chat where someone was at risk earlier.
 */
export function CrisisAlert({ crisis }: { crisis: NonNullable<ChatCrisis> }) {
  const headingId = useId()
  if (crisis === 'reminder') {
    return (
      <p className="mb-3 rounded-lg border border-crisis-700 bg-crisis-50 px-3 py-2 text-base">
        Veterans Crisis Line, 24/7: <CrisisLineInlineLinks />
      </p>
    )
  }
  return (
    <div
      role="alert"
      data-crisis-alert
      aria-labelledby={headingId}
      className="mb-3 rounded-xl border-2 border-crisis-700 bg-crisis-50 p-3 sm:p-4"
    >
      <p id={headingId} className="text-lg font-bold text-crisis-700">
        {HEADINGS[crisis]}
      </p>
      <p className="mt-1 text-slate-800">
        Veterans Crisis Line: free, confidential, 24 hours a day.
      </p>
      <CrisisLineLinks withEmergencyFirst={crisis === 'harm-others'} className="mt-3" />
    </div>
  )
}
