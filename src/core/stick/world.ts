// A world whose ball–ball contacts stick: the two bodies that touch join into one rigid body
// (body.ts), which flies on turning; a body meeting a wall or the box bounces off it with the
// world's restitution. The contact search is conservative advancement (gap.ts). It is meant for
// a few balls: every step looks at every pair (MAX_STICK_BALLS).
import { bounce, join, place, single } from './body'
import { CONTACT_TOL, type Contact, search } from './gap'
import { readStickOptions } from './input'
import type {
  Ball,
  Body,
  ContactBall,
  StickEvent,
  StickOptions,
  StickProgress,
  StickSnapshot,
  StickWorld,
} from './types'

export function createStickWorld(opts: StickOptions): StickWorld {
  const input = readStickOptions(opts)
  const bodies = input.balls.map((b, k) => single(k, b.m, b.p.x, b.p.y, b.v.x, b.v.y, 0))
  return new Sticky({
    kind: 'stick',
    time: 0,
    masses: input.balls.map((b) => b.m),
    radii: input.balls.map((b) => b.r),
    walls: input.walls.map(([a, b]) => [{ ...a }, { ...b }]),
    box: input.box && { min: { ...input.box.min }, max: { ...input.box.max } },
    restitution: input.restitution,
    bodies,
    bonds: [],
  })
}

/** The world a snapshot froze (only snapshots from snapshot() are meant to be restored). */
export function restoreStickWorld(snapshot: StickSnapshot): StickWorld {
  if (snapshot?.kind !== 'stick') throw new RangeError('snapshot must come from a stick world')
  return new Sticky(copy(snapshot))
}

const copyBody = (b: Body): Body => ({ ...b, members: [...b.members], ox: [...b.ox], oy: [...b.oy] })

function copy(s: StickSnapshot): StickSnapshot {
  return { ...s, bodies: s.bodies.map(copyBody), bonds: s.bonds.map(([a, b]) => [a, b]) }
}

class Sticky implements StickWorld {
  private readonly s: StickSnapshot
  private readonly at: Float64Array
  private readonly rho: Float64Array
  private bodyOf: Int32Array
  private readonly tol: number

  constructor(s: StickSnapshot) {
    this.s = s
    const n = s.masses.length
    this.at = new Float64Array(4 * n)
    this.rho = new Float64Array(n)
    this.bodyOf = new Int32Array(n)
    this.tol = CONTACT_TOL * Math.min(...s.radii)
    this.index()
  }

  get time(): number {
    return this.s.time
  }

  balls(): Ball[] {
    this.refresh()
    const { at } = this
    return this.s.masses.map((m, k) => ({
      p: { x: at[4 * k]!, y: at[4 * k + 1]! },
      v: { x: at[4 * k + 2]!, y: at[4 * k + 3]! },
      r: this.s.radii[k]!,
      m,
    }))
  }

  bonds(): readonly (readonly [number, number])[] {
    return this.s.bonds
  }

  advanceTowards(time: number, budget: number): StickProgress {
    if (!(time >= this.s.time) || !Number.isFinite(time))
      throw new RangeError(`time must be a finite number >= ${this.s.time}, got ${time}`)
    if (!Number.isInteger(budget) || budget < 1)
      throw new RangeError(`budget must be a positive integer, got ${budget}`)
    const events: StickEvent[] = []
    let steps = 0
    while (steps < budget) {
      this.refresh()
      const found = search({ ...this.s, at: this.at, rho: this.rho, bodyOf: this.bodyOf, tol: this.tol })
      steps++
      if ('contact' in found) {
        events.push(this.resolve(found.contact))
        continue
      }
      if (this.s.time >= time) return { events, done: true, time, steps: steps - 1 }
      const now = this.s.time
      let next = now + found.step
      // At least one unit in the last place: a step below it would leave the world where it is.
      if (next === now) next = now + Math.max(Math.abs(now) * Number.EPSILON, Number.MIN_VALUE)
      this.s.time = Math.min(next, time)
    }
    return { events, done: false, time: this.s.time, steps }
  }

  snapshot(): StickSnapshot {
    return copy(this.s)
  }

  /** Every ball's place and velocity now, and its distance from its body's centre of mass. */
  private refresh(): void {
    for (const b of this.s.bodies) {
      place(b, this.s.time, this.at)
      b.members.forEach((k, i) => {
        this.rho[k] = Math.hypot(b.ox[i]!, b.oy[i]!)
      })
    }
  }

  private index(): void {
    this.s.bodies.forEach((b, i) => {
      for (const k of b.members) this.bodyOf[k] = i
    })
  }

  private resolve(c: Contact): StickEvent {
    const { bodies, masses } = this.s
    const t = this.s.time
    const i = this.bodyOf[c.a]!
    const own = bodies[i]!
    let after = own
    let wall: number | null = null
    if (c.kind === 'ball-ball') {
      const j = this.bodyOf[c.b]!
      after = join(own, bodies[j]!, this.at, masses, t)
      bodies[Math.min(i, j)] = after
      bodies.splice(Math.max(i, j), 1)
      this.s.bonds.push([c.a, c.b])
      this.index()
    } else {
      // search() names a contact only when the ball approaches, so bounce() has an impulse to give.
      const b = bounce(own, c.a, c.nx, c.ny, this.s.restitution, this.at, t)
      if (b) {
        after = b.body
        bodies[i] = after
        wall = b.impulse
      }
    }
    return this.described(c, t, own.members, after, wall)
  }

  /**
   * The contact as a view needs it (StickEvent): `at` still holds every ball just before it,
   * `after` is the body it left ball a in, `own` the balls of a's body before it, and `wall` the
   * impulse a wall gave (null for a join).
   */
  private described(
    c: Contact,
    t: number,
    own: readonly number[],
    after: Body,
    wall: number | null,
  ): StickEvent {
    const { at } = this
    const { masses, radii } = this.s
    const before = after.members.map((k) => [at[4 * k]!, at[4 * k + 1]!, at[4 * k + 2]!, at[4 * k + 3]!])
    // The velocities just after (place() writes them over `at`, which the next search refreshes).
    place(after, t, at)
    const balls: ContactBall[] = after.members.map((k, i) => {
      const [x, y, vx, vy] = before[i] as [number, number, number, number]
      return { k, x, y, before: { x: vx, y: vy }, after: { x: at[4 * k + 2]!, y: at[4 * k + 3]! } }
    })
    const first = (k: number) => (k === c.a ? 0 : k === c.b && c.kind === 'ball-ball' ? 1 : 2)
    balls.sort((p, q) => first(p.k) - first(q.k))
    // A wall's impulse is the one bounce() gave; a join's, what a's balls gained (their sum over
    // both bodies is zero: momentum is kept).
    let jx = wall === null ? 0 : wall * c.nx
    let jy = wall === null ? 0 : wall * c.ny
    if (wall === null)
      for (const ball of balls) {
        if (!own.includes(ball.k)) continue
        const m = masses[ball.k]!
        jx += m * (ball.after.x - ball.before.x)
        jy += m * (ball.after.y - ball.before.y)
      }
    const a = balls[0]!
    const r = radii[c.a]!
    return {
      time: t,
      kind: c.kind,
      a: c.a,
      b: c.b,
      normal: { x: c.nx, y: c.ny },
      impulse: wall ?? jx * c.nx + jy * c.ny,
      point: { x: a.x - r * c.nx, y: a.y - r * c.ny },
      J: { x: jx, y: jy },
      balls,
    }
  }
}
