import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { documentTitle, findSitePage, notFoundPage } from '@shared/site/site-pages'

function setContent(selector: string, content: string) {
  document.head.querySelector(selector)?.setAttribute('content', content)
}

/**
 * Keeps the head the server wrote in step with client-side navigation: the title, description,
 * canonical URL and their Open Graph twins of the page now shown (shared/site/site-pages.ts).
 */
export function useDocumentHead() {
  const { pathname } = useLocation()
  useEffect(() => {
    const sitePage = findSitePage(pathname)
    const page = sitePage ?? notFoundPage
    const title = documentTitle(page)
    document.title = title
    setContent('meta[name="description"]', page.description)
    setContent('meta[property="og:title"]', title)
    setContent('meta[property="og:description"]', page.description)
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    if (!canonical || !sitePage) return
    // The server names the public origin (PUBLIC_URL); only the path changes here.
    canonical.href = new URL(pathname, canonical.href).href
    setContent('meta[property="og:url"]', canonical.href)
  }, [pathname])
}
