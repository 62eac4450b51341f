import { useMutation } from '@tanstack/react-query'
import { accountApi } from '@shared/account/account-contract'
import { callApi } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'

/** Deletes the signed-in member's account and everything the hub keeps about them. */
export function useDeleteAccount() {
  const { getIdToken } = useAuth()
  return useMutation({
    mutationFn: async () => callApi(accountApi.deleteAccount, { token: await getIdToken() }),
  })
}
