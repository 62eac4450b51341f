// Lighthouse (mobile, the default) on every page of the BUILT app, signed out and then signed in,
// in Debian's Chromium, against the budgets of DESIGN.md and issue 16. Member pages are measured
// as a visitor meets them too (sent to /login; /tools empty). To sign in, the browser goes
// through the Auth Emulator's popup (as the browser tests do) and Lighthouse keeps that browser's
// storage. BENCH_SKIP_BUILD=1 measures the existing dist/; BENCH_LIGHTHOUSE_REPORTS=<dir> also
// keeps each page's full JSON report there, for the audits the summary leaves out, and its
// Chromium trace (<page>.trace.json, opens in DevTools' Performance panel or Perfetto);
// BENCH_LIGHTHOUSE_PATHS=/,/login measures only the pages named.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from '@playwright/test'
import lighthouse, { type Result } from 'lighthouse'
import { sitePages } from '../src/shared/site/site-pages'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'
import { completeGoogleSignIn, newTestAccount, serveGapiStandIn } from '../e2e/sign-in'
import { freePort } from '../scripts/free-port.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const BUDGETS: Partial<Record<Category, number>> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
}
/** Public pages arrive prerendered, so their first paint needs no JavaScript. */
const PUBLIC_FCP_BUDGET_MS = 1200
/** A path no page has: the 404 page. */
const UNKNOWN_PATH = '/no-such-page'
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
]

type PageResult = {
  path: string
  signedIn: boolean
  /** Where the page ended up (a visitor on a member's page is sent to /login). */
  finalPath: string
  scores: Record<Category, number>
  /** FCP, LCP, TBT and CLS as Lighthouse displays them. */
  metrics: string[]
  firstContentfulPaintMs: number
  cumulativeLayoutShift: number
  findings: string[]
}

async function waitForHealth(baseUrl: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the built app did not answer ${baseUrl}/api/health within a minute`)
}

/** Lighthouse's result for one page; a trace it failed to record (NO_NAVSTART on a busy machine) is retried. */
async function runLighthouse(
  context: BrowserContext,
  url: string,
  debuggingPort: number,
  attemptsLeft = 3,
): Promise<{ lhr: Result; trace: unknown }> {
  await clearHttpCache(context)
  const runnerResult = await lighthouse(url, {
    port: debuggingPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    // Keeps the signed-in member's storage (the signed-out pages run before anyone signs in);
    // clearHttpCache empties the cache before each page instead.
    disableStorageReset: true,
    // The 404 page answers 404 on purpose; Lighthouse would otherwise refuse to measure it.
    ignoreStatusCode: new URL(url).pathname === UNKNOWN_PATH,
  })
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr, artifacts } = runnerResult
  if (!lhr.runtimeError) return { lhr, trace: artifacts.Trace }
  if (attemptsLeft > 1) return runLighthouse(context, url, debuggingPort, attemptsLeft - 1)
  throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
}

async function audit(
  context: BrowserContext,
  baseUrl: string,
  debuggingPort: number,
  path: string,
  signedIn: boolean,
): Promise<PageResult> {
  const { lhr, trace } = await runLighthouse(context, `${baseUrl}${path}`, debuggingPort)
  const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = `${path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')}${signedIn ? '-signed-in' : ''}`
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1))
    writeFileSync(join(reportDir, `${name}.trace.json`), JSON.stringify(trace))
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>
  const metrics = METRICS.map((id) => lhr.audits[id]?.displayValue ?? '?')
  // Every weighted audit that did not pass, so each lost point has a name.
  const findings = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ ref, result: lhr.audits[ref.id] }))
      .filter(
        ({ ref, result }) => ref.weight > 0 && result?.score !== null && (result?.score ?? 1) < 0.9,
      )
      .map(
        ({ result }) =>
          `${category}: ${result?.title ?? ''}${result?.displayValue ? ` (${result.displayValue})` : ''}`,
      ),
  )
  return {
    path,
    signedIn,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    scores,
    metrics,
    firstContentfulPaintMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    findings,
  }
}

/**
 * Empties the browser's HTTP cache and keeps its storage, so each page is a first visit as far as
 * the network goes while a member stays signed in (Lighthouse's own reset would sign them out).
 */
async function clearHttpCache(context: BrowserContext) {
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await session.send('Network.clearBrowserCache')
  await session.detach()
  await page.close()
}

/** Signs in through the emulator's popup, then checks the member sees the Tools page. */
async function signIn(context: BrowserContext, baseUrl: string) {
  await serveGapiStandIn(context)
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await completeGoogleSignIn(page, 'Sign in with Google', newTestAccount())
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 })
  await page.goto(`${baseUrl}/tools`)
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 })
  await page.close()
}

export async function benchLighthouse() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  const [appPort, debuggingPort] = await Promise.all([freePort(), freePort()])
  const baseUrl = `http://127.0.0.1:${appPort}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vrh-lighthouse-'))
  const userDataDir = mkdtempSync(join(tmpdir(), 'vrh-lighthouse-chromium-'))
  // The built app exactly as `npm start` runs it, with the Auth Emulator the client expects.
  const server = spawn('node', ['scripts/with-auth-emulator.mjs', 'node', 'dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  })
  // A persistent context is the browser's default one, which Lighthouse's new tabs share.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
    headless: true,
  })
  const results: PageResult[] = []
  const allPaths = [...sitePages.map((page) => page.path), UNKNOWN_PATH]
  // BENCH_LIGHTHOUSE_PATHS=/,/login measures only those pages (both states), to try a change.
  const onlyPaths = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',').map((path) => path.trim())
  const paths = onlyPaths ? allPaths.filter((path) => onlyPaths.includes(path)) : allPaths
  try {
    await waitForHealth(baseUrl)
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(context, baseUrl)
      for (const path of paths) results.push(await audit(context, baseUrl, debuggingPort, path, signedIn))
    }
  } finally {
    await context.close()
    server.kill('SIGTERM')
    rmSync(userDataDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }

  const publicPaths = new Set<string>(sitePages.filter((page) => page.isPublic).map((page) => page.path))
  console.log('\nLighthouse 12, mobile (simulated Slow 4G, 4x CPU slowdown), built app\n')
  console.log(
    `| Page | ends on | performance (>= ${String(BUDGETS.performance)}) | accessibility (${String(BUDGETS.accessibility)}) | best practices (${String(BUDGETS['best-practices'])}) | SEO | FCP | LCP | TBT | CLS | budget |`,
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const result of results) {
    const isPublicPage = !result.signedIn && publicPaths.has(result.path)
    const isMet =
      Object.entries(BUDGETS).every(([category, budget]) => result.scores[category as Category] >= budget) &&
      result.cumulativeLayoutShift === 0 &&
      (!isPublicPage || result.firstContentfulPaintMs < PUBLIC_FCP_BUDGET_MS)
    const { performance, accessibility, seo } = result.scores
    const page = `${result.path}${result.signedIn ? ' (signed in)' : ''}`
    const [fcp, lcp, tbt, cls] = result.metrics
    console.log(
      `| ${page} | ${result.finalPath} | ${String(performance)} | ${String(accessibility)} | ${String(result.scores['best-practices'])} | ${String(seo)} | ${fcp ?? '?'} | ${lcp ?? '?'} | ${tbt ?? '?'} | ${cls ?? '?'} | ${isMet ? 'met' : 'NOT met'} |`,
    )
  }
  for (const result of results.filter((each) => each.findings.length > 0)) {
    console.log(`\n${result.path}${result.signedIn ? ' (signed in)' : ''}:`)
    for (const finding of result.findings) console.log(`  - ${finding}`)
  }
}
