import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expect, test, toasts } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

/** The signed-in member's current ID token, as the Firebase SDK keeps it in local storage. */
async function idToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'))
    const stored = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      stsTokenManager?: { accessToken?: string }
    }
    return stored.stsTokenManager?.accessToken ?? ''
  })
}

test.beforeEach(async ({ page, context }) => {
  await serveGapiStandIn(context)
  await signIn(page, newTestAccount('Alex Morgan'))
})

test('a free member chats until the allowance runs out', async ({ page, request }) => {
  test.setTimeout(240_000)
  await page.goto('/ai-assistant')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible()
  const chat = page.getByRole('region', { name: 'Your conversation' })
  await expect(chat).toContainText('20 of 20 prompts left this month')
  await expect(chat.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscribe')
  await expectNoAxeViolations(page)

  const input = chat.getByLabel('Your question')
  const send = chat.getByRole('button', { name: 'Send message' })
  await expect(send).toBeDisabled()
  await input.fill('   ')
  await expect(send).toBeDisabled()

  // Shift+Enter starts a new line; Enter sends.
  await input.fill('How do I file a supplemental claim?')
  await input.press('Shift+Enter')
  await expect(input).toHaveValue('How do I file a supplemental claim?\n')
  await expect(chat.getByRole('article')).toHaveCount(0)

  // Hold the first reply at the network edge, to see what happens while it is pending; once
  // released, the handler lets every request through.
  let releaseReply = () => {}
  const replyReleased = new Promise<void>((resolve) => (releaseReply = resolve))
  await page.route('**/api/ai/chat/stream', async (route) => {
    await replyReleased
    await route.continue()
  })
  await input.press('Enter')
  await expect(chat.getByRole('article', { name: 'You said' })).toContainText('How do I file a supplemental claim?')
  await expect(chat.getByText('The assistant is writing…')).toBeVisible()
  await expect(input).toBeDisabled()
  releaseReply()

  const answer = chat.getByRole('article', { name: 'The assistant said' })
  await expect(answer).toContainText('Next step:')
  await expect(answer.getByRole('listitem').getByRole('link').first()).toHaveAttribute('href', /^https:\/\/www\.va\.gov\//)
  await expect(chat).toContainText('19 of 20 prompts left this month')

  await input.fill('Does my GI Bill cover online school?')
  await input.press('Enter')
  await expect(chat.getByRole('article', { name: 'The assistant said' })).toHaveCount(2)
  await expect(chat).toContainText('18 of 20 prompts left this month')
  const conversations = page.getByRole('navigation', { name: 'Your conversations' })
  await expect(conversations.getByRole('button', { name: 'How do I file a supplemental claim?', exact: true })).toHaveCount(1)

  // Spend the rest elsewhere (another tab, say): this page still thinks 18 are left.
  const authorization = `Bearer ${await idToken(page)}`
  for (let index = 0; index < 18; index += 1) {
    const response = await request.post('/api/ai/chat', { headers: { authorization }, data: { message: 'What is DIC?', chatId: null } })
    expect(response.status()).toBe(200)
  }
  await input.fill('What is VGLI?')
  await input.press('Enter')
  await expect(toasts(page)).toContainText('No Prompts Remaining')
  await expect(toasts(page)).toContainText(
    "You've used all your free prompts this month. Upgrade to Pro for unlimited access.",
  )
  await expect(chat.getByRole('article', { name: 'You said' }).last()).toContainText('What is VGLI?')
  await expect(chat.getByRole('alert')).toContainText(
    "You've used all your free prompts this month. Upgrade to Pro for unlimited access.",
  )
  // Out of prompts is never out of help: the line is right there, no prompt needed.
  await expect(chat.getByRole('alert').getByRole('link', { name: 'call 988, press 1' })).toHaveAttribute('href', 'tel:988')
  await expect(input).toHaveAttribute('placeholder', 'Upgrade to continue chatting...')
  await expect(input).toBeDisabled()
  await expect(chat).toContainText('0 of 20 prompts left this month')
  await expectNoAxeViolations(page)

  // The first conversation can be reopened.
  const firstConversation = conversations.getByRole('button', { name: 'How do I file a supplemental claim?', exact: true })
  await firstConversation.click()
  await expect(chat.getByRole('article', { name: 'You said' })).toHaveCount(2)

  // And deleted, once confirmed: the page goes back to a new conversation, and it stays gone.
  await conversations.getByRole('button', { name: 'Delete conversation \u201cHow do I file a supplemental claim?\u201d' }).click()
  const confirm = conversations.getByRole('group', { name: 'Delete \u201cHow do I file a supplemental claim?\u201d?' })
  await expect(confirm).toContainText('This removes the conversation and all its messages for good.')
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(toasts(page)).toContainText('Conversation Deleted')
  await expect(firstConversation).toHaveCount(0)
  await expect(chat.getByRole('article')).toHaveCount(0)
  await expect(conversations.getByRole('button', { name: 'New conversation' })).toBeFocused()
  await page.reload()
  await expect(conversations.getByRole('button', { name: 'What is DIC?', exact: true }).first()).toBeVisible()
  await expect(firstConversation).toHaveCount(0)
})

test('a failed reply keeps the question on screen and says so', async ({ page }) => {
  await page.goto('/ai-assistant')
  await page.route('**/api/ai/chat/stream', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'down' } } }),
  )
  const chat = page.getByRole('region', { name: 'Your conversation' })
  await chat.getByLabel('Your question').fill('What is a C&P exam?')
  await chat.getByRole('button', { name: 'Send message' }).click()
  await expect(toasts(page)).toContainText('Error')
  await expect(toasts(page)).toContainText('Failed to send message')
  await expect(chat.getByRole('article', { name: 'You said' })).toContainText('What is a C&P exam?')
  await expect(chat.getByRole('article', { name: 'The assistant said' })).toHaveCount(0)
})

test('a wife worried about her husband sees the Veterans Crisis Line first, as an alert with links to tap', async ({ page }) => {
  await page.goto('/ai-assistant')
  const chat = page.getByRole('region', { name: 'Your conversation' })
  await chat.getByLabel('Your question').fill("my husband keeps saying he doesnt want to be here anymore, he gave his rifle to his brother")
  await chat.getByLabel('Your question').press('Enter')

  const answer = chat.getByRole('article', { name: 'The assistant said' })
  const alert = answer.getByRole('alert')
  await expect(alert).toHaveAccessibleName('Help for them, and for you, right now')
  await expect(alert.getByRole('link', { name: /Dial 988, press 1/ })).toHaveAttribute('href', 'tel:988')
  await expect(alert.getByRole('link', { name: /Text 838255/ })).toHaveAttribute('href', 'sms:838255')
  const chatLink = alert.getByRole('link', { name: /Chat online at VeteransCrisisLine\.net/ })
  await expect(chatLink).toHaveAttribute('href', 'https://www.veteranscrisisline.net/get-help-now/chat/')
  await expect(chatLink).toHaveAttribute('target', '_blank')
  await expect(answer).toContainText('The Veterans Crisis Line is for you too, not only for them')
  await expect(answer).toContainText('firearms and medications')
  // Each way to reach the line is a target a shaking thumb can hit.
  for (const link of await alert.getByRole('link').all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  }
  await expect(chat).toContainText('20 of 20 prompts left this month')
  await expectNoAxeViolations(page)
})
