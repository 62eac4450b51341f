import { officialLinks } from '@shared/guides/official-links'
import { vaForms } from '@shared/guides/va-forms'
import type { KnowledgeEntry } from '../knowledge-entry'

export const burialEntries: readonly KnowledgeEntry[] = [
  {
    id: 'national-cemetery-eligibility',
    topic: 'burial',
    title: 'Burial in a VA national cemetery: who qualifies',
    passages: [
      'Veterans whose discharge was other than dishonorable, and service members who die on active duty, can be buried in a VA national cemetery. Some Guard and Reserve members also qualify.',
      "A veteran's spouse and dependent children can also be buried there, even if they die before the veteran.",
      'Burial is free. It includes the gravesite, opening and closing of the grave, a liner, a government headstone or marker, a burial flag, and lasting care of the grave.',
      'The funeral home can schedule the burial with the National Cemetery Scheduling Office and arrange military funeral honors.',
    ],
    nextStep: `Ask the funeral director to contact the National Cemetery Scheduling Office, or check eligibility at ${officialLinks.burialEligibility.href}.`,
    aliases: [
      'national cemetery',
      'VA cemetery',
      'burial eligibility',
      'bury a veteran',
      'spouse burial',
      'funeral honors',
      'burial flag',
    ],
    source: {
      title: 'Eligibility for burial in a VA national cemetery',
      url: officialLinks.burialEligibility.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'pre-need-burial-eligibility',
    topic: 'burial',
    title: 'Planning ahead: pre-need burial eligibility',
    passages: [
      'You can find out before you need it whether you or your spouse can be buried in a VA national cemetery. This is called a pre-need eligibility determination.',
      `You apply on VA Form ${vaForms.preNeedBurial.number}. VA keeps the decision on file, which can make planning easier for your family.`,
      'A pre-need decision does not reserve a specific gravesite.',
    ],
    nextStep: `Apply for a pre-need eligibility decision on VA Form ${vaForms.preNeedBurial.number} at ${officialLinks.preNeedEligibility.href}.`,
    aliases: [
      'pre-need',
      'pre-need eligibility',
      vaForms.preNeedBurial.number,
      'plan my burial',
      'burial planning',
      'reserve a plot',
    ],
    source: {
      title: 'Pre-need eligibility determination for burial',
      url: officialLinks.preNeedEligibility.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'headstones-markers-medallions',
    topic: 'burial',
    title: 'Free headstones, markers, medallions and memorial certificates',
    passages: [
      "VA provides a free government headstone or marker for an eligible veteran's unmarked grave in any cemetery around the world.",
      'If the grave already has a private headstone, VA can still provide a government headstone or marker for it, or, instead, a bronze medallion to attach to the private headstone, for veterans who died on or after November 1, 1990.',
      `Request a headstone or marker on VA Form ${vaForms.headstone.number}. Request a medallion on VA Form ${vaForms.medallion.number}. National cemeteries order the headstone for you.`,
      `Family members and loved ones can also request a Presidential Memorial Certificate, signed by the current President, on VA Form ${vaForms.presidentialCertificate.number}. You can ask for more than one copy.`,
    ],
    nextStep: `Submit VA Form ${vaForms.headstone.number} (headstone or marker), ${vaForms.medallion.number} (medallion) or ${vaForms.presidentialCertificate.number} (Presidential Memorial Certificate), as described at ${officialLinks.headstonesMarkersMedallions.href}.`,
    aliases: [
      'headstone',
      'grave marker',
      'medallion',
      vaForms.headstone.number,
      'tombstone',
      'grave stone',
      'memorial marker',
      'Presidential Memorial Certificate',
      'PMC',
      vaForms.presidentialCertificate.number,
      'memorial certificate',
    ],
    source: {
      title: 'Veterans headstones, markers and medallions',
      url: officialLinks.headstonesMarkersMedallions.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'burial-allowance',
    topic: 'burial',
    title: 'VA burial allowance (help with funeral costs)',
    passages: [
      `VA may help pay burial and funeral costs for a veteran. The person who paid the costs can apply on VA Form ${vaForms.burialAllowance.number}.`,
      'If the veteran died from a service-connected condition on or after September 11, 2001, VA pays up to $2,000 toward burial costs. For deaths before that date, it is up to $1,500.',
      'For other deaths, VA may pay a burial allowance and a plot allowance. VA updates these amounts each October 1, so check the current amounts.',
      'For a death that was not service connected, you generally must apply within 2 years after the burial. VA pays some surviving spouses automatically.',
    ],
    nextStep: `Apply for the burial allowance on VA Form ${vaForms.burialAllowance.number} at ${officialLinks.burialAllowance.href}.`,
    aliases: [
      'burial allowance',
      'funeral costs',
      'burial benefits',
      vaForms.burialAllowance.number,
      'plot allowance',
      'pay for funeral',
    ],
    source: {
      title: 'Veterans burial allowance and transportation benefits',
      url: officialLinks.burialAllowance.href,
    },
    checkedOn: '2026-11-23',
  },
]
