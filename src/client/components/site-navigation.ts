import {
  Bot,
  Briefcase,
  FileText,
  GraduationCap,
  HeartPulse,
  LayoutDashboard,
  LogIn,
  UserPlus,
  type LucideIcon,
} from 'lucide-react'

export type NavItem = { to: string; label: string; icon: LucideIcon }

/** product contract §2, "Layout for all pages": the bar's links for each sign-in state. */
export const signedInNavItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/claims', label: 'Claims', icon: FileText },
  { to: '/education', label: 'Education', icon: GraduationCap },
  { to: '/healthcare', label: 'Healthcare', icon: HeartPulse },
  { to: '/careers', label: 'Careers', icon: Briefcase },
  { to: '/ai-assistant', label: 'AI Assistant', icon: Bot },
]

export const signedOutNavItems: NavItem[] = [
  { to: '/login', label: 'Sign In', icon: LogIn },
  { to: '/register', label: 'Get Started', icon: UserPlus },
]
