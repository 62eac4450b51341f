import { useEffect } from 'react'
import { toast } from './toast'

/**
 * Tells people when their connection drops and when it returns, so a failed send or upload is
 * never a mystery. Each toast replaces the previous one.
 */
export function useConnectionToasts() {
  useEffect(() => {
    const handleOffline = () =>
      toast({
        title: "You're offline",
        description: 'Check your internet connection. What you have typed stays on this page.',
        variant: 'destructive',
      })
    const handleOnline = () =>
      toast({ title: 'Back online', description: 'Your connection is working again.' })
    window.addEventListener('offline', handleOffline)
    window.addEventListener('online', handleOnline)
    return () => {
      window.removeEventListener('offline', handleOffline)
      window.removeEventListener('online', handleOnline)
    }
  }, [])
}
