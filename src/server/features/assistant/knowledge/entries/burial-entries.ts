import type { KnowledgeEntry } from '../knowledge-entry'

export const burialEntries: readonly KnowledgeEntry[] = [
  {
    id: 'national-cemetery-eligibility',
    topic: 'burial',
    title: 'Burial in a VA national cemetery: who qualifies',
    passages: [
      'Veterans whose discharge was other than dishonorable, and service members who die on active duty, can be buried in a VA national cemetery. Some Guard and Reserve members also qualify.',
      'A veteran\'s spouse and dependent children can also be buried there, even if they die before the veteran.',
      'Burial is free. It includes the gravesite, opening and closing of the grave, a liner, a government headstone or marker, a burial flag, and lasting care of the grave.',
      'The funeral home can schedule the burial with the National Cemetery Scheduling Office and arrange military funeral honors.',
    ],
    nextStep: 'Ask the funeral director to contact the National Cemetery Scheduling Office, or check eligibility at https://www.va.gov/burials-memorials/eligibility/.',
    aliases: ['national cemetery', 'VA cemetery', 'burial eligibility', 'bury a veteran', 'spouse burial', 'funeral honors', 'burial flag'],
    source: { title: 'Eligibility for burial in a VA national cemetery', url: 'https://www.va.gov/burials-memorials/eligibility/' },
    checkedOn: '2026-11-23',
  },
  {
    id: 'pre-need-burial-eligibility',
    topic: 'burial',
    title: 'Planning ahead: pre-need burial eligibility',
    passages: [
      'You can find out before you need it whether you or your spouse can be buried in a VA national cemetery. This is called a pre-need eligibility determination.',
      'You apply on VA Form 40-10007. VA keeps the decision on file, which can make planning easier for your family.',
      'A pre-need decision does not reserve a specific gravesite.',
    ],
    nextStep: 'Apply for a pre-need eligibility decision on VA Form 40-10007 at https://www.va.gov/burials-memorials/pre-need-eligibility/.',
    aliases: ['pre-need', 'pre-need eligibility', '40-10007', 'plan my burial', 'burial planning', 'reserve a plot'],
    source: { title: 'Pre-need eligibility determination for burial', url: 'https://www.va.gov/burials-memorials/pre-need-eligibility/' },
    checkedOn: '2026-11-23',
  },
  {
    id: 'headstones-markers-medallions',
    topic: 'burial',
    title: 'Free headstones, markers, medallions and memorial certificates',
    passages: [
      'VA provides a free government headstone or marker for an eligible veteran\'s unmarked grave in any cemetery around the world.',
      'If the grave already has a private headstone, VA can provide a bronze medallion to attach to it instead, for veterans who died on or after November 1, 1990.',
      'Request a headstone or marker on VA Form 40-1330. Request a medallion on VA Form 40-1330M. National cemeteries order the headstone for you.',
      'Family members and loved ones can also request a Presidential Memorial Certificate, signed by the current President, on VA Form 40-0247. You can ask for more than one copy.',
    ],
    nextStep: 'Submit VA Form 40-1330 (headstone or marker), 40-1330M (medallion) or 40-0247 (Presidential Memorial Certificate), as described at https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/.',
    aliases: ['headstone', 'grave marker', 'medallion', '40-1330', 'tombstone', 'grave stone', 'memorial marker', 'Presidential Memorial Certificate', 'PMC', '40-0247', 'memorial certificate'],
    source: { title: 'Veterans headstones, markers and medallions', url: 'https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/' },
    checkedOn: '2026-11-23',
  },
  {
    id: 'burial-allowance',
    topic: 'burial',
    title: 'VA burial allowance (help with funeral costs)',
    passages: [
      'VA may help pay burial and funeral costs for a veteran. The person who paid the costs can apply on VA Form 21P-530EZ.',
      'If the veteran died from a service-connected condition on or after September 11, 2001, VA pays up to $2,000 toward burial costs. For deaths before that date, it is up to $1,500.',
      'For other deaths, VA may pay a burial allowance and a plot allowance. VA updates these amounts each October 1, so check the current amounts.',
      'For a death that was not service connected, you generally must apply within 2 years after the burial. VA pays some surviving spouses automatically.',
    ],
    nextStep: 'Apply for the burial allowance on VA Form 21P-530EZ at https://www.va.gov/burials-memorials/veterans-burial-allowance/.',
    aliases: ['burial allowance', 'funeral costs', 'burial benefits', '21P-530EZ', 'plot allowance', 'pay for funeral'],
    source: { title: 'Veterans burial allowance and transportation benefits', url: 'https://www.va.gov/burials-memorials/veterans-burial-allowance/' },
    checkedOn: '2026-11-23',
  },
]
