import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, test } from 'vitest'
import { parseEncryptionKey } from '@server/env'
import { createLocalObjectStore } from './local-object-store'
import type { ObjectStore } from './object-store'

const folders: string[] = []
function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'vrh-store-test-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const plaintext = Buffer.from('Diagnosis: tinnitus, bilateral. Seen by Dr. Maria Lopez on 03/14/2024.')

async function upload(store: ObjectStore, objectPath: string, body: Buffer, contentType = 'text/plain') {
  const target = await store.createUploadTarget({ objectPath, expiresAt: new Date(Date.now() + 60_000) }, 'http://localhost:5000')
  const url = new URL(target.url)
  if (!store.receiveUpload) throw new Error('the local store receives uploads')
  return store.receiveUpload({
    query: Object.fromEntries(url.searchParams),
    contentType,
    contentLength: body.length,
    body: Readable.from([body]),
  })
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('the local object store', () => {
  test('keeps files encrypted at rest, and reads them back as they were', async () => {
    const dir = dataDir()
    const store = createLocalObjectStore({ dataDir: dir })
    const objectPath = `users/${randomUUID()}/${randomUUID()}`
    await upload(store, objectPath, plaintext)

    const onDisk = readFileSync(join(dir, 'objects', `${objectPath}.enc`))
    expect(onDisk.includes(Buffer.from('tinnitus'))).toBe(false)
    expect(onDisk.includes(plaintext.subarray(0, 16))).toBe(false)
    expect(await store.stat(objectPath)).toEqual({ size: plaintext.length, contentType: 'text/plain' })
    expect((await readAll(await store.read(objectPath))).equals(plaintext)).toBe(true)
  })

  test("removes every object under a member's prefix and nothing of anyone else's", async () => {
    const dir = dataDir()
    const store = createLocalObjectStore({ dataDir: dir })
    const owner = randomUUID()
    const mine = [`users/${owner}/${randomUUID()}`, `users/${owner}/${randomUUID()}`]
    const theirs = `users/${randomUUID()}/${randomUUID()}`
    for (const objectPath of [...mine, theirs]) await upload(store, objectPath, plaintext)
    await store.removeAllUnder(`users/${owner}/`)
    for (const objectPath of mine) expect(await store.stat(objectPath)).toBeNull()
    expect(readdirSync(join(dir, 'objects', 'users'))).not.toContain(owner)
    expect(await store.stat(theirs)).not.toBeNull()
    await expect(store.removeAllUnder(`users/${owner}/`)).resolves.toBeUndefined()
    for (const prefix of ['users/', '', `users/${owner}/../`, `users/${owner}`]) {
      await expect(store.removeAllUnder(prefix)).rejects.toThrow('not an owner prefix')
    }
    expect(await store.stat(theirs)).not.toBeNull()
  })

  test('generates its key once, readable only by its owner, and keeps using it', async () => {
    const dir = dataDir()
    const objectPath = `users/${randomUUID()}/${randomUUID()}`
    await upload(createLocalObjectStore({ dataDir: dir }), objectPath, plaintext)
    expect(statSync(join(dir, 'object-encryption.key')).mode & 0o777).toBe(0o600)
    const restarted = createLocalObjectStore({ dataDir: dir })
    expect((await readAll(await restarted.read(objectPath))).equals(plaintext)).toBe(true)
  })

  test('a tampered file fails to decrypt instead of returning altered bytes', async () => {
    const dir = dataDir()
    const store = createLocalObjectStore({ dataDir: dir })
    const objectPath = `users/${randomUUID()}/${randomUUID()}`
    await upload(store, objectPath, plaintext)
    const file = join(dir, 'objects', `${objectPath}.enc`)
    const bytes = readFileSync(file)
    const last = bytes.length - 20
    bytes.writeUInt8((bytes.readUInt8(last) + 1) % 256, last)
    writeFileSync(file, bytes)
    await expect(readAll(await store.read(objectPath))).rejects.toThrow()
  })

  test('another key cannot read the files, and URLs signed with it are refused', async () => {
    const dir = dataDir()
    const store = createLocalObjectStore({ dataDir: dir })
    const objectPath = `users/${randomUUID()}/${randomUUID()}`
    await upload(store, objectPath, plaintext)
    const otherKey = parseEncryptionKey('a'.repeat(64))
    if (!otherKey) throw new Error('a valid key')
    const other = createLocalObjectStore({ dataDir: dir, encryptionKey: otherKey })
    await expect(readAll(await other.read(objectPath))).rejects.toThrow()
    const target = await other.createUploadTarget({ objectPath, expiresAt: new Date(Date.now() + 60_000) }, 'http://localhost')
    await expect(
      store.receiveUpload?.({
        query: Object.fromEntries(new URL(target.url).searchParams),
        contentType: 'text/plain',
        contentLength: 5,
        body: Readable.from([Buffer.from('hello')]),
      }),
    ).rejects.toMatchObject({ statusCode: 403 })
  })

  test('an upload stopped at the limit leaves no file behind, partial or final', async () => {
    const dir = dataDir()
    const store = createLocalObjectStore({ dataDir: dir })
    const objectPath = `users/${randomUUID()}/${randomUUID()}`
    const target = await store.createUploadTarget({ objectPath, expiresAt: new Date(Date.now() + 60_000), fileSize: 4 }, 'http://localhost')
    await expect(
      store.receiveUpload?.({
        query: Object.fromEntries(new URL(target.url).searchParams),
        contentType: 'text/plain',
        contentLength: undefined,
        body: Readable.from([Buffer.from('more than four bytes')]),
      }),
    ).rejects.toMatchObject({ statusCode: 413 })
    expect(await store.stat(objectPath)).toBeNull()
    expect(readdirSync(join(dir, 'objects', '.partial'))).toEqual([])
  })

  test('refuses a path that is not an object path with a 400 AppError, before touching the disk', async () => {
    const store = createLocalObjectStore({ dataDir: dataDir() })
    const ownerId = randomUUID()
    for (const objectPath of [`users/${ownerId}/../x`, `users/${ownerId}/a/b`, '../../etc/passwd']) {
      await expect(store.stat(objectPath)).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_OBJECT_PATH' })
      await expect(store.remove(objectPath)).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_OBJECT_PATH' })
    }
  })
})
