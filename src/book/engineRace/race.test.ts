import Matter from 'matter-js'
import { describe, expect, it } from 'vitest'
import { raceMatter, raceRicochet } from './race'

/** A clock that moves 1 ms each time it is read: the race runs a known number of chunks. */
const fakeClock = () => {
  let now = 0
  return () => now++
}

describe('the engine race', () => {
  it('scores ricochet as the bench does: energy kept, nothing tunnels or overlaps', () => {
    const told: number[] = []
    const row = raceRicochet(60, 20, fakeClock(), (_, f) => told.push(f))
    expect(row.contactsPerSecond!).toBeGreaterThan(0)
    expect(row.simulatedPerSecond).toBeGreaterThan(0)
    expect(row.energyDrift).toBeLessThan(1e-12)
    expect(row).toMatchObject({ engine: 'ricochet', n: 60, tunnelled: 0, overlapping: 0 })
    // Progress climbs to the whole budget, a tenth at a time.
    expect(told.length).toBeGreaterThanOrEqual(9)
    expect(told.at(-1)).toBe(1)
  })

  it('steps matter.js on the same gas at 60 Hz: one step per chunk', () => {
    const row = raceMatter(Matter, 60, 60, fakeClock(), () => {})
    // 60 chunks of 1 ms: one simulated second per 60 ms, 1000/60 gas seconds per second.
    expect(row.simulatedPerSecond).toBeCloseTo(1000 / 60, 9)
    expect(row.contactsPerSecond).toBeNull()
    expect(Number.isFinite(row.energyDrift)).toBe(true)
  })
})
