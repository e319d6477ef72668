// Today's float-only sweptCircles, as it was before Chapter 11 made its case decisions exact:
// kept here (never in src) only so `npm run bench -- core` can print what exactness costs.
import {
  type ContactCase,
  checkMovingCircle,
  type MovingCircle,
  quadraticRoots,
  type SweptResult,
} from '../src/core'
import { largestMagnitude, unitScale } from '../src/core/scale'

export function sweptCirclesFloat(A: MovingCircle, B: MovingCircle): SweptResult {
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
