import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import { healthApi } from '@shared/health/health-contract'
import { openDatabase } from '@server/db/client'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { createScratchPostgres } from '@server/testing/test-databases'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * A TCP proxy in front of Postgres that a test can cut and restore, as an outage would: the
 * database and the app stay as they are, only the network between them fails.
 */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<Socket>()
  let server: Server | null = null
  let port = 0
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port
        resolve()
      })
    })
  await open()
  return {
    port: () => port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server?.close(() => resolve())
      }),
    restore: open,
  }
}

describe.skipIf(!postgresUrl)('when Postgres goes away', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>
  let app: TestApp
  beforeAll(async () => {
    scratch = await createScratchPostgres()
    const url = new URL(scratch.url)
    const direct = openDatabase({ kind: 'postgres', url: scratch.url })
    await direct.migrate()
    await direct.close()
    proxy = await startCuttableProxy(url)
    const viaProxy = new URL(url)
    viaProxy.host = `127.0.0.1:${proxy.port()}`
    app = await buildTestApp({ database: openDatabase({ kind: 'postgres', url: viaProxy.href }) })
  })
  afterAll(async () => {
    await app.close()
    await scratch.drop()
  })

  test('requests get a 503 with a clear message, and everything works again once it is back', async () => {
    const member = await createSignedInUser(app)
    const verify = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { authorization: member.authorization },
      })
    expect((await verify()).statusCode).toBe(200)

    await proxy.cut()
    const down = await verify()
    expect(down.statusCode).toBe(503)
    expect(apiErrorSchema.parse(down.json()).error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'The service is briefly unavailable. Nothing you saved is lost. Please try again in a minute.',
    })
    const health = await app.inject({ method: 'GET', url: healthApi.health.path })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ status: 'degraded', database: 'down' })

    await proxy.restore()
    expect((await verify()).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: healthApi.health.path })).statusCode).toBe(200)
  })
})
