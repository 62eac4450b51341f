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

export default defineConfig({
  root: fromRoot('./src/client'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // Lets scripts/check-bundle-size.mjs follow exactly what the landing page loads.
    manifest: true,
  },
})
