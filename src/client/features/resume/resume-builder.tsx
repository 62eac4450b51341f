import { zodResolver } from '@hookform/resolvers/zod'
import { FileText } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  resumeFormSchema,
  toolsTargetIndustries,
  type ResumeForm,
} from '@shared/resume/resume-form'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { FormField } from '@client/components/ui/form-field'
import { Input, Select } from '@client/components/ui/input'
import { toast } from '@client/lib/toast'
import { buildResumeContent, resumeFileName, type ResumeContent } from './resume-content'

type ResumeFormat = 'docx' | 'pdf'

/** The libraries load only when a file is made, so the Tools page stays small. */
async function createFile(format: ResumeFormat, content: ResumeContent): Promise<Blob> {
  if (format === 'docx') {
    const { createResumeDocx } = await import('./resume-docx')
    return createResumeDocx(content)
  }
  const { createResumePdf } = await import('./resume-pdf')
  return createResumePdf(content)
}

function downloadFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns; free it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const EMPTY_ANSWERS: ResumeForm = { mos: '', yearsOfService: '', targetIndustry: 'technology' }

export type ResumeBuilderProps = {
  /** The signed-in member's name for the top of the resume, when known. */
  fullName?: string
}

/** Military-to-civilian resume builder: a real DOCX or PDF, made in the browser, nothing sent. */
export function ResumeBuilder({ fullName }: ResumeBuilderProps) {
  const form = useForm({
    resolver: zodResolver(resumeFormSchema),
    defaultValues: EMPTY_ANSWERS,
  })
  const [format, setFormat] = useState<ResumeFormat>('docx')
  const [isGenerating, setIsGenerating] = useState(false)
  const [preview, setPreview] = useState<ResumeContent | null>(null)
  const id = useId()

  async function generate(answers: ResumeForm) {
    const content = buildResumeContent({ ...answers, fullName })
    setIsGenerating(true)
    try {
      const blob = await createFile(format, content)
      downloadFile(blob, resumeFileName(content, format))
      setPreview(content)
      toast({
        title: 'Resume Generated',
        description: 'Your military-to-civilian resume has been generated! Check your downloads.',
      })
    } catch (error) {
      console.error('Failed to generate the resume', error)
      toast({
        title: 'Resume Error',
        description: 'We could not create the file. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setIsGenerating(false)
    }
  }

  // Each missing answer is named by its field, which takes focus; the toast says it once more.
  const handleSubmit = form.handleSubmit(generate, () =>
    toast({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    }),
  )

  return (
    <ToolCard
      id="resume-builder"
      title="Resume Builder"
      icon={FileText}
      description={
        <p>
          Turn your military job into civilian words and download a resume to edit. It is made in
          your browser; nothing is sent or saved.
        </p>
      }
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-4">
        <FormField
          label="Military job code (MOS, rating or AFSC)"
          error={form.formState.errors.mos?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('mos')}
              type="text"
              placeholder="For example, 11B, HM or 3D0X2"
              required
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Years of service" error={form.formState.errors.yearsOfService?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('yearsOfService')}
                type="number"
                inputMode="numeric"
                min={0}
                required
              />
            )}
          </FormField>
          <FormField label="Target industry">
            {(control) => (
              <Select {...control} {...form.register('targetIndustry')}>
                {toolsTargetIndustries.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <fieldset>
          <legend className="font-semibold text-slate-900">File type</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(
              [
                ['docx', 'Word (DOCX)'],
                ['pdf', 'PDF'],
              ] as const
            ).map(([value, label]) => (
              <div key={value} className="flex min-h-11 items-center gap-2">
                <input
                  id={`${id}-format-${value}`}
                  type="radio"
                  name="format"
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                  className="size-5 accent-brand-700"
                />
                <label htmlFor={`${id}-format-${value}`}>{label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="self-start" disabled={isGenerating}>
          {isGenerating ? 'Generating...' : 'Generate Resume'}
        </Button>
      </form>
      {preview ? (
        <div
          aria-live="polite"
          className="mt-5 rounded-xl border-2 border-brand-700 bg-brand-50 p-5"
        >
          <p className="font-semibold text-brand-900">Your civilian title: {preview.headline}</p>
          {preview.isTranslated ? null : (
            <p className="mt-1 text-slate-800">
              We did not find that code, so the resume uses general wording. Edit it to describe
              your work.
            </p>
          )}
        </div>
      ) : null}
    </ToolCard>
  )
}
