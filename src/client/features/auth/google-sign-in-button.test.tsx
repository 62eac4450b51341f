import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, expect, test, vi } from 'vitest'
import { createQueryClient } from '@client/lib/query-client'

const firebase = await vi.hoisted(async () =>
  (await import('@client/testing/firebase-stand-in')).createFirebaseStandIn(),
)
vi.mock('firebase/app', () => firebase.appModule)
vi.mock('firebase/auth', () => firebase.authModule)

/** The button in a fresh copy of the app's modules, so each test starts Firebase afresh. */
async function renderButton() {
  const { AuthProvider } = await import('@client/lib/session')
  const { GoogleSignInButton } = await import('./google-sign-in-button')
  const button = (
    <GoogleSignInButton
      label="Sign in with Google"
      failureTitle="Sign In Failed"
      failureFallback="Failed to sign in with Google"
    />
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: button }])} />
      </AuthProvider>
    </QueryClientProvider>,
  )
  return screen.getByRole('button', { name: 'Sign in with Google' })
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.resetModules()
})

test('asks Google for nothing while a visitor only reads the page', async () => {
  expect(await renderButton()).toBeEnabled()
  await new Promise((resolve) => setTimeout(resolve, 50))
  await vi.dynamicImportSettled()
  expect(firebase.initializeAuth).not.toHaveBeenCalled()
})

test.each([
  ['a pointer reaches the button', (button: HTMLElement) => fireEvent.pointerEnter(button)],
  ['a finger touches it', (button: HTMLElement) => fireEvent.pointerDown(button)],
  ['it takes focus from the keyboard', (button: HTMLElement) => fireEvent.focus(button)],
])(
  'starts Firebase with the popup helper when %s, so Google’s popup opens right after the press',
  async (_when, reachFor) => {
    reachFor(await renderButton())
    await waitFor(() => expect(firebase.initializeAuth).toHaveBeenCalledTimes(1))
    expect(firebase.initializeAuth).toHaveBeenCalledWith({}, { persistence: {}, popupRedirectResolver: {} })
  },
)
