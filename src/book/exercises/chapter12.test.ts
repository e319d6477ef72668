import { describe, expect, it } from 'vitest'
import { PressureRun } from '../../widgets/gas-pressure/model'
import { DISKS, MELT_PER_DISK } from '../../widgets/gas-pressure/report'
import { SpeedRun } from '../../widgets/speed-distribution/model'
import { BIN } from '../../widgets/speed-distribution/report'
import { enskogD } from '../../widgets/diffusion/report'
import { type ReversalReport, ReversalRun } from '../../widgets/time-reversal/model'
import { chapter12 } from './chapter12'
import { close } from './types'

// The outputs gas-pressure shows while it measures at η: each call runs `contacts` more contacts.
function measuring(eta: number) {
  const run = new PressureRun(eta)
  run.step(MELT_PER_DISK * DISKS)
  return (contacts: number) => {
    const r = run.step(contacts)
    return { eta, Z: r.Z, collisions: r.collisions }
  }
}

describe('chapter 12 exercises, on the figures’ own measurements', () => {
  it('c12-z-three: Z = 3 is found at η = 0.41 once 20,000 contacts are measured, not at 0.3', () => {
    const { goal, missing } = chapter12['c12-z-three']
    const at041 = measuring(0.41)
    expect(goal(at041(4_000))).toBe(false) // too few contacts yet
    expect(goal(at041(16_000))).toBe(true)
    expect(goal({ eta: 0.3, Z: 2.078, collisions: 20_114 })).toBe(false)
    expect(missing({ eta: 0.3, Z: 2.0781, collisions: 20_114 })).toBe(
      'at η = 0.30 the figure measures Z = 2.078 after 20,114 contacts: Z must come within 0.05 of 3, after at least 20,000 contacts',
    )
    expect(goal({ eta: 0.41, Z: null, collisions: 0 })).toBe(false)
    expect(missing({ eta: 0.41, Z: 3.5, collisions: 1 })).toBe(
      'at η = 0.41 the figure measures Z = 3.500 after 1 contact: Z must come within 0.05 of 3, after at least 20,000 contacts',
    )
    // Before a run: no Z to quote, and no "0 contacts".
    expect(missing({ eta: 0.3, Z: null, collisions: 0 })).toBe(
      'at η = 0.30 the figure has measured nothing yet: run the gas at the density you choose; Z must come within 0.05 of 3, after at least 20,000 contacts',
    )
  }, 20_000)
  it('c12-peak: the marker at √(kT/m) = 1 once the gas has run, where the settled histogram peaks', () => {
    const { goal, missing } = chapter12['c12-peak']
    const at = (guess: number | null, time: number) => ({ 'guess-at-run': guess, time })
    expect(goal(at(1.02, 0))).toBe(false) // not run yet
    expect(goal(at(1.02, 12))).toBe(true)
    expect(goal(at(1.41, 12))).toBe(false) // the starting speed is not the peak
    expect(goal(at(null, 12))).toBe(false)
    // The marker the reader moves onto the peak after the run does not count: the goal reads where it stood at Run.
    expect(goal({ ...at(1.41, 12), guess: 1 })).toBe(false)
    expect(missing(at(null, 0))).toBe(
      'put the marker where you predict the most disks’ speeds will lie, then run the gas',
    )
    expect(missing(at(Math.SQRT2, 3.25))).toBe(
      'when you pressed Run your marker stood at v = 1.41, not where the most disks’ speeds lie: work the peak out, set the marker there and run the gas again',
    )
    // The figure agrees: after the run from equal speeds, the fullest bin holds v = 1 (give or take a bin).
    const run = new SpeedRun('equal')
    let r = run.step(0)
    while (!r.finished) r = run.step(20_000)
    const fullest = r.counts.indexOf(Math.max(...r.counts))
    expect(Math.abs((fullest + 0.5) * BIN - 1)).toBeLessThanOrEqual(1.5 * BIN)
    expect(goal(at((fullest + 0.5) * BIN, r.time))).toBe(Math.abs((fullest + 0.5) * BIN - 1) <= 0.05)
  }, 20_000)

  it('c12-one-radius: the figure’s count at T = 60; the prediction from a run to T = 20 lies within the tolerance of it', () => {
    const check = chapter12['c12-one-radius']
    expect(check.expected({ 'collisions-to-radius': null })).toBeNull() // not run far enough yet
    // One return at a time; at T = 60 only until the error passes a radius, where the count is final.
    const upTo = (T: number, enough: (r: ReversalReport) => boolean) => {
      const run = new ReversalRun(T)
      let r = run.step(0)
      while (!r.finished && !enough(r)) r = run.step(0)
      return r
    }
    const short = upTo(20, () => false)
    expect(short.toRadius).toBeNull() // at T = 20 the error stays below a radius
    // The reader's prediction: the fitted line's error at t = 0, grown by e^{λτ} per contact, to one radius.
    const predicted = -short.fit!.ln0 / (short.fit!.lambda * short.tau!)
    const measured = check.expected({
      'collisions-to-radius': upTo(60, (r) => r.toRadius !== null).toRadius,
    })!
    console.log(`c12-one-radius: predicted from T = 20 ${predicted}, measured at T = 60 ${measured}`)
    expect(close(predicted, measured, check.tolerance)).toBe(true)
    // Doubling per contact (13 ln 10 / ln 2 ≈ 43) is not the gas's rate, and is not accepted.
    expect(close(43, measured, check.tolerance)).toBe(false)
  }, 30_000)

  it('c12-enskog: Enskog’s D at the reader’s density, worked out from Henderson’s Z; the measured D hidden too', () => {
    const check = chapter12['c12-enskog']
    expect(check.expected({ 'D-enskog': null })).toBeNull()
    // The reader's working at η = 0.4: Z = 17/6, D = √π / (2(Z − 1)) = 3√π/11.
    const worked = Math.sqrt(Math.PI) / (2 * (17 / 6 - 1))
    const expected = check.expected({ 'D-enskog': enskogD(0.4) })!
    expect(close(worked, expected, check.tolerance)).toBe(true)
    expect(close(0.49, expected, check.tolerance)).toBe(true) // read off to two places
    // g(σ) left out (D = 1/(2nσ)·√(1/π), the dilute gas): 1.107 at η = 0.4, not accepted.
    expect(close(Math.sqrt(Math.PI) / (4 * 0.4), expected, check.tolerance)).toBe(false)
    expect(check.hides).toEqual(expect.arrayContaining(['D-enskog', 'D']))
  })
})
