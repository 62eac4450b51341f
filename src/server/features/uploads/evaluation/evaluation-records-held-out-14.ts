/*
 * Fourteenth held-out evaluation set, written 2026-11-28 by an independent author who had seen
 * neither the record-analysis code nor any earlier record set. Committed without being read by
 * anyone who works on the analysis, it is to be scored exactly once. Never use it for tuning,
 * prompt changes, or threshold picking. Every name, number, address and date of birth below is
 * invented.
 */

import type { EvaluationRecord } from './evaluation-record'

export const fourteenthHeldOutRecords: readonly EvaluationRecord[] = [
  // 1
  {
    id: 'r14-mh-cpt-note-ptsd-aud',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MH PSYCHOTHERAPY PROGRESS NOTE
STANDARD TITLE: MENTAL HEALTH PSYCHOTHERAPY NOTE
DATE OF NOTE: OCT 07, 2026@10:42     ENTRY DATE: OCT 07, 2026@11:58:06
      AUTHOR: HOLLOWAY,RENEE M PHD   EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

PATIENT: OKAFOR-BELL,DESMOND A     SSN: xxx-xx-6281     DOB: 03/14/1986
LOCATION: TUL BHIP TEAM 2 INDIV PSYCHOTHERAPY

Modality: Cognitive Processing Therapy (CPT), session 9 of 12. Individual, 53 min, in person.
Veteran consented to continue CPT.

SUBJECTIVE:
40 y/o Army veteran (12B combat engineer, 2005-2013; OEF 2010-2011) seen for session 9 of CPT
for chronic PTSD. Index trauma remains the March 2010 IED strike on his route-clearance
vehicle (RG-31) outside Kandahar, Afghanistan, in which his team leader was killed and he
helped pull two soldiers from the burning vehicle. He completed the impact statement rewrite
and two challenging-beliefs worksheets on the "it was my fault for not seeing the wire" stuck
point. Reports nightmares down to 2-3 per week from nearly nightly at intake. Sleeping about
5 hours. Still avoids crowded stores; his wife Tamika does the grocery shopping. Reports last
alcoholic drink was 06/02/2026 (over 4 months), attends AA at the Vet Center twice weekly,
denies cravings this week.

PCL-5 today: 41 (intake 06/2026: 58). PHQ-9: 9.

SAFETY / RISK:
Denies current suicidal ideation, intent, or plan; denies thoughts of being better off dead
over the past month. Denies homicidal ideation. No lifetime suicide attempts. Firearms are
stored at his brother's house by his own choice. C-SSRS screener negative. Acute and chronic
risk assessed as low. Veteran has the Veterans Crisis Line number (988, press 1).

OBJECTIVE / MSE:
Casually dressed, good hygiene, cooperative, good eye contact. Speech normal rate. Mood "tired
but better." Affect mildly constricted, congruent. Thought process linear and goal directed.
No AH/VH. Insight and judgment fair to good.

Note: A TBI screen was positive at intake in 2022 because of the blast; the comprehensive TBI
evaluation (09/2022) concluded the event did not meet criteria for TBI (no LOC, no AOC, no
PTA). No TBI diagnosis.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic (F43.12) - improving, PCL-5 down 17 points.
2. Alcohol use disorder, moderate, in early remission (F10.21).

PLAN:
- CPT session 10 next week: safety and trust modules. Practice worksheets assigned.
- Continue prazosin 4 mg qhs per psychiatry; continue sertraline 150 mg daily.
- Continue AA; relapse prevention discussed.
- RTC 1 week.

/es/ RENEE M HOLLOWAY, PHD
Staff Psychologist
Signed: 10/07/2026 11:58`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder, in early remission' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'IED strike on his route-clearance vehicle outside Kandahar, Afghanistan, in March 2010; team leader killed and he pulled two soldiers from the burning vehicle',
      ],
      personalData: [
        { kind: 'name', value: 'OKAFOR-BELL,DESMOND A' },
        { kind: 'ssn', value: 'xxx-xx-6281' },
        { kind: 'date-of-birth', value: '03/14/1986' },
        { kind: 'name', value: 'Tamika' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 2
  {
    id: 'r14-dbq-hearing-tinnitus-cannon-crew',
    kind: 'dbq',
    format: 'text',
    text: `HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Adrian P. Ruiz-Tanaka
Patient/Veteran's Social Security Number: 521-80-3346
Date of examination: 09/30/2026
Examining facility: Central Texas Veterans Health Care System, Temple - Audiology (C&P)

Indicate method used to obtain medical information to complete this document:
[ ] Review of available records (without in-person or video telehealth examination)
[X] In-person examination
Evidence review: [X] VBMS e-folder  [X] CPRS/JLV  [X] Service treatment records

SECTION I: HEARING LOSS
1. Does the Veteran have a diagnosis of sensorineural hearing loss (in the frequency range of 500-4000 Hz) or any other type of hearing loss?
   Right ear: [X] Sensorineural hearing loss (in the frequency range of 500-4000 Hz)  [ ] Other  [ ] Normal hearing
   Left ear:  [ ] Sensorineural hearing loss  [ ] Other  [X] Normal hearing (for VA purposes)

2. Puretone thresholds in decibels (dB):
                 500   1000   2000   3000   4000   Avg (1000-4000)
   RIGHT EAR      20     25     35     50     60        43
   LEFT EAR       15     20     20     25     30        24

3. Speech recognition score (Maryland CNC word list):  Right ear: 88%   Left ear: 96%
   Is the use of the speech discrimination score appropriate for this Veteran? [X] Yes [ ] No
4. Tympanometry: Type A bilaterally. Acoustic reflexes present at normal levels on the left, elevated on the right.
5. Does the Veteran have hearing loss for VA purposes per 38 CFR 3.385?
   Right ear: [X] Yes [ ] No     Left ear: [ ] Yes [X] No

6. Service history and noise exposure:
Army 06/2008-06/2014, 13B cannon crewmember (M777A2 155 mm howitzer); deployed to FOB Sharana, Afghanistan, 05/2012-02/2013. Military noise exposure is conceded (duty MOS noise exposure listing: highly probable). Post-service: construction laborer since 2015, foam earplugs "most of the time"; deer hunting 2-3 times a year without hearing protection (fires right-handed).

7. Service treatment records:
- Enlistment audiogram (06/2008), 500/1000/2000/3000/4000 Hz: right 10/5/10/15/15; left 10/5/5/10/15.
- Separation audiogram (04/2014): right 10/10/15/20/20; left 10/5/10/15/20. No significant threshold shift in either ear compared with enlistment.
- 07/14/2012 sick call, FOB Sharana: "ringing in both ears x 2 days after live-fire mission." Assessment: acute noise-induced tinnitus.

8. Functional impact: "I can't follow my kids at the dinner table." Turns the TV up loud; ringing keeps him awake at night.

SECTION II: TINNITUS
1. Does the Veteran report recurrent tinnitus? [X] Yes [ ] No
2. Onset: 07/2012 during deployment, after a live-fire mission; constant, bilateral and high-pitched since approximately 2013.

SECTION III: MEDICAL OPINION
a. Hearing loss, right ear:
[ ] It is at least as likely as not (50% probability or greater) that the Veteran's right ear hearing loss is caused by or a result of an event in military service.
[X] It is less likely than not (less than 50% probability) caused by or a result of an event in military service.
Rationale: The enlistment and separation audiograms show normal hearing in both ears with no significant threshold shift, so there is no evidence that noise damage to the right ear occurred during service. The Institute of Medicine (Noise and Military Service, 2006) found no scientific basis for delayed-onset noise-induced hearing loss. The current loss is asymmetric, right worse than left; for a right-handed shooter the left ear is usually the more exposed ear, so this pattern is not typical of weapons noise. He has had more than 11 years of post-service construction noise. Because the asymmetry exceeds 15 dB at two frequencies, an ENT referral to rule out retrocochlear pathology has been placed.

b. Tinnitus:
[X] It is at least as likely as not (50% probability or greater) that the Veteran's tinnitus was caused by or a result of military noise exposure.
Rationale: Noise exposure as a cannon crewmember is conceded, tinnitus was documented in service in 07/2012, and his account of tinnitus continuing since service is consistent and credible. Tinnitus can follow noise exposure without a measurable threshold shift.

/es/ Audiologist, CCC-A, Central Texas VAHCS
Signed 09/30/2026`,
    expected: {
      conditions: [
        { name: 'Sensorineural hearing loss, right ear', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Hearing loss, right ear',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50% probability) caused by or a result of an event in military service',
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: "at least as likely as not (50% probability or greater) that the Veteran's tinnitus was caused by or a result of military noise exposure",
        },
      ],
      inServiceEvents: [
        'Noise exposure as a 13B cannon crewmember firing M777A2 155 mm howitzers, 2008-2014',
        'Sick call at FOB Sharana, Afghanistan, in July 2012 for ringing in both ears after a live-fire mission',
      ],
      personalData: [
        { kind: 'name', value: 'Adrian P. Ruiz-Tanaka' },
        { kind: 'ssn', value: '521-80-3346' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 3
  {
    id: 'r14-imo-sleep-apnea-secondary-ptsd',
    kind: 'private-letter',
    format: 'pdf',
    text: `LAKESHORE SLEEP & PULMONARY ASSOCIATES, PLLC
2200 Harbor View Blvd, Suite 310, Erie, PA 16507 | Tel (814) 555-0190 | Fax (814) 555-0191

September 22, 2026

Department of Veterans Affairs, Evidence Intake Center
P.O. Box 4444, Janesville, WI 53547-4444

RE: Independent Medical Opinion - Obstructive Sleep Apnea
Veteran: Gerald W. Stanczyk          Date of birth: 07/02/1979
VA file number: 20 774 318           Address: 1148 Pittsburgh Ave, Erie, PA 16502

To Whom It May Concern:

I am board certified in pulmonary disease and sleep medicine. At Mr. Stanczyk's request I
reviewed his service treatment records (2001-2009), VA treatment records (2015-2026), the
VA PTSD examination of 03/12/2024, his in-laboratory polysomnogram of 05/11/2025, and a
statement from his wife, Dana Stanczyk. I examined him in my office on 09/15/2026.

DIAGNOSES
1. Obstructive sleep apnea, moderate (AHI 27.4/hr, SpO2 nadir 81%), on CPAP since 06/2025
2. Posttraumatic stress disorder, chronic (service connected, 70 percent)
Central sleep apnea was considered and excluded (central apnea index 0.4/hr). There is no
evidence of obesity hypoventilation (serum bicarbonate 25 mEq/L).

HISTORY
His PTSD stems from a 2006 deployment to Ramadi, Iraq, with frequent indirect fire and the
loss of two members of his platoon. His wife reports loud snoring and witnessed pauses
beginning in 2010, when his nightmares and night-time awakenings were at their worst. He
was started on mirtazapine for PTSD in 2016 and gained 31 lb in two years (BMI 29 to 33).

OPINION
In my opinion, Mr. Stanczyk's obstructive sleep apnea is
more likely than not proximately due to or aggravated by his service-connected PTSD.

RATIONALE: (1) Chronic hyperarousal in PTSD fragments sleep and increases upper-airway
collapsibility in lighter sleep stages. (2) Weight gain from mirtazapine, prescribed for
his PTSD, is an established OSA risk factor. (3) Cohort studies of Iraq and Afghanistan
veterans show far higher OSA prevalence with PTSD, with severity tracking PTSD symptoms.
His airway exam (Mallampati II, neck 16 in) shows no strong independent anatomic risk.
I have no financial interest in this claim.

Sincerely,
Vikram Oyelaran, MD, FCCP
Diplomate, American Board of Internal Medicine (Pulmonary Disease; Sleep Medicine)`,
    expected: {
      conditions: [
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'more likely than not',
          quote: 'more likely than not proximately due to or aggravated by his service-connected PTSD',
        },
      ],
      inServiceEvents: [
        'Deployment to Ramadi, Iraq, in 2006 with frequent indirect fire and the loss of two platoon members',
      ],
      personalData: [
        { kind: 'name', value: 'Gerald W. Stanczyk' },
        { kind: 'name', value: 'Stanczyk' },
        { kind: 'name', value: 'Dana Stanczyk' },
        { kind: 'date-of-birth', value: '07/02/1979' },
        { kind: 'record-number', value: '20 774 318' },
        { kind: 'address', value: '1148 Pittsburgh Ave, Erie, PA 16502' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 4
  {
    id: 'r14-discharge-copd-exacerbation-balad',
    kind: 'discharge-summary',
    format: 'text',
    text: `VA MEDICAL CENTER FAYETTEVILLE, NC - INPATIENT MEDICINE (WARD 4B)
DISCHARGE SUMMARY

PATIENT: HARGROVE, LEONARD E.        MRN: 7730145
DOB: 11/29/1974   AGE: 51   SEX: M
ADMISSION DATE: 10/30/2026           DISCHARGE DATE: 11/03/2026
ATTENDING: Priya Natarajan, MD       DICTATED BY: Owen Keller, MD (PGY-2)
DISPOSITION: Home, self-care

PRINCIPAL DIAGNOSIS:
Chronic obstructive pulmonary disease with acute exacerbation (J44.1)

SECONDARY DIAGNOSES:
1. Essential hypertension (I10)

CONDITIONS EVALUATED AND EXCLUDED:
- Community-acquired pneumonia: chest radiograph without infiltrate, procalcitonin 0.04 ng/mL,
  afebrile throughout. Ruled out.
- Pulmonary embolism: CT angiogram of the chest 10/30/2026 negative. Ruled out.
- Acute coronary syndrome: troponin negative x2, ECG unchanged from 2025.

HISTORY OF PRESENT ILLNESS:
Mr. Hargrove is a 51-year-old Army veteran (1993-2013, 92F petroleum supply specialist) with
COPD diagnosed in 2021 (post-bronchodilator FEV1/FVC 0.58, FEV1 52% predicted on 2025 PFTs)
who presented with 4 days of increased dyspnea, cough productive of yellow sputum and wheezing
after a viral illness in his grandson. He was deployed to Kuwait in 2003 and to Joint Base
Balad, Iraq, from 09/2007 to 10/2008, where he lived about half a mile downwind of the
open-air burn pit and recalls "black smoke over the housing area most nights." He smoked
1 pack per day from 1992 until he quit in 2016 (about 24 pack-years).

FAMILY HISTORY:
Father died of lung cancer at 68. Mother living, type 2 diabetes. No known family history of
alpha-1 antitrypsin deficiency; his alpha-1 antitrypsin level this admission was normal
(142 mg/dL).

HOSPITAL COURSE:
Admitted to medicine on 2 L nasal cannula (SpO2 87% on room air in the ED). Treated with
scheduled nebulized albuterol/ipratropium, prednisone 40 mg daily x 5 days and doxycycline
x 5 days. Respiratory viral panel positive for rhinovirus. Weaned to room air on hospital
day 3; ambulatory SpO2 91% on room air at discharge. Blood pressure 150s/90s on admission,
improved to 130s/80s on home amlodipine once steroids tapered. Inhaler technique reviewed;
he had been using his tiotropium inhaler incorrectly. PHQ-2 negative; denies suicidal
ideation.

DISCHARGE MEDICATIONS:
Tiotropium/olodaterol 2 inhalations daily (new); albuterol HFA PRN; prednisone 40 mg x 1 more
day; doxycycline 100 mg BID x 1 more day; amlodipine 10 mg daily (unchanged).

FOLLOW-UP:
- Pulmonary clinic in 2 weeks; pulmonary rehabilitation referral placed.
- PACT Act toxic exposure screening completed 11/02/2026: positive for burn pit and airborne
  hazards exposure. Enrolled in the Airborne Hazards and Open Burn Pit Registry. Veteran
  advised he may file a claim; VSO information provided.
- Influenza and RSV vaccines given 11/02/2026.

Emergency contact: Sharonda Hargrove (wife), (910) 555-0176
Home address: 4419 Rockfish Rd, Fayetteville, NC 28306

Electronically signed: Priya Natarajan, MD 11/03/2026 15:22`,
    expected: {
      conditions: [
        { name: 'Chronic obstructive pulmonary disease', diagnosticCode: '6604' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Burn pit exposure at Joint Base Balad, Iraq, 09/2007 to 10/2008, living downwind of the open-air burn pit',
        'Deployment to Kuwait in 2003',
      ],
      personalData: [
        { kind: 'name', value: 'HARGROVE, LEONARD E.' },
        { kind: 'name', value: 'Hargrove' },
        { kind: 'record-number', value: '7730145' },
        { kind: 'date-of-birth', value: '11/29/1974' },
        { kind: 'name', value: 'Sharonda Hargrove' },
        { kind: 'phone', value: '(910) 555-0176' },
        { kind: 'address', value: '4419 Rockfish Rd, Fayetteville, NC 28306' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 5
  {
    id: 'r14-str-sf600-parachute-knee',
    kind: 'service-treatment-record',
    format: 'image',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE                      STANDARD FORM 600 (REV. 11-2010)
------------------------------------------------------------------------------------------
DATE      SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)
------------------------------------------------------------------------------------------
14 MAR 04 WOMACK ARMY MEDICAL CENTER - TROOP MEDICAL CLINIC 2, FT BRAGG NC
          S: 21 y/o M SPC, 2-504 PIR, c/o L knee pain and swelling after static-line
          jump last night on Sicily DZ. Landed on uneven ground, felt knee "twist out."
          Walked off DZ with assistance. Denies locking. No prior knee injury.
          O: L knee moderate effusion. TTP medial joint line and MCL origin. Valgus
          stress at 30 deg: laxity with firm endpoint, painful. Lachman neg.
          McMurray neg. ROM 10-95 deg. Neurovascularly intact.
          X-ray L knee 3 views: no fracture.
          A: Sprain of medial collateral ligament, left knee, grade II.
             R/O medial meniscus tear.
          P: Hinged knee brace, crutches WBAT, ibuprofen 800 mg TID x 10 days, ice.
             Profile: no running/jumping/rucking x 30 days. RTC 2 wks or PRN.
                                            /s/ D. Farrow, PA-C, TMC 2
------------------------------------------------------------------------------------------
29 MAR 04 TMC 2 FOLLOW-UP
          S: Pain improving, 3/10. Still feels "loose" going down stairs.
          O: Trace effusion. Valgus laxity decreased. McMurray neg. ROM 0-125 deg.
          MRI L knee 25 MAR 04 (WAMC): grade II MCL sprain; menisci intact; ACL intact.
          A: MCL sprain L knee, grade II, healing. Medial meniscus tear ruled out.
          P: PT referral for quad strengthening. Extend profile 30 days.
                                            /s/ D. Farrow, PA-C
------------------------------------------------------------------------------------------
PATIENT'S IDENTIFICATION                 | RECORDS MAINTAINED AT: WAMC, FT BRAGG NC
NAME: KOWALCZYK, TRAVIS J                | RELATIONSHIP TO SPONSOR: SELF
SSN: 478-31-9052   DOB: 05 AUG 1982      | STATUS: ACTIVE DUTY    RANK/GRADE: SPC/E-4
DEPART./SERVICE: ARMY                    | UNIT: B CO 2-504 PIR, 82D ABN DIV`,
    expected: {
      conditions: [{ name: 'Left knee medial collateral ligament sprain' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Left knee injury on a static-line parachute jump on Sicily Drop Zone, Fort Bragg, in March 2004',
      ],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK, TRAVIS J' },
        { kind: 'ssn', value: '478-31-9052' },
        { kind: 'date-of-birth', value: '05 AUG 1982' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 6
  {
    id: 'r14-rating-tinnitus-back-htn-denied',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
St. Petersburg Regional Office

                              RATING DECISION
                                                         November 4, 2026

NAME OF VETERAN: Lucinda M. Ferreira-Watts
VA FILE NUMBER: 31 509 862
SOCIAL SECURITY NR: 612-44-0873
POA: Disabled American Veterans
ACTIVE DUTY: USAF 06/12/2003 - 06/30/2023
MAILING ADDRESS: 2716 Gandy Blvd N, Apt 5, St. Petersburg, FL 33702

INTRODUCTION
The records reflect that you are a Veteran of the Gulf War Era. You served in the Air Force from June 12, 2003 to June 30, 2023. You filed a claim for service connection that we received on July 18, 2026. Based on a review of the evidence listed below, we have made the following decisions on your claim.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent effective July 1, 2023.
2. Service connection for lumbosacral strain is granted with an evaluation of 20 percent effective July 1, 2023.
3. Service connection for hypertension is denied.
4. Service connection for a right shoulder condition is denied.
5. A decision on entitlement to service connection for migraine headaches is deferred.

EVIDENCE
- DD Form 214, Certificate of Release or Discharge from Active Duty, 06/12/2003 - 06/30/2023
- Service treatment records, 06/2003 - 06/2023
- VA Form 21-526EZ, Application for Disability Compensation, received July 18, 2026
- Private treatment records, Bayfront Family Medicine, 01/2024 - 07/2026
- VA examination, Hearing Loss and Tinnitus, September 9, 2026
- VA examination, Back (Thoracolumbar Spine) Conditions, September 9, 2026
- VA examination, Shoulder and Arm Conditions, September 9, 2026

REASONS FOR DECISION
1. Service connection for tinnitus.
Service connection for tinnitus has been established as directly related to military service. Your personnel records show you served as an F-16 crew chief (2A3X3), and noise exposure on the flight line is conceded. Your service treatment records note complaints of ringing in the ears in 2009. The VA examiner diagnosed recurrent tinnitus and opined that it is at least as likely as not caused by military noise exposure. We have assigned a 10 percent evaluation, the maximum schedular evaluation available under diagnostic code 6260.

2. Service connection for lumbosacral strain.
Your service treatment records show you were seen at Aviano Air Base in March 2011 after injuring your low back while lifting an F-16 main landing gear tire, with follow-up visits for low back pain in 2014 and 2019. The VA examiner diagnosed lumbosacral strain and opined that the condition "is at least as likely as not (50 percent or greater probability) incurred in or caused by the in-service low back injury." Forward flexion of the thoracolumbar spine was limited to 55 degrees. A 20 percent evaluation is assigned under diagnostic code 5237 for forward flexion greater than 30 degrees but not greater than 60 degrees. A higher evaluation of 40 percent is not warranted unless forward flexion is 30 degrees or less, or there is favorable ankylosis of the entire thoracolumbar spine.

3. Service connection for hypertension.
Service connection may be granted for a disability that began in military service or was caused by some event or experience in service. Hypertension must be confirmed by readings taken two or more times on at least three different days. Your private records contain one elevated reading of 142/90 in February 2025 with no diagnosis, and the three readings at the VA examination were 128/82, 126/80 and 130/84. The evidence does not show a current diagnosis of hypertension. Without a current disability, service connection cannot be granted.

4. Service connection for a right shoulder condition.
Your service treatment records show treatment for a right shoulder strain in 2015, which resolved with physical therapy. The VA examiner found full, painless range of motion and no diagnosis of a right shoulder condition. Because there is no current diagnosed disability, service connection is denied.

5. Migraine headaches.
We have requested a VA examination and will decide this issue when the examination is complete.

REFERENCES:
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief contains the regulations of the Department of Veterans Affairs which govern entitlement to all Veteran benefits.`,
    expected: {
      conditions: [
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
      ],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not caused by military noise exposure',
        },
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not (50 percent or greater probability) incurred in or caused by the in-service low back injury',
        },
      ],
      inServiceEvents: [
        'Flight-line noise exposure as an F-16 crew chief, with complaints of ringing in the ears in 2009',
        'Low back injury lifting an F-16 main landing gear tire at Aviano Air Base in March 2011',
        'Right shoulder strain in 2015, resolved with physical therapy',
      ],
      personalData: [
        { kind: 'name', value: 'Lucinda M. Ferreira-Watts' },
        { kind: 'record-number', value: '31 509 862' },
        { kind: 'ssn', value: '612-44-0873' },
        { kind: 'address', value: '2716 Gandy Blvd N, Apt 5, St. Petersburg, FL 33702' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 7
  {
    id: 'r14-spouse-statement-ptsd-si',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
LAY/WITNESS STATEMENT (VA FORM 21-10210)

SECTION I - CLAIMANT'S IDENTIFICATION INFORMATION
1. Veteran's name: Curtis L. Mabry
2. Veteran's Social Security number: 443-07-2218
3. VA file number: 29 361 804
4. Veteran's date of birth: 05/30/1983

SECTION II - WITNESS'S IDENTIFICATION INFORMATION
5. Witness's name: Angela D. Mabry
6. Relationship to the Veteran: Spouse (married June 2004)
7. Witness's mailing address: 87 Cottonwood Ln, Abilene, TX 79602
8. Witness's telephone number: (325) 555-0133

SECTION III - STATEMENT
I have known Curtis since we were in high school, and we got married in June 2004, a few months before he deployed to Iraq with the 3rd Armored Cavalry Regiment. He was in Tal Afar most of 2005.

The man who came home in early 2006 was not the same man who left. Before, he was the one who organized the cookouts and coached our nephew's baseball team. After he came back he did not want to be around people at all. He told me only one time, when he had been drinking, about a convoy outside Tal Afar that was ambushed. His gunner, who was his best friend, was shot, and Curtis kept pressure on the wound until the medevac came. He has never talked about it sober.

He thrashes and yells in his sleep, and in 2007 he hit me in the face during a nightmare without waking up. He sleeps with a light on, he checks the locks and the windows three or four times before bed, and he will only sit facing the door in a restaurant. On the Fourth of July he goes into the bathroom with the fan running until the fireworks stop. He cannot handle Walmart or crowds. Our kids, Maya (15) and Elijah (11), walk on eggshells around him because they never know what will set him off. He lost his job at the rail yard in 2019 after a shouting match with a supervisor and has only worked part-time since.

The part that scares me most happened in March 2022. I came home from work and found Curtis sitting in his truck in the closed garage with his pistol in his lap. He told me he didn't see the point anymore and that me and the kids would be better off without him. I called the Veterans Crisis Line and they sent someone out. Since then his brother has kept his guns. He still says things like "I shouldn't have made it home" when he has a bad night, and I check on him when he goes quiet.

I am not a doctor, but I have lived with him for over twenty years and I know these changes started after Iraq.

SECTION IV - CERTIFICATION
I certify that the statements on this form are true and correct to the best of my knowledge and belief.
Signature: Angela D. Mabry        Date signed: 10/19/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Deployment to Tal Afar, Iraq, with the 3rd Armored Cavalry Regiment in 2005',
        'Convoy ambush outside Tal Afar in which his gunner and best friend was shot and he kept pressure on the wound until medevac',
      ],
      personalData: [
        { kind: 'name', value: 'Curtis L. Mabry' },
        { kind: 'name', value: 'Curtis' },
        { kind: 'ssn', value: '443-07-2218' },
        { kind: 'record-number', value: '29 361 804' },
        { kind: 'date-of-birth', value: '05/30/1983' },
        { kind: 'name', value: 'Angela D. Mabry' },
        { kind: 'address', value: '87 Cottonwood Ln, Abilene, TX 79602' },
        { kind: 'phone', value: '(325) 555-0133' },
        { kind: 'name', value: 'Maya' },
        { kind: 'name', value: 'Elijah' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 8
  {
    id: 'r14-buddy-statement-salerno-burn-pit-fall',
    kind: 'statement-or-decision',
    format: 'image',
    text: `STATEMENT IN SUPPORT OF CLAIM                               VA FORM 21-4138 (scanned copy)
------------------------------------------------------------------------------------------
VETERAN'S NAME: Jerome A. Whitfield              VA FILE NO.: 265 91 4470
VETERAN'S DATE OF BIRTH: 02/17/1981              VETERAN'S PHONE: (478) 555-0121
VETERAN'S ADDRESS: 3306 Pio Nono Ave, Macon, GA 31206
------------------------------------------------------------------------------------------
REMARKS (written by witness):

My name is Samuel K. Otieno. I am a retired SFC and I live at
71 Birch Hollow Dr, Clarksville, TN 37043. I was Jerome Whitfield's squad leader in
2nd Platoon, 584th Engineer Company, at FOB Salerno, Khost Province, Afghanistan,
from February 2009 to January 2010.

1. Burn pit. The FOB burn pit was maybe 200 yards from our B-huts. They burned
everything in it - plastic water bottles, MRE trash, tires, batteries, paint, and the
waste from the latrines, with diesel poured on top. Most nights the wind pushed the
smoke right through our living area and you could taste it. Jerome was on the detail
that hauled trash to the pit about twice a week for the first four months. He had a
cough most of that tour and I remember him spitting up dark stuff.

2. The fall. On or about 14 August 2009 we were unloading HESCO barriers off the
back of a 5-ton. Jerome was standing on the tailgate when the load shifted and he
went backwards off the truck, about 5 feet, and landed flat on his back on gravel.
He could not get up right away. Our medic checked him and he was on light duty for
about a week. He complained about his back the rest of the deployment and was
always asking me for Motrin.

I never saw anything written down about the fall because our medic handled it at the
company level, but I saw it happen with my own eyes.

I certify that the statements on this form are true and correct to the best of my
knowledge and belief.

SIGNATURE: /s/ Samuel K. Otieno            DATE SIGNED: 09/08/2026
WITNESS PHONE: (931) 555-0168`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'Burn pit smoke exposure at FOB Salerno, Afghanistan, February 2009 to January 2010, including trash-hauling detail to the pit',
        'Fall backwards from the tailgate of a 5-ton truck onto his back on or about 14 August 2009',
      ],
      personalData: [
        { kind: 'name', value: 'Jerome A. Whitfield' },
        { kind: 'name', value: 'Jerome Whitfield' },
        { kind: 'name', value: 'Jerome' },
        { kind: 'record-number', value: '265 91 4470' },
        { kind: 'date-of-birth', value: '02/17/1981' },
        { kind: 'phone', value: '(478) 555-0121' },
        { kind: 'address', value: '3306 Pio Nono Ave, Macon, GA 31206' },
        { kind: 'name', value: 'Samuel K. Otieno' },
        { kind: 'address', value: '71 Birch Hollow Dr, Clarksville, TN 37043' },
        { kind: 'phone', value: '(931) 555-0168' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 9
  {
    id: 'r14-dbq-thoracolumbar-radiculopathy',
    kind: 'dbq',
    format: 'pdf',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: Marisol T. Quintanilla-Reyes   SSN: 587-20-6614   DOB: 12/03/1990
Date of exam: 08/19/2026   Records reviewed: [X] VBMS e-folder [X] STRs [X] VA treatment
SECTION I - DIAGNOSIS
1. Does the Veteran now have or has she ever had a thoracolumbar spine condition?
   [X] Yes  [ ] No
   Diagnosis #1: Lumbosacral strain                           ICD: S39.012S   Date: 2012
   Diagnosis #2: Degenerative arthritis of the spine, L4-S1   ICD: M47.816    Date: 2024
   Diagnosis #3: Radiculopathy, left lower extremity (L5)     ICD: M54.17     Date: 2025
SECTION II - MEDICAL HISTORY
2a. Army motor transport operator (88M) 2009-2015. In 05/2012 at Camp Buehring, Kuwait,
    she slipped from the cab step of an M915 tractor and landed on her back on the hitch;
    STRs show 6 sick-call visits for low back pain 2012-2014 and a 30-day profile.
    Since 2018 she has worked as a warehouse forklift operator. Lumbar X-rays 2016 normal.
2b. Flare-ups? [X] Yes - 2-3 times a month after long forklift shifts, lasting 2 days.
2c. Functional loss? [X] Yes - cannot lift her 4-year-old; stops vacuuming after 10 min.
SECTION III - RANGE OF MOTION (degrees)
   Forward flexion 0-50 | Extension 0-15 | R lat flexion 0-20 | L lat flexion 0-20
   R lat rotation 0-25 | L lat rotation 0-25 | Pain on exam: [X] Yes, flexion/extension
   Repetitive use (3 reps): no additional loss. Guarding, abnormal gait: [ ] Yes [X] No
SECTION IV - RADICULOPATHY
   Straight leg raise: right negative, left positive. Decreased light touch, left L5.
   Left lower extremity, sciatic nerve: [X] Mild incomplete paralysis
   Right lower extremity: [X] Not affected
SECTION V - OTHER
   Ankylosis: [ ] Yes [X] No
   Intervertebral disc syndrome (IVDS): [ ] Yes [X] No - MRI 03/2025 shows L4-5 facet
   arthropathy, left foraminal narrowing; no disc herniation; no incapacitating episodes.
   Assistive device: [X] None
SECTION VI - DIAGNOSTIC TESTING
   X-ray lumbar spine 07/2024: facet arthropathy and disc-space narrowing L4-S1.
   EMG left lower extremity 04/2025: chronic left L5 radiculopathy.
SECTION VII - MEDICAL OPINION
OPINION #1 - Lumbosacral strain:
   at least as likely as not incurred in or caused by the 2012 fall at Camp Buehring.
   Rationale: documented in-service injury, six STR visits and a profile, and continuous
   symptoms reported since 2012.
OPINION #2 - Degenerative arthritis of the spine:
   less likely than not incurred in or caused by military service.
   Rationale: lumbar X-rays in 2016, a year after separation, were normal; arthritis first
   appears in 2024 and is consistent with age and 8 years of forklift vibration.
Examiner: /es/ Physician Assistant, QTC Medical Services        Date signed: 08/21/2026`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'Radiculopathy, left lower extremity (sciatic nerve)', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbosacral strain',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not incurred in or caused by the 2012 fall at Camp Buehring',
        },
        {
          condition: 'Degenerative arthritis of the spine',
          strength: 'less likely than not',
          quote: 'less likely than not incurred in or caused by military service',
        },
      ],
      inServiceEvents: [
        'Fall from the cab step of an M915 tractor onto her back at Camp Buehring, Kuwait, in May 2012',
      ],
      personalData: [
        { kind: 'name', value: 'Marisol T. Quintanilla-Reyes' },
        { kind: 'ssn', value: '587-20-6614' },
        { kind: 'date-of-birth', value: '12/03/1990' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 10
  {
    id: 'r14-womens-health-migraine-endometriosis',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: WOMEN'S HEALTH PRIMARY CARE NOTE
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: NOV 12, 2026@13:20     ENTRY DATE: NOV 12, 2026@14:41:19
      AUTHOR: BEAUCHAMP,NADIA R NP    EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

PATIENT: ABERNATHY-COLE,JOLENE K    SSN: xxx-xx-9034    DOB: 09/21/1991

CHIEF COMPLAINT: Headache follow-up; pelvic pain.

HPI:
35 y/o Navy veteran (2010-2016, hospital corpsman) established with Women's Health PACT.
Headaches: migraine without aura since 2013, first treated at Naval Medical Center Portsmouth while on active duty. Currently 4-5 attacks per month lasting 12-24 hours, pulsating, left > right, with nausea, photophobia and phonophobia; in 3-4 of them she must lie down in a dark room and leave work. Sumatriptan helps about half the time. Missed 7 workdays in the past 3 months (medical billing office).
Pelvic pain: endometriosis, stage II, confirmed on diagnostic laparoscopy 04/2025 (community care GYN) with excision of peritoneal implants. Dysmenorrhea and dyspareunia have recurred since 08/2026 despite combined oral contraceptive.
Irregular cycles raised the question of polycystic ovary syndrome: total testosterone and DHEA-S normal, pelvic ultrasound 10/2026 without polycystic ovarian morphology. PCOS ruled out.

Trauma history: At her 2024 intake she disclosed military sexual trauma - she was sexually assaulted by a shipmate at Naval Station Norfolk in 2012 and did not report it. MST screen positive. Today she declines a mental health referral but accepts contact information for the MST coordinator.

Mood: Endorses low mood and poor concentration during bad headache weeks; does not meet criteria for a depressive disorder at this time. PHQ-9 = 6; item 9 (thoughts that you would be better off dead or of hurting yourself) = 0. Denies SI/HI. C-SSRS screener negative.

FAMILY HISTORY: Mother - breast cancer at 52. Maternal aunt - ovarian cancer. Brother - died by suicide in 2020. Father - hypertension.

SOCIAL: Lives with husband Marcus and their 3-year-old son. Never smoker. Alcohol rare.

EXAM: BP 118/74, HR 72, BMI 24.1. Neuro: CN II-XII intact, fundi with sharp discs, normal strength and gait. Abdomen soft, mild suprapubic tenderness, no mass. Pelvic exam deferred (GYN exam 10/2026 noted uterosacral nodularity).

ASSESSMENT/PLAN:
1. Migraine without aura, with prostrating attacks (G43.009) - start topiramate 25 mg qhs, titrate to 50 mg BID; continue sumatriptan 50 mg PRN; headache diary.
2. Endometriosis (N80.3) - switch to continuous norethindrone acetate 5 mg daily; GYN follow-up 01/2027.
3. Low mood without a diagnosable depressive disorder - monitor; rescreen next visit.
4. MST, positive screen - MST coordinator contact given.
5. Family history of breast and ovarian cancer - genetics referral for BRCA testing; discuss early mammography after genetics.

RTC 3 months.
/es/ NADIA R BEAUCHAMP, NP
Women's Health PACT`,
    expected: {
      conditions: [
        { name: 'Migraine', diagnosticCode: '8100' },
        { name: 'Endometriosis', diagnosticCode: '7629' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Military sexual trauma: sexual assault by a shipmate at Naval Station Norfolk in 2012',
        'Onset and treatment of migraine headaches in 2013 at Naval Medical Center Portsmouth while on active duty',
      ],
      personalData: [
        { kind: 'name', value: 'ABERNATHY-COLE,JOLENE K' },
        { kind: 'ssn', value: 'xxx-xx-9034' },
        { kind: 'date-of-birth', value: '09/21/1991' },
        { kind: 'name', value: 'Marcus' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 11
  {
    id: 'r14-cardiology-letter-vietnam-ihd-htn',
    kind: 'private-letter',
    format: 'text',
    text: `PIEDMONT HEART & VASCULAR, P.A.
1450 Medical Park Drive, Suite 200
Winston-Salem, NC 27103
Tel (336) 555-0102   Fax (336) 555-0103

October 14, 2026

RE: Harold Eugene Batiste
Date of birth: 01/08/1948
VA claim number: 24 316 077
Address: 612 Old Salisbury Rd, Lexington, NC 27295

To the Department of Veterans Affairs:

I am a board-certified cardiologist and have been Mr. Batiste's treating cardiologist since 2017. He asked me to summarize his cardiac conditions and to give my opinion on their relationship to his military service. I have reviewed his DD-214, his service treatment records, and my own records.

Military history: Mr. Batiste served in the U.S. Marine Corps from 1967 to 1970. He served in the Republic of Vietnam from August 1968 to September 1969, first at Da Nang and then at An Hoa combat base, where he recalls aircraft and backpack sprayers applying defoliant along the perimeter wire, and he walked patrols through sprayed areas.

Current diagnoses:
1. Coronary artery disease (ischemic heart disease), first documented by cardiac catheterization in 2009; status post three-vessel coronary artery bypass grafting in May 2019 after an inferior myocardial infarction.
2. Hypertension, diagnosed in 2004, treated with amlodipine and lisinopril; recent readings 138-146/84-88.
3. Type 2 diabetes mellitus, diagnosed in 2011, managed with metformin.

Pertinent negatives: He does not have congestive heart failure; his echocardiogram of 08/2026 showed an ejection fraction of 55% with mild inferior hypokinesis. His primary care physician raised the question of peripheral neuropathy, but nerve conduction studies in 06/2026 were normal and I do not find peripheral neuropathy. He has never smoked. His father had a myocardial infarction at age 71.

Functional status: On a treadmill stress test (Bruce protocol, 09/2026) he achieved 6.8 METs, stopping for dyspnea and fatigue, without ischemic ECG changes. His wife, Loretta, reports that he can no longer mow the yard without stopping to rest.

Opinion:
Ischemic heart disease, hypertension and type 2 diabetes are all on the list of conditions presumed to be associated with herbicide exposure. Independent of the presumption, it is my opinion that Mr. Batiste's coronary artery disease is more likely than not related to his exposure to herbicide agents in Vietnam. The National Academies' Veterans and Agent Orange reviews found evidence of an association between herbicide exposure and ischemic heart disease, and his disease appeared in a lifelong nonsmoker. It is also my opinion that his hypertension is at least as likely as not caused by his herbicide exposure, given the National Academies' finding of sufficient evidence of an association with hypertension.

I have no financial interest in the outcome of this claim.

Sincerely,

Anthony R. Delacroix-Finch, MD, FACC
Interventional Cardiology`,
    expected: {
      conditions: [
        { name: 'Coronary artery disease (ischemic heart disease)', diagnosticCode: '7005' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
      ],
      nexusOpinions: [
        {
          condition: 'Coronary artery disease (ischemic heart disease)',
          strength: 'more likely than not',
          quote: 'more likely than not related to his exposure to herbicide agents in Vietnam',
        },
        {
          condition: 'Hypertension',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not caused by his herbicide exposure',
        },
      ],
      inServiceEvents: [
        'Service in the Republic of Vietnam, August 1968 to September 1969, at Da Nang and An Hoa combat base',
        'Exposure to herbicide (defoliant) spraying along the perimeter wire and patrols through sprayed areas',
      ],
      personalData: [
        { kind: 'name', value: 'Harold Eugene Batiste' },
        { kind: 'name', value: 'Batiste' },
        { kind: 'date-of-birth', value: '01/08/1948' },
        { kind: 'record-number', value: '24 316 077' },
        { kind: 'address', value: '612 Old Salisbury Rd, Lexington, NC 27295' },
        { kind: 'name', value: 'Loretta' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 12
  {
    id: 'r14-psych-discharge-si-plan',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `VA PUGET SOUND HEALTH CARE SYSTEM - AMERICAN LAKE DIVISION
INPATIENT MENTAL HEALTH UNIT - DISCHARGE SUMMARY
PATIENT: THIBODEAUX, KENDRA L     SSN: xxx-xx-3159     DOB: 04/09/1995
ADMITTED: 11/08/2026    DISCHARGED: 11/17/2026    ATTENDING: Wesley Nakashima, MD
ADDRESS: 9021 Bridgeport Way SW, Apt 14, Lakewood, WA 98499    PHONE: (253) 555-0164

REASON FOR ADMISSION
31-year-old Army veteran (2013-2019, 92Y unit supply; Kuwait 2016-2017) brought to the ED
by her sister after texting her "I have the pills counted out, I'm done." She reported
suicidal ideation with a plan to overdose on her stored sertraline and trazodone, with
intent. No attempt was made. C-SSRS: ideation with plan and intent in the past 24 hours.
Precipitants: end of a relationship, job loss, anniversary of the 2017 rollover.

DISCHARGE DIAGNOSES
1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.10)
3. Alcohol use disorder, mild (F10.10)
Considered and ruled out: bipolar II disorder (no hypomanic episodes on collateral).

PERTINENT HISTORY
PTSD index trauma: 03/2017 rollover of an LMTV during a night convoy near Camp Arifjan,
Kuwait; she was pinned in the cab for about 40 minutes and the driver, a fellow soldier,
died at the scene. No prior psychiatric admissions. No prior suicide attempts.

HOSPITAL COURSE
Voluntary admission. Sertraline increased from 100 to 150 mg; trazodone stopped (overdose
risk) and replaced with prazosin 2 mg qhs for nightmares. Daily groups and two individual
sessions. Suicide risk decreased steadily; by day 6 she denied SI and engaged in safety
planning. Self-rated mood improved from 2/10 to 6/10.

CONDITION AT DISCHARGE
Denies suicidal ideation, intent or plan; future oriented (returning to community college
in January). Safety plan completed and copy given. Lethal means: her sister,
Monique Thibodeaux, is holding all remaining medication; no firearms in the home.
High Risk for Suicide Patient Record Flag placed 11/09/2026.

DISCHARGE MEDICATIONS: sertraline 150 mg daily; prazosin 2 mg qhs; naltrexone 50 mg
daily. Dispensed in 7-day supplies.

FOLLOW-UP
- Suicide Prevention Coordinator contact within 24 h of discharge, then weekly x 4.
- BHIP psychiatry 11/20/2026; Prolonged Exposure therapy intake 11/24/2026.
- Veterans Crisis Line: dial 988 then press 1.

Electronically signed: Wesley Nakashima, MD   11/17/2026 16:05`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder, recurrent, severe', diagnosticCode: '9434' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder, mild' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'LMTV rollover during a night convoy near Camp Arifjan, Kuwait, in March 2017; pinned in the cab about 40 minutes and the driver killed',
      ],
      personalData: [
        { kind: 'name', value: 'THIBODEAUX, KENDRA L' },
        { kind: 'ssn', value: 'xxx-xx-3159' },
        { kind: 'date-of-birth', value: '04/09/1995' },
        { kind: 'address', value: '9021 Bridgeport Way SW, Apt 14, Lakewood, WA 98499' },
        { kind: 'phone', value: '(253) 555-0164' },
        { kind: 'name', value: 'Monique Thibodeaux' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 13
  {
    id: 'r14-str-hearing-conservation-tts',
    kind: 'service-treatment-record',
    format: 'text',
    text: `DOD HEARING CONSERVATION PROGRAM - DD FORM 2216 (HEARING CONSERVATION DATA)
NAME: PELLETIER, ANDRE M            SSN: 039-58-2716       EDIPI: 1529837460
DOB: 1994-06-11   SERVICE: USMC   GRADE: CPL (E-4)   MOS: 0331 MACHINE GUNNER
UNIT: WEAPONS CO, 3D BN, 6TH MARINES, CAMP LEJEUNE NC
HEARING PROTECTION ISSUED: FOAM EARPLUGS; COMBAT ARMS EARPLUGS (2014)

REFERENCE AUDIOGRAM (2013-09-17, MCRD PARRIS ISLAND)
  HZ        500  1000  2000  3000  4000  6000
  RIGHT       5     5    10    10    10    15
  LEFT        5    10     5    10    15    15

ANNUAL AUDIOGRAM (2017-05-09)
  RIGHT      10     5    10    15    20    20
  LEFT       10    10    20    30    35    30
  STS (average change of 10 dB or more at 2000, 3000, 4000 Hz): RIGHT NO   LEFT YES (+18 dB)
  ACTION: REFER TO MEDICAL; FOLLOW-UP 1 AUDIOGRAM AFTER 14 HOURS NOISE-FREE

----------------------------------------------------------------------------------
CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
2017-05-11  BATTALION AID STATION, 3/6, CAMP LEJEUNE NC
S: 22 y/o M CPL referred by hearing conservation after annual audiogram showed an STS in the left ear. Reports ringing in both ears, constant and high-pitched, since live fire on Range G-10 on 2017-05-02, where he was assistant gunner on an M2 .50 cal; his left foam earplug worked loose during the firing table and he did not reseat it. Ringing is worse in quiet at night. Denies vertigo, ear pain or drainage.
O: Otoscopy: canals clear, TMs intact and mobile bilaterally. Weber midline. Rinne AC>BC bilaterally.
A: 1. Tinnitus, bilateral, noise-induced (H93.13).
   2. Significant threshold shift, left ear - possibly temporary; r/o permanent noise-induced hearing loss.
P: Noise restriction 14 days (no ranges). Double hearing protection thereafter. Follow-up audiogram after 14 hours noise-free. Tinnitus counseling given. RTC PRN.
   /s/ HM2 D. Voss for LT K. Anand, MC, USN, Battalion Surgeon

2017-05-30  FOLLOW-UP 1 AUDIOGRAM (after 16 hours quiet)
  HZ        500  1000  2000  3000  4000  6000
  RIGHT      10     5    10    10    15    15
  LEFT       10    10    10    15    15    20
  Compared with reference: no STS in either ear. The 2017-05-09 shift was a temporary threshold shift; permanent hearing loss ruled out. Hearing within normal limits bilaterally.
  Member reports tinnitus persists, now intermittent, 2-3 times a week.
  /s/ Audiology Technician, Naval Hospital Camp Lejeune`,
    expected: {
      conditions: [{ name: 'Tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Noise exposure as assistant gunner on an M2 .50 caliber machine gun during live fire on Range G-10, Camp Lejeune, 2 May 2017, with a loose earplug',
        'Tinnitus and a temporary threshold shift in the left ear found in May 2017',
      ],
      personalData: [
        { kind: 'name', value: 'PELLETIER, ANDRE M' },
        { kind: 'ssn', value: '039-58-2716' },
        { kind: 'record-number', value: '1529837460' },
        { kind: 'date-of-birth', value: '1994-06-11' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 14
  {
    id: 'r14-bva-ibs-gerd-cfs',
    kind: 'statement-or-decision',
    format: 'text',
    text: `BOARD OF VETERANS' APPEALS
DEPARTMENT OF VETERANS AFFAIRS

IN THE APPEAL OF
REGINALD P. OSTERHOUT
Docket No. 240311-418862
Represented by
The American Legion

DATE: November 2, 2026

ORDER
Entitlement to service connection for irritable bowel syndrome (IBS), as a medically unexplained chronic multisymptom illness, is granted.
Entitlement to service connection for gastroesophageal reflux disease (GERD) is denied.
Entitlement to service connection for chronic fatigue syndrome is denied.

FINDINGS OF FACT
1. The Veteran served in the Southwest Asia theater of operations from December 1990 to May 1991.
2. The Veteran has irritable bowel syndrome, a medically unexplained chronic multisymptom illness, which has manifested to a degree of 10 percent or more.
3. The Veteran has GERD, which was first shown many years after service, and the most probative evidence weighs against a finding that it is related to service.
4. The Veteran does not have chronic fatigue syndrome, and his fatigue has been attributed to a known clinical diagnosis.

CONCLUSIONS OF LAW
1. The criteria for service connection for IBS are met. 38 U.S.C. §§ 1110, 1117; 38 C.F.R. §§ 3.303, 3.317.
2. The criteria for service connection for GERD are not met. 38 U.S.C. § 1110; 38 C.F.R. § 3.303.
3. The criteria for service connection for chronic fatigue syndrome are not met. 38 U.S.C. §§ 1110, 1117; 38 C.F.R. §§ 3.303, 3.317.

REASONS AND BASES FOR FINDINGS AND CONCLUSIONS
The Veteran served on active duty in the Army from August 1988 to August 1992, including service in Saudi Arabia and Kuwait with the 24th Infantry Division during Operations Desert Shield and Desert Storm. He is a Persian Gulf Veteran under 38 C.F.R. § 3.317(e).

1. Irritable bowel syndrome
The Veteran reports alternating diarrhea and constipation with cramping since 1992. A March 2023 VA examiner diagnosed IBS under the Rome IV criteria after a normal colonoscopy and negative celiac serologies, and described diarrhea episodes several times a week with abdominal distension. In a May 2024 letter, the Veteran's private gastroenterologist stated that his IBS is at least as likely as not related to his Gulf War service. Because IBS is a functional gastrointestinal disorder, and thus a medically unexplained chronic multisymptom illness under 38 C.F.R. § 3.317(a)(2)(i)(B)(3), and the Veteran is a Persian Gulf Veteran, service connection is warranted on a presumptive basis; a nexus opinion is not required. The appeal is granted.

2. GERD
A 2009 upper endoscopy established GERD with mild erosive esophagitis. The Veteran's service treatment records are silent for heartburn or reflux, and his August 1992 separation examination was normal. The Veteran asserts that he had heartburn from eating MREs and taking ibuprofen in the desert. He is competent to report heartburn, but on his 1992 report of medical history he denied "stomach, liver, or intestinal trouble," which the Board finds more reliable than recollections offered decades later for compensation purposes. The March 2023 VA examiner opined that the Veteran's GERD is less likely than not (less than 50 percent probability) incurred in or caused by service, explaining that the condition was first documented 17 years after separation, that GERD is a diagnosed structural disorder with known causes rather than an undiagnosed or functional illness, and that his risk factors include obesity (BMI 34) and daily NSAID use for knee pain since 2005. The Board affords this opinion significant probative weight because it rests on an accurate history and a clear rationale. Because GERD is not a functional gastrointestinal disorder, the § 3.317 presumption does not apply. The preponderance of the evidence is against the claim.

3. Chronic fatigue syndrome
The March 2023 VA examiner found that the Veteran does not meet the diagnostic criteria for chronic fatigue syndrome and attributed his fatigue to his obstructive sleep apnea, diagnosed by polysomnography in 2021, for which he has not claimed service connection. Because the fatigue is attributed to a known clinical diagnosis, it is not a qualifying chronic disability under § 3.317, and there is no diagnosis of chronic fatigue syndrome. The appeal is denied.

J. M. HARTWELL
Veterans Law Judge
Board of Veterans' Appeals

ATTORNEY FOR THE BOARD    T. Ngata, Associate Counsel`,
    expected: {
      conditions: [
        { name: 'Irritable bowel syndrome', diagnosticCode: '7319' },
        { name: 'Gastroesophageal reflux disease', diagnosticCode: '7206' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Irritable bowel syndrome',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not related to his Gulf War service',
        },
        {
          condition: 'Gastroesophageal reflux disease',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50 percent probability) incurred in or caused by service',
        },
      ],
      inServiceEvents: [
        'Service in Saudi Arabia and Kuwait (Southwest Asia theater of operations) with the 24th Infantry Division, December 1990 to May 1991, during Operations Desert Shield and Desert Storm',
      ],
      personalData: [
        { kind: 'name', value: 'REGINALD P. OSTERHOUT' },
        { kind: 'record-number', value: '240311-418862' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 15
  {
    id: 'r14-derm-note-psoriasis-bcc',
    kind: 'va-progress-note',
    format: 'image',
    text: `LOCAL TITLE: DERMATOLOGY OUTPATIENT NOTE
STANDARD TITLE: DERMATOLOGY NOTE
DATE OF NOTE: AUG 26, 2026@14:10          ENTRY DATE: AUG 26, 2026@15:02:44
      AUTHOR: ESPINOZA,LAUREL A MD       STATUS: COMPLETED
PATIENT: NAKAGAWA-BROOKS,TERRENCE J      SSN: xxx-xx-7720      DOB: 10/02/1977

CC: Psoriasis follow-up; new bleeding bump on the left side of the nose.
HPI: 48 y/o Navy veteran (1996-2016, aviation boatswain's mate - handling; 12+ years on
the flight deck of USS Nimitz with heavy sun exposure). Plaque psoriasis since 2009, first
treated by the ship's medical department during a Western Pacific deployment. On
methotrexate 15 mg weekly since 06/2025 (systemic therapy, continuous for 14 months).
Left nasal ala papule for 6 months, bleeds with washing. Tinea pedis treated in 2024,
resolved. Denies joint pain, morning stiffness or finger/toe swelling.

EXAM: Well-demarcated erythematous plaques with silvery scale on elbows, knees, scalp and
lower back; BSA about 12%; exposed areas (face/neck/hands) under 5%. Fingernail pitting
x 4. Feet: no scale or maceration. Left nasal ala: 6 mm pearly papule with arborizing
telangiectasias and central crust. Dorsal hands: 8 gritty erythematous keratotic papules.
PEST score 0. No synovitis or enthesitis.

PROCEDURES: Shave biopsy, left nasal ala, after verbal consent; hemostasis with AlCl3.
Cryotherapy (LN2) to 8 actinic keratoses, dorsal hands.

ASSESSMENT/PLAN
1. Plaque psoriasis, moderate, BSA 12% - continue methotrexate 15 mg weekly + folic
   acid; CBC/CMP every 3 months; clobetasol ointment to plaques BID 2 weeks on/1 off.
2. Lesion left nasal ala, suspicious for basal cell carcinoma - biopsy sent.
3. Actinic keratoses, dorsal hands - treated with LN2 today.
4. Psoriatic arthritis - not present (negative PEST, normal joint exam).
5. Tinea pedis - resolved, no active disease.
6. Sun-protection counseling; full skin exam in 6 months.

ADDENDUM  SEP 02, 2026@09:15
Pathology, left nasal ala shave: basal cell carcinoma, nodular type, extending to the deep
margin. Veteran notified by phone. Referred to Mohs surgery.
/es/ LAUREL A ESPINOZA, MD  Dermatology`,
    expected: {
      conditions: [
        { name: 'Psoriasis', diagnosticCode: '7816' },
        { name: 'Basal cell carcinoma, left nasal ala', diagnosticCode: '7818' },
        { name: 'Actinic keratoses' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        "Over 12 years of sun exposure on the flight deck of USS Nimitz as an aviation boatswain's mate",
        'Psoriasis first treated by the ship\'s medical department in 2009 during a Western Pacific deployment',
      ],
      personalData: [
        { kind: 'name', value: 'NAKAGAWA-BROOKS,TERRENCE J' },
        { kind: 'ssn', value: 'xxx-xx-7720' },
        { kind: 'date-of-birth', value: '10/02/1977' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 16
  {
    id: 'r14-dbq-ptsd-initial-corpsman',
    kind: 'dbq',
    format: 'text',
    text: `Initial Post Traumatic Stress Disorder (PTSD)
Disability Benefits Questionnaire

Name of patient/Veteran: Isaiah Montgomery Fairbanks
Patient/Veteran's Social Security Number: 330-72-5148
Date of examination: 10/21/2026
Examiner: Clinical psychologist, VA Jacksonville Outpatient Clinic (C&P)

SECTION I:
1. Diagnostic Summary
Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on today's evaluation?
[X] Yes  [ ] No

2. Current Diagnoses
a. Mental Disorder Diagnosis #1: Posttraumatic stress disorder
   ICD code: F43.10
   Mental Disorder Diagnosis #2: Persistent depressive disorder (dysthymia), late onset
   ICD code: F34.1
b. Medical diagnoses relevant to the understanding or management of the mental health disorder: None

3. Differentiation of symptoms
a. Does the Veteran have more than one mental disorder diagnosed? [X] Yes [ ] No
b. Is it possible to differentiate what symptoms are attributable to each diagnosis? [X] Yes [ ] No
   Re-experiencing, avoidance, hypervigilance and startle are attributable to PTSD; chronic low mood, low energy, hopelessness and low self-esteem are attributable to persistent depressive disorder.
c. Does the Veteran have a diagnosed traumatic brain injury (TBI)? [ ] Yes [X] No [ ] Not shown in records reviewed

4. Occupational and social impairment
a. Which of the following best summarizes the Veteran's level of occupational and social impairment with regards to all mental diagnoses?
[ ] Total occupational and social impairment
[ ] Occupational and social impairment with deficiencies in most areas
[X] Occupational and social impairment with reduced reliability and productivity
[ ] Occupational and social impairment due to mild or transient symptoms
[ ] No mental disorder diagnosis

SECTION II: Clinical Findings
1. Evidence review: [X] VBMS e-folder [X] CPRS [X] Service treatment records [X] Vet Center records
2. History
a. Relevant social/marital/family history: Divorced in 2018 after 9 years of marriage; he says the divorce followed years of irritability and emotional distance. Lives in Jacksonville with his partner, Renata, and his son from the marriage, Caleb (9). Has "two friends, both Marines." Stopped attending church.
b. Occupational history: EMT 2011-2019; quit after a pediatric drowning call triggered flashbacks. Now a medical supply delivery driver, 32 hours per week; missed about 10 days in the past 6 months and was written up twice for arguing with dispatch.
c. Mental health treatment: Vet Center readjustment counseling 2020-2021; VA mental health since 01/2026, sertraline 100 mg daily.
d. Substance use: 2-3 beers most evenings, no binges, no legal or occupational consequences. Does not meet criteria for an alcohol use disorder.
e. Legal/behavioral history: None.

3. Stressors
Stressor #1: In November 2004, while serving as a Navy hospital corpsman (HM3) attached to 1st Battalion, 8th Marines during the battle of Fallujah, Iraq, the Veteran treated several severely wounded Marines after a house-clearing ambush; one Marine with a femoral artery wound died under his care despite tourniquets.
Is the stressor adequate to support the diagnosis of PTSD? [X] Yes [ ] No
Is the stressor related to the Veteran's fear of hostile military or terrorist activity? [X] Yes [ ] No
Is the stressor related to personal assault, e.g. military sexual trauma? [ ] Yes [X] No

Stressor #2: Near-daily indirect fire and sniper fire at Camp Fallujah and in the city, October 2004 to March 2005.
Is the stressor adequate to support the diagnosis of PTSD? [X] Yes [ ] No
Is the stressor related to the Veteran's fear of hostile military or terrorist activity? [X] Yes [ ] No

4. PTSD Diagnostic Criteria
Criterion A: [X] Directly experiencing the traumatic event(s) [X] Witnessing, in person, the traumatic event(s) as they occurred to others
Criterion B: [X] Recurrent, involuntary, and intrusive distressing memories [X] Recurrent distressing dreams [X] Intense or prolonged psychological distress at exposure to cues
Criterion C: [X] Avoidance of distressing memories [X] Avoidance of external reminders
Criterion D: [X] Persistent negative beliefs ("I should have saved him") [X] Distorted cognitions leading to self-blame [X] Markedly diminished interest [X] Feelings of detachment
Criterion E: [X] Irritable behavior and angry outbursts [X] Hypervigilance [X] Exaggerated startle response [X] Sleep disturbance
Criterion F: [X] Duration of the disturbance is more than 1 month
Criterion G: [X] Clinically significant distress or impairment in social, occupational, or other important areas of functioning
Criterion H: [X] Not attributable to the physiological effects of a substance or another medical condition

5. Symptoms
[X] Depressed mood
[X] Anxiety
[X] Suspiciousness
[X] Chronic sleep impairment
[X] Mild memory loss, such as forgetting names, directions or recent events
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[X] Suicidal ideation

6. Behavioral observations: Casually dressed, on time, guarded at first. Speech normal. Mood "tired of being on guard." Affect constricted, tearful when describing the Marine who died. Thought process logical. No psychosis.

7. Testing: PCL-5 = 54. PHQ-9 = 16.

8. Competency: Is the Veteran capable of managing his or her financial affairs? [X] Yes [ ] No

9. Remarks, including risk assessment:
The Veteran reports passive suicidal ideation, most recently about three weeks ago, when he thought "everyone would be better off if I hadn't made it home." He denies intent or plan and has never attempted suicide. He keeps a handgun at home; safe storage and a cable lock were discussed and accepted. Protective factors: his son, his partner, his job. Acute risk low; chronic risk moderate. He was given the Veterans Crisis Line number, and a same-day warm handoff to his mental health team was completed.

MEDICAL OPINION
The Veteran's PTSD is at least as likely as not (50 percent or greater probability) incurred in or caused by the claimed in-service stressor.
Rationale: The stressors are consistent with the places, types and circumstances of his service (his DD-214 lists the Combat Action Ribbon and the Navy and Marine Corps Achievement Medal with "V") and meet Criterion A. By his account and the Vet Center records, his symptoms began after his return in 2005. He reports no pre-service trauma.

The Veteran's persistent depressive disorder is at least as likely as not proximately due to or the result of his PTSD.
Rationale: His depressive symptoms emerged around 2012, years after the PTSD symptoms, and center on guilt, loss of roles and social withdrawal that flow from the PTSD; there is no other identified cause.

/es/ Licensed Clinical Psychologist, C&P Examiner
Signed 10/22/2026`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Persistent depressive disorder (dysthymia)', diagnosticCode: '9433' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not (50 percent or greater probability) incurred in or caused by the claimed in-service stressor',
        },
        {
          condition: 'Persistent depressive disorder (dysthymia)',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not proximately due to or the result of his PTSD',
        },
      ],
      inServiceEvents: [
        'Treated severely wounded Marines as a Navy corpsman with 1st Battalion, 8th Marines during the battle of Fallujah, Iraq, November 2004; a Marine died under his care',
        'Near-daily indirect fire and sniper fire at Camp Fallujah, October 2004 to March 2005',
      ],
      personalData: [
        { kind: 'name', value: 'Isaiah Montgomery Fairbanks' },
        { kind: 'ssn', value: '330-72-5148' },
        { kind: 'name', value: 'Renata' },
        { kind: 'name', value: 'Caleb' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 17
  {
    id: 'r14-chiropractor-letter-cervical',
    kind: 'private-letter',
    format: 'image',
    text: `RIVERBEND CHIROPRACTIC & REHABILITATION
418 Main Street, Hannibal, MO 63401  |  Phone (573) 555-0187  |  Fax (573) 555-0188

June 3, 2026

Department of Veterans Affairs
Evidence Intake Center, P.O. Box 4444, Janesville, WI 53547-4444

RE: Brandon C. Lindqvist     DOB: 08/25/1986     VA file no.: 28 650 114
    Address: 2204 Lyon St, Hannibal, MO 63401

To whom it may concern:

I have treated Mr. Lindqvist for neck pain and headaches since March 2021 (46 visits).
He served in the Army from 2005 to 2011. He reports that in October 2008, near Baqubah,
Iraq, the up-armored HMMWV in which he was the turret gunner rolled over on a canal
road; he was thrown against the turret ring and struck the left side of his head and
neck. His service treatment records show a battalion aid station visit the next day for
neck pain, treated with a soft collar and Motrin, and his 2011 separation history lists
"neck stiffness, intermittent." He has had no neck injury since service.

Examination (05/28/2026): cervical flexion 0-30 degrees, extension 0-25, left lateral
flexion 0-30, right lateral flexion 0-25, left rotation 0-50, right rotation 0-45
(combined range of motion 205 degrees), with paraspinal and upper trapezius spasm and
tenderness. Upper extremity reflexes 2+ and symmetric; sensation and strength normal;
Spurling test negative. Cervical X-rays (05/2026): loss of normal lordosis, no fracture,
disc heights preserved.

Diagnoses:
1. Chronic cervical strain with myofascial pain
2. Cervicogenic headache
Cervical radiculopathy is not present.

Opinion: It is my professional opinion that Mr. Lindqvist's chronic cervical strain is
at least as likely as not the result of the 2008 vehicle rollover in Iraq. The mechanism
(a sudden lateral and flexion load on the neck while braced at the waist in the turret)
is a well-recognized cause of cervical soft-tissue injury, the injury was recorded at
the time, and his symptoms have been continuous since. His cervicogenic headaches are,
in turn, more likely than not caused by the cervical strain; they start in the
suboccipital region and are reproduced by palpation of the upper cervical joints.

Sincerely,

Kristen Ahlberg, DC`,
    expected: {
      conditions: [
        { name: 'Cervical strain', diagnosticCode: '5237' },
        { name: 'Cervicogenic headaches' },
      ],
      nexusOpinions: [
        {
          condition: 'Cervical strain',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not the result of the 2008 vehicle rollover in Iraq',
        },
        {
          condition: 'Cervicogenic headaches',
          strength: 'more likely than not',
          quote: 'more likely than not caused by the cervical strain',
        },
      ],
      inServiceEvents: [
        'HMMWV rollover near Baqubah, Iraq, in October 2008; thrown against the turret ring as turret gunner, striking head and neck',
        'Battalion aid station visit for neck pain the day after the rollover',
      ],
      personalData: [
        { kind: 'name', value: 'Brandon C. Lindqvist' },
        { kind: 'name', value: 'Lindqvist' },
        { kind: 'date-of-birth', value: '08/25/1986' },
        { kind: 'record-number', value: '28 650 114' },
        { kind: 'address', value: '2204 Lyon St, Hannibal, MO 63401' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 18
  {
    id: 'r14-pact-note-diabetes-thailand',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PACT PRIMARY CARE FOLLOW-UP NOTE
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: SEP 18, 2026@08:45      ENTRY DATE: SEP 18, 2026@10:12:31
      AUTHOR: GREENLEAF,MARTIN J MD   EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED

YOUNGBLOOD,CLARENCE R (Y4412)   DOB: 06/17/1949   77 y/o M
PCP: GREENLEAF,MARTIN J   TEAM: PACT BLUE 3

S:
77 y/o USAF veteran (1968-1972) here for 6-month diabetes follow-up, accompanied by his wife Bernice.
Military: security police at Korat Royal Thai Air Force Base, Thailand, 1969-1970; walked the base perimeter nightly with a K-9 along the fence line, where the vegetation was kept cleared with herbicides. He asked whether his diabetes "counts" for Agent Orange. I explained that perimeter duty at Thai bases is recognized for herbicide exposure and gave him the county VSO's number. I also explained that I do not write service-connection opinions as part of routine care.
Diabetes: type 2 since 2006. Home fasting glucose 140-210. Burning and numbness in both feet, worse at night, for about 3 years; one fall in July. Erectile dysfunction for about 5 years; sildenafil partially effective. Nocturia x 2.
ROS: denies chest pain, claudication, vision change.
Screens: PHQ-2 = 0. Denies thoughts of self-harm. AUDIT-C = 1. Fall risk screen positive.

O:
BP 134/78  P 70  Wt 212 lb  BMI 31.3
Feet: no ulcers or calluses; DP/PT pulses 1+ bilaterally; monofilament absent at 6/10 sites bilaterally; vibration reduced at both great toes; ankle reflexes absent.
Labs 09/10/2026: A1c 8.1% (prior 7.4%); eGFR 52 (prior 55, 58); urine albumin/creatinine 86 mg/g; LDL 74; PSA 1.2 (stable since 2020).
Retinal imaging 03/2026: no diabetic retinopathy.

A/P:
1. Type 2 diabetes mellitus with hyperglycemia (E11.65) - A1c above goal (<8.0 for age). Add empagliflozin 10 mg daily; continue metformin 1000 mg BID; stop glipizide (falls/hypoglycemia risk).
2. Diabetic peripheral neuropathy, bilateral lower extremities (E11.42) - start gabapentin 100 mg qhs; podiatry referral; fall precautions.
3. Erectile dysfunction due to diabetes - continue sildenafil 50 mg PRN; no nitrates.
4. Chronic kidney disease stage 3a with albuminuria, due to diabetic nephropathy (E11.22, N18.31) - on empagliflozin; add lisinopril 5 mg if BMP acceptable in 1 week; nephrology e-consult.
5. Diabetic eye exam - no retinopathy 03/2026; repeat 03/2027.
6. History of adenomatous colon polyps, removed 2018; surveillance colonoscopy 2023 normal - no active disease; next colonoscopy 2028.
7. PSA questioned in 2019 - stable at 1.2; no evidence of prostate cancer.

RTC 3 months with labs.
/es/ MARTIN J GREENLEAF, MD`,
    expected: {
      conditions: [
        { name: 'Diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'Diabetic peripheral neuropathy, bilateral lower extremities' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
        { name: 'Chronic kidney disease stage 3a (diabetic nephropathy)' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Security police perimeter duty at Korat Royal Thai Air Force Base, Thailand, 1969-1970, along a fence line cleared with herbicides',
      ],
      personalData: [
        { kind: 'name', value: 'YOUNGBLOOD,CLARENCE R' },
        { kind: 'record-number', value: 'Y4412' },
        { kind: 'date-of-birth', value: '06/17/1949' },
        { kind: 'name', value: 'Bernice' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 19
  {
    id: 'r14-str-ahlta-asthma-qatar',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `AHLTA OUTPATIENT ENCOUNTER SUMMARY (CERTIFIED TRUE COPY)            Printed: 2019-02-04
Patient: GUTIERREZ-OYELOWO, PAOLA I    DoD ID: 1620448395    SSN: ***-**-8801
DOB: 1993-01-27   Sex: F   Branch: USAF   Grade: SSgt (E-5)   AFSC: 3E2X1
------------------------------------------------------------------------------------------
ENCOUNTER 1   16 Aug 2015   379 EMDG Flight & Operational Medicine, Al Udeid AB, Qatar
Reason for visit: cough x 3 weeks, short of breath on PT runs
S: 22 y/o F pavements and construction equipment craftsman. Cough began after a haboob
   (dust storm) on 23 Jul 2015 that she worked through on an airfield repair. Her work
   site is downwind of the base open burn site. Nonsmoker. No childhood asthma or wheeze.
O: T 98.9 F, RR 18, SpO2 97% RA. Scattered end-expiratory wheezes, no crackles.
   CXR clear. Peak flow 340 L/min (predicted 430).
A: Cough with wheezing - reactive airway disease vs post-infectious bronchitis.
P: Albuterol HFA 2 puffs q4-6h PRN. N95 for dust tasks. Spirometry at home station.
   Signed: Capt R. Oduya, FS, USAF
------------------------------------------------------------------------------------------
ENCOUNTER 2   02 Feb 2016   4th Medical Group, Seymour Johnson AFB, NC - Pulmonary
S: Persistent cough and wheeze since deployment; albuterol 4-5 days/wk; nocturnal cough
   2 nights/wk; PT run times slower.
O: Spirometry: FEV1 2.61 L (78% pred), FVC 3.84 L, FEV1/FVC 0.68.
   Post-bronchodilator FEV1 3.00 L (+15%, +390 mL) - significant reversibility.
   FeNO 48 ppb. Allergy skin-prick panel: negative to all aeroallergens.
A: 1. Asthma, mild persistent (J45.30), onset during deployment to Qatar.
   2. Allergic rhinitis - not present; skin testing negative.
P: Budesonide-formoterol 80/4.5 two puffs BID + albuterol PRN. Asthma action plan.
   AF Form 469 duty-limiting profile: no deployment without controller medication.
   Signed: Maj T. Brandt, MD, Pulmonary
------------------------------------------------------------------------------------------
ENCOUNTER 3   15 Jan 2019   Separation History and Physical Examination (SHPE)
S: Asthma persists; uses controller daily; one oral prednisone burst 11/2018 for a flare.
   No other complaints. PHQ-2 = 0; denies suicidal ideation. AUDIT-C = 2.
O: Lungs clear today. Spirometry on controller: FEV1/FVC 0.71, FEV1 84% predicted.
A: Asthma, mild persistent - controlled on daily inhaled corticosteroid-LABA.
P: Continue therapy. Copy of STRs given to member for VA claim (BDD program).
   Signed: Lt Col A. Mirza, MD, Flight Surgeon
------------------------------------------------------------------------------------------`,
    expected: {
      conditions: [{ name: 'Asthma', diagnosticCode: '6602' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Dust storm (haboob) exposure during airfield repair at Al Udeid Air Base, Qatar, on 23 July 2015',
        'Work downwind of the Al Udeid Air Base open burn site in 2015',
        'Onset of cough and wheezing during the 2015 deployment, with asthma diagnosed in February 2016',
      ],
      personalData: [
        { kind: 'name', value: 'GUTIERREZ-OYELOWO, PAOLA I' },
        { kind: 'record-number', value: '1620448395' },
        { kind: 'ssn', value: '***-**-8801' },
        { kind: 'date-of-birth', value: '1993-01-27' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 20
  {
    id: 'r14-veteran-statement-engine-room-knee',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA FORM 21-4138
STATEMENT IN SUPPORT OF CLAIM

1. VETERAN'S NAME (First, Middle Initial, Last): Wendell J. Ashcroft
2. SOCIAL SECURITY NUMBER: 218-64-3092
3. VA FILE NUMBER: 22 871 035
4. DATE OF BIRTH: 02/11/1967
5. TELEPHONE NUMBER: (802) 555-0119
6. MAILING ADDRESS: 55 Quarry Hill Rd, Barre, VT 05641

REMARKS:
I am writing in support of my claim for bilateral hearing loss, tinnitus, and my right knee.

I served in the Navy from July 1985 to July 1993. I was a machinist's mate (MM2 by the end) and spent most of my time in the main engine room of the USS Kidd (DDG-993). The engine room was loud all the time, from the gas turbines and the reduction gears. We were supposed to wear earplugs and we had the big muffs, but when you were standing watch and talking to the throttle board you pulled them off to hear. Nobody made a big deal about it. I started noticing ringing in my ears around 1988 after a long underway period and it never really went away. Our hearing tests were done once a year in a van on the pier, and I remember the tech telling me in 1991 that my left ear had "dropped."

In October 1990 we were in the Northern Arabian Gulf for Desert Shield. During heavy seas I was going down the ladder from the upper level to the lower level of the engine room when the ship rolled, and I fell the last six or seven rungs and landed with my right leg twisted under me. The corpsman looked at it, wrapped it, gave me Motrin and put me on light duty for about ten days. I was told to come back if it didn't get better, but we were busy and I worked through it. Since then my right knee gives out on stairs and when I step off a curb wrong, and it swells after I walk more than a mile.

After the Navy I worked as a maintenance mechanic at a granite quarry from 1994 to 2019. I always wore foam plugs and muffs there because the quarry was strict about it after the OSHA inspections.

I also want to be honest about something that is not easy to write. After my divorce from my ex-wife, Darlene, in 2014, I hit a real low point. There were nights I sat in my truck in the quarry lot thinking about ending it. I never did anything, and I didn't tell anybody until 2023, when I started going to the Vet Center in White River Junction. I am doing better now. I only mention it because my counselor said the VA should know the whole picture of how things have gone for me.

I certify that the statements on this form are true and correct to the best of my knowledge and belief.

SIGNATURE: Wendell J. Ashcroft          DATE: 10/02/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        "Engine room noise exposure as a machinist's mate aboard USS Kidd (DDG-993), 1985-1993, with ringing in the ears from about 1988",
        'Fall down the engine room ladder during heavy seas in the Northern Arabian Gulf in October 1990, twisting the right knee; light duty for about ten days',
      ],
      personalData: [
        { kind: 'name', value: 'Wendell J. Ashcroft' },
        { kind: 'ssn', value: '218-64-3092' },
        { kind: 'record-number', value: '22 871 035' },
        { kind: 'date-of-birth', value: '02/11/1967' },
        { kind: 'phone', value: '(802) 555-0119' },
        { kind: 'address', value: '55 Quarry Hill Rd, Barre, VT 05641' },
        { kind: 'name', value: 'Darlene' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 21
  {
    id: 'r14-discharge-nstemi-stent',
    kind: 'discharge-summary',
    format: 'image',
    text: `MERCY REGIONAL MEDICAL CENTER - CARDIOLOGY SERVICE
DISCHARGE SUMMARY
Patient: Okonkwo, Franklin D.     MRN: 00918274      DOB: 03/30/1966     Sex: M
Address: 1207 Bluff Rd, Columbia, SC 29201     Phone: (803) 555-0150
Admitted: 09/12/2026    Discharged: 09/15/2026    Attending: Julia Castellanos, MD
Payer: VA Community Care (emergency notification filed with Columbia VAMC)

FINAL DIAGNOSES
1. Non-ST-elevation myocardial infarction (NSTEMI), type 1
2. Coronary artery disease, two-vessel; drug-eluting stent to mid LAD 09/13/2026
3. Essential hypertension
CONDITIONS EXCLUDED
- Aortic dissection: CT angiogram of the chest 09/12 negative.
- Heart failure: no clinical heart failure; LVEF 50-55% with mild apical hypokinesis.

HISTORY
60-year-old retired Army veteran (1984-2006) with hypertension for 10 years, former smoker
(quit 2006), presented with 2 hours of substernal chest pressure radiating to the left arm
while raking leaves. ECG: 1 mm ST depression V3-V5. Troponin I 0.09 -> 2.41 ng/mL.

HOSPITAL COURSE
Heparin, aspirin and ticagrelor load. Catheterization 09/13: 90% mid LAD (one DES),
60% proximal RCA (FFR 0.86, medical therapy). Uncomplicated post-procedure course; right
radial site clean. Ambulated without symptoms. On hospital day 2 Mr. Okonkwo was tearful
and worried about returning to his job as a school bus driver; he denied any suicidal
thoughts and said his faith and his wife, Adaeze, keep him going. Chaplain visited.

DISCHARGE MEDICATIONS
Aspirin 81 mg daily; ticagrelor 90 mg BID x 12 months; atorvastatin 80 mg nightly;
metoprolol succinate 50 mg daily; lisinopril 10 mg daily; nitroglycerin 0.4 mg SL PRN.

ACTIVITY / FOLLOW-UP
No driving for 1 week; no commercial driving until cleared by cardiology.
Phase II cardiac rehabilitation referral. Cardiology clinic in 2 weeks.
Columbia VAMC primary care notified; records faxed to VA Community Care.

Dictated by: Julia Castellanos, MD    Transcribed: 09/15/2026`,
    expected: {
      conditions: [
        { name: 'Myocardial infarction (NSTEMI)', diagnosticCode: '7006' },
        { name: 'Coronary artery disease', diagnosticCode: '7005' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Okonkwo, Franklin D.' },
        { kind: 'name', value: 'Okonkwo' },
        { kind: 'record-number', value: '00918274' },
        { kind: 'date-of-birth', value: '03/30/1966' },
        { kind: 'address', value: '1207 Bluff Rd, Columbia, SC 29201' },
        { kind: 'phone', value: '(803) 555-0150' },
        { kind: 'name', value: 'Adaeze' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 22
  {
    id: 'r14-dbq-sinus-rhinitis-septum',
    kind: 'dbq',
    format: 'text',
    text: `SINUSITIS/RHINITIS AND OTHER CONDITIONS OF THE NOSE, THROAT, LARYNX AND PHARYNX
DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Darnell F. Whitacre
Patient/Veteran's Social Security Number: 409-27-1183
Date of examination: 08/06/2026
Is this DBQ being completed in conjunction with a VA 21-2507, C&P examination request? [X] Yes [ ] No
Evidence reviewed: [X] VBMS e-folder [X] Service treatment records [X] VA treatment records [X] Private ENT records

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he ever been diagnosed with a sinus, nose, throat, larynx or pharynx condition?
[X] Yes [ ] No
Diagnosis #1: Chronic sinusitis (pansinusitis)             ICD code: J32.4   Date of diagnosis: 2019
Diagnosis #2: Chronic rhinitis, non-allergic (vasomotor)   ICD code: J31.0   Date of diagnosis: 2010
Diagnosis #3: Deviated nasal septum                        ICD code: J34.2   Date of diagnosis: 2021

SECTION II - MEDICAL HISTORY
Army 2005-2013 (12N horizontal construction engineer). Deployed to Camp Victory, Baghdad, 10/2007-12/2008, and Bagram Airfield, Afghanistan, 03/2011-01/2012. Reports daily exposure to smoke from the burn pits at both locations and to dust storms. Congestion and post-nasal drip began in 2008; STRs show "rhinitis" treated with fluticasone in 05/2010. Recurrent sinus infections since 2016; CT in 2019 showed pansinusitis. Allergy testing in 2020 was negative.
The Veteran also reports that he was struck in the nose by an elbow during Modern Army Combatives training at Fort Leonard Wood in 2006; he did not seek care. STRs are silent for nasal trauma. His 2005 entrance examination noted "mild septal deviation, asymptomatic."

SECTION III - SINUSITIS
3a. Does the Veteran currently have sinusitis? [X] Yes [ ] No
    Type: [X] Maxillary [X] Frontal [X] Ethmoid [X] Sphenoid [X] Pansinusitis
3b. Findings, signs and symptoms: [X] Headaches [X] Pain of affected sinus [X] Tenderness of affected sinus [X] Purulent discharge [X] Crusting
3c. Non-incapacitating episodes in the past 12 months (headaches, pain, and purulent discharge or crusting): [ ] None [ ] 1-2 [X] 3-6 [ ] 7 or more
3d. Incapacitating episodes in the past 12 months requiring prolonged (4 to 6 weeks) antibiotic treatment: [ ] None [ ] 1 [X] 2 [ ] 3 or more
3e. Has the Veteran had sinus surgery? [ ] Yes [X] No

SECTION IV - RHINITIS
4a. Does the Veteran currently have rhinitis? [X] Yes [ ] No
4b. Greater than 50% obstruction of the nasal passage on both sides due to rhinitis? [ ] Yes [X] No
4c. Complete obstruction on either side due to rhinitis? [ ] Yes [X] No
4d. Permanent hypertrophy of the nasal turbinates? [X] Yes [ ] No
4e. Nasal polyps? [ ] Yes [X] No
4f. Granulomatous conditions? [ ] Yes [X] No

SECTION V - DEVIATED SEPTUM
5a. Does the Veteran have a deviated nasal septum? [X] Yes [ ] No
5b. Is the deviated septum traumatic? [ ] Yes [X] No (see opinion)
5c. Obstruction: left nasal passage approximately 40%; right nasal passage approximately 10%.

SECTION VI - DIAGNOSTIC TESTING
CT sinuses (02/2026): mucosal thickening of the bilateral maxillary, ethmoid, frontal and sphenoid sinuses; S-shaped septal deviation to the left with a bony spur at the vomer-ethmoid junction; no fracture deformity of the nasal bones.

SECTION VII - FUNCTIONAL IMPACT
Misses 1-2 days of work a month during sinus flares; mouth breathing disrupts sleep.

SECTION VIII - MEDICAL OPINION
a. Chronic sinusitis: The Veteran's chronic sinusitis is at least as likely as not (50 percent or greater probability) incurred in or caused by his exposure to burn pit smoke and airborne particulate matter in Iraq and Afghanistan.
Rationale: Sinonasal symptoms began during deployment, were treated in service, and progressed to chronic pansinusitis with negative allergy testing and no other identified cause. Chronic sinusitis is also among the conditions presumed under the PACT Act for veterans who served in covered locations.
b. Chronic rhinitis: The Veteran's chronic rhinitis is at least as likely as not (50 percent or greater probability) incurred in service; it was first treated in 2010 during the period of airborne-hazard exposure and has been continuous since.
c. Deviated nasal septum: The Veteran's deviated nasal septum is less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service injury.
Rationale: Mild septal deviation was noted on the 2005 entrance examination, before the claimed 2006 injury. STRs are silent for nasal trauma, there is no external nasal deformity or nasal bone fracture on CT, and an S-shaped deviation with a vomer spur is the typical developmental pattern rather than a post-traumatic one.

/es/ Otolaryngologist, VA contract examiner
Signed 08/08/2026`,
    expected: {
      conditions: [
        { name: 'Chronic sinusitis (pansinusitis)', diagnosticCode: '6510' },
        { name: 'Chronic rhinitis (vasomotor)', diagnosticCode: '6522' },
        { name: 'Deviated nasal septum' },
      ],
      nexusOpinions: [
        {
          condition: 'Chronic sinusitis',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not (50 percent or greater probability) incurred in or caused by his exposure to burn pit smoke and airborne particulate matter in Iraq and Afghanistan',
        },
        {
          condition: 'Chronic rhinitis',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not (50 percent or greater probability) incurred in service',
        },
        {
          condition: 'Deviated nasal septum',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50 percent probability) incurred in or caused by the claimed in-service injury',
        },
      ],
      inServiceEvents: [
        'Burn pit smoke and dust storm exposure at Camp Victory, Baghdad, 2007-2008 and Bagram Airfield, Afghanistan, 2011-2012',
        'Rhinitis treated with fluticasone in service in May 2010',
        'Claimed blow to the nose during Modern Army Combatives training at Fort Leonard Wood in 2006',
      ],
      personalData: [
        { kind: 'name', value: 'Darnell F. Whitacre' },
        { kind: 'ssn', value: '409-27-1183' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 23
  {
    id: 'r14-imo-psychologist-mst',
    kind: 'private-letter',
    format: 'text',
    text: `HELENA MARCOTTE-PRICE, Psy.D.
Licensed Clinical Psychologist
Forensic and Veterans Evaluations
PO Box 2281, Asheville, NC 28802  |  (828) 555-0145

INDEPENDENT PSYCHOLOGICAL EVALUATION AND MEDICAL OPINION

Claimant: Yolanda Renee Pettiford
Date of birth: 11/06/1988
VA file number: 29 118 640
Address: 77 Hominy Creek Rd, Candler, NC 28715
Dates of evaluation: 10/03/2026 (clinical interview, 3.5 hours) and 10/10/2026 (testing)
Report date: 10/24/2026

REFERRAL QUESTION
Ms. Pettiford's attorney asked me to determine her current psychiatric diagnoses and to give an opinion on whether any diagnosed condition is related to her service in the U.S. Marine Corps (2007-2011).

RECORDS REVIEWED
Service treatment records; official military personnel file, including proficiency and conduct marks, a 05/2009 request mast for transfer, and an 08/2009 nonjudicial punishment; VA treatment records 2016-2026; Mission Hospital records from 2016; and the VA PTSD examination of 02/2025, which found no corroborated stressor.

MILITARY HISTORY AND REPORTED STRESSOR
Ms. Pettiford enlisted at 18 and served as a Lance Corporal (0151 administrative clerk) at Camp Pendleton. She reports that in April 2009, after a unit party, a sergeant from her section followed her to her barracks room and sexually assaulted her. She did not report it because he was in her chain of command and she had seen another Marine ostracized after reporting. She began avoiding the building where he worked and asked for a transfer.

MARKERS IN THE RECORD (38 C.F.R. 3.304(f)(5))
- Proficiency/conduct marks fell from 4.6/4.5 (2008) to 3.8/3.9 (late 2009).
- 05/2009: request mast for transfer to another section, reason given as "personal."
- 06/2009 and 07/2009: STR visits for pelvic pain, STI testing, a pregnancy test, and insomnia ("sleeping 2-3 hrs").
- 08/2009: nonjudicial punishment for unauthorized absence (missed two formations).
- 2010: three sick-call visits for headaches and "stress."
These changes began abruptly in the months after the reported assault and are the kinds of markers the regulation describes.

POST-SERVICE HISTORY
Honorably discharged in 2011. In 2016 she took an overdose of acetaminophen in a suicide attempt and was hospitalized at Mission Hospital for 5 days. She currently endorses intermittent passive suicidal ideation, most recently about a month ago ("I wish I could go to sleep and not wake up"), without plan or intent; she has a VA safety plan and there are no firearms in the home. She lives with her daughter, Jada (12), and works part-time as a bookkeeper.

TESTING
PCL-5: 59. PHQ-9: 19. MMPI-2-RF: valid profile with no indication of over-reporting (F-r = 68T, Fp-r = 55T); elevations on RCd, RC2 and RC7.

DIAGNOSES (DSM-5-TR)
1. Posttraumatic stress disorder, chronic (F43.10)
2. Major depressive disorder, recurrent, moderate (F33.1)
I considered borderline personality disorder because of the 2016 overdose and relationship instability, and ruled it out: the emotional dysregulation began after the 2009 assault rather than in adolescence, and the pervasive pattern the diagnosis requires is absent.

OPINION
It is my opinion that Ms. Pettiford's PTSD is more likely than not (greater than 50 percent probability) the result of the military sexual trauma she experienced in April 2009 at Camp Pendleton.
It is further my opinion that her major depressive disorder is at least as likely as not caused or aggravated by her PTSD.

RATIONALE
Her account has been consistent across the 2016 hospital records, VA treatment notes since 2016, and my interview. The behavior changes in her personnel and treatment records - a sudden drop in marks, a transfer request, an unauthorized absence, and visits for pelvic pain, STI and pregnancy testing, and insomnia - appear within months of the reported assault after a previously unblemished record. Validity testing does not suggest exaggeration. Her depressive episodes began in 2012 and their content (shame, self-blame, withdrawal) is closely tied to the trauma. The 02/2025 VA examination did not address the markers.

Helena Marcotte-Price, Psy.D.`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Major depressive disorder, recurrent, moderate', diagnosticCode: '9434' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'more likely than not',
          quote: 'more likely than not (greater than 50 percent probability) the result of the military sexual trauma she experienced in April 2009 at Camp Pendleton',
        },
        {
          condition: 'Major depressive disorder',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not caused or aggravated by her PTSD',
        },
      ],
      inServiceEvents: [
        'Military sexual trauma: sexual assault by a sergeant in her barracks room at Camp Pendleton in April 2009',
        'Request mast for transfer in May 2009',
        'STR visits for pelvic pain, STI and pregnancy testing, and insomnia in June and July 2009',
        'Nonjudicial punishment for unauthorized absence in August 2009',
        'Drop in proficiency and conduct marks in 2009',
      ],
      personalData: [
        { kind: 'name', value: 'Yolanda Renee Pettiford' },
        { kind: 'name', value: 'Pettiford' },
        { kind: 'date-of-birth', value: '11/06/1988' },
        { kind: 'record-number', value: '29 118 640' },
        { kind: 'address', value: '77 Hominy Creek Rd, Candler, NC 28715' },
        { kind: 'name', value: 'Jada' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 24
  {
    id: 'r14-tbi-second-level-eval',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: POLYTRAUMA/TBI SECOND LEVEL EVALUATION
STANDARD TITLE: PHYSICAL MEDICINE & REHAB CONSULT
DATE OF NOTE: JUL 15, 2026@09:30        ENTRY DATE: JUL 15, 2026@12:47:10
      AUTHOR: SUBRAMANIAN,KAVYA MD      STATUS: COMPLETED
PATIENT: REINHOLT,GARRETT S     SSN: xxx-xx-0493     DOB: 09/09/1988
Accompanied by his wife, Brianna Reinholt, who provided collateral history.

HPI: 37 y/o Army veteran (11B infantryman, 2006-2014) referred after positive TBI screen.
Event 1: 08/2007, Adhamiyah, Baghdad - an EFP struck his HMMWV (he was the driver). Loss
of consciousness about 2 minutes per his account and his vehicle commander's; dazed and
confused most of a day; no memory of the ride back to the FOB. Seen at the BAS, returned
to duty after 3 days. Event 2: 2011 - repeated exposure to breaching charges during
training at Fort Carson; no LOC.
Current: headaches 3-4 days/week; about twice a month a severe throbbing headache with
nausea and light sensitivity lasting 6-10 hours, during which he must lie down in a dark
room and leave work. Forgetfulness (misplaces keys, repeats questions), irritability,
bilateral ringing in the ears since 2007, sleeps 5 hours. NSI total 38.
Screens: C-SSRS screen negative - denies wish to be dead, suicidal thoughts, or
preparatory behavior, lifetime and past month. PHQ-9 = 8. PCL-5 = 29 (below cut-off).

EXAM: Alert, oriented x4. CN II-XII intact. Strength 5/5, sensation and reflexes normal.
Tandem gait mildly unsteady. SLUMS 24/30.
Neuropsychological testing (11/2025): valid effort; mild deficits in processing speed and
complex attention; memory within normal limits.
MRI brain (06/2026): two nonspecific punctate T2/FLAIR foci; otherwise normal.

ASSESSMENT
1. Traumatic brain injury, mild (08/2007), with residual cognitive and emotional symptoms.
2. Post-traumatic headache, chronic, with migraine features and prostrating attacks.
3. Tinnitus, bilateral.
4. Mild depressive symptoms - no depressive disorder diagnosed; MH referral offered.
PTSD screen negative today; no PTSD diagnosis.
In my opinion his post-traumatic headaches are
more likely than not a residual of the 2007 blast-related TBI.

PLAN
- Propranolol 20 mg BID for headache prevention; limit acute analgesics to <10 days/month.
- Cognitive rehabilitation with speech-language pathology, 8 sessions.
- Audiology referral for tinnitus management.
- Vestibular physical therapy for balance. RTC 3 months.
/es/ KAVYA SUBRAMANIAN, MD  Physical Medicine & Rehabilitation`,
    expected: {
      conditions: [
        { name: 'Residuals of traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Post-traumatic headaches (migraine)', diagnosticCode: '8100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Post-traumatic headaches',
          strength: 'more likely than not',
          quote: 'more likely than not a residual of the 2007 blast-related TBI',
        },
      ],
      inServiceEvents: [
        'EFP strike on his HMMWV in Adhamiyah, Baghdad, in August 2007 with loss of consciousness about 2 minutes',
        'Repeated blast exposure from breaching charges during training at Fort Carson in 2011',
      ],
      personalData: [
        { kind: 'name', value: 'REINHOLT,GARRETT S' },
        { kind: 'ssn', value: 'xxx-xx-0493' },
        { kind: 'date-of-birth', value: '09/09/1988' },
        { kind: 'name', value: 'Brianna Reinholt' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 25
  {
    id: 'r14-rating-rcc-pact-osa-denied',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `DEPARTMENT OF VETERANS AFFAIRS - Nashville Regional Office
RATING DECISION                                                        October 21, 2026
NAME OF VETERAN: Felix R. Dunleavy          VA FILE NUMBER: 27 440 196
SOCIAL SECURITY NR: 413-66-9204             POA: Tennessee Dept. of Veterans Services
ACTIVE DUTY: USA 09/14/2001 - 09/30/2012
MAILING ADDRESS: 318 Cedar Glen Ct, Murfreesboro, TN 37129

DECISION
1. Service connection for renal cell carcinoma, left kidney, status post partial
nephrectomy, is granted with an evaluation of 100 percent effective March 4, 2024.
2. Service connection for bilateral hearing loss is denied.
3. Service connection for obstructive sleep apnea is denied.

EVIDENCE
- DD Form 214; personnel records showing service in Afghanistan 05/2010 - 05/2011
- VA Form 21-526EZ received 04/02/2024 (intent to file 03/04/2024)
- Vanderbilt University Medical Center records, 01/2024 - 08/2026 (pathology, surgery)
- Private polysomnogram, Middle Tennessee Sleep Center, 07/2021
- VA examinations: Kidney Conditions, Hearing Loss and Tinnitus, Sleep Apnea (09/2026)

REASONS FOR DECISION
1. Renal cell carcinoma. You served in Afghanistan, a covered location under the PACT Act.
Kidney cancer is presumed to be related to that service (38 CFR 3.320). Biopsy in 03/2024
confirmed clear cell renal cell carcinoma, and you underwent left partial nephrectomy in
04/2024. A 100 percent evaluation is assigned under diagnostic code 7528. It continues for
six months after the end of surgical, X-ray, antineoplastic chemotherapy or other
therapeutic procedure; a VA examination will then determine the residuals.
2. Bilateral hearing loss. Noise exposure as a fire support specialist (13F) is conceded.
However, the 09/2026 VA audiogram showed all puretone thresholds 500-4000 Hz at 25 dB or
less in both ears, with speech recognition of 96% (right) and 98% (left). Hearing loss
for VA purposes (38 CFR 3.385) is not shown, so there is no current disability.
3. Obstructive sleep apnea. A 07/2021 private sleep study diagnosed obstructive sleep
apnea (AHI 18). Service treatment records are silent for snoring or sleep complaints, and
your 2012 separation history denied "frequent trouble sleeping." The VA examiner opined
that your sleep apnea is
less likely than not (less than 50 percent probability) incurred in or caused by service,
citing onset nine years after separation, a 45-lb weight gain since 2012, and a current
BMI of 36. Sleep apnea is not a presumptive condition under the PACT Act, and the
evidence does not otherwise link it to service.

We will notify you of the payment amount and your appeal rights in a separate letter.`,
    expected: {
      conditions: [
        { name: 'Renal cell carcinoma, left kidney', diagnosticCode: '7528' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50 percent probability) incurred in or caused by service',
        },
      ],
      inServiceEvents: [
        'Service in Afghanistan, May 2010 to May 2011 (PACT Act covered location)',
        'Noise exposure as a fire support specialist (13F)',
      ],
      personalData: [
        { kind: 'name', value: 'Felix R. Dunleavy' },
        { kind: 'record-number', value: '27 440 196' },
        { kind: 'ssn', value: '413-66-9204' },
        { kind: 'address', value: '318 Cedar Glen Ct, Murfreesboro, TN 37129' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 26
  {
    id: 'r14-str-separation-history-exam',
    kind: 'service-treatment-record',
    format: 'text',
    text: `REPORT OF MEDICAL HISTORY (DD FORM 2807-1) AND REPORT OF MEDICAL EXAMINATION (DD FORM 2808)
PURPOSE OF EXAMINATION: [ ] ENLISTMENT  [ ] PERIODIC  [X] SEPARATION  [ ] RETIREMENT
DATE OF EXAMINATION: 20210302
EXAMINING FACILITY: NAVAL BRANCH HEALTH CLINIC, MCAS MIRAMAR, SAN DIEGO CA

1. LAST NAME, FIRST NAME, MIDDLE NAME: BRAXTON, TOBIAS E.
2. SOCIAL SECURITY NUMBER: 264-08-5571        DoD ID NUMBER: 1587302246
3. DATE OF BIRTH (YYYYMMDD): 19950412
4. HOME ADDRESS: 1450 Hollister Ave, Apt 3B, San Diego, CA 92154
5. HOME TELEPHONE: (619) 555-0183
6. GRADE: SGT/E-5     COMPONENT: USMC ACTIVE     MOS: 0341 MORTARMAN

DD 2807-1 - HAVE YOU EVER HAD OR DO YOU NOW HAVE:
 a. Recurrent back pain or any back problem ............ [X] YES [ ] NO
 b. Knee trouble ........................................ [ ] YES [X] NO
 c. Foot trouble (heel pain, arches) .................... [X] YES [ ] NO
 d. Ringing in the ears ................................. [X] YES [ ] NO
 e. Hearing loss ........................................ [ ] YES [X] NO
 f. Frequent trouble sleeping ........................... [X] YES [ ] NO
 g. Depression or excessive worry ....................... [ ] YES [X] NO
 h. Been evaluated or treated for a mental condition .... [ ] YES [X] NO
 i. Attempted suicide ................................... [ ] YES [X] NO
 j. Asthma or any breathing problems .................... [ ] YES [X] NO
 k. Skin diseases (rash, bumps from shaving) ............ [X] YES [ ] NO
 l. Sprained ankle or other joint injury ................ [X] YES [ ] NO

29. EXPLANATION OF "YES" ANSWERS (member's own words):
 a. Hurt my low back in 2016 on Okinawa lifting crates of 81mm mortar rounds off a 7-ton. Still hurts after hikes and sitting a long time. Seen at BAS several times, did PT.
 c. Both heels hurt first thing in the morning since the 20-mile hike at Bridgeport in 2018. Got inserts from podiatry.
 d. Ringing in both ears since mortar live-fire shoots, worse at night.
 f. Trouble falling asleep, mostly during night-shift rotations.
 k. Razor bumps on my neck, have had a shaving chit since 2015.
 l. Rolled left ankle playing basketball in 2014, fine now.

DD 2808 - CLINICAL EVALUATION:
 Head, face, neck and scalp: ABNORMAL - multiple follicular papules, anterior neck and beard area
 Ears/drums: NORMAL     Lungs and chest: NORMAL     Heart: NORMAL
 Spine, other musculoskeletal: ABNORMAL - lumbar paraspinal tenderness; flexion to 75 degrees with pain at end range; straight leg raise negative bilaterally
 Lower extremities: ABNORMAL - tenderness at the medial calcaneal tubercle bilaterally; left ankle full ROM, stable
 Psychiatric: NORMAL

AUDIOMETRY (DD 2216 on file, 20210226): all thresholds 500-6000 Hz 10-20 dB bilaterally; no STS.
SCREENS: PHQ-2 = 0; PC-PTSD-5 = 1; denies suicidal ideation. STOP-BANG = 1 (low risk).

77. SUMMARY OF DEFECTS AND DIAGNOSES:
 1. Chronic lumbar strain, mechanical, since 2016 lifting injury on Okinawa. Refer to physical therapy.
 2. Bilateral plantar fasciitis, diagnosed by podiatry in 2019; continue orthotics.
 3. Tinnitus, bilateral, subjective; audiogram within normal limits.
 4. Pseudofolliculitis barbae; continue shaving waiver.
 5. Sleep-onset difficulty related to shift work; no sleep disorder diagnosed; low OSA risk.
 6. Left ankle sprain (2014) - resolved, no residuals.
 FAMILY HISTORY: father - coronary artery disease, myocardial infarction at age 50; mother - hypothyroidism.

81. QUALIFICATION: QUALIFIED FOR SEPARATION.
EXAMINER: LT P. Ferraro, MC, USN`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Plantar fasciitis, bilateral', diagnosticCode: '5269' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
        { name: 'Pseudofolliculitis barbae' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Low back injury lifting crates of 81mm mortar rounds off a 7-ton truck on Okinawa in 2016',
        'Onset of bilateral heel pain after a 20-mile hike at Bridgeport in 2018',
        'Noise exposure from mortar live-fire shoots',
        'Left ankle sprain playing basketball in 2014, resolved',
      ],
      personalData: [
        { kind: 'name', value: 'BRAXTON, TOBIAS E.' },
        { kind: 'ssn', value: '264-08-5571' },
        { kind: 'record-number', value: '1587302246' },
        { kind: 'date-of-birth', value: '19950412' },
        { kind: 'address', value: '1450 Hollister Ave, Apt 3B, San Diego, CA 92154' },
        { kind: 'phone', value: '(619) 555-0183' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 27
  {
    id: 'r14-dbq-gynecological-fibroids',
    kind: 'dbq',
    format: 'image',
    text: `GYNECOLOGICAL CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: Priscilla J. Haverford      SSN: 552-19-7730
Date of examination: 07/28/2026      Exam: VA contract examination (in person)
Evidence reviewed: [X] VBMS  [X] Service treatment records  [X] Private records

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has she ever been diagnosed with a gynecological
   condition?  [X] Yes  [ ] No
   Diagnosis #1: Uterine leiomyomata (fibroids)                 ICD-10: D25.1   Date: 2018
   Diagnosis #2: Iron deficiency anemia, due to menorrhagia     ICD-10: D50.0   Date: 2025
   Endometriosis: [ ] Yes  [X] No - diagnostic laparoscopy 03/2023 found no endometriosis

SECTION II - MEDICAL HISTORY
USAF 2004-2016, aircraft fuels specialist (2F0X1); daily skin and vapor exposure to JP-8.
STRs: 2012 visit for heavy menses (7-8 days, clots); 2014 pelvic ultrasound normal.
Fibroids first seen on ultrasound in 2018. Ultrasound 06/2026: intramural fibroids 4.1 cm
and 2.7 cm. Heavy bleeding 8-9 days per cycle with pelvic pressure and cramping.

SECTION III - CONDITIONS OF THE UTERUS
Does the Veteran have a condition of the uterus?  [X] Yes  [ ] No
Symptoms require continuous treatment?  [X] Yes  [ ] No
   Treatment: tranexamic acid 1300 mg TID during menses; ferrous sulfate daily
Symptoms controlled by continuous treatment?  [ ] Yes  [X] No
Surgery: [ ] Hysterectomy  [ ] Myomectomy  [X] None - considering myomectomy

SECTION IV - ANEMIA
Hgb 10.4 g/dL, ferritin 8 ng/mL (05/2026). Fatigue and exertional dyspnea.

SECTION V - FUNCTIONAL IMPACT / REMARKS
Misses 1-2 days of work per cycle. Reports low mood about possible infertility; denies
suicidal ideation. Declined a mental health referral.

MEDICAL OPINION
Is the uterine fibroid condition at least as likely as not (50% or greater probability)
incurred in or caused by service, including JP-8 exposure?
[ ] At least as likely as not   [ ] Less likely than not
[X] This question cannot be resolved without resort to mere speculation.
Rationale: Heavy menses were documented in 2012, but the 2014 ultrasound was normal and
fibroids were not seen until 2018, two years after separation. Fibroids are found in up
to 70-80% of women by age 50, and the medical literature on jet fuel and uterine fibroids
is too limited to separate any service effect from her age and family history (mother
and sister with fibroids). No evidence establishes when these fibroids began.
/es/ Gynecologist, VA contract examiner          Date signed: 07/30/2026`,
    expected: {
      conditions: [
        { name: 'Uterine fibroids (leiomyomata)' },
        { name: 'Iron deficiency anemia', diagnosticCode: '7700' },
      ],
      nexusOpinions: [
        {
          condition: 'Uterine fibroids',
          strength: 'unable to resolve',
          quote: 'cannot be resolved without resort to mere speculation',
        },
      ],
      inServiceEvents: [
        'JP-8 jet fuel skin and vapor exposure as an aircraft fuels specialist, 2004-2016',
        'In-service visit for heavy menstrual bleeding in 2012',
      ],
      personalData: [
        { kind: 'name', value: 'Priscilla J. Haverford' },
        { kind: 'ssn', value: '552-19-7730' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 28
  {
    id: 'r14-neurology-letter-parkinsons-lejeune',
    kind: 'private-letter',
    format: 'text',
    text: `BLUE RIDGE NEUROLOGY - MOVEMENT DISORDERS CLINIC
2030 Electric Road, Suite 410, Roanoke, VA 24018
Phone (540) 555-0129 | Fax (540) 555-0130

November 9, 2026

RE: Walter Augustus Kimbrough
DOB: 04/22/1959
VA claim number: 23 905 617
Home address: 140 Fox Run Dr, Roanoke, VA 24019

Dear Sir or Madam:

I am a neurologist with fellowship training in movement disorders, and I have treated Mr. Kimbrough since February 2022. He asked me to provide an opinion for his VA claim. I have reviewed his personnel records, his service treatment records, his primary care records, and my own clinic notes.

Service history. Mr. Kimbrough served in the U.S. Marine Corps from 1977 to 1983. His personnel records show he was stationed at Camp Lejeune, North Carolina, from March 1979 through October 1981 with 2nd Tank Battalion, housed in the Hadnot Point area, where he drank, cooked with and showered in base water every day.

Clinical history. His symptoms began in 2021 with a resting tremor of the right hand, smaller handwriting and slowness buttoning shirts. His primary care physician first diagnosed essential tremor and started propranolol, which did not help. His wife, Pauline, describes him acting out his dreams for several years before the tremor, and he has had constipation and a reduced sense of smell since about 2018.

Examination. Asymmetric 4-5 Hz rest tremor of the right hand, re-emergent with posture; bradykinesia on finger and foot taps, right worse than left; cogwheel rigidity of the right wrist; reduced right arm swing; hypomimia. No postural instability on the pull test. DaTscan (04/2022) showed reduced uptake in the left putamen. He has had a clear and sustained response to carbidopa-levodopa.

Diagnosis. Idiopathic Parkinson's disease, Hoehn and Yahr stage 2. I do not believe he has essential tremor; the tremor characteristics, the DaTscan and the levodopa response all argue against it. He has never taken dopamine-blocking drugs, so drug-induced parkinsonism is excluded.

He reports low mood since the diagnosis but denies any thoughts of self-harm; I have asked his primary care physician to screen him for depression.

Opinion. Parkinson's disease is one of the conditions presumed to be service connected for veterans who served at least 30 days at Camp Lejeune between August 1953 and December 1987. Independent of that presumption, it is my opinion that Mr. Kimbrough's Parkinson's disease is at least as likely as not caused by his exposure to trichloroethylene (TCE) and perchloroethylene (PCE) in the drinking water at Camp Lejeune.

Rationale. The Hadnot Point water system was contaminated with TCE at concentrations far above today's maximum contaminant level during his assignment. TCE inhibits mitochondrial complex I and causes loss of dopaminergic neurons in animal models, and a 2023 cohort study of more than 300,000 service members found a roughly 70 percent higher risk of Parkinson's disease among those stationed at Camp Lejeune than among those stationed at Camp Pendleton. The interval of about 40 years between exposure and onset fits the long prodromal phase of the disease, and his non-motor symptoms (dream enactment, constipation, reduced smell) began years before the tremor. He has no family history of Parkinson's disease and no other known toxic exposure.

Sincerely,

Rebecca Anand-Stroud, MD
Movement Disorders Neurology`,
    expected: {
      conditions: [{ name: "Parkinson's disease", diagnosticCode: '8004' }],
      nexusOpinions: [
        {
          condition: "Parkinson's disease",
          strength: 'at least as likely as not',
          quote: 'at least as likely as not caused by his exposure to trichloroethylene (TCE) and perchloroethylene (PCE) in the drinking water at Camp Lejeune',
        },
      ],
      inServiceEvents: [
        'Stationed at Camp Lejeune (Hadnot Point) from March 1979 through October 1981, drinking and bathing in contaminated base water (TCE, PCE)',
      ],
      personalData: [
        { kind: 'name', value: 'Walter Augustus Kimbrough' },
        { kind: 'name', value: 'Kimbrough' },
        { kind: 'date-of-birth', value: '04/22/1959' },
        { kind: 'record-number', value: '23 905 617' },
        { kind: 'address', value: '140 Fox Run Dr, Roanoke, VA 24019' },
        { kind: 'name', value: 'Pauline' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 29
  {
    id: 'r14-discharge-right-tka',
    kind: 'discharge-summary',
    format: 'text',
    text: `RICHARD L. ROUDEBUSH VA MEDICAL CENTER - ORTHOPAEDIC SURGERY
DISCHARGE SUMMARY

PATIENT: STRICKLAND, MAUREEN O.      SSN: xxx-xx-2860      ICN: 1012845539V771203
DOB: 1968-10-05    AGE: 58    SEX: F
ADMITTED: 2026-10-19    DISCHARGED: 2026-10-22
SURGEON / ATTENDING OF RECORD: Elena Varga, MD

PROCEDURE: Right total knee arthroplasty, cemented, posterior-stabilized (2026-10-19)

DIAGNOSES:
1. Post-traumatic osteoarthritis, right knee (M17.31) - status post right total knee arthroplasty
2. Obstructive sleep apnea, on CPAP
RULED OUT:
- Deep vein thrombosis, right lower extremity: venous duplex 2026-10-21 negative (obtained for calf swelling).
PAST SURGICAL HISTORY: Right ACL reconstruction (bone-patellar tendon-bone autograft) 1997; partial medial meniscectomy, right knee, 2009.

HISTORY:
58-year-old Army veteran (1986-2006) with a service-connected right knee condition, currently rated 10 percent for limitation of flexion. She tore her right ACL in 1996 when she landed badly while fast-roping from a UH-60 during the Air Assault Course at Fort Campbell, KY, and had ACL reconstruction at Blanchfield Army Community Hospital in 1997. Progressive pain, swelling and giving way since; 2026 radiographs show bone-on-bone medial compartment narrowing, tricompartmental osteophytes and 8 degrees of varus. Injections, bracing and physical therapy failed.

HOSPITAL COURSE:
Uncomplicated procedure under spinal anesthesia with an adductor canal block. Home CPAP used nightly. Aspirin 81 mg BID for DVT prophylaxis. Right calf swelling on day 2; venous duplex negative. Physical therapy: ambulating 150 feet with a rolling walker, stairs with a rail; active ROM 5-90 degrees at discharge. Hemoglobin nadir 10.9 g/dL; no transfusion. Pain controlled on an oral regimen. PHQ-2 = 0; denies suicidal ideation.

DISCHARGE CONDITION: Stable. Discharged home with her husband, Gordon, who will assist.

DISCHARGE MEDICATIONS: Aspirin 81 mg BID x 35 days; acetaminophen 1 g q8h; oxycodone 5 mg q6h PRN severe pain (#20); senna-docusate; home CPAP.

FOLLOW-UP:
- Orthopaedic clinic in 2 weeks for staple removal and wound check.
- Outpatient physical therapy 3 times a week for 6 weeks.
- The Veteran was told she may submit this record to VBA regarding a temporary total evaluation for the service-connected right knee.

/es/ ELENA VARGA, MD
Orthopaedic Surgery`,
    expected: {
      conditions: [
        { name: 'Post-traumatic osteoarthritis of the right knee, status post total knee replacement', diagnosticCode: '5055' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Right ACL tear while fast-roping from a UH-60 during the Air Assault Course at Fort Campbell in 1996',
        'Right ACL reconstruction at Blanchfield Army Community Hospital in 1997',
      ],
      personalData: [
        { kind: 'name', value: 'STRICKLAND, MAUREEN O.' },
        { kind: 'ssn', value: 'xxx-xx-2860' },
        { kind: 'record-number', value: '1012845539V771203' },
        { kind: 'date-of-birth', value: '1968-10-05' },
        { kind: 'name', value: 'Gordon' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 30
  {
    id: 'r14-str-combat-stress-control',
    kind: 'service-treatment-record',
    format: 'text',
    text: `BEHAVIORAL HEALTH ENCOUNTER - COMBAT AND OPERATIONAL STRESS CONTROL (COSC)
(SF 600 CONTINUATION - THEATER MEDICAL DATA STORE)

DATE: 14 SEP 2012   LOCATION: 254th Medical Detachment (COSC), FOB Fenty, Jalalabad, Afghanistan
PATIENT: DOMINGUEZ, RAFAEL A   RANK: SPC   DoD ID: 1401937745
SSN: XXX-XX-5362   DOB: 12 FEB 1990
UNIT: A Co, 1-327 IN, 1st BCT, 101st ABN DIV (AASLT)
REFERRAL: Command referral (platoon leader) after SPC Dominguez told his squad leader he "can't do this anymore."

S:
22 y/o SPC, infantryman, 5 months into a 9-month deployment. On 27 AUG 2012 his platoon's combat outpost was hit by a complex attack (VBIED at the entry control point followed by small-arms fire). His closest friend in the platoon was killed at the ECP; SPC Dominguez helped carry him to the casualty collection point. Since then: sleeping 2-3 hours a night, nightmares of the attack, intrusive images of his friend's face, startles at generator noise, snapping at his team, survivor guilt ("it should have been me on that gate"). Appetite down; lost about 8 lb.
Asked directly about suicide: he reports passive thoughts of death over the past week - "sometimes I think it would be easier if I just didn't come back from a mission" - but denies intent or plan, denies thoughts of using his weapon on himself, and denies prior attempts. Denies HI. Future oriented: wants to get home to his daughter and finish college.
Denies alcohol or other substance use in theater.

O:
MSE: Fatigued, psychomotor slowing, poor eye contact early that improved through the interview. Mood "numb." Affect constricted; tearful discussing his friend. Thought process linear. No psychotic symptoms. Insight and judgment fair.
PCL-M: 52.

RISK ASSESSMENT:
Passive suicidal ideation without plan or intent; acute risk low to moderate. Protective factors: daughter, strong unit bonds, help-seeking. Command notified; weapon bolt held by platoon sergeant for 72 hours; unit watch not required. Battle buddy assigned.

A:
1. Acute stress disorder (F43.0), following the 27 AUG 2012 complex attack.
2. Rule out posttraumatic stress disorder - reassess once more than 30 days have passed since the trauma.

P:
- 72-hour restoration at COSC (rest, hydration, meals, sleep) with daily individual sessions and psychoeducation.
- Trazodone 50 mg qhs PRN sleep x 7 days.
- Traumatic event management session with the platoon scheduled by COSC team on 16 SEP.
- Follow-up 21 SEP.

21 SEP 2012 FOLLOW-UP:
Sleeping 5-6 hours. Nightmares twice this week. Denies suicidal thoughts since 15 SEP; denies intent or plan. Bolt returned by platoon sergeant per command. PCL-M 38. Acute stress disorder improving. Returned to full duty with follow-up by the brigade behavioral health officer in 2 weeks.

/s/ CPT L. Brennan, PhD, Behavioral Health Officer`,
    expected: {
      conditions: [{ name: 'Acute stress disorder' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Complex attack (VBIED and small-arms fire) on his platoon\'s combat outpost on 27 August 2012 in which his closest friend was killed; he helped carry him to the casualty collection point',
        'Combat stress control treatment at FOB Fenty, Afghanistan, in September 2012',
      ],
      personalData: [
        { kind: 'name', value: 'DOMINGUEZ, RAFAEL A' },
        { kind: 'name', value: 'Dominguez' },
        { kind: 'record-number', value: '1401937745' },
        { kind: 'ssn', value: 'XXX-XX-5362' },
        { kind: 'date-of-birth', value: '12 FEB 1990' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
]
