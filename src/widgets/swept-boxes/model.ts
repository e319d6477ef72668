// The pure half of the swept-boxes figure (chapter 2): the boxes around two moving balls, the
// four comparisons from the core's boxesOverlap, and the core's exact swept test to check the
// cheap answer against.
import {
  type Box,
  type BoxSeparation,
  type MovingCircle,
  type SweptResult,
  type Vec2,
  add,
  boxesOverlap,
  scale,
  sweptBox,
  sweptCircles,
} from '../../core'
import { arrowInWorld, arrowToHead, clamp, clampPoint, startWithArrow } from '../shared/world'
import { type SweptBoxesState, schema, world } from './meta'

export type { SweptBoxesState }
export type BallName = 'A' | 'B'

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

const displacementKey = { A: 'dA', B: 'dB' } as const
const radiusKey = { A: 'rA', B: 'rB' } as const
const still = { x: 0, y: 0 }
const clampRadius = (r: number, fallback: number) => clamp(r, schema.rA.min, schema.rA.max, fallback)

/** Any state, however absurd (NaN, Infinity, huge), comes back valid: every centre on the stage. */
export function clampState(s: SweptBoxesState): SweptBoxesState {
  const A = clampPoint(s.A, world, schema.A.default)
  const B = clampPoint(s.B, world, schema.B.default)
  return {
    A,
    dA: arrowInWorld(A, s.dA, world, schema.dA.default),
    rA: clampRadius(s.rA, schema.rA.default),
    B,
    dB: arrowInWorld(B, s.dB, world, schema.dB.default),
    rB: clampRadius(s.rB, schema.rB.default),
    startOnly: s.startOnly === true,
  }
}

/** Drags a ball's start centre, its arrow moving along rigidly. */
export function moveStart(s: SweptBoxesState, ball: BallName, to: Vec2): SweptBoxesState {
  return clampState({ ...s, [ball]: startWithArrow(to, s[displacementKey[ball]], world, s[ball]) })
}

/** Drags a ball's arrow head: its centre at the end of the frame. */
export function moveEnd(s: SweptBoxesState, ball: BallName, to: Vec2): SweptBoxesState {
  const key = displacementKey[ball]
  return clampState({ ...s, [key]: arrowToHead(s[ball], to, world, s[key]) })
}

export function setRadius(s: SweptBoxesState, ball: BallName, r: number): SweptBoxesState {
  const key = radiusKey[ball]
  return clampState({ ...s, [key]: clampRadius(r, s[key]) })
}

export function setStartOnly(s: SweptBoxesState, startOnly: boolean): SweptBoxesState {
  return clampState({ ...s, startOnly })
}

/** A ball's centre at the end of the frame: the head of its arrow. */
export const endOf = (s: SweptBoxesState, ball: BallName): Vec2 => add(s[ball], s[displacementKey[ball]])

export function circles(s: SweptBoxesState): [MovingCircle, MovingCircle] {
  return [
    { p: s.A, d: s.dA, r: s.rA },
    { p: s.B, d: s.dB, r: s.rB },
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
    tests,
    overlap,
    swept,
    contact,
    outcome: outcomeOf(overlap, contact),
    contactAt: t === null ? null : { A: add(s.A, scale(s.dA, t)), B: add(s.B, scale(s.dB, t)) },
  }
}
