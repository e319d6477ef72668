// Browser costs of every widget in dist/widgets.json (build first: `npx vite build`; DIST=<dir>
// measures another build, WIDGETS=<id>,<id> only those widgets, FREE_DRAG=1 drags with Alt held):
//  1. script ms per pointer move while dragging the first handle: a Chromium performance trace
//     of the drag, the union of the intervals in which the main thread runs JavaScript, divided
//     by the number of moves; budget: well under 4 ms;
//  2. the gzipped JavaScript one embed of the widget loads as it opens, from the chunk graph with
//     the workers its chunks start (embedSize.ts's embedLoad, the definition the budget's test,
//     tests/browser/embed-budget.test.ts, holds every build to) and, as a check, from the requests
//     the page actually makes until the network is idle (the workers' included); budget 120 KB for
//     both. Both ways of embedding: the iframe (embed.html) and the <ricochet-widget> element
//     (ricochet-widget.js, the loader included, on a page holding only that element).
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { launch, serveDist } from '../tests/browser/harness'
import { BYTES_BUDGET, embedLoad, gzipSize, kb, readManifest } from './embedSize'

const dist = path.resolve(process.env.DIST ?? 'dist')
const MOVES = 120
const DRAG_BUDGET_MS = 4

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** the thread's own clock (CPU time): start and duration */
  tts?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

export const JS_EVENTS = new Set([
  'EventDispatch',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'V8.Execute',
  'EvaluateScript',
])

/**
 * Total ms covered by the main thread's JS events, nested and overlapping ones merged: on the wall
 * clock, or on the thread's own (`thread`: CPU time, which leaves out the time the thread waited
 * for a core, so a loaded machine inflates it far less).
 */
export function scriptMs(events: TraceEvent[], clock: 'wall' | 'thread' = 'wall'): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const intervals = events
    .filter(
      (e) => e.ph === 'X' && JS_EVENTS.has(e.name) && (!main || (e.pid === main.pid && e.tid === main.tid)),
    )
    .map((e) =>
      clock === 'wall'
        ? ([e.ts, e.ts + (e.dur ?? 0)] as const)
        : ([e.tts ?? 0, (e.tts ?? 0) + (e.tdur ?? 0)] as const),
    )
    .sort((a, b) => a[0] - b[0])
  let total = 0
  let start = -1
  let end = -1
  for (const [a, b] of intervals) {
    if (a > end) {
      total += end - start
      start = a
      end = b
    } else end = Math.max(end, b)
  }
  total += end - start
  return total / 1000
}

/** Script ms per move, on the wall clock and on the main thread's own (CPU). */
async function dragCost(browser: Browser, url: string): Promise<{ wall: number; cpu: number } | null> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  await page.goto(url, { waitUntil: 'networkidle' })
  const handle = await page.waitForSelector('[tabindex="0"][aria-label]', { timeout: 10_000 })
  await page.waitForTimeout(300)
  const box = await handle.boundingBox()
  if (!box) return null
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,toplevel', transferMode: 'ReportEvents' })
  const x0 = box.x + box.width / 2
  const y0 = box.y + box.height / 2
  await page.mouse.move(x0, y0)
  // FREE_DRAG=1 holds Alt: the handle follows the pointer off its grid, every move a new state
  // (compares builds with and without the drag's grid on the same work).
  if (process.env.FREE_DRAG === '1') await page.keyboard.down('Alt')
  await page.mouse.down()
  // A loop 120 px wide and 80 px tall: the handle travels, so every move really changes the figure.
  for (let i = 1; i <= MOVES; i++) {
    const a = (i / MOVES) * Math.PI * 2
    await page.mouse.move(x0 + 60 * Math.sin(a), y0 + 40 * (1 - Math.cos(a)))
  }
  await page.mouse.up()
  if (process.env.FREE_DRAG === '1') await page.keyboard.up('Alt')
  await page.waitForTimeout(200)
  await cdp.send('Tracing.end')
  await done
  await page.close()
  return { wall: scriptMs(events) / MOVES, cpu: scriptMs(events, 'thread') / MOVES }
}

export default async function browserBench(): Promise<void> {
  const list = path.join(dist, 'widgets.json')
  if (!fs.existsSync(list)) {
    console.log(
      'dist/widgets.json is missing: build first with `npx vite build`, then run `npm run bench -- browser`.',
    )
    return
  }
  // WIDGETS=a,b measures only those (a paired before/after run of the figures a change touches).
  const only = process.env.WIDGETS?.split(',')
  const widgets = (JSON.parse(fs.readFileSync(list, 'utf8')) as { id: string }[]).filter(
    (w) => !only || only.includes(w.id),
  )
  const manifest = readManifest(dist)
  const server = await serveDist()
  const browser = await launch()
  const rows: string[][] = []
  try {
    for (const { id } of widgets) {
      const url = `${server.base}/embed.html?w=${encodeURIComponent(id)}`
      let perMove: { wall: number; cpu: number } | null
      try {
        perMove = await dragCost(browser, url)
      } catch (e) {
        rows.push([id, `failed: ${(e as Error).message.split('\n')[0]}`, '', 'OVER', '', '', '', ''])
        continue
      }

      // Judged on the CPU time: on a quiet machine the two agree; on this shared one the wall clock
      // also counts the moves the thread waited for a core (bench/NOTES.md).
      const row =
        perMove === null
          ? [id, 'no handle', '', 'OVER']
          : [
              id,
              perMove.wall.toFixed(2),
              perMove.cpu.toFixed(2),
              perMove.cpu < DRAG_BUDGET_MS ? 'ok' : 'OVER',
            ]
      let within = true
      const unplanned: string[] = []
      for (const way of ['iframe', 'element'] as const) {
        const {
          chunks,
          workers,
          later,
          bytes: plannedBytes,
          workerBytes,
          laterBytes,
        } = embedLoad(dist, manifest, id, way)
        const planned = [...chunks, ...workers]
        const page = await browser.newPage()
        const loaded = new Set<string>()
        const note = (url: string) => {
          const p = new URL(url).pathname.slice(1)
          if (p.endsWith('.js')) loaded.add(p)
        }
        page.on('request', (r) => note(r.url()))
        // A worker's own script and its imports are its requests, not the page's.
        page.on('worker', (w) => {
          note(w.url())
        })
        if (way === 'iframe') await page.goto(url, { waitUntil: 'networkidle' })
        else {
          // A host page holding only the element, as a blogger's would.
          const host = `${server.base}/bench-element.html`
          await page.route(host, (r) =>
            r.fulfill({
              contentType: 'text/html',
              body: `<!doctype html><script type="module" src="/ricochet-widget.js"></script><ricochet-widget name="${id}"></ricochet-widget>`,
            }),
          )
          await page.goto(host, { waitUntil: 'networkidle' })
        }
        // Counted once the figure is drawn: on a loaded machine the network can idle for half a
        // second while the frame chunk runs, before the widget's own code is asked for.
        await page.waitForSelector(`[data-widget="${id}"]`)
        await page.waitForLoadState('networkidle')
        await page.close()
        const loadedBytes = [...loaded].reduce((s, f) => s + gzipSize(dist, f), 0)
        unplanned.push(...[...loaded].filter((f) => !planned.includes(f)))
        within &&= plannedBytes <= BYTES_BUDGET && loadedBytes <= BYTES_BUDGET
        row.push(
          `${kb(plannedBytes)}${workers.length ? ` (workers ${kb(workerBytes)})` : ''}${later.length ? ` (+ ${kb(laterBytes)} on demand)` : ''} / ${kb(loadedBytes)} (${loaded.size})`,
        )
      }
      rows.push([...row, within ? 'ok' : 'OVER', unplanned.length ? unplanned.join(' ') : '-'])
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const head = [
    'widget',
    'script ms/move',
    'CPU ms/move',
    `< ${DRAG_BUDGET_MS} ms`,
    'iframe JS gzip: graph with workers / loaded (files)',
    'element JS gzip: graph with workers / loaded (files)',
    '<= 120 KB',
    'loaded but not in graph',
  ]
  console.log(`| ${head.join(' | ')} |`)
  console.log(`|${head.map(() => '---').join('|')}|`)
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
}
