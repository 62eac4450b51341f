import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTestApp } from '@server/testing/build-test-app'

const PUBLIC_URL = 'https://hub.example.org'

let app: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } })
})
afterAll(() => app.close())

test('robots.txt lets crawlers read the pages, not the API, and names the sitemap', async () => {
  const response = await app.inject({ method: 'GET', url: '/robots.txt' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain/)
  const lines = response.payload.split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Disallow: /api/')
  expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
})

test('sitemap.xml lists every public page at the public address, and no member page', async () => {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/xml/)
  const locations = [...response.payload.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locations).toEqual(
    [
      '/',
      '/claims',
      '/education',
      '/healthcare',
      '/business',
      '/careers',
      '/benefits',
      '/login',
      '/register',
    ].map((path) => `${PUBLIC_URL}${path}`),
  )
  expect(response.payload).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
})
