import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// The import boundaries of eslint.config.js, run on scratch files that exist only in memory. Type
// information is switched off: these rules read import lines, and the files are not on disk.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  overrideConfig: [tseslint.configs.disableTypeChecked],
})

async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const value = imported\n`, {
    filePath,
  })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('the import boundaries', () => {
  test("refuses a server feature touching another feature's table", async () => {
    const errors = await boundaryErrors(
      'src/server/features/subscription/scratch.ts',
      "import { usersTable as imported } from '@server/features/auth/users-table'",
    )
    expect(errors).toEqual([expect.stringContaining("never touches another feature's table")])
  })

  test("lets a server feature call another feature's service", async () => {
    const errors = await boundaryErrors(
      'src/server/features/subscription/scratch.ts',
      "import { findUser as imported } from '@server/features/auth/users-service'",
    )
    expect(errors).toEqual([])
  })

  test('lets a table reference the users table, for its foreign key', async () => {
    const errors = await boundaryErrors(
      'src/server/features/uploads/scratch-table.ts',
      "import { usersTable as imported } from '@server/features/auth/users-table'",
    )
    expect(errors).toEqual([])
  })

  test("refuses a server feature importing another feature's routes", async () => {
    const errors = await boundaryErrors(
      'src/server/features/account/scratch.ts',
      "import { uploadsRoutes as imported } from '@server/features/uploads/uploads-routes'",
    )
    expect(errors).toEqual([expect.stringContaining('Only app.ts registers')])
  })

  test.each([
    ['src/server/features/facilities/scratch.ts', '../calculators/housing-locations'],
    ['src/server/features/assistant/crisis/scratch.ts', '../../uploads/uploads-service'],
    ['src/server/features/assistant/knowledge/entries/scratch.ts', '../../../../plugins/app-error'],
  ])('refuses %s leaving its feature by a relative path (%s)', async (filePath, path) => {
    const errors = await boundaryErrors(filePath, `import { imported } from '${path}'`)
    expect(errors).toEqual([expect.stringContaining('imports through an alias')])
  })

  test('lets a file deep in a feature import from higher up in the same feature', async () => {
    const errors = await boundaryErrors(
      'src/server/features/assistant/knowledge/entries/scratch.ts',
      "import { imported } from '../../offline-assistant'",
    )
    expect(errors).toEqual([])
  })

  test('refuses a client feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/client/features/wellness/scratch.ts',
      "import { imported } from '@client/features/calculators/calculators-queries'",
    )
    expect(errors).toEqual([expect.stringContaining('never imports another feature')])
  })

  test.each([
    ['src/client/components/scratch.tsx', '@shared/guides/official-links'],
    ['src/client/lib/scratch.ts', '@shared/guides/guide-figures'],
    ['src/shared/guides/support-lines.ts', './official-links'],
  ])(
    "refuses %s, which every page loads, the guides' whole set of links (%s)",
    async (filePath, path) => {
      const errors = await boundaryErrors(filePath, `import { imported } from '${path}'`)
      expect(errors).toEqual([expect.stringContaining('support-links')])
    },
  )

  test('lets a guide import the whole set of official links', async () => {
    const errors = await boundaryErrors(
      'src/client/features/guides/scratch.tsx',
      "import { imported } from '@shared/guides/official-links'",
    )
    expect(errors).toEqual([])
  })

  test('refuses the server importing client code', async () => {
    const errors = await boundaryErrors(
      'src/server/features/health/scratch.ts',
      "import { imported } from '@client/lib/api-client'",
    )
    expect(errors).toEqual([expect.stringContaining('never imports client code')])
  })
})
