// The size budget, checked on every build the browser tests run against: each widget's embed, as
// an iframe and as an element, loads at most 120 KB of gzipped JavaScript as it opens, the workers
// it starts included (bench/embedSize.ts's embedLoad, the bench's definition too). No browser:
// the build's manifest and chunks say it. The drag time stays with the bench
// (`npm run bench -- browser`).
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { BYTES_BUDGET, ENTRIES, type Way, embedLoad, kb, readManifest } from '../../bench/embedSize'
import { type WidgetListing, dist } from './harness'

it('keeps every embed’s JavaScript, its workers’ included, within 120 KB gzipped, both ways', () => {
  const widgets = JSON.parse(fs.readFileSync(path.join(dist, 'widgets.json'), 'utf8')) as WidgetListing[]
  const manifest = readManifest(dist)
  const over: string[] = []
  for (const { id } of widgets)
    for (const way of Object.keys(ENTRIES) as Way[]) {
      const { bytes, workerBytes } = embedLoad(dist, manifest, id, way)
      if (bytes > BYTES_BUDGET)
        over.push(`${id} as ${way}: ${kb(bytes)}${workerBytes ? ` (workers ${kb(workerBytes)})` : ''}`)
    }
  expect(widgets.length).toBeGreaterThan(20)
  expect(over, `over ${kb(BYTES_BUDGET)} gzipped as they open`).toEqual([])
})
