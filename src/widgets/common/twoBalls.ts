// The two-ball model every figure of chapters 1 to 3 stands on: balls A and B, each a centre at
// the start of the frame, perhaps a displacement over the frame, and a radius, kept inside a world
// box. Each widget's model builds its own rules from its schema and adds what is its own (the
// touch snap of chapter 1, the sub-step count, the start-only boxes); the state keys stay A, dA,
// rA, B, dB, rB, so links keep working.
import { type Box, type MovingCircle, type Vec2, centerAt, sweptBox } from '../../core'
import { arrowInWorld, arrowToHead, clamp, clampPoint, startWithArrow, type WorldBox } from './world'

export type BallName = 'A' | 'B'

/** What the two-ball rules read and write; a figure's own fields pass through untouched. */
export interface TwoBallState {
  A: Vec2
  rA: number
  B: Vec2
  rB: number
  /** Displacements over the frame; a ball without one stands still. */
  dA?: Vec2
  dB?: Vec2
}

interface PointField {
  readonly default: Vec2
}
interface RadiusField {
  readonly default: number
  readonly min: number
  readonly max: number
}
/** The schema fields the rules need: a centre and a radius per ball, displacements where they move. */
export interface TwoBallSchema {
  readonly A: PointField
  readonly rA: RadiusField
  readonly B: PointField
  readonly rB: RadiusField
  readonly dA?: PointField
  readonly dB?: PointField
}

const displacementKey = { A: 'dA', B: 'dB' } as const
const radiusKey = { A: 'rA', B: 'rB' } as const
export const otherBall = { A: 'B', B: 'A' } as const
/** Each ball's colour in every two-ball figure. */
export const BALL_TONE = { A: 'a', B: 'b' } as const
const BALLS: readonly BallName[] = ['A', 'B']

// A grid of 1/1000 of a unit, far finer than a pixel or a key step, for figures that ask for it.
// It keeps the hash short and rules out displacements like 1e-163 whose square underflows: a
// relative motion is then either exactly zero (same motion) or at least 1e-3, so roots stay finite.
// `+ 0` turns −0 into 0, so a link never says "-0".
export const snapToGrid = (x: number) => Math.round(x * 1000) / 1000 + 0
/** A point on the grid of 1/1000. */
export const snapPoint = (p: Vec2): Vec2 => ({ x: snapToGrid(p.x), y: snapToGrid(p.y) })

/** A ball's centre at time t (t = 0 frame start, t = 1 frame end; other t extend its straight path). */
export function positionAt(s: TwoBallState, ball: BallName, t: number): Vec2 {
  const d = s[displacementKey[ball]]
  return d ? centerAt({ p: s[ball], d, r: s[radiusKey[ball]] }, t) : s[ball]
}

/** Both centres at time t. */
export const positionsAt = (s: TwoBallState, t: number): { A: Vec2; B: Vec2 } => ({
  A: positionAt(s, 'A', t),
  B: positionAt(s, 'B', t),
})

const STILL: Vec2 = { x: 0, y: 0 }

/**
 * What a figure must keep in view: these balls over the whole frame (the union of their swept
 * boxes, chapter 2). A phone-sized stage zooms to it (the kit's fitView); the state is untouched.
 */
export function boxAround(circles: readonly MovingCircle[]): Box {
  const boxes = circles.map(sweptBox)
  return {
    min: { x: Math.min(...boxes.map((b) => b.min.x)), y: Math.min(...boxes.map((b) => b.min.y)) },
    max: { x: Math.max(...boxes.map((b) => b.max.x)), y: Math.max(...boxes.map((b) => b.max.y)) },
  }
}

/** Both balls over the whole frame: what a two-ball figure keeps in view. */
export const contentBox = (s: TwoBallState): Box =>
  boxAround(
    BALLS.map((ball) => ({ p: s[ball], d: s[displacementKey[ball]] ?? STILL, r: s[radiusKey[ball]] })),
  )

export interface TwoBallRules<S extends TwoBallState> {
  /** Any state, however absurd (NaN, Infinity, huge), back inside the schema's bounds. */
  clamp(s: S): S
  /** Drags a ball's start centre; its arrow, if it has one, moves along rigidly (see startWithArrow). */
  moveCentre(s: S, ball: BallName, to: Vec2): S
  /** Drags the head of a ball's arrow: the ball's centre at the end of the frame. */
  moveArrowHead(s: S, ball: BallName, to: Vec2): S
  setRadius(s: S, ball: BallName, r: number): S
}

/**
 * The rules of one figure: its world box and schema, and whether its lengths snap to the 1/1000
 * grid. Every move returns a clamped state.
 */
export function twoBallRules<S extends TwoBallState>(
  schema: TwoBallSchema,
  world: WorldBox,
  options: { grid?: boolean } = {},
): TwoBallRules<S> {
  const onGrid = options.grid ? snapPoint : (p: Vec2) => p
  const onGridNumber = options.grid ? snapToGrid : (x: number) => x
  const radius = (ball: BallName, r: number, fallback: number) => {
    const f = schema[radiusKey[ball]]
    return onGridNumber(clamp(r, f.min, f.max, fallback))
  }

  function clampState(s: S): S {
    const out: TwoBallState = { ...s }
    for (const ball of BALLS) {
      const p = onGrid(clampPoint(s[ball], world, schema[ball].default))
      out[ball] = p
      const dField = schema[displacementKey[ball]]
      const d = s[displacementKey[ball]]
      if (dField && d) out[displacementKey[ball]] = onGrid(arrowInWorld(p, d, world, dField.default))
      out[radiusKey[ball]] = radius(ball, s[radiusKey[ball]], schema[radiusKey[ball]].default)
    }
    return out as S
  }

  return {
    clamp: clampState,
    moveCentre(s, ball, to) {
      const d = s[displacementKey[ball]]
      const p = d ? startWithArrow(to, d, world, s[ball]) : clampPoint(to, world, s[ball])
      return clampState({ ...s, [ball]: p })
    },
    moveArrowHead(s, ball, to) {
      const key = displacementKey[ball]
      const d = s[key]
      if (!d) return clampState(s)
      return clampState({ ...s, [key]: arrowToHead(s[ball], to, world, d) })
    },
    setRadius(s, ball, r) {
      const key = radiusKey[ball]
      return clampState({ ...s, [key]: radius(ball, r, s[key]) })
    },
  }
}
