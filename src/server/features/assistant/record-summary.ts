import type { FileAnalysis } from '@shared/uploads/uploads-contract'
import { endSentence } from './sentences'

/** What reading a medical record gives: every part is copied from the record, never invented. */
export type RecordSummary = Omit<FileAnalysis, 'analyzedAt'>

const MAX_SUMMARY_SENTENCES = 5
const MAX_SENTENCE_LENGTH = 300
const MAX_ITEMS = 12

const MONTHS =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?'

/**
 * 03/14/2024, 3-14-24, 2024-03-14, March 14, 2024, 14 March 2024, March 2024, and a year on its
 * own ("onset in 2012"), but not a dose or a count ("2000 mg").
 */
const DATE_PATTERN = new RegExp(
  [
    String.raw`\b\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`,
    String.raw`\b\d{1,2}\s+(?:${MONTHS})\.?\s+\d{4}\b`,
    String.raw`\b(?:${MONTHS})\.?\s+\d{4}\b`,
    String.raw`\b(?:19[4-9]\d|20[0-4]\d)\b(?![.,]?\d|\s*(?:mg|mcg|ml|mL|g|units?|tablets?|%))`,
  ].join('|'),
  'gi',
)

// Names never run across a line break: records are often one field per line.
const NAME = String.raw`[A-Z][a-zA-Z'-]+(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z][a-zA-Z'-]+){0,2}`
const PROVIDER_PATTERNS = [
  // Dr. Maria Lopez, Doctor Lopez
  new RegExp(String.raw`\b(?:Dr\.?|Doctor)[ \t]+${NAME}`, 'g'),
  // Maria Lopez, MD
  new RegExp(
    String.raw`\b${NAME},?[ \t]+(?:M\.?D\.?|D\.?O\.?|N\.?P\.?|PA-C|Ph\.?D\.?|Psy\.?D\.?|DPM|AuD)\b`,
    'g',
  ),
  // Springfield VA Medical Center, Bay Pines Clinic, Mercy Hospital
  /\b(?:[A-Z][\w.'-]*[ \t]+){1,5}(?:Medical Center|Hospital|Clinic|Health Care System|Vet Center)\b/g,
]
/** "Provider: Dana Reyes, NP", "Physician: …", "Examiner: …": the rest of the line is the name. */
const PROVIDER_LABEL =
  /\b(?:Provider|Physician|Clinician|Examiner|Attending|Seen by|Signed by)\s*:\s*([^\n;]+)/gi

/** "Diagnosis: tinnitus; lumbar strain." and the like: what follows the label is the condition list. */
const CONDITION_LABEL =
  /\b(?:Diagnos[ie]s|Dx|Assessment|Impression|Conditions?|Problem list|Problems)\s*:\s*([^\n]+)/gi

/**
 * Conditions common in veterans' records. A term counts only when it is in the record, and is
 * reported as the record spells it.
 */
const KNOWN_CONDITIONS = [
  'post-traumatic stress disorder',
  'PTSD',
  'traumatic brain injury',
  'TBI',
  'tinnitus',
  'hearing loss',
  'sleep apnea',
  'hypertension',
  'diabetes(?: mellitus)?(?: type (?:1|2|I|II))?',
  'major depressive disorder',
  'depression',
  'anxiety',
  'migraines?',
  'asthma',
  'COPD',
  'sinusitis',
  'rhinitis',
  '(?:lumbar|cervical|thoracic) (?:strain|spine|radiculopathy|degenerative disc disease)',
  'degenerative disc disease',
  'radiculopathy',
  'sciatica',
  'arthritis',
  'osteoarthritis',
  '(?:chronic )?(?:low(?:er)? )?back pain',
  '(?:knee|shoulder|neck|hip|ankle) (?:pain|strain|instability)',
  'plantar fasciitis',
  'peripheral neuropathy',
  'neuropathy',
  'GERD',
  'irritable bowel syndrome',
  'ischemic heart disease',
  'coronary artery disease',
  'cancer',
  'burn pit exposure',
]
const KNOWN_CONDITION_PATTERN = new RegExp(String.raw`\b(?:${KNOWN_CONDITIONS.join('|')})\b`, 'gi')
const DIAGNOSIS_WORDS =
  /\b(?:diagnos\w*|condition|disorder|disease|syndrome|injury|assessment|impression|service[- ]connected|symptoms?|reports?)\b/i

function unique(values: string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const value of values) {
    const cleaned = value.replace(/\s+/g, ' ').replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, '')
    const key = cleaned.toLowerCase()
    if (!cleaned || seen.has(key)) continue
    seen.add(key)
    result.push(cleaned)
  }
  return result.slice(0, MAX_ITEMS)
}

/** Sentences and lines: records are often lists, so a line break also ends a sentence. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0)
}

export function findDates(text: string): string[] {
  const dates = unique(text.match(DATE_PATTERN) ?? [])
  // "2024" on its own adds nothing when "03/14/2024" is already listed.
  return dates.filter((date) => !dates.some((other) => other !== date && other.includes(date)))
}

export function findProviders(text: string): string[] {
  const labelled = [...text.matchAll(PROVIDER_LABEL)].map((match) => match[1] ?? '')
  const named = PROVIDER_PATTERNS.flatMap((pattern) => text.match(pattern) ?? [])
  // "Dr. Maria Lopez" found twice, once through its label, is one provider.
  const all = unique([...labelled, ...named])
  return all.filter(
    (name) =>
      !all.some((other) => other !== name && other.toLowerCase().includes(name.toLowerCase())),
  )
}

export function findConditions(text: string): string[] {
  const labelled = [...text.matchAll(CONDITION_LABEL)].flatMap((match) =>
    // The list ends with its sentence: "Tinnitus, bilateral. Onset in 2012…" lists one condition.
    ((match[1] ?? '').split(/\.\s+(?=[A-Z])/)[0] ?? '')
      .replace(/\.\s*$/, '')
      .split(/;|\.\s/)
      .map((item) => item.trim()),
  )
  const known = text.match(KNOWN_CONDITION_PATTERN) ?? []
  const all = unique([...labelled, ...known])
  // "tinnitus" is already in "Tinnitus, bilateral".
  return all.filter(
    (item) =>
      !all.some((other) => other !== item && other.toLowerCase().includes(item.toLowerCase())),
  )
}

/**
 * The embedded reader of a medical record: an extractive summary. It picks the sentences that
 * mention conditions, dates and providers, in the record's own order and words, so it can leave
 * things out but cannot make anything up.
 */
export function summarizeRecordText(text: string): RecordSummary {
  const conditions = findConditions(text)
  const dates = findDates(text)
  const providers = findProviders(text)
  const sentences = splitSentences(text)
  const conditionTerms = conditions.map((condition) => condition.toLowerCase())
  const scored = sentences.map((sentence, position) => {
    const lower = sentence.toLowerCase()
    let score = 0
    if (conditionTerms.some((term) => lower.includes(term)) || DIAGNOSIS_WORDS.test(sentence))
      score += 3
    if (findDates(sentence).length > 0) score += 1
    if (providers.some((provider) => sentence.includes(provider))) score += 1
    return { sentence, position, score }
  })
  const picked = scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_SUMMARY_SENTENCES)
  const chosen = picked.length > 0 ? picked : scored.slice(0, 2)
  const summary = chosen
    .sort((a, b) => a.position - b.position)
    .map(({ sentence }) => {
      if (sentence.length > MAX_SENTENCE_LENGTH)
        return `${sentence.slice(0, MAX_SENTENCE_LENGTH - 1).trimEnd()}…`
      // A line of a list reads as a sentence once it ends like one.
      return endSentence(sentence)
    })
    .join(' ')
  return { summary, conditions, dates, providers }
}
