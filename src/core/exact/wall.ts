// Where a ball starts relative to a wall, decided exactly (Chapter 11): which part of the wall
// is nearest, whether the ball already touches it, on which side it is and which way it moves.
// Each is the sign of a polynomial of degree 2 or 4 in the inputs: a float filter first, BigInt
// integers when the filter cannot tell (or the inputs lie where floats could underflow).
import type { Vec2 } from '../vec2'
import { commonIntegers, signOf } from './dyadic'
import { filteredSign, U } from './filter'

export interface WallStart {
  /** The part of the wall nearest the centre: its face, or the end w0 ('before') or w1 ('after'). */
  readonly region: 'face' | 'before' | 'after'
  /** The distance from the centre to the wall is at most r. */
  readonly touching: boolean
  /** The centre lies on the wall itself (distance 0). */
  readonly onWall: boolean
  /** The displacement points toward the wall's nearest point (d·gap < 0). */
  readonly approaching: boolean
  /** Which side of the wall's line the centre is: the sign of (w1 − w0) × (p − w0). */
  readonly side: -1 | 0 | 1
  /** The sign of (w1 − w0) × d: which way the ball moves across the line. */
  readonly across: -1 | 0 | 1
  /** The centre is farther than r from the wall's line, so only crossing a shadow wall touches the face. */
  readonly beyondFace: boolean
}

// Floats are used only for inputs within these magnitudes (or 0), and only for values above
// SLACK: below it, products of tiny differences could have underflowed.
const inRange = (x: number) => x === 0 || (Math.abs(x) >= 2 ** -400 && Math.abs(x) <= 2 ** 200)
const SLACK = 2 ** -400

/** The ball (centre p, displacement d, radius r) against the wall w0 → w1, exactly. */
export function wallStart(p: Vec2, d: Vec2, r: number, w0: Vec2, w1: Vec2): WallStart {
  const values = [p.x, p.y, d.x, d.y, r, w0.x, w0.y, w1.x, w1.y]
  const floats = values.every(inRange)
  let ints: bigint[] | null = null
  const exactly = (f: (i: bigint[]) => bigint) => signOf(f((ints ??= commonIntegers(values).ints)))
  const sign = (value: number, bound: number, exact: (i: bigint[]) => bigint): -1 | 0 | 1 =>
    floats ? filteredSign(value, bound + SLACK, () => exactly(exact)) : exactly(exact)
  // Integers in the order of `values`: 0 px, 1 py, 2 dx, 3 dy, 4 r, 5 ax, 6 ay, 7 bx, 8 by.
  const ux = w1.x - w0.x
  const uy = w1.y - w0.y
  const qx = p.x - w0.x
  const qy = p.y - w0.y
  const along = (i: bigint[], e: 5 | 7, o: 5 | 7) =>
    (i[0]! - i[e]!) * (i[o]! - i[e]!) + (i[1]! - i[e + 1]!) * (i[o + 1]! - i[e + 1]!)
  const fromW0 = sign(qx * ux + qy * uy, 8 * U * (Math.abs(qx * ux) + Math.abs(qy * uy)), (i) =>
    along(i, 5, 7),
  )
  const ex = p.x - w1.x
  const ey = p.y - w1.y
  const fromW1 = sign(-(ex * ux + ey * uy), 8 * U * (Math.abs(ex * ux) + Math.abs(ey * uy)), (i) =>
    along(i, 7, 5),
  )
  const offI = (i: bigint[]) => (i[7]! - i[5]!) * (i[1]! - i[6]!) - (i[8]! - i[6]!) * (i[0]! - i[5]!)
  const off = ux * qy - uy * qx
  const offBound = Math.abs(ux * qy) + Math.abs(uy * qx)
  const side = sign(off, 8 * U * offBound, offI)
  const across = sign(
    ux * d.y - uy * d.x,
    8 * U * (Math.abs(ux * d.y) + Math.abs(uy * d.x)),
    (i) => (i[7]! - i[5]!) * i[3]! - (i[8]! - i[6]!) * i[2]!,
  )
  // |distance to the line| > r  ⟺  off² > r²·|w1 − w0|².
  const len2 = ux * ux + uy * uy
  const beyondFace =
    sign(off * off - r * r * len2, 32 * U * (offBound * offBound + r * r * len2), (i) => {
      const o = offI(i)
      const [lx, ly] = [i[7]! - i[5]!, i[8]! - i[6]!]
      return o * o - i[4]! * i[4]! * (lx * lx + ly * ly)
    }) > 0
  const region = fromW0 < 0 ? 'before' : fromW1 < 0 ? 'after' : 'face'
  if (region === 'face')
    return {
      region,
      touching: !beyondFace,
      onWall: side === 0,
      approaching: side * across < 0,
      side,
      across,
      beyondFace,
    }
  const end = region === 'before' ? w0 : w1
  const e = region === 'before' ? 5 : 7
  const [gx, gy] = [p.x - end.x, p.y - end.y]
  const gap = sign(gx * gx + gy * gy - r * r, 16 * U * (gx * gx + gy * gy + r * r), (i) => {
    const [hx, hy] = [i[0]! - i[e]!, i[1]! - i[e + 1]!]
    return hx * hx + hy * hy - i[4]! * i[4]!
  })
  const moving = sign(d.x * gx + d.y * gy, 8 * U * (Math.abs(d.x * gx) + Math.abs(d.y * gy)), (i) => {
    return i[2]! * (i[0]! - i[e]!) + i[3]! * (i[1]! - i[e + 1]!)
  })
  const onWall = p.x === end.x && p.y === end.y
  return { region, touching: gap <= 0, onWall, approaching: moving < 0, side, across, beyondFace }
}
