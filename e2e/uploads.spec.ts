import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, toasts } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

const doctorNotePdf = new URL('./fixtures/doctor-note.pdf', import.meta.url)
// A photo-like scan of an audiology note, rendered by bench/render-records.ts: read by OCR.
const audiologyNoteScan = new URL('./fixtures/audiology-note-scan.png', import.meta.url)

function textFile(name: string, text: string) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) }
}

async function openUploadDialog(page: Page) {
  const card = page.getByRole('region', { name: 'Medical Records' })
  await card.getByRole('button', { name: 'Upload Medical Records' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload Medical Records' })
  await expect(dialog).toBeVisible()
  // Uppy's Dashboard has loaded once its drop area offers to browse files.
  await expect(dialog.getByRole('button', { name: /browse files/i })).toBeVisible()
  return { card, dialog }
}

test.beforeEach(async ({ page, context }) => {
  await serveGapiStandIn(context)
  await signIn(page, newTestAccount('Riley Brooks'))
  await page.goto('/tools')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interactive Tools and Calculators' }),
  ).toBeVisible()
})

test('uploads two records, lists them, downloads one byte for byte and deletes one', async ({
  page,
}) => {
  const { card, dialog } = await openUploadDialog(page)
  await expect(card).toContainText('encrypted and accessible only by you')
  await expect(card).toContainText('No records yet.')
  await expectNoAxeViolations(page)

  const pdfBytes = await readFile(doctorNotePdf)
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: 'doctor-note.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
      textFile('visit-summary.txt', 'Visit summary: hearing test on 05/02/2024.'),
    ])
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: /^Upload 2 files$/ }).click()

  await expect(toasts(page)).toContainText('Upload Successful')
  await expect(toasts(page)).toContainText('2 file(s) uploaded successfully.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card.getByRole('button', { name: 'Upload Medical Records' })).toBeFocused()

  const records = card.getByRole('article')
  await expect(records).toHaveCount(2)
  await expect(card.getByRole('article', { name: 'doctor-note.pdf' })).toContainText('PDF')
  // Free members are offered the upgrade instead of "Analyze".
  await expect(
    card.getByRole('link', { name: 'Upgrade to Pro to analyze' }).first(),
  ).toHaveAttribute('href', '/subscribe')
  await expect(card.getByRole('button', { name: /^Analyze/ })).toHaveCount(0)

  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download doctor-note.pdf' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe('doctor-note.pdf')
  expect((await readFile(await saved.path())).equals(pdfBytes)).toBe(true)

  await card.getByRole('button', { name: 'Delete visit-summary.txt' }).click()
  await card.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(records).toHaveCount(1)
  await expect(card.getByRole('article', { name: 'visit-summary.txt' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the widget refuses a sixth file, a file over 10 MB and a program, with its own notices', async ({
  page,
}) => {
  const { dialog } = await openUploadDialog(page)
  const input = dialog.locator('input[type="file"]').first()
  // Six files in one go: Uppy refuses the batch that would pass the limit, and says why.
  await input.setInputFiles(
    Array.from({ length: 6 }, (_, index) => textFile(`note-${index + 1}.txt`, `Note ${index + 1}`)),
  )
  await expect(dialog).toContainText('You can only upload 5 files')
  await expect(dialog.getByRole('button', { name: /^Upload \d+ files?$/ })).toHaveCount(0)

  await input.setInputFiles([
    {
      name: 'large-scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(11 * 1024 * 1024, 0x25),
    },
  ])
  await expect(dialog).toContainText(/large-scan\.pdf exceeds maximum allowed size of 10 MB/)

  await input.setInputFiles([{ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }])
  await expect(dialog).toContainText(
    'You can only upload: PDF, JPEG, PNG, GIF, WebP and HEIC images, and plain text files',
  )
  await dialog.getByRole('button', { name: 'Close upload dialog' }).click()
  await expect(dialog).toBeHidden()
})

test('a Pro member analyses a photo of a record, read by OCR, and asks the assistant what to claim', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/subscribe')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await page.getByLabel('Security code').fill('123')
  await page.getByLabel('ZIP code').fill('22030')
  await page.getByRole('button', { name: 'Subscribe to Pro - $19/month' }).click()
  await expect(toasts(page)).toContainText('Payment Successful')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/tools')

  const { card, dialog } = await openUploadDialog(page)
  await dialog.locator('input[type="file"]').first().setInputFiles(audiologyNoteScan.pathname)
  await dialog.getByRole('button', { name: /^Upload 1 file$/ }).click()
  await expect(toasts(page)).toContainText('1 file(s) uploaded successfully.')
  await page.keyboard.press('Escape')

  await card.getByRole('button', { name: 'Analyze audiology-note-scan.png' }).click()
  await expect(card.getByRole('status').filter({ hasText: /Reading/ })).toBeVisible()
  const analysis = card.getByRole('region', { name: 'Analysis of audiology-note-scan.png' })
  await expect(analysis).toContainText('Tinnitus · diagnostic code 6260', { timeout: 30_000 })
  await expect(analysis.getByRole('list', { name: 'What this record proves about Tinnitus' })).toContainText(
    'Medical opinion on service: in this record',
  )
  await expect(analysis).toContainText('at least as likely as not')
  await expect(analysis).toContainText('Marine Corps · job code 0311')
  await expect(analysis).toContainText('Alicia Grant, AuD')
  await expect(analysis).toContainText('Before keeping this analysis we removed')
  await expect(analysis).not.toContainText('Reyes')
  await expect(analysis).not.toContainText('321-54-9876')
  await expectNoAxeViolations(page)

  await analysis.getByRole('link', { name: 'Ask the assistant what you can claim' }).click()
  await expect(page).toHaveURL(/\/ai-assistant\?file=/)
  const chat = page.getByRole('region', { name: 'Your conversation' })
  await chat.getByLabel('Your question').fill('What can I claim based on this record?')
  await chat.getByRole('button', { name: 'Send message' }).click()
  await expect(chat).toContainText('Here is what your record "audiology-note-scan.png" supports, condition by condition.')
  await expect(chat).toContainText('Tinnitus (diagnostic code 6260): Direct claim.')
})
