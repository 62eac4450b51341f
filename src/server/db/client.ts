import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Env } from '@server/env'
import { projectPaths } from '@server/project-paths'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: the typed client plus what the app needs to check on it and close it. */
export type Database = {
  kind: 'pglite' | 'postgres'
  db: Db
  isReachable: () => Promise<boolean>
  /** Applies every committed migration in drizzle/ that the database has not seen yet. */
  migrate: () => Promise<void>
  close: () => Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` keeps the data on disk; without it the database lives in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }

/** Postgres when DATABASE_URL is set, otherwise PGlite on disk under DATA_DIR. */
export function databaseOptionsFromEnv(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR }
}

const migrationsConfig = { migrationsFolder: projectPaths.migrations }

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined)
    const db = drizzlePostgres(pool, { schema })
    return {
      kind: 'postgres',
      db,
      isReachable: () => ping(db),
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    }
  }
  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
  }
  const client = new PGlite(dataDir)
  const db = drizzlePglite(client, { schema })
  return {
    kind: 'pglite',
    db,
    isReachable: () => ping(db),
    migrate: () => migratePglite(db, migrationsConfig),
    close: () => client.close(),
  }
}

/** Any fixed number: the key of the advisory lock that migrating instances take turns on. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Drizzle's migrator takes no lock, so two instances starting together against one Postgres would
 * both apply a new migration and one would fail. A session-level advisory lock makes them take
 * turns: the second finds the migrations applied and does nothing.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), migrationsConfig)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
