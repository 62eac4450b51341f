import { supportLinks } from '@shared/guides/support-links'
import { Link } from 'react-router'
import { supportLines } from '@shared/guides/support-lines'
import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { ExternalLink } from '@client/components/ui/external-link'
import { AssistantChat } from '@client/features/assistant/assistant-chat'

export function AiAssistantPage() {
  const { veteransCrisisLine } = supportLines
  return (
    <PageContainer>
      <PageHeader title="AI Assistant">
        <p>
          Ask about claims, ratings, appeals, the GI Bill, health care, home loans and more. Answers
          come from official VA sources, which are linked under each one.
        </p>
      </PageHeader>
      <p className="mt-4 max-w-3xl text-base text-slate-700">
        The assistant gives general information, not legal or medical advice, and it is not part of
        VA. It never files anything for you. For free help with a claim, talk to a{' '}
        <ExternalLink href={supportLinks.accreditedRepresentativeHelp.href}>
          VA-accredited representative
        </ExternalLink>
        . In crisis? Call{' '}
        <a
          href={`tel:${veteransCrisisLine.dial}`}
          className="font-semibold underline underline-offset-4"
        >
          {veteransCrisisLine.display}
        </a>
        , any time. Read more about{' '}
        <Link to="/claims" className="underline underline-offset-4">
          filing a claim
        </Link>
        .
      </p>
      <AssistantChat />
    </PageContainer>
  )
}
