import { describe, expect, it } from 'vitest'
import { MAX_ZOOM, type Ranges, UNZOOMED, keepCovered, visibleRanges, zoomAbout } from './zoom'

const full: Ranges = [
  [-1, 21],
  [-1, 10],
]

describe('the table’s zoom as model ranges', () => {
  it('shows the full ranges unzoomed, the same object', () => {
    expect(visibleRanges(full, { k: 1, x: 0, y: 0 }, 440, 220)).toBe(full)
  })
  it('shows the quarter of the table a twofold zoom into its top left keeps in view', () => {
    const [[a, b], [c, d]] = visibleRanges(full, { k: 2, x: 0, y: 0 }, 440, 220)
    expect([a, b]).toEqual([-1, 10])
    expect([c, d]).toEqual([4.5, 10])
  })
  it('shows the middle half of each range when zoomed twofold about the centre', () => {
    const [[a, b], [c, d]] = visibleRanges(full, { k: 2, x: -220, y: -110 }, 440, 220)
    expect([a, b]).toEqual([4.5, 15.5])
    expect([c, d]).toEqual([1.75, 7.25])
  })
})

describe('zooming about a point', () => {
  it('keeps the point under the pointer where it was', () => {
    const t = zoomAbout(UNZOOMED, [100, 50], 2, 440, 220)
    expect(t).toEqual({ k: 2, x: -100, y: -50 })
    // The pixel (100, 50) of the unzoomed stage is drawn at (100, 50) still.
    expect([2 * 100 + t.x, 2 * 50 + t.y]).toEqual([100, 50])
  })
  it('never zooms out past the whole table nor in past MAX_ZOOM, and never shows past its edges', () => {
    expect(zoomAbout({ k: 2, x: -100, y: -50 }, [0, 0], 0.1, 440, 220)).toEqual(UNZOOMED)
    expect(zoomAbout(UNZOOMED, [0, 0], 1000, 440, 220).k).toBe(MAX_ZOOM)
    expect(keepCovered({ k: 2, x: 30, y: -500 }, 440, 220)).toEqual({ k: 2, x: 0, y: -220 })
  })
})
