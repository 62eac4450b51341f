import type { Locator, Page } from '@playwright/test'
import { expect, GUIDE_PAGES, test, toasts } from './fixtures'
import { completeEmulatorPopup, newTestAccount, serveGapiStandIn, signIn } from './sign-in'

const PUBLIC_PAGES = [...GUIDE_PAGES, '/login', '/register', '/no-such-page']
const MEMBER_PAGES = [...GUIDE_PAGES, '/dashboard', '/ai-assistant', '/subscribe', '/tools']

/**
 * WCAG 1.4.10 (reflow) and 1.4.4 (resize text): a 1280 px window at 200% zoom lays out like a
 * 640 px one; a phone is checked at 320 px, the width the criterion names.
 */
async function expectReflowAtZoom(page: Page, isPhone: boolean) {
  const original = page.viewportSize()
  await page.setViewportSize({ width: isPhone ? 320 : 640, height: 450 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `horizontal scrolling on ${page.url()}`).toBeLessThanOrEqual(1)
  if (original) await page.setViewportSize(original)
}

/** Presses Tab until `target` has the focus, as a keyboard user would, and checks it shows. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) {
      const isVisible = await target.evaluate((element) => {
        const style = getComputedStyle(element)
        return (
          (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
          style.boxShadow !== 'none'
        )
      })
      expect(isVisible, 'the focused element shows a focus indicator').toBe(true)
      return
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test('every page, signed out: no axe violations, and the layout holds at 200% zoom', async ({
  page,
  visit,
  isPhone,
}) => {
  test.setTimeout(240_000)
  for (const path of PUBLIC_PAGES) {
    await visit(path)
    await expectReflowAtZoom(page, isPhone)
  }
})

test('every page, signed in: no axe violations, and the layout holds at 200% zoom', async ({
  page,
  context,
  visit,
  isPhone,
}) => {
  test.setTimeout(240_000)
  await serveGapiStandIn(context)
  await signIn(page, newTestAccount('Casey Brooks'))
  for (const path of MEMBER_PAGES) {
    await visit(path)
    await expectReflowAtZoom(page, isPhone)
  }
})

test('moving between pages puts the focus on the new page title', async ({ page, visit }) => {
  await visit('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Healthcare' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Services' })).toBeFocused()
})

test('with reduced motion asked for, nothing spins or slides', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const duration = await page.evaluate(() => {
    const spinner = document.createElement('div')
    spinner.className = 'animate-spin'
    document.body.append(spinner)
    return getComputedStyle(spinner).animationDuration
  })
  expect(parseFloat(duration)).toBeLessThan(0.001)
})

test.describe('with the keyboard alone', () => {
  test.beforeEach(async ({ context }) => {
    await serveGapiStandIn(context)
  })

  test('sign in, ask the assistant, and hear the toast', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto('/login')
    const signInButton = page.getByRole('main').getByRole('button', { name: 'Sign in with Google' })
    await tabTo(page, signInButton)
    const popupOpened = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    await completeEmulatorPopup(await popupOpened, newTestAccount('Riley Shaw'))
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/ai-assistant')
    const question = page.getByLabel('Your question')
    await tabTo(page, question)
    await page.keyboard.type('How do I file a supplemental claim?')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('article', { name: 'The assistant said' })).toContainText(
      'Next step',
      { timeout: 20_000 },
    )

    // A toast is announced: the notification region carries a live status for screen readers.
    await page.goto('/tools')
    const card = page.getByRole('region', { name: 'Benefits Eligibility Checker' })
    await tabTo(page, card.getByRole('button', { name: 'Check Eligibility' }))
    await page.keyboard.press('Enter')
    await expect(toasts(page)).toContainText(
      'Please select your service branch and discharge status.',
    )
    await expect(
      page
        .locator('[role="status"][aria-live], [aria-live="assertive"], [aria-live="polite"]')
        .filter({ hasText: 'Please select your service branch' })
        .first(),
    ).toBeAttached()
  })

  test('every tool on the Tools page', async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, newTestAccount('Morgan Diaz'))
    await page.goto('/tools')

    const disability = page.getByRole('region', { name: 'Disability Rating Calculator' })
    await tabTo(page, disability.getByLabel('Disability rating (%)'))
    for (const rating of ['50', '30']) {
      await page.keyboard.type(rating)
      await page.keyboard.press('Enter')
    }
    await tabTo(page, disability.getByRole('button', { name: 'Calculate Combined Rating' }))
    await page.keyboard.press('Enter')
    await expect(disability.getByText('70%').first()).toBeVisible()

    const giBill = page.getByRole('region', { name: 'GI Bill Housing Calculator' })
    await tabTo(page, giBill.getByLabel('School location'))
    await page.keyboard.type('San Diego, CA')
    await tabTo(page, giBill.getByRole('button', { name: 'Calculate Benefits' }))
    await page.keyboard.press('Enter')
    await expect(giBill.getByText('$3,975.00').first()).toBeVisible()

    const resume = page.getByRole('region', { name: 'Resume Builder' })
    await tabTo(page, resume.getByLabel('Military job code (MOS, rating or AFSC)'))
    await page.keyboard.type('11B')
    await tabTo(page, resume.getByLabel('Years of service'))
    await page.keyboard.type('6')
    await tabTo(page, resume.getByRole('button', { name: 'Generate Resume' }))
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toMatch(/\.(docx|pdf)$/)

    const eligibility = page.getByRole('region', { name: 'Benefits Eligibility Checker' })
    await tabTo(page, eligibility.getByLabel('Service branch'))
    await page.keyboard.press('ArrowDown')
    await tabTo(page, eligibility.getByLabel('Discharge status'))
    await page.keyboard.press('ArrowDown')
    await tabTo(page, eligibility.getByRole('button', { name: 'Check Eligibility' }))
    await page.keyboard.press('Enter')
    await expect(toasts(page)).toContainText('Eligibility Check Complete')

    const wellness = page.getByRole('region', { name: 'Wellness Tracker' })
    await tabTo(page, wellness.getByRole('button', { name: /Great/ }))
    await page.keyboard.press('Space')
    await expect(wellness.getByRole('button', { name: /Great/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await tabTo(page, wellness.getByLabel('Hours of sleep last night'))
    await page.keyboard.type('7')
    await tabTo(page, wellness.getByRole('button', { name: "Log Today's Entry" }))
    await page.keyboard.press('Enter')
    await expect(toasts(page)).toContainText('Entry Logged')
  })

  test('upload a record through the dialog, and close it', async ({ page }) => {
    await signIn(page, newTestAccount('Quinn Patel'))
    await page.goto('/tools')
    const openButton = page
      .getByRole('region', { name: 'Medical Records' })
      .getByRole('button', { name: 'Upload Medical Records' })
    await tabTo(page, openButton)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Upload Medical Records' })
    const browse = dialog.getByRole('button', { name: /browse files/i })
    await expect(browse).toBeVisible()
    await tabTo(page, browse)
    const chooser = page.waitForEvent('filechooser')
    await page.keyboard.press('Enter')
    await (
      await chooser
    ).setFiles({
      name: 'visit-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Seen for knee pain.'),
    })
    await tabTo(page, dialog.getByRole('button', { name: /^Upload 1 file$/ }))
    await page.keyboard.press('Enter')
    await expect(toasts(page)).toContainText('1 file(s) uploaded successfully.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(openButton).toBeFocused()
  })

  test('pay for Pro in test mode', async ({ page }) => {
    await signIn(page, newTestAccount('Avery Kim'))
    await page.goto('/subscribe')
    const cardNumber = page.getByLabel('Card number')
    await tabTo(page, cardNumber)
    await page.keyboard.type('4242 4242 4242 4242')
    await page.keyboard.press('Tab')
    await page.keyboard.type('12/34')
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    await page.keyboard.press('Tab')
    await page.keyboard.type('22030')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('region', { name: 'AI prompts left' })).toContainText(
      'Unlimited with Pro',
    )
  })
})
