import { test } from './fixtures'
import { newTestAccount, serveGapiStandIn, signIn } from './sign-in'

test('screenshots', async ({ page, context }, info) => {
  const device = info.project.name
  for (const path of ['/', '/claims', '/login', '/no-such-page']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `/tmp/shots16/${device}-out${path.replaceAll('/', '_')}.png` })
  }
  await serveGapiStandIn(context)
  await signIn(page, newTestAccount('Casey Morgan'))
  for (const path of ['/claims', '/dashboard']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `/tmp/shots16/${device}-in${path.replaceAll('/', '_')}.png` })
  }
})

test.describe('no js', () => {
  test.use({ javaScriptEnabled: false })
  test('screenshot without js', async ({ page }, info) => {
    await page.goto('/education')
    await page.screenshot({ path: `/tmp/shots16/${info.project.name}-nojs_education.png`, fullPage: false })
  })
})
