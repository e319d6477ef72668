import type { ComponentType } from 'react'

/** id -> lazy import of the widget's view, so an embed loads only its own widget's code. */
export const registry: Record<string, () => Promise<{ default: ComponentType }>> = {}
