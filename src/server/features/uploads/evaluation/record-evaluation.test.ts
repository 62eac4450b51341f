import { describe, expect, test } from 'vitest'
import { analyzeRecordText } from '../record-analysis'
import type { EvaluationRecord } from './evaluation-record'
import { heldOutRecords } from './evaluation-records-held-out'
import { secondHeldOutRecords } from './evaluation-records-held-out-2'
import { thirdHeldOutRecords } from './evaluation-records-held-out-3'
import { fourthHeldOutRecords } from './evaluation-records-held-out-4'
import { fifthHeldOutRecords } from './evaluation-records-held-out-5'
import { sixthHeldOutRecords } from './evaluation-records-held-out-6'
import { seventhHeldOutRecords } from './evaluation-records-held-out-7'
import { eighthHeldOutRecords } from './evaluation-records-held-out-8'
import { ninthHeldOutRecords } from './evaluation-records-held-out-9'
import { tenthHeldOutRecords } from './evaluation-records-held-out-10'
import { eleventhHeldOutRecords } from './evaluation-records-held-out-11'
import { twelfthHeldOutRecords } from './evaluation-records-held-out-12'
import { thirteenthHeldOutRecords } from './evaluation-records-held-out-13'
import { fourteenthHeldOutRecords } from './evaluation-records-held-out-14'
import { fifteenthHeldOutRecords } from './evaluation-records-held-out-15'
import { tuningRecords } from './evaluation-records-tuning'
import { scoreRecord, summarizeScores } from './evaluate-records'

// Floors at what was measured on each set's text (bench/README.md has the figures as uploaded,
// through PDF and OCR). The first held-out set was judged once, after tuning on the other half
// only (92.7% / 80.9% conditions, 76.5% / 86.7% opinions); since then it is a development set like
// the tuning one (decision 0030), so these floors only keep the rules from slipping on records
// already read. Only a set nobody has read yet measures how well they carry over: the second
// held-out set was judged once after round 2 (83.1% / 95.5% conditions, 100% / 92.3% opinions,
// 28 of 30 marked right for suicidal thoughts); round 3 read its misses, so it is a development set
// too and its floors are what round 3 reached on it. The third held-out set, by another author,
// was judged once after round 3 (83.3% / 91.5% conditions, 84.4% / 100% opinions, all 30 right
// for suicidal thoughts); round 4 read its misses, and its floors are what round 4 reached on it.
// The fourth, by another author, was judged once after round 4 (89.1% / 93.2% conditions, 96.0% /
// 85.7% opinions, 26 of 30 right for suicidal thoughts, and one name left: a patient's name in
// capitals after "PATIENT:", since taken out); its floors are that judgement, except for suicidal
// thoughts, where round 5 read its four misses and reaches 29 of 30. The fifth, by another author,
// was judged once after round 5 (70.7% / 100% conditions, 86.7% / 100% opinions as uploaded);
// round 6 read its misses, and its floors are what round 6 reached on its text. The sixth, by
// another author, was judged once after round 6 (82.4% / 95.3% conditions, 76.0% / 86.4% opinions
// as uploaded, 29 of 30 right for suicidal thoughts); round 7 read its misses, and its floors are
// what round 7 reached on its text. The seventh, by another author, was judged once after round 7
// (86.4% / 96.6% conditions, 84.6% / 84.6% opinions as uploaded, 29 of 30 right for suicidal
// thoughts); its floors are that judgement on its text. The eighth, by another author, judged the
// same code once more, after round 7 (86.5% / 97.0% conditions, 100% / 100% opinions as uploaded
// and on its text, 28 of 30 right for suicidal thoughts); its floors are that judgement. The
// ninth, by another author, was judged once after round 8 (73.9% / 92.7% conditions as uploaded,
// 79.7% / 92.7% on its text, 100% / 100% opinions, 30 of 30 right for suicidal thoughts); its
// floors are that judgement on its text. The tenth, by another author, was judged once after round
// 9 (68.7% / 95.8% conditions as uploaded, 73.0% / 95.8% on its text, 90.0% / 85.7% opinions, 28 of
// 30 right for suicidal thoughts); round 10 read its misses and its floors are what round 10 reached
// on its text. Round 10's rules also raised the third to ninth sets, and their floors are what round
// 10 reached on their text. The eleventh, by another author, was judged once after round 10 (80.8%
// / 92.2% conditions, 88.0% / 100% opinions, 29 of 30 right for suicidal thoughts, the same as
// uploaded and on its text); its floors are that judgement, except for suicidal thoughts, where
// round 11 read its miss (a friend telling of "thinking about ending it") and reaches 30 of 30.
// Round 11 then read its other misses; its floors are what round 11 reached on its text (95.4% /
// 96.9% conditions, 95.7% / 100% opinions), and round 11's rules also raised the fourth, sixth to
// ninth sets, whose floors are what round 11 reached on their text. The twelfth, by another
// author, was judged once after round 11 (80.9% / 98.2% conditions as uploaded, 83.3% / 98.2% on
// its text, 88.5% / 92.0% opinions, 29 of 30 right for suicidal thoughts); its floors are that
// judgement on its text, except for suicidal thoughts, where round 12 read its miss (a note telling
// of "wishing he were dead" and that it "would be easier if I just didn't wake up") and reaches 30.
// Round 12 then read its other misses; its floors are what round 12 reached on its text (96.6% /
// 100% conditions, 100% / 100% opinions), and round 12's rules also raised the third, seventh,
// eighth, ninth and eleventh sets, whose floors are what round 12 reached on their text.
// The thirteenth, by another author, was judged once after round 12 (87.3% / 100% conditions as
// uploaded, 85.7% / 100% on its text, 83.3% / 100% opinions, 29 of 30 right for suicidal thoughts);
// its floors are that judgement on its text. Its one suicidal-thoughts "miss" is kept on purpose:
// a father's note telling that his son "had been thinking about killing himself" marks the record,
// so the claim map shows the crisis line to a family in crisis (the author counted only the
// veteran's own thoughts). Round 13 then read its other misses; its floors are what round 13
// reached on its text (96.0% / 100% conditions, 100% / 100% opinions), and no other set moved.
// The fourteenth, by another author, was judged once after round 13 (81.8% / 88.5% conditions,
// 100% / 100% opinions, 30 of 30 right for suicidal thoughts, the same as uploaded and on its
// text); its floors are that judgement. Round 14 then read its misses; its floors are what round
// 14 reached on its text (98.4% / 100% conditions, 100% / 100% opinions), and round 14's catalogue
// entries also raised the fourth and sixth sets' conditions recall, whose floors are what round 14
// reached on their text.
// The fifteenth, by another author, was judged once after round 14 (89.0% / 98.5% conditions,
// 91.3% / 100% opinions, 27 of 30 right for suicidal thoughts, the same as uploaded and on its
// text). Its three suicidal-thoughts misses were read at once, a missed crisis coming first, and
// are now marked; its floors are that judgement with those 30 of 30. Round 15 then read its other
// misses; its floors are what round 15 reached on its text (98.5% / 100% conditions, 95.5% / 100%
// opinions), and round 15's rule that obesity named in prose is no diagnosis also raised the fifth
// and eighth sets' conditions precision, whose floors are what round 15 reached on their text.
function evaluate(records: readonly EvaluationRecord[]) {
  return summarizeScores(
    records.map((record) => scoreRecord(record, analyzeRecordText(record.text))),
  )
}

describe.each([
  {
    set: 'tuning',
    records: tuningRecords,
    floors: { conditionPrecision: 1, conditionRecall: 1, nexusPrecision: 1, nexusRecall: 1 },
  },
  {
    set: 'held-out',
    records: heldOutRecords,
    floors: { conditionPrecision: 1, conditionRecall: 1, nexusPrecision: 1, nexusRecall: 1 },
  },
  {
    set: 'second held-out',
    records: secondHeldOutRecords,
    floors: { conditionPrecision: 1, conditionRecall: 1, nexusPrecision: 1, nexusRecall: 1 },
  },
  {
    set: 'third held-out',
    records: thirdHeldOutRecords,
    floors: {
      conditionPrecision: 0.957,
      conditionRecall: 0.943,
      nexusPrecision: 0.931,
      nexusRecall: 1,
    },
  },
  {
    set: 'fourth held-out',
    records: fourthHeldOutRecords,
    floors: {
      conditionPrecision: 0.933,
      conditionRecall: 0.954,
      nexusPrecision: 0.961,
      nexusRecall: 0.892,
    },
  },
  {
    set: 'fifth held-out',
    records: fifthHeldOutRecords,
    floors: {
      conditionPrecision: 0.854,
      conditionRecall: 1,
      nexusPrecision: 1,
      nexusRecall: 1,
    },
  },
  {
    set: 'sixth held-out',
    records: sixthHeldOutRecords,
    floors: {
      conditionPrecision: 0.926,
      conditionRecall: 0.984,
      nexusPrecision: 0.956,
      nexusRecall: 1,
    },
  },
  {
    set: 'seventh held-out',
    records: seventhHeldOutRecords,
    floors: {
      conditionPrecision: 0.892,
      conditionRecall: 0.983,
      nexusPrecision: 0.923,
      nexusRecall: 0.923,
    },
  },
  {
    set: 'eighth held-out',
    records: eighthHeldOutRecords,
    floors: {
      conditionPrecision: 0.956,
      conditionRecall: 1,
      nexusPrecision: 1,
      nexusRecall: 1,
    },
  },
  {
    set: 'ninth held-out',
    records: ninthHeldOutRecords,
    floors: {
      conditionPrecision: 0.946,
      conditionRecall: 0.963,
      nexusPrecision: 1,
      nexusRecall: 1,
    },
  },
  {
    set: 'tenth held-out',
    records: tenthHeldOutRecords,
    floors: {
      conditionPrecision: 0.941,
      conditionRecall: 1,
      nexusPrecision: 1,
      nexusRecall: 1,
    },
  },
  {
    set: 'eleventh held-out',
    records: eleventhHeldOutRecords,
    floors: {
      conditionPrecision: 0.968,
      conditionRecall: 0.968,
      nexusPrecision: 0.956,
      nexusRecall: 1,
    },
  },
  {
    set: 'twelfth held-out',
    records: twelfthHeldOutRecords,
    floors: {
      conditionPrecision: 0.965,
      conditionRecall: 1,
      nexusPrecision: 1,
      nexusRecall: 1,
    },
  },
  {
    set: 'thirteenth held-out',
    records: thirteenthHeldOutRecords,
    floors: {
      conditionPrecision: 0.96,
      conditionRecall: 1,
      nexusPrecision: 1,
      nexusRecall: 1,
      suicidalIdeationRight: 29,
    },
  },
  {
    set: 'fourteenth held-out',
    records: fourteenthHeldOutRecords,
    floors: {
      conditionPrecision: 0.983,
      conditionRecall: 1,
      nexusPrecision: 1,
      nexusRecall: 1,
    },
  },
  {
    set: 'fifteenth held-out',
    records: fifteenthHeldOutRecords,
    floors: {
      conditionPrecision: 0.985,
      conditionRecall: 1,
      nexusPrecision: 0.954,
      nexusRecall: 1,
    },
  },
])('the $set records', ({ records, floors }) => {
  const summary = evaluate(records)

  test('conditions and nexus opinions are found at least as well as when measured', () => {
    expect(summary.conditionPrecision).toBeGreaterThanOrEqual(floors.conditionPrecision)
    expect(summary.conditionRecall).toBeGreaterThanOrEqual(floors.conditionRecall)
    expect(summary.nexusPrecision).toBeGreaterThanOrEqual(floors.nexusPrecision)
    expect(summary.nexusRecall).toBeGreaterThanOrEqual(floors.nexusRecall)
  })

  test('no personal data of any kind is left in an analysis', () => {
    expect(summary.leaks).toBe(0)
  })

  test('a record that tells of suicidal thoughts is marked, and only such a record', () => {
    expect(summary.suicidalIdeationRight).toBe(
      'suicidalIdeationRight' in floors ? floors.suicidalIdeationRight : records.length,
    )
  })
})

describe('how an analysis is scored', () => {
  test('each expected condition is paired with the found one that matches it best, not the first that resembles it', () => {
    const record: EvaluationRecord = {
      id: 'headaches',
      kind: 'va-progress-note',
      format: 'text',
      text: 'Assessment: 1. Migraine without aura (G43.009) 2. Tension-type headache',
      expected: {
        conditions: [
          { name: 'Migraine headaches', diagnosticCode: '8100' },
          { name: 'Tension-type headache' },
        ],
        nexusOpinions: [],
        inServiceEvents: [],
        personalData: [],
        mentionsSuicidalIdeation: false,
      },
    }
    const score = scoreRecord(record, analyzeRecordText(record.text))
    expect(score.conditions).toMatchObject({ matched: 2, missed: [], extra: [] })
  })
})
