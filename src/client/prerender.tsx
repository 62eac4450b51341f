// The build's server-side entry (scripts/prerender.mjs, ADR 0022): renders each page of the app
// to HTML with React Router's static handler and React's static renderer, the same component
// tree main.tsx hydrates.
import './lib/zod-config'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router'
import {
  documentTitle,
  notFoundPage,
  SITE_NAME,
  sitePages,
  type SitePage,
} from '@shared/site/site-pages'
import { RequireSignedIn } from './app/layouts/route-guards'
import { Providers } from './app/providers'
import { routes } from './app/router'
import { createQueryClient } from './lib/query-client'

export { MEMBERS_ONLY_PAGE_SCRIPT } from '@shared/site/members-only-page-script'
export { notFoundPage, sitePages }

/** Where the server writes the site's public origin (PUBLIC_URL) when it loads the page. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%'

/**
 * The HTML inside #root for `path`, as a visitor sees it before any JavaScript runs. The session
 * is unknown at build time, so pages that need one render their spinner (route-guards.tsx).
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) {
    throw new Error(`${path} answered ${String(context.status)} while prerendering`)
  }
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>
    </StrictMode>,
  )
  return new Response(prelude).text()
}

/** Pages whose route sits under RequireSignedIn: a visitor is sent to /login. */
export function isMembersOnly(path: string): boolean {
  return (matchRoutes(routes, path) ?? []).some(({ route }) => route.Component === RequireSignedIn)
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/**
 * The page's own `<head>` tags: title, description, canonical URL and Open Graph. Pages behind
 * the session and the 404 page ask search engines not to index them.
 */
export function pageHeadTags(page: Omit<SitePage, 'path'> & { path?: string }): string {
  const title = escapeHtml(documentTitle(page))
  const description = escapeHtml(page.description)
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ]
  if (page.path) {
    const url = `${PUBLIC_URL_PLACEHOLDER}${page.path}`
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:url" content="${url}" />`,
    )
  }
  if (!page.path || !page.isPublic) tags.push('<meta name="robots" content="noindex" />')
  return tags.join('\n    ')
}
