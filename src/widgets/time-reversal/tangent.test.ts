import { describe, expect, it } from 'vitest'
import { createWorld } from '../../core/sim'
import { latticeGas, maxwellStart } from '../common/hardDiskGas'
import { Tangent, growthRate } from './tangent'

describe('the tangent dynamics of hard disks', () => {
  it('carries a perturbation as the engine does: a run started e·δ away differs by e times it', () => {
    // 30 disks in a box (pairs and walls; every third disk twice as heavy, so that the pair's
    // centre of mass is not its midpoint), melted a little, then followed for 4 time units (some 80
    // contacts): the finite difference of two engine runs, over e, is the tangent vector.
    const gas = latticeGas(5, 6, 0.25, maxwellStart, 3)
    gas.balls.forEach((b, i) => {
      if (i % 3 === 0) b.m = 2
    })
    const melt = createWorld(gas)
    melt.advance(5)
    const start = melt.balls()
    const tangent = new Tangent(start, 0, 7)
    const u = tangent.perturbation(0)
    const e = 1e-8
    const nudged = start.map((b, i) => ({
      ...b,
      p: { x: b.p.x + e * u.dq[i]![0], y: b.p.y + e * u.dq[i]![1] },
      v: { x: b.v.x + e * u.dv[i]![0], y: b.v.y + e * u.dv[i]![1] },
    }))
    const [plain, moved] = [
      createWorld({ balls: start, box: gas.box }),
      createWorld({ balls: nudged, box: gas.box }),
    ]
    const events = plain.advanceTo(4)
    moved.advanceTo(4)
    expect(events.filter((x) => x.kind === 'ball-ball').length).toBeGreaterThan(30)
    expect(events.some((x) => x.kind === 'ball-wall')).toBe(true)
    tangent.apply(events)
    const d = tangent.perturbation(4)
    const [a, b] = [plain.balls(), moved.balls()]
    let miss = 0
    let size = 0
    for (let i = 0; i < a.length; i++) {
      const diff = [
        (b[i]!.p.x - a[i]!.p.x) / e,
        (b[i]!.p.y - a[i]!.p.y) / e,
        (b[i]!.v.x - a[i]!.v.x) / e,
        (b[i]!.v.y - a[i]!.v.y) / e,
      ]
      const tan = [...d.dq[i]!, ...d.dv[i]!]
      for (let k = 0; k < 4; k++) {
        miss += (diff[k]! - tan[k]!) ** 2
        size += tan[k]! ** 2
      }
    }
    expect(Math.sqrt(size)).toBeGreaterThan(5) // it has grown: the contacts matter
    expect(Math.sqrt(miss / size)).toBeLessThan(1e-4)
  })

  it('measures ln of the length grown from 1, scaling the perturbation back to length 1', () => {
    const { balls, box } = latticeGas(5, 6, 0.25, maxwellStart, 3)
    const world = createWorld({ balls, box })
    const tangent = new Tangent(balls, 0, 2)
    const first = tangent.perturbation(0)
    const length = (p: typeof first) =>
      Math.sqrt(p.dq.reduce((s, [x, y], i) => s + x * x + y * y + p.dv[i]![0] ** 2 + p.dv[i]![1] ** 2, 0))
    expect(length(first)).toBeCloseTo(1, 12)
    tangent.apply(world.advanceTo(3))
    const grown = length(tangent.perturbation(3))
    expect(tangent.measure(3)).toEqual({ t: 3, lnNorm: expect.closeTo(Math.log(grown), 12) })
    expect(length(tangent.perturbation(3))).toBeCloseTo(grown, 9) // what measure scaled away is put back
    tangent.apply(world.advanceTo(5))
    const further = length(tangent.perturbation(5))
    expect(further).toBeGreaterThan(grown)
    expect(tangent.measure(5).lnNorm).toBeCloseTo(Math.log(further), 12) // the growth adds up
  })

  it('rejects disks it cannot follow and contacts out of order', () => {
    const disk = (m: number) => ({ p: { x: 0, y: 0 }, v: { x: 1, y: 0 }, r: 1, m })
    expect(() => new Tangent([], 0, 1)).toThrow(RangeError)
    expect(() => new Tangent([disk(Number.POSITIVE_INFINITY)], 0, 1)).toThrow(/mass/)
    expect(() => new Tangent([disk(1)], Number.NaN, 1)).toThrow(/t0/)
    const tangent = new Tangent([disk(1)], 0, 1)
    const hit = { kind: 'ball-wall' as const, a: 0, b: 1, impulse: 2, normal: { x: -1, y: 0 } }
    tangent.apply([{ ...hit, time: 2 }])
    expect(() => tangent.apply([{ ...hit, time: 1 }])).toThrow(/time order/)
    expect(() => tangent.measure(1.5)).toThrow(/precede/)
  })

  it('the growth rate: the slope of ln(length) from a time on; null with fewer than two points', () => {
    const points = Array.from({ length: 11 }, (_, k) => ({
      t: k,
      lnNorm: k < 2 ? 5 * k : 10 + 1.3 * (k - 2),
    }))
    expect(growthRate(points, 2)).toBeCloseTo(1.3, 12)
    expect(growthRate(points, 10)).toBeNull()
  })
})
