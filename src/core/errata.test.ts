import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ballHitsSphereAsPrinted,
  exchange1DAsPrinted,
  SEGMENT_EXAMPLE_AS_PRINTED,
  segmentIntersectionAsPrinted,
  sphereDistancesAsWritten,
  tangentAsWritten,
} from './errata'
import { exchange1D, normalTangent } from './response'
import { segmentIntersection } from './segment'
import { ballHitsSphere } from './sphere'

const small = fc.integer({ min: -20, max: 20 })
const positive = fc.integer({ min: 1, max: 20 })

describe('000 §5: the printed exchange with (1 + e1e2)', () => {
  it('loses momentum (1 − e)·m1·m2·(u1 + u2)/(m1 + m2), so conserves it only at e = 1', () => {
    fc.assert(
      fc.property(small, small, positive, positive, fc.integer({ min: 0, max: 8 }), (u1, u2, m1, m2, k) => {
        const e = k / 8
        const [v1, v2] = exchange1DAsPrinted(u1, u2, m1, m2, e)
        const lost = m1 * u1 + m2 * u2 - (m1 * v1 + m2 * v2)
        expect(lost).toBeCloseTo(((1 - e) * m1 * m2 * (u1 + u2)) / (m1 + m2), 10)
        if (e === 1) {
          const [w1, w2] = exchange1D(u1, u2, m1, m2, 1)
          expect(v1).toBeCloseTo(w1, 10)
          expect(v2).toBeCloseTo(w2, 10)
        }
      }),
    )
  })

  it('the counterexample: momentum 2 before, 1/2 after', () => {
    const [v1, v2] = exchange1DAsPrinted(5, -1, 1, 3, 0.5)
    expect([v1, v2]).toEqual([-3.625, 1.375])
    expect(1 * v1 + 3 * v2).toBe(0.5)
  })
})

describe('003: the worked segment example as printed', () => {
  const [p0, p1, p2, p3] = [
    { x: 4, y: 7 },
    { x: 16, y: 3 },
    { x: 1, y: 1 },
    { x: 17, y: 10 },
  ]

  it('reproduces the printed numbers from its two slips', () => {
    const printed = segmentIntersectionAsPrinted(p0, p1, p2, p3)!
    expect(printed.s).toBe(84 / 188)
    expect(printed.t).toBe(72 / 188)
    expect(Math.trunc(printed.s * 100) / 100).toBe(SEGMENT_EXAMPLE_AS_PRINTED.s)
    expect(printed.t.toFixed(3)).toBe(String(SEGMENT_EXAMPLE_AS_PRINTED.t))
    // With s cut to 0.44 and plugged in as if it were t, the printed point appears.
    const s = SEGMENT_EXAMPLE_AS_PRINTED.s
    expect(p0.x + s * (p1.x - p0.x)).toBeCloseTo(SEGMENT_EXAMPLE_AS_PRINTED.point.x, 12)
    expect(p0.y + s * (p1.y - p0.y)).toBeCloseTo(SEGMENT_EXAMPLE_AS_PRINTED.point.y, 12)
    // Its written p0 = <7, 7> would have given x = 12.28 instead.
    expect(7 + s * 12).toBeCloseTo(12.28, 12)
  })

  it('the printed point is not on segment p2 → p3; the true one is on both', () => {
    const { x, y } = SEGMENT_EXAMPLE_AS_PRINTED.point
    const offLine = (q: { x: number; y: number }) =>
      (p3.x - p2.x) * (q.y - p2.y) - (p3.y - p2.y) * (q.x - p2.x)
    expect(Math.abs(offLine({ x, y }))).toBeGreaterThan(6)
    const truth = segmentIntersection(p0, p1, p2, p3)!
    expect(offLine(truth.point)).toBeCloseTo(0, 12)
  })
})

describe('001 code: sx never set, inside test with sz', () => {
  it('the counterexample: a clear hit reported as no hit', () => {
    const args = [{ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 }, 1, 3, { x: 10, y: 0, z: 0 }, 1] as const
    expect(ballHitsSphere(...args)).toMatchObject({ hit: true, distance: 8 })
    expect(ballHitsSphereAsPrinted(...args)).toEqual({ hit: false })
  })

  it('the slips are harmless only when the sphere centre has x = z = 0', () => {
    const coord = fc.integer({ min: -10, max: 10 })
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        coord,
        coord,
        coord,
        fc.integer({ min: 1, max: 4 }),
        (ax, ay, az, tx, ty, tz, cy, r) => {
          fc.pre(ax !== tx || ay !== ty || az !== tz)
          const args = [
            { x: ax, y: ay, z: az },
            { x: tx, y: ty, z: tz },
            1,
            2,
            { x: 0, y: cy, z: 0 },
            r,
          ] as const
          const right = ballHitsSphere(...args)
          const printed = ballHitsSphereAsPrinted(...args)
          expect(printed.hit).toBe(right.hit)
          if (right.hit && printed.hit) expect(printed.distance).toBeCloseTo(right.distance, 9)
        },
      ),
    )
  })
})

describe('001 text: the distances as its prose writes them', () => {
  it('the counterexample: both written distances negative, so no hit', () => {
    const { asWritten, correct } = sphereDistancesAsWritten(8 / Math.sqrt(3), 16)
    expect(asWritten[0]).toBeCloseTo(-15.3477, 4)
    expect(asWritten[1]).toBeCloseTo(-3.1275, 4)
    expect(correct![0]).toBeCloseTo(4 / Math.sqrt(3), 14)
    expect(correct![1]).toBeCloseTo(12 / Math.sqrt(3), 14)
    const hit = ballHitsSphere({ x: 0, y: 0, z: 0 }, { x: 4, y: 4, z: 4 }, 1, 3, { x: 4, y: 4, z: 0 }, 3)
    expect(hit).toMatchObject({ hit: true, distance: expect.closeTo(correct![0], 14) })
  })

  it('no real distances when the path misses', () => {
    expect(sphereDistancesAsWritten(1, 2).correct).toBeNull()
  })
})

describe('004 text: the tangent "with y negative"', () => {
  it('is perpendicular but opposite to the code; the bounce comes out the same', () => {
    const n = { x: 0.6, y: 0.8 }
    const written = tangentAsWritten(n)
    const split = normalTangent({ x: 2, y: -1 }, n)
    expect(written).toEqual({ x: split.unitTangent.x * -1, y: split.unitTangent.y * -1 })
    expect(written.x * n.x + written.y * n.y).toBe(0)
    const along = 2 * written.x + -1 * written.y
    expect(along).toBeCloseTo(-split.tangent, 15)
    expect(along * written.x).toBeCloseTo(split.tangentPart.x, 15)
    expect(along * written.y).toBeCloseTo(split.tangentPart.y, 15)
    expect(tangentAsWritten({ x: 1, y: 0 })).toEqual({ x: 0, y: -1 })
  })

  it('throws for a zero normal', () => {
    expect(() => tangentAsWritten({ x: 0, y: 0 })).toThrow(RangeError)
  })
})
