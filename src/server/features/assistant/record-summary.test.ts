import { describe, expect, test } from 'vitest'
import {
  findConditions,
  findDates,
  findProviders,
  splitSentences,
  summarizeRecordText,
} from './record-summary'

const note = [
  'Springfield VA Medical Center - Primary Care Note',
  'Date of visit: 03/14/2024',
  'Provider: Dr. Maria Lopez',
  'Diagnosis: Tinnitus, bilateral; lumbar strain.',
  'The veteran reports ringing in both ears since 2009 deployment.',
  'Follow-up with audiology on April 2, 2024.',
].join('\n')

describe('reading a medical record', () => {
  test('finds dates in the common formats, once each', () => {
    expect(
      findDates(
        'Seen 03/14/2024, again 2024-05-01, on March 3, 2025, 4 June 2023, since May 2019; 03/14/2024',
      ),
    ).toEqual(['03/14/2024', '2024-05-01', 'March 3, 2025', '4 June 2023', 'May 2019'])
  })

  test('finds a year on its own, but not a dose, a count or the year of a fuller date', () => {
    expect(
      findDates(
        'Onset during service 2012 after IED blast. Ibuprofen 2000 mg. Seen 03/14/2024, in 2024.',
      ),
    ).toEqual(['2012', '03/14/2024'])
  })

  test('finds providers by title, credential, label and facility, without running across lines', () => {
    expect(findProviders('Provider: Dr. Maria Lopez\nDiagnosis: none')).toEqual(['Dr. Maria Lopez'])
    expect(findProviders('Examined by James Ortiz, MD at Bay Pines Clinic.')).toEqual([
      'James Ortiz, MD',
      'Bay Pines Clinic',
    ])
  })

  test('finds labelled diagnoses and known conditions in the record’s own words', () => {
    expect(findConditions('Assessment: chronic PTSD; obstructive sleep apnea.')).toEqual([
      'chronic PTSD',
      'obstructive sleep apnea',
    ])
    expect(findConditions('He has Hypertension and tinnitus.')).toEqual([
      'Hypertension',
      'tinnitus',
    ])
  })

  test('a diagnosis list ends with its sentence, and back pain is a condition', () => {
    const record =
      'Diagnosis: Tinnitus, bilateral. Onset during service 2012 after IED blast.\nLumbar strain, chronic low back pain.'
    expect(findConditions(record)).toEqual([
      'Tinnitus, bilateral',
      'Lumbar strain',
      'chronic low back pain',
    ])
  })

  test('treats line breaks as sentence ends', () => {
    expect(splitSentences('First line\nSecond. Third one!')).toEqual([
      'First line',
      'Second.',
      'Third one!',
    ])
  })

  test('summarises with sentences that are in the record, and nothing else', () => {
    const result = summarizeRecordText(note)
    expect(result).toEqual({
      summary:
        'Springfield VA Medical Center - Primary Care Note. Date of visit: 03/14/2024. ' +
        'Diagnosis: Tinnitus, bilateral; lumbar strain. The veteran reports ringing in both ears since 2009 deployment. ' +
        'Follow-up with audiology on April 2, 2024.',
      conditions: ['Tinnitus, bilateral', 'lumbar strain'],
      dates: ['03/14/2024', '2009', 'April 2, 2024'],
      providers: ['Dr. Maria Lopez', 'Springfield VA Medical Center'],
    })
    for (const sentence of splitSentences(result.summary)) {
      expect(note.replace(/\n/g, ' ')).toContain(sentence.replace(/\.$/, ''))
    }
  })

  test('a record with nothing medical in it still gets its opening, and empty lists', () => {
    expect(summarizeRecordText('Parking is in lot B. Bring your ID card.')).toEqual({
      summary: 'Parking is in lot B. Bring your ID card.',
      conditions: [],
      dates: [],
      providers: [],
    })
  })
})
