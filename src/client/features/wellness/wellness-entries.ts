import { useSyncExternalStore } from 'react'

/** One day's check-in. Kept only in this browser's localStorage (product contract §3: not sent). */
export type WellnessEntry = {
  /** ISO timestamp of when it was logged. */
  loggedAt: string
  mood: 1 | 2 | 3 | 4 | 5
  sleepHours: number
}

export const WELLNESS_STORAGE_KEY = 'vrh.wellness-entries.v1'
/** Enough for a trend; older entries drop off so the list stays small. */
export const MAX_STORED_ENTRIES = 90

export const moodLabels = {
  1: 'Very low',
  2: 'Low',
  3: 'Okay',
  4: 'Good',
  5: 'Great',
} as const satisfies Record<WellnessEntry['mood'], string>

function isEntry(value: unknown): value is WellnessEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.loggedAt === 'string' &&
    typeof entry.mood === 'number' &&
    [1, 2, 3, 4, 5].includes(entry.mood) &&
    typeof entry.sleepHours === 'number' &&
    entry.sleepHours >= 0 &&
    entry.sleepHours <= 24
  )
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedEntries: WellnessEntry[] = []

function readEntries(): WellnessEntry[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(WELLNESS_STORAGE_KEY)
  } catch {
    raw = null
  }
  if (raw === cachedRaw) return cachedEntries
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    cachedEntries = Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    cachedEntries = []
  }
  return cachedEntries
}

function writeEntries(entries: WellnessEntry[]) {
  try {
    if (entries.length === 0) window.localStorage.removeItem(WELLNESS_STORAGE_KEY)
    else window.localStorage.setItem(WELLNESS_STORAGE_KEY, JSON.stringify(entries))
  } catch {
    // Storage full or blocked (private mode): the entry still shows until the page is left.
    cachedRaw = JSON.stringify(entries)
    cachedEntries = entries
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === WELLNESS_STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The calendar day in this browser's time zone, which is the day the user means by "today". */
export function localDay(loggedAt: string): string {
  return new Date(loggedAt).toDateString()
}

/** Logs today's entry; a second one on the same day replaces the first, one point a day. */
export function addWellnessEntry(entry: WellnessEntry) {
  const day = localDay(entry.loggedAt)
  const others = readEntries().filter((earlier) => localDay(earlier.loggedAt) !== day)
  writeEntries([...others, entry].slice(-MAX_STORED_ENTRIES))
}

export function deleteWellnessEntry(loggedAt: string) {
  writeEntries(readEntries().filter((entry) => entry.loggedAt !== loggedAt))
}

export function clearWellnessEntries() {
  writeEntries([])
}

/** The entries in this browser, oldest first; updates when another tab changes them. */
export function useWellnessEntries(): WellnessEntry[] {
  return useSyncExternalStore(subscribe, readEntries, () => [])
}
