import MiniSearch from 'minisearch'
import { stemmer } from 'stemmer'
import type { EntryExample } from './knowledge/entry-examples'
import type { KnowledgeEntry } from './knowledge/knowledge-entry'
import { withKnowledgeBaseWords } from './plain-words'

export type SearchHit = {
  entry: KnowledgeEntry
  score: number
  /** The share of the question's meaningful words that this entry matched, 0 to 1. */
  coverage: number
}

// Words that carry no meaning for retrieval in this domain's questions.
const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been being but by can could did do does doing ' +
    'for from get got had has have how i if in into is it its just me more my no not of on or our out ' +
    'should so some than that the their them then there these they this to up us was we were what ' +
    'when where which who why will with would you your im ive dont cant va veteran veterans please ' +
    'help need know tell like thing right now last year years good best tonight tomorrow really'
  ).split(' '),
)

/** Lower case, no stop words, Porter stems: "evicted" and "eviction" both become "evict". */
export function normalizeTerm(term: string): string | null {
  const word = term
    .toLowerCase()
    .replace(/'s$/, '')
    .replace(/[^a-z0-9-]/g, '')
  if (word.length < 2 || STOP_WORDS.has(word)) return null
  return stemmer(word)
}

const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]

// DoD and Standard Forms are printed "DD 214" and "SF 180" but typed "DD214", "DD-214", "sf180".
const DOD_FORM = /\b(dd|sf)[- ]?(?:form )?(\d{3})\b/gi

// A chapter of title 38 or 10 names a benefit, so it is one word: "Chapter 33" is the Post-9/11 GI
// Bill and "Chapter 35" is DEA, and as two words they would share "chapter". Typed "ch 33", "ch.33",
// "chap 35" or "CH31" too.
const CHAPTER = /\b(?:chapter|chap|chp|ch)\.?\s?(\d{2,4})\b/gi

/** Splits text into words, with form numbers and chapters written one way however they were typed. */
function tokenize(text: string): string[] {
  return defaultTokenize(text.replace(DOD_FORM, '$1 $2').replace(CHAPTER, 'chapter$1'))
}

/** The meaningful words of a text, normalised the way the index stores them. */
export function meaningfulTerms(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((term) => normalizeTerm(term) ?? []))
}

/** A word retrieval added for a plain word counts this much of a word the question used. */
const PLAIN_WORD_WEIGHT = 0.5

type Scored = { score: number; terms: Set<string> }

/**
 * The best entries for a question, by its words in each entry's names (title and aliases), in the
 * entry's best passage, and in the questions people asked that the entry answered (its examples).
 */
export function createKnowledgeSearch(
  entries: readonly KnowledgeEntry[],
  examples: readonly EntryExample[] = [],
) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  // No prefix matching: stems already join a word's forms, and a prefix joins unrelated words
  // ("medal" and "medallion", "allowed" and "allowance"). Fuzzy matching catches long typos, but
  // not in a word with a number: "chapter33" is not a typo of "chapter35".
  const searchOptions = {
    fuzzy: (term: string) => (term.length > 6 && !/\d/.test(term) ? 0.15 : false),
    combineWith: 'OR',
  } as const
  // The entry's names (title and aliases) and each passage are indexed apart: an entry counts by
  // its names and its one best passage, so a long entry does not win on many weak passages.
  const names = new MiniSearch<{ id: string; title: string; aliases: string }>({
    fields: ['title', 'aliases'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions,
  })
  names.addAll(
    entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      aliases: entry.aliases.join(' '),
    })),
  )
  const passages = new MiniSearch<{ id: string; entryId: string; text: string }>({
    fields: ['text'],
    storeFields: ['entryId'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions,
  })
  passages.addAll(
    entries.flatMap((entry) =>
      [...entry.passages, entry.nextStep].map((text, position) => ({
        id: `${entry.id}#${position}`,
        entryId: entry.id,
        text,
      })),
    ),
  )

  const asked = new MiniSearch<{ id: number; entryId: string; question: string }>({
    fields: ['question'],
    storeFields: ['entryId'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions,
  })
  asked.addAll(examples.map((example, id) => ({ id, ...example })))

  return {
    /**
     * The best entries for a question, best first. The question's plain words bring in the
     * knowledge base's own words; coverage counts only the words the question itself used.
     */
    search(question: string, limit = 3, { withExamples = true } = {}): SearchHit[] {
      const questionTerms = meaningfulTerms(question)
      const query = withKnowledgeBaseWords(question)
      const options = {
        boostTerm: (term: string) => (questionTerms.has(term) ? 1 : PLAIN_WORD_WEIGHT),
      }
      // MiniSearch multiplies a score by the number of query words matched; that count is
      // taken here over the entry as a whole, with an added plain word counting half.
      const byEntry = new Map<string, { names: Scored; passage: Scored; example: Scored }>()
      const slot = (id: string) => {
        let found = byEntry.get(id)
        if (!found) {
          found = {
            names: { score: 0, terms: new Set() },
            passage: { score: 0, terms: new Set() },
            example: { score: 0, terms: new Set() },
          }
          byEntry.set(id, found)
        }
        return found
      }
      for (const result of names.search(query, options)) {
        slot(String(result.id)).names = {
          score: NAME_WEIGHT * (result.score / result.queryTerms.length),
          terms: new Set(result.queryTerms),
        }
      }
      for (const result of passages.search(query, options)) {
        const found = slot(String(result.entryId))
        const score = result.score / result.queryTerms.length
        if (score > found.passage.score)
          found.passage = { score, terms: new Set(result.queryTerms) }
      }
      for (const result of withExamples ? asked.search(query, options) : []) {
        const found = slot(String(result.entryId))
        const score = (EXAMPLE_WEIGHT * result.score) / result.queryTerms.length
        if (score > found.example.score)
          found.example = { score, terms: new Set(result.queryTerms) }
      }
      return [...byEntry]
        .flatMap(([id, found]) => {
          const entry = byId.get(id)
          if (!entry) return []
          const terms = new Set([
            ...found.names.terms,
            ...found.passage.terms,
            ...found.example.terms,
          ])
          const matched = [...terms].filter((term) => questionTerms.has(term)).length
          const added = terms.size - matched
          return [
            {
              entry,
              score:
                (found.names.score + found.passage.score + found.example.score) *
                (matched + PLAIN_WORD_WEIGHT * added),
              coverage: questionTerms.size ? matched / questionTerms.size : 0,
            },
          ]
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
    },
  }
}

/** A word matched in an entry's title or aliases counts this many times a word in a passage. */
const NAME_WEIGHT = 3

/** A word matched in a question the entry answered counts this many times a word in a passage. */
const EXAMPLE_WEIGHT = 1

export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>
