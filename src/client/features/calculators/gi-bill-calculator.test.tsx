import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { calculatorsApi, type GiBillResult } from '@shared/calculators/calculators-contract'
import { Toaster } from '@client/components/toaster'
import { createQueryClient } from '@client/lib/query-client'
import { toast } from '@client/lib/toast'
import { GiBillCalculator, parseServicePercentage } from './gi-bill-calculator'

const requests: unknown[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const sanDiego: GiBillResult = {
  monthlyHousingAllowance: 3577.5,
  details: {
    locationFound: true,
    resolvedZip: '92101',
    housingAreaCode: 'CA038',
    housingAreaName: 'SAN DIEGO, CA',
    basis: 'campus-bah',
    baseRate: 3975,
    schoolYear: '2026-27',
    rateSource: 'DoD DTMO 2026 BAH rates, E-5 with dependents',
    enrollmentType: 'full-time',
    creditHours: null,
    rateOfPursuit: 100,
    servicePercentage: 90,
    benefitLevel: 90,
    locationWarning: null,
    notes: [],
  },
}

function answerWith(result: GiBillResult) {
  server.use(
    http.post(calculatorsApi.giBill.path, async ({ request }) => {
      requests.push(await request.json())
      return HttpResponse.json(result)
    }),
  )
}

function failWith500() {
  server.use(
    http.post(calculatorsApi.giBill.path, () =>
      HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, { status: 500 }),
    ),
  )
}

function renderCalculator(failureFeedback: 'toast' | 'log') {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GiBillCalculator failureFeedback={failureFeedback} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { user }
}

describe('GiBillCalculator', () => {
  test('sends the location, enrollment type and service percentage, and shows the allowance', async () => {
    answerWith(sanDiego)
    const { user } = renderCalculator('toast')
    const location = screen.getByLabelText('School location')
    expect(location).toHaveAttribute('placeholder', 'City, State')
    await user.type(location, 'San Diego, CA')
    await user.clear(screen.getByLabelText('Service percentage (%)'))
    await user.type(screen.getByLabelText('Service percentage (%)'), '90')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    expect(await screen.findByText('Estimated monthly housing allowance')).toBeInTheDocument()
    expect(screen.getByText('$3,577.50')).toBeInTheDocument()
    expect(screen.getByText('SAN DIEGO, CA (CA038)')).toBeInTheDocument()
    expect(screen.getByText('Aug 1, 2026 to Jul 31, 2027')).toBeInTheDocument()
    expect(requests).toEqual([{ location: 'San Diego, CA', enrollmentType: 'full-time', servicePercentage: 90 }])
  })

  test('a location that falls back to the online rate is said before the figure', async () => {
    const warning = 'We could not find that location, so this is the national online rate, not your school’s rate.'
    answerWith({
      monthlyHousingAllowance: 1169,
      details: { ...sanDiego.details, basis: 'national-online-rate', baseRate: 1169, locationWarning: warning },
    })
    const { user } = renderCalculator('toast')
    await user.type(screen.getByLabelText('School location'), 'Nowhereville, ZZ')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    const shown = await screen.findByText(warning)
    const figure = screen.getByText('Estimated monthly housing allowance')
    expect(shown.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  test('shows the service percentage it sends: 1000 becomes 100 when the field is left', async () => {
    answerWith(sanDiego)
    const { user } = renderCalculator('toast')
    const field = screen.getByLabelText('Service percentage (%)')
    await user.type(field, '0')
    expect(field).toHaveValue(1000)
    await user.tab()
    expect(field).toHaveValue(100)
    await user.clear(field)
    await user.type(field, 'abc')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    await screen.findByText('Estimated monthly housing allowance')
    expect(requests).toEqual([{ location: '', enrollmentType: 'full-time', servicePercentage: 0 }])
    expect(field).toHaveValue(0)
  })

  test('offers the three enrollment types, full-time first', () => {
    renderCalculator('toast')
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'))
    expect(options).toEqual(['full-time', 'part-time', 'online'])
    expect(screen.getByLabelText('Enrollment type')).toHaveValue('full-time')
  })

  test('asks for credit hours only for part-time and sends them', async () => {
    answerWith(sanDiego)
    const { user } = renderCalculator('toast')
    expect(screen.queryByLabelText('Credit hours per term (optional)')).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Enrollment type'), 'part-time')
    await user.type(screen.getByLabelText('Credit hours per term (optional)'), '7')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    await screen.findByText('Estimated monthly housing allowance')
    expect(requests).toEqual([{ location: '', enrollmentType: 'part-time', servicePercentage: 100, creditHours: 7 }])
  })

  test('credit hours beyond the contract are explained at the field, focused, and nothing is sent', async () => {
    answerWith(sanDiego)
    const { user } = renderCalculator('toast')
    await user.selectOptions(screen.getByLabelText('Enrollment type'), 'part-time')
    const hours = screen.getByLabelText('Credit hours per term (optional)')
    await user.type(hours, '45')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter whole credit hours from 0 to 30, or leave it empty.',
    )
    expect(hours).toBeInvalid()
    expect(hours).toHaveFocus()
    expect(requests).toEqual([])
  })

  test('credit hours typed for part-time are not sent once the study is full-time', async () => {
    answerWith(sanDiego)
    const { user } = renderCalculator('toast')
    await user.selectOptions(screen.getByLabelText('Enrollment type'), 'part-time')
    await user.type(screen.getByLabelText('Credit hours per term (optional)'), '45')
    await user.selectOptions(screen.getByLabelText('Enrollment type'), 'full-time')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    await screen.findByText('Estimated monthly housing allowance')
    expect(requests).toEqual([{ location: '', enrollmentType: 'full-time', servicePercentage: 100 }])
  })

  test.each([
    ['80', 80],
    ['abc', 0],
    ['', 0],
    ['250', 100],
    ['-5', 0],
  ])('service percentage "%s" becomes %i', (text, value) => {
    expect(parseServicePercentage(text)).toBe(value)
  })

  test('on the Tools page a failure shows the toast of product contract §8', async () => {
    failWith500()
    const { user } = renderCalculator('toast')
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    expect(await screen.findByText('Failed to calculate GI Bill benefits. Please try again.')).toBeInTheDocument()
  })

  test('on the Education page a failure is only logged', async () => {
    failWith500()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderCalculator('log')
    // One toast shows at a time; a marker toast would be replaced if the failure raised one.
    act(() => void toast({ title: 'Marker toast' }))
    await user.click(screen.getByRole('button', { name: 'Calculate Benefits' }))
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to calculate GI Bill benefits', expect.anything()))
    expect(screen.getByText('Marker toast')).toBeInTheDocument()
    expect(screen.queryByText('Failed to calculate GI Bill benefits. Please try again.')).not.toBeInTheDocument()
  })
})
