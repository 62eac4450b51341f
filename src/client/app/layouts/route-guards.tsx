import { Navigate, Outlet } from 'react-router'
import { SessionSpinner } from '@client/components/session-spinner'
import { useAuth } from '@client/lib/session'

/** Signed-in-only pages: a visitor is sent to /login (product contract §2 and §6). */
export function RequireSignedIn() {
  const { user, isLoading } = useAuth()
  if (isLoading) return <SessionSpinner />
  return user ? <Outlet /> : <Navigate to="/login" replace />
}

/**
 * /login and /register: a signed-in user goes to the dashboard instead. While the session loads
 * the page stays, so its prerendered HTML is what a visitor reads at once.
 */
export function RedirectSignedIn() {
  const { user } = useAuth()
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />
}

/** /tools: shown only when signed in; for a visitor it renders nothing (product contract §2). */
export function SignedInOnly() {
  const { user, isLoading } = useAuth()
  if (isLoading) return <SessionSpinner />
  return user ? <Outlet /> : null
}
