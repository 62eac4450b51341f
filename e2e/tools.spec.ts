import { readFile } from 'node:fs/promises'
import { inflateRawSync } from 'node:zlib'
import { expect, expectNoAxeViolations, test, toasts } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

test.describe('the GI Bill calculator on the Education page, signed out', () => {
  test('estimates the housing allowance for a city and shows how', async ({ page, visit }) => {
    await visit('/education')
    const calculator = page.getByRole('region', { name: 'GI Bill Housing Calculator' })
    await calculator.getByLabel('School location').fill('Anchorage, AK')
    await calculator.getByLabel('Service percentage (%)').fill('80')
    await calculator.getByRole('button', { name: 'Calculate Benefits' }).click()
    // 2026 BAH for an E-5 with dependents in Anchorage, $2,874, at the 80% benefit level.
    await expect(calculator.getByText('$2,299.20')).toBeVisible()
    await expect(calculator.getByText('ANCHORAGE, AK (AK404)')).toBeVisible()
    await expect(calculator.getByText('Aug 1, 2026 to Jul 31, 2027')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('online-only study uses the national online rate', async ({ page, visit }) => {
    await visit('/education')
    const calculator = page.getByRole('region', { name: 'GI Bill Housing Calculator' })
    await calculator.getByLabel('School location').fill('96815')
    await calculator.getByLabel('Enrollment type').selectOption('online')
    await calculator.getByRole('button', { name: 'Calculate Benefits' }).click()
    await expect(calculator.getByText('$1,169.00 per month')).toBeVisible()
    await expect(calculator.getByText('Aug 1, 2025 to Jul 31, 2026')).toBeVisible()
  })

  test('an unknown place still gets an estimate, marked as not found', async ({ page, visit }) => {
    await visit('/education')
    const calculator = page.getByRole('region', { name: 'GI Bill Housing Calculator' })
    await calculator.getByLabel('School location').fill('Atlantis, ZZ')
    await calculator.getByRole('button', { name: 'Calculate Benefits' }).click()
    await expect(calculator.getByText(/could not find that location/)).toBeVisible()
  })
})

/** Reads one file out of a zip (a .docx is one) by its local header: enough for a test. */
function readZipEntry(zip: Buffer, name: string): string {
  let offset = zip.indexOf(Buffer.from(`PK\u0003\u0004`))
  while (offset >= 0) {
    const method = zip.readUInt16LE(offset + 8)
    const compressedSize = zip.readUInt32LE(offset + 18)
    const nameLength = zip.readUInt16LE(offset + 26)
    const extraLength = zip.readUInt16LE(offset + 28)
    const entryName = zip.toString('utf8', offset + 30, offset + 30 + nameLength)
    const dataStart = offset + 30 + nameLength + extraLength
    const data = zip.subarray(dataStart, dataStart + compressedSize)
    if (entryName === name) return (method === 8 ? inflateRawSync(data) : data).toString('utf8')
    offset = zip.indexOf(Buffer.from(`PK\u0003\u0004`), dataStart + compressedSize)
  }
  throw new Error(`${name} is not in the zip`)
}

test.describe('the Tools page, signed in', () => {
  test.beforeEach(async ({ page, context }) => {
    await serveGapiStandIn(context)
    await signIn(page, newTestAccount('Jordan Cruz'))
    await page.goto('/tools')
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Tools and Calculators' })).toBeVisible()
  })

  test('the six cards, in order, with no axe violations', async ({ page }) => {
    const titles = ['Disability Rating Calculator', 'GI Bill Housing Calculator', 'Medical Records', 'Resume Builder', 'Benefits Eligibility Checker', 'Wellness Tracker']
    const headings = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(headings).toHaveText(titles)
    await expectNoAxeViolations(page)
  })

  test('the rating calculator: chips, silent rejects, the result and the error toast', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Disability Rating Calculator' })
    const input = card.getByLabel('Disability rating (%)')
    const add = card.getByRole('button', { name: 'Add' })
    const calculate = card.getByRole('button', { name: 'Calculate Combined Rating' })
    await expect(calculate).toBeDisabled()

    for (const value of ['50', '30', '150', '-10', '2.5']) {
      await input.fill(value)
      await add.click()
    }
    const removeButtons = card.getByRole('button', { name: /^Remove \d+% rating$/ })
    await expect(removeButtons).toHaveText(['Remove 50% rating', 'Remove 30% rating'])
    // Ignored silently: the value stays for the person to correct.
    await expect(input).toHaveValue('2.5')

    await input.fill('20')
    await input.press('Enter')
    await expect(input).toHaveValue('')
    await expect(removeButtons).toHaveCount(3)
    await card.getByRole('button', { name: 'Remove 20% rating' }).click()
    await expect(removeButtons).toHaveCount(2)

    await calculate.click()
    await expect(card.getByText('70%').first()).toBeVisible()
    await expect(card.getByText('$1,808.45').first()).toBeVisible()

    await page.route('**/api/tools/disability-calculator', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'down' } } }),
    )
    await calculate.click()
    await expect(toasts(page)).toContainText('Calculation Error')
    await expect(toasts(page)).toContainText('Failed to calculate disability rating. Please try again.')
  })

  test("the rating calculator: a what-if rating beside today's figures, and the difference", async ({ page }) => {
    const card = page.getByRole('region', { name: 'Disability Rating Calculator' })
    for (const value of ['50', '30']) {
      await card.getByLabel('Disability rating (%)').fill(value)
      await card.getByRole('button', { name: 'Add' }).click()
    }
    await card.getByRole('button', { name: 'Calculate Combined Rating' }).click()
    const whatIf = card.getByRole('region', { name: 'What if a condition is rated?' })
    await whatIf.getByLabel('Condition (optional)').fill('Sleep apnea')
    await whatIf.getByLabel('What-if rating (%)').fill('50')
    await whatIf.getByRole('button', { name: 'Add what-if rating' }).click()

    // 50, 50 and 30 combine to 83, so 80%: $2,102.15 a month from 2025-12-01, against 70%'s $1,808.45.
    const withWhatIf = whatIf.getByRole('group', { name: 'With what-if ratings' })
    await expect(whatIf.getByRole('group', { name: 'Today' })).toHaveText('TodayCombined rating70%Monthly payment$1,808.45')
    await expect(withWhatIf).toHaveText('With what-if ratingsCombined rating80%Monthly payment$2,102.15')
    await expect(whatIf.getByText(/^Difference:/)).toHaveText('Difference: +$293.70 a month, or +$3,524.40 a year.')
    await expect(whatIf.getByRole('listitem')).toHaveText(['What if: Sleep apnea at 50%Remove what-if rating Sleep apnea at 50%'])
    await expectNoAxeViolations(page)

    await whatIf.getByRole('button', { name: 'Remove what-if rating Sleep apnea at 50%' }).click()
    await expect(withWhatIf).toBeHidden()
    await expect(card.getByRole('list', { name: 'Your ratings' }).getByRole('listitem')).toHaveCount(2)
  })

  test('the GI Bill card shows the estimate, and its Tools error text', async ({ page }) => {
    const card = page.getByRole('region', { name: 'GI Bill Housing Calculator' })
    await expect(card.getByLabel('School location')).toHaveAttribute('placeholder', 'City, State')
    await card.getByLabel('School location').fill('San Diego, CA')
    await card.getByRole('button', { name: 'Calculate Benefits' }).click()
    await expect(card.getByText('$3,975.00').first()).toBeVisible()

    await page.route('**/api/tools/gi-bill-calculator', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'down' } } }),
    )
    await card.getByRole('button', { name: 'Calculate Benefits' }).click()
    await expect(toasts(page)).toContainText('Failed to calculate GI Bill benefits. Please try again.')
  })

  test('the resume builder asks for what is missing, then downloads a real file', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Resume Builder' })
    await card.getByRole('button', { name: 'Generate Resume' }).click()
    await expect(toasts(page)).toContainText('Missing Information')
    await expect(toasts(page)).toContainText('Please fill in all required fields.')

    await card.getByLabel('Military job code (MOS, rating or AFSC)').fill('11B')
    await card.getByLabel('Years of service').fill('6')
    await card.getByLabel('Target industry').selectOption('government')

    const wordDownload = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Generate Resume' }).click()
    const word = await wordDownload
    expect(word.suggestedFilename()).toMatch(/\.docx$/)
    const wordBytes = await readFile(await word.path())
    expect(wordBytes.subarray(0, 2).toString()).toBe('PK')
    expect(readZipEntry(wordBytes, 'word/document.xml')).toContain('Operations Team Leader')
    await expect(toasts(page)).toContainText('Resume Generated')
    await expect(toasts(page)).toContainText(
      'Your military-to-civilian resume has been generated! Check your downloads.',
    )

    await card.getByLabel('PDF').check()
    const pdfDownload = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Generate Resume' }).click()
    const pdf = await pdfDownload
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
    const pdfText = (await readFile(await pdf.path())).toString('latin1')
    expect(pdfText.startsWith('%PDF')).toBe(true)
    expect(pdfText).toContain('Operations Team Leader')
  })

  test('the eligibility checker requires its answers, then shows a report', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Benefits Eligibility Checker' })
    await card.getByRole('button', { name: 'Check Eligibility' }).click()
    await expect(toasts(page)).toContainText('Please select your service branch and discharge status.')

    await card.getByLabel('Service branch').selectOption('army')
    await card.getByLabel('Discharge status').selectOption('honorable')
    await card.getByLabel('I have a service-connected disability').check()
    await card.getByRole('button', { name: 'Check Eligibility' }).click()
    await expect(toasts(page)).toContainText('Eligibility Check Complete')
    await expect(toasts(page)).toContainText('Your benefits eligibility report has been generated.')
    await expect(card.getByText(/VA makes the official decision/).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the wellness tracker logs an entry, charts it, and brings the crisis line forward on a low day', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'Wellness Tracker' })
    await card.getByRole('button', { name: "Log Today's Entry" }).click()
    await expect(toasts(page)).toContainText('Please select your mood and enter sleep hours.')

    await card.getByRole('button', { name: /Very low/ }).click()
    await expect(card.getByRole('link', { name: /988/ }).first()).toHaveAttribute('href', 'tel:988')
    await card.getByRole('button', { name: /Great/ }).click()
    await card.getByLabel('Hours of sleep last night').fill('7.5')
    await card.getByRole('button', { name: "Log Today's Entry" }).click()
    await expect(toasts(page)).toContainText('Entry Logged')
    await expect(toasts(page)).toContainText('Your wellness entry has been saved successfully.')
    await expect(card.getByRole('button', { name: /Great/ })).toHaveAttribute('aria-pressed', 'false')
    await expect(card.getByLabel('Hours of sleep last night')).toHaveValue('')
    await expect(card.getByRole('img').first()).toBeVisible()
    await card.getByText('Show entries as a table').click()
    await expect(card.getByRole('table')).toContainText('7.5')
    await expect(card.getByRole('table')).toContainText('Great')
  })
})
