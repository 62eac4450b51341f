import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ChatCrisis, ChatSource } from '@shared/assistant/assistant-contract'
import { usersTable } from '@server/features/auth/users-table'

export const chatsTable = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** The start of the first question, so a list of chats can be read at a glance. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chats_user_id_updated_at_idx').on(table.userId, table.updatedAt)],
)

export const chatMessagesTable = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chatsTable.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    /** On an assistant reply that led with the Veterans Crisis Line: which reply it was. */
    crisis: text('crisis').$type<ChatCrisis>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_chat_id_created_at_idx').on(table.chatId, table.createdAt)],
)
