import { isPro } from '@shared/auth/auth-contract'
import { PageContainer } from '@client/components/page-container'
import { CurrentPlan } from '@client/features/subscription/current-plan'
import { SubscriptionCheckout } from '@client/features/subscription/subscription-checkout'
import { useAuth } from '@client/lib/session'

export function SubscribePage() {
  const { user } = useAuth()
  return (
    <PageContainer>
      {user && isPro(user) ? <CurrentPlan /> : <SubscriptionCheckout />}
    </PageContainer>
  )
}
