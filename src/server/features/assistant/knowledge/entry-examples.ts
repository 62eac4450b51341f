import { sourcesFor } from '../answer-sources'
import { comparableUrl } from './evaluation/comparable-url'
import { developmentQuestions } from './evaluation/development-questions'
import type { EvaluationQuestion } from './evaluation/evaluation-question'
import type { KnowledgeEntry } from './knowledge-entry'

/** A question someone asked, filed under an entry that answers it. */
export type EntryExample = { entryId: string; question: string }

/**
 * Questions filed under the entries that answer them, as paraphrases people actually wrote: an
 * entry answers an answerable question when its text states every key fact (in one of the
 * spellings the question's author accepted) and it cites one of the pages the author expected.
 * A follow-up is filed with the question before it, so the paraphrase carries its subject. A
 * question no entry answers teaches nothing, and an out-of-scope one is never filed.
 */
export function examplesFor(
  entries: readonly KnowledgeEntry[],
  questions: readonly EvaluationQuestion[],
): EntryExample[] {
  const facts = entries.map((entry) => ({
    entry,
    text: [...entry.passages, entry.nextStep].join(' ').toLowerCase(),
    sources: new Set(
      sourcesFor([entry], entry.passages.join(' ')).map((source) => comparableUrl(source.url)),
    ),
  }))
  return questions.flatMap((item) => {
    if (item.kind !== 'answerable') return []
    const expected = item.expectedSources.map(comparableUrl)
    const question = [...(item.previous ?? []).slice(-1), item.question].join(' ')
    return facts
      .filter(
        ({ text, sources }) =>
          item.keyFacts.every((spellings) =>
            spellings.some((spelling) => text.includes(spelling.toLowerCase())),
          ) && expected.some((url) => sources.has(url)),
      )
      .map(({ entry }) => ({ entryId: entry.id, question }))
  })
}

const filed = new WeakMap<readonly KnowledgeEntry[], EntryExample[]>()

/**
 * The development files' questions filed under these entries, worked out once per knowledge base
 * (about 0.2 s) and shared by the offline engine and the model path.
 */
export function developmentExamples(entries: readonly KnowledgeEntry[]): EntryExample[] {
  let examples = filed.get(entries)
  if (!examples) {
    examples = examplesFor(entries, developmentQuestions)
    filed.set(entries, examples)
  }
  return examples
}
