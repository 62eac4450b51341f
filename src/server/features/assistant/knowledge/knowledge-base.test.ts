import { describe, expect, test } from 'vitest'
import { answerableQuestions, outOfScopeQuestions } from './evaluation-questions'
import { knowledgeBase } from './knowledge-base'
import { KNOWLEDGE_TOPICS } from './knowledge-entry'
import { endSentence } from '../sentences'

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function isGovernmentHttpsUrl(url: string) {
  const parsed = new URL(url)
  return parsed.protocol === 'https:' && /\.(?:gov|mil)$/.test(parsed.hostname)
}

function isRealIsoDate(value: string) {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

describe('knowledge base entries', () => {
  test('holds between 100 and 200 entries', () => {
    expect(knowledgeBase.length).toBeGreaterThanOrEqual(100)
    expect(knowledgeBase.length).toBeLessThanOrEqual(200)
  })

  test('ids are unique and kebab-case', () => {
    const ids = knowledgeBase.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id, id).toMatch(KEBAB_CASE)
  })

  test.each(knowledgeBase.map((entry) => [entry.id, entry] as const))(
    '%s is complete',
    (_id, entry) => {
      expect(entry.title.trim()).not.toBe('')
      expect(entry.passages.length).toBeGreaterThanOrEqual(2)
      expect(entry.passages.length).toBeLessThanOrEqual(6)
      for (const passage of entry.passages) expect(passage.trim()).not.toBe('')
      expect(entry.nextStep.trim()).not.toBe('')
      expect(entry.nextStep).toMatch(/^[A-Z]/)
      expect(entry.aliases.length).toBeGreaterThanOrEqual(1)
      for (const alias of entry.aliases) expect(alias.trim()).not.toBe('')
      expect(entry.source.title.trim()).not.toBe('')
      expect(isGovernmentHttpsUrl(entry.source.url), entry.source.url).toBe(true)
    },
  )

  // Answers join passages and next steps one after another, so each must end its own sentence.
  test('every passage and next step ends like a sentence', () => {
    for (const entry of knowledgeBase) {
      for (const text of [...entry.passages, entry.nextStep])
        expect(endSentence(text), entry.id).toBe(text)
    }
  })

  test('every checkedOn is a real ISO date that is not in the future', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const entry of knowledgeBase) {
      expect(isRealIsoDate(entry.checkedOn), `${entry.id}: ${entry.checkedOn}`).toBe(true)
      expect(entry.checkedOn <= today, `${entry.id}: ${entry.checkedOn}`).toBe(true)
    }
  })

  test('every topic has an entry, and crisis has one or two', () => {
    for (const topic of KNOWLEDGE_TOPICS) {
      const count = knowledgeBase.filter((entry) => entry.topic === topic).length
      if (topic === 'crisis') {
        expect(count, topic).toBeGreaterThanOrEqual(1)
        expect(count, topic).toBeLessThanOrEqual(2)
      } else {
        expect(count, topic).toBeGreaterThanOrEqual(1)
      }
    }
  })

  // The crisis line must read the same everywhere it appears (DESIGN.md, "Trust and look").
  test('every mention of the Veterans Crisis Line gives 988 then press 1', () => {
    for (const entry of knowledgeBase) {
      for (const text of [...entry.passages, entry.nextStep]) {
        if (text.includes('988')) expect(text, entry.id).toMatch(/988,? then press 1/)
      }
    }
  })

  // No entry may suggest paying someone to file a claim.
  test('no entry promises an outcome or sells claim help', () => {
    const forbidden =
      /\b(guarantee[sd]? (?:a|your) (?:rating|approval|win)|we (?:can|will) file|win your claim)\b/i
    for (const entry of knowledgeBase) {
      for (const text of [entry.title, ...entry.passages, entry.nextStep])
        expect(text, entry.id).not.toMatch(forbidden)
    }
  })
})

describe('evaluation questions', () => {
  const ids = new Set(knowledgeBase.map((entry) => entry.id))

  test('has enough questions of each kind', () => {
    expect(answerableQuestions.length).toBeGreaterThanOrEqual(45)
    expect(outOfScopeQuestions.length).toBeGreaterThanOrEqual(8)
  })

  test('every expected entry id exists, with 1 to 3 per question', () => {
    for (const { question, expectedEntryIds } of answerableQuestions) {
      expect(expectedEntryIds.length, question).toBeGreaterThanOrEqual(1)
      expect(expectedEntryIds.length, question).toBeLessThanOrEqual(3)
      for (const id of expectedEntryIds) expect(ids.has(id), `${question} -> ${id}`).toBe(true)
    }
  })

  test('questions are unique and non-empty', () => {
    const all = [...answerableQuestions.map(({ question }) => question), ...outOfScopeQuestions]
    for (const text of all) expect(text.trim()).not.toBe('')
    expect(new Set(all.map((text) => text.toLowerCase())).size).toBe(all.length)
  })
})
