import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from './ui/button'
import { PageContainer } from './page-container'
import { PageHeader } from './page-header'

/** Shown when a page fails to render or its code fails to load (a new release, a lost connection). */
export function ErrorState() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <PageContainer>
      <PageHeader title="Something went wrong" documentTitle="Error">
        <p>
          This page could not be shown{detail ? ` (${detail})` : ''}. Nothing you saved is lost.
          Reloading the page usually fixes it.
        </p>
      </PageHeader>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </PageContainer>
  )
}
