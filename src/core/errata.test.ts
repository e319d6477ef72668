import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Entry,
  functionsOf,
  keepsTheContract,
  box,
  len,
  num,
  vec,
  vec3,
} from '../../tests/unit/fuzz/contract'
import { Q } from '../../tests/unit/rational'
import { collisionTriangle, lawOfCosinesAngle } from './angle'
import {
  axisBounceAsPrinted,
  ballHitsSphereAsPrinted,
  contactPointAsWritten,
  exchange1DAsPrinted,
  lawOfCosinesAsPrinted,
  RECOMBINED_EXAMPLE_AS_PRINTED,
  ricochetDirectionAsWritten,
  SEGMENT_EXAMPLE_AS_PRINTED,
  segmentIntersectionAsPrinted,
  newVelocityAsWritten,
  sphereDistancesAsWritten,
  velocityBackAsPrinted,
} from './errata'
import * as errata from './errata'
import * as core from './index'
import { axisBounce } from './reflect'
import { exchange1D, normalTangent, resolveCircles } from './response'
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

  it('the loss vanishes when u1 = −u2 even at e = 0, though the velocities are still wrong', () => {
    // Exact: vf1 = ((1 − 2)·3 + 2·(−3))/3 = −3, vf2 = (3 + (2 − 1)·(−3))/3 = 0.
    const [v1, v2] = exchange1DAsPrinted(3, -3, 1, 2, 0)
    expect([v1, v2]).toEqual([-3, 0])
    expect(
      Q.of(v1)
        .add(Q.of(2).mul(Q.of(v2)))
        .equals(Q.of(3 - 6)),
    ).toBe(true)
    // A perfectly inelastic collision leaves both at the common velocity (3 − 6)/3 = −1.
    expect(exchange1D(3, -3, 1, 2, 0)).toEqual([-1, -1])
  })

  it('the counterexample: momentum 2 before, 1/2 after', () => {
    const [v1, v2] = exchange1DAsPrinted(5, -1, 1, 3, 0.5)
    expect([v1, v2]).toEqual([-3.625, 1.375])
    expect(1 * v1 + 3 * v2).toBe(0.5)
  })

  it('huge masses and velocities are rescaled instead of overflowing into ∞ − ∞', () => {
    // (m1 − m2)·u1 = −∞ and (1 + e)·m2·u2 = +∞ gave NaN. With m2 ≫ m1 and e = 0 the printed
    // formula gives vf1 ≈ u2 − u1 and vf2 ≈ u2 + (m1/m2)·u1.
    const [u1, u2, m2] = [1e300, 1.0000000000000016, 1.7976931348623131e308]
    const [v1, v2] = exchange1DAsPrinted(u1, u2, 1, m2, 0)
    expect(v1 / u1).toBeCloseTo(-1, 14)
    expect(v2).toBeCloseTo(u2 + u1 / m2, 14)
    // Scaling both masses, or both velocities, by one factor scales the result as printed.
    const [w1, w2] = exchange1DAsPrinted(5e300, -1e300, 1e300, 3e300, 0.5)
    expect(w1 / 1e300).toBeCloseTo(-3.625, 12)
    expect(w2 / 1e300).toBeCloseTo(1.375, 12)
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

  it('huge coordinates are rescaled: the same s and t as the example scaled down', () => {
    // Det(A) and the numerators overflowed and gave NaN for s and the point. Here S2 = p3 = (10, 0),
    // so s = −S1x/S1y and the point is p0 + s·S1.
    const [p1x, p1y] = [1.797693134862316e307, 1.7976931348623157e308]
    const huge = segmentIntersectionAsPrinted(
      { x: 0, y: 10 },
      { x: p1x, y: p1y },
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    )!
    expect(huge.s).toBeCloseTo(-p1x / p1y, 15)
    expect(huge.point.x / p1x).toBeCloseTo(huge.s, 15)
    expect(huge.point.y / p1y).toBeCloseTo(huge.s, 15)
    const k = 2 ** 1000
    const scaled = segmentIntersectionAsPrinted(
      { x: p0.x * k, y: p0.y * k },
      { x: p1.x * k, y: p1.y * k },
      { x: p2.x * k, y: p2.y * k },
      { x: p3.x * k, y: p3.y * k },
    )!
    expect([scaled.s, scaled.t]).toEqual([84 / 188, 72 / 188])
  })

  it('null when s or t is beyond the largest double, as for parallel lines', () => {
    // Det(A) = −1e-310 beside a numerator of −1: s would be 1e310, and s·S1.x = ∞·0.
    expect(
      segmentIntersectionAsPrinted({ x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 0 }, { x: 1e-310, y: 0 }),
    ).toBeNull()
  })
})

describe('001 code: sx never set, inside test with sz', () => {
  it('a hit centre on the sphere centre is the named degenerate case, not NaN', () => {
    // Head-on from 1e8: C1 + C3 + C5 − C246² loses R² = 1 beside 1e16, so the hit lands on the
    // centre at distance 1e8 (truly 1e8 − 1) and T = 0/0.
    const headOn = ballHitsSphereAsPrinted(
      { x: 0, y: 1e8, z: 0 },
      { x: 0, y: 0, z: 0 },
      1,
      1,
      { x: 0, y: 0, z: 0 },
      0,
    )
    expect(headOn).toEqual({
      hit: true,
      degenerate: 'hit-at-sphere-centre',
      distance: 1e8,
      frames: 1e8,
      center: { x: 0, y: 0, z: 0 },
    })
    expect(
      ballHitsSphere({ x: 0, y: 1e8, z: 0 }, { x: 0, y: 0, z: 0 }, 1, 1, { x: 0, y: 0, z: 0 }, 0),
    ).toMatchObject({ hit: true, distance: expect.closeTo(1e8 - 1, 6) })
    // Starting at the centre of a sphere of radius 1e-16: the distance 1e-16 is lost beside 1.
    const atCentre = ballHitsSphereAsPrinted(
      { x: 0, y: 0, z: 1 },
      { x: 0, y: 0, z: 10 },
      0,
      0.5,
      { x: 0, y: 0, z: 1 },
      1e-16,
    )
    expect(atCentre).toMatchObject({ hit: true, degenerate: 'hit-at-sphere-centre', distance: 1e-16 })
  })

  it('huge coordinates are rescaled: the printed answer scaled up, not NaN', () => {
    const k = 2 ** 900
    const small = ballHitsSphereAsPrinted(
      { x: 0, y: 0, z: 0 },
      { x: 0, y: 1, z: 0 },
      1,
      2,
      { x: 0, y: 10, z: 0 },
      1,
    )
    const huge = ballHitsSphereAsPrinted(
      { x: 0, y: 0, z: 0 },
      { x: 0, y: k, z: 0 },
      k,
      2,
      { x: 0, y: 10 * k, z: 0 },
      k,
    )
    expect(small).toMatchObject({ hit: true, distance: 8, velocity: { x: 0, y: -2, z: 0 } })
    expect(huge).toMatchObject({ hit: true, distance: 8 * k, velocity: { x: 0, y: -2, z: 0 } })
  })

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
          // An exact graze (closest distance R, in integers |m × d|² = R²|d|²) is left out: there
          // the printed squares round either way (next test).
          const [dx, dy, dz] = [tx - ax, ty - ay, tz - az]
          const [mx, my, mz] = [-ax, cy - ay, -az]
          const crossSq = (my * dz - mz * dy) ** 2 + (mz * dx - mx * dz) ** 2 + (mx * dy - my * dx) ** 2
          fc.pre(crossSq !== (1 + r) ** 2 * (dx * dx + dy * dy + dz * dz))
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

  it('its cancelling squares can round an exact graze into a miss', () => {
    // The path passes (2, 8, 0), exactly R = 2 from the centre (0, 8, 0).
    const args = [{ x: 2, y: 2, z: -6 }, { x: 2, y: 5, z: -3 }, 1, 2, { x: 0, y: 8, z: 0 }, 1] as const
    expect(ballHitsSphere(...args)).toMatchObject({ hit: true, distance: expect.closeTo(6 * Math.SQRT2, 6) })
    expect(ballHitsSphereAsPrinted(...args)).toEqual({ hit: false })
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
    expect(sphereDistancesAsWritten(1, -2).byItsRule).toBeNull()
  })

  it('its general rule (−2b ∓ √(b² + 4ac))/2a is wrong too: a hit at 3.13, not 4/√3', () => {
    // a = 1, b = −2C, c = G: (4C ∓ √(4C² + 4G))/2 = 2C ∓ √(C² + G). With C = 8/√3, G = 16:
    // 2C ∓ √(64/3 + 16) = (16 ∓ √112)/√3, exactly; the right roots are 4/√3 and 12/√3.
    const { byItsRule, correct } = sphereDistancesAsWritten(8 / Math.sqrt(3), 16)
    expect(byItsRule![0]).toBeCloseTo((16 - Math.sqrt(112)) / Math.sqrt(3), 13)
    expect(byItsRule![1]).toBeCloseTo((16 + Math.sqrt(112)) / Math.sqrt(3), 13)
    expect(byItsRule![0]).toBeCloseTo(3.1275, 4)
    // Its first root equals the right one only if 16 − √112 = 4, i.e. 112 = 144: it is 0.82 beyond.
    expect(byItsRule![0] - correct![0]).toBeGreaterThan(0.8)
  })

  it('C and G are rescaled as a length and its square: 4C² no longer overflows into NaN', () => {
    // 4C² = ∞ gave asWritten [NaN, ∞] and correct [−∞, NaN]. G = 0: asWritten −4C ∓ 2|C| over 2,
    // correct C ∓ |C|; 3·1.8e308 and −2·1.8e308 are beyond a double.
    const C = -1.7976931348623157e308
    expect(sphereDistancesAsWritten(C, 0)).toEqual({
      asWritten: [-C, Number.POSITIVE_INFINITY],
      byItsRule: [Number.NEGATIVE_INFINITY, C],
      correct: [Number.NEGATIVE_INFINITY, 0],
    })
    // 4C² alone would overflow here, and G is still finite.
    const k = 2 ** 509
    const { asWritten, correct } = sphereDistancesAsWritten((8 / Math.sqrt(3)) * k, 16 * k * k)
    expect(asWritten[0] / k).toBeCloseTo(-15.3477, 4)
    expect(correct![1] / k).toBeCloseTo(12 / Math.sqrt(3), 14)
  })
})

describe('001 text, step 17: "Uperp = U sin(ricochet angle)"', () => {
  it('bounces straight back along the path with the wrong speed; with T it reflects', () => {
    // U = (3, 4, 0)/5, T = (0, 1, 0): sin(ricochet angle) = U·T = 4/5.
    const written = ricochetDirectionAsWritten({ x: 3, y: 4, z: 0 }, { x: 0, y: 1, z: 0 })
    expect(written.x).toBeCloseTo(-9 / 25, 15)
    expect(written.y).toBeCloseTo(-12 / 25, 15)
    expect(written.z).toBe(0)
    expect(Math.hypot(written.x, written.y, written.z)).toBeCloseTo(3 / 5, 15)
    // The correction, U − 2 (U·T) T, in exact rationals: (3/5, −4/5, 0), a unit vector.
    const [ux, uy] = [Q.ratio(3, 5), Q.ratio(4, 5)]
    const s = uy // U·T with T = (0, 1, 0)
    const fixed = [ux, uy.sub(Q.of(2).mul(s))]
    expect(fixed.map(String)).toEqual(['3/5', '-4/5'])
    expect(fixed[0]!.mul(fixed[0]!).add(fixed[1]!.mul(fixed[1]!)).equals(Q.of(1))).toBe(true)
  })

  it('is right only head-on, and the core reflects off the tangent plane instead', () => {
    expect(ricochetDirectionAsWritten({ x: 0, y: 0, z: 2 }, { x: 0, y: 0, z: 1 })).toEqual({
      x: 0,
      y: 0,
      z: -1,
    })
    // The article's own example: start (0,0,0) toward (4,4,4), ball 1, sphere 3 at (4,4,0).
    const hit = ballHitsSphere({ x: 0, y: 0, z: 0 }, { x: 4, y: 4, z: 4 }, 1, 1, { x: 4, y: 4, z: 0 }, 3)
    if (!hit.hit) throw new Error('the example hits')
    const T = { x: 4 - hit.center.x, y: 4 - hit.center.y, z: -hit.center.z }
    const written = ricochetDirectionAsWritten({ x: 1, y: 1, z: 1 }, T)
    expect(
      Math.hypot(written.x - hit.velocity.x, written.y - hit.velocity.y, written.z - hit.velocity.z),
    ).toBeGreaterThan(0.5)
    // Written is parallel to U = (1, 1, 1)/√3; the core's bounce is not.
    expect(written.x).toBeCloseTo(written.y, 14)
    expect(written.y).toBeCloseTo(written.z, 14)
  })

  it('throws for a zero direction', () => {
    expect(() => ricochetDirectionAsWritten({ x: 0, y: 0, z: 0 }, { x: 0, y: 1, z: 0 })).toThrow(/^U /)
    expect(() => ricochetDirectionAsWritten({ x: 1, y: 0, z: 0 }, { x: 0, y: 0, z: 0 })).toThrow(/^T /)
  })
})

describe('001 text: the contact point "ball\'s radius times Unit vector of line"', () => {
  it('with U the point is off the sphere; with T it is the contact (2, 2, 1)', () => {
    const hit = ballHitsSphere({ x: 0, y: 0, z: 0 }, { x: 4, y: 4, z: 4 }, 1, 3, { x: 4, y: 4, z: 0 }, 3)
    if (!hit.hit) throw new Error('the example hits')
    const written = contactPointAsWritten(hit.center, { x: 1, y: 1, z: 1 }, 1)
    // 4/3 + 1/√3 in each coordinate; its squared distance from (4, 4, 0) is
    // 2(8/3 − 1/√3)² + (4/3 + 1/√3)² = 12.38…, not 9: the point is not on the sphere of radius 3.
    for (const k of ['x', 'y', 'z'] as const) expect(written[k]).toBeCloseTo(4 / 3 + 1 / Math.sqrt(3), 14)
    const d2 = (written.x - 4) ** 2 + (written.y - 4) ** 2 + written.z ** 2
    expect(d2).toBeCloseTo(2 * (8 / 3 - 1 / Math.sqrt(3)) ** 2 + (4 / 3 + 1 / Math.sqrt(3)) ** 2, 12)
    expect(d2).toBeGreaterThan(12)
    // With T = (2, 2, −1)/3 (toward the sphere's centre) the same sum is the core's contact.
    const withT = contactPointAsWritten(hit.center, { x: 2, y: 2, z: -1 }, 1)
    expect(withT.x).toBeCloseTo(hit.contact.x, 14)
    expect(withT.z).toBeCloseTo(hit.contact.z, 14)
    expect(hit.contact.z).toBeCloseTo(1, 14)
  })

  it('throws for a zero direction', () => {
    expect(() => contactPointAsWritten({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 }, 1)).toThrow(/^U /)
  })
})

describe('001 text, step 19: "V = Xt + Yt + Zt + U*n"', () => {
  it('adds the hit centre into the velocity: wrong wherever the hit is off the origin', () => {
    const hit = ballHitsSphere({ x: 0, y: 0, z: 0 }, { x: 4, y: 4, z: 4 }, 1, 3, { x: 4, y: 4, z: 0 }, 3)
    if (!hit.hit) throw new Error('the example hits')
    const written = newVelocityAsWritten(hit.center, hit.velocity, 3)
    expect(written.x).toBeCloseTo(4 / 3 - 1 / Math.sqrt(3), 14)
    expect(written.z).toBeCloseTo(4 / 3 + 5 / Math.sqrt(3), 14)
    expect(written.x - hit.velocity.x).toBeCloseTo(hit.center.x, 14)
    // At a hit centred on the origin the slip adds nothing.
    expect(newVelocityAsWritten({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 2 }, 3)).toEqual({ x: 0, y: 0, z: 3 })
  })
})

describe('000 §6: "dx += odx − ndx; // signs look reversed but are correct"', () => {
  it('with dc from ball 1 toward ball 2 (as §4 measures vi), a head-on stop becomes 2v', () => {
    // Equal masses, e = 1, head-on: vi = 1, vf1 = 0 (ball 1 stops). Exact: (1, 0) + (1 − 0)(1, 0).
    expect(velocityBackAsPrinted({ x: 1, y: 0 }, { x: 1, y: 0 }, 1, 0)).toEqual({ x: 2, y: 0 })
    // With dc from ball 2 to ball 1 the printed signs are right: (1, 0) + (−1 − 0)·1 (and sin π,
    // a rounding away from 0, in y).
    const back = velocityBackAsPrinted({ x: 1, y: 0 }, { x: -1, y: 0 }, 1, 0)
    expect(back.x).toBe(0)
    expect(back.y).toBeCloseTo(0, 15)
  })

  it('is resolveCircles with dc = p1 − p2, and its mirror image with dc = p2 − p1', () => {
    const small2 = fc.record({ x: small, y: small })
    fc.assert(
      fc.property(small2, small2, small2, (p, v1, v2) => {
        const q = { x: p.x + 3, y: p.y + 4 } // 5 from p
        const r = resolveCircles({ p, v: v1, m: 1 }, { p: q, v: v2, m: 1 })
        const n = r.n
        const vi = v1.x * n.x + v1.y * n.y
        const vf = r.vA.x * n.x + r.vA.y * n.y
        const right = velocityBackAsPrinted(v1, { x: p.x - q.x, y: p.y - q.y }, vi, vf)
        expect(right.x).toBeCloseTo(r.vA.x, 9)
        expect(right.y).toBeCloseTo(r.vA.y, 9)
        // dc = p2 − p1: the change goes the other way, v − (v' − v).
        const wrong = velocityBackAsPrinted(v1, { x: q.x - p.x, y: q.y - p.y }, vi, vf)
        expect(wrong.x).toBeCloseTo(2 * v1.x - r.vA.x, 9)
        expect(wrong.y).toBeCloseTo(2 * v1.y - r.vA.y, 9)
      }),
    )
  })
})

describe("004, step 7: '5 to the left and 10 up' becomes '14 diagonally'", () => {
  it('is √125 ≈ 11.18: perpendicular parts add by Pythagoras', () => {
    const { left, up, diagonal } = RECOMBINED_EXAMPLE_AS_PRINTED
    const square = Q.of(left)
      .mul(Q.of(left))
      .add(Q.of(up).mul(Q.of(up)))
    expect(square.toString()).toBe('125')
    expect(square.equals(Q.of(diagonal * diagonal))).toBe(false)
    // Split (−5, 10) along the normal (−1, 0): normal part 5, tangent part −10 (t = (0, −1)).
    const split = normalTangent({ x: -left, y: up }, { x: -1, y: 0 })
    expect([split.normal, Math.abs(split.tangent)]).toEqual([5, 10])
    const back = { x: split.normalPart.x + split.tangentPart.x, y: split.normalPart.y + split.tangentPart.y }
    expect(Math.hypot(back.x, back.y)).toBeCloseTo(11.1803, 4)
  })
})

describe('003, opening paragraph: "non-elastic collisions don’t conserve" momentum', () => {
  it('they do: exchange1D at e = 1/2 keeps momentum exactly and loses only kinetic energy', () => {
    const [u1, u2, m1, m2] = [5, -1, 1, 3]
    const [v1, v2] = exchange1D(u1, u2, m1, m2, 0.5)
    expect([v1, v2]).toEqual([-1.75, 1.25])
    const p = (a: number, b: number) =>
      Q.of(m1)
        .mul(Q.of(a))
        .add(Q.of(m2).mul(Q.of(b)))
    const energy = (a: number, b: number) =>
      Q.of(m1)
        .mul(Q.of(a))
        .mul(Q.of(a))
        .add(Q.of(m2).mul(Q.of(b)).mul(Q.of(b)))
        .div(Q.of(2))
    expect(p(v1, v2).equals(p(u1, u2))).toBe(true)
    expect(p(u1, u2).toString()).toBe('2')
    expect([energy(u1, u2).toString(), energy(v1, v2).toString()]).toEqual(['14', '31/8'])
  })

  it('for every e in [0, 1]: momentum kept, energy never gained, kept only at e = 1', () => {
    fc.assert(
      fc.property(small, small, positive, positive, fc.integer({ min: 0, max: 8 }), (u1, u2, m1, m2, k) => {
        fc.pre(u1 > u2) // approaching
        const e = k / 8
        const [v1, v2] = exchange1D(u1, u2, m1, m2, e)
        expect(m1 * v1 + m2 * v2).toBeCloseTo(m1 * u1 + m2 * u2, 10)
        const lost = (m1 * u1 * u1 + m2 * u2 * u2 - m1 * v1 * v1 - m2 * v2 * v2) / 2
        if (e === 1) expect(lost).toBeCloseTo(0, 9)
        else expect(lost).toBeGreaterThan(0)
      }),
    )
  })
})

describe('000 §3: "(−2bc) approaches 0 if and only if the radii of both objects approach 0"', () => {
  it('it is also 0 for a resting ball, |v| = 0, whatever the radii', () => {
    // Radii 1 and 1, centres 2 apart (touching): c = 2, but b = |v| = 0, so −2bc = 0 exactly.
    const { b, c } = collisionTriangle({ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 0 })
    expect([b, c]).toEqual([0, 2])
    expect(Q.of(-2).mul(Q.of(b)).mul(Q.of(c)).sign()).toBe(0)
    // The angle it would divide by zero for is undefined, and the core says so.
    expect(() => lawOfCosinesAngle(2, b, c)).toThrow(/^b must be > 0/)
  })
})

describe('000 §3: the law of cosines as printed, A = acos((a² − b² − c²)/(−2bc))', () => {
  it('agrees with the core on an ordinary triangle', () => {
    const { cosA, A } = lawOfCosinesAsPrinted(5, 3, 4)
    expect(Math.abs(cosA)).toBe(0) // 0/(−24) is −0
    expect(A).toBe(lawOfCosinesAngle(5, 3, 4))
  })

  it('rounds past 1 on a flat triangle, where acos has no angle and the core gives 0', () => {
    // (0, 0), (0.351, 0.189), (0.949, 0.511) are collinear: 0.351·0.511 = 0.189·0.949 exactly.
    expect(351 * 511 - 189 * 949).toBe(0)
    const { a, b, c } = collisionTriangle({ x: 0, y: 0 }, { x: 0.351, y: 0.189 }, { x: 0.949, y: 0.511 })
    const printed = lawOfCosinesAsPrinted(a, b, c)
    expect(printed.cosA).toBe(1.0000000000000002)
    expect(printed.A).toBeNull()
    expect(lawOfCosinesAngle(a, b, c)).toBe(0)
  })

  it('divides by −2bc = 0 for a resting ball, and says so', () => {
    expect(() => lawOfCosinesAsPrinted(2, 0, 2)).toThrow(/^b must be > 0/)
    expect(() => lawOfCosinesAsPrinted(2, 2, 0)).toThrow(/^c must be > 0/)
  })
})

describe('003, the axis bounce as printed', () => {
  const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 5 } }
  const r = 0.35
  /** Frames of test-then-move under a bounce rule: the x of every frame. */
  function run(
    bounce: typeof axisBounce,
    p0: { x: number; y: number },
    v0: { x: number; y: number },
    n: number,
  ) {
    let p = p0
    let v = v0
    const xs = [p.x]
    for (let k = 0; k < n; k++) {
      v = bounce(p, v, r, box).v
      p = { x: p.x + v.x, y: p.y + v.y }
      xs.push(p.x)
    }
    return xs
  }

  it('sticks a ball that starts more than one move past a side: it shuffles out and back forever', () => {
    const xs = run(axisBounceAsPrinted, { x: 10.9, y: 2.5 }, { x: -0.25, y: 0.15 }, 40)
    // x alternates 11.15, 10.9, … (within rounding): never back on the table.
    for (const [k, x] of xs.entries()) expect(x).toBeCloseTo(k % 2 === 0 ? 10.9 : 11.15, 12)
    expect(Math.min(...xs) + r).toBeGreaterThan(box.max.x)
    // The core's rule lets it walk back in.
    const fixed = run(axisBounce, { x: 10.9, y: 2.5 }, { x: -0.25, y: 0.15 }, 40)
    expect(fixed.at(-1)! + r).toBeLessThan(box.max.x)
  })

  it('agrees with axisBounce for a ball that starts inside and keeps its speed', () => {
    // Strictly inside: a rim touching a side while moving in is flipped out, and sticks.
    const coord = (lo: number, hi: number) =>
      fc.double({ min: lo, max: hi, noNaN: true, minExcluded: true, maxExcluded: true })
    fc.assert(
      fc.property(coord(0.35, 9.65), coord(0.35, 4.65), coord(-1, 1), coord(-1, 1), (x, y, vx, vy) => {
        const a = run(axisBounceAsPrinted, { x, y }, { x: vx, y: vy }, 60)
        const b = run(axisBounce, { x, y }, { x: vx, y: vy }, 60)
        expect(a).toEqual(b)
      }),
    )
  })
})

describe('the errata stay out of the public core', () => {
  it('src/core/index.ts re-exports none of them', () => {
    expect(Object.keys(errata).length).toBeGreaterThan(0)
    expect(Object.keys(errata).filter((name) => name in core)).toEqual([])
  })
})

describe('bad input (tests/unit/fuzz/contract.ts)', () => {
  const shapes: Record<string, Entry> = {
    // The printed formulas check only what they need to run, so the radii of
    exchange1DAsPrinted: {
      params: [
        num('u1', 5),
        num('u2', -1),
        { name: 'm1', shape: 'finiteMass', example: 1 },
        { name: 'm2', shape: 'finiteMass', example: 3 },
        { name: 'e', shape: 'unit', example: 0.5 },
      ],
    },
    segmentIntersectionAsPrinted: {
      params: [vec('p0', 4, 7), vec('p1', 16, 3), vec('p2', 1, 1), vec('p3', 17, 10)],
    },
    ballHitsSphereAsPrinted: {
      params: [
        vec3('start', 0, 0, 0),
        vec3('toward', 1, 0, 0),
        num('ballRadius', 1),
        num('speed', 2),
        vec3('sphereCenter', 10, 0, 0),
        num('sphereRadius', 1),
      ],
    },
    sphereDistancesAsWritten: { params: [num('C', 8 / Math.sqrt(3)), num('G', 16)] },
    contactPointAsWritten: { params: [vec3('center', 1, 1, 1), vec3('U', 1, 1, 1), len('ballRadius', 1)] },
    newVelocityAsWritten: {
      params: [vec3('center', 1, 1, 1), vec3('direction', -1, -1, 5), num('speed', 3)],
    },
    velocityBackAsPrinted: { params: [vec('v', 1, 0), vec('dc', 1, 0), num('vi', 1), num('vf', 0)] },
    ricochetDirectionAsWritten: { params: [vec3('U', 3, 4, 0), vec3('T', 0, 1, 0)] },
    lawOfCosinesAsPrinted: { params: [len('a', 5), len('b', 3), len('c', 4)] },
    axisBounceAsPrinted: { params: [vec('p', 1, 1), vec('v', -1, 0), len('r', 1), box('box')] },
  }

  it('the table describes every function of the errata module', () => {
    expect(functionsOf(errata).sort()).toEqual(Object.keys(shapes).sort())
  })

  keepsTheContract(errata, shapes)
})
