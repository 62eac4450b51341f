/**
 * Questions for testing the assistant: answerable ones with the entries a good answer must cite,
 * and out-of-scope ones it should decline. The crisis screen's labelled messages are in ../crisis/.
 */

export const answerableQuestions: readonly {
  question: string
  expectedEntryIds: readonly string[]
}[] = [
  { question: 'how do i file a supplemental claim', expectedEntryIds: ['supplemental-claim'] },
  {
    question: 'does my gi bill cover online school',
    expectedEntryIds: ['gi-bill-online-school', 'gi-bill-housing-allowance'],
  },
  {
    question: 'can i get va health care with an OTH discharge',
    expectedEntryIds: ['oth-discharge-benefits', 'va-health-care-eligibility'],
  },
  { question: 'what happens if I miss my C&P exam', expectedEntryIds: ['missed-cp-exam'] },
  {
    question: 'my husband died of cancer from agent orange what benefits do i get',
    expectedEntryIds: ['dic-eligibility', 'agent-orange-presumptives', 'survivor-first-steps'],
  },
  {
    question: 'how do I start a VA disability claim',
    expectedEntryIds: ['how-to-file-disability-claim'],
  },
  {
    question: 'what is an intent to file and how long do I have after',
    expectedEntryIds: ['intent-to-file'],
  },
  { question: 'is a fully developed claim faster', expectedEntryIds: ['fully-developed-claims'] },
  {
    question: 'what evidence do i need to prove my back pain is from the army',
    expectedEntryIds: ['evidence-for-disability-claim', 'nexus-letters'],
  },
  {
    question: 'can my wife write a statement for my claim',
    expectedEntryIds: ['buddy-statements-lay-evidence'],
  },
  {
    question: 'do I need to pay for a nexus letter',
    expectedEntryIds: ['nexus-letters', 'representative-fees-claim-sharks'],
  },
  {
    question: 'VA never got my records from my civilian doctor, what do I do',
    expectedEntryIds: ['private-medical-records', 'va-duty-to-assist'],
  },
  {
    question: 'how should I prepare for my c and p exam next week',
    expectedEntryIds: ['prepare-for-cp-exam', 'what-is-cp-exam'],
  },
  {
    question: 'the examiner barely looked at me, can I get a different one',
    expectedEntryIds: ['cp-exam-problems-new-examiner'],
  },
  {
    question: 'why is 50 and 30 percent only 70 percent',
    expectedEntryIds: ['combined-ratings-va-math'],
  },
  {
    question: 'how does the bilateral factor work for both knees',
    expectedEntryIds: ['bilateral-factor'],
  },
  {
    question: 'can I get paid at 100 percent if I cant work',
    expectedEntryIds: ['tdiu-individual-unemployability'],
  },
  {
    question: 'I was in Iraq near burn pits and now have asthma, is that covered',
    expectedEntryIds: ['pact-act-burn-pits'],
  },
  {
    question: 'is my diabetes presumptive if I served in Vietnam',
    expectedEntryIds: ['agent-orange-presumptives'],
  },
  {
    question: 'I was in Desert Storm and have fibromyalgia and chronic fatigue',
    expectedEntryIds: ['gulf-war-illness'],
  },
  {
    question: 'my knee messed up my hip, can I claim the hip',
    expectedEntryIds: ['secondary-service-connection'],
  },
  {
    question: 'my ptsd got worse, how do i ask for a higher rating',
    expectedEntryIds: ['increased-rating-claim'],
  },
  {
    question: 'can the VA lower my rating after 20 years',
    expectedEntryIds: ['rating-protection-rules'],
  },
  {
    question: 'how much does VA pay for 70 percent with a wife',
    expectedEntryIds: ['disability-compensation-payments', 'adding-dependents'],
  },
  {
    question: 'how do I add my new baby to my VA disability',
    expectedEntryIds: ['adding-dependents'],
  },
  { question: 'when will I get my back pay', expectedEntryIds: ['back-pay-retroactive'] },
  {
    question: 'VA denied my claim what are my options',
    expectedEntryIds: ['decision-review-options'],
  },
  {
    question: 'whats the difference between higher level review and supplemental claim',
    expectedEntryIds: ['higher-level-review', 'supplemental-claim', 'decision-review-options'],
  },
  {
    question: 'which board appeal docket should I pick',
    expectedEntryIds: ['board-appeal-dockets'],
  },
  {
    question: 'how long do i have to appeal a va decision',
    expectedEntryIds: ['continuous-pursuit-deadlines', 'decision-review-options'],
  },
  {
    question: 'should I pay a company to help with my VA claim',
    expectedEntryIds: ['representative-fees-claim-sharks', 'accredited-representatives'],
  },
  {
    question: 'where can I find a free VSO near me',
    expectedEntryIds: ['accredited-representatives'],
  },
  { question: 'how do i check the status of my claim', expectedEntryIds: ['check-claim-status'] },
  { question: 'how do I get a copy of my DD214', expectedEntryIds: ['get-military-records-dd214'] },
  {
    question: 'eBenefits isnt working anymore, where do I log in',
    expectedEntryIds: ['va-gov-account-ebenefits'],
  },
  {
    question: 'how many months of GI Bill do I get with 2 years of service',
    expectedEntryIds: ['post-911-gi-bill-eligibility'],
  },
  {
    question: 'will the GI Bill pay for a private university',
    expectedEntryIds: ['gi-bill-tuition-yellow-ribbon'],
  },
  {
    question: 'how is the GI Bill housing allowance calculated',
    expectedEntryIds: ['gi-bill-housing-allowance'],
  },
  {
    question: 'does my GI Bill expire, I got out in 2015',
    expectedEntryIds: ['forever-gi-bill-time-limit'],
  },
  {
    question: 'can I give my GI Bill to my kids after I retire',
    expectedEntryIds: ['transfer-gi-bill-dependents'],
  },
  {
    question: 'I have both Montgomery and Post 9/11, can I use both',
    expectedEntryIds: ['montgomery-gi-bill'],
  },
  {
    question: 'my housing payment stopped, do I have to verify enrollment',
    expectedEntryIds: ['gi-bill-enrollment-verification'],
  },
  {
    question: 'am I eligible for voc rehab with a 10 percent rating',
    expectedEntryIds: ['vre-eligibility', 'vre-employment-handicap-entitlement'],
  },
  { question: 'what are the five tracks in VR&E', expectedEntryIds: ['vre-five-tracks'] },
  {
    question: 'does voc rehab pay a monthly allowance',
    expectedEntryIds: ['vre-subsistence-allowance'],
  },
  {
    question: 'how do I sign up for VA health care',
    expectedEntryIds: ['apply-va-health-care', 'va-health-care-eligibility'],
  },
  {
    question: 'what priority group am I with a 40 percent rating',
    expectedEntryIds: ['health-care-priority-groups'],
  },
  { question: 'do I have to pay copays at the VA', expectedEntryIds: ['va-health-care-copays'] },
  {
    question: 'can I see a doctor outside the VA because the wait is too long',
    expectedEntryIds: ['community-care-mission-act'],
  },
  { question: 'does VA cover dental', expectedEntryIds: ['va-dental-care'] },
  {
    question: 'I take care of my husband who is a veteran, is there a caregiver stipend',
    expectedEntryIds: ['caregiver-support-program'],
  },
  {
    question: 'where can I get counseling that is not on my VA record',
    expectedEntryIds: ['vet-centers'],
  },
  {
    question: 'I was sexually assaulted in the navy, can VA help me',
    expectedEntryIds: ['military-sexual-trauma-care'],
  },
  {
    question: 'how do I get PTSD treatment at the VA',
    expectedEntryIds: ['ptsd-treatment', 'va-mental-health-care'],
  },
  {
    question: 'do I need a down payment for a VA loan',
    expectedEntryIds: ['va-home-loan-guaranty'],
  },
  { question: 'do disabled veterans pay the VA funding fee', expectedEntryIds: ['va-funding-fee'] },
  {
    question: 'how do I get my certificate of eligibility for a home loan',
    expectedEntryIds: ['home-loan-certificate-of-eligibility'],
  },
  {
    question: 'can I refinance my VA loan to a lower rate',
    expectedEntryIds: ['va-irrrl-refinance'],
  },
  {
    question: 'I need a wheelchair ramp and wider doors, is there a grant',
    expectedEntryIds: ['adapted-housing-grants'],
  },
  {
    question: "I'm about to be evicted, who can help",
    expectedEntryIds: ['homeless-veterans-help'],
  },
  {
    question: 'my dad is 82 and a Korea vet, can he get a VA pension',
    expectedEntryIds: ['veterans-pension-eligibility', 'pension-income-net-worth'],
  },
  {
    question: 'how does aid and attendance work for assisted living',
    expectedEntryIds: ['aid-and-attendance-housebound'],
  },
  { question: 'how long do I have to convert SGLI to VGLI', expectedEntryIds: ['vgli'] },
  { question: 'can I still get S-DVI insurance', expectedEntryIds: ['s-dvi-closed', 'valife'] },
  {
    question: 'can my wife get health insurance through the VA, I am 100 P&T',
    expectedEntryIds: ['champva', 'permanent-and-total'],
  },
  {
    question: 'my kids want to go to college, can they use my VA benefits',
    expectedEntryIds: ['dea-chapter-35', 'transfer-gi-bill-dependents', 'family-benefits-overview'],
  },
  {
    question: 'my son was killed in Afghanistan, can his kids get school paid for',
    expectedEntryIds: ['fry-scholarship'],
  },
  {
    question: 'can my wife be buried with me in a national cemetery',
    expectedEntryIds: ['national-cemetery-eligibility'],
  },
  {
    question: 'how do I order a headstone for my father',
    expectedEntryIds: ['headstones-markers-medallions'],
  },
  { question: 'does the VA help pay for a funeral', expectedEntryIds: ['burial-allowance'] },
  { question: 'how do I get my discharge upgraded', expectedEntryIds: ['discharge-upgrade'] },
  {
    question: 'what is the VA phone number for the GI Bill',
    expectedEntryIds: ['va-phone-numbers'],
  },
  {
    question: 'VA says I was overpaid and owe money, what can I do',
    expectedEntryIds: ['va-debt-overpayment'],
  },
  {
    question: 'My husband was a Vietnam veteran who died of lung cancer, what can I get?',
    expectedEntryIds: ['dic-eligibility', 'agent-orange-presumptives', 'survivor-first-steps'],
  },
  {
    question: 'my wife was exposed to burn pits in Iraq and died of cancer, can I get DIC',
    expectedEntryIds: ['dic-eligibility', 'pact-act-burn-pits'],
  },
  {
    question: 'what is the toxic exposure screening and who can get one',
    expectedEntryIds: ['pact-act-burn-pits'],
  },
  {
    question: 'Can I get a VA home loan with an other than honorable discharge?',
    expectedEntryIds: [
      'character-of-discharge-determination',
      'home-loan-certificate-of-eligibility',
      'discharge-upgrade',
    ],
  },
  {
    question:
      'I have 50% for PTSD and 30% for my knee, married with one kid: what is my combined rating and monthly pay?',
    expectedEntryIds: ['combined-ratings-va-math', 'disability-compensation-payments'],
  },
]

export const outOfScopeQuestions: readonly string[] = [
  "what's the weather going to be like in Dallas tomorrow",
  'who won the Super Bowl last year',
  'give me a good recipe for chili',
  'write me a python script that sorts a list',
  'what stock should I buy right now',
  'can you recommend a good movie for tonight',
  'how do I fix a leaky faucet',
  'what is the capital of Australia',
  'translate hello into Japanese',
  'help me plan a trip to Disney World',
]
