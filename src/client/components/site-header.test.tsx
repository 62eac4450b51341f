import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { authApi } from '@shared/auth/auth-contract'
import { createQueryClient } from '@client/lib/query-client'
import { AuthProvider, type Session } from '@client/lib/session'
import { renderRoutes } from '@client/testing/render-with-providers'
import { buildUser, signedInSession, signedOutSession } from '@client/testing/session-factories'
import { SiteHeader } from './site-header'

const firebase = await vi.hoisted(async () =>
  (await import('@client/testing/firebase-stand-in')).createFirebaseStandIn(),
)
vi.mock('firebase/app', () => firebase.appModule)
vi.mock('firebase/auth', () => firebase.authModule)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  window.localStorage.clear()
})
afterAll(() => server.close())

function renderHeader(session: Session, path = '/') {
  return renderRoutes([{ path: '*', Component: SiteHeader }], { session, path })
}

describe('the top bar signed out', () => {
  test('links the product name home and offers Sign In and Get Started', () => {
    renderHeader(signedOutSession())
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(screen.getByRole('link', { name: /Veteran Resource Hub/ })).toHaveAttribute('href', '/')
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(within(main).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register')
    expect(within(main).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  test('always shows the Veterans Crisis Line as a phone link', () => {
    renderHeader(signedOutSession())
    expect(screen.getByRole('link', { name: /Dial 988, press 1/ })).toHaveAttribute('href', 'tel:988')
  })
})

describe('the top bar signed in', () => {
  test('lists the six signed-in links and marks the current page', () => {
    renderHeader(signedInSession(), '/education')
    const main = screen.getByRole('navigation', { name: 'Main' })
    const names = ['Dashboard', 'Claims', 'Education', 'Healthcare', 'Careers', 'AI Assistant']
    for (const name of names) expect(within(main).getByRole('link', { name })).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Education' })).toHaveAttribute('aria-current', 'page')
    expect(within(main).getByRole('link', { name: 'Claims' })).not.toHaveAttribute('aria-current')
    expect(within(main).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  test('the user menu shows the initial and name and holds Dashboard, Subscription and Sign Out', async () => {
    const user = userEvent.setup()
    renderHeader(signedInSession({ firstName: 'Marcus' }))
    const trigger = await screen.findByRole('button', { name: 'Account menu for Marcus' })
    expect(trigger).toHaveTextContent('MMarcus')
    await user.click(trigger)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(within(menu).getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute('href', '/subscribe')
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument()
  })

  test('Sign Out ends the Firebase session and the bar offers Sign In again', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem('firebase:authUser:auth-emulator:[DEFAULT]', '{}')
    firebase.signedInUser = {
      uid: 'firebase-uid-1',
      email: 'marcus@example.com',
      displayName: 'Marcus Webb',
      getIdToken: () => Promise.resolve('id-token'),
    }
    server.use(
      http.post(authApi.verify.path, () => HttpResponse.json({ user: buildUser({ firstName: 'Marcus' }) })),
    )
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <RouterProvider router={createMemoryRouter([{ path: '*', Component: SiteHeader }])} />
        </AuthProvider>
      </QueryClientProvider>,
    )
    await user.click(await screen.findByRole('button', { name: 'Account menu for Marcus' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }))

    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(await within(main).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: 'Account menu for Marcus' })).not.toBeInTheDocument()
    expect(firebase.signedInUser).toBeNull()
  })

  test('falls back to the username initial', async () => {
    renderHeader(signedInSession({ firstName: null, username: 'kwalker' }))
    expect(await screen.findByRole('button', { name: 'Account menu for kwalker' })).toHaveTextContent(
      'Kkwalker',
    )
  })
})

describe('the mobile menu', () => {
  test('opens with the same links and icons, and closes when a link is clicked', async () => {
    const user = userEvent.setup()
    renderHeader(signedInSession())
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(mobile).getAllByRole('link')).toHaveLength(7)
    expect(mobile.querySelectorAll('svg').length).toBeGreaterThanOrEqual(7)
    await user.click(within(mobile).getByRole('link', { name: 'Claims' }))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  test('closes on Escape', async () => {
    const user = userEvent.setup()
    renderHeader(signedOutSession())
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })
})
