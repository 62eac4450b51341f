import type { Readable } from 'node:stream'
import type { AllowedFileType } from '@shared/uploads/uploads-contract'

/** What one upload URL allows: one object, until a moment, optionally one exact type and size. */
export type UploadGrant = {
  objectPath: string
  expiresAt: Date
  fileType?: AllowedFileType
  fileSize?: number
}

/** Where the browser sends a file's bytes, and the headers the signature covers. */
export type UploadTarget = {
  url: string
  headers: Record<string, string>
}

export type StoredObject = {
  /** The plaintext size in bytes, as stored, whatever the client claimed. */
  size: number
  contentType: string | null
}

/** A PUT of a file's bytes to one of our own upload URLs. */
export type IncomingUpload = {
  /** The URL's query string, which carries the grant and its signature. */
  query: Record<string, unknown>
  contentType: string | undefined
  contentLength: number | undefined
  body: Readable
}

/**
 * Keeps uploaded files. Production: an S3-compatible bucket, which the browser uploads to
 * directly; embedded default: encrypted files under DATA_DIR, uploaded through our own server.
 */
export type ObjectStore = {
  /** Origins the browser uploads to, beyond our own, for the content security policy. */
  uploadOrigins: string[]
  /** `origin` is the caller's view of this server (scheme, host, port), for same-origin URLs. */
  createUploadTarget: (grant: UploadGrant, origin: string) => Promise<UploadTarget>
  /** The object's real size and type, or null when nothing is stored under that path. */
  stat: (objectPath: string) => Promise<StoredObject | null>
  /** The object's plaintext bytes. */
  read: (objectPath: string) => Promise<Readable>
  /** Removes the object; removing a missing object is not an error. */
  remove: (objectPath: string) => Promise<void>
  /**
   * Removes every object under one owner's prefix (`users/<owner id>/`), recorded or not; an
   * empty prefix is not an error. Resolves only once all of them are gone.
   */
  removeAllUnder: (ownerPrefix: string) => Promise<void>
  /**
   * Only a store whose upload URLs point at our own server: checks the URL's signature, keeps the
   * bytes, and returns the ETag the uploader waits for.
   */
  receiveUpload?: (upload: IncomingUpload) => Promise<{ etag: string }>
}

/** Where the local store's signed upload URLs point. */
export const LOCAL_UPLOAD_PATH = '/api/objects/local'
