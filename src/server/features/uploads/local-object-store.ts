import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto'
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { access, link, mkdir, open, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline as pipelineWithCallback, Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'
import {
  ALLOWED_FILE_TYPES,
  allowedFileTypeSchema,
  MAX_FILE_SIZE_BYTES,
} from '@shared/uploads/uploads-contract'
import { parseEncryptionKey } from '@server/env'
import { AppError } from '@server/plugins/app-error'
import {
  LOCAL_UPLOAD_PATH,
  type IncomingUpload,
  type ObjectStore,
  type StoredObject,
} from './object-store'

// File layout: MAGIC | type length (1 byte) | type | IV (12) | AES-256-GCM ciphertext | tag (16).
// The object path and type are authenticated (AAD), so an object cannot be moved or relabelled.
const MAGIC = Buffer.from('VRH1')
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32
const KEY_FILE = 'object-encryption.key'

/** Object paths the service creates: users/<owner id>/<object id>. Anything else never touches disk. */
const OBJECT_PATH = /^users\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/
/** One owner's folder: users/<owner id>/. */
const OWNER_PREFIX = /^users\/[0-9a-f-]{36}\/$/

/** The signed query string of an upload URL. */
const signedQuerySchema = z.object({
  path: z.string().regex(OBJECT_PATH),
  expires: z.coerce.number().int().positive(),
  type: allowedFileTypeSchema.optional(),
  size: z.coerce.number().int().min(1).max(MAX_FILE_SIZE_BYTES).optional(),
  signature: z.string().min(1),
})
type SignedQuery = z.infer<typeof signedQuerySchema>

export type LocalObjectStoreOptions = {
  /** Objects live in `<dataDir>/objects`; the generated key, if any, in `<dataDir>`. */
  dataDir: string
  /** 32 bytes. Without it, a key is generated once and kept in `<dataDir>` (mode 0600). */
  encryptionKey?: Buffer
  now?: () => Date
}

/**
 * The key kept beside the data. Created with O_EXCL, so two processes starting at once agree on
 * one key; mode 0600, so only the server's user can read it.
 */
function loadOrCreateKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, KEY_FILE)
  try {
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = parseEncryptionKey(readFileSync(file, 'utf8').trim())
  if (!key) throw new Error(`${file} does not hold a 32-byte key`)
  return key
}

function canonicalGrant(query: Omit<SignedQuery, 'signature'>): string {
  return ['v1', query.path, query.expires, query.type ?? '', query.size ?? ''].join('\n')
}

function forbidden(message: string) {
  return new AppError(403, 'UPLOAD_URL_INVALID', message)
}

/** An upload URL works once: the object it names is never replaced (DESIGN.md, Security). */
function alreadyUsed() {
  return new AppError(409, 'UPLOAD_URL_USED', 'This upload link was already used. Please upload the file again.')
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

function tooLarge() {
  return new AppError(
    413,
    'FILE_TOO_LARGE',
    `Files can be at most ${MAX_FILE_SIZE_BYTES / 1024 / 1024} MB.`,
  )
}

/** The media type without parameters: "text/plain; charset=utf-8" is "text/plain". */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Counts and hashes the bytes passing through, and stops the stream past `limit`. */
function meter(limit: number) {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      if (bytes > limit) {
        callback(tooLarge())
        return
      }
      hash.update(chunk)
      callback(null, chunk)
    },
  })
  return { stream, bytes: () => bytes, digest: () => hash.digest('hex') }
}

/**
 * The embedded object store: files encrypted with AES-256-GCM under `<dataDir>/objects`, uploaded
 * through HMAC-signed, expiring URLs that our own server answers.
 */
export function createLocalObjectStore(options: LocalObjectStoreOptions): ObjectStore {
  const root = join(options.dataDir, 'objects')
  const partialDir = join(root, '.partial')
  const encryptionKey = options.encryptionKey ?? loadOrCreateKey(options.dataDir)
  // A separate key for signing, derived from the one secret, so one key is all there is to manage.
  const signingKey = Buffer.from(
    hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'upload-url-signing', KEY_BYTES),
  )
  const now = options.now ?? (() => new Date())

  const sign = (query: Omit<SignedQuery, 'signature'>) =>
    createHmac('sha256', signingKey).update(canonicalGrant(query)).digest('base64url')

  const fileOf = (objectPath: string) => {
    if (!OBJECT_PATH.test(objectPath)) {
      throw new AppError(400, 'INVALID_OBJECT_PATH', 'That is not the name of an uploaded file.')
    }
    return join(root, `${objectPath}.enc`)
  }

  const aad = (objectPath: string, type: string) => Buffer.from(`${objectPath}\n${type}`)

  /** The header of a stored object, or null when there is none. */
  async function readHeader(objectPath: string) {
    let handle
    try {
      handle = await open(fileOf(objectPath), 'r')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
    try {
      const { size: fileSize } = await handle.stat()
      const head = Buffer.alloc(MAGIC.length + 1 + 255 + IV_BYTES)
      await handle.read(head, 0, head.length, 0)
      if (!head.subarray(0, MAGIC.length).equals(MAGIC))
        throw new Error(`${objectPath} is not a stored object`)
      const typeLength = head.readUInt8(MAGIC.length)
      const typeStart = MAGIC.length + 1
      const type = head.toString('utf8', typeStart, typeStart + typeLength)
      const iv = head.subarray(typeStart + typeLength, typeStart + typeLength + IV_BYTES)
      const headerLength = typeStart + typeLength + IV_BYTES
      const tag = Buffer.alloc(TAG_BYTES)
      await handle.read(tag, 0, TAG_BYTES, fileSize - TAG_BYTES)
      return { type, iv, tag, headerLength, plaintextSize: fileSize - headerLength - TAG_BYTES }
    } finally {
      await handle.close()
    }
  }

  async function receiveUpload(upload: IncomingUpload): Promise<{ etag: string }> {
    const parsed = signedQuerySchema.safeParse(upload.query)
    if (!parsed.success) throw forbidden('This upload link is not valid. Please try again.')
    const { signature, ...grant } = parsed.data
    const expected = Buffer.from(sign(grant))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('This upload link is not valid. Please try again.')
    }
    if (grant.expires * 1000 <= now().getTime())
      throw forbidden('This upload link has expired. Please try again.')

    const type = mediaType(upload.contentType)
    if (
      !(ALLOWED_FILE_TYPES as readonly string[]).includes(type) ||
      (grant.type && grant.type !== type)
    ) {
      throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'This type of file cannot be uploaded.')
    }
    const limit = grant.size ?? MAX_FILE_SIZE_BYTES
    // A declared length over the limit is refused before a byte is read.
    if (upload.contentLength !== undefined && upload.contentLength > MAX_FILE_SIZE_BYTES)
      throw tooLarge()
    if (
      grant.size !== undefined &&
      upload.contentLength !== undefined &&
      upload.contentLength !== grant.size
    ) {
      throw new AppError(
        400,
        'FILE_SIZE_MISMATCH',
        "The file's size does not match its upload link.",
      )
    }

    const target = fileOf(grant.path)
    if (await exists(target)) throw alreadyUsed()

    // Bytes go to a partial file first and are linked into place only when complete, so a crash
    // or an aborted upload never leaves a half object under its final name.
    await mkdir(partialDir, { recursive: true })
    const partial = join(partialDir, randomUUID())
    const iv = randomBytes(IV_BYTES)
    const typeBytes = Buffer.from(type)
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv).setAAD(aad(grant.path, type))
    const counter = meter(limit)
    // The request is piped in rather than put into the pipeline, so stopping early does not
    // destroy the connection before the 413 can be sent.
    // The error listener stays after the upload is settled, so a connection reset later on is
    // ignored instead of reaching a stream nobody listens to any more.
    let isSettled = false
    upload.body.on('error', (error) => {
      if (!isSettled) counter.stream.destroy(error)
    })
    upload.body.on('close', () => {
      if (!isSettled && !upload.body.readableEnded) counter.stream.destroy(new Error('the upload was aborted'))
    })
    upload.body.pipe(counter.stream)
    try {
      await pipeline(
        counter.stream,
        cipher,
        async function* (encrypted: AsyncIterable<Buffer>) {
          yield Buffer.concat([MAGIC, Buffer.from([typeBytes.length]), typeBytes, iv])
          for await (const chunk of encrypted) yield chunk
          yield cipher.getAuthTag()
        },
        createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      )
      if (grant.size !== undefined && counter.bytes() !== grant.size) {
        throw new AppError(
          400,
          'FILE_SIZE_MISMATCH',
          "The file's size does not match its upload link.",
        )
      }
      if (counter.bytes() === 0) throw new AppError(400, 'FILE_EMPTY', 'The file is empty.')
      await mkdir(dirname(target), { recursive: true })
      // link, unlike rename, fails if the object exists: of two PUTs racing on one URL, one wins.
      await link(partial, target).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? alreadyUsed() : error
      })
    } catch (error) {
      upload.body.unpipe(counter.stream)
      throw error
    } finally {
      isSettled = true
      await rm(partial, { force: true })
    }
    return { etag: `"${counter.digest().slice(0, 32)}"` }
  }

  return {
    uploadOrigins: [],
    async createUploadTarget(grant, origin) {
      const query = {
        path: grant.objectPath,
        expires: Math.floor(grant.expiresAt.getTime() / 1000),
        type: grant.fileType,
        size: grant.fileSize,
      }
      const url = new URL(LOCAL_UPLOAD_PATH, origin)
      url.searchParams.set('path', query.path)
      url.searchParams.set('expires', String(query.expires))
      if (query.type) url.searchParams.set('type', query.type)
      if (query.size !== undefined) url.searchParams.set('size', String(query.size))
      url.searchParams.set('signature', sign(query))
      return { url: url.href, headers: {} }
    },
    async stat(objectPath): Promise<StoredObject | null> {
      const header = await readHeader(objectPath)
      return header ? { size: header.plaintextSize, contentType: header.type } : null
    },
    async read(objectPath): Promise<Readable> {
      const header = await readHeader(objectPath)
      if (!header) throw new Error(`no object at ${objectPath}`)
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, header.iv)
        .setAAD(aad(objectPath, header.type))
        .setAuthTag(header.tag)
      const encrypted = createReadStream(fileOf(objectPath), {
        start: header.headerLength,
        end: header.headerLength + header.plaintextSize - 1,
      })
      // A tampered file fails its tag at the end: the stream errors instead of ending cleanly.
      return pipelineWithCallback(encrypted, decipher, () => undefined)
    },
    async remove(objectPath) {
      await rm(fileOf(objectPath), { force: true })
    },
    async removeAllUnder(ownerPrefix) {
      if (!OWNER_PREFIX.test(ownerPrefix)) throw new Error(`not an owner prefix: ${ownerPrefix}`)
      await rm(join(root, ownerPrefix), { recursive: true, force: true })
    },
    receiveUpload,
  }
}
