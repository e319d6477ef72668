// Hand-built scenes for the event-driven simulation (Chapter 10).
import { describe, expect, it } from 'vitest'
import { type Ball, createWorld } from '../../../src/core/sim'
import type { Vec2 } from '../../../src/core/vec2'
import { expectOrdered, expectSound, placeBalls } from './check'

const ball = (x: number, y: number, vx = 0, vy = 0, r = 1, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})
const FIXED = Number.POSITIVE_INFINITY

describe("Newton's cradle", () => {
  it('five touching balls: the first comes in, the last leaves with its velocity, the rest stop', () => {
    const balls = [ball(-10, 0, 3), ...[2, 4, 6, 8].map((x) => ball(x, 0))]
    const world = createWorld({ balls })
    const events = world.advance(5)
    // Ball 0 meets ball 1 at x = 0 after 10/3; each contact then passes the momentum on at once.
    expect(events.map((e) => [e.kind, e.a, e.b])).toEqual([
      ['ball-ball', 0, 1],
      ['ball-ball', 1, 2],
      ['ball-ball', 2, 3],
      ['ball-ball', 3, 4],
    ])
    expect(new Set(events.map((e) => e.time)).size).toBe(1)
    expect(world.balls().map((b) => b.v)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 3, y: 0 },
    ])
  })

  it('a slanted line spaced by float arithmetic passes the momentum to 1e-12', () => {
    // Direction (0.6, 0.8), radius 0.1: positions carry rounding, so contacts are "touching" by tolerance.
    const ux = 0.6
    const uy = 0.8
    const r = 0.1
    const balls = [0, 1, 2, 3, 4].map((k) => ball(k * 2 * r * ux, k * 2 * r * uy, 0, 0, r))
    balls[0] = ball(-1 * ux, -1 * uy, 2 * ux, 2 * uy, r)
    const world = createWorld({ balls })
    const events = world.advance(2)
    // Rounding leaves velocities of ~1e-16 behind, which may bring on a few more tiny contacts at once.
    expect(events.every((e) => e.time === 0.5)).toBe(true)
    const after = world.balls()
    for (const b of after.slice(0, 4)) expect(Math.hypot(b.v.x, b.v.y)).toBeLessThan(1e-12)
    expect(after[4]!.v.x).toBeCloseTo(2 * ux, 12)
    expect(after[4]!.v.y).toBeCloseTo(2 * uy, 12)
    expectSound(world)
  })
})

describe('simultaneous contacts', () => {
  it('three mutually touching balls all moving inward resolve without losing energy or overlapping', () => {
    const h = Math.sqrt(3)
    const balls = [ball(0, 0, 1, h / 3), ball(2, 0, -1, h / 3), ball(1, h, 0, -1)]
    const world = createWorld({ balls })
    const e0 = world.kineticEnergy()
    const p0 = world.momentum()
    const events = world.advance(3)
    expect(events.length).toBeGreaterThanOrEqual(3)
    expect(events.every((e) => e.time === 0)).toBe(true)
    expect(world.kineticEnergy()).toBeCloseTo(e0, 12)
    expect(world.momentum().x).toBeCloseTo(p0.x, 12)
    expect(world.momentum().y).toBeCloseTo(p0.y, 12)
    expectSound(world)
    // Afterwards every pair is separating.
    const s = world.balls()
    for (const [i, j] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const a = s[i]!
      const b = s[j]!
      const closing = (b.p.x - a.p.x) * (b.v.x - a.v.x) + (b.p.y - a.p.y) * (b.v.y - a.v.y)
      expect(closing).toBeGreaterThanOrEqual(0)
    }
  })

  it('a ball striking two touching balls at once is processed one pair at a time, lower index first', () => {
    const balls = [ball(1, 1), ball(1, -1), ball(-5, 0, 2)]
    const world = createWorld({ balls })
    const e0 = world.kineticEnergy()
    const events = world.advance(10)
    expect(events[0]).toMatchObject({ kind: 'ball-ball', a: 0, b: 2 })
    expect(events[1]).toMatchObject({ kind: 'ball-ball', a: 1, b: 2, time: events[0]!.time })
    expect(world.kineticEnergy()).toBeCloseTo(e0, 12)
    expectSound(world)
  })
})

describe('touching pairs', () => {
  it('balls touching within rounding and moving together, or apart, never collide', () => {
    const r = 0.1
    const balls = [
      ball(0.3, 0.7, 1.1, -0.3, r),
      ball(0.3 + 2 * r * (1 - 1e-15), 0.7, 1.1, -0.3, r),
      ball(5, 5, -1, 0, r),
      ball(5 + 2 * r * (1 - 1e-15), 5, 1, 0, r),
    ]
    const world = createWorld({ balls })
    expect(world.advance(10)).toEqual([])
    expectSound(world)
  })

  it('a resting touching pair struck from behind: the chain resolves at once, the TC model keeps it finite', () => {
    const balls = [ball(0, 0), ball(2, 0), ball(-10, 0, 1)]
    const world = createWorld({ balls, restitution: 0.5 })
    const events = world.advance(20)
    // 2 hits 0 inelastically (0.25, 0.75); 0 and 1 are then in contact and within the TC
    // window, so 0 passes 0.75 to 1 elastically; 2 then catches 0 up, elastically again.
    expect(events.map((e) => [e.time, e.a, e.b])).toEqual([
      [8, 0, 2],
      [8, 0, 1],
      [8, 0, 2],
    ])
    expect(world.balls().map((b) => b.v.x)).toEqual([0.25, 0.75, 0])
    expect(world.momentum().x).toBe(1)
    expectSound(world)
  })
})

describe('walls', () => {
  const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }

  it('a fast ball bounces tens of thousands of times in one advance and stays inside the box', () => {
    const world = createWorld({ balls: [ball(5, 5, 1e5, 0.7e5)], box })
    const events = world.advance(1)
    expect(events.length).toBeGreaterThan(20_000)
    expectOrdered(events, 0, 1)
    expect(events.every((e) => e.kind === 'ball-wall' && e.b >= 0 && e.b < 4)).toBe(true)
    expectSound(world, box)
    const [b] = world.balls()
    expect(Math.abs(b!.v.x)).toBe(1e5)
    expect(Math.abs(b!.v.y)).toBe(0.7e5)
  })

  it('box sides are numbered after the segment walls: min.x, max.x, min.y, max.y', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: 20, y: 20 },
        { x: 21, y: 21 },
      ],
    ]
    const bigBox = { min: { x: 0, y: 0 }, max: { x: 30, y: 30 } }
    const hits = (v: Vec2) =>
      createWorld({ balls: [ball(5, 5, v.x, v.y)], walls, box: bigBox }).advance(3)[0]!.b
    expect([hits({ x: -2, y: 0 }), hits({ x: 0, y: -2 })]).toEqual([1, 3])
    const far = (v: Vec2) =>
      createWorld({ balls: [ball(25, 25, v.x, v.y)], box: bigBox, walls }).advance(3)[0]!.b
    expect([far({ x: 2, y: 0 }), far({ x: 0, y: 2 })]).toEqual([2, 4])
  })

  it('a ball sliding along a face or a box side while creeping into it never sinks in', () => {
    // Closing at 0.9e-12 of its speed: too slow to count as approaching. Without a contact when
    // it has sunk 1e-10 of its radius, sliding 1000 radii would take it 9e-10 deep.
    const walls: [Vec2, Vec2][] = [
      [
        { x: 0, y: 0 },
        { x: 2000, y: 0 },
      ],
    ]
    const big = { min: { x: -1, y: -3000 }, max: { x: 2000, y: 3000 } }
    const balls = [ball(1, 1, 10, -9e-12), ball(0, -2, -9e-12, -10)]
    const world = createWorld({ balls, walls, box: big })
    const events = world.advance(100)
    expect(events.map((e) => [e.a, e.b])).toEqual([
      [0, 0],
      [1, 1],
    ])
    const [a, b] = world.balls()
    expect(a!.p.y).toBeGreaterThanOrEqual(1 - 2e-10)
    expect(b!.p.x).toBeGreaterThanOrEqual(0 - 2e-10)
  })

  it('a fast small ball does not tunnel through a thin segment wall', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: 5, y: 0 },
        { x: 5, y: 10 },
      ],
    ]
    const world = createWorld({ balls: [ball(2, 3.3, 1e6, 1234, 0.01)], walls, box })
    for (let k = 0; k < 10; k++) {
      const events = world.advance(0.01)
      expect(events.some((e) => e.b === 0)).toBe(true)
      const [b] = world.balls()
      expect(b!.p.x).toBeLessThan(5 - 0.01 * (1 - 1e-9))
    }
    expectSound(world, box)
  })

  it('a ball hitting a wall end head-on bounces straight back off the endpoint', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
    ]
    const world = createWorld({ balls: [ball(-5, 0, 1)], walls })
    const events = world.advance(10)
    // Impulse m(1 + e)v = 2, along the normal from the endpoint to the centre.
    expect(events).toEqual([{ time: 4, kind: 'ball-wall', a: 0, b: 0, impulse: 2, normal: { x: -1, y: 0 } }])
    expect(world.balls()[0]!.v).toEqual({ x: -1, y: 0 })
  })

  it('an off-centre endpoint hit reflects about the line from the endpoint to the centre', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
    ]
    const world = createWorld({ balls: [ball(-5, 0.5, 1)], walls })
    const [hit] = world.advance(10)
    // Contact when the centre is 1 from (0, 0): x = −√0.75; normal n = (x, 0.5); F = I − 2(I·n)n.
    const x = -Math.sqrt(0.75)
    expect(hit!.time).toBeCloseTo(5 + x, 12)
    const [b] = world.balls()
    expect(b!.v.x).toBeCloseTo(1 - 2 * x * x, 12)
    expect(b!.v.y).toBeCloseTo(-2 * x * 0.5, 12)
  })

  it('restitution applies to the box and to segment walls', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: 0, y: 8 },
        { x: 10, y: 8 },
      ],
    ]
    // contactTime 0: with the TC model the second of two simultaneous contacts would be elastic.
    const world = createWorld({ balls: [ball(5, 5, -2, 1)], walls, box, restitution: 0.5, contactTime: 0 })
    const events = world.advance(2.5)
    // At t = 2 the ball meets the segment's face (y = 7) and the min.x side (x = 1): wall 0, then
    // the box's side 1 + 0, in partner order.
    expect(events.map((e) => [e.time, e.b])).toEqual([
      [2, 0],
      [2, 1],
    ])
    // Mass 1: impulses (1 + e)·1 and (1 + e)·2, along the normals out of the wall and the side.
    expect(events.map((e) => [e.impulse, e.normal])).toEqual([
      [1.5, { x: 0, y: -1 }],
      [3, { x: 1, y: 0 }],
    ])
    expect(world.balls()[0]!.v).toEqual({ x: 1, y: -0.5 })
  })
})

describe('fixed balls', () => {
  it('a ball bounces off a fixed ball, which stays put and is left out of energy and momentum', () => {
    const world = createWorld({
      balls: [ball(0, 0, 0, 0, 1, FIXED), ball(-5, 0, 2, 0, 1, 3)],
      restitution: 0.5,
    })
    expect(world.kineticEnergy()).toBe(6)
    expect(world.momentum()).toEqual({ x: 6, y: 0 })
    // The fixed ball a takes the impulse 3 × 3 that turns b's 2 into −1, along b's centre → a's.
    expect(world.advance(5)).toEqual([
      { time: 1.5, kind: 'ball-ball', a: 0, b: 1, impulse: 9, normal: { x: 1, y: 0 } },
    ])
    const [f, b] = world.balls()
    expect(f).toEqual({ p: { x: 0, y: 0 }, v: { x: 0, y: 0 }, r: 1, m: FIXED })
    expect(b!.v).toEqual({ x: -1, y: 0 })
    expect(world.momentum()).toEqual({ x: -3, y: 0 })
  })

  it('a ball caught between fixed balls keeps bouncing without overlap or energy change', () => {
    const balls = [ball(-3, 0, 0, 0, 1, FIXED), ball(3, 0, 0, 0, 1, FIXED), ball(0, 0, 50, 0)]
    const world = createWorld({ balls })
    const events = world.advance(10)
    expect(events.length).toBeGreaterThan(100)
    expect(world.kineticEnergy()).toBeCloseTo(1250, 9)
    expectSound(world)
  })
})

describe('inelastic collapse terminates', () => {
  const corner = { min: { x: 0, y: 0 }, max: { x: 14, y: 14 } }
  // A lattice of touching-distance balls all falling into the corner at (0, 0).
  const cluster = () => {
    const balls: Ball[] = []
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 5; j++) balls.push(ball(3 + 2.05 * i, 3 + 2.05 * j, -1, -1.3, 1))
    return balls
  }

  it.each([0, 0.05])('a cluster with e = %s falling into a corner', (e) => {
    const world = createWorld({ balls: cluster(), box: corner, restitution: e })
    const e0 = world.kineticEnergy()
    let events = 0
    for (let k = 0; k < 20; k++) events += world.advance(1).length
    expect(events).toBeGreaterThan(25)
    expect(world.kineticEnergy()).toBeLessThan(e0)
    expectSound(world, corner)
  })

  it('many balls with e = 0 in a small box', () => {
    const small = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
    const balls = placeBalls(40, small, () => 0.6, 3, 5)
    const world = createWorld({ balls, box: small, restitution: 0 })
    for (let k = 0; k < 10; k++) world.advance(1)
    expectSound(world, small)
    expect(world.kineticEnergy()).toBeLessThan(
      0.5 * balls.reduce((s, b) => s + b.m * (b.v.x ** 2 + b.v.y ** 2), 0),
    )
  })

  it('a call stops on its budget, says how far it got, and the next goes on from there', () => {
    const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
    // One bounce per 8e-74 s: no budget could reach t = 1 without the stop.
    const world = createWorld({ balls: [ball(5, 5, 1e74, 0)], box, maxEventsPerAdvance: 3 })
    const first = world.advanceTowards(1, 5)
    expect(first).toMatchObject({ done: false, steps: 5 })
    // Steps count cell crossings too: the contacts are some of them, the last at or before `time`.
    expect(first.events.length).toBeGreaterThan(0)
    expect(first.events.length).toBeLessThanOrEqual(5)
    expect(first.time).toBeGreaterThanOrEqual(first.events.at(-1)!.time)
    expect(first.time).toBeLessThan(1e-60)
    expect(world.time).toBe(first.time)
    // advance and advanceTo take maxEventsPerAdvance as their budget and leave `time` where they stopped.
    expect(world.advanceTo(1).length).toBeLessThanOrEqual(3)
    expect(world.time).toBeGreaterThan(first.time)
    expect(world.time).toBeLessThan(1e-60)
    expectSound(world, box)
    // A budget that suffices ends exactly at the time asked for.
    const slow = createWorld({ balls: [ball(5, 5, 4, 0)], box })
    expect(slow.advanceTowards(3, 10)).toMatchObject({ done: true, time: 3 })
    expect(slow.time).toBe(3)
  })

  it('stalls, named in the docs, with the TC model off (contactTime 0): every call ends on its budget at the collapse time', () => {
    const balls = cluster().filter((_, k) => k % 5 < 3 && k < 15)
    // 3×3 balls falling into the corner with e = 0 converge on one time, contact after contact.
    const stalled = createWorld({ balls, box: corner, restitution: 0, contactTime: 0 })
    const times: number[] = []
    for (let k = 0; k < 6; k++) {
      const p = stalled.advanceTowards(20, 2000)
      expect(p).toMatchObject({ done: false, steps: 2000 })
      times.push(p.time)
    }
    expect(times.at(-1)).toBe(times.at(-2))
    expect(times.at(-1)).toBeLessThan(20)
    expectSound(stalled, corner)
    // With the TC model on (the default contactTime) the same cluster reaches the time asked for.
    const on = createWorld({ balls, box: corner, restitution: 0 })
    expect(on.advanceTowards(20, 2000)).toMatchObject({ done: true, time: 20 })
  })

  it('advanceTowards rejects a budget that is not a positive integer', () => {
    const world = createWorld({ balls: [ball(5, 5, 1, 0)] })
    for (const budget of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => world.advanceTowards(1, budget)).toThrow(/^budget must be a positive integer/)
    expect(world.time).toBe(0)
  })

  it('the TC model makes contacts elastic for a ball that collided less than contactTime ago', () => {
    const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
    const world = createWorld({ balls: [ball(5, 5, 4, 0)], box, restitution: 0.5, contactTime: 3 })
    world.advance(1) // first bounce (t = 1): inelastic, speed 2
    world.advance(4) // second bounce at t = 5, 4 after the first: inelastic again, speed 1
    expect(Math.abs(world.balls()[0]!.v.x)).toBe(1)
    const quick = createWorld({ balls: [ball(5, 5, 4, 0)], box, restitution: 0.5, contactTime: 5 })
    quick.advance(6) // the second bounce comes within 5 of the first: elastic
    expect(Math.abs(quick.balls()[0]!.v.x)).toBe(2)
  })

  it('the TC model looks at both balls: a fresh ball meeting one that just bounced is elastic', () => {
    const box = { min: { x: 0, y: 0 }, max: { x: 100, y: 100 } }
    // B (index 1) bounces off the right side at t = 0.2 (its first contact: e = 0.5, back at 5);
    // A (index 0), never hit, meets it 1/15 later, well within contactTime of B's bounce.
    const world = createWorld({
      balls: [ball(94, 50, 10, 0), ball(97, 50, 10, 0)],
      box,
      restitution: 0.5,
      contactTime: 1,
    })
    const events = world.advance(0.28)
    expect(events.map((e) => e.kind)).toEqual(['ball-wall', 'ball-ball'])
    // Elastic between equal masses closing at 15: the impulse is 15, and they swap velocities.
    expect(events[1]!.impulse).toBeCloseTo(15, 12)
    const [a, b] = world.balls()
    expect(a!.v.x).toBeCloseTo(-5, 12)
    expect(b!.v.x).toBeCloseTo(10, 12)
  })
})

describe('the plain API', () => {
  it('balls() is a snapshot at `time`; changing it does not change the world', () => {
    const world = createWorld({ balls: [ball(0, 0, 1, 2)] })
    world.advance(0)
    expect(world.time).toBe(0)
    world.advance(1.5)
    expect(world.time).toBe(1.5)
    const snap = world.balls() as Ball[]
    expect(snap[0]!.p).toEqual({ x: 1.5, y: 3 })
    snap[0]!.p = { x: 100, y: 100 }
    expect(world.balls()[0]!.p).toEqual({ x: 1.5, y: 3 })
  })

  it('an empty world just keeps time', () => {
    const world = createWorld({ balls: [] })
    expect(world.advance(1)).toEqual([])
    expect(world.time).toBe(1)
    expect(world.kineticEnergy()).toBe(0)
    expect(world.momentum()).toEqual({ x: 0, y: 0 })
  })
})
