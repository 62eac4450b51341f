import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { SessionContext } from '@client/lib/session'
import { dismissToast, toast } from '@client/lib/toast'
import { signedOutSession } from '@client/testing/session-factories'
import { DeferredToaster } from './deferred-toaster'

const notifications = () => screen.queryByRole('region', { name: 'Notifications (F8)' })
/** The region's code is a dynamic import, which a busy machine's first transform can take seconds over. */
const LOADS_WITHIN = { timeout: 10_000 }
let raised: string[] = []

afterEach(() => {
  for (const id of raised) act(() => dismissToast(id))
  raised = []
})

test('the notifications region is not drawn with the page, and arrives once it has painted', async () => {
  render(
    <SessionContext value={signedOutSession()}>
      <DeferredToaster />
    </SessionContext>,
  )
  expect(notifications()).toBeNull()
  expect(
    await screen.findByRole('region', { name: 'Notifications (F8)' }, LOADS_WITHIN),
  ).toBeInTheDocument()
})

test('waits while the session is unknown', async () => {
  render(
    <SessionContext value={signedOutSession({ isLoading: true })}>
      <DeferredToaster />
    </SessionContext>,
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 1500)))
  expect(notifications()).toBeNull()
})

test('a toast raised before the region has loaded shows once it has', async () => {
  render(
    <SessionContext value={signedOutSession({ isLoading: true })}>
      <DeferredToaster />
    </SessionContext>,
  )
  act(() => {
    raised.push(toast({ title: "You're offline", variant: 'destructive' }).id)
  })
  expect(await screen.findByText("You're offline", {}, LOADS_WITHIN)).toBeInTheDocument()
  expect(notifications()).toBeInTheDocument()
})
