import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { PRO_REQUIRED, uploadsApi, type FileRecord } from '@shared/uploads/uploads-contract'
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

const analysis = {
  summary: 'Diagnosis: Tinnitus, bilateral; lumbar strain.',
  conditions: ['Tinnitus, bilateral', 'lumbar strain'],
  dates: ['03/14/2024'],
  providers: ['Dr. Maria Lopez'],
  analyzedAt: '2026-03-15T12:00:00.000Z',
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
    serveFiles([buildFile(), buildFile({ filename: 'scan.png', fileType: 'image/png' })])
    renderList()
    const pdf = await screen.findByRole('article', { name: 'doctor-note.pdf' })
    expect(within(pdf).queryByRole('button', { name: /Analyze/ })).not.toBeInTheDocument()
    expect(within(pdf).getByRole('link', { name: 'Upgrade to Pro to analyze' })).toHaveAttribute('href', '/subscribe')
    // Images cannot be analysed at all, so they offer no upgrade either.
    expect(within(screen.getByRole('article', { name: 'scan.png' })).queryByRole('link')).not.toBeInTheDocument()
  })

  test('a Pro member analyses a PDF and sees its conditions, dates and providers, with a way to ask about it', async () => {
    const file = buildFile()
    serveFiles([file])
    server.use(
      http.post(uploadsApi.analyzeFile.path, () => {
        const analysed = { ...file, analysis }
        serveFiles([analysed])
        return HttpResponse.json(analysed)
      }),
    )
    const user = renderList({ subscriptionStatus: 'active' })
    await user.click(await screen.findByRole('button', { name: 'Analyze doctor-note.pdf' }))
    const result = await screen.findByRole('region', { name: 'Analysis of doctor-note.pdf' })
    expect(result).toHaveTextContent('Diagnosis: Tinnitus, bilateral; lumbar strain.')
    expect(within(result).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tinnitus, bilateral',
      'lumbar strain',
      '03/14/2024',
      'Dr. Maria Lopez',
    ])
    expect(within(result).getByRole('link', { name: 'Ask the assistant about this record' })).toHaveAttribute(
      'href',
      `/ai-assistant?file=${file.id}`,
    )
  })

  test('the server refusing a member who is no longer Pro shows the upgrade message', async () => {
    serveFiles([buildFile()])
    server.use(
      http.post(uploadsApi.analyzeFile.path, () =>
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

  test('a record that fails to save gives the SPEC error toast', async () => {
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
