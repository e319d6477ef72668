// The pure half of the trapped-ball figure (chapter 8, source 003's polygon demo). The same ball
// in the same polygon, run two ways from the same state: on the core's exact engine (createWorld,
// the polygon's edges as segment walls), and by naive frame stepping (move by v·dt, test overlap
// with each edge, reflect). Both are deterministic: state and step count give the positions.
import {
  type CollisionEvent,
  type Vec2,
  createWorld,
  distanceToSegment,
  reflect,
  segmentCrossing,
  segmentNormal,
} from '../../core'
import type { World } from '../../core/sim'
import { clampPoint } from '../common/world'
import { type TrapState, schema, world } from './meta'

export type { TrapState }

export const CORNERS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const
export type Corner = (typeof CORNERS)[number]

export const RADIUS = 0.8
/** Seconds the time slider spans, and the frames of the naive stepper in them (30 per second). */
export const DURATION = 5
export const STEPS = 150
const DT = DURATION / STEPS
/** The ball keeps at least this much more than its radius from every edge at the start. */
const START_GAP = 1e-6
/** Spacing of the places tried when the ball must be moved inside. */
const GRID = 0.25

export const cornersOf = (s: TrapState): Vec2[] => CORNERS.map((c) => s[c])
export const edgesOf = (pts: readonly Vec2[]): [Vec2, Vec2][] =>
  pts.map((p, i) => [p, pts[(i + 1) % pts.length]!])

/** A simple polygon: no zero-length edge, no two edges meeting except neighbours at their shared corner. */
export function isSimple(pts: readonly Vec2[]): boolean {
  const edges = edgesOf(pts)
  if (edges.some(([a, b]) => a.x === b.x && a.y === b.y)) return false
  const n = edges.length
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const [a, b] = edges[i]!
      const [c, d] = edges[j]!
      const x = segmentCrossing(a, b, c, d)
      const neighbours = j === i + 1 || (i === 0 && j === n - 1)
      if (x.case === 'collinear') {
        if (overlapsOnLine(a, b, c, d, neighbours)) return false
      } else if (x.case === 'intersect') {
        // Neighbours meet at their shared corner (t = 1, s = 0 or the reverse) and nowhere else.
        const atShared = neighbours && ((x.t === 1 && x.s === 0) || (x.t === 0 && x.s === 1))
        if (!atShared) return false
      }
    }
  return true
}

/** Collinear segments: do they share more than a neighbour's single corner? */
function overlapsOnLine(a: Vec2, b: Vec2, c: Vec2, d: Vec2, neighbours: boolean): boolean {
  const u = { x: b.x - a.x, y: b.y - a.y }
  const along = (p: Vec2) => ((p.x - a.x) * u.x + (p.y - a.y) * u.y) / (u.x * u.x + u.y * u.y)
  const [lo, hi] = [Math.min(along(c), along(d)), Math.max(along(c), along(d))]
  const shared = Math.min(1, hi) - Math.max(0, lo)
  return neighbours ? shared > 0 : shared >= 0
}

/** Even-odd rule: is p inside the polygon? */
export function inside(pts: readonly Vec2[], p: Vec2): boolean {
  let odd = false
  for (const [a, b] of edgesOf(pts))
    if (a.y > p.y !== b.y > p.y && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)) odd = !odd
  return odd
}

/** Inside, and clear of every edge by more than the radius. */
export function fits(pts: readonly Vec2[], p: Vec2): boolean {
  return inside(pts, p) && edgesOf(pts).every((e) => distanceToSegment(p, ...e) > RADIUS + START_GAP)
}

/** The nearest place on a GRID-spaced lattice where the ball fits, or null when none does. */
function nearestFit(pts: readonly Vec2[], want: Vec2): Vec2 | null {
  let best: Vec2 | null = null
  let bestD = Number.POSITIVE_INFINITY
  for (let x = world.min.x; x <= world.max.x; x += GRID)
    for (let y = world.min.y; y <= world.max.y; y += GRID) {
      const p = { x, y }
      const dd = (x - want.x) ** 2 + (y - want.y) ** 2
      if (dd < bestD && fits(pts, p)) [best, bestD] = [p, dd]
    }
  return best
}

const DEFAULT_CORNERS = Object.fromEntries(CORNERS.map((c) => [c, schema[c].default])) as Record<Corner, Vec2>

/** Any state comes back one the engine accepts: a simple polygon with the ball inside, clear of the edges. */
export function clampState(s: TrapState): TrapState {
  let corners = Object.fromEntries(
    CORNERS.map((c) => [c, clampPoint(s[c], world, schema[c].default)]),
  ) as Record<Corner, Vec2>
  if (!isSimple(CORNERS.map((c) => corners[c]))) corners = DEFAULT_CORNERS
  let pts = CORNERS.map((c) => corners[c])
  const want = clampPoint(s.ball, world, schema.ball.default)
  let ball = fits(pts, want) ? want : nearestFit(pts, want)
  if (ball === null) {
    corners = DEFAULT_CORNERS
    pts = CORNERS.map((c) => corners[c])
    ball = fits(pts, want) ? want : nearestFit(pts, want)!
  }
  const v = clampPoint(s.v, { min: schema.v.min, max: schema.v.max }, schema.v.default)
  const boost = schema.boost.options.includes(s.boost) ? s.boost : schema.boost.default
  const t = Math.min(1, Math.max(0, Number.isFinite(s.t) ? s.t : schema.t.default))
  return { ...corners, ball, v, boost, t }
}

/** Why a corner drag was refused, or null: a corner stops where two edges would cross. */
export function moveCorner(s: TrapState, c: Corner, to: Vec2): { state: TrapState; refused: boolean } {
  const next = { ...s, [c]: clampPoint(to, world, s[c]) }
  if (!isSimple(CORNERS.map((k) => next[k]))) return { state: s, refused: true }
  return { state: clampState(next), refused: false }
}
export const moveBall = (s: TrapState, to: Vec2) => clampState({ ...s, ball: to })
/** The arrow shows the velocity over a quarter of a second. */
export const ARROW_SECONDS = 0.25
export const moveArrowHead = (s: TrapState, to: Vec2) =>
  clampState({ ...s, v: { x: (to.x - s.ball.x) / ARROW_SECONDS, y: (to.y - s.ball.y) / ARROW_SECONDS } })

const speedOf = (s: TrapState): Vec2 => ({ x: s.v.x * Number(s.boost), y: s.v.y * Number(s.boost) })
const keyOf = (s: TrapState) => JSON.stringify([cornersOf(s), s.ball, s.v, s.boost])

/** The exact run after `step` frames: where the ball is and how many contacts were processed. */
export interface ExactRun {
  p: Vec2
  contacts: number
}

// One run kept per figure state: playing forward only advances it, and advancing by the same
// steps gives the same floats whether it starts from 0 or from the cached step.
let exactCache: { key: string; world: World; step: number; contacts: number } | null = null

export function exactAt(s: TrapState, step: number): ExactRun {
  const key = keyOf(s)
  if (exactCache === null || exactCache.key !== key || exactCache.step > step) {
    const walls = edgesOf(cornersOf(s))
    const w = createWorld({ balls: [{ p: s.ball, v: speedOf(s), r: RADIUS, m: 1 }], walls })
    exactCache = { key, world: w, step: 0, contacts: 0 }
  }
  const c = exactCache
  for (; c.step < step; c.step++)
    c.contacts += c.world.advance(DT).filter((e: CollisionEvent) => e.kind === 'ball-wall').length
  return { p: c.world.balls()[0]!.p, contacts: c.contacts }
}

/** Wholly outside: the centre outside the polygon and the ball clear of every edge. */
export const escaped = (pts: readonly Vec2[], p: Vec2): boolean =>
  !inside(pts, p) && edgesOf(pts).every((e) => distanceToSegment(p, ...e) > RADIUS)

/** The naive run after `step` frames; `escapedAt` is the first frame whose picture shows the ball wholly outside. */
export interface NaiveRun {
  p: Vec2
  contacts: number
  escapedAt: number | null
  /** Where the first picture that shows the ball wholly outside has it. */
  escapedWhere: Vec2 | null
}

let naiveCache: (NaiveRun & { key: string; step: number; v: Vec2 }) | null = null

/** Twice the polygon's area, positive when it runs counter-clockwise (the shoelace formula). */
function twiceSignedArea(pts: readonly Vec2[]): number {
  let twice = 0
  for (const [a, b] of edgesOf(pts)) twice += a.x * b.y - b.x * a.y
  return twice
}

/** The polygon's area, counted positive whichever way it runs. */
export const areaOf = (pts: readonly Vec2[]): number => Math.abs(twiceSignedArea(pts)) / 2

/** +1 for a counter-clockwise polygon, −1 for a clockwise one (the sign of its area). */
const orientation = (pts: readonly Vec2[]): number => (twiceSignedArea(pts) >= 0 ? 1 : -1)

/**
 * One naive frame: move by v·dt, then reflect off every edge the ball overlaps while moving
 * out through it (against the edge's inward normal). A ball whose centre got past an edge by
 * more than its radius overlaps nothing: it has left.
 */
function naiveFrame(pts: readonly Vec2[], p: Vec2, v: Vec2): { p: Vec2; v: Vec2; bounced: number } {
  const q = { x: p.x + v.x * DT, y: p.y + v.y * DT }
  const turn = orientation(pts)
  let w = v
  let bounced = 0
  for (const [a, b] of edgesOf(pts)) {
    if (distanceToSegment(q, a, b) > RADIUS) continue
    const n = segmentNormal(a, b)
    if ((w.x * n.x + w.y * n.y) * turn < 0) {
      w = reflect(w, n)
      bounced++
    }
  }
  return { p: q, v: w, bounced }
}

export function naiveAt(s: TrapState, step: number): NaiveRun {
  const key = keyOf(s)
  if (naiveCache === null || naiveCache.key !== key || naiveCache.step > step)
    naiveCache = { key, step: 0, p: s.ball, v: speedOf(s), contacts: 0, escapedAt: null, escapedWhere: null }
  const c = naiveCache
  const pts = cornersOf(s)
  for (; c.step < step; ) {
    const f = naiveFrame(pts, c.p, c.v)
    c.step++
    ;[c.p, c.v] = [f.p, f.v]
    c.contacts += f.bounced
    if (c.escapedAt === null && escaped(pts, c.p)) [c.escapedAt, c.escapedWhere] = [c.step, c.p]
  }
  return { p: c.p, contacts: c.contacts, escapedAt: c.escapedAt, escapedWhere: c.escapedWhere }
}

export const stepOf = (t: number) => Math.round(t * STEPS)

export interface Derived {
  corners: Vec2[]
  area: number
  exact: ExactRun
  naive: NaiveRun
  /** Is the exact ball's centre inside the polygon (it always is)? */
  exactInside: boolean
  /** Seconds into the run. */
  seconds: number
  /** Distance the ball travels per naive frame, and the ball's diameter it must not exceed. */
  frameStep: number
}

export function derive(s: TrapState): Derived {
  const step = stepOf(s.t)
  const corners = cornersOf(s)
  const exact = exactAt(s, step)
  const v = speedOf(s)
  return {
    corners,
    area: areaOf(corners),
    exact,
    naive: naiveAt(s, step),
    exactInside: inside(corners, exact.p),
    seconds: step * DT,
    frameStep: Math.hypot(v.x, v.y) * DT,
  }
}
