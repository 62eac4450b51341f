// The API against DESIGN.md's budget: each endpoint within 80% of a bare Fastify route's
// throughput (the bare route answers a JSON body of the same size, measured in the same run) and
// p99 under 10 ms, at 100 connections. Then the profile (profile.ts): what each piece costs.
import { fork, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import { authApi } from '@shared/auth/auth-contract'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import { createScratchPostgres } from '@server/testing/test-databases'
import { defaultProjectId, startAuthEmulator } from '../scripts/auth-emulator.mjs'
import { BENCH_DATABASE_URL } from './bench-database'
import { disabilitySample, giBillSample } from './samples'
import { profileStack } from './profile'
import type { ServerReport } from './server-kinds'

const CONNECTIONS = 100
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RATIO_BUDGET = 0.8
const P99_BUDGET_MS = 10
/** What browsers send; bodies under the compression threshold go out as they are. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const PROFILE = { email: 'dana.reyes@example.com', name: 'Dana Reyes' }

type Server = { child: ChildProcess; report: ServerReport }
type Request = { method: 'POST'; path: string; body?: string; headers: Record<string, string> }
type Measurement = { requestsPerSecond: number; p99Ms: number; failures: number }

function startServer(args: string[], env: Record<string, string> = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./servers.ts', import.meta.url), args, {
      execArgv: ['--import', 'tsx'],
      // The product logs every request at info, as in production; the logs themselves are dropped.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    })
    child.once('message', (report) => resolve({ child, report: report as ServerReport }))
    child.once('exit', (code) =>
      reject(new Error(`bench server ${args.join(' ')} exited with ${code}`)),
    )
  })
}

async function measure(server: Server, request: Request): Promise<Measurement> {
  const options = {
    url: server.report.address + request.path,
    method: request.method,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...request.headers },
    ...(request.body ? { body: request.body } : {}),
  }
  // A short warm-up, so the JIT and the database's caches are in the same state for each.
  await autocannon({ ...options, connections: 10, duration: 2 })
  const result = await autocannon({
    ...options,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  }
}

const jsonRequest = (path: string, body: object): Request => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})
const verifyRequest = (idToken: string): Request => ({
  method: 'POST',
  path: authApi.verify.path,
  headers: { authorization: `Bearer ${idToken}` },
})

/** Signs in to the emulator as a Google user, the way its popup does, for a real ID token. */
async function signInOnEmulator(host: string): Promise<string> {
  const claims = { sub: 'bench-user', email_verified: true, ...PROFILE }
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  )
  if (!response.ok) throw new Error(`emulator sign-in failed: ${await response.text()}`)
  return ((await response.json()) as { idToken: string }).idToken
}

/** The body the product answers, uncompressed, so the bare route can answer one of the same size. */
async function responseBody(server: Server, request: Request): Promise<string> {
  const response = await fetch(server.report.address + request.path, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
  })
  if (!response.ok)
    throw new Error(`${request.path} answered ${response.status}: ${await response.text()}`)
  return response.text()
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

export async function benchApi() {
  const emulator = await startAuthEmulator({ projectId: defaultProjectId() })
  // Production keeps its users in Postgres; verify is measured there too.
  const postgres = await createScratchPostgres(BENCH_DATABASE_URL, 'vrh_bench')
  const servers: Server[] = []
  const start = async (args: string[], env?: Record<string, string>) => {
    const server = await startServer(args, env)
    servers.push(server)
    return server
  }
  try {
    const [app, appWithLocalTokens, appOnPostgres, emulatorToken] = await Promise.all([
      start(['app'], { FIREBASE_AUTH_EMULATOR_HOST: emulator.host }),
      start(['app'], { BENCH_VERIFIER: 'local' }),
      start(['app'], { BENCH_VERIFIER: 'local', BENCH_POSTGRES_URL: postgres.url }),
      signInOnEmulator(emulator.host),
    ])
    const localToken = appWithLocalTokens.report.idToken
    const postgresToken = appOnPostgres.report.idToken
    if (!localToken || !postgresToken) throw new Error('a local-token server sent no ID token')

    const endpoints = [
      {
        name: 'POST /api/tools/disability-calculator',
        server: app,
        request: jsonRequest(calculatorsApi.disability.path, disabilitySample),
      },
      {
        name: 'POST /api/tools/gi-bill-calculator',
        server: app,
        request: jsonRequest(calculatorsApi.giBill.path, giBillSample),
      },
      {
        name: 'POST /api/auth/verify (emulator token)',
        server: app,
        request: verifyRequest(emulatorToken),
      },
      {
        name: 'POST /api/auth/verify (RS256 token, local check)',
        server: appWithLocalTokens,
        request: verifyRequest(localToken),
      },
      {
        name: 'POST /api/auth/verify (RS256 token, local check, Postgres)',
        server: appOnPostgres,
        request: verifyRequest(postgresToken),
      },
    ]
    const bodies = await Promise.all(
      endpoints.map((endpoint) => responseBody(endpoint.server, endpoint.request)),
    )
    // One bare route per endpoint, at a path of its own, answering that endpoint's body.
    const barePaths = endpoints.map((_endpoint, index) => `/bare/${index}`)
    const bare = await start(['bare'], {
      BENCH_BODIES: JSON.stringify(
        Object.fromEntries(
          barePaths.map((path, index) => [path, JSON.parse(bodies[index] ?? '{}')]),
        ),
      ),
    })
    console.log(
      `\nAPI: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}\n`,
    )
    console.log(
      row([
        'Endpoint',
        'body bytes',
        'req/s',
        'bare req/s',
        'ratio',
        'p99 ms',
        'bare p99 ms',
        'failed',
        'budget',
      ]),
    )
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']))
    for (const [index, endpoint] of endpoints.entries()) {
      // Bare and product back to back, so both see the same load from the rest of the machine.
      const baseline = await measure(bare, { ...endpoint.request, path: barePaths[index] ?? '' })
      const result = await measure(endpoint.server, endpoint.request)
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond
      const isMet = ratio >= RATIO_BUDGET && result.p99Ms < P99_BUDGET_MS && result.failures === 0
      console.log(
        row([
          endpoint.name,
          Buffer.byteLength(bodies[index] ?? ''),
          Math.round(result.requestsPerSecond),
          Math.round(baseline.requestsPerSecond),
          ratio.toFixed(2),
          result.p99Ms,
          baseline.p99Ms,
          result.failures,
          isMet ? 'met' : 'NOT met',
        ]),
      )
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM')
    await emulator.stop()
    await postgres.drop()
  }
  await profileStack()
}
