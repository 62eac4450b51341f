import { describe, expect, test, vi } from 'vitest'
import { PERSISTED_USER_PREFIX, SIGNED_OUT_REDIRECT_SCRIPT } from './signed-out-redirect'

/** Runs the script as a page would, against the storage and address it is given. */
function runRedirect(storage: Record<string, string> | 'unreadable') {
  const location = { replace: vi.fn() }
  const localStorage =
    storage === 'unreadable'
      ? new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error('SecurityError')
            },
          },
        )
      : storage
  new Function('localStorage', 'location', SIGNED_OUT_REDIRECT_SCRIPT)(localStorage, location)
  return location.replace
}

describe('the redirect members-only pages run first', () => {
  test('sends a visitor who never signed in here to /login', () => {
    expect(runRedirect({ 'vrh:wellness': '[]' })).toHaveBeenCalledWith('/login')
  })

  test('leaves a member whose sign-in Firebase keeps here on the page', () => {
    expect(runRedirect({ [`${PERSISTED_USER_PREFIX}key:[DEFAULT]`]: '{}' })).not.toHaveBeenCalled()
  })

  test('treats storage it cannot read as signed out, as the app does', () => {
    expect(runRedirect('unreadable')).toHaveBeenCalledWith('/login')
  })
})
