/**
 * The sixth held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 6 of the analysis work was under way; committed unread, to be
 * judged once at the end of that round. All people, numbers and places are invented. Do not edit
 * by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const sixthHeldOutRecords: readonly EvaluationRecord[] = [
  {
    id: 'cprs-primary-care-htn-dm-osa',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PRIMARY CARE FOLLOW UP NOTE
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: OCT 02, 2026@09:41     ENTRY DATE: OCT 02, 2026@10:15:22
      AUTHOR: OKAFOR,BEATRICE N      EXP COSIGNER:
     URGENCY:                            STATUS: COMPLETED

PATIENT: TREMBLAY,ROLAND J    SSN: 431-58-3381    DOB: 03/14/1968 (58)
Facility: Marlow Creek VA Community Based Outpatient Clinic

CC: 6 month f/u HTN, DM2, CPAP use

S: 58 y/o veteran here for routine follow up. Reports home BP readings 130s-140s/80s.
Taking lisinopril daily, occasionally misses evening metformin. Using CPAP most nights,
about 6 hrs. Wife Denise reports snoring much improved. Mild heartburn after late meals,
better with omeprazole. Denies chest pain, SOB, claudication, numbness or tingling in
feet. Denies vision changes.

ROS: otherwise negative except as above.

ACTIVE PROBLEM LIST:
 1. Essential hypertension (ICD-10 I10)
 2. Type 2 diabetes mellitus without complication (E11.9)
 3. Obstructive sleep apnea (G47.33) - on CPAP since 2021, sleep study AHI 24
 4. Gastroesophageal reflux disease (K21.9)
 5. Hyperlipidemia (E78.5)

FAMILY HX: Father MI at 61. Mother with breast cancer.
SOCIAL: Former smoker, quit 2012. AUDIT-C 2 (negative).

MEDICATIONS (active outpatient):
 LISINOPRIL 20MG TAB  TAKE ONE TABLET BY MOUTH DAILY
 METFORMIN HCL 500MG TAB  TAKE TWO TABLETS BY MOUTH TWICE A DAY
 ATORVASTATIN 40MG TAB  TAKE ONE TABLET BY MOUTH AT BEDTIME
 OMEPRAZOLE 20MG CAP,EC  TAKE ONE CAPSULE BY MOUTH DAILY

O: BP 138/84  P 76  R 16  T 97.9 F  Wt 231 lb  BMI 32.4
Gen: NAD. CV: RRR, no murmur. Lungs: CTA bilaterally. Ext: no edema.
Feet: monofilament intact bilaterally, pulses 2+. No ulcers.
Labs 09/24/2026: A1c 7.4%, LDL 96, Cr 0.98, eGFR >60, urine microalbumin negative.

SCREENING: PHQ-2 score 0. Pt denies suicidal ideation. Depression screen negative.

A/P:
 1. HTN - above goal at home. Increase lisinopril to 40 mg daily. Recheck BMP 2 wks.
 2. DM2 - A1c 7.4, close to goal. Reinforced med adherence. Diabetic eye exam ordered.
 3. OSA - compliant per download (87% of nights >4 hrs). Continue CPAP.
 4. GERD - stable on omeprazole. Avoid late meals.
 5. HLD - continue atorvastatin.
 6. R/O peripheral neuropathy - exam normal today, no dx at this time.

RTC 6 months with labs prior. Pt can be reached at (608) 555-0172.

/es/ BEATRICE N OKAFOR, MD
PHYSICIAN
Signed: 10/02/2026 10:15`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Sleep apnea', diagnosticCode: '6847' },
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'Hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'TREMBLAY,ROLAND J' },
        { kind: 'ssn', value: '431-58-3381' },
        { kind: 'date-of-birth', value: '03/14/1968' },
        { kind: 'name', value: 'Denise' },
        { kind: 'phone', value: '(608) 555-0172' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-mh-intake-ptsd-convoy-ied',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH PSYCHIATRY INTAKE
STANDARD TITLE: MENTAL HEALTH INITIAL EVALUATION NOTE
DATE OF NOTE: AUG 19, 2026@13:30     ENTRY DATE: AUG 19, 2026@15:02:47
      AUTHOR: LINDQVIST,PETER A      EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PT NAME: QUINTANILLA,MARISOL E       LAST 4: 7720      DOB: 11/02/1986
Birchfield VA Medical Center - Behavioral Health Clinic, Bldg 4

ID: 39 y/o female Army veteran (2005-2013, motor transport operator), self-referred
after increased nightmares since her unit reunion in June.

HPI: Veteran describes a 2010 convoy in which the truck ahead of hers struck an IED; she
helped pull the driver from the burning cab and he died at the scene. During the same
deployment her base took frequent rocket and mortar attacks over about 4 months.
Since then: nightmares 3-4x/wk, avoids driving on highways, startles at loud noises, sits
facing doors, feels detached from her husband Gabriel. Irritability at work (warehouse
supervisor), two written warnings this year. Sleep 4-5 hrs/night.
Reports she drank heavily 2014-2019 (up to 10 beers/day); quit on her own in 2019 after
a DUI. No alcohol since. AUDIT-C today 0.

SUICIDE RISK: Endorses a period of passive suicidal ideation in 2019 ("thought my kids
would be better off without me") around the time of the DUI; no attempt, no plan. Denies
current SI, HI, plan or intent. C-SSRS screen: past-month negative. Protective factors:
two children, faith, employment. No firearms in the home (husband's rifle kept at his
brother's house). Acute risk low, chronic risk moderate. Safety plan reviewed and a copy
given. Veterans Crisis Line information provided.

PAST PSYCH HX: No prior MH treatment. No hospitalizations. No prior attempts.
FAMILY HX: Mother with bipolar disorder. Brother with alcohol use disorder.
MEDICAL: No significant medical history. TBI screen negative.

MSE: Alert, oriented x4, casually dressed, good eye contact. Speech normal rate/volume.
Mood "on edge." Affect anxious, congruent. Thought process linear. No AH/VH. No delusions.
Insight good, judgment fair.

MEASURES: PCL-5 = 58.  PHQ-9 = 14 (item 9 = 0).  GAD-7 = 15.

DIAGNOSES:
 1. Posttraumatic stress disorder, chronic (F43.12)
 2. Alcohol use disorder, moderate, in sustained remission (F10.21)
 Bipolar disorder considered and ruled out: no history of manic or hypomanic episodes.

PLAN:
 1. Start sertraline 50 mg daily; titrate to 100 mg in 2 weeks if tolerated.
 2. Prazosin 1 mg at bedtime for nightmares, titrate per protocol.
 3. Referral to PTSD Clinical Team for Cognitive Processing Therapy.
 4. Continue abstinence; offered peer support group, pt will consider.
 5. RTC 4 weeks. Best contact for pt: (417) 555-0138 (cell).

/es/ PETER A LINDQVIST, MD
STAFF PSYCHIATRIST`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['IED strike on convoy 2010, driver died', 'rocket and mortar attacks on base'],
      personalData: [
        { kind: 'name', value: 'QUINTANILLA,MARISOL E' },
        { kind: 'ssn', value: '7720' },
        { kind: 'date-of-birth', value: '11/02/1986' },
        { kind: 'name', value: 'Gabriel' },
        { kind: 'phone', value: '(417) 555-0138' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'cprs-audiology-artillery-hearing-aids',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: AUDIOLOGY HEARING AID EVALUATION
STANDARD TITLE: AUDIOLOGY NOTE
DATE OF NOTE: SEP 08, 2026@10:00     ENTRY DATE: SEP 08, 2026@11:47:09
      AUTHOR: FENWICK,HALEY M        EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: DRUMMOND,CALVIN T   SSN: 529-04-6618   Age: 61

Reason for visit: Consult from PACT for hearing difficulty and ringing in ears.

History: Veteran reports gradual decline in hearing over 10+ years, worse in restaurants
and with TV. Served 1983-2004 in field artillery as a cannon crewmember; reports firing
155 mm howitzers without consistent hearing protection. Post-service worked as a school
bus mechanic; denies recreational hunting. Reports constant bilateral tinnitus,
"high-pitched whine," present since a live-fire exercise in 1991 when a round was fired
beside him while he had no ear plugs in. Tinnitus worse at night. Denies vertigo,
otalgia, drainage. Family hx: father wore hearing aids in his 70s.

Otoscopy: clear canals, TMs intact bilaterally.
Tympanometry: Type A bilaterally.

Pure tone thresholds (dB HL):
  Hz        250   500  1000  2000  3000  4000  6000  8000
  RIGHT      15    20    25    40    55    65    70    65
  LEFT       15    15    30    45    60    70    75    70

Speech: SRT R 25 dB / L 30 dB.  WRS (NU-6) R 84% / L 80% at 70 dB HL.

Results: Bilateral mild sloping to severe sensorineural hearing loss, left slightly
worse than right. Good agreement SRT/PTA. No conductive component.

Assessment:
 1. Sensorineural hearing loss, bilateral (H90.3)
 2. Tinnitus, bilateral, constant (H93.13)

Plan:
 - Hearing aid candidate; ordered bilateral RIC hearing aids, fitting in 3 weeks.
 - Tinnitus education provided; sound generator feature to be activated at fitting.
 - Etiology is not addressed in this clinical note; a separate C&P exam is pending.
 - Return 3 weeks for fitting. Home phone (319) 555-0187 confirmed for scheduling.

/es/ HALEY M FENWICK, AuD
CLINICAL AUDIOLOGIST`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'howitzer fire without consistent hearing protection (field artillery 1983-2004)',
        'live-fire exercise 1991, round fired beside him without ear plugs',
      ],
      personalData: [
        { kind: 'name', value: 'DRUMMOND,CALVIN T' },
        { kind: 'ssn', value: '529-04-6618' },
        { kind: 'phone', value: '(319) 555-0187' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-pmr-spine-consult-l5-radiculopathy',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: PM&R SPINE CLINIC CONSULT
STANDARD TITLE: PHYSICAL MEDICINE REHAB CONSULT
DATE OF NOTE: JUL 23, 2026@08:15     ENTRY DATE: JUL 23, 2026@12:40:31
      AUTHOR: ABERNATHY,JULIUS K     EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: NAKASHIMA,DEREK S    SSN: 614-27-0953    DOB: 06/30/1977
Address on file: 2214 Quillmont Ave, Apt 3B, Harlow Springs, OR 97399

REASON FOR CONSULT: Chronic low back pain with left leg pain, failed 6 wks home exercise.

HPI: 49 y/o Marine Corps veteran with LBP since 2003 when he landed hard on a parachute
jump and felt a "pop" in his low back; treated at sick call with Motrin and light duty.
Pain intermittent through service, progressively constant since 2018. Now 6/10 at rest,
8/10 with prolonged standing. Radiates to left buttock, lateral thigh and dorsum of foot
with numbness. Denies bowel/bladder incontinence, saddle anesthesia, fever, weight loss.
Has tried naproxen, cyclobenzaprine, home exercise, chiropractic x 10 visits.

PRIOR IMAGING: MRI L-spine 05/2026: L4-5 left paracentral disc protrusion contacting the
traversing left L5 nerve root; mild facet arthropathy L4-S1. No central stenosis.

EXAM:
 Inspection: no scoliosis. Paraspinal muscle spasm L3-S1 with guarding.
 ROM thoracolumbar (goniometer): Flexion 0-55 deg (pain at 45). Extension 0-15.
   Right lat flexion 0-20. Left lat flexion 0-20. Right rotation 0-25. Left rotation 0-25.
 SLR: positive on left at 40 deg; negative on right.
 Strength: L EHL 4/5, L ankle DF 4+/5, otherwise 5/5.
 Sensation: decreased light touch L L5 dermatome (dorsum of foot). R normal.
 Reflexes: patellar 2+ bilat; Achilles 2+ bilat.
 Gait: antalgic, can heel/toe walk with effort on left.

EMG/NCS 07/2026: Left L5 radiculopathy, chronic, mild, without active denervation.

ASSESSMENT:
 1. Lumbosacral strain, chronic, with paraspinal spasm.
 2. Left L5 radiculopathy (sciatic nerve distribution), mild, due to L4-5 disc
    protrusion.
 3. Hypertension: not present; listed in error on prior problem list, removed today.
    BP 122/78 today and normal at every visit.

PLAN:
 1. Formal PT 2x/week x 8 weeks: core stabilization, McKenzie extension protocol.
 2. Gabapentin 300 mg qhs, titrate to 300 mg TID.
 3. Left L5 transforaminal ESI offered; pt wishes to try PT first.
 4. TENS unit ordered.
 5. F/U 8 weeks. Contact: (971) 555-0164.

/es/ JULIUS K ABERNATHY, DO
PHYSIATRIST`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Sciatic radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['hard parachute landing 2003, low back injury'],
      personalData: [
        { kind: 'name', value: 'NAKASHIMA,DEREK S' },
        { kind: 'ssn', value: '614-27-0953' },
        { kind: 'date-of-birth', value: '06/30/1977' },
        { kind: 'address', value: '2214 Quillmont Ave, Apt 3B, Harlow Springs, OR 97399' },
        { kind: 'phone', value: '(971) 555-0164' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-mh-med-management-mdd-passive-si',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: MH MEDICATION MANAGEMENT F/U
STANDARD TITLE: MENTAL HEALTH NOTE
DATE OF NOTE: NOV 03, 2026@14:00     ENTRY DATE: NOV 03, 2026@14:52:10
      AUTHOR: MBEKI,SARAH L          EXP COSIGNER:
PATIENT: HOLLOWAY,TRAVIS W   LAST4: 2096   DOB: 01/25/1991

S: Veteran seen for f/u of depression. Since last visit his father-in-law passed and he
was laid off. Reports low mood most days, poor appetite, sleeping 10-11 hrs, no interest
in fishing. Endorses passive suicidal ideation over the past two weeks ("sometimes I
wish I just wouldn't wake up"). Denies active SI, intent, plan, or preparatory behavior.
Denies HI. No access to firearms (gave his guns to his brother Kyle to hold in Sept).
Drinks 2-3 beers on weekends; AUDIT-C 3. Denies drug use.

O: PHQ-9 = 19 (item 9 = 1). C-SSRS: passive wish to be dead, past month; no ideation
with method, intent or plan. Appears tired, psychomotor slowing, affect constricted,
thought process linear, no psychosis. Insight and judgment fair.

A:
 1. Major depressive disorder, recurrent, moderate (F33.1) - worsening.
 2. Hypersomnia - symptom of MDD; no separate sleep disorder diagnosed.
 Acute risk: low-intermediate. Chronic risk: moderate (male, recent job loss, prior
 depressive episodes). High Risk Flag not indicated at this time.

P:
 1. Increase bupropion XL from 150 mg to 300 mg daily.
 2. Safety plan updated with pt; Veterans Crisis Line reviewed (988, press 1).
 3. Caring contact call in 1 week by suicide prevention team. Confirmed cell
    (804) 555-0119.
 4. Referral to behavioral activation group. RTC 3 weeks.

/es/ SARAH L MBEKI, PMHNP-BC`,
    expected: {
      conditions: [{ name: 'Major depressive disorder', diagnosticCode: '9434' }],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'HOLLOWAY,TRAVIS W' },
        { kind: 'ssn', value: '2096' },
        { kind: 'date-of-birth', value: '01/25/1991' },
        { kind: 'name', value: 'Kyle' },
        { kind: 'phone', value: '(804) 555-0119' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'dbq-hearing-tinnitus-crew-chief',
    kind: 'dbq',
    format: 'text',
    text: `HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Alvarez-Whitlock, Renata J
Veteran's SSN: 388-61-2047          VA File number: 28 417 655
Date of examination: 10/14/2026
Examination location: Ferncliff VA Medical Center, Audiology C&P

SECTION I - HEARING LOSS
1. Does the Veteran have a diagnosis of sensorineural hearing loss (in the frequency
   range of 500-4000 Hz)?
   [ ] No   [X] Yes   [ ] Right ear  [ ] Left ear  [X] Both ears

2. Evidence review: [X] C-file reviewed via VBMS  [ ] No records were reviewed

3. Audiometric test results (pure tone thresholds in dB):
                 500   1000   2000   3000   4000
   RIGHT EAR      15     20     35     50     55
   LEFT EAR       20     25     40     55     60
   Speech discrimination (Maryland CNC): Right 92%  Left 88%
   Use of speech discrimination score appropriate: [X] Yes [ ] No

4. Entrance exam (05/1998): all thresholds 5-15 dB bilaterally.
   Separation exam (08/2018): all thresholds 500-4000 Hz 10-20 dB bilaterally; no
   significant threshold shift from entrance.

5. Medical opinion - hearing loss:
   [ ] It is at least as likely as not (50% or greater probability) that the Veteran's
       hearing loss is caused by or a result of an event in military service.
   [X] It is less likely than not (less than 50% probability) that the Veteran's hearing
       loss is caused by or a result of an event in military service.
   Rationale: Hearing was normal at separation with no significant threshold shift
   during 20 years of service. Per the Institute of Medicine (2006), there is no
   scientific basis for delayed-onset noise-induced hearing loss. Post-service
   occupational noise (sawmill operator, 2018-2026) is noted.

SECTION II - TINNITUS
6. Does the Veteran report recurrent tinnitus? [X] Yes [ ] No
   Onset: Veteran reports onset in 2003 while working as a flight line crew chief, after
   a hot-refuel on the flight line when the seal of her earmuffs failed. Constant since.

7. Medical opinion - tinnitus:
   [ ] Tinnitus is at least as likely as not a symptom associated with the hearing loss.
   [X] Tinnitus is at least as likely as not (50% or greater probability) caused by
       or a result of military noise exposure.
   [ ] Tinnitus is less likely than not caused by or a result of military noise exposure.
   Rationale: Veteran's duties (crew chief, 1998-2018) carry a high probability of
   hazardous noise exposure per the Duty MOS Noise Exposure Listing. Her report of onset
   during service is credible and consistent. The tinnitus is not attributed to her
   hearing loss.

8. Functional impact: "I can't follow conversations at church or in meetings; the
   ringing keeps me up at night."

DIAGNOSES: 1. Sensorineural hearing loss, bilateral   2. Tinnitus, recurrent

Examiner: Oyelaran, Grace T, Au.D., CCC-A      Date signed: 10/14/2026`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Hearing loss',
          strength: 'less likely than not',
          quote: "It is less likely than not (less than 50% probability) that the Veteran's hearing",
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'Tinnitus is at least as likely as not (50% or greater probability) caused by',
        },
      ],
      inServiceEvents: [
        'flight line noise exposure as crew chief 1998-2018',
        'earmuff seal failed during hot-refuel 2003',
      ],
      personalData: [
        { kind: 'name', value: 'Alvarez-Whitlock, Renata J' },
        { kind: 'ssn', value: '388-61-2047' },
        { kind: 'record-number', value: '28 417 655' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-thoracolumbar-tailgate-fall',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: PELLETIER, AUGUSTIN M
SSN: 702-18-5530                   VA file number: 31 882 409
Date of exam: 09/30/2026           Examiner facility: Dunmore Crossing VA Clinic

IS THIS DBQ BEING COMPLETED IN CONJUNCTION WITH A VA 21-2507, C&P EXAMINATION REQUEST?
[X] Yes  [ ] No
ACCEPTABLE CLINICAL EVIDENCE (ACE): [ ] Yes  [X] No - in-person examination
EVIDENCE REVIEW: [X] VA claims file (VBMS)  [X] VA treatment records  [ ] No records

SECTION I - DIAGNOSIS
1a. Does the Veteran now have or has he ever been diagnosed with a thoracolumbar spine
    condition?  [X] Yes  [ ] No
1b. Diagnosis #1: Lumbosacral strain                    ICD: S39.012A    Date: 2011
    Diagnosis #2: Degenerative arthritis of the spine   ICD: M47.816     Date: 2024
    Diagnosis #3: Intervertebral disc syndrome   [ ] (not diagnosed - see Section IX)

SECTION II - MEDICAL HISTORY
2a. Onset and course: Veteran reports that in March 2011, while loading equipment at
    Fort Brannock, he fell backward off the tailgate of a 5-ton truck and landed on his
    low back on a concrete pad. Seen at the troop medical clinic, diagnosed with lumbar
    strain, 7 days light duty. Recurrent LBP visits documented in STRs in 2012, 2014 and
    2015. Post-service: HVAC installer; pain gradually worse; x-rays 2024 show L3-S1
    degenerative changes.
2b. Flare-ups: [X] Yes - "After a full day crawling in attics, I can barely get out of
    bed for 2-3 days." About 2x/month.
2c. Functional loss: [X] Yes - cannot lift over 30 lb or stand more than 30 minutes.

SECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION
3a. Initial ROM: [ ] All normal  [X] Abnormal or outside normal range
    Forward flexion (0 to 90):          0 to 60 degrees
    Extension (0 to 30):                0 to 20 degrees
    Right lateral flexion (0 to 30):    0 to 25 degrees
    Left lateral flexion (0 to 30):     0 to 20 degrees
    Right lateral rotation (0 to 30):   0 to 30 degrees
    Left lateral rotation (0 to 30):    0 to 25 degrees
    Pain noted on exam: [X] Yes - forward flexion, extension, left lateral flexion
    Evidence of pain with weight bearing: [X] Yes
    Objective evidence of localized tenderness: [X] Yes - L4-S1 paraspinals
3b. Repetitive use testing with at least three repetitions: [X] Yes
    Post-test forward flexion: 0 to 55 degrees. Additional loss due to pain and fatigue.
3c. Flare-up estimate: forward flexion 0 to 45 degrees (per Veteran's description).

SECTION IV - GUARDING AND MUSCLE SPASM
    Muscle spasm: [X] Yes, not resulting in abnormal gait or spinal contour
    Guarding: [ ] Yes  [X] No

SECTION V - MUSCLE STRENGTH: hip flexion 5/5, knee extension 5/5, ankle plantar flexion
    5/5, ankle dorsiflexion 5/5 bilat, great toe extension R 4/5 L 5/5.
    Muscle atrophy: [ ] Yes  [X] No

SECTION VI - REFLEXES: knee 2+ bilaterally; ankle R 1+ L 2+
SECTION VII - SENSORY: decreased sensation R lower leg/ankle (L4/L5/S1); left normal.
    Straight leg raising test: Right [X] Positive   Left [X] Negative

SECTION VIII - RADICULOPATHY
8a. Radicular pain or other signs or symptoms due to radiculopathy? [X] Yes  [ ] No
    Constant pain:               Right [X] Mild       Left [X] None
    Intermittent pain:           Right [X] Moderate   Left [X] None
    Paresthesias/dysesthesias:   Right [X] Mild       Left [X] None
    Numbness:                    Right [X] Mild       Left [X] None
8b. Nerve roots involved: [X] Involvement of L4/L5/S1/S2/S3 nerve roots (sciatic nerve)
8c. Severity of radiculopathy: Right [X] Mild   Left [X] Not affected

SECTION IX - INTERVERTEBRAL DISC SYNDROME (IVDS)
    Does the Veteran have IVDS of the thoracolumbar spine? [ ] Yes  [X] No

SECTION X - OTHER
    Bowel or bladder problems related to the spine: [ ] Yes  [X] No
    Ankylosis: [ ] Yes  [X] No    Scars: [ ] Yes  [X] No    Assistive devices: [X] Brace

SECTION XI - DIAGNOSTIC TESTING
    Imaging: [X] Yes - X-ray L-spine 02/2024: arthritis documented; L3-S1 disc space
    narrowing and facet hypertrophy. Vertebral fracture: [ ] Yes  [X] No

SECTION XII - FUNCTIONAL IMPACT: Unable to perform heavy lifting, climb ladders, or stand
    for long periods; missed about 6 work days in the past year.

SECTION XIII - MEDICAL OPINION
    [X] The claimed condition was at least as likely as not (50% or greater probability)
        incurred in or caused by the claimed in-service injury, event, or illness.
    [ ] The claimed condition was less likely than not (less than 50% probability)
        incurred in or caused by the claimed in-service injury, event, or illness.
    Rationale: STRs document the 03/2011 fall from a truck tailgate with a diagnosis of
    lumbar strain and repeated visits for low back pain through 2015, showing chronicity.
    The arthritis is at least as likely as not a continuation of that same injury.
    Right sciatic radiculopathy is at least as likely as not due to the same injury.

Examiner: Castellanos, Milo R, MD         Date signed: 09/30/2026`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'Sciatic radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'The claimed condition was at least as likely as not (50% or greater probability)',
        },
        {
          condition: 'Degenerative arthritis of the spine',
          strength: 'at least as likely as not',
          quote: 'The arthritis is at least as likely as not a continuation of that same injury.',
        },
        {
          condition: 'Sciatic radiculopathy',
          strength: 'at least as likely as not',
          quote: 'Right sciatic radiculopathy is at least as likely as not due to the same injury.',
        },
      ],
      inServiceEvents: ['fell backward off a 5-ton truck tailgate onto concrete 2011'],
      personalData: [
        { kind: 'name', value: 'PELLETIER, AUGUSTIN M' },
        { kind: 'ssn', value: '702-18-5530' },
        { kind: 'record-number', value: '31 882 409' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-sleep-apnea-direct-and-secondary',
    kind: 'dbq',
    format: 'pdf',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: OKONKWO-BRANDT, ELIAS F
Date of birth: 12/09/1982          VA claim number: 29 305 118
Examination: VA C&P, Ridgeway Flats VA Clinic, 08/27/2026
Evidence reviewed: [X] VBMS C-file  [X] CPRS  [X] Private sleep study, Lakemont Sleep Ctr

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he ever been diagnosed with sleep apnea?
   [X] Yes  [ ] No
   [X] Obstructive sleep apnea    ICD: G47.33    Date of diagnosis: 03/2025
   [ ] Central sleep apnea
   [ ] Mixed sleep apnea
   Other diagnoses relevant to this exam: PTSD (service connected, 50%)

SECTION II - MEDICAL HISTORY
2a. Veteran reports loud snoring began "a few years after I got out"; his wife noticed
    pauses in breathing around 2020. STRs show no complaints of snoring, daytime
    somnolence or a sleep study; separation exam 2012 silent; weight at separation
    184 lb. Current weight 262 lb (BMI 36.1).
    Home sleep test 03/2025: AHI 31.4 events/hr, O2 nadir 81%.
2b. Treatment: [X] Requires use of breathing assistance device such as CPAP machine
    CPAP compliance download 2026: 78% of nights > 4 hours.

SECTION III - FINDINGS, SIGNS AND SYMPTOMS
3. [X] Persistent daytime hypersomnolence   [ ] Chronic respiratory failure
   [ ] Carbon dioxide retention   [ ] Cor pulmonale   [ ] Requires tracheostomy

SECTION IV - FUNCTIONAL IMPACT: dozes during afternoon meetings; stopped long drives.

SECTION V - MEDICAL OPINION (DIRECT SERVICE CONNECTION)
   [ ] At least as likely as not (50% or greater probability) incurred in or caused by
       service.
   [X] Less likely than not (less than 50% probability) incurred in or caused by service.
   Rationale: No documentation of sleep-disordered breathing during service; onset of
   witnessed apneas about 8 years after separation, concurrent with a 78 lb weight gain.

SECTION VI - MEDICAL OPINION (SECONDARY SERVICE CONNECTION)
   Is the OSA proximately due to or the result of the service-connected PTSD?
   [X] Less likely than not (less than 50% probability) proximately due to or the result
       of the Veteran's service-connected PTSD.
   Rationale: OSA is an anatomic upper airway obstruction; the medical literature does
   not support PTSD as a cause. His PTSD medications (sertraline, prazosin) are not
   respiratory depressants. Weight gain is the principal risk factor here, and the
   record does not show that the weight gain was driven by PTSD or its treatment.

Examiner: Thibodeaux, Lorraine K, MD, Pulmonary      Signed: 08/28/2026`,
    expected: {
      conditions: [
        { name: 'Sleep apnea', diagnosticCode: '6847' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Sleep apnea',
          strength: 'less likely than not',
          quote: 'Less likely than not (less than 50% probability) incurred in or caused by service.',
        },
        {
          condition: 'Sleep apnea',
          strength: 'less likely than not',
          quote: 'Less likely than not (less than 50% probability) proximately due to or the result',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'OKONKWO-BRANDT, ELIAS F' },
        { kind: 'date-of-birth', value: '12/09/1982' },
        { kind: 'record-number', value: '29 305 118' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-initial-ptsd-rollover-canal',
    kind: 'dbq',
    format: 'image',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: Szymanski, Theodore "Teddy" A      SSN (last 4): 8154
VA file number: 27 960 341      Exam date: 06/11/2026      Ashgrove VAMC, C&P Clinic

SECTION I - DIAGNOSIS
1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria?
   [X] Yes  [ ] No
2. Current mental disorder diagnoses:  Diagnosis #1: PTSD    ICD: F43.10
   Other diagnoses: [X] No other mental disorder diagnosis (depressive symptoms are
   part of the PTSD presentation; criteria for MDD are not met)
3. TBI: [ ] Yes  [X] No

SECTION II - HISTORY
Social: Married to Ilona, two sons; employed as a mail carrier.
Military: Army 2004-2010, infantry, one combat deployment 2006-2007.
Substance use: social alcohol, AUDIT-C 2. No drug use.

SECTION III - STRESSOR
Stressor #1: In 11/2006 the lead HMMWV in his patrol rolled over into a canal; he
helped with the recovery and saw his squad leader drown before they could cut him free.
  Adequate to support diagnosis: [X] Yes    Related to fear of hostile activity: [X] Yes

SECTION IV - SYMPTOMS (mark all that apply)
[X] Depressed mood             [X] Anxiety               [X] Chronic sleep impairment
[X] Suspiciousness             [ ] Panic attacks more than once a week
[X] Mild memory loss           [X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[X] Suicidal ideation          [ ] Persistent danger of hurting self or others
[ ] Gross impairment in thought processes or communication
Note: Veteran reports intermittent passive suicidal thoughts, most recently in April
2026; no plan or intent today. Crisis resources provided.

PCL-5 (administered today): 61

SECTION V - OCCUPATIONAL AND SOCIAL IMPAIRMENT
[ ] Total   [ ] Deficiencies in most areas   [X] Reduced reliability and productivity
[ ] Occasional decrease in work efficiency   [ ] Mild or transient symptoms

SECTION VI - MEDICAL OPINION
[X] The claimed condition was at least as likely as not (50% or greater probability)
    incurred in or caused by the claimed in-service stressor.
Rationale: The stressor is consistent with the circumstances of his combat service and
is conceded; symptoms began within months of his return and center on the event.

Capable of managing financial affairs: [X] Yes  [ ] No
Examiner: Haverford, Nia C, PsyD, Licensed Psychologist       06/11/2026`,
    expected: {
      conditions: [{ name: 'PTSD', diagnosticCode: '9411' }],
      nexusOpinions: [
        {
          condition: 'PTSD',
          strength: 'at least as likely as not',
          quote: 'The claimed condition was at least as likely as not (50% or greater probability)',
        },
      ],
      inServiceEvents: ['HMMWV rollover into a canal 2006, squad leader drowned'],
      personalData: [
        { kind: 'name', value: 'Szymanski, Theodore "Teddy" A' },
        { kind: 'ssn', value: '8154' },
        { kind: 'record-number', value: '27 960 341' },
        { kind: 'name', value: 'Ilona' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'dbq-headaches-speculation',
    kind: 'dbq',
    format: 'text',
    text: `HEADACHES (INCLUDING MIGRAINE HEADACHES) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: BRISCOE, LATOYA D
DOB: 07/17/1989       SSN: 583-20-9471       Claim #: 30 114 862
Date of exam: 09/05/2026    Contract examination, Valewood Examination Services

SECTION I - DIAGNOSIS
1a. Does the Veteran now have or has she ever had a headache condition? [X] Yes  [ ] No
1b. [X] Migraine including migraine variants    ICD: G43.709    Date of diagnosis: 2019
    [ ] Tension headache
    [ ] Cluster headache
    [ ] Other headache diagnosis
    Medication overuse headache was considered and excluded (triptan use < 6 days/month).

SECTION II - MEDICAL HISTORY
Veteran served in the Navy 2008-2016 as a hull maintenance technician. She reports that
in 2013, aboard ship, she struck her head on a steel hatch coaming while climbing a
ladder; seen in sick bay, small scalp laceration closed with steri-strips, no LOC. She
reports occasional headaches during the rest of her service but no further sick call
visits. First post-service treatment for headaches 2019 (civilian neurologist). MRI
brain 2019 normal. TBI: the Veteran does not have a TBI diagnosis; in-service TBI
screening was negative.

SECTION III - SYMPTOMS
Headache pain: [X] Pulsating or throbbing  [X] Pain localized to one side of the head
               [X] Pain worsens with physical activity
Non-headache symptoms: [X] Nausea  [X] Sensitivity to light  [X] Sensitivity to sound
                       [ ] Vomiting  [ ] Changes in vision
Duration of typical head pain: [X] 1-2 days
Location: [X] Left side of head

SECTION IV - PROSTRATING ATTACKS
Characteristic prostrating attacks of migraine headache pain: [X] Yes  [ ] No
Frequency: [ ] Less than once every 2 months   [ ] Once every 2 months
           [X] Once a month   [ ] More frequently than once per month
Very prostrating and prolonged attacks of migraine: [ ] Yes  [X] No

SECTION V - TREATMENT: sumatriptan 100 mg PRN; topiramate 50 mg BID for prevention.

SECTION VI - FUNCTIONAL IMPACT: Misses about 1 day of work per month (dental office
manager); must lie down in a dark room during attacks.

SECTION VII - MEDICAL OPINION
Question: Is the Veteran's migraine condition at least as likely as not related to the
2013 in-service head strike?
Opinion: I cannot resolve this issue without resort to mere speculation.
Rationale: The STRs document a minor scalp laceration without neurologic findings and
no further headache complaints. The Veteran credibly reports headaches in service, but
there is a 3-year gap in treatment and a strong family history of migraine (mother and
maternal aunt). The literature on minor head impact without TBI and later migraine is
mixed, and no further testing would clarify the question.

Examiner: Feldmann, Otto J, MD        Signed: 09/06/2026`,
    expected: {
      conditions: [{ name: 'Migraine', diagnosticCode: '8100' }],
      nexusOpinions: [
        {
          condition: 'Migraine',
          strength: 'unable to resolve',
          quote: 'I cannot resolve this issue without resort to mere speculation.',
        },
      ],
      inServiceEvents: ['struck head on a steel hatch coaming aboard ship 2013, scalp laceration'],
      personalData: [
        { kind: 'name', value: 'BRISCOE, LATOYA D' },
        { kind: 'date-of-birth', value: '07/17/1989' },
        { kind: 'ssn', value: '583-20-9471' },
        { kind: 'record-number', value: '30 114 862' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-psychologist-mst-ptsd-mdd',
    kind: 'private-letter',
    format: 'text',
    text: `ELMSWORTH PSYCHOLOGICAL ASSOCIATES, PLLC
Calder Falls, Minnesota

October 20, 2026

RE:        Jacqueline R. Varga
DOB:       04/08/1981
Address:   77 Foxhall Lane, Calder Falls, MN 55798
VA Claim:  26 771 390

To the Department of Veterans Affairs:

I am a licensed psychologist and have treated Ms. Varga weekly since February 2024 for
posttraumatic stress disorder and major depressive disorder. I write at her request in
support of her claim for service connection.

Records reviewed: her service treatment records and personnel file (Army, 2000-2006),
including her 2002-2004 evaluation reports; VA treatment notes 2019-2026; my own
treatment records; and a written statement from her former barracks roommate.

History: Ms. Varga reports that in September 2003, while assigned to a supply company at
Fort Wexley, she was sexually assaulted in the barracks by a senior noncommissioned
officer. She did not report it out of fear of retaliation. Her records show markers
consistent with 38 CFR 3.304(f)(5): a request for transfer in October 2003, a drop in
her evaluations from "among the best" to "fully capable," two sick call visits for
insomnia and pelvic pain in late 2003, and a pregnancy test with no documented reason
for the visit. Her roommate describes her abrupt withdrawal that autumn.

Clinical course: She has chronic intrusive memories, nightmares, hypervigilance,
avoidance of men in uniform, and emotional numbing, with pervasive low mood, anhedonia,
guilt and poor concentration. In 2015 she had suicidal ideation with a plan to overdose
and was hospitalized for five days; she has reported no suicidal thoughts since 2022.
Current PCL-5: 54. PHQ-9: 17.

Diagnoses (DSM-5-TR):
  1. Posttraumatic stress disorder, chronic (F43.12)
  2. Major depressive disorder, recurrent, moderate (F33.1)
  Borderline personality disorder was considered and ruled out.

Opinion: Based on my review and clinical evaluation, it is my professional opinion that
Ms. Varga's PTSD is more likely than not (greater than 50% probability) the result of
the military sexual trauma she experienced in 2003. It is further my opinion that
her major depressive disorder is at least as likely as not proximately due to her PTSD.

Rationale: Her symptom onset is documented within weeks of the assault through the
behavioral markers listed above; she had no mental health treatment or trauma history
before service; and her depressive symptoms have tracked the severity of her PTSD over
nearly three years of treatment.

Sincerely,

Harriet O. Penrose, PhD
Licensed Psychologist`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [
        {
          condition: 'PTSD',
          strength: 'more likely than not',
          quote: "Ms. Varga's PTSD is more likely than not (greater than 50% probability) the result of",
        },
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: 'her major depressive disorder is at least as likely as not proximately due to her PTSD.',
        },
      ],
      inServiceEvents: ['military sexual trauma (sexual assault in the barracks) 2003'],
      personalData: [
        { kind: 'name', value: 'Jacqueline R. Varga' },
        { kind: 'name', value: 'Varga' },
        { kind: 'date-of-birth', value: '04/08/1981' },
        { kind: 'address', value: '77 Foxhall Lane, Calder Falls, MN 55798' },
        { kind: 'record-number', value: '26 771 390' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'private-ortho-knees-parachute',
    kind: 'private-letter',
    format: 'text',
    text: `Brightwater Orthopaedic & Sports Medicine
Caspian L. Merriweather, MD, FAAOS

November 4, 2026

Re: Nexus opinion - bilateral knee condition
Patient: Hollis Ekwueme-Dunn      Date of birth: 02/21/1979
Chart #: BOS-0448127

Dear Rating Specialist,

Mr. Ekwueme-Dunn has been my patient since 2022 for bilateral knee pain. He asked me to
give my opinion on whether his knee condition is related to his military service. I have
reviewed his DD-214, his service treatment records (2 volumes), his jump log, and my own
clinic records including imaging.

Service history: He served in the Army from 1997 to 2009 as a parachute rigger with an
airborne unit and logged 112 static-line jumps. His STRs show he was seen in 1999 for
right knee pain and swelling after a hard landing on a rocky drop zone, and again in 2004
and 2007 for bilateral anterior knee pain, with a profile limiting running. His
separation exam notes "crepitus both knees."

Current findings: Weight-bearing x-rays (09/2026) show moderate medial joint space
narrowing with osteophytes bilaterally, right greater than left. Exam: small effusion
right knee, crepitus bilaterally, flexion 0-110 right and 0-120 left, extension full.
Lachman and drawer stable; no meniscal signs. Uric acid normal; gout was excluded by
aspiration of the right knee in 2023.

Diagnosis: Primary osteoarthritis (degenerative joint disease), bilateral knees.

He is 47, has a BMI of 26, no family history of early arthritis, and his civilian jobs
(IT help desk, then project manager) are sedentary. He does not play contact sports.

Opinion: It is my medical opinion that Mr. Ekwueme-Dunn's bilateral knee osteoarthritis
is at least as likely as not (50% or greater) caused by the repetitive impact of 112
parachute landings and the documented 1999 right knee injury in service. Repetitive
high-load axial impact is a recognized cause of early degenerative joint disease, and
his records show continuous knee complaints beginning in 1999.

Please contact my office if you need further information.

Sincerely,

Caspian L. Merriweather, MD
Board certified, orthopaedic surgery`,
    expected: {
      conditions: [{ name: 'Degenerative arthritis of the knees', diagnosticCode: '5003' }],
      nexusOpinions: [
        {
          condition: 'Degenerative arthritis of the knees',
          strength: 'at least as likely as not',
          quote: 'is at least as likely as not (50% or greater) caused by the repetitive impact of 112',
        },
      ],
      inServiceEvents: [
        '112 static-line parachute jumps',
        'hard parachute landing on rocky drop zone 1999, right knee injury',
      ],
      personalData: [
        { kind: 'name', value: 'Hollis Ekwueme-Dunn' },
        { kind: 'name', value: 'Ekwueme-Dunn' },
        { kind: 'date-of-birth', value: '02/21/1979' },
        { kind: 'record-number', value: 'BOS-0448127' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-pulmonary-burn-pit-asthma',
    kind: 'private-letter',
    format: 'pdf',
    text: `LAKESHORE PULMONARY & SLEEP CLINIC
Division of Pulmonary Medicine

August 12, 2026

RE:             Mr. Desmond A. Kilbride
DOB:            10/03/1984
Home address:   1590 Tamarack Bend Road, Orrin City, KS 66998
Phone:          (785) 555-0126
MRN:            LPS-2203917

To the Department of Veterans Affairs:

I am a board-certified pulmonologist and have treated Mr. Kilbride since 2021. He asked
me to address whether his respiratory conditions are related to his military service.

Exposure history: Mr. Kilbride served in the Air Force 2002-2014 in security forces.
During his 2009-2010 deployment to Southwest Asia, his living area at Contingency Base
Harrow was roughly 400 meters downwind of an open-air burn pit that burned plastics,
packaging and medical waste around the clock. He reports daily smoke exposure and a
nightly cough while deployed; a sick call entry from 02/2010 documents "cough x 3 wk,
burn pit smoke, albuterol given."

He has never smoked and had no childhood asthma. His mother had asthma; there is no
other family history of lung disease. Since service he has worked as an insurance
adjuster in an office setting.

Testing: Spirometry 06/2026: FEV1 68% predicted, FEV1/FVC 0.66, with 17% improvement
after bronchodilator. Methacholine challenge 2022: positive (PC20 1.8 mg/mL). CT chest
2026: mild bronchial wall thickening, no emphysema, no interstitial disease. IgE mildly
elevated; skin testing positive for dust mite.

Diagnoses:
  1. Asthma, moderate persistent (J45.40) - daily budesonide-formoterol and albuterol
     rescue; two oral steroid bursts in 2025.
  2. Chronic rhinitis (J31.0) with congestion and post-nasal drip, on daily fluticasone
     nasal spray. No nasal polyps on endoscopy.
  Constrictive bronchiolitis was considered; it is not supported by the CT or PFT
  pattern and is not diagnosed.

Opinion: It is my opinion that Mr. Kilbride's asthma is more likely than not caused by
his sustained burn pit smoke exposure during his 2009-2010 deployment.
His chronic rhinitis is at least as likely as not related to the same exposure.

I note that asthma and chronic rhinitis are presumptive conditions for veterans with
this deployment history under the PACT Act; this opinion is offered in addition to that
presumption.

Sincerely,

Raymond V. Achterberg, MD, FCCP
Pulmonary and Critical Care Medicine`,
    expected: {
      conditions: [
        { name: 'Asthma', diagnosticCode: '6602' },
        { name: 'Chronic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [
        {
          condition: 'Asthma',
          strength: 'more likely than not',
          quote: "Mr. Kilbride's asthma is more likely than not caused by",
        },
        {
          condition: 'Chronic rhinitis',
          strength: 'at least as likely as not',
          quote: 'His chronic rhinitis is at least as likely as not related to the same exposure.',
        },
      ],
      inServiceEvents: [
        'burn pit smoke exposure during 2009-2010 deployment',
        'sick call for cough from burn pit smoke 2010',
      ],
      personalData: [
        { kind: 'name', value: 'Desmond A. Kilbride' },
        { kind: 'name', value: 'Kilbride' },
        { kind: 'date-of-birth', value: '10/03/1984' },
        { kind: 'address', value: '1590 Tamarack Bend Road, Orrin City, KS 66998' },
        { kind: 'phone', value: '(785) 555-0126' },
        { kind: 'record-number', value: 'LPS-2203917' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-family-medicine-no-opinion',
    kind: 'private-letter',
    format: 'image',
    text: `PINECREST FAMILY MEDICINE
                                                            March 9, 2026
To whom it may concern:

This letter is written at the request of my patient, Gordon P. Whitacre
(DOB 05/12/1970), who has been under my care since 2017.

Mr. Whitacre has the following diagnoses, which I treat:
  - Lumbar degenerative disc disease with intervertebral disc syndrome at L4-L5 and
    L5-S1 (MRI 2023). He had two incapacitating episodes in the past year requiring
    bed rest prescribed by me, about 2 weeks in total.
  - Plantar fasciitis, bilateral, with heel pain on first steps each morning; he uses
    custom orthotics and night splints without full relief.
He also reports seasonal sneezing, which has not been evaluated or treated.

He tells me his back and feet began to bother him during 20 years in the Marine Corps,
where he carried heavy packs on long hikes. I have not been given his military records
and I am therefore unable to offer an opinion on whether these conditions are related
to his service. I defer that question to the VA examiner.

His conditions limit him to light duty work. Please contact me with any questions.

Sincerely,

Annelise Vorhees, MD
Family Medicine
Patient's phone on file: (302) 555-0177`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'Plantar fasciitis', diagnosticCode: '5269' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['carried heavy packs on long hikes in the Marine Corps'],
      personalData: [
        { kind: 'name', value: 'Gordon P. Whitacre' },
        { kind: 'name', value: 'Whitacre' },
        { kind: 'date-of-birth', value: '05/12/1970' },
        { kind: 'phone', value: '(302) 555-0177' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-internist-secondary-mdd-gerd',
    kind: 'private-letter',
    format: 'text',
    text: `COBBLESTONE INTERNAL MEDICINE, P.C.
                                                            July 28, 2026
Department of Veterans Affairs
Evidence Intake Center

Re:  Veteran Marcus O'Donnell-Reyes
     Date of birth: 09/14/1975
     VA file no.: 25 503 784
     Secondary service connection opinion - depression and GERD

Dear Sir or Madam:

I am Mr. O'Donnell-Reyes's primary care physician and have treated him since 2016. He
is service connected for lumbosacral strain (rated 40%) after a 2001 helicopter hard
landing in which he injured his lower back. I have reviewed his VA rating decision of
2019, his VA and private treatment records, and his pharmacy records.

1. Major depressive disorder
He developed depressed mood, loss of interest and hopelessness in 2020 as his back pain
forced him to give up carpentry. A psychiatrist (Dr. Aiyana Sokolov) diagnosed major
depressive disorder, single episode, moderate, in 2021; he takes duloxetine 60 mg. He
denies suicidal ideation at every visit, and his PHQ-9 today is 12. He has no earlier
psychiatric history and no family history of depression. Bipolar screening was negative.

In my opinion, his major depressive disorder is at least as likely as not proximately
due to his service-connected lumbosacral strain and the chronic pain it causes.

2. Gastroesophageal reflux disease
From 2002 to 2021 he took prescription ibuprofen 800 mg three times daily for his back,
as documented in his VA pharmacy records. He developed heartburn and regurgitation in
2018; EGD in 2022 showed grade B erosive esophagitis, and he was diagnosed with GERD. He
takes pantoprazole 40 mg daily. H. pylori testing was negative. He does not smoke and
drinks rarely. BMI 24.

It is my opinion that his GERD is more likely than not the result of long-term NSAID use
prescribed for his service-connected back condition.

Sincerely,

Ferdinand J. Osei, MD
Internal Medicine`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: 'his major depressive disorder is at least as likely as not proximately',
        },
        {
          condition: 'GERD',
          strength: 'more likely than not',
          quote: 'his GERD is more likely than not the result of long-term NSAID use',
        },
      ],
      inServiceEvents: ['helicopter hard landing 2001, lower back injury'],
      personalData: [
        { kind: 'name', value: "Marcus O'Donnell-Reyes" },
        { kind: 'name', value: "O'Donnell-Reyes" },
        { kind: 'date-of-birth', value: '09/14/1975' },
        { kind: 'record-number', value: '25 503 784' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-inpatient-psych-si-plan',
    kind: 'discharge-summary',
    format: 'text',
    text: `LOCAL TITLE: INPATIENT PSYCHIATRY DISCHARGE SUMMARY
STANDARD TITLE: DISCHARGE SUMMARY
Facility: Stonebridge VA Medical Center, Acute Inpatient Psychiatry Unit 3 West

PATIENT: KOWALCZYK, BRENDAN T            SSN: 467-92-1305
DOB: 02/28/1988                          Admission MRN: 008812457
ADMISSION DATE: 10/09/2026               DISCHARGE DATE: 10/16/2026
ATTENDING: Ruiz-Hammond, Delphine, MD
Emergency contact: sister, Kathleen Kowalczyk, (216) 555-0193

ADMITTING DIAGNOSIS: Suicidal ideation with plan

DISCHARGE DIAGNOSES:
  1. Major depressive disorder, recurrent, severe without psychotic features (F33.2)
  2. Posttraumatic stress disorder, chronic (F43.12)
  3. Alcohol use disorder, moderate (F10.20)
  Ruled out: Bipolar II disorder (no hypomanic episodes per collateral); substance-
  induced mood disorder (the depressive episode predated the heavy drinking).

HISTORY OF PRESENT ILLNESS:
38 y/o Marine Corps veteran (2006-2014, two combat deployments) brought to the ED by his
sister after he texted her a goodbye message. He reported suicidal ideation for 2 weeks
with a plan to shoot himself with a handgun he kept in his truck, after his divorce was
finalized and he lost custody time with his daughter. He had been drinking 8-12 beers
daily for a month. Stressors from service: in 2011 his closest friend was killed by a
sniper while they were on foot patrol together; in 2012 he was within 50 m of a
vehicle-borne IED detonation. He has been in VA PTSD treatment intermittently since
2017. One prior suicide attempt by overdose in 2018 (treated medically, not admitted).

HOSPITAL COURSE:
Admitted voluntarily. Placed on q15 minute checks. CIWA protocol for alcohol withdrawal;
lorazepam taper days 1-3, peak CIWA 12, no seizures or delirium tremens. Sertraline was
increased from 100 to 150 mg. Prazosin restarted for nightmares, titrated to 3 mg.
Naltrexone 50 mg daily started for alcohol use disorder. Participated in CBT-SP groups
and individual sessions. By day 5 he denied suicidal ideation and was future-oriented
(plans to see his daughter on weekends and return to work as an electrician). The
handgun was transferred to his sister's custody with his consent; lethal means
counseling completed. Collateral from his sister supports the safety plan.

LABS: AST 88, ALT 71 (improving), GGT 140, MCV 99. UDS negative. TSH normal.
Transaminase elevation likely alcohol-related; to be rechecked as an outpatient.

MENTAL STATUS AT DISCHARGE: Calm, cooperative, mildly dysphoric mood, full affect.
Denies SI/HI. No AH/VH. Insight and judgment improved.

RISK ASSESSMENT AT DISCHARGE: C-SSRS since admission: no ideation. Acute risk: low.
Chronic risk: high (prior attempt, male veteran, firearm access history, AUD, PTSD).
High Risk for Suicide Patient Record Flag placed 10/10/2026.

DISCHARGE MEDICATIONS:
  Sertraline 150 mg PO daily
  Prazosin 3 mg PO at bedtime
  Naltrexone 50 mg PO daily
  Thiamine 100 mg PO daily
  Folic acid 1 mg PO daily

FOLLOW-UP:
  - MH outpatient (Dr. Lindgren) within 7 days: 10/21/2026
  - Suicide Prevention Coordinator call within 24-72 hours
  - SUD intensive outpatient program intake 10/20/2026
  - PCP for liver function recheck in 4 weeks
Discharge address: 3307 Wicklow Terrace, Lower Ashby, OH 44999
Patient phone: (216) 555-0148

CONDITION AT DISCHARGE: Improved. Discharged home to his sister's residence.

/es/ DELPHINE RUIZ-HAMMOND, MD
ATTENDING PSYCHIATRIST
Signed: 10/16/2026 15:42`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'closest friend killed by a sniper on foot patrol 2011',
        'vehicle-borne IED detonation within 50 m 2012',
      ],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK, BRENDAN T' },
        { kind: 'ssn', value: '467-92-1305' },
        { kind: 'date-of-birth', value: '02/28/1988' },
        { kind: 'record-number', value: '008812457' },
        { kind: 'name', value: 'Kathleen Kowalczyk' },
        { kind: 'phone', value: '(216) 555-0193' },
        { kind: 'address', value: '3307 Wicklow Terrace, Lower Ashby, OH 44999' },
        { kind: 'phone', value: '(216) 555-0148' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'discharge-nstemi-cad',
    kind: 'discharge-summary',
    format: 'text',
    text: `CRANFORD MEMORIAL HOSPITAL
DISCHARGE SUMMARY

Patient: Wendell Augustine Marrow      MRN: CMH-7719034      Acct: 44018822915
DOB: 08/01/1958    Sex: M
Admit: 09/12/2026    Discharge: 09/15/2026
Attending: Priya Ramanathan, MD (Cardiology)
PCP: VA Greenhill CBOC

PRINCIPAL DIAGNOSIS: Non-ST-elevation myocardial infarction (NSTEMI)

SECONDARY DIAGNOSES:
  - Coronary artery disease, three-vessel
  - Ischemic cardiomyopathy, mild (LVEF 45-50%)
  - Hypertension
  - Hyperlipidemia

HISTORY: 68 y/o male Army veteran with HTN and HLD presented with 2 hours of substernal
chest pressure radiating to the left arm while mowing. Troponin I 0.42 -> 2.8 ng/mL.
ECG: 1 mm ST depressions V4-V6, no ST elevation. HbA1c 5.4%; no diabetes.
Family history: brother with CABG at 59; father died of a "heart attack" at 64.
Social: former smoker, 30 pack-years, quit 2005. Lives with his wife, Loretta.

HOSPITAL COURSE:
Started on heparin drip, aspirin, ticagrelor, high-intensity atorvastatin, metoprolol.
CT angiography of the chest on admission ruled out pulmonary embolism and aortic
dissection. Cardiac catheterization 09/13: 80% proximal LAD, 70% mid RCA, 75% OM1.
Heart team recommended PCI: drug-eluting stents x2 to LAD and RCA; OM1 to be treated
medically. Post-procedure course uncomplicated. Echo 09/14: LVEF 45-50%, mild anterior
hypokinesis, no significant valve disease. Stress-induced (takotsubo) cardiomyopathy was
considered and excluded by the angiographic findings.

DISCHARGE MEDICATIONS:
  Aspirin 81 mg daily
  Ticagrelor 90 mg twice daily x 12 months
  Atorvastatin 80 mg nightly
  Metoprolol succinate 50 mg daily
  Lisinopril 10 mg daily (replaces amlodipine)
  Nitroglycerin 0.4 mg SL PRN chest pain

ACTIVITY: No driving x 1 week. No lifting > 10 lb x 1 week. Cardiac rehab referral.
DIET: Heart healthy, 2 g sodium.

FOLLOW-UP: Cardiology clinic in 2 weeks. VA PCP within 1 week.
Patient verbalized understanding. Contact number: 605-555-0131.
Home: 41 Larkspur Circle, Tolliver Junction, SD 57999

Priya Ramanathan, MD
Dictated 09/15/2026 11:20 / Transcribed 09/15/2026 16:05`,
    expected: {
      conditions: [
        { name: 'Myocardial infarction', diagnosticCode: '7006' },
        { name: 'Coronary artery disease', diagnosticCode: '7005' },
        { name: 'Cardiomyopathy', diagnosticCode: '7020' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Wendell Augustine Marrow' },
        { kind: 'record-number', value: 'CMH-7719034' },
        { kind: 'record-number', value: '44018822915' },
        { kind: 'date-of-birth', value: '08/01/1958' },
        { kind: 'name', value: 'Loretta' },
        { kind: 'phone', value: '605-555-0131' },
        { kind: 'address', value: '41 Larkspur Circle, Tolliver Junction, SD 57999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-shoulder-arthroscopy',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `HALVORSEN REGIONAL MEDICAL CENTER
OPERATIVE DISCHARGE SUMMARY - ORTHOPAEDIC SURGERY

Name: Imani Castellano-Burke        Medical Record #: HRMC 03-551-874
Date of birth: 12/30/1990           Admission: 05/04/2026    Discharge: 05/05/2026
Surgeon: Tobias Lindahl, MD

PREOPERATIVE DIAGNOSIS: Right shoulder full-thickness rotator cuff tear; impingement;
possible SLAP tear.
POSTOPERATIVE DIAGNOSES:
  1. Full-thickness supraspinatus (rotator cuff) tear, right shoulder, 1.5 cm
  2. Subacromial impingement syndrome, right shoulder
  3. SLAP tear not present at arthroscopy (suspected on MRI; labrum intact)

PROCEDURE (05/04/2026): Right shoulder arthroscopy with double-row rotator cuff repair,
subacromial decompression, and limited debridement.

HISTORY: 35 y/o right-hand-dominant female, Army veteran (2009-2017, military police),
with right shoulder pain since she injured it during combatives training in 2014, when
she was thrown and landed on her outstretched right arm. Seen at the troop medical clinic
at the time and treated with physical therapy. Symptoms recurred in 2024 with night pain
and weakness lifting overhead. MRI 02/2026 showed a full-thickness supraspinatus tear.
Failed 12 weeks of PT and one subacromial injection.

OTHER MEDICAL HISTORY: Hypothyroidism, on levothyroxine 75 mcg. Denies diabetes.
PHQ-2 negative on admission. No history of suicidal ideation.
Family history: mother with rheumatoid arthritis.

HOSPITAL COURSE: Surgery under general anesthesia with interscalene block. Observed
overnight for pain control; pain 3/10 on oral medication by morning. Neurovascularly
intact. Tolerating diet. Dressing clean and dry.

DISCHARGE INSTRUCTIONS:
  - Sling at all times x 6 weeks except hygiene and pendulum exercises.
  - Oxycodone 5 mg q6h PRN severe pain (#20); acetaminophen 1 g q8h; ice.
  - PT to start post-op day 7: passive ROM only until week 6.
  - Clinic follow-up in 10-14 days for suture removal.
  - Call for fever > 101.5 F, spreading redness, or numbness in the hand.

Discharged home with her husband, Trevor. Phone: (509) 555-0158.
Address: 812 Sable Ridge Drive, Unit 4, Kestrel Pines, WA 99399

Tobias Lindahl, MD - electronically signed 05/05/2026`,
    expected: {
      conditions: [
        { name: 'Rotator cuff tear, right shoulder' },
        { name: 'Shoulder impingement syndrome, right' },
        { name: 'Hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['right shoulder injury during combatives training 2014'],
      personalData: [
        { kind: 'name', value: 'Imani Castellano-Burke' },
        { kind: 'record-number', value: 'HRMC 03-551-874' },
        { kind: 'date-of-birth', value: '12/30/1990' },
        { kind: 'name', value: 'Trevor' },
        { kind: 'phone', value: '(509) 555-0158' },
        { kind: 'address', value: '812 Sable Ridge Drive, Unit 4, Kestrel Pines, WA 99399' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-ureteral-stone',
    kind: 'discharge-summary',
    format: 'image',
    text: `BRANNIGAN COUNTY HOSPITAL - DISCHARGE SUMMARY

Patient: ROYCE, ANTHONY DEAN        MRN: 00-93-4417-2
DOB: 04/04/1973     Admit: 01/18/2026     Discharge: 01/20/2026
Attending: Mirela Dragomir, DO (Hospital Medicine)

DIAGNOSES AT DISCHARGE:
  1. Obstructing 6 mm left proximal ureteral stone (nephrolithiasis) with hydronephrosis
  2. Acute kidney injury, resolved (Cr 1.9 -> 1.1)
  3. Essential hypertension
  Pyelonephritis excluded: UA without pyuria, urine culture no growth, afebrile.

BRIEF HISTORY: 52 y/o man with sudden severe left flank pain radiating to the groin,
with vomiting. CT abdomen/pelvis without contrast: 6 mm stone left proximal ureter,
moderate hydronephrosis; two nonobstructing 2-3 mm right renal stones.

COURSE: IV fluids, ketorolac, ondansetron. Stone did not pass on tamsulosin in 24 h.
Urology (Dr. Feeney) placed a left ureteral stent 01/19; ureteroscopy with laser
lithotripsy planned in 2-3 weeks. Creatinine normalized. BP 150s/90s in hospital;
home amlodipine continued.

PAST HISTORY: States he passed a kidney stone "on active duty in 1996"; no records
available. Nonsmoker. Father had kidney stones.

DISCHARGE MEDS: tamsulosin 0.4 mg daily; oxybutynin 5 mg q8h PRN stent spasm;
oxycodone 5 mg q6h PRN (#10); amlodipine 10 mg daily.

FOLLOW-UP: Urology in 2 weeks for ureteroscopy; stone analysis; 24-hour urine.
Return for fever, inability to urinate, or uncontrolled pain.

Patient contact: (318) 555-0124    Home: 9 Pewter Hill Rd, Dunmore Flats, LA 71499

Mirela Dragomir, DO    01/20/2026`,
    expected: {
      conditions: [
        { name: 'Nephrolithiasis', diagnosticCode: '7508' },
        { name: 'Acute kidney injury' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['kidney stone on active duty 1996'],
      personalData: [
        { kind: 'name', value: 'ROYCE, ANTHONY DEAN' },
        { kind: 'record-number', value: '00-93-4417-2' },
        { kind: 'date-of-birth', value: '04/04/1973' },
        { kind: 'phone', value: '(318) 555-0124' },
        { kind: 'address', value: '9 Pewter Hill Rd, Dunmore Flats, LA 71499' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-pneumonia-copd',
    kind: 'discharge-summary',
    format: 'text',
    text: `LOCAL TITLE: HOSPITAL MEDICINE DISCHARGE SUMMARY
STANDARD TITLE: DISCHARGE SUMMARY
Quarry Ridge VA Medical Center - Ward 5 South

PATIENT: FAIRBANKS-OYELOWO, NADINE C     SSN: 320-47-8861     DOB: 09/19/1979
ADMITTED: 02/02/2026      DISCHARGED: 02/06/2026

DISCHARGE DIAGNOSES:
 1. Community-acquired pneumonia, right lower lobe (Streptococcus pneumoniae)
 2. Acute exacerbation of chronic obstructive pulmonary disease
 3. Chronic obstructive pulmonary disease, GOLD 2 (FEV1 61% predicted, 2025)
 4. Tobacco use disorder, in early remission
 Not diagnosed: pulmonary embolism (CTA negative); lung malignancy (nodule stable).

HPI: 46 y/o Army veteran (1998-2008, petroleum supply specialist; deployed 2004-2005
with daily exposure to burn pit smoke and diesel exhaust at FOB Greywater) presented
with 4 days of productive cough, fever to 101.8, dyspnea and wheezing. Quit smoking
8 months ago (20 pack-years). SpO2 86% on room air on arrival.

HOSPITAL COURSE:
CXR: RLL consolidation. Blood cultures no growth. Sputum culture: S. pneumoniae.
Ceftriaxone and azithromycin x 3 days, then oral amoxicillin-clavulanate to complete
7 days. Prednisone 40 mg x 5 days. Nebulized albuterol/ipratropium. Weaned from 3 L
nasal cannula to room air by day 3 (SpO2 93% at rest, 90% with ambulation).
CTA chest negative for PE; incidental 4 mm RUL nodule unchanged from 2024 CT, benign
appearance, no further follow-up needed per Fleischner criteria.
PHQ-2: 1. Denies SI.

DISCHARGE MEDS: amoxicillin-clavulanate 875 mg BID x 4 days; prednisone 40 mg x 1 more
day; tiotropium/olodaterol inhaler daily (NEW); albuterol HFA PRN; nicotine gum PRN.

FOLLOW-UP: PACT 1 week; pulmonary clinic 6 weeks with PFTs. Pneumococcal vaccine given
02/05/2026. PACT Act toxic exposure screening completed - positive for burn pit smoke.

Home address: 2750 Orchard Mill Rd, Sweetbriar, NC 28999     Phone: (910) 555-0182
Next of kin: husband, Olumide Oyelowo

/es/ TERRENCE B MACALLISTER, MD
HOSPITALIST`,
    expected: {
      conditions: [
        { name: 'Pneumonia' },
        { name: 'Chronic obstructive pulmonary disease', diagnosticCode: '6604' },
        { name: 'Tobacco use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['burn pit smoke and diesel exhaust exposure during 2004-2005 deployment'],
      personalData: [
        { kind: 'name', value: 'FAIRBANKS-OYELOWO, NADINE C' },
        { kind: 'ssn', value: '320-47-8861' },
        { kind: 'date-of-birth', value: '09/19/1979' },
        { kind: 'address', value: '2750 Orchard Mill Rd, Sweetbriar, NC 28999' },
        { kind: 'phone', value: '(910) 555-0182' },
        { kind: 'name', value: 'Olumide Oyelowo' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sf600-lumbar-strain-ammo',
    kind: 'service-treatment-record',
    format: 'text',
    text: `MEDICAL RECORD                    CHRONOLOGICAL RECORD OF MEDICAL CARE
STANDARD FORM 600 (REV. 11/2010)

DATE: 14 APR 2009      TREATMENT FACILITY: Troop Medical Clinic 3, Fort Calloway

S: SPC, 23 y/o M, c/o low back pain x 2 days. States pain began while lifting and
stacking ammunition cans (approx 60 lb each) onto a pallet during an ammo upload on
12 APR. Pain 7/10, worse with bending, no radiation. Denies numbness/tingling,
bowel/bladder changes, fever, dysuria, hematuria. No prior back injury. NKDA.

O: VS: BP 124/78, HR 72, T 98.4. Gait normal. Tender L paraspinal muscles L3-L5 with
spasm. ROM: flexion limited to fingertips at knee level, pain with extension. SLR
negative bilat. Strength 5/5 BLE, DTRs 2+ and symmetric, sensation intact.
UA: negative for blood; nephrolithiasis not supported.

A: Lumbar strain, acute (847.2)
   R/O herniated nucleus pulposus - no radicular signs; no imaging indicated at this time.

P: 1. Ibuprofen 800 mg PO TID with food x 10 days
   2. Cyclobenzaprine 10 mg PO qhs x 7 days
   3. Profile: no lifting > 20 lb, no running, no rucking x 14 days
   4. Ice/heat, back exercise handout
   5. RTC 2 wk or sooner for radicular sx or bowel/bladder changes

J. ESTABROOK, PA-C / 1st Bn Aid Station

PATIENT'S IDENTIFICATION: (For typed or written entries give: Name - last, first,
middle; grade; date; hospital or medical facility)
GARRITY, SEAN PATRICK          SPC / E-4
SSN: 211-64-9083               DOB: 19 NOV 1985
UNIT: HHC 2-417 INF            Hm ph: (915) 555-0165`,
    expected: {
      conditions: [{ name: 'Lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [],
      inServiceEvents: ['low back injury lifting and stacking ammunition cans 2009'],
      personalData: [
        { kind: 'name', value: 'GARRITY, SEAN PATRICK' },
        { kind: 'ssn', value: '211-64-9083' },
        { kind: 'date-of-birth', value: '19 NOV 1985' },
        { kind: 'phone', value: '(915) 555-0165' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sf600-ankle-sprain-ruck',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
22 AUG 2013  1630   BN AID STATION, CAMP TAMBLYN RIDGE

PVT LUNDQUIST, KAYLA M      DOD ID: 1508833427      DOB: 03 MAR 1994

S: 19 y/o F c/o L ankle pain and swelling after rolling the ankle inward on uneven
ground during a 12-mile ruck march at approx 0900 today. Able to bear weight with pain.
No pop heard. No prior ankle injury.
O: Swelling and ecchymosis over L lateral malleolus, TTP over ATFL. No bony tenderness
at posterior edge or tip of either malleolus, base of 5th MT or navicular (Ottawa neg).
Anterior drawer: mild laxity compared with R. Neurovascularly intact.
A: Sprain, L ankle, lateral ligaments, grade II. Fracture not suspected; no x-ray per
   Ottawa rules.
P: RICE, ACE wrap, air-stirrup brace, crutches WBAT x 5 days, naproxen 500 mg BID x 7d.
   Profile: no running/rucking/jumping x 21 days. F/U PT 1 wk.

R. ANTWI, 68W / reviewed: M. DESROSIERS, CPT, MC`,
    expected: {
      conditions: [{ name: 'Left ankle sprain' }],
      nexusOpinions: [],
      inServiceEvents: ['rolled left ankle during 12-mile ruck march 2013'],
      personalData: [
        { kind: 'name', value: 'LUNDQUIST, KAYLA M' },
        { kind: 'record-number', value: '1508833427' },
        { kind: 'date-of-birth', value: '03 MAR 1994' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-pdha-blast-screening',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA)
DD FORM 2796 - printout of electronic submission

DEMOGRAPHICS
Last name: MATSUDA-KEELER       First name: JONAH       MI: R
DoD ID number: 1297744051       Date of birth: 07/08/1990
Component: Active Duty    Service: Army    Pay grade: E-5
Deployment: Southwest Asia, 10/2011 - 09/2012, Combat Outpost Braddock
Date of assessment: 09/21/2012
Mailing address: 56 Ivybridge Court, Corbin Mesa, TX 79799
Contact phone: (254) 555-0109

PART 1 - SERVICE MEMBER SELF-ASSESSMENT
1. Overall health now: [ ] Excellent [ ] Very good [X] Good [ ] Fair [ ] Poor
2. During this deployment were you seen for an illness or injury? [X] Yes [ ] No
   Sick call x2 for headaches; aid station after blast (see item 6).
3. Were you hospitalized during this deployment? [ ] Yes [X] No
6. During this deployment were you involved in or exposed to:
   a. Blast or explosion (IED, RPG, land mine, grenade, etc.)   [X] Yes [ ] No
      03/2012: IED struck the vehicle behind his; he was dazed about 2 minutes and
      "saw stars." No loss of consciousness.
   b. Vehicular accident/crash                                  [ ] Yes [X] No
   c. Fragment or bullet wound above the shoulders              [ ] Yes [X] No
   d. Fall                                                      [ ] Yes [X] No
7. After the event: [X] Headaches [ ] Dizziness [X] Memory problems
   [X] Ringing in the ears [X] Irritability [X] Sleep problems
8. Currently experiencing: [X] Headaches [X] Ringing in the ears [X] Sleep problems
   [ ] Balance problems
9. Exposures of concern: [X] Smoke from burn pits  [X] Vehicle or truck exhaust fumes
   [ ] Depleted uranium  [X] Loud noises
10. PC-PTSD-5: nightmares [X] Yes  avoidance [X] Yes  on guard [X] Yes
    numb/detached [ ] Yes  guilt [X] Yes    Score 4/5 (positive)
11. PHQ-2: little interest - more than half the days (2); feeling down - several days (1)
12. Over the last 2 weeks, how often have you been bothered by thoughts that you would
    be better off dead or of hurting yourself in some way?
    [ ] Not at all  [X] Several days  [ ] More than half the days  [ ] Nearly every day
13. AUDIT-C: 6 (positive)
14. Serious conflicts with family or friends since return: [X] Yes [ ] No

PART 2 - HEALTH CARE PROVIDER REVIEW AND INTERVIEW
Provider comments: SM reports one dazed episode after an IED blast 03/2012; MACE at the
time 29/30; no LOC. Now has intermittent headaches 2-3x/week and bilateral ringing.
Endorses passive thoughts of being better off dead on several days in the past 2 weeks;
denies intent or plan; no prior attempts. Safety assessment completed.
No diagnosis made today. Screens positive for PTSD symptoms, depressive symptoms and
alcohol misuse, and possible mild TBI (concussion); further evaluation needed.
Referrals: [X] Behavioral health - same-day walk-in completed  [X] TBI clinic
           [X] Audiology (ringing in ears)  [X] Primary care for headaches
Exposure concerns documented: burn pit smoke.

Provider: Lt Col A. Whitfield-Nakamura, MD        Date signed: 09/21/2012`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'IED blast 2012, dazed without loss of consciousness',
        'burn pit smoke exposure',
        'vehicle exhaust fumes exposure',
        'loud noise exposure',
      ],
      personalData: [
        { kind: 'name', value: 'MATSUDA-KEELER' },
        { kind: 'name', value: 'JONAH' },
        { kind: 'record-number', value: '1297744051' },
        { kind: 'date-of-birth', value: '07/08/1990' },
        { kind: 'address', value: '56 Ivybridge Court, Corbin Mesa, TX 79799' },
        { kind: 'phone', value: '(254) 555-0109' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'str-separation-exam-dd2808',
    kind: 'service-treatment-record',
    format: 'image',
    text: `REPORT OF MEDICAL EXAMINATION (DD FORM 2808) - SEPARATION
Name: BEAUCHESNE, CORMAC LIAM          SSN: 645-19-2270
Date of birth: 10 JAN 1992    Examining facility: Naval Branch Health Clinic Gullwing Key
Date of exam: 15 JUN 2020     Purpose: [ ] Enlistment [ ] Retention [X] Separation
Home of record: 1184 Osprey Lagoon Way, Cobalt Shoals, FL 32999

CLINICAL EVALUATION (N = normal, A = abnormal)
  Head, face, neck, scalp     N     Ears - general (canals)      N
  Drums                       N     Nose                         N
  Lungs and chest             N     Heart                        N
  Upper extremities           N     Lower extremities            A (see 77)
  Spine, other musculoskel.   N     Skin                         A (see 77)
  Neurologic                  N     Psychiatric                  N

AUDIOMETER (dB HL)
  Hz        500   1000   2000   3000   4000   6000
  RIGHT      10     10     15     20     25     30
  LEFT       10     15     15     25     30     35

MEASUREMENTS: Ht 70 in, Wt 181 lb, BP 128/82, pulse 68. Vision 20/20 OD/OS.

77. SUMMARY OF DEFECTS AND DIAGNOSES:
  1. Tinnitus, bilateral, intermittent - onset 2016 after pistol and rifle
     qualification at the range with ear plugs that did not seal; hearing
     within normal limits today. NCD.
  2. Patellofemoral pain syndrome, right knee - since 2018, worse on stairs and
     after runs; full ROM, no effusion, stable. NCD.
  3. Scar, 4 cm, well healed, nontender, left forearm - laceration from a shipboard
     hatch in 2017. NCD.
  4. Member reports "trouble sleeping" - no diagnosis; STOP-BANG 1, sleep study not
     indicated.

78. RECOMMENDATIONS: Audiology follow-up; knee strengthening program.

REPORT OF MEDICAL HISTORY (DD 2807-1) REVIEWED: member checked YES for "ear, nose, or
throat trouble" and "knee trouble"; NO for "depression or excessive worry"; NO for
"attempted suicide"; NO for "considered suicide".

Examiner: LCDR H. Quintero, MC, USN          Signed: 15 JUN 2020`,
    expected: {
      conditions: [
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Patellofemoral pain syndrome, right knee' },
        { name: 'Scar, left forearm' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'pistol and rifle range qualification noise 2016, ear plugs did not seal',
        'left forearm laceration from shipboard hatch 2017',
      ],
      personalData: [
        { kind: 'name', value: 'BEAUCHESNE, CORMAC LIAM' },
        { kind: 'ssn', value: '645-19-2270' },
        { kind: 'date-of-birth', value: '10 JAN 1992' },
        { kind: 'address', value: '1184 Osprey Lagoon Way, Cobalt Shoals, FL 32999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-ed-mva-concussion',
    kind: 'service-treatment-record',
    format: 'text',
    text: `EMERGENCY DEPARTMENT RECORD
Harlan Army Community Hospital, Fort Redvale

Patient: SGT TOVAR-BELMONTE, ESTEBAN J       DOD ID: 1402268835
FMP/SSN: 20/591-38-6027       DOB: 12 FEB 1993
Arrival: 07 OCT 2017 2215 by EMS       Triage: ESI 2

HPI: 24 y/o active duty male, restrained driver of a privately owned vehicle struck on
the driver's side by a government 2.5-ton truck at an intersection on post at about
25 mph. Airbags deployed. Head struck the driver's window. Brief loss of consciousness
(< 1 minute per witness), amnestic to the impact, headache 6/10, neck pain, nausea with
one episode of emesis. Denies weakness, numbness, vision loss. No alcohol.

EXAM: GCS 14 on arrival (confused), 15 at 1 hr. Pupils 3 mm, equal and reactive. 3 cm
hematoma L parietal scalp. C-spine: midline tenderness C5-C6, kept in collar for
imaging. Bilateral cervical paraspinal tenderness. Neuro: strength 5/5 x4, sensation
intact, no pronator drift, finger-nose intact. Chest/abd: no seatbelt sign, nontender.

IMAGING: CT head without contrast: no intracranial hemorrhage, no fracture.
CT cervical spine: no fracture or malalignment. Collar cleared clinically after CT.

MACE 2: cognitive score 23/30; symptom checklist positive (headache, nausea, fogginess).

DIAGNOSES:
  1. Concussion with brief loss of consciousness (mild traumatic brain injury)
  2. Cervical strain, acute
  3. Contusion of scalp
  Intracranial hemorrhage ruled out by CT.

DISPOSITION: Discharged to barracks with roommate observation x 24 h. Acetaminophen
(avoid NSAIDs x 48 h), soft collar PRN x 3 days. Progressive return-to-duty protocol per
DoD concussion guidance; no driving, no PT, no range x 7 days. F/U Concussion Care
Clinic 10 OCT 2017. Return for worsening headache, repeated vomiting or confusion.

Provider: MAJ L. Dunleavy, MD, Emergency Medicine
Patient phone: (254) 555-0150`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Cervical strain', diagnosticCode: '5237' },
        { name: 'Scalp contusion' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['motor vehicle accident on post 2017 with head strike and brief loss of consciousness'],
      personalData: [
        { kind: 'name', value: 'TOVAR-BELMONTE, ESTEBAN J' },
        { kind: 'record-number', value: '1402268835' },
        { kind: 'ssn', value: '591-38-6027' },
        { kind: 'date-of-birth', value: '12 FEB 1993' },
        { kind: 'phone', value: '(254) 555-0150' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-ptsd-tinnitus-osa',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Regional Benefit Office - Carrow Bay
                                                        VA File Number: 24 661 209
Nolan Q. Ashby-Prentiss
419 Heron Point Drive
Gilchrist Mills, ME 04999

RATING DECISION                                         November 10, 2026

INTRODUCTION
The records reflect that you are a Veteran of the Gulf War Era. You served in the Navy
from June 2001 to July 2009. You filed an original claim for compensation that we
received on March 3, 2026. Based on a review of the evidence listed below, we have made
the following decisions on your claim.

DECISION
1. Service connection for posttraumatic stress disorder (PTSD) is granted with an
   evaluation of 50 percent effective March 3, 2026.
2. Service connection for tinnitus is granted with an evaluation of 10 percent effective
   March 3, 2026.
3. Service connection for bilateral hearing loss is denied.
4. Service connection for obstructive sleep apnea is denied.
5. Service connection for a right hip condition is denied.

EVIDENCE
- DD Form 214, June 2001 to July 2009
- Service treatment records, received April 2, 2026
- Personnel records documenting a flight deck fire aboard ship, August 2005
- VA examination, PTSD, June 18, 2026
- VA examination, audiology, June 25, 2026
- VA examination, sleep apnea, July 9, 2026
- Private sleep study, Belvedere Sleep Lab, December 2025
- Statement in support of claim from you, received March 3, 2026

REASONS FOR DECISION
1. Service connection for PTSD.
Service connection may be granted for a disability which began in military service or
was caused by some event or experience in service. The VA examiner diagnosed PTSD and
found that the stressor you reported, the August 2005 flight deck fire in which two
crew members were killed while you were on the hose team, is adequate to support the
diagnosis. The examiner opined that your PTSD is at least as likely as not caused by
the in-service stressor, which is corroborated by your personnel records.
An evaluation of 50 percent is assigned for occupational and social impairment with
reduced reliability and productivity, based on panic attacks more than once a week,
disturbances of motivation and mood, and difficulty in establishing and maintaining
effective work and social relationships. A higher evaluation of 70 percent is not
warranted unless there are deficiencies in most areas due to symptoms such as suicidal
ideation, obsessional rituals, or near-continuous panic. At the examination you denied
suicidal ideation.

2. Service connection for tinnitus.
Your service records show you served as an aviation boatswain's mate on the flight
deck, a duty with a high probability of hazardous noise exposure. The VA audiology
examiner diagnosed recurrent tinnitus and opined that
your tinnitus is at least as likely as not caused by military noise exposure.
A 10 percent evaluation is the maximum schedular evaluation for recurrent tinnitus
(DC 6260).

3. Service connection for bilateral hearing loss.
Service connection for hearing loss requires a current hearing loss disability for VA
purposes under 38 CFR 3.385. Your VA audiology examination on June 25, 2026 showed pure
tone thresholds of 25 dB or less at all frequencies from 500 to 4000 Hz and speech
recognition scores of 96 percent in each ear. Your hearing is within normal limits for
VA purposes, so there is no current disability. Service connection is denied.

4. Service connection for obstructive sleep apnea.
The private sleep study of December 2025 diagnosed obstructive sleep apnea with an AHI
of 22, and you use a CPAP machine. Your service treatment records are silent for
snoring, breathing pauses or daytime sleepiness, and your separation examination in 2009
was normal. The VA examiner opined that
your sleep apnea is less likely than not incurred in or caused by service,
reasoning that symptoms began in 2019, ten years after discharge, after significant
weight gain. We also considered whether your PTSD caused it; the examiner opined that
it is less likely than not proximately due to your service-connected PTSD.

5. Service connection for a right hip condition.
You reported right hip pain since carrying hose lines on deck. Your service treatment
records show no hip complaints. An examination was not provided because there is no
evidence of a current diagnosed hip disability; pain alone, without a diagnosed or
identifiable underlying condition, is not a disability. Certain chronic diseases, such
as arthritis, may be presumed service connected if they manifest to a degree of 10
percent within one year of discharge; there is no evidence of arthritis of the hip.

REFERENCES:
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief,
contains the regulations of the Department of Veterans Affairs which govern entitlement
to all Veteran benefits.

/s/ Rating Veterans Service Representative`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'PTSD',
          strength: 'at least as likely as not',
          quote: 'your PTSD is at least as likely as not caused by',
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'your tinnitus is at least as likely as not caused by military noise exposure.',
        },
        {
          condition: 'Sleep apnea',
          strength: 'less likely than not',
          quote: 'your sleep apnea is less likely than not incurred in or caused by service,',
        },
        {
          condition: 'Sleep apnea',
          strength: 'less likely than not',
          quote: 'it is less likely than not proximately due to your service-connected PTSD.',
        },
      ],
      inServiceEvents: [
        'flight deck fire 2005, two crew members killed while on the hose team',
        'flight deck noise exposure as aviation boatswain\'s mate',
      ],
      personalData: [
        { kind: 'record-number', value: '24 661 209' },
        { kind: 'name', value: 'Nolan Q. Ashby-Prentiss' },
        { kind: 'address', value: '419 Heron Point Drive' },
        { kind: 'address', value: 'Gilchrist Mills, ME 04999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'statement-21-4138-engine-room',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-4138                           STATEMENT IN SUPPORT OF CLAIM
Department of Veterans Affairs            OMB Approved No. 2900-0075

SECTION I: VETERAN'S IDENTIFICATION INFORMATION
1. VETERAN'S NAME (First, Middle Initial, Last): Dale E. Rutkowski
2. SOCIAL SECURITY NO.: 538-90-1736
3. VA FILE NO.: C 23 118 450
4. DATE OF BIRTH (MM/DD/YYYY): 06/02/1969
5. VETERAN'S SERVICE NUMBER (If applicable): (blank)
6. TELEPHONE NUMBER: Daytime (406) 555-0114   Evening (406) 555-0199
7. E-MAIL ADDRESS: (blank)
8. MAILING ADDRESS: 66 Larch Spur Road, P.O. Box 12, Wrenfield, MT 59899

SECTION II: REMARKS
I am writing about my claim for my back, my ears and my sleep.

I served in the Navy from 1987 to 1995 as an engineman. In February 1991 there was a
fire in the main engine room on my ship. I was on the flying squad and went down the
ladder with a hose. When we were coming back up I slipped on the ladder and fell about
8 feet onto the deck plates, landing on my back. The corpsman checked me over, gave me
Motrin and I went back to work the next day. I never went back to sick call because in
engineering you just did not do that.

Ever since that fall my lower back has hurt. I did not see a doctor for it until about
2010 because I did not have insurance. I believe my back problems come from that fall.

The engine room was loud all day every day. We had foam plugs but in the main space you
could not hear yourself yell. My ears have rung every day since about 1990. I have not
been tested for it yet at the VA.

My wife Colleen says I stop breathing at night and snore like a chainsaw. My doctor
thinks it might be sleep apnea and I have a sleep study set up for next month. I do not
have a diagnosis yet.

I want to be honest that after I got out I had a hard time. In 1997 and again in 2019 I
thought about ending my life. I never tried anything. I talked to a counselor at the
Vet Center in 2019 and it helped. I have never been diagnosed with anything for my
nerves and I am not claiming that now.

I CERTIFY THAT the statements on this form are true and correct to the best of my
knowledge and belief.

SIGNATURE: /s/ Dale E. Rutkowski                   DATE SIGNED: 11/02/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'main engine room fire 1991',
        'fell about 8 feet from a ladder onto the deck plates 1991, back injury',
        'engine room noise exposure',
      ],
      personalData: [
        { kind: 'name', value: 'Dale E. Rutkowski' },
        { kind: 'ssn', value: '538-90-1736' },
        { kind: 'record-number', value: 'C 23 118 450' },
        { kind: 'date-of-birth', value: '06/02/1969' },
        { kind: 'phone', value: '(406) 555-0114' },
        { kind: 'phone', value: '(406) 555-0199' },
        { kind: 'address', value: '66 Larch Spur Road, P.O. Box 12, Wrenfield, MT 59899' },
        { kind: 'name', value: 'Colleen' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'statement-10210-spouse-witness',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `VA FORM 21-10210                                     LAY/WITNESS STATEMENT
Department of Veterans Affairs

SECTION I - CLAIMANT'S IDENTIFICATION INFORMATION
1. Claimant's name: Ruben T. Salcido-Marsh
2. Social Security number: 176-38-4402
3. VA file number: (same as SSN)
4. Date of birth: 08/23/1984

SECTION II - WITNESS'S IDENTIFICATION INFORMATION
5. Witness's name: Priscilla A. Salcido-Marsh
6. Relationship to claimant: [X] Spouse  [ ] Family member  [ ] Friend  [ ] Other
7. Witness's mailing address: 5020 Bramblewood Court, Haddon Reach, GA 31899
8. Witness's telephone number: (478) 555-0133

SECTION III - STATEMENT
I have been married to Ruben since 2007. Before his 2008 deployment he was outgoing, the
one who organized cookouts and coached our son Mateo's T-ball team. He worked on
helicopters as a crew chief.

In the fall of 2008 he called me from overseas and could barely talk. He told me later
that a helicopter from his unit crashed on landing at their airfield and caught fire,
and that he was one of the first people to reach it. He helped carry out the four
soldiers who were killed. He still will not talk about the details.

When he came home in 2009 he was a different person. He wakes up yelling two or three
nights a week and once grabbed my arm in his sleep hard enough to leave a bruise. He
checks the locks and windows every night, sometimes three times. He cannot stand the
Fourth of July fireworks and we leave town every year now. He snaps at the kids over
small things and then goes quiet for days. He quit his job at the dealership in 2021
after an argument with his manager, and he has had two jobs since then.

He has headaches a few times a week and takes a lot of ibuprofen. He does not sleep more
than four or five hours. He has never talked about hurting himself, and I have asked
him straight out more than once.

He went to the Vet Center once in 2023 but did not go back. As far as I know he has not
been diagnosed with anything. I am writing because he will not speak up for himself.

SECTION IV - CERTIFICATION
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Witness signature: /s/ Priscilla A. Salcido-Marsh          Date: 10/30/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['unit helicopter crash and fire at airfield 2008, helped carry out four soldiers killed'],
      personalData: [
        { kind: 'name', value: 'Ruben T. Salcido-Marsh' },
        { kind: 'name', value: 'Ruben' },
        { kind: 'ssn', value: '176-38-4402' },
        { kind: 'date-of-birth', value: '08/23/1984' },
        { kind: 'name', value: 'Priscilla A. Salcido-Marsh' },
        { kind: 'address', value: '5020 Bramblewood Court, Haddon Reach, GA 31899' },
        { kind: 'phone', value: '(478) 555-0133' },
        { kind: 'name', value: 'Mateo' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-back-radiculopathy',
    kind: 'statement-or-decision',
    format: 'image',
    text: `DEPARTMENT OF VETERANS AFFAIRS
RATING DECISION                                          August 21, 2026

Veteran: Tamsin R. Oduya-Fields                 VA File No.: 33 207 915
1207 Kinglet Hollow Road, Bexley Mill, WV 26999

DECISION
1. Service connection for lumbosacral strain is granted with an evaluation of 20 percent
   effective January 12, 2026.
2. Service connection for radiculopathy, left lower extremity (sciatic nerve), is
   granted with an evaluation of 10 percent effective January 12, 2026.
3. Service connection for a right knee condition is denied.
4. The claim for migraine headaches is deferred.

REASONS FOR DECISION
1. Lumbosacral strain. Your service treatment records show treatment in 2015 for low
back pain after you were injured in the rollover of a Light Medium Tactical Vehicle
during a field training exercise. The VA examination of July 30, 2026 diagnosed
lumbosacral strain. The examiner opined that it is at least as likely as not incurred
in or caused by the in-service rollover. We assigned 20 percent because forward flexion
of the thoracolumbar spine was 50 degrees, which is greater than 30 degrees but not
greater than 60 degrees (DC 5237). A 40 percent evaluation is not warranted unless
forward flexion is 30 degrees or less or there is favorable ankylosis.

2. Radiculopathy, left lower extremity. The examiner diagnosed mild incomplete paralysis
of the left sciatic nerve, with intermittent pain and numbness, as part of your
service-connected back condition. Mild incomplete paralysis is rated 10 percent
(DC 8520).

3. Right knee condition. You reported right knee pain. The VA examiner found full range
of motion, no instability, normal x-rays, and no diagnosis of a right knee disability.
Without a current diagnosed disability, service connection cannot be granted.

4. Migraine headaches. We need an examination for this claimed condition and will
decide it separately.

We considered all evidence of record, including your statements and the statement of
your former squad leader.`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Sciatic radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'The examiner opined that it is at least as likely as not incurred',
        },
      ],
      inServiceEvents: ['Light Medium Tactical Vehicle rollover during field training exercise 2015'],
      personalData: [
        { kind: 'name', value: 'Tamsin R. Oduya-Fields' },
        { kind: 'record-number', value: '33 207 915' },
        { kind: 'address', value: '1207 Kinglet Hollow Road, Bexley Mill, WV 26999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'hlr-decision-migraine-hypertension',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Higher-Level Review Decision Notice

Harland W. Ekstrom-Batiste
2288 Copperleaf Trace
Sunmoor, AZ 85999
                                              File Number: 29 840 117
                                              Date: October 6, 2026

Dear Mr. Ekstrom-Batiste:

We completed the Higher-Level Review (HLR) you requested on VA Form 20-0996, received
June 2, 2026, of our rating decision dated April 14, 2026. A senior reviewer conducted a
new review of the issues below based on the evidence of record at the time of the prior
decision. You took part in an informal conference on August 19, 2026.

DECISION
1. The evaluation of migraine headaches, currently 30 percent disabling, is increased to
   50 percent effective November 1, 2025.
2. The decision on service connection for hypertension, claimed as secondary to
   service-connected PTSD, contains a duty to assist error and is returned for
   correction.

REASONS FOR DECISION
1. Migraine headaches (DC 8100).
You are service connected for migraine headaches. The VA examination of March 2, 2026
documented very frequent completely prostrating and prolonged attacks, three to four
times per month, lasting one to two days, and the examiner noted that you have missed
14 days of work in six months. Your employer's letter confirms the absences. The prior
decision did not consider this evidence. These findings meet the criteria for a 50
percent evaluation, the maximum schedular evaluation for migraine, as the attacks are
productive of severe economic inadaptability.

2. Hypertension.
The VA examination of March 2, 2026 confirmed a diagnosis of hypertension, first
diagnosed in 2021 and treated with amlodipine and losartan. You are service connected
for PTSD, evaluated at 70 percent. The examiner opined that
your hypertension is less likely than not proximately due to your PTSD,
citing a lack of consensus in the medical literature. However, the examiner did not
address whether your PTSD aggravated your hypertension beyond its natural progression,
as required under 38 CFR 3.310(b). The senior reviewer identified this as a
pre-decisional duty to assist error. We have requested a new medical opinion on
aggravation. After we receive it, we will issue a new decision. You do not need to take
any action.

Your combined evaluation is now 80 percent effective November 1, 2025.

If you disagree with this decision, you may file a Supplemental Claim or appeal to the
Board of Veterans' Appeals. Enclosed is VA Form 20-0998, Your Rights to Seek Further
Review of Our Decision. Your accredited representative can help you.

Sincerely,
Senior Reviewer, Higher-Level Review`,
    expected: {
      conditions: [
        { name: 'Migraine', diagnosticCode: '8100' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Hypertension',
          strength: 'less likely than not',
          quote: 'your hypertension is less likely than not proximately due to your PTSD,',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Harland W. Ekstrom-Batiste' },
        { kind: 'name', value: 'Ekstrom-Batiste' },
        { kind: 'address', value: '2288 Copperleaf Trace' },
        { kind: 'address', value: 'Sunmoor, AZ 85999' },
        { kind: 'record-number', value: '29 840 117' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
