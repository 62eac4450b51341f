let usd: Intl.NumberFormat | undefined

/** "$1,808.45" */
export function formatUsd(dollars: number): string {
  // Built on first use, not when the module loads: the page's first Intl formatter loads the
  // locale data, tens of milliseconds on a phone, which the Tools page's start-up cannot spare
  // and which only a calculation's result needs.
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(dollars)
}
