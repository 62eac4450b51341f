import { describe, expect, test } from 'vitest'
import { landingChunks, misplacedFeatures } from './check-bundle-size.mjs'

const chat = { name: 'the AI chat', module: 'app/routes/ai-assistant-page.tsx' }

/** A build like ours: the landing page and the chat page load lazily from the entry. */
function buildManifest(landingImports: string[] = ['_react.js']) {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'app/routes/landing-page.tsx': {
      file: 'assets/landing-page.js',
      isDynamicEntry: true,
      imports: landingImports,
    },
    'app/routes/ai-assistant-page.tsx': {
      file: 'assets/ai-assistant-page.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
    },
  }
}

describe('the bundle check', () => {
  test('counts the entry, the landing route and their static imports once each', () => {
    expect([...landingChunks(buildManifest())].sort()).toEqual(
      ['_react.js', 'app/routes/landing-page.tsx', 'index.html'].sort(),
    )
  })

  test('passes a route-only feature that loads with its own route', () => {
    expect(misplacedFeatures(buildManifest(), [chat])).toEqual([])
  })

  test('reports a route-only feature the landing page imports statically', () => {
    const manifest = buildManifest(['_react.js', 'app/routes/ai-assistant-page.tsx'])
    expect(misplacedFeatures(manifest, [chat])).toEqual([
      'the AI chat (app/routes/ai-assistant-page.tsx) is loaded on the landing page',
    ])
  })

  test('reports a route-only feature that is no longer a chunk of its own', () => {
    const manifest = Object.fromEntries(
      Object.entries(buildManifest()).filter(([key]) => key !== chat.module),
    )
    expect(misplacedFeatures(manifest, [chat])).toEqual([
      'the AI chat (app/routes/ai-assistant-page.tsx) is no longer loaded with import() where its route needs it',
    ])
  })
})
