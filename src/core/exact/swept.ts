// The exact side of each case boundary of sweptCircles (Chapter 11), for the rare inputs where
// the float evaluation's error bound cannot decide it.
import type { MovingCircle } from '../movingCircle'
import { commonIntegers, toDouble } from './dyadic'

/**
 * The case polynomials of sweptCircles evaluated on BigInt integers: with Δp = pB − pA,
 * w = dB − dA and R = rA + rB taken exactly from the input doubles (not rounded as the float
 * path has them). Each is homogeneous in the inputs, so its sign is the sign of the real thing.
 */
export class ExactSwept {
  private readonly px: bigint
  private readonly py: bigint
  private readonly wx: bigint
  private readonly wy: bigint
  private readonly R: bigint
  /** log2 of the unit of the integers. */
  private readonly unit: number

  constructor(A: MovingCircle, B: MovingCircle) {
    const { ints, exponent } = commonIntegers([
      A.p.x,
      A.p.y,
      B.p.x,
      B.p.y,
      A.d.x,
      A.d.y,
      B.d.x,
      B.d.y,
      A.r,
      B.r,
    ])
    const [apx, apy, bpx, bpy, adx, ady, bdx, bdy, ra, rb] = ints
    this.px = bpx - apx
    this.py = bpy - apy
    this.wx = bdx - adx
    this.wy = bdy - ady
    this.R = ra + rb
    this.unit = exponent
  }

  /** c = Δp·Δp − R²: negative while the circles overlap at t = 0. */
  c(): bigint {
    return this.px * this.px + this.py * this.py - this.R * this.R
  }
  /** a = w·w. */
  a(): bigint {
    return this.wx * this.wx + this.wy * this.wy
  }
  /** β = b/2 = Δp·w: negative while they approach. */
  halfB(): bigint {
    return this.px * this.wx + this.py * this.wy
  }
  /** (b² − 4ac)/4 = a·R² − (Δp×w)². */
  quarterDiscriminant(): bigint {
    const cross = this.px * this.wy - this.py * this.wx
    return this.a() * this.R * this.R - cross * cross
  }
  /** f(1) = |Δp + w|² − R²: the separation at the end of the frame. */
  atEnd(): bigint {
    const ex = this.px + this.wx
    const ey = this.py + this.wy
    return ex * ex + ey * ey - this.R * this.R
  }
  /** w·(Δp + w) = (b + 2a)/2: negative when the vertex −b/2a of the parabola lies past t = 1. */
  vertexPastEnd(): bigint {
    return this.wx * (this.px + this.wx) + this.wy * (this.py + this.wy)
  }
  /**
   * The double nearest a value of polynomial degree `degree`, in the input's units, or in
   * units rescaled by 2^log2k (each rounded once, so an exact value that underflows in one
   * can still be seen in the other).
   */
  value(n: bigint, degree: number, log2k = 0): number {
    return toDouble(n, degree * (this.unit + log2k))
  }
}
