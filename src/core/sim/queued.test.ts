import { describe, expect, it } from 'vitest'
import { queuedEvents } from './queued'
import { createWorld } from './world'

const ball = (x: number, y: number, vx: number, vy: number, r = 1) => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m: 1,
})

describe('queuedEvents', () => {
  it('names each pending event as CollisionEvent numbers it, in the order the engine processes them', () => {
    // Ball 0 heads for ball 1; ball 2 for the segment wall (wall 0); ball 3 for the box's max.x
    // side (wall 1 + 1). Cells 25 wide: each contact comes before its ball's next cell crossing.
    const world = createWorld({
      balls: [
        ball(15, 15, 1, 0, 10),
        ball(37, 15, 0, 0, 10),
        ball(15, 60, 0, -1, 10),
        ball(85, 85, 4, 0, 10),
      ],
      walls: [
        [
          { x: 0, y: 45 },
          { x: 50, y: 45 },
        ],
      ],
      box: { min: { x: 0, y: 0 }, max: { x: 100, y: 100 } },
    })
    const contacts = queuedEvents(world.snapshot()).filter((e) => e.kind !== 'cell')
    expect(contacts.map(({ time, kind, a, b, stale }) => [time, kind, a, b, stale])).toEqual([
      [1.25, 'ball-wall', 3, 2, false],
      [2, 'ball-ball', 0, 1, false],
      [5, 'ball-wall', 2, 0, false],
    ])
    // What the engine then does matches the description.
    expect(world.advance(5.5).map(({ time, kind, a, b }) => [time, kind, a, b])).toEqual(
      contacts.map(({ time, kind, a, b }) => [time, kind, a, b]),
    )
  })

  it('keeps the first `limit` and marks an entry stale once its ball has collided since', () => {
    const world = createWorld({ balls: [ball(0, 0, 1, 0), ball(4, 0, 0, 0), ball(8, 0, 0, 0)] })
    const all = queuedEvents(world.snapshot())
    expect(queuedEvents(world.snapshot(), 2)).toEqual(all.slice(0, 2))
    world.advance(2)
    const stale = queuedEvents(world.snapshot()).filter((e) => e.stale)
    expect(stale.length).toBeGreaterThan(0)
    expect(stale.every((e) => e.a === 0 || e.a === 1 || e.b === 1)).toBe(true)
  })

  it('rejects what is not a snapshot with a RangeError naming it', () => {
    const snap = createWorld({ balls: [ball(0, 0, 1, 0), ball(4, 0, 0, 0)] }).snapshot()
    const bad: [unknown, RegExp][] = [
      [null, /^snapshot must be/],
      [{ ...snap, balls: { ...snap.balls, hits: [0, 0] } }, /^snapshot must be/],
      [{ ...snap, queue: { ...snap.queue, a: [0] } }, /^snapshot\.queue must/],
      [{ ...snap, queue: { ...snap.queue, b: snap.queue.b.map(() => 9) } }, /^snapshot\.queue entry 0/],
    ]
    for (const [s, message] of bad) expect(() => queuedEvents(s as typeof snap)).toThrow(message)
    expect(() => queuedEvents(snap, Number.NaN)).toThrow(/^limit/)
  })
})
