import { supportLinks } from '@shared/guides/support-links'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { supportLines } from '@shared/guides/support-lines'
import { Logo } from './logo'

const resourceLinks = [
  { to: '/claims', label: 'Disability Claims' },
  { to: '/education', label: 'Education & GI Bill' },
  { to: '/healthcare', label: 'Healthcare' },
  { to: '/careers', label: 'Careers & VR&E' },
  { to: '/business', label: 'Business Resources' },
  { to: '/benefits', label: 'Other Benefits' },
]

const toolLinks = [
  { to: '/ai-assistant', label: 'AI Assistant' },
  { to: '/tools', label: 'Calculators & Tools' },
  { to: '/education', label: 'GI Bill Calculator' },
  { to: '/subscribe', label: 'Pro Plan' },
]

// product contract §2: these pages do not exist yet, so they are named but not linked.
const supportItems = ['Help Center', 'Contact Us', 'Community Forum']
const legalItems = ['Privacy Policy', 'Terms of Service', 'Accessibility']

const ACCREDITED_REPRESENTATIVE_SEARCH = supportLinks.accreditedRepresentative.href

const headingClass = 'text-lg font-semibold text-white'
const linkClass = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline'

export function SiteFooter() {
  const { veteransCrisisLine } = supportLines
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="inline-flex items-center gap-2 text-xl font-bold text-white">
            <Logo className="size-9" />
            Veteran Resource Hub
          </p>
          <p>
            Comprehensive resources, AI-powered assistance and expert guidance to help you get every
            benefit you have earned.
          </p>
        </div>
        <FooterColumn title="Resources">
          <FooterLinks links={resourceLinks} />
        </FooterColumn>
        <FooterColumn title="Tools">
          <FooterLinks links={toolLinks} />
        </FooterColumn>
        <FooterColumn title="Support">
          {supportItems.map((item) => (
            <li key={item} className="py-2.5">
              {item}
            </li>
          ))}
          <li>
            <a
              href={`tel:${veteransCrisisLine.dial}`}
              className={`${linkClass} font-semibold text-white`}
            >
              Veterans Crisis Line: {veteransCrisisLine.display}
            </a>
          </li>
        </FooterColumn>
      </div>

      <div className="border-t border-brand-700">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 text-base">
          <p>
            Veteran Resource Hub is an independent service. It is not affiliated with or endorsed by
            the U.S. Department of Veterans Affairs. It gives general information, not legal or
            medical advice. Free help filing a claim is available from{' '}
            <a
              href={ACCREDITED_REPRESENTATIVE_SEARCH}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4"
            >
              VA-accredited representatives
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            .
          </p>
          <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
            {/* The year a prerendered page was built may trail the visitor's by a New Year; React
                keeps the built text rather than warn. */}
            <p suppressHydrationWarning>
              © {new Date().getFullYear()} Veteran Resource Hub. All rights reserved.
            </p>
            <ul className="flex flex-wrap gap-x-6 gap-y-1" aria-label="Legal">
              {legalItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return links.map((link) => (
    <li key={link.label}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ))
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className={headingClass}>{title}</h2>
      <ul className="mt-3 grid">{children}</ul>
    </div>
  )
}
