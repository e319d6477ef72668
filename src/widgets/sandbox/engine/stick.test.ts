// The session on the stick world: the track's join, the record replayed exactly, and every small
// scene run with sticky contacts.
import { describe, expect, it } from 'vitest'
import { SCENES, type SceneId } from '../meta'
import { sceneOf } from '../setup/scenes'
import type { Setup } from '../setup/setup'
import { STICK_BALLS, stickRefusal } from '../setup/stick'
import { BALL1_AT, BALL1_V } from '../meta'
import { Session } from './session'

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
    const s = new Session(setupOf('track'))
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
    const r = new Session(setupOf('track', false)).stepToContact()!
    expect(r.state[2]).toBeCloseTo(-2, 12)
    expect(r.state[6]).toBeCloseTo(2, 12)
    expect(r.bonds).toBeUndefined()
  })

  it('the record replays exactly: back to a frame and forward again gives the forward run’s floats', () => {
    const s = new Session(setupOf('track'))
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

describe('every scene sticky contacts take runs', () => {
  const small = SCENES.filter((id) => stickRefusal(setupOf(id)) === null)
  it('the gases refuse them, the others take them', () => {
    expect(small).toEqual(['pool-break', 'cradle', 'polygon', 'stack', 'track'])
    expect(stickRefusal(setupOf('gas-1000'))).toBe(
      `Sticky contacts work on set-ups of up to ${STICK_BALLS} balls; this one has 1001.`,
    )
  })

  it.each(small)('%s runs 10 s sticky, keeping inside the table', (id) => {
    const s = new Session(setupOf(id))
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
