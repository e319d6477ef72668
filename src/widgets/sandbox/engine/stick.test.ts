// The session on the stick world: the track's join, the glancing scene's worksheet numbers, the
// record replayed exactly, and every small scene run with sticky contacts.
import { describe, expect, it } from 'vitest'
import type { StickEvent } from '../../../core'
import { massesOf, radiiOf } from '../model'
import { impulseMarks, lastContact } from '../view/impulses'
import { SCENES, type SceneId } from '../meta'
import { sceneOf } from '../setup/scenes'
import type { Setup } from '../setup/setup'
import { STICK_BALLS, stickRefusal } from '../setup/stick'
import { BALL1_AT, BALL1_V } from '../meta'
import { Engine, Session } from './session'
import { stickEngine } from './stickEngine'

/** A session on the set-up, the sticky-contact engine loaded as the worker loads it for a sticky set-up. */
const session = (setup: Setup) => new Session(setup, stickEngine)

function setupOf(id: SceneId, stick = true): Setup {
  const sc = sceneOf(id)
  return {
    balls: [{ p: BALL1_AT, v: BALL1_V, r: sc.r1, m: sc.m1 }, ...sc.balls],
    walls: sc.walls,
    box: sc.box,
    border: true,
    restitution: sc.e,
    stick,
  }
}

describe('the track with sticky contacts', () => {
  it('a step to the next contact joins the balls: both move at 1 m/s, (1·4 + 3·0)/(1 + 3), and the bar is reported', () => {
    const s = session(setupOf('track'))
    const r = s.stepToContact()!
    expect(r.time).toBe((10 - 4 - 1.3) / 4)
    expect(r.events).toBe(1)
    expect([...r.state.subarray(2, 4), ...r.state.subarray(6, 8)]).toEqual([1, 0, 1, 0])
    expect(r.bonds).toEqual([[0, 1]])
    expect(r.momentum).toEqual({ x: 4, y: 0 })
    expect(r.energy).toBe(2)
    expect(r.next).toBeNull()
  })

  it('without stick the same track is elastic: −2 and 2 m/s, and nothing is joined', () => {
    const r = session(setupOf('track', false)).stepToContact()!
    expect(r.state[2]).toBeCloseTo(-2, 12)
    expect(r.state[6]).toBeCloseTo(2, 12)
    expect(r.bonds).toBeUndefined()
  })

  it('the record replays exactly: back to a frame and forward again gives the forward run’s floats', () => {
    const s = session(setupOf('track'))
    const forward = new Map<number, { state: Float64Array; time: number }>()
    for (let k = 1; k <= 200; k++) {
      const { state, time } = s.advance(1 / 30, () => 0)
      forward.set(k, { state, time })
    }
    // 90 is a checkpoint, 100 is replayed from one, 45 from the start.
    for (const k of [90, 100, 45, 200, 100]) {
      const { state, time } = s.seek(k)
      expect({ state, time }).toEqual(forward.get(k))
    }
    expect(s.seek(100).bonds).toEqual([[0, 1]])
    expect(s.seek(20).bonds).toEqual([])
  })
})

/** Ball k's velocity in a report. */
const velocity = (state: Float64Array, k: number) => ({ x: state[4 * k + 2]!, y: state[4 * k + 3]! })

describe('the glancing scene: what a worksheet asks, against the hand computation', () => {
  const near = (got: { x: number; y: number }, x: number, y: number) => {
    expect(got.x).toBeCloseTo(x, 12)
    expect(got.y).toBeCloseTo(y, 12)
  }
  const degrees = (v: { x: number; y: number }) => (Math.atan2(v.y, v.x) * 180) / Math.PI

  it('elastic: ball 2 leaves at 2√3 m/s at +30°, ball 1 at 2 m/s at −60°, at right angles; momentum and energy kept', () => {
    const r = session(setupOf('glancing', false)).stepToContact()!
    // The centres meet 2 m apart with ball 2 1 m above: at x₂ − x₁ = √3, after (14 − √3 − 4)/4 s.
    expect(r.time).toBeCloseTo((10 - Math.sqrt(3)) / 4, 12)
    const [v1, v2] = [velocity(r.state, 0), velocity(r.state, 1)]
    near(v1, 1, -Math.sqrt(3))
    near(v2, 3, Math.sqrt(3))
    expect(Math.hypot(v2.x, v2.y)).toBeCloseTo(2 * Math.sqrt(3), 12)
    expect(degrees(v2)).toBeCloseTo(30, 10)
    expect(degrees(v1)).toBeCloseTo(-60, 10)
    expect(v1.x * v2.x + v1.y * v2.y).toBeCloseTo(0, 12)
    near(r.momentum, 4, 0)
    expect(r.energy).toBeCloseTo(8, 12)
  })

  it('sticky: the pair moves on at 2 m/s, turning at 1 rad/s counter-clockwise, with 5 J of the 8', () => {
    const s = session(setupOf('glancing'))
    const r = s.stepToContact()!
    expect(r.bonds).toEqual([[0, 1]])
    const [v1, v2] = [velocity(r.state, 0), velocity(r.state, 1)]
    near({ x: (v1.x + v2.x) / 2, y: (v1.y + v2.y) / 2 }, 2, 0)
    // ω from the balls: (v₂ − v₁) = ω × (p₂ − p₁), the bar 2 m long.
    const dx = r.state[4]! - r.state[0]!
    const dy = r.state[5]! - r.state[1]!
    expect(Math.hypot(dx, dy)).toBeCloseTo(2, 9)
    expect((dx * (v2.y - v1.y) - dy * (v2.x - v1.x)) / (dx * dx + dy * dy)).toBeCloseTo(1, 9)
    near(r.momentum, 4, 0)
    expect(r.energy).toBeCloseTo(5, 9)
  })

  it('at the instant of contact a join of two balls is an e = 0 contact: the same impulse, the same velocities just after', () => {
    const stuck = session(setupOf('glancing')).stepToContact()!.fresh[0] as StickEvent
    const slip = session({ ...setupOf('glancing', false), restitution: 0 }).stepToContact()!
    const [a, b] = stuck.balls
    near(a!.after, slip.state[2]!, slip.state[3]!)
    near(b!.after, slip.state[6]!, slip.state[7]!)
    expect(stuck.impulse).toBeCloseTo(slip.fresh[0]!.impulse!, 12)
  })

  it('a step onto the join flashes J at the contact point and lists both balls before and after', () => {
    const setup = setupOf('glancing')
    const r = session(setup).stepToContact()!
    const masses = massesOf(setup.balls)
    const e = r.fresh[0] as StickEvent
    // J on ball 1: μ vₙ = ½ · 4 cos 30° = √3 against the normal (cos 30°, sin 30°) toward ball 2,
    // half an elastic contact's; the contact point 1 m from its centre toward ball 2.
    near(e.J, -1.5, -Math.sqrt(3) / 2)
    const [mark] = impulseMarks(r.state, masses, radiiOf(setup.balls), r.time, r.fresh, 10)
    expect(mark).toEqual({ at: e.point, impulse: e.J })
    near({ x: e.point.x - e.balls[0]!.x, y: e.point.y - e.balls[0]!.y }, Math.sqrt(3) / 2, 0.5)
    const sides = lastContact(r.state, masses, r.time, r.fresh)!.sides
    expect(sides.map((side) => side.k)).toEqual([0, 1])
    near(sides[0]!.before, 4, 0)
    near(sides[1]!.before, 0, 0)
    near(sides[0]!.after, velocity(r.state, 0).x, velocity(r.state, 0).y)
  })

  it('a frame that runs on past the join still flashes at the contact point (the balls turned since)', () => {
    const setup = setupOf('glancing')
    const r = session(setup).advance(3, () => 0)
    const e = r.fresh[0] as StickEvent
    expect(e.kind).toBe('ball-ball')
    const [mark] = impulseMarks(r.state, massesOf(setup.balls), radiiOf(setup.balls), r.time, r.fresh, 10)
    expect(mark).toEqual({ at: e.point, impulse: e.J })
    near(e.point, 14 - Math.sqrt(3) + Math.sqrt(3) / 2, 5.5)
  })

  it('a joined body off the wall: its impulse J, and every ball of the body before and after', () => {
    const setup = setupOf('glancing')
    const s = session(setup)
    s.stepToContact()
    const r = s.stepToContact()!
    const e = r.fresh[0] as StickEvent
    expect(e.kind).toBe('ball-wall')
    const sides = lastContact(r.state, massesOf(setup.balls), r.time, r.fresh)!.sides
    expect(sides.map((side) => side.k).sort()).toEqual([0, 1])
    // The wall's impulse is the change of the body's momentum, along the wall's normal.
    const gained = sides.reduce(
      (sum, side) => ({ x: sum.x + side.after.x - side.before.x, y: sum.y + side.after.y - side.before.y }),
      { x: 0, y: 0 },
    )
    near(gained, e.J.x, e.J.y)
    near(e.J, e.impulse * e.normal.x, e.impulse * e.normal.y)
    expect(e.impulse).toBeGreaterThan(0)
  })
})

describe('every scene sticky contacts take runs', () => {
  const small = SCENES.filter((id) => stickRefusal(setupOf(id)) === null)
  it('the gases refuse them, the others take them', () => {
    expect(small).toEqual(['pool-break', 'cradle', 'polygon', 'stack', 'track', 'glancing'])
    expect(stickRefusal(setupOf('gas-1000'))).toBe(
      `Sticky contacts work on set-ups of up to ${STICK_BALLS} balls; this one has 1,001.`,
    )
  })

  it.each(small)('%s runs 10 s sticky, keeping inside the table', (id) => {
    const s = session(setupOf(id))
    let r = s.seek(0)
    for (let k = 0; k < 300; k++) r = s.advance(1 / 30, () => 0)
    expect(r.time).toBeCloseTo(10, 9)
    const { min, max } = sceneOf(id).box
    for (let i = 0; i < r.state.length; i += 4) {
      expect(r.state[i]).toBeGreaterThan(min.x)
      expect(r.state[i]).toBeLessThan(max.x)
      expect(r.state[i + 1]).toBeGreaterThan(min.y)
      expect(r.state[i + 1]).toBeLessThan(max.y)
    }
  })
})

describe('the sticky-contact engine, loaded on demand', () => {
  it('the worker’s engine refuses a sticky set-up until the code is loaded, in words, then runs it', () => {
    const engine = new Engine()
    expect(engine.handle({ id: 1, type: 'load', setup: setupOf('track') })).toEqual({
      id: 1,
      type: 'error',
      message: 'the sticky-contact engine is not loaded',
    })
    engine.stick = stickEngine
    const reply = engine.handle({ id: 2, type: 'load', setup: setupOf('track') })
    expect(reply.type === 'frame' && reply.report.bonds).toEqual([])
  })
})
