import type { FileAnalysis, RecordCondition } from '@shared/uploads/uploads-contract'

export function buildRecordCondition(
  overrides: Partial<RecordCondition> & Pick<RecordCondition, 'name'>,
): RecordCondition {
  return {
    diagnosticCode: null,
    asWritten: overrides.name.toLowerCase(),
    hasInServiceEvent: false,
    hasNexusOpinion: false,
    ...overrides,
  }
}

/** An analysis with nothing found, to which a test adds what it is about. */
export function buildFileAnalysis(overrides: Partial<FileAnalysis> = {}): FileAnalysis {
  return {
    summary: '',
    conditions: [],
    testResults: [],
    nexusOpinions: [],
    inServiceEvents: [],
    serviceFacts: { branch: null, jobCodes: [], deployments: [], servicePeriods: [] },
    dates: [],
    facilities: [],
    providers: [],
    removed: [],
    mentionsSuicidalIdeation: false,
    readingNotes: [],
    analyzedAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  }
}
