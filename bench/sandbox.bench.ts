// The sandbox (chapter 10) while it runs: main-thread script time per frame at 1,000 and 10,000
// balls, from a Chromium performance trace of a few seconds of play. The trace is cut into
// 1/60 s windows (one frame each at 60 Hz) and the main thread's JavaScript in each window is
// summed; budget: p95 under 8 ms at 10,000 balls. The engine itself runs in a worker and is not
// counted; the contacts per second it delivered are printed beside. Build first (DIST=<dir>).
// Then, in this process, the same two scenes on the exact engine, on the sandbox's frame-stepped
// engine and on matter.js: CPU ms per 1/60 s frame, energy drift, balls out of the box, overlapping pairs.
import fs from 'node:fs'
import path from 'node:path'
import { createWorld } from '../src/core/sim'
import { defaultState } from '../src/kit/hashState'
import { type SceneId, schema } from '../src/widgets/sandbox/meta'
import { type Setup, setupOf, worldOptions } from '../src/widgets/sandbox/model'
import { SteppedEngine } from '../src/widgets/sandbox/engine/steppedEngine'
import { launch, serveDist } from '../tests/browser/harness'
import { JS_EVENTS, type TraceEvent } from './browser.bench'
import { overlaps, tunnels } from '../src/book/engineRace/gasScene'
import { runMatter } from './matter-scene'
import { drift, frameMs } from './sim.bench'

const dist = path.resolve(process.env.DIST ?? 'dist')
const TRACE_MS = 4000
const FRAME_MS = 1000 / 60
const P95_BUDGET_MS = 8

/** Script ms of the main thread in each 1/60 s window of the trace (nested events merged). */
function perFrame(events: TraceEvent[]): number[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const spans = events
    .filter(
      (e) => e.ph === 'X' && JS_EVENTS.has(e.name) && (!main || (e.pid === main.pid && e.tid === main.tid)),
    )
    .map((e) => [e.ts / 1000, (e.ts + (e.dur ?? 0)) / 1000] as [number, number])
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const s of spans) {
    const last = merged[merged.length - 1]
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1])
    else merged.push([...s])
  }
  let t0 = Number.POSITIVE_INFINITY
  let t1 = Number.NEGATIVE_INFINITY
  for (const e of events)
    if (e.ts > 0) {
      t0 = Math.min(t0, e.ts / 1000)
      t1 = Math.max(t1, e.ts / 1000)
    }
  const frames = new Array<number>(Math.max(1, Math.ceil((t1 - t0) / FRAME_MS))).fill(0)
  for (const [a, b] of merged) {
    const last = Math.min(frames.length - 1, Math.floor((b - t0) / FRAME_MS))
    for (let k = Math.max(0, Math.floor((a - t0) / FRAME_MS)); k <= last; k++) {
      const overlap = Math.min(b, t0 + (k + 1) * FRAME_MS) - Math.max(a, t0 + k * FRAME_MS)
      if (overlap > 0) frames[k]! += overlap
    }
  }
  return frames
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

/** Simulated seconds per engine and scene (matter.js needs several CPU seconds per simulated one at 10,000). */
const ENGINE_SECONDS: Record<string, number> = { 'gas-1000': 5, 'gas-10000': 1 }
/**
 * matter.js lengths are pixels and it lets contacts closing slower than 2 px per step rest without
 * a bounce: at this scale that is 0.12 units/s, far below the gases' speeds, so its contacts bounce.
 */
const MATTER_PX = 1000

interface EngineRow {
  engine: string
  scene: string
  msPerFrame: number
  energyDrift: number
  outOfBox: number
  overlapping: number
}

/** The exact engine, the frame-stepped one (1/60 s) and matter.js on one set-up, one after the other. */
function engineRows(scene: SceneId, setup: Setup): EngineRow[] {
  const seconds = ENGINE_SECONDS[scene]!
  const frames = Math.round(seconds * 60)
  const row = (
    engine: string,
    ms: number,
    e0: number,
    e1: number,
    final: { p: { x: number; y: number }; r: number }[],
    box = setup.box,
  ) => ({
    engine,
    scene,
    msPerFrame: ms,
    energyDrift: drift(e0, e1),
    outOfBox: tunnels(final, box),
    overlapping: overlaps(final),
  })
  const world = createWorld(worldOptions(setup))
  const w0 = world.kineticEnergy()
  const wMs = frameMs((dt) => world.advance(dt), frames)
  const exact = row('ricochet (exact)', wMs, w0, world.kineticEnergy(), [...world.balls()])

  const stepped = new SteppedEngine(setup, 1 / 60)
  const energy = (st: Float64Array) => {
    let e = 0
    setup.balls.forEach((b, i) => {
      e += 0.5 * b.m * (st[4 * i + 2]! ** 2 + st[4 * i + 3]! ** 2)
    })
    return e
  }
  const s0 = energy(stepped.state())
  const sMs = frameMs(() => stepped.step(), frames)
  const st = stepped.state()
  const sFinal = setup.balls.map((b, i) => ({ p: { x: st[4 * i]!, y: st[4 * i + 1]! }, r: b.r }))
  const framed = row('frame stepping 1/60 s', sMs, s0, energy(st), sFinal)

  const k = MATTER_PX
  const scaled = (p: { x: number; y: number }) => ({ x: k * p.x, y: k * p.y })
  const box = { min: scaled(setup.box.min), max: scaled(setup.box.max) }
  const m = runMatter(
    { balls: setup.balls.map((b) => ({ p: scaled(b.p), v: scaled(b.v), r: k * b.r, m: b.m })), box },
    seconds,
  )
  const matter = row('matter.js', m.cpuMs / frames, m.energyBefore, m.energyAfter, m.final, box)
  return [exact, framed, matter]
}

export default async function sandboxBench(): Promise<void> {
  const engines = (['gas-1000', 'gas-10000'] as const).flatMap((id) =>
    engineRows(id, setupOf({ ...defaultState(schema), scene: id })),
  )
  console.log("the sandbox's gases in this process, one core, CPU ms per 1/60 s frame")
  console.table(
    engines.map((r) => ({
      scene: r.scene,
      engine: r.engine,
      'ms per frame': r.msPerFrame.toFixed(2),
      'energy drift': r.energyDrift.toExponential(2),
      'out of the box': r.outOfBox,
      'overlapping pairs': r.overlapping,
    })),
  )
  if (!fs.existsSync(path.join(dist, 'widgets.json'))) {
    console.log('dist/ is missing: build first with `npx vite build`, then run `npm run bench -- sandbox`.')
    return
  }
  const server = await serveDist()
  const browser = await launch()
  const rows: string[] = []
  try {
    for (const scene of ['gas-1000', 'gas-10000']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${server.base}/embed.html?w=sandbox#scene=${scene}&play=1`)
      const time = page.locator('[data-widget="sandbox"] output[data-quantity="time"]')
      const events = page.locator('[data-widget="sandbox"] output[data-quantity="events"]')
      // Warmed up: the worker has built the world and delivered frames.
      await page.waitForFunction(
        () =>
          Number(document.querySelector('output[data-quantity="time"]')?.getAttribute('data-value')) > 0.3,
        undefined,
        { timeout: 60_000 },
      )
      const cdp = await page.context().newCDPSession(page)
      const trace: TraceEvent[] = []
      cdp.on('Tracing.dataCollected', (d) => trace.push(...(d.value as unknown as TraceEvent[])))
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      const [t0, e0] = [
        Number(await time.getAttribute('data-value')),
        Number(await events.getAttribute('data-value')),
      ]
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,toplevel',
        transferMode: 'ReportEvents',
      })
      await page.waitForTimeout(TRACE_MS)
      await cdp.send('Tracing.end')
      await done
      const [t1, e1] = [
        Number(await time.getAttribute('data-value')),
        Number(await events.getAttribute('data-value')),
      ]
      await page.close()
      const frames = perFrame(trace)
      const p50 = quantile(frames, 0.5)
      const p95 = quantile(frames, 0.95)
      const verdict = scene === 'gas-10000' ? (p95 < P95_BUDGET_MS ? 'ok' : 'OVER') : ''
      rows.push(
        `${scene.padEnd(10)} | ${p50.toFixed(2).padStart(6)} | ${p95.toFixed(2).padStart(6)} | ${String(frames.length).padStart(6)} | ${((t1 - t0) / (TRACE_MS / 1000)).toFixed(2).padStart(9)} | ${Math.round(
          (e1 - e0) / (TRACE_MS / 1000),
        )
          .toLocaleString('en')
          .padStart(10)} | ${verdict}`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }
  console.log(
    `main-thread script ms per 1/60 s frame while playing (budget p95 < ${P95_BUDGET_MS} ms at 10,000 balls)`,
  )
  console.log('scene      | median |    p95 | frames | sim s / s | contacts/s |')
  for (const r of rows) console.log(r)
}
