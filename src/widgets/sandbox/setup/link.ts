// An edited set-up in the link: the `set` field holds ball 1's radius and mass, every other ball
// and every wall, in a compact text (ball 1's place and velocity stay in p1 and v1):
//
//   set=r1,m1;x,y,vx,vy,r,m;x,y,vx,vy,r,m/ax,ay,bx,by;ax,ay,bx,by
//
// A ball 1 finer than p1 and v1 hold (a set-up taken from a run's instant, branch.ts) is written
// whole, `r1,m1,x,y,vx,vy`, and its place and velocity there are the ones that count.
//
// Numbers are written as JavaScript writes them (the shortest text that reads back as the same
// double, so a set-up read from its link is the same bit for bit); `inf` is an infinite mass. An
// empty `set` means the scene's own balls and walls. A set-up whose text is longer than SET_LIMIT
// stays out of the link: only the JSON file holds it.
import type { Ball, Vec2 } from '../../../core'
import { mergeState } from '../../../kit/hashState'
import { misfit, outOfLimits, setupProblem } from './edit'
import { BALL1_AT, SET_LIMIT, type SandboxState, type SceneId, meta, schema } from '../meta'
import type { Setup } from './setup'
import { sceneOf } from './scenes'
import { toTrack } from './track'

export interface Custom {
  /** ball 1's radius and mass (its place and velocity are p1 and v1) */
  r1: number
  m1: number
  /** ball 1's place and velocity when p1 and v1 cannot hold them (finer than their precision) */
  b1?: { p: Vec2; v: Vec2 }
  /** every ball but ball 1 */
  balls: Ball[]
  walls: [Vec2, Vec2][]
}

const num = (x: number) => (x === Number.POSITIVE_INFINITY ? 'inf' : String(x + 0))

export function encodeCustom(c: Custom): string {
  const first = c.b1 ? [c.r1, c.m1, c.b1.p.x, c.b1.p.y, c.b1.v.x, c.b1.v.y] : [c.r1, c.m1]
  const balls = [
    first.map(num).join(','),
    ...c.balls.map((b) => [b.p.x, b.p.y, b.v.x, b.v.y, b.r, b.m].map(num).join(',')),
  ].join(';')
  if (c.walls.length === 0) return balls
  return `${balls}/${c.walls.map(([a, b]) => [a.x, a.y, b.x, b.y].map(num).join(',')).join(';')}`
}

const WORDS = { r: 'radius', m: 'mass', 'v.x': 'velocity x', 'v.y': 'velocity y' } as const

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/

/** The text read back, or what is wrong with it in words. */
export function decodeCustom(text: string): Custom | { error: string } {
  const parts = text.split('/')
  if (parts.length > 2) return { error: 'more than one "/" (balls, then walls)' }
  const numbers = (entry: string, count: number, what: string): number[] | string => {
    const xs = entry.split(',')
    if (xs.length !== count) return `${what} needs ${count} numbers, has ${xs.length}`
    const out = xs.map((x) =>
      x === 'inf' ? Number.POSITIVE_INFINITY : DECIMAL.test(x) ? Number(x) : Number.NaN,
    )
    const bad = out.findIndex(
      (x, i) => Number.isNaN(x) || (x === Number.POSITIVE_INFINITY && i !== count - 1),
    )
    return bad >= 0 || out.some((x) => Number.isNaN(x)) ? `${what}: “${xs[bad]}” is not a number` : out
  }
  const entries = parts[0]!.split(';')
  const whole = entries[0]!.split(',').length === 6
  const first = whole
    ? numbers(entries[0]!, 6, 'ball 1 (radius, mass, x, y, vx, vy)')
    : numbers(entries[0]!, 2, 'ball 1 (radius, mass)')
  if (typeof first === 'string') return { error: first }
  const balls: Ball[] = []
  for (let i = 1; i < entries.length; i++) {
    const xs = numbers(entries[i]!, 6, `ball ${i + 1} (x, y, vx, vy, radius, mass)`)
    if (typeof xs === 'string') return { error: xs }
    const [x, y, vx, vy, r, m] = xs as [number, number, number, number, number, number]
    balls.push({ p: { x, y }, v: { x: vx, y: vy }, r, m })
  }
  const walls: [Vec2, Vec2][] = []
  if (parts.length === 2)
    for (const [i, entry] of parts[1]!.split(';').entries()) {
      const xs = numbers(entry, 4, `wall ${i + 1} (two ends)`)
      if (typeof xs === 'string') return { error: xs }
      if (xs.includes(Number.POSITIVE_INFINITY)) return { error: `wall ${i + 1}: an end must be finite` }
      walls.push([
        { x: xs[0]!, y: xs[1]! },
        { x: xs[2]!, y: xs[3]! },
      ])
    }
  const c: Custom = { r1: first[0]!, m1: first[1]!, balls, walls }
  if (whole) c.b1 = { p: { x: first[2]!, y: first[3]! }, v: { x: first[4]!, y: first[5]! } }
  const all = [{ r: c.r1, m: c.m1, v: c.b1?.v ?? { x: 0, y: 0 } }, ...balls]
  for (const [k, b] of all.entries()) {
    const name = `ball ${k + 1}`
    const out = outOfLimits(b)
    if (out) return { error: `${name}: ${WORDS[out.field]} ${out.value} is outside ${out.range}` }
    if (b.m === Number.POSITIVE_INFINITY && (b.v.x !== 0 || b.v.y !== 0))
      return { error: `${name}: a ball of infinite mass must be at rest` }
  }
  return c
}

/** The scene's own balls and walls as a Custom (what an empty `set` stands for). */
function sceneCustom(id: SceneId): Custom {
  const sc = sceneOf(id)
  return { r1: sc.r1, m1: sc.m1, balls: sc.balls, walls: sc.walls }
}

// The last text read and what it gave: a drag re-reads the same link on every move.
let lastRead: { key: string; custom: Custom | { error: string } } | null = null

/** What a state's `set` stands for (its own balls, or the scene's), or why it cannot be read. */
export function customOf(s: Pick<SandboxState, 'scene' | 'set'>): Custom | { error: string } {
  if (s.set === '') return sceneCustom(s.scene)
  const key = `${s.scene}|${s.set}`
  if (lastRead?.key !== key) lastRead = { key, custom: checked(s.scene, decodeCustom(s.set)) }
  return lastRead.custom
}

/** A read set-up whose balls (but ball 1, placed by the rule) and walls fit the scene's table. */
function checked(id: SceneId, c: Custom | { error: string }): Custom | { error: string } {
  if ('error' in c) return c
  const box = sceneOf(id).box
  // Ball 1 is checked where the link puts it, by the rule; here it is left out.
  const problem = setupProblem({ balls: c.balls, walls: c.walls, box, border: true, restitution: 1 })
  return problem ? { error: problem.replace(/ball (\d+)/g, (_, k) => `ball ${Number(k) + 1}`) } : c
}

export function setupOf(s: SandboxState): Setup {
  const read = customOf(s)
  const c = 'error' in read ? sceneCustom(s.scene) : read
  const setup = {
    balls: [{ p: c.b1?.p ?? s.p1, v: c.b1?.v ?? s.v1, r: c.r1, m: c.m1 }, ...c.balls],
    walls: c.walls,
    box: sceneOf(s.scene).box,
    border: s.border,
    restitution: s.e,
  }
  return s.scene === 'track' ? toTrack(setup) : setup
}

const sameVec = (a: Vec2, b: Vec2) => a.x === b.x && a.y === b.y

export type LinkOf = { patch: Partial<SandboxState> } | { tooLong: true } | { notInLink: string }

/** Each ball's text is at least this long ("0,0,0,0,1,1;"): more balls than SET_LIMIT / this never fit. */
const SHORTEST_BALL = 12

const sameBall = (a: Ball, b: Ball) =>
  a === b || (sameVec(a.p, b.p) && sameVec(a.v, b.v) && a.r === b.r && a.m === b.m)

/** Whether a set-up's balls and walls are the scene's own (an empty `set`); a drag of ball 1 asks on every move. */
function isOwn(c: Custom, own: Custom): boolean {
  return (
    c.r1 === own.r1 &&
    c.m1 === own.m1 &&
    c.balls.length === own.balls.length &&
    c.walls.length === own.walls.length &&
    c.balls.every((b, i) => sameBall(b, own.balls[i]!)) &&
    c.walls.every(([a, b], i) => sameVec(a, own.walls[i]![0]) && sameVec(b, own.walls[i]![1]))
  )
}

/**
 * The link fields that give `setup` on scene `id` (from state `s`); or why the link cannot hold
 * it: too long, or not a set-up the link can say (another table, a ball 1 or
 * a restitution finer than the link's precision).
 */
export function linkOf(s: SandboxState, id: SceneId, setup: Setup): LinkOf {
  const sc = sceneOf(id)
  const [b1, ...balls] = setup.balls
  if (!b1) return { notInLink: 'it has no balls' }
  if (!sameVec(setup.box.min, sc.box.min) || !sameVec(setup.box.max, sc.box.max))
    return { notInLink: 'its table is not the scene’s' }
  const custom = { r1: b1.r, m1: b1.m, balls, walls: setup.walls }
  const own = isOwn(custom, sceneCustom(id))
  if (!own && balls.length * SHORTEST_BALL > SET_LIMIT) return { tooLong: true }
  let set = own ? '' : encodeCustom(custom)
  const patch = { scene: id, p1: b1.p, v1: b1.v, e: setup.restitution, border: setup.border, set }
  let linked = mergeState(schema, s, patch)
  // Ball 1 finer than p1 and v1: the set holds it whole (p1 and v1 keep it to their precision).
  if (!sameVec(linked.p1, b1.p) || !sameVec(linked.v1, b1.v)) {
    set = encodeCustom({ ...custom, b1: { p: b1.p, v: b1.v } })
    linked = mergeState(schema, s, { ...patch, set })
  }
  if (set.length > SET_LIMIT) return { tooLong: true }
  if (linked.e !== setup.restitution)
    return { notInLink: 'its restitution is finer than the link’s precision' }
  if (linked.set !== set) return { notInLink: 'its text is not one the link takes' }
  return { patch: { ...patch, set } }
}

/**
 * The sandbox's rule: a `set` that cannot be read or does not fit the table is dropped (the
 * scene's own balls and walls); ball 1 starts where it fits, else at its place in the scene.
 */
export function clampState(s: SandboxState): SandboxState {
  let state = 'error' in customOf(s) ? { ...s, set: '' } : s
  // Ball 1 held whole in the set: where the set puts it, or the scene's own balls.
  const held = heldBall1(state)
  if (held) return ball1Fits(state, held.p) ? state : clampState({ ...state, set: '' })
  if (!ball1Fits(state, state.p1)) state = { ...state, p1: BALL1_AT }
  // Edited balls or walls where ball 1 belongs: the scene's own instead.
  if (!ball1Fits(state, state.p1)) state = { ...state, set: '' }
  return state
}

/** Ball 1's place and velocity when the state's set holds them whole; else undefined (p1 and v1). */
function heldBall1(s: SandboxState): Custom['b1'] {
  const c = customOf(s)
  return 'error' in c ? undefined : c.b1
}

/**
 * What the rule did to a field of a link, for the notice: a dropped `set` says why, in the words
 * of the check that refused it (a link is often typed or cut short by hand, and "do not read"
 * does not say where); other fields, the rule.
 */
export function ruleWords(field: keyof SandboxState, read: SandboxState): string {
  if (field !== 'set' || read.set === '') return meta.rule!
  const c = customOf(read)
  if ('error' in c) return `${c.error}, so the scene’s own balls and walls are shown`
  return 'ball 1 does not fit among the edited balls and walls, so the scene’s own are shown'
}

/** Whether ball 1 at p fits: inside the table, clear of every other ball and wall. */
export function ball1Fits(s: SandboxState, p: Vec2): boolean {
  const setup = setupOf(s)
  return misfit(setup, 0, { ...setup.balls[0]!, p }) === null
}
