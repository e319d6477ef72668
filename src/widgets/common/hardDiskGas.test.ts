import { describe, expect, it } from 'vitest'
import { kineticTemperature, latticeGas, maxwellStart, triangularLattice } from './hardDiskGas'

describe('the hard-disk gases’ triangular lattice', () => {
  it('fills its box at the packing fraction asked for, no two places closer than 2r, none nearer a wall than r', () => {
    for (const [nx, ny, eta, r] of [
      [30, 34, 0.25, 1],
      [40, 25, 0.6, 8],
      [5, 4, 0.1, 0.5],
    ] as const) {
      const { places, box } = triangularLattice(nx, ny, eta, r)
      expect(places).toHaveLength(nx * ny)
      const area = (box.max.x - box.min.x) * (box.max.y - box.min.y)
      expect((places.length * Math.PI * r * r) / area).toBeCloseTo(eta, 12)
      let closest = Number.POSITIVE_INFINITY
      for (let i = 0; i < places.length; i++)
        for (let j = i + 1; j < places.length; j++)
          closest = Math.min(closest, Math.hypot(places[i]!.x - places[j]!.x, places[i]!.y - places[j]!.y))
      expect(closest).toBeGreaterThanOrEqual(2 * r)
      for (const p of places)
        expect(
          Math.min(p.x - box.min.x, p.y - box.min.y, box.max.x - p.x, box.max.y - p.y),
        ).toBeGreaterThanOrEqual(r)
    }
  })

  it('rejects a lattice too dense to keep off the walls, and bad sizes', () => {
    expect(() => triangularLattice(30, 34, 0.85)).toThrow(RangeError)
    expect(() => triangularLattice(1, 34, 0.25)).toThrow(RangeError)
    expect(() => triangularLattice(30, 34, 0.25, 0)).toThrow(RangeError)
  })

  it('a lattice gas: zero total momentum and kT = 1 exactly', () => {
    const { balls } = latticeGas(30, 34, 0.25, maxwellStart, 1)
    const p = balls.reduce((a, b) => ({ x: a.x + b.v.x, y: a.y + b.v.y }), { x: 0, y: 0 })
    expect(Math.hypot(p.x, p.y)).toBeLessThan(1e-12)
    expect(kineticTemperature(balls)).toBeCloseTo(1, 14)
  })
})
