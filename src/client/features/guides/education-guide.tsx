import { Award, BookOpen, GraduationCap, Users, Wrench } from 'lucide-react'
import type { ReactNode } from 'react'
import { guideFigures } from '@shared/guides/guide-figures'
import { supportLines } from '@shared/guides/support-lines'
import { ExternalLink } from '@client/components/ui/external-link'
import { GuideCard, GuideSection, QualifyAndNextStep } from './guide-section'
import { officialLinks } from '@shared/guides/official-links'
import { PhoneLink } from './phone-link'
import { ResourceLinkList } from './resource-link-list'

type EducationGuideProps = {
  /** The GI Bill calculator, composed by the page (a guide never imports another feature). */
  calculator: ReactNode
}

/** Everything under the Education page's h1: the housing allowance, the guide cards, applying, links. */
export function EducationGuide({ calculator }: EducationGuideProps) {
  return (
    <>
      <HousingAllowanceSection calculator={calculator} />
      <EducationBenefitCards />
      <ApplySection />
      <GuideSection id="education-resources" title="Official resources">
        <div className="grid gap-4 md:grid-cols-2">
          <ResourceLinkList
            title="Compare and apply"
            links={[
              officialLinks.comparisonTool,
              officialLinks.applyEducation,
              officialLinks.educationRates,
              officialLinks.verifyEnrollment,
            ]}
          />
          <ResourceLinkList
            title="More ways to pay for school"
            links={[
              officialLinks.yellowRibbon,
              officialLinks.onTheJobTraining,
              officialLinks.federalStudentAid,
              officialLinks.bahLookup,
            ]}
          />
        </div>
      </GuideSection>
    </>
  )
}

/** product contract §2, Education: the GI Bill calculator beside how VA works out the amount. */
function HousingAllowanceSection({ calculator }: EducationGuideProps) {
  return (
    <GuideSection
      id="gi-bill-calculator"
      title="GI Bill housing allowance calculator"
      intro={
        <p>
          With the Post-9/11 GI Bill, VA pays a monthly housing allowance while you are in school.
          Here is how VA works out the amount, so you can estimate yours before you choose a school.
        </p>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold text-slate-900">How the amount is worked out</h3>
          <ol className="mt-3 list-decimal space-y-3 pl-6 text-slate-700">
            <li>
              <strong className="text-slate-900">Where you study.</strong> VA starts from the
              military housing allowance (BAH) for an E-5 with dependents at the ZIP code of the
              campus where you take most of your classes. Big cities pay more than small towns.
            </li>
            <li>
              <strong className="text-slate-900">Your benefit level.</strong> VA multiplies that by
              your benefit level: 50% to 100%, depending on how long you served on active duty after
              September 10, 2001. It is printed on your Certificate of Eligibility.
            </li>
            <li>
              <strong className="text-slate-900">How much you study.</strong> You must study more
              than half-time to get any housing allowance. Above that, VA pays in proportion to your
              course load, rounded to the nearest 10%.
            </li>
            <li>
              <strong className="text-slate-900">Online only.</strong> If all your classes are
              online, the rate is half the national average BAH for an E-5 with dependents, whatever
              your ZIP code. Take at least one class in person each term to get your campus rate.
            </li>
          </ol>
          <p className="mt-4 text-slate-700">
            VA pays for the days you are in class, not for breaks between terms. Rates change each
            August 1. Active-duty service members, and spouses using transferred benefits while the
            service member is on active duty, do not get the housing allowance.
          </p>
        </div>
        <div className="flex flex-col gap-3">
          {calculator}
          <p className="text-base text-slate-700">
            Or see VA’s own figures for a school in the{' '}
            <ExternalLink href={officialLinks.comparisonTool.href}>
              GI Bill Comparison Tool
            </ExternalLink>
            .
          </p>
        </div>
      </div>
    </GuideSection>
  )
}

function EducationBenefitCards() {
  return (
    <GuideSection
      id="education-benefits"
      title="Education benefits at a glance"
      intro={
        <p>
          Most people use one of these. If you qualify for more than one, VA will ask you to choose.
        </p>
      }
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <GuideCard title="Post-9/11 GI Bill" icon={GraduationCap}>
          <p>
            Pays tuition and fees to your school, a monthly housing allowance and money for books,
            for up to {guideFigures.postNineElevenEntitlement.display}. If your service ended on or
            after January 1, 2013, your benefits do not expire.
          </p>
          <QualifyAndNextStep
            qualifies="You served at least 90 days on active duty after September 10, 2001, were discharged for a service-connected disability after at least 30 days, or received a Purple Heart for service after that date."
            nextStep={
              <ExternalLink href={officialLinks.postNineElevenGiBill.href}>
                Check your eligibility
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Montgomery GI Bill" icon={BookOpen}>
          <p>
            Pays you a monthly amount for school or training. You choose how to spend it. It can
            suit you better if your school is inexpensive or you study part-time.
          </p>
          <QualifyAndNextStep
            qualifies="You paid into the program during your first year of active duty and served the required time."
            nextStep={
              <ExternalLink href={officialLinks.montgomeryGiBill.href}>
                Compare it with the Post-9/11 GI Bill
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Yellow Ribbon Program" icon={Award}>
          <p>
            Helps pay tuition that the Post-9/11 GI Bill does not cover at private schools, graduate
            schools and out-of-state public schools. The school and VA share the gap.
          </p>
          <QualifyAndNextStep
            qualifies="You qualify for the Post-9/11 GI Bill at the 100% level, or are a Fry Scholar, and your school takes part."
            nextStep={
              <ExternalLink href={officialLinks.yellowRibbon.href}>
                Find schools that take part
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Transfer to your family" icon={Users}>
          <p>
            Service members can give some or all of their Post-9/11 GI Bill to a spouse or children.
          </p>
          <QualifyAndNextStep
            qualifies={
              <>
                You are still serving, with {guideFigures.giBillTransferService.display}. It must be
                approved before you leave.
              </>
            }
            nextStep={
              <ExternalLink href={officialLinks.transferGiBill.href}>
                Read how to transfer
              </ExternalLink>
            }
          />
        </GuideCard>
        <GuideCard title="Benefits for survivors and dependents" icon={Users}>
          <p>
            The Fry Scholarship and Survivors’ and Dependents’ Educational Assistance (DEA) help pay
            for school for family members of veterans who died or are permanently disabled by their
            service.
          </p>
          <QualifyAndNextStep
            qualifies="Children and spouses of service members who died in the line of duty or of Selected Reserve members who died of a service-connected disability on or after 9/11/2001 (Fry), and of veterans who died of, or are permanently and totally disabled by, a service-connected condition, or who were rated permanent and total when they died, whatever the cause (DEA)."
            nextStep={
              <>
                <ExternalLink href={officialLinks.fryScholarship.href}>
                  Fry Scholarship
                </ExternalLink>{' '}
                or <ExternalLink href={officialLinks.dependentsEducation.href}>DEA</ExternalLink>
              </>
            }
          />
        </GuideCard>
        <GuideCard title="Training, apprenticeships and licenses" icon={Wrench}>
          <p>
            You can use the GI Bill for on-the-job training, apprenticeships, trade schools, flight
            training and licensing or certification tests, not only college.
          </p>
          <QualifyAndNextStep
            qualifies="Anyone with GI Bill benefits, for a program VA has approved."
            nextStep={
              <ExternalLink href={officialLinks.onTheJobTraining.href}>
                See training options
              </ExternalLink>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

function ApplySection() {
  return (
    <GuideSection id="education-apply" title="How to apply">
      <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-slate-700">
        <li>
          Apply online for education benefits. VA then mails you a Certificate of Eligibility (COE).{' '}
          <ExternalLink href={officialLinks.applyEducation.href}>
            Apply for education benefits
          </ExternalLink>
        </li>
        <li>
          Give a copy of your COE to your school’s certifying official (often in the veterans or
          financial aid office).
        </li>
        <li>The school tells VA you are enrolled. VA pays your tuition to the school.</li>
        <li>
          Verify your enrollment each month, or your housing payments may stop.{' '}
          <ExternalLink href={officialLinks.verifyEnrollment.href}>
            Verify your enrollment
          </ExternalLink>
        </li>
      </ol>
      <p className="mt-4 text-slate-700">
        Questions? Call the GI Bill hotline at <PhoneLink line={supportLines.giBill} />.
      </p>
    </GuideSection>
  )
}
