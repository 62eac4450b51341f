import { extractText, getDocumentProxy } from 'unpdf'
import type { AllowedFileType } from '@shared/uploads/uploads-contract'

/**
 * The text of a PDF (its text layer, through pdf.js; a scan without one gives nothing) or of a
 * plain-text file, with runs of blank space tidied and NUL characters left out.
 */
export async function extractRecordText(
  bytes: Uint8Array,
  fileType: AllowedFileType,
): Promise<string> {
  let text: string
  if (fileType === 'application/pdf') {
    const pdf = await getDocumentProxy(bytes)
    try {
      text = (await extractText(pdf, { mergePages: true })).text
    } finally {
      await pdf.destroy()
    }
  } else {
    text = new TextDecoder('utf-8').decode(bytes)
  }
  return text
    // Postgres refuses NUL in text and jsonb, and the summary is stored: NUL carries no words.
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
