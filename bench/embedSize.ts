// The gzipped JavaScript one embed of a widget loads, read from a build (dist/): the chunk graph in
// dist/.vite/manifest.json from the embed's entry and the widget's view, and the workers those
// chunks start (a worker is no import, so the manifest leaves it out: found by its
// `new URL(…, import.meta.url)` in the chunk's text, with every chunk the worker imports). Both
// ways of embedding: the iframe (embed.html) and the <ricochet-widget> element
// (ricochet-widget.js, the loader included). Used by the browser bench and the budget's test
// (tests/browser/embed-budget.test.ts).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** At most this much gzipped JavaScript per embedded widget (issue 25's budget). */
export const BYTES_BUDGET = 120 * 1024

interface ManifestChunk {
  file: string
  imports?: string[]
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

export const ENTRIES = { iframe: 'embed.html', element: 'src/embed/element.tsx' } as const
export type Way = keyof typeof ENTRIES

export const readManifest = (dist: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest

/** Every chunk a widget's embed loads: the entry and the widget's view, with their static imports (the element fetches its CSS as .css files, not counted here). */
export function embedChunks(manifest: Manifest, widgetId: string, way: Way): string[] {
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
export function workerFiles(dist: string, chunks: readonly string[]): string[] {
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

const gzipped = new Map<string, number>()
/** The file's gzipped size in bytes (each file gzipped once: every embed shares the frame chunk). */
export function gzipSize(dist: string, file: string): number {
  const full = path.join(dist, file)
  let n = gzipped.get(full)
  if (n === undefined) gzipped.set(full, (n = zlib.gzipSync(fs.readFileSync(full)).length))
  return n
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
