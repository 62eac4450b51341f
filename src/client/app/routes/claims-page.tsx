import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { ClaimsGuide } from '@client/features/guides/claims-guide'
import { useAuth } from '@client/lib/session'

export function ClaimsPage() {
  const { user } = useAuth()
  return (
    <PageContainer>
      <PageHeader title="VA Disability Claims">
        <p>
          How to file, support and follow a VA disability claim, step by step. Filing with VA is
          always free.
        </p>
      </PageHeader>
      <ClaimsGuide isSignedIn={user !== null} />
    </PageContainer>
  )
}
