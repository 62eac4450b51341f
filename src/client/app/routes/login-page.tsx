import { Link } from 'react-router'
import { GoogleSignInButton } from '@client/features/auth/google-sign-in-button'
import { SignInPanel } from '@client/features/auth/sign-in-panel'

export function LoginPage() {
  return (
    <SignInPanel
      title="Welcome Back"
      intro="Sign in with your Google account to use the AI assistant, your tools and your dashboard."
      action={
        <GoogleSignInButton
          label="Sign in with Google"
          failureTitle="Sign In Failed"
          failureFallback="Failed to sign in with Google"
        />
      }
      alternative={
        <>
          New here?{' '}
          <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-4">
            Create a free account
          </Link>
        </>
      }
    />
  )
}
