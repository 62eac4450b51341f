import type { EvaluationRecord } from './evaluation-record'

/**
 * Tuning set: 24 of 48 synthetic medical records for evaluating record analysis.
 * Written by an independent author on 2026-11-23 without seeing the analysis code; all people,
 * numbers and places are invented. Generated from all-records.ts by split.mjs: stratified by
 * (kind, format), each stratum sorted by id, shuffled with mulberry32 (seed 20261123) and halved,
 * first half to tuning, second half to held-out. Do not edit by hand; edit all-records.ts and re-run.
 */
export const tuningRecords: readonly EvaluationRecord[] = [
  {
    "id": "vapn-audiology-hearing-loss-tinnitus",
    "kind": "va-progress-note",
    "format": "text",
    "text": "LOCAL TITLE: AUDIOLOGY HEARING EVALUATION\nSTANDARD TITLE: AUDIOLOGY NOTE\nDATE OF NOTE: MAR 04, 2025@09:42    ENTRY DATE: MAR 04, 2025@11:15\nAUTHOR: KOWALCZYK,RENATA M   EXP COSIGNER:\nURGENCY:                      STATUS: COMPLETED\n\nPATIENT: WHITFIELD,DARNELL R    DOB: 06/21/1979    SSN: 912-44-3187\nMRN: 7730418    Home: 2207 Cedar Bluff Dr, Killeen, TX 76542    Ph: (254) 555-0143\n\nCC: Decreased hearing bilaterally, constant ringing both ears.\n\nHISTORY: 45 y/o Army veteran (13B cannon crewmember, 1998-2006) reports gradual decrease in hearing over approx 10 yrs. Wife (Tanya Whitfield) reports he turns TV up loud and asks for repetition. Ringing is constant, bilateral, \"high-pitched hum,\" onset during live-fire exercises at Fort Sill and again during deployment to Iraq 2004, present daily since. Military noise: 155mm howitzer fire without consistent hearing protection. Civilian: warehouse supervisor, uses HPDs. Denies recreational firearms. Family hx: mother had otosclerosis with surgery in her 40s. Denies otalgia, otorrhea, vertigo.\n\nOTOSCOPY: Clear canals, TMs intact AU.\nTYMPANOMETRY: Type A AU.\n\nPURETONE THRESHOLDS (dB HL):\n         500  1000  2000  3000  4000\nRIGHT     20    25    40    55    65\nLEFT      25    30    45    60    70\nPuretone average (1000-4000 Hz): RE 46 dB, LE 51 dB\nMaryland CNC word recognition: RE 88%, LE 84%\nSpeech reception threshold: RE 25 dB, LE 30 dB\n\nASSESSMENT:\n1. Bilateral sensorineural hearing loss, mild sloping to moderately severe, with reduced word recognition.\n2. Tinnitus, bilateral, constant.\nConductive component not present; no evidence of otosclerosis on today's testing.\n\nPLAN:\n1. Hearing aids ordered (bilateral RIC), fitting appt 3-4 wks.\n2. Tinnitus education provided; PTM handout given.\n3. Re-evaluate in 1 year or sooner with change.\n\n/es/ RENATA M KOWALCZYK, Au.D., CCC-A\nClinical Audiologist\nSigned: 03/04/2025 11:15",
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
      "nexusOpinions": [],
      "inServiceEvents": [
        "Noise exposure from 155mm howitzer fire as a cannon crewmember without consistent hearing protection",
        "Onset of tinnitus during live-fire exercises at Fort Sill and deployment to Iraq in 2004"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "WHITFIELD,DARNELL R"
        },
        {
          "kind": "date-of-birth",
          "value": "06/21/1979"
        },
        {
          "kind": "ssn",
          "value": "912-44-3187"
        },
        {
          "kind": "record-number",
          "value": "7730418"
        },
        {
          "kind": "address",
          "value": "2207 Cedar Bluff Dr, Killeen, TX 76542"
        },
        {
          "kind": "phone",
          "value": "(254) 555-0143"
        },
        {
          "kind": "name",
          "value": "Tanya Whitfield"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-toxic-exposure-screening-asthma",
    "kind": "va-progress-note",
    "format": "text",
    "text": "TOXIC EXPOSURE SCREENING / PULMONARY CLINIC NOTE\nVisit date: October 7, 2025\nClinician: Obinna C. Eze, MD (Pulmonary)\n\nPatient: Priya N. Castellanos    DOB: 04-30-1984    SSN (last 4): 2093\nMRN: 4418-0073-5    Home address: 1920 Sagebrush Ln, Albuquerque, NM 87114    Phone: (505) 555-0166\n\nTOXIC EXPOSURE SCREEN: Positive. Veteran reports open-air burn pit exposure at Joint Base Balad, Iraq, Sep 2007 to Aug 2008 (Air Force, aircraft maintenance, worked nightshift approx 400 m downwind of pit). Also reports frequent dust storms.\n\nHPI: 41 y/o F with wheeze, chest tightness and cough since ~2009, worse with exertion and cold air. Uses albuterol 3-4x/week, night awakenings 2x/month. Nasal congestion, post-nasal drip and rhinorrhea year-round despite fluticasone. Never smoker. No pets. Her daughter Sofia has childhood asthma.\n\nEXAM: BP 118/76, HR 72, SpO2 98%. Scattered end-expiratory wheezes bilaterally. Nasal mucosa pale and boggy, turbinates hypertrophied. No clubbing.\n\nDATA:\nSpirometry 10/07/2025: FEV1 2.12 L (71% pred), FVC 3.05 L (86% pred), FEV1/FVC 0.69; post-bronchodilator FEV1 +15% (330 mL) -- significant reversibility.\nFeNO 46 ppb.\nHRCT chest 09/22/2025: no interstitial disease, no adenopathy, no air trapping.\nSerum ACE normal.\n\nASSESSMENT:\n1. Asthma, moderate persistent -- with significant bronchodilator response.\n2. Chronic rhinitis (perennial, nonallergic vs allergic -- allergy panel pending).\n3. Sarcoidosis was considered given deployment history -- ruled out: HRCT without adenopathy or parenchymal changes, ACE normal.\n4. Constrictive bronchiolitis not suspected at this time; no air trapping.\n\nPLAN:\n1. Start budesonide-formoterol 160/4.5, 2 puffs BID; albuterol PRN.\n2. Continue fluticasone nasal; add azelastine.\n3. Airborne Hazards and Open Burn Pit Registry info given; veteran already registered.\n4. F/u 3 months with repeat spirometry.\n\nObinna C. Eze, MD\nSigned 10/07/2025",
    "expected": {
      "conditions": [
        {
          "name": "Asthma, bronchial",
          "diagnosticCode": "6602"
        },
        {
          "name": "Chronic rhinitis",
          "diagnosticCode": "6522"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Open-air burn pit exposure at Joint Base Balad, Iraq, Sep 2007 to Aug 2008",
        "Frequent dust storm exposure during deployment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Priya N. Castellanos"
        },
        {
          "kind": "date-of-birth",
          "value": "04-30-1984"
        },
        {
          "kind": "ssn",
          "value": "2093"
        },
        {
          "kind": "record-number",
          "value": "4418-0073-5"
        },
        {
          "kind": "address",
          "value": "1920 Sagebrush Ln, Albuquerque, NM 87114"
        },
        {
          "kind": "phone",
          "value": "(505) 555-0166"
        },
        {
          "kind": "name",
          "value": "Sofia"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-polytrauma-tbi-migraine",
    "kind": "va-progress-note",
    "format": "text",
    "text": "POLYTRAUMA/TBI CLINIC - NEUROLOGY FOLLOW-UP\nDATE OF NOTE: 12/02/2025\nAUTHOR: SANTIAGO-FERRER,ELENA, MD\n\nPATIENT: PRUITT,KEANDRE L  SSN 931-07-4452  DOB 22JUL1985  MRN: 8814-2207\nADDRESS: 3310 Briarwood Ave, Fayetteville, NC 28304   PHONE: 910-555-0129\n\nHPI: 40 y/o male, Army combat engineer, with history of blast exposure 17 MAR 2007 in Baghdad (route clearance vehicle struck by EFP; brief LOC approx 2 min, dazed for hours, evaluated at CSH, returned to duty after 5 days). Comprehensive TBI evaluation 2019 confirmed mild TBI. Current complaints:\n- Headaches: bifrontal and left temporal, throbbing, with photophobia, phonophobia and nausea. Headache diary (Sep-Nov): 11 headache days/month; 3-4 per month force him to lie down in a dark room for 4-8 hrs and leave work early.\n- Memory: misplaces keys, forgets appointments; uses phone reminders.\n- Dizziness: episodic lightheadedness when standing, 1-2x/wk. Orthostatics negative today; etiology unclear -- ENT referral pending, no diagnosis yet.\n- Irritability, fatigue.\n\nEXAM: BP 128/80. Alert, oriented x3. CN II-XII intact. Strength 5/5 throughout. Romberg negative. Tandem gait mildly unsteady. MoCA 25/30 (lost points delayed recall, serial 7s).\n\nNSI total: 38.\n\nIMPRESSION:\n1. Residuals of traumatic brain injury (mild TBI, 2007) with cognitive complaints.\n2. Migraine without aura, chronic, post-traumatic onset -- prostrating attacks 3-4/month.\n3. Episodic dizziness -- unexplained, workup in progress.\n\nPLAN:\n1. Start topiramate 25 mg qHS, titrate to 50 mg BID over 4 wks.\n2. Rizatriptan 10 mg PRN (max 2/24h).\n3. Speech-language pathology referral for cognitive rehab.\n4. ENT/vestibular referral for dizziness.\n5. Continue headache diary; RTC 3 months.\n\nELENA SANTIAGO-FERRER, MD\nNeurology, Polytrauma Network Site\n/es/ 12/02/2025 15:12",
    "expected": {
      "conditions": [
        {
          "name": "Traumatic brain injury (TBI) residuals",
          "diagnosticCode": "8045"
        },
        {
          "name": "Migraine headaches",
          "diagnosticCode": "8100"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Blast exposure on 17 March 2007 in Baghdad when route clearance vehicle struck by an EFP, with about 2 minutes loss of consciousness; evaluated at CSH"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "PRUITT,KEANDRE L"
        },
        {
          "kind": "ssn",
          "value": "931-07-4452"
        },
        {
          "kind": "date-of-birth",
          "value": "22JUL1985"
        },
        {
          "kind": "record-number",
          "value": "8814-2207"
        },
        {
          "kind": "address",
          "value": "3310 Briarwood Ave, Fayetteville, NC 28304"
        },
        {
          "kind": "phone",
          "value": "910-555-0129"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-podiatry-plantar-fasciitis",
    "kind": "va-progress-note",
    "format": "text",
    "text": "PODIATRY CLINIC NOTE\nDate: 14 Apr 2025\nProvider: Miriam L. Oyelaran, DPM\n\nPatient: Luis A. Ferreira-Dunn\nDOB: 12/08/1988  |  SSN: 948-61-2270  |  MRN 2209-5561\nAddress: 6024 Mesquite Trail, El Paso, TX 79938  |  Phone: (915) 555-0187\n\nCC: Bilateral heel pain x 8 yrs, worse L.\n\nHPI: 36 y/o male veteran, Army airborne infantry 2007-2015, 60+ static-line jumps and frequent 12-mile ruck marches with 65 lb loads. Reports heel pain began during ruck training at Fort Bragg in 2010; was seen at sick call and given inserts. Now first-step pain every morning 7/10, improves after 10-15 min, recurs after standing > 2 hrs at his job (HVAC technician). Tried OTC arch supports, ibuprofen, stretching. No numbness/tingling.\n\nEXAM:\nVasc: DP/PT 2/4 bilat, CFT < 3 sec.\nNeuro: protective sensation intact, Tinel neg tarsal tunnel bilat.\nDerm: no lesions.\nMSK: Exquisite TTP plantar-medial calcaneal tubercle bilat L>R. Windlass test positive bilat. Ankle DF with knee extended 5 deg bilat (tight gastroc). Arch height maintained on weight-bearing; no pronation or valgus of heel; Achilles aligned. Non-weight-bearing and weight-bearing arch appear similar.\n\nIMAGING: XR bilateral feet 3 views WB 04/14/2025: small plantar calcaneal spurs bilaterally. Calcaneal pitch normal. No fracture.\n\nASSESSMENT:\n1. Plantar fasciitis, bilateral, chronic.\n2. Pes planus (flat foot) -- ruled out; arch preserved on WB exam and radiographs.\n3. Equinus, gastrocnemius, bilateral -- contributory.\n\nPLAN:\n1. Custom functional orthotics casted today.\n2. Night splints bilat.\n3. Stretching program (gastroc/soleus, plantar fascia) - handout.\n4. Offered corticosteroid injection L heel -- pt declined today.\n5. RTC 6 weeks for orthotic dispense and reassessment.\n\nMiriam L. Oyelaran, DPM\nPodiatric Medicine and Surgery\nSigned 14 Apr 2025 1505",
    "expected": {
      "conditions": [
        {
          "name": "Plantar fasciitis, bilateral",
          "diagnosticCode": "5269"
        },
        {
          "name": "Gastrocnemius equinus, bilateral"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Over 60 static-line parachute jumps and frequent 12-mile ruck marches with 65 lb loads",
        "Heel pain began during ruck training at Fort Bragg in 2010; seen at sick call and given inserts"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Luis A. Ferreira-Dunn"
        },
        {
          "kind": "date-of-birth",
          "value": "12/08/1988"
        },
        {
          "kind": "ssn",
          "value": "948-61-2270"
        },
        {
          "kind": "record-number",
          "value": "2209-5561"
        },
        {
          "kind": "address",
          "value": "6024 Mesquite Trail, El Paso, TX 79938"
        },
        {
          "kind": "phone",
          "value": "(915) 555-0187"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-sleep-medicine-osa",
    "kind": "va-progress-note",
    "format": "pdf",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nVA Northern Indiana Health Care System -- Sleep Medicine\nPROGRESS NOTE\n\nPatient Name: OSTERHOUT, BRADLEY K          Date of Birth: 01/27/1976\nSSN: 956-30-8814                            MRN: 0047-7329-1\nAddress: 5512 Pine Ridge Blvd, Fort Wayne, IN 46815\nPhone: 260-555-0105\nDate of Visit: 09/09/2025\nProvider: Chandrasekhar V. Rao, MD, FAASM\n\nREASON FOR VISIT: Review of in-lab polysomnogram.\n\nHISTORY: 49 y/o male Air Force veteran (security forces, 1994-2014). Reports loud snoring and witnessed apneas; wife Karen Osterhout says she has watched him stop breathing \"for what seems like half a minute\" many nights and says the snoring began after he returned from deployment to Kirkuk in 2006. Epworth Sleepiness Scale 15/24. Wakes with dry mouth and morning headaches. Dozes at red lights. Weight up 30 lb since retirement.\n\nPOLYSOMNOGRAM (08/27/2025, diagnostic, in-lab):\n  Total sleep time: 362 min; sleep efficiency 81%\n  Apnea-hypopnea index (AHI): 31.4 events/hr (supine 48.0, non-supine 19.2)\n  REM AHI: 42.6\n  Central apnea index: 0.8\n  Oxygen nadir: 79%; time below 88%: 22 min\n  No periodic limb movements of significance.\n\nEXAM: BMI 34.1. Neck circumference 18 in. Mallampati IV. BP 134/86.\n\nASSESSMENT:\n1. Obstructive sleep apnea, severe (AHI 31.4), with significant nocturnal hypoxemia.\n2. Excessive daytime sleepiness secondary to #1.\n3. Obesity, BMI 34.\n\nPLAN:\n1. Auto-CPAP 6-16 cm H2O with heated humidifier; full-face mask fitting today.\n2. Drowsy driving counseling given; avoid driving when sleepy.\n3. CPAP download review in 6 weeks; goal use > 4 hrs on 70% of nights.\n4. Weight management (MOVE!) referral.\n\nChandrasekhar V. Rao, MD, FAASM\nElectronically signed 09/09/2025 14:27\nPage 1 of 1",
    "expected": {
      "conditions": [
        {
          "name": "Obstructive sleep apnea",
          "diagnosticCode": "6847"
        },
        {
          "name": "Obesity"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "OSTERHOUT, BRADLEY K"
        },
        {
          "kind": "date-of-birth",
          "value": "01/27/1976"
        },
        {
          "kind": "ssn",
          "value": "956-30-8814"
        },
        {
          "kind": "record-number",
          "value": "0047-7329-1"
        },
        {
          "kind": "address",
          "value": "5512 Pine Ridge Blvd, Fort Wayne, IN 46815"
        },
        {
          "kind": "phone",
          "value": "260-555-0105"
        },
        {
          "kind": "name",
          "value": "Karen Osterhout"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "vapn-orthopedics-knee-scanned",
    "kind": "va-progress-note",
    "format": "image",
    "text": "[scanned page -- VA Orthopaedic Surgery Clinic -- fax header: 03/18/26 14:02 FROM VAMC ORTHO p.1/2]\n\nORTHOPAEDIC SURGERY CLINIC NOTE\nPt: STRAND, CODY W      DOB 10-19-1983      SSN 967-14-0092\nMRN 3301447      Addr 902 Aspen Hollow Rd, Colorado Springs, CO 80918      Ph 719 555 0172\nDOS: 18 March 2026        Provider: Tobias R. Engelhardt, MD\n\nCC: R knee pain and locking.\n\nHPI: 42 yo M Army vet, 82nd Abn 2002-2010. Injured R knee on hard landing during a night jump at Sicily DZ, Fort Bragg, Aug 2004 -- twisted knee on landing, seen at TMC, crutches x 2 wks. Since then intermittent swelling. Last 1 yr: catching/locking 1-2x/wk, gives way on stairs. Pain 5/10, 8/10 after work (letter carrier). L knee: occasional ache after long walks, no swelling or instability.\n\nEXAM:\nR knee: small effusion. Medial joint line TTP. McMurray + medial. Lachman neg, ant drawer neg, varus/valgus stable at 0 and 30.\n  ROM flexion 0-105 deg (pain at 95), extension to 0 deg. After 3 reps flexion 0-100.\nL knee: no effusion, no JLT, McMurray neg, stable. ROM 0-135 deg.\n\nIMAGING:\nXR R knee 3v WB: mild medial joint space narrowing, small osteophytes.\nXR L knee 3v WB: no abnormality.\nMRI R knee 02/2026: complex tear posterior horn medial meniscus with displaced fragment; grade II chondromalacia medial femoral condyle; ACL/PCL intact.\n\nIMP:\n1. R knee complex medial meniscus tear with locking and effusion.\n2. R knee degenerative arthritis, medial compartment, mild.\n3. L knee pain -- exam and XR normal; no diagnosis at this time.\n\nPLAN:\n1. Discussed R knee arthroscopic partial medial meniscectomy; pt wishes to proceed -- consent signed, surgery scheduling.\n2. Pre-op labs/EKG.\n3. L knee: quad strengthening HEP, observe.\n\n[signature illegible] T. R. Engelhardt, MD\n[handwritten at bottom margin: \"pt wife Jenna to drive day of surg\"]",
    "expected": {
      "conditions": [
        {
          "name": "Right knee meniscal tear (semilunar cartilage)",
          "diagnosticCode": "5258"
        },
        {
          "name": "Degenerative arthritis, right knee",
          "diagnosticCode": "5003"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Right knee injury on a hard landing during a night parachute jump at Sicily DZ, Fort Bragg, August 2004; seen at TMC and placed on crutches"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "STRAND, CODY W"
        },
        {
          "kind": "date-of-birth",
          "value": "10-19-1983"
        },
        {
          "kind": "ssn",
          "value": "967-14-0092"
        },
        {
          "kind": "record-number",
          "value": "3301447"
        },
        {
          "kind": "address",
          "value": "902 Aspen Hollow Rd, Colorado Springs, CO 80918"
        },
        {
          "kind": "phone",
          "value": "719 555 0172"
        },
        {
          "kind": "name",
          "value": "Jenna"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-ptsd-initial-positive",
    "kind": "dbq",
    "format": "text",
    "text": "INITIAL POST-TRAUMATIC STRESS DISORDER (PTSD) DISABILITY BENEFITS QUESTIONNAIRE\nName of patient/Veteran: NAKAMURA-REYES, DANIEL K\nSSN: 994-17-3308    DOB: 3/29/1989    Claim #: 600-118-4471\nAddress: 2240 Kalakaua Ave #508, Honolulu, HI 96815    Phone: 808-555-0148\nExam date: 7/22/2025    Examiner: Beatrix Vollmer, Psy.D., Licensed Psychologist\nRecords reviewed: VBMS, STRs, DD-214, VA treatment records; in-person interview 2.5 hrs.\n\nSECTION I: DIAGNOSIS\n1. Does the Veteran have a diagnosis of PTSD that conforms to DSM-5 criteria? [X] Yes\n2. Current diagnoses: a. Mental disorder diagnosis #1: Posttraumatic stress disorder; ICD code F43.10.\n   Other diagnosis: Alcohol use disorder, mild, in sustained remission (F10.11) -- remission > 2 yrs.\n3. Differentiation: Sleep disturbance and irritability are attributable to PTSD; alcohol use disorder developed as a means of coping with PTSD symptoms.\n\nSECTION II: HISTORY\nSocial: married to Leilani Nakamura-Reyes, two children. Works as a utility lineman; misses ~2 days/month due to symptoms.\nMilitary: Army, 19D cavalry scout, 2008-2014, deployed Afghanistan (Kunar Province) 2010-2011.\n\nSECTION III: STRESSOR\nStressor #1: COP in Kunar Province attacked with RPG and small-arms fire on or about 10/03/2010; Veteran returned fire and witnessed a platoon member severely wounded. Meets Criterion A: [X] Yes. Related to fear of hostile military activity: [X] Yes. Corroborated by Combat Action Badge on DD-214.\n\nSECTION IV: SYMPTOMS\nCriterion B: recurrent intrusive memories; nightmares 4x/wk. Criterion C: avoids news, crowds. Criterion D: persistent guilt, detachment, diminished interest. Criterion E: hypervigilance, exaggerated startle, sleep disturbance. Duration > 1 month; clinically significant distress.\nPCL-5: 58. PHQ-9: 12.\nSymptoms checked: depressed mood; anxiety; chronic sleep impairment; disturbances of motivation and mood; difficulty in establishing and maintaining effective work and social relationships.\nOccupational and social impairment: with reduced reliability and productivity.\n\nSECTION V: MEDICAL OPINION\nThe claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service stressor.\nRationale: Stressor is adequate to support the diagnosis and is consistent with the circumstances of his service; symptom onset documented in 2012 post-deployment health reassessment; no pre-service or post-service trauma identified.\n\n/es/ Beatrix Vollmer, Psy.D.   07/22/2025",
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
          "quote": "The claimed condition is at least as likely as not (50% or greater probability) incurred in or caused by the claimed in-service stressor."
        }
      ],
      "inServiceEvents": [
        "COP in Kunar Province, Afghanistan attacked with RPG and small-arms fire on or about 10/03/2010; Veteran returned fire and witnessed a platoon member severely wounded"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "NAKAMURA-REYES, DANIEL K"
        },
        {
          "kind": "ssn",
          "value": "994-17-3308"
        },
        {
          "kind": "date-of-birth",
          "value": "3/29/1989"
        },
        {
          "kind": "record-number",
          "value": "600-118-4471"
        },
        {
          "kind": "address",
          "value": "2240 Kalakaua Ave #508, Honolulu, HI 96815"
        },
        {
          "kind": "phone",
          "value": "808-555-0148"
        },
        {
          "kind": "name",
          "value": "Leilani Nakamura-Reyes"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-back-thoracolumbar-strain",
    "kind": "dbq",
    "format": "text",
    "text": "BACK (THORACOLUMBAR SPINE) CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\nVeteran: Tamika R. Holloway-Price     SSN: 917-66-2045     DOB: 1987-10-05\nVA file number: 917662045     Address: 480 Chestnut Hill Pl, Columbus, GA 31904     Phone: 706-555-0139\nExamination date: 2025-11-04     Examiner: Viktor Halvorsen, DO\n\n1. DIAGNOSIS: Lumbosacral strain, chronic. Date of diagnosis: 2012 (STRs).\n2. HISTORY: Army 88M motor transport operator 2008-2016. STRs show she was seen 04/16/2012 at Fort Benning TMC after injuring her low back while changing a 5-ton truck tire; dx lumbar strain, profile x 14 days; recurrent sick call visits for LBP in 2013 and 2015. Now daily aching LBP 4/10, no radiation. Flare-ups monthly after prolonged driving, \"can barely get out of the car.\"\n3. ROM (initial):\n   Forward flexion 0-65 degrees (normal 90)\n   Extension 0-20 degrees (normal 30)\n   Right lateral flexion 0-25, Left lateral flexion 0-25\n   Right lateral rotation 0-30, Left lateral rotation 0-30\n   Combined ROM: 195 degrees\n   Pain on exam: flexion and extension. Repetitive use x3: no additional loss.\n   Flare-ups: estimated flexion 0-50 degrees based on Veteran's description (examiner cannot directly observe).\n4. Guarding/spasm: localized, not resulting in abnormal gait or spinal contour.\n5. Strength 5/5 all LE groups. Reflexes 2+ and symmetric. Sensation normal. SLR negative bilaterally.\n6. RADICULOPATHY: Does the Veteran have radicular pain or other signs/symptoms due to radiculopathy? [X] No.\n7. Ankylosis: none. IVDS: No. Assistive device: none.\n8. Imaging: XR lumbar spine 2025: normal alignment, disc heights preserved; arthritis NOT documented.\n\nMEDICAL OPINION:\nThe claimed condition is more likely than not (greater than 50% probability) incurred in or caused by the in-service injury.\nRationale: Acute low back injury documented 04/2012 with continued treatment for the same complaint in 2013 and 2015; current presentation is consistent with chronic mechanical strain; no intercurrent back injury reported; civilian work is sedentary (dispatcher).\n\nViktor Halvorsen, DO   Signed 11/04/2025",
    "expected": {
      "conditions": [
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Lumbosacral strain",
          "strength": "more likely than not",
          "quote": "The claimed condition is more likely than not (greater than 50% probability) incurred in or caused by the in-service injury."
        }
      ],
      "inServiceEvents": [
        "Low back injury while changing a 5-ton truck tire, seen 04/16/2012 at Fort Benning TMC; lumbar strain with 14-day profile",
        "Recurrent sick call visits for low back pain in 2013 and 2015"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Tamika R. Holloway-Price"
        },
        {
          "kind": "ssn",
          "value": "917-66-2045"
        },
        {
          "kind": "date-of-birth",
          "value": "1987-10-05"
        },
        {
          "kind": "record-number",
          "value": "917662045"
        },
        {
          "kind": "address",
          "value": "480 Chestnut Hill Pl, Columbus, GA 31904"
        },
        {
          "kind": "phone",
          "value": "706-555-0139"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-knee-bilateral-mixed-opinions",
    "kind": "dbq",
    "format": "text",
    "text": "KNEE AND LOWER LEG CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\nName: Dmitri A. Volkonsky-Hale    SSN last four: 8860    Date of birth: December 1, 1990\nVA claim no.: 28-770-312    Address: 318 Birch Street, Watertown, NY 13601    Phone: (315) 555-0163\nDate of exam: 01/08/2026    Examiner: Adaeze Nwosu-Carter, MD\n\nSECTION I - DIAGNOSES\nRight knee: ACL tear s/p reconstruction (2013), with residual instability. ICD S83.511.\nLeft knee: Patellofemoral pain syndrome. ICD M22.2X2.\n\nSECTION II - HISTORY\nRight: Army 10th Mountain Div 2009-2015. Injured R knee 02/2013 during a unit basketball PT session at Fort Drum (pivoting); MRI showed complete ACL tear; arthroscopic ACL reconstruction at Samuel S. Guthrie AHC 04/2013. Now gives way on uneven ground monthly; wears hinged brace occasionally.\nLeft: Onset of L anterior knee pain 2019 after a recreational basketball league injury (4 yrs after separation); treated by private ortho.\n\nSECTION III - ROM\nRight: flexion 0-120 deg, extension 0 deg. Pain at 110. No additional loss after 3 reps.\nLeft: flexion 0-130 deg, extension 0 deg. Pain on patellar compression.\nNormal: flexion 0-140, extension 0.\n\nSECTION IV - STABILITY\nRight: Lachman 1+ (0-5 mm), anterior drawer 1+, medial/lateral stability normal. Recurrent subluxation: none. Lateral instability: none.\nLeft: all stability tests normal.\nMeniscus: no meniscal conditions either knee.\nScars: R knee arthroscopic portal scars and 4 cm graft harvest scar, well healed, not painful or unstable, total area < 39 sq cm.\n\nSECTION V - MEDICAL OPINIONS\nRight knee: It is at least as likely as not (50 percent or greater probability) that the Veteran's right knee condition was incurred in service. Rationale: STRs document ACL tear and surgical reconstruction in 2013; current laxity is a known residual of reconstruction.\nLeft knee: The left knee condition is less likely than not (less than 50 percent probability) incurred in or caused by service. Rationale: STRs silent for L knee complaints; separation exam 2015 normal; onset follows a documented post-service injury in 2019.\n\n/es/ Adaeze Nwosu-Carter, MD   01/08/2026",
    "expected": {
      "conditions": [
        {
          "name": "Right knee instability (status post ACL reconstruction)",
          "diagnosticCode": "5257"
        },
        {
          "name": "Left knee patellofemoral pain syndrome"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Right knee instability (status post ACL reconstruction)",
          "strength": "at least as likely as not",
          "quote": "It is at least as likely as not (50 percent or greater probability) that the Veteran's right knee condition was incurred in service."
        },
        {
          "condition": "Left knee patellofemoral pain syndrome",
          "strength": "less likely than not",
          "quote": "The left knee condition is less likely than not (less than 50 percent probability) incurred in or caused by service."
        }
      ],
      "inServiceEvents": [
        "Right knee ACL tear during unit basketball PT at Fort Drum, February 2013",
        "Arthroscopic ACL reconstruction at Samuel S. Guthrie AHC, April 2013"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Dmitri A. Volkonsky-Hale"
        },
        {
          "kind": "ssn",
          "value": "8860"
        },
        {
          "kind": "date-of-birth",
          "value": "December 1, 1990"
        },
        {
          "kind": "record-number",
          "value": "28-770-312"
        },
        {
          "kind": "address",
          "value": "318 Birch Street, Watertown, NY 13601"
        },
        {
          "kind": "phone",
          "value": "(315) 555-0163"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-respiratory-asthma-pact-presumptive",
    "kind": "dbq",
    "format": "pdf",
    "text": "RESPIRATORY CONDITIONS (OTHER THAN TB AND SLEEP APNEA)\nDISABILITY BENEFITS QUESTIONNAIRE\n\nVeteran: GUTIERREZ-OKAFOR, NATALIA S          SSN: 945-09-3362          DOB: 02 Feb 1985\nClaim Number: 945093362      Address: 3901 Juniper Ridge Way, Boise, ID 83713      Phone: 208-555-0119\nDate of exam: 11/19/2025     Examiner: Ambrose Kettering, MD\n\n1. DIAGNOSES\n   a. Asthma (J45.40), date of dx 2014.\n   b. Chronic sinusitis, maxillary, bilateral (J32.0), date of dx 2016.\n   Constrictive bronchiolitis: considered; NOT diagnosed (no air trapping on expiratory CT, surgical biopsy not indicated).\n\n2. HISTORY\n   Army 25U signal support 2005-2013. Deployed Camp Buehring, Kuwait 2009 and COB Speicher, Iraq 2010-2011 with daily exposure to burn pit smoke and particulate matter. Asthma diagnosed 2014; uses fluticasone-salmeterol 250/50 BID and albuterol PRN; 2 courses of oral prednisone in the past 12 months (Jan 2025, Jul 2025). Sinus: 3-4 non-incapacitating episodes/yr with purulent discharge and maxillary pain, each treated with antibiotics 2-4 wks.\n\n3. PULMONARY FUNCTION TESTS (10/30/2025)\n   Pre-bronchodilator: FEV1 2.05 L (68% predicted); FVC 3.21 L (84% predicted); FEV1/FVC 64%.\n   Post-bronchodilator: FEV1 2.36 L (78% predicted); FEV1/FVC 70%.\n   DLCO 88% predicted (not reduced).\n   Most accurately reflects current function: FEV1 (pre).\n\n4. CT SINUS (09/2025): mucosal thickening bilateral maxillary sinuses, ostiomeatal units obstructed.\n\n5. MEDICAL OPINION\n   Not requested. Asthma and chronic sinusitis are presumptive conditions under the PACT Act (38 CFR 3.320) for Veterans with qualifying Southwest Asia service; the examination was requested for current severity only.\n\nAmbrose Kettering, MD                      Signed electronically 11/19/2025\nPage 2 of 2",
    "expected": {
      "conditions": [
        {
          "name": "Asthma, bronchial",
          "diagnosticCode": "6602"
        },
        {
          "name": "Chronic sinusitis, maxillary",
          "diagnosticCode": "6513"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Deployment to Camp Buehring, Kuwait (2009) and COB Speicher, Iraq (2010-2011) with daily burn pit smoke and particulate matter exposure"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "GUTIERREZ-OKAFOR, NATALIA S"
        },
        {
          "kind": "ssn",
          "value": "945-09-3362"
        },
        {
          "kind": "date-of-birth",
          "value": "02 Feb 1985"
        },
        {
          "kind": "record-number",
          "value": "945093362"
        },
        {
          "kind": "address",
          "value": "3901 Juniper Ridge Way, Boise, ID 83713"
        },
        {
          "kind": "phone",
          "value": "208-555-0119"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "dbq-male-reproductive-ed-secondary-ssri",
    "kind": "dbq",
    "format": "image",
    "text": "[scanned form, page 1 of 2, handwritten entries transcribed in brackets where legible]\n\nMALE REPRODUCTIVE SYSTEM CONDITIONS DISABILITY BENEFITS QUESTIONNAIRE\nName of Veteran: Oluwaseun \"Seun\" Adeyemi-Clarke\nSSN: 929-55-1083        Date of Birth: [3-11-80]\nVA File #: 29 55 1083 C\nAddress: [4417 Harvest Moon Dr, San Antonio, TX 78244]     Phone: [210-555-0135]\nDate of exam: 10/02/2025       Examiner: Marguerite Lebeau, NP\n\nSECTION I - DIAGNOSIS\n[X] Erectile dysfunction   ICD: [N52.9]   Date of diagnosis: [2021]\n\nSECTION II - MEDICAL HISTORY\nEtiology of ED: [X] Other: [medication side effect -- paroxetine 40 mg (SSRI) prescribed by VA MH since 2020 for service-connected PTSD]\nVeteran reports onset of difficulty achieving and maintaining erections ~6 months after starting paroxetine. No pelvic trauma, no prostate surgery. Not diabetic (A1c 5.4%). Testosterone 512 ng/dL (normal). Nonsmoker. BP 122/78, not on antihypertensives.\nTreatment: sildenafil 100 mg PRN -- partial response.\nIs the Veteran able to achieve an erection sufficient for penetration and ejaculation without medication? [X] No.   With medication? [X] Yes.\n\nSECTION III - PHYSICAL EXAM\nPenis: normal, no deformity. Testes: normal. Epididymis: normal.\nVoiding dysfunction: none.\n\nSECTION IV - MEDICAL OPINION\n[The Veteran's erectile dysfunction is at least as likely as not (50% or greater probability) proximately due to the medication (paroxetine) prescribed for his service-connected PTSD.]\nRationale: [Sexual dysfunction is a well-recognized adverse effect of SSRIs, reported in 30-70% of users in published studies; temporal onset after initiation of paroxetine; other common causes (DM, HTN, low T, vascular disease, tobacco) excluded by history and labs.]\n\nExaminer: [Marguerite Lebeau, NP]  signature ______   Date [10/2/25]\n[stamp: VES -- QA REVIEWED]",
    "expected": {
      "conditions": [
        {
          "name": "Erectile dysfunction",
          "diagnosticCode": "7522"
        },
        {
          "name": "Posttraumatic stress disorder (PTSD)",
          "diagnosticCode": "9411"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Erectile dysfunction",
          "strength": "at least as likely as not",
          "quote": "The Veteran's erectile dysfunction is at least as likely as not (50% or greater probability) proximately due to the medication (paroxetine) prescribed for his service-connected PTSD."
        }
      ],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Oluwaseun \"Seun\" Adeyemi-Clarke"
        },
        {
          "kind": "ssn",
          "value": "929-55-1083"
        },
        {
          "kind": "date-of-birth",
          "value": "3-11-80"
        },
        {
          "kind": "record-number",
          "value": "29 55 1083 C"
        },
        {
          "kind": "address",
          "value": "4417 Harvest Moon Dr, San Antonio, TX 78244"
        },
        {
          "kind": "phone",
          "value": "210-555-0135"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-ent-nexus-tinnitus",
    "kind": "private-letter",
    "format": "text",
    "text": "COASTAL EAR, NOSE & THROAT ASSOCIATES\n1400 Seawall Blvd, Suite 300 | Galveston, TX\n\nNovember 3, 2025\n\nRE: Marcus D. Ellington\nDOB: 04/18/1983\nSSN: XXX-XX-3390\nOur Acct #: CENT-0092417\nHome: 927 Pelican Cove, League City, TX 77573 | (281) 555-0177\n\nTo Whom It May Concern / Department of Veterans Affairs:\n\nI am a board-certified otolaryngologist and have treated Mr. Ellington since March 2023 for constant bilateral tinnitus and hearing loss. I have reviewed his DD-214, his service treatment records (provided by the veteran), his VA audiology records, and our own test results.\n\nMr. Ellington served in the U.S. Air Force from 2001 to 2009 as an aerospace ground equipment technician on the flight line at Bagram Airfield and Kadena AB. His duties placed him within 50 feet of running jet engines (F-15, C-17) and diesel generators for 10-12 hours per shift. Hearing protection was single-layer foam plugs that he reports frequently fell out. His STRs include a 2006 hearing conservation audiogram with a significant threshold shift at 4000 Hz in the left ear and a 2007 entry noting \"ringing in ears after shift.\" He denies post-service occupational noise; he has worked as a high-school math teacher since 2010.\n\nAudiometry in our office on 10/21/2025 showed a bilateral notched high-frequency sensorineural loss (4 kHz notch, 45 dB right, 55 dB left). Tinnitus pitch-matched at 4 kHz, loudness 8 dB SL. Tinnitus Handicap Inventory score 58 (moderate).\n\nDiagnoses:\n1. Tinnitus, subjective, bilateral.\n2. Sensorineural hearing loss, bilateral, noise-induced pattern.\n\nOpinion: It is my professional opinion that Mr. Ellington's tinnitus is more likely than not caused by his hazardous noise exposure on the flight line during military service. The 4 kHz notch is the classic audiometric signature of noise-induced damage, the tinnitus pitch matches the notch frequency, tinnitus was documented in service, and there is no intervening noise exposure.\n\nPlease contact my office with any questions.\n\nSincerely,\n\nEvangeline Moreau-Tanaka, MD, FACS\nOtolaryngology -- Head and Neck Surgery\nTX License K-44817",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Hearing loss, bilateral",
          "diagnosticCode": "6100"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Tinnitus",
          "strength": "more likely than not",
          "quote": "It is my professional opinion that Mr. Ellington's tinnitus is more likely than not caused by his hazardous noise exposure on the flight line during military service."
        }
      ],
      "inServiceEvents": [
        "Hazardous flight line noise exposure near running jet engines and diesel generators at Bagram Airfield and Kadena AB (Air Force, 2001-2009)",
        "Significant threshold shift at 4000 Hz left ear on 2006 hearing conservation audiogram",
        "2007 STR entry noting ringing in ears after shift"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Marcus D. Ellington"
        },
        {
          "kind": "name",
          "value": "Ellington"
        },
        {
          "kind": "date-of-birth",
          "value": "04/18/1983"
        },
        {
          "kind": "ssn",
          "value": "XXX-XX-3390"
        },
        {
          "kind": "record-number",
          "value": "CENT-0092417"
        },
        {
          "kind": "address",
          "value": "927 Pelican Cove, League City, TX 77573"
        },
        {
          "kind": "phone",
          "value": "(281) 555-0177"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-chiropractor-back-no-rationale",
    "kind": "private-letter",
    "format": "text",
    "text": "Summit Family Chiropractic, LLC\n55 Main Street, Rapid City, SD\n\n01/19/2026\n\nTo: Department of Veterans Affairs, Evidence Intake Center\n\nPatient: Jesse L. Runningwater\nDate of Birth: 19 May 1979\nSSN: 934-80-2217\nPatient ID: SFC-22841\nAddress: 3007 Canyon Lake Dr, Rapid City, SD 57702\nPhone: 605-555-0112\n\nDear Sir or Madam,\n\nJesse L. Runningwater has been a patient at this clinic since 2018 and has received approximately 140 chiropractic adjustments for chronic low back pain. He was seen most recently on 01/12/2026.\n\nHe tells me he was in the Army from 1998 to 2004 and that he hurt his back in the service.\n\nCurrent findings: lumbar paraspinal hypertonicity L3-S1, restricted lumbar flexion (approximately 60 degrees), tenderness over the right SI region, negative SLR bilaterally, normal reflexes and sensation.\n\nDiagnoses:\n1. Lumbosacral strain, chronic (M54.50 / S39.012)\n2. Segmental dysfunction, lumbar region (M99.03)\n\nIt is my opinion that Mr. Runningwater's back condition is at least as likely as not related to his military service.\n\nHe will continue care at a frequency of twice monthly. His wife, Autumn Runningwater, may be contacted to schedule if needed.\n\nRespectfully,\n\nCorbin A. Lindahl, D.C.\nSummit Family Chiropractic",
    "expected": {
      "conditions": [
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        },
        {
          "name": "Segmental dysfunction, lumbar region"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Lumbosacral strain",
          "strength": "at least as likely as not",
          "quote": "It is my opinion that Mr. Runningwater's back condition is at least as likely as not related to his military service."
        }
      ],
      "inServiceEvents": [
        "Veteran reports he hurt his back during Army service (1998-2004); no specific event documented"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Jesse L. Runningwater"
        },
        {
          "kind": "name",
          "value": "Runningwater"
        },
        {
          "kind": "date-of-birth",
          "value": "19 May 1979"
        },
        {
          "kind": "ssn",
          "value": "934-80-2217"
        },
        {
          "kind": "record-number",
          "value": "SFC-22841"
        },
        {
          "kind": "address",
          "value": "3007 Canyon Lake Dr, Rapid City, SD 57702"
        },
        {
          "kind": "phone",
          "value": "605-555-0112"
        },
        {
          "kind": "name",
          "value": "Autumn Runningwater"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-psychologist-ptsd-mst",
    "kind": "private-letter",
    "format": "text",
    "text": "Dr. Celeste Amari-Lund, Ph.D.\nLicensed Clinical Psychologist (NC #4127)\nTrauma Recovery Counseling, Raleigh, NC\n\nSeptember 30, 2025\n\nINDEPENDENT PSYCHOLOGICAL EVALUATION AND MEDICAL OPINION\n\nClient: Rebecca J. Haverford\nDOB: 07/02/1992\nLast four SSN: 5146\nClient no.: TRC-1873\nAddress: 812 Laurel Glen Ct, Cary, NC 27513\nPhone: 919-555-0146\n\nRecords reviewed: STRs (2010-2016), service personnel records, VA treatment records 2017-2025, statement from her mother Linda Haverford dated 08/12/2025. Interview 3 hrs on 09/16/2025 and 09/23/2025.\n\nBackground: Ms. Haverford served in the U.S. Navy (aviation boatswain's mate) 2010-2016. She reports that in February 2012 aboard ship she was sexually assaulted by a senior petty officer. She did not report it at the time. Personnel records show a sharp decline in evaluations after 03/2012, a request for transfer in 05/2012, two sick call visits in 2012 for \"stomach pain and insomnia,\" and a 2013 counseling entry for being late to watch. These are recognized markers consistent with military sexual trauma.\n\nCurrent symptoms: intrusive memories, nightmares, avoidance of men in uniform, hypervigilance, emotional numbing, sleep 3-4 hrs. Depressed mood most days, anhedonia, weight loss 15 lb. Reports a period of suicidal ideation in 2014 with no attempt; she sought chaplain support. She has had no such thoughts for over two years and has an updated safety plan with her VA therapist.\n\nTesting: CAPS-5 severity 44 (meets DSM-5 criteria). PCL-5 = 61. BDI-II = 31 (severe). PHQ-9 = 19.\n\nDiagnoses:\n1. Posttraumatic stress disorder (F43.10)\n2. Major depressive disorder, recurrent, severe without psychotic features (F33.2)\n\nOpinion: It is my opinion that Ms. Haverford's PTSD is at least as likely as not (50% or greater probability) caused by the military sexual trauma she experienced in 2012. Her major depressive disorder is at least as likely as not secondary to her PTSD.\nRationale: The behavioral markers in her records, the consistency of her account across VA and private settings, and the symptom pattern are all consistent with MST-related PTSD; depressive symptoms followed the onset of PTSD symptoms and are a common comorbidity.\n\nCeleste Amari-Lund, Ph.D.",
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
      "nexusOpinions": [
        {
          "condition": "Posttraumatic stress disorder (PTSD)",
          "strength": "at least as likely as not",
          "quote": "It is my opinion that Ms. Haverford's PTSD is at least as likely as not (50% or greater probability) caused by the military sexual trauma she experienced in 2012."
        },
        {
          "condition": "Major depressive disorder",
          "strength": "at least as likely as not",
          "quote": "Her major depressive disorder is at least as likely as not secondary to her PTSD."
        }
      ],
      "inServiceEvents": [
        "Military sexual trauma (sexual assault by a senior petty officer) aboard ship in February 2012, not reported at the time",
        "Decline in evaluations, transfer request, sick call visits for stomach pain and insomnia in 2012, and 2013 counseling entry (MST markers)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Rebecca J. Haverford"
        },
        {
          "kind": "name",
          "value": "Haverford"
        },
        {
          "kind": "date-of-birth",
          "value": "07/02/1992"
        },
        {
          "kind": "ssn",
          "value": "5146"
        },
        {
          "kind": "record-number",
          "value": "TRC-1873"
        },
        {
          "kind": "address",
          "value": "812 Laurel Glen Ct, Cary, NC 27513"
        },
        {
          "kind": "phone",
          "value": "919-555-0146"
        },
        {
          "kind": "name",
          "value": "Linda Haverford"
        }
      ],
      "mentionsSuicidalIdeation": true
    }
  },
  {
    "id": "private-neurologist-emg-radiculopathy",
    "kind": "private-letter",
    "format": "pdf",
    "text": "PIEDMONT NEUROLOGY CONSULTANTS, P.A.\nElectrodiagnostic Laboratory\nGreenville, South Carolina\n\nReport date: 04/07/2025\n\nPatient:   Dwayne A. Kimbrough                 DOB: 11/23/1974\nSSN:       ###-##-6021                          Lab #: PNC-EMG-25-0311\nAddress:   219 Tanglewood Dr, Greer, SC 29651  Phone: 864-555-0193\nReferring: Self / VA claim support\n\nEMG/NCS SUMMARY\nNerve conduction studies: Right and left peroneal and tibial motor NCS normal amplitudes and velocities. Left sural sensory normal; left superficial peroneal sensory normal. Left tibial H-reflex prolonged (34.2 ms vs 30.1 ms right).\nNeedle EMG: Left medial gastrocnemius and left gluteus maximus show 2+ fibrillation potentials and positive sharp waves with reduced recruitment of large, polyphasic MUAPs; left S1 paraspinals with fibrillations. Left tibialis anterior, vastus lateralis normal. Right leg normal.\nImpression: Electrodiagnostic evidence of a chronic left S1 radiculopathy with ongoing denervation. No evidence of peripheral polyneuropathy.\n\nCLINICAL LETTER AND OPINION\nMr. Kimbrough is a 50-year-old Navy veteran (Seabee equipment operator 1993-2013). His service treatment records, which I reviewed, show he was treated on 05/09/2009 at Camp Lemonnier, Djibouti, for acute low back pain with left leg pain after a jolt when his front-end loader dropped into a trench; MRI in 2010 at NH Jacksonville showed an L5-S1 left paracentral disc herniation. He had epidurals in 2010 and 2011.\n\nCurrent exam: decreased left ankle reflex (1+ vs 2+), left plantarflexion 4+/5, decreased pinprick lateral left foot. SLR positive on the left at 45 degrees.\n\nDiagnoses:\n1. Intervertebral disc syndrome, L5-S1, with left paracentral herniation.\n2. Left S1 radiculopathy affecting the sciatic nerve, moderate.\n\nOpinion: It is more likely than not that Mr. Kimbrough's left S1 radiculopathy and L5-S1 disc disease are the result of the 2009 in-service injury. The herniation was documented in service at the same level and side, and the current EMG localizes to the same root.\n\nSigned,\nLucinda Farrow-Yeboah, MD\nNeurology and Clinical Neurophysiology (ABPN)\nPage 1 of 1",
    "expected": {
      "conditions": [
        {
          "name": "Intervertebral disc syndrome, lumbar spine (L5-S1)",
          "diagnosticCode": "5243"
        },
        {
          "name": "Radiculopathy, left lower extremity (sciatic nerve)",
          "diagnosticCode": "8520"
        }
      ],
      "nexusOpinions": [
        {
          "condition": "Radiculopathy, left lower extremity (sciatic nerve)",
          "strength": "more likely than not",
          "quote": "It is more likely than not that Mr. Kimbrough's left S1 radiculopathy and L5-S1 disc disease are the result of the 2009 in-service injury."
        },
        {
          "condition": "Intervertebral disc syndrome, lumbar spine (L5-S1)",
          "strength": "more likely than not",
          "quote": "It is more likely than not that Mr. Kimbrough's left S1 radiculopathy and L5-S1 disc disease are the result of the 2009 in-service injury."
        }
      ],
      "inServiceEvents": [
        "Acute low back and left leg pain after front-end loader dropped into a trench, treated 05/09/2009 at Camp Lemonnier, Djibouti",
        "In-service MRI in 2010 at NH Jacksonville showing L5-S1 left paracentral disc herniation; epidural injections in 2010 and 2011"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Dwayne A. Kimbrough"
        },
        {
          "kind": "name",
          "value": "Kimbrough"
        },
        {
          "kind": "date-of-birth",
          "value": "11/23/1974"
        },
        {
          "kind": "ssn",
          "value": "###-##-6021"
        },
        {
          "kind": "record-number",
          "value": "PNC-EMG-25-0311"
        },
        {
          "kind": "address",
          "value": "219 Tanglewood Dr, Greer, SC 29651"
        },
        {
          "kind": "phone",
          "value": "864-555-0193"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "private-family-doctor-symptoms-no-diagnosis-scanned",
    "kind": "private-letter",
    "format": "image",
    "text": "[scanned, handwritten annotations in margin; photocopy of photocopy]\n\nPRAIRIE HOME FAMILY CLINIC\nDodge City, Kansas\n\nDate: 12-01-2025\n\nRE: Loretta M. Sandoval-Kirk\nBirthdate: 03/03/1969\nSS# 986-41-0257\nClinic chart # PHFC 30-7781\nAddress: 708 Wyatt Earp Blvd, Dodge City, KS 67801\nPhone: 620-555-0115\n\nTo the VA:\n\nMs. Sandoval-Kirk asked me to document her health problems for her claim. I have been her family physician since 2009.\n\nShe served in the Army (water treatment specialist) in Saudi Arabia and Kuwait from 11/1990 to 05/1991 and describes heavy black smoke from the oil well fires and taking pyridostigmine bromide pills.\n\nSince about 1993 she has had:\n- fatigue that does not improve with rest, worse over the last 5 years;\n- aching in her joints (hands, knees, hips) and muscles without swelling;\n- intermittent itchy rashes on her arms and trunk;\n- trouble finding words and remembering names;\n- loose stools 3-4 times per week.\n\nWorkup over the years, most recently 10/2025: CBC, CMP, TSH, ESR, CRP, ANA, RF, CK, B12, vitamin D, celiac serology, HIV and hepatitis panel all normal. Sleep study 2021 negative for sleep apnea. Colonoscopy 2022 normal. Dermatology biopsy 2019 nonspecific.\n\nNo definitive diagnosis has been established to explain these symptoms despite extensive testing. I have not been able to attribute them to any known clinical condition. I am not offering an opinion about their cause.\n\nHer husband, Ronald Kirk, confirms the symptoms have limited her activities; she reduced work to part-time in 2020.\n\nSincerely,\n[signature]\nErnesto V. Galindo, MD\n[margin note: \"copy to pt 12/2\"]",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Army service in Saudi Arabia and Kuwait 11/1990 to 05/1991 (Persian Gulf War) with exposure to oil well fire smoke",
        "Took pyridostigmine bromide pills during Gulf War service"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Loretta M. Sandoval-Kirk"
        },
        {
          "kind": "name",
          "value": "Sandoval-Kirk"
        },
        {
          "kind": "date-of-birth",
          "value": "03/03/1969"
        },
        {
          "kind": "ssn",
          "value": "986-41-0257"
        },
        {
          "kind": "record-number",
          "value": "PHFC 30-7781"
        },
        {
          "kind": "address",
          "value": "708 Wyatt Earp Blvd, Dodge City, KS 67801"
        },
        {
          "kind": "phone",
          "value": "620-555-0115"
        },
        {
          "kind": "name",
          "value": "Ronald Kirk"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-nstemi-cad",
    "kind": "discharge-summary",
    "format": "text",
    "text": "DISCHARGE SUMMARY\nSt. Agnes Regional Medical Center, Cardiology Service\n\nPatient: Franklin J. Odom-Mercer         MRN: SARMC-00938145       Account: 771204458\nDOB: 27/04/1963 (per registration, DD/MM/YYYY)      SSN: 989-36-4421\nAddress: 10 Cottonwood Circle, Amarillo, TX 79109      Phone: (806) 555-0197\nAdmitted: 11/02/2025        Discharged: 11/05/2025\nAttending: Yusuf Demir-Kaplan, MD\n\nADMISSION DIAGNOSIS: Chest pain.\n\nDISCHARGE DIAGNOSES:\n1. Non-ST-elevation myocardial infarction (NSTEMI), due to coronary artery disease -- s/p PCI with drug-eluting stent to proximal LAD.\n2. Hypertension.\n3. Type 2 diabetes mellitus.\n4. Aortic dissection -- ruled out.\n\nHOSPITAL COURSE: 62 y/o man, Marine Corps veteran (1981-2001, including Desert Storm), presented with 2 hours of substernal pressure radiating to the left arm with diaphoresis while shoveling. ECG: 1 mm ST depression V3-V5. High-sensitivity troponin 148 -> 1,212 ng/L. Because of tearing quality of pain and BP differential (R arm 168/94, L arm 150/88), CTA chest was obtained emergently: no dissection, no pulmonary embolism. Loaded with aspirin and ticagrelor, heparin drip. Cath 11/03/2025: 90% proximal LAD stenosis treated with DES x1; 40% RCA, nonobstructive. Echo: LVEF 45% with anterior hypokinesis. Uneventful post-PCI course, ambulating without symptoms, walked 400 ft in cardiac rehab evaluation (~4 METs) before discharge.\n\nFAMILY HISTORY: Father died of MI at 49; two brothers with CABG. Sister (Geraldine Odom) with type 1 diabetes.\n\nPERTINENT LABS: A1c 8.4%, LDL 142, Cr 1.0.\n\nDISCHARGE MEDICATIONS: ASA 81 mg daily; ticagrelor 90 mg BID x 12 months; atorvastatin 80 mg; metoprolol succinate 50 mg; lisinopril 10 mg; metformin 1000 mg BID; SL nitroglycerin PRN.\n\nFOLLOW-UP: Cardiology 2 weeks (Dr. Demir-Kaplan); PCP 1 week; phase II cardiac rehab referral sent.\n\nCONDITION AT DISCHARGE: Stable. Wife, Cheryl Odom-Mercer, present for discharge teaching.\n\nElectronically signed: Yusuf Demir-Kaplan, MD   11/05/2025 17:22",
    "expected": {
      "conditions": [
        {
          "name": "Ischemic heart disease (coronary artery disease) with NSTEMI",
          "diagnosticCode": "7005"
        },
        {
          "name": "Hypertension",
          "diagnosticCode": "7101"
        },
        {
          "name": "Diabetes mellitus, type 2",
          "diagnosticCode": "7913"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [],
      "personalData": [
        {
          "kind": "name",
          "value": "Franklin J. Odom-Mercer"
        },
        {
          "kind": "record-number",
          "value": "SARMC-00938145"
        },
        {
          "kind": "record-number",
          "value": "771204458"
        },
        {
          "kind": "date-of-birth",
          "value": "27/04/1963"
        },
        {
          "kind": "ssn",
          "value": "989-36-4421"
        },
        {
          "kind": "address",
          "value": "10 Cottonwood Circle, Amarillo, TX 79109"
        },
        {
          "kind": "phone",
          "value": "(806) 555-0197"
        },
        {
          "kind": "name",
          "value": "Geraldine Odom"
        },
        {
          "kind": "name",
          "value": "Cheryl Odom-Mercer"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-landstuhl-blast-injury",
    "kind": "discharge-summary",
    "format": "text",
    "text": "LANDSTUHL REGIONAL MEDICAL CENTER\nNARRATIVE DISCHARGE SUMMARY / AEROMEDICAL EVACUATION\n\nNAME: CALDERON-WEISS, MATTHEW J      RANK/GRADE: SGT/E-5      UNIT: B Co, 2-502 IN\nSSN: 907-88-1294      DoD ID: 1548820731      DOB: 19860612\nHOME OF RECORD: 1421 Larkspur Ave, Bakersfield, CA 93306      NOK: Deborah Calderon (mother), 661-555-0134\nADMITTED: 20 SEP 2007      DISCHARGED: 26 SEP 2007 (AE to WRAMC)\nREGISTER NO.: LRMC-07-118452\n\nDIAGNOSES:\n1. Traumatic brain injury, moderate (closed), secondary to IED blast. LOC ~10 min, PTA ~24 hrs. Initial GCS 11. CT head: small L frontal contusion, no surgical lesion.\n2. Shell fragment wounds, left thigh (anterolateral), with injury to quadriceps muscle, s/p irrigation and debridement x2 and delayed primary closure.\n3. Perforation of left tympanic membrane (approx 30%), blast-related.\n4. Cervical spine fracture -- ruled out (CT C-spine negative, collar cleared 22 SEP 2007).\n\nHISTORY: Soldier was the gunner in an up-armored HMMWV struck by a roadside IED on 18 SEP 2007 near Baqubah, Iraq. Treated at the CSH in Balad (I&D left thigh, CT head) and evacuated to LRMC.\n\nCOURSE: Neuro checks stable; headaches managed with acetaminophen. MACE on 23 SEP: 21/30. Second I&D 21 SEP; DPC 24 SEP; wound clean. Audiology: L TM perforation confirmed; formal audiogram deferred to WRAMC. Pt reports ringing L ear. PT: ambulating with crutches, WBAT.\n\nDISPOSITION: Aeromedical evacuation to Walter Reed Army Medical Center for continued TBI evaluation, wound care and ENT follow-up. Condition: fair, stable. Notified: spouse Kelsey Calderon-Weiss at Fort Campbell via rear detachment.\n\nSIGNED: MAJ Philippa Strauss-Okoro, MC, USA\nTrauma Surgery, LRMC   26 SEP 2007",
    "expected": {
      "conditions": [
        {
          "name": "Traumatic brain injury (TBI)",
          "diagnosticCode": "8045"
        },
        {
          "name": "Shell fragment wounds, left thigh, with quadriceps muscle injury (Muscle Group XIV)",
          "diagnosticCode": "5314"
        },
        {
          "name": "Perforation of tympanic membrane, left",
          "diagnosticCode": "6211"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Gunner in an up-armored HMMWV struck by a roadside IED on 18 SEP 2007 near Baqubah, Iraq, with loss of consciousness about 10 minutes",
        "Treated at the CSH in Balad, then at Landstuhl Regional Medical Center, and aeromedically evacuated to Walter Reed Army Medical Center"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "CALDERON-WEISS, MATTHEW J"
        },
        {
          "kind": "ssn",
          "value": "907-88-1294"
        },
        {
          "kind": "record-number",
          "value": "1548820731"
        },
        {
          "kind": "date-of-birth",
          "value": "19860612"
        },
        {
          "kind": "address",
          "value": "1421 Larkspur Ave, Bakersfield, CA 93306"
        },
        {
          "kind": "name",
          "value": "Deborah Calderon"
        },
        {
          "kind": "phone",
          "value": "661-555-0134"
        },
        {
          "kind": "record-number",
          "value": "LRMC-07-118452"
        },
        {
          "kind": "name",
          "value": "Kelsey Calderon-Weiss"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "discharge-total-knee-arthroplasty",
    "kind": "discharge-summary",
    "format": "pdf",
    "text": "VA PUGET SOUND HEALTH CARE SYSTEM -- ORTHOPAEDIC SURGERY\nDISCHARGE SUMMARY                                                              Page 1/1\n\nNAME: NGUYEN-HARTLEY, PHILIP D        SSN: ***-**-2268        DOB: 04/09/1966\nMRN: 8891-0245        ADDRESS: 6302 S Alaska St, Seattle, WA 98118        PHONE: (206) 555-0173\nADMISSION DATE: 03/02/2026          DISCHARGE DATE: 03/05/2026\nSURGEON: Elspeth Mwangi-Larsen, MD\n\nPREOPERATIVE DIAGNOSIS: End-stage degenerative arthritis, left knee (tricompartmental).\nPOSTOPERATIVE DIAGNOSIS: Same.\nPROCEDURE: Left total knee arthroplasty (cemented, posterior-stabilized), 03/02/2026.\n\nDISCHARGE DIAGNOSES:\n1. Status post left total knee replacement for degenerative arthritis.\n2. Postoperative acute blood loss anemia, mild (Hgb 10.8), no transfusion.\n3. Deep vein thrombosis -- ruled out (bilateral LE duplex 03/04 negative).\n\nHISTORY: 59 y/o Army veteran (infantry 1984-1996), service connected for left knee condition since 1997. Per STRs he tore the left medial meniscus during an airborne operation at Fort Campbell in 1991 and underwent open partial medial meniscectomy at Blanchfield ACH in 1991. Progressive medial then tricompartmental arthritis; failed injections, bracing, viscosupplementation. Preop flexion 5-95 degrees with varus deformity 10 degrees.\n\nHOSPITAL COURSE: Uncomplicated surgery under spinal anesthesia. PT POD0. ROM at discharge 0-85 degrees. Ambulating 150 ft with walker. Pain controlled on oral regimen. Incision (18 cm midline anterior knee) clean, dry, staples intact. Mild acute blood loss anemia, asymptomatic. Calf pain POD2 -- duplex negative.\n\nDISCHARGE MEDS: apixaban 2.5 mg BID x 35 days (DVT prophylaxis); acetaminophen 1 g TID; oxycodone 5 mg q4-6h PRN (#20); celecoxib 200 mg daily x 14 days; docusate/senna.\n\nDISPOSITION: Home with wife (Mai Nguyen-Hartley) and home PT 3x/wk. Staple removal POD14. F/u ortho 6 weeks.\n\nNote for VA rating: under 38 CFR 4.71a, DC 5055, a temporary total evaluation applies for one year following implantation of the prosthesis.\n\n/es/ Elspeth Mwangi-Larsen, MD   03/05/2026",
    "expected": {
      "conditions": [
        {
          "name": "Left knee replacement (prosthesis)",
          "diagnosticCode": "5055"
        },
        {
          "name": "Degenerative arthritis, left knee",
          "diagnosticCode": "5003"
        },
        {
          "name": "Acute blood loss anemia, postoperative"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Left medial meniscus tear during an airborne operation at Fort Campbell in 1991",
        "Open partial medial meniscectomy at Blanchfield ACH in 1991"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "NGUYEN-HARTLEY, PHILIP D"
        },
        {
          "kind": "ssn",
          "value": "***-**-2268"
        },
        {
          "kind": "date-of-birth",
          "value": "04/09/1966"
        },
        {
          "kind": "record-number",
          "value": "8891-0245"
        },
        {
          "kind": "address",
          "value": "6302 S Alaska St, Seattle, WA 98118"
        },
        {
          "kind": "phone",
          "value": "(206) 555-0173"
        },
        {
          "kind": "name",
          "value": "Mai Nguyen-Hartley"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-sick-call-lumbar-strain",
    "kind": "service-treatment-record",
    "format": "text",
    "text": "CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600)\nTROOP MEDICAL CLINIC #4, FORT HOOD, TX\n\nPATIENT: OKEKE-BRANSON, TERRELL A   SPC/E-4   SSN: 959-27-6630   DoD ID: 1402938857\nDOB: 02 APR 1991   UNIT: HHC 1-12 CAV, 3BCT, 1CD   UNIT PHONE: 254-555-0102\nHOME ADDRESS (off post): 4606 Rancier Ave Apt 221, Killeen, TX 76543\nDATE/TIME: 13 MAR 2012 0815   CLINIC: SICK CALL   PROVIDER: 1LT Gabrielle Thorsen, PA-C\n\nS: 20 y/o AD male c/o low back pain x 2 days. States on 11 MAR 2012 during field exercise at Fort Hood training area he was loading ammunition cans (approx 50 lb each) into a LMTV and felt a \"pop\" and sharp pain in his lower back while twisting. Pain 7/10, non-radiating, worse with bending and wearing body armor. No numbness/tingling, no bowel/bladder changes. No prior back injury. Took ibuprofen 800 mg x 2 with minimal relief.\n\nO: VS T 98.4 HR 76 BP 124/78. Gait antalgic. TTP and spasm bilateral lumbar paraspinals L3-L5. ROM: flexion limited to approx 45 deg due to pain, extension 10 deg. SLR neg bilat. Strength 5/5 BLE. DTRs 2+ symmetric. Sensation intact. No midline bony TTP.\n\nA: 1. Lumbar strain, acute (847.2).\n   2. Lumbar disc herniation -- not suspected; no radicular signs. No imaging indicated.\n\nP: 1. Naproxen 500 mg BID x 10 days, cyclobenzaprine 10 mg qHS x 7 days.\n   2. Heat, gentle stretching; handout given.\n   3. Temporary profile x 14 days: no lifting > 20 lb, no running, no ruck march, may wear body armor for max 1 hr.\n   4. RTC 7-10 days or PRN; refer to PT if not improved.\n   5. Return precautions discussed: numbness, weakness, bowel/bladder change.\n\nSIGNATURE: Gabrielle Thorsen, 1LT, SP, PA-C\nF/U entry 22 MAR 2012: pain 4/10, improving; profile extended x 7 days; PT referral placed.",
    "expected": {
      "conditions": [
        {
          "name": "Lumbosacral strain",
          "diagnosticCode": "5237"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Low back injury on 11 MAR 2012 while loading ammunition cans into an LMTV during a field exercise at Fort Hood",
        "Treated at sick call 13 MAR 2012 for acute lumbar strain with 14-day temporary profile, extended 22 MAR 2012 with PT referral"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "OKEKE-BRANSON, TERRELL A"
        },
        {
          "kind": "ssn",
          "value": "959-27-6630"
        },
        {
          "kind": "record-number",
          "value": "1402938857"
        },
        {
          "kind": "date-of-birth",
          "value": "02 APR 1991"
        },
        {
          "kind": "phone",
          "value": "254-555-0102"
        },
        {
          "kind": "address",
          "value": "4606 Rancier Ave Apt 221, Killeen, TX 76543"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-combat-stress-adjustment-disorder",
    "kind": "service-treatment-record",
    "format": "pdf",
    "text": "COMBAT AND OPERATIONAL STRESS CONTROL (COSC) -- BEHAVIORAL HEALTH NOTE\n85th Medical Detachment (CSC), FOB Warhorse, Diyala Province, Iraq\nDate: 2008 JUL 21                                                        Page 1 of 1\n\nPatient: SPC Benedetta L. Marchand-Oyelowo     SSN: 936-47-0851     DOB: 24 Feb 1987\nUnit: A Co, 1-12 IN      DoD ID: 1466102748      Home address: 5520 Sorrel Ct, Lincoln, NE 68516\nFamily contact on file: Corinne Marchand (mother), (402) 555-0186\nEncounter no.: COSC-08-2291\nProvider: CPT Isaiah Brandt-Nakamura, Psy.D.\n\nREFERRAL: Self-referred, encouraged by squad leader.\n\nHISTORY: 21 y/o SPC, 9 months into deployment, reports that on 06/30/2008 the FOB received indirect fire (122mm rockets) at approx 2300; a rocket struck the dining facility annex 40 m from her CHU; she helped carry a wounded soldier to the aid station. Since then: trouble falling asleep (2-3 hrs/night), startles at loud noises, intrusive images of the wounded soldier 2-3x/day, irritability with peers, worry about family. Still performing duties (supply clerk); NCO reports decreased focus. Denies alcohol (General Order #1). No prior BH history. Mother (above) recently diagnosed with breast cancer -- additional stressor.\n\nMSE: Alert, oriented x4, cooperative. Mood \"anxious and tired.\" Affect anxious, congruent. Speech normal. Thought process linear; no psychotic features; denies homicidal ideation. Insight good.\n\nSCREENS: PCL-M 41. PHQ-2 = 1.\n\nASSESSMENT:\n1. Adjustment disorder with anxiety (309.24).\n2. Acute stress reaction following indirect fire attack; PTSD criteria not met at this time (duration < 30 days since event and symptoms improving).\n\nPLAN:\n1. Restoration: 72 hrs at COSC with sleep, hydration, psychoeducation (\"BICEPS\" principles).\n2. Trazodone 50 mg qHS PRN x 14 days.\n3. Return to duty with follow-up in 1 week; command informed of duty-limiting recs (no night guard x 1 wk).\n4. Red Cross message facilitated regarding mother's illness.\n\n/s/ CPT Isaiah Brandt-Nakamura, Psy.D., MS, USA",
    "expected": {
      "conditions": [
        {
          "name": "Adjustment disorder with anxiety",
          "diagnosticCode": "9440"
        },
        {
          "name": "Acute stress reaction"
        }
      ],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Indirect fire (122mm rocket) attack on FOB Warhorse, Iraq on 06/30/2008; rocket struck dining facility annex 40 m from her CHU",
        "Helped carry a wounded soldier to the aid station",
        "Seen by combat stress control on 2008 JUL 21 with 72-hour restoration"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Benedetta L. Marchand-Oyelowo"
        },
        {
          "kind": "ssn",
          "value": "936-47-0851"
        },
        {
          "kind": "date-of-birth",
          "value": "24 Feb 1987"
        },
        {
          "kind": "record-number",
          "value": "1466102748"
        },
        {
          "kind": "address",
          "value": "5520 Sorrel Ct, Lincoln, NE 68516"
        },
        {
          "kind": "name",
          "value": "Corinne Marchand"
        },
        {
          "kind": "phone",
          "value": "(402) 555-0186"
        },
        {
          "kind": "record-number",
          "value": "COSC-08-2291"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "str-post-deployment-health-assessment-scanned",
    "kind": "service-treatment-record",
    "format": "image",
    "text": "[scanned DD FORM 2796, POST-DEPLOYMENT HEALTH ASSESSMENT (PDHA), pages 1-3; checkboxes read from image]\n\nDEMOGRAPHICS\nLast name: DRUMMOND-ASHE   First name: KENNETH   MI: P\nSSN: 944-19-7302   DOB (YYYYMMDD): 19840309   Gender: M   Service: Army   Component: Reserve\nUnit: 404th Civil Affairs Bn   Deployed location: Afghanistan (Bagram AF, FOB Salerno)\nDate arrived theater: 20100412   Date departed theater: 20110330\nContact after deployment: 33 Fulton St, Trenton, NJ 08611   Phone: 609-555-0164\nForm control no.: PDHA-2011-88317-K\n\nHEALTH\n1. Overall health now: [X] Good\n2. Health during deployment compared to before: [X] Worse\n3. Were you wounded, injured, assaulted or otherwise physically hurt? [X] Yes -- \"thrown against vehicle wall when IED blast hit truck ahead, 2010-09-03, rang my bell\"\n4. Blast or explosion exposure: [X] Yes. Loss of consciousness: [X] No. Dazed or \"seeing stars\": [X] Yes.\n5. Symptoms during the past month (checked):\n   [X] Headaches   [X] Ringing in the ears   [X] Back pain   [X] Trouble sleeping\n   [X] Cough lasting more than 3 weeks   [X] Memory problems or forgetfulness\n   [ ] Chest pain   [ ] Dizziness   [ ] Rash\n6. Exposures (checked \"often\"): [X] Smoke from burning trash or feces (burn pits)   [X] Sand/dust   [X] Vehicle exhaust   [X] Loud noises (weapons, generators)\n7. PC-PTSD: nightmares Yes; avoid situations Yes; on guard Yes; numb No.  Score 3/4.\n8. PHQ-2: little interest 0; feeling down 1.\n9. AUDIT-C: 4.\n\nPROVIDER REVIEW (page 3)\nHealth care provider comments: Positive PTSD screen and mild TBI screen. Headaches, tinnitus, back pain and persistent cough reported -- symptoms only, not evaluated today; no diagnoses made on this form. Referrals: [X] Behavioral health  [X] TBI clinic  [X] Audiology  [X] Primary care.\nExposure concerns: burn pit smoke and dust documented.\nReviewing provider: [stamp] LTC Marguerite Oduya-Shaw, MC, USAR   Date: 20110402",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "IED blast hit truck ahead on 2010-09-03 in Afghanistan; thrown against vehicle wall, dazed, no loss of consciousness",
        "Deployment to Afghanistan (Bagram AF, FOB Salerno) 2010-04-12 to 2011-03-30",
        "Exposure to burn pit smoke, sand/dust, vehicle exhaust and loud noises (weapons, generators) during deployment"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "DRUMMOND-ASHE"
        },
        {
          "kind": "name",
          "value": "KENNETH"
        },
        {
          "kind": "ssn",
          "value": "944-19-7302"
        },
        {
          "kind": "date-of-birth",
          "value": "19840309"
        },
        {
          "kind": "address",
          "value": "33 Fulton St, Trenton, NJ 08611"
        },
        {
          "kind": "phone",
          "value": "609-555-0164"
        },
        {
          "kind": "record-number",
          "value": "PDHA-2011-88317-K"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "statement-buddy-mortar-attack",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "STATEMENT IN SUPPORT OF CLAIM (VA Form 21-10210, Lay/Witness Statement)\n\nSection I -- Veteran's identification\nVeteran's name: Caleb J. Whitacre\nVA file number: 981-22-4076\nVeteran's date of birth: 1 Nov 1985\n\nSection II -- Witness's identification\nWitness name: Ricardo \"Rico\" Fuentes-Albright\nWitness address: 2904 Windmill Ridge, Abilene, TX 79606\nWitness phone: 325-555-0131\nRelationship to veteran: Served together in 2nd Platoon, C Battery, 1-82 FA, at FOB Hammer, Iraq, 2008.\n\nSection III -- Statement\nI served with Caleb Whitacre from 2007 to 2009. We were in the same section and bunked in the same CHU row at FOB Hammer.\n\nOn the night of April 9, 2008 (I remember because it was the night before my birthday) our FOB took mortar fire. One round landed near the motor pool where Caleb and SGT Andre Villanueva were doing a late PMCS on a truck. SGT Villanueva was hit and died before the medevac bird got there. I got to the motor pool about a minute after the impact and saw Caleb holding pressure on SGT Villanueva's neck wound. He was covered in blood and kept saying he should have been on that side of the truck.\n\nAfter that night Caleb changed. He stopped joking around, he wouldn't go to the DFAC when it was crowded, and he would hit the ground at loud noises even when it was just a door slamming. He slept in his boots. He told me he kept dreaming about it.\n\nWe stayed in touch after we got out. When I visited him in 2016 and 2022, he still jumped at fireworks and he sat with his back to the wall at the restaurant. His wife, Joanna, told me he wakes up yelling.\n\nI am not a doctor and I am not saying what he has. I am telling you what I saw.\n\nI certify that the statements on this form are true and correct to the best of my knowledge and belief.\n\nSignature: /s/ Ricardo Fuentes-Albright        Date signed: 10/27/2025",
    "expected": {
      "conditions": [],
      "nexusOpinions": [],
      "inServiceEvents": [
        "Mortar attack on FOB Hammer, Iraq on April 9, 2008; SGT Villanueva killed near the motor pool",
        "Veteran held pressure on the fatally wounded soldier's neck wound before medevac"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "Caleb J. Whitacre"
        },
        {
          "kind": "name",
          "value": "Caleb Whitacre"
        },
        {
          "kind": "name",
          "value": "Caleb"
        },
        {
          "kind": "record-number",
          "value": "981-22-4076"
        },
        {
          "kind": "date-of-birth",
          "value": "1 Nov 1985"
        },
        {
          "kind": "name",
          "value": "Ricardo \"Rico\" Fuentes-Albright"
        },
        {
          "kind": "name",
          "value": "Ricardo Fuentes-Albright"
        },
        {
          "kind": "address",
          "value": "2904 Windmill Ridge, Abilene, TX 79606"
        },
        {
          "kind": "phone",
          "value": "325-555-0131"
        },
        {
          "kind": "name",
          "value": "Andre Villanueva"
        },
        {
          "kind": "name",
          "value": "Villanueva"
        },
        {
          "kind": "name",
          "value": "Joanna"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
  {
    "id": "decision-rating-tinnitus-ptsd-hearing-denied",
    "kind": "statement-or-decision",
    "format": "text",
    "text": "DEPARTMENT OF VETERANS AFFAIRS\nRegional Office, St. Petersburg, FL\n\nRATING DECISION (excerpt)                               Decision date: 12/18/2025\n\nVeteran: ISAIAH R. McALLISTER-DUNNE          VA File Number: 963 08 5517\nRepresentative: Disabled American Veterans\nMailing address of record: 4402 Gandy Blvd Apt 9, Tampa, FL 33611\nClaimant DOB: 2 March 1988\n\nDECISION\n1. Service connection for tinnitus is granted with an evaluation of 10 percent effective August 4, 2025.\n2. Service connection for posttraumatic stress disorder (PTSD) is granted with an evaluation of 50 percent effective August 4, 2025.\n3. Service connection for bilateral hearing loss is denied.\n4. The issue of service connection for obstructive sleep apnea is deferred.\n\nEVIDENCE\n- VA Form 21-526EZ received August 4, 2025\n- Service treatment records, Marine Corps, 2006-2014\n- VA examinations of October 30, 2025 (audio; PTSD)\n- Private treatment records, Bayshore Sleep Center, received 11/12/2025\n\nREASONS FOR DECISION\n1. Tinnitus (DC 6260). Your service records show you served as an artilleryman (0811) and the VA examiner stated: \"It is at least as likely as not that the veteran's tinnitus is a result of military noise exposure.\" An evaluation of 10 percent is assigned, the maximum schedular evaluation for recurrent tinnitus.\n\n2. PTSD (DC 9411). The VA examiner diagnosed PTSD based on the corroborated stressor of the 10/2010 IED strike in Marjah, Helmand Province, and opined: \"The Veteran's PTSD is at least as likely as not caused by the in-service stressor.\" A 50 percent evaluation is assigned for occupational and social impairment with reduced reliability and productivity.\n\n3. Hearing loss. The VA audiology examination showed puretone thresholds no higher than 25 dB at any relevant frequency and Maryland CNC speech recognition scores of 96% right and 98% left. This does not meet the VA definition of hearing loss disability under 38 CFR 3.385, so there is no current hearing loss disability.\n\n4. Sleep apnea. The VA examiner confirmed a diagnosis of obstructive sleep apnea (AHI 22 on the 2025 private sleep study) but opined the condition is \"less likely than not incurred in service\" and did not address the private physician's report of in-service onset; a clarifying opinion has been requested.\n\nRating specialist: [name withheld]   Decision review officer: n/a",
    "expected": {
      "conditions": [
        {
          "name": "Tinnitus",
          "diagnosticCode": "6260"
        },
        {
          "name": "Posttraumatic stress disorder (PTSD)",
          "diagnosticCode": "9411"
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
          "quote": "It is at least as likely as not that the veteran's tinnitus is a result of military noise exposure."
        },
        {
          "condition": "Posttraumatic stress disorder (PTSD)",
          "strength": "at least as likely as not",
          "quote": "The Veteran's PTSD is at least as likely as not caused by the in-service stressor."
        },
        {
          "condition": "Obstructive sleep apnea",
          "strength": "less likely than not",
          "quote": "less likely than not incurred in service"
        }
      ],
      "inServiceEvents": [
        "Noise exposure as a Marine Corps artilleryman (0811), 2006-2014",
        "IED strike in Marjah, Helmand Province, Afghanistan in 10/2010 (corroborated PTSD stressor)"
      ],
      "personalData": [
        {
          "kind": "name",
          "value": "ISAIAH R. McALLISTER-DUNNE"
        },
        {
          "kind": "record-number",
          "value": "963 08 5517"
        },
        {
          "kind": "address",
          "value": "4402 Gandy Blvd Apt 9, Tampa, FL 33611"
        },
        {
          "kind": "date-of-birth",
          "value": "2 March 1988"
        }
      ],
      "mentionsSuicidalIdeation": false
    }
  },
]
