import { describe, expect, it } from 'vitest'
import { latticeGas, maxwellStart } from '../common/hardDiskGas'
import { DiffusionRun } from './model'
import { DISKS, enskogD, enskogTau, GRID, HEAVY, startReport, tracerD, withHeavyDisk } from './report'

describe('diffusion model', () => {
  it('Enskog’s D_E for hard disks with Henderson’s g(σ): the numbers of an independent quadrature', () => {
    // bench/enskog-check.py: the collision integral by mpmath quadrature at 30 digits, with Henderson's
    // Z in exact rationals (43/24 at η = 1/4, 17/6 at 2/5, 33/8 at 1/2).
    const quadrature: [number, number][] = [
      [0.1, 3.7534316842705],
      [0.25, 1.11944453741401],
      [0.3, 0.833095814814103],
      [0.4, 0.483396504792413],
      [0.45, 0.370889608230986],
      [0.5, 0.283592616144883],
    ]
    for (const [eta, D] of quadrature) expect(enskogD(eta)).toBeCloseTo(D, 12)
    expect(enskogD(0.25)).toBeCloseTo((12 * Math.sqrt(Math.PI)) / 19, 14)
    // With kT = m = 1, D_E = kT/(mω) is the mean time between contacts; the script's contact rate at 1/4.
    expect(1 / enskogTau(0.25)).toBeCloseTo(0.893300174, 8)
    expect(enskogTau(0.4)).toBeCloseTo(enskogD(0.4), 14)
  })

  it('the tracer estimate reduces to Enskog’s for equal masses', () => {
    expect(tracerD(1 / enskogTau(0.3), 1)).toBeCloseTo(enskogD(0.3), 14)
    // a heavy disk: μ → m, so D → kT/(2mω_B)
    expect(tracerD(2, 1e12)).toBeCloseTo(0.25, 10)
  })

  it('the heavy disk sits at the centre, at rest, with no light disk overlapping it', () => {
    const gas = latticeGas(GRID.nx, GRID.ny, 0.25, maxwellStart, 7)
    const set = withHeavyDisk(gas)
    const [heavy, ...light] = set.balls
    expect(heavy).toMatchObject({ r: HEAVY.r, m: HEAVY.m, v: { x: 0, y: 0 } })
    expect(heavy!.p.x).toBeCloseTo(gas.box.max.x / 2, 12)
    for (const b of light)
      expect(Math.hypot(b.p.x - heavy!.p.x, b.p.y - heavy!.p.y)).toBeGreaterThan(HEAVY.r + b.r)
    expect(light.length).toBeLessThan(DISKS)
    expect(light.length).toBeGreaterThan(DISKS - 10)
  })

  it('the gas at η = 0.4: free flight at the shortest lag, then a slope near Enskog’s', () => {
    const run = new DiffusionRun(0.4, 'gas')
    let r = run.step(0)
    expect(r.D).toBeNull()
    while (!r.finished) r = run.step(20_000)
    const dt = run.sampling.dt
    // At a quarter of the mean time between contacts most disks still fly free: (2kT/m)t², a little less.
    expect(r.msd[0]! / (2 * dt * dt)).toBeGreaterThan(0.85)
    expect(r.msd[0]! / (2 * dt * dt)).toBeLessThan(1)
    console.log(
      `diffusion at η = 0.4: D ${r.D} ± ${r.error} against Enskog ${enskogD(0.4)} (ratio ${r.D! / enskogD(0.4)}), ${r.collisions} contacts`,
    )
    expect(r.D! / enskogD(0.4)).toBeGreaterThan(1)
    expect(r.D! / enskogD(0.4)).toBeLessThan(1.15)
    expect(r.error!).toBeGreaterThan(0)
    expect(r.error! / r.D!).toBeLessThan(0.05)
    expect(r.reference).toBe(enskogD(0.4))
    // Only the disks far from the walls count: about the share of the box that lies 2 rms inside them.
    const margin = 2 * Math.sqrt(4 * enskogD(0.4) * r.lags.at(-1)!)
    const inner = ((r.box.width - 2 * margin) * (r.box.height - 2 * margin)) / (r.box.width * r.box.height)
    expect(r.counted! / DISKS).toBeGreaterThan(inner - 0.05)
    expect(r.counted! / DISKS).toBeLessThan(inner + 0.05)
  }, 60_000)

  it('the figure’s gas before a run is the run’s own first report', () => {
    for (const preset of ['gas', 'brownian'] as const)
      for (const eta of [0.1, 0.4])
        expect(startReport(eta, preset)).toEqual(new DiffusionRun(eta, preset).report())
  })

  it('rejects a density outside its range', () => {
    expect(() => new DiffusionRun(0.01, 'gas')).toThrow(RangeError)
    expect(() => new DiffusionRun(Number.NaN, 'brownian')).toThrow(RangeError)
    expect(() => startReport(0.7, 'gas')).toThrow(/eta/)
  })
})
