import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Toaster } from '@client/components/toaster'
import { findOccupation } from './military-occupations'
import { ResumeBuilder } from './resume-builder'
import { buildResumeContent } from './resume-content'

const downloads: { name: string; blob: Blob }[] = []

beforeEach(() => {
  let counter = 0
  const blobs = new Map<string, Blob>()
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      counter += 1
      blobs.set(`blob:test/${counter}`, blob)
      return `blob:test/${counter}`
    },
    revokeObjectURL: () => undefined,
  }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) downloads.push({ name: this.download, blob })
  })
})
afterEach(() => {
  downloads.length = 0
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderBuilder() {
  const user = userEvent.setup()
  render(
    <>
      <ResumeBuilder fullName="Dana" />
      <Toaster />
    </>,
  )
  return { user }
}

describe('ResumeBuilder', () => {
  test('offers the Tools page industries, technology first', () => {
    renderBuilder()
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'))
    expect(options).toEqual(['technology', 'healthcare', 'finance', 'government', 'other'])
  })

  test('asks for the MOS and years of service', async () => {
    const { user } = renderBuilder()
    await user.type(screen.getByLabelText('Military job code (MOS, rating or AFSC)'), '11B')
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }))
    expect(await screen.findByText('Missing Information')).toBeInTheDocument()
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument()
    const years = screen.getByLabelText('Years of service')
    expect(years).toHaveAccessibleDescription('Enter your years of service.')
    expect(years).toHaveAttribute('aria-invalid', 'true')
    expect(years).toHaveFocus()
    expect(screen.getByLabelText('Military job code (MOS, rating or AFSC)')).not.toHaveAttribute(
      'aria-invalid',
    )
    expect(downloads).toHaveLength(0)
  })

  test('downloads a Word resume with the civilian title, then the toast', async () => {
    const { user } = renderBuilder()
    await user.type(screen.getByLabelText('Military job code (MOS, rating or AFSC)'), '68W')
    await user.type(screen.getByLabelText('Years of service'), '6')
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }))
    await vi.waitFor(() => expect(downloads).toHaveLength(1))
    expect(await screen.findByText('Resume Generated')).toBeInTheDocument()
    expect(
      screen.getByText('Your military-to-civilian resume has been generated! Check your downloads.'),
    ).toBeInTheDocument()
    expect(downloads).toHaveLength(1)
    expect(downloads[0]?.name).toBe('resume-emergency-medical-technician.docx')
    expect(downloads[0]?.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    const bytes = new Uint8Array((await downloads[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0))
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK')
  })

  test('downloads a PDF when PDF is chosen', async () => {
    const { user } = renderBuilder()
    await user.type(screen.getByLabelText('Military job code (MOS, rating or AFSC)'), 'HM2')
    await user.type(screen.getByLabelText('Years of service'), '4')
    await user.click(screen.getByLabelText('PDF'))
    await user.click(screen.getByRole('button', { name: 'Generate Resume' }))
    // Toasts outlive a test (one shared store), so wait for the file itself.
    await vi.waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]?.name).toBe('resume-medical-assistant-and-emergency-medical-technician.pdf')
    const text = (await downloads[0]?.blob.text()) ?? ''
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('Medical Assistant and Emergency Medical Technician')
  })
})

describe('the occupation table', () => {
  test.each([
    ['11B', 'Operations Team Leader'],
    ['11b10', 'Operations Team Leader'],
    ['0311 Rifleman', 'Operations Team Leader'],
    ['ITC', 'Network and Systems Administrator'],
    ['BMCS', 'Marine Operations Supervisor'],
    ['3D052', 'Systems Administrator'],
    ['5C0X1', 'Satellite Operations Specialist'],
    ['MK1', 'Marine Mechanic'],
  ])('%s is %s', (code, title) => {
    expect(findOccupation(code)?.civilianTitle).toBe(title)
  })

  test('names the branch the code belongs to, and leadership only once', () => {
    const content = buildResumeContent({ mos: '11B', yearsOfService: '6', targetIndustry: 'technology' })
    expect(content.experience.detail).toBe('U.S. Army  |  6 years of military service')
    expect(content.summary).toBe(
      'Operations Team Leader with 6 years of military service, ready to bring proven leadership, reliability and risk assessment to a technology team.',
    )
    expect(buildResumeContent({ mos: '3D1X2', yearsOfService: '4', targetIndustry: 'other' }).experience.detail).toMatch(/^U\.S\. Air Force/)
  })

  test('an unknown code falls back to general wording', () => {
    const content = buildResumeContent({ mos: 'Chaplain assistant', yearsOfService: '3', targetIndustry: 'other' })
    expect(content.isTranslated).toBe(false)
    expect(content.headline).toBe('Operations and Team Leadership Professional')
    expect(content.experience.title).toContain('Chaplain assistant')
  })
})
