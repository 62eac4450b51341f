import { createBrowserRouter } from 'react-router'
import { ErrorState } from '@client/components/error-state'
import { FullScreenSpinner } from '@client/components/full-screen-spinner'
import { RootLayout } from './layouts/root-layout'
import { RedirectSignedIn, RequireSignedIn, SignedInOnly } from './layouts/route-guards'

/** Every route of SPEC section 2. Each page's code loads with its route. */
export const routes = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorState,
    HydrateFallback: FullScreenSpinner,
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

export function createRouter() {
  return createBrowserRouter(routes)
}
