// The requests the API benchmark sends: what a veteran typically asks each calculator.
import type { DisabilityRequest, GiBillRequest } from '@shared/calculators/calculators-contract'

/** Five ratings, two of them a pair of legs (the bilateral factor), a spouse and a child. */
export const disabilitySample: DisabilityRequest = {
  ratings: [50, 30, 20, 10, 10],
  limbs: ['left-leg', 'right-leg', null, null, null],
  dependents: {
    spouse: true,
    spouseAidAndAttendance: false,
    childrenUnder18: 1,
    childrenInSchool: 0,
    dependentParents: 0,
  },
}

export const giBillSample: GiBillRequest = {
  location: 'Austin, TX',
  enrollmentType: 'full-time',
  servicePercentage: 100,
}
