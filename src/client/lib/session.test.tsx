import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { createQueryClient } from './query-client'
import { AuthProvider, displayName, hasPersistedSignIn, useAuth, userInitial } from './session'

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
}

afterEach(() => {
  window.localStorage.clear()
})

describe('useAuth', () => {
  test('throws outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  })

  test('a visitor who never signed in here is signed out at once, without loading Firebase', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    expect(result.current).toMatchObject({ user: null, externalUser: null, isLoading: false })
  })
})

describe('hasPersistedSignIn', () => {
  test('sees the account Firebase keeps in local storage', () => {
    expect(hasPersistedSignIn()).toBe(false)
    window.localStorage.setItem('firebase:authUser:auth-emulator:[DEFAULT]', '{}')
    expect(hasPersistedSignIn()).toBe(true)
  })
})

describe('the user menu initial and name', () => {
  test.each([
    [{ firstName: 'dana', username: 'ray.s' }, 'D', 'dana'],
    [{ firstName: null, username: 'ray.s' }, 'R', 'ray.s'],
    [{ firstName: '  ', username: null }, 'U', 'Veteran'],
    [{ firstName: null, username: null }, 'U', 'Veteran'],
  ])('%o shows %s and %s', (user, initial, name) => {
    expect(userInitial(user)).toBe(initial)
    expect(displayName(user)).toBe(name)
  })
})
