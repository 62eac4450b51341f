/**
 * The third held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 3 of the analysis work began; committed unread, to be judged once
 * at the end of that round. All people, numbers and places are invented. Do not edit by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const thirdHeldOutRecords: readonly EvaluationRecord[] = [
  {
    "id": "va-primary-care-htn-dm2-followup",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: PRIMARY CARE NOTE\nSTANDARD TITLE: PRIMARY CARE OUTPATIENT NOTE\nDATE OF NOTE: MAR 04, 2024@09:42     ENTRY DATE: MAR 04, 2024@10:15:33\nAUTHOR: WINSLOW,KAREN T         EXP COSIGNER:\nURGENCY:                        STATUS: COMPLETED\n\nPATIENT: HOLLOWAY,DERRICK JAMES     SSN: 417-62-9083     DOB: 11/23/1971\nCLINIC: RALPH H JOHNSON VAMC PACT GREEN 2\n\nCC: 6 mo f/u HTN, DM2. \"My sugars been running high since Christmas.\"\n\nS: 52 y/o M Army veteran seen for routine f/u. Home BP readings 140s/90s. Checks FSBG 3-4x/wk, 150-190. Admits poor diet over the holidays, occasionally forgets evening metformin. Denies CP, SOB, DOE, palpitations, vision changes, polyuria/polydipsia. Reports numbness on bottoms of both feet x few months, \"like walking on socks.\" Knees ache going down stairs, no new injury, no swelling. Sleeping ok w/ CPAP. Lives w/ wife Tanya, works as corrections officer. Former smoker (quit 2012, 15 pk-yr). EtOH 2-3 beers/wk.\n\nACTIVE PROBLEM LIST:\n1. Hypertension (ICD-10-CM I10)\n2. Diabetes mellitus type 2 without complication (E11.9)\n3. Obstructive sleep apnea (G47.33) - on CPAP since 2019\n4. Knee pain, bilateral (M25.561, M25.562)\n\nMEDICATIONS (active outpatient):\nLISINOPRIL 20MG TAB - 1 PO DAILY\nAMLODIPINE 5MG TAB - 1 PO DAILY\nMETFORMIN HCL 1000MG TAB - 1 PO BID W/ MEALS\nATORVASTATIN 40MG TAB - 1 PO QHS\nACETAMINOPHEN 500MG TAB - 2 PO Q8H PRN PAIN\nCPAP 11 cm H2O w/ heated humidifier\n\nALLERGIES: PCN (hives)\n\nFAMILY HISTORY: Father - MI age 58, DM2. Mother - breast cancer. Brother - HTN.\n\nVITALS: BP 148/92 (repeat 144/90 L arm seated)  P 78  R 16  T 98.1 F  SpO2 97% RA  Wt 251 lb  BMI 34.0\n\nSCREENS:\nPHQ-2: 0 (negative)\nC-SSRS screener: negative. Pt denies SI/HI.\nAUDIT-C: 2 (negative)\n\nLABS (02/26/2024): HbA1c 8.1% (prev 7.2% 08/2023). Cr 0.9, eGFR >90. UACR 18 mg/g. LDL 96. TSH 1.8.\n\nEXAM:\nGen: NAD, obese\nCV: RRR, no m/r/g\nLungs: CTAB\nExt: no edema. Pedal pulses 2+ bilat.\nFeet: skin intact, no ulcers. Monofilament diminished bilat plantar forefoot (6/10 sites each foot). Vibration decreased at great toes.\nKnees: crepitus bilat, no effusion, FROM, ligaments stable.\n\nA/P:\n1. HTN - not at goal. Increase amlodipine to 10mg daily. Recheck BP nurse visit 4 wks.\n2. DM2 - A1c 8.1%, worse. Adherence reviewed. Start empagliflozin 10mg daily. Nutrition referral (MOVE!).\n3. Paresthesias bilateral feet - r/o diabetic peripheral neuropathy vs lumbar radiculopathy. NCS/EMG ordered. B12 ordered.\n4. OSA - CPAP download 92% of nights >4h. Continue.\n5. Bilateral knee pain - no dx yet, likely OA. XR bilateral knees standing ordered.\nRTC 3 mo w/ labs.\n\n/es/ KAREN T WINSLOW, FNP-C\nPACT PRIMARY CARE\nSigned: 03/04/2024 10:15",
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
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "HOLLOWAY,DERRICK JAMES"
        },
        {
          "kind": "ssn",
          "value": "417-62-9083"
        },
        {
          "kind": "date-of-birth",
          "value": "11/23/1971"
        },
        {
          "kind": "name",
          "value": "Tanya"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-mental-health-intake-ptsd-mdd-past-si",
    "kind": "va-progress-note",
    "format": "text",
    "text": "MENTAL HEALTH INITIAL EVALUATION\nVA Puget Sound Health Care System - American Lake Division\nBehavioral Health Interdisciplinary Program (BHIP) Team 3\n\nDate of service: 08/19/2023\nPatient: ECHEVERRIA,TOMAS R      ICN: 1012847763V449021\nDOB: 02/07/1989     Preferred phone: (253) 555-0148\n\nREASON FOR REFERRAL: Referred by PCP after positive PC-PTSD-5 (4/5) and PHQ-2 (5).\n\nHPI: Mr. Echeverria is a 34 y/o divorced male USMC veteran (0311 rifleman, 2007-2013) with two deployments to Helmand Province, Afghanistan (2010, 2012). He describes his index trauma as an IED strike on a foot patrol near Sangin in Oct 2010 in which his team leader was killed and two Marines lost legs; vet was approx 15 m away, was knocked down by the blast, \"ears rang for a week,\" and helped carry casualties to the HLZ. He also reports frequent small arms fire and mortar attacks on the patrol base during both deployments.\n\nCurrent sx: nightmares 4-5x/wk, intrusive memories triggered by fireworks and diesel smell, avoids crowds and the mall, sits w/ back to the wall, checks locks repeatedly at night, exaggerated startle, irritability w/ anger outbursts (punched a wall in May), feels detached from family, sleeps ~4 hrs/night. Low mood most days for at least 2 yrs, anhedonia (quit mountain biking), poor concentration at work, guilt (\"should have been on point that day\"), low energy.\n\nSUICIDE RISK ASSESSMENT: Pt reports a history of suicidal ideation in Nov 2019 following job loss and separation from his ex-wife; he had a plan to use a handgun, drove to a trailhead with it, then called his brother Mateo, who came and stayed with him. No suicide attempts. No self-harm. Currently denies SI, intent or plan, denies HI. Protective factors: daughter Sofia (age 7), brother, employment, future orientation. Risk factors: male, veteran, access to firearms, PTSD, prior SI with plan, alcohol use. Firearms: owns 2 handguns; agreed to store them at brother's home (lethal means counseling done). C-SSRS: lifetime ideation w/ plan = yes; past month = no. Acute risk LOW, chronic risk MODERATE. Safety plan completed and copy given. Veterans Crisis Line (988, press 1) reviewed.\n\nSUBSTANCE USE: 4-6 beers 3x/wk \"to get to sleep.\" AUDIT-C 5. Denies drug use. Does not meet DSM-5 criteria for alcohol use disorder at this time; MI provided.\n\nPSYCH HX: No prior MH tx. No psych hospitalizations.\nMEDICAL: Non-contributory. No chronic medical problems.\n\nMEASURES: PCL-5 = 58. PHQ-9 = 19 (item 9 = 0). GAD-7 = 14.\n\nMSE: Casually dressed, good hygiene, guarded then cooperative. Speech nl rate/volume. Mood \"tired and on edge.\" Affect constricted, dysphoric. TP linear, goal directed. TC: no SI/HI, no AVH, no delusions. Cognition grossly intact. Insight/judgment fair.\n\nDIAGNOSES (DSM-5):\nF43.10 Posttraumatic stress disorder, chronic\nF33.1 Major depressive disorder, recurrent episode, moderate\nR/O mild TBI (blast exposure 2010) - referred for TBI second-level evaluation\n\nPLAN:\n1. Start sertraline 50 mg daily x 1 wk then 100 mg.\n2. Prazosin 1 mg qhs, titrate for nightmares.\n3. Referral to Cognitive Processing Therapy (CPT) group.\n4. TBI clinic consult.\n5. RTC 4 wks; sooner PRN.\n\n/es/ Dana M. Okafor, PMHNP-BC\nPsychiatric Mental Health Nurse Practitioner\nSigned 08/19/2023 15:07",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED strike on a foot patrol near Sangin, Afghanistan, October 2010, killing his team leader; veteran knocked down by the blast",
        "Small arms fire and mortar attacks on the patrol base during 2010 and 2012 Helmand deployments"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ECHEVERRIA,TOMAS R"
        },
        {
          "kind": "name",
          "value": "Echeverria"
        },
        {
          "kind": "record-number",
          "value": "1012847763V449021"
        },
        {
          "kind": "date-of-birth",
          "value": "02/07/1989"
        },
        {
          "kind": "phone",
          "value": "(253) 555-0148"
        },
        {
          "kind": "name",
          "value": "Mateo"
        },
        {
          "kind": "name",
          "value": "Sofia"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "va-audiology-hearing-eval-snhl-tinnitus",
    "kind": "va-progress-note",
    "format": "image",
    "text": "AUDIOLOGY NOTE - COMPREHENSIVE HEARING EVALUATION\nFayetteville VA Medical Center, Audiology Clinic\nDate: 01/11/2024\n\nPatient: PRUITT, LAMONT E.\nMRN: 7705213      DOB: 06/30/1975\n\nHISTORY: 48 y/o Army veteran, 13B cannon crewmember 1995-2015. Reports constant bilateral tinnitus, \"high-pitched whine,\" which started during a 2003 deployment when his howitzer section fired daily missions. Trouble understanding speech in restaurants and on the phone. Post-service: warehouse supervisor, wears foam plugs. Denies recreational firearms, ear surgery, vertigo, otalgia, drainage.\n\nOTOSCOPY: Clear canals, TMs intact bilaterally.\nTYMPANOMETRY: Type A bilaterally.\n\nPURETONE THRESHOLDS (dB HL)\nHz      500  1000  2000  3000  4000  6000  8000\nRIGHT    15    20    35    55    65    70    65\nLEFT     20    25    40    60    70    75    70\n\nPuretone average (1000-4000 Hz): R 44 dB, L 49 dB\nSpeech recognition (Maryland CNC): R 88%, L 84%\nSRT: R 25 dB, L 30 dB (good agreement w/ PTA)\n\nIMPRESSION:\n1. Bilateral sensorineural hearing loss, normal sloping to moderately severe (R) and severe (L) from 2000 Hz up.\n2. Tinnitus, bilateral, constant.\n\nPLAN:\n- Hearing aids ordered (bilateral RIC), fitting in 3-4 wks.\n- Tinnitus education provided; sound generator option discussed.\n- Annual re-eval.\n\nRenee Castellanos, Au.D., CCC-A\nClinical Audiologist\nElectronically signed 01/11/2024 14:22",
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
        "Hazardous noise exposure as a 13B cannon crewmember, 1995-2015",
        "Onset of tinnitus during a 2003 deployment firing daily howitzer missions"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "PRUITT, LAMONT E."
        },
        {
          "kind": "record-number",
          "value": "7705213"
        },
        {
          "kind": "date-of-birth",
          "value": "06/30/1975"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-ortho-consult-right-knee-oa-left-pfps",
    "kind": "va-progress-note",
    "format": "text",
    "text": "ORTHOPAEDIC SURGERY CONSULT NOTE\nDurham VA Health Care System - Orthopaedic Clinic\nConsult date: 05/02/2023          Requested by: Primary Care (Hillandale CBOC)\n\nPATIENT: GRAVES, MONIQUE A\nDOB: 09/14/1983     EDIPI: 1284470395\n\nREASON FOR CONSULT: R knee pain, progressive; evaluate for injection vs surgical options.\n\nHPI: Ms. Graves is a 39 y/o F Army veteran (31B military police, 2002-2010, airborne qualified, approx 40 static-line jumps). In 2006 she twisted her R knee on a hard landing at Sicily DZ, Fort Bragg, and was on profile x 6 wks. Underwent R knee arthroscopic partial medial meniscectomy at Womack AMC in March 2007. Since about 2015 progressive medial R knee pain, AM stiffness ~20 min, swelling after long days on her feet (she is a middle school teacher), difficulty kneeling. Uses OTC naproxen. Has had PT x2 courses w/ temporary relief. Separately reports anterior L knee pain with stairs, squatting and sitting through movies since ~2009, no locking or giving way.\nDenies fevers, night pain, other joint involvement.\n\nPMH: as above. Migraines? - pt says \"just normal headaches,\" no dx.\nPSH: R knee scope 2007. C-section 2014.\nMEDS: naproxen 220 mg PRN, OCP.\nSOCIAL: nonsmoker, social EtOH.\n\nEXAM:\nHt 5'6\" Wt 168 lb.\nGait: mildly antalgic on R.\nR knee: 2 well-healed arthroscopy portal scars. Trace effusion. Medial joint line tenderness. ROM 0-110 deg, pain at end flexion. Crepitus w/ ROM. Lachman neg, ant/post drawer neg, varus/valgus stable at 0 and 30 deg. McMurray neg.\nL knee: no effusion. ROM 0-135 deg. Patellar grind test positive, tenderness at medial patellar facet. Ligaments stable. McMurray neg.\nNV intact distally bilat.\n\nIMAGING:\nXR R knee 3 views standing (04/20/2023): moderate medial compartment joint space narrowing, marginal osteophytes, subchondral sclerosis. Kellgren-Lawrence grade 3.\nXR L knee (04/20/2023): joint spaces preserved, no OA. Normal patellar tracking on sunrise view.\n\nASSESSMENT:\n1. Right knee post-traumatic osteoarthritis / DJD, medial compartment (M17.31), s/p partial medial meniscectomy 2007 (Z98.890)\n2. Left knee patellofemoral pain syndrome (M22.2X2)\n3. No ligamentous instability of either knee.\n\nPLAN:\n- R knee intra-articular corticosteroid injection performed today (see procedure note), tolerated well.\n- PT referral: quad/hip strengthening, bilateral.\n- Medial unloader brace R knee ordered via prosthetics.\n- Discussed eventual TKA; too young/functional at present.\n- RTC 4 months or PRN.\n\n/es/ Peter J. Abernathy, MD\nStaff Orthopaedic Surgeon\nSigned: 05/02/2023 11:48",
    "expected": {
      "conditions": [
        {
          "name": "Degenerative arthritis, right knee",
          "diagnosticCode": "5003"
        },
        {
          "name": "Right knee meniscal tear, status post partial medial meniscectomy",
          "diagnosticCode": "5259"
        },
        {
          "name": "Left knee patellofemoral pain syndrome"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Right knee twisting injury on a hard parachute landing at Fort Bragg in 2006, placed on profile for 6 weeks",
        "Right knee arthroscopic partial medial meniscectomy at Womack Army Medical Center, March 2007",
        "About 40 static-line parachute jumps as an airborne military police soldier"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "GRAVES, MONIQUE A"
        },
        {
          "kind": "name",
          "value": "Graves"
        },
        {
          "kind": "date-of-birth",
          "value": "09/14/1983"
        },
        {
          "kind": "record-number",
          "value": "1284470395"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-sleep-clinic-psg-severe-osa",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "Olin E. Teague Veterans' Medical Center - Temple, TX\nSLEEP MEDICINE CLINIC NOTE - PSG RESULTS / TREATMENT INITIATION\nBRANNIGAN, SEAN PATRICK   452-19-7730                         Printed 11/02/2023   Page 1 of 2\n------------------------------------------------------------------------------------------\n\nPatient Name: BRANNIGAN, SEAN PATRICK      SSN: 452-19-7730      DOB: 04-Apr-1980\nHome phone: 254-555-0192\nVisit date: 10/30/2023      Provider: Ingrid Solvang, MD (Sleep Medicine)\n\nSUBJECTIVE:\n43 y/o M OIF veteran referred by PCP for loud snoring, witnessed apneas and daytime sleepiness. Wife Kelly reports he \"stops breathing and then gasps\" several times a night and she often sleeps in the guest room. Pt states soldiers in his platoon complained about his snoring during his 2005 deployment to Iraq. Dozes at red lights and in meetings. Epworth Sleepiness Scale 15/24. Nightmares 2-3x/wk despite prazosin. Morning headaches some days. No cataplexy, sleep paralysis or hypnagogic hallucinations. No RLS symptoms.\n\nPAST MEDICAL HISTORY:\n- PTSD (service connected, followed by BHIP)\n- Hypertension\n- Allergic rhinitis\nMEDICATIONS: sertraline 150 mg daily, prazosin 4 mg qhs, lisinopril 10 mg daily, fluticasone nasal 2 sprays each nostril daily.\n\nOBJECTIVE:\nBP 136/84  BMI 31.2  Neck circumference 17.5 in  Mallampati IV  Tonsils 1+  Nasal turbinates mildly hypertrophic.\n\nDIAGNOSTIC POLYSOMNOGRAPHY (in-lab, 10/12/2023):\nTotal sleep time 362 min    Sleep efficiency 78%    Sleep latency 22 min    REM latency 141 min\nAHI 32.4/h (supine 51.0, non-supine 18.2)    REM AHI 44.6/h    RDI 36.1/h\nCentral apnea index 0.8/h\nSpO2 nadir 81%    Time SpO2 < 88%: 9.6 min\nPLM index 4/h (within normal limits)\nECG: sinus rhythm. No abnormal behaviors in REM observed.\n\n------------------------------------------------------------------------------------------\nBRANNIGAN, SEAN PATRICK   452-19-7730                         Printed 11/02/2023   Page 2 of 2\n------------------------------------------------------------------------------------------\n\nASSESSMENT:\n1. Obstructive sleep apnea, severe (G47.33), AHI 32.4, worse supine and in REM.\n2. Central sleep apnea - not present (CAI 0.8).\n3. Periodic limb movement disorder - not present.\n4. Narcolepsy not suspected; MSLT not indicated.\n5. Nightmares related to known PTSD, contributing to sleep fragmentation.\n\nPt asked whether his sleep apnea is connected to his PTSD or his time in Iraq. Explained that this clinic does not provide medical opinions for disability claims and that he may request a compensation and pension examination.\n\nPLAN:\n1. APAP 6-16 cm H2O with heated humidification; full face mask fitting today w/ RT.\n2. Positional therapy education; weight management (MOVE!) referral.\n3. Continue prazosin per MH; CBT-I/IRT referral once on PAP.\n4. Drowsy driving counseling provided; pt agrees not to drive when sleepy.\n5. RTC 90 days with compliance download.\n\nElectronically signed: Ingrid Solvang, MD, Staff Physician, Sleep Medicine   10/30/2023 16:40",
    "expected": {
      "conditions": [
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        },
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Allergic rhinitis",
          "diagnosticCode": "6522"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Loud snoring noticed by fellow soldiers during 2005 deployment to Iraq"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "BRANNIGAN, SEAN PATRICK"
        },
        {
          "kind": "ssn",
          "value": "452-19-7730"
        },
        {
          "kind": "date-of-birth",
          "value": "04-Apr-1980"
        },
        {
          "kind": "phone",
          "value": "254-555-0192"
        },
        {
          "kind": "name",
          "value": "Kelly"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-telehealth-lumbar-ddd-gerd-negative-screen",
    "kind": "va-progress-note",
    "format": "text",
    "text": "PRIMARY CARE FOLLOW-UP - VA VIDEO CONNECT (VVC)\nHampton VA Medical Center, PACT Blue\nDate/time: 02/15/2024 13:30\n\nPatient: NAKAMURA-BELL, JORDAN     SSN: 528-04-6620\nPt identity verified x2. Pt located at: 1208 Old Ocean View Rd, Apt 4B, Norfolk, VA 23503. Callback number if disconnected: (757) 555-0163. Consent for video visit obtained.\n\nS: Mr. Nakamura-Bell is a 38 y/o Navy veteran (ABH, flight deck 2005-2013) here for f/u of chronic LBP and GERD.\nBack: Pain 5/10, axial, worse after sitting >1 hr and after yard work. No radiation into legs, no numbness/tingling, no weakness, no bowel/bladder change. Doing home exercise program 3x/wk. Meloxicam helps.\nGERD: Heartburn controlled on omeprazole 20 mg qAM, breakthrough 1-2x/mo after spicy food or late meals. Denies dysphagia, odynophagia, wt loss, melena, hematemesis.\nMood/sleep: \"Doing alright.\" Sleeping 6-7 hrs.\n\nPMH: Lumbar DDD, GERD. Never smoker. No EtOH.\nMeds: meloxicam 15 mg daily, omeprazole 20 mg daily, cyclobenzaprine 5 mg qhs PRN (uses ~1x/wk).\n\nRecords reviewed:\nMRI L-spine w/o contrast (11/09/2021): disc desiccation L4-5 and L5-S1 with mild broad-based disc bulges; no central canal or foraminal stenosis; no nerve root impingement.\nEGD (06/2022): LA grade A esophagitis, no Barrett's. H. pylori bx negative.\n\nScreens: PHQ-2 score 0. C-SSRS screen negative; denies SI/HI. AUDIT-C 0.\n\nO: (video) Alert, NAD, speaking full sentences. Able to rise from chair without hands, heel/toe walk observed, forward flexion appears mildly limited with pain at end range. Vitals (home cuff): BP 124/78, HR 72.\n\nA/P:\n1. Degenerative disc disease, lumbar spine (M51.36) - stable, no radicular features. Continue HEP, meloxicam w/ food, cyclobenzaprine PRN. Refer to chiropractic per pt request.\n2. GERD with esophagitis (K21.00) - well controlled. Continue omeprazole 20 mg, lifestyle measures (no meals within 3 hrs of bed, HOB elevation).\n3. Health maintenance: flu vaccine done 10/2023.\nRTC 6 months, in person, with BMP/CBC.\n\n/es/ Alicia F. Drummond, MD\nPrimary Care Physician\n02/15/2024 14:02",
    "expected": {
      "conditions": [
        {
          "name": "Degenerative disc disease, lumbar spine",
          "diagnosticCode": "5242"
        },
        {
          "name": "Gastroesophageal reflux disease",
          "diagnosticCode": "7206"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "NAKAMURA-BELL, JORDAN"
        },
        {
          "kind": "name",
          "value": "Nakamura-Bell"
        },
        {
          "kind": "ssn",
          "value": "528-04-6620"
        },
        {
          "kind": "address",
          "value": "1208 Old Ocean View Rd, Apt 4B, Norfolk, VA 23503"
        },
        {
          "kind": "phone",
          "value": "(757) 555-0163"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-mh-med-management-gad-family-suicide-denies-si",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: MH MEDICATION MANAGEMENT F/U\nDATE OF NOTE: NOV 14, 2023@10:00     AUTHOR: KOWALCZYK,BRIAN E MD\nVISIT: Outpatient, Dayton VAMC, Mental Health Clinic Bldg 330\n\nPATIENT: VANDERMEER, PATRICIA L     DOB: 3/2/1986     SSN: 381-40-5527\n\nID: 37 y/o married F Air Force veteran (2A6X1 aerospace propulsion, 2005-2016), f/u for anxiety and insomnia, last seen 8 wks ago when escitalopram increased to 20 mg.\n\nINTERVAL HX: Ms. Vandermeer reports worry \"about 60% better.\" Still ruminates at night about work and her kids, muscle tension in shoulders, restless. Panic-like episodes have not recurred. Sleep onset 60-90 min most nights, wakes 3 AM. Trazodone helps some. Husband Greg supportive. Working full time (civilian jet engine shop). No ETOH, no cannabis.\nShe dates the onset of her anxiety to 2014 at Al Udeid AB, Qatar, working 14-hr shifts, after a tow-bar mishap on the flight line in which a coworker's leg was crushed in front of her; she had nightmares about it for months. Does not endorse current re-experiencing or avoidance at a PTSD level (PCL-5 = 21).\n\nFAMILY PSYCH HX: Brother Daniel died by suicide in 2016. Mother - bipolar I disorder. Maternal uncle - alcohol use disorder.\n\nSAFETY: Pt denies any history of suicidal ideation or suicide attempts. Denies current SI, intent, plan; denies HI. No firearms in home. C-SSRS screen negative. Elevated risk noted given family history; crisis line information reviewed and pt verbalized understanding.\n\nMEASURES: GAD-7 11 (was 16). PHQ-9 7, item 9 = 0. ISI 17. PCL-5 21.\n\nMSE: well groomed, good eye contact, speech normal. Mood \"better, still keyed up.\" Affect mildly anxious, reactive. TP logical. No SI/HI, no psychosis. Insight and judgment good.\n\nDIFFERENTIAL: Bipolar spectrum disorder considered given maternal hx and past irritability; no history of distinct manic or hypomanic episodes, MDQ negative, sleep reduction is not accompanied by increased energy - bipolar disorder ruled out. Panic disorder: does not meet criteria (episodes limited to 2 in 2022, situational). PTSD: subthreshold.\n\nDIAGNOSES:\n1. Generalized anxiety disorder (F41.1)\n2. Insomnia disorder (F51.01)\n\nPLAN:\n- Continue escitalopram 20 mg daily.\n- Continue trazodone 50 mg qhs; may take 75 mg.\n- Hydroxyzine 25 mg PRN anxiety, max TID.\n- Referral to CBT-I (4-session group).\n- RTC 12 weeks.\n\n/es/ BRIAN E KOWALCZYK, MD\nStaff Psychiatrist\nSigned: 11/14/2023 10:41",
    "expected": {
      "conditions": [
        {
          "name": "Generalized anxiety disorder",
          "diagnosticCode": "9400"
        },
        {
          "name": "Insomnia disorder"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Witnessed a tow-bar mishap on the flight line at Al Udeid AB, Qatar, in 2014 in which a coworker's leg was crushed",
        "Working 14-hour shifts on deployment to Al Udeid AB in 2014"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "VANDERMEER, PATRICIA L"
        },
        {
          "kind": "name",
          "value": "Vandermeer"
        },
        {
          "kind": "date-of-birth",
          "value": "3/2/1986"
        },
        {
          "kind": "ssn",
          "value": "381-40-5527"
        },
        {
          "kind": "name",
          "value": "Greg"
        },
        {
          "kind": "name",
          "value": "Daniel"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-neurology-tbi-migraine-more-likely",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "Department of Veterans Affairs                                    Tennessee Valley Healthcare System\nNEUROLOGY / POLYTRAUMA TBI CLINIC - FOLLOW-UP NOTE\nWHITFIELD, ANTHONY R    263-88-1045    DOB 12/18/1984                             Page 1 of 2\n\nPatient address: 77 Cedar Hollow Ln, Clarksville, TN 37043     Phone: 931-555-0176\nDate of visit: 06/07/2023     Clinician: Harriet O. Bamberger, MD, Neurology\n\nCHIEF COMPLAINT: Headaches, memory problems; pt also requests a statement about his headaches for his VA claim.\n\nHISTORY: Mr. Whitfield is a 38 y/o former 11B (Army 2003-2011). In Aug 2007 a VBIED detonated approx 20 m from his HMMWV in Baqubah, Iraq. He reports loss of consciousness for \"2 or 3 minutes,\" was dazed and confused for several hours, had bilateral ear ringing and vomiting, and was returned to duty after 48 hrs at the aid station. In 2008 he was again exposed to an RPG blast that struck a building wall next to him, without LOC. No neuroimaging in theater.\nHeadaches began within weeks of the 2007 blast and have persisted. Currently 3-4 severe headaches per month: unilateral throbbing, photophobia, phonophobia, nausea, must lie down in a dark room for 4-6 hrs; misses 1-2 days of work per month (HVAC technician). Also 6-8 milder tension-type headaches/month. Forgets appointments, loses train of thought, irritable.\nDenies new focal weakness, seizures, visual loss.\n\nPMH: none other. No mental health diagnoses; PHQ-9 today 6 (item 9 = 0).\nMEDS: topiramate 50 mg BID, rizatriptan 10 mg PRN (max 2/day), magnesium oxide 400 mg daily.\nSOCIAL: married, 2 children. 1/2 ppd smoker. EtOH 2-3 drinks/wk.\nFAMILY HX: mother with migraine (no hx of head injury).\n\nEXAM: Alert, oriented x4. MoCA 25/30 (-2 delayed recall, -2 serial 7s/attention, -1 fluency). CN II-XII intact. Strength 5/5 throughout. Sensation intact. Reflexes 2+ symmetric. Coordination, gait normal. Romberg negative.\n\nSTUDIES:\nMRI brain w/o contrast (03/2022): scattered punctate nonspecific T2/FLAIR white matter hyperintensities in the bilateral frontal lobes; no hemorrhage, no microhemorrhages on SWI, no mass.\nNeuropsychological evaluation (Dr. Kessler, 01/2023): valid effort; mild deficits in processing speed and working memory, otherwise average range.\n\n------------------------------------------------------------------------------------------------\nWHITFIELD, ANTHONY R    263-88-1045    DOB 12/18/1984                             Page 2 of 2\n\nASSESSMENT:\n1. Traumatic brain injury, mild, with residual cognitive symptoms (S06.0X1S) - deployment-related blast injury 2007 meeting VA/DoD criteria (LOC <30 min, AOC, PTA <24 h).\n2. Chronic migraine without aura, intractable (G43.719) - post-traumatic onset, with prostrating attacks 3-4/month.\n3. Tension-type headache, episodic.\n\nOPINION: I have reviewed the patient's deployment history, the 2007 Post-Deployment Health Assessment in which he reported the blast and headaches, and his treatment records. It is my medical opinion that Mr. Whitfield's chronic migraine headaches are more likely than not a residual of the blast-related TBI he sustained in Iraq in 2007. There is no history of headaches before that injury, onset was within weeks of the blast, and the pattern is typical of post-traumatic headache.\n\nPLAN:\n- Increase topiramate to 75 mg BID. Trial of onabotulinumtoxinA if <50% reduction in 3 months.\n- Cognitive rehabilitation referral (speech-language pathology).\n- Headache diary. Smoking cessation counseling provided.\n- RTC 3 months.\n\n/es/ Harriet O. Bamberger, MD\nStaff Neurologist, Polytrauma/TBI\n06/07/2023 15:55",
    "expected": {
      "conditions": [
        {
          "name": "Traumatic brain injury residuals",
          "diagnosticCode": "8045"
        },
        {
          "name": "Migraine headaches",
          "diagnosticCode": "8100"
        },
        {
          "name": "Tension-type headache"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Migraine headaches",
          "strength": "more likely than not",
          "quote": "It is my medical opinion that Mr. Whitfield's chronic migraine headaches are more likely than not a residual of the blast-related TBI he sustained in Iraq in 2007."
        }
      ],
      "inServiceEvents": [
        "VBIED blast about 20 m from his HMMWV in Baqubah, Iraq, August 2007, with loss of consciousness for 2-3 minutes",
        "RPG blast exposure in 2008 without loss of consciousness",
        "Headaches reported on the 2007 Post-Deployment Health Assessment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "WHITFIELD, ANTHONY R"
        },
        {
          "kind": "name",
          "value": "Whitfield"
        },
        {
          "kind": "ssn",
          "value": "263-88-1045"
        },
        {
          "kind": "date-of-birth",
          "value": "12/18/1984"
        },
        {
          "kind": "address",
          "value": "77 Cedar Hollow Ln, Clarksville, TN 37043"
        },
        {
          "kind": "phone",
          "value": "931-555-0176"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-pmr-cervical-ddd-c6-radiculopathy",
    "kind": "va-progress-note",
    "format": "text",
    "text": "PHYSICAL MEDICINE & REHABILITATION (PM&R) - EMG/NCS RESULTS AND FOLLOW-UP\nPhoenix VA Health Care System (Carl T. Hayden VAMC)\nDate: 09/26/2023\n\nPatient: BOATENG, KWAME A      ICN: 1009943216V672185      DOB 1987-07-22\n\nS: 36 y/o M Army veteran (88M, 2006-2014) with neck pain since 2011 and L arm symptoms x 2 yrs. He recalls being thrown against the gunner's hatch when his MRAP dropped into a wadi during a night convoy near Kandahar in 2011; seen at the Role 1 for neck strain and given Motrin and 3 days quarters. Neck pain has been recurrent since. Now burning pain from L neck to lateral forearm and thumb, numbness of L thumb/index finger, dropping coffee cups. Worse looking up and turning head to the L. No R arm sx, no gait change, no bowel/bladder sx.\n\nMood: PHQ-2 = 3, PHQ-9 = 8 (item 9 = 0). Pt denies SI/HI. Attributes low mood to pain and poor sleep; declines MH referral for now.\n\nO:\nCervical ROM (goniometer): flexion 35 deg, extension 25 deg, L lateral flexion 30 deg, R lateral flexion 30 deg, L rotation 50 deg, R rotation 60 deg. Pain at end ranges of extension and L rotation. Paraspinal and L upper trapezius tenderness, spasm not causing abnormal gait or contour.\nSpurling test positive on L (reproduces arm pain), negative on R.\nStrength: L wrist extension 4/5, L biceps 4+/5; otherwise 5/5.\nReflexes: biceps 1+ L, 2+ R; brachioradialis 1+ L, 2+ R; triceps 2+ bilat. Hoffmann neg.\nSensation: decreased light touch L lateral forearm, thumb, index finger (C6).\nTinel/Phalen negative at both wrists.\n\nImaging: MRI C-spine (07/2023): C5-6 disc osteophyte complex with moderate L neural foraminal stenosis; mild C6-7 disc bulge. No cord signal change.\n\nNCS/EMG (today): Left C6 radiculopathy, chronic, with mild ongoing denervation in L pronator teres and extensor carpi radialis. Median and ulnar NCS normal bilaterally - no electrodiagnostic evidence of carpal tunnel syndrome. No evidence of peripheral polyneuropathy.\n\nA:\n1. Cervical spondylosis / degenerative disc disease C5-6 with foraminal stenosis (M50.322)\n2. Left C6 cervical radiculopathy (M54.12), electrodiagnostically confirmed\n3. Carpal tunnel syndrome - ruled out by NCS\n\nP:\n- Refer to pain clinic for L C5-6 transforaminal ESI.\n- Start gabapentin 300 mg qhs, titrate to 300 mg TID.\n- PT cervical traction/strengthening x 8 visits.\n- Neurosurgery referral if progressive weakness.\n- RTC 8 wks.\n\n/es/ Marisol Ibanez-Corrigan, DO\nPM&R Staff Physician\n09/26/2023 16:12",
    "expected": {
      "conditions": [
        {
          "name": "Degenerative disc disease, cervical spine",
          "diagnosticCode": "5242"
        },
        {
          "name": "Radiculopathy, left upper extremity (C6)",
          "diagnosticCode": "8510"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Thrown against the gunner's hatch when his MRAP dropped into a wadi during a night convoy near Kandahar in 2011; treated at Role 1 for neck strain"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "BOATENG, KWAME A"
        },
        {
          "kind": "record-number",
          "value": "1009943216V672185"
        },
        {
          "kind": "date-of-birth",
          "value": "1987-07-22"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-hearing-loss-tinnitus-left-ear-only",
    "kind": "dbq",
    "format": "pdf",
    "text": "HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE\nName of patient/Veteran: KOWALSKI, STANLEY J          Patient/Veteran's SSN: 079-32-4418\nVA File No.: 28 716 049          Date of examination: 04/18/2024\nExamining location: contract examination site, 4120 Freidrich Ln, Ste 300, Austin TX (VA MDEP vendor)\n-------------------------------------------------------------------------------------------------\nPage 1 of 3\n\nSECTION I - DIAGNOSIS / HISTORY\nEvidence reviewed: [X] VA claims file (VBMS)  [X] Service treatment records  [ ] No records were reviewed\nMilitary noise exposure: Navy 1998-2006, Machinist's Mate (MM2) in main engine room of a destroyer; hearing protection \"sometimes, foam plugs.\" Occupational (post-service): IT help desk. Recreational: denies hunting/shooting, power tools occasionally with protection.\n\nSTR audiograms:\nEnlistment (06/1998): all thresholds 500-6000 Hz <= 15 dB HL bilaterally.\nSeparation (05/2006): LEFT 3000 Hz 35 dB, 4000 Hz 45 dB (significant threshold shift). RIGHT unchanged, within normal limits.\n\nSECTION II - MEASURED PURETONE THRESHOLDS (dB HL)\n            500   1000   2000   3000   4000   | Average (1000-4000)\nRIGHT        15     15     20     25     30   |   23\nLEFT         20     25     35     50     60   |   43\n\nSpeech discrimination (Maryland CNC word list):  RIGHT 96%   LEFT 90%\nUse of speech discrimination score appropriate? [X] Yes  [ ] No\n-------------------------------------------------------------------------------------------------\nKOWALSKI, STANLEY J   079-32-4418                                                     Page 2 of 3\n\nSECTION III - DIAGNOSTIC TESTS / FINDINGS\nRight ear:  [X] Normal hearing (for VA purposes)   [ ] Sensorineural   [ ] Conductive   [ ] Mixed\nLeft ear:   [ ] Normal hearing   [X] Sensorineural hearing loss (in the frequency range of 500-4000 Hz)\nTympanometry: Type A bilaterally. Acoustic reflexes present.\n\nSECTION IV - MEDICAL OPINION - HEARING LOSS\nRight ear: opinion not provided, as the Veteran does not have hearing loss for VA purposes in the right ear (38 CFR 3.385).\nLeft ear: It is at least as likely as not (50% or greater probability) that the Veteran's left ear hearing loss is caused by or a result of an event in military service.\nRationale: The left ear showed a significant threshold shift between the 1998 enlistment and 2006 separation audiograms, in the high frequencies typical of noise injury, consistent with documented engine room noise exposure. Post-service noise exposure is minimal.\n\nSECTION V - TINNITUS\nDoes the Veteran report recurrent tinnitus? [X] Yes  [ ] No\nOnset: \"around 2003, after a long underway,\" constant, bilateral, worse in quiet.\nOpinion: [X] It is at least as likely as not (50% or greater probability) that the Veteran's tinnitus is a symptom associated with the hearing loss, as tinnitus is known to be a symptom associated with hearing loss.\n-------------------------------------------------------------------------------------------------\nKOWALSKI, STANLEY J   079-32-4418                                                     Page 3 of 3\n\nSECTION VI - FUNCTIONAL IMPACT\nDoes the Veteran's hearing loss impact ordinary conditions of daily life, including ability to work? [X] Yes\nVeteran's description: \"I have to turn my good ear toward people in meetings. My wife says the TV is always too loud.\"\nDoes tinnitus impact ordinary conditions of daily life? [X] Yes - \"Hard to fall asleep without a fan on.\"\n\nSECTION VII - REMARKS\nOtoscopy clear. Test reliability good.\n\nExaminer signature: /s/ Gwendolyn Harte, Au.D., CCC-A     Date: 04/18/2024\nState license: audiology, Texas",
    "expected": {
      "conditions": [
        {
          "name": "Left ear sensorineural hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Left ear sensorineural hearing loss",
          "strength": "at least as likely as not",
          "quote": "It is at least as likely as not (50% or greater probability) that the Veteran's left ear hearing loss is caused by or a result of an event in military service."
        },
        {
          "condition": "Tinnitus",
          "strength": "at least as likely as not",
          "quote": "It is at least as likely as not (50% or greater probability) that the Veteran's tinnitus is a symptom associated with the hearing loss"
        }
      ],
      "inServiceEvents": [
        "Engine room noise exposure as a Navy Machinist's Mate aboard a destroyer, 1998-2006",
        "Significant left-ear threshold shift at 3000-4000 Hz on the 2006 separation audiogram",
        "Onset of tinnitus around 2003 during service"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "KOWALSKI, STANLEY J"
        },
        {
          "kind": "ssn",
          "value": "079-32-4418"
        },
        {
          "kind": "record-number",
          "value": "28 716 049"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-initial-ptsd-combat-medic-passive-si",
    "kind": "dbq",
    "format": "text",
    "text": "INITIAL POST TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: MINH QUANG TRAN\nPatient/Veteran's Social Security Number: 612-09-3384\nDate of examination: 01/23/2024\nExaminer: Rosalind K. Whitcombe, PsyD, Licensed Psychologist (VA C&P Clinic, Tacoma)\n\nSECTION I: DIAGNOSIS\n1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on today's evaluation?\n   [X] Yes   [ ] No\n2. Current diagnoses:\n   Mental disorder diagnosis #1: Posttraumatic stress disorder   ICD code: F43.10\n   Mental disorder diagnosis #2: Alcohol use disorder, moderate, in early remission   ICD code: F10.21\n   Other diagnoses: [X] No other mental disorder has been diagnosed\n3. Differentiation of symptoms: [X] Yes - Sleep disturbance, hyperarousal, avoidance and intrusive symptoms are attributable to PTSD; the pattern of heavy drinking from 2010 to 2022 is attributable to AUD.\n4. Is a traumatic brain injury (TBI) diagnosed? [ ] Yes  [X] No\n\nSECTION II: OCCUPATIONAL AND SOCIAL IMPAIRMENT\n[ ] Total occupational and social impairment\n[ ] Occupational and social impairment with deficiencies in most areas\n[X] Occupational and social impairment with reduced reliability and productivity\n[ ] Occupational and social impairment due to mild or transient symptoms\n\nSECTION III: CLINICAL FINDINGS\nRelevant social/marital/family history: Married to Linh since 2012, two children; reports frequent arguments and that he \"checks out\" at family events.\nRelevant occupational history: Army 68W combat medic 2007-2015. Now a civilian EMT; switched to night shifts to avoid coworkers, written up twice for irritability in the past year.\nMental health history: Treated at Vet Center 2019-2021. Alcohol: daily heavy drinking 2010-2022, sober since 07/2022 with AA.\n\nSTRESSORS\nStressor #1: In Jul 2009 at a COP in Kunar Province, Afghanistan, the outpost was overrun in part during a complex attack; Veteran treated multiple casualties under fire, including a soldier who died while he was applying a tourniquet.\n  Adequate to support the diagnosis of PTSD? [X] Yes   Related to fear of hostile military or terrorist activity? [X] Yes\nStressor #2: In 2009, treated an Afghan child with severe burns after an IED; the child died at the aid station.\n  Adequate to support the diagnosis of PTSD? [X] Yes   Related to fear of hostile military or terrorist activity? [X] Yes\n\nPTSD DIAGNOSTIC CRITERIA: Criterion A [X] (directly experienced; witnessed). B: [X] recurrent distressing memories, [X] dreams, [X] physiological reactions. C: [X] avoids memories, [X] avoids reminders. D: [X] persistent negative emotional state, [X] detachment, [X] markedly diminished interest. E: [X] irritable behavior/angry outbursts, [X] hypervigilance, [X] exaggerated startle, [X] sleep disturbance. F [X] > 1 month. G [X] clinically significant distress. H [X] not due to substance/medical condition.\n\nSYMPTOMS (check all that apply):\n[X] Depressed mood  [X] Anxiety  [X] Suspiciousness  [X] Chronic sleep impairment\n[X] Mild memory loss  [X] Disturbances of motivation and mood\n[X] Difficulty in adapting to stressful circumstances  [X] Suicidal ideation\n[ ] Panic attacks more than once a week  [ ] Impaired impulse control  [ ] Persistent delusions or hallucinations\n\nBehavioral observations: Alert, cooperative, casually dressed, fidgeting, scanned the room, startled when a door closed. Mood \"numb.\" Affect restricted. Thought process linear. Veteran reports passive suicidal ideation (\"everyone would be better off without me\") about 1-2 times per month, most recently 3 weeks ago; denies intent or plan, no prior attempts. He identifies his children as his reason for living; a VA crisis line referral and same-day BHIP handoff were completed.\n\nPsychological testing: PCL-5 = 49.\n\nSECTION IV: MEDICAL OPINION\nIn my opinion, the Veteran's PTSD is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service stressors. Rationale: Stressors are consistent with his MOS and unit's documented combat in Kunar Province in 2009; symptoms began within months of the deployment and meet full DSM-5 criteria.\nAlcohol use disorder: It is at least as likely as not that the Veteran's alcohol use disorder is proximately due to or the result of his PTSD, as he began drinking heavily after the 2009 deployment specifically to suppress nightmares and hyperarousal.\n\nSECTION V: COMPETENCY\nIs the Veteran capable of managing his or her financial affairs? [X] Yes\n\nI certify that ... Examiner signature: /es/ Rosalind K. Whitcombe, PsyD   Date signed: 01/25/2024",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Alcohol use disorder"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Posttraumatic stress disorder",
          "strength": "at least as likely as not",
          "quote": "In my opinion, the Veteran's PTSD is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service stressors."
        },
        {
          "condition": "Alcohol use disorder",
          "strength": "at least as likely as not",
          "quote": "It is at least as likely as not that the Veteran's alcohol use disorder is proximately due to or the result of his PTSD"
        }
      ],
      "inServiceEvents": [
        "Treated multiple casualties under fire during a complex attack on a COP in Kunar Province, Afghanistan, July 2009; a soldier died during his care",
        "Treated an Afghan child with severe IED burns who died at the aid station in 2009"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "MINH QUANG TRAN"
        },
        {
          "kind": "ssn",
          "value": "612-09-3384"
        },
        {
          "kind": "name",
          "value": "Linh"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "dbq-back-lumbar-ddd-less-likely-post-service-injury",
    "kind": "dbq",
    "format": "text",
    "text": "BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\nName of patient/Veteran: HARGROVE, CURTIS D        SSN: 233-71-0846\nDate of exam: 07/11/2023       Claim: Service connection - low back condition\nExaminer: Lionel V. Ashby, PA-C, C&P Examination Clinic, Jackson VAMC\n\nSECTION I - DIAGNOSIS\nDoes the Veteran now have or has he/she ever been diagnosed with a thoracolumbar spine (back) condition? [X] Yes\nDiagnosis: Degenerative disc disease / degenerative arthritis, lumbar spine, L4-5 and L5-S1   ICD: M51.36   Date of diagnosis: 2016\n\nSECTION II - MEDICAL HISTORY\nOnset and course: Veteran (Army 11B, 1999-2003) states he hurt his back in 2001 lifting ammunition cans onto a truck at Fort Polk. STRs document a sick call visit 03/2001: \"acute lumbar strain,\" Motrin, 72-hr profile; no follow-up visits for the back. On the 2003 separation Report of Medical History he checked \"No\" for recurrent back pain; separation exam spine normal.\nPost-service: worked as a forklift operator; in 11/2015 fell approx 5 ft from a loading dock onto his back (workers' compensation claim). MRI 01/2016: L4-5 and L5-S1 disc degeneration with L4-5 central protrusion. Treated with PT and two ESIs in 2016. Current pain 6/10 daily, no leg symptoms.\nFlare-ups: [X] Yes - \"after mowing or long drives, 2-3 times a month, lasting a day.\"\nFunctional loss: \"Can't lift my grandkids, can't stand more than 30 minutes.\"\n\nSECTION III - RANGE OF MOTION (ROM) AND FUNCTIONAL LIMITATION\nInitial ROM: [X] Abnormal\nForward flexion: 0 to 60 degrees\nExtension: 0 to 15 degrees\nRight lateral flexion: 0 to 20 degrees    Left lateral flexion: 0 to 20 degrees\nRight lateral rotation: 0 to 25 degrees   Left lateral rotation: 0 to 25 degrees\nPain noted on exam on forward flexion and extension; pain does not result in/cause functional loss beyond that recorded.\nRepetitive use testing (3 repetitions): no additional loss of function or ROM.\nFlare-ups: The examiner is unable to say without resorting to mere speculation whether pain, weakness, fatigability or incoordination significantly limits functional ability during flare-ups, because the Veteran is not having a flare-up today and estimates of additional loss in degrees would not be based on observation.\nGuarding or muscle spasm: [X] Guarding not resulting in abnormal gait or spinal contour.\n\nSECTION IV - MUSCLE STRENGTH, REFLEXES, SENSORY\nStrength 5/5 throughout bilateral lower extremities. Reflexes 2+ knees and ankles. Sensation to light touch normal. Straight leg raising test negative bilaterally.\n\nSECTION V - RADICULOPATHY\nDoes the Veteran have radicular pain or any other signs or symptoms due to radiculopathy? [X] No\n\nSECTION VI - IVDS\nDoes the Veteran have IVDS of the thoracolumbar spine? [X] No\nAnkylosis: [X] No\n\nSECTION VII - DIAGNOSTIC TESTING\nImaging: X-rays lumbar spine today: degenerative disc space narrowing L4-5 and L5-S1 with anterior osteophytes. Arthritis documented: [X] Yes\n\nSECTION VIII - MEDICAL OPINION\nThe claimed condition was less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event, or illness.\nRationale: STRs show a single episode of acute lumbar strain in 2001 that was treated conservatively and resolved with no further complaints during the remaining 2+ years of service; the separation exam was normal and the Veteran denied recurrent back pain at separation. There is no evidence of a chronic back condition for 12 years after service until a documented intervening 2015 occupational fall, after which imaging first showed disc degeneration. Current findings are more consistent with the post-service injury and age-related degeneration.\n\nExaminer: /es/ Lionel V. Ashby, PA-C     Date signed: 07/12/2023",
    "expected": {
      "conditions": [
        {
          "name": "Degenerative disc disease, lumbar spine",
          "diagnosticCode": "5242"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Degenerative disc disease, lumbar spine",
          "strength": "less likely than not",
          "quote": "The claimed condition was less likely than not (less than 50% probability) incurred in or caused by the claimed in-service injury, event, or illness."
        }
      ],
      "inServiceEvents": [
        "Acute lumbar strain from lifting ammunition cans at Fort Polk, March 2001, treated at sick call with a 72-hour profile"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "HARGROVE, CURTIS D"
        },
        {
          "kind": "ssn",
          "value": "233-71-0846"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-medical-opinion-osa-secondary-ptsd-speculation",
    "kind": "dbq",
    "format": "image",
    "text": "MEDICAL OPINION DISABILITY BENEFITS QUESTIONNAIRE\n\nVeteran: DOUGLAS P. FENWICK          VA File No.: 31 082 557\nDate of opinion: 09/05/2023          Type: [ ] In-person exam  [X] Records review (ACE)\n\nOPINION REQUESTED: Secondary service connection - obstructive sleep apnea (OSA), claimed as secondary to service-connected PTSD. Provide causation AND aggravation opinions.\n\nEVIDENCE REVIEWED: [X] VBMS e-folder  [X] VA treatment records (CPRS)  [X] Home sleep apnea test 02/14/2023\n\nFINDINGS:\n- Obstructive sleep apnea, moderate: HSAT AHI 21.7/h, nadir SpO2 84%. On CPAP since 03/2023, adherence 88% of nights >4 h.\n- Service-connected PTSD (rated 70%), treated with sertraline and prazosin.\n- BMI 36.4 (weight up ~40 lb since 2015), neck 18 in, male, age 52.\n\nOPINION 1 - CAUSATION:\n[X] Cannot provide an opinion without resorting to mere speculation.\nI cannot resolve whether the Veteran's obstructive sleep apnea is proximately due to his service-connected PTSD without resort to mere speculation. Rationale: Studies show that OSA is more common in people with PTSD, but they do not establish that PTSD causes the airway collapse of OSA, and this Veteran has strong independent risk factors (obesity, neck size, male sex, age). The available medical knowledge does not allow me to separate these contributions.\n\nOPINION 2 - AGGRAVATION:\nThe Veteran's obstructive sleep apnea is less likely than not aggravated beyond its natural progression by his service-connected PTSD. Rationale: There is no baseline-to-current worsening of OSA attributable to PTSD; OSA was diagnosed in 2023 and has been stable on CPAP, and no worsening tracks with changes in his PTSD symptoms. Weight gain is the more likely contributor to severity.\n\nExaminer: /es/ Yvette Lindgren, MD, Internal Medicine\nCompensation & Pension, Salt Lake City VA HCS     09/05/2023",
    "expected": {
      "conditions": [
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        },
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Obstructive sleep apnea",
          "strength": "unable to resolve",
          "quote": "I cannot resolve whether the Veteran's obstructive sleep apnea is proximately due to his service-connected PTSD without resort to mere speculation."
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "The Veteran's obstructive sleep apnea is less likely than not aggravated beyond its natural progression by his service-connected PTSD."
        }
      ],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "DOUGLAS P. FENWICK"
        },
        {
          "kind": "record-number",
          "value": "31 082 557"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-private-knee-meniscal-tear-djd-more-likely",
    "kind": "dbq",
    "format": "text",
    "text": "KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\n(Completed by private physician at Veteran's request - VA Form 21-0960M-9)\n\nName of patient/Veteran: RAYBURN, JESSE T\nPatient/Veteran's SSN: 505-27-8861       DOB: 10/09/1985\nDate of evaluation: 02/20/2024\n\nIs this DBQ being completed in conjunction with a VA 21-2507, C&P examination request? [ ] Yes [X] No\nHow was the examination completed? [X] In-person examination\nEvidence reviewed: [X] Medical records (Veteran-provided STRs, private records)\n\nSECTION I - DIAGNOSIS\nSide affected: [X] Right  [ ] Left  [ ] Both\n1. Meniscal tear, right knee - medial, posterior horn   ICD: M23.221   Date of diagnosis: 2007\n2. Degenerative arthritis (DJD), right knee   ICD: M17.11   Date of diagnosis: 2021\nLeft knee: normal examination, no diagnosis.\n\nSECTION II - MEDICAL HISTORY\nMr. Rayburn served as a USMC 0331 machine gunner, 2004-2008. In 11/2006 in Fallujah, Iraq, he jumped from the back of a 7-ton truck carrying roughly 80 lb of gear and his right knee \"twisted and popped.\" Seen at the battalion aid station: effusion, medial joint line tenderness; given hinged brace and light duty x 2 wks. MRI at Naval Hospital Camp Lejeune 05/2007: medial meniscal tear, posterior horn; surgery offered, deferred because of upcoming deployment. He reports locking 2-3x/month, swelling after activity, pain 5/10. X-rays 2021 and today show medial joint space narrowing and osteophytes.\nFlare-ups: [X] Yes - \"after standing at work all day, knee swells up and I limp for a day or two.\"\nFunctional loss: cannot run, kneel or climb ladders; changed jobs from lineman to dispatcher in 2022.\n\nSECTION III - RANGE OF MOTION\nRight knee: flexion 0 to 115 degrees; extension 115 to 0 degrees (normal). Pain on flexion.\nLeft knee: flexion 0 to 140 degrees; extension 140 to 0 degrees.\nRepetitive use (3 reps): right knee flexion reduced to 105 degrees due to pain.\n\nSECTION IV - MUSCLE STRENGTH: 5/5 bilateral knee flexion/extension. No muscle atrophy.\n\nSECTION V - ANKYLOSIS: [X] No\n\nSECTION VI - JOINT STABILITY: Lachman, posterior drawer, medial and lateral instability tests - normal bilaterally. History of recurrent subluxation or lateral instability: [X] No\n\nSECTION VII - MENISCUS CONDITIONS\nHas the Veteran had a meniscus (semilunar cartilage) condition? [X] Yes - Right knee\n[X] Meniscal tear   [X] Frequent episodes of joint \"locking\"   [X] Frequent episodes of joint pain   [X] Frequent episodes of joint effusion\nMeniscectomy: [ ] Yes  [X] No\n\nSECTION VIII - ASSISTIVE DEVICES: [X] Brace - occasional (hinged sleeve)\n\nSECTION IX - DIAGNOSTIC TESTING\nImaging: [X] Yes - Degenerative arthritis documented, right knee.\nMRI R knee 01/2024: complex tear posterior horn medial meniscus with parameniscal cyst; grade 3 chondral loss medial femoral condyle.\n\nSECTION X - MEDICAL OPINION\nIt is my opinion that Mr. Rayburn's right knee medial meniscal tear and resulting degenerative joint disease are more likely than not (greater than 50% probability) the result of the injury he sustained in November 2006 while serving in Iraq. The tear was documented on MRI within 6 months of the injury, and untreated meniscal tears are a well-recognized cause of early medial compartment arthritis in a man now only 38 years old with no other knee injury.\n\nPHYSICIAN'S CERTIFICATION\nPhysician's name: Hollis B. Treadway, MD, Orthopaedic Surgery\nPractice: Ozark Bone & Joint, Fayetteville, AR      Physician's phone: (479) 555-0110\nSignature: /s/ Hollis B. Treadway, MD      Date: 02/20/2024",
    "expected": {
      "conditions": [
        {
          "name": "Right knee medial meniscal tear",
          "diagnosticCode": "5258"
        },
        {
          "name": "Degenerative arthritis, right knee",
          "diagnosticCode": "5003"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Right knee medial meniscal tear",
          "strength": "more likely than not",
          "quote": "It is my opinion that Mr. Rayburn's right knee medial meniscal tear and resulting degenerative joint disease are more likely than not (greater than 50% probability) the result of the injury he sustained in November 2006 while serving in Iraq."
        },
        {
          "condition": "Degenerative arthritis, right knee",
          "strength": "more likely than not",
          "quote": "It is my opinion that Mr. Rayburn's right knee medial meniscal tear and resulting degenerative joint disease are more likely than not (greater than 50% probability) the result of the injury he sustained in November 2006 while serving in Iraq."
        }
      ],
      "inServiceEvents": [
        "Right knee twisting injury jumping from a 7-ton truck with about 80 lb of gear in Fallujah, Iraq, November 2006; treated at the battalion aid station",
        "MRI at Naval Hospital Camp Lejeune in May 2007 showed a right medial meniscal tear"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "RAYBURN, JESSE T"
        },
        {
          "kind": "name",
          "value": "Rayburn"
        },
        {
          "kind": "ssn",
          "value": "505-27-8861"
        },
        {
          "kind": "date-of-birth",
          "value": "10/09/1985"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-diabetes-vietnam-secondary-neuropathy-ed-htn",
    "kind": "dbq",
    "format": "text",
    "text": "DIABETES MELLITUS DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: MERRIWEATHER, CLARENCE L\nVA file number: C 23 448 109        DOB: 05/17/1948\nDate of exam: 03/28/2024            Examination site: Birmingham VAMC C&P Clinic\nExaminer: Folasade A. Ilori, MD\n\nEvidence review: [X] VA e-folder (VBMS) reviewed [X] CPRS records reviewed\n\nSECTION I - DIAGNOSIS\nDoes the Veteran now have or has he ever been diagnosed with diabetes mellitus? [X] Yes\n[X] Diabetes mellitus type 2     ICD code: E11.42     Date of diagnosis: 2009\n\nSECTION II - MEDICAL HISTORY\n75 y/o Army veteran (1967-1970; 25th Infantry Division, Cu Chi base camp, Republic of Vietnam, 04/1968-04/1969). Diagnosed with DM2 in 2009 by his private PCP on routine labs (A1c 8.9%). Started on metformin; insulin glargine added in 2017.\nManagement: [X] Managed by restricted diet [X] Prescribed oral hypoglycemic agent(s) [X] Prescribed insulin, 1 injection per day\nDoes the Veteran require regulation of activities as part of medical management? [ ] Yes [X] No\nVisits to diabetic care provider for episodes of ketoacidosis or hypoglycemia: [X] Less than 2 times per month. Hospitalizations: [X] None in past 12 months.\nUnintentional weight loss: [X] No. Progressive loss of strength: [X] No.\n\nSECTION III - COMPLICATIONS\n[X] Diabetic peripheral neuropathy - see Peripheral Nerves DBQ: bilateral lower extremities, burning pain and numbness of both feet to mid-shin, monofilament absent 8/10 sites bilaterally, ankle reflexes absent. Severity: moderate incomplete paralysis, sciatic nerve, bilaterally.\n[X] Erectile dysfunction - onset approx. 2013, responds partially to sildenafil; voluntary penetration possible with medication.\n[ ] Diabetic nephropathy - no; UACR 22 mg/g, eGFR 68.\n[ ] Diabetic retinopathy - no; dilated eye exam 11/2023 without retinopathy.\nHypertension: [X] Present - diagnosed 1995 (predates DM), on lisinopril 40 mg and HCTZ 25 mg. BP today 138/82, 136/80, 140/84.\n\nSECTION IV - DIAGNOSTIC TESTING\nHbA1c 7.6% (02/2024), 7.9% (09/2023). Fasting glucose 148.\n\nSECTION V - MEDICAL OPINIONS (secondary)\n1. The Veteran's peripheral neuropathy of the bilateral lower extremities is at least as likely as not proximately due to or the result of his diabetes mellitus type 2. Rationale: symmetric length-dependent sensory-predominant pattern typical of diabetic neuropathy; B12 and TSH normal; no alcohol history.\n2. Erectile dysfunction is at least as likely as not due to his diabetes mellitus type 2, which causes microvascular and autonomic nerve damage; onset followed the DM diagnosis by 4 years.\n3. Hypertension is less likely than not caused by or aggravated by the Veteran's diabetes mellitus type 2, because it was diagnosed in 1995, fourteen years before the DM, and renal function is preserved without diabetic nephropathy.\nNote: DM2 is a presumptive condition for Veterans with herbicide exposure in the Republic of Vietnam (38 CFR 3.309(e)); no nexus opinion on DM2 was requested.\n\n/es/ Folasade A. Ilori, MD     03/28/2024",
    "expected": {
      "conditions": [
        {
          "name": "Diabetes mellitus type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Peripheral neuropathy, bilateral lower extremities"
        },
        {
          "name": "Erectile dysfunction"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Peripheral neuropathy, bilateral lower extremities",
          "strength": "at least as likely as not",
          "quote": "The Veteran's peripheral neuropathy of the bilateral lower extremities is at least as likely as not proximately due to or the result of his diabetes mellitus type 2."
        },
        {
          "condition": "Erectile dysfunction",
          "strength": "at least as likely as not",
          "quote": "Erectile dysfunction is at least as likely as not due to his diabetes mellitus type 2"
        },
        {
          "condition": "Hypertension",
          "strength": "less likely than not",
          "quote": "Hypertension is less likely than not caused by or aggravated by the Veteran's diabetes mellitus type 2"
        }
      ],
      "inServiceEvents": [
        "Service in the Republic of Vietnam at Cu Chi base camp with the 25th Infantry Division, April 1968 - April 1969 (presumed herbicide exposure)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "MERRIWEATHER, CLARENCE L"
        },
        {
          "kind": "record-number",
          "value": "C 23 448 109"
        },
        {
          "kind": "date-of-birth",
          "value": "05/17/1948"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-ent-hearing-loss-tinnitus-jet-noise",
    "kind": "private-letter",
    "format": "image",
    "text": "COASTAL EAR, NOSE & THROAT ASSOCIATES\nOtolaryngology - Audiology\n2210 Harbor View Pkwy, Suite 140, Pensacola, FL\n\nMarch 12, 2024\n\nTo: Department of Veterans Affairs\nRe: Reginald A. Oduya     DOB: 08/02/1979     VA claim no.: 27 653 904\n\nTo Whom It May Concern:\n\nI am a board-certified otolaryngologist and have treated Mr. Oduya since 2021 for hearing loss and ringing in both ears. He asked me to write this letter in support of his claim.\n\nMr. Oduya served in the U.S. Air Force from 1998 to 2010 as an F-15 crew chief. He spent most days on the flight line within a few feet of running jet engines during launches, recoveries and engine run-ups, often with only foam earplugs under a headset. He reports ringing in both ears since about 2001. After service he worked in insurance sales with no significant noise exposure and does not hunt or shoot.\n\nAudiometry in our office (02/2024) shows bilateral, symmetric high-frequency sensorineural hearing loss with a notch at 4000 Hz (puretone average 38 dB right, 41 dB left; word recognition 92% right, 88% left). Tympanograms and acoustic reflexes are normal; otosclerosis and other conductive causes were considered and excluded. MRI of the internal auditory canals (2022) was normal. His father developed hearing loss in his seventies, which does not explain a noise-notch pattern in a man in his forties.\n\nDiagnoses: bilateral sensorineural hearing loss (H90.3) and bilateral subjective tinnitus (H93.13).\n\nIt is my opinion that Mr. Oduya's bilateral hearing loss and tinnitus are more likely than not caused by his exposure to jet engine noise during his Air Force service.\n\nSincerely,\n\nLorraine M. Gaskell, MD, FACS\nOtolaryngology - Head and Neck Surgery",
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
          "strength": "more likely than not",
          "quote": "It is my opinion that Mr. Oduya's bilateral hearing loss and tinnitus are more likely than not caused by his exposure to jet engine noise during his Air Force service."
        },
        {
          "condition": "Tinnitus",
          "strength": "more likely than not",
          "quote": "It is my opinion that Mr. Oduya's bilateral hearing loss and tinnitus are more likely than not caused by his exposure to jet engine noise during his Air Force service."
        }
      ],
      "inServiceEvents": [
        "Flight line jet engine noise exposure as an Air Force F-15 crew chief, 1998-2010",
        "Onset of ringing in both ears around 2001 during service"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Reginald A. Oduya"
        },
        {
          "kind": "name",
          "value": "Oduya"
        },
        {
          "kind": "date-of-birth",
          "value": "08/02/1979"
        },
        {
          "kind": "record-number",
          "value": "27 653 904"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-psychologist-letter-ptsd-mdd-secondary-past-si",
    "kind": "private-letter",
    "format": "text",
    "text": "EVELYN CASTELLANO-PRICE, Ph.D.\nLicensed Clinical Psychologist (LA #1187)\nForensic and Trauma Psychology\n\nOctober 2, 2023\n\nRE: Independent Psychological Evaluation and Medical Opinion\nVeteran: Marcus D. Thibodeaux\nDate of birth: June 3, 1982\nSSN: 438-57-7712\nAddress: 3907 Bayou Vista Dr, Houma, LA 70360\n\nDear Rating Specialist:\n\nAt the request of Mr. Thibodeaux's attorney, I evaluated him in person on September 14 and 21, 2023 (5.5 hours total) and reviewed his complete VA claims file, including service treatment and personnel records, VA mental health notes from 2019 to 2023, and the VA examination of 05/2023.\n\nBackground. Mr. Thibodeaux served in the U.S. Army from 2004 to 2012 as a combat engineer (12B) in a route clearance company. In Iraq (2006-2007) his Buffalo and Husky vehicles were struck by IEDs on at least six occasions; he was the Husky operator in the lead vehicle for much of that tour. In Kandahar, Afghanistan (2011) an IED strike on the vehicle behind his killed its driver, and he helped recover the remains. His DD-214 lists the Combat Action Badge. He has no documented mental health history before service.\n\nCurrent presentation. He reports nightly sleep disruption, nightmares about the Kandahar strike three or four times a week, flashbacks when driving on highways, avoidance of roads with debris, constant scanning, startle, and outbursts of anger that contributed to his 2021 divorce from Renee. He sees his daughter Kaylee every other weekend. For the past three years he has had persistent depressed mood, loss of interest, guilt, fatigue, and poor concentration. He lost his job as a heavy equipment operator in 2022.\n\nIn our second session Mr. Thibodeaux disclosed that in the spring of 2021, after the divorce, he had thoughts of killing himself, wrote a note, and sat in his truck with a rifle before calling a friend. He has had fleeting thoughts of death since then but denies current intent or plan. He has since removed firearms from his home. I coordinated with his VA psychiatrist the same day.\n\nHe drinks two or three beers on weekends and does not meet criteria for a substance use disorder.\n\nTesting. CAPS-5 total severity 47 (meets DSM-5 PTSD criteria). PCL-5 = 62. PHQ-9 = 21. BDI-II = 34 (severe). MMPI-2-RF: valid protocol, no over-reporting.\n\nDiagnoses (DSM-5-TR):\n1. Posttraumatic stress disorder, chronic (F43.10)\n2. Major depressive disorder, recurrent, severe, without psychotic features (F33.2)\n\nOpinion. Based on my evaluation, the records reviewed, and the medical literature, it is at least as likely as not (50% or greater probability) that Mr. Thibodeaux's PTSD was caused by the traumatic events he experienced during his route clearance deployments in Iraq and Afghanistan. Furthermore, his major depressive disorder is more likely than not secondary to his PTSD: the depressive symptoms emerged after, and in response to, the losses caused by his PTSD (marriage, employment, social withdrawal), and this sequence is well described in the trauma literature.\n\nI am available to answer questions regarding this report.\n\nRespectfully,\n\nEvelyn Castellano-Price, Ph.D.\nLicensed Clinical Psychologist",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Posttraumatic stress disorder",
          "strength": "at least as likely as not",
          "quote": "it is at least as likely as not (50% or greater probability) that Mr. Thibodeaux's PTSD was caused by the traumatic events he experienced during his route clearance deployments in Iraq and Afghanistan"
        },
        {
          "condition": "Major depressive disorder",
          "strength": "more likely than not",
          "quote": "his major depressive disorder is more likely than not secondary to his PTSD"
        }
      ],
      "inServiceEvents": [
        "Route clearance vehicles struck by IEDs at least six times in Iraq, 2006-2007",
        "IED strike in Kandahar, Afghanistan, 2011 killed the driver of the vehicle behind him; he helped recover the remains"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Marcus D. Thibodeaux"
        },
        {
          "kind": "name",
          "value": "Thibodeaux"
        },
        {
          "kind": "date-of-birth",
          "value": "June 3, 1982"
        },
        {
          "kind": "ssn",
          "value": "438-57-7712"
        },
        {
          "kind": "address",
          "value": "3907 Bayou Vista Dr, Houma, LA 70360"
        },
        {
          "kind": "name",
          "value": "Renee"
        },
        {
          "kind": "name",
          "value": "Kaylee"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "private-pulmonology-letter-burn-pit-asthma-sinusitis",
    "kind": "private-letter",
    "format": "pdf",
    "text": "GULF COAST PULMONARY & SLEEP SPECIALISTS, P.A.\nPulmonary Medicine | Critical Care | Sleep Medicine\n--------------------------------------------------------------------------------\n\nJanuary 8, 2024\n\nDepartment of Veterans Affairs\nEvidence Intake Center\nP.O. Box 4444, Janesville, WI 53547-4444\n\nRE: Kristen L. Haverford\nDOB: 11/27/1984\nChart #: GCP-0048817\nAddress: 512 Magnolia Bluff Cir, Niceville, FL 32578     Cell: 850-555-0134\n\nTo whom it may concern:\n\nI am a board-certified pulmonologist and have been Ms. Haverford's treating physician since March 2022. She asked me to provide my opinion regarding her respiratory and sinus conditions and her military service.\n\nSERVICE HISTORY AND EXPOSURES\nMs. Haverford served in the U.S. Air Force from 2003 to 2015 as an aircraft fuels specialist. She deployed to Joint Base Balad, Iraq (08/2007-02/2008) and Bagram Airfield, Afghanistan (2010). At Balad her living quarters were roughly one mile downwind of the open-air burn pit, and she describes black smoke settling over the base most evenings. She also reports frequent dust storms. She has never smoked.\n\nCLINICAL COURSE\nShe first noticed chronic cough, chest tightness and nasal congestion during the Balad deployment and was seen at the base clinic for \"bronchitis\" twice in late 2007. Symptoms persisted after return. She was first diagnosed with asthma by a civilian urgent care in 2016 and has had recurrent sinus infections requiring antibiotics 4-5 times a year since 2017.\n\n--------------------------------------------------------------------------------\nGulf Coast Pulmonary & Sleep Specialists, P.A.      RE: Kristen L. Haverford      Page 1 of 2\n--------------------------------------------------------------------------------\n\nOBJECTIVE FINDINGS\n- Spirometry (11/2023): FEV1 2.21 L (68% predicted), FVC 3.35 L, FEV1/FVC 0.66; after bronchodilator FEV1 improved by 390 mL (17%), post-BD FEV1/FVC 0.74.\n- FeNO 48 ppb.\n- HRCT chest (12/2022): mild bronchial wall thickening; no air trapping on expiratory images, no interstitial disease.\n- CT sinuses (10/2023): mucosal thickening of both maxillary sinuses with obstructed ostiomeatal complexes.\n- Skin-prick testing to aeroallergens: negative.\n\nDIAGNOSES\n1. Asthma, moderate persistent (J45.40) - on budesonide/formoterol 160/4.5 two puffs BID and albuterol PRN.\n2. Chronic maxillary sinusitis, bilateral (J32.0) - on saline irrigation and mometasone nasal spray; ENT referral placed.\nConditions considered and excluded: COPD (post-bronchodilator ratio is normal and she has no smoking history), allergic rhinitis (negative allergy testing), and constrictive bronchiolitis (no air trapping; not diagnosed).\n\nOPINION\nIn my medical opinion, it is at least as likely as not (50% or greater probability) that Ms. Haverford's asthma and chronic sinusitis were caused by her exposure to burn pit smoke and airborne particulate matter at Joint Base Balad and Bagram Airfield. Her symptoms began during the Balad deployment, she had no respiratory disease before service, and she has no other identified cause such as smoking or allergy. I also note that both conditions are on VA's list of presumptive conditions for veterans with this deployment history.\n\nSincerely,\n\nAnand Ramaswamy, MD, FCCP\nDiplomate, American Board of Internal Medicine (Pulmonary Disease)\n--------------------------------------------------------------------------------\nGulf Coast Pulmonary & Sleep Specialists, P.A.      RE: Kristen L. Haverford      Page 2 of 2",
    "expected": {
      "conditions": [
        {
          "name": "Asthma",
          "diagnosticCode": "6602"
        },
        {
          "name": "Chronic maxillary sinusitis",
          "diagnosticCode": "6513"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Asthma",
          "strength": "at least as likely as not",
          "quote": "In my medical opinion, it is at least as likely as not (50% or greater probability) that Ms. Haverford's asthma and chronic sinusitis were caused by her exposure to burn pit smoke and airborne particulate matter at Joint Base Balad and Bagram Airfield."
        },
        {
          "condition": "Chronic maxillary sinusitis",
          "strength": "at least as likely as not",
          "quote": "In my medical opinion, it is at least as likely as not (50% or greater probability) that Ms. Haverford's asthma and chronic sinusitis were caused by her exposure to burn pit smoke and airborne particulate matter at Joint Base Balad and Bagram Airfield."
        }
      ],
      "inServiceEvents": [
        "Burn pit smoke exposure living about one mile downwind of the open-air burn pit at Joint Base Balad, Iraq, 2007-2008",
        "Deployment to Bagram Airfield, Afghanistan, in 2010 with burn pit and dust exposure",
        "Seen twice at the Balad base clinic for bronchitis in late 2007"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Kristen L. Haverford"
        },
        {
          "kind": "name",
          "value": "Haverford"
        },
        {
          "kind": "date-of-birth",
          "value": "11/27/1984"
        },
        {
          "kind": "record-number",
          "value": "GCP-0048817"
        },
        {
          "kind": "address",
          "value": "512 Magnolia Bluff Cir, Niceville, FL 32578"
        },
        {
          "kind": "phone",
          "value": "850-555-0134"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-ortho-letter-hip-secondary-shoulder-less-likely",
    "kind": "private-letter",
    "format": "text",
    "text": "PIEDMONT ORTHOPAEDIC & SPORTS MEDICINE\n1450 Commerce Pkwy, Suite 210, Macon, GA 31210\n\nMay 28, 2024\n\nRE: Shonda M. Prewitt      DOB 4/19/1988      Patient ID 00581263\n\nTo the Department of Veterans Affairs:\n\nMs. Prewitt has been my patient since 2022. She asked me to give my opinion on two conditions she has claimed. I reviewed her VA rating decision, her service treatment records that she provided, and my own office records including imaging.\n\nMs. Prewitt served in the Army from 2008 to 2016. Her right knee condition began with a 2009 fall on the obstacle course at Fort Leonard Wood and is already service connected. I have confirmed the diagnosis of right knee patellofemoral pain syndrome with chondromalacia of the patella on MRI. She walks with a visible antalgic gait, shortening stance on the right, and has done so for years per her own report and prior VA notes.\n\nLeft hip. Since about 2019 she has had lateral left hip pain that is worse with walking, stairs and lying on that side. On exam there is point tenderness over the greater trochanter, pain with resisted abduction, and a Trendelenburg lurch. X-rays show no hip arthritis; ultrasound shows thickening of the trochanteric bursa. Diagnosis: left hip greater trochanteric bursitis. It is my opinion that her left hip bursitis is more likely than not secondary to her service-connected right knee condition, because years of favoring the right leg have overloaded the left hip abductors and bursa.\n\nRight shoulder. In August 2020 she fell while indoor rock climbing and landed on her right shoulder. X-rays and MRI show acromioclavicular joint arthritis with a small inferior osteophyte; the rotator cuff is intact. Diagnosis: right shoulder AC joint arthritis. Her service records show no shoulder complaints, injury, or treatment, and her 2016 separation exam was normal for the upper extremities. The right shoulder AC joint arthritis is less likely than not related to her military service; the 2020 climbing fall is the more likely cause.\n\nHer mother has rheumatoid arthritis; Ms. Prewitt's RF and anti-CCP were negative and she has no inflammatory arthritis.\n\nPlease contact my office with any questions.\n\nSincerely,\n\nTobias J. Lindqvist, MD\nBoard Certified, Orthopaedic Surgery",
    "expected": {
      "conditions": [
        {
          "name": "Right knee patellofemoral pain syndrome"
        },
        {
          "name": "Left hip greater trochanteric bursitis",
          "diagnosticCode": "5019"
        },
        {
          "name": "Right shoulder acromioclavicular joint arthritis",
          "diagnosticCode": "5003"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Left hip greater trochanteric bursitis",
          "strength": "more likely than not",
          "quote": "It is my opinion that her left hip bursitis is more likely than not secondary to her service-connected right knee condition"
        },
        {
          "condition": "Right shoulder acromioclavicular joint arthritis",
          "strength": "less likely than not",
          "quote": "The right shoulder AC joint arthritis is less likely than not related to her military service"
        }
      ],
      "inServiceEvents": [
        "Right knee injury in a fall on the obstacle course at Fort Leonard Wood in 2009"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Shonda M. Prewitt"
        },
        {
          "kind": "name",
          "value": "Prewitt"
        },
        {
          "kind": "date-of-birth",
          "value": "4/19/1988"
        },
        {
          "kind": "record-number",
          "value": "00581263"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-internist-letter-htn-aggravated-by-ptsd",
    "kind": "private-letter",
    "format": "text",
    "text": "Riverside Internal Medicine Group\nAndrea C. Halvorsen, MD, FACP\n\nAugust 14, 2023\n\nRE: Gerald T. Mancuso\nDate of birth: September 9, 1969\nVA file number: 26 903 118\n\nTo Whom It May Concern,\n\nI have been Mr. Mancuso's primary care physician since 2014. He is a veteran of Operation Desert Storm (Army, 1988-1992) whose PTSD from combat in 1991 is service connected at 50% and treated at the Trenton Vet Center and by VA psychiatry. He asked me to address the relationship between his PTSD and his high blood pressure.\n\nHistory. Hypertension was first diagnosed in 2012, at age 42, and has been difficult to control despite good adherence. He currently takes amlodipine 10 mg, losartan 100 mg, chlorthalidone 25 mg and, since 2021, spironolactone 25 mg. His mother and brother also have hypertension. He does not smoke, drinks rarely, and his BMI is 27.\n\nSecondary causes were evaluated in 2021: aldosterone/renin ratio, metanephrines, TSH and renal artery duplex were normal. A home sleep apnea test (09/2021) showed AHI 2.1 events/h, so obstructive sleep apnea was excluded. Echocardiogram showed mild left ventricular hypertrophy.\n\nHis home BP log, which he has kept for two years and which I have reviewed, averages about 132/82 in stable months and about 152/94 during periods when his PTSD symptoms flare (anniversaries in January and February, and after his 2022 job loss). His VA psychiatry notes from the same periods document increased nightmares, hyperarousal and poor sleep. He denies suicidal thoughts.\n\nOpinion. Because he has a family history and other risk factors, I cannot say, without resorting to mere speculation, whether his PTSD caused the onset of his hypertension. However, it is at least as likely as not that his hypertension has been aggravated beyond its natural progression by his service-connected PTSD. Chronic sympathetic activation and sleep disruption in PTSD are well documented to raise blood pressure, his readings rise consistently during PTSD exacerbations, and he has needed escalation to four medications with end-organ change (LVH) at a relatively young age.\n\nSincerely,\n\nAndrea C. Halvorsen, MD, FACP\nInternal Medicine",
    "expected": {
      "conditions": [
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Hypertension",
          "strength": "unable to resolve",
          "quote": "I cannot say, without resorting to mere speculation, whether his PTSD caused the onset of his hypertension"
        },
        {
          "condition": "Hypertension",
          "strength": "at least as likely as not",
          "quote": "it is at least as likely as not that his hypertension has been aggravated beyond its natural progression by his service-connected PTSD"
        }
      ],
      "inServiceEvents": [
        "Combat in Operation Desert Storm, 1991"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Gerald T. Mancuso"
        },
        {
          "kind": "name",
          "value": "Mancuso"
        },
        {
          "kind": "date-of-birth",
          "value": "September 9, 1969"
        },
        {
          "kind": "record-number",
          "value": "26 903 118"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-inpatient-psych-si-mdd-ptsd-aud",
    "kind": "discharge-summary",
    "format": "text",
    "text": "DISCHARGE SUMMARY - INPATIENT MENTAL HEALTH\nC.W. Bill Young VA Medical Center (Bay Pines), Unit 2E Acute Psychiatry\n\nPATIENT: PEMBERTON, RAYMOND E          SSN: 590-14-3372          DOB: 07/21/1976\nAddress: 9021 Seminole Trail, Largo, FL 33773\nEmergency contact: Janelle Pemberton-Hayes (sister), 727-555-0119\nADMISSION DATE: 02/03/2024     DISCHARGE DATE: 02/10/2024     LOS: 7 days\nATTENDING: Vikram S. Acharya, MD\n\nREASON FOR ADMISSION: 47 y/o M Navy veteran (Hospital Corpsman attached to 1st Marine Division, 1995-2005) brought to the ED by his sister after texting her that he \"was done\" and planned to take a bottle of saved-up hydrocodone with vodka. Pt confirmed suicidal ideation with a plan and intent; pills were found in his truck. BAL on arrival 0.18. Precipitants: girlfriend moved out 1 week prior, 2 weeks of daily heavy drinking, anniversary of the November 2004 Fallujah operation, where he treated and lost multiple Marines.\n\nHOSPITAL COURSE:\nAdmitted voluntarily on 1:1 observation, stepped down to q15 min checks on HD 2. CIWA-guided lorazepam for alcohol withdrawal, peak CIWA 14 on HD 1, tapered off by HD 4 without seizures or DTs. Thiamine/folate given. Sertraline restarted and titrated to 100 mg; prazosin 2 mg qhs added for nightmares. Naltrexone 50 mg started HD 5 after LFTs reviewed (AST 62, ALT 48, mildly elevated; hepatitis panel negative). Participated in groups, DBT skills, and a family session with his sister. By HD 5 he consistently denied SI, was future oriented (planning to return to work as an EMS dispatcher), and collaborated on a written safety plan. Lethal means: sister removed the remaining opioids and his shotgun from the home.\nBP elevated on admission (168/102) in setting of withdrawal; on discharge 134/84 on home lisinopril.\n\nDISCHARGE DIAGNOSES:\n1. Major depressive disorder, recurrent, severe without psychotic features (F33.2)\n2. Posttraumatic stress disorder, chronic (F43.10)\n3. Alcohol use disorder, severe (F10.20); alcohol withdrawal, uncomplicated - resolved\n4. Hypertension (I10)\nConsidered and excluded: bipolar disorder (no history of mania/hypomania); substance-induced depressive disorder (depressive episodes predate heavy drinking and persisted in prior sober periods).\n\nCONDITION AT DISCHARGE: Improved. MSE: calm, euthymic-to-mildly dysphoric, full range affect, linear. Denies SI/HI at discharge; C-SSRS since last contact: no ideation after HD 4. Acute risk assessed as low, chronic risk high.\n\nDISCHARGE MEDICATIONS: sertraline 100 mg daily; prazosin 2 mg qhs; naltrexone 50 mg daily; lisinopril 20 mg daily; thiamine 100 mg daily.\n\nFOLLOW-UP:\n- High Risk for Suicide flag placed; Suicide Prevention Coordinator contact within 72 h.\n- BHIP appointment 02/13/2024; SUD IOP intake 02/12/2024.\n- Caring Contacts enrolled. Veterans Crisis Line: dial 988, press 1.\n\n/es/ Vikram S. Acharya, MD, Attending Psychiatrist     02/10/2024 14:25",
    "expected": {
      "conditions": [
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        },
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Alcohol use disorder"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Served as a Navy hospital corpsman with the 1st Marine Division during the November 2004 Fallujah operation, treating and losing multiple Marines"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "PEMBERTON, RAYMOND E"
        },
        {
          "kind": "ssn",
          "value": "590-14-3372"
        },
        {
          "kind": "date-of-birth",
          "value": "07/21/1976"
        },
        {
          "kind": "address",
          "value": "9021 Seminole Trail, Largo, FL 33773"
        },
        {
          "kind": "name",
          "value": "Janelle Pemberton-Hayes"
        },
        {
          "kind": "phone",
          "value": "727-555-0119"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "discharge-microdiscectomy-l4-5-radiculopathy",
    "kind": "discharge-summary",
    "format": "pdf",
    "text": "MERCY REGIONAL MEDICAL CENTER                                   DISCHARGE SUMMARY\nDepartment of Neurosurgery\nPatient: DUBOIS, NATHANIEL C     MRN: 004471928     FIN: 7710044829     DOB: 1/30/1982\n----------------------------------------------------------------------------------------------\n\nAdmission date: 04/08/2024          Discharge date: 04/10/2024\nAttending surgeon: Gregory A. Feldkamp, MD          Primary care: Ridgeview Family Medicine\nDisposition: Home with spouse\n\nADMITTING DIAGNOSIS: Left L4-5 disc extrusion with left L5 radiculopathy and foot weakness.\n\nHISTORY OF PRESENT ILLNESS:\n42 y/o M with chronic low back pain since military service (per patient, injured his back in 2009 when he fell from the back of an LMTV during a convoy stop in Iraq; seen by the platoon medic, no imaging, \"light duty for a week\"). Intermittent LBP since, managed with PT and NSAIDs. Six weeks prior to admission, after lifting a lawn mower, developed severe L leg pain radiating down the lateral calf to the top of the foot, numbness of the dorsum of the foot, and tripping on the L foot. Failed oral steroids and one transforaminal ESI. Denied saddle anesthesia, urinary retention or incontinence, bowel changes.\n\nPAST MEDICAL HISTORY: Gastroesophageal reflux disease (on pantoprazole). No diabetes.\nSURGICAL HISTORY: Appendectomy 2012.\nALLERGIES: NKDA.\nSOCIAL: Married. Works as a utility lineman. Nonsmoker.\n\nEXAM ON ADMISSION: L EHL 4/5, L ankle dorsiflexion 4+/5, otherwise 5/5. Decreased sensation L5 dermatome on L. Reflexes 2+ symmetric. Straight leg raise positive on the L at 35 degrees. Rectal tone normal, no saddle anesthesia.\n\nIMAGING: MRI lumbar spine (03/29/2024): large left paracentral disc extrusion at L4-5 with caudal migration, severely compressing the traversing left L5 nerve root; mild degenerative disc changes L5-S1 without stenosis.\n\n----------------------------------------------------------------------------------------------\nDUBOIS, NATHANIEL C     MRN: 004471928     FIN: 7710044829                      Page 2 of 2\n----------------------------------------------------------------------------------------------\n\nPROCEDURE: 04/08/2024 - Left L4-5 hemilaminotomy and microdiscectomy. EBL 25 mL. No durotomy. Large free fragment removed.\n\nHOSPITAL COURSE: Uncomplicated. Leg pain markedly improved POD 0. Ambulating independently with PT on POD 1; cleared for home. Voiding without difficulty. Incision clean, dry, intact. Pain controlled on oral medications. EHL 4+/5 at discharge.\n\nDISCHARGE DIAGNOSES:\n1. Lumbar intervertebral disc herniation, L4-5, with left L5 radiculopathy (M51.16), s/p left L4-5 microdiscectomy\n2. Gastroesophageal reflux disease (K21.9)\nCauda equina syndrome: excluded (no saddle anesthesia, normal sphincter function).\n\nDISCHARGE MEDICATIONS: oxycodone 5 mg q6h PRN severe pain x 5 days (#15), acetaminophen 1000 mg q8h, methocarbamol 750 mg q8h PRN spasm, pantoprazole 40 mg daily, docusate 100 mg BID.\n\nINSTRUCTIONS: No lifting >10 lb, no bending or twisting x 6 weeks. No driving while taking oxycodone. Walk several times daily. Call for fever, wound drainage, new weakness, numbness in the groin, or loss of bladder/bowel control.\nFOLLOW-UP: Neurosurgery clinic 2 weeks for wound check; outpatient PT at 4 weeks.\n\nElectronically signed: Gregory A. Feldkamp, MD, Neurosurgery     04/10/2024 12:16",
    "expected": {
      "conditions": [
        {
          "name": "Intervertebral disc syndrome, lumbar spine (L4-5 disc herniation)",
          "diagnosticCode": "5243"
        },
        {
          "name": "Radiculopathy, left lower extremity (L5)",
          "diagnosticCode": "8520"
        },
        {
          "name": "Gastroesophageal reflux disease",
          "diagnosticCode": "7206"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Low back injury from a fall off the back of an LMTV during a convoy stop in Iraq in 2009; seen by the platoon medic and placed on light duty"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "DUBOIS, NATHANIEL C"
        },
        {
          "kind": "record-number",
          "value": "004471928"
        },
        {
          "kind": "record-number",
          "value": "7710044829"
        },
        {
          "kind": "date-of-birth",
          "value": "1/30/1982"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-nstemi-cad-vietnam-veteran",
    "kind": "discharge-summary",
    "format": "text",
    "text": "LAKELAND REGIONAL HEALTH - CARDIOLOGY SERVICE\nHOSPITAL DISCHARGE SUMMARY\n\nName: STANFIELD, ORVILLE J     MRN: LRH-3390127     DOB: 02/11/1947\nAdmitted: 11/02/2023 via ED     Discharged: 11/05/2023\nAttending: Beatriz N. Olmedo, MD (Cardiology)\nPCP: Bay Pines VA - Lakeland CBOC\nContact on file: wife Bernice, (863) 555-0158\n\nCHIEF COMPLAINT: Chest pressure x 3 hrs.\n\nHPI: 76 y/o M with DM2, HTN, former tobacco use, presented with substernal pressure radiating to the L arm with diaphoresis while raking leaves. Initial ECG: 1-mm ST depression V4-V6. hs-troponin 48 -> 612 ng/L. D-dimer 890.\n\nHOSPITAL COURSE:\n1. NSTEMI: Started on heparin, aspirin, ticagrelor, high-intensity statin, metoprolol. LHC 11/03: 90% proximal LAD, 70% mid RCA, mild LCx disease. PCI with drug-eluting stent to proximal LAD; RCA lesion to be managed medically (FFR 0.84). Echo: EF 45%, anterior wall hypokinesis, no significant valvular disease.\n2. Pulmonary embolism: ruled out - CTA chest negative for PE; no aortic dissection.\n3. DM2: A1c 7.8%. Metformin held 48 h post-contrast, resumed at discharge. Cr stable 1.1.\n4. HTN: BP controlled on metoprolol and home lisinopril.\n5. Pt asked whether his heart disease is \"from Agent Orange.\" Advised that ischemic heart disease is on VA's presumptive list for Vietnam veterans and to discuss with his VA team; no opinion offered by this service.\n\nPMH: DM2 (2011), HTN (2003).\nSOCIAL: Marine Corps 1966-1968, served in I Corps, Republic of Vietnam; reports being sprayed with and handling Agent Orange. Retired mail carrier. Former smoker, 40 pack-years, quit 1995. No alcohol.\nFAMILY HX: Father died of MI at 61. Sister with DM2.\n\nDISCHARGE DIAGNOSES:\n1. Non-ST-elevation myocardial infarction (I21.4), s/p PCI/DES to proximal LAD\n2. Coronary artery disease, native vessel, two-vessel (I25.10), with mildly reduced LV systolic function (EF 45%)\n3. Type 2 diabetes mellitus without complications (E11.9)\n4. Essential hypertension (I10)\n\nDISCHARGE MEDICATIONS: aspirin 81 mg daily; ticagrelor 90 mg BID x 12 months; atorvastatin 80 mg daily; metoprolol succinate 50 mg daily; lisinopril 10 mg daily; metformin 500 mg BID; nitroglycerin 0.4 mg SL PRN chest pain.\n\nFOLLOW-UP: Cardiology clinic 2 wks; cardiac rehab referral (phase II); VA PCP 1 wk; repeat echo 3 months.\n\nDictated by: Beatriz N. Olmedo, MD     11/05/2023     Transcribed: kt/11-06-2023",
    "expected": {
      "conditions": [
        {
          "name": "Myocardial infarction",
          "diagnosticCode": "7006"
        },
        {
          "name": "Coronary artery disease (ischemic heart disease)",
          "diagnosticCode": "7005"
        },
        {
          "name": "Diabetes mellitus type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Marine Corps service in I Corps, Republic of Vietnam, 1966-1968, with reported Agent Orange exposure"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "STANFIELD, ORVILLE J"
        },
        {
          "kind": "record-number",
          "value": "LRH-3390127"
        },
        {
          "kind": "date-of-birth",
          "value": "02/11/1947"
        },
        {
          "kind": "name",
          "value": "Bernice"
        },
        {
          "kind": "phone",
          "value": "(863) 555-0158"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-sf600-sick-call-right-ankle-sprain-ruck",
    "kind": "service-treatment-record",
    "format": "image",
    "text": "CHRONOLOGICAL RECORD OF MEDICAL CARE (STANDARD FORM 600)\nTREATING FACILITY: Troop Medical Clinic, Fort Campbell, KY\n\nPATIENT: SPC GUTIERREZ, ALEJANDRO M     SSN: 274-81-5093\nDOB: 02 APR 1990     UNIT: B Co, 1-327 IN, 101st ABN DIV (AASLT)\n\n14 SEP 2012  0815  SICK CALL\nS: 22 y/o AD male c/o R ankle pain after rolling the ankle inward stepping in a hole during 12-mile ruck march this AM (~mile 9). Felt a \"pop.\" Finished march limping. No prior R ankle injury. Pain 7/10.\nO: Moderate swelling and ecchymosis over lateral R ankle. TTP over ATFL. No bony TTP at posterior edge of lateral/medial malleolus, base of 5th MT or navicular (Ottawa rules negative, no x-ray indicated). Anterior drawer: mild laxity vs L. NV intact distally.\nA: Sprain of R ankle, lateral ligaments, grade II (S93.401A).\nP: RICE. Air-cast stirrup brace, crutches x 3 days, Motrin 800 mg PO TID w/ food x 7 days. Temporary profile 14 days: no running, rucking, jumping; may walk at own pace/distance. RTC 1 wk or sooner if worse.\n/s/ CPT Dale R. Hutchins, PA-C\n\n21 SEP 2012  1030  FOLLOW-UP\nS: Pain 3/10, still sore with stairs; off crutches.\nO: Mild residual swelling, ATFL tender, full ROM, walks without limp.\nA: R ankle lateral sprain, grade II, improving.\nP: Extend profile 14 days. PT referral for balance/proprioception. Brace during field training.\n/s/ CPT Dale R. Hutchins, PA-C",
    "expected": {
      "conditions": [
        {
          "name": "Right ankle lateral sprain"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Right ankle inversion injury (grade II lateral sprain) during a 12-mile ruck march at Fort Campbell, 14 September 2012; placed on 14-day profile, extended another 14 days"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "GUTIERREZ, ALEJANDRO M"
        },
        {
          "kind": "ssn",
          "value": "274-81-5093"
        },
        {
          "kind": "date-of-birth",
          "value": "02 APR 1990"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-separation-exam-tinnitus-lumbosacral-strain",
    "kind": "service-treatment-record",
    "format": "pdf",
    "text": "REPORT OF MEDICAL HISTORY (DD FORM 2807-1) / REPORT OF MEDICAL EXAMINATION (DD FORM 2808)\nPurpose of examination: SEPARATION                     Examining facility: Munson Army Health Center, Fort Leavenworth, KS\n-------------------------------------------------------------------------------------------------------------\n1. LAST NAME, FIRST, MIDDLE: HOLLIS, BRIANNA KAY        2. SSN: 317-52-0948        3. DATE OF BIRTH (YYYYMMDD): 19880611\n4. HOME ADDRESS: 2230 Prairie Dunes Dr, Wichita, KS 67226          5. GRADE: E-5 (SGT)      6. COMPONENT: Active Army\n7. MOS: 88M Motor Transport Operator        8. DATE OF EXAM: 20180305\n-------------------------------------------------------------------------------------------------------------\nDD 2807-1 - HAVE YOU EVER HAD OR DO YOU NOW HAVE: (Yes / No)\n 11.a Ear, nose or throat trouble ........................... [ ] Yes [X] No\n 11.f Ringing in the ears ................................... [X] Yes [ ] No\n 12.a Recurrent back pain or any back problem ................ [X] Yes [ ] No\n 12.e Knee trouble .......................................... [ ] Yes [X] No\n 17.a Frequent trouble sleeping .............................. [ ] Yes [X] No\n 17.b Depression or excessive worry .......................... [ ] Yes [X] No\n 17.h Attempted suicide ...................................... [ ] Yes [X] No\n 17.i Considered suicide ..................................... [ ] Yes [X] No\n 30. EXPLANATION OF \"YES\" ANSWERS:\n   11.f - \"Ringing in both ears since an IED went off near my truck in Kandahar Province in Aug 2013. Never went away.\"\n   12.a - \"Lower back pain since 2014 from lifting tires in the motor pool. Went to sick call 3 times, did PT in 2016. Still hurts after long drives.\"\n-------------------------------------------------------------------------------------------------------------\nHOLLIS, BRIANNA KAY     317-52-0948                                                               Page 2 of 3\n-------------------------------------------------------------------------------------------------------------\nDD 2808 - CLINICAL EVALUATION (Normal / Abnormal)\n 19. Head, face, neck, scalp ............. Normal\n 21. Ears - general ....................... Normal\n 22. Drums (perforation) .................. Normal\n 38. Upper extremities .................... Normal\n 39. Lower extremities .................... Normal\n 40. Spine, other musculoskeletal ......... ABNORMAL - TTP bilat lumbar paraspinals, forward flexion to fingertips 6 in above floor with pain; SLR negative; neuro intact\n 43. Psychiatric .......................... Normal\n 71. AUDIOMETER (dB HL):\n        500   1000   2000   3000   4000   6000\n   R     10     10     15     20     25     30\n   L     10     15     15     25     30     35\n   Comparison with reference audiogram (2010): no significant threshold shift.\n Hearing within normal limits bilaterally. Hearing profile H1.\n-------------------------------------------------------------------------------------------------------------\nHOLLIS, BRIANNA KAY     317-52-0948                                                               Page 3 of 3\n-------------------------------------------------------------------------------------------------------------\n 77. SUMMARY OF DEFECTS AND DIAGNOSES:\n   1. Tinnitus, bilateral, constant, onset 2013 after blast exposure (H93.13). Not considered disqualifying.\n   2. Lumbosacral strain, chronic, recurrent since 2014 (S39.012S / M54.50). Not considered disqualifying.\n Negative depression (PHQ-2 = 0) and PTSD (PC-PTSD-5 = 0) screens. Denies suicidal ideation.\n 78. RECOMMENDATIONS: Seek care at VA. Ear protection. Home exercise program for back.\n 80. PHYSICAL PROFILE: P1 U1 L2 H1 E1 S1\n 81. QUALIFIED FOR SEPARATION: [X] Yes [ ] No\n 83. TYPED NAME OF EXAMINER: Katherine W. Dunleavy, MAJ, MC        84. SIGNATURE: /s/        DATE: 20180305",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED detonation near her truck in Kandahar Province, Afghanistan, August 2013, with onset of bilateral ringing in the ears",
        "Low back injury lifting tires in the motor pool in 2014; sick call three times and physical therapy in 2016",
        "Tinnitus and chronic lumbosacral strain recorded on the March 2018 separation examination"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "HOLLIS, BRIANNA KAY"
        },
        {
          "kind": "ssn",
          "value": "317-52-0948"
        },
        {
          "kind": "date-of-birth",
          "value": "19880611"
        },
        {
          "kind": "address",
          "value": "2230 Prairie Dunes Dr, Wichita, KS 67226"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-da2173-line-of-duty-left-ac-separation",
    "kind": "service-treatment-record",
    "format": "image",
    "text": "STATEMENT OF MEDICAL EXAMINATION AND DUTY STATUS\n(DA FORM 2173)\n\nPART I - MEDICAL TREATMENT FACILITY\n1. NAME: WARDELL, TREVOR S        2. SSN: 446-90-2751\n3. GRADE: SSG        4. ORGANIZATION: A Co, 2-22 IN, 10th Mountain Div, Fort Drum, NY\n5. DATE/HOUR OF INJURY: 17 MAR 2014, 1430\n6. NAME OF MTF: Guthrie Army Health Clinic, Fort Drum        7. DATE ADMITTED/TREATED: 17 MAR 2014\n8. NATURE AND EXTENT OF INJURY: SM fell approx 6 ft from rappel tower during unit rappel training when his brake hand slipped; landed on L shoulder. Deformity and step-off at L AC joint, TTP, painful abduction >70 deg. NV intact. X-ray L shoulder: widened AC joint with superior displacement of distal clavicle <1 shaft width, coracoclavicular distance mildly increased. No fracture.\n   DIAGNOSIS: Left shoulder acromioclavicular joint separation, type II (S43.102A).\n   TREATMENT: Sling x 2 wks, ice, naproxen, PT referral. Profile 30 days (no push-ups, pull-ups, rappelling, ruck).\n9. WAS INDIVIDUAL UNDER THE INFLUENCE OF ALCOHOL OR DRUGS? [ ] Yes [X] No   Tests: N/A\n10. IN THE OPINION OF THE MEDICAL OFFICER, INJURY: [X] Was incurred in line of duty  [ ] Requires formal LOD investigation\n    /s/ Ellen P. Raczynski, CPT, MC, Medical Officer      17 MAR 2014\n\nPART II - UNIT COMMANDER\n11. CIRCUMSTANCES: SM was participating in scheduled unit rappel training at the Fort Drum air assault tower, in duty status, wearing required PPE, under supervision of certified rappel masters. Incident witnessed by the lane NCOIC.\n12. DUTY STATUS AT TIME OF INJURY: [X] Present for duty\n13. INJURY IS CONSIDERED TO HAVE BEEN INCURRED IN LINE OF DUTY: [X] Yes [ ] No\n14. A FORMAL LINE OF DUTY INVESTIGATION IS REQUIRED: [ ] Yes [X] No\n    /s/ Matthew J. Corrigan, CPT, IN, Commanding      19 MAR 2014",
    "expected": {
      "conditions": [
        {
          "name": "Left shoulder acromioclavicular joint separation",
          "diagnosticCode": "5203"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Fall of about 6 feet from the rappel tower onto the left shoulder during unit rappel training at Fort Drum, 17 March 2014; injury found in line of duty"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "WARDELL, TREVOR S"
        },
        {
          "kind": "ssn",
          "value": "446-90-2751"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-role1-blast-concussion-tm-perforation",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "ROLE 1 / BATTALION AID STATION - ENCOUNTER NOTE (AHLTA-T, theater)\nLocation: FOB Wolverine BAS, Zhari District, Kandahar Province, Afghanistan\nDate/time: 22 JUN 2010 1140L\n\nPatient: PFC LARKIN, DESMOND T     DoD ID: 1328844607     Unit: C Trp, 1-71 CAV\nMechanism: BLAST (IED). Event reported in BAT/TBI event log: yes.\n\nS: 20 y/o M brought in by MEDEVAC ground from dismounted patrol. Approx 1050L an IED detonated approx 10 m from pt. Thrown to ground. Per squad leader, pt unresponsive for \"less than a minute,\" then confused and asking same questions repeatedly for ~20 min. Now c/o HA 6/10, dizziness, L ear ringing and muffled hearing, blood from L ear. Denies neck pain, vision changes, vomiting, chest/abd pain. No body armor penetration.\n\nO: VS: BP 128/76, HR 98, RR 18, SpO2 99% RA. GCS 15 on arrival.\nHead: no scalp lac or hematoma. C-spine: no midline TTP (NEXUS criteria neg).\nEars: L canal w/ dried blood; L TM central perforation approx 30% of pars tensa. R TM intact. Weber lateralizes to L.\nNeuro: CN II-XII intact, strength 5/5, no pronator drift, gait steady, tandem gait mildly unsteady.\nMACE (v2010): Cognitive 24/30 (immediate memory 12/15, concentration 3/5, delayed recall 4/5). Neuro exam: normal. Symptoms: headache, dizziness, ringing in ears, trouble concentrating.\nNo other injuries on secondary survey.\n\nA:\n1. Concussion / mild TBI with brief LOC (S06.0X1A)\n2. Traumatic perforation of L tympanic membrane (S09.22XA)\n3. Tinnitus, L ear, acute, post-blast (H93.12)\nNo red flags; CT not indicated per CPG.\n\nP:\n- Mandatory 24 h rest per DoD mTBI CPG; no patrols, no screens, limit light/noise.\n- Acetaminophen 1000 mg q6h PRN HA. No NSAIDs x 48 h.\n- Keep L ear dry, no drops. Audiology eval at Role 3 KAF when mission allows.\n- Recheck MACE in 24 h. Buddy watch overnight.\n/s/ 1LT Shaun K. Obregon, PA-C, BAS Physician Assistant\n\n24 JUN 2010 0900L - FOLLOW-UP\nS: HA resolved. Dizziness resolved. Persistent L ear ringing, hearing \"a little muffled.\"\nO: MACE cognitive 28/30, neuro exam normal. L TM perforation unchanged, no drainage.\nA: mTBI, recovering; L TM perforation; L tinnitus, persistent.\nP: RTD with restriction: no gun-line or demolition duty until audiology eval. Progressive return to activity per CPG. Consult placed to KAF ENT/audiology.\n/s/ 1LT Shaun K. Obregon, PA-C",
    "expected": {
      "conditions": [
        {
          "name": "Traumatic brain injury",
          "diagnosticCode": "8045"
        },
        {
          "name": "Left tympanic membrane perforation",
          "diagnosticCode": "6211"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED detonation about 10 m away during a dismounted patrol in Zhari District, Kandahar Province, Afghanistan, 22 June 2010, with loss of consciousness under a minute, concussion and left eardrum perforation"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "LARKIN, DESMOND T"
        },
        {
          "kind": "record-number",
          "value": "1328844607"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "statement-21-4138-veteran-stressor-past-si",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "STATEMENT IN SUPPORT OF CLAIM (VA Form 21-4138)\n\nSECTION I - VETERAN'S IDENTIFICATION INFORMATION\n1. Veteran's name: Rashad L. Pennington\n2. Social Security Number: 261-47-8390\n3. VA file number: same as SSN\n4. Date of birth: 12-05-1986\n6. Telephone number: (904) 555-0172\n8. Mailing address: 6114 Sandpiper Cove Ln, Jacksonville, FL 32244\n\nSECTION II - REMARKS\nI am writing about my claim for PTSD. I served in the Army from 2005 to 2011 as an infantryman (11B) with B Co, 1st Bn, 2nd Brigade, 4th Infantry Division, and deployed to Baghdad from late 2007 to early 2009.\n\nIn April 2008 we were living at a Joint Security Station in Sadr City. One afternoon mortars and rockets hit the JSS. Two soldiers from my platoon were killed. I was the first one to get to my friend after the round hit near the motor pool and I tried to stop the bleeding from his legs until the medic got there. I carried him to the CCP with another guy. He died on the bird. We got hit again that night and almost every night for the next six weeks. I still smell the burning and hear the incoming alarm.\n\nWhen I got home I started drinking to sleep. I snap at my kids and my wife Tamika over small things and then feel terrible. I can't sit in restaurants unless I can see the door. Fourth of July I stay in the house with the lights off. I have had three jobs in four years because I keep getting into it with supervisors.\n\nI need to be honest about something I have never put in writing. There were nights in 2019, and again last winter, when I sat in the garage and thought about killing myself. I had it planned out. I never told anyone until my counselor at the Vet Center in 2022. I am not in that place now and I have a safety plan, and my wife knows.\n\nI was diagnosed with PTSD by the Vet Center counselor and then by Dr. Singh at the Jacksonville VA clinic in 2022. I have been in treatment since then, prolonged exposure therapy and sertraline. My buddy statement from my former squad leader is attached, and my unit's casualty report for April 2008 is in my personnel file.\n\nI certify that the statements on this form are true and correct to the best of my knowledge and belief.\n\nSignature: /s/ Rashad L. Pennington        Date signed: 03/18/2024",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Mortar and rocket attack on a Joint Security Station in Sadr City, Baghdad, April 2008, killing two soldiers from his platoon; he tried to stop a friend's bleeding and carried him to the casualty collection point",
        "Near-nightly indirect fire attacks for about six weeks in 2008 during the Baghdad deployment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Rashad L. Pennington"
        },
        {
          "kind": "ssn",
          "value": "261-47-8390"
        },
        {
          "kind": "date-of-birth",
          "value": "12-05-1986"
        },
        {
          "kind": "phone",
          "value": "(904) 555-0172"
        },
        {
          "kind": "address",
          "value": "6114 Sandpiper Cove Ln, Jacksonville, FL 32244"
        },
        {
          "kind": "name",
          "value": "Tamika"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "statement-spouse-lay-witness-sleep-symptoms-no-diagnosis",
    "kind": "statement-or-decision",
    "format": "image",
    "text": "LAY/WITNESS STATEMENT (VA Form 21-10210)\n\nClaimant/Veteran name: Dennis R. Whitmore        VA file number: 24 390 615\nWitness name: Carla J. Whitmore        Relationship to Veteran: Spouse\nWitness address: 88 Tanglewood Ct, Fort Wayne, IN 46815        Witness phone: 260-555-0193\n\nSTATEMENT:\nI have been married to Dennis since 2001, three years before he deployed to Iraq with the Indiana National Guard. I am writing about how he sleeps and how he has changed.\n\nBefore the deployment Dennis snored a little, like anybody. Since he came home in 2005 it is constant and loud enough that I hear it through the bedroom door. Several times a week he stops breathing. I have counted to fifteen and twenty before he gasps and chokes and starts again. Some mornings he wakes with headaches and he falls asleep in his recliner by 7 pm. He has not had a sleep study yet and no doctor has told him what it is.\n\nHe also thrashes and yells in his sleep. Twice he has hit me while dreaming. He told me once about a night at Camp Anaconda in 2004 when a rocket hit the tent next to his and two men were hurt, and he still will not talk about it more than that. He checks the locks two or three times every night and sits facing the door in restaurants. He gets angry fast now, which he never did before.\n\nHe has never said anything to me about wanting to hurt himself.\n\nI certify that the above is true and correct to the best of my knowledge.\n\nSignature: /s/ Carla J. Whitmore        Date: 05/06/2024",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Rocket attack at Camp Anaconda, Iraq, in 2004 that hit the tent next to his and injured two men"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Dennis R. Whitmore"
        },
        {
          "kind": "record-number",
          "value": "24 390 615"
        },
        {
          "kind": "name",
          "value": "Carla J. Whitmore"
        },
        {
          "kind": "address",
          "value": "88 Tanglewood Ct, Fort Wayne, IN 46815"
        },
        {
          "kind": "phone",
          "value": "260-555-0193"
        },
        {
          "kind": "name",
          "value": "Dennis"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "rating-decision-tinnitus-mdd-granted-hearing-knee-denied",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nVeterans Benefits Administration\nBoise Regional Office\n\nCOLLEEN M ALBRIGHT\n418 W Juniper Ave\nBoise, ID 83702\n\nVA File Number: 29 117 840\n\nRATING DECISION\nJune 24, 2024\n\nINTRODUCTION\nThe records reflect that you are a Veteran of the Peacetime and Gulf War Era. You served in the Navy from July 2008 to August 2016. You filed a claim for increased evaluation and service connection that was received on January 9, 2024. Based on a review of the evidence listed below, we have made the following decisions on your claim.\n\nDECISION\n1. Service connection for tinnitus is granted with an evaluation of 10 percent effective January 9, 2024.\n2. Service connection for major depressive disorder is granted with an evaluation of 30 percent effective January 9, 2024.\n3. Evaluation of migraine headaches, which is currently 30 percent disabling, is continued.\n4. Service connection for bilateral hearing loss is denied.\n5. Service connection for left knee strain is denied.\n6. The decision on service connection for sleep apnea is deferred.\n\nEVIDENCE\n- VA Form 21-526EZ received January 9, 2024\n- Service treatment records, July 2008 to August 2016\n- VA examinations, April 2 and April 16, 2024\n- Boise VAMC treatment records, January 2020 through May 2024\n- Private sleep study, St. Luke's Sleep Center, October 2023\n\nREASONS FOR DECISION\n1. Tinnitus (Diagnostic Code 6260). Your service records show you were an aviation ordnanceman (AO) working on the flight deck of an aircraft carrier, and your DD-214 confirms this specialty, which VA recognizes as having a high probability of hazardous noise exposure. The VA examiner opined that your tinnitus is at least as likely as not caused by your military noise exposure. A 10 percent evaluation is the maximum assigned for recurrent tinnitus.\n\n2. Major depressive disorder (Diagnostic Code 9434). The VA examiner diagnosed major depressive disorder and stated that your major depressive disorder is at least as likely as not proximately due to your service-connected migraine headaches. We assigned 30 percent because the evidence shows occupational and social impairment with occasional decrease in work efficiency, depressed mood, anxiety and chronic sleep impairment. Your records show no suicidal ideation.\n\n3. Migraine headaches (Diagnostic Code 8100). Your headache log and the VA examination show characteristic prostrating attacks averaging once a month over the last several months. The 30 percent evaluation is continued.\n\n4. Bilateral hearing loss. The April 2024 audiology examination showed puretone thresholds of 25 dB or less at all tested frequencies and Maryland CNC speech recognition of 96 percent in each ear. This is not a hearing loss disability for VA purposes under 38 CFR 3.385. Service connection is denied because there is no current diagnosed disability.\n\n5. Left knee strain. The VA examiner diagnosed left knee strain. Your service records show one visit in 2011 for left knee pain after a basketball game, which resolved. The examiner opined that your left knee strain is less likely than not related to service because there was no chronic knee condition in service and the current condition began after a 2022 skiing injury.\n\n6. Sleep apnea. Your private sleep study shows obstructive sleep apnea. The VA examiner stated that he could not determine whether your sleep apnea was caused or aggravated by your service-connected migraine headaches or depression without resorting to mere speculation. We have requested a new medical opinion.\n\nREFERENCES: Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief.",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        },
        {
          "name": "Migraine headaches",
          "diagnosticCode": "8100"
        },
        {
          "name": "Left knee strain"
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
          "quote": "The VA examiner opined that your tinnitus is at least as likely as not caused by your military noise exposure."
        },
        {
          "condition": "Major depressive disorder",
          "strength": "at least as likely as not",
          "quote": "your major depressive disorder is at least as likely as not proximately due to your service-connected migraine headaches"
        },
        {
          "condition": "Left knee strain",
          "strength": "less likely than not",
          "quote": "The examiner opined that your left knee strain is less likely than not related to service"
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "unable to resolve",
          "quote": "The VA examiner stated that he could not determine whether your sleep apnea was caused or aggravated by your service-connected migraine headaches or depression without resorting to mere speculation."
        }
      ],
      "inServiceEvents": [
        "Hazardous flight deck noise exposure as a Navy aviation ordnanceman on an aircraft carrier, 2008-2016",
        "Left knee pain after a basketball game in 2011, one visit, resolved"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "COLLEEN M ALBRIGHT"
        },
        {
          "kind": "address",
          "value": "418 W Juniper Ave"
        },
        {
          "kind": "address",
          "value": "Boise, ID 83702"
        },
        {
          "kind": "record-number",
          "value": "29 117 840"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
]
