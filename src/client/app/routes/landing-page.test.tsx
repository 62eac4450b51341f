import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { SessionContext } from '@client/lib/session'
import { signedInSession, signedOutSession } from '@client/testing/session-factories'
import { LandingPage } from './landing-page'

function renderLanding({ isSignedIn }: { isSignedIn: boolean }) {
  const session = isSignedIn ? signedInSession({ firstName: 'Sam', username: 'sam' }) : signedOutSession()
  return render(
    <SessionContext value={session}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </SessionContext>,
  )
}

describe('the landing page', () => {
  test('sends a visitor to /register from both hero buttons', () => {
    renderLanding({ isSignedIn: false })
    expect(screen.getByRole('link', { name: 'Get AI Assistance' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  test('sends a member to the assistant and the dashboard', () => {
    renderLanding({ isSignedIn: true })
    expect(screen.getByRole('link', { name: 'Get AI Assistance' })).toHaveAttribute(
      'href',
      '/ai-assistant',
    )
    expect(screen.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  test('shows the three service figures', () => {
    renderLanding({ isSignedIn: false })
    const figures = screen.getByRole('region', { name: 'Veteran Resource Hub in numbers' })
    expect(within(figures).getByText('25,000+')).toBeInTheDocument()
    expect(within(figures).getByText('Veterans served')).toBeInTheDocument()
    expect(within(figures).getByText('$47M+')).toBeInTheDocument()
    expect(within(figures).getByText('Benefits secured')).toBeInTheDocument()
    expect(within(figures).getByText('4.9/5')).toBeInTheDocument()
    expect(within(figures).getByText('Average rating')).toBeInTheDocument()
  })

  test('does not claim the figures come from records of its own', () => {
    renderLanding({ isSignedIn: false })
    const figures = screen.getByRole('region', { name: 'Veteran Resource Hub in numbers' })
    expect(figures).not.toHaveTextContent(/from its own records/i)
    expect(figures).toHaveTextContent('this site does not publish the records behind them')
  })

  test('links the six category cards to their guides', () => {
    renderLanding({ isSignedIn: false })
    const categories = screen.getByRole('region', { name: 'Find the guide you need' })
    const targets = within(categories)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(targets).toEqual([
      '/claims',
      '/education',
      '/healthcare',
      '/business',
      '/careers',
      '/benefits',
    ])
  })

  test('has a testimonials section with a name and branch on each quote', () => {
    renderLanding({ isSignedIn: false })
    const testimonials = screen.getByRole('region', { name: 'What members say' })
    expect(within(testimonials).getAllByRole('figure').length).toBeGreaterThanOrEqual(3)
    expect(within(testimonials).queryByText(/\$\d/)).not.toBeInTheDocument()
  })

  test('shows the crisis box with 988, press 1 as a tel: link', () => {
    renderLanding({ isSignedIn: false })
    const crisis = screen.getByRole('region', { name: 'In crisis? Help is here 24/7' })
    expect(within(crisis).getByText(/24\/7 Veterans Crisis Line/)).toBeInTheDocument()
    expect(within(crisis).getByRole('link', { name: 'Dial 988, press 1' })).toHaveAttribute(
      'href',
      'tel:988',
    )
  })
})
