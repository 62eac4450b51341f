import type { EvaluationRecord } from './evaluation-record'

/**
 * Held-out set: 24 of 48 synthetic medical records for evaluating record analysis.
 * Written by an independent author on 2026-11-23 without seeing the analysis code; all people,
 * numbers and places are invented. Generated from all-records.ts by split.mjs: stratified by
 * (kind, format), each stratum sorted by id, shuffled with mulberry32 (seed 20261123) and halved,
 * first half to tuning, second half to held-out. Do not edit by hand; edit all-records.ts and re-run.
 */
export const heldOutRecords: readonly EvaluationRecord[] = [
  {
    "id": "vapn-mental-health-ptsd-intake",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: MH PCT INTAKE ASSESSMENT\nDATE OF NOTE: JAN 13, 2026@13:05\nAUTHOR: DELACROIX-WEBB,JONATHAN P, LCSW\n\nPatient: Marisol Quintero-Baines   Last 4: 6621   DOB: 11 Sep 1986\nMRN 60-118-2294   Address: 415 Harbor View Ct Unit 12, Oceanside, CA 92054\nCell: 760-555-0178   Emergency contact: Esteban Baines (husband), 760-555-0192\n\nREASON FOR REFERRAL: PCP referral for nightmares, irritability, positive PC-PTSD-5 (4/5).\n\nHPI: 39 y/o female USMC veteran (motor transport, 2005-2013), two deployments (Iraq 2007, Afghanistan 2011). Reports that on 14 JUN 2011 her convoy struck an IED near Kandahar; the lead vehicle was destroyed and LCpl Ruiz was killed. She helped recover remains. Since then: intrusive memories several times/wk, nightmares 3-4 nights/wk, avoids fireworks and crowded places, hypervigilant, exaggerated startle, feels detached from her husband and her son Mateo (age 9). Low mood most days x 2 yrs, anhedonia, poor concentration, sleep 4 hrs/night, guilt.\n\nSAFETY: Reports passive suicidal ideation in 2019 after her divorce from her first husband, no plan or attempt, resolved with outpatient counseling in the community. Currently denies thoughts of self-harm, intent or plan. No firearms in the home (stored with brother). Protective factors: son, husband, faith, employment. Safety plan reviewed and copy given. Veterans Crisis Line number provided.\n\nSUBSTANCE: 2-3 beers on weekends; AUDIT-C 3. No drugs. Tobacco: none.\n\nMSE: Casually dressed, good eye contact, speech normal rate. Mood \"on edge.\" Affect constricted, tearful at times. Thought process linear. No psychosis. Insight and judgment fair.\n\nMEASURES: PCL-5 = 56. PHQ-9 = 17. GAD-7 = 12.\n\nDIAGNOSES:\n1. Posttraumatic stress disorder, chronic (F43.12)\n2. Major depressive disorder, recurrent, moderate (F33.1)\n\nPLAN:\n1. Start CPT, weekly x 12 sessions.\n2. Refer to MH prescriber re: sertraline.\n3. Return 01/20/2026.\n\n/es/ JONATHAN P DELACROIX-WEBB, LCSW\nSigned: 01/13/2026 14:02",
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
        "Convoy struck by an IED near Kandahar, Afghanistan on 14 June 2011; a fellow Marine was killed",
        "Helped recover remains after the IED attack"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Marisol Quintero-Baines"
        },
        {
          "kind": "ssn",
          "value": "6621"
        },
        {
          "kind": "date-of-birth",
          "value": "11 Sep 1986"
        },
        {
          "kind": "record-number",
          "value": "60-118-2294"
        },
        {
          "kind": "address",
          "value": "415 Harbor View Ct Unit 12, Oceanside, CA 92054"
        },
        {
          "kind": "phone",
          "value": "760-555-0178"
        },
        {
          "kind": "name",
          "value": "Esteban Baines"
        },
        {
          "kind": "phone",
          "value": "760-555-0192"
        },
        {
          "kind": "name",
          "value": "Mateo"
        },
        {
          "kind": "name",
          "value": "Ruiz"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "vapn-primary-care-problem-list",
    "kind": "va-progress-note",
    "format": "text",
    "text": "PRIMARY CARE ANNUAL VISIT -- PACT TEAM BLUE\nDate: 2025-08-19\nProvider: Hanneke S. Visser, MD\n\nPt: HOLLIS, GERALD T   DOB 1968-02-02   SSN ***-**-7740   MRN 55102877\nAddr: 88 Old Mill Rd, Lot 14, Dothan, AL 36301   Tel: 334.555.0117\n\nS: 57 y/o male Army veteran (1986-2008, Desert Storm and OIF) for annual f/u. Home BPs 140s/90s. Checks FSBG daily, fasting 130-160. Heartburn most nights despite omeprazole; worse lying flat. Using CPAP nightly, ~6 hrs, feels rested. Occasional ankle swelling. Denies CP, SOB, claudication.\nFHx: father MI at age 52, brother (Curtis Hollis) CABG at 55. Mother DM2.\nMeds: lisinopril 20 mg daily, amlodipine 5 mg daily, metformin 1000 mg BID, omeprazole 20 mg daily, atorvastatin 40 mg.\n\nO: BP 146/92, repeat 142/90. HR 78. BMI 33.4. SpO2 97% RA.\nGen NAD. CV RRR, no murmur. Lungs CTA. Ext trace bilat pedal edema. Monofilament intact bilat.\nLabs 08/12/25: A1c 7.9%, Cr 1.28, eGFR 58, UACR 41 mg/g, LDL 96.\n\nA/P:\n1. Hypertension, essential -- not at goal. Increase amlodipine to 10 mg. Recheck 4 wks.\n2. Diabetes mellitus type 2 without insulin -- A1c above goal. Add empagliflozin 10 mg. Diet, exercise. Eye exam ordered.\n3. GERD -- uncontrolled. Increase omeprazole to 40 mg daily, HOB elevation, avoid late meals. GI referral if persists.\n4. Obstructive sleep apnea on CPAP -- compliant, download reviewed, AHI on CPAP 2.1.\n5. Rule out CKD stage 3a -- eGFR 58 and UACR mildly elevated; single value, repeat BMP and UACR in 3 mo before making diagnosis.\n6. Family history of premature CAD -- continue statin; no ischemic symptoms; no stress test indicated now.\n\nRTC 4 wks BP check with RN; 3 months with me.\n\nHanneke S. Visser, MD\nPrimary Care, Dothan CBOC\nElectronically signed 08/19/2025 16:40",
    "expected": {
      "conditions": [
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Gastroesophageal reflux disease (GERD)",
          "diagnosticCode": "7206"
        },
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "HOLLIS, GERALD T"
        },
        {
          "kind": "date-of-birth",
          "value": "1968-02-02"
        },
        {
          "kind": "ssn",
          "value": "***-**-7740"
        },
        {
          "kind": "record-number",
          "value": "55102877"
        },
        {
          "kind": "address",
          "value": "88 Old Mill Rd, Lot 14, Dothan, AL 36301"
        },
        {
          "kind": "phone",
          "value": "334.555.0117"
        },
        {
          "kind": "name",
          "value": "Curtis Hollis"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-physical-therapy-lumbar",
    "kind": "va-progress-note",
    "format": "text",
    "text": "PHYSICAL THERAPY INITIAL EVALUATION - LUMBAR\nDate of service: 2/11/2026\nTherapist: Kristof A. Lindqvist, PT, DPT\n\nPatient: MENDENHALL, TRAVIS J     DOB 9/3/1990     Last4 5518\nMRN 10455932     1140 W Sycamore St Apt 6, Clarksville, TN 37040     931-555-0151\n\nReferral dx: low back pain with L leg symptoms. Referring: PCP.\n\nSUBJECTIVE: 35 y/o male Army veteran (11B, 2009-2017). Reports low back pain since a 2014 incident in which he fell approx 8 ft from a vehicle ramp during a rail-load at Fort Campbell. Pain 6/10 constant, 8/10 flares 2-3x/mo lasting 2-3 days. Burning pain radiates posterior L thigh to lateral calf and dorsum of foot; intermittent numbness of L great toe. Worse sitting > 30 min, bending. MRI 12/2025 (outside): L4-5 disc desiccation and broad-based protrusion with L lateral recess narrowing contacting traversing L5 root; mild facet arthropathy L4-S1.\n\nOBJECTIVE:\nThoracolumbar AROM (goniometer):\n  Forward flexion 0-50 deg (pain at 40)\n  Extension 0-15 deg\n  R lat flexion 0-20, L lat flexion 0-15\n  R rotation 0-25, L rotation 0-20\nRepetitive use x3: flexion reduced to 45 deg.\nParaspinal guarding, no abnormal gait today.\nSLR: L positive at 40 deg reproducing leg pain; R negative.\nStrength: L EHL 4/5, ankle DF 4/5; otherwise 5/5.\nReflexes: patellar 2+ bilat, Achilles 2+ bilat.\nSensation: decreased light touch L L5 dermatome.\nOswestry Disability Index: 44%.\n\nASSESSMENT:\n1. Lumbar degenerative disc disease L4-5 with disc protrusion.\n2. Left L5 radiculopathy (sciatic nerve distribution), mild-moderate.\nPt presents with impairments in ROM, strength and tolerance to sitting consistent with above.\n\nPLAN:\n1. PT 2x/wk x 6 wks: directional preference exercises, core stabilization, neural mobilization.\n2. TENS unit issued.\n3. HEP provided. Re-assess 4 wks.\n\nKristof A. Lindqvist, PT, DPT\n2/11/2026 10:55",
    "expected": {
      "conditions": [
        {
          "name": "Degenerative disc disease, lumbar spine",
          "diagnosticCode": "5242"
        },
        {
          "name": "Radiculopathy, left lower extremity (sciatic nerve)",
          "diagnosticCode": "8520"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Fell approximately 8 ft from a vehicle ramp during a rail-load at Fort Campbell in 2014"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "MENDENHALL, TRAVIS J"
        },
        {
          "kind": "date-of-birth",
          "value": "9/3/1990"
        },
        {
          "kind": "ssn",
          "value": "5518"
        },
        {
          "kind": "record-number",
          "value": "10455932"
        },
        {
          "kind": "address",
          "value": "1140 W Sycamore St Apt 6, Clarksville, TN 37040"
        },
        {
          "kind": "phone",
          "value": "931-555-0151"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-mental-health-gad-followup",
    "kind": "va-progress-note",
    "format": "text",
    "text": "MENTAL HEALTH MEDICATION MANAGEMENT - FOLLOW UP\nDate: 05/06/2025  Time: 1030\nProvider: Adebayo K. Ogunleye, PMHNP-BC\n\nVeteran: Shannon M. Albrecht    DOB: May 17, 1982    SSN xxx-xx-0385\nChart #: 3320-1185-47    Address on file: 77 Lakeshore Terrace, Tacoma, WA 98407    Phone: (253) 555-0114\n\nInterval history: 43 y/o female Navy veteran (hospital corpsman 2001-2011, FMF with 2/5 Marines in Fallujah 2004-05) seen for f/u of anxiety, on sertraline 100 mg x 8 wks. Reports worry \"about everything\" is somewhat less, still difficulty turning thoughts off at night. Sleep onset 1-2 hrs, wakes 2-3x. Muscle tension neck/shoulders. Fewer episodes of feeling keyed up. Denies discrete panic attacks: no sudden surges with palpitations/fear of dying. Working full time as dental office manager; partner Dana Kessler supportive. Reports intermittent chest tightness with stress, non-exertional -- PCP has ordered ECG and labs; no dx yet. Alcohol: 1 glass wine/wk.\n\nMSE: Well groomed, cooperative. Speech normal. Mood \"better, still anxious.\" Affect mildly anxious, full range. TP goal-directed. TC: worries about finances and aging parents. No perceptual disturbances. Cognition grossly intact. Insight good, judgment good.\n\nScales today: GAD-7 = 11 (was 16). PHQ-9 = 8 (was 10).\n\nASSESSMENT:\n1. Generalized anxiety disorder (F41.1) -- partial response to sertraline.\n2. Panic disorder -- ruled out; no history of unexpected panic attacks.\n3. Insomnia symptoms, secondary to anxiety -- no separate sleep disorder diagnosed.\nVeteran's PHQ-9 in mild range; does not meet criteria for a depressive disorder at this time.\n\nPLAN:\n1. Increase sertraline to 150 mg daily.\n2. CBT-I referral; sleep hygiene reviewed.\n3. Continue individual therapy with Dr. Patel (biweekly).\n4. RTC 8 weeks or sooner PRN.\n\nAdebayo K. Ogunleye, PMHNP-BC\nElectronically signed 05/06/2025 11:20",
    "expected": {
      "conditions": [
        {
          "name": "Generalized anxiety disorder",
          "diagnosticCode": "9400"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Served as FMF hospital corpsman with 2/5 Marines in Fallujah, Iraq, 2004-2005"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Shannon M. Albrecht"
        },
        {
          "kind": "date-of-birth",
          "value": "May 17, 1982"
        },
        {
          "kind": "ssn",
          "value": "xxx-xx-0385"
        },
        {
          "kind": "record-number",
          "value": "3320-1185-47"
        },
        {
          "kind": "address",
          "value": "77 Lakeshore Terrace, Tacoma, WA 98407"
        },
        {
          "kind": "phone",
          "value": "(253) 555-0114"
        },
        {
          "kind": "name",
          "value": "Dana Kessler"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-cardiology-ischemic-heart-disease",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "VA MEDICAL CENTER -- CARDIOLOGY CLINIC\nProgress Note                                                Page 1/1\n\nName: Raymond E. Tolliver             DOB: Aug. 3, 1948\nSSN: 903-52-1167    Claim/File No.: 27 981 554    MRN: 112-66-0938\nAddress: 419 Magnolia Street, Florence, SC 29501     Phone: 843-555-0131\nVisit: 06/24/2025            Attending: Ingrid Sorensen-Mbeki, MD\n\nHPI: 76 y/o Army veteran, served in the Republic of Vietnam Feb 1968 - Feb 1969 (Long Binh, 1st Logistical Command), herbicide exposure presumed. Known CAD: inferior NSTEMI 2017, DES x1 to RCA. DM2 since 2009 on insulin. Reports exertional chest pressure walking 2 blocks uphill, relieved with rest in ~3 min, 1-2x/wk, stable over 6 months. No rest pain. Mild DOE. Denies PND, orthopnea, syncope. Lives with daughter, Beverly Tolliver-Grant, who manages his meds.\n\nMeds: ASA 81, clopidogrel 75, metoprolol succ 50, atorvastatin 80, isosorbide mononitrate 30, insulin glargine 28 u, metformin 500 BID.\n\nExam: BP 132/74, HR 62, reg. JVP nl. Lungs clear. S1S2, no murmur. No edema.\n\nData:\n- ETT (Bruce) 05/30/2025: 5:40 min, 7.0 METs, stopped for dyspnea/fatigue, 1 mm horizontal ST depression inferolateral at peak, angina 2/10.\n- Echo 05/30/2025: LVEF 50%, mild inferior hypokinesis, no significant valvular disease.\n- A1c 7.4%. LDL 61.\n\nAssessment:\n1. Ischemic heart disease / CAD s/p RCA stent, chronic stable angina CCS class II. Workload 7 METs. LVEF 50%.\n2. Diabetes mellitus type 2, insulin-requiring, fair control.\n3. Hyperlipidemia at goal.\n\nPlan:\n1. Increase isosorbide mononitrate to 60 mg.\n2. SL NTG PRN; reviewed use.\n3. Cardiac rehab referral.\n4. Continue DAPT until 12/2025 then ASA alone.\n5. RTC 4 months; sooner for worsening angina.\n\nIngrid Sorensen-Mbeki, MD, Cardiology\nSigned electronically 06/24/2025",
    "expected": {
      "conditions": [
        {
          "name": "Ischemic heart disease (coronary artery disease)",
          "diagnosticCode": "7005"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Hyperlipidemia"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Service in the Republic of Vietnam Feb 1968 - Feb 1969 (Long Binh) with presumed herbicide (Agent Orange) exposure"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Raymond E. Tolliver"
        },
        {
          "kind": "date-of-birth",
          "value": "Aug. 3, 1948"
        },
        {
          "kind": "ssn",
          "value": "903-52-1167"
        },
        {
          "kind": "record-number",
          "value": "27 981 554"
        },
        {
          "kind": "record-number",
          "value": "112-66-0938"
        },
        {
          "kind": "address",
          "value": "419 Magnolia Street, Florence, SC 29501"
        },
        {
          "kind": "phone",
          "value": "843-555-0131"
        },
        {
          "kind": "name",
          "value": "Beverly Tolliver-Grant"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-gastroenterology-gerd-scanned",
    "kind": "va-progress-note",
    "format": "image",
    "text": "[scanned copy, slightly skewed -- stamp \"RECEIVED VBA EVIDENCE INTAKE JUN 02 2025\"]\n\nGASTROENTEROLOGY CLINIC -- FOLLOW-UP AFTER EGD\nVAMC Gainesville    Date: 5/21/25\n\nPatient: Angela D. Marchetti     DOB 2/14/1981     SSN 972-38-5506\nMRN# 7754-0219     Address: 2815 NW 39th Ave, Gainesville, FL 32605     Phone (352) 555-0190\n\nHPI: 44 yo F Army veteran (92G food service specialist 2000-2008, deployed Kuwait/Iraq 2003) with heartburn and regurgitation since ~2003, says it started \"eating MREs and drinking coffee all night on deployment.\" Takes pantoprazole 40 mg BID. Still regurgitation 3-4 nights/wk, occasional solid food dysphagia (bread, meat), no weight loss, no melena or hematemesis. Sister (Lucia Marchetti) has celiac disease.\n\nEGD 05/08/2025:\n- LA grade B erosive esophagitis distal esophagus.\n- Mild distal esophageal narrowing, scope passed with slight resistance; dilated to 18 mm.\n- No hiatal hernia. Stomach and duodenum normal.\nPathology: reflux esophagitis; NO intestinal metaplasia. Duodenal biopsies normal (no villous atrophy).\n\nASSESSMENT:\n1. Gastroesophageal reflux disease with LA grade B esophagitis and mild peptic stricture, s/p dilation.\n2. Barrett esophagus -- ruled out on biopsy.\n3. Celiac disease -- ruled out (normal duodenal biopsies); family history only.\n\nPLAN:\n1. Continue pantoprazole 40 mg BID.\n2. Repeat EGD w/ dilation PRN if dysphagia recurs.\n3. Reflux precautions: HOB elevation 6 in, no meals within 3 hrs of bed, limit caffeine/alcohol.\n4. Return 6 months.\n\nSigned: Farida Haddad-Lowe, MD, Gastroenterology   5/21/25",
    "expected": {
      "conditions": [
        {
          "name": "Gastroesophageal reflux disease (GERD) with esophageal stricture",
          "diagnosticCode": "7206"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Onset of heartburn and regurgitation during deployment to Kuwait/Iraq in 2003"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Angela D. Marchetti"
        },
        {
          "kind": "date-of-birth",
          "value": "2/14/1981"
        },
        {
          "kind": "ssn",
          "value": "972-38-5506"
        },
        {
          "kind": "record-number",
          "value": "7754-0219"
        },
        {
          "kind": "address",
          "value": "2815 NW 39th Ave, Gainesville, FL 32605"
        },
        {
          "kind": "phone",
          "value": "(352) 555-0190"
        },
        {
          "kind": "name",
          "value": "Lucia Marchetti"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-hearing-loss-tinnitus-negative-nexus",
    "kind": "dbq",
    "format": "text",
    "text": "HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE\nName of patient/Veteran: Harold J. Pennington      Veteran's SSN: 985-20-6643\nDate of birth: 07 Nov 1961      VA file no.: C 28 447 019\nAddress: 1703 Prairie Wind Rd, Grand Island, NE 68803      Phone: (308) 555-0124\nDate of exam: 10/15/2025      Examiner: Lorraine Buchanan-Hoyt, Au.D.\nEvidence reviewed: VBMS eFolder, STRs incl. enlistment (1980) and separation (1984) audiograms.\n\nSECTION I - HEARING LOSS\nPuretone thresholds (dB):\n          500  1000  2000  3000  4000\nRIGHT      15    20    30    45    55\nLEFT       15    20    35    50    60\nAverage (1000-4000): RIGHT 38  LEFT 41\nMaryland CNC speech discrimination: RIGHT 92%  LEFT 90%\nDiagnosis: Sensorineural hearing loss, bilateral (in the frequency range of 500-4000 Hz).\nImpact: difficulty understanding speech in background noise.\n\nMilitary noise exposure: Navy, 1980-1984, Mess Management Specialist aboard USS (ship) -- galley duty, occasional flight deck transits. Civilian noise: 30 years as a grain elevator operator and farm machinery use; recreational hunting without HPDs.\n\nMEDICAL OPINION - HEARING LOSS:\nIt is less likely than not (less than 50% probability) that the Veteran's hearing loss is caused by or a result of an event in military service.\nRationale: Enlistment audiogram (06/1980) and separation audiogram (05/1984) both show normal hearing bilaterally (all thresholds 5-15 dB, 500-6000 Hz) with no significant threshold shift in either ear. Per the Institute of Medicine (2006), there is no scientific basis for delayed-onset noise-induced hearing loss. The Veteran's MOS carries a low probability of hazardous noise, and he reports decades of significant civilian occupational and recreational noise.\n\nSECTION II - TINNITUS\nVeteran reports recurrent tinnitus: YES. Onset reported as \"late 1990s,\" bilateral, intermittent.\nDiagnosis: Tinnitus.\n\nMEDICAL OPINION - TINNITUS:\nIt is less likely than not (less than 50% probability) that the Veteran's tinnitus is caused by or a result of military noise exposure.\nRationale: Veteran reports onset approximately 13+ years after separation; no complaints of tinnitus in STRs; tinnitus is at least as likely as not a symptom of his hearing loss, which is not related to service as noted above.\n\n/es/ Lorraine Buchanan-Hoyt, Au.D., CCC-A   Date signed: 10/15/2025",
    "expected": {
      "conditions": [
        {
          "name": "Hearing loss, bilateral",
          "diagnosticCode": "6100"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Hearing loss, bilateral",
          "strength": "less likely than not",
          "quote": "It is less likely than not (less than 50% probability) that the Veteran's hearing loss is caused by or a result of an event in military service."
        },
        {
          "condition": "Tinnitus",
          "strength": "less likely than not",
          "quote": "It is less likely than not (less than 50% probability) that the Veteran's tinnitus is caused by or a result of military noise exposure."
        }
      ],
      "inServiceEvents": [
        "Navy service 1980-1984 as Mess Management Specialist aboard ship with galley duty and occasional flight deck transits"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Harold J. Pennington"
        },
        {
          "kind": "ssn",
          "value": "985-20-6643"
        },
        {
          "kind": "date-of-birth",
          "value": "07 Nov 1961"
        },
        {
          "kind": "record-number",
          "value": "C 28 447 019"
        },
        {
          "kind": "address",
          "value": "1703 Prairie Wind Rd, Grand Island, NE 68803"
        },
        {
          "kind": "phone",
          "value": "(308) 555-0124"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-sleep-apnea-negative-and-speculative",
    "kind": "dbq",
    "format": "text",
    "text": "SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE (with Medical Opinion)\nVeteran name: Wendell O. Fairbanks    SSN 961-48-0077    DOB 14-Jun-1972\nFile #: 961 48 0077    Address: 6650 Bayou Ridge Dr, Shreveport, LA 71129    Phone: 318-555-0108\nExam date: 12 Sep 2025    Examiner: Giulia Ferraro-Osei, MD (Internal Medicine)\nType of exam: ACE (records review only, no in-person exam)\n\n1. DIAGNOSIS: Obstructive sleep apnea, moderate. Date of diagnosis: 03/2021.\n2. History: Air Force, aircraft fuel systems, 1991-2011 (retired). Home sleep test 03/02/2021 (private, Dr. Huang): AHI 18.2/hr, O2 nadir 84%. Uses CPAP nightly. Service-connected for PTSD (70%) since 2019, on mirtazapine since 2019 with weight gain from 210 lb to 246 lb.\n3. Findings: Requires use of breathing assistance device such as CPAP: [X] Yes. Persistent daytime hypersomnolence: Yes.\n\n4. MEDICAL OPINIONS\na. Direct service connection:\nThe condition claimed is less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event or illness.\nRationale: STRs including 2011 retirement physical are silent for snoring, witnessed apneas, or daytime hypersomnolence; no in-service sleep study; diagnosis made 10 years after retirement. Established risk factors at diagnosis (age, BMI 35, neck 18 in) are post-service.\n\nb. Secondary to service-connected PTSD (causation and aggravation):\nI cannot resolve this issue without resort to mere speculation.\nRationale: Current peer-reviewed literature shows an association between PTSD and OSA but has not established causation. Whether mirtazapine-related weight gain aggravated the OSA beyond natural progression cannot be determined, because no baseline severity before 2021 is of record and the Veteran's weight before mirtazapine is documented only once.\n\nGiulia Ferraro-Osei, MD\nDate signed: 09/12/2025",
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
          "quote": "The condition claimed is less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event or illness."
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "unable to resolve",
          "quote": "I cannot resolve this issue without resort to mere speculation."
        }
      ],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Wendell O. Fairbanks"
        },
        {
          "kind": "ssn",
          "value": "961-48-0077"
        },
        {
          "kind": "date-of-birth",
          "value": "14-Jun-1972"
        },
        {
          "kind": "record-number",
          "value": "961 48 0077"
        },
        {
          "kind": "address",
          "value": "6650 Bayou Ridge Dr, Shreveport, LA 71129"
        },
        {
          "kind": "phone",
          "value": "318-555-0108"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-headaches-migraine-secondary-tbi",
    "kind": "dbq",
    "format": "text",
    "text": "HEADACHES (INCLUDING MIGRAINE HEADACHES) DISABILITY BENEFITS QUESTIONNAIRE\nPatient: Rosalind T. Achebe-Morrow     DOB 08/09/1991     SSN 938-02-7714\nClaim No. 938027714     Address: 1255 Willow Creek Pkwy, Apt 210, Lawton, OK 73505     Phone 580-555-0122\nDate of examination: February 3, 2026\nExaminer: Henrik Aalto, MD, Neurology\n\nSECTION I - DIAGNOSIS\nMigraine including migraine variants. ICD G43.709. Date of diagnosis: 2015.\nAlso: Residuals of TBI, mild (service connected 2017), evaluated separately.\n\nSECTION II - MEDICAL HISTORY\nArmy military police 2010-2016. STRs: 09/22/2013 at FOB Shank, Afghanistan, she was in an MRAP struck by an IED; dazed, headache, no LOC; MACE 25; returned to duty after 48 hrs. Headaches began within weeks of the blast and were documented at sick call in 2014 and 2015. Treatment: topiramate 50 mg BID, sumatriptan 100 mg PRN, propranolol trial 2018 failed.\n\nSECTION III - SYMPTOMS\nPain: pulsating/throbbing, pain worsens with physical activity, unilateral (right). Non-headache symptoms: nausea, vomiting, sensitivity to light and sound. Duration: 1-2 days.\n\nSECTION IV - PROSTRATING ATTACKS\nCharacteristic prostrating attacks of migraine: [X] Yes. Frequency: once every month (average 2 per month per 6-month diary).\nVery prevalent, prostrating and prolonged attacks productive of severe economic inadaptability: [ ] No.\n\nSECTION V - FUNCTIONAL IMPACT\nWorks as a 911 dispatcher; uses approx 1 day/month of leave; must leave the console during attacks.\n\nSECTION VI - MEDICAL OPINION (secondary)\nThe claimed condition is at least as likely as not (50% or greater probability) proximately due to or the result of the Veteran's service-connected TBI.\nRationale: Headache onset within 1 month of a documented blast-related mild TBI; post-traumatic headache commonly presents with a migraine phenotype (ICHD-3 5.2); STRs show continuity; no pre-service headache history; no family history of migraine.\n\nHenrik Aalto, MD   Signed 02/03/2026",
    "expected": {
      "conditions": [
        {
          "name": "Migraine headaches",
          "diagnosticCode": "8100"
        },
        {
          "name": "Traumatic brain injury (TBI) residuals",
          "diagnosticCode": "8045"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Migraine headaches",
          "strength": "at least as likely as not",
          "quote": "The claimed condition is at least as likely as not (50% or greater probability) proximately due to or the result of the Veteran's service-connected TBI."
        }
      ],
      "inServiceEvents": [
        "MRAP struck by an IED at FOB Shank, Afghanistan on 09/22/2013; dazed with headache, no loss of consciousness, MACE 25",
        "Headaches documented at sick call in 2014 and 2015"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Rosalind T. Achebe-Morrow"
        },
        {
          "kind": "date-of-birth",
          "value": "08/09/1991"
        },
        {
          "kind": "ssn",
          "value": "938-02-7714"
        },
        {
          "kind": "record-number",
          "value": "938027714"
        },
        {
          "kind": "address",
          "value": "1255 Willow Creek Pkwy, Apt 210, Lawton, OK 73505"
        },
        {
          "kind": "phone",
          "value": "580-555-0122"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-shoulder-rotator-cuff",
    "kind": "dbq",
    "format": "pdf",
    "text": "SHOULDER AND ARM CONDITIONS\nDISABILITY BENEFITS QUESTIONNAIRE                                        VA Form 21-0960M-11\n\nName of Veteran: Isaac M. Thornbury                     Social Security No.: 923-71-4408\nDate of Birth: 05/05/1977                               VA File No.: 923 71 4408\nMailing Address: 27 Quarry Lane, Barre, VT 05641         Telephone: (802) 555-0156\nDate of Examination: 08/28/2025                         Examiner: Solveig Brandt-Aguilar, PA-C\n\nSECTION I -- DIAGNOSIS\nRight shoulder: rotator cuff tendinopathy with impingement syndrome (M75.41), dx 2006.\nDominant hand: Right.\n\nSECTION II -- MEDICAL HISTORY\nMarine Corps combat engineer 1996-2008. Per STRs, 11/2006 at Camp Lejeune: strained right shoulder lifting a 120-lb bridging panel overhead; seen at BAS, dx rotator cuff strain, light duty 30 days, PT x 6 wks. Recurrent complaints 2007. Current: anterior-lateral R shoulder pain 5/10, unable to reach overhead shelves, night pain lying on right side. Flare-ups weekly with overhead work.\n\nSECTION III -- RANGE OF MOTION (initial)\n                 Right           Normal\nFlexion          0-120 deg       0-180\nAbduction        0-95 deg        0-180\nExternal rot.    0-60 deg        0-90\nInternal rot.    0-55 deg        0-90\nPain noted on exam and causes functional loss. After 3 repetitions: flexion 0-110, abduction 0-90 (pain, fatigue).\nLeft shoulder: full ROM, no pain.\n\nSECTION IV -- MUSCLE STRENGTH: R forward flexion 4/5, abduction 4/5.\nSECTION V -- ANKYLOSIS: none.\nSECTION VI -- ROTATOR CUFF TESTS: Hawkins-Kennedy +, Empty can +, external rotation lift-off neg. \nSECTION VII -- INSTABILITY / DISLOCATION: none. Labral tear suspected? No.\nSECTION VIII -- IMAGING: MRI R shoulder 06/2025: supraspinatus tendinosis with partial-thickness bursal-sided tear, type II acromion, mild AC joint arthrosis.\n\nSECTION IX -- MEDICAL OPINION\nThe claimed condition is more likely than not (greater than 50% probability) incurred in or caused by the claimed in-service injury.\nRationale: STRs document an acute overhead lifting injury in 11/2006 with continued complaints through separation; the MRI findings are consistent with chronic tendinopathy following such injury; Veteran has worked as a bank teller since 2008 without heavy lifting.\n\nExaminer signature: /s/ Solveig Brandt-Aguilar, PA-C                    Date: 08/28/2025\n                                                                        Page 3 of 3",
    "expected": {
      "conditions": [
        {
          "name": "Right shoulder rotator cuff tendinopathy with impingement (limitation of motion of the arm)",
          "diagnosticCode": "5201"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Right shoulder rotator cuff tendinopathy with impingement (limitation of motion of the arm)",
          "strength": "more likely than not",
          "quote": "The claimed condition is more likely than not (greater than 50% probability) incurred in or caused by the claimed in-service injury."
        }
      ],
      "inServiceEvents": [
        "Right shoulder strain lifting a 120-lb bridging panel overhead at Camp Lejeune, November 2006; light duty 30 days and PT"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Isaac M. Thornbury"
        },
        {
          "kind": "ssn",
          "value": "923-71-4408"
        },
        {
          "kind": "date-of-birth",
          "value": "05/05/1977"
        },
        {
          "kind": "record-number",
          "value": "923 71 4408"
        },
        {
          "kind": "address",
          "value": "27 Quarry Lane, Barre, VT 05641"
        },
        {
          "kind": "phone",
          "value": "(802) 555-0156"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-scars-shell-fragment",
    "kind": "dbq",
    "format": "image",
    "text": "[scanned image -- DBQ page 1 and 2 photographed; lower right corner folded]\n\nSCARS/DISFIGUREMENT DISABILITY BENEFITS QUESTIONNAIRE\nVeteran: Ezekiel B. Langston-Ruiz      SSN 976-33-5029      DOB 30 Oct 1986\nVA file 976335029      Address: 1188 Ocotillo Rd, Yuma, AZ 85364      Tel (928) 555-0181\nExam date: 06 Jan 2026      Examiner: Pavlina Dragomirova, MD\n\n1. DIAGNOSES\n   a. Scar, left forearm, post shell fragment wound and debridement, painful. ICD L90.5.\n   b. Scar, left side of face (cheek), post shell fragment wound. ICD L90.5.\n\n2. HISTORY\n   USMC infantry 2005-2011. On 11 Nov 2010, Sangin District, Helmand, Afghanistan, an IED detonated approx 15 m from his patrol; shrapnel to L forearm and L cheek; treated at Camp Bastion Role 3, forearm wound debrided and closed. Purple Heart per DD-214.\n   Veteran reports forearm scar aches daily and is tender when brushed or when wearing a watch; cold weather worsens pain.\n\n3. FINDINGS\n   Scar 1: L volar forearm, linear, 12 cm x 0.5 cm. Painful on palpation: YES. Unstable (frequent loss of covering of skin): NO. Deep (underlying soft tissue damage): YES, mildly adherent to underlying tissue, no limitation of wrist or elbow motion.\n   Scar 2: L cheek, 4.0 cm x 0.4 cm, linear, hypopigmented, not elevated or depressed, not adherent, not painful.\n   Characteristics of disfigurement of the head, face or neck: scar length at least 13 cm? NO. Width at least 0.6 cm? NO. Surface contour elevated/depressed? NO. Hypo- or hyper-pigmented in area exceeding 39 sq cm? NO.\n   Other: no gross distortion of facial features. Photographs taken: YES (4 color photos).\n\n4. FUNCTIONAL IMPACT: difficulty with repetitive gripping at work (forklift operator) due to forearm scar pain.\n\n5. OPINION\n   Both scars are at least as likely as not (50% or greater probability) the result of the shell fragment wounds sustained in service on 11/11/2010.\n   Rationale: location and appearance match STR documentation of the injuries and surgical debridement.\n\n   [signature] P. Dragomirova, MD     01/06/2026",
    "expected": {
      "conditions": [
        {
          "name": "Scar, left forearm, painful",
          "diagnosticCode": "7804"
        },
        {
          "name": "Scar, left cheek (face)",
          "diagnosticCode": "7800"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Scar, left forearm, painful",
          "strength": "at least as likely as not",
          "quote": "Both scars are at least as likely as not (50% or greater probability) the result of the shell fragment wounds sustained in service on 11/11/2010."
        },
        {
          "condition": "Scar, left cheek (face)",
          "strength": "at least as likely as not",
          "quote": "Both scars are at least as likely as not (50% or greater probability) the result of the shell fragment wounds sustained in service on 11/11/2010."
        }
      ],
      "inServiceEvents": [
        "IED detonation approximately 15 m from patrol in Sangin District, Helmand, Afghanistan on 11 Nov 2010; shell fragment wounds to left forearm and left cheek",
        "Treated at Camp Bastion Role 3 with debridement and closure of forearm wound; awarded Purple Heart"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Ezekiel B. Langston-Ruiz"
        },
        {
          "kind": "ssn",
          "value": "976-33-5029"
        },
        {
          "kind": "date-of-birth",
          "value": "30 Oct 1986"
        },
        {
          "kind": "record-number",
          "value": "976335029"
        },
        {
          "kind": "address",
          "value": "1188 Ocotillo Rd, Yuma, AZ 85364"
        },
        {
          "kind": "phone",
          "value": "(928) 555-0181"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-pcp-hypertension-speculative",
    "kind": "private-letter",
    "format": "text",
    "text": "RIVERBEND INTERNAL MEDICINE\n2210 River Road, Suite B, Memphis, Tennessee\n\nDate: 7 August 2025\n\nRe: Mr. Antoine K. Beaumont    Date of birth: 10 January 1975\nSSN: 908-23-6675    Chart: RIM-556102\nHome address: 4135 Poplar Bend Cove, Bartlett, TN 38135    Home phone: 901-555-0158\n\nTo the VA Regional Office:\n\nMr. Beaumont asked me to write regarding his high blood pressure and his time in service. I have been his primary physician since 2016.\n\nMedical facts:\n- Hypertension diagnosed in our office in 02/2016; readings 150-160/95-100 on three visits. Currently on losartan 100 mg and chlorthalidone 25 mg daily; today's BP 134/84.\n- He served in the Army from 1994 to 2002 and was deployed to Bosnia (1996) and Kosovo (2000).\n- He provided his separation exam (June 2002), which records a BP of 138/88, and two sick call entries from 2001 with readings of 142/90 and 136/92, without a diagnosis or treatment.\n- His father (Lionel Beaumont) had hypertension and a stroke at 60.\n- Kidney function normal; echocardiogram 2024 showed mild LVH.\n\nAssessment:\n1. Essential hypertension, controlled on two agents.\n2. Mild left ventricular hypertrophy, secondary to #1.\n\nOpinion: The borderline in-service readings are suggestive but do not meet the VA definition of hypertension, and he also has a strong family history and gained weight after service. I am unable to determine whether his hypertension began in service or is related to service without resorting to speculation.\n\nSincerely,\n\nMarjorie P. Ashdown, MD\nInternal Medicine",
    "expected": {
      "conditions": [
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Left ventricular hypertrophy, mild"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Hypertension",
          "strength": "unable to resolve",
          "quote": "I am unable to determine whether his hypertension began in service or is related to service without resorting to speculation."
        }
      ],
      "inServiceEvents": [
        "Elevated blood pressure readings at sick call in 2001 (142/90 and 136/92) and at June 2002 separation exam (138/88), without diagnosis or treatment",
        "Deployments to Bosnia (1996) and Kosovo (2000)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Antoine K. Beaumont"
        },
        {
          "kind": "name",
          "value": "Beaumont"
        },
        {
          "kind": "date-of-birth",
          "value": "10 January 1975"
        },
        {
          "kind": "ssn",
          "value": "908-23-6675"
        },
        {
          "kind": "record-number",
          "value": "RIM-556102"
        },
        {
          "kind": "address",
          "value": "4135 Poplar Bend Cove, Bartlett, TN 38135"
        },
        {
          "kind": "phone",
          "value": "901-555-0158"
        },
        {
          "kind": "name",
          "value": "Lionel Beaumont"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-orthopedist-shoulder-labrum",
    "kind": "private-letter",
    "format": "text",
    "text": "NORTHSTAR ORTHOPAEDICS & SPORTS MEDICINE\nDuluth, Minnesota\n\nDate: 2025-12-09\n\nRegarding: Kyle S. Brandvold     DOB: 1991-06-14     SSN: 951-62-0384\nNorthstar MRN: NSO-3390017     Address: 2106 Superior St E, Duluth, MN 55812     Ph: 218-555-0183\n\nTo whom it may concern,\n\nI am an orthopaedic surgeon specializing in shoulder surgery. Mr. Brandvold has been under my care since 06/2025 for left shoulder pain and instability.\n\nHistory: He served in the Marine Corps 2010-2014 (infantry). His service records, which I reviewed, document a left shoulder anterior dislocation on 08/03/2012 during close-quarters combat training at Camp Pendleton, reduced at the Naval Hospital ER, sling for 3 weeks, and a second dislocation on 01/2013 while climbing an obstacle. He reports 3 more subluxation episodes since discharge, the most recent reaching overhead at work.\n\nExamination: L shoulder forward flexion 0-150 degrees, abduction 0-140 degrees, ER 0-60 degrees with positive apprehension and relocation tests. Strength 5/5. Neurovascularly intact.\n\nMR arthrogram 07/2025: anterior-inferior labral tear (Bankart lesion) with small Hill-Sachs impaction deformity of the humeral head.\n\nFamily history: mother has rheumatoid arthritis; Mr. Brandvold's inflammatory markers (ESR, CRP, RF, anti-CCP) are all normal and he does not have inflammatory arthritis.\n\nDiagnoses:\n1. Recurrent anterior instability of the left shoulder with Bankart lesion and Hill-Sachs deformity.\n\nOpinion: Given two documented in-service dislocations, the characteristic Bankart/Hill-Sachs lesions that result from traumatic anterior dislocation, and recurrence afterward, it is more likely than not that his current left shoulder instability is the result of his in-service injuries. First-time traumatic dislocation in young males carries a recurrence rate exceeding 70%.\n\nI have recommended arthroscopic Bankart repair, planned for 02/2026.\n\nSincerely,\nAnders P. Kvale, MD\nBoard Certified, Orthopaedic Surgery",
    "expected": {
      "conditions": [
        {
          "name": "Left shoulder recurrent dislocation (recurrent anterior instability) with Bankart lesion",
          "diagnosticCode": "5202"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Left shoulder recurrent dislocation (recurrent anterior instability) with Bankart lesion",
          "strength": "more likely than not",
          "quote": "it is more likely than not that his current left shoulder instability is the result of his in-service injuries"
        }
      ],
      "inServiceEvents": [
        "Left shoulder anterior dislocation on 08/03/2012 during close-quarters combat training at Camp Pendleton, reduced at Naval Hospital ER",
        "Second left shoulder dislocation in January 2013 while climbing an obstacle"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Kyle S. Brandvold"
        },
        {
          "kind": "name",
          "value": "Brandvold"
        },
        {
          "kind": "date-of-birth",
          "value": "1991-06-14"
        },
        {
          "kind": "ssn",
          "value": "951-62-0384"
        },
        {
          "kind": "record-number",
          "value": "NSO-3390017"
        },
        {
          "kind": "address",
          "value": "2106 Superior St E, Duluth, MN 55812"
        },
        {
          "kind": "phone",
          "value": "218-555-0183"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-pcp-gerd-secondary-nsaids",
    "kind": "private-letter",
    "format": "text",
    "text": "Hillcrest Family Medicine\n8 Orchard Way, Bangor, Maine\n\nMarch 2, 2026\n\nRE: Thomas W. Eckhardt\nD.O.B. 02/11/1970\nS.S. # 957-14-8820\nPatient #: HFM-009314\nAddress: 66 Kenduskeag Ave, Bangor, ME 04401\nTelephone: 207-555-0161\n\nDear VA Rating Specialist:\n\nI am Mr. Eckhardt's family physician and have cared for him since 2011. He is service connected for degenerative arthritis of both knees (per his rating decision of 2013) resulting from his Army service as a paratrooper, 1988-2008.\n\nFor his knee pain he was prescribed naproxen 500 mg twice daily by VA from 2013 through 2022 and took over-the-counter ibuprofen in addition on flare days. In 2019 he developed epigastric burning, regurgitation and nocturnal cough. EGD on 10/14/2020 (Dr. Sato, Eastern Maine GI) showed LA grade A esophagitis and NSAID-related gastric erosions. He has required omeprazole 40 mg daily since then, with breakthrough symptoms 2-3 times weekly. He also reports occasional dysphagia to pills.\n\nHe does not smoke and drinks alcohol rarely. BMI 27. He had no reflux symptoms before 2019.\n\nDiagnoses:\n1. Gastroesophageal reflux disease with esophagitis.\n2. Degenerative arthritis, bilateral knees (service connected).\n\nOpinion: It is at least as likely as not that Mr. Eckhardt's GERD was caused or aggravated by the long-term NSAID therapy prescribed for his service-connected knee conditions. NSAIDs impair the gastric and esophageal mucosal barrier and lower esophageal sphincter tone; the temporal relationship, the EGD findings of NSAID-related injury, and absence of other risk factors support this.\n\nSincerely,\n\nNadia Bergstrom-Achterberg, DO\nFamily Medicine",
    "expected": {
      "conditions": [
        {
          "name": "Gastroesophageal reflux disease (GERD)",
          "diagnosticCode": "7206"
        },
        {
          "name": "Degenerative arthritis, bilateral knees",
          "diagnosticCode": "5003"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Gastroesophageal reflux disease (GERD)",
          "strength": "at least as likely as not",
          "quote": "It is at least as likely as not that Mr. Eckhardt's GERD was caused or aggravated by the long-term NSAID therapy prescribed for his service-connected knee conditions."
        }
      ],
      "inServiceEvents": [
        "Army paratrooper service 1988-2008 (basis of service-connected bilateral knee arthritis)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Thomas W. Eckhardt"
        },
        {
          "kind": "name",
          "value": "Eckhardt"
        },
        {
          "kind": "date-of-birth",
          "value": "02/11/1970"
        },
        {
          "kind": "ssn",
          "value": "957-14-8820"
        },
        {
          "kind": "record-number",
          "value": "HFM-009314"
        },
        {
          "kind": "address",
          "value": "66 Kenduskeag Ave, Bangor, ME 04401"
        },
        {
          "kind": "phone",
          "value": "207-555-0161"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-pulmonologist-osa-aggravated-ptsd",
    "kind": "private-letter",
    "format": "pdf",
    "text": "LAKESIDE PULMONARY & SLEEP CENTER\n3300 N. Lakeshore Drive, Suite 410, Chicago, IL\n------------------------------------------------------------------------------------------\n\nJune 16, 2025\n\nRE:        Victor H. Castellano-Price\nDOB:       06.30.1980\nSSN:       962-07-1459\nAcct:      LPSC-0418826\nAddress:   5120 W Berteau Ave, Chicago, IL 60641\nPhone:     (773) 555-0107\n\nTo the Department of Veterans Affairs:\n\nI am board certified in pulmonary, critical care and sleep medicine and have treated Mr. Castellano-Price since 2022. I reviewed his VA mental health records, VA pharmacy records, his C-file excerpts, and his sleep studies.\n\nHe is service connected for PTSD at 70% (Army infantry, Iraq 2004 and 2007). His VA psychiatrist started mirtazapine 30 mg nightly in 2018 and quetiapine 100 mg nightly in 2019 for nightmares and insomnia. His weight, as documented in VA vitals, rose from 198 lb (BMI 27.6) in 2017 to 251 lb (BMI 35.0) by 2021.\n\nPolysomnogram (03/11/2022): AHI 36.8 events/hr, RDI 44.1, O2 nadir 80%. CPAP titration 04/2022: optimal pressure 12 cm H2O. He uses CPAP 6.5 hrs/night. His wife, Daniela Castellano, reports he still has frequent nightmares that disrupt sleep and mask use.\n\nDiagnoses:\n1. Obstructive sleep apnea, severe, on CPAP.\n2. Posttraumatic stress disorder (service connected; managed by VA mental health).\n\nOpinion: It is at least as likely as not that Mr. Castellano-Price's obstructive sleep apnea has been aggravated beyond its natural progression by his service-connected PTSD, through the substantial weight gain caused by the psychotropic medications prescribed for PTSD and by PTSD-related sleep fragmentation.\n\nRationale: Mirtazapine and quetiapine are both well documented to cause weight gain; VA records show a 53-lb gain after they were started. Each 10% increase in body weight is associated with an approximately 32% increase in AHI (Peppard et al., JAMA 2000). Sleep fragmentation from nightmares increases upper airway collapsibility. A baseline severity before aggravation is not available because no sleep study was done before 2022.\n\nSincerely,\n\nRajiv S. Menon-Albright, MD\nDiplomate, ABIM -- Pulmonary Disease, Critical Care Medicine, Sleep Medicine\n                                                                                      Page 1 of 1",
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
          "strength": "at least as likely as not",
          "quote": "It is at least as likely as not that Mr. Castellano-Price's obstructive sleep apnea has been aggravated beyond its natural progression by his service-connected PTSD"
        }
      ],
      "inServiceEvents": [
        "Army infantry deployments to Iraq in 2004 and 2007 (basis of service-connected PTSD)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Victor H. Castellano-Price"
        },
        {
          "kind": "name",
          "value": "Castellano-Price"
        },
        {
          "kind": "date-of-birth",
          "value": "06.30.1980"
        },
        {
          "kind": "ssn",
          "value": "962-07-1459"
        },
        {
          "kind": "record-number",
          "value": "LPSC-0418826"
        },
        {
          "kind": "address",
          "value": "5120 W Berteau Ave, Chicago, IL 60641"
        },
        {
          "kind": "phone",
          "value": "(773) 555-0107"
        },
        {
          "kind": "name",
          "value": "Daniela Castellano"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-endocrinologist-diabetes-thailand-scanned",
    "kind": "private-letter",
    "format": "image",
    "text": "[scanned letterhead -- faint; some characters faded]\n\nGULF COAST ENDOCRINOLOGY\nMobile, Alabama\n\nFeb. 20, 2026\n\nRe: Walter F. Duchesne     DOB 9/9/1950     SSN 905-44-7731\nAcct No. GCE-77120     Address: 1511 Dauphin Island Pkwy, Mobile, AL 36605     Phone (251) 555-0128\n\nTo Whom It May Concern:\n\nMr. Duchesne has been my patient since 2012. He has type 2 diabetes mellitus, diagnosed 2004, now requiring insulin glargine 34 units daily plus metformin, with a restricted diet. Last A1c 8.1% (01/2026). He also has diabetic peripheral neuropathy of both feet, with burning pain and loss of monofilament sensation at 4 of 10 sites bilaterally; NCS 2023 showed a length-dependent sensorimotor axonal polyneuropathy.\n\nHe served in the U.S. Air Force 1968-1972, including duty as a security policeman on the perimeter at Korat Royal Thai Air Force Base, Thailand, 1970-1971, where he patrolled the fence line where vegetation was cleared with herbicides.\n\nIn my opinion his diabetes is at least as likely as not due to his herbicide exposure in Thailand, and his neuropathy is more likely than not due to the diabetes.\n\nHis son, Paul Duchesne, helps him with insulin and may be reached at (251) 555-0140.\n\nSincerely,\n[signature]\nHollis G. Abernathy, MD, FACE\nEndocrinology, Diabetes & Metabolism",
    "expected": {
      "conditions": [
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Peripheral neuropathy, bilateral lower extremities (diabetic)"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Diabetes mellitus, type 2",
          "strength": "at least as likely as not",
          "quote": "In my opinion his diabetes is at least as likely as not due to his herbicide exposure in Thailand"
        },
        {
          "condition": "Peripheral neuropathy, bilateral lower extremities (diabetic)",
          "strength": "more likely than not",
          "quote": "his neuropathy is more likely than not due to the diabetes"
        }
      ],
      "inServiceEvents": [
        "Security policeman on the perimeter at Korat Royal Thai Air Force Base, Thailand, 1970-1971, with herbicide exposure along the fence line"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Walter F. Duchesne"
        },
        {
          "kind": "name",
          "value": "Duchesne"
        },
        {
          "kind": "date-of-birth",
          "value": "9/9/1950"
        },
        {
          "kind": "ssn",
          "value": "905-44-7731"
        },
        {
          "kind": "record-number",
          "value": "GCE-77120"
        },
        {
          "kind": "address",
          "value": "1511 Dauphin Island Pkwy, Mobile, AL 36605"
        },
        {
          "kind": "phone",
          "value": "(251) 555-0128"
        },
        {
          "kind": "name",
          "value": "Paul Duchesne"
        },
        {
          "kind": "phone",
          "value": "(251) 555-0140"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-lumbar-microdiscectomy",
    "kind": "discharge-summary",
    "format": "text",
    "text": "VA MEDICAL CENTER -- NEUROSURGERY\nDISCHARGE SUMMARY\n\nName: ABERNETHY-SOLIS, RUBEN C     SSN: 978-50-3316     DOB: 1982/08/15     MRN: 660-218-443\nAddress: 2745 Red Rock Canyon Rd, Henderson, NV 89052     Phone: 702-555-0169\nAdmit: 09/15/2025    Surgery: 09/15/2025    Discharge: 09/17/2025\nAttending: Ngozi Ibekwe-Strand, MD\n\nPRINCIPAL DIAGNOSIS: L4-5 right paracentral disc extrusion with right L5 radiculopathy (intervertebral disc syndrome).\nSECONDARY DIAGNOSES:\n1. Lumbar degenerative disc disease, L4-5 and L5-S1.\n2. Tobacco use disorder.\n3. Cauda equina syndrome -- excluded (no saddle anesthesia, normal rectal tone, PVR 40 mL).\n\nPROCEDURE: Right L4-5 microdiscectomy (09/15/2025).\n\nHISTORY: 43 y/o male Army veteran (12B combat engineer 2000-2012) with chronic LBP since 2006. Per veteran, back pain began when his HMMWV rolled over in Ramadi in 2006; he was treated at the aid station. Incapacitating episodes documented at VA in 2023 and 2024. New severe right leg pain x 10 weeks with right foot drop (dorsiflexion 3/5), failed epidural steroid injection x2 and 8 wks PT. MRI 08/2025: large right paracentral L4-5 extrusion compressing the traversing right L5 root.\n\nHOSPITAL COURSE: Uncomplicated surgery; EBL 25 mL. POD1 right leg pain resolved; dorsiflexion improved to 4/5. Ambulating independently, voiding. 3 cm midline incision, clean and dry.\n\nEXAM AT DISCHARGE: Lumbar ROM deferred post-op. R EHL 4/5, ankle DF 4/5. Sensation decreased R L5 dermatome (improving). Reflexes symmetric.\n\nDISCHARGE INSTRUCTIONS: No lifting > 10 lb, no bending or twisting x 6 weeks. Bed rest not prescribed. Off work x 6 weeks (UPS driver). Smoking cessation counseling provided; nicotine patch 21 mg.\n\nMEDICATIONS: oxycodone 5 mg q6h PRN x 5 days (#15), acetaminophen 1 g q8h, gabapentin 300 mg TID, nicotine patch.\n\nFOLLOW-UP: Neurosurgery clinic 2 weeks for wound check; PT at 4 weeks.\nEmergency contact on file: Yesenia Solis (mother) 702-555-0170.\n\n/es/ NGOZI IBEKWE-STRAND, MD, Neurosurgery   09/17/2025",
    "expected": {
      "conditions": [
        {
          "name": "Intervertebral disc syndrome, lumbar spine (L4-5)",
          "diagnosticCode": "5243"
        },
        {
          "name": "Radiculopathy, right lower extremity (sciatic nerve)",
          "diagnosticCode": "8520"
        },
        {
          "name": "Degenerative disc disease, lumbar spine",
          "diagnosticCode": "5242"
        },
        {
          "name": "Tobacco use disorder"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "HMMWV rollover in Ramadi, Iraq in 2006 with back pain onset; treated at the aid station"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ABERNETHY-SOLIS, RUBEN C"
        },
        {
          "kind": "ssn",
          "value": "978-50-3316"
        },
        {
          "kind": "date-of-birth",
          "value": "1982/08/15"
        },
        {
          "kind": "record-number",
          "value": "660-218-443"
        },
        {
          "kind": "address",
          "value": "2745 Red Rock Canyon Rd, Henderson, NV 89052"
        },
        {
          "kind": "phone",
          "value": "702-555-0169"
        },
        {
          "kind": "name",
          "value": "Yesenia Solis"
        },
        {
          "kind": "phone",
          "value": "702-555-0170"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-copd-exacerbation-burn-pit",
    "kind": "discharge-summary",
    "format": "text",
    "text": "HOSPITAL DISCHARGE SUMMARY -- INTERNAL MEDICINE\nMercy Valley Hospital\n\nPATIENT: Leonard A. Vasquez-Honda    DOB: Jan 30 1971    SSN: 914-62-8803\nHOSPITAL #: MVH-4471-902    ADDRESS: 355 Orchard Row, Yakima, WA 98902    PHONE: 509 555 0188\nADMIT DATE: 14-Oct-2025    DISCHARGE DATE: 19-Oct-2025\nDISCHARGING PHYSICIAN: Astrid Lindgren-Obi, MD\n\nDISCHARGE DIAGNOSES\n1. Acute exacerbation of chronic obstructive pulmonary disease (COPD), GOLD 3.\n2. Community-acquired pneumonia, right lower lobe -- resolved.\n3. Pulmonary embolism -- ruled out (CTA chest negative 10/14).\n4. Lung malignancy -- not present; no mass or nodule on CT.\n\nHPI: 54-year-old man, former Army fuel handler (1989-2011), deployed to Iraq 2003-2004 and 2008-2009 (Camp Taji and LSA Anaconda), where he reports living next to open burn pits and handling JP-8 fuel daily. Smoked 1/2 ppd for 10 years, quit 2001 (5 pack-years). Presented with 4 days of increased dyspnea, purulent sputum and fever 101.6 F. SpO2 84% RA on arrival.\n\nHOSPITAL COURSE: Treated with BiPAP x 24 h, then 2 L NC; ceftriaxone and azithromycin x 5 days; prednisone 40 mg x 5 days; scheduled nebulizers. CXR: RLL infiltrate, hyperinflation. CTA chest: no PE; centrilobular and paraseptal emphysema, RLL consolidation; no mass or nodule. Weaned to room air on day 4 (SpO2 91% at rest, 88% ambulating -- qualifies for ambulatory O2).\n\nPFTs (stable, 06/2025 outpatient): FEV1 1.38 L (41% pred), FVC 2.91 L (72% pred), FEV1/FVC 0.47, DLCO 52% pred.\n\nDISPOSITION: Home with daughter, Marisela Vasquez, who will stay with him for the first week.\nDischarge meds: tiotropium/olodaterol daily; budesonide-formoterol 160/4.5 BID; albuterol PRN; prednisone taper complete; home O2 2 L with exertion.\n\nFOLLOW-UP: Pulmonology (outpt) 2 weeks; pulmonary rehab referral; PCP 1 week.\nNote: Patient asked whether his lung disease is related to burn pits; advised to discuss with VA. No opinion given by this physician.\n\nAstrid Lindgren-Obi, MD   10/19/2025",
    "expected": {
      "conditions": [
        {
          "name": "Chronic obstructive pulmonary disease (COPD)",
          "diagnosticCode": "6604"
        },
        {
          "name": "Pneumonia, community-acquired (resolved)"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Deployments to Iraq 2003-2004 and 2008-2009 (Camp Taji, LSA Anaconda) living next to open burn pits",
        "Daily JP-8 fuel handling as Army fuel handler"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Leonard A. Vasquez-Honda"
        },
        {
          "kind": "date-of-birth",
          "value": "Jan 30 1971"
        },
        {
          "kind": "ssn",
          "value": "914-62-8803"
        },
        {
          "kind": "record-number",
          "value": "MVH-4471-902"
        },
        {
          "kind": "address",
          "value": "355 Orchard Row, Yakima, WA 98902"
        },
        {
          "kind": "phone",
          "value": "509 555 0188"
        },
        {
          "kind": "name",
          "value": "Marisela Vasquez"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-cellulitis-diabetes",
    "kind": "discharge-summary",
    "format": "pdf",
    "text": "COMMUNITY GENERAL HOSPITAL                              DISCHARGE SUMMARY\nDepartment of Medicine                                                       Page 1 of 2\n-----------------------------------------------------------------------------------------\nPatient Name: Horace L. Whitcombe               Med Rec No: CGH 0082-5519\nDate of Birth: 5 March 1953                     SSN: 926-18-4730\nAddress: 19 Beacon Hill Rd, Pittsfield, MA 01201\nPhone: 413-555-0144                             Admission: 01/06/2026   Discharge: 01/10/2026\nAttending Physician: Kwame Asante-Lindberg, MD\n-----------------------------------------------------------------------------------------\n\nFINAL DIAGNOSES\n1. Cellulitis, right foot and lower leg, non-purulent.\n2. Diabetes mellitus type 2, uncontrolled, with diabetic peripheral neuropathy.\n3. Hypertension.\n4. Osteomyelitis -- ruled out (MRI right foot 01/07/2026 negative for marrow edema).\n5. Peripheral arterial disease -- not present (ABI 1.02 R, 1.05 L).\n\nHISTORY OF PRESENT ILLNESS\n72-year-old Vietnam-era Navy veteran (served aboard USS destroyer in the Gulf of Tonkin 1971-72; per patient, also went ashore at Da Nang for two days in 1972) with DM2 since 2001 on metformin and glipizide. Noted redness and swelling of right foot after wearing new boots; did not feel the blister because of numbness. T 100.9 F, WBC 14.2, glucose 388, A1c 10.6%.\n\nHOSPITAL COURSE\nIV cefazolin x 72 h with rapid improvement, transitioned to cephalexin. Blister debrided at bedside; no abscess. Insulin glargine started with correction scale; glucose 140-190 by discharge. Podiatry: loss of protective sensation bilaterally (monofilament 0/10 R, 2/10 L), diabetic footwear ordered. BP 150s-160s systolic; lisinopril increased to 40 mg.\n\nDISCHARGE MEDICATIONS\ncephalexin 500 mg QID x 7 days; insulin glargine 20 units qHS; metformin 1000 mg BID; lisinopril 40 mg daily; atorvastatin 40 mg; gabapentin 300 mg TID.\n\nFOLLOW-UP\nPCP in 1 week; podiatry 2 weeks; diabetes education. His granddaughter, Shauna Whitcombe, will help with insulin teaching and glucose log.\n\nElectronically signed by Kwame Asante-Lindberg, MD on 01/10/2026 at 15:48\nPage 2 of 2",
    "expected": {
      "conditions": [
        {
          "name": "Cellulitis, right foot and lower leg"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Peripheral neuropathy, bilateral lower extremities (diabetic)"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Navy service aboard a destroyer in the Gulf of Tonkin 1971-72; per patient went ashore at Da Nang for two days in 1972"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Horace L. Whitcombe"
        },
        {
          "kind": "record-number",
          "value": "CGH 0082-5519"
        },
        {
          "kind": "date-of-birth",
          "value": "5 March 1953"
        },
        {
          "kind": "ssn",
          "value": "926-18-4730"
        },
        {
          "kind": "address",
          "value": "19 Beacon Hill Rd, Pittsfield, MA 01201"
        },
        {
          "kind": "phone",
          "value": "413-555-0144"
        },
        {
          "kind": "name",
          "value": "Shauna Whitcombe"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-hearing-conservation-threshold-shift",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "DD FORM 2216 -- HEARING CONSERVATION DATA (transcribed)\nNAVAL MEDICAL CENTER SAN DIEGO -- OCCUPATIONAL AUDIOLOGY\n\nNAME (Last, First MI): FONTAINE, GABRIEL R      SSN: 968-04-5521      DOB: 07/14/1988\nSERVICE: USN      GRADE: AO3      UNIT: VFA-147, NAS Lemoore\nHOME ADDRESS: 981 Cypress Row, Lemoore, CA 93245      PHONE: 559-555-0150\nRECORD ID: HC-2011-0447192      DATE OF TEST: 2011-09-26      TYPE: Periodic (Annual)\nNOISE EXPOSURE: Aviation ordnanceman, flight deck USS Carl Vinson (CVN-70) 03/2011-08/2011 deployment; aircraft launch/recovery; double hearing protection REQUIRED, worn \"most of the time.\"\n\nREFERENCE AUDIOGRAM (2008-06-10):\n        500  1000  2000  3000  4000  6000\nR        10     5    10    10    15    15\nL        10    10    10    15    15    20\n\nCURRENT AUDIOGRAM (2011-09-26):\n        500  1000  2000  3000  4000  6000\nR        10    10    15    20    30    30\nL        15    10    20    35    45    40\n\nSTS CALCULATION (avg change 2,3,4 kHz): R +10 dB (STS); L +20 dB (STS).\nFOLLOW-UP TESTS (14-hr noise-free) 2011-10-05: L unchanged (persistent STS), R 2-3-4 kHz 10/15/25.\n\nHISTORY: Member reports ringing in both ears \"after every launch cycle\" since about May 2011, now persisting several hours after shifts, occasionally at night in quiet berthing.\n\nAUDIOLOGIST ASSESSMENT (LCDR Yvette Okafor-Lind, Au.D.):\n1. Significant threshold shift, bilateral, persistent on follow-up, left worse than right -- noise-induced pattern. Hearing remains within normal limits except left 3-4 kHz (mild).\n2. Tinnitus, bilateral, recurrent, noise-related.\n\nPLAN: Re-fit with custom earplugs + muffs; counseling; revised reference audiogram established for left ear; annual monitoring; report as Navy OSHA-recordable hearing loss (left).\n\nMember signature: G. R. Fontaine   Audiologist: Y. Okafor-Lind, LCDR, MSC, USN",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Flight deck noise exposure as aviation ordnanceman aboard USS Carl Vinson (CVN-70) during 03/2011-08/2011 deployment",
        "Persistent significant threshold shift bilaterally on 2011-09-26 periodic audiogram, left worse than right",
        "Reported ringing in both ears after launch cycles since about May 2011"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "FONTAINE, GABRIEL R"
        },
        {
          "kind": "ssn",
          "value": "968-04-5521"
        },
        {
          "kind": "date-of-birth",
          "value": "07/14/1988"
        },
        {
          "kind": "address",
          "value": "981 Cypress Row, Lemoore, CA 93245"
        },
        {
          "kind": "phone",
          "value": "559-555-0150"
        },
        {
          "kind": "record-number",
          "value": "HC-2011-0447192"
        },
        {
          "kind": "name",
          "value": "G. R. Fontaine"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-sf600-knee-sprain-airborne",
    "kind": "service-treatment-record",
    "format": "pdf",
    "text": "MEDICAL RECORD -- CHRONOLOGICAL RECORD OF MEDICAL CARE\nSTANDARD FORM 600 (REV. 11-2010)                    Prescribed by GSA/ICMR FIRMR (41 CFR) 201-9.202-1\n\nDATE        SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)\n-----------------------------------------------------------------------------------------\n08/14/2009  SIMMS AHC, FORT RICHARDSON, AK -- ACUTE CARE\n            S: PFC c/o R knee pain and swelling after parachute landing on rocky DZ\n            (Malemute DZ) 0630 today during airborne operation. Landed with R leg\n            planted, knee twisted inward. Could bear weight with pain. No pop reported.\n            O: Mod effusion R knee. TTP MCL origin. Valgus stress at 30 deg: pain, 1+\n            laxity with firm endpoint. Lachman neg, ant drawer neg, McMurray neg.\n            ROM 0-100 deg limited by pain. NV intact. XR R knee 3v: no fx; small\n            suprapatellar effusion.\n            A: 1. Sprain, medial collateral ligament, R knee, grade I-II.\n               2. R/O ACL tear -- clinically ACL intact; MRI not indicated at this time.\n            P: Hinged knee brace, crutches WBAT x 7 days, ice, naproxen 500 BID,\n               profile 21 days (no jumping, running, rucking). F/u 2 wks.\n            /s/ CPT Mateusz Wroblewski, MC\n\n08/28/2009  F/U: pain 2/10, effusion resolved, valgus stable, ROM 0-135. Cleared for\n            running in 1 wk; jump status restored 09/15/2009. Dx: R knee MCL sprain,\n            resolving.  /s/ CPT M. Wroblewski, MC\n-----------------------------------------------------------------------------------------\nPATIENT'S IDENTIFICATION:                          RECORDS MAINTAINED AT: Simms AHC\nNAME: HALVORSEN-TATE, ERIK J                       PATIENT'S NAME (Last, First, Middle): see left\nGRADE: PFC    SSN: 973-60-1185    DOB: 11 DEC 1989\nUNIT: 3-509 IN (ABN), 4/25 ID     DoD ID: 1507733291\nHOME OF RECORD: 72 Elk Meadow Ln, Bozeman, MT 59715     NOK: Ingrid Tate (mother) 406-555-0103",
    "expected": {
      "conditions": [
        {
          "name": "Right knee medial collateral ligament sprain"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Right knee twisting injury on parachute landing at Malemute DZ, Fort Richardson, during an airborne operation on 08/14/2009",
        "Treated at Simms AHC with hinged brace, crutches and 21-day profile; jump status restored 09/15/2009"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "HALVORSEN-TATE, ERIK J"
        },
        {
          "kind": "ssn",
          "value": "973-60-1185"
        },
        {
          "kind": "date-of-birth",
          "value": "11 DEC 1989"
        },
        {
          "kind": "record-number",
          "value": "1507733291"
        },
        {
          "kind": "address",
          "value": "72 Elk Meadow Ln, Bozeman, MT 59715"
        },
        {
          "kind": "name",
          "value": "Ingrid Tate"
        },
        {
          "kind": "phone",
          "value": "406-555-0103"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-emergency-shoulder-dislocation-scanned",
    "kind": "service-treatment-record",
    "format": "image",
    "text": "[scanned ED record -- WILLIAM BEAUMONT ARMY MEDICAL CENTER, EMERGENCY DEPARTMENT; partially handwritten]\n\nPT NAME: YAZZIE, DARIUS W          SSN 955-73-4098          DOB 8/17/92\nRANK: SGT     UNIT: 1-35 AR, 2ABCT, 1AD, Fort Bliss\nDoD ID: 1623370554     ED ACCT: WBAMC-ED-16-40912\nLOCAL ADDRESS: 12210 Pellicano Dr Apt 1904, El Paso, TX 79936     PH: 915-555-0125\nSPOUSE: Naomi Yazzie     ARRIVAL: 23 May 2016  2147\n\nCC: \"dislocated my L shoulder\"\n\nHPI: 23 yo RHD male. Playing in unit combatives tournament at 1900 tonight, L arm forced into abduction/external rotation during a takedown, felt shoulder \"pop out.\" Severe pain, unable to move arm. No prior dislocation. No numbness.\n\nEXAM: Obvious deformity L shoulder, squared-off contour, humeral head palpable anteriorly. Axillary nerve sensation (regimental badge area) intact pre- and post-reduction. Radial pulse 2+.\n\nXR L shoulder pre: anterior glenohumeral dislocation, no fracture. Post: reduced, small Hill-Sachs impression possible; no Bankart fracture.\n\nPROCEDURE: Procedural sedation (propofol); closed reduction by external rotation technique, successful first attempt.\n\nDX: 1. Anterior dislocation, left shoulder, initial episode, reduced.\n    2. Fracture -- none.\n\nDISPO: Sling x 3 wks, ortho f/u 1 wk, profile: no PT/lifting with L arm x 6 wks, no weapons qualification. Discharged to spouse. Oxycodone 5 mg #8, ibuprofen 600 TID.\n\n[handwritten:] LOD: YES -- injured during unit-sponsored combatives event.\nProvider: [signature] CPT R. Almonte-Kiefer, MD, EM   23 May 16",
    "expected": {
      "conditions": [
        {
          "name": "Left shoulder anterior dislocation, initial episode (reduced)"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Left shoulder anterior dislocation during a unit combatives tournament at Fort Bliss on 23 May 2016, closed reduction at WBAMC ED; line of duty: yes"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "YAZZIE, DARIUS W"
        },
        {
          "kind": "ssn",
          "value": "955-73-4098"
        },
        {
          "kind": "date-of-birth",
          "value": "8/17/92"
        },
        {
          "kind": "record-number",
          "value": "1623370554"
        },
        {
          "kind": "record-number",
          "value": "WBAMC-ED-16-40912"
        },
        {
          "kind": "address",
          "value": "12210 Pellicano Dr Apt 1904, El Paso, TX 79936"
        },
        {
          "kind": "phone",
          "value": "915-555-0125"
        },
        {
          "kind": "name",
          "value": "Naomi Yazzie"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "statement-spouse-sleep-symptoms",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "BUDDY / LAY STATEMENT -- VA FORM 21-4138 (Statement in Support of Claim)\n\nName of veteran: Desmond T. Achterberg-Cole\nSSN: 947-35-2281\nDate of birth: 06-02-1979\nCurrent address: 1836 Hickory Bend Rd, Knoxville, TN 37918\nTelephone: (865) 555-0179\n\nRemarks:\nMy name is Felicia Achterberg-Cole. I have been married to Desmond since June 2004, before and during his time in the Army National Guard (2003-2015). I am writing about his sleeping and breathing at night.\n\nBefore he left for Iraq in October 2005 he was a normal sleeper. He might snore a little if he had a cold. When he came home from Iraq in November 2006 things were different. The snoring was so loud our son Jaylen, who was 2, would wake up in the next room. Several times a week I would hear him stop breathing completely, and then he would gasp or choke and start again. Once I timed it on my phone at about 40 seconds. This happened when he was home on drill weekends and during his second deployment leave in 2010 too.\n\nHe has always told me he got used to sleeping in a truck cab and in the heat and dust over there, and that he woke up with a dry throat and headaches. He falls asleep while watching TV in the middle of the afternoon and once dozed at a stop light with our kids in the car, which scared me.\n\nI have asked him many times to get checked. He finally did a home study through his job insurance this year, and we are waiting on the results. I don't know what the name of his problem is; I just know it started after Iraq and has not stopped.\n\nI certify that the above is true and correct.\n/s/ Felicia Achterberg-Cole     Phone: (865) 555-0184     Date: 9 January 2026",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Army National Guard deployment to Iraq October 2005 to November 2006; loud snoring and witnessed breathing pauses began on return",
        "Second deployment with leave in 2010"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Desmond T. Achterberg-Cole"
        },
        {
          "kind": "name",
          "value": "Desmond"
        },
        {
          "kind": "ssn",
          "value": "947-35-2281"
        },
        {
          "kind": "date-of-birth",
          "value": "06-02-1979"
        },
        {
          "kind": "address",
          "value": "1836 Hickory Bend Rd, Knoxville, TN 37918"
        },
        {
          "kind": "phone",
          "value": "(865) 555-0179"
        },
        {
          "kind": "name",
          "value": "Felicia Achterberg-Cole"
        },
        {
          "kind": "name",
          "value": "Jaylen"
        },
        {
          "kind": "phone",
          "value": "(865) 555-0184"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "decision-pact-act-herbicide-grants",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nVeterans Benefits Administration -- Rating Decision\n\nName of Veteran: Clarence O. Fitzhugh\nFile No.: 29 413 876\nDate of birth: 12/12/1947\nAddress: 77 Sweetgum Lane, Hattiesburg, MS 39402\nPhone on file: 601-555-0196\nDate of decision: February 6, 2026\n\nISSUES DECIDED\n1. Service connection for hypertension -- GRANTED, 10 percent, DC 7101, effective August 10, 2022.\n2. Service connection for diabetes mellitus type II -- GRANTED, 20 percent, DC 7913, effective August 10, 2022.\n3. Service connection for bilateral hearing loss -- GRANTED, 0 percent (noncompensable), DC 6100.\n4. Service connection for prostate condition -- DENIED.\n\nREASONS AND BASES\nHerbicide exposure: Your personnel records confirm service in the Republic of Vietnam from 03/1967 to 03/1968 with the 9th Infantry Division (Dong Tam). Exposure to herbicide agents is conceded.\n\n1 and 2. The Sergeant First Class Heath Robinson Honoring our Promise to Address Comprehensive Toxics (PACT) Act of 2022 added hypertension to the list of conditions presumed to be caused by herbicide exposure. Type II diabetes is also presumptive. VA treatment records show diagnoses of hypertension (2003) and type II diabetes (2011) requiring an oral hypoglycemic agent and restricted diet. No medical opinion is required for presumptive conditions.\n\n3. Hearing loss: VA examination of 12/04/2025 shows hearing loss disability for VA purposes (RE puretone average 48 dB, CNC 92%; LE 51 dB, CNC 90%), yielding Level I and Level II hearing, which is 0 percent. The examiner opined: \"The veteran's hearing loss is at least as likely as not caused by or a result of noise exposure from artillery and small arms fire in Vietnam.\"\n\n4. Prostate condition: Prostate cancer was ruled out by biopsy in 2019 (benign tissue); treatment records show only an elevated PSA followed by periodic monitoring. There is no diagnosed disability of the prostate, so service connection cannot be established.\n\nYour wife, Eloise Fitzhugh, is added as a dependent effective 08/10/2022.",
    "expected": {
      "conditions": [
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Hearing loss, bilateral",
          "diagnosticCode": "6100"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Hearing loss, bilateral",
          "strength": "at least as likely as not",
          "quote": "The veteran's hearing loss is at least as likely as not caused by or a result of noise exposure from artillery and small arms fire in Vietnam."
        }
      ],
      "inServiceEvents": [
        "Service in the Republic of Vietnam 03/1967 to 03/1968 with the 9th Infantry Division (Dong Tam); herbicide exposure conceded",
        "Noise exposure from artillery and small arms fire in Vietnam"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Clarence O. Fitzhugh"
        },
        {
          "kind": "record-number",
          "value": "29 413 876"
        },
        {
          "kind": "date-of-birth",
          "value": "12/12/1947"
        },
        {
          "kind": "address",
          "value": "77 Sweetgum Lane, Hattiesburg, MS 39402"
        },
        {
          "kind": "phone",
          "value": "601-555-0196"
        },
        {
          "kind": "name",
          "value": "Eloise Fitzhugh"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
]
