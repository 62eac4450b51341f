/**
 * The fourth held-out set of synthetic medical records: never use them for tuning.
 *
 * 30 records written on 2026-11-27 by an independent author without seeing the analysis code or
 * the earlier sets, while round 4 of the analysis work was under way; committed unread, to be
 * judged once at the end of that round. All people, numbers and places are invented. Do not edit
 * by hand.
 */
import type { EvaluationRecord } from './evaluation-record'

export const fourthHeldOutRecords: readonly EvaluationRecord[] = [
  {
    "id": "va-pc-annual-htn-dm2-osa",
    "kind": "va-progress-note",
    "format": "text",
    "text": "OKAFOR,BENEDICT CHUKWUEMEKA   412-68-3390   DOB: 03/14/1971\nPrinted at: CENTRAL TEXAS VA HCS - TEMPLE         Page 1 of 3\n\nLOCAL TITLE: PACT PRIMARY CARE NOTE\nSTANDARD TITLE: PRIMARY CARE NOTE\nDATE OF NOTE: FEB 06, 2025@09:42     ENTRY DATE: FEB 06, 2025@09:42:51\n      AUTHOR: REYES-WHITFIELD,DANA M  EXP COSIGNER:\n     URGENCY:                            STATUS: COMPLETED\n\nCC: annual f/u HTN, DM2, labs. Also c/o L knee \"acting up\" x 2 mo.\n\nS: 53 yo male Army veteran (OIF 2004-05, 88M motor transport), here for annual. Reports\nBP at home 130s-140s/80s. Taking meds most days, \"forgets the evening metformin sometimes.\"\nUsing CPAP nightly per pt, ~6 hr/night, feels more rested. Ringing in ears unchanged,\n\"it's always there.\" L knee aches after yard work, no locking, no giving way, no swelling.\nDenies CP, SOB, orthopnea, PND, claudication. Denies polyuria/polydipsia. No vision change.\nWife (Ngozi) with him today, asks about diet.\n\nPMH / ACTIVE PROBLEM LIST:\n 1. Essential hypertension (ICD-10 I10)\n 2. Type 2 diabetes mellitus without complication (E11.9)\n 3. Obstructive sleep apnea (G47.33) - on CPAP since 2019\n 4. Hyperlipidemia (E78.5)\n 5. Tinnitus, bilateral (H93.13)\n 6. Hx of nephrolithiasis 2016 - passed spontaneously, no recurrence\n 7. s/p appendectomy (1998)\n\nMEDS (active VA):\n LISINOPRIL 20MG TAB  take one tab by mouth daily\n AMLODIPINE 5MG TAB  take one tab by mouth daily\n METFORMIN 1000MG TAB  one tab by mouth twice daily with meals\n ATORVASTATIN 40MG TAB  one tab by mouth at bedtime\n ASPIRIN 81MG EC TAB  one by mouth daily (pt reports stopped - discussed)\n CPAP supplies\n\nALLERGIES: Penicillin (hives)\n\nFHx: Father - MI at 61, HTN. Mother - DM2, alive. Brother - prostate CA dx age 58.\nSHx: Married, 2 adult kids. Works as dispatcher for trucking co. Former smoker, quit 2011\n(~15 pack-yr). ETOH 2-3 beers/wk. No drug use.\n\nScreens:\n PHQ-2 = 0 (negative). Denies SI/HI.\n AUDIT-C = 2 (negative).\n PC-PTSD-5 = 1 (negative).\n Fall risk: low.\n\nO: BP 142/88 (repeat 136/84)  P 76  R 16  T 98.1F  SpO2 97% RA  Wt 231 lb  BMI 32.2\nGen: NAD, pleasant. HEENT: TMs clear bilat. Neck: no JVD, no bruit.\nCV: RRR, no m/r/g. Lungs: CTA bilat. Abd: soft, NT, well-healed RLQ scar.\nExt: no edema. L knee - no effusion, mild crepitus, full ext, flex ~125, Lachman neg,\nMcMurray neg. Feet: monofilament intact bilat, pulses 2+ DP/PT, no ulcers.\n\nLabs (01/30/2025):\n HbA1c 7.4 (prev 7.1)   Glu fasting 148\n Cr 0.98  eGFR >90   UACR 18 mg/g (nl)\n LDL 96  HDL 41  TG 188\n K 4.3   Na 139\n\nA/P:\n1. Essential HTN - above goal today. Increase amlodipine to 10 mg daily. Home BP log, RTC 6 wk\n   RN BP check.\n2. DM2 - A1c trending up. Reinforced adherence; add empagliflozin 10 mg daily; renal fx normal.\n   CKD ruled out - eGFR and UACR normal. Retinal imaging ordered (last 2022).\n3. OSA - compliant per pt, will pull download at next visit. Continue CPAP.\n4. HLD - continue atorvastatin, LDL not at goal for DM, consider increase at f/u.\n5. Tinnitus - chronic, stable; pt already seen by audiology 2023, declines return.\n6. L knee pain - exam benign, likely overuse; no imaging today. Home exercise handout,\n   acetaminophen prn. Will consider x-ray if persists.\n7. Health maintenance: colonoscopy 2021 nl, next 2031. Flu vacc given. Shingrix #2 due.\n   Pt asked about PACT Act toxic exposure screening - completed 2023, reports burn pit\n   exposure at LSA Anaconda; no further action needed today.\n\nRTC 6 months with labs prior.\n\n/es/ DANA M REYES-WHITFIELD, MSN, FNP-C\nPACT Nurse Practitioner\nSigned: 02/06/2025 10:31",
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
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        },
        {
          "name": "Hyperlipidemia"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Deployed to Iraq (OIF) 2004-2005 as an 88M motor transport operator",
        "Burn pit exposure at LSA Anaconda, Iraq"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "OKAFOR,BENEDICT CHUKWUEMEKA"
        },
        {
          "kind": "ssn",
          "value": "412-68-3390"
        },
        {
          "kind": "date-of-birth",
          "value": "03/14/1971"
        },
        {
          "kind": "name",
          "value": "Ngozi"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-mh-intake-ptsd-mdd-past-si",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: MH DIAGNOSTIC ASSESSMENT - INITIAL\nSTANDARD TITLE: MENTAL HEALTH INITIAL EVALUATION NOTE\nDATE OF NOTE: OCT 21, 2024@13:00    ENTRY DATE: OCT 21, 2024@15:12:07\n     AUTHOR: LINDQVIST,HANNA K      EXP COSIGNER:\n    URGENCY:                        STATUS: COMPLETED\n\nPt: VASQUEZ-MORROW, RAFAEL   SSN: 527-19-0846   DOB: 11/02/1986\nMRN/ICN: 1017734592V448120\n\nREASON FOR REFERRAL: Referred by PCP (Dr. Abernathy) after positive PC-PTSD-5 (4/5) and PHQ-9 of 17.\n\nHPI: 37 y/o Marine Corps veteran, infantry (0311), deployed Ramadi 2006-07 and Helmand 2010.\nVet describes nightmares 4-5x/wk, \"I'm back on the road,\" startles at loud noises, sits\nfacing doors in restaurants, avoids fireworks and crowds, stopped going to his kids' games.\nIrritability - punched a wall in Aug. Feels \"numb\" with wife. Sleep 3-4 hrs broken. Low mood\nmost days x ~2 yrs, anhedonia, poor concentration at work (HVAC tech), guilt about friends\nwho died.\n\nTRAUMA HX (per vet, in his words where possible):\n - Nov 2006, Ramadi: IED struck the lead vehicle of his convoy; his team leader, LCpl\n   \"Doc\" was killed. Vet helped recover remains. \"I still smell it.\"\n - 2010, Helmand: repeated small arms contact; a child was killed in crossfire near his post.\n - Denies MST. Denies childhood abuse; parents divorced at 9.\n\nSUBSTANCE USE: Drank heavily after 2011 EAS, up to 12 beers/night. DUI 2014. Cut down on his\nown in 2021 after wife \"gave me an ultimatum.\" Now 2-4 beers on weekends. AUDIT-C today 5.\nDenies other drugs. Chews tobacco.\n\nSUICIDE RISK ASSESSMENT:\n Past: Reports in spring 2019 (after he was laid off and wife moved out for 2 months) he had\n thoughts of killing himself \"most nights,\" thought about using his pistol, never rehearsed,\n no attempt. Did not tell anyone. Thoughts resolved when wife returned.\n Current: Denies current SI, intent or plan. Denies HI. Future oriented (son's graduation).\n Firearms: 2 handguns in home - agreed to store in gun safe, wife holds the key; cable locks\n provided.\n C-SSRS screen: past-yr neg, lifetime positive for ideation with method, no intent.\n Risk: acute LOW, chronic MODERATE (male vet, firearms, PTSD, ETOH hx, past SI).\n Safety plan completed together, copy given. VCL 988 press 1 reviewed.\n\nMSE: Casually dressed, good hygiene, guarded initially then engaged. Speech nl rate/vol.\nMood \"tired.\" Affect constricted, tearful when discussing 2006. TP linear, goal-directed.\nTC: no SI/HI, no AH/VH, no delusions. Cog grossly intact. Insight fair, judgment fair.\n\nMEASURES: PCL-5 = 58   PHQ-9 = 19 (item 9 = 0)   GAD-7 = 12\n\nDSM-5 DIAGNOSES:\n F43.10 Posttraumatic stress disorder, chronic (combat-related)\n F33.1  Major depressive disorder, recurrent episode, moderate\n F10.10 Alcohol use disorder, mild\n R/O    Traumatic brain injury - vet reports \"got my bell rung\" in 2006 blast, no LOC\n        he recalls; TBI second-level eval requested, not diagnosed at this time.\n\nPLAN:\n 1. Start sertraline 50 mg daily x 1 wk then 100 mg (coordinated with PCP).\n 2. Prazosin 1 mg qhs for nightmares, titrate.\n 3. Referred to PTSD Clinical Team for CPT vs PE - pt prefers CPT.\n 4. Motivational interviewing re: ETOH; pt declines SUD program for now.\n 5. TBI consult placed.\n 6. RTC 2 wks med mgmt; caring contacts letter enrolled.\n\nEmergency contact: spouse Marisol Vasquez-Morrow (915) 555-0162\n\n/es/ HANNA K LINDQVIST, PsyD\nClinical Psychologist, El Paso VA Clinic\nSigned: 10/21/2024 15:40",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        },
        {
          "name": "Alcohol use disorder"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED struck the lead vehicle of his convoy in Ramadi, Iraq, Nov 2006, killing his team leader; he helped recover remains",
        "Possible head injury from the 2006 blast (no recalled loss of consciousness)",
        "Repeated small arms contact in Helmand, Afghanistan, 2010; witnessed a child killed in crossfire"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "VASQUEZ-MORROW, RAFAEL"
        },
        {
          "kind": "ssn",
          "value": "527-19-0846"
        },
        {
          "kind": "date-of-birth",
          "value": "11/02/1986"
        },
        {
          "kind": "record-number",
          "value": "1017734592V448120"
        },
        {
          "kind": "name",
          "value": "Marisol Vasquez-Morrow"
        },
        {
          "kind": "phone",
          "value": "(915) 555-0162"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "va-audiology-snhl-tinnitus-image",
    "kind": "va-progress-note",
    "format": "image",
    "text": "AUDIOLOGY CONSULT NOTE          VA PUGET SOUND - AMERICAN LAKE\nPatient: DUBROVNIK, STEPHEN A.     DOB 07/22/1958     SSN xxx-xx-5083\nDate: 05/13/2024\n\nReferral: PCP - \"difficulty hearing wife, TV loud\"\nHx: 65 yo USAF veteran, aircraft maintenance (crew chief, F-4 / F-15) 1977-1997,\nflight line noise exposure, hearing protection \"when we had it.\" Post-service:\npostal carrier, no occupational noise. Hunts 1-2x/yr w/o HPDs. Reports constant\nbilateral tinnitus, \"high-pitched hiss,\" since the late 80s. Denies otalgia,\ndrainage, vertigo, sudden change. No fam hx of early HL.\n\nOtoscopy: clear canals, TMs intact bilat.\nTymps: Type A AU. Acoustic reflexes present at elevated levels.\n\nPURE TONE THRESHOLDS (dB HL)\nHz      500  1000  2000  3000  4000  6000  8000\nRIGHT    20    25    45    60    70    75    70\nLEFT     25    30    50    65    75    80    75\n\nPTA (1000-4000 Hz): R 50 dB   L 55 dB\nSpeech recognition (Maryland CNC, 40 dB SL):  R 84%   L 80%\nSRT: R 40 dB  L 45 dB  (good agreement with PTA)\n\nASSESSMENT:\nBilateral sensorineural hearing loss, mild sloping to severe (H90.3).\nTinnitus, bilateral, constant (H93.13). THI score 46 (moderate handicap).\nResults consistent with noise exposure history. Middle ear function WNL.\nNo retrocochlear signs; asymmetry <15 dB, MRI not indicated.\n\nPLAN:\n- Binaural RIC hearing aids ordered (fitting 06/2024).\n- Tinnitus education, sound generator feature on HAs.\n- Hearing protection counseling for hunting.\n- Pt asked if he should \"file with the VA for this\" - directed to VSO;\n  no C&P opinion provided in clinical note.\n\n/es/ MEREDITH OYELARAN-PICKETT, Au.D., CCC-A\nClinical Audiologist",
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
        "Flight line noise exposure as a USAF aircraft maintenance crew chief (F-4/F-15), 1977-1997"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "DUBROVNIK, STEPHEN A."
        },
        {
          "kind": "date-of-birth",
          "value": "07/22/1958"
        },
        {
          "kind": "ssn",
          "value": "xxx-xx-5083"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-ortho-left-knee-ptoa-shoulder",
    "kind": "va-progress-note",
    "format": "text",
    "text": "ORTHOPAEDIC SURGERY OUTPATIENT NOTE\nJames A. Haley Veterans' Hospital - Tampa, Ortho Clinic B\nPatient: THIBODEAUX, MARCUS LEON     Last4: T4417     DOB 09-30-1981\nVisit date: 08/19/2024     Clinic: ORTHO KNEE/SHOULDER\n\nReferring: PACT team, for L knee pain and R shoulder pain.\n\nHPI:\n42M Army veteran (82nd Abn, 11B, 1999-2007) with L knee pain since a hard PLF (parachute\nlanding fall) at Ft Bragg in 2003 - \"landed on a stump,\" twisted the knee, seen at TMC,\nlater had scope w/ partial medial meniscectomy at Womack 2003 per pt and STRs scanned to\nVistA Imaging. Pain 6/10 daily, worse with stairs and kneeling, swelling after 30 min on feet,\noccasional \"catching,\" no true giving way. Brace helps a little. Tried PT x2 (2019, 2022),\nNSAIDs, one CSI 01/2024 with ~6 wk relief.\nR shoulder: gradual onset ~3 yrs, pain reaching overhead and sleeping on R side. No trauma\nhe recalls other than \"years of carrying a ruck and a 240.\" Right hand dominant.\n\nPMH: LBP (followed by PCP), HTN, GERD.  PSH: L knee scope 2003.\nMeds: meloxicam 15 mg daily, omeprazole 20, lisinopril 10.\nSH: Works as a warehouse supervisor. Nonsmoker. ETOH social.\nFam hx: mother with RA - pt has no inflammatory sx; RF/CCP neg 2022.\n\nEXAM\nL knee: mild effusion, medial joint line TTP, no lateral JLT. Crepitus w/ ROM.\n  ROM (goniometer): extension -5 deg (lacks 5), flexion 0-110 deg, pain at end range.\n  Repetitive x3: flexion 0-105. Lachman 1A (stable), ant/post drawer neg.\n  Varus/valgus stress stable at 0 and 30 deg. McMurray: pain medially, no click.\nR knee: full ROM 0-140, stable, nontender.\nR shoulder: no atrophy. Flexion 0-150, abduction 0-135 (painful arc 80-120), ER 0-70,\n  IR to L1. Neer +, Hawkins +, empty can with pain but 5-/5 strength. Lift-off neg,\n  belly press neg. Drop arm neg. Neurovasc intact distally.\n\nIMAGING\nXR L knee 3 views + standing AP (08/19/2024): moderate medial compartment joint space\nnarrowing, subchondral sclerosis, medial osteophytes; KL grade 3. No fracture.\nCompared with 2019 films: progression of medial narrowing.\nMRI R shoulder (07/2024): supraspinatus tendinosis with low-grade partial-thickness\nbursal-surface fraying; no full-thickness tear; mild AC joint arthrosis with inferior spurring.\n\nASSESSMENT\n1. Left knee post-traumatic osteoarthritis, medial compartment, s/p partial medial\n   meniscectomy (2003). M17.32\n2. Right shoulder rotator cuff tendinopathy with subacromial impingement. M75.41\n   Full-thickness rotator cuff tear ruled out on MRI.\n3. No L knee ligamentous instability on today's exam.\n\nPLAN\n- L knee: discussed options - repeat CSI vs. viscosupplement vs. unloader brace;\n  pt chose unloader brace (ordered via prosthetics) + repeat CSI today.\n  Procedure: L knee injected 40 mg triamcinolone + 4 mL 1% lidocaine, superolateral\n  approach, sterile technique, tolerated well.\n  Discussed he is young for TKA; revisit if fails conservative measures.\n- R shoulder: PT referral (cuff/scapular stabilizer program), subacromial CSI offered\n  next visit if no better.\n- Continue meloxicam with PPI; monitor BP.\n- RTC 3 months.\n\nVet asks whether knee is \"service connected.\" Explained this clinic does not provide\ndisability opinions; recommended he discuss with VSO. Copy of imaging reports given.\n\nElectronically signed: Priya Venkataraman-Lowe, MD, Orthopaedic Surgery Staff\nResident: Colin Ashgrove, MD (PGY-3)",
    "expected": {
      "conditions": [
        {
          "name": "Left knee post-traumatic osteoarthritis",
          "diagnosticCode": "5010"
        },
        {
          "name": "Right shoulder rotator cuff tendinopathy with impingement"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Gastroesophageal reflux disease",
          "diagnosticCode": "7206"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Left knee twisting injury on a hard parachute landing fall at Fort Bragg in 2003, followed by arthroscopic partial medial meniscectomy",
        "Years of carrying a ruck and an M240 machine gun as an 82nd Airborne infantryman (1999-2007)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "THIBODEAUX, MARCUS LEON"
        },
        {
          "kind": "record-number",
          "value": "T4417"
        },
        {
          "kind": "date-of-birth",
          "value": "09-30-1981"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-sleep-psg-severe-osa-pdf",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "Department of Veterans Affairs                         VA Ann Arbor Healthcare System\n                                                        Sleep Medicine Clinic\n---------------------------------------------------------------------------------------\nPATIENT: KOWALCZYK, TERESA ANN           DOB: 12/05/1979       CLAIM/ICN: 1009928431\nADDRESS ON FILE: 2207 Wexford Ct, Ypsilanti, MI 48197      PHONE: 734-555-0119\n---------------------------------------------------------------------------------------\nNOTE TITLE: SLEEP MEDICINE - PSG RESULTS / FOLLOW-UP\nDATE: 03/27/2025\n\nReason for visit: review of in-lab diagnostic polysomnogram (03/11/2025).\n\nHistory: 45 yo female Army National Guard veteran (OEF 2009-10, Bagram; 92Y supply),\nservice-connected PTSD 70%. Referred by MH for loud snoring reported by partner, witnessed\napneas, morning headaches, ESS 15/24. Nightmares 2-3x/wk, on prazosin 4 mg qhs.\nSleep onset latency ~60 min, wakes 3-4x/night, difficulty returning to sleep, pattern present\n>3 months, 4+ nights/week despite adequate opportunity; daytime fatigue and irritability.\nDenies cataplexy, sleep paralysis, hypnagogic hallucinations. Urge to move legs at night:\ndenies. No prior sleep study. Caffeine 4 cups coffee/day.\n\nMeds: prazosin 4 mg qhs, sertraline 150 mg daily, trazodone 50 mg qhs prn, levothyroxine 75 mcg.\nPMH: PTSD, hypothyroidism, obesity class I (BMI 33.6), migraines (not recently).\n\nPOLYSOMNOGRAM SUMMARY (in-lab, diagnostic, full night)\n  Total recording time     421 min\n  Total sleep time         338 min     Sleep efficiency 80.3%\n  Sleep latency            42 min      REM latency 156 min\n  Stage N1 14% / N2 61% / N3 9% / REM 16%\n  AHI (AASM 3% rule)       34.2 /hr    REM AHI 58.0   Supine AHI 49.5   Non-supine 18.1\n  RDI                      38.9 /hr\n  Central apnea index      0.6 /hr     No Cheyne-Stokes pattern\n  SpO2 nadir 81%   Time SpO2 < 88%: 22.4 min\n  PLM index 3/hr (not significant)\n  ECG: sinus rhythm, rare PACs\n\nASSESSMENT:\n  1. Obstructive sleep apnea, severe (AHI 34.2), REM- and supine-predominant. G47.33\n  2. Insomnia disorder, chronic, comorbid with PTSD. G47.00\n  3. Restless legs syndrome - ruled out (no sx, ferritin 112, PLMI normal).\n  4. Central sleep apnea - not present.\n\nPLAN:\n  - Auto-PAP 5-15 cm H2O, ResMed AirSense 11, nasal pillows (pt preference), heated humidifier.\n  - PAP adherence check at 31-90 days; telehealth f/u in 6 weeks.\n  - CBT-I referral (sleep psychology); trazodone per MH.\n  - Drowsy driving counseling given; pt drives school bus part time - advised not to drive\n    when sleepy until treated; she verbalized understanding.\n  - Weight management (MOVE!) referral.\n  - Pt asked whether her OSA \"comes from the PTSD or the burn pits.\" Explained that this\n    clinical visit cannot address service connection; she may request an exam through\n    her claim.\n\nMICAH FENWICK-ADEBAYO, MD\nStaff Physician, Sleep Medicine\nElectronically signed 03/27/2025 16:05\nPage 1 of 1",
    "expected": {
      "conditions": [
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        },
        {
          "name": "Insomnia disorder, chronic"
        },
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Hypothyroidism",
          "diagnosticCode": "7903"
        },
        {
          "name": "Migraine headaches",
          "diagnosticCode": "8100"
        },
        {
          "name": "Obesity"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Deployed to Bagram, Afghanistan (OEF) 2009-2010 as a 92Y supply specialist"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "KOWALCZYK, TERESA ANN"
        },
        {
          "kind": "date-of-birth",
          "value": "12/05/1979"
        },
        {
          "kind": "record-number",
          "value": "1009928431"
        },
        {
          "kind": "address",
          "value": "2207 Wexford Ct, Ypsilanti, MI 48197"
        },
        {
          "kind": "phone",
          "value": "734-555-0119"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "va-mh-followup-current-passive-si",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: MH MEDICATION MANAGEMENT F/U\nDATE OF NOTE: JAN 14, 2025@10:20    STATUS: COMPLETED\nAUTHOR: BRANNIGAN,OLUWASEUN T (PMHNP)\nVVC video visit - pt located at home, 4410 N Calloway Rd Unit 12, Bakersfield CA 93308;\ncallback # 661-555-0183 confirmed. Consent for telehealth on file.\n\nPATIENT: HOLLOWAY, JANELLE R.   DOB 06/19/1990   SSN 603-44-2718\n\nS: 34 yo F Navy vet (2009-2015, aviation ordnanceman, USS Carl Vinson) f/u MDD/GAD.\nLast seen 11/2024; sertraline increased to 150 mg. Reports \"things got worse over the\nholidays.\" Broke up with partner 12/28. Sleeping 10-11 hrs, hard to get out of bed, missed\n4 shifts at work (pharmacy tech). Appetite down, ~8 lb wt loss. Worries \"about everything,\"\nchest tightness, can't shut mind off. Panic attacks: denies discrete attacks.\nEndorses passive SI over the past 2 weeks: \"sometimes I think it would be easier if I just\ndidn't wake up.\" Denies active SI, denies intent, denies plan. No prior attempts. No\nself-harm. Protective: her dog, her younger sister Kayla, \"I couldn't do that to my mom.\"\nNo firearms in home (confirmed). Stockpiling meds: denies; has ~2 wk supply.\nETOH: 1-2 glasses wine 2x/wk, denies binge. No drugs.\n\nO (via video): Appears stated age, hair unwashed, tearful at times. Psychomotor slowed.\nSpeech soft, low volume. Mood \"empty.\" Affect dysthymic, congruent. TP linear.\nTC: passive death wish as above, no active SI/HI, no psychosis. Insight/judgment fair.\nPHQ-9 = 22 (item 9 = 1 \"several days\")    GAD-7 = 16\nC-SSRS: wish to be dead - YES (past month); active thoughts - NO; method/intent/plan - NO;\nbehavior - NO.\n\nSuicide risk formulation: Acute risk LOW-INTERMEDIATE (recent loss, worsening depression,\npassive SI, no plan/intent, no access to firearms, engaged in care, strong protective\nfactors). Chronic risk MODERATE. Does not meet criteria for inpatient; pt agrees with\noutpatient plan. Safety plan reviewed and updated (added sister's number, VCL 988 press 1).\nLethal means counseling: pt will give extra medication to sister to hold.\n\nDX:\n - Major depressive disorder, recurrent, severe without psychotic features (F33.2)\n - Generalized anxiety disorder (F41.1)\n - Hx of PTSD screen positive 2021 - full CAPS-5 did not meet criteria; PTSD NOT diagnosed.\n\nPLAN:\n 1. Cross-taper sertraline -> venlafaxine XR 75 mg, titrate to 150 mg in 2 wks.\n 2. Hydroxyzine 25 mg tid prn anxiety (limited supply #30).\n 3. Increase therapy to weekly (Dr. Farrow, CBT) - message sent.\n 4. Nurse safety check call 01/16; f/u with me in 2 wks (VVC).\n 5. Work note provided for missed shifts.\n 6. High Risk flag not indicated at this time; will reassess.\n\nDiscussed w/ attending psychiatrist Dr. Isadora Mbeki, who agrees with plan.\n\n/es/ OLUWASEUN T BRANNIGAN, PMHNP-BC",
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
          "kind": "address",
          "value": "4410 N Calloway Rd Unit 12, Bakersfield CA 93308"
        },
        {
          "kind": "phone",
          "value": "661-555-0183"
        },
        {
          "kind": "name",
          "value": "HOLLOWAY, JANELLE R."
        },
        {
          "kind": "date-of-birth",
          "value": "06/19/1990"
        },
        {
          "kind": "ssn",
          "value": "603-44-2718"
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
    "id": "va-pc-toxic-exposure-asthma-sinusitis",
    "kind": "va-progress-note",
    "format": "text",
    "text": "CHEYENNE VA MEDICAL CENTER\nPRIMARY CARE / TOXIC EXPOSURE SCREENING FOLLOW-UP\n\nName: STORMBERG, ELIAS JOHANNES       DOB: 1983-04-08\nSSN: 518 37 2264      Phone: (307) 555-0146\nDate of service: 2024-06-03        Provider: Nakamura-Boyle, Gwen, MD\n\nCHIEF COMPLAINT: SOB w/ exertion, chronic sinus congestion, f/u abnl TES.\n\nHPI: 41 yo M Army vet (2002-2010; 12B combat engineer). Deployed Balad/JBB 2005-06 and\n2007-08 - lived ~1 mile downwind of the open-air burn pit, \"black smoke over the CHUs most\nnights.\" Also sandstorms, diesel exhaust, and 2008 sulfur-smelling smoke from a fire near\nMosul (not Mishraq per pt - unsure). Positive TES (Toxic Exposure Screening) 03/2024.\nSx: wheeze and cough with running or cold air x ~10 yrs, worse past 2 yrs; uses son's\nalbuterol \"sometimes.\" Nasal congestion, post-nasal drip, facial pressure nearly constant,\n3 courses of abx for \"sinus infections\" in past 12 mo (community urgent care records\nreviewed - 02/2024, 07/2023, 10/2023). Loss of smell partial. No hemoptysis, no wt loss,\nno night sweats. No known childhood asthma.\nSmoking: never. Vape: never. Works in HVAC sales (office).\n\nROS: neg for CP, palpitations, GERD sx, rash. Psych: mood good; PHQ-2 = 0; denies SI.\n\nPMH: HLD (diet controlled). s/p L ankle ORIF 2006 (in Iraq, fell from HMMWV - STRs).\nMeds: none regular. Allergies: NKDA.\nFH: mother asthma; father COPD (smoker). \n\nEXAM: BP 124/78, HR 72, SpO2 98%, BMI 27.\nNasal: bilateral boggy turbinates, clear-yellow mucus, no polyps on anterior rhinoscopy.\nMaxillary sinus TTP bilat. Lungs: scattered end-exp wheeze, improved after neb.\nHeart RRR. No clubbing.\n\nDATA:\nPFT 05/22/2024: pre FEV1 2.98 L (74% pred), FVC 4.31 L (92%), FEV1/FVC 0.69;\n  post-BD FEV1 3.47 L (+16%, +490 mL) -> significant bronchodilator response. DLCO 96%.\nCT sinus 05/2024: mucosal thickening bilateral maxillary sinuses with partial\n  opacification of the L maxillary sinus; ostiomeatal units narrowed. No polyps, no mass.\nCXR: clear. CBC: eos 6% (AEC 480). IgE 210.\nHRCT chest: not indicated at this time given reversible obstruction and nl DLCO.\n\nASSESSMENT:\n1. Asthma, moderate persistent (J45.40) - new dx; reversible obstruction on PFT.\n2. Chronic maxillary sinusitis, bilateral (J32.0).\n3. Allergic rhinitis (J30.9) - perennial.\n4. Constrictive bronchiolitis - considered given deployment exposure; not supported by\n   current work-up, not diagnosed. Will revisit if sx persist despite therapy.\n5. Hyperlipidemia.\nNote: asthma, chronic sinusitis and chronic rhinitis are on the PACT Act presumptive list for\nveterans with qualifying Gulf War / post-9/11 service; pt informed he may wish to file a\nclaim. This is informational only and not a medical opinion.\n\nPLAN:\n- Budesonide-formoterol 160/4.5 two puffs BID + prn (SMART); spacer; inhaler teaching done.\n- Fluticasone nasal daily, saline irrigations BID.\n- ENT referral for chronic sinusitis (consider FESS).\n- Asthma action plan provided. Flu/COVID/Pneumovax up to date.\n- Add to Airborne Hazards and Open Burn Pit Registry - pt will complete online.\n- RTC 8 wks with repeat spirometry.\n\nGwen Nakamura-Boyle, MD  - electronically signed 06/03/2024",
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
          "name": "Allergic rhinitis",
          "diagnosticCode": "6522"
        },
        {
          "name": "Hyperlipidemia"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Exposure to open-air burn pit smoke while deployed at Balad/JBB, Iraq, 2005-2006 and 2007-2008",
        "Exposure to sandstorms, diesel exhaust and smoke from a 2008 fire near Mosul",
        "Left ankle fracture requiring ORIF after falling from a HMMWV in Iraq, 2006"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "STORMBERG, ELIAS JOHANNES"
        },
        {
          "kind": "date-of-birth",
          "value": "1983-04-08"
        },
        {
          "kind": "ssn",
          "value": "518 37 2264"
        },
        {
          "kind": "phone",
          "value": "(307) 555-0146"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-back-strain-djd-radiculopathy",
    "kind": "dbq",
    "format": "text",
    "text": "BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: PELLETIER, ANDRE MICHEL\nPatient/Veteran's Social Security Number: 034-58-9127\nVA File Number: 28 441 906\nDate of Birth: 02/27/1988\nDate of examination: 11/07/2024      Exam type: In-person (contract examiner, QTC)\n\nIs this DBQ being completed in conjunction with a VA21-2507, C&P examination request?\n[X] Yes  [ ] No\nEvidence reviewed: [X] VA claims file (hard copy paper C-file / VBMS)  [X] STRs  [X] VA treatment records\n\nSECTION I - DIAGNOSIS\n1A. Does the Veteran now have or has he/she ever had a thoracolumbar spine (back) condition?\n[X] Yes  [ ] No\nDiagnosis #1: Lumbosacral strain                          ICD code: S39.012    Date of dx: 2012\nDiagnosis #2: Degenerative arthritis of the spine (L4-L5, L5-S1)  ICD code: M47.816  Date of dx: 2023\n[ ] Intervertebral disc syndrome - not diagnosed (no incapacitating episodes; see Section V)\n\nSECTION II - MEDICAL HISTORY\n2A. Onset and course: Veteran reports he injured his low back in 06/2012 at Camp Arifjan,\nKuwait, while he and one other soldier lifted a 600-lb MEP-803 generator off a trailer;\n\"felt a pop,\" seen at TMC same day, dx lumbar strain, 7-day profile. STRs confirm sick call\n06/14/2012 and two further visits (09/2012, 03/2013) for recurrent LBP. Separated 2014.\nHas had intermittent pain since, worse since 2021, now daily. Works as a line cook.\n2B. Flare-ups: [X] Yes - \"2-3 times a month, can barely put on socks,\" lasts 2-3 days.\n2C. Functional loss: cannot stand > 45 min, cannot lift > 25 lb, sleeps in recliner during flares.\n\nSECTION III - RANGE OF MOTION AND FUNCTIONAL LIMITATION\nInitial ROM: [ ] All normal  [X] Abnormal\n  Forward flexion (0-90):            0 to 55 degrees\n  Extension (0-30):                   0 to 15 degrees\n  Right lateral flexion (0-30):       0 to 20 degrees\n  Left lateral flexion (0-30):        0 to 20 degrees\n  Right lateral rotation (0-30):      0 to 25 degrees\n  Left lateral rotation (0-30):       0 to 25 degrees\nPain noted on exam: [X] Yes - causes functional loss. Evidence of pain with weight bearing: [X] Yes\nRepetitive use (3 reps): additional loss? [X] Yes - forward flexion 0 to 45 degrees after reps.\nFlare-up estimate: examiner cannot observe flare; per Veteran's description, forward flexion\nestimated 0 to 35 degrees during flare-ups, based on reported severity and frequency.\nGuarding/muscle spasm: [X] Yes - spasm resulting in abnormal gait.\n\nSECTION IV - MUSCLE STRENGTH / REFLEXES / SENSORY\nStrength: hip flexion 5/5 bilat; knee ext 5/5; ankle PF 5/5; ankle DF R 4/5, L 5/5; great toe ext R 4/5, L 5/5\nAtrophy: [X] No\nReflexes: knee 2+ bilat; ankle R 1+, L 2+\nSensation: decreased light touch R lower leg/ankle and R foot/toes. L normal.\nStraight leg raise: R [X] Positive  L [X] Negative\n\nSECTION V - RADICULOPATHY\nDoes the Veteran have radicular pain or other signs/symptoms due to radiculopathy? [X] Yes\n  Right lower extremity: constant pain - mild; intermittent pain - moderate; paresthesias - moderate; numbness - mild\n  Left lower extremity: none\n  Nerve roots involved: [X] L4/L5/S1/S2/S3 (sciatic nerve)  Side: [X] Right\n  Severity: Right: [X] Moderate   Left: [X] Not affected\nIVDS with episodes of bed rest prescribed by a physician in past 12 months: [X] No\n\nSECTION VI - OTHER\nAnkylosis: [X] No.  Other neurologic abnormalities (bowel/bladder): [X] No.\nScars: [X] No.  Assistive device: [X] Cane - occasional, during flares.\n\nSECTION VII - DIAGNOSTIC TESTING\nImaging: [X] Yes. MRI L-spine (VA, 08/2023): L4-5 and L5-S1 disc desiccation with\nfacet arthropathy; broad-based L5-S1 disc bulge with mild right foraminal narrowing contacting\nthe exiting right L5 root. X-ray 11/07/2024: arthritis documented [X] Yes.\nEMG: not done.\n\nSECTION VIII - FUNCTIONAL IMPACT\nImpacts ability to work: [X] Yes - limited to light duty, no prolonged standing, no lifting > 25 lb.\n\nSECTION IX - MEDICAL OPINION\nOpinion #1 - direct service connection, lumbosacral strain and degenerative arthritis:\nIt is my opinion that the claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the in-service injury, event or illness.\nRationale: STRs document an acute lifting injury in 06/2012 with recurrent documented\nlow back complaints in 2012-2013, i.e. chronicity in service. Veteran reports continuity of\nsymptoms since. No intercurrent injury. Imaging shows degenerative change at the levels\nconsistent with the mechanism, at a younger age (36) than expected from age alone.\nOpinion #2 - secondary, right lower extremity radiculopathy:\nThe right lower extremity radiculopathy is at least as likely as not proximately due to or the result of the Veteran's lumbar spine condition, as MRI shows right L5-S1 foraminal narrowing correlating with the exam findings.\n\nExaminer: Thaddeus Okonkwo-Reyes, DO     Specialty: Family Medicine\nSignature on file    Date: 11/07/2024    NPI 1639401772",
    "expected": {
      "conditions": [
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        },
        {
          "name": "Degenerative arthritis of the spine",
          "diagnosticCode": "5242"
        },
        {
          "name": "Radiculopathy, right lower extremity (sciatic nerve)",
          "diagnosticCode": "8520"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Lumbosacral strain",
          "strength": "at least as likely as not",
          "quote": "It is my opinion that the claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the in-service injury, event or illness."
        },
        {
          "condition": "Degenerative arthritis of the spine",
          "strength": "at least as likely as not",
          "quote": "It is my opinion that the claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the in-service injury, event or illness."
        },
        {
          "condition": "Radiculopathy, right lower extremity (sciatic nerve)",
          "strength": "at least as likely as not",
          "quote": "The right lower extremity radiculopathy is at least as likely as not proximately due to or the result of the Veteran's lumbar spine condition"
        }
      ],
      "inServiceEvents": [
        "Low back injury lifting a 600-lb generator off a trailer at Camp Arifjan, Kuwait, June 2012 (sick call 06/14/2012, lumbar strain, 7-day profile)",
        "Recurrent low back pain treated in service in 09/2012 and 03/2013"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "PELLETIER, ANDRE MICHEL"
        },
        {
          "kind": "ssn",
          "value": "034-58-9127"
        },
        {
          "kind": "record-number",
          "value": "28 441 906"
        },
        {
          "kind": "date-of-birth",
          "value": "02/27/1988"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-initial-ptsd-mortar-attack-pdf",
    "kind": "dbq",
    "format": "pdf",
    "text": "Initial Post Traumatic Stress Disorder (PTSD)\nDisability Benefits Questionnaire\n\nName of patient/Veteran: Nwachukwu-Hale, Simone D.         SSN: 241-90-5576\nVA claim number: C 31 557 204\nDate of exam: 09/16/2024   Examiner: VHA C&P, Durham VAMC   Method: in person\n\nSECTION I: DIAGNOSIS\n1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria based on today's evaluation?\n   [X] Yes  [ ] No\n2. Current diagnoses:\n   a. Mental disorder diagnosis #1: Posttraumatic stress disorder       ICD code: F43.10\n   b. Mental disorder diagnosis #2: Alcohol use disorder, in sustained remission   ICD code: F10.21\n   c. Medical diagnoses relevant to the understanding or management of the mental health disorder:\n      Mild TBI (2008) per VA TBI clinic - not evaluated here.\n3. Differentiation of symptoms: insomnia, hypervigilance, nightmares attributable to PTSD.\n   Alcohol use disorder developed after deployment as a means of coping with PTSD symptoms.\n4. Occupational and social impairment (check only one):\n   [ ] Total\n   [ ] Deficiencies in most areas\n   [X] Reduced reliability and productivity\n   [ ] Occasional decrease in work efficiency\n   [ ] Mild or transient symptoms\n\nSECTION II: CLINICAL FINDINGS\nA. Evidence review: [X] VBMS e-folder  [X] CAPRI / JLV records  [ ] No records were reviewed\nB. History:\n   Relevant social history: Raised in Fayetteville NC. Married 2012, divorced 2018; one\n   daughter (Amara, 11). Currently lives alone, sees daughter every other weekend.\n   Relevant occupational history: Army 2006-2014, 92F petroleum supply specialist, SGT.\n   Since service: school custodian 2015-2020, let go for \"attitude\" and absences; currently\n   part-time at a car wash.\n   Relevant mental health history: First MH contact 2013 at Ft Bragg BH (Embedded BH). Treated at\n   Fayetteville VAMC since 2016: CPT 2017 (completed 8 of 12), sertraline, prazosin. One prior\n   episode of suicidal ideation in 2018 around the divorce - \"I thought about driving into a\n   bridge pillar\" - no attempt, no psychiatric hospitalization. Denies any SI since 2019.\n   Substance use: heavy drinking 2009-2019 (up to a fifth of vodka/day on weekends); DWI 2016.\n   Completed SARRTP 2019; sober since 05/2019, attends AA.\nC. Stressors:\n   Stressor #1: 2008, COB Speicher, Iraq - indirect fire (mortar) attack struck the fuel point\n   where the Veteran was working; two soldiers wounded, one (SPC from her platoon) died of\n   wounds. The Veteran was knocked down by the blast, helped apply a tourniquet.\n   Does this stressor meet Criterion A? [X] Yes\n   Is the stressor related to fear of hostile military or terrorist activity? [X] Yes\n   Is the stressor related to personal assault, e.g. MST? [ ] No\n   Records: unit SIGACT and CAB award (2008) corroborate per VBMS.\n\nSECTION III: PTSD DIAGNOSTIC CRITERIA\nCriterion A: [X] Witnessed, in person, the traumatic event(s) as they occurred to others; [X] Directly experienced\nCriterion B: [X] Recurrent, involuntary, and intrusive distressing memories; [X] Recurrent distressing dreams;\n  [X] Intense or prolonged psychological distress at exposure to cues\nCriterion C: [X] Avoidance of external reminders (fuel smell, gas stations at night)\nCriterion D: [X] Persistent negative emotional state; [X] Markedly diminished interest; [X] Feelings of detachment\nCriterion E: [X] Irritable behavior and angry outbursts; [X] Hypervigilance; [X] Exaggerated startle;\n  [X] Sleep disturbance\nCriteria F, G, H: [X] met.\n\nSECTION IV: SYMPTOMS (applicable to the Veteran's diagnoses)\n[X] Depressed mood  [X] Anxiety  [X] Suspiciousness  [X] Chronic sleep impairment\n[X] Mild memory loss, such as forgetting names, directions or recent events\n[X] Disturbances of motivation and mood\n[X] Difficulty in establishing and maintaining effective work and social relationships\n[X] Difficulty in adapting to stressful circumstances, including work or a worklike setting\n[ ] Suicidal ideation (current) - denies today\nPCL-5 (today): 61.  PHQ-9: 14.\n\nSECTION V: OTHER\nCapable of managing financial affairs: [X] Yes.\nBehavioral observations: appropriately dressed, cooperative, startled at hallway noise x2,\n  tearful recounting stressor, no evidence of psychosis or cognitive impairment.\n\nSECTION VI: MEDICAL OPINION\nOpinion: The Veteran's PTSD is at least as likely as not (50 percent or greater probability) related to the stressor of the 2008 indirect fire attack at COB Speicher, which meets Criterion A and is consistent with the places, types and circumstances of her service.\nSecondary opinion: Her alcohol use disorder is at least as likely as not proximately due to her PTSD; the pattern of drinking began after the 2008 deployment and escalated with PTSD symptoms, consistent with self-medication.\n\nRemarks: Reduced reliability and productivity best reflects her current functioning.\n\nExaminer: Lucinda Abara-Whitcomb, Ph.D., Licensed Psychologist (NC #4412)\nDate signed: 09/17/2024",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Alcohol use disorder"
        },
        {
          "name": "Traumatic brain injury",
          "diagnosticCode": "8045"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Posttraumatic stress disorder",
          "strength": "at least as likely as not",
          "quote": "The Veteran's PTSD is at least as likely as not (50 percent or greater probability) related to the stressor of the 2008 indirect fire attack at COB Speicher"
        },
        {
          "condition": "Alcohol use disorder",
          "strength": "at least as likely as not",
          "quote": "Her alcohol use disorder is at least as likely as not proximately due to her PTSD"
        }
      ],
      "inServiceEvents": [
        "Mortar (indirect fire) attack on the fuel point at COB Speicher, Iraq, 2008: knocked down by the blast, helped apply a tourniquet, a platoon member died of wounds",
        "Mild TBI in 2008"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Nwachukwu-Hale, Simone D."
        },
        {
          "kind": "ssn",
          "value": "241-90-5576"
        },
        {
          "kind": "record-number",
          "value": "C 31 557 204"
        },
        {
          "kind": "name",
          "value": "Amara"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "dbq-hearing-loss-tinnitus-split-opinion",
    "kind": "dbq",
    "format": "text",
    "text": "HEARING LOSS AND TINNITUS DISABILITY BENEFITS QUESTIONNAIRE\n\nName of patient/Veteran: GUNDERSON, KYLE TRAVIS\nVeteran's SSN: 479-02-6631      VA file number: 479026631\nDate of exam: 04/02/2025        Examining location: VES, Sioux Falls SD\n\nSECTION I - CLAIMS FILE REVIEW / EVIDENCE\n[X] VA e-folder (VBMS) reviewed\nService: USMC 2003-2007, 0811 field artillery cannoneer (M198 155mm howitzer), OIF 2005.\nEntrance audiogram (DD 2808, 06/2003) and separation audiogram (DD 2216, 05/2007) are in the\nfile; both show hearing within normal limits bilaterally with no significant threshold shift.\nSeparation Report of Medical History (DD 2807-1, 05/2007): \"ringing in ears\" - box marked YES.\n\nSECTION II - HEARING LOSS\nAudiometric test results (dB HL):\n                 500   1000   2000   3000   4000\nRIGHT EAR         15     15     20     25     30      Avg (1000-4000): 23\nLEFT EAR          20     25     30     45     50      Avg (1000-4000): 38\nSpeech discrimination (Maryland CNC word list): RIGHT 96%   LEFT 92%\nWas the Maryland CNC word list used? [X] Yes\nIs the use of the speech discrimination score appropriate for this Veteran? [X] Yes\n\nDiagnosis:\n  RIGHT EAR: [X] Normal hearing (500-4000 Hz)\n  LEFT EAR:  [X] Sensorineural hearing loss (in the frequency range of 500-4000 Hz)\n  Does the Veteran have a hearing loss in either ear that meets the criteria of 38 CFR 3.385?\n  Right: [X] No   Left: [X] Yes\n\nHearing loss opinion (left ear):\n  [ ] At least as likely as not\n  [X] Less likely than not (less than 50 percent probability) caused by or a result of an event in military service.\nRationale: The Veteran's audiograms at entrance (2003) and separation (2007) were normal bilaterally with\nno significant threshold shift after 4 years of artillery duty. Per the Institute of Medicine\n(2006), there is insufficient evidence for delayed-onset noise-induced hearing loss. Veteran\nreports 15 years of post-service work at a sawmill (planer), \"sometimes wore plugs,\" and\nrecreational shooting (right-handed, left ear toward the muzzle). The left-ear\nasymmetric pattern and the time course are better explained by post-service exposures.\n\nFunctional impact: Veteran reports having to ask people to repeat themselves in the lunch room\nand turning TV up.\n\nSECTION III - TINNITUS\nDoes the Veteran report recurrent tinnitus? [X] Yes\nOnset: \"started during my first live fire at 29 Palms in 2004, never went away.\" Constant,\nbilateral, high-pitched.\nTinnitus opinion:\n  [X] At least as likely as not (50 percent probability or greater) caused by or a result of military noise exposure.\n  [ ] Less likely than not\nRationale: Artillery MOS with high probability of hazardous noise exposure (conceded per\nDuty MOS Noise Exposure Listing). Tinnitus was reported at separation, and the Veteran gives a\ncredible, consistent history of onset during service. Tinnitus can occur with normal audiometric\nthresholds.\nDoes tinnitus impact ordinary conditions of daily life? [X] Yes - difficulty falling asleep.\n\nExaminer: Rosalind Ekwueme-Stahl, Au.D., CCC-A   State license SD-AUD-0382\nDate: 04/02/2025",
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
          "strength": "less likely than not",
          "quote": "Less likely than not (less than 50 percent probability) caused by or a result of an event in military service."
        },
        {
          "condition": "Tinnitus",
          "strength": "at least as likely as not",
          "quote": "At least as likely as not (50 percent probability or greater) caused by or a result of military noise exposure."
        }
      ],
      "inServiceEvents": [
        "Hazardous noise exposure as a USMC 0811 field artillery cannoneer (M198 155mm howitzer), 2003-2007, including OIF 2005",
        "Onset of tinnitus during first live fire at Twentynine Palms in 2004; ringing in ears reported on separation medical history (05/2007)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "GUNDERSON, KYLE TRAVIS"
        },
        {
          "kind": "ssn",
          "value": "479-02-6631"
        },
        {
          "kind": "record-number",
          "value": "479026631"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-sleep-apnea-secondary-ptsd-negative",
    "kind": "dbq",
    "format": "text",
    "text": "SLEEP APNEA DISABILITY BENEFITS QUESTIONNAIRE\n(with Medical Opinion - secondary service connection and aggravation)\n\nVeteran: ACHTERBERG, DWAYNE L.          DOB: 10/11/1975\nSSN: 290-71-3348                        Claim #: 290713348\nExam date: 07/22/2025  Facility: Columbus VA Ambulatory Care Center, C&P Clinic\n\n1. DIAGNOSIS\nDoes the Veteran now have or has he/she ever been diagnosed with sleep apnea?  [X] Yes  [ ] No\n  [X] Obstructive sleep apnea     ICD-10: G47.33     Date of diagnosis: 02/2022\n  [ ] Central sleep apnea   [ ] Mixed sleep apnea\n\n2. MEDICAL HISTORY\nService: Army 1994-2016 (ret., SFC), 91B wheeled vehicle mechanic; OIF 2003-04, 2007-08.\nSC: PTSD 50%, tinnitus 10%, lumbosacral strain 20%.\nVeteran states he \"never snored in the Army,\" although his ex-wife told him he did around\n2012. No sleep complaints in STRs; retirement exam (2016) Report of Medical History:\n\"frequent trouble sleeping - yes\" - explained by examiner at the time as nightmares.\nOnset of loud snoring/witnessed apneas per current spouse ~2019. Weight at retirement 198 lb;\ncurrent weight 262 lb (BMI 37.6). Neck circumference 18.5 in. Mallampati IV. HTN dx 2020.\nHST 02/2022: AHI 27.8, SpO2 nadir 79%. CPAP since 04/2022; download 6/2025: 88% of nights\n>4 h, residual AHI 2.1.\n\n3. FINDINGS, SIGNS AND SYMPTOMS\n[X] Persistent daytime hypersomnolence\n[X] Requires the use of a breathing assistance device such as CPAP machine\n[ ] Chronic respiratory failure with carbon dioxide retention\n[ ] Cor pulmonale   [ ] Requires tracheostomy\n\n4. OTHER\nScars: none. Diagnostic testing: HST report 02/2022 reviewed (VA Sleep Lab, Chillicothe).\n\n5. FUNCTIONAL IMPACT\nDoes sleep apnea impact ability to work? [X] No - works as fleet service writer; reports\nmild daytime fatigue, improved with CPAP.\n\n6. MEDICAL OPINIONS\nA. Direct: The claimed obstructive sleep apnea is less likely than not (less than 50% probability) incurred in or caused by military service.\nRationale: STRs are silent for snoring, witnessed apneas or hypersomnolence. The single\n\"trouble sleeping\" entry at retirement was attributed to nightmares and is consistent\nwith PTSD-related insomnia, not OSA. Objective diagnosis was made 6 years after retirement,\nafter a 64-lb weight gain.\n\nB. Secondary (caused by): The Veteran's obstructive sleep apnea is less likely than not proximately due to or the result of his service-connected PTSD.\nRationale: OSA is an anatomic airway disorder; its major risk factors are obesity, neck\ncircumference, male sex, age and craniofacial anatomy, all present here. Current medical\nliterature describes an association between PTSD and OSA in veteran populations but does\nnot establish that PTSD causes upper airway collapse. Association is not causation.\n\nC. Secondary (aggravation): The obstructive sleep apnea is less likely than not aggravated beyond its natural progression by the service-connected PTSD or its treatment.\nRationale: Residual AHI on CPAP is 2.1 with good adherence; no evidence of worsening beyond\nnatural course. Prazosin and sertraline are not recognized to worsen OSA severity. A\nbaseline level of severity is established by the 02/2022 HST (AHI 27.8).\n\nExaminer: Brigitte Oyelowo-Kessler, MD, Internal Medicine (C&P)\nElectronically signed 07/24/2025",
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
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "The claimed obstructive sleep apnea is less likely than not (less than 50% probability) incurred in or caused by military service."
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "The Veteran's obstructive sleep apnea is less likely than not proximately due to or the result of his service-connected PTSD."
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "The obstructive sleep apnea is less likely than not aggravated beyond its natural progression by the service-connected PTSD or its treatment."
        }
      ],
      "inServiceEvents": [
        "Deployed to Iraq (OIF) 2003-2004 and 2007-2008 as a 91B wheeled vehicle mechanic",
        "Frequent trouble sleeping reported on the 2016 retirement Report of Medical History, attributed at the time to nightmares"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ACHTERBERG, DWAYNE L."
        },
        {
          "kind": "date-of-birth",
          "value": "10/11/1975"
        },
        {
          "kind": "ssn",
          "value": "290-71-3348"
        },
        {
          "kind": "record-number",
          "value": "290713348"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-knee-preexisting-aggravation-speculation-pdf",
    "kind": "dbq",
    "format": "pdf",
    "text": "KNEE AND LOWER LEG CONDITIONS\nDISABILITY BENEFITS QUESTIONNAIRE                                  Page 1 of 4\n\nName of patient/Veteran: FAIRWEATHER, COLLEEN M.\nSSN: 577-16-0492           DOB: 05/08/1982           VA claim no.: 577160492\nDate of exam: 01/28/2025   Examiner site: Optum Serve contract exam - Albuquerque NM\n\nSECTION I - DIAGNOSIS\nDoes the Veteran now have or has he/she ever had a knee and/or lower leg condition? [X] Yes\nSide affected: [X] Right  [ ] Left  [ ] Both\n  [X] Knee joint osteoarthritis      ICD: M17.11     Date of diagnosis: 2020\n  [X] Anterior cruciate ligament (ACL) tear, s/p reconstruction      ICD: S83.511S   Date: 1999\n  [X] Knee joint instability (anterior)      Date of diagnosis: 2025 (today)\n  [ ] Meniscal tear   [ ] Patellofemoral pain syndrome   [ ] Shin splints\n\nSECTION II - MEDICAL HISTORY\nPre-service: R ACL reconstruction (patellar tendon autograft) in 1999 at age 17 after a high\nschool soccer injury. Enlistment exam DD 2808 (07/2001): \"R knee scar, s/p ACL repair 1999,\nfull ROM, stable, asymptomatic - qualified\" - condition NOTED at entry.\nIn service: USAF 2001-2009, 3P0 Security Forces. Veteran reports she \"twisted the knee again\"\non a deployment to Kirkuk AB in 2004 while running to a bunker during a rocket attack, was seen\nat the EMEDS clinic and given ibuprofen and crutches for a week. NO record of this visit is in\nthe STRs; the STRs for 2003-2005 are incomplete (VA memorandum of unavailability dated\n03/2023 in the e-folder). The 2009 separation exam records \"R knee - occasional pain with\nrunning, no instability, ROM full.\"\nPost-service: corrections officer 2010-2018, \"lots of stairs\"; desk work since.\nFlare-ups: [X] Yes - after long walks; \"it swells and feels like it will give out.\"\nFunctional loss: cannot run, kneel, or take stairs two at a time.\n\nSECTION III - RANGE OF MOTION\nRight knee: Flexion 0 to 100 degrees (normal 0-140). Extension: 0 degrees (normal).\n  Pain noted on exam, causes functional loss. After 3 repetitions: flexion 0 to 95 degrees.\nLeft knee: Flexion 0 to 140 degrees. Extension 0 degrees. No pain.\n\nSECTION IV - MUSCLE STRENGTH:  R knee flexion 4/5, extension 4/5; L 5/5. No atrophy.\nSECTION V - ANKYLOSIS: [X] No\nSECTION VI - JOINT STABILITY\nRecurrent subluxation: [X] Slight (R)    Lateral instability: [X] None\nJoint stability tests: Anterior instability (Lachman): R [X] 1+ (0-5 mm)   L [X] Normal\nPosterior instability: normal bilat. Medial-lateral instability: normal bilat.\nSECTION VII - OTHER: Scars: R anterior knee 11 cm linear, healed, not painful, not unstable.\n  Assistive devices: [X] Brace - occasional (hinged).\nSECTION VIII - DIAGNOSTIC TESTING\n  X-ray R knee 01/28/2025: degenerative arthritis [X] Yes - moderate medial and patellofemoral\n  joint space narrowing; post-surgical tunnels; hardware intact.\n\nSECTION IX - FUNCTIONAL IMPACT: limits prolonged standing and walking > 1 mile.\n\nSECTION X - MEDICAL OPINION (PRE-EXISTING CONDITION)\nQuestion: Was the Veteran's pre-existing right knee condition, which clearly and unmistakably\nexisted prior to service, aggravated beyond its natural progression by an in-service event,\ninjury or illness?\nOpinion: I cannot resolve this question without resort to mere speculation.\nRationale: The knee condition was noted at entry. The only in-service evidence is the 2009\nseparation note of occasional pain with running; the claimed 2004 reinjury cannot be\nconfirmed because STRs for that period are missing, and the Veteran's account, while\ncredible, does not describe the severity or residuals of that event. Post-traumatic\narthritis is an expected natural progression after ACL reconstruction (roughly half of\npatients show radiographic OA 10-20 years after surgery), and there were also 8 years of\npost-service occupational stair use. Without contemporaneous records from 2004 or a\ndocumented baseline beyond the entry and separation exams, the medical evidence does not\nallow me to separate natural progression from any in-service worsening; any estimate would\nbe speculative. An orthopaedic record from 2004-2005, if located, could change this opinion.\n\nExaminer: Dr. Alasdair Menon-Pryce, MD (Physical Medicine & Rehabilitation)\nSigned 01/30/2025",
    "expected": {
      "conditions": [
        {
          "name": "Right knee degenerative arthritis"
        },
        {
          "name": "Right knee instability",
          "diagnosticCode": "5257"
        },
        {
          "name": "Right knee ACL tear, status post reconstruction"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Right knee degenerative arthritis",
          "strength": "unable to resolve",
          "quote": "I cannot resolve this question without resort to mere speculation."
        },
        {
          "condition": "Right knee instability",
          "strength": "unable to resolve",
          "quote": "I cannot resolve this question without resort to mere speculation."
        },
        {
          "condition": "Right knee ACL tear, status post reconstruction",
          "strength": "unable to resolve",
          "quote": "I cannot resolve this question without resort to mere speculation."
        }
      ],
      "inServiceEvents": [
        "Reported right knee twisting reinjury while running to a bunker during a rocket attack at Kirkuk AB, Iraq, 2004 (not documented in the incomplete STRs)",
        "Right knee occasional pain with running noted on the 2009 separation exam",
        "Pre-existing right ACL reconstruction (1999) noted on the 2001 enlistment exam"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "FAIRWEATHER, COLLEEN M."
        },
        {
          "kind": "ssn",
          "value": "577-16-0492"
        },
        {
          "kind": "date-of-birth",
          "value": "05/08/1982"
        },
        {
          "kind": "record-number",
          "value": "577160492"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-headaches-migraine-private-image",
    "kind": "dbq",
    "format": "image",
    "text": "HEADACHES (INCLUDING MIGRAINE HEADACHES) DISABILITY BENEFITS QUESTIONNAIRE\n(completed by private treating provider)\n\nVeteran name: Baptiste, Jean-Luc R.      SSN: 138-62-7705      Date: 06/10/2025\n\n1. DIAGNOSIS  [X] Migraine including migraine variants   ICD G43.709   Dx date: 2012\n              [ ] Tension headache   [ ] Cluster headache\n2. HISTORY: Onset 2012, months after a 2011 IED blast in Kandahar (MRAP rollover,\n   brief LOC per STR). Dx mild TBI by Army neurology 2012. Throbbing L-sided\n   headaches w/ nausea, photophobia, phonophobia; needs dark room.\n   Continuous medication: [X] Yes - topiramate 50 mg bid; rizatriptan 10 mg prn.\n3. SYMPTOMS: [X] Pulsating/throbbing  [X] Pain on one side  [X] Worsens w/ activity\n   [X] Nausea  [X] Vomiting  [X] Sensitivity to light  [X] Sensitivity to sound\n   Duration: [X] 1-2 days\n4. PROSTRATING ATTACKS\n   Characteristic prostrating attacks of migraine pain? [X] Yes\n   Frequency: [X] More frequent than once per month (avg 3/month per headache diary)\n   Very prostrating and prolonged attacks productive of severe economic\n   inadaptability? [X] Yes - missed 14 workdays in past 6 mo (HR letter attached).\n5. FUNCTIONAL IMPACT: [X] Yes - leaves work 2-3x/month, cannot drive during attacks.\n6. REMARKS / OPINION:\n   It is my medical opinion that the Veteran's migraine headaches are more likely than not\n   a residual of the traumatic brain injury he sustained in service in 2011. Post-traumatic\n   headache with migraine features is the most common sequela of mild TBI; onset within\n   the first year is well documented in his records, and there was no headache history\n   before service.\n   Denies headaches prior to 2011. No medication overuse.\n\nProvider: Helena Szczepanski-Obi, MD, Neurology\nLakeshore Neurology Associates, Racine WI   License WI 61744-20\nSignature: /s/ H. Szczepanski-Obi, MD    Date: 06/10/2025",
    "expected": {
      "conditions": [
        {
          "name": "Migraine headaches",
          "diagnosticCode": "8100"
        },
        {
          "name": "Traumatic brain injury",
          "diagnosticCode": "8045"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Migraine headaches",
          "strength": "more likely than not",
          "quote": "It is my medical opinion that the Veteran's migraine headaches are more likely than not"
        }
      ],
      "inServiceEvents": [
        "IED blast with MRAP rollover in Kandahar, Afghanistan, 2011, with brief loss of consciousness",
        "Diagnosed with mild TBI by Army neurology in 2012; headaches began in service in 2012"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Baptiste, Jean-Luc R."
        },
        {
          "kind": "ssn",
          "value": "138-62-7705"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-audiologist-engine-room",
    "kind": "private-letter",
    "format": "text",
    "text": "COASTAL HEARING & BALANCE CENTER\n118 Harbor View Parkway, Suite 210 | Chesapeake, VA 23320 | Tel 757-555-0190 | Fax 757-555-0191\n\nMarch 3, 2025\n\nDepartment of Veterans Affairs\nEvidence Intake Center\nP.O. Box 4444\nJanesville, WI 53547-4444\n\nRE:   Veteran:      Delbert Wayne Pruitt\n      DOB:          08/16/1956\n      SSN:          224-81-9063\n      Address:      5 Gilcrest Lane, Moyock, NC 27958\n      Our chart #:  CHB-0072315\n\nTo Whom It May Concern:\n\nI am a licensed audiologist and have treated Mr. Pruitt in this practice since 2018. At his\nrequest I have reviewed his DD-214, his service treatment records (including his 1974\nenlistment and 1994 retirement audiograms), his VA audiology records, and our own records, in\norder to give an opinion about his hearing loss and tinnitus.\n\nMr. Pruitt served in the U.S. Navy from 1974 to 1994 as a Machinist's Mate (MM), most of it in\nthe main engineering spaces of steam-powered ships (USS Coontz, USS Mount Whitney). He\ndescribes 12-hour watches next to turbines, reduction gears and forced-draft blowers, with\nfoam plugs only \"when the chief was looking.\" Engine rooms of that era commonly measured\n100-110 dBA. After retirement he worked as an insurance adjuster; he denies hunting, power\ntools beyond occasional lawn mowing, or other significant recreational noise.\n\nHis 1974 enlistment audiogram showed thresholds of 0-10 dB at all frequencies in both ears.\nHis 1994 retirement audiogram shows a 4000 Hz notch of 40 dB right and 45 dB left, a\nsignificant threshold shift compared with entry. His retirement physical also records\n\"ringing both ears\" in the examiner's summary.\n\nTesting in our office on 02/18/2025:\n  Right ear: 500 Hz 25, 1000 30, 2000 40, 3000 60, 4000 70 dB HL; PTA 50; Maryland CNC 82%\n  Left ear:  500 Hz 25, 1000 35, 2000 45, 3000 65, 4000 75 dB HL; PTA 55; Maryland CNC 78%\n  Tympanometry normal bilaterally.\n\nDiagnoses:\n  1. Bilateral sensorineural hearing loss, moderate to severe, with a noise notch configuration.\n  2. Bilateral subjective tinnitus, constant.\n  He also has well-controlled type 2 diabetes (per his PCP); diabetes has been associated with\n  hearing loss but would not explain the shift that was already present at retirement.\n\nOpinion:\nIt is my professional opinion that Mr. Pruitt's bilateral hearing loss is more likely than not (greater than 50% probability) caused by his hazardous noise exposure in the Navy.\nIt is also my opinion that his tinnitus is more likely than not the result of the same military noise exposure, given the documented complaint of ringing at retirement and the well-established link between noise-induced hearing loss and tinnitus.\nMy rationale is that the threshold shift began during service and was documented at\nretirement, the notch at 4000 Hz is the classic pattern of noise damage, and there is no\nsignificant post-service noise exposure to account for it. Age-related loss would be expected\nto be more symmetric and sloping and would not account for the in-service shift.\n\nPlease contact me with any questions.\n\nSincerely,\n\nVictoria L. Amankwah, Au.D., F-AAA\nDoctor of Audiology, Virginia License #0113-004871",
    "expected": {
      "conditions": [
        {
          "name": "Bilateral sensorineural hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Bilateral sensorineural hearing loss",
          "strength": "more likely than not",
          "quote": "It is my professional opinion that Mr. Pruitt's bilateral hearing loss is more likely than not (greater than 50% probability) caused by his hazardous noise exposure in the Navy."
        },
        {
          "condition": "Tinnitus",
          "strength": "more likely than not",
          "quote": "It is also my opinion that his tinnitus is more likely than not the result of the same military noise exposure"
        }
      ],
      "inServiceEvents": [
        "Hazardous engine room noise exposure as a Navy Machinist's Mate on steam-powered ships (USS Coontz, USS Mount Whitney), 1974-1994",
        "Significant threshold shift with 4000 Hz notch and ringing in both ears documented on the 1994 retirement physical"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Delbert Wayne Pruitt"
        },
        {
          "kind": "date-of-birth",
          "value": "08/16/1956"
        },
        {
          "kind": "ssn",
          "value": "224-81-9063"
        },
        {
          "kind": "address",
          "value": "5 Gilcrest Lane, Moyock, NC 27958"
        },
        {
          "kind": "record-number",
          "value": "CHB-0072315"
        },
        {
          "kind": "name",
          "value": "Pruitt"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-psychologist-mst-ptsd-pdf",
    "kind": "private-letter",
    "format": "pdf",
    "text": "RIVERBEND TRAUMA & RECOVERY, PLLC\nDr. Constance Ibekwe-Larsen, Psy.D. - Licensed Clinical Psychologist (TN #3390)\n2400 Crestmoor Rd, Nashville TN 37215 - (615) 555-0137\n\nAugust 12, 2024\n\nRE: Independent Psychological Evaluation and Medical Opinion\n    Veteran: Rochelle Annette Delacroix-Webb\n    Date of birth: 01/25/1984\n    VA file number: 41 870 225\n    Veteran's mailing address: 718 Peabody Street, Apt 4, Murfreesboro TN 37130\n\nTo the Department of Veterans Affairs:\n\nMs. Delacroix-Webb asked me to evaluate her and give an opinion on whether her current\nmental health condition is related to her military service. I met with her for a total of 5.5\nhours on 07/22/2024 and 07/29/2024, administered the CAPS-5, PCL-5, PHQ-9 and MMPI-3, and\nreviewed her complete STRs and personnel records (OMPF), VA treatment records 2016-2024, and\na statement from her sister, Danielle Webb.\n\nBackground. She enlisted in the Army at 18 (2002) and served as a 25U signal support systems\nspecialist until 2007. She describes a normal childhood, no pre-service mental health treatment,\nand was an honor student. She reports that in October 2003, at Camp Casey, Korea, she was\nsexually assaulted by a senior NCO in her unit after a unit function. She did not report it at\nthe time because he was in her chain of command and she feared retaliation.\n\nMarkers in the record. Although there is no report of the assault, her records contain several\nchanges that are consistent with it: (1) a sick call visit on 10/27/2003 requesting STD testing\nand emergency contraception; (2) three behavioral health visits in Nov-Dec 2003 for \"insomnia\nand stress,\" where the clinician noted she was tearful and \"not sleeping, wants to be moved to\nanother platoon\"; (3) her NCOERs and counseling statements show a decline from \"among the\nbest\" in 2002-2003 to two counseling statements for lateness and disrespect in 2004; (4) a\nrequest for reassignment approved in 02/2004; and (5) an Article 15 for underage drinking in\n2004, when she had no prior discipline. Her sister's statement describes her as \"a different\nperson\" when she came home on leave in 2004.\n\nShe told me that in the weeks after the assault she thought about taking all of her sleeping\npills, and again in 2016 after a relationship ended; she has never made an attempt and denied\ncurrent suicidal thoughts, plan or intent during my evaluation.\n\nCurrent findings. CAPS-5 total severity score 44, meeting all DSM-5 criteria for PTSD.\nPCL-5 = 57. PHQ-9 = 16. MMPI-3 valid profile without over-reporting; elevations on\nRC2/RC7 and the PTSD-relevant scales. She has intrusive memories, nightmares, avoidance of\nmen in uniform and of the smell of the cologne he wore, negative beliefs about herself,\nhypervigilance and sleep disturbance. She also meets criteria for a major depressive disorder,\nrecurrent, moderate, which in my opinion is part of the same clinical picture.\n\nDiagnoses:\n  - Posttraumatic stress disorder (F43.10)\n  - Major depressive disorder, recurrent, moderate (F33.1)\nRuled out: bipolar disorder (no history of mania/hypomania); borderline personality disorder\n  (does not meet criteria).\n\nOpinion. Based on my evaluation and the record as a whole, it is my opinion that Ms.\nDelacroix-Webb's PTSD is as likely as not (50% or greater probability) the result of the sexual assault she experienced during military service in 2003. The in-service behavioral changes\ndescribed above are the type of markers recognized in 38 CFR 3.304(f)(5), and they appear in\nthe record within weeks of the reported assault. Her major depressive disorder is at least as likely as not caused by the same in-service assault and by her PTSD, as it began after the\nassault and its course has followed the course of her PTSD symptoms.\n\nI declare that I have no financial interest in the outcome of this claim beyond my usual fee\nfor evaluation.\n\nRespectfully,\n\nConstance Ibekwe-Larsen, Psy.D.\nLicensed Clinical Psychologist",
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
          "quote": "PTSD is as likely as not (50% or greater probability) the result of the sexual assault she experienced during military service in 2003"
        },
        {
          "condition": "Major depressive disorder",
          "strength": "at least as likely as not",
          "quote": "Her major depressive disorder is at least as likely as not caused by the same in-service assault and by her PTSD"
        }
      ],
      "inServiceEvents": [
        "Military sexual trauma: sexual assault by a senior NCO at Camp Casey, Korea, October 2003 (unreported)",
        "Sick call 10/27/2003 requesting STD testing and emergency contraception",
        "Behavioral health visits Nov-Dec 2003 for insomnia and stress, with request to move to another platoon",
        "Decline in performance, counseling statements, reassignment request (02/2004) and an Article 15 for underage drinking in 2004",
        "Suicidal thoughts of overdosing on sleeping pills in the weeks after the 2003 assault"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Rochelle Annette Delacroix-Webb"
        },
        {
          "kind": "date-of-birth",
          "value": "01/25/1984"
        },
        {
          "kind": "record-number",
          "value": "41 870 225"
        },
        {
          "kind": "address",
          "value": "718 Peabody Street, Apt 4, Murfreesboro TN 37130"
        },
        {
          "kind": "name",
          "value": "Danielle Webb"
        },
        {
          "kind": "name",
          "value": "Delacroix-Webb"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "private-letter-urology-ed-secondary-ssri",
    "kind": "private-letter",
    "format": "text",
    "text": "High Plains Urology Associates\nDr. Naveen Castellanos-Roth, MD, FACS | Board Certified, Urology\n6001 W 34th Ave | Amarillo, TX 79109 | ph 806-555-0172\n\n10/04/2024\n\nRE: Gilberto \"Gil\" Arredondo Saenz    DOB 12/01/1969    Pt ID: HPU-558104\n\nTo whom it may concern,\n\nMr. Arredondo Saenz has been under my care since June 2022 for erectile dysfunction and\nlower urinary tract symptoms. He asked me to write regarding the cause of his ED for his VA\nclaim. I have reviewed his VA pharmacy records and his VA mental health notes that he\nprovided to me.\n\nHe is a Marine Corps veteran (1988-1996, Desert Storm). He tells me he is service-connected\nfor major depressive disorder. His VA psychiatrist started paroxetine in 2019, later changed to\nsertraline 200 mg in 2021, which he still takes. He reports normal erections before 2019;\nproblems with erections and delayed ejaculation started within about 3 months of starting\nparoxetine and have persisted despite the switch. He has no diabetes (A1c 5.4% 08/2024), is a\nnon-smoker, BMI 27, BP controlled on losartan 50 mg (essential hypertension since 2015). Total\ntestosterone 462 ng/dL (normal). Penile duplex Doppler 2023: normal peak systolic velocities,\nno venous leak.\n\nAssessment:\n  1. Erectile dysfunction (N52.9), organic vascular cause excluded on duplex; medication-\n     induced (SSRI) - his clinical course fits.\n  2. Benign prostatic hyperplasia with LUTS (N40.1), IPSS 14, prostate ~45 g on TRUS,\n     PSA 1.9 ng/mL. Prostate cancer ruled out by MRI (PI-RADS 2) 2023.\n  3. Hypertension - per his PCP, controlled.\n\nOpinion on ED:\nIt is my opinion that Mr. Arredondo Saenz's erectile dysfunction is at least as likely as not (50% or greater) caused by the SSRI medications prescribed for his service-connected major depressive disorder.\nSexual side effects of SSRIs are well documented and common (reported in up to 40-60% of\npatients on paroxetine and sertraline), the onset matched the start of paroxetine, and I have\nfound no vascular, hormonal or metabolic cause. Changing to a different agent is a decision for\nhis psychiatrist; I have started tadalafil 5 mg daily, which also helps his urinary symptoms.\n\nRegarding his prostate: his BPH is, in my opinion, less likely than not related to his military service or to his medications; it is a common age-related condition and nothing in his history points to another cause.\n\nSincerely,\n\n/s/ Naveen Castellanos-Roth, MD, FACS",
    "expected": {
      "conditions": [
        {
          "name": "Erectile dysfunction",
          "diagnosticCode": "7522"
        },
        {
          "name": "Benign prostatic hyperplasia"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Major depressive disorder",
          "diagnosticCode": "9434"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Erectile dysfunction",
          "strength": "at least as likely as not",
          "quote": "erectile dysfunction is at least as likely as not (50% or greater) caused by the SSRI medications prescribed for his service-connected major depressive disorder"
        },
        {
          "condition": "Benign prostatic hyperplasia",
          "strength": "less likely than not",
          "quote": "his BPH is, in my opinion, less likely than not related to his military service or to his medications"
        }
      ],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Gilberto \"Gil\" Arredondo Saenz"
        },
        {
          "kind": "date-of-birth",
          "value": "12/01/1969"
        },
        {
          "kind": "record-number",
          "value": "HPU-558104"
        },
        {
          "kind": "name",
          "value": "Arredondo Saenz"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-spine-ivds-airborne-image",
    "kind": "private-letter",
    "format": "image",
    "text": "SUMMIT SPINE & ORTHOPAEDICS\n455 Foothill Blvd, Bldg C, Colorado Springs, CO 80906\n\nMay 19, 2025\n\nRE: Tobias K. Lindgren-Ames\nDOB: 04/30/1977\nClaim No.: 30 224 817\n\nTo the VA Rating Official:\n\nI am Mr. Lindgren-Ames's treating spine surgeon. I performed an L5-S1\nmicrodiscectomy on him on 11/14/2024 for a herniated disc with left S1\nradiculopathy. He continues to have low back pain and numbness along the\noutside of his left foot. He had 3 incapacitating episodes in the past\nyear requiring bed rest that I prescribed, totaling about 3 weeks.\n\nDiagnoses:\n 1. Intervertebral disc syndrome, L5-S1, s/p microdiscectomy (M51.17)\n 2. Left lower extremity radiculopathy, S1, mild-moderate (M54.17)\n\nI have reviewed his service records. He was an Army Ranger and jumpmaster\n(2nd Ranger Bn, 1996-2016) with 214 static-line and military free-fall\njumps logged. His STRs note low back pain after a hard landing at Fort\nBenning in 2001 and again in 2009, and an MRI in 2014 at Madigan showed\nL5-S1 disc bulging with annular fissure.\n\nIt is my opinion that his lumbar disc disease is more likely than not\nthe result of the repetitive axial loading of his spine from parachute\njumps and heavy ruck marches during his 20 years of service. The disc\nfindings were already present on the 2014 in-service MRI, and the 2024\nherniation is at the same level.\nHis left S1 radiculopathy is more likely than not due to that disc disease.\n\nSincerely,\n\nRenata Vukovic-Hale, MD\nOrthopaedic Spine Surgery",
    "expected": {
      "conditions": [
        {
          "name": "Intervertebral disc syndrome",
          "diagnosticCode": "5243"
        },
        {
          "name": "Radiculopathy, left lower extremity (sciatic nerve)",
          "diagnosticCode": "8520"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Intervertebral disc syndrome",
          "strength": "more likely than not",
          "quote": "It is my opinion that his lumbar disc disease is more likely than not"
        },
        {
          "condition": "Radiculopathy, left lower extremity (sciatic nerve)",
          "strength": "more likely than not",
          "quote": "His left S1 radiculopathy is more likely than not due to that disc disease."
        }
      ],
      "inServiceEvents": [
        "214 static-line and military free-fall parachute jumps and heavy ruck marches as an Army Ranger and jumpmaster, 1996-2016",
        "Low back pain after hard parachute landings at Fort Benning in 2001 and again in 2009",
        "In-service MRI at Madigan in 2014 showing L5-S1 disc bulging with annular fissure"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Tobias K. Lindgren-Ames"
        },
        {
          "kind": "date-of-birth",
          "value": "04/30/1977"
        },
        {
          "kind": "record-number",
          "value": "30 224 817"
        },
        {
          "kind": "name",
          "value": "Lindgren-Ames"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-letter-family-med-gulf-war-ibs-gerd",
    "kind": "private-letter",
    "format": "text",
    "text": "Prairie Family Medicine, P.A.\n212 E. Ash Street - Salina, Kansas 67401 - Phone (785) 555-0153\n\nJanuary 9, 2025\n\nTo: U.S. Department of Veterans Affairs\n\nRe: Mr. Lonnie Earl Whitebird\n    DOB 07/04/1966\n    Home: 1730 Kenwood Ave, Salina KS 67401   Tel: (785) 555-0108\n    Medical record # PFM 20-44781\n\nDear Sir or Madam,\n\nLonnie has been my patient for 19 years. He served in the Army from 1985 to 1993 and was\ndeployed to Saudi Arabia and Iraq from December 1990 to May 1991 with the 1st Infantry\nDivision (Operation Desert Shield/Desert Storm). He has told me many times about the smoke\nfrom the oil well fires, which turned the day dark, and that his unit took PB pills (pyridostigmine).\n\nSince about 1992 he has had recurrent abdominal pain with alternating diarrhea and\nconstipation, bloating, and urgency, several times a week. He has had two colonoscopies\n(2008, 2019) that were normal, with random biopsies negative for microscopic colitis;\nceliac serology negative; stool studies negative. He meets Rome IV criteria, and I have\ndiagnosed irritable bowel syndrome, mixed type (IBS-M). He also has heartburn and\nregurgitation several times a week, with an EGD in 2021 showing LA grade B esophagitis and a\nsmall hiatal hernia; his diagnosis is gastroesophageal reflux disease, on omeprazole 40 mg.\n\nHe has widespread aches at times, but he does not meet criteria for fibromyalgia and I\nhave not diagnosed it. His PHQ-9 was 4 at his last visit and he has never expressed thoughts\nof self-harm to me.\n\nMy opinions:\n1. IBS: Because IBS is a functional gastrointestinal disorder that began within a year of his\n   return from the Gulf, and because no other cause has been found despite a thorough\n   work-up, it is my opinion that his irritable bowel syndrome is at least as likely as not related to his service in the Southwest Asia theater of operations.\n2. GERD: He has several risk factors unrelated to service (hiatal hernia, weight gain of 40\n   lb since 2010, and 30 years of smoking until 2015). I would not be able to say whether his GERD is related to his service without resorting to speculation.\n\nIn my opinion, because of his bowel urgency and pain, he would have great difficulty holding a\njob that does not give ready access to a restroom.\n\nPlease feel free to contact my office.\n\nSincerely,\n\nMarguerite Dunleavy-Osei, D.O.\nFamily Medicine",
    "expected": {
      "conditions": [
        {
          "name": "Irritable bowel syndrome",
          "diagnosticCode": "7319"
        },
        {
          "name": "Gastroesophageal reflux disease",
          "diagnosticCode": "7206"
        },
        {
          "name": "Hiatal hernia"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Irritable bowel syndrome",
          "strength": "at least as likely as not",
          "quote": "it is my opinion that his irritable bowel syndrome is at least as likely as not related to his service in the Southwest Asia theater of operations"
        },
        {
          "condition": "Gastroesophageal reflux disease",
          "strength": "unable to resolve",
          "quote": "I would not be able to say whether his GERD is related to his service without resorting to speculation."
        }
      ],
      "inServiceEvents": [
        "Deployed to Saudi Arabia and Iraq, December 1990 to May 1991, with the 1st Infantry Division (Operation Desert Shield/Desert Storm)",
        "Exposure to smoke from oil well fires during the Gulf War",
        "Took pyridostigmine bromide (PB) pills during the Gulf War"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Lonnie Earl Whitebird"
        },
        {
          "kind": "date-of-birth",
          "value": "07/04/1966"
        },
        {
          "kind": "address",
          "value": "1730 Kenwood Ave, Salina KS 67401"
        },
        {
          "kind": "phone",
          "value": "(785) 555-0108"
        },
        {
          "kind": "record-number",
          "value": "PFM 20-44781"
        },
        {
          "kind": "name",
          "value": "Lonnie"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-inpatient-psych-si-plan",
    "kind": "discharge-summary",
    "format": "text",
    "text": "DISCHARGE SUMMARY - ACUTE INPATIENT PSYCHIATRY (4 WEST)\nMinneapolis VA Health Care System\n\nPatient: STRAND, NICHOLAS OWEN        DOB: 1992-09-17     SSN: 468-23-7750\nICN: 1043318860V771209     Admit: 2024-12-02     Discharge: 2024-12-11     LOS: 9 days\nAttending: Ferreira-Lund, Beatriz, MD     Resident: K. Osterhaus, MD\nDisposition: Home with family; outpatient MH follow-up scheduled.\n\nREASON FOR ADMISSION:\n32M Army veteran (2010-2016, 13B cannon crewmember; OEF 2012 Paktika) brought to ED by\nhis mother after he texted his ex-girlfriend a photo of a rope with \"I'm done.\" On\nevaluation he endorsed active suicidal ideation with a plan to hang himself in his garage\nthat night, intent 7/10, had tied the rope and researched methods. Precipitants: job loss\n(11/2024), breakup, 3-week alcohol binge, 9th anniversary of a friend's suicide (fellow\nsoldier in his battery, 2015). Voluntary admission (signed 72-hr notice not given).\n\nHOSPITAL COURSE:\n- Safety: 1:1 observation x 24 h, then q15 min checks. No self-harm on unit.\n- Alcohol withdrawal: CIWA max 14 on HD2, lorazepam per protocol x 3 days, thiamine/folate.\n  No seizures or DTs. LFTs: AST 88, ALT 64, GGT 210 - improving at discharge.\n- Depression: sertraline restarted (pt had stopped 3 mo ago), titrated to 100 mg. Engaged in\n  groups from HD3, mood improved; PHQ-9 24 -> 13.\n- PTSD: recurrent nightmares of the 2012 attack on COP Zerok (rocket impact on the gun\n  pit, two crew wounded); prazosin 1 mg -> 3 mg qhs with improvement.\n- Insomnia: improved with prazosin, sleep hygiene.\n- Suicide risk reassessed daily. By HD7 denied SI, intent and plan; future oriented\n  (interview for a warehouse job 12/16, sister's wedding in March). C-SSRS at discharge:\n  no ideation in past 48 h. Safety plan completed with family present.\n- Lethal means: rope removed by mother; 1 rifle and 1 shotgun moved to brother-in-law's home\n  (confirmed by phone); pt agreed not to acquire firearms. Medication supply limited to 14 days.\n- High Risk for Suicide PRF placed 12/04/2024; Suicide Prevention Coordinator (Greta\n  Hallorann, LICSW) enrolled him.\n\nDISCHARGE DIAGNOSES:\n 1. Major depressive disorder, recurrent, severe without psychotic features (F33.2)\n 2. Posttraumatic stress disorder, chronic (F43.12)\n 3. Alcohol use disorder, moderate (F10.20), with alcohol withdrawal - resolved\n 4. Suicidal ideation with plan (R45.851) - resolved at discharge\n 5. Elevated liver enzymes, likely alcohol-related - outpatient follow-up\n Ruled out: bipolar disorder (no h/o mania; MDQ negative); substance-induced depressive\n disorder considered but sx predate binge.\n Medical: none other. Family hx: father with alcohol use disorder; maternal uncle died by suicide.\n\nDISCHARGE MEDICATIONS:\n sertraline 100 mg PO daily; prazosin 3 mg PO qhs; naltrexone 50 mg PO daily (new);\n thiamine 100 mg PO daily; hydroxyzine 25 mg PO q6h prn anxiety (#20).\n\nFOLLOW-UP:\n - MH Intensive Case Management (MHICM) intake 12/13/2024\n - Psychiatry (Dr. Ferreira-Lund) 12/18/2024\n - SUD IOP start 12/16/2024\n - SPC caring contacts x 90 days; VCL 988 press 1 on safety plan\nEmergency contact: Deborah Strand (mother), 612-555-0129, 3318 Bryant Ave S, Minneapolis MN 55408\n\nCondition at discharge: stable, improved. Not currently a danger to self/others.\n\nElectronically signed: BEATRIZ FERREIRA-LUND, MD, Staff Psychiatrist, 12/11/2024 17:48",
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
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Rocket impact on the gun pit at COP Zerok, Paktika, Afghanistan, 2012, wounding two crew members",
        "Suicide of a fellow soldier in his battery in 2015"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "STRAND, NICHOLAS OWEN"
        },
        {
          "kind": "date-of-birth",
          "value": "1992-09-17"
        },
        {
          "kind": "ssn",
          "value": "468-23-7750"
        },
        {
          "kind": "record-number",
          "value": "1043318860V771209"
        },
        {
          "kind": "name",
          "value": "Deborah Strand"
        },
        {
          "kind": "phone",
          "value": "612-555-0129"
        },
        {
          "kind": "address",
          "value": "3318 Bryant Ave S, Minneapolis MN 55408"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "discharge-nstemi-cad-vietnam-veteran",
    "kind": "discharge-summary",
    "format": "text",
    "text": "ST. AGNES REGIONAL MEDICAL CENTER - CARDIOLOGY SERVICE\nDISCHARGE SUMMARY\n\nPatient name: Wendell Alonzo Batiste          MRN: 00884217          Acct: 7730019934\nDOB: 02/11/1948      Age: 76      Sex: M\nAddress: 91 Magnolia Bend Rd, Opelousas, LA 70570      Phone: 337-555-0114\nAdmission date: 09/08/2024     Discharge date: 09/12/2024\nAdmitting/attending: Rajesh Thorvaldsen, MD (Cardiology)\nPCP: Community Care referral - Alexandria VAMC (VA Community Care authorization #VA0041-88231)\n\nPRINCIPAL DIAGNOSIS: Non-ST elevation myocardial infarction (NSTEMI) (I21.4)\nSECONDARY DIAGNOSES:\n - Coronary artery disease, native vessel, s/p PCI with DES x1 to proximal LAD (I25.10)\n - Type 2 diabetes mellitus with diabetic peripheral neuropathy (E11.42)\n - Essential hypertension (I10)\n - Hyperlipidemia (E78.5)\n - Chronic kidney disease stage 3a (N18.31), baseline Cr 1.4\n - Hx of prostate cancer s/p radiation 2015, PSA undetectable - in remission\n - Pulmonary embolism ruled out (CTA chest negative)\n\nHISTORY OF PRESENT ILLNESS:\n76-year-old man, Army veteran (Vietnam 1968-1969, 4th Infantry Division, Pleiku / Central\nHighlands), with DM2, HTN, HLD, presented with 2 days of exertional chest pressure radiating\nto L arm, worse the morning of admission with diaphoresis and dyspnea. Initial hs-troponin 148\nng/L -> 1,920 ng/L at 3 h. ECG: sinus 88, 1 mm horizontal ST depression V4-V6, no ST elevation.\nD-dimer 890 -> CTA chest negative for PE.\n\nHOSPITAL COURSE:\nStarted on aspirin, ticagrelor, heparin drip, high-intensity statin. TTE 09/09: LVEF 45%,\nhypokinesis of the anterior wall and apex, no significant valve disease. LHC 09/09: 90%\nproximal LAD stenosis -> DES x1 with TIMI 3 flow; 50% mid RCA (medical management);\nLCx with mild luminal irregularities. Post-cath Cr rose 1.4 -> 1.7, back to 1.5 by discharge\nwith IV hydration. Glucose managed on basal-bolus insulin; home metformin held 48 h post\ncontrast, resumed at discharge. No arrhythmias on telemetry. Ambulating in hall without\nsymptoms on day 3. Cardiac rehab referral placed.\n\nExam at discharge: BP 128/72, HR 70, SpO2 96% RA. R radial site clean, no hematoma.\nMonofilament: decreased sensation bilateral feet to mid-foot (known neuropathy).\n\nLabs: A1c 8.2%, LDL 112, HDL 35, TG 240, Hgb 12.9, K 4.6, eGFR 46.\n\nDISCHARGE MEDICATIONS:\n aspirin 81 mg daily; ticagrelor 90 mg BID x 12 months; atorvastatin 80 mg daily;\n metoprolol succinate 50 mg daily; lisinopril 10 mg daily (reduced from 20 mg - renal);\n empagliflozin 10 mg daily (new); metformin 500 mg BID (reduced for eGFR);\n insulin glargine 18 units qhs (new); gabapentin 300 mg qhs (home); nitroglycerin 0.4 mg SL prn.\n\nINSTRUCTIONS / FOLLOW-UP:\n - Cardiology clinic 2 weeks (Dr. Thorvaldsen); cardiac rehab phase II.\n - VA PCP within 7 days - med reconciliation, BMP in 1 week.\n - Social work note: pt's daughter Yvette Batiste-Guidry (337-555-0175) asked about VA\n   benefits; pt given contact info for the parish Veterans Service Officer regarding\n   Agent Orange presumptive conditions.\n\nSigned: Rajesh Thorvaldsen, MD  09/12/2024 14:22",
    "expected": {
      "conditions": [
        {
          "name": "Ischemic heart disease (coronary artery disease) with NSTEMI, status post PCI",
          "diagnosticCode": "7005"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        },
        {
          "name": "Diabetic peripheral neuropathy, bilateral lower extremities"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Hyperlipidemia"
        },
        {
          "name": "Chronic kidney disease stage 3a"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Served in Vietnam 1968-1969 with the 4th Infantry Division (Pleiku/Central Highlands) - presumed herbicide (Agent Orange) exposure"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Wendell Alonzo Batiste"
        },
        {
          "kind": "record-number",
          "value": "00884217"
        },
        {
          "kind": "record-number",
          "value": "7730019934"
        },
        {
          "kind": "date-of-birth",
          "value": "02/11/1948"
        },
        {
          "kind": "address",
          "value": "91 Magnolia Bend Rd, Opelousas, LA 70570"
        },
        {
          "kind": "phone",
          "value": "337-555-0114"
        },
        {
          "kind": "record-number",
          "value": "VA0041-88231"
        },
        {
          "kind": "name",
          "value": "Yvette Batiste-Guidry"
        },
        {
          "kind": "phone",
          "value": "337-555-0175"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-right-tka-image",
    "kind": "discharge-summary",
    "format": "image",
    "text": "VA PALO ALTO HCS - ORTHOPAEDIC SURGERY\nBRIEF DISCHARGE SUMMARY\n\nPatient: MORALES-TIERNEY, ARTURO P.    DOB 10/03/1963    SSN 556-09-1482\nAdmitted 04/07/2025    Discharged 04/09/2025    Attending: Dr. Ingrid Solberg-Nwosu\n\nAdmission dx: End-stage primary osteoarthritis, right knee (M17.11)\nProcedure 04/07/2025: Right total knee arthroplasty (cemented, posterior-stabilized),\n  tourniquet 62 min, EBL 150 mL. No intraop complications.\n\nDischarge diagnoses:\n 1. S/p right total knee arthroplasty for osteoarthritis\n 2. Postoperative acute blood loss anemia, mild (Hgb 13.8 -> 10.9), no transfusion\n 3. Hypertension - home meds resumed\n 4. Left knee osteoarthritis, moderate - conservative care\n DVT ruled out: L calf pain POD1, duplex negative.\n\nCourse: Spinal anesthesia + adductor canal block. PT POD0, walking 150 ft with\nwalker POD1, stairs POD2. ROM at d/c: 5-95 deg. Pain controlled on oral meds.\nIncision clean/dry, Aquacel dressing in place.\n\nBackground: Navy Seabee (EO - equipment operator) 1982-2004; pt reports\nyears of heavy equipment vibration and jumping from dozer tracks. Already\nservice-connected for R knee strain (10%) per pt; no opinion on relation to\nservice offered here.\n\nD/C meds: apixaban 2.5 mg bid x 35 days (DVT ppx), oxycodone 5 mg q4h prn\n(#20), acetaminophen 1 g tid, celecoxib 200 mg daily x 14 d, senna,\namlodipine 10 mg daily (home), losartan 50 mg daily (home).\n\nFollow-up: Ortho clinic 2 wks (staple removal), home PT 2x/wk x 4 wks then\noutpatient PT. Call 650-555-0131 (ortho nurse line) for fever > 101,\nwound drainage, calf swelling.\nPt lives with wife (Lourdes) at 1560 Alvarado Row, Gilroy CA 95020 -\nsingle story, she will assist.\n\nSigned: Ingrid Solberg-Nwosu, MD   04/09/2025",
    "expected": {
      "conditions": [
        {
          "name": "Right knee replacement (total knee arthroplasty) for osteoarthritis",
          "diagnosticCode": "5055"
        },
        {
          "name": "Postoperative acute blood loss anemia"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Left knee osteoarthritis"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Years of heavy equipment vibration and jumping from dozer tracks as a Navy Seabee equipment operator, 1982-2004"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "MORALES-TIERNEY, ARTURO P."
        },
        {
          "kind": "date-of-birth",
          "value": "10/03/1963"
        },
        {
          "kind": "ssn",
          "value": "556-09-1482"
        },
        {
          "kind": "name",
          "value": "Lourdes"
        },
        {
          "kind": "address",
          "value": "1560 Alvarado Row, Gilroy CA 95020"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-copd-exacerbation-burn-pit",
    "kind": "discharge-summary",
    "format": "text",
    "text": "Hospital Medicine Discharge Summary\nMichael E. DeBakey VA Medical Center, Houston TX\n\nName: ESCOBEDO, RAMIRO JESUS   Last 4: 8839   DOB: 5/29/1974\nAdmission: 02/16/2025   Discharge: 02/20/2025   Unit: 5C Medicine\nAttending: Dr. Yuki Hargreaves-Mensah    Dictated by: Dr. T. Adeyemi (PGY-2)\n\nDischarge Diagnoses\n Principal: Acute exacerbation of chronic obstructive pulmonary disease (J44.1)\n Secondary:\n   - Acute hypoxic respiratory failure, resolved\n   - COPD, GOLD 3 (FEV1 41% predicted 11/2024), emphysema on CT\n   - Tobacco use disorder, in early remission (quit 10/2024; 25 pack-years)\n   - Obstructive sleep apnea on CPAP\n   - Anxiety - screen only, see below\n Ruled out: community-acquired pneumonia (CXR without infiltrate, procalcitonin 0.04);\n   pulmonary embolism (CTA negative); acute coronary syndrome (troponins neg x2).\n\nHPI\n50 y/o male Army veteran (1993-2013, 88M then 92F; deployments Iraq 2003, 2005-06\nBalad/LSA Anaconda, Afghanistan 2010 Bagram) presenting with 4 days of worsening dyspnea,\nincreased sputum (yellow-green), wheezing after a viral URI from his granddaughter. SpO2\n84% RA on arrival, RR 28, accessory muscle use. VBG pH 7.33, pCO2 52.\nPt reports daily exposure to burn pit smoke at Balad and Bagram, plus diesel, sand and dust\nstorms; he notes cough started \"over there\" in 2006. He is enrolled in the Airborne Hazards\nand Open Burn Pit Registry (2019).\n\nCourse\nBiPAP x 18 h in ED/step-down, weaned to 2 L NC then RA by HD3 (SpO2 91-93% at rest,\nambulatory SpO2 nadir 88%). Prednisone 40 mg x 5 d, azithromycin x 5 d, scheduled\nnebulized albuterol/ipratropium, then transitioned to inhaled regimen. Inhaler technique\nreviewed (teach-back). Overnight CPAP continued. Pulmonary rehab referral.\nAnxiety: pt anxious with dyspnea, GAD-7 9; PHQ-2 negative, denies SI/HI. No psych dx made;\nPCP to follow.\nSmoking: remains abstinent, nicotine patch 14 mg continued.\n\nDischarge Medications\n - fluticasone furoate/umeclidinium/vilanterol 100/62.5/25 mcg 1 inh daily (NEW)\n - albuterol HFA 2 puffs q4-6h prn\n - prednisone 40 mg daily - 1 more day\n - azithromycin - completed\n - nicotine patch 14 mg/24h daily\n - sertraline 50 mg daily (home, for anxiety per PCP)\n - CPAP nightly\n\nFollow-up\n PCP (Dr. Lachance) 1 week; Pulmonary clinic 4 weeks with full PFTs; pulmonary rehab;\n home O2 evaluation at PCP visit (did not qualify at discharge).\n\nContacts: wife Araceli Escobedo 713-555-0166\n\nSigned: Yuki Hargreaves-Mensah, MD 02/20/2025 15:10",
    "expected": {
      "conditions": [
        {
          "name": "Chronic obstructive pulmonary disease",
          "diagnosticCode": "6604"
        },
        {
          "name": "Acute hypoxic respiratory failure"
        },
        {
          "name": "Tobacco use disorder"
        },
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Daily burn pit smoke exposure at Balad/LSA Anaconda, Iraq (2005-2006) and Bagram, Afghanistan (2010)",
        "Exposure to diesel fumes, sand and dust storms while deployed; cough began in 2006 while deployed"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ESCOBEDO, RAMIRO JESUS"
        },
        {
          "kind": "ssn",
          "value": "8839"
        },
        {
          "kind": "date-of-birth",
          "value": "5/29/1974"
        },
        {
          "kind": "name",
          "value": "Araceli Escobedo"
        },
        {
          "kind": "phone",
          "value": "713-555-0166"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-sick-call-ankle-sprain-1994-image",
    "kind": "service-treatment-record",
    "format": "image",
    "text": "MEDICAL RECORD - CHRONOLOGICAL RECORD OF MEDICAL CARE     STANDARD FORM 600\n\nDATE      SYMPTOMS, DIAGNOSIS, TREATMENT, TREATING ORGANIZATION (Sign each entry)\n\n14 MAR 94   TMC #4, 2/22 IN, FT DRUM NY          SICK CALL\n  S: 20 y/o M PFC c/o R ankle pain & swelling after \"rolling\" ankle\n     on 12 mi road march this AM, stepped in rut w/ 60# ruck. Heard\n     pop. Able to bear wt w/ pain. No prior inj to R ankle.\n  O: Swelling & ecchymosis lat malleolus. TTP ATFL region. No TTP\n     post edge/tip of lat malleolus or base 5th MT. Ant drawer +\n     (mild laxity). Neurovasc intact. Ottawa rules neg - no x-ray.\n  A: R ankle sprain, lateral (inversion), Grade II.\n  P: RICE, ACE wrap, crutches x 3 days, Motrin 800 mg tid x 7d #21.\n     Profile: no running/rucking x 14 days. RTC prn or 1 wk.\n                              /s/ SGT D. Kaminski, 91B10 / PA Hollis\n-------------------------------------------------------------------\n21 MAR 94   TMC #4         F/U R ANKLE\n  S: Still sore, swelling less. Walking w/o crutches.\n  O: Mild swelling. ROM: DF 10, PF 35 (L: DF 20, PF 45). Ant drawer\n     still mildly +.\n  A: R ankle sprain, improving.\n  P: Ankle rehab exercises handout; extend profile 14 days; no\n     airborne ops. RTC 2 wks.\n                              /s/ CPT R. Abernathy-Cole, PA-C\n-------------------------------------------------------------------\n04 APR 94   TMC #4         F/U\n  A: R ankle sprain - resolving; \"gives out\" on uneven ground.\n  P: Lace-up ankle brace issued. RTD full duty w/ brace.\n                              /s/ CPT R. Abernathy-Cole, PA-C\n\nPATIENT'S IDENTIFICATION:\n  DALTON, TRAVIS WAYNE     SSN 388-40-1957\n  DOB 11 JUN 73    PFC/E3    A Co 2-22 IN, 10th MTN DIV\n  RELATIONSHIP: SELF   SPONSOR STATUS: AD",
    "expected": {
      "conditions": [
        {
          "name": "Right ankle sprain, lateral, grade II"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Right ankle inversion injury (Grade II lateral sprain) on a 12-mile road march with a 60-lb ruck at Fort Drum, NY, 14 March 1994",
        "Follow-up visits 21 March and 4 April 1994 with persistent laxity and the ankle giving out; ankle brace issued"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "DALTON, TRAVIS WAYNE"
        },
        {
          "kind": "ssn",
          "value": "388-40-1957"
        },
        {
          "kind": "date-of-birth",
          "value": "11 JUN 73"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-separation-exam-dd2807-dd2808-pdf",
    "kind": "service-treatment-record",
    "format": "pdf",
    "text": "REPORT OF MEDICAL HISTORY (DD FORM 2807-1)                       Page 1 of 3\n1. LAST NAME, FIRST, MIDDLE: OYELARAN, DAMILOLA FEMI      2. SOCIAL SECURITY NO.: 612-35-8804\n3. DATE OF BIRTH: 19900312        4. DoD ID: 1384420716\n5. HOME ADDRESS: 2951 Sycamore Hollow Dr, Clarksville, TN 37042      Home phone: (931) 555-0124\n6. POSITION: SSG / 68W      7. PURPOSE OF EXAMINATION: SEPARATION     8. DATE: 20230411\n   EXAMINING LOCATION: Blanchfield ACH, Fort Campbell KY\n\nHave you ever had or do you now have: (check each item)                  YES   NO\n 9b. Frequent or severe headache ................................... [ ]   [X]\n 10c. Ear, nose, or throat trouble ................................. [ ]   [X]\n 10d. Ringing in the ears ........................................... [X]   [ ]\n 10f. Hearing loss or wear a hearing aid ......................... [ ]   [X]\n 11a. Painful shoulder, elbow or wrist ............................ [X]   [ ]\n 11e. Recurrent back pain or any back problem ..................... [X]   [ ]\n 11f. Knee trouble .................................................. [ ]   [X]\n 16a. Frequent trouble sleeping .................................... [X]   [ ]\n 17a. Depression or excessive worry ................................ [ ]   [X]\n 17f. Attempted suicide / thoughts of suicide ...................... [ ]   [X]\n 26. Skin diseases (e.g. acne, eczema, psoriasis) ................. [X]   [ ]\n\n29. Explanation of \"Yes\" answers (by examinee):\n 10d - ringing both ears since Afghanistan 2014, 3rd Bn mortar section attached, IDF at FOB\n 11a - L shoulder, dislocated in combatives 2010, had surgery 2011, still aches w/ overhead\n 11e - back hurts after long days, carrying aid bag and litters, never went to sick call much\n 16a - wake up a lot, hard to fall back asleep\n 26 - razor bumps, on shaving waiver since 2009\n\n30a. EXAMINER'S SUMMARY AND ELABORATION:\n 10d: Tinnitus, bilateral, constant, onset 2014 deployment (IDF/mortar noise). See DD 2216.\n 11a: L shoulder anterior instability s/p arthroscopic Bankart repair (2011, BACH). Residual\n      pain at end-range abduction; no recurrent dislocation since surgery.\n 11e: Low back pain, intermittent, mechanical, no radicular sx. No diagnosis rendered;\n      member declined x-ray/referral at this time. Counseled to file with VA (BDD).\n 16a: Sleep difficulty - PHQ-2 neg, PC-PTSD-5 = 1. Declined BH referral. Attributes to\n      shift work. Not diagnosed with a sleep disorder.\n 26: Pseudofolliculitis barbae, chronic, on permanent shaving profile.\n\nREPORT OF MEDICAL EXAMINATION (DD FORM 2808)                     Page 2 of 3\n Height 70 in  Weight 186 lb  BP 128/80  Pulse 68\n Vision: distant 20/20 OU. \n Audiometer (DD 2216 - reference audiogram 2012 vs today):\n   Hz        500 1000 2000 3000 4000 6000\n   R  2012    5    5    5   10   10   15\n   R  2023   10   10   15   30   35   40\n   L  2012    5    0    5    5   10   15\n   L  2023   10   15   20   35   40   45\n   STS: YES, both ears (avg shift at 2/3/4 kHz >= 10 dB). Retest in 14 days confirmed.\n   Profile: H-1 right, H-2 left.\n Clinical evaluation:\n   Ears - general: normal.  Drums: normal.\n   Upper extremities: ABNORMAL - L shoulder healed arthroscopic portals, ROM: flexion 160,\n     abduction 150, ER 70; apprehension test neg.\n   Spine: normal alignment, mild paraspinal TTP L-spine, ROM full.\n   Skin: ABNORMAL - papules and hyperpigmented macules anterior neck/beard area.\n   Psychiatric: normal.\n 77. Summary of defects and diagnoses:\n   1. Tinnitus, bilateral\n   2. Significant threshold shift, bilateral, with high-frequency hearing loss left ear\n      (H-2 profile)\n   3. L shoulder instability s/p Bankart repair, residual pain\n   4. Pseudofolliculitis barbae\n 78. Recommendations: Audiology f/u at VA; file BDD claim.\n QUALIFIED FOR SEPARATION: YES\n\n Examiner: MAJ Harriet Quist-Ainsworth, MD, Family Medicine - signature on file  20230411",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Left ear high-frequency hearing loss",
          "diagnosticCode": "6100"
        },
        {
          "name": "Left shoulder instability, status post arthroscopic Bankart repair"
        },
        {
          "name": "Pseudofolliculitis barbae"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Onset of bilateral tinnitus during a 2014 Afghanistan deployment with mortar section / indirect fire noise exposure",
        "Left shoulder dislocation during combatives in 2010, arthroscopic Bankart repair in 2011",
        "Intermittent low back pain from carrying an aid bag and litters as a 68W combat medic",
        "Significant threshold shift in both ears on the 2023 separation audiogram compared with the 2012 reference",
        "Pseudofolliculitis barbae on a shaving waiver/profile since 2009"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "OYELARAN, DAMILOLA FEMI"
        },
        {
          "kind": "ssn",
          "value": "612-35-8804"
        },
        {
          "kind": "date-of-birth",
          "value": "19900312"
        },
        {
          "kind": "record-number",
          "value": "1384420716"
        },
        {
          "kind": "address",
          "value": "2951 Sycamore Hollow Dr, Clarksville, TN 37042"
        },
        {
          "kind": "phone",
          "value": "(931) 555-0124"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-line-of-duty-mva-tbi-clavicle",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "STATEMENT OF MEDICAL EXAMINATION AND DUTY STATUS (DA FORM 2173)\nFor use of this form, see AR 600-8-4\n\n1. NAME (Last, First, MI): KEALOHA, BRANDON K.     2. SSN: 575-92-3016\n3. GRADE: SPC/E4     4. DoD ID (EDIPI): 1571093348\n5. ORGANIZATION: HHC, 2-35 IN, 3IBCT, 25th ID, Schofield Barracks, HI\n6. COMPONENT: RA     7. DATE/HOUR OF INJURY: 22 AUG 2015 / 2310\n\nPART I - TO BE COMPLETED BY THE MEDICAL TREATMENT FACILITY\n8. NAME OF HOSPITAL: Tripler Army Medical Center, Honolulu HI\n9. DATE/HOUR ADMITTED: 22 AUG 2015 / 2358\n10. NATURE AND EXTENT OF INJURY:\n  a. Concussion with brief loss of consciousness (< 5 min per EMS and witnesses), GCS 14 on\n     arrival, 15 at 2 h. CT head: no intracranial hemorrhage, no fracture. Post-traumatic\n     amnesia ~ 30 min. MACE2 at 24 h: cognitive 25/30, symptoms: headache, dizziness,\n     light sensitivity. Dx: mild traumatic brain injury (concussion) - S06.0X1A.\n  b. Fracture, left clavicle, midshaft, displaced 1.5 cm (S42.022A). Treated non-op, sling.\n  c. Abrasions L forearm and L knee, cleaned and dressed.\n  d. Cervical strain ruled out - CT C-spine negative, full painless ROM at 48 h.\n11. HOW SUSTAINED: Passenger (restrained) in a privately owned vehicle struck on the\n    passenger side by another vehicle that ran a red light at Kunia Rd / Wilikina Dr, returning\n    to Schofield Barracks from an authorized off-duty dinner. Air bags deployed.\n12. MEDICAL OPINION AS TO WHETHER THE SOLDIER WAS UNDER THE INFLUENCE:\n    Blood alcohol: 0.00. UDS negative. [X] Not under the influence.\n13. WAS INJURY INCURRED IN LINE OF DUTY? (medical officer's opinion) [X] Yes\n14. DATE DISPOSITION: RTD with profile 26 AUG 2015.\n    Physical profile: no running, no lifting > 10 lb with L arm, no weapons qualification,\n    no helmet/body armor x 6 weeks; concussion protocol (progressive RTD) per TBI clinic.\nSIGNATURE (Medical Officer): CPT Liana Marchetti-Oduya, MD, Emergency Medicine, TAMC\n\nPART II - TO BE COMPLETED BY THE UNIT COMMANDER\n15. DETAILS OF ACCIDENT: Soldier was on pass, not AWOL; driver was SGT of same unit\n    (sober, not cited). HPD accident report #15-388204 attached; other driver cited.\n16. Injury [X] is   [ ] is not   considered to have been incurred in the line of duty.\n17. [X] An informal LOD investigation is sufficient. FINDING: IN LINE OF DUTY.\n    Not due to own misconduct.\nSIGNATURE (Unit Commander): CPT Owen Halvorsrud, Commanding   DATE: 02 SEP 2015\n\nADDENDUM - TBI CLINIC, SCHOFIELD BARRACKS, 08 OCT 2015\n    Persistent post-concussive headaches 3-4x/wk, sleep disturbance and irritability.\n    NSI 28. Referred to OT/vestibular therapy. Dx: post-concussive syndrome following mTBI\n    (F07.81). L clavicle: callus on x-ray, healing in mild malunion, full ROM.\n    Soldier's wife, Leilani Kealoha, present; reports he is \"short-tempered\" since accident.",
    "expected": {
      "conditions": [
        {
          "name": "Traumatic brain injury (mild), with post-concussive syndrome",
          "diagnosticCode": "8045"
        },
        {
          "name": "Left clavicle fracture, midshaft, healing with mild malunion",
          "diagnosticCode": "5203"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Motor vehicle accident as a restrained passenger near Schofield Barracks, HI, 22 Aug 2015, with brief loss of consciousness (mild TBI/concussion) and a displaced left clavicle fracture",
        "Line of duty determination: injuries incurred in line of duty, not due to own misconduct (blood alcohol 0.00)",
        "Persistent post-concussive headaches, sleep disturbance and irritability in service (TBI clinic, Oct 2015)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "KEALOHA, BRANDON K."
        },
        {
          "kind": "ssn",
          "value": "575-92-3016"
        },
        {
          "kind": "record-number",
          "value": "1571093348"
        },
        {
          "kind": "name",
          "value": "Leilani Kealoha"
        },
        {
          "kind": "record-number",
          "value": "15-388204"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-behavioral-health-walk-in-adjustment-si",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "AHLTA - Outpatient Encounter\nPatient: ABERNETHY-CRUZ, SHANNA L     FMP/SSN: 20/449-17-6258     DOB: 14 Feb 1991\nSex: F   Rank: SGT (E-5)   Unit: 1-62 ADA, Fort Hood TX\nEncounter: 17 Sep 2012 1015 CDT   Clinic: RESILIENCE & RESTORATION CTR - BH WALK-IN\nProvider: Pettersen-Afolabi, Ingrid, LCSW (supervised by MAJ T. Gallardo, MD, Psychiatry)\nAppt type: WALK-IN   Patient status: Outpatient\n\nChief Complaint: \"I can't stop thinking about Marcus.\" Referred by 1SG.\n\nHistory of present illness:\n21 y/o SGT, 14E Patriot fire control operator, presents 9 days after a soldier in her\nplatoon (close friend) died by suicide in the barracks; she was the one who found him and\ncalled 911. Since then: poor sleep (3-4 h), intrusive images of the scene, crying spells,\navoiding the barracks hallway, guilt (\"I saw him the night before and he seemed fine\"),\nirritability with her squad, concentration poor at work. Appetite decreased. Drinking\n\"a few more beers than usual\" on weekends.\nShe reports that about 4 days ago she had a passing thought \"that everyone would be\nbetter off without me,\" lasting minutes, without intent or plan; denies any such thoughts\nsince, denies prior thoughts, denies prior attempts or self-harm. No HI.\nPrior BH: none. Deployment: Kuwait/Qatar 2010-2011 (Patriot battery), no combat reported.\nFamily hx: mother - depression.\n\nMental status exam: Alert, oriented x4. Uniform appropriate. Cooperative, tearful.\nSpeech normal. Mood \"numb and sad.\" Affect constricted, congruent. Thought process logical.\nThought content: no current SI/HI, no psychotic sx. Insight and judgment good.\nScreens: PHQ-9 = 15. PCL-C = 44. AUDIT-C = 4.\nSuicide risk: LOW acute (recent passive ideation, now denied; no plan, no intent,\nno prior attempts, no access to personal firearms - weapons in arms room; strong unit\nand family support; help-seeking).\n\nAssessment:\n  F43.23 Adjustment disorder with mixed anxiety and depressed mood\n  r/o Acute stress disorder - does not meet full criteria (onset >3 days, but insufficient\n  dissociative/arousal sx); will monitor for PTSD at 30 days.\n\nPlan:\n  1. Safety plan completed; Military Crisis Line card given.\n  2. Individual therapy weekly x 6 (CBT), first 21 Sep 2012.\n  3. Command notified per DoDI 6490.08 (minimal necessary: duty limitations) - no\n     weapons restriction; no profile. Encouraged attendance at unit memorial service.\n  4. Chaplain referral accepted.\n  5. Limit alcohol; discussed.\n  6. RTC 1 week or sooner prn; after-hours: ER at CRDAMC.\n\nSigned: INGRID PETTERSEN-AFOLABI, LCSW 17 Sep 2012 1130\nCosigned: MAJ TOMAS GALLARDO, MD 17 Sep 2012 1602",
    "expected": {
      "conditions": [
        {
          "name": "Adjustment disorder with mixed anxiety and depressed mood"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Found a close friend from her platoon who had died by suicide in the barracks at Fort Hood, TX, September 2012, and called 911",
        "Behavioral health walk-in visit 17 Sep 2012 for intrusive images, insomnia, guilt and a passing suicidal thought",
        "Deployed to Kuwait/Qatar 2010-2011 with a Patriot battery"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ABERNETHY-CRUZ, SHANNA L"
        },
        {
          "kind": "ssn",
          "value": "449-17-6258"
        },
        {
          "kind": "date-of-birth",
          "value": "14 Feb 1991"
        },
        {
          "kind": "name",
          "value": "Marcus"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "str-pdha-dd2796-blast-burn-pit",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA)  DD FORM 2796, JAN 2008\nAuthority: 10 U.S.C. 136, 1074f\n\nDEMOGRAPHICS\nLast name: NAKASHIMA-BELL   First: CONNOR   MI: J\nSSN: 563-28-4410     DOB: 08/09/1989     Gender: M\nService: Army   Component: Active Duty   Grade: E4\nUnit: B Trp, 3-71 CAV, 1BCT, 10th MTN DIV    Location of operation: Afghanistan (Logar, COP Baraki Barak)\nDate of arrival in theater: 03/2011    Date of departure: 03/2012\nContact after deployment: cell (315) 555-0158, 44 Mill Pond Rd, Watertown NY 13601\nDate of assessment: 04/02/2012\n\nSERVICE MEMBER SECTION (selected items)\n3. Overall health now: Good.  Health worse than before deployment: [X] Yes\n4. Were you wounded, injured, assaulted or otherwise physically hurt during deployment? [X] Yes\n   - \"IED blast 10/2011, truck in front of me, about 30 m away. Dazed, ears ringing for\n     days, headache x 1 wk. Didn't get checked - no one was hurt bad.\"\n5. Blast or explosion exposure: [X] Yes (IED, RPG, mortar) - number of times: 3\n   Vehicle accident: [ ] No.  Fragment/bullet wound: [ ] No.  Fall: [ ] No.\n6. Did any of these result in: being dazed, confused or \"seeing stars\"? [X] Yes\n   Losing consciousness? [ ] No   Not remembering the event? [ ] No\n   Concussion? [ ] Not told   Head injury? [ ] No\n7. Currently having: headaches [X]; ringing in ears [X]; memory problems [ ]; dizziness [ ]\n10. Symptoms during deployment: back pain [X]; foot pain [X] \"heels, every morning\";\n    ringing in ears [X]; trouble sleeping [X]; diarrhea [ ]; cough [X]\n11. Exposures (often, sometimes, never):\n    Smoke from burning trash or feces ........ OFTEN (burn pit on COP)\n    Vehicle or truck exhaust fumes ........... OFTEN\n    Sand/dust ................................. OFTEN\n    Loud noises (weapons, blasts, generators) . OFTEN\n    Depleted uranium ......................... NEVER / don't know\n12. PC-PTSD (past month): nightmares [X] Yes; tried hard not to think [ ] No; constantly on\n    guard [X] Yes; numb/detached [ ] No.   Score 2/4 - NEGATIVE\n13. PHQ-2: little interest - not at all; feeling down - several days.  Score 1 - NEGATIVE\n14. Thoughts that you would be better off dead or of hurting yourself in some way: NOT AT ALL\n15. Alcohol: AUDIT-C 3.\n16. Interpersonal conflict: none.\n\nHEALTH CARE PROVIDER SECTION\nInterview by: CPT Mirela Baptiste-Varga, PA-C, Wheeler-Sack AAF / Fort Drum SRP\nExposure concerns: burn pit smoke, noise, blast.\nAssessment / findings:\n  - Blast exposure x 3 without LOC. Dazed after 10/2011 IED. Headaches 2-3/wk, improving.\n    MACE not done in theater. No TBI diagnosis made today; referred to TBI clinic for\n    screening (positive TBI screen items 5 and 6).\n  - Tinnitus, bilateral, persistent since 10/2011 blast - diagnosed; refer to audiology\n    (hearing conservation) - last DD 2215 reference audiogram 2009.\n  - Bilateral plantar fasciitis - TTP medial calcaneal tubercle bilat, first-step pain;\n    night splints and stretching; podiatry prn.\n  - Mechanical low back pain - no diagnosis; PT self-referral info given.\n  - Cough - resolved since redeployment; lungs clear.\n  - Negative depression screen; denies thoughts of self-harm. PTSD screen negative.\nReferrals: [X] TBI clinic  [X] Audiology  [X] Podiatry (prn)\nDeployment-related condition of concern: [X] Yes - blast/noise, burn pit.\n\nProvider signature: /s/ M. Baptiste-Varga, PA-C   04/02/2012",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Bilateral plantar fasciitis",
          "diagnosticCode": "5269"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED blast about 30 m away in Logar, Afghanistan, October 2011 - dazed, ears ringing for days, headache for a week",
        "Three blast exposures (IED, RPG, mortar) during the 2011-2012 Afghanistan deployment without loss of consciousness",
        "Frequent exposure to burn pit smoke, vehicle exhaust, sand/dust and loud noise at COP Baraki Barak",
        "Heel pain and back pain during deployment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "NAKASHIMA-BELL"
        },
        {
          "kind": "name",
          "value": "CONNOR"
        },
        {
          "kind": "ssn",
          "value": "563-28-4410"
        },
        {
          "kind": "date-of-birth",
          "value": "08/09/1989"
        },
        {
          "kind": "phone",
          "value": "(315) 555-0158"
        },
        {
          "kind": "address",
          "value": "44 Mill Pond Rd, Watertown NY 13601"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "rating-decision-ptsd-tinnitus-grant-osa-hl-deny-pdf",
    "kind": "statement-or-decision",
    "format": "pdf",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nVeterans Benefits Administration                                     Page 1 of 4\nRegional Office\n\n                                                       In Reply Refer To: 27/RSD\n                                                       File Number: 515 60 2289\nHAROLD T. QUINTANILLA-ROSS\n3027 OLD MILL CREEK RD\nSPARTANBURG SC 29307\n\n                               RATING DECISION\n                               December 3, 2024\n\nINTRODUCTION\nThe records reflect that you are a Veteran of the Gulf War Era. You served in the Army from\nAugust 12, 2000 to September 30, 2008. You filed an intent to file on May 3, 2024 and a claim\n(VA Form 21-526EZ) received June 20, 2024. Based on a review of the evidence listed below, we\nhave made the following decisions on your claim.\n\nDECISION\n1. Service connection for posttraumatic stress disorder is granted with an evaluation of\n   50 percent effective May 3, 2024.\n2. Service connection for tinnitus is granted with an evaluation of 10 percent effective\n   May 3, 2024.\n3. Service connection for bilateral hearing loss is denied.\n4. Service connection for obstructive sleep apnea (claimed as secondary to PTSD) is denied.\n5. Additional compensation for your dependent spouse, Renee Quintanilla-Ross, is granted\n   effective June 1, 2024.\n\nEVIDENCE\n- DD 214, 09/30/2008\n- Service treatment records, 08/12/2000 through 09/30/2008\n- VA treatment records, Columbia VAMC, 01/2019 through 10/2024\n- VA examination, PTSD, 09/19/2024\n- VA examination, hearing loss and tinnitus, 09/24/2024\n- VA examination and medical opinion, sleep apnea, 10/08/2024\n- Statement in support of claim, VA Form 21-4138, received 06/20/2024\n- Buddy statement from a fellow soldier, received 07/15/2024\n\nREASONS FOR DECISION\n1. Service connection for posttraumatic stress disorder.\nService connection for PTSD has been granted because the evidence shows a current diagnosis,\nan in-service stressor, and a link between the two. Your stressor, being under rocket and\nmortar attack at FOB Kalsu, Iraq, in 2004, is consistent with the places, types, and\ncircumstances of your service and is related to fear of hostile military activity. The VA\nexaminer stated that your PTSD is at least as likely as not (50 percent or greater probability) related to this stressor.\nWe have assigned a 50 percent evaluation (DC 9411) based on: disturbances of motivation and\nmood; difficulty in establishing and maintaining effective work and social relationships;\nchronic sleep impairment; anxiety; suspiciousness. A higher evaluation of 70 percent is not\nwarranted because the evidence does not show deficiencies in most areas, such as work,\nschool, family relations, judgment, thinking, or mood. The examiner noted you deny any\nsuicidal thoughts.\n\n2. Service connection for tinnitus.\nYour military occupational specialty (13F, fire support specialist) has a high probability of\nhazardous noise exposure. The VA examiner found your recurrent tinnitus is at least as likely as not caused by military noise exposure. An evaluation of 10 percent (DC 6260) is assigned,\nthe highest schedular evaluation allowed for tinnitus.\n\n3. Service connection for bilateral hearing loss.\nAlthough in-service noise exposure is conceded, the VA audiological examination on 09/24/2024\nshowed hearing within normal limits for VA purposes in both ears (no puretone threshold of\n40 dB or greater; speech recognition 96% right and 98% left). Without a current hearing loss\ndisability under 38 CFR 3.385, service connection cannot be granted.\n\n4. Service connection for obstructive sleep apnea (claimed as secondary to PTSD).\nVA treatment records show a diagnosis of obstructive sleep apnea in 2021, after a sleep\nstudy showing an AHI of 22. Your service treatment records are silent for a sleep disorder.\nThe VA examiner opined that your sleep apnea is less likely than not proximately due to or the result of your service-connected PTSD, and is less likely than not aggravated beyond its natural progression by your PTSD, and explained that obstructive sleep apnea is caused by\nanatomic airway collapse and that your main risk factor is obesity. We considered your\nstatement, but you are not competent to provide a medical opinion on the cause of sleep apnea.\n\nREFERENCES: Title 38 of the Code of Federal Regulations, Pensions, Bonuses and Veterans' Relief,\ncontains the regulations of the Department of Veterans Affairs.",
    "expected": {
      "conditions": [
        {
          "name": "Posttraumatic stress disorder",
          "diagnosticCode": "9411"
        },
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Posttraumatic stress disorder",
          "strength": "at least as likely as not",
          "quote": "your PTSD is at least as likely as not (50 percent or greater probability) related to this stressor"
        },
        {
          "condition": "Tinnitus",
          "strength": "at least as likely as not",
          "quote": "your recurrent tinnitus is at least as likely as not caused by military noise exposure"
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "your sleep apnea is less likely than not proximately due to or the result of your service-connected PTSD"
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "is less likely than not aggravated beyond its natural progression by your PTSD"
        }
      ],
      "inServiceEvents": [
        "Rocket and mortar attacks at FOB Kalsu, Iraq, in 2004",
        "Hazardous noise exposure as a 13F fire support specialist (conceded)"
      ],
      "personalData": [
        {
          "kind": "record-number",
          "value": "515 60 2289"
        },
        {
          "kind": "name",
          "value": "HAROLD T. QUINTANILLA-ROSS"
        },
        {
          "kind": "address",
          "value": "3027 OLD MILL CREEK RD"
        },
        {
          "kind": "address",
          "value": "SPARTANBURG SC 29307"
        },
        {
          "kind": "name",
          "value": "Renee Quintanilla-Ross"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "buddy-statement-21-10210-vbied-image",
    "kind": "statement-or-decision",
    "format": "image",
    "text": "VA FORM 21-10210  LAY/WITNESS STATEMENT\n\nSECTION I - VETERAN'S IDENTIFICATION INFORMATION\n1. Veteran's name: Emmanuel Okoro-Fitzgerald\n2. Veteran's SSN: 327-64-0915     3. VA file number: 327640915\n4. Date of birth: 03/21/1985\n\nSECTION II - WITNESS INFORMATION\n5. Witness name: Brady J. Kowalski\n6. Relationship to veteran: served together (same platoon)\n7. Witness mailing address: 808 Larkspur Trail, Rapid City, SD 57702\n8. Witness phone: 605-555-0187\n\nSECTION III - STATEMENT\nI served with SGT Okoro-Fitzgerald in 1st Platoon, A Co, 1-502 IN, from 2006 to\n2008 including our deployment to Iraq. On or about 14 April 2007 we were pulling\nsecurity at the entry control point at Patrol Base Dragon outside Mahmudiyah when\na VBIED detonated at the serpentine. Emmanuel was in the tower nearest the blast,\nmaybe 40 meters away. The blast blew out the sandbags and knocked him down. When I\ngot to him he was sitting up holding his head, bleeding from his left ear, and\ncouldn't hear what I was saying. He was confused and kept asking what happened.\nOur medic checked him but we were in contact and he stayed on duty. I don't think\nit ever got written down.\n\nAfter that he complained his ears were ringing all the time and he would say\n\"what?\" a lot. He got headaches and would take a lot of Motrin. Before that\ndeployment he was the guy always joking; after it he was jumpy, would hit the\nground at loud noises, and didn't want to talk about it. We stayed in touch and\nhe is still like that. His wife Chidinma has told me he doesn't sleep.\n\nI certify that the statements on this form are true and correct to the best of\nmy knowledge and belief.\n\nSignature: Brady J. Kowalski            Date signed: 02/17/2025",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "VBIED detonation about 40 m away at the entry control point of Patrol Base Dragon near Mahmudiyah, Iraq, on or about 14 April 2007: knocked down, bleeding from the left ear, confused, unable to hear; stayed on duty and not documented",
        "Constant ringing in the ears, hearing difficulty and headaches after the blast during the deployment",
        "Became jumpy, hit the ground at loud noises and avoided talking about the event after the deployment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Emmanuel Okoro-Fitzgerald"
        },
        {
          "kind": "ssn",
          "value": "327-64-0915"
        },
        {
          "kind": "record-number",
          "value": "327640915"
        },
        {
          "kind": "date-of-birth",
          "value": "03/21/1985"
        },
        {
          "kind": "name",
          "value": "Brady J. Kowalski"
        },
        {
          "kind": "address",
          "value": "808 Larkspur Trail, Rapid City, SD 57702"
        },
        {
          "kind": "phone",
          "value": "605-555-0187"
        },
        {
          "kind": "name",
          "value": "Okoro-Fitzgerald"
        },
        {
          "kind": "name",
          "value": "Emmanuel"
        },
        {
          "kind": "name",
          "value": "Chidinma"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "veteran-statement-21-4138-corpsman-stressor",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "VA FORM 21-4138  STATEMENT IN SUPPORT OF CLAIM\n\nVETERAN'S NAME: Lucía Marisol Benavides-Thornton\nVA FILE NO.: 29 118 640     SOCIAL SECURITY NO.: 641-02-3375\nDATE OF BIRTH: 09/09/1987\nMAILING ADDRESS: 1129 Juniper Flats Rd, Las Cruces, NM 88011\nTELEPHONE: (575) 555-0149     E-MAIL: on file\n\nREMARKS:\nI am submitting this statement to describe the stressors for my PTSD claim and how it affects\nme now.\n\nI was a Navy Hospital Corpsman (HM3) attached to the NATO Role 3 Multinational Medical Unit at\nKandahar Airfield, Afghanistan, from about August 2010 to March 2011. I worked in the\ntrauma bay and the ICU. Almost every day we got casualties from IEDs, mostly double and triple\namputees, some of them 19 and 20 years old. I held pressure, cut off uniforms, did CPR. I\nhelped with \"angel flights\" and prepared bodies. I remember one Marine, a lance corporal, who\nwas talking to me and asking me to call his mom, and he died about twenty minutes later on the\ntable. I also remember an Afghan girl about 6 years old with burns over most of her body who\nscreamed for two days before she died. The base was hit by rockets many times while I was\nthere, including one night in October 2010 when a rocket hit near the boardwalk and we took\nthe wounded from our own base.\n\nWhen I came home I could not stand the smell of the hospital. I left the Navy in 2012 instead\nof reenlisting because I could not do medicine anymore. I have nightmares about the Marine\nand the little girl at least three nights a week. I don't sleep more than four hours. I jump at\nsirens and helicopters. I got divorced in 2014 because I was angry all the time and drinking. In\n2015 I was having thoughts of ending my life almost every day for a few months and I looked up\nhow many pills it would take. I never told anyone until my counselor at the Vet Center in 2021.\nI am not having those thoughts now and I have a safety plan.\n\nI work at a call center now and I have been written up for snapping at callers. I don't go to\nmy son Mateo's school events because of the crowds. My mother, Graciela Benavides, watches him\nwhen I have panic attacks.\n\nMy corpsman friend who was there with me, Destiny Oakes, is writing a buddy statement. My\nevaluations and my Navy and Marine Corps Achievement Medal citation mention my work in the\nRole 3 trauma bay.\n\nI CERTIFY THAT the statements on this form are true and correct to the best of my knowledge\nand belief.\n\nSIGNATURE: /s/ Lucía M. Benavides-Thornton         DATE: 11/04/2024",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Served as a Navy Hospital Corpsman in the trauma bay and ICU of the NATO Role 3 hospital at Kandahar Airfield, Afghanistan, Aug 2010 - Mar 2011, treating daily IED casualties and preparing bodies",
        "A wounded Marine lance corporal she was treating died on the table about twenty minutes after asking her to call his mother",
        "Treated a severely burned Afghan girl who died after two days",
        "Repeated rocket attacks on Kandahar Airfield, including an October 2010 rocket strike near the boardwalk with base casualties"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Lucía Marisol Benavides-Thornton"
        },
        {
          "kind": "record-number",
          "value": "29 118 640"
        },
        {
          "kind": "ssn",
          "value": "641-02-3375"
        },
        {
          "kind": "date-of-birth",
          "value": "09/09/1987"
        },
        {
          "kind": "address",
          "value": "1129 Juniper Flats Rd, Las Cruces, NM 88011"
        },
        {
          "kind": "phone",
          "value": "(575) 555-0149"
        },
        {
          "kind": "name",
          "value": "Mateo"
        },
        {
          "kind": "name",
          "value": "Graciela Benavides"
        },
        {
          "kind": "name",
          "value": "Destiny Oakes"
        },
        {
          "kind": "name",
          "value": "Lucía M. Benavides-Thornton"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  }
]
