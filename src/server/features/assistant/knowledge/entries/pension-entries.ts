import { officialLinks } from '@shared/guides/official-links'
import { vaForms } from '@shared/guides/va-forms'
import type { KnowledgeEntry } from '../knowledge-entry'

export const pensionEntries: readonly KnowledgeEntry[] = [
  {
    id: 'veterans-pension-eligibility',
    topic: 'pension',
    title: 'Veterans Pension: who qualifies',
    passages: [
      'Veterans Pension is a monthly payment for wartime veterans with limited income and assets. Your discharge must be other than dishonorable.',
      'If you entered active duty before September 8, 1980, you generally need at least 90 days of active duty with at least 1 day during a wartime period. If you entered later, you generally need 24 months or your full call-up period, with at least 1 day during wartime.',
      'Wartime periods include World War II, the Korean conflict, the Vietnam War era, and the Gulf War (August 2, 1990 to a date not yet set by law). You also must be 65 or older, have a permanent and total disability, live in a nursing home for long-term care, or get Social Security disability or SSI.',
      `Your yearly income must be below a set limit and your net worth must be under VA's limit. You apply on VA Form ${vaForms.veteransPension.number}.`,
    ],
    nextStep: `Apply for Veterans Pension on VA Form ${vaForms.veteransPension.number} at ${officialLinks.pension.href}, with free help from an accredited representative if you like.`,
    aliases: [
      'VA pension',
      'Veterans Pension',
      'wartime pension',
      'non-service connected pension',
      vaForms.veteransPension.number,
      'low income veteran',
      'pension eligibility',
    ],
    source: {
      title: 'Eligibility for Veterans Pension',
      url: officialLinks.pensionEligibility.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'pension-income-net-worth',
    topic: 'pension',
    title: 'Pension income and net worth limits',
    passages: [
      'VA pays pension as the difference between your countable yearly income and a maximum annual pension rate set by Congress. Unreimbursed medical expenses can lower your countable income.',
      'Net worth means your assets plus your yearly income. From December 1, 2025 to November 30, 2026, the net worth limit for Veterans Pension is $163,699. VA updates it each December 1.',
      'Your home, your car and basic household items do not count as assets.',
      'VA looks back 3 years for assets you gave away or sold for less than they were worth. This can lead to a penalty period of no pension, so be careful with anyone who charges to move your assets to qualify you.',
    ],
    nextStep: `Check the current income and net worth limits at ${officialLinks.veteransPensionRates.href} before you apply.`,
    aliases: [
      'net worth limit',
      'pension income limit',
      'MAPR',
      'look-back period',
      'asset limit',
      'pension rates',
      'countable income',
      'medical expense deduction',
    ],
    source: {
      title: 'Current Veterans Pension rates',
      url: officialLinks.veteransPensionRates.href,
    },
    checkedOn: '2026-11-23',
  },
  {
    id: 'aid-and-attendance-housebound',
    topic: 'pension',
    title: 'Aid and Attendance and Housebound benefits',
    passages: [
      'Aid and Attendance and Housebound are extra monthly payments added to Veterans Pension or Survivors Pension. They are for people who need extra help or mostly stay at home because of a disability.',
      "You may qualify for Aid and Attendance if you need another person's help with daily activities like bathing, dressing or eating, you are bedridden, you live in a nursing home because of a disability, or your eyesight is very limited.",
      'You may qualify for Housebound if a permanent disability keeps you at home most of the time. You cannot get both at once.',
      `Ask your doctor to complete VA Form ${vaForms.aidAndAttendanceExam.number}, and send it with your pension application or on its own.`,
    ],
    nextStep: `Send VA Form ${vaForms.aidAndAttendanceExam.number}, completed by your doctor, with your pension claim.`,
    aliases: [
      'Aid and Attendance',
      'A&A',
      'Housebound',
      vaForms.aidAndAttendanceExam.number,
      'nursing home',
      'assisted living',
      'help with daily activities',
      'caregiver pay for pension',
    ],
    source: {
      title: 'VA Aid and Attendance benefits and Housebound allowance',
      url: officialLinks.aidAndAttendance.href,
    },
    checkedOn: '2026-11-23',
  },
]
