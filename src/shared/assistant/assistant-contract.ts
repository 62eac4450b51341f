import { z } from 'zod'
import type { Endpoint } from '@shared/api/endpoint'
import { textWithoutNul } from '@shared/api/text-field'

/** Longer questions are refused with a 400; a question this long is several questions. */
export const MAX_MESSAGE_LENGTH = 2000

export const chatSourceSchema = z.object({
  title: z.string(),
  url: z.url(),
})
export type ChatSource = z.infer<typeof chatSourceSchema>

/**
 * Which crisis reply the assistant gave: to the writer at risk, to someone worried about another
 * person, to a threat against others (911 first), or to a benefits question that revealed intent.
 */
export const crisisKindSchema = z.enum(['self', 'other', 'harm-others', 'benefits-intent'])
export type CrisisKind = z.infer<typeof crisisKindSchema>

/**
 * How a reply leads with the Veterans Crisis Line: as a crisis reply of one kind, or as a
 * 'reminder' line above an ordinary answer, in a chat where someone was at risk earlier. null for
 * any other reply.
 */
export const chatCrisisSchema = z.union([crisisKindSchema, z.literal('reminder')]).nullable()
export type ChatCrisis = z.infer<typeof chatCrisisSchema>

export const chatRequestSchema = z.object({
  message: textWithoutNul()
    .trim()
    .min(1, 'Type a question first.')
    .max(MAX_MESSAGE_LENGTH, `Keep a question under ${MAX_MESSAGE_LENGTH} characters.`),
  /** null or empty starts a new chat (product contract §7). */
  chatId: z
    .union([z.uuid(), z.literal(''), z.null()])
    .optional()
    .transform((chatId) => chatId || null),
  /** One of the caller's analysed files: the answer then takes the record's summary into account. */
  fileId: z.uuid().nullable().optional(),
})
export type ChatRequest = z.input<typeof chatRequestSchema>

export const chatReplySchema = z.object({
  chatId: z.uuid(),
  message: z.string(),
  sources: z.array(chatSourceSchema),
  crisis: chatCrisisSchema,
  /** null on Pro. */
  promptsRemaining: z.number().int().min(0).nullable(),
})
export type ChatReply = z.infer<typeof chatReplySchema>

export const PROMPTS_EXHAUSTED = 'PROMPTS_EXHAUSTED'

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(chatSourceSchema),
  crisis: chatCrisisSchema,
  createdAt: z.iso.datetime({ offset: true }),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatSummarySchema = z.object({
  chatId: z.uuid(),
  title: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type ChatSummary = z.infer<typeof chatSummarySchema>

export const chatListSchema = z.object({ chats: z.array(chatSummarySchema) })
export const chatHistorySchema = z.object({
  chatId: z.uuid(),
  title: z.string(),
  messages: z.array(chatMessageSchema),
})
export type ChatHistory = z.infer<typeof chatHistorySchema>

/** Server-sent events of the streaming chat call, in order: start, delta..., then done or error. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    chatId: z.uuid(),
    sources: z.array(chatSourceSchema),
    crisis: chatCrisisSchema,
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: chatReplySchema }),
  z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string() }) }),
])
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>

export const assistantApi = {
  chat: { method: 'POST', path: '/api/ai/chat', body: chatRequestSchema, response: chatReplySchema },
  /** Same body and rules as `chat`; answers with server-sent events (ChatStreamEvent). */
  chatStream: { method: 'POST', path: '/api/ai/chat/stream', body: chatRequestSchema, response: chatReplySchema },
  chats: { method: 'GET', path: '/api/ai/chats', response: chatListSchema },
  /** Bearer. Deletes one of the caller's chats with all its messages; 204. Anyone else's is a 404. */
  deleteChat: { method: 'DELETE', path: '/api/ai/chats/:id', response: z.undefined() },
} as const satisfies Record<string, Endpoint>

/** GET one chat with its messages; the id is part of the path. */
export const chatHistoryPath = (chatId: string) => `/api/ai/chats/${chatId}` as const
