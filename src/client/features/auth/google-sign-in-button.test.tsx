import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test, vi } from 'vitest'
import { createQueryClient } from '@client/lib/query-client'
import { AuthProvider } from '@client/lib/session'
import { GoogleSignInButton } from './google-sign-in-button'

const firebase = await vi.hoisted(async () =>
  (await import('@client/testing/firebase-stand-in')).createFirebaseStandIn(),
)
vi.mock('firebase/app', () => firebase.appModule)
vi.mock('firebase/auth', () => firebase.authModule)

test('starts Firebase with the popup helper as the button appears, so Google’s popup opens right after the tap', async () => {
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
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled()
  await waitFor(() => expect(firebase.initializeAuth).toHaveBeenCalledTimes(1))
  expect(firebase.initializeAuth).toHaveBeenCalledWith({}, { persistence: {}, popupRedirectResolver: {} })
})
