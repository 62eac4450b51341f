import { describe, expect, test } from 'vitest'
import { lemmatize, lemmatizePattern, spellOut } from './crisis-text'

const read = (message: string) => lemmatize(spellOut(message)).trim()

describe('reading a message for the crisis screen', () => {
  test.each([
    ['I’m thinking about ending my life', 'i am think about end my life .'],
    ['i dont wanna live no more', 'i do not want to live anymore .'],
    ["He's been saying he wanted to die", 'he is been say he want to die .'],
    ['kms', 'kill myself .'],
    ['thinkin bout killin my self', 'think bout kill myself .'],
    [
      'my husband keeps talking about killing himself',
      'my husband keep talk about kill themself .',
    ],
    ['im so sucidal rn', 'i am so suicidal right now .'],
    ['i shouldve died over there lol', 'i should have die over there .'],
    ['Ya no puedo más', 'ya no puedo mas .'],
  ])('"%s" reads "%s"', (message, expected) => {
    expect(read(message)).toBe(expected)
  })

  test('corrects only the words that matter, never one real word into another', () => {
    expect(read('the overdue payment is legal and painless')).toBe(
      'the overdue payment is legal and painless .',
    )
    expect(read('I was waiting for a strange letter')).toBe('i was wait for a strange letter .')
  })

  test('ends every sentence, so a phrase never runs from one into the next', () => {
    expect(read('I filed. Then I waited!\nNothing')).toBe('i filed . then i wait . nothing .')
  })

  test('reads a pattern in the same base forms as the text, leaving escapes alone', () => {
    const pattern = lemmatizePattern(/\bcutting again\b|\bwanted to die\b/, 'g')
    expect(pattern.source).toBe('\\bcut again\\b|\\bwant to die\\b')
    expect(read('been cuts again')).toMatch(pattern)
  })
})
