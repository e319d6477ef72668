// Script time per frame while the reader turns chapter 9's 3D figure (ball-vs-sphere): a
// Chromium trace of a drag on the stage's empty space, which re-projects and re-sorts the whole
// scene on every move, divided by the moves. (Dragging a handle is measured for every widget
// by browser.bench.ts.) Build first; DIST=<dir> measures another build. Budget: well under 4 ms.
import fs from 'node:fs'
import path from 'node:path'
import { launch, serveDist } from '../tests/browser/harness'
import { type TraceEvent, scriptMs } from './browser.bench'

const dist = path.resolve(process.env.DIST ?? 'dist')
const MOVES = 120
const BUDGET_MS = 4

export default async function orbitBench(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'widgets.json'))) {
    console.log(
      'dist/widgets.json is missing: build first with `npx vite build`, then run `npm run bench -- orbit`.',
    )
    return
  }
  const server = await serveDist()
  const browser = await launch()
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    await page.goto(`${server.base}/embed.html?w=ball-vs-sphere`, { waitUntil: 'networkidle' })
    const surface = await page.waitForSelector('.bvs-orbit-surface', { timeout: 10_000 })
    await page.waitForTimeout(300)
    const box = await surface.boundingBox()
    if (!box) throw new Error('the orbit surface has no box')
    const cdp = await page.context().newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,toplevel',
      transferMode: 'ReportEvents',
    })
    // Press near a corner (empty space: the cube's edges take no pointer), then sweep 200 px right
    // while bobbing 40 px up and down: the view turns 80° in yaw, whole degrees at a time.
    const x0 = box.x + 20
    const y0 = box.y + 80
    await page.mouse.move(x0, y0)
    await page.mouse.down()
    for (let i = 1; i <= MOVES; i++) {
      const a = (i / MOVES) * Math.PI * 2
      await page.mouse.move(x0 + (200 * i) / MOVES, y0 - 40 * Math.sin(a))
    }
    await page.mouse.up()
    await page.waitForTimeout(200)
    await cdp.send('Tracing.end')
    await done
    const turned = await page.locator('output[data-quantity="yaw"]').getAttribute('data-value')
    await page.close()
    const perMove = scriptMs(events) / MOVES
    console.log('| widget | script ms/move while orbiting | < 4 ms | yaw after the loop |')
    console.log('|---|---|---|---|')
    console.log(
      `| ball-vs-sphere | ${perMove.toFixed(2)} | ${perMove < BUDGET_MS ? 'ok' : 'OVER'} | ${turned} |`,
    )
  } finally {
    await browser.close()
    await server.close()
  }
}
