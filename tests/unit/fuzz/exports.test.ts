// No core export escapes the bad-input contract: shapes.ts describes every function that
// src/core/index.ts exports (createWorld has sim.test.ts; restoreWorld, which reads a snapshot,
// tests/unit/sim/history.test.ts; queuedEvents, which reads one too, src/core/sim/queued.test.ts;
// the SteppedEngine class, src/core/stepped.test.ts; createStickWorld has stick.test.ts and
// restoreStickWorld src/core/stick/world.test.ts), and nothing that it no longer exports.
import { expect, it } from 'vitest'
import * as core from '../../../src/core'
import { functionsOf } from './contract'
import { CORE_SHAPES } from './shapes'

it('shapes.ts describes every function src/core exports, and nothing else', () => {
  const exported = functionsOf(core)
  expect(exported.length).toBeGreaterThan(0)
  const described = new Set([
    ...Object.keys(CORE_SHAPES),
    'createWorld',
    'restoreWorld',
    'queuedEvents',
    'SteppedEngine',
    'createStickWorld',
    'restoreStickWorld',
  ])
  expect(
    exported.filter((n) => !described.has(n)),
    'exported from src/core but missing from tests/unit/fuzz/shapes.ts: add its parameters',
  ).toEqual([])
  expect(
    Object.keys(CORE_SHAPES).filter((n) => !exported.includes(n)),
    'in shapes.ts but no longer exported',
  ).toEqual([])
})
