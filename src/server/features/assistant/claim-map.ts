import { z } from 'zod'
import { chatSourceSchema, type ChatSource } from '@shared/assistant/assistant-contract'
import { officialLinks, regulationUrl } from '@shared/guides/official-links'
import { VA_CONDITIONS } from '@shared/guides/va-conditions'
import { vaForms } from '@shared/guides/va-forms'
import type { FileAnalysis, RecordCondition } from '@shared/uploads/uploads-contract'
import type { Assistant, AssistantReply, RecordContext } from './assistant'
import { CRISIS_LINE_REMINDER, CRISIS_SOURCES } from './crisis/crisis-reply'
import { streamWords } from './offline-assistant'

export const claimTypeSchema = z.enum(['direct', 'presumptive', 'secondary'])

/** One condition of a record, as a claim: what kind, what the record proves, what is missing. */
export const conditionClaimSchema = z.object({
  condition: z.string(),
  diagnosticCode: z.string().nullable(),
  claimType: claimTypeSchema,
  /** For a presumptive claim, the law that presumes the link; for a secondary one, what it is secondary to. */
  basis: z.string().nullable(),
  proves: z.object({ diagnosis: z.boolean(), inServiceEvent: z.boolean(), nexus: z.boolean() }),
  missing: z.array(z.string()),
  form: z.string(),
  ratingCriteria: z.string(),
})
export type ConditionClaim = z.infer<typeof conditionClaimSchema>

/** The answer to "what can I claim?" about one record. A model's structured output has this shape too. */
export const claimMapSchema = z.object({
  claims: z.array(conditionClaimSchema),
  /** The record mentions thoughts of suicide: the answer leads with the Veterans Crisis Line. */
  showsCrisisLine: z.boolean(),
  sources: z.array(chatSourceSchema),
})
export type ClaimMap = z.infer<typeof claimMapSchema>

const SOURCES = {
  howToFile: {
    title: 'VA: How to file a VA disability claim',
    url: officialLinks.fileClaim.href,
  },
  evidence: {
    title: 'VA: Evidence needed for your disability claim',
    url: officialLinks.evidence.href,
  },
  pactAct: {
    title: 'VA: The PACT Act and your VA benefits',
    url: officialLinks.pactAct.href,
  },
  agentOrange: {
    title: 'VA: Agent Orange exposure and disability compensation',
    url: officialLinks.agentOrange.href,
  },
  secondary: {
    title:
      '38 CFR 3.310: Disabilities that are proximately due to, or aggravated by, service-connected disease or injury',
    url: regulationUrl('3.310'),
  },
} satisfies Record<string, ChatSource>

const CLAIM_FORM = `VA Form ${vaForms.disabilityClaim.number} (${vaForms.disabilityClaim.name})`
const PTSD_FORM = `${CLAIM_FORM}, with VA Form ${vaForms.ptsdStatement.number} (${vaForms.ptsdStatement.name})`

/**
 * Presumptions of service connection the record's service facts can point to. Sources: 38 CFR
 * 3.320 and 3.309(e) as amended by the PACT Act (Public Law 117-168, 2022).
 */
const PRESUMPTIONS: { conditions: string[]; places: RegExp; basis: string; source: ChatSource }[] =
  [
    {
      conditions: [
        'Asthma',
        'Chronic sinusitis',
        'Allergic rhinitis',
        'Chronic obstructive pulmonary disease',
        'Constrictive bronchiolitis',
      ],
      places:
        /Iraq|Afghanistan|Kuwait|Syria|Djibouti|Gulf War|Operation (?:Iraqi|Enduring|New Dawn|Inherent)/,
      basis:
        'the PACT Act burn pit presumption (38 CFR 3.320), for service in the Gulf War or post-9/11 locations',
      source: SOURCES.pactAct,
    },
    {
      conditions: [
        'Hypertension',
        'Diabetes mellitus type 2',
        'Ischemic heart disease',
        'Prostate cancer',
        'Peripheral neuropathy',
      ],
      places: /Vietnam/,
      basis: 'the Agent Orange presumption (38 CFR 3.309(e)), for service in Vietnam',
      source: SOURCES.agentOrange,
    },
  ]

/** Conditions that usually follow from another one: a claim for them is secondary (38 CFR 3.310). */
const SECONDARY_TO: Record<string, string[]> = {
  'Radiculopathy, sciatic nerve': [
    'Lumbosacral strain',
    'Intervertebral disc syndrome',
    'Degenerative arthritis of the spine',
  ],
  'Radiculopathy, upper radicular group': [
    'Cervical strain',
    'Intervertebral disc syndrome',
    'Degenerative arthritis of the spine',
  ],
  'Peripheral neuropathy': ['Diabetes mellitus type 2'],
  'Erectile dysfunction': [
    'Diabetes mellitus type 2',
    'Posttraumatic stress disorder',
    'Major depressive disorder',
  ],
  Hypertension: ['Diabetes mellitus type 2'],
}

function claimFor(
  condition: RecordCondition,
  analysis: FileAnalysis,
  sources: ChatSource[],
): ConditionClaim {
  const catalogue = VA_CONDITIONS.find((entry) => entry.name === condition.name)
  const opinions = analysis.nexusOpinions.filter((opinion) => opinion.condition === condition.name)
  const hasFavorableNexus = opinions.some((opinion) => opinion.isFavorable)
  const hasUnfavorableNexus = opinions.some((opinion) => !opinion.isFavorable)
  const servedWhere = [...analysis.serviceFacts.deployments, ...analysis.inServiceEvents].join(' ')
  const presumption = PRESUMPTIONS.find(
    (rule) => rule.conditions.includes(condition.name) && rule.places.test(servedWhere),
  )
  const primary = (SECONDARY_TO[condition.name] ?? []).find((name) =>
    analysis.conditions.some((other) => other.name === name),
  )
  const secondaryOpinion = opinions.find((opinion) =>
    /secondary to|proximately due to|aggravated by/i.test(opinion.quote),
  )
  const claimType = presumption
    ? 'presumptive'
    : primary || secondaryOpinion
      ? 'secondary'
      : 'direct'
  const missing: string[] = []
  if (claimType === 'presumptive') {
    if (presumption) sources.push(presumption.source)
    missing.push(
      `Proof of service in the qualifying place and time: your ${vaForms.dischargeCertificate.number} or service personnel records.`,
    )
  } else {
    if (claimType === 'direct' && !condition.hasInServiceEvent)
      missing.push(
        'Evidence of the event, injury or illness in service: service treatment or personnel records, or statements from people who saw it.',
      )
    if (claimType === 'secondary') {
      sources.push(SOURCES.secondary)
      missing.push(
        `Service connection for ${primary ?? 'the condition it is secondary to'}, if you do not have it yet.`,
      )
    }
    if (!hasFavorableNexus)
      missing.push(
        hasUnfavorableNexus
          ? 'A favourable medical opinion: the opinion in this record weighs against the link, so another examiner\'s opinion ("at least as likely as not") would be needed.'
          : claimType === 'secondary'
            ? `A medical opinion that it is at least as likely as not caused or worsened by ${primary ?? 'the service-connected condition'}.`
            : 'A medical opinion that it is at least as likely as not related to your service (a nexus opinion).',
      )
  }
  if (catalogue)
    sources.push({
      title: `38 CFR ${catalogue.cfrSection}: rating criteria`,
      url: regulationUrl(catalogue.cfrSection),
    })
  return {
    condition: condition.name,
    diagnosticCode: condition.diagnosticCode,
    claimType,
    basis: presumption?.basis ?? (primary ? `secondary to ${primary.toLowerCase()}` : null),
    proves: {
      diagnosis: true,
      inServiceEvent: condition.hasInServiceEvent,
      nexus: hasFavorableNexus || claimType === 'presumptive',
    },
    missing,
    form: condition.name === 'Posttraumatic stress disorder' ? PTSD_FORM : CLAIM_FORM,
    ratingCriteria:
      catalogue?.ratingCriteria ??
      'How much the condition limits you, under its part of 38 CFR Part 4.',
  }
}

function uniqueSources(sources: ChatSource[]): ChatSource[] {
  return [...new Map(sources.map((source) => [source.url, source])).values()]
}

/** The embedded default: the claim map follows from the analysis by rules, with no model. */
export function buildClaimMap(analysis: FileAnalysis): ClaimMap {
  const sources: ChatSource[] = [SOURCES.howToFile, SOURCES.evidence]
  const claims = analysis.conditions.map((condition) => claimFor(condition, analysis, sources))
  const showsCrisisLine = analysis.mentionsSuicidalIdeation
  return {
    claims,
    showsCrisisLine,
    sources: uniqueSources([...(showsCrisisLine ? CRISIS_SOURCES : []), ...sources]),
  }
}

/** Questions a claim map answers: "What can I claim?", "what should I file for", "is this service connected?". */
export function isClaimQuestion(question: string): boolean {
  return /\b(?:claim\w*|file for|service[- ]connect\w*|eligible|qualify|rating|compensation|what can i get)\b/i.test(
    question,
  )
}

const CLAIM_TYPE_WORDS = {
  direct: 'Direct claim',
  presumptive: 'Presumptive claim',
  secondary: 'Secondary claim',
}

/** The claim map as the chat shows it: one short block a condition, checkmarks for what is proven. */
export function claimMapText(filename: string, map: ClaimMap): string {
  const parts: string[] = []
  if (map.showsCrisisLine) parts.push(CRISIS_LINE_REMINDER)
  if (map.claims.length === 0) {
    parts.push(
      `I read your record "${filename}" and found no diagnosis to claim. A claim starts with a diagnosed condition: ask your provider to write down the diagnosis, then upload that record.`,
    )
  } else {
    parts.push(`Here is what your record "${filename}" supports, condition by condition.`)
    for (const claim of map.claims) {
      const mark = (isProven: boolean) => (isProven ? '✓' : '✗')
      parts.push(
        [
          `${claim.condition}${claim.diagnosticCode ? ` (diagnostic code ${claim.diagnosticCode})` : ''}: ${CLAIM_TYPE_WORDS[claim.claimType]}${claim.basis ? `, ${claim.basis}` : ''}.`,
          `${mark(claim.proves.diagnosis)} diagnosis  ${mark(claim.proves.inServiceEvent)} in-service event  ${mark(claim.proves.nexus)} medical link to service${claim.claimType === 'presumptive' ? ' (presumed by law)' : ''}`,
          ...claim.missing.map((item) => `Still needed: ${item}`),
          `Form: ${claim.form}.`,
          `The rating looks at: ${claim.ratingCriteria}`,
        ].join('\n'),
      )
    }
  }
  parts.push(
    'Next step: file an intent to file to protect your start date, then gather what is missing. A VA-accredited representative can help for free.',
  )
  return parts.join('\n\n')
}

/** The reply to a claim question about a record: the assistant's claim map, as text with its sources. */
export async function replyWithClaimMap(
  assistant: Assistant,
  record: RecordContext,
  signal?: AbortSignal,
): Promise<AssistantReply> {
  const map = await assistant.mapClaims(record, signal)
  return { sources: map.sources, textStream: streamWords(claimMapText(record.filename, map)) }
}
