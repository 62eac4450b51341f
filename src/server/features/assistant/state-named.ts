import { US_STATE_CODES } from '@shared/us-states'
import type { KnowledgeEntry } from './knowledge/knowledge-entry'
import type { SearchHit } from './knowledge-search'

// Longest names first, so "West Virginia" is read before "Virginia" and "New Mexico" whole.
const STATE_NAMES = Object.keys(US_STATE_CODES).sort((a, b) => b.length - a.length)
const NAMED_STATE = new RegExp(
  `\\b(${STATE_NAMES.map((name) => name.replace(/ /g, '\\s+')).join('|')})\\b`,
  'gi',
)
// "Washington, D.C." and "DC" name the capital, not the state of Washington.
const THE_CAPITAL = /\bwashington,?\s+d\.?\s?c\b/gi

/** The one US state (or DC, or territory) a message names, as the entries spell it, or null. */
export function stateNamedIn(message: string): string | null {
  const named = new Set(
    [...message.replace(THE_CAPITAL, ' ').matchAll(NAMED_STATE)].map((found) =>
      (found[1] ?? '').replace(/\s+/g, ' ').toUpperCase(),
    ),
  )
  const [name] = [...named]
  if (named.size !== 1 || !name) return null
  return name
    .toLowerCase()
    .replace(/\b\w/g, (letter) => letter.toUpperCase())
    .replace(/\bOf\b/, 'of')
}

/**
 * Hits for a question that names one state: another state's benefits never answer it, and when
 * state benefits are what it asks about (the best hit is a state's entry or the directory of state
 * offices), that state's own entry answers, or the directory when we have no entry for it.
 */
export function withTheStateNamed(
  entries: readonly KnowledgeEntry[],
  question: string,
  hits: SearchHit[],
  isStateDirectory: (entry: KnowledgeEntry) => boolean,
): SearchHit[] {
  const state = stateNamedIn(question)
  const [best] = hits
  if (!state || !best) return hits
  const kept = hits.filter((hit) => hit.entry.state === undefined || hit.entry.state === state)
  const asksStateBenefits = best.entry.state !== undefined || isStateDirectory(best.entry)
  const answering = entries.find((entry) => entry.state === state) ?? entries.find(isStateDirectory)
  if (!answering || !asksStateBenefits || kept[0]?.entry === answering) return kept
  return [
    { ...best, entry: answering },
    ...kept.filter((hit) => hit.entry !== answering && hit.entry.state === undefined),
  ]
}
