import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Hosts a feature needs the browser to reach, added to the content security policy. */
export type CspSources = {
  connectSrc?: string[]
  scriptSrc?: string[]
  frameSrc?: string[]
  imgSrc?: string[]
}

export type SecurityOptions = {
  isProduction: boolean
  /** Vite's dev server injects inline scripts and talks over a websocket. */
  isViteDevServer: boolean
  cspSources: CspSources
}

export const security = fp<SecurityOptions>((app: FastifyInstance, options, done) => {
  const { isProduction, isViteDevServer, cspSources } = options
  const devScripts = isViteDevServer ? ["'unsafe-inline'"] : []
  const devConnections = isViteDevServer ? ['ws:', 'wss:'] : []
  // Built once here: @fastify/helmet builds a new helmet middleware for every request (about
  // 17 µs each, bench/README.md), and our headers never vary by request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...devConnections, ...(cspSources.connectSrc ?? [])],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'", ...(cspSources.frameSrc ?? [])],
        imgSrc: ["'self'", 'data:', ...(cspSources.imgSrc ?? [])],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...devScripts, ...(cspSources.scriptSrc ?? [])],
        scriptSrcAttr: ["'none'"],
        // Radix menus insert a <style> element to lock scrolling; inline styles carry little risk.
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over plain http://localhost would pin developers' browsers to https; production only.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup reports back to this page through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
  app.addHook('onRequest', (request, reply, next) => {
    setSecurityHeaders(request.raw, reply.raw, () => next())
  })
  done()
})
