import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// One project id everywhere: .firebaserc's, unless the build names a real project.
const firebaserc = JSON.parse(readFileSync(fromRoot('./.firebaserc'), 'utf8')) as {
  projects: { default: string }
}
process.env.VITE_FIREBASE_PROJECT_ID ??= firebaserc.projects.default

export const aliases = {
  '@shared': fromRoot('./src/shared'),
  '@client': fromRoot('./src/client'),
  '@server': fromRoot('./src/server'),
  '@data': fromRoot('./data'),
}

/**
 * What every page's frame runs: React, the router, TanStack Query, the class helpers and the
 * button's Slot. Radix's toast and its helpers are not among them: the toasts' region loads after
 * the page has painted (deferred-toaster.tsx, ADR 0042), as the account menu does.
 */
const FRAME_LIBRARIES = new RegExp(
  String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]`,
)

/**
 * zod and what every member's page parses with it before its first paint: the API client and its
 * error body, the signed-in user's contract and the remembered member's check. Each was a file of
 * its own under 1 KB gzip, and a phone's connection pays a round trip for each (ADR 0042).
 */
function isContractModule(id: string) {
  return (
    /node_modules[\\/]zod[\\/]/.test(id) ||
    /src[\\/]shared[\\/](api[\\/][\w-]+|auth[\\/]auth-contract)\.ts$/.test(id) ||
    /src[\\/]client[\\/]lib[\\/](api-client|remembered-session)\.ts$/.test(id)
  )
}

function isSharedUiModule(id: string) {
  return (
    /src[\\/]client[\\/](components|lib)[\\/]/.test(id) &&
    !/[\\/](user-menu|dropdown-menu|toaster|ui[\\/]toast|firebase-session|remembered-session|api-client|server-sent-events)\.tsx?$/.test(
      id,
    )
  )
}

export default defineConfig({
  root: fromRoot('./src/client'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // Lets scripts/check-bundle-size.mjs follow exactly what the landing page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler cut every module two routes share into a chunk of its own:
        // a page asked for 38 files, most under 2 KB, and a phone's connection pays a round trip
        // for each (ADR 0036). A few shared chunks instead:
        codeSplitting: {
          groups: [
            // The libraries every page's frame runs; its name (and cache) survives our releases.
            { name: 'frame', test: FRAME_LIBRARIES, priority: 4 },
            // react-hook-form and its zod resolver, named so a test can check which pages load
            // them before their first paint (only /tools, whose calculators are forms; ADR 0040).
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 2,
            },
            // Our own shared components and helpers, without what only members or the
            // assistant load (their account menu, the session's Firebase code, the API client),
            // and every icon we use (about 8 KB gzip; every page draws some in its header, so
            // they come in the same file rather than one more). Ranked above the contracts, so
            // that what both use (zod's global config, the sign-in key's prefix) stays here, in
            // the code every page loads, and the landing page loads no zod.
            {
              name: 'ui',
              test: (id: string) => isSharedUiModule(id) || /node_modules[\\/]lucide-react[\\/]/.test(id),
              priority: 3,
            },
            { name: 'contracts', test: isContractModule, priority: 1 },
          ],
        },
      },
    },
  },
})
