// @ts-check
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Import rules of STYLE.md section 1: code flows one way, and client and server never meet. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})
const rule = (group, message) => ({ group, message })

const notServer = rule(['@server/*', '**/server/**'], 'The client never imports server code.')
const notClient = rule(['@client/*', '**/client/**'], 'The server never imports client code.')
const sharedOnly = [
  notServer,
  notClient,
  rule(['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'],
    'shared/ holds zod and plain TypeScript only, so both sides can import it.'),
]
/** Code every page loads takes its few links from support-links (ADR 0040), not all of them. */
const notTheGuidesWholeSet = rule(
  [
    '@shared/guides/official-links',
    '@shared/guides/guide-figures',
    './official-links',
    './guide-figures',
  ],
  "Every page loads this code: take the link from @shared/guides/support-links, not the guides' whole set (ADR 0040).",
)

/**
 * A server feature may call another feature's service, never touch its table or its routes, and
 * reaches outside itself only through an alias, so a crossing shows on the import line. Which
 * `../` leaves the feature depends on how deep the file sits, hence one block per depth. Table
 * files may import another feature's table: that is how a foreign key names users.id. Tests may
 * read any table, to check what a request left in the database (an account deletion, say).
 */
function serverFeatureBoundaries() {
  const routes = rule(['@server/features/*/*-routes'], 'Only app.ts registers a feature\'s routes.')
  const tables = rule(
    ['@server/features/*/*-table', '@server/features/*/*-tables'],
    'A feature never touches another feature\'s table: call that feature\'s service.',
  )
  const common = [notClient, rule(['@server/app'], 'Features never import the app.'), routes]
  return [1, 2, 3, 4].flatMap((depth) => {
    const folder = `src/server/features/${'*/'.repeat(depth)}`
    const leavesFeature = {
      regex: `^(\\.\\./){${depth}}`,
      message: 'Outside its own folder a feature imports through an alias: @server/…, @shared/… or @data/….',
    }
    return [
      boundary([`${folder}*.ts`], [...common, tables, leavesFeature]),
      boundary([`${folder}*-table.ts`, `${folder}*-tables.ts`, `${folder}*.test.ts`], [...common, leavesFeature]),
    ]
  })
}

export default tseslint.config(
  { ignores: ['dist/', 'drizzle/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Served to the browser in place of Google's gapi loader.
    files: ['e2e/gapi-stand-in.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  boundary(['src/shared/**'], sharedOnly),
  // What the header, footer and crisis line bar read: every page loads it. A later block's
  // no-restricted-imports replaces an earlier one's, hence sharedOnly again.
  boundary(['src/shared/guides/support-lines.ts', 'src/shared/guides/product-figures.ts'], [
    ...sharedOnly,
    notTheGuidesWholeSet,
  ]),
  boundary(['src/server/**'], [notClient]),
  boundary(['src/server/plugins/**'], [
    notClient,
    rule(['@server/features/*', '../features/*'], 'Plugins are cross-cutting: they never import a feature.'),
  ]),
  boundary(['src/server/db/client.ts', 'src/server/db/migrate.ts'], [
    notClient,
    rule(['@server/features/*'], 'Only db/schema.ts gathers the features\' tables.'),
  ]),
  ...serverFeatureBoundaries(),
  boundary(['src/client/**'], [notServer]),
  boundary(['src/client/features/**'], [
    notServer,
    rule(['@client/features/*', '../*/*'], 'A client feature never imports another feature.'),
    rule(['@client/app/*'], 'Features are composed by pages in app/, never the other way.'),
  ]),
  boundary(['src/client/components/**', 'src/client/lib/**'], [
    notServer,
    rule(['@client/features/*', '@client/app/*'], 'components/ and lib/ serve every feature and know none.'),
    notTheGuidesWholeSet,
  ]),
)
