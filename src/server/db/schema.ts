// The one deliberate index: drizzle-kit and the typed client need every table in one place.
export { deletedAccountAllowancesTable } from '@server/features/auth/deleted-account-allowances-table'
export { usersTable } from '@server/features/auth/users-table'
export { chatMessagesTable, chatsTable } from '@server/features/assistant/chats-table'
export {
  paymentEventsTable,
  subscriptionsTable,
  testModeSubscriptionsTable,
} from '@server/features/subscription/subscription-tables'
export { filesTable } from '@server/features/uploads/files-table'
