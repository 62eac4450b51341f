import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { DisabilityCalculator } from '@client/features/calculators/disability-calculator'
import { GiBillCalculator } from '@client/features/calculators/gi-bill-calculator'
import { EligibilityChecker } from '@client/features/eligibility/eligibility-checker'
import { ResumeBuilder } from '@client/features/resume/resume-builder'
import { MedicalRecords } from '@client/features/uploads/medical-records'
import { WellnessTracker } from '@client/features/wellness/wellness-tracker'
import { useAuth } from '@client/lib/session'

/** product contract §2: the six tools, in this order. Only signed-in members reach this page. */
export function ToolsPage() {
  const { user, externalUser } = useAuth()
  return (
    <PageContainer>
      <PageHeader title="Interactive Tools and Calculators">
        <p>Calculators and tools for your benefits, your records and your wellbeing.</p>
      </PageHeader>
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
        <DisabilityCalculator />
        <GiBillCalculator failureFeedback="toast" />
        <MedicalRecords />
        <ResumeBuilder fullName={externalUser?.displayName ?? user?.firstName ?? undefined} />
        <EligibilityChecker />
        <WellnessTracker />
      </div>
    </PageContainer>
  )
}
