// Every widget, discovered from its folder: src/widgets/<id>/meta.ts (`export const meta`) and
// src/widgets/<id>/<Name>Widget.tsx (`export default`). Metas load with the page (they are
// small and list the widgets); views load lazily, so an embed fetches only its own widget.
// Code several widgets share sits in src/widgets/common/: it has no meta.ts, so it is never
// taken for a widget.
import type { ComponentType } from 'react'
import type { WidgetMeta } from '../kit/contract'

export type WidgetView = ComponentType
export interface WidgetEntry {
  meta: WidgetMeta
  load: () => Promise<{ default: WidgetView }>
}

const metas = import.meta.glob<{ meta: WidgetMeta }>('./*/meta.ts', { eager: true })
const views = import.meta.glob<{ default: WidgetView }>('./*/*Widget.tsx')

const folderOf = (path: string) => path.split('/')[1]!

function discover(): Record<string, WidgetEntry> {
  const byFolder = new Map(Object.entries(views).map(([path, load]) => [folderOf(path), load]))
  const entries: Record<string, WidgetEntry> = {}
  for (const [path, mod] of Object.entries(metas)) {
    const folder = folderOf(path)
    const load = byFolder.get(folder)
    // A widget still being written (meta but no view yet) is not listed.
    if (!load) continue
    if (mod.meta.id !== folder)
      throw new Error(`src/widgets/${folder}/meta.ts: id "${mod.meta.id}" must equal its folder name`)
    entries[folder] = { meta: mod.meta, load }
  }
  return entries
}

/** id -> the widget's meta and a lazy import of its view. */
export const widgets: Readonly<Record<string, WidgetEntry>> = discover()

export function findWidget(id: string): WidgetEntry | undefined {
  return Object.hasOwn(widgets, id) ? widgets[id] : undefined
}
