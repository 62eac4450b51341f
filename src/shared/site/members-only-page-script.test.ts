import { describe, expect, test, vi } from 'vitest'
import { MEMBERS_ONLY_PAGE_SCRIPT, PERSISTED_USER_PREFIX } from './members-only-page-script'

/** Runs the script as a page's head would, against the storage it is given. */
function runScript(storage: Record<string, string> | 'unreadable') {
  const location = { replace: vi.fn() }
  const localStorage =
    storage === 'unreadable'
      ? new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error('SecurityError')
            },
          },
        )
      : storage
  const appended: Record<string, string>[] = []
  const document = {
    currentScript: {
      dataset: {
        entry: '/assets/index-1.js',
        modulepreload: '/assets/frame-2.js /assets/page-3.js',
      },
    },
    createElement: (tagName: string) => ({ tagName }),
    head: { append: (element: Record<string, string>) => appended.push(element) },
  }
  // The script is text a page runs inline; a function made from it runs it with these globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function('localStorage', 'location', 'document', MEMBERS_ONLY_PAGE_SCRIPT)(
    localStorage,
    location,
    document,
  )
  return { redirect: location.replace, appended }
}

describe('the script members-only pages run first', () => {
  test('sends a visitor who never signed in here to /login, asking for none of the page', () => {
    const { redirect, appended } = runScript({ 'vrh:wellness': '[]' })
    expect(redirect).toHaveBeenCalledWith('/login')
    expect(appended).toEqual([])
  })

  test('treats storage it cannot read as signed out, as the app does', () => {
    expect(runScript('unreadable').redirect).toHaveBeenCalledWith('/login')
  })

  test('loads the page for a member whose sign-in Firebase keeps here', () => {
    const { redirect, appended } = runScript({ [`${PERSISTED_USER_PREFIX}key:[DEFAULT]`]: '{}' })
    expect(redirect).not.toHaveBeenCalled()
    expect(appended).toEqual([
      { tagName: 'link', rel: 'modulepreload', href: '/assets/frame-2.js', crossOrigin: '' },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/page-3.js', crossOrigin: '' },
      {
        tagName: 'script',
        type: 'module',
        src: '/assets/index-1.js',
        crossOrigin: '',
        fetchPriority: 'high',
      },
    ])
  })
})
