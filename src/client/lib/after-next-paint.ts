/**
 * How long after the next frame a paint is taken to be on screen when the browser does not say
 * so. A frame's animation callback runs before its paint, and the paint reaches the screen some
 * frames later (30 to 60 ms in headless Chromium).
 */
const PRESENTATION_MS = 100

/**
 * Runs `task` once the browser has shown what the current render put on screen: when it reports a
 * largest contentful paint drawn after this call (the page's largest content is on screen), or
 * else PRESENTATION_MS after the next frame (nothing larger was drawn, or the reader has already
 * interacted, after which browsers stop reporting it), and at the latest after a second (a hidden
 * tab draws no frames). Code a page needs only after its first paint starts here, so a phone's
 * connection and main thread are free for that paint, and Lighthouse does not count it as needed
 * for it (ADRs 0039, 0040). Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let isDone = false
  const calledAt = performance.now()
  let observer: PerformanceObserver | undefined
  let timeout: ReturnType<typeof setTimeout> | undefined
  const runOnce = () => {
    if (isDone) return
    cancel()
    task()
  }
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(runOnce, PRESENTATION_MS)
  })
  const fallback = setTimeout(runOnce, 1000)
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => entry.startTime > calledAt)) runOnce()
    })
    observer.observe({ type: 'largest-contentful-paint' })
  }
  function cancel() {
    isDone = true
    cancelAnimationFrame(frame)
    clearTimeout(timeout)
    clearTimeout(fallback)
    observer?.disconnect()
  }
  return cancel
}

/** afterNextPaint as a promise. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve))
}
