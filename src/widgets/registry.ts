// Every widget, discovered from its folder: src/widgets/<id>/meta.ts (`export const meta`) and
// src/widgets/<id>/<Name>Widget.tsx (`export default`). Both load lazily, so the book fetches
// only the widgets its chapter shows, and this module does not grow with each widget. A meta's id
// equals its folder's name (registry.test.ts). Code several widgets share sits in
// src/widgets/common/: it has no meta.ts, so it is never taken for a widget. The embeds find
// their one widget with their own globs (src/embed/main.tsx, element.tsx), without this module's
// preload lists of every widget's files.
import type { WidgetMeta } from '../kit/contract'
import { type WidgetEntry, type WidgetView, widgetEntries } from './widgetEntries'

const entries = widgetEntries(
  import.meta.glob<WidgetMeta>('./*/meta.ts', { import: 'meta' }),
  import.meta.glob<{ default: WidgetView }>('./*/*Widget.tsx'),
)

/** Every widget's id (its folder's name). */
export const widgetIds: readonly string[] = [...entries.keys()]

/** The widget's lazy meta and view, or undefined for no widget of that id. */
export const findWidget = (id: string): WidgetEntry | undefined => entries.get(id)
