import { describe, expect, test } from 'vitest'
import { isCrisisMessage } from './crisis-detection'
import { crisisMessages, notCrisisMessages } from './knowledge/evaluation-questions'

describe('isCrisisMessage', () => {
  test.each(crisisMessages)('recognises "%s"', (message) => {
    expect(isCrisisMessage(message)).toBe(true)
  })

  test.each(notCrisisMessages)('does not alarm on "%s"', (message) => {
    expect(isCrisisMessage(message)).toBe(false)
  })

  test.each([
    "I’m thinking about ending my life",
    'i am suicidal',
    'I want to hurt myself',
  ])('reads curly quotes and lower case: "%s"', (message) => {
    expect(isCrisisMessage(message)).toBe(true)
  })
})
