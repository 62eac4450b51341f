import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expect, test, toasts } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Pay by card' })
  await form.getByLabel('Card number').fill(cardNumber)
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await form.getByLabel('Security code').fill('123')
  await form.getByLabel('ZIP code').fill('22030')
  await form.getByRole('button', { name: 'Subscribe to Pro - $19/month' }).click()
}

test.beforeEach(async ({ page, context }) => {
  await serveGapiStandIn(context)
  await signIn(page, newTestAccount('Jordan Lee'))
})

test('a free member pays with the test card and is Pro, with unlimited chat', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/subscribe')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible()
  await expect(page.getByText('Test mode - no real charges')).toBeVisible()
  await expectNoAxeViolations(page)

  await payWith(page, '4242 4242 4242 4242')
  await expect(toasts(page).filter({ hasText: 'Payment Successful' })).toContainText('You are now subscribed to Pro!')
  await expect(page).toHaveURL(/\/dashboard$/)
  const subscriptionCard = page.getByRole('region', { name: 'Subscription' })
  await expect(subscriptionCard).toContainText('Pro')
  await expect(page.getByRole('region', { name: 'AI prompts left' })).toContainText('Unlimited with Pro')

  await page.goto('/ai-assistant')
  const chat = page.getByRole('region', { name: 'Your conversation' })
  await expect(chat).toContainText('Unlimited prompts with Pro')
  await expect(chat.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0)
  await chat.getByLabel('Your question').fill('What is DIC?')
  await chat.getByRole('button', { name: 'Send message' }).click()
  await expect(chat.getByRole('article', { name: 'The assistant said' })).toContainText('Next step', { timeout: 20_000 })

  // A Pro member sees the plan instead of a second payment form, and can cancel.
  await page.goto('/subscribe')
  await expect(page.getByRole('heading', { level: 2, name: 'You are on Pro' })).toBeVisible()
  await expect(page.getByLabel('Card number')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  await page.getByRole('button', { name: 'Yes, cancel Pro' }).click()
  await expect(toasts(page).filter({ hasText: 'Subscription Canceled' })).toContainText('You are back on the Free plan.')
  await expect(page.getByText('Test mode - no real charges')).toBeVisible()
})

test('a declined card says why and the member stays free', async ({ page }) => {
  await page.goto('/subscribe')
  await payWith(page, '4000 0000 0000 0002')
  await expect(toasts(page).filter({ hasText: 'Payment Failed' })).toContainText('Your card was declined.')
  await expect(page).toHaveURL(/\/subscribe$/)
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Free')
})

test('the page says so when the subscription cannot be set up', async ({ page }) => {
  // The only stub: the create call fails at the network edge, as it would if the provider were down.
  await page.route('**/api/subscription/create', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'down' } }),
    }),
  )
  await page.goto('/subscribe')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Error' })).toBeVisible()
  await expect(page.getByText('Unable to initialize subscription. Please try again later.')).toBeVisible()
  await expectNoAxeViolations(page)
})
