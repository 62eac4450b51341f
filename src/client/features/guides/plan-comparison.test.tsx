import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { PlanComparison } from './plan-comparison'

function renderPlans(isSignedIn: boolean) {
  return render(
    <MemoryRouter>
      <PlanComparison isSignedIn={isSignedIn} />
    </MemoryRouter>,
  )
}

function planCard(name: string) {
  return screen.getByRole('heading', { level: 3, name }).parentElement as HTMLElement
}

describe('PlanComparison', () => {
  test('gives the free plan 20 AI prompts a month and marks what it lacks', () => {
    renderPlans(false)
    const free = within(planCard('Free'))
    expect(free.getByText('20 AI prompts per month')).toBeInTheDocument()
    const missing = free
      .getAllByText('Not included:', { exact: false })
      .map((label) => label.parentElement?.textContent)
    expect(missing).toEqual([
      'Not included: File upload analysis',
      'Not included: Priority support',
    ])
  })

  test('prices Pro at $19 a month with its four features, guarantee and cancel-anytime', () => {
    renderPlans(false)
    const pro = within(planCard('Pro'))
    expect(pro.getByText('$19')).toBeInTheDocument()
    expect(pro.getByText('per month')).toBeInTheDocument()
    for (const feature of [
      'Unlimited AI prompts',
      'File upload and AI analysis',
      'Priority support',
      'Monthly expert webinars',
    ]) {
      expect(pro.getByText(feature)).toBeInTheDocument()
    }
    expect(pro.getByText('30-day money-back guarantee. Cancel anytime.')).toBeInTheDocument()
  })

  test('sends a visitor to register and a member to subscribe', () => {
    const { unmount } = renderPlans(false)
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/register',
    )
    unmount()
    renderPlans(true)
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/subscribe',
    )
  })
})
