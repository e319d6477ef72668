// Who set the state a figure shows: the reader's own move (a handle dragged or moved by keys, a
// slider, a checkbox, the time scrubber), a preset (a button that loads a ready-made state, Reset),
// or the page (the opening state, a link). A construction exercise ("make the figure graze") is
// passed only by the reader's own move: the figure showing the goal because a link or a button put
// it there proves nothing. WidgetFrame records it; the book's exercises read it.

export type StateOrigin = 'own' | 'preset' | 'page'

const origins = new Map<string, StateOrigin>()

export function setStateOrigin(widget: string, origin: StateOrigin): void {
  origins.set(widget, origin)
}

/** How the widget's current state came about ('page' until the figure has loaded). */
export function stateOrigin(widget: string): StateOrigin {
  return origins.get(widget) ?? 'page'
}

/**
 * What a press on `target` inside a figure is: a button loads a preset, unless it is marked
 * `data-move="own"` (the time scrubber's steps); anything else (a handle, a slider, a checkbox) is
 * the reader's own move.
 */
export function gestureOf(target: EventTarget | null): Exclude<StateOrigin, 'page'> {
  const el = target instanceof Element ? target : null
  const button = el?.closest('button')
  return button && button.getAttribute('data-move') !== 'own' ? 'preset' : 'own'
}
