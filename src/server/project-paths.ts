import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The server runs from src/ under tsx and from dist/server/ once bundled; both sit below the
// project root, so walk up to the package.json instead of counting '..'.
function findProjectRoot(start: string): string {
  let dir = start
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${start}`)
    dir = parent
  }
  return dir
}

const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)))

export const projectPaths = {
  root: projectRoot,
  migrations: join(projectRoot, 'drizzle'),
  builtClient: join(projectRoot, 'dist', 'client'),
  prerenderedPages: join(projectRoot, 'dist', 'pages'),
  clientSource: join(projectRoot, 'src', 'client'),
}

/**
 * The Firebase project id that the emulator, the client and the server share by default. It has
 * one home, .firebaserc, which the Firebase CLI also reads; a mismatch fails every token.
 */
export function readDefaultFirebaseProjectId(): string {
  const firebaserc = JSON.parse(readFileSync(join(projectRoot, '.firebaserc'), 'utf8')) as {
    projects?: { default?: string }
  }
  const projectId = firebaserc.projects?.default
  if (!projectId) throw new Error('.firebaserc names no default project')
  return projectId
}
