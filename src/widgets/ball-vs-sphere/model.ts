// The pure half of chapter 9's figure: a ball moving through space past a sphere at rest. The
// answer (hit or why not, the distance, the contact, the bounce) is the core's ballHitsSphere;
// this file adds the steps the chapter shows on the way to it, source 001's slips beside them,
// and the camera that turns the scene into a flat picture.
import {
  type SphereHit,
  type Vec2,
  type Vec3,
  add3,
  ballHitsSphere,
  cross3,
  dot3,
  length3,
  scale3,
  sub3,
} from '../../core'
import {
  ballHitsSphereAsPrinted,
  contactPointAsWritten,
  newVelocityAsWritten,
  ricochetDirectionAsWritten,
  sphereDistancesAsWritten,
} from '../../core/errata'
import type { StateOf } from '../../kit/contract'
import { defaultState, mergeState } from '../../kit/hashState'
import { schema, space } from './meta'

export type SphereState = StateOf<typeof schema>
export type PointKey = 'start' | 'toward' | 'center'
/** What the answer depends on: the camera and the view only change the picture. */
export type Geometry = Pick<SphereState, 'start' | 'toward' | 'center' | 'br' | 'sr' | 'speed'>

const clampTo = (x: number, lo: number, hi: number, fallback: number) =>
  Math.min(hi, Math.max(lo, Number.isFinite(x) ? x : fallback))

const inSpace = (p: Vec3, fallback: Vec3): Vec3 => ({
  x: clampTo(p.x, space.min.x, space.max.x, fallback.x),
  y: clampTo(p.y, space.min.y, space.max.y, fallback.y),
  z: clampTo(p.z, space.min.z, space.max.z, fallback.z),
})

const same = (a: Vec3, b: Vec3) => a.x === b.x && a.y === b.y && a.z === b.z

/**
 * The schema's bounds, then the figure's one rule: the ball heads somewhere. A target on the
 * start is nudged a thousandth along x (back along x at the cube's face), so the path always
 * has a direction and every miss has one of the three reasons.
 */
export function clampState(s: SphereState): SphereState {
  const t = mergeState(schema, defaultState(schema), s)
  if (!same(t.start, t.toward)) return t
  const dx = t.toward.x < space.max.x ? 0.001 : -0.001
  return mergeState(schema, t, { toward: { ...t.toward, x: t.toward.x + dx } })
}

// ---------------------------------------------------------------------------------------------
// The camera: an orthographic view from the direction (yaw, pitch), turning about the origin.
// z is up. Screen x is `right`, screen y is `up`, and `out` points from the scene to the viewer,
// so (right, up, out) is a right-handed frame and depth = p·out grows toward the viewer.

export interface Camera {
  readonly right: Vec3
  readonly up: Vec3
  readonly out: Vec3
}

const RAD = Math.PI / 180
const cameras = new Map<string, Camera>()

/** The camera for a yaw and pitch in degrees; remembered, since an orbit asks for each one many times. */
export function camera(yaw: number, pitch: number): Camera {
  const key = `${yaw},${pitch}`
  const known = cameras.get(key)
  if (known) return known
  const [cy, sy, cp, sp] = [
    Math.cos(yaw * RAD),
    Math.sin(yaw * RAD),
    Math.cos(pitch * RAD),
    Math.sin(pitch * RAD),
  ]
  const made = {
    right: { x: -sy, y: cy, z: 0 },
    up: { x: -sp * cy, y: -sp * sy, z: cp },
    out: { x: cp * cy, y: cp * sy, z: sp },
  }
  if (cameras.size > 4096) cameras.clear()
  cameras.set(key, made)
  return made
}

export interface Projected extends Vec2 {
  /** along `out`: larger is nearer the viewer */
  readonly depth: number
}

export const project = (cam: Camera, p: Vec3): Projected => ({
  x: dot3(p, cam.right),
  y: dot3(p, cam.up),
  depth: dot3(p, cam.out),
})

/** The point of space drawn at screen point `at` and lying at `depth`: project's inverse. */
export const unproject = (cam: Camera, at: Vec2, depth: number): Vec3 =>
  add3(add3(scale3(cam.right, at.x), scale3(cam.up, at.y)), scale3(cam.out, depth))

/** Turns the view: yaw wraps around, pitch stops short of looking straight down or up. */
export function orbit(s: SphereState, dYaw: number, dPitch: number): Partial<SphereState> {
  const yaw = ((((s.yaw + dYaw + 180) % 360) + 360) % 360) - 180
  return { yaw, pitch: s.pitch + dPitch }
}

/** Degrees of turn per pixel of an orbit drag. */
export const ORBIT_PER_PIXEL = 0.4

/** A point dragged across the screen: it moves in the plane through it that faces the camera. */
export function moveInPlane(s: SphereState, key: PointKey, to: Vec2): SphereState {
  const cam = camera(s.yaw, s.pitch)
  const from = s[key]
  return clampState({ ...s, [key]: inSpace(unproject(cam, to, project(cam, from).depth), from) })
}

/**
 * A point moved along the camera's depth axis (Shift-drag, Page Up/Down): `from` is where it was
 * when the move began and `by` how far toward the viewer it goes.
 */
export function moveInDepth(s: SphereState, key: PointKey, from: Vec3, by: number): SphereState {
  const cam = camera(s.yaw, s.pitch)
  return clampState({ ...s, [key]: inSpace(add3(from, scale3(cam.out, by)), from) })
}

// ---------------------------------------------------------------------------------------------
// The steps of the solution.

export type Reason = 'hit' | 'starts-inside' | 'moving-away' | 'misses'

export interface Solution {
  /** the core's answer */
  readonly result: ReturnType<typeof ballHitsSphere>
  readonly reason: Reason
  /** R = sr + br: the sphere grown so the ball can shrink to a point */
  readonly R: number
  /** the unit direction of the path */
  readonly u: Vec3
  /** Δp = centre − start: the sphere's centre seen from the ball's start */
  readonly dp: Vec3
  /** s* = Δp·û: how far along the path the closest approach is (negative: behind the start) */
  readonly sStar: number
  /** h = |Δp × û|: the closest approach of the path to the centre */
  readonly h: number
  /** the two distances along the path where the point is R from the centre, when h <= R */
  readonly roots: readonly [number, number] | null
  /** the closest point of the whole line to the centre */
  readonly foot: Vec3
  readonly hit: SphereHit | null
  /** the unit normal n̂ at the hit, from the ball's centre toward the sphere's */
  readonly normal: Vec3 | null
  /** the velocity before the hit, and its parts along n̂ and in the tangent plane */
  readonly velocity: Vec3
  readonly vNormal: Vec3 | null
  readonly vParallel: Vec3 | null
}

export function solve(s: Geometry): Solution {
  const result = ballHitsSphere(s.start, s.toward, s.br, s.speed, s.center, s.sr)
  // clampState keeps toward off the start and radii positive, so the core never says invalid-input.
  const reason: Reason = result.hit ? 'hit' : (result.reason as Reason)
  const R = s.br + s.sr
  const path = sub3(s.toward, s.start)
  const u = scale3(path, 1 / length3(path))
  const dp = sub3(s.center, s.start)
  const sStar = dot3(dp, u)
  const h = length3(cross3(dp, u))
  const half = h <= R ? Math.sqrt((R - h) * (R + h)) : null
  const hit = result.hit ? result : null
  const velocity = scale3(u, s.speed)
  const normal = hit ? scale3(sub3(s.center, hit.center), 1 / length3(sub3(s.center, hit.center))) : null
  const vNormal = normal ? scale3(normal, dot3(velocity, normal)) : null
  return {
    result,
    reason,
    R,
    u,
    dp,
    sStar,
    h,
    roots: half === null ? null : [sStar - half, sStar + half],
    foot: add3(s.start, scale3(u, sStar)),
    hit,
    normal,
    velocity,
    vNormal,
    vParallel: vNormal ? sub3(velocity, vNormal) : null,
  }
}

/** The point of the path at distance `d` from the start. */
export const along = (s: Pick<Geometry, 'start'>, sol: Solution, d: number): Vec3 =>
  add3(s.start, scale3(sol.u, d))

// ---------------------------------------------------------------------------------------------
// Source 001's slips, each beside the right answer for the same figure.

export interface Errata {
  /** the C code as printed (sz = center.x, the starts-inside test on (sz, sy, sz)) */
  readonly printedHits: boolean
  readonly printedDistance: number | null
  /** the code's verdict differs from the right one, or its distance does by more than 1/1000 */
  readonly printedWrong: boolean
  /** the text's step 10: the two distances as its prose writes them, and the right ones */
  readonly writtenRoots: readonly [number, number]
  /** its general rule (−2b ∓ √(b² + 4ac))/2a applied to the same equation; null without real roots */
  readonly ruleRoots: readonly [number, number] | null
  readonly rightRoots: readonly [number, number] | null
  /** the text's contact point, the ball's radius along U instead of T, at the figure's hit */
  readonly writtenContact: Vec3 | null
  /** the text's step 19, V = Xt + Yt + Zt + U·n: the hit centre added into the new velocity */
  readonly writtenVelocity: Vec3 | null
  /** the text's step 17 (U where T belongs): the bounce direction as written, at the figure's hit */
  readonly writtenBounce: Vec3 | null
  readonly rightBounce: Vec3 | null
}

export function errata(s: Geometry, sol: Solution): Errata {
  const printed = ballHitsSphereAsPrinted(s.start, s.toward, s.br, s.speed, s.center, s.sr)
  const printedDistance = printed.hit ? printed.distance : null
  const right = sol.hit?.distance ?? null
  const printedWrong =
    printed.hit !== (sol.hit !== null) ||
    (printedDistance !== null && right !== null && Math.abs(printedDistance - right) > 1e-3)
  const roots = sphereDistancesAsWritten(sol.sStar, lengthSqMinus(sol.dp, sol.R))
  return {
    printedHits: printed.hit,
    printedDistance,
    printedWrong,
    writtenRoots: roots.asWritten,
    ruleRoots: roots.byItsRule,
    rightRoots: roots.correct,
    writtenContact: sol.hit ? contactPointAsWritten(sol.hit.center, sol.u, s.br) : null,
    writtenVelocity: sol.hit ? newVelocityAsWritten(sol.hit.center, sol.hit.velocity, s.speed) : null,
    writtenBounce: sol.normal ? ricochetDirectionAsWritten(sol.u, sol.normal) : null,
    rightBounce: sol.hit ? scale3(sol.hit.velocity, 1 / s.speed) : null,
  }
}

/** G = |Δp|² − R², the constant term of the text's equation in ds, with nothing cancelling. */
const lengthSqMinus = (dp: Vec3, R: number) => {
  const m = length3(dp)
  return (m - R) * (m + R)
}

/** Figures that expose each slip: the chapter's links and the figure's buttons set these. */
export const PRESETS = {
  'code-sx': {
    label: 'The code’s sx stays 0',
    state: {
      start: { x: -5, y: 0, z: 0 },
      toward: { x: -3, y: 0, z: 0 },
      center: { x: 4, y: 0, z: 0 },
      br: 1,
      sr: 1,
    },
  },
  'code-inside': {
    label: 'The code’s starts-inside test',
    state: {
      start: { x: 3, y: 0, z: 3 },
      toward: { x: 0, y: 0, z: 3 },
      center: { x: -3, y: 0, z: 3 },
      br: 1,
      sr: 1,
    },
  },
  'source-main': {
    label: 'The article’s own main(): radii 4 and 4',
    state: {
      start: { x: 0, y: 0, z: 0 },
      toward: { x: 4, y: 4, z: 4 },
      center: { x: 4, y: 4, z: 0 },
      br: 4,
      sr: 4,
    },
  },
  'text-roots': {
    label: 'The text’s two distances and its bounce',
    state: {
      start: { x: 0, y: 0, z: 0 },
      toward: { x: 4, y: 4, z: 4 },
      center: { x: 4, y: 4, z: 0 },
      br: 1,
      sr: 3,
    },
  },
} as const satisfies Record<string, { label: string; state: Partial<SphereState> }>

// ---------------------------------------------------------------------------------------------
// The picture: what is drawn where, farthest first.

export interface Disc {
  /** centre on screen, semi-axes and the screen angle of the long axis (degrees, counter-clockwise) */
  readonly at: Projected
  readonly rx: number
  readonly ry: number
  readonly angle: number
}

/** A flat disc of `radius` around `center` with unit normal `n`, as the camera sees it: an ellipse. */
export function discOnScreen(cam: Camera, center: Vec3, n: Vec3, radius: number): Disc {
  const nx = dot3(n, cam.right)
  const ny = dot3(n, cam.up)
  // The long axis is the disc's diameter that lies across the line of sight; the short one is foreshortened by |n·out|.
  const tilted = Math.hypot(nx, ny) > 1e-12
  return {
    at: project(cam, center),
    rx: radius,
    ry: radius * Math.abs(dot3(n, cam.out)),
    angle: tilted ? (Math.atan2(ny, nx) * 180) / Math.PI + 90 : 0,
  }
}

export type Item =
  | { kind: 'sphere'; depth: number; at: Projected; r: number }
  | { kind: 'ball'; depth: number; at: Projected; r: number; where: 'start' | 'hit' }
  | { kind: 'path'; depth: number; from: Projected; to: Projected; part: 'before' | 'after' }
  | { kind: 'tangent'; depth: number; disc: Disc }

/** How far the path is drawn past the start, when it hits nothing: across the whole cube. */
const PATH_LENGTH = 24
/** The tangent disc's radius, as a fraction of the grown sphere's. */
const TANGENT_SIZE = 0.6

/**
 * The solid things of the scene, sorted far to near so later ones hide earlier ones (the
 * painter's order). The path is cut where it crosses the depth of the sphere's centre, so the
 * part behind the sphere is drawn before it and hidden, and the part in front after it.
 */
export function scene(s: SphereState, sol: Solution): Item[] {
  const cam = camera(s.yaw, s.pitch)
  const grown = s.view === 'point'
  const sphere = project(cam, s.center)
  const items: Item[] = [{ kind: 'sphere', depth: sphere.depth, at: sphere, r: grown ? sol.R : s.sr }]
  const ballR = grown ? 0 : s.br
  const start = project(cam, s.start)
  items.push({ kind: 'ball', depth: start.depth, at: start, r: ballR, where: 'start' })
  const stop = sol.hit ? sol.hit.distance : PATH_LENGTH
  if (sol.hit) {
    const at = project(cam, sol.hit.center)
    items.push({ kind: 'ball', depth: at.depth, at, r: ballR, where: 'hit' })
    const n = sol.normal!
    const touch = grown ? sol.hit.center : sol.hit.contact
    const disc = discOnScreen(cam, touch, n, TANGENT_SIZE * (grown ? sol.R : s.sr))
    items.push({ kind: 'tangent', depth: disc.at.depth, disc })
  }
  // d·û·out is the rate the depth changes along the path; the cut is where it meets the centre's.
  const rate = dot3(sol.u, cam.out)
  const cut = rate === 0 ? null : (sphere.depth - start.depth) / rate
  const pieces = cut !== null && cut > 0 && cut < stop ? [0, cut, stop] : [0, stop]
  for (let i = 0; i + 1 < pieces.length; i++) {
    const from = project(cam, along(s, sol, pieces[i]!))
    const to = project(cam, along(s, sol, pieces[i + 1]!))
    items.push({ kind: 'path', depth: (from.depth + to.depth) / 2, from, to, part: 'before' })
  }
  if (sol.hit) {
    const bounce = project(cam, add3(sol.hit.center, sol.hit.velocity))
    const at = project(cam, sol.hit.center)
    items.push({ kind: 'path', depth: (at.depth + bounce.depth) / 2, from: at, to: bounce, part: 'after' })
  }
  return items.sort((a, b) => a.depth - b.depth)
}

/** The cube's 12 edges on screen, for orientation. */
export function cubeEdges(cam: Camera): [Projected, Projected][] {
  const { min, max } = space
  const corner = (i: number) =>
    project(cam, { x: i & 1 ? max.x : min.x, y: i & 2 ? max.y : min.y, z: i & 4 ? max.z : min.z })
  const edges: [Projected, Projected][] = []
  for (let i = 0; i < 8; i++)
    for (const bit of [1, 2, 4]) if (!(i & bit)) edges.push([corner(i), corner(i | bit)])
  return edges
}

/** The foot of a point on the cube's floor: drawn as a drop line, it tells height from depth. */
export const floorOf = (p: Vec3): Vec3 => ({ x: p.x, y: p.y, z: space.min.z })

/** The content a phone's stage zooms to: the balls, the sphere and the path's ends, on screen. */
export function contentBox(s: SphereState, sol: Solution) {
  const cam = camera(s.yaw, s.pitch)
  const pts = [
    { p: s.start, r: s.br },
    { p: s.toward, r: s.br },
    { p: s.center, r: sol.R },
    ...(sol.hit ? [{ p: add3(sol.hit.center, sol.hit.velocity), r: s.br }] : []),
  ].map(({ p, r }) => ({ at: project(cam, p), r }))
  return {
    min: { x: Math.min(...pts.map((q) => q.at.x - q.r)), y: Math.min(...pts.map((q) => q.at.y - q.r)) },
    max: { x: Math.max(...pts.map((q) => q.at.x + q.r)), y: Math.max(...pts.map((q) => q.at.y + q.r)) },
  }
}

// ---------------------------------------------------------------------------------------------
// The inset: the plane through the path and the sphere's centre, where the problem is 2D. The
// start is the origin, the path runs along +x, and the centre is at (s*, h).

export interface Inset {
  readonly center: Vec2
  readonly foot: Vec2
  readonly entry: Vec2 | null
  readonly exit: Vec2 | null
  /**
   * At a hit the normal lies in this plane too, so the tangent plane shows as a line through the
   * hit and the ricochet angle at its true size: the tangent line's ends (the first one on the
   * start's side), and where the bounce takes the centre in one frame.
   */
  readonly tangent: readonly [Vec2, Vec2] | null
  readonly bounce: Vec2 | null
  readonly x: [number, number]
  readonly y: [number, number]
}

export function inset(sol: Solution, speed: number): Inset {
  const center = { x: sol.sStar, y: sol.h }
  let tangent: Inset['tangent'] = null
  let bounce: Vec2 | null = null
  if (sol.hit) {
    const hit = { x: sol.hit.distance, y: 0 }
    const n = { x: (center.x - hit.x) / sol.R, y: center.y / sol.R }
    // the tangent direction that points back toward the start (its x is not positive)
    const t = n.y >= 0 ? { x: -n.y, y: n.x } : { x: n.y, y: -n.x }
    const half = TANGENT_SIZE * sol.R
    tangent = [
      { x: hit.x + half * t.x, y: hit.y + half * t.y },
      { x: hit.x - half * t.x, y: hit.y - half * t.y },
    ]
    // v' = v − 2(v·n̂)n̂ with v = (speed, 0)
    bounce = { x: hit.x + speed * (1 - 2 * n.x * n.x), y: -2 * speed * n.x * n.y }
  }
  // The bounce's arrow and the tangent line stay in view too.
  const extra = [...(tangent ?? []), ...(bounce ? [bounce] : [])]
  const x0 = Math.min(0, sol.sStar - sol.R, ...extra.map((p) => p.x)) - 1
  const x1 = Math.max(0, sol.sStar + sol.R, ...extra.map((p) => p.x)) + 1
  const y0 = Math.min(0, sol.h - sol.R, ...extra.map((p) => p.y)) - 1
  // Up to the centre, not the circle's top: the inset is a short strip beside the 3D stage (its
  // height is the figure's), and the circle's far arc says nothing the path's side does not; so the
  // start, the entry and θ stand about half as far again apart. The view cuts the arc off.
  const y1 = Math.max(0, sol.h, ...extra.map((p) => p.y)) + 1
  // Wide rather than tall, 2:1 at most, so the strip reads on a phone; whole units so a drag does not jitter the scale.
  // Exactly 2:1: the inset's height is part of the figure's, which has no pixel to spare at 1280 × 800.
  const h = Math.ceil(Math.max((x1 - x0) / 2, y1 - y0))
  const w = 2 * h
  const cx = (x0 + x1) / 2
  const cy = (y0 + y1) / 2
  return {
    center,
    foot: { x: sol.sStar, y: 0 },
    entry: sol.roots ? { x: sol.roots[0], y: 0 } : null,
    exit: sol.roots ? { x: sol.roots[1], y: 0 } : null,
    tangent,
    bounce,
    x: [cx - w / 2, cx + w / 2],
    y: [cy - h / 2, cy + h / 2],
  }
}
