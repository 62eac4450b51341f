// DESIGN.md budget: the landing page's initial JavaScript is at most 170 KB gzip. Counts what a
// first visit to / loads: the entry chunk, the landing route's chunk, and their static imports,
// read from Vite's build manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const INITIAL_JS_BUDGET_BYTES = 170 * 1024
const LANDING_ROUTE = 'app/routes/landing-page.tsx'
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
for (const key of loaded) {
  const file = manifest[key].file
  const size = gzipSync(readFileSync(join(clientDir, file))).length
  total += size
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`)
}
const isWithin = total <= INITIAL_JS_BUDGET_BYTES
console.log(
  `Landing page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip, ${isWithin ? 'within' : 'OVER'} the budget of ${INITIAL_JS_BUDGET_BYTES / 1024} KB`,
)
if (!isWithin) process.exit(1)
