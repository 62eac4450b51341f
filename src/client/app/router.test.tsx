import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedInSession, signedOutSession } from '@client/testing/session-factories'
import { documentTitle, sitePages } from '@shared/site/site-pages'
import { routes } from './router'

describe('routes', () => {
  test('an unknown path shows the 404 page with the developer hint', async () => {
    renderRoutes(routes, { path: '/no-such-page' })
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText(/did you forget to add the page to the router/i)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('404 Page Not Found | Veteran Resource Hub'))
  })

  test.each(['/dashboard', '/ai-assistant', '/subscribe'])('a visitor opening %s is sent to /login', async (path) => {
    const { router } = renderRoutes(routes, { path })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  test.each(['/login', '/register'])('a signed-in user opening %s is sent to /dashboard', async (path) => {
    const { router } = renderRoutes(routes, { path, session: signedInSession() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  test('/tools renders nothing for a visitor, and the tools for a signed-in user', async () => {
    renderRoutes(routes, { path: '/tools' })
    await screen.findByRole('contentinfo')
    expect(within(screen.getByRole('main')).queryByRole('heading')).not.toBeInTheDocument()

    renderRoutes(routes, { path: '/tools', session: signedInSession() })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interactive Tools and Calculators' }),
    ).toBeInTheDocument()
  })

  test.each(['/dashboard', '/tools'])(
    'while the sign-in state loads, %s shows a spinner inside the page frame',
    async (path) => {
      renderRoutes(routes, { path, session: signedOutSession({ isLoading: true }) })
      expect(await within(await screen.findByRole('main')).findByRole('status')).toHaveTextContent('Loading')
      expect(screen.getByRole('banner')).toBeInTheDocument()
      expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    },
  )

  test.each(['/claims', '/login'])('while the sign-in state loads, %s shows its content at once', async (path) => {
    renderRoutes(routes, { path, session: signedOutSession({ isLoading: true }) })
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  test('every page of the site has a route, and every route but the 404 is a page of the site', () => {
    const routePaths = routes.flatMap(function pathsOf(route): string[] {
      return [...(route.path ? [route.path] : []), ...(route.children ?? []).flatMap(pathsOf)]
    })
    expect(routePaths.filter((path) => path !== '*').sort()).toEqual(sitePages.map((page) => page.path).sort())
  })

  test.each(sitePages.filter((page) => page.isPublic))('$path names itself in the browser tab', async (page) => {
    renderRoutes(routes, { path: page.path })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(document.title).toBe(documentTitle(page)))
  })
})

describe('the layout', () => {
  test('has a skip link, landmarks, and the footer of product contract §2', async () => {
    renderRoutes(routes, { path: '/' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    const footer = screen.getByRole('contentinfo')
    for (const column of ['Resources', 'Tools', 'Support']) {
      expect(within(footer).getByRole('heading', { name: column })).toBeInTheDocument()
    }
    for (const item of ['Help Center', 'Contact Us', 'Community Forum', 'Privacy Policy', 'Terms of Service', 'Accessibility']) {
      const element = within(footer).getByText(item)
      expect(element.closest('a')).toBeNull()
    }
    expect(within(footer).getByText(`© ${String(new Date().getFullYear())} Veteran Resource Hub. All rights reserved.`)).toBeInTheDocument()
    expect(within(footer).getByText(/not affiliated with or endorsed by/)).toBeInTheDocument()
  })

  test('moves focus to the new page title after a navigation', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, { path: '/' })
    await screen.findByRole('heading', { level: 1 })
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Healthcare' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Healthcare Services' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  test('announces losing and regaining the connection, one toast at a time', async () => {
    renderRoutes(routes, { path: '/' })
    await screen.findByRole('heading', { level: 1 })
    // The listeners are attached in a passive effect, which can run after the heading is in the
    // DOM on a busy machine, so the first event is repeated until the layout hears it.
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('offline'))
      })
      expect(screen.getByText("You're offline")).toBeInTheDocument()
    })
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Back online')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText("You're offline")).not.toBeInTheDocument())
  })
})
