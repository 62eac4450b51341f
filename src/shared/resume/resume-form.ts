import { z } from 'zod'

/**
 * The target industries, values exactly as the product contract (§5) lists them: the Career
 * page's form offers all of them, the Tools page's resume builder the first four and "other".
 */
export const targetIndustries = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'government', label: 'Government' },
  { value: 'education', label: 'Education' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'logistics', label: 'Logistics and supply chain' },
  { value: 'other', label: 'Other' },
] as const
export type TargetIndustry = (typeof targetIndustries)[number]['value']

const TOOLS_INDUSTRIES = ['technology', 'healthcare', 'finance', 'government', 'other'] as const
export const toolsTargetIndustries = targetIndustries.filter((industry) =>
  (TOOLS_INDUSTRIES as readonly string[]).includes(industry.value),
)
export type ToolsTargetIndustry = (typeof TOOLS_INDUSTRIES)[number]

/** The resume builder's answers. Years of service stay text, as typed (product contract §3). */
export const resumeFormSchema = z.object({
  mos: z.string().trim().min(1, 'Enter your military job code.'),
  yearsOfService: z.string().trim().min(1, 'Enter your years of service.'),
  targetIndustry: z.enum(TOOLS_INDUSTRIES),
})
export type ResumeForm = z.infer<typeof resumeFormSchema>
