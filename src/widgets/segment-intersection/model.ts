// The pure half of the segment figure (chapter 8, source 003): segment 1 runs p0 → p1 as
// P(t) = p0 + t·S1, segment 2 runs p2 → p3 as Q(s) = p2 + s·S2, and Cramer's rule on
// s·S2 − t·S1 = B gives where the lines meet (the core's segmentCrossing).
import { type LineCrossing, type Vec2, add, scale, segmentCrossing, sub } from '../../core'
import { SEGMENT_EXAMPLE_AS_PRINTED, segmentIntersectionAsPrinted } from '../../core/errata'
import { clampPoint } from '../common/world'
import { type SegmentState, schema, world } from './meta'

export type { SegmentState }

type End = 'p0' | 'p1' | 'p2' | 'p3'

/** Source 003's worked example, the figure's defaults. */
export const SOURCE_EXAMPLE: SegmentState = {
  p0: schema.p0.default,
  p1: schema.p1.default,
  p2: schema.p2.default,
  p3: schema.p3.default,
}

/** One-click states for the cases a drag rarely lands on exactly. */
export const PRESETS = {
  example: SOURCE_EXAMPLE,
  // Both parameters beyond an end (s = 2, t = 7/6), so chapter 8's "is s below 0 or above 1?" has an answer here.
  outside: { p0: { x: 2, y: 9 }, p1: { x: 8, y: 6 }, p2: { x: 1, y: 1 }, p3: { x: 5, y: 3.25 } },
  parallel: { p0: { x: 2, y: 5 }, p1: { x: 10, y: 9 }, p2: { x: 4, y: 2 }, p3: { x: 16, y: 8 } },
  collinear: { p0: { x: 1, y: 1 }, p1: { x: 9, y: 5 }, p2: { x: 7, y: 4 }, p3: { x: 17, y: 9 } },
} as const satisfies Record<string, SegmentState>

const same = (a: Vec2, b: Vec2) => a.x === b.x && a.y === b.y

/** A segment's end one unit aside from its start: right, or left at the world's right edge. */
function aside(start: Vec2): Vec2 {
  const x = start.x + 1 <= world.max.x ? start.x + 1 : start.x - 1
  return { x, y: start.y }
}

/** Every end on the stage; an end that lands on its segment's start is moved one unit aside. */
export function clampState(s: SegmentState): SegmentState {
  const p0 = clampPoint(s.p0, world, schema.p0.default)
  const p2 = clampPoint(s.p2, world, schema.p2.default)
  let p1 = clampPoint(s.p1, world, schema.p1.default)
  let p3 = clampPoint(s.p3, world, schema.p3.default)
  if (same(p0, p1)) p1 = aside(p0)
  if (same(p2, p3)) p3 = aside(p2)
  return { p0, p1, p2, p3 }
}

/**
 * Snapping for a drag: to the nearest whole unit, but never back onto where the end already
 * is, so a small keyboard step still moves it (to the next whole unit that way).
 */
export function snapToward(from: number, to: number): number {
  const near = Math.round(to)
  if (near !== from || to === from) return near + 0
  return from + Math.sign(to - from)
}

/** Moves one end; with `snap`, to whole units. An end dropped on its segment's other end stays put. */
export function moveEnd(s: SegmentState, end: End, to: Vec2, snap: boolean): SegmentState {
  const at = s[end]
  const p = clampPoint(snap ? { x: snapToward(at.x, to.x), y: snapToward(at.y, to.y) } : to, world, at)
  return same(p, s[other(end)]) ? s : clampState({ ...s, [end]: p })
}

const other = (end: End): End => ({ p0: 'p1', p1: 'p0', p2: 'p3', p3: 'p2' })[end] as End

/** The line through a segment, drawn far past both ends (the stage clips it). */
function lineThrough(start: Vec2, dir: Vec2): [Vec2, Vec2] {
  const k = 100 / Math.hypot(dir.x, dir.y)
  return [sub(start, scale(dir, k)), add(start, scale(dir, k))]
}

/** A mark along a segment: the parameter's value and where it falls. */
export interface Tick {
  value: number
  at: Vec2
}

export interface Derived {
  crossing: LineCrossing
  /** S1 = p1 − p0, S2 = p3 − p2, B = p0 − p2: the pieces of Cramer's rule. */
  S1: Vec2
  S2: Vec2
  B: Vec2
  /** Numerators of s and t: S1 × B and S2 × B. */
  sNum: number
  tNum: number
  /** Marks at 0, ¼, ½, ¾, 1 along each segment: t on segment 1, s on segment 2. */
  tTicks: Tick[]
  sTicks: Tick[]
  /** The two whole lines, for the cases where they meet outside the segments or not at all. */
  lines: [[Vec2, Vec2], [Vec2, Vec2]]
  /** The source's arithmetic (its slips included) on the current segments; null when its Det(A) is 0. */
  asPrinted: { s: number; t: number; point: Vec2 } | null
  /** True while the figure shows the source's own example, whose printed answer is fixed. */
  isSourceExample: boolean
}

const QUARTERS = [0, 0.25, 0.5, 0.75, 1]
const ticks = (start: Vec2, dir: Vec2): Tick[] =>
  QUARTERS.map((value) => ({ value, at: add(start, scale(dir, value)) }))

export function derive(s: SegmentState): Derived {
  const S1 = sub(s.p1, s.p0)
  const S2 = sub(s.p3, s.p2)
  const B = sub(s.p0, s.p2)
  return {
    crossing: segmentCrossing(s.p0, s.p1, s.p2, s.p3),
    S1,
    S2,
    B,
    sNum: S1.x * B.y - S1.y * B.x,
    tNum: S2.x * B.y - S2.y * B.x,
    tTicks: ticks(s.p0, S1),
    sTicks: ticks(s.p2, S2),
    lines: [lineThrough(s.p0, S1), lineThrough(s.p2, S2)],
    asPrinted: segmentIntersectionAsPrinted(s.p0, s.p1, s.p2, s.p3),
    isSourceExample: (['p0', 'p1', 'p2', 'p3'] as const).every((k) => same(s[k], SOURCE_EXAMPLE[k])),
  }
}

/** What the source printed for its example (errata.ts): s cut to 0.44, point from s, not t. */
export const PRINTED = SEGMENT_EXAMPLE_AS_PRINTED
