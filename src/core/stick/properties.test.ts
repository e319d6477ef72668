// The stick world against exact references: the 1D join's velocity against the rational
// (m₁v₁ + m₂v₂)/(m₁ + m₂) (tests/unit/rational.ts, BigInt), and fast-check properties of any few balls in open space
// (momentum and angular momentum about a fixed point kept, energy never gained, no overlap).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../../tests/unit/rational'
import type { Ball } from '../sim/types'
import { CONTACT_TOL } from './gap'
import { createStickWorld } from './world'

describe('the 1D join against the exact rational answer', () => {
  it('both balls move on at the correctly rounded (m₁v₁ + m₂v₂)/(m₁ + m₂), whatever the masses and speeds', () => {
    // Integer masses (kg) and velocities (m/s): the exact answer is the fraction of two BigInts.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (m1, m2, v1, v2) => {
          fc.pre(v1 > v2)
          const w = createStickWorld({
            balls: [
              { p: { x: 0, y: 0 }, v: { x: v1, y: 0 }, r: 0.5, m: m1 },
              { p: { x: 3, y: 0 }, v: { x: v2, y: 0 }, r: 0.5, m: m2 },
            ],
          })
          const p = w.advanceTowards(4 / (v1 - v2), 10_000)
          expect(p.events).toMatchObject([{ time: 2 / (v1 - v2), kind: 'ball-ball', a: 0, b: 1 }])
          const [a, b] = w.balls() as [Ball, Ball]
          expect(a.v).toEqual(b.v)
          expect(a.v.y).toBe(0)
          const exact = Q.ratio(m1)
            .mul(Q.ratio(v1))
            .add(Q.ratio(m2).mul(Q.ratio(v2)))
            .div(Q.ratio(m1 + m2))
          expect(a.v.x + 0).toBe(exact.toNumber())
        },
      ),
      { numRuns: 300 },
    )
  })
})

const ballArb = fc.record({
  x: fc.double({ min: -20, max: 20, noNaN: true }),
  y: fc.double({ min: -20, max: 20, noNaN: true }),
  vx: fc.double({ min: -5, max: 5, noNaN: true }),
  vy: fc.double({ min: -5, max: 5, noNaN: true }),
  r: fc.double({ min: 0.2, max: 2, noNaN: true }),
  m: fc.double({ min: 0.1, max: 10, noNaN: true }),
})

/** Balls that do not overlap: each one that would is left out. */
function clearBalls(raw: { x: number; y: number; vx: number; vy: number; r: number; m: number }[]): Ball[] {
  const balls: Ball[] = []
  for (const b of raw)
    if (balls.every((c) => Math.hypot(c.p.x - b.x, c.p.y - b.y) > c.r + b.r + 1e-6))
      balls.push({ p: { x: b.x, y: b.y }, v: { x: b.vx, y: b.vy }, r: b.r, m: b.m })
  return balls
}

function totals(balls: Ball[]) {
  let px = 0
  let py = 0
  let L = 0
  let E = 0
  let scale = 0
  for (const b of balls) {
    px += b.m * b.v.x
    py += b.m * b.v.y
    L += b.m * (b.p.x * b.v.y - b.p.y * b.v.x)
    E += 0.5 * b.m * (b.v.x ** 2 + b.v.y ** 2)
    scale += b.m * Math.hypot(b.v.x, b.v.y) * (1 + Math.hypot(b.p.x, b.p.y))
  }
  return { px, py, L, E, scale }
}

describe('properties of any few balls in open space', () => {
  it('momentum and angular momentum about the origin are kept, energy never gained, no pair overlaps', () => {
    fc.assert(
      fc.property(
        fc.array(ballArb, { minLength: 2, maxLength: 6 }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (raw, t) => {
          const balls = clearBalls(raw)
          fc.pre(balls.length >= 2)
          const w = createStickWorld({ balls })
          const before = totals(balls)
          const p = w.advanceTowards(t, 1_000_000)
          expect(p.done).toBe(true)
          const now = w.balls()
          const after = totals(now)
          const tol = 1e-9 * before.scale + 1e-12
          expect(Math.abs(after.px - before.px)).toBeLessThanOrEqual(tol)
          expect(Math.abs(after.py - before.py)).toBeLessThanOrEqual(tol)
          expect(Math.abs(after.L - before.L)).toBeLessThanOrEqual(tol * 100)
          expect(after.E).toBeLessThanOrEqual(before.E * (1 + 1e-9) + 1e-12)
          // Balls of different bodies never overlap by more than the contact tolerance (and rounding).
          const joined = new Set(w.bonds().map(([a, b]) => `${a},${b}`))
          const eps = CONTACT_TOL * Math.min(...balls.map((b) => b.r))
          for (let i = 0; i < now.length; i++)
            for (let j = i + 1; j < now.length; j++) {
              if (joined.has(`${i},${j}`)) continue
              const a = now[i]!
              const b = now[j]!
              expect(Math.hypot(a.p.x - b.p.x, a.p.y - b.p.y) - a.r - b.r).toBeGreaterThan(-2 * eps - 1e-9)
            }
        },
      ),
      { numRuns: 200 },
    )
  })
})
