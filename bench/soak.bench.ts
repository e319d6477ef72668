// `npm run bench -- soak`: the engine left running, as a hostile reader would leave it. 1,000
// balls for 10 simulated minutes in four scenes (the gas of src/book/engineRace/gasScene.ts,
// elastic, e = 0.5 and e = 0.05, and a 60 % dense hexagonal pack at e = 0.05), advanced one 60 Hz
// frame at a time. Prints per scene: the contacts, the energy drift (end against start) and the
// largest rise from one second to the next, the momentum error against the impulses the walls
// gave (P(t) − P(0) − Σ wall impulses, over Σ m|v₀|), the overlaps an all-pairs grid check finds
// each simulated second, the NaN (non-finite) coordinates seen, the longest single advance
// (CPU time, as the scenes' times: other processes' load does not count) and how many calls
// stopped on their budget. A scene that takes more than CPU_LIMIT stops there and says how far it got.
import { type Ball, createWorld, type WorldOptions } from '../src/core/sim'
import { makeScene, overlaps, RADIUS } from '../src/book/engineRace/gasScene'
import { triangularLattice } from '../src/widgets/common/hardDiskGas'
import { cpuMs } from './cpu'

const N = 1000
const SECONDS = 600
const FPS = 60
/** CPU seconds a scene may take: past them it stops and the row says how far it got. */
const CPU_LIMIT = 120

/**
 * N = 40 × 25 balls on the triangular lattice chapter 12's gases start from, filling `fill` of its
 * box, moving at gas speeds in random directions.
 */
function densePack(fill: number, seed: number): WorldOptions {
  let s = seed
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647
  const { places, box } = triangularLattice(40, 25, fill, RADIUS)
  const balls: Ball[] = places.map((p) => {
    const angle = rnd() * 2 * Math.PI
    const speed = 240 + 480 * rnd()
    return { p, v: { x: speed * Math.cos(angle), y: speed * Math.sin(angle) }, r: RADIUS, m: 1 }
  })
  return { balls, box }
}

interface Row {
  scene: string
  contacts: number
  drift: number
  rise: number
  momentum: number
  overlaps: number
  nan: number
  longestMs: number
  budgetStops: number
  cpuS: number
  /** simulated seconds reached (SECONDS unless CPU_LIMIT struck) */
  reached: number
}

function soak(scene: string, opts: WorldOptions): Row {
  const start = cpuMs()
  const world = createWorld(opts)
  const e0 = world.kineticEnergy()
  const p0 = world.momentum()
  const scale = opts.balls.reduce((sum, b) => sum + b.m * Math.hypot(b.v.x, b.v.y), 0)
  let wallX = 0
  let wallY = 0
  let contacts = 0
  let longest = 0
  let stops = 0
  let found = 0
  let nan = 0
  let rise = 0
  let momentum = 0
  let last = e0
  for (let frame = 1; frame <= SECONDS * FPS; frame++) {
    const target = frame / FPS
    while (world.time < target) {
      const t0 = cpuMs()
      const events = world.advanceTo(target)
      longest = Math.max(longest, cpuMs() - t0)
      if (world.time < target) stops++
      contacts += events.length
      for (const e of events)
        if (e.kind === 'ball-wall') {
          wallX += e.impulse! * e.normal!.x
          wallY += e.impulse! * e.normal!.y
        }
    }
    if (frame % FPS !== 0) continue
    if (cpuMs() - start > CPU_LIMIT * 1000) break
    const balls = world.balls()
    for (const b of balls) for (const x of [b.p.x, b.p.y, b.v.x, b.v.y]) if (!Number.isFinite(x)) nan++
    found += overlaps(balls)
    const e = world.kineticEnergy()
    rise = Math.max(rise, (e - last) / e0)
    last = e
    const p = world.momentum()
    momentum = Math.max(momentum, Math.hypot(p.x - p0.x - wallX, p.y - p0.y - wallY) / scale)
  }
  return {
    scene,
    contacts,
    drift: (world.kineticEnergy() - e0) / e0,
    rise,
    momentum,
    overlaps: found,
    nan,
    longestMs: longest,
    budgetStops: stops,
    cpuS: (cpuMs() - start) / 1000,
    reached: world.time,
  }
}

const fmt = (x: number) => (x === 0 ? '0' : x.toExponential(1))

export default async function soakBench(): Promise<void> {
  const gas = makeScene(N, 12345)
  const pack = densePack(0.6, 12345)
  const scenes: [string, WorldOptions][] = [
    ['gas, elastic', gas],
    ['gas, e = 0.5', { ...gas, restitution: 0.5 }],
    ['gas, e = 0.05', { ...gas, restitution: 0.05 }],
    ['60 % pack, e = 0.05', { ...pack, restitution: 0.05 }],
  ]
  console.log(
    `${N} balls, ${SECONDS} simulated s (or ${CPU_LIMIT} CPU s), advanced per 1/${FPS} s frame; checks once a simulated second\n`,
  )
  console.log(
    '| scene | simulated s | contacts | energy drift | largest energy rise | momentum error | overlaps | NaN | longest advance | budget stops | CPU s |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const [name, opts] of scenes) {
    const r = soak(name, opts)
    console.log(
      `| ${r.scene} | ${r.reached.toFixed(0)} | ${r.contacts.toLocaleString('en')} | ${fmt(r.drift)} | ${fmt(r.rise)} | ${fmt(r.momentum)} | ${r.overlaps} | ${r.nan} | ${r.longestMs.toFixed(1)} ms | ${r.budgetStops} | ${r.cpuS.toFixed(0)} |`,
    )
  }
}
