import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedInSession } from '@client/testing/session-factories'
import { ToolsPage } from './tools-page'

/** The page once all six tools are on it: the last four load after its first render. */
async function renderToolsPage() {
  const view = renderRoutes([{ path: '/tools', element: <ToolsPage /> }], {
    path: '/tools',
    session: signedInSession(),
  })
  await screen.findByRole('heading', { level: 2, name: 'Wellness Tracker' })
  return view
}

describe('the Tools page', () => {
  test('shows the six tools in the order of product contract §2', async () => {
    await renderToolsPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interactive Tools and Calculators' }),
    ).toBeInTheDocument()
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(cards).toEqual([
      'Disability Rating Calculator',
      'GI Bill Housing Calculator',
      'Medical Records',
      'Resume Builder',
      'Benefits Eligibility Checker',
      'Wellness Tracker',
    ])
  })

  test('each card has its main action', async () => {
    await renderToolsPage()
    const card = (name: string) => screen.getByRole('region', { name })
    expect(within(card('Disability Rating Calculator')).getByRole('button', { name: 'Calculate Combined Rating' })).toBeDisabled()
    expect(within(card('GI Bill Housing Calculator')).getByRole('button', { name: 'Calculate Benefits' })).toBeEnabled()
    expect(within(card('GI Bill Housing Calculator')).getByLabelText('School location')).toHaveAttribute('placeholder', 'City, State')
    expect(within(card('Resume Builder')).getByRole('button', { name: 'Generate Resume' })).toBeInTheDocument()
    expect(within(card('Benefits Eligibility Checker')).getByRole('button', { name: 'Check Eligibility' })).toBeInTheDocument()
    expect(within(card('Wellness Tracker')).getByRole('button', { name: "Log Today's Entry" })).toBeInTheDocument()
  })

  test('the medical records card says records are encrypted and only the member can open them', async () => {
    await renderToolsPage()
    const records = screen.getByRole('region', { name: 'Medical Records' })
    expect(records).toHaveTextContent('Your records are encrypted and accessible only by you.')
    expect(within(records).getByRole('button', { name: 'Upload Medical Records' })).toBeEnabled()
  })
})
