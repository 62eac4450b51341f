import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { SignInPanel } from './sign-in-panel'

test('says what is kept, where, for how long, and where to delete it', () => {
  render(<SignInPanel title="Welcome Back" intro="Sign in." action={null} alternative={null} />)
  const privacy = screen.getByRole('region', { name: 'What we keep, and for how long' })
  const items = within(privacy)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(items).toEqual([
    expect.stringMatching(
      /^Your name, email address, plan and how many questions .* until you delete your account\. You can delete your account, .* from the dashboard\. After that we keep only this month's question count, .* until the month ends\.$/,
    ),
    expect.stringMatching(
      /^In this browser, while you are signed in: .* first name, plan and this month's question count, .*\. Signing out removes them\.$/,
    ),
    expect.stringMatching(
      /^Your conversations .* until you delete them\. .* on the AI Assistant page\.$/,
    ),
    expect.stringMatching(
      /^The medical records you upload, encrypted .* until you delete them\. .* on the Tools page\.$/,
    ),
    expect.stringMatching(/outside AI service/),
    expect.stringMatching(
      /^Payments for Pro are handled by Stripe.* In test mode, nothing is charged\.$/,
    ),
  ])
  expect(privacy).toHaveTextContent('We never see your Google password.')
})
