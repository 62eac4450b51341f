import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { Toaster } from '@client/components/toaster'
import { WELLNESS_STORAGE_KEY } from './wellness-entries'
import { WellnessTracker } from './wellness-tracker'

afterEach(() => window.localStorage.clear())

function renderTracker() {
  const user = userEvent.setup()
  const view = render(
    <>
      <WellnessTracker now={() => new Date('2026-11-20T12:00:00Z')} />
      <Toaster />
    </>,
  )
  return { user, ...view }
}

describe('WellnessTracker', () => {
  test('has five mood buttons with labels, none pressed', () => {
    renderTracker()
    const moods = within(screen.getByRole('group', { name: 'How is your mood today?' })).getAllByRole('button')
    expect(moods.map((button) => button.textContent)).toEqual(['1Very low', '2Low', '3Okay', '4Good', '5Great'])
    for (const button of moods) expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  test('asks for mood and sleep hours', async () => {
    const { user } = renderTracker()
    await user.click(screen.getByRole('button', { name: /Good/ }))
    await user.click(screen.getByRole('button', { name: "Log Today's Entry" }))
    expect(screen.getAllByText('Please select your mood and enter sleep hours.').length).toBeGreaterThanOrEqual(1)
    expect(window.localStorage.getItem(WELLNESS_STORAGE_KEY)).toBeNull()
  })

  test('names each missing answer by its question, and takes the member to the first', async () => {
    const { user } = renderTracker()
    await user.click(screen.getByRole('button', { name: "Log Today's Entry" }))
    expect(await screen.findByText('Missing Information')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'How is your mood today?' })).toHaveAccessibleDescription(
      'Choose how your mood is today.',
    )
    expect(screen.getByRole('button', { name: /Very low/ })).toHaveFocus()
    const sleep = screen.getByLabelText('Hours of sleep last night')
    expect(sleep).toHaveAccessibleDescription('Enter your hours of sleep.')
    expect(sleep).toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: /Okay/ }))
    expect(screen.queryByText('Choose how your mood is today.')).not.toBeInTheDocument()
  })

  test('says sleep runs from 0 to 24 hours when it is out of range, and keeps the answers', async () => {
    const { user } = renderTracker()
    await user.click(screen.getByRole('button', { name: /Good/ }))
    const sleep = screen.getByLabelText('Hours of sleep last night')
    await user.type(sleep, '25')
    await user.click(screen.getByRole('button', { name: "Log Today's Entry" }))
    expect(await screen.findByText('Check Your Entry')).toBeInTheDocument()
    expect(screen.getAllByText('Enter your hours of sleep as a number from 0 to 24.').length).toBeGreaterThanOrEqual(1)
    expect(sleep).toHaveAttribute('aria-invalid', 'true')
    expect(sleep).toHaveValue(25)
    expect(screen.getByRole('button', { name: /Good/ })).toHaveAttribute('aria-pressed', 'true')
    expect(window.localStorage.getItem(WELLNESS_STORAGE_KEY)).toBeNull()
  })

  test('a second entry on the same day replaces the first', async () => {
    window.localStorage.setItem(
      WELLNESS_STORAGE_KEY,
      JSON.stringify([
        { loggedAt: '2026-11-19T12:00:00.000Z', mood: 3, sleepHours: 6 },
        { loggedAt: '2026-11-20T11:00:00.000Z', mood: 2, sleepHours: 4 },
      ]),
    )
    const { user } = renderTracker()
    await user.click(screen.getByRole('button', { name: /Good/ }))
    await user.type(screen.getByLabelText('Hours of sleep last night'), '8')
    await user.click(screen.getByRole('button', { name: "Log Today's Entry" }))
    expect(JSON.parse(window.localStorage.getItem(WELLNESS_STORAGE_KEY) ?? '[]')).toEqual([
      { loggedAt: '2026-11-19T12:00:00.000Z', mood: 3, sleepHours: 6 },
      { loggedAt: '2026-11-20T12:00:00.000Z', mood: 4, sleepHours: 8 },
    ])
    expect(screen.getByRole('heading', { name: 'Your last 2 entries' })).toBeInTheDocument()
  })

  test('logs an entry in this browser, resets the form and charts it', async () => {
    const { user } = renderTracker()
    await user.click(screen.getByRole('button', { name: /Great/ }))
    expect(screen.getByRole('button', { name: /Great/ })).toHaveAttribute('aria-pressed', 'true')
    await user.type(screen.getByLabelText('Hours of sleep last night'), '7.5')
    await user.click(screen.getByRole('button', { name: "Log Today's Entry" }))
    expect(await screen.findByText('Entry Logged')).toBeInTheDocument()
    expect(screen.getByText('Your wellness entry has been saved successfully.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Great/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByLabelText('Hours of sleep last night')).toHaveValue(null)
    expect(JSON.parse(window.localStorage.getItem(WELLNESS_STORAGE_KEY) ?? '[]')).toEqual([
      { loggedAt: '2026-11-20T12:00:00.000Z', mood: 5, sleepHours: 7.5 },
    ])
    expect(screen.getByRole('img', { name: /mood 5 \(Great\), 7.5 hours of sleep/ })).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveTextContent('Nov 20')
    expect(screen.getByRole('heading', { name: 'Your last entry' })).toBeInTheDocument()
  })

  test('deletes every entry on request', async () => {
    window.localStorage.setItem(
      WELLNESS_STORAGE_KEY,
      JSON.stringify([{ loggedAt: '2026-11-19T12:00:00.000Z', mood: 3, sleepHours: 6 }]),
    )
    const { user } = renderTracker()
    await user.click(screen.getByRole('button', { name: 'Delete all my entries' }))
    expect(window.localStorage.getItem(WELLNESS_STORAGE_KEY)).toBeNull()
    expect(screen.getByText('No entries yet. Your trend appears here.')).toBeInTheDocument()
  })

  test('a low mood brings the crisis line forward', async () => {
    const { user } = renderTracker()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Very low/ }))
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('link', { name: /Call 988, press 1/ })).toHaveAttribute('href', 'tel:988')
  })

  test('always shows the crisis notice', () => {
    renderTracker()
    expect(screen.getByRole('link', { name: '988, press 1' })).toHaveAttribute('href', 'tel:988')
    expect(screen.getByText(/24\/7/)).toBeInTheDocument()
  })
})
