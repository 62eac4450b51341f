import { MessageSquare, Phone, Siren } from 'lucide-react'
import { useId } from 'react'
import type { ChatCrisis, CrisisKind } from '@shared/assistant/assistant-contract'
import { supportLines, veteransCrisisChat } from '@shared/guides/support-lines'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'

const { veteransCrisisLine, veteransCrisisText, emergency } = supportLines

const HEADINGS: Readonly<Record<CrisisKind, string>> = {
  self: 'You can talk to someone right now',
  other: 'Help for them, and for you, right now',
  'harm-others': 'If anyone is in danger, call 911 now',
  'benefits-intent': 'Before anything else: you can talk to someone now',
}

/** The three ways to reach the Veterans Crisis Line, as links large enough to tap in distress. */
function CrisisLineLinks({ kind }: { kind: CrisisKind }) {
  return (
    <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {kind === 'harm-others' ? (
        <li>
          <Button asChild variant="crisis" className="w-full sm:w-auto">
            <a href={`tel:${emergency.dial}`}>
              <Siren aria-hidden="true" />
              Call {emergency.display}
            </a>
          </Button>
        </li>
      ) : null}
      <li>
        <Button asChild variant="crisis" className="w-full sm:w-auto">
          <a href={`tel:${veteransCrisisLine.dial}`}>
            <Phone aria-hidden="true" />
            Call {veteransCrisisLine.dial}, then press 1
          </a>
        </Button>
      </li>
      <li>
        <Button
          asChild
          variant="secondary"
          className="w-full border-crisis-700 text-crisis-700 hover:bg-white sm:w-auto"
        >
          <a href={`sms:${veteransCrisisText.dial}`}>
            <MessageSquare aria-hidden="true" />
            Text {veteransCrisisText.display}
          </a>
        </Button>
      </li>
      <li className="flex items-center">
        <ExternalLink
          href={veteransCrisisChat.url}
          className="inline-flex min-h-11 items-center text-crisis-700"
        >
          Chat online at {veteransCrisisChat.display}
        </ExternalLink>
      </li>
    </ul>
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
        Veterans Crisis Line, 24/7:{' '}
        <a
          href={`tel:${veteransCrisisLine.dial}`}
          className="font-semibold text-crisis-700 underline underline-offset-4"
        >
          call {veteransCrisisLine.dial}, press 1
        </a>
        {' · '}
        <a
          href={`sms:${veteransCrisisText.dial}`}
          className="font-semibold text-crisis-700 underline underline-offset-4"
        >
          text {veteransCrisisText.display}
        </a>
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
      <CrisisLineLinks kind={crisis} />
    </div>
  )
}
