import type { FileAnalysis } from '@shared/uploads/uploads-contract'
import type { EvaluationRecord } from './evaluation-record'

type Analysis = Omit<FileAnalysis, 'analyzedAt' | 'readingNotes'>

/** How one record's analysis compares with what its author expected. */
export type RecordScore = {
  id: string
  conditions: {
    expected: number
    found: number
    matched: number
    missed: string[]
    extra: string[]
  }
  nexusOpinions: {
    expected: number
    found: number
    matched: number
    missed: string[]
    extra: string[]
  }
  inServiceEvents: { expected: number; matched: number }
  /** Personal data from the record still in the analysis, as "kind: value". */
  leaks: string[]
  isSuicidalIdeationRight: boolean
}

const IGNORED_WORDS = new Set([
  'of',
  'the',
  'and',
  'with',
  'in',
  'on',
  'to',
  'a',
  'an',
  'or',
  'bilateral',
  'left',
  'right',
  'chronic',
  'status',
  'post',
  'residuals',
  'disorder',
  'disease',
  'condition',
  'syndrome',
  'spine',
  'region',
  'lower',
  'upper',
  'extremity',
])

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1 && !IGNORED_WORDS.has(word)),
  )
}

/** Two names of one condition: one's key words all in the other, or most of them shared. */
export function isSameCondition(expected: string, found: string): boolean {
  const a = words(expected)
  const b = words(found)
  if (a.size === 0 || b.size === 0) return false
  const shared = [...a].filter((word) => b.has(word)).length
  return shared === a.size || shared === b.size || shared / Math.min(a.size, b.size) >= 0.5
}

function conditionMatches(
  expected: { name: string; diagnosticCode?: string },
  found: Analysis['conditions'][number],
): boolean {
  if (
    expected.diagnosticCode &&
    found.diagnosticCode &&
    expected.diagnosticCode === found.diagnosticCode
  )
    return true
  return (
    isSameCondition(expected.name, found.name) || isSameCondition(expected.name, found.asWritten)
  )
}

function quoteOverlap(expected: string, found: string): number {
  const a = words(expected)
  const b = words(found)
  return a.size === 0 ? 0 : [...a].filter((word) => b.has(word)).length / a.size
}

/**
 * Pairs each expected item with at most one found item so that as many as possible are paired (a
 * maximum matching, by augmenting paths): a greedy pass could give a found item to the first
 * expected item it resembles and leave a later one, which it matches exactly, unpaired.
 */
function pair<E, F>(expected: readonly E[], found: readonly F[], matches: (e: E, f: F) => boolean) {
  const pairedWith = new Map<number, number>()
  const tryPair = (item: number, seen: Set<number>): boolean => {
    for (const [position, candidate] of found.entries()) {
      if (seen.has(position) || !matches(expected[item] as E, candidate)) continue
      seen.add(position)
      const holder = pairedWith.get(position)
      if (holder === undefined || tryPair(holder, seen)) {
        pairedWith.set(position, item)
        return true
      }
    }
    return false
  }
  const missed = expected.filter((_, item) => !tryPair(item, new Set()))
  return {
    matched: pairedWith.size,
    missed,
    extra: found.filter((_, position) => !pairedWith.has(position)),
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Every piece of the record's personal data that can still be read in what is stored and shown. */
export function findLeaks(record: EvaluationRecord, analysis: Analysis): string[] {
  const shown = JSON.stringify(analysis)
  const leaks: string[] = []
  for (const { kind, value } of record.expected.personalData) {
    const pieces = [value]
    // A name leaks if any of its words does: "WHITFIELD" alone still names him.
    if (kind === 'name')
      pieces.push(...value.split(/[\s,]+/).filter((part) => part.replace(/\W/g, '').length >= 3))
    if (kind === 'ssn' || kind === 'phone') pieces.push(value.replace(/\D/g, ''))
    const isLeaked = pieces.some((piece) => {
      if (piece === '') return false
      const pattern = new RegExp(`(?<![\\w])${escapeRegExp(piece)}(?![\\w])`, 'i')
      return (
        pattern.test(shown) || (/^\d{6,}$/.test(piece) && shown.replace(/\D/g, ' ').includes(piece))
      )
    })
    if (isLeaked) leaks.push(`${kind}: ${value}`)
  }
  return leaks
}

export function scoreRecord(record: EvaluationRecord, analysis: Analysis): RecordScore {
  const { expected } = record
  const conditions = pair(expected.conditions, analysis.conditions, conditionMatches)
  const nexusOpinions = pair(
    expected.nexusOpinions,
    analysis.nexusOpinions,
    (e, f) =>
      e.strength === f.strength &&
      ((f.condition !== null && isSameCondition(e.condition, f.condition)) ||
        quoteOverlap(e.quote, f.quote) >= 0.6),
  )
  const events = pair(
    expected.inServiceEvents,
    analysis.inServiceEvents,
    (e, f) => quoteOverlap(e, f) >= 0.5 || quoteOverlap(f, e) >= 0.5,
  )
  return {
    id: record.id,
    conditions: {
      expected: expected.conditions.length,
      found: analysis.conditions.length,
      matched: conditions.matched,
      missed: conditions.missed.map((item) => item.name),
      extra: conditions.extra.map((item) => `${item.name} ("${item.asWritten}")`),
    },
    nexusOpinions: {
      expected: expected.nexusOpinions.length,
      found: analysis.nexusOpinions.length,
      matched: nexusOpinions.matched,
      missed: nexusOpinions.missed.map((item) => `${item.condition}: ${item.strength}`),
      extra: nexusOpinions.extra.map(
        (item) => `${item.condition ?? '?'}: ${item.strength} ("${item.quote.slice(0, 90)}")`,
      ),
    },
    inServiceEvents: { expected: expected.inServiceEvents.length, matched: events.matched },
    leaks: findLeaks(record, analysis),
    isSuicidalIdeationRight:
      expected.mentionsSuicidalIdeation === analysis.mentionsSuicidalIdeation,
  }
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole
}

/** Micro-averaged precision and recall over all records, and the leaks counted. */
export function summarizeScores(scores: readonly RecordScore[]) {
  const total = (pick: (score: RecordScore) => number) =>
    scores.reduce((sum, score) => sum + pick(score), 0)
  const conditionsMatched = total((score) => score.conditions.matched)
  const nexusMatched = total((score) => score.nexusOpinions.matched)
  return {
    records: scores.length,
    conditionPrecision: ratio(
      conditionsMatched,
      total((score) => score.conditions.found),
    ),
    conditionRecall: ratio(
      conditionsMatched,
      total((score) => score.conditions.expected),
    ),
    nexusPrecision: ratio(
      nexusMatched,
      total((score) => score.nexusOpinions.found),
    ),
    nexusRecall: ratio(
      nexusMatched,
      total((score) => score.nexusOpinions.expected),
    ),
    eventRecall: ratio(
      total((score) => score.inServiceEvents.matched),
      total((score) => score.inServiceEvents.expected),
    ),
    leaks: total((score) => score.leaks.length),
    recordsWithLeaks: scores.filter((score) => score.leaks.length > 0).length,
    suicidalIdeationRight: scores.filter((score) => score.isSuicidalIdeationRight).length,
  }
}
