// What the stick world's events say about each contact (StickEvent), against exact references:
// a join of two lone balls against the rational join of the states the event reports (BigInt,
// tests/unit/rational.ts), a lone ball off the box against the exact reflection with e, and
// fast-check properties of any few balls: every contact keeps the momentum and the angular
// momentum of the balls it lists (a join) or changes them by its impulse J (a wall).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../../tests/unit/rational'
import type { Ball } from '../sim/types'
import type { ContactBall, StickEvent } from './types'
import { createStickWorld } from './world'

const q = Q.of
type QVec = { x: Q; y: Q }
const cross = (a: QVec, b: QVec) => a.x.mul(b.y).sub(a.y.mul(b.x))
const dot = (a: QVec, b: QVec) => a.x.mul(b.x).add(a.y.mul(b.y))

/** The exact joined velocities of two point masses at `sides` (their states at contact). */
function exactJoin(sides: ContactBall[], masses: number[]) {
  const m = sides.map((s) => q(masses[s.k]!))
  const p = sides.map((s) => ({ x: q(s.x), y: q(s.y) }))
  const v = sides.map((s) => ({ x: q(s.before.x), y: q(s.before.y) }))
  const M = m[0]!.add(m[1]!)
  const V = {
    x: m[0]!.mul(v[0]!.x).add(m[1]!.mul(v[1]!.x)).div(M),
    y: m[0]!.mul(v[0]!.y).add(m[1]!.mul(v[1]!.y)).div(M),
  }
  const c = {
    x: m[0]!.mul(p[0]!.x).add(m[1]!.mul(p[1]!.x)).div(M),
    y: m[0]!.mul(p[0]!.y).add(m[1]!.mul(p[1]!.y)).div(M),
  }
  const d = p.map((pk) => ({ x: pk.x.sub(c.x), y: pk.y.sub(c.y) }))
  let L = Q.ratio(0)
  let I = Q.ratio(0)
  for (let k = 0; k < 2; k++) {
    L = L.add(m[k]!.mul(cross(d[k]!, { x: v[k]!.x.sub(V.x), y: v[k]!.y.sub(V.y) })))
    I = I.add(m[k]!.mul(dot(d[k]!, d[k]!)))
  }
  const w = L.div(I)
  const after = d.map((dk) => ({ x: V.x.sub(w.mul(dk.y)), y: V.y.add(w.mul(dk.x)) }))
  const J = after.map((a, k) => ({ x: m[k]!.mul(a.x.sub(v[k]!.x)), y: m[k]!.mul(a.y.sub(v[k]!.y)) }))
  return { after, J, m, p, v }
}

const close = (x: number, exact: Q, scale: number) =>
  expect(Math.abs(x - exact.toNumber())).toBeLessThanOrEqual(1e-12 * scale)

describe('a join of two lone balls against the exact rational join', () => {
  it('velocities after, and J equal and opposite along the line of centres, μ v_n as at e = 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: -0.95, max: 0.95, noNaN: true }),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (m1, m2, offset, speed, vx2, vy2) => {
          // Ball 2 (radius 1) comes at ball 1 (radius 1) from the left (both drifting alike), `offset` of the contact
          // distance off its line: a glancing join that spins.
          const balls: Ball[] = [
            { p: { x: 0, y: 0 }, v: { x: vx2 / 4, y: vy2 / 4 }, r: 1, m: m1 },
            { p: { x: -8, y: 2 * offset }, v: { x: speed + vx2 / 4, y: vy2 / 4 }, r: 1, m: m2 },
          ]
          const w = createStickWorld({ balls })
          const p = w.advanceTowards(40, 1_000_000)
          const e = p.events[0] as StickEvent
          expect(e).toMatchObject({ kind: 'ball-ball', a: 0, b: 1 })
          expect(e.balls.map((s) => s.k)).toEqual([0, 1])
          const x = exactJoin(e.balls, [m1, m2])
          // The exact join: the two impulses cancel, lie along the line of centres, and the
          // normal one is the reduced mass times the closing speed.
          expect(x.J[0]!.x.add(x.J[1]!.x).sign()).toBe(0)
          expect(x.J[0]!.y.add(x.J[1]!.y).sign()).toBe(0)
          const d = { x: x.p[0]!.x.sub(x.p[1]!.x), y: x.p[0]!.y.sub(x.p[1]!.y) }
          expect(cross(x.J[0]!, d).sign()).toBe(0)
          const mu = x.m[0]!.mul(x.m[1]!).div(x.m[0]!.add(x.m[1]!))
          const closing = dot({ x: x.v[0]!.x.sub(x.v[1]!.x), y: x.v[0]!.y.sub(x.v[1]!.y) }, d)
          expect(dot(x.J[0]!, d).equals(mu.mul(closing).neg())).toBe(true)
          // The world's floats against it.
          const scale = (m1 + m2) * (speed + 2)
          e.balls.forEach((s, k) => {
            close(s.after.x, x.after[k]!.x, speed + 2)
            close(s.after.y, x.after[k]!.y, speed + 2)
          })
          close(e.J.x, x.J[0]!.x, scale)
          close(e.J.y, x.J[0]!.y, scale)
          close(e.normal.x * e.impulse, x.J[0]!.x, scale)
          close(e.normal.y * e.impulse, x.J[0]!.y, scale)
          expect(e.impulse).toBeGreaterThan(0)
          // The normal is the line of centres, from ball 2 toward ball 1; the point on ball 1.
          const [a, b] = e.balls as [ContactBall, ContactBall]
          const gap = Math.hypot(a.x - b.x, a.y - b.y)
          expect(Math.abs(e.normal.x - (a.x - b.x) / gap)).toBeLessThan(1e-12)
          expect(Math.abs(e.normal.y - (a.y - b.y) / gap)).toBeLessThan(1e-12)
          expect(Math.hypot(e.point.x - a.x, e.point.y - a.y)).toBeCloseTo(1, 12)
          // Ball 2's own impulse is −J, to rounding.
          close(-m2 * (b.after.x - b.before.x), x.J[0]!.x, scale)
          close(-m2 * (b.after.y - b.before.y), x.J[0]!.y, scale)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('a lone ball off the box: the exact reflection with e, J = m (v′ − v) = (1 + e) m |vₙ| along the wall’s normal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 0, max: 8 }),
        (m, vx, vy, eighths) => {
          fc.pre(vx !== 0 || vy !== 0)
          const e = eighths / 8
          const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
          const w = createStickWorld({
            balls: [{ p: { x: 5, y: 5 }, v: { x: vx, y: vy }, r: 1, m }],
            box,
            restitution: e,
          })
          const ev = w.advanceTowards(10, 1_000_000).events[0] as StickEvent
          const [s] = ev.balls as [ContactBall]
          const n = ev.normal
          // v′ = v − (1 + e)(v·n) n, exact for the box's axis normals.
          const vn = q(s.before.x)
            .mul(q(n.x))
            .add(q(s.before.y).mul(q(n.y)))
          const k = Q.of(1 + e).mul(vn)
          expect(s.after.x).toBe(
            q(s.before.x)
              .sub(k.mul(q(n.x)))
              .toNumber(),
          )
          expect(s.after.y).toBe(
            q(s.before.y)
              .sub(k.mul(q(n.y)))
              .toNumber(),
          )
          expect(ev.J.x).toBe(q(m).mul(k.neg()).mul(q(n.x)).toNumber() + 0)
          expect(ev.J.y).toBe(q(m).mul(k.neg()).mul(q(n.y)).toNumber() + 0)
          expect(ev.impulse).toBe(q(m).mul(k.neg()).toNumber())
        },
      ),
      { numRuns: 200 },
    )
  })
})

const ballArb = fc.record({
  x: fc.double({ min: -8, max: 8, noNaN: true }),
  y: fc.double({ min: -8, max: 8, noNaN: true }),
  vx: fc.double({ min: -5, max: 5, noNaN: true }),
  vy: fc.double({ min: -5, max: 5, noNaN: true }),
  r: fc.double({ min: 0.3, max: 1.5, noNaN: true }),
  m: fc.double({ min: 0.1, max: 10, noNaN: true }),
})

describe('every contact of any few balls in a box', () => {
  it('a join keeps the momentum and angular momentum of the balls it lists; a wall adds J to them', () => {
    fc.assert(
      fc.property(
        fc.array(ballArb, { minLength: 2, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, e) => {
          const balls: Ball[] = []
          for (const b of raw)
            if (
              Math.abs(b.x) < 10 - b.r &&
              Math.abs(b.y) < 10 - b.r &&
              balls.every((c) => Math.hypot(c.p.x - b.x, c.p.y - b.y) > c.r + b.r + 1e-6)
            )
              balls.push({ p: { x: b.x, y: b.y }, v: { x: b.vx, y: b.vy }, r: b.r, m: b.m })
          fc.pre(balls.length >= 2)
          const box = { min: { x: -10, y: -10 }, max: { x: 10, y: 10 } }
          const w = createStickWorld({ balls, box, restitution: e })
          const p = w.advanceTowards(6, 1_000_000)
          expect(p.done).toBe(true)
          for (const ev of p.events as StickEvent[]) {
            let px = 0
            let py = 0
            let L = 0
            let scale = 0
            for (const s of ev.balls) {
              const m = balls[s.k]!.m
              const dvx = s.after.x - s.before.x
              const dvy = s.after.y - s.before.y
              px += m * dvx
              py += m * dvy
              L += m * (s.x * dvy - s.y * dvx)
              scale +=
                m *
                (Math.hypot(s.before.x, s.before.y) + Math.hypot(s.after.x, s.after.y)) *
                (1 + Math.hypot(s.x, s.y))
            }
            const tol = 1e-12 * scale + 1e-15
            // A wall's impulse acts through ball a's centre along the normal; a join's cancel.
            const [jx, jy] = ev.kind === 'ball-wall' ? [ev.J.x, ev.J.y] : [0, 0]
            const a = ev.balls[0]!
            const La = ev.kind === 'ball-wall' ? a.x * jy - a.y * jx : 0
            expect(Math.abs(px - jx)).toBeLessThanOrEqual(tol)
            expect(Math.abs(py - jy)).toBeLessThanOrEqual(tol)
            expect(Math.abs(L - La)).toBeLessThanOrEqual(tol)
            expect(a.k).toBe(ev.a)
            if (ev.kind === 'ball-ball') expect(ev.balls[1]!.k).toBe(ev.b)
            // J · n is the impulse; a contact pushes its balls apart, never together.
            expect(Math.abs(ev.J.x * ev.normal.x + ev.J.y * ev.normal.y - ev.impulse)).toBeLessThanOrEqual(
              tol,
            )
            expect(ev.impulse).toBeGreaterThanOrEqual(-tol)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
