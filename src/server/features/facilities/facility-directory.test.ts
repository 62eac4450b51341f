import { describe, expect, test } from 'vitest'
import { facilityKindFromClassification } from '@shared/facilities/facility-kinds'
import { facilityPhone } from './facility-directory'
import { distanceInMiles } from './geo'

describe('facilityPhone', () => {
  test.each([
    ['857-203-6461', '', { display: '857-203-6461', dial: '+18572036461' }],
    ['207-623-8411', '2838', { display: '207-623-8411 x2838', dial: '+12076238411,2838' }],
    ['800-423-2111', 'opt 2', { display: '800-423-2111, option 2', dial: '+18004232111,2' }],
    ['(918) 628-2500', '', { display: '918-628-2500', dial: '+19186282500' }],
    ['1-918-628-2500', '', { display: '918-628-2500', dial: '+19186282500' }],
  ])('%s with %j prints and dials', (number, extension, phone) => {
    expect(facilityPhone(number, extension)).toEqual(phone)
  })

  test.each(['', '911', '857-203-646'])('%j is no phone number', (number) => {
    expect(facilityPhone(number)).toBeNull()
  })
})

describe('facilityKindFromClassification', () => {
  test.each([
    ['VA Medical Center (VAMC)', false, 'medical-center'],
    ['Health Care Center (HCC)', false, 'health-care-center'],
    ['Multi-Specialty CBOC', false, 'multi-specialty-clinic'],
    ['Primary Care CBOC', false, 'primary-care-clinic'],
    ['Other Outpatient Services (OOS)', false, 'outpatient-services'],
    ['Residential Care Site (MH RRTP/DRRTP) (Stand-Alone)', false, 'residential-care'],
    ['Extended Care Site (Community Living Center) (Stand-Alone)', false, 'community-living-center'],
    ['Unclassified', false, 'other-health'],
    ['', true, 'vet-center'],
  ] as const)('%j (Vet Center: %s) is %s', (classification, isVetCenter, kind) => {
    expect(facilityKindFromClassification(classification, isVetCenter)).toBe(kind)
  })
})

describe('distanceInMiles', () => {
  test('is zero from a point to itself and symmetric', () => {
    const tulsa = { latitude: 36.154, longitude: -95.995 }
    const boston = { latitude: 42.3446, longitude: -71.0361 }
    expect(distanceInMiles(tulsa, tulsa)).toBe(0)
    expect(distanceInMiles(tulsa, boston)).toBeCloseTo(distanceInMiles(boston, tulsa), 9)
  })

  test('a degree of latitude is about 69.1 miles', () => {
    expect(distanceInMiles({ latitude: 40, longitude: -100 }, { latitude: 41, longitude: -100 })).toBeCloseTo(69.09, 1)
  })
})
