import {
  Briefcase,
  FileText,
  GraduationCap,
  HeartPulse,
  House,
  Store,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'

type Category = {
  to: string
  title: string
  description: string
  icon: LucideIcon
}

export const categories: readonly Category[] = [
  {
    to: '/claims',
    title: 'Disability Claims',
    description: 'File a claim, gather evidence and follow it to a decision.',
    icon: FileText,
  },
  {
    to: '/education',
    title: 'Education & GI Bill',
    description: 'Pay for college or training, and understand your housing allowance.',
    icon: GraduationCap,
  },
  {
    to: '/healthcare',
    title: 'Healthcare',
    description: 'Enroll in VA health care and find mental health support.',
    icon: HeartPulse,
  },
  {
    to: '/business',
    title: 'Business Resources',
    description: 'Start or grow a business, with free training and certification.',
    icon: Store,
  },
  {
    to: '/careers',
    title: 'Careers & VR&E',
    description: 'Veteran Readiness and Employment, resumes and job search.',
    icon: Briefcase,
  },
  {
    to: '/benefits',
    title: 'Other Benefits',
    description: 'Home loans, pension, life insurance, burial and survivor benefits.',
    icon: House,
  },
]

/** The six guides, each a card that links to its page. */
export function CategoryCards() {
  return (
    <section aria-labelledby="categories-title" className="mt-16">
      <h2 id="categories-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        Find the guide you need
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Each guide says what the benefit is, who qualifies and what to do next.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-xl font-semibold text-brand-900 underline-offset-4 group-hover:underline">
                  {title}
                </span>
                <span className="mt-1 block text-base text-slate-700">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
