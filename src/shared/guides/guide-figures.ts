import { officialLinks } from './official-links'

/**
 * Every benefit figure the guides show, other than phone numbers (those live in support-lines.ts).
 * One edit here updates every page. Each figure names the public page that states it, the date it
 * took effect (when the source gives one) and the date we last checked it against that page.
 */
export type GuideFigure = {
  label: string
  /** Exactly as the pages show it: "$109,986", "48 months". */
  display: string
  /** The number itself, for figures people may compare or calculate with. */
  value?: number
  sourceUrl: string
  /** ISO date the figure took effect, when the source says. */
  effectiveOn?: string
  /** ISO date the figure was last confirmed against `sourceUrl`. */
  checkedOn: string
  /** The federal fiscal year (1 October to 30 September) the figure belongs to, for yearly limits. */
  fiscalYear?: number
  note?: string
}

export const guideFigures = {
  vreEntitlement: {
    label: 'Veteran Readiness and Employment (VR&E): most benefits you can get',
    display: '48 months',
    value: 48,
    sourceUrl: officialLinks.vre.href,
    checkedOn: '2026-11-23',
    note: '38 U.S.C. 3695 caps combined VA education and training entitlement at 48 months.',
  },
  vreMinimumRating: {
    label: 'VR&E: service-connected disability rating needed after service',
    display: 'at least 10%',
    value: 10,
    sourceUrl: officialLinks.vreEligibility.href,
    checkedOn: '2026-11-23',
  },
  vreMemorandumRating: {
    label: 'VR&E: memorandum rating that qualifies someone still serving',
    display: '20% or more',
    value: 20,
    sourceUrl: officialLinks.vreEligibility.href,
    checkedOn: '2026-11-23',
  },
  sahGrantFy2023: {
    label: 'Specially Adapted Housing (SAH) grant limit, fiscal year 2023',
    display: '$109,986',
    value: 109_986,
    sourceUrl: officialLinks.sahGrantFy2023Report.href,
    effectiveOn: '2022-10-01',
    checkedOn: '2026-11-23',
    fiscalYear: 2023,
    note:
      'The figure that product contract §9 names. It is the FY 2023 limit (1 Oct 2022 to 30 Sep 2023), reported ' +
      'from VA’s yearly cost-of-construction notice; VA raises the limit every 1 October.',
  },
  sahGrantFy2026: {
    label: 'Specially Adapted Housing (SAH) grant limit, fiscal year 2026',
    display: '$126,526',
    value: 126_526,
    sourceUrl: officialLinks.sahGrantFy2026Notice.href,
    effectiveOn: '2025-10-01',
    checkedOn: '2026-11-23',
    fiscalYear: 2026,
    note:
      'Federal Register notice 2025-20047: SAH amounts up 3.87% for FY 2026. The FY 2027 notice ' +
      '(effective 1 Oct 2026) had not been checked; the pages send readers to VA for this year’s limit.',
  },
  postNineElevenEntitlement: {
    label: 'Post-9/11 GI Bill: months of education benefits',
    display: '36 months',
    value: 36,
    sourceUrl: officialLinks.postNineElevenGiBill.href,
    checkedOn: '2026-11-23',
  },
  intentToFileWindow: {
    label: 'Time to file a claim after an intent to file',
    display: '1 year',
    value: 1,
    sourceUrl: officialLinks.intentToFile.href,
    checkedOn: '2026-11-23',
  },
  decisionReviewWindow: {
    label: 'Time to ask for a Higher-Level Review or a Board Appeal after a decision',
    display: '1 year',
    value: 1,
    sourceUrl: officialLinks.decisionReviews.href,
    checkedOn: '2026-11-23',
  },
  bddWindow: {
    label: 'Benefits Delivery at Discharge: when you can file before you leave service',
    display: '180 to 90 days before you leave active duty',
    sourceUrl: officialLinks.preDischargeClaim.href,
    checkedOn: '2026-11-23',
  },
  sgliMaximum: {
    label: 'Servicemembers’ Group Life Insurance (SGLI): most coverage',
    display: '$500,000',
    value: 500_000,
    sourceUrl: officialLinks.sgli.href,
    checkedOn: '2026-11-23',
  },
  vgliApplicationWindow: {
    label: 'Veterans’ Group Life Insurance (VGLI): time to apply after you leave service',
    display: '1 year and 120 days',
    sourceUrl: officialLinks.vgli.href,
    checkedOn: '2026-11-23',
  },
  vgliIncrease: {
    label:
      'VGLI: how much coverage you can add every 5 years, up to the SGLI maximum, before age 60',
    display: '$25,000',
    value: 25_000,
    sourceUrl: officialLinks.vgli.href,
    checkedOn: '2026-11-24',
  },
  valifeMaximum: {
    label: 'Veterans Affairs Life Insurance (VALife): most coverage',
    display: '$40,000',
    value: 40_000,
    sourceUrl: officialLinks.valife.href,
    checkedOn: '2026-11-23',
  },
  sdviClosedOn: {
    label: 'Service-Disabled Veterans Insurance (S-DVI): last day for new applications',
    display: 'December 31, 2022',
    sourceUrl: officialLinks.sdvi.href,
    effectiveOn: '2022-12-31',
    checkedOn: '2026-11-23',
  },
  giBillTransferService: {
    label: 'Transfer of Post-9/11 GI Bill benefits: service needed',
    display: 'at least 6 years of service, and agree to serve 4 more',
    sourceUrl: officialLinks.transferGiBill.href,
    checkedOn: '2026-11-23',
  },
  pensionAge: {
    label: 'Veterans Pension: age at which a wartime veteran can qualify without a disability',
    display: '65',
    value: 65,
    sourceUrl: officialLinks.pensionEligibility.href,
    checkedOn: '2026-11-23',
  },
  vetCertOwnership: {
    label: 'SBA VetCert: veteran ownership needed to certify a business',
    display: 'at least 51%',
    value: 51,
    sourceUrl: officialLinks.vetCert.href,
    checkedOn: '2026-11-23',
  },
  emergencyCareNotice: {
    label: 'Emergency care at a non-VA hospital: time to tell VA',
    display: '72 hours',
    value: 72,
    sourceUrl: officialLinks.emergencyCare.href,
    checkedOn: '2026-11-23',
  },
  outpatientCopayPrimary: {
    label: 'VA outpatient copay for a primary care visit (veterans who pay copays)',
    display: '$15',
    value: 15,
    sourceUrl: officialLinks.copayRates.href,
    checkedOn: '2026-11-23',
  },
  outpatientCopaySpecialty: {
    label: 'VA outpatient copay for a specialty care visit (veterans who pay copays)',
    display: '$50',
    value: 50,
    sourceUrl: officialLinks.copayRates.href,
    checkedOn: '2026-11-23',
  },
  champvaDeductible: {
    label: 'CHAMPVA outpatient deductible each calendar year',
    display: '$50 a person or $100 a family',
    sourceUrl: officialLinks.champva.href,
    checkedOn: '2026-11-23',
  },
  champvaCostShare: {
    label: 'CHAMPVA: the share of the allowable amount the beneficiary pays after the deductible',
    display: '25%',
    value: 25,
    sourceUrl: officialLinks.champva.href,
    checkedOn: '2026-11-23',
  },
  champvaCatastrophicCap: {
    label: 'CHAMPVA: most a family pays in cost shares in a calendar year',
    display: '$3,000',
    value: 3_000,
    sourceUrl: officialLinks.champva.href,
    checkedOn: '2026-11-23',
  },
  fundingFeeFivePercentDown: {
    label: 'VA funding fee on a purchase loan with 5% to less than 10% down (first or later use)',
    display: '1.5%',
    value: 1.5,
    sourceUrl: officialLinks.fundingFeeAndClosingCosts.href,
    effectiveOn: '2023-04-07',
    checkedOn: '2026-11-23',
  },
  fundingFeeTenPercentDown: {
    label: 'VA funding fee on a purchase loan with 10% or more down (first or later use)',
    display: '1.25%',
    value: 1.25,
    sourceUrl: officialLinks.fundingFeeAndClosingCosts.href,
    effectiveOn: '2023-04-07',
    checkedOn: '2026-11-23',
  },
  vmliMaximum: {
    label: "Veterans' Mortgage Life Insurance (VMLI): most coverage",
    display: '$200,000',
    value: 200_000,
    sourceUrl: officialLinks.vmli.href,
    checkedOn: '2026-11-23',
  },
  hazlewoodHours: {
    label: 'Texas Hazlewood Act: most tuition-exempt credit hours at Texas public colleges',
    display: '150 credit hours',
    value: 150,
    sourceUrl: officialLinks.hazlewoodAct.href,
    checkedOn: '2026-11-27',
  },
  travelPayMileage: {
    label: 'Travel pay: what VA pays for each mile to and from approved health care',
    display: '41.5 cents a mile',
    value: 0.415,
    sourceUrl: officialLinks.getReimbursedForTravelPay.href,
    checkedOn: '2026-11-24',
  },
  medicationCopayTier1: {
    label:
      'VA medication copay for a 30-day or shorter supply of a tier 1 (preferred generic) medicine',
    display: '$5',
    value: 5,
    sourceUrl: officialLinks.copayRates.href,
    effectiveOn: '2017-02-27',
    checkedOn: '2026-11-27',
  },
  medicationCopayTier2: {
    label:
      'VA medication copay for a 30-day or shorter supply of a tier 2 (non-preferred generic) medicine',
    display: '$8',
    value: 8,
    sourceUrl: officialLinks.copayRates.href,
    effectiveOn: '2017-02-27',
    checkedOn: '2026-11-27',
  },
  medicationCopayTier3: {
    label: 'VA medication copay for a 30-day or shorter supply of a tier 3 (brand-name) medicine',
    display: '$11',
    value: 11,
    sourceUrl: officialLinks.copayRates.href,
    effectiveOn: '2017-02-27',
    checkedOn: '2026-11-27',
  },
  medicationCopayCap: {
    label: 'Most a veteran in priority groups 2 to 8 pays for medication copays in a calendar year',
    display: '$700',
    value: 700,
    sourceUrl: officialLinks.copayRates.href,
    checkedOn: '2026-11-24',
  },
  dicSurvivingSpouseRate: {
    label: 'DIC: basic monthly rate for a surviving spouse',
    display: '$1,699.36',
    value: 1_699.36,
    sourceUrl: officialLinks.dicRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
  },
  dicEightYearAddition: {
    label:
      'DIC: added monthly amount when the veteran was rated totally disabled for 8 continuous years before death and the spouse was married to them those 8 years',
    display: '$360.85',
    value: 360.85,
    sourceUrl: officialLinks.dicRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
  },
  dicChildUnder18Addition: {
    label: 'DIC: added monthly amount for each child under 18 of a surviving spouse',
    display: '$421.00',
    value: 421,
    sourceUrl: officialLinks.dicRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
  },
  dicTransitionalBenefit: {
    label:
      'DIC: transitional benefit added each month for the first 2 years after the death, for a surviving spouse with a child under 18',
    display: '$359.00',
    value: 359,
    sourceUrl: officialLinks.dicRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
  },
  pensionNetWorthLimit: {
    label: 'Veterans Pension and Survivors Pension: net worth limit',
    display: '$163,699',
    value: 163_699,
    sourceUrl: officialLinks.veteransPensionRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
    note: 'Applies from December 1, 2025 to November 30, 2026; VA sets a new limit each December 1.',
  },
  clothingAllowance: {
    label: 'Clothing allowance: the yearly payment',
    display: '$1,053.19',
    value: 1_053.19,
    sourceUrl: officialLinks.specialBenefitAllowanceRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
  },
  automobileAllowance: {
    label: 'Automobile allowance: most VA pays toward a vehicle, once',
    display: '$27,074.99',
    value: 27_074.99,
    sourceUrl: officialLinks.specialBenefitAllowanceRates.href,
    effectiveOn: '2025-10-01',
    checkedOn: '2026-11-27',
    fiscalYear: 2026,
  },
  medalOfHonorPension: {
    label: 'Medal of Honor pension: the monthly payment',
    display: '$1,760.90',
    value: 1_760.9,
    sourceUrl: officialLinks.specialBenefitAllowanceRates.href,
    effectiveOn: '2025-12-01',
    checkedOn: '2026-11-27',
  },
  urgentCareCopay: {
    label:
      'Copay for an in-network urgent care visit (after the free visits, for those who get them)',
    display: '$30',
    value: 30,
    sourceUrl: officialLinks.copayRates.href,
    checkedOn: '2026-11-27',
  },
  booksAndSuppliesStipend: {
    label: 'Post-9/11 GI Bill: most paid for books and supplies in an academic year',
    display: '$1,000',
    value: 1_000,
    sourceUrl: officialLinks.post911GiBillRates.href,
    checkedOn: '2026-11-27',
  },
  fundingFeeManufacturedHome: {
    label: 'VA funding fee on a loan for a manufactured home not permanently affixed to land',
    display: '1%',
    value: 1,
    sourceUrl: officialLinks.fundingFeeAndClosingCosts.href,
    checkedOn: '2026-11-27',
  },
  decisionReviewGoal: {
    label: 'VA’s goal for deciding a Supplemental Claim or a Higher-Level Review, on average',
    display: '125 days',
    value: 125,
    sourceUrl: officialLinks.supplementalClaim.href,
    checkedOn: '2026-11-27',
    note: 'The Higher-Level Review page states the same goal.',
  },
  pensionTransferPenaltyMax: {
    label: 'Veterans Pension: longest penalty period for assets given away in the 3-year look-back',
    display: '5 years',
    value: 5,
    sourceUrl: officialLinks.cfrPensionAssetTransfers.href,
    checkedOn: '2026-11-27',
  },
  pensionMedicalExpenseThreshold: {
    label:
      'Veterans Pension: unreimbursed medical expenses above this share of the maximum annual pension rate are deducted from income',
    display: '5%',
    value: 5,
    sourceUrl: officialLinks.cfrPensionMedicalExpenses.href,
    checkedOn: '2026-11-27',
  },
  pensionMedicaidNursingHome: {
    label:
      'Veterans Pension for a veteran without dependents in a Medicaid-covered nursing home: most paid each month',
    display: '$90',
    value: 90,
    sourceUrl: officialLinks.pensionNursingHomeLaw.href,
    checkedOn: '2026-11-27',
  },
  sgliCoverageStep: {
    label: 'SGLI: coverage is chosen in steps of this amount, up to the maximum',
    display: '$50,000',
    value: 50_000,
    sourceUrl: officialLinks.sgli.href,
    checkedOn: '2026-11-27',
  },
  licensingTestFeeMaximum: {
    label: 'GI Bill: most paid for one licensing or certification test',
    display: '$2,000',
    value: 2_000,
    sourceUrl: officialLinks.giBillTestFees.href,
    checkedOn: '2026-11-27',
  },
  travelPayClaimWindow: {
    label: 'Travel pay: time to file a claim after the appointment',
    display: '30 days',
    value: 30,
    sourceUrl: officialLinks.getReimbursedForTravelPay.href,
    checkedOn: '2026-11-27',
  },
  mentalHealthFreeVisits: {
    label: 'Outpatient mental health visits each calendar year with no copay',
    display: 'first 3 visits',
    value: 3,
    sourceUrl: officialLinks.copayRates.href,
    checkedOn: '2026-11-27',
  },
  transferredGiBillChildAge: {
    label: 'Transferred Post-9/11 GI Bill: age until which a child can use it',
    display: '26',
    value: 26,
    sourceUrl: officialLinks.transferGiBill.href,
    checkedOn: '2026-11-27',
  },
  toxicExposureScreeningInterval: {
    label: 'Toxic exposure screening: how often VA offers it to an enrolled veteran',
    display: 'at least once every 5 years',
    value: 5,
    sourceUrl: officialLinks.pactAct.href,
    checkedOn: '2026-11-27',
  },
  mgibSelectedReserveObligation: {
    label: 'Montgomery GI Bill Selected Reserve: service obligation in the Selected Reserve',
    display: '6 years',
    value: 6,
    sourceUrl: officialLinks.montgomeryGiBillSelectedReserve.href,
    checkedOn: '2026-11-27',
  },
  advanceOnDocketAge: {
    label: 'Board of Veterans’ Appeals: age at which an appeal is advanced on the docket',
    display: '75',
    value: 75,
    sourceUrl: officialLinks.cfrBoardDocketOrder.href,
    checkedOn: '2026-11-24',
  },
  emergencySuicideCareInpatient: {
    label:
      'Emergency suicidal crisis care at no cost (COMPACT Act): inpatient or crisis residential care',
    display: '30 days',
    value: 30,
    sourceUrl: officialLinks.emergencySuicideCareLaw.href,
    effectiveOn: '2023-01-17',
    checkedOn: '2026-11-28',
  },
  emergencySuicideCareOutpatient: {
    label: 'Emergency suicidal crisis care at no cost (COMPACT Act): outpatient care',
    display: '90 days',
    value: 90,
    sourceUrl: officialLinks.emergencySuicideCareLaw.href,
    effectiveOn: '2023-01-17',
    checkedOn: '2026-11-28',
  },
} as const satisfies Record<string, GuideFigure>
