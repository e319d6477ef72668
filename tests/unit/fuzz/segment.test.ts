// Bad input against segment.ts (the contract is in contract.ts), and zero-length segments.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as core from '../../../src/core'
import { breach, keepsTheContract, v2 } from './contract'
import { CLOSEST, SEGMENTS } from './shapes'

const fn = (name: string) => (core as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!

describe('segment.ts', () => keepsTheContract(core, SEGMENTS))
describe('closest.ts and round.ts', () => keepsTheContract(core, CLOSEST))

describe('a zero-length segment throws a RangeError naming one of its ends', () => {
  const p = v2(3, 4)
  const q = v2(1e-300, -0)
  it.each<[string, unknown[], string[]]>([
    ['segmentNormal', [p, p], ['p1', 'p2']],
    ['segmentNormal', [q, { ...q }], ['p1', 'p2']],
    ['segmentIntersection', [p, p, v2(0, 0), v2(1, 1)], ['p0', 'p1']],
    ['segmentIntersection', [v2(0, 0), v2(1, 1), p, p], ['p2', 'p3']],
    ['segmentCrossing', [p, p, v2(0, 0), v2(1, 1)], ['p0', 'p1']],
    ['segmentCrossing', [v2(0, 0), v2(1, 1), p, p], ['p2', 'p3']],
    ['shadowWalls', [p, p, 1], ['w0', 'w1']],
    ['sweptCircleSegment', [{ p: v2(0, 0), d: v2(1, 1), r: 1 }, p, p], ['w0', 'w1']],
  ])('%s(%j)', (name, args, ends) => {
    const why = breach(() => fn(name)(...args), ends, args)
    // Returning is not throwing: breach allows it, so check that something was thrown first.
    expect(() => fn(name)(...args)).toThrow(RangeError)
    if (why !== null) expect.fail(`${name}(${fc.stringify(args)}) ${why}`)
  })
})
