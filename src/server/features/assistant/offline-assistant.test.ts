import { describe, expect, test } from 'vitest'
import { knowledgeBase } from './knowledge/knowledge-base'
import { developmentFiles } from './knowledge/evaluation/development-questions'
import { answerableQuestions, outOfScopeQuestions } from './knowledge/evaluation-questions'
import {
  combinedRatingSentence,
  composeAnswer,
  createOfflineAssistant,
  describeRecord,
  isOutOfScope,
  trainScopeClassifier,
} from './offline-assistant'
import { sourcesFor } from './answer-sources'
import { buildFileAnalysis, buildRecordCondition } from '@server/testing/file-analysis-factory'
import { mailingAddresses } from '@shared/guides/mailing-addresses'
import { officialLinks, regulationUrl } from '@shared/guides/official-links'
import { monthlyPayFor } from './knowledge/compensation-figures'
import { withKnowledgeBaseWords } from './plain-words'
import { supportLines } from '@shared/guides/support-lines'

const assistant = createOfflineAssistant(knowledgeBase)
const entrySources = new Map(knowledgeBase.map((entry) => [entry.id, entry.source.url]))

async function ask(question: string) {
  const reply = await assistant.reply(question)
  let text = ''
  for await (const piece of reply.textStream) text += piece
  return { text, sources: reply.sources }
}

/** Asks a question in a chat whose earlier message was `previous`. */
async function askAfter(previous: string, question: string) {
  const reply = await assistant.reply(question, { history: [{ question: previous, answer: '' }] })
  let text = ''
  for await (const piece of reply.textStream) text += piece
  return { text, sources: reply.sources }
}

describe('the offline assistant on real veterans questions', () => {
  // Whether the sources are the relevant ones is judged on the whole set below (90%), since a
  // few answers cite a neighbouring entry; each answer must at least be an answer.
  test.each(answerableQuestions)(
    '"$question" is answered, with a next step and at least one source',
    async ({ question }) => {
      const { text, sources } = await ask(question)
      expect(text).toContain('Next step:')
      expect(sources.length).toBeGreaterThan(0)
    },
  )

  test('every question expects entries that are in the knowledge base', () => {
    for (const { question, expectedEntryIds } of answerableQuestions) {
      expect(expectedEntryIds.length, question).toBeGreaterThan(0)
      for (const id of expectedEntryIds)
        expect(entrySources.has(id), `${question}: ${id}`).toBe(true)
    }
  })

  test('at least 90% of the answers cite one of the expected sources', async () => {
    let cited = 0
    for (const { question, expectedEntryIds } of answerableQuestions) {
      const { sources } = await ask(question)
      const expectedUrls = new Set(expectedEntryIds.map((id) => entrySources.get(id)))
      if (sources.some((source) => expectedUrls.has(source.url))) cited += 1
    }
    expect(answerableQuestions.length).toBeGreaterThanOrEqual(30)
    expect(cited / answerableQuestions.length).toBeGreaterThanOrEqual(0.9)
  })
})

describe('questions a user review found badly answered', () => {
  test("a Vietnam veteran's widow learns that lung cancer is presumptive, so DIC is likely, and which form to use", async () => {
    const { text, sources } = await ask(
      'My husband was a Vietnam veteran who died of lung cancer, what can I get?',
    )
    expect(text).toContain('lung cancer and other respiratory cancers are presumptive')
    expect(text).toContain(
      "a Vietnam veteran's death from lung cancer is presumed service connected",
    )
    expect(text).toContain('DIC')
    expect(text).toContain('VA Form 21P-534EZ')
    expect(sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([
        'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/',
        'https://www.va.gov/find-forms/about-form-21p-534ez/',
      ]),
    )
  })

  test('a home loan with an OTH discharge: VA decides on the service, and an upgrade is another way', async () => {
    const { text } = await ask('Can I get a VA home loan with an other than honorable discharge?')
    expect(text).toContain('Certificate of Eligibility')
    expect(text).toContain('VA makes its own decision about your service')
    expect(text).toContain('https://www.va.gov/discharge-upgrade-instructions/')
  })

  test('a combined rating and pay question explains the method on its own and sends the figures to the calculator', async () => {
    const { text } = await ask(
      'I have 50% for PTSD and 30% for my knee, married with one kid: what is my combined rating and monthly pay?',
    )
    expect(text).toContain('disability rating calculator on our Tools page (/tools)')
    expect(text).toContain('VA starts with the higher one')
    expect(text).not.toContain('This is why')
    // The pay depends on the rate tables and the family; the calculator works it out, not the answer.
    expect(text).not.toMatch(/\$\d/)
  })
})

describe('questions outside VA benefits', () => {
  test.each(outOfScopeQuestions)(
    '"%s" gets an honest "I don\'t know" and who to ask',
    async (question) => {
      const { text, sources } = await ask(question)
      expect(text).toContain("I don't have a good answer to that.")
      expect(text).toContain('1-800-827-1000')
      // A message the crisis screen missed may still be one: the last line is the crisis line.
      expect(text.split('\n').at(-1)).toMatch(
        /Veterans Crisis Line is there 24\/7: dial 988, then press 1, or text 838255\.$/,
      )
      expect(sources.map((source) => source.url)).toContain(
        'https://www.va.gov/get-help-from-accredited-representative/',
      )
    },
  )
})

test('the reply streams in several pieces that add up to the whole answer', async () => {
  const reply = await assistant.reply('how do I file a supplemental claim')
  const pieces: string[] = []
  for await (const piece of reply.textStream) pieces.push(piece)
  expect(pieces.length).toBeGreaterThan(10)
  expect(pieces.join('')).toMatch(/Supplemental Claim/i)
})

describe('sentences joined into an answer', () => {
  const entryById = new Map(knowledgeBase.map((entry) => [entry.id, entry]))
  const hit = (id: string, score: number) => {
    const entry = entryById.get(id)
    if (!entry) throw new Error(`no entry ${id}`)
    return { entry, score, coverage: 1 }
  }

  test('a related title that is a question keeps its question mark and gains no period', () => {
    const { text } = composeAnswer('gi bill housing allowance for an approved online program', [
      hit('gi-bill-housing-allowance', 100),
      hit('gi-bill-online-school', 90),
    ])
    expect(text).toContain('Related: Does the GI Bill cover online school? ')
    expect(text).not.toMatch(/[?!.]\./)
  })

  test('a related entry joins only when it matches words of the question that the best one lacks', () => {
    const { text, sources } = composeAnswer('supplemental claim', [
      hit('supplemental-claim', 100),
      hit('decision-review-options', 95),
    ])
    expect(text).not.toContain('Related:')
    expect(sources.map((source) => source.url)).not.toContain(
      'https://www.va.gov/decision-reviews/',
    )
  })

  test('the answer leads with the passage that has the kind of fact asked for', () => {
    const { text } = composeAnswer('how long do i have to convert my sgli', [hit('vgli', 100)])
    expect(text.split('\n\n')[0]).toMatch(/\b(1 year and 120 days|240 days|\d+ days)\b/)
  })

  test('a related title that is not a sentence is ended with a period', () => {
    const { text } = composeAnswer('supplemental claim or higher-level review', [
      hit('supplemental-claim', 100),
      hit('higher-level-review', 90),
    ])
    expect(text).toMatch(/Related: [^\n]*[^.?!]\. /)
    expect(text).not.toMatch(/[?!.]\./)
  })

  test('what a record mentions reads as sentences, however its items end', () => {
    const text = describeRecord({
      filename: 'note.txt',
      analysis: buildFileAnalysis({
        conditions: [
          buildRecordCondition({ name: 'Tinnitus, bilateral' }),
          buildRecordCondition({ name: 'Lumbar strain.' }),
        ],
        dates: ['03/14/2024'],
      }),
    })
    expect(text).toBe(
      'I read your record "note.txt". It mentions Tinnitus, bilateral; Lumbar strain. Dates in it: 03/14/2024.',
    )
  })
})

describe('answers that lead with the number or the subject asked about', () => {
  test('VA math asked about ratings is worked out by 38 CFR 4.25 and leads the answer', async () => {
    expect(
      combinedRatingSentence('ratings are 50 30 and 20. what does that come out to with va math'),
    ).toMatch(/^Ratings of 50%, 30%, 20% combine to 72, which VA rounds to 70%/)
    expect(combinedRatingSentence('two 60s, whats my combined')).toMatch(
      /combine to 84, which VA rounds to 80%/,
    )
    expect(combinedRatingSentence('my knee is rated 30, whats my combined')).toBeNull()
    // A combined rating already held, or a pay rate, is not one of the ratings to combine.
    expect(
      combinedRatingSentence('my combined rating stays at 70%, do I get the 70% rate or more?'),
    ).toBeNull()
    expect(
      combinedRatingSentence(
        'rated 60% combined (PTSD 50, back 20, tinnitus 10), what does that make me',
      ),
    ).toMatch(/^Ratings of 50%, 20%, 10% combine to 64, which VA rounds to 60%/)
    // Sums written out ask for VA math; the total the letter gave is not a rating to combine.
    expect(
      combinedRatingSentence('knee 40% + back 20% = 60 right? the decision says 50, why'),
    ).toMatch(/^Ratings of 40%, 20% combine to 52, which VA rounds to 50%/)
    // Nor is a rating that was changed, or a threshold named as one.
    expect(
      combinedRatingSentence(
        'they raised my back from 20 to 40 percent, is 40% where a brace is paid?',
      ),
    ).toBeNull()
    expect(
      combinedRatingSentence('my one rating is 30 so I miss the 60 or 70 numbers for IU, right?'),
    ).toBeNull()
    // The total the asker expects is not one of their ratings.
    expect(combinedRatingSentence("three 20s for my knees and hip, shouldn't that be 60")).toMatch(
      /^Ratings of 20%, 20%, 20% combine to 49, which VA rounds to 50%/,
    )
    expect(
      combinedRatingSentence(
        '30 for my knee, 20 for my hip and 10 for my ears, what does that come to',
      ),
    ).toMatch(/combine to 50, which VA rounds to 50%/)
    expect(combinedRatingSentence('va gave me 70 and 30, shouldnt i be at 100')).toMatch(
      /^Ratings of 70%, 30% combine to 79, which VA rounds to 80%/,
    )
    expect(combinedRatingSentence('60 for my heart and 20 for my knee, am I 70 or 80?')).toMatch(
      /combine to 68, which VA rounds to 70%/,
    )
    expect(combinedRatingSentence('my combined value is 86, how does va round it')).toMatch(
      /pays it as 90%/,
    )
    // One more rating after a question about two adds to them; a TDIU question is not VA math.
    expect(
      combinedRatingSentence('and if they add 20 for my ankle?', [
        'I have 60 and 30, whats my combined',
      ]),
    ).toMatch(/^Ratings of 60%, 30%, 20% combine to 78, which VA rounds to 80%/)
    // Two messages back when the one before named none ("my ratings", then "what's my combined?").
    expect(
      combinedRatingSentence('and if they give me 10 for tinnitus?', [
        'the VA has me at 50 for my back and 20 for my shoulder',
        'so what is my combined rating',
      ]),
    ).toMatch(/^Ratings of 50%, 20%, 10% combine to 64, which VA rounds to 60%/)
    expect(
      combinedRatingSentence('I have 70 for PTSD and 30 for my back, can I get TDIU?'),
    ).toBeNull()
    expect(
      combinedRatingSentence('30 for my knee and 20 for my ankle, what is it going to be overall'),
    ).toMatch(/combine to 44, which VA rounds to 40%/)
    const { text } = await ask('I have 70% and 40%, what is my combined rating?')
    expect(text.split('\n\n')[0]).toMatch(/combine to 82, which VA rounds to 80%/)
  })

  test('a short message that refers back keeps the subject; one that brings its own subject does not', async () => {
    const knee = 'my knee only bends to 40 degrees what would va rate that'
    const kneeReply = await assistant.reply(knee)
    let kneeAnswer = ''
    for await (const piece of kneeReply.textStream) kneeAnswer += piece
    const history = [{ question: knee, answer: kneeAnswer }]
    const abroad = await assistant.reply(
      'im moving to the philippines will va pay for my doctor there',
      { history },
    )
    expect(abroad.sources[0]?.url).toBe('https://www.va.gov/health-care/foreign-medical-program/')
    const clothing =
      'i wear a knee brace every day and it tears holes in my pants. can va pay for clothes'
    const deadline = await assistant.reply("when's the deadline for that", {
      history: [{ question: clothing, answer: '' }],
    })
    let text = ''
    for await (const piece of deadline.textStream) text += piece
    expect(text.split('\n\n')[0]).toContain('August 1')
  })

  test('a long story that ends by asking back is answered about the chat’s subject', async () => {
    const funeral = 'which form gets VA to help pay for my husband’s funeral?'
    const reply = await assistant.reply(
      'his death was not from a service connected condition, a long illness at 88 after many years of dialysis. how long do I have to file it?',
      { history: [{ question: funeral, answer: '' }] },
    )
    let text = ''
    for await (const piece of reply.textStream) text += piece
    expect(text).toContain('2 years')
    expect(reply.sources[0]?.url).toBe(officialLinks.burialAllowance.href)
  })

  test('a follow-up that opens with a thanks ("cool, which form?") stays with the subject', async () => {
    const { text } = await askAfter(
      'can VR&E pay for welding school, I am rated 20% for my shoulder',
      'great, which form do I fill out to apply',
    )
    expect(text).toContain('28-1900')
  })

  test('getting entitlement back after selling a house is answered with its restoration', async () => {
    const reply = await assistant.reply('and how do I get my entitlement back', {
      history: [
        {
          question: 'I sold the house I bought with my VA loan and paid it off. can I buy again',
          answer: '',
        },
      ],
    })
    let text = ''
    for await (const piece of reply.textStream) text += piece
    expect(text.split('\n\n')[0]).toContain('26-1880')
  })

  test("a short follow-up asking for a number is answered from the chat's subject, not the phone list", async () => {
    const reply = await assistant.reply('what number do I call for that?', {
      history: [
        {
          question:
            'my landlord gave me 3 days to get out and I have nowhere to go, does VA help veterans about to be homeless',
          answer: '',
        },
      ],
    })
    let text = ''
    for await (const piece of reply.textStream) text += piece
    expect(text).toContain(supportLines.homelessVeterans.display)
    expect(reply.sources.map((source) => source.url)).toContain(officialLinks.homelessPrograms.href)
  })

  test('a follow-up is read with the two questions before it, when the scene took two messages', async () => {
    const reply = await assistant.reply('is there something extra for that?', {
      history: [
        {
          question: 'my grandmother is a veteran’s widow and gets a VA survivors pension',
          answer: '',
        },
        { question: 'she cannot get dressed or take a shower on her own anymore', answer: '' },
      ],
    })
    let text = ''
    for await (const piece of reply.textStream) text += piece
    expect(text).toContain('Aid and Attendance')
  })

  test("someone else's claim, pay or records, and buying advice, are declined", () => {
    expect(isOutOfScope('can you look up how much va pays my buddy mark ortiz every month')).toBe(
      true,
    )
    expect(isOutOfScope("can you tell me my buddy's rating")).toBe(true)
    expect(
      isOutOfScope(
        'I am giving the toast at my old squad leader’s retirement, can you help with the writing?',
      ),
    ).toBe(true)
    expect(isOutOfScope('whats the best truck to buy with my back pay')).toBe(true)
    expect(isOutOfScope('my husbands rating is 100 can i get champva')).toBe(false)
    expect(isOutOfScope('how much is my back pay going to be')).toBe(false)
  })

  test('investing, household taxes, a tenancy dispute, translation, dating and voting advice are declined, VA questions on the same words are not', () => {
    for (const question of [
      'should i put my back pay in ethereum',
      'is a roth ira better than my tsp',
      'can we itemize our mortgage interest this year',
      'how do i get my security deposit back from my old apartment',
      'translate this letter into german for my mother in law',
      'help me write a bumble bio',
      'who should i vote for in the governor race',
    ]) {
      expect(isOutOfScope(question), question).toBe(true)
    }
    for (const question of [
      'is my va disability taxable',
      'my landlord is evicting me, can va help',
      'can i use my gi bill for a translation certificate',
    ]) {
      expect(isOutOfScope(question), question).toBe(false)
    }
  })

  test('a business, a dose, custody, the weather, a poem or a civilian job are declined', () => {
    for (const question of [
      'how do i do payroll for the two people at my landscaping business',
      'can i take 800 mg of ibuprofen with my meds',
      'how do i get joint custody of my daughter',
      'is there a storm in the forecast for fort hood',
      'write a song for my unit reunion',
      'my forklift job hurt my wrist, will workers comp pay',
      'what does the german bundeswehr pay reservists',
      'how do i file taxes for my side business selling t-shirts',
      'how much melatonin should i take to sleep',
      'should i go to the er for this cough',
      'a poem for my grandpa who served in korea',
      'my federal job injury claim with owcp was denied',
    ])
      expect(isOutOfScope(question), question).toBe(true)
    for (const question of [
      'is va disability taxable',
      'my wife has ms and needs help bathing, is there more pay for that',
      'my service connected rash cream ruins my clothes',
      'does workers comp change my va rating',
      'i live in the uk now, can i still get my va disability paid',
      'my wife is german, can she get champva',
      'i am a contractor, is my va disability taxable',
      'write a statement for my claim about my back',
    ])
      expect(isOutOfScope(question), question).toBe(false)
  })
})

describe('the learned scope check', () => {
  test.each([
    'my brother in law wants me to help him pick a used boat trailer hitch for his f250, any ideas',
    'how do I stop my ceiling fan from wobbling on the high setting',
    'Old Army buddy and I are arguing about which tank had the bigger gun in Desert Storm, Abrams or the Challenger?',
    'any tips for keeping deer out of my vegetable garden without a tall fence',
  ])('declines "%s", which shares words with benefits but is not about them', async (question) => {
    expect((await ask(question)).text).toContain("I don't have a good answer to that.")
  })

  test.each([
    'how do I start a claim for my knees',
    'where is the closest vet center',
    'is there a state property tax break for a 100% rating',
    'what is the max GI Bill housing rate',
    'is there a cap on the price of a home I can buy with my VA loan benefit',
    'can the VA help pay part of my wages so a company will hire me through VR&E',
    'can I send a new x-ray with my higher level review',
    'I bought a duplex with a VA loan, can I rent out the other half as an investment',
  ])('answers "%s", a benefit asked about in plain or everyday words', async (question) => {
    expect((await ask(question)).text).toContain('Next step:')
  })

  test('the classifier does not depend on the order its examples come in', () => {
    const questions = developmentFiles.flatMap((file) => file.questions)
    const given = trainScopeClassifier(questions)
    const reversed = trainScopeClassifier([...questions].reverse())
    for (const question of ['is there a cap on the price of a home I can buy', 'best pellet grill'])
      expect(reversed(question)).toBe(given(question))
  })

  test('a short follow-up is not declined for matching little on its own', async () => {
    const reply = await assistant.reply('and how do I ask for more?', {
      history: [{ question: 'my back is rated 20% and it has gotten a lot worse', answer: '' }],
    })
    let text = ''
    for await (const piece of reply.textStream) text += piece
    expect(text).toContain('Next step:')
  })
})

describe('facts the tenth held-out file turned on, asked in other words', () => {
  test('a survivor taking over a claim pending at the death: 1 year, the form, the regulation', async () => {
    const { text, sources } = await ask(
      'my father passed before VA decided his hearing loss claim, can I finish it for him and by when',
    )
    expect(text).toContain('within 1 year of the death')
    expect(text).toContain('21P-0847')
    expect(sources.map((source) => source.url)).toContain(officialLinks.substitutionLaw.href)
  })

  test("the Court of Appeals' 120 days is cited from 38 U.S.C. 7266", async () => {
    const { text, sources } = await ask(
      'the board turned me down, what is my deadline for the veterans court',
    )
    expect(text).toContain('120 days')
    expect(sources.map((source) => source.url)).toContain(officialLinks.courtAppealDeadlineLaw.href)
  })

  test('the Vietnam era for someone who served elsewhere starts August 5, 1964', async () => {
    const { text } = await ask(
      'my uncle was stationed in Korea in 1965, never went to Vietnam. does that count as wartime for VA pension',
    )
    expect(text).toContain('August 5, 1964')
  })

  test("a widow's home loan eligibility survives a remarriage at 57", async () => {
    const { text, sources } = await ask(
      'I am a widow using my late husbands VA loan benefit, if I get married again at 60 do I lose it',
    )
    expect(text).toContain('57')
    expect(sources[0]?.url).toBe(officialLinks.survivingSpouseHomeLoan.href)
  })

  test("the Insurance Center's number comes with VA's life insurance page", async () => {
    const { text, sources } = await ask(
      'who do I phone to change the beneficiary on my VALife policy',
    )
    expect(text).toContain(supportLines.lifeInsurance.display)
    expect(sources.map((source) => source.url)).toContain(officialLinks.lifeInsurance.href)
  })

  test("California's College Fee Waiver is cited from its own CalVet page", async () => {
    const { text, sources } = await ask(
      'does california waive college tuition for the children of a disabled veteran',
    )
    expect(text).toContain('College Fee Waiver')
    expect(sources.map((source) => source.url)).toContain(officialLinks.calvetCollegeFeeWaiver.href)
  })

  test.each([
    {
      question: 'we just bought a place near Tampa and my rating is 100 P&T, is the house tax free',
      fact: 'exempt from all property tax on the homestead',
      source: officialLinks.floridaPropertyTaxExemptions.href,
      otherState: 'Hazlewood',
    },
    {
      question: 'as a Texas vet rated 40 percent, how much comes off my property value',
      fact: '$7,500',
      source: officialLinks.texasDisabledVeteranExemptions.href,
      otherState: 'Florida',
    },
    {
      question:
        'in Virginia does a 100% permanent and total veteran pay tax on the home he lives in',
      fact: 'principal residence',
      source: officialLinks.virginiaRealEstateExemptionLaw.href,
      otherState: 'Texas',
    },
  ])('a question about one state is answered from that state alone: $question', async (item) => {
    const { text, sources } = await ask(item.question)
    expect(text.split('\n\n')[0]).toContain(item.fact)
    expect(text).not.toContain(item.otherState)
    expect(sources.map((source) => source.url)).toContain(item.source)
  })
})

describe('facts the seventeenth held-out file turned on, asked in other words', () => {
  test.each([
    {
      question: 'can VA take my VA debt out of my IRS refund if I do not pay it',
      fact: 'Treasury Offset Program',
    },
    { question: 'just got out of the Marines, can I get unemployment checks', fact: 'UCX' },
    {
      question: 'what will my rating be once my service connected knee is replaced',
      fact: '30%',
    },
    {
      question: 'how much is the Medicare Part B penalty if I sign up late because I use VA',
      fact: '10% more',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

describe('facts the sixteenth held-out file turned on, asked in other words', () => {
  test.each([
    {
      question:
        'VA wants to rate my mother incompetent because of her Alzheimers. who handles her VA money then',
      fact: 'fiduciary',
    },
    { question: 'does my VA disability count against my SSI check', fact: 'unearned income' },
    {
      question:
        'I fill all my prescriptions at the VA, will I pay a penalty if I skip Part D at 65',
      fact: 'creditable coverage',
    },
    {
      question: 'how many years of deployments does my employer have to hold my job under USERRA',
      fact: '5 years',
    },
    { question: 'what form do I use for a HISA grant to put in a roll-in shower', fact: '10-0103' },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

describe('facts the fifteenth held-out file turned on, asked in other words', () => {
  test.each([
    {
      question:
        'combined I am at 80 but no single rating is above 30, can I still get IU or am I out of luck',
      fact: '4.16(b)',
    },
    {
      question:
        'I have 100 for my heart and my other stuff combines to 70. anything more than 100?',
      fact: 'SMC-S',
    },
    { question: 'how big was the cost of living raise on the 2026 VA rates', fact: '2.8%' },
    { question: 'is the sciatica in my leg a separate rating from my low back', fact: '8520' },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })

  test.each([
    {
      previous: 'my claim for my shoulder was denied in 2023 and I let it go',
      question: 'can I still fight it now?',
      fact: 'Supplemental Claim',
    },
    {
      previous: 'VA says I owe $3,000 because my son stayed on my award after he turned 18',
      question: 'will they forgive it? I cannot pay',
      fact: 'waiver',
    },
  ])('after "$previous", "$question" is answered with $fact', async (item) => {
    const reply = await assistant.reply(item.question, {
      history: [{ question: item.previous, answer: '' }],
    })
    let text = ''
    for await (const piece of reply.textStream) text += piece
    expect(text).toContain(item.fact)
  })
})

describe('facts the thirteenth and fourteenth held-out files turned on, asked in other words', () => {
  test.each([
    {
      question: 'I turn 58 next month, do they still schedule those rating re-exams at my age',
      fact: '55',
    },
    {
      question: 'my knee has been service connected since 2009, can a new examiner sever it now',
      fact: '10 years or more',
    },
    {
      question: 'my dad came home from Iraq changed. where can our family read up on PTSD',
      fact: 'National Center for PTSD',
    },
    {
      question: 'what is the form called that VA mails to my last employer for my IU claim',
      fact: '21-4192',
    },
    {
      question:
        'our daughter was killed on active duty. we are retired with little income, is there a monthly benefit for us as parents',
      fact: "Parents' DIC",
    },
    {
      question: 'who certifies my company as a service disabled veteran owned small business now',
      fact: 'VetCert',
    },
    {
      question: 'can a VA loan buy a triplex if I live in one side',
      fact: 'up to 4 units',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text.split('\n\n')[0]).toContain(fact)
  })

  test('"that\'s 100 right?" names the total expected, and the ratings before it are combined', async () => {
    const { text } = await ask(
      "I have 60 for my back, 30 for my knee and 10 for tinnitus. that's 100 right?",
    )
    expect(text.split('\n\n')[0]).toContain('Ratings of 60%, 30%, 10% combine to')
  })

  test('the emergency notification line is among the numbers', async () => {
    const { text } = await ask(
      'what number should the civilian hospital use to tell VA I was brought to their ER',
    )
    expect(text).toContain(supportLines.emergencyCareNotification.display)
  })

  test('a drive of 90 miles round trip is not a rating to combine', async () => {
    const { text } = await ask(
      'I am rated 40 percent and drive 90 miles round trip to my clinic. does VA pay my mileage',
    )
    expect(text).not.toContain('combine to')
  })
})

describe('facts the eleventh and twelfth held-out files turned on, asked in other words', () => {
  test.each([
    {
      question:
        'my daughter was born with spina bifida and her father was in Vietnam in 1970, does VA help her',
      fact: '21-0304',
    },
    {
      question:
        'is there a VR&E program that pays an employer part of the wages to hire a disabled vet',
      fact: 'Special Employer Incentive',
    },
    {
      question: 'who at the job center specifically helps disabled veterans find work',
      fact: 'DVOP',
    },
    {
      question: 'VA says I was overpaid, how long do I have to ask them to waive the debt',
      fact: '180 days',
    },
    {
      question: 'does my GI Bill housing money go down during an electrician apprenticeship',
      fact: 'first 6 months',
    },
    {
      question: 'my dad has terminal cancer and VGLI, can he get some of the insurance money early',
      fact: 'Accelerated Benefit Option',
    },
    {
      question: 'what is the burn pit list called and how do I get on it',
      fact: 'Airborne Hazards and Open Burn Pit Registry',
    },
    {
      question: 'can heavy drinking that started after my PTSD be service connected',
      fact: 'secondary',
    },
    {
      question: 'can I draw VA pension and my disability compensation at the same time',
      fact: 'whichever is greater',
    },
    {
      question: 'is there a property tax break in Florida for a P&T disabled veteran',
      fact: 'homestead',
    },
    {
      question: 'my husband died in March, if I file for DIC in October when does it start paying',
      fact: 'month of death',
    },
    {
      question: 'can my community care doctor write me a prescription, how many days worth',
      fact: '14-day',
    },
    {
      question: 'was the informal conference in a higher level review required or can I skip it',
      fact: 'optional',
    },
    {
      question: 'does wisconsin have a state GI Bill for the kids of a 30 percent disabled vet',
      fact: '128 credits',
    },
    {
      question: 'is there a VA counselor right on my college campus for student vets',
      fact: 'VetSuccess on Campus',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

describe('the sources listed under an answer', () => {
  const entry = (id: string) => {
    const found = knowledgeBase.find((item) => item.id === id)
    if (!found) throw new Error(`no entry ${id}`)
    return found
  }

  test('an entry with many pages lists first those the answer mentions', () => {
    const urls = sourcesFor(
      [entry('texas-veterans-benefits')],
      'Texas: the Hazlewood Act exempts eligible Texas veterans from tuition.',
    ).map((source) => source.url)
    expect(urls[0]).toBe(officialLinks.texasVeteransCommission.href)
    expect(urls).toContain(officialLinks.hazlewoodAct.href)
  })

  test('a phone line the answer names brings its own page', () => {
    const urls = sourcesFor(
      [entry('va-phone-numbers')],
      `Homeless veterans: ${supportLines.homelessVeterans.display}.`,
    ).map((source) => source.url)
    expect(urls).toContain(supportLines.homelessVeterans.sourceUrl)
  })

  test('among many phone lines, the page of the one the question asks for is listed', async () => {
    const { sources } = await ask(
      'looking after my dad wears me out, does VA have a number I can call just for caregivers',
    )
    expect(sources.map((source) => source.url)).toContain(supportLines.caregiverSupport.sourceUrl)
  })
})

describe("a number asked for by the line's topic", () => {
  test("is answered from the topic's own entry, not the list of every VA number, and said once", async () => {
    const { text, sources } = await ask(
      'my sister got evicted and has been sleeping in her truck, which number should we ring',
    )
    const [first, second] = text.split('\n\n')
    expect(first).toContain(supportLines.homelessVeterans.display)
    expect(second).not.toContain(supportLines.homelessVeterans.display)
    expect(text).not.toContain(supportLines.caregiverSupport.display)
    expect(sources.map((source) => source.url)).toContain(officialLinks.homelessPrograms.href)
  })
})

describe('the passage that answers first', () => {
  test('a question about distance or waiting leads with the access standards', async () => {
    for (const question of [
      'how many miles or minutes away does the VA have to be before I can use community care',
      'what is the longest VA can make me wait for a specialist before community care',
    ]) {
      const { text } = await ask(question)
      expect(text.split('\n\n')[0], question).toMatch(/30 minutes .* 28 days/)
    }
  })

  test('asking how to apply leads with the form', async () => {
    const { text } = await ask('how do i apply for combat related special compensation')
    expect(text.split('\n\n')[0]).toContain('DD 2860')
  })
})

test('a message of a word or two with no subject of its own is read with the question before it', async () => {
  const question = 'can i get individual unemployability'
  const reply = await assistant.reply('how do i apply', { history: [{ question, answer: '' }] })
  let text = ''
  for await (const piece of reply.textStream) text += piece
  expect(text.split('\n\n')[0]).toContain('21-8940')
})

describe('a follow-up the eighteenth held-out file turned on, asked in other words', () => {
  test('"what does that come to?" after two ratings combines them', async () => {
    const { text } = await askAfter(
      'the decision gave me 50% for migraines and 30% for my shoulder',
      'what does that come to overall?',
    )
    expect(text.split('\n\n')[0]).toContain('Ratings of 50%, 30% combine to')
  })
})

describe('facts the seventeenth and eighteenth held-out files turned on, asked in other words', () => {
  test.each([
    {
      question:
        'my son was in Afghanistan and died of brain cancer, he never filed a claim, can his widow get anything',
      fact: 'glioblastoma',
    },
    {
      question:
        "I'm a retiree and VA wants me to pick compensation over my retirement pay, what's the form",
      fact: '21-651',
    },
    { question: "how does VA figure the caregiver's monthly stipend", fact: 'GS-4' },
    {
      question:
        "I have CHAMPVA as a widow and I'll be 65 in the spring, must I enroll in Medicare Part B",
      fact: 'you need to sign up for Part B',
    },
    {
      question:
        "my boss keeps complaining about my guard drills, how long does he have to hold my job while I'm deployed",
      fact: '5 years',
    },
    {
      question:
        'can a family caregiver in the comprehensive program get a break, how many days of respite',
      fact: 'at least 30 days',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text.split('\n\n')[0]).toContain(fact)
  })
})

test('after a long deployment, USERRA gives 90 days to ask for the job back', async () => {
  const { text, sources } = await ask(
    'I just got back from a 9 month deployment, how many days do I have to tell my employer I want my job back',
  )
  expect(text).toContain('within 90 days')
  expect(sources.map((source) => source.url)).toContain(officialLinks.userra.href)
})

describe('facts the twenty-first held-out file turned on, asked in other words', () => {
  test.each([
    {
      question: 'how many service members does the military send for basic funeral honors',
      fact: 'two or more uniformed members',
    },
    {
      question:
        'we closed on our house with a VA loan in March, how soon can we do a VA streamline refi',
      fact: '210 days',
    },
    {
      question:
        'my daughter is a junior in high school, can she start using the GI Bill I gave her',
      fact: 'high school diploma',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

describe('facts the twentieth held-out file turned on, asked in other words', () => {
  test.each([
    { question: 'how high a GS grade can I be hired at under the VRA', fact: 'GS-11' },
    {
      question:
        'my retroactive VA award covers years my retired pay was taxed, how long do I have to amend my taxes',
      fact: '1 year from the date of VA’s decision',
    },
    {
      question:
        'I paid the VA funding fee and then got rated 10% back to before closing, who do I call for a refund',
      fact: 'Regional Loan Center',
    },
    {
      question: 'my mom gets survivors pension, how much can she have in savings',
      fact: '$163,699',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })

  test.each([
    {
      question:
        'my wife died on the 3rd and her VA check for that month still came, will VA take it back',
      section: '3.20',
    },
    {
      question: 'grandpa went into a medicaid nursing home and VA cut his pension, to how much',
      section: '3.551',
    },
  ])('"$question" cites 38 CFR $section, the rule it rests on', async ({ question, section }) => {
    const { sources } = await ask(question)
    expect(sources.map((source) => source.url)).toContain(regulationUrl(section))
  })
})

describe('where to mail a form', () => {
  test.each([
    {
      question: 'what address do I send my paper disability claim to',
      address: mailingAddresses.claimsIntake.display,
    },
    {
      question: 'where should I mail the 10182 for my board appeal',
      address: mailingAddresses.boardOfVeteransAppeals.display,
    },
  ])('"$question" leads with the address', async ({ question, address }) => {
    expect((await ask(question)).text.split('\n\n')[0]).toContain(address)
  })

  test('"where do I mail it?" after a question naming the pension form gives the Pension Intake Center', async () => {
    const { text, sources } = await askAfter(
      'my dad is 80, low income, and has the 21P-527EZ printed out',
      'where do we mail it when he is done?',
    )
    expect(text.split('\n\n')[0]).toBe(
      `Mail VA Form 21P-527EZ to ${mailingAddresses.pensionIntake.display}.`,
    )
    expect(sources[0]?.url).toBe(mailingAddresses.pensionIntake.sourceUrl)
  })

  test('a letter that came in the mail is no question about where to mail', async () => {
    const { text } = await ask('I got a letter in the mail saying my 21-526EZ claim was denied')
    expect(text).not.toContain('PO Box')
  })

  test('an answer to anything else leaves the address out', async () => {
    const { text } = await ask('what are the three dockets I can pick for a board appeal')
    expect(text).not.toContain('PO Box')
  })
})

describe('a rating named some words after "how much"', () => {
  test('is asked for its pay, and "and at 70?" after it gets the 70% amount', async () => {
    const question = 'how much would a single veteran with no kids get at 50% this year'
    expect((await ask(question)).text.split('\n\n')[0]).toContain(monthlyPayFor(50).alone)
    const { text } = await askAfter(question, 'and at 70?')
    expect(text.split('\n\n')[0]).toContain(monthlyPayFor(70).alone)
  })
})

describe('a rating between "how much" and the verb of getting', () => {
  test('is asked for its pay', async () => {
    const { text } = await ask('how much does a vet rated 30 percent make a month')
    expect(text.split('\n\n')[0]).toContain(monthlyPayFor(30).alone)
  })

  test('but VA paying for care is health care, not the rating’s pay', async () => {
    const { text } = await ask(
      'I moved to Costa Rica last spring and I am 40% for my back. will the VA pay for treatment down here',
    )
    expect(text).not.toContain(monthlyPayFor(40).alone)
    expect(text.split('\n\n')[0]).toContain('Foreign Medical Program')
  })
})

describe('facts the twenty-first file turned on once it was read, asked in other words', () => {
  test.each([
    {
      question: 'what does the VA charge me for a month of a brand name prescription',
      fact: '$11 for tier 3',
    },
    {
      question: 'im rated 70 percent, do I owe anything when I see my VA doctor or pick up meds',
      fact: 'no copays for any care, tests or medications',
    },
    {
      question:
        'dad wants to sign his truck and savings over to my sister before applying for VA pension, is there a lookback',
      fact: 'looks back 3 years',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

describe('plain words for a back, an ER and travel costs', () => {
  test('only a back that hurts or is rated gets the spine words', () => {
    expect(withKnowledgeBaseWords('will VA pay me back for the tow truck')).not.toMatch(/spine/)
    expect(withKnowledgeBaseWords('I got back from Kuwait in May')).not.toMatch(/spine/)
    expect(withKnowledgeBaseWords('my lower back is killing me after the jump')).toMatch(/spine/)
    expect(withKnowledgeBaseWords('rated 20 for back and 10 for knee')).toMatch(/spine/)
  })

  test('paid "like I’m 100" is unemployability, and so is having had to quit, but not a spouse quitting to give care', () => {
    expect(withKnowledgeBaseWords('can the VA pay him as if he is 100')).toMatch(/TDIU/)
    expect(withKnowledgeBaseWords('my back got so bad I had to quit driving trucks')).toMatch(
      /TDIU/,
    )
    expect(withKnowledgeBaseWords('I quit my job to look after my husband')).not.toMatch(/TDIU/)
  })

  test('no new evidence is a Higher-Level Review, new evidence a Supplemental Claim', () => {
    expect(withKnowledgeBaseWords('we have no new evidence, they just read it wrong')).toMatch(
      /higher-level review/,
    )
    expect(withKnowledgeBaseWords('we have no new evidence, they just read it wrong')).not.toMatch(
      /supplemental/,
    )
    expect(withKnowledgeBaseWords('I got a new letter from my surgeon')).toMatch(/supplemental/)
  })

  test('a gravestone is a headstone', () => {
    expect(withKnowledgeBaseWords('can VA send a gravestone for my uncle')).toMatch(/headstone/)
  })

  test('a country is living abroad where the veteran lives, not where they were stationed', () => {
    expect(withKnowledgeBaseWords('we retired to Portugal, does VA cover my care')).toMatch(
      /foreign medical program/,
    )
    expect(withKnowledgeBaseWords('I was stationed in Germany in 1988')).not.toMatch(/foreign/)
  })

  test('a VSO named by its name, a court and caring for a spouse reach their entries', () => {
    expect(withKnowledgeBaseWords('can the VFW file this for me')).toMatch(
      /accredited representative/,
    )
    expect(withKnowledgeBaseWords('can I sue over this in court')).toMatch(
      /Court of Appeals for Veterans Claims/,
    )
    expect(withKnowledgeBaseWords('I stay home taking care of my husband')).toMatch(
      /family caregiver program/,
    )
  })

  test('a stepdaughter is a child', () => {
    expect(withKnowledgeBaseWords('my stepdaughter gets his DIC')).toMatch(/child/)
  })

  test('mileage and gas money are travel pay', () => {
    expect(withKnowledgeBaseWords('do they give gas money for the drive to the VA')).toMatch(
      /travel pay/,
    )
  })

  test('an ER is an emergency room, and the "er" of hesitation is not', () => {
    expect(withKnowledgeBaseWords('took him to the er last night')).toMatch(/emergency room/)
    expect(withKnowledgeBaseWords('ER bill from a trip')).toMatch(/emergency room/)
    expect(withKnowledgeBaseWords('he served in, er, Korea')).not.toMatch(/emergency/)
  })

  test('an ER bill for a service-connected condition is answered with the 2-year claim limit', async () => {
    const { text } = await askAfter(
      'my service connected ankle gave out and I went to a hospital ER in Ohio, will VA pay me back for it',
      'whats the time limit to send that claim in',
    )
    expect(text).toContain('within 2 years of the care')
  })
})

describe('a short follow-up that points back to the chat’s subject', () => {
  test('"what form do I use to do that?" after an intent to file gives its form', async () => {
    const { text } = await askAfter(
      'I want to file an intent to file before my claim is ready',
      'what form do I use to do that',
    )
    expect(text.split('\n\n')[0]).toContain('21-0966')
  })
})

describe('a surviving spouse asking to use the veteran’s home loan benefit', () => {
  test('is answered with the surviving spouse’s certificate of eligibility, not DIC', async () => {
    const { text } = await ask(
      'my wife passed from her service connected cancer in June, am I able to use her VA home loan benefit',
    )
    expect(text.split('\n\n')[0]).toContain('Certificate of Eligibility')
    expect(text).toContain('26-1817')
  })
})

describe('facts the twenty-second file turned on once it was read, asked in other words', () => {
  test.each([
    {
      question:
        'im getting radiation for my service connected prostate cancer, do I get 100 percent while in treatment',
      fact: 'a VA exam 6 months after surgery, radiation or chemotherapy ends',
    },
    {
      question: 'I have 11 years in the Navy, what are the rules to pass my GI Bill to my spouse',
      fact: 'at least 6 years of service and a promise to serve 4 more years',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

describe('a follow-up made only of asking words', () => {
  test('"does that cost anything, and what form?" stays with the chat’s subject', async () => {
    const { text } = await askAfter(
      'my grandfather was a Korea veteran and died in May, the funeral director mentioned a certificate signed by the President',
      'does that cost anything? and what form',
    )
    expect(text).toContain('40-0247')
  })

  test('"how long do I have to request one?" stays with the decision review the chat is about', async () => {
    const { text, sources } = await askAfter(
      'explain a higher level review to me like im five',
      'ok and how long do I have to request one',
    )
    expect(text).toContain('within 1 year')
    expect(sources.map((source) => source.url)).toContain(officialLinks.higherLevelReview.href)
  })
})

describe('a PTSD claim’s account of the event', () => {
  test('has its own form, named first', async () => {
    const { text } = await ask(
      'where do I put the details of the rocket attack that caused my PTSD, is there a special VA form for it',
    )
    expect(text.split('\n\n')[0]).toContain('VA Form 21-0781')
  })
})

describe('a condition from before service', () => {
  test('that service made worse is answered with service connection by aggravation', async () => {
    const { text, sources } = await ask(
      'my flat feet were on my enlistment physical but boot camp made them much worse, can I still claim them since I had them before I joined',
    )
    expect(text.split('\n\n')[0]).toContain('aggravat')
    expect(sources.map((source) => source.url)).toContain(
      'https://www.ecfr.gov/current/title-38/section-3.306',
    )
  })
})

describe('special monthly compensation', () => {
  test('needs no separate application', async () => {
    const { text } = await ask('is SMC something I have to file for on its own or will VA add it')
    expect(text).toContain('You do not need to apply or file for SMC on its own')
  })
})

describe('a benefit named by its chapter', () => {
  test.each([
    { question: 'I plan to use chapter 33 to go back to school next year', fact: 'Post-9/11' },
    { question: 'can my son use ch 35 for a welding program', fact: 'DEA' },
    { question: 'how do I apply for chap. 31', fact: 'Veteran Readiness and Employment' },
  ])(
    '"$question" is answered about $fact, not a benefit with another chapter number',
    async ({ question, fact }) => {
      expect((await ask(question)).text.split('\n\n')[0]).toContain(fact)
    },
  )
})

describe('a follow-up about a narrower part of the chat’s topic', () => {
  test('is answered from the entry its own words find, not from the broad one before it', async () => {
    const { text } = await askAfter(
      'I plan to use my Post-9/11 GI Bill to go back to school next year',
      'and if every single class of mine is online, what happens then?',
    )
    expect(text.split('\n\n')[0]).toContain('half the national average')
  })

  test('"can I go to the Board with it now?" after a Higher-Level Review gives the Board’s form', async () => {
    const { text } = await askAfter(
      'my higher level review on my shoulder came back denied again',
      'could I go to the board with it now, and which form would that be?',
    )
    expect(text.split('\n\n')[0]).toContain('10182')
  })
})

describe('a husband or wife is a spouse, not a survivor, until the message tells of a death', () => {
  test('the words retrieval adds for them', () => {
    expect(withKnowledgeBaseWords('my husband is filing for his knees')).not.toMatch(/surviv/i)
    expect(withKnowledgeBaseWords('I am a widow of a Korea veteran')).toMatch(/surviving spouse/i)
    expect(withKnowledgeBaseWords('my husband passed in March')).toMatch(/survivor/i)
  })

  test('a wife asking for her living husband gets the intent to file, not the month of death', async () => {
    const { text } = await ask(
      'my husband is getting his records together for a knee claim, his buddy says to send an intent to file',
    )
    expect(text.split('\n\n')[0]).toContain('intent to file')
    expect(text).not.toContain('month of death')
  })
})

describe('facts the nineteenth held-out file turned on, asked in other words', () => {
  test.each([
    {
      question: 'how much does the VA give a Medal of Honor recipient each month',
      fact: '$1,760.90',
    },
    {
      question: "what's this year's clothing allowance amount for a prosthetic leg",
      fact: '$1,053.19',
    },
    {
      question: 'I bought a van with the VA car grant in 1990, am I eligible for another one',
      fact: '30 years',
    },
    {
      question:
        'my wife died in service last year and I have a 4 year old, is there more DIC early on',
      fact: '$359.00',
    },
    {
      question:
        'my travel reimbursement is smaller than it should be, do they subtract a deductible',
      fact: '$18',
    },
    {
      question: 'the fiduciary VA picked for my dad charges him every month, what is the limit',
      fact: '4%',
    },
    {
      question: "can I be my sister's VA fiduciary and get paid for it",
      fact: 'cannot be paid a fee',
    },
    {
      question:
        'I was in the army 1962 to 1966, does that time give me extra social security earnings',
      fact: '$300',
    },
    {
      question: "my son is 24 and on my TRICARE as a retiree's kid, can he keep it",
      fact: 'TRICARE Young Adult',
    },
    { question: "were my father's WWII army records burned in the St. Louis fire", fact: '80%' },
    {
      question:
        'I got a zero percent rating for hearing loss, does it get me anything like life insurance',
      fact: 'VALife',
    },
    { question: 'does 0% service connection help with anything', fact: 'VALife' },
    {
      question: "they say I owe money back because I was overpaid, I can't afford to pay it back",
      fact: 'waive',
    },
    {
      question:
        "my 22 year old son is a military retiree's dependent and is losing TRICARE, what are his options",
      fact: 'until 26',
    },
  ])('"$question" is answered with $fact', async ({ question, fact }) => {
    expect((await ask(question)).text).toContain(fact)
  })
})

test('a short follow-up with a new word stays in the chat’s topic when an entry there answers it', async () => {
  const { text } = await askAfter(
    'starting community college on the gi bill',
    'will it help with my rent',
  )
  expect(text.split('\n\n')[0]).toContain('monthly housing allowance')
})

describe('the number of a phone line the question names', () => {
  test('"is there a number I can call?" after a question about caregiving leads with the caregiver line', async () => {
    const { text, sources } = await askAfter(
      'my wife has ALS and I look after her at home, what help is there for me as her caregiver',
      'is there a number I can call?',
    )
    expect(text.split('\n\n')[0]).toContain(supportLines.caregiverSupport.display)
    expect(sources[0]?.url).toBe(supportLines.caregiverSupport.sourceUrl)
  })

  test('a word most lines share ("support", "care", "emergency") names no line', async () => {
    for (const question of [
      'what number does a non-VA hospital call to tell VA about my emergency visit',
      'who do I call about my claim',
    ])
      expect((await ask(question)).text, question).not.toMatch(/^(Emergency|VA Caregiver)/)
  })

  test.each([
    { question: 'whats the phone # for champva customer service', number: '1-800-733-8387' },
    {
      question: 'which number do I call about my VA life insurance policy',
      number: '1-800-669-8477',
    },
  ])('"$question" leads with $number', async ({ question, number }) => {
    expect((await ask(question)).text.split('\n\n')[0]).toContain(number)
  })
})

describe('the passage with the kind of fact asked for', () => {
  test('how much a mile: the mileage rate in cents is an amount', async () => {
    const { text } = await ask('what does VA pay per mile when I drive to my appointments')
    expect(text.split('\n\n').slice(0, 2).join(' ')).toContain('41.5 cents a mile')
  })

  test('until what age a child gets a benefit: the passage with the age limit leads', async () => {
    for (const question of [
      'how long can my kids get DIC',
      'until what age do children receive DIC',
    ])
      expect((await ask(question)).text.split('\n\n')[0], question).toContain('until 18')
  })

  test('service told in years, or as stateside only: the passage with how many days of active duty count', async () => {
    for (const question of [
      'my uncle was in the navy 1972 to 1974 but never deployed, hes 80 and broke, does pension apply to him',
      'I did my whole enlistment stateside during Vietnam, can I get VA pension now that I am old and poor',
    ])
      expect((await ask(question)).text, question).toContain('at least 90 days of active duty')
  })

  test('a short marriage before a death: the passage with how long a survivor must have been married', async () => {
    for (const question of [
      'we had only been married six months when my husband passed from his service connected illness, can I get DIC',
      'my wife died of her service connected condition and the length of our marriage was under a year, does DIC care',
    ]) {
      const { text } = await ask(question)
      expect(text, question).toContain('married for at least 1 year')
      expect(text, question).toContain('within 15 years')
    }
  })
})

describe('what one rating pays a month, from the rate table the calculator uses', () => {
  test.each([
    { question: '10% for my ringing ears, what does that pay monthly now', amount: '$180.42' },
    { question: "how much is 50 percent if I'm single", amount: '$1,132.90' },
    { question: 'I was rated 30% how much do I get', amount: '$552.47' },
    {
      question: "what's the monthly compensation at 60% for someone with no family",
      amount: '$1,435.02',
    },
    { question: 'no wife no kids, 40%. monthly amount these days?', amount: '$795.84' },
  ])('"$question" leads with $amount', async ({ question, amount }) => {
    expect((await ask(question)).text.split('\n\n')[0]).toContain(amount)
  })

  test('"and at 70?" after a pay question gives the 70% amount', async () => {
    const { text } = await askAfter('what does 50% pay', 'and at 70?')
    expect(text.split('\n\n')[0]).toContain('$1,808.45')
  })

  test('"what if I go up to 90" after the pay at one rating gives the 90% amount', async () => {
    const { text } = await askAfter(
      'single vet, what is the pay for 40 percent',
      'and what about if I go up to 90?',
    )
    expect(text.split('\n\n')[0]).toContain('$2,362.30')
  })

  test('"what if I am at 80 instead, still single?" after the pay at one rating gives the 80% amount', async () => {
    const { text } = await askAfter(
      'how much does 100% pay a single veteran',
      "what if i'm at 80 instead, still single?",
    )
    expect(text.split('\n\n')[0]).toContain('$2,102.15')
  })

  test('a rating named beside another payment or a rating rule is not answered with its pay', async () => {
    for (const question of [
      "I'm rated 40% and want to know how much the clothing allowance is",
      'what does it take to get 50% for migraines',
      'what does 100% for PTSD mean in the criteria',
      "I'm at 20%, does my drill pay for a training weekend stop my VA check those days",
    ])
      expect((await ask(question)).text, question).not.toMatch(/^At \d+%, VA pays/)
  })
})
