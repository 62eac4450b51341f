import type { FastifyPluginAsync } from 'fastify'
import { sitePages } from '@shared/site/site-pages'

/** What search engines read about the site: which pages to crawl and where they are. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  )
}

/** The public pages (sitemaps.org protocol); the pages behind the session are not listed. */
export function sitemapXml(publicUrl: string): string {
  const urls = sitePages
    .filter((page) => page.isPublic)
    .map((page) => `  <url><loc>${publicUrl}${page.path}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export const siteRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const robots = robotsTxt(publicUrl)
  const sitemap = sitemapXml(publicUrl)
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robots),
  )
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemap),
  )
}
