import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import {
  PROMPTS_EXHAUSTED,
  type ChatCrisis,
  type ChatHistory,
  type ChatReply,
  type ChatSource,
  type ChatSummary,
} from '@shared/assistant/assistant-contract'
import type { Db } from '@server/db/client'
import { findUser, refundPrompt, spendPrompt } from '@server/features/auth/users-service'
import { findRecordContext } from '@server/features/uploads/uploads-service'
import { AppError } from '@server/plugins/app-error'
import type { Assistant, ChatTurnContext } from './assistant'
import { chatMessagesTable, chatsTable } from './chats-table'
import { isClaimQuestion, replyWithClaimMap } from './claim-map'
import {
  CRISIS_LINE_REMINDER,
  CRISIS_SOURCES,
  crisisReplySources,
  crisisReplyText,
} from './crisis/crisis-reply'
import { screenMessage } from './crisis/crisis-screen'
import { streamWords } from './offline-assistant'

const TITLE_LENGTH = 80

export type ChatTurnInput = {
  userId: string
  message: string
  chatId: string | null
  fileId?: string | null
  /** Aborts when the member leaves: the model call stops. */
  signal?: AbortSignal
  /**
   * Refuses a member sending faster than the model may be called (a 429). Run only for a turn
   * that calls the assistant: a crisis reply costs nothing, and someone in crisis is never told
   * to wait.
   */
  limitBurst?: () => Promise<void>
}

/** A reply on its way; `deliverChatTurn` reads it to its end and settles what it costs. */
export type ChatTurn = {
  chatId: string
  sources: ChatSource[]
  crisis: ChatCrisis
  textStream: AsyncIterable<string>
  /** Stores the question and the whole reply. */
  complete: (text: string) => Promise<ChatReply>
  /** Gives the prompt back; stores nothing. */
  abandon: () => Promise<void>
}

function chatNotFound() {
  return new AppError(404, 'CHAT_NOT_FOUND', 'That conversation was not found.')
}

async function assertChatOwner(db: Db, userId: string, chatId: string) {
  const [chat] = await db
    .select({ id: chatsTable.id })
    .from(chatsTable)
    .where(and(eq(chatsTable.id, chatId), eq(chatsTable.userId, userId)))
  if (!chat) throw chatNotFound()
}

/** Whether someone was at risk earlier in this chat: a reply of it led with the crisis line. */
async function hasCrisisEarlier(db: Db, chatId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessagesTable.id })
    .from(chatMessagesTable)
    .where(and(eq(chatMessagesTable.chatId, chatId), isNotNull(chatMessagesTable.crisis)))
    .limit(1)
  return row !== undefined
}

/** How many earlier question-and-answer pairs of a chat reach the assistant with a new question. */
const HISTORY_TURNS = 3

/**
 * The chat's last few questions and answers, oldest first, for the assistant to read a follow-up
 * by. A turn the crisis screen answered is left out: its reply is not an answer to build on.
 */
async function findChatHistory(db: Db, chatId: string): Promise<ChatTurnContext[]> {
  const rows = await db
    .select({
      role: chatMessagesTable.role,
      content: chatMessagesTable.content,
      crisis: chatMessagesTable.crisis,
    })
    .from(chatMessagesTable)
    .where(eq(chatMessagesTable.chatId, chatId))
    .orderBy(desc(chatMessagesTable.createdAt))
    .limit(HISTORY_TURNS * 2)
  const turns: ChatTurnContext[] = []
  const oldestFirst = rows.reverse()
  for (const [index, row] of oldestFirst.entries()) {
    const answer = oldestFirst[index + 1]
    if (row.role !== 'user' || answer?.role !== 'assistant') continue
    if (answer.crisis && answer.crisis !== 'reminder') continue
    turns.push({ question: row.content, answer: answer.content })
  }
  return turns
}

async function* withLeadingParagraph(
  paragraph: string,
  textStream: AsyncIterable<string>,
): AsyncGenerator<string> {
  yield* streamWords(`${paragraph}\n\n`)
  yield* textStream
}

/**
 * Starts one question and answer. The message is screened first, before any provider sees it:
 * someone at risk, or worried about someone, gets the crisis reply, which never costs a prompt
 * and needs none left. In a chat where that happened, every later answer starts with the line.
 * Anyone else spends one prompt, given back if the reply fails.
 */
export async function startChatTurn(
  db: Db,
  assistant: Assistant,
  input: ChatTurnInput,
): Promise<ChatTurn> {
  if (input.chatId) await assertChatOwner(db, input.userId, input.chatId)
  const crisisKind = screenMessage(input.message).kind
  if (!crisisKind) await input.limitBurst?.()
  // Checked before a prompt is spent: someone else's file, or one not analysed, costs nothing.
  const record =
    input.fileId && !crisisKind
      ? await findRecordContext(db, input.userId, input.fileId)
      : undefined
  const chatId = input.chatId ?? randomUUID()
  const crisis: ChatCrisis =
    crisisKind ?? (input.chatId && (await hasCrisisEarlier(db, input.chatId)) ? 'reminder' : null)

  let hasSpentPrompt = false
  if (!crisisKind) {
    const user = await spendPrompt(db, input.userId)
    if (!user) {
      throw new AppError(
        402,
        PROMPTS_EXHAUSTED,
        "You've used all your free prompts this month. Upgrade to Pro for unlimited access.",
      )
    }
    hasSpentPrompt = true
  }
  const abandon = async () => {
    if (hasSpentPrompt) await refundPrompt(db, input.userId)
    hasSpentPrompt = false
  }

  let reply: { sources: ChatSource[]; textStream: AsyncIterable<string> }
  try {
    if (crisisKind) {
      reply = {
        sources: crisisReplySources(crisisKind),
        textStream: streamWords(crisisReplyText(crisisKind)),
      }
    } else {
      const history = input.chatId ? await findChatHistory(db, input.chatId) : []
      const answer =
        record && isClaimQuestion(input.message)
          ? await replyWithClaimMap(assistant, record, input.signal)
          : await assistant.reply(input.message, { record, history, signal: input.signal })
      reply =
        crisis === 'reminder'
          ? {
              sources: [...CRISIS_SOURCES, ...answer.sources],
              textStream: withLeadingParagraph(CRISIS_LINE_REMINDER, answer.textStream),
            }
          : answer
    }
  } catch (error) {
    await abandon()
    throw error
  }

  return {
    chatId,
    sources: reply.sources,
    crisis,
    textStream: reply.textStream,
    abandon,
    async complete(text) {
      await db.transaction(async (tx) => {
        const now = new Date()
        await tx
          .insert(chatsTable)
          .values({
            id: chatId,
            userId: input.userId,
            title: input.message.slice(0, TITLE_LENGTH),
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({ target: chatsTable.id, set: { updatedAt: now } })
        await tx.insert(chatMessagesTable).values([
          { chatId, role: 'user', content: input.message, createdAt: now },
          // One millisecond later, so the pair always reads in order.
          {
            chatId,
            role: 'assistant',
            content: text,
            sources: reply.sources,
            crisis,
            createdAt: new Date(now.getTime() + 1),
          },
        ])
      })
      const user = await findUser(db, input.userId)
      return {
        chatId,
        message: text,
        sources: reply.sources,
        crisis,
        promptsRemaining: user?.promptsRemaining ?? null,
      }
    },
  }
}

/** How a reply reaches the member: each piece as it is written, or all of it at the end. */
export type ChatDelivery = {
  /** Sends one piece to the member at once (the streaming route); absent, the reply goes out whole. */
  sendPiece?: (piece: string) => void
  /** Aborts when the member leaves. */
  signal?: AbortSignal
}

/**
 * Reads the reply to its end, delivers it and stores it. The one rule of what a reply costs: once
 * any of it has been sent to the member, the prompt is spent, whatever happens next (they leave,
 * the model fails, storing fails); a reply that sent nothing gives the prompt back.
 */
export async function deliverChatTurn(
  turn: ChatTurn,
  { sendPiece, signal }: ChatDelivery = {},
): Promise<ChatReply> {
  let text = ''
  let hasSentText = false
  try {
    for await (const piece of turn.textStream) {
      // The offline engine does not listen for the signal, so a departure is checked here too.
      signal?.throwIfAborted()
      text += piece
      if (sendPiece) {
        sendPiece(piece)
        hasSentText = true
      }
    }
    return await turn.complete(text)
  } catch (error) {
    if (!hasSentText) await turn.abandon()
    throw error
  }
}

export async function listChats(db: Db, userId: string): Promise<ChatSummary[]> {
  const rows = await db
    .select({ chatId: chatsTable.id, title: chatsTable.title, updatedAt: chatsTable.updatedAt })
    .from(chatsTable)
    .where(eq(chatsTable.userId, userId))
    .orderBy(desc(chatsTable.updatedAt))
    .limit(50)
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
}

export async function getChatHistory(db: Db, userId: string, chatId: string): Promise<ChatHistory> {
  const [chat] = await db
    .select({ title: chatsTable.title })
    .from(chatsTable)
    .where(and(eq(chatsTable.id, chatId), eq(chatsTable.userId, userId)))
  if (!chat) throw chatNotFound()
  const messages = await db
    .select()
    .from(chatMessagesTable)
    .where(eq(chatMessagesTable.chatId, chatId))
    .orderBy(asc(chatMessagesTable.createdAt))
  return {
    chatId,
    title: chat.title,
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      sources: message.sources,
      crisis: message.crisis ?? null,
      createdAt: message.createdAt.toISOString(),
    })),
  }
}

/** Deletes one of the user's chats; its messages go with it (ON DELETE CASCADE). */
export async function deleteChat(db: Db, userId: string, chatId: string): Promise<void> {
  const [row] = await db
    .delete(chatsTable)
    .where(and(eq(chatsTable.id, chatId), eq(chatsTable.userId, userId)))
    .returning({ id: chatsTable.id })
  if (!row) throw chatNotFound()
}
