import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { DeleteAccountSection } from '@client/features/account/delete-account-section'
import { DashboardOverview } from '@client/features/dashboard/dashboard-overview'
import { clearWellnessEntries } from '@client/features/wellness/wellness-entries'
import { displayName, useAuth } from '@client/lib/session'

export function DashboardPage() {
  const { user } = useAuth()
  // The route guard renders this page only with a verified user.
  if (!user) return null
  return (
    <PageContainer>
      <PageHeader title={`Welcome back, ${displayName(user)}`}>
        <p>Here is where you stand this month, and where to go next.</p>
      </PageHeader>
      <DashboardOverview user={user} />
      <DeleteAccountSection onClearBrowserData={clearWellnessEntries} />
    </PageContainer>
  )
}
