// Where and how hard each contact of a frame pushed, for the impulse flashes. A report gives the
// balls at the frame's end and each contact's impulse and normal, not where the balls were when
// they touched; but an impulse is exactly the change of momentum it made, so walking the frame's
// contacts backwards (move back along the velocity, take the impulse off) rewinds each ball to
// the instant of each contact: no guessing, whatever else a ball hit later in the same frame.
import type { CollisionEvent, Vec2 } from '../../../core'

export interface ImpulseMark {
  /** the contact point, on ball a's surface */
  at: Vec2
  /** the impulse ball a received (mass × velocity) */
  impulse: Vec2
}

interface Rewound {
  x: number
  y: number
  vx: number
  vy: number
  t: number
}

/**
 * The marks of the last `limit` contacts in `fresh` (a frame's contacts, in time order), oldest
 * first. `state` packs x, y, vx, vy per ball at time `time`, after every one of them.
 */
export function impulseMarks(
  state: Float64Array,
  masses: Float64Array,
  radii: Float64Array,
  time: number,
  fresh: readonly CollisionEvent[],
  limit: number,
): ImpulseMark[] {
  const balls = new Map<number, Rewound>()
  const at = (i: number, t: number): Rewound => {
    let b = balls.get(i)
    if (!b) {
      b = { x: state[4 * i]!, y: state[4 * i + 1]!, vx: state[4 * i + 2]!, vy: state[4 * i + 3]!, t: time }
      balls.set(i, b)
    }
    b.x -= b.vx * (b.t - t)
    b.y -= b.vy * (b.t - t)
    b.t = t
    return b
  }
  const marks: ImpulseMark[] = []
  for (let k = fresh.length - 1; k >= Math.max(0, fresh.length - limit); k--) {
    const e = fresh[k]!
    if (e.impulse === undefined || e.normal === undefined) continue
    const n = e.normal
    const jx = e.impulse * n.x
    const jy = e.impulse * n.y
    const a = at(e.a, e.time)
    marks.push({ at: { x: a.x - radii[e.a]! * n.x, y: a.y - radii[e.a]! * n.y }, impulse: { x: jx, y: jy } })
    // Before the contact: without the impulse (an infinitely heavy ball's velocity never changed).
    const ima = 1 / masses[e.a]!
    a.vx -= jx * ima
    a.vy -= jy * ima
    if (e.kind === 'ball-ball') {
      const b = at(e.b, e.time)
      const imb = 1 / masses[e.b]!
      b.vx += jx * imb
      b.vy += jy * imb
    }
  }
  return marks.reverse()
}
