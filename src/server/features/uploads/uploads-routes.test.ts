import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { apiErrorSchema } from '@shared/api/api-error'
import { assistantApi, chatReplySchema } from '@shared/assistant/assistant-contract'
import {
  ANALYSIS_STREAM_PATH,
  analysisStreamEventSchema,
  FILE_CONTENT_PATH,
  fileListSchema,
  fileRecordSchema,
  MAX_FILE_SIZE_BYTES,
  PRO_REQUIRED,
  uploadsApi,
  uploadUrlResultSchema,
  type UploadUrlRequest,
} from '@shared/uploads/uploads-contract'
import { projectPaths } from '@server/project-paths'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'
import { UPLOAD_URL_LIFETIME_MS } from './uploads-service'

type Member = Awaited<ReturnType<typeof createSignedInUser>>

const errorOf = (response: LightMyRequestResponse) => apiErrorSchema.parse(response.json()).error
const doctorNotePdf = await readFile(`${projectPaths.root}/e2e/fixtures/doctor-note.pdf`)

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

async function requestUploadUrl(member: Member, payload?: UploadUrlRequest) {
  const response = await app.inject({
    method: 'POST',
    url: uploadsApi.uploadUrl.path,
    headers: { authorization: member.authorization },
    ...(payload ? { payload } : {}),
  })
  expect(response.statusCode).toBe(200)
  return uploadUrlResultSchema.parse(response.json())
}

/** The path and query of an upload URL, as inject wants them. */
function relative(url: string) {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

function putBytes(
  uploadURL: string,
  body: Buffer | Readable,
  contentType: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PUT',
    url: relative(uploadURL),
    headers: { 'content-type': contentType, ...headers },
    payload: body,
  })
}

function saveRecord(member: Member, payload: object) {
  return app.inject({
    method: 'PUT',
    url: uploadsApi.saveFile.path,
    headers: { authorization: member.authorization },
    payload,
  })
}

/** Uploads bytes and saves their record, as the Tools page does. */
async function uploadFile(
  member: Member,
  filename: string,
  bytes: Buffer,
  fileType = 'text/plain',
) {
  const { uploadURL, objectPath } = await requestUploadUrl(member, {
    fileType: fileType as 'text/plain',
    fileSize: bytes.length,
  })
  const put = await putBytes(uploadURL, bytes, fileType)
  expect(put.statusCode).toBe(200)
  const saved = await saveRecord(member, { filename, objectPath, fileType, fileSize: bytes.length })
  expect(saved.statusCode).toBe(200)
  return fileRecordSchema.parse(saved.json())
}

function contentPath(id: string) {
  return FILE_CONTENT_PATH.replace(':id', id)
}

describe('upload URLs', () => {
  test('need a signed-in member', async () => {
    const response = await app.inject({ method: 'POST', url: uploadsApi.uploadUrl.path })
    expect(response.statusCode).toBe(401)
  })

  test('point at our own origin, under the caller, with no body as in product contract §7', async () => {
    const member = await createSignedInUser(app)
    const { uploadURL, objectPath, headers } = await requestUploadUrl(member)
    expect(new URL(uploadURL).origin).toBe('http://localhost')
    expect(objectPath.startsWith(`users/${member.userId}/`)).toBe(true)
    expect(headers).toEqual({})
  })

  test('a PUT answers with an ETag, which the uploader waits for', async () => {
    const member = await createSignedInUser(app)
    const { uploadURL } = await requestUploadUrl(member)
    const response = await putBytes(uploadURL, Buffer.from('Visit note.'), 'text/plain')
    expect(response.statusCode).toBe(200)
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/)
  })

  test('work once: a second PUT to a used URL is refused with 409, and the recorded file is unchanged', async () => {
    const member = await createSignedInUser(app)
    const original = Buffer.from('Diagnosis: tinnitus.')
    const { uploadURL, objectPath } = await requestUploadUrl(member)
    expect((await putBytes(uploadURL, original, 'text/plain')).statusCode).toBe(200)
    const saved = await saveRecord(member, {
      filename: 'note.txt',
      objectPath,
      fileType: 'text/plain',
      fileSize: original.length,
    })
    const record = fileRecordSchema.parse(saved.json())

    const again = await putBytes(
      uploadURL,
      Buffer.from('Something else entirely, and longer.'),
      'text/plain',
    )
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('UPLOAD_URL_USED')
    const download = await app.inject({
      method: 'GET',
      url: contentPath(record.id),
      headers: { authorization: member.authorization },
    })
    expect(download.rawPayload).toEqual(original)
  })

  test('an 11 MB upload is refused with 413, by its declared length or while streaming, and nothing is kept', async () => {
    const member = await createSignedInUser(app)
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61)

    const declared = await requestUploadUrl(member)
    const byLength = await putBytes(declared.uploadURL, big, 'text/plain')
    expect(byLength.statusCode).toBe(413)
    expect(errorOf(byLength).code).toBe('FILE_TOO_LARGE')

    const streamed = await requestUploadUrl(member)
    // A stream has no declared length: the limit is enforced as the bytes arrive.
    const chunks = Array.from({ length: 11 }, () => Buffer.alloc(1024 * 1024, 0x61))
    const byStream = await putBytes(streamed.uploadURL, Readable.from(chunks), 'text/plain')
    expect(byStream.statusCode).toBe(413)
    const save = await saveRecord(member, {
      filename: 'big.txt',
      objectPath: streamed.objectPath,
      fileType: 'text/plain',
      fileSize: MAX_FILE_SIZE_BYTES,
    })
    expect(save.statusCode).toBe(404)
  })

  test('a file of exactly 10 MB is accepted', async () => {
    const member = await createSignedInUser(app)
    const record = await uploadFile(member, 'limit.txt', Buffer.alloc(MAX_FILE_SIZE_BYTES, 0x62))
    expect(record.fileSize).toBe(MAX_FILE_SIZE_BYTES)
  })

  test('a tampered URL is refused with 403', async () => {
    const member = await createSignedInUser(app)
    const { uploadURL } = await requestUploadUrl(member, { fileType: 'text/plain', fileSize: 5 })
    const other = await createSignedInUser(app)
    const retargeted = new URL(uploadURL)
    retargeted.searchParams.set('path', `users/${other.userId}/${crypto.randomUUID()}`)
    const bigger = new URL(uploadURL)
    bigger.searchParams.set('size', '6')
    for (const url of [retargeted.href, bigger.href, `${uploadURL}x`]) {
      const response = await putBytes(url, Buffer.from('hello'), 'text/plain')
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('UPLOAD_URL_INVALID')
    }
  })

  test('an expired URL is refused with 403', async () => {
    const member = await createSignedInUser(app)
    const { uploadURL } = await requestUploadUrl(member)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + UPLOAD_URL_LIFETIME_MS + 1000 })
    try {
      const response = await putBytes(uploadURL, Buffer.from('late'), 'text/plain')
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).message).toBe('This upload link has expired. Please try again.')
    } finally {
      vi.useRealTimers()
    }
  })

  test('a type that is not allowed, or not the one signed, is refused with 415', async () => {
    const member = await createSignedInUser(app)
    const open = await requestUploadUrl(member)
    const html = await putBytes(open.uploadURL, Buffer.from('<script>'), 'text/html')
    expect(html.statusCode).toBe(415)
    const bound = await requestUploadUrl(member, { fileType: 'application/pdf', fileSize: 5 })
    const text = await putBytes(bound.uploadURL, Buffer.from('hello'), 'text/plain')
    expect(text.statusCode).toBe(415)
    const urlRequest = await app.inject({
      method: 'POST',
      url: uploadsApi.uploadUrl.path,
      headers: { authorization: member.authorization },
      payload: { fileType: 'application/x-msdownload', fileSize: 10 },
    })
    expect(urlRequest.statusCode).toBe(400)
  })

  test('bytes other than the signed size are refused', async () => {
    const member = await createSignedInUser(app)
    const { uploadURL } = await requestUploadUrl(member, { fileType: 'text/plain', fileSize: 10 })
    const response = await putBytes(uploadURL, Buffer.from('short'), 'text/plain')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('FILE_SIZE_MISMATCH')
  })
})

describe('file records', () => {
  test('keep the real size from the store, not the claimed one, and saving twice makes one record', async () => {
    const member = await createSignedInUser(app)
    const bytes = Buffer.from('Diagnosis: tinnitus.')
    const { uploadURL, objectPath } = await requestUploadUrl(member)
    expect((await putBytes(uploadURL, bytes, 'text/plain')).statusCode).toBe(200)
    const input = { filename: 'note.txt', objectPath, fileType: 'text/plain', fileSize: 999 }
    const first = fileRecordSchema.parse((await saveRecord(member, input)).json())
    const second = fileRecordSchema.parse((await saveRecord(member, input)).json())
    expect(first.fileSize).toBe(bytes.length)
    expect(second.id).toBe(first.id)
    const list = fileListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: uploadsApi.listFiles.path,
          headers: { authorization: member.authorization },
        })
      ).json(),
    )
    expect(list.files.map((file) => file.id)).toEqual([first.id])
  })

  test("are refused for a missing object and for someone else's, with the same answer", async () => {
    const owner = await createSignedInUser(app)
    const stranger = await createSignedInUser(app)
    const { uploadURL, objectPath } = await requestUploadUrl(owner)
    await putBytes(uploadURL, Buffer.from('mine'), 'text/plain')
    const theirs = await saveRecord(stranger, {
      filename: 'x.txt',
      objectPath,
      fileType: 'text/plain',
      fileSize: 4,
    })
    const missing = await saveRecord(owner, {
      filename: 'x.txt',
      objectPath: `users/${owner.userId}/${crypto.randomUUID()}`,
      fileType: 'text/plain',
      fileSize: 4,
    })
    for (const response of [theirs, missing]) {
      expect(response.statusCode).toBe(404)
      expect(errorOf(response)).toEqual({
        code: 'UPLOAD_NOT_FOUND',
        message: 'We could not find that upload. Please upload the file again.',
      })
    }
  })

  test.each([
    ['a way out of the folder', (ownerId: string) => `users/${ownerId}/../x`],
    ['a folder below it', (ownerId: string) => `users/${ownerId}/a/b`],
    ['a name that is not an object id', (ownerId: string) => `users/${ownerId}/notes.txt`],
  ])(
    "are refused with a 400 for an object path under the caller's prefix that is %s",
    async (_case, pathOf) => {
      const member = await createSignedInUser(app)
      const response = await saveRecord(member, {
        filename: 'x.txt',
        objectPath: pathOf(member.userId),
        fileType: 'text/plain',
        fileSize: 4,
      })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('VALIDATION_ERROR')
    },
  )

  test('are refused when the type differs from what was uploaded', async () => {
    const member = await createSignedInUser(app)
    const { uploadURL, objectPath } = await requestUploadUrl(member)
    await putBytes(uploadURL, Buffer.from('plain text'), 'text/plain')
    const response = await saveRecord(member, {
      filename: 'x.pdf',
      objectPath,
      fileType: 'application/pdf',
      fileSize: 10,
    })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('FILE_TYPE_MISMATCH')
  })

  test('are listed newest first, downloaded as they were uploaded, and deleted, by their owner only', async () => {
    const owner = await createSignedInUser(app)
    const stranger = await createSignedInUser(app)
    const older = await uploadFile(owner, 'older.txt', Buffer.from('first'))
    const newer = await uploadFile(owner, 'Résumé "note".pdf', doctorNotePdf, 'application/pdf')

    const list = await app.inject({
      method: 'GET',
      url: uploadsApi.listFiles.path,
      headers: { authorization: owner.authorization },
    })
    expect(fileListSchema.parse(list.json()).files.map((file) => file.id)).toEqual([
      newer.id,
      older.id,
    ])
    const strangersList = await app.inject({
      method: 'GET',
      url: uploadsApi.listFiles.path,
      headers: { authorization: stranger.authorization },
    })
    expect(fileListSchema.parse(strangersList.json()).files).toEqual([])

    const download = await app.inject({
      method: 'GET',
      url: contentPath(newer.id),
      headers: { authorization: owner.authorization },
    })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(doctorNotePdf)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _note_.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé "note".pdf')}`,
    )

    for (const request of [
      { method: 'GET' as const, url: contentPath(newer.id) },
      { method: 'DELETE' as const, url: uploadsApi.deleteFile.path.replace(':id', newer.id) },
      { method: 'POST' as const, url: uploadsApi.analyzeFile.path.replace(':id', newer.id) },
    ]) {
      const response = await app.inject({
        ...request,
        headers: { authorization: stranger.authorization },
      })
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(
        request.method === 'POST' ? 403 : 404,
      )
    }

    const badId = await app.inject({
      method: 'GET',
      url: contentPath('not-a-uuid'),
      headers: { authorization: owner.authorization },
    })
    expect(badId.statusCode).toBe(400)

    const deleted = await app.inject({
      method: 'DELETE',
      url: uploadsApi.deleteFile.path.replace(':id', newer.id),
      headers: { authorization: owner.authorization },
    })
    expect(deleted.statusCode).toBe(204)
    const gone = await app.inject({
      method: 'GET',
      url: contentPath(newer.id),
      headers: { authorization: owner.authorization },
    })
    expect(gone.statusCode).toBe(404)
    const resave = await saveRecord(owner, {
      filename: 'again.pdf',
      objectPath: newer.objectPath,
      fileType: 'application/pdf',
      fileSize: 10,
    })
    expect(resave.statusCode).toBe(404)
  })
})

describe('analysis', () => {
  const analyze = (member: Member, id: string) =>
    app.inject({
      method: 'POST',
      url: uploadsApi.analyzeFile.path.replace(':id', id),
      headers: { authorization: member.authorization },
    })

  test('is for Pro: a free member is invited to upgrade', async () => {
    const member = await createSignedInUser(app)
    const file = await uploadFile(member, 'note.pdf', doctorNotePdf, 'application/pdf')
    const response = await analyze(member, file.id)
    expect(response.statusCode).toBe(403)
    expect(errorOf(response)).toEqual({
      code: PRO_REQUIRED,
      message: 'Analyzing records is part of Pro. Upgrade to Pro to analyze your records.',
    })
  })

  test('reads a PDF for a Pro member and keeps its analysis on the record: diagnoses under VA’s names and codes', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ subscriptionStatus: 'active' })
    const file = await uploadFile(member, 'note.pdf', doctorNotePdf, 'application/pdf')
    const response = await analyze(member, file.id)
    expect(response.statusCode).toBe(200)
    const { analysis } = fileRecordSchema.parse(response.json())
    expect(analysis?.conditions.map(({ name, diagnosticCode }) => [name, diagnosticCode])).toEqual([
      ['Tinnitus', '6260'],
      ['Lumbosacral strain', '5237'],
    ])
    expect(analysis).toMatchObject({
      dates: ['2024-03-14'],
      facilities: ['Springfield VA Medical Center'],
      providers: ['Dr. Maria Lopez'],
    })
    expect(analysis?.summary).toBe(
      'This is a record from Springfield VA Medical Center dated March 14, 2024, written by Dr. Maria Lopez. It diagnoses Tinnitus (code 6260) and Lumbosacral strain (code 5237).',
    )
    const list = await app.inject({
      method: 'GET',
      url: uploadsApi.listFiles.path,
      headers: { authorization: member.authorization },
    })
    expect(fileListSchema.parse(list.json()).files[0]?.analysis).toEqual(analysis)
  })

  test('reads a text file with NUL characters in it, which the stored summary leaves out', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ subscriptionStatus: 'active' })
    const text =
      'Diagnosis: tinnitus, bilateral.\u0000 Seen by Dr. Maria Lopez on 03/14/2024.\u0000\u0000'
    const file = await uploadFile(member, 'note.txt', Buffer.from(text))
    const response = await analyze(member, file.id)
    expect(response.statusCode).toBe(200)
    const { analysis } = fileRecordSchema.parse(response.json())
    expect(analysis?.conditions.map((condition) => condition.name)).toEqual(['Tinnitus'])
    expect(JSON.stringify(analysis)).not.toContain('\\u0000')
  })

  test('refuses a GIF, and says so when a file has no text', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ subscriptionStatus: 'active' })
    const gif = Buffer.from('474946383961', 'hex')
    const image = await uploadFile(member, 'scan.gif', gif, 'image/gif')
    const imageResponse = await analyze(member, image.id)
    expect(imageResponse.statusCode).toBe(415)
    expect(errorOf(imageResponse).message).toBe(
      'Only PDFs, text files and JPEG, PNG or WebP images can be analyzed.',
    )

    const blank = await uploadFile(member, 'blank.txt', Buffer.from('   \n\n  '))
    const blankResponse = await analyze(member, blank.id)
    expect(blankResponse.statusCode).toBe(422)
    expect(errorOf(blankResponse).message).toMatch(/^This file has no text we can read/)
  })

  test('streams the analysis as server-sent events, ending with the analysed file', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ subscriptionStatus: 'active' })
    const file = await uploadFile(
      member,
      'note.txt',
      Buffer.from('Diagnosis: obstructive sleep apnea, AHI 32 events per hour.'),
    )
    const response = await app.inject({
      method: 'POST',
      url: ANALYSIS_STREAM_PATH.replace(':id', file.id),
      headers: { authorization: member.authorization },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    const events = response.body
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => analysisStreamEventSchema.parse(JSON.parse(block.slice(6))))
    const last = events.at(-1)
    expect(last?.type).toBe('done')
    if (last?.type !== 'done') return
    expect(last.file.analysis?.conditions.map((condition) => condition.diagnosticCode)).toEqual([
      '6847',
    ])
    expect(last.file.analysis?.testResults).toEqual([
      { name: 'Apnea-hypopnea index (AHI)', value: 'AHI 32 events per hour' },
    ])
  })

  test('a stream for someone else’s file ends in an error event, and reads nothing', async () => {
    const owner = await createSignedInUser(app)
    const file = await uploadFile(owner, 'note.txt', Buffer.from('Diagnosis: tinnitus.'))
    const stranger = await createSignedInUser(app)
    await stranger.setUsage({ subscriptionStatus: 'active' })
    const response = await app.inject({
      method: 'POST',
      url: ANALYSIS_STREAM_PATH.replace(':id', file.id),
      headers: { authorization: stranger.authorization },
    })
    const event = analysisStreamEventSchema.parse(JSON.parse(response.body.replace(/^data: /, '')))
    expect(event).toEqual({
      type: 'error',
      error: { code: 'FILE_NOT_FOUND', message: 'That file was not found.' },
    })
  })

  test('personal data is taken out before the analysis is kept, and what went is counted', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ subscriptionStatus: 'active' })
    const text = [
      'Patient: Marcus D. Whitfield   SSN: 123-45-6789   DOB: 04/17/1978',
      'Address: 1422 Palmetto Ridge Dr, Brandon, FL 33511   Phone: (813) 555-0142',
      'MRN: 7730418',
      'Wife Angela reports loud snoring. Mr. Whitfield served in the Army (MOS 11B) in Iraq.',
      'ASSESSMENT: Tinnitus, bilateral.',
    ].join('\n')
    const file = await uploadFile(member, 'note.txt', Buffer.from(text))
    const { analysis } = fileRecordSchema.parse((await analyze(member, file.id)).json())
    const stored = JSON.stringify(analysis)
    for (const personal of [
      'Whitfield',
      'Marcus',
      'Angela',
      '123-45-6789',
      '04/17/1978',
      '1978-04-17',
      'Palmetto',
      '555-0142',
      '7730418',
    ])
      expect(stored).not.toContain(personal)
    expect(analysis?.removed).toEqual(
      expect.arrayContaining([
        { kind: 'ssn', count: 1 },
        { kind: 'date-of-birth', count: 1 },
        { kind: 'address', count: 1 },
        { kind: 'phone', count: 1 },
        { kind: 'record-number', count: 1 },
      ]),
    )
    expect(
      analysis?.removed.find((removed) => removed.kind === 'name')?.count,
    ).toBeGreaterThanOrEqual(3)
    expect(analysis?.serviceFacts).toMatchObject({
      branch: 'Army',
      jobCodes: ['11B'],
      deployments: ['Iraq'],
    })
  })

  test('an analysed record can be the context of a chat; an unanalysed one is refused before a prompt is spent', async () => {
    const member = await createSignedInUser(app)
    await member.setUsage({ subscriptionStatus: 'active' })
    const file = await uploadFile(member, 'note.pdf', doctorNotePdf, 'application/pdf')
    const ask = () =>
      app.inject({
        method: 'POST',
        url: assistantApi.chat.path,
        headers: { authorization: member.authorization },
        payload: {
          message: 'Can I get disability compensation for this?',
          chatId: null,
          fileId: file.id,
        },
      })
    const early = await ask()
    expect(early.statusCode).toBe(409)
    expect(errorOf(early).code).toBe('FILE_NOT_ANALYZED')

    await analyze(member, file.id)
    const reply = chatReplySchema.parse((await ask()).json())
    expect(reply.message).toMatch(
      /^Here is what your record "note\.pdf" supports, condition by condition\./,
    )
    expect(reply.message).toContain('Tinnitus (diagnostic code 6260): Direct claim.')
    expect(reply.sources.map((source) => source.url)).toContain(
      'https://www.ecfr.gov/current/title-38/section-4.87',
    )

    const stranger = await createSignedInUser(app)
    const theirs = await app.inject({
      method: 'POST',
      url: assistantApi.chat.path,
      headers: { authorization: stranger.authorization },
      payload: { message: 'What does it say?', chatId: null, fileId: file.id },
    })
    expect(theirs.statusCode).toBe(404)
    expect(await stranger.promptsUsed()).toBe(0)
  })
})
