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
 * The official pages an answer rests on: the answering entry's own source and its other sources
 * whose names the answer mentions, most mentioned first ("Hazlewood" in an answer about Texas);
 * the page of every regulation, form and phone line the answer names, so a reader can check each
 * one (of the phone lines, those sharing the question's words first: among VA's numbers, the one
 * a hospital calls about an emergency visit); then the same for a related entry; then the other
 * sources the answer does not mention. The pages of what the answer leads with (a phone line
 * asked for by name) come before all of them. Each address appears once.
 */
export function sourcesFor(
  entries: readonly KnowledgeEntry[],
  text: string,
  { leading = [], question = '' }: { leading?: readonly ChatSource[]; question?: string } = {},
): ChatSource[] {
  const textTerms = meaningfulTerms(text)
  const mentions = (source: ChatSource) =>
    [...meaningfulTerms(source.title)].filter((term) => textTerms.has(term)).length
  const mentionedFirst = (entry: KnowledgeEntry) =>
    (entry.moreSources ?? [])
      .map((source) => ({ source, mentioned: mentions(source) }))
      .sort((a, b) => b.mentioned - a.mentioned)
  const questionTerms = meaningfulTerms(question)
  const asked = (name: string) =>
    [...meaningfulTerms(name)].filter((term) => questionTerms.has(term)).length
  const ownSources = (entry: KnowledgeEntry) => [
    entry.source,
    ...mentionedFirst(entry)
      .filter(({ mentioned }) => mentioned > 0)
      .map(({ source }) => source),
  ]
  const named = [
    ...[...text.matchAll(CFR_SECTION)].flatMap(([, section]) =>
      section ? [{ title: `38 CFR ${section}`, url: regulationUrl(section) }] : [],
    ),
    ...Object.values(vaForms)
      .filter((form) => text.includes(form.number))
      .map((form) => ({ title: `VA Form ${form.number}: ${form.name}`, url: form.sourceUrl })),
    ...Object.values(supportLines)
      .filter((line) => line.dial.startsWith('+1') && text.includes(line.display))
      .map((line) => ({
        source: { title: line.name, url: line.sourceUrl },
        asked: asked(line.name),
      }))
      .sort((a, b) => b.asked - a.asked)
      .map(({ source }) => source),
  ]
  const [answering, ...related] = entries
  const sources = [
    ...leading,
    ...(answering ? ownSources(answering) : []),
    ...named,
    ...related.flatMap(ownSources),
    ...entries.flatMap((entry) =>
      mentionedFirst(entry)
        .filter(({ mentioned }) => mentioned === 0)
        .map(({ source }) => source),
    ),
  ]
  const byUrl = new Map(
    sources.map((source) => [source.url, { title: source.title, url: source.url }]),
  )
  return [...byUrl.values()].slice(0, MAX_SOURCES)
}
