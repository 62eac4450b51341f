/**
 * The fifth held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 5 of the analysis work was under way; committed unread, to be
 * judged once at the end of that round. All people, numbers and places are invented. Do not edit
 * by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const fifthHeldOutRecords: readonly EvaluationRecord[] = [
  {
    id: 'pc-note-hypertension-diabetes-followup',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PRIMARY CARE FOLLOW-UP NOTE
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: MAR 14, 2026@09:42     ENTRY DATE: MAR 14, 2026@10:15
AUTHOR: KESSLER,MARGARET A     EXP COSIGNER:
URGENCY:                        STATUS: COMPLETED

PATIENT: DORNAN,WESLEY T
SSN: 418-62-7730    DOB: 06/19/1971
PHONE: (541) 330-8814

CC: 3 month follow-up for blood pressure and sugars.

S: 54 y/o male Army veteran (1990-2012) here for routine f/u. Checks BP at home,
runs 138-146/88-92. Taking lisinopril 20 mg daily. Metformin 1000 mg BID, reports
occasional loose stools. No chest pain, no SOB. Some numbness in toes at night,
started last winter. Wife Glenda helps with meal planning.

FAMILY HISTORY: Father with coronary artery disease, MI at age 58. Mother with
type 2 diabetes. Brother with colon cancer.

PMH: Hypertension (dx 2009, in service). Diabetes mellitus type 2 (dx 2017).
History of kidney stone 2015, resolved.

O: BP 144/90, P 78, Wt 231 lb, BMI 33.1
Feet: monofilament decreased bilateral great toes. Pulses 2+.
Labs 03/07/2026: A1c 7.8 (prior 7.2). eGFR 58. UACR 41.

SCREENS:
PHQ-2: score 0, negative. Denies suicidal ideation.
AUDIT-C: 2.

A/P:
1. Essential hypertension - not at goal. Increase lisinopril to 40 mg daily.
2. Diabetes mellitus type 2, uncontrolled - add empagliflozin 10 mg daily.
3. Numbness of toes - rule out diabetic peripheral neuropathy; EMG/NCS ordered.
4. Decreased eGFR - rule out chronic kidney disease, repeat BMP/UACR in 3 months.
5. Weight management - MOVE! referral offered, declined for now.

Return to clinic 3 months. Veteran verbalized understanding.

/es/ MARGARET A KESSLER, MD
Staff Physician, Primary Care
Signed: 03/14/2026 10:15`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'DORNAN,WESLEY T' },
        { kind: 'name', value: 'Glenda' },
        { kind: 'ssn', value: '418-62-7730' },
        { kind: 'date-of-birth', value: '06/19/1971' },
        { kind: 'phone', value: '(541) 330-8814' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'mh-note-ptsd-passive-si-ied',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH PSYCHIATRY MEDICATION MANAGEMENT
STANDARD TITLE: MENTAL HEALTH MEDICATION MGT NOTE
DATE OF NOTE: JUL 02, 2026@13:30     ENTRY DATE: JUL 02, 2026@14:52
AUTHOR: OYELARAN,TEMITOPE     EXP COSIGNER:

Patient: Rafael M. Quintanilla-Soto      Last 4: 2291
DOB: 11/03/1988
Address: 2207 Larkspur Ct, Apt 4B, Belvedere Falls, NM 87190

ID: 37 y/o Marine Corps veteran, OIF/OEF, seen for PTSD and depression.

HPI: Reports increased nightmares (4-5/week) since the anniversary of the 2010
IED strike on his convoy in Helmand Province, in which his vehicle commander was
killed. Avoids driving on highways, startles to loud noises, sleeps 3-4 hours.
States that over the past two weeks he has had passive thoughts that "everyone
would be better off if I didn't wake up." Denies any plan or intent. Denies
preparatory behavior. Firearms: keeps a handgun at home; agreed to give it to his
brother Luis for safekeeping until next visit.

Mood "flat." Drinking 2-3 beers most nights, down from last year.

MSE: Casually dressed, good eye contact, speech normal rate. Mood depressed,
affect constricted. Thought process linear. Passive SI as above, no HI. No AH/VH.
Insight and judgment fair.

C-SSRS screener: positive for wish to be dead (past month); negative for active
ideation, method, intent, plan, behavior.
Risk: Acute risk low-to-intermediate; chronic risk intermediate. Safety plan
reviewed and updated. Veterans Crisis Line (988, press 1) reviewed.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic
2. Major depressive disorder, recurrent, moderate
3. Alcohol use - not meeting criteria for use disorder at this time

PLAN: Increase sertraline to 150 mg. Prazosin 2 mg qhs for nightmares. Refer to
PCT for Prolonged Exposure. RTC 2 weeks; MH RN call in 48 hours.

/es/ TEMITOPE OYELARAN, MD
Psychiatrist`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['IED strike on convoy in Helmand Province in 2010, vehicle commander killed'],
      personalData: [
        { kind: 'name', value: 'Rafael M. Quintanilla-Soto' },
        { kind: 'name', value: 'Luis' },
        { kind: 'ssn', value: '2291' },
        { kind: 'date-of-birth', value: '11/03/1988' },
        { kind: 'address', value: '2207 Larkspur Ct, Apt 4B, Belvedere Falls, NM 87190' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'audiology-note-tinnitus-hearing-loss-artillery',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `AUDIOLOGY COMPENSATION AND PENSION / CLINICAL NOTE
VA Northern Lakes Health Care System - Audiology Section

Patient: BRANNIGAN, COLLEEN R.     SSN: 507-11-3948
DOB: 02/27/1979     Clinic date: 04/21/2026

HISTORY: 47 y/o female Army veteran, 13B Cannon Crewmember 1998-2006, with two
deployments to Iraq. Reports routine exposure to 155 mm howitzer fire without
consistent hearing protection, and one incident in 2004 when a round was fired
while she was beside the breech without earplugs; ears rang for three days
afterward. Civilian work: office administration. Denies recreational shooting.
Reports constant bilateral high-pitched ringing, onset "since Iraq."

OTOSCOPY: Clear canals, intact TMs bilaterally.
TYMPANOMETRY: Type A bilaterally.

PURE TONE THRESHOLDS (dB HL)
Hz        500  1000  2000  3000  4000
RIGHT      15    20    35    55    65
LEFT       20    25    40    60    70
Maryland CNC: Right 90%, Left 86%

DIAGNOSES:
- Bilateral sensorineural hearing loss
- Tinnitus, bilateral, constant

OPINION:
Review of the STRs shows normal hearing on the 1998 enlistment audiogram and a
significant threshold shift at 4000 Hz on the 2005 periodic exam.
It is at least as likely as not (50 percent or greater probability) that the
veteran's bilateral hearing loss was caused by military noise exposure.
It is at least as likely as not that the veteran's tinnitus is related to military
noise exposure, as it is a known symptom associated with the hearing loss.

RECOMMENDATIONS: Binaural hearing aids issued via ROES. Tinnitus management
handout provided. Return 1 year.

Electronically signed: Priya Venkataraman, Au.D., CCC-A`,
    expected: {
      conditions: [
        { name: 'Bilateral hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Bilateral hearing loss',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not (50 percent or greater probability) that the\nveteran's bilateral hearing loss was caused by military noise exposure.",
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not that the veteran's tinnitus is related to military\nnoise exposure, as it is a known symptom associated with the hearing loss.",
        },
      ],
      inServiceEvents: [
        'Routine exposure to 155 mm howitzer fire without hearing protection as a cannon crewmember',
        'Round fired beside the breech without earplugs in 2004',
      ],
      personalData: [
        { kind: 'name', value: 'BRANNIGAN, COLLEEN R.' },
        { kind: 'ssn', value: '507-11-3948' },
        { kind: 'date-of-birth', value: '02/27/1979' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'pact-toxic-exposure-screen-rhinitis-asthma',
    kind: 'va-progress-note',
    format: 'image',
    text: `TOXIC EXPOSURE SCREENING / PACT NOTE
DATE: 08/11/2026        CLINIC: PACT TEAM 3 (GREEN)
PATIENT: HOLLOWAY, DENNIS J     DOB: 09/30/1983
MRN: 7740219

Screening questions:
Burn pits / airborne hazards?  [X] Yes  [ ] No
  Joint Base Balad, Iraq 2006-2007; lived ~1 mile downwind of the burn pit.
Agent Orange?                   [ ] Yes  [X] No
Radiation?                      [ ] Yes  [X] No
Contaminated water (Camp Lejeune)? [ ] Yes  [X] No
Other: reports jet fuel (JP-8) exposure as a fuel handler.

Symptoms: year-round nasal congestion, post-nasal drip, wheeze with exertion.

Exam: boggy nasal turbinates; scattered end-expiratory wheeze.
PFT 07/2026: FEV1/FVC 0.66, FEV1 74% predicted, +18% post-bronchodilator.

Assessment:
1. Chronic rhinitis
2. Asthma, moderate persistent
3. Cough - rule out sarcoidosis (CXR pending)

Mental health screen: PHQ-2 negative. No suicidal ideation.

Plan: Fluticasone nasal, budesonide/formoterol. Enroll in Airborne Hazards
and Open Burn Pit Registry. RTC 6 weeks.

/es/ Angela Ferreira-Mott, NP, PACT`,
    expected: {
      conditions: [
        { name: 'Chronic rhinitis', diagnosticCode: '6522' },
        { name: 'Asthma', diagnosticCode: '6602' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Burn pit exposure at Joint Base Balad, Iraq, 2006-2007',
        'Jet fuel (JP-8) exposure as a fuel handler',
      ],
      personalData: [
        { kind: 'name', value: 'HOLLOWAY, DENNIS J' },
        { kind: 'date-of-birth', value: '09/30/1983' },
        { kind: 'record-number', value: '7740219' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'mh-intake-anxiety-family-suicide-denies-si',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH INTAKE ASSESSMENT
DATE OF NOTE: SEP 09, 2026@10:00
AUTHOR: LINDQVIST,HANNA M, LCSW

PATIENT: PELLETIER,JOANNE MARIE     SSN: 622-40-1187
DOB: 01/15/1992     HOME: 88 Quarry Hill Rd, Tamsen, VT 05981
CELL: 802-555-0139

REASON FOR REFERRAL: PCP consult for worry and poor sleep.

HISTORY: 34 y/o Air Force veteran, former aircraft maintainer (2010-2018).
Reports constant worry about finances and her children's health, muscle tension,
irritability, trouble falling asleep. Symptoms present about 3 years, worse since
divorce. Denies a specific traumatic event in service. Reports one episode of
elevated mood in 2019 lasting 2 days after a 36-hour work shift, no decreased need
for sleep otherwise.

FAMILY HISTORY: Older brother died by suicide in 2021. Mother with bipolar
disorder. Father with alcohol use disorder.

SUBSTANCE USE: Wine 1-2 glasses on weekends. No drugs.

SUICIDE RISK SCREENING:
C-SSRS: Wish to be dead - No. Suicidal thoughts - No. Lifetime suicidal
behavior - No. She states that after her brother's death she "made sure never to
go there" and has never had thoughts of killing herself.
Comprehensive suicide risk evaluation: low acute and low chronic risk.
Protective factors: children, employment, faith community.

GAD-7: 16. PHQ-9: 8 (item 9 = 0). PC-PTSD-5: 0. MDQ: negative.

DIAGNOSTIC IMPRESSION:
- Generalized anxiety disorder
- Insomnia symptoms, likely secondary to anxiety
- Bipolar disorder considered and ruled out (single brief episode, sleep
  deprivation context, negative MDQ)

PLAN: CBT for anxiety (8 sessions), CBT-I handout. Psychiatry referral for
medication evaluation. RTC 2 weeks.`,
    expected: {
      conditions: [{ name: 'Generalized anxiety disorder', diagnosticCode: '9400' }],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'PELLETIER,JOANNE MARIE' },
        { kind: 'ssn', value: '622-40-1187' },
        { kind: 'date-of-birth', value: '01/15/1992' },
        { kind: 'address', value: '88 Quarry Hill Rd, Tamsen, VT 05981' },
        { kind: 'phone', value: '802-555-0139' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-back-strain-radiculopathy-flare-speculation',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Terrence A. Whitlock
Date of birth: 12/08/1980     SSN: 339-27-5604
VA file number: 28 774 105

SECTION I - DIAGNOSIS
1A. List the claimed condition(s) that pertain to this questionnaire:
    low back condition
1B. Select diagnoses associated with the claimed condition(s):
    [X] Lumbosacral strain          ICD code: S39.012   Date of diagnosis: 2004
    [ ] Degenerative arthritis of the spine
    [ ] Intervertebral disc syndrome
    [ ] Spinal stenosis
    [ ] Ankylosing spondylitis
    [X] Other: Radiculopathy, left lower extremity (see Section VIII)

SECTION II - MEDICAL HISTORY
2A. Describe the history (including onset and course):
Veteran reports low back injury in 2004 at Fort Campbell when he fell approximately
6 feet from the back of an LMTV while unloading ammunition crates. Seen at sick call,
placed on profile for 14 days. Recurrent low back pain since, with pain radiating to
the left buttock and calf over the past 2 years.
2B. Flare-ups: [X] Yes  [ ] No  Reports 2-3 flares per month lasting 1-2 days,
brought on by lifting his grandson or yard work.
2C. Functional loss: cannot sit more than 30 minutes; cannot run.

SECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION
Forward flexion: 0 to 60 degrees (pain at 45)
Extension: 0 to 15     Right lateral flexion: 0 to 20     Left lateral flexion: 0 to 20
Right lateral rotation: 0 to 25     Left lateral rotation: 0 to 25
Repetitive use testing (3 repetitions): no additional loss.

SECTION IV - FLARE-UPS
Is the exam being conducted during a flare-up? [ ] Yes [X] No
Estimate of ROM during flare-up: The examiner is unable to say without resorting to
mere speculation whether pain, weakness, fatigability or incoordination would
significantly limit functional ability during flare-ups, because the Veteran is not
being examined during a flare-up and there is no objective way to estimate the degrees.

SECTION V - GUARDING / MUSCLE SPASM
[X] Muscle spasm of thoracolumbar spine not resulting in abnormal gait.

SECTION VI - MUSCLE STRENGTH / REFLEXES / SENSORY
Strength 5/5 except left great toe extension 4/5. Ankle reflex L 1+, R 2+.
Decreased light touch left lateral leg/foot. SLR: positive on left.

SECTION VIII - RADICULOPATHY
Severity: Left lower extremity (sciatic nerve): [X] Mild [ ] Moderate [ ] Severe
Right lower extremity: [X] Not affected

SECTION IX - IVDS: [ ] Yes [X] No

SECTION XII - DIAGNOSTIC TESTING
Imaging: lumbar x-ray 05/2026 - no arthritis documented. MRI not performed.

SECTION XV - REMARKS
Family history of ankylosing spondylitis (father); no clinical features of
inflammatory back disease today. Rule out lumbar disc herniation - MRI recommended.

Examiner: Gregory P. Anselmo, MD     Date: 05/19/2026`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Radiculopathy, left lower extremity', diagnosticCode: '8520' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Fell about 6 feet from the back of an LMTV while unloading ammunition at Fort Campbell in 2004'],
      personalData: [
        { kind: 'name', value: 'Terrence A. Whitlock' },
        { kind: 'date-of-birth', value: '12/08/1980' },
        { kind: 'ssn', value: '339-27-5604' },
        { kind: 'record-number', value: '28 774 105' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-ptsd-review-rollover-si-checkbox',
    kind: 'dbq',
    format: 'pdf',
    text: `REVIEW POST TRAUMATIC STRESS DISORDER (PTSD)
DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Nakamura-Reyes, Daniel K.
SSN: 541-09-8836     Date of exam: 06/03/2026

SECTION I: DIAGNOSIS
1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria?
   [X] Yes  [ ] No
2. Current diagnoses:
   a. Mental disorder diagnosis #1: Posttraumatic stress disorder   ICD code: F43.12
   b. Mental disorder diagnosis #2: Alcohol use disorder, mild, in early remission   ICD code: F10.11
   c. Medical diagnoses relevant to the understanding of the mental disorder: none
3. Differentiation of symptoms: AUD symptoms are in remission; current
   impairment is attributable to PTSD.

SECTION II: OCCUPATIONAL AND SOCIAL IMPAIRMENT
[ ] Total occupational and social impairment
[X] Occupational and social impairment with reduced reliability and productivity
[ ] Occupational and social impairment with occasional decrease in work efficiency

SECTION III: CLINICAL FINDINGS
Criterion A stressor #1: In March 2008, near Tikrit, Iraq, the MRAP in which the
Veteran was a gunner rolled over into a canal after the road gave way; he was pinned
and believed he would drown. A fellow soldier died.
Criterion A stressor #2: Repeated rocket and mortar attacks on COB Speicher, 2008.
Stressor related to fear of hostile military activity: [X] Yes

SECTION IV: SYMPTOMS (check all that apply)
[X] Depressed mood
[X] Anxiety
[X] Chronic sleep impairment
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective relationships
[X] Suicidal ideation
[ ] Persistent danger of hurting self or others
[ ] Persistent delusions or hallucinations

SECTION V: BEHAVIORAL OBSERVATIONS
Veteran endorsed intermittent suicidal thoughts, most recently 3 weeks ago after an
argument with his wife, Marisol, without plan or intent. He is engaged with the
Mental Health clinic and has a safety plan.

SECTION VI: OTHER
Competency: capable of managing financial affairs.

Examiner: Lorraine Fitch-Abiodun, Ph.D., Licensed Psychologist`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'MRAP rollover into a canal near Tikrit, Iraq, March 2008; pinned, fellow soldier died',
        'Rocket and mortar attacks on COB Speicher, 2008',
      ],
      personalData: [
        { kind: 'name', value: 'Nakamura-Reyes, Daniel K.' },
        { kind: 'name', value: 'Marisol' },
        { kind: 'ssn', value: '541-09-8836' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'dbq-medical-opinion-sleep-apnea-secondary-ptsd',
    kind: 'dbq',
    format: 'text',
    text: `MEDICAL OPINION DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Okonkwo, Chidi Emmanuel
VA claim number: C 31 402 667     DOB: 04/02/1976

MEDICAL OPINION SUMMARY
Opinion requested: Secondary service connection.
Claimed condition: Obstructive sleep apnea
Claimed as secondary to: Service-connected PTSD (rated 70%)

[ ] The condition claimed is at least as likely as not (50% or greater probability)
    proximately due to or the result of the Veteran's service connected condition.
[X] The condition claimed is less likely than not (less than 50% probability)
    proximately due to or the result of the Veteran's service connected condition.

RATIONALE:
The Veteran was diagnosed with obstructive sleep apnea by polysomnogram on
10/14/2025 (AHI 34, moderate-severe) and uses CPAP nightly. Current BMI is 38.6;
BMI at separation in 2003 was 27. Neck circumference 18.5 inches. The medical
literature (AASM; Young et al.) identifies obesity, male sex, age and craniofacial
anatomy as the established causes of OSA. Peer-reviewed studies showing a higher
prevalence of OSA among veterans with PTSD are associational and do not establish
that PTSD causes upper airway collapse. The Veteran's OSA is less likely than not
proximately due to or the result of his service-connected PTSD.

AGGRAVATION:
Regarding whether the OSA has been aggravated beyond its natural progression by the
PTSD: there is no baseline severity of the OSA documented before the PTSD diagnosis
and no sleep study before 2025. I cannot resolve this issue without resorting to
mere speculation.

Note: the Veteran's wife, Adaeze, reports loud snoring since approximately 2010.
Family history: father had sleep apnea. Hypertension is listed in his problem list;
no opinion was requested on hypertension.

/es/ Martin J. Szabo, DO
C&P Examiner     Date: 01/22/2026`,
    expected: {
      conditions: [{ name: 'Obstructive sleep apnea', diagnosticCode: '6847' }],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: "The Veteran's OSA is less likely than not\nproximately due to or the result of his service-connected PTSD.",
        },
        {
          condition: 'Obstructive sleep apnea',
          strength: 'unable to resolve',
          quote: 'I cannot resolve this issue without resorting to\nmere speculation.',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Okonkwo, Chidi Emmanuel' },
        { kind: 'name', value: 'Adaeze' },
        { kind: 'record-number', value: 'C 31 402 667' },
        { kind: 'date-of-birth', value: '04/02/1976' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-headaches-migraine-secondary-tbi',
    kind: 'dbq',
    format: 'image',
    text: `HEADACHES (INCLUDING MIGRAINE HEADACHES) DBQ

Veteran: Sgt (Ret) Kayla D. Brennerman     SSN: 230-58-4471
DOB: 07/14/1990

SECTION I - DIAGNOSIS
[X] Migraine including migraine variants   ICD: G43.909   Date: 2013
[ ] Tension headache   [ ] Cluster headache

SECTION II - MEDICAL HISTORY
Onset after a 2012 IED blast in Kandahar Province; she was in the lead vehicle,
briefly lost consciousness, and was treated at the Role 2 for concussion.

SECTION III - SYMPTOMS
[X] Pulsating pain  [X] Pain worsens with activity  [X] Nausea
[X] Sensitivity to light and sound
Duration: 1-2 days. Location: [X] Both sides of head

SECTION IV - PROSTRATING ATTACKS
Characteristic prostrating attacks of migraine pain:
[X] More frequently than once per month   [ ] Once per month

SECTION VII - IMPACT ON WORK
Misses about 3 days of work per month.

MEDICAL OPINION:
It is at least as likely as not that the Veteran's migraine headaches are
proximately due to her service-connected traumatic brain injury.

Examiner: Howard Lichtman, MD    Date: 02/10/2026`,
    expected: {
      conditions: [{ name: 'Migraine', diagnosticCode: '8100' }],
      nexusOpinions: [
        {
          condition: 'Migraine',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as not that the Veteran's migraine headaches are\nproximately due to her service-connected traumatic brain injury.",
        },
      ],
      inServiceEvents: ['IED blast in Kandahar Province in 2012 with brief loss of consciousness and concussion'],
      personalData: [
        { kind: 'name', value: 'Kayla D. Brennerman' },
        { kind: 'ssn', value: '230-58-4471' },
        { kind: 'date-of-birth', value: '07/14/1990' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-knee-arthritis-airborne-landing',
    kind: 'dbq',
    format: 'text',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Fitzgerald, Owen Patrick
Date of birth: 03/05/1968     SSN: 471-30-2259
Address on file: 14 Cormorant Way, Port Halden, ME 04688

SECTION 1 - DIAGNOSIS
Does the Veteran now have or has he/she ever had a knee and/or lower leg condition?
[X] Yes [ ] No
Diagnoses:
  Side  Diagnosis                         ICD code   Date of diagnosis
  Right Degenerative arthritis, right knee  M17.11     2019
  Left  Knee strain (resolved)              S86.912    1991

SECTION 2 - MEDICAL HISTORY
Veteran served 1987-2009 with the 82nd Airborne Division, over 140 static-line
jumps. In 1994 at Fort Bragg he had a hard parachute landing and twisted the right
knee; STRs document effusion and a 30-day profile. Left knee strain in 1991 resolved
without residuals. History of left ankle sprain, resolved.

SECTION 3 - RANGE OF MOTION
Right knee: Flexion 0 to 100 degrees, pain at 90. Extension 0 degrees.
Left knee: Flexion 0 to 140. Extension 0.
Repetitive use: no additional loss.

SECTION 4 - FLARE-UPS
Reports flares after prolonged walking. Estimated flexion during flare-up: 0 to 85
degrees, based on the Veteran's description and consistent with the exam.

SECTION 6 - JOINT STABILITY
Lachman, posterior drawer, varus/valgus: normal bilaterally.

SECTION 8 - MENISCUS
Rule out right medial meniscal tear - MRI not available; McMurray equivocal.

SECTION 12 - DIAGNOSTIC TESTING
X-ray right knee 2026: moderate medial joint space narrowing, osteophytes.

SECTION 15 - MEDICAL OPINION
The Veteran's right knee degenerative arthritis is more likely than not (greater than
50% probability) incurred in or caused by the 1994 parachute landing injury in service.
Rationale: documented in-service injury with effusion, continuous treatment since
1996, and no post-service knee injury.

Examiner: Renata Obuya, PA-C     Date: 09/26/2026`,
    expected: {
      conditions: [{ name: 'Degenerative arthritis, right knee', diagnosticCode: '5003' }],
      nexusOpinions: [
        {
          condition: 'Degenerative arthritis, right knee',
          strength: 'more likely than not',
          quote: "The Veteran's right knee degenerative arthritis is more likely than not (greater than\n50% probability) incurred in or caused by the 1994 parachute landing injury in service.",
        },
      ],
      inServiceEvents: ['Hard parachute landing at Fort Bragg in 1994 twisting the right knee'],
      personalData: [
        { kind: 'name', value: 'Fitzgerald, Owen Patrick' },
        { kind: 'date-of-birth', value: '03/05/1968' },
        { kind: 'ssn', value: '471-30-2259' },
        { kind: 'address', value: '14 Cormorant Way, Port Halden, ME 04688' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-hypertension-aggravated-by-ptsd',
    kind: 'private-letter',
    format: 'text',
    text: `CEDAR BLUFF INTERNAL MEDICINE, P.C.
410 Sycamore Avenue, Suite 200
Halvorsen, OH 43990
Tel (740) 555-0172  Fax (740) 555-0173

October 6, 2026

Department of Veterans Affairs
Evidence Intake Center
P.O. Box 4444
Janesville, WI 53547-4444

RE: Marcus Dewayne Ellery
DOB: 05/22/1974
SSN: XXX-XX-6618 (full: 606-21-6618)
Claim for hypertension secondary to PTSD

To Whom It May Concern:

I have been Mr. Ellery's primary care physician since 2015. I am board certified in
internal medicine. At his request I reviewed his VA treatment records, his service
treatment records, and the 2022 VA PTSD examination, in addition to my own records.

Mr. Ellery carries a diagnosis of essential hypertension, first documented in my
office in 2016 (BP 158/98), now requiring three agents (amlodipine, losartan,
chlorthalidone). He is service connected for PTSD, related to his service as a
combat medic in Fallujah in 2004, including treating casualties during the Second
Battle of Fallujah.

His mother and maternal aunt have hypertension. A workup for secondary causes was
done in 2017: renal artery stenosis and pheochromocytoma were ruled out, and
aldosterone/renin ratio was normal.

His blood pressure readings are consistently higher during periods of PTSD
exacerbation, documented in my notes in 2019, 2021 and 2024, when readings rose by
20-30 mmHg systolic despite adherence. Chronic sympathetic activation and
hypothalamic-pituitary-adrenal axis dysregulation in PTSD are well described
(e.g., Edmondson et al., 2018; Kibler, 2009).

It is my opinion that it is at least as likely as not that Mr. Ellery's hypertension
has been aggravated beyond its natural progression by his service-connected PTSD.

He denies any suicidal thoughts at his visits with me and follows with VA mental
health.

Sincerely,

Jonathan R. Abernathy, MD, FACP`,
    expected: {
      conditions: [{ name: 'Hypertension', diagnosticCode: '7101' }],
      nexusOpinions: [
        {
          condition: 'Hypertension',
          strength: 'at least as likely as not',
          quote: "It is my opinion that it is at least as likely as not that Mr. Ellery's hypertension\nhas been aggravated beyond its natural progression by his service-connected PTSD.",
        },
      ],
      inServiceEvents: ['Service as a combat medic in Fallujah in 2004, treating casualties during the Second Battle of Fallujah'],
      personalData: [
        { kind: 'name', value: 'Marcus Dewayne Ellery' },
        { kind: 'name', value: 'Mr. Ellery' },
        { kind: 'date-of-birth', value: '05/22/1974' },
        { kind: 'ssn', value: 'XXX-XX-6618' },
        { kind: 'ssn', value: '606-21-6618' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-ibs-gulf-war-oil-fires',
    kind: 'private-letter',
    format: 'pdf',
    text: `Riverbend Gastroenterology Associates
2290 Mill Race Parkway, Ossington, TX 75912  |  (903) 555-0148

Patient: Gerald "Gerry" Tomasevic
Date of birth: 08/09/1969
Chart #: RGA-0058842

November 2, 2026

To the Department of Veterans Affairs:

Mr. Tomasevic is a 57-year-old Army veteran whom I have treated since 2018 for
chronic abdominal pain with alternating diarrhea and constipation. He served in
Southwest Asia from December 1990 to May 1991 with a transportation unit in Saudi
Arabia and Kuwait. He describes driving for weeks through smoke from the Kuwaiti oil
well fires and taking pyridostigmine bromide tablets issued by his unit.

Workup has included colonoscopy with random biopsies (normal, microscopic colitis
excluded), celiac serologies (negative, celiac disease excluded), and CT enterography
(normal). Crohn's disease was considered in the differential but is not supported.
His diagnosis is irritable bowel syndrome, mixed type (IBS-M), meeting Rome IV
criteria, with symptoms dating to 1992 per his own account and his wife Dana's.

He has no other identified cause: no post-service GI infection, no family history
of inflammatory bowel disease, no NSAID use.

In my medical opinion, Mr. Tomasevic's irritable bowel syndrome is more likely than
not related to his service in the Southwest Asia theater of operations during the
Gulf War.

Respectfully,

Sunita Rao-Whitfield, MD
Gastroenterology`,
    expected: {
      conditions: [{ name: 'Irritable bowel syndrome', diagnosticCode: '7319' }],
      nexusOpinions: [
        {
          condition: 'Irritable bowel syndrome',
          strength: 'more likely than not',
          quote: "In my medical opinion, Mr. Tomasevic's irritable bowel syndrome is more likely than\nnot related to his service in the Southwest Asia theater of operations during the\nGulf War.",
        },
      ],
      inServiceEvents: [
        'Service in Saudi Arabia and Kuwait, December 1990 to May 1991 (Gulf War)',
        'Exposure to smoke from the Kuwaiti oil well fires',
        'Took pyridostigmine bromide tablets',
      ],
      personalData: [
        { kind: 'name', value: 'Gerald "Gerry" Tomasevic' },
        { kind: 'name', value: 'Mr. Tomasevic' },
        { kind: 'name', value: 'Dana' },
        { kind: 'date-of-birth', value: '08/09/1969' },
        { kind: 'record-number', value: 'RGA-0058842' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-depression-secondary-to-back-past-si',
    kind: 'private-letter',
    format: 'text',
    text: `HARBORLIGHT BEHAVIORAL HEALTH
Dr. Evelyn Strand-Matsuda, M.D., Board Certified in Psychiatry
77 Wharf Street, Kellam Bay, OR 97399

August 18, 2026

RE: Independent Medical Opinion
Veteran: Ms. Tanya Louise Rutherford-Bell
DOB: 10/30/1985
VA File No.: 29 663 014

I am a psychiatrist and have treated Ms. Rutherford-Bell since March 2023. I reviewed
her VA claims file, including her service treatment records and her VA spine
examination.

Ms. Rutherford-Bell is service connected for degenerative disc disease of the
lumbar spine, which began after she was injured in a helicopter hard landing during
a training exercise at Fort Rucker in 2009. Since 2020 her chronic back pain has
forced her to give up her job as a paramedic and most physical activities with her
son, Caleb.

DIAGNOSIS: Major depressive disorder, recurrent, severe without psychotic features.
Previously she was screened for PTSD related to the hard landing; she does not meet
criteria for PTSD and that diagnosis is not made.

In January 2024 she experienced suicidal ideation with a plan to overdose on her
pain medication and was admitted to a psychiatric unit for five days. She currently
reports no suicidal thoughts and is engaged in treatment.

Her depressive episodes track her pain: the first episode began in 2020 as her
pain worsened, and her PHQ-9 scores rise with every documented pain flare. Chronic
pain is a well-established cause of major depression.

OPINION: It is at least as likely as not that Ms. Rutherford-Bell's major depressive
disorder is proximately due to her service-connected lumbar spine disability.

Sincerely,
Evelyn Strand-Matsuda, M.D.`,
    expected: {
      conditions: [{ name: 'Major depressive disorder', diagnosticCode: '9434' }],
      nexusOpinions: [
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: "OPINION: It is at least as likely as not that Ms. Rutherford-Bell's major depressive\ndisorder is proximately due to her service-connected lumbar spine disability.",
        },
      ],
      inServiceEvents: ['Helicopter hard landing during a training exercise at Fort Rucker in 2009'],
      personalData: [
        { kind: 'name', value: 'Tanya Louise Rutherford-Bell' },
        { kind: 'name', value: 'Rutherford-Bell' },
        { kind: 'name', value: 'Caleb' },
        { kind: 'date-of-birth', value: '10/30/1985' },
        { kind: 'record-number', value: '29 663 014' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'private-letter-plantar-fasciitis-requests-opinion',
    kind: 'private-letter',
    format: 'text',
    text: `Pine Hollow Family Practice
1805 County Road 12, Wickerby, GA 31799
Phone 229-555-0164

June 30, 2026

To: VA Regional Office, Atlanta

Re: My patient, SSG (Ret.) Bernard Oyelowo Achebe-Grant
DOB 02/11/1977, Pine Hollow chart no. 44-1907
Home: 311 Tanager Lane, Wickerby, GA 31799

Dear Rating Specialist,

Mr. Achebe-Grant asked me to write regarding his feet. I have seen him since 2019.

Diagnoses I treat him for:
1. Plantar fasciitis, bilateral - confirmed on ultrasound 2021 (fascia 6.2 mm right,
   5.8 mm left). He has had two steroid injections, custom orthotics and night
   splints without lasting relief.
2. Hyperlipidemia - on atorvastatin.
History of gout, single flare in 2018, none since; not currently a diagnosis.
Heel spur on x-ray was an incidental finding; Achilles tendinopathy was ruled out.

He tells me his heel pain began in 2003 during infantry training, with daily
ruck marches of up to 12 miles carrying 80-pound loads, and that he was seen for
heel pain at sick call at Fort Benning.

I am a family physician and have not reviewed his military records, so I am not
giving an opinion about whether his foot condition is related to his service. I ask
that VA obtain a podiatry examination with a medical opinion on that question.

Sincerely,

Lakshmi Dandapani, MD`,
    expected: {
      conditions: [
        { name: 'Plantar fasciitis, bilateral', diagnosticCode: '5269' },
        { name: 'Hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Daily ruck marches of up to 12 miles with 80-pound loads during infantry training in 2003'],
      personalData: [
        { kind: 'name', value: 'Bernard Oyelowo Achebe-Grant' },
        { kind: 'name', value: 'Mr. Achebe-Grant' },
        { kind: 'date-of-birth', value: '02/11/1977' },
        { kind: 'record-number', value: '44-1907' },
        { kind: 'address', value: '311 Tanager Lane, Wickerby, GA 31799' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-prostate-cancer-thailand-herbicide',
    kind: 'private-letter',
    format: 'image',
    text: `LAKESHORE UROLOGY CLINIC
900 Beacon Drive, Marrow Point, MI 49987

September 9, 2026

RE: Harold Eugene Pruitt    DOB: 01/04/1949

To Whom It May Concern:

Mr. Pruitt is under my care for adenocarcinoma of the prostate, Gleason 4+3,
diagnosed by biopsy in April 2026, and is now receiving radiation therapy.

He served in the U.S. Air Force as a security policeman at Korat Royal Thai Air
Force Base, Thailand, 1969-1970, and patrolled the base perimeter, where herbicides
were used to clear vegetation.

His brother was also treated for prostate cancer. Benign prostatic hyperplasia was
considered earlier but the biopsy confirmed malignancy.

It is my opinion that Mr. Pruitt's prostate cancer is more likely than not due to
herbicide exposure during his perimeter duty at Korat.

Sincerely,
Raymond T. Okafor-Lindgren, MD, Urology`,
    expected: {
      conditions: [{ name: 'Prostate cancer', diagnosticCode: '7528' }],
      nexusOpinions: [
        {
          condition: 'Prostate cancer',
          strength: 'more likely than not',
          quote: "It is my opinion that Mr. Pruitt's prostate cancer is more likely than not due to\nherbicide exposure during his perimeter duty at Korat.",
        },
      ],
      inServiceEvents: ['Herbicide exposure on perimeter duty at Korat Royal Thai Air Force Base, Thailand, 1969-1970'],
      personalData: [
        { kind: 'name', value: 'Harold Eugene Pruitt' },
        { kind: 'name', value: 'Mr. Pruitt' },
        { kind: 'date-of-birth', value: '01/04/1949' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-summary-inpatient-psych-suicidal-ideation',
    kind: 'discharge-summary',
    format: 'text',
    text: `DISCHARGE SUMMARY
VA Pinecrest Medical Center - Inpatient Mental Health Unit 4 West

Patient: STAVROPOULOS, NICHOLAS G      SSN: 283-75-0942
DOB: 12/21/1995      Admission: 10/03/2026   Discharge: 10/11/2026
Emergency contact: Elena Stavropoulos (mother), 415-555-0197

ADMITTING DIAGNOSIS: Suicidal ideation with plan.

HISTORY OF PRESENT ILLNESS: 30 y/o Navy veteran (2013-2019, Hospital Corpsman with
a Marine infantry battalion) brought to the ED by his mother after he told her he
planned to shoot himself with a rifle he had recently purchased. Recent job loss
and breakup. Drinking up to 12 beers daily for 2 months. He reports his suicidal
thoughts began after his 2017 deployment, during which he was unable to save a
Marine wounded by sniper fire in Syria, and have recurred on and off since.

HOSPITAL COURSE: Placed on 1:1 observation for 48 hours. CIWA protocol for alcohol
withdrawal without complications. Started on sertraline and naltrexone. Engaged in
group and individual therapy. By day 6 he denied suicidal ideation, intent or plan,
and collaborated on a safety plan. Firearm removed to his uncle's home. The
inpatient team screened for PTSD: he met criteria.

Bipolar disorder was considered in the differential and ruled out. Thyroid
function normal. Urine drug screen positive for cannabis only.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, single episode, severe
2. Posttraumatic stress disorder
3. Alcohol use disorder, severe
4. Cannabis use, not meeting criteria for a disorder

CONDITION AT DISCHARGE: Improved. Denies SI/HI at discharge. High-risk flag placed.

DISPOSITION: Home with mother. Follow-up: MH RRTP screening, Suicide Prevention
Coordinator contact within 7 days, psychiatry 10/16/2026.

Attending: Viktor Hallgrimsson, MD, Psychiatry`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Unable to save a Marine wounded by sniper fire during a 2017 deployment to Syria'],
      personalData: [
        { kind: 'name', value: 'STAVROPOULOS, NICHOLAS G' },
        { kind: 'name', value: 'Elena Stavropoulos' },
        { kind: 'ssn', value: '283-75-0942' },
        { kind: 'date-of-birth', value: '12/21/1995' },
        { kind: 'phone', value: '415-555-0197' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'discharge-summary-chest-pain-mi-ruled-out-afib',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `ST. BRIGID REGIONAL HOSPITAL
DISCHARGE SUMMARY

Patient name: Lorraine Adele Whitcombe
MRN: 00-418-2265     Account: 9930217455
DOB: 04/17/1958
Address: 5012 Old Mill Road, Caraway, KY 40999
Admit date: 07/19/2026     Discharge date: 07/21/2026
Attending: Samuel Ortega-Bright, MD (Hospitalist)

REASON FOR ADMISSION: Chest pain and palpitations.

HOSPITAL COURSE: 68 y/o female, retired Army nurse (1980-2002), presented with
2 hours of chest pressure and a rapid irregular heartbeat. ECG showed atrial
fibrillation with rapid ventricular response, rate 142. Troponin I negative x3;
acute myocardial infarction was ruled out. Stress echo negative for ischemia.
TSH normal. Rate controlled with metoprolol; converted spontaneously to sinus
rhythm on day 2. CHA2DS2-VASc 3 (age, sex, hypertension); apixaban started.

PAST MEDICAL HISTORY: Hypertension, on hydrochlorothiazide. History of breast
cancer 2011, in remission, no treatment since 2016.
FAMILY HISTORY: Father died of MI at 60; sister with atrial fibrillation.

DISCHARGE DIAGNOSES:
1. Paroxysmal atrial fibrillation
2. Chest pain - acute coronary syndrome excluded
3. Essential hypertension

DISCHARGE MEDICATIONS: Metoprolol succinate 50 mg daily, apixaban 5 mg BID,
hydrochlorothiazide 25 mg daily.

FOLLOW-UP: Cardiology (Dr. Imani Fairbanks) in 2 weeks; 14-day Holter monitor.

Dictated by: Samuel Ortega-Bright, MD`,
    expected: {
      conditions: [
        { name: 'Paroxysmal atrial fibrillation', diagnosticCode: '7010' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Lorraine Adele Whitcombe' },
        { kind: 'record-number', value: '00-418-2265' },
        { kind: 'record-number', value: '9930217455' },
        { kind: 'date-of-birth', value: '04/17/1958' },
        { kind: 'address', value: '5012 Old Mill Road, Caraway, KY 40999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-summary-seizure-tbi-mortar',
    kind: 'discharge-summary',
    format: 'text',
    text: `DISCHARGE SUMMARY - NEUROLOGY SERVICE
Northgate VA Medical Center

NAME: ABERNATHY-KWAN, SIMONE P.     LAST4: 7715
DOB: 03/28/1987     CLAIM/FILE #: 31 208 559
ADMITTED: 02/04/2026     DISCHARGED: 02/09/2026

CHIEF COMPLAINT: Witnessed generalized convulsion at home.

HPI: 38 y/o Army veteran (military police, 2006-2014) with a history of moderate
TBI from a mortar round that detonated about 15 meters from her guard tower at FOB
Salerno, Afghanistan, in 2009 (LOC ~10 minutes, medevaced to Bagram). Since then,
chronic headaches, memory complaints and irritability. Her husband, Derek Kwan,
witnessed a 2-minute generalized tonic-clonic seizure with tongue biting and
incontinence on 02/04/2026; this was the third such event in 6 months.

WORKUP: MRI brain: encephalomalacia of the left frontal lobe consistent with
remote traumatic injury. Continuous EEG: left frontal epileptiform discharges.
Syncope was considered; cardiac telemetry and echo normal, syncope excluded.
Psychogenic nonepileptic seizures were considered and not supported by the EEG.

HOSPITAL COURSE: Levetiracetam loaded and titrated to 1000 mg BID. No further
events. Mood screen: PHQ-9 = 6; she denies suicidal ideation. (Levetiracetam can
cause mood changes; she and her husband were counseled to report depression or
suicidal thoughts.)

DISCHARGE DIAGNOSES:
1. Epilepsy, focal onset with secondary generalization (post-traumatic)
2. Residuals of traumatic brain injury, moderate, remote (headaches and memory
   complaints followed by TBI clinic)

DRIVING: Advised not to drive per state law (6 months seizure-free).

Attending: Okechukwu Balogun-Reis, MD, Neurology`,
    expected: {
      conditions: [
        { name: 'Epilepsy, grand mal', diagnosticCode: '8910' },
        { name: 'Traumatic brain injury residuals', diagnosticCode: '8045' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Mortar round detonated about 15 meters from guard tower at FOB Salerno, Afghanistan, in 2009, with loss of consciousness and medevac'],
      personalData: [
        { kind: 'name', value: 'ABERNATHY-KWAN, SIMONE P.' },
        { kind: 'name', value: 'Derek Kwan' },
        { kind: 'ssn', value: '7715' },
        { kind: 'date-of-birth', value: '03/28/1987' },
        { kind: 'record-number', value: '31 208 559' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-summary-copd-exacerbation-burn-pit',
    kind: 'discharge-summary',
    format: 'image',
    text: `DISCHARGE SUMMARY - MEDICINE
Patient: Carvalho, Anthony R.   DOB: 11/11/1972
SSN: 390-44-1821
Admitted 01/12/2026   Discharged 01/16/2026

Reason: Shortness of breath, productive cough.

Course: 53 y/o veteran with COPD, former smoker (20 pack-years, quit 2015),
deployed to Camp Arifjan, Kuwait and Camp Taji, Iraq 2003-2005 with daily smoke
from open burn pits. Admitted with acute exacerbation of COPD. CXR without
infiltrate; community-acquired pneumonia ruled out. Treated with prednisone
40 mg x5 days, azithromycin, nebulizers. Discharged on room air.
Spirometry (baseline 2025): FEV1/FVC 0.61, FEV1 52% predicted.

Family history: mother had emphysema.
Depression screen negative; denies suicidal ideation.

Discharge diagnoses:
1. Chronic obstructive pulmonary disease with acute exacerbation
2. Pneumonia - ruled out

Follow-up: Pulmonary clinic 2 weeks; PACT toxic exposure screening.

Nandita Corrales, MD, Hospitalist`,
    expected: {
      conditions: [{ name: 'Chronic obstructive pulmonary disease', diagnosticCode: '6604' }],
      nexusOpinions: [],
      inServiceEvents: ['Daily burn pit smoke exposure at Camp Arifjan, Kuwait and Camp Taji, Iraq, 2003-2005'],
      personalData: [
        { kind: 'name', value: 'Carvalho, Anthony R.' },
        { kind: 'date-of-birth', value: '11/11/1972' },
        { kind: 'ssn', value: '390-44-1821' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-summary-lumbar-ivds-hard-landing',
    kind: 'discharge-summary',
    format: 'text',
    text: `OPERATIVE ADMISSION DISCHARGE SUMMARY
Meridian Spine & Orthopaedic Hospital, 1200 Crestline Blvd, Aurelia, CO 80999

Patient: Delacroix, Ruth Annalise     MR#: MSO-771204
DOB: 09/02/1981     Phone: (719) 555-0126
Admission: 05/05/2026     Discharge: 05/07/2026
Surgeon: Farhan Qureshi, MD

PRE-OPERATIVE DIAGNOSIS: L5-S1 herniated nucleus pulposus with right S1
radiculopathy.
POST-OPERATIVE DIAGNOSIS: Same.
PROCEDURE: Right L5-S1 microdiscectomy (05/05/2026).

HISTORY: 44 y/o former Army UH-60 crew chief. Reports onset of low back pain in
2007 after a Black Hawk hard landing during a dust-out at Camp Buehring, Kuwait;
treated with Motrin and light duty. Progressive right leg pain and numbness since
2024, with incapacitating episodes requiring bed rest prescribed by her physician
totaling about 3 weeks over the past year. Failed PT and two epidural injections.
MRI 03/2026: large right paracentral L5-S1 extrusion compressing the S1 nerve root.
Cauda equina syndrome was ruled out on admission exam.

HOSPITAL COURSE: Uncomplicated surgery. Leg pain resolved post-op; residual numbness
lateral right foot. Ambulating independently on POD 1.

DISCHARGE DIAGNOSES:
1. Intervertebral disc syndrome, L5-S1, status post microdiscectomy
2. Radiculopathy, right lower extremity (S1)
3. History of left wrist fracture (2012) - not active

DISPOSITION: Home with her partner, Miriam Lowe. No lifting over 10 lb for 6 weeks.
Follow-up in clinic 2 weeks.

Farhan Qureshi, MD`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'Radiculopathy, right lower extremity', diagnosticCode: '8520' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Black Hawk hard landing during a dust-out at Camp Buehring, Kuwait, in 2007'],
      personalData: [
        { kind: 'name', value: 'Delacroix, Ruth Annalise' },
        { kind: 'name', value: 'Miriam Lowe' },
        { kind: 'record-number', value: 'MSO-771204' },
        { kind: 'date-of-birth', value: '09/02/1981' },
        { kind: 'phone', value: '(719) 555-0126' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sick-call-ankle-sprain-pt-run',
    kind: 'service-treatment-record',
    format: 'image',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
TROOP MEDICAL CLINIC 4, FORT HARLAN

PATIENT: PFC MORALES-VEGA, ISABEL C.
DOD ID: 1458823096   DOB: 19940612
UNIT: B CO, 2-41 IN

DATE: 14 MAR 2015   TIME: 0730   SICK CALL

S: 20 y/o F c/o R ankle pain x 1 day. Rolled R ankle (inversion) on uneven
pavement during unit PT 4-mile run yesterday. Able to bear weight with pain.
Denies prior injury to this ankle.

O: R lateral ankle swelling and ecchymosis. TTP over ATFL. No bony tenderness
at posterior malleoli or base of 5th MT (Ottawa negative). Anterior drawer
mild laxity. NVI distally.

A: Sprain, lateral ligament, R ankle, grade II.
   Fracture ruled out clinically (Ottawa rules).

P: RICE, ibuprofen 800 mg TID x 7 days, ankle brace, crutches PRN.
   Profile: no running/jumping x 14 days. RTC if not improved in 10 days.
   Line of duty: yes (injury during PT).

SGT T. Halvorsen, 68W / reviewed: CPT D. Amankwah, PA-C`,
    expected: {
      conditions: [{ name: 'Right ankle sprain', diagnosticCode: '5271' }],
      nexusOpinions: [],
      inServiceEvents: ['Rolled right ankle on uneven pavement during a unit PT run, March 2015'],
      personalData: [
        { kind: 'name', value: 'MORALES-VEGA, ISABEL C.' },
        { kind: 'record-number', value: '1458823096' },
        { kind: 'date-of-birth', value: '19940612' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-separation-exam-hearing-tinnitus',
    kind: 'service-treatment-record',
    format: 'text',
    text: `REPORT OF MEDICAL EXAMINATION (DD FORM 2808) / REPORT OF MEDICAL HISTORY (DD FORM 2807-1)
PURPOSE OF EXAMINATION: [X] SEPARATION

1. LAST NAME, FIRST NAME, MIDDLE NAME: GUNDERSEN, ERIK LARS
2. SSN: 455-91-3307          3. DATE OF BIRTH: 1987 AUG 21
4. HOME ADDRESS: 6120 Juniper Bend, Skagway Flats, WA 98399
5. BRANCH: USMC   GRADE: E-5   MOS: 0311 Rifleman
DATE OF EXAM: 2015 SEP 30

REPORT OF MEDICAL HISTORY (examinee's answers)
Have you ever had or do you now have:
 Ear trouble or hearing loss ............ [X] Yes [ ] No
 Ringing in ears ........................ [X] Yes [ ] No
 Recurrent back pain ................... [ ] Yes [X] No
 Head injury, memory or amnesia ......... [X] Yes [ ] No
 Depression or excessive worry .......... [ ] Yes [X] No
 Attempted suicide ...................... [ ] Yes [X] No
 Thoughts of suicide ..................... [ ] Yes [X] No
Explanation of "Yes" answers: Exposed to small-arms, machine-gun and 81 mm mortar fire
on ranges and in Sangin, Afghanistan (2010-2011). Was about 30 m from an IED blast
in Sangin in Nov 2010, "bell rung," no LOC, returned to duty same day. Ringing in
both ears since that deployment.

REPORT OF MEDICAL EXAMINATION
Item 71 Audiometer (dB):
        500  1000  2000  3000  4000  6000
RIGHT    10    10    15    35    45    50
LEFT     10    15    20    40    50    55
Profile H-2.

Item 73 - NOTES / SUMMARY OF DEFECTS AND DIAGNOSES:
1. Hearing loss, high frequency, bilateral, with threshold shift from enlistment.
2. Tinnitus, bilateral, subjective.
3. Reported head injury 2010 - neuro exam normal, no residuals found on exam;
   TBI screen negative.
4. Family history of diabetes (father) - counseled.

Item 74 - QUALIFIED FOR SERVICE: [X] Yes [ ] No
Item 77 - Examinee is qualified for separation.

Examiner: LT Rosalind Marchetti, MC, USN`,
    expected: {
      conditions: [
        { name: 'Bilateral hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Exposure to small-arms, machine-gun and 81 mm mortar fire on ranges and in Sangin, Afghanistan, 2010-2011',
        'IED blast about 30 m away in Sangin, November 2010, without loss of consciousness',
      ],
      personalData: [
        { kind: 'name', value: 'GUNDERSEN, ERIK LARS' },
        { kind: 'ssn', value: '455-91-3307' },
        { kind: 'date-of-birth', value: '1987 AUG 21' },
        { kind: 'address', value: '6120 Juniper Bend, Skagway Flats, WA 98399' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-line-of-duty-humvee-rollover-clavicle',
    kind: 'service-treatment-record',
    format: 'text',
    text: `STATEMENT OF MEDICAL EXAMINATION AND DUTY STATUS (DD FORM 2173)

1. NAME OF MEMBER (Last, First, MI): PARKHURST, DEVON J
2. SSN: 512-66-0418          3. GRADE: SPC
4. ORGANIZATION: 1st Bn, 181st Inf Regt (ARNG)
5. DATE OF INJURY: 2012-06-23    6. PLACE: Camp Grayling Joint Maneuver Training Center

7. HOW INJURED (Member's statement): I was the driver of an M1151 HMMWV during annual
training night movement. The road shoulder gave way and the vehicle rolled onto its
right side. I was thrown against the door and hurt my left shoulder.

8. MEDICAL TREATMENT / FINDINGS (Attending physician):
Seen at Munson Medical Center ED 2012-06-23 0215. X-ray: displaced fracture of the
mid-shaft left clavicle. No head injury; CT head negative; concussion ruled out.
Blood alcohol: not tested, no indication of intoxication.
Diagnosis: Fracture, left clavicle, midshaft, displaced.
Treatment: sling, orthopedic referral; ORIF performed 2012-06-29.

9. DUTY STATUS AT TIME OF INJURY: [X] Annual Training  [ ] IDT  [ ] AD
10. IN LINE OF DUTY: [X] Yes  [ ] No  [ ] Formal investigation required
11. Was the member under the influence of alcohol or drugs? [ ] Yes [X] No

12. UNIT COMMANDER: CPT Harlan Odegaard
13. PHYSICIAN: Meredith Koenig, DO

Member's spouse notified: Ashley Parkhurst, tel 989-555-0183.`,
    expected: {
      conditions: [{ name: 'Fracture, left clavicle', diagnosticCode: '5203' }],
      nexusOpinions: [],
      inServiceEvents: ['HMMWV rollover during annual training night movement at Camp Grayling, June 2012'],
      personalData: [
        { kind: 'name', value: 'PARKHURST, DEVON J' },
        { kind: 'name', value: 'Ashley Parkhurst' },
        { kind: 'ssn', value: '512-66-0418' },
        { kind: 'phone', value: '989-555-0183' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-behavioral-health-mst-adjustment-disorder',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `BEHAVIORAL HEALTH CLINIC - INITIAL ENCOUNTER (AHLTA)
Naval Hospital Bremerhaven (fictional) - Fleet and Family Behavioral Health

Patient: HN Okafor, Precious A.     DoD ID: 1620033987
DOB: 1998-02-14     Encounter date: 2019-04-09

REASON FOR VISIT: Self-referred. Trouble sleeping, crying spells, can't focus at work.

HPI: 21 y/o F Hospitalman reports that on 2019-03-16, after a command party, a
fellow sailor from her department sexually assaulted her in the barracks. She filed
a restricted report with the SARC on 2019-03-18. Since then: sleeping 4 hours,
avoids the galley where he works, feels "jumpy," guilt, tearful daily. Reports that
last weekend she had fleeting thoughts of wanting to die ("wished I could just
disappear and not wake up"), no plan, no intent, no prior attempts. Currently
denies intent; future-oriented, wants to finish her enlistment and go to nursing
school. Lives with roommate; her mother, Grace Okafor, is supportive by phone.

MSE: tearful, anxious, speech normal, thought process logical. Passive death wish
as above. No HI, no psychosis.

SCREENS: PHQ-9 = 14 (item 9 = 1). PCL-5 = 29 (below threshold). AUDIT-C = 1.

ASSESSMENT:
Adjustment disorder with mixed anxiety and depressed mood, following military sexual
trauma. PTSD considered; does not meet full criteria at this time (onset < 1 month
with symptoms, PCL-5 below threshold) - rule out PTSD at follow-up.

PLAN: Weekly therapy (CPT). Safety plan completed. Duty limitation: none. Command
notification: not required (restricted report, low risk). RTC 1 week.

Provider: LCDR Benedetta Ruiz-Halloran, PhD, Clinical Psychologist`,
    expected: {
      conditions: [{ name: 'Adjustment disorder with mixed anxiety and depressed mood', diagnosticCode: '9440' }],
      nexusOpinions: [],
      inServiceEvents: ['Sexual assault by a fellow sailor in the barracks after a command party, March 2019 (military sexual trauma)'],
      personalData: [
        { kind: 'name', value: 'Okafor, Precious A.' },
        { kind: 'name', value: 'Grace Okafor' },
        { kind: 'record-number', value: '1620033987' },
        { kind: 'date-of-birth', value: '1998-02-14' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'str-battalion-aid-station-concussion-no-si',
    kind: 'service-treatment-record',
    format: 'text',
    text: `SF 600 - CHRONOLOGICAL RECORD OF MEDICAL CARE
BATTALION AID STATION, COP NOBLE (fictional), ZABUL PROVINCE, AFGHANISTAN

NAME: LINDGREN-ABARA, JOSHUA M     SSN: 604-82-1155
DOB: 05 JAN 1990     UNIT: C TRP, 3-61 CAV

DATE: 17 OCT 2011  TIME: 1540

S: 21 y/o M SPC, turret gunner, involved in IED blast to his M-ATV on route patrol
at approx 1300 today. Reports being "dazed" for about 1 minute, headache 6/10,
ringing in ears, sensitivity to light. Denies LOC. Denies vomiting.

MACE: Cognitive score 24/30. Symptoms: headache, dizziness, tinnitus.
O: GCS 15. PERRL. No focal deficits. TMs intact bilaterally. C-spine nontender.

A: Concussion (mild traumatic brain injury) without loss of consciousness,
   secondary to blast exposure.
   Skull fracture - ruled out clinically (no step-off, no hemotympanum).
   Intracranial hemorrhage - not suspected; no CT available at this level.

P: 24-hour mandatory rest per DoD mTBI protocol. Acetaminophen only (no NSAIDs).
   Re-evaluate with MACE in 24 hours. Return-to-duty progression per protocol.
   Event recorded in BAT/JTAPIC blast exposure log.

Behavioral health check: reports grief after the death of a friend in a separate
incident last month; no SI/HI. Denies thoughts of harming himself.

SGT Marco Delgado-Price, 68W / Reviewed: 1LT Aaron Whitfield-Oduya, PA`,
    expected: {
      conditions: [{ name: 'Traumatic brain injury', diagnosticCode: '8045' }],
      nexusOpinions: [],
      inServiceEvents: ['IED blast to M-ATV on route patrol in Zabul Province, Afghanistan, October 2011'],
      personalData: [
        { kind: 'name', value: 'LINDGREN-ABARA, JOSHUA M' },
        { kind: 'ssn', value: '604-82-1155' },
        { kind: 'date-of-birth', value: '05 JAN 1990' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'lay-statement-spouse-nightmares-suicidal-thoughts',
    kind: 'statement-or-decision',
    format: 'text',
    text: `LAY/WITNESS STATEMENT (VA FORM 21-10210)

SECTION I - CLAIMANT'S IDENTIFICATION
Veteran's name: Brandon Keith Mulrooney
Veteran's SSN: 377-18-9024       VA file number: 377189024
Veteran's date of birth: 02/03/1984

SECTION II - WITNESS'S IDENTIFICATION
Witness's name: Stephanie Ann Mulrooney
Relationship to veteran: Spouse
Mailing address: 940 Ridgecrest Drive, Lot 12, Amberlin, NC 28599
Telephone: 910-555-0152

SECTION III - STATEMENT
I have been married to Brandon since 2008, before his deployment to Iraq in 2009.
When he came home he was a different person. He told me about the day a suicide
car bomb went off at the checkpoint he was guarding in Mosul and how he had to help
pick up the remains of two soldiers from his platoon. He has never been the same.

He wakes up yelling and swinging almost every week. Twice he grabbed me by the
throat in his sleep. He sleeps in the recliner now. He checks the locks three or
four times every night and will not sit with his back to the door in a restaurant.
He has quit two jobs because he could not stand his supervisors.

Last spring he told me he had been thinking about killing himself and that he had
looked at his pistol and thought about it. I called the Veterans Crisis Line and
took the guns to my sister's house. He says he does not feel that way now, but I
still worry.

I believe he has PTSD, and his back has been bad since he hurt it lifting a
generator in Iraq. I am not a doctor, but I see how he lives every day.

I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Signature: Stephanie A. Mulrooney     Date: 03/02/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Suicide car bomb at a checkpoint in Mosul, Iraq, in 2009; helped recover the remains of two platoon members',
        'Hurt his back lifting a generator in Iraq',
      ],
      personalData: [
        { kind: 'name', value: 'Brandon Keith Mulrooney' },
        { kind: 'name', value: 'Brandon' },
        { kind: 'name', value: 'Stephanie Ann Mulrooney' },
        { kind: 'name', value: 'Stephanie A. Mulrooney' },
        { kind: 'ssn', value: '377-18-9024' },
        { kind: 'ssn', value: '377189024' },
        { kind: 'date-of-birth', value: '02/03/1984' },
        { kind: 'address', value: '940 Ridgecrest Drive, Lot 12, Amberlin, NC 28599' },
        { kind: 'phone', value: '910-555-0152' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'rating-decision-grants-tinnitus-ptsd-denies-sleep-apnea',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Regional Office

RATING DECISION

VETERAN: Alvarez-Whitman, Cristina J.
VA FILE NUMBER: 25 318 904
REPRESENTATIVE: Disabled American Veterans
DATE: 04/28/2026

INTRODUCTION
The records reflect that you are a veteran of the Gulf War Era. You served in the
Army from 2005 to 2013. You filed an original claim that we received on 11/14/2025.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent
   effective 11/14/2025.
2. Service connection for posttraumatic stress disorder is granted with an
   evaluation of 50 percent effective 11/14/2025.
3. Service connection for obstructive sleep apnea is denied.
4. Service connection for a left knee condition is denied because no current
   diagnosed disability was found.

EVIDENCE
- DD Form 214, 2005-2013
- Service treatment records
- VA audiology examination, 02/09/2026
- VA PTSD examination, 02/17/2026
- VA sleep apnea examination with opinion, 03/03/2026
- Your statement in support of claim received 12/01/2025

REASONS FOR DECISION
1. Tinnitus. Your military personnel records show you served as a combat engineer
with exposure to demolitions. The VA examiner stated, "It is at least as likely as
not that the veteran's tinnitus is a result of military noise exposure." An
evaluation of 10 percent is assigned, the maximum schedular evaluation.

2. PTSD. Your stressor, the 2007 vehicle-borne IED attack on your route clearance
patrol near Baqubah, Iraq, is consistent with the circumstances of your service.
The VA examiner diagnosed PTSD. The evidence shows occupational and social
impairment with reduced reliability and productivity.

3. Obstructive sleep apnea. Your VA treatment records show a diagnosis of OSA in
2024. Your service treatment records contain no complaints of snoring or sleep
disturbance. The VA examiner opined, "The claimed condition was less likely than not
incurred in or caused by the claimed in-service injury, event or illness." Service
connection is denied.

4. Left knee. The VA examiner found a normal left knee with no diagnosis. Knee pain
alone, without a diagnosed disability, is not a disability for VA purposes.

REFERENCES: Title 38 Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief.`,
    expected: {
      conditions: [
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: "It is at least as likely as\nnot that the veteran's tinnitus is a result of military noise exposure.",
        },
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'The claimed condition was less likely than not\nincurred in or caused by the claimed in-service injury, event or illness.',
        },
      ],
      inServiceEvents: [
        'Exposure to demolitions as a combat engineer',
        'Vehicle-borne IED attack on route clearance patrol near Baqubah, Iraq, in 2007',
      ],
      personalData: [
        { kind: 'name', value: 'Alvarez-Whitman, Cristina J.' },
        { kind: 'record-number', value: '25 318 904' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'buddy-statement-convoy-rollover-witness',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `STATEMENT IN SUPPORT OF CLAIM
(Buddy Statement)

Re: Veteran Samuel "Sammy" Okoro-Lindqvist
SSN ending 4410, Date of Birth 09/17/1986

My name is Dwight Anthony Carrollton. I served with Sammy in 2nd Platoon, 584th
Transportation Company, at Camp Adder (Tallil), Iraq, from 2008 to 2009. I was the
truck commander in the vehicle directly behind his.

On the night of 12 February 2009, on a resupply convoy to FOB Hammer, the HET that
Sammy was driving slid off the embankment on a wet road and rolled over one and a
half times into the ditch. I was one of the first to reach him. He was hanging
upside down in his seatbelt, bleeding from the head, and said his neck and low back
hurt. We pulled him out through the window. He was taken by ground ambulance to the
aid station and I did not see him for three days. When he came back he wore a neck
brace for about two weeks and was on light duty, and he complained about his back
for the rest of the deployment.

A few weeks later our convoy was hit by an EFP near Nasiriyah. Nobody in our
vehicles was hurt, but Sammy was very shaken afterward and had trouble sleeping.

I am not a medical professional and I cannot say what his diagnosis is. I am
writing so the VA knows these events happened.

You can reach me at 701-555-0118 or 3 Prairie Rose Court, Minden Plains, ND 58799.

I certify the above is true and correct to the best of my knowledge.
Dwight A. Carrollton     10/15/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'HET rollover off an embankment on a resupply convoy to FOB Hammer, Iraq, February 2009, with head, neck and low back injury',
        'Convoy hit by an EFP near Nasiriyah, Iraq, 2009',
      ],
      personalData: [
        { kind: 'name', value: 'Samuel "Sammy" Okoro-Lindqvist' },
        { kind: 'name', value: 'Sammy' },
        { kind: 'name', value: 'Dwight Anthony Carrollton' },
        { kind: 'name', value: 'Dwight A. Carrollton' },
        { kind: 'ssn', value: '4410' },
        { kind: 'date-of-birth', value: '09/17/1986' },
        { kind: 'phone', value: '701-555-0118' },
        { kind: 'address', value: '3 Prairie Rose Court, Minden Plains, ND 58799' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-denies-hypertension-continues-back',
    kind: 'statement-or-decision',
    format: 'image',
    text: `RATING DECISION
VETERAN: Thibodeaux, Lamar Vincent     VA FILE NO: 26 771 340
DATE: 09/14/2026

DECISION
1. Evaluation of lumbosacral strain, which is currently 10 percent disabling,
   is continued.
2. Service connection for hypertension is denied.
3. Service connection for erectile dysfunction, claimed as secondary to
   hypertension, is denied.

REASONS FOR DECISION
1. Lumbosacral strain. The VA examination of 08/02/2026 shows forward flexion
to 75 degrees with pain. This does not meet the criteria for a higher evaluation.

2. Hypertension. Your service treatment records show normal blood pressure at
separation in 1998. The VA examiner opined, "It is less likely than not that the
veteran's hypertension had its onset in service or within one year of discharge."
Service connection is denied.

3. Erectile dysfunction. Because hypertension is not service connected, this claim
has no legal basis as a secondary condition.

REFERENCES: 38 CFR 3.303, 3.310, 4.71a (DC 5237).`,
    expected: {
      conditions: [{ name: 'Lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [
        {
          condition: 'Hypertension',
          strength: 'less likely than not',
          quote: "It is less likely than not that the\nveteran's hypertension had its onset in service or within one year of discharge.",
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Thibodeaux, Lamar Vincent' },
        { kind: 'record-number', value: '26 771 340' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'veteran-statement-burn-pit-sinus-no-si',
    kind: 'statement-or-decision',
    format: 'text',
    text: `STATEMENT IN SUPPORT OF CLAIM (VA FORM 21-4138)

Name: Vasquez-Holm, Ingrid Theresa
SSN: 129-47-8862    VA File No: same as SSN
Date of birth: 12/12/1979
Address: 27 Saltmarsh Road, Unit 3, Brinehaven, SC 29999
Phone: (843) 555-0170    Email: (on file)

REMARKS:
I am filing for service connection for my sinus problems and headaches under the
PACT Act.

From June 2004 to June 2005 I was stationed at Camp Victory, Baghdad, Iraq, as a
supply specialist. Our containerized housing units were about a quarter mile from a
burn pit that burned trash, plastics, tires and human waste every day. The smoke
came through the walls at night and I woke up with black soot in my nose. I also
helped dig out vehicles after a sandstorm in April 2005 and breathed dust for days.

Since I came back I have had constant congestion, sinus pressure and about 5 sinus
infections every year. My doctor at the VA clinic said I need to see ENT. My mother
has allergies and asthma, but I never had any breathing problems before Iraq.

I ask VA to schedule an examination and get a medical opinion on whether my sinus
problems are related to the burn pit smoke.

Some of the questions on the mental health screening asked about suicide. I want to
be clear: I have never had thoughts of hurting or killing myself. A soldier in my
company took his own life in 2006 and I went to the memorial, which was hard.

I certify that the statements on this form are true and correct.
Signature: Ingrid T. Vasquez-Holm     Date: 11/03/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Burn pit smoke exposure at Camp Victory, Baghdad, Iraq, June 2004 to June 2005',
        'Dust exposure digging out vehicles after a sandstorm in April 2005',
      ],
      personalData: [
        { kind: 'name', value: 'Vasquez-Holm, Ingrid Theresa' },
        { kind: 'name', value: 'Ingrid T. Vasquez-Holm' },
        { kind: 'ssn', value: '129-47-8862' },
        { kind: 'date-of-birth', value: '12/12/1979' },
        { kind: 'address', value: '27 Saltmarsh Road, Unit 3, Brinehaven, SC 29999' },
        { kind: 'phone', value: '(843) 555-0170' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
