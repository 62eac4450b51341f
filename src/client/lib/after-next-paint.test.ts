import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

/** A browser that reports largest contentful paints: `report` delivers one painted at `startTime`. */
class LargestPaintObserver {
  static readonly supportedEntryTypes = ['largest-contentful-paint']
  static current: LargestPaintObserver | undefined
  readonly disconnect = vi.fn()
  constructor(
    private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void,
  ) {
    LargestPaintObserver.current = this
  }
  observe() {
    // The test reports entries itself.
  }
  report(startTime: number) {
    this.callback({ getEntries: () => [{ startTime }] })
  }
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  test('runs the task once, a moment after the next frame, where no largest paint is reported', () => {
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(99)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(2000)
    expect(task).toHaveBeenCalledOnce()
  })

  test('runs the task once the browser reports a largest paint drawn after the call', () => {
    vi.stubGlobal('PerformanceObserver', LargestPaintObserver)
    const task = vi.fn()
    const calledAt = performance.now()
    afterNextPaint(task)
    // The spinner painted before the page was rendered: not the paint this waits for.
    LargestPaintObserver.current?.report(calledAt - 50)
    expect(task).not.toHaveBeenCalled()
    LargestPaintObserver.current?.report(performance.now() + 1)
    expect(task).toHaveBeenCalledOnce()
    expect(LargestPaintObserver.current?.disconnect).toHaveBeenCalled()
    vi.advanceTimersByTime(2000)
    expect(task).toHaveBeenCalledOnce()
  })

  test('still runs where no frame is drawn, a second later', () => {
    const task = vi.fn()
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    afterNextPaint(task)
    vi.advanceTimersByTime(1000)
    expect(task).toHaveBeenCalledOnce()
  })

  test('runs nothing once cancelled', () => {
    vi.stubGlobal('PerformanceObserver', LargestPaintObserver)
    const task = vi.fn()
    const cancel = afterNextPaint(task)
    cancel()
    LargestPaintObserver.current?.report(performance.now() + 1)
    vi.advanceTimersByTime(2000)
    expect(task).not.toHaveBeenCalled()
  })
})
