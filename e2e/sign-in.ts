import { readFileSync } from 'node:fs'
import { expect, type BrowserContext, type Page } from '@playwright/test'

const GAPI_URL = /^https:\/\/apis\.google\.com\/js\/api\.js/
const gapiStandIn = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8')

/** Answers Google's gapi loader with our stand-in: the only request the browser tests fake. */
export async function serveGapiStandIn(context: BrowserContext) {
  await context.route(GAPI_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiStandIn }),
  )
}

export type TestAccount = { email: string; name: string }

let accountCount = 0

/** A Google account of its own for each test, so tests never share a user. */
export function newTestAccount(name = 'Dana Reyes'): TestAccount {
  accountCount += 1
  const stamp = `${Date.now().toString(36)}${accountCount}${Math.random().toString(36).slice(2, 6)}`
  return { email: `veteran-${stamp}@example.com`, name }
}

/**
 * Clicks the page's Google button and completes the Auth Emulator's popup: an existing account
 * is chosen from its list, a new one is added with its email and display name.
 */
export async function completeGoogleSignIn(page: Page, buttonName: string | RegExp, account: TestAccount) {
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: buttonName }).click()
  await completeEmulatorPopup(await popupOpened, account)
}

/** Chooses or adds the account in the Auth Emulator's sign-in popup, which is not our page. */
export async function completeEmulatorPopup(popup: Page, account: TestAccount) {
  // Listened for before anything is clicked: the popup can close the instant the account is
  // chosen, and a close event that fired before the wait began would never be seen.
  const closed = popup.waitForEvent('close')
  await popup.waitForLoadState()
  const existing = popup.getByText(account.email)
  if (await existing.isVisible()) {
    await existing.click()
  } else {
    await popup.getByText('Add new account').click()
    await popup.locator('#email-input').fill(account.email)
    await popup.locator('#display-name-input').fill(account.name)
    const submit = popup.getByRole('button', { name: 'Sign in with Google.com' })
    await expect(submit).toBeEnabled()
    await submit.click()
  }
  await closed
}

/** Signs in from /login and waits for the dashboard. */
export async function signIn(page: Page, account: TestAccount) {
  await page.goto('/login')
  await completeGoogleSignIn(page, 'Sign in with Google', account)
  await expect(page).toHaveURL(/\/dashboard$/)
}
