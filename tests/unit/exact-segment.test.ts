// segmentCrossing's cases and the orientation predicates against exact rational arithmetic, on
// random doubles and on degenerate inputs built exactly: collinear and parallel segments, ends
// touching, an end on the other segment, each nudged by one unit in the last place (Chapter 11).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CrossingCase, segmentCrossing, type Vec2 } from '../../src/core'
import { crossSign, orientation } from '../../src/core/exact'
import { nudge, powerOfTwo, randomPoint, v } from './exactHarness'
import { Q } from './rational'

const cross = (ax: Q, ay: Q, bx: Q, by: Q) => ax.mul(by).sub(ay.mul(bx))

function reference(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2): CrossingCase {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = [p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y].map(Q.of) as Q[]
  const [s1x, s1y, s2x, s2y, bx, by] = [
    x1!.sub(x0!),
    y1!.sub(y0!),
    x3!.sub(x2!),
    y3!.sub(y2!),
    x0!.sub(x2!),
    y0!.sub(y2!),
  ]
  const det = cross(s1x, s1y, s2x, s2y)
  if (det.sign() === 0) return cross(s1x, s1y, bx, by).sign() === 0 ? 'collinear' : 'parallel'
  const s = cross(s1x, s1y, bx, by).div(det)
  const t = cross(s2x, s2y, bx, by).div(det)
  const unit = (q: Q) => q.sign() >= 0 && q.cmp(Q.ratio(1)) <= 0
  return unit(s) && unit(t) ? 'intersect' : 'outside'
}

function agrees(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2): CrossingCase {
  const res = segmentCrossing(p0, p1, p2, p3)
  const ref = reference(p0, p1, p2, p3)
  // The one allowed difference: lines crossing beyond the largest double are called parallel.
  if (!(res.case === 'parallel' && ref === 'outside')) expect(res.case).toBe(ref)
  if (res.case === 'intersect') for (const u of [res.s, res.t]) expect(u >= 0 && u <= 1).toBe(true)
  return ref
}

const small = fc.integer({ min: -50, max: 50 })
const point = fc.tuple(small, small)
const scale = powerOfTwo(1000)
const distinct = (a: [number, number], b: [number, number]) => a[0] !== b[0] || a[1] !== b[1]

describe('segmentCrossing decides every case exactly', () => {
  it('random doubles', () => {
    const p = randomPoint(100)
    fc.assert(
      fc.property(p, p, p, p, (p0, p1, p2, p3) => {
        fc.pre((p0.x !== p1.x || p0.y !== p1.y) && (p2.x !== p3.x || p2.y !== p3.y))
        agrees(p0, p1, p2, p3)
      }),
      { numRuns: 300 },
    )
  }, 60_000)

  it('collinear, parallel, touching ends and T-junctions built exactly, and nudged', () => {
    const seen = new Set<CrossingCase>()
    fc.assert(
      fc.property(
        point,
        point,
        small,
        small,
        point,
        scale,
        fc.integer({ min: 0, max: 3 }),
        (a, b, m, n, off, s, kind) => {
          fc.pre(distinct(a, b) && m !== n)
          const dir = [b[0] - a[0], b[1] - a[1]] as const
          const along = (u: number) => v((a[0] + u * dir[0]) * s, (a[1] + u * dir[1]) * s)
          const p0 = v(a[0] * s, a[1] * s)
          const p1 = v(b[0] * s, b[1] * s)
          let p2: Vec2
          let p3: Vec2
          if (kind === 0)
            [p2, p3] = [along(m / 4), along(n / 4)] // collinear
          else if (kind === 1)
            [p2, p3] = [v(p0.x + off[0] * s, p0.y + off[1] * s), v(p1.x + off[0] * s, p1.y + off[1] * s)] // parallel
          else if (kind === 2)
            [p2, p3] = [p1, v((b[0] + off[0]) * s, (b[1] + off[1]) * s)] // ends touch
          else [p2, p3] = [along(m / 64), v(off[0] * s, off[1] * s)] // an end on the other's line
          fc.pre(p2.x !== p3.x || p2.y !== p3.y)
          seen.add(agrees(p0, p1, p2, p3))
          agrees(p0, p1, v(nudge(p2.x), p2.y), p3)
          agrees(p0, p1, p2, v(p3.x, nudge(p3.y)))
        },
      ),
      { numRuns: 1500 },
    )
    expect([...seen].sort()).toEqual(['collinear', 'intersect', 'outside', 'parallel'])
  }, 60_000)

  it("Shewchuk's near-collinear grid: an end within ulps of the other's line, where float signs err", () => {
    // p0 moves by single ulps around (0.5, 0.5), on the line y = x through (12.1, 12.1) and (24.3, 24.3): p2
    // is on, just above or just below the line p0p1, and the case follows that sign alone.
    const ulp = 2 ** -53
    const seen = new Set<CrossingCase>()
    for (let i = 0; i < 32; i++)
      for (let j = 0; j < 32; j++)
        seen.add(agrees(v(0.5 + i * ulp, 0.5 + j * ulp), v(24.3, 24.3), v(12.1, 12.1), v(12.1, 30)))
    expect([...seen].sort()).toEqual(['intersect', 'outside'])
  })

  it('tiny coordinates: the filter compares signs, whose product would underflow', () => {
    // Each cross product here is about 1e-180, so a product of two of them is 0 in doubles.
    expect(
      agrees(
        v(-2.4099198651028904e-183, -0.1513908327845499),
        v(0, 99.99999999999983),
        v(0, 0),
        v(-1.5918532323106618e-180, 0),
      ),
    ).toBe('intersect')
  })

  it('orientation and crossSign are exact from 2^-1074 to 2^1000', () => {
    fc.assert(
      fc.property(point, point, point, point, scale, (a, b, c, d, s) => {
        const [ax, ay, bx, by, cx, cy, dx, dy] = [...a, ...b, ...c, ...d].map((x) => x * s) as number[]
        const q = [ax, ay, bx, by, cx, cy, dx, dy].map((x) => Q.of(x!))
        const o = cross(q[2]!.sub(q[0]!), q[3]!.sub(q[1]!), q[4]!.sub(q[0]!), q[5]!.sub(q[1]!)).sign()
        expect(orientation(ax!, ay!, bx!, by!, cx!, cy!)).toBe(o)
        const k = cross(q[2]!.sub(q[0]!), q[3]!.sub(q[1]!), q[6]!.sub(q[4]!), q[7]!.sub(q[5]!)).sign()
        expect(crossSign(ax!, ay!, bx!, by!, cx!, cy!, dx!, dy!)).toBe(k)
      }),
    )
    // Subnormal coordinates, where every float product underflows to 0.
    const t = Number.MIN_VALUE
    expect(orientation(0, 0, 3 * t, t, 6 * t, 2 * t)).toBe(0)
    expect(orientation(0, 0, 3 * t, t, 6 * t, 3 * t)).toBe(1)
    expect(orientation(0, 0, 3 * t, t, 6 * t, t)).toBe(-1)
  })
})
