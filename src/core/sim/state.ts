import type { Vec2 } from '../vec2'
import type { Ball, WorldSnapshot } from './types'

/**
 * Each ball lives in two 64-byte records, a cache line's worth each. `d` holds what a neighbour's
 * prediction reads: position, velocity, clock, radius, collision counter, and the link to the
 * next ball of its cell, so a 3×3 scan reads one line per ball it meets. `o` holds what only the
 * ball's own events read: its next cell crossing, the TC timer, 1/m and m as floats, its cell
 * and back link as ints. With a hundred thousand balls nothing stays in the cache from one event
 * of a ball to the next, and the lines an event touches are most of what it costs.
 */
export const STRIDE = 8
export const PX = 0
export const PY = 1
export const VX = 2
export const VY = 3
/** The ball's own clock: its position is exact at t and it moves in a straight line from there. */
export const T = 4
export const R = 5
/** The next ball in the same grid cell (-1: none), a whole number kept in a float. */
export const NEXT = 6
/**
 * Collision counter, a whole number below 2³² kept in a float. A prediction records the counters
 * of its balls; once either has moved on, the prediction is stale and is dropped when it
 * surfaces, so nothing is ever searched for and deleted.
 */
export const HITS = 7

/** Floats per ball in `o`; its ints (the view `oi`) start at OWN_INT within a ball's 2·OWN. */
export const OWN = 8
/** Time of the ball's next cell crossing (the world's grid). */
export const EXIT = 0
/** Time of the ball's latest collision (for the TC model). */
export const LAST = 1
/** 1/m: 0 for a fixed ball. */
export const IM = 2
export const M = 3
const OWN_INT = 8
/** The ball's grid cell, the previous ball in it (-1: none) and its next crossing's partner code. */
export const CX = OWN_INT
export const CY = OWN_INT + 1
export const PREV = OWN_INT + 2
export const CODE = OWN_INT + 3

/** Where ball i's own record starts in `o`: its float field f (EXIT, LAST, IM, M) is at ownOf(i) + f. */
export function ownOf(i: number): number {
  return OWN * i
}

/** Where ball i's ints start in `oi`: its int field f (CX, CY, PREV, CODE) is at intsOf(i) + f. */
export function intsOf(i: number): number {
  return 2 * OWN * i
}

/** The balls. A ball is only brought up to date when an event touches it. */
export class BallState {
  readonly n: number
  readonly d: Float64Array
  readonly o: Float64Array
  /** `o` as ints: ball i's int field f is oi[intsOf(i) + f]. */
  readonly oi: Int32Array

  /** From the balls of createWorld, or from a snapshot's saved arrays. */
  constructor(from: readonly Ball[] | WorldSnapshot['balls']) {
    const balls = Array.isArray(from) ? (from as readonly Ball[]) : null
    const n = balls ? balls.length : (from as WorldSnapshot['balls']).px.length
    this.n = n
    this.d = new Float64Array(STRIDE * n)
    this.o = new Float64Array(OWN * n)
    this.oi = new Int32Array(this.o.buffer)
    if (!balls) {
      this.load(from as WorldSnapshot['balls'])
      return
    }
    const { d, o } = this
    for (let i = 0; i < n; i++) {
      const b = balls[i]!
      const k = STRIDE * i
      d[k + PX] = b.p.x
      d[k + PY] = b.p.y
      d[k + VX] = b.v.x
      d[k + VY] = b.v.y
      d[k + R] = b.r
      d[k + NEXT] = -1
      o[ownOf(i) + LAST] = Number.NEGATIVE_INFINITY
      o[ownOf(i) + M] = b.m
      o[ownOf(i) + IM] = 1 / b.m
    }
  }

  setOwn(i: number, f: number, x: number): void {
    this.o[ownOf(i) + f] = x
  }

  /** 1/m of ball i: 0 for a fixed ball. */
  invMass(i: number): number {
    return this.o[ownOf(i) + IM]!
  }

  mass(i: number): number {
    return this.o[ownOf(i) + M]!
  }

  /** Float field f of `o` for every ball, as its own array. */
  ownColumn(f: number): Float64Array {
    const out = new Float64Array(this.n)
    for (let i = 0; i < this.n; i++) out[i] = this.o[ownOf(i) + f]!
    return out
  }

  /** Int field f of `o` for every ball, as its own array. */
  intColumn(f: number): Int32Array {
    const out = new Int32Array(this.n)
    for (let i = 0; i < this.n; i++) out[i] = this.oi[intsOf(i) + f]!
    return out
  }

  /** Field f of every ball, as its own array. */
  column(f: number): Float64Array {
    const out = new Float64Array(this.n)
    for (let i = 0; i < this.n; i++) out[i] = this.d[STRIDE * i + f]!
    return out
  }

  /** Copies of what changes or defines a ball (1/m is derived from m again on restore). */
  save(): WorldSnapshot['balls'] {
    return {
      px: this.column(PX),
      py: this.column(PY),
      vx: this.column(VX),
      vy: this.column(VY),
      t: this.column(T),
      r: this.column(R),
      m: this.ownColumn(M),
      hits: Uint32Array.from(this.column(HITS)),
      lastHit: this.ownColumn(LAST),
    }
  }

  private load(saved: WorldSnapshot['balls']): void {
    const { d, o } = this
    for (let i = 0; i < this.n; i++) {
      const k = STRIDE * i
      d[k + PX] = saved.px[i]!
      d[k + PY] = saved.py[i]!
      d[k + VX] = saved.vx[i]!
      d[k + VY] = saved.vy[i]!
      d[k + T] = saved.t[i]!
      d[k + R] = saved.r[i]!
      d[k + NEXT] = -1
      d[k + HITS] = saved.hits[i]!
      o[ownOf(i) + LAST] = saved.lastHit[i]!
      o[ownOf(i) + M] = saved.m[i]!
      o[ownOf(i) + IM] = 1 / saved.m[i]!
    }
  }

  /** Brings ball i's position up to time `time`. Fixed balls never move and keep their clock. */
  moveTo(i: number, time: number): void {
    if (this.o[ownOf(i) + IM] === 0) return
    const d = this.d
    const k = STRIDE * i
    const dt = time - d[k + T]!
    d[k + PX]! += d[k + VX]! * dt
    d[k + PY]! += d[k + VY]! * dt
    d[k + T] = time
  }

  /** Counts a collision of ball i at `time`; the counter wraps at 2³² as the snapshot's Uint32Array does. */
  touched(i: number, time: number): void {
    const k = STRIDE * i + HITS
    this.d[k] = (this.d[k]! + 1) % 4294967296
    this.o[ownOf(i) + LAST] = time
  }

  snapshot(time: number): Ball[] {
    const d = this.d
    const out: Ball[] = new Array(this.n)
    for (let i = 0; i < this.n; i++) {
      const k = STRIDE * i
      const dt = time - d[k + T]!
      const vx = d[k + VX]!
      const vy = d[k + VY]!
      out[i] = {
        p: { x: d[k + PX]! + vx * dt, y: d[k + PY]! + vy * dt },
        v: { x: vx, y: vy },
        r: d[k + R]!,
        m: this.o[ownOf(i) + M]!,
      }
    }
    return out
  }

  kineticEnergy(): number {
    const d = this.d
    let e = 0
    for (let i = 0; i < this.n; i++) {
      if (this.invMass(i) === 0) continue
      const vx = d[STRIDE * i + VX]!
      const vy = d[STRIDE * i + VY]!
      e += 0.5 * this.mass(i) * (vx * vx + vy * vy)
    }
    return e
  }

  momentum(): Vec2 {
    const d = this.d
    let x = 0
    let y = 0
    for (let i = 0; i < this.n; i++) {
      if (this.invMass(i) === 0) continue
      x += this.mass(i) * d[STRIDE * i + VX]!
      y += this.mass(i) * d[STRIDE * i + VY]!
    }
    return { x, y }
  }
}
