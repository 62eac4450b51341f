import type { Assistant, ChatTurnContext } from '../../assistant'
import { crisisReplySources, crisisReplyText } from '../../crisis/crisis-reply'
import { screenMessage } from '../../crisis/crisis-screen'
import { NO_ANSWER_TEXT } from '../../offline-assistant'
import { comparableUrl } from './comparable-url'
import type { EvaluationQuestion } from './evaluation-question'

export type EvaluationMiss = {
  id: string
  question: string
  /** Key facts (each a list of acceptable spellings) that the answer did not contain. */
  missingFacts: string[][]
  /** Whether the answer cited one of the expected official pages. */
  isCited: boolean
  /** For an out-of-scope question: the assistant answered instead of declining. */
  isAnsweredOutOfScope: boolean
}

export type EvaluationScore = {
  answerable: { passed: number; total: number }
  outOfScope: { passed: number; total: number }
  /** Answerable questions asked after earlier turns of the same chat. */
  followUps: { passed: number; total: number }
  misses: EvaluationMiss[]
}

/**
 * The reply a member reads on the chat page: a message from someone at risk, or about someone at
 * risk, gets the crisis reply before any answer is composed (chat-service.ts), and is scored on it.
 */
async function readReply(assistant: Assistant, question: string, history: ChatTurnContext[]) {
  const crisisKind = screenMessage(question).kind
  if (crisisKind) {
    return { text: crisisReplyText(crisisKind), sources: crisisReplySources(crisisKind) }
  }
  const reply = await assistant.reply(question, { history })
  let text = ''
  for await (const piece of reply.textStream) text += piece
  return { text, sources: reply.sources }
}

/**
 * Asks every question, with its earlier turns asked first in the same chat, and scores the
 * answers: an answerable question passes when the answer contains every key fact (any one of its
 * spellings, ignoring case) and cites one of the expected official pages; an out-of-scope question
 * passes when the assistant declines with its honest "I don't have a good answer".
 */
export async function evaluateAssistant(
  assistant: Assistant,
  questions: readonly EvaluationQuestion[],
): Promise<EvaluationScore> {
  const score: EvaluationScore = {
    answerable: { passed: 0, total: 0 },
    outOfScope: { passed: 0, total: 0 },
    followUps: { passed: 0, total: 0 },
    misses: [],
  }
  for (const item of questions) {
    const history: ChatTurnContext[] = []
    for (const earlier of item.previous ?? []) {
      const { text } = await readReply(assistant, earlier, history)
      history.push({ question: earlier, answer: text })
    }
    const { text, sources } = await readReply(assistant, item.question, history)
    const answer = text.toLowerCase()

    if (item.kind === 'out-of-scope') {
      score.outOfScope.total += 1
      const isDeclined = text.includes(NO_ANSWER_TEXT)
      if (isDeclined) score.outOfScope.passed += 1
      else
        score.misses.push({
          id: item.id,
          question: item.question,
          missingFacts: [],
          isCited: false,
          isAnsweredOutOfScope: true,
        })
      continue
    }

    const missingFacts = item.keyFacts.filter(
      (spellings) => !spellings.some((spelling) => answer.includes(spelling.toLowerCase())),
    )
    const expected = new Set(item.expectedSources.map(comparableUrl))
    const isCited = sources.some((source) => expected.has(comparableUrl(source.url)))
    const isPassed = missingFacts.length === 0 && isCited
    score.answerable.total += 1
    if (isPassed) score.answerable.passed += 1
    if (item.previous?.length) {
      score.followUps.total += 1
      if (isPassed) score.followUps.passed += 1
    }
    if (!isPassed)
      score.misses.push({
        id: item.id,
        question: item.question,
        missingFacts: missingFacts.map((facts) => [...facts]),
        isCited,
        isAnsweredOutOfScope: false,
      })
  }
  return score
}

/** A share as a percentage with one decimal, for the bench's tables. */
export function formatShare({ passed, total }: { passed: number; total: number }): string {
  return `${passed}/${total} (${total ? ((100 * passed) / total).toFixed(1) : '0.0'}%)`
}
