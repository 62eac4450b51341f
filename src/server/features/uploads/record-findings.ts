import * as chrono from 'chrono-node'
import { VA_CONDITIONS, type VaCondition } from '@shared/guides/va-conditions'
import type {
  NexusOpinion,
  NexusStrength,
  RecordCondition,
  ServiceFacts,
  TestResult,
} from '@shared/uploads/uploads-contract'

/** What a record says that matters for a claim, read from its (already redacted) text. */
export type RecordFindings = {
  conditions: RecordCondition[]
  testResults: TestResult[]
  nexusOpinions: NexusOpinion[]
  inServiceEvents: string[]
  serviceFacts: ServiceFacts
  dates: string[]
  facilities: string[]
  providers: string[]
  mentionsSuicidalIdeation: boolean
}

const MAX_ITEMS = 12

/** A pattern in capitals only ("PTSD", "OSA") is an acronym: matched in capitals only. */
function compile(pattern: string): RegExp {
  const isAcronym = /^[A-Z0-9]+$/.test(pattern)
  return new RegExp(String.raw`(?<![\w-])(?:${pattern})(?![\w-])`, isAcronym ? 'g' : 'gi')
}

const CONDITION_MATCHERS = VA_CONDITIONS.map((condition) => ({
  condition,
  patterns: condition.patterns.map(compile),
}))

/** A line that starts a new item: a numbered or bulleted line, or a labelled field. */
const ITEM_START = /^\s*(?:\d{1,2}[.)]\s|[-•*]\s|[A-Z][A-Za-z /&()-]{1,40}:|[A-Z][A-Z /&()-]{3,}$)/

/**
 * Joins the lines of a paragraph that a printer or OCR wrapped, so a sentence is read whole;
 * list items and labelled fields keep their own lines.
 */
export function joinWrappedLines(text: string): string {
  // OCR often leaves a blank line between the wrapped lines of one sentence.
  const lines = text.replace(/([^.!?:;\n])\n[ \t]*\n(?=[ \t]*[a-z(])/g, '$1\n').split('\n')
  const joined: string[] = []
  for (const line of lines) {
    const previous = joined.at(-1)
    const isContinuation =
      previous !== undefined &&
      previous.trim() !== '' &&
      line.trim() !== '' &&
      !/[.!?:;]\s*$/.test(previous) &&
      !ITEM_START.test(line) &&
      (/^\s*[a-z0-9(]/.test(line) || previous.length > 50)
    if (isContinuation) joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`
    else joined.push(line)
  }
  return joined.join('\n')
}

/** Sentences and lines: records are often lists, so a line break also ends a sentence. */
export function splitSentences(text: string): string[] {
  return joinWrappedLines(text)
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9("])/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0)
}

/** Words before a mention that mean the condition is absent, only suspected, or someone else's. */
const NEGATED_BEFORE =
  /\b(?:no|other than|excluding|except|(?:other )?(?:common )?causes|screen(?:ing)?|positive [\w-]+ screen|denies|denied|denying|negative for|without|ruled? out|r\/o|rule-out|not|never|absence of|free of|screen(?:ed|ing)? (?:for|negative)|suspected|suspect|possible|possibly|probable|questionable|concern for|evaluate for|evaluation for|to assess for|assess for|rule out|consider|differential|vs\.?|versus|risk (?:of|for)|at risk|family history(?: of)?|(?:mother|father|brother|sister|parents?|grandmother|grandfather|uncle|aunt)(?:'s)? (?:has|had|with|history)|history in (?:his|her) (?:mother|father))\b[^.;:]*$/i
/** Words after a mention with the same effect: "sleep apnea was ruled out", "tinnitus: denies". */
const NEGATED_AFTER =
  /^[^.;]{0,25}\b(?:was|were|is|has been) (?:ruled out|excluded|not (?:found|confirmed|supported|diagnosed)|denied)|^\s*(?:\?|: (?:denies|none|no|negative))|^[^.]{0,30}\b(?:not diagnosed|not found|ruled out|is suspected|suspected|denied)\b|^[^.;]{0,60}\)\s*(?:excluded|ruled out)|^\s*(?:criteria (?:not|were not|are not) met|clinic|screen|consult|referral)\b|^[^.;]{0,20}\bis (?:denied|deferred)\b|^[^.]*\?\s*\[\s*[xX]\s*\]\s*No\b|^\s*[-:]?\s*(?:rule out|r\/o|screen)\b/i
/** A sentence that makes no diagnosis at all: a screening form's comments, a list of symptoms. */
const NO_DIAGNOSIS_SENTENCE =
  /\b(?:no diagnos[ie]s (?:was |were )?made|symptoms only|not diagnosed|screen(?:ing)? (?:positive|negative))\b/i
/** Said of a condition anywhere in the record, it has no diagnosis: "there is no current hearing loss disability". */
const DENIED_CONDITION =
  /\b(?:no current|does not (?:have|meet the VA definition of))\s*(?:(?:the )?(?:bilateral |left |right )?)$/i

type Mention = {
  condition: VaCondition
  start: number
  end: number
  asWritten: string
  sentence: number
}

function findMentions(sentences: string[]): Mention[] {
  const mentions: Mention[] = []
  sentences.forEach((sentence, sentenceIndex) => {
    const found: Mention[] = []
    for (const { condition, patterns } of CONDITION_MATCHERS) {
      for (const pattern of patterns) {
        for (const match of sentence.matchAll(pattern)) {
          found.push({
            condition,
            start: match.index,
            end: match.index + match[0].length,
            asWritten: match[0],
            sentence: sentenceIndex,
          })
        }
      }
    }
    // The catalogue lists specific entries first; among overlapping matches the longest, then the first listed, wins.
    found.sort((a, b) => b.end - b.start - (a.end - a.start))
    const kept: Mention[] = []
    for (const mention of found) {
      if (kept.some((other) => mention.start < other.end && other.start < mention.end)) continue
      kept.push(mention)
    }
    mentions.push(...kept.sort((a, b) => a.start - b.start))
  })
  return mentions
}

function isAffirmed(sentence: string, mention: Mention): boolean {
  if (NO_DIAGNOSIS_SENTENCE.test(sentence)) return false
  // Only the clause the mention is in: "No PTSD; tinnitus is constant" denies only PTSD.
  const before =
    sentence
      .slice(0, mention.start)
      .split(/[;]|\b(?:but|however|although)\b/i)
      .at(-1) ?? ''
  const after = sentence.slice(mention.end)
  return !NEGATED_BEFORE.test(before.slice(-80)) && !NEGATED_AFTER.test(after)
}

const NEXUS_PHRASES: { strength: NexusStrength; pattern: RegExp }[] = [
  {
    strength: 'unable to resolve',
    pattern:
      /\b(?:without resort(?:ing)? to (?:mere )?speculation|cannot (?:be )?(?:resolved?|determined?|provide (?:an|a medical) opinion|offer an opinion|render an opinion)|unable to (?:provide|render|offer|give) (?:an |a medical )?opinion|unable to resolve)\b/i,
  },
  {
    strength: 'less likely than not',
    pattern:
      /\b(?:less likely than not|less likely as not|not at least as likely as not|(?:is|was|are|were) not (?:at least as likely as not|caused by|due to|related to|the result of|a result of|incurred in)|less than (?:a )?50 ?(?:percent|%)|unlikely (?:to be |that (?:it|the condition) (?:is|was) )?(?:related|caused|due))\b/i,
  },
  {
    strength: 'at least as likely as not',
    pattern:
      /\b(?:at least as likely as not|as likely as not|50 ?(?:percent|%) or (?:greater|higher|more))\b/i,
  },
  {
    strength: 'more likely than not',
    pattern:
      /\b(?:more likely than not|greater than (?:a )?50 ?(?:percent|%)|(?:is|was|are|were) (?:most likely |very likely |clearly )?(?:caused by|due to|the result of|a result of|proximately due to|incurred in|aggravated (?:by|beyond))|(?:is|are) (?:directly )?related to (?:(?:his|her|their|the veteran's) )?(?:military|active|in-service|service))\b/i,
  },
]

const OPINION_CONTEXT =
  /\b(?:opinion|opine|likely|probability|percent|speculation|nexus|caused by|due to|result of|related to|incurred|aggravat)/i

function findNexusOpinions(
  sentences: string[],
  mentions: Mention[],
  known: RecordCondition[],
): NexusOpinion[] {
  const opinions: NexusOpinion[] = []
  sentences.forEach((sentence, index) => {
    if (!OPINION_CONTEXT.test(sentence)) return
    const phrase = NEXUS_PHRASES.find(({ pattern }) => pattern.test(sentence))
    if (!phrase) return
    // Opinions on service: the sentence must touch on service, or be a formal opinion.
    if (
      phrase.strength !== 'unable to resolve' &&
      !/\b(?:service|military|active duty|deploy|in-service|combat|blast|noise|exposure|training|event|injury|incurred|aggravat|secondary|caused by|due to|result of|opinion)/i.test(
        sentence,
      )
    )
      return
    // Each condition the opinion is about: those named before what caused them ("…are the
    // result of the injury", "…secondary to the SSRI for PTSD": PTSD is the cause, not the subject).
    const cause =
      sentence
        .slice(1)
        .search(
          /\b(?:secondary to|due to|result of|caused by|aggravated by|related to|incurred)\b/i,
        ) + 1
    const inSentence = mentions.filter(
      (mention) => mention.sentence === index && (cause <= 0 || mention.start < cause),
    )
    const earlier = mentions
      .filter((mention) => mention.sentence < index && mention.sentence >= index - 2)
      .at(-1)
    const subjects = inSentence.length > 0 ? inSentence : earlier ? [earlier] : []
    const names = [
      ...new Set(
        subjects.map(
          (mention) =>
            known.find((item) => item.name === mention.condition.name)?.name ??
            mention.condition.name,
        ),
      ),
    ]
    for (const condition of names.length > 0 ? names : [null]) {
      opinions.push({
        condition,
        strength: phrase.strength,
        isFavorable:
          phrase.strength === 'more likely than not' ||
          phrase.strength === 'at least as likely as not',
        quote: sentence,
      })
    }
  })
  return opinions
}

const EVENT_PATTERNS = [
  /\b(?:IED|improvised explosive device|roadside bomb|VBIED)(?: blast| explosion| strike| attack)?\b/i,
  /\b(?:blast|explosion|mortar|rocket|artillery|RPG) (?:exposure|attack|injury|blast|impact|round)s?\b/i,
  /\b(?:vehicle |humvee |HMMWV |MRAP |truck |tactical vehicle )?roll-?over\b/i,
  /\b(?:motor vehicle|vehicle|humvee|HMMWV|convoy|truck) (?:accident|crash|collision)\b/i,
  /\b(?:parachute|airborne) (?:jumps?|landing|injury|accident)\b|\bhard (?:parachute )?landing\b/i,
  /\b(?:fell|fall|falling) (?:from|off) (?:a |the )?[\w -]{2,30}?\b(?=\W)/i,
  /\bburn pits?\b/i,
  /\bAgent Orange\b|\bherbicide exposure\b/i,
  /\b(?:military sexual trauma|MST|sexual(?:ly)? (?:assault(?:ed)?|harass(?:ed|ment)))\b/,
  /\b(?:hazardous |loud |chronic |military |occupational )?noise exposure\b|\bexposure to (?:loud |hazardous )?noise\b/i,
  /\b(?:gunshot|shrapnel|fragment(?:ation)?) wounds?\b|\bshot\b(?= (?:in|during|while))/i,
  /\b(?:helicopter|aircraft) (?:crash|hard landing|accident)\b/i,
  /\b(?:training|ruck(?:ing)?(?: march)?|PT|combatives|obstacle course) (?:accident|injury|fall)\b|\binjur(?:ed|y) (?:during|in) (?:training|basic training|PT|a ruck march|combat|deployment)\b/i,
  /\b(?:firefight|combat (?:patrol|operations|injury)|ambush|sniper fire)\b/i,
  /\b(?:witnessed|saw) (?:the )?(?:death|deaths|killing|bodies)\b|\bhandling (?:human )?remains\b/i,
  /\b(?:Camp Lejeune|contaminated water)\b/i,
  /\b(?:jet fuel|JP-8|toxic|chemical|smoke|particulate|sand and dust|oil well fires?) exposure\b|\bexposure to (?:jet fuel|JP-8|toxic|chemicals?|smoke|particulate matter|oil well fires?)\b/i,
  /\b(?:lifting|carrying) (?:heavy )?(?:ammunition|equipment|gear|loads?|rucksacks?)\b/i,
  /\b(?:concussion|head injury|knocked unconscious|lost consciousness|loss of consciousness)\b/i,
  /\b(?:parachute|static-line) jumps?\b|\bruck(?:ing)? (?:marches|march|training)\b/i,
  /\b(?:RPG|small-arms fire|indirect fire|EFP|howitzer|live-fire|artillery fire|flight line)\b/i,
  /\b(?:injured|injury|hurt|twisted|tore|torn|strained)\b[^.]{0,60}\b(?:while|during|at Fort|at Camp|in training|on deployment|PT)\b/i,
  /\b(?:sick call|profile|STR entry|service treatment records? (?:show|document|note))\b/i,
]
const SERVICE_CONTEXT =
  /\b(?:service|military|in-service|active duty|deploy(?:ed|ment)|tour|Iraq|Afghanistan|Kuwait|Vietnam|OIF|OEF|OND|Fallujah|Ramadi|Baghdad|Kandahar|Helmand|Mosul|basic training|boot camp|AIT|while in the|during (?:his|her) (?:service|time)|Army|Navy|Marine|Air Force|Coast Guard|convoy|patrol|training|STR|service treatment|Fort|Camp)\b/i

const MAX_EVENT_LENGTH = 220

/** The sentences that tell of something in service that could have caused a condition. */
function findInServiceEvents(sentences: string[]): string[] {
  const events: string[] = []
  for (const sentence of sentences) {
    if (
      !SERVICE_CONTEXT.test(sentence) &&
      !/\b(?:IED|blast|burn pit|Agent Orange|MST)\b/i.test(sentence)
    )
      continue
    // A form's question or a plan is not an event: "Was the Veteran exposed to ...? [X] Yes" is kept by its answer.
    if (/\?\s*$/.test(sentence) || /^\s*(?:plan|rationale)\b/i.test(sentence)) continue
    if (!EVENT_PATTERNS.some((pattern) => pattern.test(sentence))) continue
    const text = sentence.replace(/^[A-Z][A-Za-z /&()-]{1,40}:\s*/, '')
    events.push(
      text.length > MAX_EVENT_LENGTH ? `${text.slice(0, MAX_EVENT_LENGTH - 1).trimEnd()}…` : text,
    )
  }
  return unique(events)
}

const BRANCHES: [RegExp, string][] = [
  [/\b(?:Army National Guard|ARNG)\b/, 'Army National Guard'],
  [/\bAir National Guard\b/, 'Air National Guard'],
  [/\bArmy Reserves?\b/, 'Army Reserve'],
  [/\b(?:Marine Corps|USMC|Marines?)\b/, 'Marine Corps'],
  [/\b(?:Air Force|USAF)\b/, 'Air Force'],
  [/\bSpace Force\b/, 'Space Force'],
  [/\b(?:Coast Guard|USCG)\b/, 'Coast Guard'],
  [/\b(?:Navy|USN)\b/, 'Navy'],
  [/\b(?:Army|USA)\b/, 'Army'],
]
const DEPLOYMENTS: [RegExp, string][] = [
  [/\b(?:OIF|Operation Iraqi Freedom)\b/, 'Operation Iraqi Freedom'],
  [/\b(?:OEF|Operation Enduring Freedom)\b/, 'Operation Enduring Freedom'],
  [/\b(?:OND|Operation New Dawn)\b/, 'Operation New Dawn'],
  [/\b(?:OIR|Operation Inherent Resolve)\b/, 'Operation Inherent Resolve'],
  [/\b(?:Operation Desert (?:Storm|Shield)|Gulf War|Persian Gulf)\b/, 'Gulf War'],
  [/\bIraq\b/, 'Iraq'],
  [/\bAfghanistan\b/, 'Afghanistan'],
  [/\bKuwait\b/, 'Kuwait'],
  [/\bVietnam\b/, 'Vietnam'],
  [/\bKorea(?:n DMZ)?\b/, 'Korea'],
  [/\b(?:Syria)\b/, 'Syria'],
  [/\b(?:Djibouti)\b/, 'Djibouti'],
  [/\b(?:Bosnia|Kosovo)\b/, 'Balkans'],
]

function findServiceFacts(text: string): ServiceFacts {
  const branch = BRANCHES.find(([pattern]) => pattern.test(text))?.[1] ?? null
  const jobCodes = unique([
    ...[
      ...text.matchAll(
        /\b(?:MOS|AFSC|NEC|rating)\s*(?:code\s*)?[:#]?\s*\(?([0-9]{1,2}[A-Z][0-9A-Z]{0,4}|\d{4}|[A-Z]{2,4}\d?)\)?(?=[\s,.;)])/g,
      ),
    ].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/\((\d{2}[A-Z]\d?|\d[A-Z]\d[X\d]\d|\d{4})\)/g)]
      .filter((match) =>
        /\b(?:MOS|AFSC|infantry|specialist|mechanic|medic|technician|operator|crewman|officer|analyst|man|rifleman|sergeant|driver)\b/i.test(
          text.slice(Math.max(0, match.index - 60), match.index),
        ),
      )
      .map((match) => match[1] ?? ''),
  ])
  const deployments = unique(
    DEPLOYMENTS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name),
  )
  const servicePeriods = unique(
    [
      ...text.matchAll(
        /\b(?:served|service|active duty|enlisted|entered (?:active )?(?:duty|service)|military service)\b[^.\n]{0,60}?\b((?:19|20)\d{2})\s*(?:-|–|to|through|until|and)\s*((?:19|20)\d{2})\b/gi,
      ),
    ].map((match) => `${match[1]} to ${match[2]}`),
  )
  return { branch, jobCodes, deployments, servicePeriods }
}

const TEST_PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: 'Puretone average',
    pattern:
      /\bpure ?-?tone (?:threshold )?averages?\b[^.\n]{0,90}?\d{1,3}(?:\.\d)? ?dB(?:[^.\n]{0,40}?\d{1,3}(?:\.\d)? ?dB)?/i,
  },
  {
    name: 'Speech discrimination (Maryland CNC)',
    pattern:
      /\b(?:Maryland CNC|speech (?:discrimination|recognition))\b[^.\n]{0,80}?\d{1,3} ?%(?:[^.\n]{0,40}?\d{1,3} ?%)?/i,
  },
  { name: 'Forward flexion', pattern: /\bforward flexion\b[^.\n]{0,40}?\d{1,3}\s*(?:degrees|°)/i },
  {
    name: 'Range of motion',
    pattern:
      /\b(?:flexion|extension|abduction|dorsiflexion|plantar flexion)\b(?! (?:to|of) \d{1,3} ?%)[^.\n]{0,30}?\d{1,3}\s*(?:degrees|°)/i,
  },
  {
    name: 'Apnea-hypopnea index (AHI)',
    pattern:
      /\b(?:AHI|apnea-hypopnea index)\b[^.\n\d]{0,25}\d{1,3}(?:\.\d)?(?:\s*(?:events?\s*(?:per|\/)\s*h(?:ou)?r|\/h(?:r)?))?/i,
  },
  { name: 'GAF', pattern: /\bGAF\b(?: score)?[^.\n\d]{0,12}\d{1,3}/ },
  { name: 'PHQ-9', pattern: /\bPHQ-?9\b(?: score)?[^.\n\d]{0,12}\d{1,2}/i },
  { name: 'PCL-5', pattern: /\bPCL-?5\b(?: score)?[^.\n\d]{0,12}\d{1,2}/i },
  { name: 'Blood pressure', pattern: /\b(?:BP|blood pressure)\b[^.\n\d]{0,15}\d{2,3}\/\d{2,3}/i },
  { name: 'FEV-1', pattern: /\bFEV-?1(?:\/FVC)?\b[^.\n\d]{0,20}\d{1,3}(?:\.\d+)?\s*%?/i },
  {
    name: 'Ejection fraction',
    pattern: /\b(?:ejection fraction|LVEF|EF)\b[^.\n\d]{0,15}\d{1,2}\s*%/,
  },
  { name: 'METs', pattern: /\b\d{1,2}(?:\.\d)?\s*METs?\b/ },
]

function findTestResults(text: string): TestResult[] {
  const results: TestResult[] = []
  for (const { name, pattern } of TEST_PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const value = match[0].replace(/\s+/g, ' ').trim()
      if (!results.some((result) => result.value === value)) results.push({ name, value })
    }
  }
  return results.slice(0, MAX_ITEMS)
}

const SUICIDAL =
  /\b(?:suicidal (?:ideation|thoughts?|ideations|intent|plan)|thoughts? (?:of|about) (?:suicide|killing (?:him|her|them)sel(?:f|ves)|ending (?:his|her|their|my) life|being better off dead)|passive (?:death wish|suicidal)|wish(?:es|ed)? (?:he|she|they) (?:were|was|would be) dead|suicide attempt|attempted suicide|(?:endorses|endorsed|reports|reported|positive for|with|passive|active|current|intermittent|fleeting)\s+SI|SI\s+(?:with|without)\s+(?:a\s+)?(?:plan|intent))\b/
const SUICIDAL_DENIED =
  /\b(?:denies|denied|denying|no|negative for|without|not endorsing|does not endorse|absence of|free of)\b[^.;]{0,40}$/i

function mentionsSuicide(sentences: string[]): boolean {
  return sentences.some((sentence) => {
    const pattern = new RegExp(SUICIDAL.source, 'g')
    for (const match of sentence.matchAll(pattern)) {
      if (!SUICIDAL_DENIED.test(sentence.slice(0, match.index))) return true
    }
    return false
  })
}

const NAME = String.raw`[A-Z][a-zA-Z'-]+(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z][a-zA-Z'-]+){0,2}`
const PROVIDER_PATTERNS = [
  new RegExp(String.raw`\b(?:Dr\.?|Doctor)[ \t]+${NAME}`, 'g'),
  new RegExp(
    String.raw`\b${NAME},?[ \t]+(?:M\.?D\.?|D\.?O\.?|N\.?P\.?|PA-C|Ph\.?D\.?|Psy\.?D\.?|DPM|AuD|Au\.D\.|DNP|FNP-C|LCSW|DC|APRN|RN)\b`,
    'g',
  ),
]
const PROVIDER_LABEL =
  /\b(?:Provider|Physician|Clinician|Examiner|Examining (?:physician|provider)|Attending|Seen by|Signed by|Electronically signed by|Audiologist|Psychologist)\s*:\s*([^\n;]+)/gi
const FACILITY =
  /\b(?:[A-Z][\w.'-]*[ \t]+){1,6}(?:Medical Center|Hospital|Clinic|Health Care System|Healthcare System|Vet Center|VAMC|CBOC|Outpatient Clinic|Medical Group|Health Center|Army Medical Center|Naval Hospital)\b/g

function findProviders(text: string): string[] {
  const labelled = [...text.matchAll(PROVIDER_LABEL)].map(
    (match) => (match[1] ?? '').split(/\s{2,}|\t/)[0] ?? '',
  )
  const named = PROVIDER_PATTERNS.flatMap((pattern) => text.match(pattern) ?? [])
  const all = unique([...labelled, ...named]).filter(
    (name) => !name.includes('[name]') && /[A-Za-z]/.test(name),
  )
  return all.filter(
    (name) =>
      !all.some((other) => other !== name && other.toLowerCase().includes(name.toLowerCase())),
  )
}

function findFacilities(text: string): string[] {
  const all = unique(
    (text.match(FACILITY) ?? []).map((name) => name.replace(/^(?:at|the|from|to|in)\s+/i, '')),
  )
  return all.filter((name) => !all.some((other) => other !== name && other.includes(name)))
}

const VISIT_LABEL =
  /\b(?:Date of (?:visit|exam(?:ination)?|service|encounter|evaluation|note|report|admission|discharge)|(?:Visit|Exam|Encounter|Service|Admission|Discharge|Note|Report|Letter) date|Date|Dated|Signed(?: on)?|Seen(?: on)?)\s*:?\s*/gi

function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** Dates with a day, month and year: "03/14/2025", "March 14, 2025", never a bare year or a count. */
export function findDates(text: string): string[] {
  const results = chrono.strict
    .parse(text, new Date(2000, 0, 1))
    .filter(
      (result) =>
        result.start.isCertain('day') &&
        result.start.isCertain('month') &&
        result.start.isCertain('year'),
    )
  const visits = results.filter((result) => {
    const before = text.slice(Math.max(0, result.index - 40), result.index)
    return new RegExp(`${VISIT_LABEL.source}$`, 'i').test(before)
  })
  return unique(
    (visits.length > 0 ? visits : results).map((result) => isoDate(result.start.date())),
  )
}

function unique(values: string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const value of values) {
    const cleaned = value.replace(/\s+/g, ' ').replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, '')
    const key = cleaned.toLowerCase()
    if (!cleaned || seen.has(key)) continue
    seen.add(key)
    result.push(cleaned)
  }
  return result.slice(0, MAX_ITEMS)
}

/**
 * Reads a record the way a claims representative would: the diagnoses under VA's names and codes,
 * the opinions linking them to service and how strong they are, the events in service, the
 * service itself, the measurements the rating criteria use, and who wrote it, where and when.
 * Rules, not a model: everything listed is in the text, nothing is made up.
 */
export function findRecordFindings(recordText: string): RecordFindings {
  const text = joinWrappedLines(recordText)
  const sentences = splitSentences(text)
  const allMentions = findMentions(sentences)
  // "Service connection for hearing loss is denied ... no current hearing loss disability": not diagnosed anywhere.
  const denied = new Set(
    allMentions
      .filter((mention) => {
        const sentence = sentences[mention.sentence] ?? ''
        return (
          DENIED_CONDITION.test(sentence.slice(0, mention.start)) && !/\bgranted\b/i.test(sentence)
        )
      })
      .map((mention) => mention.condition.name),
  )
  const mentions = allMentions.filter(
    (mention) =>
      !denied.has(mention.condition.name) && isAffirmed(sentences[mention.sentence] ?? '', mention),
  )
  const conditions: RecordCondition[] = []
  for (const mention of mentions) {
    if (conditions.some((condition) => condition.name === mention.condition.name)) continue
    conditions.push({
      name: mention.condition.name,
      diagnosticCode: mention.condition.diagnosticCode,
      asWritten: mention.asWritten,
      hasInServiceEvent: false,
      hasNexusOpinion: false,
    })
  }
  const nexusOpinions = findNexusOpinions(sentences, allMentions, conditions)
  const inServiceEvents = findInServiceEvents(sentences)
  for (const condition of conditions) {
    condition.hasNexusOpinion = nexusOpinions.some(
      (opinion) => opinion.condition === condition.name,
    )
    const pattern =
      CONDITION_MATCHERS.find((matcher) => matcher.condition.name === condition.name)?.patterns ??
      []
    // An event told in the same sentence as the condition, or any event when the opinion links them.
    condition.hasInServiceEvent =
      inServiceEvents.length > 0 &&
      (condition.hasNexusOpinion ||
        sentences.some(
          (sentence) =>
            pattern.some((regex) => new RegExp(regex.source, regex.flags).test(sentence)) &&
            EVENT_PATTERNS.some((event) => event.test(sentence)),
        ))
  }
  return {
    conditions: conditions.slice(0, MAX_ITEMS),
    testResults: findTestResults(text),
    nexusOpinions,
    inServiceEvents,
    serviceFacts: findServiceFacts(text),
    dates: findDates(text),
    facilities: findFacilities(text),
    providers: findProviders(text),
    mentionsSuicidalIdeation: mentionsSuicide(sentences),
  }
}
