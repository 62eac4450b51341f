import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { officialLinks } from '@shared/guides/official-links'
import { supportLines } from '@shared/guides/support-lines'
import { vaForms } from '@shared/guides/va-forms'
import { projectPaths } from '@server/project-paths'

// The reference module: the only files that may spell out an official address, a phone number
// or a form number. Everything else, the guide pages and the knowledge base alike, imports them.
const REFERENCE_FILES = new Set(
  [
    'official-links.ts',
    'support-links.ts',
    'support-lines.ts',
    'va-forms.ts',
    'guide-figures.ts',
  ].map((name) => path.join('src/shared/guides', name)),
)
// Messages people wrote (the crisis screen's labelled sets, the assistant's evaluation questions,
// the everyday questions its scope check learns to decline) quote numbers as people type them;
// they are data, not facts the product states.
// Records written for the record analysis's evaluation are data in the same way, and the
// services' base addresses in env.ts are settings a deployment changes, not pages people open.
const QUOTED_TEXT = [
  /^src\/server\/features\/assistant\/crisis\//,
  /^src\/server\/features\/assistant\/knowledge\/evaluation/,
  /^src\/server\/features\/assistant\/knowledge\/out-of-scope-examples\.ts$/,
  /^src\/server\/features\/uploads\/evaluation\//,
  /^src\/server\/env\.ts$/,
]

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(projectPaths.root, directory), { withFileTypes: true }).flatMap(
    (item) => {
      const relative = path.join(directory, item.name)
      if (item.isDirectory()) return sourceFiles(relative)
      return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [relative] : []
    },
  )
}

/** Code without its comments: a comment may show a number's format as an example. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

const productFiles = ['src/client', 'src/server', 'src/shared']
  .flatMap(sourceFiles)
  .filter(
    (file) => !REFERENCE_FILES.has(file) && !QUOTED_TEXT.some((pattern) => pattern.test(file)),
  )
  .map((file) => ({
    file,
    text: withoutComments(readFileSync(path.join(projectPaths.root, file), 'utf8')),
  }))

const GOVERNMENT_ADDRESS = /https?:\/\/[\w.-]*\.(?:gov|mil)\b[^\s'"`]*/g

describe('the reference module is the one source of links, phone numbers and forms', () => {
  test('every official address is listed once', () => {
    const addresses = Object.values(officialLinks).map((link) => link.href)
    expect(addresses.length - new Set(addresses).size).toBe(0)
  })

  test('no other product file types a government web address', () => {
    const copies = productFiles.flatMap(({ file, text }) =>
      [...text.matchAll(GOVERNMENT_ADDRESS)].map((found) => `${file}: ${found[0]}`),
    )
    expect(copies).toEqual([])
  })

  test('no other product file types one of the phone numbers', () => {
    const numbers = Object.values(supportLines).filter((line) => line.dial.startsWith('+1'))
    const copies = productFiles.flatMap(({ file, text }) =>
      numbers.flatMap((line) => {
        const [area, exchange, subscriber] = [
          line.dial.slice(2, 5),
          line.dial.slice(5, 8),
          line.dial.slice(8),
        ]
        const written = new RegExp(`\\(?${area}\\)?[-.\\s]${exchange}[-.\\s]${subscriber}`)
        return written.test(text) ? [`${file}: ${line.display}`] : []
      }),
    )
    expect(copies).toEqual([])
  })

  test('no other product file types a form number', () => {
    const copies = productFiles.flatMap(({ file, text }) =>
      Object.values(vaForms).flatMap((form) => {
        const digits = form.number.replace(/^(DD|SF) /, '$1[- ]?(?:Form )?')
        const written = new RegExp(`(?<![\\w-])${digits}(?![\\w-])`, 'i')
        return written.test(text) ? [`${file}: ${form.number}`] : []
      }),
    )
    expect(copies).toEqual([])
  })
})
