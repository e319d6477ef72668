// A box that scrolls sideways (a long formula on a phone) must be reachable by keyboard, or
// keyboard readers cannot scroll it (WCAG 2.1.1; axe: scrollable-region-focusable). These
// helpers give such boxes tabindex=0 exactly while they overflow.

export function syncFocusable(el: HTMLElement): void {
  const overflows = el.scrollWidth > el.clientWidth + 1
  if (overflows && el.tabIndex < 0) el.tabIndex = 0
  else if (!overflows && el.hasAttribute('tabindex')) el.removeAttribute('tabindex')
}

/** Keeps every element matching `selector` under `root` focusable while it overflows; returns a stop function. */
export function watchOverflow(root: HTMLElement, selector: string): () => void {
  const sync = () => {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) syncFocusable(el)
  }
  sync()
  if (typeof ResizeObserver === 'undefined') return () => {}
  const observer = new ResizeObserver(sync)
  observer.observe(root)
  return () => observer.disconnect()
}
