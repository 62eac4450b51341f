// Bundles the server's own code into dist/server/main.js; packages stay in node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'src/server/tsconfig.json',
  logLevel: 'warning',
})
