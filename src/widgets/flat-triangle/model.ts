// The pure half of chapter 4's numerics figure: the angle α at p_A = 0 between the velocity v
// and the line to p_B, three ways (acos of the quotient as source 000 prints it, the core's
// rearranged and clamped law of cosines, atan2), each against an exact reference, in correct digits.
import { type Box, type Vec2, collisionAngle, collisionTriangle, lawOfCosinesAngle } from '../../core'
import { lawOfCosinesAsPrinted } from '../../core/errata'
import type { StateOf } from '../../kit/contract'
import { snapPoint } from '../common/twoBalls'
import { clampPoint } from '../common/world'
import { schema, world } from './meta'

export type FlatTriangleState = StateOf<typeof schema>

const ORIGIN: Vec2 = { x: 0, y: 0 }

/** Any state back in the world, on the grid of 1/1000 the exact reference relies on. */
export const clampState = (s: FlatTriangleState): FlatTriangleState => ({
  v: snapPoint(clampPoint(s.v, world, schema.v.default)),
  B: snapPoint(clampPoint(s.B, world, schema.B.default)),
})

export const moveV = (s: FlatTriangleState, to: Vec2): FlatTriangleState => clampState({ ...s, v: to })
export const moveB = (s: FlatTriangleState, to: Vec2): FlatTriangleState => clampState({ ...s, B: to })

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * v's head moved onto the line from A's centre through B's, to the nearest grid point of that
 * line inside the world, so the decimals are exactly collinear (α = 0 or π exactly). In
 * thousandths p_B is an integer vector; its grid points on the line are the multiples of p_B / gcd.
 */
export function layOnLine(s: FlatTriangleState): FlatTriangleState {
  const bx = Math.round(s.B.x * 1000)
  const by = Math.round(s.B.y * 1000)
  const g = gcd(Math.abs(bx), Math.abs(by))
  if (g === 0) return s
  const step = { x: bx / g / 1000, y: by / g / 1000 }
  const inWorld = (j: number) => {
    const p = { x: j * step.x, y: j * step.y }
    return p.x >= world.min.x && p.x <= world.max.x && p.y >= world.min.y && p.y <= world.max.y
  }
  let j = Math.round((s.v.x * step.x + s.v.y * step.y) / (step.x * step.x + step.y * step.y))
  // The world holds A's centre (j = 0), so walking toward 0 always ends inside it.
  while (!inWorld(j)) j -= Math.sign(j)
  // j = 0 would put v on A's centre: no velocity, no triangle; take the next grid point toward B.
  if (j === 0) j = 1
  return clampState({ ...s, v: { x: j * step.x, y: j * step.y } })
}

/** v's head one grid step up or down: the smallest tilt the figure can show. */
export const nudge = (s: FlatTriangleState, dy: number): FlatTriangleState =>
  clampState({ ...s, v: { x: s.v.x, y: s.v.y + dy } })

/** The smallest move of a corner: the grid the exact reference relies on. */
export const GRID = 0.001

/** The triangle's three corners: what a phone-sized stage zooms to. */
export const contentOf = (s: FlatTriangleState): Box => ({
  min: { x: Math.min(0, s.v.x, s.B.x), y: Math.min(0, s.v.y, s.B.y) },
  max: { x: Math.max(0, s.v.x, s.B.x), y: Math.max(0, s.v.y, s.B.y) },
})

/**
 * α for the decimals in the state, to the last bit or so: in millionths, v × p_B and v · p_B are
 * integers (BigInt; below 2^53, so Number holds them exactly), and atan2 takes those integers
 * themselves (the angle does not change with the scale), so its only rounding is its own: within
 * an ulp of the true angle. Dividing by 10^6 first would add a rounding to each argument (one ulp
 * off at the opening state). Like stable-roots' exact sign, this is the truth about the link's
 * decimals, which the doubles only approximate (3.51 has no binary form). `cross` and `dot` are
 * shown in the input's units, divided by 10^6.
 */
export function exactAngle(s: FlatTriangleState): { cross: number; dot: number; alpha: number } {
  const k = (x: number) => BigInt(Math.round(x * 1000))
  const cross = Number(k(s.v.x) * k(s.B.y) - k(s.v.y) * k(s.B.x))
  const dot = Number(k(s.v.x) * k(s.B.x) + k(s.v.y) * k(s.B.y))
  return { cross: cross / 1e6, dot: dot / 1e6, alpha: Math.atan2(Math.abs(cross), dot) }
}

/** The most digits a double's angle can have right; a route that matches the reference gets these. */
export const ALL_DIGITS = 16

/** Correct significant digits of `x` against the reference `ref` (0 for a wrong nonzero answer at ref = 0). */
export function correctDigits(x: number | null, ref: number): number | null {
  if (x === null) return null
  if (x === ref) return ALL_DIGITS
  if (ref === 0) return 0
  return Math.min(ALL_DIGITS, Math.max(0, Math.floor(-Math.log10(Math.abs(x - ref) / Math.abs(ref)))))
}

export interface Route {
  alpha: number | null
  /** |α − exact α| in radians */
  error: number | null
  digits: number | null
}

export interface Flat {
  /** false when v = 0 or p_B = 0: one side has no length, so there is no triangle */
  triangle: boolean
  a: number
  b: number
  c: number
  exact: { cross: number; dot: number; alpha: number }
  /** (a² − b² − c²)/(−2bc) as printed, to every digit: may round past ±1 */
  cosPrinted: number | null
  printed: Route
  core: Route
  atan2: Route
}

const NONE: Route = { alpha: null, error: null, digits: null }

export function flat(s: FlatTriangleState): Flat {
  const { a, b, c } = collisionTriangle(ORIGIN, s.v, s.B)
  const exact = exactAngle(s)
  if (b === 0 || c === 0)
    return { triangle: false, a, b, c, exact, cosPrinted: null, printed: NONE, core: NONE, atan2: NONE }
  const route = (alpha: number | null): Route => ({
    alpha,
    error: alpha === null ? null : Math.abs(alpha - exact.alpha),
    digits: correctDigits(alpha, exact.alpha),
  })
  const printed = lawOfCosinesAsPrinted(a, b, c)
  return {
    triangle: true,
    a,
    b,
    c,
    exact,
    cosPrinted: printed.cosA,
    printed: route(printed.A),
    core: route(lawOfCosinesAngle(a, b, c)),
    atan2: route(collisionAngle(s.v, s.B)),
  }
}
