import { describeRemovedKind } from '@shared/uploads/personal-data'
import { Check, X } from 'lucide-react'
import { Link } from 'react-router'
import type { FileAnalysis, RecordCondition } from '@shared/uploads/uploads-contract'
import { CrisisLineLinks } from '@client/components/crisis-line-links'

let dateFormat: Intl.DateTimeFormat | undefined

/** "March 14, 2025" from "2025-03-14", read as a calendar date wherever the member is. */
function formatRecordDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
  return dateFormat.format(new Date(`${isoDate}T12:00:00Z`))
}

function Evidence({ isProven, label }: { isProven: boolean; label: string }) {
  const Icon = isProven ? Check : X
  return (
    <li className="flex items-center gap-1">
      <Icon
        aria-hidden="true"
        className={isProven ? 'size-5 shrink-0 text-emerald-700' : 'size-5 shrink-0 text-slate-500'}
      />
      <span>
        {label}
        <span className="sr-only">{isProven ? ': in this record' : ': not in this record'}</span>
      </span>
    </li>
  )
}

function ConditionItem({ condition }: { condition: RecordCondition }) {
  return (
    <li className="rounded-md bg-white p-3">
      <p className="font-semibold">
        {condition.name}
        {condition.diagnosticCode ? (
          <span className="font-normal"> · diagnostic code {condition.diagnosticCode}</span>
        ) : null}
      </p>
      <p className="text-slate-700">Written as “{condition.asWritten}”</p>
      <ul
        aria-label={`What this record proves about ${condition.name}`}
        className="mt-1 flex flex-wrap gap-x-4"
      >
        <Evidence isProven label="Diagnosis" />
        <Evidence isProven={condition.hasInServiceEvent} label="In-service event" />
        <Evidence isProven={condition.hasNexusOpinion} label="Medical opinion on service" />
      </ul>
    </li>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mt-4">
      <h5 className="font-semibold">{title}</h5>
      {children}
    </div>
  )
}

function PlainList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** A record's analysis as a list a member can scan: conditions with their evidence, opinions quoted, what was removed. */
export function RecordAnalysis({
  fileId,
  filename,
  analysis,
}: {
  fileId: string
  filename: string
  analysis: FileAnalysis
}) {
  const { serviceFacts } = analysis
  const service = [
    serviceFacts.branch,
    serviceFacts.jobCodes.length > 0 ? `job code ${serviceFacts.jobCodes.join(', ')}` : null,
    serviceFacts.servicePeriods.length > 0
      ? `served ${serviceFacts.servicePeriods.join(', ')}`
      : null,
    serviceFacts.deployments.length > 0
      ? `deployed to ${serviceFacts.deployments.join(', ')}`
      : null,
  ].filter((part) => part !== null)
  const visit = [
    ...analysis.dates.map(formatRecordDate),
    ...analysis.facilities,
    ...analysis.providers,
  ]
  const removed = analysis.removed.map(describeRemovedKind)

  return (
    <section
      aria-label={`Analysis of ${filename}`}
      className="mt-4 rounded-lg bg-brand-50 p-4 text-base"
    >
      <h4 className="font-semibold">What this record says</h4>
      <p className="mt-1">{analysis.summary}</p>

      {analysis.mentionsSuicidalIdeation ? (
        <div className="mt-3 rounded-md bg-crisis-50 p-3">
          <p>
            This record mentions thoughts of suicide. If you are struggling now, you can talk to
            someone today.
          </p>
          <CrisisLineLinks className="mt-2" />
        </div>
      ) : null}

      {analysis.readingNotes.length > 0 ? (
        <div role="alert" className="mt-3 rounded-md bg-white p-3">
          <ul className="list-disc pl-6">
            {analysis.readingNotes.map((note) => (
              <li key={note.page}>
                Page {note.page}: {note.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Section title="Conditions">
        {analysis.conditions.length > 0 ? (
          <ul className="mt-1 space-y-2">
            {analysis.conditions.map((condition) => (
              <ConditionItem key={condition.name} condition={condition} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">No diagnosis found in this record.</p>
        )}
      </Section>

      {analysis.nexusOpinions.length > 0 ? (
        <Section title="Medical opinions on service">
          <ul className="mt-1 space-y-2">
            {analysis.nexusOpinions.map((opinion, index) => (
              <li key={`${opinion.quote}-${index}`}>
                <p>
                  <span className="font-semibold">{opinion.condition ?? 'A condition'}</span>:{' '}
                  {opinion.strength}{' '}
                  {opinion.isFavorable ? '(supports a claim)' : '(does not support a claim)'}
                </p>
                <blockquote className="border-l-4 border-brand-700 pl-3 text-slate-800">
                  “{opinion.quote}”
                </blockquote>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {analysis.inServiceEvents.length > 0 ? (
        <Section title="Events in service">
          <PlainList items={analysis.inServiceEvents} />
        </Section>
      ) : null}

      {service.length > 0 ? (
        <Section title="Service">
          <p>{service.join(' · ')}</p>
        </Section>
      ) : null}

      {analysis.testResults.length > 0 ? (
        <Section title="Test results">
          <PlainList
            items={analysis.testResults.map((result) => `${result.name}: ${result.value}`)}
          />
        </Section>
      ) : null}

      {visit.length > 0 ? (
        <Section title="Visit">
          <p>{visit.join(' · ')}</p>
        </Section>
      ) : null}

      <Section title="Personal data removed">
        <p>
          {removed.length > 0
            ? `Before keeping this analysis we removed ${removed.join(', ')}.`
            : 'We found no personal data to remove.'}{' '}
          The record itself stays encrypted and only you can open it.
        </p>
      </Section>

      <p className="mt-4 text-slate-700">
        Read from the record itself; it may miss things. Ask your provider about anything unclear.
      </p>
      <Link
        to={`/ai-assistant?file=${fileId}`}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        Ask the assistant what you can claim
      </Link>
    </section>
  )
}
