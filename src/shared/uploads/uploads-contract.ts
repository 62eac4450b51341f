import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'
import { textWithoutNul } from '@shared/api/text-field'

// product contract §5 and §9: at most 5 files a batch, each at most 10 MB.
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

/**
 * The types "Analyze" can read: text, PDFs (their text layer, or OCR of a scan), and images
 * through OCR. GIF and HEIC are left out: the OCR engine's image library reads neither.
 */
export const ANALYZABLE_FILE_TYPES: readonly AllowedFileType[] = [
  'application/pdf',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/webp',
]

export const MAX_FILENAME_LENGTH = 255

/**
 * product contract §7 sends no body; the client also sends the file's type and size, so the URL can
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

/** The kinds of personal data taken out of a record before any of it is stored or shown. */
export const PERSONAL_DATA_KINDS = [
  'name',
  'ssn',
  'date-of-birth',
  'address',
  'phone',
  'email',
  'record-number',
] as const
export const personalDataKindSchema = z.enum(PERSONAL_DATA_KINDS)
export type PersonalDataKind = z.infer<typeof personalDataKindSchema>

/** A diagnosis, under the name VA rates it by, with what this record proves about it. */
export const recordConditionSchema = z.object({
  /** The name in VA's rating schedule: "Tinnitus", "Lumbosacral strain". */
  name: z.string(),
  /** The 38 CFR Part 4 diagnostic code where one clearly applies ("6260"), else null. */
  diagnosticCode: z.string().nullable(),
  /** The record's own words for it. */
  asWritten: z.string(),
  /** The record tells of something in service that could have caused it. */
  hasInServiceEvent: z.boolean(),
  /** The record holds a medical opinion linking it to service, favourable or not. */
  hasNexusOpinion: z.boolean(),
})
export type RecordCondition = z.infer<typeof recordConditionSchema>

/**
 * How strongly a medical opinion links a condition to service, in the words VA asks examiners to
 * use: the first two are favourable ("at least as likely as not" is the threshold of 38 CFR
 * 3.102); an opinion that cannot be given without speculation is "unable to resolve".
 */
export const NEXUS_STRENGTHS = [
  'more likely than not',
  'at least as likely as not',
  'less likely than not',
  'unable to resolve',
] as const
export const nexusStrengthSchema = z.enum(NEXUS_STRENGTHS)
export type NexusStrength = z.infer<typeof nexusStrengthSchema>

export const nexusOpinionSchema = z.object({
  /** The condition's VA name, when the opinion names one this analysis found. */
  condition: z.string().nullable(),
  strength: nexusStrengthSchema,
  isFavorable: z.boolean(),
  /** The opinion's sentence, word for word (with personal data removed). */
  quote: z.string(),
})
export type NexusOpinion = z.infer<typeof nexusOpinionSchema>

/** A measurement VA's rating criteria use: puretone average, speech discrimination, AHI, ... */
export const testResultSchema = z.object({ name: z.string(), value: z.string() })
export type TestResult = z.infer<typeof testResultSchema>

export const serviceFactsSchema = z.object({
  branch: z.string().nullable(),
  /** MOS, AFSC or Navy rating codes. */
  jobCodes: z.array(z.string()),
  deployments: z.array(z.string()),
  /** Years of service as written: "1998 to 2010". */
  servicePeriods: z.array(z.string()),
})
export type ServiceFacts = z.infer<typeof serviceFactsSchema>

/** Why some of a record could not be read: a page of a scan OCR could not make out. */
export const readingNoteSchema = z.object({ page: z.number().int().min(1), message: z.string() })
export type ReadingNote = z.infer<typeof readingNoteSchema>

export const fileAnalysisSchema = z.object({
  /** Plain-language summary of what the record says, written from the findings below. */
  summary: z.string(),
  conditions: z.array(recordConditionSchema),
  testResults: z.array(testResultSchema),
  nexusOpinions: z.array(nexusOpinionSchema),
  /** Events in service the record tells of: "IED blast in Ramadi in 2007". */
  inServiceEvents: z.array(z.string()),
  serviceFacts: serviceFactsSchema,
  /** Dates of the visit or exam, as ISO dates (YYYY-MM-DD). */
  dates: z.array(z.string()),
  facilities: z.array(z.string()),
  providers: z.array(z.string()),
  /** How many of each kind of personal data were taken out before anything was kept. */
  removed: z.array(z.object({ kind: personalDataKindSchema, count: z.number().int().min(1) })),
  /** The record tells of thoughts of suicide: the assistant then leads with the crisis line. */
  mentionsSuicidalIdeation: z.boolean(),
  /** Pages of a scan that could not be read. */
  readingNotes: z.array(readingNoteSchema),
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
  /** Bearer. A signed URL for one file's bytes (product contract §7). */
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
  /** Bearer. Pro only: reads the record (OCR for scans and photos) and keeps its analysis. */
  analyzeFile: { method: 'POST', path: '/api/files/:id/analysis', response: fileRecordSchema },
  /** Bearer. Deletes the record and its object; 204. */
  deleteFile: { method: 'DELETE', path: '/api/files/:id', response: z.undefined() },
} as const satisfies Record<string, Endpoint>

/**
 * Bearer. Pro only: the same analysis as `analyzeFile`, answered with server-sent events
 * (AnalysisStreamEvent): progress while OCR reads, then done with the file, or error.
 */
export const ANALYSIS_STREAM_PATH = '/api/files/:id/analysis/stream'

export const analysisStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    page: z.number().int().min(1),
    pages: z.number().int().min(1),
    /** Share of the whole reading done, 0 to 1. */
    share: z.number().min(0).max(1),
  }),
  z.object({ type: z.literal('done'), file: fileRecordSchema }),
  z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string() }) }),
])
export type AnalysisStreamEvent = z.infer<typeof analysisStreamEventSchema>

/** Bearer. The file's bytes as an attachment; a download, so it is not a JSON endpoint. */
export const FILE_CONTENT_PATH = '/api/files/:id/content'
