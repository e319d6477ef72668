// Chapter 10's stack (its drain exercise): with e = 0.3 a contact does not simply keep e² = 0.09
// of the energy of the relative normal motion. The TC model makes a contact elastic when either
// ball collided less than contactTime ago, so inside one cascade, where every contact is at the
// same instant, most contacts are elastic. These are the numbers the chapter's solution quotes.
import { describe, expect, it } from 'vitest'
import { length, resolveCircles } from '../../../src/core'
import { createWorld } from '../../../src/core/sim'
import { defaultState } from '../../../src/kit/hashState'
import { setupOf } from '../../../src/widgets/sandbox/setup/link'
import { meta } from '../../../src/widgets/sandbox/meta'
import { worldOptions } from '../../../src/widgets/sandbox/model'

describe('chapter 10: the stack’s first cascade', () => {
  const state = { ...defaultState(meta.schema), scene: 'stack', e: 0.3 } as ReturnType<
    typeof defaultState<typeof meta.schema>
  >

  it('is 17 contacts at one instant and keeps 0.65875 of the energy, not 0.09', () => {
    const world = createWorld(worldOptions(setupOf(state)))
    const before = world.kineticEnergy()
    const events = world.advance(3.32)
    expect(events).toHaveLength(17)
    expect(new Set(events.map((e) => e.time)).size).toBe(1)
    expect(before).toBe(8)
    // 8 → 5.27: ball 1's first contact loses energy, most of the rest come within contactTime of one.
    expect(world.kineticEnergy() / before).toBeCloseTo(0.65875, 12)
  })

  it('loses more than half in that one cascade once the TC model is off', () => {
    const world = createWorld({ ...worldOptions(setupOf(state)), contactTime: 0 })
    const before = world.kineticEnergy()
    world.advance(3.32)
    expect(world.kineticEnergy() / before).toBeLessThan(0.5)
  })

  it('at e = 1 the order of ball 1’s two contacts swaps which ball leaves at √12 and which at √3', () => {
    // Ball 1 at speed 4 touches the balls at y = 4 and y = 6 (x = 19) when its centre is √3 short of them.
    const one = { p: { x: 19 - Math.sqrt(3), y: 5 }, v: { x: 4, y: 0 }, m: 1 }
    const low = { p: { x: 19, y: 4 }, v: { x: 0, y: 0 }, m: 1 }
    const high = { p: { x: 19, y: 6 }, v: { x: 0, y: 0 }, m: 1 }
    const speeds = (first: typeof low, second: typeof low) => {
      const a = resolveCircles(one, first)
      const b = resolveCircles({ ...one, v: a.vA }, second)
      return [length(a.vB), length(b.vB)]
    }
    const [lowFirst, highSecond] = speeds(low, high)
    const [highFirst, lowSecond] = speeds(high, low)
    expect(lowFirst).toBeCloseTo(Math.sqrt(12), 12)
    expect(highSecond).toBeCloseTo(Math.sqrt(3), 12)
    expect(highFirst).toBeCloseTo(Math.sqrt(12), 12)
    expect(lowSecond).toBeCloseTo(Math.sqrt(3), 12)
  })
})
