// The opening figure of the book (chapter 0): three balls, each moving in a straight line over one
// frame. Every pair is checked with the core's sweptCircles (chapter 3); the earliest hit is the
// first contact, the one a simulation would have to handle first (chapter 10).
import {
  type Box,
  type ContactCase,
  type Vec2,
  add,
  centerAt,
  contactPoint,
  dot,
  length,
  scale,
  sub,
  sweptCircles,
} from '../../core'
import type { StateOf } from '../../kit/contract'
import { boxAround, snapPoint } from '../common/twoBalls'
import { arrowInWorld, arrowToHead, clampPoint, startWithArrow } from '../common/world'
import { type BallName, balls, schema, world } from './meta'

export type FirstContactState = StateOf<typeof schema>

const arrowKey = { A: 'dA', B: 'dB', C: 'dC' } as const
const radius = Object.fromEntries(balls.map((b) => [b.name, b.r])) as Record<BallName, number>

/** Any state back inside the world, on a grid of 1/1000. */
export function clampState(s: FirstContactState): FirstContactState {
  const out = { ...s }
  for (const { name } of balls) {
    const key = arrowKey[name]
    const p = snapPoint(clampPoint(s[name], world, schema[name].default))
    out[name] = p
    out[key] = snapPoint(arrowInWorld(p, s[key], world, schema[key].default))
  }
  return out
}

export const moveBall = (s: FirstContactState, ball: BallName, to: Vec2): FirstContactState =>
  clampState({ ...s, [ball]: startWithArrow(to, s[arrowKey[ball]], world, s[ball]) })

export const moveArrowHead = (s: FirstContactState, ball: BallName, to: Vec2): FirstContactState =>
  clampState({ ...s, [arrowKey[ball]]: arrowToHead(s[ball], to, world, s[arrowKey[ball]]) })

export const endOf = (s: FirstContactState, ball: BallName): Vec2 => add(s[ball], s[arrowKey[ball]])

/** The three balls over the whole frame: what a phone-sized stage zooms to. */
export const contentOf = (s: FirstContactState): Box =>
  boxAround(balls.map(({ name }) => ({ p: s[name], d: s[arrowKey[name]], r: radius[name] })))

export interface PairResult {
  pair: `${BallName}${BallName}`
  first: BallName
  second: BallName
  case: ContactCase
  t: number | null
  /** the smallest distance between the two surfaces during the frame (negative: they overlap) */
  closest: number
}

export interface FirstContact {
  pairs: PairResult[]
  /** the earliest hit of the frame, or null when no pair touches during it */
  first: PairResult | null
  /** every ball at the moment of first contact */
  at: Record<BallName, Vec2> | null
  /** where the two surfaces meet then */
  contact: Vec2 | null
}

/**
 * The smallest gap between the surfaces of p and q over the frame: the centres are closest at
 * t = −(Δp·w)/(w·w) (chapter 3), clamped to the frame.
 */
export function closestGap(s: FirstContactState, p: BallName, q: BallName): number {
  const dp = sub(s[q], s[p])
  const w = sub(s[arrowKey[q]], s[arrowKey[p]])
  const a = dot(w, w)
  const t = a > 0 ? Math.min(1, Math.max(0, -dot(dp, w) / a)) : 0
  return length(add(dp, scale(w, t))) - radius[p] - radius[q]
}

const PAIRS = [
  ['A', 'B'],
  ['A', 'C'],
  ['B', 'C'],
] as const

export function firstContact(s: FirstContactState): FirstContact {
  const circle = (b: BallName) => ({ p: s[b], d: s[arrowKey[b]], r: radius[b] })
  const pairs = PAIRS.map(([p, q]): PairResult => {
    const r = sweptCircles(circle(p), circle(q))
    return { pair: `${p}${q}`, first: p, second: q, case: r.case, t: r.t, closest: closestGap(s, p, q) }
  })
  let first: PairResult | null = null
  for (const p of pairs) if (p.t !== null && (first === null || p.t < (first.t as number))) first = p
  if (!first || first.t === null) return { pairs, first: null, at: null, contact: null }
  const t = first.t
  const at = Object.fromEntries(balls.map((b) => [b.name, centerAt(circle(b.name), t)])) as Record<
    BallName,
    Vec2
  >
  return {
    pairs,
    first,
    at,
    contact: contactPoint(at[first.first], radius[first.first], at[first.second], radius[first.second]),
  }
}

/** The pair in words, "A and B". */
export const pairName = (p: PairResult) => `${p.first} and ${p.second}`
