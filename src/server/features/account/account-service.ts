import { ACCOUNT_ERROR_CODES } from '@shared/account/account-contract'
import type { Db } from '@server/db/client'
import { deleteUser, findUserIdByFirebaseUid } from '@server/features/auth/users-service'
import {
  PaymentProviderError,
  type PaymentProvider,
} from '@server/features/subscription/payment-provider'
import { endAllSubscriptionsNow } from '@server/features/subscription/subscription-service'
import type { ObjectStore } from '@server/features/uploads/object-store'
import { removeAllObjects } from '@server/features/uploads/uploads-service'
import { AppError } from '@server/plugins/app-error'

export type AccountServices = {
  paymentProvider: PaymentProvider
  objectStore: ObjectStore
  /** The key of the hash this month's prompt count is kept under (ADR 0016). */
  uidHashKey: string
}

/**
 * Deletes everything the hub keeps about one member, in the order that never leaves them billed
 * or their records stored behind a deleted account (ADR 0013):
 * 1. every open subscription is ended at once with the provider; if it cannot be, nothing is deleted;
 * 2. every stored object under the member's prefix is removed; if that fails, the account stays;
 * 3. the users row is deleted, which cascades to chats, messages, file records and subscriptions;
 *    only this month's prompt count stays, under a keyed hash of the uid (ADR 0016).
 * A member with no row (already deleted, or never verified) has nothing to delete: no error, and
 * nothing is created.
 */
export async function deleteAccount(
  db: Db,
  { paymentProvider, objectStore, uidHashKey }: AccountServices,
  firebaseUid: string,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  const userId = await findUserIdByFirebaseUid(db, firebaseUid)
  if (!userId) return

  let endedSubscriptions: number
  try {
    endedSubscriptions = await endAllSubscriptionsNow(db, paymentProvider, userId)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.error({ err: error, userId }, 'account deletion: the payment provider failed')
    throw new AppError(
      502,
      ACCOUNT_ERROR_CODES.paymentProviderUnavailable,
      'We could not cancel your Pro subscription with the payment service, so nothing was deleted. Please try again in a few minutes.',
    )
  }

  try {
    await removeAllObjects(objectStore, userId)
  } catch (error) {
    log.error({ err: error, userId }, 'account deletion: the object store failed')
    const cancelled = endedSubscriptions > 0 ? 'Your Pro subscription is cancelled, but we' : 'We'
    throw new AppError(
      502,
      ACCOUNT_ERROR_CODES.recordsNotDeleted,
      `${cancelled} could not delete your uploaded records just now, so your account is still here. Please try again in a few minutes.`,
    )
  }

  await deleteUser(db, userId, uidHashKey)
}
