import { supportLinks } from './support-links'
/**
 * Phone lines shown anywhere in the product. One edit here updates every page that shows them.
 * `checkedOn` is the date the number was last confirmed against its source.
 */
export type SupportLine = {
  name: string
  /** As people read it aloud: "988, press 1". */
  display: string
  /** What goes after `tel:`. */
  dial: string
  sourceUrl: string
  checkedOn: string
  /** When the line answers, as its source gives it. */
  hours?: string
}

export const supportLines = {
  veteransCrisisLine: {
    name: 'Veterans Crisis Line',
    display: '988, press 1',
    dial: '988',
    sourceUrl: supportLinks.veteransCrisisLine.href,
    checkedOn: '2026-11-23',
  },
  veteransCrisisText: {
    name: 'Veterans Crisis Line by text',
    display: '838255',
    dial: '838255',
    sourceUrl: supportLinks.veteransCrisisLine.href,
    checkedOn: '2026-11-23',
  },
  vaHealthBenefits: {
    name: 'VA health benefits line',
    display: '1-877-222-8387',
    dial: '+18772228387',
    hours: 'Monday through Friday, 8:00 a.m. to 8:00 p.m. ET',
    sourceUrl: supportLinks.healthCare.href,
    checkedOn: '2026-11-23',
  },
  poisonControl: {
    name: 'Poison Control',
    display: '1-800-222-1222',
    dial: '+18002221222',
    sourceUrl: supportLinks.poisonHelp.href,
    checkedOn: '2026-11-23',
  },
  emergency: {
    name: 'Emergency',
    display: '911',
    dial: '911',
    sourceUrl: supportLinks.emergency911.href,
    checkedOn: '2026-11-23',
  },
  vaBenefits: {
    name: 'VA benefits hotline',
    display: '1-800-827-1000',
    dial: '+18008271000',
    sourceUrl: supportLinks.contactUs.href,
    checkedOn: '2026-11-23',
    hours: 'Monday through Friday, 8:00 a.m. to 9:00 p.m. ET',
  },
  giBill: {
    name: 'GI Bill hotline',
    display: '1-888-442-4551',
    dial: '+18884424551',
    sourceUrl: supportLinks.contactUs.href,
    checkedOn: '2026-11-23',
  },
  vetCenter: {
    name: 'Vet Center Call Center',
    display: '1-877-927-8387',
    dial: '+18779278387',
    sourceUrl: supportLinks.vetCenters.href,
    checkedOn: '2026-11-23',
  },
  homelessVeterans: {
    name: 'National Call Center for Homeless Veterans',
    display: '1-877-424-3838',
    dial: '+18774243838',
    sourceUrl: supportLinks.homelessCallCenter.href,
    checkedOn: '2026-11-23',
  },
  womenVeterans: {
    name: 'Women Veterans Call Center',
    display: '1-855-829-6636',
    dial: '+18558296636',
    sourceUrl: supportLinks.womenVeteransCallCenter.href,
    checkedOn: '2026-11-23',
  },
  coachingIntoCare: {
    name: 'Coaching Into Care (for family and friends)',
    display: '1-888-823-7458',
    dial: '+18888237458',
    sourceUrl: supportLinks.coachingIntoCare.href,
    checkedOn: '2026-11-23',
  },
  caregiverSupport: {
    name: 'VA Caregiver Support Line',
    display: '1-855-260-3274',
    dial: '+18552603274',
    sourceUrl: supportLinks.caregiverSupport.href,
    checkedOn: '2026-11-23',
  },
  cemeteryScheduling: {
    name: 'National Cemetery Scheduling Office',
    display: '1-800-535-1117',
    dial: '+18005351117',
    sourceUrl: supportLinks.nationalCemeteries.href,
    checkedOn: '2026-11-23',
  },
  myVa411: {
    name: 'MyVA411, VA’s main information line',
    display: '1-800-698-2411',
    dial: '+18006982411',
    sourceUrl: supportLinks.contactUs.href,
    checkedOn: '2026-11-23',
  },
  debtManagement: {
    name: 'VA Debt Management Center',
    display: '1-800-827-0648',
    dial: '+18008270648',
    sourceUrl: supportLinks.manageVaDebt.href,
    checkedOn: '2026-11-23',
  },
  dfasRetiredPay: {
    name: 'DFAS, military retired pay',
    display: '1-800-321-1080',
    dial: '+18003211080',
    sourceUrl: supportLinks.dfasRetiredPay.href,
    checkedOn: '2026-11-23',
  },
  esgr: {
    name: 'Employer Support of the Guard and Reserve (ESGR)',
    display: '1-800-336-4590',
    dial: '+18003364590',
    sourceUrl: supportLinks.esgr.href,
    checkedOn: '2026-11-27',
  },
  champva: {
    name: 'CHAMPVA customer service',
    display: '1-800-733-8387',
    dial: '+18007338387',
    sourceUrl: supportLinks.champva.href,
    checkedOn: '2026-11-23',
  },
  healthResourceCenter: {
    name: 'VA Health Resource Center (copay bills)',
    display: '1-866-400-1238',
    dial: '+18664001238',
    sourceUrl: supportLinks.payCopayBill.href,
    checkedOn: '2026-11-23',
  },
  whiteHouseVaHotline: {
    name: 'White House VA Hotline',
    display: '1-855-948-2311',
    dial: '+18559482311',
    sourceUrl: supportLinks.contactUs.href,
    checkedOn: '2026-11-23',
  },
  emergencyCareNotification: {
    name: 'VA emergency care notification (for a non-VA emergency room)',
    display: '1-844-724-7842',
    dial: '+18447247842',
    sourceUrl: supportLinks.emergencyCare.href,
    checkedOn: '2026-11-27',
  },
  homeLoans: {
    name: 'VA home loan center',
    display: '1-877-827-3702',
    dial: '+18778273702',
    hours: 'Monday through Friday, 8:00 a.m. to 6:00 p.m. ET',
    sourceUrl: supportLinks.homeLoans.href,
    checkedOn: '2026-11-23',
  },
  lifeInsurance: {
    name: 'VA Life Insurance Center',
    display: '1-800-669-8477',
    dial: '+18006698477',
    sourceUrl: supportLinks.lifeInsurance.href,
    checkedOn: '2026-11-23',
  },
} as const satisfies Record<string, SupportLine>

/** The Veterans Crisis Line's online chat, the third way to reach it beside a call and a text. */
export const veteransCrisisChat = {
  name: 'Veterans Crisis Line chat',
  display: 'VeteransCrisisLine.net',
  url: supportLinks.veteransCrisisChat.href,
  checkedOn: '2026-11-23',
} as const
