import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'

/** Error codes of the account deletion; each says what was and was not deleted. */
export const ACCOUNT_ERROR_CODES = {
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  recordsNotDeleted: 'RECORDS_NOT_DELETED',
} as const

export const accountApi = {
  /**
   * Bearer. Deletes everything the hub keeps about the caller: a Pro subscription is cancelled
   * with the payment provider at once, uploaded records are removed from storage, then the
   * account with its chats and file records. 204, also when there is no account (any more).
   * On a failure nothing of the account is deleted, and the error says so (ADR 0013).
   */
  deleteAccount: { method: 'DELETE', path: '/api/account', response: z.undefined() },
} as const satisfies Record<string, Endpoint>
