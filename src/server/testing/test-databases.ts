import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '@server/db/client'

export type TestDatabaseKind = Database['kind']

/** PGlite always; Postgres too when TEST_DATABASE_URL names a server (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A migrated, empty database of its own for one test file: PGlite in memory, or a fresh
 * Postgres database that is dropped again on close.
 */
export async function openTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    const database = openDatabase({ kind: 'pglite' })
    await database.migrate()
    return database
  }
  const scratch = await createScratchPostgres()
  const database = openDatabase({ kind: 'postgres', url: scratch.url })
  await database.migrate()
  return {
    ...database,
    close: async () => {
      await database.close()
      await scratch.drop()
    },
  }
}

/**
 * An empty Postgres database of its own on the server of `adminUrl` (the TEST_DATABASE_URL server
 * unless given), and a way to drop it.
 */
export async function createScratchPostgres(adminUrl = process.env.TEST_DATABASE_URL, prefix = 'vrh_test') {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  await withPostgresClient(adminUrl, (admin) => admin.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: () =>
      withPostgresClient(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ),
  }
}

/** Runs `run` on one Postgres connection to `url`, and closes it whatever happens. */
export async function withPostgresClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
