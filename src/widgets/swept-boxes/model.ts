// The pure half of the swept-boxes figure (chapter 2): the boxes around two moving balls, the
// four comparisons from the core's boxesOverlap, and the core's exact swept test to check the
// cheap answer against.
import {
  type Box,
  type BoxSeparation,
  type MovingCircle,
  type SweptResult,
  type Vec2,
  boxesOverlap,
  sweptBox,
  sweptCircles,
} from '../../core'
import { type BallName, positionAt, positionsAt, twoBallRules } from '../common/twoBalls'
import { type SweptBoxesState, schema, world } from './meta'

export type { BallName, SweptBoxesState }

/**
 * The cheap test set against the exact one:
 * - `hit`: the boxes overlap and the balls do meet, so the exact test was worth running.
 * - `false-alarm`: the boxes overlap but the balls never meet: the exact test runs for nothing.
 * - `skip`: the boxes are apart and the balls never meet: the cheap test saved the work.
 * - `missed`: the boxes are apart yet the balls meet. Boxes around the whole frame can never
 *   do this; boxes around the start positions alone can.
 */
export type Outcome = 'hit' | 'false-alarm' | 'skip' | 'missed'

export interface Derived {
  /** The boxes being tested: swept over the frame, or around the start positions alone. */
  boxA: Box
  boxB: Box
  /** The region the two boxes share, only when they overlap. */
  common: Box | null
  /** The four separation comparisons: each true one proves the boxes apart. */
  tests: BoxSeparation
  overlap: boolean
  /** The core's exact swept test, untouched. */
  swept: SweptResult
  /** True when the balls really meet during the frame: a hit, or overlapping from the start. */
  contact: boolean
  outcome: Outcome
  /** Both centres at the first contact, only for a hit. */
  contactAt: { A: Vec2; B: Vec2 } | null
}

const still = { x: 0, y: 0 }
const rules = twoBallRules<SweptBoxesState>(schema, world)

/** Any state, however absurd (NaN, Infinity, huge), comes back valid: every centre on the stage. */
export function clampState(s: SweptBoxesState): SweptBoxesState {
  return { ...rules.clamp(s), startOnly: s.startOnly === true }
}

export const moveCentre = (s: SweptBoxesState, ball: BallName, to: Vec2) =>
  clampState(rules.moveCentre(s, ball, to))
export const moveArrowHead = (s: SweptBoxesState, ball: BallName, to: Vec2) =>
  clampState(rules.moveArrowHead(s, ball, to))
export const setRadius = (s: SweptBoxesState, ball: BallName, r: number) =>
  clampState(rules.setRadius(s, ball, r))

export function setStartOnly(s: SweptBoxesState, startOnly: boolean): SweptBoxesState {
  return clampState({ ...s, startOnly })
}

/** A ball's centre at the end of the frame: the head of its arrow. */
export const endOf = (s: SweptBoxesState, ball: BallName): Vec2 => positionAt(s, ball, 1)

export function circles(s: SweptBoxesState): [MovingCircle, MovingCircle] {
  return [
    { p: s.A, d: s.dA, r: s.rA },
    { p: s.B, d: s.dB, r: s.rB },
  ]
}

/** The box two overlapping boxes share: the larger of the mins, the smaller of the maxes. */
function commonBox(a: Box, b: Box): Box {
  return {
    min: { x: Math.max(a.min.x, b.min.x), y: Math.max(a.min.y, b.min.y) },
    max: { x: Math.min(a.max.x, b.max.x), y: Math.min(a.max.y, b.max.y) },
  }
}

/** The segment one edge of a box occupies: its min or max side across x (a vertical edge) or y. */
export function edgeSegment(box: Box, side: 'min' | 'max', axis: 'x' | 'y'): [Vec2, Vec2] {
  const at = box[side][axis]
  return axis === 'x'
    ? [
        { x: at, y: box.min.y },
        { x: at, y: box.max.y },
      ]
    : [
        { x: box.min.x, y: at },
        { x: box.max.x, y: at },
      ]
}

function outcomeOf(overlap: boolean, contact: boolean): Outcome {
  if (overlap) return contact ? 'hit' : 'false-alarm'
  return contact ? 'missed' : 'skip'
}

export function derive(s: SweptBoxesState): Derived {
  const [a, b] = circles(s)
  // A box around the start alone is the swept box of a ball that does not move.
  const boxA = sweptBox(s.startOnly ? { ...a, d: still } : a)
  const boxB = sweptBox(s.startOnly ? { ...b, d: still } : b)
  const { overlap, tests } = boxesOverlap(boxA, boxB)
  const swept = sweptCircles(a, b)
  const contact = swept.case === 'hit' || swept.case === 'overlapping'
  const t = swept.t
  return {
    boxA,
    boxB,
    common: overlap ? commonBox(boxA, boxB) : null,
    tests,
    overlap,
    swept,
    contact,
    outcome: outcomeOf(overlap, contact),
    contactAt: t === null ? null : positionsAt(s, t),
  }
}
