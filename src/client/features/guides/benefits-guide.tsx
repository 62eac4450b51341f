import { vaForms } from '@shared/guides/va-forms'
import {
  Accessibility,
  Building2,
  Car,
  Flag,
  GraduationCap,
  HandHeart,
  HeartHandshake,
  House,
  IdCard,
  KeyRound,
  Landmark,
  PiggyBank,
  Shield,
  ShieldCheck,
  Stethoscope,
  Users,
} from 'lucide-react'
import { Link } from 'react-router'
import { guideFigures } from '@shared/guides/guide-figures'
import { supportLines } from '@shared/guides/support-lines'
import { ExternalLink } from '@client/components/ui/external-link'
import { GuideCard, GuideSection, QualifyAndNextStep } from './guide-section'
import { officialLinks } from '@shared/guides/official-links'
import { PhoneLink } from './phone-link'
import { ResourceLinkList } from './resource-link-list'

export function HousingBenefits() {
  const { sahGrantFy2023, sahGrantFy2026 } = guideFigures
  return (
    <GuideSection id="benefits-housing" title="Housing">
      <div className="grid gap-4 md:grid-cols-2">
        <GuideCard title="VA home loans" icon={House}>
          <p>
            VA backs home loans from private lenders. Most need no down payment and no private
            mortgage insurance. Most buyers pay a one-time VA funding fee; some, including veterans
            who get VA disability compensation, do not.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans, service members and some surviving spouses who meet the service rules."
            nextStep={
              <ExternalLink href={officialLinks.certificateOfEligibility.href}>
                Request your Certificate of Eligibility
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Specially Adapted Housing (SAH) grant" icon={Accessibility}>
          <p>
            Helps veterans with certain severe service-connected disabilities buy, build or change a
            home so they can live more independently. It is a grant: you do not pay it back.
          </p>
          <p>
            For fiscal year {sahGrantFy2023.fiscalYear}, the SAH grant was up to{' '}
            <strong className="text-slate-900">{sahGrantFy2023.display}</strong>. VA raises the
            limit every October 1 with building costs (for fiscal year {sahGrantFy2026.fiscalYear}{' '}
            it was up to {sahGrantFy2026.display}), so check VA’s page for this year’s amount.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans and service members with qualifying service-connected disabilities, such as the loss or loss of use of limbs, certain blindness or severe burns, who own or will own the home."
            nextStep={
              <ExternalLink href={officialLinks.housingGrants.href}>
                Check eligibility and apply
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="HUD-VASH" icon={KeyRound}>
          <p>
            Combines a rental voucher from the Department of Housing and Urban Development with
            support from a VA case manager, to help veterans who are homeless find and keep a home.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans who are homeless and eligible for VA health care."
            nextStep={
              <>
                Call the National Call Center for Homeless Veterans, 24/7, at{' '}
                <PhoneLink line={supportLines.homelessVeterans} />. Or read{' '}
                <ExternalLink href={officialLinks.hudVash.href}>about HUD-VASH</ExternalLink>.
              </>
            }
          />
        </GuideCard>
        <GuideCard title="Cash-out refinance" icon={PiggyBank}>
          <p>
            Replace your current mortgage with a VA-backed loan and take cash from your home’s
            equity, for example to pay off debt or make repairs. Compare the costs carefully: your
            loan balance will grow.
          </p>
          <QualifyAndNextStep
            qualifies="Homeowners who qualify for a VA home loan and live in the home."
            nextStep={
              <ExternalLink href={officialLinks.cashOutRefinance.href}>
                Read about cash-out refinancing
              </ExternalLink>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function PensionBenefits() {
  return (
    <GuideSection
      id="benefits-pension"
      title="Pension"
      intro={
        <p>
          VA pension is a monthly payment for wartime veterans and their survivors who have limited
          income. It is different from disability compensation: your disability does not have to
          come from your service.
        </p>
      }
    >
      <div className="grid gap-4 md:grid-cols-3">
        <GuideCard title="Veterans Pension" icon={Landmark}>
          <QualifyAndNextStep
            qualifies={
              <>
                You served during a wartime period and meet the service-length rules, were not
                dishonorably discharged, and your income and net worth are within limits set by
                Congress. You must also be {guideFigures.pensionAge.display} or older, have a
                permanent and total disability, live in a nursing home, or get Social Security
                disability payments.
              </>
            }
            nextStep={
              <ExternalLink href={officialLinks.pension.href}>
                Check pension eligibility
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Survivors Pension" icon={Users}>
          <QualifyAndNextStep
            qualifies="Surviving spouses who have not remarried, and unmarried children, of wartime veterans, with income and net worth within the limits."
            nextStep={
              <ExternalLink href={officialLinks.survivorsPension.href}>
                Read about Survivors Pension
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Aid and Attendance" icon={HandHeart}>
          <p>
            An extra monthly amount added to a pension for people who need help with daily
            activities or are housebound.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans and survivors who get a VA pension and need another person’s help, are bedridden, live in a nursing home or have severe vision loss."
            nextStep={
              <ExternalLink href={officialLinks.aidAndAttendance.href}>
                See how to apply
              </ExternalLink>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function LifeInsuranceBenefits() {
  const { sgliMaximum, vgliApplicationWindow, sdviClosedOn, valifeMaximum } = guideFigures
  return (
    <GuideSection id="benefits-insurance" title="Life insurance">
      <div className="grid gap-4 md:grid-cols-3">
        <GuideCard title="SGLI" icon={Shield}>
          <p>
            Servicemembers’ Group Life Insurance covers you while you serve, up to{' '}
            {sgliMaximum.display}. Most members are covered automatically.
          </p>
          <QualifyAndNextStep
            qualifies="Active-duty members, and members of the Reserves and National Guard, among others."
            nextStep={
              <ExternalLink href={officialLinks.sgli.href}>Check your SGLI coverage</ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="VGLI" icon={ShieldCheck}>
          <p>
            Veterans’ Group Life Insurance lets you keep life insurance after you leave service, up
            to the amount of SGLI you had.
          </p>
          <QualifyAndNextStep
            qualifies={
              <>
                Veterans who had SGLI and apply within {vgliApplicationWindow.display} after leaving
                service.
              </>
            }
            nextStep={<ExternalLink href={officialLinks.vgli.href}>Apply for VGLI</ExternalLink>}
          />
        </GuideCard>
        <GuideCard title="S-DVI" icon={ShieldCheck}>
          <p>
            Service-Disabled Veterans Life Insurance stopped taking new applications after{' '}
            {sdviClosedOn.display}. Existing policies stay in force. VALife, with up to{' '}
            {valifeMaximum.display} of coverage, replaced it for new applicants.
          </p>
          <QualifyAndNextStep
            qualifies="VALife: veterans with a service-connected disability rating, within VA’s age rules."
            nextStep={
              <ExternalLink href={officialLinks.valife.href}>Read about VALife</ExternalLink>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function BurialBenefits() {
  return (
    <GuideSection
      id="benefits-burial"
      title="Burial and memorial benefits"
      intro={
        <p>
          Eligible veterans can be buried in a VA national cemetery at no cost, often with their
          spouse and some dependents. VA also provides a headstone or marker (in any cemetery, even
          for a grave that already has a private headstone, or a medallion for that headstone), a
          burial flag and a Presidential Memorial Certificate, and may help pay burial costs.
        </p>
      }
    >
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6">
        <QualifyAndNextStep
          qualifies="Veterans who were not dishonorably discharged, service members who die on active duty, and in many cases their spouses and dependent children."
          nextStep={
            <>
              Plan ahead with a{' '}
              <ExternalLink href={officialLinks.preNeedEligibility.href}>
                pre-need eligibility decision
              </ExternalLink>
              . At the time of need, families can call the National Cemetery Scheduling Office at{' '}
              <PhoneLink line={supportLines.cemeteryScheduling} />
            </>
          }
        />
        <p className="mt-4">
          <ExternalLink href={officialLinks.burialAllowance.href}>
            See the burial allowance
          </ExternalLink>
        </p>
      </div>
    </GuideSection>
  )
}

export function FamilyAndSurvivorBenefits() {
  return (
    <GuideSection id="benefits-family" title="Family and survivor benefits">
      <div className="grid gap-4 md:grid-cols-2">
        <GuideCard title="Dependency and Indemnity Compensation (DIC)" icon={HeartHandshake}>
          <p>
            A tax-free monthly payment for survivors of service members who died in the line of
            duty, or of veterans who died from a service-connected condition.
          </p>
          <QualifyAndNextStep
            qualifies="Surviving spouses, children and, with limited income, parents."
            nextStep={<ExternalLink href={officialLinks.dic.href}>Apply for DIC</ExternalLink>}
          />
        </GuideCard>
        <GuideCard title="Education transfer" icon={GraduationCap}>
          <p>
            Family members can use a Post-9/11 GI Bill that a service member transferred to them, or
            survivor and dependent education benefits.
          </p>
          <QualifyAndNextStep
            qualifies="Spouses and children named in an approved transfer, and families of veterans who died of, or are permanently and totally disabled by, a service-connected condition."
            nextStep={
              <Link
                to="/education"
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                Read our education guide
              </Link>
            }
          />
        </GuideCard>
        <GuideCard title="CHAMPVA" icon={Stethoscope}>
          <p>
            A health insurance program in which VA shares the cost of care for certain family
            members.
          </p>
          <QualifyAndNextStep
            qualifies="Spouses and children of veterans rated permanently and totally disabled by a service-connected condition, and survivors of veterans who died from one or who were rated permanent and total when they died, whatever the cause, who cannot get TRICARE."
            nextStep={
              <ExternalLink href={officialLinks.champva.href}>
                Check CHAMPVA eligibility
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Survivors pension" icon={Users}>
          <p>
            A monthly payment for low-income surviving spouses and children of wartime veterans.
          </p>
          <QualifyAndNextStep
            qualifies="Surviving spouses who have not remarried and unmarried children, within the income limits."
            nextStep={
              <ExternalLink href={officialLinks.survivorsPension.href}>
                Read about Survivors Pension
              </ExternalLink>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function SpecialPrograms() {
  return (
    <GuideSection id="benefits-special" title="Special programs">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <GuideCard title="Family caregivers" icon={HandHeart}>
          <p>
            Training, support and, for some, a monthly stipend for people who care for a veteran.
            Call the Caregiver Support Line at <PhoneLink line={supportLines.caregiverSupport} />
          </p>
          <ExternalLink href={officialLinks.caregiverSupport.href}>
            Caregiver Support Program
          </ExternalLink>
        </GuideCard>
        <GuideCard title="Cars and adaptive equipment" icon={Car}>
          <p>
            Help to buy a vehicle or adapt one for veterans with certain service-connected
            disabilities.
          </p>
          <ExternalLink href={officialLinks.automobileAllowance.href}>
            Automobile allowance
          </ExternalLink>
        </GuideCard>
        <GuideCard title="Veteran ID card" icon={IdCard}>
          <p>
            A free card that proves you are a veteran, for discounts and services, without carrying
            your {vaForms.dischargeCertificate.number}.
          </p>
          <ExternalLink href={officialLinks.veteranIdCard.href}>Get a Veteran ID card</ExternalLink>
        </GuideCard>
        <GuideCard title="Help if you are homeless" icon={Building2}>
          <p>
            Housing, health care and jobs help for veterans who are homeless or may soon be. Call{' '}
            <PhoneLink line={supportLines.homelessVeterans} />
          </p>
          <ExternalLink href={officialLinks.homelessPrograms.href}>
            VA homeless programs
          </ExternalLink>
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function StateAndLocalBenefits() {
  return (
    <GuideSection
      id="benefits-state"
      title="State and local benefits"
      intro={
        <>
          <p>
            Every state has its own veterans office, and many counties have a veterans service
            officer who helps for free. State benefits differ a lot. They can include property tax
            relief, tuition help at state schools, state veterans homes, and discounted hunting and
            fishing licenses.
          </p>
          <p>Your next step: contact your state veterans office and ask what you qualify for.</p>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <Flag aria-hidden="true" className="size-6 text-brand-700" />
        <ExternalLink href={officialLinks.stateVeteransOffices.href}>
          Find your state veterans office
        </ExternalLink>
      </div>
    </GuideSection>
  )
}

export function BenefitsResourceLists() {
  return (
    <GuideSection id="benefits-resources" title="Official resources">
      <div className="grid gap-4 md:grid-cols-3">
        <ResourceLinkList
          title="Housing and pension"
          links={[
            officialLinks.homeLoans,
            officialLinks.housingGrants,
            officialLinks.pension,
            officialLinks.aidAndAttendance,
          ]}
        />
        <ResourceLinkList
          title="Insurance and burial"
          links={[
            officialLinks.vgli,
            officialLinks.valife,
            officialLinks.burials,
            officialLinks.preNeedEligibility,
          ]}
        />
        <ResourceLinkList
          title="Families and survivors"
          links={[
            officialLinks.familyBenefits,
            officialLinks.dic,
            officialLinks.champva,
            officialLinks.caregiverSupport,
          ]}
        />
      </div>
    </GuideSection>
  )
}
