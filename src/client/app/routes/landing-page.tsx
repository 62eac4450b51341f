import { Link } from 'react-router'
import { PageContainer } from '@client/components/page-container'
import { Button } from '@client/components/ui/button'
import { CategoryCards } from '@client/features/guides/category-cards'
import { CrisisBox } from '@client/features/guides/crisis-box'
import { ImpactFigures } from '@client/features/guides/impact-figures'
import { PlanComparison } from '@client/features/guides/plan-comparison'
import { Testimonials } from '@client/features/guides/testimonials'
import { useAuth } from '@client/lib/session'

export function LandingPage() {
  const { user } = useAuth()
  const isSignedIn = user !== null
  return (
    <PageContainer>
      <section aria-labelledby="hero-title" className="max-w-3xl space-y-6">
        <h1 id="hero-title" tabIndex={-1} className="text-4xl font-bold tracking-tight md:text-5xl">
          Get the VA benefits you earned, one clear step at a time
        </h1>
        <p className="text-xl text-slate-700">
          Plain-language guides, calculators and an AI assistant for veterans, their families and
          survivors.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={isSignedIn ? '/ai-assistant' : '/register'}>Get AI Assistance</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={isSignedIn ? '/dashboard' : '/register'}>Explore Resources</Link>
          </Button>
        </div>
        <p className="text-base text-slate-700">
          An independent guide: we are not the VA. Applying for VA benefits is always free.
        </p>
      </section>
      <ImpactFigures />
      <CategoryCards />
      <Testimonials />
      <PlanComparison isSignedIn={isSignedIn} />
      <CrisisBox />
    </PageContainer>
  )
}
