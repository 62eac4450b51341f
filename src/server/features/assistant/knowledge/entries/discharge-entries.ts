import { officialLinks } from '@shared/guides/official-links'
import { supportLines } from '@shared/guides/support-lines'
import { vaForms } from '@shared/guides/va-forms'
import type { KnowledgeEntry } from '../knowledge-entry'

export const dischargeEntries: readonly KnowledgeEntry[] = [
  {
    id: 'character-of-discharge-determination',
    topic: 'discharge',
    title: "Other than honorable discharge: VA's character of discharge decision",
    passages: [
      'Most VA benefits, such as disability compensation and the VA home loan, need service that VA finds "other than dishonorable". Honorable and general (under honorable conditions) discharges usually qualify.',
      'An other than honorable (OTH) or bad conduct discharge does not shut you out on its own. When you apply, VA makes its own decision about your service, called a character of discharge determination (38 CFR 3.12).',
      'For a VA home loan, you still ask for a Certificate of Eligibility. With an OTH discharge, VA first reviews your service to decide whether it was other than dishonorable, so the answer takes longer.',
      'VA looks at your whole service, and the rules let VA consider things like mental health conditions, hardship and other compelling circumstances. Some bars set by law, such as a discharge by sentence of a general court-martial, are much harder to overcome. Send statements and records that tell your side.',
      "You can also ask the military to upgrade your discharge, through your service's Discharge Review Board or its Board for Correction of Military or Naval Records. Whatever VA decides, you may be able to get VA mental health care, and care if you are in crisis.",
    ],
    nextStep: `Apply for the benefit you want, such as a home loan Certificate of Eligibility, with a statement and evidence about your service, and see whether you can ask for an upgrade at ${officialLinks.dischargeUpgrade.href}.`,
    aliases: [
      'character of discharge',
      'COD',
      'other than honorable',
      'OTH',
      'bad conduct discharge',
      'BCD',
      'bad paper',
      'discharge status',
      '38 CFR 3.12',
      'VA loan with OTH',
      'home loan other than honorable',
      'OTH benefits',
    ],
    source: {
      title: 'eCFR 38 CFR 3.12: Benefit eligibility based on character of discharge',
      url: officialLinks.cfrCharacterOfDischarge.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'discharge-upgrade',
    topic: 'discharge',
    title: 'How to apply for a discharge upgrade',
    passages: [
      `The military, not VA, changes discharges. You can ask your service's Discharge Review Board (DRB) within 15 years of discharge on ${vaForms.dischargeReview.number}.`,
      `After 15 years, or for other changes to your records, apply to your service's Board for Correction of Military or Naval Records on ${vaForms.recordsCorrection.number}.`,
      'The boards must give liberal consideration if your discharge was linked to PTSD, traumatic brain injury, military sexual trauma or another mental health condition. Discharges under "Don\'t Ask, Don\'t Tell" can also be reviewed.',
      'VA.gov has a step-by-step tool that tells you which board and form to use. Free legal help may be available from veterans legal clinics and VSOs.',
    ],
    nextStep: `Use the discharge upgrade tool at ${officialLinks.dischargeUpgrade.href} to find your board and form.`,
    aliases: [
      'discharge upgrade',
      'upgrade my discharge',
      'DRB',
      'BCMR',
      'BCNR',
      vaForms.dischargeReview.number,
      vaForms.recordsCorrection.number,
      'liberal consideration',
      'Kurta memo',
      'DADT',
    ],
    source: {
      title: 'How to apply for a discharge upgrade',
      url: officialLinks.dischargeUpgrade.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'oth-discharge-benefits',
    topic: 'discharge',
    title: 'What you may get with an other than honorable (OTH) discharge',
    passages: [
      'An OTH discharge does not automatically shut you out of VA. You can apply for benefits, and VA will decide whether your service qualifies.',
      'Even before that decision, you may be able to get mental health care, care related to military sexual trauma, and free emergency care if you are in suicidal crisis.',
      'If VA finds your service does not qualify, you may still get health care for conditions caused by service, unless a legal bar applies.',
      `The Veterans Crisis Line (${supportLines.veteransCrisisLine.dial} then press 1) is open to everyone, whatever your discharge.`,
    ],
    nextStep: `Call ${supportLines.vaHealthBenefits.display} or visit a VA medical center to ask for care, and apply for benefits so VA can decide your character of discharge.`,
    aliases: [
      'OTH',
      'other than honorable',
      'OTH health care',
      'bad paper benefits',
      'can I get VA with OTH',
      'OTH mental health',
    ],
    source: { title: 'Eligibility for VA health care', url: officialLinks.healthEligibility.href },
    checkedOn: '2026-11-23',
  },
]
