/**
 * Firebase keeps the signed-in account in local storage under this prefix. Reading it needs no
 * Firebase code, so a visitor who never signed in gets the page at once, without the SDK.
 */
export const PERSISTED_USER_PREFIX = 'firebase:authUser:'

/**
 * The first thing a members-only page's HTML runs (scripts/prerender.mjs, ADR 0039). A visitor
 * with no sign-in kept in this browser goes to /login, as RequireSignedIn would send them, before
 * any of the page's code is asked for; storage that cannot be read means signed out there too.
 * Anyone else gets the page's scripts, which its HTML lists in this script's data attributes
 * rather than as tags: the browser's preload scanner fetches tags ahead of the parser, and a
 * visitor's would be cancelled by the redirect halfway. The server allows exactly this inline
 * script by its hash (client-assets.ts).
 */
export const MEMBERS_ONLY_PAGE_SCRIPT = `(() => {
  const toLogin = () => location.replace('/login')
  try {
    if (!Object.keys(localStorage).some((key) => key.startsWith(${JSON.stringify(PERSISTED_USER_PREFIX)}))) return toLogin()
  } catch {
    return toLogin()
  }
  const { entry, modulepreload } = document.currentScript.dataset
  for (const href of modulepreload.split(' ')) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })
    document.head.append(link)
  }
  const script = Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '', fetchPriority: 'high' })
  document.head.append(script)
})()`
