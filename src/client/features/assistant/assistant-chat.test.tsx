import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  assistantApi,
  type ChatCrisis,
  type ChatHistory,
  type ChatSource,
  type ChatStreamEvent,
  type ChatSummary,
} from '@shared/assistant/assistant-contract'
import { Toaster } from '@client/components/toaster'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedInSession } from '@client/testing/session-factories'
import { AssistantChat } from './assistant-chat'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function buildChat(title: string): ChatHistory {
  return {
    chatId: crypto.randomUUID(),
    title,
    messages: [
      {
        id: crypto.randomUUID(),
        role: 'user',
        content: title,
        sources: [],
        crisis: null,
        createdAt: '2026-03-14T12:00:00.000Z',
      },
      {
        id: crypto.randomUUID(),
        role: 'assistant',
        content: `About ${title}: call 800-827-1000 or see https://www.va.gov/decision-reviews/.`,
        sources: [],
        crisis: null,
        createdAt: '2026-03-14T12:00:00.001Z',
      },
    ],
  }
}

/** Serves the chats as the server would, each deletion taking one out; returns the ids deleted. */
function serveChats(chats: ChatHistory[], { failDeletes = false } = {}) {
  const deleted: string[] = []
  const summaries = (): ChatSummary[] =>
    chats
      .filter((chat) => !deleted.includes(chat.chatId))
      .map(({ chatId, title }) => ({ chatId, title, updatedAt: '2026-03-14T12:00:00.000Z' }))
  server.use(
    http.get(assistantApi.chats.path, () => HttpResponse.json({ chats: summaries() })),
    http.get('/api/ai/chats/:id', ({ params }) => {
      const chat = chats.find((candidate) => candidate.chatId === params.id)
      return chat
        ? HttpResponse.json(chat)
        : HttpResponse.json({ error: { code: 'CHAT_NOT_FOUND', message: 'gone' } }, { status: 404 })
    }),
    http.delete(assistantApi.deleteChat.path, ({ params, request }) => {
      if (failDeletes)
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'down' } },
          { status: 500 },
        )
      expect(request.headers.get('authorization')).toBe('Bearer id-token')
      deleted.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return deleted
}

function renderChat() {
  const user = userEvent.setup()
  renderRoutes(
    [
      {
        path: '/ai-assistant',
        element: (
          <>
            <AssistantChat />
            <Toaster />
          </>
        ),
      },
    ],
    { path: '/ai-assistant', session: signedInSession() },
  )
  return user
}

const conversations = () => screen.getByRole('navigation', { name: 'Your conversations' })
const messages = () => screen.getByRole('log', { name: 'Messages' })
const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' })

describe('deleting a conversation', () => {
  test('asks first, and keeping it changes nothing', async () => {
    const dic = buildChat('What is DIC?')
    const deleted = serveChats([dic])
    const user = renderChat()

    const deleteButton = await within(conversations()).findByRole('button', {
      name: 'Delete conversation \u201cWhat is DIC?\u201d',
    })
    await user.click(deleteButton)
    const confirm = within(conversations()).getByRole('group', {
      name: 'Delete \u201cWhat is DIC?\u201d?',
    })
    expect(confirm).toHaveTextContent(
      'This removes the conversation and all its messages for good.',
    )
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus()

    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(within(conversations()).queryByRole('group')).not.toBeInTheDocument()
    expect(
      within(conversations()).getByRole('button', {
        name: 'Delete conversation \u201cWhat is DIC?\u201d',
      }),
    ).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(within(conversations()).queryByRole('group')).not.toBeInTheDocument()
    expect(deleted).toEqual([])
  })

  test('deleting the open conversation goes back to a new one and says so', async () => {
    const dic = buildChat('What is DIC?')
    const vgli = buildChat('What is VGLI?')
    const deleted = serveChats([dic, vgli])
    const user = renderChat()

    await user.click(await within(conversations()).findByRole('button', { name: 'What is DIC?' }))
    expect(await within(messages()).findByRole('article', { name: 'You said' })).toHaveTextContent(
      'What is DIC?',
    )

    await user.click(
      within(conversations()).getByRole('button', {
        name: 'Delete conversation \u201cWhat is DIC?\u201d',
      }),
    )
    await user.click(within(conversations()).getByRole('button', { name: 'Yes, delete it' }))

    expect(
      await within(toasts()).findByText('\u201cWhat is DIC?\u201d was deleted.'),
    ).toBeInTheDocument()
    expect(within(toasts()).getByText('Conversation Deleted')).toBeInTheDocument()
    expect(deleted).toEqual([dic.chatId])
    expect(
      within(conversations()).queryByRole('button', { name: 'What is DIC?' }),
    ).not.toBeInTheDocument()
    expect(
      within(conversations()).getByRole('button', { name: 'What is VGLI?' }),
    ).toBeInTheDocument()
    expect(within(messages()).queryByRole('article')).not.toBeInTheDocument()
    expect(within(messages()).getByText('Ask about your VA benefits')).toBeInTheDocument()
    expect(within(conversations()).getByRole('button', { name: 'New conversation' })).toHaveFocus()
  })

  test('deleting another conversation leaves the open one on screen', async () => {
    const dic = buildChat('What is DIC?')
    const vgli = buildChat('What is VGLI?')
    serveChats([dic, vgli])
    const user = renderChat()

    await user.click(await within(conversations()).findByRole('button', { name: 'What is DIC?' }))
    await within(messages()).findByRole('article', { name: 'You said' })
    await user.click(
      within(conversations()).getByRole('button', {
        name: 'Delete conversation \u201cWhat is VGLI?\u201d',
      }),
    )
    await user.click(within(conversations()).getByRole('button', { name: 'Yes, delete it' }))

    expect(
      await within(toasts()).findByText('\u201cWhat is VGLI?\u201d was deleted.'),
    ).toBeInTheDocument()
    expect(within(messages()).getByRole('article', { name: 'You said' })).toHaveTextContent(
      'What is DIC?',
    )
    expect(within(conversations()).getByRole('button', { name: 'What is DIC?' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('a failed delete says so and keeps the conversation', async () => {
    serveChats([buildChat('What is DIC?')], { failDeletes: true })
    const user = renderChat()

    await user.click(
      await within(conversations()).findByRole('button', {
        name: 'Delete conversation \u201cWhat is DIC?\u201d',
      }),
    )
    await user.click(within(conversations()).getByRole('button', { name: 'Yes, delete it' }))

    expect(
      await within(toasts()).findByText('We could not delete this conversation. Please try again.'),
    ).toBeInTheDocument()
    expect(
      within(conversations()).getByRole('button', { name: 'What is DIC?' }),
    ).toBeInTheDocument()
  })
})

test("the assistant's web addresses and phone numbers are links", async () => {
  serveChats([buildChat('How do I appeal?')])
  const user = renderChat()

  await user.click(await within(conversations()).findByRole('button', { name: 'How do I appeal?' }))
  const answer = await within(messages()).findByRole('article', { name: 'The assistant said' })
  expect(within(answer).getByRole('link', { name: '800-827-1000' })).toHaveAttribute(
    'href',
    'tel:+18008271000',
  )
  const web = within(answer).getByRole('link', {
    name: /^https:\/\/www\.va\.gov\/decision-reviews\//,
  })
  expect(web).toHaveAttribute('href', 'https://www.va.gov/decision-reviews/')
  expect(web).toHaveAttribute('target', '_blank')
  expect(web).toHaveAccessibleName(/\(opens in a new tab\)$/)
  expect(answer).toHaveTextContent(
    'About How do I appeal?: call 800-827-1000 or see https://www.va.gov/decision-reviews/',
  )
  expect(
    within(messages()).getByRole('article', { name: 'You said' }).querySelector('a'),
  ).toBeNull()
})

test("a model's Markdown is shown as text, lists and bold, never as HTML, with numbered sources", async () => {
  const chat = buildChat('Which form?')
  const answer = chat.messages[1]
  if (!answer) throw new Error('no answer')
  answer.content = [
    'Use **VA Form 20-0995** [1].',
    '',
    '- Add new evidence',
    '- Call 800-827-1000',
    '',
    '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    '[Click here](javascript:window.hacked=true)',
  ].join('\n')
  answer.sources = [
    { title: 'Supplemental Claim', url: 'https://www.va.gov/decision-reviews/supplemental-claim/' },
    { title: 'Supplemental Claim form', url: 'https://www.va.gov/find-forms/about-form-20-0995/' },
  ]
  serveChats([chat])
  const user = renderChat()

  await user.click(await within(conversations()).findByRole('button', { name: 'Which form?' }))
  const reply = await within(messages()).findByRole('article', { name: 'The assistant said' })
  expect(within(reply).getByText('VA Form 20-0995').tagName).toBe('STRONG')
  expect(
    within(reply)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(expect.arrayContaining(['Add new evidence', 'Call 800-827-1000']))
  expect(within(reply).getByRole('link', { name: '800-827-1000' })).toHaveAttribute(
    'href',
    'tel:+18008271000',
  )
  expect(reply.querySelector('script, img')).toBeNull()
  expect(within(reply).queryByRole('link', { name: /Click here/ })).toBeNull()
  const sources = within(reply).getAllByRole('list').at(-1)
  expect(sources?.tagName).toBe('OL')
  expect(
    within(sources as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    'https://www.va.gov/decision-reviews/supplemental-claim/',
    'https://www.va.gov/find-forms/about-form-20-0995/',
  ])
})

/** Answers the streaming call as the server does: start, the text in two pieces, then done. */
function serveStreamedReply(reply: {
  message: string
  crisis: ChatCrisis
  sources?: ChatSource[]
}) {
  const chatId = crypto.randomUUID()
  const sources = reply.sources ?? []
  const [head, tail] = [reply.message.slice(0, 20), reply.message.slice(20)]
  const events: ChatStreamEvent[] = [
    { type: 'start', chatId, sources, crisis: reply.crisis },
    { type: 'delta', text: head },
    { type: 'delta', text: tail },
    {
      type: 'done',
      reply: {
        chatId,
        message: reply.message,
        sources,
        crisis: reply.crisis,
        promptsRemaining: 19,
      },
    },
  ]
  serveStreamEvents(events)
}

/** Answers the streaming call with these events, as server-sent events. */
function serveStreamEvents(events: ChatStreamEvent[]) {
  server.use(
    http.post(
      assistantApi.chatStream.path,
      () =>
        new HttpResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  )
}

describe('sending a question', () => {
  test("goes with the member's token as a new chat, and the reply is written in as it streams, with its sources", async () => {
    serveChats([])
    const sent: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(assistantApi.chatStream.path)) {
        expect(request.headers.get('authorization')).toBe('Bearer id-token')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body))
      }
    })
    serveStreamedReply({
      message: 'File a Supplemental Claim on VA Form 20-0995 within one year [1].',
      crisis: null,
      sources: [
        {
          title: 'Supplemental Claim',
          url: 'https://www.va.gov/decision-reviews/supplemental-claim/',
        },
      ],
    })
    const user = renderChat()

    await user.type(screen.getByLabelText('Your question'), 'how do I add new evidence?{Enter}')

    const reply = await within(messages()).findByRole('article', { name: 'The assistant said' })
    expect(await within(reply).findByText(/VA Form 20-0995 within one year/)).toBeInTheDocument()
    expect(within(reply).getByRole('link', { name: /Supplemental Claim/ })).toHaveAttribute(
      'href',
      'https://www.va.gov/decision-reviews/supplemental-claim/',
    )
    expect(within(messages()).getByText('how do I add new evidence?')).toBeInTheDocument()
    expect(screen.getByLabelText('Your question')).toHaveValue('')
    expect(sent).toEqual([{ message: 'how do I add new evidence?', chatId: null, fileId: null }])
    server.events.removeAllListeners()
  })

  test('a refusal for prompts used up says so in the No Prompts Remaining toast, and the question stays', async () => {
    serveChats([])
    server.use(
      http.post(assistantApi.chatStream.path, () =>
        HttpResponse.json(
          { error: { code: 'PROMPTS_EXHAUSTED', message: 'No prompts left.' } },
          { status: 402 },
        ),
      ),
    )
    const user = renderChat()

    await user.type(screen.getByLabelText('Your question'), 'what is the GI Bill?{Enter}')

    expect(await within(toasts()).findByText('No Prompts Remaining')).toBeInTheDocument()
    expect(within(messages()).getByText('what is the GI Bill?')).toBeInTheDocument()
    expect(within(messages()).queryByRole('article', { name: 'The assistant said' })).toBeNull()
  })

  test('an error in the middle of the reply takes the half-written reply away and says the message failed', async () => {
    serveChats([])
    serveStreamEvents([
      { type: 'start', chatId: crypto.randomUUID(), sources: [], crisis: null },
      { type: 'delta', text: 'The Post-9/11 GI Bill pays' },
      { type: 'error', error: { code: 'INTERNAL_ERROR', message: 'The model stopped.' } },
    ])
    const user = renderChat()

    await user.type(screen.getByLabelText('Your question'), 'what does the GI Bill pay?{Enter}')

    expect(await within(toasts()).findByText('Failed to send message')).toBeInTheDocument()
    expect(within(messages()).getByText('what does the GI Bill pay?')).toBeInTheDocument()
    expect(within(messages()).queryByText(/The Post-9\/11 GI Bill pays/)).toBeNull()
  })
})

describe('a reply that leads with the Veterans Crisis Line', () => {
  test('a crisis reply shows an alert card with the three ways to reach the line', async () => {
    serveChats([])
    serveStreamedReply({
      message: 'The Veterans Crisis Line is for you too: call the Veterans Crisis Line...',
      crisis: 'other',
    })
    const user = renderChat()

    await user.type(
      screen.getByLabelText('Your question'),
      'my husband says he wants to die{Enter}',
    )

    const alert = await within(messages()).findByRole('alert')
    expect(alert).toHaveAccessibleName('Help for them, and for you, right now')
    expect(within(alert).getByRole('link', { name: /Dial 988, press 1/ })).toHaveAttribute(
      'href',
      'tel:988',
    )
    expect(within(alert).getByRole('link', { name: /Text 838255/ })).toHaveAttribute(
      'href',
      'sms:838255',
    )
    expect(
      within(alert).getByRole('link', { name: /Chat online at VeteransCrisisLine\.net/ }),
    ).toHaveAttribute('href', 'https://www.veteranscrisisline.net/get-help-now/chat/')
    expect(within(alert).queryByRole('link', { name: /Call 911/ })).not.toBeInTheDocument()
  })

  test('a threat to harm someone puts 911 first', async () => {
    serveChats([])
    serveStreamedReply({
      message: 'If anyone is in danger right now, call 911.',
      crisis: 'harm-others',
    })
    const user = renderChat()

    await user.type(screen.getByLabelText('Your question'), 'im going to shoot him{Enter}')

    const alert = await within(messages()).findByRole('alert')
    const links = within(alert).getAllByRole('link')
    expect(links[0]).toHaveAttribute('href', 'tel:911')
    expect(links[1]).toHaveAttribute('href', 'tel:988')
  })

  test('a later answer in the same chat carries the line above it, without an alert', async () => {
    const earlier = buildChat('I just want to sleep and not wake up')
    const [question, answer] = earlier.messages
    if (!question || !answer) throw new Error('buildChat gives a question and an answer')
    earlier.messages = [
      question,
      { ...answer, content: "I'm really glad you told me.", crisis: 'self' },
      { ...question, id: crypto.randomUUID(), content: 'it was a joke' },
      {
        ...answer,
        id: crypto.randomUUID(),
        content: 'The Veterans Crisis Line is there whenever you need it.',
        crisis: 'reminder',
      },
    ]
    serveChats([earlier])
    const user = renderChat()

    await user.click(
      await within(conversations()).findByRole('button', {
        name: 'I just want to sleep and not wake up',
      }),
    )

    const replies = await within(messages()).findAllByRole('article', {
      name: 'The assistant said',
    })
    expect(within(replies[0] as HTMLElement).getByRole('alert')).toHaveAccessibleName(
      'You can talk to someone right now',
    )
    expect(within(replies[1] as HTMLElement).queryByRole('alert')).not.toBeInTheDocument()
    expect(
      within(replies[1] as HTMLElement).getByRole('link', { name: 'call 988, press 1' }),
    ).toHaveAttribute('href', 'tel:988')
  })
})
