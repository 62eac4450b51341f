import { describe, expect, test } from 'vitest'
import type { Assistant } from '../../assistant'
import {
  NO_ANSWER_SOURCES,
  NO_ANSWER_TEXT,
  createOfflineAssistant,
  streamWords,
} from '../../offline-assistant'
import { knowledgeBase } from '../knowledge-base'
import { comparableUrl } from './comparable-url'
import { evaluateAssistant } from './evaluate-assistant'
import type { EvaluationQuestion } from './evaluation-question'
import { heldOutQuestions } from './evaluation-questions-held-out'
import { secondHeldOutQuestions } from './evaluation-questions-held-out-2'
import { thirdHeldOutQuestions } from './evaluation-questions-held-out-3'
import { fourthHeldOutQuestions } from './evaluation-questions-held-out-4'
import { fifthHeldOutQuestions } from './evaluation-questions-held-out-5'
import { sixthHeldOutQuestions } from './evaluation-questions-held-out-6'
import { seventhHeldOutQuestions } from './evaluation-questions-held-out-7'
import { eighthHeldOutQuestions } from './evaluation-questions-held-out-8'
import { ninthHeldOutQuestions } from './evaluation-questions-held-out-9'
import { tenthHeldOutQuestions } from './evaluation-questions-held-out-10'
import { eleventhHeldOutQuestions } from './evaluation-questions-held-out-11'
import { twelfthHeldOutQuestions } from './evaluation-questions-held-out-12'
import { thirteenthHeldOutQuestions } from './evaluation-questions-held-out-13'
import { fourteenthHeldOutQuestions } from './evaluation-questions-held-out-14'
import { fifteenthHeldOutQuestions } from './evaluation-questions-held-out-15'
import { sixteenthHeldOutQuestions } from './evaluation-questions-held-out-16'
import { seventeenthHeldOutQuestions } from './evaluation-questions-held-out-17'
import { eighteenthHeldOutQuestions } from './evaluation-questions-held-out-18'
import { nineteenthHeldOutQuestions } from './evaluation-questions-held-out-19'
import { twentiethHeldOutQuestions } from './evaluation-questions-held-out-20'
import { twentyFirstHeldOutQuestions } from './evaluation-questions-held-out-21'
import { twentySecondHeldOutQuestions } from './evaluation-questions-held-out-22'
import { twentyThirdHeldOutQuestions } from './evaluation-questions-held-out-23'
import { twentyFourthHeldOutQuestions } from './evaluation-questions-held-out-24'
import { tuningQuestions } from './evaluation-questions-tuning'

function answering(text: string, url: string): Assistant {
  return {
    reply: async () => ({ sources: [{ title: 'Source', url }], textStream: streamWords(text) }),
    mapClaims: () => Promise.reject(new Error('not used')),
  }
}

const declining: Assistant = {
  reply: async () => ({ sources: NO_ANSWER_SOURCES, textStream: streamWords(NO_ANSWER_TEXT) }),
  mapClaims: () => Promise.reject(new Error('not used')),
}

const tinnitus: EvaluationQuestion = {
  id: 'tinnitus',
  question: 'whats the most for tinnitus',
  kind: 'answerable',
  area: 'ratings',
  keyFacts: [['10%', '10 percent']],
  expectedSources: ['https://www.law.cornell.edu/cfr/text/38/4.87'],
}
const weather: EvaluationQuestion = {
  id: 'weather',
  question: 'will it rain tomorrow',
  kind: 'out-of-scope',
  area: 'out-of-scope',
  keyFacts: [],
  expectedSources: [],
}

describe('how an answer is scored', () => {
  test('an answer passes with every key fact and an expected source, and fails without either', async () => {
    const right = await evaluateAssistant(
      answering('It is 10% at most.', 'https://www.ecfr.gov/current/title-38/section-4.87'),
      [tinnitus],
    )
    expect(right.answerable).toEqual({ passed: 1, total: 1 })
    const uncited = await evaluateAssistant(
      answering('It is 10% at most.', 'https://www.va.gov/'),
      [tinnitus],
    )
    expect(uncited.answerable.passed).toBe(0)
    expect(uncited.misses[0]).toMatchObject({ id: 'tinnitus', isCited: false, missingFacts: [] })
    const wrong = await evaluateAssistant(
      answering('It is 20%.', 'https://www.ecfr.gov/current/title-38/section-4.87'),
      [tinnitus],
    )
    expect(wrong.misses[0]?.missingFacts).toEqual([['10%', '10 percent']])
  })

  test('an out-of-scope question passes only when declined', async () => {
    expect((await evaluateAssistant(declining, [weather])).outOfScope).toEqual({
      passed: 1,
      total: 1,
    })
    const answered = await evaluateAssistant(answering('Sunny.', 'https://www.va.gov/'), [weather])
    expect(answered.outOfScope.passed).toBe(0)
    expect(answered.misses[0]?.isAnsweredOutOfScope).toBe(true)
  })

  test('a moved VA page, and a regulation or a statute read on Cornell, count as the same citation', () => {
    expect(comparableUrl('https://www.law.cornell.edu/cfr/text/38/4.87')).toBe(
      comparableUrl('https://www.ecfr.gov/current/title-38/section-4.87'),
    )
    expect(comparableUrl('https://www.va.gov/disability/dependency-indemnity-compensation/')).toBe(
      comparableUrl(
        'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation',
      ),
    )
    expect(comparableUrl('https://www.law.cornell.edu/uscode/text/10/2641b')).toBe(
      comparableUrl(
        'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title10-section2641b',
      ),
    )
    expect(comparableUrl('https://www.law.cornell.edu/uscode/text/10/1414')).not.toBe(
      comparableUrl(
        'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title10-section2641b',
      ),
    )
    expect(comparableUrl('https://www.va.gov/pension/')).not.toBe(
      comparableUrl('https://www.va.gov/pension/eligibility/'),
    )
  })
})

// The floors are the tuning file's own figures, a little below them (the thresholds and entries
// were tuned on it): a drop below means a change broke answers that worked. Questions are scored
// on the reply the chat page gives, screened for a crisis first: 5 of the 17 out-of-scope ones
// (a symptom, a divorce lawyer, someone else's claim) get the crisis reply, not the decline.
describe('the offline assistant on the tuning questions', () => {
  test('answers, declines and follows up at least as well as when it was tuned', async () => {
    const score = await evaluateAssistant(createOfflineAssistant(knowledgeBase), tuningQuestions)
    expect(score.answerable.total).toBeGreaterThanOrEqual(150)
    expect(score.answerable.passed / score.answerable.total).toBeGreaterThanOrEqual(0.95)
    expect(score.outOfScope.passed / score.outOfScope.total).toBeGreaterThanOrEqual(0.7)
    expect(score.followUps.passed / score.followUps.total).toBeGreaterThanOrEqual(0.9)
  })
})

// Each held-out file is measured once, after the round it was written for (bench/README.md): the
// floors are those figures, so they guard against getting worse and are never raised by tuning.
// The first file has been read since, and round 2 was developed on it; the second too since its
// judgement, and round 3 was developed on both. The second's figures are those of its judgement
// re-scored as the chat page answers, crisis screen first (113, 8 and 10 when the offline engine
// alone was scored). The third, by another author, was judged once after round 3 (116, 13 and 9)
// and round 4 was developed on it; the fourth, by another author, was judged once after round 4
// (139, 9 and 8) and round 5 was developed on it; the fifth was judged once after round 5 (152,
// 18 and 12) and round 6 was developed on it; the sixth was judged once after round 6 (154, 18
// and 10) and round 7 was developed on it; the seventh was judged once after round 7 (161, 16 and
// 13) and round 8 was developed on it; the eighth was judged once after round 8 (162, 17 and 11)
// and round 9 was developed on it; the ninth was judged once after round 9 (161, 15 and 9) and
// round 10 was developed on it; the tenth was judged once after round 10 (162, 13 and 12) and
// round 11 was developed on it; the eleventh was judged once after round 11 (138, 16 and 12) and
// round 12 was developed on it; the twelfth was judged once after round 12 (150, 14 and 10) and
// round 13 was developed on it; the thirteenth was judged once after round 13 (152, 15 and 9)
// and the fourteenth once after round 14 (158, 17 and 11), and round 15 was developed on both;
// the fifteenth was judged once after round 15 (148, 12 and 8) and round 16 was developed on it;
// the sixteenth was judged once after round 16 (157, 16 and 13) and round 17 was developed on it;
// the seventeenth was judged once after round 17 (155, 17 and 10) and the eighteenth once after
// round 18 (142, 17 and 6), and round 19 was developed on both; the nineteenth was judged once
// after round 19 (151, 17 and 11) and round 20 was developed on it; the twentieth was judged once
// after round 20 (158, 14 and 13) and round 21 was developed on it; the twenty-first was judged
// once after round 21 (142, 20 and 5) and round 22 was developed on it; the twenty-second was
// judged once after round 22 (140, 20 and 10) and round 23 was developed on it; the twenty-third
// was judged once after round 23 (143, 17 and 7) and round 24 was developed on it; the
// twenty-fourth was judged once after round 24 (159, 20 and 12) and round 25 is developed on it.
describe('the offline assistant on the held-out questions', () => {
  test.each([
    {
      name: 'first held-out file (judged after round 1, a development file since)',
      questions: heldOutQuestions,
      answerable: { total: 172, passed: 75 },
      outOfScope: 7,
      followUps: 6,
    },
    {
      name: 'second held-out file (judged once after round 2, a development file since)',
      questions: secondHeldOutQuestions,
      answerable: { total: 185, passed: 110 },
      outOfScope: 7,
      followUps: 10,
    },
    {
      name: 'third held-out file (judged once after round 3, a development file since)',
      questions: thirdHeldOutQuestions,
      answerable: { total: 180, passed: 116 },
      outOfScope: 13,
      followUps: 9,
    },
    {
      name: 'fourth held-out file (judged once after round 4, a development file since)',
      questions: fourthHeldOutQuestions,
      answerable: { total: 180, passed: 139 },
      outOfScope: 9,
      followUps: 8,
    },
    {
      name: 'fifth held-out file (judged once after round 5, a development file since)',
      questions: fifthHeldOutQuestions,
      answerable: { total: 180, passed: 152 },
      outOfScope: 18,
      followUps: 12,
    },
    {
      name: 'sixth held-out file (judged once after round 6, a development file since)',
      questions: sixthHeldOutQuestions,
      answerable: { total: 180, passed: 154 },
      outOfScope: 18,
      followUps: 10,
    },
    {
      name: 'seventh held-out file (judged once after round 7, a development file since)',
      questions: seventhHeldOutQuestions,
      answerable: { total: 180, passed: 161 },
      outOfScope: 16,
      followUps: 13,
    },
    {
      name: 'eighth held-out file (judged once after round 8, a development file since)',
      questions: eighthHeldOutQuestions,
      answerable: { total: 180, passed: 162 },
      outOfScope: 17,
      followUps: 11,
    },
    {
      name: 'ninth held-out file (judged once after round 9, a development file since)',
      questions: ninthHeldOutQuestions,
      answerable: { total: 180, passed: 161 },
      outOfScope: 15,
      followUps: 9,
    },
    {
      name: 'tenth held-out file (judged once after round 10, a development file since)',
      questions: tenthHeldOutQuestions,
      answerable: { total: 180, passed: 162 },
      outOfScope: 13,
      followUps: 12,
    },
    {
      name: 'eleventh held-out file (judged once after round 11, a development file since)',
      questions: eleventhHeldOutQuestions,
      answerable: { total: 180, passed: 138 },
      outOfScope: 16,
      followUps: 12,
    },
    {
      name: 'twelfth held-out file (judged once after round 12, a development file since)',
      questions: twelfthHeldOutQuestions,
      answerable: { total: 180, passed: 150 },
      outOfScope: 14,
      followUps: 10,
    },
    {
      name: 'thirteenth held-out file (judged once after round 13, a development file since)',
      questions: thirteenthHeldOutQuestions,
      answerable: { total: 180, passed: 152 },
      outOfScope: 15,
      followUps: 9,
    },
    {
      name: 'fourteenth held-out file (judged once after round 14, a development file since)',
      questions: fourteenthHeldOutQuestions,
      answerable: { total: 180, passed: 158 },
      outOfScope: 17,
      followUps: 11,
    },
    {
      name: 'fifteenth held-out file (judged once after round 15, a development file since)',
      questions: fifteenthHeldOutQuestions,
      answerable: { total: 180, passed: 148 },
      outOfScope: 12,
      followUps: 8,
    },
    {
      name: 'sixteenth held-out file (judged once after round 16, a development file since)',
      questions: sixteenthHeldOutQuestions,
      answerable: { total: 180, passed: 157 },
      outOfScope: 16,
      followUps: 13,
    },
    {
      name: 'seventeenth held-out file (judged once after round 17, a development file since)',
      questions: seventeenthHeldOutQuestions,
      answerable: { total: 180, passed: 155 },
      outOfScope: 17,
      followUps: 10,
    },
    {
      name: 'eighteenth held-out file (judged once after round 18, a development file since)',
      questions: eighteenthHeldOutQuestions,
      answerable: { total: 180, passed: 142 },
      outOfScope: 17,
      followUps: 6,
    },
    {
      name: 'nineteenth held-out file (judged once after round 19, a development file since)',
      questions: nineteenthHeldOutQuestions,
      answerable: { total: 180, passed: 151 },
      outOfScope: 17,
      followUps: 11,
    },
    {
      name: 'twentieth held-out file (judged once after round 20, a development file since)',
      questions: twentiethHeldOutQuestions,
      answerable: { total: 180, passed: 158 },
      outOfScope: 14,
      followUps: 13,
    },
    {
      name: 'twenty-first held-out file (judged once after round 21, a development file since)',
      questions: twentyFirstHeldOutQuestions,
      answerable: { total: 180, passed: 142 },
      outOfScope: 20,
      followUps: 5,
    },
    {
      name: 'twenty-second held-out file (judged once after round 22, a development file since)',
      questions: twentySecondHeldOutQuestions,
      answerable: { total: 180, passed: 140 },
      outOfScope: 20,
      followUps: 10,
    },
    {
      name: 'twenty-third held-out file (judged once after round 23, a development file since)',
      questions: twentyThirdHeldOutQuestions,
      answerable: { total: 180, passed: 143 },
      outOfScope: 17,
      followUps: 7,
    },
    {
      name: 'twenty-fourth held-out file (judged once after round 24, a development file since)',
      questions: twentyFourthHeldOutQuestions,
      answerable: { total: 180, passed: 159 },
      outOfScope: 20,
      followUps: 12,
    },
  ])(
    '$name: at least what it scored when judged',
    async ({ questions, answerable, outOfScope, followUps }) => {
      const score = await evaluateAssistant(createOfflineAssistant(knowledgeBase), questions)
      expect(score.answerable.total).toBe(answerable.total)
      expect(score.answerable.passed).toBeGreaterThanOrEqual(answerable.passed)
      expect(score.outOfScope.passed).toBeGreaterThanOrEqual(outOfScope)
      expect(score.followUps.passed).toBeGreaterThanOrEqual(followUps)
    },
  )
})
