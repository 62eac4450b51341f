import { officialLinks } from '@shared/guides/official-links'
import { supportLines } from '@shared/guides/support-lines'
import type { KnowledgeEntry } from '../knowledge-entry'

export const insuranceEntries: readonly KnowledgeEntry[] = [
  {
    id: 'sgli',
    topic: 'insurance',
    title: "Servicemembers' Group Life Insurance (SGLI)",
    passages: [
      'SGLI is low-cost term life insurance for service members, including members of the Guard and Reserve. Most eligible members are covered automatically for the maximum of $500,000, in $50,000 steps.',
      "You can lower or cancel your coverage, and update your beneficiaries, in the Department of Defense's SGLI Online Enrollment System (SOES) in milConnect.",
      'Your SGLI coverage continues free for 120 days after you separate. Family SGLI can cover your spouse and children, and Traumatic Injury Protection (TSGLI) pays for certain severe injuries.',
    ],
    nextStep:
      'Check your coverage and beneficiaries in milConnect, and plan for coverage after service before your 120 days end.',
    aliases: [
      'SGLI',
      'servicemember life insurance',
      'military life insurance',
      'FSGLI',
      'TSGLI',
      'SOES',
      'beneficiary',
    ],
    source: { title: "Servicemembers' Group Life Insurance (SGLI)", url: officialLinks.sgli.href },
    checkedOn: '2026-11-23',
  },
  {
    id: 'vgli',
    topic: 'insurance',
    title: "Veterans' Group Life Insurance (VGLI)",
    passages: [
      'VGLI lets you keep life insurance after you leave the military, by converting your SGLI. It is renewable term coverage for life, and premiums go up with age.',
      'You must apply within 1 year and 120 days after you leave service. If you apply within 240 days of leaving, you do not need to answer health questions.',
      'Your coverage can be up to the amount of SGLI you had when you separated. You may be able to add more coverage every 5 years, up to a set limit.',
    ],
    nextStep:
      'Apply for VGLI online within 1 year and 120 days of separation, ideally within 240 days so you skip health questions.',
    aliases: [
      'VGLI',
      'veterans group life insurance',
      'convert SGLI',
      'life insurance after service',
      '240 days',
      '1 year and 120 days',
    ],
    source: { title: "Veterans' Group Life Insurance (VGLI)", url: officialLinks.vgli.href },
    checkedOn: '2026-11-23',
  },
  {
    id: 'valife',
    topic: 'insurance',
    title: 'Veterans Affairs Life Insurance (VALife)',
    passages: [
      'VALife is whole life insurance for veterans with a service-connected disability rating, including 0%. Acceptance is guaranteed and there are no health questions.',
      'You can apply if you are 80 or younger. Coverage is up to $40,000, in $10,000 steps.',
      'Full coverage starts 2 years after you enroll, as long as you pay your premiums. If you die within those 2 years, your beneficiaries get the premiums you paid plus interest.',
    ],
    nextStep: `Apply for VALife online at ${officialLinks.valife.href}.`,
    aliases: [
      'VALife',
      'VA life insurance',
      'whole life insurance',
      'disabled veteran life insurance',
      'guaranteed acceptance',
    ],
    source: { title: 'Veterans Affairs Life Insurance (VALife)', url: officialLinks.valife.href },
    checkedOn: '2026-11-23',
  },
  {
    id: 's-dvi-closed',
    topic: 'insurance',
    title: 'Service-Disabled Veterans Life Insurance (S-DVI) is closed',
    passages: [
      'VA stopped accepting new applications for Service-Disabled Veterans Life Insurance (S-DVI) after December 31, 2022.',
      'If you already have an S-DVI policy, it stays in force as long as you pay your premiums.',
      'Veterans with a service-connected rating who want new coverage can apply for VALife instead.',
    ],
    nextStep: `Apply for VALife if you need new coverage, or call VA life insurance at ${supportLines.lifeInsurance.display} about an existing S-DVI policy.`,
    aliases: [
      'S-DVI',
      'SDVI',
      'RH insurance',
      'service-disabled veterans insurance',
      'old VA life insurance',
    ],
    source: {
      title: 'Service-Disabled Veterans Life Insurance (S-DVI)',
      url: officialLinks.sdvi.href,
    },
    checkedOn: '2026-11-23',
  },
]
