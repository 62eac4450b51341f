import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountApi } from '@shared/account/account-contract'
import {
  assistantApi,
  chatHistoryPath,
  chatListSchema,
  chatReplySchema,
} from '@shared/assistant/assistant-contract'
import {
  subscriptionApi,
  subscriptionCheckoutSchema,
} from '@shared/subscription/subscription-contract'
import { buildTestApp, type TestApp } from '@server/testing/build-test-app'
import { createSignedInUser } from '@server/testing/signed-in-user'

// One member's data is never another's: every resource a member owns, tried by someone else.

describe('cross-user access', () => {
  let app: TestApp
  let owner: Awaited<ReturnType<typeof createSignedInUser>>
  let intruder: Awaited<ReturnType<typeof createSignedInUser>>
  beforeAll(async () => {
    app = await buildTestApp()
    owner = await createSignedInUser(app)
    intruder = await createSignedInUser(app)
  })
  afterAll(() => app.close())

  const as = (
    member: typeof owner,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { authorization: member.authorization }, payload })

  test('a chat: not read, not listed, not continued, not deleted by anyone else', async () => {
    const reply = chatReplySchema.parse(
      (
        await as(owner, 'POST', assistantApi.chat.path, { message: 'What is DIC?', chatId: null })
      ).json(),
    )
    expect((await as(intruder, 'GET', chatHistoryPath(reply.chatId))).statusCode).toBe(404)
    expect(
      chatListSchema.parse((await as(intruder, 'GET', assistantApi.chats.path)).json()).chats,
    ).toEqual([])
    for (const path of [assistantApi.chat.path, assistantApi.chatStream.path]) {
      const response = await as(intruder, 'POST', path, {
        message: 'And me?',
        chatId: reply.chatId,
      })
      expect(response.statusCode).toBe(404)
    }
    const deleted = await as(
      intruder,
      'DELETE',
      assistantApi.deleteChat.path.replace(':id', reply.chatId),
    )
    expect(deleted.statusCode).toBe(404)
    const history = await as(owner, 'GET', chatHistoryPath(reply.chatId))
    expect(history.statusCode).toBe(200)
    expect(history.payload).not.toContain('And me?')
  })

  test('a subscription payment: not paid, cancelled or read by anyone else', async () => {
    const { clientSecret } = subscriptionCheckoutSchema.parse(
      (await as(owner, 'POST', subscriptionApi.create.path)).json(),
    )
    const paid = await as(intruder, 'POST', subscriptionApi.confirmTestPayment.path, {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '22030',
    })
    expect(paid.statusCode).toBe(404)
    const intruderCheckout = subscriptionCheckoutSchema.parse(
      (await as(intruder, 'POST', subscriptionApi.create.path)).json(),
    )
    expect(intruderCheckout.clientSecret).not.toBe(clientSecret)
    expect((await as(intruder, 'POST', subscriptionApi.cancel.path)).statusCode).toBe(404)
    expect((await as(owner, 'POST', subscriptionApi.create.path)).json()).toMatchObject({
      clientSecret,
    })
  })

  test("an account: deleting one's own never reaches anyone else's, whatever the request names", async () => {
    const leaving = await createSignedInUser(app)
    const reply = chatReplySchema.parse(
      (
        await as(owner, 'POST', assistantApi.chat.path, { message: 'What is CHAMPVA?', chatId: null })
      ).json(),
    )
    const response = await app.inject({
      method: 'DELETE',
      url: `${accountApi.deleteAccount.path}?userId=${owner.userId}`,
      headers: { authorization: leaving.authorization, 'content-type': 'application/json' },
      payload: { userId: owner.userId },
    })
    expect(response.statusCode).toBe(204)
    expect((await as(owner, 'GET', chatHistoryPath(reply.chatId))).statusCode).toBe(200)
    expect((await as(leaving, 'GET', assistantApi.chats.path)).statusCode).toBe(401)
  })
})
