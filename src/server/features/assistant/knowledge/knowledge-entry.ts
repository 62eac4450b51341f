export const KNOWLEDGE_TOPICS = [
  'claims',
  'evidence',
  'exams',
  'appeals',
  'ratings',
  'compensation',
  'education',
  'careers',
  'health-care',
  'mental-health',
  'housing',
  'pension',
  'insurance',
  'survivors',
  'burial',
  'family',
  'discharge',
  'crisis',
  'getting-help',
] as const
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number]
export type KnowledgeEntry = {
  /** kebab-case, unique, stable: answers cite it */
  id: string
  topic: KnowledgeTopic
  /** a question-like or plain title, e.g. "How to file a Supplemental Claim" */
  title: string
  /** 2 to 6 short plain-language paragraphs (each 1-4 sentences), each able to stand alone as an answer passage */
  passages: string[]
  /** the one next step, starting with a verb: "File VA Form 20-0995 online at ..." */
  nextStep: string
  /** other words people use for this (e.g. "GI Bill housing", "BAH", "MHA"); helps retrieval */
  aliases: string[]
  /** the official page this entry is based on: va.gov or another .gov or .mil (ecfr.gov, ssa.gov, dfas.mil, ...) */
  source: { title: string; url: string }
  /** other official pages the entry's facts come from (a form's page, a regulation), cited beside it */
  moreSources?: readonly { title: string; url: string }[]
  /** the one US state whose own benefits the entry describes; none for VA's benefits */
  state?: string
  /** ISO date the entry was last reviewed against its source */
  checkedOn: string
}
