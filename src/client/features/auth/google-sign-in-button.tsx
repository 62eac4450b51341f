import { LoaderCircle } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@client/components/ui/button'
import { preloadSignInCode, useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'
import { signInErrorMessage } from './sign-in-errors'

type GoogleSignInButtonProps = {
  label: string
  /** Toast title and default message when sign-in fails (product contract §8). */
  failureTitle: string
  failureFallback: string
  onSignedIn?: () => void
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.7 3.2 14.6 2.2 12 2.2 6.6 2.2 2.3 6.6 2.3 12s4.3 9.8 9.7 9.8c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  )
}

const subscribeToNothing = () => () => {}

/** Runs `task` once the browser is idle (a second later where it cannot say); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1000)
  return () => clearTimeout(handle)
}

/** Google sign-in through the popup; busy while it is open, then on to the dashboard. */
export function GoogleSignInButton({
  label,
  failureTitle,
  failureFallback,
  onSignedIn,
}: GoogleSignInButtonProps) {
  const { prepareSignIn, signInWithGoogle } = useAuth()
  const navigate = useNavigate()
  const [isBusy, setIsBusy] = useState(false)
  // The prerendered button arrives before the code that signs in: until the page has hydrated, a
  // press would do nothing, so it shows as unavailable instead of losing the press silently.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  // The code downloads while the browser is idle; it starts (and on a phone asks Google for its
  // popup helper) only when a pointer reaches the button, a finger touches it or it takes focus.
  useEffect(() => whenIdle(preloadSignInCode), [])

  async function handleClick() {
    setIsBusy(true)
    try {
      await signInWithGoogle()
      onSignedIn?.()
      await navigate('/dashboard')
    } catch (error) {
      toast({
        title: failureTitle,
        description: signInErrorMessage(error, failureFallback),
        variant: 'destructive',
      })
      setIsBusy(false)
    }
  }

  return (
    <Button
      variant="secondary"
      className="w-full justify-center border-slate-300 text-slate-900"
      aria-busy={isBusy}
      disabled={isBusy || !isHydrated}
      onPointerEnter={prepareSignIn}
      onPointerDown={prepareSignIn}
      onFocus={prepareSignIn}
      onClick={() => void handleClick()}
    >
      {isBusy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <GoogleMark />}
      {isBusy ? 'Waiting for Google…' : label}
    </Button>
  )
}
