import { FileText } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@client/components/ui/button'
import { Field } from '@client/components/ui/input'

/** product contract §5: the Career page's target industries, values exactly as listed. */
export const careerTargetIndustries = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'government', label: 'Government' },
  { value: 'education', label: 'Education' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'logistics', label: 'Logistics and supply chain' },
  { value: 'other', label: 'Other' },
] as const

type CareerTargetIndustry = (typeof careerTargetIndustries)[number]['value']

/**
 * The Military-to-Civilian Resume Builder on the Career page. product contract §2: this form has no
 * validation and its button shows no action yet, so submitting only keeps the page in place.
 * Nothing typed here is stored.
 */
export function ResumeBuilderForm() {
  const [mos, setMos] = useState('')
  // product contract §3: years of service is a numeric input kept as text.
  const [yearsOfService, setYearsOfService] = useState('')
  const [targetIndustry, setTargetIndustry] = useState<CareerTargetIndustry>('technology')
  const id = useId()
  const fieldClass =
    'min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600'

  return (
    <section
      aria-labelledby="resume-builder-title"
      className="mt-14 rounded-xl border border-slate-200 bg-white p-6 md:p-8"
    >
      <h2
        id="resume-builder-title"
        className="flex items-center gap-3 text-2xl font-bold tracking-tight"
      >
        <FileText aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        Military-to-Civilian Resume Builder
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Tell us your military job and where you want to work. We do not save what you type here.
      </p>
      <form
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby="resume-builder-title"
        className="mt-5 grid gap-4 md:grid-cols-3"
      >
        <Field label="Military job (MOS, rating or AFSC)" htmlFor={`${id}-mos`}>
          <input
            id={`${id}-mos`}
            name="mos"
            type="text"
            placeholder="For example, 11B Infantryman"
            value={mos}
            onChange={(event) => setMos(event.target.value)}
            className={fieldClass}
          />
        </Field>
        <Field label="Years of service" htmlFor={`${id}-years`}>
          <input
            id={`${id}-years`}
            name="yearsOfService"
            type="number"
            min={0}
            inputMode="numeric"
            value={yearsOfService}
            onChange={(event) => setYearsOfService(event.target.value)}
            className={fieldClass}
          />
        </Field>
        <Field label="Target industry" htmlFor={`${id}-industry`}>
          <select
            id={`${id}-industry`}
            name="targetIndustry"
            value={targetIndustry}
            onChange={(event) => setTargetIndustry(event.target.value as CareerTargetIndustry)}
            className={fieldClass}
          >
            {careerTargetIndustries.map((industry) => (
              <option key={industry.value} value={industry.value}>
                {industry.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="md:col-span-3">
          <Button type="submit">Generate Resume</Button>
        </div>
      </form>
    </section>
  )
}
