// Segment walls and box sides for the simulation (Chapter 7 and Chapter 8: a segment is a face
// plus two endpoints that act as infinitely heavy balls of radius zero).
import type { Vec2 } from '../vec2'
import { contactDelay, planeDelay } from './predict'

/** Which part of a segment wall a contact is with: its face or one of its two endpoints. */
export const FACE = 0
export const END0 = 1
export const END1 = 2
/** Partner codes per segment wall: an event with part p of wall w has code (first wall code) + 3w + p. */
export const PARTS = 3

export class WallSet {
  /** The part `delay` found: FACE, END0 or END1. */
  part = FACE
  readonly count: number
  readonly x0: Float64Array
  readonly y0: Float64Array
  readonly x1: Float64Array
  readonly y1: Float64Array
  /** Unit direction from the first endpoint to the second. */
  readonly ux: Float64Array
  readonly uy: Float64Array
  readonly len: Float64Array

  constructor(walls: readonly (readonly [Vec2, Vec2])[]) {
    const n = walls.length
    this.count = n
    this.x0 = new Float64Array(n)
    this.y0 = new Float64Array(n)
    this.x1 = new Float64Array(n)
    this.y1 = new Float64Array(n)
    this.ux = new Float64Array(n)
    this.uy = new Float64Array(n)
    this.len = new Float64Array(n)
    for (let w = 0; w < n; w++) {
      const [p, q] = walls[w]!
      const len = Math.hypot(q.x - p.x, q.y - p.y)
      this.x0[w] = p.x
      this.y0[w] = p.y
      this.x1[w] = q.x
      this.y1[w] = q.y
      this.ux[w] = (q.x - p.x) / len
      this.uy[w] = (q.y - p.y) / len
      this.len[w] = len
    }
  }

  /**
   * Delay until a ball (centre p, velocity v, radius r) touches wall w; sets `part`. If the ball
   * meets the line of the face at a point inside the segment, that is its first contact
   * (everything before is farther than r from the line); otherwise it can only meet an endpoint
   * first. The part is part of the event, so the contact is resolved with the normal it was
   * predicted for: near an end a ball can touch the face and, within the touching tolerance, an
   * endpoint too, and mixing the two up would leave the contact unresolved forever.
   */
  delay(px: number, py: number, vx: number, vy: number, r: number, w: number): number {
    const x0 = this.x0[w]!
    const y0 = this.y0[w]!
    const ux = this.ux[w]!
    const uy = this.uy[w]!
    const sx = px - x0
    const sy = py - y0
    // Normal (uy, −ux); look from the ball's side so the distance is positive. A centre exactly
    // on the line has no side: it must have sunk through by rounding, so it is let go.
    let dist = uy * sx - ux * sy
    let vn = uy * vx - ux * vy
    if (dist < 0) {
      dist = -dist
      vn = -vn
    }
    const face = dist > 0 ? planeDelay(dist - r, -vn, vx * vx + vy * vy, r) : Number.POSITIVE_INFINITY
    if (face < Number.POSITIVE_INFINITY) {
      const along = sx * ux + sy * uy + face * (vx * ux + vy * uy)
      if (along >= 0 && along <= this.len[w]!) {
        this.part = FACE
        return face
      }
    }
    const e0 = contactDelay(x0 - px, y0 - py, -vx, -vy, r)
    const e1 = contactDelay(this.x1[w]! - px, this.y1[w]! - py, -vx, -vy, r)
    this.part = e1 < e0 ? END1 : END0
    return Math.min(e0, e1)
  }

  /** Distance from a point to segment w. */
  distance(px: number, py: number, w: number): number {
    const x0 = this.x0[w]!
    const y0 = this.y0[w]!
    const ux = this.ux[w]!
    const uy = this.uy[w]!
    const along = Math.min(Math.max((px - x0) * ux + (py - y0) * uy, 0), this.len[w]!)
    return Math.hypot(px - x0 - along * ux, py - y0 - along * uy)
  }
}

/** The box a world may have: four planes, predicted directly rather than through the grid. */
export class BoxWalls {
  /** The side `delay` found: 0..3 = min.x, max.x, min.y, max.y. */
  side = 0

  constructor(
    readonly minX: number,
    readonly maxX: number,
    readonly minY: number,
    readonly maxY: number,
  ) {}

  /** Delay until a ball (centre p, velocity v, radius r) meets the first side on its way; sets `side`. */
  delay(px: number, py: number, vx: number, vy: number, r: number): number {
    const vv = vx * vx + vy * vy
    let t = Number.POSITIVE_INFINITY
    let side = 0
    if (vx < 0) t = planeDelay(px - r - this.minX, -vx, vv, r)
    else if (vx > 0) {
      t = planeDelay(this.maxX - r - px, vx, vv, r)
      side = 1
    }
    if (vy < 0) {
      const ty = planeDelay(py - r - this.minY, -vy, vv, r)
      if (ty < t) {
        t = ty
        side = 2
      }
    } else if (vy > 0) {
      const ty = planeDelay(this.maxY - r - py, vy, vv, r)
      if (ty < t) {
        t = ty
        side = 3
      }
    }
    this.side = side
    return t
  }
}
