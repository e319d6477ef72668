import type { Vec2 } from './vec2'
import type { Vec3 } from './vec3'

// Every public core function checks its input with these, so bad values are caught at the
// boundary with the argument's name instead of surfacing later as NaN.

export function finite(x: number, name: string): number {
  if (typeof x !== 'number' || !Number.isFinite(x))
    throw new RangeError(`${name} must be a finite number, got ${x}`)
  return x
}

export function nonNegative(x: number, name: string): number {
  finite(x, name)
  if (x < 0) throw new RangeError(`${name} must be >= 0, got ${x}`)
  return x
}

/** A mass: positive, and Infinity allowed (a wall, a fixed ball). */
export function mass(x: number, name: string): number {
  if (typeof x !== 'number' || Number.isNaN(x) || !(x > 0))
    throw new RangeError(`${name} must be a positive number or Infinity, got ${x}`)
  return x
}

export function unitInterval(x: number, name: string): number {
  finite(x, name)
  if (x < 0 || x > 1) throw new RangeError(`${name} must be in [0, 1], got ${x}`)
  return x
}

export function finiteVec2(v: Vec2, name: string): Vec2 {
  if (v === null || typeof v !== 'object') throw new RangeError(`${name} must be a vector {x, y}`)
  // The field's name is spelled out only for the error: hot loops (a stepper's wall tests) check
  // every point they pass, and building "p.x" on each call cost more than the check.
  if (!Number.isFinite(v.x)) finite(v.x, `${name}.x`)
  if (!Number.isFinite(v.y)) finite(v.y, `${name}.y`)
  return v
}

export function finiteVec3(v: Vec3, name: string): Vec3 {
  if (v === null || typeof v !== 'object') throw new RangeError(`${name} must be a vector {x, y, z}`)
  finite(v.x, `${name}.x`)
  finite(v.y, `${name}.y`)
  finite(v.z, `${name}.z`)
  return v
}
