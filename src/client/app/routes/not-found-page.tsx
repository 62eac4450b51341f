import { Link } from 'react-router'
import { PageContainer } from '@client/components/page-container'
import { PageHeader } from '@client/components/page-header'
import { Button } from '@client/components/ui/button'

export function NotFoundPage() {
  return (
    <PageContainer>
      <PageHeader title="404 Page Not Found">
        <p>We could not find the page you asked for. It may have moved, or the address may have a typo.</p>
        <p className="mt-2 text-base text-slate-600">
          Developer hint: did you forget to add the page to the router?
        </p>
      </PageHeader>
      <Button asChild className="mt-6">
        <Link to="/">Go to the home page</Link>
      </Button>
    </PageContainer>
  )
}
