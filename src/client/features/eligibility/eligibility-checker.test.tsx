import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { Toaster } from '@client/components/toaster'
import { EligibilityChecker } from './eligibility-checker'
import { checkEligibility } from './eligibility-rules'

function renderChecker() {
  const user = userEvent.setup()
  render(
    <>
      <EligibilityChecker />
      <Toaster />
    </>,
  )
  return { user }
}

describe('EligibilityChecker', () => {
  test("starts with empty selects and offers the product contract's option lists", () => {
    renderChecker()
    const branch = screen.getByLabelText('Service branch')
    const discharge = screen.getByLabelText('Discharge status')
    expect(branch).toHaveValue('')
    expect(discharge).toHaveValue('')
    const values = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean)
    expect(values(branch)).toEqual([
      'army',
      'navy',
      'air-force',
      'marines',
      'coast-guard',
      'space-force',
    ])
    expect(values(discharge)).toEqual([
      'honorable',
      'general',
      'other-than-honorable',
      'bad-conduct',
      'dishonorable',
    ])
    expect(screen.getByLabelText('I have a service-connected disability')).not.toBeChecked()
  })

  test('asks for both answers, inline and as a toast', async () => {
    const { user } = renderChecker()
    await user.selectOptions(screen.getByLabelText('Service branch'), 'army')
    await user.click(screen.getByRole('button', { name: 'Check Eligibility' }))
    const messages = screen.getAllByText('Please select your service branch and discharge status.')
    expect(messages.length).toBeGreaterThanOrEqual(2)
    expect(screen.queryByText('Your eligibility report')).not.toBeInTheDocument()
  })

  test('marks the missing answer at its own field and moves focus to it', async () => {
    const { user } = renderChecker()
    await user.selectOptions(screen.getByLabelText('Service branch'), 'army')
    await user.click(screen.getByRole('button', { name: 'Check Eligibility' }))
    const discharge = screen.getByLabelText('Discharge status')
    expect(discharge).toBeInvalid()
    expect(discharge).toHaveAccessibleDescription(
      'Please select your service branch and discharge status.',
    )
    expect(discharge).toHaveFocus()
    expect(screen.getByLabelText('Service branch')).toBeValid()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select your service branch and discharge status.',
    )
  })

  test('shows a report with the rule behind each benefit, then the toast', async () => {
    const { user } = renderChecker()
    await user.selectOptions(screen.getByLabelText('Service branch'), 'navy')
    await user.selectOptions(screen.getByLabelText('Discharge status'), 'honorable')
    await user.click(screen.getByLabelText('I have a service-connected disability'))
    await user.click(screen.getByRole('button', { name: 'Check Eligibility' }))
    const report = screen.getByRole('region', { name: 'Your eligibility report' })
    expect(within(report).getByText('Veteran Readiness and Employment (VR&E)')).toBeInTheDocument()
    expect(within(report).getByText(/VA makes the official decision/)).toBeInTheDocument()
    expect(await screen.findByText('Eligibility Check Complete')).toBeInTheDocument()
    expect(
      screen.getByText('Your benefits eligibility report has been generated.'),
    ).toBeInTheDocument()
  })
})

describe('checkEligibility', () => {
  test('an other than honorable discharge points to a character of discharge review and mental health care', () => {
    const report = checkEligibility({
      branch: 'army',
      dischargeStatus: 'other-than-honorable',
      serviceConnected: false,
    })
    expect(report.findings.map((finding) => finding.benefit)).toEqual([
      'Character of discharge review',
      'Mental health care',
      'Health care for conditions from your service',
    ])
    expect(report.upgradeBoard).toMatch(/Army/)
  })

  test('a dishonorable discharge bars most benefits and points to an upgrade', () => {
    const report = checkEligibility({
      branch: 'marines',
      dischargeStatus: 'dishonorable',
      serviceConnected: true,
    })
    expect(report.findings).toHaveLength(1)
    expect(report.findings[0]?.likelihood).toBe('unlikely')
    expect(report.upgradeBoard).toMatch(/Navy Discharge Review Board/)
  })

  test('a general discharge does not qualify for the GI Bill', () => {
    const report = checkEligibility({
      branch: 'air-force',
      dischargeStatus: 'general',
      serviceConnected: false,
    })
    expect(report.findings.find((finding) => finding.benefit.includes('GI Bill'))?.likelihood).toBe(
      'unlikely',
    )
  })

  test('a bad conduct discharge explains the general court-martial bar', () => {
    const report = checkEligibility({
      branch: 'coast-guard',
      dischargeStatus: 'bad-conduct',
      serviceConnected: false,
    })
    expect(report.findings[0]?.rule).toMatch(/general court-martial/)
  })
})
