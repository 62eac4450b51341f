import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Outlet } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { accountApi } from '@shared/account/account-contract'
import { Toaster } from '@client/components/toaster'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedInSession } from '@client/testing/session-factories'
import { DeleteAccountSection } from './delete-account-section'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderSection() {
  const events = userEvent.setup()
  const signOut = vi.fn(() => Promise.resolve())
  const onClearBrowserData = vi.fn()
  const { router } = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          {
            path: '/dashboard',
            element: <DeleteAccountSection onClearBrowserData={onClearBrowserData} />,
          },
        ],
      },
    ],
    { path: '/dashboard', session: signedInSession({}, { signOut }) },
  )
  return { events, signOut, onClearBrowserData, router }
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' })

describe('the delete-your-account section', () => {
  test('says what is deleted, and asks before doing anything', async () => {
    const { events } = renderSection()
    expect(screen.getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument()
    expect(
      screen.getByText(
        /removes your name and email, your saved conversations and your uploaded records/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/If you have Pro, it is cancelled at once, with no further charges/),
    ).toBeInTheDocument()
    expect(screen.getByText(/Wellness check-ins are kept only in this browser/)).toBeInTheDocument()

    await events.click(deleteButton())
    expect(
      screen.getByRole('group', { name: 'Delete your account? This cannot be undone.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus()
    expect(
      screen.getByRole('checkbox', {
        name: 'Also clear the wellness check-ins saved in this browser',
      }),
    ).toBeChecked()
  })

  test('keeping the account, by button or Escape, returns focus to the delete button', async () => {
    const { events } = renderSection()
    await events.click(deleteButton())
    await events.click(screen.getByRole('button', { name: 'Keep my account' }))
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
    expect(deleteButton()).toHaveFocus()

    await events.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus()
    await events.keyboard('{Escape}')
    expect(deleteButton()).toHaveFocus()
  })

  test('deleting signs out, goes home, clears this browser and says it is done', async () => {
    let deletes = 0
    server.use(
      http.delete(accountApi.deleteAccount.path, ({ request }) => {
        deletes += 1
        expect(request.headers.get('authorization')).toBe('Bearer id-token')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { events, signOut, onClearBrowserData, router } = renderSection()
    await events.click(deleteButton())
    await events.click(screen.getByRole('button', { name: 'Yes, delete my account' }))

    expect(await screen.findByText('Account Deleted')).toBeInTheDocument()
    expect(
      screen.getByText(/Your account, conversations and records are gone/),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(signOut).toHaveBeenCalledOnce()
    expect(onClearBrowserData).toHaveBeenCalledOnce()
    expect(deletes).toBe(1)
  })

  test('wellness check-ins stay when the member unticks the box', async () => {
    server.use(
      http.delete(accountApi.deleteAccount.path, () => new HttpResponse(null, { status: 204 })),
    )
    const { events, signOut, onClearBrowserData } = renderSection()
    await events.click(deleteButton())
    await events.click(screen.getByRole('checkbox', { name: /wellness check-ins/ }))
    await events.click(screen.getByRole('button', { name: 'Yes, delete my account' }))
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce())
    expect(onClearBrowserData).not.toHaveBeenCalled()
  })

  test('while deleting, both choices wait and the button says so', async () => {
    server.use(
      http.delete(accountApi.deleteAccount.path, async () => {
        await delay('infinite')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { events } = renderSection()
    await events.click(deleteButton())
    await events.click(screen.getByRole('button', { name: 'Yes, delete my account' }))
    const pending = await screen.findByRole('button', { name: 'Deleting your account…' })
    expect(pending).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Keep my account' })).toBeDisabled()
  })

  test("a failure shows the server's message and changes nothing", async () => {
    const message =
      'We could not cancel your Pro subscription with the payment service, so nothing was deleted. Please try again in a few minutes.'
    server.use(
      http.delete(accountApi.deleteAccount.path, () =>
        HttpResponse.json(
          { error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message } },
          { status: 502 },
        ),
      ),
    )
    const { events, signOut, onClearBrowserData, router } = renderSection()
    await events.click(deleteButton())
    await events.click(screen.getByRole('button', { name: 'Yes, delete my account' }))

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(signOut).not.toHaveBeenCalled()
    expect(onClearBrowserData).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Yes, delete my account' })).toBeEnabled()
  })
})
