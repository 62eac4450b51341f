import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { TOAST_REMOVE_DELAY_MS, dismissToast, toast, useToasts } from './toast'

afterEach(() => {
  vi.useRealTimers()
})

test('a new toast replaces the one on screen', () => {
  const { result } = renderHook(() => useToasts())
  act(() => {
    toast({ title: 'First' })
    toast({ title: 'Second', variant: 'destructive' })
  })
  expect(result.current).toHaveLength(1)
  expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true })
})

test('a dismissed toast closes at once and is removed after the long delay', () => {
  vi.useFakeTimers()
  const { result } = renderHook(() => useToasts())
  let id = ''
  act(() => {
    id = toast({ title: 'Saved' }).id
  })
  act(() => {
    dismissToast(id)
  })
  expect(result.current[0]).toMatchObject({ id, open: false })
  act(() => {
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
  })
  expect(result.current.find((item) => item.id === id)).toBeUndefined()
})
