import { readFile } from 'node:fs/promises'
import { PNG } from 'pngjs'
import { afterAll, expect, test } from 'vitest'
import { projectPaths } from '@server/project-paths'
import { analyzeRecordText } from './record-analysis'
import { createRecordOcr } from './record-ocr'
import { readRecordText, UNREADABLE_PAGE_MESSAGE } from './record-text'

// OCR takes seconds a page, so these are the only tests that run it. The scan was rendered from
// text by bench/render-records.ts (headless Chromium at 144 dpi, then pdf-lib for the PDF).
const ocr = createRecordOcr()
afterAll(() => ocr.close())

test('a scanned PDF with no text layer is read by OCR page by page, and its analysis finds the diagnosis and opinion', async () => {
  const scan = await readFile(`${projectPaths.root}/e2e/fixtures/audiology-note-scan.pdf`)
  const progress: number[] = []
  const reading = await readRecordText(new Uint8Array(scan), 'application/pdf', ocr, ({ share }) =>
    progress.push(share),
  )
  expect(reading.readingNotes).toEqual([])
  expect(reading.text).toContain('ASSESSMENT: Tinnitus, bilateral, constant.')
  expect(progress.at(-1)).toBe(1)
  const analysis = analyzeRecordText(reading.text)
  expect(analysis.conditions.map((condition) => condition.diagnosticCode)).toEqual(['6260'])
  expect(analysis.nexusOpinions).toMatchObject([
    { condition: 'Tinnitus', strength: 'at least as likely as not' },
  ])
  expect(JSON.stringify(analysis)).not.toMatch(/Reyes|321-54-9876|02\/09\/1981/)
}, 60_000)

test('a blank picture is an unreadable page, said plainly, not an analysis of nothing', async () => {
  const blank = new PNG({ width: 400, height: 300 })
  blank.data.fill(255)
  const reading = await readRecordText(new Uint8Array(PNG.sync.write(blank)), 'image/png', ocr)
  expect(reading).toEqual({
    text: '',
    readingNotes: [{ page: 1, message: UNREADABLE_PAGE_MESSAGE }],
  })
}, 60_000)
