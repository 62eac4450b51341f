/*
 * Fifteenth held-out evaluation set, written 2026-11-28 by an independent author who had seen
 * neither the record-analysis code nor any earlier record set. Committed without being read by
 * anyone who works on the analysis, it is to be scored exactly once. Never use it for tuning,
 * prompt changes, or threshold picking. Every name, number, address and date of birth below is
 * invented.
 */
import type { EvaluationRecord } from './evaluation-record'

export const fifteenthHeldOutRecords: readonly EvaluationRecord[] = [
  // 1 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-pe-therapy-note-ptsd-si-denied',
    kind: 'va-progress-note',
    format: 'text',
    text: `HOLLOWAY,DESMOND R     XXX-XX-4417     DOB: 09/23/1986
PRINTED AT: TOMAH VAMC
------------------------------------------------------------------------------
LOCAL TITLE: MH PE PSYCHOTHERAPY INDIVIDUAL
STANDARD TITLE: MENTAL HEALTH PSYCHOTHERAPY NOTE
DATE OF NOTE: FEB 06, 2025@09:15     ENTRY DATE: FEB 06, 2025@10:02:17
      AUTHOR: ABERNATHY,LUCILLE M    EXP COSIGNER:
     URGENCY:                        STATUS: COMPLETED

Session 7 of 12, Prolonged Exposure (PE) for PTSD. Face-to-face, 90 minutes.

SUBJECTIVE:
Veteran is a 38 y/o male OEF Army veteran (11B, 2006-2012) in treatment for
PTSD. Index trauma (identified at intake 12/2024): on 14 Aug 2010 in the
Arghandab River Valley, Kandahar Province, his MRAP struck a pressure-plate IED;
his squad leader was killed and the Veteran helped pull two wounded soldiers out
of the vehicle. He reports nightmares are down from 5 nights/week to 2 nights/week
and this week he drove past a roadside construction zone without pulling over.
His wife Tamsin has told him he is "less on edge" with their daughters. Sleeping
about 5 hours a night. Drinks 2-3 beers on Saturdays; AUDIT-C 3.

Homework review: completed in vivo items 4 and 5 (crowded grocery store at
5 pm; sitting with his back to the door in a restaurant), peak SUDS 60 -> 35.
Listened to the imaginal exposure recording on 5 of 7 days.

OBJECTIVE:
PCL-5 today: 41 (intake 58). PHQ-9: 6.
MSE: Casually dressed, good hygiene, cooperative. Speech normal rate and volume.
Mood "tired but better." Affect congruent, constricted at the start, brighter by
the end. Thought process linear. No delusions or obsessions. Denies AH/VH.
Insight and judgment fair to good.

In-session imaginal exposure (hotspot: the moment he opened the rear hatch):
SUDS 85 -> 50 over 45 minutes.

SUICIDE RISK SCREENING:
C-SSRS screener negative. Veteran denies current suicidal ideation, intent or
plan and denies any past suicide attempt. Denies homicidal ideation. Firearms:
his two rifles remain stored with his brother-in-law since intake. Protective
factors: wife, daughters, steady job as a utility lineman, engaged in care.
Acute risk low; chronic risk low. No PRF flag.

ASSESSMENT:
1. Posttraumatic stress disorder, chronic (F43.12) - meaningful improvement with
   PE; PCL-5 has dropped 17 points since intake.
2. Sleep disturbance - attributed to PTSD; no separate sleep disorder diagnosed.
Major depressive disorder was considered at intake and was not diagnosed;
depressive symptoms remain subthreshold (PHQ-9 6).

PLAN:
- Continue weekly PE; next session 02/13/2025 at 0900.
- Homework: imaginal recording daily; in vivo items 6 (gas station at night) and 7.
- Veterans Crisis Line (988, press 1) reviewed; Veteran carries the wallet card.
- Veteran asked that appointment reminders go to his cell, (608) 555-0147.

/es/ LUCILLE M ABERNATHY, PsyD
Staff Psychologist, PTSD Clinical Team
Signed: 02/06/2025 10:02`,
    expected: {
      conditions: [{ name: 'Posttraumatic stress disorder', diagnosticCode: '9411' }],
      nexusOpinions: [],
      inServiceEvents: [
        'MRAP struck by an IED in the Arghandab River Valley, Kandahar Province, Afghanistan, on 14 August 2010; squad leader killed and the Veteran helped pull wounded soldiers from the vehicle',
      ],
      personalData: [
        { kind: 'name', value: 'HOLLOWAY,DESMOND R' },
        { kind: 'ssn', value: 'XXX-XX-4417' },
        { kind: 'date-of-birth', value: '09/23/1986' },
        { kind: 'name', value: 'Tamsin' },
        { kind: 'phone', value: '(608) 555-0147' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-knee-dbq-split-opinions',
    kind: 'dbq',
    format: 'text',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Marcus T. Delacroix          VA file number: 284619073
Date of examination: 03/11/2025
Examination location: Charlie Norwood VA Medical Center, Augusta, GA

Is this DBQ being completed in conjunction with a VA 21-2507, C&P examination request?
[X] Yes  [ ] No

Evidence review:
[X] VA e-folder (VBMS)   [X] CPRS   [ ] No records were reviewed
Records reviewed: STRs 2003-2008, separation examination 06/2008, private orthopedic
records (Augusta Bone & Joint) 2016-2017, VA treatment records 2009-2025.

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he/she ever had a knee and/or lower leg condition?
[X] Yes  [ ] No

   Diagnosis #1: Patellofemoral pain syndrome            ICD code: M22.2X1
   Date of diagnosis: 2004         Side affected: [X] Right  [ ] Left  [ ] Both

   Diagnosis #2: Medial meniscal tear, status post partial medial meniscectomy
   ICD code: S83.242S              Date of diagnosis: 2016
   Side affected: [ ] Right  [X] Left  [ ] Both

   Other diagnoses: None. Degenerative arthritis of either knee was considered and is
   not shown on imaging (see Section VIII).

SECTION II - MEDICAL HISTORY
2. Describe the history (including onset and course) of the Veteran's knee condition:
Right knee: The Veteran served as an infantryman with the 82nd Airborne Division. He
injured the right knee on a parachute landing fall during a static-line jump onto
Sicily Drop Zone, Fort Bragg, NC, in April 2004. STRs confirm sick call 04/19/2004:
"R knee pain after PLF, dx PFPS, profile 30 days." Further STR visits for right anterior
knee pain 11/2004, 08/2006 and 02/2007, with two courses of physical therapy. Separation
exam 06/2008: "R knee pain w/ running - PFPS." Since service: constant aching of the
anterior right knee, worse on stairs and kneeling; uses OTC naproxen and a patellar strap.

Left knee: STRs are silent for any left knee complaint and the left knee was normal at
separation. The Veteran twisted the left knee playing in a recreational soccer league in
09/2016. MRI 10/2016: complex tear of the posterior horn of the medial meniscus.
Arthroscopic partial medial meniscectomy 01/2017. Now has intermittent medial joint line
pain; no locking.

3. Does the Veteran report flare-ups of the knee and/or lower leg?  [X] Yes  [ ] No
   "After a long shift on my feet the right knee swells and I can't squat."
4. Does the Veteran report having any functional loss or functional impairment?
   [X] Yes  [ ] No   Difficulty with stairs, kneeling, standing more than 2 hours.

SECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION
Right knee: Initial ROM [ ] All normal [X] Abnormal
   Flexion 0 to 115 degrees; Extension 115 to 0 degrees.
   Pain noted on exam: [X] Yes - on flexion, causes functional loss.
   Repetitive-use testing (3 repetitions): [X] Yes. Post-test flexion 0 to 110 degrees.
Left knee: Initial ROM [X] All normal
   Flexion 0 to 140 degrees; Extension 140 to 0 degrees. Pain on exam: [ ] Yes [X] No
Crepitus: Right [X] Yes   Left [ ] Yes [X] No

SECTION IV - MUSCLE STRENGTH TESTING: 5/5 bilaterally. Muscle atrophy: [ ] Yes [X] No
SECTION V - JOINT STABILITY TESTS: Lachman, posterior drawer, valgus and varus stress:
   normal bilaterally. Recurrent subluxation / lateral instability: [X] None
SECTION VI - TIBIAL AND/OR FIBULAR IMPAIRMENT: [X] No
SECTION VII - MENISCAL CONDITIONS
   Has the Veteran had a meniscus (semilunar cartilage) condition?  [X] Yes  [ ] No
   [X] Left: meniscal tear  [X] frequent episodes of joint pain  [ ] locking  [ ] effusion
   Has the Veteran had a meniscectomy?  [X] Yes - Left, partial medial meniscectomy 01/2017
   Residual signs and/or symptoms due to meniscectomy:  [X] Yes - medial joint line pain.
   Assistive devices: [X] Brace(s) - right patellar strap, occasional.
SECTION VIII - DIAGNOSTIC TESTING
   Imaging studies of the knees performed and results available?  [X] Yes  [ ] No
   X-rays, bilateral knees, 03/11/2025: no joint space narrowing or osteophytes.
   Degenerative or traumatic arthritis documented?  [ ] Yes  [X] No
SECTION IX - FUNCTIONAL IMPACT
   Does the knee condition impact ability to perform occupational tasks?  [X] Yes  [ ] No
   Warehouse supervisor; cannot kneel to inspect pallets; limited prolonged standing.

SECTION X - MEDICAL OPINION
a. Right knee patellofemoral pain syndrome:
[X] The claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event or illness.
Rationale: STRs document onset of right anterior knee pain after a parachute landing fall
in 04/2004 with a diagnosis of PFPS, repeated treatment through 2007, and continuing
symptoms recorded at separation. The current diagnosis is the same condition in the same
knee, with a consistent and credible history of continuous symptoms since service.

b. Left knee meniscal tear, status post partial meniscectomy:
[X] The claimed condition is less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event or illness.
Rationale: There is no left knee complaint, treatment or diagnosis in the STRs, and the
left knee was normal at separation in 2008. The tear was diagnosed by MRI in 10/2016, one
month after a well-documented twisting injury in recreational soccer eight years after
discharge. An acute complex meniscal tear after a discrete twisting injury is by far the
most likely mechanism. The Veteran's belief that he "favored" the left knee is not
supported: no gait abnormality has ever been documented, and altered gait does not
produce an acute complex meniscal tear.

/es/ Hollis G. Brantley, MD
Compensation & Pension Examiner
03/11/2025 15:40`,
    expected: {
      conditions: [
        { name: 'Patellofemoral pain syndrome, right knee' },
        { name: 'Left knee medial meniscal tear, status post partial meniscectomy', diagnosticCode: '5259' },
      ],
      nexusOpinions: [
        {
          condition: 'Patellofemoral pain syndrome, right knee',
          strength: 'at least as likely as not',
          quote:
            'The claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event or illness',
        },
        {
          condition: 'Left knee meniscal tear, status post partial meniscectomy',
          strength: 'less likely than not',
          quote:
            'The claimed condition is less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event or illness',
        },
      ],
      inServiceEvents: [
        'Right knee injured in a parachute landing fall during a static-line jump at Fort Bragg, NC, in April 2004, with repeated treatment for right knee pain through 2007',
      ],
      personalData: [
        { kind: 'name', value: 'Marcus T. Delacroix' },
        { kind: 'record-number', value: '284619073' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-imo-sleep-apnea-secondary-ptsd',
    kind: 'private-letter',
    format: 'text',
    text: `CASCADE SLEEP & PULMONARY ASSOCIATES, PLLC
2210 Larkspur Medical Parkway, Suite 400
Spokane, WA 99204

January 17, 2025

Department of Veterans Affairs
Evidence Intake Center
P.O. Box 4444
Janesville, WI 53547-4444

RE:   Gideon P. Farraday
      Date of birth: 04/02/1979
      VA claim file number: 31447208
      Home address: 918 W. Sorrel Creek Rd, Cheney, WA 99004

Subject: Medical opinion - obstructive sleep apnea secondary to service-connected PTSD

To Whom It May Concern:

I am board certified in pulmonary disease and in sleep medicine and have been Mr.
Farraday's treating sleep physician since August 2022. At his request I am providing
this opinion. In preparing it I reviewed his service treatment records (1997-2005), his
VA treatment records from the Spokane VA Medical Center (2014-2024), the VA PTSD
examination of 08/09/2021, his in-laboratory polysomnogram of 10/12/2022, twelve months
of CPAP download data, and my own clinic notes.

BACKGROUND
Mr. Farraday served in the U.S. Marine Corps as an infantryman from 1997 to 2005 and
deployed to Iraq in 2003 and again in 2004. VA diagnosed posttraumatic stress disorder in
2014 and has service-connected it at 50 percent. His PTSD has been treated with
sertraline, prazosin and, from 2015 to 2021, mirtazapine for insomnia. His weight rose
from 196 lb in 2014 to 241 lb in 2019, most of the gain in the first two years on
mirtazapine. His wife, Renata, reports loud snoring and witnessed pauses in breathing
starting around 2016, along with frequent nightmares and thrashing in his sleep.

STUDIES
In-laboratory polysomnography on 10/12/2022: apnea-hypopnea index 34.6 events/hour,
REM AHI 51.0, oxygen saturation nadir 82%, central events fewer than 5% of respiratory
events. Sleep architecture was fragmented, with 31 arousals/hour and repeated awakenings
from REM sleep. Central sleep apnea was excluded. Current BMI 33.1.

DIAGNOSIS
Obstructive sleep apnea, moderate to severe (G47.33), treated with auto-CPAP 8-16 cm H2O.
Adherence is good (88% of nights, average 6 h 10 min), and his residual AHI is 3.2.

OPINION
It is my opinion that Mr. Farraday's obstructive sleep apnea is more likely than not (greater than 50% probability) proximately due to or aggravated by his service-connected PTSD and the medication prescribed for it.

RATIONALE
1. Weight gain is the strongest modifiable risk factor for OSA. His 45 lb gain followed
   the start of mirtazapine, a drug well known to increase appetite and weight, which VA
   prescribed specifically for his PTSD-related insomnia.
2. PTSD causes repeated arousals and fragmented REM sleep. Sleep fragmentation destabilizes
   upper-airway control and is associated with worse obstruction, especially in REM, which
   matches his markedly higher REM AHI.
3. Large studies of veterans have found obstructive sleep apnea considerably more common
   in those with PTSD than in those without, and the severity of PTSD symptoms tracks with
   the severity of OSA.
4. He had no snoring, witnessed apneas or daytime sleepiness recorded before 2016, and no
   craniofacial or other structural risk factor was found on examination.

I have no financial interest in the outcome of this claim.

Sincerely,

/s/ Oksana V. Hadley, MD, FCCP
Diplomate, American Board of Internal Medicine - Pulmonary Disease and Sleep Medicine`,
    expected: {
      conditions: [
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
      ],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'more likely than not',
          quote:
            'more likely than not (greater than 50% probability) proximately due to or aggravated by his service-connected PTSD',
        },
      ],
      inServiceEvents: ['Marine Corps infantry service with deployments to Iraq in 2003 and 2004'],
      personalData: [
        { kind: 'name', value: 'Gideon P. Farraday' },
        { kind: 'name', value: 'Farraday' },
        { kind: 'date-of-birth', value: '04/02/1979' },
        { kind: 'record-number', value: '31447208' },
        { kind: 'address', value: '918 W. Sorrel Creek Rd, Cheney, WA 99004' },
        { kind: 'name', value: 'Renata' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-discharge-copd-burn-pit',
    kind: 'discharge-summary',
    format: 'text',
    text: `VA NORTH TEXAS HEALTH CARE SYSTEM - DALLAS VA MEDICAL CENTER
DISCHARGE SUMMARY

PATIENT: PRUITT, LEONARD WAYNE       SSN: XXX-XX-3302      ICN: 1012457783V449201
DOB: 11/30/1968 (56 y)   SEX: M      WARD: 4C MEDICINE
ADMISSION DATE: 01/03/2025           DISCHARGE DATE: 01/07/2025
ATTENDING: OKAFOR,CHIDI A MD         DICTATED BY: LARSEN,MAJA K MD (PGY-2)

PRINCIPAL DIAGNOSIS:
Acute exacerbation of chronic obstructive pulmonary disease (J44.1)

SECONDARY / CHRONIC DIAGNOSES:
1. Chronic obstructive pulmonary disease, GOLD 3 (FEV1 41% predicted, 09/2024)
2. Essential hypertension
3. Type 2 diabetes mellitus without complications, on metformin (A1c 7.2%)

CONDITIONS EVALUATED AND EXCLUDED:
- Pulmonary embolism: CT angiogram of the chest 01/03/2025 negative for PE.
- Community-acquired pneumonia: no infiltrate on chest x-ray or CT; procalcitonin <0.05.
- Acute coronary syndrome: troponin negative x2; ECG without ischemic changes.

HISTORY OF PRESENT ILLNESS:
56 y/o male Army veteran (88M motor transport operator, 2004-2009) with COPD diagnosed in
2016, former smoker (18 pack-years, quit 2019), who presented to the ED with 4 days of
worsening dyspnea, wheezing and increased purulent sputum after a viral illness caught
from his grandson. In the ED: RR 30, SpO2 84% on room air, diffuse expiratory wheezes,
VBG pH 7.31 / pCO2 58.
He reports two deployments to Iraq, the second in 2007-2008 at Joint Base Balad, where his
living area was downwind of the open-air burn pit; he recalls "black smoke most days" and
says a cough that never fully went away started there.

HOSPITAL COURSE:
1. AECOPD: BiPAP for 14 hours in the ED, then weaned to 2 L nasal cannula. Prednisone 40 mg
   daily x5 days, scheduled ipratropium-albuterol nebulizers. Ceftriaxone and azithromycin
   were started for possible pneumonia; ceftriaxone was stopped at 48 hours once pneumonia
   was excluded, and azithromycin was continued to complete 5 days for the exacerbation.
   Ambulatory SpO2 91% on room air at discharge; does not qualify for home oxygen.
2. Hypertension: lisinopril held on admission for soft BP, resumed 01/05.
3. Type 2 diabetes: metformin held, sliding-scale insulin while on prednisone (glucose up to
   310); metformin resumed at discharge.
4. Tobacco: remains abstinent since 2019; congratulated.

SCREENINGS: PHQ-2 negative. AUDIT-C 1. Toxic Exposure Screening completed 01/06/2025 -
positive for burn pit / airborne hazards. Veteran referred to the facility Environmental
Health Coordinator and given information on the Airborne Hazards and Open Burn Pit Registry.

DISCHARGE MEDICATIONS:
- Fluticasone furoate/umeclidinium/vilanterol 100/62.5/25 mcg 1 inhalation daily (NEW)
- Albuterol HFA 2 puffs q4h PRN
- Prednisone 40 mg daily - last dose 01/07/2025 (completed)
- Lisinopril 20 mg daily; metformin 1000 mg BID; atorvastatin 40 mg daily

CONDITION AT DISCHARGE: Stable. Ambulating independently. Discharged home with his wife.
FOLLOW-UP: PACT primary care 1 week; Pulmonary clinic 4 weeks with repeat PFTs;
pulmonary rehabilitation consult placed.
EMERGENCY CONTACT: Charlene Pruitt (wife), (214) 555-0186

/es/ MAJA K LARSEN, MD  01/07/2025 14:11
/es/ CHIDI A OKAFOR, MD (attending)  01/07/2025 17:25`,
    expected: {
      conditions: [
        { name: 'Chronic obstructive pulmonary disease', diagnosticCode: '6604' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Diabetes mellitus, type 2', diagnosticCode: '7913' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Exposure to open-air burn pit smoke at Joint Base Balad, Iraq, 2007-2008'],
      personalData: [
        { kind: 'name', value: 'PRUITT, LEONARD WAYNE' },
        { kind: 'ssn', value: 'XXX-XX-3302' },
        { kind: 'record-number', value: '1012457783V449201' },
        { kind: 'date-of-birth', value: '11/30/1968' },
        { kind: 'name', value: 'Charlene Pruitt' },
        { kind: 'phone', value: '(214) 555-0186' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-str-sf600-ankle-sprains',
    kind: 'service-treatment-record',
    format: 'image',
    text: `MEDICAL RECORD             CHRONOLOGICAL RECORD OF MEDICAL CARE
DATE      SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)
---------------------------------------------------------------------------------
14 JUL 98 TMC #4, 2/8 CAV, FT HOOD TX                         SICK CALL
S: 20 y/o AD male c/o L ankle pain x 1 day. Rolled L ankle stepping in a hole
   during night land nav course 13 JUL 98. Felt a "pop." Able to bear wt w/ pain.
   Denies previous injury to L ankle. NKDA.
O: L ankle: mod swelling lat malleolus, ecchymosis. TTP over ATFL. No TTP base
   of 5th MT or post edge of malleoli (Ottawa neg). Ant drawer: mild laxity vs R.
   Neurovasc intact distally.
A: L ankle inversion sprain, grade II.
P: RICE. Motrin 800 mg PO TID x 7 d #21. Crutches, WBAT. ACE wrap.
   Profile: no running/rucking/jumping x 14 days. RTC 7 days or PRN.
                          /s/ SGT D. ALVAREZ, 91B      /s/ CPT R. MENON, PA-C
---------------------------------------------------------------------------------
21 JUL 98 TMC #4                                              F/U L ANKLE
S: Pain improved, swelling down. Still limps after PT formation.
O: Mild swelling. ROM: DF 10, PF 35. Ant drawer: mild laxity.
A: L ankle sprain, resolving.
P: Cont profile x 7 d. Ankle rehab exercises handout. RTC if not improved.
                                                       /s/ CPT R. MENON, PA-C
---------------------------------------------------------------------------------
09 MAR 99 TMC #4                                              SICK CALL
S: c/o L ankle "giving way" x 3 wks. Turned it again on unit PT run 07 MAR 99.
O: Mild swelling lat. Ant drawer positive L, neg R. Talar tilt L > R.
   X-ray L ankle: no fx.
A: Recurrent L ankle sprain. Chronic lateral ankle instability, L.
P: Lace-up ankle brace issued. PT consult (peroneal strengthening).
   Profile: no running x 10 days, then run at own pace/distance x 30 days.
                                                       /s/ CPT R. MENON, PA-C
---------------------------------------------------------------------------------




PATIENT'S IDENTIFICATION (For typed or written entries give: Name - last, first,
middle; grade; rank; rate; hospital or medical facility)
NAME: KOWALCZYK, TOMASZ A.          SSN: 512-66-0938          DOB: 02 FEB 78
GRADE: PV2     UNIT: B CO, 2/8 CAV, 1ST CAV DIV, FT HOOD TX
                                                     STANDARD FORM 600 (REV. 6-97)`,
    expected: {
      conditions: [
        { name: 'Left ankle sprain' },
        { name: 'Chronic lateral ankle instability, left ankle' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Rolled the left ankle in a hole during a night land navigation course at Fort Hood, 13 July 1998',
        'Re-injured the left ankle on a unit PT run, 7 March 1999',
      ],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK, TOMASZ A.' },
        { kind: 'ssn', value: '512-66-0938' },
        { kind: 'date-of-birth', value: '02 FEB 78' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-spouse-lay-statement-si-reported',
    kind: 'statement-or-decision',
    format: 'text',
    text: `LAY/WITNESS STATEMENT
VA FORM 21-10210

SECTION I: VETERAN'S IDENTIFICATION INFORMATION
1. Veteran's name (First, Middle Initial, Last): Darnell K Whitcombe
2. Veteran's Social Security Number: 614-28-7705
3. VA file number: same as SSN
4. Veteran's date of birth: 07/19/1983

SECTION II: WITNESS'S IDENTIFICATION INFORMATION
5. Witness's name: Simone A. Whitcombe
6. Relationship to Veteran: [X] Spouse  [ ] Family member  [ ] Friend  [ ] Other
7. Witness's mailing address: 4471 Briar Hollow Lane, Apt 2C, Fayetteville, NC 28314
8. Telephone number: 910-555-0172

SECTION III: STATEMENT
I have been married to Darnell since June 2005. Before he went to Iraq he was the life of
every cookout. He coached our older son Jalen's rec league team and he would fall asleep
on the couch with the TV on and sleep through anything.

He came home from Ramadi in December 2006 a different man. He told me one time, only one
time, about a day in October 2006 when the truck in front of his got hit by a bomb on the
road and his friend was burned so bad they could not recognize him. He has never talked
about it again and he leaves the room if it comes up on the news.

Since then he wakes up most nights sweating and yelling. He has hit me in his sleep
twice without knowing it, so now he sleeps on the couch. He checks the locks and the
windows two or three times every night and keeps a bat by the front door. He will not go
to Walmart or to the fair, and at restaurants he has to sit where he can see the door. He
jumps at fireworks and once threw himself on the ground in a parking lot when a truck
backfired. He gets angry fast over small things and has put his fist through two doors.
He lost his job at the distribution center in February 2024 after an argument with a
supervisor.

Last March, a few weeks after he lost that job, he told me that the boys and I would be
better off if he was dead and that he had thought about driving his truck off the Cape
Fear River bridge. I called the Veterans Crisis Line that night and drove him to the VA
emergency room. He stayed four days. Our younger son, Micah, still asks if Daddy is going
to go away again.

He goes to the Fayetteville VA every week now and he is trying. But the man I married
before the war has not come back.

SECTION IV: CERTIFICATION AND SIGNATURE
I certify that the statements on this form are true and correct to the best of my
knowledge and belief.
Signature: Simone A. Whitcombe          Date signed: 11/02/2024`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'A vehicle ahead of his convoy truck was hit by a roadside bomb near Ramadi, Iraq, in October 2006 and a friend was badly burned',
      ],
      personalData: [
        { kind: 'name', value: 'Darnell K Whitcombe' },
        { kind: 'name', value: 'Darnell' },
        { kind: 'ssn', value: '614-28-7705' },
        { kind: 'date-of-birth', value: '07/19/1983' },
        { kind: 'name', value: 'Simone A. Whitcombe' },
        { kind: 'address', value: '4471 Briar Hollow Lane, Apt 2C, Fayetteville, NC 28314' },
        { kind: 'phone', value: '910-555-0172' },
        { kind: 'name', value: 'Jalen' },
        { kind: 'name', value: 'Micah' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-rating-decision-tinnitus-granted-hearing-denied',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration                            Phoenix Regional Office

                               RATING DECISION                          May 9, 2025
NAME OF VETERAN                 VA FILE NUMBER       POA
Ernesto L. Villanueva           27 903 118           Arizona Dept. of Veterans' Services

INTRODUCTION
The records reflect that you are a Veteran of the Gulf War Era. You served in the Navy
from June 12, 1999 to June 11, 2007. We received your claim on November 18, 2024.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent
   effective November 18, 2024.
2. Service connection for bilateral hearing loss is denied.

EVIDENCE
- VA Form 21-526EZ, Application for Disability Compensation, received November 18, 2024
- DD Form 214 (rating: Aviation Ordnanceman; USS Carl Vinson, 2001-2006)
- Service treatment records, June 12, 1999 through June 11, 2007
- Private audiogram, Desert Sky Hearing Center, January 6, 2025
- VA audiology examination, Phoenix VA Medical Center, March 27, 2025

REASONS FOR DECISION
1. Service connection for tinnitus.
Your service records show flight deck duty aboard an aircraft carrier, so exposure to
hazardous noise is conceded. You told the examiner that ringing in both ears began
during flight operations in 2003 and has continued since. The VA examiner opined that
your tinnitus is at least as likely as not caused by military noise exposure, citing
your flight deck duty and your consistent history of onset in service. We have assigned
10 percent, the maximum schedular evaluation under diagnostic code 6260.

2. Service connection for bilateral hearing loss.
Service connection requires a current disability. On VA audiometric testing of March 27,
2025, no puretone threshold from 500 to 4000 Hz was 40 decibels or greater, fewer than
three thresholds were 26 decibels or greater in either ear, and Maryland CNC speech
recognition was 96 percent in the right ear and 94 percent in the left ear. Your hearing
therefore does not meet VA's definition of a hearing loss disability (38 CFR 3.385).
The private audiogram did not use the Maryland CNC word list and cannot be used to
establish a disability. Because no current disability is shown, the claim is denied.
REFERENCES: 38 CFR Parts 3 and 4.

Ernesto L. Villanueva
2318 E Cholla Vista Dr
Mesa, AZ 85213`,
    expected: {
      conditions: [{ name: 'Tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'your tinnitus is at least as likely as not caused by military noise exposure',
        },
      ],
      inServiceEvents: [
        'Hazardous noise exposure on an aircraft carrier flight deck as an aviation ordnanceman, with ringing in both ears beginning during flight operations in 2003',
      ],
      personalData: [
        { kind: 'name', value: 'Ernesto L. Villanueva' },
        { kind: 'record-number', value: '27 903 118' },
        { kind: 'address', value: '2318 E Cholla Vista Dr' },
        { kind: 'address', value: 'Mesa, AZ 85213' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-hearing-dbq-scanned-mixed-opinions',
    kind: 'dbq',
    format: 'image',
    text: `HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE
Name of patient/Veteran: BRANDT, OSWALD H                  SSN: XXX-XX-5521
Date of exam: 04/15/2025        Claims file (VBMS) reviewed: [X] Yes [ ] No
SECTION I: HEARING LOSS
1. Does the Veteran have a diagnosis of sensorineural hearing loss? [X] Yes [ ] No
2. Puretone thresholds (dB HL):
   RIGHT EAR   500   1000   2000   3000   4000  |  Avg 1000-4000
                20     25     45     60     65  |  48.75
   LEFT EAR    500   1000   2000   3000   4000  |
                15     20     25     30     35  |  27.50
3. Maryland CNC speech recognition:  Right 88%    Left 96%
4. Diagnosis:  Right ear: [X] Sensorineural hearing loss (500-4000 Hz)
               Left ear:  [X] Normal hearing (does not meet 38 CFR 3.385)
5. Military noise: 13B cannon crewmember 1989-1995, M109 155 mm howitzer, Fort Sill, OK
   and Operation Desert Storm (Jan-Mar 1991). Hearing protection used inconsistently.
   Post-service: 20 years as a head sawyer at a lumber mill.
6. Medical opinion, right ear hearing loss:
   [ ] at least as likely as not (50% probability or greater) caused by military service
   [X] less likely than not (less than 50% probability) caused by an event in service
   Rationale: Enlistment (1989) and separation (1995) audiograms are normal bilaterally,
   0-15 dB at all frequencies, with no significant threshold shift. The Institute of
   Medicine (2006) found insufficient evidence for delayed-onset noise-induced hearing
   loss. The asymmetric right-sided loss began after service and fits his 20 years of
   occupational noise with the right ear toward the head saw. Because of the asymmetry,
   MRI of the internal auditory canals was recommended to his PCP.
SECTION II: TINNITUS
7. Does the Veteran report recurrent tinnitus? [X] Yes [ ] No
   Onset: "during the ground war, after a week of fire missions." Constant, both ears.
   STR 03/1993, Fort Sill sick call: "ringing in ears x 2 days after live fire."
8. Medical opinion, tinnitus:
   [X] at least as likely as not (50% probability or greater) caused by military noise
   exposure. Rationale: credible report of in-service onset corroborated by the 1993 STR
   entry; tinnitus can occur with a normal audiogram.
9. Functional impact: [X] Yes - "I can't follow a conversation in a restaurant."

Examiner: /es/ Delphine Aucoin, AuD, CCC-A     Audiologist     04/15/2025`,
    expected: {
      conditions: [
        { name: 'Sensorineural hearing loss, right ear', diagnosticCode: '6100' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        {
          condition: 'Hearing loss, right ear',
          strength: 'less likely than not',
          quote: 'less likely than not (less than 50% probability) caused by an event in service',
        },
        {
          condition: 'Tinnitus',
          strength: 'at least as likely as not',
          quote: 'at least as likely as not (50% probability or greater) caused by military noise',
        },
      ],
      inServiceEvents: [
        'Noise exposure as a 13B cannon crewmember firing M109 155 mm howitzers at Fort Sill and in Operation Desert Storm (1991)',
        'Sick call at Fort Sill in March 1993 for ringing in the ears after live fire',
      ],
      personalData: [
        { kind: 'name', value: 'BRANDT, OSWALD H' },
        { kind: 'ssn', value: 'XXX-XX-5521' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-primary-care-vietnam-agent-orange',
    kind: 'va-progress-note',
    format: 'text',
    text: `ST. CLAIR,HOWARD EUGENE      ***-**-8016      DOB: 05/14/1947
------------------------------------------------------------------------------
LOCAL TITLE: PACT PRIMARY CARE FOLLOW-UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: OCT 22, 2024@13:40     ENTRY DATE: OCT 22, 2024@15:18:06
      AUTHOR: NGUYEN-FAIRBANKS,HELEN NP   EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

CC: 6-month follow-up of diabetes, heart disease, neuropathy.

SUBJECTIVE:
77 y/o Army veteran (1967-1970), served in Vietnam at Da Nang 1968-1969 as a
motor pool mechanic; reports "they sprayed the perimeter all the time." On the
Agent Orange Registry since 2004. Lives with his wife, Loretta, in their own home.
Reports burning and numbness in both feet, worse at night, now up to the ankles.
No chest pain; walks 20 minutes most days, stops for "tired legs," no claudication.
Uses 2 pads/day for stress incontinence since prostatectomy; no hematuria.
Checks sugars fasting 140-190.

ACTIVE PROBLEM LIST:
- Diabetes mellitus type 2, insulin-requiring (dx 2003)
- Coronary artery disease, s/p CABG x3 (2016)
- Peripheral neuropathy, bilateral lower extremities, diabetic
- Adenocarcinoma of prostate, Gleason 3+4, s/p radical prostatectomy 04/2019,
  PSA undetectable since surgery
- Hearing aids, bilateral (audiology 2022)

FAMILY HISTORY: Father - colon cancer at 70. Brother - type 2 diabetes.
Mother - Alzheimer disease.

OBJECTIVE:
BP 132/74  P 64  Wt 203 lb  BMI 29.1
Heart RRR, healed sternotomy. Lungs clear.
Feet: no ulcers; monofilament absent at 6/10 sites bilaterally; vibration absent at
great toes; ankle reflexes absent bilaterally. DP pulses 1+ bilaterally.
Labs 10/15/2024: A1c 7.9%, eGFR 68, urine albumin/creatinine 42, LDL 61, PSA <0.01.

SCREENING:
PHQ-2 = 0. Veteran denies thoughts of harming himself. AUDIT-C 0. Fall screen negative.

ASSESSMENT/PLAN:
1. Diabetes mellitus type 2 - above goal. Increase glargine 24 -> 28 units qhs;
   continue metformin 1000 mg BID. Retinal imaging due 01/2025.
2. Coronary artery disease - stable, no angina. Continue aspirin, metoprolol,
   atorvastatin. Last ETT 2023: 5.1 METs, no ischemia.
3. Diabetic peripheral neuropathy, bilateral lower extremities - worse. Gabapentin
   300 mg TID; podiatry referral for protective footwear.
4. Prostate cancer, s/p prostatectomy - no recurrence; urology surveillance yearly;
   continue pelvic floor exercises for incontinence.
5. Veteran asked about filing a PACT Act claim. Informed him that type 2 diabetes,
   ischemic heart disease and prostate cancer are on VA's list of conditions presumed
   related to herbicide exposure; gave him the VSO office hours. No opinion requested.

RTC 6 months with labs. Phone confirmed: (563) 555-0119.

/es/ HELEN NGUYEN-FAIRBANKS, APRN-NP
Primary Care, Dubuque CBOC`,
    expected: {
      conditions: [
        { name: 'Diabetes mellitus, type 2', diagnosticCode: '7913' },
        { name: 'Coronary artery disease (ischemic heart disease)', diagnosticCode: '7005' },
        { name: 'Peripheral neuropathy, bilateral lower extremities', diagnosticCode: '8520' },
        { name: 'Prostate cancer, status post radical prostatectomy', diagnosticCode: '7528' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['Served in Vietnam at Da Nang 1968-1969 with exposure to herbicides (Agent Orange)'],
      personalData: [
        { kind: 'name', value: 'ST. CLAIR,HOWARD EUGENE' },
        { kind: 'ssn', value: '***-**-8016' },
        { kind: 'date-of-birth', value: '05/14/1947' },
        { kind: 'name', value: 'Loretta' },
        { kind: 'phone', value: '(563) 555-0119' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-imo-gulf-war-ibs-gerd',
    kind: 'private-letter',
    format: 'pdf',
    text: `MERIDIAN GASTROENTEROLOGY CONSULTANTS, P.A.
3100 Capital Circle NE, Suite 210, Tallahassee, FL 32308

March 3, 2025

RE: Independent medical opinion - Yolanda R. Pettigrew
    Date of birth: 12/08/1969        VA file no.: 26118450

To the Department of Veterans Affairs:

I am board certified in internal medicine and gastroenterology and have treated
Ms. Pettigrew since 2021. For this opinion I reviewed her service treatment records
(1988-1992), VA treatment records (2010-2025), her 2021 EGD and 2023 colonoscopy
reports, and my own clinic notes.

Ms. Pettigrew served in the Army as a food service specialist and deployed to Saudi
Arabia and Kuwait from September 1990 to May 1991. She describes weeks of black smoke
from the Kuwaiti oil well fires and taking pyridostigmine bromide tablets during the
ground war. Within a year of coming home she developed crampy lower abdominal pain
relieved by defecation, with alternating diarrhea and constipation. Her earliest VA
notes (2010) already describe these symptoms as long-standing.

Work-up: 2023 colonoscopy with random biopsies was normal; tissue transglutaminase IgA
was negative; there is no anemia or weight loss. Inflammatory bowel disease, microscopic
colitis and celiac disease have therefore been excluded. EGD in 2021 showed Los Angeles
grade A esophagitis; she takes omeprazole 20 mg daily.

DIAGNOSES
1. Irritable bowel syndrome, mixed type (Rome IV criteria met)
2. Gastroesophageal reflux disease with LA grade A esophagitis

OPINIONS
1. Irritable bowel syndrome.
In my opinion, her IBS is at least as likely as not related to her Gulf War service.
IBS is a functional gastrointestinal disorder, which VA treats as a medically
unexplained chronic multisymptom illness for Persian Gulf veterans (38 CFR 3.317).
Her symptoms began within a year of return, have been chronic and disabling for more
than six months, and every structural explanation has been excluded.
2. Gastroesophageal reflux disease.
I cannot determine whether her GERD is related to service without mere speculation.
GERD is a structural disorder rather than a functional one, it was first documented
in 2019, and she has other risk factors (BMI 31, daily NSAID use for knee pain).

Sincerely,
/s/ Celestine Obi-Marsh, MD, FACG`,
    expected: {
      conditions: [
        { name: 'Irritable bowel syndrome', diagnosticCode: '7319' },
        { name: 'Gastroesophageal reflux disease' },
      ],
      nexusOpinions: [
        {
          condition: 'Irritable bowel syndrome',
          strength: 'at least as likely as not',
          quote: 'her IBS is at least as likely as not related to her Gulf War service',
        },
        {
          condition: 'Gastroesophageal reflux disease',
          strength: 'unable to resolve',
          quote: 'I cannot determine whether her GERD is related to service without mere speculation',
        },
      ],
      inServiceEvents: [
        'Deployed to Saudi Arabia and Kuwait, September 1990 to May 1991, with exposure to smoke from the Kuwaiti oil well fires',
        'Took pyridostigmine bromide tablets during the ground war',
      ],
      personalData: [
        { kind: 'name', value: 'Yolanda R. Pettigrew' },
        { kind: 'name', value: 'Pettigrew' },
        { kind: 'date-of-birth', value: '12/08/1969' },
        { kind: 'record-number', value: '26118450' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-inpatient-psych-discharge-mst-si',
    kind: 'discharge-summary',
    format: 'text',
    text: `VA PUGET SOUND HEALTH CARE SYSTEM - AMERICAN LAKE DIVISION
INPATIENT MENTAL HEALTH UNIT (BLDG 61) - DISCHARGE SUMMARY

PATIENT: MCALLISTER-REYES, BRIANA J      SSN: 533-90-4761      SEX: F
DOB: 03/27/1982 (42 y)                   LEGAL STATUS: Voluntary
ADMISSION DATE: 11/09/2024               DISCHARGE DATE: 11/18/2024
ATTENDING PSYCHIATRIST: DESAI,ROHAN V MD

REASON FOR ADMISSION:
Veteran told her outpatient therapist on 11/08/2024 that she had been thinking about
taking all of her stored quetiapine, had counted out the pills and written a note to
her sister. She agreed to come to the ED and accepted voluntary admission.

DISCHARGE DIAGNOSES (DSM-5-TR):
1. Major depressive disorder, recurrent episode, severe, without psychotic features (F33.2)
2. Posttraumatic stress disorder, chronic (F43.10), related to military sexual trauma
3. Alcohol use disorder, moderate (F10.20)
4. Hypothyroidism (E03.9), on levothyroxine
Ruled out: Bipolar II disorder - no history of hypomania on interview or on collateral
from her sister; Mood Disorder Questionnaire negative.

HISTORY OF PRESENT ILLNESS:
42 y/o female Army veteran (2001-2006, 31B military police). She reports that in 2003,
at Fort Leonard Wood, MO, she was sexually assaulted by a senior NCO in her unit. She
did not report it; afterward her evaluations declined, she began drinking heavily and
she requested a transfer. She has been in VA care since 2012 (MST coordinator referral
2014). Prior suicide attempt: overdose in 2007 requiring medical admission. This
episode followed the loss of her job and the anniversary of the assault; she described
six weeks of depressed mood, insomnia, 15 lb weight loss, hopelessness and daily
thoughts of dying, with the plan described above. Drinking up to a pint of vodka on
weekends.

HOSPITAL COURSE:
Started on sertraline 50 mg, titrated to 100 mg; quetiapine stopped; prazosin 2 mg qhs
for nightmares. CIWA protocol without need for benzodiazepines after day 2. Attended
DBT skills and Seeking Safety groups daily. TSH 6.8 on admission; levothyroxine
increased from 50 to 75 mcg. By day 6 she denied suicidal ideation, intent or plan,
was future-oriented (plans to enroll in the Vet Center women's group) and completed a
written safety plan with her therapist.

SUICIDE RISK AT DISCHARGE:
Acute risk reduced from high to intermediate; chronic risk high (prior attempt, PTSD,
alcohol use). High Risk for Suicide Patient Record Flag placed 11/09/2024. Lethal means:
no firearms in the home (confirmed by sister); sertraline and prazosin dispensed as
7-day supplies; sister Danielle will hold and dispense medications for 30 days.

DISCHARGE MEDICATIONS: sertraline 100 mg daily; prazosin 2 mg qhs; naltrexone 50 mg
daily; levothyroxine 75 mcg daily.

FOLLOW-UP: Suicide Prevention Coordinator telephone contact within 24 hours; BHIP
psychiatry 11/21/2024; outpatient therapist 11/20/2024; SUD IOP intake 11/22/2024.

CONTACTS:
Home address: 1207 Tahoma Ridge Ct, Lakewood, WA 98499
Emergency contact: Danielle Reyes (sister), (253) 555-0194

/es/ ROHAN V DESAI, MD   11/18/2024 16:05`,
    expected: {
      conditions: [
        { name: 'Major depressive disorder, recurrent, severe', diagnosticCode: '9434' },
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder' },
        { name: 'Hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Sexually assaulted by a senior NCO in her unit at Fort Leonard Wood, Missouri, in 2003 (military sexual trauma), followed by declining evaluations and a transfer request',
      ],
      personalData: [
        { kind: 'name', value: 'MCALLISTER-REYES, BRIANA J' },
        { kind: 'ssn', value: '533-90-4761' },
        { kind: 'date-of-birth', value: '03/27/1982' },
        { kind: 'name', value: 'Danielle' },
        { kind: 'name', value: 'Danielle Reyes' },
        { kind: 'address', value: '1207 Tahoma Ridge Ct, Lakewood, WA 98499' },
        { kind: 'phone', value: '(253) 555-0194' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-str-separation-history-back-tinnitus',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `REPORT OF MEDICAL HISTORY                                         DD FORM 2807-1
1. LAST NAME, FIRST NAME, MIDDLE NAME         2. SOCIAL SECURITY NUMBER
   GUTIERREZ-HOLM, ANDRES FELIPE                 604-17-3358
3. HOME ADDRESS                               4. HOME TELEPHONE
   88 Canyon Wren Dr, El Paso, TX 79912          (915) 555-0133
5. EXAMINING LOCATION: WILLIAM BEAUMONT AMC, FT BLISS TX   6. DATE OF EXAM: 20110815
7. PURPOSE: [ ] ENLISTMENT  [ ] PERIODIC  [X] SEPARATION  [ ] RETIREMENT
8. DATE OF BIRTH: 19840611    9. GRADE: E-5    10. COMPONENT: ARMY - ACTIVE
                                                                       YES   NO
11. Have you ever had or do you now have:
  h. Ear, nose or throat trouble                                      [ ]   [X]
  i. Hearing loss or wear a hearing aid                               [ ]   [X]
  j. Ringing in the ears                                              [X]   [ ]
12. a. Recurrent back pain or any back problem                        [X]   [ ]
    c. Knee trouble                                                   [ ]   [X]
17. a. Nervous trouble of any sort (anxiety or panic attacks)         [ ]   [X]
    c. Depression or excessive worry                                  [ ]   [X]
    e. Attempted suicide                                              [ ]   [X]
    f. Been evaluated or treated for a mental condition               [ ]   [X]
22. Exposed to loud noise (weapons, aircraft, explosions)?            [X]   [ ]
29. EXPLANATION OF "YES" ANSWER(S):
11j: Ringing in both ears off and on since mortar rounds hit about 50 m from my
     guard tower at FOB Falcon, Baghdad, 12 May 2008. Lasts minutes to hours.
12a: Fell about 5 ft off the bed of an LMTV while loading ammo cans, Camp Taji,
     Iraq, 17 Oct 2009. Landed flat on my back. Seen at the BAS, PT for 6 wks.
     Still flares up about once a month with rucking or heavy lifting.
22:  11B infantry - M4, M240B, M2, mortar and rocket attacks, convoys.
I certify that I have reviewed the foregoing information and it is true and complete.
SIGNATURE: /s/ A. F. Gutierrez-Holm                               DATE: 20110815
30a. EXAMINER'S SUMMARY AND ELABORATION:
12a: Chronic recurrent lumbosacral strain since 10/2009 fall, documented in STRs
     (BAS Camp Taji 17OCT09; PT 10/09-12/09; sick call 03/10 and 01/11). No radicular
     symptoms. Full ROM today, pain at end of flexion. SLR neg. Refer to VA.
11j: Tinnitus, bilateral, intermittent, onset 05/2008 after blast exposure.
     Audiogram today (DD 2216) within normal limits bilaterally; no STS.
17:  Denies depression and denies suicidal ideation; PDHRA 2010 negative.
Qualified for separation.
30b. EXAMINER: CPT L. OYEBANJI, MC, USA                          DATE: 20110815`,
    expected: {
      conditions: [
        { name: 'Lumbosacral strain', diagnosticCode: '5237' },
        { name: 'Tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Mortar rounds impacted about 50 meters from his guard tower at FOB Falcon, Baghdad, 12 May 2008, with onset of ringing in the ears',
        'Fell about 5 feet off the bed of an LMTV while loading ammunition at Camp Taji, Iraq, 17 October 2009, injuring his back',
      ],
      personalData: [
        { kind: 'name', value: 'GUTIERREZ-HOLM, ANDRES FELIPE' },
        { kind: 'name', value: 'A. F. Gutierrez-Holm' },
        { kind: 'ssn', value: '604-17-3358' },
        { kind: 'address', value: '88 Canyon Wren Dr, El Paso, TX 79912' },
        { kind: 'phone', value: '(915) 555-0133' },
        { kind: 'date-of-birth', value: '19840611' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 13 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-board-decision-spine-granted-htn-denied',
    kind: 'statement-or-decision',
    format: 'text',
    text: `BOARD OF VETERANS' APPEALS
DEPARTMENT OF VETERANS AFFAIRS

IN THE APPEAL OF
CLEMENT A. HARTIGAN
Represented by: Disabled American Veterans

Docket No. 240117-402865                                   Date: June 27, 2025

ORDER
Entitlement to service connection for degenerative disc disease of the lumbar spine is
granted.
Entitlement to service connection for hypertension is denied.

REMANDED
Entitlement to service connection for a headache disorder is remanded.

FINDINGS OF FACT
1. The Veteran has degenerative disc disease of the lumbar spine, and the evidence is at
least in approximate balance as to whether it began in service.
2. The Veteran's hypertension did not begin in service or manifest within one year of
separation, and the preponderance of the evidence is against a finding that it is
otherwise related to service.

CONCLUSIONS OF LAW
1. The criteria for service connection for degenerative disc disease of the lumbar spine
are met. 38 U.S.C. 1110, 5107(b); 38 C.F.R. 3.102, 3.303.
2. The criteria for service connection for hypertension are not met. 38 U.S.C. 1110,
1112; 38 C.F.R. 3.303, 3.307, 3.309.

REASONS AND BASES FOR FINDINGS AND CONCLUSIONS
The Veteran served on active duty in the Marine Corps from January 1988 to January 1996.
This matter comes before the Board from an April 2024 rating decision. The Veteran
selected the Direct Review docket.

1. Lumbar spine
A current disability is established: lumbar MRI in 2022 shows degenerative disc disease
at L4-L5 and L5-S1. Service treatment records show that in March 1991, at Twentynine
Palms, the Veteran fell from the tailgate of a 7-ton truck and was treated for a low
back strain with two days of light duty. The records also show sick call visits for
"recurrent LBP" in August 1994 and June 1995.

In October 2023 a VA examiner opined that the Veteran's lumbar spine disability is less likely than not (less than 50 percent probability) incurred in or caused by the in-service injury, reasoning that the 1991 strain was a single acute episode that resolved. That examiner did not discuss the 1994 and 1995 entries, and the Board therefore affords the opinion little probative weight.

In February 2024 the Veteran's treating orthopedic surgeon wrote that it is at least as likely as not that the Veteran's lumbar degenerative disc disease had its onset in service, explaining that the 1991 fall was followed by recurrent documented low back complaints, that the Veteran's post-service work was sedentary, and that two-level disc degeneration at his age is more advanced than expected. The opinion rests on an accurate history and is supported by a reasoned explanation.

The evidence is at least in approximate balance, and the benefit of the doubt is
resolved in the Veteran's favor. Service connection is granted.

2. Hypertension
Hypertension was first diagnosed in 2012, sixteen years after separation. Blood
pressure readings in service were normal, including 118/76 at separation. The Veteran
did not serve in the Republic of Vietnam or another location associated with herbicide
exposure. The October 2023 VA examiner concluded that the Veteran's hypertension is less likely than not related to his military service, noting normal in-service readings, onset in his early forties, obesity and a family history of hypertension. No contrary medical opinion is of record. The Veteran's belief that stress in service caused his hypertension is not competent evidence on this complex medical question. Service connection is denied.

REMAND
The Veteran reports headaches since he struck his head on the turret hatch of a light
armored vehicle in 1993; STRs show a scalp laceration that year. The record contains no
diagnosis of a headache disorder and no VA examination has been provided. The matter is
REMANDED for a VA examination to determine whether the Veteran has a headache disorder
and, if so, whether it is related to the 1993 head injury.

                                  /s/ M. T. ESCOBEDO-LANE
                              Veterans Law Judge, Board of Veterans' Appeals`,
    expected: {
      conditions: [
        { name: 'Degenerative disc disease of the lumbar spine', diagnosticCode: '5242' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [
        {
          condition: 'Degenerative disc disease of the lumbar spine',
          strength: 'less likely than not',
          quote:
            "the Veteran's lumbar spine disability is less likely than not (less than 50 percent probability) incurred in or caused by the in-service injury",
        },
        {
          condition: 'Degenerative disc disease of the lumbar spine',
          strength: 'at least as likely as not',
          quote:
            "it is at least as likely as not that the Veteran's lumbar degenerative disc disease had its onset in service",
        },
        {
          condition: 'Hypertension',
          strength: 'less likely than not',
          quote: "the Veteran's hypertension is less likely than not related to his military service",
        },
      ],
      inServiceEvents: [
        'Fell from the tailgate of a 7-ton truck at Twentynine Palms in March 1991 and was treated for a low back strain',
        'Sick call visits for recurrent low back pain in August 1994 and June 1995',
        'Struck his head on the turret hatch of a light armored vehicle in 1993, with a scalp laceration',
      ],
      personalData: [
        { kind: 'name', value: 'CLEMENT A. HARTIGAN' },
        { kind: 'record-number', value: '240117-402865' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 14 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-womens-health-endometriosis',
    kind: 'va-progress-note',
    format: 'text',
    text: `OYELARAN,FUNMILAYO T      XXX-XX-6029      DOB: 10/01/1990
------------------------------------------------------------------------------
LOCAL TITLE: WOMEN'S HEALTH GYN CONSULT
STANDARD TITLE: GYNECOLOGY CONSULT
DATE OF NOTE: AUG 05, 2024@14:10     ENTRY DATE: AUG 05, 2024@16:52:40
      AUTHOR: FERREIRA-LUNDQUIST,ANA MD   EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

REASON FOR CONSULT: Chronic pelvic pain, dysmenorrhea, heavy menses. Referred by PCP.

HPI:
33 y/o G1P1 Air Force veteran (2010-2016, fuels systems specialist). Reports severe
menstrual cramps and pelvic pain beginning in 2012 while deployed to Bagram Airfield,
Afghanistan; she was seen at the Craig Joint Theater Hospital and given naproxen and
"told it was normal." Pain has progressed to most days of the month, with dyspareunia
and painful bowel movements during menses. Community care diagnostic laparoscopy
02/2024: stage III endometriosis with a 4 cm left ovarian endometrioma, excised;
pathology confirmed endometriosis. Pain improved for 3 months, now returning.
Menses every 26 days, 8 days, soaking a pad every 1-2 hours on days 1-3.

PMH: Endometriosis (pathology-proven 02/2024). Migraine was considered by her PCP in
2023; headaches resolved after stopping combined OCPs - no headache diagnosis.
PSH: Cesarean section 2018; laparoscopy 02/2024.
FAMILY HISTORY: Mother - breast cancer at 48. Maternal aunt - ovarian cancer at 55.
SOCIAL: Works as a dispatcher. Nonsmoker. Alcohol rarely. Lives with partner and son.

OBJECTIVE:
BP 118/72. BMI 24.
Pelvic exam: nodularity of the uterosacral ligaments, tenderness of the posterior
cul-de-sac, uterus normal size and mobile, no adnexal mass.
Pelvic ultrasound 07/22/2024: uterus 8.1 cm, homogeneous myometrium; no fibroids, no
adenomyosis; post-surgical changes of the left ovary, no recurrent endometrioma.
Labs 07/22/2024: Hgb 10.2 g/dL, MCV 74, ferritin 6.

SCREENING: PHQ-9 = 8 (items 1-8 related to pain and fatigue); item 9 = 0. She denies
any thoughts of death or self-harm.

ASSESSMENT/PLAN:
1. Endometriosis, stage III, s/p laparoscopic excision 02/2024, with recurrent
   dysmenorrhea and pelvic pain - start norethindrone acetate 5 mg daily; discussed
   GnRH antagonist if no response by 3 months; pelvic floor PT referral.
2. Iron deficiency anemia secondary to menorrhagia - ferrous sulfate 325 mg every
   other day; recheck CBC/ferritin in 8 weeks; IV iron if no response.
3. Uterine fibroids - not present on imaging; no further evaluation needed.
4. Family history of breast and ovarian cancer - referral to genetic counseling;
   screening mammogram to start at 38 (10 years before mother's diagnosis).
5. Mild depressive symptoms in the setting of chronic pain - PCMHI referral offered,
   declined for now.
Veteran asked whether this clinic could write a letter for her VA claim. Explained that
this clinic does not provide nexus opinions and that the claim process includes a C&P
examination. Records released to her via My HealtheVet.

Callback number verified: (719) 555-0168.

/es/ ANA FERREIRA-LUNDQUIST, MD
Women's Health Gynecology`,
    expected: {
      conditions: [
        { name: 'Endometriosis', diagnosticCode: '7629' },
        { name: 'Iron deficiency anemia', diagnosticCode: '7700' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Onset of severe pelvic pain and dysmenorrhea in 2012 while deployed to Bagram Airfield, Afghanistan, treated at the Craig Joint Theater Hospital',
      ],
      personalData: [
        { kind: 'name', value: 'OYELARAN,FUNMILAYO T' },
        { kind: 'ssn', value: 'XXX-XX-6029' },
        { kind: 'date-of-birth', value: '10/01/1990' },
        { kind: 'phone', value: '(719) 555-0168' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 15 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-initial-ptsd-dbq-passive-si',
    kind: 'dbq',
    format: 'text',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Bartholomew J. Sayre
VA file number: 310557726
Date of examination: 09/30/2024
Examiner: Theodora Kasprzak, PhD, Licensed Psychologist (contract examiner)
Is this DBQ being completed in conjunction with a VA 21-2507, C&P examination request?
[X] Yes  [ ] No

SECTION I:
1. DIAGNOSTIC SUMMARY
Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on
today's evaluation?   [X] Yes  [ ] No

2. CURRENT DIAGNOSES
a. Mental disorder diagnosis #1: Posttraumatic stress disorder     ICD code: F43.10
b. Mental disorder diagnosis #2: Alcohol use disorder, moderate, in sustained remission
   ICD code: F10.21
c. Medical diagnoses relevant to the understanding or management of the mental health
   disorder: None

3. DIFFERENTIATION OF SYMPTOMS
a. Does the Veteran have more than one mental disorder diagnosed?  [X] Yes  [ ] No
b. Is it possible to differentiate what symptoms are attributable to each diagnosis?
   [X] Yes  [ ] No  [ ] Not applicable
   The alcohol use disorder has been in sustained remission since 03/2019 and accounts
   for none of the current symptoms; all current symptoms are attributable to PTSD.
c. Does the Veteran have a diagnosed traumatic brain injury (TBI)?
   [ ] Yes  [X] No  [ ] Not shown in records reviewed

4. OCCUPATIONAL AND SOCIAL IMPAIRMENT
Which of the following best summarizes the Veteran's level of occupational and social
impairment with regards to all mental diagnoses?
   [ ] No mental disorder diagnosis
   [ ] Formally diagnosed, but symptoms not severe enough to interfere with functioning
   [ ] Occupational and social impairment due to mild or transient symptoms
   [ ] Occasional decrease in work efficiency and intermittent periods of inability
   [X] Occupational and social impairment with reduced reliability and productivity
   [ ] Occupational and social impairment with deficiencies in most areas
   [ ] Total occupational and social impairment

SECTION II: CLINICAL FINDINGS
1. EVIDENCE REVIEW
[X] VBMS e-folder  [X] VA treatment records (CPRS)  [X] Other: DD 214, STRs, PDHA
01/2005, PDHRA 06/2005.

2. HISTORY
a. Social/marital/family history: Raised in Altoona, PA. Married to his second wife,
Noreen, since 2014; one son, Caleb, 16. First marriage (2006-2010) ended in divorce,
which he attributes to "drinking and rage" after Iraq. Few friends; skips his son's
football games because of the crowds.
b. Occupational history: High school graduate. USPS letter carrier since 2011. Took 6
weeks of FMLA leave in 2024 for "nerves"; two written warnings in 2023 for arguments
with customers.
c. Mental health history: VA PTSD clinic since 2019; sertraline 150 mg and prazosin
6 mg; completed 12 sessions of Cognitive Processing Therapy in 2020. Residential SUD
treatment 02-03/2019; sober since. No psychiatric hospitalizations. No suicide attempts.
d. Legal history: DUI 2009. None since.
e. Military history: USMC 2002-2008, 0311 rifleman, 3rd Battalion, 1st Marines.
Deployed to Iraq 2004-2005 (Fallujah) and 2006-2007 (Haditha). Combat Action Ribbon.

3. STRESSORS
Stressor #1: During house-to-house clearing in Fallujah in November 2004 (Operation
Phantom Fury), the Veteran's fire team leader was shot and killed beside him in a
stairwell; the Veteran tried to stop the bleeding until the corpsman arrived.
   Does this stressor meet Criterion A?                               [X] Yes  [ ] No
   Related to fear of hostile military or terrorist activity?         [X] Yes  [ ] No
   Related to personal assault, e.g. military sexual trauma?          [ ] Yes  [X] No
Stressor #2: In Haditha in 2006 he was assigned to a detail recovering the remains of
Marines killed when their vehicle struck an IED.
   Does this stressor meet Criterion A?                               [X] Yes  [ ] No
   Related to fear of hostile military or terrorist activity?         [X] Yes  [ ] No

4. PTSD DIAGNOSTIC CRITERIA
Criterion A: [X] Directly experiencing the traumatic event(s)  [X] Witnessing, in
person, the event(s) as it occurred to others
Criterion B: [X] Recurrent, involuntary, intrusive distressing memories  [X] Recurrent
distressing dreams  [X] Intense psychological distress at exposure to cues
Criterion C: [X] Avoidance of distressing memories  [X] Avoidance of external reminders
Criterion D: [X] Persistent, distorted blame of self  [X] Persistent negative emotional
state  [X] Feelings of detachment or estrangement from others
Criterion E: [X] Irritable behavior and angry outbursts  [X] Hypervigilance
[X] Exaggerated startle response  [X] Sleep disturbance
Criterion F: [X] Duration of the disturbance is more than 1 month
Criterion G: [X] Clinically significant distress or impairment
Criterion H: [X] Not attributable to a substance or another medical condition

5. SYMPTOMS (check all that apply)
[X] Depressed mood
[X] Anxiety
[X] Suspiciousness
[X] Chronic sleep impairment
[X] Mild memory loss, such as forgetting names, directions or recent events
[X] Disturbances of motivation and mood
[X] Difficulty in establishing and maintaining effective work and social relationships
[X] Difficulty in adapting to stressful circumstances, including work or a worklike setting
[X] Suicidal ideation
[ ] Obsessional rituals which interfere with routine activities
[ ] Persistent danger of hurting self or others

6. BEHAVIORAL OBSERVATIONS
Arrived early and asked to sit facing the door. Casually dressed, well groomed.
Cooperative but guarded. Speech normal. Mood "on edge"; affect anxious and restricted,
tearful when describing Stressor #1. Thought process linear. No psychotic symptoms.
Suicide risk: Mr. Sayre reports passive thoughts of death "a couple of times a month,"
usually after nightmares: "Some nights I think everybody would be better off if I hadn't
made it home." He denies intent or plan, has never made an attempt, and names his son as
his reason for living. He keeps a handgun in a lockbox; his wife holds the key. Safety
planning and Veterans Crisis Line information reviewed; with his consent, his VA PTSD
clinic psychologist was notified the same day.

7. OTHER SYMPTOMS: None.

8. COMPETENCY
Is the Veteran capable of managing his or her financial affairs?  [X] Yes  [ ] No

9. REMARKS, INCLUDING MEDICAL OPINION
PCL-5: 61. CAPS-5 past-month severity: 44; all DSM-5 criteria for PTSD are met.
The claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event or illness.
Rationale: Both stressors are consistent with the places, types and circumstances of the
Veteran's service (Combat Action Ribbon; his battalion fought in Fallujah in November
2004) and meet Criterion A. His symptoms are specifically tied to those events
(intrusive memories of the stairwell, nightmares about the recovery detail, avoidance of
crowds and of the smell of diesel). The PDHRA of 06/2005 already recorded nightmares and
hypervigilance, and no pre-service or post-service trauma better explains the picture.

/es/ Theodora Kasprzak, PhD
09/30/2024`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Alcohol use disorder, in sustained remission' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote:
            'The claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service injury, event or illness',
        },
      ],
      inServiceEvents: [
        'Fire team leader shot and killed beside him during house-to-house clearing in Fallujah, Iraq, November 2004',
        'Assigned in 2006 in Haditha, Iraq, to recover the remains of Marines killed by an IED',
      ],
      personalData: [
        { kind: 'name', value: 'Bartholomew J. Sayre' },
        { kind: 'name', value: 'Sayre' },
        { kind: 'record-number', value: '310557726' },
        { kind: 'name', value: 'Noreen' },
        { kind: 'name', value: 'Caleb' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 16 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-imo-camp-lejeune-kidney-cancer-scan',
    kind: 'private-letter',
    format: 'image',
    text: `                    COASTAL UROLOGIC ONCOLOGY, P.A.
            2001 Medical Center Dr, Suite 300, Wilmington, NC 28401

April 22, 2025

RE: Wendell O. Thibodeaux        DOB: 08/16/1960        VA claim no.: 25 337 819

To the Department of Veterans Affairs:

Mr. Thibodeaux has been under my care since November 2023, when a CT scan done for
painless hematuria showed a 5.8 cm enhancing mass in the right kidney. I performed a
right radical nephrectomy on 12/19/2023. Pathology: clear cell renal cell carcinoma,
ISUP grade 2, pT1b N0, margins negative. Surveillance CT in 03/2025 shows no evidence of
recurrence or metastasis. After surgery his eGFR has stabilized at 52 mL/min/1.73 m2,
consistent with chronic kidney disease stage 3a.

Mr. Thibodeaux served in the U.S. Marine Corps and was stationed at Marine Corps Base
Camp Lejeune, North Carolina, from June 1979 to October 1981. He lived in the Hadnot
Point barracks and drank and bathed in the base water supply, which was contaminated
with trichloroethylene (TCE), perchloroethylene, benzene and vinyl chloride.

He smoked about half a pack a day for ten years and quit in 1992. He has no family
history of kidney cancer and no features of von Hippel-Lindau disease or another
hereditary syndrome. After service he taught high school history; he has no known
occupational solvent exposure.

Kidney cancer is one of the conditions VA presumes to be related to the contaminated
water at Camp Lejeune. Apart from that presumption, TCE is classified by IARC and the
EPA as a known human carcinogen, and the kidney is its principal target organ. His
remote and modest smoking history is far outweighed by 28 months of daily residential
exposure to TCE at concentrations many times the current federal limit.
In my opinion, his renal cell carcinoma is more likely than not caused by that exposure.

Please contact my office with any questions.

Sincerely,


/s/ Rafael Quintero-Abbott, MD
Urologic Oncology
Board certified, American Board of Urology`,
    expected: {
      conditions: [
        { name: 'Renal cell carcinoma, right kidney, status post radical nephrectomy', diagnosticCode: '7528' },
        { name: 'Chronic kidney disease, stage 3a' },
      ],
      nexusOpinions: [
        {
          condition: 'Renal cell carcinoma (kidney cancer)',
          strength: 'more likely than not',
          quote: 'his renal cell carcinoma is more likely than not caused by that exposure',
        },
      ],
      inServiceEvents: [
        'Stationed at Camp Lejeune, North Carolina, June 1979 to October 1981, drinking and bathing in water contaminated with TCE, PCE, benzene and vinyl chloride',
      ],
      personalData: [
        { kind: 'name', value: 'Wendell O. Thibodeaux' },
        { kind: 'name', value: 'Thibodeaux' },
        { kind: 'date-of-birth', value: '08/16/1960' },
        { kind: 'record-number', value: '25 337 819' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 17 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-str-behavioral-health-adjustment-disorder',
    kind: 'service-treatment-record',
    format: 'text',
    text: `AHLTA ENCOUNTER - OUTPATIENT NOTE
Patient: TRUJILLO, ESTEBAN M      Date: 09 Nov 2011 1420 CST      Appt Type: ACUT
FMP/SSN: 20/XXX-XX-3874      DoD ID: 1298437765      DOB: 04 Mar 1989
Treatment Facility: BAYNE-JONES ARMY COMMUNITY HOSPITAL, FORT POLK, LA
Clinic: EMBEDDED BEHAVIORAL HEALTH TEAM 2
Provider: PHAM, ANNELISE Q, PsyD, CPT, MS
Patient Status: Outpatient

Reason for Appointment: Command-directed evaluation (DoDI 6490.04) after a barracks
altercation on 05 Nov 2011.

Chief Complaint: "I can't sleep and I keep blowing up."

History of Present Illness:
22 y/o SPC, 12B combat engineer (route clearance). Redeployed 22 Jul 2011 from a
12-month deployment to Kunar Province, Afghanistan. Reports that on 12 May 2011 the lead
vehicle of his route clearance patrol struck an IED and his close friend was killed; SM
was in the second vehicle and helped recover his friend's body. Since redeployment:
nightmares 2-3 times a week, trouble falling asleep, irritability, startles at loud
noises, avoids watching the news. His wife, Celeste, moved back to her parents' home in
September with their 1-year-old daughter; she told him he "isn't the same." On 05 Nov
2011 he punched a wall and shoved another Soldier during an argument in the barracks.
Drinks 6-8 beers on Friday and Saturday nights since redeployment; denies drinking
before duty.

Screening:
PHQ-9: 14 (moderate); item 9 = 0.
PCL-M: 39 (below the 50 cutoff).
AUDIT-C: 7 (positive).

Suicide/Homicide Risk Assessment:
SM denies suicidal ideation, intent or plan, now or ever; denies any past attempts or
self-harm. Denies homicidal ideation, including toward the Soldier involved in the
altercation. Privately owned weapons: one rifle, stored in the unit arms room.
Protective factors: daughter, religious faith, plans to reenlist, supportive squad
leader. Overall risk: low.

Mental Status Exam:
Alert, oriented x4, in duty uniform, good hygiene. Cooperative, mildly guarded. Speech
normal. Mood "stressed." Affect dysphoric, full range. Thought process linear. No
psychotic symptoms. Insight fair, judgment fair.

Assessment / Plan:
1. Adjustment disorder with mixed anxiety and depressed mood (F43.23) - onset after
   deployment stressors and marital separation.
2. Rule out PTSD - current symptoms subthreshold; reassess with CAPS in 4 weeks.
3. Hazardous alcohol use (no alcohol use disorder diagnosed) - referred to ASAP for
   prevention education.
Disposition: Released without limitations. No profile.
Command feedback (DoDI 6490.08) provided to 1SG: no safety concerns; follow-up with EBH
recommended.
Follow-up: EBH in 2 weeks. Sleep hygiene handout and CBT-I worksheet provided.

Electronically signed by PHAM, ANNELISE Q, PsyD, CPT, MS on 09 Nov 2011 1612`,
    expected: {
      conditions: [{ name: 'Adjustment disorder with mixed anxiety and depressed mood', diagnosticCode: '9440' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Deployed to Kunar Province, Afghanistan; on 12 May 2011 the lead vehicle of his route clearance patrol struck an IED, killing a close friend whose body he helped recover',
        'Command-directed behavioral health evaluation after a barracks altercation on 5 November 2011',
      ],
      personalData: [
        { kind: 'name', value: 'TRUJILLO, ESTEBAN M' },
        { kind: 'ssn', value: 'XXX-XX-3874' },
        { kind: 'record-number', value: '1298437765' },
        { kind: 'date-of-birth', value: '04 Mar 1989' },
        { kind: 'name', value: 'Celeste' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 18 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-buddy-statement-helicopter-hard-landing',
    kind: 'statement-or-decision',
    format: 'image',
    text: `                       STATEMENT IN SUPPORT OF CLAIM
                  Department of Veterans Affairs - VA FORM 21-4138
SECTION I: VETERAN'S IDENTIFICATION INFORMATION
1. VETERAN'S NAME (First, Middle Initial, Last): Curtis L. Mabry
2. VETERAN'S SSN: 418-30-2267                3. VA FILE NUMBER: 29 881 046
4. VETERAN'S DATE OF BIRTH: 05/03/1970
5. MAILING ADDRESS: 3309 Copper Kettle Dr, Clarksville, TN 37042
SECTION II: REMARKS
My name is Harold J. Brennecke. I served in the U.S. Army from 1986 to 2006 and retired
as a Sergeant First Class. From 1990 to 1993 I was a UH-60 crew chief in B Company,
5th Battalion, 101st Aviation Regiment at Fort Campbell, Kentucky, in the same platoon
as SGT Curtis Mabry.

On or about 11 February 1992 we were on a night vision goggle training flight out of
Fort Campbell with Curtis as crew chief. Coming into a landing zone in brownout the
aircraft dropped the last ten or fifteen feet and hit hard on the left main gear. I was
riding in the cabin. Curtis was thrown down against the crew chief seat and the gun
mount. When we got out he tried to stand up and his legs buckled. He was holding his
lower back and said he had pain shooting down his right leg.

He was taken by ambulance to Blanchfield Army Community Hospital that night. After that
he was on light duty for about two months and wore a back brace on the flight line. He
was taken off flight status for a while. I remember him lying on the hangar floor at
lunch to stretch his back because he could not sit in a chair for long.

I have stayed in touch with Curtis since we both got out. He still talks about his back
and I have watched him struggle to get down from a deer stand and out of a bass boat.
I am not a medical professional and can only tell you what I saw and heard.

You may contact me at (270) 555-0163 or 418 Ridgecrest Ln, Hopkinsville, KY 42240.

I CERTIFY THAT the statements on this form are true and correct to the best of my
knowledge and belief.
SIGNATURE: Harold J. Brennecke                     DATE SIGNED: 04/14/2025`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: [
        'UH-60 hard landing during a night vision goggle training flight from Fort Campbell, Kentucky, on or about 11 February 1992, injuring his lower back; taken to Blanchfield Army Community Hospital and placed on light duty',
      ],
      personalData: [
        { kind: 'name', value: 'Curtis L. Mabry' },
        { kind: 'name', value: 'Curtis Mabry' },
        { kind: 'name', value: 'Curtis' },
        { kind: 'ssn', value: '418-30-2267' },
        { kind: 'record-number', value: '29 881 046' },
        { kind: 'date-of-birth', value: '05/03/1970' },
        { kind: 'address', value: '3309 Copper Kettle Dr, Clarksville, TN 37042' },
        { kind: 'name', value: 'Harold J. Brennecke' },
        { kind: 'phone', value: '(270) 555-0163' },
        { kind: 'address', value: '418 Ridgecrest Ln, Hopkinsville, KY 42240' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 19 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-rating-decision-ptsd-increase-osa-knee',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Chicago Regional Office

                               RATING DECISION                      January 22, 2025

NAME OF VETERAN                VA FILE NUMBER     SOCIAL SECURITY NR     POA
Gwendolyn S. Marchetti         22 741 390         XXX-XX-1856            THE AMERICAN LEGION

ACTIVE DUTY
EOD           RAD           BRANCH     CHARACTER OF DISCHARGE
06/21/2005    06/20/2013    Navy       Honorable

INTRODUCTION
The records reflect that you are a Veteran of the Gulf War Era. You served in the Navy
from June 21, 2005 to June 20, 2013. We received your claim on August 2, 2024. Based on a
review of the evidence listed below, we have made the following decisions on your claim.

DECISION
1. Evaluation of posttraumatic stress disorder, which is currently 50 percent
disabling, is increased to 70 percent effective August 2, 2024.
2. Service connection for obstructive sleep apnea is granted with an evaluation of 50
percent effective August 2, 2024.
3. Service connection for right knee condition is denied.

EVIDENCE
- VA Form 21-526EZ, Application for Disability Compensation and Related Compensation
  Benefits, received August 2, 2024
- VA Form 21-4138, Statement in Support of Claim, received August 2, 2024
- VA treatment records, Edward Hines Jr. VA Hospital, January 1, 2022 through
  December 30, 2024
- Private sleep study, Lakeshore Sleep Diagnostics, March 14, 2024
- VA examination, PTSD (review), October 15, 2024
- VA examination, sleep apnea, October 28, 2024
- VA examination, knee and lower leg conditions, October 28, 2024
- Service treatment records, June 21, 2005 through June 20, 2013

REASONS FOR DECISION
1. Evaluation of posttraumatic stress disorder currently evaluated as 50 percent
disabling.
Service connection for PTSD was established in 2016 based on the rocket and mortar
attacks you experienced while serving as an individual augmentee at Camp Victory, Iraq,
in 2008. We have increased your evaluation to 70 percent based on:
- Difficulty in adapting to stressful circumstances
- Impaired impulse control, such as unprovoked irritability with periods of violence
- Near-continuous depression affecting the ability to function independently
- Suicidal ideation
Your VA treatment records show that in September 2024 you told your therapist you had
been having thoughts of ending your life, without a plan, after a panic attack at work,
and the October 15, 2024 examiner recorded intermittent suicidal ideation. A higher
evaluation of 100 percent is not warranted unless the evidence shows total occupational
and social impairment. You continue to work part time and maintain close relationships
with your mother and your son (38 CFR 4.130, diagnostic code 9411).

2. Service connection for obstructive sleep apnea.
The private sleep study of March 14, 2024 diagnosed obstructive sleep apnea (AHI 22),
and a CPAP machine was prescribed. The VA examiner opined that your sleep apnea is at least as likely as not aggravated beyond its natural progression by your service-connected PTSD, explaining that your medical records show a 38-pound weight gain after you began mirtazapine for PTSD-related insomnia and that untreated nightmares fragmented your sleep. Service connection is granted on a secondary basis (38 CFR 3.310). We assigned 50 percent because your condition requires the use of a breathing assistance device such as CPAP (38 CFR 4.97, diagnostic code 6847).

3. Service connection for right knee condition.
Your service treatment records show treatment for right knee pain in 2009 after you fell
down a ladder aboard ship. However, the VA examination of October 28, 2024 found no
current right knee disability: x-rays were normal, range of motion was full and painless,
repetitive testing caused no loss of function, and no diagnosis was made. Service
connection requires evidence of a current disability, so the claim is denied.

REFERENCES:
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief,
contains the regulations of the Department of Veterans Affairs which govern entitlement
to all Veteran benefits.

Mailing address on file:
Gwendolyn S. Marchetti
605 N Wolf Rd, Apt 14
Northlake, IL 60164`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        {
          condition: 'Obstructive sleep apnea',
          strength: 'at least as likely as not',
          quote:
            'at least as likely as not aggravated beyond its natural progression by your service-connected PTSD',
        },
      ],
      inServiceEvents: [
        'Rocket and mortar attacks while serving as an individual augmentee at Camp Victory, Iraq, in 2008',
        'Fell down a ladder aboard ship in 2009 and was treated for right knee pain',
      ],
      personalData: [
        { kind: 'name', value: 'Gwendolyn S. Marchetti' },
        { kind: 'record-number', value: '22 741 390' },
        { kind: 'ssn', value: 'XXX-XX-1856' },
        { kind: 'address', value: '605 N Wolf Rd, Apt 14' },
        { kind: 'address', value: 'Northlake, IL 60164' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 20 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-respiratory-dbq-asthma-rhinitis-afghanistan',
    kind: 'dbq',
    format: 'pdf',
    text: `RESPIRATORY CONDITIONS (OTHER THAN TUBERCULOSIS AND SLEEP APNEA) DBQ
Name of patient/Veteran: Dashiell R. Okafor           VA file number: 33 902 165
Date of exam: 02/19/2025     Evidence reviewed: [X] VBMS e-folder  [X] CPRS records
SECTION I - DIAGNOSIS
1. Does the Veteran have or has he ever had a respiratory condition? [X] Yes [ ] No
   [X] Asthma                         ICD: J45.40     Date of diagnosis: 2012
   [X] Chronic rhinitis, allergic     ICD: J31.0      Date of diagnosis: 2012
   [ ] Chronic obstructive pulmonary disease
   [ ] Sarcoidosis
   [ ] Other: constrictive bronchiolitis considered; not diagnosed (see remarks)
SECTION II - MEDICAL HISTORY
2. Army 2008-2014 (68W combat medic). Deployed to Kandahar Airfield, Afghanistan,
   04/2010-04/2011; lived about a mile from the burn pit; daily smoke and dust storms.
   No childhood asthma; never smoked. STRs: 02/2011 Role 3 hospital visit at Kandahar
   for wheezing and chest tightness, albuterol inhaler issued; 09/2012 spirometry at
   Fort Campbell with a positive bronchodilator response, diagnosed asthma. Chronic
   nasal congestion and postnasal drip since the deployment.
3. Medications: [X] Inhaled bronchodilator, daily  [X] Inhaled corticosteroid, daily
   (budesonide-formoterol 160/4.5)  [X] Oral corticosteroid bursts: 2 in past 12 months
   (07/2024, 12/2024)   [ ] Antibiotics   [ ] Outpatient oxygen
4. Asthma attacks with respiratory failure in past 12 months: [X] None
   Physician visits for care of exacerbations in past 12 months: [X] 2
SECTION III - PULMONARY FUNCTION TESTING (02/19/2025)
   Pre-bronchodilator:  FEV1 68% predicted   FEV1/FVC 64%   DLCO 84% predicted
   Post-bronchodilator: FEV1 78% predicted   FEV1/FVC 69%   (FEV1 +14%, +410 mL)
   Interpretation: moderate obstruction with significant reversibility; normal DLCO.
   CT chest, inspiratory/expiratory, 01/2025: mild bronchial wall thickening; no
   mosaic attenuation or air trapping; no lymphadenopathy; no nodules.
SECTION IV - REMARKS
Constrictive bronchiolitis was considered because of the deployment history, but a
normal DLCO, no air trapping on expiratory CT and marked bronchodilator reversibility
do not support it; biopsy is not indicated. Sarcoidosis: no adenopathy or parenchymal
disease. Chronic rhinitis: about 40% obstruction of both nasal passages, no polyps.
SECTION V - MEDICAL OPINION
Asthma and chronic rhinitis are on VA's presumptive list for Afghanistan service
(38 CFR 3.320). Independently of the presumption:
His asthma is at least as likely as not (50% or greater probability) incurred in service;
wheezing was documented during the 2011 deployment, the diagnosis followed 19 months
later, and treatment has been continuous since.

/es/ Marguerite Oyelowo-Hart, MD, Pulmonology, C&P Examiner        02/19/2025`,
    expected: {
      conditions: [
        { name: 'Asthma', diagnosticCode: '6602' },
        { name: 'Allergic rhinitis (chronic)', diagnosticCode: '6522' },
      ],
      nexusOpinions: [
        {
          condition: 'Asthma',
          strength: 'at least as likely as not',
          quote: 'asthma is at least as likely as not (50% or greater probability) incurred in service',
        },
      ],
      inServiceEvents: [
        'Deployed to Kandahar Airfield, Afghanistan, April 2010 to April 2011, living about a mile from the burn pit with daily smoke and dust exposure',
        'Treated at the Role 3 hospital at Kandahar in February 2011 for wheezing and chest tightness',
      ],
      personalData: [
        { kind: 'name', value: 'Dashiell R. Okafor' },
        { kind: 'record-number', value: '33 902 165' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 21 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-ctbie-tbi-headaches-past-si',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `VANTERPOOL,ISAIAH C      XXX-XX-9180      DOB: 12/12/1987
LOCAL TITLE: TBI COMPREHENSIVE EVALUATION (CTBIE)
STANDARD TITLE: PHYSICAL MEDICINE & REHAB TBI NOTE
DATE OF NOTE: MAY 20, 2025@08:30      ENTRY DATE: MAY 20, 2025@11:47:02
      AUTHOR: SZABO,ILONA M MD        EXP COSIGNER:
     URGENCY:                         STATUS: COMPLETED
REFERRAL: Positive TBI screen at post-deployment clinic.
INJURY HISTORY: 37 y/o Army veteran (19D cavalry scout, 2006-2010). On 22 JUN 2007 in
Diyala Province, Iraq, he was the gunner in an up-armored HMMWV struck by an EFP and was
thrown against the turret ring. LOC about 2-3 min per his platoon leader, altered
consciousness the rest of the day, PTA under 24 h. Seen at the FOB Warhorse aid station,
returned to duty after 72 h. Second blast JAN 2008: IED ~30 m away, "dazed," no LOC.
CURRENT SYMPTOMS (NSI total 38):
- Headaches 3-4/week, bifrontal and throbbing, with photophobia and nausea; about twice
  a month he must lie down in a dark room for 3-4 hours and leaves work early.
- Forgets appointments, loses his train of thought, word-finding pauses. Irritability.
- His wife, Adaeze, reports brief "staring spells" 1-2 times a month.
MENTAL HEALTH: Followed in BHIP. Had passive suicidal ideation in 2019 during his
divorce, resolved with treatment. Today he denies suicidal ideation, intent or plan;
C-SSRS screener negative.
TESTS: MRI brain 03/2025: two punctate nonspecific FLAIR foci, no microhemorrhage.
EEG 04/2025 (routine and sleep-deprived): normal, no epileptiform discharges.
MoCA 25/30 (-3 delayed recall, -1 fluency, -1 serial 7s).
EXAM: Neurologically nonfocal. Romberg negative. Tandem gait normal. Fundi normal.
ASSESSMENT:
1. Mild TBI (VA/DoD criteria), 06/2007 blast, with residual cognitive symptoms.
2. Post-traumatic headache, migraine type, with prostrating attacks about twice monthly.
3. Staring spells: EEG normal; seizure disorder not supported. Likely attention lapses.
PLAN:
- Topiramate 25 mg qhs, titrate to 50 mg BID; sumatriptan 50 mg PRN (max 2 days/week).
- Headache diary. Neuropsychological testing referral. SLP cognitive rehab, 8 sessions.
- Continue BHIP care; Veterans Crisis Line reviewed.
- RTC 8 weeks. Home phone verified: (405) 555-0121.
/es/ ILONA M SZABO, MD
Polytrauma/TBI Physiatry
Signed: 05/20/2025 11:47`,
    expected: {
      conditions: [
        { name: 'Residuals of traumatic brain injury', diagnosticCode: '8045' },
        { name: 'Migraine (post-traumatic headaches)', diagnosticCode: '8100' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Gunner in an up-armored HMMWV struck by an EFP in Diyala Province, Iraq, on 22 June 2007, with loss of consciousness',
        'Second blast exposure from an IED about 30 meters away in January 2008',
      ],
      personalData: [
        { kind: 'name', value: 'VANTERPOOL,ISAIAH C' },
        { kind: 'ssn', value: 'XXX-XX-9180' },
        { kind: 'date-of-birth', value: '12/12/1987' },
        { kind: 'name', value: 'Adaeze' },
        { kind: 'phone', value: '(405) 555-0121' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 22 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-community-care-discharge-nstemi-afib',
    kind: 'discharge-summary',
    format: 'image',
    text: `ST. BRENDAN REGIONAL MEDICAL CENTER                         DISCHARGE SUMMARY
1800 Harlan Pike, Lexington, KY 40509                       (VA Community Care)
Patient: FITZGERALD, AMBROSE T.       MRN: 00482913       DOB: 06/21/1955
Admit: 02/02/2025    Discharge: 02/05/2025    Attending: Priya Venkataraman, MD, FACC
-------------------------------------------------------------------------------------
PRINCIPAL DIAGNOSIS: Non-ST-elevation myocardial infarction (NSTEMI), type 1
SECONDARY DIAGNOSES:
 1. Coronary artery disease, two-vessel (LAD 90%, RCA 80%), s/p DES x2 02/03/2025
 2. Paroxysmal atrial fibrillation, new onset (CHA2DS2-VASc 4)
 3. Essential hypertension
 4. Hyperlipidemia
RULED OUT: Aortic dissection - CT angiogram chest/abdomen 02/02/2025 negative.
HISTORY: 69 y/o man with HTN and HLD who presented with 2 hours of substernal chest
pressure radiating to the left arm while shoveling snow. hs-troponin 88 ng/L, peak
2,140. ECG: 1 mm ST depression V4-V6, no ST elevation. Former smoker, 30 pack-years,
quit 2001.
FAMILY HISTORY: Father - MI at 52, died at 58. Brother - CABG at 60.
SOCIAL: Retired electrician. Navy veteran (1973-1977). Lives with his wife. No alcohol.
HOSPITAL COURSE:
1. NSTEMI/CAD: heparin, aspirin, ticagrelor load. Cath 02/03: LAD 90%, RCA 80%, LCx
   mild disease. DES to proximal LAD and mid RCA. Echo: LVEF 45%, inferior
   hypokinesis. No clinical heart failure.
2. Atrial fibrillation: on telemetry night of 02/03, rates 130s; converted on its own
   after metoprolol. Apixaban started; ticagrelor changed to clopidogrel (triple
   therapy for 1 week, then apixaban plus clopidogrel).
3. Hypertension: 150s/90s on admission; lisinopril 10 mg added.
DISCHARGE MEDICATIONS: aspirin 81 mg daily x 7 days only; clopidogrel 75 mg daily;
apixaban 5 mg BID; metoprolol succinate 50 mg daily; lisinopril 10 mg daily;
atorvastatin 80 mg daily; nitroglycerin 0.4 mg SL PRN chest pain.
FOLLOW-UP: Cardiology 2 weeks; cardiac rehabilitation referral; VA PCP within 2 weeks.
CONDITION AT DISCHARGE: Good. Chest pain free, ambulating independently.

Electronically signed: Priya Venkataraman, MD, FACC      02/05/2025 16:22`,
    expected: {
      conditions: [
        { name: 'Myocardial infarction (NSTEMI)', diagnosticCode: '7006' },
        { name: 'Coronary artery disease', diagnosticCode: '7005' },
        { name: 'Atrial fibrillation, paroxysmal', diagnosticCode: '7010' },
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: 'Hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'FITZGERALD, AMBROSE T.' },
        { kind: 'record-number', value: '00482913' },
        { kind: 'date-of-birth', value: '06/21/1955' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 23 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-str-dd2216-audiogram-sts',
    kind: 'service-treatment-record',
    format: 'image',
    text: `HEARING CONSERVATION DATA                                            DD FORM 2216
SECTION I - IDENTIFICATION
1. NAME (Last, First, MI): PELLETIER, JOANNE R            2. SSN: 387-12-9054
3. DATE OF BIRTH (YYYYMMDD): 19920919   4. AGE: 27   5. GENDER: F   6. GRADE: E-4
7. SERVICE: USMC    8. UNIT: WEAPONS TRAINING BN, EDSON RANGE, MCB CAMP PENDLETON
9. MOS: 0931 MARKSMANSHIP INSTRUCTOR          10. YEARS IN NOISE: 3
11. HEARING PROTECTION: [X] PLUGS (FOAM)  [ ] MUFFS  [ ] DOUBLE
SECTION II - AUDIOMETRIC DATA (dB HL)
TYPE OF TEST: [ ] REFERENCE  [X] ANNUAL  [ ] FOLLOW-UP 1  [ ] FOLLOW-UP 2
DATE: 20191104                      HOURS SINCE LAST NOISE EXPOSURE: 16
                 500   1000   2000   3000   4000   6000
RIGHT  REF        5      5      5     10     10     10     (REF DATE 20150722)
       CURRENT    5     10      5     10     15     15
LEFT   REF        5      5     10     10     10     15
       CURRENT   10     10     20     35     40     45
STS (avg change at 2000/3000/4000 Hz of 10 dB or more):
       RIGHT [ ] YES [X] NO        LEFT [X] YES [ ] NO   (left average shift 21.7 dB)
FOLLOW-UP 1  20191105 (16 h quiet)  LEFT: 10 10 20 35 40 45    STS PERSISTS
FOLLOW-UP 2  20191120               LEFT: 10 10 20 35 45 45    STS CONFIRMED
SECTION III - COMMENTS / DISPOSITION
Cpl ran about two weeks of rifle qualification relays in Oct 2019 with foam plugs that
worked loose under her cover. Reports intermittent ringing in the L ear since then.
Otoscopy clear bilaterally. Tympanograms type A bilaterally.
Referred to audiology, Naval Hospital Camp Pendleton. Audiology evaluation 20191203:
Dx: mild to moderate high-frequency sensorineural hearing loss, left ear (2000-6000 Hz).
Right ear hearing within normal limits. Word recognition 96% R, 92% L.
DISPOSITION: New reference audiogram established 20191203. Double hearing protection
required on the range. Re-test in 90 days. Supervisor and safety office notified.

Technician: HM2 R. SANDOVAL           Reviewed: LT M. ALBRECHT, AuD, CCC-A`,
    expected: {
      conditions: [{ name: 'Sensorineural hearing loss, left ear', diagnosticCode: '6100' }],
      nexusOpinions: [],
      inServiceEvents: [
        'Noise exposure as a marksmanship instructor running rifle qualification relays at Edson Range, Camp Pendleton, in October 2019 with loose foam earplugs',
        'Significant threshold shift in the left ear on the November 2019 annual hearing conservation audiogram',
      ],
      personalData: [
        { kind: 'name', value: 'PELLETIER, JOANNE R' },
        { kind: 'ssn', value: '387-12-9054' },
        { kind: 'date-of-birth', value: '19920919' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 24 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-imo-psychologist-mst-ptsd-bulimia',
    kind: 'private-letter',
    format: 'text',
    text: `OAK HOLLOW PSYCHOLOGICAL SERVICES
Gretchen A. Lindahl-Ruiz, Ph.D., ABPP (Clinical Psychology)
780 Independence Blvd, Suite 12, Virginia Beach, VA 23455

February 10, 2025

RE:   Independent Psychological Evaluation and Medical Opinion
      Veteran: Marisol E. Vantassel
      Date of birth: 01/15/1985
      VA claim number: 31 602 588
      Evaluation dates: 01/21/2025 and 01/28/2025 (5.5 hours in total)

To the Department of Veterans Affairs:

Ms. Vantassel was referred by her attorney for an independent evaluation of her claims
for service connection for posttraumatic stress disorder (PTSD) based on military sexual
trauma (MST) and for an eating disorder. I do not treat her and have no other
relationship with her.

RECORDS REVIEWED
- Service treatment records, 06/2003 through 06/2007
- Service personnel records, including enlisted performance evaluations 2003-2007
- VA treatment records, Hampton VA Medical Center, 2012-2024
- Sentara Leigh Hospital records, 08/2009
- VA PTSD examination report dated 06/12/2024
- Statement from the Veteran's sister, 11/2024

MILITARY HISTORY AND REPORTED STRESSOR
Ms. Vantassel enlisted in the Navy at 18 and trained as an aviation machinist's mate.
She was assigned to a helicopter squadron at Naval Station Norfolk. She reports that in
March 2004, after an off-base command party, she was sexually assaulted by her leading
petty officer, who later told her no one would believe an E-3 over a first class petty
officer. She did not report the assault and told no one until 2012.

MARKERS IN THE RECORD
The records contain several of the behavior changes that 38 CFR 3.304(f)(5) lists as
possible evidence of a personal assault:
- 04/06/2004: STR visit requesting testing for sexually transmitted infections and
  emergency contraception.
- 05/2004: two visits for "stress," insomnia and headaches; referred to the chaplain.
- Performance evaluation fell from 4.0 (08/2003) to 2.8 (08/2004), citing "lack of
  military bearing."
- 07/2004: request for transfer to another work center, approved 08/2004.
- 10/2004: nonjudicial punishment for unauthorized absence, her only disciplinary action.
- Weight fell from 142 lb (2003 periodic health assessment) to 118 lb (2005), with no
  work-up.

POST-SERVICE HISTORY
Binge eating followed by self-induced vomiting began in mid-2004 and has continued; it
now occurs about three times a week. In August 2009 she took an overdose of
acetaminophen and was admitted to Sentara Leigh Hospital; she describes this as a
suicide attempt. She last had passive suicidal thoughts in 2023 and currently denies
suicidal ideation, intent or plan. She has been treated at the Hampton VA since 2012 for
"depression and anxiety."

TESTING
CAPS-5: all criteria for PTSD met; severity score 47. PCL-5: 59. EDE-Q global score:
4.1. Personality Assessment Inventory: valid profile, with no evidence of over-reporting
(NIM and MAL within normal limits).
Borderline personality disorder was considered because of the overdose and unstable
relationships, and is not diagnosed: PAI-BOR is not elevated, and the instability began
after the assault, not before it.

DIAGNOSES (DSM-5-TR)
1. Posttraumatic stress disorder, chronic (F43.10)
2. Bulimia nervosa, moderate (F50.2)

OPINIONS
1. In my professional opinion, it is at least as likely as not that Ms. Vantassel's posttraumatic stress disorder is the result of the military sexual trauma she described.
2. In my professional opinion, her bulimia nervosa is more likely than not caused by the military sexual trauma and the PTSD that followed it.

RATIONALE
The markers listed above cluster in the six months after March 2004 and are absent before
it: her 2003 evaluation was the highest possible, she had no prior mental health
contact, and she had no disciplinary history. Requests for STI testing and emergency
contraception, abrupt decline in performance, a transfer request and new misconduct are
exactly the behavior changes the regulation identifies. Her account has been consistent
across VA notes since 2012, and testing shows no over-reporting. Her intrusive memories,
avoidance and nightmares center on the assault; I found no other Criterion A event.
Bulimic behavior began within months of the assault, she describes purging as a way to
"get him out of me," and eating disorders are markedly more common among survivors of
sexual assault. The June 2024 VA examination did not discuss any of these markers.

Sincerely,

/s/ Gretchen A. Lindahl-Ruiz, Ph.D., ABPP`,
    expected: {
      conditions: [
        { name: 'Posttraumatic stress disorder', diagnosticCode: '9411' },
        { name: 'Bulimia nervosa', diagnosticCode: '9521' },
      ],
      nexusOpinions: [
        {
          condition: 'Posttraumatic stress disorder',
          strength: 'at least as likely as not',
          quote:
            "it is at least as likely as not that Ms. Vantassel's posttraumatic stress disorder is the result of the military sexual trauma she described",
        },
        {
          condition: 'Bulimia nervosa',
          strength: 'more likely than not',
          quote: 'her bulimia nervosa is more likely than not caused by the military sexual trauma and the PTSD that followed it',
        },
      ],
      inServiceEvents: [
        'Sexually assaulted by her leading petty officer after an off-base command party while assigned at Naval Station Norfolk, March 2004 (military sexual trauma)',
        'Markers after the assault in 2004: STI testing and emergency contraception request, performance decline, transfer request, nonjudicial punishment and weight loss',
      ],
      personalData: [
        { kind: 'name', value: 'Marisol E. Vantassel' },
        { kind: 'name', value: 'Vantassel' },
        { kind: 'date-of-birth', value: '01/15/1985' },
        { kind: 'record-number', value: '31 602 588' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },

  // 25 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-dermatology-psoriasis-bcc',
    kind: 'va-progress-note',
    format: 'text',
    text: `DUBROVSKY,ANATOLY P      XXX-XX-1193      DOB: 07/07/1976
------------------------------------------------------------------------------
LOCAL TITLE: DERMATOLOGY CLINIC FOLLOW-UP
STANDARD TITLE: DERMATOLOGY NOTE
DATE OF NOTE: MAR 04, 2025@10:20     ENTRY DATE: MAR 04, 2025@12:31:55
      AUTHOR: MWANGI-HARTLEY,SARAH W MD   EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

CC: Follow-up psoriasis; post-Mohs check.

HPI:
48 y/o Army veteran (OIF, Mosul 2004-2005). Reports the scalp and elbow rash first
appeared in 2005 while deployed to Mosul, Iraq; he was given hydrocortisone cream at the
battalion aid station and "it never really went away." Plaques now on the elbows, knees,
scalp and low back, itchy, cracking on the knees. Using clobetasol 0.05% ointment and
calcipotriene cream as directed for 6 months without adequate control. No joint pain,
morning stiffness, dactylitis or nail changes. PEST score 0.

Biopsy 01/14/2025, left nasal ala: nodular basal cell carcinoma. Mohs surgery
02/11/2025, cleared in 2 stages, repaired with a bilobed flap.
Biopsy 01/14/2025, right upper back, irregular pigmented macule: compound dysplastic
nevus with mild atypia, margins clear. No melanoma.

FAMILY HISTORY: Mother - melanoma at 62. Father - psoriasis.

EXAM:
Well-demarcated erythematous plaques with silvery scale on the bilateral elbows, knees,
lumbosacral area and occipital scalp; BSA about 8%. Nails without pitting.
Left nasal ala: flap well healed, no erythema or residual lesion.
Right upper back: biopsy scar healed, no repigmentation.
Dorsal hands: four gritty erythematous papules consistent with actinic keratoses.
Total body skin exam: no other suspicious pigmented lesions.

ASSESSMENT/PLAN:
1. Plaque psoriasis, about 8% BSA, inadequately controlled on topical therapy - start
   apremilast with 5-day titration to 30 mg BID; continue topicals on the scalp.
   Psoriatic arthritis screen negative; not suspected.
2. Basal cell carcinoma, left nasal ala, s/p Mohs 02/11/2025 - healed; total body skin
   exams every 6 months.
3. Dysplastic nevus with mild atypia, right upper back - excised with clear margins; no
   further treatment.
4. Actinic keratoses, dorsal hands x4 - treated with liquid nitrogen today.
5. Family history of melanoma - sun protection counseling; self-exam handout.
Veteran plans to file a claim for psoriasis; release of information for his records
completed today.

RTC 3 months.

/es/ SARAH W MWANGI-HARTLEY, MD
Dermatology`,
    expected: {
      conditions: [
        { name: 'Psoriasis', diagnosticCode: '7816' },
        { name: 'Basal cell carcinoma, left nasal ala, status post Mohs surgery', diagnosticCode: '7818' },
        { name: 'Dysplastic nevus, right upper back' },
        { name: 'Actinic keratoses, dorsal hands' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Onset of scalp and elbow rash in 2005 while deployed to Mosul, Iraq, treated with hydrocortisone at the battalion aid station',
      ],
      personalData: [
        { kind: 'name', value: 'DUBROVSKY,ANATOLY P' },
        { kind: 'ssn', value: 'XXX-XX-1193' },
        { kind: 'date-of-birth', value: '07/07/1976' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 26 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-back-dbq-negative-opinion-intervening-injury',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Wesley A. Dunleavy          VA file number: 275186644
Date of examination: 06/03/2025
Examination type: [X] In-person  [ ] Telehealth
Evidence review: [X] VBMS e-folder  [X] CPRS  [X] Private records (workers' compensation
file, Midstate Orthopaedics, 2015-2017)

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he/she ever had a thoracolumbar spine condition?
[X] Yes  [ ] No
   Diagnosis #1: Degenerative arthritis of the lumbar spine (spondylosis L4-S1)
      ICD code: M47.816     Date of diagnosis: 2018
   Diagnosis #2: Intervertebral disc syndrome, L5-S1, s/p microdiscectomy 2016
      ICD code: M51.16      Date of diagnosis: 2015
   Diagnosis #3: Lumbosacral strain, 1996 - resolved; no residuals attributable to it.

SECTION II - MEDICAL HISTORY
1. Onset and course: STRs show that in January 1996 the Veteran, an aviation mechanic
(15T), strained his low back lifting a tow bar on the flight line at Fort Rucker. He
was treated with ibuprofen and 3 days of light duty. The 2-week follow-up recorded
"LBP resolved, full ROM." There are no further back complaints in the STRs. On the 1999
separation Report of Medical History he checked "No" to recurrent back pain, and the
separation examination recorded a normal spine.
After service he worked as an ironworker. In August 2015 he fell about 12 feet from
scaffolding onto his back. MRI 08/2015 (workers' compensation file): large right
paracentral L5-S1 disc extrusion compressing the right S1 nerve root. Right L5-S1
microdiscectomy 02/2016. He has not returned to ironwork. He reports constant low back
pain 5/10 and intermittent pain and tingling into the right calf and foot.
2. Flare-ups: [X] Yes - "two or three days a month I can hardly get out of bed."
3. Functional loss: [X] Yes - cannot lift more than 20 lb or sit more than 45 minutes.

SECTION III - RANGE OF MOTION
Initial ROM: [X] Abnormal
   Forward flexion 0 to 60 degrees; extension 0 to 20; right lateral flexion 0 to 25;
   left lateral flexion 0 to 25; right lateral rotation 0 to 30; left lateral rotation
   0 to 30. Pain on forward flexion and extension.
   Repetitive-use testing: no additional loss after 3 repetitions.
   Guarding or muscle spasm: [X] Yes, not resulting in abnormal gait or spinal contour.
SECTION IV - RADICULOPATHY
Does the Veteran have radicular pain or other signs or symptoms due to radiculopathy?
[X] Yes  [ ] No
   Right lower extremity: intermittent pain - mild; paresthesias - mild; numbness - none.
   Left lower extremity: none.
   Nerve roots involved: [X] L4/L5/S1/S2/S3 (sciatic nerve), right side.
   Severity of radiculopathy: Right - [X] Mild.  Left - [X] Not affected.
   Straight leg raise: right positive at 50 degrees; left negative. Right ankle reflex 1+.
SECTION V - INTERVERTEBRAL DISC SYNDROME (IVDS)
   Does the Veteran have IVDS of the thoracolumbar spine?  [X] Yes  [ ] No
   Episodes of acute signs and symptoms requiring bed rest prescribed by a physician in
   the past 12 months?  [X] No
SECTION VI - ASSISTIVE DEVICES: [X] None.
SECTION VII - DIAGNOSTIC TESTING
   Imaging documenting arthritis?  [X] Yes - lumbar x-rays 06/03/2025: facet arthropathy
   L4-S1, disc space narrowing L5-S1, postsurgical changes.
   Vertebral fracture with loss of 50 percent or more of height?  [X] No
SECTION VIII - FUNCTIONAL IMPACT: [X] Yes - limited to sedentary or light work.

SECTION IX - MEDICAL OPINION
Lumbar spine degenerative arthritis and intervertebral disc syndrome:
[X] The claimed condition is less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event or illness.
Rationale: The 1996 in-service event was a single acute lumbar strain, documented as fully
resolved within 2 weeks, with no further back complaints during the remaining three
years of service and a normal spine at separation. The first post-service evidence of a
back condition is 16 years later, after a documented high-energy fall from scaffolding
that produced an acute L5-S1 disc extrusion requiring surgery. The current arthritis is
at the same levels as that injury and surgery and is consistent with post-traumatic and
post-surgical degeneration plus age. A resolved soft-tissue strain does not cause disc
extrusion or spondylosis years later.

Right lower extremity radiculopathy:
The radiculopathy is caused by the 2015 L5-S1 disc extrusion and therefore is also less likely than not related to service.

/es/ Benedikt Auer, DO
C&P Examiner
06/03/2025`,
    expected: {
      conditions: [
        { name: 'Degenerative arthritis of the lumbar spine', diagnosticCode: '5242' },
        { name: 'Intervertebral disc syndrome, L5-S1', diagnosticCode: '5243' },
        { name: 'Radiculopathy, right lower extremity (sciatic nerve)', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        {
          condition: 'Lumbar spine degenerative arthritis and intervertebral disc syndrome',
          strength: 'less likely than not',
          quote:
            'The claimed condition is less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event or illness',
        },
        {
          condition: 'Radiculopathy, right lower extremity',
          strength: 'less likely than not',
          quote: 'therefore is also less likely than not related to service',
        },
      ],
      inServiceEvents: [
        'Strained his low back lifting a tow bar on the flight line at Fort Rucker in January 1996; treated with ibuprofen and light duty',
      ],
      personalData: [
        { kind: 'name', value: 'Wesley A. Dunleavy' },
        { kind: 'record-number', value: '275186644' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 27 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-rating-decision-pact-thailand-herbicide',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration                        St. Petersburg Regional Office
                              RATING DECISION                       December 3, 2024
NAME OF VETERAN: Grover T. Whitlock          VA FILE NUMBER: 18 662 047
POA: Florida Department of Veterans' Affairs
INTRODUCTION
You served in the Air Force from November 14, 1966 to October 30, 1970. We received
your claim under the PACT Act on August 10, 2024.
DECISION
1. Service connection for hypertension is granted with an evaluation of 10 percent
   effective August 10, 2024.
2. Service connection for Parkinson's disease is granted with an evaluation of 30
   percent effective August 10, 2024.
3. Service connection for prostate cancer is denied.
EVIDENCE
- VA Form 21-526EZ, received August 10, 2024; DD Form 214; service personnel records
- Service treatment records, November 14, 1966 through October 30, 1970
- Private records, Suncoast Neurology, 2022-2024; Gulf Coast Urology, 2023-2024
- VA examinations (hypertension, Parkinson's disease, prostate), October 29, 2024
REASONS FOR DECISION
Herbicide exposure. Your personnel records show you served as a security policeman
at Korat Royal Thai Air Force Base, Thailand, from March 1968 to March 1969. Under the
PACT Act, service at this base during that period establishes presumed exposure to
herbicide agents (38 CFR 3.307).
1. Hypertension. Hypertension is presumed related to herbicide exposure. Your private
records show it was diagnosed in 1998 and needs continuous medication, with a history
of diastolic pressure predominantly 100 or more. We assigned 10 percent under
diagnostic code 7101. A higher evaluation requires diastolic pressure predominantly
110 or more, or systolic pressure predominantly 200 or more.
2. Parkinson's disease. The VA examiner confirmed the diagnosis made by your neurologist
in 2022, with resting tremor of the right hand, rigidity and slowed movement.
Parkinson's disease is presumed related to herbicide exposure. We assigned the minimum
evaluation of 30 percent under diagnostic code 8004. Your symptoms do not currently
support separate, higher evaluations for individual manifestations.
3. Prostate cancer. You were referred to urology in 2023 for a PSA of 6.8. A 12-core
prostate biopsy on May 2, 2023 showed no cancer, and the VA examiner attributed the
elevated PSA to benign prostatic hyperplasia. Prostate cancer has not been diagnosed,
so service connection is denied. You may file again if it is diagnosed in the future.
REFERENCES: 38 CFR Parts 3 and 4.

Grover T. Whitlock
7714 Manatee Cove Ln
Port Richey, FL 34668`,
    expected: {
      conditions: [
        { name: 'Hypertension', diagnosticCode: '7101' },
        { name: "Parkinson's disease", diagnosticCode: '8004' },
        { name: 'Benign prostatic hyperplasia', diagnosticCode: '7527' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Served as a security policeman at Korat Royal Thai Air Force Base, Thailand, March 1968 to March 1969, with presumed herbicide exposure',
      ],
      personalData: [
        { kind: 'name', value: 'Grover T. Whitlock' },
        { kind: 'record-number', value: '18 662 047' },
        { kind: 'address', value: '7714 Manatee Cove Ln' },
        { kind: 'address', value: 'Port Richey, FL 34668' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 28 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-discharge-total-knee-arthroplasty',
    kind: 'discharge-summary',
    format: 'text',
    text: `MINNEAPOLIS VA HEALTH CARE SYSTEM
ORTHOPAEDIC SURGERY SERVICE - DISCHARGE SUMMARY

PATIENT: LINDQVIST, GUNNAR E         SSN: 471-58-2290        DOB: 04/09/1958
ADMITTED: 03/17/2025                 DISCHARGED: 03/19/2025
SURGEON: HALVORSEN,ERIK J MD         DICTATED BY: PATEL,NIRAV MD (PGY-4)

PROCEDURE: Right total knee arthroplasty, cemented, posterior-stabilized (03/17/2025)

DISCHARGE DIAGNOSES:
1. End-stage tricompartmental osteoarthritis of the right knee, s/p right total knee
   arthroplasty 03/17/2025
2. Obstructive sleep apnea on CPAP
3. Gout, on allopurinol; no flare during admission

CONDITIONS EVALUATED AND EXCLUDED:
- Deep vein thrombosis: right calf pain and swelling on POD 2; venous duplex of the right
  lower extremity 03/19/2025 showed no DVT.
- Surgical site infection: none; incision clean and dry.

HISTORY:
66 y/o Army veteran with a service-connected right knee condition since 1990, residuals
of a right medial meniscus tear sustained on a parachute landing at Fort Bragg in 1985
and treated with open partial meniscectomy in service. Progressive pain over 10 years
despite injections and bracing; bone-on-bone on standing x-rays. Retired mail carrier.

HOSPITAL COURSE:
Uncomplicated spinal anesthesia and surgery; EBL 150 mL. Tranexamic acid given.
Adductor canal block. Out of bed POD 0 with PT. Hgb 10.8 on POD 1 (from 13.9);
asymptomatic. Used his home CPAP nightly with no desaturations on continuous pulse
oximetry. Right calf pain on POD 2 evaluated with duplex, negative. At discharge: ROM
0-95 degrees, ambulating 200 feet with a rolling walker, independent with stairs.

DISCHARGE MEDICATIONS:
- Apixaban 2.5 mg BID x 35 days (DVT prophylaxis)
- Oxycodone 5 mg q6h PRN severe pain, #20; acetaminophen 1000 mg TID; celecoxib 200 mg
  daily x 14 days
- Allopurinol 300 mg daily (continue); CPAP nightly (continue)

DISPOSITION: Home with his wife, Ingrid, who will assist him. Home PT 3x/week x 2 weeks,
then outpatient PT.
FOLLOW-UP: Orthopaedic clinic 2 weeks for staple removal and x-ray. Call for fever,
wound drainage, or calf swelling. Veteran's phone: (612) 555-0157.

/es/ NIRAV PATEL, MD    03/19/2025 11:50
/es/ ERIK J HALVORSEN, MD (attending)    03/19/2025 15:02`,
    expected: {
      conditions: [
        { name: 'Right knee osteoarthritis, status post total knee replacement', diagnosticCode: '5055' },
        { name: 'Obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'Gout', diagnosticCode: '5017' },
      ],
      nexusOpinions: [],
      inServiceEvents: [
        'Right medial meniscus tear sustained on a parachute landing at Fort Bragg in 1985, treated with open partial meniscectomy in service',
      ],
      personalData: [
        { kind: 'name', value: 'LINDQVIST, GUNNAR E' },
        { kind: 'ssn', value: '471-58-2290' },
        { kind: 'date-of-birth', value: '04/09/1958' },
        { kind: 'name', value: 'Ingrid' },
        { kind: 'phone', value: '(612) 555-0157' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 29 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-ophthalmology-letter-cataract-glaucoma',
    kind: 'private-letter',
    format: 'text',
    text: `LAKESIDE EYE ASSOCIATES
Glaucoma and Anterior Segment Surgery
455 Shoreline Dr, Suite 200, Madison, WI 53703

June 2, 2025

Department of Veterans Affairs
Evidence Intake Center
P.O. Box 4444
Janesville, WI 53547-4444

RE: Thaddeus M. Kilbride
    Date of birth: 09/09/1971
    SSN: ***-**-3051

Dear Rating Specialist:

I have been Mr. Kilbride's ophthalmologist since 2019. He asked me to give my opinion on
whether his eye conditions are related to his Army service. I reviewed the service
treatment records he provided, his records from my practice, and his VA eye clinic
notes from 2021 to 2025.

HISTORY
In July 1994, while working as a wheeled-vehicle mechanic at Camp Casey, Korea, Mr.
Kilbride was struck in the right eye by a metal fragment while hammering a seized bolt.
His STRs document removal of a corneal foreign body at the troop medical clinic and
follow-up at the eye clinic of the 121st General Hospital in Seoul for "traumatic
iritis, OD," treated with steroid and cycloplegic drops. He had no eye problems before
service. Blurred vision in the right eye began gradually in his late thirties.

EXAMINATION (05/20/2025)
Best corrected visual acuity 20/60 right eye, 20/20 left eye.
Right eye: paracentral corneal scar, iris transillumination defect at 8 o'clock, focal
anterior capsular opacity, and posterior subcapsular and cortical cataract.
Left eye: clear lens.
Intraocular pressure 26 mmHg right and 25 mmHg left before treatment. Gonioscopy: open
angles in both eyes, no angle recession in the right eye.
Optic nerves: cup-to-disc ratio 0.7 in both eyes with symmetric thinning of the retinal
nerve fiber layer on OCT; matching superior arcuate visual field defects in both eyes.
Dilated fundus exam: no diabetic or hypertensive retinopathy; his blood glucose and A1c
are normal.
Family history: his mother has glaucoma.

DIAGNOSES
1. Traumatic cataract, right eye
2. Primary open-angle glaucoma, both eyes, moderate stage, on latanoprost

OPINIONS
1. Right eye cataract: it is more likely than not that the cataract in his right eye is a result of the 1994 ocular trauma. The cataract is confined to the injured eye, shows the anterior capsular scar and iris defect typical of an old contusion or penetrating injury, and began at an age when age-related cataract is uncommon; the left lens is clear.
2. Glaucoma: it is less likely than not that his bilateral glaucoma is related to the eye injury in service. Glaucoma caused by trauma affects the injured eye and is associated with angle recession; his glaucoma is equal in both eyes, the angles are normal, and he has a family history of the disease, which is consistent with primary open-angle glaucoma.

Cataract surgery on the right eye is planned for August 2025.

Sincerely,

/s/ Annika Thorvaldsen, MD
Board Certified, American Board of Ophthalmology`,
    expected: {
      conditions: [
        { name: 'Traumatic cataract, right eye', diagnosticCode: '6027' },
        { name: 'Primary open-angle glaucoma, bilateral', diagnosticCode: '6013' },
      ],
      nexusOpinions: [
        {
          condition: 'Traumatic cataract, right eye',
          strength: 'more likely than not',
          quote: 'it is more likely than not that the cataract in his right eye is a result of the 1994 ocular trauma',
        },
        {
          condition: 'Primary open-angle glaucoma, bilateral',
          strength: 'less likely than not',
          quote: 'it is less likely than not that his bilateral glaucoma is related to the eye injury in service',
        },
      ],
      inServiceEvents: [
        'Struck in the right eye by a metal fragment while working as a wheeled-vehicle mechanic at Camp Casey, Korea, in July 1994; corneal foreign body removed and traumatic iritis treated',
      ],
      personalData: [
        { kind: 'name', value: 'Thaddeus M. Kilbride' },
        { kind: 'name', value: 'Kilbride' },
        { kind: 'date-of-birth', value: '09/09/1971' },
        { kind: 'ssn', value: '***-**-3051' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },

  // 30 ────────────────────────────────────────────────────────────────────────────
  {
    id: 'r15-primary-care-stones-ed-positive-suicide-screen',
    kind: 'va-progress-note',
    format: 'text',
    text: `BEAUCHAMP,ROLAND F      ***-**-7342      DOB: 02/28/1964
------------------------------------------------------------------------------
LOCAL TITLE: PRIMARY CARE NOTE
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: APR 15, 2025@09:40     ENTRY DATE: APR 15, 2025@13:26:11
      AUTHOR: KAMAKAU,LEILANI R MD       EXP COSIGNER:
     URGENCY:                            STATUS: COMPLETED

CC: Follow-up kidney stones; erectile problems; annual screenings.

S:
61 y/o Navy veteran (1982-2004, retired machinist's mate). Passed a 6 mm left ureteral
stone in 12/2024 after an ED visit. CT 01/2025: two nonobstructing right renal calculi,
3 and 4 mm. Stone analysis: calcium oxalate monohydrate. This is his third stone episode
(lithotripsy 2019, spontaneous passage 2022). Drinks about 1 liter of fluid a day.
Reports 2 years of difficulty getting and keeping erections, worse since metoprolol was
started in 2023; no penile curvature; morning erections rare.
He separated from his wife, Yvette, in January and lives alone.

PMH:
- Nephrolithiasis, recurrent, calcium oxalate
- Hypertension
- Erectile dysfunction
- Hepatitis C, genotype 1a - treated with ledipasvir/sofosbuvir in 2017, sustained
  virologic response (cured); FibroScan 2017 F1; no further hepatitis follow-up needed

ANNUAL SCREENINGS:
C-SSRS screener: Q1 (wished you were dead or wished you could go to sleep and not wake
up, past month): YES. Q2 (actually had any thoughts of killing yourself): YES.
Q3 (thought about how you might do this): NO. Q6 (suicidal behavior, lifetime): NO.
He says that since the separation he has had thoughts of "just ending it" a few times a
week, most often at night; no plan, no intent, no preparatory behavior. He owns two
handguns.
PHQ-9: 17. AUDIT-C: 4.

O:
BP 136/84. BMI 31. Abdomen soft, no CVA tenderness. Genital exam normal.
UA: 1+ blood, no leukocytes. BMP normal; creatinine 1.0. PSA 1.2. Testosterone 412.

A/P:
1. Recurrent calcium oxalate nephrolithiasis - 24-hour urine stone risk panel; goal
   urine output over 2.5 L/day; limit sodium; urology follow-up for right renal stones.
2. Erectile dysfunction - likely vascular plus beta-blocker effect. Sildenafil 50 mg
   PRN (no nitrates). Switch metoprolol to amlodipine 5 mg.
3. Hypertension - controlled; medication change as above; recheck BP in 4 weeks.
4. Positive suicide risk screen - warm handoff today to PCMHI psychologist (Dr. Oduya)
   for Comprehensive Suicide Risk Evaluation; see separate note. Safety plan completed.
   Lethal means counseling: he agreed to have his son, Marcel, keep both handguns at his
   home starting tonight; gun locks provided. Referral to BHIP placed. Veterans Crisis
   Line (988, press 1) reviewed.
5. History of hepatitis C - cured; no action needed.

Phone verified for SPC follow-up call: (757) 555-0139.

/es/ LEILANI R KAMAKAU, MD
PACT Primary Care`,
    expected: {
      conditions: [
        { name: 'Nephrolithiasis (kidney stones), recurrent', diagnosticCode: '7508' },
        { name: 'Erectile dysfunction', diagnosticCode: '7522' },
        { name: 'Hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'BEAUCHAMP,ROLAND F' },
        { kind: 'ssn', value: '***-**-7342' },
        { kind: 'date-of-birth', value: '02/28/1964' },
        { kind: 'name', value: 'Yvette' },
        { kind: 'name', value: 'Marcel' },
        { kind: 'phone', value: '(757) 555-0139' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
]
