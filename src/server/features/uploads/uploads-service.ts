import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { and, desc, eq } from 'drizzle-orm'
import { isPro } from '@shared/auth/auth-contract'
import {
  ANALYZABLE_FILE_TYPES,
  MAX_FILE_SIZE_BYTES,
  PRO_REQUIRED,
  allowedFileTypeSchema,
  fileAnalysisSchema,
  type AllowedFileType,
  type FileAnalysis,
  type FileRecord,
  type FileRecordInput,
  type UploadUrlRequest,
  type UploadUrlResult,
} from '@shared/uploads/uploads-contract'
import type { Db } from '@server/db/client'
import { findUser } from '@server/features/auth/users-service'
import { AppError } from '@server/plugins/app-error'
import { filesTable } from './files-table'
import type { ObjectStore } from './object-store'
import { analyzeRecordText } from './record-analysis'
import type { RecordOcr } from './record-ocr'
import { readRecordText, type ReadingProgress } from './record-text'

/**
 * How long an upload URL can be used. Uppy asks for one right before each file's upload (and
 * again on a retry), so minutes are plenty; a leaked URL is useless soon after. See ADR 0009.
 */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000

type FileRow = typeof filesTable.$inferSelect

function toFileRecord(row: FileRow): FileRecord {
  // An analysis kept before records were read for claims has another shape: analyse it again.
  const analysis = fileAnalysisSchema.safeParse(row.analysis)
  return {
    id: row.id,
    filename: row.filename,
    objectPath: row.objectPath,
    fileType: allowedFileTypeSchema.parse(row.fileType),
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    analysis: analysis.success ? analysis.data : null,
  }
}

/** Every object of a member lives under their own prefix; the prefix is how ownership is checked. */
function ownerPrefix(ownerId: string) {
  return `users/${ownerId}/`
}

function fileNotFound() {
  return new AppError(404, 'FILE_NOT_FOUND', 'That file was not found.')
}

function uploadNotFound() {
  return new AppError(
    404,
    'UPLOAD_NOT_FOUND',
    'We could not find that upload. Please upload the file again.',
  )
}

/** A signed URL for one new object under the caller's prefix, bound to the type and size if given. */
export async function createUploadUrl(
  store: ObjectStore,
  ownerId: string,
  request: UploadUrlRequest,
  origin: string,
  now = new Date(),
): Promise<UploadUrlResult> {
  const objectPath = `${ownerPrefix(ownerId)}${randomUUID()}`
  const target = await store.createUploadTarget(
    {
      objectPath,
      expiresAt: new Date(now.getTime() + UPLOAD_URL_LIFETIME_MS),
      fileType: request?.fileType,
      fileSize: request?.fileSize,
    },
    origin,
  )
  return { uploadURL: target.url, objectPath, headers: target.headers }
}

/**
 * Records an uploaded object for its owner, with the size and type the store reports, not the
 * client's claims. Saving the same object again returns the record already made.
 */
export async function saveFileRecord(
  db: Db,
  store: ObjectStore,
  ownerId: string,
  input: FileRecordInput,
): Promise<FileRecord> {
  // Someone else's object and a missing one get the same answer, so neither is revealed.
  if (!input.objectPath.startsWith(ownerPrefix(ownerId))) throw uploadNotFound()
  const stored = await store.stat(input.objectPath)
  if (!stored) throw uploadNotFound()
  if (stored.size > MAX_FILE_SIZE_BYTES) {
    // Only an S3 upload without a declared size can get here; it is not kept.
    await store.remove(input.objectPath)
    throw new AppError(
      413,
      'FILE_TOO_LARGE',
      `Files can be at most ${MAX_FILE_SIZE_BYTES / 1024 / 1024} MB.`,
    )
  }
  const storedType = stored.contentType?.split(';')[0]?.trim().toLowerCase()
  if (storedType && storedType !== input.fileType) {
    throw new AppError(
      400,
      'FILE_TYPE_MISMATCH',
      "The file's type does not match what was uploaded.",
    )
  }
  await db
    .insert(filesTable)
    .values({
      ownerId,
      filename: input.filename,
      objectPath: input.objectPath,
      fileType: input.fileType,
      fileSize: stored.size,
    })
    .onConflictDoNothing({ target: filesTable.objectPath })
  const [row] = await db
    .select()
    .from(filesTable)
    .where(and(eq(filesTable.objectPath, input.objectPath), eq(filesTable.ownerId, ownerId)))
  if (!row) throw uploadNotFound()
  return toFileRecord(row)
}

/** The caller's files, newest first. */
export async function listFiles(db: Db, ownerId: string): Promise<FileRecord[]> {
  const rows = await db
    .select()
    .from(filesTable)
    .where(eq(filesTable.ownerId, ownerId))
    .orderBy(desc(filesTable.createdAt), desc(filesTable.id))
  return rows.map(toFileRecord)
}

/** One of the caller's files; anyone else's is "not found", never "forbidden". */
export async function findFile(db: Db, ownerId: string, fileId: string): Promise<FileRecord> {
  const [row] = await db
    .select()
    .from(filesTable)
    .where(and(eq(filesTable.id, fileId), eq(filesTable.ownerId, ownerId)))
  if (!row) throw fileNotFound()
  return toFileRecord(row)
}

export async function readFileContent(
  db: Db,
  store: ObjectStore,
  ownerId: string,
  fileId: string,
): Promise<{ file: FileRecord; content: Readable }> {
  const file = await findFile(db, ownerId, fileId)
  return { file, content: await store.read(file.objectPath) }
}

/**
 * Deletes the record, then the object. If removing the object fails, the record is already gone,
 * so the member never sees a file that cannot be opened; the object is left for cleanup.
 */
export async function deleteFile(
  db: Db,
  store: ObjectStore,
  ownerId: string,
  fileId: string,
): Promise<void> {
  const [row] = await db
    .delete(filesTable)
    .where(and(eq(filesTable.id, fileId), eq(filesTable.ownerId, ownerId)))
    .returning({ objectPath: filesTable.objectPath })
  if (!row) throw fileNotFound()
  await store.remove(row.objectPath)
}

/**
 * Removes every stored object of a member from the store: the recorded ones and any left without
 * a record (an upload never saved, a delete whose object removal failed). Their records stay
 * until the account row is deleted, so a failure here can be retried and loses nothing.
 */
export async function removeAllObjects(store: ObjectStore, ownerId: string): Promise<void> {
  await store.removeAllUnder(ownerPrefix(ownerId))
}

function isAnalyzable(fileType: AllowedFileType): boolean {
  return ANALYZABLE_FILE_TYPES.includes(fileType)
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * Pro only: reads the record's text (OCR for a photo or scan), takes out personal data, finds
 * what matters for a claim and keeps that analysis on the record. The text itself is never kept.
 * `onProgress` follows OCR page by page.
 */
export async function analyzeFile(
  db: Db,
  store: ObjectStore,
  ocr: RecordOcr,
  ownerId: string,
  fileId: string,
  onProgress?: ReadingProgress,
): Promise<FileRecord> {
  const user = await findUser(db, ownerId)
  if (!user || !isPro(user)) {
    throw new AppError(
      403,
      PRO_REQUIRED,
      'Analyzing records is part of Pro. Upgrade to Pro to analyze your records.',
    )
  }
  const file = await findFile(db, ownerId, fileId)
  if (!isAnalyzable(file.fileType)) {
    throw new AppError(
      415,
      'FILE_NOT_ANALYZABLE',
      'Only PDFs, text files and JPEG, PNG or WebP images can be analyzed.',
    )
  }
  // At most 10 MB, so reading the whole file for the PDF parser or OCR is bounded.
  const bytes = await readAll(await store.read(file.objectPath))
  let reading: Awaited<ReturnType<typeof readRecordText>>
  try {
    reading = await readRecordText(bytes, file.fileType, ocr, onProgress)
  } catch {
    throw new AppError(
      422,
      'FILE_UNREADABLE',
      'We could not read this file. Please check that it opens, then upload it again.',
    )
  }
  if (reading.text === '') {
    throw new AppError(
      422,
      'FILE_HAS_NO_TEXT',
      file.fileType.startsWith('image/') || reading.readingNotes.length > 0
        ? 'We could not read any text in this file. The picture may be blurred, too dark or too small; please upload a sharper photo or scan.'
        : 'This file has no text we can read. Please upload a PDF, a photo or scan of the page, or a text file.',
    )
  }
  const analysis: FileAnalysis = {
    ...analyzeRecordText(reading.text),
    readingNotes: reading.readingNotes,
    analyzedAt: new Date().toISOString(),
  }
  const [row] = await db
    .update(filesTable)
    .set({ analysis })
    .where(and(eq(filesTable.id, fileId), eq(filesTable.ownerId, ownerId)))
    .returning()
  if (!row) throw fileNotFound()
  return toFileRecord(row)
}

/**
 * The caller's analysed record, as the assistant needs it to answer a question about it. The
 * shape is written here, not imported from the assistant, so the dependency runs one way.
 */
export async function findRecordContext(
  db: Db,
  ownerId: string,
  fileId: string,
): Promise<{ filename: string; analysis: FileAnalysis }> {
  const file = await findFile(db, ownerId, fileId)
  if (!file.analysis) {
    throw new AppError(
      409,
      'FILE_NOT_ANALYZED',
      'Analyze this record first, then ask the assistant about it.',
    )
  }
  return { filename: file.filename, analysis: file.analysis }
}
