import { officialLinks } from '@shared/guides/official-links'
import type { ChatSource } from '@shared/assistant/assistant-contract'
import { supportLines } from '@shared/guides/support-lines'
import type { Assistant, AssistantReply, RecordContext } from './assistant'
import { createKnowledgeSearch, meaningfulTerms, type SearchHit } from './knowledge-search'
import type { KnowledgeEntry } from './knowledge/knowledge-entry'
import { summarizeRecordText } from './record-summary'
import { endSentence } from './sentences'

// Calibrated on knowledge/evaluation-questions.ts: a real question's best entry scores 43 or more,
// or matches every meaningful word of a short question ("I'm about to be evicted"); questions
// outside VA benefits score 22 at most, or match too few of their words.
const MIN_SCORE = 30
const MIN_COVERAGE = 0.3
const MIN_SCORE_WHEN_EVERY_WORD_MATCHES = 10

/** Whether a hit answers the question well enough to build an answer on it. */
export function isConfident(hit: SearchHit | undefined): hit is SearchHit {
  if (!hit) return false
  if (hit.coverage >= 1) return hit.score >= MIN_SCORE_WHEN_EVERY_WORD_MATCHES
  return hit.score >= MIN_SCORE && hit.coverage >= MIN_COVERAGE
}
/** A second entry joins the answer when it scores at least this share of the best one. */
const RELATED_SHARE = 0.75

const { vaBenefits, veteransCrisisLine, veteransCrisisText } = supportLines

/**
 * The honest answer when the knowledge base has nothing that fits, and who to ask instead. It
 * ends with the crisis line: a message the screen did not read as a crisis may still be one.
 */
export const NO_ANSWER_TEXT =
  "I don't have a good answer to that. I can help with VA benefits: disability claims and " +
  'ratings, appeals, the GI Bill and VR&E, health care, home loans, pension, life insurance, ' +
  'burial, and benefits for families and survivors. Try asking about one of those.\n\n' +
  `For anything else about VA, call ${vaBenefits.display} (TTY: 711), Monday to Friday. For ` +
  'free, one-on-one help with a claim, ask a VA-accredited representative.\n\n' +
  `If you are going through something hard, the Veterans Crisis Line is there 24/7: dial ` +
  `${veteransCrisisLine.dial}, then press 1, or text ${veteransCrisisText.display}.`

export const NO_ANSWER_SOURCES: ChatSource[] = [
  { title: vaBenefits.name, url: vaBenefits.sourceUrl },
  {
    title: 'VA: Get help from a VA-accredited representative',
    url: officialLinks.accreditedRepresentativeHelp.href,
  },
]

/** The passages of an entry that share the most words with the question, in their own order. */
function relevantPassages(entry: KnowledgeEntry, question: string, count: number): string[] {
  const questionTerms = meaningfulTerms(question)
  const ranked = entry.passages
    .map((passage, position) => ({
      passage,
      position,
      overlap: [...meaningfulTerms(passage)].filter((term) => questionTerms.has(term)).length,
    }))
    .sort((a, b) => b.overlap - a.overlap || a.position - b.position)
    .slice(0, count)
  return ranked.sort((a, b) => a.position - b.position).map(({ passage }) => passage)
}

function toSource(entry: KnowledgeEntry): ChatSource {
  return { title: entry.source.title, url: entry.source.url }
}

export function composeAnswer(
  question: string,
  hits: SearchHit[],
): { text: string; sources: ChatSource[] } {
  const [best, second] = hits
  if (!isConfident(best)) return { text: NO_ANSWER_TEXT, sources: NO_ANSWER_SOURCES }

  const parts = [...relevantPassages(best.entry, question, 2)]
  const sources = [toSource(best.entry)]
  if (second && second.score >= best.score * RELATED_SHARE && second.entry.id !== best.entry.id) {
    parts.push(
      `Related: ${endSentence(second.entry.title)} ${relevantPassages(second.entry, question, 1).join(' ')}`,
    )
    if (second.entry.source.url !== best.entry.source.url) sources.push(toSource(second.entry))
  }
  parts.push(`Next step: ${best.entry.nextStep}`)
  return { text: parts.join('\n\n'), sources }
}

/** Splits text into small pieces at word boundaries, so the page can show it as it arrives. */
export async function* streamWords(text: string): AsyncGenerator<string> {
  for (const piece of text.match(/\S+\s*/g) ?? []) yield piece
}

/**
 * The question as retrieval sees it: with a record, its conditions join the question, so "what
 * can I claim?" finds the entries about what the record mentions.
 */
export function searchTextFor(question: string, record: RecordContext | undefined): string {
  return record ? `${question} ${record.analysis.conditions.join(' ')}` : question
}

/** Says which record the answer read, and what in it the answer builds on. */
export function describeRecord(record: RecordContext): string {
  const { conditions, dates } = record.analysis
  const parts = [`I read your record "${record.filename}".`]
  if (conditions.length > 0) parts.push(endSentence(`It mentions ${conditions.join('; ')}`))
  if (dates.length > 0) parts.push(endSentence(`Dates in it: ${dates.join(', ')}`))
  if (conditions.length === 0 && dates.length === 0)
    parts.push('I found no conditions or dates in it.')
  return parts.join(' ')
}

/** The embedded default: retrieval over the knowledge base, no model and no network. */
export function createOfflineAssistant(entries: readonly KnowledgeEntry[]): Assistant {
  const search = createKnowledgeSearch(entries)
  return {
    async reply(question, { record } = {}): Promise<AssistantReply> {
      const { text, sources } = composeAnswer(
        question,
        search.search(searchTextFor(question, record), 2),
      )
      return {
        sources,
        textStream: streamWords(record ? `${describeRecord(record)}\n\n${text}` : text),
      }
    },
    async summarizeRecord(text) {
      return summarizeRecordText(text)
    },
  }
}
