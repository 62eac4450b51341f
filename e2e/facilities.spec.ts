import { expect, expectNoAxeViolations, test } from './fixtures'

test.describe('the facility finder on /healthcare', () => {
  test('finds VA sites near a ZIP code, nearest first, with phone and directions links', async ({ page, context, visit }) => {
    await visit('/healthcare')
    const finder = page.getByRole('region', { name: 'Find VA health care near you' })
    await finder.getByRole('textbox', { name: 'Enter your location' }).fill('74103')
    await finder.getByRole('button', { name: 'Find Nearby Facilities' }).click()

    const list = finder.getByRole('list', { name: 'Facilities, nearest first' })
    await expect(finder.getByRole('heading', { name: '10 facilities of ZIP code 74103, nearest first.' })).toBeVisible()
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(10)
    await expect(page).toHaveURL(/\/healthcare\?near=74103&type=all&radius=any$/)

    const distances = (await items.getByText(/ miles away$/).allTextContents()).map((text) => Number.parseFloat(text))
    expect(distances).toHaveLength(10)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(10)

    const first = items.first()
    await expect(first.getByRole('heading', { level: 4 })).toHaveText('Yale Avenue VA Clinic')
    await expect(first.getByRole('link', { name: /^Call Yale Avenue VA Clinic at \d{3}-\d{3}-\d{4}/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}(,\d+)?$/,
    )
    const directions = first.getByRole('link', { name: /^Directions to Yale Avenue VA Clinic/ })
    await expect(directions).toContainText('(opens in a new tab)')
    // No maps site is reachable from here: answer it locally, to see the link open a new tab there.
    await context.route('https://www.google.com/maps/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }))
    const [maps] = await Promise.all([context.waitForEvent('page'), directions.click()])
    await maps.waitForLoadState()
    expect(maps.url()).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=36\.\d+,-95\.\d+$/)
    await maps.close()

    await expect(finder.getByText(/VA's site list \(VAST\) as of March 2023\. Sites open, move and change their hours/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('filters by Vet Centers within 50 miles of a city', async ({ page, visit }) => {
    await visit('/healthcare')
    const finder = page.getByRole('region', { name: 'Find VA health care near you' })
    await finder.getByRole('textbox', { name: 'Enter your location' }).fill('Tulsa, OK')
    await finder.getByRole('combobox', { name: 'Type of facility' }).selectOption('vet-center')
    await finder.getByRole('combobox', { name: 'Distance' }).selectOption('50')
    await finder.getByRole('textbox', { name: 'Enter your location' }).press('Enter')
    const items = finder.getByRole('list', { name: 'Facilities, nearest first' }).getByRole('listitem')
    await expect(items.first()).toBeVisible()
    await expect(items.getByText('Vet Center (counseling)')).toHaveCount(await items.count())
    await expectNoAxeViolations(page)
  })

  test('an unknown place is explained at the field', async ({ page, visit }) => {
    await visit('/healthcare')
    const finder = page.getByRole('region', { name: 'Find VA health care near you' })
    const field = finder.getByRole('textbox', { name: 'Enter your location' })
    await field.fill('Atlantis, ZZ')
    await finder.getByRole('button', { name: 'Find Nearby Facilities' }).click()
    await expect(finder.getByRole('alert')).toHaveText(
      'We could not find "Atlantis, ZZ". Enter a 5-digit ZIP code, or a city and state such as "Tulsa, OK".',
    )
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })
})
