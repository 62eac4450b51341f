const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "$1,808.45" */
export function formatUsd(dollars: number): string {
  return usd.format(dollars)
}
