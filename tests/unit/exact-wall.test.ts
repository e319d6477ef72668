// Where a ball starts against a wall (wallStart, used by sweptCircleSegment) against exact
// rational arithmetic: random doubles, and balls built to touch a slanted wall's face or end
// exactly, each nudged by one unit in the last place (Chapter 11).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wallStart } from '../../src/core/exact'
import type { Vec2 } from '../../src/core'
import { nudge, powerOfTwo, randomPoint, v } from './exactHarness'
import { Q } from './rational'

function reference(p: Vec2, d: Vec2, r: number, a: Vec2, b: Vec2) {
  const [px, py, dx, dy, rr, ax, ay, bx, by] = [p.x, p.y, d.x, d.y, r, a.x, a.y, b.x, b.y].map(Q.of) as Q[]
  const [ux, uy] = [bx!.sub(ax!), by!.sub(ay!)]
  const dot = (x1: Q, y1: Q, x2: Q, y2: Q) => x1.mul(x2).add(y1.mul(y2))
  const fromA = dot(px!.sub(ax!), py!.sub(ay!), ux, uy).sign()
  const fromB = dot(px!.sub(bx!), py!.sub(by!), ux.neg(), uy.neg()).sign()
  const off = ux.mul(py!.sub(ay!)).sub(uy.mul(px!.sub(ax!)))
  const side = off.sign()
  const across = ux.mul(dy!).sub(uy.mul(dx!)).sign()
  const beyondFace = off.mul(off).cmp(rr!.mul(rr!).mul(dot(ux, uy, ux, uy))) > 0
  const region = fromA < 0 ? 'before' : fromB < 0 ? 'after' : 'face'
  if (region === 'face')
    return { region, touching: !beyondFace, approaching: side * across < 0, side, across, beyondFace }
  const [ex, ey] = region === 'before' ? [ax!, ay!] : [bx!, by!]
  const [gx, gy] = [px!.sub(ex), py!.sub(ey)]
  const touching = dot(gx, gy, gx, gy).cmp(rr!.mul(rr!)) <= 0
  return { region, touching, approaching: dot(dx!, dy!, gx, gy).sign() < 0, side, across, beyondFace }
}

function agrees(p: Vec2, d: Vec2, r: number, a: Vec2, b: Vec2) {
  const got = wallStart(p, d, r, a, b)
  const ref = reference(p, d, r, a, b)
  expect({ ...got, onWall: undefined }).toEqual({ ...ref, onWall: undefined })
  return ref
}

const small = fc.integer({ min: -40, max: 40 })
const scale = powerOfTwo(1000)

describe('wallStart decides where a ball starts exactly', () => {
  it('random doubles', () => {
    const p = randomPoint(50)
    fc.assert(
      fc.property(p, p, fc.double({ min: 0, max: 30, noNaN: true }), p, p, (q, d, r, a, b) => {
        fc.pre(a.x !== b.x || a.y !== b.y)
        agrees(q, d, r, a, b)
      }),
      { numRuns: 150 },
    )
  }, 60_000)

  it('touching a slanted wall exactly: on its face, at its ends, and one ulp away', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(
        small,
        small,
        fc.integer({ min: 1, max: 9 }),
        small,
        fc.integer({ min: 1, max: 6 }),
        small,
        small,
        fc.integer({ min: 0, max: 2 }),
        scale,
        (ax, ay, len, at, j, dx, dy, where, s) => {
          // The wall runs along (3, 4); a ball of radius 5j touches it at distance exactly 5j.
          const a = v(ax * s, ay * s)
          const b = v((ax + 3 * len) * s, (ay + 4 * len) * s)
          const r = 5 * j * s
          const m = where === 0 ? Math.min(Math.abs(at) % (len + 1), len) : where === 1 ? -j : len + j
          const p =
            where === 0
              ? v((ax + 3 * m - 4 * j) * s, (ay + 4 * m + 3 * j) * s) // off the face by 5j
              : v((ax + 3 * m) * s, (ay + 4 * m) * s) // along the line, 5j past an end
          const d = v(dx * s, dy * s)
          const ref = agrees(p, d, r, a, b)
          expect(ref.touching).toBe(true)
          seen.add(ref.region)
          agrees(p, d, nudge(r), a, b)
          agrees(v(nudge(p.x), p.y), d, r, a, b)
        },
      ),
      { numRuns: 500 },
    )
    expect([...seen].sort()).toEqual(['after', 'before', 'face'])
  }, 60_000)
})
