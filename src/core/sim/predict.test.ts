import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactDelay, planeDelay, SLIDE, TOUCH } from './predict'

const dist = (dx: number, dy: number, wx: number, wy: number, t: number) =>
  Math.hypot(dx + wx * t, dy + wy * t)
// Physical magnitudes: exactly 0 or between 1e-6 and 100 (squares of 1e-200 underflow).
const coord = fc.oneof(
  fc.constant(0),
  fc.double({ min: 1e-6, max: 100, noNaN: true }),
  fc.double({ min: -100, max: -1e-6, noNaN: true }),
)
const radius = fc.double({ min: 0.01, max: 10, noNaN: true })

describe('contactDelay', () => {
  it('head-on: the gap over the closing speed', () => {
    // B at (10, 0) comes toward A at speed 2; radii sum to 2, so they touch after 8/2 = 4.
    expect(contactDelay(10, 0, -2, 0, 2)).toBe(4)
  })

  it('grazing: the discriminant is exactly zero and still a contact', () => {
    // B passes A at perpendicular distance exactly R = 1.
    expect(contactDelay(5, 1, -1, 0, 1)).toBe(5)
  })

  it('a miss and a separating pair give Infinity', () => {
    expect(contactDelay(5, 1.5, -1, 0, 1)).toBe(Number.POSITIVE_INFINITY)
    expect(contactDelay(5, 0, 1, 0, 1)).toBe(Number.POSITIVE_INFINITY)
  })

  it('touching, or overlapping by rounding: 0 when approaching, never a negative root', () => {
    expect(contactDelay(2, 0, -1, 0, 2)).toBe(0)
    expect(contactDelay(2 * (1 + TOUCH / 2), 0, -1, 0, 2)).toBe(0)
    expect(contactDelay(2 * (1 - 1e-12), 0, -1, 0, 2)).toBe(0)
    // Touching and separating, or sliding past: no contact.
    expect(contactDelay(2, 0, 1, 0, 2)).toBe(Number.POSITIVE_INFINITY)
    expect(contactDelay(2, 0, -SLIDE / 2, 1, 2)).toBe(Number.POSITIVE_INFINITY)
    expect(contactDelay(2, 0, -SLIDE * 2, 1, 2)).toBe(0)
  })

  it('the delay is the first touch: apart before, touching then', () => {
    fc.assert(
      fc.property(coord, coord, coord, coord, radius, (dx, dy, wx, wy, R) => {
        fc.pre(Math.hypot(dx, dy) > R * (1 + 1e-6))
        const t = contactDelay(dx, dy, wx, wy, R)
        expect(t).toBeGreaterThanOrEqual(0)
        if (t < Number.POSITIVE_INFINITY) {
          expect(dist(dx, dy, wx, wy, t) / R).toBeCloseTo(1, 9)
          for (let k = 0; k < 10; k++)
            expect(dist(dx, dy, wx, wy, (t * k) / 10)).toBeGreaterThan(R * (1 - 1e-9))
        } else {
          // Never touching: the closest approach (at the vertex of the quadratic, if ahead) stays apart.
          const a = wx * wx + wy * wy
          const tMin = a > 0 ? Math.max(0, -(dx * wx + dy * wy) / a) : 0
          expect(dist(dx, dy, wx, wy, tMin)).toBeGreaterThan(R * (1 - 1e-9))
        }
      }),
    )
  })

  it('a speed whose square underflows, or squares that overflow, never give a contact or NaN', () => {
    expect(contactDelay(-3e-100, 10.00001, 3.8e-213, 0, 10)).toBe(Number.POSITIVE_INFINITY)
    expect(contactDelay(1e200, 0, -1e200, 0, 1)).toBe(Number.POSITIVE_INFINITY)
  })

  it('is the same for the pair seen from either ball', () => {
    fc.assert(
      fc.property(coord, coord, coord, coord, radius, (dx, dy, wx, wy, R) => {
        expect(contactDelay(-dx, -dy, -wx, -wy, R)).toBe(contactDelay(dx, dy, wx, wy, R))
      }),
    )
  })
})

describe('planeDelay', () => {
  it('the gap over the closing speed, 0 when touching, Infinity when moving away or along', () => {
    expect(planeDelay(6, 2, 4, 1)).toBe(3)
    expect(planeDelay(0, 2, 4, 1)).toBe(0)
    expect(planeDelay(-1e-15, 2, 4, 1)).toBe(0)
    expect(planeDelay(6, -2, 4, 1)).toBe(Number.POSITIVE_INFINITY)
    // Creeping in slower than SLIDE of the speed: a contact once it has sunk TOUCH·r.
    expect(planeDelay(0, SLIDE / 10, 1, 1)).toBeCloseTo(TOUCH / (SLIDE / 10), 6)
    expect(planeDelay(-TOUCH, SLIDE / 10, 1, 1)).toBe(0)
  })
})
