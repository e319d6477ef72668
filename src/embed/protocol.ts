// The postMessage API's messages, version 1 (docs/embedding.md), alone in a module with no imports:
// ricochet-frame.js, the script a host page may run beside its iframes, reads them too and must
// not pull in the figure's code.
export const VERSION = 1

/** parent -> widget */
export type Command =
  | { type: 'ricochet:get-state'; v: 1 }
  | { type: 'ricochet:set-state'; v: 1; state: string }

/** widget -> parent: on load, after every change (throttled), and in reply to a command */
export interface StateMessage {
  type: 'ricochet:state'
  v: 1
  id: string
  state: string
}

/** widget -> parent: whenever the page's height changes */
export interface HeightMessage {
  type: 'ricochet:height'
  v: 1
  id: string
  height: number
}

export function isCommand(data: unknown): data is Command {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  if (m.v !== VERSION) return false
  return m.type === 'ricochet:get-state' || (m.type === 'ricochet:set-state' && typeof m.state === 'string')
}

export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  return m.v === VERSION && m.type === 'ricochet:height' && typeof m.height === 'number' && m.height >= 0
}
