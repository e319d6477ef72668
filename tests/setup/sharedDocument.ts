// The unit project runs its files in shared threads (isolate: false, vitest.config.ts), so the jsdom
// files of one worker share one document: a file's leftovers (a rendered widget, an <output>, a
// notice) would be found by the next file's document-wide queries, which then fail or pass
// depending on which files the load put on the same worker. Each file leaves the document empty:
// what it rendered unmounted (its listeners gone), and the body cleared.
import { afterAll } from 'vitest'

afterAll(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
  document.body.replaceChildren()
})
