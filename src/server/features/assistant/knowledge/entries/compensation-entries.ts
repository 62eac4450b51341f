import { officialLinks } from '@shared/guides/official-links'
import { supportLines } from '@shared/guides/support-lines'
import { vaForms } from '@shared/guides/va-forms'
import type { KnowledgeEntry } from '../knowledge-entry'

export const compensationEntries: readonly KnowledgeEntry[] = [
  {
    id: 'disability-compensation-payments',
    topic: 'compensation',
    title: 'How much VA disability pays and when',
    passages: [
      'VA disability compensation is a tax-free monthly payment. The amount depends on your combined rating and, from 30% up, on your dependents.',
      'For the rates that took effect on December 1, 2025, a 10% rating pays $180.42 a month, 20% pays $356.66, and 100% pays $3,938.58 for a veteran with no dependents.',
      "VA usually adjusts rates every December 1 for cost of living, so check VA's rate tables for the amount that applies to you now.",
      'VA pays on the first business day of each month, for the month before. Direct deposit is the usual way to get paid.',
      'To estimate your own monthly payment from your ratings, with a spouse or children, use the disability rating calculator on our Tools page (/tools).',
    ],
    nextStep: `Look up your exact amount in the current rate tables at ${officialLinks.compensationRates.href}.`,
    aliases: [
      'VA disability pay',
      'compensation rates',
      'how much does VA pay',
      'VA pay chart',
      'monthly payment',
      'pay date',
      'COLA',
      '2026 rates',
    ],
    source: {
      title: 'Current Veterans disability compensation rates',
      url: officialLinks.compensationRates.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'adding-dependents',
    topic: 'compensation',
    title: 'Adding a spouse, child or parent to your disability pay',
    passages: [
      'If your combined rating is 30% or higher, VA pays you more for a spouse, children, and dependent parents.',
      `Add a spouse or child on VA Form ${vaForms.addDependents.number}, or online on VA.gov. For a child aged 18 to 23 who is in school, use VA Form ${vaForms.schoolChild.number}. For a dependent parent, use VA Form ${vaForms.dependentParent.number}.`,
      'Tell VA right away about changes such as a divorce, a death, or a child leaving school. Late updates can create a debt you have to pay back.',
      `Added pay for dependents starts at a combined rating of 30%; below that, VA pays the same rate with or without a family. Stepchildren who live in your household, and a child who became permanently incapable of self-support before 18 (a helpless child), can be your dependents.`,
      `If you add a spouse or child within 1 year of the marriage or birth, VA pays the added amount back to that date.`,
    ],
    nextStep: `Add or remove dependents online at VA.gov, or send VA Form ${vaForms.addDependents.number}.`,
    aliases: [
      'add dependents',
      'add spouse',
      'add child',
      vaForms.addDependents.number,
      vaForms.schoolChild.number,
      'school child',
      'dependent parent',
      'marriage',
      'new baby',
      `why dont i get anything extra`,
      `20 percent and 3 kids`,
      `stepchildren`,
      `wifes kids`,
      `autism dependent`,
      `helpless child`,
      `never added her`,
      `back pay for baby`,
      `mom lives with me`,
    ],
    source: {
      title: 'Current Veterans disability compensation rates',
      url: officialLinks.compensationRates.href,
    },
    moreSources: [
      { title: officialLinks.addRemoveDependent.label, url: officialLinks.addRemoveDependent.href },
    ],
    checkedOn: '2026-11-23',
  },
  {
    id: 'effective-dates',
    topic: 'compensation',
    title: 'Effective dates: when your benefits start',
    passages: [
      'The effective date is the date VA uses to start your benefits. It is usually the later of the date VA got your claim or the date your condition started (38 CFR 3.400).',
      'If you file within 1 year after leaving active duty, the effective date can be the day after your discharge.',
      'An intent to file can make the effective date earlier. So can continuous pursuit, which means asking for a decision review within 1 year of each decision.',
      'If you think VA gave you the wrong effective date, you can ask for a decision review within 1 year of the decision.',
    ],
    nextStep:
      'Check the effective date in your decision letter, and if it looks wrong, ask a free accredited representative about a Higher-Level Review.',
    aliases: [
      'effective date',
      'start date',
      'earlier effective date',
      'when does my pay start',
      '38 CFR 3.400',
    ],
    source: {
      title: 'eCFR 38 CFR 3.400: General effective dates',
      url: officialLinks.cfrEffectiveDates.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'back-pay-retroactive',
    topic: 'compensation',
    title: 'Back pay (retroactive payments)',
    passages: [
      'Back pay is the money owed from your effective date until VA decided your claim. VA usually pays it in one payment after the decision.',
      'Payments start on the first day of the month after your effective date (38 CFR 3.31). So a claim effective in March is paid from April 1.',
      'Some things can reduce back pay, such as military retired pay or separation pay that VA must offset, or a fee agreement with an accredited attorney or agent.',
      `The time to receive back pay varies. If it has not arrived after the decision, call VA at ${supportLines.vaBenefits.display}.`,
    ],
    nextStep: `Check your payment history on VA.gov, and call ${supportLines.vaBenefits.display} if your back pay has not arrived.`,
    aliases: [
      'back pay',
      'backpay',
      'retro pay',
      'retroactive pay',
      'lump sum',
      'when will I get my back pay',
    ],
    source: {
      title: 'eCFR 38 CFR 3.31: Commencement of the period of payment',
      url: officialLinks.cfrPaymentStart.href,
    },
    checkedOn: '2026-11-23',
  },
]
