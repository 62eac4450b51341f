import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { EligibilityCheckerForm } from './eligibility-checker-form'
import { FacilityLocatorHelp } from './facility-locator-help'
import { ResumeBuilderForm } from './resume-builder-form'

describe('ResumeBuilderForm', () => {
  test('offers exactly the Career page industries, technology first and chosen', () => {
    render(<ResumeBuilderForm />)
    const select = screen.getByRole('combobox', { name: 'Target industry' })
    const values = [...select.querySelectorAll('option')].map((option) => option.value)
    expect(values).toEqual([
      'technology',
      'healthcare',
      'finance',
      'government',
      'education',
      'manufacturing',
      'logistics',
      'other',
    ])
    expect(select).toHaveValue('technology')
  })

  test('submits empty without a validation message and keeps what was typed', async () => {
    const user = userEvent.setup()
    render(<ResumeBuilderForm />)
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }))
    expect(screen.queryByText(/Missing Information/)).not.toBeInTheDocument()
    await user.type(
      screen.getByRole('textbox', { name: 'Military job (MOS, rating or AFSC)' }),
      '88M',
    )
    await user.type(screen.getByRole('spinbutton', { name: 'Years of service' }), '6')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target industry' }), 'logistics')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'Military job (MOS, rating or AFSC)' })).toHaveValue(
      '88M',
    )
    expect(screen.getByRole('spinbutton', { name: 'Years of service' })).toHaveValue(6)
    expect(screen.getByRole('combobox', { name: 'Target industry' })).toHaveValue('logistics')
  })
})

describe('FacilityLocatorHelp', () => {
  test("links VA's own locator and offers the VA health line as a tel: link", () => {
    render(<FacilityLocatorHelp />)
    expect(screen.getByRole('link', { name: /VA’s facility locator/ })).toHaveAttribute(
      'href',
      'https://www.va.gov/find-locations/',
    )
    expect(screen.getByRole('link', { name: '1-877-222-8387' })).toHaveAttribute(
      'href',
      'tel:+18772228387',
    )
  })
})

describe('EligibilityCheckerForm', () => {
  test('starts empty and lists the branches and discharge statuses', () => {
    render(<EligibilityCheckerForm />)
    const branch = screen.getByRole('combobox', { name: 'Service branch' })
    const discharge = screen.getByRole('combobox', { name: 'Discharge status' })
    expect(branch).toHaveValue('')
    expect(discharge).toHaveValue('')
    expect([...branch.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'army',
      'navy',
      'air-force',
      'marines',
      'coast-guard',
      'space-force',
    ])
    expect([...discharge.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'honorable',
      'general',
      'other-than-honorable',
      'bad-conduct',
      'dishonorable',
    ])
    expect(
      screen.getByRole('checkbox', { name: 'I have a service-connected disability' }),
    ).not.toBeChecked()
  })

  test('can be filled in and submitted with the keyboard alone', async () => {
    const user = userEvent.setup()
    render(<EligibilityCheckerForm />)
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Service branch' }),
      'coast-guard',
    )
    await user.click(
      screen.getByRole('checkbox', { name: 'I have a service-connected disability' }),
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Check My Benefits Eligibility' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('combobox', { name: 'Service branch' })).toHaveValue('coast-guard')
    expect(
      screen.getByRole('checkbox', { name: 'I have a service-connected disability' }),
    ).toBeChecked()
  })
})
