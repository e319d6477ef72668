// embed.html?w=<id>#<state>: one widget alone, for an <iframe> in someone else's page. Loads only
// that widget's code, tells the parent page its height so the frame can fit it, and its state
// (messages.ts: the postMessage API). Its globs name every widget but it loads one: vite.config.ts
// gives them no preload lists (the registry's would cost every embed ~3.5 KB), so the browser
// follows the widget's imports itself.
import { StrictMode, Suspense, lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { type WidgetHost, WidgetHostContext } from '../kit/host'
import { applyTheme, storedTheme, themeFromParam } from '../kit/theme'
import type { WidgetMeta } from '../kit/contract'
import { type WidgetView, widgetEntries } from '../widgets/widgetEntries'
import { postHeight } from './height'
import { parentChannel } from './messages'
import 'katex/dist/katex.min.css'
import '../kit/kit.css'
import './embed.css'

const id = new URLSearchParams(window.location.search).get('w') ?? ''
const entry = widgetEntries(
  import.meta.glob<WidgetMeta>('../widgets/*/meta.ts', { import: 'meta' }),
  import.meta.glob<{ default: WidgetView }>('../widgets/*/*Widget.tsx'),
).get(id)
const Widget = entry ? lazy(entry.load) : null
const framed = window.parent !== window
const EMBED_HOST: WidgetHost = {
  mode: 'embed',
  headingLevel: 1,
  // In a frame, the parent page hears of every state and may set it (messages.ts).
  channel: framed ? parentChannel(id, (m) => window.parent.postMessage(m, '*')) : undefined,
}

applyTheme(themeFromParam(window.location.search) ?? storedTheme())
if (entry) {
  entry.meta().then((meta) => {
    document.title = `${meta.title} — Ricochet`
  })
  postHeight(id)
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      {Widget ? (
        <WidgetHostContext.Provider value={EMBED_HOST}>
          <Suspense fallback={<p>Loading…</p>}>
            <Widget />
          </Suspense>
        </WidgetHostContext.Provider>
      ) : (
        <p role="alert">There is no Ricochet widget called “{id}”.</p>
      )}
    </main>
  </StrictMode>,
)
