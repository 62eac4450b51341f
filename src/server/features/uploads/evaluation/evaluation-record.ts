export type EvaluationRecord = {
  id: string                      // kebab-case, unique
  kind: 'va-progress-note' | 'dbq' | 'private-letter' | 'discharge-summary' | 'service-treatment-record' | 'statement-or-decision'
  /** how the evaluation uploads it: plain text, a PDF with a text layer, or a scanned image */
  format: 'text' | 'pdf' | 'image'
  text: string
  expected: {
    /** diagnoses the record makes (not ruled-out, not family history), as VA names them */
    conditions: readonly { name: string; diagnosticCode?: string }[]
    /** each medical opinion on service connection */
    nexusOpinions: readonly { condition: string; strength: 'at least as likely as not' | 'more likely than not' | 'less likely than not' | 'unable to resolve'; quote: string }[]
    inServiceEvents: readonly string[]
    /** every piece of personal data that must not survive, exactly as written in the text */
    personalData: readonly { kind: 'name' | 'date-of-birth' | 'ssn' | 'address' | 'phone' | 'record-number'; value: string }[]
    mentionsSuicidalIdeation: boolean
  }
}
