import { z } from 'zod'

/** product contract §5 option lists, values exactly as listed: the Benefits page and the Tools page. */
export const serviceBranches = [
  { value: 'army', label: 'Army' },
  { value: 'navy', label: 'Navy' },
  { value: 'air-force', label: 'Air Force' },
  { value: 'marines', label: 'Marine Corps' },
  { value: 'coast-guard', label: 'Coast Guard' },
  { value: 'space-force', label: 'Space Force' },
] as const

export const dischargeStatuses = [
  { value: 'honorable', label: 'Honorable' },
  { value: 'general', label: 'General (under honorable conditions)' },
  { value: 'other-than-honorable', label: 'Other than honorable' },
  { value: 'bad-conduct', label: 'Bad conduct' },
  { value: 'dishonorable', label: 'Dishonorable' },
] as const

export type ServiceBranch = (typeof serviceBranches)[number]['value']
export type DischargeStatus = (typeof dischargeStatuses)[number]['value']

const MISSING_ANSWERS = 'Please select your service branch and discharge status.'

/** The eligibility checker's answers; a missing choice gets product contract §5's message. */
export const serviceHistorySchema = z.object({
  branch: z.enum(
    serviceBranches.map((option) => option.value),
    { error: MISSING_ANSWERS },
  ),
  dischargeStatus: z.enum(
    dischargeStatuses.map((option) => option.value),
    { error: MISSING_ANSWERS },
  ),
  serviceConnected: z.boolean(),
})
export type ServiceHistory = z.infer<typeof serviceHistorySchema>
