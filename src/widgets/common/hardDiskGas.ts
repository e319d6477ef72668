// The hard-disk gas of chapter 12's experiments: equal disks of radius 1 and mass 1 in a box, at a
// packing fraction η (the share of the box the disks cover). A random placement at η = 0.45 or
// more jams long before the box is full, so the disks start on a triangular lattice that fills the
// box evenly, and the run melts it: the crystal of hard disks is only stable above η ≈ 0.7, so
// after a few collisions per disk the lattice is gone (the figures run 5 × N contacts, about ten for
// each disk, before they measure anything). Velocities come from a seeded generator, so a figure is the same everywhere.
import type { Ball, Vec2 } from '../../core'
import { seeded } from './seeded'

/** Radius and mass of every disk: lengths are in radii, masses in disk masses. */
export const DISK_R = 1
export const DISK_M = 1
/** The temperature every gas starts at: its mean kinetic energy per disk (kT, in two dimensions). */
export const KT = 1

export interface Gas {
  balls: Ball[]
  box: { min: Vec2; max: Vec2 }
}

/** Σ ½mv² over N disks, as a temperature: in two dimensions the mean kinetic energy per disk is kT. */
export const kineticTemperature = (balls: readonly Ball[]): number =>
  balls.reduce((e, b) => e + 0.5 * b.m * (b.v.x ** 2 + b.v.y ** 2), 0) / balls.length

/** How each disk's starting velocity is drawn (random: the generator, uniform on [0, 1)). */
export type VelocityStart = (random: () => number, position: Vec2, box: Gas['box']) => Vec2

/** Places on a triangular lattice that fills a box at a packing fraction, and the box. */
export interface Lattice {
  places: Vec2[]
  box: Gas['box']
}

/**
 * nx × ny places for disks of radius r on a triangular lattice filling a box at packing fraction
 * `eta`. The lattice's rows are a√3/2 apart and every other row is shifted by a/2; the box is
 * (nx + ½)a wide and ny·a√3/2 high, so every disk keeps at least a radius from the walls. The
 * chapter 12 gases and the engine's soak bench start from it.
 */
export function triangularLattice(nx: number, ny: number, eta: number, r = DISK_R): Lattice {
  if (!(Number.isInteger(nx) && Number.isInteger(ny) && nx >= 2 && ny >= 2))
    throw new RangeError('triangularLattice: nx and ny must be whole numbers of at least 2')
  if (!(eta > 0 && eta < 1)) throw new RangeError('triangularLattice: eta must lie between 0 and 1')
  if (!(r > 0 && Number.isFinite(r))) throw new RangeError('triangularLattice: r must be a positive number')
  const rowRatio = Math.sqrt(3) / 2
  const a = Math.sqrt((nx * ny * Math.PI * r ** 2) / (eta * (nx + 0.5) * ny * rowRatio))
  const h = a * rowRatio
  // Neighbours a apart must not overlap, and half a row (h/2) must leave a radius to the walls.
  if (!(h / 2 >= r))
    throw new RangeError(`triangularLattice: eta ${eta} is too dense for a lattice that keeps off the walls`)
  const places: Vec2[] = []
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) places.push({ x: (i + 0.5 + 0.5 * (j % 2)) * a, y: (j + 0.5) * h })
  return { places, box: { min: { x: 0, y: 0 }, max: { x: (nx + 0.5) * a, y: ny * h } } }
}

/**
 * A gas of radius-1 disks on triangularLattice(nx, ny, eta), with velocities from `start`, then
 * shifted to zero total momentum and scaled so that kT = KT exactly (unless all rest).
 */
export function latticeGas(nx: number, ny: number, eta: number, start: VelocityStart, seed: number): Gas {
  const { places, box } = triangularLattice(nx, ny, eta)
  const n = places.length
  const random = seeded(seed)
  const balls: Ball[] = places.map((p) => ({ p, v: start(random, p, box), r: DISK_R, m: DISK_M }))
  let px = 0
  let py = 0
  for (const b of balls) {
    px += b.v.x
    py += b.v.y
  }
  for (const b of balls) b.v = { x: b.v.x - px / n, y: b.v.y - py / n }
  const kT = kineticTemperature(balls)
  if (kT > 0) {
    const s = Math.sqrt(KT / kT)
    for (const b of balls) b.v = { x: b.v.x * s, y: b.v.y * s }
  }
  return { balls, box }
}

/** A random direction at the given speed. */
export function atSpeed(random: () => number, speed: number): Vec2 {
  const angle = 2 * Math.PI * random()
  return { x: speed * Math.cos(angle), y: speed * Math.sin(angle) }
}

/** Each component from a normal distribution (Box–Muller): the Maxwell–Boltzmann gas itself. */
export const maxwellStart: VelocityStart = (random) => {
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  return { x: gauss(), y: gauss() }
}
