// Where the stack's time goes: CPU microseconds a request for the bare disability route plus one
// piece of the product's stack at a time, in process through inject(). CPU time, unlike
// throughput, barely moves when other work shares the machine, so small differences show.
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { calculatorsApi } from '@shared/calculators/calculators-contract'
import {
  acceptEmptyJsonBodies,
  compressOptions,
  loggingOptions,
  rateLimitOptions,
} from '@server/app'
import { readEnv } from '@server/env'
import { calculateDisability } from '@server/features/calculators/disability-rating'
import { errorHandler } from '@server/plugins/error-handler'
import { responseSerializerCompiler } from '@server/plugins/response-serializer'
import { security } from '@server/plugins/security'
import { disabilitySample } from './samples'

const REQUESTS = 4000
const ROUNDS = 3

const PIECES = {
  compute: 'the calculation itself',
  'json-parser': 'JSON parser that accepts an empty body',
  zod: 'zod validation and response serialisation',
  'error-handler': 'error handler (not reached on success)',
  helmet: 'helmet: security headers and CSP',
  'rate-limit': 'rate limit (in memory)',
  compress: 'compression (body under the threshold)',
  logger: "logger at info: Fastify's two lines a request",
} as const
type Piece = keyof typeof PIECES

const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000000' })
/** Logs are produced as in production, then written to /dev/null rather than the terminal. */
const toDevNull = (logger: FastifyServerOptions['logger']) => ({
  ...(logger as object),
  file: '/dev/null',
})

async function buildProfileApp(piece: Piece | null) {
  const app = Fastify({
    logger: piece === 'logger' ? toDevNull(loggingOptions(env).logger) : false,
  }).withTypeProvider<ZodTypeProvider>()
  if (piece === 'json-parser') acceptEmptyJsonBodies(app)
  if (piece === 'error-handler') await app.register(errorHandler)
  if (piece === 'helmet')
    await app.register(security, { isProduction: true, isViteDevServer: false, cspSources: {} })
  if (piece === 'compress') await app.register(compress, compressOptions)
  if (piece === 'rate-limit') await app.register(rateLimit, rateLimitOptions(env))
  if (piece === 'zod') {
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(responseSerializerCompiler)
  }
  const { disability } = calculatorsApi
  const precomputed = calculateDisability(disabilitySample)
  app.post(
    disability.path,
    piece === 'zod'
      ? { schema: { body: disability.body, response: { 200: disability.response } } }
      : {},
    async (request) =>
      piece === 'compute' ? calculateDisability(request.body) : precomputed,
  )
  await app.ready()
  return app
}

async function cpuMicrosecondsPerRequest(piece: Piece | null): Promise<number> {
  const app = await buildProfileApp(piece)
  const send = () =>
    app.inject({
      method: 'POST',
      url: calculatorsApi.disability.path,
      payload: disabilitySample,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
  for (let index = 0; index < REQUESTS / 4; index += 1) await send()
  // The least of a few rounds: the figure least disturbed by the rest of the machine.
  let best = Infinity
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = process.cpuUsage()
    for (let index = 0; index < REQUESTS; index += 1) await send()
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / REQUESTS)
  }
  await app.close()
  return best
}

export async function profileStack() {
  const bare = await cpuMicrosecondsPerRequest(null)
  console.log(
    `\nProfile: CPU per request, bare disability route plus one piece (inject, best of ${ROUNDS} x ${REQUESTS})\n`,
  )
  console.log('| Piece | CPU µs a request | added µs |')
  console.log('|---|---:|---:|')
  console.log(`| none (bare route, inject's own cost included) | ${bare.toFixed(0)} | |`)
  for (const piece of Object.keys(PIECES) as Piece[]) {
    const used = await cpuMicrosecondsPerRequest(piece)
    console.log(`| ${PIECES[piece]} | ${used.toFixed(0)} | ${(used - bare).toFixed(0)} |`)
  }
}
