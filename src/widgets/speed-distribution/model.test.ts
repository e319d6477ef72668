import { describe, expect, it } from 'vitest'
import { STARTS } from './meta'
import { SpeedRun } from './model'
import {
  BIN,
  BINS,
  DISKS,
  H_EQUILIBRIUM,
  boltzmannH,
  histogram,
  ksDistance,
  maxwell,
  maxwellCdf,
  startReport,
} from './report'

/** n speeds at the law's own quantiles: F(v) = (i + ½)/n, i.e. v = √(−2 ln(1 − F)). */
const quantiles = (n: number) =>
  Float64Array.from({ length: n }, (_, i) => Math.sqrt(-2 * Math.log(1 - (i + 0.5) / n)))

describe('speed-distribution model', () => {
  it('the 2D Maxwell–Boltzmann law: a density whose integral is its CDF, peaking at √(kT/m)', () => {
    let integral = 0
    for (let v = 0.0005; v < 10; v += 0.001) integral += maxwell(v) * 0.001
    expect(integral).toBeCloseTo(1, 6)
    expect(maxwellCdf(2)).toBeCloseTo(1 - Math.exp(-2), 15)
    expect(maxwell(1)).toBeGreaterThan(maxwell(0.99))
    expect(maxwell(1)).toBeGreaterThan(maxwell(1.01))
  })

  it('KS distance: 1/2n for the law’s own quantiles, large for one speed', () => {
    expect(ksDistance(quantiles(1000))).toBeCloseTo(0.0005, 12)
    expect(ksDistance(new Float64Array(100).fill(Math.SQRT2))).toBeCloseTo(1 - Math.exp(-1), 12)
  })

  it('H of the law’s own sample is near its floor; one speed lies far above it', () => {
    const h = boltzmannH(histogram(quantiles(100_000)))
    expect(Math.abs(h - H_EQUILIBRIUM)).toBeLessThan(0.01)
    expect(boltzmannH(histogram(new Float64Array(100).fill(Math.SQRT2)))).toBeGreaterThan(H_EQUILIBRIUM + 2)
    const counts = histogram(Float64Array.of(0, BIN * BINS * 3))
    expect(counts[0]).toBe(1)
    expect(counts[BINS - 1]).toBe(1) // beyond the last bin: counted in it
  })

  it('from equal speeds: KS below 0.05 and H near its floor within ten time units, energy kept', () => {
    const run = new SpeedRun('equal')
    const start = run.report()
    expect(start.ks).toBeGreaterThan(0.5)
    for (const v of run.speeds()) expect(v).toBeCloseTo(Math.SQRT2, 12) // every disk at kT = ½mv² = 1
    let r = start
    while (r.time < 10) r = run.step(2000)
    expect(r.ks).toBeLessThan(0.05)
    expect(Math.abs(r.H - H_EQUILIBRIUM)).toBeLessThan(0.05)
    expect(r.H).toBeLessThan(start.H)
    // kT = 1 per disk: Σ v² = 2N, kept by elastic contacts.
    const speeds = run.speeds()
    expect(speeds.reduce((a, v) => a + v * v, 0) / DISKS).toBeCloseTo(2, 9)
  }, 20_000)

  it('the figure’s gas before a run is the run’s own first report', () => {
    for (const start of STARTS) expect(startReport(start)).toEqual(new SpeedRun(start).report())
  })

  it('rejects an unknown start', () => {
    expect(() => new SpeedRun('hot' as 'equal')).toThrow(RangeError)
    expect(() => startReport('hot' as 'equal')).toThrow(/start/)
  })
})
