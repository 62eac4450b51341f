import type { LanguageModelV3CallOptions } from '@ai-sdk/provider'
import { MockLanguageModelV3 } from 'ai/test'
import { describe, expect, test } from 'vitest'
import { analyzeRecordText } from '@server/features/uploads/record-analysis'
import { buildFileAnalysis } from '@server/testing/file-analysis-factory'
import {
  buildClaimMap,
  claimMapSchema,
  claimMapText,
  isClaimQuestion,
  type ClaimMap,
} from './claim-map'
import { CRISIS_LINE_REMINDER } from './crisis/crisis-reply'
import { knowledgeBase } from './knowledge/knowledge-base'
import { createModelAssistant } from './model-assistant'

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
}

const audiologyNote = [
  'Tampa VA Medical Center - Audiology Note',
  'Patient: Marcus D. Whitfield   SSN: 123-45-6789',
  'Army veteran (MOS 11B), deployed to Iraq (OIF). Constant ringing since an IED blast near his vehicle in Ramadi in 2007.',
  'ASSESSMENT:',
  '1. Tinnitus, bilateral, constant.',
  '2. Lumbosacral strain with left lower extremity radiculopathy (sciatic nerve).',
  '3. Chronic rhinitis.',
  "OPINION: The veteran's tinnitus is at least as likely as not related to military noise exposure, including the IED blast.",
].join('\n')

function analysisOf(text: string) {
  return { ...analyzeRecordText(text), readingNotes: [], analyzedAt: '2026-11-23T12:00:00.000Z' }
}

describe('the claim map from rules', () => {
  const map = buildClaimMap(analysisOf(audiologyNote))
  const claimFor = (condition: string) => map.claims.find((claim) => claim.condition === condition)

  test('a diagnosis with its in-service event and a favourable opinion is a direct claim with nothing essential missing', () => {
    expect(claimFor('Tinnitus')).toMatchObject({
      diagnosticCode: '6260',
      claimType: 'direct',
      proves: { diagnosis: true, inServiceEvent: true, nexus: true },
      missing: [],
      form: 'VA Form 21-526EZ (Application for Disability Compensation and Related Compensation Benefits)',
    })
  })

  test('a direct claim without an opinion says the nexus opinion is what is missing', () => {
    const strain = claimFor('Lumbosacral strain')
    expect(strain?.claimType).toBe('direct')
    expect(strain?.proves.nexus).toBe(false)
    expect(strain?.missing.join(' ')).toContain(
      'at least as likely as not related to your service (a nexus opinion)',
    )
  })

  test('radiculopathy with a spine condition is secondary to it, citing 38 CFR 3.310', () => {
    expect(claimFor('Radiculopathy, sciatic nerve')).toMatchObject({
      claimType: 'secondary',
      basis: 'secondary to lumbosacral strain',
    })
    expect(map.sources.map((source) => source.url)).toContain(
      'https://www.ecfr.gov/current/title-38/section-3.310',
    )
  })

  test('rhinitis after service in Iraq is presumptive under the PACT Act, whose page is cited', () => {
    expect(claimFor('Allergic rhinitis')).toMatchObject({
      claimType: 'presumptive',
      proves: { nexus: true },
    })
    expect(claimFor('Allergic rhinitis')?.basis).toContain('PACT Act')
    expect(map.sources.map((source) => source.url)).toContain(
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    )
  })

  test('each condition cites the rating criteria of its section of 38 CFR Part 4', () => {
    expect(map.sources.map((source) => source.url)).toContain(
      'https://www.ecfr.gov/current/title-38/section-4.87',
    )
    expect(claimFor('Tinnitus')?.ratingCriteria).toContain('10%')
  })

  test('a record that mentions suicidal ideation leads the answer with the crisis line', () => {
    const withIdeation = buildClaimMap(buildFileAnalysis({ mentionsSuicidalIdeation: true }))
    expect(withIdeation.showsCrisisLine).toBe(true)
    expect(claimMapText('note.txt', withIdeation).startsWith(CRISIS_LINE_REMINDER)).toBe(true)
    expect(claimMapText('note.txt', map)).not.toContain(CRISIS_LINE_REMINDER)
  })

  test('the answer reads condition by condition, with marks for what is proven and what is still needed', () => {
    const text = claimMapText('audiology.txt', map)
    expect(text).toContain(
      'Tinnitus (diagnostic code 6260): Direct claim.\n✓ diagnosis  ✓ in-service event  ✓ medical link to service',
    )
    expect(text).toContain(
      'Still needed: A medical opinion that it is at least as likely as not related to your service',
    )
  })

  test('“What can I claim?” and its kin are claim questions; other questions about a record are not', () => {
    expect(isClaimQuestion('What can I claim based on this record?')).toBe(true)
    expect(isClaimQuestion('Is my back service connected?')).toBe(true)
    expect(isClaimQuestion('What does PTA mean in this note?')).toBe(false)
  })
})

describe('the claim map from a model', () => {
  test('comes through structured output in the same zod shape, from the analysis alone, never the filename', async () => {
    const analysis = analysisOf(audiologyNote)
    const fromModel: ClaimMap = {
      claims: buildClaimMap(analysis)
        .claims.slice(0, 1)
        .map((claim) => ({ ...claim, missing: ['A copy of your DD214.'] })),
      showsCrisisLine: false,
      sources: [{ title: 'Made up', url: 'https://example.com/made-up' }],
    }
    const calls: LanguageModelV3CallOptions[] = []
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        calls.push(options)
        return {
          content: [{ type: 'text', text: JSON.stringify(fromModel) }],
          finishReason: { unified: 'stop', raw: undefined },
          usage,
          warnings: [],
        }
      },
    })
    const map = await createModelAssistant(model, knowledgeBase).mapClaims({
      filename: 'Marcus Whitfield.pdf',
      analysis,
    })
    expect(claimMapSchema.parse(map).claims).toEqual(fromModel.claims)
    // The model's sources are not trusted: the rules' official pages are cited instead.
    expect(map.sources).toEqual(buildClaimMap(analysis).sources)
    expect(calls[0]?.responseFormat).toMatchObject({ type: 'json' })
    const prompt = JSON.stringify(calls[0]?.prompt)
    expect(prompt).toContain('Tinnitus')
    expect(prompt).not.toMatch(/Whitfield|Marcus|123-45-6789/)
  })
})
