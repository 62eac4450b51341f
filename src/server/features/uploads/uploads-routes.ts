import { startEventStream } from '@server/plugins/event-stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ANALYSIS_STREAM_PATH,
  FILE_CONTENT_PATH,
  uploadsApi,
  type AnalysisStreamEvent,
} from '@shared/uploads/uploads-contract'
import { currentUserId } from '@server/features/auth/authenticate'
import { toErrorReply } from '@server/plugins/error-handler'
import { LOCAL_UPLOAD_PATH, type ObjectStore } from './object-store'
import { createRecordOcr } from './record-ocr'
import {
  analyzeFile,
  createUploadUrl,
  deleteFile,
  listFiles,
  readFileContent,
  saveFileRecord,
} from './uploads-service'

const fileParamsSchema = z.object({ id: z.uuid('That is not a file id.') })

/** A filename that is safe in a header: ASCII, no quotes or separators; the exact name goes in filename*. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_').slice(0, 150) || 'record'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

export type UploadsRoutesOptions = { objectStore: ObjectStore }

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { objectStore },
) => {
  const db = app.database.db
  // One OCR engine for this server, in its own worker thread; stopped with the server.
  const ocr = createRecordOcr()
  app.addHook('onClose', () => ocr.close())
  const {
    uploadUrl,
    saveFile,
    listFiles: list,
    analyzeFile: analyze,
    deleteFile: remove,
  } = uploadsApi

  app.post(
    uploadUrl.path,
    {
      onRequest: app.authenticate,
      schema: { body: uploadUrl.body, response: { 200: uploadUrl.response } },
    },
    async (request) => {
      const userId = await currentUserId(db, request)
      return createUploadUrl(
        objectStore,
        userId,
        request.body,
        `${request.protocol}://${request.host}`,
      )
    },
  )

  const { receiveUpload } = objectStore
  if (receiveUpload) {
    // Its own context: the file's bytes stream to the store as they arrive, whatever their type,
    // instead of going through the 1 MiB JSON and text parsers the rest of the API uses.
    await app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers()
      uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
      // No bearer: the URL's signature is the authorization (product contract §7 sends none).
      uploads.put(LOCAL_UPLOAD_PATH, async (request, reply) => {
        const contentLength = request.headers['content-length']
        let etag: string
        try {
          ;({ etag } = await receiveUpload({
            query: request.query as Record<string, unknown>,
            contentType: request.headers['content-type'],
            contentLength: contentLength === undefined ? undefined : Number(contentLength),
            body: request.raw,
          }))
        } catch (error) {
          // Whatever was not read of a refused upload is not worth reading: close the connection.
          if (!request.raw.readableEnded) reply.header('connection', 'close')
          throw error
        }
        // Uppy's S3 uploader treats a PUT without an ETag as unfinished (PITFALLS.md).
        return reply.header('etag', etag).code(200).send({ ok: true })
      })
    })
  }

  app.put(
    saveFile.path,
    {
      onRequest: app.authenticate,
      schema: { body: saveFile.body, response: { 200: saveFile.response } },
    },
    async (request) =>
      saveFileRecord(db, objectStore, await currentUserId(db, request), request.body),
  )

  app.get(
    list.path,
    { onRequest: app.authenticate, schema: { response: { 200: list.response } } },
    async (request) => ({
      files: await listFiles(db, await currentUserId(db, request)),
    }),
  )

  app.get(
    FILE_CONTENT_PATH,
    { onRequest: app.authenticate, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const userId = await currentUserId(db, request)
      const { file, content } = await readFileContent(db, objectStore, userId, request.params.id)
      return reply
        .header('content-type', file.fileType)
        .header('content-length', String(file.fileSize))
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content)
    },
  )

  app.post(
    analyze.path,
    {
      onRequest: app.authenticate,
      preHandler: app.limitMemberBurst,
      schema: { params: fileParamsSchema, response: { 200: analyze.response } },
    },
    async (request) => {
      const userId = await currentUserId(db, request)
      return analyzeFile(db, objectStore, ocr, userId, request.params.id)
    },
  )

  // The same analysis as server-sent events, so the card can show how far OCR has got. Refusals
  // found before reading starts (sign-in, burst limit, bad id) are ordinary JSON errors.
  app.post(
    ANALYSIS_STREAM_PATH,
    {
      onRequest: app.authenticate,
      preHandler: app.limitMemberBurst,
      schema: { params: fileParamsSchema },
    },
    async (request, reply) => {
      const userId = await currentUserId(db, request)
      const send: (event: AnalysisStreamEvent) => void = startEventStream(reply)
      let lastShare = -1
      try {
        const file = await analyzeFile(
          db,
          objectStore,
          ocr,
          userId,
          request.params.id,
          (progress) => {
            // A few events a page are plenty: the bar moves in steps of 5%.
            const share = Math.floor(progress.share * 20) / 20
            if (share === lastShare) return
            lastShare = share
            send({ type: 'progress', ...progress, share })
          },
        )
        send({ type: 'done', file })
      } catch (error) {
        const { statusCode, body } = toErrorReply(error)
        if (statusCode >= 500) request.log.error({ err: error }, 'record analysis failed')
        send({ type: 'error', error: body.error })
      }
      reply.raw.end()
    },
  )

  app.delete(
    remove.path,
    { onRequest: app.authenticate, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      await deleteFile(db, objectStore, await currentUserId(db, request), request.params.id)
      return reply.code(204).send()
    },
  )
}
