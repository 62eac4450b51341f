import { afterEach, describe, expect, test, vi } from 'vitest'
import { createQueryClient } from './query-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('the default data read', () => {
  test('GETs the query key joined with slashes, with credentials, as JSON', async () => {
    const fetchMock = stubFetch(Response.json({ status: 'ok' }))
    const data = await createQueryClient().query({ queryKey: ['/api/files', 'abc'] })
    expect(data).toEqual({ status: 'ok' })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/files/abc',
      expect.objectContaining({ credentials: 'include' }),
    )
  })

  test('a failed read throws "status: body text"', async () => {
    stubFetch(new Response('Nothing here', { status: 404, statusText: 'Not Found' }))
    await expect(createQueryClient().query({ queryKey: ['/api/nope'] })).rejects.toThrow(
      '404: Nothing here',
    )
  })

  test('a failed read with an empty body throws "status: status text"', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }))
    await expect(createQueryClient().query({ queryKey: ['/api/health'] })).rejects.toThrow(
      '503: Service Unavailable',
    )
  })

  test('queries never refetch, never go stale and never retry; mutations never retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    })
    expect(mutations).toMatchObject({ retry: false })
  })
})
