import * as chrono from 'chrono-node'
import {
  SCAR_PATTERN,
  scarCondition,
  VA_CONDITIONS,
  type VaCondition,
} from '@shared/guides/va-conditions'
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

/**
 * A line that starts a new item: a numbered ("2.", a form's "1b."), lettered or bulleted line, a
 * form's box ("[X] Erectile dysfunction"), a labelled field, a heading in capitals, or a SOAP
 * note's "S:", "O:", "A:", "P:".
 */
const ITEM_START =
  /^\s*(?:\d{1,2}[a-z]?[.)]\s|[a-h][.)]\s|[-•*#]\s|\[[\sxX✓✔]?\]|[A-Z][A-Za-z0-9 #/&()-]{1,40}:|[SOAP]:\s|[A-Z][A-Z /&()-]{3,}$)/

/** A heading in capitals on its own line ends there: "SECTION I - DIAGNOSIS". */
const CAPITALS_HEADING = /^\s*[A-Z][A-Z0-9 #/&()'-]{3,}\s*$/

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
      !CAPITALS_HEADING.test(previous) &&
      // A form's row ends with its answer: "m. Asthma ....  [ ]  [X]", "k. Asthma .. [ ] YES [X] NO".
      !/\](?:\s*(?:yes|no))?\s*$/i.test(previous) &&
      !ITEM_START.test(line) &&
      (/^\s*[a-z0-9(]/.test(line) || previous.length > 50)
    if (isContinuation) joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`
    else joined.push(line)
  }
  return joined.join('\n')
}

/** The part of a record a sentence is in, which changes what its words mean. */
type Section = 'diagnoses' | 'plan' | 'rationale' | 'not-diagnosed' | 'other'

const HEADING_MARKER = /^\s*(?:\d{1,2}[.)]\s*|[a-h][.)]\s*)?/
const HEADING = new RegExp(
  String.raw`${HEADING_MARKER.source}(?:[A-Z][A-Za-z0-9 #/&'()[\].,-]{0,80}:|[SOAP]:|[A-Z][A-Z /&'()-]{3,60}:?\s*$)`,
)
/** A heading whose last words say it lists diagnoses: "Assessment", "Discharge diagnoses", "IMP", SOAP's "A". */
const DIAGNOSES_HEADING =
  /^(?:a|a\/p|[\w\s'-]{0,40}?(?:^|[\s-])(?:diagnos[ie]s|dx|assessments?|impressions?|imp|problem list|problems)(?:\s*(?:and|&|\/)\s*plan)?(?:\s*#?\d+)?)$/i
/**
 * Words that make a heading ending in "diagnoses" about something else: "Reason for diagnosis",
 * "Symptoms seen with the diagnoses" (a mental disorders DBQ's boxes of symptoms, not its
 * diagnoses).
 */
const NOT_DIAGNOSES_HEADING =
  /\b(?:referral|reason|differential|family|history|date|risk|functional|fall|nutrition\w*|pain|suicide|safety|cognitive|psychosocial|social|needs|vocational|symptoms?)\b/i
const PLAN_HEADING =
  /^(?:plan|p|recommendations?|disposition|dispo|follow-?up|discharge instructions|instructions|orders)\b/i
const RATIONALE_HEADING = /^(?:rationale|reasoning|basis(?: for (?:the )?opinion)?|explanation)\b/i
/**
 * A family's history, a differential, what was ruled out and a problem list's inactive part:
 * conditions named there are not the patient's current diagnoses.
 */
const NOT_DIAGNOSED_HEADING =
  /^(?:family\b|fam hx|fhx|differential\b|ddx\b)|\b(?:inactive|resolved|ruled out|excluded)\b/i

/** The section a heading opens, or null when the line is not a heading. */
function sectionOf(line: string): Section | null {
  if (!HEADING.test(line)) return null
  // The label is what comes before the colon, without a parenthesis: "AUDIOLOGIST ASSESSMENT (…):".
  const [beforeColon = ''] = line.replace(HEADING_MARKER, '').split(':')
  const label = beforeColon.replace(/\s*[([].*$/, '').trim()
  if (!label) return null
  if (RATIONALE_HEADING.test(label)) return 'rationale'
  if (NOT_DIAGNOSED_HEADING.test(label)) return 'not-diagnosed'
  if (PLAN_HEADING.test(label)) return 'plan'
  if (DIAGNOSES_HEADING.test(label) && !NOT_DIAGNOSES_HEADING.test(label)) return 'diagnoses'
  return 'other'
}

type RecordLine = { text: string; section: Section; isHeading: boolean }

/** The record's lines, each with the section it is in; a section runs to the next heading. */
function readLines(text: string): RecordLine[] {
  let section: Section = 'other'
  const lines: RecordLine[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const opened = sectionOf(line)
    if (opened) section = opened
    // A rationale is a paragraph: the next numbered or lettered item is something else.
    else if (section === 'rationale' && /^\s*(?:\d{1,2}|[a-h])[.)]\s/.test(line)) section = 'other'
    lines.push({ text: line, section, isHeading: opened !== null })
  }
  return lines
}

/**
 * A sentence is listed when it is under a diagnoses heading, or opens a list item or a labelled
 * field ("PMH: …", "- …") outside a rationale: where a record names what the patient has.
 */
type Sentence = { text: string; section: Section; isListed: boolean }

function splitLine(line: string): string[] {
  return (
    line
      // "vs." is an abbreviation, not a sentence's end: "carpal tunnel syndrome vs. C6 radiculopathy".
      .split(/(?<=[.!?])(?<!\bvs\.)\s+(?=[A-Z0-9("])/)
      .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
      .filter((sentence) => sentence.length > 0)
  )
}

function readSentences(lines: RecordLine[]): Sentence[] {
  return lines.flatMap((line) =>
    splitLine(line.text).map((text, index) => ({
      text,
      section: line.section,
      isListed:
        line.section === 'diagnoses' ||
        (index === 0 && line.section !== 'rationale' && ITEM_START.test(line.text)),
    })),
  )
}

/** Sentences and lines: records are often lists, so a line break also ends a sentence. */
export function splitSentences(text: string): string[] {
  return joinWrappedLines(text).split(/\n+/).flatMap(splitLine)
}

/**
 * Words before a mention that mean the condition is absent, only suspected or yet to be diagnosed
 * ("before any PTSD diagnosis is made", "carpal tunnel syndrome vs. C6 radiculopathy", "raised the
 * question of neuropathy", "a lesion suspicious for melanoma", "plausible contributors: diabetic
 * nephropathy"), or someone else's ("his father died of lung cancer").
 */
const NEGATED_BEFORE =
  /\b(?:no|other than|excluding|except|(?:other )?(?:common )?(?:causes|contributors?)|question of|questioned|suspicious (?:for|of)|screen(?:ing)?|positive [\w-]+ screen|denies|denied|denying|(?:cannot|can't|could not) exclude|negative for|without|ruled? out|r\/o|rule-out|not|never|absence of|free of|screen(?:ed|ing)? (?:for|negative)|suspected|suspect|possible|possibly|probable|questionable|concern for|evaluate for|evaluation for|(?:evaluated|tested|worked up|referred) for|to assess for|assess for|rule out|consider|differential|vs\.?|versus|before (?:any|making (?:a|any))|risk (?:of|for)|risk factors?|at risk|family history(?: of)?|(?:mother|father|brother|sister|parents?|grandmother|grandfather|uncle|aunt)(?:'s)? (?:has|had|with|history|died (?:of|from))|history in (?:his|her) (?:mother|father))\b[^.;:]*$|\bvs\.\s[^.;:]*$/i
/**
 * Words after a mention with the same effect: "sleep apnea was ruled out", "tinnitus: denies",
 * "gout in either foot was considered and is not shown", "lupus has not been diagnosed",
 * "sinusitis - not supported on exam", "CAD not identified", "iron deficiency anemia 2018 -
 * resolved", what only cannot be excluded yet, "meniscal tear - cannot rule out", the first
 * of two possibilities, "tension headache vs. migraine", a history's "gout - no, that was his
 * brother", and a risk of it, "low OSA risk".
 */
const NEGATED_AFTER =
  /^\s*(?:vs\.?|versus)\s|^[^.;]{0,30}\b(?:cannot|can't|could not|unable to) (?:be )?(?:exclude|excluded|rule out|ruled out)\b|^[^.;]{0,25}\b(?:(?:was|were) (?:also )?considered and )?(?:was|were|is|has been) (?:ruled out|excluded|not (?:found|confirmed|supported|diagnosed|present|shown)|denied)|^[^.;]{0,25}\b(?:has|have|had) (?:not|never) been diagnosed\b|^\s*(?:\?|: (?:denies|none|no|negative))|^\s*[-–]\s*(?:denies|none|no|negative)\s*(?:[,;.]|$)|^[^.]{0,30}\b(?:not diagnosed|not found|not present|not supported|not identified|ruled out|excluded|is suspected|suspected|denied)\b|^[^.;]{0,60}\)\s*(?:excluded|ruled out)|^\s*(?:criteria (?:not|were not|are not) met|clinic|screen(?:ing)?|consult|referral|test|testing|study|evaluation|eval|work-?up|risk)\b|^\s*[-–:,]?\s*(?:does not meet(?: the)? criteria|not meeting(?: the)? criteria|subthreshold|sub-threshold)\b|^[^.;]{0,20}\bis (?:denied|deferred)\b|^[^.]*?[?:]\s*(?:\[\s*\]\s*Yes\s*)?\[\s*[xX]\s*\]\s*No\b|^\s*[-–:,]?\s*(?:was |were )?(?:both |also )?considered\b|^\s*[-:]?\s*(?:rule out|r\/o|screen)\b|^[^.;]{0,20}\b(?:as a child|in childhood)\b/i
/**
 * The other conditions named with a mention as one subject, up to its verb: what is said of "X and
 * Y were considered and excluded" is said of each.
 */
const REST_OF_SUBJECT =
  /^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:an?\s+|the\s+)?[a-z][\w\s'-]{0,50}?(?=\s+(?:was|were|is|are|has been|have been)\b)/i
/**
 * A condition named as what is claimed is no diagnosis ("I am filing for PTSD", "Service connection
 * for hearing loss is denied"), also after other claims listed before it ("my claim for hearing
 * loss, tinnitus, and my knee"), unless the sentence grants it: VA's grant accepts the diagnosis.
 */
const CLAIMED_BEFORE =
  /\b(?:service connection (?:for|of)|(?:filing|applying|claiming|a claim|claims?) for)\s+(?:[a-z][\w' -]{0,40},\s+)*(?:(?:and|or)\s+)?(?:an?\s+|the\s+|my\s+|his\s+|her\s+)?(?:(?:bilateral|left|right)\s+)?$/i
/** What a title line holds beside the condition: a number, a side, a diagnostic code. */
const ISSUE_TITLE_REST =
  /^\s*(?:\d{1,2}[.)]\s*)?(?:(?:bilateral|left|right)\s+)?(?:\(DC \d{4}\))?\s*[.:]?\s*$/i
/** A grant, not the refusal of one: "service connection cannot be granted" grants nothing. */
const GRANTED =
  /(?<!\b(?:not|cannot|can't)\s+(?:be\s+)?)\b(?:granted|established|continued|increased)\b/i
/**
 * A condition named as what a rule asks for, or as what might come, is no diagnosis: "requires a
 * current hearing loss disability", "if you are later diagnosed with tinnitus".
 */
const HYPOTHETICAL_BEFORE =
  /\b(?:(?:requires?|required|criteria for)\s+(?:evidence of\s+)?an?\s+(?:current\s+)?|if (?:you are|he is|she is|the veteran is) (?:later |ever )?diagnosed with\s+)(?:(?:bilateral|left|right)\s+)?$/i
/**
 * A cancer treated and gone is history, not a current diagnosis: "prostate cancer, radical
 * prostatectomy 2013, no evidence of recurrence" (an alcohol use disorder in remission still is one).
 */
const CANCER = /\b(?:cancer|carcinoma|lymphoma|leukemia|melanoma|myeloma|malignan\w*)\b/i
const IN_REMISSION_AFTER =
  /^[^.]{0,100}\b(?:in (?:complete |full |sustained )?remission|no evidence of (?:recurrence|disease))\b/i
/**
 * Any condition said to have passed or not to have come back is history: "kidney stone 2015,
 * passed spontaneously", "a hernia repaired in 2010, with no recurrence".
 */
const OVER_AFTER =
  /^[^.;]{0,80}\b(?:(?:no|without) (?:further )?recurrences?|passed (?:spontaneously|on its own))\b/i
/**
 * What the service treatment records are cited as showing, anywhere before in the sentence,
 * happened in service, not what the veteran has now: "STRs: sick call, 'Assessment: ankle
 * sprain'", "service treatment records show that he fell; the assessment was a knee sprain".
 */
const SERVICE_RECORDS_TOLD = /\b(?:[Ss]ervice [Tt]reatment [Rr]ecords?|STRs?)\b/
/**
 * A form's examples name what a question asks about, not what anyone has: "Skin diseases (e.g.
 * acne, eczema)".
 */
const EXAMPLES_BEFORE = /\((?:e\.g\.|eg\b|for example|such as)[^)]*$/i
/**
 * An evidence list's examinations are named by what they examined, in title case: "VA
 * examination, Hearing Loss and Tinnitus" is no diagnosis of either ("VA examination, the
 * examiner diagnosed tinnitus" still is).
 */
const EXAMINATION_TITLE_BEFORE =
  /\b(?:VA|C&P) (?:examinations?|exams?)\s*[,:]\s*(?:(?:\(?[A-Z][\w'-]*\)?|and|of|&)[\s,]*)*$/
/** A list of symptoms names what the patient feels, not what was diagnosed: "Symptoms: headache, tinnitus". */
const SYMPTOM_LIST_BEFORE =
  /\bsymptoms?(?: (?:include|included|reported|endorsed|were|are|of))?\s*:[^.;:]*$/i
/** A mental status exam's description of how the patient seems: "Affect constricted, dysthymic". */
const MOOD_OR_AFFECT_BEFORE =
  /(?:^|[.:]["']?\s)\s*(?:mood|affect)\b(?!\s+disorder)\s*:?[^.;:]{0,40}$/i
/** A sentence that makes no diagnosis at all: a screening form's comments, a list of symptoms. */
const NO_DIAGNOSIS_SENTENCE =
  /\b(?:no diagnos[ie]s (?:was |were )?made|symptoms only|not diagnosed|screen(?:ing)? (?:positive|negative))\b/i
/**
 * Said of a condition anywhere in the record, it has no diagnosis: "there is no current hearing
 * loss disability", "without a current hearing loss", "found that you do not have hypertension",
 * "the examiner found no diagnosis of gout", "no clinician has diagnosed lupus", "there is no gout",
 * "the evidence does not show a current diagnosis of gout", "I do not find gout".
 */
const DENIED_CONDITION =
  /\b(?:no current(?: diagnosis of)?|there (?:is|was) no|without a current|does not (?:have|meet the VA definition of)|(?:do|did) not have|(?:do|does|did) not (?:show|establish) an? (?:current )?diagnosis of|(?:do|does|did) not find|(?:found|finds|showed|shows) no diagnosis of|no (?:clinician|physician|doctor|examiner|provider|one) has (?:ever )?diagnosed(?: (?:you|him|her|the veteran) with)?)\s*(?:(?:the )?(?:bilateral |left |right )?)$/i
/** The same, said around it: "this is not a hearing loss disability", "does not show a … disability". */
const NOT_A_DISABILITY_BEFORE = /\bnot(?: show| establish| demonstrate)? an?\s+$/i
const DISABILITY_AFTER = /^\s+disability\b/i

/**
 * Said right after a condition anywhere in the record: "GERD was ruled out" (or "is") outweighs a
 * claim's name for it, and so does a decision's "a hearing loss disability is not shown" (also
 * "hearing loss for VA purposes (38 CFR 3.385) is not shown"), a doctor's "so gout is not
 * present" (after a question whether he has it), or a decision's "lupus has not been diagnosed".
 */
const RULED_OUT_AFTER =
  /^[^.;]{0,25}\b(?:is|was|were|has been|have been) ruled out\b|^(?:\s+for VA purposes)?(?:\s*\([^()]*\))?\s*(?:disability )?(?:(?:is|was) not (?:shown|present)|(?:has|have) (?:not|never) been diagnosed)\b/i
/**
 * Said right after a condition anywhere in the record, it is history, not a current diagnosis:
 * "iron deficiency anemia 2018 - resolved", "adjustment disorder with anxiety (2017) - resolved",
 * or after how it was treated, "gout 2019, treated with colchicine; resolved".
 */
const RESOLVED_AFTER =
  /^(?:\s+with [a-z]+(?: [a-z]+)?)?\s*[-–:,]?\s*(?:\(?(?:in )?\d{4}\)?\s*[-–:,]?\s*)?(?:resolved|since resolved)\b|^[^.;]{0,80};\s*(?:since )?resolved\b/i
/**
 * Later in its sentence, a diagnosis taken back: "a diagnosis of gout since 2015; on review that
 * diagnosis is not supported" is no diagnosis anywhere in the record.
 */
const WITHDRAWN_AFTER =
  /^[^.]*\b(?:that|this) diagnosis (?:is|was|has been) (?:not supported|not correct|incorrect|wrong|in error|withdrawn)\b/i
/**
 * A condition named again by its last word and said to have resolved: "the sprain in service had
 * resolved" makes every "ankle sprain" in the record history. Words that name no one condition
 * ("the condition", "the injury") say nothing of which.
 */
const SHORT_NAME_RESOLVED =
  /\b(?:the|his|her|that) (?:in-service )?([a-z]+) (?:(?:in|during) service )?(?:had |has |appeared to have |appears to have |was )?resolved\b/gi
/** Right after a condition, the limb it is in: "peripheral neuropathy, left lower extremity". */
const LIMB_AFTER = /^,\s*((?:right|left) (?:upper|lower) extremity)\b/i
/** A study's report line names what the image showed, not what the doctor diagnosed: "Echocardiogram (03/2025): … LVH". */
const STUDY_FINDINGS =
  /^(?:echo(?:cardiogram)?|EKG|ECG|CXR|chest x-?ray|x-?rays?|radiographs?|MRI|CT(?: scan)?|imaging|ultrasound|NCS(?:\/EMG)?|EMG|nerve conduction\b[^:]{0,20})\b[^:.]{0,40}(?::|\b(?:showed|shows|revealed|demonstrated)\b)/i
/**
 * Inside a sentence, what a tracing or an audiogram showed: "...; audiogram shows a mild mixed
 * hearing loss on the left". (Imaging is left out: x-rays are how arthritis is diagnosed.)
 */
const STUDY_SHOWED_BEFORE =
  /\b(?:audiogram|audiometry|echo(?:cardiogram)?|EKG|ECG)\b[^.;:]{0,20}\b(?:shows?|showed|revealed|demonstrated|demonstrates)\s+(?:an?\s+)?(?:(?:mild|moderate|severe|small|minimal|early)\s+)*$/i
/** A listed use of a substance that the list itself says is no disorder: "Alcohol use - not meeting criteria". */
const CRITERIA_NOT_MET =
  /\b(?:not meeting|does not meet|did not meet)(?: the)? criteria\b|\bsub-?threshold\b/i
/** A form's column headings: "Side  Diagnosis   ICD code   Date of diagnosis". */
const FORM_COLUMN_HEADINGS =
  /^(?:(?:side|diagnos[ie]s|icd(?:-10)?|code|date|of|onset|status|laterality)\b[\s/:-]*){2,}$/i
/** A form's section title names what the section asks about: "SECTION V - RADICULOPATHY". */
const FORM_SECTION_TITLE = /^section [ivx0-9]+\b/i
/** A form's own name at the top of a printout: "DD FORM 2796 - printout of electronic submission". */
const FORM_NAME = /^(?:dd|va|sf|da|navmed|af) form\b/i

/**
 * A form's box left empty, also as OCR reads one: the "]" of "[ ]" often comes back as "1", "l",
 * "I", "J" or "|" ("[ 1 Knee strain", "[JR").
 */
const EMPTY_BOX = String.raw`\[\s*(?:\]|[1lIJ|]\s*\]?)`
const TICKED_BOX = String.raw`\[\s*[xX✓✔]\s*\]`
/** Before a mention, an empty box, or a yes/no row whose "yes" is empty and "no" ticked: "[ ]  [X]  Asthma". */
const UNCHOSEN_BEFORE = new RegExp(String.raw`${EMPTY_BOX}(?:\s*${TICKED_BOX})?\s*$`)
/** A line that starts with an empty box leaves its option unchosen: "[ ] Knee joint osteoarthritis". */
const UNCHOSEN_LINE = new RegExp(String.raw`^\s*${EMPTY_BOX}[A-Za-z\s-]{0,40}$`)
/**
 * After a mention, a yes/no row answered no: "Asthma or any breathing problems .... [ ]   [X]",
 * also with its answers labelled, "Hearing loss .... [ ] YES [X] NO".
 */
const ANSWERED_NO_AFTER = new RegExp(
  String.raw`^[^[\]]*${EMPTY_BOX}\s*(?:yes\s*)?${TICKED_BOX}\s*(?:no)?\s*$`,
  'i',
)

/**
 * A form's question whose boxes are on the next line, answered no: "Has the Veteran had a heart
 * attack?" then "[ ] Yes  [X] No". The condition it asks about is not diagnosed there.
 */
const QUESTION_END = /\?\s*$/
const ANSWERED_NO_LINE = new RegExp(
  String.raw`^\s*(?:${EMPTY_BOX}\s*yes\s*)?${TICKED_BOX}\s*no\b`,
  'i',
)

/**
 * Conditions a record names in its prose mostly as another's risk factor or cause ("explained by
 * obesity", "noting his age and obesity"), and VA does not rate on their own (obesity is no
 * disability for service connection, VAOPGCPREC 1-2017): diagnoses only where a record lists them.
 */
const LISTED_ONLY = new Set(['Obesity'])

type Mention = {
  condition: VaCondition
  start: number
  end: number
  asWritten: string
  sentence: number
}

/** A short aside in parentheses: "Degenerative arthritis (spondylosis) of the cervical spine". */
const ASIDE = /\s*\([^()]{1,40}\)/g

/**
 * The sentence without its asides, and where each of its characters was in the sentence, so a
 * name an aside interrupts can be read whole.
 */
function withoutAsides(sentence: string): { text: string; positions: number[] } {
  const positions: number[] = []
  let kept = 0
  for (const match of sentence.matchAll(ASIDE)) {
    for (let position = kept; position < match.index; position++) positions.push(position)
    kept = match.index + match[0].length
  }
  for (let position = kept; position < sentence.length; position++) positions.push(position)
  return { text: positions.map((position) => sentence[position]).join(''), positions }
}

function findMentions(sentences: string[]): Mention[] {
  const mentions: Mention[] = []
  sentences.forEach((sentence, sentenceIndex) => {
    const found: Mention[] = []
    const isPainfulOrUnstable = /\b(?:painful|unstable|tender)\b/i.test(sentence)
    for (const match of sentence.matchAll(SCAR_PATTERN)) {
      const site = match.groups?.siteAfter ?? match.groups?.siteBefore ?? ''
      found.push({
        condition: scarCondition(site, isPainfulOrUnstable),
        start: match.index,
        end: match.index + match[0].length,
        asWritten: match[0],
        sentence: sentenceIndex,
      })
    }
    // Read again without asides only where the sentence may have one: most have none.
    const plain = sentence.includes('(') ? withoutAsides(sentence) : null
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
        // A name an aside interrupts is one name: "degenerative arthritis (spondylosis) of the
        // cervical spine" is the arthritis of the spine, not a general arthritis and a spondylosis.
        if (!plain) continue
        for (const match of plain.text.matchAll(pattern)) {
          const start = plain.positions[match.index] ?? 0
          const end = (plain.positions[match.index + match[0].length - 1] ?? 0) + 1
          if (end - start === match[0].length) continue
          found.push({
            condition,
            start,
            end,
            asWritten: sentence.slice(start, end),
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
  if (
    NO_DIAGNOSIS_SENTENCE.test(sentence) ||
    STUDY_FINDINGS.test(sentence) ||
    FORM_SECTION_TITLE.test(sentence)
  )
    return false
  // Only the clause the mention is in: "No PTSD; tinnitus is constant" denies only PTSD, and
  // "the scan showed no fracture, and the doctor put the pain down to a sprain" only the fracture
  // (a new subject after ", and" starts a clause; a list's ", and gout" does not).
  const before =
    sentence
      .slice(0, mention.start)
      .split(
        /[;]|\b(?:but|however|although)\b|,\s+(?:and|so)\s+(?=(?:the|he|she|they|it|this|that|his|her|we|I)\s)/i,
      )
      .at(-1) ?? ''
  const after = sentence.slice(mention.end)
  return (
    !NEGATED_BEFORE.test(before.slice(-80)) &&
    // A form's box left empty: "[ ] Shoulder instability/dislocation".
    !UNCHOSEN_BEFORE.test(before) &&
    !UNCHOSEN_LINE.test(sentence.slice(0, mention.start)) &&
    !ANSWERED_NO_AFTER.test(after) &&
    !NEGATED_AFTER.test(after) &&
    !NEGATED_AFTER.test(after.replace(REST_OF_SUBJECT, '')) &&
    !SYMPTOM_LIST_BEFORE.test(before) &&
    !MOOD_OR_AFFECT_BEFORE.test(before) &&
    !STUDY_SHOWED_BEFORE.test(before) &&
    !(CLAIMED_BEFORE.test(before) && !GRANTED.test(sentence)) &&
    !HYPOTHETICAL_BEFORE.test(before) &&
    !(CANCER.test(mention.condition.name) && IN_REMISSION_AFTER.test(after)) &&
    !OVER_AFTER.test(after) &&
    !EXAMPLES_BEFORE.test(before) &&
    !EXAMINATION_TITLE_BEFORE.test(before) &&
    !SERVICE_RECORDS_TOLD.test(sentence.slice(0, mention.start)) &&
    !isCauseOfAnother(sentence, mention, after)
  )
}

/**
 * An injury named as where another condition came from is an event, not a current diagnosis:
 * "Scar, left forearm, post shell fragment wound", "the result of the wounds sustained in service".
 */
function isCauseOfAnother(sentence: string, mention: Mention, after: string): boolean {
  const before = sentence.slice(0, mention.start)
  return (
    (/\b(?:status post|s\/p|post|residuals? of)\s+(?:an?\s+)?$/i.test(before) &&
      /,\s*\S+[^,]*$/.test(before)) ||
    /^\s*(?:sustained|received|suffered)\b/i.test(after)
  )
}

const ITEM_MARKER = /^\s*(?:\d{1,2}[.)]|[a-h][.)]|[-•*#])\s+/
/** An ICD-10 code written next to a diagnosis: "ICD L90.5", "(F43.10)", "[N52.9]". */
const ICD_CODE =
  /(?:\bICD(?:-10)?(?:-CM)?(?: code)?:?\s*\[?|[([])([A-TV-Z]\d{2}(?:\.[0-9A-Z]{1,4})?)\b[\])]?/
/** A code with no label before it, at the start of a field's value: " S83.241S Date of diagnosis…". */
const BARE_ICD_CODE = /^\s*[A-TV-Z]\d{2}(?:\.[0-9A-Z]{1,4})?\b/
/**
 * Symptoms, signs and findings (a lab value "elevated", an image's "tendon thickening"),
 * exposures, habits given up ("former tobacco use"), acts such as an overdose, and the plan's own
 * items: in a diagnosis list they are not diagnoses ("L knee pain -- exam normal", "Weight management - MOVE!
 * referral offered", "Good rehab potential", "Noise exposure - enrolled in the hearing conservation
 * program").
 */
const NOT_A_DIAGNOSIS =
  /\b(?:pain|aches?|sleepiness|somnolence|hypersomnolence|dizziness|vertigo|fatigue|headaches?|cough|wheez\w*|dyspnea|shortness of breath|numbness|tingling|paresthesias?|swelling|stiffness|weakness|nausea|insomnia|irritability|(?:low|depressed|anxious|dysphoric) mood|suspicious|snoring|complaints?|symptoms?|difficulty|tenderness|effusion|threshold shift|shift|findings?|thicken(?:ing|ed)|mass(?:es)?|nodules?|hematuria|changes|same|as above|see above|unchanged|deferred|abnormalit\w*|none|normal|negative|unremarkable|ruled out|rule out|r\/o|excluded|not present|not (?:found|diagnosed|confirmed|suspected|met)|no diagnosis|unexplained|unclear|pending|work-?up|versus|vs|possible|probable|suspected|questionable|history of|hx of|h\/o|family|screen\w*|management|counsel\w*|referral|education|follow-?up|maintenance|preventive|immuniz\w*|vaccin\w*|reconciliation|refills?|suicidal|suicide|overdose|homicidal|potential|prognosis|exposures?|registry|elevated|former)\b|\?/i
/**
 * A surgery or an examination, not a diagnosis, when an item is named by it ("Meniscectomy
 * (partial)", "S/p appendectomy", "Annual foot exam - monofilament intact"); named after the
 * diagnosis it treated, it leaves that diagnosis listed ("Open fracture, left tibia, s/p external
 * fixation").
 */
const PROCEDURE =
  /^(?:s\/p|status post)\b|\b\w+(?:ectomy|otomy|ostomy|plasty)\b|\b(?:repair|reconstruction|release|fixation|debridement|arthroscopy|exam|examination)\b/i
/**
 * An aid or a device, not a diagnosis, when an item is named by it: "Hearing aids, both ears",
 * "CPAP nightly", "Cane for long distances".
 */
const DEVICE =
  /^(?:(?:bilateral|left|right)\s+)?(?:hearing aids?|cochlear implants?|CPAP|BiPAP|APAP|canes?|walkers?|wheelchairs?|crutches|braces?|orthotics?|insoles)\b/i
/** A form's checked box before the option it marks: "[X] No other mental disorder diagnosis". */
const CHECKED_BOX = /^\s*\[\s*[xX✓✔]\s*\]\s*/
/** A test or interview a diagnosis was made with, named in a list: "structured clinical interview (SCID-5)". */
const ASSESSMENT_TOOL =
  /\b(?:interview|questionnaire|inventory|scale|checklist|SCID(?:-5)?\w*|PHQ-?\d*|GAD-?7|PCL-?5?|CAPS-?5|MMPI\S*|MoCA|SLUMS|AUDIT-?C?)\b/i
/** A sentence rather than a name: a list item that tells or plans something. */
const TELLS_SOMETHING =
  /\b(?:is|are|was|were|has|have|had|presents?|reports?|denies|appears?|continues?|continued|will|should|recommend\w*|patient|pt|veteran|he|she|his|her|reviewed|discussed|start|stop|follow|consistent)\b/i
/** A medicine and its dose, listed under a combined assessment and plan. */
const MEDICATION =
  /\b\d+(?:\.\d+)?\s*(?:mg|mcg|g|mL|units?)\b|\b(?:BID|TID|QID|PRN|qHS|q\d+h|daily|nightly|tablets?|capsules?)\b/i
/** What a part after a comma can say and still be part of the name: where the condition is. */
const SITE_PART =
  /^(?:(?:left|right|bilateral|upper|lower|anterior|posterior|medial|lateral|[LR])\b|[\w ]*\b(?:foot|feet|leg|legs|arm|arms|hand|hands|knee|knees|hip|hips|shoulder|ankle|wrist|elbow|neck|back|spine|lobe|lung|chest|face|cheek|head|ear|ears|eye|eyes|toe|finger|ligament|tendon|joint|[LCTS]\d(?:-[LCTS]?\d)?)\b)/i

/**
 * Diagnoses the catalogue does not know, read from where a record lists them: the items under
 * "Assessment", "Diagnoses", "Impression" or a problem list, and any line with an ICD-10 code.
 * Named as written, without a code; an item that names a catalogued condition, a symptom, a finding
 * or something ruled out is left to the other rules.
 */
function findListedDiagnoses(lines: RecordLine[]): { name: string; asWritten: string }[] {
  const listed: { name: string; asWritten: string }[] = []
  // Unnumbered lines are a list only in a run straight under the heading: "ASSESSMENT\nGout\n…";
  // after numbered items an unnumbered line is something else ("RTC 3 months", a signature).
  let isInList = false
  let isNumberedList = false
  for (const line of lines) {
    const code = ICD_CODE.exec(line.text)?.[1]
    const isMarked = ITEM_MARKER.test(line.text)
    const continuesList: boolean = isInList && (isMarked || !isNumberedList)
    const plain = line.text.replace(ITEM_MARKER, '').trim()
    isInList =
      line.section === 'diagnoses' &&
      (line.isHeading
        ? !line.text.includes(':') || line.text.trim().endsWith(':')
        : (continuesList || isMarked) &&
          plain.length <= 80 &&
          !/,$/.test(plain) &&
          !TELLS_SOMETHING.test(plain))
    isNumberedList = isInList && !line.isHeading && (isMarked || isNumberedList)
    // A coded line under a family history or an inactive problem list is no current diagnosis either.
    if ((code && /^[RZ]/.test(code)) || line.section === 'not-diagnosed') continue
    const isListed = line.section === 'diagnoses' && (line.isHeading || isMarked || continuesList)
    if (!isListed && !code) continue
    let item = line.text
    if (line.isHeading) {
      const colon = item.indexOf(':')
      if (colon < 0) continue
      item = item.slice(colon + 1)
      // After a label, a bare code is the code field's value, not a name: "ICD code: M72.2 Date of
      // diagnosis: 2016", as a form's row reads once an upload's runs of spaces are one space.
      if (BARE_ICD_CODE.test(item)) continue
    }
    // A form's columns are set apart by runs of spaces ("Left knee strain   ICD code: S83.92"), and
    // a box starts the next option, also once an upload has made a run of spaces one space: in
    // "[X] Gout [X] Hallux rigidus" the first option is "Gout", not the whole row as one name.
    const cells = item.replace(ITEM_MARKER, '').split(/\s{3,}|\t|(?<=\S)\s+(?=\[[^\]]{0,3}\])/)
    // A cell that is only a label ending in a colon names no condition: in "Left ear: [X]
    // Otosclerosis" the name is the option after it.
    const cell = (/^\s*[A-Za-z][\w ]{0,30}:\s*$/.test(cells[0] ?? '') ? cells[1] : cells[0]) ?? ''
    // A form's box: an unchecked one chooses nothing, a checked one is read without its mark.
    if (UNCHECKED_OPTION.test(cell)) continue
    const first = (splitLine(cell.replace(CHECKED_BOX, ''))[0] ?? '').replace(/[.\s]+$/, '')
    if (!first || /^(?:no|not|negative|cannot)\b/i.test(first)) continue
    if (FORM_COLUMN_HEADINGS.test(first) || CRITERIA_NOT_MET.test(first)) continue
    if (FORM_SECTION_TITLE.test(first) || FORM_NAME.test(first)) continue
    if (
      NOT_A_DIAGNOSIS.test(first) ||
      TELLS_SOMETHING.test(first) ||
      MEDICATION.test(first) ||
      ASSESSMENT_TOOL.test(first)
    )
      continue
    if (
      CONDITION_MATCHERS.some(({ patterns }) =>
        patterns.some((pattern) => new RegExp(pattern.source, pattern.flags).test(first)),
      )
    )
      continue
    if (new RegExp(SCAR_PATTERN.source, 'i').test(first)) continue
    // The name ends where a qualifier, a cause, a comment or a form's next field begins: "Stress
    // urinary incontinence following prostatectomy" is the incontinence, not a surgery, and
    // "Hallux rigidus Side: [X] Left" (a row whose runs of spaces became one) is the hallux rigidus.
    const [named = ''] = first
      .replace(new RegExp(ICD_CODE.source, 'g'), '')
      .split(
        /\s+-{1,2}\s+|\s+(?:side|date of diagnosis)\s*:|\s*[(;:]|\s+(?:secondary to|due to|following|after|with|without)\s+/i,
      )
    // What the item goes on to say of it: "Gout - not supported by labs".
    const saidAfter = first.slice(first.indexOf(named) + named.length)
    if (NEGATED_AFTER.test(saidAfter) || RESOLVED_AFTER.test(saidAfter)) continue
    const [head = '', ...rest] = named.split(/\s*,\s*/)
    if (PROCEDURE.test(head) || DEVICE.test(head)) continue
    const sites = rest.slice(0, 2).filter((part) => SITE_PART.test(part))
    const name = [head.replace(/^(?:mild|moderate|severe)\s+/i, ''), ...sites]
      .join(', ')
      .replace(/\s+/g, ' ')
      .trim()
    if (name.length < 4 || name.length > 80 || name.split(' ').length > 10) continue
    if (!/[a-z]{4,}/i.test(name)) continue
    listed.push({ name: name.charAt(0).toUpperCase() + name.slice(1), asWritten: first })
  }
  return listed
}

/**
 * Two names of one condition: more than half the key words of the shorter are in the other, so
 * "Gout" is "Gout, right first MTP joint" but "hip strain" is not "hip bursitis".
 */
function isSameName(a: string, b: string): boolean {
  const wordsOf = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word)),
    )
  const left = wordsOf(a)
  const right = wordsOf(b)
  const shared = [...left].filter((word) => right.has(word)).length
  return shared > 0 && shared / Math.min(left.size, right.size) > 0.5
}

/**
 * A mention whose words are all in a longer one's is that condition named shortly: "degenerative
 * arthritis" after "degenerative arthritis of the spine", "radiculopathy" after "cervical
 * radiculopathy", though the catalogue files the short name under another entry.
 */
function underLongerName(mention: Mention, mentions: Mention[]): Mention {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  const short = words(mention.asWritten)
  const longer = mentions.find((other) => {
    const long = words(other.asWritten)
    return (
      other.condition.name !== mention.condition.name &&
      short.length < long.length &&
      short.every((word) => long.includes(word))
    )
  })
  return longer ? { ...mention, condition: longer.condition } : mention
}

/** One scar is one condition however it is named again: "Scar, left forearm" and "forearm scar". */
function isSameScar(a: string, b: string): boolean {
  const site = (name: string) => name.replace(/^Scar, /, '').split(' ')
  if (!a.startsWith('Scar, ') || !b.startsWith('Scar, ')) return false
  const [first, second] = [site(a), site(b)]
  const part = (words: string[]) => words.filter((word) => word !== 'left' && word !== 'right')
  const side = (words: string[]) => words.find((word) => word === 'left' || word === 'right')
  const [sideA, sideB] = [side(first), side(second)]
  const [partA, partB] = [part(first), part(second)]
  return (
    (sideA === undefined || sideB === undefined || sideA === sideB) && partA.at(-1) === partB.at(-1)
  )
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
      /\b(?:more likely than not|greater than (?:a )?50 ?(?:percent|%)|more probable than not|(?:is|was|are|were) (?:most likely |very likely |clearly )?(?:caused by|due to|the result of|a result of|proximately due to|incurred in|aggravated (?:by|beyond))|(?:is|are) (?:directly )?related to (?:(?:his|her|their|the veteran's) )?(?:military|active|in-service|service))\b/i,
  },
]

const OPINION_CONTEXT =
  /\b(?:opinion|opine|likely|probability|percent|speculation|nexus|caused by|due to|result of|related to|incurred|aggravat)/i

/**
 * Sentences that speak of likelihood or speculation about something other than a cause: how much
 * a flare-up limits motion (a DBQ's functional-loss estimate), which condition a limitation is due
 * to (38 CFR 4.100 asks a heart DBQ whether the METs limit comes from the heart condition alone: a
 * measure of severity, not of service connection), whether an injury happened in the line of duty
 * (a military determination, not a medical opinion on service connection), and a doctor's saying
 * they give no opinion.
 */
const NOT_A_NEXUS_OPINION =
  /\b(?:flare-?ups?|functional (?:ability|loss|impairment)|additional (?:loss|limitation) of (?:motion|range)|repeated use over time)\b|\blimitations? (?:is|are|was|were) (?:(?:solely|entirely|only|mainly|mostly|primarily|partly) )?(?:due|attributable) to\b|\bline of duty\b|\bnot (?:giving|offering|providing|rendering|able to give) (?:an |a medical |any )?opinion\b/i

/** A DBQ's opinion option left unchecked: "[ ] The condition claimed is at least as likely as not…". */
const UNCHECKED_OPTION = new RegExp(
  String.raw`^\s*${EMPTY_BOX}|^section [ivx0-9]+\b[^[]*\[\s*\]`,
  'i',
)

/**
 * The question an opinion answers, not the answer: a DBQ's "Question: Is the condition at least as
 * likely as not…", an evaluation's "Referral question: Whether … is related to…", a letter's
 * "he asked me to address whether…", a note's "she asked whether her headaches are related to
 * service".
 */
const QUESTION_ASKED =
  /^\s*(?:(?:referral )?question|request(?:ed)? opinion)\s*:|\?\s*$|\b(?:asked|requested|wanted) (?:me|us|this examiner) to (?:give|provide|offer|render|address|comment on|determine|opine)\b|\b(?:asked|asks|wondered|wonders|wants to know|wanted to know)\s+(?:me\s+|us\s+)?(?:whether|if)\b/i

/** A form's question with its yes/no boxes: "Is ED at least as likely as not due to diabetes? [X] Yes [ ] No". */
const ANSWERED_QUESTION = /\?\s*(?:\[[^\]]*\]\s*(?:yes|no)\s*){1,2}$/i

/**
 * An adjudicator deciding or weighing, not a clinician's opinion: "service connection has been
 * granted because the evidence shows it is related to service", "the evidence weighs against
 * finding that it is related". There only a strength in an opinion's own words (an examiner's "at
 * least as likely as not" quoted) is an opinion.
 */
const ADJUDICATION =
  /\bservice connection\b[^.]*\b(?:granted|denied|established)\b|\bweighs? (?:against|in favou?r of)\b|\bapproximate balance\b|\bpreponderance of the evidence\b|\bthe Board finds\b/i

/** Where the causes begin: conditions named after this are what caused the subject, not the subject. */
const CAUSE_MARKER =
  /\b(?:secondary to|due to|result of|caused by|aggravated|related to|incurred|associated with|residuals? of|sequelae? of|consequence of)\b/i

/** Where one opinion statement ends and the next begins: "…due to herbicides, and his neuropathy is…". */
const CLAUSE_BREAK = /(?:;|,?\s+(?:and|but|while|whereas|however)\b|,)\s*/gi

/**
 * A strength said in the words of an opinion ("at least as likely as not", "50 percent", "without
 * speculation"), not only read from a verb ("is due to", "is not related to").
 */
const STATED_STRENGTH = /likely|probab|percent|%|speculat|resolve|determine|opinion/i

type OpinionClause = {
  text: string
  start: number
  strength: NexusStrength
  rank: number
  isStated: boolean
}

/** Each opinion statement in a sentence, with its strength: most sentences hold one. */
function opinionClauses(sentence: string): OpinionClause[] {
  const kept: { start: number; end: number; strength: NexusStrength }[] = []
  for (const { strength, pattern } of NEXUS_PHRASES) {
    for (const match of sentence.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const start = match.index
      const end = start + match[0].length
      if (kept.some((other) => start < other.end && other.start < end)) continue
      kept.push({ start, end, strength })
    }
  }
  kept.sort((a, b) => a.start - b.start)
  const clauses: OpinionClause[] = []
  let previousEnd = 0
  for (const phrase of kept) {
    const rank = NEXUS_PHRASES.findIndex(({ strength }) => strength === phrase.strength)
    const isStated = STATED_STRENGTH.test(sentence.slice(phrase.start, phrase.end))
    const previous = clauses.at(-1)
    const betweenStart = previousEnd
    // Only a stated strength starts a new statement: in "…that his tinnitus and hearing loss are
    // related to military noise", "are related to" belongs to the statement before it.
    const lastBreak =
      previous && isStated
        ? [...sentence.slice(betweenStart, phrase.start).matchAll(CLAUSE_BREAK)].at(-1)
        : undefined
    previousEnd = phrase.end
    // A second phrase with no break before it belongs to the same statement ("…that it is due to…").
    if (previous && lastBreak) {
      const cut = betweenStart + lastBreak.index
      previous.text = sentence.slice(previous.start, cut)
      clauses.push({
        text: sentence.slice(cut + lastBreak[0].length),
        start: cut + lastBreak[0].length,
        strength: phrase.strength,
        rank,
        isStated,
      })
    } else if (previous) {
      if (rank < previous.rank) Object.assign(previous, { strength: phrase.strength, rank })
      previous.isStated ||= isStated
    } else {
      clauses.push({ text: sentence, start: 0, strength: phrase.strength, rank, isStated })
    }
  }
  return clauses
}

/** Words a record uses to name a condition again, shortly: "his diabetes", "both scars". */
const GENERIC_WORDS = new Set([
  'disorder',
  'disease',
  'syndrome',
  'condition',
  'chronic',
  'bilateral',
  'left',
  'right',
  'lower',
  'upper',
  'extremity',
  'extremities',
  'acute',
  'mild',
  'moderate',
  'severe',
  'recurrent',
  'anterior',
  'posterior',
  'nerve',
  'type',
  'stress',
  'with',
  'without',
  'pain',
  'spine',
])

/** The plain words of a catalogue entry's spellings: "lumbar", "back" for a lumbosacral strain. */
const CATALOGUE_WORDS = new Map(
  VA_CONDITIONS.map((condition) => [
    condition.name,
    condition.patterns.join(' ').replace(/\(\?[:<!=]+|\\\w|\[[^\]]*\]|[?*+|()]/g, ' '),
  ]),
)

function shortNames(condition: RecordCondition): string[] {
  return [
    ...new Set(
      `${condition.name} ${condition.asWritten} ${CATALOGUE_WORDS.get(condition.name) ?? ''}`
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word)),
    ),
  ]
}

/**
 * Whether the record says a condition comes from something it names with these words: after "the
 * radiculopathy is due to his lumbar spine condition", "the lumbar spine condition" is not the
 * radiculopathy, though both are lumbar.
 */
function isSaidToComeFrom(
  condition: string,
  words: string[],
  sentences: Sentence[],
  mentions: Mention[],
): boolean {
  return mentions.some((mention) => {
    const sentence = sentences[mention.sentence]?.text ?? ''
    const cause = sentence.search(CAUSE_MARKER)
    return (
      mention.condition.name === condition &&
      cause > mention.start &&
      words.some((word) => new RegExp(`\\b${word}s?\\b`, 'i').test(sentence.slice(cause)))
    )
  })
}

/**
 * The known conditions a clause names by a short name; the one it names most fully, or all tied.
 * A condition the record says comes from what those words name is left out while another remains.
 */
function namedByShortName(
  clause: string,
  known: RecordCondition[],
  sentences: Sentence[],
  mentions: Mention[],
): string[] {
  const named = known
    .map((condition) => ({
      name: condition.name,
      words: shortNames(condition).filter((word) =>
        new RegExp(`\\b${word}s?\\b`, 'i').test(clause),
      ),
    }))
    .filter((item) => item.words.length > 0)
  const notDerived = named.filter(
    (item) => !isSaidToComeFrom(item.name, item.words, sentences, mentions),
  )
  const candidates = notDerived.length > 0 ? notDerived : named
  const best = Math.max(0, ...candidates.map((item) => item.words.length))
  return candidates.filter((item) => item.words.length === best).map((item) => item.name)
}

function isNamedAsCause(sentence: string, mention: Mention): boolean {
  const cause = sentence.search(CAUSE_MARKER)
  return cause >= 0 && mention.start > cause
}

function isFavorable(strength: NexusStrength): boolean {
  return strength === 'more likely than not' || strength === 'at least as likely as not'
}

function findNexusOpinions(
  sentences: Sentence[],
  mentions: Mention[],
  known: RecordCondition[],
): NexusOpinion[] {
  const opinions: NexusOpinion[] = []
  // A form's "the claimed condition" is the one its diagnosis section names, else the first found.
  const claimed =
    mentions.find(
      (mention) =>
        sentences[mention.sentence]?.section === 'diagnoses' &&
        known.some((condition) => condition.name === mention.condition.name),
    )?.condition.name ?? known[0]?.name
  // A rationale explains the opinion before it; its sentences are not new opinions, unless no
  // opinion came before it since the last rationale, or one names a condition that has none yet
  // ("[X] The claimed condition is…", then "Rationale: … the arthritis is at least as likely…").
  let hasOpinionToExplain = false
  let previousSection: Section = 'other'
  sentences.forEach(({ text: sentence, section }, index) => {
    const isRationale = section === 'rationale'
    if (previousSection === 'rationale' && !isRationale) hasOpinionToExplain = false
    previousSection = section
    const isExplaining = isRationale && hasOpinionToExplain
    if (
      !OPINION_CONTEXT.test(sentence) ||
      NOT_A_NEXUS_OPINION.test(sentence) ||
      UNCHECKED_OPTION.test(sentence) ||
      QUESTION_ASKED.test(sentence)
    )
      return
    // A strength in an opinion's own words is read before one read from a verb, which then does
    // not say the opinion again: in "the numbness is caused by the later fall and so is less likely
    // than not related to service", "is caused by" gives the reason for the stated opinion.
    const clauses = opinionClauses(sentence)
      .filter((clause) => clause.isStated || !ADJUDICATION.test(sentence))
      .sort((a, b) => Number(b.isStated) - Number(a.isStated))
    if (clauses.length === 0) return
    // Opinions on service: the sentence must touch on service, or be a formal opinion (an
    // "opinion", or a decision's "the examiner opined that", whose cause may be "the stressor").
    if (
      clauses.every((clause) => clause.strength !== 'unable to resolve') &&
      !/\b(?:service|military|active duty|deploy|in-service|combat|blast|noise|exposure|training|event|injury|incurred|aggravat|secondary|caused by|due to|result of|opinion|opine)/i.test(
        sentence,
      )
    )
      return
    for (const clause of clauses) {
      const offset = clause.start
      // Each condition the opinion is about: those named before what caused them ("…are the
      // result of the injury", "…aggravated by his PTSD": PTSD is the cause, not the subject).
      const cause = clause.text.slice(1).search(CAUSE_MARKER) + 1
      const subjectEnd = offset + (cause > 0 ? cause : clause.text.length)
      // "Lumbosacral strain with degenerative arthritis" is one diagnosis, and one opinion on it.
      const inClause = mentions.filter(
        (mention, position) =>
          mention.sentence === index &&
          mention.start >= offset &&
          mention.start < subjectEnd &&
          !(
            mentions[position - 1]?.sentence === index &&
            /^\s+with\s+$/i.test(sentence.slice(mentions[position - 1]?.end, mention.start))
          ),
      )
      const subjectText = sentence.slice(offset, subjectEnd)
      const shortlyNamed =
        inClause.length > 0 ? [] : namedByShortName(subjectText, known, sentences, mentions)
      // A form's "claimed lumbar spine condition" is one claim, however many diagnoses share its
      // words: one opinion, on the claimed condition, as with "lumbosacral strain with arthritis".
      const byShortName =
        shortlyNamed.length > 1 &&
        claimed !== undefined &&
        shortlyNamed.includes(claimed) &&
        /\bclaimed\b[\w\s'-]{0,40}\bcondition\b/i.test(subjectText)
          ? [claimed]
          : shortlyNamed
      const opinionOn = (condition: string | null): NexusOpinion => ({
        condition,
        strength: clause.strength,
        isFavorable: isFavorable(clause.strength),
        quote: sentence,
      })
      if (isExplaining) {
        const named = [...inClause.map((mention) => mention.condition.name), ...byShortName]
        for (const condition of new Set(named)) {
          if (
            !clause.isStated ||
            !known.some((item) => item.name === condition) ||
            opinions.some((opinion) => opinion.condition === condition)
          )
            continue
          opinions.push(opinionOn(condition))
        }
        continue
      }
      // Failing a name in the clause: the condition just named (not as a cause), else the one
      // the previous opinion was about, as in a DBQ's "The condition claimed is…".
      const earlierMentions = mentions.filter(
        (mention) =>
          mention.sentence < index &&
          mention.sentence >= index - 2 &&
          !isNamedAsCause(sentences[mention.sentence]?.text ?? '', mention),
      )
      const earlier = earlierMentions.at(-1)
      // A heading that introduces the opinion names all it is about: "Opinion #1 - strain and arthritis:".
      const introduced =
        earlier && /:\s*$/.test(sentences[earlier.sentence]?.text ?? '')
          ? earlierMentions.filter((mention) => mention.sentence === earlier.sentence)
          : earlier
            ? [earlier]
            : []
      const lastSubject =
        opinions.findLast((opinion) => opinion.condition !== null)?.condition ??
        (/\b(?:the|this) (?:claimed )?condition\b/i.test(clause.text) ? claimed : undefined)
      const subjects =
        inClause.length > 0
          ? inClause.map((mention) => mention.condition.name)
          : byShortName.length > 0
            ? byShortName
            : introduced.length > 0
              ? introduced.map((mention) => mention.condition.name)
              : lastSubject
                ? [lastSubject]
                : []
      const names = [
        ...new Set(subjects.map((name) => known.find((item) => item.name === name)?.name ?? name)),
      ]
      for (const condition of names.length > 0 ? names : [null]) {
        // "…is not related to his service" after the opinion on it says the opinion again.
        if (
          !clause.isStated &&
          condition !== null &&
          opinions.some((opinion) => opinion.condition === condition)
        )
          continue
        // A form's question answered "[X] Yes" and the remarks' sentence giving the same opinion
        // are one opinion: the sentence, which says it in full, takes the answer's place.
        const answered = opinions.findIndex(
          (opinion) =>
            opinion.condition === condition &&
            opinion.strength === clause.strength &&
            ANSWERED_QUESTION.test(opinion.quote),
        )
        if (answered >= 0) opinions.splice(answered, 1)
        opinions.push(opinionOn(condition))
      }
    }
    hasOpinionToExplain = true
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
  /\b(?:suicidal (?:ideation|thoughts?|ideations|intent|plan)|passive ideation|better off (?:dead|without (?:me|him|her))|(?:thought|thinking|thoughts) (?:about|of) (?:taking (?:all|a bottle|the rest) of (?:his|her|my|their) (?:\w+ ){0,2}(?:pills|meds|medications?)|overdosing|an overdose)|(?:thoughts?|thinking) (?:of|about) (?:suicide|killing (?:him|her|them|my)sel(?:f|ves)|ending (?:his|her|their|my) life|being better off dead)|passive (?:death wish|suicidal)|wish(?:es|ed|ing)? (?:I|he|she|they) (?:were|was|would be) dead|(?:easier|better) if (?:I|he|she|they) (?:just )?(?:didn't|did not|wouldn't|would not|never) (?:wake|woke) up|suicide attempt|attempted suicide|(?:[Ee]ndorses|[Ee]ndorsed|[Rr]eports|[Rr]eported|[Pp]ositive for|[Ww]ith|[Pp]assive|[Aa]ctive|[Cc]urrent|[Ii]ntermittent|[Ff]leeting)\s+SI|SI\s+(?:with|without)\s+(?:a\s+)?(?:plan|intent)|[Pp]ositive for (?:a )?wish to be dead|(?:thoughts?|thinking) (?:of|about) wanting to die|wish(?:es|ed)? (?:I|he|she|they) could (?:just )?(?:die|not wake up)|item 9\s*(?:=|:|score(?: of)?)?\s*[1-3]\b|(?:didn't|did not|doesn't|does not|don't|do not) want to (?:(?:be alive|live)(?: anymore)?|be here anymore)|(?:thought|thinking|thoughts) (?:about|of) driving (?:his|her|my|their) (?:truck|car|vehicle) off (?:the road|a bridge|a cliff)|(?:thought|thinking|thoughts|talk(?:ed|ing)?) (?:about|of) (?:ending it(?: all)?|taking (?:his|her|my|their) (?:own )?life|killing (?:him|her|them|my)sel(?:f|ves))|(?:wanted|wants|want) to (?:end it all|take (?:his|her|my|their) (?:own )?life|kill (?:him|her|them|my)sel(?:f|ves)))\b/
/**
 * The same thoughts in the words of a form or of a family: a ticked box before "Suicidal
 * ideation", a screening question on wishing to be dead or on killing oneself answered yes, a
 * positive suicide risk screen, thoughts of death, "better off if he was dead", thoughts of
 * "just ending it". Case does not matter here, as it does for the SI of the pattern above.
 */
const SUICIDAL_IN_OTHER_WORDS =
  /(?:\[\s*[x✓✔]\s*\]\s*suicidal (?:ideation|thoughts)|\b(?:wish(?:ed)? (?:you were|to be) dead|thoughts of killing yourself)[^.\n]{0,80}?[):]\s*yes\b|\bpositive (?:suicide (?:risk )?|C-SSRS )screen|\b(?:thoughts|thinking) of (?:death|dying)\b|\bwould be better off if (?:I|he|she|they) (?:was|were|wasn't|weren't|had|hadn't|had not|didn't|did not|never)\b|\b(?:thoughts?|thinking|talk(?:ed|ing)?) (?:about|of) ["“']?just ending (?:it|(?:his|her|my|their) life)\b)/i
const SUICIDAL_DENIED =
  /\[\s*\]\s*(?:[a-z]+\s+){0,2}$|\b(?:deny|denies|denied|denying|answered no to|no|never|negative for|without|not endorsing|does not endorse|absence of|free of)\b[^.;]{0,40}$|\b(?:counsel(?:l?ed)?|told|advised|instructed|educated|asked) to (?:report|call about|watch for)\b[^.;]{0,40}$|\b(?:can|may|might|could) (?:cause|increase|worsen|bring on|lead to)\b[^.;]{0,40}$|\b(?:risk of|monitor(?:ing)? for|watch for|side effects? (?:such as|including|of))\s*$/i
/**
 * A screening form's item answered no right after it: "Suicidal thoughts - No", "…better off
 * dead or of hurting yourself: NOT AT ALL", "item 9 (…better off dead…) = 0".
 */
const SUICIDAL_DENIED_AFTER =
  /^\s*[-–:]\s*(?:no|none|denied|negative)\b|^[^.;]{0,60}?(?::\s*not at all|=\s*0)\b/i
/** A form's question, answered on the next line: "…better off dead or of hurting yourself:". */
const QUESTION_STEM = /[?:]\s*$/
const ANSWERED_NOT_AT_ALL = /^\s*\[\s*[xX✓✔]\s*\]\s*(?:not at all|no|never)\b/i
/**
 * A decision quoting the rating formula names symptoms a higher rating needs, not the veteran's:
 * "a higher evaluation is not warranted unless … symptoms such as suicidal ideation". Only the
 * formula's own words: "he reported suicidal ideation; a higher evaluation is not warranted"
 * still tells of the veteran's thoughts.
 */
const RATING_CRITERIA =
  /\b(?:(?:higher|lower) (?:evaluation|rating)|is not warranted)\b[^.;]*\b(?:unless|such as|requires?|criteria)\b/i

/** A form's yes/no line answered no: "thoughts of suicide ..... [ ] [X]", "Yes [ ] No [X]". */
const ANSWERED_NO = /\[\s*\]\s*(?:no\s*)?\[\s*[xX✓✔]\s*\]\s*$/i

function mentionsSuicide(sentences: string[]): boolean {
  return sentences.some((sentence, index) => {
    if (ANSWERED_NO.test(sentence) || RATING_CRITERIA.test(sentence)) return false
    if (QUESTION_STEM.test(sentence) && ANSWERED_NOT_AT_ALL.test(sentences[index + 1] ?? ''))
      return false
    const matches = [
      ...sentence.matchAll(new RegExp(SUICIDAL.source, 'g')),
      ...sentence.matchAll(new RegExp(SUICIDAL_IN_OTHER_WORDS.source, 'gi')),
    ]
    for (const match of matches) {
      if (
        !SUICIDAL_DENIED.test(sentence.slice(0, match.index)) &&
        !SUICIDAL_DENIED_AFTER.test(sentence.slice(match.index + match[0].length))
      )
        return true
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
  const lines = readLines(text)
  const sentenceParts = readSentences(lines)
  const sentences = sentenceParts.map((sentence) => sentence.text)
  const allMentions = findMentions(sentences)
  const resolvedWords = new Set(
    [...text.replace(/\s+/g, ' ').matchAll(SHORT_NAME_RESOLVED)]
      .map((match) => (match[1] ?? '').toLowerCase())
      .filter((word) => !GENERIC_WORDS.has(word) && !/^(?:injury|symptoms?|it)$/.test(word)),
  )
  // "Service connection for hearing loss is denied ... no current hearing loss disability": not diagnosed anywhere.
  const deniedMentions = allMentions.filter((mention) => {
    const sentence = sentences[mention.sentence] ?? ''
    return (
      (DENIED_CONDITION.test(sentence.slice(0, mention.start)) && !GRANTED.test(sentence)) ||
      (NOT_A_DISABILITY_BEFORE.test(sentence.slice(0, mention.start)) &&
        DISABILITY_AFTER.test(sentence.slice(mention.end))) ||
      RULED_OUT_AFTER.test(sentence.slice(mention.end)) ||
      RESOLVED_AFTER.test(sentence.slice(mention.end)) ||
      WITHDRAWN_AFTER.test(sentence.slice(mention.end)) ||
      resolvedWords.has(mention.asWritten.toLowerCase().split(/\s+/).at(-1) ?? '')
    )
  })
  const denied = new Set(deniedMentions.map((mention) => mention.condition.name))
  // A decision's reasons repeat each claim as a title ("Hypertension."): for a claim not granted,
  // the title is no diagnosis either.
  const claimedNotGranted = new Set(
    allMentions
      .filter((mention) => {
        const sentence = sentences[mention.sentence] ?? ''
        return CLAIMED_BEFORE.test(sentence.slice(0, mention.start)) && !GRANTED.test(sentence)
      })
      .map((mention) => mention.condition.name),
  )
  const isClaimTitle = (mention: Mention) =>
    claimedNotGranted.has(mention.condition.name) &&
    ISSUE_TITLE_REST.test((sentences[mention.sentence] ?? '').slice(0, mention.start)) &&
    ISSUE_TITLE_REST.test((sentences[mention.sentence] ?? '').slice(mention.end))
  // A plan names what is to be done, not what was found: "report as recordable hearing loss".
  const mentions = allMentions.filter(
    (mention) =>
      !denied.has(mention.condition.name) &&
      !isClaimTitle(mention) &&
      sentenceParts[mention.sentence]?.section !== 'plan' &&
      sentenceParts[mention.sentence]?.section !== 'not-diagnosed' &&
      !(LISTED_ONLY.has(mention.condition.name) && !sentenceParts[mention.sentence]?.isListed) &&
      !(
        QUESTION_END.test(sentences[mention.sentence] ?? '') &&
        ANSWERED_NO_LINE.test(sentences[mention.sentence + 1] ?? '')
      ) &&
      isAffirmed(sentences[mention.sentence] ?? '', mention),
  )
  const conditions: RecordCondition[] = []
  const add = (name: string, diagnosticCode: string | null, asWritten: string) => {
    if (conditions.some((condition) => condition.name === name || isSameScar(condition.name, name)))
      return
    conditions.push({
      name,
      diagnosticCode,
      asWritten,
      hasInServiceEvent: false,
      hasNexusOpinion: false,
    })
  }
  const limbOf = (mention: Mention) =>
    LIMB_AFTER.exec((sentences[mention.sentence] ?? '').slice(mention.end))?.[1]?.toLowerCase()
  // VA rates each arm and leg on its own (38 CFR 4.124a): a condition named once for the right and
  // once for the left limb is two conditions, and where it is named for both at once ("of both
  // lower extremities") it is those two; named for one side only, it keeps its own name.
  const isNamedForEachSide = (name: string) => {
    const limbs = mentions.filter((mention) => mention.condition.name === name).map(limbOf)
    return ['right', 'left'].every((side) => limbs.some((limb) => limb?.startsWith(side)))
  }
  for (const mention of mentions.map((item) => underLongerName(item, mentions))) {
    const { name, diagnosticCode } = mention.condition
    if (!isNamedForEachSide(name)) add(name, diagnosticCode, mention.asWritten)
    else {
      const limb = limbOf(mention)
      if (limb) add(`${name}, ${limb}`, diagnosticCode, mention.asWritten)
    }
  }
  for (const listed of findListedDiagnoses(lines)) {
    // Listed under a longer name ("Sprain of the ATFL, right ankle"), a denied condition is still denied.
    if (deniedMentions.some((mention) => isSameName(mention.asWritten, listed.name))) continue
    if (
      conditions.some(
        (condition) =>
          isSameName(condition.asWritten, listed.name) ||
          (condition.diagnosticCode === null && isSameName(condition.name, listed.name)),
      )
    )
      continue
    add(listed.name, null, listed.asWritten)
  }
  const included = new Set(
    mentions.flatMap((mention) =>
      conditions.some((condition) => condition.name === mention.condition.name)
        ? (mention.condition.includes ?? [])
        : [],
    ),
  )
  const kept = conditions.filter((condition) => !included.has(condition.name))
  conditions.splice(0, conditions.length, ...kept)
  const mentionsToRead = allMentions.map((item) => {
    const mention = underLongerName(item, mentions)
    // A later "forearm scar" is the scar already found as "Scar, left forearm".
    const same = conditions.find((condition) => isSameScar(condition.name, mention.condition.name))
    return same ? { ...mention, condition: { ...mention.condition, name: same.name } } : mention
  })
  const nexusOpinions = findNexusOpinions(sentenceParts, mentionsToRead, conditions)
  const inServiceEvents = findInServiceEvents(sentences)
  for (const condition of conditions) {
    // An opinion on "neuropathy of both legs" is on each side's neuropathy.
    condition.hasNexusOpinion = nexusOpinions.some(
      (opinion) =>
        opinion.condition === condition.name ||
        (opinion.condition !== null && condition.name.startsWith(`${opinion.condition}, `)),
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
