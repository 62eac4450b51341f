import { expect, test } from 'vitest'
import { redactPersonalData } from './record-redaction'

test('a name in a field in capitals is taken out there and wherever the text names it in title case', () => {
  const { text, removed } = redactPersonalData(
    [
      'PATIENT: HARTWELL, JUNE MARIE          DOB: 03/14/1971',
      'Ms. Hartwell was seen for snoring. June reports daytime sleepiness.',
    ].join('\n'),
  )
  expect(text).not.toMatch(/hartwell|june|marie/i)
  expect(text).toContain('DOB: [date of birth]')
  expect(removed.map((item) => item.kind)).toContain('name')
})

test('a possessive ends a name after a title, so the eponymous disease after it is left to be read', () => {
  const { text } = redactPersonalData(
    "RE: Ngozi Adeyemi\nMs. Adeyemi's Meniere's disease has caused four falls this year.",
  )
  expect(text).not.toMatch(/adeyemi|ngozi/i)
  expect(text).toContain("Meniere's disease")
})
