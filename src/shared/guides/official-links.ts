import { supportLinks } from './support-links'

export type ResourceLink = {
  label: string
  href: string
  description?: string
}

/** An official page: the link is its own source; `checkedOn` is when we last confirmed it. */
export type OfficialLink = ResourceLink & {
  checkedOn: string
  /** Where VA published the page before it moved; that address now redirects here. */
  formerHref?: string
}

const CHECKED_ON = '2026-11-23'

/** The official text of a section of 38 CFR (VA's regulations) on eCFR: "4.30", "3.350". */
export function regulationUrl(section: string): string {
  return `https://www.ecfr.gov/current/title-38/section-${section}`
}

/** A section of the United States Code as the House's Law Revision Counsel publishes it: ("10", "2641b"). */
export function statuteUrl(title: string, section: string): string {
  return `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${section}`
}

/**
 * Official pages the guides send people to, in one place so a moved page is one edit.
 * VA pages unless the address says otherwise. Checked against stored copies of the pages, November 2026.
 * The few that every page shows are written in support-links.ts and included here.
 */
export const officialLinks = {
  ...supportLinks,

  // Disability claims
  fileClaim: {
    label: 'How to file a VA disability claim',
    href: 'https://www.va.gov/disability/how-to-file-claim/',
    checkedOn: CHECKED_ON,
  },
  disabilityEligibility: {
    label: 'Eligibility for disability compensation',
    href: 'https://www.va.gov/disability/eligibility/',
    checkedOn: CHECKED_ON,
  },
  intentToFile: {
    label: 'Your intent to file a VA claim',
    href: 'https://www.va.gov/resources/your-intent-to-file-a-va-claim/',
    checkedOn: CHECKED_ON,
  },
  evidence: {
    label: 'Evidence to support your claim',
    href: 'https://www.va.gov/disability/how-to-file-claim/evidence-needed/',
    checkedOn: CHECKED_ON,
  },
  claimExam: {
    label: 'VA claim exam (C&P exam)',
    href: 'https://www.va.gov/disability/va-claim-exam/',
    checkedOn: CHECKED_ON,
  },
  claimStatus: {
    label: 'Check your claim or appeal status',
    href: 'https://www.va.gov/claim-or-appeal-status/',
    checkedOn: CHECKED_ON,
  },
  decisionReviews: {
    label: 'Choosing a decision review option',
    href: 'https://www.va.gov/resources/choosing-a-decision-review-option/',
    checkedOn: CHECKED_ON,
  },
  preDischargeClaim: {
    label: 'Pre-discharge claim (Benefits Delivery at Discharge)',
    href: 'https://www.va.gov/disability/how-to-file-claim/when-to-file/pre-discharge-claim/',
    checkedOn: CHECKED_ON,
  },
  pactAct: {
    label: 'The PACT Act and your VA benefits',
    href: 'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    checkedOn: CHECKED_ON,
  },
  compensationRates: {
    label: 'Current disability compensation rates',
    href: 'https://www.va.gov/disability/compensation-rates/veteran-rates/',
    checkedOn: CHECKED_ON,
  },
  serviceRecords: {
    label: 'Request your military service records (DD214)',
    href: 'https://www.archives.gov/veterans/military-service-records',
    checkedOn: CHECKED_ON,
  },

  // Education
  postNineElevenGiBill: {
    label: 'Post-9/11 GI Bill (Chapter 33)',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
    checkedOn: CHECKED_ON,
  },
  montgomeryGiBill: {
    label: 'Montgomery GI Bill Active Duty (Chapter 30)',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/montgomery-active-duty/',
    checkedOn: CHECKED_ON,
  },
  applyEducation: {
    label: 'How to apply for education benefits',
    href: 'https://www.va.gov/education/how-to-apply/',
    checkedOn: CHECKED_ON,
  },
  comparisonTool: {
    label: 'GI Bill Comparison Tool',
    href: 'https://www.va.gov/education/gi-bill-comparison-tool/',
    checkedOn: CHECKED_ON,
  },
  educationRates: {
    label: 'Education benefit rates',
    href: 'https://www.va.gov/education/benefit-rates/',
    checkedOn: CHECKED_ON,
  },
  bahLookup: {
    label: 'BAH rate lookup (Defense Travel Management Office)',
    href: 'https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/',
    checkedOn: CHECKED_ON,
  },
  yellowRibbon: {
    label: 'Yellow Ribbon Program',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/yellow-ribbon-program/',
    checkedOn: CHECKED_ON,
  },
  transferGiBill: {
    label: 'Transfer your Post-9/11 GI Bill benefits',
    href: 'https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/',
    checkedOn: CHECKED_ON,
  },
  dependentsEducation: {
    label: 'Survivors’ and Dependents’ Educational Assistance (DEA, Chapter 35)',
    href: 'https://www.va.gov/family-and-caregiver-benefits/education-and-careers/dependents-education-assistance/',
    checkedOn: CHECKED_ON,
    formerHref:
      'https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/',
  },
  fryScholarship: {
    label: 'Fry Scholarship',
    href: 'https://www.va.gov/family-and-caregiver-benefits/education-and-careers/fry-scholarship/',
    checkedOn: CHECKED_ON,
    formerHref: 'https://www.va.gov/education/survivor-dependent-benefits/fry-scholarship/',
  },
  verifyEnrollment: {
    label: 'Verify your school enrollment',
    href: 'https://www.va.gov/education/verify-school-enrollment/',
    checkedOn: CHECKED_ON,
  },
  federalStudentAid: {
    label: 'Federal Student Aid (FAFSA)',
    href: 'https://studentaid.gov/',
    checkedOn: CHECKED_ON,
  },
  onTheJobTraining: {
    label: 'On-the-job training and apprenticeships with the GI Bill',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/how-to-use-benefits/on-the-job-training-apprenticeships/',
    checkedOn: CHECKED_ON,
  },

  // Business
  sbaVeterans: {
    label: 'SBA: veteran-owned businesses',
    href: 'https://www.sba.gov/business-guide/grow-your-business/veteran-owned-businesses',
    checkedOn: CHECKED_ON,
  },
  vboc: {
    label: 'Veterans Business Outreach Centers (SBA)',
    href: 'https://www.sba.gov/local-assistance/resource-partners/veterans-business-outreach-center-vboc-program',
    checkedOn: CHECKED_ON,
  },
  ovbd: {
    label: 'SBA Office of Veterans Business Development (Boots to Business)',
    href: 'https://www.sba.gov/about-sba/sba-locations/headquarters-offices/office-veterans-business-development',
    checkedOn: CHECKED_ON,
  },
  vetCert: {
    label: 'SBA VetCert: veteran small business certification',
    href: 'https://veterans.certify.sba.gov/',
    checkedOn: CHECKED_ON,
  },
  vaOsdbu: {
    label: 'VA Office of Small and Disadvantaged Business Utilization',
    href: 'https://www.va.gov/osdbu/',
    checkedOn: CHECKED_ON,
  },
  samGov: {
    label: 'SAM.gov: register to do business with the government',
    href: 'https://sam.gov/',
    checkedOn: CHECKED_ON,
  },
  apexAccelerators: {
    label: 'APEX Accelerators: free help with government contracts',
    href: 'https://www.apexaccelerators.us/',
    checkedOn: CHECKED_ON,
  },
  sbaLoans: {
    label: 'SBA loans',
    href: 'https://www.sba.gov/funding-programs/loans',
    checkedOn: CHECKED_ON,
  },
  score: {
    label: 'SCORE: free business mentoring (an SBA partner)',
    href: 'https://www.score.org/',
    checkedOn: CHECKED_ON,
  },

  // Health care
  applyHealthCare: {
    label: 'Apply for VA health care',
    href: 'https://www.va.gov/health-care/apply-for-health-care-form-10-10ez/',
    checkedOn: CHECKED_ON,
  },
  healthEligibility: {
    label: 'VA health care eligibility',
    href: 'https://www.va.gov/health-care/eligibility/',
    checkedOn: CHECKED_ON,
  },
  emergencySuicideCareLaw: {
    label:
      '38 U.S.C. 1720J: emergency care for veterans in acute suicidal crisis (the COMPACT Act)',
    href: statuteUrl('38', '1720J'),
    checkedOn: '2026-11-28',
  },
  mentalHealth: {
    label: 'VA mental health services',
    href: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
    checkedOn: CHECKED_ON,
  },
  telehealth: {
    label: 'VA Telehealth Services',
    href: 'https://telehealth.va.gov/',
    checkedOn: CHECKED_ON,
  },
  womenVeterans: {
    label: 'Women Veterans Health Care',
    href: 'https://www.womenshealth.va.gov/',
    checkedOn: CHECKED_ON,
  },
  spinalCordInjury: {
    label: 'Spinal Cord Injuries and Disorders System of Care',
    href: 'https://www.sci.va.gov/',
    checkedOn: CHECKED_ON,
  },
  blindRehabilitation: {
    label: 'Blind Rehabilitation Service',
    href: 'https://www.rehab.va.gov/PROSTHETICS/blindrehab/BRS_Coordinated_Care.asp',
    checkedOn: CHECKED_ON,
  },
  polytrauma: {
    label: 'Polytrauma/TBI System of Care',
    href: 'https://www.polytrauma.va.gov/',
    checkedOn: CHECKED_ON,
  },
  prevention: {
    label: 'VA National Center for Health Promotion and Disease Prevention',
    href: 'https://www.prevention.va.gov/',
    checkedOn: CHECKED_ON,
  },
  moveProgram: {
    label: 'MOVE! Weight Management Program',
    href: 'https://www.move.va.gov/',
    checkedOn: CHECKED_ON,
  },
  nutrition: {
    label: 'VA Nutrition and Food Services',
    href: 'https://www.nutrition.va.gov/',
    checkedOn: CHECKED_ON,
  },
  wholeHealth: {
    label: 'Whole Health',
    href: 'https://www.va.gov/wholehealth/',
    checkedOn: CHECKED_ON,
  },
  communityCare: {
    label: 'VA Community Care',
    href: 'https://www.va.gov/communitycare/',
    checkedOn: CHECKED_ON,
  },
  appointments: {
    label: 'Schedule and manage appointments',
    href: 'https://www.va.gov/health-care/schedule-view-va-appointments/',
    checkedOn: CHECKED_ON,
  },
  prescriptions: {
    label: 'Refill and track prescriptions',
    href: 'https://www.va.gov/health-care/refill-track-prescriptions/',
    checkedOn: CHECKED_ON,
  },
  medicalRecords: {
    label: 'Get your VA medical records',
    href: 'https://www.va.gov/health-care/get-medical-records/',
    checkedOn: CHECKED_ON,
  },
  secureMessaging: {
    label: 'Send a secure message to your health care team',
    href: 'https://www.va.gov/health-care/secure-messaging/',
    checkedOn: CHECKED_ON,
  },
  ratingSchedule: {
    label: '38 CFR Part 4, Schedule for Rating Disabilities',
    href: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4',
    checkedOn: CHECKED_ON,
  },
  findLocations: {
    label: 'Find a VA location',
    href: 'https://www.va.gov/find-locations/',
    checkedOn: CHECKED_ON,
  },
  militaryRecords: {
    label: 'Get your military service records',
    href: 'https://www.va.gov/records/get-military-service-records/',
    checkedOn: CHECKED_ON,
  },
  healthAndBenefitsApp: {
    label: 'VA: Health and Benefits app',
    href: 'https://mobile.va.gov/app/va-health-and-benefits',
    checkedOn: CHECKED_ON,
  },
  videoConnectApp: {
    label: 'VA Video Connect',
    href: 'https://mobile.va.gov/app/va-video-connect',
    checkedOn: CHECKED_ON,
  },
  ptsdCoachApp: {
    label: 'PTSD Coach',
    href: 'https://mobile.va.gov/app/ptsd-coach',
    checkedOn: CHECKED_ON,
  },
  appStore: {
    label: 'VA App Store (all VA apps)',
    href: 'https://mobile.va.gov/appstore',
    checkedOn: CHECKED_ON,
  },

  // Careers
  vre: {
    label: 'Veteran Readiness and Employment (VR&E)',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/',
    checkedOn: CHECKED_ON,
  },
  vreEligibility: {
    label: 'VR&E eligibility',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
    checkedOn: CHECKED_ON,
  },
  vreApply: {
    label: 'Apply for VR&E (VA Form 28-1900)',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/apply-vre-form-28-1900/',
    checkedOn: CHECKED_ON,
  },
  vreTracks: {
    label: 'VR&E support-and-services tracks',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/programs/',
    checkedOn: CHECKED_ON,
  },
  careerScope: {
    label: 'CareerScope skills assessment',
    href: 'https://www.va.gov/careers-employment/careerscope-skills-assessment/',
    checkedOn: CHECKED_ON,
  },
  careerCounseling: {
    label: 'Personalized career planning and guidance (Chapter 36)',
    href: 'https://www.va.gov/careers-employment/education-and-career-counseling/',
    checkedOn: CHECKED_ON,
  },
  usajobsVeterans: {
    label: 'USAJOBS: federal jobs for veterans',
    href: 'https://www.usajobs.gov/help/working-in-government/unique-hiring-paths/veterans/',
    checkedOn: CHECKED_ON,
  },
  dolVets: {
    label: 'Department of Labor: Veterans’ Employment and Training Service',
    href: 'https://www.dol.gov/agencies/vets',
    checkedOn: CHECKED_ON,
  },
  userra: {
    label: 'Department of Labor: USERRA, your job rights after military service',
    href: 'https://www.dol.gov/agencies/vets/programs/userra',
    checkedOn: '2026-11-27',
  },
  employmentNavigator: {
    label: 'Employment Navigator and Partnership Program (DOL)',
    href: 'https://www.dol.gov/agencies/vets/programs/employment-navigator-partnership',
    checkedOn: CHECKED_ON,
  },
  americanJobCenters: {
    label: 'Find an American Job Center',
    href: 'https://www.careeronestop.org/LocalHelp/AmericanJobCenters/find-american-job-centers.aspx',
    checkedOn: CHECKED_ON,
  },
  careerOneStopVeterans: {
    label: 'CareerOneStop for veterans (DOL)',
    href: 'https://www.careeronestop.org/Veterans/default.aspx',
    checkedOn: CHECKED_ON,
  },
  onetCrosswalk: {
    label: 'O*NET military occupation crosswalk',
    href: 'https://www.onetonline.org/crosswalk/MOC/',
    checkedOn: CHECKED_ON,
  },
  skillBridge: {
    label: 'DoD SkillBridge',
    href: 'https://skillbridge.osd.mil/',
    checkedOn: CHECKED_ON,
  },
  credentialing: {
    label: 'Credentialing Opportunities On-Line (COOL)',
    href: 'https://www.cool.osd.mil/',
    checkedOn: CHECKED_ON,
  },
  apprenticeship: {
    label: 'Apprenticeship.gov',
    href: 'https://www.apprenticeship.gov/',
    checkedOn: CHECKED_ON,
  },

  // Other benefits
  certificateOfEligibility: {
    label: 'Request a Certificate of Eligibility (COE)',
    href: 'https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/',
    checkedOn: CHECKED_ON,
  },
  cashOutRefinance: {
    label: 'Cash-out refinance loan',
    href: 'https://www.va.gov/housing-assistance/home-loans/loan-types/cash-out-loan/',
    checkedOn: CHECKED_ON,
  },
  housingGrants: {
    label: 'Disability housing grants (SAH and SHA)',
    href: 'https://www.va.gov/housing-assistance/disability-housing-grants/',
    checkedOn: CHECKED_ON,
  },
  hudVash: {
    label: 'HUD-VASH housing vouchers',
    href: 'https://www.va.gov/homeless/hud-vash.asp',
    checkedOn: CHECKED_ON,
  },
  pension: {
    label: 'Veterans Pension',
    href: 'https://www.va.gov/pension/',
    checkedOn: CHECKED_ON,
  },
  survivorsPension: {
    label: 'Survivors Pension',
    href: 'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/survivors-pension/',
    checkedOn: CHECKED_ON,
    formerHref: 'https://www.va.gov/pension/survivors-pension/',
  },
  aidAndAttendance: {
    label: 'Aid and Attendance and Housebound benefits',
    href: 'https://www.va.gov/pension/aid-attendance-housebound/',
    checkedOn: CHECKED_ON,
  },
  sgli: {
    label: 'Servicemembers’ Group Life Insurance (SGLI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/sgli/',
    checkedOn: CHECKED_ON,
  },
  vgli: {
    label: 'Veterans’ Group Life Insurance (VGLI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/vgli/',
    checkedOn: CHECKED_ON,
  },
  sdvi: {
    label: 'Service-Disabled Veterans Life Insurance (S-DVI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/s-dvi/',
    checkedOn: CHECKED_ON,
  },
  valife: {
    label: 'Veterans Affairs Life Insurance (VALife)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/valife/',
    checkedOn: CHECKED_ON,
  },
  burials: {
    label: 'Burials and memorials',
    href: 'https://www.va.gov/burials-memorials/',
    checkedOn: CHECKED_ON,
  },
  preNeedEligibility: {
    label: 'Pre-need eligibility for burial in a VA national cemetery',
    href: 'https://www.va.gov/burials-memorials/pre-need-eligibility/',
    checkedOn: CHECKED_ON,
  },
  burialAllowance: {
    label: 'Veterans burial allowance',
    href: 'https://www.va.gov/burials-memorials/veterans-burial-allowance/',
    checkedOn: CHECKED_ON,
  },
  dic: {
    label: 'Dependency and Indemnity Compensation (DIC)',
    href: 'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/',
    checkedOn: CHECKED_ON,
    formerHref: 'https://www.va.gov/disability/dependency-indemnity-compensation/',
  },
  familyBenefits: {
    label: 'Family and caregiver benefits',
    href: 'https://www.va.gov/family-and-caregiver-benefits/',
    checkedOn: CHECKED_ON,
  },
  veteranIdCard: {
    label: 'Veteran ID cards',
    href: 'https://www.va.gov/records/get-veteran-id-cards/',
    checkedOn: CHECKED_ON,
  },
  automobileAllowance: {
    label: 'Automobile allowance and adaptive equipment',
    href: 'https://www.va.gov/disability/eligibility/special-claims/automobile-allowance-adaptive-equipment/',
    checkedOn: CHECKED_ON,
  },
  dischargeUpgrade: {
    label: 'Apply for a discharge upgrade',
    href: 'https://www.va.gov/discharge-upgrade-instructions/',
    checkedOn: CHECKED_ON,
  },
  homelessPrograms: {
    label: 'VA homeless programs',
    href: 'https://www.va.gov/homeless/',
    checkedOn: CHECKED_ON,
  },
  stateVeteransOffices: {
    label: 'State departments of veterans affairs',
    href: 'https://department.va.gov/about/state-departments-of-veterans-affairs/',
    checkedOn: CHECKED_ON,
    formerHref: 'https://www.va.gov/statedva.htm',
  },

  // Pages the assistant's knowledge base cites
  decisionReviewsOverview: {
    label: 'Disagree with a VA decision? Your 3 review options',
    href: 'https://www.va.gov/decision-reviews/',
    checkedOn: CHECKED_ON,
  },
  supplementalClaim: {
    label: 'How to file a Supplemental Claim',
    href: 'https://www.va.gov/decision-reviews/supplemental-claim/',
    checkedOn: CHECKED_ON,
  },
  higherLevelReview: {
    label: 'How to request a Higher-Level Review',
    href: 'https://www.va.gov/decision-reviews/higher-level-review/',
    checkedOn: CHECKED_ON,
  },
  boardAppeal: {
    label: 'Board Appeals and the 3 dockets',
    href: 'https://www.va.gov/decision-reviews/board-appeal/',
    checkedOn: CHECKED_ON,
  },
  cfrReviewOfDecisions: {
    label: 'eCFR 38 CFR 3.2500: Review of decisions',
    href: 'https://www.ecfr.gov/current/title-38/section-3.2500',
    checkedOn: CHECKED_ON,
  },
  cavc: {
    label: 'Appealing a Board decision to the Court of Appeals for Veterans Claims',
    href: 'https://www.uscourts.cavc.gov/',
    checkedOn: CHECKED_ON,
  },
  burialEligibility: {
    label: 'Burial in a VA national cemetery: who qualifies',
    href: 'https://www.va.gov/burials-memorials/eligibility/',
    checkedOn: CHECKED_ON,
  },
  headstonesMarkersMedallions: {
    label: 'Free headstones, markers, medallions and memorial certificates',
    href: 'https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/',
    checkedOn: CHECKED_ON,
  },
  cfrHowToFile: {
    label: 'eCFR 38 CFR 3.155: How to file a claim',
    href: 'https://www.ecfr.gov/current/title-38/section-3.155',
    checkedOn: CHECKED_ON,
  },
  cfrDutyToAssist: {
    label: 'eCFR 38 CFR 3.159: Department of Veterans Affairs assistance in developing claims',
    href: 'https://www.ecfr.gov/current/title-38/section-3.159',
    checkedOn: CHECKED_ON,
  },
  cfrEffectiveDates: {
    label: 'eCFR 38 CFR 3.400: General effective dates',
    href: 'https://www.ecfr.gov/current/title-38/section-3.400',
    checkedOn: CHECKED_ON,
  },
  cfrPaymentStart: {
    label: 'eCFR 38 CFR 3.31: Commencement of the period of payment',
    href: 'https://www.ecfr.gov/current/title-38/section-3.31',
    checkedOn: CHECKED_ON,
  },
  cfrCharacterOfDischarge: {
    label: 'eCFR 38 CFR 3.12: Benefit eligibility based on character of discharge',
    href: 'https://www.ecfr.gov/current/title-38/section-3.12',
    checkedOn: CHECKED_ON,
  },
  post911GiBillRates: {
    label: 'Post-9/11 GI Bill rates',
    href: 'https://www.va.gov/education/benefit-rates/post-9-11-gi-bill-rates/',
    checkedOn: CHECKED_ON,
  },
  education: {
    label: 'Education and training',
    href: 'https://www.va.gov/education/',
    checkedOn: CHECKED_ON,
  },
  cfrMissedExam: {
    label: 'eCFR 38 CFR 3.655: Failure to report for Department of Veterans Affairs examination',
    href: 'https://www.ecfr.gov/current/title-38/section-3.655',
    checkedOn: CHECKED_ON,
  },
  vaAccreditedRepresentativeFaqs: {
    label: 'VA accredited representative FAQs',
    href: 'https://www.va.gov/resources/va-accredited-representative-faqs/',
    checkedOn: CHECKED_ON,
  },
  accreditationSearch: {
    label: 'VA Office of General Counsel: accreditation search',
    href: 'https://www.va.gov/ogc/apps/accreditation/index.asp',
    checkedOn: CHECKED_ON,
  },
  cfrRepresentativeFees: {
    label: 'eCFR 38 CFR 14.636: Payment of fees for representation',
    href: 'https://www.ecfr.gov/current/title-38/section-14.636',
    checkedOn: CHECKED_ON,
  },
  creatingAnAccountForVagov: {
    label: 'Creating an account for VA.gov',
    href: 'https://www.va.gov/resources/creating-an-account-for-vagov/',
    checkedOn: CHECKED_ON,
  },
  healthCareHowToApply: {
    label: 'Who can get VA health care',
    href: 'https://www.va.gov/health-care/how-to-apply/',
    checkedOn: CHECKED_ON,
  },
  priorityGroups: {
    label: 'VA priority groups',
    href: 'https://www.va.gov/health-care/eligibility/priority-groups/',
    checkedOn: CHECKED_ON,
  },
  copayRates: {
    label: 'VA health care copays',
    href: 'https://www.va.gov/health-care/copay-rates/',
    checkedOn: CHECKED_ON,
  },
  dentalCare: {
    label: 'VA dental care',
    href: 'https://www.va.gov/health-care/about-va-health-benefits/dental-care/',
    checkedOn: CHECKED_ON,
  },
  getReimbursedForTravelPay: {
    label: 'VA travel pay reimbursement',
    href: 'https://www.va.gov/health-care/get-reimbursed-for-travel-pay/',
    checkedOn: CHECKED_ON,
  },
  homeLoansEligibility: {
    label: 'Eligibility for VA home loan programs',
    href: 'https://www.va.gov/housing-assistance/home-loans/eligibility/',
    checkedOn: CHECKED_ON,
  },
  fundingFeeAndClosingCosts: {
    label: 'The VA funding fee and who does not pay it',
    href: 'https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
    checkedOn: CHECKED_ON,
  },
  militarySexualTrauma: {
    label: 'Military sexual trauma (MST)',
    href: 'https://www.va.gov/health-care/health-needs-conditions/military-sexual-trauma/',
    checkedOn: CHECKED_ON,
  },
  nationalCenterForPtsd: {
    label: 'National Center for PTSD',
    href: 'https://www.ptsd.va.gov/',
    checkedOn: CHECKED_ON,
  },
  pensionEligibility: {
    label: 'Eligibility for Veterans Pension',
    href: 'https://www.va.gov/pension/eligibility/',
    checkedOn: CHECKED_ON,
  },
  veteransPensionRates: {
    label: 'Pension income and net worth limits',
    href: 'https://www.va.gov/pension/veterans-pension-rates/',
    checkedOn: CHECKED_ON,
  },
  aboutDisabilityRatings: {
    label: 'About VA disability ratings',
    href: 'https://www.va.gov/disability/about-disability-ratings/',
    checkedOn: CHECKED_ON,
  },
  cfrCombinedRatings: {
    label: 'eCFR 38 CFR 4.25: Combined ratings table',
    href: 'https://www.ecfr.gov/current/title-38/section-4.25',
    checkedOn: CHECKED_ON,
  },
  cfrBilateralFactor: {
    label: 'eCFR 38 CFR 4.26: Bilateral factor',
    href: 'https://www.ecfr.gov/current/title-38/section-4.26',
    checkedOn: CHECKED_ON,
  },
  cfrUnemployability: {
    label: 'eCFR 38 CFR 4.16: Total disability ratings for compensation based on unemployability',
    href: 'https://www.ecfr.gov/current/title-38/section-4.16',
    checkedOn: CHECKED_ON,
  },
  cfrPresumptiveDiseases: {
    label: 'eCFR 38 CFR 3.309: Disease subject to presumptive service connection',
    href: 'https://www.ecfr.gov/current/title-38/section-3.309',
    checkedOn: CHECKED_ON,
  },
  agentOrange: {
    label: 'Agent Orange exposure and disability compensation',
    href: 'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/',
    checkedOn: CHECKED_ON,
  },
  cfrGulfWarIllness: {
    label: 'eCFR 38 CFR 3.317: Compensation for certain disabilities due to undiagnosed illnesses',
    href: 'https://www.ecfr.gov/current/title-38/section-3.317',
    checkedOn: CHECKED_ON,
  },
  cfrSecondaryConditions: {
    label:
      'eCFR 38 CFR 3.310: Disabilities that are proximately due to, or aggravated by, service-connected disease or injury',
    href: 'https://www.ecfr.gov/current/title-38/section-3.310',
    checkedOn: CHECKED_ON,
  },
  cfrRatingStabilization: {
    label: 'eCFR 38 CFR 3.344: Stabilization of disability evaluations',
    href: 'https://www.ecfr.gov/current/title-38/section-3.344',
    checkedOn: CHECKED_ON,
  },
  cfrSpecialMonthlyCompensation: {
    label: 'eCFR 38 CFR 3.350: Special monthly compensation ratings',
    href: 'https://www.ecfr.gov/current/title-38/section-3.350',
    checkedOn: CHECKED_ON,
  },
  educationEligibility: {
    label: 'Eligibility for VA education benefits',
    href: 'https://www.va.gov/education/eligibility/',
    checkedOn: CHECKED_ON,
  },
  sahGrantFy2023Report: {
    label: 'Military.com: VA increases housing grant amounts (FY 2023)',
    href: 'https://www.military.com/benefits/veteran-benefits/va-increases-housing-grant-amounts.html',
    checkedOn: CHECKED_ON,
  },
  sahGrantFy2026Notice: {
    label: 'Federal Register 2025-20047: adapted housing grant amounts, FY 2026',
    href: 'https://www.govinfo.gov/content/pkg/FR-2025-11-18/html/2025-20047.htm',
    checkedOn: CHECKED_ON,
  },
  dodForms: {
    label: 'DoD forms (DD 0001 to 0499)',
    href: 'https://www.esd.whs.mil/Directives/forms/dd0001_0499/',
    checkedOn: CHECKED_ON,
  },

  // Pages behind the assistant's answers on ratings, retirement pay, other benefits and long-term care
  crdp: {
    label: 'Concurrent Retirement and Disability Pay (CRDP), DFAS',
    href: 'https://www.dfas.mil/RetiredMilitary/disability/crdp/',
    checkedOn: CHECKED_ON,
  },
  crsc: {
    label: 'Combat-Related Special Compensation (CRSC), DFAS',
    href: 'https://www.dfas.mil/RetiredMilitary/disability/crsc/',
    checkedOn: CHECKED_ON,
  },
  retiredPayAndCompensation: {
    label: 'Receiving both VA disability pay and military retirement pay',
    href: 'https://www.va.gov/resources/receiving-both-va-disability-pay-and-military-retirement-pay/',
    checkedOn: CHECKED_ON,
  },
  crscLaw: {
    label: '10 U.S.C. 1413a: Combat-Related Special Compensation',
    href: 'https://www.law.cornell.edu/uscode/text/10/1413a',
    checkedOn: CHECKED_ON,
  },
  vaCareInjuryLaw: {
    label: '38 U.S.C. 1151: benefits for injury or death from VA care',
    href: statuteUrl('38', '1151'),
    checkedOn: CHECKED_ON,
  },
  benefitOfTheDoubtLaw: {
    label: '38 U.S.C. 5107: claimant responsibility; benefit of the doubt',
    href: statuteUrl('38', '5107'),
    checkedOn: CHECKED_ON,
  },
  newbornCareLaw: {
    label: '38 U.S.C. 1786: care for newborn children of women veterans',
    href: statuteUrl('38', '1786'),
    checkedOn: CHECKED_ON,
  },
  reserveServiceLaw: {
    label: '38 U.S.C. 101: definitions, active duty for training and inactive duty training',
    href: statuteUrl('38', '101'),
    checkedOn: CHECKED_ON,
  },
  drillPayWaiverLaw: {
    label: '38 U.S.C. 5304: no VA compensation for the same days as drill or training pay',
    href: statuteUrl('38', '5304'),
    checkedOn: CHECKED_ON,
  },
  updateHealthInformation: {
    label: 'Update your VA health benefits information',
    href: 'https://www.va.gov/health-care/update-health-information/',
    checkedOn: CHECKED_ON,
  },
  dentalInsurance: {
    label: 'VA Dental Insurance Program (VADIP)',
    href: 'https://www.va.gov/health-care/about-va-health-benefits/dental-care/dental-insurance/',
    checkedOn: CHECKED_ON,
  },
  veteranDirectedCare: {
    label: 'Veteran-Directed Care',
    href: 'https://www.va.gov/geriatrics/pages/Veteran-Directed_Care.asp',
    checkedOn: CHECKED_ON,
  },
  texasPropertyTaxExemptions: {
    label: 'Property tax exemptions, Texas Comptroller',
    href: 'https://comptroller.texas.gov/taxes/property-tax/exemptions/',
    checkedOn: CHECKED_ON,
  },
  accruedBenefitsLaw: {
    label: '38 U.S.C. 5121: payment of certain accrued benefits upon death',
    href: statuteUrl('38', '5121'),
    checkedOn: CHECKED_ON,
  },
  fedsHireVets: {
    label: 'FedsHireVets: veterans’ preference in federal jobs, OPM',
    href: 'https://www.opm.gov/fedshirevets/',
    checkedOn: '2026-11-27',
    formerHref: 'https://www.fedshirevets.gov/',
  },
  veteransPreferenceLaw: {
    label: '5 U.S.C. 2108: veterans’ preference definitions',
    href: statuteUrl('5', '2108'),
    checkedOn: CHECKED_ON,
  },
  dependentsCompensationLaw: {
    label: '38 U.S.C. 1115: additional compensation for dependents',
    href: statuteUrl('38', '1115'),
    checkedOn: CHECKED_ON,
  },
  dicTotalDisabilityLaw: {
    label: '38 U.S.C. 1318: DIC after a veteran rated totally disabled',
    href: statuteUrl('38', '1318'),
    checkedOn: CHECKED_ON,
  },
  ssvf: {
    label: 'Supportive Services for Veteran Families (SSVF)',
    href: 'https://www.va.gov/homeless/ssvf/',
    checkedOn: CHECKED_ON,
  },
  veteransJusticeOutreach: {
    label: 'Veterans Justice Outreach',
    href: 'https://www.va.gov/homeless/vjo.asp',
    checkedOn: CHECKED_ON,
  },
  representativeFeesLaw: {
    label: '38 U.S.C. 5904: fees of agents and attorneys',
    href: statuteUrl('38', '5904'),
    checkedOn: CHECKED_ON,
  },
  survivorBenefitPlanLaw: {
    label: '10 U.S.C. 1450: Survivor Benefit Plan payment of annuity',
    href: statuteUrl('10', '1450'),
    checkedOn: CHECKED_ON,
  },
  spaceATravelLaw: {
    label: '10 U.S.C. 2641b: space-available travel on military aircraft',
    href: statuteUrl('10', '2641b'),
    checkedOn: CHECKED_ON,
  },
  benefitsNotTaxedLaw: {
    label: '38 U.S.C. 5301: VA benefits are exempt from taxation',
    href: 'https://www.law.cornell.edu/uscode/text/38/5301',
    checkedOn: CHECKED_ON,
  },
  ncaFuneralHonors: {
    label: 'Military funeral honors, National Cemetery Administration',
    href: 'https://www.cem.va.gov/military_funeral_honors.asp',
    checkedOn: CHECKED_ON,
  },
  cfrRevisionOfDecisions: {
    label: 'eCFR 38 CFR 3.105: Revision of decisions (clear and unmistakable error, reductions)',
    href: 'https://www.ecfr.gov/current/title-38/section-3.105',
    checkedOn: CHECKED_ON,
  },
  cfrPreservedRatings: {
    label: 'eCFR 38 CFR 3.951: Preservation of disability ratings (the 20-year rule)',
    href: 'https://www.ecfr.gov/current/title-38/section-3.951',
    checkedOn: CHECKED_ON,
  },
  cfrProtectedServiceConnection: {
    label: 'eCFR 38 CFR 3.957: Service connection in effect 10 years',
    href: 'https://www.ecfr.gov/current/title-38/section-3.957',
    checkedOn: CHECKED_ON,
  },
  cfrBoardDocketOrder: {
    label: 'eCFR 38 CFR 20.902: Order of consideration of appeals (advancement on the docket)',
    href: 'https://www.ecfr.gov/current/title-38/section-20.902',
    checkedOn: CHECKED_ON,
  },
  cfrSeparationPayOffset: {
    label: 'eCFR 38 CFR 3.700: Two or more benefits, and separation and severance pay',
    href: 'https://www.ecfr.gov/current/title-38/section-3.700',
    checkedOn: CHECKED_ON,
  },
  cfrMentalDisorders: {
    label: 'eCFR 38 CFR 4.130: Schedule of ratings, mental disorders',
    href: 'https://www.ecfr.gov/current/title-38/section-4.130',
    checkedOn: CHECKED_ON,
  },
  cfrEarRatings: {
    label: 'eCFR 38 CFR 4.87: Schedule of ratings, ear (tinnitus)',
    href: 'https://www.ecfr.gov/current/title-38/section-4.87',
    checkedOn: CHECKED_ON,
  },
  cfrHearingLoss: {
    label: 'eCFR 38 CFR 4.85: Evaluation of hearing impairment',
    href: 'https://www.ecfr.gov/current/title-38/section-4.85',
    checkedOn: CHECKED_ON,
  },
  cfrRespiratory: {
    label: 'eCFR 38 CFR 4.97: Schedule of ratings, respiratory system (sleep apnea)',
    href: 'https://www.ecfr.gov/current/title-38/section-4.97',
    checkedOn: CHECKED_ON,
  },
  cfrMusculoskeletal: {
    label: 'eCFR 38 CFR 4.71a: Schedule of ratings, musculoskeletal system (the spine)',
    href: 'https://www.ecfr.gov/current/title-38/section-4.71a',
    checkedOn: CHECKED_ON,
  },
  cfrNeurological: {
    label: 'eCFR 38 CFR 4.124a: Schedule of ratings, neurological conditions (migraine)',
    href: 'https://www.ecfr.gov/current/title-38/section-4.124a',
    checkedOn: CHECKED_ON,
  },
  cfrHospitalRating: {
    label: 'eCFR 38 CFR 4.29: Ratings for hospitalization',
    href: 'https://www.ecfr.gov/current/title-38/section-4.29',
    checkedOn: CHECKED_ON,
  },
  cfrConvalescenceRating: {
    label: 'eCFR 38 CFR 4.30: Convalescent ratings',
    href: 'https://www.ecfr.gov/current/title-38/section-4.30',
    checkedOn: CHECKED_ON,
  },
  clothingAllowance: {
    label: 'VA clothing allowance',
    href: 'https://www.va.gov/disability/eligibility/special-claims/clothing-allowance/',
    checkedOn: CHECKED_ON,
  },
  ssaVeterans: {
    label: 'Social Security: disability benefits for veterans',
    href: 'https://www.ssa.gov/people/veterans/',
    checkedOn: CHECKED_ON,
  },
  otherHealthInsurance: {
    label: 'VA health care and other insurance (Medicare, TRICARE, Medicaid)',
    href: 'https://www.va.gov/health-care/about-va-health-benefits/va-health-care-and-other-insurance/',
    checkedOn: CHECKED_ON,
  },
  tricareForLife: {
    label: 'TRICARE For Life',
    href: 'https://www.tricare.mil/Plans/HealthPlans/TFL',
    checkedOn: CHECKED_ON,
  },
  irsMilitaryTaxes: {
    label: 'IRS: tax information for members of the military and veterans',
    href: 'https://www.irs.gov/individuals/military',
    checkedOn: CHECKED_ON,
  },
  longTermCare: {
    label: 'VA long-term care and nursing homes',
    href: 'https://www.va.gov/health-care/about-va-health-benefits/long-term-care/',
    checkedOn: CHECKED_ON,
  },
  stateVeteransHomes: {
    label: 'State Veterans Homes',
    href: 'https://www.va.gov/geriatrics/pages/State_Veterans_Homes.asp',
    checkedOn: CHECKED_ON,
  },
  radiationExposure: {
    label: 'Radiation exposure and disability compensation',
    href: 'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/ionizing-radiation/',
    checkedOn: CHECKED_ON,
  },
  campLejeune: {
    label: 'Camp Lejeune water contamination',
    href: 'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/camp-lejeune-water-contamination/',
    checkedOn: CHECKED_ON,
  },
  gulfWarIllness: {
    label: 'Gulf War illnesses and Southwest Asia service',
    href: 'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/gulf-war-illness-southwest-asia/',
    checkedOn: CHECKED_ON,
  },

  // Pages behind the assistant's answers, added from the questions veterans ask
  effectiveDate: {
    label: 'Disability compensation effective dates',
    href: 'https://www.va.gov/disability/about-disability-ratings/effective-date/',
    checkedOn: CHECKED_ON,
  },
  illnessesWithinOneYear: {
    label: 'Illnesses within 1 year of discharge',
    href: 'https://www.va.gov/disability/eligibility/illnesses-within-one-year-of-discharge/',
    checkedOn: CHECKED_ON,
  },
  smcRates: {
    label: 'Special monthly compensation (SMC) rates',
    href: 'https://www.va.gov/disability/compensation-rates/special-monthly-compensation-rates/',
    checkedOn: CHECKED_ON,
  },
  unemployability: {
    label: 'Individual Unemployability (TDIU)',
    href: 'https://www.va.gov/disability/eligibility/special-claims/unemployability/',
    checkedOn: CHECKED_ON,
  },
  irsPublication525: {
    label: 'IRS Publication 525: taxable and nontaxable income',
    href: 'https://www.irs.gov/publications/p525',
    checkedOn: CHECKED_ON,
  },
  irsPublication970: {
    label: 'IRS Publication 970: tax benefits for education',
    href: 'https://www.irs.gov/publications/p970',
    checkedOn: CHECKED_ON,
  },
  giBillOverview: {
    label: 'About GI Bill benefits',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/',
    checkedOn: CHECKED_ON,
  },
  vreIndependentLiving: {
    label: 'VR&E Independent Living track',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/programs/independent-living/',
    checkedOn: CHECKED_ON,
  },
  urgentCare: {
    label: 'VA community care: urgent care',
    href: 'https://www.va.gov/communitycare/programs/veterans/urgent_care.asp',
    checkedOn: CHECKED_ON,
  },
  nonVaEmergency: {
    label: 'Getting emergency care at non-VA facilities',
    href: 'https://www.va.gov/resources/getting-emergency-care-at-non-va-facilities/',
    checkedOn: CHECKED_ON,
  },
  suicidePrevention: {
    label: 'VA suicide prevention',
    href: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/suicide-prevention/',
    checkedOn: CHECKED_ON,
  },
  ptsdClaims: {
    label: 'VA disability compensation for PTSD',
    href: 'https://www.va.gov/disability/eligibility/ptsd/',
    checkedOn: CHECKED_ON,
  },
  familyCaregivers: {
    label: 'Program of Comprehensive Assistance for Family Caregivers',
    href: 'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/comprehensive-assistance-for-family-caregivers/',
    checkedOn: CHECKED_ON,
  },
  irrrl: {
    label: 'Interest Rate Reduction Refinance Loan (IRRRL)',
    href: 'https://www.va.gov/housing-assistance/home-loans/loan-types/interest-rate-reduction-loan/',
    checkedOn: CHECKED_ON,
  },
  loanLimits: {
    label: 'VA home loan limits',
    href: 'https://www.va.gov/housing-assistance/home-loans/loan-limits/',
    checkedOn: CHECKED_ON,
  },
  survivingSpouseHomeLoan: {
    label: 'VA home loans for surviving spouses',
    href: 'https://www.va.gov/housing-assistance/home-loans/surviving-spouse/',
    checkedOn: CHECKED_ON,
  },
  nativeAmericanDirectLoan: {
    label: 'Native American Direct Loan (NADL)',
    href: 'https://www.va.gov/housing-assistance/home-loans/loan-types/native-american-direct-loan/',
    checkedOn: CHECKED_ON,
  },
  pensionHowToApply: {
    label: 'How to apply for Veterans Pension',
    href: 'https://www.va.gov/pension/how-to-apply/',
    checkedOn: CHECKED_ON,
  },
  dicRates: {
    label: 'Survivor DIC rates',
    href: 'https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/survivor-rates/',
    formerHref: 'https://www.va.gov/disability/survivor-dic-rates/',
    checkedOn: '2026-11-27',
  },
  addRemoveDependent: {
    label: 'Add or remove dependents on your VA disability benefits',
    href: 'https://www.va.gov/disability/add-remove-dependent/',
    checkedOn: CHECKED_ON,
  },
  militaryFuneralHonors: {
    label: 'Military funeral honors',
    href: 'https://www.va.gov/burials-memorials/memorial-items/military-funeral-honors/',
    checkedOn: CHECKED_ON,
  },
  veteransLegacyMemorial: {
    label: 'Veterans Legacy Memorial',
    href: 'https://www.vlm.cem.va.gov/',
    checkedOn: CHECKED_ON,
  },
  arlingtonCemetery: {
    label: 'Arlington National Cemetery (run by the Army)',
    href: 'https://www.arlingtoncemetery.mil/',
    checkedOn: CHECKED_ON,
  },
  fsgli: {
    label: 'Family Servicemembers’ Group Life Insurance (FSGLI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/fsgli/',
    checkedOn: CHECKED_ON,
  },
  tsgli: {
    label: 'Servicemembers’ Group Life Insurance Traumatic Injury Protection (TSGLI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/tsgli/',
    checkedOn: CHECKED_ON,
  },
  helpfulPhoneNumbers: {
    label: 'Helpful VA phone numbers',
    href: 'https://www.va.gov/resources/helpful-va-phone-numbers/',
    checkedOn: CHECKED_ON,
  },
  nprcFire: {
    label: 'The 1973 fire at the National Personnel Records Center',
    href: 'https://www.archives.gov/personnel-records-center/fire-1973',
    checkedOn: CHECKED_ON,
  },
  champvaAndMedicare: {
    label: 'CHAMPVA and Medicare',
    href: 'https://www.va.gov/resources/champva-and-medicare/',
    checkedOn: CHECKED_ON,
  },
  medsByMail: {
    label: 'Meds by Mail for CHAMPVA',
    href: 'https://www.va.gov/COMMUNITYCARE/programs/dependents/medsbymail/',
    checkedOn: CHECKED_ON,
  },
  champvaClaim: {
    label: 'File a CHAMPVA claim',
    href: 'https://www.va.gov/health-care/file-champva-claim-10-7959a/',
    checkedOn: CHECKED_ON,
  },
  nursingHomeCare: {
    label: 'VA nursing home care',
    href: 'https://www.va.gov/geriatrics/pages/nursing_home_care.asp',
    checkedOn: CHECKED_ON,
  },
  adultDayHealthCare: {
    label: 'VA Adult Day Health Care',
    href: 'https://www.va.gov/geriatrics/pages/adult_day_health_care.asp',
    checkedOn: CHECKED_ON,
  },
  environmentalHazards: {
    label: 'Specific environmental hazards (burn pits and other exposures)',
    href: 'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/specific-environmental-hazards/',
    checkedOn: CHECKED_ON,
  },
  texasVeteransCommission: {
    label: 'Texas Veterans Commission',
    href: 'https://www.tvc.texas.gov/',
    checkedOn: CHECKED_ON,
  },
  calvet: {
    label: 'CalVet: California Department of Veterans Affairs',
    href: 'https://www.calvet.ca.gov/',
    checkedOn: CHECKED_ON,
  },
  newYorkVeteransServices: {
    label: 'New York State Department of Veterans’ Services',
    href: 'https://veterans.ny.gov/',
    checkedOn: CHECKED_ON,
  },
  illinoisVeteransAffairs: {
    label: 'Illinois Department of Veterans’ Affairs',
    href: 'https://veterans.illinois.gov/',
    checkedOn: CHECKED_ON,
  },
  disabilityCompensation: {
    label: 'VA disability compensation',
    href: 'https://www.va.gov/disability/',
    checkedOn: CHECKED_ON,
  },
  caregiverRespite: {
    label: 'VA respite care',
    href: 'https://www.va.gov/geriatrics/pages/respite_care.asp',
    checkedOn: CHECKED_ON,
  },
  foreignMedicalProgram: {
    label: 'VA Foreign Medical Program (care abroad)',
    href: 'https://www.va.gov/health-care/foreign-medical-program/',
    checkedOn: CHECKED_ON,
  },
  burialFlags: {
    label: 'Burial flags',
    href: 'https://www.va.gov/burials-memorials/memorial-items/burial-flags/',
    checkedOn: CHECKED_ON,
  },
  requestRecordsFoia: {
    label: 'Request your VA records (FOIA and Privacy Act)',
    href: 'https://www.va.gov/records/',
    checkedOn: CHECKED_ON,
  },
  burnPitRegistry: {
    label: 'Airborne Hazards and Open Burn Pit Registry',
    href: 'https://www.publichealth.va.gov/exposures/burnpits/registry.asp',
    checkedOn: CHECKED_ON,
  },
  homeImprovementsGrant: {
    label: 'Home Improvements and Structural Alterations (HISA) grant',
    href: 'https://www.prosthetics.va.gov/psas/HISA2.asp',
    checkedOn: CHECKED_ON,
  },
  stemScholarship: {
    label: 'Edith Nourse Rogers STEM Scholarship',
    href: 'https://www.va.gov/education/other-va-education-benefits/stem-scholarship/',
    checkedOn: CHECKED_ON,
  },
  licensingCertification: {
    label: 'GI Bill: licensing and certification tests',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/how-to-use-benefits/licensing-and-certification-tests/',
    checkedOn: CHECKED_ON,
  },
  survivorBenefitPlan: {
    label: 'DFAS: Survivor Benefit Plan and DIC',
    href: 'https://www.dfas.mil/RetiredMilitary/survivors/',
    checkedOn: CHECKED_ON,
  },
  vmli: {
    label: "Veterans' Mortgage Life Insurance (VMLI)",
    href: 'https://www.va.gov/life-insurance/options-eligibility/vmli/',
    checkedOn: CHECKED_ON,
  },
  hospiceCare: {
    label: 'Hospice care',
    href: 'https://www.va.gov/geriatrics/pages/hospice_care.asp',
    checkedOn: CHECKED_ON,
  },
  homeBasedPrimaryCare: {
    label: 'Home Based Primary Care',
    href: 'https://www.va.gov/geriatrics/pages/home_based_primary_care.asp',
    checkedOn: CHECKED_ON,
  },
  homemakerHomeHealthAide: {
    label: 'Homemaker and Home Health Aide care',
    href: 'https://www.va.gov/geriatrics/pages/homemaker_and_home_health_aide_care.asp',
    checkedOn: CHECKED_ON,
  },
  medicalFosterHomes: {
    label: 'Medical Foster Homes',
    href: 'https://www.va.gov/geriatrics/pages/medical_foster_homes.asp',
    checkedOn: CHECKED_ON,
  },
  communityCareEligibility: {
    label: 'Eligibility for community care outside VA',
    href: 'https://www.va.gov/resources/community-care-eligibility/',
    checkedOn: CHECKED_ON,
  },
  scheduleBurial: {
    label: 'Schedule a burial for a veteran or family member',
    href: 'https://www.va.gov/burials-memorials/schedule-a-burial/',
    checkedOn: CHECKED_ON,
  },
  medicareLatePenalties: {
    label: 'Medicare: avoid late enrollment penalties',
    href: 'https://www.medicare.gov/basics/get-started-with-medicare/sign-up/avoid-late-enrollment-penalties',
    checkedOn: CHECKED_ON,
  },
  pennsylvaniaDmva: {
    label: 'Pennsylvania Department of Military and Veterans Affairs (DMVA)',
    href: 'https://www.dmva.pa.gov/',
    checkedOn: CHECKED_ON,
  },
  washingtonDva: {
    label: 'Washington State Department of Veterans Affairs (WDVA)',
    href: 'https://www.dva.wa.gov/',
    checkedOn: CHECKED_ON,
  },
  northCarolinaDmva: {
    label: 'North Carolina Department of Military and Veterans Affairs',
    href: 'https://www.milvets.nc.gov/',
    checkedOn: CHECKED_ON,
  },
  hazlewoodAct: {
    label: 'Texas Veterans Commission: the Hazlewood Act',
    href: 'https://www.tvc.texas.gov/education/hazlewood/',
    checkedOn: CHECKED_ON,
  },
  presidentialMemorialCertificates: {
    label: 'Presidential Memorial Certificates',
    href: 'https://www.va.gov/burials-memorials/memorial-items/presidential-memorial-certificates/',
    checkedOn: CHECKED_ON,
  },
  serviceDogs: {
    label: 'Guide and service dogs',
    href: 'https://www.prosthetics.va.gov/serviceandguidedogs.asp',
    checkedOn: CHECKED_ON,
  },
  cfrApportionment: {
    label: '38 CFR 3.450: Apportionment',
    href: 'https://www.ecfr.gov/current/title-38/section-3.450',
    checkedOn: CHECKED_ON,
  },
  cfrSensoriNeuralAids: {
    label: '38 CFR 17.149: Sensori-neural aids (hearing aids and eyeglasses)',
    href: 'https://www.ecfr.gov/current/title-38/section-17.149',
    checkedOn: CHECKED_ON,
  },
  cfrIncarceration: {
    label: 'eCFR 38 CFR 3.665: Incarcerated beneficiaries and fugitive felons',
    href: regulationUrl('3.665'),
    checkedOn: '2026-11-27',
  },
  cfrAggravation: {
    label: 'eCFR 38 CFR 3.306: Aggravation of preservice disability',
    href: regulationUrl('3.306'),
    checkedOn: '2026-11-28',
  },
  cfrPtsdStressors: {
    label: 'eCFR 38 CFR 3.304: Direct service connection, including PTSD stressors (3.304(f))',
    href: regulationUrl('3.304'),
    checkedOn: '2026-11-27',
  },
  cfrSkin: {
    label: 'eCFR 38 CFR 4.118: Schedule of ratings, skin (scars)',
    href: regulationUrl('4.118'),
    checkedOn: '2026-11-27',
  },
  educationEntitlementCapLaw: {
    label: '38 U.S.C. 3695: 48 months in all under two or more education programs',
    href: statuteUrl('38', '3695'),
    checkedOn: '2026-11-27',
  },
  monthOfDeathLaw: {
    label: '38 U.S.C. 5310: Payment of benefits for the month of death',
    href: statuteUrl('38', '5310'),
    checkedOn: '2026-11-27',
  },
  othMentalHealthCareLaw: {
    label: '38 U.S.C. 1720I: Mental and behavioral health care for certain former members',
    href: statuteUrl('38', '1720I'),
    checkedOn: '2026-11-27',
  },
  dischargeReviewLaw: {
    label:
      '10 U.S.C. 1553: Review of discharge, with liberal consideration for PTSD and TBI (1553(d))',
    href: statuteUrl('10', '1553'),
    checkedOn: '2026-11-27',
  },
  cfrPensionAssetTransfers: {
    label: 'eCFR 38 CFR 3.276: Asset transfers and penalty periods (pension look-back)',
    href: regulationUrl('3.276'),
    checkedOn: '2026-11-27',
  },
  cfrPensionMedicalExpenses: {
    label: 'eCFR 38 CFR 3.278: Deductible medical expenses (pension)',
    href: regulationUrl('3.278'),
    checkedOn: '2026-11-27',
  },
  pensionAgeLaw: {
    label: '38 U.S.C. 1513: Veterans Pension at age 65 and older',
    href: statuteUrl('38', '1513'),
    checkedOn: '2026-11-27',
  },
  pensionNursingHomeLaw: {
    label: '38 U.S.C. 5503: Pension in a Medicaid-covered nursing home',
    href: statuteUrl('38', '5503'),
    checkedOn: '2026-11-27',
  },
  cfrHearingLossDisability: {
    label: 'eCFR 38 CFR 3.385: Disability due to impaired hearing',
    href: regulationUrl('3.385'),
    checkedOn: '2026-11-27',
  },
  cfrBeneficiaryTravelClaims: {
    label: 'eCFR 38 CFR 70.20: Applying for beneficiary travel pay',
    href: regulationUrl('70.20'),
    checkedOn: '2026-11-27',
  },
  ptsdTreatmentBasics: {
    label: 'National Center for PTSD: PTSD treatment basics',
    href: 'https://www.ptsd.va.gov/understand_tx/tx_basics.asp',
    checkedOn: '2026-11-27',
  },
  ptsdCare: {
    label: 'VA PTSD treatment programs',
    href: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/ptsd/',
    checkedOn: '2026-11-27',
  },
  cfrPainfulMotion: {
    label: 'eCFR 38 CFR 4.59: Painful motion',
    href: regulationUrl('4.59'),
    checkedOn: '2026-11-27',
  },
  blueWaterNavy: {
    label: 'Blue Water Navy: Agent Orange exposure on Navy and Coast Guard ships off Vietnam',
    href: 'https://www.va.gov/disability/eligibility/hazardous-materials-exposure/agent-orange/navy-coast-guard-ships-vietnam/',
    checkedOn: '2026-11-27',
  },
  blueWaterNavyLaw: {
    label: '38 U.S.C. 1116A: Presumed exposure offshore of Vietnam (Blue Water Navy)',
    href: statuteUrl('38', '1116A'),
    checkedOn: '2026-11-27',
  },
  cfrBurnPitPresumptives: {
    label: 'eCFR 38 CFR 3.320: Presumptive conditions for burn pits and particulate matter',
    href: regulationUrl('3.320'),
    checkedOn: '2026-11-27',
  },
  vreSubsistenceLaw: {
    label: '38 U.S.C. 3108: VR&E subsistence allowance',
    href: statuteUrl('38', '3108'),
    checkedOn: '2026-11-27',
  },
  nationalCemeteryEligibilityLaw: {
    label: '38 U.S.C. 2402: Who can be buried in a national cemetery',
    href: statuteUrl('38', '2402'),
    checkedOn: '2026-11-27',
  },
  giBillTestFees: {
    label: 'Get paid back for test fees (GI Bill)',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/how-to-use-benefits/test-fees/',
    checkedOn: '2026-11-27',
  },
  workStudy: {
    label: 'VA work-study',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/how-to-use-benefits/work-study/',
    checkedOn: '2026-11-27',
  },
  montgomeryGiBillSelectedReserve: {
    label: 'Montgomery GI Bill Selected Reserve (MGIB-SR, Chapter 1606)',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/montgomery-selected-reserve/',
    checkedOn: '2026-11-27',
  },
  nasdva: {
    label: 'NASDVA (National Association of State Directors of Veterans Affairs): state directory',
    href: 'https://nasdva.us/',
    checkedOn: '2026-11-27',
  },
  vreSubsistenceRates: {
    label: 'VR&E subsistence allowance rates',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/programs/train-for-job/subsistence-allowance-rates/',
    checkedOn: '2026-11-27',
  },
  vreEntitlementLaw: {
    label: '38 U.S.C. 3105: VR&E period of services (up to 48 months)',
    href: statuteUrl('38', '3105'),
    checkedOn: '2026-11-27',
  },
  postNineElevenEligibilityLaw: {
    label: '38 U.S.C. 3311: Post-9/11 GI Bill eligibility (honorable discharge)',
    href: statuteUrl('38', '3311'),
    checkedOn: '2026-11-27',
  },
  postNineElevenHousingLaw: {
    label:
      '38 U.S.C. 3313: Post-9/11 GI Bill payments, including the housing allowance for online training',
    href: statuteUrl('38', '3313'),
    checkedOn: '2026-11-27',
  },
  dicSpouseLaw: {
    label: '38 U.S.C. 1311: DIC for a surviving spouse (the 8-year added amount)',
    href: statuteUrl('38', '1311'),
    checkedOn: '2026-11-27',
  },
  homeLoanLaw: {
    label: '38 U.S.C. 3704: VA home loans, occupancy',
    href: statuteUrl('38', '3704'),
    checkedOn: '2026-11-27',
  },
  cfrCommunityCareAccess: {
    label: 'eCFR 38 CFR 17.4040: Community care access standards',
    href: regulationUrl('17.4040'),
    checkedOn: '2026-11-27',
  },
  cfrEndocrine: {
    label: 'eCFR 38 CFR 4.119: Schedule of ratings, endocrine system (diabetes, DC 7913)',
    href: regulationUrl('4.119'),
    checkedOn: '2026-11-27',
  },
  courtAppealDeadlineLaw: {
    label: '38 U.S.C. 7266: notice of appeal to the Court of Appeals for Veterans Claims',
    href: statuteUrl('38', '7266'),
    checkedOn: '2026-11-27',
  },
  survivingSpouseRemarriageLaw: {
    label: '38 U.S.C. 103: who counts as a surviving spouse after remarriage',
    href: statuteUrl('38', '103'),
    checkedOn: '2026-11-27',
  },
  substitutionLaw: {
    label: '38 U.S.C. 5121A: substitution in case of death of a claimant',
    href: statuteUrl('38', '5121A'),
    checkedOn: '2026-11-27',
  },
  calvetCollegeFeeWaiver: {
    label: 'CalVet College Fee Waiver for dependents of veterans',
    href: 'https://www.calvet.ca.gov/VetServices/Pages/College-Fee-Waiver.aspx',
    checkedOn: '2026-11-27',
  },
  lifeInsuranceTerminallyIll: {
    label: 'VA life insurance if you are totally disabled or terminally ill',
    href: 'https://www.va.gov/life-insurance/totally-disabled-or-terminally-ill/',
    checkedOn: '2026-11-27',
  },
  spinaBifidaProgram: {
    label: 'Spina Bifida Health Care Benefits Program',
    href: 'https://www.va.gov/COMMUNITYCARE/programs/dependents/spinabifida/index.asp',
    checkedOn: '2026-11-27',
  },
  illinoisStudentAssistance: {
    label: 'Illinois Student Assistance Commission (ISAC): Illinois Veteran Grant',
    href: 'https://www.isac.org/',
    checkedOn: '2026-11-27',
  },
  massachusettsChapter115: {
    label: 'Chapter 115 veterans’ benefits, Massachusetts',
    href: 'https://www.mass.gov/chapter-115-veterans-benefits',
    checkedOn: '2026-11-27',
  },
  virginiaVeteransServices: {
    label: 'Virginia Department of Veterans Services',
    href: 'https://www.dvs.virginia.gov/',
    checkedOn: '2026-11-27',
  },
  floridaVeteransAffairs: {
    label: 'Florida Department of Veterans’ Affairs',
    href: 'https://www.floridavets.org/',
    checkedOn: '2026-11-27',
  },
  fiduciaryProgram: {
    label: 'VA Fiduciary Program',
    href: 'https://www.benefits.va.gov/fiduciary/',
    checkedOn: '2026-11-27',
  },
  texasDisabledVeteranExemptions: {
    label: 'Texas Comptroller: disabled veteran and surviving spouse property tax exemptions',
    href: 'https://comptroller.texas.gov/taxes/property-tax/exemptions/disabledvet-faq.php',
    checkedOn: '2026-11-27',
  },
  floridaHomesteadExemptionLaw: {
    label:
      'Florida Statutes 196.081: homestead exemption for totally and permanently disabled veterans',
    href: 'https://www.flsenate.gov/Laws/Statutes/2025/196.081',
    checkedOn: '2026-11-27',
  },
  floridaPropertyTaxExemptions: {
    label: 'Florida Department of Revenue: property tax exemptions',
    href: 'https://floridarevenue.com/property/Pages/Taxpayers_Exemptions.aspx',
    checkedOn: '2026-11-27',
  },
  floridaVeteransBenefits: {
    label: 'Florida Department of Veterans’ Affairs: benefits and services',
    href: 'https://www.floridavets.org/benefits-services/',
    checkedOn: '2026-11-27',
  },
  virginiaStateBenefits: {
    label: 'Virginia Department of Veterans Services: state benefits',
    href: 'https://www.dvs.virginia.gov/benefits/state-benefits',
    checkedOn: '2026-11-27',
  },
  virginiaRealEstateExemptionLaw: {
    label: 'Code of Virginia 58.1-3219.5: real estate tax exemption for veterans',
    href: 'https://law.lis.virginia.gov/vacode/title58.1/chapter32/section58.1-3219.5/',
    checkedOn: '2026-11-27',
  },
  massachusettsVeteransServices: {
    label: 'Massachusetts Executive Office of Veterans Services',
    href: 'https://www.mass.gov/orgs/executive-office-of-veterans-services',
    checkedOn: '2026-11-27',
  },
  wisconsinGiBill: {
    label: 'Wisconsin GI Bill',
    href: 'https://dva.wi.gov/Pages/educationEmployment/Wisconsin-GI-Bill.aspx',
    checkedOn: '2026-11-27',
  },
  wisconsinVeteransAffairs: {
    label: 'Wisconsin Department of Veterans Affairs',
    href: 'https://dva.wi.gov/',
    checkedOn: '2026-11-27',
  },
  specialBenefitAllowanceRates: {
    label:
      'VA special benefit allowance rates: automobile, clothing and the Medal of Honor pension',
    href: 'https://www.va.gov/disability/compensation-rates/special-benefit-allowance-rates/',
    checkedOn: '2026-11-27',
  },
  medalOfHonorPensionLaw: {
    label: '38 U.S.C. 1562: Special provisions relating to pension (the Medal of Honor pension)',
    href: statuteUrl('38', '1562'),
    checkedOn: '2026-11-27',
  },
  cfrFiduciaryFees: {
    label: 'eCFR 38 CFR 13.220: Fiduciary fees',
    href: regulationUrl('13.220'),
    checkedOn: '2026-11-27',
  },
  cfrTravelDeductible: {
    label: 'eCFR 38 CFR 70.31: Deductibles for beneficiary travel',
    href: regulationUrl('70.31'),
    checkedOn: '2026-11-27',
  },
  tricareYoungAdult: {
    label: 'TRICARE Young Adult',
    href: 'https://www.tricare.mil/Plans/HealthPlans/TYA',
    checkedOn: '2026-11-27',
  },
  ssaMilitaryService: {
    label: 'Social Security: Military Service and Social Security (publication EN-05-10017)',
    href: 'https://www.ssa.gov/pubs/EN-05-10017.pdf',
    checkedOn: '2026-11-27',
  },
} as const satisfies Record<string, OfficialLink>
