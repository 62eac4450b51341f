import { describe, expect, test } from 'vitest'
import { healthApi } from '@shared/health/health-contract'
import { buildTestApp } from '@server/testing/build-test-app'
import { openTestDatabase, testDatabaseKinds } from '@server/testing/test-databases'

describe.each(testDatabaseKinds())('GET /api/health on %s', (kind) => {
  test('reports the database as up', async () => {
    const app = await buildTestApp({ database: await openTestDatabase(kind) })
    const response = await app.inject({ method: 'GET', url: healthApi.health.path })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
    await app.close()
  })

  test('reports a 503 when the database cannot be reached', async () => {
    const database = await openTestDatabase(kind)
    const app = await buildTestApp({ database: { ...database, close: async () => undefined } })
    await database.close()
    const response = await app.inject({ method: 'GET', url: healthApi.health.path })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' })
    await app.close()
  })
})
