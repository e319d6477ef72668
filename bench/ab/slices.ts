// The measuring loop of engine-ab.ts, bundled with the engines it compares (see there).
import { makeScene } from '../../src/book/engineRace/gasScene'
import type { Simulation, WorldOptions } from '../../src/core/sim'
import { cpuMs } from '../cpu'

/** The middle of `xs` (the mean of the two middle ones for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** The quartiles' spread of `xs` as [lower, upper] (medians of the lower and upper halves). */
export function quartiles(xs: readonly number[]): [number, number] {
  const s = [...xs].sort((a, b) => a - b)
  const half = s.length >> 1
  return [median(s.slice(0, half)), median(s.slice(s.length - half))]
}

/**
 * Advances one world per engine on the same gas, first to `warm` simulated seconds, then in
 * rounds: in each round every engine runs one slice of `sliceMs` CPU milliseconds, one after
 * the other, each round starting with the next engine. A slice's cost is its CPU µs per
 * contact; each engine's cost in a round is divided by the first engine's in the same round, so
 * whatever else the machine did in those few hundred milliseconds falls on both sides of the
 * ratio. Prints, per engine, the median cost and the median ratio with its quartiles: the
 * second engine, a copy of the first, shows how far apart two identical engines measure.
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
  const cost = worlds.map(() => [] as number[])
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < worlds.length; j++) {
      const k = (r + j) % worlds.length
      const start = cpuMs()
      let c = 0
      while (cpuMs() - start < sliceMs) c += worlds[k]!.advance(dt).length
      cost[k]!.push((1000 * (cpuMs() - start)) / c)
    }
  }
  const ratios = cost.map((ks) => ks.map((x, r) => x / cost[0]![r]!))
  console.log(`N = ${n.toLocaleString('en-US')}, ${rounds} rounds of ${sliceMs} ms slices per engine:`)
  engines.forEach((e, k) => {
    const [lo, hi] = quartiles(ratios[k]!)
    const ratio =
      k === 0
        ? ''
        : `, ÷ ${engines[0]!.name} in the same round ${median(ratios[k]!).toFixed(3)} (quartiles ${lo.toFixed(3)}–${hi.toFixed(3)}, range ${Math.min(...ratios[k]!).toFixed(3)}–${Math.max(...ratios[k]!).toFixed(3)})`
    console.log(`  ${e.name}: ${median(cost[k]!).toFixed(3)} µs per contact${ratio}`)
  })
}
