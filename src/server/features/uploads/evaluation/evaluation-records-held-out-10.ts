// Tenth held-out evaluation set, written 2026-11-27 by an independent author who
// had seen neither the record-analysis code nor any earlier record set.
// Committed without being read by anyone who works on the analysis, it is to be
// scored exactly once. Never use it for tuning, prompt changes, or threshold picking.
// Every name, number, address and date of birth below is invented.

import type { EvaluationRecord } from './evaluation-record'

export const tenthHeldOutRecords: readonly EvaluationRecord[] = [
  // ---------------------------------------------------------------------------
  // VA PROGRESS NOTES
  // ---------------------------------------------------------------------------
  {
    id: 'r10-vapn-psychiatry-ptsd-passive-si',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MENTAL HEALTH PSYCHIATRY MED MGMT NOTE
STANDARD TITLE: PSYCHIATRY NOTE
DATE OF NOTE: OCT 02, 2026@10:40     ENTRY DATE: OCT 02, 2026@11:52:17
      AUTHOR: OYELARAN,BISOLA MD     EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

PATIENT: KOWALCZYK,TRAVIS M     SSN: XXX-XX-6620     DOB: 07/19/1984 (42)
Home phone: (608) 555-0172
Clinic: MADISON BHIP TEAM 2

CHIEF COMPLAINT: "The nightmares are back and I've been in a dark place."

HISTORY OF PRESENT ILLNESS:
42 y/o male OIF Army veteran (88M motor transport operator, 2003-2011) seen for medication management of PTSD and depression. He was driving the lead truck of a convoy that was struck by an IED outside Baqubah in 2006; his truck commander was killed. In 2009 his MRAP rolled over during a night movement and he was pinned for about 20 minutes before being extracted.

Since his last visit in July he reports worsening nightmares 4-5 nights/week, increased startle and hypervigilance after a neighbor set off fireworks, and more irritability at work (dispatcher). Sleeps 3-4 hours/night despite prazosin. Appetite down, has lost 9 lbs. Mood "flat." Still working full time.

SUICIDE RISK: Mr. Kowalczyk endorses passive suicidal ideation over the past two weeks, stating "sometimes I think my wife and kids would be better off without me." He denies intent or plan and denies any preparatory behavior. No prior suicide attempts. Identifies his wife Renata and his two children as reasons for living. One deer rifle in the home; he agreed to have his brother-in-law store it until next visit and to keep ammunition out of the house. C-SSRS screener: positive item 1 and 2, negative items 3-6.
Denies homicidal ideation. Denies AH/VH.

SUBSTANCE USE: AUDIT-C 3. Denies drug use. Nicotine: dip, 1 can/2 days.

PROBLEM LIST (ACTIVE):
1. Posttraumatic stress disorder, chronic (F43.12)
2. Major depressive disorder, recurrent, moderate (F33.1)
3. Tinnitus, bilateral (H93.13)
INACTIVE: Adjustment disorder with depressed mood (2012) - resolved, superseded.

CURRENT MEDICATIONS:
- Sertraline 150 mg PO daily
- Prazosin 6 mg PO at bedtime
- Hydroxyzine 25 mg PO q6h PRN anxiety

MENTAL STATUS EXAM: Casually dressed, fair hygiene, good eye contact. Psychomotor normal. Speech normal rate. Mood "tired and down." Affect constricted, dysthymic. Thought process linear. Thought content: passive SI as above, no HI, no delusions. Cognition grossly intact. Insight and judgment fair.

ASSESSMENT:
PTSD, chronic, with exacerbation of re-experiencing and arousal symptoms, and recurrent MDD, moderate, with worsening over last 2 months in the setting of anniversary of the 2006 convoy attack. Bipolar disorder was considered and is ruled out: no lifetime history of manic or hypomanic episodes. Acute suicide risk: intermediate. Chronic risk: intermediate (male, combat veteran, firearm access, chronic PTSD).

PLAN:
1. Increase sertraline to 200 mg daily.
2. Increase prazosin to 8 mg at bedtime; orthostatic precautions reviewed.
3. Safety plan updated and copy given; lethal means counseling completed as above.
4. Veterans Crisis Line reviewed: dial 988 then press 1.
5. Referred to Prolonged Exposure therapy with BHIP psychologist; first appointment 10/09.
6. RTC 3 weeks; nurse phone check in 1 week.

/es/ BISOLA OYELARAN, MD
STAFF PSYCHIATRIST
Signed: 10/02/2026 11:52`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on convoy outside Baqubah 2006 (truck commander killed)',
        'MRAP rollover during night movement 2009, pinned about 20 minutes',
      ],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK,TRAVIS M' },
        { kind: 'ssn', value: 'XXX-XX-6620' },
        { kind: 'date-of-birth', value: '07/19/1984' },
        { kind: 'phone', value: '(608) 555-0172' },
        { kind: 'name', value: 'Kowalczyk' },
        { kind: 'name', value: 'Renata' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r10-vapn-pact-primary-care-gerd',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PRIMARY CARE NOTE (PACT)
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: SEP 15, 2026@08:20     ENTRY DATE: SEP 15, 2026@09:47:03
      AUTHOR: VANTERPOOL,HEIDI R NP  EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

Patient: ABERNATHY-RUIZ,CELESTE D    ICN: 1014493827V551230    DOB: 02/02/1979
Address on file: 4410 Cottonwood Bend Rd, Apt 12, Las Cruces, NM 88011
Team: LAS CRUCES CBOC PACT BLUE

SUBJECTIVE:
47 y/o female Air Force veteran (1998-2010, 2F0X1 fuels specialist) here for 6-month follow-up of hypertension and sleep apnea, and a new complaint of intermittent chest tightness x 3 weeks.
Chest tightness: burning, substernal, after large meals and when lying flat at night, sour taste in mouth, relieved within minutes by OTC antacids. Not exertional. No radiation, no diaphoresis, no dyspnea.
Sleep: uses CPAP nightly; download shows 94% of nights > 4 h, residual AHI 2.1. Feels rested.
Toxic Exposure Screening completed today: positive. Reports deployments to Al Udeid AB, Qatar (2003) and Balad AB, Iraq (2007), with daily smoke from the base burn pit at Balad, and routine skin and inhalation exposure to JP-8 fuel as a fuels specialist.

ACTIVE PROBLEMS:
- Essential hypertension (I10)
- Obstructive sleep apnea, on CPAP (G47.33)
- Gastroesophageal reflux disease (K21.9) - NEW today
PAST HISTORY:
- Right distal radius fracture 2004 on active duty (fell from refueling truck step at Seymour Johnson AFB), healed, no residual symptoms
- Gestational diabetes 2012, resolved postpartum

FAMILY HISTORY: Father - coronary artery disease, MI at 58. Mother - type 2 diabetes, breast cancer. Brother - hypertension.

MEDICATIONS:
- Lisinopril 20 mg PO daily
- Amlodipine 5 mg PO daily
- Omeprazole 20 mg PO daily before breakfast (NEW)

OBJECTIVE:
BP 128/82, HR 72, BMI 31.4, SpO2 98% RA.
Heart RRR, no murmur. Lungs clear. Abdomen soft, mild epigastric tenderness, no masses.
ECG today: NSR 72, normal axis, no ST-T changes.
Exercise treadmill test 09/02/2026: negative for ischemia at 10.1 METs.
Labs 09/08/2026: A1c 5.6%, LDL 112, Cr 0.8, K 4.1.

SCREENING:
PHQ-2: 0 (negative). C-SSRS screener: negative. Denies SI/HI.
AUDIT-C: 1 (negative). Tobacco: never.

ASSESSMENT/PLAN:
1. Chest tightness - cardiac cause ruled out (normal ECG, negative ETT). Presentation is typical of GERD. Start omeprazole 20 mg daily x 8 weeks; avoid late meals; elevate head of bed. GI referral if no response or if dysphagia/weight loss.
2. Hypertension - at goal on lisinopril and amlodipine. Continue.
3. Obstructive sleep apnea - well controlled on CPAP. Continue; supplies reordered.
4. Burn pit / JP-8 exposure - enrolled in Airborne Hazards and Open Burn Pit Registry today. No current cough, wheeze or dyspnea; lungs clear; PFTs not indicated at this time.
5. Diabetes screen - A1c 5.6%, no diabetes.
RTC 6 months, sooner PRN.

/es/ HEIDI R VANTERPOOL, NP
Signed: 09/15/2026 09:47`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Gastroesophageal reflux disease', diagnosticCode: '7206' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'burn pit smoke exposure at Balad AB, Iraq 2007',
        'JP-8 fuel exposure as fuels specialist',
        'deployment to Al Udeid AB, Qatar 2003',
        'right wrist fracture 2004 after fall from refueling truck step at Seymour Johnson AFB',
      ],
      personalData: [
        { kind: 'name', value: 'ABERNATHY-RUIZ,CELESTE D' },
        { kind: 'record-number', value: '1014493827V551230' },
        { kind: 'date-of-birth', value: '02/02/1979' },
        { kind: 'address', value: '4410 Cottonwood Bend Rd, Apt 12, Las Cruces, NM 88011' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-vapn-rn-triage-headache-no-diagnosis',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: TELEPHONE TRIAGE NOTE - RN
STANDARD TITLE: NURSING TELEPHONE ENCOUNTER NOTE
DATE OF NOTE: NOV 03, 2026@14:05     ENTRY DATE: NOV 03, 2026@14:31:40
      AUTHOR: DELACROIX-BELL,AMARA RN
     URGENCY:                        STATUS: COMPLETED

PATIENT: NAKAMURA-FINCH,DEVON K     Last 4: 3308
Callback number: 253-555-0119 (cell, verified)
Identity verified with full name and date of birth.

REASON FOR CALL: Veteran called the clinic nurse line reporting headaches for about 6 weeks.

HISTORY: Veteran states he was a combat engineer (12B) in Afghanistan 2011-2012 and was near "a lot of blasts," including a pressure-plate IED that went off about 30 meters from his vehicle in 2011. He does not recall losing consciousness and was not seen by medical at the time.
Current symptoms: pressure-type headaches across the forehead, 3-4 days per week, lasting several hours, worse after long periods at the computer. Occasional lightheadedness when standing up quickly. Mild sensitivity to bright light.
Pertinent negatives: no nausea or vomiting, no vision loss or double vision, no weakness or numbness, no slurred speech, no fever or stiff neck, no recent fall or head strike. Denies "worst headache of my life."
Self-care: OTC ibuprofen 400-600 mg most days for the past month.
Stroke/red-flag screen: negative.
Depression/suicide screen: PHQ-2 negative. Denies SI/HI. Denies hopelessness. Reports sleep is "so-so."

NURSING ASSESSMENT: Recurrent headaches and intermittent orthostatic lightheadedness, cause not yet determined. No red-flag symptoms. No diagnosis has been established; symptoms only, RN triage.

PLAN:
1. Scheduled with PCP 11/10/2026 0900 (face to face).
2. TBI screening to be completed at PCP visit.
3. Advised to limit ibuprofen to no more than 2-3 days/week to avoid rebound headaches; take with food.
4. Hydrate, rise slowly from sitting.
5. Go to ED or call 911 for sudden severe headache, weakness, confusion, vision change.
6. Veteran verbalized understanding; teach-back completed.

/es/ AMARA DELACROIX-BELL, RN
Signed: 11/03/2026 14:31`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'pressure-plate IED detonation about 30 meters from vehicle in Afghanistan 2011',
        'repeated blast exposure as combat engineer in Afghanistan 2011-2012',
      ],
      personalData: [
        { kind: 'name', value: 'NAKAMURA-FINCH,DEVON K' },
        { kind: 'ssn', value: '3308' },
        { kind: 'phone', value: '253-555-0119' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-vapn-audiology-consult-asymmetric-pdf',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `Printed On Oct 21, 2026                                                Page 1 of 2
BRANNIGAN,OSWALD T      XXX-XX-9051      DOB: 11/30/1958
--------------------------------------------------------------------------------
LOCAL TITLE: AUDIOLOGY HEARING LOSS CONSULT
STANDARD TITLE: AUDIOLOGY CONSULT
DATE OF NOTE: OCT 20, 2026@13:30     ENTRY DATE: OCT 20, 2026@15:02:11
      AUTHOR: PELLETIER,JUNE AuD     EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

REASON FOR REFERRAL: Hearing loss and ringing in ears; hearing aid evaluation.

HISTORY:
67 y/o male Army veteran who served 1977-1981 as a 13B cannon crewmember on 105 mm howitzers at Fort Sill and in Germany. Reports that hearing protection was rarely issued. States the ringing in both ears started after a week-long live-fire exercise at Grafenwoehr in 1979 and has been constant ever since.
Post-service: rural postal carrier 30 years, denies occupational noise. Recreational: deer hunting about twice a year, wears muffs.
Reports gradual hearing loss, worse on the left, trouble following conversation in restaurants and at church. Denies ear pain, drainage, or vertigo.
Family history: mother had hearing loss in her 70s.
Tinnitus: bilateral, constant, high-pitched, rated 6/10 bothersome, worse at night.

OTOSCOPY: Clear canals, tympanic membranes intact bilaterally.
TYMPANOMETRY: Type A bilaterally.

PURE TONE THRESHOLDS (dB HL):
Hz         500   1000   2000   3000   4000
RIGHT       15     20     25     30     35
LEFT        20     25     45     60     70

SPEECH RECOGNITION (Maryland CNC, 40 words):
RIGHT 96%        LEFT 80%
--------------------------------------------------------------------------------
BRANNIGAN,OSWALD T      XXX-XX-9051      TOMAH VAMC       Pt Loc: OUTPATIENT
Printed On Oct 21, 2026                                                Page 2 of 2
BRANNIGAN,OSWALD T      XXX-XX-9051      DOB: 11/30/1958
--------------------------------------------------------------------------------
ASSESSMENT:
RIGHT EAR: hearing within normal limits through 2000 Hz sloping to a mild sensorineural hearing loss at 3000-4000 Hz. Word recognition excellent. Does not meet 38 CFR 3.385 criteria.
LEFT EAR: mild sloping to moderately severe sensorineural hearing loss, 2000-4000 Hz, with reduced word recognition (80%).
Tinnitus, bilateral, constant.
Because of the asymmetry between ears, retrocochlear pathology (such as vestibular schwannoma) was considered; MRI of the internal auditory canals has been ordered to rule this out. No diagnosis of retrocochlear disease has been made.

RECOMMENDATIONS:
1. Bilateral hearing aids ordered (left fitting priority), fitting in 3 weeks.
2. MRI IAC with and without contrast; results to PCP and audiology.
3. Tinnitus management: sound generator feature in hearing aids, PTM class referral.
4. Communication strategies discussed with patient and spouse.
5. Annual audiologic re-evaluation.

/es/ JUNE PELLETIER, AuD, CCC-A
Staff Audiologist
Signed: 10/20/2026 15:02
--------------------------------------------------------------------------------
BRANNIGAN,OSWALD T      XXX-XX-9051      TOMAH VAMC       Pt Loc: OUTPATIENT`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'howitzer noise exposure as 13B cannon crewmember 1977-1981',
        'tinnitus onset after live-fire exercise at Grafenwoehr 1979',
      ],
      personalData: [
        { kind: 'name', value: 'BRANNIGAN,OSWALD T' },
        { kind: 'ssn', value: 'XXX-XX-9051' },
        { kind: 'date-of-birth', value: '11/30/1958' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-vapn-bh-intake-past-si-image',
    kind: 'va-progress-note',
    format: 'image',
    text: `DEPT OF VETERANS AFFAIRS - BEHAVIORAL HEALTH
LOCAL TITLE: BHIP INITIAL EVALUATION
DATE OF NOTE: AUG 11, 2026@09:00    STATUS: COMPLETED
PATIENT: STOLTENBERG,MAREN E     SSN: XXX-XX-2275
DOB: 05/08/1990    PHONE: (919) 555-0166

REASON FOR REFERRAL: Anxiety and poor sleep, from PCP.
HPI: 36 y/o female Army veteran (2008-2014, 92Y supply
specialist). Constant worry about money, work and her son
Elias (age 9); muscle tension, restlessness, poor focus
for more than a year. Takes 90+ minutes to fall asleep.
Reports military sexual trauma in 2009 at Fort Hood by a
senior NCO; did not report it at the time. Has intrusive
memories a few times a month and avoids men in uniform.
PAST PSYCH HX: Counseling 2015-2016 after her divorce.
Reports one period of suicidal ideation in 2015 with
thoughts of overdosing; no attempt, not hospitalized.
CURRENT RISK: Denies current SI, intent or plan. Denies
HI. No firearms at home. Protective: son, faith, job.
SUBSTANCE USE: 2-3 glasses of wine per week. No drugs.
FAMILY HX: Mother - bipolar I disorder. Brother - opioid
use disorder.
MSE: Alert, oriented x4, anxious affect, linear thought
process, no psychosis. Insight and judgment good.
SCREENS: GAD-7 = 16. PHQ-9 = 9 (item 9 = 0). PCL-5 = 29.

DIAGNOSES:
1. Generalized anxiety disorder (F41.1)
2. Rule out PTSD related to MST. PCL-5 below cutoff;
   CAPS-5 to be done before any PTSD diagnosis is made.

PLAN:
1. Sertraline 25 mg daily x 1 week, then 50 mg daily.
2. CBT for anxiety, weekly x 12.
3. Referral to MST coordinator.
4. Safety plan reviewed. Veterans Crisis Line: 988, press 1.
5. RTC 4 weeks.

/es/ LUIS ECHEVARRIA, PhD, Staff Psychologist`,
    expected: {
      conditions: [{ name: 'Generalized anxiety disorder', diagnosticCode: '9400' }],
      nexusOpinions: [],
      inServiceEvents: ['military sexual trauma at Fort Hood 2009'],
      personalData: [
        { kind: 'name', value: 'STOLTENBERG,MAREN E' },
        { kind: 'ssn', value: 'XXX-XX-2275' },
        { kind: 'date-of-birth', value: '05/08/1990' },
        { kind: 'phone', value: '(919) 555-0166' },
        { kind: 'name', value: 'Elias' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // ---------------------------------------------------------------------------
  // DISABILITY BENEFITS QUESTIONNAIRES
  // ---------------------------------------------------------------------------
  {
    id: 'r10-dbq-back-parachute-landing',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Quintero, Rafael A.          SSN: 527-81-3046
Date of examination: 06/12/2026

Is this DBQ being completed in conjunction with a VA21-2507, C&P examination request?  [X] Yes  [ ] No
Evidence reviewed: [X] VA claims file (VBMS)  [X] Service treatment records  [ ] No records were reviewed
Method of exam: [X] In-person examination  [ ] Records review only  [ ] ACCEPTED clinical evidence

SECTION I - DIAGNOSIS
1a. Does the Veteran now have or has he/she ever been diagnosed with a thoracolumbar spine (back) condition?  [X] Yes  [ ] No
1b. Select diagnoses associated with the claimed condition(s) (check all that apply):
[ ] Ankylosing spondylitis
[X] Degenerative arthritis of the spine       ICD code: M47.816    Date of diagnosis: 2019
[ ] Degenerative disc disease other than intervertebral disc syndrome
[ ] Intervertebral disc syndrome
[X] Lumbosacral strain                        ICD code: S39.012A   Date of diagnosis: 2004
[ ] Segmental instability
[ ] Spinal fusion
[ ] Spinal stenosis
[ ] Spondylolisthesis
[ ] Vertebral fracture or dislocation
[ ] Other diagnosis

SECTION II - MEDICAL HISTORY
2a. Describe the history (including onset and course) of the Veteran's thoracolumbar spine condition:
Veteran served in the Army 1999-2015, 82nd Airborne Division. In March 2004 at Fort Bragg, NC he made a hard parachute landing on a night jump and injured his low back; STRs show sick call treatment with Motrin and a 14-day profile. STRs also show sick call visits for low back pain in 2005 and 2007. Pain has been recurrent since, now daily, 5/10, with pain and tingling down the right leg to the lateral foot. He works as a forklift operator.
2b. Does the Veteran report flare-ups?  [X] Yes  [ ] No
If yes: "Two or three times a month, after a long shift, I can barely bend for a couple of days."
2c. Does the Veteran report having any functional loss or functional impairment?  [X] Yes  [ ] No
If yes: cannot lift more than 30 lbs, cannot sit longer than 45 minutes.

SECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION
Initial ROM:  [ ] All normal  [X] Abnormal or outside of normal range
Forward flexion: 0 to 60 degrees
Extension: 0 to 20 degrees
Right lateral flexion: 0 to 25    Left lateral flexion: 0 to 25
Right lateral rotation: 0 to 30   Left lateral rotation: 0 to 30
Pain noted on exam: [X] Yes, on forward flexion and extension
Repetitive use testing (3 repetitions): no additional loss of function or ROM.
Guarding or muscle spasm: [X] Yes, muscle spasm not resulting in abnormal gait or abnormal spinal contour.

SECTION IV - MUSCLE STRENGTH: 5/5 throughout except right great toe extension 4/5. No atrophy.
SECTION V - REFLEXES: Knee 2+ bilaterally; ankle right 1+, left 2+.
SECTION VI - SENSORY: Decreased sensation to light touch right lateral foot. Left normal.
SECTION VII - STRAIGHT LEG RAISE: Right [X] Positive  [ ] Negative    Left [ ] Positive  [X] Negative

SECTION VIII - RADICULOPATHY
8a. Does the Veteran have radicular pain or any other signs or symptoms due to radiculopathy?  [X] Yes  [ ] No
8b. Constant pain:          Right [ ] None [X] Mild [ ] Moderate [ ] Severe    Left [X] None [ ] Mild [ ] Moderate [ ] Severe
8c. Intermittent pain:      Right [ ] None [X] Mild [ ] Moderate [ ] Severe    Left [X] None [ ] Mild [ ] Moderate [ ] Severe
8d. Paresthesias:           Right [ ] None [X] Mild [ ] Moderate [ ] Severe    Left [X] None [ ] Mild [ ] Moderate [ ] Severe
8e. Nerve roots involved:   [X] Involvement of L4/L5/S1/S2/S3 nerve roots (sciatic nerve)
8f. Side affected:          [X] Right  [ ] Left  [ ] Both
8g. Severity of radiculopathy:  Right [ ] Not affected [X] Mild [ ] Moderate [ ] Severe
                                Left  [X] Not affected [ ] Mild [ ] Moderate [ ] Severe

SECTION IX - ANKYLOSIS: [ ] Yes  [X] No
SECTION X - OTHER NEUROLOGIC ABNORMALITIES (e.g., bowel or bladder): [ ] Yes  [X] No
SECTION XI - INTERVERTEBRAL DISC SYNDROME (IVDS): Does the Veteran have IVDS of the thoracolumbar spine?  [ ] Yes  [X] No
SECTION XII - ASSISTIVE DEVICES: [ ] Yes  [X] No
SECTION XIII - DIAGNOSTIC TESTING
Lumbar spine x-rays 05/20/2026: mild multilevel facet arthropathy L4-S1, disc heights preserved, no fracture or listhesis.
EMG/NCS 04/2026: chronic mild right L5 radiculopathy.

SECTION XIV - MEDICAL OPINION
[X] The claimed condition was at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.
[ ] The claimed condition was less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event, or illness.
Rationale: The STRs document an acute lumbar strain after the March 2004 parachute landing, with repeated care for low back pain in 2005 and 2007, and the Veteran has described continuous symptoms since then; there is no intervening post-service back injury. It is at least as likely as not that the Veteran's current lumbosacral strain, degenerative arthritis of the lumbar spine, and associated right lower extremity radiculopathy are due to the in-service parachute landing injury and his subsequent years of airborne duty. Facet arthropathy at this age and at this level of severity is consistent with prior trauma and repetitive axial loading.

Examiner: Priscilla Nwachukwu, DO        Date signed: 06/14/2026`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'Radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not that the Veteran's current lumbosacral strain, degenerative arthritis of the lumbar spine, and associated right lower extremity radiculopathy are due to the in-service parachute landing injury and his subsequent years of airborne duty.",
        },
        {
          condition: 'Degenerative arthritis of the spine',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not that the Veteran's current lumbosacral strain, degenerative arthritis of the lumbar spine, and associated right lower extremity radiculopathy are due to the in-service parachute landing injury and his subsequent years of airborne duty.",
        },
        {
          condition: 'Radiculopathy',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not that the Veteran's current lumbosacral strain, degenerative arthritis of the lumbar spine, and associated right lower extremity radiculopathy are due to the in-service parachute landing injury and his subsequent years of airborne duty.",
        },
      ],
      inServiceEvents: [
        'hard parachute landing on night jump at Fort Bragg March 2004',
        'sick call visits for low back pain 2005 and 2007',
      ],
      personalData: [
        { kind: 'name', value: 'Quintero, Rafael A.' },
        { kind: 'ssn', value: '527-81-3046' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-dbq-initial-ptsd-rocket-attack',
    kind: 'dbq',
    format: 'text',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Ferreira-Lindqvist, Joaquin
VA File Number: 29 481 337
Date of examination: 04/28/2026
Evidence reviewed: [X] VA e-folder  [X] STRs  [X] VA treatment records  [ ] Private records

SECTION I
1. DIAGNOSTIC SUMMARY
Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on today's evaluation?  [X] Yes  [ ] No
2. CURRENT DIAGNOSES
a. Mental disorder diagnosis #1: Posttraumatic stress disorder     ICD code: F43.10
   Comments: chronic
b. Medical diagnoses relevant to the understanding or management of the mental health disorder: none
3. DIFFERENTIATION OF SYMPTOMS
a. Does the Veteran have more than one mental disorder diagnosed?  [ ] Yes  [X] No
b. Does the Veteran have a diagnosed traumatic brain injury (TBI)?  [ ] Yes  [X] No  [ ] Not shown in records reviewed
4. OCCUPATIONAL AND SOCIAL IMPAIRMENT
Which of the following best summarizes the Veteran's level of occupational and social impairment with regards to all mental diagnoses?
[ ] No mental disorder diagnosis
[ ] A mental condition has been formally diagnosed, but symptoms are not severe enough either to interfere with occupational and social functioning or to require continuous medication
[ ] Occupational and social impairment due to mild or transient symptoms
[ ] Occupational and social impairment with occasional decrease in work efficiency
[X] Occupational and social impairment with reduced reliability and productivity
[ ] Occupational and social impairment with deficiencies in most areas
[ ] Total occupational and social impairment

SECTION II - CLINICAL FINDINGS
1. Relevant social/marital/family history: Married in 2014 to his wife Annika; two daughters, ages 7 and 4. Reports he "snaps" at his children and avoids family gatherings.
2. Relevant occupational and educational history: Associate degree. Works as a corrections officer; written up twice in 2025 for losing his temper and has used most of his sick leave.
3. Relevant mental health history: No pre-military treatment. Seen once by Combat Stress Control at Bagram in 2012 and returned to duty. VA mental health treatment since 2024; sertraline 100 mg daily.
4. Relevant legal and behavioral history: none.
5. Relevant substance abuse history: 2-3 beers per week. Does not meet criteria for a substance use disorder.
6. Relevant military history: Air Force 2010-2016, Security Forces (3P0X1). Deployed to Bagram Airfield, Afghanistan, Jan-Jul 2012.

SECTION III - STRESSORS
Stressor #1: In August 2012, during a rocket attack at Bagram Airfield, a 107 mm rocket impacted about 40 meters from the guard tower he was manning; two airmen below the tower were wounded and he applied a tourniquet to one of them under continued indirect fire.
Is the stressor adequate to support the diagnosis of PTSD?  [X] Yes  [ ] No
Is the stressor related to the Veteran's fear of hostile military or terrorist activity?  [X] Yes  [ ] No
Is the stressor related to personal assault, e.g. military sexual trauma?  [ ] Yes  [X] No

SECTION IV - PTSD DIAGNOSTIC CRITERIA
Criterion A: [X] Directly experiencing the traumatic event(s)  [X] Witnessing, in person, the traumatic event(s) as it occurred to others
Criterion B: [X] Recurrent, involuntary, and intrusive distressing memories  [X] Recurrent distressing dreams
Criterion C: [X] Avoidance of distressing memories  [X] Avoidance of external reminders
Criterion D: [X] Persistent negative emotional state  [X] Feelings of detachment or estrangement from others
Criterion E: [X] Irritable behavior and angry outbursts  [X] Hypervigilance  [X] Sleep disturbance
Criterion F: [X] Duration of the disturbance is more than 1 month
Criterion G: [X] Causes clinically significant distress or impairment
Criterion H: [X] Not attributable to the physiological effects of a substance or another medical condition

SECTION V - SYMPTOMS
For VA rating purposes, check all symptoms that actively apply to the Veteran's diagnoses:
[X] Depressed mood
[X] Anxiety
[X] Suspiciousness
[ ] Panic attacks that occur weekly or less often
[ ] Panic attacks more than once a week
[X] Chronic sleep impairment
[ ] Mild memory loss, such as forgetting names, directions or recent events
[ ] Impairment of short- and long-term memory
[ ] Flattened affect
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[X] Difficulty in adapting to stressful circumstances, including work or a worklike setting
[ ] Suicidal ideation
[ ] Obsessional rituals which interfere with routine activities
[ ] Impaired impulse control, such as unprovoked irritability with periods of violence
[ ] Persistent danger of hurting self or others
[ ] Intermittent inability to perform activities of daily living

SECTION VI - BEHAVIORAL OBSERVATIONS
Casually groomed, cooperative, guarded. Mood "on edge." Affect anxious and restricted. Thought process linear and goal directed. No delusions or hallucinations.

SECTION VII - OTHER SYMPTOMS / RISK ASSESSMENT
The Veteran denied any current or past suicidal ideation, intent, or plans, and denied homicidal ideation. He keeps a duty weapon locked at work only. Protective factors: wife, daughters, employment.

SECTION VIII - COMPETENCY
Is the Veteran capable of managing his or her financial affairs?  [X] Yes  [ ] No

SECTION IX - MEDICAL OPINION
[X] The claimed condition was at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.
Rationale: The stressor is consistent with the places, types and circumstances of his service, his symptoms began within months of the 2012 deployment, and he had no mental health history before service. It is at least as likely as not that the Veteran's PTSD is related to his fear of hostile military activity during the August 2012 rocket attack at Bagram Airfield.

Examiner: Gretchen Holloway-Sims, PsyD, Licensed Psychologist     Date: 04/28/2026`,
    expected: {
      conditions: [{ name: 'Posttraumatic stress disorder', diagnosticCode: '9411' }],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not that the Veteran's PTSD is related to his fear of hostile military activity during the August 2012 rocket attack at Bagram Airfield.",
        },
      ],
      inServiceEvents: [
        '107 mm rocket impact about 40 meters from guard tower at Bagram Airfield August 2012',
        'applied tourniquet to wounded airman under indirect fire 2012',
        'seen by Combat Stress Control at Bagram 2012',
      ],
      personalData: [
        { kind: 'name', value: 'Ferreira-Lindqvist, Joaquin' },
        { kind: 'record-number', value: '29 481 337' },
        { kind: 'name', value: 'Annika' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-dbq-sleep-apnea-secondary-ptsd-negative',
    kind: 'dbq',
    format: 'text',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Okonkwo-Hale, Bernard C.
SSN: 604-17-2289
Date of examination: 02/09/2026
Claimed condition: Obstructive sleep apnea, claimed as secondary to service-connected PTSD (rated 70 percent)
Evidence reviewed: [X] VBMS e-folder  [X] VA treatment records  [X] Private sleep study 11/14/2023

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he/she ever had sleep apnea?  [X] Yes  [ ] No
2. Select diagnoses associated with the claimed condition:
[X] Obstructive sleep apnea     ICD code: G47.33    Date of diagnosis: 11/2023
[ ] Central sleep apnea
[ ] Mixed sleep apnea
[ ] Other diagnosis

SECTION II - MEDICAL HISTORY
a. Describe the history of the Veteran's sleep apnea: The Veteran's wife, Loretta, first noticed loud snoring around 2015 and later witnessed pauses in his breathing. He reports morning headaches and dozing while watching TV. Home sleep apnea test 11/14/2023: AHI 31.4 events/hour, oxygen nadir 79%, consistent with severe OSA. CPAP started 01/2024; download shows use on 81% of nights. Weight 212 lb at his 2012 separation examination, 289 lb today (BMI 38.2). Neck circumference 18.5 inches. Separation Report of Medical History (2012) marked "No" for frequent trouble sleeping.
b. Does the Veteran's treatment plan require the use of continuous medication for sleep apnea?  [ ] Yes  [X] No
c. Does the Veteran require the use of a breathing assistance device such as a CPAP machine?  [X] Yes  [ ] No

SECTION III - FINDINGS, SIGNS AND SYMPTOMS
[X] Persistent daytime hypersomnolence
[ ] Chronic respiratory failure with carbon dioxide retention
[ ] Cor pulmonale
[ ] Requires tracheostomy
[ ] Asymptomatic, with documented sleep disorder breathing

SECTION IV - OTHER PERTINENT FINDINGS
Mallampati class IV. No evidence of heart failure on exam.

SECTION V - FUNCTIONAL IMPACT
Does the Veteran's sleep apnea impact his or her ability to work?  [X] Yes  [ ] No
Reports fatigue in the afternoons at his desk job; no driving restrictions.

SECTION VI - MEDICAL OPINION (SECONDARY SERVICE CONNECTION)
[X] The claimed condition is less likely than not (less than 50% probability) proximately due to or the result of the Veteran's service-connected condition.
Rationale: OSA is a disorder of mechanical collapse of the upper airway during sleep. The Veteran's established risk factors are obesity with a weight gain of 77 lb since separation, male sex, age, a crowded oropharynx (Mallampati IV) and a large neck circumference. Peer-reviewed literature shows an association between PTSD and disturbed sleep, but it does not establish that PTSD causes airway collapse. It is my opinion that the Veteran's obstructive sleep apnea is less likely than not proximately due to or the result of his service-connected PTSD.
Aggravation: Records show the severity of OSA has tracked his weight, and there is no evidence of a worsening attributable to PTSD or its treatment (he is not prescribed benzodiazepines or opioids). The Veteran's obstructive sleep apnea is less likely than not aggravated beyond its natural progression by his service-connected PTSD.

Examiner: Harold Kintanar, MD, Internal Medicine     Date: 02/09/2026`,
    expected: {
      conditions: [{ name: 'Obstructive sleep apnea', diagnosticCode: '6847' }],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: "It is my opinion that the Veteran's obstructive sleep apnea is less likely than not proximately due to or the result of his service-connected PTSD.",
        },
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: "The Veteran's obstructive sleep apnea is less likely than not aggravated beyond its natural progression by his service-connected PTSD.",
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Okonkwo-Hale, Bernard C.' },
        { kind: 'ssn', value: '604-17-2289' },
        { kind: 'name', value: 'Loretta' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-dbq-hearing-loss-tinnitus-split-opinion-pdf',
    kind: 'dbq',
    format: 'pdf',
    text: `HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE                 Page 1 of 3
Name of patient/Veteran: Vasquez-Thornbury, Delphine R.
Date of birth: 09/23/1986          SSN: XXX-XX-7716
Date of examination: 03/05/2026    Examiner: C&P Audiology, Oklahoma City VAMC

Is this DBQ being completed in conjunction with a VA21-2507, C&P examination request?  [X] Yes  [ ] No
Evidence reviewed: [X] VA claims file  [X] Service treatment records including audiograms

SECTION I - HEARING LOSS
1. Does the Veteran have a diagnosis of sensorineural hearing loss in the frequency range of 500-4000 Hz?
   [ ] Yes, right ear    [X] Yes, left ear    [ ] Yes, both ears    [ ] No
2. Does the Veteran have a diagnosis of conductive or mixed hearing loss?  [ ] Yes  [X] No

AUDIOGRAM (puretone thresholds, dB HL)
Hz        500   1000   2000   3000   4000   Avg (1000-4000)
RIGHT      10     10     15     20     25     17.5
LEFT       15     20     30     40     45     33.75

Speech discrimination (Maryland CNC):  RIGHT 98%   LEFT 92%
Was the use of speech discrimination score appropriate for this Veteran?  [X] Yes  [ ] No
Results: [X] The right ear hearing is normal for VA purposes.
         [X] The left ear meets criteria for a hearing loss disability under 38 CFR 3.385.
                                                                              Page 2 of 3
Vasquez-Thornbury, Delphine R.          SSN: XXX-XX-7716
SECTION I - HEARING LOSS (continued)
3. Review of service audiograms:
   Enlistment 06/2005, LEFT:   5   5  10  15  15
   Separation 05/2013, LEFT:  10  10  15  15  20
   No significant threshold shift in either ear during service.
4. Military noise exposure: Crew chief on KC-135 aircraft, 2005-2013, flight line with engine runs; double hearing protection reported as usually worn.
   Post-service noise: motorcycle mechanic 2013-2021, reports she did not wear hearing protection; recreational shooting.
5. MEDICAL OPINION - HEARING LOSS
[ ] It is at least as likely as not (50% or greater probability) that the Veteran's hearing loss is caused by or a result of an event in military service.
[X] It is less likely than not (less than 50% probability) that the Veteran's hearing loss is caused by or a result of an event in military service.
Rationale: Hearing was normal at separation in both ears with no significant threshold shift compared with enlistment, and the Institute of Medicine (2006) found no scientific basis for delayed-onset noise-induced hearing loss. The Veteran's left ear hearing loss is less likely than not caused by or a result of noise exposure during her military service, and is more consistent with eight years of unprotected post-service occupational noise.
6. Functional impact: "I miss things people say on my left side, especially in the car."

SECTION II - TINNITUS
1. Does the Veteran report recurrent tinnitus?  [X] Yes  [ ] No
2. Onset: Reports ringing in both ears began during service after engine runs; STRs contain a 2011 sick call note for "ringing in ears after engine run on flight line."
                                                                              Page 3 of 3
Vasquez-Thornbury, Delphine R.          SSN: XXX-XX-7716
SECTION II - TINNITUS (continued)
3. MEDICAL OPINION - TINNITUS
[X] It is at least as likely as not (50% or greater probability) that the Veteran's tinnitus is caused by or a result of military noise exposure.
[ ] It is less likely than not (less than 50% probability) that the Veteran's tinnitus is caused by or a result of military noise exposure.
Rationale: Tinnitus can occur without measurable hearing loss. The STRs document tinnitus complaints during service following flight line noise, and the Veteran reports it has continued since. The Veteran's tinnitus is at least as likely as not caused by her in-service flight line noise exposure.
4. Functional impact: Trouble falling asleep in quiet rooms; uses a fan.

Audiologist: Renee Szymanski, AuD, CCC-A       Signed: 03/06/2026`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Hearing loss',
          strength: 'less likely than not',
          quote: "The Veteran's left ear hearing loss is less likely than not caused by or a result of noise exposure during her military service, and is more consistent with eight years of unprotected post-service occupational noise.",
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: "The Veteran's tinnitus is at least as likely as not caused by her in-service flight line noise exposure.",
        },
      ],
      inServiceEvents: [
        'flight line noise exposure as KC-135 crew chief 2005-2013',
        'sick call for ringing in ears after engine run 2011',
      ],
      personalData: [
        { kind: 'name', value: 'Vasquez-Thornbury, Delphine R.' },
        { kind: 'date-of-birth', value: '09/23/1986' },
        { kind: 'ssn', value: 'XXX-XX-7716' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-dbq-knee-meniscectomy-image',
    kind: 'dbq',
    format: 'image',
    text: `KNEE AND LOWER LEG CONDITIONS
DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: Haddad, Samir K.   SSN: 318-64-5092
Date of examination: 07/30/2026
SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he ever had a knee
   and/or lower leg condition?   [X] Yes   [ ] No
2. Diagnoses (check all that apply):
 [ ] Knee strain                    Side: [ ] R  [ ] L
 [ ] Degenerative arthritis         Side: [ ] R  [ ] L
 [X] Meniscal tear                  Side: [ ] R  [X] L
 [X] Meniscectomy (partial)         Side: [ ] R  [X] L
 [ ] ACL tear                       Side: [ ] R  [ ] L
 [ ] Recurrent subluxation          Side: [ ] R  [ ] L
 [ ] Patellofemoral pain syndrome   Side: [ ] R  [ ] L
SECTION II - MEDICAL HISTORY
Twisted left knee during a unit PT run at Camp Humphreys,
Korea, in May 2013. MRI showed a medial meniscus tear.
Arthroscopic partial medial meniscectomy September 2013.
Right knee: no complaints, no diagnosis.
Flare-ups: [X] Yes - after stairs and kneeling.
SECTION III - RANGE OF MOTION
 Left:  flexion 0-115 deg, extension 0 deg. Pain on flexion.
 Right: flexion 0-140 deg, extension 0 deg. Normal.
SECTION IV - MUSCLE STRENGTH: 5/5 bilaterally. No atrophy.
SECTION V - JOINT STABILITY
 Lachman:          L [X] Normal   R [X] Normal
 Posterior drawer: L [X] Normal   R [X] Normal
 Valgus/varus:     L [X] Normal   R [X] Normal
SECTION VI - MENISCUS CONDITIONS
 [X] Meniscal tear, left
 [X] Frequent episodes of joint pain, left
 [ ] Frequent episodes of joint locking
 [ ] Frequent episodes of joint effusion
SECTION VII - SURGICAL PROCEDURES
 [X] Meniscectomy, left, 2013 - residual symptoms: pain
SECTION VIII - SCARS: 3 small portal scars, not painful.
IMAGING: Left knee x-ray 07/2026 - no degenerative changes.
FUNCTIONAL IMPACT: Cannot kneel over 5 min (HVAC tech).
Examiner signature: __________   Date: 07/30/2026`,
    expected: {
      conditions: [{ name: 'Meniscal tear, status post meniscectomy', diagnosticCode: '5259' }],
      nexusOpinions: [],
      inServiceEvents: [
        'twisted left knee during unit PT run at Camp Humphreys, Korea 2013',
        'arthroscopic partial medial meniscectomy 2013',
      ],
      personalData: [
        { kind: 'name', value: 'Haddad, Samir K.' },
        { kind: 'ssn', value: '318-64-5092' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // ---------------------------------------------------------------------------
  // PRIVATE PHYSICIAN LETTERS
  // ---------------------------------------------------------------------------
  {
    id: 'r10-letter-ortho-ivds-parachutist',
    kind: 'private-letter',
    format: 'text',
    text: `CASCADE SPINE & ORTHOPAEDIC ASSOCIATES
2210 Meridian Park Blvd, Suite 400
Olympia, WA 98502
Tel (360) 555-0100   Fax (360) 555-0101

November 4, 2026

RE: Lonnie Wayne Prudhomme
DOB: 01/27/1976
Address: 817 Sitka Spruce Lane, Tumwater, WA 98512

To the Department of Veterans Affairs:

I am a board-certified orthopaedic spine surgeon and have treated Mr. Prudhomme since March 2022. At his request I reviewed his service treatment records, his DD 214, and his civilian medical records from 2008 to the present, and I examined him again on October 28, 2026.

Mr. Prudhomme served in the U.S. Army from 1996 to 2008 with the 82nd Airborne Division. His records show 74 static-line parachute jumps, including two documented hard landings: one at Fort Bragg in 1999, and a night combat-equipment jump at Fort Polk in 2003, after which he was placed on a 30-day profile for low back pain. He also routinely carried rucksacks of 80 to 100 pounds.

Since separation he has had progressive low back pain radiating into the left leg and foot. MRI of 09/18/2026 shows disc desiccation and broad-based protrusions at L4-L5 and L5-S1, with left foraminal narrowing at L5-S1 contacting the exiting L5 nerve root. EMG/NCS of 10/02/2026 confirms a chronic left L5 radiculopathy. In the past 12 months he has had two episodes requiring physician-prescribed bed rest totaling about three weeks.

Diagnoses:
1. Lumbar intervertebral disc syndrome, L4-L5 and L5-S1
2. Left lower extremity L5 radiculopathy (sciatic nerve distribution)

Cauda equina syndrome and an inflammatory spondyloarthropathy were both considered and excluded: bladder and bowel function are normal, HLA-B27 is negative, and the sacroiliac joints are normal on imaging. His mother has rheumatoid arthritis, but he has no clinical or serologic evidence of it.

Current treatment includes gabapentin 300 mg three times daily, meloxicam 15 mg daily, physical therapy, and an L5-S1 transforaminal epidural steroid injection in August 2026 with about six weeks of partial relief.

Opinion: Based on my review of the records, my examinations, and the medical literature on cumulative axial loading in military parachutists, it is my opinion that Mr. Prudhomme's lumbar intervertebral disc syndrome is more likely than not caused by the repetitive parachute landings and load-bearing he performed during active service. His left L5 radiculopathy is a direct consequence of the L5-S1 disc disease and is therefore also more likely than not related to his service.

My rationale is that he had no back complaints before service, the in-service hard landings are documented, his symptoms have been continuous since service, and there is no post-service injury or occupation that better explains two-level disc disease at his age.

Sincerely,

Gwendolyn A. Serafini, MD
Orthopaedic Spine Surgery`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'Radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Intervertebral disc syndrome',
          strength: 'more likely than not',
          quote: "Opinion: Based on my review of the records, my examinations, and the medical literature on cumulative axial loading in military parachutists, it is my opinion that Mr. Prudhomme's lumbar intervertebral disc syndrome is more likely than not caused by the repetitive parachute landings and load-bearing he performed during active service.",
        },
        {
          condition: 'Radiculopathy',
          strength: 'more likely than not',
          quote: 'His left L5 radiculopathy is a direct consequence of the L5-S1 disc disease and is therefore also more likely than not related to his service.',
        },
      ],
      inServiceEvents: [
        '74 static-line parachute jumps with 82nd Airborne Division 1996-2008',
        'hard parachute landing at Fort Bragg 1999',
        'hard landing on night combat-equipment jump at Fort Polk 2003 with 30-day profile for low back pain',
        'routinely carried 80-100 lb rucksacks',
      ],
      personalData: [
        { kind: 'name', value: 'Lonnie Wayne Prudhomme' },
        { kind: 'date-of-birth', value: '01/27/1976' },
        { kind: 'address', value: '817 Sitka Spruce Lane, Tumwater, WA 98512' },
        { kind: 'name', value: 'Prudhomme' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-letter-psychiatry-mdd-secondary-to-back',
    kind: 'private-letter',
    format: 'text',
    text: `HARBORVIEW BEHAVIORAL HEALTH, PLLC
Anjali Ramaswamy-Ortiz, MD - Adult Psychiatry
55 Quarry Street, Suite 3B, Quincy, MA 02169  |  (617) 555-0148

October 19, 2026

Re: Ms. Shawna L. Birchfield-Matos
Date of birth: 12/04/1981
VA file number: 28 115 406

Dear Rating Specialist:

I have been Ms. Birchfield-Matos's treating psychiatrist since June 2023. She asked me to give my opinion on whether her depression is related to her service-connected lumbar spine disability, which I understand is currently rated at 40 percent.

Ms. Birchfield-Matos served in the U.S. Marine Corps from 2000 to 2009 as an ammunition technician. In 2007, at Camp Lejeune, she injured her low back while lifting ammunition crates, and her back condition was service connected in 2011. She had no psychiatric history before 2021 and no mental health treatment during service.

Her back pain has worsened steadily since 2019. She had to leave her job as a dental hygienist in 2022 because she could no longer stand or lean over patients, and she became isolated; she stopped going to her daughter Kaylee's softball games because the bleachers were too painful. By the time I first saw her she had pervasive low mood, anhedonia, insomnia, guilt and poor concentration. She told me that in early 2023 she had passive suicidal thoughts, wishing she would not wake up in the morning; these have since resolved, she has never made a suicide attempt, and she currently denies any suicidal thoughts.

Diagnosis: Major depressive disorder, recurrent, moderate (F33.1).

I considered other explanations. She has no history of a substance use disorder, thyroid and B12 studies were normal, and I ruled out bipolar disorder because she has never had a manic or hypomanic episode. Her mother has a history of depression, which I note as a risk factor, but it does not explain the timing of her illness, which closely follows the decline in her physical function.

Opinion: It is at least as likely as not that Ms. Birchfield-Matos's major depressive disorder is proximately due to or the result of her service-connected lumbar spine disability. In addition, it is at least as likely as not that her depression has been aggravated by the worsening of her back pain since 2019. Chronic pain is a well-established cause of major depression, and in her case each worsening of her back has been followed by a worsening of her mood.

Current treatment: duloxetine 60 mg daily (chosen because it also helps chronic pain), bupropion XL 300 mg daily, and cognitive behavioral therapy for chronic pain every two weeks. Her PHQ-9 has improved from 21 to 12.

Please contact my office if further information is needed.

Sincerely,

Anjali Ramaswamy-Ortiz, MD
Diplomate, American Board of Psychiatry and Neurology`,
    expected: {
      conditions: [{ name: 'Major depressive disorder', diagnosticCode: '9434' }],
      nexusOpinions: [
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: "Opinion: It is at least as likely as not that Ms. Birchfield-Matos's major depressive disorder is proximately due to or the result of her service-connected lumbar spine disability.",
        },
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: 'In addition, it is at least as likely as not that her depression has been aggravated by the worsening of her back pain since 2019.',
        },
      ],
      inServiceEvents: ['low back injury lifting ammunition crates at Camp Lejeune 2007'],
      personalData: [
        { kind: 'name', value: 'Shawna L. Birchfield-Matos' },
        { kind: 'date-of-birth', value: '12/04/1981' },
        { kind: 'record-number', value: '28 115 406' },
        { kind: 'name', value: 'Birchfield-Matos' },
        { kind: 'name', value: 'Kaylee' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r10-letter-ent-sinusitis-speculation',
    kind: 'private-letter',
    format: 'text',
    text: `DESERT RIDGE EAR, NOSE & THROAT
7015 E. Thunderbird Loop, Building C
Scottsdale, AZ 85254   Phone (480) 555-0126

March 2, 2026

Patient: Harlan J. Teodorescu
DOB: 06/16/1983
Chart #: DRENT-0048213

To the Department of Veterans Affairs:

I evaluated Mr. Teodorescu on January 12 and February 23, 2026 for chronic nasal and sinus symptoms and he asked me to address whether they are related to his military service.

He served in the U.S. Army from 2003 to 2011 as a wheeled vehicle mechanic. He deployed to Joint Base Balad, Iraq, from 2007 to 2008, where he lived and worked about half a mile downwind of the open-air burn pit, and to Kandahar Airfield, Afghanistan, in 2010. He reports hay fever as a child. Since about 2012 he has had constant nasal congestion, facial pressure, postnasal drainage and reduced sense of smell, with four to five sinus infections a year treated with antibiotics. Since 2011 he has worked as a diesel mechanic. He has never smoked. His father has seasonal allergies.

Findings: CT of the sinuses (01/2026) shows mucosal thickening of the bilateral maxillary, ethmoid, frontal and sphenoid sinuses (Lund-Mackay score 14). Nasal endoscopy shows edematous mucosa with purulent drainage from the left middle meatus; nasal polyps were looked for and are not present. Skin prick testing is positive to dust mite, Bermuda grass and cat.

Diagnoses:
1. Chronic pansinusitis without nasal polyps
2. Allergic rhinitis, perennial

Allergic rhinitis: He is sensitized to common allergens found worldwide and had hay fever symptoms before service. It is less likely than not that his allergic rhinitis was caused by his military service.

Chronic sinusitis: Smoke from burn pits can cause chronic inflammation of the sinonasal lining, and his symptoms began within a few years of his deployment. However, he also has allergic disease, which is a strong independent risk factor, and has had more than a decade of post-service exposure to diesel exhaust and solvents, and there are no sinus records from service or from the first years after service. I cannot determine whether his chronic pansinusitis is related to his burn pit exposure in Iraq without resorting to mere speculation.

I understand that chronic sinusitis and chronic rhinitis may be presumptive conditions for veterans with certain deployments under the PACT Act; that is a legal determination for VA and not a medical opinion on my part.

Plan: saline irrigations with budesonide, fluticasone nasal spray, allergen immunotherapy, and evaluation for functional endoscopic sinus surgery if there is no improvement in three months.

Sincerely,

Marcus Liebowitz, MD, FACS
Otolaryngology - Head and Neck Surgery`,
    expected: {
      conditions: [
        { name: 'Chronic sinusitis', diagnosticCode: '6510' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [
        {
          condition: 'Allergic rhinitis',
          strength: 'less likely than not',
          quote: 'It is less likely than not that his allergic rhinitis was caused by his military service.',
        },
        {
          condition: 'Chronic sinusitis',
          strength: 'unable to resolve',
          quote: 'I cannot determine whether his chronic pansinusitis is related to his burn pit exposure in Iraq without resorting to mere speculation.',
        },
      ],
      inServiceEvents: [
        'burn pit smoke exposure at Joint Base Balad, Iraq 2007-2008',
        'deployment to Kandahar Airfield, Afghanistan 2010',
      ],
      personalData: [
        { kind: 'name', value: 'Harlan J. Teodorescu' },
        { kind: 'date-of-birth', value: '06/16/1983' },
        { kind: 'record-number', value: 'DRENT-0048213' },
        { kind: 'name', value: 'Teodorescu' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-letter-cardiology-htn-secondary-osa-pdf',
    kind: 'private-letter',
    format: 'pdf',
    text: `LAKESHORE HEART & VASCULAR, S.C.
1400 N. Harbor Drive, Suite 210, Racine, WI 53403   Phone (262) 555-0190   Fax (262) 555-0191
                                                                                  Page 1 of 2
August 27, 2026

RE: Demetrius O. Vance-Albright
DOB: 04/03/1974
SSN: 391-26-0584
Address: 2719 Lighthouse Court, Kenosha, WI 53140

To whom it may concern:

Mr. Vance-Albright is a 52-year-old Navy veteran (1992-2012, Machinist's Mate) whom I have followed since 2020 for hypertension. He has asked me to comment on whether his hypertension is related to his military service or to his service-connected obstructive sleep apnea, which I understand is rated at 50 percent.

Background: I reviewed his service treatment records. His blood pressure during service ranged from 118/74 to 132/84, and it was 126/80 at his separation physical in 2012. His obstructive sleep apnea was diagnosed during service in 2011 by polysomnography at Naval Medical Center Portsmouth (AHI 42), and his CPAP use since then has been inconsistent because of mask intolerance; recent downloads show use on fewer than half of nights. Hypertension was first diagnosed by his primary care physician in 2016 (156/98 on three occasions).

Current medications: losartan 100 mg daily, chlorthalidone 25 mg daily, amlodipine 10 mg daily. Blood pressure today 148/92 despite three agents.

Evaluation: Echocardiogram 07/2026 shows mild concentric left ventricular hypertrophy with normal ejection fraction (60%). Coronary CT angiography 07/2026: coronary calcium score 0, no plaque. Renal artery duplex normal. Aldosterone-to-renin ratio normal. TSH normal.

Diagnoses:
1. Essential hypertension, resistant, with mild left ventricular hypertrophy
2. Obstructive sleep apnea, suboptimally treated

Coronary artery disease was considered because of his episodes of chest discomfort and his family history (his father had a heart attack at 52), but it has been excluded by the normal coronary CT angiogram. Secondary causes of hypertension, including renal artery stenosis and primary aldosteronism, were also excluded.
--------------------------------------------------------------------------------------------
Lakeshore Heart & Vascular, S.C.                                                  Page 2 of 2
RE: Demetrius O. Vance-Albright     DOB: 04/03/1974

Opinion:
1. Direct service connection: Because his in-service blood pressures were normal and hypertension was first diagnosed four years after separation, it is less likely than not that his hypertension began during or was caused by his active military service.
2. Secondary service connection: Untreated or undertreated obstructive sleep apnea causes repeated nighttime drops in oxygen and surges of adrenaline that raise blood pressure, and OSA is one of the most common identifiable causes of resistant hypertension. In my opinion, it is at least as likely as not that Mr. Vance-Albright's hypertension is proximately due to, or has been aggravated by, his service-connected obstructive sleep apnea.

I have referred him back to sleep medicine for a mask refit, since better treatment of his sleep apnea is likely to improve his blood pressure control.

Sincerely,

Nathaniel Okafor-Reyes, MD, FACC
Cardiovascular Disease`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Hypertension',
          strength: 'less likely than not',
          quote: '1. Direct service connection: Because his in-service blood pressures were normal and hypertension was first diagnosed four years after separation, it is less likely than not that his hypertension began during or was caused by his active military service.',
        },
        {
          condition: 'Hypertension',
          strength: 'at least as likely as not',
          quote: "In my opinion, it is at least as likely as not that Mr. Vance-Albright's hypertension is proximately due to, or has been aggravated by, his service-connected obstructive sleep apnea.",
        },
      ],
      inServiceEvents: [
        'obstructive sleep apnea diagnosed by polysomnography at Naval Medical Center Portsmouth 2011',
      ],
      personalData: [
        { kind: 'name', value: 'Demetrius O. Vance-Albright' },
        { kind: 'date-of-birth', value: '04/03/1974' },
        { kind: 'ssn', value: '391-26-0584' },
        { kind: 'address', value: '2719 Lighthouse Court, Kenosha, WI 53140' },
        { kind: 'name', value: 'Vance-Albright' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-letter-neurology-migraine-ied-image',
    kind: 'private-letter',
    format: 'image',
    text: `PINE HOLLOW NEUROLOGY CLINIC
88 Depot Street, Bristol, VA 24201    (276) 555-0137

June 9, 2026

RE: Corliss Amadi-Jefferson
DOB: 10/11/1988
Clinic MRN: PHN-772140

To the Department of Veterans Affairs:

I have treated Ms. Amadi-Jefferson for headaches since
January 2024. She served in the Army from 2007 to 2013 as
a military police officer. In August 2010, near Kandahar,
her vehicle was struck by an IED; she was dazed for several
minutes and was checked for concussion at the battalion
aid station. Her memory and concentration problems after
the blast had resolved by 2012, and her cognitive
screening in my office is normal.

She has had headaches since the blast. They now occur 6-8
days a month, are throbbing and one-sided, come with nausea
and light sensitivity, and force her to lie down in a dark
room for 4 to 12 hours. At least 3 a month are prostrating.
MRI of the brain in 02/2024 was normal. Her mother also has
migraines.

Diagnosis: Migraine without aura, chronic, post-traumatic.

Tension-type headache and medication overuse headache were
considered and are not supported by her history.

Treatment: topiramate 100 mg daily, rizatriptan 10 mg as
needed, and monthly fremanezumab injections.

Her migraines are more likely than not caused by the 2010 IED blast in service.

Sincerely,
Tobias Erling, MD, Neurology`,
    expected: {
      conditions: [{ name: 'Migraine', diagnosticCode: '8100' }],
      nexusOpinions: [
        {
          condition: 'Migraine',
          strength: 'more likely than not',
          quote: 'Her migraines are more likely than not caused by the 2010 IED blast in service.',
        },
      ],
      inServiceEvents: [
        'IED strike on vehicle near Kandahar August 2010',
        'concussion evaluation at battalion aid station after blast 2010',
      ],
      personalData: [
        { kind: 'name', value: 'Corliss Amadi-Jefferson' },
        { kind: 'date-of-birth', value: '10/11/1988' },
        { kind: 'record-number', value: 'PHN-772140' },
        { kind: 'name', value: 'Amadi-Jefferson' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // ---------------------------------------------------------------------------
  // DISCHARGE SUMMARIES
  // ---------------------------------------------------------------------------
  {
    id: 'r10-discharge-inpatient-psych-si-with-plan',
    kind: 'discharge-summary',
    format: 'text',
    text: `DISCHARGE SUMMARY
VA MEDICAL CENTER - ACUTE INPATIENT PSYCHIATRY (WARD 4 EAST)

PATIENT: DRUMMOND-OKAFOR,ELLIS J     SSN: XXX-XX-5831     DOB: 08/22/1985
Address: 5102 Willow Oak Dr, Mechanicsville, VA 23111
Emergency contact: Priya Drummond-Okafor (wife)  (804) 555-0124
ADMISSION DATE: 09/28/2026          DISCHARGE DATE: 10/06/2026
LEGAL STATUS: Voluntary
ATTENDING: HARTSFIELD,COLIN MD

REASON FOR ADMISSION:
41 y/o Marine Corps veteran (0311 rifleman, 2003-2008, two Iraq deployments) brought to the ED by his wife after he told her he had been thinking about shooting himself with his handgun and she found a goodbye letter in his truck. He reported daily suicidal thoughts for two weeks after losing his job, with a plan to use his pistol. BAC 0.21 on arrival.

MILITARY / TRAUMA HISTORY:
Took part in house-to-house fighting in Fallujah in November 2004 (Operation Phantom Fury). In Ramadi in 2006 a close friend was killed by sniper fire while standing next to him. Nightmares and hypervigilance since 2006; first VA mental health contact 2019, poorly engaged.

HOSPITAL COURSE:
Placed on 1:1 observation on admission, stepped down to q15 minute checks on day 3. Monitored on CIWA protocol; scores peaked at 9, no seizures or hallucinations, lorazepam taper completed 10/01. Sertraline increased from 50 mg to 150 mg; prazosin started and titrated to 5 mg for nightmares; naltrexone started for alcohol cravings. Participated in group therapy and the Safety Planning Intervention. Psychotic disorder was considered because he reported hearing his name called at night; this was judged to be a hypnagogic phenomenon during intoxication, did not recur, and no psychotic disorder was diagnosed. By hospital day 5 he denied suicidal ideation. At discharge he denies suicidal ideation, intent or plan, is future oriented (job interview 10/14, daughter's birthday), and contracted to the safety plan. Lethal means: his wife moved his handgun and rifle to her brother's home; lethal means counseling completed with both. High Risk for Suicide Patient Record Flag placed.
Labs: AST 88, ALT 61 (alcohol related, repeat in 4 weeks). CBC normal.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.12)
3. Alcohol use disorder, severe (F10.20)

DISCHARGE MEDICATIONS:
- Sertraline 150 mg PO daily
- Prazosin 5 mg PO at bedtime
- Naltrexone 50 mg PO daily
- Trazodone 50 mg PO at bedtime PRN insomnia
(14-day supply of trazodone only, per lethal means plan)

FOLLOW-UP:
- Suicide Prevention Coordinator phone contact within 24-72 hours
- Outpatient psychiatry 10/09/2026
- SUD intensive outpatient program starting 10/08/2026
- PTSD Clinical Team intake 10/20/2026
- Veterans Crisis Line: 988, press 1

CONDITION AT DISCHARGE: Improved. Estimated acute suicide risk: moderate; chronic risk: high.

/es/ COLIN HARTSFIELD, MD
Attending Psychiatrist
Signed: 10/06/2026 16:20`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'house-to-house fighting in Fallujah November 2004',
        'close friend killed by sniper fire beside him in Ramadi 2006',
      ],
      personalData: [
        { kind: 'name', value: 'DRUMMOND-OKAFOR,ELLIS J' },
        { kind: 'ssn', value: 'XXX-XX-5831' },
        { kind: 'date-of-birth', value: '08/22/1985' },
        { kind: 'address', value: '5102 Willow Oak Dr, Mechanicsville, VA 23111' },
        { kind: 'name', value: 'Priya Drummond-Okafor' },
        { kind: 'phone', value: '(804) 555-0124' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r10-discharge-community-afib-acs-ruled-out',
    kind: 'discharge-summary',
    format: 'text',
    text: `ST. BRENDAN REGIONAL MEDICAL CENTER
DISCHARGE SUMMARY - VA COMMUNITY CARE

Patient name: Gallagher-Nwosu, Theodora          MRN: 00831277-4
DOB: 03/29/1961                                  VA referral #: VA0057731209
Address: 390 Prairie Wind Road, Salina, KS 67401
Next of kin: Fiona Gallagher-Nwosu (daughter)  (785) 555-0133
Admission: 07/14/2026 via ED          Discharge: 07/17/2026 to home
Attending: Kwabena Asante, MD (Hospitalist)

PRINCIPAL DIAGNOSIS:
New-onset atrial fibrillation with rapid ventricular response

SECONDARY DIAGNOSES:
- Essential hypertension
- Hypothyroidism, on replacement

CONDITIONS EVALUATED AND RULED OUT THIS ADMISSION:
- Acute coronary syndrome: high-sensitivity troponin negative x3, no ischemic ECG changes
- Pulmonary embolism: CT pulmonary angiogram negative
- Thyrotoxicosis as a trigger: TSH 2.1, free T4 normal

HISTORY OF PRESENT ILLNESS:
65 y/o female veteran (Army Nurse Corps 1983-2004) presented with 6 hours of palpitations, chest pressure and lightheadedness while gardening. In the ED: irregularly irregular rhythm at 148 bpm, BP 152/94.

HOSPITAL COURSE:
Rate controlled with IV diltiazem, then transitioned to oral metoprolol. Converted spontaneously to sinus rhythm on hospital day 2. Transthoracic echo: EF 55%, mild left atrial enlargement, no significant valvular disease. CHA2DS2-VASc score 3 (age, female sex, hypertension); apixaban started after discussion of risks and benefits. Sleep apnea screening (STOP-BANG 2) low risk. Electrolytes and magnesium normal.

SOCIAL HISTORY: Never smoker. One glass of wine per week. Lives with her husband; independent in all ADLs.
FAMILY HISTORY: Brother with atrial fibrillation. Mother died of a stroke at 80.

DISCHARGE MEDICATIONS:
- Metoprolol succinate 50 mg PO daily (NEW)
- Apixaban 5 mg PO twice daily (NEW)
- Lisinopril 10 mg PO daily (continued)
- Levothyroxine 75 mcg PO daily (continued)

FOLLOW-UP:
- Cardiology (Dr. Ingrid Solberg) in 2 weeks; 14-day ambulatory monitor
- VA primary care within 1 week; records sent per community care agreement

CONDITION AT DISCHARGE: Stable, in sinus rhythm, HR 68.

Electronically signed: Kwabena Asante, MD   07/17/2026 13:05`,
    expected: {
      conditions: [
        { name: 'Atrial fibrillation', diagnosticCode: '7010' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Gallagher-Nwosu, Theodora' },
        { kind: 'record-number', value: '00831277-4' },
        { kind: 'date-of-birth', value: '03/29/1961' },
        { kind: 'record-number', value: 'VA0057731209' },
        { kind: 'address', value: '390 Prairie Wind Road, Salina, KS 67401' },
        { kind: 'name', value: 'Fiona Gallagher-Nwosu' },
        { kind: 'phone', value: '(785) 555-0133' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-discharge-hhs-diabetes-neuropathy-agent-orange',
    kind: 'discharge-summary',
    format: 'text',
    text: `DISCHARGE SUMMARY
VA MEDICAL CENTER - MEDICINE SERVICE (5 WEST)

PATIENT: ESPINOZA-WHITFIELD,REGINALD     DOB: 12/01/1948     SSN: 218-50-7463
ADMITTED: 10/12/2026          DISCHARGED: 10/16/2026
ATTENDING: MARLOWE,SUSAN K MD        RESIDENT: PATEL,ARJUN MD
Contact: daughter Marisol Espinoza, (915) 555-0147

HISTORY OF PRESENT ILLNESS:
77 y/o Army veteran who served in Vietnam 1968-1969 with the 25th Infantry Division at Cu Chi (herbicide exposure recognized), with type 2 diabetes diagnosed in 2009 and coronary artery disease s/p CABG x3 in 2015, brought in by his daughter with 4 days of increased thirst and urination, weakness, and confusion. He had run out of metformin and glipizide about 3 weeks earlier. Glucose 912 mg/dL, serum osmolality 338, bicarbonate 22, beta-hydroxybutyrate negative.

HOSPITAL COURSE:
1. Hyperosmolar hyperglycemic state: treated with IV fluids and insulin infusion, transitioned to basal-bolus insulin on day 2. A1c 12.8%. Discharged on insulin glargine plus metformin; diabetes education completed with patient and daughter.
2. Confusion cleared as glucose and sodium corrected. Dementia was considered but is not supported: MoCA 27/30 on day 4 once euglycemic.
3. Feet: on exam, loss of monofilament sensation and reduced vibration to the ankles bilaterally in a stocking distribution, absent ankle reflexes, burning pain at night. Nerve conduction studies 2025 (outside records) showed a length-dependent sensorimotor polyneuropathy. This is diabetic peripheral neuropathy caused by his long-standing type 2 diabetes. Started duloxetine 30 mg. Podiatry referral.
4. CAD: no chest pain, troponin negative, ECG unchanged from prior. Continue aspirin, atorvastatin, metoprolol.
5. Eyes: inpatient ophthalmology dilated exam showed no diabetic retinopathy.
Past history: prostate cancer treated with radical prostatectomy in 2013; PSA undetectable since, no evidence of recurrence.

DISCHARGE DIAGNOSES:
1. Type 2 diabetes mellitus, uncontrolled, with hyperosmolar hyperglycemic state (resolved)
2. Diabetic peripheral neuropathy, bilateral lower extremities, due to type 2 diabetes mellitus
3. Coronary artery disease, s/p CABG (2015), stable

DISCHARGE MEDICATIONS:
- Insulin glargine 22 units subcut at bedtime
- Metformin 1000 mg PO twice daily
- Duloxetine 30 mg PO daily (NEW)
- Aspirin 81 mg PO daily
- Atorvastatin 40 mg PO daily
- Metoprolol tartrate 25 mg PO twice daily

FOLLOW-UP: PACT RN care manager call in 48 hours; endocrinology 2 weeks; podiatry 4 weeks.
Condition at discharge: good, alert and oriented, tolerating diet, ambulating independently.

/es/ SUSAN K MARLOWE, MD
Signed: 10/16/2026 15:44`,
    expected: {
      conditions: [
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Peripheral neuropathy', diagnosticCode: '8520' },
        { name: 'Coronary artery disease', diagnosticCode: '7005' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['herbicide (Agent Orange) exposure in Vietnam with 25th Infantry Division at Cu Chi 1968-1969'],
      personalData: [
        { kind: 'name', value: 'ESPINOZA-WHITFIELD,REGINALD' },
        { kind: 'date-of-birth', value: '12/01/1948' },
        { kind: 'ssn', value: '218-50-7463' },
        { kind: 'name', value: 'Marisol Espinoza' },
        { kind: 'phone', value: '(915) 555-0147' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-discharge-landstuhl-blast-narrative-pdf',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `LANDSTUHL REGIONAL MEDICAL CENTER, APO AE 09180
NARRATIVE SUMMARY (CLINICAL RESUME)                                          Page 1 of 2

PATIENT: ALBRECHT-SANTOS, KIERAN P          GRADE: SGT/E-5     BRANCH: USA
DoD ID (EDIPI): 1298475630     SSN: 462-09-3175     DOB: 02/14/1989
UNIT: B Co, 1-32 IN, 3 BCT, 10th MTN DIV
ADMISSION: 19 JUN 2011
DISPOSITION: 27 JUN 2011 - aeromedical evacuation to Walter Reed National Military Medical Center

SOURCE OF INJURY:
17 JUN 2011, dismounted patrol, Kunar Province, Afghanistan. IED detonated approximately 5 meters from the patient. Loss of consciousness approximately 2 minutes per unit medic. Initial care at FOB aid station; Role 3 Bagram: wound washout and external fixation of the left tibia; then evacuated to LRMC.

DIAGNOSES:
1. Traumatic brain injury, mild (concussion), with loss of consciousness less than 30 minutes
2. Open fracture, left tibial shaft (Gustilo IIIA), s/p external fixation; intramedullary nailing 21 JUN 2011
3. Traumatic perforation, left tympanic membrane
4. Fragment wounds, left thigh and left forearm, s/p debridement x2, delayed primary closure 23 JUN 2011

HOSPITAL COURSE:
Neurosurgery/TBI: CT head 19 JUN negative for hemorrhage or fracture. MACE 22/30 on 19 JUN, 28/30 on 25 JUN. Persistent mild headaches and light sensitivity, improving.
Orthopaedics: Ex-fix converted to IM nail 21 JUN without complication. Non-weight-bearing left lower extremity. Neurovascularly intact distally.
--------------------------------------------------------------------------------------------
ALBRECHT-SANTOS, KIERAN P     SSN: 462-09-3175     LRMC NARRATIVE SUMMARY           Page 2 of 2

HOSPITAL COURSE (continued):
ENT/Audiology: Left TM perforation, about 30% of the pars tensa; audiogram shows a mild mixed hearing loss on the left. Patient reports ringing in the left ear since the blast; reassess after TM healing. Dry ear precautions.
General surgery: fragment wounds clean, closed 23 JUN; no retained fragments near neurovascular structures on x-ray.
Behavioral health (Combat Stress consult 24 JUN): Patient describes the blast and is tearful when discussing it. Acute stress disorder was considered; he does not meet criteria at this time. PHQ-2 negative. Denies SI/HI. Follow-up at WRNMMC.
C-spine: CT negative; collar cleared 20 JUN.

MEDICATIONS AT TRANSFER:
Oxycodone 5 mg PO q4h PRN pain; acetaminophen 1 g PO q8h; enoxaparin 40 mg subcut daily; cefazolin completed; ciprofloxacin/dexamethasone otic drops left ear.

CONDITION AT TRANSFER: Stable for aeromedical evacuation.

Prepared by: CPT Lauren Whitcombe, MC, USA, Trauma Surgery
Approved by: LTC Dariusz Nowicki, MC, USA, Chief, Trauma Service`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Tibia fracture', diagnosticCode: '5262' },
        { name: 'Tympanic membrane perforation', diagnosticCode: '6211' },
        { name: 'Shell fragment wounds, left thigh and left forearm' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'IED detonation about 5 meters away on dismounted patrol in Kunar Province, Afghanistan June 2011',
        'loss of consciousness about 2 minutes after blast',
        'aeromedical evacuation from Landstuhl to Walter Reed June 2011',
      ],
      personalData: [
        { kind: 'name', value: 'ALBRECHT-SANTOS, KIERAN P' },
        { kind: 'record-number', value: '1298475630' },
        { kind: 'ssn', value: '462-09-3175' },
        { kind: 'date-of-birth', value: '02/14/1989' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-discharge-asthma-exacerbation-image',
    kind: 'discharge-summary',
    format: 'image',
    text: `MERCY VALLEY HOSPITAL - DISCHARGE SUMMARY
Patient: Lindgren-Oduya, Petra S.     MRN: MV-2094417
DOB: 07/07/1982    Admit: 01/04/2026   Discharge: 01/06/2026
Attending: R. Castellanos, MD

PRINCIPAL DIAGNOSIS: Acute exacerbation of moderate
persistent asthma.

HISTORY: 43 y/o female Army veteran (2003-2009, truck
driver). Adult-onset asthma diagnosed by pulmonology in
2010. She reports daily exposure to burn pit smoke at
Camp Taji, Iraq, 2005-2006. Presented with 2 days of
wheezing and shortness of breath after a cold.
SpO2 89% on room air in the ED.

CONSIDERED AND EXCLUDED:
- Pneumonia: chest x-ray clear, afebrile, normal
  procalcitonin.
- Pulmonary embolism: low Wells score, normal D-dimer.
- Vocal cord dysfunction: not suggested by flow-volume
  loop.

HOSPITAL COURSE: Continuous albuterol/ipratropium nebs,
methylprednisolone 60 mg IV q12h, then oral prednisone.
Weaned to room air by day 2. Peak flow 210 -> 340 L/min.

DISCHARGE MEDICATIONS:
- Prednisone 40 mg daily x 5 more days
- Budesonide/formoterol 160/4.5, 2 puffs twice daily
- Albuterol HFA 2 puffs every 4 hours as needed
- Montelukast 10 mg nightly

Smoking: never. Family history: sister with asthma.
FOLLOW-UP: VA pulmonary clinic in 2 weeks with PFTs.
CONDITION AT DISCHARGE: Stable.`,
    expected: {
      conditions: [{ name: 'Asthma', diagnosticCode: '6602' }],
      nexusOpinions: [],
      inServiceEvents: ['burn pit smoke exposure at Camp Taji, Iraq 2005-2006'],
      personalData: [
        { kind: 'name', value: 'Lindgren-Oduya, Petra S.' },
        { kind: 'record-number', value: 'MV-2094417' },
        { kind: 'date-of-birth', value: '07/07/1982' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // ---------------------------------------------------------------------------
  // SERVICE TREATMENT RECORDS
  // ---------------------------------------------------------------------------
  {
    id: 'r10-str-sf600-ankle-sprain-instability',
    kind: 'service-treatment-record',
    format: 'text',
    text: `MEDICAL RECORD                    CHRONOLOGICAL RECORD OF MEDICAL CARE
DATE          SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)

14 APR 2005   TMC #3, 2nd BDE, Fort Drum, NY
S: 20 y/o male PFC c/o L ankle pain and swelling after rolling his ankle when he stepped into a hole during night land navigation on a field exercise at about 0200 today. Able to bear weight with pain. No prior injury to the L ankle.
O: Moderate swelling and ecchymosis over lateral malleolus. TTP over ATFL. No bony tenderness at posterior edge or tip of lateral or medial malleolus, no tenderness at base of 5th metatarsal or navicular (Ottawa ankle rules negative). Anterior drawer mildly positive, endpoint present. Distal pulses and sensation intact.
A: Sprain, left ankle, lateral ligaments (ATFL), grade II.
P: RICE. Motrin 800 mg PO TID with food x 7 days. Air stirrup brace. Crutches, WBAT, x 3 days. Profile 14 days: no running, rucking, or jumping. RTC 1 week or PRN increased pain or numbness.
                                                     /s/ SPC R. Alvarado, 68W / reviewed J. Tran, PA-C

21 APR 2005   TMC #3
S: F/u L ankle. Pain improved, 3/10. Still some swelling at end of day. Walking without crutches.
O: Mild swelling. ROM near full. Ankle x-ray 3 views (obtained due to persistent swelling): no fracture, mortise intact.
A: L ankle sprain, improving. Fracture ruled out.
P: Continue profile through 28 APR. Ankle rehab exercises handout; theraband issued.
                                                     /s/ J. Tran, PA-C

09 AUG 2006   TMC #3
S: C/o L ankle "giving way" on uneven ground for several months; rolled it again on a 12-mile ruck march yesterday.
O: Mild lateral swelling. Anterior drawer positive with soft endpoint on L, negative on R. Talar tilt increased on L.
A: Chronic lateral ankle instability, left, with recurrent sprain.
P: PT referral for proprioception and peroneal strengthening. Lace-up ankle brace for field training. Profile 30 days. Ortho consult if instability persists after PT.
                                                     /s/ M. Okoro, PA-C

PATIENT'S IDENTIFICATION (For typed or written entries give: Name - last, first, middle; grade; date; hospital or medical facility)
MORROW-KEALOHA, DANE T.      PFC/E-3
SSN: 577-32-0419             DOB: 11 SEP 1984
ORGANIZATION: HHC, 2-14 IN, 2 BCT, 10th MTN DIV

                                                     STANDARD FORM 600 (REV. 11/2010)`,
    expected: {
      conditions: [
        { name: 'Ankle sprain' },
        { name: 'Chronic ankle instability' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'left ankle inversion injury stepping into a hole during night land navigation at Fort Drum 2005',
        'reinjured left ankle on 12-mile ruck march 2006',
      ],
      personalData: [
        { kind: 'name', value: 'MORROW-KEALOHA, DANE T.' },
        { kind: 'ssn', value: '577-32-0419' },
        { kind: 'date-of-birth', value: '11 SEP 1984' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-str-dd2807-separation-history-no-dx',
    kind: 'service-treatment-record',
    format: 'text',
    text: `REPORT OF MEDICAL HISTORY
(DD FORM 2807-1)
This information is for official and medically-confidential use only and will not be released to unauthorized persons.

1. LAST NAME, FIRST NAME, MIDDLE NAME: PEMBERTON-ASHE, NATALIE GRACE
2. SOCIAL SECURITY NUMBER: 663-18-2047
3. HOME ADDRESS: 1127 Bayou Teche Rd, New Iberia, LA 70560
4. HOME TELEPHONE NUMBER: (337) 555-0152
5. EXAMINING LOCATION: Troop Medical Clinic 2, Fort Polk, LA
6. DATE OF BIRTH (YYYYMMDD): 19840503
7. DATE OF EXAMINATION (YYYYMMDD): 20140815
8. PURPOSE OF EXAMINATION: [ ] Enlistment  [ ] Periodic  [X] Separation  [ ] Retirement  [ ] Other
9. SERVICE: [X] Army  [ ] Navy  [ ] Air Force  [ ] Marine Corps  [ ] Coast Guard
10. COMPONENT: [X] Active Duty  [ ] Reserve  [ ] National Guard
11. CURRENT MEDICATIONS: Ibuprofen 800 mg as needed for back pain.
12. ALLERGIES: No known drug allergies.

HAVE YOU EVER HAD OR DO YOU NOW HAVE: (Check each item)
YES  NO
[ ]  [X]  High or low blood pressure
[ ]  [X]  Asthma or any breathing problems
[ ]  [X]  Frequent or severe headache
[X]  [ ]  Ringing in the ears
[ ]  [X]  Hearing loss or wear a hearing aid
[X]  [ ]  Recurrent back pain or any back problem
[X]  [ ]  Knee trouble
[X]  [ ]  Broken bone
[X]  [ ]  Surgery
[X]  [ ]  Frequent trouble sleeping
[ ]  [X]  Depression or excessive worry
[ ]  [X]  Received counseling of any type
[ ]  [X]  Been evaluated or treated for a mental condition
[ ]  [X]  Attempted suicide
[ ]  [X]  Thoughts of hurting or killing yourself
[ ]  [X]  Been a patient in any type of hospital

29. EXPLANATION OF "YES" ANSWERS:
Ringing in ears: off and on since range qualifications with the M240B in 2011-2013.
Back: low back pain since 2011 after lifting a generator during deployment to Afghanistan; comes and goes, take Motrin.
Knee trouble/Surgery: tore left ACL playing unit basketball in 2010, reconstruction at Brooke Army Medical Center 2010. No problems since.
Broken bone: right 5th metacarpal (hand) fracture 2009, punched a heavy bag, healed.
Trouble sleeping: since coming back from Afghanistan in 2012, about 5 hours a night.

I certify that I have reviewed the foregoing information supplied by me and that it is true and complete to the best of my knowledge.

30a. EXAMINER'S SUMMARY AND ELABORATION OF ALL PERTINENT DATA:
Reviewed with member.
- Ringing in ears: subjective, intermittent. Audiogram today within normal limits bilaterally, no STS. Referred to audiology for tinnitus evaluation.
- Low back pain: intermittent, no radicular symptoms, normal exam today. No diagnosis made; NCD.
- Left knee s/p ACL reconstruction 2010: asymptomatic, full ROM, stable Lachman. Resolved, NCD.
- R 5th metacarpal fracture 2009: healed, full grip strength. NCD.
- Sleep difficulty: declines behavioral health referral. Denies depressed mood. Denies suicidal or homicidal thoughts. Sleep hygiene handout given.
Examiner: A. Whitlock, MD, CPT, MC                        Date: 20140815`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'noise exposure at M240B range qualifications 2011-2013',
        'low back pain after lifting a generator during Afghanistan deployment 2011',
        'left ACL tear playing unit basketball with reconstruction 2010',
        'right fifth metacarpal fracture punching heavy bag 2009',
        'trouble sleeping since return from Afghanistan deployment 2012',
      ],
      personalData: [
        { kind: 'name', value: 'PEMBERTON-ASHE, NATALIE GRACE' },
        { kind: 'ssn', value: '663-18-2047' },
        { kind: 'address', value: '1127 Bayou Teche Rd, New Iberia, LA 70560' },
        { kind: 'phone', value: '(337) 555-0152' },
        { kind: 'date-of-birth', value: '19840503' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-str-dd2796-pdha-positive-item9',
    kind: 'service-treatment-record',
    format: 'text',
    text: `POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA)
DD FORM 2796

DEMOGRAPHICS
Name (Last, First MI): TRUJILLO-BRANDT, OSCAR L
SSN: 545-70-2918          Date of Birth: 21 MAR 1987
Service: [X] Army  Component: [X] Active   Grade: SPC/E-4
Date of departure from theater: 12 NOV 2008    Location of operation: Iraq (Diyala Province)
Date form completed: 18 NOV 2008

SERVICE MEMBER SECTION
1. Overall, how would you rate your health during the PAST MONTH?  [ ] Excellent [ ] Very Good [X] Good [ ] Fair [ ] Poor
2. During this deployment, did you seek or intend to seek counseling or care for your mental health?  [ ] Yes  [X] No
3. Were you wounded, injured, assaulted or otherwise physically hurt during this deployment?  [X] Yes  [ ] No
4. During this deployment, were you exposed to: Blast or explosion (IED, RPG, land mine, grenade, etc.)  [X] Yes  [ ] No
   Vehicular accident/crash  [ ] Yes  [X] No    Fragment or bullet wound  [ ] Yes  [X] No
5. Did any of the following happen to you as a result of the event? Dazed, confused or "saw stars"  [X] Yes  [ ] No
   Lost consciousness (knocked out)  [ ] Yes  [X] No    Had a head injury  [ ] Yes  [X] No
6. Are you currently experiencing: Headaches [X]  Ringing in the ears [X]  Dizziness [ ]  Memory problems [ ]  Irritability [X]
7. Did you encounter smoke from burning trash or feces during this deployment?  [X] Yes  [ ] No
8. Have you ever had any experience that was so frightening, horrible, or upsetting that, IN THE PAST MONTH, you:
   Have had nightmares about it or thought about it when you did not want to?  [X] Yes  [ ] No
   Tried hard not to think about it or went out of your way to avoid situations that reminded you of it?  [X] Yes  [ ] No
   Were constantly on guard, watchful, or easily startled?  [X] Yes  [ ] No
   Felt numb or detached from others, activities, or your surroundings?  [ ] Yes  [X] No
9. Over the LAST 2 WEEKS, how often have you been bothered by any of the following problems?
   Little interest or pleasure in doing things:  [ ] Not at all  [ ] Few or several days  [X] More than half the days  [ ] Nearly every day
   Feeling down, depressed, or hopeless:         [ ] Not at all  [ ] Few or several days  [X] More than half the days  [ ] Nearly every day
   Thoughts that you would be better off dead or of hurting yourself in some way:  [ ] Not at all  [X] Few or several days  [ ] More than half the days  [ ] Nearly every day

HEALTH CARE PROVIDER SECTION
Interview: SM describes a convoy IED blast on 14 AUG 2008 near Baqubah, about 50 meters from his vehicle; he was dazed for several minutes but did not lose consciousness and was not evaluated at the time. Headaches 2-3 times a week and ringing in both ears since then. On 22 SEP 2008 a friend in his platoon was killed in a separate IED strike; SM helped recover the body. Since then: nightmares, avoidance, hypervigilance, low mood.
PHQ item 9 positive: SM endorses passive thoughts on several days over the past two weeks that he "would be better off dead," which started after his friend's death. He denies intent or plan and denies prior attempts. No access to personal firearms while in reintegration. Safety plan completed with SM.
PC-PTSD screen: 3 of 4 positive. TBI screen: positive (dazed after blast), symptoms persisting.
Provider assessment: Adjustment disorder with mixed anxiety and depressed mood (F43.23). PTSD is not diagnosed at this time; full behavioral health evaluation to determine.
Headaches and ringing in the ears: noted; no diagnosis made, referred for evaluation.
Referrals: [X] Behavioral health - same day (escorted)  [X] TBI clinic  [X] Audiology  [ ] None needed
Exposure concerns: burn pit smoke at FOB Warhorse.

Health care provider: Maj. Celia Brandvold, MC, USA               Date: 18 NOV 2008`,
    expected: {
      conditions: [{ name: 'Adjustment disorder', diagnosticCode: '9440' }],
      nexusOpinions: [],
      inServiceEvents: [
        'convoy IED blast near Baqubah 14 AUG 2008, dazed without loss of consciousness',
        'friend killed in IED strike 22 SEP 2008 and helped recover the body',
        'burn pit smoke exposure at FOB Warhorse, Iraq 2008',
      ],
      personalData: [
        { kind: 'name', value: 'TRUJILLO-BRANDT, OSCAR L' },
        { kind: 'ssn', value: '545-70-2918' },
        { kind: 'date-of-birth', value: '21 MAR 1987' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r10-str-hearing-conservation-sts-pdf',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `DEPARTMENT OF DEFENSE HEARING CONSERVATION PROGRAM
DD FORM 2215 (REFERENCE AUDIOGRAM) / DD FORM 2216 (HEARING CONSERVATION DATA)          Page 1 of 2

NAME: OYELOWO-GRANT, MARCUS D.      DoD ID: 1543098271      DOB: 30 JAN 1991
SERVICE: USMC      GRADE: CPL/E-4      UNIT: Weapons Co, 3rd Bn, 5th Marines
MOS: 0331 Machine Gunner (M2 .50 cal / M240)      Hearing protection: foam plugs, "not always worn on convoys"

REFERENCE AUDIOGRAM - 12 JUL 2010 (accession)
Hz        500   1000   2000   3000   4000   6000
RIGHT       5      5      5     10     10     15
LEFT        5      5     10     10     15     15

PERIODIC AUDIOGRAM - 03 OCT 2013 (post-deployment, Helmand Province, Afghanistan, MAR-SEP 2013)
Hz        500   1000   2000   3000   4000   6000
RIGHT      10     10     10     15     20     25
LEFT       10     10     15     35     45     50
STS CHECK (average change at 2000/3000/4000 Hz vs reference): RIGHT 3.3 dB - no STS.  LEFT 20.0 dB - STS.

FOLLOW-UP #1 - 05 OCT 2013 (after 14 hours noise-free)
LEFT       10     10     15     35     45     50   STS persists.
FOLLOW-UP #2 - 11 OCT 2013
LEFT       10     10     15     35     45     50   STS persists. Permanent threshold shift confirmed. Reference audiogram re-established.
--------------------------------------------------------------------------------------------
OYELOWO-GRANT, MARCUS D.     DoD ID: 1543098271                                    Page 2 of 2

CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
11 OCT 2013   Audiology, Naval Hospital Camp Pendleton
S: Cpl Oyelowo-Grant reports bilateral ringing in the ears since the deployment, worst after a firefight near Sangin in June 2013 when he fired about 400 rounds from the turret-mounted M2 without his earplugs in. Ringing is constant in the left ear, intermittent in the right. Denies ear pain, drainage or vertigo. No family history of early hearing loss.
O: Otoscopy clear bilaterally. Tympanometry type A bilaterally. Audiogram as above.
A: 1. Sensorineural hearing loss, left ear, mild to moderate at 3000-6000 Hz, noise-induced; permanent threshold shift confirmed.
   2. Tinnitus, bilateral, constant on the left.
   3. Right ear: hearing within normal limits, no threshold shift.
P: Counseled on noise hazards; issued custom earplugs and double protection for live fire and convoy duty. Hearing profile H-2 recommended to command. Annual audiogram; return sooner for any further change.
                                                     /s/ LT Ilse Vandermeer, MSC, USN, Audiologist`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'M2 .50 caliber machine gun noise exposure as 0331 machine gunner 2010-2014',
        'fired about 400 rounds from turret-mounted M2 without earplugs in firefight near Sangin June 2013',
        'permanent threshold shift left ear confirmed October 2013',
      ],
      personalData: [
        { kind: 'name', value: 'OYELOWO-GRANT, MARCUS D.' },
        { kind: 'record-number', value: '1543098271' },
        { kind: 'date-of-birth', value: '30 JAN 1991' },
        { kind: 'name', value: 'Oyelowo-Grant' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-str-sf600-lumbosacral-strain-image',
    kind: 'service-treatment-record',
    format: 'image',
    text: `MEDICAL RECORD      CHRONOLOGICAL RECORD OF MEDICAL CARE
DATE         SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION
03 MAR 2009  Troop Medical Clinic, Fort Sill, OK
S: 23 y/o SPC (13B) c/o low back pain x 1 day. States he
felt a "pop" in his low back while lifting 155mm
projectiles during a battery ammunition upload. Pain 7/10,
worse with bending, no radiation to the legs. Denies
numbness, tingling, bowel or bladder changes. No prior
back injury.
O: Walks slowly. Paraspinal spasm L3-L5 bilaterally, TTP.
No midline bony tenderness. SLR negative bilaterally.
Strength 5/5 both legs, reflexes 2+ and symmetric,
sensation intact.
A: Acute lumbosacral strain. No evidence of disc
herniation or radiculopathy.
P: Ibuprofen 800 mg TID x 10 days, cyclobenzaprine 10 mg
at bedtime x 5 days, heat, stretching handout. Profile
7 days: no lifting over 20 lbs, no running. RTC 1 week,
sooner if numbness, weakness, bowel or bladder symptoms.
                                /s/ D. Ferris, PA-C

10 MAR 2009  TMC, Fort Sill
S: F/u low back pain, 50% better, still stiff in the AM.
O: Mild paraspinal tenderness, full ROM with end-range
pain. Neuro intact.
A: Lumbosacral strain, improving.
P: Extend profile 14 days. Physical therapy referral.
                                /s/ D. Ferris, PA-C

PATIENT'S IDENTIFICATION (Name - last, first, middle;
grade; date; hospital or medical facility)
GUTIERREZ-HOLM, ANDRES FELIPE        SPC/E-4
SSN: 509-44-8126     DOB: 17 JUN 1985
                        STANDARD FORM 600 (REV. 11/2010)`,
    expected: {
      conditions: [{ name: 'Lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [],
      inServiceEvents: ['felt pop in low back lifting 155mm projectiles during ammunition upload at Fort Sill 2009'],
      personalData: [
        { kind: 'name', value: 'GUTIERREZ-HOLM, ANDRES FELIPE' },
        { kind: 'ssn', value: '509-44-8126' },
        { kind: 'date-of-birth', value: '17 JUN 1985' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // ---------------------------------------------------------------------------
  // STATEMENTS AND DECISIONS
  // ---------------------------------------------------------------------------
  {
    id: 'r10-statement-buddy-ied-past-si',
    kind: 'statement-or-decision',
    format: 'text',
    text: `LAY/WITNESS STATEMENT
VA FORM 21-10210

SECTION I: VETERAN'S/CLAIMANT'S IDENTIFICATION INFORMATION
1. Veteran's name (First, Middle, Last): Mateo Ignacio Castellano-Reyes
2. Veteran's Social Security Number: 731-02-5584
3. VA file number: same as SSN
4. Veteran's date of birth: 04/25/1990

SECTION II: WITNESS'S IDENTIFICATION INFORMATION
5. Witness's name: Dwayne Everett Kirkpatrick
6. Relationship to veteran: [X] Served with veteran  [ ] Family  [ ] Friend  [ ] Other
7. Witness's mailing address: 4488 Ridgecrest Drive, Apt 2B, Killeen, TX 76542
8. Telephone number: (254) 555-0187

SECTION III: STATEMENT
I served with Mateo in the same squad in 3rd Battalion, 5th Marines. We deployed to Helmand Province, Afghanistan, from April to November 2011.

On July 9, 2011, our MRAP hit an IED on the road outside Sangin. Mateo was in the front passenger seat and I was in the back. After the blast he was out cold for maybe a minute. When he came to he was confused and kept asking what happened over and over, and he was bleeding from his left ear. Doc, our corpsman, checked him out and he was taken to the battalion aid station. They gave him a few days off and then he was back out on patrols because we were short on people. The rest of that deployment we took mortar and small arms fire almost every week.

Since we got home I have stayed close with him. He is not the same guy. He gets bad headaches, he forgets things we just talked about, and his wife Daniela told me he wakes up yelling most nights. He used to be the funny one and now he mostly stays home.

In the winter of 2013 he called me late at night and told me he didn't want to be alive anymore and that he had been thinking about driving his truck off the road. I drove over and stayed with him that night and got him to call the crisis line. As far as I know he has not talked like that since, but I still check on him every week.

I am not a medical person. I am writing this so VA knows what I saw happen to him.

I CERTIFY THAT the statements on this form are true and correct to the best of my knowledge and belief.
Signature: Dwayne E. Kirkpatrick          Date signed: 10/30/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'MRAP struck by IED outside Sangin July 9, 2011',
        'knocked unconscious about a minute and bleeding from left ear after blast',
        'frequent mortar and small arms fire during 2011 Helmand deployment',
      ],
      personalData: [
        { kind: 'name', value: 'Mateo Ignacio Castellano-Reyes' },
        { kind: 'ssn', value: '731-02-5584' },
        { kind: 'date-of-birth', value: '04/25/1990' },
        { kind: 'name', value: 'Dwayne Everett Kirkpatrick' },
        { kind: 'address', value: '4488 Ridgecrest Drive, Apt 2B, Killeen, TX 76542' },
        { kind: 'phone', value: '(254) 555-0187' },
        { kind: 'name', value: 'Mateo' },
        { kind: 'name', value: 'Daniela' },
        { kind: 'name', value: 'Dwayne E. Kirkpatrick' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r10-decision-rating-letter-grants-and-denials',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
New Orleans Regional Office

October 8, 2026

IMANI R. FONTENOT-BAPTISTE
2231 ELYSIAN FIELDS AVE APT 5
NEW ORLEANS LA 70117

In Reply Refer To: 321/JLS
VA File Number: 43 118 902

Dear Ms. Fontenot-Baptiste:

We made a decision on your claim for service-connected compensation received on April 14, 2026. This letter tells you what we decided, how we made our decision, and what to do if you disagree.

Your combined evaluation is 60 percent effective April 14, 2026.

WHAT WE DECIDED
- Service connection for posttraumatic stress disorder is granted with an evaluation of 50 percent effective April 14, 2026.
- Service connection for tinnitus is granted with an evaluation of 10 percent effective April 14, 2026.
- Service connection for bilateral hearing loss is denied.
- Service connection for a left shoulder condition is denied.

EVIDENCE CONSIDERED
- DD Form 214, Army, 2005 to 2011
- Service treatment records
- VA examinations dated July 9, 2026 (PTSD, audiology, shoulder)
- VA treatment records, Southeast Louisiana Veterans Health Care System, 2024 to 2026
- Your statement received April 14, 2026

REASONS FOR OUR DECISION
1. Posttraumatic stress disorder: Your personnel records show service as a motor transport operator (88M) with deployment to Iraq in 2007. Your reported stressor, a mortar attack at FOB Kalsu, Iraq, in May 2007, is consistent with the places, types and circumstances of your service and has been conceded. The VA examiner diagnosed PTSD related to this stressor. We assigned 50 percent because the evidence shows occupational and social impairment with reduced reliability and productivity, including disturbances of motivation and mood, panic attacks more than once a week, and difficulty maintaining effective work relationships. A higher evaluation of 70 percent is not warranted unless the evidence shows deficiencies in most areas due to symptoms such as suicidal ideation, obsessional rituals, near-continuous panic or depression, or impaired impulse control. The examiner noted that you have never had suicidal thoughts, and these symptoms were not shown.

2. Tinnitus: Your service records show duty as a turret gunner on convoys, and noise exposure is conceded. The VA examiner opined that your tinnitus is at least as likely as not caused by noise exposure during military service. We assigned 10 percent, the maximum schedular evaluation for recurrent tinnitus.

3. Bilateral hearing loss: Service connection requires evidence of a current disability. Although you reported difficulty hearing, your VA audiology examination showed hearing within normal limits for VA purposes in both ears under 38 CFR 3.385. Because a hearing loss disability is not shown, service connection is denied.

4. Left shoulder condition: Your service treatment records show you were treated for left shoulder pain after a fall from a truck step in 2006, and the condition resolved with physical therapy. The VA examiner found a normal left shoulder with full range of motion and did not diagnose a left shoulder disability. Pain alone, without a diagnosed or identifiable underlying condition, is not a disability for VA purposes, so service connection is denied.

If you disagree with our decision, you may request a Supplemental Claim, a Higher-Level Review, or a Board Appeal within one year of the date of this letter.

Sincerely yours,

Regional Office Director`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'The VA examiner opined that your tinnitus is at least as likely as not caused by noise exposure during military service.',
        },
      ],
      inServiceEvents: [
        'mortar attack at FOB Kalsu, Iraq May 2007',
        'noise exposure as convoy turret gunner',
        'left shoulder pain after fall from truck step 2006, resolved',
      ],
      personalData: [
        { kind: 'name', value: 'IMANI R. FONTENOT-BAPTISTE' },
        { kind: 'address', value: '2231 ELYSIAN FIELDS AVE APT 5' },
        { kind: 'address', value: 'NEW ORLEANS LA 70117' },
        { kind: 'record-number', value: '43 118 902' },
        { kind: 'name', value: 'Fontenot-Baptiste' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-statement-spouse-nightmares-snoring',
    kind: 'statement-or-decision',
    format: 'text',
    text: `To Whom It May Concern at the Department of Veterans Affairs,

My name is Rosalind Theresa Abernethy-Cole. I have been married to Gideon Abernethy-Cole (date of birth 09/02/1979, Social Security number 248-91-6630) since June 2003. We live at 61 Larkspur Hollow, Clarksville, TN 37043, and my phone number is (931) 555-0108. I am writing to describe the changes I have seen in my husband since he came home from Iraq.

Gideon deployed to Iraq with 2nd Battalion, 7th Cavalry Regiment from 2004 to 2005 and was in the fighting in Fallujah in November 2004. He told me his Bradley was hit by an RPG there and that he had to pull another soldier out of it. Before he left he was easygoing and laughed all the time.

Since he came back he has nightmares several nights a week. He thrashes and yells, and one night in 2006 he grabbed me by the throat while he was still asleep. Since then I have slept in the guest room most nights. He checks the locks over and over, will not sit with his back to the door in a restaurant, and left our son's graduation early because of the crowd. He drinks 6 to 8 beers most nights and says it is the only way he can sleep. Our sons, Caleb and Jonah, are afraid of his temper.

He also snores so loudly I can hear him through the wall. When I did sleep next to him I watched him stop breathing for what felt like 20 or 30 seconds and then gasp and choke. He falls asleep at red lights and during church. He has never been tested or diagnosed for this because he refuses to see a doctor.

He has never talked about hurting himself, and when I asked him straight out last spring he told me he has never thought about it. I still worry about him.

I certify that the statements above are true and correct to the best of my knowledge and belief.

Rosalind T. Abernethy-Cole
October 22, 2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'fighting in Fallujah, Iraq November 2004',
        'Bradley hit by RPG; pulled another soldier out of the vehicle',
        'deployment to Iraq with 2-7 Cavalry 2004-2005',
      ],
      personalData: [
        { kind: 'name', value: 'Rosalind Theresa Abernethy-Cole' },
        { kind: 'name', value: 'Gideon Abernethy-Cole' },
        { kind: 'date-of-birth', value: '09/02/1979' },
        { kind: 'ssn', value: '248-91-6630' },
        { kind: 'address', value: '61 Larkspur Hollow, Clarksville, TN 37043' },
        { kind: 'phone', value: '(931) 555-0108' },
        { kind: 'name', value: 'Gideon' },
        { kind: 'name', value: 'Caleb' },
        { kind: 'name', value: 'Jonah' },
        { kind: 'name', value: 'Rosalind T. Abernethy-Cole' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-cp-exam-right-knee-secondary-negative-pdf',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `C&P EXAMINATION - MEDICAL OPINION SUMMARY                                       Page 1 of 2
Medical Opinion Disability Benefits Questionnaire (VA contract examination)

Veteran: Marchetti-Dube, Yolanda F.          Claim ID: 1720348856
DOB: 05/19/1969                              Date of examination: 09/17/2026
Type of exam: [X] In-person  [ ] ACE (records review only)  [ ] Telehealth
Records reviewed: [X] VBMS e-folder  [X] VA treatment records (CAPRI)  [X] Private orthopedic records  [ ] Other

CLAIMED CONDITION: Right knee condition, claimed as secondary to service-connected left knee patellofemoral syndrome with degenerative arthritis (rated 10 percent).

DIAGNOSIS: Right knee degenerative arthritis (primary osteoarthritis, medial compartment). ICD-10: M17.11. Date of diagnosis: 03/2024 (x-ray).

PERTINENT HISTORY:
Army 1987-2009, Military Police. Left knee injured in 1994 when she fell from the back of a 2.5-ton truck at Fort Leonard Wood; service connected in 2010. Right knee: STRs are silent for any right knee complaint, and the 2009 retirement examination documents a normal right knee. Right knee pain began in 2023. After retirement she worked as a letter carrier from 2009 to 2024, walking 9 to 12 miles a day. BMI 34.
EXAM: Gait normal and symmetric; no limp or antalgic gait observed; shoe wear symmetric. Right knee flexion 0-120 with medial joint line tenderness and crepitus; stable ligaments. Left knee flexion 0-130, mild patellofemoral crepitus.
IMAGING: Bilateral standing knee x-rays 03/2024: right knee moderate medial joint space narrowing with osteophytes; left knee mild patellofemoral narrowing only.
--------------------------------------------------------------------------------------------
Marchetti-Dube, Yolanda F.     Claim ID: 1720348856                              Page 2 of 2

MEDICAL OPINION - SECONDARY (CAUSATION)
[X] The claimed condition is less likely than not (less than 50% probability) proximately due to or the result of the Veteran's service-connected condition.
Rationale: The Veteran's service-connected left knee condition is mild and has not produced an altered gait, and the medical literature does not support that a mild unilateral knee condition without gait change causes osteoarthritis in the opposite knee. The Veteran's right knee osteoarthritis is less likely than not proximately due to or the result of her service-connected left knee condition, and is more consistent with age, elevated BMI, and 15 years of occupational walking as a letter carrier.

MEDICAL OPINION - SECONDARY (AGGRAVATION)
[X] The claimed condition is not aggravated beyond its natural progression by the service-connected condition.
Rationale: There is no gait abnormality or documented increase in right knee load attributable to the left knee, and the right knee findings are typical of the natural progression of medial compartment osteoarthritis. The Veteran's right knee osteoarthritis is less likely than not aggravated beyond its natural progression by her service-connected left knee condition.

MEDICAL OPINION - DIRECT
Rationale: STRs, including the 2009 retirement examination, show no right knee injury or complaint, and symptoms began 14 years after retirement. It is less likely than not that the right knee condition was incurred in or caused by military service.

Examiner: Theo Vukovich, MD, Occupational Medicine     Signed: 09/18/2026`,
    expected: {
      conditions: [{ name: 'Degenerative arthritis', diagnosticCode: '5003' }],
      nexusOpinions: [
        {
          condition: 'Degenerative arthritis',
          strength: 'less likely than not',
          quote: "The Veteran's right knee osteoarthritis is less likely than not proximately due to or the result of her service-connected left knee condition, and is more consistent with age, elevated BMI, and 15 years of occupational walking as a letter carrier.",
        },
        {
          condition: 'Degenerative arthritis',
          strength: 'less likely than not',
          quote: "The Veteran's right knee osteoarthritis is less likely than not aggravated beyond its natural progression by her service-connected left knee condition.",
        },
        {
          condition: 'Degenerative arthritis',
          strength: 'less likely than not',
          quote: 'It is less likely than not that the right knee condition was incurred in or caused by military service.',
        },
      ],
      inServiceEvents: ['fell from back of 2.5-ton truck injuring left knee at Fort Leonard Wood 1994'],
      personalData: [
        { kind: 'name', value: 'Marchetti-Dube, Yolanda F.' },
        { kind: 'record-number', value: '1720348856' },
        { kind: 'date-of-birth', value: '05/19/1969' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r10-statement-veteran-rollover-past-si-image',
    kind: 'statement-or-decision',
    format: 'image',
    text: `STATEMENT IN SUPPORT OF CLAIM
VA FORM 21-4138
FIRST NAME - MIDDLE NAME - LAST NAME OF VETERAN:
  WENDELL AUGUSTUS BRISCOE-NAKATA
SOCIAL SECURITY NO.: 405-83-1927
VA FILE NO.: C 27 604 118
VETERAN'S DATE OF BIRTH: 08/14/1983
TELEPHONE NUMBER: (706) 555-0161
MAILING ADDRESS: 902 Peachtree Battle Cir, Columbus, GA 31904

THE FOLLOWING STATEMENT IS MADE IN CONNECTION WITH A
CLAIM FOR BENEFITS IN THE CASE OF THE ABOVE-NAMED VETERAN:

I am filing for PTSD and neck pain. In October 2006 I was
the gunner on an up-armored Humvee that rolled over into a
canal near Yusufiyah, Iraq. I was thrown from the turret
and landed on my head and shoulder. Our driver drowned
before we could get him out. I was seen at the aid station
for neck pain and cuts and went back out two days later.

Since then I have nightmares about the water almost every
week. I do not go near lakes or pools. I get angry fast
and I lost two jobs because of it. My neck is stiff every
day and I cannot turn my head all the way to check my
blind spot.

In 2019 I thought about ending my life. I had a plan to use
my pistol. My wife Keiko found out and I went to the Vet
Center. I have not had those thoughts since 2020 and I
still see my counselor there every two weeks.

I have not been diagnosed by a VA doctor yet. I am asking
for an exam for both conditions.

I CERTIFY THAT the statements on this form are true and
correct to the best of my knowledge and belief.
SIGNATURE: Wendell A. Briscoe-Nakata     DATE: 11/02/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Humvee rollover into canal near Yusufiyah, Iraq October 2006',
        'thrown from turret, landing on head and shoulder; treated at aid station for neck pain',
        'driver drowned in rollover',
      ],
      personalData: [
        { kind: 'name', value: 'WENDELL AUGUSTUS BRISCOE-NAKATA' },
        { kind: 'ssn', value: '405-83-1927' },
        { kind: 'record-number', value: 'C 27 604 118' },
        { kind: 'date-of-birth', value: '08/14/1983' },
        { kind: 'phone', value: '(706) 555-0161' },
        { kind: 'address', value: '902 Peachtree Battle Cir, Columbus, GA 31904' },
        { kind: 'name', value: 'Keiko' },
        { kind: 'name', value: 'Wendell A. Briscoe-Nakata' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
]
