import { describe, expect, it } from 'vitest'
import type { Ball } from '../sim/types'
import type { StickOptions } from './types'
import { createStickWorld, restoreStickWorld } from './world'

const ball = (x: number, y: number, vx = 0, vy = 0, r = 1, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})

/** Runs to `time` with a budget that is never the limit here. */
function run(opts: StickOptions, time: number) {
  const w = createStickWorld(opts)
  const p = w.advanceTowards(time, 100_000)
  expect(p.done).toBe(true)
  return { w, p }
}

describe('sticky contacts: named cases', () => {
  it('the track: 1 kg at 4 m/s joins 3 kg at rest, and both move on at 1 m/s', () => {
    const { w, p } = run({ balls: [ball(4, 5, 4, 0, 0.5, 1), ball(12, 5, 0, 0, 0.8, 3)] }, 4)
    const t = (12 - 4 - 1.3) / 4
    // The 1 kg ball loses 3 kg·m/s, the 3 kg ball gains it: μ v_n = (3/4)·4 along the line of
    // centres, which points from ball 2 toward ball 1 (−x); the contact point is on ball 1's right.
    expect(p.events).toEqual([
      {
        time: t,
        kind: 'ball-ball',
        a: 0,
        b: 1,
        normal: { x: -1, y: 0 },
        impulse: 3,
        point: { x: 4 + 4 * t + 0.5, y: 5 },
        J: { x: -3, y: 0 },
        balls: [
          { k: 0, x: 4 + 4 * t, y: 5, before: { x: 4, y: 0 }, after: { x: 1, y: 0 } },
          { k: 1, x: 12, y: 5, before: { x: 0, y: 0 }, after: { x: 1, y: 0 } },
        ],
      },
    ])
    for (const b of w.balls()) expect(b.v).toEqual({ x: 1, y: 0 })
    expect(w.bonds()).toEqual([[0, 1]])
  })

  it('equal and opposite momenta: the joined pair stops dead', () => {
    const { w } = run({ balls: [ball(0, 0, 3, 0, 1, 2), ball(10, 0, -2, 0, 1, 3)] }, 5)
    for (const b of w.balls()) expect(b.v).toEqual({ x: 0, y: 0 })
  })

  it('two balls at rest and touching stay two bodies', () => {
    const { w, p } = run({ balls: [ball(0, 0), ball(2, 0)] }, 3)
    expect(p.events).toEqual([])
    expect(w.bonds()).toEqual([])
  })

  it('Newton’s cradle sticks into one body at the first contact: six balls at v/6', () => {
    const balls = [ball(0, 0, 6), ...[10, 12, 14, 16, 18].map((x) => ball(x, 0))]
    const { w, p } = run({ balls }, 3)
    expect(p.events.map((e) => e.time)).toEqual([8 / 6, 8 / 6, 8 / 6, 8 / 6, 8 / 6])
    for (const b of w.balls()) expect(b.v.x).toBeCloseTo(1, 12)
  })

  it('an off-centre contact spins the pair: ω = b v / (4 r²), energy (1 + b²/4r²) m v²/4', () => {
    const v = 2
    const r = 1
    const b = 1
    const { w } = run({ balls: [ball(0, 0, v), ball(6, b)] }, 5)
    const [p1, p2] = w.balls() as [Ball, Ball]
    // Velocity of each ball relative to the centre of mass is ω × d: ω from either ball.
    const cx = (p1.p.x + p2.p.x) / 2
    const cy = (p1.p.y + p2.p.y) / 2
    const omega = p2.v.y / (p2.p.x - cx)
    expect(omega).toBeCloseTo((b * v) / (4 * r * r), 8)
    expect(-(p2.v.x - v / 2) / (p2.p.y - cy)).toBeCloseTo(omega, 8)
    const energy = 0.5 * (p1.v.x ** 2 + p1.v.y ** 2 + p2.v.x ** 2 + p2.v.y ** 2)
    expect(energy).toBeCloseTo(((1 + (b * b) / (4 * r * r)) * (v * v)) / 4, 8)
    // The bar between them keeps its length 2r while it turns.
    expect(Math.hypot(p1.p.x - p2.p.x, p1.p.y - p2.p.y)).toBeCloseTo(2 * r, 8)
  })

  it('a single ball bounces off the box with e', () => {
    const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
    const { w, p } = run({ balls: [ball(5, 5, 2)], box, restitution: 0.5 }, 3)
    // j = (1 + e) m v = 1.5 · 2 along the wall's normal (−x), at the ball's right, x = 10.
    expect(p.events).toEqual([
      {
        time: 2,
        kind: 'ball-wall',
        a: 0,
        b: 1,
        normal: { x: -1, y: 0 },
        impulse: 3,
        point: { x: 10, y: 5 },
        J: { x: -3, y: 0 },
        balls: [{ k: 0, x: 9, y: 5, before: { x: 2, y: 0 }, after: { x: -1, y: 0 } }],
      },
    ])
    expect(w.balls()[0]!.v).toEqual({ x: -1, y: 0 })
  })

  it('a joined pair keeps its kinetic energy on elastic walls and loses some at e = 0.5', () => {
    const box = { min: { x: -10, y: -10 }, max: { x: 20, y: 10 } }
    const energy = (bs: Ball[]) => bs.reduce((s, b) => s + 0.5 * b.m * (b.v.x ** 2 + b.v.y ** 2), 0)
    for (const e of [1, 0.5]) {
      const w = createStickWorld({ balls: [ball(0, 0, 3), ball(6, 1)], box, restitution: e })
      w.advanceTowards(2.5, 100_000)
      expect(w.bonds()).toHaveLength(1)
      const joined = energy(w.balls())
      const p = w.advanceTowards(30, 1_000_000)
      expect(p.done).toBe(true)
      expect(p.events.length).toBeGreaterThan(1)
      if (e === 1) expect(energy(w.balls())).toBeCloseTo(joined, 9)
      else expect(energy(w.balls())).toBeLessThan(joined)
    }
  })

  it('a segment wall reflects a ball along its normal', () => {
    const walls: [{ x: number; y: number }, { x: number; y: number }][] = [
      [
        { x: 5, y: -5 },
        { x: 5, y: 5 },
      ],
    ]
    const { w, p } = run({ balls: [ball(0, 0, 2)], walls }, 4)
    expect(p.events).toMatchObject([{ time: 2, kind: 'ball-wall', a: 0, b: 0, impulse: 4 }])
    expect(w.balls()[0]!.v).toEqual({ x: -2, y: 0 })
  })
})

describe('the stick world runs in bounded steps and replays exactly', () => {
  const opts = (): StickOptions => ({
    balls: [ball(2, 5, 3, 1), ball(8, 5.6, -1, 0, 0.7, 2), ball(14, 4, 0, 2, 0.5, 0.5)],
    box: { min: { x: 0, y: 0 }, max: { x: 20, y: 10 } },
    restitution: 0.8,
  })

  it('never takes more steps than its budget', () => {
    const w = createStickWorld(opts())
    for (let k = 0; k < 50; k++) expect(w.advanceTowards(60, 7).steps).toBeLessThanOrEqual(7)
  })

  it('a snapshot restored goes on bit for bit; the same calls give the same floats', () => {
    const a = createStickWorld(opts())
    a.advanceTowards(3, 1_000_000)
    const b = restoreStickWorld(a.snapshot())
    for (const w of [a, b]) for (let t = 3.5; t <= 12; t += 0.5) w.advanceTowards(t, 1_000_000)
    expect(b.balls()).toEqual(a.balls())
    expect(b.bonds()).toEqual(a.bonds())
  })

  it('stops at the time asked and processes contacts due then before it says done', () => {
    const w = createStickWorld({ balls: [ball(0, 0, 1), ball(4, 0)] })
    const p = w.advanceTowards(2, 1000)
    expect(p).toMatchObject({ done: true, time: 2 })
    expect(p.events).toHaveLength(1)
  })
})

describe('createStickWorld rejects bad input with a RangeError naming the field', () => {
  it.each<[string, StickOptions, RegExp]>([
    ['no balls', { balls: [] }, /balls must hold 1 to 64/],
    ['NaN position', { balls: [ball(Number.NaN, 0)] }, /balls\[0\]\.p\.x/],
    ['a huge speed', { balls: [ball(0, 0, 1e10)] }, /balls\[0\]\.v\.x must be within/],
    ['a fixed ball', { balls: [ball(0, 0, 0, 0, 1, Number.POSITIVE_INFINITY)] }, /balls\[0\]\.m/],
    ['zero radius', { balls: [ball(0, 0, 0, 0, 0)] }, /balls\[0\]\.r must be at least/],
    ['overlapping balls', { balls: [ball(0, 0), ball(1, 0)] }, /balls\[0\] and balls\[1\] overlap/],
    ['restitution above 1', { balls: [ball(0, 0)], restitution: 1.5 }, /restitution/],
    [
      'a ball outside the box',
      { balls: [ball(0, 0)], box: { min: { x: 0, y: 0 }, max: { x: 5, y: 5 } } },
      /balls\[0\] must lie inside the box/,
    ],
    [
      'a ball on a wall',
      {
        balls: [ball(0, 0)],
        walls: [
          [
            { x: 0, y: -1 },
            { x: 0, y: 1 },
          ],
        ],
      },
      /balls\[0\] overlaps walls\[0\]/,
    ],
    [
      'a wall of one point',
      {
        balls: [ball(0, 0)],
        walls: [
          [
            { x: 3, y: 3 },
            { x: 3, y: 3 },
          ],
        ],
      },
      /walls\[0\]/,
    ],
  ])('%s', (_, opts, message) => {
    expect(() => createStickWorld(opts)).toThrow(RangeError)
    expect(() => createStickWorld(opts)).toThrow(message)
  })

  it('a time before the world’s or a budget of zero', () => {
    const w = createStickWorld({ balls: [ball(0, 0, 1)] })
    w.advanceTowards(1, 10)
    expect(() => w.advanceTowards(0.5, 10)).toThrow(/time must be/)
    expect(() => w.advanceTowards(2, 0)).toThrow(/budget/)
  })
})
