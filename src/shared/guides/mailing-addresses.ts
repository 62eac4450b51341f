import { officialLinks } from './official-links'
import { vaForms } from './va-forms'

/**
 * Where VA takes paper forms by mail. One edit here updates every answer that gives an address.
 * `checkedOn` is the date the address was last confirmed against its source.
 */
export type MailingAddress = {
  name: string
  /** The forms VA takes at this address, by number as VA prints them. */
  forms: readonly string[]
  /** The address on one line, as an answer gives it. */
  display: string
  sourceUrl: string
  checkedOn: string
}

export const mailingAddresses = {
  claimsIntake: {
    name: 'Claims Intake Center',
    forms: [
      vaForms.disabilityClaim.number,
      vaForms.intentToFile.number,
      vaForms.higherLevelReview.number,
      vaForms.supplementalClaim.number,
    ],
    display:
      'Department of Veterans Affairs, Claims Intake Center, PO Box 4444, Janesville, WI 53547-4444',
    sourceUrl: officialLinks.fileClaim.href,
    checkedOn: '2026-11-27',
  },
  pensionIntake: {
    name: 'Pension Intake Center',
    forms: [vaForms.veteransPension.number],
    display:
      'Department of Veterans Affairs, Pension Intake Center, PO Box 5365, Janesville, WI 53547-5365',
    sourceUrl: officialLinks.pensionHowToApply.href,
    checkedOn: '2026-11-27',
  },
  boardOfVeteransAppeals: {
    name: "Board of Veterans' Appeals",
    forms: [vaForms.boardAppeal.number],
    display: "Board of Veterans' Appeals, PO Box 27063, Washington, DC 20038",
    sourceUrl: officialLinks.boardAppeal.href,
    checkedOn: '2026-11-27',
  },
} as const satisfies Record<string, MailingAddress>
