import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { subscriptionApi, type SubscriptionSummary } from '@shared/subscription/subscription-contract'
import { routes } from '@client/app/router'
import { renderRoutes } from '@client/testing/render-with-providers'
import { signedInSession } from '@client/testing/session-factories'

const payments: unknown[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  payments.length = 0
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const CHECKOUT = { clientSecret: 'pi_test_1_secret_2', provider: 'local', publishableKey: null }

function answerCheckout() {
  server.use(
    http.post(subscriptionApi.create.path, () => HttpResponse.json(CHECKOUT)),
    http.post(subscriptionApi.confirmTestPayment.path, async ({ request }) => {
      const payment = (await request.json()) as { cardNumber: string }
      payments.push(payment)
      return payment.cardNumber.replaceAll(' ', '') === '4000000000000002'
        ? HttpResponse.json({ error: { code: 'CARD_DECLINED', message: 'Your card was declined.' } }, { status: 402 })
        : HttpResponse.json({ status: 'succeeded' })
    }),
  )
}

function notifications() {
  return within(screen.getByRole('region', { name: /Notifications/ }))
}

async function fillCard(cardNumber: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Card number'), cardNumber)
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/34')
  await user.type(screen.getByLabelText('Security code'), '123')
  await user.type(screen.getByLabelText('ZIP code'), '22030')
  return user
}

describe('the Subscribe page', () => {
  test('shows the plans and the test-mode card form, and a paid card goes to the dashboard', async () => {
    answerCheckout()
    const refreshUser = vi.fn(() => Promise.resolve())
    const { router } = renderRoutes(routes, { path: '/subscribe', session: signedInSession({}, { refreshUser }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Free' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Pro' })).toBeInTheDocument()
    expect(await screen.findByText('Test mode - no real charges')).toBeInTheDocument()

    const user = await fillCard('4242 4242 4242 4242')
    await user.click(screen.getByRole('button', { name: 'Subscribe to Pro - $19/month' }))
    expect(await notifications().findByText('Payment Successful')).toBeInTheDocument()
    expect(notifications().getByText('You are now subscribed to Pro!')).toBeInTheDocument()
    expect(payments).toEqual([
      { clientSecret: CHECKOUT.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', postalCode: '22030' },
    ])
    expect(refreshUser).toHaveBeenCalled()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  test('a declined card shows "Payment Failed" with the reason and stays on the page', async () => {
    answerCheckout()
    const { router } = renderRoutes(routes, { path: '/subscribe', session: signedInSession() })
    const user = await fillCard('4000 0000 0000 0002')
    await user.click(screen.getByRole('button', { name: 'Subscribe to Pro - $19/month' }))
    expect(await notifications().findByText('Payment Failed')).toBeInTheDocument()
    expect(notifications().getByText('Your card was declined.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/subscribe')
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002')
  })

  test('names each missing or malformed field and sends nothing', async () => {
    answerCheckout()
    renderRoutes(routes, { path: '/subscribe', session: signedInSession() })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Card number'), '4242')
    await user.click(screen.getByRole('button', { name: 'Subscribe to Pro - $19/month' }))
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter the card number, 12 to 19 digits.')
    expect(screen.getByLabelText('Card number')).toHaveFocus()
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('Enter the expiry date as MM/YY.')
    expect(payments).toEqual([])
  })

  test('shows "Subscription Error" when the subscription cannot be created, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.post(subscriptionApi.create.path, () =>
        HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, { status: 500 }),
      ),
    )
    renderRoutes(routes, { path: '/subscribe', session: signedInSession() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Error' })).toBeInTheDocument()
    expect(screen.getByText('Unable to initialize subscription. Please try again later.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('Failed to create subscription', expect.anything())
  })

  test('a Pro user sees the plan and can cancel it, after confirming', async () => {
    const summary: SubscriptionSummary = {
      provider: 'local',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-12-23T12:00:00.000Z',
      canManageBilling: false,
    }
    const cancelled = vi.fn()
    server.use(
      http.get(subscriptionApi.summary.path, () => HttpResponse.json(summary)),
      http.post(subscriptionApi.cancel.path, () => {
        cancelled()
        return HttpResponse.json({ ...summary, subscriptionStatus: 'canceled', currentPeriodEnd: null })
      }),
    )
    const refreshUser = vi.fn(() => Promise.resolve())
    renderRoutes(routes, {
      path: '/subscribe',
      session: signedInSession({ subscriptionStatus: 'active', promptsRemaining: null }, { refreshUser }),
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'You are on Pro' })).toBeInTheDocument()
    expect(await screen.findByText('Renews on December 23, 2026 for $19.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    expect(cancelled).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Yes, cancel Pro' }))
    expect(await notifications().findByText('Subscription Canceled')).toBeInTheDocument()
    expect(notifications().getByText('You are back on the Free plan.')).toBeInTheDocument()
    expect(cancelled).toHaveBeenCalledTimes(1)
    expect(refreshUser).toHaveBeenCalled()
  })
})
