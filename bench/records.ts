// Record analysis on the evaluation records, as members upload them: each record is rendered in
// its format (text as it is; a PDF with a text layer by pdf-lib; an image by headless Chromium)
// and goes through the product's own reading (pdf.js, or tesseract.js OCR) and analysis. Prints
// precision and recall of conditions and nexus opinions, personal data left, OCR time a page, and
// every miss. BENCH_RECORD_SETS=tuning (or held-out, held-out-2 to held-out-15) runs one set.
import { performance } from 'node:perf_hooks'
import type { AllowedFileType } from '@shared/uploads/uploads-contract'
import type { EvaluationRecord } from '@server/features/uploads/evaluation/evaluation-record'
import { heldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out'
import { secondHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-2'
import { thirdHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-3'
import { fourthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-4'
import { fifthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-5'
import { sixthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-6'
import { seventhHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-7'
import { eighthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-8'
import { ninthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-9'
import { tenthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-10'
import { eleventhHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-11'
import { twelfthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-12'
import { thirteenthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-13'
import { fourteenthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-14'
import { fifteenthHeldOutRecords } from '@server/features/uploads/evaluation/evaluation-records-held-out-15'
import { tuningRecords } from '@server/features/uploads/evaluation/evaluation-records-tuning'
import {
  scoreRecord,
  summarizeScores,
  type RecordScore,
} from '@server/features/uploads/evaluation/evaluate-records'
import { analyzeRecordText } from '@server/features/uploads/record-analysis'
import { createRecordOcr } from '@server/features/uploads/record-ocr'
import { readRecordText } from '@server/features/uploads/record-text'
import { openRecordRenderer, renderRecordPdf, type RecordRenderer } from './render-records'

const SETS = {
  tuning: tuningRecords,
  'held-out': heldOutRecords,
  'held-out-2': secondHeldOutRecords,
  'held-out-3': thirdHeldOutRecords,
  'held-out-4': fourthHeldOutRecords,
  'held-out-5': fifthHeldOutRecords,
  'held-out-6': sixthHeldOutRecords,
  'held-out-7': seventhHeldOutRecords,
  'held-out-8': eighthHeldOutRecords,
  'held-out-9': ninthHeldOutRecords,
  'held-out-10': tenthHeldOutRecords,
  'held-out-11': eleventhHeldOutRecords,
  'held-out-12': twelfthHeldOutRecords,
  'held-out-13': thirteenthHeldOutRecords,
  'held-out-14': fourteenthHeldOutRecords,
  'held-out-15': fifteenthHeldOutRecords,
}
const percent = (share: number) => `${(share * 100).toFixed(1)}%`

async function asUploaded(
  record: EvaluationRecord,
  renderer: RecordRenderer,
): Promise<{ bytes: Uint8Array; fileType: AllowedFileType }> {
  if (record.format === 'pdf')
    return { bytes: await renderRecordPdf(record.text), fileType: 'application/pdf' }
  if (record.format === 'image')
    return { bytes: new Uint8Array(await renderer.renderPng(record.text)), fileType: 'image/png' }
  return { bytes: new TextEncoder().encode(record.text), fileType: 'text/plain' }
}

export async function benchRecords() {
  const chosen = (
    process.env.BENCH_RECORD_SETS ?? 'tuning,held-out,held-out-2,held-out-3,held-out-4,held-out-5'
  )
    .split(',')
    .map((name) => name.trim()) as (keyof typeof SETS)[]
  const renderer = await openRecordRenderer()
  const ocr = createRecordOcr()
  // The engine's start (about 1 to 2 s, loading the English data) is paid once a server, not a page.
  await ocr.readPage(new Uint8Array(await renderer.renderPng('Warm-up page for the OCR engine.')))
  console.log('\nRecord analysis, as uploaded (text, PDF with a text layer, PNG through OCR)')
  console.log(
    '| Set | Records | Conditions P | Conditions R | Nexus P | Nexus R | In-service events R | Personal data left | Suicidal ideation right | OCR s a page, mean / max |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  const misses: string[] = []
  try {
    for (const name of chosen) {
      const records = SETS[name]
      const scores: RecordScore[] = []
      const ocrSeconds: number[] = []
      for (const record of records) {
        const { bytes, fileType } = await asUploaded(record, renderer)
        const started = performance.now()
        const reading = await readRecordText(bytes, fileType, ocr)
        if (record.format === 'image') ocrSeconds.push((performance.now() - started) / 1000)
        const score = scoreRecord(record, analyzeRecordText(reading.text))
        scores.push(score)
        const problems = [
          ...score.conditions.missed.map((item) => `missed condition ${item}`),
          ...score.conditions.extra.map((item) => `extra condition ${item}`),
          ...score.nexusOpinions.missed.map((item) => `missed opinion ${item}`),
          ...score.nexusOpinions.extra.map((item) => `extra opinion ${item}`),
          ...score.leaks.map((item) => `LEAK ${item}`),
          ...(score.isSuicidalIdeationRight ? [] : ['suicidal ideation wrong']),
          ...reading.readingNotes.map((note) => `unreadable page ${note.page}`),
        ]
        for (const problem of problems)
          misses.push(`${name} · ${record.id} (${record.format}): ${problem}`)
      }
      const summary = summarizeScores(scores)
      const mean =
        ocrSeconds.reduce((sum, seconds) => sum + seconds, 0) / Math.max(1, ocrSeconds.length)
      console.log(
        `| ${name} | ${summary.records} | ${percent(summary.conditionPrecision)} | ${percent(summary.conditionRecall)} | ` +
          `${percent(summary.nexusPrecision)} | ${percent(summary.nexusRecall)} | ${percent(summary.eventRecall)} | ` +
          `${summary.leaks} in ${summary.recordsWithLeaks} records | ${summary.suicidalIdeationRight}/${summary.records} | ` +
          `${mean.toFixed(1)} / ${Math.max(0, ...ocrSeconds).toFixed(1)} (${ocrSeconds.length} pages) |`,
      )
    }
  } finally {
    await ocr.close()
    await renderer.close()
  }
  console.log(
    misses.length > 0
      ? `\nMisses:\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : '\nNo misses.',
  )
}
