import { officialLinks, regulationUrl, statuteUrl } from '@shared/guides/official-links'

// Where a page was before VA moved it, for an expected source written with its old address.
const CURRENT_ADDRESS = new Map<string, string>(
  Object.values(officialLinks).flatMap((link) =>
    'formerHref' in link ? [[bareAddress(link.formerHref), link.href]] : [],
  ),
)
// The same section of 38 CFR, or of the US Code, as Cornell's Legal Information Institute publishes it.
const CORNELL_CFR = /^law\.cornell\.edu\/cfr\/text\/38\/(\d+\.\d+[a-z]?)$/
const CORNELL_USC = /^law\.cornell\.edu\/uscode\/text\/(\d+)\/(\w+)$/

function bareAddress(url: string): string {
  const parsed = new URL(url)
  const address = `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}`
  // The House's US Code names its section in the query, not the path.
  const section = parsed.hostname === 'uscode.house.gov' ? parsed.searchParams.get('req') : null
  return (section ? `${address}?${section}` : address).toLowerCase()
}

/**
 * An address as a citation is compared: no scheme, "www.", query, fragment or final slash; a moved
 * VA page at its current address; a section of 38 CFR at its eCFR address and one of the US Code
 * at the House's, wherever it was read.
 */
export function comparableUrl(url: string): string {
  const bare = bareAddress(url)
  const current = CURRENT_ADDRESS.get(bare)
  if (current) return bareAddress(current)
  const section = CORNELL_CFR.exec(bare)?.[1]
  if (section) return bareAddress(regulationUrl(section))
  const statute = CORNELL_USC.exec(bare)
  return statute?.[1] && statute[2] ? bareAddress(statuteUrl(statute[1], statute[2])) : bare
}
