import { describe, expect, it } from 'vitest'
import { type Ranges, startsZoom, visibleRanges, wheelStep } from './zoom'

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

/** An event as the gesture filter reads it (the unit tests run without a DOM). */
const event = (type: string, fields: object) => ({ type, ...fields }) as unknown as Event

describe('which events start a zoom or a pan', () => {
  it('takes a wheel with Ctrl or ⌘ (a trackpad’s pinch too), and leaves a plain wheel to scroll the page', () => {
    expect(startsZoom(event('wheel', { ctrlKey: true, metaKey: false }))).toBe(true)
    expect(startsZoom(event('wheel', { ctrlKey: false, metaKey: true }))).toBe(true)
    expect(startsZoom(event('wheel', { ctrlKey: false, metaKey: false }))).toBe(false)
  })
  it('takes the middle button and the main one with Shift, and leaves the main one alone to the table (pick, drag, draw)', () => {
    expect(startsZoom(event('mousedown', { button: 1, shiftKey: false }))).toBe(true)
    expect(startsZoom(event('mousedown', { button: 0, shiftKey: true }))).toBe(true)
    expect(startsZoom(event('mousedown', { button: 0, shiftKey: false }))).toBe(false)
    expect(startsZoom(event('mousedown', { button: 2, shiftKey: true }))).toBe(false)
  })
  it('takes two fingers or more and leaves one to the table', () => {
    expect(startsZoom(event('touchstart', { touches: [{}, {}] }))).toBe(true)
    expect(startsZoom(event('touchstart', { touches: [{}, {}, {}] }))).toBe(true)
    expect(startsZoom(event('touchstart', { touches: [{}] }))).toBe(false)
  })
  it('takes no double click (the table’s)', () => {
    expect(startsZoom(event('dblclick', { button: 0 }))).toBe(false)
  })
})

describe('a wheel’s step', () => {
  it('zooms about 15 % in for a mouse’s notch up and as much out for one down', () => {
    const up = 2 ** wheelStep(event('wheel', { deltaY: -100, deltaMode: 0 }) as WheelEvent)
    expect(up).toBeCloseTo(1.1487, 4)
    expect(2 ** wheelStep(event('wheel', { deltaY: 100, deltaMode: 0 }) as WheelEvent)).toBeCloseTo(
      1 / up,
      12,
    )
  })
  it('counts lines and pages as a browser reports them', () => {
    expect(wheelStep(event('wheel', { deltaY: -3, deltaMode: 1 }) as WheelEvent)).toBeCloseTo(0.15, 12)
    expect(wheelStep(event('wheel', { deltaY: -1, deltaMode: 2 }) as WheelEvent)).toBe(1)
  })
})
