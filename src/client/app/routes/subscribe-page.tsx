import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'

export function SubscribePage() {
  return (
    <PageContainer>
      <PageHeader title="Subscription">
        <p>Compare the Free and Pro plans.</p>
      </PageHeader>
    </PageContainer>
  )
}
