// The event-driven simulation (src/core/sim) against the naive O(N)-per-event predictor and
// against matter.js, on the same scenes: N balls of radius 8 px at 20 % area fraction in a
// square box, placed at random without overlap, moving at 240–720 px/s (4–12 px per 60 Hz step:
// matter.js treats contacts closing slower than 2 px per step as resting, without restitution)
// in random directions.
// "Events" are contacts (ball-ball and ball-wall); the grid's cell crossings are not counted.
// Times are this process's CPU time, not wall-clock time: on a shared machine other processes'
// load would otherwise count against whichever engine happens to run while it peaks.
import { type Ball, type CollisionEvent, createWorld, type Simulation } from '../src/core/sim'
import type { Vec2 } from '../src/core/vec2'
import { runMatter, type Scene } from './matter-scene'
import { createNaiveWorld } from '../tests/unit/sim/naive-sim'

const RADIUS = 8
const FILL = 0.2
const SIZES = [100, 1_000, 10_000]

/** Points hashed into square cells `size` wide, to look only at the 3×3 cells around a point. */
class Cells {
  private readonly map = new Map<string, number[]>()
  constructor(private readonly size: number) {}

  private key(gx: number, gy: number): string {
    return `${gx},${gy}`
  }

  add(i: number, p: Vec2): void {
    const key = this.key(Math.floor(p.x / this.size), Math.floor(p.y / this.size))
    const list = this.map.get(key)
    if (list) list.push(i)
    else this.map.set(key, [i])
  }

  near(p: Vec2): number[] {
    const gx = Math.floor(p.x / this.size)
    const gy = Math.floor(p.y / this.size)
    const out: number[] = []
    for (let y = gy - 1; y <= gy + 1; y++)
      for (let x = gx - 1; x <= gx + 1; x++) out.push(...(this.map.get(this.key(x, y)) ?? []))
    return out
  }
}

/** Random sequential placement: candidates that overlap a ball already placed are dropped. */
function makeScene(n: number, seed: number): Scene {
  let s = seed
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647
  const side = Math.sqrt((n * Math.PI * RADIUS * RADIUS) / FILL)
  const cells = new Cells(2 * RADIUS)
  const balls: Ball[] = []
  while (balls.length < n) {
    const p = { x: RADIUS + rnd() * (side - 2 * RADIUS), y: RADIUS + rnd() * (side - 2 * RADIUS) }
    if (cells.near(p).some((k) => Math.hypot(balls[k]!.p.x - p.x, balls[k]!.p.y - p.y) < 2 * RADIUS)) continue
    cells.add(balls.length, p)
    const angle = rnd() * 2 * Math.PI
    const speed = 240 + 480 * rnd()
    balls.push({ p, v: { x: speed * Math.cos(angle), y: speed * Math.sin(angle) }, r: RADIUS, m: 1 })
  }
  return { balls, box: { min: { x: 0, y: 0 }, max: { x: side, y: side } } }
}

/** CPU milliseconds used by this process (user + system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Contacts per CPU second, advancing `dt` at a time until `ms` have passed or `maxEvents` are done. */
function rate(world: Simulation, dt: number, ms: number, maxEvents = Number.POSITIVE_INFINITY) {
  let events = 0
  const start = cpuMs()
  let elapsed = 0
  while (elapsed < ms && events < maxEvents) {
    events += world.advance(dt).length
    elapsed = cpuMs() - start
  }
  return { events, perSecond: (events / elapsed) * 1000 }
}

/** Pairs closer than (r1 + r2)(1 − 1e-9). */
function overlaps(final: readonly { p: Vec2; r: number }[]): number {
  const cells = new Cells(2 * Math.max(...final.map((b) => b.r)))
  final.forEach((b, i) => {
    cells.add(i, b.p)
  })
  let count = 0
  final.forEach((a, i) => {
    for (const j of cells.near(a.p)) {
      const b = final[j]!
      if (j > i && Math.hypot(b.p.x - a.p.x, b.p.y - a.p.y) < (a.r + b.r) * (1 - 1e-9)) count++
    }
  })
  return count
}

/** Balls whose centre has left the box. */
function tunnels(final: readonly { p: Vec2 }[], box: Scene['box']): number {
  return final.filter((b) => b.p.x < box.min.x || b.p.x > box.max.x || b.p.y < box.min.y || b.p.y > box.max.y)
    .length
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

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits })

export default async function simBench(): Promise<void> {
  const scenes = SIZES.map((n, k) => makeScene(n, 12345 + k))

  const K = 2000
  console.log(
    `naive reference check: first ${K} events of the N = 100 scene identical (time, kind, a, b) to the grid engine: ${sameEvents(scenes[0]!, K) ? 'yes' : 'NO'}`,
  )

  const rows = scenes.map((scene) => {
    const n = scene.balls.length
    // About 20 contacts per ball per simulated second at this density and speed.
    const dt = 50 / n
    const fastWorld = createWorld(scene)
    rate(fastWorld, dt, 500)
    const fast = rate(fastWorld, dt, 3000)
    const naiveWorld = createNaiveWorld(scene)
    rate(naiveWorld, dt, 300, n >= 10_000 ? 500 : Number.POSITIVE_INFINITY)
    const naive = rate(naiveWorld, dt / 10, 4000, n >= 10_000 ? 20_000 : Number.POSITIVE_INFINITY)
    return {
      N: fmt(n),
      'grid events per CPU s': fmt(fast.perSecond),
      'grid events timed': fmt(fast.events),
      'naive events per CPU s': fmt(naive.perSecond),
      'naive events timed': fmt(naive.events),
      'grid / naive': `${fmt(fast.perSecond / naive.perSecond, 1)}x`,
    }
  })
  console.log('\ncontacts per CPU second, e = 1 (one core)')
  console.table(rows)

  const versus: Record<string, string>[] = []
  for (const scene of scenes) {
    const n = scene.balls.length
    // matter.js needs ~10 s of CPU time per simulated second at N = 10,000: simulate 1 s there.
    const matterSeconds = n >= 10_000 ? 1 : 10
    const m = runMatter(scene, matterSeconds)
    versus.push({
      engine: 'matter.js 60 Hz',
      N: fmt(n),
      'simulated s': String(matterSeconds),
      'CPU ms per simulated s': fmt(m.cpuMs / matterSeconds, 1),
      'energy drift': (Math.abs(m.energyAfter - m.energyBefore) / m.energyBefore).toExponential(2),
      tunnelled: String(tunnels(m.final, scene.box)),
      'overlapping pairs': String(overlaps(m.final)),
    })
    const world = createWorld(scene)
    const e0 = world.kineticEnergy()
    const start = cpuMs()
    for (let k = 0; k < 600; k++) world.advance(1 / 60)
    const ms = cpuMs() - start
    versus.push({
      engine: 'ricochet events',
      N: fmt(n),
      'simulated s': '10',
      'CPU ms per simulated s': fmt(ms / 10, 1),
      'energy drift': (Math.abs(world.kineticEnergy() - e0) / e0).toExponential(2),
      tunnelled: String(tunnels(world.balls(), scene.box)),
      'overlapping pairs': String(overlaps(world.balls())),
    })
  }
  console.log('\nagainst matter.js (restitution 1, frictionless, radius 8 px, 20 % area fraction)')
  console.table(versus)
}
