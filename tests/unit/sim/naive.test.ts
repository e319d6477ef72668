// The grid engine against the brute-force reference of naive-sim.ts beside it: both make the same
// predictions from the same states, so the grid must yield exactly the same contacts.
import { describe, expect, it } from 'vitest'
import { createNaiveWorld } from './naive-sim'
import { type CollisionEvent, createWorld, type WorldOptions } from '../../../src/core/sim'
import type { Vec2 } from '../../../src/core/vec2'
import { placeBalls } from './check'

const box = { min: { x: 0, y: 0 }, max: { x: 40, y: 40 } }
const walls: [Vec2, Vec2][] = [
  [
    { x: 10, y: 5 },
    { x: 30, y: 25 },
  ],
  [
    { x: 5, y: 35 },
    { x: 25, y: 33 },
  ],
]

function run(make: (o: WorldOptions) => { advance(dt: number): CollisionEvent[] }, opts: WorldOptions) {
  const world = make(opts)
  const events: CollisionEvent[] = []
  for (let k = 0; k < 30; k++) events.push(...world.advance(1))
  return events
}

describe('createWorld and the naive O(N) predictor', () => {
  it.each([1, 0.6, 0.02])('process exactly the same events (restitution %s)', (restitution) => {
    const balls = placeBalls(120, box, (rnd) => 0.4 + rnd(), 2, 3).filter(
      // Keep clear of the walls' bounding boxes so no ball starts overlapping one.
      (b) =>
        !walls.some(
          ([p, q]) =>
            b.p.x > Math.min(p.x, q.x) - 2 &&
            b.p.x < Math.max(p.x, q.x) + 2 &&
            b.p.y > Math.min(p.y, q.y) - 2 &&
            b.p.y < Math.max(p.y, q.y) + 2,
        ),
    )
    balls[0] = { ...balls[0]!, v: { x: 0, y: 0 }, m: Number.POSITIVE_INFINITY }
    const opts = { balls, walls, box, restitution }
    const fast = run(createWorld, opts)
    const naive = run(createNaiveWorld, opts)
    expect(fast.length).toBeGreaterThan(250)
    expect(fast).toEqual(naive)
  })

  it('agree in free space too, where the outer cells reach out to infinity', () => {
    // Aimed at the middle, so the balls crowd, collide and then scatter past the grid's edge,
    // some of them into a wall beyond the balls' starting region.
    const balls = placeBalls(100, box, () => 0.7, 1, 9).map((b) => ({
      ...b,
      v: { x: b.v.x + (20 - b.p.x) / 4, y: b.v.y + (20 - b.p.y) / 4 },
    }))
    const beyond: [Vec2, Vec2][] = [
      [
        { x: -5, y: 45 },
        { x: 45, y: 47 },
      ],
    ]
    const opts = { balls, walls: beyond }
    const fast = run(createWorld, opts)
    expect(fast.length).toBeGreaterThan(100)
    expect(fast.some((e) => e.kind === 'ball-wall')).toBe(true)
    expect(fast).toEqual(run(createNaiveWorld, opts))
  })

  it('order simultaneous contacts by ball number, whatever order the balls lie in', () => {
    // Eight pairs in a column meet at the very same float time, numbered top down (against the
    // grid's order of cells), and a line of touching balls is hit at both ends at once.
    const pairs = Array.from({ length: 8 }, (_, k) => [
      { p: { x: 10, y: 38 - 4 * k }, v: { x: 1, y: 0 }, r: 1, m: 1 },
      { p: { x: 16, y: 38 - 4 * k }, v: { x: -1, y: 0 }, r: 1, m: 1 },
    ]).flat()
    const line = [30, 28, 26, 24, 22].map((x) => ({ p: { x, y: 5 }, v: { x: 0, y: 0 }, r: 1, m: 1 }))
    const ends = [
      { p: { x: 36, y: 5 }, v: { x: -1, y: 0 }, r: 1, m: 1 },
      { p: { x: 16, y: 5 }, v: { x: 1, y: 0 }, r: 1, m: 1 },
    ]
    const opts = { balls: [...pairs.reverse(), ...line, ...ends], box }
    const fast = run(createWorld, opts)
    const first = fast.filter((e) => e.time === fast[0]!.time)
    expect(first.length).toBeGreaterThanOrEqual(8)
    expect(first.map((e) => e.a)).toEqual([...first.map((e) => e.a)].sort((x, y) => x - y))
    expect(fast).toEqual(run(createNaiveWorld, opts))
  })
})
