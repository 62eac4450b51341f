import { Link } from 'react-router'
import { GoogleSignInButton } from '@client/features/auth/google-sign-in-button'
import { SignInPanel } from '@client/features/auth/sign-in-panel'
import { toast } from '@client/lib/toast'

export function RegisterPage() {
  return (
    <SignInPanel
      title="Join the Hub"
      intro="Create your free account with Google. It takes one click, and there is nothing to pay."
      action={
        <GoogleSignInButton
          label="Create Free Account with Google"
          failureTitle="Sign Up Failed"
          failureFallback="Failed to create account with Google"
          onSignedIn={() =>
            toast({
              title: 'Welcome to Veteran Resource Hub!',
              description: 'Your account has been created successfully.',
            })
          }
        />
      }
      alternative={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    />
  )
}
