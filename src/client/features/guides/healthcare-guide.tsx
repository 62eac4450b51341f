import {
  Accessibility,
  Activity,
  Apple,
  Brain,
  Calendar,
  ClipboardList,
  Dumbbell,
  Eye,
  ExternalLink as ExternalLinkIcon,
  HeartPulse,
  MessageSquare,
  Pill,
  Stethoscope,
  UserRound,
  Video,
} from 'lucide-react'
import { guideFigures } from '@shared/guides/guide-figures'
import { supportLines, type SupportLine } from '@shared/guides/support-lines'
import { ExternalLink } from '@client/components/ui/external-link'
import { GuideCard, GuideSection, QualifyAndNextStep } from './guide-section'
import { officialLinks } from '@shared/guides/official-links'
import { PhoneLink } from './phone-link'
import { ResourceLinkList } from './resource-link-list'

/** Enrollment, mental health and telehealth: the three main Healthcare cards. */
export function HealthcareServiceCards() {
  return (
    <GuideSection id="health-services" title="Get started with VA health care">
      <div className="grid gap-4 lg:grid-cols-3">
        <GuideCard title="Healthcare Enrollment" icon={Stethoscope}>
          <p>
            VA health care covers check-ups, specialist care, prescriptions, mental health care and
            more. Many veterans pay little or nothing.
          </p>
          <QualifyAndNextStep
            qualifies="Most veterans who served on active duty and were not dishonorably discharged. If you served in a combat zone or were exposed to toxins, you can often enroll without a disability rating."
            nextStep={
              <>
                <ExternalLink href={officialLinks.applyHealthCare.href}>Apply online</ExternalLink>{' '}
                or call <PhoneLink line={supportLines.vaHealthBenefits} />
              </>
            }
          />
        </GuideCard>
        <GuideCard title="Mental Health Support" icon={Brain}>
          <p>
            VA treats PTSD, depression, anxiety, substance use and the effects of military sexual
            trauma. Ask your VA clinic for a same-day mental health visit. If you are in a suicidal
            crisis, VA covers emergency care at any VA or non-VA emergency room, even if you are not
            enrolled.
          </p>
          <QualifyAndNextStep
            qualifies="Enrolled veterans. Some care is open to veterans with an other-than-honorable discharge and to family members."
            nextStep={
              <>
                <ExternalLink href={officialLinks.mentalHealth.href}>
                  See VA mental health services
                </ExternalLink>
                . For free, private counseling outside a hospital, call a Vet Center at{' '}
                <PhoneLink line={supportLines.vetCenter} />
              </>
            }
          />
        </GuideCard>
        <GuideCard title="Telehealth Services" icon={Video}>
          <p>
            See your VA provider by video from home on your phone, tablet or computer, or get care
            at a nearby clinic connected to a specialist far away.
          </p>
          <QualifyAndNextStep
            qualifies="Veterans enrolled in VA health care, when their provider agrees video care suits them."
            nextStep={
              <>
                Ask your care team for a video visit.{' '}
                <ExternalLink href={officialLinks.telehealth.href}>
                  Learn about VA telehealth
                </ExternalLink>
              </>
            }
          />
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function SpecializedCareSection() {
  return (
    <GuideSection
      id="health-specialized"
      title="Specialized Care Programs"
      intro={
        <p>
          VA runs care programs for needs that most health systems rarely see. Ask your primary care
          team for a referral.
        </p>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <GuideCard title="Women veterans" icon={UserRound}>
          <p>
            Primary care from providers trained in women’s health, maternity care, and a Women
            Veterans Program Manager at every VA medical center. Call the Women Veterans Call Center
            at <PhoneLink line={supportLines.womenVeterans} />
          </p>
          <ExternalLink href={officialLinks.womenVeterans.href}>
            Women Veterans Health Care
          </ExternalLink>
        </GuideCard>
        <GuideCard title="Spinal cord injury" icon={Accessibility}>
          <p>
            Spinal cord injury centers and local teams provide rehabilitation, primary care,
            equipment and support for life.
          </p>
          <ExternalLink href={officialLinks.spinalCordInjury.href}>
            Spinal Cord Injuries and Disorders care
          </ExternalLink>
        </GuideCard>
        <GuideCard title="Blind rehabilitation" icon={Eye}>
          <p>
            Low vision clinics, training at home or at a blind rehabilitation center, and devices to
            help you live independently. A Visual Impairment Services Team coordinator can guide
            you.
          </p>
          <ExternalLink href={officialLinks.blindRehabilitation.href}>
            Blind Rehabilitation Service
          </ExternalLink>
        </GuideCard>
        <GuideCard title="Polytrauma and brain injury" icon={Activity}>
          <p>
            Coordinated care for traumatic brain injury and multiple serious injuries, from
            rehabilitation to long-term support for you and your family.
          </p>
          <ExternalLink href={officialLinks.polytrauma.href}>
            Polytrauma/TBI System of Care
          </ExternalLink>
        </GuideCard>
      </div>
    </GuideSection>
  )
}

export function PreventiveCareSection() {
  return (
    <GuideSection
      id="health-preventive"
      title="Preventive Care & Wellness"
      intro={
        <p>
          Staying well is part of VA care. These services come with enrollment at no extra charge
          for most veterans.
        </p>
      }
    >
      <div className="grid gap-4 md:grid-cols-3">
        <GuideCard title="Screenings" icon={HeartPulse}>
          <p>
            Cancer screenings, blood pressure and diabetes checks, and vaccines. Ask your primary
            care team which ones are due.
          </p>
          <ExternalLink href={officialLinks.prevention.href}>VA’s prevention guide</ExternalLink>
        </GuideCard>
        <GuideCard title="Fitness" icon={Dumbbell}>
          <p>
            MOVE!, VA’s weight management program, and Whole Health coaching help you set and reach
            your own goals.
          </p>
          <ExternalLink href={officialLinks.moveProgram.href}>MOVE! program</ExternalLink>
        </GuideCard>
        <GuideCard title="Nutrition" icon={Apple}>
          <p>
            VA dietitians help with healthy eating, diabetes, heart health and weight, in person or
            by video.
          </p>
          <ExternalLink href={officialLinks.nutrition.href}>
            Nutrition and Food Services
          </ExternalLink>
        </GuideCard>
      </div>
    </GuideSection>
  )
}

const quickLinks = [
  { label: 'Schedule an appointment', href: officialLinks.appointments.href, icon: Calendar },
  { label: 'Refill prescriptions', href: officialLinks.prescriptions.href, icon: Pill },
  { label: 'View medical records', href: officialLinks.medicalRecords.href, icon: ClipboardList },
  { label: 'Secure messaging', href: officialLinks.secureMessaging.href, icon: MessageSquare },
]

export function CommunityCareSection() {
  return (
    <GuideSection
      id="health-community-care"
      title="Community Care (MISSION Act)"
      intro={
        <>
          <p>
            Under the MISSION Act, VA may pay for care from a provider in your community when VA
            cannot give you the care you need close enough to home or soon enough.
          </p>
          <p>
            Your VA care team must approve community care before you go. Urgent care at an
            in-network clinic is the exception. After an emergency at a non-VA hospital, tell VA
            within {guideFigures.emergencyCareNotice.display}.
          </p>
        </>
      }
    >
      <QualifyAndNextStep
        qualifies="Enrolled veterans who meet VA’s rules on distance, wait time or the care they need."
        nextStep={
          <>
            Ask your VA care team whether you qualify.{' '}
            <ExternalLink href={officialLinks.communityCare.href}>
              Read about VA Community Care
            </ExternalLink>
          </>
        }
      />
      <h3 className="mt-6 text-xl font-semibold text-slate-900">Quick links on VA.gov</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {quickLinks.map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-800 underline-offset-4 hover:border-brand-600 hover:underline"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0" />
              <span>
                {label}
                <span className="whitespace-nowrap">
                  {'\u2060'}
                  <ExternalLinkIcon
                    aria-hidden="true"
                    className="ml-1 inline size-4 align-[-0.125em]"
                  />
                </span>
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </GuideSection>
  )
}

const healthRecords = [
  {
    title: 'Your VA medical records',
    text: 'Visit notes, lab and test results, medicines, allergies and vaccines. Download them online as a Blue Button report.',
    link: officialLinks.medicalRecords,
  },
  {
    title: 'Military service treatment records',
    text: 'Your medical records from your time in service. You need them for many disability claims.',
    link: officialLinks.militaryRecords,
  },
  {
    title: 'Community care records',
    text: 'Records from non-VA providers that VA paid for. Ask those providers for copies, and share them with your VA team.',
    link: officialLinks.communityCare,
  },
]

const emergencyContacts: readonly { line: SupportLine; when: string; linkText?: string }[] = [
  { line: supportLines.emergency, when: 'A medical emergency or danger to life' },
  {
    line: supportLines.veteransCrisisLine,
    when: 'Veterans Crisis Line, 24/7',
    linkText: `Dial ${supportLines.veteransCrisisLine.display}`,
  },
  { line: supportLines.vaHealthBenefits, when: 'VA health benefits questions' },
  { line: supportLines.poisonControl, when: 'Poison Control, 24/7' },
]

const mobileApps = [
  {
    ...officialLinks.healthAndBenefitsApp,
    description: 'Appointments, prescriptions, secure messages, claims and payments in one app.',
  },
  { ...officialLinks.videoConnectApp, description: 'Join video visits with your VA provider.' },
  {
    ...officialLinks.ptsdCoachApp,
    description: 'Tools to manage stress and PTSD symptoms, for anyone.',
  },
  { ...officialLinks.appStore, description: 'Every app VA offers, with what each one does.' },
]

export function HealthRecordsAndContacts() {
  return (
    <GuideSection id="health-lists" title="Records, contacts and apps">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold text-slate-900">Health records</h3>
          <ul className="mt-3 space-y-4">
            {healthRecords.map((record) => (
              <li key={record.title}>
                <p className="font-semibold text-slate-900">{record.title}</p>
                <p className="text-base text-slate-700">{record.text}</p>
                <ExternalLink href={record.link.href} className="text-base">
                  {record.link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border-2 border-crisis-700 bg-white p-6">
          <h3 className="text-xl font-semibold text-slate-900">Emergency contacts</h3>
          <ul className="mt-3 space-y-3">
            {emergencyContacts.map(({ line, when, linkText }) => (
              <li key={line.dial}>
                <p className="text-base text-slate-700">{when}</p>
                <PhoneLink line={line} className="text-lg">
                  {linkText ?? line.display}
                </PhoneLink>
              </li>
            ))}
          </ul>
        </div>
        <ResourceLinkList title="Mobile apps" links={mobileApps} />
      </div>
    </GuideSection>
  )
}
