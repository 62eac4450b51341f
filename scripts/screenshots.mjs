// Screenshots of every page at desktop and phone widths, for looking at what people see.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://localhost:5000', outDir = '/tmp/screenshots', ...paths] = process.argv.slice(2)
const routes = paths.length > 0 ? paths : ['/', '/login', '/register', '/claims', '/education',
  '/business', '/healthcare', '/careers', '/benefits', '/tools', '/dashboard', '/no-such-page']
const widths = { desktop: 1280, phone: 390 }

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const [device, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const route of routes) {
    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' })
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')
    await page.screenshot({ path: `${outDir}/${name}-${device}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
