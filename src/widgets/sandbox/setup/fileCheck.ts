// Reading a set-up file, and the engine's own check of a set-up: apart from model.ts because the
// check builds a world, whose code the page then loads only when the reader opens a file (the
// engine itself runs in the worker).
//
// A file is held to exactly what a link takes (link.ts: each ball's radius, mass and velocity
// within LIMITS, ball 1 where the link can put it, every ball on the table and clear of the
// others and of the walls), so a loaded set-up is never swapped for the scene's own when the page
// writes it to the link; and to what the engine runs faithfully. A refusal names the field, its
// value and what it may be, and changes nothing.
import { createWorld } from '../../../core'
import { formatCount } from '../../../kit/format'
import { SCENES, type SceneId, schema } from '../meta'
import { FILE_FORMAT, worldOptions } from '../model'
import { outOfLimits, setupProblem } from './edit'
import type { Setup } from './setup'

/** Largest file read, in bytes: a gas of 20,000 balls takes about 2.5 MB. */
export const MAX_FILE_BYTES = 4_000_000

/** Most balls a file may hold. */
export const MAX_FILE_BALLS = 20_000

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

/** The size limit in words, or null when `bytes` is within it. */
export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_FILE_BYTES
    ? `This file is ${(bytes / 1e6).toFixed(1)} MB; the sandbox reads set-up files up to ${MAX_FILE_BYTES / 1e6} MB.`
    : null
}

/** A file read back: the set-up, or what is wrong with it in words (and then nothing changes). */
export function fromFile(text: string): { setup: Setup; scene: SceneId } | { error: string } {
  const tooBig = sizeProblem(text.length)
  if (tooBig) return { error: tooBig }
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
  if (s.balls.length > MAX_FILE_BALLS)
    return {
      error: `${formatCount(s.balls.length, 'ball')} is more than the sandbox takes (${formatCount(MAX_FILE_BALLS)}).`,
    }
  const problem = shapeProblem(s) ?? limitProblem(s as unknown as Setup)
  if (problem) return { error: `${problem}.` }
  const setup = s as unknown as Setup
  // The box must hold: the engine checks only the one it reflects from.
  const refused = problemOf({ ...setup, border: true }) ?? (setup.border ? null : problemOf(setup))
  if (refused) return { error: `The engine refuses this set-up: ${refused}.` }
  return { setup, scene: sceneId as SceneId }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null

/** What `x` is, for a message: a text is quoted as text, so "5" does not read as the number 5. */
function described(x: unknown): string {
  if (typeof x === 'string') return `the text ${JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x)}`
  if (x === undefined) return 'nothing'
  if (typeof x === 'number') return String(x)
  return JSON.stringify(x)?.slice(0, 40) ?? typeof x
}

function numberProblem(x: unknown, name: string, infinite = false): string | null {
  if (typeof x === 'number' && (Number.isFinite(x) || (infinite && x === Number.POSITIVE_INFINITY)))
    return null
  return `setup.${name} must be a number${infinite ? ' (or "inf")' : ''}, got ${described(x)}`
}

function pointProblem(p: unknown, name: string): string | null {
  if (!isObject(p)) return `setup.${name} must be a point {"x": …, "y": …}, got ${described(p)}`
  return numberProblem(p.x, `${name}.x`) ?? numberProblem(p.y, `${name}.y`)
}

/** Every field there, of its type: numbers as numbers (not texts), points as {x, y}. */
function shapeProblem(s: Record<string, unknown>): string | null {
  const balls = s.balls as unknown[]
  for (let k = 0; k < balls.length; k++) {
    const b = balls[k]
    const name = `balls[${k}]`
    if (!isObject(b)) return `setup.${name} must be a ball {"p", "v", "r", "m"}, got ${described(b)}`
    const problem =
      pointProblem(b.p, `${name}.p`) ??
      pointProblem(b.v, `${name}.v`) ??
      numberProblem(b.r, `${name}.r`) ??
      numberProblem(b.m, `${name}.m`, true)
    if (problem) return problem
  }
  const walls = s.walls as unknown[]
  for (let w = 0; w < walls.length; w++) {
    const wall = walls[w]
    if (!Array.isArray(wall) || wall.length !== 2)
      return `setup.walls[${w}] must be a pair of points, got ${described(wall)}`
    const problem = pointProblem(wall[0], `walls[${w}][0]`) ?? pointProblem(wall[1], `walls[${w}][1]`)
    if (problem) return problem
  }
  const box = s.box as Record<string, unknown>
  const problem =
    pointProblem(box.min, 'box.min') ??
    pointProblem(box.max, 'box.max') ??
    numberProblem(s.restitution, 'restitution')
  if (problem) return problem
  if (typeof s.border !== 'boolean') return `setup.border must be true or false, got ${described(s.border)}`
  return null
}

/** The link's limits: LIMITS per ball, ball 1 and the table within the range of p1, e in [0, 1], all on the table. */
function limitProblem(setup: Setup): string | null {
  for (let k = 0; k < setup.balls.length; k++) {
    const out = outOfLimits(setup.balls[k]!)
    if (out) return `setup.balls[${k}].${out.field} is ${out.value}; it must be ${out.range}`
  }
  const b1 = setup.balls[0]!
  if (b1.m === Number.POSITIVE_INFINITY)
    return 'setup.balls[0].m is inf; ball 1, the one you aim, must be free to move'
  for (const [name, p] of [
    ['balls[0].p', b1.p],
    ['box.min', setup.box.min],
    ['box.max', setup.box.max],
  ] as const) {
    for (const axis of ['x', 'y'] as const) {
      const lo = schema.p1.min[axis]
      const hi = schema.p1.max[axis]
      if (!(p[axis] >= lo && p[axis] <= hi))
        return `setup.${name}.${axis} is ${p[axis]}; it must be ${lo} to ${hi}`
    }
  }
  const { min, max } = setup.box
  if (!(max.x > min.x && max.y > min.y))
    return 'setup.box.max must be greater than setup.box.min on both axes'
  const e = setup.restitution
  if (!(e >= schema.e.min && e <= schema.e.max))
    return `setup.restitution is ${e}; it must be ${schema.e.min} to ${schema.e.max}`
  const misfit = setupProblem(setup)
  return misfit ? misfit.replace(/^ball (\d+)/, (_, k) => `ball ${k} (setup.balls[${Number(k) - 1}])`) : null
}
