/** Debian's Chromium; Playwright's own browser downloads cannot reach these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium'
/** Without the background-networking flags it floods the closed network with refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
