import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedStripeRequest = {
  method: string
  path: string
  /** The form-encoded body, as flat keys: items[0][price] */
  form: Record<string, string>
  headers: IncomingMessage['headers']
}

type StandInSubscription = {
  id: string
  customer: string
  status: string
  cancelAtPeriodEnd: boolean
  metadata: Record<string, string>
  clientSecret: string
}

export type StripeFailure = { status: number; type: string; message: string; code?: string }

/**
 * A local stand-in for the few Stripe API calls the adapter makes, at the network edge: the real
 * SDK talks HTTP to it (the SDK's host and port options). It records every request and keeps
 * subscriptions whose state a test can change, as Stripe's would change.
 */
export async function startStripeApiStandIn() {
  const requests: RecordedStripeRequest[] = []
  const subscriptions = new Map<string, StandInSubscription>()
  let nextId = 1
  let nextFailure: StripeFailure | null = null
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400

  const toStripeSubscription = (subscription: StandInSubscription, expand: string[]) => ({
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    metadata: subscription.metadata,
    items: {
      object: 'list',
      data: [{ id: `si_${subscription.id}`, current_period_end: periodEnd }],
    },
    latest_invoice: expand.includes('latest_invoice.confirmation_secret')
      ? {
          id: `in_${subscription.id}`,
          object: 'invoice',
          confirmation_secret: { client_secret: subscription.clientSecret, type: 'payment_intent' },
        }
      : `in_${subscription.id}`,
  })

  function route(
    method: string,
    path: string,
    form: Record<string, string>,
    query: URLSearchParams,
  ): [number, unknown] {
    const expand = [...Object.entries(form), ...query.entries()]
      .filter(([key]) => key.startsWith('expand['))
      .map(([, value]) => value)
    if (method === 'POST' && path === '/v1/customers') {
      return [200, { id: `cus_${nextId++}`, object: 'customer', email: form.email ?? null }]
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const id = `sub_${nextId++}`
      const subscription: StandInSubscription = {
        id,
        customer: form.customer ?? '',
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        ),
        clientSecret: `pi_${id}_secret_standin`,
      }
      subscriptions.set(id, subscription)
      return [200, toStripeSubscription(subscription, expand)]
    }
    const match = /^\/v1\/subscriptions\/(\w+)$/.exec(path)
    const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined
    if (match && !subscription) {
      return [
        404,
        {
          error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` },
        },
      ]
    }
    if (subscription && method === 'GET') return [200, toStripeSubscription(subscription, expand)]
    if (subscription && method === 'POST') {
      if (form.cancel_at_period_end)
        subscription.cancelAtPeriodEnd = form.cancel_at_period_end === 'true'
      return [200, toStripeSubscription(subscription, expand)]
    }
    if (subscription && method === 'DELETE') {
      subscription.status = 'canceled'
      return [200, toStripeSubscription(subscription, expand)]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${form.customer}`,
        },
      ]
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    ]
  }

  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const form = Object.fromEntries(new URLSearchParams(body))
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        headers: request.headers,
      })
      let status: number
      let payload: unknown
      if (nextFailure) {
        const { status: failureStatus, ...error } = nextFailure
        ;[status, payload] = [failureStatus, { error }]
        nextFailure = null
      } else {
        ;[status, payload] = route(request.method ?? 'GET', url.pathname, form, url.searchParams)
      }
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      })
      response.end(JSON.stringify(payload))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    /** Answers the next request with this Stripe error. */
    failNextRequest: (failure: StripeFailure) => {
      nextFailure = failure
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeApiStandIn = Awaited<ReturnType<typeof startStripeApiStandIn>>
