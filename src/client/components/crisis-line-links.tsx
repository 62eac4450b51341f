import { MessageSquare, Phone, Siren } from 'lucide-react'
import { supportLines, veteransCrisisChat } from '@shared/guides/support-lines'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { cn } from '@client/lib/cn'

const { veteransCrisisLine, veteransCrisisText, emergency } = supportLines

type CrisisLineLinksProps = {
  /** 911 before the line, for a threat to someone else. */
  withEmergencyFirst?: boolean
  className?: string
}

/** The three ways to reach the Veterans Crisis Line, as targets large enough to tap in distress. */
export function CrisisLineLinks({ withEmergencyFirst = false, className }: CrisisLineLinksProps) {
  return (
    <ul className={cn('flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center', className)}>
      {withEmergencyFirst ? (
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
            Dial {veteransCrisisLine.display}
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
      <li>
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
