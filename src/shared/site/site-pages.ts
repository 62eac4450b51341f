/**
 * Every page of product contract §2 with the title and description it is known by: the document
 * title in the browser, the meta and Open Graph tags in the served HTML, and the sitemap.
 * Client, build and server read this one list, so a page's name has one home.
 */
export type SitePage = {
  path: string
  /** The document title, without the site name (the landing page's is the whole title). */
  title: string
  description: string
  /** Public pages are prerendered with their content and listed in the sitemap. */
  isPublic: boolean
}

export const SITE_NAME = 'Veteran Resource Hub'

export const sitePages = [
  {
    path: '/',
    title: 'Veteran Resource Hub: VA benefits, explained',
    description:
      'Plain-language guides, calculators and an AI assistant for US veterans, their families and survivors.',
    isPublic: true,
  },
  {
    path: '/claims',
    title: 'VA Disability Claims Guide',
    description:
      'How to file a VA disability claim step by step: the evidence, the exam and the rating, and free help from accredited representatives.',
    isPublic: true,
  },
  {
    path: '/education',
    title: 'Education Benefits and the GI Bill',
    description:
      'The Post-9/11 GI Bill, the Montgomery GI Bill and Yellow Ribbon explained, with a calculator for the monthly housing allowance.',
    isPublic: true,
  },
  {
    path: '/healthcare',
    title: 'VA Healthcare Services',
    description:
      'Enrolling in VA health care, mental health support, telehealth, community care and the phone numbers to call.',
    isPublic: true,
  },
  {
    path: '/business',
    title: 'Business Resources for Veterans',
    description:
      'Starting and growing a veteran-owned business: SBA programs, contracting set-asides and where to get help.',
    isPublic: true,
  },
  {
    path: '/careers',
    title: 'Career Development and VR&E',
    description:
      'Veteran Readiness and Employment (VR&E) tracks, translating military skills to civilian jobs, resumes and job search help.',
    isPublic: true,
  },
  {
    path: '/benefits',
    title: 'Other Veteran Benefits',
    description:
      'VA home loans and housing grants, pension, life insurance, burial and family and survivor benefits.',
    isPublic: true,
  },
  {
    path: '/login',
    title: 'Sign In',
    description: 'Sign in to Veteran Resource Hub with your Google account.',
    isPublic: true,
  },
  {
    path: '/register',
    title: 'Create a Free Account',
    description:
      'Create a free Veteran Resource Hub account with Google: AI assistant questions every month, calculators and tools.',
    isPublic: true,
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your prompts, plan and quick links.',
    isPublic: false,
  },
  {
    path: '/ai-assistant',
    title: 'AI Assistant',
    description: 'Ask questions about VA benefits and get answers with their sources.',
    isPublic: false,
  },
  {
    path: '/subscribe',
    title: 'Subscription',
    description: 'Compare the Free and Pro plans and subscribe to Pro.',
    isPublic: false,
  },
  {
    path: '/tools',
    title: 'Interactive Tools and Calculators',
    description:
      'Disability rating and GI Bill calculators, medical records, resume builder and more.',
    isPublic: false,
  },
] as const satisfies readonly SitePage[]

export type SitePath = (typeof sitePages)[number]['path']

/** What any other path shows, answered with status 404 (product contract §2). */
export const notFoundPage: Omit<SitePage, 'path'> = {
  title: '404 Page Not Found',
  description: 'We could not find the page you asked for.',
  isPublic: true,
}

export function findSitePage(pathname: string): SitePage | undefined {
  return sitePages.find((page) => page.path === pathname)
}

/** The text of the page's `<title>`: its own title, then the site's name. */
export function documentTitle(page: Pick<SitePage, 'title'>): string {
  return page.title.startsWith(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`
}
