import { vaForms } from '@shared/guides/va-forms'
import { Bot, FileSearch, Upload } from 'lucide-react'
import { Link } from 'react-router'
import { guideFigures } from '@shared/guides/guide-figures'
import { supportLines } from '@shared/guides/support-lines'
import { Button } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { GuideCard, GuideSection, QualifyAndNextStep } from './guide-section'
import { officialLinks } from '@shared/guides/official-links'
import { PhoneLink } from './phone-link'
import { ResourceLinkList } from './resource-link-list'

const steps = [
  {
    title: 'Tell VA you plan to file (intent to file)',
    body: (
      <>
        An intent to file gives you {guideFigures.intentToFileWindow.display} to send your claim. If
        VA approves it, your payments can start from the date of your intent. You can do it online,
        by phone or through a representative.{' '}
        <ExternalLink href={officialLinks.intentToFile.href}>Submit an intent to file</ExternalLink>
      </>
    ),
  },
  {
    title: 'Gather your evidence',
    body: (
      <>
        Collect what shows your condition and its link to your service: your{' '}
        {vaForms.dischargeCertificate.number}, service treatment records, VA and private medical
        records, and statements from people who know how the condition affects you. VA can request
        federal records for you if you tell it where they are.{' '}
        <ExternalLink href={officialLinks.evidence.href}>See what evidence helps</ExternalLink>
      </>
    ),
  },
  {
    title: 'File your claim',
    body: (
      <>
        The fastest way is online, on VA Form {vaForms.disabilityClaim.number}. You can also file by
        mail, in person at a VA regional office, or with an accredited representative, for free.{' '}
        <ExternalLink href={officialLinks.fileClaim.href}>
          File for disability compensation
        </ExternalLink>
      </>
    ),
  },
  {
    title: 'Go to your claim exam, if VA asks',
    body: (
      <>
        VA may schedule a compensation and pension (C&P) exam. Go to it: a missed exam can lead to a
        denial. Bring a list of your symptoms and how they affect your day.{' '}
        <ExternalLink href={officialLinks.claimExam.href}>
          Learn what happens at the exam
        </ExternalLink>
      </>
    ),
  },
  {
    title: 'Track your claim and answer requests',
    body: (
      <>
        Check your claim status online and reply quickly if VA asks for more information.{' '}
        <ExternalLink href={officialLinks.claimStatus.href}>Check your claim status</ExternalLink>
      </>
    ),
  },
  {
    title: 'Read your decision, and ask for a review if you disagree',
    body: (
      <>
        Your decision letter explains your rating. If you disagree, you have choices (see below).{' '}
        <ExternalLink href={officialLinks.compensationRates.href}>
          See current compensation rates
        </ExternalLink>
      </>
    ),
  },
]

type ClaimsGuideProps = {
  isSignedIn: boolean
}

/** Everything under the Claims page's h1: eligibility, the steps, free help, reviews and links. */
export function ClaimsGuide({ isSignedIn }: ClaimsGuideProps) {
  return (
    <>
      <GuideSection
        id="claims-overview"
        title="What disability compensation is"
        intro={
          <p>
            Disability compensation is a tax-free monthly payment from VA. It is for veterans with
            an illness or injury that was caused by their service, or made worse by it. Conditions
            that appear after you leave the military can count too.
          </p>
        }
      >
        <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6">
          <QualifyAndNextStep
            qualifies={
              <>
                You may qualify if you served on active duty, active duty for training, or inactive
                duty training; you have a current condition; and that condition is linked to your
                service. Your discharge must be other than dishonorable.{' '}
                <ExternalLink href={officialLinks.disabilityEligibility.href}>
                  Check the eligibility rules
                </ExternalLink>
              </>
            }
            nextStep={
              <>Submit an intent to file. It protects your start date while you gather evidence.</>
            }
          />
        </div>
      </GuideSection>

      <GuideSection id="claims-steps" title="How to file, step by step">
        <ol className="max-w-3xl space-y-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </GuideSection>

      <GuideSection
        id="claims-free-help"
        title="Get free help from an accredited representative"
        intro={
          <>
            <p>
              Veterans Service Organizations, and VA-accredited agents and attorneys, can prepare
              and file your claim with you. Help from a Veterans Service Organization is free. No
              one may charge you to help file your first claim.
            </p>
            <p>
              Be careful with anyone who asks for a fee or a share of your back pay up front, or who
              promises a rating. Check that they are accredited first.
            </p>
          </>
        }
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <ExternalLink href={officialLinks.accreditedRepresentative.href}>
            Find a VA-accredited representative
          </ExternalLink>
          <span className="text-slate-700">
            Questions about benefits? Call VA at <PhoneLink line={supportLines.vaBenefits} />, or
            MyVA411 at <PhoneLink line={supportLines.myVa411} /> for any VA question
          </span>
        </div>
      </GuideSection>

      <GuideSection
        id="claims-hub-tools"
        title="Prepare with the hub's tools"
        intro={<p>Our tools help you get ready. They do not file anything with VA for you.</p>}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <GuideCard title="Ask the AI assistant" icon={Bot}>
            <p>
              Ask about the claim process in your own words, such as which evidence fits your
              condition or how to prepare for your exam. Answers are general guidance, not legal or
              medical advice.
            </p>
            <Button asChild className="mt-auto self-start">
              <Link to="/ai-assistant">Ask the AI assistant</Link>
            </Button>
          </GuideCard>
          <GuideCard title="Upload your medical records" icon={Upload}>
            <p>
              Keep copies of your records in one private place, ready for your claim. Records are
              encrypted and only you can open them. You need to be signed in.
            </p>
            {/* The Tools page shows nothing to a visitor (product contract §2), so a visitor signs in first. */}
            <Button asChild variant="secondary" className="mt-auto self-start">
              {isSignedIn ? (
                <Link to="/tools">Upload medical records on the Tools page</Link>
              ) : (
                <Link to="/login">Sign in to upload medical records</Link>
              )}
            </Button>
          </GuideCard>
        </div>
      </GuideSection>

      <GuideSection id="claims-special" title="Claims with their own rules">
        <div className="grid gap-4 md:grid-cols-2">
          <GuideCard title="Toxic exposure and the PACT Act" icon={FileSearch}>
            <p>
              If you were exposed to burn pits, Agent Orange or other toxins, VA presumes that some
              conditions were caused by your service. You do not have to prove the link for those
              conditions.
            </p>
            <QualifyAndNextStep
              qualifies="Veterans and survivors of veterans who served in the places and dates the law lists."
              nextStep={
                <ExternalLink href={officialLinks.pactAct.href}>
                  Check the PACT Act conditions and places
                </ExternalLink>
              }
            />
          </GuideCard>
          <GuideCard title="Filing before you leave service" icon={FileSearch}>
            <p>
              Through Benefits Delivery at Discharge (BDD), you can file{' '}
              {guideFigures.bddWindow.display}. That can mean a decision soon after you separate.
            </p>
            <QualifyAndNextStep
              qualifies="Service members on full-time active duty, including National Guard and Reserve members on active duty, with a known separation date."
              nextStep={
                <ExternalLink href={officialLinks.preDischargeClaim.href}>
                  Read how to file a BDD claim
                </ExternalLink>
              }
            />
          </GuideCard>
        </div>
      </GuideSection>

      <GuideSection
        id="claims-reviews"
        title="If you disagree with your decision"
        intro={
          <p>
            You have three ways to ask VA to look again. You generally have{' '}
            {guideFigures.decisionReviewWindow.display} from the date on your decision letter to ask
            for a Higher-Level Review or a Board Appeal. You can file a Supplemental Claim at any
            time, but filing within {guideFigures.decisionReviewWindow.display} can protect your
            start date for payments.
          </p>
        }
      >
        <div className="grid gap-4 md:grid-cols-3">
          <GuideCard title="Supplemental Claim">
            <p>You have new and relevant evidence that VA has not seen.</p>
          </GuideCard>
          <GuideCard title="Higher-Level Review">
            <p>A senior reviewer looks at the same evidence again. You cannot add new evidence.</p>
          </GuideCard>
          <GuideCard title="Board Appeal">
            <p>A Veterans Law Judge reviews your case. You can ask for a hearing.</p>
          </GuideCard>
        </div>
        <p className="mt-4">
          <ExternalLink href={officialLinks.decisionReviews.href}>
            Compare the review options
          </ExternalLink>
        </p>
      </GuideSection>

      <GuideSection id="claims-resources" title="Official resources">
        <div className="grid gap-4 md:grid-cols-2">
          <ResourceLinkList
            title="Filing and tracking"
            links={[
              officialLinks.fileClaim,
              officialLinks.intentToFile,
              officialLinks.claimStatus,
              officialLinks.compensationRates,
            ]}
          />
          <ResourceLinkList
            title="Records and help"
            links={[
              officialLinks.serviceRecords,
              officialLinks.medicalRecords,
              officialLinks.accreditedRepresentative,
            ]}
          />
        </div>
      </GuideSection>
    </>
  )
}
