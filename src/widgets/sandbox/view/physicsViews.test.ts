import { describe, expect, it } from 'vitest'
import { createWorld } from '../../../core'
import { defaultState } from '../../../kit'
import { impulseMarks } from './impulses'
import { schema } from '../meta'
import { massesOf, packBalls, radiiOf, setupOf, totalsOf } from '../model'
import { CHAIN_BALLS, momentaChain, sameVelocities } from '../panels/momenta'

const ball = (x: number, y: number, vx: number, vy: number, r = 0.5, m = 1) => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})

describe('the momenta diagram', () => {
  it('chains the momenta tip to tail from the origin and ends at the total', () => {
    const balls = [ball(0, 0, 1, 2, 0.5, 2), ball(3, 0, -1, 0.5, 0.5, 3), ball(6, 0, 0, -4)]
    const c = momentaChain(packBalls(balls), massesOf(balls))
    expect(c.links.map((l) => l.ball)).toEqual([0, 1, 2])
    expect(c.links[0]).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 2, y: 4 } })
    expect(c.links[1]).toMatchObject({ from: { x: 2, y: 4 }, to: { x: -1, y: 5.5 } })
    expect(c.links[2]).toMatchObject({ from: { x: -1, y: 5.5 }, to: { x: -1, y: 1.5 } })
    expect(c.total).toEqual({ x: -1, y: 1.5 })
    expect(c.rest).toBeNull()
    // The view holds the origin and every joint.
    for (const p of [{ x: 0, y: 0 }, ...c.links.map((l) => l.to)]) {
      expect(p.x).toBeGreaterThan(c.view.x[0])
      expect(p.x).toBeLessThan(c.view.x[1])
      expect(p.y).toBeGreaterThan(c.view.y[0])
      expect(p.y).toBeLessThan(c.view.y[1])
    }
    expect(c.view.x[1] - c.view.x[0]).toBe(c.view.y[1] - c.view.y[0])
  })

  it('gives a gas its first balls a link each, the rest one link, and ends exactly at the read-outs’ total', () => {
    const s = setupOf({ ...defaultState(schema), scene: 'gas-1000' })
    const state = packBalls(s.balls)
    const masses = massesOf(s.balls)
    const c = momentaChain(state, masses)
    expect(c.links).toHaveLength(CHAIN_BALLS)
    expect(c.rest).toMatchObject({ from: c.links[CHAIN_BALLS - 1]!.to, balls: 1001 - CHAIN_BALLS })
    // Bit for bit: the browser test compares the diagram with the momentum outputs.
    expect(c.total).toEqual(totalsOf(state, masses).momentum)
    expect(c.rest!.to).toEqual(c.total)
  })

  it('is the same chain while only places change (a drag): the diagram is memoised on that', () => {
    const balls = [ball(0, 0, 1, 2), ball(3, 0, -1, 0.5)]
    const moved = [ball(1, -2, 1, 2), ball(3, 0, -1, 0.5)]
    expect(sameVelocities(packBalls(balls), packBalls(moved))).toBe(true)
    expect(momentaChain(packBalls(moved), massesOf(moved))).toEqual(
      momentaChain(packBalls(balls), massesOf(balls)),
    )
    expect(sameVelocities(packBalls(balls), packBalls([balls[0]!, ball(3, 0, -1, 0.25)]))).toBe(false)
    expect(sameVelocities(packBalls(balls), packBalls([ball(0, 0, 1.5, 2), balls[1]!]))).toBe(false)
    expect(sameVelocities(packBalls(balls.slice(0, 1)), packBalls(balls))).toBe(false)
  })

  it('leaves infinitely heavy balls out, as the totals do', () => {
    const balls = [ball(0, 0, 1, 0), ball(3, 0, 0, 0, 0.5, Number.POSITIVE_INFINITY), ball(6, 0, 0, 1)]
    const c = momentaChain(packBalls(balls), massesOf(balls))
    expect(c.links.map((l) => l.ball)).toEqual([0, 2])
    expect(c.total).toEqual({ x: 1, y: 1 })
  })

  it('has a view when everything is at rest, and refuses a bad limit or state', () => {
    const balls = [ball(0, 0, 0, 0)]
    const c = momentaChain(packBalls(balls), massesOf(balls))
    expect(c.view.x[1]).toBeGreaterThan(c.view.x[0])
    expect(Number.isFinite(c.view.x[1])).toBe(true)
    expect(() => momentaChain(packBalls(balls), massesOf(balls), 0)).toThrow(/limit/)
    expect(() => momentaChain(new Float64Array(3), massesOf(balls))).toThrow(/state/)
  })
})

describe('impulse marks', () => {
  it('puts a head-on contact’s mark where the balls touched, with the change of momentum it made', () => {
    // Unequal masses and radii; they touch at t = 0.375, A's centre at 1.5, its surface at 2.
    const balls = [ball(0, 0, 4, 0, 0.5, 2), ball(3, 0, 0, 0, 1, 1)]
    const world = createWorld({ balls })
    const fresh = world.advance(1)
    expect(fresh).toHaveLength(1)
    const end = packBalls(world.balls())
    const [m] = impulseMarks(end, massesOf(balls), radiiOf(balls), world.time, fresh, 10)
    expect(m!.at.x).toBeCloseTo(2, 12)
    expect(m!.at.y).toBeCloseTo(0, 12)
    // A (2 kg at 4) hits B (1 kg at rest), e = 1: A leaves at 4/3, so A received 2·(4/3 − 4).
    expect(m!.impulse.x).toBeCloseTo(2 * (4 / 3 - 4), 12)
  })

  it('rewinds a ball through its later contacts of the same frame', () => {
    // A ball between two close walls of a box hits both within one frame.
    const balls = [ball(0, 0, 10, 0, 0.5)]
    const box = { min: { x: -1, y: -1 }, max: { x: 1, y: 1 } }
    const world = createWorld({ balls, box })
    const fresh = world.advance(0.3)
    expect(fresh.length).toBeGreaterThanOrEqual(2)
    const marks = impulseMarks(
      packBalls(world.balls()),
      massesOf(balls),
      radiiOf(balls),
      world.time,
      fresh,
      10,
    )
    expect(marks).toHaveLength(fresh.length)
    const sides = marks.map((m) => m.at.x)
    expect(sides[0]).toBeCloseTo(1, 12)
    expect(sides[1]).toBeCloseTo(-1, 12)
    expect(marks[0]!.impulse.x).toBeCloseTo(-20, 12)
    expect(marks[1]!.impulse.x).toBeCloseTo(20, 12)
  })

  it('keeps only the last contacts asked for, oldest first', () => {
    const balls = [ball(0, 0, 10, 0, 0.5)]
    const world = createWorld({ balls, box: { min: { x: -1, y: -1 }, max: { x: 1, y: 1 } } })
    const fresh = world.advance(1)
    const all = impulseMarks(
      packBalls(world.balls()),
      massesOf(balls),
      radiiOf(balls),
      world.time,
      fresh,
      100,
    )
    const last = impulseMarks(packBalls(world.balls()), massesOf(balls), radiiOf(balls), world.time, fresh, 2)
    expect(last).toEqual(all.slice(-2))
  })
})
