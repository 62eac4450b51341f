// DESIGN.md budget: the landing page's initial JavaScript is at most 170 KB gzip. Counts what a
// first visit to / loads: the entry chunk, the landing route's chunk, and their static imports,
// read from Vite's build manifest. Also checks that the heavy route-only features (Stripe, Uppy,
// the chat) are not part of that first load.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const INITIAL_JS_BUDGET_BYTES = 170 * 1024
const LANDING_ROUTE = 'app/routes/landing-page.tsx'
/** A string only each route-only feature's code contains, to find it in the built chunks. */
const ROUTE_ONLY_FEATURES = [
  { name: 'Stripe.js', marker: 'js.stripe.com' },
  { name: 'Uppy', marker: 'uppy-Dashboard' },
  { name: 'the AI chat', marker: 'The assistant is writing' },
]
const clientDir = 'dist/client'

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey || !manifest[LANDING_ROUTE]) throw new Error('Entry or landing route missing from the manifest')

const loaded = new Set()
const visit = (key) => {
  if (loaded.has(key)) return
  loaded.add(key)
  for (const imported of manifest[key]?.imports ?? []) visit(imported)
}
visit(entryKey)
visit(LANDING_ROUTE)

let total = 0
const misplaced = []
for (const key of loaded) {
  const file = manifest[key].file
  const code = readFileSync(join(clientDir, file))
  const size = gzipSync(code).length
  const text = code.toString()
  for (const feature of ROUTE_ONLY_FEATURES) {
    if (text.includes(feature.marker)) misplaced.push(`${feature.name} in ${file}`)
  }
  total += size
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`)
}
const isWithin = total <= INITIAL_JS_BUDGET_BYTES
console.log(
  `Landing page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip, ${isWithin ? 'within' : 'OVER'} the budget of ${INITIAL_JS_BUDGET_BYTES / 1024} KB`,
)
for (const problem of misplaced) console.log(`Loaded on the landing page but route-only: ${problem}`)
if (!isWithin || misplaced.length > 0) process.exit(1)
