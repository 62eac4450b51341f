/*
 * Sixteenth held-out evaluation set, written 2026-11-28 by an independent author who had seen
 * neither the record-analysis code nor any earlier record set. Committed without being read by
 * anyone who works on the analysis, it is to be scored exactly once. Never use it for tuning,
 * prompt changes, or threshold picking. Every name, number, address and date of birth below is
 * invented.
 */

import type { EvaluationRecord } from './evaluation-record'

export const sixteenthHeldOutRecords: readonly EvaluationRecord[] = [
  // 1
  {
    id: 'r16-cprs-mh-ptsd-passive-death-wish',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH PSYCHIATRY OUTPATIENT NOTE
STANDARD TITLE: MENTAL HEALTH OUTPATIENT NOTE
DATE OF NOTE: SEP 14, 2026@10:42     ENTRY DATE: SEP 14, 2026@11:58:03
      AUTHOR: OKAFOR,ADAEZE N       EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: HALVORSEN,DEREK JAMES   SSN: 000-52-8817   DOB: 03/22/1984   MRN: 7730914

CHIEF COMPLAINT: "The nightmares are back since the anniversary."

HPI: 42 y/o male OIF Army veteran (11B, deployed Ramadi 2006-2007) seen for
medication management of PTSD. Reports nightmares 4-5 nights/week since the
September anniversary of the convoy ambush in which his HMMWV was struck by an
IED and his squad leader was killed. Hypervigilant in stores, sits facing
doors, startles to fireworks and backfires. Sleeping 3-4 hours. Wife Kristen
reports more irritability; they separated for two weeks in July and are now
back together. Working as a utility lineman, missed 6 days this month.

When asked directly about safety, Mr. Halvorsen said that on the worst nights he
"sometimes wishes he just wouldn't wake up." Denies intent, plan or preparatory
behavior. Firearms: three rifles stored at his brother Anders' house since 2024;
he does not have the key. Denies HI.

PAST PSYCHIATRIC HISTORY: PTSD diagnosed 2011 at this facility; MDD diagnosed
2014. No psychiatric admissions. No suicide attempts. ED visit 2019 for panic.

SUBSTANCE USE: EtOH 2-3 beers/week, no binge. Denies drugs. Smokeless tobacco
1 can/day.

FAMILY HISTORY: Father - alcohol use disorder. Mother - bipolar I disorder.

ACTIVE OUTPATIENT MEDICATIONS:
 1) SERTRALINE HCL 100MG TAB  TAKE ONE AND ONE-HALF TABLETS BY MOUTH EVERY DAY
 2) PRAZOSIN HCL 2MG CAP  TAKE THREE CAPSULES BY MOUTH AT BEDTIME
 3) HYDROXYZINE PAMOATE 25MG CAP  TAKE ONE CAPSULE BY MOUTH THREE TIMES A DAY
    AS NEEDED FOR ANXIETY

VITALS: BP 134/86  P 88  WT 212 LB

MENTAL STATUS EXAM: Casually dressed, fair hygiene, cooperative, good eye
contact. Speech normal rate/volume. Mood "worn out." Affect constricted,
congruent. Thought process linear, goal directed. Thought content: passive
death wish as above; no active suicidal ideation, no HI, no AVH, no paranoia.
Cognition grossly intact. Insight and judgment fair.

MEASURES: PCL-5 = 58 (was 41 in March). PHQ-9 = 19.
C-SSRS screener: Q1 (wish to be dead) YES; Q2-Q6 NO.

SUICIDE RISK: Acute risk intermediate; chronic risk high (male veteran, PTSD,
depression, recent relationship stressor). Protective factors: children,
employment, engaged in care, firearms out of the home. Safety plan reviewed and
updated with Veteran; Veterans Crisis Line (dial 988, press 1) reviewed. Does
not require inpatient level of care at this time.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic (F43.12) - worsening with anniversary
2. Major depressive disorder, recurrent, moderate (F33.1)

PLAN:
- Increase prazosin to 8 mg (4 caps) qhs, orthostatic precautions reviewed
- Continue sertraline 150 mg daily
- Referral to PTSD Clinical Team for prolonged exposure therapy
- RTC 2 weeks; MH nurse phone check-in in 3 days

/es/ ADAEZE N OKAFOR, MD
Staff Psychiatrist
Signed: 09/14/2026 11:58`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on his convoy HMMWV in Ramadi, Iraq (2006-2007) in which his squad leader was killed',
      ],
      personalData: [
        { kind: 'name', value: 'HALVORSEN,DEREK JAMES' },
        { kind: 'ssn', value: '000-52-8817' },
        { kind: 'date-of-birth', value: '03/22/1984' },
        { kind: 'record-number', value: '7730914' },
        { kind: 'name', value: 'Kristen' },
        { kind: 'name', value: 'Halvorsen' },
        { kind: 'name', value: 'Anders' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 2
  {
    id: 'r16-dbq-hearing-loss-negative-tinnitus-positive',
    kind: 'dbq',
    format: 'pdf',
    text: `HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Marisol T. Quintanilla-Reyes
Veteran's Social Security Number: 000-63-1209
VA file number: 28 417 633
Date of examination: 10/02/2026
Examiner: Licensed audiologist, VA Medical Center audiology clinic

SECTION I - EVIDENCE REVIEW
Was the Veteran's VA claims file (VBMS) reviewed? [X] Yes  [ ] No
Evidence reviewed: enlistment audiogram (DD 2215, 06/1998), annual hearing conservation
audiograms (DD 2216) 1999-2005, separation audiogram (DD 2216, 08/2006), private
occupational audiograms 2012-2024.

SECTION II - PURE TONE THRESHOLDS (dB HL)
                 500   1000   2000   3000   4000 Hz
RIGHT EAR         15     20     25     45     55
LEFT EAR          15     20     30     50     60
Average (1000-4000 Hz): Right 36 dB   Left 40 dB

Speech recognition score (Maryland CNC): Right 96%   Left 94%
Use of speech discrimination score is appropriate for this Veteran: Yes
Tympanometry: Type A bilaterally. Acoustic reflexes present.

SECTION III - DIAGNOSIS
Right ear: Sensorineural hearing loss (in the frequency range of 500-4000 Hz)
Left ear:  Sensorineural hearing loss (in the frequency range of 500-4000 Hz)
Does the Veteran have a hearing loss disability for VA purposes (38 CFR 3.385)?
Right: Yes   Left: Yes

SECTION IV - ETIOLOGY OF HEARING LOSS
Military noise exposure: Aviation boatswain's mate (handling) on the flight deck of an aircraft
carrier, 1998-2006; jet engine noise during launch and recovery operations.
Civilian noise exposure: aircraft maintenance technician at a regional airline 2007-2025 (ramp
and hangar); recreational shooting without hearing protection.

Entrance and separation audiograms both show thresholds of 15 dB or better at all frequencies
500-6000 Hz bilaterally, with no significant threshold shift during service.

Opinion: It is less likely than not (less than 50% probability) that the Veteran's hearing loss was caused by or a result of an event in military service.
Rationale: Hearing was normal at separation with no shift from entry. Per the Institute of
Medicine (2006), there is insufficient scientific basis to conclude that delayed-onset
noise-induced hearing loss occurs years after the exposure. Private occupational audiograms show
the first threshold shift in 2014, eight years after separation, during civilian ramp work.

SECTION V - TINNITUS
Does the Veteran report recurrent tinnitus? [X] Yes
Bilateral, constant, high-pitched; onset reported "on the flight deck in 2001 or 2002," present
since.
Opinion: The Veteran's tinnitus is at least as likely as not (50% probability or greater) caused by or a result of military noise exposure.
Rationale: The Veteran's lay report of onset during service is credible and consistent with her
documented flight deck duty. Tinnitus is a subjective condition that may occur without a
measurable threshold shift.

SECTION VI - FUNCTIONAL IMPACT
Difficulty understanding speech in meetings and in the car; tinnitus interferes with falling
asleep.

Examiner signature on file                         Date signed: 10/02/2026`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Hearing loss',
          strength: 'less likely than not',
          quote: "It is less likely than not (less than 50% probability) that the Veteran's hearing loss was caused by or a result of an event in military service.",
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: "The Veteran's tinnitus is at least as likely as not (50% probability or greater) caused by or a result of military noise exposure.",
        },
      ],
      inServiceEvents: [
        'Flight deck jet engine noise exposure as an aviation boatswain\'s mate on an aircraft carrier, 1998-2006',
      ],
      personalData: [
        { kind: 'name', value: 'Marisol T. Quintanilla-Reyes' },
        { kind: 'ssn', value: '000-63-1209' },
        { kind: 'record-number', value: '28 417 633' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 3
  {
    id: 'r16-private-letter-sleep-apnea-secondary-ptsd-meds',
    kind: 'private-letter',
    format: 'text',
    text: `CASCADE SLEEP & PULMONARY ASSOCIATES, PC
4410 Fenwick Ridge Road, Suite 210, Marrow Point, OR 97997
Phone (503) 555-0148   Fax (503) 555-0149

November 4, 2026

RE: Terrence O. Whitlock
DOB: 11/05/1977
Address: 1187 Larkspur Hollow Lane, Hollister Bay, OR 97998
Patient account: CSP-0048213

To Whom It May Concern:

I am a board-certified pulmonologist and sleep medicine physician, and I have treated Mr. Whitlock since February 2025. He asked me to provide my opinion regarding his obstructive sleep apnea for his VA claim. I reviewed his VA treatment records from 2008 to 2026, his service treatment records, his DD-214, and my own clinic records.

Mr. Whitlock served in the U.S. Marine Corps from 1996 to 2004, including combat in Fallujah in 2004. He has service-connected posttraumatic stress disorder, rated 70 percent by VA. For his PTSD, his VA psychiatrist started mirtazapine in 2016 (currently 45 mg nightly) and added quetiapine 50 mg at bedtime in 2018. His weight in the VA records was 198 lb (BMI 27.6) in 2015 and 246 lb (BMI 34.3) by 2021. His wife, Danita, reports loud snoring and witnessed pauses in his breathing beginning around 2018, after the weight gain.

An in-laboratory polysomnogram on 03/11/2025 showed an apnea-hypopnea index of 34 events per hour with an oxygen saturation nadir of 81%. Central apneas accounted for fewer than 5% of events, and central sleep apnea was excluded. He was started on CPAP at 11 cm H2O; his compliance download shows use on 92% of nights, averaging 6.4 hours per night.

Diagnosis: Obstructive sleep apnea, severe (G47.33), requiring CPAP.

Opinion: It is my opinion that Mr. Whitlock's obstructive sleep apnea is more likely than not aggravated by his service-connected PTSD, through the weight gain caused by the mirtazapine and quetiapine prescribed to treat it.

Rationale: Weight gain is a well-documented side effect of both mirtazapine and quetiapine. Excess weight is the strongest modifiable risk factor for obstructive sleep apnea; in the Wisconsin Sleep Cohort a 10% weight gain was associated with roughly a 32% increase in AHI. His snoring and witnessed apneas began only after the medication-related weight gain. I find no other explanation: he has no craniofacial abnormality, his tonsils are small, and his TSH was normal in 02/2025.

Current medications: mirtazapine 45 mg nightly, quetiapine 50 mg nightly, sertraline 200 mg daily, lisinopril 10 mg daily, CPAP nightly.

Sincerely,

Ingrid S. Vandermolen, MD
Diplomate, American Board of Internal Medicine (Pulmonary Disease, Sleep Medicine)`,
    expected: {
      conditions: [
        { name: 'Sleep apnea', diagnosticCode: '6847' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Sleep apnea',
          strength: 'more likely than not',
          quote: "It is my opinion that Mr. Whitlock's obstructive sleep apnea is more likely than not aggravated by his service-connected PTSD, through the weight gain caused by the mirtazapine and quetiapine prescribed to treat it.",
        },
      ],
      inServiceEvents: ['Combat in Fallujah, Iraq, 2004'],
      personalData: [
        { kind: 'name', value: 'Terrence O. Whitlock' },
        { kind: 'date-of-birth', value: '11/05/1977' },
        { kind: 'address', value: '1187 Larkspur Hollow Lane, Hollister Bay, OR 97998' },
        { kind: 'record-number', value: 'CSP-0048213' },
        { kind: 'name', value: 'Whitlock' },
        { kind: 'name', value: 'Danita' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 4
  {
    id: 'r16-str-sick-call-lumbosacral-strain-mrap-fall',
    kind: 'service-treatment-record',
    format: 'image',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE                        STANDARD FORM 600
BN AID STATION, 2-327 IN, FOB JOYCE, AFGHANISTAN
DATE: 14 MAR 2009   TIME: 0815
PATIENT: PELLETIER, JORDAN M   SPC/E-4   SSN: 000-71-4450   DOB: 02 JUN 1985
UNIT: B CO, 2-327 IN       DOD ID: 1298874410

S: 23 y/o M c/o low back pain x 2 days after falling approx 6 ft from the top
   of an MRAP while loading gear on 12 MAR. Landed on buttocks and low back.
   Pain 7/10, dull/achy, worse w/ bending, wearing body armor, and ruck.
   Denies numbness, tingling, weakness, bowel/bladder changes. No prior back
   injury. NKDA. Meds: none.
O: VS: BP 128/78  HR 84  T 98.4  RR 16
   Gait antalgic. TTP bilat lumbar paraspinals L3-S1, spasm L>R.
   No midline step-off. Flexion ~50 deg limited by pain; ext 15 deg.
   SLR neg bilat. Strength 5/5 BLE. DTRs 2+ and symmetric. Sensation intact.
   L-spine x-ray (3 views): no fracture, alignment normal.
A: 1. Lumbosacral strain, acute (S39.012A)
   2. R/O lumbar compression fracture - x-ray negative, ruled out
P: 1. Ibuprofen 800 mg PO TID with food x 7 days
   2. Cyclobenzaprine 10 mg PO qhs x 5 days, no driving
   3. Ice/heat, gentle stretching handout
   4. Temporary profile: no ruck, no running, no lifting > 20 lb x 14 days
   5. RTC 7 days or sooner if numbness/weakness
   Line of duty: injury incurred in line of duty - YES

S/ CPT A. NAKAGAWA, PA-C
   BN PA, 2-327 IN

---------------------------------------------------------------------------
F/U 21 MAR 2009: Pain 4/10, still stiff in AM. Flexion 75 deg. Neuro intact.
A: Lumbosacral strain, improving.
P: Continue profile x 7 days, start PT core program.
S/ CPT A. NAKAGAWA, PA-C`,
    expected: {
      conditions: [{ name: 'Lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Fall of about 6 feet from the top of an MRAP while loading gear, FOB Joyce, Afghanistan, March 2009',
      ],
      personalData: [
        { kind: 'name', value: 'PELLETIER, JORDAN M' },
        { kind: 'ssn', value: '000-71-4450' },
        { kind: 'date-of-birth', value: '02 JUN 1985' },
        { kind: 'record-number', value: '1298874410' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 5
  {
    id: 'r16-discharge-summary-nstemi-vietnam-veteran',
    kind: 'discharge-summary',
    format: 'text',
    text: `SONORAN VALLEY REGIONAL MEDICAL CENTER
DISCHARGE SUMMARY

Patient: Castellano, Raymond P.          MRN: 00418826
DOB: 08/17/1951                           Sex: M
Address: 3321 W. Saguaro Bend Dr, Casa Verde, AZ 85998
Admission date: 06/03/2026               Discharge date: 06/07/2026
Attending: Priya Raman-Ellis, MD (Hospital Medicine)
Consultants: Cardiology
Primary care: VA clinic (community care authorization VA0026-4471185)

ADMISSION DIAGNOSIS: Chest pain

DISCHARGE DIAGNOSES:
1. Non-ST-elevation myocardial infarction due to coronary artery disease, status post drug-eluting stent to proximal LAD (06/04/2026)
2. Hypertension
3. Type 2 diabetes mellitus with hyperglycemia, insulin-requiring
4. Hyperlipidemia

CONDITIONS RULED OUT:
- Pulmonary embolism (CT angiogram of chest negative 06/03/2026)
- Aortic dissection (same CTA negative)

HISTORY OF PRESENT ILLNESS:
74-year-old man, U.S. Army veteran who served in Vietnam (Da Nang, 1969-1970) with presumed herbicide (Agent Orange) exposure, presented by ambulance with 2 hours of substernal chest pressure radiating to the left jaw that began while mowing. Troponin I rose from 0.82 to 3.4 ng/mL. ECG showed 1-2 mm ST depression in V4-V6 without ST elevation.

PAST MEDICAL HISTORY: Hypertension since 1998; type 2 diabetes since 2004; hyperlipidemia; right inguinal hernia repair 2010; bilateral cataract surgery 2021.
SOCIAL HISTORY: Former smoker, quit 1988 (20 pack-years). Lives with his wife, Lorraine. Retired postal worker. Rare alcohol.
FAMILY HISTORY: Brother - colon cancer at age 60. Father - died of stroke at 71. Mother - type 2 diabetes.

HOSPITAL COURSE:
Started on heparin infusion, aspirin, and ticagrelor load. Cardiac catheterization 06/04 showed 90% proximal LAD stenosis treated with one drug-eluting stent, and a 40% non-obstructive RCA lesion managed medically. Echocardiogram: LVEF 45% with anterior hypokinesis. Glucose ran 220-260 mg/dL; insulin adjusted with diabetes educator. Blood pressure controlled after beta-blocker added. No arrhythmia on telemetry. Ambulated with cardiac rehab on 06/06 without recurrent chest pain.

DISCHARGE MEDICATIONS:
1. Aspirin 81 mg daily
2. Ticagrelor 90 mg twice daily for 12 months
3. Atorvastatin 80 mg nightly (increased from 20 mg)
4. Metoprolol succinate 50 mg daily (new)
5. Lisinopril 20 mg daily
6. Insulin glargine 28 units nightly
7. Metformin 1000 mg twice daily - resume 06/09 (held after contrast)
8. Nitroglycerin 0.4 mg sublingual as needed for chest pain

FOLLOW-UP:
- Cardiology clinic in 2 weeks
- Cardiac rehabilitation phase II referral placed
- VA primary care in 1 week
Emergency contact: Lorraine Castellano (wife), (520) 555-0171

Dictated by Priya Raman-Ellis, MD  06/07/2026 14:22`,
    expected: {
      conditions: [
        { name: 'Ischemic heart disease', diagnosticCode: '7005' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus', diagnosticCode: '7913' },
        { name: 'Hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Service in Vietnam (Da Nang, 1969-1970) with herbicide (Agent Orange) exposure'],
      personalData: [
        { kind: 'name', value: 'Castellano, Raymond P.' },
        { kind: 'record-number', value: '00418826' },
        { kind: 'date-of-birth', value: '08/17/1951' },
        { kind: 'address', value: '3321 W. Saguaro Bend Dr, Casa Verde, AZ 85998' },
        { kind: 'record-number', value: 'VA0026-4471185' },
        { kind: 'name', value: 'Lorraine' },
        { kind: 'name', value: 'Lorraine Castellano' },
        { kind: 'phone', value: '(520) 555-0171' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 6
  {
    id: 'r16-decision-letter-right-knee-granted-left-denied',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Regional Office
                                                             October 9, 2026

ANTHONY R. BELLWEATHER
882 Quarry Mill Road Apt 4C
Ridgeport, PA 16999
                                                   In Reply Refer To: 310/214C
                                                   VA File Number: 31 902 556

Dear Mr. Bellweather:

We made a decision on your application for disability compensation received on May 12, 2026. This letter tells you what we decided. It includes a copy of our rating decision that gives the evidence used and the reasons for our decision.

WHAT WE DECIDED

Issue 1: Service connection for right knee patellofemoral pain syndrome
Decision: Granted. Evaluation: 10 percent effective May 12, 2026.

Issue 2: Service connection for left knee condition
Decision: Denied.

Issue 3: Service connection for bilateral pes planus
Decision: Granted. Evaluation: 10 percent effective May 12, 2026.

Your combined evaluation is 20 percent.

EVIDENCE
- Service treatment records, 2009 to 2015
- DD Form 214
- VA examination, Knee and Lower Leg Conditions, August 20, 2026
- VA examination, Flatfoot (Pes Planus), August 20, 2026
- Your statement received May 12, 2026

REASONS FOR DECISION

1. Right knee patellofemoral pain syndrome. Service connection is granted because your service treatment records show you were treated for right knee pain and swelling after a hard parachute landing during an airborne operation at Fort Bragg in April 2012, and the VA examination shows a current diagnosis of right knee patellofemoral pain syndrome. We assigned a 10 percent evaluation under diagnostic code 5260 because the examination showed painful motion with flexion limited to 110 degrees. A higher evaluation of 20 percent is not warranted unless flexion is limited to 30 degrees.

2. Left knee condition. Service connection is denied. The evidence does not show a current left knee disability: the VA examiner found full range of motion without pain, no instability, and normal x-rays, and did not diagnose a left knee condition.

3. Bilateral pes planus. Your entrance examination noted normal feet. Service treatment records from 2013 show treatment for bilateral foot pain with a diagnosis of pes planus, and the VA examination confirms bilateral flatfoot with pain on use and weight-bearing line over the great toes. We assigned 10 percent under diagnostic code 5276 for moderate bilateral flatfoot.

WHAT YOU SHOULD DO IF YOU DISAGREE WITH OUR DECISION
If you do not agree with our decision, you have one year from the date of this letter to request a Supplemental Claim, Higher-Level Review, or Board Appeal.

Sincerely yours,

Regional Office Director

Enclosures: Rating Decision; VA Form 20-0995; VA Form 20-0996; VA Form 10182`,
    expected: {
      conditions: [
        { name: 'Patellofemoral pain syndrome, right knee', diagnosticCode: '5260' },
        { name: 'Flatfoot (pes planus), bilateral', diagnosticCode: '5276' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Hard parachute landing during an airborne operation at Fort Bragg, April 2012'],
      personalData: [
        { kind: 'name', value: 'ANTHONY R. BELLWEATHER' },
        { kind: 'address', value: '882 Quarry Mill Road Apt 4C' },
        { kind: 'address', value: 'Ridgeport, PA 16999' },
        { kind: 'record-number', value: '31 902 556' },
        { kind: 'name', value: 'Bellweather' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 7
  {
    id: 'r16-veteran-statement-mst-barracks',
    kind: 'statement-or-decision',
    format: 'text',
    text: `STATEMENT IN SUPPORT OF CLAIM
VA FORM 21-4138

1. VETERAN'S NAME: Shanice D. Holloway
2. SOCIAL SECURITY NUMBER: 000-39-6614
3. VA FILE NUMBER: Same as SSN
4. DATE OF BIRTH: 07/19/1983
5. MAILING ADDRESS: 45 Birchcombe Terrace, Unit 12, Millhaven, NC 28598
6. TELEPHONE: (336) 555-0187

REMARKS:
I am writing about what happened to me in the Marine Corps so that VA understands why my records look the way they do.

In October 2003, while I was stationed at Camp Lejeune with a motor transport company, a sergeant from my section came into my barracks room after a unit party and sexually assaulted me. I did not report it because he was friends with our staff NCO and I was afraid nobody would believe me.

After that I went to sick call many times for stomach pain, headaches and not being able to sleep. I never told the corpsmen the real reason. My proficiency and conduct marks dropped, I was counseled twice for being late to formation, and in 2004 I was written up for underage drinking. I asked to be moved to a different section in early 2004 and it was approved. You can see these things in my personnel file. I got out at the end of my contract in 2005 and did not reenlist, even though I had planned to make the Marine Corps a career.

Since then I have trouble being around men I do not know, I sleep with the lights on, and I have nightmares about that night. I lost two jobs because I could not handle supervisors yelling at me. My mother, Gloria Holloway, can tell you I was a different person when I came home.

There were stretches in 2021 when I honestly thought my kids would be better off if I wasn't around anymore, and some nights I still think that. I started going to the Vet Center in 2022 and I am in counseling there now.

I CERTIFY THAT the statements on this form are true and correct to the best of my knowledge and belief.

SIGNATURE: Shanice D. Holloway                DATE: 09/30/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Military sexual trauma: sexual assault by a sergeant in her barracks room at Camp Lejeune, October 2003',
      ],
      personalData: [
        { kind: 'name', value: 'Shanice D. Holloway' },
        { kind: 'ssn', value: '000-39-6614' },
        { kind: 'date-of-birth', value: '07/19/1983' },
        { kind: 'address', value: '45 Birchcombe Terrace, Unit 12, Millhaven, NC 28598' },
        { kind: 'phone', value: '(336) 555-0187' },
        { kind: 'name', value: 'Gloria Holloway' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 8
  {
    id: 'r16-dbq-thoracolumbar-parachutist-radiculopathy',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Vickers, Colton Ray
Patient/Veteran's Social Security Number: 900-27-5538
Date of examination: 08/28/2026
Examination type: VA contract examination, in person
Evidence reviewed: VBMS claims file including service treatment records; VA treatment records; MRI lumbar spine 01/2026

SECTION I - DIAGNOSIS
1. Degenerative arthritis of the lumbar spine with degenerative disc disease L4-L5 and L5-S1 (ICD M47.816, M51.36), date of diagnosis 2021
2. Radiculopathy, left lower extremity (sciatic nerve), date of diagnosis 2023

SECTION II - MEDICAL HISTORY
a. Onset and course: The Veteran served in the 82nd Airborne Division 2004-2012 as a parachute rigger and made 64 static-line jumps (Senior Parachutist Badge). STRs document sick call in 11/2008 for low back pain after a hard landing on a drop zone at Fort Bragg, treated with physical therapy for 6 weeks, and recurring low back pain visits in 2010 and 2011. On his 2012 separation Report of Medical History he checked "yes" for recurrent back pain. Since separation, progressive low back pain, with left leg pain radiating to the lateral foot since 2023. No post-service back injury. Works as an HVAC technician with modified duties.
b. Flare-ups: Yes, 2-3 times per month after prolonged driving or lifting, lasting 1-2 days; "I can't bend to put my shoes on."
c. Functional loss: Cannot lift more than 25 lb or sit more than 45 minutes.

SECTION III - RANGE OF MOTION
Forward flexion 0 to 55 degrees (pain begins at 45)
Extension 0 to 15 degrees
Right lateral flexion 0 to 20; left lateral flexion 0 to 20
Right lateral rotation 0 to 25; left lateral rotation 0 to 25
Repetitive-use testing (3 repetitions): forward flexion 0 to 50 degrees
Guarding or muscle spasm resulting in abnormal gait or spinal contour: No

SECTION IV - MUSCLE STRENGTH, REFLEXES, SENSATION
Strength: hip flexion 5/5 bilaterally; knee extension 5/5 bilaterally; ankle plantar flexion R 5/5, L 4/5; great toe extension R 5/5, L 4/5. No muscle atrophy.
Reflexes: knee 2+ bilaterally; ankle R 2+, L 1+.
Sensation: decreased to light touch left lower leg/ankle and left foot/toes; normal on right.
Straight leg raising: positive left, negative right.

SECTION V - RADICULOPATHY
Left lower extremity: intermittent pain moderate; paresthesias mild; numbness mild.
Nerve roots involved: L5/S1 (sciatic nerve). Severity: left mild. Right: not affected.

SECTION VI - OTHER
Intervertebral disc syndrome episodes requiring bed rest prescribed by a physician in the past 12 months: None.
Assistive devices: None.
Imaging: MRI 01/2026 shows multilevel degenerative disc disease with an L5-S1 left paracentral protrusion contacting the left S1 nerve root, and facet arthropathy L4-S1. Arthritis documented by imaging: Yes.

SECTION VII - MEDICAL OPINION
The claimed condition was at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.
Rationale: STRs document a hard parachute landing with low back injury in 2008 and recurrent low back complaints through separation. Repetitive axial loading from 64 static-line jumps is a recognized contributor to early lumbar degeneration, and imaging shows degeneration beyond that expected for a 41-year-old. No intervening post-service injury is documented.

Secondary condition: The Veteran's left lower extremity radiculopathy is at least as likely as not proximately due to his lumbar spine degenerative disc disease, as the MRI shows an L5-S1 protrusion contacting the left S1 nerve root that corresponds to his examination findings.`,
    expected: {
      conditions: [
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'Sciatic nerve radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Degenerative arthritis of the spine',
          strength: 'at least as likely as not',
          quote: 'The claimed condition was at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.',
        },
        {
          condition: 'Sciatic nerve radiculopathy',
          strength: 'at least as likely as not',
          quote: "The Veteran's left lower extremity radiculopathy is at least as likely as not proximately due to his lumbar spine degenerative disc disease",
        },
      ],
      inServiceEvents: [
        '64 static-line parachute jumps with the 82nd Airborne Division, 2004-2012',
        'Hard parachute landing with low back injury on a Fort Bragg drop zone, November 2008',
      ],
      personalData: [
        { kind: 'name', value: 'Vickers, Colton Ray' },
        { kind: 'ssn', value: '900-27-5538' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 9
  {
    id: 'r16-cprs-primary-care-problem-list-icd10',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PRIMARY CARE FOLLOW-UP NOTE
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: JUL 08, 2026@08:30     ENTRY DATE: JUL 08, 2026@09:47:15
      AUTHOR: BRANNIGAN,TESSA L      EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: NAKAMURA-BOYLE,GRANT E   000-18-4471   DOB: 01/09/1968   AGE: 58
HOME PHONE: (757) 555-0136         PACT TEAM: GREEN 2

CC: 6-month follow-up HTN/DM; new right knee pain; "some chest tightness last month"

S: 58 y/o Navy veteran (retired 2006, hull maintenance technician; Persian Gulf 1991). Home BP readings 140s-150s/90s. Takes meds most days, misses the evening dose about twice a week.
Right knee pain x 3 months, worse with stairs, no injury.
One episode of chest tightness last month while carrying groceries in the heat, lasted about 5 minutes, resolved with rest; none since. No dyspnea, syncope or palpitations.
Heartburn controlled on omeprazole.

VITALS: BP 152/94 (repeat 148/92)  P 78  RR 16  T 98.1 F  WT 241 LB  BMI 33.8  SpO2 97% RA
PAIN: 4/10 right knee

LABS (06/30/2026): A1c 7.9% (was 7.2%)  LDL 118  Cr 1.0  eGFR >60  K 4.3  UACR 12

ACTIVE PROBLEM LIST:
1. Essential (primary) hypertension (ICD-10-CM I10)
2. Type 2 diabetes mellitus without complications (ICD-10-CM E11.9)
3. Gastro-esophageal reflux disease without esophagitis (ICD-10-CM K21.9)
4. Hyperlipidemia, unspecified (ICD-10-CM E78.5)
5. Allergic rhinitis due to pollen (ICD-10-CM J30.1)
6. Hemorrhoids, unspecified (ICD-10-CM K64.9)
7. Tinea pedis (ICD-10-CM B35.3)

ACTIVE OUTPATIENT MEDICATIONS:
 1) LISINOPRIL 20MG TAB  TAKE ONE TABLET BY MOUTH EVERY DAY
 2) METFORMIN HCL 500MG 24HR SA TAB  TAKE TWO TABLETS BY MOUTH TWICE A DAY WITH MEALS
 3) OMEPRAZOLE 20MG EC CAP  TAKE ONE CAPSULE BY MOUTH EVERY MORNING BEFORE BREAKFAST
 4) ATORVASTATIN CALCIUM 40MG TAB  TAKE ONE TABLET BY MOUTH AT BEDTIME
 5) FLUTICASONE PROPIONATE 50MCG NASAL SPRAY  2 SPRAYS IN EACH NOSTRIL EVERY DAY
 6) CLOTRIMAZOLE 1% TOP CREAM  APPLY TO AFFECTED AREA TWICE A DAY
 7) HYDROCORTISONE 2.5% RECTAL CREAM  APPLY RECTALLY TWICE A DAY AS NEEDED

FAMILY HISTORY: Mother - type 2 diabetes. Father - MI at age 58, died at 64. Sister - breast cancer at 49.

SCREENINGS:
PHQ-2: 0 (negative). Denies SI/HI.
AUDIT-C: 2 (negative).
Tobacco: never.
Toxic exposure screening: completed 2024; reported oil well fire smoke during Persian Gulf War service, 1991.

EXAM: NAD. Heart RRR, no murmur. Lungs clear. Abdomen soft, nontender. Feet: monofilament intact bilaterally; interdigital scaling 4th web spaces bilaterally. Right knee: no effusion, crepitus with motion, medial joint line tenderness, ligaments stable.

ECG today: NSR 74, no acute ST-T changes, no Q waves.

A/P:
1. HTN - not at goal. Add amlodipine 5 mg daily. Home BP log.
2. DM2 - A1c rising on metformin 2000 mg/day. Start empagliflozin 10 mg daily. Diabetic eye exam ordered.
3. Chest tightness, single exertional episode - etiology unclear; ACS not suspected with resolved symptoms and normal ECG. Exercise treadmill stress test ordered. ED precautions given.
4. Right knee pain - no diagnosis yet; x-rays ordered, consider PT.
5. GERD - stable, continue omeprazole.
6. Hyperlipidemia - increase atorvastatin to 80 mg.
7. Allergic rhinitis, tinea pedis, hemorrhoids - stable, continue current treatment.

RTC 3 months with labs.

/es/ TESSA L BRANNIGAN, NP
Primary Care`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus', diagnosticCode: '7913' },
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'Hyperlipidemia' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
        { name: 'Hemorrhoids', diagnosticCode: '7336' },
        { name: 'Tinea pedis (dermatophytosis)', diagnosticCode: '7813' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Oil well fire smoke exposure during Persian Gulf War service, 1991'],
      personalData: [
        { kind: 'name', value: 'NAKAMURA-BOYLE,GRANT E' },
        { kind: 'ssn', value: '000-18-4471' },
        { kind: 'date-of-birth', value: '01/09/1968' },
        { kind: 'phone', value: '(757) 555-0136' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 10
  {
    id: 'r16-private-letter-neurology-tbi-migraine',
    kind: 'private-letter',
    format: 'pdf',
    text: `RIVERBEND NEUROLOGY GROUP
2290 Commerce Parkway, Building C
Lake Sorrel, LA 70997
Tel 225-555-0114

September 22, 2026

Re: Isaiah M. Thibodeaux          DOB: 04/14/1988
Address: 619 Pecan Grove Drive, Lake Sorrel, LA 70998
Chart #: RNG-771902

To the Department of Veterans Affairs:

Mr. Thibodeaux has been under my care since 2023 for headaches and cognitive complaints. I am a board-certified neurologist. In preparing this letter I reviewed his service treatment records (including the 2010 combat casualty documentation and Role 2 notes), his VA records from 2012 onward, his brain MRI of 05/2025, and neuropsychological testing of 01/2026.

Service history: Army combat engineer (12B). On June 3, 2010, in Kandahar Province, his route clearance vehicle was struck by an IED. He was the truck commander; he recalls the blast and then "waking up" with a medic talking to him. Role 2 notes document loss of consciousness estimated at 1-2 minutes, posttraumatic amnesia of less than 24 hours, and a MACE score of 24/30. He was given 7 days of rest and returned to duty.

Current symptoms:
1. Headaches: bifrontal and left temporal throbbing headaches with nausea, photophobia and phonophobia, 3-4 per month, which force him to lie down in a dark room for 12-24 hours; milder daily headaches in between. He has missed about 2 days of work per month over the past year as a warehouse supervisor.
2. Cognition: word-finding difficulty, losing track mid-task, relies on phone reminders.
3. Mild dizziness with quick head turns.

Examination: Normal cranial nerves, strength, reflexes and gait. Tandem gait mildly unsteady. MoCA 25/30 (missed delayed recall and serial sevens).

Testing: MRI brain 05/2025 shows three punctate T2/FLAIR hyperintensities in the frontal subcortical white matter, nonspecific; no hemorrhage or mass. Neuropsychological testing 01/2026 shows mild impairment in processing speed and complex attention with average memory; effort measures were valid.

Medication-overuse headache was considered and excluded; he uses sumatriptan no more than 4 days per month and rarely takes NSAIDs. Obstructive sleep apnea as a contributor was excluded by a home sleep test in 2024 (AHI 3). His mother has migraine without aura; a family tendency does not explain the onset of his headaches after the blast at age 22, as he had no headache history before service (enlistment examination and history negative).

Diagnoses:
1. Chronic post-traumatic headache with migraine features
2. Mild traumatic brain injury (2010) with persistent cognitive residuals

Current medications: topiramate 50 mg twice daily; sumatriptan 100 mg as needed.

Opinions:
In my medical opinion, Mr. Thibodeaux's migraine headaches are at least as likely as not the result of the blast-related traumatic brain injury he sustained in service.
It is also more likely than not that his cognitive complaints (slowed processing speed, word-finding difficulty) are residuals of that same in-service TBI.

Sincerely,

Jean-Paul Arceneaux, MD
Board Certified, Neurology`,
    expected: {
      conditions: [
        { name: 'Migraine', diagnosticCode: '8100' },
        { name: 'Traumatic brain injury residuals', diagnosticCode: '8045' },
      ],
      nexusOpinions: [
        {
          condition: 'Migraine',
          strength: 'at least as likely as not',
          quote: "In my medical opinion, Mr. Thibodeaux's migraine headaches are at least as likely as not the result of the blast-related traumatic brain injury he sustained in service.",
        },
        {
          condition: 'Traumatic brain injury residuals',
          strength: 'more likely than not',
          quote: 'It is also more likely than not that his cognitive complaints (slowed processing speed, word-finding difficulty) are residuals of that same in-service TBI.',
        },
      ],
      inServiceEvents: [
        'IED blast against his route clearance vehicle, Kandahar Province, June 3, 2010, with 1-2 minutes loss of consciousness',
      ],
      personalData: [
        { kind: 'name', value: 'Isaiah M. Thibodeaux' },
        { kind: 'date-of-birth', value: '04/14/1988' },
        { kind: 'address', value: '619 Pecan Grove Drive, Lake Sorrel, LA 70998' },
        { kind: 'record-number', value: 'RNG-771902' },
        { kind: 'name', value: 'Thibodeaux' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 11
  {
    id: 'r16-str-podiatry-plantar-fasciitis-air-assault',
    kind: 'service-treatment-record',
    format: 'text',
    text: `ARMY MEDICINE - AHLTA OUTPATIENT ENCOUNTER
BLANCHFIELD ARMY COMMUNITY HOSPITAL - PODIATRY CLINIC, FORT CAMPBELL, KY
Encounter date: 16 May 2017 0940
Patient: OYELARAN, BEATRIZ K     SGT/E-5     FMP/SSN: 20/000-85-3307
DOB: 1986-02-27     DOD ID: 1401338720
Unit: HHC, 1st BDE, 101st ABN DIV (AASLT)
Reason for appointment: Bilateral heel pain x 3 months (consult from troop medical clinic)

HPI: 31 y/o female Soldier with bilateral heel pain, L > R, beginning about Feb 2017 while training for Air Assault School, when her ruck marches increased to 12 miles weekly with a 35 lb ruck. Pain is worst with the first steps in the morning and after sitting, "like stepping on a nail." Ibuprofen and new running shoes did not help. Failed the 2-mile run on the April APFT because of pain. No trauma. No numbness or tingling.

Meds: ibuprofen 600 mg PRN. Allergies: NKDA.
Vitals: BP 118/72, HR 66, Wt 142 lb.

Exam: Flexible pes planus bilaterally, with loss of the medial arch on weight bearing that restores on toe rise. Point tenderness at the plantar medial calcaneal tubercle bilaterally. Calcaneal squeeze test negative bilaterally. Tight gastrocnemius-soleus (ankle dorsiflexion 0 degrees with knee extended). Tinel sign at the tarsal tunnel negative. Neurovascularly intact.

Imaging: Bilateral foot and calcaneus x-rays, 3 views: no fracture or stress reaction; small plantar calcaneal spur on the right.

A/P:
1. Plantar fasciitis, bilateral (M72.2)
2. Pes planus, flexible, bilateral (M21.41, M21.42)
3. Calcaneal stress fracture - ruled out clinically and by x-ray; MRI not indicated
4. Tarsal tunnel syndrome - not supported by exam
Plan: Night splints bilaterally; cast for custom orthotics today; daily plantar fascia and calf stretching; PT referral. Temporary profile x 30 days: no running, no rucking; may walk at own pace and distance; alternate aerobic training (bike/swim). Air Assault School start date deferred. RTC 6 weeks.

Electronically signed: MAJ D. FENWICK-ROSS, DPM, Podiatry`,
    expected: {
      conditions: [
        { name: 'Plantar fasciitis', diagnosticCode: '5269' },
        { name: 'Flatfoot (pes planus)', diagnosticCode: '5276' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Increased ruck marching (12 miles weekly with a 35 lb ruck) while training for Air Assault School, 2017',
      ],
      personalData: [
        { kind: 'name', value: 'OYELARAN, BEATRIZ K' },
        { kind: 'ssn', value: '000-85-3307' },
        { kind: 'date-of-birth', value: '1986-02-27' },
        { kind: 'record-number', value: '1401338720' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 12
  {
    id: 'r16-cprs-ent-sinusitis-burn-pit-scan',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: OTOLARYNGOLOGY OUTPATIENT NOTE
DATE OF NOTE: AUG 21, 2026@13:05                 STATUS: COMPLETED
PATIENT: DRUMMOND,ELIJAH F   000-24-9960   DOB: NOV 30,1982

HPI: 43 y/o OIF veteran referred by PCP for chronic sinus symptoms. Deployed to
Balad AB (LSA Anaconda), Iraq 2005-2006; lived and worked about 1 mile downwind
of the open-air burn pit. Since about 2007: nasal congestion, pressure over the
cheeks, thick post-nasal drainage, reduced sense of smell. 4-5 sinus infections
per year treated with antibiotics (amoxicillin-clavulanate x3 in past 12 mo).
Spring sneezing, clear rhinorrhea, itchy eyes. Nonsmoker.
PACT Act toxic exposure screen: POSITIVE - burn pit smoke, Balad 2005-2006.

MEDS: fluticasone 50 mcg nasal, 2 sprays each nostril daily
      cetirizine 10 mg daily
      saline sinus rinse twice daily

EXAM: Anterior rhinoscopy - boggy, pale inferior turbinates bilaterally.
Nasal endoscopy: edematous middle meatus bilat, mucopurulent drainage left
middle meatus (culture sent). No polyps. Septum midline.
CT sinus 07/30/2026: mucosal thickening of both maxillary sinuses, air-fluid
level left maxillary; ethmoid and frontal sinuses clear. No bony erosion.
Allergy skin testing 08/2026: positive to grass and oak pollen.

ASSESSMENT:
1. Chronic maxillary sinusitis, bilateral (J32.0)
2. Allergic rhinitis due to pollen (J30.1)
3. Nasal polyposis - not present on endoscopy, ruled out
4. Deviated septum - not present

PLAN:
1. Budesonide 0.5 mg respule added to saline rinse twice daily
2. Doxycycline 100 mg BID x 21 days pending culture
3. Continue cetirizine and fluticasone
4. Repeat CT in 3 months; discuss endoscopic sinus surgery if persistent
5. Veteran asked about a PACT Act claim; referred to VSO. No opinion on
   service connection provided by this clinic.

/es/ R. QUARTEY, MD, Otolaryngology`,
    expected: {
      conditions: [
        { name: 'Chronic maxillary sinusitis', diagnosticCode: '6513' },
        { name: 'Allergic rhinitis', diagnosticCode: '6522' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Burn pit smoke exposure at Balad Air Base (LSA Anaconda), Iraq, 2005-2006'],
      personalData: [
        { kind: 'name', value: 'DRUMMOND,ELIJAH F' },
        { kind: 'ssn', value: '000-24-9960' },
        { kind: 'date-of-birth', value: 'NOV 30,1982' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 13
  {
    id: 'r16-dbq-respiratory-copd-negative-smoking',
    kind: 'dbq',
    format: 'text',
    text: `RESPIRATORY CONDITIONS (OTHER THAN TUBERCULOSIS AND SLEEP APNEA) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Fitzgerald, Owen T.
Patient/Veteran's SSN: 900-61-0348
Date of examination: 07/15/2026
Claimed conditions: COPD; asthma; "lung condition due to diesel exhaust and solvents"
Evidence reviewed: VBMS e-folder (STRs 1979-1988, DD-214), VA treatment records 2014-2026, private pulmonology records 2022.

SECTION I - DIAGNOSIS
Chronic obstructive pulmonary disease (ICD J44.9), date of diagnosis 2022.
Asthma: claimed, NOT diagnosed. Spirometry shows no significant bronchodilator reversibility (FEV1 +4%, 80 mL) and there is no history of episodic wheeze with normal function between episodes; asthma is not supported.

SECTION II - MEDICAL HISTORY
Served U.S. Army 1979-1988 as an M1 tank turret mechanic at Fort Riley, Kansas. No deployments. Reports daily exposure to diesel exhaust in motor pool bays and to cleaning solvent (PD-680) and CARC paint. STRs: two visits for upper respiratory infection (1981, 1985) and one for "bronchitis" in 1984 that resolved with antibiotics. Separation examination 1988: lungs clear, chest x-ray normal; denied shortness of breath on the Report of Medical History.
Tobacco: 1 pack per day from age 17 (1977) until 2019, about 42 pack-years.
Post-service occupation: long-haul truck driver 1988-2018.
Exertional dyspnea began about 2015; chronic productive morning cough.

SECTION III - TREATMENT
Inhaled medications: tiotropium 2.5 mcg, 2 inhalations daily; budesonide/formoterol 160/4.5 mcg, 2 puffs twice daily; albuterol as needed about 3 times per week.
Oral corticosteroids: one burst (prednisone 40 mg x 5 days) in 01/2026 for an exacerbation.
Oxygen therapy: No.

SECTION IV - PULMONARY FUNCTION TESTING (06/30/2026)
Pre-bronchodilator: FEV1 1.92 L (56% predicted); FVC 3.41 L (79%); FEV1/FVC 56%
Post-bronchodilator: FEV1 2.00 L (58% predicted); FVC 3.46 L (80%); FEV1/FVC 58%
DLCO: 61% predicted
Test result that most accurately reflects current function: FEV1 (post-bronchodilator)
Chest CT 2024: centrilobular emphysema, upper-lobe predominant; no interstitial lung disease; 4 mm right upper lobe nodule, stable.

SECTION V - MEDICAL OPINION
The claimed COPD is less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service exposure to diesel exhaust and solvents.
Rationale: The STRs show one episode of acute bronchitis that resolved, a normal separation chest x-ray, and no respiratory complaints at separation. COPD symptoms began about 27 years after service. The Veteran has a 42 pack-year smoking history, the predominant established cause of COPD, and his CT shows upper-lobe centrilobular emphysema, the pattern typical of cigarette smoking. Although occupational vapors, gases, dusts and fumes can contribute to COPD, his in-service exposure lasted about 9 years and was followed by 30 years of diesel exhaust exposure as a long-haul truck driver. He did not serve in a location covered by the PACT Act presumptions.

SECTION VI - FUNCTIONAL IMPACT
Unable to climb more than one flight of stairs without stopping; retired.`,
    expected: {
      conditions: [{ name: 'Chronic obstructive pulmonary disease', diagnosticCode: '6604' }],
      nexusOpinions: [
        {
          condition: 'Chronic obstructive pulmonary disease',
          strength: 'less likely than not',
          quote: 'The claimed COPD is less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service exposure to diesel exhaust and solvents.',
        },
      ],
      inServiceEvents: [
        'Diesel exhaust, solvent (PD-680) and CARC paint exposure as an M1 tank turret mechanic at Fort Riley, 1979-1988',
      ],
      personalData: [
        { kind: 'name', value: 'Fitzgerald, Owen T.' },
        { kind: 'ssn', value: '900-61-0348' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 14
  {
    id: 'r16-discharge-summary-inpatient-psych-overdose-plan',
    kind: 'discharge-summary',
    format: 'text',
    text: `INPATIENT MENTAL HEALTH DISCHARGE SUMMARY
VA MEDICAL CENTER - ACUTE PSYCHIATRY UNIT 4B

PATIENT: LARKIN,SHAWNA MARIE     SSN: 000-90-1175     DOB: 12/02/1991
MRN: 5540218
ADMISSION DATE: 07/11/2026          DISCHARGE DATE: 07/18/2026
LEGAL STATUS: Voluntary

REASON FOR ADMISSION:
34-year-old female Navy veteran (hospital corpsman, 2010-2016) brought to the ED by her sister, Danielle Larkin, after telling her that she "had it all figured out" and had been saving her hydrocodone and trazodone to overdose on the weekend her ex-husband had the children. In the ED she endorsed suicidal ideation with a plan and intent and had written a note. Blood alcohol 0.11.

HISTORY OF PRESENT ILLNESS:
Worsening depression for 3 months after her divorce was finalized and she lost her job. Drinking 6-8 drinks nightly. Insomnia, anhedonia, 15 lb weight loss, excessive guilt, poor concentration. One prior suicide attempt by overdose in 2019 (medical admission).

PAST PSYCHIATRIC HISTORY: Major depressive disorder diagnosed 2017; one prior psychiatric admission (2019).
MEDICAL HISTORY: Hypothyroidism on levothyroxine.
FAMILY HISTORY: Father - died by suicide in 2008. Maternal aunt - schizophrenia.

HOSPITAL COURSE:
Admitted to the locked unit on 15-minute checks. Alcohol withdrawal managed on CIWA protocol with lorazepam on days 1-3 (maximum CIWA 14); no seizures or delirium. Sertraline increased from 50 mg to 100 mg. Trazodone discontinued (part of the stockpile) and mirtazapine 15 mg at bedtime started for sleep. Naltrexone 50 mg daily started for alcohol use. She attended groups and DBT skills sessions. Borderline personality disorder was considered given chronic emptiness and unstable relationships, but it was not diagnosed; outpatient assessment is recommended. Bipolar disorder was ruled out; there is no history of manic or hypomanic episodes. TSH 3.1 on levothyroxine.
By hospital day 5 she denied suicidal ideation, and on the day of discharge she denied SI, intent or plan and was future-oriented about her children.
Lethal means: her sister removed all stockpiled medications from the home and will hold them; no firearms in the home (confirmed with sister).

DISCHARGE DIAGNOSES:
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Alcohol use disorder, moderate (F10.20)
3. Hypothyroidism (E03.9)

DISCHARGE MEDICATIONS:
1. Sertraline 100 mg daily
2. Mirtazapine 15 mg at bedtime (7-day supply)
3. Naltrexone 50 mg daily
4. Levothyroxine 75 mcg daily

RISK ASSESSMENT AT DISCHARGE: Chronic risk high (prior attempt, family history of suicide, alcohol use disorder). Acute risk reduced to low-intermediate. High Risk for Suicide patient record flag placed 07/11/2026, to be reviewed in 90 days.

FOLLOW-UP:
- Outpatient psychiatry 07/21/2026
- Suicide Prevention Coordinator caring contacts
- Substance use intensive outpatient program starting 07/22/2026
Emergency contact: Danielle Larkin (sister), (859) 555-0102
Discharged to home: 2208 Fallowfield Court, Brightwater, KY 40998`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
        { name: 'Alcohol use disorder' },
        { name: 'Hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'LARKIN,SHAWNA MARIE' },
        { kind: 'ssn', value: '000-90-1175' },
        { kind: 'date-of-birth', value: '12/02/1991' },
        { kind: 'record-number', value: '5540218' },
        { kind: 'name', value: 'Danielle Larkin' },
        { kind: 'phone', value: '(859) 555-0102' },
        { kind: 'address', value: '2208 Fallowfield Court, Brightwater, KY 40998' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 15
  {
    id: 'r16-private-letter-oncology-renal-cell-carcinoma-bagram',
    kind: 'private-letter',
    format: 'text',
    text: `MERIDIAN CANCER INSTITUTE - GENITOURINARY ONCOLOGY
1500 Harborview Medical Plaza, Suite 600, Port Alderney, WA 98997
Phone 360-555-0190

October 20, 2026

RE: Kwame B. Adeyemi-Clarke
Date of birth: 02/08/1981
Patient ID: ONC-2216057
Home address on file: 77 Sunwillow Lane, Port Alderney, WA 98997

To whom it may concern:

I am the treating medical oncologist for Mr. Adeyemi-Clarke, and I write at his request in support of his claim for VA disability compensation.

Mr. Adeyemi-Clarke, now 45, served in the U.S. Air Force from 2001 to 2013 as an aircraft fuel systems technician. He was deployed to Bagram Airfield, Afghanistan, from June 2009 to February 2010, where his quarters were within about a mile of the open burn pit, and he handled JP-8 jet fuel daily, often without respiratory protection.

In January 2026 he presented with gross hematuria. CT showed a 6.1 cm enhancing mass in the left kidney. He underwent left radical nephrectomy on 03/04/2026. Pathology: clear cell renal cell carcinoma, WHO/ISUP grade 2, pT1b N0, margins negative. Staging CT of the chest showed no metastases. He is on surveillance imaging every 6 months; no adjuvant therapy was indicated. His post-nephrectomy eGFR is 71 mL/min. He also has hypertension, diagnosed in 2023 and controlled on amlodipine 10 mg daily.

Risk factors: He has never smoked. His BMI is 26. There is no family history of kidney cancer; his father had prostate cancer at 70. Germline genetic testing (including VHL, FH and BAP1) was negative.

Kidney cancer is one of the cancers that the PACT Act of 2022 made presumptive for veterans who served in Afghanistan. Independent of that presumption, I offer the following opinion.

Opinion: It is my opinion that Mr. Adeyemi-Clarke's renal cell carcinoma is more likely than not related to his documented exposure to burn pit smoke and jet fuel at Bagram Airfield.

Rationale: He lacks the usual risk factors for renal cell carcinoma (tobacco, obesity, hereditary syndromes) and was diagnosed at a young age. Burn pit emissions contain combustion products, and jet fuel and related chlorinated solvents such as trichloroethylene have been associated with kidney cancer in occupational studies.

Sincerely,

Helena Okwuosa-Brandt, MD
Medical Oncology`,
    expected: {
      conditions: [
        { name: 'Renal cell carcinoma', diagnosticCode: '7528' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [
        {
          condition: 'Renal cell carcinoma',
          strength: 'more likely than not',
          quote: "It is my opinion that Mr. Adeyemi-Clarke's renal cell carcinoma is more likely than not related to his documented exposure to burn pit smoke and jet fuel at Bagram Airfield.",
        },
      ],
      inServiceEvents: [
        'Burn pit smoke exposure at Bagram Airfield, Afghanistan, June 2009 to February 2010',
        'Daily JP-8 jet fuel handling as an aircraft fuel systems technician',
      ],
      personalData: [
        { kind: 'name', value: 'Kwame B. Adeyemi-Clarke' },
        { kind: 'date-of-birth', value: '02/08/1981' },
        { kind: 'record-number', value: 'ONC-2216057' },
        { kind: 'address', value: '77 Sunwillow Lane, Port Alderney, WA 98997' },
        { kind: 'name', value: 'Adeyemi-Clarke' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 16
  {
    id: 'r16-dbq-shoulder-impingement-speculation',
    kind: 'dbq',
    format: 'pdf',
    text: `SHOULDER AND ARM CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Ebersole, Rosalind J.
SSN: 000-33-7082
Date of examination: 09/17/2026
Claimed condition: Right shoulder condition
Evidence reviewed: VBMS claims file (STRs 1998-2002, separation examination), VA treatment
records 2019-2026, private orthopedic records 2019.

SECTION I - DIAGNOSIS
1. Right shoulder impingement syndrome, ICD M75.41, date of diagnosis 2019
2. Right acromioclavicular joint osteoarthritis, ICD M19.011, date of diagnosis 2019
Left shoulder: no diagnosis; normal examination.

SECTION II - MEDICAL HISTORY
The Veteran is right-hand dominant. She reports injuring her right shoulder in basic training
at Fort Jackson in August 1998 when she fell onto her outstretched right arm from an obstacle
course wall, with pain for several weeks. STRs: one sick call visit on 08/14/1998 - "R shoulder
pain after fall on obstacle course, full ROM, mild TTP, ibuprofen, RTD." No further shoulder
complaints in the STRs. Separation examination 2002: upper extremities normal; on the Report of
Medical History she denied a painful shoulder.
Post-service: rural carrier and package handler for the postal service 2003-2018, with
repetitive overhead lifting of parcels. Persistent shoulder pain was first reported to her
primary care provider in 2019. She states the pain "never fully went away" after basic
training but she did not seek care.
Flare-ups: Yes, weekly, after reaching overhead.
Functional loss: Cannot reach top shelves or sleep on her right side.

SECTION III - RANGE OF MOTION
Right: flexion 0-120 degrees (pain at 100); abduction 0-105 (pain at 90); external rotation
0-70; internal rotation 0-60. After 3 repetitions: flexion 0-115, abduction 0-100.
Left: flexion 0-180; abduction 0-180; external rotation 0-90; internal rotation 0-90.
Muscle strength: right shoulder abduction 4/5, flexion 5/5. No ankylosis.
Tests: Hawkins-Kennedy positive right; Neer positive right; empty can positive right with pain;
drop arm negative; cross-body adduction positive right.
Instability, dislocation or labral pathology: None.
Imaging: X-ray right shoulder 2019 - moderate AC joint arthritis with inferior osteophytes,
type II acromion. MRI 2019 - supraspinatus tendinosis without full-thickness tear; rotator
cuff tear not shown.

SECTION IV - MEDICAL OPINION
I cannot resolve this issue without resort to mere speculation.
Rationale: The STRs document a single visit for right shoulder pain in 1998 with full motion
and return to duty, and no further shoulder complaints in the remaining four years of service
or at separation. The Veteran credibly reports ongoing pain since the fall, but there is no
treatment until 2019, and her 15 years of repetitive overhead lifting as a postal package
handler is a well-recognized cause of subacromial impingement and AC joint arthritis. Both
the in-service fall and the occupational overhead work could produce the current findings,
imaging cannot distinguish between them, and there are no medical records from 2002 to 2019
that would allow me to determine which is more likely. Treatment records from that period,
if they exist, could permit a non-speculative opinion.

SECTION V - FUNCTIONAL IMPACT
Limited overhead reaching; unable to lift more than 15 lb from floor to shelf height.`,
    expected: {
      conditions: [
        { name: 'Right shoulder impingement syndrome', diagnosticCode: '5201' },
        { name: 'Right acromioclavicular joint arthritis' },
      ],
      nexusOpinions: [
        {
          condition: 'Right shoulder impingement syndrome',
          strength: 'unable to resolve',
          quote: 'I cannot resolve this issue without resort to mere speculation.',
        },
      ],
      inServiceEvents: [
        'Fall onto outstretched right arm from an obstacle course wall during basic training, Fort Jackson, August 1998',
      ],
      personalData: [
        { kind: 'name', value: 'Ebersole, Rosalind J.' },
        { kind: 'ssn', value: '000-33-7082' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 17
  {
    id: 'r16-str-line-of-duty-hmmwv-rollover',
    kind: 'service-treatment-record',
    format: 'text',
    text: `STATEMENT OF MEDICAL EXAMINATION AND DUTY STATUS
(DA FORM 2173)

PART I - TO BE COMPLETED BY MEDICAL TREATMENT FACILITY
1. NAME (Last, First, MI): MCALLISTER-GRAY, TRAVIS O
2. SSN: 000-14-6629
3. GRADE: SPC (E-4)
4. ORGANIZATION: A CO, 1-96 IN, TASK FORCE RAPTOR
5. DATE OF BIRTH: 11 JUN 1990
6. DOD ID: 1523097781
7. MEDICAL TREATMENT FACILITY: ROLE 2, FOB WILSON, KANDAHAR PROVINCE, AFGHANISTAN
8. DATE/HOUR ADMITTED: 22 OCT 2011 / 1610
9. NATURE AND EXTENT OF INJURY: Concussion (mild traumatic brain injury) with brief loss of consciousness (less than 1 minute); cervical strain.
10. HOW INJURY WAS SUSTAINED: On 22 OCT 2011 at approximately 1430, SM was the driver of an M1151 HMMWV in a convoy in Zhari District when the road edge gave way and the vehicle rolled onto its roof into an irrigation canal. SM was wearing a seat belt and helmet. Per the gunner, SM was "out for a few seconds" and was extricated by the crew.
11. WAS INDIVIDUAL UNDER THE INFLUENCE OF ALCOHOL OR DRUGS: No
12. INJURY LIKELY TO RESULT IN A CLAIM AGAINST THE GOVERNMENT: Yes
13. IN LINE OF DUTY DETERMINATION: [X] In line of duty  [ ] Not in line of duty - investigation required

PART II - ATTACHED MEDICAL NOTES

ROLE 2 EMERGENCY NOTE - 22 OCT 2011 1625
S: 21 y/o M, HMMWV rollover. Positive LOC under 1 minute per witness, dazed afterward. Complains of headache 6/10, neck pain, "ringing in my ears," nausea with one episode of emesis.
O: GCS 15 on arrival (14 per medic in the field). BP 132/84, HR 96. Neck: midline and paraspinal tenderness around C5-C6. No focal neurologic deficit. TMs intact.
MACE: 26/30 (delayed recall 2/5).
CT head: no acute intracranial abnormality. CT cervical spine: no fracture or malalignment.
A: 1. Concussion with loss of consciousness of 30 minutes or less (S06.0X1A)
   2. Cervical strain (S16.1XXA)
   3. Cervical spine fracture - ruled out by CT
P: Concussion protocol with mandatory 24-hour rest, then progressive return to activity; acetaminophen for headache; no NSAIDs for 48 hours. Soft collar not indicated. Re-evaluate daily.

FOLLOW-UP - 29 OCT 2011
Headache 2/10, neck stiffness improving, ringing resolved. Exertional testing passed; repeat MACE 29/30. Returned to duty.

Signed: MAJ L. BRISCOE-HART, MD, Role 2 physician`,
    expected: {
      conditions: [
        { name: 'Traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Cervical strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'HMMWV rollover into an irrigation canal, Zhari District, Kandahar Province, 22 October 2011, with brief loss of consciousness',
      ],
      personalData: [
        { kind: 'name', value: 'MCALLISTER-GRAY, TRAVIS O' },
        { kind: 'ssn', value: '000-14-6629' },
        { kind: 'date-of-birth', value: '11 JUN 1990' },
        { kind: 'record-number', value: '1523097781' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 18
  {
    id: 'r16-cprs-audiology-hearing-aid-evaluation',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: AUDIOLOGY HEARING AID EVALUATION
STANDARD TITLE: AUDIOLOGY NOTE
DATE OF NOTE: MAY 06, 2026@09:15     ENTRY DATE: MAY 06, 2026@10:40:22
      AUTHOR: LINDGREN-OSEI,MARTA    EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: SOBCZAK,WALTER H   SSN: 000-77-2048   DOB: 10/25/1970

HISTORY: 55 y/o veteran referred by PCP for decreased hearing. Reports gradual decline over 10+ years, difficulty in restaurants and understanding his grandchildren, and complaints from his spouse about television volume. Constant bilateral high-pitched tinnitus since service, "like a steam whistle," worse at night.
Military noise exposure: U.S. Navy gunner's mate 1989-1997, 5-inch/54 gun mount crew aboard a destroyer; small arms qualifications. Hearing protection: foam earplugs "sometimes."
Civilian noise exposure: farming with tractor and grain dryer; hunting (right-handed shooter).
Denies otalgia, otorrhea, vertigo, or sudden change. No ear surgery.

OTOSCOPY: Clear canals, tympanic membranes intact bilaterally.
TYMPANOMETRY: Type A AU.

PURE TONE AUDIOMETRY (dB HL):
Hz       250   500  1000  2000  3000  4000  6000  8000
Right     10    15    20    35    55    65    70    65
Left      15    20    25    40    60    70    75    70
SRT: Right 25 dB, Left 30 dB
Word recognition (NU-6 at 40 dB SL): Right 88%, Left 84%

TINNITUS: Tinnitus Handicap Inventory score 46 (moderate handicap).

ASSESSMENT:
1. Bilateral sensorineural hearing loss, mild sloping to severe (H90.3)
2. Subjective tinnitus, bilateral (H93.13)
Good candidate for amplification.

PLAN:
1. Bilateral receiver-in-canal hearing aids with tinnitus sound generator feature ordered; fitting 06/03/2026.
2. Progressive Tinnitus Management level 2 education provided.
3. Veteran asked whether he can claim hearing loss; explained that this clinical visit does not include an opinion for compensation purposes, and gave VSO contact information.
4. Hearing aids and supplies will be mailed to: 5619 County Road 14, Dunmore Springs, NE 68998
5. Annual re-evaluation.

/es/ MARTA LINDGREN-OSEI, AuD
Audiologist`,
    expected: {
      conditions: [
        { name: 'Hearing loss', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Noise exposure as a Navy gunner\'s mate on a 5-inch/54 gun mount aboard a destroyer, 1989-1997',
      ],
      personalData: [
        { kind: 'name', value: 'SOBCZAK,WALTER H' },
        { kind: 'ssn', value: '000-77-2048' },
        { kind: 'date-of-birth', value: '10/25/1970' },
        { kind: 'address', value: '5619 County Road 14, Dunmore Springs, NE 68998' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 19
  {
    id: 'r16-decision-letter-ptsd-increase-70-scan',
    kind: 'statement-or-decision',
    format: 'image',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration                                   November 3, 2026
Regional Office

LUIS ALBERTO FERREIRA-MONTOYA                     In Reply Refer To: 349/214B
7740 Oxbow Crossing Ct                            VA File Number: 27 554 018
San Benedicto, TX 78998

Dear Mr. Ferreira-Montoya:

We made a decision on your claim for an increased evaluation of your
service-connected posttraumatic stress disorder, received on June 16, 2026.

WHAT WE DECIDED
Posttraumatic stress disorder (PTSD): increased from 50 percent to 70 percent,
effective June 16, 2026.
Individual unemployability: deferred. We sent you VA Form 21-8940 to complete.
Your combined evaluation is now 80 percent.

WHAT EVIDENCE WE USED
- VA examination, Mental Disorders DBQ, September 12, 2026
- VA treatment records, January 2025 to October 2026
- Your statement and your wife's statement, received June 16, 2026

WHY WE MADE THIS DECISION
Your PTSD is evaluated under diagnostic code 9411. We increased your evaluation
to 70 percent because the evidence shows occupational and social impairment
with deficiencies in most areas, including near-continuous depression affecting
your ability to function independently, impaired impulse control with
unprovoked irritability, difficulty adapting to stressful circumstances
including work, and an inability to establish and maintain effective
relationships. You were let go from your job as a dispatcher in May 2026 after
conflicts with coworkers. A higher evaluation of 100 percent is not warranted
because the evidence does not show total occupational and social impairment.
You manage your own finances and personal hygiene, and you have no persistent
delusions or hallucinations.

WHAT YOU SHOULD DO IF YOU DISAGREE WITH OUR DECISION
You have one year from the date of this letter to request a Supplemental Claim,
Higher-Level Review, or Board Appeal.

Sincerely yours,
Regional Office Director
Enclosures: Rating Decision, VA Form 21-8940, VA Form 20-0998`,
    expected: {
      conditions: [{ name: 'PTSD', diagnosticCode: '9411' }],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'LUIS ALBERTO FERREIRA-MONTOYA' },
        { kind: 'address', value: '7740 Oxbow Crossing Ct' },
        { kind: 'address', value: 'San Benedicto, TX 78998' },
        { kind: 'record-number', value: '27 554 018' },
        { kind: 'name', value: 'Ferreira-Montoya' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 20
  {
    id: 'r16-private-letter-urology-ed-secondary-sertraline',
    kind: 'private-letter',
    format: 'text',
    text: `BLUESTEM UROLOGY ASSOCIATES
880 Prairie Commons Blvd, Suite 3
Kettering Plains, KS 67997
Phone: 316-555-0155

August 29, 2026

Re: Darnell W. Pryor
DOB: 06/30/1979
Home: 1432 Switchgrass Avenue, Kettering Plains, KS 67998
Cell: 316-555-0129

To Whom It May Concern:

Mr. Pryor is a 47-year-old Army veteran whom I have followed since November 2023 for erectile dysfunction. He asked me to comment on the cause of his condition for his VA claim. I reviewed his VA pharmacy and mental health records from 2019 to 2026 and my own clinic records.

Mr. Pryor has service-connected PTSD, for which VA prescribed sertraline in 2020; the dose was increased to 200 mg daily in March 2022. He reports normal erectile function before 2022. Within a few months of the dose increase he developed difficulty achieving and maintaining erections, along with delayed ejaculation.

Workup: Total testosterone was 512 ng/dL on two morning draws, so hypogonadism is excluded. Hemoglobin A1c 5.4%, fasting lipids normal, blood pressure 122/78; he does not have diabetes or hypertension. Penile duplex Doppler ultrasound in 02/2024 showed normal arterial inflow and no venous leak. Thyroid function is normal. He is a nonsmoker and rarely drinks. IIEF-5 score 9 (moderate).

In 2024, in coordination with his VA psychiatrist, sertraline was tapered to 100 mg. His erections improved within 6 weeks, but his PTSD symptoms worsened, the dose was returned to 200 mg, and the erectile dysfunction returned. He now uses tadalafil 20 mg as needed with partial response. In our discussions about these medication changes he has consistently denied thoughts of self-harm.

Diagnosis: Erectile dysfunction, drug-induced (N52.2)

Opinion: It is more likely than not that Mr. Pryor's erectile dysfunction is caused by the sertraline he takes for his service-connected PTSD.

Rationale: Selective serotonin reuptake inhibitors cause sexual dysfunction in a substantial proportion of patients. Here the timing of onset after the dose increase, improvement on dose reduction and recurrence on re-challenge establish the link, and no vascular, hormonal or metabolic cause was found.

Sincerely,

Caleb J. Moravec, MD, FACS
Urology`,
    expected: {
      conditions: [
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
        { name: 'PTSD', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Erectile dysfunction',
          strength: 'more likely than not',
          quote: "It is more likely than not that Mr. Pryor's erectile dysfunction is caused by the sertraline he takes for his service-connected PTSD.",
        },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Darnell W. Pryor' },
        { kind: 'date-of-birth', value: '06/30/1979' },
        { kind: 'address', value: '1432 Switchgrass Avenue, Kettering Plains, KS 67998' },
        { kind: 'phone', value: '316-555-0129' },
        { kind: 'name', value: 'Pryor' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 21
  {
    id: 'r16-dbq-scars-mortar-fragment-scan',
    kind: 'dbq',
    format: 'image',
    text: `SCARS/DISFIGUREMENT DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: GUNNARSSON, ERIK L.             SSN: 000-58-3361
Date of examination: 09/09/2026                       Exam type: In person

SECTION I - DIAGNOSIS
Does the Veteran have one or more scars or disfigurement? [X] Yes  [ ] No
1. Scar, left forearm, status post fragment wound (L90.5), diagnosed 2008
2. Scar, left lateral thigh, status post fragment wound (L90.5), diagnosed 2008

SECTION II - MEDICAL HISTORY
Veteran reports that in July 2008 a mortar round impacted about 20 meters from
his guard position at COP Sentinel, Kunar Province, Afghanistan. Fragments
struck his left forearm and left thigh. Fragments were removed and the wounds
closed at the Role 2; he received the Purple Heart. The forearm scar aches in
cold weather and is tender when he leans on it at his desk. No retained
fragments on x-ray in 2025.

SECTION III - SCARS OF THE TRUNK OR EXTREMITIES
a. Are any scars painful? [X] Yes - Scar #1 (left forearm), tender to palpation
b. Are any scars unstable, with frequent loss of covering of skin? [X] No
c. Scar #1, left forearm: linear, 9.0 cm long, slightly depressed, well healed
   Scar #2, left lateral thigh: superficial, nonlinear, 6.5 cm x 3.0 cm
   (19.5 sq cm), not painful
   Deep nonlinear scars: none
d. Scars of the head, face or neck: none

SECTION IV - OTHER
Muscle injury: none found; strength 5/5 left upper and lower extremity.
Nerve injury: sensation intact around both scars.
Does any scar result in limitation of function? [X] No

SECTION V - FUNCTIONAL IMPACT
Avoids leaning the left forearm on hard surfaces. No effect on ability to work.

Examiner: Physician assistant, contract examination    Date signed: 09/09/2026`,
    expected: {
      conditions: [
        { name: 'Scar, left forearm, painful', diagnosticCode: '7804' },
        { name: 'Scar, left thigh, superficial nonlinear', diagnosticCode: '7802' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Mortar fragment wounds to the left forearm and left thigh, COP Sentinel, Kunar Province, Afghanistan, July 2008',
      ],
      personalData: [
        { kind: 'name', value: 'GUNNARSSON, ERIK L.' },
        { kind: 'ssn', value: '000-58-3361' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 22
  {
    id: 'r16-cprs-gi-ibs-gerd-gulf-war',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: GASTROENTEROLOGY CLINIC NOTE
STANDARD TITLE: GASTROENTEROLOGY NOTE
DATE OF NOTE: APR 17, 2026@14:10     ENTRY DATE: APR 17, 2026@15:02:44
      AUTHOR: VASHCHENKO,IRINA P     EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: ABERNATHY,CLIFFORD W   000-42-5170   DOB: 09/04/1969

REASON FOR VISIT: Follow-up of chronic diarrhea/constipation and reflux after EGD and colonoscopy.

HPI: 56 y/o Army veteran who served in Operation Desert Storm (Saudi Arabia and Kuwait, 12/1990-05/1991) with a transportation company; reports driving through smoke from burning oil wells for weeks. Since about 1992 he has had intermittent loose stools 3-5 times a day alternating with constipation, crampy lower abdominal pain relieved by bowel movements, bloating and urgency. No weight loss, no rectal bleeding, no nocturnal diarrhea. Also burning retrosternal pain and regurgitation after meals and when lying down, 4-5 nights a week, partly relieved by OTC antacids.

PHQ-2: 1 (negative). Denies SI/HI.

MEDICATIONS:
1. Dicyclomine 20 mg four times daily as needed
2. Psyllium 1 tablespoon daily
3. Famotidine 20 mg twice daily

RESULTS:
- Colonoscopy 04/02/2026: normal colon and terminal ileum; random biopsies negative for microscopic colitis.
- EGD 04/02/2026: LA grade A esophagitis; 2 cm hiatal hernia; duodenal biopsies normal; gastric biopsies negative for H. pylori.
- tTG-IgA negative with normal total IgA. Fecal calprotectin 22 (normal). Stool O&P and GI pathogen panel negative. TSH normal.

ASSESSMENT/PLAN:
1. Irritable bowel syndrome, mixed type (K58.2) - meets Rome IV criteria; inflammatory bowel disease excluded by colonoscopy and calprotectin. Dietitian referral for low-FODMAP diet; continue dicyclomine; start amitriptyline 10 mg at bedtime.
2. Gastroesophageal reflux disease with esophagitis (K21.0) - change famotidine to pantoprazole 40 mg daily before breakfast for 8 weeks; elevate head of bed.
3. Hiatal hernia, small (K44.9) - contributes to reflux; no surgical indication.
4. Celiac disease - ruled out (serology and duodenal biopsies negative).
5. Microscopic colitis - ruled out.
6. H. pylori infection - negative.

Veteran asked whether his bowel symptoms fall under the Gulf War presumption; referred to his VSO. This clinic does not provide opinions on service connection.

RTC 3 months.

/es/ IRINA P VASHCHENKO, MD
Gastroenterology`,
    expected: {
      conditions: [
        { name: 'Irritable bowel syndrome', diagnosticCode: '7319' },
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'Hiatal hernia' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Gulf War service in Saudi Arabia and Kuwait (Operation Desert Storm, 12/1990-05/1991) with oil well fire smoke exposure',
      ],
      personalData: [
        { kind: 'name', value: 'ABERNATHY,CLIFFORD W' },
        { kind: 'ssn', value: '000-42-5170' },
        { kind: 'date-of-birth', value: '09/04/1969' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 23
  {
    id: 'r16-discharge-summary-left-total-knee-arthroplasty',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `ST. ANSELM COMMUNITY HOSPITAL
Orthopaedic Surgery Service

DISCHARGE SUMMARY

Patient name: Beaumont, Yolanda C.
MRN: H-00927351            Account #: 40028817365
DOB: 01/21/1966            Age/Sex: 60/F
Payer: VA Community Care Network - Referral # VA0041-9908233
Admission: 08/12/2026      Discharge: 08/14/2026
Surgeon: Gregory Lindahl, MD
Discharge disposition: Home with home health physical therapy

PREOPERATIVE DIAGNOSIS: Primary osteoarthritis, left knee (M17.12)
POSTOPERATIVE DIAGNOSIS: Same
PROCEDURE: Left total knee arthroplasty, cemented (08/12/2026)

SECONDARY DIAGNOSES:
1. Obstructive sleep apnea on CPAP (G47.33)
2. Essential hypertension (I10)

HISTORY: 60-year-old female U.S. Army veteran with progressive left knee pain over 15 years despite NSAIDs, bracing, four corticosteroid injections and hyaluronic acid injections. She reports her initial left knee injury occurred in a parachute landing during airborne school at Fort Benning in 1994, treated at the troop medical clinic with a brace. Standing x-rays showed bone-on-bone medial compartment narrowing. Right knee has mild symptoms and was not addressed. Her mother has rheumatoid arthritis; rheumatoid arthritis in the patient was ruled out in 2024 (RF and anti-CCP negative).

HOSPITAL COURSE: Uncomplicated surgery under spinal anesthesia with adductor canal block; estimated blood loss 150 mL. She used her home CPAP nightly. Blood pressure controlled on home lisinopril. POD 0: ambulated 30 feet with a walker. POD 1: 150 feet; knee range of motion 5-80 degrees. Hemoglobin 11.2 (preoperative 13.1); no transfusion. POD 2: cleared stairs, ROM 0-90 degrees, pain controlled on oral regimen. Incision clean, dry and intact. Aspirin for DVT prophylaxis.

DISCHARGE MEDICATIONS:
1. Aspirin 81 mg twice daily for 35 days
2. Oxycodone 5 mg every 6 hours as needed for severe pain, #20, no refills
3. Acetaminophen 1000 mg every 8 hours
4. Celecoxib 200 mg daily for 14 days
5. Senna-docusate 8.6/50 mg twice daily while taking oxycodone
6. Lisinopril 10 mg daily (home medication)
7. CPAP nightly (home)

FOLLOW-UP: Orthopaedics in 2 weeks for staple removal; VA primary care in 4 weeks; home health PT 3 times per week.
Home address: 415 Tamarack Bend, Whitcomb Falls, GA 31998
Contact: daughter, Aaliyah Beaumont, 478-555-0193

Electronically signed: Gregory Lindahl, MD  08/14/2026`,
    expected: {
      conditions: [
        { name: 'Knee replacement (left total knee arthroplasty for osteoarthritis)', diagnosticCode: '5055' },
        { name: 'Sleep apnea', diagnosticCode: '6847' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Left knee injury in a parachute landing during airborne school, Fort Benning, 1994'],
      personalData: [
        { kind: 'name', value: 'Beaumont, Yolanda C.' },
        { kind: 'record-number', value: 'H-00927351' },
        { kind: 'record-number', value: '40028817365' },
        { kind: 'date-of-birth', value: '01/21/1966' },
        { kind: 'record-number', value: 'VA0041-9908233' },
        { kind: 'address', value: '415 Tamarack Bend, Whitcomb Falls, GA 31998' },
        { kind: 'name', value: 'Aaliyah Beaumont' },
        { kind: 'phone', value: '478-555-0193' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 24
  {
    id: 'r16-str-sick-call-acute-tinnitus-range',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
BATTALION AID STATION, 1ST BATTALION, 5TH MARINES, CAMP PENDLETON, CA

DATE/TIME: 03 JUN 2014 0745
PATIENT: BRANDVOLD, TYLER S     LCPL/E-3     DOB: 19 AUG 1994     EDIPI: 1587720394
UNIT: WEAPONS CO, 1/5

S: 19 y/o M c/o ringing in both ears and "muffled" hearing x 2 days after live fire at Range 409 on 01 JUN. Was assistant gunner on an M2 .50 cal HMG and was positioned near the SMAW firing line. States his left foam earplug "kept working out" and he did not reseat it for most of one string. Ringing constant, high-pitched, worse in quiet. Denies ear pain, drainage, vertigo or bleeding. No prior hearing problems.
O: T 98.2  HR 64  BP 122/70. External canals clear. TMs intact bilaterally, pearly gray, no hemotympanum or perforation. Weber lateralizes to R. Rinne AC>BC bilaterally. Whispered voice test decreased on L.
Hearing conservation booth audiogram (same day): L ear 4000 Hz 40 dB (reference DD 2215: 10 dB), significant threshold shift L; R ear at reference.
A: 1. Tinnitus, bilateral, acute, noise-induced (H93.13)
   2. TM perforation - ruled out on exam
P: No weapons range or other hazardous noise pending retest. Double hearing protection (plugs plus muffs) when in noise. Earplug fit education given. Return if vertigo, pain or drainage. Retest audiogram 17 JUN.
S/ HM2 D. SALAVEA, USN / LT R. OKEKE, MC, USN, Battalion Surgeon

17 JUN 2014 - FOLLOW-UP
Audiogram: L 4000 Hz 35 dB, shift persists vs reference; referred for DD 2216 follow-up testing. Tinnitus persists intermittently, "mostly at night."
A: Tinnitus, bilateral, persistent.
P: Hearing conservation program follow-up in 90 days; double protection required.
S/ LT R. OKEKE, MC, USN`,
    expected: {
      conditions: [{ name: 'Tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Live-fire range noise (M2 .50 caliber machine gun and SMAW) with a dislodged earplug, Camp Pendleton, June 2014',
      ],
      personalData: [
        { kind: 'name', value: 'BRANDVOLD, TYLER S' },
        { kind: 'date-of-birth', value: '19 AUG 1994' },
        { kind: 'record-number', value: '1587720394' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 25
  {
    id: 'r16-buddy-statement-ied-blast-burn-pit',
    kind: 'statement-or-decision',
    format: 'text',
    text: `STATEMENT IN SUPPORT OF CLAIM - LAY/WITNESS STATEMENT
VA FORM 21-10210

SECTION I - VETERAN/CLAIMANT INFORMATION
Veteran's name: Marcus J. Tillery
Veteran's Social Security Number: 000-46-0921
Veteran's date of birth: 03/03/1986

SECTION II - WITNESS INFORMATION
Witness name: Reginald P. Szymanski
Relationship to Veteran: Served in the same platoon, 2007-2008 (team leader)
Witness mailing address: 3018 Whitlow Road, Port Crandall, MI 49998
Witness telephone: (269) 555-0112

SECTION III - STATEMENT
I served with Marcus Tillery in the same platoon in Iraq from October 2007 to December 2008. I was his team leader (SGT) and I am now retired from the Army.

On the morning of December 2, 2007, our patrol was hit by an IED on a road outside Baqubah. Marcus was sitting in the back left seat of the second truck, which took the blast. I was in the third truck and ran up to it. Marcus was conscious but confused, kept asking what happened, and threw up twice. His helmet had a crack in it from hitting the inside of the truck. Our medic, Doc Fuentes, checked him over and he was seen at the aid station at FOB Warhorse that afternoon. As far as I know he was given a few days of rest, and then he was back out on patrols with us.

After that day Marcus was not the same. He complained of headaches all the time and took Motrin like candy. He would forget radio frequencies and things we had briefed an hour before, which was not like him. He also told me his ears were ringing. He got quiet and jumpy.

Also, all of us pulled burn pit detail at FOB Warhorse, where we threw trash, plastics and old equipment into the pit and stood in the smoke for hours at a time.

I have stayed in touch with Marcus since we got out. He still has headaches and trouble remembering things, and his wife Tamika has told me he has a temper now that he never had before.

I certify that the information above is true and correct to the best of my knowledge and belief.

Signature: Reginald P. Szymanski                 Date: 10/14/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'IED blast against his truck outside Baqubah, Iraq, December 2, 2007, with confusion and vomiting afterward',
        'Burn pit detail at FOB Warhorse, Iraq, 2007-2008',
      ],
      personalData: [
        { kind: 'name', value: 'Marcus J. Tillery' },
        { kind: 'ssn', value: '000-46-0921' },
        { kind: 'date-of-birth', value: '03/03/1986' },
        { kind: 'name', value: 'Reginald P. Szymanski' },
        { kind: 'address', value: '3018 Whitlow Road, Port Crandall, MI 49998' },
        { kind: 'phone', value: '(269) 555-0112' },
        { kind: 'name', value: 'Marcus Tillery' },
        { kind: 'name', value: 'Marcus' },
        { kind: 'name', value: 'Fuentes' },
        { kind: 'name', value: 'Tamika' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 26
  {
    id: 'r16-cprs-suicide-prevention-vcl-follow-up-scan',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: SUICIDE PREVENTION COORDINATOR NOTE
DATE OF NOTE: OCT 27, 2026@15:20                  STATUS: COMPLETED
PATIENT: VANTERPOOL,KEISHA R   000-29-5581   DOB: 05/11/1979

REASON: Follow-up of Veterans Crisis Line (VCL) consult received 10/27/2026 0140.
Per the VCL responder, Veteran called saying "I don't see the point of any of
this anymore and I've been thinking about how I'd do it." She named her stored
zolpidem as the means. VCL completed safety planning; husband was present.

CONTACT: Telephone call to Veteran at (910) 555-0163 today at 1415.
Veteran confirms thoughts of killing herself over the past week, worse at
night, triggered by learning that the man who assaulted her in service was
promoted. She has thought about overdosing on zolpidem. Denies current intent;
states she "wouldn't do it to my kids." No prior attempts. No firearms in the
home. Husband, Curtis, has locked the zolpidem and other medications in a
lockbox and holds the key.

HISTORY: PTSD related to military sexual trauma (2001, Fort Leonard Wood) and
major depressive disorder, followed in Women's Mental Health clinic.
Sertraline 150 mg, prazosin 5 mg. Missed last 2 therapy appointments.

RISK ASSESSMENT (Comprehensive Suicide Risk Evaluation completed):
Acute risk: HIGH (recent ideation with method, recent stressor, sleep loss).
Chronic risk: HIGH (PTSD, MDD, MST history, insomnia).
Protective: children, engaged husband, future-oriented about daughter's
graduation, willing to engage in care.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic (F43.12)
2. Major depressive disorder, recurrent, severe (F33.2)

PLAN:
1. Safety plan updated by phone; copy mailed. Lethal means counseling done.
2. Same-day MH walk-in offered; Veteran declined and accepted appointment
   10/28 at 0900 with her psychotherapist. Will call 988, press 1, if worse.
3. High Risk for Suicide flag placed; enrolled in caring contacts.
4. SPC will call tomorrow afternoon to confirm attendance.

/es/ SUICIDE PREVENTION COORDINATOR, LCSW`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'Major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Military sexual trauma (assault in service, Fort Leonard Wood, 2001)'],
      personalData: [
        { kind: 'name', value: 'VANTERPOOL,KEISHA R' },
        { kind: 'ssn', value: '000-29-5581' },
        { kind: 'date-of-birth', value: '05/11/1979' },
        { kind: 'phone', value: '(910) 555-0163' },
        { kind: 'name', value: 'Curtis' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 27
  {
    id: 'r16-dbq-diabetes-peripheral-neuropathy-thailand',
    kind: 'dbq',
    format: 'text',
    text: `DIABETES MELLITUS DISABILITY BENEFITS QUESTIONNAIRE
(completed with DIABETIC SENSORY-MOTOR PERIPHERAL NEUROPATHY DBQ)

Name of patient/Veteran: Marchetti, Hollis Eugene
SSN: 900-82-4416
Date of examination: 06/24/2026
Evidence reviewed: VBMS (DD-214; personnel records showing duty at Korat RTAFB), VA treatment records 2009-2026, EMG/NCS 2025.

DIABETES MELLITUS
Section I - Diagnosis: Diabetes mellitus, type 2 (E11.42), date of diagnosis 2009.
Section II - Medical history: Vietnam-era Air Force veteran; security policeman at Korat Royal Thai Air Force Base, Thailand, 11/1970-10/1971, with daily patrols along the base perimeter fence line where herbicides were used. Diabetes found on routine labs in 2009.
Management: [X] Managed by restricted diet  [X] Prescribed oral hypoglycemic agent (metformin 1000 mg twice daily)  [X] Requires insulin, more than 1 injection per day (glargine 34 units at bedtime; lispro 6-8 units with meals)
Regulation of activities as part of medical management: [ ] Yes  [X] No
Visits to diabetic care provider for ketoacidosis or hypoglycemia: fewer than 2 per month; no hospitalizations in the past 12 months.
Progressive unintentional weight loss or loss of strength: No
Recent HbA1c: 7.6% (05/2026)
Complications:
- Diabetic peripheral neuropathy: Yes (see below)
- Erectile dysfunction: Yes, diagnosed 2016, due to diabetes; uses sildenafil
- Diabetic nephropathy: No (UACR 14 mg/g, eGFR 78)
- Diabetic retinopathy: No (dilated eye exam 03/2026 normal)
- Peripheral vascular disease: No; pedal pulses 2+ bilaterally

PERIPHERAL NEUROPATHY
Symptoms: burning pain in both feet (moderate); numbness of both feet and lower legs (moderate); paresthesias (mild). Upper extremities: no symptoms.
Strength: knee extension, ankle plantar flexion and dorsiflexion 5/5 bilaterally. No atrophy.
Reflexes: ankles 0 bilaterally; knees 2+ bilaterally.
Sensation: light touch decreased in feet and toes bilaterally; monofilament absent at 5 of 10 sites on each foot; vibration absent at great toes; position sense decreased at toes.
Trophic changes: loss of hair on distal legs.
Gait: normal; no assistive device.
Nerves affected: Sciatic nerve - right lower extremity mild incomplete paralysis; left lower extremity mild incomplete paralysis.
EMG/NCS 2025: length-dependent sensorimotor axonal polyneuropathy.
Other causes excluded: vitamin B12 normal, TSH normal, no alcohol misuse, no chemotherapy.

MEDICAL OPINION (secondary service connection)
The Veteran's bilateral lower extremity peripheral neuropathy is at least as likely as not (50 percent or greater probability) proximately due to or the result of his type 2 diabetes mellitus.
Rationale: Length-dependent sensorimotor polyneuropathy is the most common complication of diabetes; neuropathy symptoms began in 2018, nine years after the diabetes diagnosis, and the workup for other causes was negative.
No opinion on direct service connection of the diabetes was requested.`,
    expected: {
      conditions: [
        { name: 'Diabetes mellitus', diagnosticCode: '7913' },
        { name: 'Peripheral neuropathy, bilateral lower extremities (sciatic nerve)', diagnosticCode: '8520' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
      ],
      nexusOpinions: [
        {
          condition: 'Peripheral neuropathy, bilateral lower extremities (sciatic nerve)',
          strength: 'at least as likely as not',
          quote: "The Veteran's bilateral lower extremity peripheral neuropathy is at least as likely as not (50 percent or greater probability) proximately due to or the result of his type 2 diabetes mellitus.",
        },
      ],
      inServiceEvents: [
        'Herbicide exposure on perimeter patrols as a security policeman at Korat Royal Thai Air Force Base, Thailand, 1970-1971',
      ],
      personalData: [
        { kind: 'name', value: 'Marchetti, Hollis Eugene' },
        { kind: 'ssn', value: '900-82-4416' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 28
  {
    id: 'r16-private-letter-rheumatology-fibromyalgia-iraq',
    kind: 'private-letter',
    format: 'pdf',
    text: `SANDHILL RHEUMATOLOGY & ARTHRITIS CENTER
3775 Dorsey Mill Road, Suite 4
Grantham Heights, SC 29997
(803) 555-0176

July 30, 2026

RE: Lorena M. Vasquez
DOB: 10/09/1980
Address: 112 Cinder Hollow Road, Grantham Heights, SC 29998
Chart number: SRA-58120

Dear Veterans Affairs Rating Specialist:

I have treated Ms. Vasquez, a 45-year-old Army veteran, since 2021 for widespread pain. She asked me to address the relationship of her condition to her military service. I reviewed her service treatment records, her VA treatment records and my own records.

Ms. Vasquez served as a motor transport operator and was deployed to Camp Taji, Iraq, from January 2004 to January 2005, where she reports frequent exposure to smoke from the base burn pit and to severe dust storms. She reports that diffuse muscle aching, fatigue and unrefreshing sleep began during the second half of that deployment. Her STRs include two sick call visits in 2005 for "generalized body aches" and "fatigue" with no diagnosis made, and her 2006 separation history notes "joint and muscle pain."

Her current symptoms are widespread pain in all four limbs, the neck and the low back on most days; fatigue; unrefreshing sleep; morning stiffness lasting about 20 minutes; and difficulty concentrating. On the 2016 ACR criteria she has a widespread pain index of 11 and a symptom severity score of 8, with symptoms present for more than 3 months.

Other conditions were excluded. Rheumatoid factor and anti-CCP are negative, excluding rheumatoid arthritis; ANA is negative; ESR 9 and CRP normal, excluding polymyalgia rheumatica; TSH, CK and vitamin D are normal. Her mother has rheumatoid arthritis, which prompted the serologic workup, but Ms. Vasquez has no synovitis and her hand x-rays show no erosions.

Diagnosis: Fibromyalgia (M79.7)

Treatment: duloxetine 60 mg daily; cyclobenzaprine 5 mg at bedtime; graded aquatic exercise program. Partial response; average pain 6/10.

Opinion: Ms. Vasquez's fibromyalgia is at least as likely as not related to her service in Southwest Asia, where her symptoms first began and were documented in her service treatment records.

I would also note that fibromyalgia is among the medically unexplained chronic multisymptom illnesses that VA recognizes for Persian Gulf War veterans under 38 CFR 3.317.

Sincerely,

Miriam Achterberg, MD
Rheumatology`,
    expected: {
      conditions: [{ name: 'Fibromyalgia', diagnosticCode: '5025' }],
      nexusOpinions: [
        {
          condition: 'Fibromyalgia',
          strength: 'at least as likely as not',
          quote: "Ms. Vasquez's fibromyalgia is at least as likely as not related to her service in Southwest Asia, where her symptoms first began and were documented in her service treatment records.",
        },
      ],
      inServiceEvents: [
        'Burn pit smoke and dust storm exposure at Camp Taji, Iraq, January 2004 to January 2005',
      ],
      personalData: [
        { kind: 'name', value: 'Lorena M. Vasquez' },
        { kind: 'date-of-birth', value: '10/09/1980' },
        { kind: 'address', value: '112 Cinder Hollow Road, Grantham Heights, SC 29998' },
        { kind: 'record-number', value: 'SRA-58120' },
        { kind: 'name', value: 'Vasquez' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 29
  {
    id: 'r16-dbq-cervical-spine-negative-motorcycle',
    kind: 'dbq',
    format: 'text',
    text: `NECK (CERVICAL SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Ingersoll, Bartholomew K.
SSN: 000-67-1934
Date of examination: 10/21/2026
Examination: VA examination, in person
Evidence reviewed: VBMS (STRs 2004-2010, DD-214), private emergency department and orthopedic records 2015-2016, VA treatment records 2017-2026, MRI cervical spine 2016 and 2025.

SECTION I - DIAGNOSIS
1. Cervical degenerative disc disease C5-C6 and C6-C7 with C5-C6 disc herniation (M50.22), date of diagnosis 2016
2. Radiculopathy, right upper extremity, C6 (upper radicular group), date of diagnosis 2016

SECTION II - MEDICAL HISTORY
The Veteran served as a UH-60 Black Hawk crew chief 2004-2010 and claims his neck condition began with a hard landing during a training flight at Fort Drum in March 2006. STRs document the hard landing on 03/09/2006 with evaluation for "low back and neck stiffness"; examination showed full cervical range of motion and no neurologic deficits; he was diagnosed with muscle strain and returned to flight status after 1 week. No further neck complaints in the STRs. Separation examination 02/2010: spine normal; on the Report of Medical History he checked "no" for recurrent back pain and neck problems.
Post-service: On 06/20/2015 he was thrown from his motorcycle at about 40 mph (private ED records), with acute neck pain and right arm numbness; ED CT showed no fracture. MRI 01/2016 showed a right paracentral C5-C6 disc herniation with right foraminal stenosis and C6-C7 disc degeneration. He received epidural steroid injections in 2016.
Current: Daily neck pain 5/10 with pain and tingling into the right thumb and index finger. Monthly flare-ups with prolonged computer work. Works as a logistics coordinator.

SECTION III - RANGE OF MOTION
Forward flexion 0-35 degrees; extension 0-30; right lateral flexion 0-30; left lateral flexion 0-35; right lateral rotation 0-55; left lateral rotation 0-65. Pain on flexion and right rotation. No additional loss after repetitive use.
Muscle spasm or guarding not resulting in abnormal gait or spinal contour.
Intervertebral disc syndrome: Yes; no episodes requiring bed rest prescribed by a physician in the past 12 months.

SECTION IV - NEUROLOGIC
Strength: elbow flexion 5/5 bilaterally; wrist extension R 4/5, L 5/5; grip 5/5 bilaterally.
Reflexes: biceps R 1+, L 2+; brachioradialis R 1+, L 2+; triceps 2+ bilaterally.
Sensation: decreased to light touch over the right thumb and index finger.
Spurling test positive on the right.
Radiculopathy: right upper extremity, upper radicular group (C5/C6), mild. Left: not affected.

SECTION V - IMAGING
MRI cervical spine 04/2025: C5-C6 disc-osteophyte complex with moderate right foraminal stenosis; mild C6-C7 degenerative disc disease; no cord signal change. Arthritis documented: Yes.

SECTION VI - MEDICAL OPINION
The claimed condition was less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service injury, event, or illness.
Rationale: The 2006 hard landing produced a neck strain that resolved within a week, with normal examinations thereafter and a normal separation examination, and the Veteran denied neck problems at separation. The first documented cervical radicular symptoms and the disc herniation followed a significant post-service motorcycle accident in 2015, five years after separation, and the level and side of the herniation correspond to the symptoms that began at that time.
The right upper extremity radiculopathy is less likely than not (less than 50 percent probability) related to military service, as it is a manifestation of the post-service cervical disc herniation.

SECTION VII - FUNCTIONAL IMPACT
Limited ability to look overhead; cannot work at a computer for more than 1 hour without a break.`,
    expected: {
      conditions: [
        { name: 'Intervertebral disc syndrome (cervical degenerative disc disease)', diagnosticCode: '5243' },
        { name: 'Upper radicular group radiculopathy', diagnosticCode: '8510' },
      ],
      nexusOpinions: [
        {
          condition: 'Intervertebral disc syndrome (cervical degenerative disc disease)',
          strength: 'less likely than not',
          quote: 'The claimed condition was less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service injury, event, or illness.',
        },
        {
          condition: 'Upper radicular group radiculopathy',
          strength: 'less likely than not',
          quote: 'The right upper extremity radiculopathy is less likely than not (less than 50 percent probability) related to military service, as it is a manifestation of the post-service cervical disc herniation.',
        },
      ],
      inServiceEvents: ['UH-60 Black Hawk hard landing during a training flight, Fort Drum, March 2006'],
      personalData: [
        { kind: 'name', value: 'Ingersoll, Bartholomew K.' },
        { kind: 'ssn', value: '000-67-1934' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 30
  {
    id: 'r16-str-pulmonary-sarcoidosis-al-udeid-scan',
    kind: 'service-treatment-record',
    format: 'image',
    text: `AHLTA OUTPATIENT ENCOUNTER - PULMONARY CLINIC
59TH MEDICAL WING, JBSA-LACKLAND, TX
Date: 11 Feb 2013  1030
Patient: DOMINGUEZ, RAFAEL A       SSgt/E-5       DOB: 1983-09-14
FMP/SSN: 20/000-93-2267            DoD ID: 1409956128
Unit: 802d Security Forces Squadron

HPI: 29 y/o active duty male, security forces, referred for 4 months of dry
cough and exertional dyspnea after a 6-month deployment to Al Udeid AB, Qatar
(Mar-Sep 2012). Failed run component of fitness assessment Dec 2012
(previously excellent). Reports living near the base burn area on deployment
and frequent dust storms. No fevers, night sweats or weight loss. Nonsmoker.
No known TB exposure. No bird or mold exposure at home.

Vitals: BP 124/76  HR 72  RR 16  SpO2 96% RA, 92% after 6MWT (510 m)
Exam: Lungs clear. No rash, no lymphadenopathy, no hepatosplenomegaly.
Eyes: no redness or photophobia (ophthalmology referral placed).

Data:
CXR 12/2012: bilateral hilar adenopathy with reticulonodular opacities.
CT chest 01/2013: symmetric hilar/mediastinal adenopathy; perilymphatic
  nodules in the upper lobes.
EBUS-TBNA 01/29/2013: non-necrotizing granulomas; AFB and fungal stains and
  cultures negative; no malignant cells.
PFTs: FVC 78% pred, FEV1/FVC 0.81, DLCO 70% pred.
Labs: ACE 96 (H); Ca 9.6; 24-h urine Ca normal; LFTs normal; QuantiFERON neg.

A/P:
1. Pulmonary sarcoidosis, stage II (D86.0) - symptomatic, reduced DLCO
   - prednisone 40 mg daily x 4 wk, then taper per sheet
   - no calcium/vitamin D supplements (hypercalciuria risk)
   - repeat PFTs and CXR in 3 months
2. Tuberculosis - ruled out (QuantiFERON neg, AFB cultures neg)
3. Lymphoma - ruled out (no malignant cells on EBUS)
4. Histoplasmosis - ruled out (fungal cultures neg)
5. Duty limitations: no fitness assessment x 90 days; non-deployable;
   refer to MEB if not improved in 6 months.

Electronically signed: MAJ T. HOLLENBECK, MD, Pulmonary/Critical Care`,
    expected: {
      conditions: [{ name: 'Sarcoidosis', diagnosticCode: '6846' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Deployment to Al Udeid Air Base, Qatar, March-September 2012, with burn area smoke and dust storm exposure',
      ],
      personalData: [
        { kind: 'name', value: 'DOMINGUEZ, RAFAEL A' },
        { kind: 'date-of-birth', value: '1983-09-14' },
        { kind: 'ssn', value: '000-93-2267' },
        { kind: 'record-number', value: '1409956128' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
