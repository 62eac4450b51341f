import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Bot, SendHorizontal, User as UserIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  assistantApi,
  MAX_MESSAGE_LENGTH,
  PROMPTS_EXHAUSTED,
  type ChatCrisis,
  type ChatSource,
} from '@shared/assistant/assistant-contract'
import { isPro } from '@shared/auth/auth-contract'
import { FREE_PROMPTS_PER_MONTH } from '@shared/subscription/plans'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { afterNextPaint } from '@client/lib/after-next-paint'
import { ApiError } from '@client/lib/api-client'
import { cn } from '@client/lib/cn'
import { useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'
import { assistantQueries, streamChatReply } from './assistant-queries'
import { ConversationList } from './conversation-list'
import { CrisisAlert, CrisisLineInlineLinks } from './crisis-alert'
import type * as messageText from './message-text'

/** product contract §3: a chat message as the page keeps it. */
type ChatMessage = {
  id: string
  chatId: string | null
  role: 'user' | 'assistant'
  content: string
  timestamp: string
  sources: ChatSource[]
  /** How an assistant reply leads with the Veterans Crisis Line, if it does. */
  crisis: ChatCrisis
}

const NO_PROMPTS_TEXT =
  "You've used all your free prompts this month. Upgrade to Pro for unlimited access."

function showNoPromptsToast() {
  toast({ title: 'No Prompts Remaining', description: NO_PROMPTS_TEXT, variant: 'destructive' })
}

type MessageTextModule = typeof messageText

/**
 * The renderer of assistant answers: react-markdown and its parser, about 40 KB gzip, the larger
 * part of this page's code. No answer shows as the page opens, so it loads once the page is on
 * screen (ADR 0039), and whatever brings an answer (sending, opening a conversation) waits for it.
 */
let messageTextModule: MessageTextModule | null = null

/** Null when it cannot load: answers then show as plain text rather than not at all. */
function loadMessageText(): Promise<MessageTextModule | null> {
  return import('./message-text').then((module) => (messageTextModule = module)).catch(() => null)
}

let localId = 0
function newLocalId() {
  localId += 1
  return `local-${localId}`
}

export function AssistantChat() {
  const { user, getIdToken, refreshUser } = useAuth()
  const queryClient = useQueryClient()
  const chats = useQuery(assistantQueries.chats(getIdToken))
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [chatId, setChatId] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [status, setStatus] = useState<'idle' | 'waiting' | 'streaming'>('idle')
  const logRef = useRef<HTMLDivElement>(null)
  const inputId = useId()
  // Set by "Ask the assistant about this record" on the Tools page: questions then carry the record.
  const [searchParams, setSearchParams] = useSearchParams()
  const fileId = searchParams.get('file')

  const isProUser = user ? isPro(user) : false
  const promptsRemaining = user?.promptsRemaining ?? 0
  const hasPromptsLeft = isProUser || promptsRemaining > 0
  const isBusy = status !== 'idle'
  const canSend = draft.trim().length > 0 && !isBusy && hasPromptsLeft

  useEffect(() => afterNextPaint(() => void loadMessageText()), [])

  useEffect(() => {
    const log = logRef.current
    if (!log) return
    // A crisis reply is read from its top, where the line is; anything else follows the newest text.
    const lastMessage = messages.at(-1)
    const alerts = log.querySelectorAll<HTMLElement>('[role="alert"][data-crisis-alert]')
    const lastAlert = alerts[alerts.length - 1]
    const isCrisisReply = lastMessage?.crisis && lastMessage.crisis !== 'reminder'
    log.scrollTo({
      top: isCrisisReply && lastAlert ? lastAlert.offsetTop - log.offsetTop - 8 : log.scrollHeight,
    })
  }, [messages, status])

  async function send() {
    const message = draft.trim()
    if (!message || isBusy) return
    if (!hasPromptsLeft) {
      showNoPromptsToast()
      return
    }
    const now = new Date().toISOString()
    setMessages((current) => [
      ...current,
      {
        id: newLocalId(),
        chatId,
        role: 'user',
        content: message,
        timestamp: now,
        sources: [],
        crisis: null,
      },
    ])
    setDraft('')
    setStatus('waiting')
    const replyId = newLocalId()
    try {
      await loadMessageText()
      await streamChatReply({ message, chatId, fileId }, await getIdToken(), (event) => {
        if (event.type === 'start') {
          setChatId(event.chatId)
          setStatus('streaming')
          setMessages((current) => [
            ...current,
            {
              id: replyId,
              chatId: event.chatId,
              role: 'assistant',
              content: '',
              timestamp: new Date().toISOString(),
              sources: event.sources,
              crisis: event.crisis,
            },
          ])
        } else if (event.type === 'delta') {
          setMessages((current) =>
            current.map((item) =>
              item.id === replyId ? { ...item, content: item.content + event.text } : item,
            ),
          )
        } else if (event.type === 'done') {
          setMessages((current) =>
            current.map((item) =>
              item.id === replyId ? { ...item, content: event.reply.message } : item,
            ),
          )
        } else {
          throw new ApiError(500, event.error.code, event.error.message)
        }
      })
    } catch (error) {
      // product contract §8: the question stays on screen; the half-written reply does not.
      setMessages((current) => current.filter((item) => item.id !== replyId))
      if (error instanceof ApiError && error.code === PROMPTS_EXHAUSTED) showNoPromptsToast()
      else if (error instanceof ApiError && fileId && error.status < 500) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' })
      } else
        toast({ title: 'Error', description: 'Failed to send message', variant: 'destructive' })
    } finally {
      setStatus('idle')
      void refreshUser()
      void queryClient.invalidateQueries({ queryKey: [assistantApi.chats.path] })
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  async function openChat(id: string) {
    if (isBusy) return
    const [history] = await Promise.all([
      queryClient.query(assistantQueries.history(id, getIdToken)),
      loadMessageText(),
    ])
    setChatId(history.chatId)
    setMessages(
      history.messages.map((item) => ({
        id: item.id,
        chatId: history.chatId,
        role: item.role,
        content: item.content,
        timestamp: item.createdAt,
        sources: item.sources,
        crisis: item.crisis,
      })),
    )
  }

  function startNewChat() {
    if (isBusy) return
    setChatId(null)
    setMessages([])
  }

  function handleChatDeleted(id: string) {
    if (id === chatId) startNewChat()
  }

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
      <section
        aria-labelledby="chat-title"
        className="flex h-[600px] min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 id="chat-title" className="text-lg font-semibold">
            Your conversation
          </h2>
          <p className="text-base text-slate-700">
            {isProUser ? (
              'Unlimited prompts with Pro'
            ) : (
              <>
                <strong>{promptsRemaining}</strong> of {FREE_PROMPTS_PER_MONTH} prompts left this
                month{' · '}
                <Link
                  to="/subscribe"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  Upgrade to Pro
                </Link>
              </>
            )}
          </p>
        </div>

        {fileId ? (
          <p className="flex flex-wrap items-center gap-x-3 border-b border-slate-200 bg-brand-50 px-4 py-2 text-base">
            <span>Your questions include the summary of your record.</span>
            <button
              type="button"
              onClick={() => setSearchParams({})}
              className="min-h-11 font-semibold text-brand-800 underline underline-offset-4"
            >
              Stop using the record
            </button>
          </p>
        ) : null}
        <div
          ref={logRef}
          role="log"
          aria-label="Messages"
          aria-busy={isBusy}
          // Keyboard users must be able to scroll the history (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="flex-1 space-y-4 overflow-y-auto px-4 py-4"
        >
          {messages.length === 0 ? (
            <div className="mx-auto max-w-md py-8 text-center text-slate-700">
              <Bot aria-hidden="true" className="mx-auto size-10 text-brand-700" />
              <p className="mt-3 font-semibold text-slate-900">Ask about your VA benefits</p>
              <p className="mt-1 text-base">
                For example: &ldquo;How do I file a supplemental claim?&rdquo; or &ldquo;Does my GI
                Bill cover online school?&rdquo;
              </p>
            </div>
          ) : (
            messages.map((message) => <MessageBubble key={message.id} message={message} />)
          )}
          {status === 'waiting' ? (
            <div className="flex items-center gap-2 text-slate-700" role="status">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-2 animate-bounce rounded-full bg-brand-700" />
                <span className="size-2 animate-bounce rounded-full bg-brand-700 [animation-delay:150ms]" />
                <span className="size-2 animate-bounce rounded-full bg-brand-700 [animation-delay:300ms]" />
              </span>
              <span className="text-base">The assistant is writing…</span>
            </div>
          ) : null}
        </div>

        {!hasPromptsLeft ? (
          <div
            role="alert"
            className="mx-4 mb-2 rounded-lg border-2 border-crisis-700 bg-crisis-50 p-3 text-base"
          >
            <p className="font-semibold">No Prompts Remaining</p>
            <p>
              {NO_PROMPTS_TEXT}{' '}
              <Link
                to="/subscribe"
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                Upgrade to Pro
              </Link>
            </p>
            <p className="mt-1">
              Need to talk to someone now? The Veterans Crisis Line never needs a prompt:{' '}
              <CrisisLineInlineLinks />.
            </p>
          </div>
        ) : null}

        <form
          className="flex items-end gap-2 border-t border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Your question
          </label>
          <textarea
            id={inputId}
            rows={2}
            maxLength={MAX_MESSAGE_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            disabled={isBusy || !hasPromptsLeft}
            placeholder={
              hasPromptsLeft
                ? 'Ask a question about VA benefits…'
                : 'Upgrade to continue chatting...'
            }
            aria-describedby={`${inputId}-hint`}
            className="min-h-12 min-w-0 flex-1 resize-none rounded-lg border-2 border-slate-500 px-3 py-2 text-base placeholder:text-slate-600 disabled:bg-slate-100"
          />
          <span id={`${inputId}-hint`} className="sr-only">
            Enter sends; Shift and Enter starts a new line.
          </span>
          <Button type="submit" disabled={!canSend} aria-label="Send message" className="px-4">
            <SendHorizontal aria-hidden="true" />
          </Button>
        </form>
      </section>

      <ConversationList
        chats={chats.data?.chats}
        openChatId={chatId}
        isBusy={isBusy}
        onOpen={(id) => void openChat(id)}
        onNewChat={startNewChat}
        onDeleted={handleChatDeleted}
      />
    </div>
  )
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const isUser = message.role === 'user'
  // A crisis reply's alert spans the whole log, so its links stay large on a phone.
  const alertCrisis = message.crisis === 'reminder' ? null : message.crisis
  return (
    <article aria-label={isUser ? 'You said' : 'The assistant said'}>
      {alertCrisis ? <CrisisAlert crisis={alertCrisis} /> : null}
      <div className={cn('flex gap-3', isUser && 'flex-row-reverse')}>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full',
            isUser ? 'bg-slate-200 text-slate-800' : 'bg-brand-700 text-white',
          )}
        >
          {isUser ? <UserIcon className="size-5" /> : <Bot className="size-5" />}
        </span>
        <div
          className={cn(
            'max-w-[85%] rounded-xl px-4 py-3 text-base',
            isUser
              ? 'bg-brand-50 text-slate-900'
              : 'border border-slate-200 bg-stone-50 text-slate-900',
          )}
        >
          {message.crisis === 'reminder' ? <CrisisAlert crisis="reminder" /> : null}
          {isUser ? (
            <div className="whitespace-pre-line">{message.content}</div>
          ) : (
            <div className="space-y-3">
              {messageTextModule ? (
                <messageTextModule.MessageText text={message.content} />
              ) : (
                <p className="whitespace-pre-line">{message.content}</p>
              )}
            </div>
          )}
          {message.sources.length > 0 ? (
            <div className="mt-3 border-t border-slate-200 pt-2">
              <p className="font-semibold">Sources</p>
              {/* Numbered as the answer cites them: [1] is the first source. */}
              <ol className="mt-1 list-decimal space-y-1 pl-6">
                {message.sources.map((source) => (
                  <li key={source.url}>
                    <ExternalLink href={source.url}>{source.title}</ExternalLink>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  )
}
