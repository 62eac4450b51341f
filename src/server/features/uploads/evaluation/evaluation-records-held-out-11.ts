// Eleventh held-out evaluation set, written 2026-11-27 by an independent author who
// had seen neither the record-analysis code nor any earlier record set.
// Committed without being read by anyone who works on the analysis, it is to be
// scored exactly once. Never use it for tuning, prompt changes, or threshold picking.
// Every name, number, address and date of birth below is invented.

import type { EvaluationRecord } from './evaluation-record'

export const eleventhHeldOutRecords: readonly EvaluationRecord[] = [
  // ---------------------------------------------------------------------------
  // VA progress notes
  // ---------------------------------------------------------------------------
  {
    id: 'r11-va-note-mh-intake-ptsd',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH BHIP INTAKE ASSESSMENT
STANDARD TITLE: MENTAL HEALTH INITIAL EVALUATION NOTE
DATE OF NOTE: OCT 14, 2026@09:32     ENTRY DATE: OCT 14, 2026@11:05:47
      AUTHOR: LINDQVIST,PETRA J      EXP COSIGNER:
     URGENCY:                          STATUS: COMPLETED

PATIENT: CASTELLANOS,RUBEN A    SSN: XXX-XX-6083    DOB: 02/19/1988 (38)
ADDRESS: 4471 Larkspur Bend Dr, Killeen, TX 76542
PHONE: (254) 555-0162

CHIEF COMPLAINT: "I can't sleep and I'm always on edge. My wife made me come in."

HISTORY OF PRESENT ILLNESS:
38 y/o married male OEF/OIF Army veteran (11B, 2006-2014) referred by PACT after a positive
PC-PTSD-5 screen (4/5). Veteran reports that on 22 Jun 2011, during a mounted patrol in the
Arghandab River Valley, Kandahar Province, the MRAP ahead of his vehicle struck an IED; two
soldiers in that vehicle were killed and he assisted with recovery of their remains. He also
describes near-daily indirect fire at COP Nolen the same year. Since separation he endorses
intrusive memories 3-4x/week, nightmares 4-5 nights/week, avoidance of crowds and
fireworks, hypervigilance (sits facing doors, checks locks repeatedly), irritability with
verbal outbursts, and sleep of about 4 hours/night. His wife, Yesenia, has told him he
"isn't the same person." Works as a utility lineman; has missed 6 days this quarter.

PSYCHIATRIC HISTORY: No prior MH treatment. No psychiatric hospitalizations. No prior
suicide attempts. No history of manic or hypomanic episodes.

SUBSTANCE USE: AUDIT-C 2 (negative). Denies drug use. Smokeless tobacco 1 can/day.

MILITARY HISTORY: Army 2006-2014, 11B. Deployments: Iraq 2007-2008, Afghanistan 2010-2011.
Denies MST. Honorable discharge as SGT/E-5.

SAFETY ASSESSMENT:
C-SSRS screen positive. Veteran endorses passive suicidal ideation over the past month
("sometimes I think my family would be better off without me"), most recently 5 days ago.
Denies active ideation, intent, plan, or preparatory behavior. Has a handgun in the home;
agreed to store it with a cable lock and give the key to his wife. Protective factors:
wife, two children, faith, employment. Safety plan completed with Veteran today; given
Veterans Crisis Line information (988, press 1). Acute risk: low. Chronic risk: moderate.

MENTAL STATUS EXAM: Casually dressed, good hygiene, guarded but cooperative. Speech normal
rate and volume. Mood "tired and angry." Affect constricted, congruent. Thought process
linear. No AH/VH, no delusions. Denies HI. Insight fair, judgment fair. Cognition grossly
intact.

MEASURES: PCL-5 = 58. PHQ-9 = 16.

ASSESSMENT:
38 y/o combat veteran with symptoms meeting DSM-5 criteria for PTSD related to combat
trauma. Depressive symptoms (low mood, anhedonia, guilt) are prominent; unclear whether
these are better accounted for by PTSD.

DIAGNOSES:
1. Posttraumatic stress disorder, chronic (F43.10)
2. R/O major depressive disorder - reassess after 4 weeks of treatment

PLAN:
- Prazosin 1 mg qhs for nightmares, titrate weekly; sertraline 25 mg daily x7d then 50 mg.
- Referred to Cognitive Processing Therapy (CPT) group, BHIP Team B.
- RTC 2 weeks; phone check-in in 1 week. Veteran agrees with plan.`,
    expected: {
      conditions: [{ name: 'Posttraumatic stress disorder (PTSD)', diagnosticCode: '9411' }],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on the MRAP ahead of his vehicle, Kandahar Province (2011)',
        'recovery of remains of soldiers killed in the IED strike',
        'indirect fire at COP Nolen',
      ],
      personalData: [
        { kind: 'name', value: 'CASTELLANOS,RUBEN A' },
        { kind: 'ssn', value: 'XXX-XX-6083' },
        { kind: 'date-of-birth', value: '02/19/1988' },
        { kind: 'address', value: '4471 Larkspur Bend Dr, Killeen, TX 76542' },
        { kind: 'phone', value: '(254) 555-0162' },
        { kind: 'name', value: 'Yesenia' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-va-note-pact-vietnam-chronic',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PACT PRIMARY CARE FOLLOW-UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: SEP 08, 2026@13:40     ENTRY DATE: SEP 08, 2026@15:12:09
      AUTHOR: ABERNATHY,COLE T       EXP COSIGNER:
     URGENCY:                          STATUS: COMPLETED

PT: HOLLOWAY,VERNON E    SSN: XXX-XX-2719    DOB: 07/30/1948    MRN: 7730214
PACT TEAM: GREEN 2

S: 78 y/o male Vietnam veteran here for 4-month f/u of chronic problems. Lives with his
wife, Loretta. Feels "pretty good." Reports burning and numbness of both feet, worse at
night, slowly progressive over 2 years; no falls. CPAP download: used 84% of nights >4 h,
residual AHI 2.1. Heartburn controlled on omeprazole; no dysphagia. ED improved with
sildenafil. Denies chest pain, pressure, palpitations, dyspnea on exertion, orthopnea or
edema. Denies claudication. No hypoglycemic episodes.

MILITARY/EXPOSURES: US Army 1967-1970; Republic of Vietnam 1968-1969 (Pleiku, 4th Inf Div).
Reports Agent Orange exposure; on Agent Orange Registry (2009).

ACTIVE PROBLEM LIST:
 1. Essential (primary) hypertension (ICD-10-CM I10)
 2. Type 2 diabetes mellitus with diabetic polyneuropathy (ICD-10-CM E11.42)
 3. Gastro-esophageal reflux disease without esophagitis (ICD-10-CM K21.9)
 4. Obstructive sleep apnea (adult) (pediatric) (ICD-10-CM G47.33)
 5. Erectile dysfunction, unspecified (ICD-10-CM N52.9)
INACTIVE/RESOLVED PROBLEMS:
 6. Calculus of kidney (ICD-10-CM N20.0) - resolved 2015, no recurrence
 7. Basal cell carcinoma of skin of left ear (ICD-10-CM C44.219) - excised 2019, clear
    margins, no recurrence

FAMILY HISTORY: Father - MI at 61, died at 66. Mother - breast cancer. Brother - type 2 DM.

SOCIAL: Former smoker, quit 1985 (20 pack-years). Alcohol: 1 beer/week.

SCREENING: PHQ-2 = 0 (negative). C-SSRS screen negative; denies suicidal ideation.
AUDIT-C = 1. Fall risk screen negative.

O: BP 138/82 (repeat 134/80), HR 72 regular, Wt 214 lb, BMI 31.2
Feet: skin intact, no ulcers; monofilament absent at 6/10 sites bilaterally; vibration
decreased at great toes; DP/PT pulses 2+ bilaterally. Grade 2/6 systolic murmur at RUSB.
Labs 08/28/2026: A1c 7.4% (prior 7.1%), eGFR 58 (64 in 04/2026), UACR pending, K 4.3.

A/P:
1. HTN - at goal. Continue lisinopril 20 mg daily, amlodipine 5 mg daily.
2. DM2 with peripheral neuropathy, bilateral lower extremities - A1c within individualized
   goal of 7.0-8.0%. Continue metformin 1000 mg BID. Start gabapentin 100 mg qhs for
   neuropathic pain. Podiatry referral for at-risk foot care.
3. GERD - continue omeprazole 20 mg daily.
4. OSA - adherent to CPAP, continue; supplies reordered.
5. ED - continue sildenafil 50 mg PRN.
6. Decreased eGFR - possible CKD stage 3a vs. transient decline (recent dehydration after
   yard work). Not diagnosed; repeat BMP and UACR in 3 months before labeling CKD.
7. Systolic murmur - suspected aortic sclerosis vs. stenosis; TTE ordered.
RTC 4 months, sooner PRN.`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Peripheral neuropathy, bilateral lower extremities (diabetic)' },
        { name: 'Gastroesophageal reflux disease (GERD)', diagnosticCode: '7206' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Agent Orange (herbicide) exposure in Vietnam (1968-1969)'],
      personalData: [
        { kind: 'name', value: 'HOLLOWAY,VERNON E' },
        { kind: 'ssn', value: 'XXX-XX-2719' },
        { kind: 'date-of-birth', value: '07/30/1948' },
        { kind: 'record-number', value: '7730214' },
        { kind: 'name', value: 'Loretta' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-va-note-audiology-artillery',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: AUDIOLOGY - HEARING EVALUATION
DATE OF NOTE: AUG 21, 2026@08:15                        STATUS: COMPLETED
AUTHOR: VANTERPOOL,MIRIAM K, AuD

PATIENT: NGUYEN-BRADSHAW,KEVIN T     SSN: XXX-XX-5530     DOB: 11/04/1979

REASON FOR VISIT: Decreased hearing and ringing in both ears. Referred by PACT.

HISTORY: Veteran served USMC 2000-2008 as an 0811 field artillery cannoneer (M198
howitzer). Reports hearing protection "not always available" during his 2004 Iraq
deployment. Constant bilateral high-pitched ringing since that deployment. Civilian
work: warehouse, wears foam earplugs. Denies ear pain, drainage, or vertigo.
No family history of early hearing loss.

OTOSCOPY: Clear canals; TMs intact bilaterally.
TYMPANOMETRY: Type A bilaterally. Acoustic reflexes present at expected levels.

PURE TONE THRESHOLDS (dB HL)
Freq (Hz)     500   1000   2000   3000   4000   6000   8000
RIGHT          15     20     30     55     65     70     60
LEFT           20     20     35     60     70     70     65

SPEECH: SRT R 20 dB, L 25 dB. Maryland CNC word recognition: R 88%, L 84%.

ASSESSMENT:
1. Bilateral sensorineural hearing loss, mild sloping to moderately-severe
   (2000-8000 Hz).
2. Tinnitus, constant, bilateral.
Asymmetry is 10 dB or less at all frequencies; retrocochlear pathology not
suspected, MRI not indicated. Conductive component ruled out (air-bone gaps
10 dB or less).

PLAN:
- Binaural hearing aids ordered (with tinnitus sound generator feature).
- Tinnitus education provided.
- Return in 6 weeks for hearing aid fitting.`,
    expected: {
      conditions: [
        { name: 'Bilateral hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'howitzer noise exposure as a field artillery cannoneer',
        'noise exposure without hearing protection during 2004 Iraq deployment',
      ],
      personalData: [
        { kind: 'name', value: 'NGUYEN-BRADSHAW,KEVIN T' },
        { kind: 'ssn', value: 'XXX-XX-5530' },
        { kind: 'date-of-birth', value: '11/04/1979' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-va-note-tbi-second-level',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: TBI SECOND LEVEL EVALUATION (CTBIE)
STANDARD TITLE: PHYSICAL MEDICINE & REHAB CONSULT
DATE OF NOTE: JUL 29, 2026@10:00     ENTRY DATE: JUL 29, 2026@16:44:31
      AUTHOR: OYELARAN,FEMI A        EXP COSIGNER:
     URGENCY:                          STATUS: COMPLETED

PATIENT: DRISCOLL,MEGAN R     SSN: XXX-XX-9148     DOB: 05/27/1985
HOME: 218 Quarry Hill Rd, Apt 3B, Montpelier, VT 05602     CELL: (802) 555-0133

REASON FOR CONSULT: Positive VA TBI screen (4/4). Headaches, memory problems, dizziness.

HISTORY OF INJURY:
Event 1: Oct 2007, Ramadi, Iraq. Veteran (31B military police) was working a dismounted
entry control point when a vehicle-borne IED detonated approximately 40 meters away. She
was thrown about 10 feet against a HESCO barrier. Loss of consciousness ~2 minutes per her
account and per a fellow soldier; post-traumatic amnesia "a few hours." Evaluated at the
battalion aid station; returned to duty after 48 hours.
Event 2: Mar 2008, Camp Taji. HMMWV rollover during a night convoy; struck the left side of
her head on the door frame. Dazed, no LOC. Not evaluated.

CURRENT SYMPTOMS:
- Headaches: bifrontal/left temporal throbbing, 3-4 days/week; 2-3 attacks/month force her
  to lie down in a dark room for most of the day; photophobia, phonophobia, nausea. Onset
  early 2008.
- Cognition: forgets appointments, loses her train of thought, relies on phone reminders.
- Dizziness: brief spinning sensation with quick head turns and in busy stores.
- Sleep: 5-6 hours, non-restorative.
Neurobehavioral Symptom Inventory (NSI) total: 41.

PAST MEDICAL HISTORY: Left wrist fracture age 12 (healed). No seizures.
PAST PSYCHIATRIC HISTORY: Admitted to inpatient mental health at another VAMC in March 2012
for suicidal ideation with a plan to overdose after her divorce; no attempt. Completed
outpatient therapy 2012-2013; no MH care since 2014. Today she denies current suicidal
ideation; C-SSRS screen negative. PHQ-9 = 8.
FAMILY HISTORY: Mother - migraines. Father - hypertension.
SOCIAL: Lives alone with her dog. Works as a 911 dispatcher (part-time since 2024).
Alcohol 2-3 drinks/week. No tobacco.

EXAMINATION:
BP 118/74. Alert, oriented x4. MoCA 26/30 (-2 delayed recall, -1 serial 7s, -1 fluency).
Cranial nerves II-XII intact. Fundi: sharp discs. Strength 5/5 throughout; reflexes 2+ and
symmetric; sensation intact. Romberg negative. Tandem gait mildly unsteady.
Dix-Hallpike negative bilaterally; head impulse test normal; no spontaneous nystagmus.
Cervical spine: full ROM, non-tender; no occipital nerve tenderness.

IMAGING: MRI brain 06/2026 - two punctate nonspecific T2/FLAIR foci in the left frontal
white matter; no hemosiderin; otherwise normal.

ASSESSMENT:
1. Mild traumatic brain injury (Oct 2007 blast with LOC; Mar 2008 rollover without LOC)
   with chronic residuals: post-traumatic headaches, subjective memory complaints,
   dizziness.
2. Post-traumatic headache with migraine features (ICD-10 G43.009), prostrating attacks
   2-3 times per month.
3. Dizziness - BPPV ruled out (Dix-Hallpike negative). Differential: vestibular migraine
   vs. post-concussive vestibular dysfunction.
4. Cervicogenic headache considered; not supported by exam.

OPINION: The Veteran asked whether her headaches are related to her military service. In
my clinical opinion, her current headaches are at least as likely as not a residual of the
October 2007 blast injury, given onset within months of the injury and no headache history
before service.

PLAN:
- Topiramate 25 mg qhs, titrate to 50 mg BID; rizatriptan 10 mg PRN (max 2 doses/24 h).
- Speech-language pathology for cognitive rehabilitation; vestibular physical therapy.
- Neuropsychological testing referral.
- RTC 8 weeks.`,
    expected: {
      conditions: [
        { name: 'Residuals of traumatic brain injury (TBI)', diagnosticCode: '8045' },
        { name: 'Migraine headaches (post-traumatic)', diagnosticCode: '8100' },
      ],
      nexusOpinions: [
        {
          condition: 'Migraine headaches (post-traumatic)',
          strength: 'at least as likely as not',
          quote: 'her current headaches are at least as likely as not a residual of the',
        },
      ],
      inServiceEvents: [
        'VBIED blast at an entry control point in Ramadi (2007), thrown against a barrier with loss of consciousness',
        'HMMWV rollover at Camp Taji (2008) with head strike',
      ],
      personalData: [
        { kind: 'name', value: 'DRISCOLL,MEGAN R' },
        { kind: 'ssn', value: 'XXX-XX-9148' },
        { kind: 'date-of-birth', value: '05/27/1985' },
        { kind: 'address', value: '218 Quarry Hill Rd, Apt 3B, Montpelier, VT 05602' },
        { kind: 'phone', value: '(802) 555-0133' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-va-note-psychiatry-mst-followup',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PSYCHIATRY MEDICATION MANAGEMENT
STANDARD TITLE: PSYCHIATRY NOTE
DATE OF NOTE: NOV 02, 2026@14:20     ENTRY DATE: NOV 02, 2026@15:01:18
      AUTHOR: RAMASWAMY,ANIKA V      EXP COSIGNER:
     URGENCY:                          STATUS: COMPLETED

BEAUCHAMP,TASHA L    XXX-XX-0871    DOB: 09/13/1983    CELL: (910) 555-0119

CC: Follow-up for depression and anxiety. Seen in person, 30 minutes.

INTERVAL HISTORY:
43 y/o female Army veteran (92Y unit supply specialist, 2002-2010) last seen 08/2026 when
sertraline was increased to 150 mg. Reports mood 4/10, ongoing anhedonia, low energy, poor
concentration at work and guilt. Worries "about everything" - finances, her daughter's
safety, her job - most days, with muscle tension and irritability. Sleeping about 5 hours.
Appetite decreased, 6 lb weight loss since August. Working full time as a logistics clerk.
Continues weekly MST-focused therapy with her PCT psychologist.

MILITARY SEXUAL TRAUMA: Veteran previously disclosed that in 2003, during AIT at Fort Lee,
she was sexually assaulted in the barracks by a senior NCO. She did not make a report at
the time. She endorses distress at reminders but not the full PTSD symptom picture (below).

SAFETY: Denies SI/HI, denies intent or plan. Denies past suicide attempts. C-SSRS screen
negative. No firearms in the home. Protective factors: daughter Kayla (12), church, job.

FAMILY PSYCHIATRIC HISTORY: Mother - bipolar I disorder. Maternal aunt died by suicide in
2003. Maternal grandfather - alcohol use disorder.

SUBSTANCE USE: History of alcohol misuse 2010-2012 after discharge, resolved without
treatment; no alcohol since 2013. AUDIT-C = 0.

MEASURES: PHQ-9 = 14 (prior 17). GAD-7 = 15 (prior 16).
CAPS-5 administered 09/2026 by her PCT psychologist: did not meet full DSM-5 criteria for
PTSD (Criterion C and D thresholds not met).

MSE: Neatly groomed, good eye contact, psychomotor normal. Speech normal. Mood "worn out."
Affect dysthymic, mildly anxious, reactive. Thought process goal-directed. No SI/HI, no
AH/VH. Insight and judgment good.

ASSESSMENT/DIAGNOSES:
1. Major depressive disorder, recurrent, moderate (F33.1) - partial response.
2. Generalized anxiety disorder (F41.1).
3. PTSD - ruled out on CAPS-5 (09/2026); MST-related symptoms addressed in therapy.
4. Fatigue and weight loss - r/o hypothyroidism; TSH and CBC ordered.
No evidence of hypomania; no indication for a mood stabilizer despite family history.

PLAN:
- Increase sertraline to 200 mg daily. Add buspirone 7.5 mg BID.
- Labs: TSH, CBC, BMP.
- Continue weekly therapy with PCT. RTC 6 weeks. Veterans Crisis Line info reviewed.`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Generalized anxiety disorder', diagnosticCode: '9400' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['military sexual trauma: sexual assault by a senior NCO during AIT at Fort Lee (2003)'],
      personalData: [
        { kind: 'name', value: 'BEAUCHAMP,TASHA L' },
        { kind: 'ssn', value: 'XXX-XX-0871' },
        { kind: 'date-of-birth', value: '09/13/1983' },
        { kind: 'phone', value: '(910) 555-0119' },
        { kind: 'name', value: 'Kayla' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------
  // Disability Benefits Questionnaires
  // ---------------------------------------------------------------------------
  {
    id: 'r11-dbq-back-fall-from-truck',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

NAME OF PATIENT/VETERAN: Jerome P. Whitfield
PATIENT/VETERAN'S SOCIAL SECURITY NUMBER: 623-48-1907
DATE OF EXAMINATION: 09/23/2026
Is this DBQ being completed in conjunction with a VA 21-2507, C&P Examination Request?
[X] Yes  [ ] No
How was the examination completed? [X] In-person examination
Evidence review: [X] VBMS (Veterans Benefits Management System) records  [X] CPRS

SECTION I - DIAGNOSIS
1A. List the claimed condition(s) that pertain to this questionnaire: Low back condition
1B. Select diagnoses associated with the claimed condition(s) (check all that apply):
[ ] The Veteran does not have a current diagnosis associated with any claimed conditions
[ ] Ankylosing spondylitis
[X] Lumbosacral strain                     ICD code: S39.012   Date of diagnosis: 10/2009
[X] Degenerative arthritis of the spine    ICD code: M47.816   Date of diagnosis: 03/2026
[ ] Degenerative disc disease other than intervertebral disc syndrome
[ ] Intervertebral disc syndrome
[ ] Spinal stenosis
[ ] Spondylolisthesis
[ ] Vertebral fracture
[ ] Other (specify)

SECTION II - MEDICAL HISTORY
2A. Describe the history (including onset and course) of the Veteran's thoracolumbar spine
condition: The Veteran served in the Army 2007-2013 (88M motor transport operator). He
reports that in October 2009 at Fort Hood he fell approximately 6 feet from the tailgate of
an LMTV while unloading ammunition crates and landed on his back. STR dated 10/17/2009
reads: "LBP after fall from truck. A: acute lumbosacral strain. R/O compression fx - L-spine
films neg." He was seen for recurrent low back pain 4 more times in 2010-2012, with a
30-day profile in 2011. Pain has been continuous since service, with right buttock and
posterior thigh pain and tingling into the right lateral calf since about 2020. Current
treatment: meloxicam 15 mg daily, home exercise, lumbar brace for long drives. Works as a
regional delivery driver.
The Veteran reports that his father has ankylosing spondylitis. HLA-B27 (04/2026) was
negative and imaging shows no sacroiliitis; ankylosing spondylitis is not diagnosed.
2B. Does the Veteran report flare-ups of the thoracolumbar spine? [X] Yes [ ] No
If yes, document: "2-3 times a month after long routes; I can't bend, I lie on the floor."
2C. Does the Veteran report having any functional loss or functional impairment?
[X] Yes [ ] No   "I can't lift more than 30 pounds or sit longer than an hour."

SECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION
3A. Initial ROM: [ ] All normal  [X] Abnormal or outside of normal range
Forward flexion (0 to 90): 0 to 60 degrees
Extension (0 to 30): 0 to 15 degrees
Right lateral flexion (0 to 30): 0 to 20 degrees
Left lateral flexion (0 to 30): 0 to 20 degrees
Right lateral rotation (0 to 30): 0 to 25 degrees
Left lateral rotation (0 to 30): 0 to 25 degrees
Pain noted on exam: [X] Yes - forward flexion and extension; causes functional loss.
Is there evidence of pain with weight bearing? [X] Yes
Is there objective evidence of localized tenderness? [X] Yes - right L4-S1 paraspinals
3B. Repetitive use testing with at least three repetitions: [X] Yes. Additional loss of
function or range of motion after three repetitions? [ ] Yes [X] No
3D. Flare-ups: estimated forward flexion 0 to 45 degrees, per the Veteran's description.
3E. Guarding or muscle spasm resulting in abnormal gait or spinal contour? [ ] Yes [X] No

SECTION IV - MUSCLE STRENGTH TESTING
Hip flexion, knee extension, ankle plantar flexion, ankle dorsiflexion and great toe
extension: Right 5/5 except great toe extension 4/5; Left 5/5. Muscle atrophy: [ ] Yes [X] No

SECTION V - REFLEX AND SENSORY EXAMS
Reflexes: Knee R 2+ L 2+; Ankle R 1+ L 2+
Sensation to light touch, lower leg/ankle (L4/L5/S1): Right decreased; Left normal
Straight leg raising test: Right positive; Left negative

SECTION VI - RADICULOPATHY
6A. Does the Veteran have radicular pain or any other signs or symptoms due to
radiculopathy? [X] Yes [ ] No
Constant pain: Right lower extremity [X] Mild; Left lower extremity [X] None
Paresthesias and/or dysesthesias: Right [X] Mild; Left [X] None
Numbness: Right [X] Mild; Left [X] None
6B. Nerve roots involved: [X] Involvement of L4/L5/S1/S2/S3 nerve roots (sciatic nerve)
6C. Side affected: [ ] Both [X] Right [ ] Left
6D. Severity of radiculopathy: Right [X] Mild   Left [X] Not affected

SECTION VII - ANKYLOSIS: Is there ankylosis of the spine? [ ] Yes [X] No
SECTION VIII - OTHER NEUROLOGIC ABNORMALITIES (e.g., bowel or bladder problems)? [ ] Yes [X] No
SECTION IX - INTERVERTEBRAL DISC SYNDROME (IVDS) AND EPISODES REQUIRING BED REST
9A. Does the Veteran have IVDS of the thoracolumbar spine? [ ] Yes [X] No
SECTION X - ASSISTIVE DEVICES: [X] Brace(s) - occasional
SECTION XII - DIAGNOSTIC TESTING
Imaging studies of the thoracolumbar spine performed? [X] Yes. Arthritis documented? [X] Yes
Lumbar spine X-rays 03/11/2026: mild facet arthropathy L4-5 and L5-S1, small anterior
osteophytes L3-L4; disc heights maintained; no fracture or listhesis; SI joints normal.
Vertebral fracture with loss of 50 percent or more of height? [ ] Yes [X] No
SECTION XIII - FUNCTIONAL IMPACT: [X] Yes - cannot lift more than 30 lb; must stop
driving every 60 minutes to stretch.

MEDICAL OPINION
[X] The claimed condition was at least as likely as not (50% or greater probability)
incurred in or caused by the claimed in-service injury, event, or illness.
[ ] The claimed condition was less likely than not (less than 50% probability) incurred
in or caused by the claimed in-service injury, event, or illness.
Rationale: The STRs document an acute lumbosacral strain after a fall from a vehicle in
October 2009 and repeated treatment for low back pain through 2012, establishing chronicity
in service, and the Veteran credibly describes continuous symptoms since. Facet
arthropathy at L4-S1 in a 37-year-old with no intervening back injury is consistent with
progression of the in-service injury. The right lower extremity radiculopathy is a
neurologic manifestation of the same lumbar spine condition.`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'Radiculopathy, right lower extremity (sciatic nerve)', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain with degenerative arthritis of the spine',
          strength: 'at least as likely as not',
          quote: '[X] The claimed condition was at least as likely as not (50% or greater probability)',
        },
      ],
      inServiceEvents: ['fall of about 6 feet from an LMTV tailgate while unloading ammunition crates at Fort Hood (2009)'],
      personalData: [
        { kind: 'name', value: 'Jerome P. Whitfield' },
        { kind: 'ssn', value: '623-48-1907' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-dbq-initial-ptsd-rocket-attack',
    kind: 'dbq',
    format: 'text',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Darnell K. Ostrowski
Patient/Veteran's Social Security Number: XXX-XX-3356
VA claim file number: 31778204
Date of examination: 10/19/2026
This examination was conducted in person by a VA-licensed psychologist.

SECTION I:
1. DIAGNOSTIC SUMMARY
Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on today's
evaluation? [X] Yes  [ ] No
2. CURRENT DIAGNOSES
a. Mental disorder diagnosis #1: Posttraumatic stress disorder     ICD code: F43.10
b. Mental disorder diagnosis #2: Major depressive disorder, recurrent, moderate
   ICD code: F33.1
c. Medical diagnoses relevant to the understanding or management of the mental health
   disorder: None. The Veteran denies any head injury in service.
3. DIFFERENTIATION OF SYMPTOMS
a. Does the Veteran have more than one mental disorder diagnosed? [X] Yes [ ] No
b. Is it possible to differentiate what symptoms are attributable to each diagnosis?
   [X] Yes [ ] No - Nightmares, intrusive memories, avoidance, hypervigilance and startle
   are attributable to PTSD; persistent depressed mood, anhedonia, low energy and
   psychomotor slowing are attributable to MDD. Sleep disturbance is attributable to both.
c. Does the Veteran have a diagnosed traumatic brain injury (TBI)? [ ] Yes [X] No
4. OCCUPATIONAL AND SOCIAL IMPAIRMENT
[ ] Total occupational and social impairment
[ ] Occupational and social impairment with deficiencies in most areas
[X] Occupational and social impairment with reduced reliability and productivity
[ ] Occupational and social impairment with occasional decrease in work efficiency
[ ] Occupational and social impairment due to mild or transient symptoms

SECTION II: CLINICAL FINDINGS
1. EVIDENCE REVIEW: [X] VBMS e-folder  [X] CPRS  [X] Service treatment records
2. RECENT HISTORY
Social: Married 16 years to Yolanda; two sons (15 and 12). Frequent arguments; sleeps in a
separate room because of nightmares and thrashing; has stopped attending his sons' games.
One friend he sees about monthly.
Occupational: Electrician; changed employers twice since 2022 after conflicts with
supervisors; missed about 10 days of work in the past year.
Mental health: Vet Center counseling since 2024; VA mental health care since 03/2026;
sertraline 100 mg daily. No psychiatric hospitalizations.
Substance use: 2-3 beers on weekends; does not meet criteria for an alcohol use disorder.
3. STRESSORS
Stressor #1: In August 2010, at FOB Salerno, Khost Province, Afghanistan, a 107 mm rocket
struck beside the dining facility while the Veteran was inside. He applied tourniquets to
two wounded soldiers; one, a close friend, died before the MEDEVAC arrived.
Does this stressor meet Criterion A? [X] Yes [ ] No
Is the stressor related to the Veteran's fear of hostile military or terrorist activity?
[X] Yes [ ] No
Is the stressor related to personal assault, e.g. military sexual trauma? [ ] Yes [X] No
4. PTSD DIAGNOSTIC CRITERIA
Criterion A: [X] Directly experiencing the traumatic event(s)
             [X] Witnessing, in person, the traumatic event(s) as they occurred to others
Criterion B: [X] Recurrent, involuntary, and intrusive distressing memories
             [X] Recurrent distressing dreams
Criterion C: [X] Avoidance of distressing memories  [X] Avoidance of external reminders
Criterion D: [X] Persistent negative emotional state  [X] Markedly diminished interest
             [X] Feelings of detachment or estrangement from others
Criterion E: [X] Irritable behavior and angry outbursts  [X] Hypervigilance
             [X] Exaggerated startle response  [X] Sleep disturbance
Criterion F: [X] Duration of the disturbance is more than 1 month
Criterion G: [X] Clinically significant distress or impairment
Criterion H: [X] Not attributable to the physiological effects of a substance or condition
5. SYMPTOMS (check all symptoms that actively apply to the Veteran's diagnoses)
[X] Depressed mood
[X] Anxiety
[X] Suspiciousness
[ ] Panic attacks more than once a week
[X] Chronic sleep impairment
[X] Mild memory loss, such as forgetting names, directions or recent events
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[X] Difficulty in adapting to stressful circumstances, including work or a worklike setting
[X] Suicidal ideation
[ ] Obsessional rituals which interfere with routine activities
[ ] Impaired impulse control, such as unprovoked irritability with periods of violence
[ ] Persistent delusions or hallucinations
[ ] Persistent danger of hurting self or others
6. BEHAVIORAL OBSERVATIONS: Casually dressed, on time, sat facing the door. Mood "numb."
Affect constricted. Speech normal. Thought process logical. No psychotic symptoms.
7. OTHER SYMPTOMS / RISK: The Veteran reports intermittent suicidal ideation over the past
year, most recently three weeks ago ("thinking it would be easier not to wake up"),
without intent or plan. No prior attempts. He keeps a rifle in a locked safe and agreed to
have his brother-in-law hold the key. Crisis line information and a warm handoff to his MH
team were provided; current acute risk judged low.
8. COMPETENCY: The Veteran is capable of managing his financial affairs.

MEDICAL OPINION
a. PTSD: It is my opinion that the Veteran's PTSD is at least as likely as not
(50 percent or greater probability) related to his fear of hostile military or terrorist
activity, including the August 2010 rocket attack described above, which is consistent with
the places, types and circumstances of his service in Afghanistan.
b. MDD: It is my opinion that his major depressive disorder is at least as likely as not
proximately due to or the result of his PTSD. Depressive symptoms began in 2013, after the
PTSD symptoms were established, and track with PTSD severity throughout the record.`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder (PTSD)', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder (PTSD)',
          strength: 'at least as likely as not',
          quote: "the Veteran's PTSD is at least as likely as not",
        },
        {
          condition: 'Major depressive disorder (secondary to PTSD)',
          strength: 'at least as likely as not',
          quote: 'his major depressive disorder is at least as likely as not',
        },
      ],
      inServiceEvents: [
        '107 mm rocket attack beside the FOB Salerno dining facility (2010)',
        'applied tourniquets to wounded soldiers; close friend died before MEDEVAC',
      ],
      personalData: [
        { kind: 'name', value: 'Darnell K. Ostrowski' },
        { kind: 'ssn', value: 'XXX-XX-3356' },
        { kind: 'record-number', value: '31778204' },
        { kind: 'name', value: 'Yolanda' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-dbq-sleep-apnea-burn-pit-negative',
    kind: 'dbq',
    format: 'text',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Brandon T. Kowalczyk
Patient/Veteran's Social Security Number: 586-02-7731
Date of examination: 08/12/2026
[X] In-person examination
Evidence reviewed: [X] VBMS e-folder  [X] Private polysomnography report, 04/2019

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he/she ever been diagnosed with sleep apnea?
[X] Yes  [ ] No
[X] Obstructive sleep apnea     ICD code: G47.33     Date of diagnosis: 04/2019
[ ] Central sleep apnea
[ ] Mixed sleep apnea

SECTION II - MEDICAL HISTORY
1. Describe the history (including onset and course) of the Veteran's sleep apnea:
The Veteran served in the Air Force 2008-2016 (3E7 fire protection), including a
deployment to Bagram Airfield, Afghanistan, Jan-Jul 2012, where he lived near the burn pit.
He reports that he began snoring "after Afghanistan." His spouse, Renata, reports loud
snoring and witnessed pauses in breathing beginning around 2018. Diagnostic PSG 04/09/2019
(private sleep lab): AHI 31.4 events/hour, nadir SpO2 82%. CPAP started 05/2019; current
use about 6 hours/night. He reports daytime sleepiness when he misses nights.
STRs: no complaints of snoring, witnessed apneas or daytime hypersomnolence. On his
06/2016 separation Report of Medical History he marked "No" for "frequent trouble
sleeping." Separation weight 182 lb (BMI 26.1). Current weight 251 lb (BMI 36.0).
The Veteran also reports nasal stuffiness; there is no diagnosis of rhinitis or sinusitis
in the record and none was made today.
2. Does the Veteran's treatment plan require the use of continuous medication?
[ ] Yes [X] No
3. Does the Veteran require the use of a breathing assistance device such as a continuous
airway pressure (CPAP) machine? [X] Yes [ ] No

SECTION III - FINDINGS, SIGNS AND SYMPTOMS
[X] Persistent daytime hypersomnolence
[ ] Chronic respiratory failure with carbon dioxide retention
[ ] Cor pulmonale
[ ] Requires tracheostomy
Epworth Sleepiness Scale: 12

SECTION IV - DIAGNOSTIC TESTING
Has a sleep study been performed? [X] Yes - 04/09/2019, AHI 31.4, consistent with moderate
obstructive sleep apnea. No central apneas.

SECTION V - FUNCTIONAL IMPACT: Does not impact his ability to work.

MEDICAL OPINION
Claimed: Sleep apnea, as due to burn pit exposure.
[ ] The claimed condition was at least as likely as not (50% or greater probability)
incurred in or caused by the claimed in-service injury, event, or illness.
[X] The claimed condition was less likely than not (less than 50% probability) incurred
in or caused by the claimed in-service injury, event, or illness.
Rationale: Obstructive sleep apnea results from collapse of the upper airway during sleep;
the major risk factors are obesity, male sex, age and craniofacial anatomy. There is no
evidence of sleep-disordered breathing in service, and the first report of snoring
witnessed by his spouse is about two years after separation. The Veteran gained roughly 69
pounds after service, the most significant risk factor for his OSA. The literature reviewed,
including the 2020 National Academies report on respiratory health effects of airborne
hazards exposures in Southwest Asia, does not identify OSA as a condition caused by burn
pit smoke or particulate matter.`,
    expected: {
      conditions: [{ name: 'Obstructive sleep apnea', diagnosticCode: '6847' }],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: '[X] The claimed condition was less likely than not (less than 50% probability) incurred',
        },
      ],
      inServiceEvents: ['burn pit exposure at Bagram Airfield, Afghanistan (2012)'],
      personalData: [
        { kind: 'name', value: 'Brandon T. Kowalczyk' },
        { kind: 'ssn', value: '586-02-7731' },
        { kind: 'name', value: 'Renata' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-dbq-knees-meniscectomy-pfps',
    kind: 'dbq',
    format: 'pdf',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Alicia M. Drummond
Patient/Veteran's Social Security Number: XXX-XX-5187
VA file number: 29304816
Date of examination: 07/08/2026
[X] In-person examination   Evidence reviewed: [X] VBMS  [X] Private orthopedic records

SECTION I - DIAGNOSIS
1A. List the claimed condition(s) that pertain to this questionnaire: Bilateral knee
condition; shin splints
1B. Select diagnoses associated with the claimed condition(s) (check all that apply):
[ ] The Veteran does not have a current diagnosis associated with any claimed conditions
[X] Meniscal tear        Side: [ ] Right [X] Left [ ] Both   ICD: S83.242A   Date: 06/2014
[X] Meniscectomy         Side: [ ] Right [X] Left [ ] Both                   Date: 08/2014
[X] Patellofemoral pain syndrome   Side: [X] Right [ ] Left   ICD: M22.2X1   Date: 2022
[ ] Knee joint osteoarthritis
[ ] Anterior cruciate ligament tear
[ ] Recurrent patellar instability
[ ] Shin splints (medial tibial stress syndrome)
[ ] Other (specify)
Comments: Bilateral shin splints were treated during basic training (2011) and resolved
with rest; the Veteran has had no shin symptoms since 2012 and the lower legs are normal
today.

SECTION II - MEDICAL HISTORY
2A. History: Army 2011-2016 (25U signal support systems specialist). STR 06/2014, Fort
Benning: twisted left knee stepping into a ditch during a night land navigation course;
swelling and locking. MRI 06/2014: complex tear, posterior horn of the medial meniscus.
Arthroscopic partial medial meniscectomy 08/2014 at Martin Army Community Hospital.
Since then, intermittent left knee pain, swelling after prolonged walking and occasional
catching.
Right knee: anterior knee pain with stairs and kneeling beginning in 2021, about five years
after separation. The Veteran states she had "some" right knee aching during service but
did not seek care; there are no right knee entries in the STRs. Since 2017 she has worked
as a rural mail carrier, walking about 8 miles per day. Right knee MRI 2022: no structural
abnormality; diagnosed with patellofemoral pain syndrome by private orthopedics.
2B. Flare-ups: [X] Yes - left knee swelling after long routes, 2-3 times/month.
2C. Functional loss: [X] Yes - difficulty with stairs and kneeling.

SECTION III - RANGE OF MOTION AND FUNCTIONAL LIMITATION
Right knee: Flexion 0 to 130 degrees; Extension 130 to 0 degrees. Pain on flexion.
Left knee: Flexion 0 to 115 degrees; Extension 115 to 0 degrees. Pain on flexion.
Repetitive use testing x3: no additional loss of function or ROM in either knee.
Crepitus: Right [X] Yes  Left [X] Yes

SECTION IV - MUSCLE STRENGTH: Right 5/5, Left 5/5. Muscle atrophy: [ ] Yes [X] No
SECTION V - ANKYLOSIS: [ ] Yes [X] No
SECTION VI - JOINT STABILITY
History of recurrent subluxation: Right [X] None  Left [X] None
History of lateral instability: Right [X] None  Left [X] None
History of recurrent effusion: Right [ ] Yes  Left [X] Yes
Joint stability tests - anterior (Lachman), posterior drawer, medial and lateral (valgus/
varus at 0 and 30 degrees): Normal bilaterally.
SECTION VII - ADDITIONAL CONDITIONS
Meniscal conditions: [X] Yes - Left: [X] Meniscectomy  [X] Frequent episodes of joint pain
[X] Frequent episodes of joint effusion  [ ] Frequent episodes of joint locking
SECTION VIII - SURGICAL PROCEDURES: [X] Left knee arthroscopic partial medial meniscectomy,
08/2014. Residuals: pain and effusion after prolonged walking.
SECTION IX - OTHER PERTINENT PHYSICAL FINDINGS, SCARS
Does the Veteran have any scars related to any conditions or treatment? [X] Yes
Are any of the scars painful and/or unstable, or is the total area of all related scars
greater than 39 square cm (6 square inches)? [X] Yes
Two left knee arthroscopic portal scars, 1.0 x 0.3 cm each. The medial portal scar is
painful on palpation; neither scar is unstable. Total area less than 1 square cm.
SECTION X - ASSISTIVE DEVICES: [X] Brace - left knee, occasional
SECTION XI - DIAGNOSTIC TESTING
X-rays, bilateral knees, 07/08/2026: no degenerative or post-traumatic arthritis.
Degenerative arthritis documented? [ ] Yes [X] No

MEDICAL OPINION
Left knee: The Veteran's left knee medial meniscal tear, status post partial meniscectomy,
is at least as likely as not (50 percent or greater probability) incurred in or caused by
the documented June 2014 in-service left knee injury. Rationale: the STRs document the
injury, the MRI-confirmed tear and the surgery, and the current residuals are the expected
sequelae of a partial meniscectomy.
Right knee: I cannot provide an opinion regarding whether the right knee patellofemoral
pain syndrome is related to service without resorting to mere speculation. Rationale:
there is no documentation of right knee complaints in service or for several years after
it; the Veteran's report of in-service aching is credible but nonspecific; and PFPS is
common in the general population and is also associated with her current occupational
walking. The medical literature provides no basis for distinguishing which of these
factors is responsible, and no further records would be expected to resolve the question.`,
    expected: {
      conditions: [
        { name: 'Left knee meniscal tear, status post partial meniscectomy', diagnosticCode: '5259' },
        { name: 'Right knee patellofemoral pain syndrome' },
        { name: 'Painful scar, left knee', diagnosticCode: '7804' },
      ],
      nexusOpinions: [
        {
          condition: 'Left knee meniscal tear, status post partial meniscectomy',
          strength: 'at least as likely as not',
          quote: 'is at least as likely as not (50 percent or greater probability) incurred in or caused by',
        },
        {
          condition: 'Right knee patellofemoral pain syndrome',
          strength: 'unable to resolve',
          quote: 'without resorting to mere speculation',
        },
      ],
      inServiceEvents: ['twisted left knee stepping into a ditch during night land navigation at Fort Benning (2014)'],
      personalData: [
        { kind: 'name', value: 'Alicia M. Drummond' },
        { kind: 'ssn', value: 'XXX-XX-5187' },
        { kind: 'record-number', value: '29304816' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-dbq-diabetes-thailand-ed',
    kind: 'dbq',
    format: 'image',
    text: `DIABETES MELLITUS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Harold W. Tschida         SSN: XXX-XX-4402
Date of examination: 10/06/2026     Evidence reviewed: [X] VBMS e-folder  [X] CPRS

SECTION I - DIAGNOSIS
Does the Veteran now have or has he/she ever been diagnosed with diabetes mellitus?
[X] Yes  [ ] No
[ ] Diabetes mellitus, type 1   [X] Diabetes mellitus, type 2   Date of diagnosis: 2011
[ ] Impaired glucose tolerance / prediabetes

SECTION II - MEDICAL HISTORY
USAF security forces at Korat RTAFB, Thailand, 1970-1971; patrolled the base perimeter
(herbicide exposure conceded). Diabetes diagnosed 2011 by PCP, A1c 8.1% at diagnosis.
a. Management: [X] Managed by restricted diet  [X] Prescribed oral hypoglycemic agent
   [ ] Requires insulin   [ ] Requires regulation of activities
b. Visits to diabetic care provider for ketoacidosis or hypoglycemia:
   [X] Less than 2 times per month
c. Hospitalizations for ketoacidosis or hypoglycemia in past 12 months: [X] None
d. Progressive unintentional weight loss or loss of strength: [ ] Yes [X] No

SECTION III - COMPLICATIONS OF DIABETES MELLITUS
[ ] Diabetic peripheral neuropathy - monofilament and vibration intact bilaterally
[ ] Diabetic nephropathy or renal dysfunction - UACR 12 mg/g, eGFR 78
[ ] Diabetic retinopathy - dilated eye exam 05/2026: no retinopathy
[X] Erectile dysfunction
    Is ED at least as likely as not due to diabetes mellitus? [X] Yes [ ] No
[ ] Cardiac condition   [ ] Hypertension
Family history: the Veteran's brother, Leonard, has diabetic retinopathy.

SECTION IV - REMARKS AND MEDICAL OPINION
ED began in 2015, four years after the diabetes diagnosis. No pelvic surgery or trauma;
morning testosterone normal; no medications associated with ED.
Peyronie's disease was considered and ruled out: no penile curvature or palpable plaque.
In my opinion, the Veteran's erectile dysfunction is at least as likely as not
proximately due to his service-connected type 2 diabetes mellitus, given the
temporal onset, the absence of other causes, and the known vascular and neurogenic
effects of diabetes on erectile function.`,
    expected: {
      conditions: [
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
      ],
      nexusOpinions: [
        {
          condition: 'Erectile dysfunction (secondary to diabetes mellitus type 2)',
          strength: 'at least as likely as not',
          quote: "the Veteran's erectile dysfunction is at least as likely as not",
        },
      ],
      inServiceEvents: ['herbicide exposure while patrolling the Korat RTAFB perimeter, Thailand (1970-1971)'],
      personalData: [
        { kind: 'name', value: 'Harold W. Tschida' },
        { kind: 'ssn', value: 'XXX-XX-4402' },
        { kind: 'name', value: 'Leonard' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------
  // Private physician letters
  // ---------------------------------------------------------------------------
  {
    id: 'r11-letter-pulmonology-constrictive-bronchiolitis',
    kind: 'private-letter',
    format: 'text',
    text: `CASCADE PULMONARY & CRITICAL CARE ASSOCIATES
Spokane, Washington

November 3, 2026

RE:      Luis E. Marroquin
DOB:     06/11/1981
Address: 1907 W Gardner Ave, Spokane, WA 99201
Phone:   (509) 555-0184
VA File Number: 28914377

To Whom It May Concern:

I am a board-certified pulmonologist and have treated Mr. Marroquin since January 2024 for
progressive shortness of breath on exertion. I write at his request in support of his VA
claim. I have reviewed his DD-214, his service treatment records and his deployment history.

Mr. Marroquin served in the U.S. Army from 2002 to 2010 as a 21B combat engineer. He
deployed to Mosul, Iraq, from April to December 2003, including June and July 2003, when the
Al-Mishraq sulfur plant fire burned south of Mosul and his unit ran missions inside the
smoke plume. He deployed again to Joint Base Balad (LSA Anaconda), Iraq, in 2005-2006,
where his living area was within a mile of the open-air burn pit. He recalls a persistent
cough during both deployments. He ran marathons before deploying and has never smoked.

Work-up in my office:
- Spirometry: FEV1 78% predicted, FEV1/FVC 0.68, no significant bronchodilator response.
  Lung volumes: RV 138% predicted (air trapping). DLCO 94% predicted.
- Methacholine challenge: negative (PC20 > 16 mg/mL). Asthma was therefore excluded.
- High-resolution CT with expiratory images: mosaic attenuation with air trapping in both
  lower lobes; no interstitial lung disease; no emphysema.
- Video-assisted thoracoscopic lung biopsy (03/18/2025): constrictive bronchiolitis with
  peribronchiolar fibrosis and luminal narrowing; no granulomas, so sarcoidosis was not
  supported; no organizing pneumonia.
- Alpha-1 antitrypsin level normal. Hypersensitivity pneumonitis panel negative.

Diagnoses:
1. Constrictive bronchiolitis, biopsy-proven.
2. Allergic rhinitis, perennial (skin testing positive to dust mite), treated with
   fluticasone nasal spray and cetirizine.

Opinion:
Constrictive bronchiolitis has been described in previously healthy soldiers returning from
Iraq and Afghanistan, including a published series in which many had been exposed to the
2003 Mishraq sulfur fire and to burn pit smoke. Mr. Marroquin has no alternative cause: he
does not smoke, has no connective tissue disease, has not had a transplant, and has had no
occupational inhalational exposure since service (he teaches high school history). Based on
the history, the biopsy findings and the medical literature, it is my
opinion that it is more likely than not that his constrictive bronchiolitis was caused by
his inhalational exposures during military deployment to Iraq.

His symptoms limit him to walking about two blocks at a brisk pace. He uses an albuterol
inhaler with minimal benefit and is enrolled in pulmonary rehabilitation.

Please contact my office if further information is needed.

Sincerely,

Nathaniel Q. Brightwater, MD, FCCP
Pulmonary and Critical Care Medicine`,
    expected: {
      conditions: [
        { name: 'Constrictive bronchiolitis' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [
        {
          condition: 'Constrictive bronchiolitis',
          strength: 'more likely than not',
          quote: 'it is more likely than not that his constrictive bronchiolitis was caused by',
        },
      ],
      inServiceEvents: [
        'smoke exposure from the Al-Mishraq sulfur plant fire near Mosul (2003)',
        'burn pit smoke exposure at Joint Base Balad (LSA Anaconda), Iraq (2005-2006)',
      ],
      personalData: [
        { kind: 'name', value: 'Luis E. Marroquin' },
        { kind: 'name', value: 'Marroquin' },
        { kind: 'date-of-birth', value: '06/11/1981' },
        { kind: 'address', value: '1907 W Gardner Ave, Spokane, WA 99201' },
        { kind: 'phone', value: '(509) 555-0184' },
        { kind: 'record-number', value: '28914377' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-letter-orthopedics-shoulder-navy',
    kind: 'private-letter',
    format: 'text',
    text: `TIDEWATER ORTHOPAEDIC & SPORTS MEDICINE
Virginia Beach, Virginia

September 17, 2026

Re: Gregory A. Thibodeaux
    Date of birth: 01/08/1977
    622 Pungo Ferry Landing Rd, Virginia Beach, VA 23457

Dear Sir or Madam:

I am an orthopaedic surgeon and have treated Mr. Thibodeaux for right shoulder pain since
May 2026. He asked me for my opinion on the relationship between his right shoulder
condition and his service in the U.S. Navy.

History: Mr. Thibodeaux served on active duty from 1995 to 2015 as an Aviation Ordnanceman,
mostly aboard aircraft carriers. His duties involved manually loading bombs, missiles and
ammunition onto strike aircraft, with frequent overhead lifting and pushing. In March 2003,
aboard USS Theodore Roosevelt, he slipped on the flight deck during flight operations and
fell onto his outstretched right arm. I reviewed copies of his service treatment records,
which include a sick call entry dated 14 March 2003 reading: "R shoulder pain after fall on
flight deck. A: R shoulder strain, r/o dislocation. X-ray: no dislocation or fx." A later
entry dated 9 November 2011 reads: "R shoulder impingement sx, subacromial injection
given." He had intermittent pain through his retirement in 2015 and constant pain with
overhead reaching since about 2023. He now works as a school district facilities manager.

Examination: Right shoulder forward flexion 0-140 degrees and abduction 0-125 degrees, with
a painful arc from 70 to 120 degrees; positive Neer and Hawkins signs; external rotation
strength 4+/5; negative O'Brien and apprehension tests. Neck range of motion is full and
Spurling's test is negative. He has mild aching in the left shoulder with a normal
examination; I have not made a diagnosis for the left shoulder.

Imaging and testing: Right shoulder MRI (07/02/2026): partial-thickness articular-sided tear
of the supraspinatus, subacromial-subdeltoid bursitis, type II acromion. The glenoid labrum
is intact; the labral tear I had suspected clinically is not present. EMG/NCS of the right
upper extremity (07/15/2026) was normal, excluding cervical radiculopathy as a source of his
arm pain.

Diagnoses:
1. Right shoulder impingement syndrome with subacromial bursitis
2. Partial-thickness rotator cuff tear, right supraspinatus

Opinion: It is my opinion that it is at least as likely as not that Mr. Thibodeaux's right
shoulder impingement syndrome and partial-thickness rotator cuff tear are the result of the
2003 fall on the flight deck and his many years of repetitive overhead work as an Aviation
Ordnanceman. Repetitive overhead loading is a recognized cause of subacromial impingement,
and his service records show the condition was already symptomatic and treated in 2011,
before he retired.

We are treating him with physical therapy and a repeat subacromial injection; arthroscopic
subacromial decompression may be considered if he does not improve.

Respectfully,

Andrea L. Castellucci, MD
Diplomate, American Board of Orthopaedic Surgery`,
    expected: {
      conditions: [
        { name: 'Right shoulder impingement syndrome' },
        { name: 'Right shoulder partial-thickness rotator cuff tear' },
      ],
      nexusOpinions: [
        {
          condition: 'Right shoulder impingement syndrome and partial-thickness rotator cuff tear',
          strength: 'at least as likely as not',
          quote: "it is at least as likely as not that Mr. Thibodeaux's right",
        },
      ],
      inServiceEvents: [
        'slipped on the USS Theodore Roosevelt flight deck and fell on outstretched right arm (2003)',
        'repetitive overhead loading of aircraft ordnance as an Aviation Ordnanceman',
      ],
      personalData: [
        { kind: 'name', value: 'Gregory A. Thibodeaux' },
        { kind: 'name', value: 'Thibodeaux' },
        { kind: 'date-of-birth', value: '01/08/1977' },
        { kind: 'address', value: '622 Pungo Ferry Landing Rd, Virginia Beach, VA 23457' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-letter-urology-prostate-camp-lejeune',
    kind: 'private-letter',
    format: 'pdf',
    text: `CAROLINA COASTAL UROLOGY, P.A.
Jacksonville, North Carolina

October 22, 2026

RE:  Raymond D. Kittredge
     DOB: 12/02/1962
     SSN: xxx-xx-7294
     VA Claim No.: 600371845
     Mailing address: 88 Sandridge Rd, Hubert, NC 28539

To the Department of Veterans Affairs:

I am Mr. Kittredge's treating urologist and have followed him since 2024. He served in the
U.S. Marine Corps from 1981 to 1989 and was stationed at Marine Corps Base Camp Lejeune from
August 1982 to November 1985, where he lived in the Hadnot Point barracks and drank, bathed
and cooked with base water. The Hadnot Point and Tarawa Terrace water systems were
contaminated with trichloroethylene (TCE), tetrachloroethylene (PCE), benzene and vinyl
chloride until 1985.

Oncologic history:
- 03/2024: PSA 9.8 ng/mL on screening. MRI prostate: PI-RADS 4 lesion, left peripheral zone.
- 04/2024: Biopsy - prostatic adenocarcinoma, Gleason 4+3=7 (Grade Group 3), 5 of 12 cores.
  Staging bone scan and CT negative for metastatic disease.
- 06/2024: Robotic-assisted laparoscopic radical prostatectomy with bilateral pelvic lymph
  node dissection. Pathology pT3a N0, positive margin at the left base.
- 2025-2026: PSA rose from undetectable to 0.42 ng/mL (06/2026), consistent with
  biochemical recurrence. PSMA PET (07/2026): uptake confined to the prostatic bed.
- 08/2026 to present: salvage radiation therapy to the prostatic bed (completed 10/2026)
  with androgen deprivation therapy (leuprolide every 6 months), continuing through 02/2027.

Current diagnoses:
1. Prostate cancer (adenocarcinoma), biochemically recurrent, under active treatment
2. Erectile dysfunction following radical prostatectomy, not responsive to tadalafil
3. Stress urinary incontinence following prostatectomy; wears 3-4 absorbent pads per day

A bladder neck contracture is possible given his weak stream; cystoscopy is scheduled.

Risk factors: His older brother, Gerald, was diagnosed with prostate cancer at age 70. Mr.
Kittredge never smoked and had no occupational solvent exposure after service (he was a
postal clerk for 30 years).

Opinion: I have reviewed the Agency for Toxic Substances and Disease Registry assessments of
the Camp Lejeune water contamination and the epidemiologic studies of Marines and Navy
personnel stationed there, which report elevated rates of several cancers, including
genitourinary cancers, compared with personnel at Camp Pendleton. TCE is classified as a
human carcinogen. Mr. Kittredge's diagnosis at 61, nearly a decade younger than his
brother's, with aggressive Grade Group 3 disease, is not fully explained by family history.
Considering his three years of exposure, it is my opinion that his prostate cancer is
at least as likely as not related to his exposure to contaminated drinking water at Camp
Lejeune.

Sincerely,

Oluwaseun P. Hartigan, MD
Urologic Oncology`,
    expected: {
      conditions: [
        { name: 'Prostate cancer', diagnosticCode: '7528' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
        { name: 'Stress urinary incontinence (voiding dysfunction)' },
      ],
      nexusOpinions: [
        {
          condition: 'Prostate cancer',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not related to his exposure to contaminated drinking water',
        },
      ],
      inServiceEvents: ['exposure to contaminated drinking water at Camp Lejeune, Hadnot Point (1982-1985)'],
      personalData: [
        { kind: 'name', value: 'Raymond D. Kittredge' },
        { kind: 'name', value: 'Kittredge' },
        { kind: 'date-of-birth', value: '12/02/1962' },
        { kind: 'ssn', value: 'xxx-xx-7294' },
        { kind: 'record-number', value: '600371845' },
        { kind: 'address', value: '88 Sandridge Rd, Hubert, NC 28539' },
        { kind: 'name', value: 'Gerald' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-letter-psychologist-mortuary-affairs',
    kind: 'private-letter',
    format: 'image',
    text: `Elena Marchetti-Oduya, PsyD
Licensed Clinical Psychologist
Dover, Delaware

August 30, 2026

Re: Shonda L. Whitcombe          Date of birth: 04/23/1990

To whom it may concern:

I have provided weekly psychotherapy to Ms. Whitcombe since February 2026. She asked me
to describe her diagnoses and my opinion on their relationship to her military service.

Ms. Whitcombe served in the U.S. Air Force from 2009 to 2014. From 2010 to 2013 she was
assigned to the Port Mortuary at Dover Air Force Base, where she received, identified
and prepared the remains of service members killed in Iraq and Afghanistan, many of them
severely fragmented. The smell and the faces of the fallen recur in her nightmares and
intrusive images. She had no mental health treatment before service.

Current symptoms include nightmares 4-5 nights per week, intrusive images, avoidance of
funerals and hospitals, emotional numbing, hypervigilance, and difficulty falling and
staying asleep (about 4 hours per night) that persists even on nights without
nightmares. PCL-5 was 61 in February 2026 and 44 in August 2026.

In March 2023, before she came to me, she had suicidal thoughts with a plan to overdose
and was seen in an emergency department. She reports no suicidal thoughts since June
2023 and has denied suicidal ideation at every session with me. A 2023 emergency
department note listed "borderline personality disorder"; my evaluation does not
support that diagnosis.

Diagnoses (DSM-5-TR):
1. Posttraumatic stress disorder (F43.10)
2. Insomnia disorder, persistent (F51.01)

Opinion: Her stressor, repeated exposure to the remains of fallen service members, is
documented in her personnel records. It is my professional opinion that her PTSD
is more likely than not the result of her duties at the Dover Port Mortuary.

Sincerely,

Elena Marchetti-Oduya, PsyD`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder (PTSD)', diagnosticCode: '9411' },
        { name: 'Insomnia disorder' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder (PTSD)',
          strength: 'more likely than not',
          quote: 'is more likely than not the result of her duties at the Dover Port Mortuary',
        },
      ],
      inServiceEvents: ['handling and preparing remains of fallen service members at the Dover Port Mortuary (2010-2013)'],
      personalData: [
        { kind: 'name', value: 'Shonda L. Whitcombe' },
        { kind: 'name', value: 'Whitcombe' },
        { kind: 'date-of-birth', value: '04/23/1990' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-letter-gastroenterology-gulf-war',
    kind: 'private-letter',
    format: 'text',
    text: `LAKESHORE DIGESTIVE HEALTH, S.C.
Milwaukee, Wisconsin

July 9, 2026

Re: Dwayne R. Hallberg     DOB: 10/15/1968     SSN: XXX-XX-8815

To Whom It May Concern:

Mr. Hallberg has been my patient since 2021 for chronic diarrhea, abdominal pain and
heartburn. He served in the U.S. Army from 1987 to 1993, including deployment to Saudi
Arabia and Kuwait from October 1990 to May 1991 with a transportation company. He
describes driving through smoke from the Kuwaiti oil well fires for weeks and eating
locally prepared food; he had repeated episodes of diarrhea in theater, which he was told
were "GI bugs."

Bowel symptoms: Since about 1992 he has had recurrent lower abdominal cramping relieved by
defecation, with 3-5 loose stools and urgency on most days, alternating with constipation
about once a month. Symptoms occur at least 3-4 days per week.

Reflux symptoms: Heartburn and regurgitation since about 2005, now controlled with
pantoprazole 40 mg daily. His weight increased from 185 lb in 2003 to 238 lb in 2010.

Evaluation:
- Colonoscopy (2022) with random biopsies: normal mucosa; no microscopic colitis;
  inflammatory bowel disease excluded.
- Tissue transglutaminase IgA with normal total IgA: negative; celiac disease excluded.
- Stool studies including Giardia antigen and culture: negative.
- H. pylori stool antigen: negative.
- EGD (2025): LA grade A esophagitis; biopsies negative for Barrett's esophagus.
- TSH and CBC normal.

Family history: His mother, Dolores, had ulcerative colitis.

Diagnoses:
1. Irritable bowel syndrome, diarrhea-predominant (Rome IV criteria met)
2. Gastroesophageal reflux disease with mild (LA grade A) esophagitis

Opinion:
His bowel symptoms began during or shortly after his Gulf War deployment, have continued
since, and a thorough evaluation has found no other cause. Functional gastrointestinal
disorders are well described in Gulf War veterans. It is my opinion that
it is more likely than not that his irritable bowel syndrome began during, and is related
to, his service in the Southwest Asia theater of operations.

As to his GERD, which began more than a decade after service and followed substantial weight
gain, I cannot say whether it is related to his military service without resorting to
speculation.

Sincerely,

Mira K. Solvang, MD
Gastroenterology`,
    expected: {
      conditions: [
        { name: 'Irritable bowel syndrome', diagnosticCode: '7319' },
        { name: 'Gastroesophageal reflux disease (GERD)', diagnosticCode: '7206' },
      ],
      nexusOpinions: [
        {
          condition: 'Irritable bowel syndrome',
          strength: 'more likely than not',
          quote: 'it is more likely than not that his irritable bowel syndrome began during',
        },
        {
          condition: 'Gastroesophageal reflux disease (GERD)',
          strength: 'unable to resolve',
          quote: 'I cannot say whether it is related to his military service without resorting to',
        },
      ],
      inServiceEvents: [
        'Gulf War deployment to Saudi Arabia and Kuwait (1990-1991)',
        'exposure to Kuwaiti oil well fire smoke',
        'recurrent diarrhea in theater',
      ],
      personalData: [
        { kind: 'name', value: 'Dwayne R. Hallberg' },
        { kind: 'name', value: 'Hallberg' },
        { kind: 'date-of-birth', value: '10/15/1968' },
        { kind: 'ssn', value: 'XXX-XX-8815' },
        { kind: 'name', value: 'Dolores' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------
  // Hospital discharge summaries
  // ---------------------------------------------------------------------------
  {
    id: 'r11-discharge-psych-inpatient-overdose-plan',
    kind: 'discharge-summary',
    format: 'text',
    text: `ST. BRENDAN REGIONAL MEDICAL CENTER
Behavioral Health Unit - 4 West
DISCHARGE SUMMARY

Patient: Marco D. Espinoza            MRN: SB-00841772         DOB: 03/30/1992
Address: 3120 Sage Meadow Ct, Colorado Springs, CO 80918       Phone: (719) 555-0107
Emergency contact: Marisol Espinoza (sister), (719) 555-0158
Admission date: 09/14/2026        Discharge date: 09/22/2026
Attending psychiatrist: Harlan J. Mbeki-Forsyth, MD
Legal status: Voluntary (converted from emergency mental health hold on 09/15/2026)

REASON FOR ADMISSION:
34-year-old male Army veteran brought to the ED by his sister after he told her he planned
to overdose on his prazosin and trazodone and she found a goodbye note. He endorsed
suicidal ideation with plan and intent over the preceding week, in the context of a
break-up, job loss and heavy drinking (about 12 beers per day for 3 weeks). Blood alcohol
0.19 on arrival. No suicide attempt was made.

HISTORY:
Served in the Army 2010-2016 as a 12B combat engineer on route clearance; deployed to
Afghanistan 2011-2012 (Zhari District, Kandahar). Reports exposure to multiple IED blasts;
in May 2012 an IED struck his RG-31, which rolled onto its side. Treated at the VA since
2017 for PTSD (last VA psychiatry visit 06/2026). One prior psychiatric hospitalization
(2019, for depression). No prior suicide attempts.
Family history: father with alcohol use disorder; mother with depression.

HOSPITAL COURSE:
Admitted on 15-minute safety checks. CIWA protocol with lorazepam taper on days 1-4,
without seizure or delirium. Sertraline restarted and titrated to 100 mg; prazosin resumed
at 2 mg qhs; naltrexone 50 mg started. Participated in group therapy and DBT skills
groups. Mood gradually improved. Bipolar disorder was considered because of irritability
and poor sleep, but there is no history of mania or hypomania, collateral from his sister
did not support it, and the MDQ was negative - ruled out. Liver enzymes mildly elevated
(AST 88, ALT 61), consistent with alcohol use; hepatitis B and C serologies negative.
By discharge he denied suicidal ideation, intent or plan, was future-oriented (plans to
re-enroll in school), and completed a written safety plan. His sister agreed to keep his
firearm until his outpatient team advises otherwise.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.10)
3. Alcohol use disorder, moderate (F10.20)
4. Alcohol withdrawal, uncomplicated - resolved
5. Elevated transaminases, likely alcohol-related

DISCHARGE MEDICATIONS: sertraline 100 mg daily; prazosin 2 mg qhs; naltrexone 50 mg daily;
thiamine 100 mg daily. Trazodone discontinued (lethal means limitation).

FOLLOW-UP: VA mental health clinic intake 09/24/2026; VA suicide prevention coordinator
notified; Veterans Crisis Line 988, press 1.`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Posttraumatic stress disorder (PTSD)', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'multiple IED blasts during route clearance in Zhari District, Afghanistan (2011-2012)',
        'IED strike that rolled his RG-31 onto its side (2012)',
      ],
      personalData: [
        { kind: 'name', value: 'Marco D. Espinoza' },
        { kind: 'record-number', value: 'SB-00841772' },
        { kind: 'date-of-birth', value: '03/30/1992' },
        { kind: 'address', value: '3120 Sage Meadow Ct, Colorado Springs, CO 80918' },
        { kind: 'phone', value: '(719) 555-0107' },
        { kind: 'name', value: 'Marisol Espinoza' },
        { kind: 'phone', value: '(719) 555-0158' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-discharge-nstemi-afib-vietnam',
    kind: 'discharge-summary',
    format: 'text',
    text: `ALLEGHENY RIDGE MEDICAL CENTER
Department of Medicine - Cardiology
DISCHARGE SUMMARY

Patient name: Clifford J. Amundsen            MRN: 004418735
Date of birth: 08/21/1947                     Sex: M
Address: 1415 Hollow Oak Rd, Butler, PA 16001     Phone: (724) 555-0139
Admitted: 10/02/2026      Discharged: 10/05/2026
Attending: Priyanka S. Lindahl, MD
Primary care: VA Butler Healthcare

PRINCIPAL DIAGNOSIS:
Non-ST-elevation myocardial infarction (I21.4) due to coronary artery disease

SECONDARY DIAGNOSES:
1. Coronary artery disease of native coronary artery (I25.10), s/p drug-eluting stent to
   mid-LAD
2. Paroxysmal atrial fibrillation, new onset (I48.0), CHA2DS2-VASc 4
3. Essential hypertension (I10)
4. History of chronic hepatitis C, treated in 2019 with sofosbuvir/velpatasvir; sustained
   virologic response; no cirrhosis on 2023 elastography - resolved
5. Former tobacco use (quit 1988)

HISTORY OF PRESENT ILLNESS:
79-year-old man with hypertension presented with 2 hours of substernal pressure radiating
to the left arm while splitting wood. Troponin I 0.9 ng/mL rising to 6.4 ng/mL. ECG: sinus
rhythm with 1 mm ST depression in V4-V6. He is a Vietnam veteran (US Army 1967-1968, Cu Chi)
and reports Agent Orange exposure.

HOSPITAL COURSE:
Cardiac catheterization 10/03/2026: 90% mid-LAD stenosis treated with one drug-eluting
stent; 40% RCA and 30% LCx lesions managed medically. Echocardiogram: LVEF 50%, mild
anterior hypokinesis, no significant valve disease. On hospital day 2 he had atrial
fibrillation with rapid ventricular response lasting 6 hours that converted spontaneously;
apixaban and metoprolol were started. Because of dyspnea and tachycardia a CT pulmonary
angiogram was obtained and was negative for pulmonary embolism. Admission glucose 164 but
A1c 5.6%, so diabetes is not present. Denies syncope. No bleeding complications.

FAMILY HISTORY: Father had coronary bypass surgery at 58. Brother, Arne, had an MI at 70.

DISCHARGE MEDICATIONS: aspirin 81 mg daily for 1 month then stop; clopidogrel 75 mg daily;
apixaban 5 mg BID; atorvastatin 80 mg daily; metoprolol succinate 50 mg daily;
lisinopril 10 mg daily; nitroglycerin 0.4 mg SL PRN chest pain.

CONDITION AT DISCHARGE: Stable, chest pain free, ambulating independently.
FOLLOW-UP: Cardiology in 2 weeks; cardiac rehabilitation referral; VA PCP in 1 month.`,
    expected: {
      conditions: [
        { name: 'Myocardial infarction', diagnosticCode: '7006' },
        { name: 'Coronary artery disease (ischemic heart disease)', diagnosticCode: '7005' },
        { name: 'Atrial fibrillation (supraventricular arrhythmia)', diagnosticCode: '7010' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Agent Orange exposure in Vietnam (Cu Chi, 1967-1968)'],
      personalData: [
        { kind: 'name', value: 'Clifford J. Amundsen' },
        { kind: 'record-number', value: '004418735' },
        { kind: 'date-of-birth', value: '08/21/1947' },
        { kind: 'address', value: '1415 Hollow Oak Rd, Butler, PA 16001' },
        { kind: 'phone', value: '(724) 555-0139' },
        { kind: 'name', value: 'Arne' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-discharge-microdiscectomy-paratrooper',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `SUMMIT VALLEY HOSPITAL
Neurosurgery Service
DISCHARGE SUMMARY

Patient: Travis L. Greenleaf        DOB: 12/17/1984        MRN: SVH-2290471
Account no.: 77104528
Address: 915 Juniper Flats Rd, Southern Pines, NC 28387     Phone: (910) 555-0145
Admission: 06/10/2026 (elective)    Discharge: 06/12/2026
Surgeon: Desmond R. Achterberg, MD

ADMITTING DIAGNOSIS: Left L4-L5 disc extrusion with left L5 radiculopathy

HISTORY:
41-year-old man, a former Army infantryman with the 82nd Airborne Division (2003-2011, about
70 static-line jumps). He dates his low back pain to a hard parachute landing on a rocky
drop zone at Fort Bragg in 2008, after which he "couldn't walk right for a day"; he has had
intermittent low back pain since. In January 2026 he developed left buttock and leg pain
radiating to the top of the foot with numbness, not improved by 3 months of physical
therapy, two epidural steroid injections and gabapentin.
Past history: left ankle fracture in 2014 (healed, no residuals). No other medical problems.
Medications: gabapentin 300 mg TID, ibuprofen PRN.

EXAMINATION ON ADMISSION:
Left extensor hallucis longus 4/5, left ankle dorsiflexion 4+/5, decreased light touch over
the left L5 dermatome, positive left straight leg raise at 35 degrees. Reflexes symmetric.
No saddle anesthesia; normal rectal tone; post-void residual 30 mL - cauda equina syndrome
ruled out.

IMAGING: MRI lumbar spine (04/2026): large left paracentral disc extrusion at L4-L5
compressing the traversing left L5 nerve root; mild disc desiccation L4-5 and L5-S1; no
stenosis at other levels; no spondylolisthesis.

PROCEDURE (06/10/2026): Left L4-L5 hemilaminotomy and microdiscectomy. No durotomy.
Estimated blood loss 25 mL.

HOSPITAL COURSE:
Leg pain markedly improved on postoperative day 1. Ambulating independently and voiding
without difficulty. Incision clean and dry. Sequential compression devices used; no signs
of deep vein thrombosis. Discharged home on postoperative day 2.

DISCHARGE DIAGNOSES:
1. Lumbar intervertebral disc herniation, L4-L5, with radiculopathy (M51.16)
2. Left L5 radiculopathy, improving after decompression

DISCHARGE INSTRUCTIONS: No lifting over 10 lb and no bending or twisting for 6 weeks. May
shower. His wife, Kendra, was given wound care instructions. Follow up in clinic in 2
weeks. Call for fever, wound drainage, new weakness, or bowel or bladder changes.`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome (lumbar, L4-L5)', diagnosticCode: '5243' },
        { name: 'Radiculopathy, left lower extremity (sciatic nerve)', diagnosticCode: '8520' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'hard parachute landing on a rocky drop zone at Fort Bragg (2008)',
        'about 70 static-line parachute jumps with the 82nd Airborne Division',
      ],
      personalData: [
        { kind: 'name', value: 'Travis L. Greenleaf' },
        { kind: 'date-of-birth', value: '12/17/1984' },
        { kind: 'record-number', value: 'SVH-2290471' },
        { kind: 'record-number', value: '77104528' },
        { kind: 'address', value: '915 Juniper Flats Rd, Southern Pines, NC 28387' },
        { kind: 'phone', value: '(910) 555-0145' },
        { kind: 'name', value: 'Kendra' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-discharge-asthma-exacerbation-kuwait',
    kind: 'discharge-summary',
    format: 'image',
    text: `CAPITAL AREA COMMUNITY HOSPITAL - DISCHARGE SUMMARY

Patient: Priya N. Castellano        DOB: 07/07/1987        MRN: 60092418
Admitted: 11/09/2026                Discharged: 11/12/2026
Attending: Tomasz W. Delacroix, MD (Hospital Medicine)

REASON FOR ADMISSION: Wheezing and shortness of breath for 3 days after an upper
respiratory infection, not relieved by albuterol every 2 hours.

HISTORY: 39-year-old Army veteran (92F petroleum supply specialist, 2006-2016).
Deployed to Camp Arifjan, Kuwait (2009-2010) and Camp Buehring, Kuwait (2015), with
burn pit smoke and frequent sandstorm exposure. Asthma diagnosed 2016; maintained on
budesonide-formoterol. Chronic nasal congestion and facial pressure; CT sinus 2025
showed bilateral maxillary mucosal thickening. Never smoker. No pets.

HOSPITAL COURSE: Peak flow 45% of predicted on arrival. Treated with nebulized
albuterol/ipratropium and methylprednisolone 60 mg IV, then oral prednisone. Chest
X-ray without infiltrate; pneumonia ruled out. Influenza, RSV and COVID-19 PCR
negative. Peak flow 78% of predicted by day 3. No stridor heard, but she reports throat
tightness; possible vocal cord dysfunction to be evaluated by ENT as an outpatient.

DISCHARGE DIAGNOSES:
1. Asthma, moderate persistent, with acute exacerbation (J45.41)
2. Chronic maxillary sinusitis, bilateral (J32.0)
3. Rule out vocal cord dysfunction

DISCHARGE MEDICATIONS: prednisone 40 mg daily x 5 days; budesonide-formoterol 160/4.5
2 puffs BID; albuterol HFA PRN; fluticasone nasal spray; saline sinus rinses.

FOLLOW-UP: PCP in 1 week; pulmonology in 4 weeks; ENT for laryngoscopy.
Patient phone for follow-up calls: (804) 555-0172`,
    expected: {
      conditions: [
        { name: 'Asthma', diagnosticCode: '6602' },
        { name: 'Chronic maxillary sinusitis', diagnosticCode: '6513' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['burn pit smoke and sandstorm exposure at Camp Arifjan and Camp Buehring, Kuwait'],
      personalData: [
        { kind: 'name', value: 'Priya N. Castellano' },
        { kind: 'date-of-birth', value: '07/07/1987' },
        { kind: 'record-number', value: '60092418' },
        { kind: 'phone', value: '(804) 555-0172' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-discharge-hcv-cirrhosis-corpsman',
    kind: 'discharge-summary',
    format: 'text',
    text: `LOCAL TITLE: DISCHARGE SUMMARY
STANDARD TITLE: DISCHARGE SUMMARY
DICT DATE: OCT 23, 2026@14:02        ENTRY DATE: OCT 23, 2026@14:02:55
 DICTATED BY: HALVORSEN,INGRID B     ATTENDING: PEMBERTON,SAMUEL K
     URGENCY: routine                    STATUS: COMPLETED

PATIENT: TOLLIVER,EARL M     SSN: XXX-XX-3127     DOB: 02/11/1955
ADMISSION DATE: OCT 18, 2026        DISCHARGE DATE: OCT 23, 2026
WARD: 4 SOUTH MEDICINE

PRINCIPAL DIAGNOSIS: Decompensated cirrhosis of the liver with new-onset ascites, due to
chronic hepatitis C, genotype 1a (HCV RNA 2.4 million IU/mL, never treated)

SECONDARY DIAGNOSIS: Chronic hepatitis C virus infection

HISTORY OF PRESENT ILLNESS:
71-year-old Navy veteran with hepatitis C known since 2014, lost to follow-up before
treatment, admitted with 3 weeks of increasing abdominal girth, 12-lb weight gain and leg
swelling. Risk factors reviewed: he served in the Navy 1973-1977 as a hospital corpsman;
received immunizations by jet injector at Recruit Training Command, Great Lakes, in 1973;
and his STR documents a needlestick injury from a used needle on the wards of Naval
Hospital Portsmouth in July 1975. Denies injection drug use or transfusions. One tattoo,
obtained in 1989 (after service) at a licensed parlor. Former drinker, about 4 beers a day
until 2010, none since.

HOSPITAL COURSE:
Diagnostic paracentesis: SAAG 1.6, total protein 0.9, PMN 80 cells/mm3 - spontaneous
bacterial peritonitis ruled out. Therapeutic paracentesis removed 4.5 L. Started
spironolactone 100 mg and furosemide 40 mg daily with a 2 g sodium diet. MELD-Na 16,
Child-Pugh class B. No asterixis; alert and oriented throughout; no hepatic
encephalopathy. MRI liver: cirrhotic morphology, splenomegaly, moderate ascites, no
arterially enhancing lesions (no LI-RADS 4 or 5 observations) - no evidence of
hepatocellular carcinoma. EGD: no esophageal varices. Hepatology consulted; will start
sofosbuvir/velpatasvir as an outpatient.
PHQ-2 negative.

DISCHARGE CONDITION: Improved. Weight down 9 lb.

DISPOSITION: Home with his daughter, Renee, who will help with medications.
FOLLOW-UP: Hepatology clinic in 2 weeks; PACT in 1 week; BMP in 5 days.`,
    expected: {
      conditions: [
        { name: 'Cirrhosis of the liver', diagnosticCode: '7312' },
        { name: 'Hepatitis C' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'jet injector immunizations at Recruit Training Command, Great Lakes (1973)',
        'needlestick injury from a used needle as a hospital corpsman at Naval Hospital Portsmouth (1975)',
      ],
      personalData: [
        { kind: 'name', value: 'TOLLIVER,EARL M' },
        { kind: 'ssn', value: 'XXX-XX-3127' },
        { kind: 'date-of-birth', value: '02/11/1955' },
        { kind: 'name', value: 'Renee' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------
  // Service treatment records
  // ---------------------------------------------------------------------------
  {
    id: 'r11-str-ankle-sprain-plantar-fasciitis',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE - AHLTA OUTPATIENT ENCOUNTERS (PRINTED)
Patient: BREWSTER, DYLAN J     PFC/E-3     DoD ID: 1498827365     DOB: 04/02/2001
Unit: B Co, 2-35 IN, 3IBCT, 25th ID, Schofield Barracks, HI
Clinic: Troop Medical Clinic - Sick Call

Encounter date: 14 Mar 2021
S: 19 y/o M c/o R ankle pain x 1 day. Rolled R ankle inward on uneven gravel during company
PT run 13 Mar. Able to take 4 steps immediately after, with pain. No pop. Prior R ankle
sprain in high school (2017), resolved.
O: Moderate swelling lateral R ankle. TTP over ATFL. No TTP at posterior edge or tip of the
lateral or medial malleolus, base of 5th metatarsal, or navicular. Anterior drawer
negative. NV intact distally.
A: 1. Sprain of anterior talofibular ligament, right ankle, grade I (S93.491A)
   2. R/O fracture - Ottawa ankle rules negative; imaging not indicated.
P: RICE, ibuprofen 800 mg TID with food x 7 days, ACE wrap. Temporary profile 14 days: no
running, jumping or rucking; may walk at own pace. RTC if not improving.

Encounter date: 30 Mar 2021
S: F/u R ankle. Pain 1/10; walking and jogging without difficulty.
O: No swelling, full ROM, no tenderness, negative anterior drawer.
A: R ankle sprain - resolved, no residuals.
P: Profile released. RTD full duty.

Encounter date: 09 Aug 2021
S: 20 y/o M c/o bilateral heel pain x 6 weeks, worst with first steps in the morning and
after sitting. Began after the unit increased ruck marches to 12 miles with 65 lb loads to
train for the EIB. Denies trauma or numbness.
O: TTP at medial calcaneal tubercle bilaterally; windlass test positive bilaterally. Arches
normal, no pes planus. Tight heel cords. Calcaneal squeeze test negative bilaterally.
A: Plantar fasciitis, bilateral (M72.2). Calcaneal stress fracture considered - squeeze
   test negative, not suspected.
P: Stretching program, night splints, heel cups, ibuprofen. Profile 30 days: no running,
no rucking over 6 miles. Podiatry referral if not improved.

Encounter date: 20 Oct 2021 - Podiatry, Tripler AMC
S: Bilateral heel pain persists, 5/10 in the mornings, after 2 months of stretching and
night splints.
O: Continued TTP plantar medial heels bilaterally. X-rays: small plantar calcaneal spurs;
no fracture.
A: Chronic plantar fasciitis, bilateral.
P: Custom orthotics; corticosteroid injection left heel today; recheck in 6 weeks.`,
    expected: {
      conditions: [{ name: 'Plantar fasciitis, bilateral', diagnosticCode: '5269' }],
      nexusOpinions: [],
      inServiceEvents: [
        'rolled right ankle on uneven gravel during a company PT run (2021)',
        'ruck marches of 12 miles with 65 lb loads',
      ],
      personalData: [
        { kind: 'name', value: 'BREWSTER, DYLAN J' },
        { kind: 'record-number', value: '1498827365' },
        { kind: 'date-of-birth', value: '04/02/2001' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-str-bas-ied-blast-concussion',
    kind: 'service-treatment-record',
    format: 'text',
    text: `STANDARD FORM 600 - CHRONOLOGICAL RECORD OF MEDICAL CARE
PATIENT: LINDGREN, ERIK P     SGT/E-5     SSN: 621-55-0498     DOB: 09/30/1985
UNIT: 3rd PLT, A TRP, 1-71 CAV
FACILITY: BATTALION AID STATION, FOB WILSON, ZHARI DISTRICT, AFGHANISTAN

17 JUN 2010  1315L
S: 24 y/o M, gunner in the lead M-ATV of a mounted patrol that was struck by a
pressure-plate IED at approx 1130L. States he was "rung like a bell," dazed and confused
for about 1-2 min; denies LOC. Patrol medic reports he was slow to respond for a few
minutes. C/o headache 6/10, ringing in both ears, neck pain, mild nausea. Denies vomiting,
vision changes, weakness or numbness. Denies SI/HI. No prior concussions.
O: BP 132/84, HR 96, RR 16, SpO2 98%. GCS 15. MACE 23/30 (deficits in immediate and
delayed recall). PERRL, EOMI, no nystagmus. TMs intact bilaterally, no hemotympanum.
C-spine: no midline tenderness; bilateral paraspinal and trapezius tenderness; rotation
limited by pain. Neuro: strength 5/5 in all extremities, sensation intact, gait normal.
No other injuries.
A:
1. Concussion (mild TBI) without LOC, blast-related (S06.0X0A)
2. Tinnitus, bilateral, post-blast
3. Cervical strain (S16.1XXA)
4. TM perforation ruled out - TMs intact
P: 24 h mandatory rest; acetaminophen only, no NSAIDs; repeat MACE in 24 h; blast exposure
entered in BAS blast log; no duty x 24 h; return immediately for worsening headache,
repeated vomiting or confusion.

18 JUN 2010  0900L
S: Headache 3/10; neck stiff but improving; ringing persists "like a tea kettle," worse at
night. Sleeping OK. Denies SI.
O: MACE 28/30. Neuro exam normal. Cervical ROM improved, mild paraspinal tenderness.
A: Concussion, improving. Tinnitus, persistent. Cervical strain, improving.
P: Graded return to activity; RTD after 72 h symptom-free with exertional testing.
Audiology at KAF when able.`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury (concussion)', diagnosticCode: '8045' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Cervical strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['pressure-plate IED blast striking his M-ATV on mounted patrol, Zhari District (2010)'],
      personalData: [
        { kind: 'name', value: 'LINDGREN, ERIK P' },
        { kind: 'ssn', value: '621-55-0498' },
        { kind: 'date-of-birth', value: '09/30/1985' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-str-separation-history-and-exam',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `REPORT OF MEDICAL HISTORY (DD FORM 2807-1) - SEPARATION
1. LAST NAME, FIRST NAME, MIDDLE NAME: MCALLISTER, JENNA ROSE
2. SOCIAL SECURITY NUMBER: 504-77-3162
3. HOME ADDRESS: 7740 Saddle Creek Loop, Fayetteville, NC 28314
4. HOME TELEPHONE: (910) 555-0176
5. DATE OF BIRTH (YYYYMMDD): 19890314
6. DoD ID NUMBER: 1287340956
7. GRADE: E-6     COMPONENT: Active Army
8. EXAMINING LOCATION: Womack Army Medical Center, Fort Bragg, NC
9. PURPOSE OF EXAMINATION: Separation     10. DATE OF EXAMINATION: 20190611

11. CURRENT MEDICATIONS: sumatriptan 50 mg PRN; ibuprofen 600 mg PRN
12. ALLERGIES: None known

HAVE YOU EVER HAD OR DO YOU NOW HAVE:                          YES   NO
a. Frequent or severe headache                                  [X]   [ ]
b. Dizziness or fainting spells                                 [ ]   [X]
c. Head injury, memory loss or amnesia                          [ ]   [X]
d. Hearing loss or ringing in the ears                          [ ]   [X]
e. Recurrent back pain or any back problem                      [X]   [ ]
f. Foot trouble (e.g., pain, corns, bunions, etc.)              [X]   [ ]
g. Kidney stone or blood in urine                               [X]   [ ]
h. Frequent trouble sleeping                                    [X]   [ ]
i. Depression or excessive worry                                [X]   [ ]
j. Been evaluated or treated for a mental condition             [X]   [ ]
k. Attempted suicide                                            [ ]   [X]
l. Considered suicide                                           [ ]   [X]
m. Asthma or any breathing problems related to exercise         [ ]   [X]
n. High or low blood pressure                                   [ ]   [X]

29. EXPLANATION OF "YES" ANSWERS:
a. Migraines since 2016, diagnosed by Neurology at Womack; about 2 per month; sumatriptan
   helps; I miss about 1 duty day every 2 months.
e. Intermittent low back ache after long days in the motor pool; no injury; ibuprofen
   only; never on profile.
f. Both heels hurt since 2018; Podiatry diagnosed plantar fasciitis; I use night splints
   and inserts; still hurts every morning.
g. Kidney stone 2015, passed on its own; none since.
h, i, j. Seen at Behavioral Health in 2017 during my divorce (6 visits) for adjustment
   disorder with anxiety; finished treatment, no problems now. Trouble sleeping was only
   during that time.

REPORT OF MEDICAL EXAMINATION (DD FORM 2808) - EXAMINER SUMMARY
Height 66 in. Weight 148 lb. BP 116/72. Pulse 64.
Vision: 20/20 OU. Hearing: audiogram within normal limits bilaterally; profile H-1.
Head/neck, lungs, heart, abdomen: normal.
Spine: full ROM, non-tender, straight leg raise negative bilaterally.
Feet: tenderness of plantar medial heels bilaterally; flexible pes planus bilaterally,
arches reconstitute on toe rise; no calluses.
Neurologic: normal. Psychiatric: normal mood and affect.

SUMMARY OF DEFECTS AND DIAGNOSES:
1. Migraine without aura (G43.009) - stable on abortive therapy.
2. Plantar fasciitis, bilateral (M72.2) - chronic, symptomatic.
3. Pes planus, flexible, bilateral (M21.41, M21.42) - asymptomatic.
4. Low back pain - mechanical; normal exam; no diagnosis made; no radiculopathy.
5. Nephrolithiasis (2015) - resolved, no recurrence.
6. Adjustment disorder with anxiety (2017) - resolved.
Examinee is qualified for separation.`,
    expected: {
      conditions: [
        { name: 'Migraine headaches', diagnosticCode: '8100' },
        { name: 'Plantar fasciitis, bilateral', diagnosticCode: '5269' },
        { name: 'Flatfoot (pes planus), bilateral', diagnosticCode: '5276' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'MCALLISTER, JENNA ROSE' },
        { kind: 'ssn', value: '504-77-3162' },
        { kind: 'address', value: '7740 Saddle Creek Loop, Fayetteville, NC 28314' },
        { kind: 'phone', value: '(910) 555-0176' },
        { kind: 'date-of-birth', value: '19890314' },
        { kind: 'record-number', value: '1287340956' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-str-cosc-missile-attack',
    kind: 'service-treatment-record',
    format: 'image',
    text: `SF 600 CHRONOLOGICAL RECORD OF MEDICAL CARE - BEHAVIORAL HEALTH (COSC)
Patient: HUTCHERSON, JALEN M     SPC/E-4     DoD ID: 1562089437     DOB: 01/25/1998
Unit: 2nd Plt, 541st Engineer Co          Location: Al Asad Air Base, Iraq
Date: 10 JAN 2020  1430                   Provider: Behavioral Health Officer

S: 21 y/o M self-referred with the unit chaplain 2 days after the ballistic missile
attack on Al Asad Air Base (08 JAN 2020). He sheltered in a bunker about 50 m from an
impact; felt the blast wave; dust filled the bunker. Denies LOC or alteration of
consciousness; MACE 2 concussion screen at the aid station on 08 JAN was negative.
Since the attack: sleeping 2-3 h/night, startles at generator noise, crying spells,
replays the explosions, guilt that he "froze." Reports that two nights ago he had
thoughts of shooting himself "to make it stop," and fleeting thoughts of not waking up.
No intent, no plan, no rehearsal, no prior attempts. No prior BH history. Denies HI.
Alcohol: none in theater.

O: Alert, oriented x4. Fatigued, tearful at times. Speech normal. Mood "jacked up."
Affect anxious, congruent. Thought process linear; no psychosis. Insight and judgment
fair. PHQ-9: 15. PCL-5: 47.

A:
1. Acute stress reaction (F43.0), following missile attack.
2. PTSD - not diagnosed; symptoms present less than 1 month. Rule out at 30-day f/u.
3. Concussion screen negative (MACE 2) - no TBI diagnosis.
Risk: suicidal ideation without intent or plan; acute risk moderate given weapon
access. Protective: close to squad leader, mother, religious faith, future goals.

P:
- Safety plan completed. Command notified with SM consent; weapon held by squad
  leader, bolt removed, for 7 days (command-directed).
- Restoration at COSC x 72 h: sleep, hydration, routine, psychoeducation.
- Trazodone 50 mg qhs PRN x 7 days.
- Follow up in 72 h, then weekly; repeat PCL-5 at 30 days.`,
    expected: {
      conditions: [{ name: 'Acute stress reaction' }],
      nexusOpinions: [],
      inServiceEvents: [
        'ballistic missile attack on Al Asad Air Base, Iraq (January 2020)',
        'sheltered in a bunker about 50 m from a missile impact, felt the blast wave',
      ],
      personalData: [
        { kind: 'name', value: 'HUTCHERSON, JALEN M' },
        { kind: 'record-number', value: '1562089437' },
        { kind: 'date-of-birth', value: '01/25/1998' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-str-carpal-tunnel-crew-chief',
    kind: 'service-treatment-record',
    format: 'text',
    text: `AHLTA ENCOUNTER NOTES (PRINTED FOR SEPARATION HEALTH ASSESSMENT)
Patient: RIOS, ANGELICA M     TSgt/E-6     DoD ID: 1409723365     DOB: 11/19/1990
Unit: 437th Aircraft Maintenance Squadron, Joint Base Charleston, SC

Encounter: 05 Feb 2022 - Flight and Operational Medicine Clinic
S: 31 y/o F C-17 crew chief c/o numbness and tingling of R thumb, index and middle fingers
x 3 months, waking her at night 3-4x/week; shakes hand for relief. Worse after shifts using
torque wrenches and rivet guns. Mild neck stiffness, no radiating arm pain. Family history:
mother has rheumatoid arthritis. Urine hCG negative.
O: R Phalen positive at 30 s; R Tinel at wrist positive; L Phalen and Tinel negative.
Thenar bulk normal; APB strength 5-/5 on R. Spurling negative. Reflexes 2+ symmetric.
A: Suspected carpal tunnel syndrome, right, vs. C6 radiculopathy.
P: Neutral wrist splint at night; EMG/NCS; RF, anti-CCP, TSH, A1c.

Encounter: 22 Mar 2022 - Neurology (EMG lab)
Findings: R median distal sensory latency 4.3 ms (prolonged); R median distal motor latency
5.1 ms (prolonged); R ulnar normal; L median and ulnar normal. Needle EMG of R C5-T1
myotomes and cervical paraspinals: normal, no denervation.
Impression: Moderate right carpal tunnel syndrome. No electrodiagnostic evidence of
cervical radiculopathy.
Labs: RF and anti-CCP negative (no rheumatoid arthritis); TSH and A1c normal.
A: Carpal tunnel syndrome, right, moderate (G56.01). Cervical radiculopathy ruled out.
P: Continue night splint; ergonomic tools; steroid injection offered and declined.

Encounter: 10 May 2022 - Flight and Operational Medicine Clinic
S: Night symptoms improved with splint; still numb after long shifts. New pain at the base
of the R thumb radiating up the forearm with gripping x 3 weeks.
O: TTP over first dorsal compartment, R wrist; Finkelstein equivocal. Tinel at wrist
positive.
A: 1. Carpal tunnel syndrome, right - persistent.
   2. Possible de Quervain tenosynovitis, right, vs. carpal tunnel-related pain.
P: Orthopedic hand referral; thumb spica splint trial. No flying restriction required.`,
    expected: {
      conditions: [{ name: 'Carpal tunnel syndrome, right (median nerve)', diagnosticCode: '8515' }],
      nexusOpinions: [],
      inServiceEvents: ['repetitive torque wrench and rivet gun use as a C-17 crew chief'],
      personalData: [
        { kind: 'name', value: 'RIOS, ANGELICA M' },
        { kind: 'record-number', value: '1409723365' },
        { kind: 'date-of-birth', value: '11/19/1990' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ---------------------------------------------------------------------------
  // Statements and decisions
  // ---------------------------------------------------------------------------
  {
    id: 'r11-decision-rating-grants-and-denials',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Regional Office

October 30, 2026

MARCUS T. FAIRWEATHER
1184 COTTONWOOD TRL
CHEYENNE WY 82009

VA File Number: 308814627

RATING DECISION

NAME OF VETERAN: Marcus T. Fairweather
VA FILE NUMBER: 308814627

INTRODUCTION
The records reflect that you are a Veteran of the Gulf War Era. You served in the Army from
June 2005 to August 2013. We received your claim on March 2, 2026. Based on a review of the
evidence listed below, we have made the following decisions on your claim.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent effective
March 2, 2026.
2. Service connection for bilateral hearing loss is granted with an evaluation of 0 percent
effective March 2, 2026.
3. Service connection for lumbosacral strain is granted with an evaluation of 20 percent
effective March 2, 2026.
4. Service connection for obstructive sleep apnea is denied.
5. Service connection for hypertension is denied.
6. Service connection for left knee condition is denied.

EVIDENCE
- VA Form 21-526EZ, Application for Disability Compensation, received March 2, 2026
- Service treatment records, June 2005 through August 2013
- DD Form 214, August 2013
- VA examinations, May 14, 2026 (audiology, back, sleep apnea, hypertension, knee)
- Private treatment records, Frontier Family Medicine, 2019 through 2026

REASONS FOR DECISION
1. Service connection for tinnitus.
Service connection for tinnitus has been granted because the evidence shows it is related
to military noise exposure. Your military occupational specialty of 19D cavalry scout is
conceded to have a high probability of hazardous noise exposure. The VA examiner opined
that your tinnitus is at least as likely as not caused by military noise exposure. An
evaluation of 10 percent is assigned for recurrent tinnitus. This is the maximum schedular
evaluation available under diagnostic code 6260.

2. Service connection for bilateral hearing loss.
Service connection for bilateral hearing loss has been granted because the VA examiner
opined that your hearing loss is at least as likely as not caused by in-service noise
exposure. Audiometric testing showed level II hearing in the right ear and level I in the
left ear, which warrants a noncompensable (0 percent) evaluation under diagnostic code
6100.

3. Service connection for lumbosacral strain.
Your service treatment records show treatment for low back strain after a HMMWV rollover
at the National Training Center, Fort Irwin, in September 2008. The VA examiner diagnosed
lumbosacral strain and opined that your back condition is at least as likely as not
related to the in-service injury. Forward flexion was limited to 55 degrees, which
warrants a 20 percent evaluation under diagnostic code 5237.

4. Service connection for obstructive sleep apnea.
The VA examination of May 14, 2026, confirmed a diagnosis of obstructive sleep apnea based
on a 2024 sleep study. However, your service treatment records contain no complaints of
snoring, witnessed apneas or daytime sleepiness, and your separation examination was
normal. The VA examiner opined that your sleep apnea is less likely than not incurred in
or caused by service, explaining that it was first diagnosed eleven years after discharge
and is associated with your post-service weight gain. We considered your statement that
you snored in the barracks; however, the evidence does not show that sleep apnea began in
service. Service connection is denied.

5. Service connection for hypertension.
For VA purposes, hypertension means diastolic blood pressure predominantly 90 mm or
greater, or systolic blood pressure predominantly 160 mm or greater. Your private records
show one elevated reading (146/94) in 2024 during an urgent care visit for a sore throat.
The VA examiner recorded readings of 128/82, 132/84 and 126/80 on three different days and
found that you do not have hypertension. Service connection requires evidence of a current
disability; therefore, service connection is denied.

6. Service connection for left knee condition.
You reported left knee pain since a 2011 field exercise. The VA examiner found a normal
examination with full range of motion, no functional loss and normal X-rays, and did not
diagnose a left knee disability. Because the evidence does not show a current left knee
disability, service connection is denied.`,
    expected: {
      conditions: [
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Bilateral hearing loss', diagnosticCode: '6100' },
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'that your tinnitus is at least as likely as not caused by military noise exposure',
        },
        {
          condition: 'Bilateral hearing loss',
          strength: 'at least as likely as not',
          quote: 'opined that your hearing loss is at least as likely as not caused by in-service noise',
        },
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'lumbosacral strain and opined that your back condition is at least as likely as not',
        },
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'normal. The VA examiner opined that your sleep apnea is less likely than not incurred in',
        },
      ],
      inServiceEvents: [
        'hazardous noise exposure as a 19D cavalry scout',
        'HMMWV rollover at the National Training Center, Fort Irwin (2008)',
      ],
      personalData: [
        { kind: 'name', value: 'MARCUS T. FAIRWEATHER' },
        { kind: 'address', value: '1184 COTTONWOOD TRL' },
        { kind: 'address', value: 'CHEYENNE WY 82009' },
        { kind: 'record-number', value: '308814627' },
        { kind: 'name', value: 'Marcus T. Fairweather' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-statement-buddy-humvee-rollover',
    kind: 'statement-or-decision',
    format: 'image',
    text: `VA FORM 21-10210                                       LAY/WITNESS STATEMENT

SECTION I - CLAIMANT'S IDENTIFICATION INFORMATION
1. Veteran/claimant's name: Tobias R. Fenwick
2. Social Security Number: 498-23-6617        3. VA File Number: 48117902
4. Date of birth: 03/09/1984

SECTION II - WITNESS'S IDENTIFICATION INFORMATION
5. Witness's name: Reginald P. Okafor
6. Relationship to claimant: [ ] Spouse  [ ] Family member  [X] Other: served
   together, B Co, 1-502 IN, 101st Airborne Division (2005-2007)
7. Mailing address: 2210 Pecan Hollow Rd, Clarksville, TN 37043
8. Telephone number: (931) 555-0124

SECTION III - STATEMENT
I served with Toby in Baghdad in 2006. On 3 October 2006 our up-armored Humvee rolled
over into an irrigation canal south of the city after our driver swerved to avoid a
suspected IED. Toby was in the right rear seat. When we got him out he was bleeding
from a cut on his head where he hit the turret ring, and for at least 15 minutes he
did not know what day it was or where we were. Our medic stitched his scalp at the
patrol base. He was back on missions in a couple of days because we were short on
people.

After we got home he changed. He gets headaches so bad he has to lie down in a dark
room, he forgets things we talked about the day before, and he does not like to drive
anymore.

In the spring of 2019 he called me at about 2 in the morning and told me he had been
sitting in his truck with his pistol thinking about ending it. I drove four hours to
his place and stayed the weekend, and his wife, Danielle, and I got him to the VA that
Monday. He says he is doing better now and has not had those thoughts since.

SECTION IV - CERTIFICATION AND SIGNATURE
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Signature: Reginald P. Okafor                      Date signed: 09/14/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'up-armored Humvee rollover into an irrigation canal near Baghdad (2006)',
        'head struck the turret ring with scalp laceration and confusion',
      ],
      personalData: [
        { kind: 'name', value: 'Tobias R. Fenwick' },
        { kind: 'ssn', value: '498-23-6617' },
        { kind: 'record-number', value: '48117902' },
        { kind: 'date-of-birth', value: '03/09/1984' },
        { kind: 'name', value: 'Reginald P. Okafor' },
        { kind: 'address', value: '2210 Pecan Hollow Rd, Clarksville, TN 37043' },
        { kind: 'phone', value: '(931) 555-0124' },
        { kind: 'name', value: 'Toby' },
        { kind: 'name', value: 'Danielle' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-decision-board-knee-htn-migraine',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `BOARD OF VETERANS' APPEALS
DEPARTMENT OF VETERANS AFFAIRS

IN THE APPEAL OF
WENDELL A. PRUITT
Represented by
Disabled American Veterans

Docket No. 250318-482716
DATE: November 12, 2026

ORDER
Entitlement to service connection for degenerative arthritis of the right knee is granted.
Entitlement to service connection for hypertension is denied.
Entitlement to a 50 percent rating for migraine headaches is granted.

FINDINGS OF FACT
1. The evidence is at least in approximate balance as to whether the Veteran's degenerative
arthritis of the right knee is related to an in-service parachute landing injury.
2. Hypertension did not manifest in service or within one year of separation, and the
most probative evidence weighs against finding that it is related to service or was
caused or aggravated by service-connected migraine headaches.
3. Throughout the appeal period, the Veteran's migraine headaches have been manifested by
very frequent completely prostrating and prolonged attacks productive of severe economic
inadaptability.

CONCLUSIONS OF LAW
1. The criteria for service connection for degenerative arthritis of the right knee are
met. 38 U.S.C. §§ 1110, 5107(b); 38 C.F.R. §§ 3.102, 3.303.
2. The criteria for service connection for hypertension are not met. 38 U.S.C. §§ 1110,
1112, 5107; 38 C.F.R. §§ 3.303, 3.307, 3.309, 3.310.
3. The criteria for a 50 percent rating for migraine headaches are met. 38 U.S.C. § 1155;
38 C.F.R. § 4.124a, Diagnostic Code 8100.

REASONS AND BASES FOR FINDINGS AND CONCLUSIONS
The Veteran served on active duty in the Army from September 1994 to October 2002. This
matter is before the Board on appeal from a March 2025 rating decision, on the direct
review docket.

1. Right knee
The Veteran's service treatment records show that in April 1998 he injured his right knee
during a static-line parachute landing at Fort Bragg; the assessment was "right knee
sprain, r/o meniscal tear," and no MRI was obtained. His personnel records reflect 62
parachute jumps. X-rays in June 2024 show medial compartment joint space narrowing and
osteophytes, and the June 2024 VA examiner diagnosed degenerative arthritis of the right
knee. A current disability is established.
The June 2024 VA examiner opined that the right knee arthritis is less likely than not
related to service, reasoning that the STRs show a single acute sprain that resolved with
no further knee complaints before separation. The examiner did not address the Veteran's
62 parachute jumps or his competent report of recurring knee pain after 1998.
In September 2024, the Veteran's private orthopedist wrote that "the Veteran's right knee
degenerative joint disease is at least as likely as not a result of the 1998 parachute
injury and the cumulative impact loading of 62 static-line jumps," noting the absence of
post-service knee injuries and the Veteran's sedentary civilian occupation.
Both opinions were provided by qualified clinicians who reviewed the record. Because the
private opinion accounts for the full history and the VA opinion does not, the Board finds
the evidence at least in approximate balance, and service connection is granted. See
Lynch v. McDonough, 21 F.4th 776 (Fed. Cir. 2021) (en banc).

2. Hypertension
Hypertension was first diagnosed in 2015, 13 years after separation. Blood pressure at
separation in 2002 was 118/76, and there are no elevated readings in service. The Veteran
did not serve in a location where herbicide exposure is presumed.
The June 2024 VA examiner opined that it is less likely than not that the Veteran's
hypertension was incurred in or caused by service. In a September 2024 addendum, the
examiner opined that it is less likely than not that the hypertension was caused or
aggravated by the service-connected migraine headaches or the medications used to treat
them, explaining that topiramate and rizatriptan do not cause sustained blood pressure
elevation and that the Veteran's blood pressure has been stable on one medication since
2015. The Veteran's belief that his headaches raise his blood pressure is not competent
evidence on this complex medical question. The VA opinions are the most probative
evidence, and service connection is denied.

3. Migraine headaches
The Veteran's migraine headaches have been rated 30 percent under Diagnostic Code 8100. At
the July 2024 VA examination he reported prostrating attacks 3 to 4 times per month lasting
1 to 2 days, during which he lies in a dark room. His employer's leave records show 21
days of sick leave for headaches in 2024, and his wife, Charmaine, wrote that he "spends at
least four days a month in bed with the blinds closed." The Veteran also wrote that the
headaches make him feel "down" and irritable; no psychiatric disorder has been diagnosed
and no such claim is before the Board. Resolving doubt in his favor, the attacks are very
frequent, completely prostrating and prolonged, and productive of severe economic
inadaptability. A 50 percent rating, the maximum schedular rating under Diagnostic Code
8100, is granted.

                                   Veterans Law Judge
                                   Board of Veterans' Appeals`,
    expected: {
      conditions: [
        { name: 'Degenerative arthritis of the right knee' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Migraine headaches', diagnosticCode: '8100' },
      ],
      nexusOpinions: [
        {
          condition: 'Degenerative arthritis of the right knee',
          strength: 'less likely than not',
          quote: 'opined that the right knee arthritis is less likely than not',
        },
        {
          condition: 'Degenerative arthritis of the right knee',
          strength: 'at least as likely as not',
          quote: 'degenerative joint disease is at least as likely as not a result of the 1998 parachute',
        },
        {
          condition: 'Hypertension',
          strength: 'less likely than not',
          quote: "opined that it is less likely than not that the Veteran's",
        },
        {
          condition: 'Hypertension (secondary to migraine headaches)',
          strength: 'less likely than not',
          quote: 'examiner opined that it is less likely than not that the hypertension was caused or',
        },
      ],
      inServiceEvents: [
        'right knee injury in a static-line parachute landing at Fort Bragg (1998)',
        '62 static-line parachute jumps',
      ],
      personalData: [
        { kind: 'name', value: 'WENDELL A. PRUITT' },
        { kind: 'record-number', value: '250318-482716' },
        { kind: 'name', value: 'Charmaine' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r11-statement-spouse-lay-witness',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-10210 - LAY/WITNESS STATEMENT

SECTION I - CLAIMANT'S IDENTIFICATION INFORMATION
1. Veteran/claimant's name (First, Middle Initial, Last): Isaiah D. Brookshire
2. Veteran's Social Security Number: 259-61-2048
3. VA File Number: 29660318
4. Veteran's date of birth: 08/19/1986

SECTION II - WITNESS'S IDENTIFICATION INFORMATION
5. Witness's name: Alondra M. Brookshire
6. Witness's relationship to the claimant: [X] Spouse  [ ] Family member  [ ] Other
7. Witness's mailing address: 506 Meadowlark Ln, Hinesville, GA 31313
8. Telephone number: (912) 555-0191

SECTION III - STATEMENT
I have been married to Isaiah since June 2011. I knew him before he deployed to Iraq in
2007, and he was outgoing and easygoing. He came home in 2008 a different person.

He told me that in 2007 his convoy was hit by an IED outside Baqubah and that the blast
threw him against the gunner's hatch. A soldier in the truck behind him lost both legs. He
does not talk about it unless he has been up all night.

He wakes up screaming or swinging 3 to 4 nights a week. He checks the locks and windows
over and over. He will not go to our son Malik's basketball games because of the crowds,
and he sits with his back to the wall in restaurants. If a car backfires he drops to the
ground. He yells at us over small things and then goes quiet for days. He has lost two
jobs since 2020 because of arguments with supervisors.

Last winter, in January 2026, he told me he didn't want to be here anymore and that he had
thought about driving his truck into the Altamaha River. I took his guns to my brother's
house that night. He started going to the Vet Center after that, and he says he has not
had those thoughts since, but I still worry.

His back has hurt since the blast too. He cannot pick up our daughter, Amara, without pain,
and he sleeps in the recliner most nights. No doctor has told us what is wrong with his
back.

He does not drink or use drugs.

SECTION IV - CERTIFICATION
I CERTIFY THAT the statements on this form are true and correct to the best of my
knowledge and belief.
Signature: Alondra M. Brookshire          Date signed: 10/03/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on his convoy outside Baqubah, Iraq (2007)',
        "thrown against the gunner's hatch by the blast",
      ],
      personalData: [
        { kind: 'name', value: 'Isaiah D. Brookshire' },
        { kind: 'ssn', value: '259-61-2048' },
        { kind: 'record-number', value: '29660318' },
        { kind: 'date-of-birth', value: '08/19/1986' },
        { kind: 'name', value: 'Alondra M. Brookshire' },
        { kind: 'address', value: '506 Meadowlark Ln, Hinesville, GA 31313' },
        { kind: 'phone', value: '(912) 555-0191' },
        { kind: 'name', value: 'Isaiah' },
        { kind: 'name', value: 'Malik' },
        { kind: 'name', value: 'Amara' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r11-statement-in-support-feet-hip',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-4138 - STATEMENT IN SUPPORT OF CLAIM

SECTION I - VETERAN'S IDENTIFICATION INFORMATION
1. Veteran's name (First, Middle Initial, Last): Rosalind K. Vandermolen
2. Social Security Number: 318-40-4459
3. VA File Number: 33907215
4. Date of birth: 05/02/1990
5. Telephone number: (573) 555-0116
6. Mailing address: 4102 Hickory Ridge Ct, Apt 12, Rolla, MO 65401

SECTION II - REMARKS
I am submitting this statement in support of my claims for a bilateral foot condition
(flat feet), a right hip condition and anxiety.

1. Feet. My entrance exam in July 2009 says "pes planus, mild, asymptomatic, not
considered disqualifying." I had no foot pain before I joined. In basic training and later
as a combat engineer at Fort Leonard Wood I did ruck marches of up to 12 miles carrying
about 60 pounds. By 2011 I had pain in both arches every day. Sick call gave me arch
supports in 2011 and again in 2013. I believe my feet got worse because of service, and
they have never gotten better. I now wear custom orthotics made by my podiatrist.

2. Right hip. In January 2012 I slipped on ice in the motor pool while carrying a tool box
and landed on my right hip. I was seen at the TMC and given a 7-day profile. My hip has
ached when I climb stairs or sit for a long time ever since.

3. Anxiety. I have felt anxious and on edge since a training accident in 2012 in which a
soldier in my platoon was badly burned in front of me. I have not been treated yet; I have
an appointment with VA mental health in December.

I also want to correct my records. My March 2026 VA primary care note shows my depression
screen marked positive and says I "endorsed thoughts of self-harm." That was a clerical
error, and the nurse confirmed it at my next visit. I have never had thoughts of suicide
or of hurting myself.

SECTION III - CERTIFICATION
I CERTIFY THAT the statements on this form are true and correct to the best of my
knowledge and belief.
Signature: Rosalind K. Vandermolen          Date signed: 11/05/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'ruck marches of up to 12 miles carrying about 60 pounds',
        'slipped on ice in the motor pool and landed on right hip (2012)',
        'witnessed a soldier badly burned in a training accident (2012)',
      ],
      personalData: [
        { kind: 'name', value: 'Rosalind K. Vandermolen' },
        { kind: 'ssn', value: '318-40-4459' },
        { kind: 'record-number', value: '33907215' },
        { kind: 'date-of-birth', value: '05/02/1990' },
        { kind: 'phone', value: '(573) 555-0116' },
        { kind: 'address', value: '4102 Hickory Ridge Ct, Apt 12, Rolla, MO 65401' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
