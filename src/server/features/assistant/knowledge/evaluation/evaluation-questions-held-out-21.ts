/*
 * Held-out evaluation set 21, written on 2026-11-27 by an independent author while round 21
 * of the assistant was being built. The author did not see the assistant, its code, its
 * knowledge base or any earlier question set; facts were checked against official pages.
 * The file is committed unread and judged once; do not tune anything against it.
 */
import type { EvaluationQuestion } from './evaluation-question'

export const twentyFirstHeldOutQuestions: readonly EvaluationQuestion[] = [
  // ---------------------------------------------------------------- disability claims and ratings
  {
    id: 'h21-itf-form-and-window',
    question:
      'ok so my buddy at the VFW says I need to "put in an intent to file" before I get all my paperwork together for my back and knees. what form is that and how long does it actually hold my date for?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-0966'], ['one year', '1 year', '12 months', '365 days', '1-year', 'one-year']],
    expectedSources: ['https://www.va.gov/resources/your-intent-to-file-a-va-claim/'],
  },
  {
    id: 'h21-initial-claim-form',
    question: 'What form number do I use to file my very first VA disability compensation claim?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-526EZ', '21-526 EZ', '21-526']],
    expectedSources: ['https://www.va.gov/disability/file-disability-claim-form-21-526ez/'],
  },
  {
    id: 'h21-bdd-window',
    question:
      "I'm active duty Air Force and my separation date is about 5 months out. When am I allowed to file a Benefits Delivery at Discharge claim? Someone said there's a specific window and if you miss it you can't do BDD.",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['180 days', '180 to 90', '180-90', '180 and 90'],
      ['90 days', '90 days before'],
    ],
    expectedSources: ['https://www.va.gov/disability/how-to-file-claim/when-to-file/pre-discharge-claim/'],
  },
  {
    id: 'h21-effective-date-within-year-of-discharge',
    question:
      'Got out in March of this year. If I dont get my comp claim in until like January will VA pay me back to when I separated, or just from when I file?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['day after', 'day following'],
      ['one year', '1 year', 'within a year', '12 months', '365 days'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/how-to-file-claim/when-to-file/',
      'https://www.law.cornell.edu/cfr/text/38/3.400',
    ],
  },
  {
    id: 'h21-combined-50-and-30',
    question:
      'VA math question. I am 50% for PTSD and 30% for migraines. Why does my rating letter say 70 combined and not 80?? Did they screw up?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['65'], ['70%', '70 percent']],
    expectedSources: [
      'https://www.va.gov/disability/about-disability-ratings/',
      'https://www.law.cornell.edu/cfr/text/38/4.25',
    ],
  },
  {
    id: 'h21-tinnitus-max-both-ears',
    question:
      "Is 10% honestly the most you can get for tinnitus? Mine is in both ears and it never stops, I figured that'd be 10 per ear.",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['10%', '10 percent', 'ten percent'],
      ['single', 'one rating', 'only one', 'both ears', 'regardless'],
    ],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/4.87'],
  },
  {
    id: 'h21-dependents-threshold',
    question:
      'Just got my first rating, 20%. My wife looked at the pay chart and asked why there is no extra money for her and our two kids. What is the rule on that?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['30%', '30 percent']],
    expectedSources: ['https://www.va.gov/disability/compensation-rates/veteran-rates/'],
  },
  {
    id: 'h21-add-newborn-dependent',
    question: 'Had a baby girl in October!! How do I add her to my VA comp so I get the dependent rate? Which form?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-686c', '686c']],
    expectedSources: ['https://www.va.gov/view-change-dependents/'],
  },
  {
    id: 'h21-school-child-over-18',
    question:
      "My son turns 18 in May but he's going to be a full-time college student in the fall. Do I lose the extra for him on my disability, or is there a way to keep him on?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-674', '674'], ['23']],
    expectedSources: ['https://www.va.gov/view-change-dependents/'],
  },
  {
    id: 'h21-ptsd-stressor-form',
    question:
      'filing for PTSD from a convoy IED in 2006. is there a specific form where I describe what happened (the stressor)?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-0781', '0781']],
    expectedSources: ['https://www.va.gov/disability/eligibility/ptsd/'],
  },
  {
    id: 'h21-lay-witness-statement',
    question:
      'My old squad leader wants to write something saying he saw me mess up my shoulder on deployment. Does VA have an official form for a buddy statement like that?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-10210', '10210']],
    expectedSources: ['https://www.va.gov/find-forms/about-form-21-10210/'],
  },
  {
    id: 'h21-private-records-release',
    question:
      "My civilian orthopedic surgeon has all my knee surgery records. Do I have to get copies myself or can VA go get them? What do I need to sign?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-4142', '4142']],
    expectedSources: ['https://www.va.gov/disability/how-to-file-claim/evidence-needed/'],
  },
  {
    id: 'h21-missed-cp-exam',
    question:
      'I missed my C&P exam yesterday because my truck broke down on the highway. Am I screwed? What happens to my claim now?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['reschedule'], ['deny', 'denied', 'denial', 'evidence of record', 'evidence already']],
    expectedSources: [
      'https://www.va.gov/disability/va-claim-exam/',
      'https://www.law.cornell.edu/cfr/text/38/3.655',
    ],
  },
  {
    id: 'h21-hypertension-within-year',
    question:
      'Got diagnosed with high blood pressure 8 months after I got out of the Army. Nothing about it in my STRs. Any way that can still be service connected?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['one year', '1 year', 'within a year', '12 months'],
      ['presumptive', 'presumed', 'chronic'],
    ],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/3.309'],
  },
  {
    id: 'h21-als-presumptive',
    question:
      "My dad was just diagnosed with ALS. He did 4 years in the Navy in the 80s, never got hurt, never deployed anywhere. Does the VA do anything for ALS or does he have to prove it came from service?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['presumptive', 'presumed', 'presumption'], ['90 days', '90 continuous days']],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/3.318'],
  },
  {
    id: 'h21-secondary-hip-from-knee',
    question:
      'My VA rated knee has me limping for years and now my hip is shot. Can I claim the hip even though I never hurt it in the service?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['secondary'], ['526']],
    expectedSources: [
      'https://www.law.cornell.edu/cfr/text/38/3.310',
      'https://www.va.gov/disability/file-disability-claim-form-21-526ez/',
    ],
  },
  {
    id: 'h21-temporary-total-convalescence',
    question:
      "having surgery on my service connected shoulder in february. my buddy said the VA might pay 100% while I'm recovering?? is that a real thing",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['temporary'],
      ['convalescen', '4.30', 'paragraph 30'],
    ],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/4.30'],
  },
  {
    id: 'h21-twenty-year-protected-rating',
    question:
      "My father has been at 60% for his heart since 1999 and now VA wants to re-examine him. He's worried sick. Can they actually lower it after all this time?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['20 years', 'twenty years', '20 or more years']],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/3.951'],
  },
  {
    id: 'h21-proposed-reduction-deadline',
    question:
      'Got a letter from VA proposing to reduce my PTSD from 50 to 30. How long do I have to send them evidence before they do it?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['60 days', 'sixty days'], ['hearing']],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/3.105'],
  },
  {
    id: 'h21-rate-100-2026',
    question: 'How much is 100% VA disability per month in 2026 for a single veteran with no dependents?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['3,938.58', '3938.58']],
    expectedSources: ['https://www.va.gov/disability/compensation-rates/veteran-rates/'],
  },
  {
    id: 'h21-rate-70-single-2026',
    question: 'Got bumped to 70 last month!!! Single, no kids. What does 70% pay on the 2026 chart?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['1,808.45', '1808.45']],
    expectedSources: ['https://www.va.gov/disability/compensation-rates/veteran-rates/'],
  },
  {
    id: 'h21-hearing-loss-tests',
    question:
      "What tests does the VA use to rate hearing loss at the C&P? I heard it's not just the beeping test in the booth.",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['Maryland CNC', 'speech discrimination', 'speech recognition'],
      ['puretone', 'pure tone', 'pure-tone'],
    ],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/4.85'],
  },
  {
    id: 'h21-c-file-copy',
    question: 'How do I get a copy of my whole C-file from the VA? Is there a form for it?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['20-10206', '10206']],
    expectedSources: ['https://www.va.gov/records/'],
  },

  // ---------------------------------------------------------------- appeals
  {
    id: 'h21-hlr-form-and-deadline',
    question:
      'They denied my sleep apnea. I dont have anything new, I just think the rater got it wrong and I want someone more senior to look at it. What form and whats the deadline?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['20-0996', '0996'], ['one year', '1 year', '365 days', '12 months']],
    expectedSources: ['https://www.va.gov/decision-reviews/higher-level-review/'],
  },
  {
    id: 'h21-supplemental-new-nexus',
    question:
      'VA denied my tinnitus in the spring. Since then my audiologist wrote me a nexus letter saying its at least as likely as not from my MOS. Which review do I file with that and what form?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['supplemental'], ['20-0995', '0995']],
    expectedSources: ['https://www.va.gov/decision-reviews/supplemental-claim/'],
  },
  {
    id: 'h21-board-appeal-form',
    question: 'I want to skip the regional office and go straight to the BVA. What do I file?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['10182']],
    expectedSources: ['https://www.va.gov/decision-reviews/board-appeal/'],
  },
  {
    id: 'h21-board-three-dockets',
    question: 'what are the 3 options (dockets?) when you appeal to the Board of Veterans Appeals',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['direct review'], ['evidence submission'], ['hearing']],
    expectedSources: ['https://www.va.gov/decision-reviews/board-appeal/'],
  },
  {
    id: 'h21-evidence-docket-window',
    question:
      'If I pick the evidence submission option at the Board, how long do I have after I file to send in new evidence?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['90 days', 'ninety days']],
    expectedSources: ['https://www.va.gov/decision-reviews/board-appeal/'],
  },
  {
    id: 'h21-cavc-deadline',
    question:
      "The Board denied my appeal last week after 3 years of waiting. Is there anything after the Board? Like a court? How long do I have?",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['Court of Appeals for Veterans Claims', 'CAVC', 'Veterans Court'],
      ['120 days', '120-day'],
    ],
    expectedSources: [
      'https://www.uscourts.cavc.gov/',
      'https://www.va.gov/decision-reviews/board-appeal/',
    ],
  },
  {
    id: 'h21-hlr-informal-conference',
    question: 'In a higher level review, can I actually talk to the reviewer and point out what they missed?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['informal conference']],
    expectedSources: ['https://www.va.gov/decision-reviews/higher-level-review/'],
  },
  {
    id: 'h21-old-denial-too-late',
    question:
      "I got denied for my knee like 3 years ago and never did anything about it. Is it too late now? I have new x-rays.",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['supplemental'], ['new and relevant']],
    expectedSources: ['https://www.va.gov/decision-reviews/supplemental-claim/'],
  },
  {
    id: 'h21-continuous-pursuit-effective-date',
    question:
      "If I file a supplemental claim after a denial, do I keep my original effective date or does it reset to the new filing date?",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['one year', '1 year', 'within a year', '365 days'], ['effective date']],
    expectedSources: [
      'https://www.va.gov/decision-reviews/supplemental-claim/',
      'https://www.law.cornell.edu/cfr/text/38/3.2500',
    ],
  },
  {
    id: 'h21-attorney-fees-initial-claim',
    question:
      "Saw a TV ad from a company that helps vets with claims for a % of back pay. Can a VA accredited attorney charge me to file my FIRST claim?",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['initial claim', 'first claim', 'original claim', 'initial decision'], ['accredited']],
    expectedSources: ['https://www.va.gov/resources/va-accredited-representative-faqs/'],
  },

  // ---------------------------------------------------------------- PACT Act and toxic exposures
  {
    id: 'h21-pact-gulf-locations-date',
    question:
      "I was in Qatar in 1996 on an AEF rotation. Is that one of the PACT Act burn pit / toxic exposure locations, and from what date does it count?",
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['August 2, 1990', 'Aug. 2, 1990', 'Aug 2, 1990', '8/2/1990']],
    expectedSources: [
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/specific-environmental-hazards/',
    ],
  },
  {
    id: 'h21-agent-orange-thailand',
    question:
      'My uncle was an Air Force security police dog handler at Korat in Thailand in 1970. Is he presumed exposed to Agent Orange? What dates does VA use for Thailand?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [
      ['January 9, 1962', 'Jan. 9, 1962', 'Jan 9, 1962', '1962'],
      ['June 30, 1976', 'June 30 1976', '1976'],
    ],
    expectedSources: ['https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/'],
  },
  {
    id: 'h21-agent-orange-hypertension',
    question:
      "dad was in country Vietnam 68-69 with the 25th ID. he has high blood pressure. was that added to the agent orange list or not?",
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['PACT']],
    expectedSources: ['https://www.va.gov/resources/the-pact-act-and-your-va-benefits/'],
  },
  {
    id: 'h21-agent-orange-korea-dmz',
    question:
      'Served on the Korean DMZ with the 2nd Infantry Division in 1969. Am I covered for Agent Orange? What dates count for Korea?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [
      ['September 1, 1967', 'Sept. 1, 1967', 'Sep 1, 1967', 'Sept 1, 1967'],
      ['August 31, 1971', 'Aug. 31, 1971', 'Aug 31, 1971'],
    ],
    expectedSources: ['https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/'],
  },
  {
    id: 'h21-blue-water-navy-distance',
    question:
      'My dad was on a destroyer off the coast of Vietnam in 1967 and never set foot on land. Does the Blue Water Navy law cover him? How close did the ship have to be?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['12 nautical miles', '12 nm', 'twelve nautical miles']],
    expectedSources: ['https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/'],
  },
  {
    id: 'h21-camp-lejeune-veteran-criteria',
    question:
      'I was at Camp Lejeune for a 6 week school in 1979. How long did you have to be there for the contaminated water presumption, and what years?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['30 days', 'thirty days'], ['1953'], ['1987']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/camp-lejeune-water-contamination/',
    ],
  },
  {
    id: 'h21-camp-lejeune-parkinsons',
    question: "Is Parkinson's one of the Camp Lejeune presumptive conditions? What else is on that list?",
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [
      ['bladder cancer', 'kidney cancer', 'liver cancer', 'multiple myeloma', 'leukemia'],
      ['non-Hodgkin', 'aplastic anemia'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/camp-lejeune-water-contamination/',
    ],
  },
  {
    id: 'h21-camp-lejeune-family-members',
    question:
      'My mom lived at Lejeune with my dad in the 70s (he was a Marine) and she now has bladder cancer. Is there anything from VA for family members, not the vet?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['reimburs'], ['15', 'fifteen']],
    expectedSources: ['https://www.clfamilymembers.fsc.va.gov/'],
  },
  {
    id: 'h21-gulf-war-multisymptom',
    question:
      "Desert Storm vet. Fatigue, joint pain, stomach problems, and no doctor can figure out what it is. What kinds of conditions does VA presume for Gulf War vets under 'chronic multisymptom illness'?",
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['fibromyalgia'], ['chronic fatigue'], ['irritable bowel', 'functional gastrointestinal', 'IBS']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/gulf-war-illness-southwest-asia/',
      'https://www.law.cornell.edu/cfr/text/38/3.317',
    ],
  },
  {
    id: 'h21-enewetak-cleanup',
    question:
      'I was on the Enewetak Atoll cleanup crew in 1978 with the Army. Does VA treat that as radiation exposure now? what years are covered',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['1977'], ['1980']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/ionizing-radiation/',
      'https://www.law.cornell.edu/cfr/text/38/3.309',
    ],
  },
  {
    id: 'h21-toxic-screening-frequency',
    question: 'VA nurse asked if I wanted a toxic exposure screening at my appointment. How often do they do those?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['5 years', 'five years']],
    expectedSources: ['https://www.va.gov/resources/the-pact-act-and-your-va-benefits/'],
  },
  {
    id: 'h21-pact-backdating',
    question:
      'I filed my PACT Act claim for constrictive bronchiolitis in July 2023 and it just got approved. How far back should my effective date go?',
    kind: 'answerable',
    area: 'toxic-exposure',
    keyFacts: [['August 10, 2022', 'Aug. 10, 2022', 'Aug 10, 2022', '8/10/2022']],
    expectedSources: ['https://www.va.gov/resources/the-pact-act-and-your-va-benefits/'],
  },

  // ---------------------------------------------------------------- TDIU
  {
    id: 'h21-tdiu-schedular-thresholds',
    question: 'What ratings do you need to qualify for individual unemployability?',
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['60%', '60 percent'], ['70%', '70 percent'], ['40%', '40 percent']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
      'https://www.law.cornell.edu/cfr/text/38/4.16',
    ],
  },
  {
    id: 'h21-tdiu-forms',
    question:
      "What's the form to apply for IU, and is there something my last employer has to fill out too?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['21-8940', '8940'], ['21-4192', '4192']],
    expectedSources: ['https://www.va.gov/disability/eligibility/special-claims/unemployability/'],
  },
  {
    id: 'h21-tdiu-marginal-employment',
    question:
      "I'm on TDIU. My brother wants me to help out at his auto shop a couple days a week, maybe 8 grand a year. Would that kill my IU?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['marginal'], ['poverty']],
    expectedSources: ['https://www.va.gov/disability/eligibility/special-claims/unemployability/'],
  },
  {
    id: 'h21-tdiu-pay-level',
    question: 'If VA grants me unemployability, how much do I get paid? same as 100% or something less?',
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['100%', '100 percent', '100-percent']],
    expectedSources: ['https://www.va.gov/disability/eligibility/special-claims/unemployability/'],
  },
  {
    id: 'h21-tdiu-extraschedular',
    question:
      "I'm only 40 and 20 (50 combined) but honestly my back keeps me from holding any job. Am I locked out of TDIU because I don't meet the percentages?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['extraschedular', 'extra-schedular', '4.16(b)', 'Director of Compensation', 'Compensation Service']],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/4.16'],
  },

  // ---------------------------------------------------------------- SMC and special allowances
  {
    id: 'h21-smc-k-meaning',
    question:
      "They rated my ED 0% secondary to my meds but then also gave me something called SMC-K. What is SMC K for?",
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['loss of use', 'loss or loss of use'], ['creative organ']],
    expectedSources: [
      'https://www.va.gov/disability/compensation-rates/special-monthly-compensation-rates/',
      'https://www.law.cornell.edu/cfr/text/38/3.350',
    ],
  },
  {
    id: 'h21-smc-s-housebound',
    question: 'What do you need for SMC-S (the housebound one)?',
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['100%', '100 percent', 'total'], ['60%', '60 percent']],
    expectedSources: ['https://www.law.cornell.edu/cfr/text/38/3.350'],
  },
  {
    id: 'h21-clothing-allowance',
    question:
      'My knee brace keeps tearing holes in my pants. Someone said VA pays a clothing allowance? How do I apply and is there a deadline?',
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['10-8678', '8678'], ['August 1', 'Aug. 1', 'Aug 1']],
    expectedSources: ['https://www.va.gov/disability/eligibility/special-claims/clothing-allowance/'],
  },
  {
    id: 'h21-auto-allowance-form',
    question:
      'Lost my left leg below the knee in Afghanistan. Is there VA money to help buy a car? Which form do I need?',
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['21-4502', '4502']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/automobile-allowance-adaptive-equipment/',
    ],
  },
  {
    id: 'h21-auto-allowance-second-grant',
    question:
      'Got the VA car grant back in 1994 after I lost both hands. The car is long gone. Can I ever get a second automobile allowance?',
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['30 years', 'thirty years']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/automobile-allowance-adaptive-equipment/',
    ],
  },
  {
    id: 'h21-sah-fy2026-max',
    question: 'What was the max Specially Adapted Housing (SAH) grant amount for fiscal year 2026?',
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['126,526', '126526']],
    expectedSources: ['https://www.va.gov/housing-assistance/disability-housing-grants/'],
  },
  {
    id: 'h21-sah-application-form',
    question:
      "My husband is in a wheelchair from a service injury and we need to widen doors and redo the bathroom. What's the VA form to apply for an adapted housing grant?",
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['26-4555', '4555']],
    expectedSources: ['https://www.va.gov/housing-assistance/disability-housing-grants/'],
  },
  {
    id: 'h21-sah-number-of-uses',
    question: 'Can the adapted housing grant be used more than once? like if we move later?',
    kind: 'answerable',
    area: 'smc-and-allowances',
    keyFacts: [['six', '6 times', 'up to 6']],
    expectedSources: ['https://www.va.gov/housing-assistance/disability-housing-grants/'],
  },

  // ---------------------------------------------------------------- military retired pay and VA pay
  {
    id: 'h21-crdp-threshold',
    question:
      "Retired from the Army after 22 years. VA just rated me 40%. Why is my retirement being offset?? I thought retirees could get both now.",
    kind: 'answerable',
    area: 'military-retired-pay',
    keyFacts: [['50%', '50 percent'], ['CRDP', 'Concurrent Retirement and Disability Pay']],
    expectedSources: ['https://www.dfas.mil/RetiredMilitary/disability/crdp/'],
  },
  {
    id: 'h21-crdp-automatic',
    question: 'Just got to 60% and I am a 20 year retiree. Do I have to apply for CRDP somewhere?',
    kind: 'answerable',
    area: 'military-retired-pay',
    keyFacts: [['automatic', 'automatically']],
    expectedSources: ['https://www.dfas.mil/RetiredMilitary/disability/crdp/'],
  },
  {
    id: 'h21-crsc-application',
    question: 'How do I apply for Combat-Related Special Compensation? what form and who gets it',
    kind: 'answerable',
    area: 'military-retired-pay',
    keyFacts: [['DD 2860', 'DD-2860', 'DD Form 2860', '2860'], ['branch', 'service department']],
    expectedSources: ['https://www.dfas.mil/RetiredMilitary/disability/crsc/'],
  },
  {
    id: 'h21-crdp-or-crsc',
    question: 'If I qualify for both CRDP and CRSC, can I get both at once?',
    kind: 'answerable',
    area: 'military-retired-pay',
    keyFacts: [
      ['choose', 'one or the other', 'not both', 'only one', 'elect'],
      ['open season'],
    ],
    expectedSources: ['https://www.dfas.mil/RetiredMilitary/disability/crsc/'],
  },
  {
    id: 'h21-chapter-61-under-20',
    question:
      "Medically retired at 12 years (chapter 61). VA has me at 80%. My retired pay gets offset dollar for dollar. Can I get CRDP or anything?",
    kind: 'answerable',
    area: 'military-retired-pay',
    keyFacts: [['CRSC', 'Combat-Related Special Compensation'], ['20 years']],
    expectedSources: [
      'https://www.dfas.mil/RetiredMilitary/disability/crdp/',
      'https://www.dfas.mil/RetiredMilitary/disability/crsc/',
    ],
  },
  {
    id: 'h21-severance-tax-refund',
    question:
      'Heard some vets who got disability severance pay could get a tax refund from the IRS because it was wrongly taxed. What were the standard refund amounts?',
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['1,750', '1750'], ['2,400', '2400'], ['3,200', '3200']],
    expectedSources: ['https://www.irs.gov/publications/p3'],
  },

  // ---------------------------------------------------------------- GI Bill and education
  {
    id: 'h21-post911-100-tier',
    question: 'how much active duty time do I need to get 100% of the post 9/11 GI bill?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['36 months', '3 years', 'three years']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/'],
  },
  {
    id: 'h21-post911-minimum-service',
    question:
      'Guard member here. Only have about 5 months of Title 10 active duty total since 9/11 (one short mobilization). Do I get any Post-9/11 GI Bill at all?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['50%', '50 percent'], ['90 days']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/'],
  },
  {
    id: 'h21-forever-gi-bill-no-expiration',
    question: 'Got out in 2015. Does my post 9/11 GI Bill expire 15 years after I got out?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [
      ['January 1, 2013', 'Jan. 1, 2013', 'Jan 1, 2013', '2013'],
      ['no time limit', 'not expire', "doesn't expire", 'never expire', 'no expiration', 'will not expire', "won't expire"],
    ],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/'],
  },
  {
    id: 'h21-mha-online-only',
    question: 'If all my classes are online only, how much housing allowance do I get on the GI Bill?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['half', '50%', 'one-half'], ['national average']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/'],
  },
  {
    id: 'h21-mha-rate-of-pursuit',
    question:
      "I'm only taking 2 classes (6 credits) this semester because of work. Why did my GI Bill housing money stop?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['more than half', 'greater than half', 'over half', 'more than 50', 'above half', 'half-time', 'half time']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/'],
  },
  {
    id: 'h21-transfer-requirements',
    question:
      "I'm an E-6 with 7 years in. I want to give my GI Bill to my daughter. What are the requirements to transfer it?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [
      ['6 years', 'six years'],
      ['4 years', 'four years', '4 more', 'four more', '4 additional', 'four additional'],
    ],
    expectedSources: ['https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/'],
  },
  {
    id: 'h21-transfer-child-age-limit',
    question: 'Until what age can my kid use the post 9/11 I transferred to him?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['26']],
    expectedSources: ['https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/'],
  },
  {
    id: 'h21-yellow-ribbon-eligibility',
    question: "I'm at 80% on the Post-9/11. Can I still get Yellow Ribbon at a private college?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['100%', '100 percent', 'maximum benefit', 'full benefit']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/yellow-ribbon-program/'],
  },
  {
    id: 'h21-fry-scholarship',
    question:
      'My husband was killed in Iraq in 2007. Our kids are 15 and 17 now. Is there a GI Bill type benefit for them and for me?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['Fry'], ['36 months']],
    expectedSources: ['https://www.va.gov/education/survivor-dependent-benefits/fry-scholarship/'],
  },
  {
    id: 'h21-dea-months-and-form',
    question: 'My dad is 100% P&T. How many months of DEA (chapter 35) can I get and which form do I apply with?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['36 months'], ['22-5490', '5490']],
    expectedSources: ['https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/'],
  },
  {
    id: 'h21-dea-spouse-time-limit',
    question:
      'I am the wife of a vet who was rated permanent and total in 2019, 10 years after he got out. How long do I have to use DEA?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['10 years', 'ten years']],
    expectedSources: ['https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/'],
  },
  {
    id: 'h21-mgib-ad-time-limit',
    question: 'How long do I have to use Montgomery GI Bill active duty after I get out?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['10 years', 'ten years']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/montgomery-active-duty/'],
  },
  {
    id: 'h21-rudisill-48-months',
    question:
      'I did two separate enlistments, used some Montgomery then switched to Post 9/11 and VA says I only get 36 months total. Didnt the Supreme Court change that? how many months max now?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['48 months', '48'], ['Rudisill']],
    expectedSources: ['https://www.va.gov/education/about-gi-bill-benefits/post-9-11/'],
  },
  {
    id: 'h21-stem-scholarship',
    question:
      "About to run out of GI Bill but I still have 2 semesters left in my electrical engineering degree. Is there any extension for STEM?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['Edith Nourse Rogers', 'STEM Scholarship'], ['30,000', '30000']],
    expectedSources: ['https://www.va.gov/education/other-va-education-benefits/stem-scholarship/'],
  },
  {
    id: 'h21-gi-bill-phone',
    question: 'what is the phone number for the GI Bill hotline',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['888-442-4551', '888-GI-BILL-1', '888 442 4551']],
    expectedSources: ['https://www.va.gov/education/'],
  },
  {
    id: 'h21-ojt-housing-stepdown',
    question:
      'Using my Post 9/11 for an electrician apprenticeship. Why did my housing payment drop after the first 6 months?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['80%', '80 percent'], ['6 months', 'six months', '6-month']],
    expectedSources: [
      'https://www.va.gov/education/about-gi-bill-benefits/how-to-use-benefits/on-the-job-training-apprenticeships/',
    ],
  },

  // ---------------------------------------------------------------- VR&E (Chapter 31)
  {
    id: 'h21-vre-application-form',
    question: 'How do I apply for voc rehab? whats the form',
    kind: 'answerable',
    area: 'vre',
    keyFacts: [['28-1900', '1900']],
    expectedSources: ['https://www.va.gov/careers-employment/vocational-rehabilitation/'],
  },
  {
    id: 'h21-vre-rating-requirement',
    question: 'What rating do I need to qualify for VR&E?',
    kind: 'answerable',
    area: 'vre',
    keyFacts: [['10%', '10 percent'], ['20%', '20 percent']],
    expectedSources: ['https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/'],
  },
  {
    id: 'h21-vre-twelve-year-limit',
    question: 'I got out in 2008 and got rated back then. Am I too late for Chapter 31?',
    kind: 'answerable',
    area: 'vre',
    keyFacts: [
      ['12 years', '12-year', 'twelve years'],
      ['January 1, 2013', 'Jan. 1, 2013', 'Jan 1, 2013', '2013'],
    ],
    expectedSources: ['https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/'],
  },
  {
    id: 'h21-vre-p911-subsistence',
    question:
      "I'm approved for VR&E and I also have Post-9/11 GI Bill left. Does voc rehab pay me the GI Bill housing rate while I'm in school?",
    kind: 'answerable',
    area: 'vre',
    keyFacts: [['Post-9/11', 'Post 9/11', 'P911SA'], ['subsistence']],
    expectedSources: ['https://www.va.gov/careers-employment/vocational-rehabilitation/'],
  },
  {
    id: 'h21-vre-tracks',
    question: 'what are the different tracks in VR&E? my counselor keeps mentioning tracks',
    kind: 'answerable',
    area: 'vre',
    keyFacts: [['reemployment'], ['independent living'], ['self-employment']],
    expectedSources: ['https://www.va.gov/careers-employment/vocational-rehabilitation/programs/'],
  },
  {
    id: 'h21-chapter-36-counseling',
    question:
      "I'm not service connected so I don't qualify for voc rehab. Does VA have free career counseling for someone like me, getting out in 4 months?",
    kind: 'answerable',
    area: 'vre',
    keyFacts: [['Chapter 36', 'Personalized Career Planning', 'PCPG'], ['28-8832', '8832']],
    expectedSources: ['https://www.va.gov/careers-employment/education-and-career-counseling/'],
  },
  {
    id: 'h21-vre-entitlement-months',
    question: 'How many months of entitlement does Chapter 31 normally give?',
    kind: 'answerable',
    area: 'vre',
    keyFacts: [['48 months', '48']],
    expectedSources: ['https://www.va.gov/careers-employment/vocational-rehabilitation/'],
  },

  // ---------------------------------------------------------------- VA health care
  {
    id: 'h21-health-care-application',
    question: 'How do I sign up for VA health care? what form number',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['10-10EZ', '1010EZ', '10-10 EZ']],
    expectedSources: ['https://www.va.gov/health-care/how-to-apply/'],
  },
  {
    id: 'h21-priority-group-1',
    question: "I'm rated 50% service connected. What priority group does that put me in and do I pay copays?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [
      ['Priority Group 1', 'priority group 1', 'group 1', 'PG 1', 'PG1'],
      ['no copay', "don't pay", 'do not pay', "won't pay", 'will not pay', 'not have to pay', '$0'],
    ],
    expectedSources: ['https://www.va.gov/health-care/eligibility/priority-groups/'],
  },
  {
    id: 'h21-outpatient-copays',
    question:
      "I'm a priority group 8 vet with no SC stuff. What are the copays for a primary care visit vs a specialist?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['$15', '15 dollars'], ['$50', '50 dollars']],
    expectedSources: ['https://www.va.gov/health-care/copay-rates/'],
  },
  {
    id: 'h21-pharmacy-copays',
    question: 'How much are VA prescription copays for a 30 day supply, and is there a cap per year?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['$5'], ['$11'], ['700']],
    expectedSources: ['https://www.va.gov/health-care/copay-rates/'],
  },
  {
    id: 'h21-community-care-drive-time',
    question:
      'The nearest VA clinic is over an hour drive. What are the drive time rules for getting community care instead?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['30 minutes', '30-minute', '30 min'], ['60 minutes', '60-minute', '60 min']],
    expectedSources: ['https://www.va.gov/communitycare/programs/veterans/General_Care.asp'],
  },
  {
    id: 'h21-urgent-care-eligibility',
    question:
      'Can I go to a regular urgent care clinic near my house and have VA cover it? what are the rules',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['network', 'in-network'], ['24 months']],
    expectedSources: ['https://www.va.gov/communitycare/programs/veterans/Urgent_Care.asp'],
  },
  {
    id: 'h21-emergency-notification',
    question:
      'My husband (vet, enrolled in VA care) was taken by ambulance to the closest civilian ER last night. How soon do we need to tell VA?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['72 hours', '72-hour']],
    expectedSources: ['https://www.va.gov/communitycare/programs/veterans/emergency_care.asp'],
  },
  {
    id: 'h21-dental-one-time',
    question:
      "just separated last month, no service connected dental problems. I heard VA will do a one time dental thing for new vets? how long do I have?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['180 days']],
    expectedSources: ['https://www.va.gov/health-care/about-va-health-benefits/dental-care/'],
  },
  {
    id: 'h21-dental-full-eligibility',
    question: 'Who gets full, comprehensive VA dental care?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['100%', '100 percent'], ['unemployab', 'TDIU', 'IU']],
    expectedSources: ['https://www.va.gov/health-care/about-va-health-benefits/dental-care/'],
  },
  {
    id: 'h21-vet-center-number',
    question:
      "What's the number to find a Vet Center? I want to talk to someone about readjustment stuff since I got back, it's not an emergency.",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['877-927-8387', '877-WAR-VETS', '877 927 8387']],
    expectedSources: ['https://www.vetcenter.va.gov/'],
  },
  {
    id: 'h21-mst-care-free',
    question:
      "Something happened to me in the Army, sexual assault, I never reported it and never filed a claim. Can I get counseling at the VA for it without being service connected?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['free', 'no cost', 'no charge', 'without cost'], ['military sexual trauma', 'MST']],
    expectedSources: ['https://www.va.gov/health-care/health-needs-conditions/military-sexual-trauma/'],
  },
  {
    id: 'h21-travel-pay-deadline',
    question: 'How long after a VA appointment do I have to file for travel pay?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['30 days', '30-day', 'thirty days']],
    expectedSources: ['https://www.va.gov/health-care/get-reimbursed-for-travel-pay/'],
  },
  {
    id: 'h21-travel-pay-rates',
    question: 'what does VA pay per mile for beneficiary travel and what is the deductible?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['41.5'], ['$3', '3 dollars'], ['$18', '18 dollars']],
    expectedSources: ['https://www.va.gov/resources/reimbursed-va-travel-expenses-and-mileage-rate/'],
  },
  {
    id: 'h21-travel-pay-eligibility',
    question:
      "I'm 20% service connected. Can I get mileage for my regular primary care visits that aren't for my SC conditions?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['30%', '30 percent']],
    expectedSources: ['https://www.va.gov/resources/reimbursed-va-travel-expenses-and-mileage-rate/'],
  },
  {
    id: 'h21-combat-vet-enrollment-window',
    question:
      'Got out of the Marines in 2019 after two Afghanistan deployments. Heard combat vets get VA health care without the income test for some years after discharge, how many?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['10 years', 'ten years']],
    expectedSources: ['https://www.va.gov/health-care/eligibility/'],
  },
  {
    id: 'h21-foreign-medical-program',
    question:
      "I'm retired in Thailand, 30% service connected for my knees. Will VA pay for any of my care over here?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['Foreign Medical Program', 'FMP'], ['service-connected', 'service connected']],
    expectedSources: ['https://www.va.gov/health-care/foreign-medical-program/'],
  },
  {
    id: 'h21-homeless-hotline',
    question:
      "My brother is an Army vet and he's been living in his car for two months. Who can he call at VA to get housing help?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['877-424-3838', '877-4AID-VET', '877 424 3838']],
    expectedSources: ['https://www.va.gov/homeless/'],
  },

  // ---------------------------------------------------------------- caregivers
  {
    id: 'h21-pcafc-rating',
    question:
      'My wife takes care of me full time since my TBI. What rating do I need for her to get the caregiver stipend program?',
    kind: 'answerable',
    area: 'caregivers',
    keyFacts: [['70%', '70 percent'], ['Comprehensive Assistance', 'PCAFC']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/comprehensive-assistance-for-family-caregivers/',
    ],
  },
  {
    id: 'h21-caregiver-application-form',
    question: 'Which form do we fill out to apply for the VA family caregiver program?',
    kind: 'answerable',
    area: 'caregivers',
    keyFacts: [['10-10CG', '1010CG', '10-10 CG']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/comprehensive-assistance-for-family-caregivers/',
    ],
  },
  {
    id: 'h21-caregiver-support-line',
    question: "i'm caring for my husband (vietnam vet) and im overwhelmed. is there a VA phone line for caregivers?",
    kind: 'answerable',
    area: 'caregivers',
    keyFacts: [['855-260-3274', '855 260 3274']],
    expectedSources: ['https://www.caregiver.va.gov/'],
  },

  // ---------------------------------------------------------------- home loans
  {
    id: 'h21-coe-form',
    question: 'What form do I use to request my VA home loan Certificate of Eligibility?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['26-1880', '1880']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/'],
  },
  {
    id: 'h21-funding-fee-first-use',
    question: 'First time using my VA loan, putting zero down. What percent is the funding fee?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['2.15']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/'],
  },
  {
    id: 'h21-funding-fee-subsequent',
    question: 'This will be my second VA loan and I have no money for a down payment. Funding fee?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['3.3']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/'],
  },
  {
    id: 'h21-funding-fee-refund',
    question:
      'We closed on our house in May. In September VA rated me 30% with an effective date back in January. My loan officer charged the funding fee. Can I get it back?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['refund']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/'],
  },
  {
    id: 'h21-irrrl-funding-fee',
    question: "what's the funding fee on a VA streamline refi (IRRRL)?",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['0.5', 'half a percent', 'half of 1', 'one-half percent']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/loan-types/interest-rate-reduction-loan/'],
  },
  {
    id: 'h21-irrrl-seasoning',
    question: 'How long do I have to wait after buying with a VA loan before I can do an IRRRL?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['210 days'], ['six', '6 consecutive', '6 monthly', '6 payments']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/loan-types/interest-rate-reduction-loan/'],
  },
  {
    id: 'h21-surviving-spouse-coe',
    question:
      'My husband died of service connected cancer last year. Can I use his VA home loan benefit? Is there a different form for me?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['26-1817', '1817']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/surviving-spouse/'],
  },
  {
    id: 'h21-native-american-direct-loan',
    question: "I'm a Navajo veteran and want to build on trust land. Does VA have a loan for that?",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['Native American Direct Loan', 'NADL']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/loan-types/native-american-direct-loan/'],
  },

  // ---------------------------------------------------------------- pension
  {
    id: 'h21-pension-net-worth-limit',
    question: 'Whats the net worth limit for VA pension for Dec 1 2025 through Nov 30 2026?',
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['163,699', '163699']],
    expectedSources: ['https://www.va.gov/pension/veterans-pension-rates/'],
  },
  {
    id: 'h21-pension-lookback',
    question:
      'Mom wants to give the grandkids $40k before we apply for Dad\'s VA pension so they don\'t count it. Is there a lookback like Medicaid?',
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['3 years', 'three years', '36 months'], ['penalty']],
    expectedSources: [
      'https://www.va.gov/pension/eligibility/',
      'https://www.law.cornell.edu/cfr/text/38/3.276',
    ],
  },
  {
    id: 'h21-pension-application-form',
    question: 'what form does a veteran use to apply for VA pension?',
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['21P-527EZ', '527EZ', '527 EZ']],
    expectedSources: ['https://www.va.gov/pension/how-to-apply/'],
  },
  {
    id: 'h21-aid-attendance-exam-form',
    question: "Grandpa needs help bathing and dressing. What's the form his doctor fills out for Aid and Attendance?",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['21-2680', '2680']],
    expectedSources: ['https://www.va.gov/pension/aid-attendance-housebound/'],
  },
  {
    id: 'h21-pension-gulf-war-stateside',
    question:
      'I served 1991 to 1993 stateside at Fort Hood, never deployed. Does that count as wartime service for VA pension?',
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['August 2, 1990', 'Aug. 2, 1990', 'Aug 2, 1990'], ['24 months', 'two years', '2 years']],
    expectedSources: ['https://www.va.gov/pension/eligibility/'],
  },
  {
    id: 'h21-vietnam-era-early-start',
    question: 'My father was an advisor in Vietnam in 1963. For VA pension purposes does that count as wartime?',
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['November 1, 1955', 'Nov. 1, 1955', 'Nov 1, 1955', '1955']],
    expectedSources: ['https://www.va.gov/pension/eligibility/'],
  },

  // ---------------------------------------------------------------- survivors
  {
    id: 'h21-dic-base-rate-2026',
    question: 'What is the basic monthly DIC rate for a surviving spouse for 2026?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['1,699.36', '1699.36']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/survivor-rates/',
    ],
  },
  {
    id: 'h21-dic-eight-year-provision',
    question:
      'My husband was 100% for over 10 years before he died and we were married the whole time. How much is the 8-year add-on to DIC now?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['360.85']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/survivor-rates/',
    ],
  },
  {
    id: 'h21-dic-application-form',
    question: 'Which form does a widow use to apply for DIC?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['21P-534EZ', '534EZ', '534 EZ']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/',
    ],
  },
  {
    id: 'h21-dic-remarriage-age',
    question:
      "I've been getting DIC since my husband died in 2012 and I'm thinking about remarrying. I'm 58. Will I lose it?",
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['55']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/',
    ],
  },
  {
    id: 'h21-dic-ten-year-rule',
    question:
      'My husband was rated 100% P&T for 7 years and died of a heart attack, which was not one of his SC conditions. Can I get DIC?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['10 years', 'ten years']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/',
    ],
  },
  {
    id: 'h21-champva-application',
    question: 'My husband is 100% P&T and I have no TRICARE. How do I apply for CHAMPVA, which form?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['10-10d', '1010d', '10-10 d']],
    expectedSources: ['https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/'],
  },
  {
    id: 'h21-champva-turning-65',
    question: "I'm a widow on CHAMPVA and I turn 65 in March. Do I have to get Medicare Part B to keep CHAMPVA?",
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['Part B'], ['CHAMPVA for Life']],
    expectedSources: ['https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/'],
  },
  {
    id: 'h21-champva-claim-deadline',
    question: 'How long do I have to send a CHAMPVA claim after I see the doctor?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['1 year', 'one year', '365 days', '12 months']],
    expectedSources: ['https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/'],
  },

  // ---------------------------------------------------------------- burial and memorials
  {
    id: 'h21-burial-allowance-sc-death',
    question:
      'My father died from his service connected lung cancer (Agent Orange). How much is the VA burial allowance when the death is service connected?',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['2,000', '2000']],
    expectedSources: ['https://www.va.gov/burials-memorials/veterans-burial-allowance/'],
  },
  {
    id: 'h21-burial-allowance-nsc-deadline',
    question:
      'Grandpa was a Korea vet getting VA pension, he passed 18 months ago and we paid for the funeral. Too late to file for the burial allowance?',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['2 years', 'two years']],
    expectedSources: ['https://www.va.gov/burials-memorials/veterans-burial-allowance/'],
  },
  {
    id: 'h21-burial-allowance-form',
    question: 'form number for the VA burial allowance?',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['21P-530EZ', '530EZ', '530 EZ']],
    expectedSources: ['https://www.va.gov/burials-memorials/veterans-burial-allowance/'],
  },
  {
    id: 'h21-headstone-form',
    question: 'Dad is buried in a private cemetery with no marker yet. How do we order a free government headstone?',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['40-1330', '1330']],
    expectedSources: ['https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/'],
  },
  {
    id: 'h21-preneed-eligibility',
    question: "Me and my wife want to know now if we can be buried in a national cemetery so the kids don't have to deal with it. Is there a way to find out in advance?",
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['pre-need', 'preneed'], ['40-10007', '10007']],
    expectedSources: ['https://www.va.gov/burials-memorials/pre-need-eligibility/'],
  },
  {
    id: 'h21-medallion-existing-headstone',
    question:
      "My grandfather already has a nice private headstone we paid for. Is there something from VA we can attach to show he was a veteran?",
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['medallion'], ['40-1330M', '1330M']],
    expectedSources: ['https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/'],
  },
  {
    id: 'h21-funeral-honors-minimum',
    question: 'What does a basic military funeral honors detail include at minimum?',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['two', '2 uniformed', '2 members'], ['Taps']],
    expectedSources: ['https://www.cem.va.gov/military_funeral_honors.asp'],
  },

  // ---------------------------------------------------------------- life insurance
  {
    id: 'h21-vgli-deadline',
    question:
      'Got out 3 months ago and just realized my SGLI ended. Can I still convert to VGLI, and do I have to answer health questions?',
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [
      ['1 year and 120 days', 'one year and 120 days', '1 year 120 days', '1 year plus 120 days'],
      ['240 days'],
    ],
    expectedSources: ['https://www.va.gov/life-insurance/options-eligibility/vgli/'],
  },
  {
    id: 'h21-valife-basics',
    question:
      'I have a 40% rating and nobody will sell me life insurance because of my heart. What is VALife and how much coverage can I get?',
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['40,000', '40000'], ['2 years', 'two years', '2-year', 'two-year']],
    expectedSources: ['https://www.va.gov/life-insurance/options-eligibility/valife/'],
  },
  {
    id: 'h21-sgli-max',
    question: 'max SGLI coverage?',
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['500,000', '500000', '500k']],
    expectedSources: ['https://www.va.gov/life-insurance/options-eligibility/sgli/'],
  },
  {
    id: 'h21-fsgli-amounts',
    question: "My husband is active duty. How much life insurance does FSGLI give for me as the spouse and for our kids?",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['100,000', '100000'], ['10,000', '10000']],
    expectedSources: ['https://www.va.gov/life-insurance/options-eligibility/fsgli/'],
  },
  {
    id: 'h21-vgli-increase',
    question: 'I have VGLI at $200k. Can I increase it later without a medical exam?',
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['25,000', '25000'], ['5 years', 'five years'], ['60']],
    expectedSources: ['https://www.va.gov/life-insurance/options-eligibility/vgli/'],
  },

  // ---------------------------------------------------------------- discharge upgrades and records
  {
    id: 'h21-drb-form-and-window',
    question:
      'I got a general under honorable for a DUI in 2016. Want to try for an upgrade to honorable. What form and is there a time limit?',
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['DD 293', 'DD-293', 'DD Form 293', 'DD293'], ['15 years', 'fifteen years']],
    expectedSources: ['https://www.va.gov/discharge-upgrade-instructions/'],
  },
  {
    id: 'h21-bcmr-form',
    question:
      "My discharge was in 1998 so the review board is out. Where do I go now for an upgrade, what form?",
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['DD 149', 'DD-149', 'DD Form 149', 'DD149'], ['Board for Correction', 'BCMR', 'BCNR']],
    expectedSources: ['https://www.va.gov/discharge-upgrade-instructions/'],
  },
  {
    id: 'h21-liberal-consideration',
    question:
      'I got an OTH for pattern of misconduct after I came back from Iraq, drinking, fights, missed formations. I was diagnosed with PTSD later. Does that matter for a discharge upgrade?',
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['liberal consideration'], ['Kurta', 'Hagel', 'Wilkie']],
    expectedSources: ['https://www.va.gov/discharge-upgrade-instructions/'],
  },
  {
    id: 'h21-sf180-records',
    question: 'How do I request my complete military personnel file by mail?',
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['SF-180', 'SF 180', 'SF180', 'Standard Form 180']],
    expectedSources: ['https://www.archives.gov/veterans/military-service-records'],
  },
  {
    id: 'h21-1973-fire',
    question:
      'Dad was Army, discharged in 1958. NPRC said his records may have been in the fire. What fire and how much got destroyed?',
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['1973'], ['80%', '80 percent']],
    expectedSources: ['https://www.archives.gov/personnel-records-center/fire-1973'],
  },
  {
    id: 'h21-character-of-discharge',
    question:
      "I got an other than honorable discharge. Does that mean I automatically can't get anything at all from VA?",
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['character of discharge']],
    expectedSources: ['https://www.va.gov/discharge-upgrade-instructions/'],
  },
  {
    id: 'h21-dd214-fast',
    question: 'fastest way to get a copy of my DD214? got out of the Navy in 2019',
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['milConnect'], ['eVetRecs', 'SF-180', 'SF 180', 'National Personnel Records Center', 'NPRC']],
    expectedSources: ['https://www.va.gov/records/get-military-service-records/'],
  },

  // ---------------------------------------------------------------- VA and other programmes
  {
    id: 'h21-ssdi-and-va-comp',
    question: "Can I get Social Security disability and VA disability at the same time? Does one lower the other?",
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['separate', 'does not reduce', "doesn't reduce", 'not offset', 'no offset', 'independent', 'not reduce', "won't reduce"]],
    expectedSources: ['https://www.ssa.gov/people/veterans/'],
  },
  {
    id: 'h21-ssa-expedite-pt',
    question: "I'm 100% P&T with VA. Does Social Security speed up my SSDI application because of that?",
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['expedite', 'faster', 'priority', 'quicker']],
    expectedSources: ['https://www.ssa.gov/people/veterans/'],
  },
  {
    id: 'h21-va-comp-taxable',
    question: 'Do I have to report my VA disability payments on my federal tax return?',
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['not taxable', 'tax-free', 'tax free', 'nontaxable', 'non-taxable', "isn't taxable", 'not subject to']],
    expectedSources: ['https://www.irs.gov/publications/p525'],
  },
  {
    id: 'h21-tricare-for-life-part-b',
    question: "Army retiree, turning 65 in June. Do I need to sign up for Medicare Part B to keep TRICARE?",
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['TRICARE For Life', 'TFL'], ['Part B']],
    expectedSources: ['https://www.tricare.mil/tfl'],
  },
  {
    id: 'h21-tamp-after-separation',
    question: "I'm separating (not retiring) after one enlistment. How long does my family keep TRICARE after I get out?",
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['TAMP', 'Transitional Assistance Management Program'], ['180 days']],
    expectedSources: ['https://www.tricare.mil/TAMP'],
  },
  {
    id: 'h21-medicare-part-b-penalty',
    question: "I only use the VA for my health care. Can I just skip Medicare Part B when I turn 65? Any downside?",
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['10%', '10 percent'], ['penalty']],
    expectedSources: ['https://www.va.gov/health-care/about-va-health-benefits/va-health-care-and-other-insurance/'],
  },
  {
    id: 'h21-veteran-id-card',
    question: "I don't use VA health care but want an ID card that shows I'm a vet for discounts. What's that called and how do I get it?",
    kind: 'answerable',
    area: 'other-programs',
    keyFacts: [['Veteran ID Card', 'VIC']],
    expectedSources: ['https://www.va.gov/records/get-veteran-id-cards/'],
  },

  // ---------------------------------------------------------------- debts and overpayments
  {
    id: 'h21-debt-waiver-deadline',
    question:
      "Got a letter that I was overpaid comp because VA didn't take my ex-wife off in time. I can't pay $4,300. How long do I have to ask for a waiver?",
    kind: 'answerable',
    area: 'debts',
    keyFacts: [['180 days']],
    expectedSources: ['https://www.va.gov/resources/waivers-for-va-benefit-debt/'],
  },
  {
    id: 'h21-debt-management-center-phone',
    question: 'phone number for the VA Debt Management Center?',
    kind: 'answerable',
    area: 'debts',
    keyFacts: [['800-827-0648', '800 827 0648']],
    expectedSources: ['https://www.va.gov/manage-va-debt/'],
  },
  {
    id: 'h21-financial-status-report',
    question: 'What form do I send with a waiver request to show my income and expenses?',
    kind: 'answerable',
    area: 'debts',
    keyFacts: [['5655'], ['Financial Status Report']],
    expectedSources: ['https://www.va.gov/resources/waivers-for-va-benefit-debt/'],
  },

  // ---------------------------------------------------------------- employment and small business
  {
    id: 'h21-ten-point-preference-form',
    question:
      "Applying for federal jobs on USAJOBS. I'm 30% SC. What form do I need for 10-point veterans' preference?",
    kind: 'answerable',
    area: 'employment',
    keyFacts: [['SF-15', 'SF 15', 'SF15', 'Standard Form 15']],
    expectedSources: ['https://www.fedshirevets.gov/'],
  },
  {
    id: 'h21-thirty-percent-noncompetitive',
    question: 'Is there a special federal hiring authority for disabled vets where you skip the competition?',
    kind: 'answerable',
    area: 'employment',
    keyFacts: [['30%', '30 percent'], ['noncompetitive', 'non-competitive']],
    expectedSources: ['https://www.fedshirevets.gov/'],
  },
  {
    id: 'h21-userra-reemployment-deadline',
    question:
      "Reservist here, just got back from a 9 month deployment. How long do I have to go back to my civilian employer and ask for my job back?",
    kind: 'answerable',
    area: 'employment',
    keyFacts: [['90 days', 'ninety days'], ['USERRA']],
    expectedSources: ['https://www.dol.gov/agencies/vets/programs/userra'],
  },
  {
    id: 'h21-sdvosb-certification',
    question:
      "I own a small construction company and I'm a disabled vet. Who certifies SDVOSBs now for federal contracts? It used to be the VA.",
    kind: 'answerable',
    area: 'employment',
    keyFacts: [['SBA', 'Small Business Administration'], ['VetCert']],
    expectedSources: ['https://veterans.certify.sba.gov/'],
  },
  {
    id: 'h21-skillbridge',
    question:
      "I'm getting out next year. Is there a program where I can intern at a civilian company while still on active duty?",
    kind: 'answerable',
    area: 'employment',
    keyFacts: [['SkillBridge'], ['180 days']],
    expectedSources: ['https://skillbridge.osd.mil/'],
  },

  // ---------------------------------------------------------------- general
  {
    id: 'h21-va-benefits-hotline',
    question: 'What number do I call to check on my VA disability claim status?',
    kind: 'answerable',
    area: 'general',
    keyFacts: [['800-827-1000', '800 827 1000']],
    expectedSources: ['https://www.va.gov/contact-us/'],
  },
  {
    id: 'h21-myva411',
    question: "I don't even know which VA office to call, is there just one main number for VA?",
    kind: 'answerable',
    area: 'general',
    keyFacts: [['800-698-2411', 'MyVA411', '800 698 2411']],
    expectedSources: ['https://www.va.gov/contact-us/'],
  },

  // ---------------------------------------------------------------- follow-ups
  {
    id: 'h21-fu-supplemental-form',
    previous: [
      "VA denied my knee claim last month. Since then I got an MRI and my orthopedist wrote a letter saying it's from my airborne jumps.",
    ],
    question: 'ok which form is that?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['20-0995', '0995']],
    expectedSources: ['https://www.va.gov/decision-reviews/supplemental-claim/'],
  },
  {
    id: 'h21-fu-hlr-deadline',
    previous: ['What is a higher-level review?'],
    question: 'and how long do I have to ask for one?',
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['one year', '1 year', '365 days', '12 months']],
    expectedSources: ['https://www.va.gov/decision-reviews/higher-level-review/'],
  },
  {
    id: 'h21-fu-champva-kids',
    previous: ["My husband is rated 100% permanent and total and I just found out I can probably get CHAMPVA."],
    question: 'what about my kids? one is 16 and the older one is 20 and in college full time',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['23'], ['18']],
    expectedSources: ['https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/'],
  },
  {
    id: 'h21-fu-rate-70',
    previous: ['How much does a single vet with no dependents get at 50% in 2026?'],
    question: 'and at 70?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['1,808.45', '1808.45']],
    expectedSources: ['https://www.va.gov/disability/compensation-rates/veteran-rates/'],
  },
  {
    id: 'h21-fu-pmc-cost',
    previous: [
      'Grandpa passed last week, he was a Korean War vet. Someone at the funeral home said we can get a certificate signed by the President.',
    ],
    question: 'does that cost anything? and what form',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['no cost', 'free', 'no charge'], ['40-0247', '0247']],
    expectedSources: ['https://www.va.gov/burials-memorials/memorial-items/presidential-memorial-certificates/'],
  },
  {
    id: 'h21-fu-national-cemetery-scheduling',
    previous: [
      'My dad died this morning. He was a Vietnam vet and always said he wanted to be buried in the national cemetery near us.',
    ],
    question: 'who do I call for that?',
    kind: 'answerable',
    area: 'burial-memorials',
    keyFacts: [['800-535-1117', '800 535 1117']],
    expectedSources: ['https://www.cem.va.gov/cem/burial_benefits/need.asp'],
  },
  {
    id: 'h21-fu-vgli-conversion',
    previous: ["I'm getting out of the Army in 3 months and I have the full $500k SGLI."],
    question: 'can I keep it after? how long do I have',
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [
      ['VGLI', "Veterans' Group Life Insurance", 'Veterans Group Life Insurance'],
      ['1 year and 120 days', 'one year and 120 days', '1 year 120 days', '1 year plus 120 days'],
    ],
    expectedSources: ['https://www.va.gov/life-insurance/options-eligibility/vgli/'],
  },
  {
    id: 'h21-fu-funding-fee-exempt',
    previous: ["I'm rated 60% and I want to use my VA home loan to buy our first house."],
    question: 'do I have to pay that funding fee thing?',
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['exempt', 'exemption', "don't have to pay", 'do not have to pay', 'no funding fee', 'waived']],
    expectedSources: ['https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/'],
  },
  {
    id: 'h21-fu-dea-spouse-form',
    previous: ["I'm 100% P&T. Can my wife get any education benefits from VA?"],
    question: 'which form does she use?',
    kind: 'answerable',
    area: 'education',
    keyFacts: [['22-5490', '5490']],
    expectedSources: ['https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/'],
  },
  {
    id: 'h21-fu-combined-with-knee',
    previous: ["I'm rated 40% for my back and 30% for PTSD.", "What's my combined rating?"],
    question: 'and if they give me another 20 for my knee?',
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['70%', '70 percent']],
    expectedSources: ['https://www.va.gov/disability/about-disability-ratings/'],
  },
  {
    id: 'h21-fu-next-of-kin-records',
    previous: ["How do I get my dad's DD214? He was in the Navy in the 60s and passed away last year."],
    question: "who's allowed to request it? I'm his son",
    kind: 'answerable',
    area: 'discharge-and-records',
    keyFacts: [['next of kin', 'next-of-kin'], ['SF-180', 'SF 180', 'SF180', 'Standard Form 180', 'eVetRecs']],
    expectedSources: ['https://www.archives.gov/veterans/military-service-records'],
  },
  {
    id: 'h21-fu-sc-emergency-claim-deadline',
    previous: [
      'I paid out of pocket for a civilian ER visit when my service-connected knee gave out on a trip. Will VA pay me back?',
    ],
    question: 'how long do I have to file that?',
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['2 years', 'two years']],
    expectedSources: [
      'https://www.va.gov/communitycare/programs/veterans/emergency_care.asp',
      'https://www.law.cornell.edu/cfr/text/38/17.126',
    ],
  },
  {
    id: 'h21-fu-survivor-aid-attendance',
    previous: [
      'My mother is the widow of a WWII Navy vet. She is 91, in assisted living and has almost no income besides a small Social Security check.',
    ],
    question: 'is there extra money if she needs help with bathing and dressing?',
    kind: 'answerable',
    area: 'survivors',
    keyFacts: [['Aid and Attendance', 'Aid & Attendance'], ['Survivors Pension', "Survivors' Pension", 'survivor pension']],
    expectedSources: ['https://www.va.gov/pension/aid-attendance-housebound/'],
  },
  {
    id: 'h21-fu-transfer-child-high-school',
    previous: ['How do I transfer my Post-9/11 GI Bill to my son?'],
    question: "can he use it while he's still in high school for dual enrollment?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['18'], ['diploma', 'equivalency', 'GED']],
    expectedSources: ['https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/'],
  },
  {
    id: 'h21-fu-copay-debt-number',
    previous: ["What's the VA Debt Management Center phone number?"],
    question: 'and if its a medical copay bill instead, same number?',
    kind: 'answerable',
    area: 'debts',
    keyFacts: [['866-400-1238', '866 400 1238']],
    expectedSources: ['https://www.va.gov/manage-va-debt/'],
  },

  // ---------------------------------------------------------------- out of scope
  {
    id: 'h21-oos-vfw-chili',
    question: 'whats a good slow cooker chili recipe that feeds like 25 people? doing the VFW post cookout saturday',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-army-navy-game',
    question: 'Who won the Army-Navy game last year and what was the score?',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-iphone-locked',
    question: 'locked out of my iphone after too many passcode tries, how do I reset it without losing my pictures',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-cat-vet',
    question: 'Can you recommend a good vet in Tulsa for my cat? She needs a dental cleaning and the last place charged $900.',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-backyard-fire-pit',
    question: 'How do I build a backyard fire pit out of pavers? how deep should the gravel base be',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-workers-comp-ohio',
    question:
      'I hurt my back lifting boxes at my warehouse job in Ohio last week. How do I file a workers comp claim with my employer and what is the deadline?',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-401k-rollover',
    question: 'Just left my job at the plant. How do I roll my old 401k into an IRA without getting taxed?',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-standard-deduction',
    question: "What's the standard deduction for married filing jointly this year?",
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-hawaii-flights',
    question: 'cheapest days of the week to fly to Honolulu in December? flying out of Dallas with 3 kids',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-aphids',
    question: 'how do I get rid of aphids on my tomato plants without spraying chemicals',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-veterans-day-parade',
    question: 'What time does the Veterans Day parade in New York start and whats the route?',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-security-deposit',
    question:
      "Moved out of my apartment in San Antonio 6 weeks ago and my landlord still hasn't returned my security deposit. What can I do?",
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-agent-orange-band',
    question: 'Agent Orange the punk band - what are their best known songs? my son wants to go to their show',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-pickleball',
    question: 'explain the kitchen rule in pickleball, my wife keeps saying I break it',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-pdf-to-word',
    question: 'how do I turn a PDF into a Word doc for free so I can edit my resume',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-battle-of-bulge-book',
    question: "Recommend a good book about the Battle of the Bulge? My grandpa was there and I want to understand what he went through.",
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-asvab-score',
    question: 'My 17 year old wants to enlist in the Marines. What ASVAB score does he need to get in?',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-parking-ticket-appeal',
    question: 'How do I appeal a parking ticket in Chicago? I was parked legally, the sign was covered by a tree',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-small-business-pension-plan',
    question:
      "I run a one-man HVAC business. Which is better for my own retirement, a SEP IRA or a solo 401k? Trying to set up some kind of pension for myself.",
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'h21-oos-passport-renewal',
    question: 'how long does it take to renew a passport right now and can I do it online?',
    kind: 'out-of-scope',
    area: 'out-of-scope',
    keyFacts: [],
    expectedSources: [],
  },
]
