// The crisis screen: the classifier's 5-fold cross-validation on the tuning half (which sets its
// threshold, ADR 0014), the whole screen on every labelled set, and its speed. In-process.
import { performance } from 'node:perf_hooks'
import { trainCrisisClassifier } from '@server/features/assistant/crisis/crisis-classifier'
import { heldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out'
import { secondHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-2'
import { thirdHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-3'
import { fourthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-4'
import { fifthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-5'
import { tuningMessages } from '@server/features/assistant/crisis/crisis-messages-tuning'
import {
  CRISIS_PROBABILITY,
  readForScreen,
  screenMessage,
} from '@server/features/assistant/crisis/crisis-screen'
import type { LabelledMessage } from '@server/features/assistant/crisis/labelled-message'

const FOLDS = 5
const percent = (share: number) => `${(share * 100).toFixed(1)}%`

/** Every message of the tuning half scored by a classifier trained on the other four fifths. */
function crossValidatedScores() {
  const examples = tuningMessages.map((message) => ({
    normalized: readForScreen(message.text).text,
    label: message.label,
  }))
  const scored: { probability: number; isCrisis: boolean }[] = []
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const classify = trainCrisisClassifier(examples.filter((_, index) => index % FOLDS !== fold))
    for (const [index, example] of examples.entries()) {
      if (index % FOLDS !== fold) continue
      scored.push({
        probability: classify(example.normalized),
        isCrisis: example.label === 'crisis',
      })
    }
  }
  return scored
}

function screenFigures(messages: readonly LabelledMessage[]) {
  const crises = messages.filter((message) => message.label === 'crisis')
  const lookAlikes = messages.filter((message) => message.label === 'not-crisis')
  const caught = crises.filter((message) => screenMessage(message.text).isCrisis).length
  const alarms = lookAlikes.filter((message) => screenMessage(message.text).isCrisis).length
  return `| ${crises.length} | ${lookAlikes.length} | ${percent(caught / crises.length)} | ${percent(alarms / lookAlikes.length)} |`
}

export function benchCrisisScreen() {
  const scored = crossValidatedScores()
  const crises = scored.filter((score) => score.isCrisis)
  const lookAlikes = scored.filter((score) => !score.isCrisis)
  console.log('\nCrisis screen: the classifier alone, 5-fold cross-validated on the tuning half\n')
  console.log('| Threshold | Recall | False alarms |')
  console.log('|---:|---:|---:|')
  let lowestUnderTwoPercent = 1
  for (let threshold = 0.95; threshold >= 0.45; threshold -= 0.05) {
    const recall = crises.filter((score) => score.probability >= threshold).length / crises.length
    const alarms =
      lookAlikes.filter((score) => score.probability >= threshold).length / lookAlikes.length
    if (alarms < 0.02) lowestUnderTwoPercent = threshold
    const chosen = Math.abs(threshold - CRISIS_PROBABILITY) < 1e-9 ? ' (in use)' : ''
    console.log(`| ${threshold.toFixed(2)}${chosen} | ${percent(recall)} | ${percent(alarms)} |`)
  }
  console.log(`\nLowest threshold with false alarms under 2%: ${lowestUnderTwoPercent.toFixed(2)}`)

  console.log('\nCrisis screen: the whole screen on each labelled set\n')
  console.log('| Set | Crisis messages | Look-alikes | Recall | False alarms |')
  console.log('|---|---:|---:|---:|---:|')
  const sets: [string, readonly LabelledMessage[]][] = [
    ['tuning half (tuned on)', tuningMessages],
    ['fifth held-out set', fifthHeldOutMessages],
    ['fourth held-out set', fourthHeldOutMessages],
    ['third held-out set', thirdHeldOutMessages],
    ['second held-out set', secondHeldOutMessages],
    ['first held-out half', heldOutMessages],
  ]
  for (const [name, messages] of sets) console.log(`| ${name} ${screenFigures(messages)}`)

  const trainingStartedAt = performance.now()
  trainCrisisClassifier(
    tuningMessages.map((message) => ({
      normalized: readForScreen(message.text).text,
      label: message.label,
    })),
  )
  const trainingMs = performance.now() - trainingStartedAt
  const screeningStartedAt = performance.now()
  for (const message of tuningMessages) screenMessage(message.text)
  const perMessageMs = (performance.now() - screeningStartedAt) / tuningMessages.length
  console.log(
    `\nTraining at start-up: ${trainingMs.toFixed(0)} ms; screening: ${perMessageMs.toFixed(2)} ms a message`,
  )
}
