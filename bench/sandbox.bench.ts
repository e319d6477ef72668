// The sandbox (chapter 10) while it runs: main-thread script time per frame at 1,000 and 10,000
// balls, from a Chromium performance trace of a few seconds of play. The trace is cut into
// 1/60 s windows (one frame each at 60 Hz) and the main thread's JavaScript in each window is
// summed; budget: p95 under 8 ms at 10,000 balls. The engine itself runs in a worker and is not
// counted; the contacts per second it delivered are printed beside. Build first (DIST=<dir>).
import fs from 'node:fs'
import path from 'node:path'
import { launch, serveDist } from '../tests/browser/harness'
import { JS_EVENTS, type TraceEvent } from './browser.bench'

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

export default async function sandboxBench(): Promise<void> {
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
