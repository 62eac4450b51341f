import { expectNoAxeViolations, expect, test, toasts } from './fixtures'

test.describe('the app shell, signed out', () => {
  test('the top bar offers Sign In and Get Started, and the product name goes home', async ({
    page,
    visit,
    isPhone,
  }) => {
    await visit('/claims')
    const viewportWidth = page.viewportSize()?.width ?? 0
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewportWidth,
    )
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Dial 988, press 1' })).toHaveAttribute(
      'href',
      'tel:988',
    )

    if (isPhone) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
      const mobile = page.getByRole('navigation', { name: 'Mobile' })
      await expect(mobile.getByRole('link', { name: 'Sign In' })).toBeVisible()
      await expectNoAxeViolations(page)
      await mobile.getByRole('link', { name: 'Get Started' }).click()
      await expect(page).toHaveURL(/\/register$/)
      await expect(mobile).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    } else {
      const main = page.getByRole('navigation', { name: 'Main' })
      await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
      await main.getByRole('link', { name: 'Get Started' }).click()
      await expect(page).toHaveURL(/\/register$/)
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Hub' })).toBeFocused()

    await header.getByRole('link', { name: 'Veteran Resource Hub' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectNoAxeViolations(page)
  })

  test("the footer has its three columns and this year's copyright", async ({ page, visit }) => {
    await visit('/')
    const footer = page.getByRole('contentinfo')
    for (const column of ['Resources', 'Tools', 'Support']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible()
    }
    await expect(footer).toContainText(`© ${String(new Date().getFullYear())} Veteran Resource Hub`)
    await expect(footer.getByText('Help Center')).toBeVisible()
  })

  test('the skip link moves keyboard focus to the main content', async ({ page, visit }) => {
    await visit('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('signed-in-only pages send a visitor to sign in', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
  })
})

test('an unknown path shows the 404 page', async ({ page, visit }) => {
  await visit('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText(/did you forget to add the page to the router/i)).toBeVisible()
  await expect(page).toHaveTitle('404 Page Not Found | Veteran Resource Hub')
})

test('only one toast shows at a time, and F8 reaches it', async ({ page, context, visit }) => {
  await visit('/')
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' })
  const onScreen = toasts(page)
  await context.setOffline(true)
  await expect(onScreen).toHaveCount(1)
  await expect(onScreen).toContainText("You're offline")
  await context.setOffline(false)
  await expect(onScreen).toHaveCount(1)
  await expect(onScreen).toContainText('Back online')
  // Screen readers hear each toast once, prefixed with its label.
  await expect(
    page.getByRole('status').filter({ hasText: 'Notification Back online' }),
  ).toHaveCount(1)

  // F8 first: focus in the notifications pauses the toast's timer, so a slow axe run on a busy
  // machine cannot outlast it.
  await page.keyboard.press('F8')
  await expect(notifications.getByRole('list')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Tab')
  await expect(onScreen).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(onScreen.getByRole('button', { name: 'Close notification' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(onScreen).toHaveCount(0)
})

test('the API answers JSON on the same origin', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', database: 'up' })
  const missing = await request.get('/api/nope')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
})
