// Momentum, kinetic energy and the centre of mass of two bodies on a line (Chapter 6). An
// infinitely heavy body (a wall) takes any momentum without changing its velocity, so its own
// momentum and energy are not numbers the reader can compare: the totals leave it out, as the
// simulation's World does. Its velocity is then the centre of mass's.
import { finite, mass, unitInterval } from './validate'

/** Momentum m·v and kinetic energy ½·m·v² of one body; null for an infinitely heavy one. */
export function motion1D(v: number, m: number): { momentum: number; kineticEnergy: number } | null {
  return motion(v, m, 'v', 'm')
}

function motion(v: number, m: number, vName: string, mName: string) {
  finite(v, vName)
  mass(m, mName)
  if (m === Infinity) return null
  return { momentum: m * v + 0, kineticEnergy: 0.5 * m * v * v }
}

/** Total momentum and kinetic energy of two bodies on a line, leaving out infinitely heavy ones. */
export function totals1D(
  v1: number,
  v2: number,
  m1: number,
  m2: number,
): { momentum: number; kineticEnergy: number } {
  const a = motion(v1, m1, 'v1', 'm1')
  const b = motion(v2, m2, 'v2', 'm2')
  return {
    momentum: (a?.momentum ?? 0) + (b?.momentum ?? 0) + 0,
    kineticEnergy: (a?.kineticEnergy ?? 0) + (b?.kineticEnergy ?? 0),
  }
}

/**
 * The mass-weighted mean (m1·x1 + m2·x2)/(m1 + m2): the centre of mass when x are positions, its
 * velocity when x are velocities. Written with the weight 1/(1 + m2/m1) so that one infinite mass
 * gives its own x; two infinite masses have no mean and throw.
 */
export function centreOfMass1D(x1: number, x2: number, m1: number, m2: number): number {
  finite(x1, 'x1')
  finite(x2, 'x2')
  mass(m1, 'm1')
  mass(m2, 'm2')
  if (m1 === Infinity && m2 === Infinity)
    throw new RangeError('m1 and m2 cannot both be Infinity: the centre of mass is undefined')
  const w2 = 1 / (1 + m1 / m2)
  // x1 + w2·(x2 − x1) overflows for x1, x2 of opposite signs near the largest double: halve first.
  return (x1 / 2 + w2 * (x2 / 2 - x1 / 2)) * 2 + 0
}

/**
 * The momentum handed from body 1 to body 2 by a head-on collision with restitution e:
 * J = (1 + e)·(u1 − u2)/(1/m1 + 1/m2), so that exchange1D's v1 = u1 − J/m1 and v2 = u2 + J/m2.
 * Finite when one mass is Infinity (J = (1 + e)·m·(u1 − u2) for the other mass m). Source 002's
 * P is J/(m1·m2) at e = 1. Negative when the bodies separate (exchange1D applies it regardless).
 */
export function impulse1D(u1: number, u2: number, m1: number, m2: number, e: number): number {
  finite(u1, 'u1')
  finite(u2, 'u2')
  mass(m1, 'm1')
  mass(m2, 'm2')
  unitInterval(e, 'e')
  if (m1 === Infinity && m2 === Infinity)
    throw new RangeError('m1 and m2 cannot both be Infinity: two immovable bodies cannot collide')
  const mu = 1 / (1 / m1 + 1 / m2)
  return (1 + e) * (u1 / 2 - u2 / 2) * mu * 2 + 0
}
