import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { ErrorState } from '@client/components/error-state'
import { RootLayout } from './layouts/root-layout'
import { RedirectSignedIn, RequireSignedIn, SignedInOnly } from './layouts/route-guards'

/** Every route of product contract §2. Each page's code loads with its route. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorState,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/landing-page')).LandingPage }),
      },
      {
        Component: RedirectSignedIn,
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }),
          },
          {
            path: '/register',
            lazy: async () => ({ Component: (await import('./routes/register-page')).RegisterPage }),
          },
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }),
          },
          {
            path: '/ai-assistant',
            lazy: async () => ({
              Component: (await import('./routes/ai-assistant-page')).AiAssistantPage,
            }),
          },
          {
            path: '/subscribe',
            lazy: async () => ({ Component: (await import('./routes/subscribe-page')).SubscribePage }),
          },
        ],
      },
      {
        Component: SignedInOnly,
        children: [
          {
            path: '/tools',
            lazy: async () => ({ Component: (await import('./routes/tools-page')).ToolsPage }),
          },
        ],
      },
      {
        path: '/claims',
        lazy: async () => ({ Component: (await import('./routes/claims-page')).ClaimsPage }),
      },
      {
        path: '/education',
        lazy: async () => ({ Component: (await import('./routes/education-page')).EducationPage }),
      },
      {
        path: '/business',
        lazy: async () => ({ Component: (await import('./routes/business-page')).BusinessPage }),
      },
      {
        path: '/healthcare',
        lazy: async () => ({ Component: (await import('./routes/healthcare-page')).HealthcarePage }),
      },
      {
        path: '/careers',
        lazy: async () => ({ Component: (await import('./routes/careers-page')).CareersPage }),
      },
      {
        path: '/benefits',
        lazy: async () => ({ Component: (await import('./routes/benefits-page')).BenefitsPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
]

/**
 * The browser's router, with the code of the page being opened already loaded: a prerendered
 * page then hydrates into exactly the HTML it arrived as, with no fallback in between.
 */
export async function createRouter() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
  return createBrowserRouter(routes)
}
