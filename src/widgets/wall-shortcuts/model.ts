// The pure half of chapter 7's shortcut figure: one ball's move over a frame against a wall
// W0 → W1, judged four ways. Source 003's tests: the centre's path as a segment crossing the
// wall (its main test), the same plus a segment of one radius dropped from the ball's centre at
// the end of the frame perpendicular to the wall (its heuristic for glancing hits), and the
// wall's axis-aligned bounding rectangle against the box around the ball's move (its cheat for
// objects that are not boxes). The exact answer is the core's sweptCircleSegment (chapter 8).
import {
  type Box,
  type Vec2,
  add,
  boxesIntersect,
  dot,
  length,
  scale,
  segmentIntersection,
  segmentNormal,
  sub,
  sweptBox,
  sweptCircleSegment,
  type WallHit,
} from '../../core'
import { snapPoint } from '../common/twoBalls'
import { arrowInWorld, clampPoint } from '../common/world'
import { MIN_WALL, type WallShortcutsState, WORLD, schema } from './meta'

export type { WallShortcutsState }

type Verdict = 'hit' | 'miss'

const tooShort = (a: Vec2, b: Vec2) => !(length(sub(b, a)) >= MIN_WALL)

/** Any state back in bounds: the ball's start and end in the world, a wall at least MIN_WALL long. */
export function clampState(s: WallShortcutsState): WallShortcutsState {
  const B = snapPoint(clampPoint(s.B, WORLD, schema.B.default))
  const d = snapPoint(arrowInWorld(B, s.d, WORLD, schema.d.default))
  let W0 = snapPoint(clampPoint(s.W0, WORLD, schema.W0.default))
  let W1 = snapPoint(clampPoint(s.W1, WORLD, schema.W1.default))
  if (tooShort(W0, W1)) {
    W0 = schema.W0.default
    W1 = schema.W1.default
  }
  const r = Number.isFinite(s.r) ? Math.min(schema.r.max, Math.max(schema.r.min, s.r)) : schema.r.default
  return { B, d, r, W0, W1 }
}

export interface Judgement {
  /** the ball's centre at the end of the frame */
  end: Vec2
  /** where the centre's path crosses the wall (source 003's main test), or null */
  pathCrossing: Vec2 | null
  /** the radius dropped from the end centre toward the wall's line, and where it meets the wall */
  drop: [Vec2, Vec2]
  dropCrossing: Vec2 | null
  /** the wall's bounding rectangle and the box around the ball's whole move */
  wallBox: Box
  moveBox: Box
  path: Verdict
  glancing: Verdict
  rectangle: Verdict
  /** the exact first contact (core), or null */
  exact: WallHit | null
  exactVerdict: 'face' | 'endpoint' | 'miss'
  /** the ball's centre at the exact contact */
  contactAt: Vec2 | null
}

export function judge(s: WallShortcutsState): Judgement {
  const end = add(s.B, s.d)
  const moves = length(s.d) > 0
  const crossing = moves ? segmentIntersection(s.B, end, s.W0, s.W1) : null
  // Drop the radius toward the wall's line: against the normal when the centre is on its side.
  const n = segmentNormal(s.W0, s.W1)
  const side = dot(sub(end, s.W0), n) >= 0 ? -1 : 1
  const foot = add(end, scale(n, side * s.r))
  const dropped = segmentIntersection(end, foot, s.W0, s.W1)
  const wallBox = {
    min: { x: Math.min(s.W0.x, s.W1.x), y: Math.min(s.W0.y, s.W1.y) },
    max: { x: Math.max(s.W0.x, s.W1.x), y: Math.max(s.W0.y, s.W1.y) },
  }
  const moveBox = sweptBox({ p: s.B, d: s.d, r: s.r })
  const exact = sweptCircleSegment({ p: s.B, d: s.d, r: s.r }, s.W0, s.W1)
  return {
    end,
    pathCrossing: crossing?.point ?? null,
    drop: [end, foot],
    dropCrossing: dropped?.point ?? null,
    wallBox,
    moveBox,
    path: crossing ? 'hit' : 'miss',
    glancing: crossing || dropped ? 'hit' : 'miss',
    rectangle: boxesIntersect(moveBox, wallBox) ? 'hit' : 'miss',
    exact,
    exactVerdict: exact?.kind ?? 'miss',
    contactAt: exact?.point ?? null,
  }
}

/** Which shortcut disagrees with the exact answer, and how. */
export function wrong(j: Judgement) {
  const truth = j.exactVerdict === 'miss' ? 'miss' : 'hit'
  return {
    path: j.path !== truth,
    glancing: j.glancing !== truth,
    rectangle: j.rectangle !== truth,
  }
}

/** The box a phone-sized stage zooms to: the ball's whole move and the wall. */
export function contentOf(j: Judgement): Box {
  return {
    min: { x: Math.min(j.moveBox.min.x, j.wallBox.min.x), y: Math.min(j.moveBox.min.y, j.wallBox.min.y) },
    max: { x: Math.max(j.moveBox.max.x, j.wallBox.max.x), y: Math.max(j.moveBox.max.y, j.wallBox.max.y) },
  }
}

/** Cases to load, each where one shortcut goes wrong (or, for contrast, right). */
export const PRESETS = {
  'rectangle-false-alarm': {
    label: 'The rectangle’s false alarm',
    state: { B: { x: -4, y: 2.5 }, d: { x: 2.5, y: -0.5 }, r: 0.4, W0: { x: -3, y: -2 }, W1: { x: 3, y: 2 } },
  },
  'glancing-caught': {
    label: 'A glancing hit the radius drop catches',
    state: {
      B: { x: -2.9, y: -0.15 },
      d: { x: 3.5, y: 1.05 },
      r: 0.6,
      W0: { x: -3, y: -2 },
      W1: { x: 3, y: 2 },
    },
  },
  'end-missed': {
    label: 'A hit at the wall’s end both of source 003’s tests miss',
    state: { B: { x: 3.25, y: 0.5 }, d: { x: 0, y: 2.5 }, r: 0.4, W0: { x: -3, y: -2 }, W1: { x: 3, y: 2 } },
  },
} as const satisfies Record<string, { label: string; state: WallShortcutsState }>

export const moves = {
  start: (s: WallShortcutsState, to: Vec2) => clampState({ ...s, B: clampPoint(to, WORLD, s.B) }),
  head: (s: WallShortcutsState, to: Vec2) =>
    clampState({ ...s, d: sub(clampPoint(to, WORLD, add(s.B, s.d)), s.B) }),
  wallStart: (s: WallShortcutsState, to: Vec2) => {
    const W0 = snapPoint(clampPoint(to, WORLD, s.W0))
    return tooShort(W0, s.W1) ? s : clampState({ ...s, W0 })
  },
  wallEnd: (s: WallShortcutsState, to: Vec2) => {
    const W1 = snapPoint(clampPoint(to, WORLD, s.W1))
    return tooShort(s.W0, W1) ? s : clampState({ ...s, W1 })
  },
}
