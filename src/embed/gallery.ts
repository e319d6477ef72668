// gallery.html: every widget embedded as a blogger would, with its default state and both
// snippets. The element's script is loaded by its public name, as the snippet loads it.
import { defaultState, serializeState } from '../kit/hashState'
import { elementCode, embedCode } from '../kit/links'
import { findWidget, widgetIds } from '../widgets/registry'
import './gallery.css'

const site = document.baseURI
const script = document.createElement('script')
script.type = 'module'
script.src = import.meta.env.DEV ? '/src/embed/element.tsx' : new URL('ricochet-widget.js', site).href
document.head.append(script)

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const e = document.createElement(tag)
  if (text !== undefined) e.textContent = text
  if (className) e.className = className
  return e
}

function snippet(label: string, code: string): HTMLElement {
  const figure = el('figure', undefined, 'snippet')
  figure.append(el('figcaption', label), el('pre', code))
  return figure
}

const main = document.getElementById('gallery')!
const intro = el('p')
intro.append(
  'Every figure of Ricochet, ready to embed in another page: as an iframe, or as a ',
  el('code', '<ricochet-widget>'),
  ' element from one script. Each is shown in its starting state; the “Copy embed code” button under a figure gives both snippets for the state it shows.',
)
main.append(el('h1', 'Ricochet figures to embed'), intro)

const list = (await Promise.all(widgetIds.map((id) => findWidget(id)!.meta()))).sort(
  (a, b) => a.chapter - b.chapter || a.id.localeCompare(b.id),
)
for (const meta of list) {
  const state = serializeState(meta.schema, defaultState(meta.schema))
  const section = el('section', undefined, 'entry')
  section.id = meta.id
  const widget = document.createElement('ricochet-widget')
  widget.setAttribute('name', meta.id)
  widget.setAttribute('state', state)
  widget.setAttribute('heading-level', '3')
  section.append(
    el('h2', `${meta.id} (chapter ${meta.chapter})`),
    widget,
    snippet('As an iframe', embedCode(meta.id, meta.title, state, site, 640)),
    snippet('As an element', elementCode(meta.id, state, site)),
  )
  main.append(section)
}
