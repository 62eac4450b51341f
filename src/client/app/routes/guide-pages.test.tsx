import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { createQueryClient } from '@client/lib/query-client'
import { SessionContext, type Session } from '@client/lib/session'
import { signedInSession, signedOutSession } from '@client/testing/session-factories'
import { BenefitsPage } from './benefits-page'
import { BusinessPage } from './business-page'
import { CareersPage } from './careers-page'
import { ClaimsPage } from './claims-page'
import { EducationPage } from './education-page'
import { HealthcarePage } from './healthcare-page'
import { LandingPage } from './landing-page'

function buildSession(isSignedIn: boolean): Session {
  return isSignedIn ? signedInSession({ firstName: 'Sam', username: 'sam' }) : signedOutSession()
}

function renderPage(page: ReactElement, { isSignedIn = false } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={buildSession(isSignedIn)}>
        <MemoryRouter>{page}</MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  )
}

const pages = [
  { name: 'landing', page: <LandingPage />, h1: /Get the VA benefits you earned/ },
  { name: 'claims', page: <ClaimsPage />, h1: 'VA Disability Claims' },
  { name: 'education', page: <EducationPage />, h1: 'Education Benefits' },
  { name: 'business', page: <BusinessPage />, h1: 'Business Resources' },
  { name: 'healthcare', page: <HealthcarePage />, h1: 'Healthcare Services' },
  { name: 'careers', page: <CareersPage />, h1: 'Career Development & VR&E' },
  { name: 'benefits', page: <BenefitsPage />, h1: 'Other Veteran Benefits' },
]

describe.each(pages)('the $name page', ({ page, h1 }) => {
  test('has exactly one h1', () => {
    renderPage(page)
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(headings[0]).toHaveTextContent(h1)
  })

  test('never skips a heading level', () => {
    const { container } = renderPage(page)
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    )
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1)
    })
  })

  test('opens every external link in a new tab, says so, and sends no referrer', () => {
    const { container } = renderPage(page)
    const externalLinks = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
    for (const link of externalLinks) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noreferrer')
      expect(link.href).toMatch(/^https:\/\//)
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
    }
  })

  test('dials phone numbers through tel: links', () => {
    const { container } = renderPage(page)
    for (const link of container.querySelectorAll('a[href^="tel:"]')) {
      expect(link.getAttribute('href')).toMatch(/^tel:\+?\d+$/)
    }
  })
})

describe('the Claims page', () => {
  test('links to the AI assistant and, for a member, to the Tools page for medical records', () => {
    renderPage(<ClaimsPage />, { isSignedIn: true })
    expect(screen.getByRole('link', { name: 'Ask the AI assistant' })).toHaveAttribute(
      'href',
      '/ai-assistant',
    )
    expect(
      screen.getByRole('link', { name: 'Upload medical records on the Tools page' }),
    ).toHaveAttribute('href', '/tools')
  })

  test('asks a visitor to sign in before uploading records', () => {
    renderPage(<ClaimsPage />)
    expect(screen.getByRole('link', { name: 'Sign in to upload medical records' })).toHaveAttribute(
      'href',
      '/login',
    )
  })
})

describe('the Education page', () => {
  test('explains the housing allowance beside the GI Bill calculator, for everyone', () => {
    renderPage(<EducationPage />)
    const section = screen.getByRole('region', { name: 'GI Bill housing allowance calculator' })
    expect(within(section).getByText(/E-5 with dependents at the ZIP code/)).toBeInTheDocument()
    expect(within(section).getByLabelText('School location')).toHaveAttribute('placeholder', 'City, State')
    expect(within(section).getByLabelText('Enrollment type')).toHaveValue('full-time')
    expect(within(section).getByLabelText('Service percentage (%)')).toHaveValue(100)
    expect(within(section).getByRole('button', { name: 'Calculate Benefits' })).toBeInTheDocument()
  })
})

describe('the Healthcare page', () => {
  test('shows the crisis banner with 988, press 1', () => {
    renderPage(<HealthcarePage />)
    const banner = screen.getByRole('region', { name: 'In crisis? Help is here 24/7' })
    expect(within(banner).getByRole('link', { name: /Dial 988, press 1/ })).toHaveAttribute(
      'href',
      'tel:988',
    )
  })

  test('shows the three service cards and the four specialized programs', () => {
    renderPage(<HealthcarePage />)
    for (const name of [
      'Healthcare Enrollment',
      'Mental Health Support',
      'Telehealth Services',
      'Women veterans',
      'Spinal cord injury',
      'Blind rehabilitation',
      'Polytrauma and brain injury',
      'Screenings',
      'Fitness',
      'Nutrition',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('heading', { name: 'Specialized Care Programs' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Preventive Care & Wellness' })).toBeInTheDocument()
  })

  test('offers the Community Care quick links', () => {
    renderPage(<HealthcarePage />)
    const section = screen.getByRole('region', { name: 'Community Care (MISSION Act)' })
    for (const name of [
      'Schedule an appointment',
      'Refill prescriptions',
      'View medical records',
      'Secure messaging',
    ]) {
      expect(
        within(section).getByRole('link', {
          name: new RegExp(`^${name}.*\\(opens in a new tab\\)$`),
        }),
      ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.va\.gov\//))
    }
  })

  test('lists the emergency contacts as tel: links', () => {
    renderPage(<HealthcarePage />)
    const list = screen.getByRole('heading', { name: 'Emergency contacts' })
      .parentElement as HTMLElement
    expect(within(list).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911')
    expect(within(list).getByRole('link', { name: 'Dial 988, press 1' })).toHaveAttribute(
      'href',
      'tel:988',
    )
    expect(within(list).getByRole('link', { name: '1-877-222-8387' })).toHaveAttribute(
      'href',
      'tel:+18772228387',
    )
    expect(within(list).getByRole('link', { name: '1-800-222-1222' })).toHaveAttribute(
      'href',
      'tel:+18002221222',
    )
  })
})

describe('the Careers page', () => {
  test('offers VR&E for up to 48 months and the five tracks', () => {
    renderPage(<CareersPage />)
    expect(screen.getByText('Up to 48 months of benefits')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Apply for VR&E/ })).toHaveAttribute(
      'href',
      expect.stringContaining('va.gov'),
    )
    for (const track of [
      'Reemployment',
      'Rapid Employment',
      'Self-Employment',
      'Employment Through Long-Term Services',
      'Independent Living',
    ]) {
      expect(
        screen.getByRole('heading', { name: new RegExp(`\\d\\. ${track}$`) }),
      ).toBeInTheDocument()
    }
  })

  test('shows the career cards and the skills translation guide', () => {
    renderPage(<CareersPage />)
    for (const name of [
      'Career Assessment',
      'Veteran Job Board',
      'Interview Coaching',
      'Resume tips',
      'Skills translation guide',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('rowheader', { name: 'Squad Leader' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Team Manager' })).toBeInTheDocument()
  })
})

describe('the Benefits page', () => {
  test('shows the SAH grant up to $109,986 with its fiscal year', () => {
    renderPage(<BenefitsPage />)
    expect(screen.getByText('$109,986')).toBeInTheDocument()
    expect(screen.getByText(/For fiscal year 2023, the SAH grant was up to/)).toBeInTheDocument()
  })

  test('covers housing, pension, insurance, burial and family benefits', () => {
    renderPage(<BenefitsPage />)
    for (const name of [
      'VA home loans',
      'HUD-VASH',
      'Cash-out refinance',
      'Veterans Pension',
      'Survivors Pension',
      'Aid and Attendance',
      'SGLI',
      'VGLI',
      'S-DVI',
      'Burial and memorial benefits',
      'Dependency and Indemnity Compensation (DIC)',
      'Education transfer',
      'CHAMPVA',
      'Survivors pension',
      'Special programs',
      'State and local benefits',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
  })
})
