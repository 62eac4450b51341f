import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** The public guide pages, the landing page first. */
export const GUIDE_PAGES = [
  '/',
  '/claims',
  '/education',
  '/business',
  '/healthcare',
  '/careers',
  '/benefits',
]

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** The toasts on screen, in the notifications region that F8 reaches (one at a time). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')
}

type Fixtures = {
  /** Opens a path, waits for its h1, and checks it with axe. */
  visit: (path: string) => Promise<void>
  isPhone: boolean
}

export const test = base.extend<Fixtures>({
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // What a page loads after its first render (the Tools page's last four tools) is checked too.
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page)
    })
  },
  isPhone: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) < 1024)
  },
})

export { expect }
