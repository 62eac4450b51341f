import { describe, expect, test } from 'vitest'
import { findRecordFindings, joinWrappedLines } from './record-findings'

function conditionNames(text: string): string[] {
  return findRecordFindings(text).conditions.map((condition) => condition.name)
}

function opinions(text: string) {
  return findRecordFindings(text).nexusOpinions.map(({ condition, strength }) => ({
    condition,
    strength,
  }))
}

describe('diagnoses the catalogue does not know', () => {
  test('are read from a problem list, named as written, with no code', () => {
    const findings = findRecordFindings(
      [
        'ACTIVE PROBLEMS',
        '1. Gout, right first metatarsophalangeal joint (M10.071)',
        '2. Osteopenia (M85.80)',
        '3. Chest pain, atypical (R07.89)',
        '4. Melanoma -- ruled out, biopsy benign.',
        '5. Colon cancer, family history.',
      ].join('\n'),
    )
    expect(
      findings.conditions.map(({ name, diagnosticCode }) => ({ name, diagnosticCode })),
    ).toEqual([
      { name: 'Gout, right first metatarsophalangeal joint', diagnosticCode: null },
      { name: 'Osteopenia', diagnosticCode: null },
    ])
  })

  test('are read after "Impression:" and "Dx:" on the same line, keeping where they are', () => {
    expect(
      conditionNames(
        'Impression: Cubital tunnel syndrome, left elbow, moderate.\nDx: Onychomycosis.',
      ),
    ).toEqual(['Cubital tunnel syndrome, left elbow', 'Onychomycosis'])
  })

  test("are read from unnumbered lines straight under the heading, and a DBQ's numbered diagnoses", () => {
    expect(
      conditionNames(
        [
          'IMPRESSION',
          'Chronic venous insufficiency, bilateral lower extremities.',
          'Gout (ICD-10-CM M10.9)',
          'Seen with his wife, who drives him.',
          'Sincerely,',
          'Jordan P',
        ].join('\n'),
      ),
    ).toEqual(['Chronic venous insufficiency, bilateral lower extremities', 'Gout'])
    expect(
      conditionNames(
        'Diagnosis #1: Lumbosacral strain   ICD code: S39.012A\nDiagnosis #2: Patellar tendinitis, right knee   ICD code: M76.51',
      ),
    ).toEqual(['Lumbosacral strain', 'Patellar tendinitis, right knee'])
  })

  test('a listed diagnosis at the same site as a catalogued one is still its own', () => {
    expect(
      conditionNames(
        'Diagnoses:\n1. Right hip strain\n2. Right hip trochanteric bursitis\n3. Gout',
      ),
    ).toEqual(['Hip condition', 'Right hip trochanteric bursitis', 'Gout'])
  })

  test('symptoms, findings and plans in an assessment are not diagnoses', () => {
    expect(
      conditionNames(
        [
          'ASSESSMENT:',
          '1. Intermittent dizziness, etiology unclear.',
          '2. Elevated liver enzymes -- work-up pending.',
          '3. Same as above.',
          '4. Smoking cessation counseling - declined today.',
          '5. Weight management - dietitian referral placed.',
          'Continue current regimen.',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test('an ICD-10 code next to a name makes it a diagnosis outside a list too', () => {
    expect(
      conditionNames('Seen today for follow-up of sarcoidosis (D86.0), stable on no therapy.'),
    ).toEqual([])
    expect(conditionNames('Final: Sarcoidosis of lung (D86.0).')).toEqual(['Sarcoidosis of lung'])
  })

  test('a surgery that names an item is not a diagnosis; the injury it treated, named first, still is', () => {
    expect(
      conditionNames(
        [
          'DIAGNOSES:',
          '1. Closed fracture, right radius, s/p open reduction and internal fixation',
          '2. Carpal tunnel release, left wrist (2019)',
          '3. Cholecystectomy',
        ].join('\n'),
      ),
    ).toEqual(['Closed fracture, right radius'])
  })
})

describe('what is not a diagnosis', () => {
  test('a hearing threshold shift with a plan to report hearing loss does not diagnose hearing loss', () => {
    expect(
      conditionNames(
        [
          'ASSESSMENT: Standard threshold shift, right ear, 15 dB at 3000 Hz.',
          'PLAN: Retest in 30 days; if persistent, record as occupational hearing loss.',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test('a condition only evaluated for, or had as a child, is not a current diagnosis', () => {
    expect(
      conditionNames(
        'He was evaluated for sleep apnea; the sleep study was negative. History of pneumonia as a child.',
      ),
    ).toEqual([])
  })

  test('a disc protrusion seen on imaging is not intervertebral disc syndrome', () => {
    expect(conditionNames('MRI: L5-S1 disc protrusion without nerve root contact.')).toEqual([])
  })

  test('a diagnosis only considered, left unticked, ruled out elsewhere or named as a risk factor is not listed', () => {
    expect(
      conditionNames(
        [
          'IMPRESSION:',
          '1. Migraine (G43.909)',
          '2. Alcohol use disorder - considered, criteria not met.',
          'Degenerative arthritis of the spine: [ ] Yes [X] No',
          '[ ] Shoulder instability/dislocation',
          'Claim for GERD is denied. An endoscopy was normal and GERD was ruled out.',
          'Her main risk factors are obesity and age.',
          'Chest x-ray (01/2025): mild left ventricular hypertrophy.',
        ].join('\n'),
      ),
    ).toEqual(['Migraine'])
  })

  test('a family history, a differential, a study report and a form section title make no diagnosis', () => {
    expect(
      conditionNames(
        [
          'FAMILY HISTORY: Brother - alcohol use disorder. Father died of a heart attack.',
          'DIFFERENTIAL: Panic disorder: does not meet criteria. PTSD: subthreshold.',
          'NCS/EMG today: right C7 radiculopathy, mild.',
          'A home sleep apnea test showed AHI 3.',
          'SECTION IV - INTERVERTEBRAL DISC SYNDROME',
          'ASSESSMENT:',
          '1. Tension-type headache, episodic',
          '2. Degenerative disc disease / degenerative arthritis, lumbar spine',
        ].join('\n'),
      ),
    ).toEqual(['Tension-type headache', 'Degenerative arthritis of the spine'])
  })

  test('after a numbered assessment, a return visit and the signature are not diagnoses', () => {
    expect(
      conditionNames(
        [
          'A/P:',
          '1. Hypothyroidism (E03.9)',
          '2. Gout (M10.9)',
          'RTC 6 months.',
          '/es/ Jonah Whitcombe, MD',
          'Staff Physician',
        ].join('\n'),
      ),
    ).toEqual(['Hypothyroidism', 'Gout'])
  })

  test('a mass found before the pathology came back is not a diagnosis; the cancer is', () => {
    expect(
      conditionNames(
        [
          'Admission diagnosis: Lung mass with hemoptysis.',
          'Discharge diagnoses:',
          '1. Squamous cell carcinoma of the left lower lobe (C34.32)',
          '2. Benign prostatic hypertrophy (N40.0)',
        ].join('\n'),
      ),
    ).toEqual(['Lung cancer', 'Benign prostatic hyperplasia'])
  })

  test('a knee that gives way after an ACL tear is knee instability, not a shoulder dislocation', () => {
    expect(
      conditionNames('Dx: Right anterior cruciate ligament tear with recurrent instability.'),
    ).toEqual(['Knee instability'])
  })

  test('an injury named as the origin of another condition is not itself listed', () => {
    expect(conditionNames('Diagnosis: Scar, right thigh, status post shrapnel wound.')).toEqual([
      'Scar, right thigh',
    ])
  })

  test('a condition only screened for or sent for an evaluation is not diagnosed', () => {
    expect(
      conditionNames(
        'Sleep apnea screening (STOP-BANG 1): low risk.\nSent to audiology for a tinnitus evaluation.',
      ),
    ).toEqual([])
  })

  test('under an inactive, resolved or ruled-out heading, a condition is no current diagnosis', () => {
    expect(
      conditionNames(
        [
          'ACTIVE PROBLEMS:',
          '1. Hypertension',
          'RESOLVED: Adjustment disorder with anxiety (2015), replaced by a later diagnosis.',
          'RULED OUT DURING THIS STAY:',
          '- Pneumonia: clear chest film, no fever',
        ].join('\n'),
      ),
    ).toEqual(['Hypertension'])
  })

  test("a mental status exam's mood and affect describe the patient, they do not diagnose", () => {
    expect(
      conditionNames(
        'MSE: Groomed. Mood "low." Affect blunted, dysthymic.\nASSESSMENT: Major depressive disorder, single episode.',
      ),
    ).toEqual(['Major depressive disorder'])
  })

  test('an exposure, a registry, an overdose or a suicide attempt in an assessment list is not a diagnosis', () => {
    expect(
      conditionNames(
        [
          'ASSESSMENT:',
          '1. Gout (M10.9)',
          '2. Jet fuel exposure - added to the exposure registry',
          '3. Deliberate ibuprofen overdose, treated',
          '4. Suicide attempt by hanging, aborted',
        ].join('\n'),
      ),
    ).toEqual(['Gout'])
  })

  test('a diagnosis still to be made, and conditions set aside together with another, are not diagnoses', () => {
    expect(
      conditionNames('Structured interview booked before any PTSD diagnosis is given.'),
    ).toEqual([])
    expect(
      conditionNames(
        'Diagnosis: Migraine without aura.\nCluster headache and tension headache were both considered and are not supported.',
      ),
    ).toEqual(['Migraine'])
  })

  test('a cancer treated and gone is history; a substance use disorder in remission is still a diagnosis', () => {
    expect(
      conditionNames(
        'Lung cancer treated with lobectomy in 2014; no evidence of recurrence on yearly CT.\nAlcohol use disorder, in early remission.',
      ),
    ).toEqual(['Alcohol use disorder'])
  })

  test("what an audiogram or a tracing shows mid-sentence is a finding; imaging's arthritis is a diagnosis", () => {
    expect(
      conditionNames(
        'ENT: eardrum intact; audiogram shows a mild conductive hearing loss on the right.',
      ),
    ).toEqual([])
    expect(
      conditionNames(
        'Knee: crepitus on flexion; x-rays show degenerative arthritis of the left knee.',
      ),
    ).toEqual(['Degenerative arthritis'])
  })

  test('an ankle that keeps giving way is a diagnosis of its own beside the sprain before it', () => {
    expect(
      conditionNames(
        'A: Right ankle sprain, grade I.\nSix months later. A: Recurrent right ankle instability after the sprain.',
      ),
    ).toEqual(['Ankle condition', 'Ankle instability'])
  })
})

test("a form's section title, a form's own name and suicidal ideation in a list are not diagnoses", () => {
  const names = conditionNames(
    [
      'SECTION I - DIAGNOSIS 1a',
      '1. Lumbosacral strain',
      'DD FORM 2796 - post-deployment health assessment',
      'DISCHARGE DIAGNOSES:',
      '1. Major depressive disorder, recurrent, severe',
      '2. Suicidal ideation with intent',
    ].join('\n'),
  )
  expect(names.some((name) => /^section|form 2796|suicidal/i.test(name))).toBe(false)
})

test("a form's checked box is read without its mark, and the test a diagnosis was made with is none", () => {
  const names = conditionNames(
    [
      'DIAGNOSES:',
      '[X] Generalized anxiety disorder',
      '[X] No other diagnosis of a mental disorder',
      '[ ] Panic disorder',
      'Clinician-administered interview (CAPS-5), PHQ-9 of 11',
    ].join('\n'),
  )
  expect(names.some((name) => /generalized anxiety/i.test(name))).toBe(true)
  expect(names.some((name) => /no other|panic|interview|caps/i.test(name))).toBe(false)
})

test('a condition said to be not supported, not identified or resolved is no diagnosis, nor is a prognosis', () => {
  const names = conditionNames(
    [
      'IMPRESSION:',
      '1. Lumbar radiculopathy, left L5',
      '2. Gout - not supported by labs',
      '3. Coronary artery disease not identified on stress test',
      'PAST HISTORY: Kidney stones 2016 - resolved; hypertension, on lisinopril',
      'Fair prognosis for return to work.',
    ].join('\n'),
  )
  expect(names.some((name) => /radiculopathy/i.test(name))).toBe(true)
  expect(names.some((name) => /hypertension/i.test(name))).toBe(true)
  expect(names.some((name) => /gout|coronary|kidney|prognosis/i.test(name))).toBe(false)
})

test('the question an opinion answers, and a request for one, are not opinions', () => {
  for (const text of [
    "Question: Is the Veteran's tinnitus at least as likely as not related to his service?",
    'She asked me to give my opinion on whether her hip condition is related to her military service.',
  ])
    expect(findRecordFindings(text).nexusOpinions, text).toEqual([])
})

test('a condition named in a list of symptoms is not diagnosed there', () => {
  expect(
    conditionNames('Post-blast screen. Symptoms: headache, nausea, tinnitus. A: Concussion.'),
  ).not.toContain('Tinnitus')
})

describe('scars', () => {
  test('each scar is its own condition, coded by where it is and whether it hurts', () => {
    const findings = findRecordFindings(
      [
        'DIAGNOSES:',
        'a. Scar, right forehead, linear.',
        'b. Scar, left thigh, painful on palpation.',
        'The thigh scar is tender when he kneels.',
      ].join('\n'),
    )
    expect(
      findings.conditions.map(({ name, diagnosticCode }) => ({ name, diagnosticCode })),
    ).toEqual([
      { name: 'Scar, right forehead', diagnosticCode: '7800' },
      { name: 'Scar, left thigh', diagnosticCode: '7804' },
    ])
  })

  test('an opinion on "both scars" is an opinion on each', () => {
    expect(
      opinions(
        [
          'Diagnoses: Scar, left chin. Scar, right hand.',
          'Opinion: Both scars are at least as likely as not the result of the burns he sustained in service.',
        ].join('\n'),
      ),
    ).toEqual([
      { condition: 'Scar, left chin', strength: 'at least as likely as not' },
      { condition: 'Scar, right hand', strength: 'at least as likely as not' },
    ])
  })
})

describe('suicidal thoughts', () => {
  test('a family member telling of them marks the record; a history form answered no does not', () => {
    expect(
      findRecordFindings('She told me he had been thinking about killing himself since spring.')
        .mentionsSuicidalIdeation,
    ).toBe(true)
    expect(
      findRecordFindings('Member answered NO to "depression" and "attempted suicide."')
        .mentionsSuicidalIdeation,
    ).toBe(false)
  })

  test('passive ideation and thoughts of an overdose mark the record, in the words notes use', () => {
    for (const text of [
      'Last week he felt his kids would be better off without him, a passing thought, no plan.',
      'Risk: moderate (passive ideation two weeks ago, no intent).',
      'In 2019 she was thinking about taking all of her blood pressure pills.',
      'Mental status: Passive SI since the divorce; no plan, no HI.',
      'Screener positive for wish to be dead in the past month.',
      'PHQ-9 = 17 (item 9 = 2).',
      'He has had fleeting thoughts of wanting to die since the layoff.',
      'Last winter he phoned me from the garage with his rifle, thinking about ending it all.',
      'She talked about taking her own life after the second miscarriage.',
      'He said he wanted to end it all when the divorce went through.',
      'She admitted wishing she was dead on the worst days after the deployment.',
      'He told his wife it would be easier if he never woke up.',
      'Some mornings, he says, it would be better if he just did not wake up.',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(true)
  })

  test('a screen answered no, a life without such thoughts and a warning about a medicine do not', () => {
    for (const text of [
      'Wish to be dead - No. Suicidal ideation - No.',
      'He has never had thoughts of killing himself, even after his friend died.',
      'Started on sertraline; counseled to report worsening mood or suicidal thoughts.',
      'PHQ-9 = 4 (item 9 = 0).',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(false)
  })

  test('a yes/no line answered no, and "you deny" in a decision, do not', () => {
    for (const text of [
      'Thoughts of suicide or attempted suicide .......... [ ] [X]',
      'Suicidal thoughts: Yes [ ] No [X]',
      'At the exam you deny any suicidal ideation.',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(false)
  })

  test('a friend telling that he no longer wanted to be alive, or thought of driving off the road, marks the record', () => {
    for (const text of [
      'Last winter he phoned me and said he did not want to be alive anymore.',
      "She told me she doesn't want to be here anymore.",
      'He admitted he had been thinking about driving his car off a bridge.',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(true)
  })

  test('a decision quoting what a higher rating needs, and a screening item answered "not at all", do not', () => {
    for (const text of [
      'A 70 percent rating is not warranted unless there are symptoms such as suicidal ideation.',
      'Thoughts that you would be better off dead or of hurting yourself: NOT AT ALL',
      'PHQ-9 item 9 (thoughts of being better off dead) = 0.',
      'Thoughts that you would be better off dead or of hurting yourself?\n[X] Not at all  [ ] Several days',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(false)
    expect(
      findRecordFindings(
        'Thoughts that you would be better off dead or of hurting yourself?\n[ ] Not at all  [X] Several days',
      ).mentionsSuicidalIdeation,
    ).toBe(true)
    expect(
      findRecordFindings(
        'At the examination he described suicidal ideation most weeks; a higher evaluation is not warranted.',
      ).mentionsSuicidalIdeation,
    ).toBe(true)
  })
  test('a ticked box, a screening question answered yes, thoughts of death and a family telling it in their words mark the record', () => {
    for (const text of [
      '[x] Suicidal ideation',
      'Item 2 (any thoughts of killing yourself in the past month): Yes.',
      'Plan: 3. Positive suicide risk screen, same-day mental health referral.',
      'She describes passive thoughts of death on most nights since the move.',
      'He wrote that his parents would be better off if he had died over there.',
      'My husband has talked about "just ending it" twice this month.',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(true)
  })

  test('an empty box before suicidal ideation, and a screening question answered no, do not', () => {
    for (const text of [
      '[ ] Suicidal ideation',
      '[ ] Recurrent thoughts of death',
      'Item 2 (any thoughts of killing yourself in the past month): No.',
      'Denies thoughts of death or dying.',
    ])
      expect(findRecordFindings(text).mentionsSuicidalIdeation, text).toBe(false)
  })
})

describe('nexus opinions', () => {
  test('an opinion is about the condition it is said of, not the one that aggravated it', () => {
    expect(
      opinions(
        [
          'Diagnoses: 1. Hypertension. 2. Posttraumatic stress disorder.',
          'Opinion: It is at least as likely as not that the hypertension was aggravated beyond its natural progression by his service-connected PTSD.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Hypertension', strength: 'at least as likely as not' }])
  })

  test('two statements in one sentence are two opinions, each on the condition it names shortly', () => {
    expect(
      opinions(
        [
          'Diagnoses: Type 2 diabetes mellitus. Diabetic peripheral neuropathy.',
          'In my opinion his diabetes is at least as likely as not due to herbicide exposure, and his neuropathy is more likely than not due to the diabetes.',
        ].join('\n'),
      ),
    ).toEqual([
      { condition: 'Diabetes mellitus type 2', strength: 'at least as likely as not' },
      { condition: 'Peripheral neuropathy', strength: 'more likely than not' },
    ])
  })

  test('one statement about two conditions is an opinion on each, at its stated strength', () => {
    expect(
      opinions(
        [
          'Diagnoses: Tinnitus. Bilateral sensorineural hearing loss.',
          "Opinion: It is at least as likely as not that the veteran's tinnitus and hearing loss are related to military noise exposure.",
        ].join('\n'),
      ),
    ).toEqual([
      { condition: 'Tinnitus', strength: 'at least as likely as not' },
      { condition: 'Hearing loss', strength: 'at least as likely as not' },
    ])
  })

  test('a condition named by its region finds the diagnosis, and a restatement is not a second opinion', () => {
    expect(
      opinions(
        [
          'Diagnoses: Lumbosacral strain.',
          'Opinion: The low back condition is less likely than not related to service. It began 12 years after separation and is not related to his service.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Lumbosacral strain', strength: 'less likely than not' }])
  })

  test('a rationale explains the opinion before it and is not another opinion', () => {
    expect(
      opinions(
        [
          'Diagnosis: Tinnitus.',
          'Opinion: It is less likely than not that the tinnitus was caused by military noise exposure.',
          'Rationale: Onset was 20 years after discharge. It is as likely as not a result of his age, and it cannot be determined whether farm work aggravated it.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Tinnitus', strength: 'less likely than not' }])
  })

  test('a flare-up estimate and a line-of-duty box are not opinions on service connection', () => {
    expect(
      opinions(
        [
          'Diagnosis: Lumbosacral strain.',
          'Flare-ups: I cannot estimate additional loss of motion without resorting to mere speculation.',
          'INJURY: [X] Was incurred in line of duty, more likely than not.',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test('an opinion that a condition is a residual of an injury is about the condition', () => {
    expect(
      opinions(
        'Diagnoses: Traumatic brain injury. Migraine. Opinion: his migraines are at least as likely as not a residual of the TBI he sustained in service.',
      ),
    ).toEqual([{ condition: 'Migraine', strength: 'at least as likely as not' }])
  })

  test('a rationale with no opinion before it can hold the opinion', () => {
    expect(
      opinions(
        [
          'Diagnosis: Asthma.',
          'Rationale: Records show wheezing during deployment; therefore the asthma is at least as likely as not related to burn pit exposure in service.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Asthma', strength: 'at least as likely as not' }])
  })

  test('"a consequence of" names the cause, not the subject', () => {
    expect(
      opinions(
        [
          'Diagnoses:',
          '1. Intervertebral disc syndrome, lumbar',
          '2. Right L5 radiculopathy',
          'His radiculopathy is a consequence of the disc disease and is at least as likely as not related to service.',
        ].join('\n'),
      ),
    ).toEqual([
      { condition: 'Radiculopathy, sciatic nerve', strength: 'at least as likely as not' },
    ])
  })

  test("a form's claimed condition is the one its diagnosis section names, not the one it is secondary to", () => {
    expect(
      opinions(
        [
          'CLAIMED CONDITION: Right knee, secondary to service-connected left knee patellofemoral pain syndrome',
          'DIAGNOSIS: Right knee degenerative arthritis.',
          'HISTORY: Pain since 2020.',
          'EXAM: Crepitus, full extension.',
          '[X] The claimed condition is less likely than not proximately due to the service-connected condition.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Degenerative arthritis', strength: 'less likely than not' }])
  })

  test('a rationale adds the opinions it states on conditions that have none yet', () => {
    expect(
      opinions(
        [
          'DIAGNOSES:',
          '1. Lumbosacral strain',
          '2. Degenerative arthritis of the spine',
          'HISTORY: Lifting injury in 2009; care for back pain through 2012.',
          'EXAM: Flexion 0 to 70 degrees.',
          'OPINION:',
          '[X] The claimed condition is at least as likely as not incurred in or caused by service.',
          'Rationale: Back care is documented through 2012. The degenerative arthritis of the spine is at least as likely as not a result of that injury, and the lumbosacral strain is at least as likely as not too.',
        ].join('\n'),
      ),
    ).toEqual([
      { condition: 'Lumbosacral strain', strength: 'at least as likely as not' },
      { condition: 'Degenerative arthritis of the spine', strength: 'at least as likely as not' },
    ])
  })

  test('a heading that introduces an opinion names every condition it is about', () => {
    expect(
      opinions(
        [
          'Diagnoses: lumbosacral strain; degenerative arthritis of the spine.',
          'Exam: tender paraspinals.',
          'Imaging: facet changes.',
          'Opinion 1 - direct, lumbosacral strain and degenerative arthritis of the spine:',
          'It is my opinion that the claimed condition is at least as likely as not caused by the injury in service.',
        ].join('\n'),
      ),
    ).toEqual([
      { condition: 'Lumbosacral strain', strength: 'at least as likely as not' },
      { condition: 'Degenerative arthritis of the spine', strength: 'at least as likely as not' },
    ])
  })
})

describe('what a form or a list says is no diagnosis and no opinion', () => {
  test("a listed use that the list says meets no disorder's criteria, and a table's column headings", () => {
    const names = conditionNames(
      [
        'Assessment:',
        '1. Chronic PTSD',
        '2. Tobacco use, does not meet criteria for a use disorder',
        'Diagnoses:',
        '  Side  Diagnosis             ICD code   Date of diagnosis',
        '  Left  Patellofemoral pain syndrome, left knee   M22.2X2   2019',
      ].join('\n'),
    )
    expect(names.some((name) => /tobacco/i.test(name))).toBe(false)
    expect(names.some((name) => /^side\b/i.test(name))).toBe(false)
  })

  test("an opinion option left unchecked, and a doctor's saying they give no opinion, are not opinions", () => {
    expect(
      opinions(
        [
          'Diagnosis: Plantar fasciitis, bilateral.',
          '[ ] The condition claimed is at least as likely as not (50% or greater probability) incurred in or caused by service.',
          'I have not seen his service records, so I am not offering an opinion on whether the plantar fasciitis is more likely than not related to service.',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test('an empty box as OCR reads it chooses nothing, and a yes/no row answered no denies its item', () => {
    expect(
      conditionNames(
        [
          '2. Diagnoses (check all that apply):',
          '[ 1 Fibromyalgia',
          '[X] Plantar fasciitis',
          '[1 Gout',
        ].join('\n'),
      ),
    ).toEqual(['Plantar fasciitis'])
    expect(
      conditionNames(
        [
          'DO YOU HAVE OR HAVE YOU EVER HAD:      YES  NO',
          '[ ]  [X]  Tinnitus or ringing in the ears',
          'Asthma or wheezing ....................  [ ]   [X]',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test('a heading in capitals and the lines of a form numbered "1a." are not joined to their neighbours', () => {
    const form =
      'SECTION I - DIAGNOSIS\n1a. Has the Veteran a back condition?\n1b. Diagnosis: strain'
    expect(joinWrappedLines(form)).toBe(form)
  })
})

describe('claims and decisions', () => {
  test('a claim denied or deferred, its title in the reasons and the rule it failed are not diagnoses; a grant is', () => {
    expect(
      conditionNames(
        [
          'WHAT WE DECIDED',
          '1. Service connection for tinnitus is granted with an evaluation of 10 percent.',
          '2. Service connection for sleep apnea is denied.',
          '3. The claim for fibromyalgia is deferred.',
          'REASONS',
          '2. Sleep apnea.',
          'Service connection requires a current sleep apnea disability, and none is shown.',
          '3. Fibromyalgia.',
          'If you are later diagnosed with fibromyalgia, you may file again.',
        ].join('\n'),
      ),
    ).toEqual(['Tinnitus'])
    expect(conditionNames('I am filing for tinnitus and for my back.')).toEqual([])
  })

  test('a decision that finds no current disability takes the condition out of the whole record', () => {
    for (const text of [
      'He reports hearing loss at work. A hearing loss disability is not shown.',
      'He reports hearing loss at work. This is not a hearing loss disability for VA purposes.',
      'He reports hearing loss at work. The examination does not show a hearing loss disability.',
      'He reports hearing loss at work. Without a current hearing loss, service connection cannot be granted.',
    ])
      expect(conditionNames(text), text).toEqual([])
  })
})

describe('round 11: history, forms and adjudication', () => {
  test('a coded line under an inactive problem list is no current diagnosis', () => {
    const names = conditionNames(
      [
        'ACTIVE PROBLEMS:',
        ' 1. Gout of the left great toe (ICD-10-CM M10.072)',
        'INACTIVE PROBLEMS:',
        ' 2. Cholelithiasis (ICD-10-CM K80.20) - cholecystectomy 2012',
        ' 3. Squamous cell carcinoma of skin of right hand (ICD-10-CM C44.629) - excised 2018',
      ].join('\n'),
    )
    expect(names).toEqual(['Gout of the left great toe'])
  })

  test('a condition said once to have resolved is history everywhere in the record', () => {
    const names = conditionNames(
      [
        'S: Seen for a mood disorder in 2016 while deployed, then for an adjustment disorder with depressed mood; no care since.',
        'DIAGNOSES:',
        '1. Tinnitus, bilateral',
        '2. Adjustment disorder with depressed mood (2016) - resolved.',
        '3. Cholelithiasis (2011) - resolved after surgery.',
      ].join('\n'),
    )
    expect(names).toEqual(['Tinnitus'])
  })

  test('a listed diagnosis is not listed again under a longer name when the record says it resolved', () => {
    const names = conditionNames(
      [
        'A: 1. Sprain of calcaneofibular ligament, left ankle (S93.412A)',
        'Follow-up two weeks later.',
        'A: L ankle sprain - resolved, full duty.',
      ].join('\n'),
    )
    expect(names).toEqual([])
  })

  test("a form's row that ends with its boxes is not joined to the next row", () => {
    const names = conditionNames(
      [
        'HAVE YOU EVER HAD:                                   YES   NO',
        'p. Frequent indigestion or heartburn                   [X]   [ ]',
        'q. Asthma, wheezing or trouble breathing after running [ ]   [X]',
        'r. Swollen or painful joints                           [ ]   [X]',
      ].join('\n'),
    )
    expect(names).not.toContain('Asthma')
  })

  test("a line that starts with a form's box is a new item, not the end of the line above", () => {
    const findings = findRecordFindings(
      [
        'SECTION III - COMPLICATIONS',
        '[ ] Diabetic kidney disease - urine albumin and creatinine within normal limits',
        '[X] Erectile dysfunction',
      ].join('\n'),
    )
    expect(findings.conditions.map((condition) => condition.name)).toContain('Erectile dysfunction')
  })

  test('a line that starts with an empty box chooses nothing, whatever words come before the condition', () => {
    const names = conditionNames(
      ['[X] Patellofemoral pain syndrome', '[ ] Right knee joint osteoarthritis'].join('\n'),
    )
    expect(names).not.toContain('Degenerative arthritis')
  })

  test('a lab value out of range and a habit given up are not diagnoses in a list', () => {
    const names = conditionNames(
      [
        'DISCHARGE DIAGNOSES:',
        '1. Community-acquired pneumonia, right lower lobe',
        '2. Elevated lipase, likely from the vomiting',
        '3. Former cannabis use (stopped 2015)',
      ].join('\n'),
    )
    expect(names).toEqual(['Pneumonia'])
  })

  test('a listed condition caused by a surgery is the condition, not the surgery', () => {
    const names = conditionNames(
      [
        'Current diagnoses:',
        '1. Lymphedema of the left arm following mastectomy; fitted for a compression sleeve',
        '2. Urinary retention after hernia repair',
      ].join('\n'),
    )
    expect(names).toEqual(['Lymphedema of the left arm', 'Urinary retention'])
  })

  test("a condition named shortly after its full name is the full name's condition", () => {
    const findings = findRecordFindings(
      [
        'Diagnosis: Degenerative arthritis of the thoracic spine (M47.814).',
        'Opinion on the degenerative arthritis:',
        'It is at least as likely as not that it was caused by his in-service fall.',
      ].join('\n'),
    )
    expect(findings.conditions.map((condition) => condition.name)).toEqual([
      'Degenerative arthritis of the spine',
    ])
    expect(findings.nexusOpinions.map((opinion) => opinion.condition)).toEqual([
      'Degenerative arthritis of the spine',
    ])
  })

  test("a form's yes/no answer and the sentence that gives the same opinion are one opinion", () => {
    expect(
      opinions(
        [
          'Diagnosis: hypertension.',
          'Is the hypertension at least as likely as not due to the service-connected kidney disease? [X] Yes [ ] No',
          'Remarks: in my opinion his hypertension is at least as likely as not due to his service-connected kidney disease.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Hypertension', strength: 'at least as likely as not' }])
  })

  test('a decision that finds the veteran does not have a condition takes it out of the whole record', () => {
    expect(
      conditionNames(
        [
          'For VA purposes, tinnitus means a ringing the Veteran hears without an outside sound.',
          'The examiner found that you do not have tinnitus.',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test('a partial rotator cuff tear is a diagnosis of its own beside the impingement', () => {
    expect(
      conditionNames(
        [
          'Diagnoses:',
          '1. Left shoulder impingement syndrome',
          '2. Full-thickness supraspinatus tear, left',
        ].join('\n'),
      ),
    ).toEqual(['Shoulder condition', 'Rotator cuff tear'])
  })

  test('a condition after "vs." is only one possibility, and "vs." does not end the sentence', () => {
    expect(conditionNames('A: Possible trigger finger, left, vs. C7 radiculopathy.')).toEqual([])
  })

  test('a question someone asked about a cause is not an opinion', () => {
    for (const text of [
      'He asked whether his tinnitus is related to his military service.',
      'She wants to know if her back condition is due to her years of parachute jumps in service.',
    ])
      expect(findRecordFindings(text).nexusOpinions, text).toEqual([])
  })

  test("an adjudicator's grant or weighing is no opinion; the examiner's opinion it quotes is", () => {
    expect(
      opinions(
        [
          'Service connection for sleep apnea is granted because the evidence shows it is due to his service.',
          'The evidence weighs against finding that his hypertension is related to service.',
          'Service connection for tinnitus is granted because the examiner opined that the tinnitus is at least as likely as not due to noise exposure in service.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Tinnitus', strength: 'at least as likely as not' }])
  })
})

describe('round 12: codes, denials, history and sides', () => {
  test("a form's code and date fields are no diagnosis, also once an upload's runs of spaces are one", () => {
    expect(
      conditionNames(
        [
          'SECTION I - DIAGNOSIS',
          '[X] Hallux rigidus Side: [ ] Right [X] Left',
          ' ICD code: M20.22 Date of diagnosis: 03/2019',
        ].join('\n'),
      ),
    ).toEqual(['Hallux rigidus'])
  })

  test('a decision telling that the examiner opined on a cause gives that opinion, whatever the cause is called', () => {
    expect(
      opinions(
        'The VA examiner confirmed panic disorder and opined that it is at least as likely as not related to the corroborated stressor.',
      ),
    ).toEqual([{ condition: 'Panic disorder', strength: 'at least as likely as not' }])
  })

  test("an evaluation's referral question is not an opinion", () => {
    expect(
      findRecordFindings(
        'Referral question: Whether she has an anxiety disorder and, if so, whether it is due to her service-connected migraines.',
      ).nexusOpinions,
    ).toEqual([])
  })

  test('a condition found absent, never diagnosed by anyone, or not there takes it out of the whole record', () => {
    for (const text of [
      'Evidence: VA examination (knee, hypertension).\nThe examiner found no diagnosis of hypertension.',
      'Hypertension can follow kidney disease.\nNo physician has diagnosed hypertension.',
      'Claimed: gout, hypertension.\nThere is no hypertension on three readings.',
      'He wondered whether he has hypertension.\nHome readings were normal, so hypertension is not present.',
    ])
      expect(conditionNames(text), text).not.toContain('Hypertension')
  })

  test('a diagnosis the record takes back later in the sentence is no diagnosis', () => {
    expect(
      conditionNames(
        'He was told he had GERD in 2018; after the endoscopy that diagnosis was withdrawn, and his pain is from gallstones.',
      ),
    ).toEqual([])
  })

  test('a condition told with its treatment and then "resolved" is history', () => {
    expect(
      conditionNames(
        '- Right ankle sprain 2019, treated with a walking boot and physical therapy; resolved, full motion today.',
      ),
    ).toEqual([])
  })

  test('what the service treatment records are cited as showing is history, not a current diagnosis', () => {
    for (const text of [
      'STRs: aid station 05/2012, "Assessment: L ankle sprain, ice and light duty."',
      'Your service treatment records show a gunshot wound to the right calf in 2004.',
      'Service treatment records show a fall on the ramp in 2009; the assessment was "left ankle sprain."',
    ])
      expect(conditionNames(text), text).toEqual([])
  })

  test('a scar named as the residual of a wound is the scar, not the wound', () => {
    expect(
      conditionNames(
        'Service connection for scar, right calf, residual of shrapnel wound is granted.',
      ),
    ).toEqual(['Scar, right calf'])
  })

  test('a condition named again by its last word and said to have resolved is history throughout', () => {
    expect(
      conditionNames(
        [
          'In 2003 he was treated for a lumbar strain after a fall from a truck.',
          'The examiner noted that the strain in service had resolved within weeks.',
          'Current diagnosis: degenerative arthritis of the spine (M47.816).',
        ].join('\n'),
      ),
    ).toEqual(['Degenerative arthritis of the spine'])
  })

  test('an opinion on "X with Y" is one opinion, on X', () => {
    expect(
      opinions(
        "Opinion: the Veteran's cervical strain with degenerative arthritis of the spine is at least as likely as not caused by the parachute landing in service.",
      ),
    ).toEqual([{ condition: 'Cervical strain', strength: 'at least as likely as not' }])
  })

  test('a condition named once for each limb is one condition a side; named for one side only, it keeps its name', () => {
    expect(
      conditionNames(
        [
          '1. Service connection for peripheral neuropathy, right upper extremity, is granted at 20 percent.',
          '2. Service connection for peripheral neuropathy, left upper extremity, is granted at 20 percent.',
          'The examiner found peripheral neuropathy of both hands from the chemotherapy given in service.',
        ].join('\n'),
      ),
    ).toEqual([
      'Peripheral neuropathy, right upper extremity',
      'Peripheral neuropathy, left upper extremity',
    ])
    expect(
      conditionNames(
        'Service connection for peripheral neuropathy, left lower extremity, is granted.',
      ),
    ).toEqual(['Peripheral neuropathy'])
  })
})

describe('round 13: boxes, possibilities, findings, asides and what an opinion is about', () => {
  test('boxes under a heading for the symptoms of the diagnoses are symptoms, not diagnoses', () => {
    expect(
      conditionNames(
        [
          'Symptoms found with her diagnoses:',
          '[X] Hypervigilance      [X] Flattened affect',
          '[X] Memory loss for names',
          '[X] Panic attacks weekly',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test("a form's box starts another option, also where an upload left one space before it", () => {
    expect(conditionNames('Diagnosis: [X] Hallux rigidus [ ] Hammer toe')).toEqual([
      'Hallux rigidus',
    ])
  })

  test('which condition limits an exercise test is no opinion on service', () => {
    expect(
      findRecordFindings(
        'METs by interview: 5 to 7 (mowing, a flight of stairs). The limitation is due to the cardiomyopathy alone.',
      ).nexusOpinions,
    ).toEqual([])
  })

  test('a condition the record says cannot be excluded yet is not diagnosed', () => {
    for (const text of [
      'Impression:\n1. Medial meniscus tear, right knee - cannot rule out on exam, MRI ordered.',
      'A: Scaphoid fracture cannot be excluded; thumb spica and repeat films in 10 days.',
      'Assessment: cannot exclude hairline fracture of the fifth metatarsal.',
    ])
      expect(conditionNames(text), text).toEqual([])
  })

  test('an image\'s "thickening" is a finding, not a diagnosis', () => {
    expect(
      conditionNames(
        'Impression: Achilles tendon thickening near the insertion, 8 mm, with mild surrounding fluid.',
      ),
    ).toEqual([])
  })

  test('the first of two conditions set against each other with "vs." is only a possibility too', () => {
    expect(
      conditionNames('Assessment:\n1. Tension headache vs. migraine without aura - keep a diary.'),
    ).toEqual([])
  })

  test('a name an aside in parentheses interrupts is read whole, as one condition', () => {
    const findings = findRecordFindings(
      'Diagnosis: degenerative arthritis (spondylosis) of the lumbar spine, L3-L5.',
    )
    expect(
      findings.conditions.map(({ name, diagnosticCode }) => ({ name, diagnosticCode })),
    ).toEqual([{ name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' }])
  })

  test('an opinion naming a condition by its place is not on a condition said to come from it', () => {
    expect(
      opinions(
        [
          'Diagnoses: lumbar strain; lumbar radiculopathy, right leg.',
          'The radiculopathy is secondary to the lumbar spine condition, per the EMG.',
          'Opinion: the lumbar spine condition is at least as likely as not due to the parachute jumps in service.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Lumbosacral strain', strength: 'at least as likely as not' }])
  })

  test('an opinion on the claimed condition named by its place is one opinion, on the claimed condition', () => {
    expect(
      opinions(
        [
          'SECTION I - DIAGNOSIS',
          'Diagnosis #1: Cervical strain',
          'Diagnosis #2: Degenerative arthritis of the cervical spine',
          'MEDICAL OPINION',
          'The claimed cervical spine condition is less likely than not incurred in or caused by service.',
        ].join('\n'),
      ),
    ).toEqual([{ condition: 'Cervical strain', strength: 'less likely than not' }])
  })
})

describe('round 14: conditions VA rates that the catalogue had not named', () => {
  test.each([
    ['Assessment: endometriosis, confirmed at laparoscopy in 2022.', 'Endometriosis', '7629'],
    ['Impression: guttate psoriasis over the trunk and thighs.', 'Psoriasis', '7816'],
    ['Diagnosis: atopic dermatitis of both hands.', 'Dermatitis or eczema', '7806'],
    ['Assessment: nodulocystic acne of the back and shoulders.', 'Acne', '7828'],
    ['Assessment: pseudofolliculitis barbae along the jawline.', 'Pseudofolliculitis barbae', null],
    [
      'Pathology: basal cell carcinoma, right temple, margins clear.',
      'Basal cell carcinoma',
      '7818',
    ],
    ['Diagnosis: malignant melanoma of the left calf.', 'Melanoma', '7833'],
    [
      'Assessment: Parkinson disease with a resting tremor of the left hand.',
      "Parkinson's disease",
      '8004',
    ],
    ['Diagnosis: relapsing-remitting multiple sclerosis.', 'Multiple sclerosis', '8018'],
    [
      'Diagnosis: amyotrophic lateral sclerosis, limb onset.',
      'Amyotrophic lateral sclerosis',
      '8017',
    ],
    ['Impression: right carpal tunnel syndrome, moderate.', 'Carpal tunnel syndrome', '8515'],
    ['Assessment: paroxysmal atrial fibrillation, on apixaban.', 'Atrial fibrillation', '7010'],
    ['Diagnosis: varicose veins of both legs with ankle swelling.', 'Varicose veins', '7120'],
    ['Problem: hypothyroidism after radioactive iodine.', 'Hypothyroidism', '7903'],
    ['Assessment: internal hemorrhoids, grade II, with bleeding.', 'Hemorrhoids', '7336'],
    ['Diagnosis: bipolar I disorder, most recent episode depressed.', 'Bipolar disorder', '9432'],
    [
      'Diagnosis: obsessive-compulsive disorder with good insight.',
      'Obsessive compulsive disorder',
      '9404',
    ],
    [
      'Assessment: nephrolithiasis, two stones this year.',
      'Kidney stones (nephrolithiasis)',
      '7508',
    ],
    [
      'Assessment: chronic kidney disease, stage 4, seen by nephrology.',
      'Chronic kidney disease',
      null,
    ],
    ['Impression: papillary renal cell carcinoma, right kidney, 3 cm.', 'Kidney cancer', '7528'],
    ['Assessment: cervicogenic headaches from the upper neck.', 'Cervicogenic headache', null],
  ])('%s', (text, name, diagnosticCode) => {
    expect(
      findRecordFindings(text).conditions.map((condition) => ({
        name: condition.name,
        diagnosticCode: condition.diagnosticCode,
      })),
    ).toEqual([{ name, diagnosticCode }])
  })

  test('kidney disease from diabetes is one condition, rated under 7541', () => {
    expect(
      findRecordFindings('A: CKD stage 3b from diabetic nephropathy; eGFR 41.').conditions.map(
        ({ name, diagnosticCode }) => ({ name, diagnosticCode }),
      ),
    ).toEqual([{ name: 'Diabetic nephropathy', diagnosticCode: '7541' }])
  })
})

describe('round 14: evidence lists, forms, claims and what is not a diagnosis', () => {
  test("an evidence list's examinations, named by what they examined, are no diagnoses", () => {
    expect(
      conditionNames(
        'EVIDENCE\n- VA examination, Knee and Lower Leg Conditions, Sleep Apnea, May 2, 2026',
      ),
    ).toEqual([])
    expect(conditionNames('At the VA examination, the examiner diagnosed sleep apnea.')).toEqual([
      'Sleep apnea',
    ])
  })

  test('a yes/no row with labelled answers answered no, past the eighth letter too', () => {
    expect(
      conditionNames(
        [
          'j. Asthma ............... [ ] YES [X] NO',
          'k. Back trouble ......... [X] YES [ ] NO',
          'l. Hearing loss ......... [ ] YES [X] NO',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  test("a form's examples and a condition's risk are no diagnoses", () => {
    expect(conditionNames('Skin trouble (e.g. eczema, psoriasis) ........ [X] YES [ ] NO')).toEqual(
      [],
    )
    expect(conditionNames('STOP-BANG 2, so a low OSA risk.')).toEqual([])
  })

  test('"does not show a current diagnosis of" and "I do not find" deny it everywhere', () => {
    expect(
      conditionNames(
        'Hypertension is confirmed by readings on three days. The record does not show a current diagnosis of hypertension.',
      ),
    ).toEqual([])
    expect(
      conditionNames(
        'The referring doctor asked about carpal tunnel syndrome. On testing I do not find carpal tunnel syndrome.',
      ),
    ).toEqual([])
  })

  test('"X is ruled out" and "X for VA purposes is not shown" deny X everywhere', () => {
    expect(
      conditionNames('An earlier note raised bipolar disorder. Bipolar disorder is ruled out.'),
    ).toEqual([])
    expect(
      conditionNames(
        'Tinnitus is granted. Hearing loss for VA purposes (38 CFR 3.385) is not shown.',
      ),
    ).toEqual(['Tinnitus'])
  })

  test("a question raised, a suspicion, a possible contributor or a relative's death is no diagnosis", () => {
    for (const text of [
      'His dentist raised the question of sleep apnea.',
      'Assessment:\n1. Pigmented lesion, left shoulder, suspicious for melanoma - excised, pathology pending.',
      'Two contributors to the swelling are varicose veins and his weight.',
      'Her mother died of melanoma at 60.',
    ])
      expect(conditionNames(text), text).toEqual([])
  })

  test('a condition that passed, did not come back, or a history answers no is no current one', () => {
    for (const text of [
      'Kidney stone in 2019 passed on its own.',
      'Atrial fibrillation after surgery in 2015, cardioverted, with no recurrence.',
      'PMH: asthma - no, that was his son.',
    ])
      expect(conditionNames(text), text).toEqual([])
  })

  test('a condition listed after another claim is claimed, not diagnosed', () => {
    expect(
      conditionNames('I am filing a claim for sleep apnea, hypertension, and my left ankle.'),
    ).toEqual([])
  })

  test('low mood and an examination in a diagnosis list are no diagnoses', () => {
    expect(
      conditionNames(
        [
          'Assessment:',
          '1. Low mood without a depressive disorder - recheck next month.',
          '2. Annual diabetic foot exam - sensation intact.',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})

describe('conditions weighed and set aside, asked about, or named by a label or a device', () => {
  test('"X was considered and is not shown" and "X has never been diagnosed" deny X', () => {
    expect(
      conditionNames('Osteoarthritis of both hips was considered and is not shown on the x-rays.'),
    ).toEqual([])
    expect(
      conditionNames(
        'Issue 2: Multiple sclerosis.\nThe MRI of 2022 was normal and multiple sclerosis has never been diagnosed, so the claim fails.',
      ),
    ).toEqual([])
  })

  test('a "no" before ", and" with a new subject does not reach past it; in a list it still does', () => {
    expect(
      conditionNames(
        'The ultrasound showed no stones, and the urologist attributed the frequency to an enlarged prostate.',
      ),
    ).toEqual(['Benign prostatic hyperplasia'])
    expect(conditionNames('Denies migraines, tinnitus, and sleep apnea.')).toEqual([])
  })

  test('a question whose boxes on the next line answer no diagnoses nothing; answered yes it does', () => {
    const question = 'Does the Veteran have a traumatic brain injury diagnosed by a neurologist?'
    expect(conditionNames(`${question}\n[ ] Yes [X] No`)).toEqual([])
    expect(
      conditionNames('e. Has a sleep apnea condition (OSA) been diagnosed?\n   [ ] Yes  [X] No'),
    ).toEqual([])
    expect(conditionNames(`${question}\n[X] Yes [ ] No`)).toEqual(['Traumatic brain injury'])
  })

  test("a form's label before a checked option is no name: the option is", () => {
    expect(conditionNames('DIAGNOSIS:  Left ear: [X] Otosclerosis')).toEqual(['Otosclerosis'])
  })

  test('a listed aid or device is no diagnosis', () => {
    expect(
      conditionNames(
        'PROBLEM LIST:\n- CPAP nightly since 2019\n- Hearing aid, left (fitted 2021)\n- Onychomycosis',
      ),
    ).toEqual(['Onychomycosis'])
  })

  test('obesity is a diagnosis where a record lists it, not where prose names it as a cause', () => {
    expect(
      conditionNames('She put the snoring down to his age, his neck size and obesity.'),
    ).toEqual([])
    expect(conditionNames('PMH: hypothyroidism, obesity (BMI 36), seasonal allergies.')).toEqual([
      'Hypothyroidism',
      'Obesity',
    ])
  })

  test('"carcinoma of prostate", without "the", is prostate cancer', () => {
    expect(
      conditionNames('Assessment:\n1. Carcinoma of prostate, on active surveillance.'),
    ).toEqual(['Prostate cancer'])
  })
})

describe('an opinion whose reason is a cause named by a verb', () => {
  test('is one opinion, of the stated strength', () => {
    expect(
      opinions(
        'Radiculopathy of the left leg:\nThe radiculopathy is due to a 2019 car accident after discharge, so it is less likely than not related to his military service.',
      ),
    ).toEqual([{ condition: 'Radiculopathy, sciatic nerve', strength: 'less likely than not' }])
  })
})
