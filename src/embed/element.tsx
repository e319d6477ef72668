// ricochet-widget.js, the <ricochet-widget name="<id>" state="<state>"> element (docs/embedding.md):
// one widget in an open shadow root, styled by our CSS only, with its own React root, ids, live
// numbers and state. The state lives in the element (its `state` attribute in, `ricochet-change`
// events out) and reaches the page's URL only when `sync-url` asks. Each widget's code loads when
// an element first names it.
import { type ComponentType, StrictMode, Suspense, lazy } from 'react'
import { flushSync } from 'react-dom'
import { type Root, createRoot } from 'react-dom/client'
import { type StateChannel, type WidgetHost, WidgetHostContext, stateTextFor } from '../kit/host'
import { LiveStoreContext, createLiveStore } from '../kit/liveStore'
import { URL_CHANNELS } from '../kit/urlChannel'
import baseCss from 'virtual:ricochet-base-css'
import type { WidgetMeta } from '../kit/contract'
import { type WidgetView, widgetEntries } from '../widgets/widgetEntries'
import elementCss from './element.css?url'
import { LoadBoundary } from './LoadBoundary'
import { type Reporter, reporter } from './reporter'
import { absoluteUrls, fontFaces, forShadow, withoutFontFaces } from './shadowCss'

// The views are imported from here, not through the registry, so that their CSS is not put into
// the host page's <head> (build/elementEntry.ts drops CSS from this file's preloads): the shadow
// root gets that CSS instead, the widget's own folder's and the shared one's, fetched beside the
// view. The CSS stays in .css files (the build hashes them): as JS text it would double the code
// every element loads. Like the iframe's (main.tsx), these globs have no preload lists
// (vite.config.ts): the element names every widget and loads one.
const widgets = widgetEntries(
  import.meta.glob<WidgetMeta>('../widgets/*/meta.ts', { import: 'meta' }),
  import.meta.glob<{ default: WidgetView }>('../widgets/*/*Widget.tsx'),
)
const widgetCss = import.meta.glob<string>('../widgets/*/*.css', {
  query: '?url',
  import: 'default',
  eager: true,
})
const folderOf = (path: string) => path.split('/')[2]!

/** A CSS file's text, its URLs (KaTeX's fonts) made absolute against the file. */
async function cssText(url: string): Promise<string> {
  const href = new URL(url, import.meta.url).href
  // `Accept` makes Vite's dev server send the CSS itself rather than a module wrapping it.
  const response = await fetch(href, { headers: { Accept: 'text/css' } })
  if (!response.ok) throw new Error(`${href}: ${response.status}`)
  return absoluteUrls(await response.text(), href)
}

const sheet = (css: string) => {
  const s = new CSSStyleSheet()
  s.replaceSync(css)
  return s
}

let pageSheets: Promise<CSSStyleSheet[]> | null = null

/**
 * The sheets every element shares (KaTeX and the kit, in the file the site's pages link too; the
 * element's frame); KaTeX's fonts go to the document once.
 */
function baseSheets(): Promise<CSSStyleSheet[]> {
  pageSheets ??= Promise.all([...baseCss.map(cssText), cssText(elementCss)]).then((texts) => {
    const frame = texts.pop()!
    const base = texts.join('\n')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet(fontFaces(base))]
    return [withoutFontFaces(base), frame].map((css) => sheet(forShadow(css)))
  })
  return pageSheets
}

const loaded = new Map<string, { sheets: Promise<CSSStyleSheet[]>; View: ComponentType }>()

/** A widget's view (lazy) and all its sheets, loaded together the first time an element names it. */
function widget(id: string) {
  let entry = loaded.get(id)
  const found = widgets.get(id)
  if (entry || !found) return entry ?? null
  const own = Object.keys(widgetCss).filter((p) => folderOf(p) === id || folderOf(p) === 'common')
  const sheets = Promise.all([
    baseSheets(),
    ...own.map((p) => cssText(widgetCss[p]!).then((css) => sheet(forShadow(css)))),
  ]).then(([base, ...rest]) => [...base, ...rest])
  const View = lazy(() => Promise.all([found.load(), sheets]).then(([view]) => view))
  loaded.set(id, (entry = { sheets, View }))
  return entry
}

const SITE = new URL('.', import.meta.url).href

export interface ChangeDetail {
  id: string
  state: string
}

class RicochetWidget extends HTMLElement {
  static observedAttributes = ['name', 'state']
  private root: Root | null = null
  private given: string | null = null
  private listeners = new Set<() => void>()
  private report: Reporter | null = null

  /** The state the widget shows, as hash text; setting it sets the `state` attribute. */
  get state(): string {
    return this.report?.current() ?? this.getAttribute('state') ?? ''
  }
  set state(text: string) {
    this.setAttribute('state', text)
  }

  connectedCallback() {
    if (!this.root) this.mount()
  }

  disconnectedCallback() {
    // Moving the element fires disconnect then connect: keep the widget unless it really left.
    queueMicrotask(() => {
      if (!this.isConnected) this.unmount()
    })
  }

  attributeChangedCallback(attr: string, old: string | null, value: string | null) {
    if (!this.root || old === value) return
    if (attr === 'name') {
      this.unmount()
      this.mount()
      return
    }
    this.given = value
    // The page's hash keeps the state given too, at once: a write of the reader's older state still
    // waiting would otherwise land after it (and win over the attribute at the next load).
    if (this.syncUrl())
      URL_CHANNELS.book.write(this.getAttribute('name') ?? '', value ?? '', true, value === null)
    // Drawn at once, so `state` and the event right after say what the figure now shows.
    flushSync(() => {
      for (const l of this.listeners) l()
    })
  }

  private syncUrl = () => this.hasAttribute('sync-url')

  private mount() {
    const id = this.getAttribute('name') ?? ''
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    const box = document.createElement('div')
    box.className = 'rk-element'
    shadow.replaceChildren(box)
    const found = widget(id)
    // Adopted before the view draws: the view waits for the same sheets.
    // A sheet that fails to load fails the view too (it waits for them): LoadBoundary says so.
    ;(found?.sheets ?? baseSheets()).then(
      (sheets) => {
        if (box.parentNode === shadow) shadow.adoptedStyleSheets = sheets
      },
      () => {},
    )
    const fromUrl = this.syncUrl() ? stateTextFor(id, 'book', window.location.hash) : null
    this.given = fromUrl ?? this.getAttribute('state')
    const report = reporter((state) =>
      this.dispatchEvent(
        new CustomEvent<ChangeDetail>('ricochet-change', {
          detail: { id, state },
          bubbles: true,
          composed: true,
        }),
      ),
    )
    this.report = report
    const channel: StateChannel = {
      read: () => this.given,
      subscribe: (widget, onChange) => {
        this.listeners.add(onChange)
        // A link pasted into the tab (`#<id>:<state>`) is a new given state, as a new attribute is.
        const url = this.syncUrl()
          ? URL_CHANNELS.book.subscribe(widget, () => {
              const text = stateTextFor(id, 'book', window.location.hash)
              if (text === null) return
              this.given = text
              onChange()
            })
          : null
        return () => {
          this.listeners.delete(onChange)
          url?.()
        }
      },
      write: (widget, stateText, now) => {
        if (this.syncUrl()) URL_CHANNELS.book.write(widget, stateText, now)
      },
      shown: (_widget, stateText) => report.shown(stateText),
    }
    const level = Number(this.getAttribute('heading-level'))
    const host: WidgetHost = {
      mode: 'embed',
      headingLevel: level === 1 || level === 2 || level === 4 ? level : 3,
      channel,
      site: SITE,
    }
    const View = found?.View
    // Ids need no care (React numbers useId across roots, and each shadow root scopes its ids);
    // live numbers do: each element gets a store of its own.
    this.root = createRoot(box)
    this.root.render(
      <StrictMode>
        {View ? (
          <WidgetHostContext.Provider value={host}>
            <LiveStoreContext.Provider value={createLiveStore()}>
              <LoadBoundary id={id}>
                <Suspense fallback={<p role="status">Loading…</p>}>
                  <View />
                </Suspense>
              </LoadBoundary>
            </LiveStoreContext.Provider>
          </WidgetHostContext.Provider>
        ) : (
          <p role="alert">There is no Ricochet widget called “{id}”.</p>
        )}
      </StrictMode>,
    )
  }

  private unmount() {
    this.root?.unmount()
    this.root = null
    this.report = null
    this.listeners.clear()
  }
}

if (!customElements.get('ricochet-widget')) customElements.define('ricochet-widget', RicochetWidget)
