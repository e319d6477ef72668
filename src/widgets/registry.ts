// Every widget, discovered from its folder: src/widgets/<id>/meta.ts (`export const meta`) and
// src/widgets/<id>/<Name>Widget.tsx (`export default`). Both load lazily, so an embed fetches
// only its own widget, the book only the widgets its chapter shows, and this module does not grow
// with each widget. A meta's id equals its folder's name (registry.test.ts). Code several widgets
// share sits in src/widgets/common/: it has no meta.ts, so it is never taken for a widget.
import type { ComponentType } from 'react'
import type { WidgetMeta } from '../kit/contract'

export type WidgetView = ComponentType
export interface WidgetEntry {
  id: string
  meta: () => Promise<WidgetMeta>
  load: () => Promise<{ default: WidgetView }>
}

const metas = import.meta.glob<WidgetMeta>('./*/meta.ts', { import: 'meta' })
const views = import.meta.glob<{ default: WidgetView }>('./*/*Widget.tsx')

const folderOf = (path: string) => path.split('/')[1]!

function discover(): Map<string, WidgetEntry> {
  const metaOf = new Map(Object.entries(metas).map(([path, load]) => [folderOf(path), load]))
  const entries = new Map<string, WidgetEntry>()
  for (const [path, load] of Object.entries(views)) {
    const id = folderOf(path)
    const meta = metaOf.get(id)
    // A widget still being written (a view but no meta yet) is not listed.
    if (meta) entries.set(id, { id, meta, load })
  }
  return entries
}

const entries = discover()

/** Every widget's id (its folder's name). */
export const widgetIds: readonly string[] = [...entries.keys()]

/** The widget's lazy meta and view, or undefined for no widget of that id. */
export const findWidget = (id: string): WidgetEntry | undefined => entries.get(id)
