// sweptCircles' case decisions against exact rational arithmetic, on random doubles and on
// near-degenerate inputs built exactly: grazes, touching at t = 0, contact exactly at t = 1,
// each also nudged by one unit in the last place. Zero disagreements allowed (Chapter 11).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ContactCase, type MovingCircle, sweptCircles } from '../../src/core'
import { nudge, powerOfTwo, randomPoint } from './exactHarness'
import { Q } from './rational'

/** The case from the input doubles in rationals, with the root tests done by comparing squares. */
function reference(A: MovingCircle, B: MovingCircle) {
  const [px, py] = [Q.of(B.p.x).sub(Q.of(A.p.x)), Q.of(B.p.y).sub(Q.of(A.p.y))]
  const [wx, wy] = [Q.of(B.d.x).sub(Q.of(A.d.x)), Q.of(B.d.y).sub(Q.of(A.d.y))]
  const R = Q.of(A.r).add(Q.of(B.r))
  const two = Q.ratio(2)
  const a = wx.mul(wx).add(wy.mul(wy))
  const b = two.mul(px.mul(wx).add(py.mul(wy)))
  const c = px.mul(px).add(py.mul(py)).sub(R.mul(R))
  const disc = b.mul(b).sub(Q.ratio(4).mul(a).mul(c))
  let kind: ContactCase
  if (c.sign() < 0) kind = 'overlapping'
  else if (a.sign() === 0) kind = 'same-motion'
  else if (disc.sign() < 0) kind = 'miss'
  // t2 = (−b + √disc)/2a <= 0  ⟺  √disc <= b  ⟺  b >= 0 and disc <= b².
  else if (b.sign() >= 0 && disc.cmp(b.mul(b)) <= 0) kind = 'receding'
  else {
    // t1 = (−b − √disc)/2a > 1  ⟺  −b − 2a > √disc  ⟺  −b − 2a > 0 and (−b − 2a)² > disc.
    const m = b.neg().sub(two.mul(a))
    kind = m.sign() > 0 && m.mul(m).cmp(disc) > 0 ? 'after-frame' : 'hit'
  }
  return { c, disc, kind }
}

function sameSign(reported: number, exact: Q) {
  if (reported === 0 && exact.toNumber() === 0) return
  expect(Math.sign(reported) + 0).toBe(exact.sign())
}

function agrees(A: MovingCircle, B: MovingCircle): ContactCase {
  const res = sweptCircles(A, B)
  const ex = reference(A, B)
  expect(res.case).toBe(ex.kind)
  // Reported values have the exact sign, or are 0 where the exact value underflows a double.
  sameSign(res.discriminant, ex.disc)
  sameSign(res.c, ex.c)
  if (res.case === 'hit') {
    expect(res.t).toBeGreaterThanOrEqual(0)
    expect(res.t).toBeLessThanOrEqual(1)
  }
  return res.case
}

const circle = (px: number, py: number, dx: number, dy: number, r: number): MovingCircle => ({
  p: { x: px, y: py },
  d: { x: dx, y: dy },
  r,
})

// Pythagorean triples (m² − n², 2mn, m² + n²): exactly unit-free directions of integer length.
const triple = fc
  .tuple(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 1, max: 299 }))
  .filter(([m, n]) => n < m)
  .map(([m, n]) => [m * m - n * n, 2 * m * n, m * m + n * n] as const)
const sign = fc.constantFrom(-1, 1)
const small = fc.integer({ min: -4000, max: 4000 })
// A power of two for the whole scene (multiplying by it is exact), from tiny to huge.
const scale = powerOfTwo(900)
// An offset for both centres (large and integer, so Δp stays exact).
const offset = fc.integer({ min: -(2 ** 40), max: 2 ** 40 })
// R = rA + rB split at a random point, both parts exact.
const split = fc.integer({ min: 0, max: 64 })

/** The scene scaled by s, with A's centre moved by o (both centres moved alike). */
function build(
  s: number,
  o: number,
  pA: [number, number],
  dA: [number, number],
  rA: number,
  dp: [number, number],
  dB: [number, number],
  rB: number,
) {
  const A = circle((pA[0] + o) * s, (pA[1] - o) * s, dA[0] * s, dA[1] * s, rA * s)
  const B = circle((pA[0] + o + dp[0]) * s, (pA[1] - o + dp[1]) * s, dB[0] * s, dB[1] * s, rB * s)
  return [A, B] as const
}

describe('sweptCircles decides every case exactly', () => {
  it('random doubles: agrees with the rational reference', () => {
    const arb = fc.record({
      p: randomPoint(100),
      d: randomPoint(100),
      r: fc.double({ min: 0, max: 50, noNaN: true }),
    })
    fc.assert(
      fc.property(arb, arb, (A, B) => void agrees(A, B)),
      { numRuns: 300 },
    )
  }, 60_000)

  it('grazes built exactly: the path passes exactly R from the other centre', () => {
    const seen = new Set<ContactCase>()
    fc.assert(
      fc.property(
        triple,
        sign,
        small,
        fc.integer({ min: 1, max: 64 }),
        split,
        scale,
        offset,
        (t, side, at, speed, cut, s, o) => {
          const [u, v, len] = t
          // w along (u, v)·speed; B sits len·(−v, u)/len·R... with R = len·k the offset is (−v, u)·k.
          const k = 8
          const R = len * k
          const dp: [number, number] = [u * at - side * v * k, v * at + side * u * k]
          const [A, B] = build(
            s,
            o,
            [0, 0],
            [0, 0],
            (R * cut) / 64,
            dp,
            [-u * speed, -v * speed],
            R - (R * cut) / 64,
          )
          expect(reference(A, B).disc.sign()).toBe(0)
          seen.add(agrees(A, B))
          // One unit in the last place off the graze, either way.
          agrees(A, { ...B, r: nudge(B.r) })
          agrees(A, { ...B, p: { x: nudge(B.p.x), y: B.p.y } })
        },
      ),
      { numRuns: 600 },
    )
    expect([...seen].sort()).toEqual(expect.arrayContaining(['after-frame', 'hit', 'receding']))
  }, 60_000)

  it('touching at t = 0: approaching, receding and sliding past', () => {
    const seen = new Set<ContactCase>()
    fc.assert(
      fc.property(triple, sign, small, small, split, scale, offset, (t, side, wx, wy, cut, s, o) => {
        const [u, v, len] = t
        const dp: [number, number] = [side * u, v]
        // Every third draw slides past along the tangent.
        const tangent = wx % 3 === 0
        const w: [number, number] = tangent ? [-v * wy, side * u * wy] : [wx, wy]
        const [A, B] = build(s, o, [0, 0], [0, 0], (len * cut) / 64, dp, w, len - (len * cut) / 64)
        expect(reference(A, B).c.sign()).toBe(0)
        seen.add(agrees(A, B))
        agrees(A, { ...B, r: nudge(B.r) })
      }),
      { numRuns: 600 },
    )
    expect([...seen].sort()).toEqual(expect.arrayContaining(['hit', 'receding']))
  }, 60_000)

  it('contact exactly at t = 1: crossing in, and grazing, at the end of the frame', () => {
    const seen = new Set<ContactCase>()
    fc.assert(
      fc.property(
        triple,
        sign,
        small,
        small,
        fc.boolean(),
        split,
        scale,
        offset,
        (t, side, wx, wy, graze, cut, s, o) => {
          const [u, v, len] = t
          const end: [number, number] = [side * u, v]
          // A graze at t = 1 moves along the tangent there; otherwise any w.
          const w: [number, number] = graze ? [-v * (wy || 1), side * u * (wy || 1)] : [wx, wy]
          const dp: [number, number] = [end[0] - w[0], end[1] - w[1]]
          const [A, B] = build(s, o, [0, 0], [0, 0], (len * cut) / 64, dp, w, len - (len * cut) / 64)
          const res = sweptCircles(A, B)
          const ref = reference(A, B)
          seen.add(agrees(A, B))
          if (res.case === 'hit' && ref.c.sign() > 0 && graze) expect(res.t).toBeCloseTo(1, 14)
          agrees(A, { ...B, r: nudge(B.r) })
          agrees({ ...A, d: { x: nudge(A.d.x), y: A.d.y } }, B)
        },
      ),
      { numRuns: 600 },
    )
    expect([...seen].sort()).toEqual(expect.arrayContaining(['hit']))
  }, 60_000)

  it('decimal grazes like the time-of-impact example', () => {
    const A = circle(0, 0, 1.125, 1.5, 2.437)
    const B = circle(4.411, -2.242, 0, 0, 2.437)
    expect(agrees(A, B)).toBe('hit')
    expect(sweptCircles(A, B).discriminant).toBe(0)
  })

  it('extreme ranges: a graze across 2^±1000 and a w that underflows in the rescale', () => {
    for (const e of [-1070, -1000, 1000]) {
      const s = 2 ** e
      const A = circle(0, 0, 4 * s, 0, s)
      expect(agrees(A, circle(2 * s, 2 * s, 0, 0, s))).toBe('hit')
    }
    // Coordinates near 1e300 beside a displacement near 1e-300: w² underflows after the rescale.
    const far = 2 ** 1000
    const A = circle(far, 0, 0, 0, far)
    const B = circle(3 * far, 2 ** -1000, -(2 ** -1000), 0, far)
    expect(agrees(A, B)).toBe('hit')
    expect(sweptCircles(A, B).t).toBe(0)
  })
})
