// Renders a record's text as the files members upload: a PDF with a text layer (pdf-lib), a PNG
// of the printed page (headless Chromium), and a scanned PDF holding only that picture. The
// evaluation records are written as text, so their other formats are made from it here, at bench
// time, rather than committed: the text stays the one source and the repository stays small.
import { chromium, type Browser } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'

const PAGE_WIDTH = 612 // US Letter, in points
const PAGE_HEIGHT = 792
const MARGIN = 54
const FONT_SIZE = 10.5
const LINE_HEIGHT = 14

/** A PDF whose text can be selected, as a clinic's or VA's record system prints one. */
export async function renderRecordPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  // The standard fonts speak WinAnsi: anything else (≥, arrows) is spelled out or dropped.
  const supported = new Set(font.getCharacterSet())
  const printable = text
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replace(/[^\n]/gu, (character) =>
      supported.has(character.codePointAt(0) ?? 0) ? character : ' ',
    )
  const maxWidth = PAGE_WIDTH - 2 * MARGIN
  const lines: string[] = []
  for (const paragraph of printable.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, FONT_SIZE) > maxWidth && line) {
        lines.push(line)
        line = word
      } else {
        line = candidate
      }
    }
    lines.push(line)
  }
  const linesPerPage = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT)
  for (let start = 0; start < lines.length; start += linesPerPage) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    lines.slice(start, start + linesPerPage).forEach((line, index) => {
      page.drawText(line, {
        x: MARGIN,
        y: PAGE_HEIGHT - MARGIN - (index + 1) * LINE_HEIGHT,
        size: FONT_SIZE,
        font,
      })
    })
  }
  return pdf.save()
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

export type RecordRenderer = {
  /** A PNG of the record printed on a page, as a phone photo or scanner would give it. */
  renderPng: (text: string) => Promise<Buffer>
  close: () => Promise<void>
}

export async function openRecordRenderer(): Promise<RecordRenderer> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  // 1.5 times an 816 px (8.5 in at 96 dpi) page: 144 dpi, a plain office scan.
  const page = await browser.newPage({
    viewport: { width: 816, height: 600 },
    deviceScaleFactor: 1.5,
  })
  return {
    async renderPng(text) {
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#fff">
        <pre style="margin:0;padding:48px;font:15px/1.45 'DejaVu Sans',Arial,sans-serif;color:#111;white-space:pre-wrap;word-wrap:break-word">${escapeHtml(text)}</pre>
        </body></html>`,
      )
      return page.screenshot({ fullPage: true, type: 'png' })
    },
    close: () => browser.close(),
  }
}

/** A scanned PDF: each page is only a picture, with no text layer to read. */
export async function renderScannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const image = await pdf.embedPng(png)
  const scale = PAGE_WIDTH / image.width
  const page = pdf.addPage([PAGE_WIDTH, image.height * scale])
  page.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH, height: image.height * scale })
  return pdf.save()
}
