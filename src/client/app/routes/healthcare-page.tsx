import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { CrisisBox } from '@client/features/guides/crisis-box'
import { FacilityFinder } from '@client/features/facilities/facility-finder'
import { FacilityLocatorHelp } from '@client/features/guides/facility-locator-help'
import {
  CommunityCareSection,
  HealthcareServiceCards,
  HealthRecordsAndContacts,
  PreventiveCareSection,
  SpecializedCareSection,
} from '@client/features/guides/healthcare-guide'

export function HealthcarePage() {
  return (
    <PageContainer>
      <PageHeader title="Healthcare Services">
        <p>VA health care: how to enroll, what it covers and where to get care.</p>
      </PageHeader>
      <CrisisBox className="mt-8" />
      <FacilityFinder>
        <FacilityLocatorHelp />
      </FacilityFinder>
      <HealthcareServiceCards />
      <SpecializedCareSection />
      <PreventiveCareSection />
      <CommunityCareSection />
      <HealthRecordsAndContacts />
    </PageContainer>
  )
}
