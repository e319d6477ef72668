import type { Vec2 } from '../vec2'
import type { Ball, WorldSnapshot } from './types'

/**
 * Each ball's hot fields side by side in one 64-byte record of `d` (one cache line): a
 * prediction reads a neighbour's position, velocity, clock, radius, next cell crossing and
 * collision counter together. With a hundred thousand balls the balls no longer fit in the
 * cache, and one line per neighbour instead of one per field is most of the cost of an event.
 */
export const STRIDE = 8
export const PX = 0
export const PY = 1
export const VX = 2
export const VY = 3
/** The ball's own clock: its position is exact at t and it moves in a straight line from there. */
export const T = 4
export const R = 5
/** Time of the ball's next cell crossing (the world's grid). */
export const EXIT = 6
/**
 * Collision counter, a whole number below 2³² kept in a float. A prediction records the counters
 * of its balls; once either has moved on, the prediction is stale and is dropped when it
 * surfaces, so nothing is ever searched for and deleted.
 */
export const HITS = 7

/**
 * The balls: the hot records of `d`, and the rarely read mass, 1/m and time of the latest
 * collision (for the TC model). A ball is only brought up to date when an event touches it.
 */
export class BallState {
  readonly n: number
  readonly d: Float64Array
  /** 1/m: 0 for a fixed ball. */
  readonly im: Float64Array
  readonly m: Float64Array
  readonly lastHit: Float64Array

  /** From the balls of createWorld, or from a snapshot's saved arrays. */
  constructor(from: readonly Ball[] | WorldSnapshot['balls']) {
    const balls = Array.isArray(from) ? (from as readonly Ball[]) : null
    const n = balls ? balls.length : (from as WorldSnapshot['balls']).px.length
    this.n = n
    this.d = new Float64Array(STRIDE * n)
    this.im = new Float64Array(n)
    this.m = new Float64Array(n)
    this.lastHit = new Float64Array(n).fill(Number.NEGATIVE_INFINITY)
    if (!balls) {
      this.load(from as WorldSnapshot['balls'])
      return
    }
    const d = this.d
    for (let i = 0; i < n; i++) {
      const b = balls[i]!
      const k = STRIDE * i
      d[k + PX] = b.p.x
      d[k + PY] = b.p.y
      d[k + VX] = b.v.x
      d[k + VY] = b.v.y
      d[k + R] = b.r
      this.m[i] = b.m
      this.im[i] = 1 / b.m
    }
  }

  /** Field f of every ball, as its own array. */
  column(f: number): Float64Array {
    const out = new Float64Array(this.n)
    for (let i = 0; i < this.n; i++) out[i] = this.d[STRIDE * i + f]!
    return out
  }

  /** Copies of what changes or defines a ball (im is 1/m again on restore). */
  save(): WorldSnapshot['balls'] {
    return {
      px: this.column(PX),
      py: this.column(PY),
      vx: this.column(VX),
      vy: this.column(VY),
      t: this.column(T),
      r: this.column(R),
      m: this.m.slice(),
      hits: Uint32Array.from(this.column(HITS)),
      lastHit: this.lastHit.slice(),
    }
  }

  private load(saved: WorldSnapshot['balls']): void {
    const d = this.d
    for (let i = 0; i < this.n; i++) {
      const k = STRIDE * i
      d[k + PX] = saved.px[i]!
      d[k + PY] = saved.py[i]!
      d[k + VX] = saved.vx[i]!
      d[k + VY] = saved.vy[i]!
      d[k + T] = saved.t[i]!
      d[k + R] = saved.r[i]!
      d[k + HITS] = saved.hits[i]!
      this.im[i] = 1 / saved.m[i]!
    }
    this.m.set(saved.m)
    this.lastHit.set(saved.lastHit)
  }

  /** Brings ball i's position up to time `time`. Fixed balls never move and keep their clock. */
  moveTo(i: number, time: number): void {
    if (this.im[i] === 0) return
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
    this.lastHit[i] = time
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
        m: this.m[i]!,
      }
    }
    return out
  }

  kineticEnergy(): number {
    const d = this.d
    let e = 0
    for (let i = 0; i < this.n; i++) {
      if (this.im[i] === 0) continue
      const vx = d[STRIDE * i + VX]!
      const vy = d[STRIDE * i + VY]!
      e += 0.5 * this.m[i]! * (vx * vx + vy * vy)
    }
    return e
  }

  momentum(): Vec2 {
    const d = this.d
    let x = 0
    let y = 0
    for (let i = 0; i < this.n; i++) {
      if (this.im[i] === 0) continue
      x += this.m[i]! * d[STRIDE * i + VX]!
      y += this.m[i]! * d[STRIDE * i + VY]!
    }
    return { x, y }
  }
}
