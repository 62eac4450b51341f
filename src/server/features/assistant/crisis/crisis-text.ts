// The crisis screen reads a message after this normalisation, so its lexicon is written once, in
// plain lower-case English with base verb forms: "i dont wanna live no more" and "I do not want
// to live anymore" both read "i not want to live anymore". Each step is a table, not a guess.

/** Contractions with their apostrophe, expanded before apostrophes are dropped. */
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bcan'?t\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\b(i|you|we|they|he|she|it|who|that|there)'ll\b/g, '$1 will'],
  [/\bi'm\b/g, 'i am'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they|he|she|it|who|that|there)'d\b/g, '$1 would'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(he|she|it|that|there|what|who|where|here|everything|nothing)'s\b/g, '$1 is'],
  // A possessive or a noun's "is" or "has": the noun alone carries what the screen needs.
  [/\b(\w+)'s\b/g, '$1'],
]

/** Chat spellings, contractions typed without the apostrophe, and common misspellings. */
const SPELLINGS: Readonly<Record<string, string>> = {
  im: 'i am',
  ive: 'i have',
  iam: 'i am',
  imma: 'i am going to',
  ima: 'i am going to',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  wasnt: 'was not',
  arent: 'are not',
  werent: 'were not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  youre: 'you are',
  theyre: 'they are',
  hes: 'he is',
  shes: 'she is',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  itll: 'it will',
  ill: 'i will',
  id: 'i would',
  youll: 'you will',
  hed: 'he would',
  shed: 'she would',
  wanna: 'want to',
  wana: 'want to',
  wnat: 'want',
  wnt: 'want',
  gonna: 'going to',
  gona: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  hafta: 'have to',
  finna: 'going to',
  shoulda: 'should have',
  woulda: 'would have',
  coulda: 'could have',
  shouldve: 'should have',
  wouldve: 'would have',
  couldve: 'could have',
  mustve: 'must have',
  mightve: 'might have',
  youve: 'you have',
  weve: 'we have',
  theyve: 'they have',
  whove: 'who have',
  shouldof: 'should have',
  wouldof: 'would have',
  dunno: 'do not know',
  idk: 'i do not know',
  idc: 'i do not care',
  lemme: 'let me',
  gimme: 'give me',
  u: 'you',
  ur: 'your',
  urself: 'yourself',
  r: 'are',
  n: 'and',
  b4: 'before',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  bcuz: 'because',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  '2morrow': 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  nite: 'night',
  thru: 'through',
  nomore: 'no more',
  evry: 'every',
  everythin: 'everything',
  nothin: 'nothing',
  somethin: 'something',
  bf: 'boyfriend',
  gf: 'girlfriend',
  hubby: 'husband',
  hubs: 'husband',
  wifey: 'wife',
  bro: 'brother',
  sis: 'sister',
  mom: 'mother',
  mum: 'mother',
  dad: 'father',
  pops: 'father',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  sm: 'so much',
  abt: 'about',
  // Words people use to get past filters, and the acronyms of the act itself.
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  unalived: 'killed',
  unaliving: 'killing',
  sewerslide: 'suicide',
  suicidey: 'suicidal',
  su1c1de: 'suicide',
  od: 'overdose',
  odd: 'overdosed',
  oding: 'overdosing',
  ode: 'overdose',
  offed: 'off',
  offing: 'off',
  tonights: 'tonight is',
  myslef: 'myself',
  mysef: 'myself',
  mself: 'myself',
  meself: 'myself',
  myselfe: 'myself',
  kil: 'kill',
  kiled: 'killed',
  kiling: 'killing',
  kll: 'kill',
  dieing: 'dying',
  dyin: 'dying',
  ded: 'dead',
  liveing: 'living',
  livin: 'living',
  wantin: 'wanting',
  thinkin: 'thinking',
  killin: 'killing',
  goin: 'going',
  tryin: 'trying',
  talkin: 'talking',
  sayin: 'saying',
  givin: 'giving',
  hurtin: 'hurting',
  cuttin: 'cutting',
  endin: 'ending',
  plannin: 'planning',
  nothing2: 'nothing to',
  tru: 'true',
  gud: 'good',
  adressed: 'addressed',
  adress: 'address',
  every1: 'everyone',
  some1: 'someone',
  sum1: 'someone',
  sumbody: 'somebody',
  sum: 'some',
  rist: 'wrist',
  rists: 'wrists',
  nuckles: 'knuckles',
  socials: 'social media',
  pickd: 'picked',
  shud: 'should',
  da: 'the',
  wit: 'with',
  w: 'with',
  probly: 'probably',
  apeal: 'appeal',
  pils: 'pills',
  pillz: 'pills',
  ar15: 'ar',
  gbye: 'goodbye',
  bye: 'goodbye',
  exsist: 'exist',
  exisit: 'exist',
  wanst: 'was not',
  dosnt: 'does not',
  laughin: 'laughing',
  dissapointed: 'disappointed',
  disapointed: 'disappointed',
  redy: 'ready',
  tiket: 'ticket',
  permanant: 'permanent',
  scrach: 'scratch',
  breathin: 'breathing',
}

/** Filler that carries no meaning for the screen, often a nervous laugh after a hard sentence. */
const FILLERS = new Set([
  'lol',
  'lmao',
  'lmfao',
  'haha',
  'hahaha',
  'smh',
  'tbh',
  'ngl',
  'fr',
  'ikr',
  'ugh',
  'um',
  'uh',
  'literally',
  'honestly',
  'seriously',
  'basically',
  'really',
  'actually',
  'just',
  'even',
  'kinda',
  'sorta',
  'pretty',
  'totally',
  'fucking',
  'freaking',
  'effing',
  'damn',
  'fkn',
  'fking',
  'lowkey',
  'highkey',
  'deadass',
  'istg',
])

/** Verbs the lexicon is written in, with the forms that do not follow the regular rules. */
const IRREGULAR_FORMS: Readonly<Record<string, readonly string[]>> = {
  take: ['took', 'taken'],
  give: ['gave', 'given'],
  think: ['thought'],
  say: ['said'],
  buy: ['bought'],
  write: ['wrote', 'written'],
  wake: ['woke', 'woken'],
  hang: ['hung'],
  shoot: ['shot'],
  keep: ['kept'],
  feel: ['felt'],
  blow: ['blew', 'blown'],
  eat: ['ate', 'eaten'],
  find: ['found'],
  get: ['got', 'gotten'],
  sell: ['sold'],
  tell: ['told'],
  bleed: ['bled'],
  make: ['made'],
  come: ['came'],
  bring: ['brought'],
  sleep: ['slept'],
  leave: ['left'],
  put: [],
  cut: [],
  hurt: [],
  hit: [],
  quit: [],
  set: [],
}
const REGULAR_VERBS = [
  'want',
  'die',
  'kill',
  'end',
  'harm',
  'burn',
  'wish',
  'talk',
  'plan',
  'jump',
  'overdose',
  'live',
  'exist',
  'try',
  'attempt',
  'threaten',
  'stab',
  'strangle',
  'murder',
  'choke',
  'swallow',
  'stockpile',
  'save',
  'hoard',
  'collect',
  'post',
  'mix',
  'combine',
  'drink',
  'disappear',
  'finish',
  'stop',
  'commit',
  'pull',
  'tie',
  'check',
  'join',
  'punch',
  'scratch',
  'carve',
  'starve',
  'hope',
  'pray',
  'decide',
  'intend',
  'consider',
  'mention',
  'text',
  'call',
  'beg',
  'load',
  'aim',
  'cock',
  'slit',
  'relapse',
  'stash',
  'store',
  'hide',
  'suffocate',
  'drown',
  'crash',
  'fantasize',
  'dream',
  'deserve',
  'rest',
  'fade',
  'vanish',
  'miss',
  'beat',
  'destroy',
  'hunt',
  'track',
  'follow',
  'cry',
  'pick',
  'wait',
  'move',
  'run',
  'return',
  'apologize',
  'survive',
  'picture',
  'imagine',
  'clean',
  'sharpen',
  'stare',
  'slam',
  'google',
  'search',
  'look',
  'research',
  'need',
  'start',
  'update',
  'practice',
  'watch',
  'point',
]

function regularForms(verb: string): string[] {
  const stem = verb.endsWith('e') ? verb.slice(0, -1) : verb
  const doubled = /[^aeiou][aeiou][bdgmnpt]$/.test(verb) ? verb + verb.slice(-1) : verb
  const forms = [verb, `${verb}s`, `${stem}ing`, `${doubled}ing`, `${stem}ed`, `${doubled}ed`]
  if (verb.endsWith('y')) forms.push(`${verb.slice(0, -1)}ies`, `${verb.slice(0, -1)}ied`)
  if (verb.endsWith('ie')) forms.push(`${verb.slice(0, -2)}ying`)
  if (/(sh|ch|x|s)$/.test(verb)) forms.push(`${verb}es`)
  return forms
}

const LEMMAS: ReadonlyMap<string, string> = new Map([
  ...REGULAR_VERBS.flatMap((verb) => regularForms(verb).map((form) => [form, verb] as const)),
  ...Object.entries(IRREGULAR_FORMS).flatMap(([verb, forms]) =>
    [...regularForms(verb), ...forms].map((form) => [form, verb] as const),
  ),
  // "for a living" is not a verb: "living" stays as it is.
  ['living', 'living'],
])

/** Reflexives: who the act is done to, which says whose safety the message is about. */
const REFLEXIVES: Readonly<Record<string, string>> = {
  myself: 'myself',
  himself: 'themself',
  herself: 'themself',
  themselves: 'themself',
  themself: 'themself',
  hisself: 'themself',
  yourself: 'yourself',
}

/**
 * Words misspelt past a simple table: a token within one edit (two, for long words) of one of
 * these, with the same first letter, is read as it. Only these, so "legal" never becomes "lethal".
 */
const FUZZY_TARGETS = [
  'suicide',
  'suicidal',
  'myself',
  'himself',
  'herself',
  'themselves',
  'overdose',
  'overdosing',
  'goodbye',
  'unalive',
  'lethal',
  'anymore',
  'tonight',
  'forever',
  'hopeless',
  'worthless',
  'pointless',
  'everyone',
  'everything',
  'noose',
  'without',
  'painless',
  'neighbor',
  'trazodone',
  'obituary',
  'somebody',
  'someone',
]
/** Long words people misspell by two letters ("sucidial"); any other target allows one. */
const MISSPELT_TWICE = new Set(['suicidal', 'overdose', 'overdosing', 'themselves', 'everything'])
/** Real words that sit within one edit of a target and mean something else. */
const NOT_MISSPELLINGS = new Set([
  'overdue',
  'himself',
  'lethargic',
  'tonights',
  'everyones',
  'goodbyes',
  'suicides',
  'noise',
  'nose',
  'loose',
  'moose',
  'withour',
  'someones',
  'neighbors',
  'pointless',
])

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  let beforePrevious = previous
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      // A swap of two neighbouring letters ("sucidie") is one slip of the thumb, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1)
      }
      current.push(best)
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.length] ?? limit + 1
}

function correctSpelling(token: string): string {
  if (token.length < 5 || NOT_MISSPELLINGS.has(token)) return token
  for (const target of FUZZY_TARGETS) {
    if (token === target || token[0] !== target[0]) continue
    const limit = MISSPELT_TWICE.has(target) && token.length >= 8 ? 2 : 1
    if (editDistance(token, target, limit) <= limit) return target
  }
  return token
}

/**
 * Tokens already spelled: the edit distances are the costly part of reading a message, and the
 * same words come back in every message. Emptied when full, so it never grows without bound.
 */
const spelledTokens = new Map<string, string>()
const SPELLED_TOKENS_KEPT = 50_000

function spellToken(raw: string): string {
  const known = spelledTokens.get(raw)
  if (known !== undefined) return known
  if (spelledTokens.size >= SPELLED_TOKENS_KEPT) spelledTokens.clear()
  const spelled = spellNewToken(raw)
  spelledTokens.set(raw, spelled)
  return spelled
}

function spellNewToken(raw: string): string {
  const spelled = SPELLINGS[raw] ?? raw
  if (spelled !== raw) return spelled
  if (FILLERS.has(raw)) return ''
  // "thinkin", "pickin", "slammin": a dropped g, when the -ing word is one the lexicon reads.
  if (raw.endsWith('in') && LEMMAS.has(`${raw}g`)) return `${raw}g`
  const corrected = correctSpelling(raw)
  return REFLEXIVES[corrected] ?? corrected
}

/**
 * The message as the lexicon reads it, tenses kept: lower case, contractions expanded, chat
 * spellings and misspellings of the words that matter corrected, fillers dropped, reflexives
 * reduced to "myself", "themself" or "yourself", and each sentence ended by " . ".
 */
export function spellOut(message: string): string {
  let text = message
    .normalize('NFKD')
    // Accents go, so Spanish written with or without them reads the same: "más" is "mas".
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement)
  text = text
    .replace(/\b(my|him|her|them|your)\s+(self|selves)\b/g, '$1$2')
    .replace(/\bself[\s-]+(harm\w*|injur\w*|delet\w*|destruct\w*)/g, 'self$1')
    .replace(/\bsewer\s+slide\b/g, 'suicide')
    .replace(/\b(want|wanna|wish|gonna|going|ready|about|wnat|like) to dye\b/g, '$1 to die')
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bany\s+more\b/g, 'anymore')
    .replace(/\b(live|go on|do this|take it|take this|be here)\s+no\s+more\b/g, '$1 anymore')
  return text
    .split(/[.!?;:\n]+|\s[-\u2013\u2014]+\s/)
    .map((sentence) =>
      sentence
        .replace(/'/g, '')
        .split(/[^a-z0-9%]+/)
        .filter((token) => token !== '')
        .map(spellToken)
        .filter((token) => token !== '')
        .join(' '),
    )
    .filter((sentence) => sentence !== '')
    .map((sentence) => ` ${sentence} .`)
    .join('')
}

/** Every verb of the lexicon in its base form: "wanted", "wants", "wanting" all read "want". */
export function lemmatize(spelled: string): string {
  return spelled.replace(/[a-z0-9%]+/g, (token) => LEMMAS.get(token) ?? token)
}

/**
 * A lexicon pattern in the same base forms as the text it reads, so a pattern written "cutting
 * again" matches "cut again" and "cuts again" alike. Escapes such as \b and \w are left alone.
 */
export function lemmatizePattern(pattern: RegExp, flags: string): RegExp {
  const source = pattern.source.replace(/\\[a-zA-Z]|[a-z]+/g, (token) =>
    token.startsWith('\\') ? token : (LEMMAS.get(token) ?? token),
  )
  return new RegExp(source, flags)
}
