/*
 * Thirteenth held-out evaluation set, written 2026-11-28 by an independent author who had
 * seen neither the record-analysis code nor any earlier record set. Committed without being
 * read by anyone who works on the analysis, it is to be scored exactly once. Never use it for
 * tuning, prompt changes, or threshold picking. Every name, number, address and date of birth
 * below is invented.
 */
import type { EvaluationRecord } from './evaluation-record'

export const thirteenthHeldOutRecords: readonly EvaluationRecord[] = [
  // ---------------------------------------------------------------------------------------
  // VA PROGRESS NOTES
  // ---------------------------------------------------------------------------------------
  {
    id: 'r13-vista-mh-ptsd-passive-si',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH PSYCHIATRY OUTPATIENT NOTE
STANDARD TITLE: MENTAL HEALTH OUTPATIENT NOTE
DATE OF NOTE: OCT 14, 2026@10:42     ENTRY DATE: OCT 14, 2026@11:58:03
      AUTHOR: NAKASHIMA,ELLEN T      EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

PATIENT: VANTERPOOL,MARCUS ALDEN    SSN: XXX-XX-4471    DOB: 03/19/1984
Home phone: (614) 555-0187
Address on file: 2281 Larkspur Bend, Grove City, OH 43123

CHIEF COMPLAINT: "The nightmares are back and some nights I think everyone would be
better off without me."

HISTORY OF PRESENT ILLNESS:
Mr. Vanterpool is a 42 y/o male Army OEF veteran (11B infantryman, 2003-2011) with an
established diagnosis of chronic PTSD, seen today for scheduled medication management.
Index trauma: an October 2008 ambush in the Korengal Valley, Afghanistan, during which
his squad leader was killed; the Veteran helped carry the body to the MEDEVAC landing
zone. He also describes near-daily indirect fire at the combat outpost that summer.

Since the anniversary of the ambush in late September he reports nightmares 4-5 nights
per week, about 3 hours of broken sleep, hypervigilance, avoidance of crowds and stores,
and irritability with his wife, Danielle. He was laid off from his warehouse job in
August. Alcohol intake has increased to 3-4 beers most nights.

SUICIDE RISK ASSESSMENT:
Veteran endorses passive suicidal ideation over the past 2 weeks ("some nights I wish I
just wouldn't wake up"). He denies active intent, denies a plan, and denies preparatory
or rehearsal behavior. No prior attempts. No history of self-harm.
Protective factors: wife and two daughters, his dog, engagement in care, future
orientation (older daughter's high-school graduation in May).
Risk factors: recent job loss, access to firearms, chronic PTSD, increased alcohol use,
male veteran.
C-SSRS screener: YES to Q1 (wish to be dead); NO to Q2 through Q6.
Lethal means: he keeps two handguns at home. He agreed to have his brother-in-law,
Rafael Quinones, hold both handguns until at least the next visit; wife will confirm by
phone. Safety plan reviewed and updated with the Veteran; Veterans Crisis Line (988,
press 1) reviewed and saved in his phone.
Acute risk: LOW. Chronic risk: MODERATE. High Risk for Suicide flag not indicated at
this time after consultation with the Suicide Prevention Coordinator.

MENTAL STATUS EXAM:
Casually dressed, fair hygiene, good eye contact. Speech normal rate and volume. Mood
"worn down." Affect constricted, dysthymic. Thought process linear, goal directed.
Thought content: passive death wish as above; no homicidal ideation; no delusions.
Perception: no AH/VH. Cognition grossly intact. Insight and judgment fair.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic (F43.12) - worsening with anniversary
   reaction and psychosocial stressors.
2. Major depressive disorder was considered; he does not currently meet full criteria
   (no pervasive anhedonia, appetite and concentration intact). Not diagnosed; will
   continue to monitor with PHQ-9.
3. Alcohol use - does not meet criteria for an alcohol use disorder at this time;
   brief intervention completed.

PLAN:
- Increase prazosin 2 mg to 4 mg at bedtime for trauma nightmares.
- Continue sertraline 150 mg daily.
- Referral to Prolonged Exposure therapy (PCT clinic); Veteran agreeable.
- Suicide Prevention Coordinator caring contact within 7 days.
- Return to clinic 2 weeks, sooner as needed.

/es/ ELLEN T NAKASHIMA, MD
STAFF PSYCHIATRIST
Signed: 10/14/2026 11:58`,
    expected: {
      conditions: [{ name: 'posttraumatic stress disorder', diagnosticCode: '9411' }],
      nexusOpinions: [],
      inServiceEvents: [
        'October 2008 ambush in the Korengal Valley, Afghanistan, in which his squad leader was killed; veteran carried the body to the MEDEVAC landing zone',
        'Repeated indirect fire at the combat outpost in 2008',
      ],
      personalData: [
        { kind: 'name', value: 'VANTERPOOL,MARCUS ALDEN' },
        { kind: 'ssn', value: 'XXX-XX-4471' },
        { kind: 'date-of-birth', value: '03/19/1984' },
        { kind: 'phone', value: '(614) 555-0187' },
        { kind: 'address', value: '2281 Larkspur Bend, Grove City, OH 43123' },
        { kind: 'name', value: 'Mr. Vanterpool' },
        { kind: 'name', value: 'Danielle' },
        { kind: 'name', value: 'Rafael Quinones' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r13-vista-primary-care-htn-dm-si-denied',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PRIMARY CARE PACT FOLLOW-UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: SEP 22, 2026@08:30     ENTRY DATE: SEP 22, 2026@09:47:19
      AUTHOR: OYELARAN,TUNDE A       EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

PATIENT: BRISCOE,LORETTA JEAN      SSN: ***-**-1175      DOB: 07/08/1961
ICN: 1012847736V552019
Home: 48 Quarry Hill Rd, Apt 3, Barre, VT 05641      Cell: 802-555-0139

SUBJECTIVE:
65 y/o female Air Force veteran (aircraft fuel systems, 1980-2001) here for 6-month
follow-up of blood pressure and diabetes. Checking BP at home, mostly 140s/90s. Reports
good adherence to metformin and lisinopril. Occasional tingling of the toes at night
for the last few months. No chest pain, dyspnea, claudication, or visual changes.
Low back pain unchanged, manages with stretching and occasional acetaminophen; still
walks 2 miles 4 days a week.

Family history: father had colon cancer diagnosed at age 58; mother had breast cancer
at 70; sister with type 2 diabetes. No family history of early coronary disease.
Social: retired school bus dispatcher, lives with her husband, Gordon. Never smoker;
1-2 glasses of wine per week.

OBJECTIVE:
BP 148/92 (repeat 144/90)  HR 76  Wt 194 lb  BMI 32.1  SpO2 98% RA
Feet: monofilament sensation decreased at both great toes; pulses 2+ DP/PT; no ulcers.
Labs 09/15/2026: A1c 7.6% (was 7.1%), LDL 131, eGFR 78, urine microalbumin/Cr 22.

SCREENING:
PHQ-2 score 0. PHQ-9 not indicated. Veteran was asked directly and denies suicidal
ideation; denies thoughts of harming self or others. Firearms: none in the home.
AUDIT-C 1. Fall risk: low.

ACTIVE PROBLEM LIST:
- Essential hypertension (I10)
- Type 2 diabetes mellitus without insulin (E11.9)
- Hyperlipidemia (E78.5)
- Lumbosacral strain, chronic (service connected 20%)
INACTIVE/RESOLVED:
- Nephrolithiasis, 2019 - passed spontaneously; no recurrence. RESOLVED.

ASSESSMENT/PLAN:
1. Essential hypertension - above goal. Increase lisinopril 20 mg to 40 mg daily.
   BMP in 2 weeks. Continue home BP log.
2. Type 2 diabetes mellitus - A1c rising. Add empagliflozin 10 mg daily. Nutrition
   referral (MOVE! program). Toe tingling with decreased monofilament: possible early
   diabetic neuropathy - not confirmed; will order nerve conduction studies before
   labeling. Podiatry referral for diabetic foot care.
3. Hyperlipidemia - start atorvastatin 20 mg; recheck lipids 12 weeks.
4. Lumbosacral strain - stable; continue home exercise program.
5. Family history of colon cancer - last colonoscopy 2020 normal; due 2025, overdue.
   Colonoscopy consult placed.
6. Health maintenance: flu and updated COVID vaccine given today; mammogram ordered.

RTC 3 months with labs prior.

/es/ TUNDE A OYELARAN, MD
PACT PHYSICIAN
Signed: 09/22/2026 09:47`,
    expected: {
      conditions: [
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'hyperlipidemia' },
        { name: 'lumbosacral strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'BRISCOE,LORETTA JEAN' },
        { kind: 'ssn', value: '***-**-1175' },
        { kind: 'date-of-birth', value: '07/08/1961' },
        { kind: 'record-number', value: '1012847736V552019' },
        { kind: 'address', value: '48 Quarry Hill Rd, Apt 3, Barre, VT 05641' },
        { kind: 'phone', value: '802-555-0139' },
        { kind: 'name', value: 'Gordon' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-vista-audiology-consult',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: AUDIOLOGY CONSULT - COMPREHENSIVE HEARING EVALUATION
DATE OF NOTE: AUG 05, 2026@13:15      STATUS: COMPLETED
AUTHOR: BRANDT,KAYLA M, AuD, CCC-A
PATIENT: OKONKWO-REYES,DANIEL      SSN: XXX-XX-0932      DOB: 11/02/1979

REASON FOR REFERRAL: Hearing difficulty in background noise; constant ringing.
HISTORY: 46 y/o male Navy veteran, Aviation Boatswain's Mate (ABH) 1998-2006, flight
deck of USS Kitty Hawk; reports launch/recovery noise for 12-hour shifts, foam plugs
only, frequently no double protection. Post-service: office work, no hunting. Bilateral
constant high-pitched tinnitus, onset "on the ship around 2002," worse at night.
Denies otalgia, drainage, vertigo, sudden change. No family history of hearing loss.

OTOSCOPY: Clear canals, intact TMs bilaterally.
TYMPANOMETRY: Type A bilaterally. Acoustic reflexes present, elevated at 4 kHz.

PURE TONE THRESHOLDS (dB HL)
Hz         500   1000   2000   3000   4000   6000   8000
RIGHT       15     20     30     45     55     60     55
LEFT        15     25     35     50     60     65     60
PTA (1-4k): RIGHT 37.5 dB   LEFT 42.5 dB

SPEECH AUDIOMETRY (Maryland CNC, 70/75 dB HL)
SRT: RIGHT 25 dB   LEFT 30 dB
WRS: RIGHT 88%     LEFT 84%

INTERPRETATION:
Right ear: normal hearing 500-1000 Hz sloping to moderately severe sensorineural
hearing loss 2000-8000 Hz. Left ear: normal hearing at 500 Hz sloping to moderately
severe sensorineural hearing loss 1000-8000 Hz. Good word recognition bilaterally.
Configuration consistent with noise exposure (4 kHz notch, partial recovery at 8 kHz).
Tinnitus Handicap Inventory: 46 (moderate).

DIAGNOSES:
1. Sensorineural hearing loss, bilateral (H90.3)
2. Tinnitus, bilateral, constant (H93.13)

RECOMMENDATIONS:
- Binaural hearing aids; fitting appointment scheduled 08/26/2026.
- Tinnitus education (PTM level 2 group); sound generator feature with aids.
- Hearing protection counseling. Re-evaluate in 2 years or with any change.
- Veteran asked about filing a claim; informed that a C&P exam is separate from this
  clinical evaluation and no nexus opinion is provided in this note.

/es/ KAYLA M BRANDT, AuD
Audiologist    Signed: 08/05/2026 14:02`,
    expected: {
      conditions: [
        { name: 'bilateral hearing loss', diagnosticCode: '6100' },
        { name: 'tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Flight deck noise exposure as a Navy Aviation Boatswain\'s Mate on USS Kitty Hawk, 1998-2006, with onset of tinnitus around 2002',
      ],
      personalData: [
        { kind: 'name', value: 'OKONKWO-REYES,DANIEL' },
        { kind: 'ssn', value: 'XXX-XX-0932' },
        { kind: 'date-of-birth', value: '11/02/1979' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-vista-pulmonary-burn-pit-asthma',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PULMONARY CLINIC NOTE
STANDARD TITLE: PULMONARY DISEASE NOTE
DATE OF NOTE: JUN 18, 2026@09:10     ENTRY DATE: JUN 18, 2026@12:31:44
      AUTHOR: RAGHUNATHAN,SURESH K   EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

PATIENT: TREMBLAY,JOSHUA PAUL      SSN: XXX-XX-6028      DOB: 12/30/1986
Phone: 719-555-0166
PACT Act Toxic Exposure Screening: completed 01/2026 - POSITIVE (burn pits, Iraq and
Afghanistan).

REASON FOR VISIT: New patient consult from primary care for chronic cough, exertional
dyspnea and wheeze.

HPI:
39 y/o male Army veteran (92F petroleum supply specialist) deployed to Joint Base
Balad, Iraq, 2006-2007 and Bagram Airfield, Afghanistan, 2010-2011. At Balad his
living area was within a mile of the open-air burn pit; he describes black smoke over
the housing area "most evenings" and that he also worked fuel point details downwind of
the pit. No respiratory complaints before his first deployment; passed APFT runs
without difficulty in 2005. Cough and wheeze began during the Balad deployment and
have persisted; now has nighttime symptoms 2-3 times per week and uses albuterol 4-5
times per week. Also year-round nasal congestion and postnasal drip since 2007.
Never smoker. No vaping. Works in HVAC sales (office). Has a cat.
Family history: mother has COPD (40 pack-year smoker). No family history of asthma.

EXAM:
SpO2 97% RA, RR 16. Nasal mucosa pale and boggy, no polyps. Lungs: scattered
end-expiratory wheeze bilaterally, prolonged expiratory phase. No clubbing.

DATA:
Spirometry 06/18/2026: FEV1 2.91 L (71% predicted), FVC 4.30 L (88%), FEV1/FVC 0.68.
Post-bronchodilator FEV1 3.22 L - improvement 310 mL and 11%, significant.
DLCO 94% predicted. FeNO 48 ppb. Eosinophils 410/uL. Total IgE 260.
HRCT chest 05/2026: mild bronchial wall thickening; no mosaic attenuation or air
trapping on expiratory images; no nodules; no interstitial disease.

ASSESSMENT:
1. Asthma, moderate persistent, with type 2 (eosinophilic) features - confirmed by
   obstructive spirometry with significant bronchodilator response.
2. Chronic rhinitis (allergic component), perennial.
3. Constrictive bronchiolitis was considered given deployment history; not supported
   - normal DLCO, no air trapping on expiratory HRCT, reversible obstruction. Ruled
   out clinically; lung biopsy not indicated.

Opinion (Veteran asked for my opinion for his claim): asthma is a presumptive condition under the PACT Act for his service locations. Independently of the presumption, in my opinion his asthma is at least as likely as not related to his documented burn pit and airborne hazard exposure at Balad, given onset during that deployment, no prior history, no smoking history and no family history of asthma.

PLAN:
- Start budesonide/formoterol 160/4.5 two puffs twice daily and as needed (SMART).
- Fluticasone nasal spray daily; saline rinses.
- Asthma action plan given. Influenza and pneumococcal vaccines up to date.
- Enroll in Airborne Hazards and Open Burn Pit Registry (Veteran will complete online).
- RTC 3 months with repeat spirometry; consider biologic if not controlled.

/es/ SURESH K RAGHUNATHAN, MD
PULMONARY/CRITICAL CARE
Signed: 06/18/2026 12:31`,
    expected: {
      conditions: [
        { name: 'asthma', diagnosticCode: '6602' },
        { name: 'chronic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [
        {
          condition: 'asthma',
          strength: 'at least as likely as not',
          quote: 'his asthma is at least as likely as not related to his documented burn pit and airborne hazard exposure at Balad',
        },
      ],
      inServiceEvents: [
        'Open-air burn pit smoke exposure at Joint Base Balad, Iraq, 2006-2007, including fuel point details downwind of the pit',
        'Deployment to Bagram Airfield, Afghanistan, 2010-2011 (airborne hazards)',
        'Onset of cough and wheeze during the Balad deployment',
      ],
      personalData: [
        { kind: 'name', value: 'TREMBLAY,JOSHUA PAUL' },
        { kind: 'ssn', value: 'XXX-XX-6028' },
        { kind: 'date-of-birth', value: '12/30/1986' },
        { kind: 'phone', value: '719-555-0166' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-vista-social-work-son-in-crisis',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: MH SOCIAL WORK NOTE
DATE OF NOTE: JUL 30, 2026@14:05              STATUS: COMPLETED
AUTHOR: FERREIRA,MONICA L, LCSW
PATIENT: ACHTERBERG,WILLEM J     SSN: XXX-XX-8350     DOB: 05/27/1972
Phone: (505) 555-0142

S: Veteran walked in requesting a same-day visit. His 19 y/o son, Pieter, was admitted
to a university psychiatric unit on 07/27 after telling a professor he had been
thinking about killing himself. Veteran is distressed, sleeping 3-4 hours, "replaying
every sign I missed." He and his wife, Ingrid, are taking turns visiting the unit.
He reports his PTSD symptoms (nightmares of burned vehicles and bodies from the
ground war in February 1991, startle, irritability) have "flared hard" this week.

Veteran was asked directly about his own safety. He denies suicidal ideation, intent
or plan, now and in the past year; denies any history of attempts. C-SSRS screener
negative (Q1 No, Q2 No). No firearms in the home (removed when son was admitted).
Protective factors: strong marriage, faith community, employment, engaged in care.

O: Alert, oriented x4, tearful at times, appropriately groomed. Speech normal.
Mood "scared for my kid." Affect congruent. Thought process linear. No SI/HI.

A: 54 y/o Army veteran (M1 tank crewman, Operation Desert Storm, 1990-1994) with
chronic PTSD, acute caregiver stress related to son's psychiatric hospitalization.
Dx: Posttraumatic stress disorder, chronic (F43.12)
Acute suicide risk for Veteran: low.

P: 1. Provided NAMI Family-to-Family and VA Family Services information.
   2. Coordinated with PCT psychologist for sooner visit (moved to 08/04).
   3. Discussed how to support son at discharge; son's own safety plan is being
      managed by the inpatient team - Veteran given their family liaison number.
   4. Veterans Crisis Line reviewed for Veteran's own use.
   5. SW follow-up call 08/01.

/es/ MONICA L FERREIRA, LCSW
Signed: 07/30/2026 15:20`,
    expected: {
      conditions: [{ name: 'posttraumatic stress disorder', diagnosticCode: '9411' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Exposure to burned vehicles and bodies as an M1 tank crewman during the February 1991 ground war, Operation Desert Storm',
      ],
      personalData: [
        { kind: 'name', value: 'ACHTERBERG,WILLEM J' },
        { kind: 'ssn', value: 'XXX-XX-8350' },
        { kind: 'date-of-birth', value: '05/27/1972' },
        { kind: 'phone', value: '(505) 555-0142' },
        { kind: 'name', value: 'Pieter' },
        { kind: 'name', value: 'Ingrid' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------------------
  // DISABILITY BENEFITS QUESTIONNAIRES / C&P EXAMINATIONS
  // ---------------------------------------------------------------------------------------
  {
    id: 'r13-dbq-thoracolumbar-spine-favorable',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Ramon E. Castellanos-Whitfield
Veteran's SSN: XXX-XX-2964                   VA File Number: 27 603 118
Date of examination: 10/02/2026
Examination type: VA contract examination, in person
Evidence reviewed: [X] VBMS/C-file  [X] STRs  [X] VA treatment records  [ ] None

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he/she ever been diagnosed with a thoracolumbar
   spine (back) condition?   [X] Yes   [ ] No
   Diagnosis #1: Lumbosacral strain                 ICD: S39.012A   Date: 2009
   Diagnosis #2: Degenerative arthritis of the spine, L4-L5 and L5-S1
                                                    ICD: M47.816    Date: 2021
   Diagnosis #3: Radiculopathy, left lower extremity (L5/S1)
                                                    ICD: M54.17     Date: 2023

SECTION II - MEDICAL HISTORY
2a. The Veteran reports injuring his low back in May 2009 at FOB Salerno,
    Afghanistan, while loading 155 mm artillery rounds into an ammunition cage; he
    felt a "pop" and could not stand straight. STR dated 05/14/2009 documents "acute
    low back strain, lifting injury," 5 days of quarters and a 30-day profile. STRs
    show 4 further sick-call visits for low back pain 2009-2012. Separated 2013.
    Post-service: VA primary care treatment for low back pain since 2014; MRI 2021
    showed L4-5 and L5-S1 disc degeneration with facet arthropathy. Left leg pain and
    numbness into the lateral foot began 2023. Works as an IT help-desk technician.
2b. Flare-ups: [X] Yes  [ ] No
    "About twice a month after yard work or long drives, lasting 2-3 days; I can
    barely bend to put on socks."
2c. Functional loss: [X] Yes  [ ] No  - cannot lift more than 20 lb, cannot sit over
    45 minutes.

SECTION III - RANGE OF MOTION AND FUNCTIONAL LIMITATION
    Initial ROM: [ ] All normal  [X] Abnormal
    Forward flexion: 0 to 55 degrees    Extension: 0 to 15 degrees
    Right lateral flexion: 0 to 20      Left lateral flexion: 0 to 20
    Right lateral rotation: 0 to 25     Left lateral rotation: 0 to 25
    Pain noted on exam: [X] Yes - on flexion and extension; causes functional loss.
    Repetitive use testing (3 repetitions): [X] Yes
    Post-test forward flexion: 0 to 50 degrees; extension 0 to 15.
    Flare-up estimate (based on Veteran's description, not directly observed):
    forward flexion estimated 0 to 35 degrees during flare-ups.
    Guarding or muscle spasm: [X] Muscle spasm not resulting in abnormal gait or
    abnormal spinal contour.  Ankylosis: [ ] Yes  [X] No

SECTION IV - MUSCLE STRENGTH / REFLEXES / SENSORY
    Strength 5/5 throughout except left great toe extension 4/5.
    Reflexes: knees 2+ bilaterally; ankles R 2+, L 1+.
    Sensation decreased to light touch left lateral foot and toes.
    Straight leg raising: Right negative, Left POSITIVE.

SECTION V - RADICULOPATHY
    Does the Veteran have radicular pain or other signs due to radiculopathy?
    [X] Yes  [ ] No
    Left lower extremity: intermittent pain [X] Moderate; paresthesias [X] Mild;
    numbness [X] Mild.  Nerve roots involved: [X] L4/L5/S1/S2/S3 (sciatic nerve).
    Severity: Right: [X] Not affected   Left: [X] Mild
    Right lower extremity: no radiculopathy.

SECTION VI - INTERVERTEBRAL DISC SYNDROME (IVDS)
    Does the Veteran have IVDS of the thoracolumbar spine?  [ ] Yes  [X] No
    (No physician-prescribed bed rest in the past 12 months.)

SECTION VII - ASSISTIVE DEVICES: [X] None.
SECTION VIII - DIAGNOSTIC TESTING
    Imaging: [X] Yes - X-ray 10/02/2026: degenerative changes L4-S1, arthritis
    documented. No vertebral fracture.

SECTION IX - MEDICAL OPINION
    The claimed lumbar spine condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event or illness.
    Rationale: The STRs contemporaneously document an acute lifting injury with
    recurrent low back complaints through service, and VA records show treatment
    within a year of separation with no intercurrent injury. Degenerative change at
    two levels in a 39-year-old without an intervening injury is consistent with
    progression of the in-service injury rather than age alone.
    Secondary opinion: The left lower extremity radiculopathy is at least as likely as not proximately due to the Veteran's lumbar spine condition, as the clinical L5/S1 distribution matches the MRI findings at L5-S1.

Examiner: Harold J. Mbeki-Stone, DO        Date signed: 10/04/2026`,
    expected: {
      conditions: [
        { name: 'lumbosacral strain', diagnosticCode: '5237' },
        { name: 'degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'radiculopathy, left lower extremity (sciatic nerve)', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'lumbar spine condition (lumbosacral strain with degenerative arthritis)',
          strength: 'at least as likely as not',
          quote: 'is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury',
        },
        {
          condition: 'radiculopathy, left lower extremity',
          strength: 'at least as likely as not',
          quote: 'radiculopathy is at least as likely as not proximately due to the Veteran\'s lumbar spine condition',
        },
      ],
      inServiceEvents: [
        'May 2009 low back injury at FOB Salerno, Afghanistan, while loading 155 mm artillery rounds (STR 05/14/2009: acute low back strain, lifting injury)',
        'Recurrent sick-call visits for low back pain 2009-2012',
      ],
      personalData: [
        { kind: 'name', value: 'Ramon E. Castellanos-Whitfield' },
        { kind: 'ssn', value: 'XXX-XX-2964' },
        { kind: 'record-number', value: '27 603 118' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-dbq-initial-ptsd-ied',
    kind: 'dbq',
    format: 'pdf',
    text: `INITIAL POST-TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE
Veteran: Tobias R. Lindqvist                 VA File No.: 31 877 402
Examiner: L. Abernathy-Cole, PsyD            Exam date: 09/17/2026   Mode: In person
Records reviewed: [X] C-file  [X] STRs  [X] VA MH records  [X] Personnel records

SECTION I - DIAGNOSIS
1. Diagnosis of PTSD that conforms to DSM-5 criteria?   [X] Yes   [ ] No
2. Current mental disorder diagnoses:
   #1: Posttraumatic stress disorder                          ICD-10: F43.10
   #2: Alcohol use disorder, moderate, in early remission     ICD-10: F10.21
3. Alcohol use began as self-medication of PTSD symptoms after 2008; it is not
   possible to separate the symptoms of each diagnosis.
4. Traumatic brain injury diagnosed?   [ ] Yes   [X] No
5. Occupational and social impairment (all diagnoses):
   [X] Reduced reliability and productivity

SECTION II - CLINICAL FINDINGS
Stressor #1: 06/11/2007 near Ramadi, Iraq - the Veteran's HMMWV was struck by an IED;
the turret gunner was killed and the Veteran pulled him from the vehicle under fire.
  Adequate to support the diagnosis?  [X] Yes   Fear of hostile activity?  [X] Yes
  Corroborated: unit casualty report and Combat Action Ribbon in personnel records.
Criteria A through H: [X] All met (intrusive memories, nightmares, avoidance of
  driving on highways, guilt, detachment, hypervigilance, startle; duration > 1 month;
  clinically significant distress; not attributable to substances).

Symptoms that apply to the Veteran's diagnoses:
[X] Depressed mood           [X] Anxiety           [X] Chronic sleep impairment
[X] Disturbances of motivation and mood            [X] Suicidal ideation
[X] Difficulty in establishing and maintaining effective work and social relationships
[ ] Persistent danger of hurting self or others    [ ] Gross impairment in thought

Suicide risk: Veteran reports thoughts of ending his life about twice a month, most
recently 3 weeks ago, without plan or intent; no past attempts. Same-day warm handoff
to the VA MH clinic completed; Veterans Crisis Line information provided.
Behavior: casually dressed, cooperative, restricted affect, no psychosis.
Alcohol: sober since 05/2026 after VA residential program.

SECTION III - MEDICAL OPINION
Opinion: It is at least as likely as not (50 percent or greater probability) that
the Veteran's PTSD was incurred in or caused by the claimed in-service stressor.
Rationale: The stressor is corroborated, the symptoms are tied to it in content,
and no pre-service or post-service trauma of comparable severity was reported.

Competency: [X] Capable of managing his financial affairs.
/s/ L. Abernathy-Cole, PsyD, Licensed Clinical Psychologist   09/19/2026`,
    expected: {
      conditions: [
        { name: 'posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [
        {
          condition: 'posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not (50 percent or greater probability) that',
        },
      ],
      inServiceEvents: [
        'IED strike on the Veteran\'s HMMWV near Ramadi, Iraq, on 06/11/2007; the turret gunner was killed and the Veteran pulled him from the vehicle under fire',
      ],
      personalData: [
        { kind: 'name', value: 'Tobias R. Lindqvist' },
        { kind: 'record-number', value: '31 877 402' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r13-dbq-sleep-apnea-negative-opinions',
    kind: 'dbq',
    format: 'text',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE
(with Medical Opinion - Direct and Secondary)

Veteran name: Anthony J. Szymanski
Claim number: 29 330 871          Date of birth: 04/11/1979
Date of exam: 11/06/2026          Examination: in person, VA Medical Center C&P clinic
Claimed condition: Sleep apnea, claimed as secondary to service-connected PTSD, and on
a direct basis.

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he ever been diagnosed with sleep apnea?
   [X] Yes   [ ] No
   [X] Obstructive sleep apnea   ICD: G47.33   Date of diagnosis: 03/2019
   [ ] Central sleep apnea       [ ] Mixed sleep apnea

SECTION II - MEDICAL HISTORY
The Veteran served in the Army 2001-2007 (motor transport operator, Iraq 2004 and
2006). He reports his wife began complaining of loud snoring "a few years after I got
out." He gained about 70 lb between 2010 and 2018. Daytime sleepiness led to a
private sleep study in 03/2019. Service connection is in effect for PTSD (50%) since
2015. STRs, including the 2007 separation history, are silent for snoring, witnessed
apneas, daytime hypersomnolence or a sleep study; the 2007 Report of Medical History
marks "Frequent trouble sleeping: No."

SECTION III - SIGNS AND SYMPTOMS
[X] Persistent daytime hypersomnolence
[X] Requires use of breathing assistance device such as CPAP machine
[ ] Chronic respiratory failure with carbon dioxide retention
Current treatment: auto-CPAP 6-14 cm H2O; download shows 78% use over 4 hours.

SECTION IV - DIAGNOSTIC TESTING
Polysomnogram 03/14/2019 (Lakeside Sleep Center): AHI 34.6/hr, RDI 39.2/hr, oxygen
nadir 81%. Findings: moderate-severe obstructive sleep apnea.
Height 70 in, weight 262 lb, BMI 37.6. Neck circumference 18.5 in. Mallampati IV.

SECTION V - FUNCTIONAL IMPACT
Falls asleep watching TV and once at a red light before CPAP; now drives without
difficulty.

SECTION VI - MEDICAL OPINIONS
A. Direct service connection:
The claimed condition is less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service injury, event or illness.
Rationale: STRs are silent for any sleep-disordered breathing symptoms, and the
Veteran himself dates the snoring to several years after separation. The diagnosis was
made 12 years after separation, after substantial weight gain, which is the dominant
risk factor for obstructive sleep apnea.

B. Secondary service connection:
The claimed condition is less likely than not (less than 50 percent probability) proximately due to or the result of the Veteran's service-connected PTSD.
Rationale: Obstructive sleep apnea is a mechanical collapse of the upper airway
during sleep. Current peer-reviewed literature shows associations between PTSD and
OSA in cross-sectional studies but does not establish that PTSD causes airway
collapse. His craniofacial findings, neck circumference and BMI explain the OSA.

C. Aggravation:
The claimed condition is less likely than not aggravated beyond its natural progression by the service-connected PTSD. There is no baseline or objective worsening attributable to PTSD; CPAP pressures have been stable since 2019, and PTSD medications (sertraline, prazosin) are not known to worsen OSA.

Examiner: Celeste Whitford-Aguilar, MD, Internal Medicine
Date signed: 11/07/2026`,
    expected: {
      conditions: [
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service injury, event or illness',
        },
        {
          condition: 'obstructive sleep apnea (secondary to PTSD)',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50 percent probability) proximately due to or the result of the Veteran\'s service-connected PTSD',
        },
        {
          condition: 'obstructive sleep apnea (aggravation by PTSD)',
          strength: 'less likely than not',
          quote: 'less likely than not aggravated beyond its natural progression by the service-connected PTSD',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Anthony J. Szymanski' },
        { kind: 'record-number', value: '29 330 871' },
        { kind: 'date-of-birth', value: '04/11/1979' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-dbq-knee-meniscectomy-scanned',
    kind: 'dbq',
    format: 'image',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: Shauna M. Pettigrew-Lowe       VA File No.: 29 514 660
Date of exam: 08/21/2026        Examiner: K. Haverford, PA-C (contract examiner)
SECTION I - DIAGNOSIS
1. Does the Veteran now have or has she ever had a knee and/or lower leg condition?
   [X] Yes  [ ] No        Side affected: [X] Right  [ ] Left  [ ] Both
   Diagnosis #1: Right knee medial meniscal tear, s/p partial meniscectomy
   ICD code: S83.241A     Date of diagnosis: 2005
   Left knee (claimed): no pathology on exam or imaging. No left knee diagnosis.
SECTION II - MEDICAL HISTORY
   Veteran reports a right knee twisting injury on a static-line parachute landing
   at Fort Bragg, NC, in March 2005 (82nd Airborne). STRs show MRI 04/2005 with a
   medial meniscus tear and arthroscopic partial meniscectomy 06/2005. Now has
   intermittent locking and pain with stairs. Flare-ups: [X] Yes - prolonged standing.
SECTION III - RANGE OF MOTION
   Right knee: Flexion 0 to 115 degrees   Extension 115 to 0 degrees   Pain: flexion
   Left knee:  Flexion 0 to 140 degrees   Extension 140 to 0 degrees   No pain
   Repetitive use (3 reps): no additional loss of function or range of motion.
SECTION IV - JOINT STABILITY
   Lachman R 0, L 0.  Posterior drawer R 0, L 0.  Valgus/varus normal bilaterally.
   Recurrent subluxation: [ ] Yes [X] No      Lateral instability: [ ] Yes [X] No
SECTION V - MENISCUS CONDITIONS
   [X] Meniscectomy - right      Residual signs/symptoms: [X] Yes - pain, effusion
   [X] Frequent episodes of joint "locking" - right    [ ] Meniscal dislocation
SECTION VI - DIAGNOSTIC TESTING
   X-rays 08/21/2026: right knee mild medial joint space narrowing; left normal.
   Degenerative or traumatic arthritis documented: [ ] Yes  [X] No
SECTION VII - FUNCTIONAL IMPACT
   Cannot kneel or run. Works as a dental hygienist; needs breaks from standing.
SECTION VIII - MEDICAL OPINION
   [X] The right knee condition is at least as likely as not (50 percent or
       greater probability) incurred in or caused by the in-service injury.
   Rationale: STRs document the parachute landing injury, MRI and surgery at the
   time, with continuous treatment since. Current residuals are the expected
   sequela of partial meniscectomy.
   Left knee: no opinion rendered, as there is no current diagnosis.

/s/ K. Haverford, PA-C                          Date signed: 08/23/2026`,
    expected: {
      conditions: [
        { name: 'right knee meniscal tear, status post meniscectomy', diagnosticCode: '5259' },
      ],
      nexusOpinions: [
        {
          condition: 'right knee meniscal tear, status post meniscectomy',
          strength: 'at least as likely as not',
          quote: 'The right knee condition is at least as likely as not (50 percent or',
        },
      ],
      inServiceEvents: [
        'Right knee twisting injury on a static-line parachute landing at Fort Bragg, NC, in March 2005 (82nd Airborne), with MRI-confirmed meniscus tear and partial meniscectomy in 06/2005',
      ],
      personalData: [
        { kind: 'name', value: 'Shauna M. Pettigrew-Lowe' },
        { kind: 'record-number', value: '29 514 660' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-dbq-heart-htn-vietnam-presumptive',
    kind: 'dbq',
    format: 'text',
    text: `HEART CONDITIONS (INCLUDING ISCHEMIC AND NON-ISCHEMIC HEART DISEASE, ARRHYTHMIAS,
VALVULAR DISEASE AND CARDIAC SURGERY) DISABILITY BENEFITS QUESTIONNAIRE
and HYPERTENSION DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Harlan Doyle Peebles
SSN: 412-66-0873            DOB: 02/14/1948
Mailing address: 915 County Road 340, Tupelo, MS 38804
Date of examination: 07/15/2026      Acceptable Clinical Evidence review plus in-person

HEART CONDITIONS
1. Does the Veteran now have or has he ever been diagnosed with a heart condition?
   [X] Yes   [ ] No
   [X] Coronary artery disease        ICD: I25.10   Date of diagnosis: 2014
   [ ] Myocardial infarction          [ ] Congestive heart failure
   [ ] Atrial fibrillation            [ ] Valvular heart disease
2. Medical history: Vietnam veteran, Army, 1967-1969, 25th Infantry Division at Cu Chi
   base camp; reports perimeter patrols through areas recently defoliated and
   handling empty herbicide drums at the motor pool. Exertional chest pressure in 2014
   led to cardiac catheterization showing 80% proximal LAD and 70% RCA stenoses; drug-
   eluting stents x2 placed 06/2014. No myocardial infarction. No CABG.
   Continuous medication: [X] Yes - aspirin, clopidogrel, metoprolol, atorvastatin.
3. Interview-based METs test: dyspnea and fatigue at >3-5 METs (walking up a flight of
   stairs with groceries, mowing with a push mower). Limitation is due to the heart
   condition only.
4. Echocardiogram 05/2026: LVEF 55%, mild concentric LVH, no wall motion abnormality.
   Exercise stress test: not performed - Veteran uses a cane for bilateral hip
   arthritis (non-cardiac limitation); Lexiscan nuclear 2025 without reversible
   ischemia.
5. Cardiac hypertrophy/dilatation: [X] Hypertrophy on echo.

HYPERTENSION
1. Diagnosis: [X] Hypertension   ICD: I10   Date of diagnosis: 1996
2. Continuous medication required: [X] Yes - lisinopril 40 mg, amlodipine 10 mg.
3. History of diastolic blood pressure elevation predominantly 100 or more: [X] Yes
   (1996-1998 readings 160-172/100-106 before control).
4. Blood pressure today: 152/88, 148/86, 146/84 (three readings, seated).

OTHER PERTINENT INFORMATION
Family history: brother had a myocardial infarction at age 52; father died of a
stroke at 77. Former smoker, quit 1985 (15 pack-years).
The Veteran's wife, Marjorie Peebles, accompanied him and helped with history.
Functional impact: retired farm-equipment salesman; no longer able to do field work.

MEDICAL OPINION
[X] No opinion requested by the rating office. Ischemic heart disease and hypertension
are presumptive conditions for Veterans with herbicide exposure in the Republic of
Vietnam; this examination addresses current severity only.

Examiner: Nathaniel O. Fairclough, MD, Cardiology     Signed: 07/16/2026`,
    expected: {
      conditions: [
        { name: 'coronary artery disease (ischemic heart disease)', diagnosticCode: '7005' },
        { name: 'hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Service in the Republic of Vietnam, 1967-1969, with the 25th Infantry Division at Cu Chi base camp (herbicide exposure)',
        'Perimeter patrols through recently defoliated areas and handling empty herbicide drums at the motor pool',
      ],
      personalData: [
        { kind: 'name', value: 'Harlan Doyle Peebles' },
        { kind: 'ssn', value: '412-66-0873' },
        { kind: 'date-of-birth', value: '02/14/1948' },
        { kind: 'address', value: '915 County Road 340, Tupelo, MS 38804' },
        { kind: 'name', value: 'Marjorie Peebles' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------------------
  // PRIVATE PHYSICIANS' LETTERS / INDEPENDENT MEDICAL OPINIONS
  // ---------------------------------------------------------------------------------------
  {
    id: 'r13-imo-migraine-secondary-to-tbi',
    kind: 'private-letter',
    format: 'text',
    text: `CASCADE NEUROLOGY ASSOCIATES
1180 Harborview Parkway, Suite 300 - Everett, WA - Tel. 425-555-0100

November 2, 2026

Department of Veterans Affairs
Evidence Intake Center
P.O. Box 4444
Janesville, WI 53547-4444

RE: Alondra V. Keel
Date of birth: 02/09/1990
VA claim number: 34 119 805
Home address: 7702 Sitka Spruce Ln, Marysville, WA 98270

INDEPENDENT MEDICAL OPINION - HEADACHES AND TRAUMATIC BRAIN INJURY RESIDUALS

To whom it may concern:

I am a board-certified neurologist with a subspecialty certification in headache
medicine. I have treated Ms. Keel since January 2024 and saw her most recently on
October 28, 2026. At her request I reviewed her service treatment records, her
DD-214, the 2025 VA TBI examination, and my own clinic records.

History. Ms. Keel served in the Army as a military police officer from 2008 to 2014.
On 09/03/2010, near Kandahar, Afghanistan, the MRAP in which she was the right-front
passenger rolled over after the road edge gave way. Her STRs document that she struck
her head on the door frame, had loss of consciousness estimated at 1 to 2 minutes,
and was confused for several hours; the battalion aid station recorded a MACE score of
22/30 and diagnosed concussion. She was placed on 7 days of rest. Headaches began
within the first week and were recorded at sick call in October and December 2010
and twice in 2012. She had no headaches before the injury. Her mother has migraine.

Current findings. She has headaches about 12 days a month, 4 to 6 of which are severe
throbbing headaches with photophobia, nausea and vomiting that force her to lie in a
dark room for most of the day; she leaves work early about 3 days a month. She also
describes word-finding difficulty and needing lists for tasks she once did from
memory. Neuropsychological testing (05/2026) showed mild deficits in processing speed
and working memory with valid effort. Brain MRI (2024) showed two small
nonspecific white-matter hyperintensities in the right frontal lobe. Neurologic
examination is otherwise normal. She denies suicidal thoughts; her PHQ-9 was 6.

Diagnoses:
1. Chronic post-traumatic headache with migraine features (chronic migraine).
2. Residuals of mild traumatic brain injury (cognitive: processing speed and working
   memory).

Opinions.
1. It is my opinion that Ms. Keel's chronic migraine headaches are more likely than not caused by the traumatic brain injury she sustained in the 09/03/2010 vehicle rollover.
2. It is also my opinion that her residual cognitive symptoms are more likely than not the result of that same in-service traumatic brain injury.

Rationale. Headache that begins within 7 days of a head injury meets the ICHD-3
definition of post-traumatic headache, and her headaches were documented at sick call
within weeks of the rollover, with continuous complaints thereafter. A family history
of migraine increases susceptibility but does not explain the timing; the injury is the
more likely precipitant. The cognitive pattern on testing (processing speed, working
memory) is the pattern typically reported after mild TBI, her effort measures were
valid, and she has no other neurologic or psychiatric condition, sleep disorder or
medication that better accounts for it.

I am available to clarify any part of this opinion.

Sincerely,

Miriam T. Olayinka-Berg, MD
Diplomate, American Board of Psychiatry and Neurology (Neurology); UCNS Headache Medicine`,
    expected: {
      conditions: [
        { name: 'migraine', diagnosticCode: '8100' },
        { name: 'residuals of traumatic brain injury', diagnosticCode: '8045' },
      ],
      nexusOpinions: [
        {
          condition: 'migraine',
          strength: 'more likely than not',
          quote: 'chronic migraine headaches are more likely than not caused by the traumatic brain injury she sustained in the 09/03/2010 vehicle rollover',
        },
        {
          condition: 'residuals of traumatic brain injury',
          strength: 'more likely than not',
          quote: 'her residual cognitive symptoms are more likely than not the result of that same in-service traumatic brain injury',
        },
      ],
      inServiceEvents: [
        'MRAP rollover near Kandahar, Afghanistan, on 09/03/2010 with head strike, 1-2 minutes loss of consciousness and concussion (MACE 22/30)',
        'Headaches recorded at sick call in October and December 2010 and twice in 2012',
      ],
      personalData: [
        { kind: 'name', value: 'Alondra V. Keel' },
        { kind: 'date-of-birth', value: '02/09/1990' },
        { kind: 'record-number', value: '34 119 805' },
        { kind: 'address', value: '7702 Sitka Spruce Ln, Marysville, WA 98270' },
        { kind: 'name', value: 'Ms. Keel' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-imo-ent-tinnitus-hearing-not-disabling',
    kind: 'private-letter',
    format: 'pdf',
    text: `GULF COAST EAR, NOSE & THROAT, P.A.
2250 Bayou Oaks Blvd, Suite 110, Pensacola, FL    Phone 850-555-0177

October 9, 2026

RE: Jerome A. Adeyemi-Clarke      DOB: 06/23/1983
    Claim No.: 33 208 594
    Address: 41 Magnolia Crest Dr, Gulf Breeze, FL 32561

To the Department of Veterans Affairs:
I evaluated Mr. Adeyemi-Clarke on 09/30/2026 for ringing in both ears. He served in
the U.S. Navy from 2001 to 2007 as an Aviation Ordnanceman aboard USS Carl Vinson,
loading ordnance on the flight deck during launch and recovery cycles, often
within 50 feet of turning jet engines. He recalls muffled hearing and ringing after
most shifts, and the ringing became constant during the 2003 deployment. His
service treatment records include a 2003 annual audiogram note "pt c/o ringing in
ears after flight ops." Since discharge he has worked as a bank branch manager and
has no occupational or recreational noise exposure.

Examination: normal ear canals and tympanic membranes. Audiogram 09/30/2026:
            500   1000   2000   3000   4000 Hz
  RIGHT      10     10     15     20     30 dB HL
  LEFT       10     15     15     25     35 dB HL
Maryland CNC word recognition: 96% right, 96% left.

His thresholds show a mild high-frequency dip but do not reach 40 dB at any of the
frequencies 500-4000 Hz, do not reach 26 dB at three of those frequencies, and speech
recognition is above 94%. He therefore does not have a hearing loss disability as
defined in 38 CFR 3.385, and I am not diagnosing hearing loss.

Diagnosis: Subjective tinnitus, bilateral, constant (H93.13).

Opinion: It is at least as likely as not that Mr. Adeyemi-Clarke's tinnitus is
related to the hazardous noise exposure of his naval service.

Rationale: Tinnitus is diagnosed from the patient's report, and his report is
consistent and documented in service. Flight deck noise commonly exceeds 130 dB, and
the high-frequency dip on today's audiogram, although not disabling, is a marker of
noise injury to the cochlea. There is no post-service noise exposure or other cause
(no ototoxic drugs, no Meniere's symptoms, normal MRI 2024).

Respectfully,

Desmond K. Valladares, MD, FACS
Otolaryngology - Head & Neck Surgery`,
    expected: {
      conditions: [{ name: 'tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [
        {
          condition: 'tinnitus',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not that Mr. Adeyemi-Clarke\'s tinnitus is',
        },
      ],
      inServiceEvents: [
        'Flight deck noise exposure as a Navy Aviation Ordnanceman aboard USS Carl Vinson, 2001-2007, loading ordnance near turning jet engines',
        'Ringing in ears after flight operations documented in a 2003 annual audiogram note; tinnitus constant during the 2003 deployment',
      ],
      personalData: [
        { kind: 'name', value: 'Jerome A. Adeyemi-Clarke' },
        { kind: 'date-of-birth', value: '06/23/1983' },
        { kind: 'record-number', value: '33 208 594' },
        { kind: 'address', value: '41 Magnolia Crest Dr, Gulf Breeze, FL 32561' },
        { kind: 'name', value: 'Mr. Adeyemi-Clarke' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-imo-oncology-kidney-cancer-camp-lejeune',
    kind: 'private-letter',
    format: 'text',
    text: `PIEDMONT REGIONAL CANCER INSTITUTE
Division of Genitourinary Oncology
600 Sycamore Medical Drive, Greensboro, NC

August 14, 2026

RE: Wendell Ray Gustafsson
DOB: 10/05/1960
SSN: xxx-xx-5518
VA File No.: 25 741 030
Address: 3316 Old Buffalo Church Rd, Julian, NC 27283
Phone: 336-555-0194

Dear Rating Officer:

I have been Mr. Gustafsson's medical oncologist since his diagnosis in 2023. I am
writing, at his request, about the relationship between his kidney cancer and his
military service. I reviewed his service personnel records, which place him at
Marine Corps Base Camp Lejeune from June 1979 to November 1982, billeted at Hadnot
Point and working at the base motor pool, where he washed vehicle parts with
degreasing solvents and drank water from the Hadnot Point supply daily.

Clinical course. In March 2023 he presented with gross hematuria. CT showed a 6.8 cm
left renal mass. He underwent left radical nephrectomy on 04/18/2023; pathology showed
clear cell renal cell carcinoma, Fuhrman grade 3, pT2aN0, margins negative. He
received no adjuvant therapy. Surveillance imaging through July 2026 shows no
evidence of recurrence or metastasis. After nephrectomy his eGFR has been stable at
52-55 mL/min, consistent with chronic kidney disease stage 3a, which is followed by
nephrology.

Risk factors. He has never smoked. BMI is 27. His blood pressure is normal without
medication. There is no family history of kidney
cancer or a hereditary renal cancer syndrome; his father died of lung cancer at 71
after a long smoking history, and genetic testing (2023 germline panel) was negative.

Diagnoses:
1. Clear cell renal cell carcinoma, left kidney, status post radical nephrectomy
   04/18/2023, no evidence of disease.
2. Chronic kidney disease, stage 3a, secondary to nephrectomy.

Opinion. It is my medical opinion that Mr. Gustafsson's renal cell carcinoma is more likely than not due to his exposure to trichloroethylene and other contaminants in the Camp Lejeune water supply during his 1979-1982 service.

Rationale. The Hadnot Point system was contaminated with trichloroethylene (TCE),
tetrachloroethylene and benzene during his entire period there. The International
Agency for Research on Cancer classifies TCE as a known human carcinogen specifically
on the basis of kidney cancer, and ATSDR's assessment of Camp Lejeune found sufficient
evidence for causation between TCE and kidney cancer. He had additional dermal and
inhalational solvent exposure at the motor pool. He lacks the usual competing risk
factors (smoking, obesity, hereditary syndromes). I am aware that kidney cancer is
also on VA's list of presumptive conditions for Camp Lejeune veterans; my opinion
does not depend on that presumption. His chronic kidney disease is a direct result of
the nephrectomy required to treat the cancer.

Sincerely,

Anjali R. Desrosiers, MD
Medical Oncology, Piedmont Regional Cancer Institute`,
    expected: {
      conditions: [
        { name: 'renal cell carcinoma (kidney cancer)', diagnosticCode: '7528' },
        { name: 'chronic kidney disease' },
      ],
      nexusOpinions: [
        {
          condition: 'renal cell carcinoma (kidney cancer)',
          strength: 'more likely than not',
          quote: 'renal cell carcinoma is more likely than not due to his exposure to trichloroethylene and other contaminants in the Camp Lejeune water supply',
        },
      ],
      inServiceEvents: [
        'Stationed at Marine Corps Base Camp Lejeune, June 1979 to November 1982, billeted at Hadnot Point and drinking contaminated Hadnot Point water daily',
        'Washing vehicle parts with degreasing solvents at the Camp Lejeune motor pool',
      ],
      personalData: [
        { kind: 'name', value: 'Wendell Ray Gustafsson' },
        { kind: 'date-of-birth', value: '10/05/1960' },
        { kind: 'ssn', value: 'xxx-xx-5518' },
        { kind: 'record-number', value: '25 741 030' },
        { kind: 'address', value: '3316 Old Buffalo Church Rd, Julian, NC 27283' },
        { kind: 'phone', value: '336-555-0194' },
        { kind: 'name', value: 'Mr. Gustafsson' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-private-letter-cervical-speculation',
    kind: 'private-letter',
    format: 'image',
    text: `HIGH DESERT FAMILY MEDICINE
408 W. Juniper Ave, Hesperia, CA 92345        Tel (760) 555-0121  Fax (760) 555-0122

March 3, 2026

To: Department of Veterans Affairs
Re: Consuelo Ibarra-Nash     DOB 08/17/1977     VA claim # 30 662 187

I am Ms. Ibarra-Nash's primary care physician and have treated her since 2016. She
asked me to write regarding her neck condition and her Army service.

She served from 1996 to 2006 as a UH-60 Black Hawk crew chief. She reports a hard
landing at LSA Anaconda, Iraq, in 2003, after which she had neck pain for several
weeks. She did not seek treatment at the time because the unit was short-handed, and
I have not seen any service record of the event or of neck complaints. Her first
documented neck complaint in my chart is from 2019, after she began a job that
involves long hours at a computer. She also had a rear-end motor vehicle collision in
2018 with neck pain afterward, treated at an urgent care.

Current findings: painful and reduced cervical rotation (60 degrees each side),
forward flexion 35 degrees; no radicular signs. X-rays (11/2025) show disc space
narrowing and osteophytes at C5-C6 and C6-C7.

Diagnosis: Degenerative arthritis (spondylosis) of the cervical spine, C5-C7.

Regarding cause: years of flying with a helmet and night-vision goggles, and a hard
landing, could plausibly contribute to early cervical degeneration. However, the
2018 collision, her desk work, and normal age-related change are also possible
causes, and there are no in-service or early post-service records to compare with.
I cannot state, without resorting to speculation, whether her cervical arthritis is
related to her military service.

I support her further evaluation by VA and am glad to provide my records.

Sincerely,

Priya N. Ramanathan, MD
Board Certified, Family Medicine`,
    expected: {
      conditions: [
        { name: 'degenerative arthritis of the cervical spine', diagnosticCode: '5242' },
      ],
      nexusOpinions: [
        {
          condition: 'degenerative arthritis of the cervical spine',
          strength: 'unable to resolve',
          quote: 'I cannot state, without resorting to speculation, whether her cervical arthritis is',
        },
      ],
      inServiceEvents: [
        'Reported hard landing of a UH-60 Black Hawk at LSA Anaconda, Iraq, in 2003, with neck pain for several weeks (not documented in service records)',
        'Years of flying as a UH-60 crew chief (1996-2006) wearing a helmet and night-vision goggles',
      ],
      personalData: [
        { kind: 'name', value: 'Consuelo Ibarra-Nash' },
        { kind: 'date-of-birth', value: '08/17/1977' },
        { kind: 'record-number', value: '30 662 187' },
        { kind: 'name', value: 'Ms. Ibarra-Nash' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-imo-psychologist-depression-secondary-back',
    kind: 'private-letter',
    format: 'text',
    text: `Renata Solberg-Achebe, Ph.D.
Licensed Psychologist (TX #38812)
Oak Hollow Psychological Services
5120 Brodie Lane, Suite 4, Austin, Texas

December 1, 2026

RE: Devontae L. Marchbanks
DOB: 01/22/1988
Last four SSN: 7740
Claim number: 36 045 219
Address: 1609 Pecan Bluff Trail, Kyle, TX 78640
Phone: (512) 555-0158

PSYCHOLOGICAL INDEPENDENT MEDICAL EVALUATION

Referral question: Whether Mr. Marchbanks has a depressive disorder and, if so, whether
it is related to his service-connected lumbar spine disability.

Sources: clinical interview (2.5 hours, 11/18/2026); PHQ-9; Beck Depression
Inventory-II; PCL-5; MMPI-3; review of VA treatment records 2013-2026, STRs and his
2024 back DBQ. Collateral interview with his wife, Keisha Marchbanks, by phone.

Background. Mr. Marchbanks served in the Army 2007-2013 as a wheeled-vehicle mechanic.
In 2011 at Camp Buehring, Kuwait, he fell about 8 feet from the top of a fuel truck
onto his back; STRs document a lumbar compression injury and he was later medically
separated. Service connection is in effect for his lumbar spine disability. He has
had three back surgeries since 2016, the last a fusion in 2022, and has chronic daily
pain rated 6-8/10. He lost his job as a diesel mechanic in 2020 because he could not
tolerate standing and lifting.

He reports no mental health symptoms or treatment before the back injury. Depressed
mood started around 2016, after the first surgery failed, and has been continuous
since 2020. He describes loss of interest in fishing and his children's sports, sleep
of 4 hours due to pain and rumination, fatigue, poor concentration, worthlessness
("I'm not a provider anymore"), and weight gain. In 2019 he took an overdose of his
pain medication and was hospitalized at a private hospital for 4 days; he says it was
a suicide attempt. He reports current passive suicidal thoughts a few times a week
("it would be easier if I didn't wake up") without plan or intent; his firearms are
locked at his father's house. I completed a safety plan with him and confirmed he is
connected with his VA psychiatrist, who was notified with his consent.

Family history: his mother has bipolar I disorder. He has never had a manic or
hypomanic episode; bipolar disorder was considered and is not diagnosed.
PTSD: he does not report a qualifying traumatic stressor; PCL-5 score 19. PTSD is
not diagnosed.

Test results: PHQ-9 = 21 (item 9 = 2); BDI-II = 34 (severe); MMPI-3 valid profile
with elevations on Emotional/Internalizing Dysfunction and Somatic Complaints.

Diagnosis (DSM-5-TR): Major depressive disorder, recurrent, severe, without psychotic
features (F33.2).

Opinion. It is my professional opinion that Mr. Marchbanks's major depressive disorder is at least as likely as not proximately due to, or aggravated by, his service-connected lumbar spine disability.

Rationale. There is no pre-injury psychiatric history, depressive symptoms began after
the first failed surgery, and each symptom exacerbation in the VA record follows a
surgical setback or job loss caused by the back condition. Chronic pain is one of the
best-established risk factors for major depression, and pain-related insomnia and loss
of role function account for most of his current symptoms. A family history of bipolar
disorder raises general risk for mood disorder but does not explain the onset or
course here.

Renata Solberg-Achebe, Ph.D.`,
    expected: {
      conditions: [
        { name: 'major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [
        {
          condition: 'major depressive disorder',
          strength: 'at least as likely as not',
          quote: 'major depressive disorder is at least as likely as not proximately due to, or aggravated by, his service-connected lumbar spine disability',
        },
      ],
      inServiceEvents: [
        'Fall of about 8 feet from the top of a fuel truck onto his back at Camp Buehring, Kuwait, in 2011, with lumbar compression injury and later medical separation',
      ],
      personalData: [
        { kind: 'name', value: 'Devontae L. Marchbanks' },
        { kind: 'date-of-birth', value: '01/22/1988' },
        { kind: 'ssn', value: '7740' },
        { kind: 'record-number', value: '36 045 219' },
        { kind: 'address', value: '1609 Pecan Bluff Trail, Kyle, TX 78640' },
        { kind: 'phone', value: '(512) 555-0158' },
        { kind: 'name', value: 'Keisha Marchbanks' },
        { kind: 'name', value: 'Mr. Marchbanks' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  // ---------------------------------------------------------------------------------------
  // DISCHARGE SUMMARIES
  // ---------------------------------------------------------------------------------------
  {
    id: 'r13-discharge-inpatient-psych-si-plan',
    kind: 'discharge-summary',
    format: 'text',
    text: `LOCAL TITLE: MH INPATIENT DISCHARGE SUMMARY
STANDARD TITLE: MENTAL HEALTH DISCHARGE SUMMARY
DATE OF NOTE: MAR 09, 2026@15:30     ENTRY DATE: MAR 09, 2026@16:12:50
      AUTHOR: KARAGIANNIS,PETRA D    EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

PATIENT: ECHEVERRIA,MARISOL PAZ     SSN: 561-09-3382     DOB: 09/30/1976
Ward: 7 SOUTH ACUTE PSYCHIATRY
Admission date: 02/27/2026            Discharge date: 03/09/2026
Legal status: voluntary (converted from 72-hour emergency hold on 03/01/2026)
Emergency contact: Lucia Echeverria (sister), 303-555-0115

REASON FOR ADMISSION:
49 y/o female Army veteran brought to the ED by her sister after telling her she had
saved up a bottle of trazodone and planned to take it on the anniversary of her
mother's death. She endorsed suicidal ideation with a specific plan and intent and had
written goodbye letters. Blood alcohol on arrival 0.14.

HISTORY:
She served 1995-1999 as a supply specialist. She reports military sexual trauma in
1996 at Fort Leonard Wood, Missouri, by a drill sergeant, which she did not report at
the time; she received a 1997 counseling statement for "attitude" and had a STR visit
for "stress, insomnia" in 1997. She has had depressive episodes since 1998, with prior
psychiatric hospitalization in 2014 for depression. No prior suicide attempts; this
admission is her first episode of suicidal planning. Drinking has escalated to 6-8
drinks daily over the past year after her divorce.

HOSPITAL COURSE:
Placed on 1:1 observation for 48 hours, then q15 minute checks. CIWA protocol with
lorazepam taper for alcohol withdrawal days 1-4 (peak CIWA 14), no seizures or
delirium. Sertraline increased to 200 mg and mirtazapine 15 mg started for sleep and
appetite. Trazodone discontinued. Daily individual therapy; started Cognitive
Processing Therapy worksheets for MST-related PTSD. Addiction psychiatry consult:
naltrexone 50 mg daily started 03/03. Mood improved gradually; by day 8 she denied
suicidal ideation, intent or plan, was future oriented (planning to return to her job
and see her nephew graduate), and completed a written safety plan. Sister removed all
stored medications from the home; pharmacy will dispense 14-day supplies. High Risk
for Suicide patient record flag activated 02/28/2026.
Bipolar disorder was considered given a report of 3 days of little sleep in January;
collateral history and course showed this occurred during heavy drinking without
other manic features. Bipolar disorder ruled out.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic, related to military sexual trauma (F43.12)
3. Alcohol use disorder, severe (F10.20), with uncomplicated withdrawal - resolved
Ruled out: Bipolar I disorder.

CONDITION AT DISCHARGE: Improved. Suicide risk: acute - low; chronic - high.
C-SSRS at discharge: negative for ideation in the past 48 hours.

DISCHARGE MEDICATIONS: sertraline 200 mg daily; mirtazapine 15 mg at bedtime;
naltrexone 50 mg daily; thiamine 100 mg daily; folic acid 1 mg daily.

FOLLOW-UP:
- MH intensive case management; first visit 03/11/2026 with the Suicide Prevention
  Coordinator (caring contact within 24 hours of discharge).
- Women's MST clinic / PCT intake 03/16/2026.
- SUD IOP start 03/12/2026.
- Veterans Crisis Line: dial 988 and press 1.

/es/ PETRA D KARAGIANNIS, MD
ATTENDING PSYCHIATRIST
Signed: 03/09/2026 16:12`,
    expected: {
      conditions: [
        { name: 'major depressive disorder', diagnosticCode: '9434' },
        { name: 'posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Military sexual trauma in 1996 at Fort Leonard Wood, Missouri, by a drill sergeant (unreported at the time)',
        '1997 counseling statement for "attitude" and 1997 STR visit for stress and insomnia (markers of MST)',
      ],
      personalData: [
        { kind: 'name', value: 'ECHEVERRIA,MARISOL PAZ' },
        { kind: 'ssn', value: '561-09-3382' },
        { kind: 'date-of-birth', value: '09/30/1976' },
        { kind: 'name', value: 'Lucia Echeverria' },
        { kind: 'phone', value: '303-555-0115' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r13-discharge-copd-exacerbation-new-afib',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `DISCHARGE SUMMARY - MEDICINE SERVICE
PATIENT: HUCKABEE,RONALD WAYNE     SSN: XXX-XX-2087     DOB: 01/04/1963
MRN: 40017735        Admitted: 01/12/2026      Discharged: 01/16/2026
Attending: Y. Castellano-Price, MD     PCP: VA Community Based Outpatient Clinic

PRINCIPAL DIAGNOSIS:
  Chronic obstructive pulmonary disease with acute exacerbation (J44.1)
SECONDARY DIAGNOSES:
  1. Atrial fibrillation, new onset, paroxysmal (I48.0) - converted to sinus rhythm
RULED OUT:
  Pulmonary embolism - CT pulmonary angiogram 01/12 negative
  Acute coronary syndrome - troponin negative x3

HISTORY: 63 y/o Army veteran (Gulf War, 1990-1991, 24th Infantry Division) with COPD
diagnosed 2017 (FEV1 48% predicted, 2024). Reports heavy exposure to smoke from the
Kuwaiti oil-well fires in February-March 1991. Former smoker, 30 pack-years, quit
2024. Presented with 5 days of worsening dyspnea, productive cough, wheeze.

HOSPITAL COURSE:
1. COPD exacerbation: required 4 L O2 on admission; treated with nebulized
   albuterol/ipratropium, prednisone 40 mg x5 days, doxycycline x5 days. Weaned to
   room air 01/15 (SpO2 91-93% at rest, 89% with ambulation - does not qualify for
   home O2 at rest; ambulatory O2 re-assessment in 4 weeks).
2. Atrial fibrillation with RVR (HR 140s) on 01/13, likely triggered by hypoxia and
   beta-agonists. Diltiazem drip, then oral diltiazem; spontaneous conversion 01/14.
   Echo: LVEF 60%, mild LA enlargement. CHA2DS2-VASc 0 (normotensive, no diabetes,
   no heart failure); no anticoagulation per cardiology; 14-day event monitor.
3. Mood: PHQ-2 negative. Veteran denies suicidal ideation.

DISCHARGE MEDICATIONS:
  Fluticasone/umeclidinium/vilanterol 1 inhalation daily (new)
  Albuterol HFA 2 puffs q4-6h PRN
  Diltiazem ER 120 mg daily (new)
  Prednisone - completed
  Nicotine lozenge 2 mg PRN cravings

FOLLOW-UP: Pulmonary clinic 2 weeks; cardiology 4 weeks with monitor results;
pulmonary rehabilitation referral placed. Smoking cessation reinforced.

CONDITION AT DISCHARGE: stable, ambulating independently.
Discharged home with wife, Brenda Huckabee.

Electronically signed: Y. Castellano-Price, MD   01/16/2026 17:40`,
    expected: {
      conditions: [
        { name: 'chronic obstructive pulmonary disease', diagnosticCode: '6604' },
        { name: 'atrial fibrillation (paroxysmal)', diagnosticCode: '7010' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Exposure to smoke from the Kuwaiti oil-well fires in February-March 1991 during Gulf War service with the 24th Infantry Division',
      ],
      personalData: [
        { kind: 'name', value: 'HUCKABEE,RONALD WAYNE' },
        { kind: 'ssn', value: 'XXX-XX-2087' },
        { kind: 'date-of-birth', value: '01/04/1963' },
        { kind: 'record-number', value: '40017735' },
        { kind: 'name', value: 'Brenda Huckabee' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-discharge-bleeding-duodenal-ulcer',
    kind: 'discharge-summary',
    format: 'text',
    text: `DISCHARGE SUMMARY
St. Brendan Community Hospital (VA Community Care - authorization 1F7Q-22815)

Patient: Stella Marie Przybylski
DOB: 12/12/1969          MRN: SB-00938821
Address: 27 Tamarack Court, Duluth, MN 55811
Admission: 05/03/2026    Discharge: 05/07/2026
Admitting service: Hospital Medicine     Consultants: Gastroenterology

DISCHARGE DIAGNOSES:
1. Bleeding duodenal ulcer (Forrest IIa, 1.4 cm, posterior duodenal bulb), status
   post endoscopic hemostasis.
2. Acute blood loss anemia, transfused 2 units PRBC.
3. Gastroesophageal reflux disease, chronic.
Ruled out: Helicobacter pylori infection (gastric biopsies negative).

HISTORY OF PRESENT ILLNESS:
56 y/o woman, Navy veteran (VA enrolled), presented with 2 days of black tarry stools
and one episode of coffee-ground emesis, with lightheadedness on standing. She has
taken ibuprofen 800 mg three times daily for the past 4 months for chronic right knee
pain, in addition to daily aspirin 81 mg. History of heartburn for 10+ years treated
intermittently with over-the-counter omeprazole. No alcohol. Nonsmoker.

HOSPITAL COURSE:
Hemoglobin on arrival 7.1 g/dL (baseline 13.2 in 01/2026), BUN 48. Started on IV
pantoprazole infusion, transfused 2 units PRBC with hemoglobin 9.4 after transfusion.
EGD 05/04: 1.4 cm ulcer in the posterior duodenal bulb with a non-bleeding visible
vessel; treated with epinephrine injection and two hemoclips. Also LA grade B erosive
esophagitis. Gastric biopsies negative for H. pylori. Hepatitis C antibody
nonreactive. No rebleeding; hemoglobin stable at 9.1-9.6 for 48 hours; diet advanced.
Knee pain: managed with acetaminophen and topical diclofenac; advised to follow up with
her VA orthopedic provider rather than resume NSAIDs.

DISCHARGE MEDICATIONS:
- Pantoprazole 40 mg twice daily x 8 weeks, then once daily
- Ferrous sulfate 325 mg every other day
- Acetaminophen 1,000 mg every 8 hours as needed (max 3 g/day)
- STOP ibuprofen. STOP aspirin 81 mg (primary prevention only; no cardiac history).

FOLLOW-UP:
- CBC in 1 week at the VA CBOC.
- Repeat EGD in 8-12 weeks to document healing of the esophagitis.
- VA primary care within 2 weeks; records faxed to the VA Community Care office.

Discharge condition: stable. Disposition: home with her husband, Tomasz Przybylski.
Contact on file: (218) 555-0104.

Dictated by: Gareth L. Ambrose-Kim, MD, Hospitalist     05/07/2026`,
    expected: {
      conditions: [
        { name: 'duodenal ulcer' },
        { name: 'acute blood loss anemia' },
        { name: 'gastroesophageal reflux disease' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Stella Marie Przybylski' },
        { kind: 'date-of-birth', value: '12/12/1969' },
        { kind: 'record-number', value: 'SB-00938821' },
        { kind: 'address', value: '27 Tamarack Court, Duluth, MN 55811' },
        { kind: 'name', value: 'Tomasz Przybylski' },
        { kind: 'phone', value: '(218) 555-0104' },
        { kind: 'record-number', value: '1F7Q-22815' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-discharge-prostatectomy-vietnam-scanned',
    kind: 'discharge-summary',
    format: 'image',
    text: `VA MEDICAL CENTER - SURGICAL SERVICE           DISCHARGE SUMMARY
PATIENT: DELACROIX,AUGUSTE LEON      SSN: XXX-XX-6619      DOB: 04/02/1949
ADMITTED: 06/09/2026       DISCHARGED: 06/11/2026      SERVICE: UROLOGY

PRINCIPAL DIAGNOSIS:
  Adenocarcinoma of the prostate, Gleason 4+3=7 (Grade Group 3), clinical stage T2b
PROCEDURE: Robotic-assisted laparoscopic radical prostatectomy with bilateral pelvic
  lymph node dissection, 06/09/2026
SECONDARY DIAGNOSES:
  1. Essential hypertension, controlled
  2. Type 2 diabetes mellitus, diet controlled

HISTORY: 77 y/o Army veteran who served in the Republic of Vietnam 1969-1970 with a
  transportation company at Long Binh; reports convoy runs through sprayed areas.
  Agent Orange Registry exam 2011. PSA rise 4.1 -> 7.8 over 18 months; MRI PI-RADS 4
  lesion; targeted biopsy 03/2026 showed Gleason 4+3 in 5 of 14 cores.
  Bone scan and PSMA PET negative for metastasis.

HOSPITAL COURSE: Uncomplicated surgery, EBL 150 mL. Pain controlled with oral
  medication by POD 1. Tolerated regular diet. Ambulating independently. Foley catheter
  to remain 7-10 days. Preliminary surgical pathology: margins negative, 0/12 lymph
  nodes; final pathology pending at discharge.

DISCHARGE INSTRUCTIONS:
  - Catheter care taught to patient and daughter (Simone Delacroix-Hart).
  - Kegel exercises after catheter removal; expect temporary urinary leakage.
  - No lifting >10 lb for 4 weeks. No driving while catheter in place.
  - Continue lisinopril 10 mg daily. Diabetic diet; check glucose once daily.
  - Enoxaparin 40 mg daily x 28 days for VTE prophylaxis.

FOLLOW-UP: Urology clinic 06/19/2026 for catheter removal and pathology review;
  PSA at 6 weeks. Erectile function and continence counseling completed preop.
  Mental health screen: PHQ-2 0.

/es/ ODUYA-FRANKLIN,CHARLES M, MD     UROLOGY ATTENDING     06/11/2026`,
    expected: {
      conditions: [
        { name: 'prostate cancer', diagnosticCode: '7528' },
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'diabetes mellitus type 2', diagnosticCode: '7913' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Service in the Republic of Vietnam 1969-1970 with a transportation company at Long Binh, including convoy runs through herbicide-sprayed areas',
      ],
      personalData: [
        { kind: 'name', value: 'DELACROIX,AUGUSTE LEON' },
        { kind: 'ssn', value: 'XXX-XX-6619' },
        { kind: 'date-of-birth', value: '04/02/1949' },
        { kind: 'name', value: 'Simone Delacroix-Hart' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-discharge-post-traumatic-seizure-tbi',
    kind: 'discharge-summary',
    format: 'text',
    text: `LOCAL TITLE: NEUROLOGY INPATIENT DISCHARGE SUMMARY
STANDARD TITLE: DISCHARGE SUMMARY
DATE OF NOTE: FEB 20, 2026@11:05     ENTRY DATE: FEB 20, 2026@13:40:12
      AUTHOR: DRAGOMIR,ILEANA S      EXP COSIGNER: WEATHERSPOON,GRANT A
     URGENCY:                        STATUS: COMPLETED

PATIENT: NGUYEN-HOLLIS,BRANDON THANH     SSN: XXX-XX-5043     DOB: 08/14/1985
Admitted: 02/17/2026      Discharged: 02/20/2026      Ward: 4 WEST NEUROLOGY / EMU

CHIEF COMPLAINT: First witnessed convulsive episode.

HPI:
40 y/o male Army veteran (combat engineer, 2004-2012) with a history of traumatic
brain injury. In November 2006 in Baghdad, Iraq, a vehicle-borne IED detonated about
30 meters from his Buffalo route-clearance vehicle; he lost consciousness for about
10 minutes, had post-traumatic amnesia for about a day and was evacuated to the
combat support hospital (STR: "moderate TBI, blast"). A second blast exposure in 2008
without loss of consciousness. On 02/17/2026 his girlfriend, Alyssa Moreau, witnessed
him stiffen, cry out and shake all four limbs for about 2 minutes while watching TV,
with tongue biting, urinary incontinence and 20 minutes of confusion afterward.
Two prior "blank spells" in the past year were thought to be fatigue.

WORKUP:
- CT head: right frontal encephalomalacia, unchanged from 2014.
- MRI brain with epilepsy protocol: right orbitofrontal gliosis and hemosiderin
  deposition consistent with remote traumatic injury. No tumor, no new lesion.
- Continuous video EEG (48 h): right frontotemporal sharp waves; one electrographic
  seizure from sleep arising right frontal.
- Telemetry, troponin, orthostatics and echocardiogram normal; cardiac syncope was
  considered and ruled out.
- Labs: glucose, sodium, calcium, magnesium normal. Urine drug screen negative.
  Alcohol level undetectable.

DISCHARGE DIAGNOSES:
1. Post-traumatic epilepsy with focal to bilateral tonic-clonic seizures (G40.209)
2. Residuals of traumatic brain injury, moderate (2006 blast) - chronic headache,
   irritability, mild memory complaints (S06.2X9S)
Ruled out: convulsive syncope / cardiac arrhythmia; psychogenic non-epileptic events.

MENTAL HEALTH SCREEN: PHQ-9 = 5. Denies suicidal or homicidal ideation. Informed of
the increased risk of depression with epilepsy and levetiracetam; partner to watch
for mood change.

DISCHARGE MEDICATIONS: levetiracetam 750 mg twice daily (new).

RESTRICTIONS / COUNSELING:
- No driving for 6 months per state law (reported per state requirement); Veteran
  verbalized understanding. No swimming alone, no heights, no operating heavy machinery.
- Seizure first aid reviewed with Ms. Moreau.

FOLLOW-UP: Epilepsy clinic 4 weeks; Polytrauma/TBI clinic 6 weeks.

/es/ ILEANA S DRAGOMIR, MD
NEUROLOGY RESIDENT
/es/ GRANT A WEATHERSPOON, MD - ATTENDING
Signed: 02/20/2026 13:40`,
    expected: {
      conditions: [
        { name: 'epilepsy (post-traumatic seizure disorder)', diagnosticCode: '8910' },
        { name: 'residuals of traumatic brain injury', diagnosticCode: '8045' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'November 2006 vehicle-borne IED blast about 30 meters from his Buffalo route-clearance vehicle in Baghdad, Iraq, with about 10 minutes loss of consciousness and moderate TBI',
        'Second blast exposure in 2008 without loss of consciousness',
      ],
      personalData: [
        { kind: 'name', value: 'NGUYEN-HOLLIS,BRANDON THANH' },
        { kind: 'ssn', value: 'XXX-XX-5043' },
        { kind: 'date-of-birth', value: '08/14/1985' },
        { kind: 'name', value: 'Alyssa Moreau' },
        { kind: 'name', value: 'Ms. Moreau' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------------------
  // SERVICE TREATMENT RECORDS
  // ---------------------------------------------------------------------------------------
  {
    id: 'r13-str-sf600-ankle-sprain-road-march',
    kind: 'service-treatment-record',
    format: 'image',
    text: `HEALTH RECORD          CHRONOLOGICAL RECORD OF MEDICAL CARE          STANDARD FORM 600
DATE      SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)
---------------------------------------------------------------------------------------
14 APR 98  TROOP MEDICAL CLINIC, SAND HILL, FT BENNING GA - SICK CALL
  S: 19 y/o PVT c/o L ankle pain x 1 day. Rolled L ankle inward stepping in a rut
     at mile 9 of 12-mile road march w/ 50 lb ruck 13 APR. Finished march. Swelling
     overnight. Pain 7/10 w/ wt bearing. No prior ankle injury.
  O: L lateral ankle swelling + ecchymosis. TTP ATFL, CFL. No TTP post edge/tip of
     malleoli, base of 5th MT or navicular (Ottawa neg). Ant drawer: mild laxity
     compared to R. NV intact. Gait antalgic.
  A: Grade II inversion sprain, L ankle.
  P: RICE, ACE wrap, crutches WBAT, Motrin 800 mg TID x 7d. Profile: no running,
     marching or jumping x 14 days. RTC 1 wk or PRN.       /s/ SPC T. Whitlock, 91B
                                                           /s/ CPT R. Amundsen, PA-C
---------------------------------------------------------------------------------------
21 APR 98  TMC SAND HILL - FOLLOW-UP
  S: Pain improved, 3/10. Still stiff in AM.
  O: Decr swelling. ROM: DF 10, PF 35 (R: DF 20, PF 45). Mild ATFL tenderness.
  A: L ankle sprain, improving.
  P: D/C crutches. Ankle theraband exercises. Extend profile 14 days.
                                                           /s/ CPT R. Amundsen, PA-C
---------------------------------------------------------------------------------------
19 MAY 98  TMC SAND HILL
  S: Re-injured L ankle on obstacle course (landing from wall). "Gives way" on
     uneven ground since April.
  O: Mild swelling. Ant drawer 1+ L. X-ray L ankle: no fracture.
  A: Recurrent L ankle sprain with lateral ligament laxity.
  P: Lace-up ankle brace for training. PT referral. Profile 10 days.
                                                           /s/ CPT R. Amundsen, PA-C
---------------------------------------------------------------------------------------
PATIENT'S IDENTIFICATION                   RECORDS MAINTAINED AT: TMC SAND HILL
ROSALES, ADRIAN MATEO                      SSN: 533-18-0746
PVT / E-2        DOB: 22 NOV 1978          UNIT: D Co 2-58 IN, 192nd IN BDE`,
    expected: {
      conditions: [{ name: 'left ankle sprain' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Rolled left ankle stepping in a rut at mile 9 of a 12-mile road march with 50 lb ruck at Fort Benning, 13 April 1998',
        'Re-injured left ankle landing from a wall on the obstacle course, May 1998',
      ],
      personalData: [
        { kind: 'name', value: 'ROSALES, ADRIAN MATEO' },
        { kind: 'ssn', value: '533-18-0746' },
        { kind: 'date-of-birth', value: '22 NOV 1978' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-str-hearing-conservation-tinnitus',
    kind: 'service-treatment-record',
    format: 'text',
    text: `DEPARTMENT OF DEFENSE HEARING CONSERVATION PROGRAM
SERVICE TREATMENT RECORD EXTRACT - AHLTA / DOEHRS-HC

Name: KOWALCZYK, DYLAN FRANCIS        DoD ID: 1398825417
Branch: USMC      MOS: 0811 Field Artillery Cannoneer      Unit: 1st Bn, 11th Marines
DOB: 03/03/1983

------------------------------------------------------------------------------
DD FORM 2215 - REFERENCE AUDIOGRAM        Date: 2002-01-16   MCRD San Diego
Hz          500  1000  2000  3000  4000  6000
RIGHT         5     5     0     5    10    10
LEFT          5     0     5    10     5    15
Otoscopy normal. No ear complaints. Fitted for triple-flange earplugs.

------------------------------------------------------------------------------
DD FORM 2216 - HEARING CONSERVATION DATA (ANNUAL)   Date: 2004-02-10   Camp Pendleton
Hz          500  1000  2000  3000  4000  6000
RIGHT        10     5     5    15    20    20
LEFT          5     5    10    20    25    25
Noise exposure: M198 howitzer live-fire, approx 60 days/year. Hearing protection worn:
"sometimes - can't hear fire commands with plugs."
STS (avg 2,3,4 kHz shift >= 10 dB): LEFT NO (avg 8.3), RIGHT NO (avg 8.3).

------------------------------------------------------------------------------
AHLTA ENCOUNTER - BAS, CAMP TAQADDUM, IRAQ        Date: 2005-08-22
S: Cpl c/o ringing in both ears x 3 days after fire mission on 19 AUG in which the
   gun fired approx 90 rounds over 6 hrs; "forgot plugs after a night alert." Muffled
   hearing improved but ringing persists, worse at night. No ear pain or drainage.
O: TMs intact, no hemotympanum. Whisper test heard bilaterally at 2 ft.
A: Tinnitus, bilateral, following acute acoustic trauma.
P: Double hearing protection mandatory. Refer to audiology on return to CONUS.
   /s/ HM2 J. Pacheco / LT M. Inouye, MC, USN

------------------------------------------------------------------------------
DD FORM 2216 - FOLLOW-UP / POST-DEPLOYMENT    Date: 2006-03-14   Camp Pendleton
Hz          500  1000  2000  3000  4000  6000
RIGHT        10    10    15    25    35    35
LEFT         10    10    20    35    40    40
STS: RIGHT YES (avg shift 2-4 kHz: 20.0 dB), LEFT YES (avg shift 28.3 dB).
Recheck after 14 hours noise-free (2006-03-15): STS persists, PERMANENT.
Comments: Member reports constant bilateral tinnitus since 08/2005.
Audiologist assessment: Permanent significant threshold shift, bilateral, high
frequency. Thresholds do not yet meet criteria for a hearing loss profile (H-1
retained). Tinnitus, bilateral, constant. Counseled; re-issued plugs and muffs.
   /s/ R. Saldana-Voss, AuD, LCDR, MSC, USN

------------------------------------------------------------------------------
SEPARATION HEARING TEST   Date: 2008-05-02   Camp Pendleton
Hz          500  1000  2000  3000  4000  6000
RIGHT        10    10    15    25    35    40
LEFT         15    10    20    35    45    45
Comment: Continued tinnitus. Left ear 4000 Hz threshold now 45 dB. Referred to VA at
separation (TAP briefing).`,
    expected: {
      conditions: [{ name: 'tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Routine M198 howitzer live-fire noise exposure as a field artillery cannoneer, approx 60 days per year, with inconsistent hearing protection',
        'Acute acoustic trauma during a 19 August 2005 fire mission at Camp Taqaddum, Iraq (approx 90 rounds over 6 hours without earplugs), followed by bilateral tinnitus',
        'Permanent significant threshold shift, bilateral, documented 03/2006',
      ],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK, DYLAN FRANCIS' },
        { kind: 'record-number', value: '1398825417' },
        { kind: 'date-of-birth', value: '03/03/1983' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-str-behavioral-health-friend-suicide',
    kind: 'service-treatment-record',
    format: 'text',
    text: `AHLTA OUTPATIENT ENCOUNTER - BEHAVIORAL HEALTH
Camp Leatherneck, Helmand Province, Afghanistan - Combat Stress Control Team
Encounter date: 2012-04-06 1420

Patient: WHITCOMB, JAYLEN OMARI      LCpl / E-3   USMC
EDIPI: 1520663018         DOB: 1991-07-19
Unit: 3d Bn, 7th Marines, Weapons Co
Referred by: Company Corpsman (command-directed not indicated; self-referral with
encouragement of squad leader)

Chief complaint: "I can't stop thinking about Ortiz."

HPI: 20 y/o LCpl, 5 months into first deployment. On 03/29/2012 his close friend and
fellow Marine, LCpl Ortiz, died by suicide in the company's living area; the patient
was one of the Marines who found him. Since then: difficulty sleeping (2-4 hrs),
intrusive images of finding his friend, guilt ("he told me he was done with all of it
and I thought he was joking"), tearfulness, poor appetite, withdrawing from squad.
Also describes two IED strikes on his patrol in February, no injuries to him.
Continues to perform duties on patrol; squad leader reports he is "squared away but
quiet."

Safety: Patient was asked directly. He denies any current or past suicidal ideation,
intent or plan. Denies homicidal ideation. States "I would never do that to my mom
after seeing this." No prior behavioral health history. No alcohol on deployment.
Weapon status: retains weapon (deployed; no risk indicators to warrant removal per
assessment, discussed with command).

MSE: Alert, oriented. Cooperative. Mood "sad and numb." Affect constricted, tearful
when discussing friend. Thought process linear. No SI/HI. No psychosis. Insight good.

Assessment:
1. Adjustment disorder with depressed mood (F43.21), following death of a friend by
   suicide in a combat zone.
2. Acute stress reaction vs. early PTSD - does not meet full criteria at this time;
   monitor.
Risk: low.

Plan:
- Supportive counseling; normalized grief response. Traumatic-event debrief for
  Marines who found LCpl Ortiz coordinated with chaplain (CDR Halvorsen).
- Trazodone 50 mg at night PRN sleep x 14 days; duty status unchanged.
- Follow-up in 7 days at COSC, sooner PRN. Provided 24-hr COSC contact.
   /s/ Lt Kristina Yeager-Blount, MSC, USN, Clinical Psychologist

------------------------------------------------------------------------------
FOLLOW-UP 2012-04-13: Sleep 5-6 hrs. Attended memorial. Less guilt. Denies SI.
A: Adjustment disorder with depressed mood, improving. P: Continue; RTC 2 wks.
   /s/ Lt Yeager-Blount`,
    expected: {
      conditions: [
        { name: 'adjustment disorder with depressed mood', diagnosticCode: '9440' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Death by suicide of a close friend and fellow Marine on 03/29/2012 at Camp Leatherneck, Afghanistan; the Veteran was among those who found him',
        'Two IED strikes on his patrol in February 2012 during deployment to Helmand Province',
      ],
      personalData: [
        { kind: 'name', value: 'WHITCOMB, JAYLEN OMARI' },
        { kind: 'record-number', value: '1520663018' },
        { kind: 'date-of-birth', value: '1991-07-19' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-str-separation-history-and-exam',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `REPORT OF MEDICAL HISTORY (DD FORM 2807-1) / REPORT OF MEDICAL EXAMINATION (DD 2808)
1. NAME: STAVROPOULOS, NIKOLAS GEORGE     2. SSN: ***-**-3307     3. DOB: 19860511
4. HOME ADDRESS: 88 Kessler Ave, Apt 12, Killeen, TX 76541      5. PHONE: 254-555-0183
6. PURPOSE: [ ] Enlistment  [X] Separation  [ ] Retirement   DATE: 20140815
7. EXAMINING LOCATION: Carl R. Darnall AMC, Fort Hood, TX

PART I - HAVE YOU EVER HAD OR DO YOU NOW HAVE:             YES   NO
  Recurrent back pain or any back problem ................. [X]   [ ]
  Frequent trouble sleeping ................................ [X]   [ ]
  Foot trouble (e.g., pain, corns, bunions) ................ [X]   [ ]
  Knee trouble ............................................. [ ]   [X]
  Depression or excessive worry ............................ [ ]   [X]
  Attempted suicide ........................................ [ ]   [X]
  Ringing in the ears ...................................... [ ]   [X]
  Asthma or any breathing problems ......................... [ ]   [X]
EXPLANATION OF "YES" ANSWERS:
  Back: "Fell off a truck bed (about 5 ft) onto my back unloading gear, Fort Hood,
  Oct 2013. Went to sick call, got PT. Still sore after long days."
  Sleep: "Shift work in motor pool, hard to fall asleep."
  Feet: "Arches hurt after runs, use inserts."

PHYSICIAN'S SUMMARY AND ELABORATION:
  Back: intermittent low back pain since 10/2013 fall; treated with PT x 6 wks;
  today full ROM, nontender, neurologically intact. No diagnosis rendered - NCD.
  Sleep: situational insomnia complaint related to shift work; no sleep disorder
  diagnosed; no further evaluation.
  Feet: see exam item 36.

PART II - EXAMINATION (DD 2808)           NORMAL   ABNORMAL
  Spine, other musculoskeletal ............. [X]      [ ]
  Lower extremities ......................... [X]      [ ]
  Feet ...................................... [ ]      [X]   (item 36)
  Psychiatric ............................... [X]      [ ]
  Ears - general ............................ [X]      [ ]
36. Notes: Pes planus, bilateral, moderate; arches flatten on weight bearing,
    mild tenderness at medial arches, heel valgus 5 degrees. Symptomatic with running.
    Diagnosis: bilateral pes planus, symptomatic. Continue orthotics.
Audiogram (Hz 500-4000): R 10 10 5 10 15 / L 10 5 10 15 15 - normal.
PULHES: P1 U1 L1 H1 E1 S1.  Qualified for separation: [X] Yes  [ ] No

Examiner: MAJ Delphine Okeke-Marsh, MC     Signature on file     20140815`,
    expected: {
      conditions: [{ name: 'pes planus (flatfoot), bilateral', diagnosticCode: '5276' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Fall of about 5 feet from a truck bed onto his back while unloading gear at Fort Hood, October 2013, treated at sick call and with physical therapy',
        'Bilateral foot (arch) pain with running during service, treated with inserts/orthotics',
      ],
      personalData: [
        { kind: 'name', value: 'STAVROPOULOS, NIKOLAS GEORGE' },
        { kind: 'ssn', value: '***-**-3307' },
        { kind: 'date-of-birth', value: '19860511' },
        { kind: 'address', value: '88 Kessler Ave, Apt 12, Killeen, TX 76541' },
        { kind: 'phone', value: '254-555-0183' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-str-plantar-fasciitis-stress-fracture-ruled-out',
    kind: 'service-treatment-record',
    format: 'text',
    text: `MHS GENESIS - OUTPATIENT ENCOUNTERS (printed for VA claim, Service Treatment Record)
Patient: ODUYA, BRIANNA KATHLEEN        SPC / E-4     US Army
DoD ID: 1607245931          DOB: 05/26/1995
Unit: 704th Brigade Support Battalion, Fort Carson, CO

==============================================================================
2016-09-12  Fort Carson - Troop Medical Clinic (Sick Call)
Reason for visit: bilateral heel pain x 6 weeks
S: 21 y/o female SPC, 92A automated logistical specialist, reports sharp bilateral
heel pain, worst with first steps in the morning and at the start of unit PT runs on
pavement; L worse than R. Increased run mileage for Expert Field Medical Badge prep
in July. PMH: heat exhaustion during NTC rotation 06/2015 (treated with IV fluids at
the BAS, returned to duty in 48 hours; no recurrence). LMP 08/30/16; urine hCG neg.
O: TTP at medial calcaneal tubercle bilaterally. Windlass test positive bilaterally.
Calcaneal squeeze test: L mildly tender. Normal arches. NV intact.
A: 1. Plantar fasciitis, bilateral.
   2. L calcaneal stress fracture - cannot exclude clinically.
P: X-ray bilateral feet/calcanei. Profile: no running/jumping/marching x 21 days,
may walk at own pace/distance. Calf and plantar fascia stretching handout, night
splints issued, ibuprofen 600 mg TID with food x 10 days.
/s/ CPT Leandra Mwangi-Hollis, PA-C

==============================================================================
2016-09-20  Evans Army Community Hospital - Radiology / MRI Left Foot
Impression: Plantar fascia thickening at the calcaneal origin, L 6.2 mm, with
perifascial edema. No calcaneal or metatarsal stress fracture; no bone marrow edema.
/s/ MAJ Oren Sadowski, MD, Radiology

==============================================================================
2016-10-11  Fort Carson - Physical Therapy Initial Evaluation
Dx (referral): plantar fasciitis, bilateral. Stress fracture ruled out by MRI.
Pain 5/10 L, 3/10 R on first steps. Tight gastrocnemius bilaterally (DF 5 degrees
with knee extended). Plan: 2x/week x 6 weeks - eccentric calf loading, plantar fascia
specific stretching, taping; gradual return-to-run protocol.
/s/ CPT Aurelio Benavides, DPT

==============================================================================
2017-03-02  Fort Carson - Sick Call
S: Heel pain recurred after returning to full PT runs in January. Pain daily,
especially after formation standing. Night splints help partially.
O: TTP medial calcaneal tubercle L > R. Windlass positive bilaterally.
A: Plantar fasciitis, bilateral, chronic/recurrent.
P: Custom orthotics referral (podiatry). Corticosteroid injection L heel discussed,
patient declined. Permanent profile request for alternate aerobic event (bike) sent
to command surgeon.
/s/ CPT Leandra Mwangi-Hollis, PA-C`,
    expected: {
      conditions: [{ name: 'plantar fasciitis, bilateral', diagnosticCode: '5269' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Onset of bilateral heel pain in 2016 after increased run mileage on pavement for Expert Field Medical Badge preparation at Fort Carson',
        'Heat exhaustion during an NTC rotation in 06/2015, treated with IV fluids at the BAS (resolved)',
      ],
      personalData: [
        { kind: 'name', value: 'ODUYA, BRIANNA KATHLEEN' },
        { kind: 'record-number', value: '1607245931' },
        { kind: 'date-of-birth', value: '05/26/1995' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------------------
  // LAY STATEMENTS, RATING DECISIONS AND BOARD DECISIONS
  // ---------------------------------------------------------------------------------------
  {
    id: 'r13-buddy-statement-ied-blast-and-si',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-10210
LAY/WITNESS STATEMENT

SECTION I - CLAIMANT'S / VETERAN'S INFORMATION
1. Veteran's name: Emmanuel Josiah Sutherland
2. Veteran's Social Security Number: 604-27-9153
3. VA file number: 28 917 344
4. Veteran's date of birth: 07/01/1985

SECTION II - WITNESS'S INFORMATION
5. Witness's name: Travis Okafor-Lindgren
6. Relationship to Veteran: served together (same platoon, 2006-2009)
7. Witness's mailing address: 1420 Prairie Rose Dr, Bismarck, ND 58503
8. Telephone number: 701-555-0148
9. Email: on file

SECTION III - STATEMENT
I served with Emmanuel ("Manny") in 2nd Platoon, B Company, 1-12 Cavalry, and we
were deployed together to Baqubah, Iraq, in 2006-2007. On or about 14 March 2007 our
Bradley was hit by a deep-buried IED on Route Gold. Manny was in the back and his
head slammed into the hatch. He was knocked out for maybe a minute; when he came to,
he was throwing up and kept asking the same questions over and over. Doc (our medic)
checked him, but we were in contact and he stayed with the platoon. Nothing was
written up that I know of, because that's how it was then unless you were bleeding.

After that he was different. He had headaches all the time and carried Motrin in his
cargo pocket. He couldn't remember radio frequencies he'd known for a year. He also
complained his ears were ringing from the blast and later from the 25 mm gun.

We stayed in touch after we got out. In 2019, around the anniversary of the blast,
he called me late at night, drunk, and told me he had been sitting in his truck with
his pistol thinking about ending it. I drove four hours to his place and stayed the
weekend and got him to call the Veterans Crisis Line. He told me in 2023 that he still
"has those thoughts sometimes" but is seeing someone at the Vet Center now.

Manny was the guy who kept everyone's spirits up before the deployment. I am writing
this because I saw what happened to him and he deserves help.

SECTION IV - CERTIFICATION
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Witness signature: /s/ Travis Okafor-Lindgren        Date signed: 10/21/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on the Veteran\'s Bradley on Route Gold near Baqubah, Iraq, on or about 14 March 2007; head struck the hatch with about a minute of unconsciousness, vomiting and repetitive questioning (not documented)',
        'Noise exposure from the IED blast and the Bradley 25 mm gun, with ringing in the ears during deployment',
        'Headaches and memory problems after the blast during the 2006-2007 deployment',
      ],
      personalData: [
        { kind: 'name', value: 'Emmanuel Josiah Sutherland' },
        { kind: 'ssn', value: '604-27-9153' },
        { kind: 'record-number', value: '28 917 344' },
        { kind: 'date-of-birth', value: '07/01/1985' },
        { kind: 'name', value: 'Travis Okafor-Lindgren' },
        { kind: 'address', value: '1420 Prairie Rose Dr, Bismarck, ND 58503' },
        { kind: 'phone', value: '701-555-0148' },
        { kind: 'name', value: 'Manny' },
        { kind: 'name', value: 'Emmanuel' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r13-spouse-statement-snoring-nightmares-scanned',
    kind: 'statement-or-decision',
    format: 'image',
    text: `STATEMENT IN SUPPORT OF CLAIM - VA FORM 21-4138
Veteran: Victor Manuel Delgado-Ruiz        VA File No.: 32 450 976
Person making statement: Kimberly A. Delgado-Ruiz (spouse)
Address: 6037 Saguaro Vista Way, Tucson, AZ 85743      Phone: (520) 555-0163

REMARKS:
I have been married to Victor since June 2003, two years before his first
deployment to Mosul, Iraq (2005-2006) with the 172nd Stryker Brigade. Before he
deployed he was a quiet sleeper. I know this because we shared a small bed in base
housing and I am a very light sleeper myself.

When he came home on R&R in December 2005 he snored so loudly I moved to the couch,
and twice that week I saw him stop breathing for what felt like 20-30 seconds and then
gasp and jerk awake. I told him to tell the doctors when he got back. He said he
mentioned it at his post-deployment screening but they said everyone sleeps badly
after Iraq.

After he came home for good in 2006, the snoring and stopping breathing got worse,
and he fell asleep at red lights and during our son Mateo's baseball games. He was
about 185 pounds then; he did not gain weight until years later, after his back
surgery.

He also started having nightmares about the convoy attacks in Mosul, where the
Strykers were hit by car bombs. He kicks and shouts in his sleep and once grabbed my
arm so hard it bruised while he was dreaming. He will not sit with his back to the
door at a restaurant and he checks the locks three or four times a night.

He finally had a sleep study at the VA in 2024. He uses his CPAP every night now and
the stopping breathing has stopped, but the nightmares have not.

I certify that the statements above are true and correct to the best of my knowledge.

Signature: Kimberly A. Delgado-Ruiz                 Date: 09/08/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Deployment to Mosul, Iraq, 2005-2006 with the 172nd Stryker Brigade, including convoy attacks in which Strykers were hit by car bombs',
        'Loud snoring and witnessed breathing pauses observed by spouse during R&R leave in December 2005',
      ],
      personalData: [
        { kind: 'name', value: 'Victor Manuel Delgado-Ruiz' },
        { kind: 'record-number', value: '32 450 976' },
        { kind: 'name', value: 'Kimberly A. Delgado-Ruiz' },
        { kind: 'address', value: '6037 Saguaro Vista Way, Tucson, AZ 85743' },
        { kind: 'phone', value: '(520) 555-0163' },
        { kind: 'name', value: 'Victor' },
        { kind: 'name', value: 'Mateo' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-rating-decision-ptsd-hearing-knee-denied',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `DEPARTMENT OF VETERANS AFFAIRS                     Rating Decision
Regional Office, St. Petersburg, FL                  November 3, 2026
Leonard T. Fairweather                  VA File Number: 26 180 559
Represented by: Disabled American Veterans

INTRODUCTION
The records show you served in the Army from January 2004 to March 2010, including
service in Iraq. You filed a claim received April 2, 2026.

DECISION
1. Service connection for posttraumatic stress disorder is granted with an evaluation
   of 70 percent effective April 2, 2026.
2. Service connection for tinnitus is granted with an evaluation of 10 percent
   effective April 2, 2026.
3. Service connection for bilateral hearing loss is granted with an evaluation of
   0 percent effective April 2, 2026.
4. Service connection for a left knee condition is denied.

EVIDENCE
- DD Form 214, service treatment records, personnel records
- VA examinations: PTSD (July 14, 2026); hearing loss and tinnitus (July 22, 2026);
  knee (July 22, 2026)
- VA treatment records, Bay Pines VA Healthcare System, 2019 to 2026
- Statement from your spouse received May 9, 2026

REASONS FOR DECISION
1. PTSD (DC 9411): Your stressor (mortar attack at FOB Kalsu, Iraq, August 2007, in
   which two soldiers of your unit were killed) is consistent with your service. The
   VA examiner diagnosed PTSD and provided a favorable medical opinion. We assigned
   70 percent because the evidence shows occupational and social impairment with
   deficiencies in most areas, including intermittent suicidal ideation, near-
   continuous depression, impaired impulse control, and inability to establish and
   maintain effective relationships. Total impairment is not shown.
2. Tinnitus (DC 6260): Your MOS of cannon crewmember shows highly probable hazardous
   noise exposure. The VA examiner diagnosed recurrent tinnitus and related it to
   service. 10 percent is the maximum schedular evaluation.
3. Bilateral hearing loss (DC 6100): The examination shows Level II hearing in the
   right ear and Level III in the left ear (Table VI), which equals 0 percent under
   Table VII. A higher evaluation requires poorer puretone thresholds or speech scores.
4. Left knee: Your STRs show a 2006 left knee bruise that resolved. The VA examiner
   found a normal left knee with normal X-rays and no diagnosis. Service connection
   requires a current disability; none is shown.

We considered all the evidence. If you disagree, see the enclosed VA Form 20-0998.`,
    expected: {
      conditions: [
        { name: 'posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'tinnitus', diagnosticCode: '6260' },
        { name: 'bilateral hearing loss', diagnosticCode: '6100' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Mortar attack at FOB Kalsu, Iraq, in August 2007 in which two soldiers of the Veteran\'s unit were killed',
        'Hazardous noise exposure as a cannon crewmember',
        'Left knee bruise in 2006 that resolved',
      ],
      personalData: [
        { kind: 'name', value: 'Leonard T. Fairweather' },
        { kind: 'record-number', value: '26 180 559' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r13-board-decision-hypertension-thailand',
    kind: 'statement-or-decision',
    format: 'text',
    text: `BOARD OF VETERANS' APPEALS
DEPARTMENT OF VETERANS AFFAIRS

IN THE APPEAL OF                           Docket No. 240517-118204
CLARENCE WILBUR MAYHEW                     Advanced on the Docket
SS XXX XX 4416
Represented by: Texas Veterans Commission

Date: September 30, 2026

ORDER

Entitlement to service connection for hypertension is granted.

Entitlement to service connection for a skin disorder, claimed as rash of the arms and
neck due to herbicide exposure, is denied.

FINDINGS OF FACT

1. The Veteran served at Korat Royal Thai Air Force Base, Thailand, from August 1970
to July 1971 as a security policeman whose duties placed him on the base perimeter.

2. The Veteran has a current diagnosis of hypertension, first diagnosed in 1994.

3. The Veteran is presumed to have been exposed to herbicide agents during service.

4. The Veteran does not have, and has not had at any time during the appeal period, a
diagnosed skin disability.

CONCLUSIONS OF LAW

1. The criteria for service connection for hypertension, as presumptively due to
herbicide exposure, are met. 38 U.S.C. 1110, 1116; 38 C.F.R. 3.303, 3.307, 3.309(e).

2. The criteria for service connection for a skin disorder are not met. 38 U.S.C.
1110; 38 C.F.R. 3.303.

REASONS AND BASES FOR FINDINGS AND CONCLUSIONS

The Veteran served on active duty in the U.S. Air Force from June 1968 to June 1972.
This matter comes before the Board on appeal from an April 2024 rating decision. The
Veteran selected the Direct Review docket.

1. Hypertension

Service personnel records confirm that the Veteran was assigned to the 388th Security
Police Squadron at Korat RTAFB, and his performance reports describe nightly patrols
of the flight line perimeter with a sentry dog. Under 38 C.F.R. 3.307(a)(6)(v), as
amended to implement the PACT Act, a Veteran who served on active duty in Thailand at
any United States or Royal Thai base between January 9, 1962 and June 30, 1976 is
presumed to have been exposed to an herbicide agent, and hypertension is listed in 38
C.F.R. 3.309(e).

The record contains a November 2023 VA medical opinion in which the examiner wrote that "it is less likely than not that the Veteran's hypertension was incurred in or caused by service," reasoning that his blood pressure was normal at separation and hypertension was not diagnosed until 22 years later. That opinion addresses direct
service connection only. Because the Veteran's exposure is presumed and his
hypertension manifested to a compensable degree (VA and private records from 1994
to 1996 show diastolic pressures predominantly 100 or more before medication), the
presumption applies, and the record contains no affirmative evidence of another
cause sufficient to rebut it. Service connection is granted.

2. Skin disorder

The Veteran reports an itchy rash on his forearms and neck in Thailand and
intermittently since. The STRs do not show any skin treatment. At a July 2023 VA skin
examination, the examiner found normal skin and no diagnosis; VA dermatology records
describe "sun-damaged skin, no active dermatosis." The Veteran's wife, Lorraine Mayhew, and the Veteran are competent to describe a rash, but not to diagnose a
chronic skin disability, and none has been found by any clinician. Without a current
disability, the claim must be denied. Chloracne and porphyria cutanea tarda, the skin
conditions presumed due to herbicide exposure, have never been diagnosed.

                                   T. R. VANDENBERG-ASHE
                                   Veterans Law Judge
                                   Board of Veterans' Appeals

ATTORNEY FOR THE BOARD: H. Quist, Associate Counsel`,
    expected: {
      conditions: [{ name: 'hypertension', diagnosticCode: '7101' }],
      nexusOpinions: [
        {
          condition: 'hypertension',
          strength: 'less likely than not',
          quote: 'it is less likely than not that the Veteran\'s hypertension was incurred in or caused by service',
        },
      ],
      inServiceEvents: [
        'Service at Korat Royal Thai Air Force Base, Thailand, August 1970 to July 1971, as a security policeman on nightly flight line perimeter patrols (presumed herbicide exposure)',
        'Reported itchy rash of the forearms and neck while in Thailand (not documented in STRs)',
      ],
      personalData: [
        { kind: 'name', value: 'CLARENCE WILBUR MAYHEW' },
        { kind: 'record-number', value: '240517-118204' },
        { kind: 'ssn', value: 'XXX XX 4416' },
        { kind: 'name', value: 'Lorraine Mayhew' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r13-veteran-statement-gulf-war-stomach',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-4138
STATEMENT IN SUPPORT OF CLAIM

SECTION I - VETERAN'S IDENTIFICATION INFORMATION
Veteran's name (First, Middle Initial, Last): Rodney E. Vasquez-Tillman
Social Security Number: 587-31-0622
VA file number: same as SSN
Veteran's date of birth: 11/18/1969
Mailing address: 212 Cottonwood Row, Lot 9, Clovis, NM 88101
Telephone number: (575) 555-0131

SECTION II - REMARKS
I am filing for my stomach and bowel problems and for the tiredness and joint aches
that started after the Gulf War.

I was a combat engineer with the 1st Armored Division. We crossed into Iraq in
February 1991 and afterward spent March through May 1991 in southern Iraq and Kuwait
blowing up Iraqi ammo bunkers. For weeks the sky was black from the burning oil wells;
we ate and slept in the smoke and wiped black soot off our faces every morning. We
were ordered to take the little white pyridostigmine (PB) pills for about two weeks,
and we got the anthrax shots. Our water came from a tanker truck that was filled
locally and tasted like diesel.

Before I deployed I never had stomach trouble. Starting in the summer of 1991 I had
cramping and sudden diarrhea several times a week, sometimes alternating with a
couple of days of constipation. I remember getting Imodium at sick call in Germany
in 1992 but I do not know if that is in my records. It never stopped. Now I plan my
errands around where the bathrooms are, and I have had accidents at work at the
feed store. I have had two colonoscopies (2015 and 2022) and a CT scan and they
were all normal; my doctor says the tests do not show anything and nobody has given
me an answer. I am also tired all the time, even after 8 hours of sleep, and my knees,
wrists and shoulders ache without any injury.

My wife, Darlene, asked me to also say that I am not depressed and have never had any
thoughts of hurting myself - the VA nurse asked me that at my last visit and I said
no. I am just worn out from dealing with this for 35 years.

I have read that these kinds of symptoms are covered for Gulf War veterans even
without a diagnosis. Please consider my claim under that rule.

SECTION III - CERTIFICATION AND SIGNATURE
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Signature: Rodney E. Vasquez-Tillman          Date signed: 10/30/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Service in southern Iraq and Kuwait, February-May 1991, as a combat engineer with the 1st Armored Division, destroying Iraqi ammunition bunkers',
        'Exposure to smoke from burning oil wells in 1991',
        'Pyridostigmine bromide (PB) pills for about two weeks and anthrax vaccinations',
        'Locally sourced tanker water that tasted of diesel',
        'Onset of cramping and diarrhea in summer 1991; Imodium at sick call in Germany in 1992',
      ],
      personalData: [
        { kind: 'name', value: 'Rodney E. Vasquez-Tillman' },
        { kind: 'ssn', value: '587-31-0622' },
        { kind: 'date-of-birth', value: '11/18/1969' },
        { kind: 'address', value: '212 Cottonwood Row, Lot 9, Clovis, NM 88101' },
        { kind: 'phone', value: '(575) 555-0131' },
        { kind: 'name', value: 'Darlene' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
