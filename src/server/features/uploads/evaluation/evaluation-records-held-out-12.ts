// Twelfth held-out evaluation set, written 2026-11-27 by an independent author who
// had seen neither the record-analysis code nor any earlier record set.
// Committed without being read by anyone who works on the analysis, it is to be
// scored exactly once. Never use it for tuning, prompt changes, or threshold picking.
// Every name, number, address and date of birth below is invented.

import type { EvaluationRecord } from './evaluation-record'

export const twelfthHeldOutRecords: readonly EvaluationRecord[] = [
  // ───────────────────────────── VA progress notes ─────────────────────────────
  {
    id: 'r12-vpn-01-psychiatry-ptsd-mdd',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH PSYCHIATRY MED MANAGEMENT
STANDARD TITLE: PSYCHIATRY NOTE
DATE OF NOTE: MAR 04, 2026@10:42     ENTRY DATE: MAR 04, 2026@11:58:07
      AUTHOR: OKONKWO,ADAEZE C        EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

PATIENT: HALVORSEN,ERIK JAMES    DOB: 08/19/1984    SSN: XXX-XX-6614
Preferred phone: (612) 555-0187

CHIEF COMPLAINT: "I keep waking up at 3 in the morning and my head won't shut off."

HPI:
41 y/o OIF Army veteran (11B) with chronic PTSD and recurrent MDD, seen for
medication management. Last visit 12/2025. Taking sertraline 150 mg daily and
prazosin 4 mg qhs with good reported adherence. Nightmares 3-4 nights/week, most
often about the 2006 convoy incident near Ramadi when the lead HMMWV struck an IED
and his team leader was killed; he was in the second vehicle and helped recover
the casualties. Hypervigilant in stores, avoids driving on the interstate.
Mood "pretty low" since he and his wife Kirsten separated in January. He sees his
son Tobias (9) every other weekend and describes him as "the reason I get up."
Sleep 4-5 hrs, broken. Appetite decreased, 8 lb weight loss. Working part-time at
a lumber yard.

Alcohol: 3-4 beers on Saturdays; AUDIT-C 3. Denies drug use.

SAFETY / SUICIDE RISK:
C-SSRS screener positive today. Veteran endorsed wishing he were dead within the
past month: "some nights I think it would be easier if I just didn't wake up."
Denies thoughts of killing himself, intent, plan or preparatory behavior. No
lifetime suicide attempts. Firearms: owns two handguns; agreed to store them at
his brother Lars's house this week and gave permission to call Lars to confirm.
Protective factors: son, employment, engaged in care, future oriented.
Comprehensive Suicide Risk Evaluation completed (see separate note).
Acute risk: low-intermediate. Chronic risk: intermediate.
Safety plan reviewed and updated; Veterans Crisis Line (988, press 1) reviewed.

MENTAL STATUS EXAM:
Casually dressed, fair hygiene, good eye contact. Psychomotor slowing. Speech
normal rate, low volume. Mood "down." Affect constricted, dysphoric. Thought
process linear, goal directed. No AH/VH, no delusions. Cognition grossly intact.
Insight and judgment fair.

MEASURES: PCL-5 = 58 (prior 51). PHQ-9 = 19 (prior 12).

PSYCHIATRIC HISTORY:
PTSD first diagnosed at this facility in 2019. An outside provider raised bipolar II
disorder in 2023; on detailed review there is no history of hypomanic episodes and
the MDQ is negative. Bipolar disorder is ruled out.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic (F43.12) - worsening with psychosocial
   stressors.
2. Major depressive disorder, recurrent episode, moderate (F33.1) - worsening.

PLAN:
- Increase sertraline to 200 mg daily.
- Increase prazosin to 6 mg qhs; orthostatic precautions reviewed.
- Refer to PCT for Prolonged Exposure; veteran agreeable.
- Suicide Prevention Coordinator notified; enrolled in Caring Contacts.
- RTC 4 weeks, sooner PRN.

/es/ ADAEZE C OKONKWO, MD
Staff Psychiatrist
Signed: 03/04/2026 11:58`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on convoy near Ramadi in 2006',
        'team leader killed; helped recover casualties',
      ],
      personalData: [
        { kind: 'name', value: 'HALVORSEN,ERIK JAMES' },
        { kind: 'date-of-birth', value: '08/19/1984' },
        { kind: 'ssn', value: 'XXX-XX-6614' },
        { kind: 'phone', value: '(612) 555-0187' },
        { kind: 'name', value: 'Kirsten' },
        { kind: 'name', value: 'Tobias' },
        { kind: 'name', value: 'Lars' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r12-vpn-02-pact-htn-dm-osa-ckd',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PACT PRIMARY CARE FOLLOW-UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: JUN 17, 2026@08:15     ENTRY DATE: JUN 17, 2026@09:02:44
      AUTHOR: BRANNIGAN,COLLEEN M     EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

PATIENT: WASHINGTON-PRICE,DEREK ALAN   DOB: 02/03/1966   SSN (last 4): 3307
Demographics confirmed at check-in: 9914 Magnolia Ridge Ct, Pflugerville, TX 78660;
cell (512) 555-0162.

S:
60 y/o Army veteran (Operation Desert Storm, 1990-1991, exposed to oil well fire
smoke in Kuwait) here for 3-month follow-up of HTN and diabetes. Home BP log
averages 138/86. Taking meds as prescribed. Reports intermittent tingling in the
toes of both feet at night for about 2 months; no pain, no falls, no foot ulcers.
Uses CPAP nightly, feels rested. No chest pain, dyspnea, orthopnea, or edema. No
urinary symptoms.

ACTIVE PROBLEM LIST:
1. Essential (primary) hypertension (ICD-10-CM I10)
2. Type 2 diabetes mellitus without complications (ICD-10-CM E11.9)
3. Obstructive sleep apnea (adult) (pediatric) (ICD-10-CM G47.33)
4. Chronic kidney disease, stage 3a (ICD-10-CM N18.31)
INACTIVE/RESOLVED PROBLEMS:
5. Calculus of kidney (ICD-10-CM N20.0) - stone passed 2019, resolved
6. Acute bronchitis (ICD-10-CM J20.9) - resolved 02/2024

FAMILY HISTORY:
Father - myocardial infarction at 61, deceased. Mother - breast cancer, living.
Brother - type 2 diabetes.

MEDICATIONS: lisinopril 20 mg daily, amlodipine 5 mg daily, metformin 1000 mg bid,
atorvastatin 20 mg daily.

O:
BP 142/88, repeat 136/84. HR 76. BMI 31.8. A1c 7.4% (was 7.1%). eGFR 52 (was 55).
Urine albumin/creatinine ratio 48 mg/g.
Diabetic foot exam: skin intact, no calluses. 10-g monofilament sensation intact at
10/10 sites bilaterally; vibration (128 Hz) intact at great toes; ankle reflexes 2+;
DP/PT pulses 2+.

SCREENING:
PHQ-2 score 0 (negative). C-SSRS screener negative (No to questions 1 and 2).
AUDIT-C 1.

A/P:
#1 Hypertension - above goal. Increase lisinopril to 40 mg daily. BMP in 2 weeks.
#2 Type 2 diabetes - A1c above goal. Continue metformin (dose OK for eGFR 52).
   Add empagliflozin 10 mg daily (renal and cardiac benefit).
   Toe tingling: no objective evidence of peripheral neuropathy on today's exam.
   Differential includes early diabetic neuropathy vs. B12 deficiency from
   metformin - check B12 and TSH; EMG/NCS if symptoms persist.
#3 OSA - adherent to CPAP (download: 92% of nights > 4 h). Continue.
#4 CKD stage 3a - likely diabetic/hypertensive; albuminuria present. ACE-I dose
   increased as above. Nephrology e-consult placed.
RTC 3 months with labs.

/es/ COLLEEN M BRANNIGAN, FNP-C
Primary Care Nurse Practitioner`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Chronic kidney disease' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Operation Desert Storm deployment, 1990-1991',
        'exposure to oil well fire smoke in Kuwait',
      ],
      personalData: [
        { kind: 'name', value: 'WASHINGTON-PRICE,DEREK ALAN' },
        { kind: 'date-of-birth', value: '02/03/1966' },
        { kind: 'ssn', value: '3307' },
        { kind: 'address', value: '9914 Magnolia Ridge Ct, Pflugerville, TX 78660' },
        { kind: 'phone', value: '(512) 555-0162' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-vpn-03-audiology-hearing-loss-tinnitus',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: AUDIOLOGY HEARING AID EVALUATION
STANDARD TITLE: AUDIOLOGY NOTE
DATE OF NOTE: JAN 28, 2026@14:00     ENTRY DATE: JAN 28, 2026@16:21:30
      AUTHOR: LINDGREN,PAULA R        EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

PATIENT: TRAN,MINH QUOC     DOB: 11/30/1979     SSN: XXX-XX-8145
Phone on file: (714) 555-0119

REASON FOR VISIT: Hearing aid evaluation. Veteran also reports ringing in both ears
and asked for a statement on its cause for his pending claim.

HISTORY:
46 y/o Marine Corps veteran, 1998-2008, MOS 0811 (field artillery cannoneer), with
deployments to Iraq in 2004 and 2007. Reports firing M198 howitzers on a near-daily
basis during training and deployments, with foam earplugs "when we had them," and
no hearing protection during fire missions around Fallujah in 2004. Civilian work:
IT help desk, no occupational noise; no recreational shooting or power tools.
Reports difficulty understanding speech in restaurants and in conversation with his
wife, Lan. Tinnitus: constant, bilateral, high-pitched "hiss" that began during his
first deployment and has been present since. Denies vertigo, otalgia, otorrhea.
Family history: mother with hearing loss beginning in her 70s.

OTOSCOPY: Clear canals, intact TMs bilaterally.
TYMPANOMETRY: Type A bilaterally; acoustic reflexes present at expected levels.
No evidence of middle ear pathology; a conductive component is ruled out.

PURE TONE THRESHOLDS (dB HL):
          500  1000  2000  3000  4000  6000  8000
RIGHT      15    20    30    45    55    60    55
LEFT       20    25    35    50    60    65    60
SPEECH: SRT R 25 dB / L 30 dB. Maryland CNC word recognition R 88% / L 84%.
Interaural asymmetry within 10 dB; retrocochlear workup not indicated.

RECORD REVIEW (VBMS): Enlistment audiogram 06/1998 normal bilaterally (all
thresholds 15 dB or better). Separation audiogram 05/2008 showed 4000 Hz thresholds
of 35 dB right and 40 dB left, a significant threshold shift from enlistment.

ASSESSMENT:
1. Bilateral sensorineural hearing loss, mild sloping to moderately severe (H90.3)
2. Tinnitus, bilateral, constant (H93.13)

OPINION (requested by veteran):
Based on the threshold shift documented during service, ten years of artillery
noise, and the absence of significant civilian noise, it is my opinion that the
veteran's bilateral hearing loss is at least as likely as not (50% probability or
greater) caused by or a result of military noise exposure. It is also my opinion
that his tinnitus is at least as likely as not caused by military noise exposure,
as it began during service and accompanies a noise-induced cochlear hearing loss.

PLAN:
- Bilateral receiver-in-canal hearing aids ordered; fitting in 3 weeks.
- Tinnitus education provided; Progressive Tinnitus Management group offered.
- Wife invited to attend the fitting appointment.

/es/ PAULA R LINDGREN, Au.D., CCC-A
Clinical Audiologist`,
    expected: {
      conditions: [
        { name: 'Bilateral hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Bilateral hearing loss',
          strength: 'at least as likely as not',
          quote: "veteran's bilateral hearing loss is at least as likely as not (50% probability or",
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'his tinnitus is at least as likely as not caused by military noise exposure',
        },
      ],
      inServiceEvents: [
        'artillery noise exposure firing M198 howitzers as a Marine cannoneer',
        'fire missions around Fallujah in 2004 without hearing protection',
        'deployments to Iraq in 2004 and 2007',
        'threshold shift on 2008 separation audiogram',
      ],
      personalData: [
        { kind: 'name', value: 'TRAN,MINH QUOC' },
        { kind: 'date-of-birth', value: '11/30/1979' },
        { kind: 'ssn', value: 'XXX-XX-8145' },
        { kind: 'phone', value: '(714) 555-0119' },
        { kind: 'name', value: 'Lan' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-vpn-04-tbi-clinic-headaches',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: POLYTRAUMA/TBI SECOND LEVEL EVALUATION
DATE OF NOTE: SEP 09, 2025@13:30       STATUS: COMPLETED
AUTHOR: VANTERPOOL,GREGORY R (PM&R)
PATIENT: ESPINOZA,MARCUS ANTHONY    DOB: 05/22/1988    SSN: XXX-XX-0452

HPI: 37 y/o Army OEF veteran referred after a positive TBI screen. In July 2009 in
Kunar Province his MRAP was struck by an RPG; he was thrown against the turret ring,
lost consciousness for about 1-2 minutes and was confused for several hours. Seen
at the BAS and returned to duty after 5 days. No imaging in theater.
Current: headaches 3-4 times a week, throbbing, bifrontal, with photophobia and
nausea; about 2 a month are prostrating and force him to lie down in a dark room.
Forgetful (misplaces keys, misses appointments), slowed thinking, irritability.
No headaches before the deployment per veteran. Denies seizures. Denies SI/HI.

EXAM: Alert, oriented x4. CN II-XII intact. Strength 5/5 throughout. Sensation
intact. Gait normal, Romberg negative. MoCA 25/30 (-2 delayed recall, -2 serial 7s,
-1 fluency). NSI total 41.
MRI brain 08/2025: no acute or chronic intracranial abnormality.

ASSESSMENT:
1. Mild TBI (2009) with persistent cognitive and emotional residuals; meets VA/DoD
   criteria for history of mild TBI.
2. Post-traumatic headache, migraine phenotype, chronic, with prostrating attacks.
   Ddx medication overuse headache - unlikely, ibuprofen < 6 days/month.
3. R/O obstructive sleep apnea contributing to cognitive complaints - sleep study
   ordered.

PLAN:
- Topiramate 25 mg qhs, titrate to 50 mg bid. Rizatriptan 10 mg prn.
- Speech-language pathology referral for cognitive rehabilitation.
- Headache diary. RTC 8 weeks.
- Wife (Alana) encouraged to attend next visit.
Veteran contact number: (210) 555-0134

/es/ GREGORY R VANTERPOOL, MD
Physical Medicine and Rehabilitation`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Migraine headaches', diagnosticCode: '8100' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'RPG strike on MRAP in Kunar Province, July 2009',
        'loss of consciousness for 1-2 minutes after blast',
      ],
      personalData: [
        { kind: 'name', value: 'ESPINOZA,MARCUS ANTHONY' },
        { kind: 'date-of-birth', value: '05/22/1988' },
        { kind: 'ssn', value: 'XXX-XX-0452' },
        { kind: 'name', value: 'Alana' },
        { kind: 'phone', value: '(210) 555-0134' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-vpn-05-pact-gerd-ibs-psoriasis-thyroid',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PACT PRIMARY CARE FOLLOW-UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: OCT 06, 2026@09:30     ENTRY DATE: OCT 06, 2026@12:14:51
      AUTHOR: SETHI,RAVINDER K        EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

PATIENT: ABERNATHY,JOLENE RAE    DOB: 10/14/1981    SSN: XXX-XX-2290

S:
45 y/o Army Reserve veteran (deployed to Camp Taji, Iraq, 2004-2005; lived and
worked about a quarter mile from the open burn pit) here for follow-up.
GI: heartburn and regurgitation 2-3 times per week despite omeprazole 40 mg daily,
worse lying down. Alternating constipation and loose stools with crampy lower
abdominal pain relieved by defecation, 4-5 days per week; no blood, no weight loss,
no nocturnal diarrhea.
Skin: plaques on elbows, knees and scalp, flaring since summer; using clobetasol.
Thyroid: taking levothyroxine 88 mcg daily, energy "OK."
Mood: lost her job at a distribution center in August; husband Reggie is
supportive. Sleeping poorly.

PAST HISTORY (selected):
- Helicobacter pylori gastritis 2023 - treated; eradication confirmed by stool
  antigen 09/2023. Resolved.
- Postpartum depression 2012 - resolved, no treatment since 2013.

FAMILY HISTORY: Mother - Hashimoto thyroiditis. Sister - celiac disease.

O:
BP 118/76. Wt 161 lb (stable). Abdomen soft, mild LLQ tenderness, no rebound.
Skin: well-demarcated erythematous plaques with silvery scale on extensor elbows and
knees bilaterally and occipital scalp, approx 6% BSA. Nails: no pitting.
Labs 09/2026: TSH 2.1. tTG-IgA negative with normal total IgA. CBC normal.
EGD 03/2024: LA grade A esophagitis, no Barrett's esophagus.

DEPRESSION / SUICIDE SCREENING:
PHQ-9 = 14. Item 9 answered "several days."
Follow-up C-SSRS: veteran reports that on a few days over the past two weeks she had
thoughts that she would be better off dead, related to the job loss. She has not had
thoughts of killing herself and denies intent, plan, or preparatory behavior. No
prior attempts. No firearms in the home.
Risk: low acute. Safety plan completed together; Veterans Crisis Line information
provided. Warm handoff to PCMHI psychologist today.

A/P:
1. Gastroesophageal reflux disease (K21.9) - suboptimal control. Omeprazole 40 mg
   bid x 8 weeks; head-of-bed elevation.
2. Irritable bowel syndrome, mixed type (K58.2) - Rome IV criteria met. Celiac
   disease ruled out (negative serology). Start psyllium; trial of dicyclomine.
3. Psoriasis vulgaris (L40.0) - flaring. Dermatology e-consult, phototherapy vs.
   biologic.
4. Hypothyroidism (E03.9) - euthyroid on current dose. Continue.
5. Depressive symptoms with passive death wish - PHQ-9 14. No depressive disorder
   diagnosed today; PCMHI to complete diagnostic evaluation.
RTC 6 weeks.

/es/ RAVINDER K SETHI, MD
Staff Physician, PACT`,
    expected: {
      conditions: [
        { name: 'Gastroesophageal reflux disease', diagnosticCode: '7206' },
        { name: 'Irritable bowel syndrome', diagnosticCode: '7319' },
        { name: 'Psoriasis', diagnosticCode: '7816' },
        { name: 'Hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'deployment to Camp Taji, Iraq, 2004-2005',
        'burn pit exposure',
      ],
      personalData: [
        { kind: 'name', value: 'ABERNATHY,JOLENE RAE' },
        { kind: 'date-of-birth', value: '10/14/1981' },
        { kind: 'ssn', value: 'XXX-XX-2290' },
        { kind: 'name', value: 'Reggie' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  // ─────────────────────────────────── DBQs ───────────────────────────────────
  {
    id: 'r12-dbq-01-back-radiculopathy',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Raymond Lee Kowalczyk
Patient/Veteran's Social Security Number: 923-41-7706
VA file number: 28 519 664
Date of examination: 04/22/2026

IS THIS DBQ BEING COMPLETED IN CONJUNCTION WITH A VA 21-2507, C&P EXAMINATION REQUEST?
[X] Yes   [ ] No
How was the examination completed?
[X] In-person examination   [ ] Records review only (ACE)   [ ] Telehealth

EVIDENCE REVIEW
[X] VBMS/Claims file   [X] Service treatment records   [X] VA treatment records
[ ] Private treatment records   [ ] No records were reviewed

SECTION I - DIAGNOSIS
1A. Does the Veteran now have or has he/she ever been diagnosed with a thoracolumbar
spine (back) condition?   [X] Yes   [ ] No
Select diagnoses associated with the claimed condition(s):
[ ] Ankylosing spondylitis
[ ] Intervertebral disc syndrome
[X] Lumbosacral strain                    ICD code: S39.012S   Date of diagnosis: 03/2008
[X] Degenerative arthritis of the spine   ICD code: M47.816    Date of diagnosis: 2019
[ ] Spinal stenosis
[ ] Spondylolisthesis
[ ] Segmental instability
[ ] Vertebral fracture
[ ] Sacroiliac injury or weakness
[X] Other: Radiculopathy, left lower extremity   ICD code: M54.16   Date: 04/22/2026

SECTION II - MEDICAL HISTORY
2A. Describe the history (including onset and course) of the Veteran's thoracolumbar
spine (back) condition:
The Veteran reports that in March 2008, while loading equipment at Fort Hood, TX, he
fell about 5 feet from the tailgate of an LMTV and landed on his back. STRs document a
sick call visit on 03/11/2008 ("Assessment: acute lumbar strain. 72-hour profile") and
return visits for low back pain in 06/2009 and 11/2011. He separated in 2012. He has had
daily low back pain since, now 6/10, and for about 3 years pain and numbness radiating
from the left buttock down the back of the left thigh to the lateral calf. Mr. Kowalczyk
works as a school bus driver and has to stop every hour to stretch.

2B. Does the Veteran report flare-ups of the thoracolumbar spine?   [X] Yes   [ ] No
Flare-ups 2-3 times per month lasting 2-3 days, after yard work or long drives.
2C. Does the Veteran report having any functional loss or functional impairment?
[X] Yes   [ ] No   "I can't bend to tie my boots on a bad day."

SECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION
Initial ROM:   [ ] All normal   [X] Abnormal or outside of normal range
Forward flexion (0 to 90): 0 to 55 degrees
Extension (0 to 30): 0 to 15 degrees
Right lateral flexion (0 to 30): 0 to 20 degrees
Left lateral flexion (0 to 30): 0 to 20 degrees
Right lateral rotation (0 to 30): 0 to 25 degrees
Left lateral rotation (0 to 30): 0 to 25 degrees
Pain noted on exam: [X] Yes, causes functional loss
Evidence of pain with weight bearing: [X] Yes
Localized tenderness: [X] Yes - bilateral lumbar paraspinals
Repetitive use testing (3 repetitions): additional loss of function [X] Yes - flexion
0 to 50 degrees.

SECTION IV - GUARDING AND MUSCLE SPASM
Muscle spasm: [X] Yes, not resulting in abnormal gait or abnormal spinal contour
Guarding: [ ] Yes   [X] No

SECTION V - MUSCLE STRENGTH TESTING
Hip flexion, knee extension, ankle plantar flexion: 5/5 bilaterally.
Ankle dorsiflexion: R 5/5, L 5/5.   Great toe extension: R 5/5, L 4/5.
Muscle atrophy: [ ] Yes   [X] No

SECTION VI - REFLEX EXAM
Knee: R 2+, L 2+.   Ankle: R 2+, L 1+.

SECTION VII - SENSORY EXAM
Upper anterior thigh (L2):        R normal   L normal
Thigh/knee (L3/4):                R normal   L normal
Lower leg/ankle (L4/L5/S1):       R normal   L decreased
Foot/toes (L5):                   R normal   L decreased

SECTION VIII - STRAIGHT LEG RAISING TEST
Right: [X] Negative   Left: [X] Positive

SECTION IX - RADICULOPATHY
9A. Does the Veteran have radicular pain or any other signs or symptoms due to
radiculopathy?   [X] Yes   [ ] No
9B. Constant pain:       Right [X] None   Left [X] Mild
    Intermittent pain:   Right [X] None   Left [X] Moderate
    Paresthesias:        Right [X] None   Left [X] Mild
    Numbness:            Right [X] None   Left [X] Mild
9C. Nerve roots involved:
[X] Involvement of L4/L5/S1/S2/S3 nerve roots (sciatic nerve)
    Side: [ ] Right   [X] Left   [ ] Both
[ ] Involvement of L2/L3/L4 nerve roots (femoral nerve)
9D. Severity of radiculopathy:   Right: [X] Not affected   Left: [X] Mild

SECTION X - ANKYLOSIS
Is there ankylosis of the spine?   [ ] Yes   [X] No

SECTION XI - OTHER NEUROLOGIC ABNORMALITIES
Does the Veteran have any other neurologic abnormalities or findings related to a
thoracolumbar spine condition (such as bowel or bladder problems)?   [ ] Yes   [X] No

SECTION XII - INTERVERTEBRAL DISC SYNDROME (IVDS)
Does the Veteran have IVDS of the thoracolumbar spine?   [ ] Yes   [X] No

SECTION XIII - ASSISTIVE DEVICES
Does the Veteran use any assistive devices?   [ ] Yes   [X] No

SECTION XIV - REMAINING EFFECTIVE FUNCTION OF THE EXTREMITIES
[ ] Yes   [X] No

SECTION XV - DIAGNOSTIC TESTING
Imaging studies performed and results available?   [X] Yes
Is arthritis documented?   [X] Yes
Lumbar spine x-rays 04/22/2026: multilevel facet arthropathy L3-S1 and mild disc space
narrowing at L4-L5. No compression fracture, no spondylolisthesis.
Vertebral fracture with loss of 50 percent or more of height?   [ ] Yes   [X] No

SECTION XVI - FUNCTIONAL IMPACT
Does the condition impact ability to work?   [X] Yes - cannot lift more than 25 lb and
needs to change position every 45-60 minutes.

SECTION XVII - REMARKS / MEDICAL OPINION
Opinion: It is my opinion that the Veteran's lumbosacral strain with degenerative arthritis
of the lumbar spine is at least as likely as not (50 percent or greater probability)
incurred in or caused by the March 2008 fall from a vehicle in service.
Rationale: The fall is documented in the STRs, and treatment for low back pain in 2009
and 2011 shows chronicity in service. The Veteran reports continuous symptoms since
then, and there is no intervening injury. Facet arthropathy at L3-S1 at age 41 is more
advanced than expected from age alone.
Secondary: The left lower extremity radiculopathy is at least as likely as not
proximately due to the Veteran's lumbar spine condition, given the dermatomal sensory
loss, reduced left ankle reflex and positive straight leg raise.

Examiner: Miguel A. Sandoval, PA-C      Date signed: 04/24/2026`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'Radiculopathy, left lower extremity', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain with degenerative arthritis of the lumbar spine',
          strength: 'at least as likely as not',
          quote: 'is at least as likely as not (50 percent or greater probability)',
        },
        {
          condition: 'Radiculopathy, left lower extremity',
          strength: 'at least as likely as not',
          quote: 'The left lower extremity radiculopathy is at least as likely as not',
        },
      ],
      inServiceEvents: [
        'fell about 5 feet from an LMTV tailgate at Fort Hood, March 2008',
        'treated for acute lumbar strain in service with 72-hour profile',
        'return visits for low back pain in 2009 and 2011',
      ],
      personalData: [
        { kind: 'name', value: 'Raymond Lee Kowalczyk' },
        { kind: 'ssn', value: '923-41-7706' },
        { kind: 'record-number', value: '28 519 664' },
        { kind: 'name', value: 'Mr. Kowalczyk' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-dbq-02-initial-ptsd-mst',
    kind: 'dbq',
    format: 'pdf',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD)
DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Tamika Renee Holloway
Patient/Veteran's Social Security Number: 931-07-5528
VA file number: 34 886 120
Date of examination: 07/15/2026
Examiner: Corinne B. Lathrop, Ph.D., Licensed Psychologist
The examination was conducted in person; the Veteran was interviewed for 90 minutes.

SECTION I: DIAGNOSIS
1. Diagnostic summary
Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on
today's evaluation?   [X] Yes   [ ] No
2. Current diagnoses
a. Mental disorder diagnosis #1: Posttraumatic stress disorder   ICD code: F43.10
b. Mental disorder diagnosis #2: None
c. Medical diagnoses relevant to the understanding or management of the mental health
   disorder: None
d. Other diagnoses considered: Borderline personality disorder - criteria not met.
   Major depressive disorder - depressive symptoms are better accounted for by PTSD; a
   separate depressive disorder is not diagnosed.
3. Differentiation of symptoms: Not applicable, single diagnosis.
4. Occupational and social impairment
Which of the following best summarizes the Veteran's level of occupational and social
impairment with regards to all mental diagnoses?
[ ] No mental disorder diagnosis
[ ] A mental condition has been formally diagnosed, but symptoms are not severe enough
    either to interfere with occupational and social functioning or to require
    continuous medication
[ ] Occupational and social impairment due to mild or transient symptoms
[ ] Occupational and social impairment with occasional decrease in work efficiency
[X] Occupational and social impairment with reduced reliability and productivity
[ ] Occupational and social impairment with deficiencies in most areas
[ ] Total occupational and social impairment

SECTION II: CLINICAL FINDINGS
1. Evidence review: [X] VBMS   [X] STRs   [X] Service personnel records
   [X] VA treatment records   [ ] Private records
2. History
Social: The Veteran is 32, single, and lives in Jacksonville, NC with her daughter Nia
(age 6). Limited contact with family apart from her mother, Gwendolyn.
Occupational: Marine Corps 2012-2016, motor vehicle operator, separated as a corporal.
Since 2016 she has held three jobs; now a part-time pharmacy technician after losing a
call-center job because of absences.
Mental health treatment: began VA care in 2021 (Vet Center, then MH clinic); sertraline
and prazosin; completed 8 sessions of Cognitive Processing Therapy in 2025.
Substance use: drank heavily 2014-2017, sober since 2018. No drug use.
3. Stressors
Stressor #1: In October 2013, while stationed at Camp Lejeune, NC, the Veteran was
sexually assaulted in the barracks by a fellow Marine after a unit party.
Does this stressor meet Criterion A?   [X] Yes   [ ] No
Is the stressor related to fear of hostile military or terrorist activity?   [ ] Yes   [X] No
Is the stressor related to personal assault, e.g. military sexual trauma?   [X] Yes   [ ] No
Markers: STRs show a 11/2013 visit requesting STI and pregnancy testing, a 12/2013 sick
call for insomnia, and a request to change duty station in 01/2014. Fitness reports
decline in 2014. Non-judicial punishment for unauthorized absence in 03/2014, her only
disciplinary action.
4. PTSD diagnostic criteria
Criterion A: [X] Directly experiencing the traumatic event(s)
Criterion B: [X] Recurrent, involuntary, and intrusive distressing memories
             [X] Recurrent distressing dreams
             [X] Intense or prolonged psychological distress at exposure to cues
Criterion C: [X] Avoidance of distressing memories, thoughts, or feelings
             [X] Avoidance of external reminders
Criterion D: [X] Persistent negative emotional state
             [X] Persistent, distorted blame of self or others
             [X] Feelings of detachment or estrangement from others
Criterion E: [X] Hypervigilance   [X] Problems with concentration   [X] Sleep disturbance
Criterion F: [X] Duration of the disturbance is more than 1 month
Criterion G: [X] Clinically significant distress or impairment
Criterion H: [X] Not attributable to a substance or another medical condition
5. Symptoms (check all that apply)
[X] Depressed mood
[X] Anxiety
[X] Suspiciousness
[ ] Panic attacks more than once a week
[X] Chronic sleep impairment
[ ] Mild memory loss
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[X] Suicidal ideation
[ ] Obsessional rituals which interfere with routine activities
[ ] Persistent delusions or hallucinations
[ ] Persistent danger of hurting self or others
6. Behavioral observations: Casually dressed, initially guarded, tearful when
describing the assault. Linear thought process. No psychotic features.
7. Other symptoms: The Veteran reported two periods of suicidal ideation, in 2015 and in
the spring of 2024, with thoughts of overdosing on her medications. She made no attempt
and disclosed the 2024 episode to her VA therapist. She currently denies suicidal
intent or plan.
8. Competency: The Veteran is capable of managing her financial affairs.

SECTION III: MEDICAL OPINION
It is my opinion that the Veteran's PTSD is at least as likely as not (50 percent or
greater probability) incurred in or caused by the claimed in-service personal assault.
Rationale: The reported assault is corroborated by several recognized markers close in
time to the event: the 11/2013 request for STI and pregnancy testing, new insomnia, the
request for a change of duty station, the decline in performance, and a first-ever
disciplinary action. She had no mental health treatment before service. Her current
symptom content (intrusive memories of the barracks, avoidance of men in uniform) is
specific to the assault.

/s/ Corinne B. Lathrop, Ph.D.   07/17/2026`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote: "the Veteran's PTSD is at least as likely as not (50 percent or",
        },
      ],
      inServiceEvents: [
        'military sexual trauma: sexual assault in the barracks at Camp Lejeune, October 2013',
        'request to change duty station in January 2014',
        'non-judicial punishment for unauthorized absence in March 2014',
      ],
      personalData: [
        { kind: 'name', value: 'Tamika Renee Holloway' },
        { kind: 'ssn', value: '931-07-5528' },
        { kind: 'record-number', value: '34 886 120' },
        { kind: 'name', value: 'Nia' },
        { kind: 'name', value: 'Gwendolyn' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r12-dbq-03-sleep-apnea-secondary-ptsd',
    kind: 'dbq',
    format: 'image',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: Gerald Wayne Fontenot       SSN: 917-62-3081
Date of examination: 02/11/2026     [X] In-person   [ ] ACE

SECTION I - DIAGNOSIS
Does the Veteran now have or has he/she ever been diagnosed with sleep apnea?
[X] Yes   [ ] No
[X] Obstructive sleep apnea     ICD code: G47.33     Date of diagnosis: 10/2023
[ ] Central sleep apnea
[ ] Mixed sleep apnea

SECTION II - MEDICAL HISTORY
Snoring and daytime sleepiness first noticed around 2018, about 9 years after
separation. His wife reported loud snoring and pauses in breathing. Home sleep test
10/2023: AHI 31/hr, nadir SpO2 79%. CPAP started 11/2023. Weight gain of 60 lb since
separation (BMI 36.4 today). Service-connected PTSD, rated 50 percent.

SECTION III - SYMPTOMS
[X] Persistent daytime hypersomnolence
[ ] Chronic respiratory failure with carbon dioxide retention
[ ] Cor pulmonale
[X] Requires use of breathing assistance device such as CPAP machine
[ ] Requires tracheostomy

SECTION IV - DIAGNOSTIC TESTING
Sleep study performed: [X] Yes   Date: 10/2023   Diagnosis confirmed.

SECTION V - FUNCTIONAL IMPACT
[X] Yes - falls asleep in afternoon meetings.

MEDICAL OPINION (secondary service connection)
The claimed condition is less likely than not (less than 50 percent probability)
proximately due to or the result of the Veteran's service-connected PTSD.
Rationale: Studies show an association between PTSD and OSA but do not show that
PTSD causes the upper-airway collapse that defines OSA. His main risk factors are
obesity, male sex, age, and an 18.5-inch neck. STRs are silent for snoring, and on
his 2009 separation exam he marked "No" to frequent trouble sleeping.
Aggravation: The OSA is less likely than not aggravated beyond its natural
progression by the service-connected PTSD; AHI on CPAP download is 2.1/hr.

Examiner: Leonard T. Abara, MD          Date: 02/13/2026`,
    expected: {
      conditions: [
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'The claimed condition is less likely than not (less than 50 percent probability)',
        },
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'The OSA is less likely than not aggravated beyond its natural',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Gerald Wayne Fontenot' },
        { kind: 'ssn', value: '917-62-3081' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-dbq-04-knee-meniscus',
    kind: 'dbq',
    format: 'text',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Brandon Keoni Akana
Patient/Veteran's Social Security Number: 904-88-1529
Date of examination: 05/06/2026
Claimed conditions: right knee condition; left knee condition

SECTION I - DIAGNOSIS
1A. List the claimed condition(s) that pertain to this DBQ: right knee condition, left
knee condition
1B. Select diagnoses associated with the claimed condition(s):
[ ] The Veteran does not have a current diagnosis associated with any claimed condition
[ ] Knee strain                      Side: [ ] Right  [ ] Left  [ ] Both
[X] Meniscal tear                    Side: [X] Right  [ ] Left  [ ] Both
    ICD code: S83.241S               Date of diagnosis: 02/2011
[ ] Patellofemoral pain syndrome     Side: [ ] Right  [ ] Left  [ ] Both
[ ] Recurrent patellar dislocation   Side: [ ] Right  [ ] Left  [ ] Both
[ ] Anterior cruciate ligament tear  Side: [ ] Right  [ ] Left  [ ] Both
[X] Degenerative arthritis           Side: [X] Right  [ ] Left  [ ] Both
    ICD code: M17.11                 Date of diagnosis: 05/2026
[ ] Knee replacement                 Side: [ ] Right  [ ] Left  [ ] Both
Left knee: On today's exam the left knee is normal, with full range of motion, no
tenderness, no effusion, and stable ligaments; x-rays of the left knee are normal. The
Veteran describes occasional aching after long runs. There is no pathology to render a
diagnosis for the claimed left knee condition.

SECTION II - MEDICAL HISTORY
The Veteran reports injuring his right knee during a static-line parachute jump at Fort
Bragg, NC in June 2010, when he landed on uneven ground and his right knee twisted.
STRs: sick call 06/14/2010, "Assessment: R knee sprain, r/o meniscal tear. Crutches,
no jumping x 30 days." MRI at Womack AMC 02/2011 showed a complex tear of the posterior
horn of the medial meniscus. He was given a permanent profile and was not offered
surgery. Since separation in 2013 he has had right knee pain, catching and locking 2-3
times a week, and swelling after prolonged standing. Works as a warehouse supervisor.
Flare-ups: [X] Yes - after stairs or ladders, 1-2 days, "my knee locks and I have to
wiggle it loose."

SECTION III - RANGE OF MOTION AND FUNCTIONAL LIMITATION
Right knee: flexion 0 to 100 degrees; extension 0 degrees (normal). Pain on flexion.
Left knee: flexion 0 to 140 degrees; extension 0 degrees. All normal.
Repetitive use (3 repetitions): right knee flexion 0 to 95 degrees; left no change.
Crepitus: right [X] Yes   left [ ] Yes [X] No

SECTION IV - MUSCLE STRENGTH
Knee flexion and extension 5/5 bilaterally. Muscle atrophy: [ ] Yes   [X] No

SECTION V - ANKYLOSIS
Is there ankylosis of the knee?   [ ] Yes   [X] No

SECTION VI - JOINT STABILITY
Is there a history of recurrent subluxation?   [ ] Yes   [X] No
Is there a history of lateral instability?    [ ] Yes   [X] No
Is there a history of recurrent effusion?     [X] Yes - right
Joint stability tests:
Anterior instability (Lachman):     Right [X] Normal   Left [X] Normal
Posterior instability (drawer):     Right [X] Normal   Left [X] Normal
Medial instability (valgus, 0/30):  Right [X] Normal   Left [X] Normal
Lateral instability (varus, 0/30):  Right [X] Normal   Left [X] Normal

SECTION VII - ADDITIONAL CONDITIONS
Meniscus (semilunar cartilage) condition:   [X] Yes   [ ] No
[X] Meniscal tear                              Side: Right
[X] Frequent episodes of joint "locking"       Side: Right
[X] Frequent episodes of joint pain            Side: Right
[X] Frequent episodes of joint effusion        Side: Right
Meniscectomy:   [ ] Yes   [X] No
Shin splints, stress fractures, tibial or fibular impairment:   [ ] Yes   [X] No

SECTION VIII - SURGICAL PROCEDURES
Has the Veteran had a total knee joint replacement or other knee surgery?   [ ] Yes   [X] No

SECTION IX - OTHER PERTINENT FINDINGS, SCARS
Does the Veteran have any scars related to the conditions above?   [ ] Yes   [X] No

SECTION X - ASSISTIVE DEVICES
[X] Brace - right knee, occasional

SECTION XI - DIAGNOSTIC TESTING
Imaging:   [X] Yes   Degenerative or traumatic arthritis documented:   [X] Yes - right
X-rays 05/06/2026: right knee - mild medial joint space narrowing with marginal
osteophytes; left knee - normal.

SECTION XII - FUNCTIONAL IMPACT
[X] Yes - cannot kneel or climb ladders repeatedly; limits walking to about 30 minutes.

SECTION XIII - MEDICAL OPINION
It is my opinion that the Veteran's right knee meniscal tear is more likely than not
(greater than 50 percent probability) incurred in or caused by the June 2010 parachute
landing injury in service. The injury is documented, the meniscal tear was confirmed on
MRI in service, and his symptoms have been continuous.
The right knee degenerative arthritis is more likely than not a result of the same
injury: medial compartment arthritis at age 38 in the knee with the untreated meniscal
tear, and a normal opposite knee, is the typical post-traumatic pattern.
No opinion is provided for the left knee because there is no diagnosed disability.

Examiner: Rachel S. Pomerantz, DO       Date signed: 05/08/2026`,
    expected: {
      conditions: [
        { name: 'Meniscal tear, right knee', diagnosticCode: '5258' },
        { name: 'Degenerative arthritis, right knee', diagnosticCode: '5003' },
      ],
      nexusOpinions: [
        {
          condition: 'Meniscal tear, right knee',
          strength: 'more likely than not',
          quote: "the Veteran's right knee meniscal tear is more likely than not",
        },
        {
          condition: 'Degenerative arthritis, right knee',
          strength: 'more likely than not',
          quote: 'The right knee degenerative arthritis is more likely than not a result of the same',
        },
      ],
      inServiceEvents: [
        'twisted right knee on a static-line parachute landing at Fort Bragg, June 2010',
        'meniscal tear found on MRI at Womack AMC in 2011; permanent profile',
      ],
      personalData: [
        { kind: 'name', value: 'Brandon Keoni Akana' },
        { kind: 'ssn', value: '904-88-1529' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-dbq-05-foot-plantar-fasciitis',
    kind: 'dbq',
    format: 'text',
    text: `FOOT CONDITIONS, INCLUDING FLATFOOT (PES PLANUS)
DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Lucia Fernanda Ibarra-Cole
Patient/Veteran's Social Security Number: 946-30-8815
VA file number: 31 905 447
Date of examination: 08/19/2026
Claimed: bilateral foot condition (heel pain), bilateral flat feet

SECTION I - DIAGNOSIS
Does the Veteran have or has she ever had a foot condition?   [X] Yes   [ ] No
[ ] Flatfoot (pes planus)              Side: [ ] Right [ ] Left [ ] Both
[X] Plantar fasciitis                  Side: [ ] Right [ ] Left [X] Both
    ICD code: M72.2                    Date of diagnosis: 2016
[ ] Morton's neuroma / metatarsalgia   Side: [ ] Right [ ] Left [ ] Both
[ ] Hammer toes                        Side: [ ] Right [ ] Left [ ] Both
[ ] Hallux valgus                      Side: [ ] Right [ ] Left [ ] Both
[ ] Pes cavus (claw foot)              Side: [ ] Right [ ] Left [ ] Both
[ ] Weak foot                          Side: [ ] Right [ ] Left [ ] Both
Claimed bilateral flat feet: longitudinal arches are maintained on weight bearing and
weight-bearing x-rays show normal calcaneal pitch and talar alignment. There is no pes
planus and no diagnosis for this claimed condition.

SECTION II - MEDICAL HISTORY
Heel pain began in 2015 during Advanced Individual Training with ruck marches. STRs
document 11 sick call and podiatry visits for bilateral heel pain from 2015 to 2019 at
Fort Leonard Wood and Joint Base Lewis-McChord, with the assessment "bilateral plantar
fasciitis" first entered 03/2016. Treated with orthotics, NSAIDs, night splints and 3
steroid injections. She separated in 2020 (military police). Now has first-step pain
every morning, 7/10, and pain after standing more than an hour at work as a corrections
officer. She also sprained her right ankle during unit PT in 2017; that resolved with no
residuals.

SECTION III - FLATFOOT (PES PLANUS): Not applicable - no flatfoot found.

SECTION IV - PLANTAR FASCIITIS
Does the Veteran have plantar fasciitis?   [X] Yes   Side: [X] Both
Is the plantar fasciitis relieved by non-surgical treatment?   [ ] Yes   [X] No
Is the plantar fasciitis relieved by surgical treatment?   [ ] Yes   [ ] No   [X] N/A,
no surgery
Is there actual loss of use of the foot?   [ ] Yes   [X] No

SECTION V - OTHER FOOT INJURIES: None.

SECTION VI - PHYSICAL FINDINGS
Tenderness at the medial calcaneal tubercle bilaterally, worse on the right. Pain on
passive dorsiflexion of the toes (Windlass test positive) bilaterally. Normal gait.
No callosities. Sensation intact.

SECTION VII - ASSISTIVE DEVICES: [X] Custom orthotic inserts, bilateral.

SECTION VIII - DIAGNOSTIC TESTING
X-rays bilateral feet (weight-bearing) 08/19/2026: small plantar calcaneal spur on the
right; no fracture; normal arch alignment bilaterally.

SECTION IX - FUNCTIONAL IMPACT
[X] Yes - needs seated breaks every hour; cannot run.

SECTION X - MEDICAL OPINION
Bilateral plantar fasciitis: It is at least as likely as not (50 percent or greater
probability) that the Veteran's bilateral plantar fasciitis was incurred in service.
Rationale: The condition was diagnosed and repeatedly treated during service, beginning
with ruck marching in training, and the current findings are the same condition.
Bilateral flat feet: no opinion, as there is no current diagnosis.

Examiner: Howard J. Feng, DPM         Date signed: 08/21/2026`,
    expected: {
      conditions: [
        { name: 'Plantar fasciitis, bilateral', diagnosticCode: '5269' },
      ],
      nexusOpinions: [
        {
          condition: 'Plantar fasciitis, bilateral',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not (50 percent or greater',
        },
      ],
      inServiceEvents: [
        'heel pain from ruck marches during Advanced Individual Training, 2015',
        'treated for bilateral plantar fasciitis in service 2015-2019',
        'right ankle sprain during unit PT in 2017',
      ],
      personalData: [
        { kind: 'name', value: 'Lucia Fernanda Ibarra-Cole' },
        { kind: 'ssn', value: '946-30-8815' },
        { kind: 'record-number', value: '31 905 447' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ───────────────────────────── private letters ─────────────────────────────
  {
    id: 'r12-pl-01-ent-sinusitis-rhinitis-burn-pit',
    kind: 'private-letter',
    format: 'text',
    text: `COASTAL BEND EAR, NOSE & THROAT ASSOCIATES
Corpus Christi, Texas

September 14, 2026

Department of Veterans Affairs
Evidence Intake Center

RE: Patrick Sean O'Rourke
DOB: 07/04/1983
VA File No. 31 204 557

To whom it may concern:

I am a board-certified otolaryngologist and have treated Mr. O'Rourke since March 2022
for chronic nasal obstruction, facial pressure, postnasal drainage and loss of smell. I
am writing at his request in support of his claim.

History. Mr. O'Rourke served in the U.S. Air Force from 2003 to 2011 as a fuels
apprentice and later fuels journeyman. From September 2007 to May 2008 he was deployed
to Joint Base Balad, Iraq, where his work area and living quarters were within roughly
half a mile of the base's open-air burn pit. He describes black smoke over the flight
line on most days and coughing up dark mucus. His service treatment records, which I
have reviewed, include an April 2008 visit at Balad for "sinusitis, 10 days," treated
with amoxicillin, and two further sinus infections in 2009 and 2010 after he returned to
Hill AFB. He had no sinus or nasal complaints before service and has never smoked.

Findings. CT of the sinuses (01/2026) shows mucosal thickening of the bilateral
maxillary, ethmoid, frontal and sphenoid sinuses (Lund-Mackay score 16) without nasal
polyps. Over the past 12 months he has needed four courses of antibiotics for purulent
sinusitis, each lasting more than four weeks, and one course of oral steroids. Skin
prick testing in 2024 was positive for dust mite and Bermuda grass, and on nasal
endoscopy he has pale, boggy turbinates with clear rhinorrhea between infections.
He has also asked whether he has asthma. Spirometry was normal and a methacholine
challenge in February 2026 was negative, so asthma is not present.

Diagnoses:
1. Chronic pansinusitis without nasal polyps (J32.4)
2. Allergic rhinitis due to dust mite and grass pollen (J30.89)

Opinion. It is my opinion that Mr. O'Rourke's chronic pansinusitis is more likely than
not (greater than 50% probability) the result of his exposure to burn pit smoke and
other airborne hazards at Balad, given the documented onset of sinus infections during
that deployment, their recurrence afterward, and the absence of other risk factors.
It is also my opinion that his allergic rhinitis is at least as likely as not related to
the same exposures, which are known to inflame and sensitize the nasal mucosa; his
mother's seasonal allergies are a weaker explanation given that his symptoms began in
theater.

He is being considered for functional endoscopic sinus surgery.

Sincerely,

Thomas W. Eberhardt, MD, FACS
Otolaryngology - Head and Neck Surgery`,
    expected: {
      conditions: [
        { name: 'Chronic pansinusitis', diagnosticCode: '6510' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [
        {
          condition: 'Chronic pansinusitis',
          strength: 'more likely than not',
          quote: "Mr. O'Rourke's chronic pansinusitis is more likely than",
        },
        {
          condition: 'Allergic rhinitis',
          strength: 'at least as likely as not',
          quote: 'his allergic rhinitis is at least as likely as not related to',
        },
      ],
      inServiceEvents: [
        'burn pit smoke exposure at Joint Base Balad, Iraq, 2007-2008',
        'treated for sinusitis at Balad in April 2008',
        'further sinus infections in 2009 and 2010 at Hill AFB',
      ],
      personalData: [
        { kind: 'name', value: "Patrick Sean O'Rourke" },
        { kind: 'date-of-birth', value: '07/04/1983' },
        { kind: 'record-number', value: '31 204 557' },
        { kind: 'name', value: "Mr. O'Rourke" },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-pl-02-psychologist-mdd-secondary-back',
    kind: 'private-letter',
    format: 'pdf',
    text: `HELENA MARCHETTI, Psy.D.
Licensed Clinical Psychologist
Boulder, Colorado

INDEPENDENT PSYCHOLOGICAL EVALUATION

Date of report: November 2, 2026
Examinee: Dwayne Everett Sutcliffe
Date of birth: 03/27/1977
VA Claim Number: 44 017 382
Mailing address: 781 Juniper Hollow Rd, Longmont, CO 80501

Referral question: Whether Mr. Sutcliffe has a mental disorder and, if so, whether it is
related to his service-connected lumbar spine disability.

Sources of information: Clinical interview (3 hours, 10/21/2026); collateral interview
with his wife, Renee; VA rating decision of 06/2021 granting service connection for
lumbar degenerative disc disease at 40 percent; VA pain clinic and primary care notes
2021-2026; service treatment records; PHQ-9, BDI-II, PCL-5, MMPI-3.

Background. Mr. Sutcliffe served in the Army from 1996 to 2016. In 2011, at FOB Shank,
Afghanistan, he injured his low back while carrying a casualty on a litter to a landing
zone; STRs show treatment that week and continued back care until retirement. Since
2019 his back pain has kept him from hunting, coaching his daughter Kaylee's softball
team, and working full time. He was let go from a warehouse job in January 2023 after
missing shifts because of pain. He describes himself before the back got worse as "the
guy who fixed everyone's stuff."

Current symptoms. Depressed mood most days for over two years, loss of interest, poor
sleep (3-4 hours, waking from pain), fatigue, worthlessness ("I'm a burden on Renee"),
poor concentration, and social withdrawal. Renee confirms he has stopped seeing friends
and rarely leaves the house.

Suicide risk. Mr. Sutcliffe disclosed that in January 2023, after losing his job, he sat
in his truck with his pistol for about an hour thinking about ending his life, and stopped
because he thought of his daughter. He had not told anyone before this evaluation. He
reports occasional thoughts since then that his family would be better off without him,
most recently two weeks ago, without intent or plan. With his consent, his VA primary
care team was notified the same day and he agreed to lock the pistol in a safe whose
combination Renee changed.

Testing. PHQ-9 = 22. BDI-II = 34 (severe). PCL-5 = 21 (below the clinical threshold).
MMPI-3 valid, without over-reporting; elevated Demoralization and Low Positive Emotions.

Diagnostic impressions (DSM-5-TR):
Major depressive disorder, recurrent, severe, without psychotic features (F33.2).
Posttraumatic stress disorder was considered because of his combat history; he does not
meet the intrusion or avoidance criteria, and PTSD is not diagnosed.

Opinion. It is my opinion that Mr. Sutcliffe's major depressive disorder is at least as
likely as not (50% or greater probability) proximately due to his service-connected
lumbar spine disability. The depression began as the back pain worsened and cost him his
job and his roles as provider and coach, its content centers on pain and disability, and
there is no prior psychiatric history and no other major stressor. Even if the onset
were attributed to other factors, it is my further opinion that the depression is more
likely than not aggravated by the chronic pain of the service-connected back condition.

Helena Marchetti, Psy.D.
Colorado Licensed Psychologist`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: "Mr. Sutcliffe's major depressive disorder is at least as",
        },
        {
          condition: 'Major depressive disorder',
          strength: 'more likely than not',
          quote: 'likely than not aggravated by the chronic pain of the service-connected back condition',
        },
      ],
      inServiceEvents: [
        'injured low back carrying a casualty on a litter at FOB Shank, Afghanistan, 2011',
        'back treatment in service until retirement in 2016',
      ],
      personalData: [
        { kind: 'name', value: 'Dwayne Everett Sutcliffe' },
        { kind: 'date-of-birth', value: '03/27/1977' },
        { kind: 'record-number', value: '44 017 382' },
        { kind: 'address', value: '781 Juniper Hollow Rd, Longmont, CO 80501' },
        { kind: 'name', value: 'Mr. Sutcliffe' },
        { kind: 'name', value: 'Renee' },
        { kind: 'name', value: 'Kaylee' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r12-pl-03-hand-surgeon-carpal-tunnel-shoulder',
    kind: 'private-letter',
    format: 'text',
    text: `PIEDMONT HAND & UPPER EXTREMITY CENTER
Greensboro, North Carolina

August 28, 2026

RE: Angela Marie Dutton-Reyes     DOB: 01/16/1975

To the Department of Veterans Affairs:

Ms. Dutton-Reyes has been my patient since May 2026 for numbness and tingling in both
hands and pain in her right shoulder. She asked me to address whether these conditions
are related to her Navy service.

Service history. She served in the U.S. Navy from 1994 to 2014 as an aviation
structural mechanic (AM), working on the airframes of P-3 and later P-8 aircraft. For
20 years her daily work involved rivet guns, bucking bars, pneumatic drills and
grinders, much of it overhead. Her service treatment records include a 2009 entry from
the NAS Jacksonville clinic that reads: "c/o numbness bilat hands, worse at night x 6
mo. Phalen's + bilat. A: probable CTS. Wrist splints, light duty x 2 wk." In 2012 she
was seen once for right shoulder pain after a week of overhead drilling; no diagnosis
was recorded beyond "shoulder pain," and there are no later shoulder entries. After
retiring she worked for eight years stocking shelves at a home-improvement store.

Examination and testing. Positive Tinel's and Phalen's signs at both wrists, with
decreased two-point discrimination in the right index and middle fingers and mild
thenar weakness on the right. EMG/NCS on 07/09/2026 showed moderate bilateral median
neuropathy at the wrist, right worse than left, and no evidence of cervical
radiculopathy, ulnar neuropathy, or polyneuropathy. Right shoulder: painful arc,
positive Neer and Hawkins tests, full strength. MRI of the right shoulder showed
supraspinatus tendinosis with subacromial bursitis and no full-thickness tear.

Diagnoses:
1. Carpal tunnel syndrome, bilateral, moderate (G56.03)
2. Right shoulder impingement syndrome with rotator cuff tendinopathy (M75.41)
Cervical radiculopathy was considered as a cause of her hand symptoms and is excluded
by the electrodiagnostic study.

Opinions.
1. Carpal tunnel syndrome: It is my opinion that her bilateral carpal tunnel syndrome
is more likely than not caused by her 20 years of repetitive, forceful and vibratory
hand tool use in naval aviation maintenance. Symptoms and a probable diagnosis were
recorded in service in 2009, and she has no diabetes, thyroid disease or other
systemic risk factor.
2. Right shoulder: I cannot say whether her right shoulder impingement began in service
without resorting to mere speculation. The single 2012 complaint fits an overuse
strain, but she then spent eight years in overhead stocking work that is itself a
well-recognized cause of impingement, and the records do not allow me to separate the
two.

She is scheduled for right carpal tunnel release in October 2026.

cc: Patient, 3309 Wrenfield Dr, Greensboro, NC 27410

Samuel J. Whitcombe, MD
Orthopaedic Hand Surgery`,
    expected: {
      conditions: [
        { name: 'Carpal tunnel syndrome, bilateral', diagnosticCode: '8515' },
        { name: 'Right shoulder impingement syndrome' },
      ],
      nexusOpinions: [
        {
          condition: 'Carpal tunnel syndrome, bilateral',
          strength: 'more likely than not',
          quote: 'is more likely than not caused by her 20 years of repetitive, forceful and vibratory',
        },
        {
          condition: 'Right shoulder impingement syndrome',
          strength: 'unable to resolve',
          quote: 'without resorting to mere speculation',
        },
      ],
      inServiceEvents: [
        'twenty years of repetitive vibratory hand tool use as a Navy aviation structural mechanic',
        'treated for bilateral hand numbness (probable CTS) at NAS Jacksonville in 2009',
        'right shoulder pain after overhead drilling in 2012',
      ],
      personalData: [
        { kind: 'name', value: 'Angela Marie Dutton-Reyes' },
        { kind: 'date-of-birth', value: '01/16/1975' },
        { kind: 'name', value: 'Ms. Dutton-Reyes' },
        { kind: 'address', value: '3309 Wrenfield Dr, Greensboro, NC 27410' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-pl-04-urology-bladder-cancer-camp-lejeune',
    kind: 'private-letter',
    format: 'image',
    text: `TIDEWATER UROLOGY & ONCOLOGY, P.C.
Norfolk, Virginia

October 2, 2026

To: Department of Veterans Affairs

RE: Harold Dean Pruitt     DOB: 09/12/1964     VA File No. 27 660 148

Mr. Pruitt has been under my care since February 2026, when he presented with
painless gross hematuria. Cystoscopy and transurethral resection on 03/05/2026
showed high-grade non-muscle-invasive urothelial carcinoma of the bladder (pT1).
He is receiving maintenance intravesical BCG therapy. His most recent surveillance
cystoscopy in September 2026 showed no visible tumor, and treatment is ongoing.

Other history: a kidney stone in 2012 that passed on its own, with no recurrence.
CT urogram showed no upper tract tumor. He quit smoking in 1998 (8 pack-years).
Family history: his father had bladder cancer at age 81.

Mr. Pruitt served in the Marine Corps at Camp Lejeune, North Carolina, from June
1983 to November 1985, lived in the Hadnot Point barracks, and drank and showered
with base water throughout that time. Bladder cancer is among the conditions linked
to the solvents (trichloroethylene, perchloroethylene, benzene) found in the Camp
Lejeune water supply.

Opinion: Having reviewed his service records, pathology and the literature, it is
my opinion that Mr. Pruitt's bladder cancer is more likely than not related to his
exposure to contaminated drinking water at Camp Lejeune. His remote, light smoking
history and his father's late-onset disease are weaker risk factors than 29 months
of daily exposure to known bladder carcinogens.

Sincerely,

Anjali R. Deshmukh, MD
Urologic Oncology`,
    expected: {
      conditions: [
        { name: 'Bladder cancer', diagnosticCode: '7528' },
      ],
      nexusOpinions: [
        {
          condition: 'Bladder cancer',
          strength: 'more likely than not',
          quote: "Mr. Pruitt's bladder cancer is more likely than not related to his",
        },
      ],
      inServiceEvents: [
        'stationed at Camp Lejeune 1983-1985, drinking and bathing in contaminated base water',
      ],
      personalData: [
        { kind: 'name', value: 'Harold Dean Pruitt' },
        { kind: 'date-of-birth', value: '09/12/1964' },
        { kind: 'record-number', value: '27 660 148' },
        { kind: 'name', value: 'Mr. Pruitt' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-pl-05-hepatology-hepatitis-c',
    kind: 'private-letter',
    format: 'text',
    text: `SACRAMENTO VALLEY DIGESTIVE HEALTH
Gastroenterology and Hepatology

November 9, 2026

RE: Vernon Lucius Baptiste
Date of birth: 04/18/1958
SSN: xxx-xx-7821

Dear Sir or Madam,

I am writing on behalf of my patient, Mr. Baptiste, who is seeking service connection
for hepatitis C. I have reviewed his service treatment records, his DD-214, and my own
records.

Mr. Baptiste served in the U.S. Army from 1976 to 1980. He received his basic training
immunizations by jet injector at Fort Dix in 1976. He then served as a combat medic
(91B). His service treatment records contain a March 1978 entry at Fort Ord documenting
a needlestick injury from a hollow-bore needle while drawing blood from a patient, with
no follow-up testing. He denies any injection drug use, he has never had a blood
transfusion, and he had no surgery before 1980. He obtained a single tattoo in 1985, at
a licensed parlor. He has been married to his wife, Odette, for 41 years, and she tests
negative for hepatitis C. Serology shows past hepatitis A infection in childhood, which
resolved long ago.

Hepatitis C antibody was first found positive during routine screening in 2024. HCV RNA
was 2.4 million IU/mL, genotype 1a. FibroScan in August 2026 measured 6.8 kPa (F1),
and there is no cirrhosis; liver ultrasound shows no mass. He began glecaprevir and
pibrentasvir on October 12, 2026 and is at week 4 of an 8-week course. He continues to
have fatigue and right upper quadrant discomfort.

Diagnosis: Chronic hepatitis C, genotype 1a, without cirrhosis (B18.2).

Opinion: In my medical opinion, it is at least as likely as not that Mr. Baptiste's
hepatitis C was acquired during his military service. The documented 1978 needlestick
from a patient is a well-established route of transmission; jet injector exposure is a
possible but less certain route. His only other risk factor, a single tattoo at a
licensed facility five years after service, carries a lower risk than a documented
occupational blood exposure.

Sincerely,

Miriam Oyelaran-Stokes, MD
Gastroenterology and Transplant Hepatology`,
    expected: {
      conditions: [
        { name: 'Hepatitis C', diagnosticCode: '7354' },
      ],
      nexusOpinions: [
        {
          condition: 'Hepatitis C',
          strength: 'at least as likely as not',
          quote: "it is at least as likely as not that Mr. Baptiste's",
        },
      ],
      inServiceEvents: [
        'needlestick injury from a patient while serving as an Army medic at Fort Ord, 1978',
        'jet injector immunizations at Fort Dix basic training, 1976',
      ],
      personalData: [
        { kind: 'name', value: 'Vernon Lucius Baptiste' },
        { kind: 'date-of-birth', value: '04/18/1958' },
        { kind: 'ssn', value: 'xxx-xx-7821' },
        { kind: 'name', value: 'Mr. Baptiste' },
        { kind: 'name', value: 'Odette' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ──────────────────────────── discharge summaries ────────────────────────────
  {
    id: 'r12-ds-01-inpatient-psychiatry-si',
    kind: 'discharge-summary',
    format: 'text',
    text: `VA PORTLAND HEALTH CARE SYSTEM - VANCOUVER DIVISION
INPATIENT MENTAL HEALTH UNIT - DISCHARGE SUMMARY

PATIENT: NAKAMURA-BELL,KENJI ROBERT       ICN: 1012847365V441290
DOB: 06/30/1990      SEX: M
HOME ADDRESS: 4410 NE 112th Ave Apt 207, Vancouver, WA 98682
EMERGENCY CONTACT: Emiko Nakamura (sister)  (360) 555-0128
ADMISSION DATE: 08/02/2026      DISCHARGE DATE: 08/11/2026
ATTENDING: FAIRWEATHER,JONAS P, MD

REASON FOR ADMISSION:
36 y/o Marine Corps veteran brought to the ED by police after his sister, Emiko, called
911. He had texted her goodbye messages and told her on the phone that he planned to
drive his car off the Interstate 5 bridge that night. On arrival he endorsed active
suicidal ideation with a plan and intent, and a BAL of 0.06. Admitted voluntarily.

HISTORY OF PRESENT ILLNESS:
Mr. Nakamura-Bell served as a rifleman (0311) from 2008 to 2012 with a deployment to
Helmand Province in 2010. In Marjah his squad leader was shot and killed by a sniper;
the veteran carried him to the medevac helicopter. He has had nightmares, flashbacks,
hypervigilance and avoidance since. Two weeks before admission his fiancee ended their
engagement and he was placed on leave from his job as a lineman. He stopped his
sertraline a month ago. He reports one prior suicide attempt by overdose in 2017, not
hospitalized.

HOSPITAL COURSE:
Placed on 1:1 observation for the first 48 hours, then q15 minute checks. Started on
venlafaxine XR, titrated to 150 mg daily; prazosin 2 mg qhs for nightmares with good
effect. Urine drug screen negative. Alcohol use: drinks 2-3 beers a few nights a week
(AUDIT-C 4); no withdrawal signs on CIWA monitoring. Substance-induced mood disorder
was considered and ruled out given the negative UDS and persistent symptoms without
heavy use. Mildly elevated ALT on admission (62) normalized by 08/09/2026.
Attended group therapy, safety planning, and a family session with his sister.
Firearms: veteran reports none; sister confirmed.
By day 6 he denied suicidal ideation, was future oriented (planning to return to work
and to start CPT), and remained so through discharge.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.10)

CONDITION AT DISCHARGE: Improved. Denies SI/HI. High Risk for Suicide Patient Record Flag
placed. Chronic risk high; acute risk low at discharge.

DISCHARGE MEDICATIONS: venlafaxine XR 150 mg daily; prazosin 2 mg qhs; hydroxyzine
25 mg q6h prn anxiety (#20).

FOLLOW-UP:
- MH outpatient (BHIP) 08/13/2026; Suicide Prevention Coordinator call within 24 hours.
- PTSD Clinical Team intake for Cognitive Processing Therapy.
- Veterans Crisis Line 988, press 1.

Electronically signed: JONAS P FAIRWEATHER, MD  08/11/2026 15:40`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'deployment to Helmand Province, Afghanistan, 2010',
        'squad leader killed by sniper fire in Marjah; carried him to the medevac helicopter',
      ],
      personalData: [
        { kind: 'name', value: 'NAKAMURA-BELL,KENJI ROBERT' },
        { kind: 'record-number', value: '1012847365V441290' },
        { kind: 'date-of-birth', value: '06/30/1990' },
        { kind: 'address', value: '4410 NE 112th Ave Apt 207, Vancouver, WA 98682' },
        { kind: 'name', value: 'Emiko Nakamura' },
        { kind: 'phone', value: '(360) 555-0128' },
        { kind: 'name', value: 'Emiko' },
        { kind: 'name', value: 'Mr. Nakamura-Bell' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r12-ds-02-colectomy-colon-cancer',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `ST. BRENDAN REGIONAL MEDICAL CENTER
DEPARTMENT OF SURGERY - DISCHARGE SUMMARY

Patient: Castellanos, Loretta Jean        MRN: SBR-00418827
DOB: 11/02/1964      Age: 61      Sex: F
Address: 1637 Via Del Sol, Oxnard, CA 93030
Admission: 05/12/2026      Discharge: 05/17/2026
Surgeon: Priya Venkataraman, MD, FACS
Primary care: Northshore Family Medicine

ADMITTING DIAGNOSIS: Sigmoid colon mass with partial obstruction.

HISTORY: 61-year-old woman, retired Air Force aircraft fuel systems technician (22
years of service, including a 2002 deployment to Prince Sultan Air Base, Saudi Arabia),
with 8 months of intermittent constipation, narrowing stools and a 12 lb weight loss.
She had carried a diagnosis of irritable bowel syndrome since 2019 for intermittent
constipation; in retrospect that diagnosis is not supported, and her symptoms are
attributed to the obstructing lesion. Colonoscopy 04/2026: friable, near-circumferential
mass at 28 cm; biopsy adenocarcinoma. CT chest/abdomen/pelvis: no metastatic disease.
CEA 6.1.

PAST MEDICAL HISTORY: Hypertension, controlled on amlodipine. Sigmoid diverticulitis in
2017 treated with antibiotics, resolved, no recurrence. Cholecystectomy 2010.
FAMILY HISTORY: Brother with adenomatous colon polyps. Mother died of pancreatic cancer.
SOCIAL: Lives with husband, Ernesto Castellanos. Never smoker.

PROCEDURE: 05/12/2026 laparoscopic sigmoid colectomy with primary anastomosis.

PATHOLOGY: Adenocarcinoma of the sigmoid colon, moderately differentiated, invading
through the muscularis propria into pericolorectal tissue (pT3); 0 of 18 lymph nodes
involved (pN0); margins negative; no lymphovascular invasion. Stage IIA. MMR proficient.

HOSPITAL COURSE: Postoperative ileus on day 2 managed with bowel rest; resolved by
postoperative day 4, tolerating regular diet. Pulmonary embolism was considered on day
3 for tachycardia; CT angiogram negative. Ambulating independently. Pain controlled on
oral medication. PHQ-2 depression screen negative.

DISCHARGE DIAGNOSES:
1. Adenocarcinoma of the sigmoid colon, pT3 N0 M0, stage IIA (C18.7), status post
   laparoscopic sigmoid colectomy
2. Essential hypertension (I10)

DISCHARGE MEDICATIONS: amlodipine 5 mg daily; acetaminophen 1 g q8h prn;
oxycodone 5 mg q6h prn severe pain (#10); enoxaparin 40 mg daily x 28 days.

FOLLOW-UP: Surgery clinic 2 weeks. Medical oncology referral (Dr. Halvorsen-Tate) to
discuss surveillance versus adjuvant therapy. CEA in 3 months. Husband's cell for
discharge instructions: (805) 555-0173.

Dictated by: Priya Venkataraman, MD  05/17/2026`,
    expected: {
      conditions: [
        { name: 'Colon cancer', diagnosticCode: '7343' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        '22 years as an Air Force aircraft fuel systems technician',
        'deployment to Prince Sultan Air Base, Saudi Arabia, 2002',
      ],
      personalData: [
        { kind: 'name', value: 'Castellanos, Loretta Jean' },
        { kind: 'record-number', value: 'SBR-00418827' },
        { kind: 'date-of-birth', value: '11/02/1964' },
        { kind: 'address', value: '1637 Via Del Sol, Oxnard, CA 93030' },
        { kind: 'name', value: 'Ernesto Castellanos' },
        { kind: 'phone', value: '(805) 555-0173' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-ds-03-microdiscectomy-radiculopathy',
    kind: 'discharge-summary',
    format: 'image',
    text: `MERIDIAN SPINE & ORTHOPAEDIC HOSPITAL - DISCHARGE SUMMARY
Patient: Okafor, Chinedu Samuel     MRN: MSO-2290417     DOB: 12/01/1985
Admitted: 07/21/2026     Discharged: 07/23/2026
Attending: Daniel K. Reinholt, MD (Neurosurgery)

ADMISSION DIAGNOSIS: Right L5 radiculopathy due to L4-L5 disc herniation.

HISTORY: 40-year-old Army veteran with low back pain since 2006, when he strained his
back lifting a generator off a truck at FOB Warrior, Iraq. In 2026 he developed right
leg pain to the top of the foot, numbness, and right big-toe extension weakness
(4-/5). MRI 06/2026: large right paracentral extrusion at L4-L5 compressing the
traversing right L5 nerve root; mild facet arthropathy at L5-S1. Failed 12 weeks of
physical therapy, gabapentin, and two epidural steroid injections. No bowel or
bladder dysfunction; cauda equina syndrome excluded clinically and on imaging.

PROCEDURE: 07/21/2026 right L4-L5 microdiscectomy.

HOSPITAL COURSE: Uncomplicated. Leg pain improved immediately after surgery;
residual numbness over the top of the right foot. Toe extension 4/5. Walking
independently on day 1. One episode of urinary retention treated with a single
straight catheterization; voiding normally since. Incision clean, dry and intact.
PHQ-2 negative.

DISCHARGE DIAGNOSES:
1. L4-L5 intervertebral disc herniation with right L5 radiculopathy, status post
   microdiscectomy (M51.16)
2. Postoperative urinary retention - resolved

DISCHARGE MEDICATIONS: acetaminophen 1 g q8h; methocarbamol 750 mg tid prn;
oxycodone 5 mg q6h prn x 5 days; gabapentin 300 mg tid.

FOLLOW-UP: Neurosurgery clinic in 2 weeks. No lifting over 10 lb and no bending or
twisting for 6 weeks. His wife, Ifeoma, will drive him home.
Home phone: (404) 555-0190`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'Radiculopathy, right lower extremity', diagnosticCode: '8520' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'strained back lifting a generator off a truck at FOB Warrior, Iraq, 2006',
      ],
      personalData: [
        { kind: 'name', value: 'Okafor, Chinedu Samuel' },
        { kind: 'record-number', value: 'MSO-2290417' },
        { kind: 'date-of-birth', value: '12/01/1985' },
        { kind: 'name', value: 'Ifeoma' },
        { kind: 'phone', value: '(404) 555-0190' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-ds-04-asthma-exacerbation',
    kind: 'discharge-summary',
    format: 'text',
    text: `ROBLEY REX VA MEDICAL CENTER - LOUISVILLE, KY
MEDICINE SERVICE - DISCHARGE SUMMARY

PATIENT: PELLETIER,DANIELLE MARIE     SSN: XXX-XX-8842     DOB: 03/08/1992
ADMITTED: 01/19/2026     DISCHARGED: 01/22/2026
ATTENDING: OYELARAN,BABATUNDE, MD     RESIDENT: KESSLER,AMY, MD

CHIEF COMPLAINT: Shortness of breath and wheezing x 3 days.

HPI: 33 y/o Army veteran with asthma diagnosed in 2019, allergic rhinitis and GERD who
presented with 3 days of worsening dyspnea, wheeze and nocturnal cough after a viral URI
from her son. Using albuterol every 2 hours. Deployed in 2017 to Qayyarah West Airfield,
Iraq, where she was exposed to smoke from burn pits and from the oil fires set at the
nearby Qayyarah oil field; asthma symptoms began about 18 months after her return.
In the ED: RR 28, SpO2 89% on room air, peak flow 190 L/min (about 45% of predicted),
diffuse expiratory wheeze.

HOSPITAL COURSE:
1. Asthma exacerbation: treated with continuous then scheduled nebulized albuterol and
ipratropium, methylprednisolone 60 mg IV q12h then prednisone 40 mg daily, and one dose
of IV magnesium. No intubation, no ICU. Peak flow 340 L/min at discharge.
Pneumonia was considered; chest x-ray showed no infiltrate and procalcitonin was <0.05,
so pneumonia was ruled out and antibiotics were not started. Pulmonary embolism
considered; Wells score low and D-dimer negative. Respiratory viral panel positive for
rhinovirus; influenza and COVID-19 negative. Vocal cord dysfunction is suspected as a
contributor given inspiratory stridor on one occasion; outpatient laryngoscopy ordered.
2. Allergic rhinitis: continued fluticasone nasal spray and cetirizine.
3. GERD: nocturnal reflux likely a trigger; pantoprazole increased to 40 mg bid.
Depression screen: PHQ-9 = 4, item 9 "not at all."

DISCHARGE DIAGNOSES:
1. Moderate persistent asthma with acute exacerbation (J45.41)
2. Allergic rhinitis (J30.9)
3. Gastroesophageal reflux disease (K21.9)

DISCHARGE MEDICATIONS: prednisone 40 mg daily x 3 more days; budesonide-formoterol
160/4.5 two puffs bid and prn (SMART); albuterol prn; fluticasone nasal; cetirizine;
pantoprazole 40 mg bid.

FOLLOW-UP: Pulmonary clinic 2 weeks (PFTs); ENT for laryngoscopy; PACT 1 week.
Lives with her partner Jordan and son Mateo. Callback number (502) 555-0146.

/es/ AMY KESSLER, MD, Resident Physician
/es/ BABATUNDE OYELARAN, MD, Attending`,
    expected: {
      conditions: [
        { name: 'Asthma', diagnosticCode: '6602' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
        { name: 'Gastroesophageal reflux disease', diagnosticCode: '7206' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'deployment to Qayyarah West Airfield, Iraq, 2017',
        'exposure to burn pit and oil fire smoke',
      ],
      personalData: [
        { kind: 'name', value: 'PELLETIER,DANIELLE MARIE' },
        { kind: 'ssn', value: 'XXX-XX-8842' },
        { kind: 'date-of-birth', value: '03/08/1992' },
        { kind: 'name', value: 'Jordan' },
        { kind: 'name', value: 'Mateo' },
        { kind: 'phone', value: '(502) 555-0146' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-ds-05-new-atrial-fibrillation',
    kind: 'discharge-summary',
    format: 'text',
    text: `DURHAM VA HEALTH CARE SYSTEM
DISCHARGE SUMMARY - MEDICINE / CARDIOLOGY

PATIENT: GRAYSON,THEODORE WILLIAM     SSN: XXX-XX-5160     DOB: 01/25/1954
ADMISSION: 11/03/2026     DISCHARGE: 11/06/2026
ATTENDING: MBATHA,NOMVULA, MD

REASON FOR ADMISSION: Palpitations and lightheadedness; new atrial fibrillation with
rapid ventricular response (rate 148).

HPI: 72 y/o Navy veteran (1972-1976) with hypertension, obstructive sleep apnea (poor
CPAP adherence) and generalized anxiety disorder who noted a racing heartbeat while
raking leaves. No chest pain or syncope. ECG: atrial fibrillation, RVR, no ischemic
changes.

PAST MEDICAL HISTORY:
- Hypertension, on lisinopril
- Obstructive sleep apnea, AHI 34 on 2021 polysomnogram, CPAP prescribed
- Generalized anxiety disorder, on sertraline, followed by VA mental health
- Left leg deep vein thrombosis 2019, provoked (after knee arthroscopy), completed 6
  months of anticoagulation; resolved
SOCIAL: Lives with his wife, Margaret. Former smoker, quit 1990. Rare alcohol.
Their son died by suicide in 2020; the veteran has grieved with support from VA
mental health. On admission C-SSRS screen he denied any current or past suicidal
thoughts (negative screen).

HOSPITAL COURSE:
Rate control with IV diltiazem, then oral metoprolol succinate 50 mg daily, with rates
70-90. Troponin negative x 2; acute coronary syndrome ruled out. TSH 1.8;
hyperthyroidism ruled out. Echo: LVEF 55%, mild left atrial enlargement, no significant
valve disease. CHA2DS2-VASc 3 (age, hypertension); started apixaban 5 mg bid after
discussion of bleeding risk. Spontaneously converted to sinus rhythm on day 2 and
remained in sinus rhythm. Untreated sleep apnea discussed as an AF trigger; respiratory
therapy refitted his CPAP mask.

DISCHARGE DIAGNOSES:
1. Paroxysmal atrial fibrillation, new onset (I48.0)
2. Essential hypertension (I10)
3. Obstructive sleep apnea (G47.33)
4. Generalized anxiety disorder (F41.1)

DISCHARGE MEDICATIONS: apixaban 5 mg bid (new); metoprolol succinate 50 mg daily (new);
lisinopril 20 mg daily; sertraline 100 mg daily.

FOLLOW-UP: Cardiology clinic 4 weeks with Zio patch; sleep clinic for CPAP adherence.
Health care agent: daughter Claire Grayson-Hunt, (919) 555-0139.

/es/ NOMVULA MBATHA, MD  11/06/2026`,
    expected: {
      conditions: [
        { name: 'Atrial fibrillation', diagnosticCode: '7010' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Generalized anxiety disorder', diagnosticCode: '9400' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'GRAYSON,THEODORE WILLIAM' },
        { kind: 'ssn', value: 'XXX-XX-5160' },
        { kind: 'date-of-birth', value: '01/25/1954' },
        { kind: 'name', value: 'Margaret' },
        { kind: 'name', value: 'Claire Grayson-Hunt' },
        { kind: 'phone', value: '(919) 555-0139' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ───────────────────────── service treatment records ─────────────────────────
  {
    id: 'r12-str-01-sick-call-lumbar-strain',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)

PATIENT: PEREZ-LINDQVIST, JAVIER A     GRADE: SGT/E-5
SSN: 912-44-0386     DOD ID: 1298837465     DOB: 09/17/1995
UNIT: B Co, 2-8 IN, 2ABCT, 4ID, Fort Carson, CO

DATE/TIME: 14 MAR 2019 0745     CLINIC: Troop Medical Clinic, Sick Call

S: 23 y/o AD male c/o low back pain x 2 days. States he hurt his back lifting crates of
120mm tank ammunition onto an uploading stand during gunnery at Pinon Canyon Maneuver
Site on 12 Mar. Felt a "pull" across low back. Pain 7/10, aching, midline and both
sides of the low back, worse with bending and sitting in the turret. No radiation to
legs. Denies numbness, tingling, weakness, saddle anesthesia, bowel or bladder changes.
No prior back injury. No fever.

O: VS: T 98.4, HR 72, BP 122/78. Gait normal, guarded with bending. TTP bilateral
lumbar paraspinals L3-S1 with palpable spasm. No midline bony tenderness. Forward
flexion to about 45 degrees, limited by pain. SLR negative bilaterally. Strength 5/5
bilateral LE. Sensation intact to light touch L2-S1. Patellar and Achilles reflexes 2+
and symmetric.
L-spine x-ray, 2 views: normal alignment, no fracture, no pars defect.

A:
1. Acute lumbosacral strain (S39.012A)
2. R/O spondylolysis - no pars defect on x-ray, ruled out

P: Naproxen 500 mg PO bid with food x 10 days. Cyclobenzaprine 10 mg PO qhs x 5 days,
no driving or weapons handling within 8 hrs of dose. Heat, gentle stretching. PT
referral. Temporary profile x 14 days: no lifting > 20 lb, no running, no rucking,
may walk at own pace. RTC 2 weeks or sooner for red flags (reviewed with SM).

Provider: CPT Hanna L. Bergstrom, PA-C, Bn PA

-------------------------------------------------------------------------------------
DATE/TIME: 28 MAR 2019 1010     CLINIC: Troop Medical Clinic, Follow-up

S: Back pain improved to 2/10 with PT x 4 sessions. Still stiff in the mornings. No new
symptoms.
O: Flexion to 80 degrees with mild end-range pain. No spasm. Neuro intact.
A: Lumbosacral strain, improving.
P: Continue PT home exercise program. Profile extended 14 days for gradual return to
running and rucking. RTC prn.

Provider: CPT Hanna L. Bergstrom, PA-C, Bn PA`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'low back injury lifting 120mm tank ammunition crates during gunnery at Pinon Canyon, March 2019',
        'temporary profile for lumbosacral strain',
      ],
      personalData: [
        { kind: 'name', value: 'PEREZ-LINDQVIST, JAVIER A' },
        { kind: 'ssn', value: '912-44-0386' },
        { kind: 'record-number', value: '1298837465' },
        { kind: 'date-of-birth', value: '09/17/1995' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-str-02-hearing-conservation-sts',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `HEARING CONSERVATION - DOEHRS-HC AUDIOGRAM RESULTS / DD FORM 2216 DATA
AND CHRONOLOGICAL RECORD OF MEDICAL CARE

NAME: BOATENG, KWAME OSEI      SSN: 905-23-6178      EDIPI: 1387265540
DOB: 04/02/1998      SERVICE: USMC      GRADE: LCpl
UNIT: Weapons Co, 3d Bn, 2d Marines, Camp Lejeune, NC
NOISE EXPOSURE: Small arms, crew-served weapons (M2 .50 cal, MK19), vehicles

ANNUAL AUDIOGRAM - 07 JUN 2021

               500   1000   2000   3000   4000   6000
REFERENCE (2017)
  RIGHT          5     5      5     10     10     10
  LEFT           5     5     10     10     10     15
CURRENT (2021)
  RIGHT          5    10      5     10     15     15
  LEFT          10    10     15     35     40     40

RESULT: Significant threshold shift (STS), LEFT ear (average change at 2000/3000/4000 Hz
= 20 dB). Right ear: no STS. Member referred for follow-up testing.
Member reports that during range week (17-21 May 2021) he fired and was next to M2 and
MK19 gun lines and did not wear hearing protection on the last two days because he had
lost his earplugs. Reports ringing in the left ear since range week.

FOLLOW-UP #1 - 22 JUN 2021 (after 14 hours noise-free): LEFT 3000/4000/6000 = 35/40/40.
STS persists.
FOLLOW-UP #2 - 06 JUL 2021: LEFT 3000/4000/6000 = 35/40/45. STS persists.
STS confirmed as permanent. Reference audiogram re-established.

AUDIOLOGY CONSULT - NAVAL MEDICAL CENTER CAMP LEJEUNE - 13 JUL 2021
S: LCpl Boateng reports intermittent high-pitched ringing in the left ear several times
a day, lasting minutes, since May 2021; worse in quiet rooms. Some difficulty hearing
his squad leader on the radio. Denies ear pain, drainage, vertigo. No pre-service noise.
O: Otoscopy clear bilaterally. Tympanometry Type A bilaterally. Word recognition 96% R,
92% L. Right ear thresholds within normal limits 250-8000 Hz. Otoacoustic emissions
absent on the left at 3000-6000 Hz, present on the right.
A:
1. Sensorineural hearing loss, left ear, mild, 3000-6000 Hz (H90.42) - noise induced
2. Tinnitus, left ear, intermittent (H93.12)
P: Fitted with triple-flange earplugs and double protection instructions for ranges.
Noise-induced hearing loss counseling. Recheck audiogram in 6 months and annually.
Line of duty: YES.

Audiologist: LT Daniela M. Furtado, MSC, USN, Au.D.`,
    expected: {
      conditions: [
        { name: 'Hearing loss, left ear', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'fired M2 .50 cal and MK19 during range week in May 2021 without hearing protection',
        'permanent significant threshold shift in the left ear, 2021',
      ],
      personalData: [
        { kind: 'name', value: 'BOATENG, KWAME OSEI' },
        { kind: 'ssn', value: '905-23-6178' },
        { kind: 'record-number', value: '1387265540' },
        { kind: 'date-of-birth', value: '04/02/1998' },
        { kind: 'name', value: 'LCpl Boateng' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-str-03-theater-concussion-ied',
    kind: 'service-treatment-record',
    format: 'image',
    text: `THEATER MEDICAL DATA STORE - OUTPATIENT ENCOUNTER
Patient: SPC HOLLISTER, CODY RAY     DOD ID: 1187456320     DOB: 03/11/1991
Location: Role 1 BAS, FOB Wilson, Zhari District, Kandahar Province, Afghanistan
Date: 19 AUG 2012  1620L

S: 21 y/o SPC brought in by his squad after a dismounted patrol. At about 1420L an
IED detonated roughly 15 m from him; he was knocked down and "blacked out for a few
seconds" per his squad leader. Now c/o headache 6/10, dizziness, ringing in both ears
and feeling "foggy." Denies vomiting, vision change, weakness. Denies SI/HI.

O: GCS 15. A&Ox4. PERRL. EOMI, no nystagmus. CN II-XII grossly intact. Strength 5/5
x4, sensation intact. Gait steady; tandem gait slightly unsteady. TMs intact
bilaterally, no hemotympanum. Abrasion L elbow, cleaned and dressed.
MACE 2: cognitive 24/30, symptoms positive, neuro exam negative.
Red flags: none. CT not indicated per protocol.

A:
1. Concussion (mild TBI) with brief loss of consciousness, blast mechanism, with
   post-concussive headache (S06.0X1A)
2. Tinnitus, bilateral, acute post-blast - reassess in 24 h

P: 24 h mandatory rest; repeat MACE 2 at 24 h. Acetaminophen 1 g q6h prn; no NSAIDs
x 48 h. Progressive Return to Activity. Blast exposure event logged. Audiology at
Role 3 if tinnitus persists more than 72 h.
Provider: 1LT Marisol Quintanilla, PA-C

ADDENDUM 20 AUG 2012 1000L: Headache 3/10, dizziness resolved. Tinnitus resolved
overnight; hearing subjectively normal. MACE 2 cognitive 27/30. Begin PRA stage 2.`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'IED detonation about 15 m away during a dismounted patrol in Zhari District, August 2012',
        'brief loss of consciousness from blast',
      ],
      personalData: [
        { kind: 'name', value: 'HOLLISTER, CODY RAY' },
        { kind: 'record-number', value: '1187456320' },
        { kind: 'date-of-birth', value: '03/11/1991' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-str-04-separation-history-and-exam',
    kind: 'service-treatment-record',
    format: 'text',
    text: `SEPARATION HISTORY AND PHYSICAL EXAMINATION (DD FORM 2807-1 / DD FORM 2808 EXTRACT)

1. NAME: ROSSI, GIANNA LOUISE        2. SSN: 947-15-2063
3. DOB: 07/28/1990                   4. SERVICE: USAF   GRADE: SSgt (E-5)
5. HOME ADDRESS: 52 Birchwood Terrace, Dover, DE 19904     PHONE: (302) 555-0112
6. PURPOSE OF EXAMINATION: Separation         DATE: 14 FEB 2024
7. EXAMINING FACILITY: 436th Medical Group, Dover AFB, DE

DD 2807-1 ITEM 17. HAVE YOU EVER HAD OR DO YOU NOW HAVE: (Mark each item)
                                               YES   NO
 a. Asthma or any breathing problems           [ ]   [X]
 b. Frequent trouble sleeping                  [X]   [ ]
 c. Received counseling of any type            [X]   [ ]
 d. Depression or excessive worry              [X]   [ ]
 e. Been evaluated or treated for a mental
    condition                                  [X]   [ ]
 f. Attempted suicide                          [ ]   [X]
 g. Considered suicide                         [X]   [ ]
 h. Foot trouble                               [X]   [ ]
 i. Ringing in the ears                        [ ]   [X]
 j. Recurrent back pain                        [ ]   [X]

ITEM 29. EXPLANATION OF "YES" ANSWERS (member's words):
17b - "Snoring and daytime sleepiness for about 2 years. My husband Marco says I stop
breathing at night."
17c/17d/17e/17g - "In 2018 after my divorce I had thoughts of killing myself for a few
weeks. I went to Mental Health at Ramstein, did counseling for about 4 months and got
better. I haven't had those thoughts since."
17h - "Both arches hurt after long shifts standing on the flightline. I wear the
orthotics podiatry made."

EXAMINER'S SUMMARY AND ELABORATION (DD 2808):
- Sleep: STOP-BANG 4. Referred for polysomnography; study scheduled after separation
  date. No diagnosis established at this time.
- Mental health: adjustment disorder with depressed mood, 2018, treated at Ramstein
  Mental Health Clinic; resolved. No current symptoms. PHQ-9 = 2. Denies current
  suicidal ideation.
- Feet: standing exam shows loss of the medial longitudinal arches bilaterally with
  hindfoot valgus; arches do not restore on toe rise. Pain on manipulation of both feet.
  Diagnosis: pes planus, bilateral, moderate, symptomatic (M21.41, M21.42). Custom
  orthotics since 2021.
- Left plantar fasciitis 2020, treated with stretching and a night splint; resolved,
  asymptomatic today.
- Hearing: audiogram within normal limits bilaterally; no STS.

ITEM 77. SUMMARY OF DEFECTS AND DIAGNOSES:
1. Pes planus, bilateral, symptomatic
2. Snoring with witnessed apneas - sleep study pending
3. History of adjustment disorder with depressed mood (2018), resolved

QUALIFIED FOR SEPARATION: YES
Examiner: Maj Thomas R. Achebe, USAF, MC, Flight Surgeon`,
    expected: {
      conditions: [
        { name: 'Flatfoot, bilateral', diagnosticCode: '5276' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'bilateral arch pain from long shifts standing on the flightline',
        'mental health treatment at Ramstein in 2018 after divorce',
        'left plantar fasciitis in 2020, resolved',
      ],
      personalData: [
        { kind: 'name', value: 'ROSSI, GIANNA LOUISE' },
        { kind: 'ssn', value: '947-15-2063' },
        { kind: 'date-of-birth', value: '07/28/1990' },
        { kind: 'address', value: '52 Birchwood Terrace, Dover, DE 19904' },
        { kind: 'phone', value: '(302) 555-0112' },
        { kind: 'name', value: 'Marco' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r12-str-05-shoulder-dislocation-combatives',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE

PATIENT: 2LT WHITAKER-NDIAYE, SAMUEL J     DOD ID: 1456092281     DOB: 11/05/1999
UNIT: HHC, 1-12 CAV, 3ABCT, 1CD, Fort Cavazos, TX

=== 05 FEB 2022 2130 - CARL R. DARNALL ARMY MEDICAL CENTER, EMERGENCY DEPARTMENT ===
S: 22 y/o AD male officer with R shoulder pain and deformity after being thrown during
Modern Army Combatives Level I training at 1900. Landed on outstretched R arm and felt
the shoulder "pop out." No prior shoulder injury. Right-hand dominant.
O: R shoulder squared off, arm held in slight abduction and external rotation. Sensation
intact over lateral deltoid (axillary n.); radial pulse 2+; motor intact distally.
X-ray R shoulder: anterior-inferior glenohumeral dislocation; small Hill-Sachs lesion;
no greater tuberosity fracture.
Procedure: closed reduction under procedural sedation (propofol), traction-
countertraction. Post-reduction x-ray: concentric reduction. Neurovascular intact after
reduction.
A: Anterior dislocation of right shoulder, initial episode (S43.014A), s/p closed
reduction.
P: Sling x 2 weeks. Ortho f/u 1-2 weeks. Profile: no combatives, no push-ups, no
overhead lifting x 30 days.
Provider: MAJ Evelyn Szabo, MD, Emergency Medicine

=== 01 MAR 2022 0900 - ORTHOPAEDIC SURGERY CLINIC ===
S: Pain improved. Feels "unstable" reaching overhead.
O: Apprehension and relocation tests positive R. Deltoid strength 5/5, sensation over
lateral shoulder intact - axillary nerve injury ruled out, EMG not needed. MR arthrogram
R shoulder: anterior-inferior labral tear (Bankart lesion), small Hill-Sachs defect, no
rotator cuff tear.
A: R shoulder anterior instability with Bankart lesion.
P: PT for dynamic stabilization. Discussed arthroscopic Bankart repair given age and
activity level; SM will decide after PT trial.
Provider: MAJ Liam O'Donovan, MD, Orthopaedic Surgery

=== 19 APR 2022 0815 - ORTHOPAEDIC SURGERY CLINIC ===
S: Second dislocation 17 Apr 2022 while reaching overhead to load a duffel bag onto an
M1078; reduced by a medic at the motor pool. Since then, apprehension with most
overhead activity.
O: Positive apprehension test. Full passive ROM. Neurovascularly intact.
A: Recurrent anterior dislocation of right shoulder with Bankart lesion (S43.014D).
P: Arthroscopic Bankart repair scheduled 16 May 2022. Permanent profile pending surgical
outcome; MEB not indicated at this time.
Provider: MAJ Liam O'Donovan, MD, Orthopaedic Surgery`,
    expected: {
      conditions: [
        { name: 'Recurrent dislocation of the right shoulder', diagnosticCode: '5202' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'right shoulder dislocation during Modern Army Combatives training, February 2022',
        'second right shoulder dislocation loading a duffel bag onto a truck, April 2022',
      ],
      personalData: [
        { kind: 'name', value: 'WHITAKER-NDIAYE, SAMUEL J' },
        { kind: 'record-number', value: '1456092281' },
        { kind: 'date-of-birth', value: '11/05/1999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  // ─────────────────────── statements and decisions ───────────────────────
  {
    id: 'r12-sd-01-rating-decision-ptsd-tinnitus-scar',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
New Orleans Regional Office

RATING DECISION

TERRENCE ALLAN BOUDREAUX                    VA FILE NUMBER: 29 384 016
615 Bayou Crest Ln, Houma, LA 70360         Represented By: Disabled American Veterans
                                            Rating Decision Date: 09/18/2026

INTRODUCTION
The records reflect that you are a veteran of the Gulf War era. You served in the Army
from June 2003 to July 2011, including service in Iraq. You filed a claim for
compensation that we received on February 14, 2026. Based on a review of the evidence
listed below, we have made the following decisions on your claim.

DECISION
1. Service connection for posttraumatic stress disorder is granted with an evaluation
of 50 percent effective February 14, 2026.
2. Service connection for tinnitus is granted with an evaluation of 10 percent effective
February 14, 2026.
3. Service connection for scar, left thigh, residual of shell fragment wound is granted
with an evaluation of 10 percent effective February 14, 2026.
4. Service connection for bilateral hearing loss is denied.
5. Service connection for sleep apnea is denied.

EVIDENCE
- DD Form 214, June 2003 to July 2011
- Service treatment records, June 2003 to July 2011
- VA examinations, May 2, 2026 (PTSD) and May 9, 2026 (audiology, scars, sleep apnea)
- VA treatment records, Southeast Louisiana Veterans Health Care System, January 2024
  through August 2026
- Statement from your spouse, Yvette, received March 3, 2026

REASONS FOR DECISION
1. Service connection for posttraumatic stress disorder.
Service connection is granted because your stressor, a mortar attack at Camp Taji, Iraq,
in October 2005 in which you were wounded, is consistent with the places, types and
circumstances of your service. The VA examiner diagnosed PTSD and opined that it is at
least as likely as not related to the verified stressor. We have assigned a 50 percent
evaluation based on flattened affect, disturbances of motivation and mood, difficulty in
establishing and maintaining effective work and social relationships, and chronic sleep
impairment. A higher evaluation of 70 percent is not warranted unless the evidence shows
occupational and social impairment with deficiencies in most areas, due to such
symptoms as suicidal ideation, obsessional rituals, near-continuous panic or depression,
impaired impulse control, or neglect of personal appearance and hygiene. Your VA
treatment records and the examination report state that you deny any history of
suicidal thoughts, and these other symptoms were not shown.

2. Service connection for tinnitus.
Your military occupational specialty of combat engineer (12B) is consistent with
hazardous noise exposure. The VA examiner confirmed recurrent tinnitus and opined that
it is at least as likely as not caused by military noise exposure. We assigned 10
percent, the maximum schedular evaluation under diagnostic code 6260.

3. Service connection for scar, left thigh.
Your service treatment records show a shell fragment wound to the left thigh from the
October 2005 mortar attack, treated with debridement and closure. The VA examiner found
one linear scar of 6 cm on the left lateral thigh that is painful. A 10 percent
evaluation is assigned under diagnostic code 7804 for one or two scars that are
unstable or painful.

4. Service connection for bilateral hearing loss.
The May 9, 2026 VA audiology examination did not show hearing loss that is a disability
for VA purposes under 38 CFR 3.385. Your puretone thresholds were 25 decibels or less at
all tested frequencies and speech recognition scores were 96 percent in each ear. We
acknowledge your noise exposure, but without a current hearing loss disability service
connection cannot be granted.

5. Service connection for sleep apnea.
Your private home sleep test of April 2026 showed an apnea-hypopnea index of 3.2 events
per hour, which is within normal limits, and the VA examiner found no diagnosis of sleep
apnea. The snoring described in your spouse's statement is a symptom and not, by itself,
a disability. Service connection is denied because there is no current diagnosis.

REFERENCES:
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief
contains the regulations of the Department of Veterans Affairs.`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Scar, left thigh, residual of shell fragment wound', diagnosticCode: '7804' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote: 'least as likely as not related to the verified stressor',
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'it is at least as likely as not caused by military noise exposure',
        },
      ],
      inServiceEvents: [
        'mortar attack at Camp Taji, Iraq, October 2005',
        'shell fragment wound to the left thigh',
        'hazardous noise exposure as a combat engineer',
      ],
      personalData: [
        { kind: 'name', value: 'TERRENCE ALLAN BOUDREAUX' },
        { kind: 'record-number', value: '29 384 016' },
        { kind: 'address', value: '615 Bayou Crest Ln, Houma, LA 70360' },
        { kind: 'name', value: 'Yvette' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-sd-02-board-decision-cervical-ankle',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `BOARD OF VETERANS' APPEALS
DEPARTMENT OF VETERANS AFFAIRS

IN THE APPEAL OF                                   Docket No. 240611-51873
GLENN ARTHUR MATSUDA                               Date: August 4, 2026
Represented by                                     C 24 903 517
Veterans of Foreign Wars of the United States

ORDER
Entitlement to service connection for degenerative arthritis of the cervical spine is
granted.
Entitlement to service connection for a right ankle disability is denied.

FINDINGS OF FACT
1. The evidence is at least in approximate balance as to whether the Veteran's
degenerative arthritis of the cervical spine is related to the April 1996 helicopter hard
landing and his years of flight duty in service.
2. The Veteran does not have a right ankle disability and has not had one at any time
during the appeal period.

CONCLUSIONS OF LAW
1. The criteria for service connection for degenerative arthritis of the cervical spine
are met. 38 U.S.C. §§ 1110, 5107(b); 38 C.F.R. §§ 3.102, 3.303.
2. The criteria for service connection for a right ankle disability are not met.
38 U.S.C. §§ 1110, 5107; 38 C.F.R. § 3.303.

REASONS AND BASES FOR FINDINGS AND CONCLUSIONS
The Veteran served on active duty in the Army from January 1993 to February 2013. This
matter is before the Board on appeal from a July 2024 rating decision.

1. Cervical spine
The Veteran was a UH-60 crew chief. He reports, and service treatment records confirm,
that in April 1996 his aircraft made a hard landing at Fort Campbell, Kentucky. He was
seen the next day for neck pain, diagnosed with cervical strain, and given a 30-day
profile. He was again treated for neck pain in 2002 and in 2009, the latter noting
"neck stiffness after long NVG missions."
A December 2024 VA examination confirmed a current diagnosis of degenerative arthritis
of the cervical spine (claimed as degenerative disc disease), with x-rays showing C5-C6
and C6-C7 spondylosis. That examiner stated that she could not resolve the question of
etiology "without resort to mere speculation" because the strain in service appeared to
have resolved and the Veteran was 50 years old at the examination.
In May 2025, a second VA examiner opined that the cervical condition is less likely than
not related to service, reasoning that the x-ray findings are typical of age-related
degeneration and that the in-service strain was acute and self-limited.
In March 2026, the Veteran's private physiatrist opined that it is at least as likely as
not that the Veteran's cervical degenerative arthritis is related to the 1996 hard
landing and to 17 years of wearing a flight helmet with night vision goggles, which
places a sustained load on the cervical spine. She cited literature reporting earlier
and more severe cervical degeneration in rotary-wing aircrew, and noted the recurring
neck complaints in 2002 and 2009, which the May 2025 examiner did not discuss.
The December 2024 opinion has no probative value on causation. The May 2025 and March
2026 opinions are both from qualified clinicians who reviewed the record; the private
opinion addresses the recurrent in-service complaints, while the VA opinion does not.
The Board finds the evidence at least in approximate balance and resolves reasonable
doubt in the Veteran's favor. Service connection is granted.

2. Right ankle
Service treatment records show that the Veteran sprained his right ankle playing
basketball in 2001, and that it had resolved within three weeks. There are no later
ankle complaints in service. At the December 2024 VA examination the right ankle had
full range of motion, no instability, no tenderness and normal x-rays, and the examiner
found no diagnosis. The Veteran reports occasional aching after long walks, but he has
not described functional impairment, and no clinician has diagnosed a right ankle
disability. Without a current disability the claim must be denied.

                                   M. R. OKAFOR-STEELE
                                Veterans Law Judge
                             Board of Veterans' Appeals`,
    expected: {
      conditions: [
        { name: 'Degenerative arthritis of the cervical spine', diagnosticCode: '5242' },
      ],
      nexusOpinions: [
        {
          condition: 'Degenerative arthritis of the cervical spine',
          strength: 'unable to resolve',
          quote: 'without resort to mere speculation',
        },
        {
          condition: 'Degenerative arthritis of the cervical spine',
          strength: 'less likely than not',
          quote: 'the cervical condition is less likely than',
        },
        {
          condition: 'Degenerative arthritis of the cervical spine',
          strength: 'at least as likely as not',
          quote: "not that the Veteran's cervical degenerative arthritis is related to the 1996 hard",
        },
      ],
      inServiceEvents: [
        'UH-60 hard landing at Fort Campbell, April 1996, with neck strain and 30-day profile',
        'neck pain treated in service in 2002 and 2009',
        'years of wearing a flight helmet with night vision goggles as a crew chief',
        'right ankle sprain playing basketball in 2001',
      ],
      personalData: [
        { kind: 'name', value: 'GLENN ARTHUR MATSUDA' },
        { kind: 'record-number', value: '240611-51873' },
        { kind: 'record-number', value: 'C 24 903 517' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-sd-03-buddy-statement-fob-salerno',
    kind: 'statement-or-decision',
    format: 'image',
    text: `VA FORM 21-10210 - LAY/WITNESS STATEMENT

SECTION I: VETERAN'S IDENTIFICATION INFORMATION
1. Veteran's name: Desmond Kyle Arceneaux
2. Veteran's SSN: 926-51-3374          3. VA file number: 26 118 930
4. Veteran's date of birth: 02/14/1987

SECTION II: WITNESS'S INFORMATION
5. Witness's name: Travis Lee Oyelowo
6. Relationship to veteran: Served together, 1st Platoon, A Co, 1-506th Infantry
7. Witness's mailing address: 1902 Ridgeback Dr, Clarksville, TN 37042
8. Telephone number: (931) 555-0181

SECTION III: STATEMENT
I served with Desmond from 2007 to 2010, including our deployment to FOB Salerno in
Khost Province, Afghanistan in 2008. On the night of 12 July 2008 the FOB took rocket
and mortar fire. One rocket hit the tent next to ours and two soldiers from our
company were killed. Desmond and I helped pull the wounded out, and he held pressure
on one guy's leg until the medics got there. He was covered in blood.

After that night he changed. He barely slept and would sit up by the bunker with his
rifle. He stopped joking around. When we got back to Fort Campbell in 2009 he started
drinking a lot on weekends.

In October 2009, at my apartment, he told me he had been thinking about ending it and
that he had "a plan if it got bad enough." I took his pistol and kept it for a month,
got our platoon sergeant involved, and he went to behavioral health. I know he did not
want that in his records because he was afraid of losing his career.

We still talk every couple of weeks. He still jumps at loud noises and will not go to
fireworks on the Fourth. His wife Brianna tells me he has nightmares most weeks.

SECTION IV: CERTIFICATION
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Witness signature: /s/ Travis L. Oyelowo              Date signed: 10/06/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'rocket and mortar attack on FOB Salerno, Khost Province, 12 July 2008, killing two soldiers',
        'helped pull out the wounded and held pressure on a wound',
        'referred to behavioral health in October 2009 after disclosing suicidal thoughts',
      ],
      personalData: [
        { kind: 'name', value: 'Desmond Kyle Arceneaux' },
        { kind: 'ssn', value: '926-51-3374' },
        { kind: 'record-number', value: '26 118 930' },
        { kind: 'date-of-birth', value: '02/14/1987' },
        { kind: 'name', value: 'Travis Lee Oyelowo' },
        { kind: 'address', value: '1902 Ridgeback Dr, Clarksville, TN 37042' },
        { kind: 'phone', value: '(931) 555-0181' },
        { kind: 'name', value: 'Desmond' },
        { kind: 'name', value: 'Brianna' },
        { kind: 'name', value: 'Travis L. Oyelowo' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'r12-sd-04-spouse-statement',
    kind: 'statement-or-decision',
    format: 'text',
    text: `STATEMENT IN SUPPORT OF CLAIM

Veteran: Curtis Dale Vickery
VA file number: 30 772 145
From: Rochelle Ann Vickery (spouse)
Address: 88 Quail Hollow Rd, Lumberton, NC 28358
Phone: (910) 555-0157
Date: October 20, 2026

To whom it may concern,

My name is Rochelle Vickery and I have been married to Curtis since 2003. I am writing
about the changes I have seen in him since he came home from Iraq.

Curtis deployed with the North Carolina National Guard from 2004 to 2005. While he was
there he called me once and said his Humvee had been hit by a roadside bomb outside
Baqubah and that their gunner lost his leg. He would not talk about it after that call
and still doesn't.

When he came home he was not the same man. He wakes up yelling and kicking two or three
nights a week, and twice he has hit me in his sleep without knowing it, so I sleep in
our daughter's old room now. He checks the locks and windows every night, sometimes
three or four times. He will not sit with his back to the door in a restaurant, and he
stopped going to our son Jaden's football games because of the crowds. He has a short
fuse. In 2015 he punched a hole in the kitchen wall over a burned pot of rice, and our
daughter Amaya was scared of him for a long time.

He snores so loud I can hear him through the wall, and I have watched him stop
breathing and then gasp. I timed it once at about 20 seconds. He falls asleep in his
recliner by seven every evening and once fell asleep at a red light. He has not had a
sleep study yet.

His knees swell up after a shift at the plant and he walks down the stairs one step at
a time. He says it started after all the jumping off trucks over there.

People ask me if he has ever talked about hurting himself. He has never said anything
like that to me, and when his counselor asked him in front of me last spring, he said
no. I still worry, because he keeps so much inside.

I certify that the statements above are true and correct to the best of my knowledge.

Rochelle Ann Vickery`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'deployment to Iraq with the North Carolina National Guard, 2004-2005',
        'Humvee hit by a roadside bomb outside Baqubah; gunner lost his leg',
        'knee pain that began after repeatedly jumping off trucks in Iraq',
      ],
      personalData: [
        { kind: 'name', value: 'Curtis Dale Vickery' },
        { kind: 'record-number', value: '30 772 145' },
        { kind: 'name', value: 'Rochelle Ann Vickery' },
        { kind: 'address', value: '88 Quail Hollow Rd, Lumberton, NC 28358' },
        { kind: 'phone', value: '(910) 555-0157' },
        { kind: 'name', value: 'Rochelle Vickery' },
        { kind: 'name', value: 'Curtis' },
        { kind: 'name', value: 'Jaden' },
        { kind: 'name', value: 'Amaya' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'r12-sd-05-rating-decision-agent-orange-diabetes',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Montgomery Regional Office

RATING DECISION

WALTER EUGENE HASKINS                       VA FILE NUMBER: 23 416 882
3041 County Road 12, Ozark, AL 36360        Represented By: American Legion
                                            Rating Decision Date: 07/30/2026

INTRODUCTION
The records reflect that you are a veteran of the Vietnam Era. You served in the Army
from January 1969 to December 1970, including service in the Republic of Vietnam from
March 1969 to March 1970. You filed a claim for compensation that we received on
January 6, 2026.

DECISION
1. Service connection for diabetes mellitus type II is granted with an evaluation of 20
percent effective January 6, 2026.
2. Service connection for peripheral neuropathy, right lower extremity, associated with
diabetes mellitus type II, is granted with an evaluation of 10 percent effective January
6, 2026.
3. Service connection for peripheral neuropathy, left lower extremity, associated with
diabetes mellitus type II, is granted with an evaluation of 10 percent effective January
6, 2026.
4. Service connection for erectile dysfunction, associated with diabetes mellitus type
II, is granted with an evaluation of 0 percent effective January 6, 2026.
5. Entitlement to special monthly compensation based on loss of use of a creative organ
is granted from January 6, 2026.
6. Service connection for prostate cancer is denied.

EVIDENCE
- DD Form 214, January 1969 to December 1970
- Service treatment records
- VA examination, April 14, 2026 (diabetes, peripheral nerves, male reproductive system)
- Private treatment records, Wiregrass Internal Medicine and Dothan Urology, 2019-2026

REASONS FOR DECISION
1. Diabetes mellitus type II.
Your service personnel records show service with the 25th Infantry Division at Cu Chi,
Republic of Vietnam, so exposure to herbicide agents is presumed. Diabetes mellitus type
II is a disease presumptively associated with herbicide exposure, and your private and
VA records show it was diagnosed in 2019. The 20 percent evaluation under diagnostic code
7913 is assigned because your diabetes requires an oral hypoglycemic agent and a
restricted diet.

2 and 3. Peripheral neuropathy, right and left lower extremities.
The VA examiner diagnosed diabetic peripheral neuropathy of both lower extremities and
opined that it is at least as likely as not proximately due to your diabetes mellitus.
The examination showed mild incomplete paralysis of the sciatic nerve on each side, with
decreased sensation in both feet and reduced ankle reflexes. Each lower extremity is
evaluated at 10 percent under diagnostic code 8520.

4 and 5. Erectile dysfunction and special monthly compensation.
The VA examiner diagnosed erectile dysfunction and opined that it is at least as likely
as not due to your diabetes mellitus, citing diabetic vascular and nerve damage. There
is no penile deformity, so a noncompensable evaluation is assigned under diagnostic code
7522. Special monthly compensation is granted for loss of use of a creative organ.

6. Prostate cancer.
Prostate cancer is presumptively associated with herbicide exposure; however, there must
be a diagnosis. Your PSA was elevated at 6.8 in 2025, and a prostate biopsy in July 2025
found no malignancy. A repeat PSA in 2026 was 4.1. Your urologist is monitoring you, but
no clinician has diagnosed prostate cancer. Service connection is denied because there
is no current diagnosis. You may file a new claim if prostate cancer is diagnosed.

REFERENCES:
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief
contains the regulations of the Department of Veterans Affairs.`,
    expected: {
      conditions: [
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Peripheral neuropathy, right lower extremity', diagnosticCode: '8520' },
        { name: 'Peripheral neuropathy, left lower extremity', diagnosticCode: '8520' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
      ],
      nexusOpinions: [
        {
          condition: 'Peripheral neuropathy, bilateral lower extremities',
          strength: 'at least as likely as not',
          quote: 'opined that it is at least as likely as not proximately due to your diabetes mellitus',
        },
        {
          condition: 'Erectile dysfunction',
          strength: 'at least as likely as not',
          quote: 'as not due to your diabetes mellitus, citing diabetic vascular and nerve damage',
        },
      ],
      inServiceEvents: [
        'service in the Republic of Vietnam at Cu Chi, 1969-1970',
        'presumed herbicide agent exposure',
      ],
      personalData: [
        { kind: 'name', value: 'WALTER EUGENE HASKINS' },
        { kind: 'record-number', value: '23 416 882' },
        { kind: 'address', value: '3041 County Road 12, Ozark, AL 36360' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
