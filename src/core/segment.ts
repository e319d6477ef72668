// Walls as segments: their normal, where two segments cross (Chapter 8, source 003) and when a
// moving ball first touches one (Chapter 8, source 000 "Wall collisions").
import { ratioToDouble, toDouble } from './exact/dyadic'
import { filteredCrossingCase } from './exact/crossing'
import { crossSign, exactCramer, orientation } from './exact/orient'
import { wallStart } from './exact/wall'
import { largestMagnitude, unitDirection, unitScale } from './scale'
import { checkMovingCircle, type MovingCircle } from './movingCircle'
import { sweptCircles } from './toi'
import { finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/** Where two segments cross: p0 + t(p1 − p0) = p2 + s(p3 − p2). */
export interface SegmentCrossing {
  readonly t: number
  readonly s: number
  readonly point: Vec2
}

/** A ball's first contact with a wall: when, which part, its centre then, the wall's normal. */
export interface WallHit {
  readonly t: number
  readonly kind: 'face' | 'endpoint'
  /** The ball's centre at contact. */
  readonly point: Vec2
  /** Unit, pointing from the wall to the ball. */
  readonly normal: Vec2
}

function checkSegment(a: Vec2, b: Vec2, aName: string, bName: string): void {
  finiteVec2(a, aName)
  finiteVec2(b, bName)
  if (same(a, b))
    throw new RangeError(`${bName} must differ from ${aName}: a zero-length segment has no direction`)
}

/**
 * The unit normal of the segment p1 → p2: its direction <vx, vy> turned a quarter
 * counter-clockwise, <−vy, vx>, scaled to length 1 (Chapter 7). A zero-length segment throws.
 */
export function segmentNormal(p1: Vec2, p2: Vec2): Vec2 {
  checkSegment(p1, p2, 'p1', 'p2')
  return unitNormal(p1, p2, 'p1 and p2')
}

/** segmentNormal of a segment already checked, errors naming it `name`. */
function unitNormal(a: Vec2, b: Vec2, name: string): Vec2 {
  const u = unitDirection(a, b, name)
  return { x: -u.y + 0, y: u.x } // + 0: no −0 in output
}

/** How the lines through two segments meet: 'outside' when they cross beyond either segment. */
export type CrossingCase = 'intersect' | 'outside' | 'parallel' | 'collinear'

/**
 * segmentCrossing's answer. det is Det(A) in the input's units squared (±Infinity only if that
 * square is beyond the largest double). s, t and point are where the two lines cross, null when
 * they do not cross at one point.
 */
export type LineCrossing =
  | {
      readonly case: 'intersect' | 'outside'
      readonly det: number
      readonly s: number
      readonly t: number
      readonly point: Vec2
    }
  | {
      readonly case: 'parallel' | 'collinear'
      readonly det: number
      readonly s: null
      readonly t: null
      readonly point: null
    }

/** Below this, products of the rescaled coordinates have lost bits to underflow. */
const TINY = 2 ** -900

/**
 * How segment p0 → p1 meets segment p2 → p3, by Cramer's rule (Chapter 8). With
 * S1 = p1 − p0, S2 = p3 − p2 and B = p0 − p2, the system s·S2 − t·S1 = B has
 * Det(A) = S1x·S2y − S2x·S1y, s = (S1x·By − S1y·Bx)/Det(A) and t = (S2x·By − S2y·Bx)/Det(A).
 * 'intersect' when both lie in [0, 1] (ends included), else 'outside' with the lines' s, t and
 * point. Det(A) = 0 means parallel lines; 'collinear' when they are one line (S1 × B = 0 too),
 * however much the segments overlap. Each case is decided exactly on the input doubles
 * (Chapter 11); s, t and the point are floats, s and t clamped into [0, 1] for 'intersect'.
 * A zero-length segment throws.
 */
export function segmentCrossing(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2): LineCrossing {
  checkSegment(p0, p1, 'p0', 'p1')
  checkSegment(p2, p3, 'p2', 'p3')
  // Exact power-of-two rescale (Chapter 11): t and s do not change, nothing overflows.
  const k = unitScale(largestMagnitude(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y))
  const s1x = p1.x * k - p0.x * k
  const s1y = p1.y * k - p0.y * k
  const s2x = p3.x * k - p2.x * k
  const s2y = p3.y * k - p2.y * k
  const bx = p0.x * k - p2.x * k
  const by = p0.y * k - p2.y * k
  const det = s1x * s2y - s2x * s1y
  let unscaledDet = det / k / k + 0
  // Chapter 11: every case is decided exactly, by signs: Det(A) = S1 × S2 (0: parallel lines),
  // p2 on the line p0p1 (collinear), and each segment's ends on opposite sides of, or on, the
  // other's line (intersect). The float filter settles almost every input; null sends the rest
  // to exact arithmetic.
  const filtered = filteredCrossingCase(s1x, s1y, s2x, s2y, bx, by)
  const detSign =
    filtered === null ? crossSign(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y) : Math.sign(det)
  const none = { s: null, t: null, point: null }
  if (detSign === 0) {
    const collinear = orientation(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y) === 0
    return { case: collinear ? 'collinear' : 'parallel', det: 0, ...none }
  }
  let s = (s1x * by - s1y * bx) / det + 0
  let t = (s2x * by - s2y * bx) / det + 0
  if (Math.sign(det) !== detSign || Math.sign(unscaledDet) !== detSign || Math.abs(det) < TINY) {
    // Det(A) rounded to 0 or to the wrong sign, or so small (a segment some 1e-300 of the scene
    // long) that the products below the normal doubles kept too few bits: s and t from the exact
    // numerators instead.
    const e = exactCramer([p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y])
    unscaledDet = toDouble(e.det, 2 * e.exponent) + 0
    s = ratioToDouble(e.sNum, e.det) + 0
    t = ratioToDouble(e.tNum, e.det) + 0
  }
  const apart = (u: number, v: number) => u * v <= 0
  const inside =
    filtered !== null
      ? filtered === 'intersect'
      : apart(
          orientation(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y),
          orientation(p0.x, p0.y, p1.x, p1.y, p3.x, p3.y),
        ) &&
        apart(
          orientation(p2.x, p2.y, p3.x, p3.y, p0.x, p0.y),
          orientation(p2.x, p2.y, p3.x, p3.y, p1.x, p1.y),
        )
  if (inside) {
    // The exact s and t lie in [0, 1]; their rounded values may not.
    s = Math.min(1, Math.max(0, s))
    t = Math.min(1, Math.max(0, t))
  }
  const point = { x: (p0.x * k + t * s1x) / k, y: (p0.y * k + t * s1y) / k }
  // Lines so nearly parallel that they meet beyond the largest double: no double can say where,
  // so they are reported as parallel (their exact Det(A) is tiny but not 0).
  if (!(Number.isFinite(t) && Number.isFinite(s) && Number.isFinite(point.x) && Number.isFinite(point.y)))
    return { case: 'parallel', det: unscaledDet, ...none }
  return { case: inside ? 'intersect' : 'outside', det: unscaledDet, s, t, point }
}

/**
 * Where segment p0 → p1 crosses segment p2 → p3 (segmentCrossing's 'intersect'); null when
 * the segments are parallel or collinear or their lines cross outside them.
 */
export function segmentIntersection(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2): SegmentCrossing | null {
  const c = segmentCrossing(p0, p1, p2, p3)
  return c.case === 'intersect' ? { t: c.t, s: c.s, point: c.point } : null
}

/**
 * The two shadow walls of Chapter 8: the wall w0 → w1 moved a distance r to each side along
 * its normal. A ball of radius r touches the wall's face exactly when its centre is on one.
 */
export function shadowWalls(w0: Vec2, w1: Vec2, r: number): { left: [Vec2, Vec2]; right: [Vec2, Vec2] } {
  checkSegment(w0, w1, 'w0', 'w1')
  nonNegative(r, 'r')
  const n = unitNormal(w0, w1, 'w0 and w1')
  const shift = (p: Vec2, side: number): Vec2 => ({ x: p.x + side * r * n.x, y: p.y + side * r * n.y })
  return { left: [shift(w0, 1), shift(w1, 1)], right: [shift(w0, -1), shift(w1, -1)] }
}

/**
 * When, during one frame, a moving ball c first touches the wall w0 → w1 (Chapter 8).
 * The face: the centre's path against the shadow wall on the ball's side (the nearer one),
 * by segmentIntersection. Each endpoint: an infinitely heavy ball of radius 0, by
 * sweptCircles. The earliest contact wins; a tie goes to the face.
 *
 * A ball that starts touching or overlapping the wall is a hit at t = 0 if it is moving in
 * (toward the nearest point of the wall), else null: it can only get farther away.
 * A zero-radius ball whose centre runs exactly into a wall's end has no normal from the
 * geometry; it gets the one pointing straight back along its path.
 */
export function sweptCircleSegment(c: MovingCircle, w0: Vec2, w1: Vec2): WallHit | null {
  checkMovingCircle(c, 'c')
  checkSegment(w0, w1, 'w0', 'w1')
  // Exact power-of-two rescale (Chapter 11); only `point` has units and is scaled back.
  const k = unitScale(largestMagnitude(c.p.x, c.p.y, c.d.x, c.d.y, c.r, w0.x, w0.y, w1.x, w1.y))
  const p = { x: c.p.x * k, y: c.p.y * k }
  const d = { x: c.d.x * k, y: c.d.y * k }
  const r = c.r * k
  const a = { x: w0.x * k, y: w0.y * k }
  const b = { x: w1.x * k, y: w1.y * k }
  const len = Math.hypot(b.x - a.x, b.y - a.y)
  // Only a wall too short to survive the rescale has len 0: it acts as a point, any axis will do.
  const u = len > 0 ? { x: (b.x - a.x) / len, y: (b.y - a.y) / len } : { x: 1, y: 0 }
  const n = { x: -u.y, y: u.x }
  const unscaled = (hit: WallHit): WallHit => ({ ...hit, point: { x: hit.point.x / k, y: hit.point.y / k } })

  // Chapter 11: where the ball starts (touching or not, nearer the face or an end, which side,
  // which way) is decided exactly on the input; only the normals and times are floats.
  const start = wallStart(c.p, c.d, c.r, w0, w1)
  if (start.touching) {
    const kind = start.region === 'face' ? 'face' : 'endpoint'
    if (!start.onWall) {
      if (!start.approaching) return null
      const end = start.region === 'before' ? w0 : w1
      const out =
        start.region === 'face'
          ? { x: start.side * n.x + 0, y: start.side * n.y + 0 }
          : unitDirection(end, c.p, 'c.p')
      return unscaled({ t: 0, kind, point: p, normal: out })
    }
    // The centre is on the wall itself: in means across it, and the normal faces the mover.
    if (start.across === 0) return null
    const side = start.across < 0 ? 1 : -1
    return unscaled({ t: 0, kind, point: p, normal: { x: side * n.x + 0, y: side * n.y + 0 } })
  }
  if (d.x === 0 && d.y === 0) return null

  let best: WallHit | null = null
  if (start.beyondFace) {
    const side = start.side
    const end = { x: p.x + d.x, y: p.y + d.y }
    const s0 = { x: a.x + side * r * n.x, y: a.y + side * r * n.y }
    const s1 = { x: b.x + side * r * n.x, y: b.y + side * r * n.y }
    // A move or a wall too short to register beside the coordinates rounds to a single point:
    // then there is no face to cross, and the endpoint tests below still apply.
    const crossing = same(p, end) || same(s0, s1) ? null : segmentIntersection(p, end, s0, s1)
    if (crossing !== null)
      best = {
        t: crossing.t,
        kind: 'face',
        point: crossing.point,
        normal: { x: side * n.x + 0, y: side * n.y + 0 },
      }
  }
  for (const end of [a, b]) {
    const contact = sweptCircles({ p, d, r }, { p: end, d: { x: 0, y: 0 }, r: 0 })
    if (contact.t === null || (best !== null && contact.t >= best.t)) continue
    const point = { x: p.x + contact.t * d.x, y: p.y + contact.t * d.y }
    const gx = point.x - end.x
    const gy = point.y - end.y
    const g = Math.hypot(gx, gy)
    const normal = g > 0 ? { x: gx / g, y: gy / g } : unitDirection(d, { x: 0, y: 0 }, 'c.d')
    best = { t: contact.t, kind: 'endpoint', point, normal }
  }
  return best === null ? null : unscaled(best)
}

const same = (u: Vec2, v: Vec2): boolean => u.x === v.x && u.y === v.y
