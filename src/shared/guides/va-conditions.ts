import { officialLinks } from '@shared/guides/official-links'
/**
 * Conditions as VA's rating schedule names them, with their diagnostic codes and what the rating
 * criteria look at. Source: 38 CFR Part 4, Schedule for Rating Disabilities (eCFR, as in force
 * 2026-11-01; digestive system codes as revised effective 2024-05-19). A code is given only where
 * one clearly applies to the diagnosis as written; otherwise the condition is named without one.
 */
export const VA_CONDITIONS_SOURCE = {
  title: officialLinks.ratingSchedule.label,
  url: officialLinks.ratingSchedule.href,
  effectiveDate: '2026-11-01',
} as const

export type VaCondition = {
  /** The name VA rates it under. */
  name: string
  diagnosticCode: string | null
  /** The record's ways of writing the diagnosis. Matched case-insensitively, on word boundaries. */
  patterns: readonly string[]
  /** Less specific entries this one includes: when both are found, only this one is listed. */
  includes?: readonly string[]
  /** What the rating criteria look at, in plain words. */
  ratingCriteria: string
  /** The section of 38 CFR Part 4 with the criteria. */
  cfrSection: string
}

const MENTAL =
  'How much the symptoms impair work and social life (the General Rating Formula for Mental Disorders).'
const SPINE =
  'Range of motion of the spine (forward flexion in degrees), muscle spasm or guarding, and incapacitating episodes.'

/** More specific entries first: the first entry whose pattern matches a phrase names it. */
export const VA_CONDITIONS: readonly VaCondition[] = [
  {
    name: 'Tinnitus',
    diagnosticCode: '6260',
    patterns: ['tinnitus'],
    ratingCriteria: 'Recurrent tinnitus is rated 10%, one rating for both ears.',
    cfrSection: '4.87',
  },
  {
    name: 'Hearing loss',
    diagnosticCode: '6100',
    patterns: [
      '(?:sensorineural |conductive |mixed |noise[- ]induced |bilateral |high[- ]frequency )*hearing loss',
      'SNHL',
    ],
    ratingCriteria:
      'Puretone threshold averages and Maryland CNC speech discrimination scores of each ear, from an audiologist.',
    cfrSection: '4.85',
  },
  {
    name: 'Posttraumatic stress disorder',
    diagnosticCode: '9411',
    patterns: ['post[- ]?traumatic stress disorder', 'PTSD'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Major depressive disorder',
    diagnosticCode: '9434',
    patterns: ['major depressive disorder', 'MDD', 'major depression'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Generalized anxiety disorder',
    diagnosticCode: '9400',
    patterns: ['generalized anxiety disorder', 'GAD'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Adjustment disorder',
    diagnosticCode: '9440',
    patterns: ['adjustment disorder'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Persistent depressive disorder',
    diagnosticCode: '9433',
    patterns: ['persistent depressive disorder', 'dysthymi[ac]'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Panic disorder',
    diagnosticCode: '9412',
    patterns: ['panic disorder'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Insomnia disorder',
    diagnosticCode: null,
    patterns: ['insomnia disorder', 'chronic insomnia'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Traumatic brain injury',
    diagnosticCode: '8045',
    patterns: [
      'traumatic brain injury',
      'TBI',
      'post[- ]?concussive syndrome',
      'post[- ]?concussion syndrome',
    ],
    ratingCriteria: 'Residuals in ten areas of cognitive, emotional and physical function.',
    cfrSection: '4.124a',
  },
  {
    name: 'Migraine',
    diagnosticCode: '8100',
    patterns: [
      'migraines?(?: headaches?)?(?: without aura| with aura)?',
      'post[- ]?traumatic headaches?',
    ],
    ratingCriteria:
      'How often prostrating attacks happen, averaged over several months, and their economic effect.',
    cfrSection: '4.124a',
  },
  {
    name: 'Intervertebral disc syndrome',
    diagnosticCode: '5243',
    patterns: [
      'intervertebral disc syndrome',
      'IVDS',
      '(?:lumbar |cervical )?(?:disc|disk) herniation',
      'herniated (?:nucleus pulposus|(?:lumbar |cervical )?(?:disc|disk))',
      'HNP',
      '(?:lumbar |cervical )?(?:disc|disk) (?:extrusion|sequestration)',
      '(?:L\\d-S?\\d )?(?:disc|disk) disease',
    ],
    ratingCriteria: SPINE,
    cfrSection: '4.71a',
  },
  {
    name: 'Degenerative arthritis of the spine',
    diagnosticCode: '5242',
    patterns: [
      'degenerative (?:disc|disk) disease(?: of the (?:lumbar|cervical|thoracic|lumbosacral) spine)?',
      'degenerative joint disease of the (?:lumbar|cervical|thoracic|lumbosacral) spine',
      '(?:lumbar |cervical |thoracic )?DDD',
      '(?:lumbar |cervical |thoracic )?spondylosis',
      'degenerative arthritis of the (?:lumbar |cervical |thoracic )?spine',
      'degenerative arthritis, (?:lumbar|cervical|thoracic|thoracolumbar|lumbosacral) spine',
    ],
    ratingCriteria: SPINE,
    cfrSection: '4.71a',
  },
  {
    name: 'Cervical strain',
    diagnosticCode: '5237',
    patterns: ['cervical (?:spine )?strain', 'neck strain', 'cervicalgia'],
    ratingCriteria: SPINE,
    cfrSection: '4.71a',
  },
  {
    name: 'Lumbosacral strain',
    diagnosticCode: '5237',
    patterns: [
      'lumbosacral (?:spine )?strain',
      'lumbar (?:spine )?strain',
      '(?:low|lower) back strain',
      'thoracolumbar (?:spine )?strain',
      'chronic lumbar strain',
      'mechanical low back pain',
    ],
    ratingCriteria: SPINE,
    cfrSection: '4.71a',
  },
  {
    name: 'Radiculopathy, upper radicular group',
    diagnosticCode: '8510',
    patterns: [
      'cervical radiculopathy',
      'radiculopathy of the (?:left |right |bilateral )?upper extremit(?:y|ies)',
    ],
    ratingCriteria: 'How severe the incomplete paralysis of the nerves of the arm is.',
    cfrSection: '4.124a',
  },
  {
    name: 'Radiculopathy, sciatic nerve',
    diagnosticCode: '8520',
    patterns: [
      '(?:lumbar |lumbosacral )?radiculopathy(?: of the)?(?: (?:left|right|bilateral))?(?: lower extremit(?:y|ies)| leg)?',
      'sciatica',
      'sciatic (?:nerve )?(?:radiculopathy|neuropathy|neuritis)',
    ],
    ratingCriteria:
      'Whether the paralysis of the sciatic nerve is mild, moderate, moderately severe or severe.',
    cfrSection: '4.124a',
  },
  {
    name: 'Peripheral neuropathy',
    diagnosticCode: null,
    patterns: ['(?:diabetic )?peripheral neuropathy'],
    ratingCriteria: 'Which nerve is affected and how severe its incomplete paralysis is.',
    cfrSection: '4.124a',
  },
  {
    name: 'Sleep apnea',
    diagnosticCode: '6847',
    patterns: ['(?:obstructive |central |mixed )?sleep apnea(?: syndrome)?', 'OSA'],
    ratingCriteria:
      'Whether a breathing device such as CPAP is required, and daytime hypersomnolence.',
    cfrSection: '4.97',
  },
  {
    name: 'Asthma',
    diagnosticCode: '6602',
    patterns: ['(?:bronchial )?asthma', 'reactive airway disease'],
    ratingCriteria:
      'FEV-1 and FEV-1/FVC on pulmonary function tests, and how often steroids are needed.',
    cfrSection: '4.97',
  },
  {
    name: 'Chronic obstructive pulmonary disease',
    diagnosticCode: '6604',
    patterns: ['chronic obstructive pulmonary disease', 'COPD'],
    ratingCriteria: 'FEV-1, FEV-1/FVC and DLCO on pulmonary function tests.',
    cfrSection: '4.97',
  },
  {
    name: 'Constrictive bronchiolitis',
    diagnosticCode: '6600',
    patterns: ['constrictive bronchiolitis', 'bronchiolitis obliterans'],
    ratingCriteria: 'FEV-1, FEV-1/FVC and DLCO on pulmonary function tests.',
    cfrSection: '4.97',
  },
  {
    name: 'Chronic sinusitis',
    diagnosticCode: '6513',
    patterns: ['chronic (?:maxillary |pan)?sinusitis', 'chronic rhinosinusitis'],
    ratingCriteria: 'How many incapacitating and non-incapacitating episodes a year, and surgery.',
    cfrSection: '4.97',
  },
  {
    name: 'Allergic rhinitis',
    diagnosticCode: '6522',
    patterns: ['(?:chronic |allergic |perennial )+rhinitis'],
    ratingCriteria: 'Polyps, or how much of each nasal passage is obstructed.',
    cfrSection: '4.97',
  },
  {
    name: 'Hypertension',
    diagnosticCode: '7101',
    patterns: ['(?:essential |primary )?hypertension', 'HTN'],
    ratingCriteria:
      'Diastolic and systolic blood pressure readings, and whether medication is needed.',
    cfrSection: '4.104',
  },
  {
    name: 'Ischemic heart disease',
    diagnosticCode: '7005',
    patterns: [
      'coronary artery disease',
      'CAD',
      'ischemic heart disease',
      'arteriosclerotic heart disease',
    ],
    ratingCriteria:
      "The workload in METs that brings on symptoms, and the heart's ejection fraction.",
    cfrSection: '4.104',
  },
  {
    name: 'Diabetes mellitus type 2',
    diagnosticCode: '7913',
    patterns: [
      '(?:type (?:2|II) )?diabetes mellitus(?:,? type (?:2|II))?',
      'type (?:2|II) diabetes',
      'T2DM',
      'DM2',
    ],
    ratingCriteria: 'Whether insulin, a restricted diet and regulation of activities are needed.',
    cfrSection: '4.119',
  },
  {
    name: 'Gastroesophageal reflux disease',
    diagnosticCode: '7206',
    patterns: ['gastroesophageal reflux disease', 'GERD', 'gastro-esophageal reflux disease'],
    ratingCriteria: 'Swallowing difficulty, esophageal stricture and the treatment it needs.',
    cfrSection: '4.114',
  },
  {
    name: 'Irritable bowel syndrome',
    diagnosticCode: '7319',
    patterns: ['irritable bowel syndrome', 'IBS'],
    ratingCriteria: 'How many days a month of abdominal pain, with changes in bowel habits.',
    cfrSection: '4.114',
  },
  {
    name: 'Erectile dysfunction',
    diagnosticCode: '7522',
    patterns: ['erectile dysfunction'],
    ratingCriteria:
      'Rated noncompensable; special monthly compensation for loss of use of a creative organ.',
    cfrSection: '4.115b',
  },
  {
    name: 'Plantar fasciitis',
    diagnosticCode: '5269',
    patterns: ['plantar fasciitis', 'plantar fasciopathy'],
    ratingCriteria: 'Whether one or both feet are affected and whether treatment relieves it.',
    cfrSection: '4.71a',
  },
  {
    name: 'Flatfoot (pes planus)',
    diagnosticCode: '5276',
    patterns: ['pes planus', 'flat ?feet', 'flatfoot'],
    ratingCriteria: 'Pain on use, swelling, and whether one or both feet are affected.',
    cfrSection: '4.71a',
  },
  {
    name: 'Knee replacement (prosthesis)',
    diagnosticCode: '5055',
    patterns: ['(?:total |partial )?knee (?:replacement|arthroplasty)', 'TKA', 'TKR'],
    ratingCriteria:
      '100% for a year after the surgery, then the residual weakness, pain and motion.',
    cfrSection: '4.71a',
  },
  {
    name: 'Meniscal tear (semilunar cartilage)',
    diagnosticCode: '5258',
    patterns: [
      '(?:complex |bucket[- ]handle |degenerative |radial )?(?:medial |lateral )?(?:meniscal|meniscus) tears?',
      'tear (?:of )?(?:the )?(?:posterior horn (?:of )?(?:the )?)?(?:medial |lateral )?meniscus',
    ],
    ratingCriteria:
      'Episodes of locking, pain and effusion into the joint, or removal of the cartilage.',
    cfrSection: '4.71a',
  },
  {
    name: 'Knee instability',
    diagnosticCode: '5257',
    patterns: [
      '(?:recurrent )?(?:left |right )?knee instability',
      'instability of the (?:left |right )?knee',
      'ACL (?:tear|deficiency|deficient knee|insufficiency)',
      '(?:left |right )?(?:knee )?anterior cruciate ligament (?:tear|deficiency|insufficiency|rupture)',
    ],
    ratingCriteria:
      'How much the knee gives way (recurrent subluxation or lateral instability), and the need for a brace.',
    cfrSection: '4.71a',
  },
  {
    name: 'Patellofemoral pain syndrome',
    diagnosticCode: null,
    patterns: ['patellofemoral (?:pain )?syndrome', 'chondromalacia patellae?'],
    ratingCriteria:
      'Range of motion of the knee (flexion and extension in degrees) and painful motion.',
    cfrSection: '4.71a',
  },
  {
    name: 'Degenerative arthritis',
    diagnosticCode: '5003',
    patterns: [
      '(?:end-stage |mild |moderate |severe )?degenerative (?:joint disease|arthritis)(?: of the (?:left |right |bilateral )?(?:knees?|hips?|shoulders?|ankles?))?',
      '(?:osteo)?arthritis of the (?:left |right |bilateral )?(?:knees?|ankles?)',
      '(?:left |right |bilateral )?knee (?:osteoarthritis|degenerative joint disease|DJD)',
      'osteoarthritis',
    ],
    ratingCriteria: 'X-ray evidence, and the limitation of motion of each joint involved.',
    cfrSection: '4.71a',
  },
  {
    name: 'Perforation of the tympanic membrane',
    diagnosticCode: '6211',
    patterns: [
      'perforat(?:ion|ed) (?:of )?(?:the )?(?:left |right )?(?:tympanic membrane|eardrum)',
      '(?:tympanic membrane|TM) perforation',
    ],
    ratingCriteria: 'Rated noncompensable; any hearing loss with it is rated separately.',
    cfrSection: '4.87',
  },
  {
    name: 'Shell fragment wounds',
    diagnosticCode: null,
    patterns: ['shell fragment wounds?', 'SFW', 'shrapnel wounds?', 'fragment(?:ation)? wounds?'],
    ratingCriteria:
      'Which muscle group is injured and how badly (38 CFR 4.56 and 4.73), and any scars.',
    cfrSection: '4.73',
  },
  {
    name: 'Shoulder condition',
    diagnosticCode: '5201',
    patterns: [
      'rotator cuff (?:tendinopathy|tendinitis|tendonitis|syndrome)',
      '(?:shoulder )?impingement syndrome',
      '(?:left |right )?shoulder (?:strain|osteoarthritis|degenerative joint disease)',
      'acromioclavicular joint (?:arthritis|separation)',
    ],
    ratingCriteria: 'How far the arm can be raised (flexion and abduction in degrees).',
    cfrSection: '4.71a',
  },
  {
    // A tear is a diagnosis of its own beside the impingement that often comes with it.
    name: 'Rotator cuff tear',
    diagnosticCode: '5201',
    patterns: [
      '(?:(?:partial|full)[- ]thickness |complete |massive )?(?:(?:left |right )?rotator cuff|supraspinatus|infraspinatus) tear',
      'tear of the (?:left |right )?(?:rotator cuff|supraspinatus|infraspinatus)',
    ],
    ratingCriteria: 'How far the arm can be raised (flexion and abduction in degrees).',
    cfrSection: '4.71a',
  },
  {
    name: 'Recurrent shoulder dislocation (instability)',
    diagnosticCode: '5202',
    patterns: [
      '(?:recurrent |chronic )(?:anterior |posterior |inferior |multidirectional )?(?:glenohumeral |shoulder )(?:instability|dislocations?|subluxations?)',
      '(?:recurrent |chronic )(?:anterior |posterior |inferior |multidirectional )(?:instability|dislocations?|subluxations?)',
      '(?:recurrent |chronic )(?:instability|dislocations?|subluxations?) of the (?:left |right )?shoulder',
      '(?:left |right )?shoulder (?:anterior |posterior )?instability',
      '(?:anterior |posterior |multidirectional )?instability of the (?:left |right )?shoulder',
      'Bankart lesion',
    ],
    includes: ['Shoulder dislocation'],
    ratingCriteria:
      'How often the shoulder dislocates and whether it guards all arm movements, or limitation of motion.',
    cfrSection: '4.71a',
  },
  {
    name: 'Shoulder dislocation',
    diagnosticCode: null,
    patterns: [
      '(?:anterior |posterior |inferior )?(?:glenohumeral |shoulder )dislocation',
      '(?:left |right |L |R )?shoulder (?:anterior |posterior )?dislocation',
      '(?:anterior |posterior |inferior )?dislocation,? (?:of )?(?:the )?(?:left |right |L |R )?shoulder',
    ],
    ratingCriteria: 'Limitation of motion of the arm, or recurrent dislocation if it comes back.',
    cfrSection: '4.71a',
  },
  {
    name: 'Knee ligament sprain',
    diagnosticCode: null,
    patterns: [
      '(?:left |right |L |R )?(?:knee )?(?:MCL|LCL|(?:medial|lateral) collateral ligament) sprain',
      'sprain,? (?:of )?(?:the )?(?:MCL|LCL|(?:medial|lateral) collateral ligament)',
      '(?:left |right |L |R )?knee sprain',
    ],
    ratingCriteria:
      'Range of motion of the knee and how much it gives way, if anything remains after healing.',
    cfrSection: '4.71a',
  },
  {
    // A sprain heals; an ankle that keeps giving way after it is a diagnosis of its own.
    name: 'Ankle instability',
    diagnosticCode: '5271',
    patterns: [
      '(?:chronic )?(?:lateral )?(?:left |right |L |R )?ankle (?:lateral )?instability',
      '(?:chronic )?(?:lateral )?instability of the (?:left |right )?ankle',
    ],
    ratingCriteria:
      'Range of motion of the ankle (dorsiflexion and plantar flexion in degrees); instability has no code of its own.',
    cfrSection: '4.71a',
  },
  {
    name: 'Ankle condition',
    diagnosticCode: '5271',
    patterns: ['(?:chronic )?(?:left |right )?ankle (?:sprain|strain)'],
    ratingCriteria: 'Range of motion of the ankle (dorsiflexion and plantar flexion in degrees).',
    cfrSection: '4.71a',
  },
  {
    name: 'Hip condition',
    diagnosticCode: '5252',
    patterns: [
      '(?:osteo)?arthritis of the (?:left |right )?hip',
      '(?:left |right )?hip (?:strain|osteoarthritis)',
      'femoroacetabular impingement',
    ],
    ratingCriteria: 'Range of motion of the hip (flexion in degrees).',
    cfrSection: '4.71a',
  },
  {
    name: 'Fibromyalgia',
    diagnosticCode: '5025',
    patterns: ['fibromyalgia'],
    ratingCriteria:
      'Whether widespread pain and tender points are constant and respond to therapy.',
    cfrSection: '4.71a',
  },
  {
    name: 'Prostate cancer',
    diagnosticCode: '7528',
    patterns: [
      'prostate cancer',
      '(?:adeno)?carcinoma of (?:the )?prostate',
      'prostatic adenocarcinoma',
    ],
    ratingCriteria: 'Rated 100% during treatment and six months after, then on its residuals.',
    cfrSection: '4.115b',
  },
  {
    name: 'Bladder cancer',
    diagnosticCode: '7528',
    patterns: [
      'bladder cancer',
      '(?:urothelial|transitional cell) carcinoma of the (?:urinary )?bladder',
      '(?:carcinoma|cancer) of the (?:urinary )?bladder',
    ],
    ratingCriteria: 'Rated 100% during treatment and six months after, then on its residuals.',
    cfrSection: '4.115b',
  },
  {
    name: 'Benign prostatic hyperplasia',
    diagnosticCode: '7527',
    patterns: ['benign prostatic (?:hyperplasia|hypertrophy)', 'BPH', 'enlarged prostate'],
    ratingCriteria:
      'Rated on voiding dysfunction or urinary tract infection, whichever is greater.',
    cfrSection: '4.115b',
  },
  {
    name: 'Lung cancer',
    diagnosticCode: '6819',
    patterns: [
      '(?:non-small cell |small cell )?lung (?:cancer|carcinoma)',
      'NSCLC',
      '(?:invasive )?(?:adenocarcinoma|squamous cell carcinoma|carcinoma) of the (?:right |left )?(?:(?:upper|middle|lower) lobe of the )?lung',
      '(?:adenocarcinoma|squamous cell carcinoma|carcinoma) of the (?:right |left )(?:upper|middle|lower) lobe',
    ],
    ratingCriteria: 'Rated 100% during treatment and six months after, then on its residuals.',
    cfrSection: '4.97',
  },
  {
    name: 'Kidney cancer',
    diagnosticCode: '7528',
    patterns: [
      '(?:clear cell |papillary |chromophobe )?renal cell (?:carcinoma|cancer)',
      'RCC',
      'kidney cancer',
      '(?:carcinoma|cancer) of the (?:left |right )?kidney',
    ],
    ratingCriteria: 'Rated 100% during treatment and six months after, then on its residuals.',
    cfrSection: '4.115b',
  },
  {
    // 38 CFR 4.115b: kidney disease from diabetes is rated as renal dysfunction (4.115a) under 7541.
    name: 'Diabetic nephropathy',
    diagnosticCode: '7541',
    patterns: ['diabetic (?:nephropathy|kidney disease)'],
    includes: ['Chronic kidney disease'],
    ratingCriteria:
      'Rated as renal dysfunction: kidney function tests, albumin in the urine, swelling, and dialysis.',
    cfrSection: '4.115b',
  },
  {
    // Rated as renal dysfunction under the code of its cause; 7530 only once dialysis is regular.
    name: 'Chronic kidney disease',
    diagnosticCode: null,
    patterns: [
      'chronic kidney disease(?:,? stage (?:[1-5]|I{1,3}|IV|V)[ab]?)?',
      'CKD',
      'chronic renal (?:disease|insufficiency)',
    ],
    ratingCriteria:
      'Rated as renal dysfunction: kidney function tests, albumin in the urine, swelling, and dialysis.',
    cfrSection: '4.115a',
  },
  {
    name: 'Kidney stones (nephrolithiasis)',
    diagnosticCode: '7508',
    patterns: ['nephrolithiasis', 'kidney stones?', 'renal (?:calculi|calculus|stones?)'],
    ratingCriteria:
      'Rated as hydronephrosis, or as renal dysfunction when that is worse; more if it keeps coming back.',
    cfrSection: '4.115b',
  },
  {
    name: 'Endometriosis',
    diagnosticCode: '7629',
    patterns: ['endometriosis'],
    ratingCriteria:
      'Pelvic pain or heavy or irregular bleeding and whether treatment controls it, and bowel or bladder symptoms.',
    cfrSection: '4.116',
  },
  {
    name: 'Psoriasis',
    diagnosticCode: '7816',
    patterns: ['(?:plaque |guttate |inverse |pustular |scalp )?psoriasis'],
    ratingCriteria:
      'How much of the body and of exposed skin is affected, and how long systemic therapy was needed in the past year.',
    cfrSection: '4.118',
  },
  {
    name: 'Dermatitis or eczema',
    diagnosticCode: '7806',
    patterns: [
      '(?:atopic |contact |allergic contact |irritant contact |seborrheic |dyshidrotic |nummular )?dermatitis',
      '(?:atopic |dyshidrotic |nummular )?eczema',
    ],
    ratingCriteria:
      'How much of the body and of exposed skin is affected, and how long systemic therapy was needed in the past year.',
    cfrSection: '4.118',
  },
  {
    name: 'Acne',
    diagnosticCode: '7828',
    patterns: ['(?:cystic |nodulocystic )?acne(?: vulgaris)?'],
    ratingCriteria: 'Deep or superficial acne, and whether it is on the face and neck.',
    cfrSection: '4.118',
  },
  {
    // Not named in 4.118: rated by how it looks, as disfigurement of the face or neck (7800) or as
    // a dermatitis (7806), so the code depends on the examination.
    name: 'Pseudofolliculitis barbae',
    diagnosticCode: null,
    patterns: ['pseudofolliculitis barbae', 'PFB'],
    ratingCriteria:
      'How it looks: as disfigurement of the face and neck, or by how much skin it covers.',
    cfrSection: '4.118',
  },
  {
    name: 'Basal cell carcinoma',
    diagnosticCode: '7818',
    patterns: ['basal cell (?:carcinoma|cancer)', 'BCC'],
    ratingCriteria: 'Rated as disfigurement, scars or impairment of function, whichever applies.',
    cfrSection: '4.118',
  },
  {
    name: 'Melanoma',
    diagnosticCode: '7833',
    patterns: ['(?:malignant )?melanoma'],
    ratingCriteria:
      'Rated 100% during treatment and six months after if widespread; otherwise as disfigurement or scars.',
    cfrSection: '4.118',
  },
  {
    name: "Parkinson's disease",
    diagnosticCode: '8004',
    patterns: ["(?:idiopathic )?Parkinson(?:'s|’s|s)? disease", 'paralysis agitans'],
    ratingCriteria:
      'At least 30% (paralysis agitans); its residuals, such as tremor or slowness, are rated on their own if higher.',
    cfrSection: '4.124a',
  },
  {
    name: 'Multiple sclerosis',
    diagnosticCode: '8018',
    patterns: ['multiple sclerosis'],
    ratingCriteria: 'At least 30%; its residuals are rated on their own if higher.',
    cfrSection: '4.124a',
  },
  {
    name: 'Amyotrophic lateral sclerosis',
    diagnosticCode: '8017',
    patterns: ['amyotrophic lateral sclerosis'],
    ratingCriteria: 'Rated 100% once diagnosed.',
    cfrSection: '4.124a',
  },
  {
    name: 'Carpal tunnel syndrome',
    diagnosticCode: '8515',
    patterns: ['(?:bilateral |left |right )?carpal tunnel syndrome'],
    ratingCriteria:
      'How severe the paralysis of the median nerve is, and whether the hand is the dominant one.',
    cfrSection: '4.124a',
  },
  {
    name: 'Atrial fibrillation',
    diagnosticCode: '7010',
    patterns: ['(?:paroxysmal |persistent |permanent )?atrial (?:fibrillation|flutter)', 'a-?fib'],
    ratingCriteria:
      'How many episodes a year are documented by ECG or Holter monitor (supraventricular arrhythmias).',
    cfrSection: '4.104',
  },
  {
    name: 'Varicose veins',
    diagnosticCode: '7120',
    patterns: ['varicose veins?'],
    ratingCriteria: 'Aching and fatigue, swelling, skin changes and ulcers in each leg.',
    cfrSection: '4.104',
  },
  {
    name: 'Hypothyroidism',
    diagnosticCode: '7903',
    patterns: ['hypothyroidism'],
    ratingCriteria: 'Rated 30% for the first six months of treatment, then on its residuals.',
    cfrSection: '4.119',
  },
  {
    name: 'Hemorrhoids',
    diagnosticCode: '7336',
    patterns: ['(?:internal |external )?ha?emorrhoids'],
    ratingCriteria: 'Whether they are large, thrombotic or keep coming back, and bleeding.',
    cfrSection: '4.114',
  },
  {
    name: 'Bipolar disorder',
    diagnosticCode: '9432',
    patterns: ['bipolar (?:(?:I|II|1|2|type (?:I|II|1|2)) )?disorder'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Obsessive compulsive disorder',
    diagnosticCode: '9404',
    patterns: ['obsessive[- ]compulsive disorder', 'OCD'],
    ratingCriteria: MENTAL,
    cfrSection: '4.130',
  },
  {
    name: 'Limitation of extension of the knee',
    diagnosticCode: '5261',
    patterns: [
      '(?:left |right )?knee limitation of extension',
      'limitation of extension of the (?:left |right )?knee',
      'limited extension of the (?:left |right )?knee',
    ],
    ratingCriteria: 'How far short of straight the knee extends, in degrees (10 degrees is 10%).',
    cfrSection: '4.71a',
  },
  {
    name: 'Scars',
    diagnosticCode: '7804',
    patterns: ['painful scars?', 'unstable scars?'],
    ratingCriteria: 'How many scars are painful or unstable.',
    cfrSection: '4.118',
  },
  // Diagnoses with no rating code of their own: still diagnoses the record makes.
  ...(
    [
      ['Obesity', ['(?:morbid |class [I1-3]+ )?obesity']],
      ['Alcohol use disorder', ['alcohol use disorder', 'alcohol dependence']],
      ['Acute stress reaction', ['acute stress (?:reaction|disorder)', 'combat stress reaction']],
      ['Anemia', ['(?:acute )?(?:blood loss )?anemia']],
      ['Segmental dysfunction', ['segmental dysfunction']],
      ['Gastrocnemius equinus', ['(?:gastrocnemius )?equinus(?:, gastrocnemius)?']],
      ['Hyperlipidemia', ['hyperlipidemia', 'dyslipidemia']],
      ['Left ventricular hypertrophy', ['left ventricular hypertrophy', 'LVH']],
      [
        'Tobacco use disorder',
        ['tobacco use disorder', 'nicotine dependence', 'tobacco dependence'],
      ],
      ['Pneumonia', ['(?:community[- ]acquired |aspiration |bacterial |viral )?pneumonia']],
      ['Cellulitis', ['cellulitis']],
      ['Tension-type headache', ['tension[- ]type headaches?', 'tension headaches?']],
      ['Cervicogenic headache', ['cervicogenic headaches?']],
    ] as const
  ).map(([name, patterns]) => ({
    name,
    diagnosticCode: null,
    patterns,
    ratingCriteria: 'It has no rating code of its own; a claim rests on what it causes.',
    cfrSection: '4.1',
  })),
]

const HEAD_FACE_NECK =
  'face|facial|cheek|forehead|scalp|neck|chin|jaw|lip|nose|ear|eyebrow|eyelid|temple|head'
const SCAR_PARTS = `${HEAD_FACE_NECK}|forearm|arm|elbow|wrist|hand|palm|finger|thumb|shoulder|chest|abdomen|abdominal wall|flank|back|buttock|hip|groin|thigh|knee|leg|calf|shin|ankle|foot|heel|toe|trunk`
const SIDE = String.raw`(?:(?:left|right|L|R)(?: side of(?: the)?)? )?`

/**
 * Scars are rated one by one, by where they are: a scar of the head, face or neck under 7800, a
 * painful or unstable one under 7804; elsewhere the code depends on its size and depth, which the
 * name does not tell. Matches "Scar, left forearm", "scar of the right knee", "left cheek scar".
 */
export const SCAR_PATTERN = new RegExp(
  String.raw`(?<![\w-])(?:scars?,? (?:on |of |over )?(?:the )?(?<siteAfter>${SIDE}(?:(?:volar|dorsal|anterior|posterior|lateral|medial|upper|lower) )?(?:${SCAR_PARTS}))|(?<siteBefore>${SIDE}(?:(?:volar|dorsal|anterior|posterior|lateral|medial|upper|lower) )?(?:${SCAR_PARTS})) scars?)(?![\w-])`,
  'gi',
)

const SIDE_WORDS: Record<string, string> = { l: 'left', r: 'right' }

/** The condition a scar at this site is rated as; "painful" or "unstable" said of it picks 7804. */
export function scarCondition(site: string, isPainfulOrUnstable: boolean): VaCondition {
  const words = site
    .toLowerCase()
    .replace(/\bside of(?: the)?\s*/, '')
    .split(/\s+/)
    .map((word) => SIDE_WORDS[word] ?? word)
  const isHeadFaceNeck = new RegExp(String.raw`\b(?:${HEAD_FACE_NECK})\b`).test(words.join(' '))
  return {
    name: `Scar, ${words.join(' ')}`,
    diagnosticCode: isHeadFaceNeck ? '7800' : isPainfulOrUnstable ? '7804' : null,
    patterns: [],
    ratingCriteria: isHeadFaceNeck
      ? 'The characteristics of disfigurement: length, width, contour, colour and texture, and any distortion of features.'
      : 'Whether it is painful or unstable, and its area if it is deep or nonlinear.',
    cfrSection: '4.118',
  }
}
