/**
 * The second held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-23 by an independent author without seeing the analysis code or
 * the first sets, while round 2 of the analysis work began; committed unread, to be judged once at
 * the end of that round. All people, numbers and places are invented. Do not edit by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const secondHeldOutRecords: readonly EvaluationRecord[] = [
  {
    "id": "va-pc-note-htn-dm2-gerd-ed",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: PRIMARY CARE FOLLOW-UP NOTE\nSTANDARD TITLE: PRIMARY CARE NOTE\nVISIT DATE: 02/11/2025 09:40\nFACILITY: Cedar Hollow VA Community Based Outpatient Clinic\n\nPATIENT: HALVORSEN, DEREK JAMES\nDOB: 04/22/1969   SSN: XXX-XX-3381   MRN: 7740219\nPhone: (614) 555-0162\n\nCC: 3-month f/u HTN, DM2, reflux.\n\nS: 55 yo male Veteran (USA 1988-2010, 11B) here for routine f/u. Reports home BP readings 130s-140s/80s. Taking lisinopril 20 mg daily and amlodipine 5 mg daily. Metformin 1000 mg BID, no hypoglycemia. Heartburn 3-4 nights/week despite omeprazole 20 mg, worse lying flat, occasional regurgitation of sour fluid, no dysphagia, no melena. Reports difficulty achieving and maintaining erections x 2 years, would like to discuss options. Intermittent numbness in toes of both feet at night. Denies chest pain, SOB, claudication.\n\nFamily hx: father with MI at 58; mother with DM2; brother with colon cancer at 61.\n\nO: BP 142/88, repeat 138/86. HR 74. BMI 33.1.\nLabs 01/30/2025: A1c 7.6% (prior 7.1%), Cr 1.0, eGFR 84, urine microalbumin/Cr 18 mg/g. LDL 96.\nMonofilament: decreased sensation at bilateral great toes, 8/10 sites intact each foot. Pedal pulses 2+.\n\nPHQ-2: 0. AUDIT-C: 1.\n\nA/P:\n1. Essential hypertension (I10) - not at goal. Increase amlodipine to 10 mg daily. Recheck BP in 4 weeks with RN.\n2. Diabetes mellitus type 2 (E11.9) - suboptimal control. Add empagliflozin 10 mg daily. Diabetic eye exam ordered.\n3. Gastroesophageal reflux disease (K21.9) - increase omeprazole to 40 mg daily, elevate head of bed, avoid late meals. EGD if no improvement in 8 weeks.\n4. Erectile dysfunction (N52.9) - likely vascular/diabetic contribution. Start sildenafil 50 mg prn; counseled on nitrate interaction.\n5. Toe numbness - possible early peripheral neuropathy vs positional; not diagnosed at this time. Will obtain B12 and reassess at next visit.\n6. CKD - ruled out; eGFR and microalbumin normal.\n7. Colon cancer screening - due given family history; FIT kit mailed.\n\nRTC 3 months with labs.\n\n/es/ Priya Raman-Holt, MD\nStaff Physician, PACT Team 3",
    "expected": {
      "conditions": [
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Diabetes mellitus type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Gastroesophageal reflux disease (GERD)",
          "diagnosticCode": "7346"
        },
        {
          "name": "Erectile dysfunction"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "HALVORSEN, DEREK JAMES"
        },
        {
          "kind": "date-of-birth",
          "value": "04/22/1969"
        },
        {
          "kind": "ssn",
          "value": "XXX-XX-3381"
        },
        {
          "kind": "record-number",
          "value": "7740219"
        },
        {
          "kind": "phone",
          "value": "(614) 555-0162"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-mh-note-ptsd-mdd-past-si",
    "kind": "va-progress-note",
    "format": "text",
    "text": "MENTAL HEALTH OUTPATIENT - PSYCHIATRY INDIVIDUAL NOTE\nDate of service: 2025-03-04\nVeteran: Marisol T. Quintanilla-Reyes    Last 4: 8852\nDOB: 9 Nov 1986     EDIPI: 1298834410\nAddress on file: 2290 Wren Hollow Rd, Apt 3B, Bellmoor, TX 78922\n\nReason for visit: medication management, PTSD and MDD.\n\nHPI: 38 y/o female OIF Veteran (Army MP 2005-2013), two deployments. Index trauma: in 2007 her convoy was struck by an IED outside FOB Saber Ridge; the lead vehicle driver was killed and she assisted with casualty evacuation. Also reports being sexually assaulted by a fellow soldier in 2009 at her duty station, reported to her chain of command at the time. Current symptoms: nightmares 4-5 nights/week, hypervigilance, avoids crowds and highway driving, exaggerated startle, anhedonia, low energy, guilt. Sleeping about 4 hours. Lives with husband, Anthony Reyes, and daughter Lucia (age 9). Works part-time as a dispatcher, missed 6 days last month.\n\nSafety: Veteran reports passive thoughts of death and one episode of suicidal ideation with a plan to overdose in January 2025 after an argument; she did not act and told her husband, who removed the pills. Currently denies SI, intent or plan today. No prior attempts. No firearms in home (husband stores his rifle at his brother's house). Protective factors: daughter, faith, engaged in care. Risk: intermediate acute / high chronic. Safety plan reviewed and updated; Veterans Crisis Line (988, press 1) provided.\n\nMSE: casually dressed, cooperative, good eye contact, speech normal rate, mood \"tired and on edge,\" affect constricted, thought process linear, no psychosis, insight/judgment fair.\n\nMeasures: PCL-5 = 58 (prior 61). PHQ-9 = 19 (item 9 = 1).\n\nFamily history: mother with bipolar disorder; no family history of suicide.\n\nAssessment:\n- Posttraumatic stress disorder, chronic (F43.12)\n- Major depressive disorder, recurrent, moderate (F33.1)\n- Military sexual trauma (MST) - positive screen (an experience, not a diagnosis)\n- Alcohol use disorder - considered; AUDIT-C 2, criteria not met, ruled out.\n\nPlan: Increase sertraline to 150 mg daily for MDD/PTSD. Continue prazosin 2 mg qhs, titrate to 3 mg for nightmares. Refer to Cognitive Processing Therapy. Return 4 weeks; RN phone check in 1 week.\n\nElectronically signed: Tobias Ferreira-Lind, PMHNP-BC",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder (PTSD)",
          "diagnosticCode": "9411"
        },
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED strike on her convoy in 2007 with the lead driver killed; she assisted with casualty evacuation",
        "Military sexual trauma: sexual assault by a fellow soldier in 2009"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Marisol T. Quintanilla-Reyes"
        },
        {
          "kind": "ssn",
          "value": "8852"
        },
        {
          "kind": "date-of-birth",
          "value": "9 Nov 1986"
        },
        {
          "kind": "record-number",
          "value": "1298834410"
        },
        {
          "kind": "address",
          "value": "2290 Wren Hollow Rd, Apt 3B, Bellmoor, TX 78922"
        },
        {
          "kind": "name",
          "value": "Anthony Reyes"
        },
        {
          "kind": "name",
          "value": "Lucia"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "va-audiology-note-hearing-aids",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "AUDIOLOGY NOTE - HEARING AID EVALUATION\nJuniper Falls VA Medical Center, Audiology & Speech Pathology\nPatient: KOWALCZYK, STANLEY R.\nSSN: 411-62-0937\nDOB: 1958-12-03\nDate: 01/17/2025\n\nHistory: 66 y/o Veteran referred by PCP for decreased hearing. Served USMC 1976-1984 as a field artillery cannoneer (0811); reports routine exposure to 155mm howitzer fire without consistent hearing protection. Post-service worked as a postal carrier, no occupational noise. Reports constant bilateral high-pitched ringing since service, worse in quiet, and difficulty understanding speech in restaurants. Denies otalgia, otorrhea, vertigo. Wife reports TV volume is too loud.\n\nOtoscopy: clear canals, TMs visualized bilaterally.\nTympanometry: Type A bilaterally.\n\nPure-tone thresholds (dB HL):\n         500  1000  2000  3000  4000\nRight     20    25    45    60    70\nLeft      25    30    50    65    75\nPuretone average (1000-4000 Hz): Right 50 dB, Left 55 dB.\nSpeech recognition (Maryland CNC): Right 84%, Left 76%.\nSpeech reception threshold: Right 25 dB, Left 30 dB, in agreement with PTA.\n\nInterpretation: Mild sloping to severe sensorineural hearing loss bilaterally. Acoustic reflexes present at expected levels, consistent with a cochlear site of lesion. Retrocochlear pathology not suspected; interaural asymmetry of 5 dB is not significant and MRI is not indicated.\n\nAssessment:\nSensorineural hearing loss, bilateral (H90.3)\nTinnitus, bilateral (H93.13)\n\nPlan: Bilateral receiver-in-canal hearing aids ordered, fitting in 3 weeks. Tinnitus education provided; sound generator feature to be enabled at fitting. Veteran asked about filing a claim and was given the VSO contact; this note does not address etiology.\n\nTamsin Oyelaran, Au.D., CCC-A",
    "expected": {
      "conditions": [
        {
          "name": "Bilateral sensorineural hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Noise exposure from 155mm howitzer fire as a USMC field artillery cannoneer, 1976-1984"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "KOWALCZYK, STANLEY R."
        },
        {
          "kind": "ssn",
          "value": "411-62-0937"
        },
        {
          "kind": "date-of-birth",
          "value": "1958-12-03"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-sleep-clinic-osa-hsat",
    "kind": "va-progress-note",
    "format": "image",
    "text": "VA SLEEP MEDICINE CLINIC - FOLLOW-UP\nBrightwater VA Health Care System\n\nName: Okonkwo-Barnes, Lionel\nDOB: 06-30-1981\nLast 4: 5127\nDate: 03/19/2025\n\nReason: review home sleep test.\n\nVeteran is a 43 y/o Air Force Veteran (2000-2012) with loud snoring first noted by roommates during his 2011 deployment, apneas witnessed by his wife, daytime sleepiness and morning headaches. Epworth Sleepiness Scale 15/24. Neck circumference 17.5 in. BMI 31.4. Mallampati IV.\n\nHome sleep apnea test (02/27/2025):\nAHI 32.6 events/hr (REM AHI 41.0)\nOxygen nadir 81%; T90 6.2%\nCentral apnea index 0.4\n\nFamily history: father used CPAP; no known narcolepsy in the family.\n\nAssessment:\n1. Obstructive sleep apnea, severe (G47.33)\n2. Insomnia disorder - considered, not supported; awakenings attributed to OSA.\n3. Central sleep apnea - ruled out.\n4. Morning headaches - likely related to OSA, symptom only.\n\nPlan:\n- Auto-PAP 5-15 cm H2O with heated humidifier, full face mask; equipment order placed.\n- Compliance download in 30-90 days.\n- Drowsy driving counseling given.\n- MOVE! weight management referral.\n\nWhitaker Osei, MD\nSleep Medicine",
    "expected": {
      "conditions": [
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Loud snoring noted by roommates during 2011 deployment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Okonkwo-Barnes, Lionel"
        },
        {
          "kind": "date-of-birth",
          "value": "06-30-1981"
        },
        {
          "kind": "ssn",
          "value": "5127"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-ortho-note-bilateral-knees",
    "kind": "va-progress-note",
    "format": "text",
    "text": "ORTHOPAEDIC SURGERY CLINIC NOTE\nHarrowgate VAMC, Orthopaedics\nPt: Tremaine D. Whitfield   DOB: Feb. 2, 1984   MRN: 00-4418-276\nClaim #: 412 55 8090 (per pt)\nDate of visit: 11/08/2024\n\nReferred by PCP for bilateral knee pain, L>R.\n\nHPI: 40M Army Veteran, airborne infantry 2002-2012, 61 static-line jumps. Reports a hard landing in 2006 during a night jump at Camp Vetter with a left knee twisting injury; seen at the aid station and placed on profile for 3 weeks. Since then intermittent left knee giving way on stairs and uneven ground 2-3 times per month, and anterior knee pain with squatting. Right knee aches after prolonged standing. Uses a hinged brace on the left. No locking. Works as a warehouse supervisor.\n\nExam:\nLeft knee: trace effusion, medial joint line tenderness. ROM flexion 0-110 degrees with pain beginning at 95 degrees; extension to 0 degrees (full). Lachman 1+ with soft endpoint, anterior drawer 1+. Varus/valgus stable. McMurray negative.\nRight knee: no effusion, crepitus with patellar grind. ROM flexion 0-130 degrees, extension 0 degrees. Ligaments stable.\nGait antalgic on the left.\n\nImaging:\nXR bilateral knees (standing, 11/08/2024): left - moderate medial compartment joint space narrowing with osteophytes; right - mild patellofemoral narrowing.\nMRI left knee (10/21/2024): chronic partial ACL tear with laxity; medial meniscus intact, no tear identified. Mild medial compartment chondromalacia.\n\nAssessment:\n- Left knee DJD, post-traumatic (M17.32)\n- Left knee anterior cruciate ligament insufficiency with recurrent instability (S83.512S)\n- Right knee patellofemoral pain syndrome (M22.2X1)\n- Medial meniscus tear, left knee: ruled out by MRI.\n\nPlan: Physical therapy for quadriceps/hamstring strengthening, 2x/wk x 6 wks. Custom unloader/ACL brace. Intra-articular steroid injection to the left knee offered and given today (triamcinolone 40 mg), tolerated well. Discussed ACL reconstruction vs. eventual arthroplasty; Veteran prefers conservative care. F/u 3 months.\n\nRosalind Achterberg, DO, Orthopaedic Surgery",
    "expected": {
      "conditions": [
        {
          "name": "Left knee degenerative arthritis (DJD)",
          "diagnosticCode": "5260"
        },
        {
          "name": "Left knee instability (anterior cruciate ligament insufficiency)",
          "diagnosticCode": "5257"
        },
        {
          "name": "Right knee patellofemoral pain syndrome"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Hard landing during a night parachute jump in 2006 with a left knee twisting injury, treated at the aid station and placed on profile"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Tremaine D. Whitfield"
        },
        {
          "kind": "date-of-birth",
          "value": "Feb. 2, 1984"
        },
        {
          "kind": "record-number",
          "value": "00-4418-276"
        },
        {
          "kind": "record-number",
          "value": "412 55 8090"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-neurology-consult-migraine-tbi",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "NEUROLOGY CLINIC - NEW PATIENT CONSULT\nSilverpine VA Medical Center, Neurology Service\nConsult date: July 9, 2024\nPatient name: BEAUREGARD, COLETTE ANNE      SSN: ***-**-6604\nDate of birth: 12/27/1990\nHome address: 77 Quarry Bend Court, Marlow Springs, CO 80777\nContact: 720-555-0139 (cell)\n\nReason for consult: chronic headaches and memory complaints, history of blast exposure.\n\nHPI: 33-year-old right-handed female Veteran, Army combat engineer 2009-2016. In 2011, during route clearance in Southwest Asia, her vehicle was struck by a roadside IED; she lost consciousness for about 2 minutes and was disoriented for several hours, was evaluated at the battalion aid station and returned to duty after 5 days. Headaches began within weeks of the blast. Currently 8-10 headache days per month; about 4 per month are severe, throbbing, left-sided, with photophobia, phonophobia and nausea, and she must lie down in a dark room for 4-6 hours (prostrating). Also reports misplacing items, word-finding difficulty, irritability, and dizziness with quick head turns. No seizures. Uses sumatriptan 50 mg with partial relief; ibuprofen 6-8 days/month.\n\nPast history: no prior psychiatric or neurologic treatment. Family history: mother with migraine without aura; maternal grandfather with Parkinson disease.\n\nExam: Alert, oriented x4. MoCA 25/30 (points lost on delayed recall and serial 7s). Cranial nerves intact. Strength 5/5 throughout, reflexes 2+ and symmetric, sensation intact, no ataxia. Romberg negative. Fundi normal.\n\nMRI brain with and without contrast (06/12/2024): a few nonspecific punctate T2/FLAIR white matter hyperintensities in the frontal lobes; no mass, hemorrhage or microbleeds.\n\nImpression:\n1. Migraine without aura, chronic, post-traumatic pattern (G43.709), with prostrating attacks.\n2. Residuals of traumatic brain injury, mild (S06.2X9S): subjective cognitive complaints with mild deficits on MoCA, irritability, dizziness.\n3. Medication overuse headache - ruled out; analgesic use is below threshold.\n4. Multiple sclerosis - considered given the white matter changes; not supported clinically, ruled out.\n\nPlan: Start topiramate 25 mg qhs, titrate to 50 mg BID. Continue sumatriptan; limit acute medications to fewer than 10 days/month. Headache diary. Neuropsychological testing referral. Polytrauma/TBI clinic referral. Vestibular physical therapy. Follow up 3 months.\n\nAnselm Katsaros, MD - Staff Neurologist",
    "expected": {
      "conditions": [
        {
          "name": "Migraine",
          "diagnosticCode": "8100"
        },
        {
          "name": "Traumatic brain injury residuals",
          "diagnosticCode": "8045"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Roadside IED strike on her vehicle during route clearance in 2011 with loss of consciousness about 2 minutes"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "BEAUREGARD, COLETTE ANNE"
        },
        {
          "kind": "ssn",
          "value": "***-**-6604"
        },
        {
          "kind": "date-of-birth",
          "value": "12/27/1990"
        },
        {
          "kind": "address",
          "value": "77 Quarry Bend Court, Marlow Springs, CO 80777"
        },
        {
          "kind": "phone",
          "value": "720-555-0139"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-pc-note-burn-pit-asthma-sinus-feet",
    "kind": "va-progress-note",
    "format": "text",
    "text": "PRIMARY CARE NOTE - PACT\nRiverton Bluff VA Clinic\nVisit: 5/14/2025\nPatient: Nguyen-Aldana, Kevin P.    DOB: 5/2/88    SSN: 529-07-7316\nMRN 3390125 | Phone 505-555-0118\n\nSubjective: 37 y/o male Veteran (USAF security forces 2007-2015; deployed to Southwest Asia 2008 and 2010, housed about 400 m downwind of an open-air burn pit at Sandhollow Air Base). Reports wheezing and chest tightness 3-4 times per week, worse with exertion and cold air, using his albuterol inhaler most days, night awakenings 2x/week. Also facial pressure over both cheeks, thick yellow-green nasal discharge and post-nasal drip; four courses of antibiotics for sinus infections in the past 12 months, each lasting 2+ weeks. Bilateral heel pain, worst with the first steps in the morning, present since deployment when he stood post on 12-hour shifts in boots; inserts have not helped. Occasional heartburn after spicy meals. Nonsmoker.\n\nObjective: BP 124/78, SpO2 97% RA. Mild expiratory wheeze bilaterally. Tenderness over maxillary sinuses, purulent drainage in posterior pharynx. Tenderness at the medial calcaneal tubercle bilaterally, pain with passive dorsiflexion of the toes. Arches maintained on weight bearing.\nSpirometry (4/30/2025): FEV1 68% predicted, FEV1/FVC 0.66, post-bronchodilator FEV1 improved 16%.\nCT sinus (4/22/2025): mucosal thickening of both maxillary sinuses with an air-fluid level on the left; ethmoids and frontal sinuses clear.\n\nProblem list:\nAsthma, moderate persistent (J45.40) - start budesonide/formoterol 160/4.5 two puffs BID; continue albuterol PRN.\nChronic maxillary sinusitis, bilateral (J32.0) - ENT referral; saline irrigation, fluticasone nasal spray.\nPlantar fasciitis, bilateral (M72.2) - night splints, stretching program, podiatry referral.\nHeartburn - occasional with dietary triggers; does not meet criteria for GERD, no diagnosis at this time.\nPes planus - considered and ruled out on exam.\nFather with COPD (heavy smoker).\n\nAirborne Hazards and Open Burn Pit Registry information given. PACT Act toxic exposure screening completed: positive for burn pit exposure.\n\nF/u 6 weeks.\nSigned: Imogen Vasquez-Trent, PA-C",
    "expected": {
      "conditions": [
        {
          "name": "Asthma",
          "diagnosticCode": "6602"
        },
        {
          "name": "Chronic maxillary sinusitis",
          "diagnosticCode": "6513"
        },
        {
          "name": "Bilateral plantar fasciitis",
          "diagnosticCode": "5269"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Burn pit smoke exposure during 2008 and 2010 deployments to Southwest Asia",
        "Prolonged standing on post in boots during deployment with onset of heel pain"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Nguyen-Aldana, Kevin P."
        },
        {
          "kind": "date-of-birth",
          "value": "5/2/88"
        },
        {
          "kind": "ssn",
          "value": "529-07-7316"
        },
        {
          "kind": "record-number",
          "value": "3390125"
        },
        {
          "kind": "phone",
          "value": "505-555-0118"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-back-lumbosacral-strain-radiculopathy",
    "kind": "dbq",
    "format": "text",
    "text": "BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: Ellison R. Paquette-Moore\nPatient/Veteran's Social Security Number: 218-73-4490\nVA file number: 28 441 907\nDate of examination: 10/02/2024\n\nIndicate method used to obtain medical information to complete this document:\n[ ] Review of medical records only   [X] In-person examination   [X] Review of VA claims file (VBMS)\n\nSECTION I - DIAGNOSIS\n1a. Does the Veteran now have or has he/she ever had a thoracolumbar spine (back) condition?  [X] Yes  [ ] No\nDiagnosis #1: Lumbosacral strain        ICD code: S39.012S   Date of diagnosis: 2003\nDiagnosis #2: Radiculopathy, left lower extremity (sciatic nerve)   ICD code: M54.17   Date of diagnosis: 2024\nDegenerative arthritis: [ ] Yes [X] No (x-rays 08/2024 without arthritic changes)\n\nSECTION II - MEDICAL HISTORY\n2a. History: Veteran reports that in March 2003, while serving as a motor transport operator, he fell about 6 feet from the cargo bed of a 5-ton truck onto his back. STRs show sick call visits in 03/2003 and 08/2004 for LBP, treated with Motrin and a temporary profile. Pain has persisted since, with progressive stiffness and, since 2022, pain and tingling down the left leg. Works as a school custodian.\n2b. Flare-ups: [X] Yes - 2-3 times per month lasting 2 days, triggered by lifting; cannot bend to tie shoes.\n2c. Functional loss: [X] Yes - \"I can't stand more than 30 minutes or lift my grandkids.\"\n\nSECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION\nInitial ROM: [ ] All normal  [X] Abnormal\nForward flexion (0-90): 0 to 55 degrees\nExtension (0-30): 0 to 15 degrees\nRight lateral flexion (0-30): 0 to 20 degrees\nLeft lateral flexion (0-30): 0 to 20 degrees\nRight lateral rotation (0-30): 0 to 25 degrees\nLeft lateral rotation (0-30): 0 to 25 degrees\nCombined range of motion: 160 degrees\nPain noted on exam: [X] Yes, causes functional loss. Repetitive use (3 repetitions): [X] No additional loss.\nGuarding or muscle spasm: [X] Yes, resulting in abnormal gait.\n\nSECTION IV - RADICULOPATHY\nLeft lower extremity: moderate intermittent pain, mild paresthesias, mild numbness. Right: none.\nStraight leg raise: Left positive; Right negative. Sensation: decreased light touch, left lateral foot. Reflexes: left ankle 1+, right ankle 2+.\nNerve roots involved: [X] L4/L5/S1/S2/S3 (sciatic nerve) - Left.  Severity: Left [X] Mild. Right [X] Not affected.\n\nSECTION V - IVDS: [X] No.  Assistive device: [X] Cane, occasional.\nSECTION VI - DIAGNOSTIC TESTING: MRI lumbar spine 08/2024: L5-S1 disc bulge contacting the left S1 nerve root; no fracture.\n\nSECTION VII - MEDICAL OPINION\nClaimed condition: lumbosacral strain (back condition).\n[X] The claimed condition was at least as likely as not (50 percent or greater probability) incurred in or caused by the claimed in-service injury, event, or illness.\nRationale: The STRs document a fall from a truck in 2003 with repeated treatment for low back pain, and the Veteran describes continuous symptoms since. There is no intercurrent back injury.\nSecondary opinion: It is my opinion that the left sciatic radiculopathy is at least as likely as not proximately due to the lumbosacral strain, as the L5-S1 disc bulge at the injured level compresses the S1 root.\n\nExaminer: Harriet Lindqvist, MD   Date signed: 10/02/2024",
    "expected": {
      "conditions": [
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        },
        {
          "name": "Radiculopathy of the left lower extremity (sciatic nerve)",
          "diagnosticCode": "8520"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Lumbosacral strain",
          "strength": "at least as likely as not",
          "quote": "The claimed condition was at least as likely as not (50 percent or greater probability) incurred in or caused by the claimed in-service injury, event, or illness."
        },
        {
          "condition": "Radiculopathy of the left lower extremity (sciatic nerve)",
          "strength": "at least as likely as not",
          "quote": "the left sciatic radiculopathy is at least as likely as not proximately due to the lumbosacral strain"
        }
      ],
      "inServiceEvents": [
        "Fall of about 6 feet from the cargo bed of a 5-ton truck onto his back in March 2003",
        "Sick call treatment for low back pain in 2003 and 2004"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Ellison R. Paquette-Moore"
        },
        {
          "kind": "ssn",
          "value": "218-73-4490"
        },
        {
          "kind": "record-number",
          "value": "28 441 907"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-ptsd-initial-past-si",
    "kind": "dbq",
    "format": "text",
    "text": "INITIAL POST-TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: Darnell Okafor-Briggs\nDate of birth: 08/15/1979\nVA claim number: 31 907 226\nSSN: XXX-XX-1158\nDate of examination: January 22, 2025\n\nSECTION I: DIAGNOSIS\n1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on today's evaluation?  [X] Yes  [ ] No\n2. Current diagnoses:\n   Mental disorder diagnosis #1: Posttraumatic stress disorder   ICD code: F43.10\n   Mental disorder diagnosis #2: Alcohol use disorder, moderate, in sustained remission   ICD code: F10.21\n3. Differentiation of symptoms: [X] Yes - nightmares, hypervigilance and irritability are attributable to PTSD; the alcohol use disorder is in remission and produces no current symptoms.\n4. Level of impairment: [X] Occupational and social impairment with reduced reliability and productivity.\n\nSECTION II: CLINICAL FINDINGS\nSocial history: Married to Renee Okafor-Briggs; two sons, Marcus (14) and Jalen (11). Relationship strained by his irritability.\nOccupational history: Former HVAC technician; left his job in 2023 after conflicts with a supervisor.\nMilitary history: Marine Corps infantry 1998-2006, deployed 2004.\n\nSECTION III: STRESSORS\nStressor #1: During a 2004 urban clearing operation, his squad came under small arms fire and his team leader, Sgt. Luis Carrasquillo, was fatally shot beside him.\nStressor #2: Recovered human remains after a vehicle-borne IED attack on a checkpoint.\nAdequate to support the diagnosis: [X] Yes.  Related to fear of hostile military or terrorist activity: [X] Yes.\n\nSECTION IV: PTSD CRITERIA\n[X] Criterion A   [X] B: recurrent intrusive memories; distressing dreams\n[X] C: avoidance of reminders   [X] D: persistent negative emotional state; detachment\n[X] E: hypervigilance; exaggerated startle; concentration problems; sleep disturbance\n[X] F: duration more than 1 month   [X] G: clinically significant distress   [X] H: not attributable to a substance\n\nSECTION V: SYMPTOMS\n[X] Depressed mood  [X] Anxiety  [X] Chronic sleep impairment  [X] Disturbances of motivation and mood\n[X] Difficulty in adapting to stressful circumstances  [X] Suicidal ideation\n\nSECTION VI: BEHAVIORAL OBSERVATIONS AND RISK\nVeteran reported thoughts of ending his life in 2022 while drinking heavily, including sitting with his service pistol; he sought help and completed a residential program. He endorses intermittent passive suicidal ideation in the past month without plan or intent. Firearms are now stored with his brother-in-law. Chronic risk elevated; acute risk low. Veterans Crisis Line information provided. PCL-5: 54.\nCompetency: [X] Capable of managing his financial affairs.\n\nSECTION VII: MEDICAL OPINION\nThe Veteran's PTSD is at least as likely as not (50% or greater probability) related to the Veteran's fear of hostile military or terrorist activity during service, and the claimed stressor is adequate to support the diagnosis.\n\nExaminer: Yolanda Szczepanik, PsyD, Clinical Psychologist",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder (PTSD)",
          "diagnosticCode": "9411"
        },
        {
          "name": "Alcohol use disorder, in sustained remission"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Posttraumatic stress disorder (PTSD)",
          "strength": "at least as likely as not",
          "quote": "The Veteran's PTSD is at least as likely as not (50% or greater probability) related to the Veteran's fear of hostile military or terrorist activity during service"
        }
      ],
      "inServiceEvents": [
        "Small arms fire during a 2004 urban clearing operation in which his team leader was fatally shot beside him",
        "Recovery of human remains after a vehicle-borne IED attack on a checkpoint"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Darnell Okafor-Briggs"
        },
        {
          "kind": "date-of-birth",
          "value": "08/15/1979"
        },
        {
          "kind": "record-number",
          "value": "31 907 226"
        },
        {
          "kind": "ssn",
          "value": "XXX-XX-1158"
        },
        {
          "kind": "name",
          "value": "Renee Okafor-Briggs"
        },
        {
          "kind": "name",
          "value": "Marcus"
        },
        {
          "kind": "name",
          "value": "Jalen"
        },
        {
          "kind": "name",
          "value": "Luis Carrasquillo"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "dbq-hearing-loss-tinnitus-split-opinion",
    "kind": "dbq",
    "format": "image",
    "text": "HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE\n\nName of Veteran: Augustin P. Ferreira\nSSN: 604-38-2291\nDate of exam: 03/03/2025\n\nSECTION I - HEARING LOSS\nPuretone thresholds (dB HL):\n          500  1000  2000  3000  4000\nRIGHT      15    20    30    45    55\nLEFT       15    25    35    50    60\nAverage 1000-4000 Hz: Right 38, Left 43\nSpeech discrimination (Maryland CNC): Right 96%, Left 92%\nDiagnosis: [X] Sensorineural hearing loss (500-4000 Hz)  [X] Right ear  [X] Left ear\n\nOpinion: [X] It is less likely than not (less than 50% probability) that the Veteran's hearing loss is caused by or a result of an event in military service.\nRationale: Enlistment (1995) and separation (1999) audiograms show normal hearing with no significant threshold shift at any frequency. Veteran then worked 20 years in a sawmill without hearing protection.\n\nSECTION II - TINNITUS\nDoes the Veteran report recurrent tinnitus? [X] Yes\nOnset: ringing began during service as a Navy flight deck crewman.\nOpinion: [X] At least as likely as not (50% probability or greater) caused by or a result of military noise exposure.\nRationale: Tinnitus is subjective; the Veteran's report of onset during flight deck duty is credible and consistent with his documented noise exposure.\n\nFunctional impact: has trouble hearing his granddaughter and asks people to repeat themselves.\n\nExaminer: Bettina Rosenholm, Au.D.",
    "expected": {
      "conditions": [
        {
          "name": "Bilateral sensorineural hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Bilateral sensorineural hearing loss",
          "strength": "less likely than not",
          "quote": "It is less likely than not (less than 50% probability) that the Veteran's hearing loss is caused by or a result of an event in military service."
        },
        {
          "condition": "Tinnitus",
          "strength": "at least as likely as not",
          "quote": "At least as likely as not (50% probability or greater) caused by or a result of military noise exposure."
        }
      ],
      "inServiceEvents": [
        "Noise exposure as a Navy flight deck crewman with onset of tinnitus in service"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Augustin P. Ferreira"
        },
        {
          "kind": "ssn",
          "value": "604-38-2291"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-sleep-apnea-secondary-negative",
    "kind": "dbq",
    "format": "pdf",
    "text": "SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE\n\nVeteran name: Gwendolyn Mbeki-Farrow\nDOB: 1975-07-19\nFile No.: 23-551-804\nDate of exam: August 14, 2024\nEvidence reviewed: [X] VA e-folder (VBMS)  [X] VA treatment records  [X] In-person examination\n\nSECTION I - DIAGNOSIS\nDoes the Veteran now have or has she ever been diagnosed with sleep apnea?  [X] Yes  [ ] No\n[X] Obstructive sleep apnea   ICD code: G47.33   Date of diagnosis: 2021\n[ ] Central sleep apnea   [ ] Mixed sleep apnea\n\nSECTION II - MEDICAL HISTORY\nVeteran served in the Army 1994-2014 as a supply sergeant. A 2021 polysomnogram at Pinecrest Sleep Center showed AHI 18.4/hr with oxygen nadir 86% (moderate OSA). She uses CPAP nightly; compliance download shows use on 92% of nights for more than 4 hours. Weight gain of about 60 lb since separation. Service treatment records are silent for snoring, witnessed apneas or daytime sleepiness, and the 2014 separation examination lists no sleep complaints.\nOther medical history: PTSD, service connected at 50 percent, treated with sertraline and psychotherapy.\n\nSECTION III - FINDINGS, SIGNS AND SYMPTOMS\nDoes the Veteran's treatment plan require use of a breathing assistance device such as CPAP?  [X] Yes\nPersistent daytime hypersomnolence:  [ ] Yes  [X] No\nChronic respiratory failure with carbon dioxide retention or cor pulmonale:  [ ] Yes  [X] No\nRequires tracheostomy:  [ ] Yes  [X] No\n\nSECTION IV - PHYSICAL EXAM\nBMI 38.2. Neck circumference 16.5 in. Mallampati III. Tonsils 1+. Nasal septum midline.\n\nSECTION V - FUNCTIONAL IMPACT\n[X] No - condition does not impact her ability to work when CPAP is used.\n\nSECTION VI - MEDICAL OPINION (secondary service connection)\nClaimed: obstructive sleep apnea, secondary to service-connected PTSD.\n[X] The claimed condition is less likely than not (less than 50 percent probability) proximately due to or the result of the Veteran's service connected condition.\nRationale: OSA is an anatomic disorder of upper airway collapse during sleep. Current peer-reviewed literature shows an association between PTSD and sleep-disordered breathing but does not establish that PTSD causes upper airway obstruction. The Veteran's dominant risk factors are obesity (BMI 38.2), age and neck circumference. Her sleep study findings and course are consistent with the natural history of OSA in the setting of significant weight gain.\n\nExaminer: Rupert Ashdown-Kemp, MD",
    "expected": {
      "conditions": [
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        },
        {
          "name": "Posttraumatic stress disorder (PTSD)",
          "diagnosticCode": "9411"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "The claimed condition is less likely than not (less than 50 percent probability) proximately due to or the result of the Veteran's service connected condition."
        }
      ],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Gwendolyn Mbeki-Farrow"
        },
        {
          "kind": "date-of-birth",
          "value": "1975-07-19"
        },
        {
          "kind": "record-number",
          "value": "23-551-804"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-shoulder-speculation-scar",
    "kind": "dbq",
    "format": "text",
    "text": "SHOULDER AND ARM CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: Oksana V. Delacroix-Hume\nVeteran's SSN: 377-19-5046\nDate of birth: October 3, 1983\nAddress: 1508 Tamarack Street, Unit 12, Glen Abbey, WA 98361\nDate of exam: 12/05/2024\n\nSECTION I - DIAGNOSIS\nDoes the Veteran now have or has she ever had a shoulder and/or arm condition?  [X] Yes\n[X] Rotator cuff tendinopathy with impingement, status post arthroscopic subacromial decompression (2019)   Side: [X] Right  [ ] Left   ICD: M75.41   Date of diagnosis: 2018\n[ ] Rotator cuff tear - MRI 2018 showed tendinosis without full-thickness tear.\n[ ] Acromioclavicular joint condition   [ ] Shoulder instability/dislocation\n\nSECTION II - MEDICAL HISTORY\nVeteran served in the Navy 2002-2012 as an aviation ordnanceman. She reports right shoulder pain beginning in 2010 from repetitive overhead loading of munitions onto aircraft. She did not seek treatment in service; no STR entries for the shoulder are found. First documented treatment was in 2017 with a private orthopaedist. After service she worked six years as a retail stocker with frequent overhead lifting. Arthroscopic subacromial decompression was performed in 2019.\nDominant hand: [X] Right.\nFlare-ups: [X] Yes - after lifting overhead; cannot reach top shelves or wash her hair with the right arm.\n\nSECTION III - RANGE OF MOTION\nRight: Flexion 0-100 degrees; Abduction 0-85 degrees; External rotation 0-60 degrees; Internal rotation 0-70 degrees.\nLeft: Flexion 0-180; Abduction 0-180; External rotation 0-90; Internal rotation 0-90 (normal).\nPain on exam causing functional loss: [X] Yes. Repetitive use testing: [X] Additional loss - right flexion to 90 degrees after 3 repetitions.\nAnkylosis: [X] No.\n\nSECTION IV - TESTS\nHawkins-Kennedy: Right positive. Empty can: Right positive. Crank apprehension: negative.\nImaging: X-ray right shoulder 12/2024 - no degenerative arthritis; postsurgical changes of the acromion.\n\nSECTION V - SCARS\nAre any scars painful and/or unstable, or is the total area greater than 39 square cm?  [X] Yes\nThree arthroscopic portal scars, right shoulder, each about 1 cm x 0.5 cm, linear. The posterior portal scar is painful on palpation. Not unstable.\nDiagnosis: Painful surgical scar, right shoulder (L90.5).\n\nSECTION VI - MEDICAL OPINION\nClaimed condition: right shoulder condition.\n[X] I cannot provide a medical opinion regarding the claimed condition without resorting to mere speculation.\nRationale: Service treatment records contain no complaint of or treatment for the right shoulder, and there is a five-year gap before first treatment. However, the Veteran's in-service duties involved repetitive overhead lifting, a recognized risk factor for rotator cuff disease, and her post-service occupation involved the same exposure. There is no medical method to apportion the relative contribution of these two periods.\n\nExaminer: Carmen Ibarra-Whitlock, NP-C",
    "expected": {
      "conditions": [
        {
          "name": "Right shoulder rotator cuff tendinopathy with impingement",
          "diagnosticCode": "5201"
        },
        {
          "name": "Painful scar, right shoulder",
          "diagnosticCode": "7804"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Right shoulder rotator cuff tendinopathy with impingement",
          "strength": "unable to resolve",
          "quote": "I cannot provide a medical opinion regarding the claimed condition without resorting to mere speculation."
        }
      ],
      "inServiceEvents": [
        "Repetitive overhead loading of munitions onto aircraft as a Navy aviation ordnanceman, with right shoulder pain beginning in 2010"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Oksana V. Delacroix-Hume"
        },
        {
          "kind": "ssn",
          "value": "377-19-5046"
        },
        {
          "kind": "date-of-birth",
          "value": "October 3, 1983"
        },
        {
          "kind": "address",
          "value": "1508 Tamarack Street, Unit 12, Glen Abbey, WA 98361"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-ischemic-heart-disease-herbicide",
    "kind": "dbq",
    "format": "text",
    "text": "HEART CONDITIONS (INCLUDING ISCHEMIC AND NON-ISCHEMIC HEART DISEASE) DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: Walter F. Szymanski-Ortiz\nSSN: 291-40-8875\nDOB: 2/14/1948\nDate of examination: 04/29/2025\n\nSECTION I - DIAGNOSIS\nDoes the Veteran now have or has he ever had a heart condition?  [X] Yes  [ ] No\n[X] Ischemic heart disease (IHD), coronary artery disease   ICD code: I25.10   Date of diagnosis: 2016\n[ ] Congestive heart failure   [ ] Valvular heart disease   [ ] Arrhythmia\nOther diagnosis: Hypertension (HTN)   ICD code: I10   Date of diagnosis: 1995\n\nSECTION II - MEDICAL HISTORY\nVeteran served in the Army 1966-1969, including service in the Republic of Vietnam 1967-1968 per DD-214. He developed exertional angina in 2016 and underwent percutaneous coronary intervention with a drug-eluting stent to the LAD in June 2016. No hospitalizations since.\nContinuous medication required: [X] Yes - aspirin, atorvastatin, metoprolol, lisinopril.\nFamily history: brother with coronary artery disease at 64.\n\nSECTION III - PHYSICAL EXAMINATION\nBP 136/82, 134/80, 138/82. HR 62, regular. Heart: regular rhythm, no murmur or gallop. Lungs clear. No peripheral edema. JVD absent.\n\nSECTION IV - DIAGNOSTIC TESTING\nEKG (04/29/2025): normal sinus rhythm, nonspecific ST-T changes.\nEchocardiogram (03/2025): LVEF 55%, mild left ventricular hypertrophy, no wall motion abnormality.\nExercise stress test: [X] Not performed - not medically advisable because of poor balance and a recent fall.\nInterview-based METs test: Dyspnea and fatigue at >3-5 METs (walking up one flight of stairs, light yard work).\nMETs level limitation due solely to the heart condition: [X] Yes.\n\nSECTION V - FUNCTIONAL IMPACT\n[X] Yes - cannot mow the lawn or carry groceries up stairs without stopping to rest.\n\nSECTION VI - REMARKS\nCongestive heart failure - not present; no history of decompensation.\nNo etiology opinion was requested. Ischemic heart disease and hypertension are conditions presumptively associated with herbicide agent exposure for Veterans who served in the Republic of Vietnam.\n\nExaminer: Desmond Achebe-Lowry, MD, Cardiology",
    "expected": {
      "conditions": [
        {
          "name": "Ischemic heart disease (coronary artery disease)",
          "diagnosticCode": "7005"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Service in the Republic of Vietnam 1967-1968 (herbicide agent exposure)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Walter F. Szymanski-Ortiz"
        },
        {
          "kind": "ssn",
          "value": "291-40-8875"
        },
        {
          "kind": "date-of-birth",
          "value": "2/14/1948"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-nexus-letter-migraine-mltn",
    "kind": "private-letter",
    "format": "text",
    "text": "Lakeshore Neurology Associates\n\nMarch 2, 2025\n\nRE: Benjamin Adeyemi-Kowal\nDate of Birth: 11-05-1985\nVA File Number: 44 880 312\n\nTo Whom It May Concern:\n\nI am a board-certified neurologist and have treated Mr. Adeyemi-Kowal for headaches since September 2021. In preparing this letter I reviewed his service treatment records, his post-service VA and private treatment records, and his lay statement dated January 2025.\n\nMr. Adeyemi-Kowal served in the U.S. Army from 2004 to 2010. His service treatment records document that on 14 June 2007 he was a passenger in a Humvee rollover during a training exercise at Fort Calder; he struck his head on the turret ring, had a brief loss of consciousness, and was diagnosed with a concussion at the troop medical clinic. Sick call entries from August 2007 through 2009 record recurrent headaches treated with Fioricet. He reports that headaches have continued since, and he has had no head injury after service.\n\nCurrently he has 3-4 migraine attacks per month lasting 12-24 hours, with nausea, vomiting, photophobia and visual aura, which force him to leave work and lie down in a dark room. He has missed about 2 days of work per month this year. His neurologic examination is normal and an MRI of the brain in 2022 was normal. He has tried topiramate and propranolol and now receives monthly erenumab injections with partial benefit.\n\nDiagnosis: Migraine with aura, chronic (G43.109).\n\nHe also has moderate obstructive sleep apnea, diagnosed in 2023 and treated with CPAP by another physician. I offer no opinion regarding that condition.\n\nOpinion: In my professional opinion, his migraine headaches are more likely than not (greater than 50% probability) the result of the closed head injury he sustained in the June 2007 Humvee rollover in service. Post-traumatic headache commonly takes a migraine phenotype, the onset was documented in service within two months of the injury, and the course has been continuous. There is no family history of migraine and no other identified cause.\n\nSincerely,\n\nNadia Ferrante-Olsen, MD\nDiplomate, American Board of Psychiatry and Neurology",
    "expected": {
      "conditions": [
        {
          "name": "Migraine",
          "diagnosticCode": "8100"
        },
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Migraine",
          "strength": "more likely than not",
          "quote": "his migraine headaches are more likely than not (greater than 50% probability) the result of the closed head injury he sustained in the June 2007 Humvee rollover in service"
        }
      ],
      "inServiceEvents": [
        "Humvee rollover during a training exercise on 14 June 2007 with head injury, brief loss of consciousness and concussion",
        "Recurrent headaches treated at sick call 2007-2009"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Benjamin Adeyemi-Kowal"
        },
        {
          "kind": "name",
          "value": "Adeyemi-Kowal"
        },
        {
          "kind": "date-of-birth",
          "value": "11-05-1985"
        },
        {
          "kind": "record-number",
          "value": "44 880 312"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-gerd-secondary-nsaids",
    "kind": "private-letter",
    "format": "pdf",
    "text": "Meadowbrook Family Medicine\n\nApril 8, 2025\n\nRe: Patient Cornelius J. Vandermeer\nDOB: April 30, 1972\nVA Claim Number: 29 114 556\n\nTo the Department of Veterans Affairs:\n\nI have been Mr. Vandermeer's primary care physician since 2015. At the patient's request I am writing regarding his gastroesophageal reflux disease. I have reviewed his VA rating decision granting service connection for his low back condition and his VA and private pharmacy histories.\n\nFrom 2011 to 2019 he took naproxen 500 mg twice daily, at times with over-the-counter ibuprofen in addition, for his service-connected low back condition, as prescribed by the VA. In 2016 he developed epigastric burning and regurgitation. Upper endoscopy in 2017 showed Los Angeles grade B erosive esophagitis. Barrett esophagus was excluded on biopsy, and H. pylori testing was negative. He remains on pantoprazole 40 mg daily with breakthrough heartburn 2-3 times weekly, and he required one esophageal dilation for a distal stricture in 2023.\n\nHis other diagnosis in my care is hypertension, well controlled on losartan. His father had esophageal cancer, which we have discussed in planning surveillance.\n\nBased on my review and my years of treating this patient, it is as likely as not that his GERD with erosive esophagitis was caused or aggravated by the long-term NSAID therapy he required for his service-connected back condition. NSAIDs impair the protective mucosal barrier of the esophagus and stomach and are a recognized cause of erosive esophagitis. His symptoms began during his period of heaviest NSAID use, and he has no other major risk factor: he is a nonsmoker, his BMI is 26, and he drinks alcohol rarely.\n\nPlease contact my office with any questions.\n\nRespectfully,\n\nHarold Ebersole-Kim, DO\nBoard Certified, Family Medicine",
    "expected": {
      "conditions": [
        {
          "name": "Gastroesophageal reflux disease (GERD) with erosive esophagitis",
          "diagnosticCode": "7206"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Gastroesophageal reflux disease (GERD) with erosive esophagitis",
          "strength": "at least as likely as not",
          "quote": "it is as likely as not that his GERD with erosive esophagitis was caused or aggravated by the long-term NSAID therapy he required for his service-connected back condition"
        }
      ],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Cornelius J. Vandermeer"
        },
        {
          "kind": "name",
          "value": "Vandermeer"
        },
        {
          "kind": "date-of-birth",
          "value": "April 30, 1972"
        },
        {
          "kind": "record-number",
          "value": "29 114 556"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-psychologist-mdd-past-attempt",
    "kind": "private-letter",
    "format": "image",
    "text": "Hollis Creek Counseling Group\n\nJune 2, 2025\n\nRE: Treatment summary for Shauna R. Littlefeather\nDOB: 01/09/1992\nClient ID: HCC-20931\n\nTo whom it may concern:\n\nMs. Littlefeather has been in weekly individual psychotherapy with me since October 2023. She is a Navy Veteran (2010-2016). She meets DSM-5 criteria for major depressive disorder, recurrent, severe without psychotic features (F33.2), and generalized anxiety disorder (F41.1).\n\nHer symptoms include persistent low mood, loss of interest, hypersomnia, poor concentration, feelings of worthlessness and near-constant worry with panic-like episodes. In August 2023 she made a suicide attempt by overdose and was hospitalized for five days, which led to her referral to me. She has had intermittent suicidal thoughts since then, most recently three weeks ago, without a plan, and we maintain a written safety plan. Her PHQ-9 today was 17 and her GAD-7 was 14.\n\nShe works part-time from home as a medical coder and lost two prior jobs because of absences. She lives alone and relies on her mother for transportation.\n\nBorderline personality disorder was considered at intake and ruled out.\n\nI have not reviewed her service records and offer no opinion about the cause of her conditions. I am providing this summary at her request to document their severity and her treatment.\n\nSincerely,\n\nIngrid Solheim-Adair, PhD\nLicensed Psychologist",
    "expected": {
      "conditions": [
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        },
        {
          "name": "Generalized anxiety disorder",
          "diagnosticCode": "9400"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Shauna R. Littlefeather"
        },
        {
          "kind": "name",
          "value": "Littlefeather"
        },
        {
          "kind": "date-of-birth",
          "value": "01/09/1992"
        },
        {
          "kind": "record-number",
          "value": "HCC-20931"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "private-nexus-letter-prostate-cancer-water",
    "kind": "private-letter",
    "format": "text",
    "text": "Summit Ridge Urology\n\nSeptember 19, 2024\n\nRe: Raymond Theodore Ashby\nDate of birth: 3 August 1961\nSSN: 488-02-7163\nAddress: 3150 Old Mill Pike, Carverton, NC 28599\n\nDear Sir or Madam,\n\nI am the treating urologist for Mr. Ashby and am writing in support of his claim for service connection for prostate cancer.\n\nMr. Ashby served in the U.S. Marine Corps from 1979 to 1983 and was stationed at Camp Ridley for 26 consecutive months between 1980 and 1982. During that period the base drinking water supply was contaminated with trichloroethylene, perchloroethylene, benzene and vinyl chloride, as later documented in federal health assessments.\n\nIn November 2022 his PSA was 9.8 ng/mL. Biopsy showed adenocarcinoma of the prostate, Gleason 4+3=7 (Grade Group 3), in 7 of 12 cores. He underwent robotic radical prostatectomy in February 2023; pathology was pT2N0 with negative margins. His PSA has remained undetectable (<0.01 ng/mL) through August 2024, and no adjuvant radiation or hormone therapy has been needed. Since surgery he has had erectile dysfunction, managed with tadalafil and a vacuum device with limited success, and urinary leakage requiring 2 pads per day.\n\nHe has no family history of prostate cancer. His father had colon cancer and his brother has type 2 diabetes. Lynch syndrome was considered because of his father's colon cancer and was excluded by germline testing.\n\nHaving reviewed his service personnel records and the medical literature on solvent exposure, it is my opinion that his prostate cancer is more probable than not related to his exposure to contaminated drinking water at Camp Ridley. He developed a relatively aggressive cancer in his early 60s without a family history or other identifiable risk factor, and trichloroethylene and related solvents have been associated with genitourinary cancers.\n\nSincerely,\n\nDr. Vikram Castellano-Reid\nUrologic Oncology",
    "expected": {
      "conditions": [
        {
          "name": "Prostate cancer (adenocarcinoma of the prostate)",
          "diagnosticCode": "7528"
        },
        {
          "name": "Erectile dysfunction"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Prostate cancer (adenocarcinoma of the prostate)",
          "strength": "more likely than not",
          "quote": "it is my opinion that his prostate cancer is more probable than not related to his exposure to contaminated drinking water at Camp Ridley"
        }
      ],
      "inServiceEvents": [
        "Exposure to contaminated drinking water while stationed at Camp Ridley for 26 months, 1980-1982"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Raymond Theodore Ashby"
        },
        {
          "kind": "name",
          "value": "Ashby"
        },
        {
          "kind": "date-of-birth",
          "value": "3 August 1961"
        },
        {
          "kind": "ssn",
          "value": "488-02-7163"
        },
        {
          "kind": "address",
          "value": "3150 Old Mill Pike, Carverton, NC 28599"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-nexus-letter-plantar-fasciitis",
    "kind": "private-letter",
    "format": "text",
    "text": "Westgate Foot & Ankle Specialists\n\nJanuary 27, 2025\n\nPatient: Imani Josephine Crowder-Lutz\nDOB: 10/18/1989\nPhone: 919.555.0174\nChart #: WFA-557812\n\nTo Whom It May Concern:\n\nMs. Crowder-Lutz has been under my care since March 2022 for bilateral heel pain. She served on active duty in the Army as a military police officer from 2008 to 2016.\n\nShe reports that her heel pain began during Basic Combat Training in 2008. I have reviewed her service treatment records, which document sick call visits in 2009 and 2012 for bilateral heel pain, treated with stretching, ibuprofen and shoe inserts. Her duties included 12-hour shifts standing on concrete and ruck marches of up to 12 miles.\n\nExamination shows maximal tenderness at the medial calcaneal tubercles bilaterally, a positive windlass test, and normal arch height on weight bearing. Ultrasound shows plantar fascia thickness of 6.1 mm on the right and 5.8 mm on the left (normal under 4 mm). X-rays show small plantar calcaneal spurs bilaterally. Achilles tendinopathy and tarsal tunnel syndrome were considered and excluded on examination and nerve conduction testing.\n\nDiagnoses:\nBilateral plantar fasciitis, chronic (M72.2)\nBilateral plantar calcaneal spurs (M77.31, M77.32)\n\nDespite custom orthotics, night splints, two corticosteroid injections in each heel and six months of physical therapy, she continues to have pain that limits standing to about 30 minutes and walking to about half a mile. Extracorporeal shockwave therapy is planned.\n\nAfter reviewing her service records and examining her, I believe there is a 50% or greater probability that her bilateral plantar fasciitis began in and is related to her military service. The condition was documented repeatedly during service, her duties involved the classic risk factors of prolonged standing and load carriage, and her symptoms have been continuous.\n\nSincerely,\n\nLeopold Marchetti, DPM",
    "expected": {
      "conditions": [
        {
          "name": "Bilateral plantar fasciitis",
          "diagnosticCode": "5269"
        },
        {
          "name": "Bilateral plantar calcaneal spurs"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Bilateral plantar fasciitis",
          "strength": "at least as likely as not",
          "quote": "there is a 50% or greater probability that her bilateral plantar fasciitis began in and is related to her military service"
        }
      ],
      "inServiceEvents": [
        "Onset of heel pain during Basic Combat Training in 2008",
        "Sick call visits for bilateral heel pain in 2009 and 2012",
        "Prolonged standing on concrete and ruck marches as a military police officer"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Imani Josephine Crowder-Lutz"
        },
        {
          "kind": "name",
          "value": "Crowder-Lutz"
        },
        {
          "kind": "date-of-birth",
          "value": "10/18/1989"
        },
        {
          "kind": "phone",
          "value": "919.555.0174"
        },
        {
          "kind": "record-number",
          "value": "WFA-557812"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-summary-inpatient-psych-si-plan",
    "kind": "discharge-summary",
    "format": "text",
    "text": "DISCHARGE SUMMARY - ACUTE INPATIENT PSYCHIATRY\nNorthfield Heights VA Medical Center, Ward 4B\n\nPatient: ROSTOVA-PENN, ELENA M.\nDOB: 07/04/1984   SSN: 530-66-1902\nMRN: 6612884   EDIPI: 1587734092\nAdmitted: 02/08/2025   Discharged: 02/15/2025\nAttending: Kwabena Lindahl, MD\n\nReason for admission: Veteran was brought to the ED by her sister after texting goodbye messages; she endorsed suicidal ideation with a plan to shoot herself with a handgun she had bought the prior week. Admitted voluntarily.\n\nHistory of present illness: 40 y/o female Army Veteran (2003-2011, supply specialist, deployed 2005 and 2008). Worsening depression over 3 months after a divorce and job loss; drinking 6-8 beers nightly. Reports nightmares and intrusive memories of a 2008 mortar attack on her base in which she was wounded by shrapnel in the left thigh and a fellow soldier was killed. PHQ-9 on admission 24.\n\nHospital course: Placed on safety precautions. Withdrew from alcohol under CIWA protocol, requiring lorazepam for 3 days; no seizures or delirium. Sertraline started and titrated to 100 mg; prazosin 1 mg qhs for nightmares. Attended group therapy and began written exposure therapy. By day 5 she denied suicidal ideation and was future-oriented. The handgun was surrendered to her sister; lethal means counseling completed and documented. High Risk for Suicide Patient Record Flag placed.\n\nLabs: AST 88, ALT 61, GGT 140, MCV 101; hepatitis panel negative; TSH normal; urine drug screen negative. Liver enzymes to be rechecked in primary care in 4 weeks.\n\nDischarge diagnoses:\n1. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)\n2. Posttraumatic stress disorder (F43.10)\n3. Alcohol use disorder, severe, with uncomplicated withdrawal (F10.230)\nRuled out: Bipolar disorder - no history of mania or hypomania.\n\nCondition at discharge: stable; denies SI/HI; C-SSRS screen negative at discharge.\nDischarge medications: sertraline 100 mg daily, prazosin 1 mg qhs, naltrexone 50 mg daily, thiamine 100 mg daily.\nFollow-up: Mental health intake 02/18/2025; Suicide Prevention Coordinator call within 24 hours; SUD intensive outpatient program starting 02/20/2025. Veterans Crisis Line: dial 988 then press 1.\nEmergency contact: sister, Natalia Rostova, (313) 555-0127.\n\nSigned: Kwabena Lindahl, MD",
    "expected": {
      "conditions": [
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        },
        {
          "name": "Posttraumatic stress disorder (PTSD)",
          "diagnosticCode": "9411"
        },
        {
          "name": "Alcohol use disorder"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Mortar attack on her base in 2008 in which she was wounded by shrapnel in the left thigh and a fellow soldier was killed"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ROSTOVA-PENN, ELENA M."
        },
        {
          "kind": "date-of-birth",
          "value": "07/04/1984"
        },
        {
          "kind": "ssn",
          "value": "530-66-1902"
        },
        {
          "kind": "record-number",
          "value": "6612884"
        },
        {
          "kind": "record-number",
          "value": "1587734092"
        },
        {
          "kind": "name",
          "value": "Natalia Rostova"
        },
        {
          "kind": "phone",
          "value": "(313) 555-0127"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "discharge-summary-nstemi-pci",
    "kind": "discharge-summary",
    "format": "pdf",
    "text": "DISCHARGE SUMMARY\nKingsbridge Memorial Hospital - Cardiology Service\n\nPatient Name: Leroy Amos Pettigrew\nDate of Birth: 09/21/1951\nMRN: KMH-0048812\nAddress: 882 Beacon Hill Road, Stowell, GA 31777\nPatient phone: 478-555-0193\nAdmission: 03/11/2025   Discharge: 03/14/2025\nAttending physician: Miriam Abernathy-Cho, MD\nReferral: VA community care\n\nChief complaint: substernal chest pressure.\n\nHPI: 73-year-old man, Army Veteran who served in Vietnam 1970-1971, with hypertension, type 2 diabetes and hyperlipidemia, presented with 2 hours of substernal pressure radiating to the left arm, with diaphoresis, that began while shoveling mulch. Troponin I 0.04 rising to 1.86 ng/mL. ECG: 1-mm ST depression V4-V6. D-dimer mildly elevated; CT angiography of the chest showed no pulmonary embolism and no aortic dissection.\n\nHospital course: Treated for NSTEMI with heparin, aspirin, ticagrelor and high-intensity statin. Cardiac catheterization 03/12/2025: 90% proximal circumflex stenosis treated with one drug-eluting stent; 40% mid-LAD lesion managed medically. Echocardiogram: LVEF 45% with inferolateral hypokinesis. No arrhythmias on telemetry. Metformin held around contrast and resumed. A1c 8.2%. Blood pressure controlled on metoprolol and lisinopril, 128/74 at discharge.\n\nDischarge diagnoses:\n- Non-ST elevation myocardial infarction (I21.4) due to coronary artery disease (I25.10), status post PCI to the left circumflex artery\n- Hypertension (I10)\n- Type 2 diabetes mellitus with hyperglycemia (E11.65)\n- Hyperlipidemia (E78.5)\n- Pulmonary embolism - ruled out\n- Aortic dissection - ruled out\n\nFamily history: brother with myocardial infarction at age 60.\n\nDischarge medications: aspirin 81 mg daily, ticagrelor 90 mg BID for 12 months, atorvastatin 80 mg daily, metoprolol succinate 50 mg daily, lisinopril 10 mg daily, metformin 1000 mg BID, sublingual nitroglycerin PRN.\n\nFollow-up: Cardiology clinic in 2 weeks; cardiac rehabilitation referral placed; VA primary care in 4 weeks for diabetes management.\n\nElectronically signed: Miriam Abernathy-Cho, MD",
    "expected": {
      "conditions": [
        {
          "name": "Ischemic heart disease (coronary artery disease with non-ST elevation myocardial infarction)",
          "diagnosticCode": "7005"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Diabetes mellitus type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Hyperlipidemia"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Service in Vietnam 1970-1971"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Leroy Amos Pettigrew"
        },
        {
          "kind": "date-of-birth",
          "value": "09/21/1951"
        },
        {
          "kind": "record-number",
          "value": "KMH-0048812"
        },
        {
          "kind": "address",
          "value": "882 Beacon Hill Road, Stowell, GA 31777"
        },
        {
          "kind": "phone",
          "value": "478-555-0193"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-summary-turbt-bladder-cancer",
    "kind": "discharge-summary",
    "format": "text",
    "text": "DISCHARGE SUMMARY - UROLOGY\nAshgrove VA Medical Center\n\nName: Fitzgerald, Oren Mackenzie\nDOB: 1949-05-27\nSSN: 316-84-0052\nAdmit date: 10/21/2024   Discharge date: 10/23/2024\nSurgeon: Beatrix Nakamura-Feld, MD\n\nAdmission diagnosis: Bladder mass with gross hematuria.\nProcedure: Transurethral resection of bladder tumor (TURBT) with single-dose intravesical gemcitabine, 10/21/2024.\n\nHistory: 75-year-old Navy Veteran who served on river patrol boats on the inland waterways of Vietnam in 1968-1969. Former smoker, 30 pack-years, quit 1995. Presented with three weeks of painless gross hematuria. CT urogram showed a 3.2 cm enhancing mass on the left lateral bladder wall; upper tracts clear. Baseline nocturia x3 and weak stream for several years.\n\nHospital course: Uncomplicated TURBT. Continuous bladder irrigation overnight; urine clear by POD 1. Catheter removed and voiding trial passed on POD 2. Hemoglobin stable at 12.4 g/dL. Tamsulosin continued.\n\nPathology: High-grade papillary urothelial carcinoma invading the lamina propria (pT1); muscularis propria present and not involved. No carcinoma in situ identified.\n\nDischarge diagnoses:\n1. Urothelial carcinoma of the bladder, high grade, pT1 (C67.2)\n2. Benign prostatic hyperplasia with lower urinary tract symptoms (N40.1)\n3. Hematuria - resolved (presenting symptom of #1)\n4. Upper tract urothelial carcinoma - ruled out on CT urogram.\n\nPlan: Repeat TURBT in 4-6 weeks for restaging, then induction BCG weekly x 6. Continued smoking abstinence reinforced. Veteran was informed that bladder cancer is among the conditions presumptively associated with herbicide exposure and was given information on filing a claim.\n\nFollow-up: Urology clinic 11/04/2024. Veteran's contact number confirmed: 803-555-0151. Instructed to return for fever, clots or inability to void.\n\nBeatrix Nakamura-Feld, MD, Urology",
    "expected": {
      "conditions": [
        {
          "name": "Bladder cancer (urothelial carcinoma)",
          "diagnosticCode": "7528"
        },
        {
          "name": "Benign prostatic hyperplasia",
          "diagnosticCode": "7527"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Service on river patrol boats in Vietnam 1968-1969 (herbicide exposure)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Fitzgerald, Oren Mackenzie"
        },
        {
          "kind": "date-of-birth",
          "value": "1949-05-27"
        },
        {
          "kind": "ssn",
          "value": "316-84-0052"
        },
        {
          "kind": "phone",
          "value": "803-555-0151"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-summary-lobectomy-lung-adenocarcinoma",
    "kind": "discharge-summary",
    "format": "image",
    "text": "HOSPITAL DISCHARGE SUMMARY\nThornbury Regional Medical Center - Thoracic Surgery\n\nPatient: Jasmine K. Holloway-Ruiz\nDOB: 25/06/1979\nMRN: TRMC 2210457\nAdmitted: 04/02/2025   Discharged: 04/06/2025\n\nProcedure: Robotic-assisted right upper lobectomy with mediastinal lymph node dissection (04/02/2025).\n\nHistory: 45-year-old never-smoker, Air Force Veteran (2001-2009) who deployed to Southwest Asia in 2003 and 2006 with daily exposure to burn pit smoke. A 2.4 cm right upper lobe nodule was found on CT obtained for chronic cough; CT-guided biopsy showed adenocarcinoma.\n\nPathology: Invasive adenocarcinoma of the lung, 2.6 cm, margins negative, 0/9 lymph nodes involved: pT1cN0, stage IA3. EGFR exon 19 deletion detected.\n\nCourse: Chest tube removed on day 3. Pain controlled with oral medication. Ambulating independently.\n\nDischarge diagnoses:\n1. Adenocarcinoma of the right upper lobe of the lung, stage IA3 (C34.11), status post lobectomy\n2. Sarcoidosis - excluded; no granulomas on pathology.\n\nFamily history: mother with breast cancer.\n\nPlan: No adjuvant chemotherapy indicated; medical oncology to discuss targeted therapy. Surveillance CT chest every 6 months. Pulmonary rehabilitation referral.\n\nAnders Kjeldsen-Moya, MD",
    "expected": {
      "conditions": [
        {
          "name": "Lung cancer (adenocarcinoma of the right upper lobe)",
          "diagnosticCode": "6819"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Burn pit smoke exposure during 2003 and 2006 deployments to Southwest Asia"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Jasmine K. Holloway-Ruiz"
        },
        {
          "kind": "date-of-birth",
          "value": "25/06/1979"
        },
        {
          "kind": "record-number",
          "value": "TRMC 2210457"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-sick-call-parachute-knee-sprain",
    "kind": "service-treatment-record",
    "format": "image",
    "text": "CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)\nTroop Medical Clinic, Camp Harlan\nDate: 14 AUG 2006   Time: 0815\n\nPatient: SPC DELACORTE, MATEO J.\nDoD ID: 1402958817\nSSN: 562-31-0489\nUnit: B Co, 2-91 Airborne Infantry\n\nS: 21 y/o male presents with right knee pain and swelling after a hard landing during a static-line jump last night. Landed with the right knee twisted, felt a pop, able to walk off the drop zone with assistance. Pain 6/10, worse with stairs. No prior knee injury.\n\nO: Right knee moderate effusion, tenderness over medial joint line and MCL. ROM 0-90 degrees, limited by pain. Valgus stress: pain, mild laxity with firm endpoint. Lachman negative. McMurray equivocal. Neurovascular intact distally.\nX-ray right knee: no fracture, no dislocation.\n\nA:\n1. Right knee sprain, medial collateral ligament, grade I-II.\n2. Fracture - ruled out by x-ray.\n3. Possible medial meniscus injury - reassess if not improved.\n\nP: RICE, hinged knee brace, crutches x 7 days, Motrin 800 mg TID with food x 10 days. Temporary profile: no running, jumping or rucking x 30 days. RTC 1 week or sooner if locking or giving way. Ortho referral if not improved in 3 weeks.\n\nCPT Evangeline Mwangi, PA-C",
    "expected": {
      "conditions": [
        {
          "name": "Right knee medial collateral ligament sprain"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Hard landing during a static-line parachute jump in August 2006 with a right knee twisting injury"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "DELACORTE, MATEO J."
        },
        {
          "kind": "record-number",
          "value": "1402958817"
        },
        {
          "kind": "ssn",
          "value": "562-31-0489"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-separation-exam-navy-machinist",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "REPORT OF MEDICAL EXAMINATION - SEPARATION (DD FORM 2808)\nDate of exam: 2011-09-12\nExamining facility: Branch Health Clinic, Naval Station Corliss\nName (Last, First, Middle): TANAKA-BRENNAN, HIROSHI CALEB\nSSN: 448-90-1276\nDOB (YYYYMMDD): 19830315\nHome of record: 4021 Sandpiper Drive, Port Ellery, FL 32999\nRate/Rank: MM2 (E-5)   Component: USN Active   Purpose: Separation\n\nCLINICAL EVALUATION (N = normal, A = abnormal)\nHead, face, neck, scalp: N     Nose/sinuses: N     Ears - general: N     Drums: N\nLungs and chest: N     Heart: N     Abdomen and viscera: N\nUpper extremities: A - see item 77\nLower extremities: N\nSpine, other musculoskeletal: A - see item 77\nSkin, lymphatics: A - see item 77\nNeurologic: N     Psychiatric: N\n\nBlood pressure: 126/80   Pulse: 68   Height: 70 in   Weight: 184 lb   Vision: 20/20 OU\n\nAUDIOMETER (dB):\n          500  1000  2000  3000  4000  6000\nRight      10    10    15    20    25    30\nLeft       10    15    20    40    45    50\nReference audiogram (accession 2003): Left 3000 Hz = 10, 4000 Hz = 15. Significant threshold shift, left ear; hearing conservation referral completed.\n\n77. NOTES\nUpper extremity: 4 cm linear scar, dorsal right forearm, well healed, nontender, from a laceration on a steam valve flange in the engine room in 2010.\nSpine: paraspinal tenderness L4-L5; forward flexion to fingertips at the knees. Member reports intermittent LBP since lifting a pump casing in 2008; seen at sick call x4.\nSkin: pseudofolliculitis barbae; shaving waiver on file.\n\n78. SUMMARY OF DEFECTS AND DIAGNOSES\n1. Tinnitus, bilateral, constant since 2009; member stood watches in the main machinery room (noise-hazardous space).\n2. Sensorineural hearing loss, left ear, high frequency.\n3. Lumbosacral strain, chronic, mild.\n4. Scar, right forearm, 4 cm, linear, well healed.\n5. Pseudofolliculitis barbae.\n\nREPORT OF MEDICAL HISTORY (DD 2807-1) REVIEW: Member answered YES to \"ear, nose or throat trouble,\" \"hearing loss,\" and \"recurrent back pain.\" Member answered NO to \"depression or excessive worry\" and \"attempted suicide.\"\n\nQualified for separation: YES.\nExaminer: LT Marguerite Osei-Haddad, MC, USN",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Left ear sensorineural hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        },
        {
          "name": "Scar, right forearm",
          "diagnosticCode": "7805"
        },
        {
          "name": "Pseudofolliculitis barbae"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Noise exposure standing watches in the main machinery room, with tinnitus since 2009",
        "Back injury lifting a pump casing in 2008, seen at sick call four times",
        "Right forearm laceration on a steam valve flange in 2010"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "TANAKA-BRENNAN, HIROSHI CALEB"
        },
        {
          "kind": "ssn",
          "value": "448-90-1276"
        },
        {
          "kind": "date-of-birth",
          "value": "19830315"
        },
        {
          "kind": "address",
          "value": "4021 Sandpiper Drive, Port Ellery, FL 32999"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-aid-station-blast-concussion",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "BATTALION AID STATION - SICK CALL / ACUTE ENCOUNTER\nFOB Greywater\nDate: 2010-10-03   Time: 0740\nPatient: CPL Ruiz-Hathaway, Dominic A.\nLast 4: 3390   EDIPI: 1620083345\nUnit: Weapons Co, 4th Bn, 17th Marines   Blood type: O POS\n\nCC: headache and \"seeing stars\" after IED blast.\n\nS: 23 y/o Marine was the turret gunner in the third MRAP of a mounted patrol when a pressure-plate IED detonated under the front of the vehicle at about 1430 on 02 OCT. Reports he was \"dazed\" for about 10 minutes and is unsure whether he lost consciousness; does not remember climbing out of the turret. Now with frontal headache 5/10, ringing in both ears, mild nausea and sensitivity to light. No vomiting, seizure or weakness. This is his second blast exposure this deployment (first in July 2010, no symptoms).\n\nO: GCS 15. Alert, oriented x3. Pupils equal and reactive. No focal neurologic deficits. Tympanic membranes intact bilaterally. Cervical spine nontender. Superficial abrasions on both forearms, cleaned.\nMACE 2: Cognitive score 25/30 (immediate memory 13/15, delayed recall 2/5); symptom screen positive; neurologic exam negative.\n\nA:\n1. Mild traumatic brain injury (concussion), blast-related (S06.0X9A).\n2. Tinnitus, bilateral, post-blast.\n3. Skull fracture / intracranial bleed - not suspected; head CT rule negative, imaging not indicated.\n\nP: 24-hour mandatory rest per DoD concussion protocol, then progressive return to activity. Acetaminophen 650 mg q6h prn; avoid NSAIDs x 48 h. Repeat MACE in 24 h. Audiology screening at the Role 2 facility when able. Blast exposure logged and reported to the unit.\n\nHM2 Lucas Brandvold\nReviewed: LT Ingrid Haugland-Ortiz, MC, USN, Battalion Surgeon",
    "expected": {
      "conditions": [
        {
          "name": "Traumatic brain injury (mild, concussion)",
          "diagnosticCode": "8045"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED detonation under his MRAP on 02 October 2010 with alteration of consciousness",
        "Prior blast exposure in July 2010"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Ruiz-Hathaway, Dominic A."
        },
        {
          "kind": "ssn",
          "value": "3390"
        },
        {
          "kind": "record-number",
          "value": "1620083345"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-sick-call-1991-oil-fire-smoke",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "CHRONOLOGICAL RECORD OF MEDICAL CARE\nDate: 17 MAR 1991\nTreatment facility: 2nd Bn Aid Station (deployed), Southwest Asia\nName: PFC KIMBALL-ADEBAYO, TERRENCE L.\nSSN: 223-58-9104\nDOB: 11 JUL 70\nStatus: Active duty, USA\n\nS: 20 y/o M c/o cough x 10 days productive of dark grey sputum, wheezing at night and with exertion (could not finish PT run), chest tightness, and pressure over both cheeks with congestion and yellow nasal discharge x 1 week. Unit has been positioned downwind of burning oil wells for 3 weeks with black smoke daily. No childhood asthma. Non-smoker. No fever or chills.\n\nO: T 99.1, P 88, R 20. Lungs: scattered expiratory wheezes bilaterally, prolonged expiration; improved after albuterol nebulizer. Peak flow 320 L/min before and 410 L/min after treatment. Maxillary sinuses tender to percussion bilaterally; purulent nasal discharge. TMs clear. Mild pharyngeal erythema.\n\nA:\n1. Asthma, new onset, smoke-induced (493.90)\n2. Maxillary sinusitis, acute (461.0)\n3. Pneumonia - r/o: no fever, no focal lung findings; CXR not available at this echelon; clinically ruled out.\n\nP: Albuterol MDI 2 puffs q4-6h prn. Amoxicillin 500 mg TID x 10 days. Sudafed 60 mg q6h prn. Push fluids. Wear protective mask or cloth covering when smoke is heavy. Profile: no PT x 7 days. RTC if shortness of breath worsens or fever develops.\n\nNote: patient reports many soldiers in his platoon with the same symptoms since the fires began.\n\nSGT R. Almquist, 91B\nCPT Harlan Voskuijlen, MC",
    "expected": {
      "conditions": [
        {
          "name": "Asthma",
          "diagnosticCode": "6602"
        },
        {
          "name": "Maxillary sinusitis",
          "diagnosticCode": "6513"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Exposure to smoke from burning oil wells in Southwest Asia in 1991"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "KIMBALL-ADEBAYO, TERRENCE L."
        },
        {
          "kind": "ssn",
          "value": "223-58-9104"
        },
        {
          "kind": "date-of-birth",
          "value": "11 JUL 70"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "rating-decision-hearing-back-knee-osa-denied",
    "kind": "statement-or-decision",
    "format": "pdf",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nVeterans Benefits Administration\nRATING DECISION\n\nPhilippa June Santangelo\n619 Greenhollow Avenue, Tresham, KY 40999\nVA File Number: 27 336 018\nDate of decision: 05/20/2025\n\nINTRODUCTION\nThe records reflect that you are a Veteran of the Gulf War Era. You served in the Army from June 12, 1998 to August 30, 2018. We received your claim on November 4, 2024. Based on a review of the evidence listed below, we have made the following decisions on your claim.\n\nDECISION\n1. Service connection for tinnitus is granted with an evaluation of 10 percent effective November 4, 2024.\n2. Service connection for bilateral hearing loss is granted with an evaluation of 0 percent effective November 4, 2024.\n3. Service connection for degenerative arthritis of the thoracolumbar spine is granted with an evaluation of 20 percent effective November 4, 2024.\n4. Service connection for left knee limitation of extension is granted with an evaluation of 10 percent effective November 4, 2024.\n5. Service connection for obstructive sleep apnea is denied.\n\nEVIDENCE\n- DD Form 214, June 12, 1998 to August 30, 2018\n- Service treatment records\n- VA examinations, January 14, 2025 and February 3, 2025\n- Private sleep study, Harbor Lane Sleep Lab, received December 2, 2024\n\nREASONS FOR DECISION\n1. Tinnitus (Diagnostic Code 6260). Your military occupational specialty of cannon crewmember has a high probability of hazardous noise exposure. The VA examiner found your tinnitus at least as likely as not caused by military noise exposure. A 10 percent evaluation is the maximum assigned for recurrent tinnitus.\n\n2. Bilateral hearing loss (Diagnostic Code 6100). Your separation audiogram shows hearing loss for VA purposes in both ears. On VA examination the puretone threshold average was 36 decibels in the right ear with speech recognition (Maryland CNC) of 94 percent, and 41 decibels in the left ear with 92 percent. This corresponds to Level I hearing in each ear, which is evaluated at 0 percent.\n\n3. Degenerative arthritis of the thoracolumbar spine (Diagnostic Code 5242). Arthritis was shown on x-rays taken within one year of discharge, so service connection is presumed. Forward flexion was limited to 50 degrees with a combined range of motion of 175 degrees, which supports a 20 percent evaluation.\n\n4. Left knee limitation of extension (Diagnostic Code 5261). Your service treatment records show a left knee injury during a 2009 field exercise with continued treatment afterward. Extension was limited to 10 degrees, which supports a 10 percent evaluation. Flexion to 125 degrees is noncompensable under Diagnostic Code 5260.\n\n5. Obstructive sleep apnea. The private sleep study diagnosed obstructive sleep apnea in November 2024, with an AHI of 22. Your service treatment records contain no complaints of snoring or sleep problems. The VA examiner opined that your obstructive sleep apnea was \"less likely than not (less than 50 percent probability) incurred in or caused by\" your military service, because it was first shown six years after discharge and is associated with weight gain since service. Service connection is denied.\n\nWe have enclosed a copy of your Review Options form.",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Bilateral hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Degenerative arthritis of the thoracolumbar spine",
          "diagnosticCode": "5242"
        },
        {
          "name": "Left knee limitation of extension",
          "diagnosticCode": "5261"
        },
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Tinnitus",
          "strength": "at least as likely as not",
          "quote": "The VA examiner found your tinnitus at least as likely as not caused by military noise exposure."
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "less likely than not (less than 50 percent probability) incurred in or caused by"
        }
      ],
      "inServiceEvents": [
        "Hazardous noise exposure as a cannon crewmember",
        "Left knee injury during a 2009 field exercise"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Philippa June Santangelo"
        },
        {
          "kind": "address",
          "value": "619 Greenhollow Avenue, Tresham, KY 40999"
        },
        {
          "kind": "record-number",
          "value": "27 336 018"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "lay-statement-spouse-ptsd-symptoms-si",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "LAY/WITNESS STATEMENT (VA FORM 21-10210)\n\nSECTION I - VETERAN'S IDENTIFICATION INFORMATION\nVeteran's name: Curtis Wayne Bellamy\nVeteran's Social Security Number: 402-77-8316\nVeteran's date of birth: 01-23-1976\n\nSECTION II - WITNESS'S IDENTIFICATION INFORMATION\nWitness's name: Danielle Bellamy\nRelationship to Veteran: Spouse\nWitness's mailing address: 5523 Persimmon Ridge Trail, Oak Falls, TN 37999\nWitness's telephone number: 615-555-0148\n\nSECTION III - STATEMENT\nI have been married to Curtis since 2001, so I knew him before and after his deployments. Before he left in 2004 he was easygoing, coached our son Tyler's T-ball team and loved the crowds at football games. When he came home from his second deployment in 2005 he was a different person. He told me once about the day his convoy was ambushed and the truck in front of his was hit by an RPG, and that he helped pull two men out while they were burning. He has never talked about it again.\n\nHe sleeps maybe three or four hours a night. Most nights he thrashes and yells, and twice he grabbed me by the throat while he was asleep, so now we sleep in separate rooms. He checks the locks and windows over and over and has to sit facing the door in restaurants. He no longer goes to our daughter Kayla's school events because of the crowds. He snaps at the kids over small things and then shuts himself in the garage for hours.\n\nHe lost his job at the distribution center in 2022 after an argument with a supervisor. He drinks more than he used to, mostly at night.\n\nIn March 2023 I found a note he had written to the kids, and his pistol was on the workbench. He admitted he had been thinking about killing himself for weeks. I called the Veterans Crisis Line and drove him to the VA emergency room. His brother keeps the guns now. Some days he still tells me we would be better off without him, and I worry every time he is late coming home.\n\nI certify that the statements on this form are true and correct to the best of my knowledge and belief.\n\nSignature: Danielle Bellamy      Date: 04/11/2025",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Convoy ambush during 2005 deployment in which the truck ahead was hit by an RPG and he helped pull two burning men out"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Curtis Wayne Bellamy"
        },
        {
          "kind": "name",
          "value": "Curtis"
        },
        {
          "kind": "ssn",
          "value": "402-77-8316"
        },
        {
          "kind": "date-of-birth",
          "value": "01-23-1976"
        },
        {
          "kind": "name",
          "value": "Danielle Bellamy"
        },
        {
          "kind": "address",
          "value": "5523 Persimmon Ridge Trail, Oak Falls, TN 37999"
        },
        {
          "kind": "phone",
          "value": "615-555-0148"
        },
        {
          "kind": "name",
          "value": "Tyler"
        },
        {
          "kind": "name",
          "value": "Kayla"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "buddy-statement-in-service-back-injury",
    "kind": "statement-or-decision",
    "format": "image",
    "text": "BUDDY STATEMENT\n\nTo: Department of Veterans Affairs\nRe: Alonzo Reyes-Dunmore, VA file no. 30 552 117\n\nMy name is Frederick Olamide Castellanos. I served with Alonzo Reyes-Dunmore in the 84th Engineer Support Company from 2012 to 2015, including a deployment in 2013.\n\nIn May 2013 we were unloading concrete barriers at our outpost when a crane strap snapped and a barrier section swung into Alonzo, knocking him off the flatbed about five feet onto gravel. He landed on his back and right side. He could not get up for several minutes, and our platoon sergeant sent him to the aid station. He was given pills and a few days of light duty, but we were short-handed and he was back to lifting within a week.\n\nFor the rest of that deployment I saw him every day. He walked bent over in the mornings, had me carry his ruck on patrols, and slept on the floor because he said the cot hurt his back. After we came home he still complained about his back and about his right leg going numb when he drove. I do not know what doctors have told him since, but he was never the same after that day.\n\nI can be reached at 209-555-0166 or at 48 Cottonwood Lane, Alder Flats, CA 95999.\n\nI certify that the above is true and correct to the best of my knowledge.\n\nFrederick O. Castellanos\nMarch 30, 2025",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "In May 2013 a concrete barrier section swung into him and knocked him about five feet off a flatbed onto his back; treated at the aid station with light duty"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Alonzo Reyes-Dunmore"
        },
        {
          "kind": "name",
          "value": "Alonzo"
        },
        {
          "kind": "record-number",
          "value": "30 552 117"
        },
        {
          "kind": "name",
          "value": "Frederick Olamide Castellanos"
        },
        {
          "kind": "name",
          "value": "Frederick O. Castellanos"
        },
        {
          "kind": "phone",
          "value": "209-555-0166"
        },
        {
          "kind": "address",
          "value": "48 Cottonwood Lane, Alder Flats, CA 95999"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "rating-decision-pact-act-respiratory",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nVeterans Benefits Administration\nRATING DECISION\n\nVeteran: Desiree Anne Kolodziej-Marsh\nFile Number: 29 804 113\nMailing address: 2716 Juniper Crest Blvd, Apt 402, Halden Point, AZ 85999\nDate of decision: March 12, 2025\n\nINTRODUCTION\nThe records reflect that you are a Veteran of the Gulf War Era. You served in the Air Force from January 9, 2005 to January 8, 2013, including service in the Southwest Asia theater of operations from 2007 to 2008 and in 2010. We received your claim under the PACT Act on August 21, 2024.\n\nDECISION\n1. Service connection for asthma is granted with an evaluation of 30 percent effective August 21, 2024.\n2. Service connection for chronic pansinusitis is granted with an evaluation of 10 percent effective August 21, 2024.\n3. Service connection for allergic rhinitis is granted with an evaluation of 10 percent effective August 21, 2024.\n4. Service connection for gastroesophageal reflux disease (GERD) is denied.\n\nEVIDENCE\n- DD Form 214\n- Service treatment records\n- VA treatment records, Mesa Linda VA Clinic, 2019 to 2025\n- VA examinations, January 30, 2025\n\nREASONS FOR DECISION\n1. Asthma (Diagnostic Code 6602). Asthma is presumed to be related to your military environmental exposures during service in the Southwest Asia theater of operations. Pulmonary function testing showed FEV-1 of 62 percent predicted and FEV-1/FVC of 68 percent, and you use daily inhaled corticosteroid therapy. This supports a 30 percent evaluation.\n\n2. Chronic pansinusitis (Diagnostic Code 6510). Chronic sinusitis is presumed to be related to your Southwest Asia service. The examiner documented three non-incapacitating episodes in the past 12 months with headaches, purulent discharge and sinus pain. This supports a 10 percent evaluation.\n\n3. Allergic rhinitis (Diagnostic Code 6522). Chronic rhinitis is presumed to be related to your Southwest Asia service. The examiner found greater than 50 percent obstruction of the nasal passage on both sides without polyps, which supports a 10 percent evaluation.\n\n4. GERD. The evidence does not show a current diagnosis. Your VA examiner noted occasional heartburn only, and an upper endoscopy in 2024 was normal; GERD was ruled out. Service connection requires a current disability, so this claim is denied.\n\nIf you disagree with this decision, you may choose a review option on the enclosed form.",
    "expected": {
      "conditions": [
        {
          "name": "Asthma",
          "diagnosticCode": "6602"
        },
        {
          "name": "Chronic pansinusitis",
          "diagnosticCode": "6510"
        },
        {
          "name": "Allergic rhinitis",
          "diagnosticCode": "6522"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Service in the Southwest Asia theater of operations 2007-2008 and 2010 (military environmental exposures)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Desiree Anne Kolodziej-Marsh"
        },
        {
          "kind": "record-number",
          "value": "29 804 113"
        },
        {
          "kind": "address",
          "value": "2716 Juniper Crest Blvd, Apt 402, Halden Point, AZ 85999"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  }
]
