// The simulation's hit-or-miss decision (contactDelay, src/core/sim/predict.ts) against exact
// rational arithmetic at generated near-grazes, where the float discriminant's sign is often
// wrong (Chapter 11).
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { contactDelay } from '../../src/core/sim/predict'
import { nudge } from './exactHarness'
import { Q } from './rational'

/** The sign of a·R² − (d × w)² for the doubles given, exactly. */
function exactDiscSign(dx: number, dy: number, wx: number, wy: number, R: number): number {
  const [qdx, qdy, qwx, qwy, qR] = [dx, dy, wx, wy, R].map(Q.of) as [Q, Q, Q, Q, Q]
  const cross = qdx.mul(qwy).sub(qdy.mul(qwx))
  return qwx.mul(qwx).add(qwy.mul(qwy)).mul(qR).mul(qR).sub(cross.mul(cross)).sign()
}

it('decides every near-graze as the exact discriminant does, where floats get it wrong', () => {
  const coord = fc.double({ min: 0.5, max: 20, noNaN: true })
  let floatWrong = 0
  let hits = 0
  for (const [dx, dy, speed, lean] of fc.sample(
    fc.tuple(coord, coord, coord, fc.double({ min: -0.9, max: 0.9, noNaN: true })),
    300,
  )) {
    // Coming back toward A, aimed beside it: R is the distance at closest approach, rounded, then
    // each double within a few ulps of it.
    const wx = -speed * (dx - lean * dy)
    const wy = -speed * (dy + lean * dx)
    let R = Math.abs(dx * wy - dy * wx) / Math.hypot(wx, wy)
    for (let k = 0; k < 4; k++) R = nudge(R, -1)
    for (let k = 0; k < 9; k++, R = nudge(R, 1)) {
      const exact = exactDiscSign(dx, dy, wx, wy, R)
      const cross = dx * wy - dy * wx
      if (Math.sign((wx * wx + wy * wy) * R * R - cross * cross) !== exact) floatWrong++
      const t = contactDelay(dx, dy, wx, wy, R)
      expect(Number.isFinite(t), `d = (${dx}, ${dy}), w = (${wx}, ${wy}), R = ${R}`).toBe(exact >= 0)
      if (exact >= 0) hits++
    }
  }
  // The test means something only if floats did err, and both answers occurred.
  expect(floatWrong).toBeGreaterThan(0)
  expect(hits).toBeGreaterThan(0)
})
