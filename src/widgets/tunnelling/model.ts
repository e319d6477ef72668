// The pure half of the tunnelling figure (chapter 1, "Fast balls tunnel"): a fast ball A crosses a
// ball B that stands still. Testing overlap only at the frame's two ends, or at n evenly spaced
// sub-steps, is set against the truth from the core's swept test.
import {
  type MovingCircle,
  type SweptResult,
  type Vec2,
  chordLength,
  circlesOverlap,
  firstCatchingSubsteps,
  length,
  pathOffset,
  sureSubsteps,
  sweptCircles,
} from '../../core'
import { positionAt, twoBallRules } from '../common/twoBalls'
import { clamp } from '../common/world'
import { type TunnellingState, schema, world } from './meta'

export type { TunnellingState }

/**
 * - `tunnelled`: the balls touch during the frame, yet both frame ends show them apart.
 * - `caught`: they touch, and the end test sees it too.
 * - `clear`: they never touch this frame and the end test agrees.
 * - `touch-only`: an end shows the rims touching, but the swept test counts no hit because the
 *   balls are moving apart from that touch (or keeping pace): nothing to respond to.
 */
export type Verdict = 'tunnelled' | 'caught' | 'clear' | 'touch-only'

/** One position tested by the sub-step test: ball A at time t, and whether it meets B there. */
export interface Sample {
  t: number
  p: Vec2
  overlaps: boolean
}

export interface Derived {
  /** rA + rB: the centre distance at which the rims meet. */
  R: number
  /** |B − A| at the start and at the end of the frame. */
  startDistance: number
  endDistance: number
  /** The end-only test: does A meet B (distance ≤ R) at t = 0, at t = 1? */
  startOverlaps: boolean
  endOverlaps: boolean
  /** The core's swept test, untouched. */
  swept: SweptResult
  /** True when the balls really meet during the frame: a hit, or overlapping from the start. */
  contact: boolean
  verdict: Verdict
  /** Where A's centre is at the first contact, only for a hit. */
  contactAt: Vec2 | null
  /** The n + 1 tested positions t = k/n, k = 0..n. */
  samples: Sample[]
  /** The first sample that meets B, or null when every sample misses. */
  firstCaught: Sample | null
  /** How far A moves between two samples: |dA| / n. */
  stepLength: number
  /** Distance from B's centre to the line A travels along; null when A stands still. */
  offset: number | null
  /** Length of A's path that lies within R of B: 2√(R² − offset²); null when it never comes that close. */
  chord: number | null
  /** The fewest sub-steps that cannot miss: step ≤ chord. Null when there is no hit or no n is enough. */
  sureFrom: number | null
  /** The fewest sub-steps that happen to catch this hit (at most sureFrom). */
  firstCatchingN: number | null
}

/** Sub-step counts scanned for firstCatchingN when no count is sure to catch (an exact graze). */
export const SCAN_LIMIT = 10_000

// B has no displacement in this figure: it stands still, and a drag moves only its centre.
const rules = twoBallRules<TunnellingState>(schema, world)

/** Any state, however absurd (NaN, Infinity, huge), comes back valid: every centre on the stage. */
export function clampState(s: TunnellingState): TunnellingState {
  return { ...rules.clamp(s), n: Math.round(clamp(s.n, schema.n.min, schema.n.max, schema.n.default)) }
}

/** Drags A's start (its arrow moving along rigidly) or B's centre. */
export const moveCentre = (s: TunnellingState, ball: 'A' | 'B', to: Vec2) =>
  clampState(rules.moveCentre(s, ball, to))
/** Drags A's arrow head: where A's centre is at the end of the frame. */
export const moveArrowHead = (s: TunnellingState, to: Vec2) => clampState(rules.moveArrowHead(s, 'A', to))
export const setRadius = (s: TunnellingState, ball: 'A' | 'B', r: number) =>
  clampState(rules.setRadius(s, ball, r))

export function setSubsteps(s: TunnellingState, n: number): TunnellingState {
  return clampState({ ...s, n: clamp(n, schema.n.min, schema.n.max, s.n) })
}

export function circles(s: TunnellingState): [MovingCircle, MovingCircle] {
  return [
    { p: s.A, d: s.dA, r: s.rA },
    { p: s.B, d: { x: 0, y: 0 }, r: s.rB },
  ]
}

/** The distance test of chapter 1 (the core's, on squares): A at p meets B when |B − p| ≤ R. */
const test = (s: TunnellingState, p: Vec2) => circlesOverlap(p, s.rA, s.B, s.rB)
const meets = (s: TunnellingState, p: Vec2) => test(s, p).verdict !== 'apart'

/** The n + 1 positions the sub-step test looks at: t = 0, 1/n, …, 1. */
export function samplesOf(s: TunnellingState, n: number): Sample[] {
  return Array.from({ length: n + 1 }, (_, k) => {
    const t = k / n
    const p = positionAt(s, 'A', t)
    return { t, p, overlaps: meets(s, p) }
  })
}

function verdictOf(contact: boolean, endSees: boolean): Verdict {
  if (contact) return endSees ? 'caught' : 'tunnelled'
  return endSees ? 'touch-only' : 'clear'
}

export function derive(s: TunnellingState): Derived {
  const [a, b] = circles(s)
  const swept = sweptCircles(a, b)
  const R = s.rA + s.rB
  const end = positionAt(s, 'A', 1)
  const atStart = test(s, s.A)
  const atEnd = test(s, end)
  const startOverlaps = atStart.verdict !== 'apart'
  const endOverlaps = atEnd.verdict !== 'apart'
  const contact = swept.case === 'hit' || swept.case === 'overlapping'
  const samples = samplesOf(s, s.n)
  const speed = length(s.dA)
  const offset = pathOffset(s.A, s.dA, s.B)
  const chord = offset === null ? null : chordLength(R, offset)
  return {
    R,
    startDistance: atStart.distance,
    endDistance: atEnd.distance,
    startOverlaps,
    endOverlaps,
    swept,
    contact,
    verdict: verdictOf(contact, startOverlaps || endOverlaps),
    contactAt: swept.t === null ? null : positionAt(s, 'A', swept.t),
    samples,
    firstCaught: samples.find((p) => p.overlaps) ?? null,
    stepLength: speed / s.n,
    offset,
    chord,
    ...(contact ? catchingCounts(swept, speed, chord) : { sureFrom: null, firstCatchingN: null }),
  }
}

/**
 * How many sub-steps a hit needs. Steps no longer than the chord always land one sample inside
 * it (if the contact runs past t = 1, the sample at t = 1 is inside), so ⌈|dA| / chord⌉ is sure;
 * fewer may catch it by luck. Balls overlapping from the start are caught by the sample at t = 0.
 */
function catchingCounts(
  swept: SweptResult,
  speed: number,
  chord: number | null,
): { sureFrom: number | null; firstCatchingN: number | null } {
  // A hit always has roots; only overlapping balls that keep pace (a = 0) come without.
  if (swept.case === 'overlapping' || swept.roots === null) return { sureFrom: 1, firstCatchingN: 1 }
  const sureFrom = chord === null ? null : sureSubsteps(speed, chord)
  const limit = Math.min(sureFrom ?? SCAN_LIMIT, SCAN_LIMIT)
  return { sureFrom, firstCatchingN: firstCatchingSubsteps(swept.roots[0], swept.roots[1], limit) }
}
