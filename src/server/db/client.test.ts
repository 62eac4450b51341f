import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { usersTable } from '@server/db/schema'
import {
  openTestDatabase,
  testDatabaseKinds,
  withPostgresClient,
} from '@server/testing/test-databases'
import { openDatabase } from './client'

describe.each(testDatabaseKinds())('the migrated database on %s', (kind) => {
  test('creates users with the free-plan defaults and the current UTC month', async () => {
    const database = await openTestDatabase(kind)
    const [user] = await database.db
      .insert(usersTable)
      .values({ firebaseUid: 'uid-defaults', firstName: 'Dana' })
      .returning()
    expect(user).toMatchObject({
      promptsUsed: 0,
      subscriptionStatus: 'inactive',
      promptsPeriod: new Date().toISOString().slice(0, 7),
    })
    await database.close()
  })

  test('refuses a second user with the same sign-in account', async () => {
    const database = await openTestDatabase(kind)
    await database.db.insert(usersTable).values({ firebaseUid: 'uid-twice' })
    await expect(
      database.db.insert(usersTable).values({ firebaseUid: 'uid-twice' }),
    ).rejects.toThrow()
    await database.close()
  })

  test('applying the migrations again changes nothing', async () => {
    const database = await openTestDatabase(kind)
    await database.db.insert(usersTable).values({ firebaseUid: 'uid-kept' })
    await database.migrate()
    const rows = await database.db.select().from(usersTable)
    expect(rows).toHaveLength(1)
    await database.close()
  })
})

describe('PGlite on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vrh-pglite-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  test('keeps its data across a restart', async () => {
    const first = openDatabase({ kind: 'pglite', dataDir })
    await first.migrate()
    await first.db.insert(usersTable).values({ firebaseUid: 'uid-persisted', firstName: 'Ray' })
    await first.close()

    const second = openDatabase({ kind: 'pglite', dataDir })
    await second.migrate()
    const rows = await second.db
      .select()
      .from(usersTable)
      .where(eq(usersTable.firebaseUid, 'uid-persisted'))
    expect(rows[0]?.firstName).toBe('Ray')
    await second.close()
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'several instances starting against one Postgres',
  () => {
    test('migrate an empty database at the same moment without failing', async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? ''
      const name = `vrh_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`
      await withPostgresClient(adminUrl, (admin) => admin.query(`create database ${name}`))
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const instances = [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.href }))
      try {
        await Promise.all(instances.map((instance) => instance.migrate()))
        const [first] = instances
        await first?.db.insert(usersTable).values({ firebaseUid: 'uid-after-migrations' })
      } finally {
        await Promise.all(instances.map((instance) => instance.close()))
        await withPostgresClient(adminUrl, (admin) =>
          admin.query(`drop database if exists ${name} with (force)`),
        )
      }
    })
  },
)
