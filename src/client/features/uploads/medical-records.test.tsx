import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  ANALYSIS_STREAM_PATH,
  PRO_REQUIRED,
  uploadsApi,
  type AnalysisStreamEvent,
  type FileAnalysis,
  type FileRecord,
} from '@shared/uploads/uploads-contract'
import { Toaster } from '@client/components/toaster'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedInSession } from '@client/testing/session-factories'
import { MedicalRecordList } from './medical-records'
import { saveUploadedFiles } from './uploads-queries'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function buildFile(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    id: crypto.randomUUID(),
    filename: 'doctor-note.pdf',
    objectPath: `users/${crypto.randomUUID()}/${crypto.randomUUID()}`,
    fileType: 'application/pdf',
    fileSize: 2048,
    createdAt: '2026-03-14T12:00:00.000Z',
    analysis: null,
    ...overrides,
  }
}

const analysis: FileAnalysis = {
  summary: 'This is a record from Springfield VA Medical Center dated March 14, 2024. It diagnoses Tinnitus (code 6260).',
  conditions: [
    { name: 'Tinnitus', diagnosticCode: '6260', asWritten: 'Tinnitus, bilateral', hasInServiceEvent: true, hasNexusOpinion: true },
    { name: 'Lumbosacral strain', diagnosticCode: '5237', asWritten: 'lumbar strain', hasInServiceEvent: false, hasNexusOpinion: false },
  ],
  testResults: [{ name: 'Puretone average', value: 'Puretone average right ear 42 dB, left ear 48 dB' }],
  nexusOpinions: [
    {
      condition: 'Tinnitus',
      strength: 'at least as likely as not',
      isFavorable: true,
      quote: 'Tinnitus is at least as likely as not related to noise exposure in service.',
    },
  ],
  inServiceEvents: ['IED blast near his vehicle in Ramadi'],
  serviceFacts: { branch: 'Army', jobCodes: ['11B'], deployments: ['Iraq'], servicePeriods: ['1998 to 2010'] },
  dates: ['2024-03-14'],
  facilities: ['Springfield VA Medical Center'],
  providers: ['Dr. Maria Lopez'],
  removed: [
    { kind: 'name', count: 2 },
    { kind: 'ssn', count: 1 },
  ],
  mentionsSuicidalIdeation: false,
  readingNotes: [],
  analyzedAt: '2026-03-15T12:00:00.000Z',
}

/** The analysis stream as the server sends it: progress events, then the analysed file. */
function analysisStream(events: AnalysisStreamEvent[]) {
  return new HttpResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  })
}

/** Answers the list with whatever `files` holds at the time, as the server would. */
function serveFiles(files: FileRecord[]) {
  server.use(http.get(uploadsApi.listFiles.path, () => HttpResponse.json({ files })))
}

function renderList(user: Parameters<typeof signedInSession>[0] = {}) {
  const events = userEvent.setup()
  renderRoutes(
    [
      {
        path: '/tools',
        element: (
          <>
            <MedicalRecordList />
            <Toaster />
          </>
        ),
      },
    ],
    { path: '/tools', session: signedInSession(user) },
  )
  return events
}

function toasts() {
  return screen.getByRole('region', { name: 'Notifications (F8)' })
}

describe('the list of medical records', () => {
  test('shows loading, then the empty state', async () => {
    serveFiles([])
    renderList()
    expect(screen.getByRole('status')).toHaveTextContent('Loading your records…')
    expect(await screen.findByText('No records yet. Files you upload are listed here.')).toBeInTheDocument()
  })

  test('says when the list cannot be loaded, and tries again', async () => {
    server.use(http.get(uploadsApi.listFiles.path, () => HttpResponse.json({ error: { code: 'X', message: 'down' } }, { status: 500 })))
    const user = renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your records.')
    serveFiles([buildFile()])
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'doctor-note.pdf' })).toHaveTextContent('PDF · 2 KB · Uploaded Mar 14, 2026')
  })

  test('deletes a record only after confirmation', async () => {
    const files = [buildFile(), buildFile({ filename: 'visit.txt', fileType: 'text/plain' })]
    serveFiles(files)
    const deleted: string[] = []
    server.use(
      http.delete(uploadsApi.deleteFile.path, ({ params }) => {
        deleted.push(String(params.id))
        serveFiles(files.filter((file) => file.id !== params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const user = renderList()
    await user.click(await screen.findByRole('button', { name: 'Delete visit.txt' }))
    const confirm = screen.getByRole('group', { name: 'Delete visit.txt?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(deleted).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete visit.txt' }))
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }))
    expect(await within(toasts()).findByText('visit.txt was deleted.')).toBeInTheDocument()
    expect(deleted).toEqual([files[1]?.id])
    expect(await screen.findAllByRole('article')).toHaveLength(1)
  })

  test('a free member is offered the upgrade instead of "Analyze"', async () => {
    serveFiles([buildFile(), buildFile({ filename: 'scan.heic', fileType: 'image/heic' })])
    renderList()
    const pdf = await screen.findByRole('article', { name: 'doctor-note.pdf' })
    expect(within(pdf).queryByRole('button', { name: /Analyze/ })).not.toBeInTheDocument()
    expect(within(pdf).getByRole('link', { name: 'Upgrade to Pro to analyze' })).toHaveAttribute('href', '/subscribe')
    // HEIC photos cannot be analysed at all, so they offer no upgrade either.
    expect(within(screen.getByRole('article', { name: 'scan.heic' })).queryByRole('link')).not.toBeInTheDocument()
  })

  test('a Pro member analyses a record and reads it as a list: conditions with their evidence, opinions quoted, what was removed', async () => {
    const file = buildFile()
    serveFiles([file])
    server.use(
      http.post(ANALYSIS_STREAM_PATH, () => {
        const analysed = { ...file, analysis }
        serveFiles([analysed])
        return analysisStream([{ type: 'progress', page: 1, pages: 1, share: 0.5 }, { type: 'done', file: analysed }])
      }),
    )
    const user = renderList({ subscriptionStatus: 'active' })
    await user.click(await screen.findByRole('button', { name: 'Analyze doctor-note.pdf' }))
    const result = await screen.findByRole('region', { name: 'Analysis of doctor-note.pdf' })
    expect(result).toHaveTextContent('It diagnoses Tinnitus (code 6260).')
    const tinnitus = within(result).getByRole('list', { name: 'What this record proves about Tinnitus' })
    expect(within(tinnitus).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Diagnosis: in this record',
      'In-service event: in this record',
      'Medical opinion on service: in this record',
    ])
    const strain = within(result).getByRole('list', { name: 'What this record proves about Lumbosacral strain' })
    expect(within(strain).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Diagnosis: in this record',
      'In-service event: not in this record',
      'Medical opinion on service: not in this record',
    ])
    expect(result).toHaveTextContent('Lumbosacral strain · diagnostic code 5237')
    expect(result).toHaveTextContent('“Tinnitus is at least as likely as not related to noise exposure in service.”')
    expect(result).toHaveTextContent('Army · job code 11B · served 1998 to 2010 · deployed to Iraq')
    expect(result).toHaveTextContent('March 14, 2024 · Springfield VA Medical Center · Dr. Maria Lopez')
    expect(result).toHaveTextContent('Before keeping this analysis we removed 2 names, 1 Social Security number.')
    expect(within(result).getByRole('link', { name: 'Ask the assistant what you can claim' })).toHaveAttribute(
      'href',
      `/ai-assistant?file=${file.id}`,
    )
  })

  test('while a scan is read, the card shows which page and how far; an unreadable page is said plainly', async () => {
    const file = buildFile({ filename: 'scan.png', fileType: 'image/png' })
    serveFiles([file])
    let finish: () => void = () => undefined
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const analysed = {
      ...file,
      analysis: { ...analysis, readingNotes: [{ page: 2, message: 'We could not read this page.' }] },
    }
    server.use(
      http.post(ANALYSIS_STREAM_PATH, () => {
        const encoder = new TextEncoder()
        const stream = new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ type: 'progress', page: 2, pages: 3, share: 0.45 })}\n\n`))
            await finished
            serveFiles([analysed])
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ type: 'done', file: analysed })}\n\n`))
            controller.close()
          },
        })
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } })
      }),
    )
    const user = renderList({ subscriptionStatus: 'active' })
    await user.click(await screen.findByRole('button', { name: 'Analyze scan.png' }))
    expect(await screen.findByText('Reading page 2 of 3 of the scan… 45%')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Reading the record' })).toHaveAttribute('value', '45')
    finish()
    const result = await screen.findByRole('region', { name: 'Analysis of scan.png' })
    expect(within(result).getByRole('alert')).toHaveTextContent('Page 2: We could not read this page.')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  test('the server refusing a member who is no longer Pro shows the upgrade message', async () => {
    serveFiles([buildFile()])
    server.use(
      http.post(ANALYSIS_STREAM_PATH, () =>
        HttpResponse.json({ error: { code: PRO_REQUIRED, message: 'Pro only' } }, { status: 403 }),
      ),
    )
    const user = renderList({ subscriptionStatus: 'active' })
    await user.click(await screen.findByRole('button', { name: 'Analyze doctor-note.pdf' }))
    expect(
      await within(toasts()).findByText('Analyzing records is part of Pro. Upgrade to Pro to analyze your records.'),
    ).toBeInTheDocument()
  })
})

describe('saving the records of an uploaded batch', () => {
  const uploaded = [
    { filename: 'a.pdf', objectPath: 'users/u/a', fileType: 'application/pdf' as const, fileSize: 10 },
    { filename: 'b.txt', objectPath: 'users/u/b', fileType: 'text/plain' as const, fileSize: 5 },
  ]
  const getIdToken = () => Promise.resolve('id-token')

  test('saves one record per file with the bearer token, then says how many', async () => {
    const bodies: unknown[] = []
    server.use(
      http.put(uploadsApi.saveFile.path, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer id-token')
        const body = (await request.json()) as (typeof uploaded)[number]
        bodies.push(body)
        return HttpResponse.json(buildFile({ filename: body.filename, objectPath: body.objectPath, fileType: body.fileType }))
      }),
    )
    renderList()
    serveFiles([])
    await saveUploadedFiles(getIdToken, uploaded)
    expect(bodies).toEqual(uploaded)
    expect(await within(toasts()).findByText('Upload Successful')).toBeInTheDocument()
    expect(within(toasts()).getByText('2 file(s) uploaded successfully.')).toBeInTheDocument()
  })

  test("a record that fails to save gives the product contract's error toast", async () => {
    let calls = 0
    server.use(
      http.put(uploadsApi.saveFile.path, () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json(buildFile())
          : HttpResponse.json({ error: { code: 'UPLOAD_NOT_FOUND', message: 'gone' } }, { status: 404 })
      }),
    )
    serveFiles([])
    renderList()
    await saveUploadedFiles(getIdToken, uploaded)
    expect(await within(toasts()).findByText('Upload Error')).toBeInTheDocument()
    expect(within(toasts()).getByText('Files uploaded but failed to save records. Please try again.')).toBeInTheDocument()
  })
})
