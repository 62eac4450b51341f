import { FileText } from 'lucide-react'
import { targetIndustries } from '@shared/resume/resume-form'
import { Button } from '@client/components/ui/button'
import { FormField } from '@client/components/ui/form-field'
import { Input, Select } from '@client/components/ui/input'

/**
 * The Military-to-Civilian Resume Builder on the Career page. product contract §2: this form has no
 * validation and its button shows no action yet, so submitting only keeps the page in place.
 * Nothing typed here is stored.
 */
export function ResumeBuilderForm() {
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
        <FormField label="Military job (MOS, rating or AFSC)">
          {(control) => (
            <Input {...control} name="mos" type="text" placeholder="For example, 11B Infantryman" />
          )}
        </FormField>
        <FormField label="Years of service">
          {(control) => (
            <Input {...control} name="yearsOfService" type="number" min={0} inputMode="numeric" />
          )}
        </FormField>
        <FormField label="Target industry">
          {(control) => (
            <Select {...control} name="targetIndustry" defaultValue="technology">
              {targetIndustries.map((industry) => (
                <option key={industry.value} value={industry.value}>
                  {industry.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="md:col-span-3">
          <Button type="submit">Generate Resume</Button>
        </div>
      </form>
    </section>
  )
}
