import { QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { authApi } from '@shared/auth/auth-contract'
import { buildUser } from '@client/testing/session-factories'
import { createQueryClient } from './query-client'
import { hasPersistedSignIn } from './persisted-sign-in'
import { AuthProvider, displayName, useAuth, userInitial } from './session'

// The Firebase SDK is the edge here: a stand-in whose signed-in account the tests choose.
const firebase = await vi.hoisted(async () =>
  (await import('@client/testing/firebase-stand-in')).createFirebaseStandIn(),
)
vi.mock('firebase/app', () => firebase.appModule)
vi.mock('firebase/auth', () => firebase.authModule)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const PERSISTED_KEY = 'firebase:authUser:auth-emulator:[DEFAULT]'

/** Holds the verify call until the test answers it, to see what the page shows meanwhile. */
function holdVerify(answer: () => Response, onRequest?: (request: Request) => void): () => void {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(authApi.verify.path, async ({ request }) => {
      onRequest?.(request)
      await released
      return answer()
    }),
  )
  return release
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
}

beforeEach(() => {
  firebase.signedInUser = null
  // Each test loads Firebase afresh, so a check that it was (not) loaded sees only its own test.
  vi.clearAllMocks()
  vi.resetModules()
})

afterEach(() => {
  window.localStorage.clear()
})

describe('useAuth', () => {
  test('throws outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  })

  test('a visitor who never signed in here is signed out at once, without loading Firebase', async () => {
    const session = await import('./session')
    session.preloadPersistedSession()
    const { result } = renderHook(() => session.useAuth(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={createQueryClient()}>
          <session.AuthProvider>{children}</session.AuthProvider>
        </QueryClientProvider>
      ),
    })
    expect(result.current).toMatchObject({ user: null, externalUser: null, isLoading: false })
    await vi.dynamicImportSettled()
    expect(firebase.initializeAuth).not.toHaveBeenCalled()
  })

  test('a visitor on a prerendered page does not load Firebase once the page has hydrated', async () => {
    const session = await import('./session')
    function SessionProbe() {
      const { isLoading } = session.useAuth()
      return <p>{isLoading ? 'session loading' : 'signed out'}</p>
    }
    const page = (
      <QueryClientProvider client={createQueryClient()}>
        <session.AuthProvider>
          <SessionProbe />
        </session.AuthProvider>
      </QueryClientProvider>
    )
    // As built: the server cannot know the visitor, so the page is rendered as "maybe signed in".
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    expect(container.textContent).toBe('session loading')

    render(page, { container, hydrate: true })
    await waitFor(() => expect(container.textContent).toBe('signed out'))
    await vi.dynamicImportSettled()
    expect(firebase.initializeAuth).not.toHaveBeenCalled()
  })

  test('a returning member loads until the server has verified them, then is signed in', async () => {
    window.localStorage.setItem(PERSISTED_KEY, '{}')
    firebase.signedInUser = {
      uid: 'firebase-uid-1',
      email: 'dana@example.com',
      displayName: 'Dana Reyes',
      getIdToken: () => Promise.resolve('id-token'),
    }
    const tokens: (string | null)[] = []
    const answerVerify = holdVerify(
      () => HttpResponse.json({ user: buildUser({ firstName: 'Dana' }) }),
      (request) => tokens.push(request.headers.get('authorization')),
    )

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await waitFor(() => expect(tokens).toEqual(['Bearer id-token']))
    expect(result.current).toMatchObject({ user: null, isLoading: true })

    answerVerify()
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.user).toMatchObject({ firstName: 'Dana' })
    expect(result.current.externalUser).toEqual({
      uid: 'firebase-uid-1',
      email: 'dana@example.com',
      displayName: 'Dana Reyes',
    })
  })

  test('a returning member the server turns down is signed out once loading ends', async () => {
    window.localStorage.setItem(PERSISTED_KEY, '{}')
    firebase.signedInUser = {
      uid: 'firebase-uid-2',
      email: 'ray@example.com',
      displayName: 'Ray Santos',
      getIdToken: () => Promise.resolve('id-token'),
    }
    server.use(
      http.post(authApi.verify.path, () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHORIZED', message: 'Token expired' } },
          { status: 401 },
        ),
      ),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.user).toBeNull()
  })
})

describe('a member verified here before', () => {
  const REMEMBERED_KEY = 'vrh:verifiedUser'
  const dana = {
    uid: 'firebase-uid-3',
    email: 'dana@example.com',
    displayName: 'Dana Reyes',
    getIdToken: () => Promise.resolve('id-token'),
  }

  function rememberHere(rememberedUid: string) {
    window.localStorage.setItem(
      PERSISTED_KEY,
      JSON.stringify({ uid: dana.uid, email: dana.email, displayName: dana.displayName }),
    )
    window.localStorage.setItem(
      REMEMBERED_KEY,
      JSON.stringify({
        uid: rememberedUid,
        user: buildUser({ firstName: 'Dana', promptsUsed: 3 }),
      }),
    )
  }

  test('sees their page at once as last verified, then as the server answers now', async () => {
    rememberHere(dana.uid)
    firebase.signedInUser = dana
    const answerVerify = holdVerify(() =>
      HttpResponse.json({ user: buildUser({ firstName: 'Dana', promptsUsed: 4 }) }),
    )

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.user).toMatchObject({ firstName: 'Dana', promptsUsed: 3 })
    expect(result.current.externalUser).toEqual({
      uid: dana.uid,
      email: dana.email,
      displayName: dana.displayName,
    })
    // The page's own calls already carry the member's token.
    await expect(result.current.getIdToken()).resolves.toBe('id-token')

    answerVerify()
    await waitFor(() => expect(result.current.user).toMatchObject({ promptsUsed: 4 }))
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_KEY) ?? 'null')).toMatchObject({
      uid: dana.uid,
      user: { promptsUsed: 4 },
    })
  })

  test('is signed out, and forgotten, when the server now turns them down', async () => {
    rememberHere(dana.uid)
    firebase.signedInUser = dana
    const answerVerify = holdVerify(() =>
      HttpResponse.json(
        { error: { code: 'UNAUTHORIZED', message: 'Token revoked' } },
        { status: 401 },
      ),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await waitFor(() => expect(result.current.user).toMatchObject({ promptsUsed: 3 }))
    answerVerify()
    await waitFor(() => expect(result.current.user).toBeNull())
    expect(result.current.isLoading).toBe(false)
    expect(window.localStorage.getItem(REMEMBERED_KEY)).toBeNull()
  })

  test('is not shown for another account kept in this browser', async () => {
    rememberHere('someone-else')
    firebase.signedInUser = dana
    const answerVerify = holdVerify(() =>
      HttpResponse.json({ user: buildUser({ firstName: 'Dana', promptsUsed: 4 }) }),
    )

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await vi.dynamicImportSettled()
    expect(result.current).toMatchObject({ user: null, isLoading: true })
    answerVerify()
    await waitFor(() => expect(result.current.user).toMatchObject({ promptsUsed: 4 }))
  })

  test('sees their page before Firebase has even started, which confirms them after', async () => {
    rememberHere(dana.uid)
    firebase.signedInUser = dana
    const events: string[] = []
    firebase.initializeAuth.mockImplementationOnce(() => {
      events.push('Firebase started')
      return {
        authStateReady: () => Promise.resolve(),
        get currentUser() {
          return firebase.signedInUser
        },
      }
    })
    const answerVerify = holdVerify(() =>
      HttpResponse.json({ user: buildUser({ firstName: 'Dana', promptsUsed: 4 }) }),
    )
    function MemberProbe() {
      const { user } = useAuth()
      if (user && !events.includes('page shown')) events.push('page shown')
      return null
    }

    render(<MemberProbe />, { wrapper: Providers })
    await waitFor(() => expect(events).toEqual(['page shown', 'Firebase started']))
    answerVerify()
  })

  test('stays signed out when the verify answers after they signed out', async () => {
    rememberHere(dana.uid)
    firebase.signedInUser = dana
    let verifyAsked = false
    const answerVerify = holdVerify(
      () => HttpResponse.json({ user: buildUser({ firstName: 'Dana', promptsUsed: 4 }) }),
      () => (verifyAsked = true),
    )

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await waitFor(() => expect(verifyAsked).toBe(true))
    await result.current.signOut()
    answerVerify()
    // Long enough for the held answer to arrive and be read.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current).toMatchObject({ user: null, externalUser: null, isLoading: false })
    expect(window.localStorage.getItem(REMEMBERED_KEY)).toBeNull()
  })

  test('signing out before Firebase has loaded still signs Firebase out', async () => {
    rememberHere(dana.uid)
    firebase.signedInUser = dana
    server.use(http.post(authApi.verify.path, () => HttpResponse.json({ user: buildUser() })))
    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await waitFor(() => expect(result.current.user).not.toBeNull())

    await result.current.signOut()
    expect(firebase.signedInUser).toBeNull()
    await waitFor(() => expect(result.current.user).toBeNull())
  })

  test('is forgotten on sign-out', async () => {
    rememberHere(dana.uid)
    firebase.signedInUser = dana
    server.use(http.post(authApi.verify.path, () => HttpResponse.json({ user: buildUser() })))

    const { result } = renderHook(() => useAuth(), { wrapper: Providers })
    await waitFor(() => expect(result.current.user).not.toBeNull())
    await result.current.signOut()
    await waitFor(() => expect(result.current.user).toBeNull())
    expect(window.localStorage.getItem(REMEMBERED_KEY)).toBeNull()
  })
})

describe('the popup helper', () => {
  const renderSession = async () => {
    const session = await import('./session')
    return renderHook(() => session.useAuth(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={createQueryClient()}>
          <session.AuthProvider>{children}</session.AuthProvider>
        </QueryClientProvider>
      ),
    })
  }

  test('is ready before a visitor presses the sign-in button, which loads Firebase early', async () => {
    const { result } = await renderSession()
    result.current.prepareSignIn()
    await waitFor(() => expect(firebase.initializeAuth).toHaveBeenCalledTimes(1))
    expect(firebase.initializeAuth.mock.calls[0]).toEqual([
      {},
      { persistence: {}, popupRedirectResolver: {} },
    ])
  })

  test('is left out for a returning member, whose page it would only delay', async () => {
    window.localStorage.setItem(PERSISTED_KEY, '{}')
    await renderSession()
    await waitFor(() => expect(firebase.initializeAuth).toHaveBeenCalledTimes(1))
    expect(firebase.initializeAuth.mock.calls[0]).toEqual([{}, { persistence: {} }])
  })
})

describe('preloadPersistedSession', () => {
  test('starts loading Firebase for a returning member before anything renders', async () => {
    window.localStorage.setItem(PERSISTED_KEY, '{}')
    const { preloadPersistedSession } = await import('./session')
    preloadPersistedSession()
    await waitFor(() => expect(firebase.initializeAuth).toHaveBeenCalledOnce())
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
