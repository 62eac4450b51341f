import { expect, test } from 'vitest'
import { signInErrorMessage } from './sign-in-errors'

test('a blocked popup asks for a second press, which finds Google’s helper ready', () => {
  expect(signInErrorMessage({ code: 'auth/popup-blocked' }, 'Failed to sign in with Google')).toBe(
    'Your browser blocked the Google sign-in window. Press the button again, or allow pop-ups for this site.',
  )
})

test('an error without a known code keeps its own message, or the fallback', () => {
  expect(signInErrorMessage(new Error('We could not confirm your account.'), 'Failed')).toBe(
    'We could not confirm your account.',
  )
  expect(signInErrorMessage({ code: 'auth/unknown' }, 'Failed to sign in with Google')).toBe(
    'Failed to sign in with Google',
  )
})
