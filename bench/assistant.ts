// The offline assistant: time to first token, then how often it answers well on the evaluation
// questions: the tuning file it was tuned on, and the held-out file nobody tuned on, which is the
// figure to quote. In-process: no server, no network.
import { performance } from 'node:perf_hooks'
import { knowledgeBase } from '@server/features/assistant/knowledge/knowledge-base'
import {
  answerableQuestions,
  outOfScopeQuestions,
} from '@server/features/assistant/knowledge/evaluation-questions'
import {
  evaluateAssistant,
  formatShare,
  type EvaluationScore,
} from '@server/features/assistant/knowledge/evaluation/evaluate-assistant'
import { heldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out'
import { secondHeldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out-2'
import { thirdHeldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out-3'
import { fourthHeldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out-4'
import { fifthHeldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out-5'
import { sixthHeldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out-6'
import { tuningQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-tuning'
import { createOfflineAssistant } from '@server/features/assistant/offline-assistant'

function printScores(name: string, score: EvaluationScore) {
  console.log(
    `| ${name}: answerable, every key fact and an expected source | ${formatShare(score.answerable)} |`,
  )
  console.log(`| ${name}: out of scope, declined | ${formatShare(score.outOfScope)} |`)
  console.log(
    `| ${name}: follow-ups (answerable, after earlier turns) | ${formatShare(score.followUps)} |`,
  )
}

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

export async function benchAssistant() {
  const startedAt = performance.now()
  const assistant = createOfflineAssistant(knowledgeBase)
  const indexMs = performance.now() - startedAt
  const sourceOf = new Map(knowledgeBase.map((entry) => [entry.id, entry.source.url]))

  const firstTokenMs: number[] = []
  let cited = 0
  for (let round = 0; round < 5; round += 1) {
    for (const { question, expectedEntryIds } of answerableQuestions) {
      const asked = performance.now()
      const reply = await assistant.reply(question)
      const iterator = reply.textStream[Symbol.asyncIterator]()
      await iterator.next()
      firstTokenMs.push(performance.now() - asked)
      if (round === 0) {
        const expected = new Set(expectedEntryIds.map((id) => sourceOf.get(id)))
        if (reply.sources.some((source) => expected.has(source.url))) cited += 1
      }
    }
  }
  let honest = 0
  for (const question of outOfScopeQuestions) {
    const reply = await assistant.reply(question)
    let text = ''
    for await (const piece of reply.textStream) text += piece
    if (text.startsWith("I don't have a good answer")) honest += 1
  }

  console.log('\nOffline assistant (in process)\n')
  console.log('| Measure | Result | Budget |')
  console.log('|---|---:|---:|')
  console.log(`| index build, ${knowledgeBase.length} entries | ${indexMs.toFixed(1)} ms | |`)
  console.log(`| time to first token, p50 | ${percentile(firstTokenMs, 0.5).toFixed(2)} ms | |`)
  console.log(
    `| time to first token, p99 | ${percentile(firstTokenMs, 0.99).toFixed(2)} ms | < 100 ms |`,
  )
  console.log(`| answers citing an expected source | ${cited}/${answerableQuestions.length} | |`)
  console.log(
    `| out-of-scope questions answered "I don't know" | ${honest}/${outOfScopeQuestions.length} | |`,
  )

  const assistantForScores = createOfflineAssistant(knowledgeBase)
  const tuning = await evaluateAssistant(assistantForScores, tuningQuestions)
  const firstHeldOut = await evaluateAssistant(assistantForScores, heldOutQuestions)
  const secondHeldOut = await evaluateAssistant(assistantForScores, secondHeldOutQuestions)
  const thirdHeldOut = await evaluateAssistant(assistantForScores, thirdHeldOutQuestions)
  const fourthHeldOut = await evaluateAssistant(assistantForScores, fourthHeldOutQuestions)
  const fifthHeldOut = await evaluateAssistant(assistantForScores, fifthHeldOutQuestions)
  const heldOut = await evaluateAssistant(assistantForScores, sixthHeldOutQuestions)
  console.log('\nOffline assistant on the evaluation questions\n')
  console.log('| Measure | Result |')
  console.log('|---|---:|')
  printScores('tuning', tuning)
  printScores('first held-out file (read; round 2 developed on it)', firstHeldOut)
  printScores('second held-out file (read; round 3 developed on it)', secondHeldOut)
  printScores('third held-out file (read; round 4 developed on it)', thirdHeldOut)
  printScores('fourth held-out file (read; round 5 developed on it)', fourthHeldOut)
  printScores('fifth held-out file (read; round 6 developed on it)', fifthHeldOut)
  printScores('sixth held-out file', heldOut)
  console.log('\nMisses on the sixth held-out file:')
  for (const miss of heldOut.misses) {
    const why = miss.isAnsweredOutOfScope
      ? 'answered an out-of-scope question'
      : [
          miss.missingFacts.length
            ? `missing ${miss.missingFacts.map((facts) => facts[0]).join(', ')}`
            : null,
          miss.isCited ? null : 'no expected source',
        ]
          .filter((part) => part !== null)
          .join('; ')
    console.log(`- ${miss.id}: ${why}`)
  }
}
