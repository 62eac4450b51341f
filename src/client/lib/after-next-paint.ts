/**
 * Runs `task` once the browser has painted what the current render put on screen: after the next
 * animation frame, in a task of its own (or after a second, where frames are not drawn, as in a
 * hidden tab). Code a page needs only after its first paint starts here, so a phone's connection
 * and main thread are free for that paint (ADR 0039). Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let isDone = false
  const runOnce = () => {
    if (isDone) return
    isDone = true
    task()
  }
  let timeout: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(runOnce, 0)
  })
  const fallback = setTimeout(runOnce, 1000)
  return () => {
    isDone = true
    cancelAnimationFrame(frame)
    clearTimeout(timeout)
    clearTimeout(fallback)
  }
}

/** afterNextPaint as a promise. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve))
}
