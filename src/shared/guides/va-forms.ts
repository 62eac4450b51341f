import { officialLinks } from './official-links'
/**
 * Every form the guides and the assistant name, in one place: the number exactly as VA (or DoD,
 * or the National Archives) prints it, what it is for, and where to get it. `checkedOn` is the
 * date the number and its use were last confirmed against that page.
 */
export type OfficialForm = {
  number: string
  name: string
  sourceUrl: string
  checkedOn: string
}

const CHECKED_ON = '2026-11-23'

/** VA's own page for a VA form: https://www.va.gov/find-forms/about-form-21-526ez/. */
function vaForm(number: string, name: string): OfficialForm {
  return {
    number,
    name,
    sourceUrl: `https://www.va.gov/find-forms/about-form-${number.toLowerCase()}/`,
    checkedOn: CHECKED_ON,
  }
}

export const vaForms = {
  disabilityClaim: vaForm(
    '21-526EZ',
    'Application for Disability Compensation and Related Compensation Benefits',
  ),
  intentToFile: vaForm('21-0966', 'Intent to File a Claim'),
  retiredPayWaiver: vaForm(
    '21-651',
    'Election of Compensation in Lieu of Retired Pay or Waiver of Retired Pay',
  ),
  homeImprovements: vaForm(
    '10-0103',
    'Application for Home Improvements and Structural Alterations (HISA)',
  ),
  priorityProcessing: vaForm('20-10207', 'Priority Processing Request'),
  supplementalClaim: vaForm('20-0995', 'Decision Review Request: Supplemental Claim'),
  higherLevelReview: vaForm('20-0996', 'Decision Review Request: Higher-Level Review'),
  boardAppeal: vaForm('10182', 'Decision Review Request: Board Appeal (Notice of Disagreement)'),
  medicalRecordsRelease: vaForm('21-4142', 'Authorization to Disclose Information to VA'),
  medicalRecordsProvider: vaForm('21-4142a', 'General Release for Medical Provider Information'),
  statementInSupport: vaForm('21-4138', 'Statement in Support of Claim'),
  layStatement: vaForm('21-10210', 'Lay/Witness Statement'),
  unemployability: vaForm(
    '21-8940',
    "Veteran's Application for Increased Compensation Based on Unemployability",
  ),
  employmentInformation: vaForm(
    '21-4192',
    'Request for Employment Information in Connection with Claim for Disability Benefits',
  ),
  aidAndAttendanceExam: vaForm(
    '21-2680',
    'Examination for Housebound Status or Permanent Need for Regular Aid and Attendance',
  ),
  addDependents: vaForm('21-686c', 'Application Request to Add and/or Remove Dependents'),
  schoolChild: vaForm('21-674', 'Request for Approval of School Attendance'),
  dependentParent: vaForm('21P-509', 'Statement of Dependency of Parent(s)'),
  appointVso: vaForm(
    '21-22',
    'Appointment of Veterans Service Organization as Claimant’s Representative',
  ),
  appointIndividual: vaForm('21-22a', 'Appointment of Individual as Claimant’s Representative'),
  employmentQuestionnaire: vaForm('21-4140', 'Employment Questionnaire'),
  nursingHomeInformation: vaForm(
    '21-0779',
    'Request for Nursing Home Information in Connection with Claim for Aid and Attendance',
  ),
  survivingSpouseLoan: vaForm(
    '26-1817',
    'Request for Determination of Loan Guaranty Eligibility, Unmarried Surviving Spouses',
  ),
  champvaOtherInsurance: vaForm('10-7959c', 'CHAMPVA Other Health Insurance Certification'),
  champvaClaim: vaForm('10-7959a', 'CHAMPVA Claim Form'),
  burialFlag: vaForm('27-2008', 'Application for United States Flag for Burial Purposes'),
  medicalRecordsRequest: vaForm(
    '10-5345a',
    'Individuals’ Request for a Copy of Their Own Health Information',
  ),
  healthInformationRelease: vaForm(
    '10-5345',
    'Request for and Authorization to Release Protected Health Information',
  ),
  adaptiveEquipment: vaForm('10-1394', 'Application for Adaptive Equipment - Motor Vehicle'),
  careerCounseling: vaForm('28-8832', 'Education/Vocational Counseling Application'),
  mortgageLifeInsurance: vaForm('29-8636', "Veterans' Mortgage Life Insurance Statement"),
  recordsRequestToVa: vaForm(
    '20-10206',
    'Freedom of Information Act (FOIA) or Privacy Act (PA) Request',
  ),
  veteransPension: vaForm('21P-527EZ', 'Application for Veterans Pension'),
  survivorsBenefits: vaForm(
    '21P-534EZ',
    'Application for DIC, Survivors Pension, and/or Accrued Benefits',
  ),
  dicActiveDutyDeath: vaForm(
    '21P-534a',
    'Application for DIC by a Surviving Spouse or Child (in-service death only)',
  ),
  parentsDic: vaForm(
    '21P-535',
    'Application for Dependency and Indemnity Compensation by Parent(s)',
  ),
  burialAllowance: vaForm('21P-530EZ', 'Application for Burial Benefits'),
  healthCare: vaForm('10-10EZ', 'Application for Health Benefits'),
  healthBenefitsUpdate: vaForm('10-10EZR', 'Health Benefits Update Form'),
  drillPayWaiver: vaForm(
    '21-8951',
    'Notice of Waiver of VA Compensation or Pension to Receive Military Pay and Allowances',
  ),
  caregiver: vaForm(
    '10-10CG',
    'Application for the Program of Comprehensive Assistance for Family Caregivers',
  ),
  champva: vaForm('10-10d', 'Application for CHAMPVA Benefits'),
  vre: vaForm('28-1900', 'Application for Veteran Readiness and Employment'),
  educationBenefits: vaForm('22-1990', 'Application for VA Education Benefits'),
  survivorsEducation: vaForm('22-5490', 'Dependents’ Application for VA Education Benefits'),
  homeLoanCertificate: vaForm('26-1880', 'Request for a Certificate of Eligibility'),
  financialStatusReport: vaForm('5655', 'Financial Status Report'),
  childBornWithDisabilities: vaForm(
    '21-0304',
    "Application for Benefits for a Qualifying Veteran's Child Born With Disabilities",
  ),
  substitution: vaForm('21P-0847', 'Request for Substitution of Claimant Upon Death of Claimant'),
  lifeInsuranceBeneficiary: vaForm(
    '29-336',
    'Designation of Beneficiary: Government Life Insurance',
  ),
  adaptedHousing: vaForm(
    '26-4555',
    'Application in Acquiring Specially Adapted Housing or Special Home Adaptation Grant',
  ),
  automobileAllowance: vaForm(
    '21-4502',
    'Application for Automobile or Other Conveyance and Adaptive Equipment',
  ),
  longTermCareCopay: vaForm('10-10EC', 'Application for Extended Care Services'),
  ptsdStatement: vaForm(
    '21-0781',
    'Statement in Support of Claimed Mental Health Disorder(s) Due to an In-Service Traumatic Event(s)',
  ),
  clothingAllowance: vaForm('10-8678', 'Application for Annual Clothing Allowance'),
  preNeedBurial: vaForm(
    '40-10007',
    'Application for Pre-Need Determination of Eligibility for Burial',
  ),
  headstone: vaForm('40-1330', 'Claim for Standard Government Headstone or Marker'),
  medallion: vaForm(
    '40-1330M',
    'Claim for Government Medallion for Placement in a Private Cemetery',
  ),
  presidentialCertificate: vaForm('40-0247', 'Presidential Memorial Certificate Request Form'),
  apportionment: {
    ...vaForm('21-0788', 'Information Regarding Apportionment of Beneficiary’s Award'),
    checkedOn: '2026-11-27',
  },
  dischargeReview: {
    number: 'DD 293',
    name: 'Application for the Review of Discharge (Discharge Review Board, within 15 years)',
    sourceUrl: officialLinks.dodForms.href,
    checkedOn: CHECKED_ON,
  },
  recordsCorrection: {
    number: 'DD 149',
    name: 'Application for Correction of Military Record (Board for Correction)',
    sourceUrl: officialLinks.dodForms.href,
    checkedOn: CHECKED_ON,
  },
  combatRelatedSpecialCompensation: {
    number: 'DD 2860',
    name: 'Claim for Combat-Related Special Compensation (CRSC), sent to your branch of service',
    sourceUrl: officialLinks.crsc.href,
    checkedOn: CHECKED_ON,
  },
  dischargeCorrection: {
    number: 'DD 215',
    name: 'Correction to DD Form 214, Certificate of Release or Discharge from Active Duty',
    sourceUrl: officialLinks.serviceRecords.href,
    checkedOn: CHECKED_ON,
  },
  dischargeCertificate: {
    number: 'DD 214',
    name: 'Certificate of Release or Discharge from Active Duty',
    sourceUrl: officialLinks.serviceRecords.href,
    checkedOn: CHECKED_ON,
  },
  veteransPreferenceClaim: {
    number: 'SF 15',
    name: 'Application for 10-Point Veteran Preference',
    sourceUrl: officialLinks.fedsHireVets.href,
    checkedOn: CHECKED_ON,
  },
  recordsRequest: {
    number: 'SF 180',
    name: 'Request Pertaining to Military Records',
    sourceUrl: officialLinks.serviceRecords.href,
    checkedOn: CHECKED_ON,
  },
} as const satisfies Record<string, OfficialForm>
