import type { Vec2 } from '../vec2'
import type { Ball, WorldSnapshot } from './types'

/**
 * The balls as parallel Float64Arrays. Each ball keeps its own clock t: its position is exact at
 * t and it moves in a straight line from there, so a ball is only brought up to date when an
 * event touches it.
 */
export class BallState {
  readonly n: number
  readonly px: Float64Array
  readonly py: Float64Array
  readonly vx: Float64Array
  readonly vy: Float64Array
  readonly t: Float64Array
  readonly r: Float64Array
  /** 1/m: 0 for a fixed ball. */
  readonly im: Float64Array
  readonly m: Float64Array
  /**
   * Collision counters. A prediction records the counters of its balls; once either has moved
   * on, the prediction is stale and is dropped when it surfaces, so nothing is ever searched
   * for and deleted.
   */
  readonly hits: Uint32Array
  /** Time of each ball's latest collision, for the TC model. */
  readonly lastHit: Float64Array

  /** From the balls of createWorld, or from a snapshot's saved arrays. */
  constructor(from: readonly Ball[] | WorldSnapshot['balls']) {
    const balls = Array.isArray(from) ? (from as readonly Ball[]) : null
    const n = balls ? balls.length : (from as WorldSnapshot['balls']).px.length
    this.n = n
    this.px = new Float64Array(n)
    this.py = new Float64Array(n)
    this.vx = new Float64Array(n)
    this.vy = new Float64Array(n)
    this.t = new Float64Array(n)
    this.r = new Float64Array(n)
    this.im = new Float64Array(n)
    this.m = new Float64Array(n)
    this.hits = new Uint32Array(n)
    this.lastHit = new Float64Array(n).fill(Number.NEGATIVE_INFINITY)
    if (!balls) {
      this.load(from as WorldSnapshot['balls'])
      return
    }
    for (let i = 0; i < n; i++) {
      const b = balls[i]!
      this.px[i] = b.p.x
      this.py[i] = b.p.y
      this.vx[i] = b.v.x
      this.vy[i] = b.v.y
      this.r[i] = b.r
      this.m[i] = b.m
      this.im[i] = 1 / b.m
    }
  }

  /** Copies of the arrays that change or define a ball (im is 1/m again on restore). */
  save(): WorldSnapshot['balls'] {
    return {
      px: this.px.slice(),
      py: this.py.slice(),
      vx: this.vx.slice(),
      vy: this.vy.slice(),
      t: this.t.slice(),
      r: this.r.slice(),
      m: this.m.slice(),
      hits: this.hits.slice(),
      lastHit: this.lastHit.slice(),
    }
  }

  private load(saved: WorldSnapshot['balls']): void {
    this.px.set(saved.px)
    this.py.set(saved.py)
    this.vx.set(saved.vx)
    this.vy.set(saved.vy)
    this.t.set(saved.t)
    this.r.set(saved.r)
    this.m.set(saved.m)
    this.hits.set(saved.hits)
    this.lastHit.set(saved.lastHit)
    for (let i = 0; i < this.n; i++) this.im[i] = 1 / this.m[i]!
  }

  /** Brings ball i's position up to time `time`. Fixed balls never move and keep their clock. */
  moveTo(i: number, time: number): void {
    if (this.im[i] === 0) return
    const dt = time - this.t[i]!
    this.px[i]! += this.vx[i]! * dt
    this.py[i]! += this.vy[i]! * dt
    this.t[i] = time
  }

  snapshot(time: number): Ball[] {
    const out: Ball[] = new Array(this.n)
    for (let i = 0; i < this.n; i++) {
      const dt = time - this.t[i]!
      const vx = this.vx[i]!
      const vy = this.vy[i]!
      out[i] = {
        p: { x: this.px[i]! + vx * dt, y: this.py[i]! + vy * dt },
        v: { x: vx, y: vy },
        r: this.r[i]!,
        m: this.m[i]!,
      }
    }
    return out
  }

  kineticEnergy(): number {
    let e = 0
    for (let i = 0; i < this.n; i++) {
      if (this.im[i] === 0) continue
      const vx = this.vx[i]!
      const vy = this.vy[i]!
      e += 0.5 * this.m[i]! * (vx * vx + vy * vy)
    }
    return e
  }

  momentum(): Vec2 {
    let x = 0
    let y = 0
    for (let i = 0; i < this.n; i++) {
      if (this.im[i] === 0) continue
      x += this.m[i]! * this.vx[i]!
      y += this.m[i]! * this.vy[i]!
    }
    return { x, y }
  }
}
