// Browser costs of every widget in dist/widgets.json (build first: `npx vite build`; DIST=<dir>
// measures another build, WIDGETS=<id>,<id> only those widgets, FREE_DRAG=1 drags with Alt held):
//  1. script ms per pointer move while dragging the first handle: a Chromium performance trace
//     of the drag, the union of the intervals in which the main thread runs JavaScript, divided
//     by the number of moves; budget: well under 4 ms;
//  2. the gzipped JavaScript one embed of the widget loads, from the chunk graph in
//     dist/.vite/manifest.json with the workers its chunks start (a worker is no import, so the
//     manifest leaves it out: found by its `new URL(…, import.meta.url)` in the chunk's text, with
//     every chunk the worker imports) and, as a check, from the requests the page actually makes
//     (the workers' included); budget 120 KB. Both ways of embedding: the iframe (embed.html) and the <ricochet-widget>
//     element (ricochet-widget.js, the loader included, on a page holding only that element).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Browser } from 'playwright-core'
import { launch, serveDist } from '../tests/browser/harness'

const dist = path.resolve(process.env.DIST ?? 'dist')
const MOVES = 120
const DRAG_BUDGET_MS = 4
const BYTES_BUDGET = 120 * 1024

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
  src?: string
}
type Manifest = Record<string, ManifestChunk>

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
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

/** Total ms covered by the main thread's JS events, nested and overlapping ones merged. */
export function scriptMs(events: TraceEvent[]): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const intervals = events
    .filter(
      (e) => e.ph === 'X' && JS_EVENTS.has(e.name) && (!main || (e.pid === main.pid && e.tid === main.tid)),
    )
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
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

async function dragCost(browser: Browser, url: string): Promise<number | null> {
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
  return scriptMs(events) / MOVES
}

const ENTRIES = { iframe: 'embed.html', element: 'src/embed/element.tsx' } as const
type Way = keyof typeof ENTRIES

/** Every chunk a widget's embed loads: the entry and the widget's view, with their static imports (the element fetches its CSS as .css files, not counted here). */
function embedChunks(manifest: Manifest, widgetId: string, way: Way): string[] {
  const view = Object.keys(manifest).find(
    (k) =>
      k.startsWith(`src/widgets/${widgetId}/`) && k.endsWith('Widget.tsx') && manifest[k]!.isDynamicEntry,
  )
  if (!view) throw new Error(`no chunk for the view of ${widgetId} in the manifest`)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const i of manifest[key]?.imports ?? []) visit(i)
  }
  visit(ENTRIES[way])
  visit(view)
  // The iframe names its document after the widget's meta, which it loads beside the view.
  if (way === 'iframe' && manifest[`src/widgets/${widgetId}/meta.ts`])
    visit(`src/widgets/${widgetId}/meta.ts`)
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'))
}

/** A worker's file named in a chunk: `new Worker(new URL(\`name.js\`, import.meta.url))`. */
const WORKER_URL =
  /new Worker\(new URL\(new URL\(`([^`]+\.js)`,import\.meta\.url\)|new Worker\(new URL\(`([^`]+\.js)`,import\.meta\.url\)/g
/** A module a worker imports, at once or later: `from"./x.js"`, `import("./x.js")`, `import(\`./x.js\`)`. */
const WORKER_IMPORT = /(?:from\s*|import\s*\(\s*)["'`]\.\/([^"'`]+\.js)["'`]/g

/**
 * The workers the chunks start, and every chunk those workers import (statically or on demand):
 * files in dist/assets, beside the chunks that name them.
 */
function workerFiles(chunks: readonly string[]): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file) || !fs.existsSync(path.join(dist, file))) return
    found.add(file)
    const text = fs.readFileSync(path.join(dist, file), 'utf8')
    for (const m of text.matchAll(WORKER_IMPORT)) visit(path.posix.join(path.posix.dirname(file), m[1]!))
  }
  for (const chunk of chunks) {
    const text = fs.readFileSync(path.join(dist, chunk), 'utf8')
    for (const m of text.matchAll(WORKER_URL))
      visit(path.posix.join(path.posix.dirname(chunk), (m[1] ?? m[2])!))
  }
  return [...found].filter((f) => !chunks.includes(f))
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

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
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const server = await serveDist()
  const browser = await launch()
  const rows: string[][] = []
  try {
    for (const { id } of widgets) {
      const url = `${server.base}/embed.html?w=${encodeURIComponent(id)}`
      let perMove: number | null
      try {
        perMove = await dragCost(browser, url)
      } catch (e) {
        rows.push([id, `failed: ${(e as Error).message.split('\n')[0]}`, 'OVER', '', '', '', ''])
        continue
      }

      const row = [id, perMove === null ? 'no handle' : perMove.toFixed(2)]
      row.push(perMove !== null && perMove < DRAG_BUDGET_MS ? 'ok' : 'OVER')
      let within = true
      const unplanned: string[] = []
      for (const way of ['iframe', 'element'] as const) {
        const chunks = embedChunks(manifest, id, way)
        const workers = workerFiles(chunks)
        const planned = [...chunks, ...workers]
        const plannedBytes = planned.reduce((s, f) => s + gzipSize(f), 0)
        const workerBytes = workers.reduce((s, f) => s + gzipSize(f), 0)
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
        await page.close()
        const loadedBytes = [...loaded].reduce((s, f) => s + gzipSize(f), 0)
        unplanned.push(...[...loaded].filter((f) => !planned.includes(f)))
        within &&= plannedBytes <= BYTES_BUDGET && loadedBytes <= BYTES_BUDGET
        row.push(
          `${kb(plannedBytes)}${workers.length ? ` (workers ${kb(workerBytes)})` : ''} / ${kb(loadedBytes)} (${loaded.size})`,
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
