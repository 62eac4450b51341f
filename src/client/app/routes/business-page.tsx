import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { BusinessGuide } from '@client/features/guides/business-guide'

export function BusinessPage() {
  return (
    <PageContainer>
      <PageHeader title="Business Resources">
        <p>
          Free training, counseling, certification and funding help for veterans who want to start
          or grow a business.
        </p>
      </PageHeader>
      <BusinessGuide />
    </PageContainer>
  )
}
