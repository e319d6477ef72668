// segmentCrossing as it was before Chapter 11 made its case decisions exact (float signs, and a
// threshold on the sine for parallel lines): kept here (never in src) only so
// `npm run bench -- core` can print what exactness costs.
import type { LineCrossing, Vec2 } from '../src/core'
import { largestMagnitude, unitScale } from '../src/core/scale'
import { finiteVec2 } from '../src/core/validate'

const PARALLEL_SINE = 4 * Number.EPSILON

function checkSegment(a: Vec2, b: Vec2, aName: string, bName: string): void {
  finiteVec2(a, aName)
  finiteVec2(b, bName)
  if (a.x === b.x && a.y === b.y) throw new RangeError(`${bName} must differ from ${aName}`)
}

export function segmentCrossingFloat(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2): LineCrossing {
  checkSegment(p0, p1, 'p0', 'p1')
  checkSegment(p2, p3, 'p2', 'p3')
  const k = unitScale(largestMagnitude(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y))
  const s1x = p1.x * k - p0.x * k
  const s1y = p1.y * k - p0.y * k
  const s2x = p3.x * k - p2.x * k
  const s2y = p3.y * k - p2.y * k
  const bx = p0.x * k - p2.x * k
  const by = p0.y * k - p2.y * k
  const det = s1x * s2y - s2x * s1y
  const sNum = s1x * by - s1y * bx
  const len1 = Math.hypot(s1x, s1y)
  const unscaledDet = det / k / k + 0
  const parallel = (): LineCrossing => {
    const off = Math.abs(sNum) <= PARALLEL_SINE * len1 * Math.hypot(bx, by)
    return { case: off ? 'collinear' : 'parallel', det: unscaledDet, s: null, t: null, point: null }
  }
  if (Math.abs(det) <= PARALLEL_SINE * len1 * Math.hypot(s2x, s2y)) return parallel()
  const s = sNum / det + 0
  const t = (s2x * by - s2y * bx) / det + 0
  const point = { x: (p0.x * k + t * s1x) / k, y: (p0.y * k + t * s1y) / k }
  if (!(Number.isFinite(t) && Number.isFinite(s) && Number.isFinite(point.x) && Number.isFinite(point.y)))
    return parallel()
  const inside = t >= 0 && t <= 1 && s >= 0 && s <= 1
  return { case: inside ? 'intersect' : 'outside', det: unscaledDet, s, t, point }
}
