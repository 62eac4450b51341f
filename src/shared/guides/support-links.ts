import type { OfficialLink } from './official-links'

/**
 * The official pages behind the help the hub offers on every page: VA's search for free,
 * accredited help with a claim (the footer's and the assistant's disclaimer) and the sources of the
 * phone lines (support-lines.ts, which the crisis line bar reads). They are part of
 * `officialLinks`, which includes them, and are written here because the code every page loads
 * needs only these: importing the whole set would add its 12 KB gzip to every page (ADR 0040).
 * That code imports this module; everything else asks `officialLinks`.
 */
export const supportLinks = {
  // Free help with a claim: the footer's and the assistant's disclaimer
  accreditedRepresentative: {
    label: 'Find a VA-accredited representative',
    href: 'https://www.va.gov/get-help-from-accredited-representative/find-rep/',
    checkedOn: '2026-11-23',
  },
  accreditedRepresentativeHelp: {
    label: 'Free help from VA-accredited representatives',
    href: 'https://www.va.gov/get-help-from-accredited-representative/',
    checkedOn: '2026-11-23',
  },

  // The sources of the phone lines (support-lines.ts)
  veteransCrisisLine: {
    label: 'Veterans Crisis Line',
    href: 'https://www.veteranscrisisline.net/',
    checkedOn: '2026-11-23',
  },
  veteransCrisisChat: {
    label: 'Veterans Crisis Line chat',
    href: 'https://www.veteranscrisisline.net/get-help-now/chat/',
    checkedOn: '2026-11-23',
  },
  healthCare: {
    label: 'VA health care',
    href: 'https://www.va.gov/health-care/',
    checkedOn: '2026-11-23',
  },
  poisonHelp: {
    label: 'Poison Help (HRSA)',
    href: 'https://poisonhelp.hrsa.gov/',
    checkedOn: '2026-11-23',
  },
  emergency911: {
    label: '911.gov',
    href: 'https://www.911.gov/',
    checkedOn: '2026-11-23',
  },
  contactUs: {
    label: 'Contact VA',
    href: 'https://www.va.gov/contact-us/',
    checkedOn: '2026-11-23',
  },
  vetCenters: {
    label: 'Vet Centers',
    href: 'https://www.vetcenter.va.gov/',
    checkedOn: '2026-11-23',
  },
  homelessCallCenter: {
    label: 'National Call Center for Homeless Veterans',
    href: 'https://www.va.gov/homeless/nationalcallcenter.asp',
    checkedOn: '2026-11-23',
  },
  womenVeteransCallCenter: {
    label: 'Women Veterans Call Center',
    href: 'https://www.womenshealth.va.gov/wvcc.asp',
    checkedOn: '2026-11-23',
  },
  coachingIntoCare: {
    label: 'Coaching Into Care',
    href: 'https://www.mirecc.va.gov/coaching/',
    checkedOn: '2026-11-23',
  },
  caregiverSupport: {
    label: 'VA Caregiver Support Program',
    href: 'https://www.caregiver.va.gov/',
    checkedOn: '2026-11-23',
  },
  nationalCemeteries: {
    label: 'National Cemetery Administration',
    href: 'https://www.cem.va.gov/',
    checkedOn: '2026-11-23',
  },
  manageVaDebt: {
    label: 'If you owe VA money (overpayments)',
    href: 'https://www.va.gov/manage-va-debt/',
    checkedOn: '2026-11-23',
  },
  dfasRetiredPay: {
    label: 'DFAS: military retired pay',
    href: 'https://www.dfas.mil/RetiredMilitary/',
    checkedOn: '2026-11-23',
  },
  esgr: {
    label: 'Employer Support of the Guard and Reserve (ESGR)',
    href: 'https://www.esgr.mil/',
    checkedOn: '2026-11-27',
  },
  champva: {
    label: 'CHAMPVA health coverage for families',
    href: 'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
    checkedOn: '2026-11-23',
    formerHref: 'https://www.va.gov/health-care/family-caregiver-benefits/champva/',
  },
  payCopayBill: {
    label: 'Pay your VA copay bill',
    href: 'https://www.va.gov/health-care/pay-copay-bill/',
    checkedOn: '2026-11-23',
  },
  emergencyCare: {
    label: 'VA community care: emergency care',
    href: 'https://www.va.gov/communitycare/programs/veterans/emergency_care.asp',
    checkedOn: '2026-11-23',
  },
  homeLoans: {
    label: 'VA home loans',
    href: 'https://www.va.gov/housing-assistance/home-loans/',
    checkedOn: '2026-11-23',
  },
  lifeInsurance: {
    label: 'VA life insurance',
    href: 'https://www.va.gov/life-insurance/',
    checkedOn: '2026-11-23',
  },
} as const satisfies Record<string, OfficialLink>
