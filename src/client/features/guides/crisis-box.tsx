import { supportLines } from '@shared/guides/support-lines'
import { CrisisLineLinks } from '@client/components/crisis-line-links'
import { cn } from '@client/lib/cn'

/** The Veterans Crisis Line as a box of its own: call, text or chat, 24/7. */
export function CrisisBox({ className }: { className?: string }) {
  const { veteransCrisisLine, emergency } = supportLines
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
      <CrisisLineLinks className="mt-5" />
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
