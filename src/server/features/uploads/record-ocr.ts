import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createWorker, OEM, type Worker } from 'tesseract.js'

/** What OCR made of one picture of a page. */
export type PageReading = { text: string; isReadable: boolean }

/** How far OCR has got through one picture, from 0 to 1. */
export type OcrProgress = (share: number) => void

/**
 * Reads the text of pictures of pages (photos, scans, the pages of a scanned PDF) offline. One
 * Tesseract engine runs in its own worker thread, so the server keeps answering while it reads;
 * pictures are read one at a time, in the order asked.
 */
export type RecordOcr = {
  readPage: (image: Uint8Array, onProgress?: OcrProgress) => Promise<PageReading>
  close: () => Promise<void>
}

/**
 * Below this mean confidence, or with fewer words, a page is reported as unreadable rather than
 * analysed: a blurred photo gives confident-looking nonsense otherwise. Printed pages read at 85
 * to 95; photos of a screen or a blank page fall under 50.
 */
const MIN_CONFIDENCE = 50
const MIN_WORDS = 5

/**
 * English trained data from the @tesseract.js-data/eng package (the LSTM "best_int" model
 * Tesseract uses by default), read from node_modules: nothing is downloaded at run time.
 */
function englishDataPath(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')
}

export function createRecordOcr(): RecordOcr {
  let worker: Promise<Worker> | undefined
  let reportProgress: OcrProgress | undefined
  let queue: Promise<unknown> = Promise.resolve()

  // Started on first use: most servers never read a scan, and the engine takes memory.
  function startWorker(): Promise<Worker> {
    worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      cacheMethod: 'none',
      logger: (message) => {
        if (message.status === 'recognizing text') reportProgress?.(message.progress)
      },
    })
    return worker
  }

  return {
    readPage(image, onProgress) {
      const reading = queue.then(async () => {
        const engine = await startWorker()
        reportProgress = onProgress
        try {
          const { data } = await engine.recognize(Buffer.from(image))
          const text = data.text.trim()
          const words = text.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length
          return { text, isReadable: data.confidence >= MIN_CONFIDENCE && words >= MIN_WORDS }
        } finally {
          reportProgress = undefined
        }
      })
      queue = reading.catch(() => undefined)
      return reading
    },
    async close() {
      const started = worker
      worker = undefined
      if (started) await (await started).terminate()
    },
  }
}
