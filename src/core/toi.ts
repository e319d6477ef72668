// Time of impact of two moving circles over one frame (Chapter 3, source 000 §2).
import { quadraticRoots } from './quadratic'
import { largestMagnitude, unitScale } from './scale'
import { finite, finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/** A circle moving in a straight line over one frame: centre p at t = 0, displacement d, p + d at t = 1. */
export interface MovingCircle {
  readonly p: Vec2
  readonly d: Vec2
  readonly r: number
}

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

/** Throws a RangeError naming the bad field unless `c` is a valid moving circle. */
export function checkMovingCircle(c: MovingCircle, name: string): MovingCircle {
  if (c === null || typeof c !== 'object') throw new RangeError(`${name} must be a moving circle {p, d, r}`)
  finiteVec2(c.p, `${name}.p`)
  finiteVec2(c.d, `${name}.d`)
  nonNegative(c.r, `${name}.r`)
  return c
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
 * cancellation; it does not remove it. A graze far from A (|Δp| ≫ R) that the textbook form
 * calls a miss usually comes out exactly 0 here, and a discriminant of exactly 0 is a hit at
 * the double root if it lies in (0, 1]; but an exact graze can still round either way.
 * Counterexample, the time-of-impact widget at
 *   #A=0,0&dA=1.125,1.5&rA=2.437&B=4.411,-2.242&dB=0,0&rB=2.437
 * in exact arithmetic on those doubles the discriminant is 0 (a graze), in floats it is
 * −5.7e-14 (a miss). Floats cannot decide a graze; exact predicates can (Chapter 11).
 * When c = 0 the discriminant is b² exactly, and is taken so.
 *
 * Cases, in this order: c < 0 overlapping at t = 0; a = 0 same motion (never nearer or
 * farther); discriminant < 0 miss; t2 <= 0 receding (touching at t = 0 while separating or
 * sliding past is not a hit); t1 > 1 after the frame; otherwise a hit at t1 (which is 0 when
 * they touch at t = 0 and approach).
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
  const b = 2 * (dpx * wx + dpy * wy)
  // (|Δp| − R)(|Δp| + R) would need a square root; this keeps c exact for integer input.
  const c = dpx * dpx + dpy * dpy - R * R
  const dpxw = dpx * wy - dpy * wx
  const disc = c === 0 ? b * b : 4 * (a * R * R - dpxw * dpxw)
  const unscaled = (caseName: ContactCase, roots: readonly [number, number] | null, t: number | null) => ({
    // + 0: a −0 would show on screen as "−0".
    a: a / k / k + 0,
    b: b / k / k + 0,
    c: c / k / k + 0,
    discriminant: disc / k / k / k / k + 0,
    roots,
    case: caseName,
    t,
  })
  const solved = quadraticRoots(a, b, c, disc)
  const roots = solved.kind === 'two' || solved.kind === 'double' ? solved.roots : null
  if (c < 0) return unscaled('overlapping', roots, null)
  if (a === 0) return unscaled('same-motion', null, null)
  if (roots === null) return unscaled('miss', null, null)
  const [t1, t2] = roots
  if (t2 <= 0) return unscaled('receding', roots, null)
  if (t1 > 1) return unscaled('after-frame', roots, null)
  return unscaled('hit', roots, t1)
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
