/**
 * How a city name is compared: uppercase, punctuation removed, spaces collapsed, and a leading
 * ST, FT or MT spelt SAINT, FORT or MOUNT, so "St. Louis" and "Saint Louis" are one city. The data
 * script stores names this way and the server looks them up this way.
 */
export function normaliseCityName(name: string): string {
  const expansions: Record<string, string> = { ST: 'SAINT', FT: 'FORT', MT: 'MOUNT' }
  return name
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word, index) => (index === 0 ? (expansions[word] ?? word) : word))
    .join(' ')
}
