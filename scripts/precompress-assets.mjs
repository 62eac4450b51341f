// Writes a Brotli (quality 11) and a gzip (level 9) copy beside each built file in
// dist/client/assets, which the server sends as is (@fastify/static's preCompressed) instead of
// compressing on each request at its faster, lighter settings. Build time pays once for the
// smaller files: a member's page is about 9% fewer bytes before its largest paint (ADR 0042).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ASSETS_DIR = 'dist/client/assets'
/** Compressing a tiny file saves less than the header that says so. */
const MIN_BYTES = 1024
const COMPRESSIBLE = /\.(js|css|svg|json)$/

let written = 0
for (const name of readdirSync(ASSETS_DIR)) {
  if (!COMPRESSIBLE.test(name)) continue
  const path = join(ASSETS_DIR, name)
  const content = readFileSync(path)
  if (content.length < MIN_BYTES) continue
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
  const gzip = gzipSync(content, { level: 9 })
  // A copy no smaller than the file would only cost the server a lookup.
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli)
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip)
  written += 1
}
console.log(`Precompressed ${String(written)} files in ${ASSETS_DIR} (Brotli 11, gzip 9)`)
