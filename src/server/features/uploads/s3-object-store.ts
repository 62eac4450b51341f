import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { ObjectStore, StoredObject } from './object-store'

export type S3ObjectStoreOptions = {
  bucket: string
  region: string
  /** An S3-compatible service's endpoint; unset for AWS itself. */
  endpoint?: string
  forcePathStyle?: boolean
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Asks the service to encrypt at rest. A signed header: an upload without it is refused. */
const ENCRYPTION_HEADERS = { 'x-amz-server-side-encryption': 'AES256' }

function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    (error instanceof S3ServiceException &&
      (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey'))
  )
}

/**
 * Production storage: any S3-compatible bucket. The browser PUTs to a presigned URL directly;
 * the signature covers the content type, the exact length when the client declared it, and
 * server-side encryption. The bucket's CORS rules must allow PUT from our origin and expose ETag.
 */
export function createS3ObjectStore(options: S3ObjectStoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  })
  const { bucket } = options
  const uploadOrigin = options.endpoint
    ? new URL(options.endpoint).origin
    : `https://${bucket}.s3.${options.region}.amazonaws.com`

  return {
    uploadOrigins: [uploadOrigin],
    async createUploadTarget(grant) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: grant.objectPath,
        ContentType: grant.fileType,
        ContentLength: grant.fileSize,
        ServerSideEncryption: 'AES256',
      })
      const url = await getSignedUrl(client, command, {
        expiresIn: Math.max(1, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000)),
        signableHeaders: new Set(['content-type', 'content-length']),
        // Kept as a header rather than a query parameter, so the browser must send it.
        unhoistableHeaders: new Set(Object.keys(ENCRYPTION_HEADERS)),
      })
      return { url, headers: { ...ENCRYPTION_HEADERS } }
    },
    async stat(objectPath): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectPath }))
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async read(objectPath) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectPath }))
      if (!object.Body) throw new Error(`no body for ${objectPath}`)
      return object.Body as Readable
    },
    async remove(objectPath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectPath }))
    },
    async removeAllUnder(ownerPrefix) {
      if (!/^users\/[^/]+\/$/.test(ownerPrefix)) {
        throw new Error(`not an owner prefix: ${ownerPrefix}`)
      }
      // One DeleteObject per key: a member has a handful of records, and every S3-compatible
      // service supports it (the batch call's checksum rules differ between services).
      let continuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: ownerPrefix,
            ContinuationToken: continuationToken,
          }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key) {
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }))
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (continuationToken)
    },
  }
}
