// Unchecked arithmetic on already-validated values: the caller validates. These are the hot
// inner helpers, so they check nothing: NaN in gives NaN out, null or a missing field gives a
// TypeError, and finite input whose products exceed the largest double gives Infinity or NaN
// (cross of two 1e300 vectors is Infinity − Infinity). Every public core function checks its
// arguments with validate.ts and rescales extreme ones (scale.ts) before doing arithmetic; none
// hands its raw input to these. Only normalize and project throw, a RangeError for a vector
// with no direction (zero, or for normalize also non-finite).

/** A point or vector in the plane. Plain readonly values: every function returns a new one. */
export interface Vec2 {
  readonly x: number
  readonly y: number
}

export const vec2 = (x: number, y: number): Vec2 => ({ x, y })
export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y })
export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y })
export const scale = (a: Vec2, k: number): Vec2 => ({ x: a.x * k, y: a.y * k })
export const neg = (a: Vec2): Vec2 => ({ x: -a.x, y: -a.y })
export const dot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y
/** The 2D cross product (z of the 3D one): |a||b| sin of the angle from a to b. */
export const cross = (a: Vec2, b: Vec2): number => a.x * b.y - a.y * b.x
export const lengthSq = (a: Vec2): number => a.x * a.x + a.y * a.y
/** Math.hypot avoids overflow and underflow of the squares for very large or small vectors. */
export const length = (a: Vec2): number => Math.hypot(a.x, a.y)
export const distance = (a: Vec2, b: Vec2): number => Math.hypot(b.x - a.x, b.y - a.y)
/** a + t·(b − a): the point a fraction t of the way from a to b. */
export const lerp = (a: Vec2, b: Vec2, t: number): Vec2 => ({
  x: a.x + t * (b.x - a.x),
  y: a.y + t * (b.y - a.y),
})
/** Rotated a quarter turn counter-clockwise: (x, y) -> (−y, x). */
export const perp = (a: Vec2): Vec2 => ({ x: -a.y, y: a.x })
export const equals = (a: Vec2, b: Vec2): boolean => a.x === b.x && a.y === b.y

/** The unit vector along a. A zero vector has no direction, so it throws. */
export function normalize(a: Vec2, name = 'vector'): Vec2 {
  const len = length(a)
  if (!(len > 0) || !Number.isFinite(len)) throw new RangeError(`${name} must be a non-zero finite vector`)
  return { x: a.x / len, y: a.y / len }
}

/** The component of a along b (b need not be unit): (a·b / b·b) b. */
export function project(a: Vec2, onto: Vec2): Vec2 {
  const bb = lengthSq(onto)
  if (!(bb > 0)) throw new RangeError('onto must be a non-zero vector')
  return scale(onto, dot(a, onto) / bb)
}
