// The frame around every widget: title, the notice about an ignored link, the figure, and the
// Reset / Copy link / Copy embed code buttons with a spoken confirmation.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { Schema } from './contract'
import { describeIssues } from './hashState'
import { useWidgetHost } from './host'
import { embedCode, linkTo } from './links'
import { WidgetIdContext } from './Output'
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
  const { meta, issues, stateText } = widget
  const host = useWidgetHost()
  const titleId = useId()
  const root = useRef<HTMLElement>(null)
  const fallback = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<Copied | null>(null)
  const [message, setMessage] = useState('')

  // In the book, a link to this widget scrolls it into view once it has loaded.
  const { fromLink } = widget
  useEffect(() => {
    if (host.mode === 'book' && fromLink) root.current?.scrollIntoView?.({ block: 'start' })
  }, [host.mode, fromLink])

  useEffect(() => {
    if (copied && !copied.ok) fallback.current?.select()
  }, [copied])

  const copy = async (kind: Copied['kind']) => {
    const text =
      kind === 'link'
        ? linkTo(meta.id, host.mode, stateText, window.location)
        : embedCode(
            meta.id,
            meta.title,
            stateText,
            document.baseURI,
            (root.current?.offsetHeight ?? 480) + 16,
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
  const reset = () => {
    widget.reset()
    setCopied(null)
    setMessage('Reset to the starting figure.')
  }

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
          <p>
            Some settings in the link could not be used as written, so defaults or the nearest allowed values
            were used: {describeIssues(issues)}.
          </p>
          <button type="button" onClick={widget.dismissIssues}>
            Dismiss
          </button>
        </div>
      )}
      <WidgetIdContext.Provider value={meta.id}>
        <div className="rk-widget-body">{children}</div>
      </WidgetIdContext.Provider>
      <div className="rk-toolbar">
        <button type="button" onClick={reset}>
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
      {copied && !copied.ok && (
        <label className="rk-copy-fallback">
          {copied.kind === 'link' ? 'Link to this figure' : 'Embed code'}
          <input ref={fallback} readOnly value={copied.text} data-copied={copied.kind} />
        </label>
      )}
    </section>
  )
}
