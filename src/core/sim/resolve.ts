// What happens at a contact (Chapters 5–7): only the normal parts of the velocities change.
import { type BallState, LAST, ownOf, PX, PY, R, STRIDE, VX, VY } from './state'
import { type BoxWalls, END0, FACE, type WallSet } from './walls'

/**
 * Applies contacts to the ball state, with the restitution rules of the TC model: a contact is
 * elastic when either ball (a fixed ball or a wall does not count) collided less than `tc` ago.
 * Every contact bumps the collision counters
 * of the moving balls it involves, which makes their older predictions stale.
 */
export class Resolver {
  /** The latest contact's impulse on its first ball (size, ≥ 0) and unit normal toward that ball. */
  impulse = 0
  nx = 0
  ny = 0

  constructor(
    private readonly st: BallState,
    private readonly walls: WallSet,
    private readonly box: BoxWalls | null,
    private readonly e: number,
    private readonly tc: number,
  ) {}

  private restitution(a: number, b: number, time: number): number {
    if (this.e === 1) return 1
    const o = this.st.o
    if (time - o[ownOf(a) + LAST]! < this.tc || (b >= 0 && time - o[ownOf(b) + LAST]! < this.tc)) return 1
    return this.e
  }

  private touched(i: number, time: number): void {
    if (this.st.invMass(i) !== 0) this.st.touched(i, time)
  }

  balls(a: number, b: number, time: number): void {
    const st = this.st
    st.moveTo(a, time)
    st.moveTo(b, time)
    const d = st.d
    const A = STRIDE * a
    const B = STRIDE * b
    const dx = d[B + PX]! - d[A + PX]!
    const dy = d[B + PY]! - d[A + PY]!
    const dist = Math.sqrt(dx * dx + dy * dy)
    // Coincident centres (only reachable through absurd rounding) have no normal: no impulse.
    const nx = dist > 0 ? dx / dist : 0
    const ny = dist > 0 ? dy / dist : 0
    const vn = (d[B + VX]! - d[A + VX]!) * nx + (d[B + VY]! - d[A + VY]!) * ny
    this.impulse = 0
    // 0 − n rather than −n: a normal along an axis is reported without a −0.
    this.nx = 0 - nx
    this.ny = 0 - ny
    // Rounding can leave a predicted contact not quite approaching: then there is no impulse.
    if (vn < 0) {
      const ima = st.invMass(a)
      const imb = st.invMass(b)
      const fixedA = ima === 0
      const fixedB = imb === 0
      const e = this.restitution(fixedA ? b : a, fixedA || fixedB ? -1 : b, time)
      const j = ((1 + e) * vn) / (ima + imb)
      this.impulse = -j
      d[A + VX]! += j * ima * nx
      d[A + VY]! += j * ima * ny
      d[B + VX]! -= j * imb * nx
      d[B + VY]! -= j * imb * ny
    }
    this.touched(a, time)
    this.touched(b, time)
  }

  /** Ball a against `part` (FACE, END0 or END1) of segment wall w. */
  segment(a: number, w: number, part: number, time: number): void {
    const st = this.st
    const W = this.walls
    st.moveTo(a, time)
    const d = st.d
    const A = STRIDE * a
    const vx = d[A + VX]!
    const vy = d[A + VY]!
    let nx: number
    let ny: number
    if (part === FACE) {
      // The face normal against the motion: the face was predicted approached with this very
      // velocity, so that is the side the ball meets, even if rounding put its centre a hair
      // across the line. A ball that has crept into the face is put back on it, as the box does.
      const s = W.uy[w]! * vx - W.ux[w]! * vy > 0 ? -1 : 1
      nx = s * W.uy[w]!
      ny = -s * W.ux[w]!
      const sink = d[A + R]! - ((d[A + PX]! - W.x0[w]!) * nx + (d[A + PY]! - W.y0[w]!) * ny)
      if (sink > 0) {
        d[A + PX]! += sink * nx
        d[A + PY]! += sink * ny
      }
    } else {
      const ex = d[A + PX]! - (part === END0 ? W.x0[w]! : W.x1[w]!)
      const ey = d[A + PY]! - (part === END0 ? W.y0[w]! : W.y1[w]!)
      const dist = Math.sqrt(ex * ex + ey * ey)
      nx = dist > 0 ? ex / dist : 0
      ny = dist > 0 ? ey / dist : 0
    }
    const vn = vx * nx + vy * ny
    this.impulse = 0
    this.nx = nx
    this.ny = ny
    if (vn < 0) {
      const k = (1 + this.restitution(a, -1, time)) * vn
      d[A + VX] = vx - k * nx
      d[A + VY] = vy - k * ny
      this.impulse = -k * st.mass(a)
    }
    this.touched(a, time)
  }

  /** Ball a against box side 0..3 = min.x, max.x, min.y, max.y; the ball is kept exactly inside. */
  boxSide(a: number, side: number, time: number): void {
    const st = this.st
    const box = this.box!
    st.moveTo(a, time)
    const d = st.d
    const A = STRIDE * a
    const r = d[A + R]!
    const e = this.restitution(a, -1, time)
    const vx = d[A + VX]!
    const vy = d[A + VY]!
    this.nx = side === 0 ? 1 : side === 1 ? -1 : 0
    this.ny = side === 2 ? 1 : side === 3 ? -1 : 0
    // The velocity into the side; it stays 0 (no impulse) if rounding left the ball not moving into it.
    let vn = 0
    if (side === 0) {
      d[A + PX] = Math.max(d[A + PX]!, box.minX + r)
      if (vx < 0) {
        vn = vx
        d[A + VX] = -e * vx
      }
    } else if (side === 1) {
      d[A + PX] = Math.min(d[A + PX]!, box.maxX - r)
      if (vx > 0) {
        vn = vx
        d[A + VX] = -e * vx
      }
    } else if (side === 2) {
      d[A + PY] = Math.max(d[A + PY]!, box.minY + r)
      if (vy < 0) {
        vn = vy
        d[A + VY] = -e * vy
      }
    } else {
      d[A + PY] = Math.min(d[A + PY]!, box.maxY - r)
      if (vy > 0) {
        vn = vy
        d[A + VY] = -e * vy
      }
    }
    this.impulse = (1 + e) * Math.abs(vn) * st.mass(a)
    this.touched(a, time)
  }
}
