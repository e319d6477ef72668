// <Widget id="time-of-impact" /> in a chapter: loads that widget's code on first render and
// shows it in book mode, its title one heading level below the section it sits in.
import {
  type ComponentType,
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { WidgetHostContext, type WidgetHost } from '../kit/host'
import { findWidget } from '../widgets/registry'

const views = new Map<string, ComponentType>()
function viewOf(id: string): ComponentType | null {
  const entry = findWidget(id)
  if (!entry) return null
  let view = views.get(id)
  if (!view) views.set(id, (view = lazy(entry.load)))
  return view
}

/** The widget's title once its meta is in (it loads beside the view, not with the page); its id until then. */
function useTitle(id: string): string {
  const [title, setTitle] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    findWidget(id)
      ?.meta()
      .then((meta) => {
        if (current) setTitle(meta.title)
      })
    return () => {
      current = false
    }
  }, [id])
  return title ?? id
}

/** The level of the last heading before `el` that is not inside a widget (so 1 to 6, or 1). */
function enclosingHeadingLevel(el: Element): number {
  let level = 1
  for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (h.closest('.rk-widget')) continue
    if (!(h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) break
    level = Number(h.tagName[1])
  }
  return level
}

/** `staged`: the figure opens with only what the text has explained so far (kit/reveal.ts, <Reveal>). */
export function Widget({ id, staged }: { id: string; staged?: boolean }) {
  const View = viewOf(id)
  const title = useTitle(id)
  const box = useRef<HTMLDivElement>(null)
  const [level, setLevel] = useState<WidgetHost['headingLevel'] | null>(null)
  useLayoutEffect(() => {
    if (box.current)
      setLevel(Math.min(4, enclosingHeadingLevel(box.current) + 1) as WidgetHost['headingLevel'])
  }, [])
  const host = useMemo<WidgetHost | null>(
    () => (level === null ? null : { mode: 'book', headingLevel: level, staged }),
    [level, staged],
  )
  if (!View) {
    return (
      <p role="alert" className="book-missing-widget">
        This figure (“{id}”) is not available.
      </p>
    )
  }
  return (
    <div ref={box} className="book-widget" data-widget-slot={id}>
      {/* A deep link to the figure (WidgetFrame gives it the id); the figure's own "copy link" button
          gives one with its state. */}
      <a className="book-anchor" href={`#widget-${id}`} aria-label={`Link to the figure “${title}”`}>
        #
      </a>
      {host && (
        <WidgetHostContext.Provider value={host}>
          <Suspense fallback={<p className="book-loading">Loading the figure…</p>}>
            <View />
          </Suspense>
        </WidgetHostContext.Provider>
      )}
    </div>
  )
}
