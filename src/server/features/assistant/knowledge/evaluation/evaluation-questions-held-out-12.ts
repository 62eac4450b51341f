/**
 * The twelfth held-out set of evaluation questions for the assistant: never use them for tuning.
 *
 * Written on 2026-11-27 by an independent author without seeing the assistant, its code, its
 * knowledge base or the earlier sets, while round 12 of the assistant's work was under way; committed
 * unread, to be judged once at the end of that round. Do not edit by hand.
 */
import type { EvaluationQuestion } from './evaluation-question'

export const twelfthHeldOutQuestions: readonly EvaluationQuestion[] = [
  // ---------------------------------------------------------------- disability claims
  {
    id: 'itf-deadline-and-form',
    question:
      "my buddy from my old unit told me to put in an ITF before i get all my records together, my private doc is slow as hell sending stuff. once i do the intent to file how long do i actually have to get the real claim in before i lose the date? and is it a form or what",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [
      ['1 year', 'one year', '12 months', '365 days', 'a year'],
      ['21-0966', '0966'],
    ],
    expectedSources: [
      'https://www.va.gov/resources/your-intent-to-file-a-va-claim/',
      'https://www.va.gov/find-forms/about-form-21-0966/',
      'https://www.ecfr.gov/current/title-38/section-3.155',
    ],
  },
  {
    id: 'bdd-window-before-separation',
    question:
      "ETS is in April, about 5 months out. The lady at TAP said I can file my disability claim before I even get out of the Army using BDD. What is the exact window for that, how early and how late can I submit?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['180'], ['90']],
    expectedSources: [
      'https://www.va.gov/disability/how-to-file-claim/when-to-file/pre-discharge-claim/',
      'https://www.va.gov/disability/how-to-file-claim/when-to-file/',
    ],
  },
  {
    id: 'paper-disability-claim-form-number',
    question: "whats the form number for filing a va disability claim on paper? my dad doesnt do computers at all and wants to mail it",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-526EZ', '21-526', '526EZ', '526 EZ']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-21-526ez/',
      'https://www.va.gov/disability/how-to-file-claim/',
    ],
  },
  {
    id: 'effective-date-claim-within-year-of-discharge',
    question:
      "Separated from the Air Force this past March and haven't filed for anything yet. If I get my claim in before next March, does VA pay me back to when I got out or only from the date I file? Trying to decide if I should rush it.",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['day after', 'day following', 'the day you left', 'day you separated']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.400',
      'https://www.law.cornell.edu/cfr/text/38/3.400',
      'https://www.law.cornell.edu/uscode/text/38/5110',
    ],
  },
  {
    id: 'buddy-statement-form',
    question:
      "My husband's old squad leader wants to write something about the IED blast in 2010 that messed up my husband's back, since it never got put in his records. Is there a particular VA form he should use or can he just write a letter and sign it?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-10210', '10210', '21-4138', '4138']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-21-10210/',
      'https://www.va.gov/find-forms/about-form-21-4138/',
    ],
  },
  {
    id: 'missed-cp-exam-good-cause',
    question: "missed my C&P exam yesterday bc my truck broke down on the interstate. can they just deny my claim now?? what do i do",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['reschedule', 'good cause']],
    expectedSources: [
      'https://www.va.gov/disability/va-claim-exam/',
      'https://www.ecfr.gov/current/title-38/section-3.655',
      'https://www.law.cornell.edu/cfr/text/38/3.655',
    ],
  },
  {
    id: 'secondary-service-connection-hip',
    question:
      "VA rated my left knee 10% back in 2017. Now my right hip is killing me and my ortho says it's from years of limping to favor the knee. Can I get the hip connected because of the knee even though the hip was never hurt in service? What's that kind of claim called?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['secondary']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.310',
      'https://www.law.cornell.edu/cfr/text/38/3.310',
      'https://www.va.gov/disability/eligibility/',
    ],
  },
  // ---------------------------------------------------------------- disability ratings
  {
    id: 'tinnitus-both-ears-single-rating',
    question:
      "tinnitus in both ears, ringing 24/7. does VA give 10% per ear? a guy at the legion says he gets 20 for his",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [
      ['10%', '10 percent', 'ten percent'],
      ['single', 'one rating', 'only one', 'regardless', 'not 20', 'not per ear', "isn't per ear", 'whether one or both', 'both ears'],
    ],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-4.87',
      'https://www.law.cornell.edu/cfr/text/38/4.87',
    ],
  },
  {
    id: 'combined-rating-50-and-30',
    question:
      "I have 50% for PTSD and 30% for my lower back. Why is my combined rating 70 and not 80?? Did they make a mistake, 50 plus 30 is 80 last I checked",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [['65'], ['round']],
    expectedSources: [
      'https://www.va.gov/disability/about-disability-ratings/',
      'https://www.ecfr.gov/current/title-38/section-4.25',
      'https://www.law.cornell.edu/cfr/text/38/4.25',
    ],
  },
  {
    id: 'ptsd-rating-levels',
    question: "What are the percentages VA can give for PTSD? my counselor thinks I should be at 40",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [['30'], ['50'], ['70']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-4.130',
      'https://www.law.cornell.edu/cfr/text/38/4.130',
    ],
  },
  {
    id: 'pt-meaning-no-future-exams',
    question:
      "my decision letter says my 100% is P&T. what does that actually mean? does it mean they wont keep calling me in for re-exams every couple years",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [
      ['permanent and total', 'permanent & total', 'permanently and totally'],
      ['no future', 'not scheduled', 'routine future', 'future exam', 'future examination', "won't be scheduled", 'will not be scheduled', 'no routine'],
    ],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.340',
      'https://www.ecfr.gov/current/title-38/section-3.327',
      'https://www.va.gov/disability/about-disability-ratings/',
    ],
  },
  {
    id: 'protected-rating-after-20-years',
    question:
      "My dad has been at 60% for his back since 1998. VA just scheduled him for a new exam and he's panicking they'll cut him. At this point can they even lower it after that many years?",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [['20 years', 'twenty years', '20 or more years']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.951',
      'https://www.law.cornell.edu/cfr/text/38/3.951',
      'https://www.law.cornell.edu/uscode/text/38/110',
    ],
  },
  {
    id: 'dependents-extra-pay-threshold',
    question: "can i get extra money added for my wife and 2 kids on my disability check? i'm only rated 20% right now",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [['30%', '30 percent', 'thirty percent']],
    expectedSources: [
      'https://www.va.gov/disability/add-remove-dependent/',
      'https://www.va.gov/disability/compensation-rates/veteran-rates/',
    ],
  },
  {
    id: 'smc-k-meaning',
    question: "what is SMC-K? my award letter has it on there for ED secondary to my meds and nobody explained it",
    kind: 'answerable',
    area: 'disability-ratings',
    keyFacts: [['special monthly compensation'], ['loss of use']],
    expectedSources: [
      'https://www.va.gov/disability/compensation-rates/special-monthly-compensation-rates/',
      'https://www.ecfr.gov/current/title-38/section-3.350',
      'https://www.law.cornell.edu/cfr/text/38/3.350',
    ],
  },
  // ---------------------------------------------------------------- appeals
  {
    id: 'hlr-form-and-deadline',
    question:
      "Got a denial last week for my shoulder. I don't have anything new to send, I just think the rater got it wrong and I want someone more senior to look at it. Which option is that, what form, and how long do I have?",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['20-0996', '0996'],
      ['1 year', 'one year', '365 days', '12 months', 'a year'],
    ],
    expectedSources: [
      'https://www.va.gov/decision-reviews/higher-level-review/',
      'https://www.va.gov/find-forms/about-form-20-0996/',
    ],
  },
  {
    id: 'supplemental-claim-form-number',
    question: "whats the form # for a supplemental claim. got a new nexus letter from my doc",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['20-0995', '0995']],
    expectedSources: [
      'https://www.va.gov/decision-reviews/supplemental-claim/',
      'https://www.va.gov/find-forms/about-form-20-0995/',
    ],
  },
  {
    id: 'board-appeal-three-dockets',
    question:
      "If I go straight to the Board of Veterans Appeals what are the choices for how it goes? Can I actually talk to a judge?",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['direct review', 'direct'],
      ['evidence submission', 'submit evidence', 'additional evidence', 'new evidence'],
      ['hearing'],
    ],
    expectedSources: [
      'https://www.va.gov/decision-reviews/board-appeal/',
      'https://www.va.gov/find-forms/about-form-10182/',
    ],
  },
  {
    id: 'board-appeal-nod-form',
    question: "form number for the notice of disagreement to the board? is it still a 9 like the old days",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['10182']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-10182/',
      'https://www.va.gov/decision-reviews/board-appeal/',
    ],
  },
  {
    id: 'cavc-appeal-deadline',
    question:
      "The BVA just denied my husband's heart condition appeal after 3 years of waiting. Is there anywhere higher to go from here and what is the deadline? We are exhausted but not giving up",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['Court of Appeals for Veterans Claims', 'CAVC', 'Veterans Court'],
      ['120 days', '120-day'],
    ],
    expectedSources: [
      'https://www.uscourts.cavc.gov/',
      'https://www.va.gov/decision-reviews/',
      'https://www.law.cornell.edu/uscode/text/38/7266',
    ],
  },
  {
    id: 'hlr-no-new-evidence',
    question: "can i send in my new MRI with a higher level review or does that have to go a different way",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['supplemental claim', 'supplemental']],
    expectedSources: [
      'https://www.va.gov/decision-reviews/higher-level-review/',
      'https://www.va.gov/decision-reviews/supplemental-claim/',
    ],
  },
  {
    id: 'hlr-informal-conference-optional',
    question: "the HLR form asks about an informal conference. what is that and do i have to do one",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['optional', 'not required', "don't have to", 'do not have to', 'you can choose', 'not mandatory', 'your choice'],
      ['error', 'mistake'],
    ],
    expectedSources: [
      'https://www.va.gov/decision-reviews/higher-level-review/',
      'https://www.va.gov/find-forms/about-form-20-0996/',
    ],
  },
  {
    id: 'cue-old-decision',
    question:
      "My father was denied in 1994 and looking at the file now it's obvious VA ignored the law, his service records showed the injury plain as day. He never appealed back then. Is there any way to go after a decision that old?",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['clear and unmistakable error', 'CUE'],
      ['no time limit', 'any time', 'anytime', 'no deadline', 'at any point'],
    ],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.105',
      'https://www.law.cornell.edu/cfr/text/38/3.105',
    ],
  },
  {
    id: 'new-and-relevant-definition',
    question: "What actually counts as new and relevant evidence for a supplemental claim? VA told me my last one wasnt",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [
      ['not previously', "wasn't previously", "wasn't part", 'not part of', "hasn't been", 'never submitted', 'not already', "wasn't already", 'not before'],
      ['prove or disprove', 'tends to prove', 'prove'],
    ],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.2501',
      'https://www.law.cornell.edu/cfr/text/38/3.2501',
      'https://www.va.gov/decision-reviews/supplemental-claim/',
    ],
  },
  // ---------------------------------------------------------------- PACT Act and exposures
  {
    id: 'pact-djibouti-covered-location',
    question: "I was at Camp Lemonnier in Djibouti in 2009. does the PACT act cover me for burn pit stuff or is it just Iraq and Afghanistan",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['Djibouti'], ['2001']],
    expectedSources: [
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/specific-environmental-hazards/',
    ],
  },
  {
    id: 'agent-orange-thailand-bases',
    question:
      "My grandpa was Air Force, worked in supply (not security police) at Udorn in Thailand in 1968. The VA denied him years ago because he wasn't on the perimeter. Does the new law change that?",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [
      ['January 9, 1962', 'Jan. 9, 1962', 'Jan 9, 1962', '1962'],
      ['June 30, 1976', 'June 30 1976', '1976'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/',
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    ],
  },
  {
    id: 'agent-orange-hypertension-presumptive',
    question: "is high blood pressure presumptive for agent orange now? vietnam 69-70, been on BP meds 20 yrs",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['hypertension', 'high blood pressure'], ['PACT']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/',
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    ],
  },
  {
    id: 'camp-lejeune-qualifying-dates',
    question:
      "was at camp geiger for SOI in 1979 for about 6 weeks then went to pendleton. does that count for the camp lejeune water stuff? whats the rule",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [
      ['30 days', 'thirty days'],
      ['August 1, 1953', 'Aug. 1, 1953', 'Aug 1, 1953', '1953'],
      ['December 31, 1987', 'Dec. 31, 1987', 'Dec 31, 1987', '1987'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/camp-lejeune-water-contamination/',
      'https://www.ecfr.gov/current/title-38/section-3.307',
    ],
  },
  {
    id: 'camp-lejeune-presumptive-conditions',
    question: "which diseases does VA presume from the camp lejeune water? my dad was there in the 70s and now has parkinsons",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [
      ['Parkinson'],
      ['multiple myeloma', 'non-Hodgkin', 'leukemia', 'bladder cancer', 'kidney cancer', 'liver cancer', 'aplastic anemia'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/camp-lejeune-water-contamination/',
      'https://www.ecfr.gov/current/title-38/section-3.309',
    ],
  },
  {
    id: 'blue-water-navy-distance',
    question:
      "Navy, on a destroyer off the coast of Vietnam in 1970, never set foot ashore. For the blue water navy rule how far offshore did the ship have to be",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['12 nautical miles', 'twelve nautical miles']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/',
      'https://www.ecfr.gov/current/title-38/section-3.307',
    ],
  },
  {
    id: 'toxic-exposure-screening-frequency',
    question: "what is this toxic exposure screening my VA nurse mentioned, and how often do they do it",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['5 years', 'five years']],
    expectedSources: [
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      'https://news.va.gov/130085/misconceptions-about-toxic-exposure-screening',
    ],
  },
  {
    id: 'gulf-war-undiagnosed-illness',
    question:
      "desert storm vet 90-91. chronic fatigue, joint pain, stomach problems for 30 years and doctors cant put a name on it. does VA have a category for that",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['undiagnosed illness', 'multisymptom', 'multi-symptom', 'Gulf War Illness', 'Gulf War Syndrome']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/gulf-war-illness/',
      'https://www.ecfr.gov/current/title-38/section-3.317',
      'https://www.law.cornell.edu/cfr/text/38/3.317',
    ],
  },
  {
    id: 'enewetak-cleanup-radiation',
    question:
      "My uncle was Army and did the cleanup on Enewetak Atoll in 1978. He has cancer now. Heard the law changed and he may count as a radiation-exposed veteran now?",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['1977'], ['1980']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/radiation/',
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    ],
  },
  {
    id: 'burn-pit-registry-voluntary',
    question: "do i HAVE to sign up for the burn pit registry to get a PACT act claim approved? whats it even called",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [
      ['Airborne Hazards and Open Burn Pit Registry', 'Airborne Hazards'],
      ['not required', 'voluntary', "doesn't affect", 'does not affect', "isn't required", 'optional', "don't have to", 'do not have to', 'not need'],
    ],
    expectedSources: [
      'https://www.publichealth.va.gov/exposures/burnpits/registry.asp',
      'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/specific-environmental-hazards/',
    ],
  },
  // ---------------------------------------------------------------- TDIU
  {
    id: 'tdiu-schedular-thresholds',
    question: "what ratings do you need to qualify for IU? I'm 70 combined, PTSD 50 and back 40",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [
      ['60%', '60 percent', 'sixty percent'],
      ['40%', '40 percent', 'forty percent'],
      ['70%', '70 percent', 'seventy percent'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
      'https://www.ecfr.gov/current/title-38/section-4.16',
      'https://www.law.cornell.edu/cfr/text/38/4.16',
    ],
  },
  {
    id: 'tdiu-application-form',
    question: "form for individual unemployability?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['21-8940', '8940']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
      'https://www.va.gov/find-forms/about-form-21-8940/',
    ],
  },
  {
    id: 'tdiu-employer-form',
    question: "For my husbands TDIU claim VA said they need info from his last employer. which form does the employer fill out so we can just bring it to them ourselves",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['21-4192', '4192']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-21-4192/',
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
    ],
  },
  {
    id: 'tdiu-paid-at-100-rate',
    question: "if i get approved for TDIU am i still paid at my 70% rate or more",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['100%', '100 percent', 'hundred percent', 'total disability rate']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
      'https://www.ecfr.gov/current/title-38/section-4.16',
    ],
  },
  {
    id: 'tdiu-marginal-employment',
    question:
      "On TDIU for 3 years. My neighbor wants to pay me to mow a few lawns in the summer, cash. Will that blow up my IU? how much can I make",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['marginal'], ['poverty']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
      'https://www.ecfr.gov/current/title-38/section-4.16',
    ],
  },
  {
    id: 'tdiu-annual-employment-questionnaire',
    question:
      "every year VA mails my husband a form asking if he worked, he's on IU. what is that form called and what happens if we just ignore it, honestly it gets lost in the pile",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['21-4140', '4140']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-21-4140/',
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
    ],
  },
  {
    id: 'tdiu-extraschedular-below-threshold',
    question:
      "Only 50% total (migraines 50, nothing else) but I've been fired from 3 jobs in 2 years for missing work with them. Do I have zero chance at TDIU because I don't hit the percentages?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['extraschedular', 'extra-schedular', '4.16(b)', 'Director of Compensation', 'Compensation Service']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-4.16',
      'https://www.law.cornell.edu/cfr/text/38/4.16',
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
    ],
  },
  {
    id: 'tdiu-age-not-considered',
    question:
      "I'm 72 and retired from the post office years ago. My back and legs are SC at 60 combined. Can I still apply for unemployability or will VA just say I'm old and retired anyway?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['4.19', 'not consider', 'cannot consider', "can't consider", 'not be considered', "won't consider", 'not a factor', "isn't a factor", 'may not be used', 'not be used']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-4.19',
      'https://www.law.cornell.edu/cfr/text/38/4.19',
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
    ],
  },
  {
    id: 'tdiu-permanent-dependents-education',
    question:
      "Husband just got TDIU and the letter says it's permanent. Does that mean our kids can get the school benefit like families of 100% P&T vets get?",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['Chapter 35', 'DEA', "Dependents' Educational Assistance", 'Dependents Educational Assistance', "Survivors' and Dependents'", 'Survivors and Dependents']],
    expectedSources: [
      'https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/',
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
    ],
  },
  // ---------------------------------------------------------------- education
  {
    id: 'post911-service-for-100-percent',
    question: "how much active duty time do you need for 100% of the post 9/11 GI bill? i did 2 yrs 8 months",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['36 months', '3 years', 'three years', 'thirty-six months']],
    expectedSources: [
      'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
      'https://www.va.gov/education/benefit-rates/post-9-11-gi-bill-rates/',
    ],
  },
  {
    id: 'forever-gi-bill-no-expiration',
    question: "got out in 2015. does my post 9/11 expire 15 years after i got out? want to go back to school eventually but not yet",
    kind: 'answerable',
    area: 'education',
    keyFacts: [
      ['no time limit', "doesn't expire", 'does not expire', "won't expire", 'will not expire', 'never expire', 'no expiration', 'no deadline'],
      ['2013'],
    ],
    expectedSources: [
      'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
      'https://www.benefits.va.gov/gibill/forevergibill.asp',
    ],
  },
  {
    id: 'gi-bill-application-form',
    question: "what is the VA form number to apply for GI bill benefits for the first time",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['22-1990', '1990']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-22-1990/',
      'https://www.va.gov/education/how-to-apply/',
    ],
  },
  {
    id: 'transfer-gi-bill-service-requirement',
    question:
      "Active duty Air Force, 7 years in, oldest daughter starts college in 2029. Can I give her my GI Bill? What's the catch, I heard there's a service commitment",
    kind: 'answerable',
    area: 'education',
    keyFacts: [
      ['6 years', 'six years'],
      ['4 years', 'four years', '4 more', 'four more', '4 additional', 'four additional'],
    ],
    expectedSources: [
      'https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/',
      'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
    ],
  },
  {
    id: 'yellow-ribbon-private-school',
    question:
      "my son is going to a private university and his post 9/11 only covers part of the tuition, theres like a 20k gap. is there a VA program that helps with the rest",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['Yellow Ribbon']],
    expectedSources: [
      'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/yellow-ribbon-program/',
      'https://www.va.gov/education/yellow-ribbon-participating-schools/',
    ],
  },
  {
    id: 'fry-scholarship-line-of-duty',
    question:
      "My husband was killed in Afghanistan in 2011 while he was on active duty. I have two boys, 14 and 16. Is there any GI Bill kind of benefit for them, or me?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['Fry']],
    expectedSources: [
      'https://www.va.gov/education/survivor-dependent-benefits/fry-scholarship/',
      'https://www.va.gov/education/survivor-dependent-benefits/',
    ],
  },
  {
    id: 'rogers-stem-scholarship',
    question: "running out of gi bill in my electrical engineering program, 2 semesters left. somebody mentioned an extra STEM thing from VA?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [
      ['Edith Nourse Rogers', 'Rogers STEM', 'STEM Scholarship'],
      ['9 months', 'nine months', '$30,000', '30,000'],
    ],
    expectedSources: [
      'https://www.va.gov/education/other-va-education-benefits/stem-scholarship/',
      'https://www.va.gov/education/other-va-education-benefits/',
    ],
  },
  {
    id: 'rudisill-48-months',
    question:
      "I used Montgomery GI Bill back in 2004 for community college, then went back in and earned Post 9/11 too. Saw something about a Supreme Court case that lets people like me get more than 36 months total. How many months can I get?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['48 months', '48'], ['Rudisill']],
    expectedSources: [
      'https://www.va.gov/education/about-gi-bill-benefits/',
      'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
      'https://www.law.cornell.edu/uscode/text/38/3695',
    ],
  },
  {
    id: 'gi-bill-hotline-number',
    question: "number to call about my gi bill housing payment being late?? rent is due",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['888-442-4551', '888-GIBILL-1', '(888) 442-4551', '888 442 4551', '8884424551']],
    expectedSources: [
      'https://www.va.gov/education/about-gi-bill-benefits/',
      'https://www.va.gov/resources/helpful-va-phone-numbers/',
      'https://www.va.gov/contact-us/',
    ],
  },
  {
    id: 'dea-child-age-window',
    question: "My dad is 100% P&T. I'm 19 and just started at community college. Until what age can I use the DEA chapter 35 benefit?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['26']],
    expectedSources: [
      'https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/',
      'https://www.ecfr.gov/current/title-38/section-21.3041',
    ],
  },
  // ---------------------------------------------------------------- health care
  {
    id: 'health-care-enrollment-form',
    question: "my brother got out in 1989 and never used VA for anything. what form does he fill out to get into VA health care",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['10-10EZ', '1010EZ', '10-10 EZ']],
    expectedSources: [
      'https://www.va.gov/health-care/how-to-apply/',
      'https://www.va.gov/find-forms/about-form-10-10ez/',
    ],
  },
  {
    id: 'health-care-apply-by-phone',
    question: "can you apply for VA health care over the phone? what number",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['877-222-8387', '877-222-VETS', '(877) 222-8387', '877 222 8387', '8772228387']],
    expectedSources: [
      'https://www.va.gov/health-care/how-to-apply/',
      'https://www.va.gov/health-care/apply-for-health-care-form-10-10ez/introduction',
    ],
  },
  {
    id: 'toxic-exposed-enrollment-2024',
    question:
      "Vietnam era Navy vet. Applied for VA healthcare in 2012 and got turned down because my pension from the refinery was too high. My son says the rules changed for guys exposed to toxic stuff. Is that true, when did that happen?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['March 5, 2024', 'March 2024', '2024']],
    expectedSources: [
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      'https://www.va.gov/health-care/eligibility/',
    ],
  },
  {
    id: 'combat-veteran-enrollment-window',
    question:
      "got out of the Marines in 2019 after 8 yrs, deployed to Afghanistan in 2012. I never signed up for VA health care. Is there some window for combat vets to get it without the income stuff?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['10 years', 'ten years']],
    expectedSources: [
      'https://www.va.gov/health-care/eligibility/',
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    ],
  },
  {
    id: 'no-copays-at-50-percent',
    question: "Im 50% service connected. do i have to pay copays for my meds and appointments at the VA?",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['no copay', "don't pay", 'do not pay', "won't pay", 'will not pay', 'free', 'no cost', "don't have to pay", 'do not have to pay', "won't have to pay"]],
    expectedSources: [
      'https://www.va.gov/health-care/copay-rates/',
      'https://www.va.gov/health-care/eligibility/priority-groups/',
    ],
  },
  {
    id: 'dental-eligibility-30-percent',
    question: "does the VA do dental? I'm 30% SC for knees and tinnitus, nothing for my teeth. my teeth are a mess",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [
      ['100%', '100 percent'],
      ['VADIP', 'VA Dental Insurance Program', 'dental insurance'],
    ],
    expectedSources: [
      'https://www.va.gov/health-care/about-va-health-benefits/dental-care/',
      'https://www.va.gov/health-care/about-va-health-benefits/dental-care/dental-insurance/',
    ],
  },
  {
    id: 'travel-pay-claim-deadline',
    question: "how long after my VA appointment do I have to submit for mileage/travel pay",
    kind: 'answerable',
    area: 'health-care',
    keyFacts: [['30 days', 'thirty days']],
    expectedSources: [
      'https://www.va.gov/health-care/get-reimbursed-for-travel-pay/',
      'https://www.va.gov/resources/how-to-file-a-va-travel-reimbursement-claim-online/',
    ],
  },
  // ---------------------------------------------------------------- community care
  {
    id: 'community-care-drive-time-primary',
    question:
      "The closest VA clinic to me is about 50 minutes of driving, and that's on a good day. Can they let me see a primary care doctor in my town instead? what's the rule",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['30 minutes', '30-minute', 'thirty minutes']],
    expectedSources: [
      'https://www.va.gov/COMMUNITYCARE/programs/veterans/General_Care.asp',
      'https://www.ecfr.gov/current/title-38/section-17.4040',
      'https://www.va.gov/communitycare/',
    ],
  },
  {
    id: 'community-care-specialty-wait-time',
    question: "Been told the wait for cardiology at my VA is 6 weeks. What's the wait time that qualifies you for community care for a specialist?",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['28 days', 'twenty-eight days', '28-day']],
    expectedSources: [
      'https://www.va.gov/COMMUNITYCARE/programs/veterans/General_Care.asp',
      'https://www.ecfr.gov/current/title-38/section-17.4040',
    ],
  },
  {
    id: 'community-urgent-care-eligibility',
    question: "can i just walk into an urgent care on a saturday for a sinus infection and have the VA cover it? I get my care at VA",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['network', 'in-network'], ['24 months', 'past 2 years', 'last 2 years', 'past two years', 'last two years']],
    expectedSources: [
      'https://www.va.gov/COMMUNITYCARE/programs/veterans/Urgent_Care.asp',
      'https://www.va.gov/communitycare/',
    ],
  },
  {
    id: 'non-va-emergency-notify-72-hours',
    question:
      "ambulance took my dad (Korea vet, uses the VA) to the local hospital ER last night, not the VA. someone said we have to tell VA. who do we notify and how fast?",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['72 hours', 'seventy-two hours', '72-hour']],
    expectedSources: [
      'https://www.va.gov/COMMUNITYCARE/programs/veterans/Emergency_Care.asp',
      'https://www.va.gov/resources/getting-emergency-care-at-non-va-facilities/',
    ],
  },
  {
    id: 'community-care-mission-act',
    question: "what law is the current VA community care program under? my congressman's office mentioned it and i forgot the name",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['MISSION Act', 'MISSION']],
    expectedSources: [
      'https://www.va.gov/communitycare/',
      'https://www.missionact.va.gov/',
    ],
  },
  {
    id: 'community-care-prescription-14-day',
    question:
      "My community care doc gave me antibiotics. Do I have to wait and fill it through the VA mail order or can I go to the CVS down the street?",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['14-day', '14 day', '14 days', 'fourteen']],
    expectedSources: [
      'https://www.va.gov/COMMUNITYCARE/programs/veterans/pharmacy.asp',
      'https://www.va.gov/communitycare/',
    ],
  },
  // ---------------------------------------------------------------- mental health
  {
    id: 'vet-center-call-center-number',
    question: "whats the vet center call center number? I'd rather talk to another vet than a doctor",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['877-927-8387', '877-WAR-VETS', '(877) 927-8387', '877 927 8387', '8779278387']],
    expectedSources: [
      'https://www.vetcenter.va.gov/',
      'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
    ],
  },
  {
    id: 'vet-center-no-enrollment-needed',
    question: "do you need to be enrolled in VA health care to go to a vet center? I never signed up for anything with the VA",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [["don't need", 'do not need', 'not required', "isn't required", 'no need', "don't have to", 'do not have to', 'without enroll', 'not need to be enrolled']],
    expectedSources: [
      'https://www.vetcenter.va.gov/',
      'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
    ],
  },
  {
    id: 'mst-counseling-no-documentation',
    question:
      "I was assaulted by someone in my unit when I was in the navy in 2003. I never reported it and I don't have a rating for anything. Can I still get counseling at the VA for it without paperwork proving it happened? and does it cost money",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [
      ['free', 'no cost', 'no charge', 'without cost', "won't be charged"],
      ["don't need", 'do not need', 'no documentation', 'not required', "don't have to", 'do not have to', 'not need', "isn't required", 'no proof'],
    ],
    expectedSources: [
      'https://www.va.gov/health-care/health-needs-conditions/military-sexual-trauma/',
      'https://www.mentalhealth.va.gov/msthome/index.asp',
    ],
  },
  {
    id: 'oth-mental-health-care-eligibility',
    question:
      "My son got an OTH from the Army in 2021 after a deployment to Iraq, about 3 years in total. He's been dealing with bad depression and anxiety and won't go to a regular doctor. Can VA help him with mental health even with that discharge?",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['100 days', 'more than 100']],
    expectedSources: [
      'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
      'https://www.law.cornell.edu/uscode/text/38/1720I',
    ],
  },
  {
    id: 'ptsd-stressor-statement-form',
    question: "filing for PTSD. whats the form for the stressor statement",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['21-0781', '0781']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-21-0781/',
      'https://www.va.gov/disability/eligibility/ptsd/',
    ],
  },
  {
    id: 'ptsd-combat-stressor-own-statement',
    question:
      "My PTSD is from getting hit by mortars at FOB Kalsu in 2007. Do I need buddy statements to prove that happened or is my word good enough since I was in combat?",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['consistent with', 'your own statement', 'your statement', 'lay testimony', 'own testimony', 'your testimony', 'your own testimony']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.304',
      'https://www.law.cornell.edu/cfr/text/38/3.304',
      'https://www.va.gov/disability/eligibility/ptsd/',
    ],
  },
  {
    id: 'ptsd-coach-app',
    question: "is there an app from the VA for PTSD stuff? something i can use at 2am when my head won't shut off",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['PTSD Coach']],
    expectedSources: [
      'https://www.ptsd.va.gov/appvid/mobile/ptsdcoach_app.asp',
      'https://mobile.va.gov/app/ptsd-coach',
    ],
  },
  {
    id: 'same-day-mental-health',
    question: "can i get seen the same day for mental health at the VA or is it a 2 month wait like everything else",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['same-day', 'same day']],
    expectedSources: [
      'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
      'https://www.mentalhealth.va.gov/',
    ],
  },
  {
    id: 'mental-health-first-year-after-separation',
    question:
      "Getting out of the Marines in 3 weeks, no VA rating yet, claim not even filed. Can I still start seeing someone for mental health at the VA right away after I get out?",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['1 year', 'one year', '12 months', 'a year', 'first year']],
    expectedSources: [
      'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
      'https://www.mentalhealth.va.gov/',
    ],
  },
  // ---------------------------------------------------------------- home loans
  {
    id: 'coe-request-form',
    question: "how do I get the COE for a VA home loan? is there a form or does the lender do it",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['26-1880', '1880']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/',
      'https://www.va.gov/find-forms/about-form-26-1880/',
    ],
  },
  {
    id: 'funding-fee-exempt-disability-comp',
    question: "I get VA disability, only 10%. Do I still have to pay the VA funding fee on my house? lender quoted it",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['exempt', "don't have to pay", 'do not have to pay', "won't pay", 'no funding fee', 'waived', "don't pay", 'not required to pay']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
    ],
  },
  {
    id: 'irrrl-funding-fee-percent',
    question: "doing an IRRRL to get a lower rate, whats the funding fee on that one",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['0.5%', '0.5 percent', '.5%', 'half a percent', 'half of 1%', '0.50%']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
      'https://www.va.gov/housing-assistance/home-loans/loan-types/interest-rate-reduction-loan/',
    ],
  },
  {
    id: 'va-loan-no-limit-full-entitlement',
    question: "is there a max loan amount for a VA loan? never used mine, full entitlement, houses here in san diego are crazy",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['no limit', 'no loan limit', 'no maximum', 'no cap', "aren't any limits", "isn't a limit", 'not have a limit', "don't have a limit", 'no va loan limit', 'limits don\'t apply', 'not subject to']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/loan-limits/',
    ],
  },
  {
    id: 'va-loan-guard-six-years',
    question: "National Guard, 6 yrs 2 months in, never activated on federal orders. do I qualify for a VA home loan",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['6 years', 'six years']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/eligibility/',
    ],
  },
  {
    id: 'surviving-spouse-coe-form',
    question:
      "I'm a widow, my husband died from his service connected lung cancer in 2023 and I get DIC. Can I use a VA home loan to buy a smaller place, and what form do I use for the certificate?",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['26-1817', '1817']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/surviving-spouse/',
      'https://www.va.gov/find-forms/about-form-26-1817/',
    ],
  },
  {
    id: 'va-loan-occupancy-60-days',
    question:
      "buying a house with a VA loan but i just got PCS orders, report in about 3 months. how soon after closing do i have to actually live in the house? my wife can move in first if that matters",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['60 days', 'sixty days']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/loan-types/purchase-loan/',
      'https://www.benefits.va.gov/homeloans/',
    ],
  },
  {
    id: 'sah-grant-form',
    question:
      "My husband uses a wheelchair since his SC spinal injury. We want to widen doors and redo the bathroom so he can get around. What is the VA grant for this and what form starts it?",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [
      ['Specially Adapted Housing', 'SAH'],
      ['26-4555', '4555'],
    ],
    expectedSources: [
      'https://www.va.gov/housing-assistance/disability-housing-grants/',
      'https://www.va.gov/find-forms/about-form-26-4555/',
    ],
  },
  {
    id: 'native-american-direct-loan',
    question: "I live on the Navajo Nation, the land is tribal trust land so banks won't lend. Is there any VA loan that works for that?",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['Native American Direct Loan', 'NADL']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/loan-types/native-american-direct-loan/',
    ],
  },
  {
    id: 'va-home-loan-help-phone',
    question: "phone number for VA home loan help? I'm 2 months behind on my VA mortgage and my servicer isn't helping",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['877-827-3702', '(877) 827-3702', '877 827 3702', '8778273702']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/trouble-making-payments/',
      'https://www.benefits.va.gov/homeloans/',
    ],
  },
  // ---------------------------------------------------------------- pension
  {
    id: 'veterans-pension-form',
    question: "what form do you use to apply for VA pension, the needs based one not disability",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['21P-527EZ', '527EZ', '21P-527', '527 EZ']],
    expectedSources: [
      'https://www.va.gov/pension/how-to-apply/',
      'https://www.va.gov/find-forms/about-form-21p-527ez/',
    ],
  },
  {
    id: 'pension-vietnam-era-stateside',
    question:
      "My dad was drafted and served 1966 to 1968 but was stateside the whole time, Fort Hood. Does that still count as wartime service for VA pension?",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [
      ['August 5, 1964', 'Aug. 5, 1964', 'Aug 5, 1964', '1964'],
      ['May 7, 1975', '1975'],
    ],
    expectedSources: [
      'https://www.va.gov/pension/eligibility/',
      'https://www.ecfr.gov/current/title-38/section-3.2',
    ],
  },
  {
    id: 'pension-age-alternative-to-disability',
    question: "for VA pension does my dad have to be disabled or is being old enough by itself? he's healthy but broke",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['65']],
    expectedSources: [
      'https://www.va.gov/pension/eligibility/',
    ],
  },
  {
    id: 'pension-minimum-service-pre-1980',
    question:
      "Grandpa was drafted in 1952, did 20 months and never left the states. How much service do you need for pension and does the wartime part have to be all of it?",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [
      ['90 days', 'ninety days'],
      ['1 day', 'one day'],
    ],
    expectedSources: [
      'https://www.va.gov/pension/eligibility/',
    ],
  },
  {
    id: 'aid-and-attendance-doctor-form',
    question: "mom is in assisted living, dad's the veteran and he's home but needs help bathing now. for aid and attendance what form does his doctor fill out",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['21-2680', '2680']],
    expectedSources: [
      'https://www.va.gov/pension/aid-attendance-housebound/',
      'https://www.va.gov/find-forms/about-form-21-2680/',
    ],
  },
  {
    id: 'pension-asset-transfer-lookback',
    question:
      "A 'benefits consultant' at my dad's assisted living told us to move dad's savings into a trust / give it to us kids before we apply for VA pension. Is that ok? is there a look back like medicaid",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [
      ['3 years', 'three years', '36 months', '3-year', 'three-year'],
      ['penalty'],
    ],
    expectedSources: [
      'https://www.va.gov/pension/eligibility/',
      'https://www.ecfr.gov/current/title-38/section-3.276',
      'https://www.law.cornell.edu/cfr/text/38/3.276',
    ],
  },
  {
    id: 'pension-home-not-counted-net-worth',
    question: "does my dads house count against his net worth for the VA pension? its paid off, he lives in it",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['excluded', 'not counted', "doesn't count", 'does not count', "isn't counted", 'not included', "don't count", 'not count', 'exclude']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.275',
      'https://www.law.cornell.edu/cfr/text/38/3.275',
      'https://www.va.gov/pension/eligibility/',
    ],
  },
  {
    id: 'pension-medical-expenses-deduct',
    question:
      "my dad's social security plus his union pension is over the VA pension limit but his memory care costs $6,500 a month. does any of that matter or is he just over the limit",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [
      ['medical expense', 'unreimbursed'],
      ['deduct', 'reduce', 'subtract', 'lower'],
    ],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.278',
      'https://www.va.gov/pension/veterans-pension-rates/',
      'https://www.va.gov/pension/eligibility/',
    ],
  },
  {
    id: 'survivors-pension-form',
    question:
      "My husband was a Korea vet, he passed last year from a heart attack, nothing to do with the service. I only get a small social security check. Is there a pension for widows and what's the form?",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [['21P-534EZ', '534EZ', '21P-534']],
    expectedSources: [
      'https://www.va.gov/pension/survivors-pension/',
      'https://www.va.gov/find-forms/about-form-21p-534ez/',
    ],
  },
  // ---------------------------------------------------------------- DIC and survivors
  {
    id: 'dic-ten-year-total-rule',
    question:
      "My husband was 100% for the last 12 years of his life. He died of a stroke, which was never service connected. The funeral home guy said I can't get DIC because it wasn't his SC stuff that killed him. Is that right?",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [['10 years', 'ten years', '10 continuous', '10 or more years']],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.law.cornell.edu/uscode/text/38/1318',
      'https://www.ecfr.gov/current/title-38/section-3.22',
    ],
  },
  {
    id: 'dic-remarriage-age-55',
    question: "I'm 58, a widow getting DIC, and my boyfriend wants to get married. Will I lose my DIC if I remarry?",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [['55']],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.ecfr.gov/current/title-38/section-3.55',
    ],
  },
  {
    id: 'dic-eight-year-provision',
    question: "what is the 8 year thing for DIC? someone at the VFW said i might get more each month because of it",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [
      ['8 years', 'eight years', '8 continuous', '8-year', 'eight-year'],
      ['married'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/survivor-dic-rates/',
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.law.cornell.edu/uscode/text/38/1311',
    ],
  },
  {
    id: 'dic-file-within-one-year',
    question:
      "My dad passed 4 months ago from prostate cancer (agent orange, he was 100% for it). Mom hasn't filed anything yet, she's overwhelmed. Does it matter when she files?",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [
      ['1 year', 'one year', '12 months', 'a year'],
      ['month of death', 'month in which', 'month he died', 'first day of the month', 'month of his death'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.ecfr.gov/current/title-38/section-3.400',
    ],
  },
  {
    id: 'parents-dic-form',
    question: "our son died on active duty in 2019 in a training accident. We're his parents, is there anything from the VA for parents? what form",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [['21P-535', '535']],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.va.gov/find-forms/about-form-21p-535/',
    ],
  },
  {
    id: 'dic-short-marriage-rules',
    question:
      "I married my husband 8 months before he died of his service connected heart condition. We didn't have kids together. He got out of the Army in 1991. Do I qualify for DIC with that short a marriage?",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [
      ['1 year', 'one year', 'a year'],
      ['15 years', 'fifteen years'],
    ],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.ecfr.gov/current/title-38/section-3.54',
    ],
  },
  {
    id: 'dic-children-age-limits',
    question: "do my kids get DIC too after their dad died? how long does it last for them",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [['18'], ['23']],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.va.gov/disability/survivor-dic-rates/',
    ],
  },
  {
    id: 'sbp-dic-offset-ended',
    question: "my late husband was a military retiree. I get SBP and DIC. did they ever get rid of the widows tax where SBP got cut by the DIC amount",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [['2023']],
    expectedSources: [
      'https://www.dfas.mil/RetiredMilitary/survivors/',
      'https://militarypay.defense.gov/Benefits/Survivor-Benefit-Program/',
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
    ],
  },
  {
    id: 'substitution-pending-claim',
    question:
      "My father died in September with a claim for his back still pending at VA. Does that claim just die with him or can someone in the family keep it going?",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [
      ['substitut', 'accrued'],
      ['1 year', 'one year', 'a year'],
    ],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-21p-0847/',
      'https://www.ecfr.gov/current/title-38/section-3.1010',
    ],
  },
  // ---------------------------------------------------------------- CHAMPVA
  {
    id: 'champva-spouse-of-pt-veteran',
    question: "My husband is 100% P&T. I'm not a veteran and I lost my job insurance. Is there VA health insurance for spouses?",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['CHAMPVA']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/health-care/family-caregiver-benefits/champva/',
    ],
  },
  {
    id: 'champva-application-form',
    question: "which form do i use to apply for champva",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['10-10d', '1010d', '10-10 d']],
    expectedSources: [
      'https://www.va.gov/find-forms/about-form-10-10d/',
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
    ],
  },
  {
    id: 'champva-medicare-at-65',
    question: "I'm turning 65 next year and I have CHAMPVA. do I need to sign up for medicare part B to keep champva? it's expensive",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['Part B'], ['Part A']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/health-care/family-caregiver-benefits/champva/',
    ],
  },
  {
    id: 'champva-deductible-cost-share',
    question: "what does champva cost us? deductible and what percent do we pay",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [
      ['$50', '50 per'],
      ['25%', '25 percent'],
    ],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/COMMUNITYCARE/programs/dependents/champva/index.asp',
    ],
  },
  {
    id: 'champva-catastrophic-cap',
    question: "is there an out of pocket max with champva? my wife has cancer treatments coming up and we're scared of the bills",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['3,000', '3000']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/COMMUNITYCARE/programs/dependents/champva/index.asp',
    ],
  },
  {
    id: 'champva-child-student-age',
    question: "my stepdaughter has champva through my husband. she turns 18 in june and starts college full time in august. does she lose it",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['23'], ['full-time', 'full time']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/health-care/family-caregiver-benefits/champva/',
    ],
  },
  {
    id: 'champva-claim-filing-deadline',
    question: "forgot to send in a champva claim for a doctor visit from 10 months ago, the doc didn't bill them. is it too late",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['1 year', 'one year', '365 days', '12 months', 'a year']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/COMMUNITYCARE/programs/dependents/champva/index.asp',
    ],
  },
  {
    id: 'champva-not-if-tricare-eligible',
    question:
      "my husband is retired Army (20 yrs) AND rated 100% P&T. can i get champva instead of tricare? a friend says champva is better",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [
      ['TRICARE'],
      ['not eligible', "aren't eligible", "can't", 'cannot', 'ineligible', 'not qualify', "don't qualify"],
    ],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/health-care/family-caregiver-benefits/champva/',
    ],
  },
  {
    id: 'champva-phone-number',
    question: "champva phone number please",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['800-733-8387', '(800) 733-8387', '800 733 8387', '8007338387']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/COMMUNITYCARE/programs/dependents/champva/index.asp',
    ],
  },
  // ---------------------------------------------------------------- burial and memorial
  {
    id: 'pre-need-eligibility-form',
    question: "how can I find out NOW whether I can be buried at a national cemetery, so my kids don't have to figure it out later",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [['40-10007', '10007']],
    expectedSources: [
      'https://www.va.gov/burials-memorials/pre-need-eligibility/',
      'https://www.va.gov/find-forms/about-form-40-10007/',
    ],
  },
  {
    id: 'headstone-private-cemetery-form',
    question: "what form do I use to request a free government headstone for my dad? he's buried in a private cemetery in Ohio",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [['40-1330', '1330']],
    expectedSources: [
      'https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/',
      'https://www.va.gov/find-forms/about-form-40-1330/',
    ],
  },
  {
    id: 'national-cemetery-scheduling-phone',
    question: "funeral home says we need to schedule the burial at the national cemetery ourselves or they can. what's the number",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [['800-535-1117', '(800) 535-1117', '800 535 1117', '8005351117']],
    expectedSources: [
      'https://www.va.gov/burials-memorials/schedule-a-burial/',
      'https://www.cem.va.gov/',
    ],
  },
  {
    id: 'burial-allowance-form-deadline',
    question:
      "Dad died in March. It wasn't service connected, he was 10% for hearing. We paid for the whole funeral. Does VA reimburse any of it and how long do we have to apply?",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [
      ['21P-530EZ', '530EZ', '21P-530'],
      ['2 years', 'two years'],
    ],
    expectedSources: [
      'https://www.va.gov/burials-memorials/veterans-burial-allowance/',
      'https://www.va.gov/find-forms/about-form-21p-530ez/',
    ],
  },
  {
    id: 'spouse-burial-before-veteran',
    question:
      "My wife is very sick and will probably go before me. She never served. Can she be buried in the national cemetery now, or does she have to wait until I'm buried there?",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [['even if', 'before the veteran', 'before you', 'first', 'predecease', 'dies before']],
    expectedSources: [
      'https://www.va.gov/burials-memorials/eligibility/',
      'https://www.cem.va.gov/',
    ],
  },
  {
    id: 'presidential-memorial-certificate',
    question: "is there a certificate signed by the president for vets who passed away? my grandmother wants one for grandpa to frame",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [
      ['Presidential Memorial Certificate'],
      ['40-0247', '0247'],
    ],
    expectedSources: [
      'https://www.va.gov/burials-memorials/memorial-items/presidential-memorial-certificates/',
      'https://www.va.gov/find-forms/about-form-40-0247/',
    ],
  },
  {
    id: 'burial-flag-form',
    question: "where do we get an american flag for my grandfathers casket? he was WWII navy",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [['27-2008'], ['post office']],
    expectedSources: [
      'https://www.va.gov/burials-memorials/memorial-items/burial-flags/',
      'https://www.va.gov/find-forms/about-form-27-2008/',
    ],
  },
  {
    id: 'medallion-private-headstone',
    question: "we already bought dad a private granite headstone. is there something the VA gives to put on it to show he was a veteran?",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [['medallion'], ['40-1330M', '1330M']],
    expectedSources: [
      'https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/',
      'https://www.va.gov/find-forms/about-form-40-1330m/',
    ],
  },
  {
    id: 'military-funeral-honors-who',
    question: "who provides the honor guard, taps, flag folding for a veterans funeral? do we ask the VA for that",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [
      ['Department of Defense', 'DoD', 'Defense Department'],
      ['funeral director', 'funeral home'],
    ],
    expectedSources: [
      'https://www.cem.va.gov/military_funeral_honors.asp',
      'https://www.va.gov/burials-memorials/',
    ],
  },
  // ---------------------------------------------------------------- life insurance
  {
    id: 'valife-max-coverage',
    question: "how much coverage can you get with VALife",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['40,000', '40000', '$40k', '40k']],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/valife/',
    ],
  },
  {
    id: 'valife-waiting-period',
    question: "if i sign up for VALife and pass away next year does my wife get the full amount? heard theres a waiting period",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['2 years', 'two years', '2-year', 'two-year', '24 months']],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/valife/',
    ],
  },
  {
    id: 'valife-age-limit',
    question: "Im 81 with a 10% SC rating from way back. am I too old for VALife?",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['80']],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/valife/',
    ],
  },
  {
    id: 'vgli-conversion-deadlines',
    question: "got out 8 months ago and never converted my SGLI to VGLI. can i still get it? do they make me do a physical",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [
      ['1 year and 120 days', 'one year and 120 days', '485 days'],
      ['240 days'],
    ],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/vgli/',
    ],
  },
  {
    id: 'sgli-maximum-coverage',
    question: "max amount of SGLI coverage? my son just enlisted and we're trying to understand his paperwork",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['500,000', '500000', '$500k', '500k']],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/sgli/',
    ],
  },
  {
    id: 'tsgli-payment-range',
    question:
      "My son lost his lower leg in a training accident at Fort Bragg, he's still in the Army. Someone at the hospital mentioned a traumatic injury insurance payout. How much does that pay?",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [
      ['25,000', '25000', '$25k'],
      ['100,000', '100000', '$100k'],
    ],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/tsgli/',
    ],
  },
  {
    id: 'fsgli-child-coverage',
    question: "does SGLI cover my kids automatically or do i have to pay for that",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['10,000', '10000', '$10k']],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/fsgli/',
    ],
  },
  {
    id: 'vmli-mortgage-insurance',
    question: "We got the SAH grant for our house. Is there some VA mortgage life insurance that pays off the house if my husband dies? how much",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [
      ["Veterans' Mortgage Life Insurance", 'Veterans Mortgage Life Insurance', 'VMLI'],
      ['200,000', '200000', '$200k'],
    ],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/vmli/',
    ],
  },
  {
    id: 'sdvi-closed-to-new',
    question: "my dad wants to sign up for S-DVI, the service disabled veterans insurance. is it still open? he just got rated 30%",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [
      ['VALife'],
      ['2022', 'closed', 'no longer'],
    ],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/s-dvi/',
      'https://www.va.gov/life-insurance/options-eligibility/valife/',
    ],
  },
  // ---------------------------------------------------------------- discharge upgrades
  {
    id: 'drb-form-and-15-year-limit',
    question: "got a general under honorable in 2016. how do I try to get it upgraded? is it too late",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [
      ['DD Form 293', 'DD-293', 'DD 293', 'DD293', '293'],
      ['15 years', 'fifteen years'],
    ],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
    ],
  },
  {
    id: 'bcmr-for-old-discharge',
    question: "my discharge was in 1988 so it's too old for the discharge review board. is there anything else I can do?",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [
      ['DD Form 149', 'DD-149', 'DD 149', 'DD149', '149'],
      ['Board for Correction', 'BCMR', 'BCNR'],
    ],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
      'https://www.law.cornell.edu/uscode/text/10/1552',
    ],
  },
  {
    id: 'liberal-consideration-ptsd-misconduct',
    question:
      "I got chaptered out for a failed piss test in 2009, 8 months after coming back from Iraq. I had PTSD that nobody diagnosed until later. Is there guidance that tells the boards to take that into account?",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [['liberal consideration', 'Kurta', 'Hagel']],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
      'https://dod.defense.gov/Portals/1/Documents/pubs/Clarifying-Guidance-to-Military-Discharge-Review-Boards.pdf',
    ],
  },
  {
    id: 'character-of-discharge-determination',
    question: "I have an OTH. someone told me VA can decide on its own whether I get benefits even if the army never upgrades me. is that real",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [['character of discharge', '3.12']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.12',
      'https://www.law.cornell.edu/cfr/text/38/3.12',
      'https://www.va.gov/discharge-upgrade-instructions/',
    ],
  },
  {
    id: 'dadt-discharge-upgrade',
    question:
      "Discharged under Don't Ask Don't Tell in 2004, my DD214 has an honorable but the narrative reason and reentry code still out me. Can I get that changed, what form?",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [['DD Form 293', 'DD-293', 'DD 293', '293', 'DD Form 149', 'DD-149', 'DD 149', '149']],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
    ],
  },
  {
    id: 'bcmr-three-year-rule-waived',
    question: "the BCMR says you have 3 years to apply. my discharge was 1975. is it pointless to even try",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [
      ['3 years', 'three years'],
      ['waive', 'interest of justice'],
    ],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
      'https://www.law.cornell.edu/uscode/text/10/1552',
    ],
  },
  {
    id: 'general-court-martial-not-drb',
    question: "my brother got a bad conduct discharge from a general court martial in 1999. can the discharge review board change it?",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [
      ['general court-martial', 'general court martial'],
      ['Board for Correction', 'BCMR', 'BCNR', '149', 'clemency'],
    ],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
      'https://www.law.cornell.edu/uscode/text/10/1553',
    ],
  },
  {
    id: 'insanity-exception-awol',
    question:
      "My brother went AWOL for about 7 months back in 1983, he was having some kind of breakdown and heard voices. He got an OTH. I read VA has some insanity exception. What is that?",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [['insane', 'insanity']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.354',
      'https://www.law.cornell.edu/cfr/text/38/3.354',
      'https://www.ecfr.gov/current/title-38/section-3.12',
    ],
  },
  {
    id: 'compelling-circumstances-exception',
    question:
      "VA denied me years ago for being AWOL more than 180 days (I left because my mom was dying and the command wouldn't give me leave). Did VA change the rules on that recently?",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [['compelling circumstances']],
    expectedSources: [
      'https://www.ecfr.gov/current/title-38/section-3.12',
      'https://www.law.cornell.edu/cfr/text/38/3.12',
    ],
  },
  // ---------------------------------------------------------------- VR&E and careers
  {
    id: 'vre-application-form',
    question: "how do i apply for voc rehab / VR&E? whats the form number",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [['28-1900', '1900']],
    expectedSources: [
      'https://www.va.gov/careers-employment/vocational-rehabilitation/how-to-apply/',
      'https://www.va.gov/find-forms/about-form-28-1900/',
    ],
  },
  {
    id: 'vre-eligibility-10-percent',
    question: "do you need a certain rating for VR&E? I'm only at 10%",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [
      ['10%', '10 percent'],
      ['serious employment handicap'],
    ],
    expectedSources: [
      'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
    ],
  },
  {
    id: 'vre-twelve-year-period',
    question: "I got out 15 years ago but only got rated last year. Is it too late for VR&E?",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [['12 years', 'twelve years', '12-year']],
    expectedSources: [
      'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
      'https://www.ecfr.gov/current/title-38/section-21.41',
    ],
  },
  {
    id: 'vre-five-tracks',
    question: "what are the different tracks in VR&E? I want to start my own welding business",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [['self-employment'], ['independent living'], ['reemployment', 're-employment']],
    expectedSources: [
      'https://www.va.gov/careers-employment/vocational-rehabilitation/programs/',
      'https://www.va.gov/careers-employment/vocational-rehabilitation/',
    ],
  },
  {
    id: 'vre-post911-subsistence-rate',
    question: "going through VR&E for nursing school. do I get the GI bill housing amount or the lower VR&E subsistence? I have post 9/11 left",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [
      ['Post-9/11', 'Post 9/11', 'P911SA'],
      ['BAH', 'housing allowance'],
    ],
    expectedSources: [
      'https://www.va.gov/careers-employment/vocational-rehabilitation/',
      'https://www.benefits.va.gov/VOCREHAB/subsistence_allowance_rates.asp',
    ],
  },
  {
    id: 'chapter-36-career-counseling-form',
    question: "I don't need full VR&E, just want free career counseling from VA. whats the form for chapter 36",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [
      ['28-8832', '8832'],
      ['Personalized Career Planning and Guidance', 'PCPG', 'Chapter 36'],
    ],
    expectedSources: [
      'https://www.va.gov/careers-employment/education-and-career-counseling/',
      'https://www.va.gov/find-forms/about-form-28-8832/',
    ],
  },
  {
    id: 'federal-veterans-preference-30-percent',
    question: "30% SC. applying to USAJobs. what kind of veterans preference do I get? does the 30% help",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [
      ['10-point', '10 point', 'ten-point', 'ten point'],
      ['30 Percent or More', '30% or more', '30 percent or more', '30% or More'],
    ],
    expectedSources: [
      'https://www.fedshirevets.gov/',
      'https://www.opm.gov/policy-data-oversight/veterans-services/vet-guide-for-hr-professionals/',
    ],
  },
  {
    id: 'vre-while-still-serving',
    question: "still on active duty going through a med board (IDES). can I start VR&E before I get out?",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [['20%', '20 percent', 'memorandum']],
    expectedSources: [
      'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
    ],
  },
  {
    id: 'vetsuccess-on-campus',
    question: "is there a VA person on my college campus I can talk to about my benefits and VR&E? i'm at a big state school",
    kind: 'answerable',
    area: 'vre-careers',
    keyFacts: [['VetSuccess on Campus', 'VSOC']],
    expectedSources: [
      'https://www.va.gov/careers-employment/vetsuccess-on-campus/',
      'https://www.benefits.va.gov/vocrehab/vsoc.asp',
    ],
  },
  // ---------------------------------------------------------------- state benefits
  {
    id: 'texas-hazlewood-credit-hours',
    question: "Texas vet, entered the army from Houston. how many credit hours does the hazlewood act cover",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['150']],
    expectedSources: [
      'https://www.tvc.texas.gov/education/hazlewood/',
      'https://www.tvc.texas.gov/education/',
    ],
  },
  {
    id: 'hazlewood-legacy-transfer',
    question: "can I give my leftover hazlewood hours to my son? I only used like 30. is there an age limit for him",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['Legacy'], ['25']],
    expectedSources: [
      'https://www.tvc.texas.gov/education/hazlewood/',
      'https://www.tvc.texas.gov/education/hazlewood/legacy-program/',
    ],
  },
  {
    id: 'texas-100-percent-homestead',
    question: "just got 100% P&T. we live in Texas. do I still pay property taxes on our house?",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['exempt', 'exemption']],
    expectedSources: [
      'https://comptroller.texas.gov/taxes/property-tax/exemptions/disabledvet-faq.php',
      'https://comptroller.texas.gov/taxes/property-tax/exemptions/',
      'https://www.tvc.texas.gov/',
    ],
  },
  {
    id: 'california-college-fee-waiver',
    question: "my dad is 10% service connected and we live in california. can i go to a cal state school for free or cheaper because of it?",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['College Fee Waiver', 'fee waiver']],
    expectedSources: [
      'https://www.calvet.ca.gov/VetServices/Pages/College-Fee-Waiver.aspx',
      'https://www.calvet.ca.gov/',
    ],
  },
  {
    id: 'florida-pt-property-tax-exemption',
    question: "Florida resident, husband is 100% P&T. is our home fully exempt from property tax? the county never told us",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['exempt', 'exemption']],
    expectedSources: [
      'https://www.floridavets.org/benefits-services/',
      'https://floridarevenue.com/property/Documents/pt110.pdf',
    ],
  },
  {
    id: 'illinois-veteran-grant',
    question: "Illinois vet. is there a state program that pays tuition at community college so I can save my GI bill for later?",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['Illinois Veteran Grant', 'IVG']],
    expectedSources: [
      'https://www.isac.org/',
      'https://veterans.illinois.gov/',
    ],
  },
  {
    id: 'wisconsin-gi-bill-credits',
    question: "how many credits does the wisconsin gi bill cover at UW schools",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['128'], ['8 semesters', 'eight semesters', '8 full-time semesters']],
    expectedSources: [
      'https://dva.wi.gov/Pages/educationEmployment/Wisconsin-GI-Bill.aspx',
      'https://dva.wi.gov/',
    ],
  },
  {
    id: 'virginia-vmsdep',
    question: "Virginia program for kids of disabled vets to go to college, what's it called and what rating does the parent need?",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [
      ['VMSDEP', 'Virginia Military Survivors and Dependents Education Program'],
      ['90%', '90 percent'],
    ],
    expectedSources: [
      'https://www.dvs.virginia.gov/education-employment/virginia-military-survivors-dependents-education-program-vmsdep',
      'https://www.dvs.virginia.gov/',
    ],
  },
  {
    id: 'state-veterans-homes-who-runs',
    question: "are state veterans homes run by the VA? looking at one for my dad, is it the same as a VA nursing home",
    kind: 'answerable',
    area: 'state-benefits',
    keyFacts: [['state'], ['per diem']],
    expectedSources: [
      'https://www.va.gov/geriatrics/pages/State_Veterans_Homes.asp',
      'https://www.va.gov/health-care/about-va-health-benefits/long-term-care/',
    ],
  },
  // ---------------------------------------------------------------- getting help
  {
    id: 'va-main-benefits-phone',
    question: "main VA benefits phone number?",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['800-827-1000', '(800) 827-1000', '800 827 1000', '8008271000', '800.827.1000']],
    expectedSources: [
      'https://www.va.gov/contact-us/',
      'https://www.va.gov/resources/helpful-va-phone-numbers/',
    ],
  },
  {
    id: 'appoint-vso-form',
    question: "I want the DAV to represent me on my claim. Is there a form I have to sign to make it official?",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['21-22']],
    expectedSources: [
      'https://www.va.gov/get-help-from-accredited-representative/appoint-rep/',
      'https://www.va.gov/find-forms/about-form-21-22/',
      'https://www.va.gov/resources/va-accredited-representative-faqs/',
    ],
  },
  {
    id: 'vso-help-is-free',
    question: "does a VSO charge money to help file my claim? the VFW guy said free but that seems too good",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['free', 'no cost', 'no charge', "don't charge", 'do not charge', 'without charge']],
    expectedSources: [
      'https://www.va.gov/resources/va-accredited-representative-faqs/',
      'https://www.va.gov/get-help-from-accredited-representative/',
    ],
  },
  {
    id: 'no-fees-for-initial-claim',
    question:
      "Saw an ad from a company that says they'll 'maximize my rating' on my first VA claim for 5 times my monthly increase. Is that even legal? can they charge me for an initial claim",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['initial decision', 'after VA decides', 'after the initial', 'after a decision', 'after an initial', 'after VA has made', 'after VA makes', 'after the first decision', 'cannot charge', "can't charge", 'not allowed to charge']],
    expectedSources: [
      'https://www.va.gov/resources/va-accredited-representative-faqs/',
      'https://www.law.cornell.edu/uscode/text/38/5904',
      'https://www.ecfr.gov/current/title-38/section-14.636',
    ],
  },
  {
    id: 'homeless-veterans-call-center',
    question:
      "my brother (army vet, 2 tours) lost his apartment in october and has been sleeping in his truck in a walmart lot. he won't stay with us. who can he call at VA for housing help",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['877-424-3838', '877-4AID-VET', '(877) 424-3838', '877 424 3838', '8774243838']],
    expectedSources: [
      'https://www.va.gov/homeless/nationalcallcenter.asp',
      'https://www.va.gov/homeless/',
    ],
  },
  {
    id: 'caregiver-support-line',
    question: "I take care of my husband full time (TBI and PTSD). is there a VA phone line for caregivers like me",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['855-260-3274', '(855) 260-3274', '855 260 3274', '8552603274']],
    expectedSources: [
      'https://www.caregiver.va.gov/',
      'https://www.va.gov/family-and-caregiver-benefits/',
    ],
  },
  {
    id: 'replace-lost-dd214',
    question: "lost my DD214 in a house fire. how do i get another copy? got out in 1996",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['National Personnel Records Center', 'NPRC', 'National Archives', 'SF-180', 'SF 180', 'Standard Form 180', 'eVetRecs']],
    expectedSources: [
      'https://www.va.gov/records/get-military-service-records/',
      'https://www.archives.gov/veterans/military-service-records',
    ],
  },
  {
    id: 'debt-management-center-waiver',
    question:
      "got a letter saying I owe VA $4,800 for an overpayment on my GI Bill from when I dropped a class. who do I call, and can I ask them to forgive it? is there a time limit on that",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [
      ['800-827-0648', '(800) 827-0648', '800 827 0648', '8008270648'],
      ['180 days'],
    ],
    expectedSources: [
      'https://www.va.gov/manage-va-debt/',
      'https://www.va.gov/resources/options-to-request-help-with-va-debt/',
      'https://www.va.gov/contact-us/',
    ],
  },
  {
    id: 'women-veterans-call-center',
    question: "is there a VA number just for women vets? I have a bunch of questions and I'd rather talk to a woman who gets it",
    kind: 'answerable',
    area: 'getting-help',
    keyFacts: [['855-829-6636', '855-VA-WOMEN', '(855) 829-6636', '855 829 6636', '8558296636']],
    expectedSources: [
      'https://www.womenshealth.va.gov/',
      'https://www.va.gov/womenvet/',
    ],
  },
  // ---------------------------------------------------------------- follow-ups
  {
    id: 'followup-itf-which-form',
    previous: [
      "my husband wants to start a claim for his hearing loss but he's still waiting on records from his ENT. someone at church said to do an intent to file first",
    ],
    question: "ok which form is that? and can he just do it by phone instead",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['21-0966', '0966'], ['phone', 'call']],
    expectedSources: [
      'https://www.va.gov/resources/your-intent-to-file-a-va-claim/',
      'https://www.va.gov/find-forms/about-form-21-0966/',
    ],
  },
  {
    id: 'followup-hlr-how-long',
    previous: [
      "VA denied my sleep apnea secondary to PTSD. I honestly think the rater just missed my doctor's letter that was already in the file. no new evidence. what's my best option",
    ],
    question: "how long do I have to do that",
    kind: 'answerable',
    area: 'appeals',
    keyFacts: [['1 year', 'one year', '365 days', '12 months', 'a year']],
    expectedSources: [
      'https://www.va.gov/decision-reviews/higher-level-review/',
      'https://www.va.gov/resources/choosing-a-decision-review-option/',
    ],
  },
  {
    id: 'followup-valife-health-questions',
    previous: ["I'm 40% SC, 55 years old, out since 1995. does VA have any life insurance I can still buy?"],
    question: "do they ask health questions? I had a heart attack last year and nobody else will cover me",
    kind: 'answerable',
    area: 'life-insurance',
    keyFacts: [['guaranteed acceptance', 'guaranteed', 'no medical', 'no health questions', 'no medical underwriting', 'without a medical']],
    expectedSources: [
      'https://www.va.gov/life-insurance/options-eligibility/valife/',
    ],
  },
  {
    id: 'followup-champva-after-veteran-dies',
    previous: ["I'm 100% P&T and my wife is on CHAMPVA through me."],
    question: "what happens to her coverage after I die? I'm worried about her",
    kind: 'answerable',
    area: 'champva',
    keyFacts: [['55']],
    expectedSources: [
      'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
      'https://www.va.gov/health-care/family-caregiver-benefits/champva/',
    ],
  },
  {
    id: 'followup-coe-cost',
    previous: ["how do i get my certificate of eligibility for a VA loan", "I was in the Army 2012-2018"],
    question: "does it cost anything",
    kind: 'answerable',
    area: 'home-loans',
    keyFacts: [['free', 'no cost', "doesn't cost", 'does not cost', 'no charge', 'no fee']],
    expectedSources: [
      'https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/',
    ],
  },
  {
    id: 'followup-dic-als-form',
    previous: [
      "my husband died from ALS last spring. he was in the Air Force 1990-1998 and never filed a VA claim for anything. the hospice social worker said ALS is automatically service connected",
    ],
    question: "so can I apply for DIC even though he never had a rating? which form",
    kind: 'answerable',
    area: 'dic-survivors',
    keyFacts: [['21P-534EZ', '534EZ', '21P-534']],
    expectedSources: [
      'https://www.va.gov/disability/dependency-indemnity-compensation/',
      'https://www.va.gov/find-forms/about-form-21p-534ez/',
      'https://www.ecfr.gov/current/title-38/section-3.318',
    ],
  },
  {
    id: 'followup-bdd-too-late',
    previous: ["I'm getting out of the Navy soon and want to file my disability claim before I leave"],
    question: "I have 60 days left on my contract, is that too late for BDD?",
    kind: 'answerable',
    area: 'disability-claims',
    keyFacts: [['90']],
    expectedSources: [
      'https://www.va.gov/disability/how-to-file-claim/when-to-file/pre-discharge-claim/',
    ],
  },
  {
    id: 'followup-widow-pension-aid-attendance',
    previous: [
      "my dad was a WWII vet and passed away in 2009. mom is 92 and in a nursing home now and her money is almost gone",
    ],
    question: "is there anything from VA for her? does aid and attendance work for widows too or just the vet",
    kind: 'answerable',
    area: 'pension',
    keyFacts: [
      ['Survivors Pension', "Survivor's Pension", "Survivors' Pension", 'Survivor Pension', 'survivors pension'],
      ['Aid and Attendance', 'Aid & Attendance', 'A&A'],
    ],
    expectedSources: [
      'https://www.va.gov/pension/survivors-pension/',
      'https://www.va.gov/pension/aid-attendance-housebound/',
    ],
  },
  {
    id: 'followup-gi-bill-transfer-after-retirement',
    previous: ["Can I transfer my post 9/11 GI bill to my son? he's 17"],
    question: "I already retired last year after 22 years. can I still do it now?",
    kind: 'answerable',
    area: 'education',
    keyFacts: [['while serving', "while you're serving", 'while you are serving', 'while still', 'before you separate', 'before separating', 'before you retire', 'before retiring', 'while in', 'still in the military', 'member of the Armed Forces', 'while on active duty', 'only while']],
    expectedSources: [
      'https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/',
    ],
  },
  {
    id: 'followup-headstone-cost-and-form',
    previous: ["my grandfather was a Korean War vet, buried in a little family cemetery in Kentucky with no marker at all"],
    question: "does the VA charge for the headstone? and what form do we need",
    kind: 'answerable',
    area: 'burial',
    keyFacts: [
      ['free', 'no cost', 'no charge', 'at no'],
      ['40-1330', '1330'],
    ],
    expectedSources: [
      'https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/',
      'https://www.va.gov/find-forms/about-form-40-1330/',
    ],
  },
  {
    id: 'followup-community-care-mri-wait',
    previous: ["the VA says the wait for my knee MRI is 45 days. my knee is locking up"],
    question: "can i get it done outside the VA then? how does that work",
    kind: 'answerable',
    area: 'community-care',
    keyFacts: [['28 days', '28-day'], ['referral', 'refer', 'authoriz']],
    expectedSources: [
      'https://www.va.gov/COMMUNITYCARE/programs/veterans/General_Care.asp',
      'https://www.ecfr.gov/current/title-38/section-17.4040',
    ],
  },
  {
    id: 'followup-tdiu-what-to-send',
    previous: ["I think I qualify for IU. PTSD is 70%", "had to quit driving trucks in 2024, couldn't handle it anymore"],
    question: "what paperwork do i need to send in",
    kind: 'answerable',
    area: 'tdiu',
    keyFacts: [['21-8940', '8940'], ['21-4192', '4192']],
    expectedSources: [
      'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
      'https://www.va.gov/find-forms/about-form-21-8940/',
    ],
  },
  {
    id: 'followup-discharge-upgrade-deadline',
    previous: [
      "My husband got a general discharge in 2014 for pattern of misconduct, a few months after he came back from Afghanistan with a TBI. We want to try to get it upgraded",
    ],
    question: "is there a deadline? we've been putting it off",
    kind: 'answerable',
    area: 'discharge-upgrades',
    keyFacts: [['15 years', 'fifteen years']],
    expectedSources: [
      'https://www.va.gov/discharge-upgrade-instructions/',
    ],
  },
  {
    id: 'followup-vet-center-cost',
    previous: ["what's a vet center? is it the same as the VA hospital?"],
    question: "does it cost anything to go",
    kind: 'answerable',
    area: 'mental-health',
    keyFacts: [['free', 'no cost', 'no charge', 'at no']],
    expectedSources: [
      'https://www.vetcenter.va.gov/',
    ],
  },
  {
    id: 'followup-toxic-screening-how-often',
    previous: ["I was at Balad in 2007, right next to the burn pit. my VA primary doc never once asked me about it"],
    question: "can i ask for that exposure screening thing then? how often do they do it",
    kind: 'answerable',
    area: 'pact-act',
    keyFacts: [['toxic exposure screening'], ['5 years', 'five years']],
    expectedSources: [
      'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
      'https://news.va.gov/130085/misconceptions-about-toxic-exposure-screening',
    ],
  },
  // ---------------------------------------------------------------- out of scope
  {
    id: 'oos-truck-oil-change',
    question: "how often should i change the oil in my 2016 F-150 with the 5.0? i mostly drive it to the VA clinic and back once a month lol",
    kind: 'out-of-scope',
    area: 'everyday-life',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-high-school-ap-classes',
    question: "my daughter's high school wants her to pick AP Calc or AP Stats for senior year. which one looks better for college admissions if she wants to do nursing",
    kind: 'out-of-scope',
    area: 'school',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-sourdough-starter',
    question: "How do I keep my sourdough starter alive if I'm going out of town for two weeks for a reunion",
    kind: 'out-of-scope',
    area: 'cooking',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-dog-leash-pulling',
    question: "my 70 lb lab mix pulls like crazy on walks and my shoulder can't take it anymore. front clip harness or head halter?",
    kind: 'out-of-scope',
    area: 'pets',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-car-loan-refinance',
    question: "I have a car loan at 9.4% with 40 months left. is it worth refinancing through my credit union or just pay it down faster",
    kind: 'out-of-scope',
    area: 'personal-finance',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-homeowners-insurance-roof',
    question:
      "our homeowners insurance company wants to drop us because the roof is 22 years old. we're in Florida. any tips for finding a new insurer that won't make us replace the roof first",
    kind: 'out-of-scope',
    area: 'personal-finance',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-w4-two-incomes',
    question: "how do i fill out the W-4 form for my new job so we don't owe at tax time? married filing jointly and my wife works too",
    kind: 'out-of-scope',
    area: 'taxes',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-reenlistment-bonus-reclass',
    question: "E-5 in the Army, coming up on my reenlistment window. how do I negotiate a bigger SRB and what MOS is worth reclassing into right now",
    kind: 'out-of-scope',
    area: 'active-duty-career',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-iwo-jima-photo',
    question: "what year was the flag raising on iwo jima and who took the famous photo? settling a bet with my grandson",
    kind: 'out-of-scope',
    area: 'military-trivia',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-picking-dermatologist',
    question: "how do I pick a good dermatologist? my work insurance has like 40 doctors in network near me and I have no idea how to choose one",
    kind: 'out-of-scope',
    area: 'everyday-life',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-wedding-toast',
    question: "can you write me a short funny toast for my sister's wedding? she's marrying a marine and I was army so I gotta roast him a little",
    kind: 'out-of-scope',
    area: 'writing',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-passport-renewal-time',
    question: "how long is passport renewal taking right now? flying to germany in march to show my wife where I was stationed in the 80s",
    kind: 'out-of-scope',
    area: 'other-agency',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-ruck-training-plan',
    question: "good plan to get back to rucking 12 miles under 3 hrs? I'm 45 and haven't done it since I got out, maybe 6 months to train",
    kind: 'out-of-scope',
    area: 'fitness',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-social-security-retirement-age',
    question: "what's my full retirement age for social security if I was born in 1961",
    kind: 'out-of-scope',
    area: 'other-agency',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-wifi-mesh-extender',
    question: "wifi keeps dropping in the back bedroom where my home office is. mesh system or a range extender? house is about 2200 sq ft single story",
    kind: 'out-of-scope',
    area: 'tech',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-smoke-brisket',
    question: "how long to smoke a 14 lb packer brisket at 250? doing it for the unit reunion cookout saturday",
    kind: 'out-of-scope',
    area: 'cooking',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-bass-lure-muddy-pond',
    question: "best lure for bass in a muddy farm pond in july? fishing with my boy this weekend",
    kind: 'out-of-scope',
    area: 'hobbies',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-irs-refund-status',
    question: "filed my taxes in february and still no refund. how do i check where it is with the IRS",
    kind: 'out-of-scope',
    area: 'taxes',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-conventional-mortgage-points',
    question:
      "we're doing a conventional mortgage with 20% down, not a VA loan. lender says we can buy down the rate with points. worth it if we might move in 6 years?",
    kind: 'out-of-scope',
    area: 'personal-finance',
    keyFacts: [],
    expectedSources: [],
  },
  {
    id: 'oos-ohio-car-title-transfer',
    question: "what form do i need to transfer my old car title to my son in Ohio? he just turned 18",
    kind: 'out-of-scope',
    area: 'other-agency',
    keyFacts: [],
    expectedSources: [],
  },
]
