// `npm run bench`: the API's throughput and latency against a bare Fastify route, measured in
// one run on this machine (DESIGN.md budgets). Results are ratios, since timings are noisy.
import { fork, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import { benchAssistant } from './assistant'

const CONNECTIONS = 100
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

type Target = { name: string; server: 'bare' | 'app'; path: string }

const targets: Target[] = [
  { name: 'bare Fastify route (baseline)', server: 'bare', path: '/api/health' },
  { name: 'same route behind every plugin (the stack)', server: 'app', path: '/api/bench/static' },
  { name: 'GET /api/health (full stack + database ping)', server: 'app', path: '/api/health' },
  { name: 'unknown /api path (full stack, JSON 404, no database)', server: 'app', path: '/api/none' },
]

function startServer(kind: Target['server']): Promise<{ child: ChildProcess; address: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./servers.ts', import.meta.url), [kind], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.once('message', (message) => resolve({ child, address: (message as { address: string }).address }))
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)))
  })
}

async function measure(target: Target) {
  const { child, address } = await startServer(target.server)
  try {
    // A short warm-up, so the JIT and the database's caches are in the same state for each.
    await autocannon({ url: address + target.path, connections: 10, duration: 2 })
    const result = await autocannon({
      url: address + target.path,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    })
    return {
      name: target.name,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    }
  } finally {
    child.kill('SIGTERM')
  }
}

await benchAssistant()

const results = []
for (const target of targets) results.push(await measure(target))
const baseline = results[0]?.requestsPerSecond ?? 1

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}\n`)
console.log('| Endpoint | req/s | ratio to bare | p99 ms | errors |')
console.log('|---|---:|---:|---:|---:|')
for (const result of results) {
  const ratio = (result.requestsPerSecond / baseline).toFixed(2)
  console.log(`| ${result.name} | ${Math.round(result.requestsPerSecond)} | ${ratio} | ${result.p99Ms} | ${result.non2xx} |`)
}
