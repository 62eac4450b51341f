import { describe, expect, test } from 'vitest'
import { knowledgeBase } from './knowledge/knowledge-base'
import { createOfflineAssistant } from './offline-assistant'
import { stateNamedIn } from './state-named'

describe('the state a message names', () => {
  test.each([
    { message: 'my dad lives in west virginia', state: 'West Virginia' },
    { message: 'we are in Virginia Beach', state: 'Virginia' },
    { message: 'moving to New  Mexico next year', state: 'New Mexico' },
    { message: 'I live in Washington state', state: 'Washington' },
    { message: 'he works in Washington, D.C.', state: null },
    { message: 'Texas or Florida, which is better for vets', state: null },
    { message: 'how do I file for tinnitus', state: null },
  ])('"$message" names $state', ({ message, state }) => {
    expect(stateNamedIn(message)).toBe(state)
  })
})

describe('a question about one state’s benefits', () => {
  const assistant = createOfflineAssistant(knowledgeBase)
  async function answer(question: string) {
    const reply = await assistant.reply(question)
    let text = ''
    for await (const piece of reply.textStream) text += piece
    return text
  }

  test('is answered from that state’s entry, never another state’s', async () => {
    const text = await answer(
      'my mom is a 100% P&T widow in Illinois, any break on her property taxes',
    )
    expect(text.split('\n\n')[0]).toContain('Illinois property tax')
    expect(text).not.toContain('Texas property tax')
  })

  test('asks the state’s office when we have no entry for that state', async () => {
    const text = await answer('I live in Ohio, do disabled vets get a property tax break')
    expect(text).not.toMatch(/(Texas|Florida|Illinois) property tax/)
    expect(text).toContain("VA's directory lists each state's office")
  })

  test('that is not about state benefits is answered as if no state were named', async () => {
    const text = await answer('I live in Texas, how do I file a claim for tinnitus')
    expect(text.split('\n\n')[0]).toContain('Tinnitus')
  })
})
