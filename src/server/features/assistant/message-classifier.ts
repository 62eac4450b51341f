// A logistic regression over the words and word pairs of a message, trained at start-up: the
// assistant's learned readings. The crisis screen trains it on the tuning half of its labelled set
// (never a held-out set) to read whether a message is a crisis, its second net behind the
// lexicon, and whose safety it is about; the offline assistant trains it on its development
// questions to read whether a question is about VA benefits at all.

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

/** Settings chosen by 5-fold cross-validation on the tuning half (`npm run bench -- --only crisis` prints it). */
const EPOCHS = 50
const LEARNING_RATE = 0.1
const L2 = 0.01

/**
 * The words (less stop words), neighbouring pairs and pairs one word apart of a normalised
 * message, within sentences. The gapped pairs ("want _ die", "take _ pills") read a phrase
 * through the word people put in its middle ("want to die", "want them to die").
 */
export function featuresOf(normalized: string): string[] {
  const words = normalized.split(' ').filter((word) => word !== '')
  const features = new Set<string>()
  for (const [position, word] of words.entries()) {
    if (word === '.') continue
    if (!STOP_WORDS.has(word)) features.add(word)
    const next = words[position + 1]
    if (!next || next === '.') continue
    features.add(`${word} ${next}`)
    const afterNext = words[position + 2]
    if (afterNext && afterNext !== '.') features.add(`${word} _ ${afterNext}`)
  }
  return [...features]
}

export type MessageClassifier = (normalized: string) => number

/**
 * Trains on labelled messages, already normalised, in their given order (no randomness, so the
 * same data always gives the same model), and returns the probability that a message is of the
 * positive class. Features are numbered once and kept in typed arrays: training runs at every
 * start-up.
 */
export function trainMessageClassifier(
  examples: readonly { normalized: string; isPositive: boolean }[],
): MessageClassifier {
  const vocabulary = new Map<string, number>()
  const numbered = (feature: string) => {
    const known = vocabulary.get(feature)
    if (known !== undefined) return known
    vocabulary.set(feature, vocabulary.size)
    return vocabulary.size - 1
  }
  const data = examples.map((example) => ({
    features: Int32Array.from(featuresOf(example.normalized), numbered),
    target: example.isPositive ? 1 : 0,
  }))
  const weights = new Float64Array(vocabulary.size)
  let bias = 0
  const score = (features: Int32Array) => {
    let total = bias
    for (const feature of features) total += weights[feature] ?? 0
    return total
  }
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { features, target } of data) {
      const error = 1 / (1 + Math.exp(-score(features))) - target
      bias -= LEARNING_RATE * error
      for (const feature of features) {
        const weight = weights[feature] ?? 0
        weights[feature] = weight - LEARNING_RATE * (error + L2 * weight)
      }
    }
  }
  return (normalized) => {
    const known = featuresOf(normalized).flatMap((feature) => {
      const index = vocabulary.get(feature)
      return index === undefined ? [] : [index]
    })
    return 1 / (1 + Math.exp(-score(Int32Array.from(known))))
  }
}
