import { StrictMode, Suspense, lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { registry } from '../widgets/registry'

const id = new URLSearchParams(window.location.search).get('w') ?? ''
const load = Object.hasOwn(registry, id) ? registry[id] : undefined
const Widget = load ? lazy(load) : null

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      {Widget ? (
        <Suspense fallback={<p>Loading…</p>}>
          <Widget />
        </Suspense>
      ) : (
        <p role="alert">There is no Ricochet widget called “{id}”.</p>
      )}
    </main>
  </StrictMode>,
)
