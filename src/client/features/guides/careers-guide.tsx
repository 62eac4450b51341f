import {
  Check,
  Compass,
  ExternalLink as ExternalLinkIcon,
  MessageCircle,
  Search,
} from 'lucide-react'
import { Link } from 'react-router'
import { guideFigures } from '@shared/guides/guide-figures'
import { buttonVariants } from '@client/components/ui/button'
import { ExternalLink } from '@client/components/ui/external-link'
import { GuideCard, GuideSection, QualifyAndNextStep } from './guide-section'
import { officialLinks } from '@shared/guides/official-links'
import { ResourceLinkList } from './resource-link-list'

const vreBenefits = [
  `Up to ${guideFigures.vreEntitlement.display} of benefits`,
  'Tuition and fees for approved training, paid to the school',
  'A monthly living allowance while you train',
  'Career counseling with your own VR&E counselor',
]

export function VreOverview() {
  return (
    <GuideSection
      id="vre-overview"
      title="Veteran Readiness and Employment (VR&E)"
      intro={
        <p>
          VR&E, sometimes called Chapter 31, helps veterans with a service-connected disability
          prepare for, find and keep a job that suits them. If work is not possible now, it can help
          you live as independently as you can.
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold text-slate-900">What you can get</h3>
          <ul className="mt-3 space-y-2">
            {vreBenefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-6">
          <QualifyAndNextStep
            qualifies={
              <>
                You did not receive a dishonorable discharge and you have a service-connected
                disability rating of {guideFigures.vreMinimumRating.display}. Still serving? You may
                qualify with a memorandum rating of {guideFigures.vreMemorandumRating.display}.{' '}
                <ExternalLink href={officialLinks.vreEligibility.href}>
                  Check VR&E eligibility
                </ExternalLink>
              </>
            }
            nextStep="Apply online. VA will then set up a meeting with a counselor to plan your path."
          />
          {/* The product contract names an "Apply for VR&E" button; it opens VA's application rather than doing nothing. */}
          <a
            href={officialLinks.vreApply.href}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ className: 'self-start' })}
          >
            Apply for VR&E
            <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </GuideSection>
  )
}

const vreTracks = [
  {
    title: 'Reemployment',
    text: 'Go back to the job you held before you served, with the changes your disability needs.',
  },
  {
    title: 'Rapid Employment',
    text: 'Find a job quickly using skills you already have. VA calls this track Rapid Access to Employment.',
  },
  {
    title: 'Self-Employment',
    text: 'Plan and start your own business, with help on the business plan, training and equipment.',
  },
  {
    title: 'Employment Through Long-Term Services',
    text: 'Get the education or training, such as a college degree or an apprenticeship, that a new career needs.',
  },
  {
    title: 'Independent Living',
    text: 'If you cannot work right now, get help to live as independently as possible at home and in your community.',
  },
]

export function VreTracks() {
  return (
    <GuideSection
      id="vre-tracks"
      title="The five VR&E tracks"
      intro={
        <p>You and your counselor choose the track that fits your goals and your disability.</p>
      }
    >
      <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {vreTracks.map((track, index) => (
          <li key={track.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-xl font-semibold text-slate-900">
              <span className="text-brand-700">{index + 1}.</span> {track.title}
            </h3>
            <p className="mt-2 text-base text-slate-700">{track.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4">
        <ExternalLink href={officialLinks.vreTracks.href}>
          Read VA’s description of each track
        </ExternalLink>
      </p>
    </GuideSection>
  )
}

const resumeTips = [
  'Lead with results: what you achieved, with the size of the team, budget or equipment you were responsible for.',
  'Swap military terms for civilian ones. Write “managed a team of 9” rather than “squad leader”.',
  'Match each resume to the job posting. Use the words the employer uses.',
  'List your civilian certifications, licenses and any security clearance you still hold.',
  'Keep it short and easy to scan. Put the most relevant experience first.',
  'Ask someone outside the military to read it. If a line puzzles them, rewrite it.',
]

export function ResumeTips() {
  return (
    <GuideSection id="resume-tips" title="Resume tips">
      <ul className="max-w-3xl space-y-3">
        {resumeTips.map((tip) => (
          <li key={tip} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </GuideSection>
  )
}

export function CareerServiceCards() {
  return (
    <GuideSection id="career-services" title="Free help to find your next job">
      <div className="grid gap-4 lg:grid-cols-3">
        <GuideCard title="Career Assessment" icon={Compass}>
          <p>
            CareerScope, VA’s free online assessment, matches your interests and aptitudes to
            careers and training. You can also get free one-on-one career counseling from VA.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans and service members with VA education or VR&E benefits. Career counseling is also open to those leaving service and their dependents who have VA education benefits."
            nextStep={
              <>
                <ExternalLink href={officialLinks.careerScope.href}>Take CareerScope</ExternalLink>{' '}
                or read about{' '}
                <ExternalLink href={officialLinks.careerCounseling.href}>
                  career counseling
                </ExternalLink>
              </>
            }
          />
        </GuideCard>
        <GuideCard title="Veteran Job Board" icon={Search}>
          <p>
            USAJOBS lists federal jobs, where veterans’ preference can move you up the list. State
            job banks and American Job Centers list local jobs and employers who want to hire
            veterans.
          </p>
          <QualifyAndNextStep
            qualifies="Any veteran. Veterans’ preference in federal hiring depends on your service and discharge."
            nextStep={
              <>
                <ExternalLink href={officialLinks.usajobsVeterans.href}>
                  Search federal jobs for veterans
                </ExternalLink>{' '}
                or{' '}
                <ExternalLink href={officialLinks.americanJobCenters.href}>
                  find an American Job Center
                </ExternalLink>
              </>
            }
          />
        </GuideCard>
        <GuideCard title="Interview Coaching" icon={MessageCircle}>
          <p>
            Veteran employment staff at American Job Centers offer mock interviews and coaching. The
            Department of Labor’s Employment Navigators help people leaving service and their
            spouses.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans, transitioning service members and their spouses."
            nextStep={
              <ExternalLink href={officialLinks.employmentNavigator.href}>
                Meet an Employment Navigator
              </ExternalLink>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

const skillTranslations = [
  { military: 'Squad Leader', civilian: 'Team Manager' },
  { military: 'Platoon Sergeant', civilian: 'Operations Manager' },
  { military: 'Supply Sergeant', civilian: 'Inventory or Logistics Coordinator' },
  { military: 'Motor Transport Operator', civilian: 'Commercial Driver or Fleet Operator' },
  { military: 'Training NCO', civilian: 'Training and Development Specialist' },
  { military: 'Intelligence Analyst', civilian: 'Data or Research Analyst' },
  { military: 'IT Specialist', civilian: 'IT Support Specialist or Network Administrator' },
  {
    military: 'Combat Medic',
    civilian: 'Emergency Medical Technician (after civilian certification)',
  },
]

export function SkillsTranslation() {
  return (
    <GuideSection
      id="skills-translation"
      title="Skills translation guide"
      intro={
        <p>
          Employers may not know military titles. Describe your role by what you did, in words they
          use.
        </p>
      }
    >
      <div className="max-w-3xl overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">
            Military roles and civilian job titles that describe them
          </caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-brand-900">
                Military role
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-brand-900">
                Civilian title
              </th>
            </tr>
          </thead>
          <tbody>
            {skillTranslations.map((row) => (
              <tr key={row.military} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 font-normal text-slate-900">
                  {row.military}
                </th>
                <td className="px-4 py-3 text-slate-700">{row.civilian}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4">
        Find civilian jobs that match your exact military code with the{' '}
        <ExternalLink href={officialLinks.onetCrosswalk.href}>
          O*NET military crosswalk
        </ExternalLink>
        .
      </p>
    </GuideSection>
  )
}

export function CareerResourceLists() {
  return (
    <GuideSection id="career-resources" title="Networking, learning and more resources">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold text-slate-900">Networking</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>Ask an American Job Center for its veteran employment representative.</li>
            <li>
              Reach out to veterans already working in the field you want. Most are glad to help.
            </li>
            <li>Join a professional association or a company’s veteran employee group.</li>
            <li>
              Still serving? DoD SkillBridge lets you train with an employer before you separate.
            </li>
          </ul>
          <p className="mt-3">
            <ExternalLink href={officialLinks.skillBridge.href}>Explore SkillBridge</ExternalLink>
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold text-slate-900">Continuing education</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              Use the GI Bill for degrees, certificates and apprenticeships.{' '}
              <Link
                to="/education"
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                Read our education guide
              </Link>
            </li>
            <li>
              Find civilian credentials that match your training with{' '}
              <ExternalLink href={officialLinks.credentialing.href}>COOL</ExternalLink>.
            </li>
            <li>
              Earn while you learn through a registered{' '}
              <ExternalLink href={officialLinks.apprenticeship.href}>apprenticeship</ExternalLink>.
            </li>
          </ul>
        </div>
        <ResourceLinkList
          title="Official resources"
          links={[
            officialLinks.vre,
            officialLinks.dolVets,
            officialLinks.careerOneStopVeterans,
            officialLinks.usajobsVeterans,
          ]}
        />
      </div>
    </GuideSection>
  )
}
