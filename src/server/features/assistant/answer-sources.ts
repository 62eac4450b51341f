import type { ChatSource } from '@shared/assistant/assistant-contract'
import { regulationUrl } from '@shared/guides/official-links'
import { supportLines } from '@shared/guides/support-lines'
import { vaForms } from '@shared/guides/va-forms'
import { meaningfulTerms } from './knowledge-search'
import type { KnowledgeEntry } from './knowledge/knowledge-entry'

/** How many official pages one answer lists under it. */
const MAX_SOURCES = 6

const CFR_SECTION = /\b38 CFR (\d+\.\d+[a-z]?)/g

/**
 * The official pages an answer rests on: each entry's own source, then its other sources, those
 * whose names the answer mentions first ("Hazlewood" in an answer about Texas), then the page of
 * every regulation, form and phone line the answer names, so a reader can check each one. Each
 * address appears once.
 */
export function sourcesFor(entries: readonly KnowledgeEntry[], text: string): ChatSource[] {
  const textTerms = meaningfulTerms(text)
  const mentions = (source: ChatSource) =>
    [...meaningfulTerms(source.title)].filter((term) => textTerms.has(term)).length
  const sources = entries.flatMap((entry) => [
    entry.source,
    ...[...(entry.moreSources ?? [])].sort((a, b) => mentions(b) - mentions(a)),
  ])
  for (const [, section] of text.matchAll(CFR_SECTION)) {
    if (section) sources.push({ title: `38 CFR ${section}`, url: regulationUrl(section) })
  }
  for (const form of Object.values(vaForms)) {
    if (text.includes(form.number)) {
      sources.push({ title: `VA Form ${form.number}: ${form.name}`, url: form.sourceUrl })
    }
  }
  for (const line of Object.values(supportLines)) {
    if (line.dial.startsWith('+1') && text.includes(line.display))
      sources.push({ title: line.name, url: line.sourceUrl })
  }
  const byUrl = new Map(
    sources.map((source) => [source.url, { title: source.title, url: source.url }]),
  )
  return [...byUrl.values()].slice(0, MAX_SOURCES)
}
