import { expectNoAxeViolations, expect, test, toasts } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

test.beforeEach(async ({ context }) => {
  await serveGapiStandIn(context)
})

test('a free member deletes their account; the same Google account then starts a new, empty account that keeps this month\u2019s count', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const account = newTestAccount('Jordan Lee')
  await signIn(page, account)

  await page.goto('/ai-assistant')
  const chat = page.getByRole('region', { name: 'Your conversation' })
  await chat.getByLabel('Your question').fill('What is DIC?')
  await chat.getByLabel('Your question').press('Enter')
  await expect(chat.getByRole('article', { name: 'The assistant said' })).toHaveCount(1)
  await expect(chat).toContainText('19 of 20 prompts left this month')

  await page.goto('/dashboard')
  const section = page.getByRole('region', { name: 'Delete your account' })
  await expect(section).toContainText('your saved conversations and your uploaded records')
  await section.getByRole('button', { name: 'Delete my account' }).click()
  const confirm = section.getByRole('group', {
    name: 'Delete your account? This cannot be undone.',
  })
  await expect(confirm.getByRole('button', { name: 'Keep my account' })).toBeFocused()
  await expectNoAxeViolations(page)

  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(toasts(page)).toContainText('Account Deleted')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Signed out of Firebase in this browser, too.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).some((name) => name.startsWith('firebase:authUser:')),
    ),
  ).toBe(false)

  // The Google account is still there: signing in with it makes a new, empty hub account, which
  // keeps this month's count, so deleting never hands out a fresh allowance.
  await signIn(page, account)
  await expect(
    page.getByRole('progressbar', { name: 'AI prompts left this month' }),
  ).toHaveAttribute('aria-valuetext', '19 of 20 prompts left')
  await page.goto('/ai-assistant')
  await expect(page.getByRole('region', { name: 'Your conversation' })).toContainText(
    '19 of 20 prompts left this month',
  )
  await expect(page.getByRole('navigation', { name: 'Your conversations' })).toContainText(
    'Your past conversations will be listed here.',
  )
})

test('keeping the account changes nothing', async ({ page }) => {
  await signIn(page, newTestAccount('Sam Ortiz'))
  const section = page.getByRole('region', { name: 'Delete your account' })
  const deleteButton = section.getByRole('button', { name: 'Delete my account' })
  await deleteButton.click()
  await section.getByRole('button', { name: 'Keep my account' }).press('Escape')
  await expect(deleteButton).toBeFocused()
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back, Sam')
})
