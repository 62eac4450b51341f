import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MEMBERS_ONLY_PAGE_SCRIPT } from '@shared/site/members-only-page-script'
import { sitePages } from '@shared/site/site-pages'
import type { App } from '@server/app'
import { buildTestApp, PRODUCTION_TEST_ENV } from '@server/testing/build-test-app'

const clientDir = mkdtempSync(join(tmpdir(), 'vrh-client-'))
const pagesDir = mkdtempSync(join(tmpdir(), 'vrh-pages-'))
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>'
const bundle = `console.log(${JSON.stringify('x'.repeat(20_000))})`
/** An asset with the Brotli copy scripts/precompress-assets.mjs writes beside it. */
const precompressedBundle = `console.log(${JSON.stringify('y'.repeat(20_000))})`
/** What scripts/prerender.mjs writes for a page, reduced to what the server reads in it. */
const prerendered = (name: string) =>
  `<!doctype html><html><head><link rel="canonical" href="%PUBLIC_URL%/${name}" /></head>` +
  `<body><div id="root"><h1>${name}</h1><p>${'A guide worth compressing. '.repeat(100)}</p></div></body></html>`
const PUBLIC_URL = 'https://hub.example.org'

let app: App
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), indexHtml)
  writeFileSync(join(clientDir, 'assets', 'index-4f9a1c.js'), bundle)
  writeFileSync(join(clientDir, 'assets', 'frame-7b2e0d.js'), precompressedBundle)
  writeFileSync(join(clientDir, 'assets', 'frame-7b2e0d.js.br'), brotliCompressSync(precompressedBundle))
  for (const page of sitePages) {
    const name = page.path === '/' ? 'index' : page.path.slice(1)
    writeFileSync(join(pagesDir, `${name}.html`), prerendered(name))
  }
  writeFileSync(join(pagesDir, '404.html'), prerendered('not-found'))
  app = await buildTestApp({
    client: { mode: 'static', dir: clientDir, pagesDir },
    env: { PUBLIC_URL },
  })
})
afterAll(async () => {
  await app.close()
  rmSync(clientDir, { recursive: true, force: true })
  rmSync(pagesDir, { recursive: true, force: true })
})

describe('serving the built client', () => {
  test('GET / returns the prerendered landing page, never cached without revalidation', async () => {
    const response = await app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.payload).toContain('<h1>index</h1>')
  })

  test.each([
    ['/claims', 'claims'],
    ['/dashboard', 'dashboard'],
    ['/education?from=search', 'education'],
  ])('answers %s with its own prerendered page', async (url, name) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.payload).toContain(`<h1>${name}</h1>`)
  })

  test.each(['/education', '/no/such/page'])('compresses the page at %s', async (url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.rawPayload.length).toBeLessThan(1000)
  })

  test('writes the public address into the canonical URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/claims' })
    expect(response.payload).toContain(`<link rel="canonical" href="${PUBLIC_URL}/claims" />`)
    expect(response.payload).not.toContain('%PUBLIC_URL%')
  })

  test.each(['/no/such/page', '/claimz', '/CLAIMS'])(
    'answers %s with the 404 page and status 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.payload).toContain('<h1>not-found</h1>')
    },
  )

  test('a page address with a trailing slash moves to the one without', async () => {
    const response = await app.inject({ method: 'GET', url: '/claims/?step=2' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/claims?step=2')
  })

  test('the bare page template is not served', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' })
    expect(response.statusCode).toBe(404)
    expect(response.payload).not.toContain('<div id="root"></div>')
  })

  test('hashed assets are cached as immutable and compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-4f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 10)
  })

  test("an asset's Brotli copy from the build is sent as is, cached as immutable", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/frame-7b2e0d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(precompressedBundle)
  })

  test('an asset with a Brotli copy is sent plain to a client that accepts no encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/frame-7b2e0d.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.payload).toBe(precompressedBundle)
  })

  test('a missing asset is a 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-123.js' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  test('an unknown API path is still a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  test('a POST to a page path is a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/claims' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  test('pages carry a content security policy and no server banner', async () => {
    const response = await app.inject({ method: 'GET', url: '/' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    // The members-only pages' one inline script (ADR 0039), by its hash and nothing wider.
    const hash = createHash('sha256').update(MEMBERS_ONLY_PAGE_SCRIPT).digest('base64')
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')
    expect(scriptSources).toContain(`'sha256-${hash}'`)
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers.server).toBeUndefined()
    expect(response.headers['x-powered-by']).toBeUndefined()
  })
})

describe('security headers by environment', () => {
  test('HSTS is sent in production only', async () => {
    const production = await buildTestApp({ env: PRODUCTION_TEST_ENV })
    const development = await buildTestApp({ env: { NODE_ENV: 'development' } })
    const inProduction = await production.inject({ method: 'GET', url: '/api/health' })
    const inDevelopment = await development.inject({ method: 'GET', url: '/api/health' })
    expect(inProduction.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    expect(inDevelopment.headers['strict-transport-security']).toBeUndefined()
    await Promise.all([production.close(), development.close()])
  })
})

test('starting without a built client says how to build it', async () => {
  const emptyDir = mkdtempSync(join(tmpdir(), 'vrh-empty-'))
  await expect(
    buildTestApp({ client: { mode: 'static', dir: emptyDir, pagesDir: emptyDir } }).then((built) =>
      built.ready(),
    ),
  ).rejects.toThrow(/npm run build/)
  rmSync(emptyDir, { recursive: true, force: true })
})

test('starting without the prerendered pages says how to build them', async () => {
  const emptyDir = mkdtempSync(join(tmpdir(), 'vrh-empty-'))
  await expect(
    buildTestApp({ client: { mode: 'static', dir: clientDir, pagesDir: emptyDir } }).then((built) =>
      built.ready(),
    ),
  ).rejects.toThrow(/not prerendered.*404\.html.*npm run build/)
  rmSync(emptyDir, { recursive: true, force: true })
})
