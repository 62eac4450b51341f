import { serviceBranches } from '@shared/eligibility/service-history'
import type { ResumeForm, ToolsTargetIndustry } from '@shared/resume/resume-form'
import { findOccupation, type MilitaryOccupation } from './military-occupations'

export type ResumeInput = ResumeForm & { fullName?: string }

export type ResumeContent = {
  name: string
  contactLine: string
  headline: string
  summary: string
  experience: { title: string; detail: string; bullets: string[] }
  skills: string[]
  /** True when the MOS was found in the translation table. */
  isTranslated: boolean
}

const industryFocus: Record<ToolsTargetIndustry, { phrase: string; skills: string[] }> = {
  technology: { phrase: 'a technology team', skills: ['Learning new systems quickly', 'Technical documentation'] },
  healthcare: { phrase: 'a healthcare organization', skills: ['Working calmly in emergencies', 'Privacy and compliance'] },
  finance: { phrase: 'a finance organization', skills: ['Attention to detail', 'Accountability for high-value assets'] },
  government: { phrase: 'public service', skills: ['Security clearance eligibility', 'Veterans’ preference in federal hiring'] },
  other: { phrase: 'a growing organization', skills: ['Adaptability', 'Problem solving'] },
}

function yearsPhrase(yearsOfService: string) {
  const years = Number.parseFloat(yearsOfService)
  if (!Number.isFinite(years) || years <= 0) return 'military service'
  return `${years} ${years === 1 ? 'year' : 'years'} of military service`
}

/** "U.S. Army" when the code belongs to one branch; codes shared by branches say less. */
function serviceName(occupation: MilitaryOccupation | null) {
  const [only, ...others] = occupation?.branches ?? []
  const branch = others.length === 0 ? serviceBranches.find((entry) => entry.value === only) : undefined
  return branch ? `U.S. ${branch.label}` : 'U.S. military'
}

/** The resume's words: the military job translated into civilian terms, with a fallback. */
export function buildResumeContent(input: ResumeInput): ResumeContent {
  const occupation = findOccupation(input.mos)
  const focus = industryFocus[input.targetIndustry]
  const service = yearsPhrase(input.yearsOfService)
  const mosText = input.mos.trim()
  const civilianTitle = occupation?.civilianTitle ?? 'Operations and Team Leadership Professional'
  const baseSkills = occupation?.skills ?? ['Team leadership', 'Planning and organization', 'Working under pressure', 'Training others']
  // The summary already names leadership; its third strength is the first skill that is not it.
  const strength = baseSkills.find((skill) => !/leader/i.test(skill)) ?? 'Teamwork'

  return {
    name: input.fullName?.trim() || 'Your Name',
    contactLine: 'City, State  |  email@example.com  |  (555) 555-5555',
    headline: civilianTitle,
    summary: `${civilianTitle} with ${service}, ready to bring proven leadership, reliability and ${strength.toLowerCase()} to ${focus.phrase}.`,
    experience: {
      title: `${civilianTitle} (military: ${occupation ? `${occupation.code} ${occupation.militaryTitle}` : mosText})`,
      detail: `${serviceName(occupation)}  |  ${service.charAt(0).toUpperCase()}${service.slice(1)}`,
      bullets: [
        occupation?.summary ??
          'Carried out demanding work as part of a disciplined team, meeting strict standards and deadlines.',
        'Trained and mentored team members and took on leadership responsibility.',
        'Followed exact procedures and safety standards, and kept accurate records.',
      ],
    },
    skills: [...baseSkills, ...focus.skills],
    isTranslated: occupation !== null,
  }
}

export function resumeFileName(content: ResumeContent, extension: 'docx' | 'pdf') {
  const slug = content.headline.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return `resume-${slug}.${extension}`
}
