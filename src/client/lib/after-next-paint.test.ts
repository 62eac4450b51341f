import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('afterNextPaint', () => {
  test('runs the task once, in a task after the next frame', () => {
    const task = vi.fn()
    afterNextPaint(task)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
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
    const task = vi.fn()
    const cancel = afterNextPaint(task)
    cancel()
    vi.advanceTimersByTime(2000)
    expect(task).not.toHaveBeenCalled()
  })
})
