// Widgets from the two globs that find them: `<folder>/meta.ts` (`export const meta`) and
// `<folder>/<Name>Widget.tsx` (`export default`). Pure, so each page that lists widgets makes its
// own globs (registry.ts for the book and the gallery; the embeds their own, without preloading:
// vite.config.ts) and this one rule reads them.
import type { ComponentType } from 'react'
import type { WidgetMeta } from '../kit/contract'

export type WidgetView = ComponentType
export interface WidgetEntry {
  id: string
  meta: () => Promise<WidgetMeta>
  load: () => Promise<{ default: WidgetView }>
}

/** The folder a glob's path names: `./time-of-impact/meta.ts` and `../widgets/time-of-impact/meta.ts` alike. */
const folderOf = (path: string) => path.split('/').at(-2)!

/** Every widget by id (its folder's name); a widget still being written (a view but no meta yet) is not listed. */
export function widgetEntries(
  metas: Record<string, () => Promise<WidgetMeta>>,
  views: Record<string, () => Promise<{ default: WidgetView }>>,
): Map<string, WidgetEntry> {
  const metaOf = new Map(Object.entries(metas).map(([path, load]) => [folderOf(path), load]))
  const entries = new Map<string, WidgetEntry>()
  for (const [path, load] of Object.entries(views)) {
    const id = folderOf(path)
    const meta = metaOf.get(id)
    if (meta) entries.set(id, { id, meta, load })
  }
  return entries
}
