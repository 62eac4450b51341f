import MiniSearch from 'minisearch'
import { stemmer } from 'stemmer'
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

/** Splits text into words, with form numbers written one way however they were typed. */
function tokenize(text: string): string[] {
  return defaultTokenize(text.replace(DOD_FORM, '$1 $2'))
}

/** The meaningful words of a text, normalised the way the index stores them. */
export function meaningfulTerms(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((term) => normalizeTerm(term) ?? []))
}

/** A word retrieval added for a plain word counts this much of a word the question used. */
const PLAIN_WORD_WEIGHT = 0.5

export function createKnowledgeSearch(entries: readonly KnowledgeEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const index = new MiniSearch<{ id: string; title: string; aliases: string; text: string }>({
    fields: ['title', 'aliases', 'text'],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: {
      boost: { title: 3, aliases: 3 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 6 ? 0.15 : false),
      combineWith: 'OR',
    },
  })
  index.addAll(
    entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      aliases: entry.aliases.join(' '),
      text: `${entry.passages.join(' ')} ${entry.nextStep}`,
    })),
  )

  return {
    /**
     * The best entries for a question, best first. The question's plain words bring in the
     * knowledge base's own words; coverage counts only the words the question itself used.
     */
    search(question: string, limit = 3): SearchHit[] {
      const questionTerms = meaningfulTerms(question)
      return index
        .search(withKnowledgeBaseWords(question), {
          boostTerm: (term) => (questionTerms.has(term) ? 1 : PLAIN_WORD_WEIGHT),
        })
        .slice(0, limit)
        .flatMap((result) => {
          const entry = byId.get(String(result.id))
          if (!entry) return []
          const matched = new Set(result.queryTerms.filter((term) => questionTerms.has(term))).size
          return [
            {
              entry,
              score: result.score,
              coverage: questionTerms.size ? matched / questionTerms.size : 0,
            },
          ]
        })
    },
  }
}

export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>
