// Prerenders every page into dist/pages/ after `vite build` (ADR 0022): the app's own routes
// rendered to HTML by src/client/prerender.tsx, inside the built index.html, with each page's
// head tags and a modulepreload of its route's code. The server answers page requests with these
// files (src/server/plugins/client-assets.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const clientDir = fromRoot('dist/client')
const rendererDir = fromRoot('dist/prerender')
const pagesDir = fromRoot('dist/pages')

await build({
  configFile: fromRoot('vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: fromRoot('src/client/prerender.tsx'),
    outDir: rendererDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
})

/** @type {typeof import('../src/client/prerender')} */
const renderer = await import(pathToFileURL(`${rendererDir}/prerender.js`).href)
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8'))
/**
 * The built index.html with the app's stylesheet inlined: a page then paints from its HTML alone,
 * without waiting a round trip for the CSS (about 7 KB gzip; the CSP allows inline styles).
 */
function readTemplate() {
  return readFileSync(`${clientDir}/index.html`, 'utf8').replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
    (_link, file) => {
      const css = readFileSync(`${clientDir}/${file}`, 'utf8')
      if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`)
      return `<style>${css}</style>`
    },
  )
}
const template = readTemplate()
if (!template.includes('<style>')) throw new Error('index.html links no stylesheet to inline')
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) throw new Error('The build manifest has no entry')

/** Every chunk a module loads with it, itself first. */
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, seen)
  return seen
}
const entryChunks = chunksOf(entryKey)

/** STYLE.md: one file per URL in app/routes/, named after it (`/ai-assistant` → ai-assistant-page). */
function routeModule(path) {
  const name = path === '/' ? 'landing' : path === null ? 'not-found' : path.slice(1)
  const key = `app/routes/${name}-page.tsx`
  if (!manifest[key])
    throw new Error(`No chunk for ${path ?? 'the 404 page'} (${key}) in the build manifest`)
  return key
}

/**
 * A member's page shows once the session is known, and a returning member's is drawn from the
 * member remembered at the last verify: a chunk the entry asks for only once it runs. Member
 * pages name it in their HTML too, so it loads beside the entry. Firebase is left out: it starts
 * after the member's page is on screen (ADR 0039), and preloading it would put it before.
 */
const SESSION_MODULE = 'lib/remembered-session.ts'
if (!manifest[SESSION_MODULE])
  throw new Error(`No chunk for ${SESSION_MODULE} in the build manifest`)

/** The route's chunks, which the entry would otherwise only ask for once it runs. */
function routePreloads(path, isPublic) {
  const routeKeys = chunksOf(routeModule(path))
  const keys = [...(isPublic ? routeKeys : chunksOf(SESSION_MODULE, routeKeys))].filter(
    (key) => !entryChunks.has(key),
  )
  const scripts = keys.map(
    (key) =>
      `<link rel="modulepreload" crossorigin href="/${manifest[key].file}"${isPublic ? LOW_PRIORITY : ''}>`,
  )
  const styles = keys
    .flatMap((key) => manifest[key].css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
  return [...styles, ...scripts].join('\n    ')
}

/**
 * A public page paints from its HTML alone; its scripts only hydrate it. Low priority keeps them
 * from taking a slow connection's bandwidth from the HTML, and says so to Lighthouse, whose
 * simulated first paint otherwise counts any High-priority module that happened to arrive before
 * the observed paint as render-blocking (FCP swung between 0.8 and 3 s run to run). Member pages
 * keep the default: their content needs their code (ADR 0036).
 */
const LOW_PRIORITY = ' fetchpriority="low"'

/** The template's own entry script and its imports, low priority on a public page. */
function withScriptPriority(html, isPublic) {
  if (!isPublic) return html
  const marked = html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      `<script type="module" crossorigin src="$1"${LOW_PRIORITY}></script>`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      `<link rel="modulepreload" crossorigin href="$1"${LOW_PRIORITY}>`,
    )
  if (!/<script type="module" crossorigin src="[^"]+" fetchpriority="low"><\/script>/.test(marked))
    throw new Error('index.html has no entry script to mark low priority')
  return marked
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * A members-only page's scripts, as MEMBERS_ONLY_PAGE_SCRIPT's data instead of tags, and that
 * script first in its head: a visitor goes to /login before the page asks for any of its code,
 * or paints (ADR 0039).
 */
function withMembersOnlyScript(html, path) {
  if (path === null || !renderer.isMembersOnly(path)) return html
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1])
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  if (entries.length !== 1 || preloads.length === 0)
    throw new Error(`${path} has ${entries.length} entry scripts and ${preloads.length} preloads`)
  const tag =
    `<script data-entry="${entries[0]}" data-modulepreload="${preloads.join(' ')}">` +
    `${renderer.MEMBERS_ONLY_PAGE_SCRIPT}</script>`
  const withTag = html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${tag}`)
  if (!withTag.includes(tag))
    throw new Error(`index.html has no <meta charset> to put ${path}'s script after`)
  return withTag
}

async function writePage(fileName, page) {
  const body = await renderer.renderPage(page.path ?? '/this-page-does-not-exist')
  const html = withScriptPriority(template, page.isPublic)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    .replace(
      '</head>',
      `  ${renderer.pageHeadTags(page)}\n    ${routePreloads(page.path ?? null, page.isPublic)}\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (!html.includes(body))
    throw new Error(`index.html has no empty <div id="root"></div> for ${fileName}`)
  writeFileSync(`${pagesDir}/${fileName}.html`, withMembersOnlyScript(html, page.path ?? null))
}

rmSync(pagesDir, { recursive: true, force: true })
mkdirSync(pagesDir, { recursive: true })
for (const page of renderer.sitePages) {
  await writePage(page.path === '/' ? 'index' : page.path.slice(1), page)
}
await writePage('404', renderer.notFoundPage)
rmSync(rendererDir, { recursive: true, force: true })
console.log(`Prerendered ${renderer.sitePages.length + 1} pages into dist/pages/`)
