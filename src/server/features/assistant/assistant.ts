import type { ChatSource } from '@shared/assistant/assistant-contract'

/** A reply as it is being written: the sources are known first, the text streams. */
export type AssistantReply = {
  sources: ChatSource[]
  textStream: AsyncIterable<string>
}

/**
 * Answers a veteran's question. Production: a language model grounded in the knowledge base;
 * embedded default: the offline engine, which composes answers from the knowledge base itself.
 */
export type Assistant = {
  reply: (question: string, signal?: AbortSignal) => Promise<AssistantReply>
}
