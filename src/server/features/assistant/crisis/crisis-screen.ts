import type { CrisisKind } from '@shared/assistant/assistant-contract'
import { trainCrisisClassifier } from './crisis-classifier'
import {
  AFTER_A_DEATH,
  CRISIS_SIGNALS,
  LOOK_ALIKES,
  NATURAL_DEATH,
  NATURAL_DEATH_LOOK_ALIKES,
  PLANNING_AHEAD,
  type SignalKind,
} from './crisis-lexicon'
import { tuningMessages } from './crisis-messages-tuning'
import type { LabelledMessage } from './labelled-message'
import { ordinaryTuningMessages } from './ordinary-messages-tuning'
import { lemmatize, lemmatizePattern, spellOut } from './crisis-text'

export type CrisisScreening = {
  isCrisis: boolean
  /** Which reply the message needs (assistant-contract.ts), null when it is not a crisis. */
  kind: CrisisKind | null
  /** The signals found, for tests and for reading a miss: ids from crisis-lexicon.ts, and 'learned'. */
  signals: string[]
  /** The classifier's probability that the message is a crisis, from 0 to 1. */
  probability: number
}

/** The lexicon in the base forms the screen reads the message in. */
const SIGNALS = CRISIS_SIGNALS.map((signal) => ({
  ...signal,
  pattern: lemmatizePattern(signal.pattern, 'g'),
}))

/** Signals add up; a message is a crisis at this score, which one strong signal reaches alone. */
const CRISIS_SCORE = 1

/**
 * The classifier alone makes a message a crisis from this probability up: the lowest at which
 * its 5-fold cross-validated false alarms stay under 3%, on look-alikes and on everyday messages
 * alike (ADR 0014). A miss can cost a life and the issue allows 5% false alarms; the lexicon
 * adds a point or two of its own on messages it was not tuned on, so 3% leaves room for them.
 */
export const CRISIS_PROBABILITY = 0.325

/**
 * After a death that already happened, these name that death ("was suicide covered?"), not a
 * risk today. Every other signal still counts: a widow can be at risk herself.
 */
const SIGNALS_NAMING_A_PAST_DEATH = new Set([
  'suicide-word',
  'insurance-and-suicide',
  'lethal-dose',
  'on-purpose',
  'deliberately',
  'goodbye',
  'goodbye-texts',
  'ligature',
  'means-shown',
  'method-fifth',
  'preparation-fifth-weak',
  'unreachable',
])

/**
 * Near a death that illness or age is bringing (hospice, a terminal diagnosis), or when someone
 * is planning ahead (a pre-need burial, a will "ahead of time"), saying goodbye, giving things
 * away and "I won't be around much longer" are often acceptance or prudence, not intent: these
 * count half. Intent and method never do.
 */
const SIGNALS_EASED = new Set([
  'not-around',
  'when-gone',
  'if-gone',
  'done-with-everything',
  'give-away',
  'give-everything',
  'goodbye',
  'goodbye-texts',
  'letter-for-family',
  'own-funeral',
  'affairs-in-order',
  'squared-away',
  'tying-up-ends',
  'not-here-to',
  'faith-euphemism-weak',
  'preparation-fifth-weak',
])

const SUBJECT_PRONOUNS: Readonly<Record<string, 'self' | 'other'>> = {
  i: 'self',
  he: 'other',
  she: 'other',
  they: 'other',
}
const OTHER_PRONOUNS: Readonly<Record<string, 'self' | 'other'>> = {
  me: 'self',
  my: 'self',
  him: 'other',
  his: 'other',
  her: 'other',
  them: 'other',
  their: 'other',
}
const PEOPLE = new Set([
  'husband',
  'wife',
  'spouse',
  'son',
  'daughter',
  'father',
  'mother',
  'brother',
  'sister',
  'friend',
  'buddy',
  'boyfriend',
  'girlfriend',
  'fiance',
  'fiancee',
  'partner',
  'uncle',
  'aunt',
  'cousin',
  'grandpa',
  'grandfather',
  'grandson',
  'nephew',
  'niece',
  'roommate',
  'kid',
  'child',
  'stepson',
  'stepdad',
  'veteran',
  'soldier',
  'marine',
  'sailor',
  'airman',
  'vet',
  'ex',
  'guy',
  'dude',
  'coworker',
  'neighbor',
  'someone',
  'somebody',
  'patient',
  'client',
  'student',
])
const RECIPIENT_WORDS = new Set(['for', 'to'])
const BENEFITS_QUESTION =
  /\b(?:sgli|vgli|valife|fsgli|life insurance|insurance|policy|payout|pay out|beneficiary|dic|survivor benefits|death gratuity|chapter 35|dea|champva|last payment|back pay)\b|\b(?:family|wife|husband|kids|children|spouse|mother|father|parents|son|daughter|fiancee|fiance)(?: [a-z]+){0,3} (?:get|receive|keep|collect)\b/

/**
 * Whose safety a matched phrase is about, read as a person would: its reflexive ("kill himself"),
 * else the subject inside the phrase ("if I do it"), else a person it names ("without me", "his
 * gear", not the "my wife" a letter is for), else the nearest person before it, else after it.
 */
function subjectOf(text: string, index: number, phrase: string): 'self' | 'other' {
  const words = phrase.split(' ')
  if (words.includes('myself')) return 'self'
  if (words.includes('themself') || words.includes('yourself')) return 'other'
  for (const word of words) {
    const subject = SUBJECT_PRONOUNS[word]
    if (subject) return subject
  }
  for (const [position, word] of words.entries()) {
    if (RECIPIENT_WORDS.has(words[position - 1] ?? '')) continue
    if (PEOPLE.has(word)) return 'other'
    const person = OTHER_PRONOUNS[word]
    if (person === 'self' && PEOPLE.has(words[position + 1] ?? '')) return 'other'
    if (person) return person
  }
  for (const word of text.slice(0, index).split(' ').reverse()) {
    if (word === 'i' || word === 'me') return 'self'
    if (PEOPLE.has(word) || SUBJECT_PRONOUNS[word] === 'other' || OTHER_PRONOUNS[word] === 'other')
      return 'other'
  }
  const sentenceAfter = text.slice(index + phrase.length).split(' . ')[0] ?? ''
  return sentenceAfter
    .split(' ')
    .some((word) => PEOPLE.has(word) || SUBJECT_PRONOUNS[word] === 'other')
    ? 'other'
    : 'self'
}

type Found = { id: string; kind: SignalKind; weight: number; subject: 'self' | 'other' }

function chooseKind(found: Found[], text: string): CrisisKind {
  if (found.some((signal) => signal.kind === 'harm-others')) return 'harm-others'
  const aboutSelf = found.filter((signal) => signal.subject === 'self')
  if (aboutSelf.some((signal) => signal.kind === 'benefits-intent')) return 'benefits-intent'
  if (aboutSelf.length > 0 && BENEFITS_QUESTION.test(text)) return 'benefits-intent'
  return aboutSelf.length > 0 ? 'self' : 'other'
}

/** The message as the lexicon and the classifier read it: spelled out, look-alikes set aside, lemmatised. */
export function readForScreen(message: string) {
  let spelled = spellOut(message)
  const afterADeath = AFTER_A_DEATH.some((pattern) => {
    pattern.lastIndex = 0
    return pattern.test(spelled)
  })
  const nearANaturalDeath = NATURAL_DEATH.test(spelled)
  const planningAhead = PLANNING_AHEAD.test(spelled)
  const lookAlikes = [
    ...AFTER_A_DEATH,
    ...LOOK_ALIKES,
    ...(nearANaturalDeath ? NATURAL_DEATH_LOOK_ALIKES : []),
  ]
  for (const pattern of lookAlikes) spelled = spelled.replace(pattern, ' xlookalikex ')
  return { text: lemmatize(spelled), afterADeath, eased: nearANaturalDeath || planningAhead }
}

/**
 * What the classifier learns from: the tuning half of the labelled set, and everyday messages
 * as more examples of what is not a crisis (look-alikes alone would teach it that any plain
 * benefits question leans towards one). Never a held-out message.
 */
export const CLASSIFIER_TRAINING: readonly { text: string; label: LabelledMessage['label'] }[] = [
  ...tuningMessages,
  ...ordinaryTuningMessages.map(({ text }) => ({ text, label: 'not-crisis' as const })),
]

/** Trained once, when the server starts (about 0.5 s). */
const classify = trainCrisisClassifier(
  CLASSIFIER_TRAINING.map((message) => ({
    normalized: readForScreen(message.text).text,
    label: message.label,
  })),
)

/**
 * Screens one message for risk to the writer or to anyone else. Runs before any answer is
 * composed, with no model and no network, and errs towards showing the line.
 */
export function screenMessage(message: string): CrisisScreening {
  const { text, afterADeath, eased: easedContext } = readForScreen(message)
  const found: Found[] = []
  for (const signal of SIGNALS) {
    if (afterADeath && SIGNALS_NAMING_A_PAST_DEATH.has(signal.id)) continue
    const [first, second] = text.matchAll(signal.pattern)
    if (!first) continue
    // Two separate pieces of the same evidence ("hopeless", then "worthless") count twice.
    const eased = easedContext && SIGNALS_EASED.has(signal.id) ? 0.5 : 1
    const weight = (second ? signal.weight * 2 : signal.weight) * eased
    found.push({
      id: signal.id,
      kind: signal.kind,
      weight,
      subject: subjectOf(text, first.index, first[0]),
    })
  }
  const score = found.reduce((total, signal) => total + signal.weight, 0)
  const probability = classify(text)
  if (score < CRISIS_SCORE && probability >= CRISIS_PROBABILITY) {
    found.push({ id: 'learned', kind: 'ideation', weight: 1, subject: subjectOf(text, 0, '') })
  }
  const isCrisis = score >= CRISIS_SCORE || probability >= CRISIS_PROBABILITY
  return {
    isCrisis,
    kind: isCrisis ? chooseKind(found, text) : null,
    signals: found.map((signal) => signal.id),
    probability,
  }
}
