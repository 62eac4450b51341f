import { generateText, Output, streamText, type LanguageModel, type ModelMessage } from 'ai'
import type { ChatSource } from '@shared/assistant/assistant-contract'
import { supportLines } from '@shared/guides/support-lines'
import type { Assistant, ChatTurnContext } from './assistant'
import { buildClaimMap, claimMapSchema } from './claim-map'
import { createKnowledgeSearch } from './knowledge-search'
import { developmentExamples } from './knowledge/entry-examples'
import type { KnowledgeEntry } from './knowledge/knowledge-entry'
import {
  isConfident,
  NO_ANSWER_SOURCES,
  NO_ANSWER_TEXT,
  hitsInScope,
  streamWords,
} from './offline-assistant'

const PASSAGES_PER_QUESTION = 4

export const SYSTEM_PROMPT = [
  'You are the assistant of Veteran Resource Hub, an independent service (not the U.S. Department',
  'of Veterans Affairs) that explains VA benefits to veterans, their families and survivors.',
  'Answer only from the numbered passages you are given; if they do not answer the question, say',
  `so plainly and suggest calling VA at ${supportLines.vaBenefits.display} or asking a`,
  'VA-accredited representative. Write in plain language: short sentences, "you", the most',
  'answer itself in the first sentence (the yes or no, the number, the form or the deadline asked',
  'for), then the steps, under 200 words. Cite the numbered sources as [1], [2] right after the facts',
  'they give. A short question may follow up an earlier one in this chat: answer it about that',
  'subject. Plain Markdown only (paragraphs, lists, bold), never HTML. End with one line that',
  'starts "Next step:". You give general information, not legal or medical advice. Never offer to file,',
  'win or speed up a claim, and never suggest paying anyone to file one: accredited',
  'representatives help for free. Do not work out a combined rating or a payment amount yourself:',
  "explain the method from the passages and point to the disability rating calculator on the hub's",
  'Tools page (/tools). If the person seems to be in crisis, give the Veterans Crisis',
  `Line first: dial ${supportLines.veteransCrisisLine.dial}, then press 1, or text ${supportLines.veteransCrisisText.display}.`,
].join(' ')

export const CLAIM_MAP_PROMPT = [
  "You map a veteran's analysed medical record to VA disability claims. For each condition in the",
  'analysis, say whether the claim is direct, presumptive (name the law that presumes it) or',
  'secondary (name the condition it follows from), what the record already proves (diagnosis,',
  'in-service event, medical nexus), what is still missing, the form to file, and what the rating',
  'criteria look at. Use only the analysis and the draft you are given; never add a condition,',
  'event or opinion that is not in them. Set showsCrisisLine when the record mentions suicidal',
  'ideation. Keep the sources you are given.',
].join(' ')

/** The chat's earlier turns a model reads, newest kept first, at most this many characters. */
const HISTORY_CHARACTERS = 4_000
/** One earlier answer is cut to this many characters: its gist, not its whole length. */
const ANSWER_CHARACTERS = 1_200

/**
 * The earlier turns as chat messages, oldest first, within the size budget: the newest turns are
 * kept whole until the budget runs out, and a long answer keeps its beginning.
 */
export function historyMessages(history: readonly ChatTurnContext[]): ModelMessage[] {
  const kept: ModelMessage[][] = []
  let size = 0
  for (const turn of [...history].reverse()) {
    const answer =
      turn.answer.length > ANSWER_CHARACTERS
        ? `${turn.answer.slice(0, ANSWER_CHARACTERS)}…`
        : turn.answer
    size += turn.question.length + answer.length
    if (size > HISTORY_CHARACTERS) break
    kept.unshift([
      { role: 'user', content: turn.question },
      { role: 'assistant', content: answer },
    ])
  }
  return kept.flat()
}

/**
 * The passages as the model reads them, each under the number of its source in the list shown
 * under the answer, so "[2]" in the text is the second source there.
 */
function numberedPassages(entries: readonly KnowledgeEntry[]): {
  passages: string
  sources: ChatSource[]
} {
  const sources: ChatSource[] = []
  const blocks = entries.map((entry) => {
    let number = sources.findIndex((source) => source.url === entry.source.url) + 1
    if (number === 0) number = sources.push({ title: entry.source.title, url: entry.source.url })
    return [
      `[${number}] ${entry.title} (source: ${entry.source.title}, ${entry.source.url})`,
      ...entry.passages,
      `Next step: ${entry.nextStep}`,
    ].join('\n')
  })
  return { passages: blocks.join('\n\n'), sources }
}

/**
 * A language model answers, grounded in the passages the knowledge base retrieves for the
 * question, and cites them. With nothing relevant retrieved it does not guess: the reply is the
 * same honest "I don't know" as the offline engine's.
 */
export function createModelAssistant(
  model: LanguageModel,
  entries: readonly KnowledgeEntry[],
): Assistant {
  const search = createKnowledgeSearch(entries, developmentExamples(entries))
  return {
    async reply(question, { signal, record, history = [] } = {}) {
      const hits = hitsInScope(
        search,
        entries,
        question,
        { record, history },
        PASSAGES_PER_QUESTION,
      )
      if (!isConfident(hits[0]))
        return { sources: NO_ANSWER_SOURCES, textStream: streamWords(NO_ANSWER_TEXT) }

      const { passages, sources } = numberedPassages(hits.map((hit) => hit.entry))
      const prompt = [
        `Passages:\n\n${passages}`,
        // The member's own record, as its analysis summarised it: context, not a source to cite.
        record
          ? `The member's record "${record.filename}", summarised: ${record.analysis.summary}\n` +
            `Conditions: ${record.analysis.conditions.map((condition) => condition.name).join('; ') || 'none found'}`
          : null,
        `Question: ${question}`,
      ]
        .filter((part) => part !== null)
        .join('\n\n')
      const result = streamText({
        model,
        system: SYSTEM_PROMPT,
        messages: [...historyMessages(history), { role: 'user', content: prompt }],
        temperature: 0.2,
        maxOutputTokens: 700,
        abortSignal: signal,
        // Failures surface through fullStream below and are handled and logged by the caller.
        onError: () => undefined,
      })
      return {
        sources,
        // fullStream, not textStream: a failure must reach the caller, so the prompt is given back.
        textStream: (async function* () {
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') yield part.text
            else if (part.type === 'error')
              throw part.error instanceof Error ? part.error : new Error(String(part.error))
          }
        })(),
      }
    },
    /**
     * The model writes the claim map through structured output, in the same zod shape as the
     * offline rules' map, which it gets as a draft. It sees the analysis only, never the record's
     * text, so no personal data reaches it. The sources and the crisis line stay the rules' own.
     */
    async mapClaims(record, signal) {
      const draft = buildClaimMap(record.analysis)
      const { output } = await generateText({
        model,
        system: CLAIM_MAP_PROMPT,
        // Not the filename: members name files after themselves.
        prompt: `Analysis of the record:\n${JSON.stringify(record.analysis)}\n\nDraft claim map:\n${JSON.stringify(draft)}`,
        output: Output.object({ schema: claimMapSchema }),
        temperature: 0,
        maxOutputTokens: 2000,
        abortSignal: signal,
      })
      return {
        claims: output.claims,
        showsCrisisLine: draft.showsCrisisLine || output.showsCrisisLine,
        sources: draft.sources,
      }
    },
  }
}
