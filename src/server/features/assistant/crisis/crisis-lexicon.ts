// The crisis lexicon, in the categories clinical screening instruments ask about (the Columbia
// Suicide Severity Rating Scale's wish to be dead, thoughts, method, intent and preparation; the
// ASQ's "better off dead"), plus self-harm, threats to others and benefits questions that reveal
// intent. Patterns read the normalised text of crisis-text.ts: lower case, base verb forms,
// "myself" for the writer and "themself" for anyone else. `~` in a pattern is up to N filler words.

/** What a signal says about the person at risk, which decides the reply. */
export type SignalKind =
  | 'ideation'
  | 'method'
  | 'preparation'
  | 'self-harm'
  | 'harm-others'
  | 'benefits-intent'
  | 'distress'

export type CrisisSignal = {
  id: string
  kind: SignalKind
  /** 1 is enough on its own; smaller weights need another signal to reach 1. */
  weight: number
  pattern: RegExp
}

const alt = (...options: string[]) => `(?:${options.join('|')})`
/** Up to `count` words in between: "want [so badly] to die". */
const gap = (count: number) => `(?: [a-z0-9%]+){0,${count}}`

const POSSESSIVE = alt('my', 'his', 'her', 'their', 'your')
const REFLEXIVE = alt('myself', 'themself')
const PERSON_OBJECT = alt('me', 'him', 'her', 'them')

/** Driving into something, or off it, on purpose. */
const DRIVE_INTO = `${alt('drive', 'driving', 'crash', 'swerve', 'steer', 'veer', 'run', 'turn the wheel', 'turning the wheel', 'jerk the wheel', 'turn', 'turning')}${gap(4)} ${alt('off the road', 'off a cliff', 'into oncoming', 'into oncoming traffic', 'into traffic', 'into a tree', 'off a bridge', 'into the river', 'into a wall', 'into the wall', 'into a pole', 'into a semi', 'into a train', 'into a bridge', 'into the ocean')}`

/** Ways to die or to end a life, as the object of wanting, planning or thinking. */
const ENDING = alt(
  'die',
  `be ${alt('dead', 'gone')}`,
  `kill ${REFLEXIVE}`,
  `end ${alt('it', 'it all', 'everything', 'thing', 'things', 'this', 'all this', 'all of this', 'myself', 'themself', 'life', `${POSSESSIVE} ${alt('life', 'own life', 'suffering', 'pain')}`)}`,
  `take ${POSSESSIVE} ${alt('own ', '')}life`,
  'commit suicide',
  'suicide',
  `${alt('not', 'never')} ${alt('wake up', 'be here', 'be around', 'be alive', 'exist', 'come back', 'see tomorrow')}`,
  `${alt('disappear', 'vanish', 'sleep', 'go to sleep')} ${alt('forever', 'for good', 'permanently')}`,
  `${alt('hang', 'shoot', 'off', 'overdose', 'drown', 'suffocate', 'poison', 'kill')} ${REFLEXIVE}`,
  'overdose',
  `check out${gap(1)} ${alt('for good', 'permanently', 'of life', 'of this world', 'early')}`,
  `go ${alt('out', 'away')}${gap(1)} ${alt('for good', 'forever', 'permanently')}`,
  `join ${POSSESSIVE} ${alt('buddies', 'brothers', 'friends', 'guys', 'boys', 'squad', 'platoon', 'team', 'unit', 'son', 'husband', 'wife', 'brother', 'buddy')}`,
  `stop ${alt('existing', 'living', 'breathing')}`,
  `${alt('take', 'swallow')} ${alt('them all', 'all of them', 'all my pills', 'all of my pills', 'the whole bottle', 'all my meds', 'all the pills', 'everything in the cabinet')}`,
  'stop being alive',
  'be with them again',
  `${alt('being', 'be')} ${alt('dead', 'gone')}`,
  DRIVE_INTO,
  `go be with ${alt('her', 'him', 'them', 'my wife', 'my husband', 'mother', 'father', 'my son', 'my daughter', 'my buddies', 'my brothers', 'god')}`,
  `${alt('drive', 'driving', 'crash', 'wrap', 'steer', 'run', 'swerve')} ${alt(POSSESSIVE, 'the', 'a')}${gap(1)} ${alt('car', 'truck', 'bike', 'motorcycle', 'jeep', 'vehicle')}${gap(2)} ${alt('off', 'into')} ${alt('a', 'the', 'an')}${gap(1)} ${alt('bridge', 'cliff', 'overpass', 'tree', 'wall', 'pole', 'river', 'lake', 'semi', 'train', 'ravine', 'canyon', 'oncoming', 'pillar')}`,
  `${alt('never', 'not')} ${alt('get up', 'wake', 'see', 'open my eyes')} ${alt('again', 'anymore')}`,
)

const DESIRE = alt(
  'want',
  'wish',
  'hope',
  'ready',
  'plan',
  'planning',
  'going',
  'about',
  'try',
  'attempt',
  'decide',
  'intend',
  'mean',
  'tempted',
  'close',
  'urge',
  'urges',
  'need',
  'deserve',
  'would like',
  'rather',
  'threaten',
  'pray',
  'thought',
  'thoughts',
  'prefer',
  'almost',
  'might',
  'will',
  'gonna',
  'could',
  'should',
  'way',
)

const ING = alt(
  'die',
  'dying',
  'death',
  'suicide',
  'being dead',
  'not being here',
  'not being around',
  'not waking up',
  'not living',
  'not wanting to live',
  'not wanting to be here',
  'being gone',
  `kill ${REFLEXIVE}`,
  `end ${alt('it', 'it all', 'things', 'everything', `${POSSESSIVE} life`)}`,
  `take ${POSSESSIVE} ${alt('own ', '')}life`,
  `${alt('hang', 'shoot', 'overdose', 'off')} ${REFLEXIVE}`,
  'overdose',
  'hang',
  'end',
  DRIVE_INTO,
  `${alt('take', 'swallow')} ${alt('them all', 'all of them', 'all my pills', 'all of my pills', 'the whole bottle', 'all my meds', 'all the pills', 'all of it', 'everything in the cabinet', 'his pills', 'her pills', 'my pills')}`,
)

const DRUG = alt(
  'pill',
  'pills',
  'tablet',
  'tablets',
  'meds',
  'medication',
  'medications',
  'medicine',
  'dose',
  'doses',
  'mg',
  'milligrams',
  'prescription',
  'prescriptions',
  'oxy',
  'oxys',
  'oxycodone',
  'oxycontin',
  'percocet',
  'percs',
  'vicodin',
  'hydrocodone',
  'fentanyl',
  'morphine',
  'tramadol',
  'xanax',
  'xannies',
  'bars',
  'klonopin',
  'ativan',
  'valium',
  'benzo',
  'benzos',
  'trazodone',
  'seroquel',
  'ambien',
  'zolpidem',
  'prazosin',
  'gabapentin',
  'gabapentins',
  'lyrica',
  'sertraline',
  'zoloft',
  'prozac',
  'fluoxetine',
  'lexapro',
  'wellbutrin',
  'bupropion',
  'tylenol',
  'acetaminophen',
  'ibuprofen',
  'advil',
  'aspirin',
  'insulin',
  'lithium',
  'amitriptyline',
  'heroin',
  'methadone',
  'suboxone',
  'opioid',
  'opioids',
  'opiates',
  'cyclobenzaprine',
  'flexeril',
  'mirtazapine',
  'quetiapine',
  'clonazepam',
  'lorazepam',
  'alprazolam',
  'diazepam',
  'propranolol',
  'naproxen',
  'meloxicam',
  'nyquil',
  'benadryl',
  'diphenhydramine',
  'painkillers',
  'sleeping pills',
  'sleep meds',
  'muscle relaxers',
  'antidepressants',
  'baclofen',
  'topamax',
  'elavil',
  'hydroxyzine',
  'trazadone',
  'pain pills',
  'buspirone',
  'duloxetine',
  'cymbalta',
  'venlafaxine',
  'effexor',
  'paxil',
  'celexa',
)
const DRINK = alt(
  'alcohol',
  'liquor',
  'whiskey',
  'whisky',
  'vodka',
  'beer',
  'beers',
  'booze',
  'bourbon',
  'rum',
  'tequila',
  'wine',
  'fifth',
  'drinks',
  'drinking',
  'drink',
)
const DEADLY = alt(
  'kill',
  'die',
  'dying',
  'fatal',
  'lethal',
  'death',
  'dead',
  `${alt('not', 'never')} wake up`,
  `stop ${alt('a', 'my', 'the', 'your', 'his', 'her', 'their', 'someone')}${gap(1)} heart`,
  'shut down',
  'overdose',
  'be enough to',
  'stop breathing',
  'not survive',
  'be the end',
  'do it',
  'end it',
  'sleep forever',
  'finish',
  'sleep for good',
  'for good',
)
const GUN = alt(
  'gun',
  'guns',
  'pistol',
  'rifle',
  'shotgun',
  'handgun',
  'revolver',
  'glock',
  'ar',
  'ak',
  '9mm',
  '45',
  'piece',
  'sidearm',
  'weapon',
  '38',
  '357',
  'barrel',
  'muzzle',
)
const HEIGHT = alt(
  'bridge',
  'building',
  'cliff',
  'overpass',
  'roof',
  'rooftop',
  'balcony',
  'parking garage',
  'parking structure',
  'tower',
  'dam',
  'ledge',
  'window',
)
const LIGATURE = alt(
  'rope',
  'belt',
  'cord',
  'extension cord',
  'leash',
  'sheet',
  'bedsheet',
  'strap',
  'ligature',
  'noose',
  'paracord',
  'chain',
  'tie down',
  'ratchet strap',
  'dog leash',
)
const TARGET = alt(
  'him',
  'her',
  'them',
  'everyone',
  'everybody',
  'somebody',
  'someone',
  'people',
  'all of them',
  'them all',
  'whoever',
  `${alt('that', 'this', 'the', 'those')} ${alt('guy', 'man', 'woman', 'dude', 'bitch', 'bastard', 'bastards', 'prick', 'asshole', 'person', 'people', 'rater', 'raters', 'examiner', 'doctor', 'nurse', 'clerk', 'staff', 'guys', 'idiots', 'lady', 'landlord', 'neighbor', 'judge', 'va', 'vso', 'counselor', 'officer', 'cop', 'cops', 'sergeant', 'whole office', 'whole place', 'whole building', 'regional office', 'manager', 'boss', 'jerk', 'pos', 'scumbag')}`,
  `${alt('my', 'his', 'her', 'our')} ${alt('ex', 'ex wife', 'ex husband', 'boss', 'stepson', 'stepdaughter', 'son', 'kid', 'kids', 'family', 'mother', 'dad', 'supervisor', 'neighbor', 'neighbors', 'sergeant', 'platoon sergeant', 'first sergeant', 'squad leader', 'nco', 'commander', 'co', 'landlord', 'wife', 'husband', 'stepdad', 'stepfather', 'father', 'brother', 'coworker', 'coworkers', 'roommate', 'girlfriend', 'boyfriend', 'old unit', 'old squad', 'chain of command', 'old platoon sergeant', 'old first sergeant', 'old boss', 'case manager', 'rater', 'examiner', 'doctor', 'manager', 'ex girlfriend', 'ex boyfriend', 'exs new boyfriend', 'daughter boyfriend', 'wife boyfriend')}`,
  `${alt('her', 'his', 'my exs', 'the')} new ${alt('boyfriend', 'girlfriend', 'man', 'husband', 'wife', 'guy')}`,
  `my ${alt('daughter', 'son', 'ex', 'wife', 'sister')} new ${alt('boyfriend', 'girlfriend', 'husband', 'wife')}`,
  `the ${alt('whole ', '')}chain of command`,
)
const HARM_ACT = alt(
  'kill',
  'shoot',
  'stab',
  'murder',
  'strangle',
  'hurt',
  'harm',
  'beat',
  'take out',
  'put down',
  'blow away',
  'light up',
  'smoke',
  'choke',
  'run over',
  'gut',
  'end',
  'waste',
  'execute',
  'slit',
  'cap',
  'pop',
)
const BENEFIT = alt(
  'sgli',
  'vgli',
  'valife',
  'fsgli',
  'life insurance',
  'insurance',
  'policy',
  'policies',
  'payout',
  'pay out',
  'beneficiary',
  'beneficiaries',
  'dic',
  'benefit',
  'benefits',
  'compensation',
  'pension',
  'survivor',
  'survivors',
  'money',
  'rating',
  'disability pay',
  'gi bill',
  'chapter 35',
  'dea',
  'champva',
  'death gratuity',
  'payment',
  'check',
)
const FAMILY = alt(
  'family',
  'wife',
  'husband',
  'kids',
  'children',
  'son',
  'daughter',
  'spouse',
  'fiance',
  'girlfriend',
  'boyfriend',
  'parents',
  'mother',
  'father',
  'they',
  'she',
  'he',
  'everyone',
  'widow',
  'loved ones',
)

export const CRISIS_SIGNALS: readonly CrisisSignal[] = [
  // Suicidal ideation, in the words people use for it.
  { id: 'suicide-word', kind: 'ideation', weight: 1, pattern: /\bsuicid(?:e|al|es|ally)\b/ },
  {
    id: 'kill-self',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:kill|killing|off|hang|shoot|overdose|drown|poison|suffocate) ${REFLEXIVE}\\b`,
    ),
  },
  {
    id: 'self-delete',
    kind: 'ideation',
    weight: 1,
    pattern: /\bself ?(?:delete|deletion|deleting|destruct)\b/,
  },
  {
    id: 'desire-ending',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(`\\b${DESIRE}${gap(3)} (?:to|on) ${ENDING}\\b`),
  },
  {
    id: 'might-as-well',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:should|might as well|may as well|ought to|need to|gonna|going to)(?: just)? (?:${alt('die', `kill ${REFLEXIVE}`, 'end it', 'end it all', `end ${POSSESSIVE} life`, `drive${gap(3)} (?:off|into) (?:a|the|an)${gap(1)} (?:tree|bridge|wall|pole|overpass|cliff|semi|river|lake|train)`, 'jump', 'not wake up', 'disappear(?! for (?:a|the) (?:couple|few|week|weekend|month|while|days|bit))', 'be dead', 'eat a bullet', 'eat my gun')})\\b`,
    ),
  },
  {
    id: 'thinking-of-ending',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:think|talk|dream|fantasize|obsess|joke|post|write|mention|speak|thought|thoughts|idea|ideas|obsessed|keep)${gap(2)} (?:about|of|on) ${ING}\\b`,
    ),
  },
  {
    id: 'ending-plainly',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:end|ending) ${alt('it all', `${POSSESSIVE} ${alt('own ', '')}life`, `it ${alt('tonight', 'today', 'soon', 'this week', 'this weekend', 'for good', 'once and for all')}`)}\\b`,
    ),
  },
  {
    id: 'take-life',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(`\\btake ${POSSESSIVE} ${alt('own ', '')}life\\b`),
  },
  {
    id: 'not-want-to-live',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:not|never|no longer|no)${gap(2)} (?:want|wish|care|desire|feel like|like|will|see a reason|have a reason|have any reason)${gap(2)} (?:to )?(?:live|living|be alive|being alive|be here|being here|exist|existing|wake up|waking up|be around|go on|going on|keep going|keep living|continue|get up|see tomorrow|keep fighting|fight anymore|be on this earth|make it)\\b`,
    ),
  },
  {
    id: 'no-reason-to-live',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:no|not any|nothing)${gap(1)} (?:reason|point|purpose|will|left|one|thing)${gap(2)} (?:to|in|for|worth) ${alt('live', 'living', 'go on', 'going on', 'keep going', 'keep living', 'keep on living', 'be here', 'being here', 'get up', 'getting up', 'exist', 'existing', 'live for', 'stay', 'staying', 'be alive', 'being alive')}\\b`,
    ),
  },
  {
    id: 'nothing-to-live-for',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:nothing|no one|nobody|nothing left|not anything|no reason) (?:left )?to live for\b|\b(?:only|one) way out \.|\bonly way out (?:for me|left)\b/,
  },
  {
    id: 'life-not-worth',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:life|it) (?:is |was )?(?:not|no longer|never) (?:worth|going to get better)(?: living)?\b|\bnot worth living\b/,
  },
  {
    id: 'better-off-dead',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:better|be better)${gap(1)} (?:off )?(?:dead|gone|without ${PERSON_OBJECT}|if ${alt('i', 'he', 'she', 'they')} ${alt('am', 'was', 'were', 'is', 'be', 'die', 'went')})|\\bbetter off if ${alt('i', 'he', 'she', 'they')}${gap(3)} ${alt('not', 'never', 'gone', 'dead', 'die', 'was not', 'were not', 'did not', 'disappear')}\\b|\\brather be dead\\b|\\bbetter off${gap(2)} (?:dead|gone|without)\\b`,
    ),
  },
  {
    id: 'without-me',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:world|everyone|everybody|family|kids|wife|husband|they|people|things|life|everything)\\b${gap(5)} (?:better|easier|happier|fine|more sense|lighter|simpler|calmer|ahead|out ahead|come out ahead)${gap(2)} without (?:me|him|her|them)\\b|\\b(?:everyone|everybody|family|world|kids|wife|husband|they|people|she|he|everything|all)${gap(3)} (?:be|is|are|would be|will be|were)${gap(1)} (?:better|easier|happier|fine)${gap(1)} without ${PERSON_OBJECT}\\b`,
    ),
  },
  {
    id: 'wish-dead',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:wish|hope|pray)${gap(1)} ${alt('i', 'he', 'she', 'they', 'it', 'god', 'someone', 'somebody', 'something', 'the ied', 'that ied', 'the blast', 'the bullet', 'the rpg', 'the mortar', 'the bomb', 'the sniper', 'the cancer', 'the crash', 'the wreck', 'the accident')}${gap(2)} ${alt('was dead', 'were dead', 'be dead', 'had die', 'die', 'would die', 'could die', 'never born', 'was never born', 'were never born', 'had never been born', 'never come home', 'never came home', 'never make it back', 'never made it back', 'not come back', 'not made it back', 'did not come back', 'did not make it back', 'kill me', 'kill him', 'kill her', 'take me', 'take him', 'take her', 'get me', 'got me', 'finish me', 'finish the job', 'end it', 'not wake up', 'never wake up', 'be gone', 'was gone')}\\b`,
    ),
  },
  {
    id: 'should-have-died',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:should|supposed to|was meant to|should of)(?: have)? (?:die|be dead|been dead|been me|not (?:come|make it) (?:home|back))\b|\bshould have been me\b|\bwhy (?:did not|not) i die\b|\bwhy am i (?:still )?(?:here|alive)\b/,
  },
  {
    id: 'not-around',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:will not|not going to|may not|might not|not gonna|no longer|not|never) be (?:here|around|alive|there)${gap(3)} (?:next|by|for|much longer|anymore|tomorrow|to see|after|long|this time|on|at|christmas|thanksgiving|the holidays|the new year|when|in a)\\b`,
    ),
  },
  {
    id: 'last-time',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:my|this is my|will be my|last|be my) last (?:christmas|thanksgiving|birthday|day|night|week|weekend|holiday|new year|message|post|goodbye)\b|\bthis is (?:goodbye|the end)\b|\blast time (?:you|anyone|anybody) (?:hear|will hear|ever hear) from me\b|\bnot (?:see|make it to) (?:christmas|thanksgiving|tomorrow|next week|my birthday|the new year|another|next)\b/,
  },
  {
    id: 'if-gone',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:if|in case) (?:i am|i|i was|i were|im|he is|she is|he was|she was|they are) (?:gone|dead|not (?:around|here)|no longer (?:around|here)|not alive)\b/,
  },
  {
    id: 'when-gone',
    kind: 'ideation',
    weight: 0.5,
    pattern:
      /\b(?:when|after|once) (?:i am|i|i was|im|he is|she is) (?:gone|dead|not (?:around|here)|no longer (?:around|here))\b/,
  },
  {
    id: 'if-i-did-it',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:i am|he is|she is|if i am) the one (?:who|that) ends? ${alt('it', 'things', 'my life', 'his life', 'her life')}\\b|\\bif (?:i|he|she|they) ${alt('end it', 'do it', 'did it', 'go through with it', 'went through with it', 'check out', 'take the easy way', `take ${POSSESSIVE} ${alt('own ', '')}life`, 'was to die', 'were to die', 'decide to end', 'decided to end', 'do something to myself', 'did something to myself', 'do something stupid', 'did something stupid', 'ever do it', 'die by')}\\b`,
    ),
  },
  {
    id: 'not-wake-up',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:hope|wish|want|pray|rather|prefer|like|to|and|just|would|if)(?: [a-z]+){0,7} (?:not|never|do not|did not) (?:wake|waking|get) up\b|\b(?:hope|wish|pray)(?: [a-z]+){0,7} (?:will not|would not|not|never) wake \.|\b(?:waking|wake) up (?:is|be) (?:the )?(?:disappointing|worst|hardest|disappointment|sad)\b|\bdisappointed (?:to wake|i wake|when i wake)\b|\b(?:never|not) (?:wake|get) up again\b|\bnot (?:wake|waking) up (?:again|tomorrow|ever|anymore|at all)\b|\bsleep forever\b|\b(?:eternal|permanent|forever|endless) sleep\b|\bgo to sleep and (?:not|never)\b/,
  },
  {
    id: 'stop-existing',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:not|no longer|stop|never) (?:want to )?(?:exist|existing|be alive|being alive)\b|\b(?:want|wish|need|like|ready)(?: [a-z]+){0,2} to (?:disappear|vanish|fade away|stop existing|cease to exist|cease existing|not exist|be gone)\b|\bcease to exist\b/,
  },
  {
    id: 'tired-of-living',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:tired|sick|exhausted|done) (?:of|with) (?:existing|exist|living|live|being alive|life|this life|being here|trying|try|breathing|waking up|wake up|fighting(?= \.| anymore| to (?:stay alive|live|keep going|be here))|it all|everything|all of it|being a burden|this world|being me|being this way|feeling this way|pretending)\b/,
  },
  {
    id: 'done-with-everything',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:done|finished|finish|through|over) with (?:everything|it all|life|living|all of it|all this|this life|this world|existing|being alive|everyone|the world|all of this|this shit|everybody)\b|\bready to (?:go|die|be done|check out|end|leave this world)\b/,
  },
  {
    id: 'want-it-to-stop',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:want|need|wish|ready|like)(?: [a-z]+){0,2} (?:it|this|everything|the pain|it all|all of it|all this|the noise|my life|the thoughts|the voices|life) to (?:stop|end|be over|go away forever|just stop)\b|\bwant out(?: for good)?\b|\bend (?:the|my|this|his|her) (?:pain|suffering)\b|\b(?:the|my) pain (?:to|will) (?:stop|end) (?:for good|forever|permanently)\b/,
  },
  {
    id: 'cannot-go-on',
    kind: 'ideation',
    weight: 0.6,
    pattern:
      /\bcan not (?:go on|do this|take (?:it|this|the pain)|keep (?:going|living|doing this|fighting)|live like this|handle (?:it|this|life)|keep fighting|be here|live with (?:this|myself|it)|do life|live anymore|keep up)(?: anymore| any longer| much longer)?\b/,
  },
  {
    id: 'join-the-dead',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:join|be with|see|meet|reunite with|go be with)${gap(1)} ${alt('my', 'his', 'her', 'our', 'them', 'the')}${gap(2)} ${alt('buddies', 'brothers', 'friends', 'guys', 'boys', 'squad', 'platoon', 'team', 'them', 'brother', 'buddy', 'son', 'wife', 'husband', 'battle buddies', 'battle buddy', 'marines', 'soldiers', 'the ones')}${gap(5)} (?:who|that|on the other side|again soon|soon|in heaven|up there|did not make it|who did not|who died|who are gone|we lost|i lost|he lost|upstairs)\\b|\\bon the other side soon\\b|\\bsee you on the other side\\b`,
    ),
  },
  {
    id: 'give-up-on-life',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\bgive up on (?:life|living|everything|myself|themself|it all|being alive|staying alive)\b|\bgive up fighting\b/,
  },
  {
    id: 'nobody-would-miss',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:no one|nobody|noone)(?: [a-z]+){0,2} (?:miss|notice|care)(?: [a-z]+){0,3} (?:if|when) (?:i|he|she) (?:die|am gone|was gone|disappear|was not here)\b|\b(?:no one|nobody|noone) would (?:miss|notice) (?:me|him|her)\b/,
  },
  {
    id: 'no-future-self',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:can not|do not|never|not) see (?:myself|me|themself|him|her) (?:being around|being here|alive|living|making it|getting old|growing old|in \d+ years|at \d+|around|here)\b|\b(?:hope|wish|pray)(?: [a-z]+){0,2} (?:i|he|she) (?:get|am|got|be|get hit|get shot|get killed)(?: [a-z]+){0,2} (?:in a wreck|in a crash|in an accident|hit by|killed|shot|cancer|a heart attack|struck)\b/,
  },
  // Euphemisms: military, everyday and Spanish, for dying or ending a life.
  {
    id: 'military-euphemism',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:clock|check|tap|bow|sign|log|punch|ship) out (?:for good|permanently|early|of (?:life|this world|here))\b(?!(?: (?:[a-z]+|\.)){0,8} retir)|\b(?:10 7|ten seven) (?:permanently|for good|for the last time)\b|\bets from (?:life|this life|earth|the world|this world)\b|\bpunch (?:my|his|her) (?:own )?ticket\b|\bself ?extract\w*\b|\bone way trip\b|\bfiddlers? green\b|\b(?:my|his|her) final (?:pcs|formation|mission|deployment|patrol|ruck|roll call|exit|flight|jump|ride|rodeo|muster|watch)\b(?!(?: [a-z]+){0,4} (?:before|until) (?:retirement|i retire|ets|separation|getting out))|\b(?:my|his|her) last (?:pcs|formation|roll call|muster)\b|\bgo(?:ing)? (?:out )?on (?:my|his|her) own terms\b|\bgo home early\b|\bhome home\b|\b(?:go|going|ready to go|cross) (?:to )?the other side\b|\b(?:long|dirt|big|eternal|permanent) nap\b|\bpermanent (?:solution|sleep|vacation|exit|leave|retirement|way out|fix|one)\b|\b(?:exit|escape) (?:planned|plan|strategy|date)(?! interview)\b|\bplanned (?:my|his|her) exit\b|\bnot set an alarm\b|\bend of (?:my|his|her) watch\b|\b(?:is|be|are) my (?:backup|retirement|exit)(?: retirement)? plan\b|\bnot an if anymore\b|\b(?:one of the|be one of the|become one of the|another one of the|add to the|join the) 22\b|\b(?:take|taking|took) the (?:easy|cowards|coward) way out\b|\b(?:go|going|walk|drive|swim|head|leave|ride)(?: [a-z]+){0,10} (?:and|to) (?:not|never) (?:come|coming) back\b|\b(?:head|heading|going|leaving|checking|clocking|signing) out for good\b(?!(?: (?:[a-z]+|\.)){0,8} retir)|\blong walk\b|\bvalhalla (?:early|soon|tonight)\b|\b(?:go|went|going) out the same way\b|\btime (?:i|he|she) (?:check|go|leave) out\b|\btime to check out\b|\bclosing (?:out|things out|up shop)\b(?! (?:my|the|a) (?:account|claim|case|loan))/,
  },
  {
    id: 'self-as-problem',
    kind: 'ideation',
    weight: 0.5,
    pattern:
      /\b(?:i am|i be|i was|maybe i am|i think i am) (?:the|a) (?:problem|burden|mistake)\b|\b(?:remove|eliminate|get rid of|solve|fix) (?:the|this) problem\b/,
  },
  {
    id: 'spanish',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:me quito la vida|quitarme la vida|quitar(?:me|se)? la vida|me voy a quitar|matarme|para no despertar|no despertar mas|no volver a despertar|pastillas para morir|ir(?:me)? de este mundo|irme para siempre|escribi (?:las |unas )?cartas|me despedi de todos|suicidarme|suicidarse|me voy a matar|se va a matar|quiero morir(?:me)?|quiere morir(?:se)?|no quiero vivir|no quiere vivir|no quiero seguir|sin mi|ya no quiero estar|me quiero morir|otro lado|mejor muerto|mejor muerta|me voy a ir para siempre)\b/,
  },
  {
    id: 'spanish-distress',
    kind: 'distress',
    weight: 0.5,
    pattern:
      /\b(?:no puedo mas|ya no puedo|cansado de todo|cansada de todo|estoy cansado|estoy cansada|ya es hora|no aguanto|no tiene sentido|todo listo para)\b/,
  },
  {
    id: 'spanish-harm',
    kind: 'self-harm',
    weight: 1,
    pattern:
      /\b(?:me corto|cortarme|me quemo|quemarme|hacerme dano|lastimarme|me lastimo|me hago dano)\b/,
  },
  {
    id: 'spanish-threat',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\b(?:matar a|voy a matar|lo voy a matar|la voy a matar|los voy a matar|ganas de matar)\b/,
  },
  {
    id: 'where-they-are',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:go|be|going|get) where (?:she|he|they) (?:is|are|went|be)\b|\bgo (?:see|be with) (?:my|his|her) (?:mama|mom|mother|dad|father|wife|husband|son|daughter|brother|buddy|buddies|guys|boys)\b(?=(?: [a-z]+){0,12} (?:passed|died|gone|dead|lost|kia))|\b(?:see|be with|join) the (?:guys|boys|fellas|team)(?: (?:[a-z]+|\.)){0,10} (?:dead|gone|passed|waiting|kia)\b|\b(?:been|be|are) waiting (?:on|for) me since\b/,
  },
  {
    id: 'no-more-worry',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:not|will not|never|no need to) (?:have to )?worry about (?:me|him|her) (?:much longer|anymore|soon|for long|after)\b|\b(?:almost|nearly) (?:did not|not|never) (?:make it|survive)\b|\b(?:dark|bad|old|those|the|suicidal) thoughts (?:are|be|come|came|coming) back\b|\b(?:i am|i|he is|he|she is|she|maybe (?:i am|he is|she is)) (?:the|a) problem(?: [a-z]+){0,6} (?:go away|disappear|be gone|solve itself|fix itself|take care of itself)\b|\bhow easy it (?:would|will) be to (?:just )?(?:not|end|die|drive|jump|let go|stop|step|pull)\b|\b(?:not|never) (?:intend|plan|planning|going|want) to come back(?: from it)?\b|\b(?:want|wants|need) (?:somebody|someone|anyone|you) to stop me\b|\b(?:i am|he is|she is|i|he|she) done (?:after|by|before) (?:this|next|the|tonight|tomorrow|friday|saturday|sunday)\b|\bcheck(?:ing)? out (?:after|before|by|this|next|soon|tonight|early|permanently)\b/,
  },
  {
    id: 'help-end-it',
    kind: 'ideation',
    weight: 1,
    pattern: new RegExp(
      `\\bhelp (?:me|him|her|them) ${ENDING}\\b|\\b(?:should|might as well|may as well|going to|gonna|want to)(?: just)? walk (?:into|in front of) ${alt('the lake', 'the river', 'the ocean', 'the sea', 'traffic', 'a train', 'the water', 'the woods', 'the bay')}\\b|\\bdo it to (?:myself|themself|yourself)\\b|\\bwhat (?:i|he|she) (?:do|did|does) to (?:myself|themself)\\b|\\bif i (?:die|died)(?: [a-z]+){0,1} (?:this month|next month|this week|next week|tomorrow|tonight|soon)\\b|\\bplanning on it (?:being|happening) soon\\b|\\bbefore (?:i|he|she) (?:do it|do this|end it|end things|end my life|kill myself|check out|go through with it)\\b|\\bif (?:something|anything) (?:happen|happens|happened) to me (?:this week|tonight|tomorrow|soon|this weekend|today)\\b`,
    ),
  },

  {
    id: 'no-after',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:not|do not|never) plan(?:ning)? on (?:there being|sticking around|being around|being here|staying|seeing|making it|living)\b|\b(?:it will|it is going to|everything will|it) (?:all )?be over (?:soon|shortly|for me)\b|\bnothing (?:keeping|to keep|holding|left keeping) me (?:here|around|alive)\b|\b(?:be a|become a) (?:widow|widower) soon\b|\b(?:few|couple)(?: [a-z]+){0,1} (?:weeks|days|months) left in me\b|\bout of time(?: [a-z]+){0,1} by choice\b|\bby choice\b(?=(?: [a-z]+){0,6} (?:time|left|end|go|gone|die))|\bstay(?:ing)? alive(?: [a-z]+){0,6} (?:until|till|for it to|long enough)\b|\b(?:make it|hold on|hang on|last)(?: [a-z]+){0,3} (?:until|till|to) the (?:\d+ year|ten year|10 year|date|mark|end of)\b|\bnot (?:going to )?be a (?:problem|burden|bother)(?: [a-z]+){0,4} (?:much longer|anymore|soon|for long)\b|\bthe one (?:deciding|who decides|to decide) when\b|\bfinish what (?:i|he|she) start\w*\b|\bfor when (?:i|he|she) (?:am |is |be )?ready\b|\bi (?:will|would) not be(?: back)? \.|\b(?:the one|be the one) (?:who|that|to) finds? (?:me|him|her)\b|\bnot talking about moving\b|\bremember (?:me|him|her) (?:as|the way|like|when)\b|\bmy plan is to (?:wait|do it|go|end|be gone)\b|\bwait (?:until|till) after (?:christmas|the holidays|thanksgiving|her birthday|his birthday|the wedding|graduation)\b/,
  },
  {
    id: 'rehearsal',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:drive|drove|went|go|visit|visited|walk|walked|going|keep going|park|parked|parking|sit|sat|sitting|stand|stood|standing|been going|been driving)(?: [a-z]+){0,6} (?:bridge|overpass|lake|river|cliff|quarry|railing|ledge|tracks|rooftop|roof|parking garage|the spot|that spot|dam|water tower|edge)\b|\b(?:pic|picture|pictures|photo|photos) of the (?:spot|place|bridge|overpass|ledge)\b/,
  },
  {
    id: 'the-place',
    kind: 'preparation',
    weight: 0.5,
    pattern:
      /\b(?:that is|thats|this is|it is) where\b(?! (?:i|we) (?:work|live|file|go to school|served|grew up))|\b(?:the|that) spot\b|\bgoing back (?:friday|saturday|sunday|tomorrow|tonight|monday|this weekend)\b|\b(?:just|and) (?:sat|sit|stood|stand) there\b|\blook(?:ing)? down\b|\bby the railing\b|\bthinking (?:friday|saturday|sunday|monday|tonight|this weekend)\b/,
  },
  {
    id: 'goodbye-texts',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\btell (?:everyone|everybody|mom|my mom|dad|my dad|my kids|them|her|him|my wife|my family|my husband)(?: [a-z]+){0,2} (?:i am|im) sorry\b|\b(?:video|videos|letters|letter|cards)(?: [a-z]+){0,3} for (?:each of )?(?:my|his|her) (?:kids|children|son|daughter|kid)(?: [a-z]+){0,6} (?:birthdays|birthday|graduation|wedding|turn \d+|grow up)\b|\b(?:found|find|left|leave|typed|type|wrote|write|put)(?: [a-z]+){0,4} (?:note|letter|letters|envelope|envelopes)(?: [a-z]+){0,4} (?:addressed to|for each|to each|with my will|with his will|for when|on the (?:nightstand|fridge|table|kitchen table|desk|bed|pillow)|with (?:his|her|my) (?:dog tags|ring|will|wedding ring))\b|\b(?:note|letter) (?:in|on) (?:my|his|her) (?:truck|car|nightstand|desk|pillow)\b|\bwho gets what\b|\beverything (?:is )?labeled\b|\b(?:gun|guns|rifle|rifles|pistol|pistols|gun safe)\b(?: (?:[a-z0-9]+|\.)){0,15} kept one\b|\btake care of (?:these|them) for me\b|\b(?:rehome|rehoming|rehomed) (?:my|his|her)\b/,
  },
  {
    id: 'own-funeral',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:playlist|suit|songs?|music|outfit|dress)\b(?: [a-z]+){0,3} (?:for|to) (?:my|the) (?:funeral|viewing|wake|memorial|burial|drive)\b|\b(?:viewing|funeral|plot|casket) \. mine\b|\bnot for someday\b|\bfor soon\b|\b(?:i am|im|he is|she is|and)(?: \d+)? (?:and )?(?:healthy|not sick|is not sick|not dying)\b|\bhandle (?:everything|things|it all|my affairs|my stuff) after (?:this|next|the) (?:weekend|week|friday|saturday|sunday|month)\b|\b(?:need|want)(?: [a-z]+){0,4} (?:done|set up|in place|finished|sorted)(?: [a-z]+){0,2} before i (?:do this|do it|go|leave)\b|\b(?:it will not|it does not|will not) matter (?:for|to) me\b|\b(?:nobody|no one) (?:is going to|will|can) (?:stop|ruin|change) (?:it|me|this)\b|\b(?:matter|matters)(?: [a-z]+){0,3} how (?:he|she|i) (?:die|dies|died|go|goes)\b|\b(?:he|she|i|husband|wife|son|daughter|brother|sister|father|mother|dad|mom|buddy|friend) (?:has )?attempt(?:ed)?(?: [a-z]+){0,2} (?:ago|last|before|twice|once|in \d+)\b/,
  },
  {
    id: 'im-done',
    kind: 'distress',
    weight: 0.5,
    pattern: /\b(?:i am|i be|he is|she is|im) (?:done|finished)(?: anymore)? \./,
  },
  { id: 'burden', kind: 'distress', weight: 0.5, pattern: /\b(?:a|such a|just a|the) burden\b/ },
  {
    id: 'hopeless',
    kind: 'distress',
    weight: 0.5,
    pattern:
      /\b(?:hopeless|worthless|no hope|no future|nothing to live for|nothing left|no way out|not see a way out|not see any way out|see no way out|trapped|empty inside|cannot see a way out|no light|tired of fighting|what is the point)\b/,
  },
  {
    id: 'point-of-living',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:what is|whats|there is no|is there any|do not see the|no|not see the|see no)(?: the| any)? point (?:of|in|to) (?:anything|living|life|going on|being alive|it all|any of it|existing|being here|waking up|getting up|get up|me|staying|trying anymore|keep going|keep living|still being here)\b|\bpoint anymore\b/,
  },
  {
    id: 'walk-away-from-life',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:leave|leaving|quit|quitting) (?:this world|this life|life|this earth|the planet)\b|\b(?:go|going) (?:to sleep|away) (?:and|for) (?:good|ever)\b|\bcatch the bus\b/,
  },

  // Method and means, asked as if for information.
  {
    id: 'lethal-dose',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:lethal|fatal|deadly|toxic|overdose|od) (?:dose|doses|amount|dosage|quantity|combination|combo|mix|level|levels|number|limit|threshold)\b|\b(?:lethal|fatal|deadly)\b/,
  },
  {
    id: 'how-many-drug',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\bhow (?:many|much)${gap(6)} ${DRUG}${gap(8)} ${DEADLY}\\b|\\bhow (?:many|much)${gap(6)} ${DRUG}${gap(3)} would be too (?:many|much)\\b|\\b${DRUG}${gap(6)} (?:would|will|could|does it|to|it take to|before)${gap(3)} ${DEADLY}\\b`,
    ),
  },
  {
    id: 'drug-and-drink',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:${DRUG}|${DRINK})${gap(8)} (?:with|and|on top of|plus)${gap(4)} (?:${DRUG}|${DRINK})${gap(8)} (?:${DEADLY}|sleep forever|not wake|never wake|pass out for good|just go to sleep)\\b`,
    ),
  },
  {
    id: 'overdose-question',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:can|could|would|will|do|does|how do|how does|how would) (?:you|i|someone|a person|he|she|people|one)(?: [a-z]+){0,1} (?:overdose|od) on\b|\b(?:hanging|hang|drowning|overdose|overdosing|bleeding out|bleed out|carbon monoxide|suffocating|jumping|freezing|a gunshot|a bullet|pills)(?: [a-z]+){0,2} (?:painless|quick|peaceful|hurt|painful|fast|instant)\b/,
  },
  {
    id: 'risky-mix',
    kind: 'method',
    weight: 0.6,
    pattern: new RegExp(
      `\\b(?:benzo|benzos|xanax|klonopin|valium|ativan|clonazepam|lorazepam|alprazolam|diazepam|oxy|oxys|oxycodone|oxycontin|percocet|vicodin|hydrocodone|fentanyl|morphine|tramadol|methadone|heroin|opioid|opioids|sleeping pills|ambien|zolpidem|seroquel|trazodone|muscle relaxers|gabapentin)${gap(6)} (?:with|and|on top of|plus|mix|mixed|together)${gap(3)} ${DRINK}\\b|\\b${DRINK}${gap(6)} (?:with|and|on top of|plus|mix|mixed|together)${gap(3)} (?:benzo|benzos|xanax|klonopin|valium|ativan|oxy|oxys|oxycodone|percocet|hydrocodone|fentanyl|opioids|sleeping pills|ambien|seroquel|trazodone|muscle relaxers)\\b`,
    ),
  },
  {
    id: 'what-if-i-take',
    kind: 'method',
    weight: 0.5,
    pattern:
      /\bwhat (?:happens|would happen|will happen|happen) if (?:i|you|someone|a person|he|she) (?:take|took|mix|mixed|swallow|swallowed|drink|drank|combine|combined)\b/,
  },
  {
    id: 'has-a-gun',
    kind: 'method',
    weight: 0.4,
    pattern: new RegExp(
      `\\b(?:has|have|got|bought|buy|purchase|purchased|own|keeps|keep)${gap(2)} (?:a |his |her |my |another |a new )?${GUN}\\b`,
    ),
  },
  {
    id: 'cut-depth',
    kind: 'method',
    weight: 1,
    pattern:
      /\bhow (?:deep|hard|long|far)(?: [a-z]+){0,4} (?:cut|slice|slit)\b|\btoo (?:many|much)(?: [a-z]+){0,3} (?:to wake up|to survive|to live|to wake up from|to come back from)\b|\b(?:take|swallow|drink)(?: [a-z]+){0,1} (?:a whole|the whole|an entire|the entire|a full|all the|all of the|every)(?: bottle| pack| box| month| bag| script)?(?: of)?(?: [a-z]+){0,2} (?:pills|meds|tablets|prescription|trazodone|seroquel|tylenol|oxy|xanax|ambien|benadryl|sleeping pills|insulin)\b/,
  },
  {
    id: 'research-ways',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:research|look up|google|search|read about|look into|look for|find|watch videos on|study)(?: [a-z]+){0,3} (?:ways|way|methods|method|how) to (?:die|go|end it|do it|kill (?:myself|themself)|not wake up|overdose|hang|end (?:my|his|her) life|disappear)\b/,
  },
  {
    id: 'stop-heart',
    kind: 'method',
    weight: 1,
    pattern: /\bstop (?:a|my|the|your|his|her|their|someone|someones) (?:heart|breathing)\b/,
  },
  {
    id: 'fall-height',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\bhow (?:high|tall|far|many (?:stories|floors|feet))${gap(6)} (?:fall|jump|drop|fell|down)${gap(6)} (?:survive|survivable|die|kill|fatal|lethal|certain|guarantee|sure|instant|not make it|be enough|to be sure)\\b|\\b(?:survive|survivable|not survive|can not survive|nobody survives|no one survives)${gap(3)} (?:a |the |that )?(?:fall|jump|drop)\\b|\\b(?:fall|jump|drop|fell)${gap(4)} (?:you|nobody|no one|people) (?:can not|can not|would not|do not|could not) survive\\b|\\b(?:highest|tallest|high|tall)${gap(1)} ${HEIGHT}${gap(4)} (?:near|in|around|close|to jump|that|nearby|from)\\b|\\bjump (?:off|from|in front of) (?:a|the|that|this|my)${gap(2)} ${alt(HEIGHT, 'train', 'truck', 'bus', 'traffic')}\\b`,
    ),
  },
  {
    id: 'ligature',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\bnoose\\b|\\b${LIGATURE}${gap(10)} (?:hold|support|bear|take)${gap(2)} (?:my|a|the|his|her|someone|\\d+|grown|man|person|body|weight|pound|lb|lbs)\\b|\\bhow long${gap(8)} (?:pass out|lose consciousness|black out|unconscious|die|dead)${gap(8)} (?:${LIGATURE}|hang|choke|strangle|neck|throat|pressure|closet|doorknob|door knob)\\b|\\b(?:${LIGATURE}|hang|hanging|choke|choking|strangle|strangling)${gap(8)} (?:pass out|lose consciousness|black out|unconscious|how long)\\b|\\b(?:tie|make|made|tied|tying|making)${gap(1)} (?:a )?(?:noose|slip knot)\\b|\\b(?:doorknob|door knob|closet rod|beam|rafter|rafters|ceiling fan|pull up bar|shower rod|stair railing|banister)${gap(6)} (?:hold|weight|strong enough|support)\\b`,
    ),
  },
  {
    id: 'exhaust',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:car|truck|engine|generator|grill|charcoal|motor)(?: [a-z]+){0,4} (?:running )?in (?:the|a|my) (?:closed |shut |locked )?garage\b|\bcarbon monoxide(?: [a-z]+){0,6} (?:how long|painless|die|kill|sleep|fatal|lethal|pass out|take)\b|\bhow long(?: [a-z]+){0,6} (?:car|engine|exhaust|carbon monoxide|fumes|generator)(?: [a-z]+){0,6} (?:die|kill|pass out|fatal|take)\b|\b(?:hose|tube) (?:from|to|on|into) the exhaust\b|\b(?:closed|shut|locked) garage(?: [a-z]+){0,4} (?:car|truck|engine|generator) (?:running|on)\b|\b(?:car|truck|engine|generator) (?:running|on)(?: [a-z]+){0,4} (?:closed|shut|locked) garage\b|\bgarage (?:door )?(?:closed|shut)(?: [a-z]+){0,4} (?:car|truck|engine) (?:running|on)\b/,
  },
  {
    id: 'gun-method',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:where|how) (?:to|do you|should i|would i|do i|would you|best to|exactly to)${gap(3)} (?:aim|shoot|point|put|hold|place)${gap(5)} (?:head|temple|mouth|chin|heart|brain|brainstem|skull)\\b|\\b(?:which|what|best|most|right)${gap(3)} (?:caliber|gun|round|bullet|shotgun|pistol|handgun|ammo|load)${gap(8)} (?:sure|certain|guarantee|instant|instantly|painless|quickest|fastest|effective|lethal|not survive|no chance|survive|reliable|to make sure)\\b|\\b${GUN}${gap(3)} (?:in|to|against|under|into) (?:my|his|her|their) (?:mouth|head|temple|chin|jaw)\\b|\\beat (?:my|his|her|a|their|the) (?:gun|bullet|pistol|barrel|shotgun|glock|round|rifle)\\b|\\bput (?:a|one|the) (?:bullet|round) (?:in|through) (?:my|his|her|their) (?:head|brain|skull)\\b|\\bblow (?:my|his|her|their) (?:brain|brains|head) out\\b|\\b(?:one|a single|last) (?:bullet|round|shell) (?:is all|for|left)\\b|\\brussian roulette\\b`,
    ),
  },
  {
    id: 'gun-at-hand',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:sit|sitting|sat|holding|hold|staring at|stare at|look at|looking at|cleaning|clean|loaded|load|got|have)${gap(3)} (?:with |at )?(?:my|his|her|a|the) (?:loaded )?${GUN}${gap(4)} (?:in (?:my|his|her) (?:hand|lap|mouth|truck|car)|next to (?:me|him|her)|tonight|right now|and (?:i |he |she )?(?:think|thinking|wonder|wondering|cry|crying|can not stop|do not know|am scared|is scared)|on the table|in front of (?:me|him|her)|again tonight)\\b|\\b(?:my|his|her) ${GUN} (?:is |was )?(?:loaded|out|cocked)${gap(4)} (?:and|next to|in (?:my|his|her)|on (?:my|his|her)|right now|tonight|beside)\\b`,
    ),
  },
  {
    id: 'painless-way',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:painless|painlessly|quick|quickest|easiest|easy|surest|sure|fastest|peaceful|peacefully|best|least painful|most painless|certain|effective|reliable|clean|cleanest|quiet|quietest)(?: [a-z]+){0,1} (?:way|ways|method|methods|means|option|options)(?: [a-z]+){0,2} (?:to|of|for) (?:die|dying|go|going|end it|ending it|end (?:my|his|her|a) life|do it|doing it|not wake up|kill|check out|off|be done|go out|leave|pass|disappear|stop)\b|\bhow (?:to|do (?:you|i|people)|can (?:i|you|someone|a person)|would (?:i|someone|a person)|does someone)(?: [a-z]+){0,1} (?:die|end it|end (?:my|his|her|a) life|not wake up|do it painlessly|go peacefully|make it look like an accident|disappear forever|pass away)\b|\bhow long(?: [a-z]+){0,5} (?:to|does it take to|would it take to|until you|before you|before i|until i|to just) (?:die|bleed out|pass out|drown|suffocate|stop breathing|freeze to death|starve)\b|\bbleed out\b|\b(?:slit|slice|open|cut) (?:my|his|her|their) (?:wrist|wrists|throat|veins)\b|\b(?:wrist|wrists|vein|veins)(?: [a-z]+){0,4} (?:deep|vertical|vertically|down the road|the right way|artery|bleed)\b|\bmake it look like an accident\b|\b(?:drive|driving|crash|wrap|steer|swerve)(?: [a-z]+){0,4} (?:into|off|in front of) (?:a|the|an)(?: [a-z]+){0,1} (?:tree|wall|bridge|pole|cliff|overpass|semi|pillar|abutment|oncoming|train)(?: [a-z]+){0,6} (?:on purpose|so it|look like|and not|and end|and be done|at full speed|no seatbelt)\b|\bstep (?:in front of|into) (?:a|the|traffic)\b|\b(?:walk|step|jump) into traffic\b/,
  },

  {
    id: 'jump-height',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:what|which|how many) (?:floor|floors|story|stories|height|feet)(?: [a-z0-9]+){0,6} (?:jump|fall|drop)(?: [a-z]+){0,5} (?:sure|surviv\w*|die|certain|fatal|enough|guarantee|not make it)\b|\bsurviv\w*(?: [a-z]+){0,4} (?:fall|jump|drop)\b|\b(?:fall|jump|drop)(?: [a-z]+){0,6} (?:nobody|no one|nobody ever|you can not|can not) surviv\w*\b|\b(?:roof access|no fence|no fences|no railing|no railings|without a fence|without fences|unlocked roof|access to the roof)\b(?:(?: [a-z]+){0,6} (?:bridge|building|roof|garage|tracks|track|train|overpass|tower|cliff))?|\b(?:bridge|building|roof|garage|tracks|track|train|train line|overpass|tower|cliff|platform)(?: [a-z]+){0,6} (?:no|not have|without|does not have|not any)(?: [a-z]+){0,1} (?:fence|fences|railing|railings|barrier|barriers|net|nets)\b/,
  },
  {
    id: 'take-them-all',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\btake (?:all|every|the whole bottle|a whole bottle|the rest|both bottles|the bottle|everything)(?: of)?${gap(3)} (?:at once|together|with ${DRINK}|and ${DRINK}|in one go|tonight|same time|at the same time|all at once)\\b|\\bhow (?:many|much)${gap(3)} (?:would|will|does it take to|it take to|to|could|should)${gap(1)} (?:do it|kill|be fatal|be enough|end it|finish it|do the job|put me down)\\b|\\bhow long (?:till|until|before) (?:it is|its|it be|i am|im) (?:over|gone|dead|done)\\b|\\b(?:breathing|heart|heartbeat) (?:stop|stops|stopping)\\b`,
    ),
  },
  {
    id: 'gun-self',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b${GUN}${gap(8)} (?:on|against|at) (?:myself|themself|yourself)\\b|\\b(?:use|using|turn|turning|point|pointing)${gap(3)} (?:on|at) (?:myself|themself|yourself)\\b|\\b(?:fire|fired|pull the trigger|shoot|trigger)${gap(3)} with (?:my|your|his|her|a|the) (?:toe|toes|foot|feet)\\b|\\b(?:12|20) gauge${gap(6)} (?:toe|toes|foot|mouth|chin)\\b`,
    ),
  },
  {
    id: 'this-is-the-night',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:tonight|today|this weekend|friday|saturday|sunday|tomorrow|tonights|todays)(?: is)? (?:is |be |will be )?the (?:night|day)\b(?! (?:i|we) (?:finally )?(?:file|submit|start|get|apply|find out|hear|move|graduate|close))|\b(?:only|last) thing (?:left|leave)(?: [a-z]+){0,3} (?:is to|to) (?:do it|go|end it|say goodbye|finish it)\b/,
  },

  {
    id: 'means-picture',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:pic|picture|photo|image|video|selfie) of(?: [a-z]+){0,3} (?:rope|noose|gun|pistol|pills|bridge|razor|blade|${GUN})\\b|\\b(?:pills|meds|tablets) (?:in a|lined up in a) (?:pile|row|line)\\b|\\b(?:edge|top|lip) of(?: [a-z]+){0,2} (?:quarry|cliff|bridge|roof|building|overpass|canyon|gorge|dam|ledge)(?: [a-z]+){0,8} (?:look|looking|stare|staring|stand|standing) down\\b|\\b(?:train tracks|tracks|bridge|ledge|overpass|quarry)(?: [a-z]+){0,8} (?:plan|option|way out)\\b|\\b${GUN}${gap(6)} with a (?:note|letter)\\b|\\bin the garage with the (?:car|truck|engine) (?:running|on)\\b|\\bgarage(?: [a-z]+){0,4} (?:car|truck|engine) (?:running|on)(?: [a-z]+){0,6} (?:door|doors|puerta) (?:closed|shut|down|cerrada)\\b|\\b(?:razor|blade|blades)(?: [a-z]+){0,2} (?:arm|arms|wrist|wrists|thigh|thighs|legs|skin)\\b|\\b(?:helium|exit bag)(?: [a-z]+){0,3} (?:painless|work|quick|peaceful|hurt)\\b`,
    ),
  },
  {
    id: 'gun-moved-close',
    kind: 'method',
    weight: 0.6,
    pattern: new RegExp(
      `\\b(?:move|took|take|brought|bring|put|keep|keeping)${gap(2)} (?:my|the|his|her) ${GUN}${gap(6)} (?:nightstand|bed|bedside|pillow|lap|desk|kitchen table|table)\\b|\\bborrow${gap(3)} (?:gun|rifle|pistol|shotgun|deer rifle|hunting rifle|guns)\\b`,
    ),
  },
  {
    id: 'keep-handling-it',
    kind: 'method',
    weight: 0.5,
    pattern:
      /\bkeep (?:picking|pick|holding|hold|touching|touch|staring at|looking at) (?:it|them|the gun|my gun)\b|\b(?:does not|do not|never) (?:hunt|shoot)\b|\b(?:count|counting|counted) (?:my |the |all my |all the )?(?:pills|meds|them)\b|\bgot everything (?:i|he|she) need\b|\b(?:tell|told) (?:everyone|everybody|people|them|my \w+)(?: that)? i am (?:going|at|on|away)(?: [a-z]+){0,4} \. i am not\b|\bspent (?:casing|brass|round|shell)\b|\bwait(?:ing)? to (?:get|be) (?:swept up|called home|taken)\b/,
  },

  // Preparation.
  {
    id: 'give-away',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\bgive (?:away|away all|all|everything|it all|most)(?: of)? (?:my|his|her|their|of my|of his|of her|stuff|things|everything)(?: [a-z0-9]+){0,4}\b|\bgive (?:my|his|her|their)(?: [a-z]+){0,3} (?:dog|cat|guns|gun|rifle|rifles|pistol|truck|car|tools|medals|gear|stuff|things|belongings|xbox|playstation|ps5|ps4|pc|collection|watch|boat|motorcycle|bike|ring|dog tags|uniform|dress blues|blues|flag|kabar|challenge coins|coins|guitar|gun safe|jewelry)(?: [a-z]+){0,4} (?:to|away)(?: [a-z]+){0,6} (?:for good|keep|keeps|forever|permanently|will not need|not need|anymore|no longer need|take care of|because|since|after|when|before)\b|\bgive (?:away )?(?:my|his|her) (?:dog|cat|guns|rifle|pistol|truck|tools|medals|gear|stuff|belongings)(?: [a-z]+){0,3} to (?:my|his|her|a|the)(?: [a-z]+){0,2} (?:neighbor|friend|buddy|brother|sister|son|daughter|nephew|cousin|father|mother|kids)\b/,
  },
  {
    id: 'will-not-need',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:will not|not going to|never|do not|no longer|not gonna|am not going to|is not going to) (?:need|be needing|be using|use)(?: [a-z]+){0,3} (?:anymore|where i am going|where he is going|where she is going|much longer|after|soon|after this week|after tonight|after this)\b|\bwhere i am going\b|(?<!\bif (?:i|he|she|you) )\b(?:will not|not going to|never|no longer|not gonna) (?:be )?(?:needing|need|using|use)(?: (?:it|them|this|these|those|that|any of it|any of them|my \w+))? (?:\.|anymore)/,
  },
  {
    id: 'goodbye',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:goodbye|farewell|suicide|last|final)(?: [a-z]+){0,1} (?:letter|letters|note|notes|message|messages|video|videos|post|posts|text|texts|call|calls|words|email|emails)\b|\b(?:say|send|post|text|write|record|make|leave|call|tell)(?: [a-z]+){0,6} (?:goodbye|goodbyes|farewell|farewells|final goodbye)\b|\bgoodbye (?:to|everyone|all|forever|for good|for real)\b|\b(?:i love you|love you all|take care of|take care of each other)(?: [a-z]+){0,6} (?:goodbye|forever|always|and im sorry|and i am sorry|i am sorry)\b|\bit (?:was|has been) an honor\b/,
  },
  {
    id: 'letter-for-family',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:write|leave|writing|leaving|wrote|left|find|found)(?: [a-z]+){0,3} (?:a |some |the |his |her |my )?(?:letter|letters|note|notes|video)(?: [a-z]+){0,3} (?:for|to|addressed to) (?:my|his|her|the|their|each|everyone|everybody)(?: [a-z]+){0,2} (?:family|kid|kids|wife|husband|children|son|daughter|mother|father|parents|everyone|everybody|loved ones|girlfriend|boyfriend|brother|sister|mom|dad|wife and kids|of them)\b|\b(?:letter|letters|note|notes)(?: [a-z]+){0,3} (?:to read after|for after|in case|explaining why|saying sorry|saying goodbye|to find|on the kitchen table|on the table|in the drawer|on my desk|sorry)\b/,
  },
  {
    id: 'buy-means',
    kind: 'preparation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:buy|get|pick up|purchase|order|ordered|pick)${gap(2)} (?:a |some |the |another |more |a bag of |bags of |a roll of |a tank of |a length of )?(?:rope|noose|rat poison|poison|helium|charcoal|razor blade|razor blades|razors|exit bag|tank of helium|duct tape and charcoal)\\b|\\b(?:buy|purchase|get|pick up)${gap(2)} (?:a |another |my first |one )?${GUN}${gap(6)} (?:for (?:myself|me|it|this|when)|to (?:end|do|finish|use it on)|last|one bullet|just one|single round|and (?:bullets|one|a box)|so i can|so i do not|because|since|today and|yesterday and|this morning and|for the end)\\b`,
    ),
  },
  {
    id: 'stockpile',
    kind: 'preparation',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:stockpile|stockpiling|save|saving|hoard|hoarding|stash|stashing|collect|collecting|squirrel|squirreling|store|storing|hide|hiding|hold|holding|skip|skipping|not take|not taking)${gap(2)} (?:up |away |back )?(?:my |his |her |all my |all his |all of my |all of his |enough |a bunch of |a lot of )?(?:${DRUG})${gap(6)} (?:for|until|in case|so|just in case|months|weeks|when|to have enough|enough|for a while|since|because)\\b|\\b${DRUG}${gap(2)} (?:save|stash|hoard|hide|collect|stockpile|put|set|squirrel) (?:up|away|aside)\\b|\\b\\d+ (?:of )?(?:my |his |her )?${DRUG}${gap(3)} (?:save|stash|hoard|hide|saved|stashed|hidden|put away|set aside|left over|in a drawer|in a box)\\b|\\b(?:have|got|has|saved|collected|stashed)${gap(2)} (?:enough|a month|months|weeks|a stash|a stockpile|a whole bottle|bottles|a pile|a bag|a drawer)${gap(2)} (?:of )?(?:${DRUG})\\b`,
    ),
  },
  {
    id: 'give-everything',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:give|donate|donated|donating|sell|sold) (?:away )?(?:everything|all my stuff|all my things|all of it|it all|most of my stuff|most of my things|all my belongings|all his stuff|all her stuff|my stuff away|his stuff away)\b|\bgive away(?: [a-z]+){0,2} (?:my|his|her|their|stuff|things|everything)\b/,
  },
  {
    id: 'sorry-and-love',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\bsorry(?: [a-z]+){0,6} (?:love you|loves us|love you all|love them|loves you|love everyone|loves everyone|love yall|love u|loves me)\b|\b(?:love you|loves us|love you all)(?: [a-z]+){0,6} (?:sorry|goodbye|forgive me|take care)\b/,
  },
  {
    id: 'letters-written',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\bwrite (?:everyone|everybody|all of them|each of them|my family|my kids|my wife|my husband|my parents|them)(?: a| some)? (?:letter|letters|note|notes)\b|\bwrite (?:his|her|my|their|all (?:his|her|my)) (?:letters|notes|goodbyes|goodbye letters|last letters)\b|\bwrite (?:my|his|her) (?:own )?(?:obituary|eulogy)\b|\b(?:the|my|his|her) (?:letters|notes|goodbye letters|note|letter) (?:are|is|were|was) (?:write|written|done|finished|ready)\b|\bsorry for (?:everything|all of it|being a burden|what i am about to do|what i am going to do|what he is about to do|what she is about to do)\b/,
  },
  {
    id: 'note-no-purpose',
    kind: 'preparation',
    weight: 0.6,
    pattern: /\b(?:write|leave|left)(?: [a-z]+){0,1} (?:a|my|the) (?:note|letter) \./,
  },
  {
    id: 'not-sure-when',
    kind: 'preparation',
    weight: 0.5,
    pattern: /\b(?:not sure|do not know|have not decided|not decided|undecided|just not) when \./,
  },
  {
    id: 'home-for-pets',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:find|found|got|get)(?: [a-z]+){0,1} (?:a )?(?:good |new |forever )?home for (?:my|his|her) (?:dog|cat|pets|pet|horse|animals|dogs|cats)\b|\b(?:make|made) sure (?:my|his|her) (?:dog|cat|pets|pet|kids|animals)(?: [a-z]+){0,2} (?:has|have|will have|is|are|gets|get) (?:somewhere to go|a home|taken care of|looked after|a place)\b|\breturn(?:ed)? everything (?:i|he|she) borrow\w*\b/,
  },
  {
    id: 'last-on-the-list',
    kind: 'preparation',
    weight: 0.5,
    pattern: /\blast thing on (?:my|the|his|her) list\b/,
  },
  {
    id: 'squared-away',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:everything|things|it all|all my stuff|my stuff|my papers|paperwork)(?: [a-z]+){0,2} (?:squared away|clean|settled|taken care of|tied up|wrapped up|organized|sorted)(?: [a-z]+){0,6} (?:before|by|for (?:my|his|her) (?:brother|sister|wife|husband|family|kids|son|daughter|mother|father|parents))\b/,
  },
  {
    id: 'set-a-date-bare',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:set|pick|picked|chose|choose|decide on|decided on|select|selected)(?: out)? (?:a|the) (?:date|spot|place|day)(?! (?:for|to|of|with|when (?:my|the|i can)))\b/,
  },
  {
    id: 'has-a-plan',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:he|she|i|they|we|who|husband|wife|son|daughter|brother|sister|father|mother|dad|mom|buddy|friend) (?:has|have|had|got|made|make) a plan (?:\.|to do it|for it|for how|for when|and a date|and the means)/,
  },
  {
    id: 'gun-loaded',
    kind: 'preparation',
    weight: 0.6,
    pattern: new RegExp(`\\b(?:my|his|her|the) ${GUN} (?:is|was) (?:loaded|cocked|out)\\b`),
  },
  {
    id: 'gun-out',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:have|got|has|had|took|take|pull|pulled|get|getting) (?:my|his|her|a|the) ${GUN} (?:out|loaded|cocked|in (?:my|his|her) (?:hand|lap|mouth))\\b`,
    ),
  },
  {
    id: 'tying-up-ends',
    kind: 'preparation',
    weight: 0.4,
    pattern:
      /\b(?:cancel|canceled|cancelled)(?: [a-z]+){0,1}(?: my| his| her)? (?:phone|plan|lease|subscription|subscriptions|insurance|apartment|utilities)\b|\b(?:shut off|cut off|turned off)(?: [a-z]+){0,4} (?:electric|power|utilities|phone|internet|water)\b|\b(?:drop|dropped) off (?:my|his|her) (?:dog|cat|pets|kids|horse)\b|\bleave(?: [a-z]+){0,2} (?:zero|no) debt behind\b|\b(?:deal with|handle|clean up|sort out)(?: [a-z]+){0,3} after \.|\b(?:clean|cleaning|cleaned) out (?:my|his|her) (?:apartment|apt|room|house|closet|place|stuff|locker|desk)\b|\b(?:sign|signed|put)(?: [a-z]+){0,2} (?:house|truck|car|everything) (?:over )?(?:to|in) (?:my|his|her)(?: [a-z]+){0,1} (?:daughter|son|wife|name|kids|husband)\b|\b(?:mail|mailed|send|sent|give|gave)(?: [a-z]+){0,1} (?:my|his|her) (?:medals|dog tags|flag|uniform|guns|rifle|ring)(?: [a-z]+){0,8} keep\b|\b(?:pick|picked|chose|choose) (?:my|his|her) pallbearers\b|\b(?:need|want)(?: [a-z]+){0,4} (?:before|by the time) i (?:go|am gone|leave)\b/,
  },
  {
    id: 'set-a-date',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:set|pick|choose|chosen|decide on|have|got|picked|chose) (?:a|the) (?:date|day|time|night)\b/,
  },
  {
    id: 'affairs-in-order',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:get|getting|got|put|putting|have|had|putting all|put all) (?:my|his|her|their|all my|all his|everything|all) (?:affairs|things|papers|stuff|ducks) in order\b|\bso (?:nobody|no one|my family|they|she|he|my wife|my kids|my husband|my parents|the kids)(?: [a-z]+){0,4} (?:stuck|left with|burdened|have to deal|has to deal|have to pay|has to pay|will not have to|does not have to|do not have to|owe)\b|\b(?:pay|paid|paying) off(?: [a-z]+){0,3} (?:debt|debts|bills|loans|truck|car|house|credit cards)(?: [a-z]+){0,4} (?:before|so|just in case|for after)\b/,
  },
  {
    id: 'plans-for-pets',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:make|making|made|put|putting)(?: [a-z]+){0,2} (?:plans|plan|arrangements)(?: [a-z]+){0,1} for (?:my|his|her|the) (?:dog|cat|kids|family|pets|funeral|stuff|things)\b|\b(?:who|someone|somebody) (?:will|to|would|can) take care of (?:my|his|her) (?:dog|cat|kids|pets)(?: [a-z]+){0,4} (?:when|after|if|once)\b/,
  },
  {
    id: 'goodbye-online',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:delete|deleted|deleting|deactivate|deactivated|wipe|wiped)(?: [a-z]+){0,3} (?:social media|facebook|instagram|accounts|account|profile|everything|phone|snap|snapchat|tiktok|socials)\b/,
  },
  {
    id: 'write-a-will',
    kind: 'preparation',
    weight: 0.3,
    pattern:
      /\b(?:update|updated|write|wrote|make|made|finish|finished|do|did)(?: [a-z]+){0,1} (?:my|his|her|a) (?:will|last will|beneficiary|beneficiaries)\b/,
  },

  // Self-harm, with or without the word.
  {
    id: 'self-harm-word',
    kind: 'self-harm',
    weight: 1,
    pattern:
      /\bself ?(?:harm|harming|harmed|injury|injuries|injure|injuring|injured|mutilation|mutilate|mutilating)\b|\bnssi\b/,
  },
  {
    id: 'harm-self',
    kind: 'self-harm',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:cut|burn|hurt|harm|hit|punch|scratch|carve|starve|punish|mutilate|slice|bite|bruise|beat|stab|choke|strangle|scald|brand|claw)${gap(1)} ${REFLEXIVE}\\b`,
    ),
  },
  {
    id: 'cutting',
    kind: 'self-harm',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:cut|cutting|burn|burning|carve|carving|scratch|scratching|slice|slicing)${gap(2)} (?:on )?${POSSESSIVE}${gap(1)} (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|body|forearm|forearms|hip|hips|chest|hands)\\b|\\b(?:cutting|burning|carving) (?:again|myself|themself|is back)\\b|\\b(?:relapse|relapsed|started|start|begin|began|back to|go back to|went back to|stop|quit|urge to|urges to|been)${gap(2)} (?:on |into |to )?(?:cutting|burning myself|burning themself|self harming|hurting myself|hurting themself)\\b|\\b(?:cuts|scars|burns|burn marks|cut marks|fresh cuts|new cuts)${gap(2)} on (?:my|his|her|their)${gap(1)} (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|stomach|body|forearm|forearms)\\b`,
    ),
  },
  {
    id: 'blade-on-skin',
    kind: 'self-harm',
    weight: 1,
    pattern:
      /\b(?:use|used|take|took|run|ran|press|pressed|drag|dragged|hold|held)(?: [a-z]+){0,1} (?:a |the |my )?(?:razor|blade|knife|lighter|cigarette|box cutter|scissors|boxcutter|pocket knife)(?: [a-z]+){0,1} (?:on|to|against|across|into) (?:my|his|her|their) (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|body|forearm)\b|\bhide (?:the |my |his |her |these |fresh |new |all the )?(?:cut|cuts|scars|scar|burns|burn|marks|bruises)\b|\b(?:and|i|he|she|they|then|still|sometimes) (?:cut|burn) (?:when|whenever|every time|if|to feel|because|again|sometimes|myself|themself)\b/,
  },
  {
    id: 'self-injury-act',
    kind: 'self-harm',
    weight: 0.6,
    pattern:
      /\b(?:slam|slamming|smash|smashing|crush|crushing)(?: [a-z]+){0,1} (?:my|his|her) (?:hand|hands|fingers|head|arm|arms|fist) (?:in|into|against|on)\b/,
  },
  { id: 'deliberately', kind: 'self-harm', weight: 0.5, pattern: /\bon purpose\b/ },
  {
    id: 'compulsion',
    kind: 'self-harm',
    weight: 0.5,
    pattern:
      /\b(?:why i|can not stop|cannot stop|keep|kept) (?:keep )?(?:doing it|doing this to myself|hurting myself|hurting)\b/,
  },
  {
    id: 'on-purpose',
    kind: 'self-harm',
    weight: 1,
    pattern: /\b(?:die|kill|crash|overdose|hurt|cut|burn|wreck|drown)(?: [a-z]+){0,3} on purpose\b/,
  },
  {
    id: 'pain-quiets',
    kind: 'self-harm',
    weight: 0.6,
    pattern:
      /\b(?:the )?(?:pain|hurting|cutting|burning|bleeding)(?: [a-z]+){0,1} (?:is|be) the only (?:time|thing|way)\b|\b(?:think|thinks|thought) (?:it is|its|it was|they are) (?:an )?accidents?\b/,
  },
  {
    id: 'hit-walls',
    kind: 'self-harm',
    weight: 0.6,
    pattern:
      /\b(?:punch|hit|bang|slam|smash)(?: [a-z]+){0,2} (?:wall|walls|my head|his head|her head|my fist|his fist|my hand|his hand|doors|door)(?: [a-z]+){0,8} (?:until|till|til|so hard|bleed|bleeding|broke|break|broken|bone|bones|on purpose|to feel|knuckles|again and again)\b/,
  },
  {
    id: 'feel-pain',
    kind: 'self-harm',
    weight: 0.5,
    pattern:
      /\b(?:razor|razors|blade|blades|so i can feel something|to feel something|feel the pain|deserve the pain|deserve to hurt|deserve pain|to punish myself)\b/,
  },

  // Harm to others: intent, a target, and often a weapon at hand.
  {
    id: 'harm-target',
    kind: 'harm-others',
    weight: 1,
    pattern: new RegExp(
      `\\b${alt('going to', 'am going to', 'about to', 'want to', 'will', 'plan to', 'plan on', 'ready to', 'swear i will', 'could', 'should', 'might', 'think about', 'thinking about', 'thought about', 'dream about', 'fantasize about', 'gonna', 'would', 'wish i could', 'am gonna', 'need to', 'have to', 'intend to', 'can not stop thinking about', 'keep thinking about', 'going to go', 'have been thinking about')}${gap(2)} ${HARM_ACT}${gap(1)} ${TARGET}\\b`,
    ),
  },
  {
    id: 'shoot-up',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\bshoot (?:up|the place up|everyone|everybody|them all|up the place)\b|\bshoot (?:the|that|this|a|my|his|her)(?: [a-z]+){0,2} (?:place|office|va|building|school|clinic|hospital|regional office|station|base|unit|church|work|job|store|house|party) up\b|\b(?:mass|school|workplace) shooting\b(?: [a-z]+){0,4} (?:i|we)\b/,
  },
  {
    id: 'weapon-and-target',
    kind: 'harm-others',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:have|got|grab|get|load|loaded|bring|bringing|take|taking|took|carry|carrying|pack|packing|cleaning|sharpen|sharpened|buy|keep)${gap(3)} (?:my|his|her|a|the) (?:${GUN}|knife|knives|machete|bat|hatchet|axe|crossbow|ammo|ammunition|rounds|mags|magazines)${gap(10)} (?:know where (?:he|she|they|that|the|this)|on my way|on the way|headed|heading|going over|go over|find (?:him|her|them)|waiting for (?:him|her|them)|outside (?:his|her|their)|parked outside|when (?:he|she|they)|to (?:his|her|their) (?:house|work|office|apartment|place)|make (?:him|her|them) pay|end (?:him|her|them)|for (?:him|her|them))\\b|\\b(?:know|found|find|figured out|found out) where (?:he|she|they|that|the|my|this)(?: [a-z]+){0,3} (?:live|lives|work|works|sleep|sleeps|park|parks|stay|stays|is staying)\\b`,
    ),
  },
  {
    id: 'armed-visit',
    kind: 'harm-others',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:go|going|head|heading|drive|walk|show up|come|coming|went)${gap(4)} (?:to|down to|into|at|over to) (?:the|that|his|her|their|my|our)${gap(3)} (?:office|va|building|house|work|job|clinic|hospital|school|station|base|regional office|place|apartment|home)${gap(2)} with (?:my|a|his|her|the) (?:${GUN}|guns|rifle|knife|ar)\\b`,
    ),
  },
  {
    id: 'veiled-threat',
    kind: 'harm-others',
    weight: 0.5,
    pattern:
      /\bmake (?:somebody|someone|them|him|her|everyone|everybody) (?:feel|hurt|suffer|bleed)\b|\b(?:walk|walking|go|going) into (?:that|the) (?:regional office|office|building|va|clinic)\b|\bknow (?:which|what|where) (?:building|office|floor|room|car|house|door)\b|\b(?:i am|i was) a (?:retired |former |trained )?(?:sniper|marksman|trained killer|scout sniper)\b|\bnot going to say anything else\b|\b(?:got|have|plenty of|lots of|enough|stocked up on) (?:ammo|ammunition|rounds|bullets)\b|\bdone being (?:patient|nice|reasonable)\b|\b(?:sit|sitting|wait|waiting|park|parked|watch|watching)(?: [a-z]+){0,2} outside(?: [a-z]+){0,3} (?:watching|waiting|when (?:he|she|they))\b|\b(?:rage|fury)(?: [a-z]+){0,4} (?:can not stop|cannot stop|picture|picturing)\b|\bkeep picturing it\b/,
  },
  {
    id: 'weapon-to-work',
    kind: 'harm-others',
    weight: 0.6,
    pattern: new RegExp(
      `\\b(?:bring|bringing|take|taking|carry|carrying)${gap(1)} (?:my|his|her|a|the) ${GUN} to (?:work|school|the office|the va|the clinic|the meeting|the hearing|court|his work|her work|their work|the regional office)\\b`,
    ),
  },
  {
    id: 'murder-suicide',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\bkill (?:me|us|the kids|her|him|them|everyone)(?: and)?(?: then)? (?:themself|myself)\b|\b(?:murder|homicide) suicide\b/,
  },
  {
    id: 'take-family-with-me',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\btake (?:my|the|his|her) (?:whole )?(?:family|kids|wife|children|husband|son|daughter)(?: [a-z]+){0,1} with (?:me|him|her)\b|\b(?:someone|somebody|need someone|need somebody)(?: [a-z]+){0,3} (?:to )?(?:lock up|take|hold|hide|keep) (?:my|his) (?:guns|gun|rifles|pistol|weapons)(?: [a-z]+){0,2} (?:tonight|right now|now|for me|for a while|away from me)\b/,
  },
  {
    id: 'make-them-pay',
    kind: 'harm-others',
    weight: 0.5,
    pattern:
      /\bmake (?:him|her|them|everyone|those|that|the|my|his)(?: [a-z]+){0,2} pay\b|\b(?:they|he|she|everyone|those people|somebody|someone|people|all of them|that \w+)(?: [a-z]+){0,3} (?:will|going to|gonna|is going to|are going to) (?:pay|regret it|be sorry)\b|\b(?:is|are|will be) going to (?:pay|regret it|be sorry)\b|\b(?:revenge|payback|get even)\b/,
  },
  {
    id: 'homicidal',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\bhomicidal\b|\b(?:kill|murder|shoot|stab|hurt) (?:somebody|someone|people|everyone|everybody) (?:today|tonight|soon|if|before|when)\b/,
  },

  {
    id: 'target-located',
    kind: 'harm-others',
    weight: 0.5,
    pattern:
      /\b(?:find|found|look up|looked up|got|track|track down|tracked down|have)(?: [a-z]+){0,3} (?:his|her|their) (?:address|home address|work address|new address|license plate|schedule|routine)\b|\bknow (?:what time|when) (?:he|she|they) (?:get|gets|leave|leaves|clock|clocks) (?:off|out|home)\b/,
  },
  {
    id: 'weapon-ready',
    kind: 'harm-others',
    weight: 0.5,
    pattern: new RegExp(
      `\\b(?:have|get|got|put|keep|keeping|bring|brought|carry|carrying|has)${gap(2)} (?:my|a|the|his|her) (?:${GUN}|bat|knife|machete|crowbar|hatchet|axe|guns|rifles|ammo)${gap(1)} (?:in|under|behind) (?:the|my|his|her) (?:truck|car|trunk|bag|seat|jacket|waistband|backpack|glovebox|glove box|house|closet)\\b`,
    ),
  },
  {
    id: 'weapon-fixation',
    kind: 'harm-others',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:clean|cleaning|load|loading|hold|holding|stare at|staring at|sharpen|sharpening)${gap(2)} (?:my|a|the) (?:${GUN}|knife|blade)${gap(4)} (?:and )?(?:picture|picturing|imagine|imagining|think about|thinking about|thinking of|think of) (?:his|her|their|him|her|them|that)\\b`,
    ),
  },

  // Benefits questions that reveal intent.
  {
    id: 'insurance-and-suicide',
    kind: 'benefits-intent',
    weight: 1,
    pattern: new RegExp(
      `\\b${BENEFIT}${gap(8)} (?:suicide|suicidal|self inflicted|selfinflicted|kill myself|killed myself|end my life|take my (?:own )?life|end it|own hand|died by my)\\b|\\b(?:suicide|self inflicted|selfinflicted)${gap(8)} ${BENEFIT}\\b|\\b(?:suicide|self inflicted) (?:clause|exclusion|exception|provision|period|rule)\\b`,
    ),
  },
  {
    id: 'worth-more-dead',
    kind: 'benefits-intent',
    weight: 1,
    pattern:
      /\bworth more (?:dead|to (?:them|my family|my wife|my kids|everyone) dead|gone)\b|\bmore (?:money|valuable|useful|help|good)(?: [a-z]+){0,4} (?:dead|gone|if i was gone|if i were gone|if i was dead|if i were dead|without me)\b|\b(?:dead|gone) than alive\b/,
  },
  {
    id: 'more-than-alive',
    kind: 'benefits-intent',
    weight: 1,
    pattern:
      /\bmore(?: [a-z]+){0,6} than(?: [a-z]+){0,5} (?:me )?alive\b|\b(?:easier|better|happier|richer)(?: [a-z]+){0,3} (?:for everyone|for everybody|for my family|for them|for her|for him|for all|for my kids|for my wife)(?: [a-z]+){0,2} if (?:i|he|she) (?:disappear|was gone|were gone|was dead|were dead|die|was not here|was not around|were not here|were not around|just go)\b/,
  },
  {
    id: 'insurance-over-me',
    kind: 'benefits-intent',
    weight: 1,
    pattern:
      /\b(?:better|more) (?:provided for|off|taken care of|looked after)(?: [a-z]+){0,4} (?:by|with|from) (?:his|my|her|their) (?:life insurance|insurance|policy|sgli|vgli|dic|death benefit)(?: [a-z]+){0,3} than(?: [a-z]+){0,2} (?:by )?(?:him|me|her|them)\b|\bworth more(?: [a-z]+){0,3} if (?:i|it|he|she)\b|\bmy death(?: [a-z]+){0,3} (?:intentional|self inflicted|deliberate|suicide|on purpose)\b/,
  },
  {
    id: 'family-gets-more',
    kind: 'benefits-intent',
    weight: 1,
    pattern:
      /\b(?:wife|family|kids|husband|children|son|daughter|mother|parents)(?: [a-z]+){0,3} (?:get|gets|would get|will get|could get|receive) more(?: [a-z]+){0,6} (?:dic|insurance|sgli|vgli|if i|dead|when i|than i|than from me|than me)\b/,
  },
  {
    id: 'family-gets-if-gone',
    kind: 'benefits-intent',
    weight: 1,
    pattern: new RegExp(
      `\\b${FAMILY}${gap(4)} (?:get|gets|receive|keep|still get|be|would get|be taken care of|be okay|be ok|be set|be fine|be better off|have|collect)${gap(6)} if (?:i|he|she) (?:was|were|am|is|be|am not|was not|were not|wasnt|werent|is not)${gap(1)} (?:gone|dead|not around|not here|no longer around|no longer here|around anymore|here anymore)\\b|\\bif i (?:was|were|am) (?:not|no longer) (?:around|here|alive)\\b|\\bif (?:something|anything) (?:happen|happens|happened) to me${gap(4)} (?:on purpose|by my own|and it was|that i did)\\b`,
    ),
  },

  // Third round: ways of asking, planning and threatening that the first rounds' authors did not use.
  {
    id: 'body-found',
    kind: 'method',
    weight: 0.6,
    pattern:
      /\b(?:autopsy|tox screen|toxicology|coroner|medical examiner)(?: [a-z]+){0,6} (?:show up|find|detect|test for|tell|pick up|catch)\b|\b(?:show up|find|detect|test for|pick up|tell)(?: [a-z]+){0,6} (?:autopsy|tox screen|coroner|medical examiner)\b|\b(?:cold water|hypothermia|freeze|freezing|frozen|snow)(?: [a-z]+){0,6} (?:how long|peaceful|painless|shut down|die|take)\b|\b(?:dangerous|deadly|lethal|fatal) together\b|\b(?:in front of me|on the table|in my hand) right now\b/,
  },
  {
    id: 'means-question',
    kind: 'method',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:high|tall|deep) enough${gap(4)} (?:survive|surviving|die|dying|to do it|not survive|you would not|it would work)\\b|\\b(?:bridge|overpass|building|roof|garage)${gap(6)} (?:lowest|no|low|shortest) (?:railing|railings|fence|fences|barrier)\\b|\\b(?:knot|knots)${gap(5)} (?:hold|holds)${gap(3)} (?:person|weight|body|man|lbs|pounds)\\b|\\b(?:walk|walks|step|steps|jump|jumps|lie|lay|lying)${gap(1)} (?:in front of|onto|on) (?:a|the)${gap(1)} (?:train|truck|bus|tracks|freight train|semi)\\b|\\bhow (?:many|much)${gap(8)} (?:would|will|does) it take\\b(?! to (?:get|process|hear|receive|file|see|be approved|come|pay))|\\b(?:which|what) is (?:quicker|faster|more likely to work|surer|less painful|more painless|more certain)${gap(4)} (?:pills|car|gun|rope|hanging|jumping|bridge|drowning|pistol)\\b|\\b(?:jump|do it|end it)${gap(3)} (?:and|without) (?:not )?(?:get|getting|being) (?:stopped|caught|found|seen)\\b|\\ball (?:my|of my|his|her)${gap(2)} (?:${DRUG}|patches|pens)${gap(2)} (?:at once|together)\\b|\\bput (?:a|the|someone|somebody|me|him|her|myself|a grown man|a grown woman)${gap(2)} (?:down|to sleep)\\b|\\b\\d+ (?:stories|floors|story)${gap(2)} (?:enough|high enough|tall enough)\\b|\\b(?:look|looks|see it|seen|count|ruled|pass|passed off)${gap(2)} (?:like|as) an accident\\b|\\b(?:took|take|taking) (?:a bunch of|extra|too many|a handful of|a lot of)${gap(1)} (?:pills|meds|${DRUG})\\b|\\b(?:fire|fired|pull the trigger)${gap(3)} with (?:my|your|his|her|a|the) (?:toe|toes|foot|feet)\\b`,
    ),
  },
  {
    id: 'disclaimer',
    kind: 'method',
    weight: 0.5,
    pattern:
      /\b(?:not for a project|not for boating|not talking about deer|not for hunting|not for deer|asking for real|i am serious|not joking|for real not for anything|need to know for real|not asking for a project|not going to say (?:why|what for)|not gonna say (?:why|what for)|asking for a friend|hypothetically|do the job|another way to get (?:one|a gun))\b/,
  },
  {
    id: 'keys-to-means',
    kind: 'method',
    weight: 0.6,
    pattern:
      /\b(?:hid|hide|hidden|locked|took|take)(?: [a-z]+){0,3} (?:keys|key|combo|combination)(?: [a-z]+){0,3} (?:gun safe|safe|guns|pills|meds)\b|\b(?:know|found) where the (?:spare|key|keys|combo)\b|\b(?:more than|double|triple)(?: [a-z]+){0,2} (?:prescribed|his|her|my) dose\b|\bsleep for (?:days|a week|weeks)\b/,
  },
  {
    id: 'euphemism-more',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\blong (?:sleep|nap)\b|\bfinal (?:formation|pcs|roll call|muster|patrol|mission|jump|ruck)\b(?!(?: [a-z]+){0,4} (?:before|until) (?:retirement|i retire|ets|separation|getting out))|\b(?:in|to) valhalla (?:before|by|soon|early|this)\b|\b(?:no voy a ser|ya no voy a ser)(?: un)? problema\b|\bya se fueron\b|\bir(?:se|me)? con dios\b|\b(?:go|going|gonna) (?:to )?see \w+ soon\b(?=(?: (?:[a-z0-9]+|\.)){0,14} (?:killed|died|dead|passed|kia|gone))|\bdo (?:the world|everyone|everybody|my family|them|us all) a favor\b|\b(?:rtb|return to base|go home|sign off|log off|clock out)(?: [a-z]+){0,1} for the (?:last|final) time\b|\b(?:who|that) did it (?:had|have) the right idea\b|\bone less (?:vet|veteran|mouth|burden|person|problem)\b|\b(?:my own|own) exit\b|\bgo dark(?: [a-z]+){0,2} (?:permanently|for good|forever)\b|\bwait(?:ing)? (?:on|for) the (?:helo|bird|exfil|extract)\b|\b(?:do not|stopped|stop|no longer) car(?:e|ing) (?:if|whether) (?:i|he|she) (?:live|die|lives|dies)\b|\b(?:next|third|this) time (?:i will|i am going to|he will|i) (?:do it right|get it right|finish it|not fail|will not fail)\b|\b(?:sat|sit|sitting)(?: [a-z]+){0,4} with (?:my|a|his|her) (?:loaded )?(?:gun|pistol|rifle|shotgun|glock|revolver)(?: [a-z]+){0,3} for (?:an hour|hours|a while|a long time)\b|\bfound (?:my|his|her) (?:note|letter|goodbye)\b|\b(?:had|have|has) (?:a|the) date (?:picked|chosen)\b|\bhoping (?:he|she|they|someone|somebody)(?: [a-z]+){0,2} (?:hurts|kills|hurt|kill) me\b|\bhoping (?:my|his|her) (?:liver|heart|body|lungs)(?: [a-z]+){0,2} (?:quits|quit|gives out|give out|gives up|stops|fails)\b|\b(?:drive|drove|driving)(?: [a-z]+){0,2} \d+(?: mph)?(?: [a-z]+){0,4} (?:eyes closed|hoping|no seatbelt|without a seatbelt|lights off)\b|\b(?:do not|does not|never) deserve (?:food|to eat|to live|to be happy|help|to be here)\b|\b(?:will not|not) be coming back(?: from it)?\b|\b(?:find out|know) it was on purpose\b/,
  },
  {
    id: 'euphemism-weak',
    kind: 'distress',
    weight: 0.5,
    pattern:
      /\bon my (?:own )?terms\b|\b(?:mission is|missions) (?:complete|done|over|accomplished)\b|\bnot sure about next time\b|\bi did not do it \.|\bya no sirve para nada\b|\bpermanently \./,
  },
  {
    id: 'self-harm-more',
    kind: 'self-harm',
    weight: 1,
    pattern:
      /\b(?:cigarette|cigarettes|lighter)(?: [a-z]+){0,3} on (?:his|her|my|their) (?:own )?(?:arm|arms|skin|hand|leg|thigh)\b|\b(?:bang|banging|hit|hitting) (?:my|his|her) head(?: [a-z]+){0,6} hard enough\b/,
  },
  {
    id: 'threat-more',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\b(?:people|guy|doc|doctor|rater|examiner|pharmacist|he|she|they|them|that \w+|those \w+|whoever|the \w+)(?: [a-z]+){0,6} (?:should|ought to|deserves? to|needs? to) be (?:put down|shot|lined up|taught a lesson|hung|strung up|dead|killed)\b|\blined up against a wall\b|\b(?:someone|somebody) (?:is going to|will|gonna|should) do (?:something|somethin) about it(?: [a-z]+){0,4} (?:me|i)\b|\b(?:i have|i got|got) a list \.|\bdecided what happens to (?:the|that|him|her|them)\b|\b(?:will not|never) see (?:me|it) coming\b|\bmake sure (?:she|he|they) (?:can not|will not|never) (?:call|talk|tell|breathe|walk)\b|\btaking (?:him|her|them|everyone|you) with me\b|\b(?:i will|i am going to|going to|gonna) (?:finish|waste|do in) (?:him|her|them)\b|\bnot care what happens to me (?:after|afterwards|then)\b|\bboth (?:in the ground|dead|gone)\b|\bput (?:something|stuff|it) in (?:his|her|their|someones|someone|my \w+) (?:coffee|drink|food|tea|meal)\b|\bknow where (?:he|she|they)(?: [a-z]+){0,2} (?:stationed|is stationed)\b|\bburn (?:it|the house|the place)(?: [a-z]+){0,1} down with (?:her|him|them|everyone) (?:in it|inside)\b|\bbetter hope (?:i|we) never (?:find|see|meet)\b|\bshut (?:him|her|them) up (?:permanently|for good|forever)\b|\b(?:another|next) (?:fort hood|navy yard|columbine|sandy hook|las vegas)\b|\b(?:somebody|someone|people) (?:is |are )?not going home\b|\bthoughts? (?:about|of) (?:hurting|harming|killing) (?:my|his|her|the) (?:kids|children|baby|son|daughter|wife|husband|ex|family|boss|neighbor)\b/,
  },
  {
    id: 'threat-weak',
    kind: 'harm-others',
    weight: 0.5,
    pattern:
      /\bactually i do know\b|\bi mean it this time\b|\bnobody should (?:act|be) surprised\b|\bsomething in my (?:waistband|pocket|jacket|bag)\b|\b(?:putting|put|throw|throwing) (?:him|her|them) through (?:a|the) (?:wall|window)\b|\b(?:loading|load) (?:magazines|mags|rounds|the gun|his gun)\b|\b(?:park|parking|parked|sit|sitting|wait|waiting)(?: [a-z]+){0,2} (?:outside|across from|in front of) (?:the|his|her|their)\b|\b(?:guess|we will see|well see) (?:she|he|they) will find out\b/,
  },
  {
    id: 'armed-visit-more',
    kind: 'harm-others',
    weight: 1,
    pattern: new RegExp(
      `\\b(?:go|going|head|heading|drive|walk|come|coming)(?: over)? (?:there|over)${gap(2)} with (?:my|a) (?:${GUN}|1911)\\b|\\b(?:go|going|heading)${gap(2)} to (?:the|that)${gap(2)} (?:office|va|clinic|building|hearing|regional office)${gap(4)} (?:bringing|bring|with) (?:my|a) (?:${GUN}|1911)\\b`,
    ),
  },

  // Fourth round.
  {
    id: 'other-languages',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:mamatay|magpakamatay|nagpakamatay|hindi na ako babalik|hindi na ako magtatagal|iinumin ko lahat|inumin ko lahat|por mi propia mano|carga para nadie|me voy pa(?:ra)? siempre(?! de| a | con| para)|no voy a volver|tomarlas todas|pastillas guardadas|quiero desaparecer|ya quiero desaparecer|me quiero morir|si me muero por)\b/,
  },
  {
    id: 'other-languages-weak',
    kind: 'distress',
    weight: 0.5,
    pattern:
      /\b(?:pagod na pagod|ya lo decidi|ya tengo todo planeado|hacer una locura|malapit na akong umalis|inayos ko na lahat|hinihiwa ko)\b/,
  },
  {
    id: 'for-good-now',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:logging|log|signing|sign|checking|heading|leaving|leave|going) (?:off |out |away )?for good\b(?!(?: [a-z]+){0,4} (?:from|to|after) (?:the|my|this) (?:job|army|navy|military|service|base|state|city|town|house|apartment))|\b(?:you|u) (?:will not|wont|will never) hear from me (?:again|after)\b|\b(?:my )?last transmission\b|\bover and out(?: [a-z]+){0,2} for real\b|\bgoodnight (?:everybody|everyone|all)(?: [a-z]+){0,1} for good\b|\b(?:did not|does not|doesnt|didnt) know (?:it was|it is|its) the last\b|\b(?:this|it) (?:will be|is) my (?:last|final) (?:veterans day|christmas|thanksgiving|birthday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|meeting|formation|transmission)\b|\b(?:go|going|gone) away forever\b|\b(?:meet|see) my maker\b|\bgo home to (?:jesus|god|the lord)\b|\b(?:lord|god|jesus)(?: [a-z]+){0,2} (?:take|call) me home\b|\breport to the supreme commander\b|\bpushing up daisies\b|\bcash(?:ing)? in my chips(?: [a-z]+){0,2} (?:tonight|for good|soon|this weekend)\b|\bawol from (?:life|living)\b|\bthrow(?:ing)? in the towel on (?:living|life)\b|\bput myself out to pasture\b|\b(?:the|this) (?:old )?horse is me\b|\bend of watch for me\b|\blast truck stop\b|\bcalling the game myself\b|\bself ?deploy\w*\b|\b(?:you|u) (?:were|was) a good (?:friend|brother|buddy|son|dad|mom|wife|husband)\b|\b(?:see you|see yall|see you all) (?:at|on) the (?:rally point|other side)\b|\bhemingway\b|\bplan is a (?:bullet|rope|bridge|gun)\b|\b(?:clean up|cleanup) after me\b|\btalk(?:s|ing)? about joining (?:him|her|them)\b|\b(?:might|would|will) be easier (?:that way )?for (?:everyone|everybody|all of us|my family)\b|\b(?:i|he|she|they) (?:will|would|could|is going to|am going to|gonna) (?:just )?(?:end it|end things|end my life|end his life|end her life|kill myself|kill themself)\b/,
  },
  {
    id: 'for-good-weak',
    kind: 'distress',
    weight: 0.5,
    pattern:
      /\bfor good \.|\bfor real this time\b|\b(?:see|visit|hear|hug|talk to|call)(?: [a-z]+){0,4} one (?:last|more) time\b|\bone last (?:appointment|thing|errand|trip|visit)\b|\b(?:then|and) (?:he|i|she) will be free\b|\bhad the right idea\b|\bfinal whistle\b|\bi mean me\b|\bfinally gets? it\b|\bwould (?:i|you|she) (?:remarry|be okay financially)\b|\b(?:can not|cant) take care of (?:him|her|it|them) anymore\b|\bafterlife\b|\b(?:am not|im not) staying\b|\bthis will be my (?:last|final)\b|\bto finish (?:this|it)\b(?! (?:claim|form|paperwork|application|appeal|degree|semester|school))|\b(?:simplify|simplifying)\b/,
  },
  {
    id: 'be-found',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:are not|arent|is not|isnt|wont|will not|not) (?:be )?the ones? (?:who|that|to) finds? (?:me|him|her)\b|\b(?:cops|police|someone|somebody|a stranger)(?: [a-z]+){0,1} finds? me\b|\bwhere (?:nobody|no one) (?:will|would|can) find me\b|\bpractic(?:e|ing|ed) with (?:a|the|my|his) (?:rope|gun|belt|cord|pistol)\b|\b(?:time|timing) it so\b|\bfigur(?:e|ing) out when to go\b|\bsafe for me to go\b|\bbefore i (?:leave|go) for good\b|\bafter i (?:end things|end it|do it|check out)\b|\bi (?:have )?decided(?: [a-z]+){0,3} (?:i am done|to go|to end it|it is time)\b|\b(?:need|needs) (?:that money|the money|it) more (?:than|then)(?: they need)? me\b|\bbetter off with (?:the |my |his |her )?(?:life insurance|insurance|money|policy|a monthly check)(?: [a-z]+){0,2} than (?:with )?(?:me|him|her)\b|\bmore from my death\b|\bnone of this is (?:your|her|his|my) fault\b|\bleave(?: [a-z]+){0,2} (?:extra|the extra|more|all the) (?:morphine|pills|meds|oxy|fentanyl)\b|\b(?:nobody|no one) would (?:miss|notice|care)(?= \.| if)|\btake all (?:my|his|her|their) (?:pills|meds|medication|medications)\b|\b(?:after|since) (?:she|he|i) tried (?:last|in|this|two|a)\b|\bnot need them for long\b|\b(?:hotel|motel) room(?: [a-z]+){0,6} (?:just me|alone|everything i need)\b/,
  },
  {
    id: 'self-harm-acts',
    kind: 'self-harm',
    weight: 1,
    pattern:
      /\bstop(?:ped)? taking (?:my|his|her) (?:heart|blood pressure|insulin|seizure) (?:meds|medication|medications|medicine|pills)\b|\bhoping (?:somebody|someone)(?: [a-z]+){0,2} finishes it\b|\bbite (?:my|his|her) (?:arm|hand|cheek|lip)(?: [a-z]+){0,3} (?:until|till|bruise|bleed)\b|\b(?:step|stepping|walk|walking)(?: [a-z]+){0,1} (?:in|into|out in) (?:traffic|the road)(?: [a-z]+){0,4} (?:without looking|not accidental|not accidentally|on purpose)\b|\b(?:making|make|made) new (?:ones|cuts|scars)\b|\b(?:hold|holding) (?:my|his|her) breath(?: [a-z]+){0,5} (?:pass out|black out)\b|\b(?:rub|rubbed|scrub|scrubbed|scratch|scratched) (?:my|his|her) skin(?: [a-z]+){0,2} (?:raw|bleed|bloody)\b|\bso it hurts? more\b|\b(?:kept|keep) walking until (?:i|he|she) (?:collapsed|passed out|dropped)\b|\b(?:covered in|full of) (?:cuts|scars|burns)\b|\bcarve(?:d)?(?: [a-z0-9]+){0,4} into (?:my|his|her|their) (?:arm|arms|leg|legs|skin|chest|thigh)\b|\bpull(?:s|ing)? (?:my|his|her) hair out in (?:chunks|clumps)\b|\bstab(?:bing|s)? (?:my|his|her) own\b|\bdeliberately (?:wrecked|crashed|hurt|cut|burned)\b|\b(?:ice bath|cold punishments?)(?: [a-z]+){0,8} (?:deserve|too long|lips turn blue)\b|\b(?:head|forehead)(?: [a-z]+){0,6} (?:split open|stitches)\b|\b(?:headlight|headlights|lights) off\b(?=(?: [a-z0-9]+){0,8} (?:90|100|110|120|calm|fast))/,
  },
  {
    id: 'self-harm-weak',
    kind: 'self-harm',
    weight: 0.5,
    pattern:
      /\bstop(?:ped)? eating\b|\b(?:start|starting|pick|picking) fights\b|\bnot (?:by )?accident(?:ally|al)?\b|\bdid it by accident\b/,
  },
  {
    id: 'threat-fourth',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\bput (?:him|her|them|you) in the ground\b|\b(?:somebody|someone|people) (?:is|are) (?:getting|going to get|gonna get) hurt\b|\b(?:gonna|going to|will) need an ambulance\b|\b(?:bringing|bring) something and it (?:will not|wont) be\b|\blist(?: [a-z]+){0,3} (?:names and )?(?:home )?addresses\b|\bmake sure (?:nobody|no one) gets (?:them|her|the kids)\b|\b(?:chased|chasing|came at|went after)(?: [a-z]+){0,3} with a (?:knife|gun|bat|hammer|machete)\b|\b(?:told|tells) (?:him|me|her) to (?:cleanse|kill|punish)\b|\b(?:do|did) the same to (?:her|his|your) face\b|\bhandle (?:him|her|them|it|things) the way we\b|\bshoot (?:every one of us|all of us|us all|everyone)\b|\b(?:is not|isnt|are not) going to make it to (?:christmas|the new year|thanksgiving)\b|\bdrop (?:him|her|them) like\b|\bthreaten\w* to kill (?:my|his|her|their|the|us)\b|\b(?:nice|good) place to die\b|\b(?:was|were) threatening (?:our|my|his|her) (?:son|daughter|kids|wife|husband)\b/,
  },
  {
    id: 'threat-fourth-weak',
    kind: 'harm-others',
    weight: 0.5,
    pattern:
      /\bstand over (?:him|her)(?: [a-z]+){0,3} (?:think|thinking)\b|\b(?:i am|im) going to find (?:them|him|her)\b|\b(?:figured out|know|found out) where (?:he|she|they) will be\b|\bburn(?: [a-z]+){0,3} (?:house|place|home) down\b|\bgas cans\b|\baccidents happen\b|\b(?:going to|gonna|will) (?:take care of|handle|deal with|settle things with|settle up with)(?: [a-z]+){0,3} (?:platoon leader|squad leader|sergeant|first sergeant|doctor|psychiatrist|rater|ex|neighbor|boss)\b|\b(?:rifle|gun) case\b|\b(?:the|a) way we handled things\b/,
  },
  {
    id: 'asks-for-means',
    kind: 'method',
    weight: 0.6,
    pattern: new RegExp(
      `\\basked${gap(2)} where${gap(4)} (?:revolver|gun|rifle|pistol|shotgun)${gap(1)} (?:went|is|was)\\b|\\bhow high (?:does|do|should|would) (?:a|the) (?:bridge|building|fall|drop|jump)${gap(3)} (?:need to|have to) be\\b|\\b(?:handed|hand|gave|give)${gap(3)} (?:his|her|my) (?:tools|title|medals|guns|keys)${gap(6)} (?:title|medals|truck|guns|keys|shoebox)\\b|\\b(?:sold|sell|selling)${gap(3)} (?:motorcycle|guitar|guns|truck|gaming|xbox|ps5|collection)${gap(6)} (?:all|everything|in one week|in a week)\\b|\\bgive (?:me|us|him|her) (?:his|her|my) (?:dog|cat|guns|rifle|truck|medals|dog tags)\\b|\\basked${gap(3)} for a knife\\b|\\bfeed (?:his|my|her) (?:cat|dog)${gap(3)} (?:for good|starting)\\b|\\b${GUN} to (?:his|her|my|their) own head\\b`,
    ),
  },
  // Fifth round.
  {
    id: 'easier-to-die',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:easier|simpler|better|quicker)(?: [a-z]+){0,4} to (?:just )?(?:die|be dead|not be here|not wake up)\b|\bhelp(?:ing|ed)? (?:him|god|the lord|it|things|nature) along\b|\bwake up disappointed\b|\bdisappointed (?:that )?i (?:wake|did)\b|\btake (?:myself|themself) out of the picture\b|\bif (?:i|he|she) overdose\b|\bforgive me for what (?:i am|i) (?:about to|going to|gonna) do\b|\bran out of (?:one more days|tomorrows|reasons)\b/,
  },
  {
    id: 'prefer-dead',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\bbe dead (?:before|by)\b(?: (?:[a-z0-9]+|\.)){0,14} (?:prefer|rather|fine with|okay with|ok with|good with|hope)\b|\bhope (?:the )?(?:cancer|tumor|disease|illness|heart attack|sickness) (?:win|wins|take me|takes me|get me|gets me|kill me|kills me|finish me)\b|\bnot be a burden (?:much longer|soon|for long)\b|\bsoon(?: [a-z]+){0,2} (?:will not|not) be a burden\b/,
  },
  {
    id: 'finish-what-started',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\bfinish what(?: [a-z]+){1,3} start\b|\bend (?:this|it|things) for (?:everyone|everybody|all of us|the whole family|us all)\b/,
  },
  {
    id: 'not-here-to',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:will not|not going to|not gonna|may not|might not|not) be (?:here|around|alive) to (?:tell|do|sign|see|finish|handle|fix|explain|take care|deal with|answer)\b|\b(?:is not|not|never|no) (?:going to |gonna )?be (?:a|an|another|any) (?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|thanksgiving|spring|summer|winter|next year|next month)(?: [a-z]+){0,1} for me\b|\bnot need (?:it|them|one) (?:for long|much longer|long)\b/,
  },
  {
    id: 'faith-euphemism',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\b(?:be with|see|meet|going home to|go home to) (?:jesus|god|the lord|my maker|my savior|the man upstairs)(?: [a-z]+){0,1} (?:soon|tonight|this week) \.? ?one way or (?:another|the other)\b|\bsoon \. one way or (?:another|the other)\b|\bsoon one way or (?:another|the other)\b|\b(?:room temperature|permanent pcs|pcs to the other side)\b|\b(?:eas|ets|rtb|tap|tapping|exfil)(?: out)? (?:for good|from life|from everything)\b/,
  },
  {
    id: 'faith-euphemism-weak',
    kind: 'distress',
    weight: 0.6,
    pattern:
      /\b(?:valhalla|fiddlers green|end of watch)\b|\bmy time to go\b|\bgo (?:see|be with) (?:mother|father|my wife|my husband|her|him) soon\b|\bfrom everything\b|\bbeen a good run\b|\b(?:weird|weirdly|strangely|oddly|so|finally)(?: [a-z]+){0,2} calm\b|\bnow i wait\b|\band then (?:i am|i will be) (?:finished|done|gone)\b|\bya tengo todo listo\b|\bme despedi de (?:mis|mi)\b/,
  },
  {
    id: 'means-shown',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:knife|blade|razor|gun|pistol|barrel|muzzle)(?: [a-z]+){0,2} (?:to|against|on|at|in) (?:his|her|my|their) (?:wrist|wrists|throat|neck|head|temple|mouth|chin)\b|\b(?:pill bottles|pills|bottles|meds)(?: [a-z]+){0,2} (?:line up|lined up|laid out|counted out)\b|\b(?:picture|pic|photo|video|videos)(?: [a-z]+){0,6} (?:pistol|gun|rifle|shotgun|pills|pill bottles|knife|rope|noose|razor)\b(?! (?:safe|safety|lock|case|range|class))/,
  },
  {
    id: 'method-fifth',
    kind: 'method',
    weight: 1,
    pattern:
      /\bdie (?:from|of|off) (?:\d+|a bottle|a whole bottle|the whole bottle|too many|that many)\b|\b(?:helium|nitrogen)(?: [a-z]+){0,4} (?:bag|painless|hood|tanks?|mask)\b|\bexit bag\b|\bdrive off (?:the|a)(?: [a-z]+){0,3} (?:bridge|cliff|overpass|dam|pier)\b|\bhose(?: [a-z]+){0,4} (?:tailpipe|exhaust)\b|\b(?:charcoal|grill|generator)(?: [a-z]+){0,4} (?:closed|sealed|small) (?:bathroom|room|garage|car|tent)\b|\benough (?:co|carbon monoxide)\b|\bwhere (?:on|in) (?:the|my|your|a) (?:neck|wrist|arm|leg|thigh|body)(?: [a-z]+){0,3} (?:cut|stab|shoot|aim)\b|\b(?:temple|under the chin|roof of (?:the|my|your) mouth)(?: [a-z]+){0,3} (?:or|vs|versus)\b|\b(?:or|vs|versus) (?:the )?(?:temple|under the chin|roof of the mouth)\b|\b(?:rope|belt|cord)(?: [a-z]+){0,3} (?:hold|holds|support|supports)(?: [a-z]+){0,2} (?:\d+ (?:lbs|pounds)|my weight|a person|a man|someone)\b|\bwhich of (?:my|these|the) (?:meds|pills|medications|prescriptions)(?: [a-z]+){0,3} (?:most dangerous|strongest|quickest|fastest|work best|would work)\b|\b(?:show up|detect|detected|find|notice)(?: [a-z]+){0,3} (?:on|in|by) (?:an |the |a )?(?:autopsy|tox screen|toxicology|tox report|medical examiner)\b|\b(?:would|will|could) (?:they|it|anyone|people|the va) (?:think|look|seem|say)(?: [a-z]+){0,2} (?:natural|an accident|accidental)\b/,
  },
  {
    id: 'method-fifth-weak',
    kind: 'method',
    weight: 0.6,
    pattern:
      /\b(?:buy|get) a (?:gun|handgun|pistol|rifle|shotgun)(?: [a-z]+){0,3} (?:today|tonight|no waiting period|without a waiting period|same day)\b|\b(?:yank|jerk|swerve)(?: [a-z]+){0,1} the wheel\b|\b(?:high|tall) enough\b(?: [a-z]+){0,3} (?:bridge|building|overpass|drop|fall)\b|\b(?:bridge|bridges|building|buildings|overpass)(?: [a-z]+){0,3} (?:high|tall) enough\b/,
  },
  {
    id: 'preparation-fifth',
    kind: 'preparation',
    weight: 1,
    pattern:
      /\b(?:buy|get|pick up)(?: [a-z.]+){0,12} (?:i|and i|he|she) know what (?:it is|it was|they are) for\b|\bpractice with (?:a|the|my|his|her) (?:rope|gun|belt|cord|pistol|knife)\b|\bwrite my note\b|\bstockpile(?: [a-z]+){0,2} (?:meds|pills|medications|medication|prescriptions)\b|\bmy (?:medals|flag|uniform|dog tags)(?: [a-z]+){0,8} (?:label|labeled|labelled) for\b/,
  },
  {
    id: 'preparation-fifth-weak',
    kind: 'preparation',
    weight: 0.6,
    pattern:
      /\b(?:send|sent|email|emailed|give|text|texted)(?: [a-z]+){0,3} (?:all )?(?:his|her|my|their) (?:passwords|password|pin|pins|bank info|logins)\b|\b(?:code|key|combination) to (?:my|his|her) (?:gun safe|safe)\b|\bcome get (?:it|them|everything) (?:all )?after\b|\btell (?:mother|father|my mother|my father|the kids|my kids|everyone|my wife|my husband)(?: that)? i love (?:her|him|them|you)\b|\b(?:do not|never) let(?: [a-z]+){0,2} blame (?:themself|yourself|myself)\b|\b(?:you|u) will know what to do\b|\bthis is the plan\b|\bits time \.|\bit is time \.|\bbefore i decide\b|\b(?:trying|try|want|need) to time (?:things|it|this|everything)\b|\bif it (?:was|is|were) (?:intentional|on purpose|deliberate)\b|\bwhich (?:will|would) be soon\b|\bhow (?:long|fast|soon|quickly) after (?:i|he|she) (?:die|pass|am gone)\b|\bgoing to need it soon\b|\bwhen it happens\b/,
  },
  {
    id: 'unreachable',
    kind: 'distress',
    weight: 0.4,
    pattern:
      /\b(?:straight|str8) to voicemail\b|\b(?:he is|she is|he|she|they are) not (?:answer|answering|picking up|responding)\b|\bhas not (?:answered|responded|picked up)\b|\bthanks? (?:me|us|everyone|everybody) for everything\b/,
  },
  {
    id: 'self-harm-fifth',
    kind: 'self-harm',
    weight: 1,
    pattern:
      /\b(?:scratch|bite|bit|carve|pick|claw|dig|cut)(?: [a-z]+){0,4} (?:my|his|her|own) (?:arm|arms|forearm|forearms|leg|legs|thigh|thighs|skin|wrist|wrists|hands|face)(?: [a-z]+){0,3} (?:til|till|until) (?:it|they|i) (?:bleed|bled|blood)\b|\bcarve(?: [a-z]+){0,6} into (?:my|his|her) (?:arm|forearm|leg|thigh|skin|wrist|chest|stomach)\b|\brelapse (?:on|with) (?:the )?(?:razor|blade|cutting|self harm|selfharm)\b|\bcut (?:deeper|too deep)\b|\bdeeper than i (?:mean|meant)\b|\b(?:slam|bang|smash)(?: [a-z]+){0,1} (?:my|his|her) head (?:into|against|on) (?:the|a) wall\b|\bhit my head on the wall (?:til|till|until)\b/,
  },
  {
    id: 'threat-fifth',
    kind: 'harm-others',
    weight: 1,
    pattern:
      /\b(?:will|going to|gonna|plan to|swear to god i will|about to)(?: [a-z]+){0,2} (?:shoot|kill|strangle|stab|murder|put down|hurt|beat) (?:my|his|her|the|that|this)(?: [a-z]+){0,3} (?:examiner|rater|vso|boss|supervisor|landlord|ex|neighbor|coworker|sergeant|co|doctor|contractor|manager|lawyer|wife|husband)\b|\bcapable of (?:kill|hurt|murder|shoot)\b|\bhow (?:much|many) (?:time|years)(?: [a-z]+){0,4} (?:if|for) (?:i|he|she) (?:shoot|kill|stab|hurt|beat)\b|\burge(?:s)? to (?:strangle|kill|hurt|shoot|stab|choke|beat|harm) (?:my|his|her|the|someone|somebody|people|him|her|them)\b|\bpoint(?:ed|ing|s)? (?:it|the gun|a gun|his gun|her gun|the shotgun|his shotgun|the rifle|his rifle|a knife|the knife|his pistol|a pistol) at (?:her|him|me|them|us|my|his|the kids)\b|\bmake (?:somebody|someone|everyone|everybody) pay\b|\bbring(?: [a-z]+){0,1} (?:my|a|his|her) (?:gun|pistol|rifle|shotgun|1911|glock|ar|piece|sidearm)(?: [a-z]+){0,1} (?:to|in|into|in to) (?:the|that|work|his|her|their|my|and)\b(?! (?:range|gunsmith|shop|pawn|hunting|class|cabin|gun))|\blucky (?:i|that i) (?:did not|do not|had not|was not) have (?:my|a) (?:gun|pistol|rifle|knife)\b|\b(?:dream|picture|imagine|fantasize)(?: [a-z]+){0,3} (?:shoot|shot|kill|strangle|stab|choke) (?:my|the|that|this) (?:c p )?(?:examiner|rater|vso|boss|supervisor|landlord|ex|neighbor|coworker|sergeant|co|doctor|contractor|manager)\b/,
  },
  {
    id: 'threat-fifth-weak',
    kind: 'harm-others',
    weight: 0.6,
    pattern:
      /\bget what is (?:come|coming)\b|\bwatch (?:his|her|their) (?:house|place|home|car)\b|\bfind (?:him|her|them)(?: [a-z]+){0,2} (?:in|at) (?:the )?(?:parking lot|parking garage|lot|house|home|office|work)\b|\bnot just (?:dreams|thoughts|a dream|talk) anymore\b|\b(?:about|almost|nearly) done (?:being|bein) (?:nice|patient|civil)\b|\bnext time i (?:might|will)\b|\b(?:buy|bought) (?:more |a box of |boxes of )?(?:ammo|ammunition|rounds|bullets|shells)\b/,
  },
  // Sixth round.
  {
    id: 'still-want-to-live',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\bwonder(?:ing)? (?:if|whether) i (?:even )?(?:still )?want to (?:still )?(?:be alive|live|be here|keep going|stay alive)\b|\bno intention of (?:waiting|living|staying|being here|sticking around)\b|\bnot wait(?:ing)? (?:any )?longer than i (?:must|have to|need to)\b|\b(?:will not|not) be a later\b|\bthere is no later\b|\b(?:i am )?done \. (?:goodbye|so long|farewell)\b/,
  },
  {
    id: 'lied-on-screening',
    kind: 'ideation',
    weight: 0.5,
    pattern:
      /\bi lied\b|\bthink about it (?:constantly|all the time|every day|every night|daily|nonstop)\b|\bthe answer is (?:no|yes)\b|\b(?:got|gotten|getting) bad again\b|\bwithin the week\b|\bit will be the last time\b|\bmake sure (?:my|the) (?:family|wife|kids|husband|children)(?: [a-z]+){0,4} after\b/,
  },
  {
    id: 'method-sixth',
    kind: 'method',
    weight: 1,
    pattern:
      /\b(?:chest|head|heart|temple|mouth)(?: [a-z]+){0,4} (?:more reliable|always work|most reliable|surest|more sure|more certain)\b|\b(?:what|how fast|how much) speed(?: [a-z]+){0,4} (?:tree|wall|pole|bridge|overpass|semi|abutment)\b|\bif (?:he|she|i) use(?:d)? (?:his|her|my) own (?:firearm|gun|pistol|rifle|shotgun)\b|\bput (?:a |my )?cigarettes? out on (?:my|his|her)\b|\bcarve(?: [a-z]+){0,4} (?:in|on) (?:my|his|her) (?:arm|leg|thigh|skin|wrist|chest|stomach|ankle)\b|\bcutters?\b(?= (?:[a-z]+ ){0,8}(?:again|bad))/,
  },
  {
    id: 'method-sixth-weak',
    kind: 'method',
    weight: 0.5,
    pattern:
      /\bguarantee it\b|\bno seatbelt\b|\bmatter(?:s)? how (?:the veteran|he|she|i|a veteran|someone|the person) die\b|\bhow (?:many|much)(?: [a-z]+){0,4} (?:pill|pills|meds|tablets|prazosin|seroquel|trazodone|gabapentin|oxy|oxycodone|insulin|tylenol|ambien)(?: [a-z]+){0,4} (?:dangerous|too many|too much)\b|\b(?:\d+|three|six|two) months? (?:stock|stocked|saved|stashed) up\b|\bstock(?:ed)? up on (?:my )?(?:pills|meds)\b|\bcutters?\b/,
  },
  {
    id: 'asking-for-myself',
    kind: 'benefits-intent',
    weight: 1,
    pattern:
      /\b(?:xlookalikex|suicide)(?: (?:[a-z]+|\.)){0,15} (?:my own|asking for me|asking for myself|about myself|for myself|asking about me)\b/,
  },
  {
    id: 'means-questions-sixth',
    kind: 'method',
    weight: 1,
    pattern:
      /\bhow (?:deep|high|tall|far) (?:does|do|should|would|must) (?:the |a )?(?:water|bridge|building|drop|fall|cliff|river)(?: [a-z]+){0,2} (?:need|have) to be\b|\bweigh (?:myself|themself|yourself) down\b|\b(?:whoever|whomever|they) finds? me\b|\bwhich (?:would be|is|one is|one would be) (?:less of a mess|more certain|most certain|surest)\b|\bdangerous enough\b|\bbuild (?:up )?(?:a )?supply\b|\bmake myself 23\b|\busing it more than once\b|\bonly need (?:it|one) once\b|\b(?:hand|hands|arm|palm)(?: [a-z]+){0,2} (?:over|on) the (?:gas |stove )?(?:burner|stove|flame)\b|\bburn from a lighter\b|\b(?:cut|burn|wound|injury|injuries|cuts|burns|wounds)(?: (?:[a-z]+|\.)){0,10} i (?:did it|caused them|cause them|did them) (?:to )?myself\b|\b(?:injuries|cuts|burns|wounds) i caused myself\b|\bbite? (?:my|his|her) own (?:arm|hand|lip|cheek)\b|\bhit (?:my|his|her) head (?:against|into) (?:the|a) wall\b|\bsnap(?: [a-z]+){0,3} rubber band\b|\b(?:til|till|until) (?:it|they|i) (?:welt|welts|is raw|are raw|raw)\b|\b(?:walk|walking)(?: [a-z]+){0,3} (?:into|in) the woods(?: [a-z]+){0,4} (?:my|a) (?:rifle|gun|pistol|shotgun)\b/,
  },
  {
    id: 'euphemism-sixth',
    kind: 'ideation',
    weight: 1,
    pattern:
      /\bgo(?:es|ing)? home (?:a little |a bit )?early\b|\bstay(?:ed)? past my time\b|\b(?:choose|chose) (?:his|my) last patrol\b|\blay (?:my burden|it) down\b|\bend of my usefulness\b|\b(?:more useful|worth more|better off)(?: [a-z]+){0,4} (?:alive or (?:not|dead)|dead than alive|dead or alive)\b|\b(?:my own|my) death as a (?:solution|relief|way out|answer)\b|\bsomeone (?:who will|who) (?:still )?be here\b|\bnot (?:the|my) (?:claim|va|appeal|paperwork|job|rating) \. (?:all of it|everything|life|me)\b|\bbetter off (?:in the ground|in a box|six feet under)\b|\bstay(?:ed)? over there in a box\b|\b(?:almost|nearly|soon) time to see (?:you|them|him|her) again\b|\bnot (?:going to|gonna) come home\b|\bdone done\b|\bwant (?:him|her|them) dead\b/,
  },
  {
    id: 'euphemism-sixth-weak',
    kind: 'distress',
    weight: 0.5,
    pattern:
      /\b(?:you know what i mean|i think you understand|you can guess|plain enough|not asking for a friend|asking for me|not a cry for help|not going to say what for)\b|\bmade it official\b|\bhopefully soon\b|\brefill(?: [a-z]+){0,3} early\b|\bi know (?:his|her|their) (?:schedule|routine|car|address|house|shift)\b|\b(?:drive|driven|drove) (?:past|by) (?:his|her|their) (?:house|place|home)\b|\b(?:she|he|they) will regret it\b|\bare (?:the )?(?:va )?police armed\b|\bthought about how it would go\b/,
  },
]

/**
 * A death that already happened: a survivor asking about benefits. Read on the spelled text,
 * tenses intact ("took his own life" is past; "tried to take his own life" is not).
 */
export const AFTER_A_DEATH: readonly RegExp[] = [
  /\b(?:his|her|their|husband|wife|son|daughter|brother|sister|father|mother|dad|mom|friend|buddy)(?: [a-z]+){0,1} suicide note\b/g,
  /\b(?:his|her|their|the|my)(?: \w+)? death (?:was|is|got|had been) (?:a |ruled a |ruled )?suicide\b/g,
  /\b(?:se quito la vida|se suicido|murio por suicidio|se mato)\b/g,
  /(?<!\b(?:show up|detect|detected|find|notice)(?: [a-z]+){0,3} (?:on|in|by) (?:an |the |a )?)\b(?:death certificate|cause of death|autopsy|toxicology report|tox report|medical examiner|coroner|line of duty determination)\b/g,
  /(?<!\bif (?:a|the|an|someone|somebody|i|he|she|they|my \w+)(?: [a-z]+){0,3} )\b(?:died|die|dies|dying|dead|passed|passed away|death|deaths|lost|losses|loss|losing|taken from us|gone)(?: [a-z]+){0,8} (?:by|to|from|of|through|due to|after|because of|in a) suicide\b/g,
  /(?<!\bif (?:a|the|my|his|her) )\b(?:death|it|he|she|his death|her death)(?: was| is| been| got| had been)? (?:ruled|declared|listed|determined|classified|deemed|called|officially)(?: as)?(?: an?)? suicide\b/g,
  /\bsuicide (?:death|deaths|loss|losses|survivor|survivors|bereavement|grief|postvention|attempt survivors)\b/g,
  /(?<!\bif )\b(?:he|she|they|who|husband|wife|son|daughter|father|mother|brother|sister|friend|buddy|veteran|boyfriend|girlfriend|fiance|spouse|partner|uncle|cousin|dad|mom|child|kid|soldier|marine|sailor|airman|grandson|nephew|best friend|battle buddy)(?: [a-z]+){0,3} (?:committed|completed|died by|died of|died from|died after) suicide\b/g,
  /\b(?<!\bif (?:[a-z]+ ){0,3})(?<!almost |nearly |tried to |try to |going to |gonna |wants to |want to |will |would |could |might )(?:killed|shot|hanged|hung|overdosed and died|took|ended) (?:themself|(?:his|her|their) (?:own )?life)\b/g,
  /\b(?:after|since|before|following|about|from|of) (?:his|her|their|my \w+s?) (?:suicide|death)\b/g,
  /\bdied (?:of|from) (?:an? )?(?:accidental )?overdose\b/g,
  /\b(?:his|her|their|husband|wife|son|daughter|father|mother|brother|sister|dad|mom) suicide (?:was|is|not|wasnt|isnt)\b/g,
]

/**
 * Phrases that look like a crisis and are not: VA's suicide-prevention work as a topic, denials,
 * injuries, and idioms of death and killing about paperwork. Read on the spelled text and
 * replaced before the signals run; each is narrow enough that a real crisis phrase survives it.
 */
export const LOOK_ALIKES: readonly RegExp[] = [
  /\b(?:say|said|says|use|using|saying) the word suicide\b/g,
  // A screening question answered with the past: "yes, years ago, not now".
  /\b(?:said yes|yes)(?: [a-z]+){0,2} (?:years ago|long ago|back then|in the past)(?: \.)? (?:but )?not (?:now|anymore|lately|recently)\b/g,
  // Screening as a topic: asked about it and said no.
  /\b(?:ask|asked|asks|asking|question|questions|screening|screen|screened|intake|form|survey|questionnaire|check in|checkup)\b(?: [a-z]+){0,8} (?:suicide|suicidal(?: thoughts| ideation)?|thoughts of (?:hurting|harming|killing) (?:myself|themself)|self ?harm\w*|(?:hurting|harming) (?:myself|themself))\b(?!(?: [a-z]+){0,4} (?:yes|and i do|and i have|and i am))/g,
  /\bsuicide (?:questions|question|screening|screenings|risk flag|flag|risk in|risk among|risk for|risk factors)\b/g,
  /\b(?:how|way|ways) (?:to |do i |do you |can i |should i )?(?:ask|asking|bring up|talk about|talk to)(?: [a-z]+){0,8} (?:suicide|suicidal|killing themself)\b/g,
  /\b(?:veterans|vets|people|someone|anyone|those)(?: [a-z]+){0,3} in (?:an )?(?:acute )?suicidal crisis\b/g,
  /\b(?:if|when) (?:someone|somebody|a friend|a buddy|anyone|my \w+)(?: ever)? (?:told|tells|says|said)(?: [a-z]+){0,2} (?:they|he|she) (?:were|was|is|are) (?:thinking about|considering) suicide\b|\b(?:okay|ok|safe|right|good) to ask(?: [a-z]+){0,4} (?:are you|if they are|whether they are|if he is|if she is)(?: thinking about| considering)? suicid\w*/g,
  /\b(?:warning signs|signs|risk factors|symptoms|red flags|statistics|causes) (?:of|for) suicide\b/g,
  /\blethal means (?:safety|counseling|storage|brochure|brochures|training|education)\b/g,
  /\b(?:climbing|rappelling|rappel|tow|towing|jump|boat|anchor|dock|tie down|mooring|static|dynamic) ropes?\b|\brope ladders?\b/g,
  // Suicide prevention as a topic: programs, statistics, training, the crisis line itself.
  /\bsuicide (?:prevention|postvention|awareness|rate|rates|statistic|statistics|stats|number|numbers|data|report|reports|research|study|studies|training|trainings|hotline|hotlines|crisis line|coordinator|coordinators|program|programs|month|walk|risk assessment|risk screening|risk screenings|screening|screenings|safety plan|first aid|intervention|lifeline|epidemic|crisis among|among veterans|among vets|problem|class)\b/g,
  /\b(?:veteran|veterans|vet|vets|military|soldier|soldiers|service member|service members|servicemember|servicemembers|troops|marines|army|navy|active duty|national|firearm|gun)(?: [a-z]+){0,1} suicides?\b/g,
  /\bsuicides? (?:among|in|of|by|across|within) (?:veterans|vets|service members|the military|troops|soldiers|servicemembers|our|young|older|women|men|the veteran)\b/g,
  /\b(?:prevent|prevents|prevented|preventing|prevention of|reduce|reducing|reduction|end|ending|fight|fighting|combat|combating|awareness|stigma|stop|stopping|research|researching|understanding|study|studying|respond to|responding to)(?: [a-z]+){0,2} (?:veteran )?suicides?\b(?!(?: [a-z]+){0,3} (?:myself|again|tonight))/g,
  /\b(?:not|never|am not|i am not) (?:thinking|thought|think|considering) (?:about|of) (?:hurting|harming|killing|ending) (?:myself|themself|my life|it)\b/g,
  /\b(?:no|not any|never had|never have|not having|without) (?:thoughts|thought|urges|urge|intent|plans|plan|ideas)(?: [a-z]+){0,1} (?:of|about|to) (?:hurting|harming|killing|ending|hurt|harm|kill|end) (?:myself|themself|my life|it)\b/g,
  /\b(?:veterans|vets|people|those|service members|anyone|someone|patients|soldiers|others|members)(?: [a-z]+){0,2} at (?:high |higher |increased )?risk (?:of|for) suicide\b/g,
  /\bsuicidal (?:veterans|patients|people|callers|vets|individuals|service members|persons)\b/g,
  /\b(?:not|never|no|deny|denied|denies|never been|never was|never felt|not been|am not|is not|was not|have never been|has never been|never had|have never had|has never had|never have had|do not have|does not have|did not have|have not had) (?:suicidal|suicide)(?: (?:thoughts|ideation|intent|plan|plans|risk))?\b/g,
  /\b(?:suicide|crisis) (?:line|lines)\b(?!(?: [a-z]+){0,2} (?:because|since) i)/g,
  // Idioms of dying and killing about paperwork, waiting and work.
  /\b(?:is|are|was|were|be|been|keeps|keep|kept|s|its|it is|this is|that is|thats) (?:slowly |absolutely |seriously |literally )?killing (?:me|my \w+|us)\b/g,
  /\b(?:it|this|that|which|the wait|the waiting|the process|the paperwork|my back|my knee|my knees|my feet|my shoulder|my neck|my head|my hip|the heat|the commute|the suspense|traffic) (?:kills|killed|will kill|is going to kill|going to kill) (?:me|us)\b/g,
  /\bkill(?:s|ed|ing)? (?:it|two birds|time|the engine|the lights|the power|the music|the vibe|the mood|the process|the noise|the claim|the appeal|the bill|the deal|a few hours|an hour)\b/g,
  /\btak(?:e|es|ing|en) (?:back )?(?:my|his|her|their) (?:own )?life back\b|\btak(?:e|es|ing) back (?:my|his|her|their) life\b/g,
  /\b(?:lose|losing|lost) (?:my|his|her|their) (?:mind|marbles|cool|temper|shit|patience)\b/g,
  /\b(?:would|could|will) kill for\b|\bkill for (?:a|an|some|that|this)\b/g,
  /\b(?:dying|die) (?:to|for) (?:know|see|get|hear|find out|try|go|read|learn|start|meet|understand|a|an|some)\b/g,
  /\bdead (?:tired|end|ends|serious|last|wrong|broke|set|on|center|in the water|weight|ringer|giveaway|silence|zone|line|lines|letter|letters|link|links|heat|lift|lifts|battery|phone|laptop)\b|\bdeadline\w*\b/g,
  /\b(?:car|phone|laptop|battery|computer|truck|engine|printer|tv|wifi|internet|claim|appeal|case|application|plant|plants|grass|conversation|deal|bill|idea|mic|gi bill|benefits|entitlement|months|tablet|charger)(?: [a-z]+){0,2} (?:died|is dead|was dead|dead|just died|finally died|about to die|is about to die|going to die|gonna die|is dying|dying on me)\b/g,
  /\bshoot (?:me|him|her|them|you|us|it|over)(?: [a-z]+){0,2} (?:an|a|the|over|back|your|my|some)(?: [a-z]+){0,1} (?:email|emails|text|texts|message|messages|dm|pm|line|note|call|link|links|info|form|forms|number|copy|pic|picture|photo)\b|\bshoot (?:for|a photo|the breeze|hoops|pool|straight|my shot|your shot|first)\b|\bshooting (?:range|ranges|hoops|pool|for|straight|the breeze)\b/g,
  /\bshoot (?:myself|themself|yourself) in the (?:foot|feet)\b|\bdie on the vine\b/g,
  /\bshoot (?:my|his|her|the|that)(?: [a-z]+){0,2} (?:an|a) (?:email|text|message|note|line|dm|pm)\b/g,
  /\bhang (?:on|in there|out|up|tight|around|with|loose|onto|a flag|pictures|a picture)\b|\bhanging (?:on|in there|out|up|tight|around|with|by a thread)\b/g,
  /\bkill (?:him|her|them|my \w+)(?: [a-z]+){0,1} (?:for (?:losing|forgetting|not|doing|saying|taking|eating|leaving|that|this|making|missing|messing)|if (?:he|she|they) (?:loses|forgets|messes))\b/g,
  /\b(?:wife|husband|mother|father|mom|dad|boss|he|she|they|sergeant|first sergeant|va)(?: [a-z]+){0,2} (?:is going to|will|would|gonna|going to|is gonna) kill me (?:when|if) (?:she|he|they|i) (?:find|finds|see|sees|forget|forgets|lose|loses|miss|misses|spend|buy|do not|does not|find out|finds out|hear|hears)\b/g,
  /\b(?:killed|died|dying|death|killing|killed him|killed her)(?: [a-z]+){0,1} (?:in action|in combat|in iraq|in afghanistan|in vietnam|in korea|in the line of duty|in a training accident|in training|on active duty|in service|in the war|overseas|while deployed|in a car accident|in a crash|in an accident|in a motorcycle accident|in the gulf)\b/g,
  /\b(?:die|dying|dead) (?:of old age|of boredom|of embarrassment|of laughter|of natural causes|before (?:they|the va|va|my claim|this|it|i see|i get|anyone))\b/g,
  /\b(?:to )?die (?:at home instead|at home rather|at home with hospice|in hospice|at home in hospice|at home not|at home and not)\b/g,
  /\b(?:emergency )?suicidal crisis (?:care|services|treatment)\b|\bemergency suicide care\b/g,
  /\b(?:criteria|criterion|rating schedule|schedule|mean by|means by|definition of|define|defined|term|symptom|symptoms like|such as|includes|including|listed|list|like|require|requires|rating|decision letter|difference between)(?: [a-z]+){0,6} suicidal ideation\b/g,
  /\b(?:i would|i|id|i'd) (?:rather )?die (?:laughing|of embarrassment|of boredom|of shame|happy)\b|\bdie (?:laughing|of embarrassment|of boredom)\b/g,
  /\bhurt (?:myself|themself) (?:in|on|at|during|while|when|lifting|falling|playing|training|jumping|working|running|doing|moving|carrying|pt|ruck|rucking|humping)(?! purpose)\b/g,
  /\b(?:cut|burned|burnt|hurt|injured) (?:my|his|her) (?:arm|hand|leg|finger|thumb|wrist)(?: [a-z]+){0,3} (?:at work|on a|on the|with a saw|in the kitchen|during|in an accident|by accident|on accident|while|cooking|working|in training|in basic|at basic|at the range|on the job|on deployment|in iraq|in afghanistan)\b/g,
  /\b(?:reduce|reduces|reducing|treat|treats|treating|treatment for|research on|studies on|study on|studies about)(?: [a-z]+){0,2} suicidal (?:ideation|thoughts|behavior)\b/g,
  /\b(?:statistics|stats|data|numbers|rates?|research) (?:on|about) suicides?\b|\bcount(?:s|ed|ing)? suicides\b/g,
  /\b(?:recognize|spot|notice|tell|know)(?: [a-z]+){0,3} (?:if|when|whether) (?:a|my|someone|somebody|a loved one|the)(?: [a-z]+){0,1} (?:is|are) suicidal\b/g,
  /\bno (?:pienso|quiero|voy) (?:en )?(?:hacerme dano|lastimarme|matarme)\b/g,
  /\bplan(?:ning)? ahead for (?:my|our) (?:own )?(?:burial|funeral|plot)\b|\bpre ?need\b/g,
  /\benough to make (?:a man|a guy|anyone|a person|you|me|someone|a saint|anybody) want to[a-z ]*/g,
  // A crisis in the past, told with how the writer is now: "was inpatient in 2019, doing way better now".
  /\b(?:had|have had|inpatient|hospitalized|thought about|thoughts of|included|through|after|with)(?: [a-z]+){0,3} (?:suicidal thoughts|suicide|suicide attempt|ending it|killing myself)(?= (?:[a-z0-9]+ |\. ){0,25}?(?:(?:doing|doin) (?:way |much |a lot )?(?:better|good|well|great)|stable for|no thoughts at all|got help(?: [a-z]+){0,2} it (?:worked|helped)|(?:in )?a (?:much )?better place|have not had (?:any )?(?:thoughts|them)(?: like that)? since))(?!(?: [a-z0-9.]+){0,25} (?:again|are back|came back|coming back|lately|these days|this week))/g,
]

/** Planning ahead, the ordinary way: pre-need burial, a plot or a will "ahead of time". */
export const PLANNING_AHEAD =
  /\b(?:pre ?need|pre ?plan|plan(?:ning)? ahead|ahead of time|in advance)\b/

/** A death coming from illness or age: hospice, a terminal diagnosis, the end of life. */
export const NATURAL_DEATH =
  /\b(?:hospice|terminal|terminally|stage (?:4|four|iv)|end of life|palliative|last rites|dnr|comfort care|heart failure|als|dying of|lou gehrigs)\b/

/** What someone near a natural death says about dying at home or in peace, which is not a crisis. */
export const NATURAL_DEATH_LOOK_ALIKES: readonly RegExp[] = [
  /\b(?:want|wants|wanted|wish|wishes|would like) to die (?:at home|in (?:his|her|my|their) (?:own )?(?:bed|home|sleep)|peacefully|with (?:his|her|my) (?:dog|family|kids))\b/g,
]
