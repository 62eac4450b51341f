import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { calculatorsApi, type DisabilityResult } from '@shared/calculators/calculators-contract'
import { Toaster } from '@client/components/toaster'
import { createQueryClient } from '@client/lib/query-client'
import { DisabilityCalculator } from './disability-calculator'

const requests: unknown[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

function buildResult(overrides: Partial<DisabilityResult> = {}): DisabilityResult {
  return {
    combinedRating: 70,
    monthlyCompensation: 1808.45,
    combinedValue: 65,
    orderOfSeverity: [50, 30],
    steps: [{ valueSoFar: 50, rating: 30, isBilateralGroup: false, exactValue: 65, combinedValue: 65 }],
    bilateral: null,
    compensation: {
      effectiveDate: '2025-12-01',
      source: 'VA',
      sourceUrl: 'https://www.va.gov/disability/compensation-rates/veteran-rates/',
      lines: [{ label: '70% basic rate, veteran alone', amount: 1808.45 }],
      dependentsApplied: false,
      notes: [],
    },
    ...overrides,
  }
}

function answerWith(result: DisabilityResult) {
  server.use(
    http.post(calculatorsApi.disability.path, async ({ request }) => {
      requests.push(await request.json())
      return HttpResponse.json(result)
    }),
  )
}

function renderCalculator() {
  const user = userEvent.setup()
  const { unmount } = render(
    <QueryClientProvider client={createQueryClient()}>
      <DisabilityCalculator />
      <Toaster />
    </QueryClientProvider>,
  )
  const input = screen.getByLabelText('Disability rating (%)')
  const add = async (text: string) => {
    await user.clear(input)
    if (text) await user.type(input, text)
    await user.click(screen.getByRole('button', { name: 'Add' }))
  }
  return { user, input, add, unmount }
}

describe('DisabilityCalculator', () => {
  test('the calculate button is disabled until a rating is added', async () => {
    const { add } = renderCalculator()
    const calculate = screen.getByRole('button', { name: 'Calculate Combined Rating' })
    expect(calculate).toBeDisabled()
    await add('50')
    expect(calculate).toBeEnabled()
  })

  test('adds a chip per rating and clears the input', async () => {
    const { add, input } = renderCalculator()
    await add('50')
    await add('30')
    const chips = within(screen.getByRole('list', { name: 'Your ratings' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual(['50%Remove 50% rating', '30%Remove 30% rating'])
    expect(input).toHaveValue(null)
  })

  test.each(['101', '-1', '2.5', '', 'abc'])('silently ignores "%s"', async (text) => {
    const { add } = renderCalculator()
    await add(text)
    expect(screen.queryByRole('list', { name: 'Your ratings' })).not.toBeInTheDocument()
    expect(screen.getByText('No ratings added yet.')).toBeInTheDocument()
  })

  test('accepts 0 and 100', async () => {
    const { add } = renderCalculator()
    await add('0')
    await add('100')
    expect(within(screen.getByRole('list', { name: 'Your ratings' })).getAllByRole('listitem')).toHaveLength(2)
  })

  test('removes a chip', async () => {
    const { add, user } = renderCalculator()
    await add('50')
    await add('30')
    await user.click(screen.getByRole('button', { name: 'Remove 50% rating' }))
    const chips = within(screen.getByRole('list', { name: 'Your ratings' })).getAllByRole('listitem')
    expect(chips).toHaveLength(1)
    expect(chips[0]).toHaveTextContent('30%')
  })

  test('shows the combined rating, the monthly payment and the steps', async () => {
    answerWith(buildResult())
    const { add, user } = renderCalculator()
    await add('50')
    await add('30')
    await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    await screen.findByText('Your estimate')
    expect(screen.getByText('Combined rating').nextElementSibling).toHaveTextContent('70%')
    expect(screen.getByText('Monthly compensation').nextElementSibling).toHaveTextContent(
      '$1,808.45 per month',
    )
    expect(screen.getByText(/50 combined with 30: 50 \+ 30 × \(100 − 50\) ÷ 100 = 65, rounded to 65/)).toBeInTheDocument()
    expect(screen.getByText('65 rounded to the nearest 10 is 70%.')).toBeInTheDocument()
    expect(requests).toEqual([{ ratings: [50, 30] }])
  })

  test('says so when VA has changed its rates since the table the estimate uses', async () => {
    const calculate = async (effectiveDate: string) => {
      answerWith(buildResult({ compensation: { ...buildResult().compensation, effectiveDate } }))
      const { add, user, unmount } = renderCalculator()
      await add('50')
      await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
      await screen.findByText('Your estimate')
      const notice = screen.queryByText(/VA changed its rates on/)
      unmount()
      return notice?.textContent ?? null
    }
    expect(await calculate(new Date().toISOString().slice(0, 10))).toBeNull()
    expect(await calculate('2020-12-01')).toMatch(/^VA changed its rates on December 1, 2021/)
  })

  test('sends limbs and dependents only when given', async () => {
    answerWith(buildResult())
    const { add, user } = renderCalculator()
    await add('10')
    await add('10')
    await user.click(screen.getByText('Optional: arms and legs, and dependents'))
    await user.selectOptions(screen.getByLabelText('Rating 1 (10%)'), 'Left leg')
    await user.selectOptions(screen.getByLabelText('Rating 2 (10%)'), 'Right leg')
    await user.click(screen.getByLabelText('I have a spouse'))
    await user.clear(screen.getByLabelText('Children under 18'))
    await user.type(screen.getByLabelText('Children under 18'), '2')
    await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    await screen.findByText('Your estimate')
    expect(requests).toEqual([
      {
        ratings: [10, 10],
        limbs: ['left-leg', 'right-leg'],
        dependents: {
          spouse: true,
          spouseAidAndAttendance: false,
          childrenUnder18: 2,
          childrenInSchool: 0,
          dependentParents: 0,
        },
      },
    ])
  })

  test('a dependents count beyond the contract is explained at its field and sends nothing', async () => {
    answerWith(buildResult())
    const { add, user } = renderCalculator()
    await add('50')
    await user.click(screen.getByText('Optional: arms and legs, and dependents'))
    const parents = screen.getByLabelText('Dependent parents')
    await user.clear(parents)
    await user.type(parents, '3')
    await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number from 0 to 2.')
    expect(parents).toHaveAccessibleDescription('Enter a whole number from 0 to 2.')
    expect(parents).toBeInvalid()
    expect(parents).toHaveFocus()
    expect(requests).toEqual([])
  })

  test('unticking the spouse unticks Aid and Attendance, so the request keeps the rule', async () => {
    answerWith(buildResult())
    const { add, user } = renderCalculator()
    await add('50')
    await user.click(screen.getByText('Optional: arms and legs, and dependents'))
    await user.click(screen.getByLabelText('I have a spouse'))
    await user.click(screen.getByLabelText('My spouse receives Aid and Attendance'))
    await user.click(screen.getByLabelText('I have a spouse'))
    expect(screen.getByLabelText('My spouse receives Aid and Attendance')).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    await screen.findByText('Your estimate')
    expect(requests).toEqual([{ ratings: [50] }])
  })

  test('Aid and Attendance can be ticked only with a spouse', async () => {
    const { user } = renderCalculator()
    await user.click(screen.getByText('Optional: arms and legs, and dependents'))
    expect(screen.getByLabelText('My spouse receives Aid and Attendance')).toBeDisabled()
    await user.click(screen.getByLabelText('I have a spouse'))
    expect(screen.getByLabelText('My spouse receives Aid and Attendance')).toBeEnabled()
  })

  test('a failed calculation shows the Calculation Error toast', async () => {
    server.use(
      http.post(calculatorsApi.disability.path, () =>
        HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, { status: 500 }),
      ),
    )
    const { add, user } = renderCalculator()
    await add('40')
    await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    expect(await screen.findByText('Calculation Error')).toBeInTheDocument()
    expect(screen.getByText('Failed to calculate disability rating. Please try again.')).toBeInTheDocument()
  })
})

describe('the what-if ratings', () => {
  /** Today's two ratings give 70%; any more give 80%, as the server would answer. */
  function answerByRatingCount() {
    server.use(
      http.post(calculatorsApi.disability.path, async ({ request }) => {
        const body = (await request.json()) as { ratings: number[] }
        requests.push(body)
        return HttpResponse.json(
          body.ratings.length > 2
            ? buildResult({ combinedRating: 80, monthlyCompensation: 2102.15, combinedValue: 83 })
            : buildResult(),
        )
      }),
    )
  }

  async function calculateToday() {
    answerByRatingCount()
    const view = renderCalculator()
    await view.add('50')
    await view.add('30')
    await view.user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    await screen.findByText('Your estimate')
    return view
  }

  test('adds a marked what-if rating and shows both figures and the difference', async () => {
    const { user } = await calculateToday()
    const whatIf = screen.getByRole('region', { name: 'What if a condition is rated?' })
    await user.type(within(whatIf).getByLabelText('Condition (optional)'), 'Sleep apnea')
    await user.type(within(whatIf).getByLabelText('What-if rating (%)'), '50')
    await user.click(within(whatIf).getByRole('button', { name: 'Add what-if rating' }))

    const withWhatIf = await within(whatIf).findByRole('group', { name: 'With what-if ratings' })
    expect(requests.at(-1)).toEqual({ ratings: [50, 30, 50] })
    expect(within(whatIf).getByRole('group', { name: 'Today' })).toHaveTextContent(
      'TodayCombined rating70%Monthly payment$1,808.45',
    )
    expect(withWhatIf).toHaveTextContent('With what-if ratingsCombined rating80%Monthly payment$2,102.15')
    expect(within(whatIf).getByText(/^Difference:/)).toHaveTextContent(
      'Difference: +$293.70 a month, or +$3,524.40 a year.',
    )
    const chips = within(within(whatIf).getByRole('list', { name: 'What-if ratings' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual(['What if: Sleep apnea at 50%Remove what-if rating Sleep apnea at 50%'])
    // Today's ratings are untouched.
    expect(within(screen.getByRole('list', { name: 'Your ratings' })).getAllByRole('listitem')).toHaveLength(2)
  })

  test('keeps limbs and dependents and adds the what-if rating as no arm or leg', async () => {
    answerByRatingCount()
    const { add, user } = renderCalculator()
    await add('20')
    await add('10')
    await user.click(screen.getByText('Optional: arms and legs, and dependents'))
    await user.selectOptions(screen.getByLabelText('Rating 1 (20%)'), 'left-leg')
    await user.click(screen.getByLabelText('I have a spouse'))
    await user.click(screen.getByRole('button', { name: 'Calculate Combined Rating' }))
    await screen.findByText('Your estimate')
    await user.type(screen.getByLabelText('What-if rating (%)'), '30')
    await user.click(screen.getByRole('button', { name: 'Add what-if rating' }))
    await screen.findByRole('group', { name: 'With what-if ratings' })
    expect(requests.at(-1)).toMatchObject({
      ratings: [20, 10, 30],
      limbs: ['left-leg', null, null],
      dependents: { spouse: true },
    })
  })

  test('removing the last what-if rating takes the comparison away', async () => {
    const { user } = await calculateToday()
    await user.type(screen.getByLabelText('What-if rating (%)'), '50')
    await user.click(screen.getByRole('button', { name: 'Add what-if rating' }))
    await screen.findByRole('group', { name: 'With what-if ratings' })
    await user.click(screen.getByRole('button', { name: 'Remove what-if rating 50%' }))
    expect(screen.queryByRole('group', { name: 'With what-if ratings' })).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'What-if ratings' })).not.toBeInTheDocument()
  })

  test.each(['', '101', 'abc'])('explains a what-if rating of "%s" at the field and sends nothing', async (text) => {
    const { user } = await calculateToday()
    const sent = requests.length
    const field = screen.getByLabelText('What-if rating (%)')
    if (text) await user.type(field, text)
    await user.click(screen.getByRole('button', { name: 'Add what-if rating' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a rating from 0 to 100, for example 50.')
    expect(field).toHaveAccessibleDescription('Enter a rating from 0 to 100, for example 50.')
    expect(field).toHaveFocus()
    expect(requests).toHaveLength(sent)
  })

  test('changing today\'s ratings clears the what-if', async () => {
    const { user, add } = await calculateToday()
    await user.type(screen.getByLabelText('What-if rating (%)'), '50')
    await user.click(screen.getByRole('button', { name: 'Add what-if rating' }))
    await screen.findByRole('group', { name: 'With what-if ratings' })
    await add('10')
    expect(screen.queryByRole('region', { name: 'What if a condition is rated?' })).not.toBeInTheDocument()
  })
})
