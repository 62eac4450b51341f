import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedOutSession } from '@client/testing/session-factories'
import { GoogleSignInButton } from './google-sign-in-button'

test('loads the sign-in code as it appears, so Google’s popup opens right after the tap', () => {
  const prepareSignIn = vi.fn()
  const button = (
    <GoogleSignInButton
      label="Sign in with Google"
      failureTitle="Sign In Failed"
      failureFallback="Failed to sign in with Google"
    />
  )
  renderRoutes([{ path: '/', element: button }], { session: signedOutSession({ prepareSignIn }) })
  expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled()
  expect(prepareSignIn).toHaveBeenCalledTimes(1)
})
