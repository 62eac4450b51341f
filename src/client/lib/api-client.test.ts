import { afterEach, describe, expect, test, vi } from 'vitest'
import { authApi } from '@shared/auth/auth-contract'
import { healthApi } from '@shared/health/health-contract'
import { ApiError, callApi } from './api-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('callApi', () => {
  test('parses a success with the endpoint schema and sends the bearer token', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ status: 'ok', database: 'up' })),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(callApi(healthApi.health, { token: 'token-1' })).resolves.toEqual({
      status: 'ok',
      database: 'up',
    })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-1' })
  })

  test('sends the verify call with the JSON content type and no body, as product contract §7 says', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json({
          user: { firstName: 'Dana', username: 'dana', promptsUsed: 0, promptsRemaining: 20, subscriptionStatus: 'inactive' },
        }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    await callApi(authApi.verify, { token: 'token-1' })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer token-1' })
    expect(init?.body).toBeUndefined()
  })

  test("turns the server's error body into an ApiError with its code and message", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }, { status: 429 }),
      ),
    )
    const failure = callApi(healthApi.health, {})
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests.' })
  })
})
