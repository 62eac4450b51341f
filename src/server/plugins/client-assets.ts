import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import middie from '@fastify/middie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { MEMBERS_ONLY_PAGE_SCRIPT } from '@shared/site/members-only-page-script'
import { sitePages } from '@shared/site/site-pages'
import { notFoundError } from './app-error'
import type { CspSources } from './security'

/**
 * What the server answers for paths outside /api:
 * - static: the built client from `vite build` and its pages prerendered by
 *   scripts/prerender.mjs into `pagesDir` (production and `npm start`);
 * - vite: Vite as middleware with hot reload (`npm run dev`);
 * - none: nothing but JSON 404s (route tests).
 */
export type ClientAssets =
  | { mode: 'static'; dir: string; pagesDir: string }
  | { mode: 'vite'; root: string; configFile: string }
  | { mode: 'none' }

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

/** A page of the single-page app: a GET without a file extension outside /api. */
function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? ''
  return !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path)
}

/** The file scripts/prerender.mjs writes for a page: `/` is index.html, `/claims` claims.html. */
function prerenderedFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

const NOT_FOUND_PAGE_FILE = '404.html'

/**
 * Every prerendered page, read once, with the site's public address in its canonical and Open
 * Graph URLs (the build cannot know where the site will be served).
 */
function loadPrerenderedPages(pagesDir: string, publicUrl: string): Map<string, string> {
  const fileNames = [...sitePages.map((page) => prerenderedFileName(page.path)), NOT_FOUND_PAGE_FILE]
  const missing = fileNames.filter((fileName) => !existsSync(join(pagesDir, fileName)))
  if (missing.length > 0) {
    throw new Error(`The pages are not prerendered (${pagesDir} lacks ${missing.join(', ')}): run npm run build.`)
  }
  return new Map(
    fileNames.map((fileName) => [
      fileName,
      readFileSync(join(pagesDir, fileName), 'utf8').replaceAll('%PUBLIC_URL%', publicUrl),
    ]),
  )
}

async function serveBuiltClient(app: FastifyInstance, dir: string, pagesDir: string, publicUrl: string) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`The client is not built (${dir}/index.html is missing): run npm run build.`)
  }
  const pages = loadPrerenderedPages(pagesDir, publicUrl)
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    // Pages come prerendered from pagesDir; the bare template would be an empty page.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    // The build writes a Brotli and a gzip copy beside each asset (scripts/precompress-assets.mjs),
    // smaller than what compression on each request produces; a file without one is compressed
    // on the way out as before.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite names everything under assets/ by content hash, so it can be cached forever.
      const isHashed = filePath.startsWith(join(dir, 'assets'))
      reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE)
    },
  })
  const sendPage = (reply: FastifyReply, fileName: string, statusCode: number) =>
    reply
      .code(statusCode)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(pages.get(fileName))
  for (const page of sitePages) {
    app.get(page.path, async (_request, reply) => sendPage(reply, prerenderedFileName(page.path), 200))
  }
  // Every other GET is a route too (the built files' own routes win), so the 404 page is
  // compressed like the rest: compression's hooks only reach routes, not the not-found handler.
  app.get('/*', async (request, reply) => {
    if (!isAppPage(request)) throw notFoundError(request.method, request.url)
    const [path = '/', query] = request.url.split('?')
    // One address per page: /claims/ is /claims, so links and the canonical URL agree.
    if (path.length > 1 && path.endsWith('/')) {
      const canonicalPath = path.replace(/\/+$/, '') || '/'
      return reply.redirect(query === undefined ? canonicalPath : `${canonicalPath}?${query}`, 301)
    }
    return sendPage(reply, NOT_FOUND_PAGE_FILE, 404)
  })
  app.setNotFoundHandler(async (request: FastifyRequest) => {
    throw notFoundError(request.method, request.url)
  })
}

async function serveViteDevServer(app: FastifyInstance, root: string, configFile: string) {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    configFile,
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: app.server } },
  })
  await app.register(middie)
  app.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    if (isApiPath(request.url ?? '')) {
      next()
      return
    }
    vite.middlewares(request, response, next)
  })
  app.addHook('onClose', async () => {
    await vite.close()
  })
  app.setNotFoundHandler(async (request: FastifyRequest) => {
    throw notFoundError(request.method, request.url)
  })
}

/**
 * The one inline script the built pages run (members-only pages send a visitor to /login before
 * their scripts load, ADR 0039), allowed by its hash. Vite's dev server needs 'unsafe-inline',
 * which a hash would switch off, and serves no prerendered pages.
 */
export function clientAssetsCspSources(client: ClientAssets): CspSources {
  if (client.mode !== 'static') return {}
  const hash = createHash('sha256').update(MEMBERS_ONLY_PAGE_SCRIPT).digest('base64')
  return { scriptSrc: [`'sha256-${hash}'`] }
}

export const clientAssets = fp<{ client: ClientAssets; publicUrl: string }>(async (app, { client, publicUrl }) => {
  if (client.mode === 'static') {
    await serveBuiltClient(app, client.dir, client.pagesDir, publicUrl)
  } else if (client.mode === 'vite') {
    await serveViteDevServer(app, client.root, client.configFile)
  } else {
    app.setNotFoundHandler(async (request: FastifyRequest) => {
      throw notFoundError(request.method, request.url)
    })
  }
})
