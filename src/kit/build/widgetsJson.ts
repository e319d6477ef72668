// Build step (a Vite plugin, used by vite.config.ts): writes dist/widgets.json, the list of
// every widget with its default state and where it can be seen. Browser tests, benchmarks and
// bloggers read it. Metas are TypeScript, so they are loaded through Vite's own module runner.
import fs from 'node:fs'
import path from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type { WidgetMeta } from '../contract'
import { defaultState, serializeState } from '../hashState.ts'

export interface WidgetListing {
  id: string
  title: string
  chapter: number
  description: string
  /** the default state as hash text */
  defaultState: string
  /** the embed page showing it, relative to the site root */
  url: string
  /** the chapter page it sits in, or null when no chapter places it yet */
  page: string | null
}

/** Chapter slug of each widget id that a chapter places with <Widget id="..." />. */
function placements(chaptersDir: string): Map<string, string> {
  const found = new Map<string, string>()
  if (!fs.existsSync(chaptersDir)) return found
  for (const file of fs
    .readdirSync(chaptersDir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()) {
    const text = fs.readFileSync(path.join(chaptersDir, file), 'utf8')
    for (const m of text.matchAll(/<Widget\s+id="([^"]+)"/g)) {
      if (!found.has(m[1]!)) found.set(m[1]!, file.replace(/\.mdx$/, ''))
    }
  }
  return found
}

/** Widgets with both a meta.ts and a view (<Name>Widget.tsx), like the registry. */
export async function listWidgets(root: string): Promise<WidgetListing[]> {
  const dir = path.join(root, 'src/widgets')
  const placed = placements(path.join(root, 'chapters'))
  const out: WidgetListing[] = []
  for (const id of fs.readdirSync(dir).sort()) {
    const folder = path.join(dir, id)
    if (!fs.statSync(folder).isDirectory() || !fs.existsSync(path.join(folder, 'meta.ts'))) continue
    if (!fs.readdirSync(folder).some((f) => f.endsWith('Widget.tsx'))) continue
    const { module } = await runnerImport<{ meta: WidgetMeta }>(path.join(folder, 'meta.ts'), {
      configFile: false,
      root,
      logLevel: 'error',
    })
    const { meta } = module
    const state = serializeState(meta.schema, defaultState(meta.schema))
    const slug = placed.get(meta.id)
    out.push({
      id: meta.id,
      title: meta.title,
      chapter: meta.chapter,
      description: meta.description,
      defaultState: state,
      url: `embed.html?w=${encodeURIComponent(meta.id)}#${state}`,
      page: slug ? `index.html?c=${encodeURIComponent(slug)}` : null,
    })
  }
  return out
}

export function widgetsJson(): Plugin {
  let root = process.cwd()
  return {
    name: 'ricochet-widgets-json',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async generateBundle() {
      const list = await listWidgets(root)
      this.emitFile({ type: 'asset', fileName: 'widgets.json', source: `${JSON.stringify(list, null, 2)}\n` })
    },
  }
}
