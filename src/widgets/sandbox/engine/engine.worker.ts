// The sandbox's engine off the page's thread: a thin wrapper around Engine (session.ts), handing
// the balls' state back as a transferred buffer (no copy). The frame-stepped engine's code is
// fetched only when the reader first compares, the sticky-contact engine's when a set-up first has
// sticky contacts; requests wait in order meanwhile.
import { Engine, type Request } from './session'

const engine = new Engine()
let done: Promise<void> = Promise.resolve()

async function answer(req: Request) {
  if (req.type === 'compare' && req.dt !== null && !engine.comparer) {
    const { Comparer } = await import('./compare')
    engine.comparer = new Comparer()
  }
  if (req.type === 'load' && req.setup.stick && !engine.stick)
    engine.stick = (await import('./stickEngine')).stickEngine
  const reply = engine.handle(req)
  if (reply.type === 'frame') {
    const stepped = reply.report.stepped
    const transfer = [reply.report.state.buffer]
    if (stepped && 'state' in stepped) transfer.push(stepped.state.buffer)
    self.postMessage(reply, { transfer })
  } else self.postMessage(reply)
}

self.onmessage = (e: MessageEvent<Request>) => {
  const req = e.data
  done = done
    .then(() => answer(req))
    .catch((err: unknown) => {
      // Only fetching an engine's code can fail here (Engine.handle catches the rest).
      self.postMessage({
        id: req.id,
        type: 'error',
        message: `could not load: ${err instanceof Error ? err.message : err}`,
      })
    })
}
