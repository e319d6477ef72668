// A run paused mid-way, branched: the reader sets a ball's velocity at that instant (its arrow) or
// types one of its values (the ball table), and the instant becomes a new set-up, every ball where
// the engine has it and as fast as it moves (its floats, not rounded: the new run goes on from
// exactly that state), the edited ball changed. Time and contacts count from 0 again; the run before can be reopened at its time
// (useBranch). Pure: the page's hooks call these.
import type { Vec2 } from '../../../core'
import { formatNumber } from '../../../kit/format'
import type { Bonds } from '../engine/worlds'
import {
  type BallField,
  type Edited,
  aimBall,
  ballName,
  outOfLimits,
  setupProblem,
  typeBallValue,
} from './edit'
import type { Setup } from './setup'

const WORDS = { r: 'radius', m: 'mass', 'v.x': 'velocity x', 'v.y': 'velocity y' } as const

/** What a branch sets on its ball: a velocity (its arrow aimed), or one field typed in the ball table. */
export type Change = Vec2 | { field: BallField; text: string }

/** What a change gives its ball, in words. */
const GIVEN: Record<BallField, string> = {
  m: 'mass',
  r: 'radius',
  x: 'position',
  y: 'position',
  vx: 'velocity',
  vy: 'velocity',
}

/** The set-up as it stands at a paused instant: `state` holds x, y, vx, vy per ball (a frame's report). */
export function instantSetup(setup: Setup, state: Float64Array): Setup {
  return {
    ...setup,
    balls: setup.balls.map((b, i) => ({
      ...b,
      p: { x: state[4 * i]! + 0, y: state[4 * i + 1]! + 0 },
      v: { x: state[4 * i + 2]! + 0, y: state[4 * i + 3]! + 0 },
    })),
  }
}

/**
 * The new set-up a paused run branches into when ball k is changed at that instant; or why not,
 * in words: the inspector's (a value out of bounds or not a number, a fixed ball), sticky joins
 * (a set-up has no joins to start with), or a ball the instant has where no set-up may start one
 * (off the table with the border off, faster than a set-up's bounds).
 */
export function branchSetup(
  setup: Setup,
  state: Float64Array,
  bonds: Bonds | undefined,
  k: number,
  change: Change,
): Edited {
  if (bonds && bonds.length > 0) {
    const [a, b] = bonds[0]!
    return {
      error: `${cap(ballName(a))} and ${ballName(b)} are joined, and a new set-up starts with no joins: step back to before the join, or change the set-up at t = 0.`,
    }
  }
  const now = instantSetup(setup, state)
  const aimed = 'field' in change ? typeBallValue(now, k, change.field, change.text) : aimBall(now, k, change)
  if ('error' in aimed) return aimed
  const balls = aimed.setup.balls
  for (let j = 0; j < balls.length; j++) {
    const out = outOfLimits(balls[j]!)
    if (out)
      return {
        error: `At this instant ${ballName(j)}’s ${WORDS[out.field]} is ${out.value}, outside ${out.range}: a set-up cannot start it so.`,
      }
  }
  const problem = setupProblem(aimed.setup)
  if (problem) return { error: `At this instant ${nowTense(problem)}.` }
  return aimed
}

/** What a branch did, in words (BranchStatus shows them while its set-up runs). */
export function branchWords(time: number, ball: number, change: Change): string {
  const given = GIVEN['field' in change ? change.field : 'vx']
  return `New set-up from t = ${formatNumber(time, 3)} s of the run before: every ball where and as fast as it was then, but ${ballName(ball)}, given a new ${given} there. Time and contacts count from 0.`
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1)

/** A set-up check's words ("ball 2 would not be inside the table") said of the instant ("is not"). */
const nowTense = (problem: string) =>
  problem
    .replace('would not be', 'is not')
    .replace('would overlap', 'overlaps')
    .replace('would cross', 'crosses')
    .replace('would cut through', 'cuts through')
