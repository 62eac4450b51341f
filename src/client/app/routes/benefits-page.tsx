import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import {
  BenefitsResourceLists,
  BurialBenefits,
  FamilyAndSurvivorBenefits,
  HousingBenefits,
  LifeInsuranceBenefits,
  PensionBenefits,
  SpecialPrograms,
  StateAndLocalBenefits,
} from '@client/features/guides/benefits-guide'
import { EligibilityCheckerForm } from '@client/features/guides/eligibility-checker-form'

export function BenefitsPage() {
  return (
    <PageContainer>
      <PageHeader title="Other Veteran Benefits">
        <p>Housing, pension, life insurance, burial and benefits for families and survivors.</p>
      </PageHeader>
      <EligibilityCheckerForm />
      <HousingBenefits />
      <PensionBenefits />
      <LifeInsuranceBenefits />
      <BurialBenefits />
      <FamilyAndSurvivorBenefits />
      <SpecialPrograms />
      <StateAndLocalBenefits />
      <BenefitsResourceLists />
    </PageContainer>
  )
}
