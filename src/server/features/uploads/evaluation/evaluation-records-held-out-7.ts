/**
 * The seventh held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 7 of the analysis work was under way; committed unread, to be
 * judged once at the end of that round. All people, numbers and places are invented. Do not edit
 * by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const seventhHeldOutRecords: readonly EvaluationRecord[] = [
  {
    id: 'cprs-mh-ptsd-mdd-followup-passive-si',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MENTAL HEALTH OUTPATIENT PROGRESS NOTE
STANDARD TITLE: MENTAL HEALTH NOTE
DATE OF NOTE: MAR 14, 2025@10:22     ENTRY DATE: MAR 14, 2025@11:05:41
AUTHOR: OKAFOR-LINDQVIST,RENATA      EXP COSIGNER:
URGENCY:                             STATUS: COMPLETED

PATIENT: TREMBLAY,CALLUM J     DOB: 07/19/1984     SSN: 912-44-3071
CLINIC: BRAMBLEWOOD VAMC BHIP TEAM 2

CHIEF COMPLAINT: "The nightmares are back and I can't shake the low mood."

HISTORY OF PRESENT ILLNESS:
40 y/o OEF Army veteran (11B, 2006-2012) seen for scheduled follow-up. Vet reports
increased nightmares (4-5/week) since the anniversary of the 2010 IED blast near COP
Varrow that killed his squad leader. Reports irritability, hypervigilance in stores,
avoids driving on the highway. Mood "about a 3 out of 10". Sleeping 4 hrs/night.
Vet disclosed that about two weeks ago he had passive thoughts of "not waking up
would be easier" while sitting in his truck. Denies any plan, intent, preparatory
behavior or prior attempts. No current SI today. Denies HI. His wife, Aileen, is
aware and is supportive. No firearms in the home (stored with his brother-in-law).

PSYCHIATRIC HX: Prior dx PTSD (2014, this VAMC). No prior psychiatric admissions.
SUBSTANCE USE: 2-3 beers on weekends. AUDIT-C = 3 (negative). Denies drug use.
FAMILY HX: Brother with bipolar I disorder. Father "drank heavily". No family hx of
completed suicide.

MEDICATIONS:
  SERTRALINE 150MG TAB - TAKE ONE TABLET BY MOUTH DAILY
  PRAZOSIN 2MG CAP - TAKE THREE CAPSULES BY MOUTH AT BEDTIME
  TRAZODONE 50MG TAB - TAKE ONE TABLET BY MOUTH AT BEDTIME AS NEEDED

MEASURES:
  PHQ-9: 17 (moderately severe); item 9 = 1 (several days)
  PCL-5: 52 (prior 41 in Nov 2024)
  C-SSRS screen: positive for passive wish to be dead in past month; negative for
  active ideation, method, intent or behavior.

MENTAL STATUS EXAM:
Casually dressed, good hygiene, fair eye contact. Speech normal rate/volume. Mood
"down", affect constricted, dysphoric. Thought process linear, goal directed. No AH/VH.
Insight and judgment fair.

RISK ASSESSMENT:
Acute risk: low. Chronic risk: moderate (male veteran, PTSD, depression, recent
passive SI). Protective factors: wife, two children, employment, future orientation,
engaged in care. Safety plan reviewed and updated; copy given. VCL number reviewed.

ASSESSMENT/PLAN:
1. PTSD, chronic - worsening around anniversary. Increase prazosin to 3 mg qhs,
   re-engage CPT with Dr. Siwiec, next session 3/28.
2. Major depressive disorder, recurrent, moderate - increase sertraline to 200 mg
   daily. Recheck PHQ-9 in 4 wks.
3. Insomnia/poor sleep - likely secondary to #1 and #2; snoring reported by wife,
   r/o obstructive sleep apnea - consult placed to sleep medicine for HST.
4. Alcohol use - low risk per AUDIT-C; does not meet criteria for a use disorder.
   Brief counseling provided.
5. Safety - passive SI as above, no active SI. Safety plan updated. Mr. Tremblay
   agrees to call VCL or present to ED if thoughts intensify.

RTC 4 weeks or sooner PRN.

/es/ RENATA OKAFOR-LINDQVIST, PMHNP-BC
Signed: 03/14/2025 11:05`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['IED blast 2010 that killed his squad leader'],
      personalData: [
        { kind: 'name', value: 'TREMBLAY,CALLUM J' },
        { kind: 'name', value: 'Mr. Tremblay' },
        { kind: 'name', value: 'Aileen' },
        { kind: 'date-of-birth', value: '07/19/1984' },
        { kind: 'ssn', value: '912-44-3071' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'cprs-primary-care-htn-diabetes',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PACT PRIMARY CARE FOLLOW UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: AUG 06, 2024@08:40     ENTRY DATE: AUG 06, 2024@09:31:12
AUTHOR: BRANNIGAN,THEO P MD          EXP COSIGNER:
URGENCY:                             STATUS: COMPLETED

Pt: VASQUEZ-ORTEGA,MARISOL   DOB: 11/02/1971   SSN: XXX-XX-6628
Phone: (555) 014-2290
Address: 48 Quillfeather Lane, Apt 3, Dunmore Falls, NM 87999

S: 52 y/o female USAF veteran here for 6-month f/u of HTN and DM2. Checking home BP,
reports 130s-140s/80s. Adherent to meds. Walking 20 min 3x/wk. No chest pain, SOB,
orthopnea, LE edema, polyuria or polydipsia. Denies numbness or tingling in feet.
Reports seasonal nasal congestion, controlled with fluticasone.

ACTIVE PROBLEM LIST:
  1. Essential hypertension (ICD-10 I10)
  2. Type 2 diabetes mellitus without complications (E11.9)
  3. Hyperlipidemia, mixed (E78.2)
  4. Allergic rhinitis, seasonal (J30.2)
  5. Screening for colon cancer - FIT negative 2023

FAMILY HISTORY: Father - MI at age 58, CAD. Mother - breast cancer, type 2 DM.
SOCIAL: Never smoker. Rare alcohol. Works as a school bus dispatcher.

OUTPATIENT MEDICATIONS:
  LISINOPRIL 20MG TAB   TAKE ONE TABLET BY MOUTH EVERY DAY
  METFORMIN 1000MG TAB  TAKE ONE TABLET BY MOUTH TWICE A DAY WITH MEALS
  ATORVASTATIN 40MG TAB TAKE ONE TABLET BY MOUTH AT BEDTIME
  FLUTICASONE 50MCG NASAL SPRAY  USE 2 SPRAYS IN EACH NOSTRIL DAILY

O: BP 142/86 (repeat 138/84), P 76, Wt 198 lb, BMI 33.1
   Gen: NAD. CV: RRR, no murmur. Lungs: CTAB. Ext: no edema.
   Monofilament exam: intact bilaterally. Pedal pulses 2+.
   LABS (07/30/2024): A1c 7.4% (prior 7.1%), LDL 96, Cr 0.9, eGFR >90,
   urine microalbumin/Cr pending.

CLINICAL REMINDERS:
  Depression screen PHQ-2: 0 - negative. Pt denies suicidal ideation.
  AUDIT-C: 1. Tobacco: never.
  Diabetic eye exam: due - ordered.

A/P:
1. Hypertension - above goal. Add amlodipine 5 mg daily. Home BP log, RTC 6 wks.
2. DM2 - A1c slightly higher. Reinforced diet; continue metformin. Consider GLP-1 RA
   if A1c > 7.5 at next check.
3. Hyperlipidemia - at goal on atorvastatin, continue.
4. Allergic rhinitis - stable, continue fluticasone.
5. R/O diabetic nephropathy - microalbumin pending, will notify pt.
6. Family hx premature CAD - counseled; no anginal symptoms.

/es/ THEO P BRANNIGAN, MD
Primary Care Physician, Sandoval Mesa CBOC`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Hyperlipidemia' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'VASQUEZ-ORTEGA,MARISOL' },
        { kind: 'date-of-birth', value: '11/02/1971' },
        { kind: 'ssn', value: 'XXX-XX-6628' },
        { kind: 'phone', value: '(555) 014-2290' },
        { kind: 'address', value: '48 Quillfeather Lane, Apt 3, Dunmore Falls, NM 87999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-audiology-hearing-loss-tinnitus-scan',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: AUDIOLOGY HEARING EVALUATION
STANDARD TITLE: AUDIOLOGY NOTE
DATE OF NOTE: JAN 22, 2026@13:15     AUTHOR: HOLLENBECK,MAREN AuD
STATUS: COMPLETED

PATIENT: DUCHARME,ELLIS R     SSN (last 4): 5093     DOB: 04/30/1966

HISTORY: 59 y/o Army veteran (13B cannon crewmember, 1985-1993) referred by PCP for
hearing evaluation. Reports difficulty understanding speech in restaurants and
constant bilateral high-pitched ringing since service. Reports firing 155mm
howitzers without consistent hearing protection during live-fire exercises.
Post-service: warehouse work with hearing protection. Denies ear surgery, otalgia,
drainage or vertigo. Denies family history of hearing loss.

OTOSCOPY: Clear canals, TMs visualized bilaterally.
TYMPANOMETRY: Type A bilaterally.

PURE TONE THRESHOLDS (dB HL):
  Hz      500  1000  2000  3000  4000  6000  8000
  RIGHT    20    25    45    60    65    70    65
  LEFT     20    30    50    65    70    75    70

SPEECH: SRT R 25 dB / L 30 dB. Maryland CNC word recognition R 88% / L 84%.

TINNITUS: Bilateral, constant, high-pitched. THI score 46 (moderate handicap).

ASSESSMENT:
1. Bilateral sensorineural hearing loss, mild sloping to moderately severe.
2. Bilateral constant tinnitus.

PLAN:
- Hearing aids ordered (bilateral BTE); fitting appointment scheduled.
- Tinnitus education provided; sound generator feature on aids.
- Annual re-evaluation.

/es/ MAREN HOLLENBECK, Au.D., CCC-A
Audiologist, Ferncastle VA Medical Center`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Howitzer noise exposure without hearing protection during live-fire exercises'],
      personalData: [
        { kind: 'name', value: 'DUCHARME,ELLIS R' },
        { kind: 'ssn', value: '5093' },
        { kind: 'date-of-birth', value: '04/30/1966' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-sleep-medicine-osa-hst',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: SLEEP MEDICINE CONSULT RESULT
STANDARD TITLE: SLEEP MEDICINE CONSULT
DATE OF NOTE: OCT 03, 2024@14:02     ENTRY DATE: OCT 03, 2024@15:20:09
AUTHOR: PELLETIER-NGATA,JONAH MD     EXP COSIGNER:
URGENCY: ROUTINE                     STATUS: COMPLETED

PATIENT: RASMUSSEN,TOBIAS K          DOB: 02/11/1979
ICN: 1038847215V660193               SSN: 947-20-5518

REASON FOR CONSULT: Loud snoring, witnessed apneas, daytime sleepiness.

HPI:
45 y/o Marine Corps veteran with PTSD (service connected) referred for evaluation of
sleep-disordered breathing. Wife (Corinne) reports loud snoring and pauses in breathing
for "years", worse over the last 3 years with weight gain of ~30 lb. Wakes with dry
mouth and morning headaches. Epworth Sleepiness Scale 15/24. Dozed at a red light
once last month. Nightmares 1-2x/week, improved on prazosin.

PMH:  PTSD; GERD; s/p right inguinal hernia repair 2016
MEDS: sertraline 100 mg daily, prazosin 4 mg qhs, omeprazole 20 mg daily
SOCIAL: Former smoker, quit 2015. 2 drinks/week. Works as a freight dispatcher.

EXAM: BMI 34.8. Neck circumference 18 in. Mallampati IV. Retrognathia absent.
      Tonsils 1+. Nasal septum midline. Lungs clear.

HOME SLEEP APNEA TEST (09/24/2024):
  Monitoring time 7.1 hrs
  AHI (3% rule):      22.4 events/hr
  Supine AHI:         38.0 events/hr
  Non-supine AHI:     11.6 events/hr
  O2 nadir:           81%
  Time SpO2 < 88%:    6.4%
  Central events:     rare (central apnea index 0.4)

IMPRESSION:
1. Obstructive sleep apnea, moderate (AHI 22.4), positional component.
2. No evidence of central sleep apnea.
3. PTSD - followed by BHIP; nightmares may contribute to sleep fragmentation.
4. GERD - on PPI.

PLAN:
- Auto-PAP 5-15 cm H2O, medium full-face mask (prefers mouth breathing).
- Mask fitting and education with RT; download compliance at 30 and 90 days.
- Weight management referral (MOVE! program).
- Drowsy driving counseling provided; advised not to drive when sleepy.
- Follow up in sleep clinic in 3 months.

Screening: PHQ-2 negative. Denies SI/HI.

/es/ JONAH PELLETIER-NGATA, MD
Sleep Medicine, Kestrel Bay VA Health Care System`,
    expected: {
      conditions: [
        { name: 'Sleep apnea', diagnosticCode: '6847' },
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'GERD', diagnosticCode: '7206' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'RASMUSSEN,TOBIAS K' },
        { kind: 'name', value: 'Corinne' },
        { kind: 'date-of-birth', value: '02/11/1979' },
        { kind: 'record-number', value: '1038847215V660193' },
        { kind: 'ssn', value: '947-20-5518' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-pain-clinic-low-back-ro-radiculopathy',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PHYSICAL MEDICINE & REHAB OUTPATIENT NOTE
STANDARD TITLE: PHYSICAL MEDICINE & REHAB NOTE
DATE OF NOTE: MAY 19, 2025@09:00     AUTHOR: ABERNATHY-KOH,SILAS DO
STATUS: COMPLETED

PATIENT: MWANGI,DESMOND O     LAST4: 8871     DOB: 09/05/1982

CC: Chronic low back pain, occasional tingling down the left leg.

HPI: 42 y/o Army veteran, former parachute rigger (airborne qualified, 41 static-line
jumps). Reports LBP since a hard landing on a night jump at Drop Zone Hollis in 2006,
treated at sick call with Motrin and light duty. Pain 6/10 daily, worse with prolonged
sitting and lifting his kids. Intermittent tingling to the left lateral calf 2-3x/week,
no weakness. No bowel/bladder changes. No saddle anesthesia. No fever or weight loss.

IMAGING: Lumbar X-ray 04/2025: mild facet arthropathy L4-L5 and L5-S1, mild disc space
narrowing L5-S1. No spondylolisthesis. No fracture.

EXAM:
  Gait: non-antalgic. Heel/toe walk intact.
  Lumbar ROM: flexion 60 deg (pain at end range), extension 20 deg, lateral flexion
  25 deg bilaterally, rotation 25 deg bilaterally.
  Paraspinal tenderness L3-S1 with muscle spasm, no guarding altering gait.
  SLR: negative right; equivocal left at 70 deg.
  Strength 5/5 bilateral LE. DTR 2+ patellar and Achilles, symmetric.
  Sensation intact to light touch except subjectively decreased left lateral calf.

ASSESSMENT:
1. Chronic lumbosacral strain.
2. Lumbar spondylosis (degenerative arthritis) L4-S1 per X-ray.
3. Left leg paresthesias - r/o L5 radiculopathy vs. peroneal neuropathy. EMG/NCS
   ordered. No radiculopathy diagnosed at this time.

PLAN:
- PT referral for core stabilization, 8 visits.
- Meloxicam 15 mg daily with food; continue topical diclofenac.
- EMG/NCS left LE; consider MRI if EMG abnormal or red flags develop.
- Denies depression; PHQ-2 = 0.
- F/u 8 weeks.

/es/ SILAS ABERNATHY-KOH, DO
PM&R, Ridgeway Hollow VA Medical Center`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Hard landing on a night parachute jump 2006'],
      personalData: [
        { kind: 'name', value: 'MWANGI,DESMOND O' },
        { kind: 'ssn', value: '8871' },
        { kind: 'date-of-birth', value: '09/05/1982' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-back-strain-left-radiculopathy-favorable',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Garrick Stoltzfus-Byrne     Patient/Veteran's SSN: 905-61-2284
Date of examination: 06/11/2025                    Claim No.: 24-9183-55021

SECTION I - DIAGNOSIS
1A. Does the Veteran now have or has he/she ever been diagnosed with a thoracolumbar
    spine (back) condition?  [X] Yes  [ ] No
1B. Diagnoses:
    Diagnosis #1: Lumbosacral strain        ICD code: S39.012   Date of diagnosis: 2013
    Diagnosis #2: Degenerative arthritis of the spine  [ ] (not diagnosed - X-rays normal)

SECTION II - MEDICAL HISTORY
2A. Describe the history of the Veteran's thoracolumbar spine condition:
    Veteran reports he fell approximately 6 feet from a vehicle loading ramp while
    loading an LMTV during a unit rotation at Camp Sorrell in 2013. Seen at the BAS,
    diagnosed with lumbar strain, given profile x 14 days. Recurrent flare-ups since.
    Now with constant aching low back pain and radiating pain into the left buttock
    and posterior thigh.
2B. Does the Veteran report flare-ups?  [X] Yes  [ ] No
    "About once a month I can't bend over for two or three days."
2C. Functional loss or impairment?  [X] Yes  [ ] No - cannot sit > 30 min, cannot
    lift more than 20 lb.

SECTION III - RANGE OF MOTION AND FUNCTIONAL LIMITATION
3A. Initial ROM:  [ ] All normal  [X] Abnormal or outside of normal range
    Forward flexion (0-90):               0 to 55 degrees
    Extension (0-30):                     0 to 15 degrees
    Right lateral flexion (0-30):         0 to 25 degrees
    Left lateral flexion (0-30):          0 to 20 degrees
    Right lateral rotation (0-30):        0 to 30 degrees
    Left lateral rotation (0-30):         0 to 25 degrees
    Pain noted on exam: [X] Yes  [ ] No   Causes functional loss: [X] Yes [ ] No
3B. Repetitive use testing (3 reps): [X] Yes. Additional loss of function? [ ] Yes [X] No

SECTION IV - GUARDING AND MUSCLE SPASM
    Muscle spasm:  [X] Yes, not resulting in abnormal gait or spinal contour
    Guarding:      [ ] Yes  [X] No

SECTION V - MUSCLE STRENGTH, REFLEXES, SENSORY
    Strength: 5/5 all groups except left ankle plantar flexion 4/5.
    Reflexes: Knee 2+ bilat; Ankle R 2+, L 1+.
    Sensory: decreased light touch left lower leg/foot (L5/S1).
    Straight leg raising: Right [ ] Positive [X] Negative; Left [X] Positive [ ] Negative

SECTION VI - RADICULOPATHY
6A. Does the Veteran have radicular pain or signs/symptoms due to radiculopathy?
    [X] Yes  [ ] No
6B. Constant pain:        Right lower extremity [X] None   Left lower extremity [X] Mild
    Intermittent pain:    Right [X] None                   Left [X] Moderate
    Paresthesias:         Right [X] None                   Left [X] Mild
6C. Nerve roots involved: [X] Involvement of L4/L5/S1/S2/S3 nerve roots (sciatic nerve)
    Side: [ ] Right  [X] Left
6D. Severity: Left lower extremity [X] Mild  [ ] Moderate  [ ] Severe

SECTION VII - ANKYLOSIS: [ ] Yes [X] No
SECTION VIII - IVDS: Does the Veteran have IVDS? [ ] Yes [X] No
SECTION IX - ASSISTIVE DEVICES: [ ] Yes [X] No

SECTION X - DIAGNOSTIC TESTING
    Imaging: X-ray lumbar spine 06/2025 - normal alignment, disc heights preserved,
    no arthritis documented.
    EMG (05/2025, community care): chronic left S1 radiculopathy.

SECTION XI - FUNCTIONAL IMPACT: Yes - works as an electrician; limited ladder work.

SECTION XII - MEDICAL OPINION
    [X] The claimed condition was at least as likely as not (50 percent or greater
        probability) incurred in or caused by the claimed in-service injury, event,
        or illness.
    [ ] The claimed condition was less likely than not (less than 50 percent
        probability) incurred in or caused by the claimed in-service injury, event,
        or illness.
    Rationale: STRs document a fall from a loading ramp in 2013 with a diagnosis of
    lumbar strain and recurrent low back complaints through separation. No
    intercurrent injury. In my opinion it is
    at least as likely as not that the current lumbosacral strain is due to the in-service fall.
    The left sciatic radiculopathy is a manifestation of the same lumbar condition.

Examiner: Priyanka Ashdown-Velez, PA-C     Date signed: 06/13/2025`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Sciatic radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not that the current lumbosacral strain is due to the in-service fall',
        },
      ],
      inServiceEvents: ['Fall from a vehicle loading ramp 2013'],
      personalData: [
        { kind: 'name', value: 'Garrick Stoltzfus-Byrne' },
        { kind: 'ssn', value: '905-61-2284' },
        { kind: 'record-number', value: '24-9183-55021' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-initial-ptsd-favorable-no-si',
    kind: 'dbq',
    format: 'pdf',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: LAVOIE, BEATRIX N          SSN: 931-08-7746
VA File Number: 931087746                           Date of exam: 02/04/2026
Examiner: Dr. Anselm Quarterman, PsyD (VA contract examiner)

SECTION I: DIAGNOSIS
1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria?
   [X] Yes  [ ] No
2. Current diagnoses:
   a. Mental disorder diagnosis #1: Posttraumatic stress disorder   ICD code: F43.10
   b. Mental disorder diagnosis #2: Alcohol use disorder, mild, in early remission
      ICD code: F10.11
   c. Medical diagnoses relevant to the understanding or management of the mental
      health disorder: none
3. Differentiation of symptoms: alcohol use began as self-medication for PTSD
   symptoms; it is not possible to differentiate occupational impairment between the
   two diagnoses, but the PTSD accounts for the majority of symptoms.
4. Does the Veteran have a diagnosed traumatic brain injury (TBI)? [ ] Yes [X] No

SECTION II: CLINICAL FINDINGS
Stressor #1: During a rocket and mortar attack on FOB Talwick in 2008 the Veteran, a
combat medic, treated a fellow soldier with fatal shrapnel wounds.
   Adequate to support the diagnosis of PTSD? [X] Yes  [ ] No
   Related to fear of hostile military or terrorist activity? [X] Yes  [ ] No
Stressor #2: Repeated exposure to casualties at the Role 2 aid station, 2008-2009.
   Adequate to support the diagnosis of PTSD? [X] Yes  [ ] No

Criterion A-H: all met (see detailed checklist on file).

SYMPTOMS (check all that apply):
   [X] Depressed mood
   [X] Anxiety
   [ ] Suspiciousness
   [X] Chronic sleep impairment
   [ ] Panic attacks more than once a week
   [X] Mild memory loss, such as forgetting names, directions or recent events
   [X] Disturbances of motivation and mood
   [X] Difficulty in establishing and maintaining effective work and social
       relationships
   [ ] Suicidal ideation
   [ ] Obsessional rituals
   [ ] Persistent delusions or hallucinations

RISK ASSESSMENT: Veteran denies current or past suicidal ideation, plans or attempts.
Denies homicidal ideation. No history of violence.

BEHAVIORAL OBSERVATIONS: Alert, cooperative. Tearful when describing stressor #1.
PCL-5 administered: 58. Last alcohol use 07/2025 (AUDIT-C now 0).

LEVEL OF OCCUPATIONAL AND SOCIAL IMPAIRMENT:
   [ ] Total occupational and social impairment
   [X] Occupational and social impairment with reduced reliability and productivity
   [ ] Occupational and social impairment with occasional decrease in work efficiency

SECTION III: MEDICAL OPINION
   [X] The claimed condition was at least as likely as not (50% or greater
       probability) incurred in or caused by the claimed in-service stressor.
Rationale: The Veteran's stressor is consistent with the places, types and
circumstances of her service as a combat medic, and her symptoms meet DSM-5 criteria.
In my opinion her PTSD is at least as likely as not caused by the in-service stressor
of treating a fatally wounded soldier during the 2008 attack.

Examiner signature: Anselm Quarterman, PsyD    Date: 02/05/2026`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [
        {
          condition: 'PTSD',
          strength: 'at least as likely as not',
          quote: 'her PTSD is at least as likely as not caused by the in-service stressor',
        },
      ],
      inServiceEvents: [
        'Rocket and mortar attack on FOB 2008; treated a fatally wounded soldier',
        'Repeated exposure to casualties at aid station 2008-2009',
      ],
      personalData: [
        { kind: 'name', value: 'LAVOIE, BEATRIX N' },
        { kind: 'ssn', value: '931-08-7746' },
        { kind: 'record-number', value: '931087746' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-hearing-tinnitus-split-opinion-scan',
    kind: 'dbq',
    format: 'image',
    text: `HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE
Name of Veteran: Oyelaran, Kwabena T.   SSN: 926-73-0419   Date of exam: 09/17/2025

SECTION I - HEARING LOSS
1. Does the Veteran have a diagnosis of sensorineural hearing loss? [X] Yes [ ] No
   [X] Right ear  [ ] Left ear  (left ear within normal limits for VA purposes)
2. Puretone thresholds (dB):
           500  1000  2000  3000  4000
   RIGHT    25    30    35    45    55
   LEFT     15    20    20    25    30
3. Maryland CNC: Right 92%  Left 96%
4. Hearing loss disability under 38 CFR 3.385: Right [X] Yes  Left [ ] No

5. Opinion - hearing loss:
   [ ] At least as likely as not (50% or greater probability) caused by or a result
       of an event in military service.
   [X] Less likely than not (less than 50% probability) caused by or a result of an
       event in military service.
   Rationale: Entrance (1998) and separation (2006) audiograms are normal with no
   significant threshold shift. Veteran worked 14 years in a stamping plant after
   service. It is less likely than not that the right ear hearing loss is related to
   military noise exposure.

SECTION II - TINNITUS
1. Does the Veteran report recurrent tinnitus? [X] Yes [ ] No
2. Onset: Veteran reports ringing began on the flight line as an aircraft mechanic
   (jet engine run-ups, 1999-2006), occasionally without double protection.
3. Opinion - tinnitus:
   [X] At least as likely as not (50% or greater probability) caused by or a result
       of military noise exposure.
   Rationale: Veteran's MOS has a high probability of noise exposure and he reports
   onset in service. His tinnitus is at least as likely as not caused by military
   noise exposure on the flight line.

SECTION III - FUNCTIONAL IMPACT
   Difficulty hearing his grandchildren and on the phone.

Examiner: Lorna Petrosyan-Hale, AuD     Date signed: 09/17/2025`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Hearing loss',
          strength: 'less likely than not',
          quote: 'It is less likely than not that the right ear hearing loss is related to',
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'His tinnitus is at least as likely as not caused by military',
        },
      ],
      inServiceEvents: ['Flight line jet engine noise exposure as aircraft mechanic 1999-2006'],
      personalData: [
        { kind: 'name', value: 'Oyelaran, Kwabena T.' },
        { kind: 'ssn', value: '926-73-0419' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-sleep-apnea-speculation',
    kind: 'dbq',
    format: 'text',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Thaddeus Okonkwo-Reyes
Patient/Veteran's SSN: 958-12-6034          VA claim number: 21-0047-39915
Date of examination: 12/02/2025             Evidence reviewed: VBMS e-folder, CPRS

SECTION I - DIAGNOSIS
1A. Does the Veteran now have or has he/she ever been diagnosed with sleep apnea?
    [X] Yes  [ ] No
    [X] Obstructive sleep apnea   ICD code: G47.33   Date of diagnosis: 03/2021
    [ ] Central sleep apnea
    [ ] Mixed sleep apnea

SECTION II - MEDICAL HISTORY
2A. Veteran served in the Navy 2001-2009 as a boatswain's mate. He reports his
    shipmates complained of his snoring in berthing while deployed aboard the USS
    Ardent Gale in 2007. No sleep complaints documented in the STRs; separation
    Report of Medical History (2009) marks "frequent trouble sleeping: No".
    Diagnosed with OSA in 2021 by private polysomnography (AHI 31.2/hr, O2 nadir
    78%). Weight at separation 185 lb; current weight 262 lb.
2B. Does the Veteran's treatment plan require the use of continuous medication?
    [ ] Yes  [X] No
2C. Does the Veteran require the use of a breathing assistance device such as a CPAP
    machine?  [X] Yes  [ ] No
    Compliance download: 89% of nights > 4 hrs.

SECTION III - SYMPTOMS
    [X] Persistent daytime hypersomnolence
    [ ] Chronic respiratory failure with carbon dioxide retention
    [ ] Cor pulmonale
    [ ] Requires tracheostomy

SECTION IV - OTHER PERTINENT FINDINGS
    Neck circumference 19 in. Epworth 12. Reports morning headaches resolved on CPAP.
    Denies cardiac history. Hypertension: not diagnosed; BP today 128/78.

SECTION V - DIAGNOSTIC TESTING
    Polysomnography 03/2021 (Larkspur Sleep Center): AHI 31.2, RDI 36.0. Diagnosis:
    moderate-to-severe obstructive sleep apnea.

SECTION VI - FUNCTIONAL IMPACT
    Regards CPAP as helpful. Works as a crane operator; employer requires CPAP
    compliance documentation.

SECTION VII - MEDICAL OPINION
    Claimed condition: obstructive sleep apnea, direct service connection.
    [ ] At least as likely as not incurred in or caused by service
    [ ] Less likely than not incurred in or caused by service
    [X] Other: I cannot resolve this issue without resort to mere speculation.
    Rationale: There is no sleep study from service and no in-service documentation of
    sleep complaints; lay reports of snoring exist but snoring alone is not diagnostic
    of OSA. The 77 lb post-service weight gain is a significant intervening risk
    factor. Medical literature does not permit determining whether OSA was present in
    2007-2009 without an objective study from that period.

Examiner: Helga Vantongeren, MD, Internal Medicine    Date signed: 12/03/2025`,
    expected: {
      conditions: [{ name: 'Sleep apnea', diagnosticCode: '6847' }],
      nexusOpinions: [
        {
          condition: 'Sleep apnea',
          strength: 'unable to resolve',
          quote: 'I cannot resolve this issue without resort to mere speculation',
        },
      ],
      inServiceEvents: ['Snoring noted by shipmates during 2007 deployment'],
      personalData: [
        { kind: 'name', value: 'Thaddeus Okonkwo-Reyes' },
        { kind: 'ssn', value: '958-12-6034' },
        { kind: 'record-number', value: '21-0047-39915' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-headaches-migraine-tbi-history-no-opinion',
    kind: 'dbq',
    format: 'text',
    text: `HEADACHES (INCLUDING MIGRAINE HEADACHES) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Ingrid Saltonstall-Mbeki   DOB: 12/28/1988
Patient/Veteran's SSN: 973-55-0182   Date of exam: 04/09/2026
Is this DBQ being completed in conjunction with a VA 21-2507? [X] Yes [ ] No
ACE and review of records: [X] VA e-folder reviewed

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has she ever been diagnosed with a headache condition?
   [X] Yes  [ ] No
   [X] Migraine including migraine variants   ICD code: G43.709   Date of dx: 2012
   [ ] Tension headache
   [ ] Cluster headache

SECTION II - MEDICAL HISTORY
2A. Veteran was a turret gunner in an MRAP that rolled over into a canal near
    Checkpoint Orrin in 2011. Brief loss of consciousness (< 5 min). Diagnosed with
    mild traumatic brain injury at the Level II facility; residual headaches since.
    Diagnosed with migraine by military neurology in 2012.
2B. Medication: topiramate 50 mg bid (preventive); rizatriptan 10 mg PRN.

SECTION III - SYMPTOMS
   Headache pain:  [X] Pulsating or throbbing  [X] Pain on one side of head
                   [X] Pain worsens with physical activity
   Non-headache symptoms: [X] Nausea  [ ] Vomiting  [X] Sensitivity to light
                          [X] Sensitivity to sound  [ ] Changes in vision
   Duration: [ ] Less than 1 day  [X] 1-2 days  [ ] More than 2 days
   Location: [X] Right side of head

SECTION IV - PROSTRATING ATTACKS
   Characteristic prostrating attacks of migraine/non-migraine headache pain?
   [X] Yes  [ ] No
   Frequency: [ ] Less than once every 2 months  [ ] Once every 2 months
              [ ] Once a month  [X] More frequently than once a month
   Very frequent prostrating and prolonged attacks of migraine? [X] Yes  [ ] No

SECTION V - OTHER FINDINGS
   Neurological exam normal today. No focal deficits.
   TBI residuals are addressed on a separate TBI DBQ.
   MRI brain 2019: no acute abnormality, two nonspecific white matter foci.

SECTION VI - FUNCTIONAL IMPACT
   Misses about 3 days of work a month (medical coder); works in a darkened office.

SECTION VII - REMARKS
   Veteran denies depression. Not seen by mental health.
   MEDICAL OPINION: A medical opinion was not requested for this examination.

Examiner: Cormac Delahunty-Ibe, MD (Neurology)   Date signed: 04/09/2026`,
    expected: {
      conditions: [
        { name: 'Migraine', diagnosticCode: '8100' },
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['MRAP rollover into a canal 2011 with brief loss of consciousness'],
      personalData: [
        { kind: 'name', value: 'Ingrid Saltonstall-Mbeki' },
        { kind: 'date-of-birth', value: '12/28/1988' },
        { kind: 'ssn', value: '973-55-0182' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-osa-secondary-to-ptsd',
    kind: 'private-letter',
    format: 'text',
    text: `HARTWELL PULMONARY & SLEEP ASSOCIATES
2200 Birchcombe Parkway, Suite 410
Calder Springs, MN 55999
Tel (555) 013-7700   Fax (555) 013-7701

November 4, 2025

RE: Veteran Lucian Abernethy-Soto
DOB: 05/23/1976
VA File No.: 934 20 4476

To Whom It May Concern:

I am a board-certified pulmonologist and sleep medicine physician and have treated
Mr. Abernethy-Soto since February 2022. I am writing at his request in support of his
claim for obstructive sleep apnea as secondary to his service-connected
posttraumatic stress disorder.

Mr. Abernethy-Soto served in the U.S. Army from 1995 to 2016, including two combat
tours. His PTSD, which stems from a 2005 convoy ambush in which his vehicle was struck
by small-arms fire, was diagnosed by the VA in 2016 and is currently rated at 70%.
In my practice I diagnosed him with severe obstructive sleep apnea on an in-lab
polysomnogram on 03/15/2022 (AHI 41.8 events/hour, REM AHI 62, O2 nadir 76%). He uses
CPAP nightly with good adherence.

I reviewed his VA treatment records, his service treatment records and the following
literature: studies reporting a markedly higher prevalence of OSA among veterans with
PTSD than among veterans without PTSD; research on hyperarousal, fragmented sleep and
upper-airway collapsibility; and the known weight-gain and muscle-relaxant effects of
the psychiatric medications he has taken for PTSD (mirtazapine 2016-2020 and
quetiapine 2018-2019), during which his weight increased by 48 lb.

He does not smoke, has no craniofacial abnormality, and his neck circumference was
15.5 inches before the medication-related weight gain. There is no family history of
sleep apnea.

OPINION:
Based on my examination, the medical literature and his records, it is my opinion that
his obstructive sleep apnea is more likely than not proximately due to his PTSD,
including through the weight gain caused by the medications prescribed to treat it.
The probability in my judgment is greater than 50%.

Please feel free to contact my office with any questions.

Sincerely,

Evander Caulfield-Ruiz, MD, FCCP
Diplomate, American Board of Sleep Medicine`,
    expected: {
      conditions: [
        { name: 'Sleep apnea', diagnosticCode: '6847' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Sleep apnea',
          strength: 'more likely than not',
          quote: 'his obstructive sleep apnea is more likely than not proximately due to his PTSD',
        },
      ],
      inServiceEvents: ['Convoy ambush 2005, vehicle struck by small-arms fire'],
      personalData: [
        { kind: 'name', value: 'Lucian Abernethy-Soto' },
        { kind: 'name', value: 'Mr. Abernethy-Soto' },
        { kind: 'date-of-birth', value: '05/23/1976' },
        { kind: 'record-number', value: '934 20 4476' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-orthopedic-right-knee-meniscus',
    kind: 'private-letter',
    format: 'pdf',
    text: `FALLOWMERE ORTHOPAEDIC & SPORTS MEDICINE
88 Tillinghast Road, Bldg C | Wrenhaven, GA 39899 | (555) 016-4480

January 12, 2026

Re: Sgt. (Ret.) Dominika Harrow-Pryce
Date of birth: 08/14/1983
Address: 1907 Cobblecreek Drive, Wrenhaven, GA 39899
Claim number: 26-118-40277

Dear Veterans Service Representative,

Ms. Harrow-Pryce has been under my care for her right knee since 2019. She asked me to
provide a summary of her condition and my opinion regarding its relationship to her
military service.

History: Ms. Harrow-Pryce served in the Army from 2002 to 2010. Her service treatment
records, which I have reviewed, document a twisting injury to the right knee during a
parachute landing at Drop Zone Fenwick in October 2004, with effusion, medial joint
line tenderness and a profile for 30 days. She had recurrent right knee complaints in
2006 and 2008 documented at sick call. No post-service injury is reported.

Findings: MRI (06/2019) showed a complex tear of the posterior horn of the medial
meniscus and grade II chondromalacia of the medial femoral condyle. She underwent
arthroscopic partial medial meniscectomy on 08/20/2019. Standing radiographs
(11/2025) show medial joint space narrowing and osteophytes consistent with
post-traumatic osteoarthritis.

Current status: Right knee flexion 0-105 degrees with pain at end range, extension
full. Effusion trace. Lachman and drawer stable. McMurray negative (post-meniscectomy).
She has intermittent locking and swelling after prolonged standing. Her left knee is
asymptomatic and normal on examination.

Diagnoses:
  1. Right knee medial meniscus tear, status post partial meniscectomy (2019)
  2. Post-traumatic osteoarthritis, right knee

Opinion: Meniscal tears are a well-recognized consequence of twisting knee injuries,
and post-meniscectomy knees have a well-documented increased risk of osteoarthritis.
Given the documented in-service injury and continuity of symptoms, in my opinion:
it is at least as likely as not that her right knee conditions are service related.
Both the meniscal tear and the resulting osteoarthritis trace to the 2004 landing.

Respectfully,

Rosalind Achterberg, MD
Board Certified, Orthopaedic Surgery`,
    expected: {
      conditions: [
        { name: 'Semilunar cartilage, removal of, symptomatic', diagnosticCode: '5259' },
        { name: 'Degenerative arthritis', diagnosticCode: '5003' },
      ],
      nexusOpinions: [
        {
          condition: 'Right knee meniscal tear and osteoarthritis',
          strength: 'at least as likely as not',
          quote: 'it is at least as likely as not that her right knee conditions are service related',
        },
      ],
      inServiceEvents: ['Right knee twisting injury during parachute landing October 2004'],
      personalData: [
        { kind: 'name', value: 'Dominika Harrow-Pryce' },
        { kind: 'name', value: 'Ms. Harrow-Pryce' },
        { kind: 'date-of-birth', value: '08/14/1983' },
        { kind: 'address', value: '1907 Cobblecreek Drive, Wrenhaven, GA 39899' },
        { kind: 'record-number', value: '26-118-40277' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-family-doctor-htn-gout-no-opinion-scan',
    kind: 'private-letter',
    format: 'image',
    text: `LINDENHURST FAMILY MEDICINE
14 Orchard Mill Road, Pell Corners, IA 50999   Phone (555) 019-3321

July 8, 2025

To: Department of Veterans Affairs
Re: Wendell P. Marchetti-Obi    DOB 03/03/1961

To whom it may concern,

Mr. Marchetti-Obi has been a patient at this practice since 2009. At his request I am
summarizing his current medical conditions.

1. Hypertension, diagnosed 2011. Treated with losartan 100 mg and
   hydrochlorothiazide 25 mg daily. Recent readings 136/84 and 140/88.
2. Gout, diagnosed 2017, with recurrent flares of the right first MTP joint about
   three times a year. On allopurinol 300 mg daily; uric acid 6.8 mg/dL.
3. Chest pain evaluation in 2024: nuclear stress test was normal and coronary artery
   disease was ruled out.
4. Prediabetes - A1c 5.9%; he does not have diabetes.

He reports he was told his blood pressure was "borderline" at his Army retirement
physical, but I do not have his military records. I am not able to comment on whether
any of these conditions are related to his military service.

Please contact me if further information is needed.

Sincerely,

Jolene Vanterpool, DO
Family Medicine`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Gout', diagnosticCode: '5017' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Wendell P. Marchetti-Obi' },
        { kind: 'name', value: 'Mr. Marchetti-Obi' },
        { kind: 'date-of-birth', value: '03/03/1961' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'private-letter-psychologist-mdd-gad-suicide-attempt',
    kind: 'private-letter',
    format: 'text',
    text: `Coralie Westbrook-Anand, Ph.D.
Licensed Clinical Psychologist (Lic. PSY-00417)
611 Harbormaster Street, Suite 2
Port Ellery, ME 04999

September 30, 2025

RE: Nadia Ferreira-Holm
Date of Birth: 01/17/1992
SSN: XXX-XX-2039

To the Department of Veterans Affairs:

I have provided weekly individual psychotherapy to Ms. Ferreira-Holm since June 2022.
I am providing this letter in support of her claim for service connection for her
mental health conditions.

Background: Ms. Ferreira-Holm served in the U.S. Navy from 2011 to 2017 as a damage
controlman. In March 2015, while she was aboard ship, an engine-room fire broke out;
she was part of the fire team, sustained second-degree burns to her left forearm, and a
shipmate she had trained with died of smoke inhalation. Her service records show a
mental health visit in May 2015 for "adjustment reaction with depressed mood". She
reports persistent guilt, depressed mood and worry since that time.

History of suicidality: In December 2021 she took an intentional overdose of
acetaminophen and was hospitalized for three days. She reported intermittent suicidal
ideation over the following year. Over the past six months she has reported passive
thoughts of death on a few occasions without plan or intent; she is engaged in safety
planning.

Assessment: Based on clinical interview, the PHQ-9 (most recent score 19), the GAD-7
(most recent score 15) and review of her records, she meets DSM-5 criteria for:
  - Major depressive disorder, recurrent, severe without psychotic features (F33.2)
  - Generalized anxiety disorder (F41.1)
She does not meet full criteria for PTSD; avoidance symptoms are subthreshold.
Her mother has a history of depression, which I have considered.

Opinion: Her symptoms began in service, immediately after the 2015 shipboard fire,
are documented in her service records, and have been continuous since. In my
professional opinion, both of her diagnosed conditions
are more likely than not the result of the 2015 shipboard fire and shipmate's death.
This applies to her major depressive disorder and her generalized anxiety disorder.

Respectfully submitted,

Coralie Westbrook-Anand, Ph.D.`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Generalized anxiety disorder', diagnosticCode: '9400' },
      ],
      nexusOpinions: [
        {
          condition: 'Major depressive disorder and generalized anxiety disorder',
          strength: 'more likely than not',
          quote: 'are more likely than not the result of the 2015 shipboard fire and shipmate\'s death',
        },
      ],
      inServiceEvents: ['Shipboard engine-room fire March 2015 with burns; shipmate died'],
      personalData: [
        { kind: 'name', value: 'Nadia Ferreira-Holm' },
        { kind: 'name', value: 'Ms. Ferreira-Holm' },
        { kind: 'date-of-birth', value: '01/17/1992' },
        { kind: 'ssn', value: 'XXX-XX-2039' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'private-letter-ent-tinnitus-favorable-hearing-unfavorable',
    kind: 'private-letter',
    format: 'text',
    text: `GREYSTOKE EAR, NOSE & THROAT CLINIC
301 Mercer Hollow Blvd. | Ashbury Flats, OR 97999 | 555-011-8260

March 2, 2026

Patient: Rafferty J. Nakagawa-Bell     DOB: 10/09/1980
MRN: GENT-0058213

Dear Sir or Madam,

Mr. Nakagawa-Bell was seen in my clinic on 02/19/2026 for ringing in both ears and
reduced hearing. He asked me for an opinion for his VA claim.

He served in the Marine Corps from 1999 to 2003 as a rifleman and reports exposure to
small-arms fire on ranges and a blast from a training demolition charge detonated
close to his position at Range 7 in 2002, after which his ears rang for two days. He
reports the ringing never fully went away. After service he worked as an accountant
without occupational noise. His mother and maternal uncle both had hearing loss
starting in their 40s, diagnosed as hereditary (otosclerosis in his mother).

Audiogram today shows bilateral sensorineural hearing loss, mild at 2000 Hz and
moderate at 3000-4000 Hz, symmetric. Word recognition 90% bilaterally. Tympanometry
normal. MRI of the internal auditory canals is normal; acoustic neuroma is ruled out.

I reviewed a copy of his separation audiogram from 2003, which shows normal hearing
at all frequencies with no threshold shift compared with his 1999 entrance audiogram.

Diagnoses: 1) Bilateral tinnitus. 2) Bilateral sensorineural hearing loss.

Opinions:
- Tinnitus: tinnitus is a subjective condition, and his account of onset after the
  2002 demolition blast is credible and consistent.
  It is at least as likely as not that his tinnitus began with the acoustic trauma.
- Hearing loss: given the normal separation audiogram and the strong family history
  of early-onset hearing loss, in my opinion
  it is less likely than not that his current hearing loss was caused by service.

Sincerely,

Fennimore Adeyemi-Stroud, MD
Otolaryngology - Head and Neck Surgery`,
    expected: {
      conditions: [
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Hearing loss', diagnosticCode: '6100' },
      ],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'It is at least as likely as not that his tinnitus began with the acoustic trauma',
        },
        {
          condition: 'Hearing loss',
          strength: 'less likely than not',
          quote: 'it is less likely than not that his current hearing loss was caused by service',
        },
      ],
      inServiceEvents: ['Training demolition charge blast at range 2002', 'Small-arms range noise exposure'],
      personalData: [
        { kind: 'name', value: 'Rafferty J. Nakagawa-Bell' },
        { kind: 'name', value: 'Mr. Nakagawa-Bell' },
        { kind: 'date-of-birth', value: '10/09/1980' },
        { kind: 'record-number', value: 'GENT-0058213' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-psych-admission-si-mdd-ptsd-aud',
    kind: 'discharge-summary',
    format: 'text',
    text: `LOCAL TITLE: INPATIENT MENTAL HEALTH DISCHARGE SUMMARY
STANDARD TITLE: MENTAL HEALTH DISCHARGE SUMMARY
DATE OF NOTE: FEB 27, 2025@15:40     AUTHOR: ZELENKA-ODUYA,MIRIAM MD
STATUS: COMPLETED

PATIENT: QUINTANILLA,ROMAN A    DOB: 06/02/1987    SSN: 919-36-8402
ADMISSION DATE: 02/18/2025        DISCHARGE DATE: 02/27/2025
WARD: 4 WEST ACUTE PSYCHIATRY, GLENHAVEN VAMC
EMERGENCY CONTACT: Lucia Quintanilla (sister)  Phone: 555-017-6634

REASON FOR ADMISSION:
37 y/o OIF Army veteran brought to the ED by his sister after texting her that he
"had a plan" to shoot himself with a handgun he had recently purchased. Reported
active suicidal ideation with plan and intent for one week in the setting of job
loss, separation from his partner, and escalating alcohol use (12+ beers daily).

PAST PSYCHIATRIC HISTORY:
PTSD diagnosed 2013 at this facility related to a 2007 ambush in which his Bradley
was hit by an RPG and his gunner was severely wounded. One prior episode of major
depression (2016). No prior suicide attempts. No prior admissions.

HOSPITAL COURSE:
Admitted voluntarily. Placed on q15 min checks. CIWA protocol for alcohol withdrawal;
max CIWA 14 on hospital day 2, managed with lorazepam taper, completed day 5. No
seizures or DTs. Sertraline restarted and titrated to 100 mg. Prazosin 1 mg started
for nightmares. Participated in groups. Suicidal ideation resolved by hospital day 6;
at discharge he denies SI, plan or intent and reports future orientation (wants to
return to his HVAC job). Firearm surrendered to local police by sister (confirmed).
Psychology consult for r/o bipolar disorder: no history of manic or hypomanic
episodes; bipolar disorder ruled out. Naltrexone started for alcohol use disorder.
High-risk-for-suicide flag placed; Suicide Prevention Coordinator consulted.

PHQ-9 admission 24, discharge 13. PCL-5 admission 61. AUDIT-C 11.

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.12)
3. Alcohol use disorder, severe (F10.20), with uncomplicated withdrawal
4. Suicidal ideation, resolved

DISCHARGE MEDICATIONS:
  Sertraline 100 mg PO daily
  Prazosin 1 mg PO qhs
  Naltrexone 50 mg PO daily
  Thiamine 100 mg PO daily

CONDITION AT DISCHARGE: Improved, stable. Denies SI/HI. Not psychotic.

FOLLOW-UP:
- BHIP appointment 03/03/2025 with Dr. Feodorova
- SUD IOP intake 03/04/2025
- Suicide Prevention Coordinator caring contacts weekly x 12 weeks
- Safety plan completed, copy given to veteran and sister. VCL: dial 988, press 1.

/es/ MIRIAM ZELENKA-ODUYA, MD
Attending Psychiatrist`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['2007 ambush: Bradley hit by RPG, gunner severely wounded'],
      personalData: [
        { kind: 'name', value: 'QUINTANILLA,ROMAN A' },
        { kind: 'name', value: 'Lucia Quintanilla' },
        { kind: 'date-of-birth', value: '06/02/1987' },
        { kind: 'ssn', value: '919-36-8402' },
        { kind: 'phone', value: '555-017-6634' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'discharge-chest-pain-mi-ruled-out-gerd',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `ST. AUDOIN REGIONAL MEDICAL CENTER
DISCHARGE SUMMARY

Patient Name: Beaumont, Harlan E.            MRN: SARMC-7720194
DOB: 09/21/1958                              Account #: 90044218371
Admit: 07/14/2025   Discharge: 07/16/2025    Attending: Nkechi Ballantyne, MD
Service: Hospital Medicine / Observation
PCP: Esteban Luoma, MD (Clearbrook VA CBOC)

ADMITTING DIAGNOSIS: Chest pain, rule out acute coronary syndrome.

HISTORY OF PRESENT ILLNESS:
66-year-old male, Vietnam-era Navy veteran, with hypertension presented with burning
substernal chest pain after a large evening meal, radiating to the throat, lasting
about 2 hours, partially relieved by antacid. No diaphoresis or exertional component.
Reports regurgitation and sour taste several nights a week for months.

PAST MEDICAL HISTORY: Hypertension (on amlodipine). Osteoarthritis of both hands.
Colon polyps (2019). Former smoker, 30 pack-years, quit 2001.
FAMILY HISTORY: Brother with CABG at 61. Mother with stroke.

HOSPITAL COURSE:
1. Chest pain: serial high-sensitivity troponins 4 -> 5 -> 4 ng/L (negative). ECG
   normal sinus rhythm, no ischemic changes. Regadenoson nuclear stress test 07/15:
   no ischemia, EF 61%. Acute coronary syndrome and myocardial infarction ruled out.
   CT angiography negative for pulmonary embolism and aortic dissection.
2. Reflux symptoms: started pantoprazole 40 mg daily with good relief. EGD 07/16:
   LA grade B erosive esophagitis and a 3 cm sliding hiatal hernia. No Barrett's.
3. Hypertension: BP 150s/90s on admission; amlodipine increased to 10 mg. BP 132/80
   at discharge.
4. Lung nodule, incidental 5 mm RUL on CTA - low risk, follow-up CT in 12 months per
   Fleischner guidance; not a diagnosis of malignancy.

DISCHARGE DIAGNOSES:
1. Gastroesophageal reflux disease with erosive esophagitis
2. Hiatal hernia, sliding
3. Hypertension
4. Chest pain - noncardiac; MI ruled out

DISCHARGE MEDICATIONS:
  Pantoprazole 40 mg PO daily before breakfast (NEW)
  Amlodipine 10 mg PO daily (CHANGED - dose increased)
  Aspirin 81 mg - STOPPED (no CAD)

INSTRUCTIONS: Elevate head of bed, avoid late meals. Follow up with PCP within 1 week.
Repeat chest CT July 2026.

Discharge condition: Stable. Home with spouse (Arlette Beaumont), contact 555-012-4418.

Electronically signed: Nkechi Ballantyne, MD   07/16/2025 16:22`,
    expected: {
      conditions: [
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'Hiatal hernia' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Osteoarthritis' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Beaumont, Harlan E.' },
        { kind: 'name', value: 'Arlette Beaumont' },
        { kind: 'record-number', value: 'SARMC-7720194' },
        { kind: 'record-number', value: '90044218371' },
        { kind: 'date-of-birth', value: '09/21/1958' },
        { kind: 'phone', value: '555-012-4418' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-lumbar-microdiscectomy-radiculopathy',
    kind: 'discharge-summary',
    format: 'text',
    text: `DISCHARGE SUMMARY - NEUROSURGERY
Marlow Creek VA Medical Center

Patient: KOWALCZYK-ADEBAYO,PIOTR S     SSN: 963-07-5521     DOB: 11/11/1975
Admission: 10/06/2025     Discharge: 10/08/2025
Surgeon: Isidore Fairweather-Lum, MD

ADMISSION DIAGNOSIS: L5-S1 disc herniation with right S1 radiculopathy.

HISTORY:
49 y/o Army veteran with service-connected chronic low back pain since a 2003 injury
when he slipped carrying a 90 lb rucksack down a rocky slope during a field training
exercise at Fort Cantrell. Progressive right leg pain x 8 months despite PT, two
epidural steroid injections and gabapentin. MRI 08/2025: large right paracentral
L5-S1 disc extrusion compressing the right S1 nerve root. EMG: acute and chronic
right S1 radiculopathy. Weakness of right plantar flexion 4/5, absent right Achilles
reflex.

PROCEDURE (10/06/2025): Right L5-S1 microdiscectomy. EBL 30 mL. No complications.

HOSPITAL COURSE:
Uneventful. Right leg pain improved from 8/10 to 2/10 on POD 1. Ambulating
independently with PT on POD 1. Voiding without difficulty. Incision clean and dry.
Pain controlled with acetaminophen and short course of oxycodone 5 mg. Bowel
regimen. No new deficits. Cauda equina syndrome was not present at any time.

DISCHARGE DIAGNOSES:
1. Intervertebral disc syndrome - L5-S1 disc extrusion, s/p right microdiscectomy
2. Right S1 radiculopathy (sciatic nerve), improving
3. Chronic lumbosacral strain (service connected, history)

PMH: Hypertension (controlled). Tinnitus (service connected).
DISCHARGE MEDS: acetaminophen 1 g q8h PRN, oxycodone 5 mg q6h PRN x 5 days (#15),
senna-docusate, lisinopril 10 mg daily (home med).

INSTRUCTIONS: No lifting > 10 lb x 6 weeks. No driving while on opioids. Walk daily.
Call for fever, wound drainage, new weakness, or bowel/bladder changes.

FOLLOW-UP: Neurosurgery clinic 2 weeks for wound check; PT referral at 6 weeks.

/es/ ISIDORE FAIRWEATHER-LUM, MD`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'Sciatic radiculopathy', diagnosticCode: '8520' },
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Slipped carrying a rucksack during a field training exercise 2003'],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK-ADEBAYO,PIOTR S' },
        { kind: 'ssn', value: '963-07-5521' },
        { kind: 'date-of-birth', value: '11/11/1975' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-appendectomy-short-scan',
    kind: 'discharge-summary',
    format: 'image',
    text: `HOLLOWAY BEND COMMUNITY HOSPITAL - DISCHARGE SUMMARY

Patient: Severine Achebe-Lund         DOB: 02/14/1995      MRN: HBCH-3390127
Address: 55 Tamarack Court, Holloway Bend, WY 82999
Admitted: 05/03/2026    Discharged: 05/04/2026
Attending: Gideon Marchbanks, MD (General Surgery)

Diagnosis: Acute uncomplicated appendicitis, s/p laparoscopic appendectomy 05/03/2026.

History: 31 y/o female veteran presented with 18 hours of periumbilical pain migrating
to the right lower quadrant, nausea, low-grade fever. WBC 14.2. CT: dilated appendix
with periappendiceal stranding, no abscess or perforation. Pregnancy test negative.
Ovarian torsion and ectopic pregnancy excluded on imaging.

Course: Laparoscopic appendectomy without complication. Tolerated diet POD 0.
Pain controlled on oral medication. Pathology: acute appendicitis.

Past medical history: Tinnitus (service connected, per patient).
Allergies: Penicillin (rash).
Screening: PHQ-2 negative; denies suicidal ideation.

Discharge medications: ibuprofen 600 mg q6h PRN, acetaminophen 1 g q8h PRN.
Activity: no lifting > 15 lb for 2 weeks.
Follow-up: surgery clinic 2 weeks.

Gideon Marchbanks, MD   05/04/2026`,
    expected: {
      conditions: [
        { name: 'Appendicitis' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Severine Achebe-Lund' },
        { kind: 'date-of-birth', value: '02/14/1995' },
        { kind: 'record-number', value: 'HBCH-3390127' },
        { kind: 'address', value: '55 Tamarack Court, Holloway Bend, WY 82999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-civilian-mva-concussion-prior-blast-tbi',
    kind: 'discharge-summary',
    format: 'text',
    text: `PINECROFT UNIVERSITY HOSPITAL
TRAUMA SURGERY DISCHARGE SUMMARY

Name: Okoro-Lindgren, Marcus D.    MRN: PUH-00718832    DOB: 04/04/1985
Home address: 7312 Wexford Bluff Road, Pinecroft, KS 66999
Admission: 11/02/2025   Discharge: 11/04/2025
Attending: Dr. Saoirse Blackwood-Tan

CHIEF COMPLAINT: Motor vehicle collision, head strike.

HPI: 40 y/o male restrained driver in a T-bone collision at ~35 mph. Struck the left
side of his head on the window. Brief LOC (< 1 minute) per EMS, amnestic to the
event. GCS 14 at scene, 15 on arrival. Complained of headache, nausea, neck pain.

PAST HISTORY: Army veteran. Sustained a traumatic brain injury in service from an IED
blast in 2008 (per VA records, diagnosed mild TBI). PTSD, followed at VA, on
sertraline. No prior surgeries.

WORKUP:
- CT head: no intracranial hemorrhage, no skull fracture.
- CT cervical spine: no fracture or malalignment; cervical fracture ruled out.
  Collar cleared clinically on HD 2.
- CT chest/abd/pelvis: no acute injury. Left 9th rib: no fracture.
- Labs unremarkable. BAC negative. Urine drug screen negative.

HOSPITAL COURSE: Admitted for neuro checks and concussion management. Headache and
nausea improved with acetaminophen and ondansetron. Neck pain consistent with
cervical muscle strain (whiplash), improving. Evaluated by OT: mild deficits in
attention on MoCA (25/30); concussion education given. Screened for depression: PHQ-9
of 6; patient denies suicidal ideation. Nightmares noted by nursing; reports these are
his baseline PTSD symptoms.

DISCHARGE DIAGNOSES:
1. Concussion (mild traumatic brain injury) with brief loss of consciousness
2. Cervical strain
3. History of blast-related mild TBI (2008)
4. PTSD, chronic (stable)

DISCHARGE PLAN: Cognitive and physical rest with graded return to activity; no driving
for 1 week. Follow up with VA polytrauma/TBI clinic within 2 weeks. Return for
worsening headache, vomiting, weakness or confusion.
Emergency contact: wife, Hanna Okoro-Lindgren, (555) 018-9057.

Electronically signed by Saoirse Blackwood-Tan, MD`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Cervical strain', diagnosticCode: '5237' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['IED blast 2008 causing mild TBI'],
      personalData: [
        { kind: 'name', value: 'Okoro-Lindgren, Marcus D.' },
        { kind: 'name', value: 'Hanna Okoro-Lindgren' },
        { kind: 'record-number', value: 'PUH-00718832' },
        { kind: 'date-of-birth', value: '04/04/1985' },
        { kind: 'address', value: '7312 Wexford Bluff Road, Pinecroft, KS 66999' },
        { kind: 'phone', value: '(555) 018-9057' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sick-call-ankle-sprain-ruck-march',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
TROOP MEDICAL CLINIC 4, FORT WYNDHAM

PATIENT: PFC DELACROIX-AMARI, JONAH W    SSN: 908-37-1142    DOD ID: 1498820371
UNIT: B CO 2-41 IN                       DATE: 14 APR 2009    TIME: 0715

S: 21 y/o AD male presents to sick call c/o L ankle pain and swelling. States he rolled
the L ankle stepping into a rut during a 12-mile ruck march at 0300 this morning.
Able to finish the march with assistance. Pain 6/10, worse with weight bearing. Denies
numbness/tingling. No previous injury to this ankle. Denies other injuries.

O: VS: T 98.4 P 78 BP 122/74 R 16
   L ankle: moderate swelling and ecchymosis over lateral malleolus. TTP over ATFL.
   No TTP over posterior edge or tip of medial/lateral malleolus, navicular or base of
   5th MT (Ottawa negative). Anterior drawer: mild laxity vs. R. Able to bear weight
   4 steps with limp. NV intact distally.

A: L lateral ankle sprain, grade II (ATFL). Fracture not suspected per Ottawa rules.

P: 1. RICE, ACE wrap, air cast.
   2. Ibuprofen 800 mg PO TID with food x 7 days.
   3. Crutches, WBAT.
   4. Temporary profile x 14 days: no running, rucking, jumping; may walk at own
      pace and distance.
   5. RTC 7 days or sooner if worse. Refer to PT if not improving.

SIGNED: SGT OLUWASEUN HAYWORTH, 68W / reviewed by CPT M. ENGSTROM-DIALLO, PA-C

---------------------------------------------------------------------
DATE: 21 APR 2009  F/U: swelling decreased, pain 3/10, ambulating without crutches.
A: L ankle sprain, improving. P: PT referral for proprioception. Extend profile 7 days.
SIGNED: CPT M. ENGSTROM-DIALLO, PA-C`,
    expected: {
      conditions: [{ name: 'Left ankle sprain' }],
      nexusOpinions: [],
      inServiceEvents: ['Left ankle inversion injury during a ruck march April 2009'],
      personalData: [
        { kind: 'name', value: 'DELACROIX-AMARI, JONAH W' },
        { kind: 'ssn', value: '908-37-1142' },
        { kind: 'record-number', value: '1498820371' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sf600-acoustic-trauma-tinnitus-scan',
    kind: 'service-treatment-record',
    format: 'image',
    text: `MEDICAL RECORD - CHRONOLOGICAL RECORD OF MEDICAL CARE      STANDARD FORM 600
BATTALION AID STATION, 3-19 FA, CAMP HADLEIGH

DATE: 08 SEP 2011
PATIENT: SPC ARCENEAUX, TORIN L       SSN: 951-26-0837       DOB: 17 JAN 1990

S: 21 y/o male c/o ringing in both ears and "muffled" hearing since yesterday after
qualification on the M2 .50 cal range. States his foam earplug fell out during the
second iteration and he fired approximately 200 rounds without hearing protection.
Denies ear pain, drainage, dizziness. No prior ear problems.

O: Otoscopy: canals clear, TMs intact bilaterally, no perforation.
   Whisper test: decreased bilaterally.
   Hearing conservation audiogram (DD 2216) today: significant threshold shift
   bilaterally at 3000-4000 Hz (R +20 dB, L +25 dB) compared to reference 2009.

A: 1. Acoustic trauma, bilateral.
   2. Tinnitus, bilateral.
   3. Temporary threshold shift - recheck required.

P: Noise restriction x 14 days (no range, no motor pool).
   Recheck audiogram in 14 days; if shift persists, refer to audiology.
   Double hearing protection counseled. Earplugs refit (triple flange, medium).
   RTC PRN.

SIGNED: 1LT W. KARAGEORGIOU, PA-C

---------------------------------------------------------------------
DATE: 23 SEP 2011
Follow-up audiogram: threshold shift partially recovered (R +10 dB, L +15 dB at
4000 Hz). Pt still reports intermittent ringing at night.
A: Tinnitus, persistent. Persistent STS L ear - referred to audiology.
SIGNED: 1LT W. KARAGEORGIOU, PA-C`,
    expected: {
      conditions: [{ name: 'Tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [],
      inServiceEvents: ['Acoustic trauma firing M2 .50 cal without hearing protection 2011'],
      personalData: [
        { kind: 'name', value: 'ARCENEAUX, TORIN L' },
        { kind: 'ssn', value: '951-26-0837' },
        { kind: 'date-of-birth', value: '17 JAN 1990' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-post-deployment-health-assessment-no-diagnosis',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA)   DD FORM 2796
Privacy Act Statement on file.

DEMOGRAPHICS
Last name: SILVERSTRAND     First name: MATEO     MI: F
SSN: 947-81-3360     Date of birth: 30 OCT 1988     Component: Active Duty
Service: Army   Pay grade: E-5   Unit: 184th Engineer Company (Route Clearance)
Deployment location: FOB Gallowmere and surrounding routes
Date arrived: 12 MAR 2010   Date departed: 04 MAR 2011

1. Overall health now: [ ] Excellent [X] Very good [ ] Good [ ] Fair [ ] Poor
2. Health compared to before deployment: [X] About the same [ ] Worse
3. During this deployment did you seek or intend to seek counseling? [ ] Yes [X] No
4. Were you wounded, injured, assaulted or otherwise physically hurt? [X] Yes [ ] No
   Explain: Husky vehicle struck by IED, 17 AUG 2010. Dazed for a few minutes.
5. Exposure to blast or explosion: [X] Yes - IED (more than one: 2)
6. Were you exposed to: [X] Smoke from burn pits  [X] Vehicle exhaust  [ ] Sand/dust
   [X] Loud noise  [ ] Depleted uranium  [ ] Pesticides

7. PC-PTSD screen, past month:
   Nightmares or unwanted thoughts: [X] Yes
   Tried hard not to think about it / avoided situations: [X] Yes
   Constantly on guard, watchful, easily startled: [X] Yes
   Felt numb or detached: [ ] No
   (PC-PTSD 3 of 4 - positive screen)
8. PHQ-2, past 2 weeks:
   Little interest or pleasure in doing things: Several days
   Feeling down, depressed or hopeless: Several days
9. Thoughts that you would be better off dead or of hurting yourself in some way:
   [X] Not at all  [ ] Several days  [ ] More than half the days  [ ] Nearly every day
10. Alcohol: AUDIT-C 4.
11. Symptoms during deployment: [X] Headaches [X] Ringing of the ears
    [X] Trouble sleeping [ ] Chest pain [X] Back pain

HEALTH CARE PROVIDER REVIEW (interview conducted 09 MAR 2011)
- Positive PC-PTSD screen; member endorses intrusive memories of the IED blast.
  No diagnosis made at this time. Denies suicidal or homicidal ideation.
- Blast exposure x2 with brief alteration of consciousness 17 AUG 2010: screened with
  MACE, score 29/30. Referred to TBI clinic for evaluation; no TBI diagnosis at this
  time.
- Intermittent headaches and tinnitus reported; referred to audiology.
Referrals: [X] Behavioral health  [X] TBI clinic  [X] Audiology
Provider: MAJ H. ESTERHUIZEN-COLE, MD       Date: 09 MAR 2011`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on route clearance vehicle 17 AUG 2010',
        'Blast exposure x2',
        'Burn pit smoke exposure',
      ],
      personalData: [
        { kind: 'name', value: 'SILVERSTRAND' },
        { kind: 'name', value: 'MATEO' },
        { kind: 'ssn', value: '947-81-3360' },
        { kind: 'date-of-birth', value: '30 OCT 1988' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-lumbar-strain-pallet-lifting',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE
MEDICAL DETACHMENT, DELVANE AIR BASE - FLIGHT MEDICINE / PRIMARY CARE

Patient: SrA Yevgenia Castellanos-Whitby      SSN: 981-44-2067
DoD ID: 1620483359                             Date: 02 JUL 2012

Reason for visit: Low back pain x 3 days.

Subjective: 23 y/o female, 2T2 (air transportation). Felt a "pull" in her low back
while manually lifting and repositioning a loaded pallet on the cargo ramp during
an aircraft upload on 29 JUN 2012. Pain in the lumbar area, 7/10, worse with
bending and lifting; no radiation into the legs. No numbness, weakness, bowel or
bladder changes. No history of back problems. Denies fever or trauma otherwise.

Objective: Afebrile. Gait guarded. Lumbar paraspinal spasm and tenderness bilaterally
L3-L5. Flexion limited to fingertips at knees due to pain. SLR negative bilaterally.
Strength 5/5 LE. Reflexes 2+ symmetric. Sensation intact.

Assessment:
1. Acute lumbosacral strain.
2. Herniated nucleus pulposus - considered; no radicular signs, not diagnosed.

Plan:
- Naproxen 500 mg BID x 10 days; cyclobenzaprine 5 mg qhs x 5 days (DNIF while taking).
- Heat, gentle stretching handout.
- AF Form 469: no lifting > 20 lb, no ramp/loading duties x 14 days.
- Return if radicular symptoms, weakness, or no improvement in 2 weeks.

Provider: Capt Ambrose Tillerson-Oyelowo, MD

Addendum 18 JUL 2012: Improved, pain 2/10. Full lumbar ROM. Profile removed.
Recurrent strain precautions reviewed.`,
    expected: {
      conditions: [{ name: 'Lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [],
      inServiceEvents: ['Low back injury lifting a loaded pallet on a cargo ramp June 2012'],
      personalData: [
        { kind: 'name', value: 'Yevgenia Castellanos-Whitby' },
        { kind: 'ssn', value: '981-44-2067' },
        { kind: 'record-number', value: '1620483359' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-separation-exam-knee-pes-planus',
    kind: 'service-treatment-record',
    format: 'text',
    text: `REPORT OF MEDICAL EXAMINATION (DD FORM 2808) / REPORT OF MEDICAL HISTORY (DD 2807-1)
Purpose of examination: SEPARATION

1. Last name, first, MI: FONTAINE-IWU, CALEB R.    2. SSN: 916-52-7730
3. Date of birth: 22 JUN 1994                      4. Date of exam: 11 DEC 2019
5. Home of record: 402 Larchmont Way, Stillbrook, SC 29999
6. Branch: USMC   7. Grade: Cpl (E-4)

REPORT OF MEDICAL HISTORY (examinee's answers):
  Have you ever had or do you now have:
  Knee trouble (locking, giving out, pain, ligament injury)? ......... [X] Yes [ ] No
  Recurrent back pain or any back problem? ............................ [ ] Yes [X] No
  Foot trouble (pain, corns, bunions)? ................................ [X] Yes [ ] No
  Hearing loss or ringing in ears? .................................... [ ] Yes [X] No
  Depression or excessive worry? ...................................... [ ] Yes [X] No
  Frequent trouble sleeping? .......................................... [ ] Yes [X] No
  Head injury, memory loss or loss of consciousness? .................. [ ] Yes [X] No
  Examinee's explanation: "Hurt my right knee on the O-course in 2016 at Camp Pellham,
  still hurts on runs and stairs. Feet ache after long hikes."

CLINICAL EVALUATION (examiner):
  Head, face, neck, scalp ............ Normal
  Ears (general), drums .............. Normal
  Lungs and chest .................... Normal
  Heart .............................. Normal
  Spine, other musculoskeletal ....... Normal
  Lower extremities .................. ABNORMAL - see #73
  Feet ............................... ABNORMAL - see #73
  Psychiatric ........................ Normal
  Audiogram (DD 2216): within normal limits bilaterally, no significant threshold shift.
  BP 124/78. Vision 20/20 OU. Urinalysis negative.

73. NOTES:
  a. Right knee: patellofemoral pain syndrome, diagnosed at sick call 05/2016 after
     obstacle course injury; treated with PT. Today: crepitus with squat, positive
     patellar grind, full ROM, stable ligaments. Continues intermittently symptomatic.
  b. Bilateral pes planus, mild, flexible; arches restore on toe raise. Symptomatic
     after prolonged marching; relieved with OTC arch supports.
  c. Left knee: normal exam.
PULHES: P1 U1 L2 H1 E1 S1
Qualified for separation: [X] Yes [ ] No

Examiner: LT Rosamund Abiola-Keane, MC, USN     Date: 11 DEC 2019`,
    expected: {
      conditions: [
        { name: 'Patellofemoral pain syndrome' },
        { name: 'Flatfoot', diagnosticCode: '5276' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Right knee injury on obstacle course 2016'],
      personalData: [
        { kind: 'name', value: 'FONTAINE-IWU, CALEB R.' },
        { kind: 'ssn', value: '916-52-7730' },
        { kind: 'date-of-birth', value: '22 JUN 1994' },
        { kind: 'address', value: '402 Larchmont Way, Stillbrook, SC 29999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-tinnitus-granted-hearing-denied',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Regional Office, Thornbury

RATING DECISION

Veteran: ALISTAIR M. OYELOWO-GRANT
VA File Number: XXX-XX-3386
Claim Number: 600-2025-88104
Address: 1186 Saddlehorn Trail, Unit 12, Marlock, TX 79999
Date of decision: 10/21/2025
Representative: Veterans Advocacy League

INTRODUCTION
The records reflect that you are a veteran of the Gulf War Era. You served in the Army
from 06/14/1991 to 06/13/1997. We received your claim on 04/02/2025.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent
   effective 04/02/2025.
2. Service connection for bilateral hearing loss is denied.

EVIDENCE
- Service treatment records, 06/1991 - 06/1997
- VA audiology examination, 08/19/2025
- Statement in support of claim from the veteran, 04/02/2025

REASONS FOR DECISION
1. Service connection for tinnitus.
Your military occupational specialty (13F, fire support specialist) is consistent
with hazardous noise exposure, and your DD 214 confirms this specialty. The VA
examination shows that you have recurrent tinnitus. The VA examiner opined that it is
at least as likely as not that your tinnitus is related to military noise exposure.
Service connection is granted. An evaluation of 10 percent is assigned, the maximum
schedular evaluation for recurrent tinnitus under diagnostic code 6260.

2. Service connection for bilateral hearing loss.
Although you report difficulty hearing, the VA audiology examination of 08/19/2025
showed puretone thresholds of 25 dB or less at all tested frequencies and speech
recognition scores of 96% in each ear. Your hearing does not meet the criteria for a
hearing loss disability for VA purposes under 38 CFR 3.385. Without a current
disability, service connection cannot be granted. If you are later diagnosed with
hearing loss, you may file a supplemental claim.

REFERENCES: Title 38 CFR 3.102, 3.303, 3.385, 4.87 (DC 6260).`,
    expected: {
      conditions: [{ name: 'Tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not that your tinnitus is related to military noise exposure',
        },
      ],
      inServiceEvents: ['Hazardous noise exposure as fire support specialist'],
      personalData: [
        { kind: 'name', value: 'ALISTAIR M. OYELOWO-GRANT' },
        { kind: 'ssn', value: 'XXX-XX-3386' },
        { kind: 'record-number', value: '600-2025-88104' },
        { kind: 'address', value: '1186 Saddlehorn Trail, Unit 12, Marlock, TX 79999' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'statement-21-4138-veteran-rollover-burn-pits-si',
    kind: 'statement-or-decision',
    format: 'text',
    text: `STATEMENT IN SUPPORT OF CLAIM (VA FORM 21-4138)

SECTION I: IDENTIFICATION
1. Veteran's name: Reuben Castellano-Iwata
2. SSN: 927-60-1158          3. VA file number: 927601158
4. Date of birth: 08/08/1986
5. Mailing address: 3021 Juniper Ridge Road, Calloway Mills, KY 42999
6. Telephone: (555) 015-2847
7. Email: on file

SECTION II: REMARKS
I am writing about what happened to me in the Army and how it affects me today.

In June 2011 I was the driver of an MRAP in a route clearance patrol out of COP
Brannock. The road gave way along a wadi and the truck rolled onto its roof. I was
knocked out for a short time and woke up hanging in my seat belt with fuel leaking.
Our gunner broke his arm. I was checked by the medic and sent back out two days later
because we were short on drivers. I never went to sick call for my neck or head
because I did not want to be seen as weak.

From 2010 to 2011 our COP also burned all of its trash, plastics and human waste in
an open pit about 100 meters from our sleeping tents. The smoke blew over us most
nights. Since I got home I cough most mornings and get winded on stairs. I have not
been diagnosed with anything for my breathing yet, and a doctor has not told me what
it is.

Since the rollover I wake up several times a night and I can't drive on two-lane roads
with soft shoulders. I get angry over small things. My wife says I am not the same
person. In 2019, after I lost my job, there were nights I thought about ending my life
and I looked up ways to do it. I never told anyone until last year. I don't have those
thoughts now, and I have started going to the Vet Center.

I am asking VA to consider the rollover and the burn pit smoke when deciding my claims
for my neck, my breathing, and my mental health.

SECTION III: CERTIFICATION
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.

Signature: /s/ Reuben Castellano-Iwata       Date signed: 05/06/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['MRAP rollover June 2011 with loss of consciousness', 'Burn pit smoke exposure 2010-2011'],
      personalData: [
        { kind: 'name', value: 'Reuben Castellano-Iwata' },
        { kind: 'ssn', value: '927-60-1158' },
        { kind: 'record-number', value: '927601158' },
        { kind: 'date-of-birth', value: '08/08/1986' },
        { kind: 'address', value: '3021 Juniper Ridge Road, Calloway Mills, KY 42999' },
        { kind: 'phone', value: '(555) 015-2847' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'rating-decision-ptsd-increase-osa-denied',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Regional Office - Ashgrove Heights

RATING DECISION                                   Date: 03/09/2026

Veteran: HOLLIS, DARNELL T.            File Number: C 29 447 815
Claim received: 09/15/2025              POA: None

DECISION
1. Evaluation of posttraumatic stress disorder (PTSD), which is currently 50 percent
   disabling, is increased to 70 percent effective 09/15/2025.
2. Service connection for obstructive sleep apnea, claimed as secondary to PTSD, is
   denied.

EVIDENCE
- VA treatment records, Bellweather VA Medical Center, 01/2024 - 02/2026
- VA PTSD review examination, 11/20/2025
- VA sleep apnea examination with medical opinion, 12/04/2025
- Private polysomnography report, 06/2023
- Lay statement from your spouse, received 10/01/2025

REASONS FOR DECISION
1. PTSD.
The VA examination of 11/20/2025 confirms your diagnosis of PTSD and shows
occupational and social impairment with deficiencies in most areas, including near-
continuous depression, impaired impulse control with two incidents of road rage,
neglect of personal appearance, and difficulty adapting to stressful circumstances.
Your treatment records document intermittent suicidal ideation in 07/2025 without
plan. These findings most closely approximate a 70 percent evaluation under
diagnostic code 9411. A higher evaluation of 100 percent is not warranted because
total occupational and social impairment is not shown; you remain employed part-time.

2. Obstructive sleep apnea.
Your private sleep study of 06/2023 and your VA treatment records show a diagnosis of
obstructive sleep apnea. Your service treatment records contain no complaints or
treatment for sleep problems, and you do not contend that it began in service. The VA
examiner reviewed your records and medical literature and opined:
it is less likely than not that your sleep apnea was caused or aggravated by your PTSD.
The examiner explained that the principal risk factors in your
case are a BMI of 41 and a family history of sleep apnea. No contrary medical opinion
was received. Service connection is denied.

REFERENCES: 38 CFR 3.102, 3.310, 4.130 (DC 9411), 4.97 (DC 6847).`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Sleep apnea',
          strength: 'less likely than not',
          quote: 'it is less likely than not that your sleep apnea was caused or aggravated by your PTSD',
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'HOLLIS, DARNELL T.' },
        { kind: 'record-number', value: 'C 29 447 815' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'buddy-statement-spouse-nightmares-scan',
    kind: 'statement-or-decision',
    format: 'image',
    text: `STATEMENT IN SUPPORT OF CLAIM - LAY/WITNESS STATEMENT (VA FORM 21-10210)

Veteran's name: Ezekiel Brightwater-Nunez     Veteran's SSN (last 4): 7204
VA file number: 28 316 7204
Witness name: Camille Brightwater-Nunez       Relationship: Spouse
Witness address: 915 Heron Lake Circle, Oldmere, FL 32999
Witness phone: 555-010-6379

Statement:
I have been married to Ezekiel since 2004. Before his 2008 deployment he was easygoing,
coached our son's soccer team and slept through the night. He came home in December
2008 after his truck was hit by a roadside bomb near Patrol Base Denholm. He told me
two men from his platoon were badly hurt.

Since then he wakes up two or three times a week yelling and sweating. Twice he has
grabbed me in his sleep without knowing it, so we now sleep in separate rooms. He
checks the locks and windows every night, sometimes four or five times. He will not
go to crowded places like the county fair or church. Loud noises like fireworks make
him drop to the floor. He quit coaching and has few friends now.

He has a hard time remembering appointments and I keep his calendar. He gets headaches
most afternoons and lies down in a dark room.

I am not a medical professional. I am writing what I have seen with my own eyes for
the past 17 years.

I certify that the above is true and correct to the best of my knowledge and belief.

Signature: /s/ Camille Brightwater-Nunez        Date: 02/12/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['Truck hit by roadside bomb during 2008 deployment; two platoon members badly hurt'],
      personalData: [
        { kind: 'name', value: 'Ezekiel Brightwater-Nunez' },
        { kind: 'name', value: 'Ezekiel' },
        { kind: 'name', value: 'Camille Brightwater-Nunez' },
        { kind: 'ssn', value: '7204' },
        { kind: 'record-number', value: '28 316 7204' },
        { kind: 'address', value: '915 Heron Lake Circle, Oldmere, FL 32999' },
        { kind: 'phone', value: '555-010-6379' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-back-radiculopathy-granted-htn-denied',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration - Regional Office, Kelverton

RATING DECISION
Veteran: PRUITT-NAKASHIMA, OWEN B.       Date: 08/28/2026
VA File Number: 963 41 8870              Claim received: 02/17/2026
Service: Army, 09/2005 - 09/2013 (OEF)

DECISION
1. Service connection for lumbosacral strain is granted with an evaluation of 20
   percent effective 02/17/2026.
2. Service connection for radiculopathy, left lower extremity, associated with
   lumbosacral strain, is granted with an evaluation of 10 percent effective
   02/17/2026.
3. Service connection for hypertension, claimed under the PACT Act, is denied.

EVIDENCE
- Service treatment records, 09/2005 - 09/2013
- VA examination, back (thoracolumbar spine), 06/03/2026
- VA examination, hypertension, 06/03/2026
- Private treatment records, Hollins Ridge Family Clinic, 2019 - 2026

REASONS FOR DECISION
1. Lumbosacral strain. Your service treatment records show treatment for low back pain
after you were thrown against the hatch when your Stryker struck a culvert in 2010.
The VA examination shows a current diagnosis of lumbosacral strain with forward
flexion limited to 50 degrees. The VA examiner opined that your condition is
at least as likely as not related to the 2010 vehicle incident in service. Forward flexion
greater than 30 degrees but not greater than 60 degrees warrants a 20 percent
evaluation under diagnostic code 5237.

2. Radiculopathy, left lower extremity. The VA examination shows mild incomplete
paralysis of the left sciatic nerve due to your service-connected back condition.
A 10 percent evaluation is assigned under diagnostic code 8520.

3. Hypertension. The PACT Act establishes presumptive service connection for certain
conditions for veterans with qualifying service, such as hypertension, chronic
bronchitis, asthma and constrictive bronchiolitis. Although you have qualifying
service, the evidence does not show that you have hypertension. Blood pressure
readings taken on three different days during the VA examination (124/78, 128/82 and
122/76) and in your private records are within normal limits, and the examiner found
no diagnosis of hypertension. Without a current diagnosis, service connection cannot
be granted.

REFERENCES: 38 CFR 3.102, 3.303, 3.310, 3.320, 4.71a (DC 5237), 4.124a (DC 8520).`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Sciatic radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not related to the 2010 vehicle incident in service',
        },
      ],
      inServiceEvents: ['Thrown against the hatch when Stryker struck a culvert 2010'],
      personalData: [
        { kind: 'name', value: 'PRUITT-NAKASHIMA, OWEN B.' },
        { kind: 'record-number', value: '963 41 8870' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
