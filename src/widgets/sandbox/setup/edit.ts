// Editing the sandbox's set-up, pure: each edit takes a set-up and gives the next one, or says in
// words why it refuses (and then nothing changes). A ball never overlaps another, a wall or the
// table's edge: an edit that would make it is refused rather than nudged, so what the reader
// typed or dragged is never silently changed into something else.
import { type Ball, distanceToSegment, roundToStep, type Vec2 } from '../../../core'
import type { Setup } from './setup'

export type Edited = { setup: Setup } | { error: string }

/** What a typed value may be: the velocity bounds are the velocity arrow's (meta.ts: v1). */
export const LIMITS = {
  m: { min: 0.01, max: 1000 },
  r: { min: 0.05, max: 5 },
  v: { min: -12, max: 12 },
} as const

/** A ball's radius, mass or velocity outside LIMITS (what a link and a file both take), or null. */
export interface OutOfLimits {
  field: 'r' | 'm' | 'v.x' | 'v.y'
  value: number
  /** the allowed values, in words */
  range: string
}

export function outOfLimits(b: Pick<Ball, 'r' | 'm' | 'v'>): OutOfLimits | null {
  const { r, m, v } = LIMITS
  if (!(b.r >= r.min && b.r <= r.max)) return { field: 'r', value: b.r, range: `${r.min} to ${r.max}` }
  if (!(b.m === Number.POSITIVE_INFINITY || (b.m >= m.min && b.m <= m.max)))
    return { field: 'm', value: b.m, range: `${m.min} to ${m.max}, or inf (a fixed ball)` }
  for (const axis of ['x', 'y'] as const)
    if (!(b.v[axis] >= v.min && b.v[axis] <= v.max))
      return { field: `v.${axis}`, value: b.v[axis], range: `${v.min} to ${v.max}` }
  return null
}

/** The resolutions a set-up is stored at (those of ball 1's fields in the link). */
export const PRECISION = { p: 0.01, v: 0.001, m: 0.001, r: 0.001 } as const

/** Most balls and walls an edited set-up takes (a gas is edited through its JSON file). */
export const MAX_WALLS = 64

/** The shortest wall, as a fraction of the table's width: shorter is taken for a slip of the pointer. */
export const MIN_WALL = 1 / 100

export const roundPoint = (p: Vec2, step: number): Vec2 => ({
  x: roundToStep(p.x, step),
  y: roundToStep(p.y, step),
})

export const ballName = (k: number) => `ball ${k + 1}`

/** The ball under p (the last drawn, i.e. topmost, when several), within `slop` of its edge; null: none. */
export function ballAt(setup: Setup, p: Vec2, slop = 0): number | null {
  for (let k = setup.balls.length - 1; k >= 0; k--) {
    const b = setup.balls[k]!
    if (Math.hypot(b.p.x - p.x, b.p.y - p.y) <= b.r + slop) return k
  }
  return null
}

/**
 * The overlap a set-up tolerates, as a fraction of the radii: the engine's own (START_OVERLAP in
 * src/core/sim/input.ts). A set-up taken from a run's instant (branch.ts) has balls touching as
 * the engine left them, to the last bit either side of touching; on the edits' grid of 0.01 m
 * it changes nothing.
 */
export const TOUCH_SLACK = 1e-9

/**
 * Why `ball` cannot be ball k of the set-up (k = balls.length: a new ball), or null when it fits:
 * inside the table, clear of every other ball and of every wall (to TOUCH_SLACK).
 */
export function misfit(setup: Setup, k: number, ball: Ball): string | null {
  const { p, r } = ball
  const { min, max } = setup.box
  const name = ballName(k)
  const s = r * TOUCH_SLACK
  if (!(p.x - r >= min.x - s && p.x + r <= max.x + s && p.y - r >= min.y - s && p.y + r <= max.y + s))
    return `${name} would not be inside the table`
  for (let j = 0; j < setup.balls.length; j++) {
    const o = setup.balls[j]!
    if (j !== k && Math.hypot(o.p.x - p.x, o.p.y - p.y) < (o.r + r) * (1 - TOUCH_SLACK))
      return `${name} would overlap ${ballName(j)}`
  }
  for (let w = 0; w < setup.walls.length; w++) {
    const [a, b] = setup.walls[w]!
    if (distanceToSegment(p, a, b) < r * (1 - TOUCH_SLACK)) return `${name} would cross wall ${w + 1}`
  }
  return null
}

const withBall = (setup: Setup, k: number, ball: Ball): Setup => ({
  ...setup,
  balls: setup.balls.map((b, j) => (j === k ? ball : b)),
})

/** Ball k dragged to `to`: null when it would not fit there (the drag stops against the obstacle). */
export function moveBall(setup: Setup, k: number, to: Vec2): Setup | null {
  const b = setup.balls[k]
  if (!b) return null
  const ball = { ...b, p: roundPoint(to, PRECISION.p) }
  return misfit(setup, k, ball) ? null : withBall(setup, k, ball)
}

/**
 * Ball k's velocity set from its arrow, rounded to the set-up's precision; refused, with the
 * typed values' words, past the bounds or for a fixed ball (the arrow stays where it was).
 */
export function aimBall(setup: Setup, k: number, v: Vec2): Edited {
  const b = setup.balls[k]
  if (!b) return { error: `There is no ${ballName(k)}.` }
  if (b.m === Number.POSITIVE_INFINITY)
    return { error: `${ballName(k)} is fixed (infinite mass): give it a finite mass first.` }
  for (const axis of ['x', 'y'] as const)
    if (!(v[axis] >= LIMITS.v.min && v[axis] <= LIMITS.v.max))
      return {
        error: `${FIELD_WORDS[axis === 'x' ? 'vx' : 'vy']} must be between ${LIMITS.v.min} and ${LIMITS.v.max}.`,
      }
  return { setup: withBall(setup, k, { ...b, v: roundPoint(v, PRECISION.v) }) }
}

/** The step a dragged arrow's velocity snaps to (m/s), unless Alt is held. */
export const AIM_STEP = 0.1

/**
 * The velocity an arrow drawn from `from` to `tip` stands for, `arrowTime` seconds of motion long:
 * on multiples of `step` (m/s) when one is given, as the kit's drags land on round numbers.
 */
export function arrowVelocity(from: Vec2, tip: Vec2, arrowTime: number, step: number | null): Vec2 {
  const v = { x: (tip.x - from.x) / arrowTime, y: (tip.y - from.y) / arrowTime }
  return step === null ? v : roundPoint(v, step)
}

/**
 * The ball whose velocity arrow's head is under p, the nearest when several; not a fixed ball (it
 * has no arrow). A head takes presses within `slop` of it, and on a ball only within half that
 * ball's radius: the rest of the ball stays a grip on the ball (a ball at rest has its head at its
 * centre, and is dragged by its rim). Null: none.
 */
export function arrowAt(setup: Setup, p: Vec2, arrowTime: number, slop: number): number | null {
  const under = ballAt(setup, p)
  const reach = under === null ? slop : Math.min(slop, setup.balls[under]!.r / 2)
  let best: number | null = null
  let nearest = reach
  for (let k = 0; k < setup.balls.length; k++) {
    const b = setup.balls[k]!
    if (b.m === Number.POSITIVE_INFINITY) continue
    const d = Math.hypot(b.p.x + b.v.x * arrowTime - p.x, b.p.y + b.v.y * arrowTime - p.y)
    if (d <= nearest) [best, nearest] = [k, d]
  }
  return best
}

export type BallField = 'm' | 'r' | 'vx' | 'vy' | 'x' | 'y'

const FIELD_WORDS: Record<BallField, string> = {
  m: 'The mass',
  r: 'The radius',
  vx: 'The velocity’s x',
  vy: 'The velocity’s y',
  x: 'The position’s x',
  y: 'The position’s y',
}

/** Plain decimals, and `inf` (or ∞) for a mass: a fixed ball. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/**
 * Ball k with one of its values typed by the reader: the text read as a number, checked against
 * its bounds and against the table, rounded to the set-up's precision; or why not, in words.
 */
export function typeBallValue(setup: Setup, k: number, field: BallField, text: string): Edited {
  const b = setup.balls[k]
  if (!b) return { error: `There is no ${ballName(k)}.` }
  const t = text.trim()
  const what = FIELD_WORDS[field]
  let x: number
  if (field === 'm' && (t === 'inf' || t === '∞')) x = Number.POSITIVE_INFINITY
  else if (DECIMAL.test(t) && Number.isFinite(Number(t))) x = Number(t)
  else
    return { error: `${what} must be a number${field === 'm' ? ' (or inf: a fixed ball)' : ''}, not “${t}”.` }
  let ball: Ball
  if (field === 'm' || field === 'r') {
    const lim = LIMITS[field]
    if (x !== Number.POSITIVE_INFINITY && !(x >= lim.min && x <= lim.max))
      return {
        error: `${what} must be between ${lim.min} and ${lim.max}${field === 'm' ? ' (or inf)' : ''}.`,
      }
    // A fixed ball cannot move: the engine takes infinite masses at rest.
    ball =
      x === Number.POSITIVE_INFINITY
        ? { ...b, m: x, v: { x: 0, y: 0 } }
        : { ...b, [field]: roundToStep(x, PRECISION[field]) }
  } else if (field === 'vx' || field === 'vy') {
    if (!(x >= LIMITS.v.min && x <= LIMITS.v.max))
      return { error: `${what} must be between ${LIMITS.v.min} and ${LIMITS.v.max}.` }
    if (b.m === Number.POSITIVE_INFINITY && x !== 0)
      return { error: `${ballName(k)} is fixed (infinite mass): give it a finite mass first.` }
    ball = { ...b, v: { ...b.v, [field === 'vx' ? 'x' : 'y']: roundToStep(x, PRECISION.v) } }
  } else ball = { ...b, p: { ...b.p, [field]: roundToStep(x, PRECISION.p) } }
  const problem = misfit(setup, k, ball)
  return problem ? { error: `Refused: ${problem}.` } : { setup: withBall(setup, k, ball) }
}

/**
 * A free spot for a ball of radius r: the first point of a grid over the table, scanning from its
 * centre outwards, where the ball fits; null when the table is full.
 */
export function freeSpot(setup: Setup, r: number): Vec2 | null {
  const { min, max } = setup.box
  const c = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 }
  const step = Math.max(r, (max.x - min.x) / 200)
  const candidates: Vec2[] = []
  for (let x = min.x + r; x <= max.x - r; x += step)
    for (let y = min.y + r; y <= max.y - r; y += step) candidates.push(roundPoint({ x, y }, PRECISION.p))
  candidates.sort(
    (a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y) || a.x - b.x || a.y - b.y,
  )
  const k = setup.balls.length
  return candidates.find((p) => misfit(setup, k, { p, v: { x: 0, y: 0 }, r, m: 1 }) === null) ?? null
}

/** A new ball at rest, of ball 1's radius and unit mass: at `at`, or at a free spot. */
export function addBall(setup: Setup, maxBalls: number, at?: Vec2): Edited {
  if (setup.balls.length >= maxBalls)
    return { error: `The sandbox edits up to ${maxBalls} balls; load a JSON file for more.` }
  const r = setup.balls[0]?.r ?? 1
  const p = at ? roundPoint(at, PRECISION.p) : freeSpot(setup, r)
  if (!p) return { error: 'There is no free spot left on the table for another ball.' }
  const ball: Ball = { p, v: { x: 0, y: 0 }, r, m: 1 }
  const problem = misfit(setup, setup.balls.length, ball)
  if (problem) return { error: `Refused: ${problem}.` }
  return { setup: { ...setup, balls: [...setup.balls, ball] } }
}

/** Ball k taken away; ball 1 stays (every scene aims it, and the read-outs follow it). */
export function deleteBall(setup: Setup, k: number): Edited {
  if (k === 0) return { error: 'Ball 1 stays: move it or change it instead.' }
  if (!setup.balls[k]) return { error: `There is no ${ballName(k)}.` }
  return { setup: { ...setup, balls: setup.balls.filter((_, j) => j !== k) } }
}

/** Why the wall a–b cannot be added or be moved there (as wall w), or null when it can. */
function wallMisfit(setup: Setup, a: Vec2, b: Vec2, w: number): string | null {
  const shortest = MIN_WALL * (setup.box.max.x - setup.box.min.x)
  if (!(Math.hypot(b.x - a.x, b.y - a.y) >= shortest))
    return `a wall must be at least ${roundToStep(shortest, 0.01)} long (drag from one end to the other)`
  for (let k = 0; k < setup.balls.length; k++) {
    const ball = setup.balls[k]!
    if (distanceToSegment(ball.p, a, b) < ball.r * (1 - TOUCH_SLACK))
      return `wall ${w + 1} would cut through ${ballName(k)}`
  }
  return null
}

/** A wall from a to b (ends rounded to the set-up's precision), or why not. */
export function addWall(setup: Setup, from: Vec2, to: Vec2): Edited {
  if (setup.walls.length >= MAX_WALLS) return { error: `The sandbox takes up to ${MAX_WALLS} walls.` }
  const a = roundPoint(from, PRECISION.p)
  const b = roundPoint(to, PRECISION.p)
  const problem = wallMisfit(setup, a, b, setup.walls.length)
  return problem
    ? { error: `No wall added: ${problem}.` }
    : { setup: { ...setup, walls: [...setup.walls, [a, b]] } }
}

/** The keyboard's wall: a fifth of the table wide, level, at the free spot nearest the centre. */
export function addWallAnywhere(setup: Setup): Edited {
  const half = (setup.box.max.x - setup.box.min.x) / 10
  // Where a ball of radius `half` fits, a wall of length 2·half through its centre cuts nothing.
  const c = freeSpot(setup, half)
  if (!c) return { error: 'No wall added: there is no free room for one.' }
  return addWall(setup, { x: c.x - half, y: c.y }, { x: c.x + half, y: c.y })
}

export function deleteWall(setup: Setup, w: number): Edited {
  if (!setup.walls[w]) return { error: `There is no wall ${w + 1}.` }
  return { setup: { ...setup, walls: setup.walls.filter((_, j) => j !== w) } }
}

/** A point where walls meet or end: the ends of walls that coincide move together (a polygon's corners). */
export interface Corner {
  at: Vec2
  /** [wall, end] pairs: end 0 is the wall's start, 1 its end */
  ends: [number, 0 | 1][]
}

export function cornersOf(walls: readonly [Vec2, Vec2][]): Corner[] {
  const corners: Corner[] = []
  walls.forEach((wall, w) => {
    for (const end of [0, 1] as const) {
      const p = wall[end]
      const same = corners.find((c) => c.at.x === p.x && c.at.y === p.y)
      if (same) same.ends.push([w, end])
      else corners.push({ at: p, ends: [[w, end]] })
    }
  })
  return corners
}

/** A corner dragged to `to`: every wall end there moves with it; null when a wall would get too short or cut a ball. */
export function moveCorner(setup: Setup, corner: Corner, to: Vec2): Setup | null {
  const p = roundPoint(to, PRECISION.p)
  const walls = setup.walls.map((wall): [Vec2, Vec2] => [...wall])
  for (const [w, end] of corner.ends) walls[w]![end] = p
  for (const [w] of corner.ends) if (wallMisfit(setup, walls[w]![0], walls[w]![1], w)) return null
  return { ...setup, walls }
}

/**
 * A regular polygon of `sides` walls (3 to 12), centred at `at` (default: the table's centre),
 * its corners `radius` away (default: a quarter of the table's smaller side), one corner up.
 */
export function addPolygon(setup: Setup, sides: number, at?: Vec2, radius?: number): Edited {
  if (!(Number.isInteger(sides) && sides >= 3 && sides <= 12))
    return { error: 'A polygon has a whole number of sides from 3 to 12.' }
  if (setup.walls.length + sides > MAX_WALLS) return { error: `The sandbox takes up to ${MAX_WALLS} walls.` }
  const { min, max } = setup.box
  const R = radius ?? Math.min(max.x - min.x, max.y - min.y) / 4
  // Where a ball of radius R fits, the polygon inside that circle cuts nothing.
  const c = at ?? freeSpot(setup, R) ?? { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 }
  const corners = Array.from({ length: sides }, (_, k) => {
    const a = Math.PI / 2 + (2 * Math.PI * k) / sides
    return roundPoint({ x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) }, PRECISION.p)
  })
  const walls = corners.map((p, k): [Vec2, Vec2] => [p, corners[(k + 1) % sides]!])
  for (let i = 0; i < walls.length; i++) {
    const problem = wallMisfit(setup, walls[i]![0], walls[i]![1], setup.walls.length + i)
    if (problem) return { error: `No polygon added: ${problem}.` }
  }
  return { setup: { ...setup, walls: [...setup.walls, ...walls] } }
}

/** Why a whole set-up cannot start (its first ball or wall that does not fit), or null when it can. */
export function setupProblem(setup: Setup): string | null {
  for (let k = 0; k < setup.balls.length; k++) {
    const problem = misfit(setup, k, setup.balls[k]!)
    if (problem) return problem
  }
  for (let w = 0; w < setup.walls.length; w++) {
    const problem = wallMisfit(setup, setup.walls[w]![0], setup.walls[w]![1], w)
    if (problem) return problem
  }
  return null
}

/** Walls joined end to end into a closed loop (a polygon), with its centre (the corners' mean). */
export interface Loop {
  walls: number[]
  centre: Vec2
  /** the middle of its first wall: the handle that scales the polygon */
  grip: Vec2
}

/** Every closed loop of walls: walls linked through shared corners, each corner holding exactly two ends. */
export function loopsOf(walls: readonly [Vec2, Vec2][]): Loop[] {
  const corners = cornersOf(walls)
  const cornerOf = new Map<string, number>()
  corners.forEach((c, i) => {
    for (const [w, end] of c.ends) cornerOf.set(`${w}:${end}`, i)
  })
  const seen = new Set<number>()
  const loops: Loop[] = []
  for (let start = 0; start < walls.length; start++) {
    if (seen.has(start)) continue
    // Every wall linked to `start` through corners.
    const group: number[] = []
    const todo = [start]
    seen.add(start)
    while (todo.length > 0) {
      const w = todo.pop()!
      group.push(w)
      for (const end of [0, 1] as const)
        for (const [other] of corners[cornerOf.get(`${w}:${end}`)!]!.ends)
          if (!seen.has(other)) {
            seen.add(other)
            todo.push(other)
          }
    }
    const own = new Set(group.flatMap((w) => [cornerOf.get(`${w}:0`)!, cornerOf.get(`${w}:1`)!]))
    if (group.length < 3 || ![...own].every((c) => corners[c]!.ends.length === 2)) continue
    group.sort((a, b) => a - b)
    const pts = [...own].map((c) => corners[c]!.at)
    const centre = {
      x: pts.reduce((s, p) => s + p.x, 0) / pts.length,
      y: pts.reduce((s, p) => s + p.y, 0) / pts.length,
    }
    const [a, b] = walls[group[0]!]!
    loops.push({ walls: group, centre, grip: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } })
  }
  return loops
}

/** The loop's walls mapped point by point; null when a wall would get too short or cut a ball. */
function mapLoop(setup: Setup, loop: Loop, f: (p: Vec2) => Vec2): Setup | null {
  const walls = setup.walls.slice()
  for (const w of loop.walls)
    walls[w] = [roundPoint(f(walls[w]![0]), PRECISION.p), roundPoint(f(walls[w]![1]), PRECISION.p)]
  const next = { ...setup, walls }
  for (const w of loop.walls) if (wallMisfit(next, walls[w]![0], walls[w]![1], w)) return null
  return next
}

/** A polygon moved so that its centre is at `to`. */
export function moveLoop(setup: Setup, loop: Loop, to: Vec2): Setup | null {
  const dx = to.x - loop.centre.x
  const dy = to.y - loop.centre.y
  return mapLoop(setup, loop, (p) => ({ x: p.x + dx, y: p.y + dy }))
}

/** A polygon scaled about its centre so that its grip goes as far from the centre as `to`. */
export function scaleLoop(setup: Setup, loop: Loop, to: Vec2): Setup | null {
  const { centre: c, grip } = loop
  const k = Math.hypot(to.x - c.x, to.y - c.y) / Math.hypot(grip.x - c.x, grip.y - c.y)
  if (!(k > 0 && Number.isFinite(k))) return null
  return mapLoop(setup, loop, (p) => ({ x: c.x + k * (p.x - c.x), y: c.y + k * (p.y - c.y) }))
}
