import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import middie from '@fastify/middie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notFoundError } from './app-error'

/**
 * What the server answers for paths outside /api:
 * - static: the built client from `vite build` (production and `npm start`);
 * - vite: Vite as middleware with hot reload (`npm run dev`);
 * - none: nothing but JSON 404s (route tests).
 */
export type ClientAssets =
  | { mode: 'static'; dir: string }
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

async function serveBuiltClient(app: FastifyInstance, dir: string) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`The client is not built (${dir}/index.html is missing): run npm run build.`)
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Vite names everything under assets/ by content hash, so it can be cached forever.
      const isHashed = filePath.startsWith(join(dir, 'assets'))
      reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE)
    },
  })
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAppPage(request)) throw notFoundError(request.method, request.url)
    return reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html')
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

export const clientAssets = fp<{ client: ClientAssets }>(async (app, { client }) => {
  if (client.mode === 'static') {
    await serveBuiltClient(app, client.dir)
  } else if (client.mode === 'vite') {
    await serveViteDevServer(app, client.root, client.configFile)
  } else {
    app.setNotFoundHandler(async (request: FastifyRequest) => {
      throw notFoundError(request.method, request.url)
    })
  }
})
