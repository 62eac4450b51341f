// The offline assistant: time to first token, then how often it answers well on the evaluation
// questions: the development files it was tuned on, the newest held-out file nobody tuned on (the
// figure to quote), and a leave-one-file-out measure of the paraphrases. In-process.
import { performance } from 'node:perf_hooks'
import { knowledgeBase } from '@server/features/assistant/knowledge/knowledge-base'
import { examplesFor } from '@server/features/assistant/knowledge/entry-examples'
import { developmentFiles } from '@server/features/assistant/knowledge/evaluation/development-questions'
import { twentyFifthHeldOutQuestions } from '@server/features/assistant/knowledge/evaluation/evaluation-questions-held-out-25'
import {
  answerableQuestions,
  outOfScopeQuestions,
} from '@server/features/assistant/knowledge/evaluation-questions'
import {
  evaluateAssistant,
  formatShare,
  type EvaluationScore,
} from '@server/features/assistant/knowledge/evaluation/evaluate-assistant'
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
  console.log('\nOffline assistant on the evaluation questions\n')
  console.log(
    'Development files answer with their own questions among the paraphrases: a fit, not a measure.\n',
  )
  console.log('| Measure | Result |')
  console.log('|---|---:|')
  for (const file of developmentFiles)
    printScores(
      `${file.name} file (read)`,
      await evaluateAssistant(assistantForScores, file.questions),
    )
  const heldOut = await evaluateAssistant(assistantForScores, twentyFifthHeldOutQuestions)
  printScores('twenty-fifth held-out file', heldOut)

  console.log(
    '\nQuestions people asked as paraphrases of the entries that answer them: each development file scored without them, then with those of the other files only\n',
  )
  console.log("| File | Without | With the other files' questions |")
  console.log('|---|---:|---:|')
  const total = { without: 0, with: 0, answerable: 0 }
  for (const file of developmentFiles) {
    const others = developmentFiles
      .filter((other) => other !== file)
      .flatMap((other) => other.questions)
    const without = await evaluateAssistant(
      createOfflineAssistant(knowledgeBase, []),
      file.questions,
    )
    const withOthers = await evaluateAssistant(
      createOfflineAssistant(knowledgeBase, examplesFor(knowledgeBase, others)),
      file.questions,
    )
    total.without += without.answerable.passed
    total.with += withOthers.answerable.passed
    total.answerable += without.answerable.total
    console.log(
      `| ${file.name} | ${formatShare(without.answerable)} | ${formatShare(withOthers.answerable)} |`,
    )
  }
  console.log(
    `| all | ${formatShare({ passed: total.without, total: total.answerable })} | ${formatShare({ passed: total.with, total: total.answerable })} |`,
  )
  console.log('\nMisses on the twenty-fifth held-out file:')
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
