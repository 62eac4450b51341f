import { Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@client/components/ui/button'
import { ApiError } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'
import { useConfirmFocus } from '@client/lib/use-confirm-focus'
import { useDeleteAccount } from './account-queries'

/** Long enough for the home page to load on a slow phone; signing out never waits longer. */
const SCREEN_CHANGE_TIMEOUT_MS = 5000

function withResolvers() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

function wait(milliseconds: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, milliseconds))
}

export type DeleteAccountSectionProps = {
  /** Clears what the hub keeps only in this browser (wellness check-ins), if the member asks. */
  onClearBrowserData: () => void
}

/**
 * "Privacy is visible": what deleting the account removes, and the button that does it, after an
 * inline confirmation. On success the member is signed out and lands on the home page.
 */
export function DeleteAccountSection({ onClearBrowserData }: DeleteAccountSectionProps) {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const deletion = useDeleteAccount()
  const [isConfirming, setIsConfirming] = useState(false)
  const [clearsBrowserData, setClearsBrowserData] = useState(true)
  const checkboxId = useId()
  const isDeleting = deletion.isPending
  // Resolves once this section has left the screen, i.e. the home page has replaced the dashboard.
  const leftScreen = useRef(withResolvers())
  useEffect(() => {
    // A new one on each mount: StrictMode's trial unmount in development must not resolve it.
    const deferred = withResolvers()
    leftScreen.current = deferred
    return () => deferred.resolve()
  }, [])
  const { deleteButtonRef, keepButtonRef } = useConfirmFocus(isConfirming)

  function keepOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && !isDeleting) setIsConfirming(false)
  }

  async function handleDelete() {
    try {
      await deletion.mutateAsync()
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description:
          error instanceof ApiError
            ? error.message
            : 'We could not delete your account. Please check your connection and try again.',
        variant: 'destructive',
      })
      return
    }
    if (clearsBrowserData) onClearBrowserData()
    // Home first, and sign out only once the dashboard is gone: signing out while it is still on
    // screen would have its route guard send the member to /login instead.
    await navigate('/', { replace: true })
    await Promise.race([leftScreen.current.promise, wait(SCREEN_CHANGE_TIMEOUT_MS)])
    try {
      await signOut()
    } finally {
      toast({
        title: 'Account Deleted',
        description:
          'Your account, conversations and records are gone. You are signed out.',
      })
    }
  }

  return (
    <section
      aria-labelledby="delete-account-title"
      className="mt-12 border-t-2 border-slate-200 pt-8"
    >
      <h2 id="delete-account-title" className="text-2xl font-bold">
        Delete your account
      </h2>
      <p className="mt-3 max-w-3xl">
        Deleting your account removes your name and email, your saved conversations and your
        uploaded records from the hub. If you have Pro, it is cancelled at once, with no further
        charges. So that deleting cannot start a fresh free allowance, we keep only how many
        questions you asked this month, under a one-way code of your sign-in, with no name or email,
        until the month ends. Wellness check-ins are kept only in this browser; you can clear them
        at the same time.
      </p>
      {isConfirming ? (
        <div
          role="group"
          aria-labelledby="delete-account-confirm"
          className="mt-4 max-w-3xl rounded-xl border-2 border-crisis-700 bg-crisis-50 p-5"
        >
          <p id="delete-account-confirm" className="font-semibold">
            Delete your account? This cannot be undone.
          </p>
          <div className="mt-3 flex min-h-11 items-center gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-6 shrink-0 accent-crisis-700"
              checked={clearsBrowserData}
              onChange={(event) => setClearsBrowserData(event.target.checked)}
              onKeyDown={keepOnEscape}
              disabled={isDeleting}
            />
            <label htmlFor={checkboxId}>
              Also clear the wellness check-ins saved in this browser
            </label>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="crisis"
              onClick={() => void handleDelete()}
              onKeyDown={keepOnEscape}
              disabled={isDeleting}
              aria-busy={isDeleting}
            >
              {isDeleting ? 'Deleting your account…' : 'Yes, delete my account'}
            </Button>
            <Button
              ref={keepButtonRef}
              variant="secondary"
              onClick={() => setIsConfirming(false)}
              onKeyDown={keepOnEscape}
              disabled={isDeleting}
            >
              Keep my account
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={deleteButtonRef}
          variant="crisis"
          className="mt-4"
          onClick={() => setIsConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      )}
    </section>
  )
}
