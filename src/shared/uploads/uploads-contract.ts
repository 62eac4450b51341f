import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'
import { textWithoutNul } from '@shared/api/text-field'

// SPEC sections 5 and 9: at most 5 files a batch, each at most 10 MB.
export const MAX_FILES_PER_BATCH = 5
export const MAX_FILE_SIZE_BYTES = 10_485_760

/** What a medical record may be: PDF, common images, plain text. The server enforces this too. */
export const ALLOWED_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'text/plain',
] as const
/** ALLOWED_FILE_TYPES as a person reads them. */
export const ALLOWED_FILE_TYPE_NAMES = 'PDF, JPEG, PNG, GIF, WebP and HEIC images, and plain text files'
export const allowedFileTypeSchema = z.enum(ALLOWED_FILE_TYPES)
export type AllowedFileType = z.infer<typeof allowedFileTypeSchema>

/** The types "Analyze" can read: their text can be extracted. */
export const ANALYZABLE_FILE_TYPES: readonly AllowedFileType[] = ['application/pdf', 'text/plain']

export const MAX_FILENAME_LENGTH = 255

/**
 * SPEC section 7 sends no body; the client also sends the file's type and size, so the URL can
 * be bound to them. Without them the URL allows any allowed type up to the size limit.
 */
export const uploadUrlRequestSchema = z
  .object({
    fileType: allowedFileTypeSchema,
    fileSize: z.number().int().min(1).max(MAX_FILE_SIZE_BYTES),
  })
  .partial()
  // Fastify hands a missing body to the schema as null.
  .nullish()
export type UploadUrlRequest = z.input<typeof uploadUrlRequestSchema>

export const uploadUrlResultSchema = z.object({
  /** Where the browser PUTs the file's bytes; signed, expiring, and bound to the caller. */
  uploadURL: z.url(),
  /** The stored object's name, to send back in the file record. */
  objectPath: z.string().min(1),
  /**
   * Headers the PUT must carry besides the file's content type, because the URL's signature
   * covers them (S3 server-side encryption). Empty for the local store.
   */
  headers: z.record(z.string(), z.string()).default({}),
})
export type UploadUrlResult = z.infer<typeof uploadUrlResultSchema>

/** The name the server gives every uploaded object: users/<member id>/<object id>. */
export const objectPathSchema = textWithoutNul().regex(
  /^users\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
  'not the object path of an upload link',
)

export const fileRecordInputSchema = z.object({
  filename: textWithoutNul().trim().min(1).max(MAX_FILENAME_LENGTH),
  objectPath: objectPathSchema,
  fileType: allowedFileTypeSchema,
  fileSize: z.number().int().min(1).max(MAX_FILE_SIZE_BYTES),
})
export type FileRecordInput = z.infer<typeof fileRecordInputSchema>

export const fileAnalysisSchema = z.object({
  /** Plain-language summary of what the record says. */
  summary: z.string(),
  conditions: z.array(z.string()),
  dates: z.array(z.string()),
  providers: z.array(z.string()),
  analyzedAt: z.iso.datetime({ offset: true }),
})
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>

export const fileRecordSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  objectPath: z.string(),
  fileType: allowedFileTypeSchema,
  /** The stored object's real size in bytes, whatever the client claimed. */
  fileSize: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  analysis: fileAnalysisSchema.nullable(),
})
export type FileRecord = z.infer<typeof fileRecordSchema>

export const fileListSchema = z.object({ files: z.array(fileRecordSchema) })
export type FileRecordList = z.infer<typeof fileListSchema>

/** The error code of the 403 a free user gets from "Analyze". */
export const PRO_REQUIRED = 'PRO_REQUIRED'

export const uploadsApi = {
  /** Bearer. A signed URL for one file's bytes (SPEC section 7). */
  uploadUrl: {
    method: 'POST',
    path: '/api/objects/upload',
    body: uploadUrlRequestSchema,
    response: uploadUrlResultSchema,
  },
  /** Bearer. Saves the record of an uploaded object the caller owns. */
  saveFile: { method: 'PUT', path: '/api/files', body: fileRecordInputSchema, response: fileRecordSchema },
  /** Bearer. The caller's files, newest first. */
  listFiles: { method: 'GET', path: '/api/files', response: fileListSchema },
  /** Bearer. Pro only: extracts the text of a PDF or text file and summarises it. */
  analyzeFile: { method: 'POST', path: '/api/files/:id/analysis', response: fileRecordSchema },
  /** Bearer. Deletes the record and its object; 204. */
  deleteFile: { method: 'DELETE', path: '/api/files/:id', response: z.undefined() },
} as const satisfies Record<string, Endpoint>

/** Bearer. The file's bytes as an attachment; a download, so it is not a JSON endpoint. */
export const FILE_CONTENT_PATH = '/api/files/:id/content'
