import { Check, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { FREE_PROMPTS_PER_MONTH } from '@shared/subscription/plans'
import { PageHeader } from '@client/components/page-header'
import { usesAuthEmulator } from '@client/lib/auth-config'

const freeAccountIncludes = [
  `${FREE_PROMPTS_PER_MONTH} questions to the AI assistant every month`,
  'Disability rating, GI Bill housing and other calculators',
  'Resume builder, benefits eligibility checker and wellness tracker',
  'Plain-language guides to every VA benefit',
  'No card needed, nothing to pay',
]

type SignInPanelProps = {
  title: string
  intro: string
  /** The Google button. */
  action: ReactNode
  /** The link to the other page (sign in / create account). */
  alternative: ReactNode
}

/** The shared body of /login and /register. */
export function SignInPanel({ title, intro, action, alternative }: SignInPanelProps) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2 md:py-16">
      <div className="space-y-6">
        <PageHeader title={title}>
          <p>{intro}</p>
        </PageHeader>
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {action}
          <p className="text-base text-slate-700">{alternative}</p>
          {usesAuthEmulator ? (
            <p className="flex gap-2 rounded-lg bg-gold-100 p-3 text-base text-slate-900">
              <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                Local test sign-in: this copy of the hub runs without Google, so accounts are
                simulated on this computer. Pick or create any test account in the window that opens.
              </span>
            </p>
          ) : null}
        </div>
        <p className="text-base text-slate-700">
          We keep your name, email address and how many questions you have asked this month. We
          never see your Google password.
        </p>
      </div>
      <section aria-labelledby="free-account-title" className="rounded-xl bg-brand-50 p-6">
        <h2 id="free-account-title" className="text-xl font-semibold text-brand-900">
          Your free account includes
        </h2>
        <ul className="mt-4 space-y-3">
          {freeAccountIncludes.map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
