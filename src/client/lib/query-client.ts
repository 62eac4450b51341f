import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/** product contract §7: a failed read's message is "status: body text", or the status text. */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

/** The default read: GET the query key's segments joined with slashes, as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(queryKey.join('/'), { credentials: 'include', signal })
  await throwIfResponseNotOk(response)
  return (await response.json()) as unknown
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
