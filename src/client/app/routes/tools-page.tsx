import { Upload } from 'lucide-react'
import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { ToolCard } from '@client/components/ui/card'
import { DisabilityCalculator } from '@client/features/calculators/disability-calculator'
import { GiBillCalculator } from '@client/features/calculators/gi-bill-calculator'
import { EligibilityChecker } from '@client/features/eligibility/eligibility-checker'
import { ResumeBuilder } from '@client/features/resume/resume-builder'
import { WellnessTracker } from '@client/features/wellness/wellness-tracker'
import { useAuth } from '@client/lib/session'

/** SPEC section 2: the six tools, in this order. Only signed-in members reach this page. */
export function ToolsPage() {
  const { user } = useAuth()
  return (
    <PageContainer>
      <PageHeader title="Interactive Tools and Calculators">
        <p>Calculators and tools for your benefits, your records and your wellbeing.</p>
      </PageHeader>
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
        <DisabilityCalculator />
        <GiBillCalculator failureFeedback="toast" />
        {/* TODO(uploads): the upload dialog of SPEC section 2 fills this card. #8 */}
        <ToolCard
          id="medical-records"
          title="Medical Records"
          icon={Upload}
          description={
            <p>
              Uploading your medical records is coming soon. When it arrives, your records will be
              encrypted and only you will be able to open them.
            </p>
          }
        />
        <ResumeBuilder fullName={user?.firstName ?? undefined} />
        <EligibilityChecker />
        <WellnessTracker />
      </div>
    </PageContainer>
  )
}
