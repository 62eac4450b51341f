import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { MemoryRouter, useNavigate } from 'react-router'
import { facilitiesApi, type FacilitySearchResult } from '@shared/facilities/facilities-contract'
import { createQueryClient } from '@client/lib/query-client'
import { FacilityFinder } from './facility-finder'

const requests: URL[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

const tulsa: FacilitySearchResult = {
  place: { label: 'ZIP code 74103', latitude: 36.154, longitude: -95.995 },
  type: 'all',
  radiusMiles: 25,
  facilities: [
    {
      id: '635GB',
      name: 'Yale Avenue VA Clinic',
      kind: 'outpatient-services',
      address: { street: '5171 South Yale Avenue', city: 'Tulsa', state: 'OK', zip: '74135' },
      phone: { display: '918-628-2500 x2838', dial: '+19186282500,2838' },
      latitude: 36.08,
      longitude: -95.92,
      distanceMiles: 6,
    },
    {
      id: '0719V',
      name: 'Tulsa Vet Center',
      kind: 'vet-center',
      address: {
        street: '14002 East 21st Street, Suite 200',
        city: 'Tulsa',
        state: 'OK',
        zip: '74134',
      },
      phone: null,
      latitude: 36.13,
      longitude: -95.82,
      distanceMiles: 9.9,
    },
  ],
  source: {
    name: "VA's site list (VAST)",
    asOf: '2023-03-10',
    locatorUrl: 'https://www.va.gov/find-locations/',
  },
}

function answerWith(respond: (url: URL) => Response) {
  server.use(
    http.get(facilitiesApi.search.path, ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      return respond(url)
    }),
  )
}

function renderFinder(path = '/healthcare') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <FacilityFinder />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('FacilityFinder', () => {
  test("keeps the product contract's field, placeholder and button", () => {
    renderFinder()
    expect(screen.getByRole('textbox', { name: 'Enter your location' })).toHaveAttribute(
      'placeholder',
      'City, State or ZIP code',
    )
    expect(screen.getByRole('button', { name: 'Find Nearby Facilities' })).toBeInTheDocument()
  })

  test('searches with the chosen type and distance and lists each result with its links', async () => {
    answerWith(() => HttpResponse.json(tulsa))
    const user = userEvent.setup()
    renderFinder()
    await user.type(screen.getByRole('textbox', { name: 'Enter your location' }), ' 74103 ')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '25')
    await user.click(screen.getByRole('button', { name: 'Find Nearby Facilities' }))

    const list = await screen.findByRole('list', { name: 'Facilities, nearest first' })
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      near: '74103',
      type: 'all',
      radius: '25',
    })
    expect(
      screen.getByRole('heading', {
        name: '2 facilities within 25 miles of ZIP code 74103, nearest first.',
      }),
    ).toBeInTheDocument()

    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [clinic, vetCenter] = items as [HTMLElement, HTMLElement]
    expect(
      within(clinic).getByRole('heading', { name: 'Yale Avenue VA Clinic' }),
    ).toBeInTheDocument()
    expect(within(clinic).getByText('6.0 miles away')).toBeInTheDocument()
    expect(within(clinic).getByText('VA outpatient services site')).toBeInTheDocument()
    expect(
      within(clinic).getByRole('link', {
        name: 'Call Yale Avenue VA Clinic at 918-628-2500 x2838',
      }),
    ).toHaveAttribute('href', 'tel:+19186282500,2838')
    const directions = within(clinic).getByRole('link', {
      name: /^Directions\s*to Yale Avenue VA Clinic\W*\(opens in a new tab\)$/,
    })
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=36.08,-95.92',
    )
    expect(directions).toHaveAttribute('target', '_blank')
    expect(within(vetCenter).getByText('Vet Center (counseling)')).toBeInTheDocument()
    expect(within(vetCenter).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument()
    expect(
      screen.getByText(
        /VA's site list \(VAST\) as of March 2023\. Sites open, move and change their hours/,
      ),
    ).toBeInTheDocument()
  })

  test('an empty location is explained at the field and sends nothing', async () => {
    const user = userEvent.setup()
    renderFinder()
    await user.click(screen.getByRole('button', { name: 'Find Nearby Facilities' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a city and state, or a ZIP code.')
    expect(
      screen.getByRole('textbox', { name: 'Enter your location' }),
    ).toHaveAccessibleDescription('Enter a city and state, or a ZIP code.')
    expect(requests).toEqual([])
  })

  test("an unknown place shows the server's message at the field and keeps what was typed", async () => {
    const message =
      'We could not find "Atlantis, ZZ". Enter a 5-digit ZIP code, or a city and state such as "Tulsa, OK".'
    answerWith(() =>
      HttpResponse.json({ error: { code: 'PLACE_NOT_FOUND', message } }, { status: 400 }),
    )
    const user = userEvent.setup()
    renderFinder()
    await user.type(
      screen.getByRole('textbox', { name: 'Enter your location' }),
      'Atlantis, ZZ{Enter}',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('textbox', { name: 'Enter your location' })).toHaveValue('Atlantis, ZZ')
  })

  test('no site within the distance says so and suggests a larger one', async () => {
    answerWith(() => HttpResponse.json({ ...tulsa, facilities: [] }))
    renderFinder('/healthcare?near=99723&radius=25')
    expect(
      await screen.findByRole('heading', {
        name: 'No VA facilities found within 25 miles of ZIP code 74103.',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Try a larger distance/)).toBeInTheDocument()
  })

  test('a search in the address runs on arrival, with its filters shown', async () => {
    answerWith(() => HttpResponse.json(tulsa))
    renderFinder('/healthcare?near=Tulsa%2C+OK&type=vet-center&radius=50')
    await screen.findByRole('list', { name: 'Facilities, nearest first' })
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      near: 'Tulsa, OK',
      type: 'vet-center',
      radius: '50',
    })
    expect(screen.getByRole('textbox', { name: 'Enter your location' })).toHaveValue('Tulsa, OK')
    expect(screen.getByRole('combobox', { name: 'Type of facility' })).toHaveValue('vet-center')
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('50')
  })

  test('going back to an earlier search puts it back in the form', async () => {
    answerWith(() => HttpResponse.json(tulsa))
    function BackButton() {
      const navigate = useNavigate()
      return <button onClick={() => void navigate(-1)}>Back</button>
    }
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter
          initialEntries={[
            '/healthcare?near=74103&radius=25',
            '/healthcare?near=Tulsa%2C+OK&type=vet-center',
          ]}
          initialIndex={1}
        >
          <FacilityFinder />
          <BackButton />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('textbox', { name: 'Enter your location' })).toHaveValue('Tulsa, OK')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('textbox', { name: 'Enter your location' })).toHaveValue('74103')
    expect(screen.getByRole('combobox', { name: 'Type of facility' })).toHaveValue('all')
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('25')
  })

  test('a server failure says to try again', async () => {
    answerWith(() =>
      HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, { status: 500 }),
    )
    renderFinder('/healthcare?near=74103')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not search for facilities just now. Please try again in a minute.',
    )
  })
})
