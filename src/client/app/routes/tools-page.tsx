import { lazy, Suspense } from 'react'
import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { DisabilityCalculator } from '@client/features/calculators/disability-calculator'
import { GiBillCalculator } from '@client/features/calculators/gi-bill-calculator'
import { useAuth } from '@client/lib/session'
import { useAfterPaint } from '@client/lib/use-after-paint'

// The four tools after the two calculators load once the page has painted (ADR 0039): a member
// sees the calculators at the top of the page without first downloading the records, resume,
// eligibility and wellness code. They appear together, below what is already on screen, so
// nothing shown moves.
const MedicalRecords = lazy(async () => ({
  default: (await import('@client/features/uploads/medical-records')).MedicalRecords,
}))
const ResumeBuilder = lazy(async () => ({
  default: (await import('@client/features/resume/resume-builder')).ResumeBuilder,
}))
const EligibilityChecker = lazy(async () => ({
  default: (await import('@client/features/eligibility/eligibility-checker')).EligibilityChecker,
}))
const WellnessTracker = lazy(async () => ({
  default: (await import('@client/features/wellness/wellness-tracker')).WellnessTracker,
}))

/** product contract §2: the six tools, in this order. Only signed-in members reach this page. */
export function ToolsPage() {
  const { user, externalUser } = useAuth()
  const hasPainted = useAfterPaint(true)
  return (
    <PageContainer>
      <PageHeader title="Interactive Tools and Calculators">
        <p>Calculators and tools for your benefits, your records and your wellbeing.</p>
      </PageHeader>
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
        <DisabilityCalculator />
        <GiBillCalculator failureFeedback="toast" />
        {hasPainted ? (
          <Suspense fallback={null}>
            <MedicalRecords />
            <ResumeBuilder fullName={externalUser?.displayName ?? user?.firstName ?? undefined} />
            <EligibilityChecker />
            <WellnessTracker />
          </Suspense>
        ) : null}
      </div>
    </PageContainer>
  )
}
