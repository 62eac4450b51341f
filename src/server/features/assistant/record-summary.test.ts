import { describe, expect, test } from 'vitest'
import { findConditions, findDates, findProviders, splitSentences, summarizeRecordText } from './record-summary'

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
    expect(findDates('Seen 03/14/2024, again 2024-05-01, on March 3, 2025, 4 June 2023, since May 2019; 03/14/2024')).toEqual([
      '03/14/2024',
      '2024-05-01',
      'March 3, 2025',
      '4 June 2023',
      'May 2019',
    ])
  })

  test('finds providers by title, credential, label and facility, without running across lines', () => {
    expect(findProviders('Provider: Dr. Maria Lopez\nDiagnosis: none')).toEqual(['Dr. Maria Lopez'])
    expect(findProviders('Examined by James Ortiz, MD at Bay Pines Clinic.')).toEqual(['James Ortiz, MD', 'Bay Pines Clinic'])
  })

  test('finds labelled diagnoses and known conditions in the record’s own words', () => {
    expect(findConditions('Assessment: chronic PTSD; obstructive sleep apnea.')).toEqual(['chronic PTSD', 'obstructive sleep apnea'])
    expect(findConditions('He has Hypertension and tinnitus.')).toEqual(['Hypertension', 'tinnitus'])
  })

  test('treats line breaks as sentence ends', () => {
    expect(splitSentences('First line\nSecond. Third one!')).toEqual(['First line', 'Second.', 'Third one!'])
  })

  test('summarises with sentences that are in the record, and nothing else', () => {
    const result = summarizeRecordText(note)
    expect(result).toEqual({
      summary:
        'Springfield VA Medical Center - Primary Care Note. Date of visit: 03/14/2024. ' +
        'Diagnosis: Tinnitus, bilateral; lumbar strain. The veteran reports ringing in both ears since 2009 deployment. ' +
        'Follow-up with audiology on April 2, 2024.',
      conditions: ['Tinnitus, bilateral', 'lumbar strain'],
      dates: ['03/14/2024', 'April 2, 2024'],
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
