import type { ChatSource } from '@shared/assistant/assistant-contract'
import type { FileAnalysis } from '@shared/uploads/uploads-contract'
import type { ClaimMap } from './claim-map'

/** A reply as it is being written: the sources are known first, the text streams. */
export type AssistantReply = {
  sources: ChatSource[]
  textStream: AsyncIterable<string>
}

/** One of the member's own analysed records, which the question is about. */
export type RecordContext = {
  filename: string
  analysis: FileAnalysis
}

/** One earlier question and answer of the same chat, oldest first, so a follow-up is understood. */
export type ChatTurnContext = {
  question: string
  answer: string
}

export type ReplyOptions = {
  signal?: AbortSignal
  record?: RecordContext
  /** The chat's earlier turns, oldest first; crisis replies are left out. */
  history?: readonly ChatTurnContext[]
}

/**
 * Answers a veteran's question and reads their records. Production: a language model grounded in
 * the knowledge base; embedded default: the offline engine, which composes answers from the
 * knowledge base itself and summarises records by extracting their own sentences.
 */
export type Assistant = {
  reply: (question: string, options?: ReplyOptions) => Promise<AssistantReply>
  /** "What can I claim?" about an analysed record: each condition as a claim, in one shape. */
  mapClaims: (record: RecordContext, signal?: AbortSignal) => Promise<ClaimMap>
}
