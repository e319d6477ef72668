// The frame around every widget: title, the notice about an ignored link, the figure, and the
// Reset / Copy link / Copy embed code buttons with a spoken confirmation.
import { type ReactNode, memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { Schema, WidgetMeta } from './contract'
import { describeIssue } from './hashState'
import { bookSegments, useWidgetHost } from './host'
import { elementCode, embedCode, embedSnippets, embedUrl, linkTo } from './links'
import { WidgetIdContext } from './Output'
import { type StateOrigin, gestureOf, setStateOrigin } from './stateOrigin'
import type { WidgetState } from './useWidgetState'

export interface WidgetFrameProps<S extends Schema> {
  widget: WidgetState<S>
  children: ReactNode
}

type Copied = { kind: 'link' | 'embed'; text: string; ok: boolean }

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

export function WidgetFrame<S extends Schema>({ widget, children }: WidgetFrameProps<S>) {
  const { meta, issues } = widget
  const host = useWidgetHost()
  const titleId = useId()
  const root = useRef<HTMLElement>(null)
  // The toolbar reads the state only when a button is pressed, so it need not redraw on every move.
  const stateText = useRef(widget.stateText)
  useLayoutEffect(() => {
    stateText.current = widget.stateText
  })

  // Who set the state shown (stateOrigin.ts): the last press inside the figure says whether a
  // change by `set` was the reader's own move or a preset button; anything else came from the page.
  const gesture = useRef<Exclude<StateOrigin, 'page'>>('preset')
  useLayoutEffect(() => {
    const el = root.current
    if (!el) return
    const press = (e: Event) => {
      gesture.current = gestureOf(e.target)
    }
    el.addEventListener('pointerdown', press, true)
    el.addEventListener('keydown', press, true)
    return () => {
      el.removeEventListener('pointerdown', press, true)
      el.removeEventListener('keydown', press, true)
    }
  }, [])
  const { changedBySet } = widget
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded again whenever the state shown changes
  useLayoutEffect(() => {
    setStateOrigin(meta.id, changedBySet ? gesture.current : 'page')
  }, [meta.id, changedBySet, widget.stateText])

  // In the book, a link to this widget scrolls it into view once it has loaded.
  const { fromLink } = widget
  useEffect(() => {
    // With several figures in the link, the one moved last (the first in it) is the one shown.
    const first = bookSegments(window.location.hash)[0]?.[0]
    if (host.mode === 'book' && fromLink && first === meta.id)
      root.current?.scrollIntoView?.({ block: 'start' })
  }, [host.mode, fromLink, meta.id])

  const Heading = `h${host.headingLevel}` as const
  return (
    <section
      ref={root}
      className="rk-widget"
      aria-labelledby={titleId}
      data-widget={meta.id}
      id={`widget-${meta.id}`}
    >
      <Heading id={titleId} className="rk-widget-title">
        {meta.title}
      </Heading>
      {host.mode === 'embed' && <p className="rk-widget-description">{meta.description}</p>}
      {issues.length > 0 && (
        <div className="rk-notice" role="status">
          <div className="rk-notice-text">
            <p>The figure cannot show this link exactly as written, so the link now says what it shows:</p>
            <ul>
              {issues.map((issue, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                <li key={i}>{describeIssue(issue)}</li>
              ))}
            </ul>
          </div>
          <button type="button" onClick={widget.dismissIssues}>
            Dismiss the note about the link
          </button>
        </div>
      )}
      <WidgetIdContext.Provider value={meta.id}>
        <div className="rk-widget-body">{children}</div>
      </WidgetIdContext.Provider>
      <Toolbar meta={meta} reset={widget.reset} stateText={stateText} root={root} />
    </section>
  )
}

interface ToolbarProps {
  meta: WidgetMeta
  reset: () => void
  stateText: { readonly current: string }
  root: { readonly current: HTMLElement | null }
}

/** Reset, Copy link and Copy embed code, with a spoken confirmation (or the text to copy by hand). */
const Toolbar = memo(function Toolbar({ meta, reset, stateText, root }: ToolbarProps) {
  const host = useWidgetHost()
  const fallback = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const [copied, setCopied] = useState<Copied | null>(null)
  const [message, setMessage] = useState('')

  useEffect(() => {
    if (copied && !copied.ok) fallback.current?.select()
  }, [copied])

  const copy = async (kind: Copied['kind']) => {
    const site = host.site ?? document.baseURI
    const text =
      kind === 'link'
        ? // An element's page is someone else's: its link is to the figure's own embed page.
          host.site
          ? embedUrl(meta.id, stateText.current, site)
          : linkTo(meta.id, host.mode, stateText.current, window.location)
        : embedSnippets(
            embedCode(meta.id, meta.title, stateText.current, site, (root.current?.offsetHeight ?? 480) + 16),
            elementCode(meta.id, stateText.current, site),
          )
    const ok = await copyText(text)
    setCopied({ kind, text, ok })
    const what = kind === 'link' ? 'Link' : 'Embed code'
    setMessage(
      ok
        ? `${what} copied to the clipboard.`
        : `Could not reach the clipboard: copy the ${what.toLowerCase()} below.`,
    )
  }
  const onReset = () => {
    reset()
    setCopied(null)
    setMessage('Reset to the starting figure.')
  }

  return (
    <>
      <div className="rk-toolbar">
        <button type="button" onClick={onReset}>
          Reset
        </button>
        <button type="button" onClick={() => copy('link')} data-action="copy-link">
          Copy link
        </button>
        <button type="button" onClick={() => copy('embed')} data-action="copy-embed">
          Copy embed code
        </button>
        <span className="rk-toolbar-status" role="status">
          {message}
        </span>
      </div>
      {copied && !copied.ok && copied.kind === 'link' && (
        <label className="rk-copy-fallback">
          Link to this figure
          <input ref={fallback} readOnly value={copied.text} data-copied="link" />
        </label>
      )}
      {copied && !copied.ok && copied.kind === 'embed' && (
        <label className="rk-copy-fallback">
          Embed code
          <textarea ref={fallback} readOnly value={copied.text} data-copied="embed" rows={6} />
        </label>
      )}
    </>
  )
})
