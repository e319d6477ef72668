// The pure half of the ball-and-wall figure (chapter 8, source 000 "Wall collisions"): a ball
// moving over one frame against a wall segment. The face test runs the centre's path against
// the shadow wall on the ball's side; each end is an infinitely heavy ball of radius 0, tested
// as in chapter 3 with R = r + 0. The core's sweptCircleSegment takes the earliest.
import {
  type Vec2,
  type WallHit,
  add,
  scale,
  segmentCrossing,
  segmentNormal,
  shadowWalls,
  sub,
  sweptCircleSegment,
  sweptCircles,
} from '../../core'
import { arrowInWorld, clampPoint } from '../common/world'
import { type BallWallState, schema, world } from './meta'

export type { BallWallState }

const same = (a: Vec2, b: Vec2) => a.x === b.x && a.y === b.y

/** Everything on the stage, the arrow's head too; a wall end on the other one moves one unit aside. */
export function clampState(s: BallWallState): BallWallState {
  const p = clampPoint(s.p, world, schema.p.default)
  const d = arrowInWorld(p, s.d, world, schema.d.default)
  const r = Math.min(schema.r.max, Math.max(schema.r.min, Number.isFinite(s.r) ? s.r : schema.r.default))
  const w0 = clampPoint(s.w0, world, schema.w0.default)
  let w1 = clampPoint(s.w1, world, schema.w1.default)
  if (same(w0, w1)) w1 = { x: w0.x + 1 <= world.max.x ? w0.x + 1 : w0.x - 1, y: w0.y }
  return { p, d, r, w0, w1 }
}

/** A wall end dropped on the other one stays where it was. */
export function moveWallEnd(s: BallWallState, end: 'w0' | 'w1', to: Vec2): BallWallState {
  const p = clampPoint(to, world, s[end])
  return same(p, s[end === 'w0' ? 'w1' : 'w0']) ? s : clampState({ ...s, [end]: p })
}
export const moveStart = (s: BallWallState, to: Vec2) =>
  clampState({ ...s, p: to, d: arrowInWorld(to, s.d, world, s.d) })
export const moveHead = (s: BallWallState, to: Vec2) => clampState({ ...s, d: sub(to, s.p) })

export interface Derived {
  /** The core's answer: the first contact, face or endpoint, or null. */
  hit: WallHit | null
  /** The shadow walls, and which one faces the ball's start (null when it starts within r of the wall's line). */
  shadows: { left: [Vec2, Vec2]; right: [Vec2, Vec2] }
  facing: 'left' | 'right' | null
  /** The face test alone: does the centre's path cross the facing shadow wall, and when. */
  faceT: number | null
  /** Each end alone, as a ball of radius 0 at rest (chapter 3's test with R = r): first touch or null. */
  endT: [number | null, number | null]
  /** Where the wall is touched: the ball's centre at contact, one radius back along the normal. */
  contact: Vec2 | null
  /** The ball's centre at the end of the frame. */
  end: Vec2
  /** The wall's length and unit normal (the left shadow wall lies along +normal). */
  wallLength: number
  normal: Vec2
  /** Where the "t = 1" label goes, in pixels from the end ball's centre. */
  endLabel: LabelPlace
  /** Where the contact's label may go, best first: the stage takes the first clear of `handles`. */
  contactLabels: readonly AnchoredPlace[]
  /** Where the figure's handles are: the ball's start, the arrow's head and the wall's ends. */
  handles: Vec2[]
}

/** A label's place: pixels right of and below the point it names (the SVG's y points down). */
export interface LabelPlace {
  dx: number
  dy: number
}
/** A place for text that starts, centres or ends there (the kit's Label `places`). */
export interface AnchoredPlace extends LabelPlace {
  anchor: 'start' | 'middle' | 'end'
}

// From a ball's centre to the middle of its label, as the kit's Ball puts it (above the centre).
const END_LABEL_GAP = 24
// From the contact to its label's middle, on the side the ball arrives from: beside it, then
// farther out in rows one line apart, so that on a phone, where a short wall's end handles sit
// a few pixels from the contact, some row clears them (the kit picks, knowing the pixels). The
// second, wider offset clears a handle straight above or below the contact (a wall along the
// ball's path, hit at its end) by more than the kit's clear circle.
const CONTACT_LABEL = { dx: [8, 30], above: -12, below: 18, row: 22, rows: 5 }

function contactRows(side: -1 | 1, dx: number): AnchoredPlace[] {
  const places: AnchoredPlace[] = []
  for (let k = 0; k < CONTACT_LABEL.rows; k++) {
    const dy = (side < 0 ? CONTACT_LABEL.above : CONTACT_LABEL.below) + side * CONTACT_LABEL.row * k
    places.push({ dx, dy, anchor: 'start' }, { dx: -dx, dy, anchor: 'end' })
    if (dx === CONTACT_LABEL.dx[0])
      places.push({ dx: 0, dy: dy + (side * CONTACT_LABEL.row) / 2, anchor: 'middle' })
  }
  return places
}
const rowsOn = (side: -1 | 1) => CONTACT_LABEL.dx.flatMap((dx) => contactRows(side, dx))
// Built once: the stage redraws a label only when its places change. The far side's rows come
// last: only when a steep wall's ends block every row on the near side.
const CONTACT_ABOVE = [...rowsOn(-1), ...rowsOn(1)]
const CONTACT_BELOW = [...rowsOn(1), ...rowsOn(-1)]

/** How far `q` lies from the wall's line along its unit normal (positive on the wall's left). */
function offsetFromLine(s: BallWallState, q: Vec2): number {
  const u = sub(s.w1, s.w0)
  return (u.x * (q.y - s.w0.y) - u.y * (q.x - s.w0.x)) / Math.hypot(u.x, u.y)
}

/**
 * The "t = 1" label goes straight away from the wall's line (on the normal's side when the end
 * lies on the line), so it never sits on the wall, nor on the contact's label, which stays on
 * the side the ball arrives from. On a phone the default frame ends one radius past the wall:
 * a label above the end ball would lie on the wall and on "face, t = …".
 */
export function endLabelPlace(s: BallWallState, end: Vec2, normal: Vec2): LabelPlace {
  const away = offsetFromLine(s, end) < 0 ? -1 : 1
  return { dx: END_LABEL_GAP * away * normal.x + 0, dy: -END_LABEL_GAP * away * normal.y + 0 }
}

/** The contact's label sits beside it, above the wall when the ball arrives from above. */
export const contactLabelPlaces = (hitNormal: Vec2): readonly AnchoredPlace[] =>
  hitNormal.y >= 0 ? CONTACT_ABOVE : CONTACT_BELOW

export function derive(s: BallWallState): Derived {
  const hit = sweptCircleSegment({ p: s.p, d: s.d, r: s.r }, s.w0, s.w1)
  const shadows = shadowWalls(s.w0, s.w1, s.r)
  const end = add(s.p, s.d)
  // The side of the wall's line the ball starts on, by the sign of (w1 − w0) × (p − w0).
  const u = sub(s.w1, s.w0)
  const off = offsetFromLine(s, s.p)
  const facing = Math.abs(off) <= s.r ? null : off > 0 ? 'left' : 'right'
  let faceT: number | null = null
  if (facing !== null && !same(s.p, end)) {
    const [a, b] = shadows[facing]
    const c = same(a, b) ? null : segmentCrossing(s.p, end, a, b)
    if (c?.case === 'intersect') faceT = c.t
  }
  const normal = segmentNormal(s.w0, s.w1)
  const endT = [s.w0, s.w1].map((q) => {
    const r = sweptCircles({ p: s.p, d: s.d, r: s.r }, { p: q, d: { x: 0, y: 0 }, r: 0 })
    return r.case === 'hit' ? r.t : null
  }) as [number | null, number | null]
  return {
    hit,
    shadows,
    facing,
    faceT,
    endT,
    contact: hit ? sub(hit.point, scale(hit.normal, s.r)) : null,
    end,
    wallLength: Math.hypot(u.x, u.y),
    normal,
    endLabel: endLabelPlace(s, end, normal),
    contactLabels: contactLabelPlaces(hit?.normal ?? normal),
    handles: [s.p, end, s.w0, s.w1],
  }
}

/** 'hit' or 'miss' for a test's time. */
export const verdict = (t: number | null) => (t === null ? 'miss' : 'hit')
