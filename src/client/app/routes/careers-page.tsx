import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import {
  CareerResourceLists,
  CareerServiceCards,
  ResumeTips,
  SkillsTranslation,
  VreOverview,
  VreTracks,
} from '@client/features/guides/careers-guide'
import { ResumeBuilderForm } from '@client/features/guides/resume-builder-form'

export function CareersPage() {
  return (
    <PageContainer>
      <PageHeader title="Career Development & VR&E">
        <p>Veteran Readiness and Employment, resume help and the next step in your career.</p>
      </PageHeader>
      <VreOverview />
      <VreTracks />
      <ResumeBuilderForm />
      <ResumeTips />
      <CareerServiceCards />
      <SkillsTranslation />
      <CareerResourceLists />
    </PageContainer>
  )
}
