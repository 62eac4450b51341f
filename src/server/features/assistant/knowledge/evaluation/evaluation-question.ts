/**
 * One evaluation item for the Veteran Resource Hub assistant.
 *
 * Written by an independent author on 2026-11-23, without seeing the assistant, its code or its
 * knowledge base. A key fact is a list of acceptable spellings; a correct answer contains at least
 * one of them as a case-insensitive substring.
 */
export type EvaluationQuestion = {
  id: string // kebab-case, unique, e.g. 'tinnitus-rating-max'
  question: string
  previous?: readonly string[] // earlier user messages in the same chat, for follow-ups
  kind: 'answerable' | 'out-of-scope'
  area: string // kebab-case area, e.g. 'appeals'
  keyFacts: readonly (readonly string[])[] // [] for out-of-scope
  expectedSources: readonly string[] // [] for out-of-scope
}
