import { FileText } from 'lucide-react'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { Field, Input, Select } from '@client/components/ui/input'
import { toast } from '@client/lib/toast'
import {
  buildResumeContent,
  resumeFileName,
  toolsTargetIndustries,
  type ResumeContent,
  type TargetIndustry,
} from './resume-content'

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

export type ResumeBuilderProps = {
  /** The signed-in member's name for the top of the resume, when known. */
  fullName?: string
}

/** Military-to-civilian resume builder: a real DOCX or PDF, made in the browser, nothing sent. */
export function ResumeBuilder({ fullName }: ResumeBuilderProps) {
  const [mos, setMos] = useState('')
  const [yearsOfService, setYearsOfService] = useState('')
  const [targetIndustry, setTargetIndustry] = useState<TargetIndustry>('technology')
  const [format, setFormat] = useState<ResumeFormat>('docx')
  const [isGenerating, setIsGenerating] = useState(false)
  const [preview, setPreview] = useState<ResumeContent | null>(null)
  const id = useId()

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mos.trim() === '' || yearsOfService.trim() === '') {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      })
      return
    }
    const content = buildResumeContent({ mos, yearsOfService, targetIndustry, fullName })
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
        <Field label="Military job code (MOS, rating or AFSC)" htmlFor={`${id}-mos`}>
          <Input
            id={`${id}-mos`}
            name="mos"
            type="text"
            placeholder="For example, 11B, HM or 3D0X2"
            required
            value={mos}
            onChange={(event) => setMos(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Years of service" htmlFor={`${id}-years`}>
            <Input
              id={`${id}-years`}
              name="yearsOfService"
              type="number"
              inputMode="numeric"
              min={0}
              required
              value={yearsOfService}
              onChange={(event) => setYearsOfService(event.target.value)}
            />
          </Field>
          <Field label="Target industry" htmlFor={`${id}-industry`}>
            <Select
              id={`${id}-industry`}
              name="targetIndustry"
              value={targetIndustry}
              onChange={(event) => setTargetIndustry(event.target.value as TargetIndustry)}
            >
              {toolsTargetIndustries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
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
