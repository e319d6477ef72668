// Every widget's meta, loaded at once: for the pages that list or name all widgets (the book, the
// gallery). An embed goes through registry.ts instead, which loads one meta.
import type { WidgetMeta } from '../kit/contract'
import { widgetIds } from './registry'

const modules = import.meta.glob<{ meta: WidgetMeta }>('./*/meta.ts', { eager: true })

function collect(): Record<string, WidgetMeta> {
  const byId: Record<string, WidgetMeta> = {}
  for (const id of widgetIds) {
    const { meta } = modules[`./${id}/meta.ts`]!
    if (meta.id !== id)
      throw new Error(`src/widgets/${id}/meta.ts: id "${meta.id}" must equal its folder name`)
    byId[id] = meta
  }
  return byId
}

/** id -> meta, for every widget the registry lists. */
export const metas: Readonly<Record<string, WidgetMeta>> = collect()
