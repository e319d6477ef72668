// The pure half of the sandbox: the set-up a state describes (a scene, ball 1 placed and aimed,
// the restitution and the border), its checks, totals, and the JSON file format.
import { type Ball, type Vec2, type WorldOptions, createWorld } from '../../core'
import { BALL1_AT, SCENES, type SandboxState, type SceneId } from './meta'
import { type Scene, scene } from './scenes'

export type { SandboxState }

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

/** Scenes are rebuilt only when asked for another one (a gas of 10,000 balls takes a while). */
const cache = new Map<SceneId, Scene>()
export function sceneOf(id: SceneId): Scene {
  let s = cache.get(id)
  if (!s) {
    s = scene(id)
    cache.set(id, s)
  }
  return s
}

export function setupOf(s: SandboxState): Setup {
  const sc = sceneOf(s.scene)
  return {
    balls: [{ p: s.p1, v: s.v1, r: sc.r1, m: sc.m1 }, ...sc.balls],
    walls: sc.walls,
    box: sc.box,
    border: s.border,
    restitution: s.e,
  }
}

export function worldOptions(setup: Setup): WorldOptions {
  return {
    balls: setup.balls,
    walls: setup.walls,
    restitution: setup.restitution,
    ...(setup.border && { box: setup.box }),
  }
}

/** Why the engine refuses this set-up (its RangeError's words), or null when it starts. */
export function problemOf(setup: Setup): string | null {
  try {
    createWorld(worldOptions(setup))
    return null
  } catch (err) {
    if (err instanceof RangeError) return err.message
    throw err
  }
}

/** Whether ball 1 at p fits: inside the table, clear of every other ball and wall. */
export function ball1Fits(s: SandboxState, p: Vec2): boolean {
  const sc = sceneOf(s.scene)
  const r = sc.r1
  const { min, max } = sc.box
  if (!(p.x - r >= min.x && p.x + r <= max.x && p.y - r >= min.y && p.y + r <= max.y)) return false
  for (const b of sc.balls) if (Math.hypot(b.p.x - p.x, b.p.y - p.y) < b.r + r) return false
  for (const [a, b] of sc.walls) if (segmentDistance(p, a, b) < r) return false
  return true
}

function segmentDistance(p: Vec2, a: Vec2, b: Vec2): number {
  const ux = b.x - a.x
  const uy = b.y - a.y
  const len2 = ux * ux + uy * uy
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * ux + (p.y - a.y) * uy) / len2))
  return Math.hypot(p.x - a.x - t * ux, p.y - a.y - t * uy)
}

/** The sandbox's rule: ball 1 starts where it fits, else at its place in the scene. */
export function clampState(s: SandboxState): SandboxState {
  return ball1Fits(s, s.p1) ? s : { ...s, p1: BALL1_AT }
}

/** Ball 1 dragged to `to`: it goes there only if it fits (it stops against what it would overlap). */
export function moveBall1(s: SandboxState, to: Vec2): Partial<SandboxState> {
  return ball1Fits(s, to) ? { p1: to } : {}
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

/** A file read back: the set-up, or what is wrong with it in words (and then nothing changes). */
export function fromFile(text: string): { setup: Setup; scene: SceneId } | { error: string } {
  let raw: unknown
  try {
    raw = JSON.parse(text, (_, v) => (v === 'inf' ? Number.POSITIVE_INFINITY : v))
  } catch {
    return { error: 'This file is not JSON.' }
  }
  if (!isObject(raw) || raw.format !== FILE_FORMAT)
    return { error: `This is not a sandbox file (its "format" should be "${FILE_FORMAT}").` }
  const sceneId = raw.scene
  if (typeof sceneId !== 'string' || !(SCENES as readonly string[]).includes(sceneId))
    return { error: `Unknown scene ${JSON.stringify(sceneId)}.` }
  const s = raw.setup
  if (!isObject(s) || !Array.isArray(s.balls) || !Array.isArray(s.walls) || !isObject(s.box))
    return { error: 'The set-up needs balls, walls and a box.' }
  if (s.balls.length === 0) return { error: 'The set-up has no balls.' }
  if (s.balls.length > 20000)
    return { error: `${s.balls.length} balls is more than the sandbox takes (20,000).` }
  if (typeof s.border !== 'boolean') return { error: '"border" must be true or false.' }
  const setup = s as unknown as Setup
  // The box must hold: the engine checks only the one it reflects from.
  const problem = problemOf({ ...setup, border: true }) ?? (setup.border ? null : problemOf(setup))
  if (problem) return { error: `The engine refuses this set-up: ${problem}.` }
  return { setup, scene: sceneId as SceneId }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
