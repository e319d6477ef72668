// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Stage } from './Stage'
import { type StageCanvasFrame, useStageCanvas } from './useStageCanvas'

// jsdom draws nothing: a context that records the calls a set-up makes.
const calls: string[] = []
const fakeContext = {
  setTransform: (...a: number[]) => calls.push(`setTransform ${a.join(' ')}`),
  clearRect: (...a: number[]) => calls.push(`clearRect ${a.join(' ')}`),
}
const ratio = window.devicePixelRatio
beforeEach(() => {
  calls.length = 0
  window.devicePixelRatio = 2
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    fakeContext as unknown as CanvasRenderingContext2D,
  )
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.devicePixelRatio = ratio
})

function Probe({ dep, setUp }: { dep: number; setUp: (f: StageCanvasFrame) => (() => void) | undefined }) {
  return useStageCanvas('probe', setUp, [dep])
}

describe('a canvas over the stage', () => {
  it('is set up once per change of its dependencies, cleaned up before the next, and clears at the screen’s ratio', () => {
    const frames: StageCanvasFrame[] = []
    const undo = vi.fn()
    const setUp = (f: StageCanvasFrame) => {
      frames.push(f)
      f.clear()
      return undo
    }
    const stage = (dep: number) => (
      <Stage x={[-5, 5]} y={[-5, 5]} label="test">
        <Probe dep={dep} setUp={setUp} />
      </Stage>
    )
    const { container, rerender } = render(stage(1))
    const canvas = container.querySelector('canvas.probe') as HTMLCanvasElement
    expect(frames).toHaveLength(1)
    const { width, height, unit, x0, y0 } = frames[0]!
    expect(frames[0]!.el).toBe(canvas)
    expect([canvas.width, canvas.height]).toEqual([Math.round(2 * width), Math.round(2 * height)])
    expect(x0 + unit * 5).toBeCloseTo(width)
    expect(y0 - unit * 5).toBeCloseTo(0)
    expect(calls).toEqual(['setTransform 2 0 0 2 0 0', `clearRect 0 0 ${width} ${height}`])
    rerender(stage(1))
    expect(frames).toHaveLength(1)
    expect(undo).not.toHaveBeenCalled()
    rerender(stage(2))
    expect(frames).toHaveLength(2)
    expect(undo).toHaveBeenCalledTimes(1)
  })
})
