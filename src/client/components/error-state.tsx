import { isRouteErrorResponse, useRouteError } from 'react-router'
import { documentTitle } from '@shared/site/site-pages'
import { Button } from './ui/button'
import { PageContainer } from './page-container'
import { PageHeader } from './page-header'

/** Shown when a page fails to render or its code fails to load (a new release, a lost connection). */
export function ErrorState() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <PageContainer>
      {/* The root layout, which keeps the head in step with the page, is what failed. */}
      <title>{documentTitle({ title: 'Error' })}</title>
      <PageHeader title="Something went wrong">
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
