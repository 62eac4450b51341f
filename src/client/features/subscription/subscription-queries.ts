import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { subscriptionApi, type TestCardPayment } from '@shared/subscription/subscription-contract'
import { callApi } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'

type GetIdToken = () => Promise<string | null>

export const subscriptionQueries = {
  summary: (getIdToken: GetIdToken) =>
    queryOptions({
      queryKey: [subscriptionApi.summary.path],
      queryFn: async () => callApi(subscriptionApi.summary, { token: await getIdToken() }),
    }),
  /**
   * product contract §7: opening the page starts the subscription. The server resumes a payment that
   * is already waiting, so asking again after a reload is safe; nothing is kept once the page closes.
   */
  checkout: (getIdToken: GetIdToken) =>
    queryOptions({
      queryKey: [subscriptionApi.create.path],
      queryFn: async () => callApi(subscriptionApi.create, { token: await getIdToken() }),
      gcTime: 0,
    }),
}

/** Pays the waiting subscription with a test card (local test mode). */
export function useTestCardPayment() {
  const { getIdToken } = useAuth()
  return useMutation({
    mutationFn: async (payment: TestCardPayment) =>
      callApi(subscriptionApi.confirmTestPayment, { token: await getIdToken(), body: payment }),
  })
}

/** After Stripe's card form confirms, reads the plan from Stripe so Pro shows without waiting. */
export function useSubscriptionRefresh() {
  const { getIdToken } = useAuth()
  return useMutation({
    mutationFn: async () => callApi(subscriptionApi.refresh, { token: await getIdToken() }),
  })
}

export function useSubscriptionCancel() {
  const { getIdToken, refreshUser } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => callApi(subscriptionApi.cancel, { token: await getIdToken() }),
    onSuccess: async (summary) => {
      queryClient.setQueryData(subscriptionQueries.summary(getIdToken).queryKey, summary)
      await refreshUser()
    },
  })
}

export function useBillingPortal() {
  const { getIdToken } = useAuth()
  return useMutation({
    mutationFn: async () => callApi(subscriptionApi.billingPortal, { token: await getIdToken() }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
