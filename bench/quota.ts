// The quota statement (spendPrompt: one UPDATE … WHERE id = $1 AND … RETURNING) on Postgres with
// 10^5 and then 10^6 users: its plan must stay an index scan on the primary key, and its time
// flat. Needs a Postgres server (BENCH_DATABASE_URL, default the local one); it creates a database
// of its own and drops it again.
import { performance } from 'node:perf_hooks'
import { openDatabase } from '@server/db/client'
import { spendPrompt, spendPromptStatement } from '@server/features/auth/users-service'
import { createScratchPostgres, withPostgresClient } from '@server/testing/test-databases'
import { BENCH_DATABASE_URL } from './bench-database'

const SIZES = [100_000, 1_000_000]
const SAMPLED_CALLS = 2000
const WARM_UP_CALLS = 200

function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

export async function benchQuota() {
  const scratch = await createScratchPostgres(BENCH_DATABASE_URL, 'vrh_bench')
  const database = openDatabase({ kind: 'postgres', url: scratch.url })
  const summary: string[] = []
  try {
    await database.migrate()
    await withPostgresClient(scratch.url, async (client) => {
      let count = 0
      for (const size of SIZES) {
        const insertedAt = performance.now()
        // Half the users are near or at the free allowance, some are Pro: realistic rows to skip.
        await client.query(
          `insert into users (firebase_uid, email, first_name, username, prompts_used, subscription_status)
           select 'uid-' || g, 'veteran-' || g || '@example.com', 'Dana', 'veteran-' || g, g % 21,
                  case when g % 10 = 0 then 'active' else 'inactive' end
           from generate_series($1::int + 1, $2::int) g`,
          [count, size],
        )
        await client.query('analyze users')
        const insertMs = performance.now() - insertedAt
        count = size

        const { rows: sample } = await client.query<{ id: string }>(
          `select id from users tablesample system (1) limit ${SAMPLED_CALLS}`,
        )
        const ids = sample.map((row) => row.id)
        const explained = spendPromptStatement(database.db, ids[0] ?? '', new Date()).toSQL()
        // EXPLAIN ANALYZE runs the update; rolling back keeps the rows as they were.
        await client.query('begin')
        const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${explained.sql}`,
          explained.params,
        )
        await client.query('rollback')

        // Warm the pool's connections and the JIT first, so the figures show the statement.
        for (const id of ids.slice(0, WARM_UP_CALLS)) await spendPrompt(database.db, id)
        const callMs: number[] = []
        for (const id of ids) {
          const startedAt = performance.now()
          await spendPrompt(database.db, id)
          callMs.push(performance.now() - startedAt)
        }
        console.log(
          `\nQuota statement with ${size.toLocaleString('en-US')} users (inserted in ${(insertMs / 1000).toFixed(1)} s)\n`,
        )
        console.log(plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n'))
        const planText = plan.map((line) => line['QUERY PLAN']).join('\n')
        const execution = /Execution Time: ([\d.]+) ms/.exec(planText)?.[1] ?? '?'
        const isIndexScan =
          /Index Scan using users_pkey/.test(planText) && !/Seq Scan/.test(planText)
        summary.push(
          `| ${size.toLocaleString('en-US')} | ${isIndexScan ? 'index scan on users_pkey' : 'NOT an index scan'} | ` +
            `${execution} | ${callMs.length} | ${percentile(callMs, 0.5).toFixed(2)} | ${percentile(callMs, 0.99).toFixed(2)} |`,
        )
      }
    })
  } finally {
    await database.close()
    await scratch.drop()
  }
  console.log('\nQuota statement: the plan, and spendPrompt called one at a time on random users\n')
  console.log('| Users | Plan | EXPLAIN execution ms | calls | call p50 ms | call p99 ms |')
  console.log('|---:|---|---:|---:|---:|---:|')
  for (const line of summary) console.log(line)
}
