import { serverSentEvents } from '@client/lib/server-sent-events'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  assistantApi,
  chatHistoryPath,
  chatHistorySchema,
  chatStreamEventSchema,
  type ChatRequest,
  type ChatStreamEvent,
} from '@shared/assistant/assistant-contract'
import { callApi, readApiError } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'

type GetIdToken = () => Promise<string | null>

export const assistantQueries = {
  chats: (getIdToken: GetIdToken) =>
    queryOptions({
      queryKey: [assistantApi.chats.path],
      queryFn: async () => callApi(assistantApi.chats, { token: await getIdToken() }),
    }),
  history: (chatId: string, getIdToken: GetIdToken) =>
    queryOptions({
      queryKey: [chatHistoryPath(chatId)],
      queryFn: async ({ signal }) => {
        const response = await fetch(chatHistoryPath(chatId), {
          headers: { authorization: `Bearer ${(await getIdToken()) ?? ''}` },
          credentials: 'include',
          signal,
        })
        if (!response.ok) throw await readApiError(response)
        return chatHistorySchema.parse(await response.json())
      },
    }),
}

/** Deletes one of the member's chats, then forgets its history and reloads the list. */
export function useDeleteChat() {
  const { getIdToken } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (chatId: string) =>
      callApi(assistantApi.deleteChat, { token: await getIdToken(), params: { id: chatId } }),
    onSuccess: (_result, chatId) => {
      queryClient.removeQueries({ queryKey: [chatHistoryPath(chatId)] })
      return queryClient.invalidateQueries({ queryKey: [assistantApi.chats.path] })
    },
  })
}

/**
 * Sends a question and reads the reply as it is written (server-sent events), calling `onEvent`
 * for each event. A refusal before the reply starts throws the server's ApiError.
 */
export async function streamChatReply(
  request: ChatRequest,
  token: string | null,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  const response = await fetch(assistantApi.chatStream.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token ?? ''}`,
    },
    credentials: 'include',
    body: JSON.stringify(request),
  })
  if (!response.ok) throw await readApiError(response)
  if (!response.body) throw new Error('The reply had no body.')

  for await (const data of serverSentEvents(response.body)) {
    onEvent(chatStreamEventSchema.parse(data))
  }
}
