import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { FileAnalysis } from '@shared/uploads/uploads-contract'
import { usersTable } from '@server/features/auth/users-table'

export const filesTable = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** Unique: saving the same uploaded object twice returns the one record. */
    objectPath: text('object_path').notNull().unique(),
    fileType: text('file_type').notNull(),
    /** The stored object's real size in bytes, read from the store, never the client's claim. */
    fileSize: integer('file_size').notNull(),
    /** Null until a Pro member asks for an analysis. */
    analysis: jsonb('analysis').$type<FileAnalysis>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_owner_id_created_at_idx').on(table.ownerId, table.createdAt)],
)
