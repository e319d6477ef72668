import { describe, expect, it } from 'vitest'
import {
  DISKS,
  FIT_WINDOW,
  POINTS,
  type ReversalPoint,
  ReversalRun,
  lyapunovFit,
  perDiskToRadius,
  rmsDistance,
} from './model'

const at = (x: number, y: number) => ({ p: { x, y }, v: { x: 0, y: 0 }, r: 1, m: 1 })

describe('time-reversal model', () => {
  it('RMS distance in radii; a mismatched pair of placements is rejected', () => {
    expect(rmsDistance([at(0, 0), at(5, 5)], [at(3, 4), at(5, 5)])).toBeCloseTo(Math.sqrt(25 / 2), 15)
    expect(() => rmsDistance([at(0, 0)], [])).toThrow(RangeError)
  })

  it('the fit: the slope and intercept of an exact exponential, over the window only', () => {
    const points: ReversalPoint[] = Array.from({ length: 40 }, (_, k) => ({
      t: k,
      error: Math.min(100, Math.max(1e-13, 1e-12 * Math.exp(0.9 * k))),
      perDisk: k / 2,
    }))
    const fit = lyapunovFit(points)!
    expect(fit.lambda).toBeCloseTo(0.9, 12)
    expect(fit.ln0).toBeCloseTo(Math.log(1e-12), 10)
    expect(1e-12 * Math.exp(0.9 * fit.t0)).toBeGreaterThanOrEqual(FIT_WINDOW[0])
    expect(1e-12 * Math.exp(0.9 * fit.t1)).toBeLessThanOrEqual(FIT_WINDOW[1])
    // one radius at 0.9k = ln 10¹², i.e. k ≈ 30.70: 15.35 contacts per disk
    expect(perDiskToRadius(points)).toBeCloseTo(Math.log(1e12) / 0.9 / 2, 10)
    expect(lyapunovFit(points.slice(0, 4))).toBeNull() // all on the rounding floor
    expect(perDiskToRadius(points.slice(0, 30))).toBeNull()
  })

  it('the engine alone: the gas returns to its start to rounding for short times, then chaos wins', () => {
    // Every one of the 24 returns up to T = 2 lands within rounding (a few contacts per disk).
    const short = new ReversalRun(2)
    let s = short.step(0)
    while (!s.finished) s = short.step(50_000)
    expect(s.points).toHaveLength(POINTS)
    for (const p of s.points) {
      expect(p.error).toBeLessThan(1e-11)
      expect(p.error).toBeGreaterThan(0) // rounding is there, and small
    }

    // Up to T = 60 (returns 2.5 apart), one at a time until the error passes a radius: the fit and
    // the count are final by then (later, larger errors lie outside the fit's window).
    const run = new ReversalRun(60)
    let r = run.step(0)
    while (r.toRadius === null && !r.finished) r = run.step(0)
    const errors = r.points.map((p) => p.error)
    console.log(
      `time-reversal (${DISKS} disks): errors ${errors.map((e) => e.toExponential(1)).join(' ')}; λ ${r.fit?.lambda}, from the carried perturbation ${r.tangentLambda}, τ ${r.tau}, λτ ${r.fit && r.tau && r.fit.lambda * r.tau}, one radius after ${r.toRadius} contacts per disk`,
    )
    expect(errors[0]).toBeLessThan(1e-11)
    expect(errors.at(-1)).toBeGreaterThan(1) // the return has failed by then
    expect(r.toRadius).not.toBeNull()
    expect(r.fit).not.toBeNull()
    expect(r.fit!.lambda).toBeGreaterThan(0.3)
    expect(r.fit!.lambda).toBeLessThan(3)
    // The two measurements of λ agree (the bench: 1.28 ± 0.03 and 1.31 ± 0.01 over eight starts).
    expect(Math.abs(r.tangentLambda! / r.fit!.lambda - 1)).toBeLessThan(0.1)
  }, 30_000)

  it('rejects a time, density or seed outside its range', () => {
    expect(() => new ReversalRun(0)).toThrow(RangeError)
    expect(() => new ReversalRun(Number.NaN)).toThrow(RangeError)
    expect(() => new ReversalRun(10, 0.02)).toThrow(/eta/) // a gas the figure does not offer
    expect(() => new ReversalRun(10, 0.25, 1.5)).toThrow(/seed/)
  })
})
