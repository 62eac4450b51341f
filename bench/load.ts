// `npm run load`: many members at once against the built server on Postgres, then a crash in the
// middle of uploads. Not part of `npm test`: it takes minutes and wants the machine to itself.
//
//   1. LOAD_USERS members (default 200) for LOAD_SECONDS (default 60) mix sign-in, the two
//      calculators, chat and uploads. Afterwards: no 5xx at all, each member's prompt count
//      equals the chats that were answered (never above 20), and every upload that was
//      confirmed has its record and its bytes.
//   2. The server is killed (SIGKILL) while 40 uploads are in flight, then started again: every
//      record left points to an object that reads back whole.
//
// Needs `npm run build` first, and Postgres: LOAD_DATABASE_URL, or the local test server.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authApi } from '@shared/auth/auth-contract'
import { assistantApi, PROMPTS_EXHAUSTED } from '@shared/assistant/assistant-contract'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import { FREE_PROMPTS_PER_MONTH } from '@shared/subscription/plans'
import {
  FILE_CONTENT_PATH,
  uploadsApi,
  uploadUrlResultSchema,
} from '@shared/uploads/uploads-contract'
import { signInToEmulator } from '@server/testing/emulator-sign-in'
import { createScratchPostgres, withPostgresClient } from '@server/testing/test-databases'
import { startAuthEmulator } from '../scripts/auth-emulator.mjs'
import { freePort } from '../scripts/free-port.mjs'

const USERS = Number(process.env.LOAD_USERS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

type Member = { index: number; authorization: string; userId: string }
type Tally = {
  statuses: Map<number, number>
  serverErrors: string[]
  answeredChats: Map<number, number>
  exhaustedChats: number
  confirmedUploads: Map<number, { id: string; bytes: string }[]>
}

const tally: Tally = {
  statuses: new Map(),
  serverErrors: [],
  answeredChats: new Map(),
  exhaustedChats: 0,
  confirmedUploads: new Map(),
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${env.PORT}`
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

function record(status: number, what: string, body: string) {
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
  if (status >= 500) tally.serverErrors.push(`${status} ${what}: ${body.slice(0, 200)}`)
}

function client(base: string) {
  return async function call(
    member: Member | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(path.startsWith('http') ? path : base + path, {
      method,
      headers: {
        ...(member ? { authorization: member.authorization } : {}),
        ...(body === undefined || typeof body === 'string'
          ? {}
          : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    record(response.status, `${method} ${path.split('?')[0]}`, text)
    return { status: response.status, text }
  }
}

type Call = ReturnType<typeof client>

async function signIn(call: Call, emulatorHost: string, index: number): Promise<Member> {
  const { idToken } = await signInToEmulator(emulatorHost, { name: `Load Tester ${index}` })
  const member = { index, authorization: `Bearer ${idToken}`, userId: '' }
  const verified = await call(member, authApi.verify.method, authApi.verify.path)
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`)
  return member
}

async function upload(
  call: Call,
  member: Member,
  label: string,
): Promise<{ id: string; bytes: string } | null> {
  const bytes = `Visit note ${label}: seen for knee pain, follow up in 6 weeks.\n`.repeat(40)
  const size = Buffer.byteLength(bytes)
  const prepared = await call(member, 'POST', uploadsApi.uploadUrl.path, {
    fileType: 'text/plain',
    fileSize: size,
  })
  if (prepared.status !== 200) return null
  const { uploadURL, objectPath, headers } = uploadUrlResultSchema.parse(JSON.parse(prepared.text))
  const put = await call(null, 'PUT', uploadURL, bytes, {
    'content-type': 'text/plain',
    ...headers,
  })
  if (put.status !== 200) return null
  const saved = await call(member, uploadsApi.saveFile.method, uploadsApi.saveFile.path, {
    filename: `${label}.txt`,
    objectPath,
    fileType: 'text/plain',
    fileSize: size,
  })
  return saved.status === 200 ? { id: (JSON.parse(saved.text) as { id: string }).id, bytes } : null
}

/** One member's minute: a little of everything, with a pause between steps like a person. */
async function actAsMember(call: Call, member: Member, until: number) {
  let step = 0
  while (Date.now() < until) {
    step += 1
    await call(member, authApi.verify.method, authApi.verify.path)
    await call(null, 'POST', calculatorsApi.disability.path, { ratings: [50, 30, 10] })
    await call(null, 'POST', calculatorsApi.giBill.path, {
      location: 'San Diego, CA',
      enrollmentType: 'full-time',
      servicePercentage: 80,
    })
    const chat = await call(member, 'POST', assistantApi.chat.path, {
      message: 'How do I file a supplemental claim?',
      chatId: null,
    })
    if (chat.status === 200)
      tally.answeredChats.set(member.index, (tally.answeredChats.get(member.index) ?? 0) + 1)
    else if (chat.text.includes(PROMPTS_EXHAUSTED)) tally.exhaustedChats += 1
    if (step % 3 === 1) {
      const uploaded = await upload(call, member, `m${member.index}-s${step}`)
      if (uploaded)
        tally.confirmedUploads.set(member.index, [
          ...(tally.confirmedUploads.get(member.index) ?? []),
          uploaded,
        ])
    }
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 600))
  }
}

async function checkConsistency(call: Call, databaseUrl: string, members: Member[]) {
  const problems: string[] = []
  await withPostgresClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ email: string; prompts_used: number; files: string }>(
      `select u.email, u.prompts_used, (select count(*) from files f where f.owner_id = u.id) as files
       from users u`,
    )
    if (rows.length !== members.length)
      problems.push(`${rows.length} users in the database, ${members.length} signed in`)
    const answered = [...tally.answeredChats.values()]
    const totalAnswered = answered.reduce((sum, count) => sum + count, 0)
    const totalUsed = rows.reduce((sum, row) => sum + row.prompts_used, 0)
    if (totalUsed !== totalAnswered)
      problems.push(`prompts used ${totalUsed}, chats answered ${totalAnswered}`)
    if (rows.some((row) => row.prompts_used > FREE_PROMPTS_PER_MONTH))
      problems.push('a member spent more than 20 prompts')
    const totalFiles = rows.reduce((sum, row) => sum + Number(row.files), 0)
    const confirmed = [...tally.confirmedUploads.values()].flat()
    if (totalFiles !== confirmed.length)
      problems.push(`${totalFiles} file records, ${confirmed.length} uploads confirmed`)
  })
  for (const member of members.slice(0, 20)) {
    for (const file of tally.confirmedUploads.get(member.index) ?? []) {
      const content = await call(member, 'GET', FILE_CONTENT_PATH.replace(':id', file.id))
      if (content.text !== file.bytes) problems.push(`file ${file.id} did not read back whole`)
    }
  }
  return problems
}

async function crashDuringUploads(
  serverEnv: Record<string, string>,
  call: Call,
  members: Member[],
) {
  let server = await startServer(serverEnv)
  const inFlight = members
    .slice(0, 40)
    .map((member, index) => upload(call, member, `crash-${index}`).catch(() => null))
  await new Promise((resolve) => setTimeout(resolve, 150))
  server.kill('SIGKILL')
  await Promise.all(inFlight)
  server = await startServer(serverEnv)
  const problems: string[] = []
  let records = 0
  for (const member of members.slice(0, 40)) {
    const list = await call(member, 'GET', uploadsApi.listFiles.path)
    const { files } = JSON.parse(list.text) as { files: { id: string; fileSize: number }[] }
    for (const file of files) {
      records += 1
      const content = await call(member, 'GET', FILE_CONTENT_PATH.replace(':id', file.id))
      if (content.status !== 200 || Buffer.byteLength(content.text) !== file.fileSize) {
        problems.push(`record ${file.id} has no whole object after the restart (${content.status})`)
      }
    }
  }
  server.kill('SIGTERM')
  return { problems, records }
}

async function main() {
  const scratch = await createScratchPostgres(ADMIN_URL, 'vrh_load')
  const databaseUrl = scratch.url
  const emulator = await startAuthEmulator()
  const port = String(await freePort())
  const serverEnv = {
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vrh-load-')),
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  }
  const call = client(`http://127.0.0.1:${port}`)
  let server: ChildProcess | null = null
  try {
    server = await startServer(serverEnv)
    const started = Date.now()
    const members: Member[] = []
    for (let index = 0; index < USERS; index += 20) {
      members.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, USERS - index) }, (_, offset) =>
            signIn(call, emulator.host, index + offset),
          ),
        )),
      )
    }
    console.log(
      `${members.length} members signed in in ${((Date.now() - started) / 1000).toFixed(1)} s; running for ${SECONDS} s`,
    )
    const until = Date.now() + SECONDS * 1000
    await Promise.all(members.map((member) => actAsMember(call, member, until)))
    const requests = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0)
    const problems = await checkConsistency(call, databaseUrl, members)
    server.kill('SIGTERM')
    server = null

    const crash = await crashDuringUploads(serverEnv, call, members)
    console.log('\nLoad')
    console.log(`  requests: ${requests} in ${SECONDS} s (${(requests / SECONDS).toFixed(0)}/s)`)
    console.log(
      `  statuses: ${[...tally.statuses.entries()]
        .sort()
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
    )
    console.log(
      `  chats answered: ${[...tally.answeredChats.values()].reduce((a, b) => a + b, 0)}, refused as over the allowance: ${tally.exhaustedChats}`,
    )
    console.log(`  uploads confirmed: ${[...tally.confirmedUploads.values()].flat().length}`)
    console.log(`  5xx: ${tally.serverErrors.length}`)
    console.log(
      `  consistency: ${problems.length === 0 ? 'counts and files exact' : problems.join('; ')}`,
    )
    console.log('Crash during uploads')
    console.log(
      `  records after restart: ${crash.records}; ${crash.problems.length === 0 ? 'every one reads back whole' : crash.problems.join('; ')}`,
    )
    for (const error of tally.serverErrors.slice(0, 10)) console.log(`  ${error}`)
    process.exitCode =
      tally.serverErrors.length === 0 && problems.length === 0 && crash.problems.length === 0
        ? 0
        : 1
  } finally {
    server?.kill('SIGTERM')
    await emulator.stop()
    await scratch.drop()
  }
}

await main()
