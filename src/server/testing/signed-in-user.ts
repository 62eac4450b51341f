import { eq } from 'drizzle-orm'
import { authApi } from '@shared/auth/auth-contract'
import { usersTable } from '@server/features/auth/users-table'
import type { TestApp } from './build-test-app'
import { signInWithGoogleOnEmulator } from './id-tokens'

/** A member who signed in through the emulator and was verified by the app, as in the browser. */
export async function createSignedInUser(app: TestApp, profile: { name?: string } = {}) {
  const { idToken, uid } = await signInWithGoogleOnEmulator(profile)
  const response = await app.inject({
    method: 'POST',
    url: authApi.verify.path,
    headers: { authorization: `Bearer ${idToken}` },
  })
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.payload}`)
  const [row] = await app.database.db.select().from(usersTable).where(eq(usersTable.firebaseUid, uid))
  if (!row) throw new Error('verify created no user')
  const setUsage = (values: Partial<typeof usersTable.$inferInsert>) =>
    app.database.db.update(usersTable).set(values).where(eq(usersTable.id, row.id))
  const promptsUsed = async () =>
    (await app.database.db.select().from(usersTable).where(eq(usersTable.id, row.id)))[0]?.promptsUsed
  return { token: idToken, userId: row.id, authorization: `Bearer ${idToken}`, setUsage, promptsUsed }
}
