// Every worked example in the source articles, recomputed with the core (corrected where the
// source is wrong; the wrong versions live in src/core/errata.ts, listed in docs/errata.md).
import { describe, expect, it } from 'vitest'
import {
  ballHitsSphere,
  exchange1D,
  impulseFromSource002,
  normalTangent,
  reflectParts,
  resolveCircles,
  segmentIntersection,
  type SphereHit,
} from '../../src/core'
import { exchange1DAsPrinted, SEGMENT_EXAMPLE_AS_PRINTED } from '../../src/core/errata'
import { Q } from './rational'

describe("003: reflection, I = <4, −2>, N' = <0, 1>", () => {
  it('F = <4, 2>, through N = <0, 2>', () => {
    const { N, F } = reflectParts({ x: 4, y: -2 }, { x: 0, y: 1 })
    expect(N).toEqual({ x: 0, y: 2 })
    expect(F).toEqual({ x: 4, y: 2 })
  })
})

describe('003: segment intersection, p0 = (4, 7), p1 = (16, 3), p2 = (1, 1), p3 = (17, 10)', () => {
  const hit = segmentIntersection({ x: 4, y: 7 }, { x: 16, y: 3 }, { x: 1, y: 1 }, { x: 17, y: 10 })!

  it('t = 69/172, s = 21/43, crossing at (8.814, 5.395)', () => {
    // Exactly, by Cramer's rule in rationals: Det(A) = 172.
    const det = Q.ratio(12 * 9 - 16 * -4)
    expect(
      Q.ratio(16 * 6 - 9 * 3)
        .div(det)
        .toString(),
    ).toBe('69/172')
    expect(
      Q.ratio(12 * 6 - -4 * 3)
        .div(det)
        .toString(),
    ).toBe('21/43')
    expect(hit.t).toBe(69 / 172)
    expect(hit.s).toBe(21 / 43)
    expect(hit.point.x).toBeCloseTo(8.814, 3)
    expect(hit.point.y).toBeCloseTo(5.395, 3)
    // The same point from the other segment's parameter.
    expect(hit.point.x).toBeCloseTo(1 + 16 * hit.s, 13)
    expect(hit.point.y).toBeCloseTo(1 + 9 * hit.s, 13)
  })

  it('the printed s = 0.44, t = 0.383, (9.28, 5.24) is wrong', () => {
    expect(hit.s).not.toBeCloseTo(SEGMENT_EXAMPLE_AS_PRINTED.s, 2)
    expect(hit.t).not.toBeCloseTo(SEGMENT_EXAMPLE_AS_PRINTED.t, 2)
    expect(Math.hypot(hit.point.x - 9.28, hit.point.y - 5.24)).toBeGreaterThan(0.4)
  })
})

describe('000 §5: u1 = 5, u2 = −1, m1 = 1, m2 = 3, e = 1/2', () => {
  it('exchange1D: v1 = −1.75, v2 = 1.25, momentum 2 before and after, separating at e·6', () => {
    const [v1, v2] = exchange1D(5, -1, 1, 3, 0.5)
    expect([v1, v2]).toEqual([-1.75, 1.25])
    expect(v1 + 3 * v2).toBe(2)
    expect(v2 - v1).toBe(3)
  })

  it('the printed (1 + e1e2) form: momentum 1/2 after', () => {
    const [v1, v2] = exchange1DAsPrinted(5, -1, 1, 3, 0.5)
    expect(v1 + 3 * v2).toBe(0.5)
  })
})

describe("001: the article's own numbers", () => {
  const start = { x: 0, y: 0, z: 0 }
  const next = { x: 4, y: 4, z: 4 }
  const center = { x: 4, y: 4, z: 0 }

  it('ball radius 4 and sphere radius 4: the ball starts inside (√32 ≈ 5.66 < 8)', () => {
    expect(Math.hypot(4, 4, 0)).toBeLessThan(8)
    expect(ballHitsSphere(start, next, 4, 3, center, 4)).toEqual({ hit: false, reason: 'starts-inside' })
  })

  it('with radii 1 and 3 (R = 4) it hits, and every quantity checks by hand', () => {
    // Path (1, 1, 1)/√3; closest approach 8/√3 at squared distance 32 − 64/3 = 32/3; the hit
    // is √(16 − 32/3) = 4/√3 earlier, at distance 4/√3, centre (4/3, 4/3, 4/3).
    const res = ballHitsSphere(start, next, 1, 3, center, 3) as SphereHit
    const s3 = Math.sqrt(3)
    expect(res.hit).toBe(true)
    expect(res.distance).toBeCloseTo(4 / s3, 14)
    expect(res.frames).toBeCloseTo(4 / s3 / 3, 14)
    for (const k of ['x', 'y', 'z'] as const) expect(res.center[k]).toBeCloseTo(4 / 3, 14)
    // Normal toward the sphere (2/3, 2/3, −1/3); contact one ball radius along it: (2, 2, 1).
    expect(res.contact.x).toBeCloseTo(2, 14)
    expect(res.contact.y).toBeCloseTo(2, 14)
    expect(res.contact.z).toBeCloseTo(1, 14)
    // cos(angle to the normal) = U·T = 1/√3, so the ricochet angle is asin(1/√3) ≈ 35.26°.
    expect(res.ricochetAngle).toBeCloseTo(Math.asin(1 / s3), 14)
    // U − 2(U·T)T = (−1, −1, 5)/(3√3), times speed 3.
    expect(res.velocity.x).toBeCloseTo(-1 / s3, 14)
    expect(res.velocity.y).toBeCloseTo(-1 / s3, 14)
    expect(res.velocity.z).toBeCloseTo(5 / s3, 14)
  })
})

describe('004: equal masses, perfectly elastic: the normal components swap', () => {
  it('V1 = U2 and V2 = U1 along the normal; the tangent parts stay', () => {
    const A = { p: { x: 0, y: 0 }, v: { x: 3, y: 1 }, m: 1 }
    const B = { p: { x: 3, y: 4 }, v: { x: -1, y: -2 }, m: 1 }
    const n = { x: 3, y: 4 }
    const a = normalTangent(A.v, n)
    const b = normalTangent(B.v, n)
    const res = resolveCircles(A, B)
    const after = [normalTangent(res.vA, n), normalTangent(res.vB, n)] as const
    expect(after[0].normal).toBeCloseTo(b.normal, 14)
    expect(after[1].normal).toBeCloseTo(a.normal, 14)
    expect(after[0].tangent).toBeCloseTo(a.tangent, 14)
    expect(after[1].tangent).toBeCloseTo(b.tangent, 14)
    // exchange1D with m1 = m2 = 1, e = 1 is exactly the swap of the source's V1 = U2.
    expect(exchange1D(a.normal, b.normal, 1, 1, 1)).toEqual([b.normal, a.normal])
  })
})

describe('004, step 3: the unit tangent, "flip" the normal and make y negative', () => {
  it('read literally (swap x and y, the normal’s y negated) is its code (−n.y, n.x) and the core’s', () => {
    // Not an erratum: swapping (0.6, 0.8) gives (0.8, 0.6), and the 0.8 is the normal's y.
    const n = { x: 0.6, y: 0.8 }
    const literal = { x: -n.y, y: n.x }
    expect(normalTangent({ x: 1, y: 0 }, { x: 3, y: 4 }).unitTangent).toEqual(literal)
    expect(normalTangent({ x: 1, y: 0 }, { x: 1, y: 0 }).unitTangent).toEqual({ x: 0, y: 1 })
  })
})

describe('002: P = 2(a1 − a2)/(m1 + m2)', () => {
  it('gives the same bounce as resolveCircles at e = 1, for unequal masses', () => {
    const A = { p: { x: 0, y: 0 }, v: { x: 2, y: 0.5 }, m: 1 }
    const B = { p: { x: 1, y: 1 }, v: { x: -1, y: 0 }, m: 4 }
    const src = impulseFromSource002(A, B)
    const res = resolveCircles(A, B)
    // P from its definition, with a1, a2 the speeds along N.
    const a1 = A.v.x * src.N.x + A.v.y * src.N.y
    const a2 = B.v.x * src.N.x + B.v.y * src.N.y
    expect(src.P).toBeCloseTo((2 * (a1 - a2)) / 5, 15)
    expect(src.vA.x).toBeCloseTo(res.vA.x, 14)
    expect(src.vA.y).toBeCloseTo(res.vA.y, 14)
    expect(src.vB.x).toBeCloseTo(res.vB.x, 14)
    expect(src.vB.y).toBeCloseTo(res.vB.y, 14)
    // Energy is conserved, as the derivation assumed.
    const energy = (v: { x: number; y: number }, m: number) => (m * (v.x ** 2 + v.y ** 2)) / 2
    expect(energy(src.vA, 1) + energy(src.vB, 4)).toBeCloseTo(energy(A.v, 1) + energy(B.v, 4), 13)
  })
})
