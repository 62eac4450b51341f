import { useNavigate } from 'react-router'
import { useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'

/** What both card forms do when a payment ends: the toasts of product contract §8, then the dashboard. */
export function usePaymentOutcome() {
  const { refreshUser } = useAuth()
  const navigate = useNavigate()
  return {
    async handlePaid() {
      toast({ title: 'Payment Successful', description: 'You are now subscribed to Pro!' })
      await refreshUser()
      await navigate('/dashboard')
    },
    handleFailed(message: string) {
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
    },
  }
}
