// The screen's second net: a logistic regression over the words and word pairs of a message,
// trained at start-up on the tuning half of the labelled set (never the held-out half). The
// lexicon reads what it was written to read; this catches wordings it was never written for
// ("taking the long nap", "the problem should just go away"), at the cost of a few look-alikes.

import type { LabelledMessage } from './labelled-message'

/** Words too common to say anything about risk on their own; pairs that contain them still count. */
const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'is',
  'are',
  'was',
  'were',
  'be',
  'it',
  'this',
  'that',
  'with',
  'my',
  'i',
  'me',
  'you',
  'your',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'so',
  'but',
  'if',
  'as',
  'from',
  'by',
  'about',
  'what',
  'how',
  'can',
  'will',
  'would',
  'just',
  'get',
  'va',
])

/** Settings chosen by 5-fold cross-validation on the tuning half (bench/assistant.ts prints it). */
const EPOCHS = 30
const LEARNING_RATE = 0.1
const L2 = 3e-3

/** The words (less stop words) and neighbouring pairs of a normalised message, within sentences. */
export function featuresOf(normalized: string): string[] {
  const words = normalized.split(' ').filter((word) => word !== '')
  const features = new Set<string>()
  for (const [position, word] of words.entries()) {
    if (word === '.') continue
    if (!STOP_WORDS.has(word)) features.add(word)
    const next = words[position + 1]
    if (next && next !== '.') features.add(`${word} ${next}`)
  }
  return [...features]
}

export type CrisisClassifier = (normalized: string) => number

/**
 * Trains on labelled messages, already normalised, in their given order (no randomness, so the
 * same data always gives the same model), and returns the probability that a message is a crisis.
 */
export function trainCrisisClassifier(
  examples: readonly { normalized: string; label: LabelledMessage['label'] }[],
): CrisisClassifier {
  const weights = new Map<string, number>()
  let bias = 0
  const data = examples.map((example) => ({
    features: featuresOf(example.normalized),
    target: example.label === 'crisis' ? 1 : 0,
  }))
  const score = (features: string[]) =>
    features.reduce((total, feature) => total + (weights.get(feature) ?? 0), bias)
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { features, target } of data) {
      const error = 1 / (1 + Math.exp(-score(features))) - target
      bias -= LEARNING_RATE * error
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0
        weights.set(feature, weight - LEARNING_RATE * (error + L2 * weight))
      }
    }
  }
  return (normalized) => 1 / (1 + Math.exp(-score(featuresOf(normalized))))
}
