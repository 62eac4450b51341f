import { Link } from 'react-router'
import { PlanCards } from '@client/components/plan-cards'
import { Button } from '@client/components/ui/button'

type PlanComparisonProps = {
  isSignedIn: boolean
}

/** The landing page's plans, each with the next step for a visitor or a member. */
export function PlanComparison({ isSignedIn }: PlanComparisonProps) {
  return (
    <section aria-labelledby="plans-title" className="mt-16">
      <h2 id="plans-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        Choose your plan
      </h2>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">
        The guides on this site are free to read without an account. An account adds the AI
        assistant and your tools.
      </p>
      <PlanCards
        freeAction={
          <Button asChild variant="secondary" className="w-full">
            <Link to={isSignedIn ? '/dashboard' : '/register'}>
              {isSignedIn ? 'Go to your dashboard' : 'Start for free'}
            </Link>
          </Button>
        }
        proAction={
          <Button asChild className="w-full">
            <Link to={isSignedIn ? '/subscribe' : '/register'}>Upgrade to Pro</Link>
          </Button>
        }
      />
    </section>
  )
}
