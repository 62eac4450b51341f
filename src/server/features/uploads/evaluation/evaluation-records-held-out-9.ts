/**
 * The ninth held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 8 of the analysis work was under way; committed unread, to be
 * judged once at the end of that round. All people, numbers and places are invented. Do not edit
 * by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const ninthHeldOutRecords: readonly EvaluationRecord[] = [
  {
    id: 'cprs-mh-intake-ptsd-ied',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: MENTAL HEALTH INTAKE NOTE
STANDARD TITLE: MENTAL HEALTH NOTE
DATE OF NOTE: OCT 14, 2026@10:22     ENTRY DATE: OCT 14, 2026@11:05:41
      AUTHOR: PRUITT,ELEANOR J        EXP COSIGNER:
     URGENCY:                             STATUS: COMPLETED

PATIENT: HOLLOWAY,DESMOND R    SSN last 4: 4417    DOB: 03/22/1986 (40)

CHIEF COMPLAINT: "I can't sleep and I'm always on edge."

HPI: 40 y/o male Army veteran (11B, 2006-2012) self-referred after PCP positive PC-PTSD-5
screen (4/5). Deployed Kandahar Province 2010-2011. Reports IED blast that struck the MRAP
ahead of his in Aug 2011; he helped pull out SPC Marcus Oyelaran, who died at the scene.
Since then nightmares 4-5x/wk, avoids crowds and fireworks, startles easily, sits facing
doors. Irritability contributed to divorce 2023. Sleep 4 hrs/night with frequent waking.

PSYCH HX: No prior MH tx at VA. Seen at outside clinic 2021 where bipolar disorder was
considered and ruled out (no hx of manic/hypomanic episodes). No psych admissions.

SUBSTANCE USE: EtOH 2-3 beers on weekends, AUDIT-C 3. Denies drugs. Tobacco: quit 2019.
Does not meet criteria for alcohol use disorder.

FAMILY HX: Father - alcohol use disorder. Mother - depression. No family hx of suicide.

SUICIDE RISK SCREEN (C-SSRS):
  Wish to be dead (past month):              [ ] Yes  [X] No
  Non-specific active thoughts (past month): [ ] Yes  [X] No
  Lifetime: endorses passive SI in 2023 after the divorce ("I wished I just wouldn't
  wake up") lasting ~2 wks, no plan, no intent, no preparatory behavior. No attempts.
  Firearms: owns 1 handgun, stored locked at brother's home.
  Acute risk: low. Chronic risk: moderate (male veteran, PTSD, prior passive SI).

MSE: Alert, oriented x4. Casually dressed, good hygiene. Guarded initially, then
cooperative. Speech nl rate/volume. Mood "tired." Affect constricted, congruent.
TP linear, goal directed. TC: denies current SI/HI, no AH/VH. Insight/judgment fair.

MEASURES: PCL-5 = 58.  PHQ-9 = 11.

ASSESSMENT:
40 y/o combat veteran with re-experiencing, avoidance, negative mood and hyperarousal
symptoms since the 2011 IED event, meeting DSM-5 criteria for:
  1. Posttraumatic stress disorder, chronic (F43.12)
Depressive sx present but do not meet criteria for a separate depressive disorder.
Insomnia felt to be secondary to PTSD.

PLAN:
- Referred to PCT for Cognitive Processing Therapy, 12 sessions.
- Psychiatry consult placed re: prazosin for nightmares.
- Safety plan reviewed; Veterans Crisis Line 988 press 1 given.
- RTC 2 wks.

/es/ ELEANOR J PRUITT, PsyD
Staff Psychologist
Signed: 10/14/2026 11:05`,
    expected: {
      conditions: [{ name: 'PTSD', diagnosticCode: '9411' }],
      nexusOpinions: [],
      inServiceEvents: ['IED blast struck the MRAP ahead of his, Kandahar Province, Aug 2011', 'helped recover fellow soldier who died at the scene'],
      personalData: [
        { kind: 'name', value: 'HOLLOWAY,DESMOND R' },
        { kind: 'ssn', value: '4417' },
        { kind: 'date-of-birth', value: '03/22/1986' },
        { kind: 'name', value: 'Marcus Oyelaran' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'cprs-primary-care-htn-osa-gerd',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: PRIMARY CARE FOLLOW UP
STANDARD TITLE: PRIMARY CARE NOTE
DATE OF NOTE: SEP 02, 2026@08:40     ENTRY DATE: SEP 02, 2026@09:31:12
      AUTHOR: NAKASHIMA,GRANT T      EXP COSIGNER:
     URGENCY:                           STATUS: COMPLETED

Pt: VANCE-OKAFOR,LYDIA M   MRN 7730184   DOB 11/05/1971
Address on file: 2218 Quarry Bend Rd, Millbrook, OH 44730   Ph (740) 555-0193

S: 54 yo F Navy veteran here for 6 mo f/u. BP log at home 130s-140s/80s. Using CPAP nightly,
download shows 6.8 hrs avg use, AHI 2.1. Heartburn improved on omeprazole, occasional
breakthrough after late meals. Reports L knee aches after gardening, no swelling, no
locking. Had a colonoscopy 2024 - 2 small polyps, benign.

ACTIVE PROBLEMS:
  Essential hypertension (ICD-10 I10)
  Obstructive sleep apnea on CPAP (G47.33)
  Gastroesophageal reflux disease (K21.9)
  Hyperlipidemia (E78.5)
RESOLVED:
  Cholecystitis s/p lap chole 2015
  Iron deficiency anemia 2018 - resolved

MEDS:
  Lisinopril 20mg PO daily
  HCTZ 12.5mg PO daily
  Omeprazole 20mg PO daily before breakfast
  Atorvastatin 40mg PO qhs

FAMILY HX: Mother - breast ca age 62. Brother - type 2 DM.

O: BP 138/84, repeat 134/82. HR 72. BMI 31.4. Lungs CTA. Heart RRR no m/r/g.
L knee: FROM, no effusion, no joint line tenderness, neg McMurray.
Labs 8/26/2026: LDL 96, A1c 5.6, Cr 0.9, K 4.1.

SCREENS:
  PHQ-2 = 0 (negative)
  C-SSRS screen: negative - denies wish to be dead or thoughts of killing self
  AUDIT-C = 1
  Depression and suicide screen reviewed, no further action needed.

A/P:
1. HTN - near goal. Continue lisinopril/HCTZ, low sodium diet, recheck BMP 6 mo.
2. OSA - excellent CPAP adherence, continue. New mask cushion ordered.
3. GERD - stable, continue PPI, avoid late meals, elevate HOB.
4. HLD - LDL at goal on atorvastatin.
5. L knee pain - likely overuse, normal exam. Tylenol prn, home exercise handout.
   No imaging needed at this time.

RTC 6 months with labs.

/es/ GRANT T NAKASHIMA, MD`,
    expected: {
      conditions: [
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'hyperlipidemia' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'VANCE-OKAFOR,LYDIA M' },
        { kind: 'record-number', value: '7730184' },
        { kind: 'date-of-birth', value: '11/05/1971' },
        { kind: 'address', value: '2218 Quarry Bend Rd, Millbrook, OH 44730' },
        { kind: 'phone', value: '(740) 555-0193' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-audiology-c-and-p-consult',
    kind: 'va-progress-note',
    format: 'pdf',
    text: `LOCAL TITLE: AUDIOLOGY HEARING EVALUATION
STANDARD TITLE: AUDIOLOGY NOTE
DATE OF NOTE: JUN 18, 2026@13:15     ENTRY DATE: JUN 18, 2026@14:02:55
      AUTHOR: ABERNATHY,COLLEEN S    EXP COSIGNER:
     URGENCY:                           STATUS: COMPLETED

PATIENT NAME: TRUJILLO,RAMON E
SSN: 498-27-6613        DOB: 1968-07-30

REASON FOR VISIT: Veteran reports gradual decrease in hearing, both ears, worse over the
last 5 yrs, and constant bilateral ringing. Wife complains TV is too loud.

HISTORY: Army 1987-1995, 13B cannon crewmember (M109 howitzer). Reports firing
thousands of rounds, hearing protection "when we had it," often foam plugs only. Recalls
ears ringing for 2 days after a live fire exercise at Fort Sill 1989; ringing never fully
went away after that. Post-service: warehouse supervisor, wore protection around
forklifts. Recreational: denies hunting, occasional lawn mowing w/ plugs.
Denies ear surgery, otalgia, drainage. Hx of R otitis media as child - resolved.
Vertigo: denies. Family hx: father had hearing aids in his 70s.

OTOSCOPY: Clear canals, TMs intact bilat.
TYMPANOMETRY: Type A bilat. Acoustic reflexes present at elevated levels.

PURE TONE THRESHOLDS (dB HL):
          500   1000   2000   3000   4000   6000   8000
  RIGHT    20     25     40     55     65     70     65
  LEFT     20     30     45     60     70     70     70
SPEECH: SRT R 25 dB, L 30 dB. Maryland CNC: R 88%, L 84%.

TINNITUS: Bilateral, constant, high-pitched, rated 6/10 annoyance, worse at night.
THI screener: moderate handicap.

RESULTS / IMPRESSION:
1. Mild to moderately severe sensorineural hearing loss, bilateral, sloping, with a notch
   at 4000-6000 Hz consistent with noise exposure.
2. Bilateral constant tinnitus.
Word recognition good bilaterally.

RECOMMENDATIONS:
- Binaural hearing aids fitting, ordered through DLC.
- Tinnitus education, sound therapy via hearing aid program.
- Veteran advised he may file a claim; informed that a separate C&P exam would be needed
  for any opinion on service connection. No nexus opinion provided in this clinical note.
- Recheck 1 yr.

/es/ COLLEEN S ABERNATHY, Au.D., CCC-A
Clinical Audiologist`,
    expected: {
      conditions: [
        { name: 'sensorineural hearing loss', diagnosticCode: '6100' },
        { name: 'tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['artillery noise exposure as 13B cannon crewmember', 'ears ringing after live fire exercise at Fort Sill 1989'],
      personalData: [
        { kind: 'name', value: 'TRUJILLO,RAMON E' },
        { kind: 'ssn', value: '498-27-6613' },
        { kind: 'date-of-birth', value: '1968-07-30' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-pt-lumbar-radic-scan',
    kind: 'va-progress-note',
    format: 'image',
    text: `PHYSICAL THERAPY - INITIAL EVALUATION                    Page 1 of 1
DATE OF NOTE: AUG 07, 2026@09:00        STATUS: COMPLETED
AUTHOR: BELLWETHER,JONAH P, DPT
PATIENT: KOWALCZYK,TERESA A      DOB: 12/14/1979      MRN: 0459921

REFERRAL DX: Low back pain w/ R leg sx
SUBJECTIVE: 46 yo F AF veteran, LBP since 2014 when she hurt her back loading
pallets onto a C-130 during deployment (Al Udeid). Pain 6/10 central low back,
radiates down R post thigh to lateral calf, tingling R foot 3-4x/wk. Worse w/
sitting >30 min, bending. Better lying supine. Denies bowel/bladder changes,
saddle anesthesia. Prior PT 2019 helped some. MRI 2025: L5-S1 mild disc bulge,
no stenosis.
PMH: Migraine - resolved after pregnancy; Hypothyroid on levothyroxine.

OBJECTIVE:
  Gait: antalgic, decreased R stance time
  Lumbar ROM: Flex 50 deg (pain), Ext 15 deg, SB R 20 / L 25, Rot WFL
  SLR: R + at 45 deg reproduces leg sx, L neg
  Strength: R EHL 4/5, R ankle DF 4+/5, otherwise 5/5
  Sensation: decr light touch R L5 dermatome
  Reflexes: Patellar 2+ bilat, Achilles R 1+, L 2+
  Palpation: TTP bilat lumbar paraspinals w/ guarding/spasm
  ODI: 44% (moderate disability)

ASSESSMENT:
 [X] Lumbosacral strain, chronic
 [X] Radiculopathy, R lower extremity (L5 distribution)
 [ ] Spinal stenosis - not supported by MRI
Good rehab potential.

PLAN: PT 2x/wk x 6 wks - core stab, neural glides, McKenzie ext bias, TENS trial.
HEP issued. Goals: ODI <25%, sit 60 min w/o increase in leg sx.

/es/ JONAH P BELLWETHER, DPT`,
    expected: {
      conditions: [
        { name: 'lumbosacral strain', diagnosticCode: '5237' },
        { name: 'radiculopathy', diagnosticCode: '8520' },
        { name: 'hypothyroidism', diagnosticCode: '7903' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['back injury loading pallets onto a C-130 during deployment 2014'],
      personalData: [
        { kind: 'name', value: 'KOWALCZYK,TERESA A' },
        { kind: 'date-of-birth', value: '12/14/1979' },
        { kind: 'record-number', value: '0459921' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'cprs-spc-safety-plan-mdd',
    kind: 'va-progress-note',
    format: 'text',
    text: `LOCAL TITLE: SUICIDE PREVENTION SAFETY PLAN NOTE
STANDARD TITLE: SUICIDE PREVENTION NOTE
DATE OF NOTE: NOV 03, 2026@15:48     ENTRY DATE: NOV 03, 2026@16:30:09
      AUTHOR: DELACROIX,MAURICE L    EXP COSIGNER: FENWICK,ANNA R
     URGENCY:                           STATUS: COMPLETED

PATIENT: BRANDT,KEVIN JAMES   DOB: 05/09/1991   EDIPI: 1287745310
Cell: 608-555-0147

Reason for contact: Veteran called the clinic stating he "has been thinking it would
be easier if I wasn't around." Seen same day walk-in.

History: 35 yo Marine Corps veteran (0311, 2009-2015), dx major depressive disorder,
recurrent, by VA psychiatry 2024. Laid off 3 wks ago, behind on rent. Reports
thoughts of killing himself over past 10 days, thought about driving his truck off the
road, denies intent to act, no rehearsal. No prior attempts. Last drink 2 days ago,
denies drug use. Has a hunting rifle at home.

RISK FACTORS: recent job loss, financial stress, access to firearm, male, depression.
PROTECTIVE: 6 yo daughter (Ava), engaged in care, future oriented re: daughter's
birthday, religious beliefs.

C-SSRS: wish to be dead YES; active thoughts YES; method YES; intent NO; plan NO.
Risk stratification: Acute - intermediate. Chronic - high.

SAFETY PLAN (developed collaboratively, copy given to Veteran):
 1. Warning signs: staying in bed past noon, not answering texts, drinking alone.
 2. Internal coping: walk dog, lift weights in garage, music.
 3. People/places for distraction: brother Luke Brandt, VFW post Friday dinners.
 4. People to ask for help: brother Luke Brandt 608-555-0172; sponsor.
 5. Professionals: this clinic M-F; Veterans Crisis Line 988 press 1; 911.
 6. Means safety: Veteran agreed brother will keep rifle at his home until next
    review. Gun lock provided. Brother called during visit and confirmed.

ASSESSMENT:
1. Major depressive disorder, recurrent, moderate (F33.1) - worsening
2. Suicidal ideation without intent - high risk flag discussed, placed with pt consent

PLAN:
- Same-day psychiatry: sertraline increased 100 -> 150 mg.
- Weekly SPC check-in calls x 90 days; next call 11/06/2026.
- Referred to HUD-VASH/SSVF for rent assistance.
- Veteran contracted to call 988 press 1 if thoughts intensify.

/es/ MAURICE L DELACROIX, LCSW
Suicide Prevention Coordinator`,
    expected: {
      conditions: [{ name: 'major depressive disorder', diagnosticCode: '9434' }],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'BRANDT,KEVIN JAMES' },
        { kind: 'date-of-birth', value: '05/09/1991' },
        { kind: 'record-number', value: '1287745310' },
        { kind: 'phone', value: '608-555-0147' },
        { kind: 'name', value: 'Ava' },
        { kind: 'name', value: 'Luke Brandt' },
        { kind: 'phone', value: '608-555-0172' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'dbq-back-thoracolumbar-parachute',
    kind: 'dbq',
    format: 'text',
    text: `BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE

Name of patient/Veteran: Oduya, Samuel K.
SSN: 377-41-9028           Date of examination: 09/23/2026
VA file number: 29 663 104

Is this questionnaire being completed in conjunction with a VA 21-2507, C&P examination
request?  [X] Yes  [ ] No
Evidence reviewed: [X] VA e-folder (VBMS)  [X] CPRS  [ ] No records were reviewed

SECTION I - DIAGNOSIS
1. Does the Veteran now have or has he/she ever been diagnosed with a thoracolumbar spine
   (back) condition?  [X] Yes  [ ] No
   Diagnosis #1: Degenerative arthritis of the spine (lumbar)   ICD: M47.816   Date: 2019
   Diagnosis #2: Intervertebral disc syndrome - NOT diagnosed; no incapacitating episodes

SECTION II - MEDICAL HISTORY
Veteran served Army 2003-2011, 82nd Airborne, approx. 60 static line jumps. Reports a
hard landing on a night jump at Fort Bragg in 2006 with immediate low back pain, seen at
aid station, placed on profile x 2 wks (STR 14 Mar 2006 confirms "LBP after PLF,
lumbar strain"). Recurrent back pain on later jumps and rucking. Post service works as a
dispatcher (sedentary). X-rays 2019 show multilevel DDD and facet arthropathy L3-S1.
Flare-ups: [X] Yes - 2-3x/month lasting 2 days, "can barely get out of bed."

SECTION III - RANGE OF MOTION
Forward flexion 0 to 55 deg; extension 0 to 15; R lat flex 0 to 20; L lat flex 0 to 20;
R rotation 0 to 25; L rotation 0 to 25. Pain on exam noted with flexion and extension.
Repetitive use x3: no additional loss. Flare-up estimate: flexion to 40 deg (per Veteran
report, consistent with exam findings).
Guarding/muscle spasm: [X] Yes, not resulting in abnormal gait or spinal contour.

SECTION IV - RADICULOPATHY
Symptoms: L lower extremity - moderate intermittent pain, mild paresthesias, mild numbness.
Reflexes: knee 2+ bilat, ankle L 1+, R 2+.  Sensory: decreased L lateral foot.
SLR: L positive, R negative.
Nerve roots involved: [X] L5/S1 (sciatic nerve)   Side: [X] Left  [ ] Right
Severity: Left - mild.

SECTION V - OTHER
Ankylosis: [ ] Yes [X] No.  Assistive device: none.  Scars: none.
Imaging: [X] Arthritis documented.  Vertebral fracture: [ ] Yes [X] No.
Functional impact: cannot lift >25 lbs, needs to change position q30 min.

MEDICAL OPINION
The claimed condition was at least as likely as not (50 percent or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.
Rationale: STRs document an acute low back injury from a parachute landing in 2006 with
continued complaints through service. Degenerative changes at a relatively young age are
consistent with repetitive axial loading from airborne operations. No intercurrent injury.

Examiner: Priya Venkataraman, MD   Internal Medicine   VHA C&P Clinic`,
    expected: {
      conditions: [
        { name: 'degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'radiculopathy', diagnosticCode: '8520' },
      ],
      nexusOpinions: [
        { condition: 'degenerative arthritis of the spine', strength: 'at least as likely as not', quote: 'The claimed condition was at least as likely as not (50 percent or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.' },
      ],
      inServiceEvents: ['hard landing on a night parachute jump at Fort Bragg 2006', 'approx. 60 static line jumps'],
      personalData: [
        { kind: 'name', value: 'Oduya, Samuel K.' },
        { kind: 'ssn', value: '377-41-9028' },
        { kind: 'record-number', value: '29 663 104' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-initial-ptsd-convoy',
    kind: 'dbq',
    format: 'text',
    text: `INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE

Veteran: REYES-CALDWELL, ANTONIA
DOB: 02 Feb 1984     Claim #: 600-12-8839     Date of exam: 07/30/2026
Examiner: Harold Finch-Mbeki, PhD, Licensed Psychologist

SECTION I: DIAGNOSIS
1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria?
   [X] Yes  [ ] No
2. Current diagnoses:
   Mental disorder diagnosis #1: PTSD   ICD code: F43.10
   Mental disorder diagnosis #2: Alcohol use disorder, mild, in early remission  ICD: F10.11
   Other diagnoses: none
3. Differentiation: The AUD developed after the trauma as a way to manage sleep and
   hyperarousal; it is part of the PTSD picture and symptoms can't be clearly separated.
4. Occupational and social impairment:
   [ ] Total  [ ] Deficiencies in most areas
   [X] Reduced reliability and productivity  [ ] Occasional decrease in work efficiency

SECTION II: CLINICAL FINDINGS
Military history: Army 88M motor transport operator, 2003-2008, deployed Iraq 2004-2005.
Stressor #1: Convoy ambushed on MSR Tampa near Balad, Oct 2005; RPG hit the lead truck,
she returned fire; saw her squad leader SSG Dale Whitcombe fatally wounded.
  Adequate to support dx?  [X] Yes   Related to fear of hostile military activity? [X] Yes
Stressor #2: Repeated mortar attacks on LSA Anaconda.
  Adequate to support dx?  [X] Yes   Related to fear of hostile military activity? [X] Yes

Criterion B: [X] recurrent distressing memories [X] nightmares [X] flashbacks
Criterion C: [X] avoids memories [X] avoids reminders (highways, overpasses)
Criterion D: [X] persistent negative emotional state [X] detachment from others
Criterion E: [X] irritable behavior [X] hypervigilance [X] exaggerated startle
            [X] problems with concentration [X] sleep disturbance
Duration > 1 month [X]   Clinically significant distress [X]

SECTION III: SYMPTOMS
[X] Depressed mood  [X] Anxiety  [X] Chronic sleep impairment
[X] Disturbances of motivation and mood  [X] Suicidal ideation
[ ] Persistent danger of hurting self or others

Suicide risk: Veteran describes suicidal thoughts in 2019 during heavy drinking, had
thought about overdosing on pills; told her sister, entered treatment. None since 2020,
denies current SI, plan or intent. Future oriented (nursing school). Risk: low acute.

SECTION IV: OPINION
It is my opinion that the Veteran's PTSD is more likely than not (greater than 50%) caused by the convoy ambush and mortar attacks she experienced in Iraq.
Rationale: The stressors are consistent with the places, types and circumstances of her
service (unit records, CAB award). Symptom onset within months of return.

Capable of managing financial affairs: [X] Yes`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [
        { condition: 'PTSD', strength: 'more likely than not', quote: "It is my opinion that the Veteran's PTSD is more likely than not (greater than 50%) caused by the convoy ambush and mortar attacks she experienced in Iraq." },
      ],
      inServiceEvents: ['convoy ambushed on MSR Tampa near Balad, Oct 2005', 'saw squad leader fatally wounded', 'repeated mortar attacks on LSA Anaconda'],
      personalData: [
        { kind: 'name', value: 'REYES-CALDWELL, ANTONIA' },
        { kind: 'date-of-birth', value: '02 Feb 1984' },
        { kind: 'record-number', value: '600-12-8839' },
        { kind: 'name', value: 'Dale Whitcombe' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'dbq-sleep-apnea-secondary-ptsd',
    kind: 'dbq',
    format: 'pdf',
    text: `SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE
Department of Veterans Affairs                                  OMB No. 2900-XXXX

NAME OF PATIENT/VETERAN: Thibodeaux, Curtis Lee       VETERAN'S SOCIAL SECURITY NO.
                                                      211-09-5547
Date of exam: 05/12/2026    Examiner specialty: Pulmonology

SECTION I - DIAGNOSIS
Does the Veteran now have or has he/she ever been diagnosed with a sleep disorder?
[X] Yes  [ ] No
Diagnosis: Obstructive sleep apnea     ICD code: G47.33     Date of diagnosis: 2022
Other sleep disorder: Central sleep apnea - [ ] present  [X] not found on PSG

SECTION II - MEDICAL HISTORY
Veteran served USAF 1998-2018 as a security forces member. He reports that his wife
noticed loud snoring "since about 2010." No sleep complaints in STRs; separation exam
2018 negative for sleep trouble, weight 204 lb. Current weight 262 lb (BMI 37.6).
In-lab polysomnogram 03/2022: AHI 31.4/hr, SpO2 nadir 81%. Started CPAP 2022.
He is service connected for PTSD (70%) and takes mirtazapine 30 mg qhs.

SECTION III - FINDINGS
Does the Veteran's treatment plan require the use of continuous airway pressure
(CPAP) or other breathing assistance device?  [X] Yes
[ ] Chronic respiratory failure with carbon dioxide retention
[ ] Cor pulmonale  [ ] Requires tracheostomy
[X] Persistent daytime hypersomnolence
Neck circumference 18.5 in. Mallampati IV.

SECTION IV - MEDICAL OPINION (SECONDARY SERVICE CONNECTION)
Claimed condition: OSA, claimed as secondary to SC PTSD.
Opinion: The claimed condition is less likely than not (less than 50% probability) proximately due to or the result of the Veteran's service connected PTSD.
Rationale: OSA is an anatomic disorder of upper airway collapse during sleep. Peer
reviewed literature shows an association between PTSD and OSA but does not establish
causation; the strongest risk factors in this Veteran are obesity (58 lb gain since
service), male sex, age, and crowded oropharynx.
Aggravation: The claimed condition is less likely than not aggravated beyond its natural progression by the PTSD or its medications; PSG severity is explained by weight gain.

Examiner: Ingrid Solvang, DO         Date signed: 05/14/2026`,
    expected: {
      conditions: [{ name: 'obstructive sleep apnea', diagnosticCode: '6847' }],
      nexusOpinions: [
        { condition: 'obstructive sleep apnea', strength: 'less likely than not', quote: "The claimed condition is less likely than not (less than 50% probability) proximately due to or the result of the Veteran's service connected PTSD." },
        { condition: 'obstructive sleep apnea', strength: 'less likely than not', quote: 'The claimed condition is less likely than not aggravated beyond its natural progression by the PTSD or its medications' },
      ],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Thibodeaux, Curtis Lee' },
        { kind: 'ssn', value: '211-09-5547' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-knee-speculation-scan',
    kind: 'dbq',
    format: 'image',
    text: `KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE
Veteran name: Lindqvist, Marta J.          Date of exam: 04/02/2026
Last 4 SSN: 8830        DOB: 09/19/1988

1. DIAGNOSIS   Side: [X] Right [ ] Left [ ] Both
   [X] Patellofemoral pain syndrome - ICD M22.2X1 - dx 2020
   [ ] Meniscal tear   [ ] ACL tear   [ ] Recurrent patellar dislocation
   [ ] Degenerative arthritis - X-ray 03/2026 normal, no arthritis

2. MEDICAL HISTORY
   Navy 2007-2013, Hospital Corpsman with Marine unit. Veteran reports R knee
   pain began during a 12-mile hike at Camp Lejeune in 2010. STRs reviewed: no
   knee complaints found; separation exam 2013 - lower extremities normal, no
   knee listed on DD 2807-1. First treatment record for knee: 2020 urgent care
   after a soccer game. Veteran states she "just dealt with it" in service.
   Flare-ups: [X] Yes - after stairs or long drives.

3. RANGE OF MOTION (RIGHT)
   Flexion 0 to 120 deg (pain at 110)   Extension 120 to 0 deg, no pain
   Repetitive use x3: no additional loss of function or ROM.

4. STABILITY
   Lachman: 0 normal   Posterior drawer: 0 normal   Valgus/Varus: normal
   Patellar subluxation/instability: [ ] Yes  [X] No

5. OTHER: Crepitus R knee. No effusion. Uses knee sleeve occasionally. No surgery.

6. MEDICAL OPINION
   I cannot resolve this issue without resort to mere speculation.
   Rationale: Veteran's report of onset in service is credible, but there is no
   in-service documentation and a 7 year gap before first treatment, with an
   intervening soccer injury. PFPS is common in the general population and no
   finding on exam separates an in-service origin from a later one.

Examiner: Theo Ranganathan, PA-C        Signed 04/03/2026`,
    expected: {
      conditions: [{ name: 'patellofemoral pain syndrome, right knee', diagnosticCode: '5260' }],
      nexusOpinions: [
        { condition: 'patellofemoral pain syndrome, right knee', strength: 'unable to resolve', quote: 'I cannot resolve this issue without resort to mere speculation.' },
      ],
      inServiceEvents: ['right knee pain began during a 12-mile hike at Camp Lejeune 2010'],
      personalData: [
        { kind: 'name', value: 'Lindqvist, Marta J.' },
        { kind: 'ssn', value: '8830' },
        { kind: 'date-of-birth', value: '09/19/1988' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'dbq-headaches-tbi-mortar',
    kind: 'dbq',
    format: 'text',
    text: `HEADACHES (INCLUDING MIGRAINE HEADACHES) DISABILITY BENEFITS QUESTIONNAIRE

Name: Gallardo, Ezequiel   File No.: C 31 208 776   Exam date: 10/06/2026
Records reviewed: VBMS e-folder, CPRS, private neurology records (Dr. Hume, 2021-2025)

SECTION I - DIAGNOSIS
Does the Veteran now have or has he/she ever been diagnosed with a headache condition?
[X] Yes  [ ] No
[X] Migraine including migraine variants   ICD G43.909   Date dx: 2009
[ ] Tension headache
[X] Other: Residuals of traumatic brain injury (mild), see TBI DBQ same date

SECTION II - MEDICAL HISTORY
Army 2006-2010, combat engineer. In June 2008 at COP Keating area a 107mm rocket / mortar
impact about 15 m from his position knocked him down with brief loss of consciousness
(<1 min) and confusion; treated at BAS, returned to duty in 48 hrs (STR entry "blast
exposure, concussion, HA"). Headaches began within the following weeks. No headache hx
prior to service. Family hx: mother with migraines.
Treatment: sumatriptan 100 mg prn (uses ~8x/mo), topiramate 50 mg bid for prevention.

SECTION III - SYMPTOMS
Headache pain: [X] pulsating/throbbing [X] pain on one side, changes side
Non-headache sx: [X] nausea [X] sensitivity to light [X] sensitivity to sound
Duration: [X] 1-2 days
Location: [X] one side (unilateral)

SECTION IV - PROSTRATING ATTACKS
Characteristic prostrating attacks of migraine headache pain: [X] Yes
Frequency: [X] More frequently than once per month (approx 3 per month)
Very frequent prostrating and prolonged attacks productive of severe economic
inadaptability: [ ] Yes [X] No - has missed about 2 days of work per month.

SECTION V - FUNCTIONAL IMPACT
Works as electrician; must leave jobsite during attacks, lies in dark room.

SECTION VI - MEDICAL OPINION
Opinion type: direct
The Veteran's migraine headaches are at least as likely as not (50% or greater probability) the result of the 2008 blast exposure with concussion in service.
Rationale: contemporaneous STR documents concussion with headache; onset within
weeks; post-traumatic headache frequently takes a migrainous phenotype. Family
history of migraine noted but does not outweigh temporal relation to the injury.

Negative depression and suicide screening today (PHQ-2 = 0, denies SI).

Examiner: Whitney Aldous-Park, MD, Neurology     Signed 10/07/2026`,
    expected: {
      conditions: [
        { name: 'migraine', diagnosticCode: '8100' },
        { name: 'traumatic brain injury', diagnosticCode: '8045' },
      ],
      nexusOpinions: [
        { condition: 'migraine', strength: 'at least as likely as not', quote: "The Veteran's migraine headaches are at least as likely as not (50% or greater probability) the result of the 2008 blast exposure with concussion in service." },
      ],
      inServiceEvents: ['rocket/mortar blast June 2008 with brief loss of consciousness', 'concussion'],
      personalData: [
        { kind: 'name', value: 'Gallardo, Ezequiel' },
        { kind: 'record-number', value: 'C 31 208 776' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'letter-ent-tinnitus-hearing-aviation',
    kind: 'private-letter',
    format: 'text',
    text: `COASTAL EAR, NOSE & THROAT ASSOCIATES
4410 Harbor View Blvd, Suite 210 - Wilmington, NC

August 19, 2026

To Whom It May Concern / Department of Veterans Affairs

RE: Mr. Dwight Okonkwo-Ames
DOB: April 3, 1962
Home: 87 Loblolly Lane, Hampstead, NC 28443

I have been treating Mr. Okonkwo-Ames in my practice since 2017 for hearing loss and
ringing in the ears. He asked me to write this letter in support of his VA claim.

Mr. Okonkwo-Ames served in the U.S. Marine Corps from 1980 to 2001 as an aviation
mechanic (CH-53 helicopters). He describes daily work on the flight line and inside
hangars with engines running, frequently without double hearing protection. He recalls
a specific incident in 1994 when a turbine start occured while he was beside the
intake without ear protection, after which his ears rang for a week. After retiring
he worked as a high school teacher, a quiet occupation. He does not hunt or shoot.

On audiometry today he has a bilateral, symmetric, sensorineural hearing loss that is
moderate to severe in the high frequencies (4000 Hz thresholds 70 dB right, 75 dB left)
with word recognition of 80% right and 76% left. Tympanograms are normal. An MRI of the
internal auditory canals in 2018 was negative for acoustic neuroma. He has constant
bilateral tinnitus that he rates as severe and that interferes with sleep.

Diagnoses:
  1. Bilateral sensorineural hearing loss (H90.3)
  2. Subjective tinnitus, bilateral (H93.13)

I have reviewed the copies of his service records he provided, including his entrance
audiogram (normal) and a 1999 audiogram showing a threshold shift at 4000 Hz.

It is my opinion that his tinnitus is more likely than not related to the acoustic trauma he sustained during military service.
In addition, his hearing loss is at least as likely as not caused by his military noise exposure,
given the documented in-service threshold shift and the noise-notch configuration.

Please contact my office at (910) 555-0138 with any questions.

Sincerely,

Rosalind Achterberg, MD, FACS
Otolaryngology - Head and Neck Surgery`,
    expected: {
      conditions: [
        { name: 'sensorineural hearing loss', diagnosticCode: '6100' },
        { name: 'tinnitus', diagnosticCode: '6260' },
      ],
      nexusOpinions: [
        { condition: 'tinnitus', strength: 'more likely than not', quote: 'It is my opinion that his tinnitus is more likely than not related to the acoustic trauma he sustained during military service' },
        { condition: 'sensorineural hearing loss', strength: 'at least as likely as not', quote: 'his hearing loss is at least as likely as not caused by his military noise exposure' },
      ],
      inServiceEvents: ['flight line and hangar noise exposure as CH-53 aviation mechanic', 'turbine start beside the intake without ear protection 1994', '1999 audiogram threshold shift at 4000 Hz'],
      personalData: [
        { kind: 'name', value: 'Dwight Okonkwo-Ames' },
        { kind: 'name', value: 'Okonkwo-Ames' },
        { kind: 'date-of-birth', value: 'April 3, 1962' },
        { kind: 'address', value: '87 Loblolly Lane, Hampstead, NC 28443' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'letter-psychologist-mst-ptsd-mdd',
    kind: 'private-letter',
    format: 'pdf',
    text: `Juniper Ridge Counseling, PLLC
Dr. Camille Oyelowo-Hart, Licensed Clinical Psychologist
1200 Aspen Way, Bldg C, Boulder, CO

November 10, 2026

Department of Veterans Affairs
Evidence Intake Center, P.O. Box 4444, Janesville, WI 53547-4444

Re: Veteran Patricia Ann Delgado-Fenn, DOB 6/28/1977
VA Claim Number: 331 84 0927

Dear Rating Specialist,

I am writing at the request of my patient, Ms. Delgado-Fenn, whom I have seen for weekly
individual psychotherapy since January 2024 (approximately 110 sessions).

Background. Ms. Delgado-Fenn served in the U.S. Army from 1996 to 2000 as a supply
specialist. She reports that in 1998, while stationed in Germany, she was sexually
assaulted by a senior NCO. She did not report it at the time for fear of retaliation.
Her personnel records show a marked drop in performance evaluations after mid-1998, a
request for transfer, and two sick call visits for "stress" and insomnia - markers
that are consistent with her account. She had no mental health treatment before service.

Current presentation. She experiences intrusive memories, nightmares several nights a
week, avoidance of men in uniform and of medical exams, negative beliefs about herself
("I'm damaged"), emotional numbing, and hypervigilance. She also reports persistent low
mood, anhedonia, poor appetite, and guilt. In March 2024 she disclosed that she had been
having thoughts of ending her life, including thinking about taking her husband's
medications; we completed a safety plan and she has not had suicidal thoughts since
August 2024. She has never attempted suicide. Her CAPS-5 score was 47 and PHQ-9 was 19.

Diagnoses (DSM-5-TR):
  - Posttraumatic stress disorder, chronic (F43.12)
  - Major depressive disorder, recurrent, severe without psychotic features (F33.2)
Generalized anxiety disorder was considered and ruled out; her anxiety is better
accounted for by PTSD.

Opinion. Based on my clinical work with her, my review of her service personnel records,
and current research on military sexual trauma, I believe that
it is more likely than not that her PTSD is the result of the sexual assault she experienced during her military service. Her depression developed alongside the PTSD and I consider it part
of the same clinical picture.

Respectfully,

Camille Oyelowo-Hart, PsyD
CO License PSY.0004471`,
    expected: {
      conditions: [
        { name: 'PTSD', diagnosticCode: '9411' },
        { name: 'major depressive disorder', diagnosticCode: '9434' },
      ],
      nexusOpinions: [
        { condition: 'PTSD', strength: 'more likely than not', quote: 'it is more likely than not that her PTSD is the result of the sexual assault she experienced during her military service' },
      ],
      inServiceEvents: ['military sexual trauma (assault by senior NCO) in Germany 1998'],
      personalData: [
        { kind: 'name', value: 'Patricia Ann Delgado-Fenn' },
        { kind: 'name', value: 'Delgado-Fenn' },
        { kind: 'date-of-birth', value: '6/28/1977' },
        { kind: 'record-number', value: '331 84 0927' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'letter-chiropractor-low-back-scan',
    kind: 'private-letter',
    format: 'image',
    text: `              PRAIRIE SPINE & WELLNESS CHIROPRACTIC
          318 E. Main St.  -  Hutchinson, KS  -  Tel 620-555-0100

October 2, 2026

RE: Bradley "Brad" Sotomayor          Patient acct #: PSW-20417
    DOB 01-17-1975

To whom it may concern,

Mr. Sotomayor has been under my care for lower back pain since 05/2023. He is a
veteran and told me his back first started hurting after a Humvee accident in
1997 at Fort Riley, where the vehicle slid into a ditch and he was thrown against
the turret ring. He says he has had back trouble on and off ever since.

Exam findings at intake and again last month:
  - Decreased lumbar flexion (approx 60 deg) with pain at end range
  - Paraspinal muscle spasm L3-L5 bilaterally
  - Negative straight leg raise both sides, reflexes normal and equal
  - No neurologic deficit in the legs
X-rays (05/2023): mild loss of lordosis, disc spaces preserved, no fracture.

Diagnosis: Chronic lumbosacral strain / sprain (S39.012D, M54.50).
He also reports neck stiffness, which we have not formally evaluated.

Treatment has been spinal adjustment, soft tissue work and home stretches,
usually 2x per month. He gets temporary relief but symptoms return with yard
work or sitting in his truck for long hauls (he drives for a grain co-op).

I am not in a position to review his military records and offer no opinion on
the cause of his condition, but I can confirm the findings above.

Sincerely,

Dr. Lorne Haverkamp, DC`,
    expected: {
      conditions: [{ name: 'lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [],
      inServiceEvents: ['Humvee accident at Fort Riley 1997, thrown against the turret ring'],
      personalData: [
        { kind: 'name', value: 'Bradley "Brad" Sotomayor' },
        { kind: 'name', value: 'Sotomayor' },
        { kind: 'record-number', value: 'PSW-20417' },
        { kind: 'date-of-birth', value: '01-17-1975' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'letter-gi-gerd-ibs-nsaid',
    kind: 'private-letter',
    format: 'text',
    text: `RIVERBEND GASTROENTEROLOGY
Nathaniel Ossei-Lambert, MD
2900 Medical Pkwy, Tupelo, MS 38801      Phone 662-555-0119   Fax 662-555-0120

September 15, 2026

RE: Jolene M. Pettigrew     DOB: 10/02/1980
    Chart No. RG-558213

To the Department of Veterans Affairs:

Ms. Pettigrew is a 45 year old Army veteran I have followed since 2022 for upper and
lower GI symptoms. She is service connected for bilateral knee conditions (per the
decision letter she showed me) and for years took ibuprofen 800 mg three times a day
and naproxen, prescribed by the VA and earlier by military providers, for knee pain.

Upper GI: She has daily heartburn and regurgitation, worse lying down, with occasional
dysphagia to solids. EGD 03/2023 showed LA grade B erosive esophagitis and a small hiatal
hernia; biopsies negative for Barrett's esophagus and negative for H. pylori. She
remains on pantoprazole 40 mg twice daily.

Lower GI: Since about 2016 she has recurrent crampy lower abdominal pain relieved by
defecation with alternating diarrhea and constipation, 8-10 days per month. Colonoscopy
2023 was normal with random biopsies negative for microscopic colitis. Celiac serology
negative; celiac disease is ruled out. Stool studies negative.

Family history: father had colon cancer at 68; sister with Crohn's disease. She has no
evidence of inflammatory bowel disease herself.

Assessment:
  1. Gastroesophageal reflux disease with erosive esophagitis
  2. Irritable bowel syndrome, mixed type (IBS-M)

Opinion: Chronic NSAID use is well known to injure the upper GI mucosa and to worsen
reflux.
In my opinion her GERD was at least as likely as not aggravated by the long-term NSAIDs she took for her service-connected knees. I don't have enough
information about her time in service to give an opinion about the IBS.

Sincerely,
N. Ossei-Lambert, MD
Board Certified, Gastroenterology`,
    expected: {
      conditions: [
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'irritable bowel syndrome', diagnosticCode: '7319' },
      ],
      nexusOpinions: [
        { condition: 'GERD', strength: 'at least as likely as not', quote: 'her GERD was at least as likely as not aggravated by the long-term NSAIDs she took for her service-connected knees' },
      ],
      inServiceEvents: ['NSAIDs prescribed by military providers for knee pain'],
      personalData: [
        { kind: 'name', value: 'Jolene M. Pettigrew' },
        { kind: 'name', value: 'Pettigrew' },
        { kind: 'date-of-birth', value: '10/02/1980' },
        { kind: 'record-number', value: 'RG-558213' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'letter-pcp-htn-diabetes-thailand',
    kind: 'private-letter',
    format: 'text',
    text: `Lakeshore Family Medicine
17 Birchwood Court, Oshkosh, WI 54901

July 7, 2026

Re: Gerald F. Abernethy-Quist
Date of birth: 12 Nov 1948
SSN: 402-66-1350

To Whom It May Concern:

Mr. Abernethy-Quist is a 77-year-old gentleman who has been my patient for 14 years. He
served in the U.S. Air Force from 1967 to 1971, including a tour at Korat Royal Thai Air
Force Base in 1969-1970 as a security policeman assigned to the base perimeter, where
he reports that the vegetation along the fence line was regularly sprayed with
herbicides.

Current problem list:
 - Hypertension, dx 1989, on amlodipine 10 mg and losartan 100 mg
 - Type 2 diabetes mellitus, dx 2003, on metformin 1000 mg bid and glipizide 5 mg
 - Chronic kidney disease stage 3a, due to diabetes
 - Benign prostatic hyperplasia
Past history: appendectomy 1958; L wrist fracture 1995 (healed).
There is a family history of hypertension in his mother. He has never smoked.

He had a coronary CT angiogram last year that showed no significant coronary artery
disease, so ischemic heart disease has been excluded.

I understand that hypertension and diabetes are now considered presumptive for
veterans with qualifying herbicide exposure, including certain service in Thailand. For completeness,
it is my medical opinion that his diabetes mellitus type 2 is more likely than not related to his herbicide exposure at Korat RTAFB,
and that his hypertension is as likely as not related to the same exposure.

Please call me at 920-555-0164 if you need more.

Yours truly,

Helga Brandstetter, MD
Family Medicine`,
    expected: {
      conditions: [
        { name: 'hypertension', diagnosticCode: '7101' },
        { name: 'diabetes mellitus type 2', diagnosticCode: '7913' },
        { name: 'chronic kidney disease' },
        { name: 'benign prostatic hyperplasia' },
      ],
      nexusOpinions: [
        { condition: 'diabetes mellitus type 2', strength: 'more likely than not', quote: 'his diabetes mellitus type 2 is more likely than not related to his herbicide exposure at Korat RTAFB' },
        { condition: 'hypertension', strength: 'at least as likely as not', quote: 'his hypertension is as likely as not related to the same exposure' },
      ],
      inServiceEvents: ['herbicide exposure on base perimeter at Korat Royal Thai Air Force Base 1969-1970'],
      personalData: [
        { kind: 'name', value: 'Gerald F. Abernethy-Quist' },
        { kind: 'name', value: 'Abernethy-Quist' },
        { kind: 'date-of-birth', value: '12 Nov 1948' },
        { kind: 'ssn', value: '402-66-1350' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-inpatient-psych-overdose',
    kind: 'discharge-summary',
    format: 'text',
    text: `ST. BRENDAN REGIONAL MEDICAL CENTER - BEHAVIORAL HEALTH UNIT
DISCHARGE SUMMARY

Patient: Wexford, Caleb T.          MRN: SB-00918277      Acct: 4471902
DOB: 08/13/1993                      Admit: 10/21/2026     Discharge: 10/29/2026
Attending: Lucinda Marsh-Adeyemi, MD (Psychiatry)
Disposition: Home with outpatient f/u at VA

REASON FOR ADMISSION:
33 y/o male Army veteran brought to ED by girlfriend (Shauna Kirkpatrick) after
intentional ingestion of approx. 30 tabs of acetaminophen 500 mg and alcohol following
an argument. Stated in ED "I wanted it to be over." Medically cleared after NAC protocol
on medicine service (peak APAP level 168, LFTs peaked AST 210/ALT 245, normalized).
Transferred to BHU on 10/23 on involuntary hold, converted to voluntary 10/24.

HISTORY:
Served 2012-2017, 68W combat medic, Afghanistan 2014. Reports treating multiple
casualties after a green-on-blue attack at FOB Shank in 2014. Depressed mood since 2018,
worse after separation from girlfriend earlier this year. One prior suicide attempt
2020 (cut wrists, not hospitalized). Heavy drinking, 8-10 beers/day x 1 yr, no hx
withdrawal seizures. Previously treated at VA for depression, lost to f/u 2023.
PTSD screen at VA 2021 was negative and PTSD was not diagnosed on this admission;
trauma sx to be reassessed outpatient.

HOSPITAL COURSE:
Started sertraline 50 mg -> 100 mg, trazodone 50 mg qhs prn. CIWA protocol with
lorazepam taper days 1-4, max CIWA 12. Engaged in groups and individual therapy.
By day 5 denied SI, future oriented, identified reasons for living (his mother, dog,
going back to school). Safety plan completed with SW. Girlfriend to remove all
medications from home except 7-day supply; no firearms in the home (confirmed).

PERTINENT LABS:
  APAP level: 168 (4h) -> 41 -> <10 mcg/mL
  AST/ALT: 210/245 (peak 10/22) -> 48/71 at transfer -> 31/40 on 10/28
  INR 1.3 peak -> 1.0.  Cr 0.8.  Ethanol on arrival 212 mg/dL.
  UDS: negative.  TSH 2.1.  B12/folate wnl.  HIV/HCV screen negative.

MENTAL STATUS EXAM AT ADMISSION TO BHU (10/23):
  Appearance: disheveled, poor eye contact, psychomotor slowing
  Mood: "empty"   Affect: flat, tearful at times
  Thought process: linear, slowed
  Thought content: + passive SI ("wouldn't care if I didn't wake up"), denies plan
  while on unit, no HI, no AVH, no delusions
  Cognition: A&O x4   Insight: limited   Judgment: impaired

MENTAL STATUS EXAM AT DISCHARGE (10/29):
  Appearance: groomed, good eye contact
  Mood: "better, more hopeful"   Affect: reactive, full range
  Thought content: denies SI/HI, future oriented, no AVH
  Insight: fair to good   Judgment: fair

RISK ASSESSMENT AT DISCHARGE:
  Static risk factors: male, veteran, prior attempt (2020), recent attempt (10/2026)
  Dynamic risk factors (modified during stay): alcohol use (now on naltrexone, in
  IOP), depressed mood (improving), access to means (meds removed, no firearms)
  Protective factors: mother, dog, plans to enroll in community college, engaged in
  follow-up, girlfriend supportive
  Overall: chronic risk high; acute risk low at time of discharge. Does not meet
  criteria for continued involuntary hospitalization.

DISCHARGE DIAGNOSES:
  1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)
  2. Alcohol use disorder, severe (F10.20)
  3. Intentional acetaminophen overdose, s/p NAC, resolved liver injury
  4. Suicide attempt, initial encounter (T39.1X2A)

DISCHARGE MEDS:
  Sertraline 100 mg PO daily
  Naltrexone 50 mg PO daily
  Trazodone 50 mg PO qhs prn sleep
  Thiamine 100 mg PO daily

FOLLOW-UP:
VA Mental Health Clinic 11/03/2026 with suicide prevention coordinator (warm handoff
completed by phone). Veterans Crisis Line 988 press 1. SUD IOP intake 11/05/2026.

Discharge condition: stable, denies SI/HI at discharge, C-SSRS low acute risk.

Electronically signed: L. Marsh-Adeyemi, MD  10/29/2026 16:12`,
    expected: {
      conditions: [
        { name: 'major depressive disorder', diagnosticCode: '9434' },
        { name: 'alcohol use disorder' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['treated multiple casualties after a green-on-blue attack at FOB Shank 2014'],
      personalData: [
        { kind: 'name', value: 'Wexford, Caleb T.' },
        { kind: 'record-number', value: 'SB-00918277' },
        { kind: 'record-number', value: '4471902' },
        { kind: 'date-of-birth', value: '08/13/1993' },
        { kind: 'name', value: 'Shauna Kirkpatrick' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'discharge-lumbar-microdiscectomy',
    kind: 'discharge-summary',
    format: 'text',
    text: `MERIDIAN NEUROSURGICAL HOSPITAL
DISCHARGE SUMMARY

PATIENT NAME: Castellanos, Ines Rocio
MEDICAL RECORD #: 02-774-5190        DATE OF BIRTH: 04/04/1982
ADMISSION DATE: 09/08/2026           DISCHARGE DATE: 09/10/2026
SURGEON: Desmond Achebe-Rowe, MD

PRINCIPAL DIAGNOSIS: L4-L5 herniated nucleus pulposus with left L5 radiculopathy
SECONDARY DIAGNOSES: Hypothyroidism (on levothyroxine); obesity BMI 32
PROCEDURE: Left L4-L5 microdiscectomy, 09/08/2026

HISTORY OF PRESENT ILLNESS:
44 yo F veteran (USMC 2000-2008, motor transport) with intermittent low back pain since
a 7-ton truck rollover during training at Twentynine Palms in 2005 that she reports
she walked away from with "just bruises." Presented with 4 months of severe L leg pain,
foot drop developing over 3 wks (L EHL 3/5, ankle DF 4-/5), failed 8 wks PT, two ESIs.
MRI 07/2026: large L4-5 paracentral extrusion compressing traversing L5 root.
Cauda equina syndrome was ruled out - normal rectal tone, no saddle anesthesia, PVR 30 mL.

HOSPITAL COURSE:
Uncomplicated L L4-L5 microdiscectomy. Leg pain markedly improved POD 0. EHL 4/5 POD 1.
Ambulating independently, voiding, tolerating diet. Incision C/D/I. Pain controlled on
oral meds. Cleared by PT for home.

DISCHARGE DIAGNOSES:
 1. Intervertebral disc syndrome, L4-L5, s/p microdiscectomy
 2. Left lower extremity radiculopathy (L5), improving
 3. Hypothyroidism

DISCHARGE MEDICATIONS:
 - Oxycodone 5 mg q6h prn severe pain x 5 days (#15)
 - Acetaminophen 1000 mg q8h
 - Methocarbamol 500 mg q8h prn spasm
 - Levothyroxine 88 mcg daily (home med)

INSTRUCTIONS: No lifting >10 lb, no bending/twisting x 6 wks. No driving while on opioid.
Keep incision dry x 5 days. Call for fever >101.5, new weakness, bowel/bladder changes.

FOLLOW-UP: Dr. Achebe-Rowe clinic 2 wks. Outpatient PT at 4 wks.
Pt lives at 5520 Saguaro Ridge Dr, Apt 3B, Yuma, AZ 85364; husband Tomas to drive her.

Dictated by: K. Fairweather, PA-C for D. Achebe-Rowe, MD`,
    expected: {
      conditions: [
        { name: 'intervertebral disc syndrome', diagnosticCode: '5243' },
        { name: 'radiculopathy', diagnosticCode: '8520' },
        { name: 'hypothyroidism', diagnosticCode: '7903' },
        { name: 'obesity' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['7-ton truck rollover during training at Twentynine Palms 2005'],
      personalData: [
        { kind: 'name', value: 'Castellanos, Ines Rocio' },
        { kind: 'record-number', value: '02-774-5190' },
        { kind: 'date-of-birth', value: '04/04/1982' },
        { kind: 'address', value: '5520 Saguaro Ridge Dr, Apt 3B, Yuma, AZ 85364' },
        { kind: 'name', value: 'Tomas' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-asthma-exacerbation-burn-pit',
    kind: 'discharge-summary',
    format: 'pdf',
    text: `VA NORTHERN PLAINS HEALTH CARE SYSTEM - INPATIENT MEDICINE
DISCHARGE SUMMARY                                              Page 1 of 2

Name: MCALLISTER-NGUYEN, DEREK P      Last4: 2096      DOB: 1985-01-09
Admitted: 02/14/2026  Discharged: 02/17/2026   Ward: 4 West
Attending: Fiona Castellane, MD

ADMITTING DIAGNOSIS: Acute asthma exacerbation

HPI: 41 yo M OIF veteran with asthma diagnosed 2009 (after return from deployment)
presented with 3 days of worsening dyspnea, wheeze and cough after a viral URI, using
albuterol every 2 hrs. PEF 45% predicted on arrival. Deployed Balad AB, Iraq 2007-2008;
lived ~1 mile downwind of the open burn pit, reports "black smoke daily." Never smoker.
PACT Act toxic exposure screening completed: positive for burn pit exposure.

ED/HOSPITAL COURSE:
- Continuous albuterol/ipratropium nebs x 3, methylprednisolone 125 mg IV, Mg 2 g IV.
- CXR: hyperinflation, no infiltrate. Pneumonia ruled out (afebrile, procalcitonin
  <0.05, clear CXR).
- CTA chest: no pulmonary embolism.
- Resp viral panel: rhinovirus positive.
- Transitioned to prednisone 40 mg daily, nebs weaned to q4h then prn by HD 3.
- PEF 78% predicted at discharge. Ambulatory SpO2 95% RA.
- Spirometry (outpt 2025): FEV1 68% predicted, FEV1/FVC 0.64, +bronchodilator response 16%.

OTHER:
- Allergic rhinitis, perennial - on fluticasone nasal spray, continue.
- Depression screen PHQ-2 negative; suicide risk screen (C-SSRS) negative.

DISCHARGE DIAGNOSES:
 1. Asthma, moderate persistent, with acute exacerbation (J45.41)
 2. Allergic rhinitis, perennial (J30.89)
 3. Rhinovirus infection

DISCHARGE MEDICATIONS:
 Prednisone 40 mg daily x 3 more days
 Budesonide/formoterol 160/4.5 2 puffs BID (NEW - replaces fluticasone MDI)
 Albuterol HFA 2 puffs q4-6h prn
 Montelukast 10 mg qhs
 Fluticasone nasal 2 sprays each nostril daily

FOLLOW-UP: PACT in 1 wk; Pulmonary clinic 4 wks; Airborne Hazards and Open Burn Pit
Registry enrollment encouraged. Address on file: 1409 Prairie Dog Trl, Bismarck, ND 58503.

Signed: F. Castellane, MD`,
    expected: {
      conditions: [
        { name: 'asthma', diagnosticCode: '6602' },
        { name: 'allergic rhinitis', diagnosticCode: '6522' },
        { name: 'rhinovirus infection' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['burn pit smoke exposure at Balad AB, Iraq 2007-2008'],
      personalData: [
        { kind: 'name', value: 'MCALLISTER-NGUYEN, DEREK P' },
        { kind: 'ssn', value: '2096' },
        { kind: 'date-of-birth', value: '1985-01-09' },
        { kind: 'address', value: '1409 Prairie Dog Trl, Bismarck, ND 58503' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-chest-pain-ruled-out-mi-scan',
    kind: 'discharge-summary',
    format: 'image',
    text: `GREENVALE COMMUNITY HOSPITAL            OBSERVATION UNIT DISCHARGE SUMMARY
Patient: Haugen, Roy Allen       MRN: GCH4410925     DOB: 3/3/1958
Admit: 06/22/2026 19:40          Discharge: 06/23/2026 14:10
Attending: Beatriz Lomeli-Strand, DO

CHIEF COMPLAINT: Chest pain

HPI: 68M w/ HTN, presented w/ burning substernal chest pain after a large
dinner, radiating to throat, 2 hrs, partially relieved by antacid. No
exertional component. Hx of Vietnam service (Army 1968-1970), no cardiac hx.
Father died of MI age 59.

COURSE:
 - ECG x2: NSR, no acute ST/T changes. LVH by voltage.
 - hs-Troponin 4 -> 5 -> 4 ng/L (neg). Acute MI ruled out.
 - Stress echo 06/23: no ischemia, EF 60%. CAD not identified.
 - CXR: no acute process.
 - Sx resolved with GI cocktail and IV famotidine.
 - Depression screen PHQ-2 = 0; suicide screen negative.

DISCHARGE DIAGNOSES:
 1. Noncardiac chest pain, most likely due to gastroesophageal reflux disease
 2. Gastroesophageal reflux disease - new diagnosis
 3. Hypertension, essential - uncontrolled (BP 162/94 on arrival)

MEDICATIONS:
 NEW   Pantoprazole 40 mg daily before breakfast
 CHG   Amlodipine 5 mg -> 10 mg daily
 CONT  Aspirin 81 mg daily  (pt preference, discussed)

FOLLOW UP: PCP 1-2 wks for BP recheck. Consider EGD if sx persist on PPI.
Return for chest pain w/ exertion, SOB, diaphoresis.

Signed electronically - B. Lomeli-Strand, DO  06/23/2026`,
    expected: {
      conditions: [
        { name: 'GERD', diagnosticCode: '7206' },
        { name: 'hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: [],
      personalData: [
        { kind: 'name', value: 'Haugen, Roy Allen' },
        { kind: 'record-number', value: 'GCH4410925' },
        { kind: 'date-of-birth', value: '3/3/1958' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'discharge-left-tka-osteoarthritis',
    kind: 'discharge-summary',
    format: 'text',
    text: `Discharge Summary - Orthopaedic Surgery
Harborpoint Joint Replacement Center

Pt name: Fairbanks, Odessa L.     MRN 88-30291-4     DOB 1964/02/27
Home phone 207-555-0188
Admit 08/03/2026   Discharge 08/05/2026   LOS 2 days
Surgeon: Anders Kjellberg, MD

Preop dx: End-stage primary osteoarthritis, left knee
Postop dx: same
Procedure: Left total knee arthroplasty (cemented, posterior stabilized), 08/03/2026

Brief history: 62 yo woman, retired Army nurse (1986-2008). L knee pain for >15 yrs,
she dates it to a fall on ice during a field exercise in Korea in 1991 (says she had a
"knee sprain" treated with crutches). Progressive pain, varus deformity, failed
injections x 4 and viscosupplementation. XR: bone-on-bone medial compartment.
Right knee: asymptomatic, normal exam.

PMH: Hypertension (on losartan), hypothyroidism - no, pt corrects: "that was my sister."
Hx of DVT 2012 after flight - completed anticoagulation, resolved.
Breast cancer 2016 s/p lumpectomy/radiation, in remission, no active treatment.
PSH: hysterectomy 2005, R carpal tunnel release 2010.

Hospital course: Spinal anesthesia + adductor canal block. POD0 PT ambulated 30 ft with
walker. POD1 100 ft, knee ROM 5-85 deg. Hgb 13.1 -> 11.2, no transfusion. Given hx of
DVT, DVT prophylaxis with apixaban 2.5 mg bid x 35 days. Bilateral LE dopplers POD1:
no DVT. Pain controlled on oral meds. Discharged POD2 to home with husband.

Discharge diagnoses:
 1. Primary osteoarthritis, left knee, s/p left TKA
 2. Hypertension
 3. History of DVT (resolved) and history of breast cancer (in remission)

Discharge meds: apixaban 2.5 mg BID x 35 d; oxycodone 5 mg q4h prn (#30); acetaminophen
1 g TID; celecoxib 200 mg daily x 2 wks; losartan 50 mg daily; senna-docusate.

Follow-up: clinic 2 wks for staple removal; home PT 3x/wk then outpatient PT.`,
    expected: {
      conditions: [
        { name: 'left total knee arthroplasty', diagnosticCode: '5055' },
        { name: 'degenerative arthritis, left knee', diagnosticCode: '5003' },
        { name: 'hypertension', diagnosticCode: '7101' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['fall on ice during field exercise in Korea 1991 with left knee sprain'],
      personalData: [
        { kind: 'name', value: 'Fairbanks, Odessa L.' },
        { kind: 'record-number', value: '88-30291-4' },
        { kind: 'date-of-birth', value: '1964/02/27' },
        { kind: 'phone', value: '207-555-0188' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sf600-ankle-sprain-pt-run',
    kind: 'service-treatment-record',
    format: 'text',
    text: `CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)
TROOP MEDICAL CLINIC 4, FORT CAMPBELL, KY

DATE: 14 MAY 2013       TIME: 0715
PATIENT: SPC KESSLER, JORDAN M     DOD ID: 1499837265     DOB: 11 JUL 1992
UNIT: B CO 1-502 IN, 2BCT 101ST ABN

S: 20 y/o AD male c/o R ankle pain x 1 hr. States he "rolled" R ankle on uneven curb
during unit PT run this AM, felt pop, able to bear wt w/ pain. Pain 6/10 lateral ankle.
No prior ankle inj. Denies numbness/tingling. NKDA. Meds: none.

O: VS: BP 122/74  P 68  T 98.4  R 16
R ankle: moderate swelling & ecchymosis lateral malleolus. TTP over ATFL. No TTP over
posterior edge/tip of lat or med malleolus, navicular, or base of 5th MT (Ottawa neg).
Ant drawer: mild laxity vs L. Talar tilt neg. NV intact distally. Gait antalgic.

A: R ankle sprain, grade II (ATFL)
   r/o fracture - not indicated per Ottawa rules, no XR

P: RICE, ACE wrap, crutches x 3 days WBAT
   Ibuprofen 800mg PO TID w/ food x 7 days #21
   Profile: no running/jumping/rucking x 14 days, may do upper body PT
   RTC 7 days or sooner if worse. Pt verbalized understanding.

JOHN R. MERCADO, PA-C / CPT, SP
--------------------------------------------------------------------------
DATE: 21 MAY 2013   F/U R ankle: swelling decr, ambulating w/o crutches, pain 2/10.
ROM mildly decr inversion. A: R ankle sprain, improving. P: continue profile 7 more
days, begin ankle rehab (theraband, balance). RTC prn.
JOHN R. MERCADO, PA-C`,
    expected: {
      conditions: [{ name: 'right ankle sprain', diagnosticCode: '5271' }],
      nexusOpinions: [],
      inServiceEvents: ['rolled right ankle on uneven curb during unit PT run May 2013'],
      personalData: [
        { kind: 'name', value: 'KESSLER, JORDAN M' },
        { kind: 'record-number', value: '1499837265' },
        { kind: 'date-of-birth', value: '11 JUL 1992' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-dd2807-separation-history-tinnitus',
    kind: 'service-treatment-record',
    format: 'pdf',
    text: `REPORT OF MEDICAL HISTORY  (DD FORM 2807-1)
1. LAST NAME, FIRST NAME, MIDDLE NAME: PELLETIER, ANDRE GASTON
2. SOCIAL SECURITY NUMBER: 530-71-2284     3. DATE OF EXAMINATION: 20100618
5. HOME ADDRESS: 412 Cormorant St, Jacksonville, NC 28540   6. HOME PHONE: 910-555-0156
7. GRADE: E-6   8. DATE OF BIRTH: 19790902   11. PURPOSE: [X] Separation
12. EXAMINING LOCATION: NH CAMP LEJEUNE

13. List your current medications: Motrin as needed
14. Allergies: none

Have you ever had or do you now have:  (check each item YES or NO)        YES   NO
 17a. Frequent or severe headache                                        [ ]  [X]
 17c. Head injury, memory loss or amnesia                                [ ]  [X]
 20a. Hearing loss or wear a hearing aid                                 [ ]  [X]
 20b. Ringing in the ears                                                [X]  [ ]
 21a. Shortness of breath                                                [ ]  [X]
 24d. Recurrent back pain or any back problem                            [X]  [ ]
 26a. Knee trouble (locking, giving out, pain)                           [ ]  [X]
 29d. Depression or excessive worry                                      [ ]  [X]
 29f. Attempted suicide                                                  [ ]  [X]
 29g. Considered suicide                                                 [ ]  [X]
 29h. Frequent trouble sleeping                                          [X]  [ ]
 30.  Were you exposed to loud noise in your job (weapons, aircraft, etc) [X]  [ ]

31. Explain any YES answers:
 20b - ringing both ears since 2007 deployment Ramadi; worse after .50 cal range days.
 24d - low back sore after ruck marches, never went to sick call for it.
 29h - hard to fall asleep, 5 hrs/night.
 30  - 0331 machine gunner 2001-2010, ranges 2-3x/month, 2 combat deployments.

EXAMINER'S SUMMARY AND ELABORATION (Physician/PA/NP):
 20b: Constant bilateral tinnitus since 2007, attributed by SM to weapons noise.
      Audiogram this date within normal limits (no STS). Dx: tinnitus.
 24d: Intermittent LBP with rucking, no radicular sx, full ROM, no tenderness today.
      No dx at this time. NCD.
 29h: Sleep difficulty - referred to MFLC, SM declines. Denies depression, denies SI.

EXAMINER: L. T. OKAFOR-BRIGGS, LT, MC, USN       DATE: 20100618`,
    expected: {
      conditions: [{ name: 'tinnitus', diagnosticCode: '6260' }],
      nexusOpinions: [],
      inServiceEvents: ['noise exposure as 0331 machine gunner 2001-2010', 'ringing in ears since 2007 deployment to Ramadi', 'low back soreness after ruck marches'],
      personalData: [
        { kind: 'name', value: 'PELLETIER, ANDRE GASTON' },
        { kind: 'ssn', value: '530-71-2284' },
        { kind: 'address', value: '412 Cormorant St, Jacksonville, NC 28540' },
        { kind: 'phone', value: '910-555-0156' },
        { kind: 'date-of-birth', value: '19790902' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-pdha-dd2796-blast-scan',
    kind: 'service-treatment-record',
    format: 'image',
    text: `POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA)  DD FORM 2796
Name: OYAMA-REED, TREVOR K        DoD ID: 1322058471      DOB: 04/30/1987
Service: [X] Army  Component: [X] Active   Deployed to: Afghanistan (Kunar)
Departure date: 02/2010   Return date: 01/2011   Date of form: 01/19/2011

4. Overall health now: [ ] Excellent [ ] Very good [X] Good [ ] Fair [ ] Poor
7. During this deployment were you wounded, injured, assaulted?  [X] Yes [ ] No
   If yes: IED strike on vehicle 07/2010, dazed ~10 min, headache x 1 wk.
9. Were you exposed to a blast or explosion?  [X] Yes  [ ] No  How many: 3
10. Did you lose consciousness or were you "knocked out"? [ ] Yes [X] No
    Were you dazed, confused or "seeing stars"?             [X] Yes [ ] No
11. Symptoms now: [X] headaches [X] ringing in the ears [X] irritability
                  [ ] memory problems [ ] dizziness
12. Saw anyone wounded, killed or dead during deployment?   [X] Yes [ ] No
13. PC-PTSD screen: nightmares [X]  avoidance [X]  on guard [X]  numb [ ]
14. PHQ-2: little interest - [X] several days; down/hopeless - [X] more than half
15. Over the last 2 weeks, thoughts that you would be better off dead or of
    hurting yourself in some way:  [ ] Not at all [X] Several days
    [ ] More than half the days [ ] Nearly every day
16. Alcohol: AUDIT-C 6

HEALTH CARE PROVIDER REVIEW
 Interviewed SM re Q15: endorses passive thoughts "maybe better off dead"
 after friend killed in Aug 2010; denies plan or intent, no prior attempts.
 Assessment:
  [X] Mild TBI (concussion), 07/2010 - resolved sx except intermittent HA
  [X] Adjustment disorder with mixed anxiety and depressed mood
  [ ] PTSD - screen positive, further eval needed, not diagnosed today
 Referrals: [X] Behavioral health - same day (walked over)  [X] Audiology
            [X] Primary care for HA

Provider: Ruth A. Castellvi, MAJ, MC     Signed 01/19/2011`,
    expected: {
      conditions: [
        { name: 'traumatic brain injury', diagnosticCode: '8045' },
        { name: 'adjustment disorder', diagnosticCode: '9440' },
      ],
      nexusOpinions: [],
      inServiceEvents: ['IED strike on vehicle 07/2010, dazed ~10 min', 'exposed to 3 blasts during Afghanistan deployment', 'friend killed in Aug 2010'],
      personalData: [
        { kind: 'name', value: 'OYAMA-REED, TREVOR K' },
        { kind: 'record-number', value: '1322058471' },
        { kind: 'date-of-birth', value: '04/30/1987' },
      ],
      mentionsSuicidalIdeation: true,
    },
  },
  {
    id: 'str-sick-call-lumbar-strain-lifting',
    kind: 'service-treatment-record',
    format: 'text',
    text: `SICK CALL - BRANCH HEALTH CLINIC NAS OCEANA
Chronological Record of Medical Care (SF 600)

03 OCT 2015  0830
Pt: AMCAN GUTIERREZ-HALE, NADIA R   USN   SSN: 617-20-4489   EDIPI 1587730219
DOB: 22 MAR 1994   Rate: AM (aviation structural mechanic), VFA-106

CC: low back pain

S: 21 y/o F SM presents w/ LBP x 2 days. States she was lifting an F/A-18 access panel
(about 60 lbs) w/ another sailor on the flight line 01 OCT when he let go and she took
the full weight twisting to the left. Immediate sharp pain L low back. Pain now 7/10,
dull, worse w/ bending and sitting in vehicle. No radiation to legs. No numbness,
weakness, bowel/bladder sx. No fever. First episode of back pain. Took Motrin 400 w/
some relief. LMP 2 wks ago, denies poss pregnancy.

O: VS WNL. Ambulates slowly, guarded. Lumbar paraspinal spasm L>R, TTP L L3-L5 paraspinal
region, no midline/spinous process tenderness. Flex limited to ~45 deg d/t pain.
SLR neg bilat. DTRs 2+ sym. Strength 5/5 LE. Sensation intact.

A: 1. Acute lumbar strain, L paraspinal, work related (line duty)
   2. r/o HNP - low suspicion, no radicular sx; no imaging indicated now

P: - Naproxen 500mg BID w/ food x 10 d, cyclobenzaprine 10mg qhs x 5 d (no flight duty
     while taking - DOWN chit issued)
   - Heat, gentle stretching handout
   - LIMDU x 7 days: no lifting >15 lbs, no flight line duties
   - RTC 1 wk; sooner if leg numbness/weakness. Refer PT if not improved.

HM2 T. BARRIOS / reviewed & signed: LCDR Simone Akintola-Ward, MC, USN
------------------------------------------------------------------------
10 OCT 2015 - F/U: pain 3/10, ROM improved. A: lumbar strain, improving. Refer PT x 4
wks. Continue LIMDU 14 days. Line of duty: yes.`,
    expected: {
      conditions: [{ name: 'lumbosacral strain', diagnosticCode: '5237' }],
      nexusOpinions: [],
      inServiceEvents: ['low back injury lifting F/A-18 access panel on the flight line 01 OCT 2015'],
      personalData: [
        { kind: 'name', value: 'GUTIERREZ-HALE, NADIA R' },
        { kind: 'ssn', value: '617-20-4489' },
        { kind: 'record-number', value: '1587730219' },
        { kind: 'date-of-birth', value: '22 MAR 1994' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'str-sf600-allergic-rhinitis-kuwait',
    kind: 'service-treatment-record',
    format: 'text',
    text: `SF 600 - CHRONOLOGICAL RECORD OF MEDICAL CARE
CAMP ARIFJAN, KUWAIT - TROOP MEDICAL CLINIC (ZONE 6)

12 APR 2004   1410 hrs
SGT DUBOIS, RENATA C      Last 4: 3371      DOB: 09 DEC 1982
Unit: 24th QM Co (Supply)

S: 21 y/o F w/ 3 wks congestion, sneezing, itchy eyes, AM sore throat. Worse after
sandstorms / working in open supply yard. No fever. Hx "hay fever" as teen. NKDA.
O: T 98.9  SpO2 99%. Nasal mucosa pale & boggy. Tonsils 1+ no exudate. Lungs CTA.
Rapid strep: NEGATIVE.

A: 1. Allergic rhinitis, exacerbated by dust/sand exposure
   2. Strep pharyngitis - ruled out (rapid strep neg, Centor 0)
   3. Sinusitis - not supported on exam

P: Loratadine 10 mg daily #30, fluticasone nasal daily. Mask in yard during dust events.
C. IGWE-HOLLOWAY, 1LT, MS / PA-C`,
    expected: {
      conditions: [{ name: 'allergic rhinitis', diagnosticCode: '6522' }],
      nexusOpinions: [],
      inServiceEvents: ['sand and dust exposure in open supply yard at Camp Arifjan, Kuwait 2004'],
      personalData: [
        { kind: 'name', value: 'DUBOIS, RENATA C' },
        { kind: 'ssn', value: '3371' },
        { kind: 'date-of-birth', value: '09 DEC 1982' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'rating-decision-tinnitus-grant-osa-deny',
    kind: 'statement-or-decision',
    format: 'text',
    text: `DEPARTMENT OF VETERANS AFFAIRS
Veterans Benefits Administration
Regional Office

RATING DECISION                                            October 30, 2026

NAME OF VETERAN: Marisol T. Iverson-Baptiste
VA FILE NUMBER: 27 118 450
SOCIAL SECURITY NR: 573-28-0614
POA: Disabled American Veterans

INTRODUCTION
The records reflect that you are a Veteran of the Gulf War Era. You served in the Navy
from June 1999 to July 2019. You filed a claim for service connection that was received
on March 3, 2026. Based on a review of the evidence listed below, we have made the
following decisions on your claim.

DECISION
1. Service connection for tinnitus is granted with an evaluation of 10 percent
   effective March 3, 2026.
2. Service connection for obstructive sleep apnea is denied.
3. Service connection for bilateral hearing loss is denied.

EVIDENCE
- DD Form 214, June 1999 to July 2019
- Service treatment records, June 1999 to July 2019
- VA examination, Audiology, June 9, 2026
- VA examination, Sleep Apnea, June 20, 2026
- Private treatment records, Sandhill Sleep Center, received April 11, 2026

REASONS FOR DECISION
1. Tinnitus (DC 6260). Your military occupational specialty of gas turbine system
technician (GSM) is consistent with high probability of hazardous noise exposure.
The VA examiner opined that your recurrent tinnitus is at least as likely as not caused by or a result of military noise exposure. An evaluation of 10 percent is assigned, the maximum
schedular evaluation for recurrent tinnitus.

2. Obstructive sleep apnea (DC 6847). The evidence shows a current diagnosis of
obstructive sleep apnea, diagnosed by private polysomnogram in 2023. Your service
treatment records contain no complaints, treatment or diagnosis of a sleep disorder.
The VA examiner stated the condition is less likely than not incurred in or caused by service, because the first symptoms were reported in 2022, three years after discharge,
following significant weight gain. We have considered the lay statement from your
husband that you snored during service; snoring alone is not sleep apnea.

3. Bilateral hearing loss (DC 6100). The VA audiology examination does not show a hearing
loss disability for VA purposes under 38 CFR 3.385 in either ear (all thresholds 25 dB
or better, speech recognition 96% right and 98% left). Service connection requires a
current disability.

REFERENCES
Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief
contains the regulations of the Department of Veterans Affairs.`,
    expected: {
      conditions: [
        { name: 'tinnitus', diagnosticCode: '6260' },
        { name: 'obstructive sleep apnea', diagnosticCode: '6847' },
      ],
      nexusOpinions: [
        { condition: 'tinnitus', strength: 'at least as likely as not', quote: 'your recurrent tinnitus is at least as likely as not caused by or a result of military noise exposure' },
        { condition: 'obstructive sleep apnea', strength: 'less likely than not', quote: 'the condition is less likely than not incurred in or caused by service' },
      ],
      inServiceEvents: ['hazardous noise exposure as gas turbine system technician'],
      personalData: [
        { kind: 'name', value: 'Marisol T. Iverson-Baptiste' },
        { kind: 'record-number', value: '27 118 450' },
        { kind: 'ssn', value: '573-28-0614' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'buddy-statement-rollover-21-10210',
    kind: 'statement-or-decision',
    format: 'text',
    text: `LAY/WITNESS STATEMENT  (VA FORM 21-10210)

SECTION I - CLAIMANT / VETERAN INFORMATION
Veteran's name: Tobias Nwachukwu-Grant
Veteran's SSN: 664-03-1928       VA file number: 664031928
Veteran's DOB: 05/16/1989

SECTION II - WITNESS INFORMATION
Witness name: Raymond "Ray" Castiglione
Mailing address: 3318 Kestrel Hollow Ct, Clarksville, TN 37042
Phone: (931) 555-0177
Relationship to veteran: served together, same squad, 2009-2013

SECTION III - STATEMENT
I served with Toby in 3rd Platoon, A Troop, from 2009 until I got out in 2013. On or
about 19 September 2011 we were on a mounted patrol outside of FOB Salerno when our
MRAP went off the side of a washed out road and rolled onto its side. Toby was the
gunner. He got thrown around inside the turret and hit his head and his right shoulder.
I was the driver. When we got him out he was bleeding from his head and didn't know
what day it was for a while. The medic checked him out and he was seen at
the aid station. I don't think it all got written down because we went right back out
two days later.

After that he was different. He would get bad headaches and sit in the dark in the
CHU, and he couldn't lift his arm over his head for PT for weeks. He also started waking
up yelling at night, which the whole tent heard. He never used to be like that. Before
the rollover he was the guy who was always joking around.

We stayed in touch after we both got out. He still talks about the shoulder and
headaches and his wife Danielle told me he still has nightmares.

I certify that the statements on this form are true and correct to the best of my
knowledge and belief.

Signature: Raymond Castiglione        Date signed: 11/02/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['MRAP rollover on mounted patrol outside FOB Salerno, 19 September 2011', 'head and right shoulder injury in the rollover'],
      personalData: [
        { kind: 'name', value: 'Tobias Nwachukwu-Grant' },
        { kind: 'ssn', value: '664-03-1928' },
        { kind: 'record-number', value: '664031928' },
        { kind: 'date-of-birth', value: '05/16/1989' },
        { kind: 'name', value: 'Raymond "Ray" Castiglione' },
        { kind: 'address', value: '3318 Kestrel Hollow Ct, Clarksville, TN 37042' },
        { kind: 'phone', value: '(931) 555-0177' },
        { kind: 'name', value: 'Toby' },
        { kind: 'name', value: 'Raymond Castiglione' },
        { kind: 'name', value: 'Danielle' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'va-21-4138-shoulder-statement-scan',
    kind: 'statement-or-decision',
    format: 'image',
    text: `STATEMENT IN SUPPORT OF CLAIM                          VA FORM 21-4138
SECTION I: VETERAN'S IDENTIFICATION INFORMATION
1. VETERAN'S NAME: Okafor, Beatrice Ngozi
2. SSN: 455-81-0372          3. VA FILE NUMBER: 455810372
4. DATE OF BIRTH: 07/07/1976
5. MAILING ADDRESS: 90 Whitetail Run, Unit 12, Killeen, TX 76542
6. TELEPHONE: 254-555-0129

SECTION II: REMARKS
I am writing about my right shoulder. I was a 92A in the Army from 1995 to
2016. In 2003 at Camp Doha I was loading boxes of parts onto a truck bed and
a pallet shifted and I caught it with my right arm. I felt something tear and
my shoulder hurt for months. I went to sick call once and they gave me Motrin
and said it was a pulled muscle. I did not want a profile so I did not go back.

Since then I have had pain reaching up into cabinets and I can not sleep on my
right side. It clicks when I raise it. I stopped going to the gym in 2019
because of it. My civilian doctor took an x-ray last year and told me to get an
MRI but I have not had it yet because of my insurance deductible.

I also want to say that my knees were never the problem, I put knees on my
first claim by mistake in 2017 and that claim is closed. Please only look at
the shoulder now.

I am asking that VA schedule me for an exam for my shoulder. The sick call
record should be in my STRs from Camp Doha, 2003.

SECTION III: CERTIFICATION AND SIGNATURE
I CERTIFY THAT the statements on this form are true and correct to the best
of my knowledge and belief.
Signature: Beatrice N. Okafor                    Date: 10/15/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['right shoulder injury catching a shifting pallet at Camp Doha 2003'],
      personalData: [
        { kind: 'name', value: 'Okafor, Beatrice Ngozi' },
        { kind: 'ssn', value: '455-81-0372' },
        { kind: 'record-number', value: '455810372' },
        { kind: 'date-of-birth', value: '07/07/1976' },
        { kind: 'address', value: '90 Whitetail Run, Unit 12, Killeen, TX 76542' },
        { kind: 'phone', value: '254-555-0129' },
        { kind: 'name', value: 'Beatrice N. Okafor' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'ime-cervical-spine-carpal-tunnel',
    kind: 'statement-or-decision',
    format: 'pdf',
    text: `INDEPENDENT MEDICAL EXAMINATION REPORT
Prepared by: Leopold Vandersloot, MD, MPH - Board Certified, Physical Medicine & Rehab
Prepared for: Veteran and accredited claims agent

Examinee: Franklin D. Ashworth-Mensah      DOB: 02/11/1970
VA Claim No. 318 07 662         Date of examination: 10/20/2026
Records reviewed: complete C-file (1,412 pages), STRs 1988-2010, VA CPRS 2011-2026,
private records from Tidewater Orthopedics, EMG/NCS 03/2026, cervical MRI 01/2026.

HISTORY
Mr. Ashworth-Mensah served in the U.S. Army 1988-2010 as an infantryman and later a
drill sergeant. STRs document a 1996 helicopter hard landing during air assault
training at Fort Campbell with neck pain (SF 600, 12 Aug 1996: "cervical strain, neck
pain after hard landing"), and recurrent neck pain complaints in 1999, 2004, and at
his 2010 retirement exam ("neck pain w/ ruck, intermittent numbness R hand"). He also
carried a 60 lb+ ruck throughout his career.

He reports constant neck pain radiating to the right shoulder blade and down the right
arm into the thumb and index finger, and separately numbness of both hands at night,
worse when driving or typing, which began around 2018 when he started a data entry job.

EXAMINATION
Cervical spine flexion 30 deg, extension 20 deg, combined ROM 170 deg, painful at ends.
Spurling positive on the right. Biceps and brachioradialis reflexes 1+ right, 2+ left.
Decreased sensation right C6 dermatome. Grip 4/5 right.
Tinel and Phalen positive at both wrists. Thenar bulk normal.

DIAGNOSTIC STUDIES
MRI 01/2026: multilevel spondylosis C4-C7, foraminal narrowing moderate-severe R C5-6.
EMG/NCS 03/2026: chronic right C6 radiculopathy; bilateral mild median neuropathy at the
wrist (carpal tunnel syndrome).

DIAGNOSES
1. Degenerative arthritis of the cervical spine (cervical spondylosis)
2. Right upper extremity radiculopathy, C6 (upper radicular group)
3. Bilateral carpal tunnel syndrome, mild

OPINIONS
(a) It is my opinion, to a reasonable degree of medical certainty, that the Veteran's
cervical spine degenerative arthritis and associated right C6 radiculopathy are more likely than not (greater than 50% probability) the result of the 1996 hard landing
and the cumulative axial loading of his military duties. The 2010 retirement exam already
documented radicular symptoms.
(b) With respect to the bilateral carpal tunnel syndrome:
it is less likely than not (less than 50% probability) that this condition began in or was caused by service. Its
onset in 2018 coincides with repetitive keyboard work, it is bilateral and not explained
by the right-sided cervical radiculopathy.

I have no financial relationship with the outcome of this claim.
L. Vandersloot, MD, MPH`,
    expected: {
      conditions: [
        { name: 'degenerative arthritis of the spine', diagnosticCode: '5242' },
        { name: 'radiculopathy', diagnosticCode: '8510' },
        { name: 'carpal tunnel syndrome', diagnosticCode: '8515' },
      ],
      nexusOpinions: [
        { condition: 'degenerative arthritis of the spine', strength: 'more likely than not', quote: 'cervical spine degenerative arthritis and associated right C6 radiculopathy are more likely than not (greater than 50% probability) the result of the 1996 hard landing' },
        { condition: 'radiculopathy', strength: 'more likely than not', quote: 'cervical spine degenerative arthritis and associated right C6 radiculopathy are more likely than not (greater than 50% probability) the result of the 1996 hard landing' },
        { condition: 'carpal tunnel syndrome', strength: 'less likely than not', quote: 'it is less likely than not (less than 50% probability) that this condition began in or was caused by service' },
      ],
      inServiceEvents: ['helicopter hard landing during air assault training at Fort Campbell 1996', 'cumulative rucking with 60 lb+ loads'],
      personalData: [
        { kind: 'name', value: 'Franklin D. Ashworth-Mensah' },
        { kind: 'name', value: 'Ashworth-Mensah' },
        { kind: 'date-of-birth', value: '02/11/1970' },
        { kind: 'record-number', value: '318 07 662' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
  {
    id: 'spouse-statement-sleep-nightmares',
    kind: 'statement-or-decision',
    format: 'text',
    text: `VA Form 21-4138 - Statement in Support of Claim (continuation page, typed)

Veteran: Lucas Emmerich Strand
VA file no. 412 55 903
Statement of: Harriet Strand (spouse)
Address: 2207 Old Mill Pond Rd, Ephraim, WI 54211   Phone 920-555-0131

I have been married to Lucas since 2008, two years before he deployed to Iraq with the
Wisconsin National Guard (2010-2011). I am writing about the changes I have seen in him
since he came home.

Before the deployment he slept through the night. Since he came home he snores so loud
I moved into the spare room in 2014, and many nights I hear him stop breathing and then
gasp. He falls asleep in his chair by 7 pm and once fell asleep at a red light. His
doctor sent him for a sleep study in 2024 but he has not gone yet.

He also has bad dreams. He told me about the night their base was hit by rockets at
Tallil and a man in his unit lost his legs. He kicks and yells in his sleep and once
grabbed me by the arm thinking I was someone else. He will not go to fireworks on the
Fourth of July and he checks the locks on the doors three or four times every night.

I want to be clear that he has never talked about hurting himself and I have asked him
directly. I just want him to get help for the sleep and the nightmares.

I certify that the statements above are true and correct to the best of my knowledge.

Harriet Strand      11/12/2026`,
    expected: {
      conditions: [],
      nexusOpinions: [],
      inServiceEvents: ['rocket attack on base at Tallil, Iraq during 2010-2011 deployment', 'fellow unit member lost his legs'],
      personalData: [
        { kind: 'name', value: 'Lucas Emmerich Strand' },
        { kind: 'record-number', value: '412 55 903' },
        { kind: 'name', value: 'Harriet Strand' },
        { kind: 'address', value: '2207 Old Mill Pond Rd, Ephraim, WI 54211' },
        { kind: 'phone', value: '920-555-0131' },
        { kind: 'name', value: 'Lucas' },
      ],
      mentionsSuicidalIdeation: false,
    },
  },
]
