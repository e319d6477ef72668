// The size budget, checked on every build the browser tests run against: each widget's embed, as
// an iframe and as an element, loads at most 120 KB of gzipped JavaScript on the page's thread
// (its chunk graph; bench/embedSize.ts). No browser: the build's manifest says it. The workers a
// figure starts, and the drag time, stay with the bench (`npm run bench -- browser`).
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { BYTES_BUDGET, ENTRIES, embedChunks, gzipSize, kb, readManifest } from '../../bench/embedSize'
import { type WidgetListing, dist } from './harness'

it('keeps every embed’s JavaScript within 120 KB gzipped, both ways', () => {
  const widgets = JSON.parse(fs.readFileSync(path.join(dist, 'widgets.json'), 'utf8')) as WidgetListing[]
  const manifest = readManifest(dist)
  const over: string[] = []
  for (const { id } of widgets)
    for (const way of Object.keys(ENTRIES) as (keyof typeof ENTRIES)[]) {
      const bytes = embedChunks(manifest, id, way).reduce((s, f) => s + gzipSize(dist, f), 0)
      if (bytes > BYTES_BUDGET) over.push(`${id} as ${way}: ${kb(bytes)}`)
    }
  expect(widgets.length).toBeGreaterThan(20)
  expect(over).toEqual([])
})
