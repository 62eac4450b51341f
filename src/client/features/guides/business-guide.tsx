import { BadgeCheck, Handshake, Landmark, Lightbulb, Presentation, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { guideFigures } from '@shared/guides/guide-figures'
import { ExternalLink } from '@client/components/ui/external-link'
import { GuideCard, GuideSection, QualifyAndNextStep } from './guide-section'
import { officialLinks } from '@shared/guides/official-links'
import { ResourceLinkList } from './resource-link-list'

/** Everything under the Business page's h1. A static guide with no behaviour (product contract §2). */
export function BusinessGuide() {
  return (
    <>
      <GuideSection
        id="business-start"
        title="Learn and plan, for free"
        intro={
          <p>
            Start with free training and a counselor before you spend money. These programs are run
            or funded by the U.S. Small Business Administration (SBA).
          </p>
        }
      >
        <div className="grid gap-4 md:grid-cols-3">
          <GuideCard title="Boots to Business" icon={Presentation}>
            <p>
              An SBA course on starting a business: testing your idea, writing a plan and finding
              money. You can take it on base during your transition or online after you leave.
            </p>
            <QualifyAndNextStep
              qualifies="Transitioning service members, veterans of any era, National Guard and Reserve members, and military spouses."
              nextStep={
                <ExternalLink href={officialLinks.ovbd.href}>
                  See SBA’s veteran programs
                </ExternalLink>
              }
            />
          </GuideCard>
          <GuideCard title="Veterans Business Outreach Centers" icon={Handshake}>
            <p>
              Free one-on-one counseling: business plans, feasibility checks, and help finding loans
              and contracts. There are centers across the country.
            </p>
            <QualifyAndNextStep
              qualifies="Veterans, service members, National Guard and Reserve members, and military spouses."
              nextStep={
                <ExternalLink href={officialLinks.vboc.href}>Find your nearest center</ExternalLink>
              }
            />
          </GuideCard>
          <GuideCard title="A free mentor" icon={Lightbulb}>
            <p>
              SCORE, an SBA partner, matches you with a volunteer mentor who has run a business.
              Mentoring and most workshops are free.
            </p>
            <QualifyAndNextStep
              qualifies="Anyone starting or running a small business."
              nextStep={
                <ExternalLink href={officialLinks.score.href}>Request a mentor</ExternalLink>
              }
            />
          </GuideCard>
        </div>
      </GuideSection>

      <GuideSection
        id="business-certify"
        title="Get certified and sell to the government"
        intro={
          <p>
            Federal agencies set aside some contracts for veteran-owned businesses. To compete for
            them, your business needs to be registered and certified.
          </p>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <GuideCard title="SBA VetCert" icon={BadgeCheck}>
            <p>
              SBA certifies Veteran-Owned Small Businesses (VOSB) and Service-Disabled Veteran-Owned
              Small Businesses (SDVOSB). Certification is free. You need it for veteran set-aside
              contracts.
            </p>
            <QualifyAndNextStep
              qualifies={
                <>
                  Your business is small, and veterans (for SDVOSB, service-disabled veterans) own{' '}
                  {guideFigures.vetCertOwnership.display} of it and run it day to day.
                </>
              }
              nextStep={
                <>
                  Register your business on{' '}
                  <ExternalLink href={officialLinks.samGov.href}>SAM.gov</ExternalLink>, then{' '}
                  <ExternalLink href={officialLinks.vetCert.href}>apply on VetCert</ExternalLink>.
                </>
              }
            />
          </GuideCard>
          <GuideCard title="Contracting help" icon={Landmark}>
            <p>
              VA’s Vets First program gives certified veteran businesses first chance at many VA
              contracts. APEX Accelerators give free, local help with bids, registrations and
              finding opportunities.
            </p>
            <QualifyAndNextStep
              qualifies="Any small business that wants to sell to federal, state or local government."
              nextStep={
                <>
                  <ExternalLink href={officialLinks.apexAccelerators.href}>
                    Find an APEX Accelerator
                  </ExternalLink>{' '}
                  or read{' '}
                  <ExternalLink href={officialLinks.vaOsdbu.href}>
                    how VA buys from small businesses
                  </ExternalLink>
                  .
                </>
              }
            />
          </GuideCard>
        </div>
      </GuideSection>

      <GuideSection
        id="business-funding"
        title="Paying for your business"
        intro={
          <>
            <p>
              SBA does not lend money itself. It guarantees loans made by banks and other lenders,
              which can make a loan easier to get. Microloans suit smaller amounts.
            </p>
            <p>
              There are few federal grants for starting a business. Be wary of anyone who charges a
              fee to find you a “veteran business grant”.
            </p>
          </>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <GuideCard title="SBA-backed loans" icon={Wallet}>
            <p>
              Ask a lender about SBA 7(a), 504 and microloans. A business plan and your credit
              history help.
            </p>
            <QualifyAndNextStep
              qualifies="Small businesses that meet SBA’s size rules and the lender’s requirements."
              nextStep={
                <ExternalLink href={officialLinks.sbaLoans.href}>
                  Compare SBA loan types
                </ExternalLink>
              }
            />
          </GuideCard>
          <GuideCard title="VR&E Self-Employment track" icon={Handshake}>
            <p>
              If you have a service-connected disability, VA’s Veteran Readiness and Employment
              program can help you plan and start a business as your path to work.
            </p>
            <QualifyAndNextStep
              qualifies="Veterans with a service-connected disability rating who are eligible for VR&E."
              nextStep={
                <Link
                  to="/careers"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  Read our VR&E guide
                </Link>
              }
            />
          </GuideCard>
        </div>
      </GuideSection>

      <GuideSection id="business-resources" title="Official resources">
        <div className="grid gap-4 md:grid-cols-2">
          <ResourceLinkList
            title="Training and counseling"
            links={[
              officialLinks.sbaVeterans,
              officialLinks.ovbd,
              officialLinks.vboc,
              officialLinks.score,
            ]}
          />
          <ResourceLinkList
            title="Certification and contracts"
            links={[
              officialLinks.vetCert,
              officialLinks.samGov,
              officialLinks.apexAccelerators,
              officialLinks.vaOsdbu,
            ]}
          />
        </div>
      </GuideSection>
    </>
  )
}
