// Time of impact of two moving circles over one frame (Chapter 3, source 000 §2).
import { ExactSwept } from './exact/swept'
import { signOf, toDouble } from './exact/dyadic'
import { filteredSign, U } from './exact/filter'
import { quadraticRoots } from './quadratic'
import { checkMovingCircle, type MovingCircle } from './movingCircle'
import { largestMagnitude, unitScale } from './scale'
import { finite, finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/** The six outcomes of Chapter 3, named for what the two circles do during the frame. */
export type ContactCase = 'same-motion' | 'miss' | 'receding' | 'overlapping' | 'hit' | 'after-frame'

/** The quadratic a·t² + b·t + c = 0 of Chapter 3, its roots, and what they mean. */
export interface SweptResult {
  readonly a: number
  readonly b: number
  readonly c: number
  readonly discriminant: number
  /** t1 <= t2; null when a = 0 or the discriminant is negative. */
  readonly roots: readonly [number, number] | null
  readonly case: ContactCase
  /** First contact, in [0, 1], only when case is 'hit'. */
  readonly t: number | null
}

/** The centre of `circle` at time t of the frame: p + t·d (Chapter 3). */
export function centerAt(circle: MovingCircle, t: number): Vec2 {
  checkMovingCircle(circle, 'circle')
  finite(t, 't')
  return { x: circle.p.x + t * circle.d.x, y: circle.p.y + t * circle.d.y }
}

/**
 * f(t) = |pB(t) − pA(t)|² − (rA + rB)², the quadratic a·t² + b·t + c itself: negative while
 * the circles overlap, zero when they touch (the curve Chapter 3 plots).
 */
export function separationAt(A: MovingCircle, B: MovingCircle, t: number): number {
  checkMovingCircle(A, 'A')
  checkMovingCircle(B, 'B')
  finite(t, 't')
  // Rescaled like sweptCircles so the squares cannot overflow into Infinity − Infinity.
  const k = unitScale(largestMagnitude(A.p.x, A.p.y, B.p.x, B.p.y, A.d.x, A.d.y, B.d.x, B.d.y, A.r, B.r))
  const gx = B.p.x * k - A.p.x * k + t * (B.d.x * k - A.d.x * k)
  const gy = B.p.y * k - A.p.y * k + t * (B.d.y * k - A.d.y * k)
  const R = A.r * k + B.r * k
  return (gx * gx + gy * gy - R * R) / k / k
}

/**
 * When, during one frame, do two moving circles first touch (Chapter 3)?
 *
 * Relative to A, B starts at Δp = pB − pA and moves by w = dB − dA; they touch when
 * |Δp + t·w| = R = rA + rB, that is a·t² + b·t + c = 0 with a = w·w, b = 2 Δp·w,
 * c = Δp·Δp − R². Working relative to A keeps the digits: at coordinates near 1e8 the
 * differences are small and exact, where |pB|² + |pA|² − 2 pA·pB would cancel away everything.
 *
 * The discriminant b² − 4ac equals 4(a·R² − (Δp×w)²) by Lagrange's identity
 * (Δp·w)² + (Δp×w)² = |Δp|²|w|². At a graze the two terms nearly cancel in either form, but
 * not equally badly: b² and 4ac are each about |Δp|²|w|², so their rounding errors leave an
 * error about ε·(|Δp|/R)² relative to a·R², while a·R² and (Δp×w)² are each about a·R², so
 * this form's error is about ε·|Δp|/R (from rounding Δp×w). The cross-product form shrinks the
 * cancellation; it does not remove it: at
 *   #A=0,0&dA=1.125,1.5&rA=2.437&B=4.411,-2.242&dB=0,0&rB=2.437
 * (the time-of-impact widget) the discriminant of those doubles is exactly 0, a graze, and
 * in floats it comes out −5.7e-14, a miss.
 *
 * So the case is decided exactly (Chapter 11). Every boundary is the sign of a polynomial in
 * the input doubles: c; w = 0; a·R² − (Δp×w)²; β = Δp·w; and, for "after the frame",
 * f(1) = |Δp + w|² − R² with w·(Δp + w) (the parabola's vertex past t = 1). Each is first
 * evaluated in floats with a bound on its rounding error (the Shewchuk filter); only when
 * the value lies within the bound is it recomputed exactly in BigInt integers
 * (exact/swept.ts), which happens for grazes, touches and contacts at t = 1 built exactly,
 * and almost never otherwise. c and the discriminant are reported as computed in floats,
 * unless their float sign is wrong: then as the double nearest the exact value (0 for an
 * exact graze). The roots and t stay floats from quadraticRoots; t is clamped into [0, 1],
 * where the exact decision has put the true first contact.
 *
 * Cases, in this order: c < 0 overlapping at t = 0; w = 0 (a = 0) same motion (never nearer
 * or farther); discriminant < 0 miss; β >= 0 receding (then t2 <= 0: touching at t = 0 while
 * separating or sliding past is not a hit); f(1) > 0 with the vertex past 1 after the frame
 * (then t1 > 1); otherwise a hit at t1 (which is 0 when they touch at t = 0 and approach,
 * 1 when they first touch exactly at the end of the frame).
 */
export function sweptCircles(A: MovingCircle, B: MovingCircle): SweptResult {
  checkMovingCircle(A, 'A')
  checkMovingCircle(B, 'B')
  // Chapter 11: an exact power-of-two rescale so that no square below overflows; a, b, c and
  // the discriminant are scaled back at the end, the roots do not depend on it.
  const k = unitScale(largestMagnitude(A.p.x, A.p.y, B.p.x, B.p.y, A.d.x, A.d.y, B.d.x, B.d.y, A.r, B.r))
  const dpx = B.p.x * k - A.p.x * k
  const dpy = B.p.y * k - A.p.y * k
  const wx = B.d.x * k - A.d.x * k
  const wy = B.d.y * k - A.d.y * k
  const R = A.r * k + B.r * k
  const a = wx * wx + wy * wy
  const halfB = dpx * wx + dpy * wy
  const b = 2 * halfB
  // (|Δp| − R)(|Δp| + R) would need a square root; this keeps c exact for integer input.
  let c = dpx * dpx + dpy * dpy - R * R
  const dpxw = dpx * wy - dpy * wx
  const quarter = a * R * R - dpxw * dpxw
  let disc = c === 0 ? b * b : 4 * quarter

  // Built only when a filter cannot decide (a graze, a touch, a contact at t = 1 built exactly).
  let exact: ExactSwept | null = null
  // + 0: a −0 would show on screen as "−0".
  let cOut = c / k / k + 0
  let discOut = disc / k / k / k / k + 0
  const cSign = filteredSign(c, 16 * U * (dpx * dpx + dpy * dpy + R * R) + UNDERFLOW, () =>
    signOf((exact ??= new ExactSwept(A, B)).c()),
  )
  if (cSign !== Math.sign(c) || cSign !== Math.sign(cOut)) {
    const exactC = (exact ??= new ExactSwept(A, B)).c()
    cOut = exact.value(exactC, 2) + 0
    c = exact.value(exactC, 2, Math.round(Math.log2(k))) + 0
  }
  const sameMotion = A.d.x === B.d.x && A.d.y === B.d.y
  const crossBound = Math.abs(dpx * wy) + Math.abs(dpy * wx)
  const dSign = sameMotion
    ? 0
    : filteredSign(quarter, 32 * U * (a * R * R + crossBound * crossBound) + UNDERFLOW, () =>
        signOf((exact ??= new ExactSwept(A, B)).quarterDiscriminant()),
      )
  if (dSign !== Math.sign(disc) || dSign !== Math.sign(discOut)) {
    const exactDisc = 4n * (exact ??= new ExactSwept(A, B)).quarterDiscriminant()
    discOut = exact.value(exactDisc, 4) + 0
    disc = exact.value(exactDisc, 4, Math.round(Math.log2(k))) + 0
  }

  const unscaled = (caseName: ContactCase, roots: readonly [number, number] | null, t: number | null) => ({
    a: a / k / k + 0,
    b: b / k / k + 0,
    c: cOut,
    discriminant: discOut,
    roots,
    case: caseName,
    t,
  })
  const roots =
    sameMotion || dSign < 0 ? null : floatRoots(a, b, c, disc, () => (exact ??= new ExactSwept(A, B)))
  if (cSign < 0) return unscaled('overlapping', roots, null)
  if (sameMotion) return unscaled('same-motion', null, null)
  if (roots === null) return unscaled('miss', null, null)
  const bSign = filteredSign(halfB, 8 * U * (Math.abs(dpx * wx) + Math.abs(dpy * wy)) + UNDERFLOW, () =>
    signOf((exact ??= new ExactSwept(A, B)).halfB()),
  )
  if (bSign >= 0) return unscaled('receding', roots, null)
  // Here 0 <= t1 <= t2 and t2 > 0, so t1 > 1 exactly when f(1) > 0 and the vertex is past 1.
  const ex = dpx + wx
  const ey = dpy + wy
  const spanX = Math.abs(dpx) + Math.abs(wx)
  const spanY = Math.abs(dpy) + Math.abs(wy)
  const endSign = filteredSign(
    ex * ex + ey * ey - R * R,
    16 * U * (spanX * spanX + spanY * spanY + R * R) + UNDERFLOW,
    () => signOf((exact ??= new ExactSwept(A, B)).atEnd()),
  )
  if (endSign > 0) {
    const vertexSign = filteredSign(
      wx * ex + wy * ey,
      16 * U * (Math.abs(wx) * spanX + Math.abs(wy) * spanY) + UNDERFLOW,
      () => signOf((exact ??= new ExactSwept(A, B)).vertexPastEnd()),
    )
    if (vertexSign < 0) return unscaled('after-frame', roots, null)
  }
  return unscaled('hit', roots, Math.min(1, Math.max(0, roots[0])))
}

/**
 * Absolute slack added to every error bound for underflow: a product that falls into the
 * subnormal range is off by up to 2^-1075, and the rescaled inputs stay below 2^201, so even
 * multiplied through a degree-4 polynomial such errors stay far below this.
 */
const UNDERFLOW = 2 ** -600

/**
 * The roots of a rescaled sweptCircles quadratic with a nonnegative discriminant. Only when
 * a rounded to 0 in the rescale (w tiny beside Δp, far beyond the frame's scale) does it
 * fall back to the exact coefficients, brought to a common scale near 1 first.
 */
function floatRoots(
  a: number,
  b: number,
  c: number,
  disc: number,
  exactly: () => ExactSwept,
): readonly [number, number] {
  if (a > 0) {
    const solved = quadraticRoots(a, b, c, disc)
    if (solved.roots !== null && solved.roots.length === 2) return solved.roots
  }
  const e = exactly()
  const [ea, eb, ec] = [e.a(), e.halfB(), e.c()]
  const top = Math.max(...[ea, eb, ec].map((n) => (n < 0n ? -n : n).toString(2).length))
  const [na, nb, nc] = [ea, eb, ec].map((n) => toDouble(n, -top)) as [number, number, number]
  const solved = quadraticRoots(na, 2 * nb, nc, 4 * toDouble(e.quarterDiscriminant(), -2 * top))
  if (solved.kind === 'linear') return nb < 0 ? [solved.roots[0], Infinity] : [-Infinity, solved.roots[0]]
  return solved.roots !== null && solved.roots.length === 2 ? solved.roots : [0, 0]
}

/**
 * Where two circles centred at pA and pB with radii rA and rB touch: the point a fraction
 * rA/(rA + rB) of the way from pA to pB, which is pA + rA·n̂ when they touch exactly
 * (Chapter 3). Two zero radii have no contact point and throw.
 */
export function contactPoint(pA: Vec2, rA: number, pB: Vec2, rB: number): Vec2 {
  finiteVec2(pA, 'pA')
  nonNegative(rA, 'rA')
  finiteVec2(pB, 'pB')
  nonNegative(rB, 'rB')
  if (!(rA + rB > 0)) throw new RangeError('rA + rB must be > 0: two points have no contact point')
  const k = unitScale(Math.max(rA, rB)) // so rA + rB cannot overflow
  const f = (rA * k) / (rA * k + rB * k)
  // (1 − f)·pA + f·pB cannot overflow the way pA + f·(pB − pA) can.
  return { x: (1 - f) * pA.x + f * pB.x, y: (1 - f) * pA.y + f * pB.y }
}
