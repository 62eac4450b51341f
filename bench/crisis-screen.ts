// The crisis screen: the classifier's 5-fold cross-validation on its training messages (which
// sets its threshold, ADR 0014), the whole screen on every labelled set, and its speed. In-process.
import { performance } from 'node:perf_hooks'
import { trainMessageClassifier } from '@server/features/assistant/message-classifier'
import { heldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out'
import { secondHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-2'
import { thirdHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-3'
import { fourthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-4'
import { fifthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-5'
import { sixthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-6'
import { seventhHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-7'
import { eighthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-8'
import { ninthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-9'
import { tenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-10'
import { eleventhHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-11'
import { twelfthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-12'
import { thirteenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-13'
import { fourteenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-14'
import { fifteenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-15'
import { sixteenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-16'
import { seventeenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-17'
import { eighteenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-18'
import { nineteenthHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-19'
import { twentiethHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-20'
import { twentyFirstHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-21'
import { twentySecondHeldOutMessages } from '@server/features/assistant/crisis/crisis-messages-held-out-22'
import { tuningMessages } from '@server/features/assistant/crisis/crisis-messages-tuning'
import {
  ABOUT_ANOTHER_PROBABILITY,
  ABOUT_ANOTHER_TRAINING,
  CLASSIFIER_TRAINING,
  CRISIS_PROBABILITY,
  readForScreen,
  screenMessage,
} from '@server/features/assistant/crisis/crisis-screen'
import type { LabelledMessage } from '@server/features/assistant/crisis/labelled-message'
import { ordinaryHeldOutMessages } from '@server/features/assistant/crisis/ordinary-messages-held-out'
import { ordinaryTuningMessages } from '@server/features/assistant/crisis/ordinary-messages-tuning'

const FOLDS = 5
const percent = (share: number) => `${(share * 100).toFixed(1)}%`

/** Every training message scored by a classifier trained on the other four fifths. */
function crossValidatedScores() {
  const examples = CLASSIFIER_TRAINING.map((message, index) => ({
    normalized: readForScreen(message.text).text,
    label: message.label,
    ordinary: index >= tuningMessages.length,
  }))
  const scored: { probability: number; kind: 'crisis' | 'look-alike' | 'ordinary' }[] = []
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const classify = trainMessageClassifier(
      examples
        .filter((_, index) => index % FOLDS !== fold)
        .map((example) => ({
          normalized: example.normalized,
          isPositive: example.label === 'crisis',
        })),
    )
    for (const [index, example] of examples.entries()) {
      if (index % FOLDS !== fold) continue
      scored.push({
        probability: classify(example.normalized),
        kind: example.label === 'crisis' ? 'crisis' : example.ordinary ? 'ordinary' : 'look-alike',
      })
    }
  }
  return scored
}

/** Whose safety each tuning crisis is about, read by a classifier trained on the other four fifths. */
function crossValidatedAboutAnother() {
  const examples = ABOUT_ANOTHER_TRAINING.map((message) => ({
    normalized: readForScreen(message.text).text,
    isPositive: message.isPositive,
  }))
  const scored: { probability: number; isPositive: boolean }[] = []
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const classify = trainMessageClassifier(examples.filter((_, index) => index % FOLDS !== fold))
    for (const [index, example] of examples.entries()) {
      if (index % FOLDS !== fold) continue
      scored.push({ probability: classify(example.normalized), isPositive: example.isPositive })
    }
  }
  return scored
}

function screenFigures(messages: readonly LabelledMessage[]) {
  const crises = messages.filter((message) => message.label === 'crisis')
  const lookAlikes = messages.filter((message) => message.label === 'not-crisis')
  const caught = crises.filter((message) => screenMessage(message.text).isCrisis).length
  const alarms = lookAlikes.filter((message) => screenMessage(message.text).isCrisis).length
  const rightReply = crises.filter(
    (message) => screenMessage(message.text).kind === message.reply,
  ).length
  return `| ${crises.length} | ${lookAlikes.length} | ${percent(caught / crises.length)} | ${percent(alarms / lookAlikes.length)} | ${percent(rightReply / crises.length)} |`
}

export function benchCrisisScreen() {
  const scored = crossValidatedScores()
  const shareAbove = (kind: string, threshold: number) => {
    const ofKind = scored.filter((score) => score.kind === kind)
    return ofKind.filter((score) => score.probability >= threshold).length / ofKind.length
  }
  console.log(
    '\nCrisis screen: the classifier alone, 5-fold cross-validated on its training messages\n',
  )
  console.log(
    '| Threshold | Recall | False alarms, look-alikes | False alarms, everyday messages |',
  )
  console.log('|---:|---:|---:|---:|')
  let lowestWithinCap = 1
  for (let step = 38; step >= 4; step -= 1) {
    const threshold = step / 40
    if (shareAbove('look-alike', threshold) < 0.04 && shareAbove('ordinary', threshold) < 0.04)
      lowestWithinCap = threshold
    const chosen = threshold === CRISIS_PROBABILITY ? ' (in use)' : ''
    console.log(
      `| ${threshold.toFixed(3)}${chosen} | ${percent(shareAbove('crisis', threshold))} | ${percent(shareAbove('look-alike', threshold))} | ${percent(shareAbove('ordinary', threshold))} |`,
    )
  }
  console.log(
    `\nLowest threshold with false alarms under 4% on look-alikes and on everyday messages: ${lowestWithinCap.toFixed(3)}`,
  )

  console.log(
    '\nWhose safety a crisis is about: the classifier alone, 5-fold cross-validated on the tuning half\n',
  )
  console.log('| Threshold | Read right |')
  console.log('|---:|---:|')
  const aboutAnother = crossValidatedAboutAnother()
  for (const threshold of [0.1, 0.15, 0.2, 0.3, 0.4, 0.5]) {
    const right = aboutAnother.filter(
      (score) => score.probability >= threshold === score.isPositive,
    ).length
    const chosen = threshold === ABOUT_ANOTHER_PROBABILITY ? ' (in use)' : ''
    console.log(`| ${threshold.toFixed(2)}${chosen} | ${percent(right / aboutAnother.length)} |`)
  }

  console.log('\nCrisis screen: the whole screen on each labelled set\n')
  console.log('| Set | Crisis messages | Look-alikes | Recall | False alarms | Reply as labelled |')
  console.log('|---|---:|---:|---:|---:|---:|')
  const sets: [string, readonly LabelledMessage[]][] = [
    ['tuning half (tuned on)', tuningMessages],
    ['twenty-second held-out set', twentySecondHeldOutMessages],
    ['twenty-first held-out set', twentyFirstHeldOutMessages],
    ['twentieth held-out set', twentiethHeldOutMessages],
    ['nineteenth held-out set', nineteenthHeldOutMessages],
    ['eighteenth held-out set', eighteenthHeldOutMessages],
    ['seventeenth held-out set', seventeenthHeldOutMessages],
    ['sixteenth held-out set', sixteenthHeldOutMessages],
    ['fifteenth held-out set', fifteenthHeldOutMessages],
    ['fourteenth held-out set', fourteenthHeldOutMessages],
    ['thirteenth held-out set', thirteenthHeldOutMessages],
    ['twelfth held-out set', twelfthHeldOutMessages],
    ['eleventh held-out set', eleventhHeldOutMessages],
    ['tenth held-out set', tenthHeldOutMessages],
    ['ninth held-out set', ninthHeldOutMessages],
    ['eighth held-out set', eighthHeldOutMessages],
    ['seventh held-out set', seventhHeldOutMessages],
    ['sixth held-out set', sixthHeldOutMessages],
    ['fifth held-out set', fifthHeldOutMessages],
    ['fourth held-out set', fourthHeldOutMessages],
    ['third held-out set', thirdHeldOutMessages],
    ['second held-out set', secondHeldOutMessages],
    ['first held-out half', heldOutMessages],
  ]
  for (const [name, messages] of sets) console.log(`| ${name} ${screenFigures(messages)}`)
  for (const [name, messages] of [
    ['everyday messages, tuning part', ordinaryTuningMessages],
    ['everyday messages, held-out part', ordinaryHeldOutMessages],
  ] as const) {
    const alarms = messages.filter((message) => screenMessage(message.text).isCrisis).length
    console.log(`| ${name} | | ${messages.length} | | ${percent(alarms / messages.length)} | |`)
  }

  const trainingStartedAt = performance.now()
  trainMessageClassifier(
    CLASSIFIER_TRAINING.map((message) => ({
      normalized: readForScreen(message.text).text,
      isPositive: message.label === 'crisis',
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
