import './lib/zod-config'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/providers'
import { createRouter } from './app/router'
import { createQueryClient } from './lib/query-client'
import { preloadPersistedSession } from './lib/session'
import './styles.css'

// A returning member's page waits for Firebase Auth and the server's verify (product contract §4),
// so its download starts now, alongside the route's own chunk, not after the first render.
preloadPersistedSession()

// A members-only page inserts this script from its head (MEMBERS_ONLY_PAGE_SCRIPT), and an
// inserted module runs as soon as it has loaded, perhaps before the parser has reached #root.
if (document.readyState === 'loading') {
  await new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', resolve, { once: true }),
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={await createRouter()} />
    </Providers>
  </StrictMode>
)
// The built server sends every page prerendered (scripts/prerender.mjs); the dev server does not.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// taking over the main thread for the whole page at once: the page is already on screen, and a
// tap during hydration is answered sooner (Lighthouse's total blocking time, issue 16).
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app)
}
