import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { createQueryClient } from '@client/lib/query-client'
import { SessionContext, type Session } from '@client/lib/session'
import { signedOutSession } from './session-factories'

type RenderRoutesOptions = {
  path?: string
  session?: Session
}

/** Renders routes in memory with the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] })
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={options.session ?? signedOutSession()}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  )
  return { ...view, router }
}
