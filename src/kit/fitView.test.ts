import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIT_BELOW_PX, FIT_MIN_SPAN, fitView } from './fitView'

// Chapter 3's stage: the world x in [-4, 10], y in [-4, 4] with a margin of 1 around it.
const full = { x: [-5, 11], y: [-5, 5] } as const
// Its default balls: A from (0, 0) to (4, 0) and B at (5, 1.5), radius 1 each.
const defaults = { min: { x: -1, y: -1 }, max: { x: 6, y: 2.5 } }

describe('fitView', () => {
  it('shows the whole world on a wide stage or without content', () => {
    expect(fitView(full, defaults, FIT_BELOW_PX)).toBe(full)
    expect(fitView(full, undefined, 375)).toBe(full)
  })

  it('zooms a wide stage too when asked, as a phone’s', () => {
    expect(fitView(full, defaults, 1280, true)).toEqual(fitView(full, defaults, 375))
    expect(fitView(full, defaults, 1280, true)).not.toEqual(full)
  })

  it('zooms a 375 px phone onto chapter 3’s default balls, at least doubling their size', () => {
    const v = fitView(full, defaults, 375)
    const zoom = (full.x[1] - full.x[0]) / (v.x[1] - v.x[0])
    expect(zoom).toBeGreaterThanOrEqual(1.6)
    // Both balls and A's arrow head stay in view.
    expect(v.x[0]).toBeLessThanOrEqual(-1)
    expect(v.x[1]).toBeGreaterThanOrEqual(6)
    expect(v.y[0]).toBeLessThanOrEqual(-1)
    expect(v.y[1]).toBeGreaterThanOrEqual(2.5)
  })

  it('keeps the full view’s shape, so the stage height does not jump', () => {
    const v = fitView(full, { min: { x: -0.2, y: -0.2 }, max: { x: 0.2, y: 0.2 } }, 375)
    expect((v.y[1] - v.y[0]) / (v.x[1] - v.x[0])).toBeCloseTo(10 / 16, 12)
    expect(v.x[1] - v.x[0]).toBeCloseTo(FIT_MIN_SPAN * 16, 12)
  })

  it('ignores content that is not finite or inside out', () => {
    expect(fitView(full, { min: { x: 0, y: 0 }, max: { x: Number.NaN, y: 1 } }, 375)).toBe(full)
    expect(fitView(full, { min: { x: 2, y: 0 }, max: { x: 1, y: 1 } }, 375)).toBe(full)
  })

  it('always holds the content (clipped to the world) and stays inside the full view', () => {
    const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true })
    fc.assert(
      fc.property(coord(-5, 11), coord(-5, 5), coord(0, 16), coord(0, 10), (x, y, w, h) => {
        const content = { min: { x, y }, max: { x: Math.min(11, x + w), y: Math.min(5, y + h) } }
        const v = fitView(full, content, 375)
        const eps = 1e-9
        expect(v.x[0]).toBeGreaterThanOrEqual(full.x[0] - eps)
        expect(v.x[1]).toBeLessThanOrEqual(full.x[1] + eps)
        expect(v.y[0]).toBeGreaterThanOrEqual(full.y[0] - eps)
        expect(v.y[1]).toBeLessThanOrEqual(full.y[1] + eps)
        expect(v.x[0]).toBeLessThanOrEqual(content.min.x + eps)
        expect(v.x[1]).toBeGreaterThanOrEqual(content.max.x - eps)
        expect(v.y[0]).toBeLessThanOrEqual(content.min.y + eps)
        expect(v.y[1]).toBeGreaterThanOrEqual(content.max.y - eps)
      }),
    )
  })
})
