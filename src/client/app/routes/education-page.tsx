import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { GiBillCalculator } from '@client/features/calculators/gi-bill-calculator'
import { EducationGuide } from '@client/features/guides/education-guide'

export function EducationPage() {
  return (
    <PageContainer>
      <PageHeader title="Education Benefits">
        <p>
          The GI Bill, its housing allowance, and other ways VA helps pay for school and training.
        </p>
      </PageHeader>
      {/* product contract §8: on this page a failed calculation is only logged. */}
      <EducationGuide calculator={<GiBillCalculator failureFeedback="log" headingLevel={3} />} />
    </PageContainer>
  )
}
