// Unchecked arithmetic on already-validated values, like vec2.ts (see there): the caller
// validates. Only normalize3 throws, a RangeError for a zero or non-finite vector.

/** A point or vector in space. Plain readonly values, like Vec2. */
export interface Vec3 {
  readonly x: number
  readonly y: number
  readonly z: number
}

export const vec3 = (x: number, y: number, z: number): Vec3 => ({ x, y, z })
export const add3 = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z })
export const sub3 = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z })
export const scale3 = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k })
export const dot3 = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z
export const cross3 = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
})
export const lengthSq3 = (a: Vec3): number => dot3(a, a)
export const length3 = (a: Vec3): number => Math.hypot(a.x, a.y, a.z)

export function normalize3(a: Vec3, name = 'vector'): Vec3 {
  const len = length3(a)
  if (!(len > 0) || !Number.isFinite(len)) throw new RangeError(`${name} must be a non-zero finite vector`)
  return { x: a.x / len, y: a.y / len, z: a.z / len }
}
