import { expect, test } from 'vitest'
import { endSentence } from './sentences'

test.each([
  [
    'Related: Does the GI Bill cover online school?',
    'Related: Does the GI Bill cover online school?',
  ],
  ['Call now!', 'Call now!'],
  ['It ends here.', 'It ends here.'],
  ['And then…', 'And then…'],
  ['He said "apply now."', 'He said "apply now."'],
  ['(See the Tools page.)', '(See the Tools page.)'],
  ['How to file a Supplemental Claim', 'How to file a Supplemental Claim.'],
  ['Tinnitus; lumbar strain', 'Tinnitus; lumbar strain.'],
  ['Dates in it: 03/14/2024, ', 'Dates in it: 03/14/2024.'],
  ['A list that ends in a colon:', 'A list that ends in a colon.'],
  ['Version 4.25', 'Version 4.25.'],
])('%j becomes %j', (text, sentence) => {
  expect(endSentence(text)).toBe(sentence)
})
