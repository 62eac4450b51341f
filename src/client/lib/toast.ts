import { useSyncExternalStore } from 'react'

/** product contract §9: one toast at a time; a new one replaces the one on screen. */
export const TOAST_LIMIT = 1
/** product contract §4: a dismissed toast stays in memory this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

export type ToastItem = ToastInput & { id: string; open: boolean }

let toasts: ToastItem[] = []
let nextId = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function setToasts(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1
  const id = String(nextId)
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

export function dismissToast(id: string) {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      setToasts(toasts.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const NO_TOASTS: ToastItem[] = []

export function useToasts(): ToastItem[] {
  // A prerendered page has no toasts yet (scripts/prerender.mjs).
  return useSyncExternalStore(subscribe, () => toasts, () => NO_TOASTS)
}
