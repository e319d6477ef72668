// The float core against exact rational arithmetic (BigInt), on random small integers and
// ratios. Where the inputs are small integers every product in the core is exact, so a, b,
// c and the discriminant must agree to the last bit.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ContactCase,
  exchange1D,
  type MovingCircle,
  reflect,
  segmentCrossing,
  segmentIntersection,
  sweptCircles,
} from '../../src/core'
import { Q } from './rational'

const coord = fc.integer({ min: -1000, max: 1000 })
const radius = fc.integer({ min: 0, max: 300 })
const circleArb = fc.record({
  p: fc.record({ x: coord, y: coord }),
  d: fc.record({ x: fc.integer({ min: -2000, max: 2000 }), y: fc.integer({ min: -2000, max: 2000 }) }),
  r: radius,
})

/** The exact a, b, c, discriminant, and the case decided without rounding anything. */
function exactSwept(A: MovingCircle, B: MovingCircle) {
  const [dx, dy] = [Q.ratio(B.p.x - A.p.x), Q.ratio(B.p.y - A.p.y)]
  const [wx, wy] = [Q.ratio(B.d.x - A.d.x), Q.ratio(B.d.y - A.d.y)]
  const R = Q.ratio(A.r + B.r)
  const a = wx.mul(wx).add(wy.mul(wy))
  const b = Q.ratio(2).mul(dx.mul(wx).add(dy.mul(wy)))
  const c = dx.mul(dx).add(dy.mul(dy)).sub(R.mul(R))
  const disc = b.mul(b).sub(Q.ratio(4).mul(a).mul(c))
  let kind: ContactCase
  if (c.sign() < 0) kind = 'overlapping'
  else if (a.sign() === 0) kind = 'same-motion'
  else if (disc.sign() < 0) kind = 'miss'
  // With c >= 0 both roots share the sign of −b, so t2 <= 0 exactly when b >= 0.
  else if (b.sign() >= 0) kind = 'receding'
  else {
    // t1 = (−b − √disc)/2a > 1  ⟺  −b − 2a > √disc  ⟺  −b − 2a > 0 and (−b − 2a)² > disc.
    const m = b.neg().sub(Q.ratio(2).mul(a))
    kind = m.sign() > 0 && m.mul(m).cmp(disc) > 0 ? 'after-frame' : 'hit'
  }
  return { a, b, c, disc, kind }
}

describe('sweptCircles against the exact reference', () => {
  it('a, b, c and the discriminant are exact, and the case is the exact one', () => {
    fc.assert(
      fc.property(circleArb, circleArb, (A, B) => {
        const res = sweptCircles(A, B)
        const ex = exactSwept(A, B)
        expect(Q.of(res.a).equals(ex.a)).toBe(true)
        expect(Q.of(res.b).equals(ex.b)).toBe(true)
        expect(Q.of(res.c).equals(ex.c)).toBe(true)
        expect(Q.of(res.discriminant).equals(ex.disc)).toBe(true)
        expect(res.case).toBe(ex.kind)
      }),
      { numRuns: 400 },
    )
  })

  it('each root is where f changes sign, to 1e-12 relative', () => {
    fc.assert(
      fc.property(circleArb, circleArb, (A, B) => {
        const res = sweptCircles(A, B)
        fc.pre(res.roots !== null && res.discriminant > 0)
        const { a, b, c } = exactSwept(A, B)
        const f = (t: number) => {
          const T = Q.of(t)
          return a.mul(T).mul(T).add(b.mul(T)).add(c).sign()
        }
        const [t1, t2] = res.roots!
        // Well conditioned: the two roots are farther apart than the bracket around them.
        const tol = (t: number) => 1e-12 * Math.max(Math.abs(t), 1e-300)
        fc.pre(t2 - t1 > 4 * (tol(t1) + tol(t2)))
        // a > 0, so f > 0 outside the roots and f < 0 between them.
        expect(f(t1 - tol(t1))).toBe(1)
        expect(f(t1 + tol(t1))).toBe(-1)
        expect(f(t2 - tol(t2))).toBe(-1)
        expect(f(t2 + tol(t2))).toBe(1)
      }),
      { numRuns: 400 },
    )
  })

  it('a double root is exactly −b/2a, correctly rounded', () => {
    // B moves along a line at exactly R from A: a graze at a rational time.
    fc.assert(
      fc.property(coord, fc.integer({ min: 1, max: 2000 }), radius, radius, (x, speed, rA, rB) => {
        fc.pre(rA + rB > 0)
        const A = { p: { x: 0, y: 0 }, d: { x: 0, y: 0 }, r: rA }
        const B = { p: { x, y: rA + rB }, d: { x: -speed, y: 0 }, r: rB }
        const res = sweptCircles(A, B)
        expect(res.discriminant).toBe(0)
        expect(res.roots).toEqual([x / speed, x / speed])
        expect(res.case).toBe(exactSwept(A, B).kind)
      }),
    )
  })

  it('a graze between decimals: the textbook b² − 4ac rounds it to a miss, this core does not', () => {
    // 2.3 + 2.5 is exactly the double 4.8, so B sits exactly R above A's path: a true graze.
    const [rA, rB] = [2.3, 2.5]
    expect(Q.of(rA).add(Q.of(rB)).equals(Q.of(4.8))).toBe(true)
    const A = { p: { x: 0, y: 0 }, d: { x: 39.5, y: 0 }, r: rA }
    const B = { p: { x: 12.4, y: 4.8 }, d: { x: 0, y: 0 }, r: rB }
    const res = sweptCircles(A, B)
    const textbook = res.b * res.b - 4 * res.a * res.c
    expect(textbook).toBeLessThan(0)
    expect(res.discriminant).toBe(0)
    expect(res.case).toBe('hit')
    expect(res.t).toBeCloseTo(12.4 / 39.5, 15)
  })

  it('a graze the cross-product form rounds to a miss is decided exactly: a hit at the double root', () => {
    // The time-of-impact widget at #A=0,0&dA=1.125,1.5&rA=2.437&B=4.411,-2.242&dB=0,0&rB=2.437.
    // Exactly, on these doubles, a·R² − (Δp×w)² is 0: B's centre passes exactly R from A's path.
    // In floats it comes out −5.7e-14; the exact predicates (chapter 11) see the 0.
    const A = { p: { x: 0, y: 0 }, d: { x: 1.125, y: 1.5 }, r: 2.437 }
    const B = { p: { x: 4.411, y: -2.242 }, d: { x: 0, y: 0 }, r: 2.437 }
    const [dpx, dpy] = [Q.of(B.p.x).sub(Q.of(A.p.x)), Q.of(B.p.y).sub(Q.of(A.p.y))]
    const [wx, wy] = [Q.of(B.d.x).sub(Q.of(A.d.x)), Q.of(B.d.y).sub(Q.of(A.d.y))]
    const R = Q.of(A.r).add(Q.of(B.r))
    const a = wx.mul(wx).add(wy.mul(wy))
    const cross = dpx.mul(wy).sub(dpy.mul(wx))
    expect(a.mul(R).mul(R).sub(cross.mul(cross)).sign()).toBe(0)
    // Apart at t = 0 (c > 0), and the double root −(Δp·w)/a lies in (0, 1]: exactly, a hit.
    const c = dpx.mul(dpx).add(dpy.mul(dpy)).sub(R.mul(R))
    const t = dpx.mul(wx).add(dpy.mul(wy)).neg().div(a)
    expect([c.sign(), t.sign(), t.cmp(Q.of(1))]).toEqual([1, 1, -1])
    const float = 4 * (a.toNumber() * R.toNumber() ** 2 - (4.411 * 1.5 - -2.242 * 1.125) ** 2)
    expect(float).toBeLessThan(0)
    const res = sweptCircles(A, B)
    expect(res.discriminant).toBe(0)
    expect(res.case).toBe('hit')
    expect(res.roots![0]).toBe(res.roots![1])
    expect(res.t).toBeCloseTo(t.toNumber(), 15)
  })
})

describe('reflect and exchange1D against the exact reference', () => {
  const small = fc.integer({ min: -1000, max: 1000 })

  it('reflect: F = I − 2(I·n)/(n·n)·n, to 1e-12 of |I|', () => {
    fc.assert(
      fc.property(small, small, small, small, (ix, iy, nx, ny) => {
        fc.pre(nx !== 0 || ny !== 0)
        const F = reflect({ x: ix, y: iy }, { x: nx, y: ny })
        const k = Q.ratio(2 * (ix * nx + iy * ny), nx * nx + ny * ny)
        const fx = Q.ratio(ix).sub(k.mul(Q.ratio(nx)))
        const fy = Q.ratio(iy).sub(k.mul(Q.ratio(ny)))
        const scale = Math.hypot(ix, iy)
        expect(Math.abs(F.x - fx.toNumber())).toBeLessThanOrEqual(1e-12 * scale)
        expect(Math.abs(F.y - fy.toNumber())).toBeLessThanOrEqual(1e-12 * scale)
      }),
      { numRuns: 400 },
    )
  })

  it('exchange1D with rational e: to 1e-12 of the largest speed', () => {
    fc.assert(
      fc.property(
        small,
        small,
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 10 }),
        (u1, u2, m1, m2, tenths) => {
          const e = Q.ratio(tenths, 10)
          const [v1, v2] = exchange1D(u1, u2, m1, m2, tenths / 10)
          const closing = Q.ratio(1)
            .add(e)
            .mul(Q.ratio(u1 - u2))
          const x1 = Q.ratio(u1).sub(closing.mul(Q.ratio(m2, m1 + m2)))
          const x2 = Q.ratio(u2).add(closing.mul(Q.ratio(m1, m1 + m2)))
          const scale = Math.max(Math.abs(u1), Math.abs(u2), 1)
          expect(Math.abs(v1 - x1.toNumber())).toBeLessThanOrEqual(1e-12 * scale)
          expect(Math.abs(v2 - x2.toNumber())).toBeLessThanOrEqual(1e-12 * scale)
          // And the exact momentum of the exact answer is the momentum before.
          expect(
            x1
              .mul(Q.ratio(m1))
              .add(x2.mul(Q.ratio(m2)))
              .equals(Q.ratio(m1 * u1 + m2 * u2)),
          ).toBe(true)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('segmentIntersection: found exactly when the exact t and s lie in [0, 1], and equal to them', () => {
    const pt = fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) })
    fc.assert(
      fc.property(pt, pt, pt, pt, (p0, p1, p2, p3) => {
        fc.pre((p0.x !== p1.x || p0.y !== p1.y) && (p2.x !== p3.x || p2.y !== p3.y))
        const [s1x, s1y, s2x, s2y] = [p1.x - p0.x, p1.y - p0.y, p3.x - p2.x, p3.y - p2.y]
        const [bx, by] = [p0.x - p2.x, p0.y - p2.y]
        const det = s1x * s2y - s2x * s1y
        const res = segmentIntersection(p0, p1, p2, p3)
        if (det === 0) {
          expect(res).toBeNull()
          return
        }
        const t = Q.ratio(s2x * by - s2y * bx, det)
        const s = Q.ratio(s1x * by - s1y * bx, det)
        const inside = (q: Q) => q.sign() >= 0 && q.cmp(Q.ratio(1)) <= 0
        expect(res !== null).toBe(inside(t) && inside(s))
        if (res !== null) {
          expect(res.t).toBeCloseTo(t.toNumber(), 15)
          expect(res.s).toBe(s.toNumber())
        }
      }),
      { numRuns: 600 },
    )
  })

  it('segmentCrossing: a segment as short as the smallest double still gets exact s and t', () => {
    // Found by the swap property: S1 × B underflowed to 0, so s came out 0 instead of 2e-9.
    const [p0, p1, p2, p3] = [
      { x: 0, y: 0 },
      { x: 0, y: 5e-324 },
      { x: 1.0000000000000003e-9, y: 0 },
      { x: -0.4999999990000001, y: 0 },
    ]
    const res = segmentCrossing(p0, p1, p2, p3)
    const [s1x, s1y] = [Q.of(p1.x).sub(Q.of(p0.x)), Q.of(p1.y).sub(Q.of(p0.y))]
    const [s2x, s2y] = [Q.of(p3.x).sub(Q.of(p2.x)), Q.of(p3.y).sub(Q.of(p2.y))]
    const [bx, by] = [Q.of(p0.x).sub(Q.of(p2.x)), Q.of(p0.y).sub(Q.of(p2.y))]
    const det = s1x.mul(s2y).sub(s2x.mul(s1y))
    expect(res.case).toBe('intersect')
    expect(res.s).toBe(s1x.mul(by).sub(s1y.mul(bx)).div(det).toNumber())
    expect(res.t).toBe(s2x.mul(by).sub(s2y.mul(bx)).div(det).toNumber())
  })

  it('segmentCrossing: case, Det(A), s and t exactly as rational arithmetic decides them', () => {
    // Small coordinates make parallel pairs common, points a + k·u on one line collinear ones.
    const int = (m: number) => fc.integer({ min: -m, max: m })
    const pt = (m: number) => fc.record({ x: int(m), y: int(m) })
    type Pt = { x: number; y: number }
    const onOneLine = fc
      .tuple(pt(20), pt(5), int(6), int(6), int(6), int(6))
      .map(([a, u, ...ks]) => ks.map((k) => ({ x: a.x + k * u.x, y: a.y + k * u.y })))
    const four = (m: number) => fc.tuple(pt(m), pt(m), pt(m), pt(m))
    const quad = fc.oneof(four(3), four(50), onOneLine)
    const seen = new Set<string>()
    fc.assert(
      fc.property(quad, (ps) => {
        const [p0, p1, p2, p3] = ps as [Pt, Pt, Pt, Pt]
        fc.pre((p0.x !== p1.x || p0.y !== p1.y) && (p2.x !== p3.x || p2.y !== p3.y))
        const [s1x, s1y, s2x, s2y] = [p1.x - p0.x, p1.y - p0.y, p3.x - p2.x, p3.y - p2.y]
        const [bx, by] = [p0.x - p2.x, p0.y - p2.y]
        const det = Q.ratio(s1x * s2y - s2x * s1y)
        const sNum = Q.ratio(s1x * by - s1y * bx)
        const res = segmentCrossing(p0, p1, p2, p3)
        seen.add(res.case)
        expect(res.det).toBe(det.toNumber())
        if (det.sign() === 0) {
          expect(res).toMatchObject({ case: sNum.sign() === 0 ? 'collinear' : 'parallel', s: null, t: null })
          expect(res.point).toBeNull()
          return
        }
        const s = sNum.div(det)
        const t = Q.ratio(s2x * by - s2y * bx).div(det)
        const inside = (q: Q) => q.sign() >= 0 && q.cmp(Q.ratio(1)) <= 0
        expect(res.case).toBe(inside(s) && inside(t) ? 'intersect' : 'outside')
        expect(res.s).toBe(s.toNumber())
        expect(res.t).toBe(t.toNumber())
        // The point p0 + t·S1: a product and a sum, each rounded once.
        const t0 = t.toNumber()
        const x = Q.ratio(p0.x)
          .add(t.mul(Q.ratio(s1x)))
          .toNumber()
        const y = Q.ratio(p0.y)
          .add(t.mul(Q.ratio(s1y)))
          .toNumber()
        const ulps = (a: number, b: number) => 2 * Number.EPSILON * (Math.abs(a) + Math.abs(t0 * b))
        expect(Math.abs(res.point!.x - x)).toBeLessThanOrEqual(ulps(p0.x, s1x))
        expect(Math.abs(res.point!.y - y)).toBeLessThanOrEqual(ulps(p0.y, s1y))
      }),
      { numRuns: 1000 },
    )
    expect([...seen].sort()).toEqual(['collinear', 'intersect', 'outside', 'parallel'])
  })
})
