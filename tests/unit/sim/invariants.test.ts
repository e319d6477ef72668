// Property tests of the event-driven simulation on random scenes (fast-check).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distanceToSegment } from '../../../src/core/closest'
import { type Ball, type CollisionEvent, createWorld } from '../../../src/core/sim'
import type { Vec2 } from '../../../src/core/vec2'
import { expectOrdered, expectSound } from './check'

const SIDE = 20
const box = { min: { x: 0, y: 0 }, max: { x: SIDE, y: SIDE } }

// fc.double spreads over the float bit patterns, so most of its values in [0, 1] are tiny: draw
// integers and scale them to get evenly spread positions, sizes and speeds.
const within = (min: number, max: number) =>
  fc.integer({ min: 0, max: 1_000_000 }).map((k) => min + ((max - min) * k) / 1_000_000)
const candidate = fc.noBias(
  fc.record({
    x: within(0, 1),
    y: within(0, 1),
    r: within(0.2, 1.5),
    m: within(0.1, 10),
    angle: within(0, 2 * Math.PI),
    speed: within(0.5, 5),
  }),
)
type Candidate = typeof candidate extends fc.Arbitrary<infer T> ? T : never

/** Keeps the candidates that fit in the box without overlapping the balls already kept or the walls. */
function accept(cands: Candidate[], walls: [Vec2, Vec2][] = []): Ball[] {
  const balls: Ball[] = []
  for (const c of cands) {
    const p = { x: c.r + c.x * (SIDE - 2 * c.r), y: c.r + c.y * (SIDE - 2 * c.r) }
    if (balls.some((b) => Math.hypot(b.p.x - p.x, b.p.y - p.y) < b.r + c.r)) continue
    if (walls.some((w) => distanceToSegment(p, ...w) < c.r)) continue
    balls.push({ p, v: { x: c.speed * Math.cos(c.angle), y: c.speed * Math.sin(c.angle) }, r: c.r, m: c.m })
  }
  return balls
}

const scene = fc.array(candidate, { minLength: 10, maxLength: 60 }).map((c) => accept(c))

describe('random balls in a box, e = 1', () => {
  it('conserve energy to 1e-9 over thousands of events, never overlap, stay inside, report events in order', () => {
    fc.assert(
      fc.property(scene, (balls) => {
        const world = createWorld({ balls, box })
        const e0 = world.kineticEnergy()
        let count = 0
        for (let step = 0; step < 2000 && count < 3000; step++) {
          const t0 = world.time
          const events = world.advance(2)
          expectOrdered(events, t0, t0 + 2)
          expect(world.time).toBe(t0 + 2)
          expectSound(world, box)
          count += events.length
        }
        expect(count).toBeGreaterThanOrEqual(3000)
        expect(Math.abs(world.kineticEnergy() - e0)).toBeLessThanOrEqual(1e-9 * e0)
      }),
      { numRuns: 20 },
    )
  })
})

describe('random balls in free space, any restitution', () => {
  it('conserve momentum, never gain energy, never overlap', () => {
    // Aimed at the middle so that most of them meet.
    const converging = scene.map((balls) =>
      balls.map((b) => ({ ...b, v: { x: b.v.x + (SIDE / 2 - b.p.x), y: b.v.y + (SIDE / 2 - b.p.y) } })),
    )
    fc.assert(
      fc.property(converging, within(0, 1), (balls, e) => {
        const world = createWorld({ balls, restitution: e })
        const p0 = world.momentum()
        const e0 = world.kineticEnergy()
        const scale = balls.reduce((s, b) => s + b.m * Math.hypot(b.v.x, b.v.y), 0)
        for (let step = 0; step < 10; step++) {
          world.advance(0.3)
          expectSound(world)
        }
        const p = world.momentum()
        expect(Math.abs(p.x - p0.x)).toBeLessThanOrEqual(1e-9 * scale)
        expect(Math.abs(p.y - p0.y)).toBeLessThanOrEqual(1e-9 * scale)
        expect(world.kineticEnergy()).toBeLessThanOrEqual(e0 * (1 + 1e-12))
      }),
      { numRuns: 30 },
    )
  })
})

describe('random balls with segment walls and fixed balls in a box, any restitution', () => {
  const wall = fc
    .tuple(within(1, SIDE - 1), within(1, SIDE - 1), within(1, SIDE - 1), within(1, SIDE - 1))
    .filter(([x0, y0, x1, y1]) => Math.hypot(x1 - x0, y1 - y0) > 0.1)
    .map(([x0, y0, x1, y1]): [Vec2, Vec2] => [
      { x: x0, y: y0 },
      { x: x1, y: y1 },
    ])
  it('never overlap a ball, a wall or the box, and never gain energy', () => {
    fc.assert(
      fc.property(
        fc.array(wall, { maxLength: 4 }),
        fc.array(candidate, { minLength: 2, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        within(0, 1),
        (walls, cands, fixed, e) => {
          const balls = accept(cands, walls).map((b, i) =>
            fixed[i] && i % 3 === 0 ? { ...b, v: { x: 0, y: 0 }, m: Number.POSITIVE_INFINITY } : b,
          )
          const world = createWorld({ balls, walls, box, restitution: e })
          const e0 = world.kineticEnergy()
          const events: CollisionEvent[] = []
          for (let step = 0; step < 20; step++) {
            events.push(...world.advance(0.5))
            const now = expectSound(world, box)
            for (const [i, b] of now.entries()) {
              if (b.m === Number.POSITIVE_INFINITY) expect(b.p).toEqual(balls[i]!.p)
              for (const w of walls)
                expect(distanceToSegment(b.p, ...w)).toBeGreaterThanOrEqual(b.r * (1 - 1e-9))
            }
          }
          expectOrdered(events, 0, 10)
          for (const ev of events) {
            expect(ev.b).toBeLessThan(ev.kind === 'ball-ball' ? balls.length : walls.length + 4)
            if (ev.kind === 'ball-ball') expect(ev.a).toBeLessThan(ev.b)
          }
          expect(world.kineticEnergy()).toBeLessThanOrEqual(e0 * (1 + 1e-12))
        },
      ),
      { numRuns: 30 },
    )
  })
})
