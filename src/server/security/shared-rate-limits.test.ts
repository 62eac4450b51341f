import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@shared/api/api-error'
import { assistantApi } from '@shared/assistant/assistant-contract'
import { authApi } from '@shared/auth/auth-contract'
import { healthApi } from '@shared/health/health-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'

// Several instances behind a load balancer hold one limit when REDIS_URL is set: a member or an
// address cannot multiply their allowance by the number of instances. Runs when TEST_REDIS_URL
// names a Redis server (.ci/run sets it when one answers on the usual port).

const redisUrl = process.env.TEST_REDIS_URL

describe.skipIf(!redisUrl)('two instances on one Redis', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    // Each key is fresh (a new member, a random address), so runs within a minute do not meet.
    const env = { REDIS_URL: redisUrl ?? '', MEMBER_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' }
    first = await buildTestApp({ env })
    second = await buildTestApp({ env })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
  })

  test('share one burst limit per member', async () => {
    const member = await createSignedInUser(first)
    expect((await second.inject({ method: 'POST', url: authApi.verify.path, headers: { authorization: member.authorization } })).statusCode).toBe(200)
    const ask = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: assistantApi.chatStream.path,
        headers: { authorization: member.authorization },
        payload: { message: 'What is DIC?', chatId: null },
      })
    expect((await ask(first)).statusCode).toBe(200)
    expect((await ask(second)).statusCode).toBe(200)
    const refused = await ask(first)
    expect(refused.statusCode).toBe(429)
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('RATE_LIMITED')
  })

  test('share one limit per address', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' }
    const [one, two] = [await buildTestApp({ env }), await buildTestApp({ env })]
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    const health = (app: TestApp) =>
      app.inject({ method: 'GET', url: healthApi.health.path, headers: { 'x-forwarded-for': address } })
    const statuses = []
    for (const app of [one, two, one, two]) statuses.push((await health(app)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    await one.close()
    await two.close()
  })
})
