import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState, describeIssues, readLink } from '../../../kit'
import {
  addBall,
  addPolygon,
  addWall,
  addWallAnywhere,
  AIM_STEP,
  aimBall,
  arrowAt,
  arrowVelocity,
  ballAt,
  cornersOf,
  loopsOf,
  moveLoop,
  scaleLoop,
  deleteBall,
  deleteWall,
  freeSpot,
  misfit,
  moveBall,
  moveCorner,
  setupProblem,
  typeBallValue,
} from './edit'
import { ball1Fits, clampState, decodeCustom, encodeCustom, linkOf, ruleWords, setupOf } from './link'
import { type SCENES, SET_LIMIT, meta, schema } from '../meta'
import { problemOf } from './fileCheck'
import type { Setup } from './setup'

const base = defaultState(schema)
const stateFor = (id: (typeof SCENES)[number]) => ({ ...base, scene: id })
const pool = () => setupOf(stateFor('pool-break'))
const ok = (r: { setup: Setup } | { error: string }): Setup => {
  if ('error' in r) throw new Error(r.error)
  return r.setup
}

describe('picking and placing balls', () => {
  it('finds the ball under a point, the topmost first, with a slop around small balls', () => {
    const s = pool()
    expect(ballAt(s, { x: 4, y: 5 })).toBe(0)
    expect(ballAt(s, s.balls[3]!.p)).toBe(3)
    expect(ballAt(s, { x: 4.7, y: 5 })).toBeNull()
    expect(ballAt(s, { x: 4.7, y: 5 }, 0.2)).toBe(0)
    expect(ballAt(s, { x: 1, y: 1 })).toBeNull()
  })

  it('moves a ball where it fits and stops it against what it would overlap or leave', () => {
    const s = pool()
    expect(moveBall(s, 2, { x: 8.004, y: 2 })!.balls[2]!.p).toEqual({ x: 8, y: 2 })
    expect(moveBall(s, 2, s.balls[0]!.p)).toBeNull()
    expect(moveBall(s, 2, { x: 0.1, y: 5 })).toBeNull()
    expect(moveBall(s, 99, { x: 8, y: 2 })).toBeNull()
  })

  it('aims a ball within the typed values’ bounds, refusing in their words, and never a fixed one', () => {
    const s = pool()
    expect(ok(aimBall(s, 1, { x: 12, y: -1.23456 })).balls[1]!.v).toEqual({ x: 12, y: -1.235 })
    expect(aimBall(s, 1, { x: 12.01, y: 0 })).toEqual({
      error: 'The velocity’s x must be between -12 and 12.',
    })
    expect(aimBall(s, 1, { x: 0, y: -30 })).toEqual(typeBallValue(s, 1, 'vy', '-30'))
    const fixed = ok(typeBallValue(s, 1, 'm', 'inf'))
    expect(aimBall(fixed, 1, { x: 1, y: 0 })).toEqual(typeBallValue(fixed, 1, 'vx', '1'))
  })

  it('reads an arrow’s head as a velocity, on round values unless free', () => {
    const from = { x: 1, y: 2 }
    expect(arrowVelocity(from, { x: 2.234, y: 1.5 }, 0.5, AIM_STEP)).toEqual({ x: 2.5, y: -1 })
    expect(arrowVelocity(from, { x: 2.234, y: 1.5 }, 0.5, null)).toEqual({ x: 2.468, y: -1 })
  })

  it('finds the arrow head under the pointer, leaving a ball’s rim to drag the ball', () => {
    const s = pool()
    const moving = ok(aimBall(s, 2, { x: 2, y: 0 }))
    const b = moving.balls[2]!
    const tip = { x: b.p.x + 2 * 0.5, y: b.p.y }
    expect(arrowAt(moving, { x: tip.x + 0.1, y: tip.y }, 0.5, 0.2)).toBe(2)
    expect(arrowAt(moving, { x: tip.x + 0.3, y: tip.y }, 0.5, 0.2)).toBeNull()
    // Ball 3 at rest: its head is its centre; within half its radius the head, further the ball.
    const rest = s.balls[2]!
    expect(arrowAt(s, rest.p, 0.5, 10)).toBe(2)
    expect(arrowAt(s, { x: rest.p.x + 0.45 * rest.r, y: rest.p.y }, 0.5, 10)).toBe(2)
    expect(arrowAt(s, { x: rest.p.x + 0.55 * rest.r, y: rest.p.y }, 0.5, 10)).toBeNull()
    const fixed = ok(typeBallValue(moving, 2, 'm', 'inf'))
    expect(arrowAt(fixed, tip, 0.5, 0.2)).toBeNull()
  })
})

describe('typed values', () => {
  it('takes exact numbers, rounded to the set-up’s precision', () => {
    const s = pool()
    expect(ok(typeBallValue(s, 1, 'm', ' 2.5 ')).balls[1]!.m).toBe(2.5)
    expect(ok(typeBallValue(s, 1, 'vx', '-3.21159')).balls[1]!.v).toEqual({ x: -3.212, y: 0 })
    expect(ok(typeBallValue(s, 0, 'y', '3')).balls[0]!.p).toEqual({ x: 4, y: 3 })
    const fixed = ok(typeBallValue(ok(typeBallValue(s, 0, 'vx', '2')), 0, 'm', '∞')).balls[0]!
    expect(fixed).toMatchObject({ m: Number.POSITIVE_INFINITY, v: { x: 0, y: 0 } })
  })

  it('refuses bad or out-of-range text and overlaps with a message, and changes nothing', () => {
    const s = pool()
    const copy = structuredClone(s)
    expect(typeBallValue(s, 1, 'm', 'heavy')).toEqual({
      error: 'The mass must be a number (or inf: a fixed ball), not “heavy”.',
    })
    expect(typeBallValue(s, 1, 'm', '0')).toEqual({
      error: 'The mass must be between 0.01 and 1000 (or inf).',
    })
    expect(typeBallValue(s, 1, 'r', 'inf')).toHaveProperty(
      'error',
      expect.stringContaining('must be a number'),
    )
    expect(typeBallValue(s, 1, 'vy', '13')).toEqual({ error: 'The velocity’s y must be between -12 and 12.' })
    expect(typeBallValue(s, 1, 'r', '1')).toEqual({ error: 'Refused: ball 2 would overlap ball 3.' })
    expect(typeBallValue(s, 0, 'x', '19.9')).toEqual({
      error: 'Refused: ball 1 would not be inside the table.',
    })
    expect(typeBallValue(s, 40, 'x', '1')).toEqual({ error: 'There is no ball 41.' })
    const fixed = ok(typeBallValue(s, 1, 'm', 'inf'))
    expect(typeBallValue(fixed, 1, 'vx', '1')).toHaveProperty('error', expect.stringContaining('fixed'))
    expect(s).toEqual(copy)
  })
})

describe('adding and deleting', () => {
  it('adds a ball at a free spot the engine accepts, or where the reader clicks if it fits', () => {
    const s = pool()
    const added = ok(addBall(s, 100))
    expect(added.balls).toHaveLength(17)
    expect(misfit(s, 16, added.balls[16]!)).toBeNull()
    expect(problemOf(added)).toBeNull()
    expect(ok(addBall(s, 100, { x: 2, y: 8 })).balls[16]).toEqual({
      p: { x: 2, y: 8 },
      v: { x: 0, y: 0 },
      r: 0.6,
      m: 1,
    })
    expect(addBall(s, 100, { x: 4.5, y: 5 })).toEqual({ error: 'Refused: ball 17 would overlap ball 1.' })
    expect(addBall(s, 16)).toHaveProperty('error', expect.stringContaining('up to 16 balls'))
  })

  it('finds no free spot on a full table', () => {
    const s = pool()
    expect(freeSpot({ ...s, box: { min: { x: 3.4, y: 4.4 }, max: { x: 4.6, y: 5.6 } } }, 0.6)).toBeNull()
  })

  it('deletes any ball but ball 1', () => {
    const s = pool()
    expect(ok(deleteBall(s, 5)).balls).toEqual(s.balls.filter((_, k) => k !== 5))
    expect(deleteBall(s, 0)).toEqual({ error: 'Ball 1 stays: move it or change it instead.' })
    expect(deleteBall(s, 16)).toEqual({ error: 'There is no ball 17.' })
  })
})

describe('walls', () => {
  it('adds a wall, and refuses a wall too short or through a ball, with a message', () => {
    const s = pool()
    expect(ok(addWall(s, { x: 2, y: 1 }, { x: 2.001, y: 9 })).walls).toEqual([
      [
        { x: 2, y: 1 },
        { x: 2, y: 9 },
      ],
    ])
    expect(addWall(s, { x: 2, y: 1 }, { x: 2, y: 1 })).toEqual({
      error: 'No wall added: a wall must be at least 0.2 long (drag from one end to the other).',
    })
    expect(addWall(s, { x: 2, y: 1 }, { x: 2.1, y: 1.1 })).toHaveProperty(
      'error',
      expect.stringContaining('at least'),
    )
    expect(addWall(s, { x: 1, y: 5 }, { x: 6, y: 5 })).toEqual({
      error: 'No wall added: wall 1 would cut through ball 1.',
    })
  })

  it('adds a wall and a polygon by keyboard at free places the engine accepts', () => {
    const s = ok(addPolygon(ok(addWallAnywhere(pool())), 6))
    expect(s.walls).toHaveLength(7)
    expect(setupProblem(s)).toBeNull()
    expect(problemOf(s)).toBeNull()
    expect(addPolygon(s, 2)).toHaveProperty('error', expect.stringContaining('3 to 12'))
    expect(addPolygon(s, 4.5)).toHaveProperty('error')
  })

  it('moves a polygon’s corner with both its walls, refuses a move that cuts a ball, and deletes a wall', () => {
    const s = ok(addPolygon(pool(), 3, { x: 9, y: 5 }, 2))
    const corners = cornersOf(s.walls)
    expect(corners).toHaveLength(3)
    expect(corners.every((c) => c.ends.length === 2)).toBe(true)
    const moved = moveCorner(s, corners[0]!, { x: 9, y: 8 })!
    expect(moved.walls[0]![0]).toEqual({ x: 9, y: 8 })
    expect(moved.walls[2]![1]).toEqual({ x: 9, y: 8 })
    expect(moveCorner(s, corners[0]!, { x: 4, y: 5 })).toBeNull()
    expect(ok(deleteWall(s, 1)).walls).toEqual([s.walls[0], s.walls[2]])
    expect(deleteWall(s, 3)).toEqual({ error: 'There is no wall 4.' })
  })
})

describe('polygons', () => {
  it('finds closed loops of walls, not open chains, and moves and scales them whole', () => {
    let s = ok(addPolygon(pool(), 4, { x: 8, y: 5 }, 2))
    s = ok(addWall(s, { x: 1, y: 1 }, { x: 1, y: 3 }))
    s = ok(addWall(s, { x: 1, y: 3 }, { x: 2, y: 3 }))
    s = ok(addWall(s, { x: 2, y: 3 }, { x: 2, y: 1.5 }))
    const loops = loopsOf(s.walls)
    expect(loops).toHaveLength(1)
    const [loop] = loops
    expect(loop!.walls).toEqual([0, 1, 2, 3])
    expect(loop!.centre).toEqual({ x: 8, y: 5 })
    expect(loop!.grip).toEqual({ x: 7, y: 6 })
    const moved = moveLoop(s, loop!, { x: 9, y: 5.5 })!
    expect(moved.walls[0]).toEqual([
      { x: 9, y: 7.5 },
      { x: 7, y: 5.5 },
    ])
    expect(moved.walls.slice(4)).toEqual(s.walls.slice(4))
    expect(s.walls).toHaveLength(7)
    expect(loopsOf(moved.walls)).toHaveLength(1)
    const big = scaleLoop(s, loop!, { x: 6.5, y: 6.5 })!
    expect(big.walls[0]).toEqual([
      { x: 8, y: 8 },
      { x: 5, y: 5 },
    ])
    // Over ball 1, or shrunk to nothing: refused.
    expect(moveLoop(s, loop!, { x: 5.5, y: 5 })).toBeNull()
    expect(scaleLoop(s, loop!, loop!.centre)).toBeNull()
    expect(loopsOf(setupOf(stateFor('polygon')).walls)).toHaveLength(1)
  })
})

describe('the link', () => {
  it('round-trips an edited set-up exactly, through the state’s fields', () => {
    let s = pool()
    s = ok(typeBallValue(s, 0, 'm', '2.5'))
    s = ok(typeBallValue(s, 3, 'm', 'inf'))
    s = ok(addWall(s, { x: 1, y: 1 }, { x: 1, y: 9 }))
    s = ok(addBall(s, 100, { x: 2.5, y: 8.25 }))
    s = ok(typeBallValue(s, 16, 'vy', '-1.5'))
    const linked = linkOf(base, 'pool-break', s)
    if (!('patch' in linked)) throw new Error('not in the link')
    const state = clampState({ ...base, ...linked.patch })
    expect(state.set).toBe(linked.patch.set)
    expect(setupOf(state)).toEqual(s)
  })

  it('writes nothing for the scene’s own balls and walls', () => {
    const linked = linkOf(base, 'polygon', setupOf(stateFor('polygon')))
    expect(linked).toEqual({
      patch: { scene: 'polygon', p1: base.p1, v1: base.v1, e: 1, border: true, set: '' },
    })
  })

  it('keeps set-ups too long or finer than the link out of it, and says why', () => {
    expect(linkOf(base, 'gas-1000', setupOf(stateFor('gas-1000')))).toEqual({ patch: expect.anything() })
    const gas = ok(typeBallValue(setupOf(stateFor('gas-1000')), 5, 'm', '2'))
    expect(linkOf(base, 'gas-1000', gas)).toEqual({ tooLong: true })
    // Fewer balls, but still more text than a link holds.
    const shifted = (dx: number) =>
      pool()
        .balls.slice(1)
        .map((b) => ({ ...b, p: { x: b.p.x + dx, y: b.p.y } }))
    const crowd = { ...pool(), balls: [...pool().balls, ...shifted(-9), ...shifted(-4)] }
    expect(encodeCustom({ r1: 0.6, m1: 1, balls: crowd.balls.slice(1), walls: [] }).length).toBeGreaterThan(
      SET_LIMIT,
    )
    expect(crowd.balls.length * 12).toBeLessThan(SET_LIMIT)
    expect(linkOf(base, 'pool-break', crowd)).toEqual({ tooLong: true })
    const fine = { ...pool(), restitution: 0.123 }
    expect(linkOf(base, 'pool-break', fine)).toHaveProperty('notInLink')
    const moved = { ...pool(), box: { min: { x: 0, y: 0 }, max: { x: 30, y: 10 } } }
    expect(linkOf(base, 'pool-break', moved)).toEqual({ notInLink: 'its table is not the scene’s' })
  })

  it('reads any encoded custom set-up back as itself (property)', () => {
    // Set-ups hold no −0 (every edit rounds it away), so a link need not tell it from 0.
    const num = fc.double({ min: -12, max: 12, noNaN: true }).map((x) => x + 0)
    const ball = fc
      .record({
        p: fc.record({ x: num, y: num }),
        v: fc.record({ x: num, y: num }),
        r: fc.double({ min: 0.05, max: 5, noNaN: true }),
        m: fc.oneof(fc.double({ min: 0.01, max: 1000, noNaN: true }), fc.constant(Number.POSITIVE_INFINITY)),
      })
      // The engine takes an infinite mass only at rest.
      .map((b) => (b.m === Number.POSITIVE_INFINITY ? { ...b, v: { x: 0, y: 0 } } : b))
    fc.assert(
      fc.property(
        fc.array(ball, { maxLength: 5 }),
        fc.array(fc.tuple(fc.record({ x: num, y: num }), fc.record({ x: num, y: num })), { maxLength: 3 }),
        (balls, walls) => {
          const c = { r1: 0.5, m1: 1, balls, walls }
          const text = encodeCustom(c)
          expect(text).toMatch(schema.set.pattern)
          expect(decodeCustom(text)).toEqual(c)
        },
      ),
    )
  })

  it('names what is wrong with a broken `set`, and the rule falls back to the scene’s own', () => {
    expect(decodeCustom('1,1;2,2')).toEqual({
      error: 'ball 2 (x, y, vx, vy, radius, mass) needs 6 numbers, has 2',
    })
    expect(decodeCustom('1,x')).toEqual({ error: 'ball 1 (radius, mass): “x” is not a number' })
    expect(decodeCustom('inf,1')).toEqual({ error: 'ball 1 (radius, mass): “inf” is not a number' })
    expect(decodeCustom('1,1/1,2,3')).toEqual({ error: 'wall 1 (two ends) needs 4 numbers, has 3' })
    expect(decodeCustom('1,1/1,2,3,4/5')).toEqual({ error: 'more than one "/" (balls, then walls)' })
    expect(decodeCustom('9,1')).toEqual({ error: 'ball 1: radius 9 is outside 0.05 to 5' })
    expect(decodeCustom('1,1;5,5,1,0,1,inf')).toEqual({
      error: 'ball 2: a ball of infinite mass must be at rest',
    })
    expect(decodeCustom('1,1;5,5,13,0,1,1')).toEqual({ error: 'ball 2: velocity x 13 is outside -12 to 12' })
    // Overlapping balls, or a ball off the table: read, but the rule drops them.
    for (const set of [
      '0.6,1;10,5,0,0,1,1;10.5,5,0,0,1,1',
      '0.6,1;30,5,0,0,1,1',
      '1,1;1,2,3',
      '0.6,1;4.5,5,0,0,1,1',
    ]) {
      const s = clampState({ ...base, set })
      expect(s.set, set).toBe('')
      expect(setupOf(s)).toEqual(pool())
    }
    // A link's ball 1 on an edited ball goes back to its place when that is free.
    const s = clampState({ ...base, set: '0.6,1;10,5,0,0,1,1', p1: { x: 10, y: 5 } })
    expect(s).toMatchObject({ set: '0.6,1;10,5,0,0,1,1', p1: { x: 4, y: 5 } })
    expect(ball1Fits(s, { x: 10, y: 5 })).toBe(false)
  })

  it('says in the notice why a link’s `set` was dropped, in the check’s own words, and keeps the rest', () => {
    const notice = (hash: string) => {
      const read = readLink(schema, hash, clampState, ruleWords)
      return { state: read.state, text: describeIssues(read.issues) }
    }
    const radius = notice('#scene=stack&e=0.5&set=1,1;5,5,0,0,99,1')
    expect(radius.text).toBe(
      'set: 1,1;5,5,0,0,99,1 → empty (ball 2: radius 99 is outside 0.05 to 5, so the scene’s own balls and walls are shown)',
    )
    expect(radius.state).toMatchObject({ scene: 'stack', e: 0.5, set: '' })
    expect(notice('#set=1,1/1,2,3').text).toContain(
      '(wall 1 (two ends) needs 4 numbers, has 3, so the scene’s own',
    )
    // Read, but on ball 1's place: ball 1 is named, not a reading error.
    expect(notice('#set=0.6,1;4.5,5,0,0,1,1').text).toContain(
      'ball 1 does not fit among the edited balls and walls, so the scene’s own are shown',
    )
    // Other fields the rule moves keep the rule's words.
    expect(ruleWords('p1', { ...base, set: '1,x' })).toBe(meta.rule)
  })
})
