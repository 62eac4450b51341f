export type ResourceLink = {
  label: string
  href: string
  description?: string
}

/**
 * Official pages the guides send people to, in one place so a moved page is one edit.
 * VA pages unless the address says otherwise. Checked against stored copies of the pages, November 2026.
 */
export const officialLinks = {
  // Disability claims
  fileClaim: {
    label: 'How to file a VA disability claim',
    href: 'https://www.va.gov/disability/how-to-file-claim/',
  },
  disabilityEligibility: {
    label: 'Eligibility for disability compensation',
    href: 'https://www.va.gov/disability/eligibility/',
  },
  intentToFile: {
    label: 'Your intent to file a VA claim',
    href: 'https://www.va.gov/resources/your-intent-to-file-a-va-claim/',
  },
  evidence: {
    label: 'Evidence to support your claim',
    href: 'https://www.va.gov/disability/how-to-file-claim/evidence-needed/',
  },
  claimExam: {
    label: 'VA claim exam (C&P exam)',
    href: 'https://www.va.gov/disability/va-claim-exam/',
  },
  claimStatus: {
    label: 'Check your claim or appeal status',
    href: 'https://www.va.gov/claim-or-appeal-status/',
  },
  decisionReviews: {
    label: 'Choosing a decision review option',
    href: 'https://www.va.gov/resources/choosing-a-decision-review-option/',
  },
  preDischargeClaim: {
    label: 'Pre-discharge claim (Benefits Delivery at Discharge)',
    href: 'https://www.va.gov/disability/how-to-file-claim/when-to-file/pre-discharge-claim/',
  },
  pactAct: {
    label: 'The PACT Act and your VA benefits',
    href: 'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
  },
  compensationRates: {
    label: 'Current disability compensation rates',
    href: 'https://www.va.gov/disability/compensation-rates/veteran-rates/',
  },
  accreditedRepresentative: {
    label: 'Find a VA-accredited representative',
    href: 'https://www.va.gov/get-help-from-accredited-representative/find-rep/',
  },
  serviceRecords: {
    label: 'Request your military service records (DD214)',
    href: 'https://www.archives.gov/veterans/military-service-records',
  },

  // Education
  postNineElevenGiBill: {
    label: 'Post-9/11 GI Bill (Chapter 33)',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/',
  },
  montgomeryGiBill: {
    label: 'Montgomery GI Bill Active Duty (Chapter 30)',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/montgomery-active-duty/',
  },
  applyEducation: {
    label: 'How to apply for education benefits',
    href: 'https://www.va.gov/education/how-to-apply/',
  },
  comparisonTool: {
    label: 'GI Bill Comparison Tool',
    href: 'https://www.va.gov/education/gi-bill-comparison-tool/',
  },
  educationRates: {
    label: 'Education benefit rates',
    href: 'https://www.va.gov/education/benefit-rates/',
  },
  bahLookup: {
    label: 'BAH rate lookup (Defense Travel Management Office)',
    href: 'https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/',
  },
  yellowRibbon: {
    label: 'Yellow Ribbon Program',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/post-9-11/yellow-ribbon-program/',
  },
  transferGiBill: {
    label: 'Transfer your Post-9/11 GI Bill benefits',
    href: 'https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/',
  },
  dependentsEducation: {
    label: 'Survivors’ and Dependents’ Educational Assistance (DEA, Chapter 35)',
    href: 'https://www.va.gov/education/survivor-dependent-benefits/dependents-education-assistance/',
  },
  fryScholarship: {
    label: 'Fry Scholarship',
    href: 'https://www.va.gov/education/survivor-dependent-benefits/fry-scholarship/',
  },
  verifyEnrollment: {
    label: 'Verify your school enrollment',
    href: 'https://www.va.gov/education/verify-school-enrollment/',
  },
  federalStudentAid: { label: 'Federal Student Aid (FAFSA)', href: 'https://studentaid.gov/' },
  onTheJobTraining: {
    label: 'On-the-job training and apprenticeships with the GI Bill',
    href: 'https://www.va.gov/education/about-gi-bill-benefits/how-to-use-benefits/on-the-job-training-apprenticeships/',
  },

  // Business
  sbaVeterans: {
    label: 'SBA: veteran-owned businesses',
    href: 'https://www.sba.gov/business-guide/grow-your-business/veteran-owned-businesses',
  },
  vboc: {
    label: 'Veterans Business Outreach Centers (SBA)',
    href: 'https://www.sba.gov/local-assistance/resource-partners/veterans-business-outreach-center-vboc-program',
  },
  ovbd: {
    label: 'SBA Office of Veterans Business Development (Boots to Business)',
    href: 'https://www.sba.gov/about-sba/sba-locations/headquarters-offices/office-veterans-business-development',
  },
  vetCert: {
    label: 'SBA VetCert: veteran small business certification',
    href: 'https://veterans.certify.sba.gov/',
  },
  vaOsdbu: {
    label: 'VA Office of Small and Disadvantaged Business Utilization',
    href: 'https://www.va.gov/osdbu/',
  },
  samGov: {
    label: 'SAM.gov: register to do business with the government',
    href: 'https://sam.gov/',
  },
  apexAccelerators: {
    label: 'APEX Accelerators: free help with government contracts',
    href: 'https://www.apexaccelerators.us/',
  },
  sbaLoans: { label: 'SBA loans', href: 'https://www.sba.gov/funding-programs/loans' },
  score: {
    label: 'SCORE: free business mentoring (an SBA partner)',
    href: 'https://www.score.org/',
  },

  // Health care
  applyHealthCare: {
    label: 'Apply for VA health care',
    href: 'https://www.va.gov/health-care/apply-for-health-care-form-10-10ez/',
  },
  healthEligibility: {
    label: 'VA health care eligibility',
    href: 'https://www.va.gov/health-care/eligibility/',
  },
  mentalHealth: {
    label: 'VA mental health services',
    href: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/',
  },
  vetCenters: { label: 'Vet Centers', href: 'https://www.vetcenter.va.gov/' },
  telehealth: { label: 'VA Telehealth Services', href: 'https://telehealth.va.gov/' },
  womenVeterans: { label: 'Women Veterans Health Care', href: 'https://www.womenshealth.va.gov/' },
  spinalCordInjury: {
    label: 'Spinal Cord Injuries and Disorders System of Care',
    href: 'https://www.sci.va.gov/',
  },
  blindRehabilitation: {
    label: 'Blind Rehabilitation Service',
    href: 'https://www.rehab.va.gov/PROSTHETICS/blindrehab/BRS_Coordinated_Care.asp',
  },
  polytrauma: { label: 'Polytrauma/TBI System of Care', href: 'https://www.polytrauma.va.gov/' },
  prevention: {
    label: 'VA National Center for Health Promotion and Disease Prevention',
    href: 'https://www.prevention.va.gov/',
  },
  moveProgram: { label: 'MOVE! Weight Management Program', href: 'https://www.move.va.gov/' },
  nutrition: { label: 'VA Nutrition and Food Services', href: 'https://www.nutrition.va.gov/' },
  wholeHealth: { label: 'Whole Health', href: 'https://www.va.gov/wholehealth/' },
  communityCare: { label: 'VA Community Care', href: 'https://www.va.gov/communitycare/' },
  appointments: {
    label: 'Schedule and manage appointments',
    href: 'https://www.va.gov/health-care/schedule-view-va-appointments/',
  },
  prescriptions: {
    label: 'Refill and track prescriptions',
    href: 'https://www.va.gov/health-care/refill-track-prescriptions/',
  },
  medicalRecords: {
    label: 'Get your VA medical records',
    href: 'https://www.va.gov/health-care/get-medical-records/',
  },
  secureMessaging: {
    label: 'Send a secure message to your health care team',
    href: 'https://www.va.gov/health-care/secure-messaging/',
  },
  findLocations: { label: 'Find a VA location', href: 'https://www.va.gov/find-locations/' },
  militaryRecords: {
    label: 'Get your military service records',
    href: 'https://www.va.gov/records/get-military-service-records/',
  },
  healthAndBenefitsApp: {
    label: 'VA: Health and Benefits app',
    href: 'https://mobile.va.gov/app/va-health-and-benefits',
  },
  videoConnectApp: {
    label: 'VA Video Connect',
    href: 'https://mobile.va.gov/app/va-video-connect',
  },
  ptsdCoachApp: { label: 'PTSD Coach', href: 'https://mobile.va.gov/app/ptsd-coach' },
  appStore: { label: 'VA App Store (all VA apps)', href: 'https://mobile.va.gov/appstore' },

  // Careers
  vre: {
    label: 'Veteran Readiness and Employment (VR&E)',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/',
  },
  vreEligibility: {
    label: 'VR&E eligibility',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/eligibility/',
  },
  vreApply: {
    label: 'Apply for VR&E (VA Form 28-1900)',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/apply-vre-form-28-1900/',
  },
  vreTracks: {
    label: 'VR&E support-and-services tracks',
    href: 'https://www.va.gov/careers-employment/vocational-rehabilitation/programs/',
  },
  careerScope: {
    label: 'CareerScope skills assessment',
    href: 'https://www.va.gov/careers-employment/careerscope-skills-assessment/',
  },
  careerCounseling: {
    label: 'Personalized career planning and guidance (Chapter 36)',
    href: 'https://www.va.gov/careers-employment/education-and-career-counseling/',
  },
  usajobsVeterans: {
    label: 'USAJOBS: federal jobs for veterans',
    href: 'https://www.usajobs.gov/help/working-in-government/unique-hiring-paths/veterans/',
  },
  dolVets: {
    label: 'Department of Labor: Veterans’ Employment and Training Service',
    href: 'https://www.dol.gov/agencies/vets',
  },
  employmentNavigator: {
    label: 'Employment Navigator and Partnership Program (DOL)',
    href: 'https://www.dol.gov/agencies/vets/programs/employment-navigator-partnership',
  },
  americanJobCenters: {
    label: 'Find an American Job Center',
    href: 'https://www.careeronestop.org/LocalHelp/AmericanJobCenters/find-american-job-centers.aspx',
  },
  careerOneStopVeterans: {
    label: 'CareerOneStop for veterans (DOL)',
    href: 'https://www.careeronestop.org/Veterans/default.aspx',
  },
  onetCrosswalk: {
    label: 'O*NET military occupation crosswalk',
    href: 'https://www.onetonline.org/crosswalk/MOC/',
  },
  skillBridge: { label: 'DoD SkillBridge', href: 'https://skillbridge.osd.mil/' },
  credentialing: {
    label: 'Credentialing Opportunities On-Line (COOL)',
    href: 'https://www.cool.osd.mil/',
  },
  apprenticeship: { label: 'Apprenticeship.gov', href: 'https://www.apprenticeship.gov/' },

  // Other benefits
  homeLoans: { label: 'VA home loans', href: 'https://www.va.gov/housing-assistance/home-loans/' },
  certificateOfEligibility: {
    label: 'Request a Certificate of Eligibility (COE)',
    href: 'https://www.va.gov/housing-assistance/home-loans/how-to-request-coe/',
  },
  cashOutRefinance: {
    label: 'Cash-out refinance loan',
    href: 'https://www.va.gov/housing-assistance/home-loans/loan-types/cash-out-loan/',
  },
  housingGrants: {
    label: 'Disability housing grants (SAH and SHA)',
    href: 'https://www.va.gov/housing-assistance/disability-housing-grants/',
  },
  hudVash: { label: 'HUD-VASH housing vouchers', href: 'https://www.va.gov/homeless/hud-vash.asp' },
  pension: { label: 'Veterans Pension', href: 'https://www.va.gov/pension/' },
  survivorsPension: {
    label: 'Survivors Pension',
    href: 'https://www.va.gov/pension/survivors-pension/',
  },
  aidAndAttendance: {
    label: 'Aid and Attendance and Housebound benefits',
    href: 'https://www.va.gov/pension/aid-attendance-housebound/',
  },
  sgli: {
    label: 'Servicemembers’ Group Life Insurance (SGLI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/sgli/',
  },
  vgli: {
    label: 'Veterans’ Group Life Insurance (VGLI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/vgli/',
  },
  sdvi: {
    label: 'Service-Disabled Veterans Life Insurance (S-DVI)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/s-dvi/',
  },
  valife: {
    label: 'Veterans Affairs Life Insurance (VALife)',
    href: 'https://www.va.gov/life-insurance/options-eligibility/valife/',
  },
  burials: { label: 'Burials and memorials', href: 'https://www.va.gov/burials-memorials/' },
  preNeedEligibility: {
    label: 'Pre-need eligibility for burial in a VA national cemetery',
    href: 'https://www.va.gov/burials-memorials/pre-need-eligibility/',
  },
  burialAllowance: {
    label: 'Veterans burial allowance',
    href: 'https://www.va.gov/burials-memorials/veterans-burial-allowance/',
  },
  dic: {
    label: 'Dependency and Indemnity Compensation (DIC)',
    href: 'https://www.va.gov/disability/dependency-indemnity-compensation/',
  },
  champva: {
    label: 'CHAMPVA health coverage for families',
    href: 'https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/',
  },
  familyBenefits: {
    label: 'Family and caregiver benefits',
    href: 'https://www.va.gov/family-and-caregiver-benefits/',
  },
  caregiverSupport: {
    label: 'VA Caregiver Support Program',
    href: 'https://www.caregiver.va.gov/',
  },
  veteranIdCard: {
    label: 'Veteran ID cards',
    href: 'https://www.va.gov/records/get-veteran-id-cards/',
  },
  automobileAllowance: {
    label: 'Automobile allowance and adaptive equipment',
    href: 'https://www.va.gov/disability/eligibility/special-claims/automobile-allowance-adaptive-equipment/',
  },
  dischargeUpgrade: {
    label: 'Apply for a discharge upgrade',
    href: 'https://www.va.gov/discharge-upgrade-instructions/',
  },
  homelessPrograms: { label: 'VA homeless programs', href: 'https://www.va.gov/homeless/' },
  stateVeteransOffices: {
    label: 'State veterans affairs offices',
    href: 'https://www.va.gov/statedva.htm',
  },
} as const satisfies Record<string, ResourceLink>
