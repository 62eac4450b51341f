import { officialLinks } from '@shared/guides/official-links'
import type { DischargeStatus, ServiceBranch } from '@shared/eligibility/service-history'
export type EligibilityAnswers = {
  branch: ServiceBranch
  dischargeStatus: DischargeStatus
  serviceConnected: boolean
}

export type Likelihood = 'likely' | 'possible' | 'unlikely'

export type BenefitFinding = {
  benefit: string
  likelihood: Likelihood
  /** The rule behind the finding, in plain language, with its source. */
  rule: string
  link: { label: string; href: string }
}

export type EligibilityReport = {
  summary: string
  findings: BenefitFinding[]
  /** Where to ask for a discharge upgrade, for this branch. */
  upgradeBoard: string | null
}

const links = {
  healthCare: { label: 'VA health care eligibility', href: officialLinks.healthEligibility.href },
  disability: {
    label: 'Disability compensation eligibility',
    href: officialLinks.disabilityEligibility.href,
  },
  education: { label: 'GI Bill eligibility', href: officialLinks.educationEligibility.href },
  homeLoans: { label: 'VA home loan eligibility', href: officialLinks.homeLoansEligibility.href },
  vre: {
    label: 'Veteran Readiness and Employment eligibility',
    href: officialLinks.vreEligibility.href,
  },
  pension: { label: 'Veterans Pension eligibility', href: officialLinks.pensionEligibility.href },
  burial: { label: 'Burial benefits eligibility', href: officialLinks.burialEligibility.href },
  mentalHealth: {
    label: 'Mental health care with an other than honorable discharge',
    href: officialLinks.mentalHealth.href,
  },
  upgrade: {
    label: 'How to apply for a discharge upgrade',
    href: officialLinks.dischargeUpgrade.href,
  },
} as const

/** 10 U.S.C. 1553 and 1552: each service's Discharge Review Board and records correction board. */
const UPGRADE_BOARDS: Record<ServiceBranch, string> = {
  army: 'Army Review Boards Agency (Army Discharge Review Board)',
  navy: 'Navy Discharge Review Board',
  marines: 'Navy Discharge Review Board (it also reviews Marine Corps discharges)',
  'air-force': 'Air Force Review Boards Agency (Air Force Discharge Review Board)',
  'space-force': 'Air Force Review Boards Agency (it also reviews Space Force discharges)',
  'coast-guard': 'Coast Guard Discharge Review Board',
}

/**
 * The benefits a veteran's answers point to, with the rule behind each. A guide, not a decision:
 * VA decides eligibility, and service dates, length of service and income matter too.
 */
export function checkEligibility(answers: EligibilityAnswers): EligibilityReport {
  const { dischargeStatus, serviceConnected, branch } = answers
  const isHonourable = dischargeStatus === 'honorable'
  const isUnderHonourableConditions = isHonourable || dischargeStatus === 'general'
  const findings: BenefitFinding[] = []

  if (isUnderHonourableConditions) {
    findings.push(
      {
        benefit: 'VA health care',
        likelihood: 'likely',
        rule: 'Veterans discharged under honorable conditions can usually enroll, generally after 24 months of continuous active duty or the full period they were called to serve (38 U.S.C. 5303A).',
        link: links.healthCare,
      },
      {
        benefit: 'Disability compensation',
        likelihood: serviceConnected ? 'likely' : 'possible',
        rule: serviceConnected
          ? 'You told us you have a service-connected condition. VA pays monthly compensation for ratings of 10% or more (38 U.S.C. 1110).'
          : 'Paid for a condition caused or made worse by your service. File a claim if an injury or illness is linked to your service (38 U.S.C. 1110).',
        link: links.disability,
      },
      {
        benefit: 'Post-9/11 GI Bill and Montgomery GI Bill',
        likelihood: isHonourable ? 'possible' : 'unlikely',
        rule: isHonourable
          ? 'Your honorable discharge qualifies; your service dates decide the rest. The Post-9/11 GI Bill needs at least 90 days of active duty after September 10, 2001, or 30 days and a discharge for a service-connected disability, or a Purple Heart received after that date (38 U.S.C. 3311).'
          : 'The GI Bill needs an honorable discharge; a general discharge does not qualify (38 U.S.C. 3311(c)). A discharge upgrade can change that.',
        link: links.education,
      },
      {
        benefit: 'VA home loan guaranty',
        likelihood: 'likely',
        rule: 'Available with a discharge other than dishonorable and the minimum service: since August 2, 1990, usually 24 continuous months or the full period you were called to active duty (at least 90 days); for earlier service, 90 days in wartime or 181 days in peacetime; or 6 years in the Guard or Reserve (38 U.S.C. 3702, 5303A).',
        link: links.homeLoans,
      },
      {
        benefit: 'Burial in a VA national cemetery',
        likelihood: 'likely',
        rule: 'Veterans discharged under conditions other than dishonorable can be buried in a national cemetery (38 U.S.C. 2402).',
        link: links.burial,
      },
      {
        benefit: 'Veterans Pension',
        likelihood: 'possible',
        rule: 'For wartime veterans with limited income and net worth who are 65 or older or permanently disabled (38 U.S.C. 1521).',
        link: links.pension,
      },
    )
  } else if (dischargeStatus === 'dishonorable') {
    findings.push({
      benefit: 'Most VA benefits',
      likelihood: 'unlikely',
      rule: 'A dishonorable discharge is a statutory bar to most VA benefits (38 U.S.C. 5303; 38 CFR 3.12). VA may still pay if you were insane at the time of the offense. A discharge upgrade is the main path.',
      link: links.upgrade,
    })
  } else {
    const badConductNote =
      dischargeStatus === 'bad-conduct'
        ? ' A bad conduct discharge from a general court-martial bars most benefits (38 U.S.C. 5303); one from a special court-martial is decided case by case.'
        : ''
    findings.push(
      {
        benefit: 'Character of discharge review',
        likelihood: 'possible',
        rule: `VA decides for itself whether your service counts as "under conditions other than dishonorable" (38 CFR 3.12), so apply anyway and VA will review your record.${badConductNote}`,
        link: links.upgrade,
      },
      {
        benefit: 'Mental health care',
        likelihood: 'possible',
        rule: 'VA can give mental health care to former service members with an other than honorable discharge who served more than 100 days on active duty or in combat, or who experienced military sexual trauma (38 U.S.C. 1720I).',
        link: links.mentalHealth,
      },
      {
        benefit: 'Health care for conditions from your service',
        likelihood: 'possible',
        rule: 'Unless a statutory bar applies, VA can treat conditions incurred in or made worse by service, even with a discharge VA has found dishonorable for its purposes (38 CFR 3.360).',
        link: links.healthCare,
      },
    )
  }

  if (serviceConnected && dischargeStatus !== 'dishonorable') {
    findings.push({
      benefit: 'Veteran Readiness and Employment (VR&E)',
      likelihood: isUnderHonourableConditions ? 'likely' : 'possible',
      rule: 'Job training, education and counseling for veterans with a service-connected rating of at least 10% and a discharge other than dishonorable. VA then checks how your disability affects work (38 U.S.C. 3102).',
      link: links.vre,
    })
  }

  const summary = isUnderHonourableConditions
    ? 'Your discharge qualifies you for most VA benefits. Service length, dates and income decide the rest.'
    : dischargeStatus === 'dishonorable'
      ? 'A dishonorable discharge bars most VA benefits. A discharge upgrade could change that.'
      : 'VA will review your service to decide which benefits you can get. Some care is available now.'

  return { summary, findings, upgradeBoard: isHonourable ? null : UPGRADE_BOARDS[branch] }
}
