import { MessageSquarePlus, Trash2 } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import type { ChatSummary } from '@shared/assistant/assistant-contract'
import { Button } from '@client/components/ui/button'
import { cn } from '@client/lib/cn'
import { toast } from '@client/lib/toast'
import { useConfirmFocus } from '@client/lib/use-confirm-focus'
import { useDeleteChat } from './assistant-queries'

export type ConversationListProps = {
  chats: ChatSummary[] | undefined
  /** The chat on screen, if it has been saved. */
  openChatId: string | null
  /** While a reply is on its way, the chat on screen must stay as it is. */
  isBusy: boolean
  onOpen: (chatId: string) => void
  onNewChat: () => void
  onDeleted: (chatId: string) => void
}

/** The member's saved chats: open one, start a new one, or delete one after confirming. */
export function ConversationList({
  chats,
  openChatId,
  isBusy,
  onOpen,
  onNewChat,
  onDeleted,
}: ConversationListProps) {
  const newChatRef = useRef<HTMLButtonElement>(null)
  // Held here, not in the item: the item is gone from the list by the time the deletion settles.
  const deletion = useDeleteChat()

  function handleDelete(chat: ChatSummary, onFailure: () => void) {
    deletion.mutate(chat.chatId, {
      onSuccess: () => {
        onDeleted(chat.chatId)
        newChatRef.current?.focus()
        toast({ title: 'Conversation Deleted', description: `${quoted(chat.title)} was deleted.` })
      },
      onError: () => {
        onFailure()
        toast({
          title: 'Delete Failed',
          description: 'We could not delete this conversation. Please try again.',
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <nav
      aria-label="Your conversations"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Button
        ref={newChatRef}
        variant="secondary"
        className="w-full"
        onClick={onNewChat}
        disabled={isBusy}
      >
        <MessageSquarePlus aria-hidden="true" />
        New conversation
      </Button>
      {chats && chats.length > 0 ? (
        <ul className="mt-4 space-y-1">
          {chats.map((chat) => (
            <ConversationItem
              key={chat.chatId}
              chat={chat}
              isOpen={chat.chatId === openChatId}
              isBusy={isBusy}
              isDeleting={deletion.isPending && deletion.variables === chat.chatId}
              onOpen={onOpen}
              onDelete={handleDelete}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-base text-slate-700">
          Your past conversations will be listed here.
        </p>
      )}
      <p className="mt-4 text-base text-slate-700">
        Conversations are saved to your account until you delete them.
      </p>
    </nav>
  )
}

type ConversationItemProps = {
  chat: ChatSummary
  isOpen: boolean
  isBusy: boolean
  isDeleting: boolean
  onOpen: (chatId: string) => void
  /** Deletes the chat; `onFailure` runs if that fails, with the chat still listed. */
  onDelete: (chat: ChatSummary, onFailure: () => void) => void
}

function quoted(title: string) {
  return `\u201c${title}\u201d`
}

function ConversationItem({
  chat,
  isOpen,
  isBusy,
  isDeleting,
  onOpen,
  onDelete,
}: ConversationItemProps) {
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const quotedTitle = quoted(chat.title)
  const { deleteButtonRef, keepButtonRef } = useConfirmFocus(isConfirmingDelete)

  function keepOnEscape(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && !isDeleting) setIsConfirmingDelete(false)
  }

  if (isConfirmingDelete) {
    return (
      <li>
        <div
          role="group"
          aria-label={`Delete ${quotedTitle}?`}
          className="rounded-lg bg-crisis-50 p-3"
        >
          <p className="text-base break-words">
            Delete {quotedTitle}? This removes the conversation and all its messages for good.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="crisis"
              onClick={() => onDelete(chat, () => setIsConfirmingDelete(false))}
              onKeyDown={keepOnEscape}
              disabled={isDeleting}
            >
              {isDeleting ? 'Deleting…' : 'Yes, delete it'}
            </Button>
            <Button
              ref={keepButtonRef}
              variant="secondary"
              onClick={() => setIsConfirmingDelete(false)}
              onKeyDown={keepOnEscape}
              disabled={isDeleting}
            >
              Keep it
            </Button>
          </div>
        </div>
      </li>
    )
  }

  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onOpen(chat.chatId)}
        aria-current={isOpen ? 'true' : undefined}
        className={cn(
          'min-h-11 min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-left text-base hover:bg-brand-50',
          isOpen && 'bg-brand-50 font-semibold text-brand-900',
        )}
      >
        {chat.title}
      </button>
      <Button
        ref={deleteButtonRef}
        variant="ghost"
        className="size-11 shrink-0 px-0 text-crisis-700"
        onClick={() => setIsConfirmingDelete(true)}
        disabled={isBusy}
        aria-label={`Delete conversation ${quotedTitle}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  )
}
