// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSlowly } from './useSlowly'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const shown: number[] = []
function Probe({ value, playing }: { value: number; playing: boolean }) {
  shown.push(useSlowly(value, playing, 1000))
  return null
}

describe('useSlowly', () => {
  it('holds a value while playing until a second has passed, and shows the latest at once when not', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { rerender } = render(<Probe value={1} playing />)
    vi.advanceTimersByTime(300)
    rerender(<Probe value={2} playing />)
    vi.advanceTimersByTime(800)
    rerender(<Probe value={3} playing />)
    vi.advanceTimersByTime(100)
    rerender(<Probe value={4} playing />)
    rerender(<Probe value={4} playing={false} />)
    rerender(<Probe value={5} playing={false} />)
    expect(shown).toEqual([1, 1, 3, 3, 4, 5])
  })
})
