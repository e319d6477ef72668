import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Ball, createWorld } from './sim'
import { BAUMGARTE, SLOP, SteppedEngine } from './stepped'
import type { Vec2 } from './vec2'

const DT = 1 / 60
const ball = (x: number, y: number, vx: number, vy: number, r: number, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})
const open = (balls: Ball[], walls: [Vec2, Vec2][] = [], restitution = 1) => ({ balls, walls, restitution })
/** Sums over the balls of a state packed x, y, vx, vy. */
const sum = (state: Float64Array, f: (vx: number, vy: number, i: number) => number) =>
  Array.from({ length: state.length / 4 }, (_, i) => f(state[4 * i + 2]!, state[4 * i + 3]!, i)).reduce(
    (a, b) => a + b,
  )
const momentum = (e: SteppedEngine, masses: readonly number[]) => ({
  x: sum(e.state(), (vx, _, i) => masses[i]! * vx),
  y: sum(e.state(), (_, vy, i) => masses[i]! * vy),
})
const energyOf = (state: Float64Array, masses: readonly number[]) =>
  sum(state, (vx, vy, i) => 0.5 * masses[i]! * (vx * vx + vy * vy))

describe('the frame-stepped engine', () => {
  it('refuses a step that is not a positive finite number, and an empty scene', () => {
    const s = open([ball(0, 0, 1, 0, 1)])
    for (const dt of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => new SteppedEngine(s, dt)).toThrow(/dt/)
    expect(() => new SteppedEngine(open([]), DT)).toThrow(/balls/)
  })

  it('conserves momentum at every contact it resolves, whatever the masses and restitution', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -0.9, max: 0.9, noNaN: true }),
        fc.double({ min: 3, max: 30, noNaN: true }),
        (ma, mb, e, offset, speed) => {
          // Apart before the step (speed ≥ 3 sees to it), overlapping and approaching after it.
          const c = 0.9 * Math.sqrt(1 - offset * offset)
          const balls = [
            ball(-speed * DT, 0, speed, 0, 0.5, ma),
            ball(c + speed * DT, offset, -speed, 0, 0.5, mb),
          ]
          const eng = new SteppedEngine(open(balls, [], e), DT)
          const masses = balls.map((b) => b.m)
          const before = momentum(eng, masses)
          eng.step()
          expect(eng.contacts).toBe(1)
          const after = momentum(eng, masses)
          const scale = (ma + mb) * speed
          expect(Math.abs(after.x - before.x)).toBeLessThan(1e-12 * scale)
          expect(Math.abs(after.y - before.y)).toBeLessThan(1e-12 * scale)
          // ...and pushes the pair apart: a single pair never ends a step overlapping.
          expect(eng.overlapping).toBe(0)
        },
      ),
    )
  })

  it('keeps the energy of an elastic contact and loses (1 − e²) of the approach for e < 1', () => {
    const balls = [ball(0, 0, 3, 0, 0.5), ball(1.02, 0, -3, 0, 0.5)]
    const masses = balls.map((b) => b.m)
    const elastic = new SteppedEngine(open(balls), DT)
    const e0 = energyOf(elastic.state(), masses)
    elastic.step()
    expect(energyOf(elastic.state(), masses)).toBeCloseTo(e0, 12)
    const half = new SteppedEngine(open(balls, [], 0.5), DT)
    half.step()
    expect(energyOf(half.state(), masses)).toBeCloseTo(0.25 * e0, 12)
  })

  it('pushes an overlap apart by moving the balls (no energy made) or, as game engines do, with a velocity (energy made)', () => {
    // Two balls at rest, 0.2 into each other (radii 0.5 + 0.5): no impulse, only the push.
    const balls = [ball(0, 0, 0, 0, 0.5), ball(0.8, 0, 0, 0, 0.5, 3)]
    const moved = new SteppedEngine(open(balls), DT)
    moved.step()
    expect(moved.state()[4]! - moved.state()[0]!).toBeCloseTo(1, 12)
    expect(energyOf(moved.state(), [1, 3])).toBe(0)
    const pushed = new SteppedEngine(open(balls), DT, 'velocity')
    pushed.step()
    // A separating speed closing BAUMGARTE of the overlap past SLOP in a step, shared by inverse
    // mass (3 to 1), momentum kept; kinetic energy from nothing.
    const closing = (BAUMGARTE * (0.2 - SLOP)) / DT
    const [, , v1, , , , v2] = pushed.state()
    expect(v2! - v1!).toBeCloseTo(closing, 12)
    expect(v1! + 3 * v2!).toBeCloseTo(0, 12)
    expect(energyOf(pushed.state(), [1, 3])).toBeGreaterThan(0)
    // An overlap within the slop is left to the impulses.
    const shallow = new SteppedEngine(open([ball(0, 0, 0, 0, 0.5), ball(0.99, 0, 0, 0, 0.5)]), DT, 'velocity')
    shallow.step()
    expect(energyOf(shallow.state(), [1, 1])).toBe(0)
    expect(() => new SteppedEngine(open(balls), DT, 'spring' as 'move')).toThrow(/separation must be/)
  })

  it('tunnels a fast small ball through a thin wall the exact engine bounces it off', () => {
    // 1 unit per step, the wall 0.5 ahead: before the step the ball is clear of it, after it too.
    const wall: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 2, y: -5 },
      { x: 2, y: 5 },
    ]
    const s = open([ball(1.5, 0, 60, 0, 0.1)], [wall])
    const stepped = new SteppedEngine(s, DT)
    stepped.advanceTo(0.1)
    expect(stepped.state()[0]).toBeGreaterThan(2)
    expect(stepped.tunnelled).toBe(1)
    expect(stepped.contacts).toBe(0)
    const exact = createWorld({ balls: s.balls, walls: s.walls })
    expect(exact.advance(0.1)).toHaveLength(1)
    expect(exact.balls()[0]!.p.x).toBeLessThan(2)
  })

  it('turns a ball back to the side it came from when its centre got past a wall by less than its radius', () => {
    const wall: [Vec2, Vec2] = [
      { x: 2, y: -5 },
      { x: 2, y: 5 },
    ]
    // 0.8 per step: from 0.1 short of touching to a centre 0.2 past the wall's line.
    const stepped = new SteppedEngine(open([ball(1.4, 0, 48, 0, 0.5)], [wall]), DT)
    stepped.step()
    expect([...stepped.state()]).toEqual([1.5, 0, -48, 0])
    expect(stepped.contacts).toBe(1)
    // Past an end there is no side: the ball is pushed off the end, away from where it is now.
    const end = new SteppedEngine(open([ball(1.4, 5.3, 48, 0, 0.5)], [wall]), DT)
    end.step()
    const [x, y, vx] = end.state()
    expect(Math.hypot(x! - 2, y! - 5)).toBeCloseTo(0.5, 12)
    expect([x! > 2, vx]).toEqual([true, 48])
  })

  it('tunnels a fast small ball through another ball the exact engine makes it hit', () => {
    const s = open([ball(0, 0, 60, 0, 0.1), ball(0.5, 0.05, 0, 0, 0.2)])
    const stepped = new SteppedEngine(s, DT)
    stepped.step()
    expect(stepped.tunnelled).toBe(1)
    expect(stepped.contacts).toBe(0)
    // The target never moved: nothing hit it.
    expect(stepped.state()[6]).toBe(0)
    const exact = createWorld({ balls: s.balls })
    expect(exact.advance(DT)).toHaveLength(1)
    expect(exact.balls()[1]!.v.x).toBeGreaterThan(0)
  })

  it('leaves a row overlapping where pushing one pair apart pushes into the next', () => {
    // A reaches B, which touches C: pushing B off A pushes it into C, a pair already examined.
    const s = open([ball(0, 0, 6, 0, 0.5), ball(1.0625, 0, 0, 0, 0.5), ball(2.0625, 0, 0, 0, 0.5)])
    const stepped = new SteppedEngine(s, DT)
    expect(stepped.overlapping).toBe(0)
    stepped.step()
    expect(stepped.contacts).toBe(1)
    expect(stepped.overlapping).toBe(1)
  })

  it('bounces off the border and keeps every ball inside it', () => {
    const s = { ...open([ball(0, 0, 30, -20, 0.5)]), box: { min: { x: -1, y: -1 }, max: { x: 1, y: 1 } } }
    const stepped = new SteppedEngine(s, DT)
    stepped.advanceTo(2)
    const [x, y] = stepped.state()
    expect(Math.abs(x!)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(y!)).toBeLessThanOrEqual(0.5)
    expect(stepped.contacts).toBeGreaterThan(10)
  })
})
