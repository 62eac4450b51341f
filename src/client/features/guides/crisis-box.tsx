import { MessageSquare, Phone } from 'lucide-react'
import { supportLines } from '@shared/guides/support-lines'
import { Button } from '@client/components/ui/button'
import { cn } from '@client/lib/cn'
import { ExternalLink } from '@client/components/ui/external-link'
import { officialLinks } from './official-links'

/** The Veterans Crisis Line as a box of its own: call, text or chat, 24/7. */
export function CrisisBox({ className }: { className?: string }) {
  const { veteransCrisisLine, veteransCrisisText, emergency } = supportLines
  return (
    <section
      aria-labelledby="crisis-box-title"
      className={cn(
        'mt-14 rounded-xl border-2 border-crisis-700 bg-crisis-50 p-6 md:p-8',
        className,
      )}
    >
      <h2 id="crisis-box-title" className="text-2xl font-bold text-crisis-700">
        In crisis? Help is here 24/7
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">
        Call the 24/7 Veterans Crisis Line: dial <strong>{veteransCrisisLine.display}</strong>. It
        is free and confidential. You do not need to be enrolled in VA benefits or health care.
        Family and friends can call too.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button asChild variant="crisis">
          <a href={`tel:${veteransCrisisLine.dial}`}>
            <Phone aria-hidden="true" />
            Dial {veteransCrisisLine.display}
          </a>
        </Button>
        <Button
          asChild
          variant="secondary"
          className="border-crisis-700 text-crisis-700 hover:bg-white"
        >
          <a href={`sms:${veteransCrisisText.dial}`}>
            <MessageSquare aria-hidden="true" />
            Text {veteransCrisisText.display}
          </a>
        </Button>
        <ExternalLink
          href={officialLinks.crisisChat.href}
          className="inline-flex min-h-11 items-center text-crisis-700"
        >
          Chat online
        </ExternalLink>
      </div>
      <p className="mt-4 text-base text-slate-800">
        If you are in danger right now, call{' '}
        <a
          href={`tel:${emergency.dial}`}
          className="font-semibold text-crisis-700 underline underline-offset-4"
        >
          {emergency.display}
        </a>
        .
      </p>
    </section>
  )
}
