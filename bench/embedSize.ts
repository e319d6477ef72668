// The gzipped JavaScript one embed of a widget loads as it opens, read from a build (dist/): the
// chunk graph in dist/.vite/manifest.json from the embed's entry and the widget's view, the
// workers those chunks start (a worker is no import, so the manifest leaves it out: found by its
// `new URL(…, import.meta.url)` in the chunk's text) and the chunks those workers import at once.
// What loads later is left out on both threads: the page's lazy chunks (absent from the static
// graph) and the chunks a worker imports on demand (`import(…)`, listed apart as `later`). Both
// ways of embedding: the iframe (embed.html) and the <ricochet-widget> element
// (ricochet-widget.js, the loader included). The one definition the browser bench and the
// budget's test (tests/browser/embed-budget.test.ts) judge by: embedLoad.
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
/** A module a worker's chunk imports at once: `from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g
/** A module a worker's chunk imports on demand: `import("./x.js")`, `import(\`./x.js\`)`. */
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g

/**
 * The workers the chunks start with the chunks they import at once (`atOpen`), and the chunks
 * those workers import on demand, with theirs (`later`): files in dist/assets, beside the chunks
 * that name them.
 */
export function workerFiles(dist: string, chunks: readonly string[]): { atOpen: string[]; later: string[] } {
  const atOpen = new Set<string>()
  const later = new Set<string>()
  const sibling = (file: string, name: string) => path.posix.join(path.posix.dirname(file), name)
  const visit = (file: string, into: Set<string>) => {
    if (atOpen.has(file) || into.has(file) || !fs.existsSync(path.join(dist, file))) return
    into.add(file)
    const text = fs.readFileSync(path.join(dist, file), 'utf8')
    for (const m of text.matchAll(STATIC_IMPORT)) visit(sibling(file, m[1]!), into)
    for (const m of text.matchAll(DYNAMIC_IMPORT)) visit(sibling(file, m[1]!), later)
  }
  for (const chunk of chunks) {
    const text = fs.readFileSync(path.join(dist, chunk), 'utf8')
    for (const m of text.matchAll(WORKER_URL)) visit(sibling(chunk, (m[1] ?? m[2])!), atOpen)
  }
  const mine = (f: string) => !chunks.includes(f)
  return { atOpen: [...atOpen].filter(mine), later: [...later].filter((f) => mine(f) && !atOpen.has(f)) }
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

/** What one embed loads as it opens, and the workers' chunks it may fetch later (not counted). */
export interface EmbedLoad {
  /** the page's chunks */
  chunks: string[]
  /** the workers the page starts, with the chunks they import at once */
  workers: string[]
  /** chunks the workers import on demand */
  later: string[]
  /** gzipped bytes of chunks and workers: what the budget counts */
  bytes: number
  /** of which the workers' */
  workerBytes: number
  /** gzipped bytes of the chunks the workers import on demand (not counted) */
  laterBytes: number
}

export function embedLoad(dist: string, manifest: Manifest, widgetId: string, way: Way): EmbedLoad {
  const chunks = embedChunks(manifest, widgetId, way)
  const { atOpen: workers, later } = workerFiles(dist, chunks)
  const sum = (files: string[]) => files.reduce((s, f) => s + gzipSize(dist, f), 0)
  const workerBytes = sum(workers)
  return { chunks, workers, later, bytes: sum(chunks) + workerBytes, workerBytes, laterBytes: sum(later) }
}
