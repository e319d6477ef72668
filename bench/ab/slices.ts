// The measuring loop of engine-ab.ts, bundled with the engines it compares (see there).
import { makeScene } from '../../src/book/engineRace/gasScene'
import type { Simulation, WorldOptions } from '../../src/core/sim'
import { cpuMs } from '../cpu'

/**
 * Advances one world per engine on the same gas, first to `warm` simulated seconds, then in
 * slices of `sliceMs` CPU milliseconds taken in turn, so that whatever else the machine does
 * falls on every engine alike; prints each engine's CPU µs per contact.
 */
export function slices(
  engines: { name: string; create: (opts: WorldOptions) => Simulation }[],
  n: number,
  rounds: number,
  warm = 1,
  sliceMs = 200,
): void {
  const scene = makeScene(n, 12346)
  const worlds = engines.map((e) => e.create(scene))
  // About 1,000 contacts per call at any N (20 per ball per simulated second).
  const dt = 50 / n
  for (const w of worlds) while (w.time < warm) w.advance(dt)
  const contacts = worlds.map(() => 0)
  const ms = worlds.map(() => 0)
  // Each round starts with the next engine, so that none always follows the same one.
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < worlds.length; j++) {
      const k = (r + j) % worlds.length
      const start = cpuMs()
      let c = 0
      while (cpuMs() - start < sliceMs) c += worlds[k]!.advance(dt).length
      contacts[k]! += c
      ms[k]! += cpuMs() - start
    }
  }
  const cells = engines.map((e, k) => `${e.name} ${((1000 * ms[k]!) / contacts[k]!).toFixed(2)}`)
  console.log(`N = ${n.toLocaleString('en-US')}, µs per contact: ${cells.join(', ')}`)
}
