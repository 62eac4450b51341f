import { expect, GUIDE_PAGES, test } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

test.describe('the guide pages, signed out', () => {
  test('the landing page shows the figures, six guides, plans and crisis box', async ({
    page,
    visit,
  }) => {
    await visit('/')
    await expect(page.getByRole('link', { name: 'Get AI Assistance' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(page.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/register',
    )
    const figures = page.getByRole('region', { name: 'Veteran Resource Hub in numbers' })
    for (const figure of ['25,000+', '$47M+', '4.9/5'])
      await expect(figures.getByText(figure)).toBeVisible()

    const guides = page.getByRole('region', { name: 'Find the guide you need' }).getByRole('link')
    const targets = await guides.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )
    expect(targets).toEqual([
      '/claims',
      '/education',
      '/healthcare',
      '/business',
      '/careers',
      '/benefits',
    ])

    await expect(
      page.getByRole('region', { name: 'What members say' }).getByRole('figure'),
    ).toHaveCount(3)
    const plans = page.getByRole('region', { name: 'Choose your plan' })
    await expect(plans.getByText('20 AI prompts per month')).toBeVisible()
    await expect(plans.getByText('$19', { exact: true })).toBeVisible()
    await expect(plans.getByText('30-day money-back guarantee. Cancel anytime.')).toBeVisible()
    const crisis = page.getByRole('region', { name: 'In crisis? Help is here 24/7' })
    await expect(crisis.getByRole('link', { name: 'Dial 988, press 1' })).toHaveAttribute(
      'href',
      'tel:988',
    )
  })

  test('the Claims page links to the assistant and to sign-in for record uploads', async ({
    page,
    visit,
  }) => {
    await visit('/claims')
    await expect(page).toHaveTitle('VA Disability Claims Guide | Veteran Resource Hub')
    await expect(page.getByRole('link', { name: 'Ask the AI assistant' })).toHaveAttribute(
      'href',
      '/ai-assistant',
    )
    await expect(
      page.getByRole('link', { name: 'Sign in to upload medical records' }),
    ).toHaveAttribute('href', '/login')
  })

  test('the Education page explains the housing allowance beside its calculator', async ({ page, visit }) => {
    await visit('/education')
    const guide = page.getByRole('region', { name: 'GI Bill housing allowance calculator' })
    await expect(guide.getByText(/E-5 with dependents/).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Calculate Benefits' })).toBeVisible()
  })

  test('the Business page links to SBA programs', async ({ page, visit }) => {
    await visit('/business')
    await expect(page.getByRole('heading', { name: 'SBA VetCert' })).toBeVisible()
  })

  test('the Healthcare page has the crisis banner, facility finder and phone links', async ({
    page,
    visit,
  }) => {
    await visit('/healthcare')
    await expect(page.getByRole('region', { name: 'In crisis? Help is here 24/7' })).toBeVisible()
    const location = page.getByRole('textbox', { name: 'Enter your location' })
    await expect(location).toHaveAttribute('placeholder', 'City, State or ZIP code')
    await location.fill('Tulsa, OK')
    await location.press('Enter')
    // The search lives in the address, so it can be shared (e2e/facilities.spec.ts has the rest).
    await expect(page).toHaveURL(/\/healthcare\?near=Tulsa%2C\+OK&type=all&radius=any$/)
    await expect(page.getByRole('list', { name: 'Facilities, nearest first' }).getByRole('listitem')).toHaveCount(10)
    await expect(location).toHaveValue('Tulsa, OK')
    await expect(page.getByRole('link', { name: '1-877-222-8387' }).first()).toHaveAttribute(
      'href',
      'tel:+18772228387',
    )
    await expect(page.getByRole('link', { name: '1-800-222-1222' })).toHaveAttribute(
      'href',
      'tel:+18002221222',
    )
    await expect(page.getByRole('link', { name: '911' }).first()).toHaveAttribute('href', 'tel:911')
  })

  test('the Careers page shows VR&E and the resume form', async ({ page, visit }) => {
    await visit('/careers')
    await expect(page.getByText('Up to 48 months of benefits')).toBeVisible()
    const industry = page.getByRole('combobox', { name: 'Target industry' })
    await expect(industry).toHaveValue('technology')
    const values = await industry
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(values).toEqual([
      'technology',
      'healthcare',
      'finance',
      'government',
      'education',
      'manufacturing',
      'logistics',
      'other',
    ])
    await page.getByRole('button', { name: 'Generate Resume' }).click()
    await expect(page).toHaveURL(/\/careers$/)
  })

  test('the Benefits page shows the SAH grant figure and the eligibility form', async ({
    page,
    visit,
  }) => {
    await visit('/benefits')
    await expect(page.getByText('$109,986')).toBeVisible()
    await page.getByRole('button', { name: 'Check My Benefits Eligibility' }).click()
    await expect(page).toHaveURL(/\/benefits$/)
  })

  test('every external link on the guide pages opens a new tab and says so', async ({ page }) => {
    for (const path of GUIDE_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const links = await page.locator('main a[href^="http"]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          target: anchor.getAttribute('target'),
          rel: anchor.getAttribute('rel'),
          text: anchor.textContent,
        })),
      )
      for (const link of links) {
        expect(link, `${path}: ${link.text}`).toMatchObject({
          target: '_blank',
          rel: 'noreferrer',
        })
        expect(link.text).toContain('(opens in a new tab)')
      }
    }
  })
})

test.describe('the guide pages, signed in', () => {
  test.beforeEach(async ({ context }) => {
    await serveGapiStandIn(context)
  })

  test('every guide page reads the same for a member, with the signed-in links', async ({ page, visit }) => {
    // Sign-in, then axe on seven long pages.
    test.setTimeout(240_000)
    await signIn(page, newTestAccount('Sam Lee'))

    await visit('/')
    await expect(page.getByRole('link', { name: 'Get AI Assistance' })).toHaveAttribute('href', '/ai-assistant')
    await expect(page.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute('href', '/dashboard')

    await visit('/claims')
    await expect(page.getByRole('main').getByRole('link', { name: /Tools page/ })).toHaveAttribute('href', '/tools')

    for (const path of ['/education', '/business', '/healthcare', '/careers', '/benefits']) {
      await visit(path)
    }
    await expect(page.getByText('$109,986').first()).toBeVisible()
  })
})
