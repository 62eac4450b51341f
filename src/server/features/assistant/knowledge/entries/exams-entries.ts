import { officialLinks } from '@shared/guides/official-links'
import { supportLines } from '@shared/guides/support-lines'
import type { KnowledgeEntry } from '../knowledge-entry'

export const examsEntries: readonly KnowledgeEntry[] = [
  {
    id: 'what-is-cp-exam',
    topic: 'exams',
    title: 'What a C&P exam (VA claim exam) is',
    passages: [
      'A compensation and pension exam, or C&P exam, is a medical exam VA may ask you to take after you file a claim. It helps VA rate your disability. It is not a treatment visit.',
      'The examiner may be a VA provider or a provider from a company that contracts with VA. The exam is free for you.',
      'The examiner asks about your condition, may examine you or order tests, and writes a report for VA. The examiner does not decide your claim or your rating.',
      'VA does not always need an exam. If your records already have enough medical evidence, VA can decide without one.',
      'A DBQ, a Disability Benefits Questionnaire, is the form an examiner fills out with the findings VA rates a condition by. Your own doctor can fill out a public DBQ and you can send it with your claim; VA may then need no exam.',
    ],
    nextStep:
      'Read your exam appointment letter carefully and confirm the date, time and place with the number on the letter.',
    aliases: [
      'C&P exam',
      'C and P exam',
      'compensation and pension exam',
      'VA claim exam',
      'QTC',
      'contract exam',
      'DBQ',
      'disability exam',
    ],
    source: { title: 'VA claim exam (C&P exam)', url: officialLinks.claimExam.href },
    checkedOn: '2026-11-23',
  },
  {
    id: 'prepare-for-cp-exam',
    topic: 'exams',
    title: 'How to prepare for your C&P exam',
    passages: [
      'Before the exam, review what you claimed and write down your symptoms, how often they happen, and how they affect work, sleep and daily life. Describe your bad days, not only your good ones.',
      'Bring a photo ID, a list of your medicines, and any new medical records the examiner may not have. Arrive early.',
      'Be honest and specific. Do not play down or exaggerate your symptoms, and tell the examiner if a movement or test causes pain.',
      'After the exam, write down what happened while you remember it. If you think the exam was incomplete or wrong, tell VA and your representative in writing.',
    ],
    nextStep:
      'Write a one-page list of your symptoms, how often they happen and how they limit you, and bring it to the exam.',
    aliases: [
      'C&P exam tips',
      'prepare for C&P',
      'what to say at C&P',
      'exam preparation',
      'claim exam tips',
    ],
    source: { title: 'VA claim exam (C&P exam)', url: officialLinks.claimExam.href },
    checkedOn: '2026-11-23',
  },
  {
    id: 'missed-cp-exam',
    topic: 'exams',
    title: 'What happens if you miss your C&P exam',
    passages: [
      'If you missed your exam or cannot go, contact VA right away, at the number on your appointment letter, to reschedule. A missed exam does not mean an automatic denial if you reschedule and explain why.',
      'If you miss it with good cause, such as an illness, a car breakdown on the way or a death in the family, contact VA to reschedule and explain the reason. Without good cause, VA decides a first claim on the evidence it already has, which can lead to a denial, and denies a claim for an increase (38 CFR 3.655).',
      'Good cause includes your own illness or hospital stay, or a death in your immediate family. Tell VA the reason in writing.',
      'If VA has already decided your claim, you can ask for a new exam through a Supplemental Claim or another decision review.',
    ],
    nextStep: `Call the phone number on your exam letter now to reschedule, or call VA at ${supportLines.vaBenefits.display} if you cannot find it.`,
    aliases: [
      'missed C&P exam',
      'no show exam',
      'reschedule C&P exam',
      'failed to report',
      'can not make my exam',
      'missed appointment',
      'good cause',
      'car broke down',
      'will they deny my claim',
      'missed my C&P exam',
      'forgot my exam',
      'denied automatically',
      'what should I do about a missed exam',
    ],
    source: {
      title: 'eCFR 38 CFR 3.655: Failure to report for Department of Veterans Affairs examination',
      url: officialLinks.cfrMissedExam.href,
    },
    moreSources: [{ title: officialLinks.claimExam.label, url: officialLinks.claimExam.href }],
    checkedOn: '2026-11-27',
  },
  {
    id: 'cp-exam-problems-new-examiner',
    topic: 'exams',
    title: 'If your C&P exam went badly or you want a different examiner',
    passages: [
      'You generally cannot choose your examiner. You can ask VA or the exam company to reschedule with a different examiner, and explain why in writing, but VA does not have to agree.',
      'If the exam was too short, the examiner did not review your records, or the report has mistakes, send VA a written statement that lists the problems. Ask for a copy of the exam report.',
      'If VA decides your claim using an inadequate exam, you can ask for a Higher-Level Review to point out the error, or file a Supplemental Claim with a new medical opinion.',
      'A free accredited representative can read the exam report with you and help you decide what to do.',
    ],
    nextStep:
      'Write to VA describing what was wrong with the exam, and ask a free accredited representative to review the report with you.',
    aliases: [
      'bad C&P exam',
      'new examiner',
      'different examiner',
      'inadequate exam',
      'C&P exam report',
      'examiner was rude',
      'unfavorable exam',
    ],
    source: { title: 'VA claim exam (C&P exam)', url: officialLinks.claimExam.href },
    checkedOn: '2026-11-23',
  },
]
