import type { PersonalDataKind } from '@shared/uploads/uploads-contract'

/** A record's text with its personal data replaced by placeholders, and how many of each went. */
export type RedactedText = {
  text: string
  removed: { kind: PersonalDataKind; count: number }[]
}

const PLACEHOLDERS: Record<PersonalDataKind, string> = {
  name: '[name]',
  ssn: '[SSN]',
  'date-of-birth': '[date of birth]',
  address: '[address]',
  phone: '[phone]',
  email: '[email]',
  'record-number': '[record number]',
}

const MONTH =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?'
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|(?:${MONTH})\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+(?:${MONTH})\.?\s+\d{4})`

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Circle|Cir|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Loop|Run|Pike|Square|Sq'
const STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU'
/** "1422 Palmetto Ridge Dr, Apt 4B, Brandon, FL 33511" and its parts. */
const STREET = String.raw`\b\d{1,6}(?:[ \t]+[NSEW]\.?)?(?:[ \t]+[A-Z0-9][\w'.-]*){1,4}[ \t]+(?:${STREET_TYPES})\b\.?(?:,?[ \t]*(?:Apt|Apartment|Unit|Suite|Ste|#)\.?[ \t]*[\w-]+)?`
const CITY_STATE_ZIP = String.raw`(?:,?[ \t]*[A-Z][a-zA-Z.]+(?:[ \t]+[A-Z][a-zA-Z.]+){0,2},?[ \t]+(?:${STATES})\.?(?:[ \t]+\d{5}(?:-\d{4})?)?)`

/** Labels after which the rest of the field is a person's name. */
const NAME_LABELS =
  /\b(?:Patient(?:'s)?(?:\s+name)?|PATIENT(?:'S)?(?:\s+NAME)?|Veteran(?:'s)?\s+name|VETERAN(?:'S)?\s+NAME|Name|NAME|Claimant|CLAIMANT|Member|MEMBER|Service\s*member|SERVICE\s*MEMBER|Veteran|VETERAN|Re|RE|Subject|SUBJECT|Employee|EMPLOYEE|Spouse|SPOUSE|Emergency contact|EMERGENCY CONTACT|Next of kin|NEXT OF KIN|NOK)\s*:\s*/g
const NAME_WORD = String.raw`[A-Z][a-zA-Z'’-]+`
/**
 * A name's first word, not a possessive: a possessive ends the name, so in "Mr. Kimbrough's
 * Parkinson's disease" the name is "Kimbrough's", and the disease is left to be read.
 */
const FIRST_NAME_WORD = String.raw`${NAME_WORD}(?<!['’]s)`
const HONORIFIC_NAME = new RegExp(
  String.raw`\b(?:Mr|Mrs|Ms|Miss|Mx)\.?[ \t]+((?:${FIRST_NAME_WORD}[ \t]+)?${NAME_WORD})`,
  'g',
)
const RELATIONS = [
  'wife',
  'husband',
  'spouse',
  'son',
  'daughter',
  'mother',
  'father',
  'brother',
  'sister',
  'fiancée',
  'fiancee',
  'fiancé',
  'partner',
  'girlfriend',
  'boyfriend',
  'grandmother',
  'grandfather',
  'stepson',
  'stepdaughter',
  'mom',
  'dad',
]
/** "wife Angela", "Wife, Angela", "his daughter named Emma Lee": any capitalisation of the relation. */
const FAMILY_NAME = new RegExp(
  String.raw`\b(?:${RELATIONS.map((word) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`).join('|')})\b,?[ \t]+(?:named[ \t]+|is[ \t]+)?((?:${FIRST_NAME_WORD})(?:[ \t]+${NAME_WORD})?|${NAME_WORD})`,
  'g',
)
/** A family member named before the relation: "Angela (wife)", "Angela, his wife". */
const NAME_THEN_RELATION = new RegExp(
  String.raw`\b(${NAME_WORD})[ \t]*(?:\(|,[ \t]*(?:his|her|their|the veteran's)[ \t]+)(?:wife|husband|spouse|son|daughter|mother|father|brother|sister|partner)\b`,
  'g',
)
/** Rank or title and a surname: "SGT Whitfield", "Veteran Whitfield", "SPC Daniel Ortiz". */
const RANK_NAME = new RegExp(
  String.raw`\b(?:PVT|PV2|PFC|SPC|CPL|SGT|SSG|SFC|MSG|1SG|SGM|CSM|LCpl|Cpl|Sgt|SSgt|GySgt|MSgt|SrA|A1C|TSgt|SMSgt|CMSgt|PO[123]|CPO|SCPO|MCPO|HM[123]|2LT|1LT|CPT|MAJ|LTC|COL|Capt|Lt|Ens|ENS|LTJG)\.?[ \t]+((?:${FIRST_NAME_WORD}[ \t]+)?${NAME_WORD})`,
  'g',
)
/** Words that start a capitalised phrase but are not names. */
const NOT_NAMES = new Set(
  [
    'The',
    'This',
    'That',
    'He',
    'She',
    'They',
    'His',
    'Her',
    'Veteran',
    'Patient',
    'Army',
    'Navy',
    'Air',
    'Force',
    'Marine',
    'Marines',
    'Corps',
    'Coast',
    'Guard',
    'National',
    'Reserve',
    'VA',
    'DoD',
    'Department',
    'Veterans',
    'Affairs',
    'Medical',
    'Center',
    'Hospital',
    'Clinic',
    'Dr',
    'Doctor',
    'Unknown',
    'None',
    'Male',
    'Female',
    'US',
    'USA',
    'USMC',
    'USN',
    'USAF',
    'Retired',
    'Sergeant',
  ].map((word) => word.toLowerCase()),
)

const RECORD_NUMBER_LABELS = String.raw`(?:MRN|Medical\s+record\s+(?:number|no\.?|#)|Record\s+(?:number|no\.?|#)|Chart\s+(?:number|no\.?|#)|Patient\s+ID|Member\s+ID|Claim\s+(?:number|no\.?|#)|VA\s+(?:file|claim)\s+(?:number|no\.?|#)|C-?file(?:\s+(?:number|no\.?|#))?|File\s+(?:number|no\.?|#)|EDIPI|DoD\s+ID(?:\s+(?:number|no\.?))?|ICN|Service\s+(?:number|no\.?)|Account\s+(?:number|no\.?|#)|Acct\.?\s*#?|Encounter\s+(?:number|no\.?|#|ID)|Case\s+(?:number|no\.?|#)|Policy\s+(?:number|no\.?|#)|ID\s*#)`

type Rule = { kind: PersonalDataKind; pattern: RegExp; group?: number }

/**
 * The rules in order. Labelled fields go first, so "DOB: 04/17/1978" counts as a date of birth
 * before the SSN or phone rules see any digits.
 */
const RULES: Rule[] = [
  { kind: 'email', pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g },
  {
    kind: 'ssn',
    pattern:
      /\b(?:SSN|SS#|Social\s+Security(?:\s+(?:number|no\.?|#))?)(?:\s*\(last\s*(?:4|four)\))?\s*[:#]?\s*((?:\d{3}|[X*]{3})[- ]?(?:\d{2}|[X*]{2})[- ]?\d{4}|\d{4})\b/gi,
    group: 1,
  },
  { kind: 'ssn', pattern: /\b\d{3}-\d{2}-\d{4}\b|\b[X*]{3}-[X*]{2}-\d{4}\b/g },
  {
    kind: 'date-of-birth',
    pattern: new RegExp(
      String.raw`\b(?:DOB|D\.O\.B\.|Date\s+of\s+birth|Birth\s*date|Born(?:\s+on)?)\s*[:#]?\s*(${DATE})`,
      'gi',
    ),
    group: 1,
  },
  {
    kind: 'record-number',
    pattern: new RegExp(
      String.raw`\b${RECORD_NUMBER_LABELS}\s*[:#]?\s*((?=[\w-]*\d)[A-Z0-9][\w-]{3,})`,
      'gi',
    ),
    group: 1,
  },
  {
    kind: 'phone',
    pattern:
      /(?:\+?1[ .-]?)?(?:\(\d{3}\)[ .-]?|\b\d{3}[ .-])\d{3}[ .-]\d{4}\b(?:\s*(?:x|ext\.?)\s*\d{1,5})?/g,
  },
  {
    kind: 'address',
    pattern: new RegExp(
      String.raw`${STREET}${CITY_STATE_ZIP}?|\bP\.?\s?O\.?\s+Box\s+\d+${CITY_STATE_ZIP}?`,
      'g',
    ),
  },
  {
    kind: 'address',
    pattern:
      /\b(?:Address|Home address|Mailing address|Residence)\s*:[ \t]*([^\n]+?)(?=[ \t]{2,}|\t|[ \t]+(?:Phone|Tel|Telephone|Cell|Email|DOB|SSN)\b|$)/gim,
    group: 1,
  },
]

function isNameLike(candidate: string): boolean {
  const words = candidate.split(/\s+/)
  return (
    words.length > 0 &&
    words.every((word) => /^[A-Z][a-zA-Z'’.-]*$/.test(word) && !NOT_NAMES.has(word.toLowerCase()))
  )
}

/** The people a record names in its own fields: the patient, family, contacts. */
function findPersonNames(text: string): Set<string> {
  const names = new Set<string>()
  const add = (candidate: string | undefined) => {
    const trimmed = candidate
      ?.replace(/\b(?:[A-Z]\.)+/g, ' ')
      .replace(/[,;(].*$/, '')
      .trim()
    if (!trimmed) return
    for (const word of trimmed.split(/\s+/)) {
      if (word.length <= 1 || !isNameLike(word)) continue
      // A name in a field is often in capitals and in the text in title case, or the other way.
      names.add(word)
      names.add(word.toUpperCase())
      names.add(word.charAt(0) + word.slice(1).toLowerCase())
    }
  }
  for (const match of text.matchAll(NAME_LABELS)) {
    const rest =
      text
        .slice(match.index + match[0].length)
        .split(/\n|\s{2,}|\t|\s+(?:SSN|DOB|Date|MRN|Age|Sex|ID)\b/)[0] ?? ''
    // "Last, First M." and "First M. Last" alike: every name word of the field.
    const field = rest.split(/\s+(?:[A-Z][a-z]+\s*:)/)[0] ?? ''
    if (
      /^(?:[A-Z][a-zA-Z'’-]+,?\s*){1,4}(?:[A-Z]\.?\s*)?(?:[A-Z][a-zA-Z'’-]+)?$/.test(field.trim())
    )
      for (const part of field.split(',')) add(part)
  }
  for (const pattern of [HONORIFIC_NAME, FAMILY_NAME, NAME_THEN_RELATION, RANK_NAME]) {
    for (const match of text.matchAll(pattern)) add(match[1])
  }
  return names
}

/**
 * Takes out SSNs, dates of birth, people's names (the patient's and family's, wherever they
 * appear again), addresses, phone numbers, email addresses and record numbers. Providers' and
 * facilities' names stay: they are part of what the record proves. Our own rules, tested on the
 * evaluation records: general redaction libraries do not know a VA record's fields.
 */
export function redactPersonalData(text: string): RedactedText {
  const counts = new Map<PersonalDataKind, number>()
  const count = (kind: PersonalDataKind) => counts.set(kind, (counts.get(kind) ?? 0) + 1)
  let redacted = text
  for (const { kind, pattern, group } of RULES) {
    redacted = redacted.replace(pattern, (whole: string, ...groups: unknown[]) => {
      const part = group === undefined ? whole : groups[group - 1]
      // Already taken out by an earlier rule: "Address: [address]" is not a second address.
      if (typeof part !== 'string' || part.replace(/\[[a-zA-Z ]+\]/g, '').trim() === '')
        return whole
      count(kind)
      return whole.replace(part, PLACEHOLDERS[kind])
    })
  }
  const names = findPersonNames(text)
  if (names.size > 0) {
    const pattern = new RegExp(
      String.raw`\b(?:${[...names].map((name) => name.replace(/[.'’-]/g, '\\$&')).join('|')})\b`,
      'g',
    )
    // "Whitfield, Marcus D." becomes one placeholder, not three.
    const run = new RegExp(
      String.raw`${pattern.source}(?:,?[ \t]+(?:[A-Z]\.?[ \t]+)?${pattern.source})*`,
      'g',
    )
    redacted = redacted.replace(run, () => {
      count('name')
      return PLACEHOLDERS.name
    })
  }
  return {
    text: redacted,
    removed: [...counts].map(([kind, total]) => ({ kind, count: total })),
  }
}
