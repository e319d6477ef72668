// Where and how hard each contact of a frame pushed, for the impulse flashes. A report gives the
// balls at the frame's end and each contact's impulse and normal, not where the balls were when
// they touched; but an impulse is exactly the change of momentum it made, so walking the frame's
// contacts backwards (move back along the velocity, take the impulse off) rewinds each ball to
// the instant of each contact: no guessing, whatever else a ball hit later in the same frame.
// The stick world's balls turn between contacts, so no straight line rewinds them: its events
// carry their contact point, impulse and balls before and after themselves (StickEvent).
import type { CollisionEvent, StickEvent, Vec2 } from '../../../core'

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

const described = (e: CollisionEvent): e is StickEvent => 'balls' in e

/**
 * Walks the last `limit` contacts of `fresh` (a frame's contacts, in time order) backwards from
 * the frame's end, where `state` (x, y, vx, vy per ball at `time`) stands: `visit` sees each
 * contact's balls at its instant just after it (b null for a wall), then the impulse is taken off.
 */
function walkBack(
  state: Float64Array,
  masses: Float64Array,
  time: number,
  fresh: readonly CollisionEvent[],
  limit: number,
  visit: (e: CollisionEvent & { impulse: number; normal: Vec2 }, a: Rewound, b: Rewound | null) => void,
): void {
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
  for (let k = fresh.length - 1; k >= Math.max(0, fresh.length - limit); k--) {
    const e = fresh[k]!
    if (e.impulse === undefined || e.normal === undefined) continue
    const a = at(e.a, e.time)
    const b = e.kind === 'ball-ball' ? at(e.b, e.time) : null
    visit({ ...e, impulse: e.impulse, normal: e.normal }, a, b)
    // Before the contact: without the impulse (an infinitely heavy ball's velocity never changed).
    const jx = e.impulse * e.normal.x
    const jy = e.impulse * e.normal.y
    const ima = 1 / masses[e.a]!
    a.vx -= jx * ima
    a.vy -= jy * ima
    if (b) {
      const imb = 1 / masses[e.b]!
      b.vx += jx * imb
      b.vy += jy * imb
    }
  }
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
  const latest = fresh[fresh.length - 1]
  if (latest && described(latest))
    return (fresh.slice(-limit) as StickEvent[]).map((e) => ({ at: e.point, impulse: e.J }))
  const marks: ImpulseMark[] = []
  walkBack(state, masses, time, fresh, limit, (e, a) => {
    const n = e.normal
    marks.push({
      at: { x: a.x - radii[e.a]! * n.x, y: a.y - radii[e.a]! * n.y },
      impulse: { x: e.impulse * n.x, y: e.impulse * n.y },
    })
  })
  return marks.reverse()
}

/** A ball at a contact's instant: its place, and its velocity just before and just after. */
export interface ContactSide {
  k: number
  x: number
  y: number
  before: Vec2
  after: Vec2
}

/**
 * The latest contact of a frame with its balls (one for a wall) just before and just after it;
 * null when the frame had none. A stick contact lists every ball whose velocity it changed.
 */
export function lastContact(
  state: Float64Array,
  masses: Float64Array,
  time: number,
  fresh: readonly CollisionEvent[],
): { event: CollisionEvent; sides: ContactSide[] } | null {
  const latest = fresh[fresh.length - 1]
  if (latest && described(latest)) return { event: latest, sides: latest.balls }
  let found: { event: CollisionEvent; sides: [number, Rewound, Vec2][] } | null = null
  walkBack(state, masses, time, fresh, 1, (e, a, b) => {
    const sides: [number, Rewound, Vec2][] = [[e.a, a, { x: a.vx, y: a.vy }]]
    if (b) sides.push([e.b, b, { x: b.vx, y: b.vy }])
    found = { event: e, sides }
  })
  if (!found) return null
  const { event, sides } = found as { event: CollisionEvent; sides: [number, Rewound, Vec2][] }
  // walkBack has taken the impulse off: the rewound balls now hold the velocities before.
  return {
    event,
    sides: sides.map(([k, r, after]) => ({ k, x: r.x, y: r.y, before: { x: r.vx, y: r.vy }, after })),
  }
}
