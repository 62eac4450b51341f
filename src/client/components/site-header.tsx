import { CreditCard, LogOut, Menu, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { useAuth } from '@client/lib/session'
import { cn } from '@client/lib/cn'
import { useAfterPaint } from '@client/lib/use-after-paint'
import { CrisisLineBar } from './crisis-line-bar'
import { Logo } from './logo'
import { signedInNavItems, signedOutNavItems, type NavItem } from './site-navigation'

// The menu's popover code is only needed once someone is signed in; visitors never download it.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }))

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-900 underline underline-offset-8' : 'text-slate-800 hover:bg-slate-100',
  )

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center gap-3 rounded-lg px-3 text-lg font-medium',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-100',
  )

export function SiteHeader() {
  const { user, isLoading, signOut } = useAuth()
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  // Until the session is known, neither set of links shows, so a member never sees Sign In flash.
  const navItems = user ? signedInNavItems : isLoading ? [] : signedOutNavItems
  // The menu's code loads once the member's page has painted, not while it is on its way.
  const isUserMenuDue = useAfterPaint(user !== null)
  const closeMenu = () => setIsMenuOpen(false)
  useEffect(() => {
    if (!isMenuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isMenuOpen])
  const handleSignOut = () => {
    closeMenu()
    void signOut()
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <CrisisLineBar />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg text-base font-bold text-brand-900 sm:text-xl"
        >
          <Logo className="size-8 sm:size-9" />
          Veteran Resource Hub
        </Link>

        {/* Takes the whole width beside the logo, and anchors the links at the logo and the
            menu at the right edge: what arrives with the session (the links, then the menu's
            code and the member's name) appears in place without moving anything already shown. */}
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex lg:pl-4">
          {isLoading ? null : user ? (
            <>
              {navItems.map((item) => (
                <NavLink key={item.to} to={item.to} className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              ))}
              <div className="flex flex-1 justify-end">
                {isUserMenuDue ? (
                  <Suspense fallback={<span className="inline-block size-11" />}>
                    <UserMenu user={user} onSignOut={handleSignOut} />
                  </Suspense>
                ) : (
                  <span className="inline-block size-11" />
                )}
              </div>
            </>
          ) : (
            <>
              <NavLink to="/login" className={({ isActive }) => cn('ml-auto', desktopLinkClass({ isActive }))}>
                Sign In
              </NavLink>
              <Link
                to="/register"
                className="ml-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                Get Started
              </Link>
            </>
          )}
        </nav>

        <button
          type="button"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <X aria-hidden="true" className="size-7" /> : <Menu aria-hidden="true" className="size-7" />}
          <span className="sr-only">{isMenuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>

      {isMenuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 px-4 pb-4 lg:hidden"
        >
          <ul className="grid gap-1 pt-2">
            {navItems.map((item) => (
              <li key={item.to}>
                <MobileLink item={item} onNavigate={closeMenu} />
              </li>
            ))}
            {user ? (
              <>
                <li>
                  <MobileLink
                    item={{ to: '/subscribe', label: 'Subscription', icon: CreditCard }}
                    onNavigate={closeMenu}
                  />
                </li>
                <li>
                  <button type="button" className={mobileLinkClass({ isActive: false })} onClick={handleSignOut}>
                    <LogOut aria-hidden="true" className="size-5" />
                    Sign Out
                  </button>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

function MobileLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const Icon = item.icon
  return (
    <NavLink to={item.to} className={mobileLinkClass} onClick={onNavigate}>
      <Icon aria-hidden="true" className="size-5 text-brand-700" />
      {item.label}
    </NavLink>
  )
}
