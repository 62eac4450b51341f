import { appealsEntries } from './entries/appeals-entries'
import { burialEntries } from './entries/burial-entries'
import { careersEntries } from './entries/careers-entries'
import { claimsEntries } from './entries/claims-entries'
import { compensationEntries } from './entries/compensation-entries'
import { dischargeEntries } from './entries/discharge-entries'
import { educationEntries } from './entries/education-entries'
import { examsEntries } from './entries/exams-entries'
import { gettingHelpEntries } from './entries/getting-help-entries'
import { healthCareEntries } from './entries/health-care-entries'
import { housingEntries } from './entries/housing-entries'
import { insuranceEntries } from './entries/insurance-entries'
import { mentalHealthEntries } from './entries/mental-health-entries'
import { otherBenefitsEntries } from './entries/other-benefits-entries'
import { pensionEntries } from './entries/pension-entries'
import { ratingScheduleEntries } from './entries/rating-schedule-entries'
import { ratingsEntries } from './entries/ratings-entries'
import { stateBenefitsEntries } from './entries/state-benefits-entries'
import { survivorsEntries } from './entries/survivors-entries'
import type { KnowledgeEntry } from './knowledge-entry'

/** Every curated entry the assistant can retrieve and cite, grouped by area in entries/. */
export const knowledgeBase: readonly KnowledgeEntry[] = [
  ...claimsEntries,
  ...examsEntries,
  ...ratingsEntries,
  ...ratingScheduleEntries,
  ...compensationEntries,
  ...otherBenefitsEntries,
  ...stateBenefitsEntries,
  ...appealsEntries,
  ...educationEntries,
  ...careersEntries,
  ...healthCareEntries,
  ...mentalHealthEntries,
  ...housingEntries,
  ...pensionEntries,
  ...insuranceEntries,
  ...survivorsEntries,
  ...burialEntries,
  ...dischargeEntries,
  ...gettingHelpEntries,
]
