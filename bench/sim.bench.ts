// The event-driven simulation (src/core/sim) on the gas of src/book/engineRace/gasScene.ts at N = 1,000, 10,000 and
// 100,000, against the plain grid-and-heap engine of reference-engine.ts and against matter.js,
// in one process. Prints the table and writes it to bench/results/engines.json, which chapter 11's
// widget reads at build time: `npm run bench -- sim`. For quick comparisons,
// `npm run bench -- sim --only ricochet,reference` skips matter.js and writes nothing.
// "Events" are contacts (ball-ball and ball-wall, what advance returns); cell crossings are not
// counted. Times are this process's CPU time, not wall-clock time: on a shared machine other
// processes' load would otherwise count against whichever engine happens to run while it peaks.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CollisionEvent, createWorld, type Simulation } from '../src/core/sim'
import { createNaiveWorld } from '../tests/unit/sim/naive-sim'
import type { EngineRow as Row } from '../src/book/engineRace/engineRow'
import { makeScene, overlaps, tunnels } from '../src/book/engineRace/gasScene'
import { cpuMs } from './cpu'
import { runMatter, type Scene } from './matter-scene'
import { ReferenceEngine } from './reference-engine'

const SIZES = [1_000, 10_000, 100_000]
/** matter.js takes ~10 CPU s per simulated second at N = 10,000, and far too long at 100,000. */
const MATTER_SECONDS: Record<number, number> = { 1000: 5, 10000: 1 }
/** `--only a,b`: matter.js runs only if listed (ricochet and the reference always run); all when absent. */
const onlyAt = process.argv.indexOf('--only')
const ONLY = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : null
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'engines.json')

type EngineRow = Row<'ricochet' | 'matter.js' | 'reference grid+heap'>

/** Contacts per CPU second, calling `step` (which returns its contacts) until `ms` have passed. */
function rate(step: () => number, ms: number): number {
  let events = 0
  const start = cpuMs()
  let elapsed = 0
  while (elapsed < ms) {
    events += step()
    elapsed = cpuMs() - start
  }
  return (events / elapsed) * 1000
}

/** CPU milliseconds per 60 Hz frame over `frames` frames. */
export function frameMs(advance: (dt: number) => unknown, frames: number): number {
  const start = cpuMs()
  for (let k = 0; k < frames; k++) advance(1 / 60)
  return (cpuMs() - start) / frames
}

function sameEvents(scene: Scene, count: number): boolean {
  const first = (world: Simulation) => {
    const events: CollisionEvent[] = []
    while (events.length < count) events.push(...world.advance(0.01))
    return events.slice(0, count)
  }
  const a = first(createWorld(scene))
  const b = first(createNaiveWorld(scene))
  return a.every((e, i) => {
    const f = b[i]!
    return e.time === f.time && e.kind === f.kind && e.a === f.a && e.b === f.b
  })
}

export const drift = (e0: number, e1: number) => Math.abs(e1 - e0) / e0

/** Simulated seconds before the event rate is measured: about 20 contacts per ball, the gas mixed. */
const SETTLE = 1

/**
 * The exact engines: frame time first (from the start), then the event rate once the gas has run
 * SETTLE simulated seconds, at every N alike (at 100k an event costs about half as much again in
 * the first tenth of a second), then soundness.
 */
function exactRows(scene: Scene): EngineRow[] {
  const n = scene.balls.length
  // About 20 contacts per ball per simulated second at this density and speed.
  const dt = 50 / n
  const frames = n >= 100_000 ? 6 : 60
  const measureMs = n >= 100_000 ? 3000 : 2000

  const world = createWorld(scene)
  const e0 = world.kineticEnergy()
  const ricochetFrame = frameMs((h) => world.advance(h), frames)
  while (world.time < SETTLE) world.advance(dt)
  rate(() => world.advance(dt).length, 300)
  const ricochetRate = rate(() => world.advance(dt).length, measureMs)
  const final = world.balls()

  const ref = new ReferenceEngine(scene)
  const r0 = ref.kineticEnergy()
  const refFrame = frameMs((h) => ref.advance(h), frames)
  while (ref.now < SETTLE) ref.advance(dt)
  rate(() => ref.advance(dt), 300)
  const refRate = rate(() => ref.advance(dt), measureMs)
  const refFinal = ref.balls()

  return [
    {
      engine: 'ricochet',
      n,
      eventsPerSecond: ricochetRate,
      msPerFrame: ricochetFrame,
      energyDrift: drift(e0, world.kineticEnergy()),
      tunnelled: tunnels(final, scene.box),
      overlapping: overlaps(final),
    },
    {
      engine: 'reference grid+heap',
      n,
      eventsPerSecond: refRate,
      msPerFrame: refFrame,
      energyDrift: drift(r0, ref.kineticEnergy()),
      tunnelled: tunnels(refFinal, scene.box),
      overlapping: overlaps(refFinal),
    },
  ]
}

function matterRow(scene: Scene, seconds: number): EngineRow {
  const m = runMatter(scene, seconds)
  return {
    engine: 'matter.js',
    n: scene.balls.length,
    eventsPerSecond: null,
    msPerFrame: m.cpuMs / (seconds * 60),
    energyDrift: drift(m.energyBefore, m.energyAfter),
    tunnelled: tunnels(m.final, scene.box),
    overlapping: overlaps(m.final),
  }
}

const fmt = (x: number | null, digits = 0) =>
  x === null ? '—' : x.toLocaleString('en-US', { maximumFractionDigits: digits })

export default async function simBench(): Promise<void> {
  const K = 2000
  console.log(
    `naive reference check: first ${K} events of an N = 100 gas identical (time, kind, a, b) to the grid engine: ${sameEvents(makeScene(100, 12345), K) ? 'yes' : 'NO'}`,
  )
  const rows: EngineRow[] = []
  for (const [k, n] of SIZES.entries()) {
    const scene = makeScene(n, 12346 + k)
    rows.push(...exactRows(scene))
    const seconds = MATTER_SECONDS[n]
    if (seconds !== undefined && (ONLY === null || ONLY.includes('matter')))
      rows.push(matterRow(scene, seconds))
  }

  console.log('\nthe gas: radius 8 px, 20 % area fraction, e = 1, frictionless; one core, CPU time')
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      N: fmt(r.n),
      'events per CPU s': fmt(r.eventsPerSecond),
      'µs per event': r.eventsPerSecond === null ? '—' : fmt(1e6 / r.eventsPerSecond, 2),
      'ms per 60 Hz frame': fmt(r.msPerFrame, 2),
      'energy drift': r.energyDrift.toExponential(2),
      tunnelled: r.tunnelled,
      'overlapping pairs': r.overlapping,
    })),
  )
  const cost = (n: number) => 1 / rows.find((r) => r.engine === 'ricochet' && r.n === n)!.eventsPerSecond!
  const growth = cost(100_000) / cost(1_000)
  console.log(
    `ricochet's cost per event grows ${growth.toFixed(2)}× from N = 1,000 to 100,000 (${growth <= 2 ? 'within' : 'OVER'} the 2× allowed)`,
  )
  const at = (engine: EngineRow['engine']) =>
    rows.find((r) => r.engine === engine && r.n === 10_000)!.eventsPerSecond!
  console.log(
    `at N = 10,000 ricochet runs ${(at('ricochet') / at('reference grid+heap')).toFixed(2)}× the reference's rate`,
  )

  if (ONLY !== null) return
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const machine = `${cpu}, ${os.cpus().length} cores, node ${process.version}, ${os.platform()} ${os.arch()}`
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  const round = (x: number | null, digits: number) => (x === null ? null : Number(x.toPrecision(digits)))
  const out = {
    machine,
    date: new Date().toISOString(),
    rows: rows.map((r) => ({
      ...r,
      eventsPerSecond: round(r.eventsPerSecond, 4),
      msPerFrame: round(r.msPerFrame, 4),
      energyDrift: round(r.energyDrift, 3),
    })),
  }
  fs.writeFileSync(RESULTS, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`)
}
