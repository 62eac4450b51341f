import type { FacilityKind } from './facilities-contract'

/**
 * VA's site classification (VAST, and the `classification` of VA's Facilities API) as one of our
 * kinds. Vet Centers have no classification in VAST; VA's API marks them by facility type, so
 * both callers say whether the site is one.
 */
export function facilityKindFromClassification(
  classification: string,
  isVetCenter: boolean,
): FacilityKind {
  if (isVetCenter) return 'vet-center'
  const text = classification.toLowerCase()
  if (text.includes('medical center')) return 'medical-center'
  if (text.includes('health care center')) return 'health-care-center'
  if (text.includes('multi-specialty')) return 'multi-specialty-clinic'
  if (text.includes('primary care')) return 'primary-care-clinic'
  if (text.includes('outpatient')) return 'outpatient-services'
  if (text.includes('residential')) return 'residential-care'
  if (text.includes('community living center') || text.includes('extended care')) {
    return 'community-living-center'
  }
  return 'other-health'
}
