/**
 * The eighth held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 8 of the analysis work was under way; committed unread, to be
 * judged once at the end of that round. All people, numbers and places are invented. Do not edit
 * by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const eighthHeldOutRecords: readonly EvaluationRecord[] = [
  {
    id: 'va-mh-intake-ptsd-mdd-passive-death-wish',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH INTAKE - GENERAL MENTAL HEALTH
STANDARD TITLE: MENTAL HEALTH INITIAL EVALUATION NOTE
DATE OF NOTE: SEP 14, 2026@09:40     ENTRY DATE: SEP 14, 2026@11:02:51
      AUTHOR: OYELARAN,BISOLA A      EXP COSIGNER:
     URGENCY:                            STATUS: COMPLETED

PATIENT: MCALLISTER,DERRICK TODD   SSN: XXX-XX-3381   DOB: 05/22/1984
HOME PHONE: (615) 555-0182

CHIEF COMPLAINT: "My wife said either I come in or she's done."

HPI:
42 y/o married male Army veteran (88M motor transport operator, 2003-2011, OIF x2)
referred by PACT for positive PC-PTSD-5 (4/5) and PHQ-9 of 17. Reports nightmares 3-4x/wk,
wakes up "swinging", startles at loud noises, avoids crowds, will not drive under
overpasses. Index trauma: in 2007 his convoy was hit by an IED outside Baqubah; the lead
truck was destroyed and he helped pull out SGT Ortiz, who died before reaching the CSH.
Also reports repeated indirect fire on FOB Warhorse in 2008. Irritable with wife Shonda
and the kids, isolates in garage. Sleeps 3-4 hrs/night. Drinks 4-6 beers most nights "to
get to sleep"; denies other drugs. Low mood, anhedonia, poor concentration, guilt x 1 yr+.

SUICIDE RISK SCREENING (C-SSRS screener):
  1) Wish to be dead, past month ........................ YES
     "some nights I think everybody would be better off without me"
  2) Non-specific active suicidal thoughts, past month ... NO
  6) Suicidal behavior, lifetime ......................... NO
Reports similar passive thoughts in 2019 after his father's death; never acted, no
prior attempts, no rehearsal. Denies HI.
Firearms: owns 2 handguns; agreed to store them with brother-in-law Marcus Tillery
during treatment. Protective factors: children, wife, church, wants to coach son's team.
Risk formulation: acute risk LOW, chronic risk MODERATE. Safety plan completed and copy
given. VCL (988, press 1) reviewed.

PAST PSYCH HX: No prior MH treatment or psych admissions.
PMH: s/p appendectomy 2014; L wrist fx 2005, healed. TBI screen negative (no LOC, no
     post-blast sx); TBI not suspected.
FAMILY HX: Father - alcohol use disorder, d. 2019 (cirrhosis). Mother - depression.
SOCIAL HX: Lives with wife and 2 children at 318 Cumberland Ridge Dr, Antioch, TN 37013.
Works as a delivery driver. HS grad + 1 yr community college.

MSE: Alert, oriented x4, casually dressed, fair hygiene. Guarded initially, cooperative.
Speech nl rate/vol. Mood "tired and pissed off". Affect constricted, dysphoric. TP linear.
TC: passive death wish as above, no active SI/plan/intent, no HI, no AVH. Insight fair,
judgment fair.

MEASURES: PCL-5 = 58. PHQ-9 = 17 (item 9 = 1). AUDIT-C = 8.

ASSESSMENT:
Vet meets DSM-5 criteria for PTSD related to combat trauma (intrusions, avoidance, neg
cognitions/mood, hyperarousal >1 month w/ clinically sig distress). Also meets criteria
for a major depressive episode. Alcohol use meets criteria for mild use disorder (3 sx).

DIAGNOSES:
  1. Posttraumatic stress disorder, chronic (F43.12)
  2. Major depressive disorder, single episode, moderate (F32.1)
  3. Alcohol use disorder, mild (F10.10)

PLAN:
  - Start CPT individual therapy weekly, first appt 09/21.
  - Referral to MH psychiatry for med eval (sertraline, prazosin discussed).
  - MI re: alcohol; pt open to cutting back, declined SUD clinic for now.
  - Safety plan as above; f/u phone call 09/16.

/es/ BISOLA A OYELARAN, PhD
Clinical Psychologist
Signed: 09/14/2026 11:02`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'major depressive disorder', diagnosticCode: '9434' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['IED strike on convoy outside Baqubah 2007', 'indirect fire on FOB Warhorse 2008'],
      personalData: [
        { kind: 'name', value: 'MCALLISTER,DERRICK TODD' },
        { kind: 'ssn', value: 'XXX-XX-3381' },
        { kind: 'date-of-birth', value: '05/22/1984' },
        { kind: 'phone', value: '(615) 555-0182' },
        { kind: 'name', value: 'Ortiz' },
        { kind: 'name', value: 'Shonda' },
        { kind: 'name', value: 'Marcus Tillery' },
        { kind: 'address', value: '318 Cumberland Ridge Dr, Antioch, TN 37013' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'va-pact-follow-up-chronic-problem-list',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PACT PRIMARY CARE FOLLOW UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: AUG 05, 2026@13:20     ENTRY DATE: AUG 05, 2026@14:47:09
      AUTHOR: LINDQVIST,ANA C        EXP COSIGNER:
     URGENCY:                            STATUS: COMPLETED

PATIENT: BRANNIGAN,WALTER E   SSN: XXX-XX-4417   DOB: 11/03/1958   AGE: 67

S: 67 yo Navy veteran (Desert Storm era, hull technician) here for 6 mo f/u of chronic
problems, accompanied by wife Deborah. Home BP log 128-138/78-86. Taking meds daily.
CPAP nightly, download 30/30 days >4h, residual AHI 2.1. Heartburn controlled on
omeprazole, rare breakthrough w/ spicy food. Went to ED 06/2026 for L-sided chest pain:
troponin neg x2, EKG no acute change, treadmill stress test normal - ACS ruled out;
pain attributed to chest wall strain and has since resolved. New: intermittent tingling
both feet x 3 mo, worse at night. Denies foot wounds, claudication.

ROS: neg for fever, wt loss, SOB, orthopnea, melena, dysuria. +nocturia x1.

PROBLEM LIST (ACTIVE):
  Hypertension, essential (I10)
  Diabetes mellitus type 2 w/o complications (E11.9)
  Obstructive sleep apnea on CPAP (G47.33)
  Gastroesophageal reflux disease (K21.9)
  Hyperlipidemia, mixed (E78.2)
INACTIVE/RESOLVED: Personal hx of colonic polyps (Z86.010) - last scope 2023 clear;
  chest wall strain 06/2026 - resolved.

MEDICATIONS:
  lisinopril 20 mg PO daily
  amlodipine 5 mg PO daily
  metformin 1000 mg PO BID
  atorvastatin 40 mg PO qhs
  omeprazole 20 mg PO daily before breakfast
  aspirin 81 mg PO daily

FAMILY HX: Father - MI at 61. Brother - type 2 DM. Mother - breast cancer.
SOCIAL: Former smoker, quit 1999 (20 pk-yr). Etoh 1-2 beers/wk. Retired shipyard welder.

SCREENS: PHQ-2 = 0. C-SSRS screener negative (no wish to be dead, no SI). AUDIT-C = 1.
Fall risk neg.

O: BP 134/82  P 72  RR 14  T 97.9  Wt 221 lb  BMI 31.7  SpO2 97% RA
Gen: NAD. CV: RRR, no m/r/g. Lungs: CTAB. Abd: soft, NT. Ext: no edema.
Feet: skin intact, DP/PT 2+ bilat, monofilament 10/10 sites bilat, vibration mildly
decreased at great toes.
LABS 07/29/2026: A1c 7.4 (6.9 in 01/2026), LDL 88, Cr 1.0, eGFR 79, K 4.3,
urine microalb/Cr 18.

A/P:
1. HTN - at goal <140/90. Continue lisinopril, amlodipine.
2. DM2 - A1c up. Metformin already at max dose; add empagliflozin 10 mg daily.
   Diet reviewed; nutrition referral placed. Annual eye exam due - consult placed.
3. Foot paresthesias - etiology unclear; no neuropathy dx at this time. Check B12, TSH,
   SPEP. Reassess next visit, consider NCS if persists.
4. OSA - adherent, well controlled. Continue CPAP.
5. GERD - stable on PPI.
6. HLD - at goal, continue atorvastatin.
7. Health maint: flu shot given today; Shingrix #2 due 10/2026.
RTC 4 months, labs prior.

/es/ ANA C LINDQVIST, MD
Primary Care Physician
Signed: 08/05/2026 14:47`,
    expected: {
      conditions: [
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'type 2 diabetes mellitus', diagnosticCode: '7913' },
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'BRANNIGAN,WALTER E' },
        { kind: 'ssn', value: 'XXX-XX-4417' },
        { kind: 'date-of-birth', value: '11/03/1958' },
        { kind: 'name', value: 'Deborah' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'va-cp-audiology-exam-note',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: C&P AUDIOLOGY EXAMINATION
STANDARD TITLE: C&P EXAMINATION NOTE
DATE OF NOTE: JUN 18, 2026@08:30     ENTRY DATE: JUN 18, 2026@12:15:40
      AUTHOR: SCHLEIFER,MEGAN R      EXP COSIGNER:
     URGENCY:                            STATUS: COMPLETED

PATIENT: OKONKWO-REESE,TERRENCE J    SSN: 604-12-8853    DOB: 02/09/1981

Hearing loss and tinnitus examination. VBMS e-folder and CPRS reviewed.

MILITARY NOISE HX: US Army 1999-2007, MOS 13B cannon crewmember (M109A6 Paladin).
Deployed OIF 2003-2004. Reports firing "thousands" of 155mm rounds; foam plugs issued
but often not used during fire missions. Small arms qualification 2x/yr.
CIVILIAN NOISE HX: Warehouse associate 2008-present (wears HPD). Deer hunting, 2-3
rounds/yr, no HPD. Denies power tools, motorcycles.
OTHER: Denies ear surgery, chronic ear infections, head trauma, ototoxic meds.
Family hx: mother has worn hearing aids since age 50.

TINNITUS: Constant, bilateral, high-pitched ringing. Vet states onset during a live-fire
exercise at Fort Sill in 2001 when a howitzer fired next to him and "my ears never
stopped ringing after that." Interferes with sleep and concentration.

OTOSCOPY: clear canals, TMs intact bilat.
TYMPANOMETRY: Type A bilat. Acoustic reflexes present at expected levels.

PURE TONE THRESHOLDS (dB HL):
            500   1000   2000   3000   4000   6000   8000
  RIGHT      15     20     25     45     60     55     50
  LEFT       15     20     30     50     65     60     55
SRT: R 20 dB, L 25 dB.  Maryland CNC word recognition: R 92%, L 88%.
Test reliability: good.

INTERPRETATION: Right - normal sloping to moderately severe sensorineural hearing loss.
Left - normal sloping to moderately severe sensorineural hearing loss.
Hearing loss meets 38 CFR 3.385 criteria bilaterally.

STR REVIEW: Enlistment audiogram (1999) WNL bilat. Reference audiograms 2001 and 2004
WNL. Separation audiogram (MAR 2007): thresholds 500-4000 Hz 5-20 dB bilat; no
significant threshold shift compared with enlistment. DD 2807-1 at separation (2007)
marked YES for "ringing in the ears."

MEDICAL OPINIONS:
1. Hearing loss:
Bilateral hearing loss is less likely than not (less than 50% probability) due to service.
Rationale: hearing was normal at separation with no significant threshold shift from
enlistment; per the IOM (2006) report there is no sufficient scientific basis for
delayed-onset noise-induced hearing loss years after exposure. Post-service hunting
without protection and family history are also noted.
2. Tinnitus:
It is at least as likely as not (50% or greater probability) that tinnitus is due to service.
Rationale: hazardous noise exposure as a cannon crewmember is conceded (MOS rated highly
probable for noise exposure), onset is reported during service, and ringing in the ears
was documented on the separation medical history.

DIAGNOSES:
  1. Sensorineural hearing loss, bilateral (H90.3)
  2. Tinnitus, bilateral (H93.13)

RECOMMENDATIONS: Hearing aid fitting consult placed. Tinnitus education (PTM level 2)
provided; sound generator options discussed.

/es/ MEGAN R SCHLEIFER, AuD, CCC-A
Audiologist
Signed: 06/18/2026 12:15`,
    expected: {
      conditions: [
        { name: 'sensorineural hearing loss', diagnosticCode: '6100' },
        { name: 'tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'sensorineural hearing loss',
          strength: 'less likely than not',
          quote: 'Bilateral hearing loss is less likely than not (less than 50% probability) due to service',
        },
        {
          condition: 'tinnitus',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not (50% or greater probability) that tinnitus is due to service',
        },
      ],
      inServiceEvents: [
        'noise exposure as 13B cannon crewmember (M109A6 Paladin)',
        'tinnitus onset during live-fire exercise at Fort Sill 2001',
        'OIF deployment 2003-2004',
      ],
      personalData: [
        { kind: 'name', value: 'OKONKWO-REESE,TERRENCE J' },
        { kind: 'ssn', value: '604-12-8853' },
        { kind: 'date-of-birth', value: '02/09/1981' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'va-physical-therapy-initial-eval-s1-radiculopathy',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PHYSICAL THERAPY OUTPATIENT INITIAL EVALUATION
STANDARD TITLE: PHYSICAL THERAPY CONSULT
DATE OF NOTE: MAY 11, 2026@10:00     ENTRY DATE: MAY 11, 2026@16:31:22
      AUTHOR: DRISCOLL,PATRICK J     EXP COSIGNER:
     URGENCY:                            STATUS: COMPLETED

PATIENT: FONTENOT,JOLENE RAE   SSN: XXX-XX-7720   DOB: 12/01/1983
Consult: PT eval & treat, from PACT

REFERRING DX: 1) Lumbar disc herniation L5-S1 (M51.26)  2) Lumbar radiculopathy, R (M54.16)

SUBJECTIVE:
42 yo F AF veteran (security forces, 2004-2012) w/ LBP radiating to R buttock, post thigh
and lat calf, numbness lat R foot. First hurt back in 2009 at Bagram lifting a pallet of
body armor w/ another airman; seen at clinic, dx'd w/ back strain, 7 days quarters. Back
"never right since", flares 2-3x/yr. Radicular sx started ~2 yrs ago, worse since 01/2026.
Pain 6/10 avg, 8/10 worst, 3/10 best. Worse: sitting >20 min, driving, bending. Better:
walking, lying on L side. Denies saddle anesthesia, B/B changes, unexplained wt loss,
night sweats. Previously evaluated for R hip pathology - hip xrays/exam normal, hip OA
ruled out by ortho 02/2026.
Goals: "sit thru my son's basketball games", return to jogging.
PMH: migraines in her 20s, none in >10 yrs. C-section 2015.
Meds: gabapentin 300 mg TID, naproxen 500 mg BID prn.

IMAGING: MRI L-spine 03/04/2026: R paracentral disc protrusion L5-S1 contacting the
traversing R S1 nerve root. No canal stenosis. Other levels unremarkable.
EMG/NCS 04/15/2026: chronic R S1 radiculopathy; no peripheral neuropathy.

OBJECTIVE:
Posture: decr lumbar lordosis, slight L lateral shift.
AROM lumbar: flex 45% (fingertips to mid-shin) w/ pain peripheralizing to R calf;
ext 50% w/ central LBP; SB L WNL, SB R 75% + R buttock pain.
Neuro: Myotomes 5/5 except R plantarflexion 4/5 (10 single-leg heel raises R vs 20 L).
Dermatomes: decr LT R lateral foot (S1). DTR: patellar 2+ bilat; achilles R 1+, L 2+.
SLR: R + at 40 deg reproducing calf sx; L neg. Slump R +. Crossed SLR neg.
Palp: TTP R L5-S1 paraspinals. Hip screen: FABER/FADIR neg bilat.
Outcome measures: ODI 38% (moderate disability). PSFS avg 3.7/10.

ASSESSMENT:
Pt presents w/ s/s consistent w/ R S1 radiculopathy secondary to L5-S1 disc herniation
(intervertebral disc syndrome). Partial centralization w/ repeated prone press-ups x 10,
suggesting extension directional preference. Good rehab potential.

PLAN: 2x/wk x 6 wks. Repeated ext in lying, neural glides, core stab, walking program,
sitting ergonomics. HEP issued and demonstrated, pt verbalized understanding.
Will notify referring provider if neuro deficit progresses.

/es/ PATRICK J DRISCOLL, PT, DPT
Physical Therapist
Signed: 05/11/2026 16:31`,
    expected: {
      conditions: [
        { name: 'intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['lifting injury to back at Bagram 2009 (pallet of body armor)'],
      personalData: [
        { kind: 'name', value: 'FONTENOT,JOLENE RAE' },
        { kind: 'ssn', value: 'XXX-XX-7720' },
        { kind: 'date-of-birth', value: '12/01/1983' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'va-suicide-prevention-coordinator-follow-up',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: SUICIDE PREVENTION CASE MANAGEMENT NOTE
STANDARD TITLE: SUICIDE PREVENTION NOTE
DATE OF NOTE: OCT 29, 2026@15:05     ENTRY DATE: OCT 29, 2026@16:20:11
      AUTHOR: BEAUREGARD,TASHA L     STATUS: COMPLETED
PATIENT: TRAN,KEVIN MINH   SSN: XXX-XX-0954   DOB: 07/30/1990   PH: (253) 555-0117

HIGH RISK FOR SUICIDE PRF: ACTIVE (placed 10/20/2026)

Reason for contact: post-discharge f/u, 5 days after d/c from inpatient MH (10/20-10/24).
Vet was admitted after calling VCL on 10/19 stating he had loaded his rifle and was
thinking about shooting himself after his girlfriend left and he lost his job. Police
welfare check, taken to ED, admitted voluntarily.

Today: Vet reports mood "a little better." Endorses passive SI ("I still wish I
wouldn't wake up sometimes") 2-3x this week, brief, no plan or intent. Denies HI.
Last drink 10/18; attending AA in Lakewood. Taking sertraline 100 mg daily, no side fx.
Background: Army 11B 2009-2013. In 2011 in Kandahar his squad member SPC Ngata was
killed by an IED; pt carries guilt ("I switched spots with him"). No prior attempts.
Family hx: older brother died by suicide 2018.

Lethal means: rifle and handgun now stored with cousin Vinh Pham; vet confirms no
access. Medications: 30-day supply in blister pack.

C-SSRS (since last contact): wish to be dead YES; active SI NO; behavior NO.
Risk assessment: acute risk INTERMEDIATE, chronic risk HIGH (recent SI w/ plan, recent
losses, AUD, male, hx firearm access, family hx of suicide).

DIAGNOSES (per inpatient d/c summary, reviewed):
  Major depressive disorder, recurrent, severe w/o psychotic features (F33.2)
  Alcohol use disorder, moderate (F10.20)

PLAN:
  - Safety plan reviewed/updated; coping: call cousin, walk dog, gym.
  - Caring contacts enrolled. Next SPC call 11/05.
  - MH psychiatry appt 11/03 and SUD IOP intake 11/04 confirmed.
  - Vet given 988 press 1 card again.

/es/ TASHA L BEAUREGARD, LCSW
Suicide Prevention Coordinator`,
    expected: {
      conditions: [
        { name: 'major depressive disorder', diagnosticCode: '9434' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['squad member killed by IED in Kandahar 2011'],
      personalData: [
        { kind: 'name', value: 'TRAN,KEVIN MINH' },
        { kind: 'ssn', value: 'XXX-XX-0954' },
        { kind: 'date-of-birth', value: '07/30/1990' },
        { kind: 'phone', value: '(253) 555-0117' },
        { kind: 'name', value: 'Ngata' },
        { kind: 'name', value: 'Vinh Pham' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'dbq-back-thoracolumbar-private-with-opinion',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

NAME OF PATIENT/VETERAN: Anthony R. Pellegrino
PATIENT/VETERAN'S SOCIAL SECURITY NUMBER: 291-64-0375
DATE OF EXAMINATION: 07/22/2026

IS VA CONTRACTING WITH YOU TO COMPLETE THIS DBQ? [ ] Yes [X] No
HOW WAS THE EXAMINATION COMPLETED? [X] In-person examination  [ ] Records review only
EVIDENCE REVIEW: [X] Service treatment records [X] VA treatment records
                 [X] Private records: MRI lumbar spine 05/2026, x-rays 2019

SECTION I - DIAGNOSIS
1A. Does the Veteran now have or has he/she ever been diagnosed with a thoracolumbar
spine (back) condition? [X] Yes [ ] No
  [X] Lumbosacral strain                    ICD code: S39.012   Date of diagnosis: 2005
  [X] Degenerative arthritis of the spine   ICD code: M47.816   Date of diagnosis: 2019
  [ ] Intervertebral disc syndrome
  [ ] Spinal stenosis
  [X] Other: Radiculopathy, left lower extremity   ICD code: M54.17   Date: 2021
Note: HLA-B27 and sacroiliac imaging negative 2021; ankylosing spondylitis was excluded.

SECTION II - MEDICAL HISTORY
2A. Onset and course: Veteran served as a 12B combat engineer 2002-2010. In 2005 at
Camp Taji, Iraq, he fell approx. 8 feet from the bed of a 5-ton truck while unloading
concertina wire and landed on his back. Treated at the battalion aid station with Motrin
and a 14-day profile. STRs show 4 further visits for low back pain 2006-2009. Pain has
progressed since discharge; left leg pain and numbness began 2021.
2B. Flare-ups: [X] Yes - 1-2x/month, lasting 2-3 days, after yard work or long drives.
2C. Functional loss: [X] Yes - cannot sit > 30 min, stopped coaching youth soccer.
Family history: brother Dominic has ankylosing spondylitis.

SECTION III - RANGE OF MOTION
Initial ROM: [X] Abnormal
  Forward flexion: 0 to 55 degrees (pain begins at 40)
  Extension: 0 to 15     Right lateral flexion: 0 to 20   Left lateral flexion: 0 to 20
  Right lateral rotation: 0 to 25   Left lateral rotation: 0 to 25
Repetitive use (3 reps): additional loss - flexion to 50 degrees.
Guarding or muscle spasm: [X] Yes, resulting in abnormal gait
Localized tenderness: [X] Yes, bilat L4-S1 paraspinals

SECTION IV - MUSCLE STRENGTH, REFLEXES, SENSORY
Strength: 5/5 throughout except left great toe extension 4/5.
Reflexes: knee 2+ bilat; ankle R 2+, L 1+.
Sensory: decreased L lateral leg and dorsum of L foot.
SLR: Right negative, Left positive.

SECTION V - RADICULOPATHY
5A. Radicular pain or other signs/symptoms due to radiculopathy? [X] Yes
  Left lower extremity: constant pain mild; intermittent pain moderate;
  paresthesias moderate; numbness mild.   Right: none.
5B. Nerve roots involved: [X] Involvement of L4/L5/S1/S2/S3 nerve roots (sciatic nerve)
5C. Severity: Left - [X] Moderate    Right - [X] Not affected

SECTION VI - ANKYLOSIS: [X] No
SECTION VII - IVDS: Does the Veteran have IVDS? [ ] Yes [X] No
SECTION VIII - ASSISTIVE DEVICES: [X] Cane - occasional, for flare-ups
SECTION IX - DIAGNOSTIC TESTING
  Imaging studies of thoracolumbar spine performed: [X] Yes
  Arthritis documented: [X] Yes. X-ray 2019: multilevel disc space narrowing and facet
  hypertrophy L4-S1. MRI 05/2026: L4-5 and L5-S1 degenerative disc disease, left
  foraminal narrowing L4-5 and L5-S1.
SECTION X - FUNCTIONAL IMPACT
  [X] Yes - Cannot lift > 20 lb, needs breaks from sitting; uses a standing desk.

SECTION XI - MEDICAL OPINION
After review of the STRs documenting the 2005 fall and the repeated low back complaints
in service, it is at least as likely as not (50 percent or greater probability) that the Veteran's current degenerative arthritis of the lumbar spine is related to the in-service fall from a 5-ton truck.
Rationale: documented acute injury with continued complaints thereafter; onset of
degenerative change at a relatively young age (37) at the injured levels; no
intervening injury; sedentary post-service occupation.

PHYSICIAN SIGNATURE: /s/ Ramesh K. Iyengar, MD (Physical Medicine & Rehabilitation)
DATE: 07/25/2026`,
    expected: {
      conditions: [
        { name: 'lumbosacral strain', diagnosticCode: '5237' },
        { name: 'degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'degenerative arthritis of the spine',
          strength: 'at least as likely as not',
          quote: "it is at least as likely as not (50 percent or greater probability) that the Veteran's current degenerative arthritis of the lumbar spine is related to the in-service fall from a 5-ton truck",
        },
      ],
      inServiceEvents: ['fall from the bed of a 5-ton truck at Camp Taji 2005'],
      personalData: [
        { kind: 'name', value: 'Anthony R. Pellegrino' },
        { kind: 'ssn', value: '291-64-0375' },
        { kind: 'name', value: 'Dominic' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-initial-ptsd-rocket-attack',
    kind: 'dbq',
    format: 'pdf',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Renata J. Whitlock        VA File Number: 28417903
Date of examination: 03/03/2026   Examination: VA contract examination, in person, 2.5 hrs

SECTION I - DIAGNOSIS
1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria?  [X] Yes [ ] No
2. Current diagnoses:
   a. Mental disorder diagnosis #1: Posttraumatic stress disorder    ICD code: F43.10
   b. Other mental disorder diagnosis: [X] No other mental disorder diagnosis
   c. Medical diagnoses relevant to the mental health disorder: none
3. Does the Veteran have a diagnosed traumatic brain injury (TBI)?  [ ] Yes [X] No
4. Occupational and social impairment:
   [X] Occupational and social impairment with reduced reliability and productivity

SECTION II - CLINICAL FINDINGS
Social/marital/family history: Raised in Macon, GA. Married to Gregory since 2012, one
daughter (age 10). Marriage strained by her irritability and emotional distance; she
avoids family gatherings and stopped attending church.
Occupational/educational: Army 92G food service specialist 2006-2014, SGT, OIF 2008-2009.
Since 2015 a school cafeteria manager; used all sick leave this year; 2 written warnings
for conflicts with staff.
Mental health history: First seen at VA in 2016; sertraline 2016-2018 (stopped for side
effects). No current treatment. No psychiatric hospitalizations.
Substance use: heavy drinking 2010-2014; sober since 08/2014, attends AA monthly.
Legal/behavioral: none.

STRESSORS
Stressor #1: In 2009 at COB Speicher, Iraq, 107 mm rockets struck near the dining
facility annex while she was on shift; she helped carry two wounded soldiers to the aid
station, one of whom died.
  Adequate to support the diagnosis of PTSD?  [X] Yes
  Related to fear of hostile military or terrorist activity?  [X] Yes
  Related to military sexual trauma?  [ ] Yes [X] No

PTSD DIAGNOSTIC CRITERIA
Criterion A: [X] Directly experiencing  [X] Witnessing, in person
Criterion B: [X] Intrusive memories  [X] Distressing dreams  [X] Distress at cues
Criterion C: [X] Avoids memories/thoughts  [X] Avoids external reminders
Criterion D: [X] Persistent negative emotional state  [X] Diminished interest
             [X] Detachment from others
Criterion E: [X] Irritable behavior/angry outbursts  [X] Hypervigilance
             [X] Sleep disturbance
Criteria F-H: [X] Duration > 1 month  [X] Clinically significant distress
              [X] Not attributable to a substance or medical condition

SYMPTOMS (check all that apply)
[X] Depressed mood  [X] Anxiety  [X] Suspiciousness  [X] Chronic sleep impairment
[ ] Panic attacks more than once a week  [X] Mild memory loss
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[ ] Suicidal ideation  [ ] Impaired impulse control
[ ] Persistent danger of hurting self or others

BEHAVIORAL OBSERVATIONS: Casually dressed, appropriate grooming. Tearful describing
stressor. Speech normal. Mood "on edge"; affect anxious. Thought process logical. No
psychotic symptoms. Oriented x4.

RISK ASSESSMENT: The Veteran denied any current or past suicidal ideation, intent or plan,
and has no history of suicide attempts. Denied homicidal ideation. No firearms in home.

TESTING: PCL-5 = 54.

MEDICAL OPINION:
Based on the interview, the STRs (which document a combat stress clinic visit two days
after the attack) and her consistent report,
it is my opinion that her PTSD is more likely than not the result of the 2009 rocket attack
she experienced at COB Speicher.

Competency: The Veteran is capable of managing her financial affairs.

Examiner: /s/ Howard T. Delacroix, PsyD, Licensed Psychologist      Date: 03/05/2026`,
    expected: {
      conditions: [{ name: 'PTSD', diagnosticCode: '9411' }],
      nexusOpinions: [
        {
          condition: 'PTSD',
          strength: 'more likely than not',
          quote: 'it is my opinion that her PTSD is more likely than not the result of the 2009 rocket attack',
        },
      ],
      inServiceEvents: ['rocket attack at COB Speicher 2009', 'carried wounded soldiers to aid station, one died'],
      personalData: [
        { kind: 'name', value: 'Renata J. Whitlock' },
        { kind: 'record-number', value: '28417903' },
        { kind: 'name', value: 'Gregory' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-sleep-apnea-negative-secondary-opinion',
    kind: 'dbq',
    format: 'image',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE                   VA C&P EXAMINATION
Name of Veteran: HOLLOWAY, DESMOND K          SSN: XXX-XX-2269
Date of exam: 04/09/2026    Method: [X] In-person  [ ] ACE (records review only)
Evidence reviewed: [X] VBMS e-folder  [X] CPRS  [ ] No records reviewed

SECTION I - DIAGNOSIS
Does the Veteran now have or has he ever been diagnosed with sleep apnea? [X] Yes [ ] No
  [X] Obstructive sleep apnea     ICD: G47.33     Date of diagnosis: 03/2021
  [ ] Central sleep apnea    [ ] Mixed sleep apnea

SECTION II - MEDICAL HISTORY
Veteran served USMC 2006-2014 (0311). Service connected for PTSD (50%). Wife noted loud
snoring and pauses in breathing starting ~2019. Gained about 60 lb since separation.
PSG 03/2021: AHI 34.6/hr, nadir SpO2 81%. On CPAP since 04/2021, uses most nights.
STRs silent for snoring, apneas or sleep complaints; separation exam 2014: wt 192 lb.

SECTION III - FINDINGS, SIGNS AND SYMPTOMS
  [ ] Asymptomatic with documented sleep disorder breathing
  [X] Persistent daytime hypersomnolence
  [X] Requires use of breathing assistance device such as CPAP machine
  [ ] Chronic respiratory failure with carbon dioxide retention or cor pulmonale
  [ ] Requires tracheostomy
Exam: BMI 38.2, neck circumference 18.5 in, Mallampati IV. Epworth 14.

SECTION IV - DIAGNOSTIC TESTING: [X] Sleep study performed - results as above.
SECTION V - FUNCTIONAL IMPACT: [X] No - does not impact ability to work with CPAP.

MEDICAL OPINION - SECONDARY SERVICE CONNECTION
Opinion: OSA is less likely than not (less than 50% probability) due to SC PTSD.
Rationale: Peer-reviewed literature shows an association between PTSD and disturbed
sleep but does not establish PTSD as a cause of upper airway collapse during sleep.
The Veteran's OSA is adequately explained by obesity (BMI 38.2), large neck
circumference, male sex and age. His current psychiatric medications (sertraline,
prazosin) are not associated with significant weight gain.

/es/ CONSTANCE A. MBEKI, MD
Staff Physician, C&P Service                                   Signed: 04/09/2026`,
    expected: {
      conditions: [
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'OSA is less likely than not (less than 50% probability) due to SC PTSD',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'HOLLOWAY, DESMOND K' },
        { kind: 'ssn', value: 'XXX-XX-2269' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-knee-right-djd-negative-opinion',
    kind: 'dbq',
    format: 'text',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: SEKULA, BERNARD J.        Veteran's SSN: 377-20-5814
Date of examination: 09/30/2026
Examination completed: [X] In-person    [ ] Records review only
Evidence review: [X] VBMS e-folder, including STRs and private orthopedic records 2021-2026

SECTION I - DIAGNOSIS
1A. Does the Veteran now have or has he ever had a knee and/or lower leg condition? [X] Yes
   Diagnosis #1: Degenerative arthritis, right knee   ICD: M17.11   Side: [X] Right
                 Date of diagnosis: 2021
   Left knee: no diagnosis - Veteran reports occasional left knee ache; normal exam and
   normal imaging.

SECTION II - MEDICAL HISTORY
Veteran served US Army 1994-1998 (92Y unit supply). STRs: 05/1997 sick call - twisted R
knee playing basketball during unit sports day; dx R knee sprain, ACE wrap, profile x 7
days; f/u 06/1997 "full ROM, no effusion, resolved." No further knee complaints;
separation exam (1998) lower extremities normal; Veteran denied joint problems on his
separation history.
Post-service: floor installer 1999-2021 (kneeling most of the workday). R knee pain
began ~2018 and progressed. Private ortho 2021: x-ray medial joint space narrowing. MRI
2023: degenerative cartilage loss medial compartment; no meniscal tear; ligaments intact.
Flare-ups: [X] Yes - after stairs or long walks, "stiff and swollen."
Functional loss: [X] Yes - cannot kneel; stopped working as an installer in 2021.

SECTION III - RANGE OF MOTION
                   Right knee            Left knee
Flexion            0 to 105 degrees      0 to 140 degrees
Extension          105 to 0 degrees      140 to 0 degrees
Pain on exam:      [X] on flexion        [ ] none
Repetitive use:    no additional loss    no additional loss
Crepitus:          [X] Yes               [ ] No

SECTION IV - MUSCLE STRENGTH: 5/5 bilat (knee flexion/extension). No atrophy.
SECTION V - JOINT STABILITY: Lachman, anterior/posterior drawer, valgus/varus stress
  normal bilaterally. Joint instability: [X] No
SECTION VI - MENISCAL CONDITIONS: [X] No
SECTION VII - ASSISTIVE DEVICES: [X] Brace - right, occasional
SECTION VIII - IMAGING: X-ray R knee 09/30/2026: moderate medial compartment narrowing,
  marginal osteophytes. Degenerative arthritis documented: [X] Yes, right.
  X-ray L knee: normal.
SECTION IX - FUNCTIONAL IMPACT: [X] Yes - no kneeling, squatting or ladder work.

MEDICAL OPINION
The Veteran's right knee degenerative arthritis is less likely than not (less than 50 percent probability) incurred in or caused by the right knee sprain in service.
Rationale: the 1997 sprain was documented as resolved with full ROM; there were no knee
complaints for the remainder of service or at separation; symptoms began about 20 years
after service. The medical literature supports occupational kneeling, age (now 53) and
obesity (BMI 34) as the main risk factors for knee osteoarthritis, all present here.

/es/ Marguerite O. Halloran, DO
Compensation & Pension Examiner                             Signed: 10/01/2026`,
    expected: {
      conditions: [{ name: 'degenerative arthritis of the right knee', diagnosticCode: '5260' }],
      nexusOpinions: [
        {
          condition: 'degenerative arthritis of the right knee',
          strength: 'less likely than not',
          quote: "The Veteran's right knee degenerative arthritis is less likely than not (less than 50 percent probability) incurred in or caused by the right knee sprain in service",
        },
      ],
      inServiceEvents: ['right knee sprain playing basketball 1997'],
      personalData: [
        { kind: 'name', value: 'SEKULA, BERNARD J.' },
        { kind: 'ssn', value: '377-20-5814' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-headaches-migraine-speculation',
    kind: 'dbq',
    format: 'text',
    text: `HEADACHES (INCLUDING MIGRAINE HEADACHES) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Quintero, Alejandro M.         SSN: XXX-XX-1186
VA File No.: 419083327        DOB: 04/26/1988        Date of exam: 02/17/2026
Records reviewed: [X] VBMS (STRs, PDHA/PDHRA)  [X] CPRS  [X] Private ER records 2016

SECTION I - DIAGNOSIS
Does the Veteran now have or has he ever been diagnosed with a headache condition? [X] Yes
  [X] Migraine including migraine variants     ICD: G43.909    Date of diagnosis: 2017
  [ ] Tension headaches   [ ] Cluster headaches   [ ] Other
TBI: no TBI diagnosis of record; not separately examined.

SECTION II - MEDICAL HISTORY
Veteran served Army 2007-2012 (88M; OEF 2010). He reports that in 2010 near Kandahar an
IED detonated beside his MRAP; he "saw stars," had no LOC, and had headaches for a few
days. He did not seek care. PDHA (01/2011) answered "No" to blast exposure and "No" to
current headaches. No headache complaints in STRs; separation exam 2012 neuro normal.
Post-service: 06/2016 motorcycle crash (private ER) with helmeted head strike, brief LOC,
dx concussion; CT head negative. ER follow-up notes record frequent headaches "since the
accident," while the Veteran states they began "after Afghanistan" and worsened in 2016.
Current: throbbing, usually right-sided, with nausea and light/sound sensitivity, 6-12
hrs, 3-4 per month. Sumatriptan prn; topiramate 50 mg BID since 2022.
Family history: mother has migraines.

SECTION III - SYMPTOMS
Headache pain: [X] Pulsating or throbbing  [X] Localized to one side of the head
               [X] Worsens with physical activity
Non-headache symptoms: [X] Nausea  [ ] Vomiting  [X] Sensitivity to light
                       [X] Sensitivity to sound  [ ] Changes in vision
Duration of typical head pain: [X] Less than 1 day
Location of head pain: [X] Right side of head

SECTION IV - PROSTRATING ATTACKS
Characteristic prostrating attacks of migraine headache pain: [X] Yes
  Frequency: [X] Once every month (averaged over the last several months)
Very frequent prostrating and prolonged attacks of migraine pain: [ ] Yes [X] No

SECTION V - DIAGNOSTIC TESTING: MRI brain 2019 normal.
SECTION VI - FUNCTIONAL IMPACT: [X] Yes - misses about 1 day of work/month (HVAC tech).

MEDICAL OPINION (direct service connection)
Whether the Veteran's migraine is related to the claimed 2010 blast exposure: I cannot resolve this issue without resort to mere speculation.
Rationale: The Veteran's account of the 2010 blast is plausible, but there is no
contemporaneous documentation and the PDHA was negative for blast exposure and for
headaches. There is a documented post-service concussion in 2016 after which frequent
headaches were charted, and a family history of migraine. These competing explanations
are equally plausible and the record contains no medical evidence that would allow me
to determine which is responsible.

/es/ Nkechi A. Obiora, MD
Neurologist, VHA C&P                                          Signed: 02/19/2026`,
    expected: {
      conditions: [{ name: 'migraine', diagnosticCode: '8100' }],
      nexusOpinions: [
        {
          condition: 'migraine',
          strength: 'unable to resolve',
          quote: 'I cannot resolve this issue without resort to mere speculation',
        },
      ],
      inServiceEvents: ['IED blast beside MRAP near Kandahar 2010 (reported)'],
      personalData: [
        { kind: 'name', value: 'Quintero, Alejandro M.' },
        { kind: 'ssn', value: 'XXX-XX-1186' },
        { kind: 'record-number', value: '419083327' },
        { kind: 'date-of-birth', value: '04/26/1988' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-orthopaedic-nexus-letter-back-and-knee',
    kind: 'private-letter',
    format: 'text',
    text: `BLUE RIDGE ORTHOPAEDIC & SPINE ASSOCIATES, P.A.

November 3, 2026

Department of Veterans Affairs
Evidence Intake Center

RE:           Harlan D. Whitcomb
DOB:          09/17/1972
VA File No.:  417239981
Address:      55 Tanager Hollow Ln, Weaverville, NC 28787

To Whom It May Concern:

I am a board-certified orthopaedic surgeon and have treated Mr. Whitcomb in this practice
since March 2021 for chronic low back pain and left knee pain. He asked me to provide an
opinion on the relationship between these conditions and his military service. I have
reviewed his service treatment records (provided by the Veteran), his VA treatment records
from 2015 to 2026, and our own records, including imaging.

Military history: Mr. Whitcomb served in the U.S. Army from 1991 to 2003 as an
infantryman (11B) with the 82nd Airborne Division and completed 64 static-line parachute
jumps. During a night training jump at Fort Bragg in October 1998 he had a hard landing on
rocky ground, injuring his lower back and left knee. His STRs document evaluation the next
morning with lumbar paraspinal spasm and a left knee effusion, a 30-day profile, and
recurrent sick call visits for back pain in 1999, 2000 and 2002.

Post-service he has worked as an electrical estimator, a largely sedentary job. He reports
no post-service injuries. BMI 27. Non-smoker.

Current findings: Lumbar flexion is limited to 50 degrees with pain. MRI of the lumbar
spine (04/2026) shows multilevel disc desiccation and height loss L3-S1 with facet
arthropathy. The left knee has medial joint line tenderness and flexion to 115 degrees;
standing x-rays show moderate medial compartment narrowing with osteophytes, while the
right knee is normal. Inflammatory arthropathy was excluded (normal ESR, CRP, rheumatoid
factor and anti-CCP). His mother had rheumatoid arthritis.

Diagnoses:
1. Lumbar degenerative disc disease and spondylosis, L3-S1 (degenerative arthritis of the
   spine)
2. Post-traumatic osteoarthritis, left knee, medial compartment

Opinion:
It is my opinion that Mr. Whitcomb's lumbar degenerative disc disease is more likely than not a result of the cumulative axial loading of repeated parachute landings and the 1998 hard landing.
Likewise, his left knee osteoarthritis is at least as likely as not related to the documented 1998 knee injury.

My reasoning: studies of military parachutists show higher rates of lumbar degenerative
disease than in non-jumping soldiers; his symptoms are documented continuously from 1998;
and isolated medial compartment arthritis in a knee with a documented traumatic effusion,
with a normal opposite knee and no other risk factors, fits the pattern of post-traumatic
osteoarthritis.

Please contact my office with any questions.

Sincerely,

/s/ Jonathan P. Strickland, MD
Board Certified, American Board of Orthopaedic Surgery`,
    expected: {
      conditions: [
        { name: 'degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'degenerative arthritis of the left knee', diagnosticCode: '5260' },
      ],
      nexusOpinions: [
        {
          condition: 'degenerative arthritis of the spine',
          strength: 'more likely than not',
          quote: "It is my opinion that Mr. Whitcomb's lumbar degenerative disc disease is more likely than not a result of the cumulative axial loading of repeated parachute landings and the 1998 hard landing",
        },
        {
          condition: 'degenerative arthritis of the left knee',
          strength: 'at least as likely as not',
          quote: 'his left knee osteoarthritis is at least as likely as not related to the documented 1998 knee injury',
        },
      ],
      inServiceEvents: ['64 static-line parachute jumps', 'hard landing on night training jump at Fort Bragg October 1998'],
      personalData: [
        { kind: 'name', value: 'Harlan D. Whitcomb' },
        { kind: 'name', value: 'Whitcomb' },
        { kind: 'date-of-birth', value: '09/17/1972' },
        { kind: 'record-number', value: '417239981' },
        { kind: 'address', value: '55 Tanager Hollow Ln, Weaverville, NC 28787' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-psychologist-letter-mdd-flight-deck-crash',
    kind: 'private-letter',
    format: 'pdf',
    text: `HARBORVIEW PSYCHOLOGICAL SERVICES, PLLC

October 14, 2026

Re:     Simone R. Calloway
DOB:    08/02/1986
Phone:  (757) 555-0198

To the Department of Veterans Affairs:

I am a licensed clinical psychologist in the Commonwealth of Virginia and have been
Ms. Calloway's treating psychologist since January 2024, seeing her for weekly to biweekly
individual psychotherapy (32 sessions to date). I am writing at her request.

Background: Ms. Calloway served in the U.S. Navy from 2004 to 2010 as an aviation
structural mechanic aboard an aircraft carrier. In July 2005, during flight operations,
she witnessed an MH-60S helicopter crash on the flight deck in which two sailors were
killed; she knew one of them well and took part in the recovery of remains. Her service
treatment records show a chaplain referral and two visits to the ship's medical
department for insomnia and "nerves" in August 2005. After that she describes persistent
low mood, crying spells and withdrawal that she "hid to keep my quals." Her performance
evaluations declined in 2006-2007.

Since discharge she has had recurring episodes of depression (2011, 2016, 2023-2024)
separated by partial recovery, along with persistent worry, muscle tension and poor
sleep. During the most recent episode, in early 2024, she reported passive suicidal
ideation (thoughts that she "should just not wake up"), without plan or intent. She has
made no suicide attempts and currently denies suicidal ideation. Her daughter, Imani, age
12, is a strong protective factor.

Assessment: structured clinical interview (SCID-5-CV), PHQ-9 (currently 14), GAD-7 (15),
PCL-5 (29, below threshold). Bipolar disorder was considered and ruled out; there is no
history of manic or hypomanic episodes. She does not meet full criteria for PTSD. Thyroid
studies from her primary care physician are normal.

Diagnoses:
1. Major depressive disorder, recurrent, moderate (F33.1)
2. Generalized anxiety disorder (F41.1)

Opinion: Based on my treatment of Ms. Calloway and review of her service records,
it is as likely as not that her major depressive disorder is related to military service,
specifically to the 2005 flight deck mishap and its aftermath.
The contemporaneous entries in her service records, the decline in her evaluations and
the continuity of depressive episodes since then support this conclusion. I have not
formed an opinion about the cause of her generalized anxiety disorder.

Respectfully,

Dana M. Kessler-Obi, Ph.D.
Licensed Clinical Psychologist`,
    expected: {
      conditions: [
        { name: 'major depressive disorder', diagnosticCode: '9434' },
        { name: 'generalized anxiety disorder', diagnosticCode: '9400' },
      ],
      nexusOpinions: [
        {
          condition: 'major depressive disorder',
          strength: 'at least as likely as not',
          quote: 'it is as likely as not that her major depressive disorder is related to military service',
        },
      ],
      inServiceEvents: ['witnessed MH-60S helicopter crash on flight deck July 2005', 'recovery of remains'],
      personalData: [
        { kind: 'name', value: 'Simone R. Calloway' },
        { kind: 'name', value: 'Calloway' },
        { kind: 'date-of-birth', value: '08/02/1986' },
        { kind: 'phone', value: '(757) 555-0198' },
        { kind: 'name', value: 'Imani' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'private-gastroenterology-letter-gulf-war-ibs',
    kind: 'private-letter',
    format: 'text',
    text: `LAKESHORE GASTROENTEROLOGY ASSOCIATES
Digestive Health Center

September 8, 2026

RE: Eduardo P. Saldana
DOB: 03/30/1969
Mailing address: 4410 W. Bramble Ct, Milwaukee, WI 53221

To the VA Regional Office:

Mr. Saldana has been my patient since 2019. He asked me to summarize his GI conditions
and to comment on whether they are related to his Gulf War service.

He served in the U.S. Army from 1988 to 1992 and was deployed to Saudi Arabia and Kuwait
from December 1990 to May 1991 with a transportation unit. He describes driving through
dense smoke from the Kuwaiti oil well fires for weeks, taking pyridostigmine bromide (PB)
tablets, and drinking local water when bottled water ran out. He first developed cramping
abdominal pain and loose stools in theater (March 1991) and was seen at a battalion aid
station for "diarrhea" twice. The symptoms never fully resolved after he came home.

Current symptoms: lower abdominal cramping 3-4 days/week relieved by defecation, 3-5
loose stools on bad days with urgency, and bloating. No nocturnal diarrhea, bleeding,
weight loss or anemia. He also has heartburn and regurgitation several times a week,
worse lying down.

Work-up:
- Colonoscopy 06/2025 with random biopsies: normal colonic mucosa, no microscopic
  colitis; inflammatory bowel disease excluded. (Screening was also indicated because
  his father had colon cancer at 68.)
- Celiac serology (tTG-IgA, total IgA) negative. Stool studies incl. Giardia antigen
  negative. Fecal calprotectin 22 (normal). TSH, CBC, CMP normal.
- EGD 06/2025: LA grade A esophagitis, small hiatal hernia; biopsies negative for
  Barrett's esophagus and eosinophilic esophagitis.

Diagnoses:
1. Irritable bowel syndrome, diarrhea-predominant (IBS-D), Rome IV criteria (K58.0)
2. Gastroesophageal reflux disease with mild esophagitis (K21.0)

Treatment: dicyclomine, low-FODMAP diet with a dietitian, a rifaximin course in 2025 with
partial benefit, and omeprazole 40 mg daily.

Opinion: In my opinion, Mr. Saldana's irritable bowel syndrome is at least as likely as not related to his service in the Southwest Asia theater of operations.
His symptoms began during deployment, are documented in his service records, have
persisted continuously since, and an extensive evaluation has found no other
explanation. I understand that VA recognizes functional gastrointestinal disorders such
as IBS in veterans of the Gulf War.
I am not offering an opinion on the cause of his reflux disease.

Sincerely,

Priya Venkataraman, MD, FACG
Gastroenterology`,
    expected: {
      conditions: [
        { name: 'irritable bowel syndrome', diagnosticCode: '7319' },
        { name: 'GERD', diagnosticCode: '7206' },
      ],
      nexusOpinions: [
        {
          condition: 'irritable bowel syndrome',
          strength: 'at least as likely as not',
          quote: "Mr. Saldana's irritable bowel syndrome is at least as likely as not related to his service in the Southwest Asia theater of operations",
        },
      ],
      inServiceEvents: [
        'deployment to Saudi Arabia and Kuwait 1990-1991',
        'oil well fire smoke exposure',
        'pyridostigmine bromide tablets',
        'seen at battalion aid station for diarrhea 1991',
      ],
      personalData: [
        { kind: 'name', value: 'Eduardo P. Saldana' },
        { kind: 'name', value: 'Saldana' },
        { kind: 'date-of-birth', value: '03/30/1969' },
        { kind: 'address', value: '4410 W. Bramble Ct, Milwaukee, WI 53221' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-sleep-medicine-letter-osa-aggravation',
    kind: 'private-letter',
    format: 'image',
    text: `CAPITAL AREA SLEEP & PULMONARY MEDICINE

June 2, 2026

RE: Curtis L. Vandermeer        DOB: 01/15/1979        Tel: (512) 555-0174

To Whom It May Concern:

Mr. Vandermeer has been under my care since 2022 for severe obstructive sleep apnea.
His diagnostic polysomnogram on 02/11/2022 showed an apnea-hypopnea index of 52 events
per hour with an oxygen saturation nadir of 78%. He has used auto-CPAP since 03/2022
with good adherence (average 6.8 hours/night), and his residual AHI is 3.

He tells me he weighed about 185 lb when he left the Army in 2012. He is service
connected for PTSD, for which his VA psychiatrist prescribed mirtazapine (2015-2021)
and quetiapine (2017-2022). Both drugs are well known to increase appetite and cause
weight gain. His weight reached 262 lb by 2021; it is 248 lb today (BMI 35.6).
He has no craniofacial abnormality and his tonsils are small. Hypothyroidism was
excluded (normal TSH). He does not smoke and drinks rarely.

Excess body weight is the strongest modifiable risk factor for obstructive sleep
apnea, and weight gain of this size substantially increases its severity.
In my medical opinion, based on this history and the literature, I conclude that
it is more likely than not that his OSA was aggravated by medication weight gain,
namely the weight gain from the drugs prescribed for his service-connected PTSD.

He continues to require CPAP every night, and I expect this to be lifelong.
Please contact my office if you need further information.

Sincerely,

Rafael D. Quinones, MD
Diplomate, American Board of Internal Medicine (Sleep Medicine)`,
    expected: {
      conditions: [
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'obstructive sleep apnea',
          strength: 'more likely than not',
          quote: 'it is more likely than not that his OSA was aggravated by medication weight gain',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Curtis L. Vandermeer' },
        { kind: 'name', value: 'Vandermeer' },
        { kind: 'date-of-birth', value: '01/15/1979' },
        { kind: 'phone', value: '(512) 555-0174' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-neurology-letter-tbi-and-migraine',
    kind: 'private-letter',
    format: 'text',
    text: `PIEDMONT NEUROLOGY CONSULTANTS

August 19, 2026

Re:               Marisol T. Echeverria
Date of birth:    11/21/1988
Our chart no.:    PNC-0048821

Dear Rating Specialist:

I am writing at the request of my patient, Ms. Echeverria, a former Marine whom I have
followed in neurology clinic since May 2023 for headaches and cognitive complaints.

History: Ms. Echeverria served in the U.S. Marine Corps from 2008 to 2014 as a military
police officer. In September 2011, in Helmand Province, an IED detonated under the MRAP
directly ahead of her vehicle, roughly 30 meters away. She remembers the blast wave and
then "waking up" on the floor of her vehicle; her gunner told her she was unresponsive
for about a minute. She was evaluated at the Camp Leatherneck Concussion Restoration
Care Center and held for 7 days; those records document a MACE score of 22/30 and a
diagnosis of concussion. She then rejoined her unit.

Headaches began within weeks of the blast. She now has 8-10 headache days a month, 3-4 of
which are severe and throbbing, with nausea, photophobia and phonophobia, and force her to
lie down in a dark room for several hours. She also reports word-finding difficulty,
slowed processing and misplacing things. She had no history of headaches before 2011.

Examination is normal apart from errors on serial 7s and delayed recall of 3/5 words.
MoCA 25/30. Neuropsychological testing (11/2024) showed mild deficits in processing speed
and working memory consistent with mild TBI, with valid effort measures. MRI brain with
SWI (2023) was normal. The brief staring spells she reported were evaluated with EEG
(2024), which was normal, and a seizure disorder was excluded. PHQ-9 is 6 and she denies
suicidal ideation. PCL-5 is 18, a negative PTSD screen.

Diagnoses:
1. Mild traumatic brain injury (2011) with residual cognitive deficits
2. Chronic post-traumatic headache with migraine features (migraine)

Treatment: propranolol 80 mg daily, rizatriptan as needed, cognitive rehabilitation.

Opinions:
1. It is more likely than not that Ms. Echeverria's residual cognitive deficits are the result of the traumatic brain injury she sustained in the September 2011 IED blast.
2. It is at least as likely as not that her migraine headaches are proximately due to that traumatic brain injury.

Rationale: the blast, loss of consciousness and concussion diagnosis are documented in
theater; her symptoms began promptly afterwards; objective testing shows a pattern
typical of mild TBI; no alternative cause has been identified; and post-traumatic
headache with migraine features is a well-recognized sequela of TBI.

Sincerely,

Olumide F. Adebayo-Grant, MD
Board Certified in Neurology and Headache Medicine`,
    expected: {
      conditions: [
        { name: 'traumatic brain injury', diagnosticCode: '8045' },
        { name: 'migraine', diagnosticCode: '8100' },
      ],
      nexusOpinions: [
        {
          condition: 'traumatic brain injury',
          strength: 'more likely than not',
          quote: "It is more likely than not that Ms. Echeverria's residual cognitive deficits are the result of the traumatic brain injury she sustained in the September 2011 IED blast",
        },
        {
          condition: 'migraine',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not that her migraine headaches are proximately due to that traumatic brain injury',
        },
      ],
      inServiceEvents: ['IED blast in Helmand Province September 2011 with loss of consciousness', 'concussion treated at Camp Leatherneck'],
      personalData: [
        { kind: 'name', value: 'Marisol T. Echeverria' },
        { kind: 'name', value: 'Echeverria' },
        { kind: 'date-of-birth', value: '11/21/1988' },
        { kind: 'record-number', value: 'PNC-0048821' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-inpatient-psychiatry-after-overdose',
    kind: 'discharge-summary',
    format: 'text',
    text: `NORTHFIELD REGIONAL MEDICAL CENTER
INPATIENT BEHAVIORAL HEALTH - UNIT 4 WEST
DISCHARGE SUMMARY

Patient: BOATENG, JEREMIAH KWAME            MRN: 00-884-2217
DOB: 01/12/1993    Sex: M    Age: 33
Admission date: 09/02/2026       Discharge date: 09/11/2026
Attending: Lucia Ferreira-Mott, MD     Disposition: Home with outpatient follow-up
Address on file: 2210 Windward Pkwy Apt 3B, Alpharetta, GA 30005
Emergency contact: Abena Boateng (sister)  (404) 555-0136

REASON FOR ADMISSION:
33 y/o single male Army veteran transferred from the MICU after medical clearance
following intentional ingestion of ~40 acetaminophen 500 mg tablets with a pint of vodka
on 08/30/2026. NAC protocol completed; ALT peaked at 412 and normalized. Pt stated he
"wanted to go to sleep and not wake up" after being evicted and ending a relationship.
Left a note for his sister.

HISTORY OF PRESENT ILLNESS:
6 months of worsening depressed mood, anhedonia, insomnia, guilt, hopelessness, and
escalating daily drinking (up to a fifth/day). Nightmares and intrusive memories of
combat. Served Army 11B 2011-2016; deployed to Kunar Province, Afghanistan 2012-2013,
where his team leader SSG Petrakis was killed in a firefight at their COP; pt was wounded
by fragments to the L forearm the same day. Prior VA MH care 2017-2019, lost to f/u. One
prior aborted suicide attempt by hanging in 2019, not hospitalized.

PSYCHIATRIC ROS ON ADMISSION: + depressed mood; + SI with plan and intent prior to
admission; + passive SI on the unit days 1-3; - HI; - AH/VH; no hx of mania or hypomania.

HOSPITAL COURSE:
Q15 min checks, later routine observation. CIWA protocol with lorazepam taper days 1-4
(max CIWA 14). Sertraline started and titrated to 150 mg; prazosin for nightmares to
5 mg qhs; naltrexone 50 mg daily started once LFTs normalized. Attended groups and
CBT-SP sessions. Bipolar disorder ruled out (no history of mania/hypomania, collateral
from sister). TSH normal. Safety plan developed with sister present; no firearms in the
home, confirmed by sister. From day 6 he denied SI. At discharge he denies SI, intent or
plan, is future-oriented (VA housing program, returning to welding class) and able to
name reasons for living.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.12)
3. Alcohol use disorder, severe (F10.20)

DISCHARGE RISK ASSESSMENT: Chronic risk HIGH (recent attempt, prior attempt, AUD,
PTSD, recent losses). Acute risk LOW-MODERATE, mitigated by engagement, sobriety on the
unit, sister's support and lethal means counseling.

DISCHARGE MEDICATIONS:
  sertraline 150 mg PO daily
  prazosin 5 mg PO qhs
  naltrexone 50 mg PO daily
  thiamine 100 mg PO daily

FOLLOW-UP:
  VA Mental Health Clinic (intake) 09/15/2026 09:00
  VA SUD intensive outpatient program 09/16/2026
  VA Suicide Prevention Coordinator notified; High Risk Flag requested.

Electronically signed: Lucia Ferreira-Mott, MD   09/11/2026 16:44`,
    expected: {
      conditions: [
        { name: 'major depressive disorder', diagnosticCode: '9434' },
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'deployment to Kunar Province, Afghanistan 2012-2013',
        'team leader killed in firefight at COP',
        'fragment wound to left forearm',
      ],
      personalData: [
        { kind: 'name', value: 'BOATENG, JEREMIAH KWAME' },
        { kind: 'record-number', value: '00-884-2217' },
        { kind: 'date-of-birth', value: '01/12/1993' },
        { kind: 'address', value: '2210 Windward Pkwy Apt 3B, Alpharetta, GA 30005' },
        { kind: 'name', value: 'Abena Boateng' },
        { kind: 'phone', value: '(404) 555-0136' },
        { kind: 'name', value: 'Petrakis' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'discharge-nstemi-vietnam-veteran',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `ST. BRENDAN'S HOSPITAL
DEPARTMENT OF MEDICINE - CARDIOLOGY
DISCHARGE SUMMARY

PATIENT: Harold W. Lindgren          MRN: SB-4471902        ACCT: 88213377
DOB: 04/19/1948   AGE: 78   SEX: M
ADMITTED: 10/06/2026      DISCHARGED: 10/10/2026
ATTENDING: Farid N. Haddad, MD (Cardiology)

DISCHARGE DIAGNOSES:
  1. Non-ST elevation myocardial infarction (NSTEMI), type 1
  2. Coronary artery disease, native vessel, s/p drug-eluting stent to proximal LAD
     (10/07/2026)
  3. Hypertension
  4. Type 2 diabetes mellitus, insulin-requiring
  5. Hyperlipidemia

HISTORY OF PRESENT ILLNESS:
78 y/o M, Army veteran who served in Vietnam 1968-1969 (Bien Hoa, III Corps) and reports
Agent Orange exposure, with HTN, DM2 and HLD, presented with 2 hours of substernal chest
pressure radiating to the L arm with diaphoresis while raking leaves. Troponin I 0.09 on
arrival, peaked at 2.4. ECG: 1-2 mm ST depression V4-V6. Given tachycardia and a recent
long car trip, pulmonary embolism was considered; CTA chest negative for PE.

HOSPITAL COURSE:
Heparin drip, aspirin, ticagrelor load, high-intensity statin. Cardiac cath 10/07: 90%
proximal LAD stenosis treated with DES; 40% mid-RCA, non-obstructive. Echo: LVEF 45%
with anterior hypokinesis. No arrhythmias on telemetry. Creatinine stable (1.1-1.2).
Glucose managed with basal-bolus insulin, A1c 8.1. Post-MI depression screen: PHQ-2 = 0;
patient denies depressed mood and denies suicidal ideation. Ambulating without angina
on day 3. Cardiac rehab referral placed.

PAST MEDICAL HISTORY: HTN (dx 1995); DM2 (dx 2004); HLD; s/p cholecystectomy 1990;
s/p R cataract extraction 2019.
FAMILY HISTORY: Brother - CABG at 70. Father - died of stroke at 66.
SOCIAL HISTORY: Married, lives with wife. Quit smoking 1985 (25 pk-yr). Rare alcohol.
Retired rural mail carrier.

DISCHARGE MEDICATIONS:
  aspirin 81 mg PO daily
  ticagrelor 90 mg PO BID x 12 months
  atorvastatin 80 mg PO nightly
  metoprolol succinate 50 mg PO daily
  lisinopril 10 mg PO daily
  insulin glargine 24 units SC nightly
  metformin 500 mg PO BID
  nitroglycerin 0.4 mg SL prn chest pain

FOLLOW-UP: Cardiology clinic in 2 weeks; VA primary care in 1-2 weeks; cardiac rehab.
Contact on file: wife, Ruth Lindgren, (608) 555-0152.
Mr. Lindgren and his wife verbalized understanding of all instructions.

Electronically signed: Farid N. Haddad, MD   10/10/2026 15:21`,
    expected: {
      conditions: [
        { name: 'myocardial infarction', diagnosticCode: '7006' },
        { name: 'coronary artery disease', diagnosticCode: '7005' },
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'type 2 diabetes mellitus', diagnosticCode: '7913' },
        { name: 'hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Vietnam service 1968-1969 (Bien Hoa, III Corps)', 'Agent Orange exposure'],
      personalData: [
        { kind: 'name', value: 'Harold W. Lindgren' },
        { kind: 'name', value: 'Lindgren' },
        { kind: 'record-number', value: 'SB-4471902' },
        { kind: 'record-number', value: '88213377' },
        { kind: 'date-of-birth', value: '04/19/1948' },
        { kind: 'name', value: 'Ruth Lindgren' },
        { kind: 'phone', value: '(608) 555-0152' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-lumbar-fusion-stenosis',
    kind: 'discharge-summary',
    format: 'text',
    text: `CASCADE VALLEY HOSPITAL - NEUROSURGERY SERVICE
DISCHARGE SUMMARY

Name: NAKAMURA-PRATT, GLORIA ANNE        MRN: 7730418
DOB: 02/25/1969      Admit: 05/18/2026      Discharge: 05/21/2026
Home address: 1189 Old Mill Rd, Sedro-Woolley, WA 98284
Spouse: Dennis Pratt

PRINCIPAL DIAGNOSIS: Lumbar spinal stenosis L4-5 with neurogenic claudication (M48.062)
SECONDARY DIAGNOSES:
  - Degenerative spondylolisthesis L4 on L5, grade I (M43.16)
  - Right L5 radiculopathy (M54.16)
  - Hypothyroidism (E03.9)

PROCEDURE: 05/18/2026 - L4-5 transforaminal lumbar interbody fusion with bilateral
pedicle screw instrumentation and decompression.

HISTORY:
57 y/o F, retired Army parachute rigger (92R, 1988-2010), with progressive low back pain
and R leg pain/numbness for 4 years; walking tolerance 1 block. She dates her back
problems to a hard parachute landing in 2002. Failed 12 wks PT and 2 epidural steroid
injections. MRI: severe central and R lateral recess stenosis L4-5 with 6 mm grade I
spondylolisthesis; flexion/extension films show 4 mm of motion. EMG: R L5 radiculopathy.
PMH: hypothyroidism on levothyroxine; R ankle fracture 1995, healed.
Allergies: sulfa (rash).

HOSPITAL COURSE:
Uncomplicated surgery, EBL 250 mL. Ambulated POD 0 with PT. Foley removed POD 1; urinary
retention requiring straight cath x1, resolved by POD 2. L calf pain POD 2 - venous
duplex negative for DVT. Pain controlled on oral regimen. R leg pain markedly improved;
residual numbness R dorsal foot. Wound clean, dry, intact. PT cleared her for home with
a front-wheeled walker.

DISCHARGE MEDICATIONS:
  oxycodone 5 mg PO q6h prn severe pain (#20)
  acetaminophen 1000 mg PO q8h
  methocarbamol 750 mg PO TID prn spasm
  docusate/senna 1 tab PO BID while on opioid
  levothyroxine 88 mcg PO daily (home)

INSTRUCTIONS: No bending, lifting >10 lb or twisting. No driving while on opioids.
Walk 5-6 times daily. Call for fever >101, wound drainage, new weakness, or
bowel/bladder changes.

FOLLOW-UP: Neurosurgery clinic 2 weeks for wound check; upright x-rays at 6 weeks.

Dictated by: Anjali Mehra-Sloane, PA-C for Vincent R. Castellano, MD
Electronically signed 05/21/2026 11:08`,
    expected: {
      conditions: [
        { name: 'spinal stenosis', diagnosticCode: '5238' },
        { name: 'spondylolisthesis', diagnosticCode: '5239' },
        { name: 'radiculopathy', diagnosticCode: '8520' },
        { name: 'hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['hard parachute landing 2002'],
      personalData: [
        { kind: 'name', value: 'NAKAMURA-PRATT, GLORIA ANNE' },
        { kind: 'record-number', value: '7730418' },
        { kind: 'date-of-birth', value: '02/25/1969' },
        { kind: 'address', value: '1189 Old Mill Rd, Sedro-Woolley, WA 98284' },
        { kind: 'name', value: 'Dennis Pratt' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-asthma-exacerbation-burn-pit',
    kind: 'discharge-summary',
    format: 'image',
    text: `MERIDIAN HEALTH - RIVERBEND CAMPUS                          DISCHARGE SUMMARY
Patient: HASKINS, TYRELL MARCUS     MRN: RB-20931475     DOB: 09/08/1984
Admitted: 01/12/2026    Discharged: 01/15/2026    Service: Hospital Medicine

DISCHARGE DIAGNOSES
 1. Acute exacerbation of moderate persistent asthma
 2. Community-acquired pneumonia, right lower lobe
 3. Allergic rhinitis, perennial

HISTORY
41 y/o M, never smoker, Army veteran (Balad AB, Iraq 2007-2008, lived ~1 mile
downwind of the burn pit). Asthma diagnosed 2009 by VA pulmonary (PFT: FEV1 68%,
+18% post-BD). Presented with 4 days of cough, fever 101.8, wheeze, SpO2 89% RA.
CXR: RLL consolidation.

HOSPITAL COURSE
Treated with nebulized albuterol/ipratropium, prednisone 40 mg daily, ceftriaxone +
azithromycin, then cefpodoxime. O2 weaned to RA by day 2. Peak flow 210 -> 390
(personal best 450). Procalcitonin 0.6. Flu/COVID PCR negative. No ICU care.
Constrictive bronchiolitis was raised by the patient given burn pit exposure; HRCT
showed no mosaic attenuation or air trapping and pulmonology felt it was not
supported. Eosinophils 520; IgE 310.

DISCHARGE MEDICATIONS
 - budesonide/formoterol 160/4.5 mcg, 2 puffs BID (step-up from fluticasone)
 - albuterol HFA 2 puffs q4h prn
 - prednisone 40 mg daily x 2 more days
 - cefpodoxime 200 mg BID x 3 more days
 - fluticasone nasal 2 sprays each nostril daily

FOLLOW-UP: VA pulmonary in 2 weeks (consider biologic if further exacerbations);
PCP in 1 week; repeat CXR in 6-8 weeks.
Condition at discharge: stable, ambulating without dyspnea, SpO2 96% RA.

Electronically signed: Oluwaseun Bakare-Lindsay, MD, Hospitalist   01/15/2026 13:02`,
    expected: {
      conditions: [
        { name: 'asthma', diagnosticCode: '6602' },
        { name: 'community-acquired pneumonia' },
        { name: 'allergic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['burn pit exposure at Balad Air Base, Iraq 2007-2008'],
      personalData: [
        { kind: 'name', value: 'HASKINS, TYRELL MARCUS' },
        { kind: 'record-number', value: 'RB-20931475' },
        { kind: 'date-of-birth', value: '09/08/1984' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-alcohol-withdrawal-detox',
    kind: 'discharge-summary',
    format: 'text',
    text: `TAHOMA VALLEY MEDICAL CENTER - MEDICINE / WITHDRAWAL MANAGEMENT
DISCHARGE SUMMARY

Name: Sorensen, Dale Frederick          MRN: TVM8830145
DOB: 06/14/1982
Address: 7021 Cedar Spur Ln NE, Lacey, WA 98516       Phone: (360) 555-0121
Admission: 11/02/2026      Discharge: 11/06/2026

DISCHARGE DIAGNOSES:
1. Alcohol withdrawal without complications (F10.230)
2. Alcohol use disorder, severe (F10.20)
3. Posttraumatic stress disorder (F43.10) - followed by VA
4. Hepatic steatosis (K70.0)

HPI:
44 y/o M Army veteran (combat engineer, Iraq 2004 and 2006-2007, route clearance
platoon) who presented requesting detox after a 10-day binge of ~1.5 L vodka/day; last
drink the morning of admission. No hx of withdrawal seizures or DTs. Brought in by his
wife Kari. Reports drinking escalated after he was laid off in August.

HOSPITAL COURSE:
Symptom-triggered CIWA-Ar with chlordiazepoxide; max CIWA 18 on day 2; no seizures, no
delirium. Thiamine, folate and multivitamin given. BP 168/102 on admission during
withdrawal, normalized to 118-124/76-80 by day 3 without antihypertensives - no
diagnosis of hypertension made. LFTs: AST 96, ALT 54, GGT 210, bilirubin 0.9. RUQ US:
diffuse hepatic steatosis, no cirrhosis, no splenomegaly. Hepatitis B and C serologies
negative. Platelets 128, recheck as outpatient.
Psych: nightmares and hypervigilance consistent with his known PTSD; continue home
prazosin. C-SSRS screen negative on admission and daily; denied SI/HI throughout.
Family hx: father and paternal uncle with alcohol use disorder.
Social: heavy equipment operator (currently unemployed); married, 2 children.

DISCHARGE MEDICATIONS:
  naltrexone 50 mg PO daily (new)
  thiamine 100 mg PO daily (new)
  folic acid 1 mg PO daily (new)
  prazosin 2 mg PO qhs (home)
  sertraline 100 mg PO daily (home)

FOLLOW-UP:
  VA SUD clinic intake 11/09/2026; residential treatment waitlist.
  PCP in 2 weeks - repeat LFTs and platelets.

Electronically signed: Margarethe Vollan, MD   11/06/2026 10:12`,
    expected: {
      conditions: [
        { name: 'alcohol withdrawal' },
        { name: 'alcohol use disorder' },
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'hepatic steatosis' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Iraq deployments 2004 and 2006-2007', 'route clearance platoon'],
      personalData: [
        { kind: 'name', value: 'Sorensen, Dale Frederick' },
        { kind: 'record-number', value: 'TVM8830145' },
        { kind: 'date-of-birth', value: '06/14/1982' },
        { kind: 'address', value: '7021 Cedar Spur Ln NE, Lacey, WA 98516' },
        { kind: 'phone', value: '(360) 555-0121' },
        { kind: 'name', value: 'Kari' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sf600-ankle-sprain-sick-call',
    kind: 'service-treatment-record',
    format: 'text',
    text: `MEDICAL RECORD                          CHRONOLOGICAL RECORD OF MEDICAL CARE
DATE        SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)
-------------------------------------------------------------------------------------
14 MAR 03   TMC #2, FT STEWART GA                                SICK CALL
            S: 20 y/o AD male c/o R ankle pain x 1 hr after rolling ankle in a pothole
            during company PT run. Felt a "pop." Able to bear wt w/ pain. No prior inj.
            O: R ankle mod swelling lat malleolus, ecchymosis, TTP over ATFL. No TTP
            post edge/tip of malleoli, base of 5th MT or navicular. Walks 4 steps.
            NV intact. Ottawa ankle rules neg - no xray.
            A: R ankle sprain, grade II (ATFL)
            P: RICE, ACE wrap, crutches WBAT x 3d. Motrin 800mg 1 PO TID x 7d #21.
               Profile: no running/jumping/rucking x 14 days. RTC 1 wk or PRN.
            /s/ SPC D. Marchetti, 68W  //  CPT R. Oyelowo, PA-C
-------------------------------------------------------------------------------------
21 MAR 03   TMC #2   F/U R ankle. Swelling decr, still TTP ATFL. Off crutches.
            A: R ankle sprain, improving.  P: cont profile, start ankle ROM/theraband.
            /s/ CPT R. Oyelowo, PA-C
-------------------------------------------------------------------------------------
02 JUN 03   TMC #2   c/o R ankle "giving out" x 2 on uneven ground during field
            exercise. Mild swelling. Ant drawer mildly + R (neg L). Talar tilt equivocal.
            XR R ankle 3 views: no fx, mortise intact.
            A: R ankle lateral instability, chronic, s/p sprain 3/03.
            P: PT consult, lace-up ankle brace, profile x 30d (no rucking > 5 mi).
            /s/ CPT R. Oyelowo, PA-C
-------------------------------------------------------------------------------------
19 AUG 03   WINN ACH PHYSICAL THERAPY   Seen x 6 visits. Peroneal strength 4+/5.
            Single leg balance R 20 s (L 45 s). Cont HEP, brace for field duty.
            /s/ 1LT K. Abernathy, PT
-------------------------------------------------------------------------------------
07 OCT 03   TMC #2   c/o R distal shin pain x 2 wks w/ running. TTP distal
            posteromedial tibia. Concern for stress fx - bone scan 14 OCT 03: no
            increased uptake, stress fx ruled out.
            A: Medial tibial stress syndrome, R.
            P: relative rest, ice, graded running program, Motrin prn.
            /s/ CPT R. Oyelowo, PA-C
-------------------------------------------------------------------------------------
PATIENT'S IDENTIFICATION:                       RECORDS MAINTAINED AT: WINN ACH
LANGSTON, ELIJAH ROBERT                         (Name - last, first, middle)
SSN: 433-81-2076    DOB: 19 AUG 1982            GRADE: PV2    UNIT: B CO 2-7 IN
                                                STANDARD FORM 600 (REV. 6-97)`,
    expected: {
      conditions: [
        { name: 'right ankle sprain' },
        { name: 'right ankle instability' },
        { name: 'medial tibial stress syndrome' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'rolled right ankle during company PT run March 2003',
        'right ankle gave way during field exercise June 2003',
      ],
      personalData: [
        { kind: 'name', value: 'LANGSTON, ELIJAH ROBERT' },
        { kind: 'ssn', value: '433-81-2076' },
        { kind: 'date-of-birth', value: '19 AUG 1982' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-dd2807-1-separation-history-tinnitus',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `REPORT OF MEDICAL HISTORY
(This information is for official and medically-confidential use only.)

1. LAST NAME, FIRST NAME, MIDDLE NAME: PRZYBYLSKI, NATHAN ALAN
2. DoD ID NUMBER: 1528839410
3. TODAY'S DATE (YYYYMMDD): 20110912
4. HOME ADDRESS: 2708 Prairie Hawk Ct, Killeen, TX 76549      TELEPHONE: (254) 555-0163
5. EXAMINING LOCATION: CRDAMC, Fort Hood, TX
6. DATE OF BIRTH (YYYYMMDD): 19870404     7. SEX: M     8. GRADE: E-5
9. COMPONENT: [X] Active Duty  [ ] Reserve  [ ] National Guard
10. PURPOSE OF EXAMINATION: [ ] Enlistment [ ] Periodic [X] Separation [ ] Retirement
11. Are you currently taking medications?  [X] YES - ibuprofen as needed
12. Do you have any allergies?  [ ] YES  [X] NO

14. HAVE YOU EVER HAD OR DO YOU NOW HAVE:                         YES   NO
  a. Hearing loss ............................................. [ ]   [X]
  b. Ringing in the ears ...................................... [X]   [ ]
  c. Frequent or severe headaches ............................. [ ]   [X]
  d. Head injury, memory loss or amnesia ...................... [ ]   [X]
  e. Asthma or any breathing problems ......................... [ ]   [X]
  f. Frequent indigestion or heartburn ........................ [ ]   [X]
  g. Recurrent back pain or any back problem .................. [X]   [ ]
  h. Knee trouble ............................................. [ ]   [X]
  i. Frequent trouble sleeping ................................ [X]   [ ]
  j. Depression or excessive worry ............................ [ ]   [X]
  k. Considered suicide ....................................... [ ]   [X]
  l. Attempted suicide ........................................ [ ]   [X]
  m. Nightmares or recurring thoughts of a traumatic event .... [ ]   [X]
15. Have you been exposed to loud noise (weapons, aircraft, generators)?   [X] YES
16. Have you been deployed?  [X] YES - Iraq (COB Speicher), JAN 2008 - DEC 2008

29. EXPLANATION OF "YES" ANSWER(S):
 14b. Ringing in both ears since deployment 2008. I worked next to 60 kW generators
      every day as a power generation mechanic (91D) and at .50 cal ranges. Worse at
      night.
 14g. Low back pain off and on since 2009 from lifting generator parts. No injury.
 14i. Hard to fall asleep after night shifts.
 15.  Generators, weapons.
APPLICANT'S SIGNATURE: signed                               DATE: 20110912

30a. EXAMINER'S SUMMARY AND ELABORATION OF PERTINENT DATA:
 14b. Tinnitus, bilateral, constant since 2008 (deployment noise exposure). Audiogram
      20110912 (DD 2216): thresholds 500-6000 Hz 5-20 dB bilat - no hearing loss.
      Dx: tinnitus. Refer to audiology/hearing conservation.
 14g. Intermittent mechanical LBP, no radiation. Exam: full ROM, neg SLR, neuro intact.
      L-spine x-rays 2010 normal. No diagnosis. NCNS.
 14i. Difficulty initiating sleep related to shift work; no sleep disorder identified.
      PHQ-2 = 0. Denies depression, suicidal ideation, nightmares.
30b. EXAMINER: Celeste M. Varga, MD, MAJ, MC     DATE: 20110912`,
    expected: {
      conditions: [{ name: 'tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [],
      inServiceEvents: [
        'deployment to Iraq (COB Speicher) 2008',
        'generator noise exposure as power generation mechanic',
        '.50 cal range noise exposure',
      ],
      personalData: [
        { kind: 'name', value: 'PRZYBYLSKI, NATHAN ALAN' },
        { kind: 'record-number', value: '1528839410' },
        { kind: 'address', value: '2708 Prairie Hawk Ct, Killeen, TX 76549' },
        { kind: 'phone', value: '(254) 555-0163' },
        { kind: 'date-of-birth', value: '19870404' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-pdha-dd2796-blast-concussion',
    kind: 'service-treatment-record',
    format: 'image',
    text: `POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA)                     DD FORM 2796, JAN 2012
DEMOGRAPHICS
Last name: ESPINOZA          First name: MATEO          MI: L
DoD ID: 1397724051    DOB: 06 DEC 1989    Gender: M    Service: Army    Grade: E-4
Component: Active Duty    Unit: C Co, 1-506 IN    Date of assessment: 22 FEB 2011
Deployment: Afghanistan, FOB Sharana (RC-East)     Dates: 28 MAR 2010 - 09 FEB 2011

SERVICE MEMBER SECTION (selected items)
 1. Overall health now: [ ] Excellent [ ] Very good [X] Good [ ] Fair [ ] Poor
 6. During this deployment were you involved in a blast or explosion? [X] Yes [ ] No
    Date: 14 AUG 2010   Type: IED, dismounted patrol, approx 15 m away
 7. As a result of the event did you:
    [X] Lose consciousness ("knocked out") - approx 30 sec
    [X] Feel dazed, confused or "see stars"   [X] Not remember the event
 8. Were you evaluated at the time? [X] Yes - BAS, MACE 24/30, 24-hr rest
 9. Currently experiencing: [X] Headaches [X] Memory problems [ ] Dizziness
    [X] Irritability
10. PTSD screen (past month):
    Nightmares or thoughts you did not want ...... [X] Yes
    Tried hard not to think about it ............. [X] Yes
    Constantly on guard / easily startled ........ [X] Yes
    Felt numb or detached ......................... [ ] Yes [X] No
11. Over the last 2 weeks:
    Little interest or pleasure in doing things ..... More than half the days
    Feeling down, depressed or hopeless ............. Several days
12. Thoughts that you would be better off dead or of hurting yourself?  [X] Several days
14. Alcohol (AUDIT-C): 6
15. Exposures: [X] Smoke from burning trash/feces  [X] Loud noises  [ ] Chemical agent

HEALTH CARE PROVIDER SECTION
Interview: SM reports passive thoughts of being better off dead on a few nights in
JAN 2011 after a friend in his platoon was killed; no plan, intent or prior attempts.
Denies current SI. Personal weapon turned in to arms room. Battle buddy SPC Hollings
aware and present.
Assessment:
 [X] Concussion/mild TBI (IED 14 AUG 2010) with persistent headaches, memory complaints
 [X] Positive PTSD screen (3/4) and depression screen - screen only, needs full eval
Referrals: [X] Behavioral Health - same day (walked over)  [X] TBI clinic
           [X] Primary care   [ ] Chaplain
Provider: MAJ S. Kowalewski, MD     Signature on file     22 FEB 2011`,
    expected: {
      conditions: [{ name: 'traumatic brain injury', diagnosticCode: '8045' }],
      nexusOpinions: [],
      inServiceEvents: [
        'IED blast on dismounted patrol 14 AUG 2010 with loss of consciousness',
        'deployment to FOB Sharana, Afghanistan 2010-2011',
        'friend in platoon killed JAN 2011',
        'burn pit smoke exposure',
      ],
      personalData: [
        { kind: 'name', value: 'ESPINOZA' },
        { kind: 'name', value: 'MATEO' },
        { kind: 'record-number', value: '1397724051' },
        { kind: 'date-of-birth', value: '06 DEC 1989' },
        { kind: 'name', value: 'Hollings' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'str-navy-sick-call-occupational-asthma',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600) - NAVY MEDICINE
Patient: DUBOIS-HART, KIMBERLY ANN    MMFN    EDIPI: 1602458833    DOB: 11 MAR 1995
Command: USS ONEIDA BAY (DDG-149), Engineering Dept, M Division

09 APR 2015 - SICK CALL, MEDICAL DEPARTMENT, USS ONEIDA BAY
S: 20 y/o F MMFN c/o cough x 3 wks w/ wheezing and chest tightness, worse at night and
after working in the main machinery room where the division has been needle-gunning and
repainting the bilges for the past month (wore respirator "sometimes"). No fever. Never
smoker. Denies childhood asthma, never used an inhaler.
O: T 98.4  RR 18  SpO2 97%. Scattered end-expiratory wheezes bilat, no crackles.
Peak flow 320 L/min (predicted 430).
A: Wheezing/cough - r/o reactive airway disease vs acute bronchitis.
P: Albuterol MDI 2 puffs q4-6h prn. No needle-gun/painting duties x 14 days. PFTs at
NMC Portsmouth when in port. RTC 1 wk.
/s/ HM1 A. Reyes-Castillo, IDC

16 APR 2015 - SICK CALL F/U
Cough improved off painting duty; still wheezes with exertion, using albuterol 3x/day.
Lungs: faint end-exp wheeze. P: continue; PFTs scheduled 04 MAY.
/s/ HM1 A. Reyes-Castillo, IDC

04 MAY 2015 - INTERNAL MEDICINE / PFT LAB, NAVAL MEDICAL CENTER PORTSMOUTH
Spirometry: FEV1 2.41 L (74% pred), FVC 3.52 L (92%), FEV1/FVC 0.68.
Post-bronchodilator FEV1 2.85 L (+18%, +440 mL). Flow-volume loop: no inspiratory
flattening. Laryngoscopy: normal vocal cord motion - vocal cord dysfunction excluded.
CXR clear. Eosinophils 450.
A: Asthma, mild persistent, w/ occupational trigger (paint/solvent fumes, metal dust)
(J45.30).
P: Fluticasone HFA 110 mcg 2 puffs BID; albuterol prn. Written asthma action plan.
Fit-tested for full-face respirator; no needle-gun or painting work without
respirator. Not recommended for LIMDU at this time; medical board not indicated.
RTC 3 months.
/s/ LT M. Fairbanks, MC, USN

10 AUG 2015 - INTERNAL MEDICINE F/U
ACT score 21. Night symptoms ~1x/month, albuterol 1-2x/wk. Lungs clear. Adherent to
ICS and respirator use. A: Asthma, mild persistent - well controlled. P: continue.
/s/ LT M. Fairbanks, MC, USN`,
    expected: {
      conditions: [{ name: 'asthma', diagnosticCode: '6602' }],
      nexusOpinions: [],
      inServiceEvents: ['needle-gun paint removal and paint fume exposure in main machinery room 2015'],
      personalData: [
        { kind: 'name', value: 'DUBOIS-HART, KIMBERLY ANN' },
        { kind: 'record-number', value: '1602458833' },
        { kind: 'date-of-birth', value: '11 MAR 1995' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-usmc-hmmwv-rollover-concussion-neck',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
NAME: CHAVARRIA, LUIS ALBERTO     RANK: LCPL     SSN: 552-09-3471
DOB: 03 JUL 1985     UNIT: WPNS CO, 2D BN, 4TH MARINES

21 SEP 05  BAS, CAMP HIT, AL ANBAR, IRAQ   (2240)
HPI: 20 y/o LCpl, turret gunner, brought in by QRF after his HMMWV rolled onto its side
down a canal embankment during a night convoy at ~2200. Helmet on. States he was thrown
against the turret ring; no LOC but "dazed" ~5 min and doesn't remember climbing out.
C/o neck pain, HA, ringing ears. Vehicle commander Cpl Brandt medevaced w/ femur fx.
EXAM: GCS 15. C-collar in place. Paraspinal TTP C4-C7 bilat, no midline step-off.
Strength/sensation nl x4 ext. PERRL. Superficial abrasions R forearm - cleaned.
MACE: 25/30 (delayed recall 2/5).
IMAGING: Transported to Al Asad for CT C-spine: no fx, no malalignment. C-spine fx ruled
out; collar cleared.
A: 1. Concussion (mild TBI) without LOC
   2. Cervical strain
P: 24 hr rest, no duty. Tylenol 1000 mg q6h prn (no NSAIDs x 24 hr). Repeat MACE in 24
hr. Flexeril 10 mg qhs x 5d.
/s/ HM2 T. Okonjo / LT J. Ferreira, MC, USN

22 SEP 05  BAS
HA 3/10. MACE 28/30. Neck stiff. Sleeping ~4 hrs, "jumpy" since rollover.
Combat stress screen: denies SI/HI.
A: Concussion, improving. Cervical strain.  P: light duty x 72 hr, RTC prn.
/s/ LT J. Ferreira, MC, USN

07 OCT 05  BAS
C/o persistent neck stiffness, worse wearing body armor/kevlar on patrols. Rotation R
50 deg, L 70 deg. No radicular sx.
A: Cervical strain, resolving slowly.  P: Motrin 800 mg TID x 7d, stretching, light
duty x 7d.
/s/ LT J. Ferreira, MC, USN

15 NOV 05  BAS
F/U neck: "much better," occasional ache after long patrols. Full ROM. Neuro intact.
A: Cervical strain, improving.  P: Full duty. RTC prn.
/s/ HM2 T. Okonjo`,
    expected: {
      conditions: [
        { name: 'traumatic brain injury', diagnosticCode: '8045' },
        { name: 'cervical strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['HMMWV rollover during night convoy near Camp Hit, Iraq 21 SEP 2005'],
      personalData: [
        { kind: 'name', value: 'CHAVARRIA, LUIS ALBERTO' },
        { kind: 'ssn', value: '552-09-3471' },
        { kind: 'date-of-birth', value: '03 JUL 1985' },
        { kind: 'name', value: 'Brandt' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-tinnitus-hearing-loss-sleep-apnea',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Regional Office

                                                        Rating Decision
                                                        July 16, 2026

NAME OF VETERAN: COLIN DOUGLAS FAIRWEATHER
VA FILE NUMBER: 36 211 478
POA: DISABLED AMERICAN VETERANS
ACTIVE DUTY: NAVY 08/12/1998 - 08/11/2006

INTRODUCTION
The records reflect that you are a Veteran of the Persian Gulf War Era. You served in the
Navy from August 12, 1998 to August 11, 2006. We received your claim for tinnitus,
hearing loss, sleep apnea and a left shoulder condition on February 3, 2026. Based on a
review of the evidence listed below, we have made the following decisions on your claim.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent effective
   February 3, 2026.
2. Service connection for bilateral sensorineural hearing loss is granted with an
   evaluation of 0 percent effective February 3, 2026.
3. Service connection for obstructive sleep apnea is denied.
4. Service connection for left shoulder condition is denied.

EVIDENCE
- VA Form 21-526EZ, Application for Disability Compensation, received February 3, 2026
- Service treatment records, Navy, August 1998 - August 2006
- DD Form 214
- VA audiology examination, April 22, 2026
- VA sleep apnea examination and medical opinion, April 30, 2026
- VA shoulder examination, April 30, 2026
- Private sleep study, Bayside Sleep Center, 2019
- Lay statement from your wife, Leanne Fairweather, received March 10, 2026

REASONS FOR DECISION
1. Service connection for tinnitus.
Your DD Form 214 shows you served as an Aviation Boatswain's Mate - Handling (ABH). The
Duty MOS Noise Exposure Listing shows a highly probable likelihood of hazardous noise for
this specialty, and exposure to flight deck noise is conceded. The VA examiner opined that your tinnitus is at least as likely as not caused by or a result of noise exposure on the flight deck, based on your competent report of onset during service. An evaluation of
10 percent is assigned for recurrent tinnitus, the highest schedular evaluation allowed
under diagnostic code 6260.

2. Service connection for bilateral sensorineural hearing loss.
Sensorineural hearing loss is a chronic disease under 38 CFR 3.309(a). Your separation
audiogram of June 2006 shows hearing loss for VA purposes in the left ear, and the VA
examination of April 22, 2026 shows bilateral sensorineural hearing loss under 38 CFR
3.385 that has continued since service. A noncompensable evaluation is assigned under
diagnostic code 6100: puretone threshold averages of 43 dB (right) and 46 dB (left) with
speech recognition of 96 and 94 percent correspond to Level I hearing in each ear.

3. Service connection for obstructive sleep apnea.
The private sleep study of 2019 establishes a current diagnosis of obstructive sleep
apnea. Your service treatment records contain no complaints, treatment or diagnosis of
sleep apnea or chronic snoring, and your separation examination was normal. We considered
your wife's statement that you snored during your first deployment. However, the VA examiner opined that it is less likely than not that your obstructive sleep apnea was incurred in or caused by service, explaining that snoring alone is not diagnostic of sleep
apnea and that your weight increased by 70 pounds after discharge.

4. Service connection for left shoulder condition.
The VA examination found subjective left shoulder pain with normal range of motion and
normal x-rays, and no diagnosed left shoulder disability. Pain alone, without a diagnosed
or identifiable underlying condition, is not a disability for VA purposes.

REFERENCES:
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief,
contains the regulations of the Department of Veterans Affairs which govern entitlement
to all Veteran benefits.`,
    expected: {
      conditions: [
        { name: 'tinnitus', diagnosticCode: '6260' },
        { name: 'sensorineural hearing loss', diagnosticCode: '6100' },
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'tinnitus',
          strength: 'at least as likely as not',
          quote: 'your tinnitus is at least as likely as not caused by or a result of noise exposure on the flight deck',
        },
        {
          condition: 'obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'it is less likely than not that your obstructive sleep apnea was incurred in or caused by service',
        },
      ],
      inServiceEvents: ["flight deck noise exposure as Aviation Boatswain's Mate - Handling (ABH)"],
      personalData: [
        { kind: 'name', value: 'COLIN DOUGLAS FAIRWEATHER' },
        { kind: 'record-number', value: '36 211 478' },
        { kind: 'name', value: 'Leanne Fairweather' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'buddy-statement-21-10210-ied-turret-gunner',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-10210                                    LAY/WITNESS STATEMENT

SECTION I: VETERAN'S/CLAIMANT'S IDENTIFICATION INFORMATION
1. VETERAN'S NAME (First, Middle Initial, Last): Dwayne E. Kowalczyk
2. VETERAN'S SOCIAL SECURITY NUMBER: 512-77-0943
3. VA FILE NUMBER (if applicable):
4. VETERAN'S DATE OF BIRTH: 10/10/1985

SECTION II: WITNESS'S IDENTIFICATION INFORMATION
5. WITNESS'S NAME: Tobias J. Fairchild
6. RELATIONSHIP TO VETERAN: [X] Served with Veteran  [ ] Spouse  [ ] Family  [ ] Other
7. WITNESS'S MAILING ADDRESS: 904 Larkspur Ave, Billings, MT 59102
8. TELEPHONE NUMBER: (406) 555-0129

SECTION III: STATEMENT
9. I served with Dwayne in 2nd Platoon, B Troop, in Iraq from August 2006 to November
2007. I was the driver of our HMMWV and Dwayne was our gunner.

On 17 October 2006 we were on a route recon mission just east of Ramadi when an IED went
off on the right side of our truck, maybe 5 or 6 feet away. The blast threw Dwayne down
out of the turret into the back of the truck. He was out of it for a minute or two - he
didn't answer when our TC was yelling at him - and he had blood coming out of his right
ear. Our medic checked him over at the rally point. We were pushed back out the next day
because we were short on people, so as far as I know he never went to the aid station.
He said his head was pounding for days and his ears were ringing so bad he couldn't
sleep. For the rest of that deployment he always had a headache and ate Motrin like
candy, and he would ask you to say things twice.

I live about 2 hours from Dwayne and see him several times a year. Since we got home I
have seen him get headaches where he has to go lie down in a dark room, sometimes in the
middle of a cookout. He still asks people to repeat themselves and keeps the TV loud. His
wife Carla told me he still can't sleep and gets dizzy when he stands up fast.

I am not a doctor and I can only tell you what I saw. I was there that day and I would
be willing to talk to anyone from the VA about it.

SECTION IV: CERTIFICATION
I CERTIFY THAT the statements on this form are true and correct to the best of my
knowledge and belief.
10. SIGNATURE OF WITNESS: Tobias J Fairchild          11. DATE SIGNED: 06/27/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on HMMWV east of Ramadi 17 October 2006',
        'thrown from turret with loss of consciousness and bleeding from right ear',
        'deployment to Iraq 2006-2007',
      ],
      personalData: [
        { kind: 'name', value: 'Dwayne E. Kowalczyk' },
        { kind: 'name', value: 'Dwayne' },
        { kind: 'ssn', value: '512-77-0943' },
        { kind: 'date-of-birth', value: '10/10/1985' },
        { kind: 'name', value: 'Tobias J. Fairchild' },
        { kind: 'name', value: 'Tobias J Fairchild' },
        { kind: 'address', value: '904 Larkspur Ave, Billings, MT 59102' },
        { kind: 'phone', value: '(406) 555-0129' },
        { kind: 'name', value: 'Carla' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'va-21-4138-statement-knee-and-back-fall',
    kind: 'statement-or-decision',
    format: 'image',
    text: `VA FORM 21-4138                                      STATEMENT IN SUPPORT OF CLAIM

SECTION I: VETERAN'S IDENTIFICATION INFORMATION
1. VETERAN'S NAME (First, Middle Initial, Last): Priscilla D. Ambrose
2. SOCIAL SECURITY NO.: 268-41-9057           3. VA FILE NO.: 268419057
4. DATE OF BIRTH: 05/05/1978                  5. VETERAN'S SERVICE NUMBER:
6. TELEPHONE NUMBER: (843) 555-0107
7. MAILING ADDRESS: 36 Marsh Wren Way, Summerville, SC 29483

SECTION II: REMARKS
I am filing for service connection for my left knee and my lower back. I served in the
Navy from 1997 to 2003 as a Hull Maintenance Technician (HT).

In February 1999, while we were underway, I stepped through an open scuttle in a dark
passageway and fell about 6 feet to the deck below. I landed on my left knee and
twisted my back. Sick bay gave me Motrin and crutches and put me on light duty for two
weeks. My knee swelled up again every time I had to climb ladders, which was all day,
and I went back to sick bay at least 3 more times that I remember. My back pain never
really went away after that.

After I got out I worked at a call center, sitting down. I have not had any other
injuries. Now my knee gives out on stairs and I wear a brace most days. My back hurts
every morning and I can't stand long enough to cook a whole meal without sitting down.
My husband Terrence has to carry the laundry up the stairs for me.

I was told some of my medical records from the ship could not be found. Please get my
records from the VA clinic in Goose Creek where I have been seen since 2019.

SECTION III: CERTIFICATION AND SIGNATURE
I CERTIFY THAT the statements on this form are true and correct to the best of my
knowledge and belief.
SIGNATURE: Priscilla D Ambrose                       DATE SIGNED: 08/14/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['fell through an open scuttle aboard ship February 1999, injuring left knee and back'],
      personalData: [
        { kind: 'name', value: 'Priscilla D. Ambrose' },
        { kind: 'name', value: 'Priscilla D Ambrose' },
        { kind: 'ssn', value: '268-41-9057' },
        { kind: 'record-number', value: '268419057' },
        { kind: 'date-of-birth', value: '05/05/1978' },
        { kind: 'phone', value: '(843) 555-0107' },
        { kind: 'address', value: '36 Marsh Wren Way, Summerville, SC 29483' },
        { kind: 'name', value: 'Terrence' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'ime-hypertension-ptsd-aggravation-ckd',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `INDEPENDENT MEDICAL EXAMINATION AND RECORD REVIEW

Examinee:            Franklin T. Oduya
Date of birth:       12/29/1966
VA claim number:     31 884 206
Address:             1530 Magnolia Terrace Dr, Columbus, GA 31907
Date of examination: 10/05/2026
Requested by:        Veteran's accredited representative
Examiner:            Gideon W. Marsh, MD, FACP (Internal Medicine)

1. RECORDS REVIEWED
 - Service treatment records, U.S. Army, 1986-2008 (412 pages)
 - VA treatment records 2008-2026 (CPRS printout)
 - VA rating decision 03/2019 granting service connection for PTSD at 70 percent
 - VA hypertension examination, 01/2026
 - Private nephrology records 2022-2026
 - Veteran's written statement dated 08/2026

2. HISTORY
Mr. Oduya is a 59-year-old Army veteran (infantry, later first sergeant) who served from
1986 to 2008, including Operation Desert Storm (1991) and two tours in Iraq (2003-2004,
2005-2006). He is service connected for PTSD related to combat in Samarra in 2005, when
his company was hit by an IED and small arms ambush with several soldiers killed.
Blood pressure in the STRs ranged from 118/76 (enlistment, 1986) to 138/88 (retirement
physical, 2007); no diagnosis of hypertension was made in service.
Hypertension was diagnosed by his VA primary care physician in 06/2011 (BP 156/98) and
has become progressively harder to control: lisinopril (2011), amlodipine added (2014),
chlorthalidone added (2018), spironolactone added (2023). VA mental health notes in 2019
and 2021 record BP of 178/104 and 172/100 during PTSD exacerbations with panic symptoms.
Type 2 diabetes was diagnosed in 2015; worst A1c 7.8, now 6.9 on metformin and
semaglutide.
Kidney function: eGFR 71 (2016), 58 (2021), 52 (2026); urine albumin/creatinine 64 mg/g.
Nephrology (2022) assessed CKD stage 3a, "likely hypertensive and diabetic
nephrosclerosis"; no biopsy was performed. Renal artery duplex (2023) showed no renal
artery stenosis. Aldosterone/renin ratio normal; primary hyperaldosteronism excluded.
He took ibuprofen 800 mg up to three times daily from 2008 to 2020 for knee and back pain.
Other history: kidney stone 2004, passed spontaneously.
Family history: mother had hypertension and died of a stroke at 74; brother has diabetes.
Social: never smoker, rare alcohol, retired from the postal service in 2024.

3. EXAMINATION
BP 148/92 seated after 5 minutes rest, repeat 144/90. HR 78. BMI 30.1.
Fundi: mild arteriovenous nicking. Heart regular, no murmur or gallop. Lungs clear.
No peripheral edema. Pedal pulses intact.
Screening: PHQ-9 = 11; item 9 (thoughts of being better off dead or of self-harm) = 0.
GAD-7 = 12.

4. DIAGNOSES
 1. Essential hypertension, resistant (I10)
 2. Chronic kidney disease, stage 3a (N18.31)
 3. Type 2 diabetes mellitus (E11.22)
 4. Posttraumatic stress disorder, service connected (per VA records)

5. OPINIONS
Question 1: Is the Veteran's hypertension caused or aggravated by his service-connected
PTSD?
It is at least as likely as not that his hypertension is aggravated by his SC PTSD
(a 50% or greater probability), that is, worsened beyond its natural progression.
Rationale: Chronic PTSD produces sustained sympathetic activation, and large cohort
studies of veterans associate PTSD with incident and worsening hypertension. In this
Veteran, documented blood pressure surges coincide with PTSD exacerbations, and the
escalation from one to four drugs parallels the worsening of his PTSD. The January 2026
VA examination did not address aggravation. The baseline before aggravation is the 2011
picture of hypertension controlled on a single agent.

Question 2: Is the Veteran's chronic kidney disease related to service or to a
service-connected condition?
I cannot resolve whether his CKD is secondary to service without resort to mere speculation.
Rationale: His CKD has at least three plausible contributors - diabetic nephropathy
(not service connected), hypertensive nephrosclerosis (claimed secondary to PTSD) and
years of high-dose NSAID use for non-service-connected knee and back pain. Without a
renal biopsy, the relative contribution of each cannot be determined with medical
certainty.

6. CERTIFICATION
I have no financial interest in the outcome of this claim. The opinions above are held
to a reasonable degree of medical certainty.

Gideon W. Marsh, MD, FACP
Board Certified in Internal Medicine                                      10/12/2026`,
    expected: {
      conditions: [
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'chronic kidney disease', diagnosticCode: '7530' },
        { name: 'type 2 diabetes mellitus', diagnosticCode: '7913' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'hypertension',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not that his hypertension is aggravated by his SC PTSD',
        },
        {
          condition: 'chronic kidney disease',
          strength: 'unable to resolve',
          quote: 'I cannot resolve whether his CKD is secondary to service without resort to mere speculation',
        },
      ],
      inServiceEvents: [
        'Operation Desert Storm 1991',
        'Iraq deployments 2003-2004 and 2005-2006',
        'IED and small arms ambush in Samarra 2005',
      ],
      personalData: [
        { kind: 'name', value: 'Franklin T. Oduya' },
        { kind: 'name', value: 'Oduya' },
        { kind: 'date-of-birth', value: '12/29/1966' },
        { kind: 'record-number', value: '31 884 206' },
        { kind: 'address', value: '1530 Magnolia Terrace Dr, Columbus, GA 31907' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'spouse-statement-changes-after-afghanistan',
    kind: 'statement-or-decision',
    format: 'text',
    text: `To: Department of Veterans Affairs
Re: Statement in support of my husband's claim
Veteran: Peter J. Roszak          VA claim no.: 29 606 113
From: Angela M. Roszak (spouse)
Address: 1807 Juniper Knoll Ct, Fort Collins, CO 80525
Phone: (970) 555-0148

November 12, 2026

I have been married to Peter since 2009, three years before he deployed to Afghanistan
with his brigade. I am writing to describe the changes I have seen in him since he came
home in 2013.

Before the deployment Pete was outgoing. He coached our nephew's Little League team,
played in a dart league, and was the one who organized every family get-together.

While he was in Afghanistan his best friend, Sgt. Marcus Okafor, was shot and killed by
a sniper while they were on patrol together in 2012. Pete called me two days later and I
barely recognized his voice. He has never talked to me about that day.

Since he has been home he wakes up yelling two or three nights a week, soaked in sweat.
He elbowed me in his sleep in 2015 and since then he sleeps in the guest room. He checks
the door locks over and over, sits with his back to the wall in restaurants, and will
not go to the mall or to our kids' school concerts because of the crowds. Fireworks on
the Fourth of July send him to the basement. He drinks a six-pack most nights. He has
gone through four jobs since 2014, mostly because of arguments with supervisors.

The hardest thing to write is this: last March he told me he didn't want to be here
anymore and that the kids and I would be better off with his life insurance. That night
I found his pistol on the nightstand. I took all of his guns to my brother Kyle's house
the next morning, and he agreed to start seeing a counselor at the Vet Center. He says
he doesn't think about it anymore, but I worry every time he is late coming home.

Our children, Ella (14) and Noah (11), have learned to tiptoe around him. Noah asked me
last month why Dad is always mad.

I am not a medical person. I only know what my husband was like before he deployed and
what he is like now.

I certify that the above is true and correct to the best of my knowledge.

Angela M. Roszak`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['deployment to Afghanistan 2012-2013', 'best friend killed by sniper on patrol 2012'],
      personalData: [
        { kind: 'name', value: 'Peter J. Roszak' },
        { kind: 'name', value: 'Peter' },
        { kind: 'name', value: 'Pete' },
        { kind: 'record-number', value: '29 606 113' },
        { kind: 'name', value: 'Angela M. Roszak' },
        { kind: 'address', value: '1807 Juniper Knoll Ct, Fort Collins, CO 80525' },
        { kind: 'phone', value: '(970) 555-0148' },
        { kind: 'name', value: 'Marcus Okafor' },
        { kind: 'name', value: 'Kyle' },
        { kind: 'name', value: 'Ella' },
        { kind: 'name', value: 'Noah' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
]
