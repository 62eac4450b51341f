import { describe, expect, test } from 'vitest'
import { createKnowledgeSearch } from '../knowledge-search'
import { examplesFor } from './entry-examples'
import type { EvaluationQuestion } from './evaluation/evaluation-question'
import type { KnowledgeEntry } from './knowledge-entry'

function entry(id: string, passage: string, url: string): KnowledgeEntry {
  return {
    id,
    topic: 'claims',
    title: id.replace(/-/g, ' '),
    passages: [passage],
    nextStep: 'Call VA.',
    aliases: [],
    source: { title: id, url },
    checkedOn: '2026-11-27',
  }
}

const clothing = entry(
  'clothing-allowance',
  'Apply for the clothing allowance by August 1 each year on VA Form 10-8678.',
  'https://www.va.gov/disability/eligibility/special-claims/clothing-allowance/',
)
const headstone = entry(
  'headstones',
  'A government headstone or marker is free for an eligible veteran’s grave.',
  'https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/',
)

function question(overrides: Partial<EvaluationQuestion>): EvaluationQuestion {
  return {
    id: 'q',
    question: 'my brace keeps ripping my jeans, is there money for that and by when',
    kind: 'answerable',
    area: 'compensation',
    keyFacts: [['August 1']],
    expectedSources: ['https://va.gov/disability/eligibility/special-claims/clothing-allowance'],
    ...overrides,
  }
}

describe('questions people asked, filed under the entries that answer them', () => {
  test('go to an entry that states every key fact and cites an expected page', () => {
    expect(examplesFor([clothing, headstone], [question({})])).toEqual([
      {
        entryId: 'clothing-allowance',
        question: 'my brace keeps ripping my jeans, is there money for that and by when',
      },
    ])
  })

  test('never come from an out-of-scope question, a missing fact or another page', () => {
    expect(
      examplesFor(
        [clothing, headstone],
        [
          question({ kind: 'out-of-scope', keyFacts: [], expectedSources: [] }),
          question({ keyFacts: [['July 4']] }),
          question({ expectedSources: ['https://www.va.gov/pension/'] }),
        ],
      ),
    ).toEqual([])
  })

  test('file a follow-up with the question before it, as retrieval reads it', () => {
    const [example] = examplesFor(
      [clothing],
      [question({ previous: ['can VA pay for clothes a brace ruins?'], question: 'by when?' })],
    )
    expect(example?.question).toBe('can VA pay for clothes a brace ruins? by when?')
  })

  test('lead search to their entry for a question in words the entry never uses', () => {
    const examples = examplesFor([clothing, headstone], [question({})])
    const words = 'my knee brace rips my jeans'
    expect(createKnowledgeSearch([clothing, headstone]).search(words)).toEqual([])
    expect(createKnowledgeSearch([clothing, headstone], examples).search(words)[0]?.entry.id).toBe(
      'clothing-allowance',
    )
  })
})
