// DESIGN.md budget: the landing page's initial JavaScript is at most 170 KB gzip. Counts what a
// first visit to / loads: the entry chunk, the landing route's chunk, and their static imports,
// read from Vite's build manifest. Also checks, from the same manifest, that the heavy route-only
// features (Stripe, Uppy, the chat) stay chunks of their own that the first visit does not load.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const INITIAL_JS_BUDGET_BYTES = 170 * 1024
const LANDING_ROUTE = 'app/routes/landing-page.tsx'
/** The module that brings each route-only feature in, as the manifest names it (from src/client). */
export const ROUTE_ONLY_FEATURES = [
  { name: 'Stripe.js', module: 'features/subscription/stripe-payment-form.tsx' },
  { name: 'Uppy', module: 'features/uploads/record-uploader.tsx' },
  { name: 'the AI chat', module: 'app/routes/ai-assistant-page.tsx' },
]

/**
 * @typedef {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }>} Manifest
 */

/** The manifest keys a first visit to / loads: the entry, the landing route and their static imports. */
export function landingChunks(/** @type {Manifest} */ manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey || !manifest[LANDING_ROUTE]) throw new Error('Entry or landing route missing from the manifest')
  const loaded = new Set()
  const visit = (/** @type {string} */ key) => {
    if (loaded.has(key)) return
    loaded.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entryKey)
  visit(LANDING_ROUTE)
  return loaded
}

/**
 * Each route-only feature must be loaded with import() (a dynamic entry of its own) and its chunk
 * must not be among the landing page's. Returns what is wrong, in words.
 */
export function misplacedFeatures(/** @type {Manifest} */ manifest, features = ROUTE_ONLY_FEATURES) {
  const landingFiles = new Set([...landingChunks(manifest)].map((key) => manifest[key]?.file))
  return features.flatMap(({ name, module }) => {
    const chunk = manifest[module]
    if (!chunk?.isDynamicEntry) {
      return [`${name} (${module}) is no longer loaded with import() where its route needs it`]
    }
    return landingFiles.has(chunk.file) ? [`${name} (${module}) is loaded on the landing page`] : []
  })
}

function main() {
  const clientDir = 'dist/client'
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'))
  let total = 0
  for (const key of landingChunks(manifest)) {
    const file = manifest[key]?.file ?? key
    const size = gzipSync(readFileSync(join(clientDir, file))).length
    total += size
    console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`)
  }
  const isWithin = total <= INITIAL_JS_BUDGET_BYTES
  console.log(
    `Landing page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip, ${isWithin ? 'within' : 'OVER'} the budget of ${INITIAL_JS_BUDGET_BYTES / 1024} KB`,
  )
  const misplaced = misplacedFeatures(manifest)
  for (const problem of misplaced) console.log(`Route-only code: ${problem}`)
  if (!isWithin || misplaced.length > 0) process.exit(1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
