import { describeRemovedKind } from '@shared/uploads/personal-data'
import type { FileAnalysis, NexusOpinion } from '@shared/uploads/uploads-contract'
import { findRecordFindings, type RecordFindings } from './record-findings'
import { redactPersonalData } from './record-redaction'

/** An analysis before it is dated and told which pages could not be read. */
export type RecordAnalysis = Omit<FileAnalysis, 'analyzedAt' | 'readingNotes'>

/** "2 names, 1 Social Security number": what was taken out, as a person reads it. */
export function describeRemoved(removed: RecordAnalysis['removed']): string {
  return removed.map(describeRemovedKind).join(', ')
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
}

function describeOpinion(opinion: NexusOpinion): string {
  const subject = opinion.condition ? opinion.condition.toLowerCase() : 'a condition'
  if (opinion.strength === 'unable to resolve')
    return `The examiner could not give an opinion on ${subject} without speculating.`
  return `A medical opinion says ${subject} is ${opinion.strength} related to service${opinion.isFavorable ? ', which supports a claim' : ', which weighs against a claim'}.`
}

/** A few whole sentences written from the findings: never pieces of the record's own sentences. */
export function composeSummary(findings: RecordFindings): string {
  const sentences: string[] = []
  const where = findings.facilities[0] ? ` from ${findings.facilities[0]}` : ''
  const when = findings.dates[0] ? ` dated ${formatDate(findings.dates[0])}` : ''
  const who = findings.providers[0] ? `, written by ${findings.providers[0]}` : ''
  sentences.push(`This is a record${where}${when}${who}.`)
  if (findings.conditions.length > 0) {
    const names = findings.conditions.map((condition) =>
      condition.diagnosticCode
        ? `${condition.name} (code ${condition.diagnosticCode})`
        : condition.name,
    )
    sentences.push(`It diagnoses ${listWords(names)}.`)
  } else {
    sentences.push('It names no diagnosis we recognise.')
  }
  sentences.push(...findings.nexusOpinions.slice(0, 3).map(describeOpinion))
  const events = findings.inServiceEvents.length
  if (events > 0)
    sentences.push(`It tells of ${events === 1 ? 'one event' : `${events} events`} in service.`)
  const { branch, jobCodes, deployments } = findings.serviceFacts
  if (branch || deployments.length > 0) {
    const parts = [
      branch ? `in the ${branch}` : null,
      jobCodes.length > 0 ? `as ${jobCodes.join(', ')}` : null,
    ]
    const service = parts.filter((part) => part !== null).join(' ')
    const deployed =
      deployments.length > 0
        ? `${service ? ', ' : ''}with deployments to ${listWords(deployments)}`
        : ''
    sentences.push(`The veteran served ${service}${deployed}.`.replace('served ,', 'served,'))
  }
  return sentences.join(' ')
}

/**
 * The analysis of a record's text. Personal data is taken out first, so nothing after this step,
 * the findings, the summary, what is stored and what the assistant sees, ever holds it.
 */
export function analyzeRecordText(text: string): RecordAnalysis {
  const redacted = redactPersonalData(text)
  const findings = findRecordFindings(redacted.text)
  return { summary: composeSummary(findings), ...findings, removed: redacted.removed }
}
