import { PNG } from 'pngjs'
import { extractImages, extractText, getDocumentProxy } from 'unpdf'
import type { AllowedFileType, ReadingNote } from '@shared/uploads/uploads-contract'
import type { RecordOcr } from './record-ocr'

/** A record's text, and the pages that could not be read. */
export type RecordReading = { text: string; readingNotes: ReadingNote[] }

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>

/** How far reading has got: the page being read (OCR only) and the share of the whole done. */
export type ReadingProgress = (progress: { page: number; pages: number; share: number }) => void

/** A scan longer than this is read up to here; at about 5 to 10 s a page, 10 pages is the wait we ask. */
export const MAX_OCR_PAGES = 10

export const UNREADABLE_PAGE_MESSAGE =
  'We could not read this page. The picture may be blurred, too dark or too small; a sharper photo or scan of it will help.'

function tidy(text: string): string {
  return (
    text
      // Postgres refuses NUL in text and jsonb, and the analysis is stored: NUL carries no words.
      .replaceAll('\u0000', '')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\f\v]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** The largest picture on a PDF page as a PNG: on a scanned page, that picture is the page. */
async function pageImage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
): Promise<Uint8Array | undefined> {
  const images = await extractImages(pdf, pageNumber)
  const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0]
  if (!largest) return undefined
  const png = new PNG({ width: largest.width, height: largest.height })
  const pixels = largest.width * largest.height
  for (let pixel = 0; pixel < pixels; pixel++) {
    const from = pixel * largest.channels
    const to = pixel * 4
    const red = largest.data[from] ?? 0
    png.data[to] = red
    png.data[to + 1] = largest.channels >= 3 ? (largest.data[from + 1] ?? 0) : red
    png.data[to + 2] = largest.channels >= 3 ? (largest.data[from + 2] ?? 0) : red
    png.data[to + 3] = largest.channels === 4 ? (largest.data[from + 3] ?? 255) : 255
  }
  return new Uint8Array(PNG.sync.write(png))
}

async function readScannedPdf(
  pdf: PDFDocumentProxy,
  ocr: RecordOcr,
  onProgress?: ReadingProgress,
): Promise<RecordReading> {
  const pages = Math.min(pdf.numPages, MAX_OCR_PAGES)
  const texts: string[] = []
  const readingNotes: ReadingNote[] = []
  for (let page = 1; page <= pages; page++) {
    const image = await pageImage(pdf, page)
    const reading = image
      ? await ocr.readPage(image, (share) =>
          onProgress?.({ page, pages, share: (page - 1 + share) / pages }),
        )
      : undefined
    if (reading?.isReadable) texts.push(reading.text)
    else readingNotes.push({ page, message: UNREADABLE_PAGE_MESSAGE })
  }
  if (pdf.numPages > pages)
    readingNotes.push({
      page: pages + 1,
      message: `Only the first ${MAX_OCR_PAGES} pages of a scan are read.`,
    })
  return { text: tidy(texts.join('\n\n')), readingNotes }
}

/**
 * The text of a record: a plain-text file as it is, a PDF's text layer (through pdf.js), and by
 * OCR a photo or scan, or a PDF with no text layer (a scan saved as PDF). Throws when the file
 * cannot be opened at all.
 */
export async function readRecordText(
  bytes: Uint8Array,
  fileType: AllowedFileType,
  ocr: RecordOcr,
  onProgress?: ReadingProgress,
): Promise<RecordReading> {
  if (fileType === 'text/plain')
    return { text: tidy(new TextDecoder('utf-8').decode(bytes)), readingNotes: [] }
  if (fileType === 'application/pdf') {
    const pdf = await getDocumentProxy(bytes)
    try {
      const text = tidy((await extractText(pdf, { mergePages: true })).text)
      if (text !== '') return { text, readingNotes: [] }
      return await readScannedPdf(pdf, ocr, onProgress)
    } finally {
      await pdf.destroy()
    }
  }
  const reading = await ocr.readPage(bytes, (share) => onProgress?.({ page: 1, pages: 1, share }))
  return reading.isReadable
    ? { text: tidy(reading.text), readingNotes: [] }
    : { text: '', readingNotes: [{ page: 1, message: UNREADABLE_PAGE_MESSAGE }] }
}
