import { useEffect, useState } from 'react'
import { afterNextPaint } from './after-next-paint'

/**
 * True once `isReady` has been true for a paint: what a component renders only then (and the code
 * it loads) comes after the content already on its way to the screen (ADR 0039).
 */
export function useAfterPaint(isReady: boolean): boolean {
  const [hasPainted, setHasPainted] = useState(false)
  useEffect(() => {
    if (!isReady) return undefined
    return afterNextPaint(() => setHasPainted(true))
  }, [isReady])
  return isReady && hasPainted
}
