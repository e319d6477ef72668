import { describe, expect, it } from 'vitest'
import { PressureRun } from './model'
import { DISKS, henderson, latticeReport, MELT_PER_DISK, standardError } from './report'

describe('gas-pressure model', () => {
  it('Henderson’s equation of state: the ideal gas at η → 0, and its published form', () => {
    expect(henderson(0)).toBe(1)
    // (1 + 0.09/8) / 0.49 at η = 0.3; second virial coefficient 2η as η → 0.
    expect(henderson(0.3)).toBeCloseTo(1.01125 / 0.49, 14)
    expect((henderson(1e-6) - 1) / 1e-6).toBeCloseTo(2, 4)
  })

  it('measures Z within 3 % of Henderson after 20,000 collisions at η = 0.3 and 0.45', () => {
    for (const eta of [0.3, 0.45]) {
      const run = new PressureRun(eta)
      const melted = run.step(MELT_PER_DISK * DISKS)
      expect(melted.collisions).toBeLessThan(1000) // the melt is not measured
      const r = run.step(20_000)
      expect(r.collisions).toBeGreaterThanOrEqual(20_000)
      expect(Math.abs(r.Z! / henderson(eta) - 1)).toBeLessThan(0.03)
      // The error bar is honest: the deviation is within a few of it, and it is small.
      expect(r.error!).toBeLessThan(0.02 * r.Z!)
      expect(r.positions.length).toBe(2 * DISKS)
    }
  }, 20_000)

  it('a dilute gas is nearly ideal, a dense one far from it', () => {
    const dilute = new PressureRun(0.05).step(MELT_PER_DISK * DISKS + 10_000)
    expect(dilute.Z!).toBeGreaterThan(1)
    expect(dilute.Z!).toBeLessThan(1.25)
  }, 20_000)

  it('reports nothing measured while the lattice melts', () => {
    const r = new PressureRun(0.3).step(100)
    expect(r.melting).toBe(true)
    expect(r.Z).toBeNull()
    expect(r.error).toBeNull()
  })

  it('the figure’s lattice before a run is the run’s own first report', () => {
    for (const [eta, seed] of [
      [0.3, 1],
      [0.55, 4],
    ] as const)
      expect(latticeReport(eta, seed)).toEqual(new PressureRun(eta, seed).step(0))
  })

  it('rejects a packing fraction outside the figure’s range', () => {
    expect(() => new PressureRun(0.9)).toThrow(RangeError)
    expect(() => new PressureRun(Number.NaN)).toThrow(/eta/)
  })

  it('standard error of blocks', () => {
    expect(standardError([1])).toBeNull()
    expect(standardError([1, 3])).toBe(1)
  })
})
