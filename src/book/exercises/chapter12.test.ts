import { describe, expect, it } from 'vitest'
import { DISKS, MELT_PER_DISK, PressureRun } from '../../widgets/gas-pressure/model'
import { BIN, SpeedRun } from '../../widgets/speed-distribution/model'
import { chapter12 } from './chapter12'

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
    const { goal, now } = chapter12['c12-z-three']
    const at041 = measuring(0.41)
    expect(goal(at041(4_000))).toBe(false) // too few contacts yet
    expect(goal(at041(16_000))).toBe(true)
    expect(goal({ eta: 0.3, Z: 2.078, collisions: 20_114 })).toBe(false)
    expect(now({ eta: 0.3, Z: 2.0781, collisions: 20_114 })).toBe(
      'at η = 0.30 the figure measures Z = 2.078 after 20114 contacts',
    )
    expect(goal({ eta: 0.41, Z: null, collisions: 0 })).toBe(false)
  }, 20_000)
  it('c12-peak: the settled histogram peaks at √(kT/m) = 1, the answer for every start', () => {
    const check = chapter12['c12-peak']
    expect(check.expected({ start: 'every disk at the same speed' })).toBe(1)
    expect(check.expected({})).toBeNull()
    // The figure agrees: after the run from equal speeds, the fullest bin holds v = 1 (give or take a bin).
    const run = new SpeedRun('equal')
    let r = run.step(0)
    while (!r.finished) r = run.step(20_000)
    const fullest = r.counts.indexOf(Math.max(...r.counts))
    expect(Math.abs((fullest + 0.5) * BIN - check.expected({ start: 'x' })!)).toBeLessThanOrEqual(1.5 * BIN)
  }, 20_000)
})
