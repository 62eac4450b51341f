import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ObjectStore } from './object-store'
import { createS3ObjectStore } from './s3-object-store'

type S3rverServer = { run: () => Promise<{ port: number }>; close: () => Promise<void> }
type S3rverOptions = { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] }
// s3rver ships no types; this is the part of its API the test uses.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer

const BUCKET = 'medical-records'
let server: S3rverServer
let store: ObjectStore
const directory = mkdtempSync(join(tmpdir(), 'vrh-s3rver-'))

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] })
  const { port } = await server.run()
  store = createS3ObjectStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed test credentials; it checks signatures made with them.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
})
afterAll(async () => {
  await server.close()
  rmSync(directory, { recursive: true, force: true })
})

async function readAll(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const note = Buffer.from('Diagnosis: tinnitus.')

async function signedPut(body: Buffer, options: { fileSize?: number; headers?: Record<string, string> } = {}) {
  const objectPath = `users/${randomUUID()}/${randomUUID()}`
  const target = await store.createUploadTarget(
    { objectPath, expiresAt: new Date(Date.now() + 60_000), fileType: 'text/plain', fileSize: options.fileSize ?? body.length },
    'http://localhost',
  )
  const response = await fetch(target.url, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain', ...target.headers, ...options.headers },
    body,
  })
  return { objectPath, target, response }
}

describe('the S3 object store, against s3rver', () => {
  test('a signed PUT stores the object with an ETag; stat, read and remove see it', async () => {
    const { objectPath, target, response } = await signedPut(note)
    expect(target.headers).toEqual({ 'x-amz-server-side-encryption': 'AES256' })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toMatch(/^".+"$/)
    expect(await store.stat(objectPath)).toEqual({ size: note.length, contentType: 'text/plain' })
    expect((await readAll(await store.read(objectPath))).equals(note)).toBe(true)
    await store.remove(objectPath)
    expect(await store.stat(objectPath)).toBeNull()
  })

  test("removing everything under a member's prefix leaves other members' objects", async () => {
    const owner = randomUUID()
    const paths = [`users/${owner}/${randomUUID()}`, `users/${owner}/${randomUUID()}`]
    const uploaded = await Promise.all([signedPut(note), signedPut(note)])
    const mine = await Promise.all(
      paths.map(async (objectPath) => {
        const target = await store.createUploadTarget(
          {
            objectPath,
            expiresAt: new Date(Date.now() + 60_000),
            fileType: 'text/plain',
            fileSize: note.length,
          },
          'http://localhost',
        )
        await fetch(target.url, {
          method: 'PUT',
          headers: { 'content-type': 'text/plain', ...target.headers },
          body: note,
        })
        return objectPath
      }),
    )
    for (const objectPath of mine) expect(await store.stat(objectPath)).not.toBeNull()
    await store.removeAllUnder(`users/${owner}/`)
    for (const objectPath of mine) expect(await store.stat(objectPath)).toBeNull()
    for (const { objectPath } of uploaded) expect(await store.stat(objectPath)).not.toBeNull()
    await expect(store.removeAllUnder(`users/${owner}/`)).resolves.toBeUndefined()
    await expect(store.removeAllUnder('users/')).rejects.toThrow('not an owner prefix')
  })

  // s3rver accepts any well-formed SigV4 request without checking it, so refusals of a longer
  // body, another encryption header or an expired URL are S3's to enforce and are not proven here.
  // What is proven: the URL signs those headers, and expires when the grant does.
  test('the signature covers the type, the declared length and the encryption header', async () => {
    const { target } = await signedPut(note)
    const query = new URL(target.url).searchParams
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;x-amz-server-side-encryption')
    expect(Number(query.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(59)
    expect(Number(query.get('X-Amz-Expires'))).toBeLessThanOrEqual(60)
  })

  test('the upload origin is the endpoint, for the content security policy', () => {
    expect(store.uploadOrigins).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)])
  })
})
