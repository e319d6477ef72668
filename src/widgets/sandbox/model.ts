// The pure half of the sandbox: the set-up the engine starts from, its totals, and the JSON file
// written from it (fileCheck.ts reads one back, link.ts reads a set-up from the link, edit.ts
// edits one).
import type { Ball, Vec2, WorldOptions } from '../../core'
import type { SceneId } from './meta'

// The set-up a state describes is read from its link: chapter 10's exercises start from it too.
export { ball1Fits, clampState, setupOf } from './setup/link'

/** Everything the engine needs to start, and the table drawn around it. */
export interface Setup {
  /** ball 1 (the one the reader aims) is balls[0] */
  balls: Ball[]
  walls: [Vec2, Vec2][]
  box: { min: Vec2; max: Vec2 }
  /** whether the box reflects; without it balls fly off the table */
  border: boolean
  restitution: number
}

export function worldOptions(setup: Setup): WorldOptions {
  return {
    balls: setup.balls,
    walls: setup.walls,
    restitution: setup.restitution,
    ...(setup.border && { box: setup.box }),
  }
}

export interface Totals {
  energy: number
  momentum: Vec2
  /** centre of mass and its velocity, over the balls of finite mass; null when there are none */
  com: Vec2 | null
  comV: Vec2 | null
}

/** Totals from packed balls (x, y, vx, vy per ball) and their masses. */
export function totalsOf(state: Float64Array, masses: Float64Array): Totals {
  let energy = 0
  let px = 0
  let py = 0
  let m = 0
  let mx = 0
  let my = 0
  for (let i = 0; i < masses.length; i++) {
    const mi = masses[i]!
    if (mi === Number.POSITIVE_INFINITY) continue
    const vx = state[4 * i + 2]!
    const vy = state[4 * i + 3]!
    energy += 0.5 * mi * (vx * vx + vy * vy)
    px += mi * vx
    py += mi * vy
    m += mi
    mx += mi * state[4 * i]!
    my += mi * state[4 * i + 1]!
  }
  if (m === 0) return { energy: 0, momentum: { x: 0, y: 0 }, com: null, comV: null }
  return {
    energy,
    momentum: { x: px + 0, y: py + 0 },
    com: { x: mx / m, y: my / m },
    comV: { x: px / m, y: py / m },
  }
}

/** Balls as x, y, vx, vy per ball: the form positions travel in between the worker and the page. */
export function packBalls(balls: readonly Ball[]): Float64Array {
  const out = new Float64Array(4 * balls.length)
  balls.forEach((b, i) => {
    out[4 * i] = b.p.x
    out[4 * i + 1] = b.p.y
    out[4 * i + 2] = b.v.x
    out[4 * i + 3] = b.v.y
  })
  return out
}

export const massesOf = (balls: readonly Ball[]) => Float64Array.from(balls, (b) => b.m)
export const radiiOf = (balls: readonly Ball[]) => Float64Array.from(balls, (b) => b.r)

// ---- The JSON file: any scene, any number of balls ----

export const FILE_FORMAT = 'ricochet-sandbox/1'

export interface SandboxFile {
  format: typeof FILE_FORMAT
  scene: SceneId
  setup: Setup
}

export function toFile(sceneId: SceneId, setup: Setup): string {
  const file: SandboxFile = { format: FILE_FORMAT, scene: sceneId, setup }
  return JSON.stringify(file, (_, v) => (v === Number.POSITIVE_INFINITY ? 'inf' : v))
}
