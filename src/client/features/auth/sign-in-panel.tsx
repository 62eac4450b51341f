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
        <PrivacyNotice />
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

// DESIGN.md, "Trust and look": say what is stored, where, for how long, and how to delete it.
// Keep this in step with what the server stores (users, chats, files), with the delete buttons
// and with the dashboard's "Delete your account" section.
function PrivacyNotice() {
  return (
    <section aria-labelledby="privacy-title" className="text-base text-slate-700">
      <h2 id="privacy-title" className="text-lg font-semibold text-slate-900">
        What we keep, and for how long
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-6">
        <li>
          Your name, email address, plan and how many questions you have asked this month, in our
          database, until you delete your account. You can delete your account, with everything
          listed here, from the dashboard. After that we keep only this month's question count,
          under a one-way code of your sign-in, until the month ends.
        </li>
        <li>
          In this browser, while you are signed in: your sign-in with Google, and your first name,
          plan and this month&apos;s question count, so your pages open at once on your next visit.
          Signing out removes them.
        </li>
        <li>
          Your conversations with the assistant, in our database, until you delete them. You can
          delete any conversation on the AI Assistant page.
        </li>
        <li>
          The medical records you upload, encrypted in our file storage, until you delete them. You
          can delete any record on the Tools page.
        </li>
        <li>
          If the hub uses an outside AI service, your questions, and the records you ask it to
          read, are sent to that service to write the answer.
        </li>
        <li>
          Payments for Pro are handled by Stripe, and we never keep your card number. In test mode,
          nothing is charged.
        </li>
      </ul>
      <p className="mt-2">We never see your Google password.</p>
    </section>
  )
}
