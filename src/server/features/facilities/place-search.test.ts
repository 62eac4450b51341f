import { describe, expect, test } from 'vitest'
import { findPlace } from './place-search'

describe('findPlace', () => {
  test('a ZIP code is its own point', () => {
    expect(findPlace('74103')).toEqual({ label: 'ZIP code 74103', latitude: 36.154, longitude: -95.995 })
    expect(findPlace('74103-1234')).toMatchObject({ label: 'ZIP code 74103' })
  })

  test('a large city is measured from its middle, not from one of its ZIPs', () => {
    // Downtown Tulsa (ZIP 74103) is at 36.154, -95.995; the ZIP the GI Bill calculator picks for
    // "Tulsa, OK" is miles to the south-east.
    const tulsa = findPlace('Tulsa, OK')
    expect(tulsa?.label).toBe('Tulsa, OK')
    expect(Math.abs((tulsa?.latitude ?? 0) - 36.154)).toBeLessThan(0.05)
    expect(Math.abs((tulsa?.longitude ?? 0) + 95.995)).toBeLessThan(0.05)
  })

  test('a small town takes the point of its ZIP', () => {
    const town = findPlace('Adak, AK')
    expect(town).toEqual({ label: 'Adak, AK', ...pointOf('99546') })
  })

  test.each(['Atlantis, ZZ', '99999', '', 'Tulsaa, OK'])('knows no place called %j', (text) => {
    expect(findPlace(text)).toBeNull()
  })
})

function pointOf(zip: string) {
  const place = findPlace(zip)
  return { latitude: place?.latitude, longitude: place?.longitude }
}
