import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import { uploadsApi, uploadUrlResultSchema } from '@shared/uploads/uploads-contract'
import { createLocalObjectStore } from '@server/features/uploads/local-object-store'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { parseRawResponse, rawExchange } from '@server/testing/raw-http'
import { createSignedInUser } from '@server/testing/signed-in-user'

// A client that sends its request one byte at a time must not hold a connection (or, for an
// upload, a partial file) open for as long as it likes: past REQUEST_TIMEOUT_MS it gets a 408.

const REQUEST_TIMEOUT_MS = 1000
const BYTE_INTERVAL_MS = 300

/** Writes the head at once, then the body one byte every BYTE_INTERVAL_MS, until the server hangs up. */
function sendSlowly(socket: Socket, head: string, body: string) {
  socket.write(head)
  let sent = 0
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= body.length) {
      clearInterval(timer)
      return
    }
    socket.write(body.charAt(sent))
    sent += 1
  }, BYTE_INTERVAL_MS)
  socket.on('close', () => clearInterval(timer))
}

describe('a client that sends its body slowly', () => {
  let app: TestApp
  let port = 0
  const dataDir = mkdtempSync(join(tmpdir(), 'vrh-slow-'))
  beforeAll(async () => {
    app = await buildTestApp({
      env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
      objectStore: createLocalObjectStore({ dataDir }),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('is cut off with a 408 in our error body within the configured timeout', async () => {
    const body = JSON.stringify({ ratings: [50, 30, 20, 10, 10, 10, 10, 10, 10, 10] })
    const startedAt = Date.now()
    const raw = await rawExchange(port, (socket) => {
      sendSlowly(
        socket,
        `POST ${calculatorsApi.disability.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      )
    })
    const elapsed = Date.now() - startedAt
    const response = parseRawResponse(raw)
    expect(response.statusCode).toBe(408)
    expect(apiErrorSchema.parse(JSON.parse(response.body)).error.code).toBe('REQUEST_TIMEOUT')
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS)
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS * 2 + 500)
  })

  test('uploading a file: cut off with a 408, and no partial file is left behind', async () => {
    const member = await createSignedInUser(app)
    const content = 'Diagnosis: tinnitus, bilateral. '.repeat(4)
    const { uploadURL } = uploadUrlResultSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: uploadsApi.uploadUrl.path,
          headers: { authorization: member.authorization },
          payload: { fileType: 'text/plain', fileSize: content.length },
        })
      ).json(),
    )
    const { pathname, search } = new URL(uploadURL)
    const raw = await rawExchange(port, (socket) => {
      sendSlowly(
        socket,
        `PUT ${pathname}${search} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${content.length}\r\n\r\n`,
        content,
      )
    })
    expect(parseRawResponse(raw).statusCode).toBe(408)
    const partialDir = join(dataDir, 'objects', '.partial')
    await vi.waitFor(() => expect(readdirSync(partialDir)).toEqual([]))
    expect(readdirSync(join(dataDir, 'objects')).filter((name) => name !== '.partial')).toEqual([])
  })
})
